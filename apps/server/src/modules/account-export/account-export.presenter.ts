/** An export row → what GET/POST /account/export answer (no storage key, no user id). */
import type { AccountExport } from '@neighbourly/shared';
import type { ExportRow } from './account-export.repository.ts';

const NONE: AccountExport = {
  status: 'none',
  id: null,
  requestedAt: null,
  progress: 0,
  readyAt: null,
  expiresAt: null,
  downloadUrl: null,
  byteSize: null,
};

/** `downloadPath` builds the ZIP's address; a ready export past its expiry reads as expired. */
export function toAccountExport(
  row: ExportRow | undefined,
  now: string,
  downloadPath: (id: string) => string,
): AccountExport {
  if (!row) return NONE;
  const expired =
    row.status === 'expired' || (row.status === 'ready' && row.expires_at !== null && row.expires_at <= now);
  const status = expired ? 'expired' : row.status;
  return {
    status,
    id: row.id,
    requestedAt: row.created_at,
    progress: status === 'building' || status === 'failed' ? row.progress : 100,
    readyAt: row.status === 'failed' ? null : row.finished_at,
    expiresAt: row.expires_at,
    downloadUrl: status === 'ready' ? downloadPath(row.id) : null,
    byteSize: status === 'ready' ? row.byte_size : null,
  };
}

/**
 * "Download my data" (issue #32): a person asks for a ZIP of their own data, built as a job; the
 * status says how far it is and, once ready, where to download it until when.
 */
import { z } from 'zod';

export const ACCOUNT_EXPORT = {
  /** Asks (POST) a person may make in a day. */
  asksPerDay: 3,
  /** How long a ready ZIP is kept, and its link works. */
  keepDays: 7,
} as const;

/** `none`: never asked (or the last one is long gone). */
export const ACCOUNT_EXPORT_STATUSES = ['none', 'building', 'ready', 'expired', 'failed'] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];

/** GET/POST /account/export: the person's latest export. */
export const accountExportSchema = z.object({
  status: z.enum(ACCOUNT_EXPORT_STATUSES),
  /** Null with `none`. */
  id: z.string().nullable(),
  requestedAt: z.string().nullable(),
  /** 0–100: how far the building got (100 once ready). */
  progress: z.number().int().min(0).max(100),
  readyAt: z.string().nullable(),
  /** When a ready ZIP goes (7 days after it was ready). */
  expiresAt: z.string().nullable(),
  /** Same-site path of the ZIP, while it is ready. */
  downloadUrl: z.string().nullable(),
  byteSize: z.number().int().nonnegative().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** GET /account/export/download: that export (without `id`, the latest). */
export const accountExportDownloadQuerySchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'This download link is not valid.')
    .optional(),
});

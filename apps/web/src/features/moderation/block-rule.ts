/**
 * What a fediverse block names (issue #30), as the server checks it (blockBodySchema in
 * apps/server/src/modules/federation/federation.service.ts): a server by its host name, with an
 * optional port (`spam.example`, `spam.example:8443`); an account by its actor's http(s) address.
 */
import type { FederationBlockKind } from './api/get-federation-blocks.ts';

export const BLOCK_TARGET_MAX = 500;
export const BLOCK_REASON_MAX = 500;

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  return /^https?:$/.test(new URL(text).protocol);
}

/** Whether `target` (trimmed) names a `kind` the server accepts. */
export function isBlockTarget(kind: FederationBlockKind, target: string): boolean {
  const value = target.trim();
  if (value === '' || value.length > BLOCK_TARGET_MAX) return false;
  return kind === 'SERVER' ? HOST.test(value) : isWebAddress(value);
}

import { randomBytes, timingSafeEqual } from 'node:crypto';

// The link to a check's change page: `<api>/v1/changes/<checkId>/<token>`. The token is a random
// capability kept with the check (32 bytes), so every API process can check it with no shared key,
// and it ends when the check does. Possession of the link is the permission, as with file links.

export function newDiffToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `apiBaseUrl` ends with /v1 (a trailing slash is dropped). */
export function diffLinkOf(apiBaseUrl: string, checkId: string, token: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/changes/${encodeURIComponent(checkId)}/${encodeURIComponent(token)}`;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

// Download links: `${base}/${key}?expires=<unix s>&sig=<hex HMAC-SHA256(secret, key + "\n" + expires)>`.
// The newline keeps key and expiry from running into each other ("a1" + "23" vs "a12" + "3").

export function signature(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');
}

/** Constant-time comparison of a presented signature with the expected one. */
export function signatureMatches(secret: string, key: string, expires: number, presented: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(presented)) return false;
  const expected = Buffer.from(signature(secret, key, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(presented, 'hex'));
}

/** The unix second at which a link for `expiresAt` stops working (rounded down: never late). */
export function expirySeconds(expiresAt: Date): number {
  return Math.floor(expiresAt.getTime() / 1000);
}

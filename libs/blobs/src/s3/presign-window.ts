// How long a presigned GET lives. SigV4 presigned links last at most 7 days and at least 1 s,
// and the link's end is X-Amz-Date + X-Amz-Expires. We pick both so the link never outlives
// expiresAt: normally signed now for the whole seconds left; when less than a second is
// left (or expiresAt has passed) the signing date is moved back so the link ends at expiresAt.

export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

export function presignWindow(nowMs: number, expiresAt: Date): { signingDate: Date; expiresIn: number } {
  const seconds = Math.floor((expiresAt.getTime() - nowMs) / 1000);
  if (seconds >= 1) return { signingDate: new Date(nowMs), expiresIn: Math.min(seconds, MAX_PRESIGN_SECONDS) };
  return { signingDate: new Date(expiresAt.getTime() - 1000), expiresIn: 1 };
}

// Decides whether the target refused us (403/429 or a bot wall, whatever the status), with
// @gleaner/net's detectBlock, and words the 502 so the caller knows what to try next.
import { detectBlock } from '@gleaner/net';
import { GleanerError } from '@gleaner/platform';

export function blockReason(input: { status: number; headers: Record<string, string>; html: string }): string | undefined {
  return detectBlock(input)?.reason;
}

export function blockedError(url: string, reason: string, proxyUsed: boolean): GleanerError {
  const hint = proxyUsed ? 'the proxy was blocked too' : 'retry with proxy: true to go through a proxy';
  return new GleanerError('blocked', `${new URL(url).host} blocked the request (${reason}); ${hint}`, { details: { url, reason } });
}

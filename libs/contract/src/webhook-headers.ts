import { isHeaderName, isReservedRequestHeader } from '@gleaner/platform';

// The headers of a webhook request that are the service's own. The delivery POST sends exactly
// these (libs/features/src/webhooks/delivery-post.ts builds its headers from this list), and a
// channel's webhookHeaders may name none of them: refused at creation and update, in any case,
// rather than accepted and then silently dropped or let through to replace the service's value.

export const WEBHOOK_SERVICE_HEADERS = {
  contentType: 'content-type',
  userAgent: 'user-agent',
  signature: 'x-signature',
  event: 'x-gleaner-event',
  delivery: 'x-gleaner-delivery',
  attempt: 'x-gleaner-attempt',
} as const;

/**
 * Also refused: the headers that frame, route or hold the connection (Host, Content-Length,
 * Transfer-Encoding, Connection, Upgrade, TE, Keep-Alive, Trailer, Proxy-*: the rule for a page's
 * headers), Expect (a 100-continue the sender does not wait for), and every X-Gleaner-* (later ones).
 */
const ALSO_RESERVED = ['expect'];
const OWN = new Set<string>(Object.values(WEBHOOK_SERVICE_HEADERS));

export function isReservedWebhookHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return OWN.has(lower) || lower.startsWith('x-gleaner-') || ALSO_RESERVED.includes(lower) || isReservedRequestHeader(lower);
}

export function isWebhookHeaderName(name: string): boolean {
  return isHeaderName(name) && !isReservedWebhookHeader(name);
}

export const WEBHOOK_HEADER_MESSAGES = {
  reserved:
    'is set by the service and cannot be sent: Content-Type, User-Agent, X-Signature, X-Gleaner-*, and Host, Content-Length, Transfer-Encoding, Connection, Upgrade, TE, Keep-Alive, Trailer, Expect, Proxy-*',
  twice: 'is given twice (header names are case-insensitive)',
} as const;

/** Names given more than once in different cases ("X-Team" and "x-team"): each after the first. */
export function repeatedHeaderNames(headers: Record<string, unknown>): string[] {
  const seen = new Set<string>();
  return Object.keys(headers).filter((name) => {
    const lower = name.toLowerCase();
    if (seen.has(lower)) return true;
    seen.add(lower);
    return false;
  });
}

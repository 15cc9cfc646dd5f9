// Tells a bot wall or refusal from a real page: 403/429 answers and the challenge pages of the
// common anti-bot services. The fetch path and the browser both turn a hit into 502 blocked.

export interface BlockInput {
  status: number;
  headers?: Record<string, string | string[] | undefined>;
  html?: string;
}

interface Marker {
  reason: string;
  test: RegExp;
}

// Matched against the first 20 KB of the page: challenge pages are small and say it early.
const PAGE_MARKERS: Marker[] = [
  { reason: 'cloudflare challenge', test: /<title>\s*just a moment\.\.\.\s*<\/title>|cf-browser-verification|challenges\.cloudflare\.com\/cdn-cgi\/challenge-platform|_cf_chl_opt/i },
  { reason: 'cloudflare block', test: /<title>\s*attention required!?\s*\|\s*cloudflare\s*<\/title>|cf-error-details|sorry, you have been blocked/i },
  // A captcha widget alone is not a wall (contact forms carry one): the title must say so.
  { reason: 'captcha challenge', test: /<title>[^<]*(captcha|are you a robot|verify you are human|human verification|security check)[^<]*<\/title>/i },
  { reason: 'perimeterx challenge', test: /id=["']px-captcha["']|_pxCaptcha|window\._pxAppId/i },
  { reason: 'datadome challenge', test: /(geo\.)?captcha-delivery\.com/i },
  { reason: 'akamai block', test: /<title>\s*access denied\s*<\/title>[\s\S]{0,2000}(reference\s*#|edgesuite|akamai)/i },
  { reason: 'imperva challenge', test: /_incapsula_resource|incapsula incident id/i },
  { reason: 'access denied page', test: /<title>\s*(access denied|403 forbidden|forbidden)\s*<\/title>/i },
];

// Every marker above needs one of these words in the page, or a <title> saying one of the title
// words: two scans find the few pages worth the ordered list (eight scans of up to 20 KB).
const MARKER_WORDS = /cf-browser-verification|challenges\.cloudflare\.com|_cf_chl_opt|cf-error-details|sorry, you have been blocked|px-captcha|_pxcaptcha|_pxappid|captcha-delivery\.com|_incapsula_resource|incapsula incident id/i;
const TITLES = /<title>[^<]*<\/title>/gi;
const TITLE_WORDS = /just a moment|attention required|captcha|are you a robot|verify you are human|human verification|security check|access denied|forbidden/i;

function mayBeMarked(head: string): boolean {
  return MARKER_WORDS.test(head) || (head.match(TITLES)?.some((title) => TITLE_WORDS.test(title)) ?? false);
}

// Only headers that appear on challenges alone (DataDome's x-datadome is on every page).
const HEADER_MARKERS: Array<{ reason: string; name: string; test: RegExp }> = [
  { reason: 'cloudflare challenge', name: 'cf-mitigated', test: /challenge/i },
];

function header(headers: BlockInput['headers'], name: string): string {
  const v = headers?.[name] ?? headers?.[Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name) ?? ''];
  return Array.isArray(v) ? v.join(', ') : (v ?? '');
}

/** null for a normal page, else why it looks blocked. */
export function detectBlock(input: BlockInput): null | { reason: string } {
  for (const m of HEADER_MARKERS) if (m.test.test(header(input.headers, m.name))) return { reason: m.reason };
  const html = input.html ?? '';
  const head = html.slice(0, 20_000);
  // Under 200, only a small page counts: a long article may quote a marker.
  const small = html.length < 50_000 || input.status >= 400;
  if (small && mayBeMarked(head)) for (const m of PAGE_MARKERS) if (m.test.test(head)) return { reason: m.reason };
  if (input.status === 429) return { reason: 'rate limited (429)' };
  if (input.status === 403) return { reason: 'forbidden (403)' };
  return null;
}

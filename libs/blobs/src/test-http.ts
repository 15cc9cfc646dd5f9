import type { LinkRequest, LinkResponse } from './contract.js';

// HTTP for the contract tests: no cookies, no Authorization header unless the check adds one.
// Redirects are answered as they come, unless `follow` (as a client does).

export async function fetchAnonymously(url: string, request: LinkRequest = {}, follow = false): Promise<LinkResponse> {
  const res = await fetch(url, { method: request.method ?? 'GET', headers: request.headers, redirect: follow ? 'follow' : 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: res.status, body, headers };
}

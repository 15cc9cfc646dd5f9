import type { LinkResponse } from './contract.js';

// Anonymous HTTP for the contract tests: no Authorization header, no cookies.

export async function fetchAnonymously(url: string, method: 'GET' | 'HEAD' = 'GET'): Promise<LinkResponse> {
  const res = await fetch(url, { method, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: res.status, body, headers };
}

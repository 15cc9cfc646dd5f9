// The black-box checks' HTTP client: one call, its status, headers and body (JSON when it parses).

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, checked field by field
  body: any;
}

export type Call = (method: string, path: string, options?: { key?: string; body?: unknown }) => Promise<Answer>;

export function blackBoxCaller(baseUrl: string): Call {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, headers: res.headers, body };
  };
}

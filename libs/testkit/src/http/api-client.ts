// A small client of the service's HTTP API for tests that drive processes from outside (the farm):
// one call shape (status, headers, parsed JSON body, how long it took) and the admin's user creation.

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // The parsed JSON body (null when the body is not JSON): tests read what they check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** Milliseconds from sending to the whole body. */
  ms: number;
}

export interface CallOptions {
  /** An API key (Authorization: Bearer). */
  key?: string;
  /** A JSON body. */
  body?: unknown;
  /** Gives up (rejects) after this long (default 120 s): a test never hangs on a call. */
  timeoutMs?: number;
}

export interface ApiClient {
  url: string;
  call(method: string, path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** POST /v1/admin/users: a user with a live key. */
  createUser(adminToken: string, user: { email: string; name?: string; credits?: number; plan?: string }): Promise<{ id: string; key: string }>;
}

export function apiClient(url: string): ApiClient {
  const call = async (method: string, path: string, options: CallOptions = {}, bearer = options.key): Promise<ApiAnswer> => {
    const started = Date.now();
    const headers: Record<string, string> = {};
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: res.status, headers: res.headers, body, ms: Date.now() - started };
  };
  return {
    url,
    call: (method, path, options) => call(method, path, options),
    async createUser(adminToken, user) {
      const answer = await call('POST', '/v1/admin/users', { body: { name: user.email.split('@')[0], ...user } }, adminToken);
      if (answer.status !== 201) throw new Error(`creating ${user.email}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      return { id: answer.body.data.id, key: answer.body.data.api_key };
    },
  };
}

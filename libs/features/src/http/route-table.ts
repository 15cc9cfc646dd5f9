// The contract's routes by method and path, for the dispatch that runs in restify's `first`
// chain (see ApiServer). Paths are the contract's (`/v1/content/data/{id}`); a trailing slash
// and the query string are ignored, as restify's router does with ignoreTrailingSlash.

export interface RouteMatch<T> {
  value: T;
  params: Record<string, string>;
}

interface Pattern<T> {
  segments: string[];
  /** For each segment: the parameter's name, or undefined for a literal. */
  names: (string | undefined)[];
  value: T;
}

export class RouteTable<T> {
  /** Literal paths by method, then path (no per-request key string to build). */
  private readonly exact = new Map<string, Map<string, T>>();
  private readonly patterns = new Map<string, Pattern<T>[]>();

  add(method: string, path: string, value: T): void {
    const m = method.toUpperCase();
    if (!path.includes('{')) {
      let paths = this.exact.get(m);
      if (!paths) this.exact.set(m, (paths = new Map()));
      paths.set(trimSlash(path), value);
      return;
    }
    const segments = trimSlash(path).split('/');
    const names = segments.map((s) => /^\{(\w+)\}$/.exec(s)?.[1]);
    const list = this.patterns.get(m) ?? [];
    list.push({ segments, names, value });
    this.patterns.set(m, list);
  }

  /** The route for this method and URL, or undefined (restify then answers: 404, 405, raw routes). */
  match(method: string | undefined, url: string | undefined): RouteMatch<T> | undefined {
    if (!method || !url) return undefined;
    const q = url.indexOf('?');
    const path = trimSlash(q < 0 ? url : url.slice(0, q));
    const hit = this.exact.get(method)?.get(path);
    if (hit !== undefined) return { value: hit, params: {} };
    const list = this.patterns.get(method);
    if (!list) return undefined;
    const parts = path.split('/');
    for (const p of list) {
      if (p.segments.length !== parts.length) continue;
      const params = matchSegments(p, parts);
      if (params) return { value: p.value, params };
    }
    return undefined;
  }
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function matchSegments<T>(p: Pattern<T>, parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const name = p.names[i];
    if (name === undefined) {
      if (parts[i] !== p.segments[i]) return undefined;
    } else {
      if (parts[i] === '') return undefined;
      try {
        params[name] = decodeURIComponent(parts[i]);
      } catch {
        return undefined; // malformed escapes: left to restify's own answer
      }
    }
  }
  return params;
}

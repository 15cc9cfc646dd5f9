// JSON text that JSON.stringify cannot write: number literals past double precision
// (99999999999999999999, 1e400), nesting deeper than its recursion allows, duplicate keys.
// A RawJson inside a value is written verbatim where it stands.

export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text.length > 200 ? `${this.text.slice(0, 120)}…(${this.text.length} chars)` : this.text;
  }
}

/** `[[[...]]]` or `{"a":{"a":...}}` nested `depth` times. */
export function deepJson(depth: number, kind: 'array' | 'object'): RawJson {
  return kind === 'array' ? new RawJson('['.repeat(depth) + ']'.repeat(depth)) : new RawJson('{"a":'.repeat(depth) + '{}' + '}'.repeat(depth));
}

/** JSON text of a value in which RawJson pieces are spliced in verbatim. */
export function toJsonText(value: unknown): string {
  const pieces: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      pieces.push(v.text);
      // A token no generated string can hold (the replacer sees strings before escaping,
      // and escaped quotes never sit next to this marker's braces).
      return `\u0000raw${pieces.length - 1}\u0000`;
    }
    return v;
  });
  if (text === undefined) return '';
  return pieces.length === 0 ? text : text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => pieces[Number(i)]);
}


// The JSON Schema shape the fuzzer reads, and the types a schema admits.

export type Schema = Record<string, unknown>;

/** The types a schema admits, in schema order; a schema without `type` is read from its keywords. */
export function typesOf(schema: Schema): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t as string[];
  if (typeof t === 'string') return [t];
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

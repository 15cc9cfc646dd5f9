// Values that satisfy a JSON Schema (the subset the contract uses: type, enum, const, bounds,
// lengths, pattern, format, properties/required/additionalProperties, propertyNames,
// maxProperties, items/maxItems, and allOf of if/then on sibling properties), as fast-check arbitraries. The fuzzer starts from these and
// breaks them on purpose (mutations.ts); kept valid here so that every break is deliberate.

import fc from 'fast-check';
import { ODD_STRINGS } from './hostile-values.js';
import { typesOf, type Schema } from './schema-types.js';

export { typesOf, type Schema };

export interface DeriveHints {
  /** Arbitraries for string formats (http-url, email, date-time, ...), replacing the built-in ones. */
  formats?: Record<string, fc.Arbitrary<string>>;
  /** Arbitraries for properties by name, wherever they appear: keeps costly fields (timeouts, page counts) cheap. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** Longest string or collection made where the schema allows more (huge values are mutations' job). */
  maxLength?: number;
  /** The validator's own check of a format: values of formats without an arbitrary are filtered by it. */
  checkFormat?: (format: string, value: string) => boolean;
}

const DEFAULT_MAX = 40;

function num(schema: Schema, key: string): number | undefined {
  const v = schema[key];
  return typeof v === 'number' ? v : undefined;
}

const builtInFormats: Record<string, fc.Arbitrary<string>> = {
  'date-time': fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  date: fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  email: fc.tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{1,8}$/)).map(([l, d]) => `${l}@${d}.example`),
};
builtInFormats['iso-date-or-time'] = fc.oneof(builtInFormats['date-time'], builtInFormats.date);

/** A string of the schema's length bounds, mostly readable, sometimes any code point. */
function plainString(schema: Schema, hints: DeriveHints): fc.Arbitrary<string> {
  const minLength = num(schema, 'minLength') ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(schema, 'maxLength') ?? Infinity, hints.maxLength ?? DEFAULT_MAX));
  // ajv counts code points, as fast-check's units do.
  const odd = ODD_STRINGS.filter((s) => [...s].length >= minLength && [...s].length <= maxLength);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
    // Valid yet hostile: control characters, CR/LF, lone surrogates, right-to-left marks.
    ...(odd.length ? [{ weight: 1, arbitrary: fc.constantFrom(...odd) }] : []),
  );
}

function stringValue(schema: Schema, hints: DeriveHints): fc.Arbitrary<string> {
  const format = schema.format as string | undefined;
  const minLength = num(schema, 'minLength') ?? 0;
  const maxLength = num(schema, 'maxLength') ?? Infinity;
  const fits = (s: string) => [...s].length >= minLength && [...s].length <= maxLength;
  if (format) {
    const check = hints.checkFormat ?? (() => true);
    const arb = hints.formats?.[format] ?? builtInFormats[format];
    if (arb) return arb.filter((s) => fits(s) && check(format, s));
    // A format this module does not know: plain strings the validator's own check lets through.
    if (hints.checkFormat) return plainString(schema, hints).filter((s) => fits(s) && check(format, s));
  }
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern as string);
    return fc.stringMatching(re, { size: 'small', ...(Number.isFinite(maxLength) ? { maxLength } : {}) }).filter(fits);
  }
  return plainString(schema, hints);
}

function integerValue(schema: Schema): fc.Arbitrary<number> {
  const min = num(schema, 'minimum') ?? -1_000_000;
  const max = num(schema, 'maximum') ?? 1_000_000;
  // The bounds themselves are where code breaks: give them weight.
  return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(min, max) }, { weight: 3, arbitrary: fc.integer({ min, max }) });
}

function numberValue(schema: Schema): fc.Arbitrary<number> {
  const min = num(schema, 'minimum') ?? -1e6;
  const max = num(schema, 'maximum') ?? 1e6;
  return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(min, max) }, { weight: 3, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)) });
}

function keyArbitrary(schema: Schema, hints: DeriveHints): fc.Arbitrary<string> {
  const names = (schema.propertyNames ?? {}) as Schema;
  return stringValue({ type: 'string', minLength: 1, ...names }, hints);
}

/** `if` of a conditional, as the contract writes them: required names, and properties that are (or are not) a const. */
function holds(condition: Schema, value: Record<string, unknown>): boolean {
  for (const key of (condition.required ?? []) as string[]) if (!(key in value)) return false;
  for (const [key, sub] of Object.entries((condition.properties ?? {}) as Record<string, Schema>)) {
    if (!(key in value)) continue;
    if ('const' in sub && value[key] !== sub.const) return false;
    const not = sub.not as Schema | undefined;
    if (not && 'const' in not && value[key] === not.const) return false;
  }
  return true;
}

/**
 * Applies the schema's conditionals (allOf of {if, then}) to a value made from its properties:
 * where `if` holds, each property of `then` is made from that schema, or left out when it is
 * `{not: {}}` (a field that is not allowed then), and each name `then` requires is made when missing.
 */
function withConditionals(schema: Schema, base: fc.Arbitrary<Record<string, unknown>>, make: (s: Schema, key: string) => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const conditionals = ((schema.allOf ?? []) as Schema[]).filter((c) => c.if && c.then);
  if (conditionals.length === 0) return base;
  return base.chain((value) => {
    const out: Record<string, unknown> = { ...value };
    const remade: Record<string, fc.Arbitrary<unknown>> = {};
    for (const c of conditionals) {
      if (!holds(c.if as Schema, value)) continue;
      for (const [key, sub] of Object.entries(((c.then as Schema).properties ?? {}) as Record<string, Schema>)) {
        if (sub.not && Object.keys(sub.not as Schema).length === 0) {
          delete out[key];
          delete remade[key];
        } else if (key in value) remade[key] = make(sub, key);
      }
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const key of ((c.then as Schema).required ?? []) as string[]) {
        if (!(key in value) && !(key in remade) && properties[key]) remade[key] = make(properties[key], key);
      }
    }
    return fc.record(remade, { noNullPrototype: true }).map((r) => ({ ...out, ...r }));
  });
}

function objectValue(schema: Schema, hints: DeriveHints): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const known = Object.keys(properties);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of known) model[key] = validValue(properties[key], hints, key);
  const fixed = withConditionals(schema, fc.record(model, { requiredKeys: required.filter((k) => k in model), noNullPrototype: true }) as fc.Arbitrary<Record<string, unknown>>, (s, key) => validValue(s, hints, key));
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === false || known.length > 0) return fixed;
  // A map (headers, extract): keys from propertyNames, values from additionalProperties.
  const valueSchema = extra === true ? {} : (extra as Schema);
  const maxKeys = Math.min(num(schema, 'maxProperties') ?? Infinity, hints.maxLength ?? DEFAULT_MAX, 5);
  return fc.dictionary(keyArbitrary(schema, hints), validValue(valueSchema, hints), { maxKeys, noNullPrototype: true });
}

function arrayValue(schema: Schema, hints: DeriveHints): fc.Arbitrary<unknown[]> {
  const items = (schema.items ?? {}) as Schema;
  const minLength = num(schema, 'minItems') ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(schema, 'maxItems') ?? Infinity, 5));
  return fc.array(validValue(items, hints), { minLength, maxLength });
}

function ofType(type: string, schema: Schema, hints: DeriveHints): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringValue(schema, hints);
    case 'integer':
      return integerValue(schema);
    case 'number':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'object':
      return objectValue(schema, hints);
    case 'array':
      return arrayValue(schema, hints);
    default:
      throw new Error(`schema type ${type} is not derived`);
  }
}

/** Any value the schema accepts. `name` is the property's own name, for `hints.fields`. */
export function validValue(schema: Schema, hints: DeriveHints = {}, name?: string): fc.Arbitrary<unknown> {
  if (name !== undefined && hints.fields && Object.hasOwn(hints.fields, name)) return hints.fields[name];
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const types = typesOf(schema);
  // No type at all: any small JSON value.
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((t) => ofType(t, schema, hints)));
}

/**
 * One value with every bounded field at its bound at once (the maximum, or the minimum):
 * the corner where sizes multiply (a viewport's width, height and scale together). Fields
 * named in `hints.fields` keep their hinted values: they are the costly ones.
 */
export function extremeValue(schema: Schema, end: 'min' | 'max', hints: DeriveHints = {}, name?: string): fc.Arbitrary<unknown> {
  if (name !== undefined && hints.fields && Object.hasOwn(hints.fields, name)) return hints.fields[name];
  const types = typesOf(schema);
  const bound = num(schema, end === 'max' ? 'maximum' : 'minimum');
  if ((types.includes('integer') || types.includes('number')) && bound !== undefined) return fc.constant(bound);
  if (types.includes('object') && schema.properties) {
    const properties = schema.properties as Record<string, Schema>;
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const key of Object.keys(properties)) model[key] = extremeValue(properties[key], end, hints, key);
    // Hinted fields that are optional come and go: a selector or a wait would otherwise stand
    // in front of every corner case.
    const required = new Set((schema.required ?? []) as string[]);
    const always = Object.keys(properties).filter((k) => required.has(k) || !(hints.fields && Object.hasOwn(hints.fields, k)));
    return withConditionals(schema, fc.record(model, { requiredKeys: always, noNullPrototype: true }) as fc.Arbitrary<Record<string, unknown>>, (s, key) => extremeValue(s, end, hints, key));
  }
  if (types.includes('string') && !schema.format && !schema.pattern && !schema.enum && end === 'max') {
    const maxLength = num(schema, 'maxLength');
    if (maxLength !== undefined && maxLength <= 100_000) return fc.constant('a'.repeat(maxLength));
  }
  if (types.includes('array') && end === 'max') {
    const maxItems = num(schema, 'maxItems');
    if (maxItems !== undefined && maxItems <= 1000) return fc.array(extremeValue((schema.items ?? {}) as Schema, end, hints), { minLength: maxItems, maxLength: maxItems });
  }
  return validValue(schema, hints, name);
}

import fc from 'fast-check';
import { typesOf, type Schema } from './schema-types.js';
import { deepValues, edgeValues, HUGE_SIZES, hugeString, ODD_NUMBERS, ODD_STRINGS, WRONG_TYPES } from './hostile-values.js';

// Breaks a valid value in one place: a field set to an edge, a wrong type, an odd string, a
// huge string or deep nesting; a required field dropped; an unknown field added. The note
// says what was done, so a failure reads as "viewport.width = 7681" and not as a blob.

export interface Mutated {
  value: unknown;
  note: string;
  /** The field broken ('viewport.width', '(body)'), and how. */
  field: string;
  kind: MutationKind;
}

/** A place in a value (present or not) and the schema that governs it. */
interface Slot {
  path: (string | number)[];
  /** The path with map keys and array indexes as `*`, so that one field has one name. */
  label: string[];
  schema: Schema;
  value: unknown;
}

function childSchema(schema: Schema, key: string): Schema {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  if (Object.hasOwn(properties, key)) return properties[key];
  const extra = schema.additionalProperties;
  return typeof extra === 'object' && extra !== null ? (extra as Schema) : {};
}

/** Every slot of a value, with the known properties it leaves out (they can be set too). */
export function slotsOf(schema: Schema, value: unknown, path: (string | number)[] = [], label: string[] = []): Slot[] {
  const slots: Slot[] = [{ path, label, schema, value }];
  if (Array.isArray(value)) {
    const items = (schema.items ?? {}) as Schema;
    value.forEach((item, i) => slots.push(...slotsOf(items, item, [...path, i], [...label, '*'])));
  } else if (value !== null && typeof value === 'object') {
    const known = Object.keys((schema.properties ?? {}) as object);
    for (const key of new Set([...Object.keys(value), ...known])) {
      const child = (value as Record<string, unknown>)[key];
      const name = known.includes(key) ? key : '*';
      if (child === undefined) slots.push({ path: [...path, key], label: [...label, name], schema: childSchema(schema, key), value: undefined });
      else slots.push(...slotsOf(childSchema(schema, key), child, [...path, key], [...label, name]));
    }
  }
  return slots;
}

function pathName(path: readonly (string | number)[]): string {
  return path.length ? path.join('.') : '(body)';
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  // defineProperty: a key named __proto__ must become data, not the prototype.
  Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

function deleteAt(root: unknown, path: (string | number)[]): unknown {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  delete node[path[path.length - 1]];
  return root;
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length];
}

/** Short text of a value for notes (huge strings and deep nesting by their size). */
export function brief(value: unknown): string {
  if (typeof value === 'string') return value.length > 60 ? `<string of ${value.length} chars, ${JSON.stringify(value.slice(0, 12))}…>` : JSON.stringify(value);
  const text = value === undefined ? 'undefined' : String(JSON.stringify(value) ?? value);
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}

const UNKNOWN_KEYS = ['colour', '', ' ', 'URL', 'Url', 'url ', '__proto__', 'constructor', 'a.b', 'x'.repeat(300), '\u0000', '😀'];
const HUGE_UNITS = ['a', '€', '😀', '\u0000', '\\'];

export const MUTATION_KINDS = ['edge', 'wrong-type', 'odd-string', 'odd-number', 'huge', 'deep', 'drop-required', 'unknown-field'] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** Applies one mutation, chosen by `kind` and the two numbers, to a copy of `valid`. */
export function mutate(schema: Schema, valid: unknown, kind: MutationKind, a: number, b: number, formatEdges: Record<string, unknown[]> = {}): Mutated {
  const root = structuredClone(valid);
  const slots = slotsOf(schema, root);
  const slot = pick(slots, a);
  const name = pathName(slot.path);
  const set = (v: unknown, what: string): Mutated => ({ value: setAt(root, slot.path, v), note: `${name} = ${what}`, field: pathName(slot.label), kind });
  switch (kind) {
    case 'edge': {
      const edges = edgeValues(slot.schema, formatEdges);
      const v = pick(edges, b);
      return set(v, `${brief(v)} (edge)`);
    }
    case 'wrong-type': {
      const v = pick(WRONG_TYPES, b);
      return set(v, `${brief(v)} (wrong type)`);
    }
    case 'odd-string': {
      const v = pick(ODD_STRINGS, b);
      return set(v, `${brief(v)} (odd string)`);
    }
    case 'odd-number': {
      const v = pick(ODD_NUMBERS, b);
      return set(v, `${String(v)} (odd number)`);
    }
    case 'huge': {
      const v = hugeString(pick(HUGE_SIZES, b), pick(HUGE_UNITS, Math.floor(b / HUGE_SIZES.length)));
      return set(v, brief(v));
    }
    case 'deep': {
      const v = pick(deepValues(), b);
      return set(v, `${String(v)} (deep nesting)`);
    }
    case 'drop-required': {
      const holders = slots.filter((s) => Array.isArray(s.schema.required) && (s.schema.required as string[]).length > 0 && s.value !== null && typeof s.value === 'object');
      if (holders.length === 0) return mutate(schema, valid, 'unknown-field', a, b, formatEdges);
      const holder = pick(holders, a);
      const key = pick(holder.schema.required as string[], b);
      return { value: deleteAt(root, [...holder.path, key]), note: `${pathName([...holder.path, key])} removed (required)`, field: pathName([...holder.label, key]), kind };
    }
    case 'unknown-field': {
      const holders = slots.filter((s) => s.value !== null && typeof s.value === 'object' && !Array.isArray(s.value) && typesOf(s.schema).includes('object'));
      if (holders.length === 0) return set(pick(WRONG_TYPES, b), 'a wrong type (no object to add to)');
      const holder = pick(holders, a);
      const key = pick(UNKNOWN_KEYS, b);
      const v = pick([...WRONG_TYPES, ...ODD_STRINGS], Math.floor(b / UNKNOWN_KEYS.length));
      setAt(root, [...holder.path, key], v);
      return { value: root, note: `${pathName([...holder.path, key])} = ${brief(v)} (unknown field)`, field: pathName(holder.label), kind };
    }
  }
}

/** Valid values of `valid`, each broken in one place. */
export function mutatedValue(schema: Schema, valid: fc.Arbitrary<unknown>, formatEdges: Record<string, unknown[]> = {}): fc.Arbitrary<Mutated> {
  return fc.tuple(valid, fc.nat(), fc.nat(), fc.constantFrom(...MUTATION_KINDS)).map(([v, a, b, kind]) => mutate(schema, v, kind, a, b, formatEdges));
}

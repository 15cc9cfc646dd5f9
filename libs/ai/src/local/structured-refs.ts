// JSON-LD references: a property that only points at a node stated elsewhere on the page ("author":
// {"@id": "#person-1"} and the Person in the @graph, "publisher": {"@id": "https://x.example/#org"},
// "offers": [{"@id": "#offer-1"}]). Resolved once when the page's JSON-LD is read, for every property and
// every reader: the author, the authors, the publisher, the brand, the organizer, the hiring organisation,
// the offers read the node itself, never its address.
// The things the page states stay the same things in the same order; only their properties are filled in,
// as copies (a node that points back at its referrer is not expanded again: the values stay a tree).
import type { Thing } from './structured.js';

type Json = Record<string, unknown>;
// a referenced node's own references are followed this deep (an offer's seller's address)
const DEPTH = 4;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
/** a node that is only a pointer: its @id and at most its @type */
const isRef = (v: unknown): v is Json => isObject(v) && typeof v['@id'] === 'string' && Object.keys(v).every((k) => k === '@id' || k === '@type');

/** every node with an @id and something to say, in every block: the first statement of an @id wins */
function indexNodes(roots: unknown[]): Map<string, Json> {
  const index = new Map<string, Json>();
  const stack: unknown[] = [...roots];
  let seen = 0;
  while (stack.length && seen++ < 50_000) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      stack.push(...v);
      continue;
    }
    if (!isObject(v)) continue;
    const id = v['@id'];
    if (typeof id === 'string' && !isRef(v) && !index.has(id)) index.set(id, v);
    for (const child of Object.values(v)) if (child && typeof child === 'object') stack.push(child);
  }
  return index;
}

function resolve(value: unknown, index: Map<string, Json>, path: Set<string>, depth: number): unknown {
  if (Array.isArray(value)) return value.map((v) => resolve(v, index, path, depth));
  if (!isObject(value)) return value;
  if (isRef(value)) {
    const id = value['@id'] as string;
    const node = index.get(id);
    if (!node || path.has(id) || depth >= DEPTH) return value;
    return resolve(node, index, new Set(path).add(id), depth + 1);
  }
  const own = typeof value['@id'] === 'string' ? new Set(path).add(value['@id'] as string) : path;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === '@graph' ? v : resolve(v, index, own, depth);
  return out;
}

/** the things with their references to other nodes of the page's JSON-LD filled in; unchanged when there are none */
export function resolveRefs(roots: unknown[], things: Thing[]): Thing[] {
  const index = indexNodes(roots);
  if (!index.size) return things;
  return things.map((t) => resolve(t, index, new Set(), 0) as Thing);
}

/** the @ids of nodes that other things hold as a property (a Book's offer, an Event's organizer): parts of those, not items of their own */
export function heldByOthers(things: Thing[]): Set<string> {
  const held = new Set<string>();
  for (const t of things) {
    const stack: unknown[] = Object.entries(t).filter(([k]) => k !== '@graph' && !k.startsWith('@')).map(([, v]) => v);
    let seen = 0;
    while (stack.length && seen++ < 5_000) {
      const v = stack.pop();
      if (Array.isArray(v)) stack.push(...v);
      else if (isObject(v)) {
        if (typeof v['@id'] === 'string' && v['@id'] !== t['@id']) held.add(v['@id']);
        stack.push(...Object.values(v));
      }
    }
  }
  return held;
}

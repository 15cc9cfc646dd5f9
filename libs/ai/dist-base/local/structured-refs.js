"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveRefs = resolveRefs;
exports.heldByOthers = heldByOthers;
// a referenced node's own references are followed this deep (an offer's seller's address)
const DEPTH = 4;
// nodes built per page at most: a graph whose nodes all point at each other copies each node many times over;
// past the budget, references stay as they are
const BUDGET = 20_000;
// values nested deeper than this are kept as they are (no JSON-LD a reader reads is this deep; recursion is)
const MAX_NESTING = 64;
const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
/** a node that is only a pointer: its @id and at most its @type */
const isRef = (v) => isObject(v) && typeof v['@id'] === 'string' && Object.keys(v).every((k) => k === '@id' || k === '@type');
/** every node with an @id and something to say, in every block: the first statement of an @id wins */
function indexNodes(roots) {
    const index = new Map();
    const stack = [...roots];
    let seen = 0;
    while (stack.length && seen++ < 50_000) {
        const v = stack.pop();
        if (Array.isArray(v)) {
            stack.push(...v);
            continue;
        }
        if (!isObject(v))
            continue;
        const id = v['@id'];
        if (typeof id === 'string' && !isRef(v) && !index.has(id))
            index.set(id, v);
        for (const child of Object.values(v))
            if (child && typeof child === 'object')
                stack.push(child);
    }
    return index;
}
function resolve(value, walk, path, depth, nesting) {
    if (!value || typeof value !== 'object' || nesting > MAX_NESTING || walk.budget <= 0)
        return value;
    walk.budget--;
    if (Array.isArray(value))
        return value.map((v) => resolve(v, walk, path, depth, nesting + 1));
    const obj = value;
    if (isRef(obj)) {
        const id = obj['@id'];
        const node = walk.index.get(id);
        if (!node || path.has(id) || depth >= DEPTH)
            return obj;
        return resolve(node, walk, new Set(path).add(id), depth + 1, nesting + 1);
    }
    const own = typeof obj['@id'] === 'string' ? new Set(path).add(obj['@id']) : path;
    const out = {};
    for (const [k, v] of Object.entries(obj))
        out[k] = k === '@graph' ? v : resolve(v, walk, own, depth, nesting + 1);
    return out;
}
/** the things with their references to other nodes of the page's JSON-LD filled in; unchanged when there are none */
function resolveRefs(roots, things) {
    const index = indexNodes(roots);
    if (!index.size)
        return things;
    const walk = { index, budget: BUDGET };
    return things.map((t) => resolve(t, walk, new Set(), 0, 0));
}
/** the @ids of nodes that other things hold as a property (a Book's offer, an Event's organizer): parts of those, not items of their own */
function heldByOthers(things) {
    const held = new Set();
    for (const t of things) {
        const stack = Object.entries(t).filter(([k]) => k !== '@graph' && !k.startsWith('@')).map(([, v]) => v);
        let seen = 0;
        while (stack.length && seen++ < 5_000) {
            const v = stack.pop();
            if (Array.isArray(v))
                stack.push(...v);
            else if (isObject(v)) {
                if (typeof v['@id'] === 'string' && v['@id'] !== t['@id'])
                    held.add(v['@id']);
                stack.push(...Object.values(v));
            }
        }
    }
    return held;
}
//# sourceMappingURL=structured-refs.js.map
// Module hooks of a VU's thread: `k6`, `k6/http` and `k6/metrics` resolve to the smoke runner's
// implementations; any other k6 module is refused (the runner implements only what the scripts use).
const IMPLEMENTED = { k6: 'index.mjs', 'k6/http': 'http.mjs', 'k6/metrics': 'metrics.mjs' };

export async function resolve(specifier, context, next) {
  if (specifier === 'k6' || specifier.startsWith('k6/')) {
    const file = IMPLEMENTED[specifier];
    if (!file) throw new Error(`the smoke runner does not implement the k6 module "${specifier}" (it implements ${Object.keys(IMPLEMENTED).join(', ')})`);
    return { url: new URL(`./k6/${file}`, import.meta.url).href, shortCircuit: true };
  }
  if (/^https?:\/\//.test(specifier)) throw new Error(`the smoke runner does not load remote modules (${specifier})`);
  return next(specifier, context);
}

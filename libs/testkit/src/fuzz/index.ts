// Property-based fuzzing helpers: values derived from JSON Schemas, then broken on purpose.
export { validValue, extremeValue, type DeriveHints, type Schema } from './schema-arbitrary.js';
export { edgeValues, hugeString, ODD_STRINGS } from './hostile-values.js';
export { mutate, mutatedValue, brief } from './mutations.js';
export { RawJson, deepJson, toJsonText } from './raw-json.js';

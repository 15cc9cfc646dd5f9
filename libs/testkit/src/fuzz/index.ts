// Property-based fuzzing helpers: values derived from JSON Schemas, then broken on purpose.
export { validValue, extremeValue, typesOf, type DeriveHints, type Schema } from './schema-arbitrary.js';
export { edgeValues, hugeString, deepValues, ODD_STRINGS, ODD_NUMBERS, WRONG_TYPES, HUGE_SIZES } from './hostile-values.js';
export { mutate, mutatedValue, slotsOf, brief, MUTATION_KINDS, type MutationKind, type Mutated } from './mutations.js';
export { RawJson, deepJson, toJsonText } from './raw-json.js';

"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.schemaShape = schemaShape;
exports.coerce = coerce;
exports.validateAgainst = validateAgainst;
exports.outputSchemaProblem = outputSchemaProblem;
exports.describeErrors = describeErrors;
exports.allowsNull = allowsNull;
// What a JSON schema asks of extractRecords, coercion of found values to the schema's types, and ajv
// validation of the final output.
const ajv_1 = __importDefault(require("ajv"));
const ajv_formats_1 = __importDefault(require("ajv-formats"));
function propsOf(schema) {
    const props = (schema.properties ?? {});
    return Object.entries(props).map(([name, s]) => ({ name, description: typeof s?.description === 'string' ? s.description : '', schema: s ?? {} }));
}
function typeOf(s) {
    const t = s.type;
    if (Array.isArray(t))
        return t.find((x) => x !== 'null');
    return typeof t === 'string' ? t : undefined;
}
function schemaShape(schema) {
    const s = schema;
    if (typeOf(s) === 'array') {
        const items = (s.items ?? {});
        return { mode: 'list', items: propsOf(items), wrapKey: null, itemSchema: items };
    }
    const props = propsOf(s);
    const arrays = props.filter((p) => typeOf(p.schema) === 'array' && typeOf((p.schema.items ?? {})) === 'object');
    if (props.length === 1 && arrays.length === 1) {
        return { mode: 'list', items: propsOf(arrays[0].schema.items), wrapKey: arrays[0].name, itemSchema: arrays[0].schema.items };
    }
    return { mode: 'object', props };
}
/** a found value in the type the property asks for; null when it cannot be */
function coerce(value, schema) {
    if (value === null || value === undefined)
        return null;
    const t = typeOf(schema);
    if (t === 'array') {
        const list = Array.isArray(value) ? value : [value];
        return list.map((v) => coerce(v, (schema.items ?? {}))).filter((v) => v !== null);
    }
    if (Array.isArray(value))
        return coerce(value[0], schema);
    switch (t) {
        case 'number':
        case 'integer': {
            const n = typeof value === 'number' ? value : Number(String(value).replace(/[^\d.-]/g, ''));
            if (!Number.isFinite(n) || String(value).trim() === '')
                return null;
            return t === 'integer' ? Math.round(n) : n;
        }
        case 'boolean': {
            if (typeof value === 'boolean')
                return value;
            const s = String(value).toLowerCase();
            if (/^(true|yes|1|instock|in stock)$/.test(s))
                return true;
            if (/^(false|no|0|outofstock|out of stock)$/.test(s))
                return false;
            return null;
        }
        case 'object':
            return typeof value === 'object' ? value : null;
        default: {
            const s = typeof value === 'object' ? JSON.stringify(value) : String(value);
            if (schema.format === 'uri' && !/^[a-z][a-z0-9+.-]*:/i.test(s))
                return null;
            if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s))
                return null;
            if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(s))
                return /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
            if (Array.isArray(schema.enum) && !schema.enum.includes(s))
                return null;
            return s;
        }
    }
}
const ajv = new ajv_1.default({ allErrors: true, strict: false });
(0, ajv_formats_1.default)(ajv);
/**
 * Compiled output schemas by their JSON, a bounded number. Each request brings its own schema
 * object, and ajv keeps every schema it compiled in a map of its own: that entry is removed at
 * once, or the process would keep one compiled schema per extract request forever.
 */
const compiled = new Map();
const MAX_COMPILED = 500;
/**
 * Keywords left out of a caller's schema (docs/api.md): `pattern` and `patternProperties` run the
 * caller's regular expressions, and a catastrophic one stalls the process; `$schema` names a
 * draft, and the one ajv does not know fails the compile though the keywords are the same.
 */
const DROPPED_KEYWORDS = new Set(['pattern', 'patternProperties', '$schema']);
function compilable(value) {
    if (Array.isArray(value))
        return value.map(compilable);
    if (value === null || typeof value !== 'object')
        return value;
    const out = {};
    for (const [k, v] of Object.entries(value))
        if (!DROPPED_KEYWORDS.has(k))
            out[k] = compilable(v);
    return out;
}
function validatorOf(schema) {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
        const safe = compilable(schema);
        try {
            validate = ajv.compile(safe);
        }
        finally {
            ajv.removeSchema(safe);
        }
        if (compiled.size >= MAX_COMPILED)
            compiled.delete(compiled.keys().next().value);
        compiled.set(key, validate);
    }
    return validate;
}
function validateAgainst(schema, data) {
    const validate = validatorOf(schema);
    return validate(data) ? [] : [...(validate.errors ?? [])];
}
/** Why `schema` cannot describe an output (not a JSON Schema, a $ref that leads nowhere), or undefined. */
function outputSchemaProblem(schema) {
    try {
        validatorOf(schema);
        return undefined;
    }
    catch (err) {
        return `is not a usable JSON Schema: ${String(err.message).replace(/^schema is invalid: /, '').slice(0, 300)}`;
    }
}
function describeErrors(errors) {
    return errors.map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ');
}
/**
 * Makes a value fit a nullable-free schema: a required property that is null is dropped from an object
 * when null is not allowed, so the output still validates. Returns the value unchanged otherwise.
 */
function allowsNull(schema) {
    const t = schema.type;
    return t === undefined || t === 'null' || (Array.isArray(t) && t.includes('null'));
}
//# sourceMappingURL=schema.js.map
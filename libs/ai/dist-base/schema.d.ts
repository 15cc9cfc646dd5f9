import { type ErrorObject } from 'ajv';
export interface PropertySpec {
    name: string;
    description: string;
    schema: Record<string, unknown>;
}
export type SchemaShape = {
    mode: 'list';
    items: PropertySpec[];
    wrapKey: string | null;
    itemSchema: object;
} | {
    mode: 'object';
    props: PropertySpec[];
};
export declare function schemaShape(schema: object): SchemaShape;
/** a found value in the type the property asks for; null when it cannot be */
export declare function coerce(value: unknown, schema: Record<string, unknown>): unknown;
export declare function validateAgainst(schema: object, data: unknown): ErrorObject[];
/** Why `schema` cannot describe an output (not a JSON Schema, a $ref that leads nowhere), or undefined. */
export declare function outputSchemaProblem(schema: object): string | undefined;
export declare function describeErrors(errors: ErrorObject[]): string;
/**
 * Makes a value fit a nullable-free schema: a required property that is null is dropped from an object
 * when null is not allowed, so the output still validates. Returns the value unchanged otherwise.
 */
export declare function allowsNull(schema: Record<string, unknown>): boolean;
//# sourceMappingURL=schema.d.ts.map
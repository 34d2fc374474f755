import fc from 'fast-check';
import { AWKWARD_STRINGS, SQL_INJECTION_PAYLOADS, XSS_PAYLOADS } from './hostile-input';

/** The part of JSON Schema (as @hono/zod-openapi writes it, OpenAPI 3.0) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  example?: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One endpoint as the fuzzer drives it. */
export interface FuzzOperation {
  method: string;
  path: string;
  label: string;
  needsAuth: boolean;
  parameters: OpenApiParameter[];
  /** Content type → schema of the request body, when there is one. */
  bodies: Array<{ contentType: string; schema: JsonSchema }>;
}

/** Every operation of the document, so an endpoint added later is fuzzed without touching the tests. */
export function listOperations(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        label: `${method.toUpperCase()} ${path}`,
        needsAuth: (operation.security ?? []).length > 0,
        parameters: operation.parameters ?? [],
        bodies: Object.entries(operation.requestBody?.content ?? {}).map(([contentType, media]) => ({
          contentType,
          schema: media.schema,
        })),
      });
    }
  }
  return operations;
}

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_INJECTION_PAYLOADS),
  fc.constantFrom(...XSS_PAYLOADS),
  fc.constantFrom(...AWKWARD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON value, leaning towards the shapes that trip handlers: wrong types, huge numbers, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE),
  fc.constantFrom({}, [], { __proto__: { admin: true } }, [[[[[[[[]]]]]]]]),
  fc.jsonValue({ maxDepth: 3 }),
);

const MAX_GENERATED_STRING = 200;

const plainWord = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/);

/**
 * Values for `schema`: mostly well-formed (so requests get past validation and reach the handler and the
 * database), with every string slot sometimes holding a hostile string and every slot sometimes replaced by
 * a hostile value of any type.
 */
export function fuzzValue(schema: JsonSchema, doc: OpenApiDocument): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shapedValue(schema, doc), weight: 5 }, { arbitrary: hostileValue, weight: 1 });
}

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`Unresolvable schema reference ${schema.$ref}`);
  return resolve(target, doc);
}

function shapedValue(rawSchema: JsonSchema, doc: OpenApiDocument): fc.Arbitrary<unknown> {
  const schema = resolve(rawSchema, doc);
  const variants = schema.oneOf ?? schema.anyOf;
  const shaped = variants
    ? fc.oneof(...variants.map((variant) => shapedValue(variant, doc)))
    : schema.enum
      ? fc.constantFrom(...schema.enum)
      : typedValue(schema, doc);
  return schema.nullable ? fc.option(shaped, { nil: null }) : shaped;
}

function typedValue(schema: JsonSchema, doc: OpenApiDocument): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return fc.oneof({ arbitrary: wellFormedString(schema), weight: 3 }, { arbitrary: hostileString, weight: 1 });
    case 'integer':
      return fc.oneof(
        { arbitrary: typeof schema.example === 'number' ? fc.constant(schema.example) : fc.nat(20), weight: 2 },
        { arbitrary: fc.nat(20), weight: 2 },
        { arbitrary: fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 }), weight: 1 },
      );
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? fuzzValue(schema.items, doc) : hostileValue, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, fuzzValue(property, doc)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return hostileValue;
  }
}

function wellFormedString(schema: JsonSchema): fc.Arbitrary<string> {
  // fast-check's RFC-wide addresses are mostly refused by the stricter email check the API uses.
  if (schema.format === 'email') return fc.tuple(plainWord, plainWord).map(([name, domain]) => `${name}@${domain}.com`);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const string = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? MAX_GENERATED_STRING, MAX_GENERATED_STRING),
  });
  // The documented example is usually the one shape that passes a format check the schema does not spell out.
  return typeof schema.example === 'string'
    ? fc.oneof({ arbitrary: fc.constant(schema.example), weight: 4 }, { arbitrary: string, weight: 1 })
    : string;
}

/** A query or path value: the parameter's own kind of value as text, or a hostile string. */
export function parameterValue(parameter: OpenApiParameter, doc: OpenApiDocument): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: shapedValue(parameter.schema, doc).map(asParameterText), weight: 5 },
    { arbitrary: hostileString, weight: 1 },
  );
}

function asParameterText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

import fc from 'fast-check';
import {
  HOSTILE_QUERIES,
  HOSTILE_STRINGS,
  hostileJsonTexts,
  hostileValue,
  multipartBody,
  percentEncode,
  tainted,
} from './hostile-values.ts';

/**
 * Requests generated from the OpenAPI document alone: for each operation, its path parameters, query
 * and JSON body drawn from their schemas, mostly valid (so requests get past validation and reach the
 * database) and mixed with boundary values and hostile ones (NUL, lone surrogates, huge numbers, deep
 * nesting, wrong types, very long strings, malformed bodies). Nothing here knows any route by name.
 */

/** The subset of JSON Schema that zod's OpenAPI output uses. */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type DocumentOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, DocumentOperation>> };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};

export type GeneratedRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation the document lists, so routes added later are covered without editing a test. */
export function listOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

export type Knowledge = {
  /** Real ids worth trying in fields named like ids (`userId`, `friendId`, `id`), so requests find rows. */
  ids: string[];
  /** Real values worth trying in other text fields (usernames, emails). */
  strings: string[];
};

const namesAnId = (name: string) => /id$/i.test(name);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function validString(schema: JsonSchema, knowledge: Knowledge, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  const known = (namesAnId(name) ? knowledge.ids : knowledge.strings).filter(
    (value) => value.length >= minLength && value.length <= maxLength,
  );
  const candidates: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.string({ minLength, maxLength }), weight: 1 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 1 },
  ];
  if (known.length > 0) candidates.push({ arbitrary: fc.constantFrom(...known), weight: 8 });
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.oneof(
        fc
          .date({
            min: new Date('1990-01-01T00:00:00Z'),
            max: new Date('2110-01-01T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString()),
        // Where calendars and databases disagree: year 0, the edges of four-digit years, the epoch.
        fc.constantFrom(
          '0000-01-01T00:00:00Z',
          '0001-01-01T00:00:00+14:00',
          '9999-12-31T23:59:59-14:00',
          '1969-12-31T23:59:59.999Z',
          '1970-01-01T00:00:00Z',
          '2038-01-19T03:14:08Z',
          '2000-02-29T00:00:00Z',
        ),
        // Any four-digit year, with an offset that can push it past the year 9999 or below year 1.
        fc
          .tuple(
            fc.date({
              min: new Date('0000-01-01T00:00:00Z'),
              max: new Date('9999-12-31T23:59:59Z'),
              noInvalidDate: true,
            }),
            fc.constantFrom('Z', '+14:00', '-14:00', '+00:00'),
          )
          .map(([date, offset]) => `${date.toISOString().slice(0, 19)}${offset}`),
      );
  }
  if (schema.pattern) {
    try {
      candidates.push({ arbitrary: fc.stringMatching(new RegExp(schema.pattern)), weight: 2 });
    } catch {
      // A pattern JavaScript cannot compile: plain strings will do.
    }
  }
  return fc.oneof(...candidates);
}

function numberBounds(schema: JsonSchema) {
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  return { min: min ?? -1_000_000, max: max ?? 1_000_000 };
}

/** A value the schema accepts (near enough: refinements the document cannot express are not known). */
function validValue(
  schema: JsonSchema,
  knowledge: Knowledge,
  depth: number,
  name: string,
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((inner) => validValue(inner, knowledge, depth, name)));
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, knowledge, depth, name);
  const nullable = schema.nullable || typesOf(schema).includes('null');
  const value = validOfType(schema, knowledge, depth, name);
  return nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function validOfType(
  schema: JsonSchema,
  knowledge: Knowledge,
  depth: number,
  name: string,
): fc.Arbitrary<unknown> {
  const type = typesOf(schema).find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string':
      return validString(schema, knowledge, name);
    case 'integer': {
      const { min, max } = numberBounds(schema);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'number': {
      const { min, max } = numberBounds(schema);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? fieldValue(schema.items, knowledge, depth + 1) : hostileValue, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 8),
      });
    case 'object':
      return objectValue(schema, knowledge, depth);
    default:
      return hostileValue;
  }
}

function objectValue(schema: JsonSchema, knowledge: Knowledge, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant({});
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, inner]) => [
        name,
        fieldValue(inner, knowledge, depth + 1, name),
      ]),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('__proto__', 'a\u0000', '\ud800')),
          fieldValue(schema.additionalProperties, knowledge, depth + 1),
          { maxKeys: 5 },
        )
      : fc.constant({});
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** Values at and just past the schema's limits. */
function boundaryValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typesOf(schema).find((candidate) => candidate !== 'null');
  if (type === 'string') {
    const lengths = [schema.minLength, schema.maxLength]
      .filter((length): length is number => length !== undefined)
      .flatMap((length) => [length - 1, length, length + 1])
      .filter((length) => length >= 0 && length <= 100_000);
    return fc
      .constantFrom(...(lengths.length ? lengths : [0, 1, 10_000]))
      .chain((length) => fc.constantFrom('a'.repeat(length), ' '.repeat(length), 'é'.repeat(length)));
  }
  if (type === 'integer' || type === 'number') {
    const { min, max } = numberBounds(schema);
    return fc.constantFrom(min, max, min - 1, max + 1, min - 0.5, max + 0.5, 0);
  }
  if (type === 'array') {
    return fc.constantFrom(
      [],
      Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => 'a'),
    );
  }
  return fc.constantFrom(null, '', 0);
}

/** One field: mostly valid, sometimes at the limits, sometimes hostile. */
function fieldValue(
  schema: JsonSchema,
  knowledge: Knowledge,
  depth: number,
  name = '',
): fc.Arbitrary<unknown> {
  const valid = validValue(schema, knowledge, depth, name);
  const textual = typesOf(schema).includes('string');
  return fc.oneof(
    // Mostly valid, so that a request with one bad field still gets past the others to the database.
    { arbitrary: valid, weight: 30 },
    { arbitrary: boundaryValue(schema), weight: 2 },
    { arbitrary: tainted(valid), weight: textual ? 3 : 0 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: textual ? 2 : 1 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

function queryArbitrary(parameters: Parameter[], knowledge: Knowledge): fc.Arbitrary<string> {
  const fields = parameters.map((parameter) =>
    fc
      .tuple(
        parameter.required ? fc.constant(true) : fc.boolean(),
        fieldValue(parameter.schema ?? {}, knowledge, 0, parameter.name),
        fc.boolean(),
      )
      .map(([present, value, repeated]) => {
        if (!present) return [];
        const pair = `${percentEncode(parameter.name)}=${percentEncode(asText(value))}`;
        return repeated ? [pair, pair] : [pair];
      }),
  );
  return fc
    .tuple(
      fc.tuple(...fields),
      fc.oneof({ arbitrary: fc.constant(''), weight: 9 }, fc.constantFrom(...HOSTILE_QUERIES)),
    )
    .map(([pairs, hostile]) => [...pairs.flat(), ...(hostile ? [hostile] : [])].join('&'));
}

function bodyArbitrary(
  operation: Operation,
  knowledge: Knowledge,
): fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> {
  const json = (payload: string) => ({ contentType: 'application/json', payload });
  const valid = operation.body
    ? fieldValue(operation.body, knowledge, 0).map((value) => json(JSON.stringify(value) ?? 'null'))
    : fc.constant({});
  return fc.oneof(
    { arbitrary: valid, weight: 12 },
    { arbitrary: hostileValue.map((value) => json(JSON.stringify(value) ?? 'null')), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(...hostileJsonTexts(Object.keys(operation.body?.properties ?? {})))
        .map(json),
      weight: 2,
    },
    { arbitrary: multipartBody, weight: operation.body ? 1 : 4 },
    { arbitrary: fc.constant({ contentType: 'text/plain', payload: 'a\u0000b' }), weight: 1 },
  );
}

/** Requests for one operation, as a browser signed in on our own origin would send them (and worse). */
export function requestArbitrary(
  operation: Operation,
  knowledge: Knowledge,
  headers: Record<string, string>,
): fc.Arbitrary<GeneratedRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(
      ...pathParameters.map((parameter) => fieldValue(parameter.schema ?? {}, knowledge, 0, parameter.name)),
    )
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, percentEncode(asText(values[index]))),
        operation.path,
      ),
    );
  const body: fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> =
    operation.method === 'GET' || operation.method === 'DELETE'
      ? fc.constant({})
      : bodyArbitrary(operation, knowledge);
  return fc
    .tuple(path, queryArbitrary(queryParameters, knowledge), body)
    .map(([url, query, { contentType, payload }]) => ({
      method: operation.method,
      url: query ? `${url}?${query}` : url,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    }));
}

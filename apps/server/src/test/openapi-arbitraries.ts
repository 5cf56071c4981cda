import { hasControlCharacters } from '@rally/shared/plain-text';
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
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, DocumentOperation>> };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Whether the document says the operation needs the session cookie. */
  needsSession: boolean;
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
        needsSession: JSON.stringify(operation.security) === JSON.stringify([{ session: [] }]),
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

export type Knowledge = {
  /** Real ids worth trying in fields named like ids (`userId`, `friendId`, `id`), so requests find rows. */
  ids: string[];
  /**
   * Real ids of one kind of row, tried instead in id fields whose name or path names it: `league` for
   * `/leagues/{id}` and `targetLeagueId`, `game` for `/games/{id}`.
   */
  idsOf?: Record<string, string[]>;
  /** Real values worth trying in other text fields (usernames, emails). */
  strings: string[];
  /** Only values the schema accepts, nothing hostile: to reach what runs after validation. */
  validOnly?: boolean;
  /** Date fields take only dates at and past the ends of calendars (FAR_DATES, FAR_DATE_TIMES). */
  farDatesOnly?: boolean;
};

const namesAnId = (name: string) => /id$/i.test(name);
const namesATimeZone = (name: string) => /time_?zone$/i.test(name);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The time zones dates are tried in: both sides of UTC, and the first and last to reach a date. */
export const TIME_ZONES = ['America/Chicago', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'];

/** Dates at and past the ends of what calendars, JavaScript and the database hold. */
export const FAR_DATES = ['9999-12-31', '0001-01-01', '275760-09-13', '0000-01-01', '2200-01-01'];
export const FAR_DATE_TIMES = [
  '9999-12-31T23:59:59Z',
  '0001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
];

/** The ids worth trying in an id field: the kind its name names, else every known id. */
function knownIds(knowledge: Knowledge, name: string): string[] {
  const kind = Object.keys(knowledge.idsOf ?? {}).find((candidate) => name.toLowerCase().includes(candidate));
  return kind ? (knowledge.idsOf?.[kind] ?? []) : knowledge.ids;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function validString(schema: JsonSchema, knowledge: Knowledge, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  if (namesATimeZone(name)) return fc.constantFrom(...TIME_ZONES);
  const known = (namesAnId(name) ? knownIds(knowledge, name) : knowledge.strings).filter(
    (value) => value.length >= minLength && value.length <= maxLength,
  );
  const candidates: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.string({ minLength, maxLength }), weight: 1 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 1 },
  ];
  if (known.length > 0) candidates.push({ arbitrary: fc.constantFrom(...known), weight: 8 });
  switch (schema.format) {
    case 'uuid': {
      const knownUuids = known.filter((value) => UUID.test(value));
      return knownUuids.length > 0
        ? fc.oneof(
            { arbitrary: fc.constantFrom(...knownUuids), weight: 4 },
            { arbitrary: fc.uuid(), weight: 1 },
          )
        : fc.uuid();
    }
    case 'date':
      if (knowledge.farDatesOnly) return fc.constantFrom(...FAR_DATES);
      return fc.oneof(
        { arbitrary: nearDate, weight: 4 },
        { arbitrary: fc.constantFrom(...FAR_DATES), weight: 1 },
      );
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      if (knowledge.farDatesOnly) return fc.constantFrom(...FAR_DATE_TIMES);
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

/** A day from last year to three years ahead, as yyyy-MM-dd: where games are planned. */
const nearDate = fc
  .integer({ min: -365, max: 3 * 365 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

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
  if (knowledge.validOnly) return valid;
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

/** The operation's path parameters, each named with the path segment before it (`leagues/id`). */
function pathParametersOf(operation: Operation) {
  return operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => {
      const segment = operation.path.match(new RegExp(`([^/{}]+)/\\{${parameter.name}\\}`))?.[1] ?? '';
      return { parameter, context: `${segment}/${parameter.name}` };
    });
}

/** The operation's path with a value for each of its parameters, drawn by `valueFor`. */
function pathArbitrary(
  operation: Operation,
  valueFor: (parameter: Parameter, context: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<string> {
  const parameters = pathParametersOf(operation);
  return fc
    .tuple(...parameters.map(({ parameter, context }) => valueFor(parameter, context)))
    .map((values) =>
      parameters.reduce(
        (url, { parameter }, index) =>
          url.replace(`{${parameter.name}}`, percentEncode(asText(values[index]))),
        operation.path,
      ),
    );
}

const sendsBody = (operation: Operation) => operation.method !== 'GET' && operation.method !== 'DELETE';

function assemble(
  operation: Operation,
  headers: Record<string, string>,
  parts: fc.Arbitrary<[string, string, { contentType?: string; payload?: string | Buffer }]>,
): fc.Arbitrary<GeneratedRequest> {
  return parts.map(([url, query, { contentType, payload }]) => ({
    method: operation.method,
    url: query ? `${url}?${query}` : url,
    headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  }));
}

/** Requests for one operation, as a browser signed in on our own origin would send them (and worse). */
export function requestArbitrary(
  operation: Operation,
  knowledge: Knowledge,
  headers: Record<string, string>,
): fc.Arbitrary<GeneratedRequest> {
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = pathArbitrary(operation, (parameter, context) =>
    fieldValue(parameter.schema ?? {}, knowledge, 0, context),
  );
  const body: fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> = sendsBody(operation)
    ? bodyArbitrary(operation, knowledge)
    : fc.constant({});
  return assemble(operation, headers, fc.tuple(path, queryArbitrary(queryParameters, knowledge), body));
}

/**
 * Requests to the operation's own path (its parameters valid, so the router finds it) with any query and
 * any body, or none: valid, invalid, malformed, hostile, of another type.
 */
export function anyBodyRequestArbitrary(
  operation: Operation,
  knowledge: Knowledge,
  headers: Record<string, string>,
): fc.Arbitrary<GeneratedRequest> {
  const valid = { ...knowledge, validOnly: true };
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = pathArbitrary(operation, (parameter, context) =>
    validValue(parameter.schema ?? {}, valid, 0, context),
  );
  const body = sendsBody(operation)
    ? fc.oneof(bodyArbitrary(operation, knowledge), fc.constant({}))
    : fc.constant({});
  return assemble(operation, headers, fc.tuple(path, queryArbitrary(queryParameters, knowledge), body));
}

/** Whether the operation takes a date or a date-time, in its body or its query. */
export function takesDates(operation: Operation): boolean {
  const schemas = [operation.body, ...operation.parameters.map((parameter) => parameter.schema)];
  return JSON.stringify(schemas).match(/"format":"date(-time)?"/) !== null;
}

/**
 * Requests the operation's schemas accept throughout, with every date at or past the ends of calendars
 * and every time zone one of TIME_ZONES: what a validation that checks the shape alone lets through.
 */
export function farDateRequestArbitrary(
  operation: Operation,
  knowledge: Knowledge,
  headers: Record<string, string>,
): fc.Arbitrary<GeneratedRequest> {
  const focused = { ...knowledge, validOnly: true, farDatesOnly: true };
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = pathArbitrary(operation, (parameter, context) =>
    validValue(parameter.schema ?? {}, focused, 0, context),
  );
  const body = operation.body
    ? validValue(operation.body, focused, 0, '').map((value) => ({
        contentType: 'application/json',
        payload: JSON.stringify(value) ?? 'null',
      }))
    : fc.constant({});
  return assemble(operation, headers, fc.tuple(path, queryArbitrary(queryParameters, focused), body));
}

/** Text no path parameter schema takes as a value: what a mistyped or hand-edited link holds. */
function malformedValue(schema: JsonSchema): fc.Arbitrary<string> {
  // Printable text only: a control character is refused earlier, as text, for the whole request.
  const printable = fc
    .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
    .filter((text) => !hasControlCharacters(text) && !/^[.\s]*$/.test(text));
  if (schema.format === 'uuid') {
    return fc.oneof(
      printable.filter((text) => !UUID.test(text)),
      fc.uuid().map((id) => `${id}0`),
      fc.uuid().map((id) => id.slice(1)),
      fc.uuid().map((id) => id.replaceAll('-', '')),
      fc.constantFrom('not-a-uuid', '0', '-1', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g'),
    );
  }
  if (schema.enum) {
    const allowed = new Set(schema.enum.map(String));
    return printable.filter((text) => !allowed.has(text.trim()) && !allowed.has(text));
  }
  const tooLong = (schema.maxLength ?? 300) + 1;
  return fc.oneof(
    fc.constantFrom(' ', '   ', '\t'),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('a', 'é', '9'))
      .map(([start, fill]) => `${fill}${start.replace(/\s/g, 'x')}`.padEnd(tooLong, fill)),
  );
}

/**
 * Requests for one operation with the path parameter `name` malformed and everything else as a browser
 * would send it, with a body that parses: the path names nothing.
 */
export function malformedPathRequestArbitrary(
  operation: Operation,
  name: string,
  knowledge: Knowledge,
  headers: Record<string, string>,
): fc.Arbitrary<GeneratedRequest> {
  const valid = { ...knowledge, validOnly: true };
  const path = pathArbitrary(operation, (parameter, context) =>
    parameter.name === name
      ? malformedValue(parameter.schema ?? {})
      : validValue(parameter.schema ?? {}, valid, 0, context),
  );
  const body = sendsBody(operation) ? { contentType: 'application/json', payload: '{}' } : {};
  return assemble(operation, headers, fc.tuple(path, fc.constant(''), fc.constant(body)));
}

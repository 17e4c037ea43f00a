/**
 * Property-based fuzzing of every API route: generated path parameters, query strings, headers
 * and bodies, with no token, a user's and the administrator's, must never get a 5xx, and every
 * answer's status must be one the document lists for that operation (so a schema-valid body is
 * accepted or refused with a documented 4xx). Routes and their schemas come from the app's own
 * OpenAPI document (`app.swagger()`), so a new route is fuzzed without touching this file; bodies
 * are drawn from the documented JSON Schemas (valid ones, and ones with a field made wrong) and
 * from free JSON, with NULs, huge numbers, deep nesting and wrong types mixed in.
 *
 * Bounded for `npm test`: MUSTER_FUZZ_RUNS runs per route (default 8), so the whole file takes
 * well under a minute per database. Reproduce a failure with the seed fast-check prints:
 * `MUSTER_FUZZ_SEED=<seed> npm test -w api -- test/fuzz.test.ts`; run longer with
 * `MUSTER_FUZZ_RUNS=200`.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { DEFAULT_POINT_FORMULA } from '@muster/shared-kernel/core';
import { PNG_1PX, multipartBody } from './helpers/multipart.js';
import { body, logInAdmin, signUp, type TestUser, useTestApp } from './helpers/test-app.js';

const RUNS = Number(process.env.MUSTER_FUZZ_RUNS ?? 8);
const SEED = process.env.MUSTER_FUZZ_SEED ? Number(process.env.MUSTER_FUZZ_SEED) : undefined;

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** The statuses the document lists for it. */
  statuses: Set<number>;
}

/** The operations of the OpenAPI document under /api (not the docs themselves, not the site). */
function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: unknown; responses?: Record<string, unknown> }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const content = (
        operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined
      )?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content?.['application/json']?.schema,
        statuses: new Set(Object.keys(operation.responses ?? {}).map(Number)),
      });
    }
  }
  return operations;
}

/** A deeply nested JSON text, built without recursion. */
const nestedText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const nestedValue = (depth: number): unknown => JSON.parse(nestedText(depth));

/** Values no schema expects: NULs, huge and odd numbers, deep nesting, long texts, wrong types. */
const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -(2 ** 31) - 1,
    2 ** 53,
    0.5,
    -0,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud83e\udd80',
    'x'.repeat(70_000),
    [],
    {},
    null,
    true,
    '00000000-0000-0000-0000-000000000000',
    'javascript:alert(1)',
    "'; DROP TABLE factions; --",
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string().map((text) => `${text}\u0000${text}`),
  fc.integer({ min: 1, max: 3000 }).map(nestedValue),
);

/** Texts matching a schema pattern where fast-check can read it, otherwise any text. */
function textFor(schema: Schema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .map((text) => (schema.maxLength ? text.slice(0, schema.maxLength) : text));
    } catch {
      // A pattern fast-check cannot generate from: fall through to free text.
    }
  }
  return fc.string({ minLength, maxLength });
}

/** Values valid for a JSON Schema (approximately: patterns are approximated). */
function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => fromSchema(option, depth + 1)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, depth + 1)));
  }
  const value = ((): fc.Arbitrary<unknown> => {
    switch (schema.type) {
      case 'string':
        return textFor(schema);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const constraints = {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        };
        const items = fromSchema(schema.items, depth + 1);
        return schema.uniqueItems
          ? fc.uniqueArray(items, { ...constraints, selector: (item) => JSON.stringify(item) })
          : fc.array(items, constraints);
      }
      case 'object': {
        const properties = schema.properties ?? {};
        const arbitraries = Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [
            key,
            fromSchema(property, depth + 1),
          ]),
        );
        return fc.record(arbitraries, {
          requiredKeys: (schema.required ?? []).filter((key) => key in properties),
        });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

/** A schema-valid object with one field (known or not) made wrong. */
function withOneWrongField(schema: Schema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  return fc
    .tuple(fromSchema(schema), fc.constantFrom(...keys, 'unknownField'), garbage)
    .map(([value, key, wrong]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? { ...value, [key]: wrong }
        : wrong,
    );
}

/** A JSON body as text: from the schema, broken, free, or raw text no JSON encoder writes. */
function bodyText(schema: Schema | undefined): fc.Arbitrary<string> {
  const values: fc.Arbitrary<unknown>[] = [garbage, fc.jsonValue({ maxDepth: 4 })];
  if (schema) values.push(fromSchema(schema), fromSchema(schema), withOneWrongField(schema));
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...values).map((value) => JSON.stringify(value) ?? 'null') },
    // A valid body whose first number is written beyond double range (parses to Infinity).
    {
      weight: 1,
      arbitrary: (schema ? fromSchema(schema) : fc.jsonValue()).map((value) =>
        (JSON.stringify(value) ?? '').replace(/(:)-?\d+(\.\d+)?(e[+-]?\d+)?/i, '$11e400'),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '[',
        'nul',
        '"\\u0000"',
        '{"a":"\\ud800"}',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        nestedText(20_000),
        `{"a":${'1'.repeat(400)}}`,
      ),
    },
  );
}

/** A printable header value. */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });

/** A generated value as text (free JSON objects may have no prototype, so no String()). */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** Percent-encodes a generated text; a lone surrogate cannot be, so it becomes raw `%` junk. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ZZ';
  }
}

describe('fuzzing every route', () => {
  const t = useTestApp();
  let operations: Operation[];
  let user: TestUser;
  let admin: TestUser;
  const ids: string[] = [];

  beforeAll(async () => {
    await t.app.ready();
    operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
    admin = await logInAdmin(t.app);
    user = await signUp(t.app);
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
      const saved = body<{ _id?: string; slug?: string }>(response);
      for (const id of [saved._id, saved.slug]) if (id) ids.push(id);
      return saved._id ?? '';
    };
    const faction = await post('/api/factions/', { title: 'Fuzzed' });
    await post('/api/units/', { faction, unitName: 'u' });
    await post('/api/weapons/', { faction, name: 'w', attacks: 1, damage: 1 });
    await post('/api/ability/', { name: 'a', formula: '1' });
    await post('/api/formulas/', { name: 'f', formula: DEFAULT_POINT_FORMULA });
    await post('/api/scenarios/', { title: 's' });
    await post('/api/pages/', { title: 'p', type: 'lore' });
    ids.push('admin', user.username, 'lore', PNG_1PX.toString('hex').slice(0, 64));
  });

  /**
   * Sends one request of `operation`; a 5xx, or a status the document does not list for it,
   * fails with everything needed to send it again.
   */
  const send = async (operation: Operation, request: InjectOptions) => {
    const response = await t.app.inject(request);
    if (response.statusCode >= 500 || !operation.statuses.has(response.statusCode)) {
      const payload = String(request.payload ?? '').slice(0, 300);
      throw new Error(
        `${response.statusCode} for ${request.method} ${String(request.url).slice(0, 300)}\n` +
          `headers: ${JSON.stringify(request.headers)}\nbody: ${payload}\n` +
          `answer: ${response.body.slice(0, 300)}`,
      );
    }
    return response.statusCode;
  };

  const auth = () =>
    fc.constantFrom<Record<string, string>>(
      {},
      user.headers,
      admin.headers,
      { authorization: 'Bearer not.a.token' },
      { authorization: `Bearer ${admin.token}x` },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
    );

  const pathValue = (parameter: Parameter) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ids).map(encode) },
      { weight: 2, arbitrary: fromSchema(parameter.schema).map((value) => encode(asText(value))) },
      { weight: 2, arbitrary: garbage.map((value) => encode(asText(value)).slice(0, 5000)) },
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '..', '%2e%2e', '%2F', 'a%2Fb') },
    );

  const queryString = (parameters: Parameter[]) => {
    const declared = parameters.filter((parameter) => parameter.in === 'query');
    const pair = fc.oneof(
      ...(declared.length > 0
        ? [
            fc
              .constantFrom(...declared)
              .chain((parameter) =>
                fc.tuple(
                  fc.constant(parameter.name),
                  fc.oneof(fromSchema(parameter.schema), garbage).map(asText),
                ),
              ),
          ]
        : []),
      fc.tuple(fc.string({ maxLength: 10 }), garbage.map(asText)),
    );
    return fc
      .array(pair, { maxLength: 5 })
      .map((pairs) =>
        pairs.length === 0
          ? ''
          : `?${pairs.map(([key, value]) => `${encode(key)}=${encode(value).slice(0, 3000)}`).join('&')}`,
      );
  };

  const extraHeaders = fc.record(
    {
      'if-match': fc.oneof(headerText, fc.constantFrom('"1"', '*', 'W/"x"', '"999999999999"')),
      'if-none-match': fc.oneof(headerText, fc.constantFrom('*', '"x"')),
      accept: fc.oneof(headerText, fc.constantFrom('application/json', '*/*', 'text/html')),
      'x-forwarded-for': fc.oneof(headerText, fc.constantFrom('1.2.3.4', '::1, 10.0.0.1')),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x'),
      'x-fuzz': headerText,
    },
    { requiredKeys: [] },
  );

  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
        'application/json; charset=utf-16',
      ),
    },
  );

  it('finds the routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((operation) => operation.body).length).toBeGreaterThan(15);
  });

  it('answers every generated request on every route with a documented status, never a 5xx', async () => {
    for (const operation of operations) {
      if (operation.path === '/api/image' && operation.method === 'POST') continue;
      const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';
      const request = fc.record({
        params: fc.record(
          Object.fromEntries(
            operation.parameters
              .filter((parameter) => parameter.in === 'path')
              .map((parameter) => [parameter.name, pathValue(parameter)]),
          ),
        ),
        query: queryString(operation.parameters),
        auth: auth(),
        headers: extraHeaders,
        body: hasBody ? fc.option(bodyText(operation.body), { freq: 8 }) : fc.constant(null),
        contentType,
      });
      await fc.assert(
        fc.asyncProperty(request, async (generated) => {
          const path = operation.path.replace(
            /\{(\w+)\}/g,
            (_, name: string) => generated.params[name] ?? 'x',
          );
          await send(operation, {
            method: operation.method as 'GET',
            url: `${path}${generated.query}`,
            headers: {
              ...generated.headers,
              ...generated.auth,
              ...(generated.body !== null ? { 'content-type': generated.contentType } : {}),
            },
            ...(generated.body !== null ? { payload: generated.body } : {}),
          });
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
  });

  const image = fc.oneof(
    fc.constant(PNG_1PX),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ maxLength: 50 }).map((bytes) => Buffer.concat([PNG_1PX, bytes])),
  );

  const imageUpload = () =>
    operations.find((operation) => operation.method === 'POST' && operation.path === '/api/image')!;

  const upload = (generated: fc.Arbitrary<{ payload: Buffer; headers: Record<string, string> }>) =>
    fc.assert(
      fc.asyncProperty(generated, auth(), async ({ payload, headers }, token) => {
        await send(imageUpload(), {
          method: 'POST',
          url: '/api/image',
          headers: { ...headers, ...token },
          payload,
        });
      }),
      { numRuns: RUNS * 4, seed: SEED, endOnFailure: true },
    );

  it('never answers a 5xx to a generated upload', async () => {
    await upload(
      fc
        .tuple(fc.constantFrom('image', 'file', ''), image, headerText, headerText)
        .map(([field, bytes, name, type]) =>
          multipartBody(field, bytes, name, type || 'image/png'),
        ),
    );
  });

  /** Malformed multipart bodies (no boundary, cut short, random bytes) are a 400. */
  it('never answers a 5xx to a malformed multipart body', async () => {
    await upload(
      fc.oneof(
        fc.tuple(image, fc.nat({ max: 200 })).map(([bytes, cut]) => {
          const whole = multipartBody('image', bytes);
          return { ...whole, payload: whole.payload.subarray(0, cut) };
        }),
        fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
          payload: Buffer.from(bytes),
          headers: { 'content-type': 'multipart/form-data; boundary=----x' },
        })),
        fc.constant({
          payload: Buffer.from('--x\r\n'),
          headers: { 'content-type': 'multipart/form-data' },
        }),
      ),
    );
  });
});

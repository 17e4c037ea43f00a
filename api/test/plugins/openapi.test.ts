/**
 * The OpenAPI document a client generator can trust: every operation has a summary, an
 * operationId and its security; Redocly's recommended ruleset passes; methods a path does not
 * serve answer 405 naming the ones it does.
 */
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { OPERATIONS } from '@muster/shared-kernel/core';
import { testApp, type TestApp } from '../helpers/test-app.js';
import { digest, type OperationDigest } from './openapi-digest.js';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  beforeAll(async () => {
    t = await testApp();
    await t.app.ready();
    document = t.app.swagger() as unknown as Document;
  });
  afterAll(() => t.close());

  it('passes Redocly lint with the recommended ruleset', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The API's paths are fixed by the clients already using them, some with a trailing
        // slash (`POST /api/units/`).
        'no-path-trailing-slash': 'off',
        // The project is private and names no license.
        'info-license': 'off',
      },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const described = problems.map(
      (problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(described).toEqual([]);
  });

  it('gives every operation a summary, a unique operationId and its security', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(60);
    for (const { operation } of all) {
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.security).toEqual(expect.any(Array));
    }
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says which operations need a token, and which a token can change', () => {
    const security = (path: string, method: string) => document.paths[path]?.[method]?.security;
    expect(security('/api/factions/', 'post')).toEqual([{ bearer: [] }]);
    expect(security('/api/modlog', 'get')).toEqual([{ bearer: [] }]);
    expect(security('/api/factions/{id}', 'get')).toEqual([{}, { bearer: [] }]);
    // A unit's or weapon's reads answer a signed-in editor the working copy, a visitor the
    // approved one.
    for (const path of [
      '/api/units/faction/{factionId}',
      '/api/units/{id}',
      '/api/weapons/faction/{factionId}',
      '/api/weapons/{id}',
    ])
      expect([path, security(path, 'get')]).toEqual([path, [{}, { bearer: [] }]]);
    expect(security('/api/users/login', 'post')).toEqual([]);
  });

  it('documents the statuses the server answers whatever the operation', () => {
    for (const { path, method, operation } of operations()) {
      for (const status of ['400', '413', '414', '415', '429', '431'])
        expect([path, method, status, operation.responses[status]]).toEqual([
          path,
          method,
          status,
          expect.anything(),
        ]);
    }
    expect(document.paths['/api/image/{sha256}']?.get?.responses['404']).toBeDefined();
  });

  it('documents the 410 of every call that takes an invitation, used, revoked or expired', () => {
    const gone = operations()
      .filter(({ operation }) => operation.responses['410'])
      .map(({ operation }) => operation.operationId);
    expect(gone.sort()).toEqual([
      'getInvitation',
      'getPasswordReset',
      'register',
      'resetPassword',
      'revokeInvitation',
    ]);
  });

  it('describes every operation as it did when each was written by hand in its route', () => {
    // The document of the routes before they were registered from their declarations: ids,
    // summaries, security, tags, parameters, request bodies and answers (schemas as hashes).
    // Changed since on purpose only: the unit and weapon reads take a token (a signed-in editor
    // reads the working copy), registering documents its 410 (a used invitation), a point
    // formula's description names the variables it may use, factions, the ruleset and units
    // carry roster rules and keywords, and the roster verification calls, the site-wide roster
    // rules' read, sign-out, the signed-in devices, the password change, the password reset
    // calls, one's own account (profile edits, data download, deletion) and the rosters kept in
    // it were added, the site's settings say whether password recovery is set up, and the
    // readiness check was added beside the liveness check, whose summary says it asks no database;
    // a roster file's game may record several wounds in one event.
    const before = JSON.parse(
      readFileSync(new URL('./openapi-operations.json', import.meta.url), 'utf8'),
    ) as Record<string, OperationDigest>;
    const now = digest(document as Parameters<typeof digest>[0]);
    expect(Object.keys(now).sort()).toEqual(Object.keys(before).sort());
    for (const [key, operation] of Object.entries(before)) {
      expect([key, now[key]]).toEqual([key, operation]);
    }
  });

  it('documents every declared operation but those that are not the API', () => {
    const documented = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    const declared = OPERATIONS.filter((operation) => !operation.hidden).map(
      (operation) =>
        `${operation.method} ${operation.path.replace(/:(\w+)/g, (_match, name: string) => `{${name}}`)}`,
    );
    expect(documented.sort()).toEqual(declared.sort());
  });

  it('answers 405 with Allow for a method the path does not serve', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const answer = await t.app.inject({ method: 'PUT', url: `/api/units/${id}` });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST, DELETE');
    expect(answer.json()).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
  });
});

import type { Static } from 'typebox';
import { UNIT_VARIABLES, WEAPON_VARIABLES } from '../points/game-constants.js';
import {
  OPERATIONS,
  operationPath,
  operations,
  type OperationAnswer,
  type OperationParams,
  type PathParamNames,
} from './index.js';

/** A compile-time check: the test does not build unless `Actual` is `Expected`. */
const sameType = <Expected, Actual extends Expected>(
  ..._proof: Expected extends Actual ? [] : [never]
) => true;

describe('the operations', () => {
  it('each have a unique operationId, the key they are found by', () => {
    const ids = OPERATIONS.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(operations)).toEqual(ids);
    expect(ids.length).toBe(91);
  });

  it('each have a unique method and path', () => {
    const keys = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("declare one path parameter for each of their path's `:name`s, and no other", () => {
    for (const operation of OPERATIONS) {
      const names = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const declared = Object.keys(operation.params?.properties ?? {});
      expect([operation.operationId, declared.sort()]).toEqual([
        operation.operationId,
        names.sort(),
      ]);
    }
  });

  it('read a body only on a POST', () => {
    for (const operation of OPERATIONS.filter((one) => one.body)) {
      expect([operation.operationId, operation.method]).toEqual([operation.operationId, 'POST']);
    }
  });

  it('describe their schemas with the reasons themselves, citing no document a reader cannot open', () => {
    // The descriptions are served in the OpenAPI document, read by people outside the project.
    const descriptions = (value: unknown): string[] =>
      typeof value !== 'object' || value === null
        ? []
        : Object.entries(value).flatMap(([key, inner]) =>
            key === 'description' && typeof inner === 'string' ? [inner] : descriptions(inner),
          );
    const all = OPERATIONS.flatMap((operation) => descriptions(operation));
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((text) => /§|\b(SPEC|DESIGN)\b|\.md\b|[Ii]ssue \d|#\d/.test(text))).toEqual(
      [],
    );
  });

  it('say which variables a point formula may use', () => {
    const { formula } = operations.createFormula.body.properties;
    for (const name of [...UNIT_VARIABLES, ...WEAPON_VARIABLES])
      expect(formula).toHaveProperty('description', expect.stringContaining(name));
  });

  it('type their parameters and answers from their schemas', () => {
    expect(
      sameType<'id' | 'number', PathParamNames<typeof operations.getFactionVersion.path>>(),
    ).toBe(true);
    expect(sameType<{ username: string }, OperationParams<typeof operations.getProfile>>()).toBe(
      true,
    );
    expect(sameType<undefined, OperationParams<typeof operations.getSite>>()).toBe(true);
    expect(
      sameType<
        Static<typeof operations.likeFaction.answer>,
        OperationAnswer<typeof operations.likeFaction>
      >(),
    ).toBe(true);
  });
});

describe('operationPath', () => {
  it('is the path of an operation without parameters', () => {
    expect(operationPath(operations.getRuleset)).toBe('/api/ruleset/');
  });

  it('puts each parameter in as one encoded segment', () => {
    expect(operationPath(operations.getFactionVersion, { id: 'a/b c', number: 3 })).toBe(
      '/api/factions/a%2Fb%20c/versions/3',
    );
  });

  it('adds the query values given, in their order, leaving out undefined and empty ones', () => {
    expect(
      operationPath(
        operations.listFactions,
        {},
        { public: 'true', limit: 100, page: 2, search: 'é&x', count: undefined },
      ),
    ).toBe('/api/factions?public=true&limit=100&page=2&search=%C3%A9%26x');
    expect(operationPath(operations.listFactions, {}, { search: '' })).toBe('/api/factions');
  });

  it('refuses a missing parameter', () => {
    const values = {} as { id: string };
    expect(() => operationPath(operations.getFaction, values)).toThrow('getFaction needs its id');
  });
});

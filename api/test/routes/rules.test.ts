import { DEFAULT_POINT_FORMULA } from '@muster/shared-kernel/core';
import { body, callsOf, logInAdmin, signUp, useTestApp } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/test-app.js';

interface Formula {
  _id: string;
  name: string;
  formula: string;
  lastUpdated: string;
}

describe('ruleset, point formulas and ability templates', () => {
  const t = useTestApp();
  const { call } = callsOf(t);
  let mod: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    mod = await signUp(t.app, { roles: ['mod'] });
    admin = await logInAdmin(t.app);
  });

  const saveFormula = (formula: string, id = '') =>
    callsOf(t).call(mod, 'POST', `/api/formulas/${id}`, { name: 'Test', formula });

  const saveTemplate = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/ability/', headers: mod.headers, payload });

  it('saves a valid formula and stamps lastUpdated', async () => {
    const response = await saveFormula(DEFAULT_POINT_FORMULA);
    expect(response.statusCode).toBe(200);
    const saved = body<Formula>(response);
    expect(new Date(saved.lastUpdated).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const list = body<Formula[]>(await t.app.inject('/api/formulas/list/'));
    expect(list.map((f) => f._id)).toContain(saved._id);
    expect(body<Formula>(await t.app.inject(`/api/formulas/${saved._id}`)).formula).toBe(
      DEFAULT_POINT_FORMULA,
    );
  });

  it.each([
    ['not JSON', '{movement', /not JSON/],
    ['an array', '[]', /JSON object/],
    ['a number expression', JSON.stringify({ movementFormula: 5 }), /movementFormula/],
    ['an unknown variable', JSON.stringify({ defenseFormula: 'unitHP * bogus' }), /bogus/],
    ['a malformed expression', JSON.stringify({ weaponFormula: 'weaponDPR *' }), /weaponFormula/],
    ['member access', JSON.stringify({ weaponFormula: 'weaponDPR.constructor' }), /weaponFormula/],
    ['an unknown key', JSON.stringify({ speedFormula: '1' }), /speedFormula/],
  ])('refuses %s with 400 naming the problem', async (_name, formula, message) => {
    const response = await saveFormula(formula);
    expect(response.statusCode).toBe(400);
    expect(body<{ message: string }>(response).message).toMatch(message);
  });

  it('edits the ruleset and the active formula, administrator only', async () => {
    expect(body<unknown>(await t.app.inject('/api/formulas/active'))).toBeNull();
    const formula = body<Formula>(await saveFormula(DEFAULT_POINT_FORMULA));
    const refused = await call(mod, 'POST', '/api/ruleset/', {
      markdown: 'x',
      activePointFormula: formula._id,
    });
    expect(refused.statusCode).toBe(403);
    const saved = await call(admin, 'POST', '/api/ruleset/', {
      markdown: '# Rules',
      activePointFormula: formula._id,
    });
    // The answers carry the ruleset's version, for edit conflicts: the never-saved one is 1; and
    // its site-wide roster rules, none here.
    expect(body<unknown>(saved)).toEqual({
      version: 2,
      markdown: '# Rules',
      activePointFormula: formula._id,
      html: '<h1>Rules</h1>',
      rosterRules: [],
    });
    expect(body<unknown>(await t.app.inject('/api/ruleset/'))).toEqual({
      version: 2,
      markdown: '# Rules',
      activePointFormula: formula._id,
      html: '<h1>Rules</h1>',
      rosterRules: [],
    });
    expect(body<Formula>(await t.app.inject('/api/formulas/active'))._id).toBe(formula._id);
    const unknown = await call(admin, 'POST', '/api/ruleset/', {
      markdown: 'x',
      activePointFormula: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    const activeDelete = await call(mod, 'DELETE', `/api/formulas/${formula._id}`);
    expect(activeDelete.statusCode).toBe(409);
  });

  // The ruleset page shows the server's HTML, so it must carry no raw HTML and no unsafe link.
  it('answers the rules rendered to safe HTML, hostile markdown included', async () => {
    const markdown = [
      '## Attacking',
      '[click](javascript:alert(1)) [vb](VBScript:msgbox(1)) [data](data:text/html,x)',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)> <div onclick="alert(1)">div</div>',
      '![map](data:image/svg+xml;base64,PHN2Zz4=) [out](https://example.com)',
    ].join('\n\n');
    const saved = await call(admin, 'POST', '/api/ruleset/', { markdown });
    expect(saved.statusCode).toBe(200);
    const { html } = body<{ html: string }>(await t.app.inject('/api/ruleset/'));
    expect(body<{ html: string }>(saved).html).toBe(html);
    expect(html).toBe(
      [
        '<h2>Attacking</h2>',
        '<p><span class="markdown-dropped-link">click</span> <span class="markdown-dropped-link">vb</span> <span class="markdown-dropped-link">data</span></p>',
        '',
        '<p> div</p>',
        '<p><span class="markdown-dropped-image">map</span> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">out</a></p>',
      ].join('\n'),
    );
  });

  it('keeps ability templates with checked formulas', async () => {
    const saved = await saveTemplate({
      name: 'Regenerate _amount_',
      description: 'Heals _amount_ per round',
      formula: 'amount * 2 + unitHP',
      defaultValues: [{ key: 'amount', value: 1 }],
    });
    expect(saved.statusCode).toBe(200);
    const template = body<{ _id: string; defaultValues: unknown }>(saved);
    expect(template.defaultValues).toEqual([{ key: 'amount', value: 1 }]);
    expect(body<unknown[]>(await t.app.inject('/api/ability')).length).toBe(1);
    const bare = await saveTemplate({ name: 'Flight', formula: 'unitMove * 2' });
    expect(bare.statusCode).toBe(200);
    expect(body<object>(bare)).toMatchObject({ description: '', defaultValues: [] });
    expect(body<unknown[]>(await t.app.inject('/api/ability')).length).toBe(2);
    const bad = await saveTemplate({ name: 'Bad', formula: 'nothing + 1' });
    expect(bad.statusCode).toBe(400);
    expect(body<{ message: string }>(bad).message).toMatch(/formula/);
    const removed = await call(mod, 'DELETE', `/api/ability/${template._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject(`/api/ability/${template._id}`)).statusCode).toBe(404);
  });
});

/** A point formula is saved only when it gives a finite number on every sample unit. */
import { DEFAULT_POINT_FORMULA } from '@muster/shared-kernel/core';
import { DEMO_EXTRA_FORMULA } from '../../src/db/demo-content.js';
import { body, callsOf, logInAdmin, type TestUser, useTestApp } from '../helpers/test-app.js';

interface Answer {
  _id: string;
  message: string;
}

describe('point formulas with non-finite values', () => {
  const t = useTestApp();
  let admin: TestUser;

  beforeAll(async () => {
    admin = await logInAdmin(t.app);
  });

  const saveFormula = (formula: string, id = '') =>
    callsOf(t).call(admin, 'POST', `/api/formulas/${id}`, { name: 'Test', formula });

  const count = async () => body<unknown[]>(await t.app.inject('/api/formulas/list/')).length;

  it('refuses a formula dividing by health - health, naming the expression, storing nothing', async () => {
    const before = await count();
    const response = await saveFormula(
      JSON.stringify({ defenseFormula: 'unitHP / (unitHP - unitHP)' }),
    );
    expect(response.statusCode).toBe(400);
    expect(body<Answer>(response).message).toMatch(
      /^body\/formula: defenseFormula "unitHP \/ \(unitHP - unitHP\)" gives Infinity for the sample unit '/,
    );
    expect(await count()).toBe(before);
  });

  it('refuses a non-finite weapon expression on an edit too, keeping the old text', async () => {
    const saved = body<Answer>(await saveFormula(DEFAULT_POINT_FORMULA));
    const response = await saveFormula(
      JSON.stringify({ weaponFormula: 'weaponDPR / weaponDamage' }),
      saved._id,
    );
    expect(response.statusCode).toBe(400);
    expect(body<Answer>(response).message).toMatch(
      /weaponFormula "weaponDPR \/ weaponDamage" gives NaN/,
    );
    const kept = body<{ formula: string }>(await t.app.inject(`/api/formulas/${saved._id}`));
    expect(kept.formula).toBe(DEFAULT_POINT_FORMULA);
  });

  it('accepts the default and the demo formulas', async () => {
    expect((await saveFormula(DEFAULT_POINT_FORMULA)).statusCode).toBe(200);
    expect((await saveFormula(DEMO_EXTRA_FORMULA.formula)).statusCode).toBe(200);
  });
});

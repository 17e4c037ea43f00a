import type { Page } from '@playwright/test';

/** The demo formula a browser holds after the formula editor's Demo button. */
export async function holdDemoFormula(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const formula = JSON.stringify({
      movementFormula: '0',
      defenseFormula: '1',
      weaponFormula: '0',
    });
    localStorage.setItem(
      'demo_formula',
      JSON.stringify({ name: 'Flat Ones', formula, enabled: true }),
    );
  });
}

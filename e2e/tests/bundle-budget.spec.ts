import { expect, test } from '@playwright/test';
import { measureEveryRoute, overBudget, routeBytesTable } from '../support/route-bytes';
import { kb } from '../support/first-visit';
import { BASE_URL } from '../support/site';

/**
 * The bundle budget: the first visit of every route of the route table, with an empty
 * cache, transfers at most 150 KB of JavaScript on a read-only route and 200 KB on an editor.
 * Prints every route's bytes and its largest scripts, so a growth shows in the change that causes
 * it. Bytes are counted, not timed: the figure is the same on a slow machine.
 */
test('every route stays within its first-visit JavaScript budget', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const rows = await measureEveryRoute(browser, request, BASE_URL);
  console.log(routeBytesTable(rows));
  const over = rows
    .filter(overBudget)
    .map((row) => `${row.sample.path}: ${kb(row.visit.jsBytes)} KB, budget ${row.budgetKB} KB`);
  expect(over, 'routes over their JavaScript budget').toEqual([]);
  // The admin remote costs nobody but moderators and the administrator a byte.
  const visitorsAdmin = rows.filter(
    (row) => row.sample.visitor === 'visitor' && row.visit.remotes.includes('admin'),
  );
  expect(visitorsAdmin.map((row) => row.sample.path)).toEqual([]);
});

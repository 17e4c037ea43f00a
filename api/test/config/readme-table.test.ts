/**
 * The README's configuration table against the settings' schema: the table is what an operator
 * reads, the schema what the server does, so they must name the same variables with the same
 * defaults.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Settings } from '../../src/config/env.js';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');

/** The rows of the README's configuration table: each variable with its default cell. */
function documentedSettings(): Map<string, string> {
  const text = readFileSync(README, 'utf8');
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    // A row is `| variable | default | meaning |`; `\|` inside a cell is not a separator.
    const [, variable = '', fallback = ''] = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const name = /^`([A-Z0-9_]+)`$/.exec(variable)?.[1];
    if (name) rows.set(name, fallback);
  }
  return rows;
}

const table = documentedSettings();
const settings = Object.entries(Settings.properties as Record<string, { default?: unknown }>);

describe("the README's configuration table", () => {
  it('is found, one variable a row', () => {
    expect(table.size).toBeGreaterThan(10);
  });

  it.each(settings.map(([name]) => name))('documents %s', (name) => {
    expect(table.has(name)).toBe(true);
  });

  it('documents no variable the server does not read', () => {
    const known = new Set(settings.map(([name]) => name));
    expect([...table.keys()].filter((name) => !known.has(name))).toEqual([]);
  });

  it.each(settings)("gives %s's default", (name, schema) => {
    const cell = table.get(name) ?? '';
    if (schema.default === undefined) {
      // No fixed value (unset, generated, the repository): the cell says so in words.
      expect(cell).not.toMatch(/^`/);
    } else {
      // The value as written in the environment, maybe followed by words (`604800` (7 days)).
      expect(cell.startsWith(`\`${String(schema.default)}\``)).toBe(true);
    }
  });
});

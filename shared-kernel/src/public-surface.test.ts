/** The names other packages import: renaming one breaks them, so it must break this test first. */
import * as kernel from './index.js';
import * as markdown from './markdown/index.js';
import * as model from './model/index.js';
import * as points from './points/index.js';

const POINTS = [
  'computeUnitCost',
  'weaponDamagePerRound',
  'weaponCost',
  'knackFactor',
  'rosterPoints',
  'parsePointFormula',
  'explainUnitCost',
  'DEFAULT_POINT_FORMULA',
];

describe('the public surface', () => {
  it('exports the points engine from /points and from the root', () => {
    for (const name of POINTS) {
      expect(points).toHaveProperty(name);
      expect(kernel).toHaveProperty(name);
    }
  });

  it('exports the model constants from /model and from the root', () => {
    for (const name of ['REMOTE_NAMES', 'PAGE_TYPES', 'ROSTER_FILE_VERSION']) {
      expect(model).toHaveProperty(name);
      expect(kernel).toHaveProperty(name);
    }
  });

  it('exports the browser pieces from the root', () => {
    for (const name of [
      'sessionStore',
      'useSession',
      'setNavigate',
      'getFaction',
      'saveFaction',
      'login',
      'formulaStore',
      'useFormulaInForce',
      'rosterStore',
      'useRosterList',
      'notify',
    ]) {
      expect(kernel).toHaveProperty(name);
    }
  });

  it('keeps Markdown out of the shared root: /markdown is bundled only where it is used', () => {
    expect(markdown).toHaveProperty('Markdown');
    expect(kernel).not.toHaveProperty('Markdown');
  });
});

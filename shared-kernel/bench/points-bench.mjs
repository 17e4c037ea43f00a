// Points engine bench (its budget: docs/performance.md): units costed per second with the default
// formula, compiled once, against the same formulas hand-written as plain functions, in the same
// run. Imports the built dist, as the API and the front ends do: run `npm run build` first (the
// bench script does).
import { performance } from 'node:perf_hooks';
import { DEFAULT_POINT_FORMULA } from '@muster/shared-kernel/core';
import { computeUnitCost, parsePointFormula } from '@muster/shared-kernel/core/points';

// ---- the default formula, hand-written ---------------------------------------------------------

const KNACK = [1, 0.8333, 0.6666, 0.4999, 0.3333, 0.1666, 0.05];
const TRAINING = {
  1: { move: 1, hp: 0.8, def: 1, weapon: 1, ability: 1.1, flat: 0 },
  2: { move: 1, hp: 1, def: 1.1, weapon: 0.85, ability: 1, flat: 0 },
  3: { move: 1, hp: 1, def: 1, weapon: 1, ability: 1, flat: 5 },
  4: { move: 0.5, hp: 1, def: 1.2, weapon: 1, ability: 1, flat: 0 },
  5: { move: 1, hp: 1.2, def: 1, weapon: 1, ability: 0.8, flat: 0 },
  6: { move: 1, hp: 0.9, def: 1, weapon: 1, ability: 1, flat: 10 },
};
const snap = (x) => {
  const n = Math.round(x);
  return Math.abs(x - n) <= Math.max(1e-15, 1e-12 * Math.abs(x)) ? n : x;
};
const ceil = (x) => Math.ceil(snap(x));
const floor = (x) => Math.floor(snap(x));
const round2 = (x) => {
  const y = snap(x * 100);
  const half = Math.floor(Math.abs(y)) + 0.5;
  const near = Math.abs(Math.abs(y) - half) <= Math.max(1e-15, 1e-12 * Math.abs(y));
  return (near ? Math.ceil(Math.abs(y)) : Math.round(Math.abs(y))) / 100;
};
const knackFactor = (k) => KNACK[Math.min(7, Math.max(1, Math.round(k))) - 1];

function handWrittenCost(unit, weapons) {
  const t = TRAINING[unit.trainingType];
  const equipped = [];
  let unitDPR = 0;
  for (const e of unit.equippedWeapons) {
    const w = weapons.find((x) => x._id === e.weaponID);
    if (!w) continue;
    const dpr = round2(
      w.attacks * w.damage * knackFactor(e.knack) * (1 + new Set(w.effectiveTypes).size / 3),
    );
    unitDPR += dpr;
    equipped.push([w, dpr]);
  }
  const size = unit.size;
  const sizeDiv = Math.log10(size) + 1;
  const hp = unit.health;
  const defense = floor(
    Math.max(
      1,
      ((hp * t.hp + hp * (Math.pow(1.5, unit.protectionValue * t.def) - 1)) *
        Math.pow(2, new Set(unit.protectionTypes).size - 1)) /
        sizeDiv,
    ),
  );
  const movement = ceil(
    Math.max(
      (((Math.pow(1.6, unit.movement / 6) - 1) * Math.max(unitDPR, 10) - 6) / sizeDiv) * t.move,
      0,
    ),
  );
  let weaponsCost = 0;
  for (const [w, dpr] of equipped) {
    const ranged = w.type.includes('ranged');
    const melee = w.type.includes('melee');
    weaponsCost += ceil(
      dpr *
        t.weapon *
        (1 +
          (ranged ? 2 + (size - 1) * 0.2 : 0) +
          (ranged && melee ? 0.5 : 0) +
          (w.type.includes('near') ? 1 + (size - 1) * 0.1 : 0) +
          (w.type.includes('heavy') ? -0.3 : 0)),
    );
  }
  let abilities = 0;
  for (const a of unit.abilities)
    abilities += ceil(a.pointCost >= 0 ? a.pointCost * t.ability : a.pointCost);
  return Math.max(1, ceil(defense + movement + weaponsCost + abilities + t.flat));
}

// ---- a deterministic sample of units -----------------------------------------------------------

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (min, max) => min + Math.floor(random() * (max - min + 1));

const TYPES = [
  ['melee'],
  ['ranged'],
  ['ranged', 'melee'],
  ['near'],
  ['heavy'],
  ['ranged', 'heavy'],
];
const weapons = Array.from({ length: 12 }, (_, i) => ({
  _id: `w${i}`,
  name: `Weapon ${i}`,
  type: pick(TYPES),
  attacks: int(1, 6),
  damage: int(1, 5),
  effectiveTypes: [1, 2, 3].slice(0, int(0, 3)),
}));
const units = Array.from({ length: 1000 }, () => ({
  trainingType: int(1, 6),
  health: int(1, 20),
  protectionTypes: [1, 2, 3].slice(0, int(0, 3)),
  protectionValue: int(0, 6),
  movement: int(3, 12),
  size: int(1, 5),
  equippedWeapons: Array.from({ length: int(1, 3) }, () => ({
    weaponID: `w${int(0, 11)}`,
    knack: int(2, 7),
  })),
  abilities: Array.from({ length: int(0, 2) }, () => ({
    name: 'a',
    description: '',
    pointCost: int(0, 10),
  })),
  structuredAbilities: [],
}));

// ---- check, then time ---------------------------------------------------------------------------

const engine = (unit) => computeUnitCost({ unit, weapons, formula: DEFAULT_POINT_FORMULA }).total;
const plain = (unit) => handWrittenCost(unit, weapons);

for (const unit of units) {
  if (engine(unit) !== plain(unit)) {
    console.error('The engine and the hand-written formula disagree on', JSON.stringify(unit));
    process.exit(1);
  }
}

let sink = 0;
function unitsPerSecond(cost, milliseconds = 1000) {
  let done = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < milliseconds) {
    for (const unit of units) sink += cost(unit);
    done += units.length;
    elapsed = performance.now() - start;
  }
  return (done / elapsed) * 1000;
}

// Warm both up, then alternate rounds and keep each side's best.
unitsPerSecond(engine, 300);
unitsPerSecond(plain, 300);
let bestEngine = 0;
let bestPlain = 0;
for (let round = 0; round < 3; round += 1) {
  bestEngine = Math.max(bestEngine, unitsPerSecond(engine));
  bestPlain = Math.max(bestPlain, unitsPerSecond(plain));
}

// Parsing, checking and compiling a new formula text (what a formula editor pays per keystroke):
// distinct texts, so the cache never answers.
const compileRuns = 2000;
const compileStart = performance.now();
for (let i = 0; i < compileRuns; i += 1) {
  if (
    typeof parsePointFormula(
      DEFAULT_POINT_FORMULA + ' '.repeat(i % 150) + '\n'.repeat(Math.floor(i / 150)),
    ) === 'string'
  ) {
    throw new Error('the default formula did not compile');
  }
}
const compileMicroseconds = ((performance.now() - compileStart) / compileRuns) * 1000;

const format = (n) => Math.round(n).toLocaleString('en-US');
const ratio = bestPlain / bestEngine;
const budget = 5;
const rows = [
  ['points engine, default formula (compiled once)', `${format(bestEngine)} units/s`],
  ['same formulas hand-written', `${format(bestPlain)} units/s`],
  [
    'hand-written / engine',
    `${ratio.toFixed(2)}x (budget ≤ ${budget}x) ${ratio <= budget ? 'OK' : 'OVER BUDGET'}`,
  ],
  ['compile a new formula text (parse, check, compile)', `${compileMicroseconds.toFixed(0)} µs`],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `\nPoints engine (${units.length} sample units, ${weapons.length} weapons; checked equal on every unit)`,
);
console.log(`| ${'measure'.padEnd(width)} | result |`);
console.log(`|${'-'.repeat(width + 2)}|--------|`);
for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
if (sink === 0.5) console.log(''); // keeps the results alive

/**
 * The demo content a new site starts with, so a new user sees a live site: a ruleset, ability
 * templates, complete factions with their roster rules, scenarios, terrain and lore. Units follow
 * the points engine's rules: training type 1-6, size 1-5, knack at least 2, weapons named by their
 * key within the faction.
 */
import { createHash } from 'node:crypto';
import { LORE_COLLECTIONS, type PageType, type RosterRule } from '@muster/shared-kernel/core';

export interface DemoWeapon {
  key: string;
  name: string;
  description: string;
  type: ('melee' | 'ranged' | 'near' | 'heavy')[];
  attacks: number;
  damage: number;
  effectiveTypes: (1 | 2 | 3)[];
}

export interface DemoUnit {
  /**
   * A stable id (see {@link demoUnitId}): the faction's roster rules name units by id, so the id
   * must be known before the seed inserts the unit.
   */
  id: string;
  unitName: string;
  description: string;
  trainingType: 1 | 2 | 3 | 4 | 5 | 6;
  health: number;
  protectionTypes: (1 | 2 | 3)[];
  protectionValue: number;
  movement: number;
  size: number;
  weapons: { key: string; knack: number }[];
  /** Free keywords for the roster rules; the training type's name counts as one already. */
  keywords: string[];
  abilities?: { name: string; description: string; pointCost: number }[];
  /** Structured abilities by template name. */
  templates?: {
    template: string;
    overrides?: { key: string; value: number }[];
    customName?: string;
  }[];
}

export interface DemoFaction {
  title: string;
  description: string;
  lore: string;
  anteList: { name: string; knack: number; description: string }[];
  environmentList: { name: string; description: string; antePenalty: number }[];
  weapons: DemoWeapon[];
  units: DemoUnit[];
  /** What a legal roster of the faction holds (besides the site-wide {@link DEMO_SITE_RULES}). */
  rosterRules: RosterRule[];
}

export const DEMO_RULESET = `# Muster Skirmish Rules

Muster is a skirmish game for two or more players, each commanding a small force of
miniatures drawn from one faction. A game lasts five rounds or until one force is broken.

## What you need

- A force built with the roster tool, within the agreed point limit (150 points is a good start).
- A 3' x 3' table with plenty of terrain: one piece per square foot at least.
- A handful of six-sided dice, a tape measure in inches, and a few tokens.

## Units and their profile

Every unit card shows:

| Stat | Meaning |
|---|---|
| **H** (Health) | Wounds the unit can take before it is removed. |
| **D** (Defense) | Protection types (Physical, Reactive, Energy) and the protection value. |
| **M** (Movement) | Inches moved in one action. |
| **S** (Size) | 1 (a single trooper) to 5 (a war machine). Larger units are easier to hit from range. |

A unit's **training type** shapes its cost and role: Infantry, Shock, Support, Scout, Specialist
or Leader.

## Formations and legal forces

A force is arranged into **formations**. A formation's units share one training type, unless it
holds a Leader: then any mix fights together. Support units may join any formation.

Each faction also has its own **roster rules** (at least one Leader, at most so many of a unit, no
more than a share of the points on Heavy units...), listed on its page. The roster tool shows
whether a force is legal, and if not, what to change. No unit may be taken more than 10 times.

## The round

1. **Initiative.** Each player rolls a die; the highest chooses who activates first.
2. **Activations.** Players alternate activating one unit at a time. An activated unit takes two
   actions: *Move*, *Attack*, *Rally* or *Use Tactic*. It may not attack twice.
3. **End phase.** Resolve environment effects, then check whether any force is broken (half its
   units removed).

## Knack rolls

Every weapon is used at a **knack**: the score needed on one die to succeed. Knack 2 hits on 2+,
knack 6 only on a 6. A knack of 1 always succeeds; a knack above 6 needs a 6 followed by another 5+.

## Attacking

Roll one die per attack against the weapon's knack. Each success deals the weapon's damage,
reduced by the target's protection value unless the weapon **bypasses** the target's protection
type. Ranged weapons need line of sight; near weapons reach 8"; heavy weapons may not move and
fire in the same activation.

*Focus damage*: a unit with several attacks may give them all up to make a single focused attack
dealing damage + attacks - 1.

## Tactics and the environment

Each faction brings **tactics** (antes). Once per round a unit may spend an action and pass a knack
roll at the tactic's knack to use it. The battlefield's **environment effects** are rolled at the
start of each round; some add a tactic penalty that raises every tactic's knack.

## Points

Every unit's cost comes from the active point formula, shown at the top of this page. Try your own
in the Formula Playground: a demo formula changes costs in your browser only.

## Winning

Score 1 victory point for each objective held at the end of a round, and 3 for breaking the enemy
force. The player with the most victory points after round five wins.
`;

export const DEMO_ABILITY_TEMPLATES = [
  {
    name: 'Armored Plating _amount_',
    description:
      'Ignore the first _amount_ damage of every attack that does not bypass Physical protection.',
    formula: 'amount * 3 * unitSize',
    defaultValues: [{ key: 'amount', value: 1 }],
  },
  {
    name: 'Regeneration _amount_',
    description: 'At the end of each round, recover _amount_ lost Health.',
    formula: 'amount * 4 + unitHP',
    defaultValues: [{ key: 'amount', value: 1 }],
  },
  {
    name: 'Flight',
    description: 'Moves over terrain and other units; ignores difficult ground.',
    formula: 'ceil(unitMove * 0.75 + 2)',
    defaultValues: [],
  },
  {
    name: 'Stealth _range_"',
    description: 'Cannot be targeted by ranged attacks from more than _range_ inches away.',
    formula: 'max(2, 30 / range) + unitSize',
    defaultValues: [{ key: 'range', value: 12 }],
  },
  {
    name: 'Field Medic _amount_',
    description: 'Once per round, a friendly unit within 3" recovers _amount_ Health.',
    formula: 'amount * 5',
    defaultValues: [{ key: 'amount', value: 1 }],
  },
];

export const DEMO_EXTRA_FORMULA = {
  name: 'Heavy Metal (experimental: cheaper armor, dearer guns)',
  formula: JSON.stringify(
    {
      defenseFormula:
        'floor(max(1, ((unitHP * hpTrainingMod + unitHP * (1.4 ^ (unitProtValue * defTrainingMod) - 1)) * 2 ^ (unitProtTypeCount - 1)) / (log10(unitSize) + 1)))',
      weaponFormula:
        'ceil(weaponDPR * weaponTrainingMod * 1.2 * (1 + (weaponTypeRanged ? 2 + (unitSize - 1) * 0.2 : 0) + (weaponTypeNear ? 1 : 0) + (weaponTypeHeavy ? -0.3 : 0)))',
    },
    null,
    2,
  ),
};

/** A tactic as a row: name, knack, description. */
type TacticRow = [name: string, knack: number, description: string];

/** An environment effect as a row: name, tactic penalty, description. */
type EnvironmentRow = [name: string, antePenalty: number, description: string];

/** A weapon as a row: key, name, types, attacks, damage, protection types it bypasses, description. */
type WeaponRow = [
  key: string,
  name: string,
  type: DemoWeapon['type'],
  attacks: number,
  damage: number,
  effectiveTypes: DemoWeapon['effectiveTypes'],
  description: string,
];

/**
 * A unit as a row: name, its profile (training type, health, protection types, protection value,
 * movement, size), its weapons (key: knack), its keywords, description, and its abilities and
 * templates if any.
 */
type UnitRow = [
  unitName: string,
  profile: [
    trainingType: DemoUnit['trainingType'],
    health: number,
    protectionTypes: DemoUnit['protectionTypes'],
    protectionValue: number,
    movement: number,
    size: number,
  ],
  weapons: Record<string, number>,
  keywords: string[],
  description: string,
  more?: Pick<DemoUnit, 'abilities' | 'templates'>,
];

/** The namespace of the demo units' name-based ids. */
const DEMO_UNIT_NAMESPACE = '90804102-f4f9-4919-b82c-1b6b7f51498c';

/**
 * The id of a demo unit: a name-based UUID (version 5) of its faction's title and its name. The
 * units' ids are otherwise drawn at random when they are inserted, but the faction's roster rules,
 * written here, must name them.
 */
export function demoUnitId(factionTitle: string, unitName: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(DEMO_UNIT_NAMESPACE.replaceAll('-', ''), 'hex'))
    .update(`${factionTitle}\n${unitName}`, 'utf8')
    .digest()
    .subarray(0, 16);
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x50, 6);
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8);
  return hash.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

function tactics(rows: TacticRow[]): DemoFaction['anteList'] {
  return rows.map(([name, knack, description]) => ({ name, knack, description }));
}

function environments(rows: EnvironmentRow[]): DemoFaction['environmentList'] {
  return rows.map(([name, antePenalty, description]) => ({ name, description, antePenalty }));
}

function weapons(rows: WeaponRow[]): DemoWeapon[] {
  return rows.map(([key, name, type, attacks, damage, effectiveTypes, description]) => ({
    key,
    name,
    description,
    type,
    attacks,
    damage,
    effectiveTypes,
  }));
}

function units(factionTitle: string, rows: UnitRow[]): DemoUnit[] {
  return rows.map(([unitName, profile, weaponKnacks, keywords, description, more]) => {
    const [trainingType, health, protectionTypes, protectionValue, movement, size] = profile;
    return {
      id: demoUnitId(factionTitle, unitName),
      unitName,
      description,
      trainingType,
      health,
      protectionTypes,
      protectionValue,
      movement,
      size,
      weapons: Object.entries(weaponKnacks).map(([key, knack]) => ({ key, knack })),
      keywords,
      ...more,
    };
  });
}

/** A faction as written below: its units as rows, and its rules, which name units through `unit`. */
interface FactionSource extends Omit<DemoFaction, 'units' | 'rosterRules'> {
  units: UnitRow[];
  rosterRules: (unit: (unitName: string) => { unit: string }) => RosterRule[];
}

function faction({ units: rows, rosterRules, ...source }: FactionSource): DemoFaction {
  const made = units(source.title, rows);
  const unit = (unitName: string) => {
    const found = made.find((item) => item.unitName === unitName);
    if (!found) throw new Error(`${source.title}'s roster rules name an unknown unit: ${unitName}`);
    return { unit: found.id };
  };
  return { ...source, units: made, rosterRules: rosterRules(unit) };
}

/**
 * The rules every faction's rosters follow, the ruleset's: only a generous cap on copies, so a
 * faction's own rules decide what a list looks like.
 */
export const DEMO_SITE_RULES: RosterRule[] = [{ kind: 'max', subject: { each: true }, count: 10 }];

export const DEMO_FACTIONS: DemoFaction[] = [
  faction({
    title: 'Iron Wardens of Kell',
    description:
      'Disciplined shield-lines and slow, unstoppable war engines from the mountain forges of Kell. Hard to hurt, hard to move.',
    lore: `## The Oath of the Anvil

When the old empire fell, the forge-city of **Kell** shut its gates and kept them shut for three
hundred years. What marched out when they opened again was not an army but an oath: every
Warden swears to hold the ground beneath their boots until relieved, or until the mountain itself
moves.

Wardens fight in close ranks behind tower shields, while the *Anvil Engines* grind forward
behind them. They are slow to anger and slower to retreat.

> "The line holds. The line always holds." — Shield-Captain Odra Vey`,
    anteList: tactics([
      ['Shield Wall', 3, 'Until the next round, adjacent Wardens gain +1 protection value.'],
      ['Hold the Line', 2, 'This unit cannot be moved by enemy effects this round.'],
      ['Forge Fury', 5, 'One Anvil Engine makes an extra attack with its main weapon.'],
    ]),
    environmentList: environments([
      ['Ash Storm', 1, 'Ranged attacks beyond 12" suffer -1 to their knack rolls.'],
      ['Tremors', 0, 'All units move 2" less this round.'],
      ['Clear Skies', 0, 'No effect.'],
    ]),
    // prettier-ignore
    weapons: weapons([
      ['hammer', 'Warden Hammer', ['melee'], 2, 2, [], 'A short-hafted maul.'],
      ['crossbow', 'Heavy Crossbow', ['ranged'], 1, 3, [1], 'Slow to load, hits like a mule.'],
      ['cannon', 'Anvil Cannon', ['ranged', 'heavy'], 2, 4, [1, 2], 'A forge-cast gun firing iron slugs.'],
      ['spear', 'Pike', ['melee', 'near'], 1, 2, [], 'Keeps the enemy at arm\u2019s length.'],
      ['flame', 'Forge Breath', ['near'], 3, 1, [3], 'A gout of burning slag.'],
    ]),
    // prettier-ignore
    units: [
      ['Shield Warden', [1, 3, [1], 2, 5, 1], { hammer: 4 }, ['Line', 'Shield'], 'The backbone of every Kell line.'],
      ['Pike Warden', [1, 3, [1], 1, 5, 1], { spear: 4 }, ['Line'], 'Holds the second rank.'],
      ['Crossbow Warden', [5, 2, [1], 1, 5, 1], { crossbow: 3, hammer: 5 }, ['Marksman'], 'Patient marksmen on the walls.'],
      ['Forge Priest', [3, 3, [1, 3], 1, 5, 1], { flame: 4 }, ['Priest', 'Healer'], 'Keeps the engines burning and the Wardens standing.',
        { templates: [{ template: 'Field Medic _amount_', overrides: [{ key: 'amount', value: 2 }] }] }],
      ['Anvil Engine', [2, 10, [1, 2], 3, 4, 4], { cannon: 4, flame: 4 }, ['Heavy', 'Artillery', 'Engine'], 'A walking forge with a cannon for a heart.',
        { templates: [{ template: 'Armored Plating _amount_' }] }],
      ['Shield-Captain', [6, 5, [1, 2], 2, 5, 1], { hammer: 3 }, ['Elite', 'Hero'], 'Leads from the front rank.',
        { abilities: [{ name: 'Unyielding',
          description: 'Friendly units within 6" pass their first Rally each game automatically.',
          pointCost: 6 }] }],
    ],
    rosterRules: (unit) => [
      { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
      { kind: 'max', subject: unit('Shield-Captain'), count: 1 },
      // The shield line is the army: whatever else marches, it marches behind one.
      { kind: 'min', subject: { keyword: 'Line' }, count: 6 },
      { kind: 'perPoints', subject: { keyword: 'Heavy' }, count: 1, points: 150 },
      // Without a priest to stoke it, an engine's forge goes cold.
      { kind: 'requires', subject: unit('Anvil Engine'), needs: unit('Forge Priest') },
    ],
  }),
  faction({
    title: 'The Verdant Choir',
    description:
      'Living forests that sing their enemies to sleep. Fast, fragile skirmishers and towering tree-beasts.',
    lore: `## Where the Song Began

No one planted the first grove of the **Verdant Choir**. It sang itself into being on the night the
moon cracked, and every seed it dropped carried a verse of the song.

Choir-kin are part beast, part bough. Their Thornlings dart between roots; their Wardtrees
walk only when the song demands it, and then nothing stands in their way.

The Choir does not conquer. It *reclaims*.`,
    anteList: tactics([
      ['Song of Roots', 3, 'One enemy unit within 8" moves at half speed next activation.'],
      ['Bloom', 4, 'A friendly unit recovers 1 Health.'],
      ['Chorus', 6, 'Every Choir unit may move 2" immediately.'],
    ]),
    environmentList: environments([
      ['Spring Rain', 0, 'Choir units recover 1 Health at the end of the round.'],
      ['Wildfire', 2, 'Units in forests take 1 damage.'],
    ]),
    // prettier-ignore
    weapons: weapons([
      ['thorns', 'Thorn Volley', ['ranged'], 3, 1, [], 'A spray of barbed seeds.'],
      ['claws', 'Bark Claws', ['melee'], 2, 1, [2], 'Splintered wooden talons.'],
      ['root', 'Crushing Roots', ['near', 'heavy'], 1, 5, [1, 2, 3], 'The ground itself seizes the enemy.'],
      ['song', 'Lullaby', ['near'], 2, 1, [3], 'A note that dulls the senses.'],
    ]),
    // prettier-ignore
    units: [
      ['Thornling', [4, 1, [], 0, 9, 1], { thorns: 4 }, ['Swarm', 'Fast'], 'Small, quick and everywhere at once.'],
      ['Briar Stalker', [2, 3, [2], 1, 8, 2], { claws: 3 }, ['Beast', 'Stealthy'], 'Hunts in the undergrowth.',
        { templates: [{ template: 'Stealth _range_"', overrides: [{ key: 'range', value: 10 }] }] }],
      ['Choir Singer', [3, 2, [3], 1, 6, 1], { song: 3 }, ['Singer', 'Healer'], 'Keeps the song alive.',
        { templates: [{ template: 'Regeneration _amount_' }] }],
      ['Wardtree', [5, 12, [1, 2], 2, 4, 5], { root: 4, claws: 4 }, ['Heavy', 'Ancient', 'Elite'], 'An ancient walking oak.',
        { templates: [{ template: 'Regeneration _amount_', overrides: [{ key: 'amount', value: 2 }] }] }],
      ['Moth Herald', [6, 4, [3], 1, 8, 2], { song: 2, thorns: 3 }, ['Singer', 'Flying', 'Hero'], 'Leads the Choir on silent wings.',
        { templates: [{ template: 'Flight', customName: 'Silent Wings' }] }],
    ],
    rosterRules: (unit) => [
      { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
      { kind: 'max', subject: unit('Moth Herald'), count: 1 },
      { kind: 'percent', subject: { keyword: 'Heavy' }, percent: 40 },
      // The Choir sings in parts: never one single mass.
      { kind: 'minFormations', count: 2 },
      // Wardtrees walk only when the song demands it.
      { kind: 'requires', subject: unit('Wardtree'), needs: { keyword: 'Singer' } },
    ],
  }),
  faction({
    title: 'Ashfall Raiders',
    description:
      'Scavenger warbands riding salvaged machines out of the burning wastes. Fast, loud and heavily armed.',
    lore: `## Children of the Ash

The wastes burn, and the **Raiders** were born in the smoke. They build what they need from what
they find, and what they find is mostly guns.

Every warband follows a *Boss* until a louder Boss comes along. Their bikes are held together
with wire and prayer; their Rigs are held together with more wire.

*Speed is armour. Noise is courage. Loot is everything.*`,
    anteList: tactics([
      ['Full Throttle', 3, 'One unit moves an extra 4" this activation.'],
      ['Scrap Shield', 4, 'One unit gains Physical protection until the next round.'],
      [
        'Everybody Shoot!',
        5,
        'Every Raider unit within 6" of the Boss may make one ranged attack.',
      ],
      ['Loot It', 2, 'Gain a victory point if this unit stands on a wreck.'],
    ]),
    environmentList: environments([
      ['Dust Devils', 1, 'Line of sight is limited to 18".'],
      ['Ember Rain', 0, 'Every unit not in cover takes 1 damage on a roll of 1.'],
      ['Scrap Field', 0, 'Raiders may reroll one failed knack roll this round.'],
    ]),
    // prettier-ignore
    weapons: weapons([
      ['scattergun', 'Scattergun', ['near'], 4, 1, [], 'Not precise. Does not need to be.'],
      ['autogun', 'Rattle Autogun', ['ranged'], 3, 1, [], 'Belt-fed and unreliable.'],
      ['chainblade', 'Chainblade', ['melee'], 2, 2, [1], 'A sword with an engine.'],
      ['harpoon', 'Rig Harpoon', ['ranged', 'heavy'], 1, 5, [1, 2], 'Pulls the target in for the crew.'],
      ['rocket', 'Junk Rocket', ['ranged'], 1, 4, [2], 'Usually explodes at the right end.'],
    ]),
    // prettier-ignore
    units: [
      ['Dust Rat', [1, 2, [], 0, 6, 1], { autogun: 4, chainblade: 5 }, ['Mob'], 'Raider on foot, for now.'],
      ['Outrider', [4, 3, [1], 1, 12, 2], { scattergun: 4 }, ['Bike', 'Fast'], 'Fast bike, faster mouth.'],
      ['Rocketeer', [5, 2, [], 0, 6, 1], { rocket: 3 }, ['Gunner'], 'Aims roughly at the biggest thing.'],
      ['Scrap Rig', [2, 9, [1, 2], 2, 8, 4], { harpoon: 4, autogun: 4 }, ['Heavy', 'Vehicle'], 'A truck with a harpoon and a grudge.',
        { templates: [{ template: 'Armored Plating _amount_', overrides: [{ key: 'amount', value: 2 }] }] }],
      ['Mekwright', [3, 2, [1], 1, 6, 1], { chainblade: 4 }, ['Mechanic'], 'Keeps everything running, barely.',
        { templates: [{ template: 'Field Medic _amount_', customName: 'Percussive Maintenance' }] }],
      ['Warboss', [6, 6, [1], 2, 7, 2], { chainblade: 3, scattergun: 3 }, ['Elite', 'Hero'], 'The loudest one.',
        { abilities: [{ name: 'Loudest Voice',
          description: 'Raider units within 8" may re-roll failed Rally actions.',
          pointCost: 5 }] }],
    ],
    rosterRules: (unit) => [
      { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
      // One Boss, until a louder one comes along.
      { kind: 'max', subject: unit('Warboss'), count: 1 },
      { kind: 'perPoints', subject: unit('Scrap Rig'), count: 1, points: 200 },
      // A warband is as big as the Boss can shout over.
      { kind: 'formationSize', count: 8 },
      { kind: 'requires', subject: unit('Scrap Rig'), needs: unit('Mekwright') },
    ],
  }),
  faction({
    title: 'Lanternborn Expedition',
    description:
      'Explorers of the deep dark, carrying light as a weapon. Energy weapons, drones and odd machines.',
    lore: `## Into the Undercity

Beneath the capital lies a second city, older and darker. The **Lanternborn** are the guild that
maps it, and the lanterns they carry burn with something that is not quite fire.

Each Expedition is led by a *Cartographer* and guarded by *Lamplighters* whose beams cut
stone. Their drones hum ahead, lighting the way and marking what hides there.`,
    anteList: tactics([
      ['Flare', 3, 'Enemy units within 10" lose Stealth until the next round.'],
      [
        'Overcharge',
        5,
        'One energy weapon deals +1 damage this activation; the unit takes 1 damage.',
      ],
      ['Mapped Route', 2, 'One unit ignores difficult terrain this activation.'],
    ]),
    environmentList: environments([
      [
        'Total Darkness',
        2,
        'Ranged attacks beyond 8" are impossible unless the target is lit by a Flare.',
      ],
      ['Cave-in', 0, 'Place a 3" impassable rubble marker in the centre of the table.'],
    ]),
    // prettier-ignore
    weapons: weapons([
      ['beam', 'Lantern Beam', ['ranged'], 1, 3, [3], 'A focused ray of cold light.'],
      ['arc', 'Arc Lash', ['melee', 'near'], 2, 2, [2, 3], 'A whip of crackling energy.'],
      ['pistol', 'Spark Pistol', ['near'], 2, 1, [], 'Short range, always ready.'],
      ['lance', 'Sunlance', ['ranged', 'heavy'], 1, 6, [1, 2, 3], 'The Expedition\u2019s heaviest gun.'],
    ]),
    // prettier-ignore
    units: [
      ['Lamplighter', [1, 2, [3], 1, 6, 1], { beam: 4, pistol: 4 }, ['Guard'], 'Guard and guide.'],
      ['Glow Drone', [4, 1, [2], 0, 10, 1], { pistol: 5 }, ['Drone', 'Flying'], 'Hovers ahead to light the way.',
        { templates: [{ template: 'Flight' }] }],
      ['Arc Warden', [2, 4, [2, 3], 1, 6, 1], { arc: 3 }, ['Guard', 'Elite'], 'Keeps the dark at whip\u2019s length.'],
      ['Sunlance Team', [5, 5, [1], 1, 4, 3], { lance: 4 }, ['Heavy', 'Artillery', 'Crew'], 'Two crew and one very large gun.'],
      ['Wick Tender', [3, 2, [3], 1, 6, 1], { pistol: 4 }, ['Guild', 'Healer'], 'Trims the lanterns and patches the burns.',
        { templates: [{ template: 'Field Medic _amount_' }] }],
      ['Cartographer', [6, 4, [3], 2, 6, 1], { beam: 3 }, ['Guild', 'Hero'], 'Knows the way in, and usually the way out.',
        { abilities: [{ name: 'Surveyed',
          description: 'Before deployment, move one terrain piece up to 6".',
          pointCost: 4 }] }],
    ],
    rosterRules: () => [
      { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
      { kind: 'max', subject: { keyword: 'Artillery' }, count: 2 },
      { kind: 'min', subject: { keyword: 'Guard' }, count: 3 },
      { kind: 'percent', subject: { keyword: 'Elite' }, percent: 30 },
      // The big guns fire only at what the drones have lit.
      { kind: 'requires', subject: { keyword: 'Artillery' }, needs: { keyword: 'Drone' } },
    ],
  }),
];

export interface DemoScenario {
  title: string;
  markdown: string;
  thumbnail?: 'bridge';
}

export const DEMO_SCENARIOS: DemoScenario[] = [
  {
    title: 'Hold the Bridge',
    thumbnail: 'bridge',
    markdown: `*A narrow stone span is the only way across the gorge. Whoever holds it at dusk holds the valley.*

## Battlefield

A 3' x 3' table split from the north edge to the south edge by a gorge 6" wide, impassable except at
the bridge: a span 4" wide across the centre of the table. Place two terrain pieces on each bank,
within 8" of the bridge.

## Deployment

| Player | Deploys | Reserves |
|---|---|---|
| Defender | First, on the east bank, within 10" of the bridge | None |
| Attacker | Second, on the west bank, within 8" of the west edge | Up to two units, arriving from the west edge in round 2 |

The attacker takes the first activation of round 1.

## Objectives

- **The Span:** at the end of each round, the player with more units wholly on the bridge scores **2 VP**.
- **The Far Bank:** at the end of the game, each of your units wholly on the enemy's bank scores **1 VP**.
- **Break Them:** breaking the enemy force scores **3 VP**, as usual.

## Special rules

- **Narrow span:** at most three units may stand on the bridge at once.
- **Sappers:** from round 3, a unit in base contact with an end of the bridge may spend both its actions
  to collapse it. Every unit on it takes 3 damage and falls into the gorge, where it may only Rally for
  the rest of the game.
- **Long shadows:** from round 4, ranged attacks beyond 18" suffer -1 to their knack rolls.

## Game length

Five rounds. The player with the most victory points wins.`,
  },
  {
    title: 'Supply Run',
    markdown: `*The convoy broke down in no man's land. Its crates are still out there, and so is everyone else.*

## Battlefield

Scatter terrain evenly, one piece per square foot. Place six supply crates: two within 3" of the
centre, and one 12" from each corner along the diagonal.

## Deployment

Roll off. The winner picks a short table edge and deploys first, within 6" of it; the other player
deploys within 6" of the opposite edge.

## Objectives

A unit picks up a crate by ending a Move action in contact with it. It carries at most one crate and
moves 2" less while it does; if it is removed, the crate drops where it stood.

| Crate | Victory points |
|---|---|
| Carried off your own table edge | 3 |
| Held in your deployment zone at the end of the game | 1 |
| Smashed (a unit in contact spends both its actions) | 1, once per game |

## Special rules

- **Heavy loads:** a size 1 unit carrying a crate may not make ranged attacks.
- **Scavengers:** Ashfall Raiders may pick up a crate with an Attack action instead of a Move.

## Game length

Six rounds.`,
  },
  {
    title: 'Night of Lanterns',
    markdown: `*Down in the Undercity, light is the only thing worth fighting over.*

## Battlefield

Dense terrain: ruins, pillars and rubble, at least eight pieces. Place five lantern markers, one in
the centre and one in the middle of each table quarter.

## Deployment

Deploy in opposite corners, within 9" of your corner. Players alternate placing units, starting
with the player who lost the roll-off.

## Darkness

- Ranged attacks beyond 10" are impossible unless the target is lit.
- A lantern **held** by a player lights everything within 6" of it.
- The Lanternborn's *Flare* tactic lights its targets as usual.

## Objectives

At the end of each round, a lantern is held by the player with the most units within 3" of it; a
tie leaves it dark.

| Lanterns held at the end of a round | Victory points that round |
|---|---|
| 1 | 1 |
| 2 | 3 |
| 3 or more | 5 |

## Game length

Five rounds. In round 5 the centre lantern counts twice.`,
  },
];

/**
 * A demo roster, built at seed time from the seeded units (so it always matches them) and shared
 * as a link: a page's markdown names it by `{{roster:key}}` on a line of its own. Its lines stand
 * in its formations, named by index.
 */
export interface DemoRoster {
  key: string;
  faction: string;
  name: string;
  pointLimit: number;
  formations: { name: string }[];
  units: { unitName: string; count: number; formation: number }[];
}

/** The formations of a demo roster, in order, each with its units and their counts. */
type DemoFormations = Record<string, Record<string, number>>;

/** A demo roster written as its formations, each naming its units' counts. */
function demoRoster({
  formations,
  ...roster
}: Omit<DemoRoster, 'formations' | 'units'> & { formations: DemoFormations }): DemoRoster {
  const groups = Object.entries(formations);
  return {
    ...roster,
    formations: groups.map(([name]) => ({ name })),
    units: groups.flatMap(([, units], formation) =>
      Object.entries(units).map(([unitName, count]) => ({ unitName, count, formation })),
    ),
  };
}

export const DEMO_ROSTERS: DemoRoster[] = [
  demoRoster({
    key: 'caer-dun-wardens',
    faction: 'Iron Wardens of Kell',
    name: 'Caer Dun Shield Line',
    pointLimit: 300,
    formations: {
      'Shield Line': { 'Shield Warden': 8, 'Pike Warden': 4 },
      "Captain's Guard": {
        'Shield-Captain': 1,
        'Anvil Engine': 1,
        'Forge Priest': 1,
        'Crossbow Warden': 4,
      },
    },
  }),
  demoRoster({
    key: 'caer-dun-raiders',
    faction: 'Ashfall Raiders',
    name: "Grisk's Bridge Breakers",
    pointLimit: 300,
    formations: {
      Warband: { Warboss: 1, 'Scrap Rig': 1, Mekwright: 1, Rocketeer: 5 },
      Outriders: { Outrider: 4 },
      'Rat Pack': { 'Dust Rat': 8 },
    },
  }),
  demoRoster({
    key: 'greenway-chorus',
    faction: 'The Verdant Choir',
    name: 'Greenway Chorus',
    pointLimit: 200,
    formations: {
      'The Grove': { 'Moth Herald': 1, Wardtree: 1, 'Choir Singer': 1, 'Briar Stalker': 2 },
      'Thorn Screen': { Thornling: 6 },
    },
  }),
  demoRoster({
    // Breaks three rules on purpose, so a reader sees how the roster tool explains them.
    key: 'tangled-grove',
    faction: 'The Verdant Choir',
    name: 'A Tangled Grove',
    pointLimit: 200,
    formations: {
      'Old Growth': { Wardtree: 2, 'Choir Singer': 1 },
      'Thorn Screen': { Thornling: 4, 'Briar Stalker': 1 },
    },
  }),
  demoRoster({
    key: 'undercity-survey',
    faction: 'Lanternborn Expedition',
    name: 'Undercity Survey Team',
    pointLimit: 200,
    formations: {
      'Survey Party': { Cartographer: 1, 'Sunlance Team': 1, 'Glow Drone': 2, 'Arc Warden': 2 },
      'Lamp Line': { Lamplighter: 5, 'Wick Tender': 1 },
    },
  }),
];

/** The tag of the default lore collection of a page type: the demo pages fill both. */
function loreTag(type: PageType): string {
  const collection = LORE_COLLECTIONS.find((item) => item.type === type);
  if (!collection) throw new Error(`no default lore collection lists ${type} pages`);
  return collection.tag;
}
const WORLD = loreTag('lore');
const REPORT = loreTag('batrep');
/** A lore page tagged 'story' comes first in its collection's tabs. */
const STORY = 'story';

export interface DemoPage {
  title: string;
  type: PageType;
  tags: string[];
  markdown: string;
}

export const DEMO_PAGES: DemoPage[] = [
  {
    title: 'The Shattered Moon',
    type: 'lore',
    tags: [WORLD, STORY],
    markdown: `The moon cracked on a windless night, and the world has not been quiet since.

Its light now falls in three colours, and under each colour different things grow, wake or march.
The forge-cities shut their gates. The forests began to sing. The wastes caught fire and never went
out. Beneath the capital, something in the dark began to glow.

> "We counted the pieces of the moon that night. We have been counting the cost ever since."
> — from the *Chronicle of Kell*

Three hundred years later the gates of Kell opened again, and the factions of the broken world met
on the roads between them. This is the story of what happened next, told by those who fight over
what is left.`,
  },
  {
    title: 'A Gazetteer of the Known Lands',
    type: 'lore',
    tags: [WORLD],
    markdown: `## Kell

A mountain of forges and the home of the **Iron Wardens**. Its roads are paved, its walls are
manned, and its gates open only for trade and war.

## The Greenway

A forest that walks. The **Verdant Choir** sings here, and travellers who listen too long wake up
somewhere else.

## The Ashfall

Burning wastes where the ground is warm to the touch. **Raider** warbands cross it on salvaged
machines, looking for anything worth stripping.

## The Undercity

The dark beneath the capital, older than the city above it, mapped street by street by the
**Lanternborn**.`,
  },
  {
    title: 'The Long Reckoning',
    type: 'lore',
    tags: [WORLD],
    markdown: `Scholars count years from the night the moon cracked: the **Long Reckoning** (LR).

| Year | Event |
|---|---|
| 0 LR | The moon cracks. Kell shuts its gates. |
| 12 LR | The first grove of the Verdant Choir is heard singing. |
| 140 LR | The Ashfall ignites; the first Raider warbands ride out of the smoke. |
| 288 LR | The Lanternborn guild is chartered to map the Undercity. |
| 301 LR | The gates of Kell open. The Caer Dun campaign begins. |

Most battles recorded on this site take place after 300 LR.`,
  },
  {
    title: 'The Caer Dun Campaign',
    type: 'batrep',
    tags: [REPORT, STORY],
    markdown: `When the gates of Kell opened in 301 LR, the first thing to march out was a shield line, and
the first place it marched to was **Caer Dun**: the old stone bridge over the gorge, the only road
from the mountains to the lowlands.

The Raiders got there first. They always do.

The campaign is a chain of scenarios at 300 points a side: **Hold the Bridge**, then **Supply Run**
on the far bank, then, if the Raiders are still in the fight, **Night of Lanterns** in the tunnels
under the gorge.

The first report, *Bridge at Caer Dun*, links both forces' rosters: open them in the roster tool
to play the game yourself.`,
  },
  {
    title: 'Bridge at Caer Dun: Wardens vs Raiders, 300 pts',
    type: 'batrep',
    tags: [REPORT],
    markdown: `**Scenario:** Hold the Bridge. **Points:** 300 a side. **Result:** Wardens 9, Raiders 6.

## The forces

Shield-Captain Odra Vey brought a shield line built to sit on the bridge and refuse to move:

{{roster:caer-dun-wardens}}

Grisk brought everything that could be made to go fast, and a Scrap Rig to pull the bridge down:

{{roster:caer-dun-raiders}}

## Round 1

The Outriders reached the span first, scattergunning the Pike Wardens as they formed up on the east
bank. The Wardens answered with a **Shield Wall** and simply walked onto the bridge behind it.

## Round 3

The Scrap Rig's harpoon dragged the Anvil Engine to the edge of the gorge, but the Engine's cannon
finally found the Rig at point-blank range. The Mekwright could not keep it running.

## Round 5

With the Sappers rule in play, Grisk's Dust Rats made a run at the west end of the bridge. Two
Crossbow Wardens held them off long enough for the Captain to score the span for the third time.

## Result

Wardens 9, Raiders 6. The line held.`,
  },
  {
    title: 'Lanterns in the Dark: Lanternborn vs Choir',
    type: 'batrep',
    tags: [REPORT],
    markdown: `**Scenario:** Night of Lanterns. **Points:** 200 a side. **Result:** Choir 11, Lanternborn 8.

The Lanternborn expected the Undercity to be empty. It was full of roots.

## How it went

- **Round 1:** Glow Drones lit two lanterns at once; the Thornlings could not see to shoot back.
- **Round 3:** the Wardtree walked through a wall, and the centre lantern went dark for good.
- **Round 5:** the Moth Herald's *Silent Wings* put it on the last lantern just before the end.

## Lessons

Light wins the early rounds, but a Wardtree in the middle of the table wins the late ones. Next
time, the Sunlance Team goes in the centre.`,
  },
  {
    title: 'Ruined Watchtower',
    type: 'terrain',
    tags: [],
    markdown: `A 4" x 4" footprint, two storeys high.

| Part | Rules |
|---|---|
| Walls | Block line of sight; units behind them are in cover. |
| Ground floor | Counts as difficult ground. |
| Upper floor | Holds one unit of size 1 or 2, which gains 6" range on its ranged weapons. |

Climbing to the upper floor takes a whole Move action.`,
  },
  {
    title: 'Forest Copse',
    type: 'terrain',
    tags: [],
    markdown: `An irregular area about 6" across.

- **Difficult ground:** units move at half speed inside it, except Verdant Choir units.
- **Cover:** units inside are in cover against ranged attacks from outside.
- **Dense:** line of sight through more than 3" of the copse is blocked.`,
  },
  {
    title: 'Scrap Heap',
    type: 'terrain',
    tags: [],
    markdown: `A low pile of wreckage about 3" across.

- Gives cover to size 1 units.
- Raider units standing on it may use their *Loot It* tactic.
- A unit that ends a Move on it rolls a die: on a 1 it takes 1 damage from sharp metal.`,
  },
  {
    title: 'Writing Your Own Scenario',
    type: 'scenario',
    tags: [],
    markdown: `Good scenarios give both players a reason to move. A few habits help:

1. **One clear objective**, scored every round, so the game never stalls.
2. **A twist** from round 3 (a bridge collapses, the lights go out) to shake up a settled game.
3. **A table** of what scores what: players look it up all game.
4. **Fair deployment:** play it once from each side before you publish it.

Share yours under Scenarios: new scenarios are reviewed by a moderator before they are listed.`,
  },
  {
    title: 'Legal Lists: Formations and Roster Rules',
    type: 'random',
    tags: [],
    markdown: `A roster is more than a pile of units: the roster tool checks it against the game's
formation rule and its faction's own roster rules, and tells you what to fix. It never stops you
building: a list shows **Legal** or how many problems it has, each with the rule and the fix.

## Formations

Units fight in formations. A formation is legal when all its units share one training type, or
when it holds a Leader: then any mix fights together. Support units may join any formation.

## Roster rules

Each faction sets its own rules: the Verdant Choir needs a Leader, at least two formations, no more
than 40% of its points on Heavy units, and a Singer to wake any Wardtree. The rules are listed on
the faction's page, and the roster tool checks them as you build.

This Choir list keeps every rule:

{{roster:greenway-chorus}}

This one breaks three: it has no Leader, spends too much on Wardtrees, and mixes Scouts with a
Shock unit in the Thorn Screen. Open it and follow the fixes:

{{roster:tangled-grove}}

The Lanternborn need a Leader, three Guards and a drone to light the way for their big guns:

{{roster:undercity-survey}}

## At a tournament

Organisers can check a list from its share link: the site gives its own verdict and a short
verification code, so everyone plays the list that was checked.`,
  },
  {
    title: 'Painting Ash-Weathered Metal in Four Steps',
    type: 'random',
    tags: [],
    markdown: `Raider vehicles should look like they have crossed the Ashfall twice. This works on any metal:

| Step | Paint | How |
|---|---|---|
| 1 | Dark iron | Base coat everything metal. |
| 2 | Orange-brown wash | Into every recess and rivet. |
| 3 | Bright silver | Drybrush the edges only. |
| 4 | Grey weathering powder | Dust the lower half, heaviest near the wheels. |

Seal it with matt varnish before the powder, never after: varnish eats powder.`,
  },
];

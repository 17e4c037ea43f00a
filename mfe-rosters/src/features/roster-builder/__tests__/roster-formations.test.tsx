/**
 * The builder's formations and roster rules: formations made, renamed, reordered and dissolved
 * from the keyboard, lines moved between them, a new line joining the formation being built, an
 * old roster arranged by training type; 'Legal' or 'N problems' in the header, each problem beside
 * what it concerns, and nothing refused because of a problem.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Roster, RosterRule } from '@muster/shared-kernel/core';
import { decodeRoster, rosterStore } from '@muster/shared-kernel/client/rosters';
import { MOCK_API_ORIGIN } from '@muster/shared-kernel/testing';
import { exportedFile, formation, formationNames } from '../../../test-render';
import {
  costOf,
  engine,
  faction,
  mockFactionApi,
  warden,
  storedRoster,
} from '../../../test-fixtures';
import { openBuilder } from './open-builder';

const api = mockFactionApi();

/** The site-wide rules the mock API answers. */
function siteRules(rules: RosterRule[]) {
  api.server.use(
    http.get(`${MOCK_API_ORIGIN}/api/ruleset/rosterrules`, () => HttpResponse.json(rules)),
  );
}

const saved = (key: string) => rosterStore.get(key) as Roster;
const formationsOf = (key: string) => ({
  formations: saved(key).formations?.map((f) => f.name),
  lines: saved(key).unit_list.map((entry) => `${entry.obj.unitName}:${entry.formation}`),
});
/** Waits until the store holds the roster with these formations and its lines in them. */
const savedWith = (key: string, formations: string[], lines: string[]) =>
  waitFor(() => expect(formationsOf(key)).toEqual({ formations, lines }));
const legality = () => screen.getByTestId('roster-legality');
/** The texts of a list's items, in order. */
const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A roster of a warden in 'Front' and an engine in 'Back'. */
const twoFormations = () =>
  storedRoster(
    [
      { count: 2, obj: warden, formation: 0 },
      { count: 1, obj: engine, formation: 1 },
    ],
    { formations: [{ name: 'Front' }, { name: 'Back' }] },
  );

beforeEach(() => {
  localStorage.clear();
  siteRules([]);
});

describe('formations in the builder', () => {
  it('opens a roster made before formations arranged one formation per training type, and saves it so with its next change', async () => {
    const roster = await storedRoster([
      { count: 2, obj: warden },
      { count: 1, obj: engine },
    ]);
    expect(roster.formations).toBeUndefined();
    const user = await openBuilder(roster.key);
    expect(formationNames()).toEqual(['Infantry', 'Shock']);
    expect(
      within(formation('Infantry')).getByRole('article', { name: 'Shield Warden' }),
    ).toBeVisible();
    expect(within(formation('Shock')).getByRole('article', { name: 'Anvil Engine' })).toBeVisible();
    expect(within(formation('Infantry')).getByText(/^2 units · \d+ pts$/)).toBeInTheDocument();
    // Opening it writes nothing; its next change saves the arrangement with it.
    expect(formationsOf(roster.key)).toEqual({
      formations: undefined,
      lines: ['Shield Warden:undefined', 'Anvil Engine:undefined'],
    });
    await user.click(screen.getByRole('button', { name: 'Add one Anvil Engine' }));
    await savedWith(roster.key, ['Infantry', 'Shock'], ['Shield Warden:0', 'Anvil Engine:1']);
  });

  it("puts a roster's first unit in a new 'Formation 1', and a new line in the formation being built", async () => {
    const roster = await storedRoster([]);
    const user = await openBuilder(roster.key);
    expect(formationNames()).toEqual([]);
    screen.getByRole('button', { name: 'Add one Shield Warden' }).focus();
    await user.keyboard('{Enter}');
    expect(formationNames()).toEqual(['Formation 1']);
    expect(
      within(formation('Formation 1')).getByRole('article', { name: 'Shield Warden' }),
    ).toBeVisible();

    // A new formation is the one being built: the next new line joins it.
    screen.getByRole('button', { name: 'New Formation' }).focus();
    await user.keyboard('{Enter}');
    expect(formationNames()).toEqual(['Formation 1', 'Formation 2']);
    expect(screen.getByRole('radio', { name: 'Building here: Formation 2' })).toBeChecked();
    screen.getByRole('button', { name: 'Add one Anvil Engine' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(formation('Formation 2')).getByRole('article', { name: 'Anvil Engine' }),
    ).toBeVisible();

    // Back to the first: a unit already picked keeps its formation when it gets one more.
    screen.getByRole('radio', { name: 'Building here: Formation 1' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Building here: Formation 1' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add one Anvil Engine' }));
    expect(
      within(formation('Formation 2')).getByLabelText('Quantity of Anvil Engine'),
    ).toHaveTextContent('×2');
    await savedWith(
      roster.key,
      ['Formation 1', 'Formation 2'],
      ['Shield Warden:0', 'Anvil Engine:1'],
    );
  });

  it('keeps the keyboard on a card that moves between the available units and a formation', async () => {
    const roster = await storedRoster([]);
    const user = await openBuilder(roster.key);
    screen.getByRole('button', { name: 'Add one Anvil Engine' }).focus();
    await user.keyboard('{Enter}');
    const add = within(formation('Formation 1')).getByRole('button', {
      name: 'Add one Anvil Engine',
    });
    expect(add).toHaveFocus();
    // Back to zero: the card returns to the available units, and the keyboard with it.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove one Anvil Engine' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const available = screen.getByRole('region', { name: 'Available Units' });
    expect(within(available).getByRole('button', { name: 'Add one Anvil Engine' })).toHaveFocus();
  });

  it('renames a formation inline: Enter saves, Escape leaves it as it was', async () => {
    const roster = await twoFormations();
    const user = await openBuilder(roster.key);
    screen.getByRole('button', { name: 'Rename Front' }).focus();
    await user.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'New name of Front' });
    expect(field).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}Ignored{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New name of Front' })).not.toBeInTheDocument();
    expect(formationNames()).toEqual(['Front', 'Back']);
    expect(screen.getByRole('button', { name: 'Rename Front' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.clear(await screen.findByRole('textbox', { name: 'New name of Front' }));
    await user.keyboard('Vanguard{Enter}');
    expect(formationNames()).toEqual(['Vanguard', 'Back']);
    await waitFor(() => expect(formationsOf(roster.key).formations).toEqual(['Vanguard', 'Back']));
  });

  it('moves formations up and down by keyboard, the focus following the formation', async () => {
    const roster = await twoFormations();
    const user = await openBuilder(roster.key);
    expect(screen.getByRole('button', { name: 'Move Up Front' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Down Back' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Down Front' }).focus();
    await user.keyboard('{Enter}');
    expect(formationNames()).toEqual(['Back', 'Front']);
    // Front is last now: its Move Down is off, so the keyboard waits on its Move Up.
    expect(screen.getByRole('button', { name: 'Move Up Front' })).toHaveFocus();
    expect(
      within(formation('Front')).getByRole('article', { name: 'Shield Warden' }),
    ).toBeVisible();
    await savedWith(roster.key, ['Back', 'Front'], ['Shield Warden:1', 'Anvil Engine:0']);
    await user.keyboard('{Enter}');
    expect(formationNames()).toEqual(['Front', 'Back']);
  });

  it('dissolves a formation: its lines join the one before it', async () => {
    const roster = await twoFormations();
    const user = await openBuilder(roster.key);
    screen.getByRole('button', { name: 'Dissolve Back' }).focus();
    await user.keyboard('{Enter}');
    expect(formationNames()).toEqual(['Front']);
    expect(within(formation('Front')).getByRole('article', { name: 'Anvil Engine' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Front' })).toHaveFocus();
    // The only formation, holding lines, cannot be dissolved: its lines would have nowhere to go.
    expect(screen.queryByRole('button', { name: 'Dissolve Front' })).not.toBeInTheDocument();
    await savedWith(roster.key, ['Front'], ['Shield Warden:0', 'Anvil Engine:0']);
  });

  it("moves a line to another formation with its card's Formation select", async () => {
    const roster = await twoFormations();
    const user = await openBuilder(roster.key);
    const select = screen.getByRole('combobox', { name: 'Formation of Anvil Engine' });
    expect(select).toHaveDisplayValue('Back');
    await user.selectOptions(select, 'Front');
    expect(within(formation('Front')).getByRole('article', { name: 'Anvil Engine' })).toBeVisible();
    expect(within(formation('Back')).queryByRole('article')).not.toBeInTheDocument();
    expect(within(formation('Back')).getByText(/No units here yet/)).toBeInTheDocument();
    await waitFor(() =>
      expect(formationsOf(roster.key).lines).toEqual(['Shield Warden:0', 'Anvil Engine:0']),
    );
  });
});

describe('formations travel with the roster', () => {
  it('keeps formations and each line’s formation through Export File and an import', async () => {
    const roster = await twoFormations();
    const user = await openBuilder(roster.key);
    const { text } = await exportedFile(user);
    const imported = await rosterStore.importFile(text);
    if (!imported.ok) throw new Error(imported.error);
    expect(formationsOf(imported.roster.key)).toEqual({
      formations: ['Front', 'Back'],
      lines: ['Shield Warden:0', 'Anvil Engine:1'],
    });
  });

  it('keeps them through a share link opened and added to my rosters', async () => {
    const roster = await twoFormations();
    const user = await openBuilder(roster.key);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Share Link' }));
    const link = ((await screen.findByLabelText('Share link')) as HTMLInputElement).value;
    const opened = await decodeRoster(link.slice(link.indexOf('#share=') + '#share='.length));
    if (!opened.ok) throw new Error(opened.error);
    // What Add to My Rosters stores.
    const { version: _version, ...file } = opened.file;
    const added = await rosterStore.create(file);
    if (!added.ok) throw new Error(added.error);
    expect(formationsOf(added.roster.key)).toEqual({
      formations: ['Front', 'Back'],
      lines: ['Shield Warden:0', 'Anvil Engine:1'],
    });
  });
});

describe('roster rules in the builder', () => {
  it("says 'Legal' when the roster breaks no rule", async () => {
    const roster = await twoFormations();
    await openBuilder(roster.key);
    expect(legality()).toHaveTextContent('Legal');
    expect(screen.queryByRole('region', { name: 'Problems' })).not.toBeInTheDocument();
  });

  it('counts going over the point limit as a problem with its fix, beside the red total', async () => {
    const over = 5;
    const roster = await storedRoster([{ count: 3, obj: warden, formation: 0 }], {
      formations: [{ name: 'Front' }],
      point_limit: costOf(warden) * 3 - over,
    });
    const user = await openBuilder(roster.key);
    expect(screen.getByTestId('roster-total')).toHaveClass('roster-total--over');
    expect(legality()).toHaveTextContent('1 problem');
    expect(legality()).toHaveClass('roster-legality--not');
    const message = `Over the point limit by ${over} pts: remove units worth at least ${over} pts`;
    expect(itemTexts(screen.getByRole('region', { name: 'Problems' }))).toEqual([message]);
    // It is about the whole list: no card or formation repeats it.
    expect(screen.getAllByText(message)).toHaveLength(1);

    // One Warden fewer is within the limit: legal again.
    await user.click(screen.getByRole('button', { name: 'Remove one Shield Warden' }));
    expect(screen.getByTestId('roster-total')).toHaveClass('roster-total--within');
    expect(legality()).toHaveTextContent('Legal');
    expect(screen.queryByRole('region', { name: 'Problems' })).not.toBeInTheDocument();
  });

  it('reads a point limit of 0 as none: any total is legal', async () => {
    const roster = await storedRoster([{ count: 3, obj: warden, formation: 0 }], {
      formations: [{ name: 'Front' }],
      point_limit: 0,
    });
    await openBuilder(roster.key);
    expect(legality()).toHaveTextContent('Legal');
  });

  it("counts the problems, lists them in the rules' words, and shows each beside its unit or formation", async () => {
    siteRules([{ kind: 'max', subject: { keyword: 'Infantry' }, count: 1 }]);
    api.db.factions = [
      { ...faction, rosterRules: [{ kind: 'min', subject: { keyword: 'Leader' }, count: 1 }] },
    ];
    const roster = await storedRoster(
      [
        { count: 2, obj: warden, formation: 0 },
        { count: 1, obj: engine, formation: 0 },
      ],
      { formations: [{ name: 'Front' }] },
    );
    const user = await openBuilder(roster.key);
    await waitFor(() => expect(legality()).toHaveTextContent('3 problems'));
    const messages = [
      'Take at most 1 Infantry: you have 2',
      'Take at least 1 Leader: you have 0',
      'Front mixes Infantry and Shock: add a Leader or move the Shock',
    ];
    const list = screen.getByRole('region', { name: 'Problems' });
    expect(itemTexts(list)).toEqual(messages);
    const wardenCard = screen.getByRole('article', { name: 'Shield Warden' });
    expect(within(wardenCard).getByText(messages[0] as string)).toBeInTheDocument();
    expect(within(wardenCard).queryByText(messages[2] as string)).not.toBeInTheDocument();
    const engineCard = screen.getByRole('article', { name: 'Anvil Engine' });
    expect(within(engineCard).getByText(messages[2] as string)).toBeInTheDocument();
    // The formation's problem shows in its section, outside the cards too.
    const front = formation('Front');
    expect(
      within(front)
        .getAllByText(messages[2] as string)
        .some((note) => !note.closest('article')),
    ).toBe(true);

    // Nothing is refused because of a problem: + still adds, and the count follows.
    const add = screen.getByRole('button', { name: 'Add one Shield Warden' });
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.getByLabelText('Quantity of Shield Warden')).toHaveTextContent('×3');
    expect(
      screen.getByText('Take at most 1 Infantry: you have 3', { selector: 'li' }),
    ).toBeVisible();

    // Moving the engine away settles the formation's problem: one fewer.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Formation of Anvil Engine' }),
      'Front',
    );
    await user.click(screen.getByRole('button', { name: 'New Formation' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Formation of Anvil Engine' }),
      'Formation 2',
    );
    expect(legality()).toHaveTextContent('2 problems');
    await user.click(screen.getByRole('button', { name: 'Remove one Shield Warden' }));
    await user.click(screen.getByRole('button', { name: 'Remove one Shield Warden' }));
    expect(legality()).toHaveTextContent('1 problem');
    expect(legality()).not.toHaveTextContent('problems');
  });
});

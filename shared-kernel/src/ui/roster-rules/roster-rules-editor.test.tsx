import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import type { RosterRule, Unit } from '@muster/shared-kernel/core';
import { ENGINE, SCOUT, WARDEN } from '@muster/shared-kernel/testing';
import { RosterRulesEditor, type RosterRulesEditorProps } from './roster-rules-editor.js';
import { rosterRulesProblem } from './rule-drafts.js';

const UNITS: Unit[] = [
  { ...SCOUT, keywords: ['Recon'] },
  { ...WARDEN, keywords: ['Elite', 'Guard'] },
  { ...ENGINE, keywords: ['Artillery'] },
];

/** The editor with its rules kept in state, and the rules it built shown as JSON. */
function Harness({
  initial = [],
  ...props
}: { initial?: RosterRule[] } & Omit<RosterRulesEditorProps, 'rules' | 'onChange'>) {
  const [rules, setRules] = useState<RosterRule[]>(initial);
  return (
    <>
      <RosterRulesEditor rules={rules} onChange={setRules} {...props} />
      <output data-testid="rules">{JSON.stringify(rules)}</output>
    </>
  );
}

const built = () => JSON.parse(screen.getByTestId('rules').textContent ?? '[]') as RosterRule[];
const rule = (n: number) => screen.getByRole('group', { name: `Rule ${n}` });

async function retypeIn(group: HTMLElement, label: string, text: string) {
  const box = within(group).getByLabelText(label);
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
}

describe('RosterRulesEditor', () => {
  it('adds a rule that reads "Take at least 1 Leader" to start with', async () => {
    render(<Harness units={UNITS} />);
    expect(screen.getByText('No roster rules yet: any roster is legal.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(built()).toEqual([{ kind: 'min', subject: { keyword: 'Leader' }, count: 1 }]);
    expect(within(rule(1)).getByText('Take at least 1 Leader')).toBeInTheDocument();
    // The new rule's first control takes the focus.
    expect(within(rule(1)).getByLabelText('Kind')).toHaveFocus();
  });

  const kinds: Array<{
    kind: string;
    fill: (group: HTMLElement) => Promise<void>;
    rule: RosterRule;
    sentence: string;
  }> = [
    {
      kind: 'Take at least',
      fill: async (group) => {
        await userEvent.selectOptions(within(group).getByLabelText('Counts'), 'Scout');
        await retypeIn(group, 'Copies', '2');
      },
      rule: { kind: 'min', subject: { unit: SCOUT._id }, count: 2 },
      sentence: 'Take at least 2 Scout',
    },
    {
      kind: 'Take at most',
      fill: async (group) => {
        await userEvent.selectOptions(
          within(group).getByLabelText('Counts'),
          'Each unit on its own',
        );
        await retypeIn(group, 'Copies', '3');
      },
      rule: { kind: 'max', subject: { each: true }, count: 3 },
      sentence: 'Take at most 3 of any one unit',
    },
    {
      kind: 'At most N per P points',
      fill: async (group) => {
        await retypeIn(group, 'Keyword', 'Artillery');
        await retypeIn(group, 'Per points', '500');
      },
      rule: { kind: 'perPoints', subject: { keyword: 'Artillery' }, count: 1, points: 500 },
      sentence: 'Take at most 1 Artillery per 500 points',
    },
    {
      kind: 'At most X % of the points',
      fill: async (group) => {
        await retypeIn(group, 'Keyword', 'Elite');
        await retypeIn(group, 'Percent', '30');
      },
      rule: { kind: 'percent', subject: { keyword: 'Elite' }, percent: 30 },
      sentence: 'Spend at most 30% of the points on Elite',
    },
    {
      kind: 'At least N formations',
      fill: (group) => retypeIn(group, 'Formations', '3'),
      rule: { kind: 'minFormations', count: 3 },
      sentence: 'Field at least 3 formations',
    },
    {
      kind: 'At most N units per formation',
      fill: (group) => retypeIn(group, 'Units', '5'),
      rule: { kind: 'formationSize', count: 5 },
      sentence: 'Put at most 5 units in each formation',
    },
    {
      kind: 'Requires',
      fill: async (group) => {
        await userEvent.selectOptions(within(group).getByLabelText('Fielding'), 'Anvil Engine');
        await retypeIn(group, 'Needed keyword', 'Guard');
      },
      rule: { kind: 'requires', subject: { unit: ENGINE._id }, needs: { keyword: 'Guard' } },
      sentence: 'Take at least 1 Guard to field Anvil Engine',
    },
  ];

  it.each(kinds)('builds "$kind" from its choices and shows its sentence', async (kind) => {
    render(<Harness units={UNITS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Rule' }));
    await userEvent.selectOptions(within(rule(1)).getByLabelText('Kind'), kind.kind);
    await kind.fill(rule(1));
    expect(built()).toEqual([kind.rule]);
    expect(within(rule(1)).getByText(kind.sentence)).toBeInTheDocument();
    expect(rosterRulesProblem(built())).toBeUndefined();
  });

  it('holds numbers to their limits and keywords to their characters, without a sentence meanwhile', async () => {
    render(<Harness units={UNITS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Rule' }));
    const copies = within(rule(1)).getByLabelText('Copies');
    expect(copies).toHaveAttribute('min', '1');
    expect(copies).toHaveAttribute('max', '999');

    await retypeIn(rule(1), 'Copies', '');
    expect(within(rule(1)).getByRole('alert')).toHaveTextContent('Copies is required');
    expect(within(rule(1)).getByText('Complete the rule to read it.')).toBeInTheDocument();
    expect(rosterRulesProblem(built())).toBe('Rule 1: Copies is required');

    await retypeIn(rule(1), 'Copies', '1000');
    expect(within(rule(1)).getByRole('alert')).toHaveTextContent('Copies must be from 1 to 999');
    await retypeIn(rule(1), 'Copies', '4');
    expect(within(rule(1)).queryByRole('alert')).not.toBeInTheDocument();

    await retypeIn(rule(1), 'Keyword', 'Elite!');
    expect(within(rule(1)).getByRole('alert')).toHaveTextContent(
      'Keyword may hold only letters, digits, spaces and -',
    );
    await retypeIn(rule(1), 'Keyword', '  Elite  ');
    await userEvent.tab();
    expect(built()).toEqual([{ kind: 'min', subject: { keyword: 'Elite' }, count: 4 }]);
    expect(within(rule(1)).getByText('Take at least 4 Elite')).toBeInTheDocument();
  });

  it("suggests the units' keywords and the training types' names", () => {
    render(
      <Harness units={UNITS} initial={[{ kind: 'max', subject: { keyword: 'E' }, count: 1 }]} />,
    );
    const box = within(rule(1)).getByLabelText('Keyword');
    const list = document.getElementById(box.getAttribute('list') ?? '');
    const offered = [...(list?.querySelectorAll('option') ?? [])].map((o) => o.value);
    expect(offered).toEqual(
      expect.arrayContaining(['Recon', 'Elite', 'Guard', 'Artillery', 'Leader', 'Infantry']),
    );
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('offers no unit of the faction for site-wide rules (allowUnits=false)', async () => {
    render(<Harness allowUnits={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Rule' }));
    const counts = within(rule(1)).getByLabelText('Counts');
    expect(
      within(counts)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Units with a keyword', 'Each unit on its own']);
    await userEvent.selectOptions(within(rule(1)).getByLabelText('Kind'), 'Take at most');
    await userEvent.selectOptions(counts, 'Each unit on its own');
    await retypeIn(rule(1), 'Copies', '3');
    expect(built()).toEqual([{ kind: 'max', subject: { each: true }, count: 3 }]);
    // Without units there is no sample roster to try.
    expect(screen.queryByRole('region', { name: 'Sample roster' })).not.toBeInTheDocument();
  });

  it('moves rules up and down and removes them, the focus following, by keyboard alone', async () => {
    const initial: RosterRule[] = [
      { kind: 'minFormations', count: 2 },
      { kind: 'formationSize', count: 6 },
      { kind: 'max', subject: { keyword: 'Elite' }, count: 2 },
    ];
    render(<Harness units={UNITS} initial={initial} />);
    const sentences = () =>
      screen
        .getAllByRole('group', { name: /^Rule \d+$/ })
        .map((group) => group.querySelector('.roster-rule-sentence')?.textContent);
    expect(within(rule(1)).getByRole('button', { name: 'Move rule 1 up' })).toBeDisabled();
    expect(within(rule(3)).getByRole('button', { name: 'Move rule 3 down' })).toBeDisabled();

    within(rule(1)).getByRole('button', { name: 'Move rule 1 down' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(built().map((r) => r.kind)).toEqual(['formationSize', 'minFormations', 'max']);
    expect(screen.getByRole('button', { name: 'Move rule 2 down' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(built().map((r) => r.kind)).toEqual(['formationSize', 'max', 'minFormations']);
    // At the bottom its Down is disabled: the focus goes to its Up.
    expect(screen.getByRole('button', { name: 'Move rule 3 up' })).toHaveFocus();
    expect(sentences()).toEqual(
      [
        'Put at most 6 units in each formation',
        'Take at most 2 Elite',
        'Field at least 2 formations',
      ].map((s) => `Players read: ${s}`),
    );

    screen.getByRole('button', { name: 'Remove rule 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(built().map((r) => r.kind)).toEqual(['formationSize', 'minFormations']);
    expect(screen.getByRole('button', { name: 'Remove rule 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove rule 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(built()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add Rule' })).toHaveFocus();
  });

  it('keeps a rule naming a unit the faction no longer has, saying so', () => {
    render(
      <Harness units={UNITS} initial={[{ kind: 'max', subject: { unit: 'gone-id' }, count: 1 }]} />,
    );
    expect(within(rule(1)).getByLabelText('Counts')).toHaveDisplayValue(
      'A unit no longer in the faction',
    );
    expect(
      within(rule(1)).getByText('Take at most 1 a unit no longer in the faction'),
    ).toBeInTheDocument();
  });
});

describe('the sample roster check', () => {
  const verdict = () => screen.getByRole('status', { name: 'Sample roster verdict' });

  it('starts with one of each unit and shows the problems live, or Legal', async () => {
    render(
      <Harness units={UNITS} initial={[{ kind: 'max', subject: { unit: SCOUT._id }, count: 1 }]} />,
    );
    const sample = screen.getByRole('region', { name: 'Sample roster' });
    for (const unit of UNITS)
      expect(within(sample).getByLabelText(`Count of ${unit.unitName}`)).toHaveValue(1);
    expect(verdict()).toHaveTextContent('Legal');

    const scouts = within(sample).getByLabelText('Count of Scout');
    await userEvent.clear(scouts);
    await userEvent.type(scouts, '3');
    expect(verdict()).toHaveTextContent('1 problem');
    expect(within(verdict()).getByRole('listitem')).toHaveTextContent(
      'Take at most 1 Scout: you have 3',
    );

    // A rule edited follows at once.
    await retypeIn(rule(1), 'Copies', '3');
    expect(verdict()).toHaveTextContent('Legal');
  });

  it("checks the site-wide rules first, and the point rules with the units' points", async () => {
    const unitPoints = new Map([
      [SCOUT._id, 10],
      [WARDEN._id, 20],
      [ENGINE._id, 70],
    ]);
    render(
      <Harness
        units={UNITS}
        unitPoints={unitPoints}
        siteRules={[{ kind: 'min', subject: { keyword: 'Leader' }, count: 1 }]}
        initial={[{ kind: 'percent', subject: { keyword: 'Artillery' }, percent: 50 }]}
      />,
    );
    const sample = screen.getByRole('region', { name: 'Sample roster' });
    expect(within(sample).getByRole('row', { name: /Anvil Engine 70/ })).toBeInTheDocument();
    // The site-wide rule first; the share of the points counts the engine's 70 of 100 points.
    const [site, share] = within(verdict()).getAllByRole('listitem');
    expect(site).toHaveTextContent('Take at least 1 Leader: you have 0');
    expect(share).toHaveTextContent(/^Spend at most 50% of the points on Artillery\b.*\b70\b/);
    await userEvent.clear(within(sample).getByLabelText('Point limit'));
    await userEvent.type(within(sample).getByLabelText('Point limit'), '200');
    expect(within(verdict()).getAllByRole('listitem')).toHaveLength(1);
    expect(verdict()).toHaveTextContent('1 problem');
  });
});

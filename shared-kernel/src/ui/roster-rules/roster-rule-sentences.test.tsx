import { render, screen, within } from '@testing-library/react';
import { SCOUT } from '@muster/shared-kernel/testing';
import { RosterRuleSentences } from './roster-rule-sentences.js';

describe('RosterRuleSentences', () => {
  it('lists the rules as the players read them, naming units by name', () => {
    render(
      <RosterRuleSentences
        label="Roster rules of the faction"
        units={[SCOUT]}
        rules={[
          { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
          { kind: 'max', subject: { unit: SCOUT._id }, count: 2 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Roster rules of the faction' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Take at least 1 Leader', 'Take at most 2 Scout']);
  });
});

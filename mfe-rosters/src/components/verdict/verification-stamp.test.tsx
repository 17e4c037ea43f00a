import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { exportRoster } from '@muster/shared-kernel/client/rosters';
import { formatDateTime, type Roster } from '@muster/shared-kernel/core';
import { renderAt } from '../../test-render';
import { mockFactionApi, rosterOf, warden } from '../../test-fixtures';
import { VerificationStamp } from './verification-stamp';
import { NEEDS_CONNECTION_TEXT } from './verdict-texts';

const api = mockFactionApi();

const roster: Roster = {
  key: 'roster_iron-wardens_1',
  created: 1,
  ...rosterOf([{ count: 3, obj: warden }], { name: 'Printed Wall' }),
};

const stamp = () => screen.getByRole('complementary', { name: "The server's verdict" });

describe('VerificationStamp', () => {
  it('shows the verdict on a roster file: version, date, its problems and the code', async () => {
    api.db.ruleset = {
      ...api.db.ruleset,
      rosterRules: [{ kind: 'min', subject: { keyword: 'Leader' }, count: 1 }],
    };
    renderAt('/roster/x', <VerificationStamp file={exportRoster(roster)} />);
    const code = await within(stamp()).findByRole('link', { name: /^[0-9A-Z]{4}-[0-9A-Z]{4}$/ });
    expect(code).toHaveAttribute('href', `/verify/${code.textContent}`);
    const verdict = api.db.verdicts?.[0];
    expect(stamp()).toHaveTextContent(
      `Iron Wardens · version 1 · checked ${formatDateTime(verdict?.checkedAt ?? '')}`,
    );
    expect(stamp()).toHaveTextContent('1 problem');
    expect(within(stamp()).getByRole('listitem')).toHaveTextContent(
      'Take at least 1 Leader: you have 0',
    );
    expect(api.requests).toEqual(['POST /api/rosters/verify']);
  });

  it('asks the server once for the same roster shown twice', async () => {
    const file = exportRoster(roster);
    renderAt(
      '/roster/x',
      <>
        <VerificationStamp file={file} />
        <VerificationStamp file={{ ...file }} />
      </>,
    );
    expect(await screen.findAllByText('Legal')).toHaveLength(2);
    expect(api.requests).toEqual(['POST /api/rosters/verify']);
  });

  it("says why there is no verdict: the server's message", async () => {
    renderAt('/roster/x', <VerificationStamp link="not-a-share-link" />);
    expect(await within(stamp()).findByText(/This share link is broken/)).toBeInTheDocument();
  });

  it('says offline that the verdict needs a connection', () => {
    act(() => onlineManager.setOnline(false));
    try {
      renderAt('/roster/x', <VerificationStamp file={exportRoster(roster)} />);
      expect(stamp()).toHaveTextContent(NEEDS_CONNECTION_TEXT);
      expect(api.requests).toEqual([]);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });
});

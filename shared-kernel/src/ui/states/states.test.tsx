import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Empty, LoadError, Loading, STATE_TEXTS } from './states.js';

describe('the loading, empty and error states', () => {
  it('say the loading, empty and error texts word for word', () => {
    expect(STATE_TEXTS).toMatchObject({
      loading: 'Loading...',
      nothingToShow: "There's nothing to show...",
      nothingHere: "There doesn't seem to be anything here...",
      factionError: 'Error loading faction...',
      scenarioError: 'Error loading scenario...',
      pageError: 'Error loading page...',
      formulaError: 'Problem Loading Formula',
      rosterNotFound: 'Roster Not Found...',
      noRuleset: 'No Ruleset Data',
    });
  });

  it("says 'You are offline' instead of 'Loading...' while offline, and loads on again", () => {
    render(<Loading />);
    try {
      act(() => onlineManager.setOnline(false));
      expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("announces 'Loading...' as a status", () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("says 'There's nothing to show...' for an empty list unless told another text", () => {
    const { rerender } = render(<Empty />);
    expect(screen.getByText("There's nothing to show...")).toHaveClass('status');
    rerender(<Empty text={STATE_TEXTS.nothingHere} />);
    expect(screen.getByText("There doesn't seem to be anything here...")).toBeInTheDocument();
  });

  it('heads a failed screen with its text, as an alert, with anything else below', () => {
    render(
      <LoadError title={STATE_TEXTS.factionError}>
        <a href="/factionlist/1">All factions</a>
      </LoadError>,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error loading faction...');
    expect(alert).toContainElement(screen.getByRole('link', { name: 'All factions' }));
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MOCK_API_ORIGIN, mockApi, renderScreen, signIn } from '@muster/shared-kernel/testing';
import { OFFICIAL_FORMULA, officialEachTest } from '@muster/shared-kernel/testing';
import { RulesetPage } from './ruleset-page';

const LONG_RULES = `# Skirmish Rules

Intro.

## What you need

Dice.

## The round

1. Initiative.

### Knack rolls

Roll.

## Winning

Score.
`;

const api = mockApi(() => ({
  formulas: [OFFICIAL_FORMULA],
  ruleset: { markdown: LONG_RULES, activePointFormula: OFFICIAL_FORMULA._id },
}));

function renderPage(hideLink?: boolean) {
  return renderScreen(<RulesetPage hideLink={hideLink} />);
}

officialEachTest();

describe('RulesetPage', () => {
  it('shows Loading... then the rules, the logo and the active formula link', async () => {
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Skirmish Rules' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Muster Ruleset' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Official Formula' });
    expect(link).toHaveAttribute('href', `/editformula/${OFFICIAL_FORMULA._id}`);
    expect(screen.getByText(/last updated/)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('builds a table of contents for long rules, linking to each section', async () => {
    renderPage();
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'What you need',
      'The round',
      'Knack rolls',
      'Winning',
    ]);
    expect(links[1]).toHaveAttribute('href', '#rules-the-round');
    expect(screen.getByRole('heading', { name: 'The round' })).toHaveAttribute(
      'id',
      'rules-the-round',
    );
  });

  it('has no table of contents for short rules', async () => {
    api.db.ruleset = {
      markdown: '# Short\n\n## Only part\n\nText.',
      activePointFormula: OFFICIAL_FORMULA._id,
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Only part' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
  });

  it('hides the formula link when hideLink is set', async () => {
    renderPage(true);
    await screen.findByRole('heading', { name: 'Skirmish Rules' });
    expect(screen.queryByRole('link', { name: 'Official Formula' })).not.toBeInTheDocument();
  });

  it("says 'No Ruleset Data' when the rules are empty or cannot be loaded", async () => {
    api.db.ruleset = { markdown: '  ', activePointFormula: null };
    const { unmount } = renderPage();
    expect(await screen.findByText('No Ruleset Data')).toBeInTheDocument();
    expect(screen.getByText(/default point formula/)).toBeInTheDocument();
    unmount();
    api.fail('get', '/api/ruleset/');
    renderPage();
    expect(await screen.findByText('No Ruleset Data')).toBeInTheDocument();
  });

  it("offers 'Edit Rules' to the administrator only", async () => {
    signIn('mod', ['mod']);
    const { unmount } = renderPage();
    await screen.findByRole('heading', { name: 'Skirmish Rules' });
    expect(screen.queryByRole('link', { name: 'Edit Rules' })).not.toBeInTheDocument();
    unmount();
    signIn('admin', ['admin', 'mod', 'publisher']);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Edit Rules' })).toHaveAttribute(
      'href',
      '/editrules',
    );
  });

  // The page shows the HTML the server rendered and never renders markdown itself.
  it('shows the rules as the server rendered them, with their table of contents', async () => {
    const html = ['<h1>Served</h1>', '<h2>One</h2>', '<h2>Two</h2>', '<h3>Three <em>b</em></h3>'];
    api.server.use(
      http.get(`${MOCK_API_ORIGIN}/api/ruleset/`, () =>
        HttpResponse.json({ ...api.db.ruleset, html: html.join('\n') }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Served' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Skirmish Rules' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Three b' }).closest('.markdown')).not.toBeNull();
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['One', 'Two', 'Three b']);
    expect(screen.getByRole('heading', { name: 'Three b' })).toHaveAttribute('id', 'rules-three-b');
  });

  it('drops unsafe links in the rules', async () => {
    api.db.ruleset = {
      markdown: '[click](javascript:alert(1)) and [home](/ruleset)',
      activePointFormula: null,
    };
    renderPage();
    expect(await screen.findByRole('link', { name: 'home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
  });
});

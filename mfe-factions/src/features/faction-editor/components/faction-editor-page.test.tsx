import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as kernel from '@muster/shared-kernel/client';
import * as core from '@muster/shared-kernel/core';
import { FACTION, signIn, signOut, stubFetch } from '@muster/shared-kernel/testing';
import { renderApp } from '../../../test/render';

jest.mock('@muster/shared-kernel/client', () => ({
  ...jest.requireActual<typeof import('@muster/shared-kernel/client')>(
    '@muster/shared-kernel/client',
  ),
  getFaction: jest.fn(),
  saveFaction: jest.fn(),
  uploadImage: jest.fn(),
}));

const api = kernel as jest.Mocked<typeof kernel>;
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  stubFetch();
  api.saveFaction.mockImplementation(async (payload) => ({
    ...FACTION,
    ...payload,
    slug: 'new-slug',
    acl: { author: 'vex', editors: payload.acl?.editors ?? [] },
  }));
});
afterEach(() => {
  signOut();
  jest.clearAllMocks();
});

describe('Faction Editor', () => {
  it('sends visitors to the login page and tells non-publishers how to become one', async () => {
    renderApp('/newfaction');
    expect(await screen.findByRole('heading', { name: 'Login page /login' })).toBeInTheDocument();
  });

  it('tells a signed-in user who is not a publisher how to become one', async () => {
    signIn('reader');
    renderApp('/newfaction');
    expect(await screen.findByText(/Only publishers create factions/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('requires a title, then creates a draft with tactics and effects and opens it', async () => {
    signIn('vex', ['publisher']);
    renderApp('/newfaction');
    expect(await screen.findByRole('heading', { name: 'Faction Editor' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General Information',
      'Tactics',
      'Environment Effects',
      'Lore',
    ]);
    expect(screen.getByRole('checkbox', { name: /Public/ })).not.toBeChecked();

    await userEvent.click(screen.getByRole('tab', { name: 'Tactics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Tactic' }));
    const tactic = screen.getByRole('group', { name: 'Tactic 1' });
    for (const name of ['Name', 'Knack', 'Description'])
      expect(within(tactic).getByLabelText(name)).toHaveValue(name === 'Knack' ? null : '');
    await userEvent.type(within(tactic).getByLabelText('Name'), 'Shield Wall');
    await userEvent.type(within(tactic).getByLabelText('Knack'), '3');

    await userEvent.click(screen.getByRole('tab', { name: 'Environment Effects' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Environment Effect' }));
    const effect = screen.getByRole('group', { name: 'Environment effect 1' });
    await userEvent.type(within(effect).getByLabelText('Name'), 'Ash Storm');
    await userEvent.type(within(effect).getByLabelText('Round Effect'), 'Ranged knack -1.');

    await userEvent.click(screen.getByRole('tab', { name: 'Lore' }));
    expect(screen.getByRole('textbox', { name: 'Lore' })).toHaveAttribute('rows', '18');
    await userEvent.type(screen.getByRole('textbox', { name: 'Lore' }), '# Oath');

    // No title yet: the editor jumps back to the first tab with the error.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(api.saveFaction).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Title'), 'Iron Wardens');
    await userEvent.type(screen.getByLabelText('Editor username'), 'ada{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Editors' })).getByText('ada'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Public/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(api.saveFaction).toHaveBeenCalledWith(
      {
        title: 'Iron Wardens',
        description: '',
        lore: '# Oath',
        public: true,
        thumbnailURL: '',
        acl: { author: '', editors: ['ada'] },
        anteList: [{ name: 'Shield Wall', knack: 3, description: '' }],
        environmentList: [{ name: 'Ash Storm', description: 'Ranged knack -1.', antePenalty: 0 }],
      },
      undefined,
    );
    await waitFor(() => expect(location()).toBe('/factions/new-slug'));
  });

  it('loads a faction, saves it under its id, and Cancel goes back', async () => {
    signIn('ada', ['publisher']);
    api.getFaction.mockResolvedValue(FACTION);
    renderApp(`/editfaction/${FACTION.slug}`);
    expect(await screen.findByLabelText('Title')).toHaveValue(FACTION.title);
    await userEvent.click(screen.getByRole('button', { name: 'Remove editor ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveFaction).toHaveBeenCalledWith(
      expect.objectContaining({
        title: FACTION.title,
        acl: { author: '', editors: [] },
        anteList: FACTION.anteList,
      }),
      FACTION._id,
    );
    await waitFor(() => expect(location()).toBe('/factions/new-slug'));
  });

  it('Cancel goes back to the previous page without saving', async () => {
    signIn('vex', ['publisher']);
    api.getFaction.mockResolvedValue(FACTION);
    renderApp(`/editfaction/${FACTION.slug}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: /Previous page/ })).toBeInTheDocument();
    expect(api.saveFaction).not.toHaveBeenCalled();
  });

  it("tells other users they cannot edit, and says 'Error loading faction...' when missing", async () => {
    signIn('stranger', ['publisher']);
    api.getFaction
      .mockResolvedValueOnce(FACTION)
      .mockRejectedValueOnce(new kernel.ApiRequestError(500, 'Error: failed'));
    const { unmount } = renderApp(`/editfaction/${FACTION.slug}`);
    expect(await screen.findByText(/Only the author, the listed editors/)).toBeInTheDocument();
    unmount();
    renderApp('/editfaction/missing');
    expect(await screen.findByText('Error loading faction...')).toBeInTheDocument();
  });

  it('uploads a thumbnail by click or drop, and reports rejected files', async () => {
    signIn('vex', ['publisher']);
    api.uploadImage.mockResolvedValue({ file_url: '/api/image/abc.png' });
    renderApp('/newfaction');
    const input = await screen.findByLabelText('Thumbnail file');
    const png = new File(['png'], 'banner.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    expect(api.uploadImage).toHaveBeenCalledWith(png, 'banner.png');
    expect(await screen.findByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
      'src',
      '/api/image/abc.png',
    );

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(input, text);
    expect(await screen.findByText(/^File type must be/)).toBeInTheDocument();
    expect(api.uploadImage).toHaveBeenCalledTimes(1);
  });

  it("keeps the thumbnail when the answer lacks file_url, logging 'wrong result'", async () => {
    signIn('vex', ['publisher']);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.uploadImage.mockResolvedValue({} as core.ImageAnswer);
    renderApp('/newfaction');
    await userEvent.upload(
      await screen.findByLabelText('Thumbnail file'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(log).toHaveBeenCalledWith('wrong result', {}));
    expect(screen.queryByRole('img', { name: 'Current thumbnail' })).not.toBeInTheDocument();
    log.mockRestore();
  });
});

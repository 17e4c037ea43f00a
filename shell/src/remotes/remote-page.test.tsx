import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import type { RemoteAppModule } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// Imported after the mock so the federation module sees the mocked runtime.
import { RemotePage } from './remote-page';

function Rosters() {
  return <h1>Rosters</h1>;
}

describe('RemotePage', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows Loading... and then the remote', async () => {
    const load = jest.fn(async (): Promise<RemoteAppModule> => ({ default: Rosters }));
    render(<RemotePage name="rosters" load={load} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rosters' })).toBeInTheDocument();
  });

  it('shows a fallback with Retry when loading fails, and Retry loads again', async () => {
    const load = jest
      .fn<Promise<RemoteAppModule>, []>()
      .mockRejectedValueOnce(new Error('remoteEntry.js answered 404'))
      .mockResolvedValue({ default: Rosters });
    render(<RemotePage name="factions" load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of Muster is unavailable',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Rosters' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says "You are offline" when a remote cannot be loaded offline', async () => {
    onlineManager.setOnline(false);
    try {
      const load = jest.fn(async (): Promise<RemoteAppModule> => {
        throw new Error('Failed to fetch');
      });
      render(<RemotePage name="admin" load={load} />);
      expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps a remote that throws while rendering inside the page area', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const load = jest.fn(async (): Promise<RemoteAppModule> => ({ default: Broken }));
    render(<RemotePage name="community" load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('scenarios and pages');
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NOT_FOUND_TEXT, paths } from '@muster/shared-kernel/core';
import { lazyNamed, lazyScreen } from '../lazy/lazy-named.js';
import { remoteApp, ScreenRoutes, screenPreloader } from './screen-routes.js';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScreenRoutes
        routes={[
          ['/things/:page', <Where />],
          [['/thing/:id', '/newthing'], <h1>A thing</h1>],
        ]}
      />
    </MemoryRouter>,
  );
}

describe('ScreenRoutes', () => {
  it.each(['/thing/7', '/newthing'])('shows the screen of %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'A thing' })).toBeInTheDocument();
  });

  it('sends a paged list without a page to its first page', () => {
    renderAt('/things');
    expect(screen.getByText('at /things/1')).toBeInTheDocument();
  });

  it('answers any other path with the not-found page', () => {
    renderAt('/thing');
    expect(screen.getByRole('heading', { name: NOT_FOUND_TEXT })).toBeInTheDocument();
  });
});

describe('screenPreloader', () => {
  it("fetches the lazy screen of the path's route, and nothing for other paths", async () => {
    const loadThing = jest.fn(async () => ({ Thing: () => <h1>A thing</h1> }));
    const loadList = jest.fn(async () => ({ List: () => <h1>Things</h1> }));
    const Thing = lazyNamed(loadThing, 'Thing');
    const List = lazyNamed(loadList, 'List');
    const routes = [
      ['/things/:page', <List />],
      [['/thing/:id', '/newthing'], <Thing />],
      ['/plain', <p>plain</p>],
    ] as const;
    const preloadScreen = screenPreloader(routes);
    await preloadScreen('/newthing');
    expect(loadThing).toHaveBeenCalledTimes(1);
    await preloadScreen('/plain');
    await preloadScreen('/nowhere');
    expect(loadList).not.toHaveBeenCalled();
  });

  it('never fails: a screen that cannot load reports it when it renders', async () => {
    const Broken = lazyNamed(() => Promise.reject(new Error('offline')), 'Broken');
    const preloadScreen = screenPreloader([['/broken', <Broken />]]);
    await expect(preloadScreen('/broken')).resolves.toBeUndefined();
  });
});

describe('remoteApp', () => {
  it("draws and preloads the screens of a remote's routes, named as the route table names them", async () => {
    const loadThing = jest.fn(async () => ({ Thing: () => <h1>A thing</h1> }));
    const { App, preloadScreen } = remoteApp('rosters', {
      roster: lazyScreen(loadThing, 'Thing'),
      rosters: <Where />,
      play: <Where />,
      games: <Where />,
      verify: <Where />,
      verifyCode: <Where />,
    });
    await preloadScreen(paths.roster('k7'));
    expect(loadThing).toHaveBeenCalledTimes(1);
    render(
      <MemoryRouter initialEntries={[paths.rosters()]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText(`at ${paths.rosters()}`)).toBeInTheDocument();
  });

  it("answers a paged list's bare path with its first page, the remote drawing only the pages", () => {
    const pages = <Where />;
    const { App } = remoteApp('admin', {
      modQueue: pages,
      scenarioModQueue: pages,
      pageModQueue: pages,
      editRules: pages,
      users: pages,
      modLog: pages,
    });
    render(
      <MemoryRouter initialEntries={[paths.modQueueStart()]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText(`at ${paths.modQueue(1)}`)).toBeInTheDocument();
  });

  it('refuses a route the remote does not own', () => {
    const table = {
      rosters: <Where />,
      roster: <Where />,
      play: <Where />,
      games: <Where />,
      verify: <Where />,
      verifyCode: <Where />,
      faction: <Where />,
    };
    expect(() => remoteApp('rosters', table)).toThrow(
      'The rosters remote has no route named faction',
    );
  });
});

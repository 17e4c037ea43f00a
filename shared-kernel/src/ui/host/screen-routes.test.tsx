import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NOT_FOUND_TEXT } from '@muster/shared-kernel/core';
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
  it('draws and preloads the screens of a table of route patterns', async () => {
    const loadThing = jest.fn(async () => ({ Thing: () => <h1>A thing</h1> }));
    const { App, preloadScreen } = remoteApp({
      '/thing/:id': lazyScreen(loadThing, 'Thing'),
      '/things/:page': <Where />,
    });
    await preloadScreen('/thing/7');
    expect(loadThing).toHaveBeenCalledTimes(1);
    render(
      <MemoryRouter initialEntries={['/things']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('at /things/1')).toBeInTheDocument();
  });
});

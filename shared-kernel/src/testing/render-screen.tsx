import { render, screen, type RenderResult } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastHost } from '@muster/shared-kernel/ui';
import { TestProviders, createTestQueryClient } from './test-providers.js';

/** Where {@link renderScreen} starts, and the cache it shares. */
export interface RenderScreenOptions {
  /**
   * The router's history; the screen opens at the last entry, the earlier ones being the pages an
   * editor goes back to. Default `['/']`.
   */
  entries?: string[];
  /** The query cache, to share one with what the test rendered before; default a fresh one. */
  client?: QueryClient;
}

/**
 * Renders a screen as the shell provides it: the query cache (the mock API of the test file
 * answers its reads) and a memory router. Answers the render result and the cache.
 */
export function renderScreen(
  ui: ReactNode,
  { entries = ['/'], client = createTestQueryClient() }: RenderScreenOptions = {},
): RenderResult & { client: QueryClient } {
  const view = render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {ui}
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...view, client };
}

/** Where an address is: its path, query and hash. */
const whereIs = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  pathname + search + hash;

/** Stands in for a page outside the remote under test: its title and the address it was opened at. */
function Elsewhere({ title }: { title: string }) {
  return (
    <h1>
      {title} {whereIs(useLocation())}
    </h1>
  );
}

/** The current address, for tests that check where a screen went (`getByTestId('location')`). */
function LocationProbe() {
  return <output data-testid="location">{whereIs(useLocation())}</output>;
}

/** What {@link renderRemote} shows besides the remote. */
export interface RenderRemoteOptions {
  /**
   * Stand-ins for the pages of the shell and the other remotes that the screens lead to, by route
   * pattern: `{ '/login': 'Login page' }` shows the heading 'Login page /login' there.
   */
  elsewhere?: Readonly<Record<string, string>>;
  /** Shows the shell's toasts too (a refused save's message). */
  toasts?: boolean;
}

/**
 * Renders a remote's `App` at `path` as the shell does (a fresh query cache, the test file's mock
 * API), after '/previous' (the page Cancel goes back to, 'Previous page /previous'), with the
 * stand-ins asked for and the address in `data-testid="location"`.
 */
export function renderRemote(
  app: ReactNode,
  path: string,
  { elsewhere = {}, toasts = false }: RenderRemoteOptions = {},
): RenderResult & { client: QueryClient } {
  const others = { '/previous': 'Previous page', ...elsewhere };
  return renderScreen(
    <>
      <Routes>
        {Object.entries(others).map(([pattern, title]) => (
          <Route key={pattern} path={pattern} element={<Elsewhere title={title} />} />
        ))}
        <Route path="*" element={app} />
      </Routes>
      <LocationProbe />
      {toasts && <ToastHost />}
    </>,
    { entries: ['/previous', path] },
  );
}

/** A concrete path for a route pattern: each parameter becomes a sample value (`sample-id`). */
export function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => `sample-${key}`);
}

/** Clears the field labelled `label` and types `text` into it, as a person correcting it does. */
export async function retype(label: string, text: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

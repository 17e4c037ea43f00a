import { render, screen, type RenderResult } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
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

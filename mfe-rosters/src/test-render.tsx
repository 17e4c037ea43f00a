/** Renders a screen of this remote as the shell would: inside the kernel's providers and a router. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { TestProviders, createTestQueryClient } from '@muster/shared-kernel/testing';

/**
 * Renders `ui` at `path` with a fresh query cache, or `client` to share one with what the test
 * rendered before. Answers the user-event instance with the render result and the client.
 */
export function renderAt(
  path: string,
  ui: ReactNode,
  client: QueryClient = createTestQueryClient(),
) {
  const user = userEvent.setup();
  const result = render(
    <TestProviders client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { user, client, ...result };
}

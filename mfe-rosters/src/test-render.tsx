/** Renders a screen of this remote as the shell would: inside the kernel's providers and a router. */
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { renderScreen } from '@muster/shared-kernel/testing';

/**
 * Renders `ui` at `path` with a fresh query cache, or `client` to share one with what the test
 * rendered before. Answers the user-event instance with the render result and the client.
 */
export function renderAt(path: string, ui: ReactNode, client?: QueryClient) {
  const user = userEvent.setup();
  return { user, ...renderScreen(ui, { entries: [path], client }) };
}

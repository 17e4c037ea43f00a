/** Renders a screen of this remote as the shell would: inside the kernel's providers and a router. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { catchDownloads, renderScreen } from '@muster/shared-kernel/testing';

/**
 * Renders `ui` at `path` with a fresh query cache, or `client` to share one with what the test
 * rendered before. Answers the user-event instance with the render result and the client.
 */
export function renderAt(path: string, ui: ReactNode, client?: QueryClient) {
  const user = userEvent.setup();
  return { user, ...renderScreen(ui, { entries: [path], client }) };
}

/**
 * Presses the builder's Export File and answers the file it downloads: its name and its text
 * (the download is caught, not made).
 */
export async function exportedFile(user: ReturnType<typeof userEvent.setup>) {
  const downloads = catchDownloads();
  try {
    await user.click(screen.getByRole('button', { name: 'Export File' }));
    const [text = ''] = await downloads.texts();
    return { name: downloads.names[0], text };
  } finally {
    downloads.restore();
  }
}

/** The formation headings of a roster screen, in the order shown. */
export const formationNames = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('section.formation'))
    .map((heading) => heading.textContent);

/** A formation's section, by its name. */
export const formation = (name: string) => screen.getByRole('region', { name });

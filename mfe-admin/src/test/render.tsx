import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TestProviders } from '@muster/shared-kernel/testing';

/**
 * Renders a screen as the shell provides it: a fresh query cache (the mock API of the test file
 * answers its reads) and a memory router at the last of `entries`, the earlier ones being the
 * history an editor goes back to.
 */
export function renderScreen(ui: ReactNode, { entries = ['/'] }: { entries?: string[] } = {}) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {ui}
      </MemoryRouter>
    </TestProviders>,
  );
}

import { act, screen } from '@testing-library/react';
import { renderStandalone } from './standalone-host.js';

describe('renderStandalone', () => {
  it("renders a remote's App in #root under the standalone banner", async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    await act(async () => renderStandalone('rosters', <h1>Rosters</h1>));
    expect(screen.getByText('Muster · rosters running alone')).toBeInTheDocument();
    expect(root).toContainElement(screen.getByRole('heading', { name: 'Rosters' }));
    root.remove();
  });

  it('does nothing on a page without #root', () => {
    expect(() => renderStandalone('rosters', <h1>Rosters</h1>)).not.toThrow();
  });
});

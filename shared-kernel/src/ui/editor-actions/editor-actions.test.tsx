import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EditorActions } from './editor-actions.js';

describe('EditorActions', () => {
  it('submits the form with Save and cancels with Cancel', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <EditorActions onCancel={onCancel}>
          <button type="button">Demo</button>
        </EditorActions>
      </form>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Save',
      'Demo',
      'Cancel',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("says 'Saving...' and cannot be pressed again while saving", () => {
    render(<EditorActions saving onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('leaves Save out for readers, and disables it for a form that cannot be saved', () => {
    const { rerender } = render(<EditorActions canSave={false} onCancel={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    rerender(<EditorActions saveDisabled onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows the conflict's notice, with Reload, above the buttons only while conflicted", async () => {
    const reload = jest.fn(async () => undefined);
    const conflict = { conflicted: true, reloading: false, reload };
    const { rerender } = render(<EditorActions onCancel={jest.fn()} conflict={conflict} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Reload',
      'Save',
      'Cancel',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    rerender(<EditorActions onCancel={jest.fn()} conflict={{ ...conflict, conflicted: false }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

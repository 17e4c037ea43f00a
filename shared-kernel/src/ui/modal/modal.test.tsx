import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDelete, DeleteButton } from './confirm-delete.js';
import { Modal } from './modal.js';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="New Roster" onClose={() => setOpen(false)}>
          <input aria-label="Name" />
          <button type="button">Create</button>
          <button type="button" data-close onClick={() => setOpen(false)}>
            Cancel
          </button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title that takes the focus and keeps Tab inside', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'New Roster' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a press on the backdrop, not inside the dialog', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByLabelText('Name'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDelete', () => {
  it("asks 'Are you sure???' with 'Yes, delete it.' and 'Close', the focus on Close", async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(<ConfirmDelete what="Shield Warden" onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure???' });
    expect(dialog).toHaveTextContent('Shield Warden will be deleted for good.');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed twice while the deletion runs', () => {
    render(
      <ConfirmDelete what="X" pending onConfirm={() => undefined} onClose={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Yes, delete it.' })).toBeDisabled();
  });
});

describe('DeleteButton', () => {
  it('deletes only after the confirmation, and not when closed', async () => {
    const onDelete = jest.fn(async () => ({}));
    render(
      <DeleteButton what="Heavy Metal" label="Remove Heavy Metal" onDelete={onDelete}>
        Remove
      </DeleteButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Heavy Metal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Heavy Metal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the dialog when the deletion is refused', async () => {
    render(<DeleteButton what="X" onDelete={async () => null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});

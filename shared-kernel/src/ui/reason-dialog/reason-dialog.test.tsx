import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LIMITS } from '@muster/shared-kernel/core';
import { ReasonButton, ReasonDialog } from './reason-dialog.js';
import { ReviewNote, ReviewNoteLine, reviewNoteLine, reviewNoteText } from './review-note.js';

describe('ReasonDialog', () => {
  it('is a dialog named by the action, whose button sends the trimmed reason', async () => {
    const onConfirm = jest.fn();
    render(
      <ReasonDialog action="Moderator Disapprove" onConfirm={onConfirm} onClose={jest.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Moderator Disapprove' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await userEvent.type(reason, '  The lore is copied.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Moderator Disapprove' }));
    expect(onConfirm).toHaveBeenCalledWith('The lore is copied.');
  });

  it("sends '' when no reason is given (the reason is optional)", async () => {
    const onConfirm = jest.fn();
    render(<ReasonDialog action="Banish to DRAFT" onConfirm={onConfirm} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Banish to DRAFT' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('refuses a reason over its limit, saying so beside the field', async () => {
    const onConfirm = jest.fn();
    render(<ReasonDialog action="Banish to DRAFT" onConfirm={onConfirm} onClose={jest.fn()} />);
    const reason = screen.getByLabelText('Reason');
    fireEvent.change(reason, {
      target: { value: 'x'.repeat(LIMITS.moderation.reason.maxLength + 1) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Banish to DRAFT' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Reason/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // At the limit it goes.
    fireEvent.change(reason, { target: { value: 'x'.repeat(LIMITS.moderation.reason.maxLength) } });
    await userEvent.click(screen.getByRole('button', { name: 'Banish to DRAFT' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('ReasonButton', () => {
  it('asks first; Cancel and Escape run nothing', async () => {
    const onConfirm = jest.fn();
    render(<ReasonButton action="Moderator Disapprove" onConfirm={onConfirm} />);
    const button = screen.getByRole('button', { name: 'Moderator Disapprove' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action with the reason and closes', async () => {
    const onConfirm = jest.fn();
    render(<ReasonButton action="Banish to DRAFT" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Banish to DRAFT' }));
    const dialog = screen.getByRole('dialog', { name: 'Banish to DRAFT' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Empty so far.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Banish to DRAFT' }));
    expect(onConfirm).toHaveBeenCalledWith('Empty so far.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a moderator reason shown to the author', () => {
  it('says why, as a disapproval or a banishment, only while the item is not reviewed', () => {
    expect(reviewNoteText({ public: true, reviewed: false, reviewNote: 'Fix it.' })).toBe(
      'A moderator asked for changes: Fix it.',
    );
    expect(reviewNoteText({ reviewed: false, reviewNote: 'Fix it.' })).toBe(
      'A moderator asked for changes: Fix it.',
    );
    expect(reviewNoteText({ public: false, reviewed: false, reviewNote: 'Empty.' })).toBe(
      'A moderator moved this back to draft: Empty.',
    );
    expect(reviewNoteText({ public: true, reviewed: true, reviewNote: 'Old.' })).toBe('');
    expect(reviewNoteText({ public: true, reviewed: false, reviewNote: '  ' })).toBe('');
    expect(reviewNoteText({ public: true, reviewed: false })).toBe('');
  });

  it('cuts the line of a card, keeping the whole on hover', () => {
    const item = { public: true, reviewed: false, reviewNote: 'y'.repeat(200) };
    const line = reviewNoteLine(item);
    expect(line).toHaveLength(80);
    expect(line.endsWith('...')).toBe(true);
    render(<ReviewNoteLine item={item} />);
    expect(screen.getByText(line)).toHaveAttribute('title', reviewNoteText(item));
  });

  it('is a note on the page, or nothing', () => {
    const { rerender } = render(<ReviewNote item={{ reviewed: false, reviewNote: 'Why.' }} />);
    expect(screen.getByRole('note')).toHaveTextContent('A moderator asked for changes: Why.');
    rerender(<ReviewNote item={{ reviewed: true, reviewNote: 'Why.' }} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

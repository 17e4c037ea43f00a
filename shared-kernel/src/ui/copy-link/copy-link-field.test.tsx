import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CopyLinkField } from './copy-link-field.js';

describe('CopyLinkField', () => {
  const link = 'https://muster.test/resetpassword/abc';

  it('shows the link read-only, selected on focus, and copies it with Copy', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyLinkField link={link} label="Reset link" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Reset link' });
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    await user.click(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link.length]);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(link);
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateBanner } from './update-banner';
import { updateStore } from './update-store';

describe('the update banner', () => {
  it('says nothing until a new version is announced, then offers Reload by keyboard', async () => {
    const reload = jest.spyOn(updateStore, 'reload').mockResolvedValue();
    render(<UpdateBanner />);
    expect(screen.queryByText('A new version is available')).toBeNull();

    act(() => updateStore.announce('shell', async () => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(reload).not.toHaveBeenCalled();

    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
  });
});

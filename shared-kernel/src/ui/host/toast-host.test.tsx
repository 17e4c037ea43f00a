import { act, render, screen } from '@testing-library/react';
import { notify, toastDemand } from '@muster/shared-kernel/client';
import { ToastHost } from './toast-host.js';

describe('ToastHost', () => {
  it('draws nothing and fetches no toast library until the first toast, then shows it', async () => {
    const { container } = render(<ToastHost />);
    expect(toastDemand.asked()).toBe(false);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify.error('Not Found: the thing');
    });
    expect(toastDemand.asked()).toBe(true);
    expect(await screen.findByText('Not Found: the thing')).toBeInTheDocument();
  });
});

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

describe('one toast per cause', () => {
  it('shows the same error once, and one error of a cause while it is on screen', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('Unauthorized: Session ended');
      notify.error('Unauthorized: Session ended');
      notify.error('Session expired, please login again', { cause: 'session' });
      notify.error('Authentication required', { cause: 'session' });
      notify.error('Not Found: another thing');
    });
    expect(await screen.findByText('Not Found: another thing')).toBeInTheDocument();
    expect(screen.getAllByText('Unauthorized: Session ended')).toHaveLength(1);
    expect(screen.getByText('Session expired, please login again')).toBeInTheDocument();
    expect(screen.queryByText('Authentication required')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });
});

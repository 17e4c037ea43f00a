import { toast } from 'react-toastify';
import {
  TOAST_DEFAULT_MS,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_MS,
  loadToastify,
  notify,
} from './notify.js';

jest.mock('react-toastify', () => {
  const base = jest.fn(() => 1);
  return {
    toast: Object.assign(base, {
      success: jest.fn(() => 2),
      error: jest.fn(() => 3),
      loading: jest.fn(() => 4),
      dismiss: jest.fn(),
    }),
  };
});

describe('notify', () => {
  it('uses 4 s, 2 s for a success, 4 s for an error, under an id at once', async () => {
    expect([TOAST_DEFAULT_MS, TOAST_SUCCESS_MS, TOAST_ERROR_MS]).toEqual([4000, 2000, 4000]);
    const info = notify.info('hello');
    const success = notify.success('saved');
    const error = notify.error('Not Found: x');
    const loading = notify.loading('Loading...');
    expect(new Set([info, success, error, loading]).size).toBe(4);
    notify.dismiss(loading);
    await loadToastify();
    await Promise.resolve();
    expect(toast).toHaveBeenCalledWith('hello', { autoClose: 4000, toastId: info });
    expect(toast.success).toHaveBeenCalledWith('saved', { autoClose: 2000, toastId: success });
    expect(toast.error).toHaveBeenCalledWith('Not Found: x', { autoClose: 4000, toastId: error });
    expect(toast.loading).toHaveBeenCalledWith('Loading...', {
      autoClose: false,
      toastId: loading,
    });
    expect(toast.dismiss).toHaveBeenCalledWith(loading);
  });
});

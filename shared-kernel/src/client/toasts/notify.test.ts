import { toast } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS, notify } from './notify.js';

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
  it('uses the durations of SPEC §9', () => {
    expect([TOAST_DEFAULT_MS, TOAST_SUCCESS_MS, TOAST_ERROR_MS]).toEqual([4000, 2000, 4000]);
    notify.info('hello');
    expect(toast).toHaveBeenCalledWith('hello', { autoClose: 4000 });
    notify.success('saved');
    expect(toast.success).toHaveBeenCalledWith('saved', { autoClose: 2000 });
    notify.error('Not Found: x');
    expect(toast.error).toHaveBeenCalledWith('Not Found: x', { autoClose: 4000 });
    notify.loading('Loading...');
    expect(toast.loading).toHaveBeenCalledWith('Loading...', { autoClose: false });
    notify.dismiss(4);
    expect(toast.dismiss).toHaveBeenCalledWith(4);
  });
});

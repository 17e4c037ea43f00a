import { ignoreResizeObserverLoop, RESIZE_OBSERVER_MESSAGE } from './ignore-resize-observer';

describe('ignoreResizeObserverLoop', () => {
  let stop: () => void;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    stop = ignoreResizeObserverLoop();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stop();
    warn.mockRestore();
  });

  it('swallows the ResizeObserver loop message with a warning', () => {
    const later = jest.fn();
    window.addEventListener('error', later);
    const event = new ErrorEvent('error', { message: RESIZE_OBSERVER_MESSAGE, cancelable: true });
    window.dispatchEvent(event);
    window.removeEventListener('error', later);
    expect(warn).toHaveBeenCalledWith('Ignored: ResizeObserver loop limit exceeded');
    expect(event.defaultPrevented).toBe(true);
    expect(later).not.toHaveBeenCalled();
  });

  it('lets every other error pass on', () => {
    const later = jest.fn();
    window.addEventListener('error', later);
    const event = new ErrorEvent('error', { message: 'TypeError: boom', cancelable: true });
    window.dispatchEvent(event);
    window.removeEventListener('error', later);
    expect(warn).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

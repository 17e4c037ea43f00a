import { copyText } from './copy-text.js';
import { notify } from './notify.js';

const toasts = { copied: 'Link copied', refused: 'Copy it by hand' };

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => 1);
  jest.spyOn(notify, 'info').mockImplementation(() => 2);
  jest.spyOn(notify, 'error').mockImplementation(() => 3);
});

afterEach(() => jest.restoreAllMocks());

describe('copyText', () => {
  it('copies the text and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    clipboard(writeText);
    await expect(copyText('https://x/1', toasts)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x/1');
    expect(notify.success).toHaveBeenCalledWith('Link copied');
  });

  it.each([
    [false, 'info'],
    [true, 'error'],
  ] as const)(
    'when refused (refusedIsError %s) says what to do in an %s toast',
    async (refusedIsError, kind) => {
      clipboard(() => Promise.reject(new Error('denied')));
      await expect(copyText('https://x/1', { ...toasts, refusedIsError })).resolves.toBe(false);
      expect(notify[kind]).toHaveBeenCalledWith('Copy it by hand');
      expect(notify.success).not.toHaveBeenCalled();
    },
  );
});

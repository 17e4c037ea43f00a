import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed, lazyScreen, lazyScreens } from './lazy-named.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (element: React.ReactElement) =>
  render(<Suspense fallback={<p>Loading...</p>}>{element}</Suspense>);

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded', async () => {
    const load = jest.fn(async () => ({ Greeting, other: 1 }));
    const Lazy = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    inSuspense(<Lazy name="Vex" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Hello Vex')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a preloaded screen at once, without Loading..., and loads it once', async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const Lazy = lazyNamed(load, 'Greeting');
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    inSuspense(<Lazy name="Vex" />);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByText('Hello Vex')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed preload', async () => {
    const load = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const Lazy = lazyNamed(load, 'Greeting');
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    inSuspense(<Lazy name="Vex" />);
    expect(screen.getByText('Hello Vex')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyScreen', () => {
  it('gives routes naming the same loader and export one lazy screen, with their own props', async () => {
    const load = jest.fn(async () => ({ Greeting, Other: () => <p>Other</p> }));
    const vex = lazyScreen(load, 'Greeting', { name: 'Vex' });
    const ada = lazyScreen(load, 'Greeting', { name: 'Ada' });
    expect(ada.type).toBe(vex.type);
    expect(lazyScreen(load, 'Other', { name: 'Vex' }).type).not.toBe(vex.type);
    inSuspense(ada);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyScreens', () => {
  it("gives each pattern its export's lazy screen, with its props, from one loader", async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const table = lazyScreens(load, {
      '/hello': ['Greeting', { name: 'Vex' }],
      '/hi': ['Greeting', { name: 'Ada' }],
    });
    expect(Object.keys(table)).toEqual(['/hello', '/hi']);
    expect(table['/hi']?.type).toBe(table['/hello']?.type);
    expect(load).not.toHaveBeenCalled();
    inSuspense(table['/hi']!);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

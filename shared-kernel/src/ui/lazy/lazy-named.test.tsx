import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed } from './lazy-named.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded', async () => {
    const load = jest.fn(async () => ({ Greeting, other: 1 }));
    const Lazy = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Lazy name="Vex" />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Hello Vex')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

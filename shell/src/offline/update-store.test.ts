import { createUpdateStore } from './update-store';

describe('the update store', () => {
  it('tells its listeners once, and reloads only when asked, after every step', async () => {
    const reloadPage = jest.fn();
    const store = createUpdateStore(reloadPage);
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.available()).toBe(false);

    const order: string[] = [];
    store.announce('shell', async () => {
      order.push('shell');
    });
    store.announce('remote factions', async () => {
      order.push('factions');
    });
    expect(store.available()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();

    await store.reload();
    expect(order.sort()).toEqual(['factions', 'shell']);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads even when a step never ends or fails', async () => {
    const reloadPage = jest.fn();
    const store = createUpdateStore(reloadPage);
    store.announce('stuck', () => new Promise<void>(() => undefined));
    store.announce('broken', () => Promise.reject(new Error('no worker')));
    await store.reload(20);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

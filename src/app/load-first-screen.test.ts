import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headsAfter, loadFirstScreen } from './router';

/** Whether `promise` has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('loadFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves as soon as the router has loaded the page', async () => {
    const first = loadFirstScreen({ load: () => Promise.resolve() }, 1000);
    expect(await settled(first)).toBe(true);
  });

  it('waits for a slow loader only until the pending time, then lets the skeleton show', async () => {
    const first = loadFirstScreen({ load: () => new Promise<void>(() => undefined) }, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(first)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(first)).toBe(true);
  });

  it('resolves when the load fails: the route shows its error screen', async () => {
    const first = loadFirstScreen({ load: () => Promise.reject(new Error('chunk')) }, 1000);
    expect(await settled(first)).toBe(true);
  });
});

describe('headsAfter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds every route's head until the locale is active, then answers it", async () => {
    let activate = () => {};
    const active = new Promise<void>((resolve) => (activate = resolve));
    let locale = '';
    const route = { options: { head: () => ({ meta: [{ title: `Orders (${locale})` }] }) } };
    const bare = { options: {} as { head?: unknown } };
    headsAfter(active, { routesById: { route, bare } });
    expect(bare.options.head).toBeUndefined();

    const head = route.options.head() as unknown as Promise<{ meta: { title: string }[] }>;
    expect(await settled(head)).toBe(false);
    locale = 'en-US';
    activate();
    await expect(head).resolves.toEqual({ meta: [{ title: 'Orders (en-US)' }] });
  });
});

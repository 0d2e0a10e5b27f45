import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as OverlayHosts from './overlay-hosts';

// The hosts are module state: each test takes the module fresh, as a page load does (test files
// share modules when they run in one worker).
let hosts: typeof OverlayHosts;
beforeEach(async () => {
  vi.resetModules();
  hosts = await import('./overlay-hosts');
});

describe('overlay hosts load on first use', () => {
  it('asks for a host once, and answers when it has mounted', async () => {
    const { hostMounted, requireHost, subscribeToHosts, wantedHosts } = hosts;
    const changed = vi.fn();
    const unsubscribe = subscribeToHosts(changed);
    expect(wantedHosts()).toEqual([]);

    let ready = false;
    void requireHost('modals').then(() => (ready = true));
    void requireHost('modals');
    expect(wantedHosts()).toEqual(['modals']);
    expect(changed).toHaveBeenCalledOnce();

    await Promise.resolve();
    expect(ready).toBe(false);
    hostMounted('modals');
    await vi.waitFor(() => expect(ready).toBe(true));
    // Mounted: later calls need not wait.
    await expect(requireHost('modals')).resolves.toBeUndefined();
    unsubscribe();
  });

  it('waits again for a host that has unmounted', async () => {
    const { hostMounted, requireHost } = hosts;
    const unmounted = hostMounted('notifications');
    await expect(requireHost('notifications')).resolves.toBeUndefined();
    unmounted();

    let ready = false;
    void requireHost('notifications').then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    hostMounted('notifications');
    await vi.waitFor(() => expect(ready).toBe(true));
  });
});

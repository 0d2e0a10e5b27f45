import { describe, expect, it, vi } from 'vitest';
import { hostMounted, requireHost, subscribeToHosts, wantedHosts } from './overlay-hosts';

describe('overlay hosts load on first use', () => {
  it('asks for a host once, and answers when it has mounted', async () => {
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
});

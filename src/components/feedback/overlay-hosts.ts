/**
 * Mantine's notification container and modals host (src/app/overlays.tsx) load on first use, not
 * with the page: their code (transitions, focus trap, scroll lock, scroll area) is no part of any
 * first screen. A toast or a confirm dialog asks for its host here, and waits for it if it must.
 */
export type OverlayHost = 'notifications' | 'modals';

const wanted = new Set<OverlayHost>();
const mountedHosts = new Set<OverlayHost>();
const waiting = new Map<OverlayHost, (() => void)[]>();
const listeners = new Set<() => void>();
let snapshot: readonly OverlayHost[] = [];

/** Asks for a host; resolves once it is mounted. */
export function requireHost(host: OverlayHost): Promise<void> {
  if (mountedHosts.has(host)) return Promise.resolve();
  if (!wanted.has(host)) {
    wanted.add(host);
    snapshot = [...wanted];
    for (const listener of listeners) listener();
  }
  return new Promise((resolve) => waiting.set(host, [...(waiting.get(host) ?? []), resolve]));
}

/**
 * Called by a host when it has mounted (its effect ran: it listens from now on); answers what to
 * call when it unmounts (its effect's cleanup), after which a toast or a dialog waits for it again.
 */
export function hostMounted(host: OverlayHost): () => void {
  mountedHosts.add(host);
  for (const resolve of waiting.get(host) ?? []) resolve();
  waiting.delete(host);
  return () => mountedHosts.delete(host);
}

/** The hosts asked for so far (a stable array between changes, for useSyncExternalStore). */
export function wantedHosts(): readonly OverlayHost[] {
  return snapshot;
}

export function subscribeToHosts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

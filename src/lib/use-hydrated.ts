import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered page (src/prerender/) is drawn on the server and hydrated, true on
 * every other render: text that the browser's own locale data makes (`Intl.DisplayNames`, whose
 * names differ between engines) waits for it, so that the markup the page hydrates is the
 * server's. The app's own renders (no prerendered HTML) are true from the first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useEffect, useState } from 'react';

/**
 * The one place where API traffic waits for the backend to be reachable. Offline builds answer
 * from the in-browser mock backend, whose service worker starts while the app renders
 * (src/main.tsx): every request of the client, and anything else that reaches `/api` without it
 * (the captcha image), waits for `whenApiReady()`. Production builds never set a wait.
 */
let ready: Promise<void> = Promise.resolve();
/** Whether `ready` has settled, for a first render that need not wait (production, tests). */
let settled = true;

/** Called once at start-up with the promise of the mock backend's start. */
export function setApiReady(starting: Promise<unknown>): void {
  settled = false;
  ready = starting
    .then(
      () => undefined,
      // A backend that failed to start must not hold requests forever: they go to the network
      // and fail there like any other request, with the client's error handling.
      (error: unknown) => console.error(error),
    )
    .finally(() => {
      settled = true;
    });
}

/** Resolves when `/api` can be called. */
export function whenApiReady(): Promise<void> {
  return ready;
}

/**
 * Whether `/api` can be called yet, for what reaches it outside the client (an `<img src>`):
 * true at once when nothing is waited for, else once `whenApiReady()` resolves.
 */
export function useApiReady(): boolean {
  const [isReady, setReady] = useState(settled);
  useEffect(() => {
    if (isReady) return;
    let active = true;
    void whenApiReady().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [isReady]);
  return isReady;
}

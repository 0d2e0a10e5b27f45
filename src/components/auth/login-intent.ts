import { useEffect, useEffectEvent } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { localizedHref } from '@/components/app-link';

/**
 * What a visitor asked for before being sent to log in (issue 26: Collect, Follow… are done after
 * login without a second click). The button records its action with the page it was clicked on,
 * in the tab's session storage; back on that page signed in, the page finds it once and does it.
 * An intent is good for one return: a stale one (older than a quarter of an hour), one of another
 * page or another action is not replayed.
 */
const KEY = 'portal-login-intent';
const FRESH_MS = 15 * 60_000;

interface Intent {
  action: string;
  path: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page without its language (`/zh_CN/college/…?id=1` → `/college/…?id=1`): the login page
 * may switch the language on the way. */
function pageOf(path: string): string {
  return path.replace(/^\/[a-z]{2}_[A-Z]{2}(?=\/|\?|$)/, '') || '/';
}

/** Records `action` (e.g. `college.collect:12`) as asked for on `path` (with its language). */
export function rememberLoginIntent(action: string, path: string, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ action, path: pageOf(path), at: now }));
  } catch {
    // Without storage the visitor clicks again after login, as before.
  }
}

/** Whether `action` was asked for on `path` and is still to do; finding it removes it. */
export function takeLoginIntent(action: string, path: string, now = Date.now()): boolean {
  const store = storage();
  let intent: Partial<Intent> | null;
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return false;
    intent = JSON.parse(raw) as Partial<Intent>;
  } catch {
    return false;
  }
  if (intent?.path !== pageOf(path)) return false;
  if (intent.action !== action) return false;
  store?.removeItem(KEY);
  return typeof intent.at === 'number' && now - intent.at >= 0 && now - intent.at < FRESH_MS;
}

/** The page on screen, with its language and search (as the auth guard writes return paths). */
function useHere(): string {
  return useRouterState({
    select: (state) => `${state.location.pathname}${state.location.searchStr}`,
  });
}

/**
 * Runs an action for a signed-in user; a visitor goes to login and back to this page instead, and
 * the action named `intent` is done on return (`useLoginIntent`). Without `intent`, the visitor
 * only comes back (spec section 6: visitors are sent to login for any action).
 */
export function useLoginGuard(isLogin: boolean): (action: () => void, intent?: string) => void {
  const router = useRouter();
  const here = useHere();
  return (action, intent) => {
    if (isLogin) {
      action();
      return;
    }
    if (intent) rememberLoginIntent(intent, here);
    void router.navigate({
      href: localizedHref(`/login?redirect=${encodeURIComponent(here)}`),
    });
  };
}

/**
 * Back on the page signed in, does what the visitor asked for (`intent`, recorded by
 * `useLoginGuard`) once, as soon as `ready` (the page's data is the signed-in user's).
 */
export function useLoginIntent(
  isLogin: boolean,
  intent: string,
  run: () => void,
  ready = true,
): void {
  const here = useHere();
  const act = useEffectEvent(run);
  useEffect(() => {
    if (isLogin && ready && takeLoginIntent(intent, here)) act();
  }, [isLogin, ready, intent, here]);
}

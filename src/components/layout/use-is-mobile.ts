import { useSyncExternalStore } from 'react';

/** Spec section 9: mobile is a viewport up to 767 px wide, or a mobile user agent. */
export const MOBILE_QUERY = '(max-width: 767px)';
const MOBILE_AGENT =
  /Android|iPhone|iPod|iPad|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|HarmonyOS/i;

export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () =>
  window.matchMedia(MOBILE_QUERY).matches || isMobileAgent(navigator.userAgent);

/**
 * A prerendered page (src/prerender/) is drawn at the laptop size: its hydration starts from
 * that, and the phone's layout follows at once.
 */
const prerenderedAs = () => false;

/**
 * Whether the mobile layout applies: right on the first render of the app, so the layout does not
 * jump, and again whenever the window crosses the width.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, prerenderedAs);
}

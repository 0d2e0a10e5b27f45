import { useMediaQuery } from '@mantine/hooks';

/** Spec section 9: mobile is a viewport up to 767 px wide, or a mobile user agent. */
export const MOBILE_QUERY = '(max-width: 767px)';
const MOBILE_AGENT =
  /Android|iPhone|iPod|iPad|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|HarmonyOS/i;

export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

/** Whether the mobile layout applies; right on the first render, so the layout does not jump. */
export function useIsMobile(): boolean {
  const narrow = useMediaQuery(MOBILE_QUERY, matchesNow(MOBILE_QUERY), {
    getInitialValueInEffect: false,
  });
  return narrow || (typeof navigator !== 'undefined' && isMobileAgent(navigator.userAgent));
}

import { useLoginGuard } from '@/components/auth/login-intent';
import { useSessionUser } from '@/components/auth/session-user';

/**
 * The login page (a site path without the language prefix, for `AppLink`) that brings the user
 * back to `returnTo` (a path with its language prefix, as the auth guard writes it).
 */
export function loginHrefFor(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}

/**
 * Runs an action for a signed-in user; a visitor goes to login instead and comes back to this page
 * afterwards (spec section 6: visitors are sent to login for any action), where the action named
 * by `intent` is then done without a second click (`useLoginIntent`).
 */
export function useRequireLogin(): {
  isLogin: boolean;
  guard: (action: () => void, intent?: string) => void;
} {
  const user = useSessionUser();
  return { isLogin: user.isLogin, guard: useLoginGuard(user.isLogin) };
}

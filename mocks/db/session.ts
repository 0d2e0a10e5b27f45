/**
 * The browser's single session, modelled in the database: one signed-in user (or none) for the
 * whole mock backend. In the browser it is persisted with the rest of the database, so a reload
 * keeps you signed in; on the mock server every client shares it (provider states log in with
 * `signIn(userId)`).
 *
 * `autoLogin` stands for the 7-day `ak` cookie; the session itself stands for the HttpOnly session
 * cookie, which a real browser would keep until it closes.
 */
import { defineValue } from './store';

export interface SessionState {
  userId: number | null;
  autoLogin: boolean;
}

export const session = defineValue<SessionState>('session', () => ({
  userId: null,
  autoLogin: false,
}));

export function signIn(userId: number, autoLogin = false): void {
  session.set({ userId, autoLogin });
}

export function signOut(): void {
  session.set({ userId: null, autoLogin: false });
}

export function sessionUserId(): number | null {
  return session.get().userId;
}

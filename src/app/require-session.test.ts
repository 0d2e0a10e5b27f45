import { QueryClient } from '@tanstack/react-query';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryOptions, VISITOR } from '@/api/session';
import type { RouterContext } from '@/routes/__root';
import { refuseKnownVisitor, requireSession } from './require-session';

const location = {
  pathname: '/en_US/service/submit',
  searchStr: '?id=3&package=32',
} as ParsedLocation;

function guardContext(session?: typeof VISITOR) {
  const queryClient = new QueryClient();
  if (session) queryClient.setQueryData(sessionQueryOptions().queryKey, session);
  return { context: { queryClient } as RouterContext, location, params: { lang: 'en_US' } };
}

const DEMO = { ...VISITOR, isLogin: true, id: 1, username: 'demo' };

/** What a guard threw: the login address it sends to, or the error itself. */
function thrownBy(guard: () => void): unknown {
  try {
    guard();
  } catch (error) {
    return isRedirect(error) ? error.options : error;
  }
  return undefined;
}

describe('the auth guard', () => {
  it('sends a known visitor to login at once, coming back to the page', () => {
    expect(thrownBy(() => refuseKnownVisitor(guardContext(VISITOR)))).toMatchObject({
      to: '/$lang/login',
      params: { lang: 'en_US' },
      search: { redirect: '/en_US/service/submit?id=3&package=32' },
    });
  });

  it('holds nothing before the session is known, and lets a signed-in user through', () => {
    expect(thrownBy(() => refuseKnownVisitor(guardContext()))).toBeUndefined();
    expect(thrownBy(() => refuseKnownVisitor(guardContext(DEMO)))).toBeUndefined();
  });

  it('decides in the loader once the session has answered', async () => {
    await expect(requireSession(guardContext(DEMO))).resolves.toBeUndefined();
    const refused = await requireSession(guardContext(VISITOR)).catch((error: unknown) => error);
    expect(isRedirect(refused)).toBe(true);
  });
});

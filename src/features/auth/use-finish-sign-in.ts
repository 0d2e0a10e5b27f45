import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@/api/gen/model';
import { startSession } from '@/api/session';
import { notifySuccess } from '@/components/feedback/toast';
import { safeRedirect } from './redirect';

/**
 * After any sign-in: the header and guard see the user, the success toast, then the `redirect`
 * target when it is a safe path of this site, else home (spec sections 4 and 6).
 */
export function useFinishSignIn(lang: string, redirect: string | undefined) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: SessionUser, message: string = t`Login succeeded`) => {
    startSession(queryClient, user);
    notifySuccess(message);
    await navigate({ href: safeRedirect(redirect, lang), replace: true });
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { clearSession } from '@/api/session';

/**
 * After a change that ends the session on the server (e-mail, phone; spec section 2.9: done, then
 * log in again): to login, returning to the security settings, then forget the user. Leaving first
 * keeps this page's queries from asking the server again without a session.
 */
export function useLogInAgain(lang: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await navigate({
      to: '/$lang/login',
      params: { lang },
      search: { redirect: `/${lang}/personal/info/security` },
      replace: true,
    });
    clearSession(queryClient);
  };
}

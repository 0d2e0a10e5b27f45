import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { SessionUser } from '@/api/gen/model';
import { logout } from '@/api/session';
import { AppLink, localizedHref } from '@/components/app-link';
import { Dropdown, DropdownItem, dropdownClasses } from '@/components/dropdown/dropdown';
import { LinkButton } from '@/components/site/link-button';
import {
  IconBell,
  IconChevronDown,
  IconLogout,
  IconReceipt,
  IconUser,
} from '@/components/icons/icons';
import { useWhenIdle } from '@/lib/use-when-idle';
import { unreadBadgeQueryOptions } from '../queries';
import classes from './header.module.css';

/** The name the header shows: the nickname, else the username (spec section 2.4). */
export function displayName(user: Pick<SessionUser, 'nickname' | 'username'>): string {
  return user.nickname?.trim() || user.username?.trim() || '';
}

/** Logs out, forgets the user and returns to the home page (spec section 2.4). */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    try {
      await logout(queryClient);
    } catch {
      // The client already showed why; the server still has the session, so the user stays.
      return;
    }
    // What the user typed in forms is theirs: the next user of this tab finds none of it. Loaded
    // here, not with the header: a page with a form has it already (the kit keeps values).
    const { forgetAllKeptValues } = await import('@/lib/kept-values');
    forgetAllKeptValues();
    await router.navigate({ href: localizedHref('/') });
  };
}

/**
 * The message-centre link with the unread badge, whose count is asked for once the browser is
 * idle: on the first page of a visit, after the page's own first screen.
 */
export function MessageLink({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const idle = useWhenIdle();
  const { data } = useQuery({ ...unreadBadgeQueryOptions(), enabled: user.isLogin && idle });
  const unread = user.isLogin ? (data?.unreadCount ?? 0) : 0;
  const label = unread > 0 ? t`Message centre, ${unread} unread` : t`Message centre`;
  return (
    <AppLink
      href="/personal/message"
      className={classes.action}
      aria-label={label}
      title={t`Message centre`}
      data-testid="message-link"
    >
      <span className={classes.bell}>
        <IconBell size={18} />
        {unread > 0 && (
          <span className={classes.badge} data-testid="unread-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
    </AppLink>
  );
}

function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const signOut = useLogout();
  const name = displayName(user);
  return (
    <Dropdown
      align="end"
      triggerProps={{ className: classes.action }}
      label={
        <>
          <span className={classes.avatar} aria-hidden="true">
            {user.avatar ? <img src={user.avatar} alt="" /> : name.slice(0, 1).toUpperCase()}
          </span>
          <span className={classes.userName} data-testid="user-name">
            {name}
          </span>
          <span className={classes.srOnly}>{t`Account menu`}</span>
          <IconChevronDown size={14} />
        </>
      }
    >
      {(close) => (
        <>
          <AppLink href="/personal/info" className={dropdownClasses.item}>
            <IconUser size={16} />
            {t`Personal info`}
          </AppLink>
          <AppLink href="/personal/order" className={dropdownClasses.item}>
            <IconReceipt size={16} />
            {t`Order list`}
          </AppLink>
          <div className={dropdownClasses.divider} />
          <DropdownItem
            data-danger
            leftSection={<IconLogout size={16} />}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t`Log out`}
          </DropdownItem>
        </>
      )}
    </Dropdown>
  );
}

/**
 * Login and register, or the user's menu. Until the session is known, the visitor's buttons hold
 * their place unseen: most visitors see them next, with nothing around them moving.
 */
export function AccountActions({
  user,
  pending = false,
}: {
  user: SessionUser;
  pending?: boolean;
}) {
  const { t } = useLingui();
  if (user.isLogin) return <UserMenu user={user} />;
  return (
    <div
      className={classes.actions}
      style={pending ? { visibility: 'hidden' } : undefined}
      aria-hidden={pending || undefined}
    >
      <LinkButton href="/login" variant="subtle">
        {t`Log in`}
      </LinkButton>
      <LinkButton href="/register">{t`Register`}</LinkButton>
    </div>
  );
}

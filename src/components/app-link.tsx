import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { currentLocale } from '@/i18n/activate';

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A site path under the active language: `/platform` → `/zh_CN/platform`, `/` → `/zh_CN`.
 * Absolute URLs (`https:`, `mailto:`, `//host`) are returned unchanged.
 */
export function localizedHref(path: string, lang: string = currentLocale().slug): string {
  if (EXTERNAL.test(path)) return path;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return rooted === '/' || rooted.startsWith('/?') || rooted.startsWith('/#')
    ? `/${lang}${rooted.slice(1)}`
    : `/${lang}${rooted}`;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export interface AppLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A site path without the language prefix (`/service?cid=1`), or an absolute URL. */
  href: string;
}

/**
 * A link to any page of the portal by path, for links whose target is data (navigation config,
 * banners, API links) rather than a typed route. Navigates inside the app on a plain click,
 * preloads on intent, and stays a real `<a href>` for new tabs, crawlers and assistive technology.
 */
export function AppLink({ href, onClick, onMouseEnter, onFocus, target, ...rest }: AppLinkProps) {
  const router = useRouter();
  const to = localizedHref(href);
  const internal = !EXTERNAL.test(to) && (!target || target === '_self');
  const preload = () => {
    // `href` takes precedence over `to` when the router builds the location.
    if (internal) router.preloadRoute({ to: '/', href: to }).catch(() => undefined);
  };
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !internal || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href: to });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
    />
  );
}

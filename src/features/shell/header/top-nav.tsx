import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { AppLink, localizedHref } from '@/components/app-link';
import {
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconStore,
} from '@/components/icons/icons';
import type { Label, NavItem } from '../navigation';
import { useNavScroll } from './use-nav-scroll';
import classes from './header.module.css';

/** Whether a page path belongs to a navigation entry (`/zh_CN/platform/3` to `/platform`). */
export function isActiveEntry(pathname: string, url: string | null): boolean {
  if (!url) return false;
  const base = localizedHref(url);
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function useLabel(): (label: Label) => string {
  const { i18n } = useLingui();
  return (label) => (typeof label === 'string' ? label : i18n._(label));
}

/** The least room between a dropdown panel and the window's edge. */
const PANEL_MARGIN_PX = 8;

/**
 * Places every dropdown panel where it shows when open (`--panel-left`, `--panel-top`, in the
 * window, as the panels are fixed): below its entry, moved left until it fits the window. A
 * hidden panel rests at the window's left edge by the stylesheet alone, so that none can widen
 * the page (issue 26), placed or not. Placed when the browser has laid the navigation out (a
 * ResizeObserver reports each element once when it starts observing), not in the first render's
 * commit, where measuring would force a layout of the whole page before it paints; again when the
 * navigation or a panel changes size, when the entries scroll, and as a panel opens (the entries
 * may have moved since). All positions are read before any is written (one layout).
 */
function usePanelPlacement(nav: HTMLElement | null, items: NavItem[]) {
  useEffect(() => {
    if (!nav) return undefined;
    const place = () => {
      const box = nav.getBoundingClientRect();
      const limit = document.documentElement.clientWidth - PANEL_MARGIN_PX;
      const panels = [...nav.querySelectorAll<HTMLElement>(`.${classes.panel}`)];
      const lefts = panels.map((panel) => {
        const entry = panel.parentElement?.getBoundingClientRect().left ?? box.left;
        return Math.max(PANEL_MARGIN_PX, Math.min(entry, limit - panel.offsetWidth));
      });
      nav.style.setProperty('--panel-top', `${Math.round(box.bottom)}px`);
      panels.forEach((panel, index) => {
        panel.style.setProperty('--panel-left', `${Math.round(lefts[index]!)}px`);
        panel.dataset.placed = '';
      });
    };
    const observer = new ResizeObserver(place);
    observer.observe(nav);
    for (const panel of nav.querySelectorAll(`.${classes.panel}`)) observer.observe(panel);
    const viewport = nav.querySelector(`.${classes.navViewport}`);
    viewport?.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    nav.addEventListener('pointerover', place, { passive: true });
    nav.addEventListener('focusin', place);
    return () => {
      observer.disconnect();
      viewport?.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      nav.removeEventListener('pointerover', place);
      nav.removeEventListener('focusin', place);
    };
  }, [nav, items]);
}

/** An entry's dropdown: its groups of links; the service market adds 'all services' and settle-in. */
function NavPanel({ item }: { item: NavItem }) {
  const { t } = useLingui();
  const label = useLabel();
  const id = useId();
  return (
    <div
      className={classes.panel}
      data-columns={Math.min(Math.max(item.groups.length, 1), 4)}
      data-testid={`nav-panel-${item.index}`}
    >
      {item.groups.length > 0 && (
        <div className={classes.groups}>
          {item.groups.map((group, index) => (
            <div key={index} className={classes.group}>
              <div className={classes.groupTitle} id={`${id}-${index}`}>
                {label(group.title)}
              </div>
              <ul aria-labelledby={`${id}-${index}`}>
                {group.list.map((entry) => (
                  <li key={entry.url}>
                    <AppLink href={entry.url} className={classes.groupLink}>
                      {label(entry.name)}
                      {entry.tag && <span className={classes.entryTag}>{label(entry.tag)}</span>}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {item.type === 'service' && (
        <div className={classes.panelFoot} data-alone={item.groups.length === 0 || undefined}>
          <AppLink href="/service" className={classes.groupLink}>
            {t`Browse all services`}
          </AppLink>
          {item.settle && (
            <AppLink href={item.settle.url} className={classes.settle}>
              <IconStore size={16} />
              {label(item.settle.name)}
            </AppLink>
          )}
        </div>
      )}
    </div>
  );
}

function NavEntry({ item, active }: { item: NavItem; active: boolean }) {
  const label = useLabel();
  const name = label(item.name);
  const tag = item.tag && <span className={classes.tag}>{label(item.tag)}</span>;
  const hasPanel = item.groups.length > 0 || item.type === 'service';
  const content = (
    <>
      {name}
      {tag}
      {hasPanel && <IconChevronDown size={14} className={classes.chevron} />}
    </>
  );
  if (item.url) {
    return (
      <AppLink
        href={item.url}
        className={classes.navLink}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        {content}
      </AppLink>
    );
  }
  // The service market has no page: its button only opens the panel (focus or hover).
  return (
    <button type="button" className={classes.navLink}>
      {content}
    </button>
  );
}

/**
 * The desktop top navigation (spec section 2.5): nine entries whose panels open on hover or
 * keyboard focus (pure CSS, closed with Escape), and scroll arrows when the entries do not fit.
 */
export function TopNav({ items }: { items: NavItem[] }) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { viewportRef, canScrollStart, canScrollEnd, start, stop } = useNavScroll();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [nav, setNav] = useState<HTMLElement | null>(null);
  usePanelPlacement(nav, items);

  const onKeyDown = (item: NavItem) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    setDismissed(item.index);
    event.currentTarget.querySelector<HTMLElement>(`.${classes.navLink}`)?.focus();
  };

  return (
    <nav ref={setNav} aria-label={t`Main navigation`} className={classes.nav}>
      {canScrollStart && (
        <button
          type="button"
          tabIndex={-1}
          className={classes.scrollButton}
          data-side="start"
          aria-label={t`Scroll the navigation back`}
          onPointerEnter={() => start(-1)}
          onPointerDown={() => start(-1)}
          onPointerLeave={stop}
          onPointerUp={stop}
        >
          <IconChevronLeft size={16} />
        </button>
      )}
      <div ref={viewportRef} className={classes.navViewport}>
        <ul className={classes.navList}>
          {items.map((item) => (
            <li
              key={item.index}
              className={classes.navItem}
              data-dismissed={dismissed === item.index || undefined}
              onKeyDown={onKeyDown(item)}
              onPointerLeave={() => setDismissed((d) => (d === item.index ? null : d))}
              onBlur={(event) => {
                const next = event.relatedTarget;
                if (!(next instanceof Node) || !event.currentTarget.contains(next)) {
                  setDismissed((d) => (d === item.index ? null : d));
                }
              }}
            >
              <NavEntry item={item} active={isActiveEntry(pathname, item.url)} />
              {(item.groups.length > 0 || item.type === 'service') && <NavPanel item={item} />}
            </li>
          ))}
        </ul>
      </div>
      {canScrollEnd && (
        <button
          type="button"
          tabIndex={-1}
          className={classes.scrollButton}
          data-side="end"
          aria-label={t`Scroll the navigation forward`}
          onPointerEnter={() => start(1)}
          onPointerDown={() => start(1)}
          onPointerLeave={stop}
          onPointerUp={stop}
        >
          <IconChevronRight size={16} />
        </button>
      )}
    </nav>
  );
}

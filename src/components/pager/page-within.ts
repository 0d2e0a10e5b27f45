import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Keeps a list's page, read from the address (`?page=`), within the list's pages: past the last
 * one (an old or hand-edited link, a list that shrank since) the address is replaced by the last
 * page's, so the list shows it, its pager is right, and Back does not return to a page that does
 * not exist. `pages` is the count of the answer for this very page: `undefined` while it loads or
 * while an earlier page's answer stands in for it (placeholder data). Returns the page to show.
 */
export function usePageWithin(page: number, pages: number | undefined): number {
  const navigate = useNavigate();
  const last = Math.max(1, pages ?? 1);
  const past = pages !== undefined && page > last;
  useEffect(() => {
    if (!past) return;
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, page: last }),
      replace: true,
      resetScroll: false,
    });
  }, [past, last, navigate]);
  return past ? last : page;
}

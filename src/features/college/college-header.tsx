import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AppLink, localizedHref } from '@/components/app-link';
import { IconSchool, IconSearch } from '@/components/icons/icons';
import { PageContainer } from '@/components/layout/page-container';
import { currentLocale } from '@/i18n/activate';
import { activeCollegeEntry, COLLEGE_NAV, collegeSearchHref } from './college-links';
import classes from './college.module.css';

/** The course search box: Enter or the button searches, a blank keyword does nothing. */
export function CollegeSearch() {
  const { t } = useLingui();
  const router = useRouter();
  const initial = useRouterState({
    select: (state) => {
      const key = (state.location.search as Record<string, unknown>).key;
      return state.location.pathname.endsWith('/college/course/query') && typeof key === 'string'
        ? key
        : '';
    },
  });
  const [keyword, setKeyword] = useState(initial);
  // The box follows the URL's keyword (back and forward between searches).
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setKeyword(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = collegeSearchHref(keyword);
    if (href) void router.navigate({ href: localizedHref(href) });
  };
  return (
    <form role="search" className={classes.search} onSubmit={submit}>
      <TextInput
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        placeholder={t`Search courses`}
        aria-label={t`Search courses`}
        leftSection={<IconSearch size={16} />}
        radius="xl"
        className={classes.searchInput}
        data-testid="college-search-input"
      />
      <Button type="submit" radius="xl">
        {t`Search`}
      </Button>
    </form>
  );
}

/** The college layout's header (spec section 2.3): title, navigation and course search. */
export function CollegeHeader() {
  const { t, i18n } = useLingui();
  const current = useRouterState({
    select: (state) => activeCollegeEntry(state.location.href, currentLocale().slug),
  });
  return (
    <div className={classes.header}>
      <PageContainer className={classes.headerInner}>
        <AppLink href="/college" className={classes.title}>
          <IconSchool size={24} />
          {t`Cross-border college`}
        </AppLink>
        <nav aria-label={t`College`} className={classes.nav}>
          {COLLEGE_NAV.map((entry) => (
            <AppLink
              key={entry.key}
              href={entry.url}
              className={classes.navLink}
              data-active={current === entry.key || undefined}
              aria-current={current === entry.key ? 'page' : undefined}
            >
              {i18n._(entry.name)}
            </AppLink>
          ))}
        </nav>
        <CollegeSearch />
      </PageContainer>
    </div>
  );
}

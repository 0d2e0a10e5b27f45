import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Platform, PlatformCategory } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  idList,
  idListParam,
  type DirectorySearch,
} from './directory-search';
import { platformCompareHref, platformHref } from './links';
import { PlatformCard, PlatformCardSkeleton } from './platform-card';
import { platformQueries } from './queries';
import classes from './platforms.module.css';

/**
 * The single regions of a platform's region label: the API writes a platform that sells in
 * several as one label, joined the way its language lists ("North America, Europe",
 * "北美、欧洲").
 */
export function platformRegions(label: string): string[] {
  return label
    .split(/[、,，;；/]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The directory groups with only the platforms that match the filters; empty groups dropped. */
export function filterDirectory(
  groups: readonly PlatformCategory[],
  search: Pick<DirectorySearch, 'category' | 'region' | 'q'>,
): PlatformCategory[] {
  const query = search.q?.toLowerCase();
  // A platform is in a region when its label names it, alone or among others (a combined
  // region of an older link asks for platforms in each of its regions).
  const wanted = search.region ? platformRegions(search.region) : [];
  return groups
    .filter((group) => search.category === undefined || group.id === search.category)
    .map((group) => ({
      ...group,
      platforms: group.platforms.filter((platform) => {
        const regions = platformRegions(platform.region);
        return (
          wanted.every((region) => regions.includes(region)) &&
          (!query || platform.name.toLowerCase().includes(query))
        );
      }),
    }))
    .filter((group) => group.platforms.length > 0);
}

/** The distinct single regions of the directory, in the order they first appear. */
export function directoryRegions(groups: readonly PlatformCategory[]): string[] {
  return [
    ...new Set(
      groups.flatMap((group) => group.platforms.flatMap((row) => platformRegions(row.region))),
    ),
  ];
}

function Featured() {
  const { t } = useLingui();
  const featured = useQuery(platformQueries.featured());
  if (featured.isError) return null;
  return (
    <section className={classes.panel} aria-labelledby="platforms-featured">
      <h2 className={classes.sectionTitle} id="platforms-featured">
        {t`Featured platforms`}
      </h2>
      <ul className={classes.featured}>
        {featured.data
          ? featured.data.map((platform) => (
              <li key={platform.id}>
                <AppLink className={classes.featuredLink} href={platformHref(platform.id)}>
                  <img
                    className={classes.logoSmall}
                    src={platform.logo}
                    alt=""
                    width={36}
                    height={36}
                  />
                  {platform.name}
                </AppLink>
              </li>
            ))
          : Array.from({ length: 7 }, (_, index) => (
              <li key={`featured-placeholder-${index}`}>
                <SkeletonBlock height={56} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function Filters({
  search,
  groups,
  onSearchChange,
}: {
  search: DirectorySearch;
  groups: readonly PlatformCategory[] | undefined;
  onSearchChange: (next: DirectorySearch) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(search.q ?? '');
  const [shownQuery, setShownQuery] = useState(search.q);
  // The URL changed from elsewhere (back button, a link): show its query.
  if (shownQuery !== search.q) {
    setShownQuery(search.q);
    setTyped(search.q ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearchChange({ ...search, q: typed.trim() || undefined });
  };
  const categoryId = 'platform-filter-category';
  const regionId = 'platform-filter-region';
  const nameId = 'platform-filter-name';
  return (
    <form
      className={classes.filters}
      role="search"
      aria-label={t`Find a platform`}
      onSubmit={submit}
    >
      <div className={classes.field}>
        <label htmlFor={categoryId}>{t`Category`}</label>
        <select
          id={categoryId}
          className={classes.control}
          value={search.category === undefined ? '' : String(search.category)}
          disabled={!groups}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onSearchChange({ ...search, category: value ? Number(value) : undefined });
          }}
        >
          <option value="">{t`All categories`}</option>
          {(groups ?? []).map((group) => (
            <option key={group.id} value={String(group.id)}>
              {group.name}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.field}>
        <label htmlFor={regionId}>{t`Region`}</label>
        <select
          id={regionId}
          className={classes.control}
          value={search.region ?? ''}
          disabled={!groups}
          onChange={(event) =>
            onSearchChange({ ...search, region: event.currentTarget.value || undefined })
          }
        >
          <option value="">{t`All regions`}</option>
          {directoryRegions(groups ?? []).map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.searchRow}>
        <div className={classes.field}>
          <label htmlFor={nameId}>{t`Platform name`}</label>
          <input
            id={nameId}
            className={classes.control}
            type="search"
            value={typed}
            maxLength={50}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </div>
        <button type="submit" className={classes.button}>
          {t`Search`}
        </button>
      </div>
    </form>
  );
}

function CompareBar({
  picked,
  names,
  onClear,
}: {
  picked: readonly number[];
  names: string[];
  onClear: () => void;
}) {
  const { t } = useLingui();
  if (picked.length === 0) return null;
  const count = picked.length;
  const max = COMPARE_MAX;
  const min = COMPARE_MIN;
  return (
    <div className={classes.compareBar} role="region" aria-label={t`Comparison`}>
      <span aria-live="polite">
        {t`${count} of ${max} platforms chosen`}: {names.join(' · ')}
      </span>
      <div className={classes.actions}>
        {count >= min ? (
          <LinkButton href={platformCompareHref(picked)}>{t`Compare side by side`}</LinkButton>
        ) : (
          <span className={classes.note}>{t`Choose at least ${min} platforms to compare`}</span>
        )}
        <button type="button" className={classes.button} data-variant="default" onClick={onClear}>
          {t`Clear`}
        </button>
      </div>
    </div>
  );
}

function Directory({
  groups,
  search,
  onSearchChange,
}: {
  groups: PlatformCategory[];
  search: DirectorySearch;
  onSearchChange: (next: DirectorySearch) => void;
}) {
  const { t } = useLingui();
  const shown = filterDirectory(groups, search);
  const picked = idList(search.compare);
  const full = picked.length >= COMPARE_MAX;
  const toggle = (platform: Platform, on: boolean) => {
    const next = on
      ? [...picked.filter((id) => id !== platform.id), platform.id].slice(0, COMPARE_MAX)
      : picked.filter((id) => id !== platform.id);
    onSearchChange({ ...search, compare: idListParam(next) });
  };
  if (shown.length === 0) {
    return (
      <div className={classes.empty} role="status">
        <p className={classes.note}>{t`No platform matches the filters.`}</p>
        <button
          type="button"
          className={classes.button}
          data-variant="default"
          onClick={() =>
            onSearchChange({ ...search, category: undefined, region: undefined, q: undefined })
          }
        >
          {t`Clear the filters`}
        </button>
      </div>
    );
  }
  return (
    <>
      {shown.map((group) => (
        <section key={group.id} aria-labelledby={`platform-group-${group.id}`}>
          <h2
            className={classes.sectionTitle}
            id={`platform-group-${group.id}`}
            style={{ marginBottom: 12 }}
          >
            {group.name}
          </h2>
          <ul className={classes.grid}>
            {group.platforms.map((platform) => (
              <li key={platform.id}>
                <PlatformCard
                  platform={platform}
                  compared={picked.includes(platform.id)}
                  compareFull={full}
                  onCompareChange={(on) => toggle(platform, on)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The platform directory (`/{lang}/platform`): featured platforms, then the groups, filterable. */
export function DirectoryPage({
  search,
  onSearchChange,
}: {
  search: DirectorySearch;
  onSearchChange: (next: DirectorySearch) => void;
}) {
  const { t } = useLingui();
  const directory = useQuery(platformQueries.directory());
  const all = directory.data?.flatMap((group) => group.platforms) ?? [];
  const picked = idList(search.compare).filter(
    (id) => !directory.data || all.some((row) => row.id === id),
  );
  const names = picked.map((id) => all.find((row) => row.id === id)?.name ?? String(id));
  return (
    <PageContainer className={classes.page}>
      <div>
        <h1 className={classes.title}>{t`Cross-border sales platforms`}</h1>
        <p className={classes.lead}>
          {t`Find the platform that fits your products, compare platforms side by side, and apply to open a store through the large customer or the ordinary customer channel.`}
        </p>
      </div>
      <Featured />
      <Filters search={search} groups={directory.data} onSearchChange={onSearchChange} />
      {directory.data ? (
        <Directory groups={directory.data} search={search} onSearchChange={onSearchChange} />
      ) : directory.isError ? (
        <LoadError onRetry={() => void directory.refetch()} />
      ) : (
        <section aria-busy="true">
          <SkeletonBlock height={24} width={160} />
          <ul className={classes.grid} style={{ marginTop: 12 }}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={`platform-placeholder-${index}`}>
                <PlatformCardSkeleton />
              </li>
            ))}
          </ul>
        </section>
      )}
      <CompareBar
        picked={picked}
        names={names}
        onClear={() => onSearchChange({ ...search, compare: undefined })}
      />
    </PageContainer>
  );
}

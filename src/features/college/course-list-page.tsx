import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseCategory } from '@/api/gen/model';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { CourseCard, CourseCardSkeleton, FIRST_SCREEN_CARDS, LEVEL_LABELS } from './course-card';
import {
  COURSE_LEVELS,
  COURSE_PAGE_SIZE,
  courseListParams,
  type CourseListSearch,
} from './course-list-search';
import { courseCategoriesQueryOptions, courseListQueryOptions } from './queries';
import cardClasses from './college.module.css';
import classes from './course-pages.module.css';
import { usePageWithin } from '@/components/pager/page-within';
import { Pager } from '@/components/pager/pager';

interface FilterOption {
  key: string;
  label: string;
  active: boolean;
  onSelect: () => void;
}

/** One row of filter choices: a label, then buttons of which one is pressed. */
function FilterRow({ label, options }: { label: string; options: FilterOption[] }) {
  return (
    <div className={classes.filterRow} role="group" aria-label={label}>
      <span className={classes.filterLabel}>{label}</span>
      <div className={classes.filterOptions}>
        {options.map((option) => (
          <Button
            key={option.key}
            size="compact-sm"
            radius="xl"
            variant={option.active ? 'filled' : 'subtle'}
            color={option.active ? undefined : 'gray'}
            aria-pressed={option.active}
            onClick={option.onSelect}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * A filter row whose choices are still on the way: its label and a line of placeholder choices,
 * so that the rows below do not move down when the choices arrive.
 */
function FilterRowSkeleton({ label }: { label: string }) {
  return (
    <div className={classes.filterRow} aria-busy="true">
      <span className={classes.filterLabel}>{label}</span>
      <div className={classes.filterOptions}>
        {[48, 88, 72, 96, 80].map((width, index) => (
          <SkeletonBlock key={index} height={26} width={width} radius="var(--mantine-radius-xl)" />
        ))}
      </div>
    </div>
  );
}

/** The top-level category of the chosen one (itself, or its parent). */
export function topCategoryOf(
  tree: CourseCategory[],
  categoryId: number | undefined,
): CourseCategory | undefined {
  if (categoryId === undefined) return undefined;
  return tree.find(
    (top) => top.id === categoryId || top.children.some((child) => child.id === categoryId),
  );
}

function CourseFilters({
  search,
  onSearchChange,
}: {
  search: CourseListSearch;
  onSearchChange: (next: CourseListSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const categories = useQuery(courseCategoriesQueryOptions());
  // Any change of filter goes back to the first page.
  const set = (patch: Partial<CourseListSearch>) =>
    onSearchChange({ ...search, ...patch, page: 1 });
  const tree = categories.data;
  const top = tree ? topCategoryOf(tree, search.categoryId) : undefined;
  return (
    <section className={classes.filters} aria-label={t`Course filters`}>
      {tree ? (
        <FilterRow
          label={t`Category`}
          options={[
            {
              key: 'all',
              label: t`All`,
              active: search.categoryId === undefined,
              onSelect: () => set({ categoryId: undefined }),
            },
            ...tree.map((category) => ({
              key: String(category.id),
              label: category.name,
              active: top?.id === category.id,
              onSelect: () => set({ categoryId: category.id }),
            })),
          ]}
        />
      ) : (
        <FilterRowSkeleton label={t`Category`} />
      )}
      {top && top.children.length > 0 && (
        <FilterRow
          label={t`Sub-category`}
          options={[
            {
              key: 'all',
              label: t`All`,
              active: search.categoryId === top.id,
              onSelect: () => set({ categoryId: top.id }),
            },
            ...top.children.map((child) => ({
              key: String(child.id),
              label: child.name,
              active: search.categoryId === child.id,
              onSelect: () => set({ categoryId: child.id }),
            })),
          ]}
        />
      )}
      <FilterRow
        label={t`Difficulty`}
        options={[
          {
            key: 'all',
            label: t`All`,
            active: search.level === undefined,
            onSelect: () => set({ level: undefined }),
          },
          ...COURSE_LEVELS.map((level) => ({
            key: level,
            label: i18n._(LEVEL_LABELS[level]),
            active: search.level === level,
            onSelect: () => set({ level }),
          })),
        ]}
      />
      <FilterRow
        label={t`Price`}
        options={[
          {
            key: 'all',
            label: t`All`,
            active: search.free === undefined,
            onSelect: () => set({ free: undefined }),
          },
          {
            key: 'free',
            label: t`Free`,
            active: search.free === true,
            onSelect: () => set({ free: true }),
          },
          {
            key: 'paid',
            label: t`Paid`,
            active: search.free === false,
            onSelect: () => set({ free: false }),
          },
        ]}
      />
      <FilterRow
        label={t`Show`}
        options={[
          {
            key: 'all',
            label: t`All`,
            active: !search.recommended && !search.sortField,
            onSelect: () => set({ recommended: undefined, sortField: undefined }),
          },
          {
            key: 'recommended',
            label: t`Recommended`,
            active: search.recommended === true,
            onSelect: () => set({ recommended: true, sortField: undefined }),
          },
          {
            key: 'newest',
            label: t`Newest`,
            active: search.sortField === 'createTime',
            onSelect: () => set({ recommended: undefined, sortField: 'createTime' }),
          },
        ]}
      />
    </section>
  );
}

/** The cards of one page of courses, with their pagination, loading, empty and error states. */
export function CourseResults({
  search,
  keyword,
  onPageChange,
}: {
  search: CourseListSearch;
  keyword?: string;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const query = useQuery({
    ...courseListQueryOptions(courseListParams({ ...search, key: keyword })),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? Math.max(1, data.pages ?? Math.ceil(data.total / COURSE_PAGE_SIZE)) : 1;
  // A page past the last (`?page=999`) moves to the last one; the placeholders show meanwhile.
  const page = usePageWithin(search.page, data && !query.isPlaceholderData ? pages : undefined);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!data || page !== search.page) {
    return (
      <ul className={cardClasses.grid} aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={`placeholder-${index}`}>
            <CourseCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (data.records.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={80} data-testid="course-empty">
        {t`No course found`}
      </Text>
    );
  }
  const total = data.total;
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {plural(total, { one: '# course', other: '# courses' })}
      </Text>
      <ul className={cardClasses.grid} aria-busy={query.isPlaceholderData || undefined}>
        {data.records.map((course, index) => (
          <li key={course.id}>
            <CourseCard
              course={course}
              highlight={keyword}
              firstScreen={index < FIRST_SCREEN_CARDS}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pager
          className={classes.pagination}
          total={pages}
          value={data.current}
          onChange={onPageChange}
        />
      )}
    </>
  );
}

export interface CourseListPageProps {
  search: CourseListSearch;
  onSearchChange: (next: CourseListSearch) => void;
}

/** All courses (`/college/course/list`): filters and cards, every choice in the URL. */
export function CourseListPage({ search, onSearchChange }: CourseListPageProps) {
  const { t } = useLingui();
  return (
    <PageContainer className={classes.page}>
      <h1 className={classes.pageTitle}>{t`All courses`}</h1>
      <CourseFilters search={search} onSearchChange={onSearchChange} />
      <CourseResults search={search} onPageChange={(page) => onSearchChange({ ...search, page })} />
    </PageContainer>
  );
}

export interface CourseQueryPageProps {
  keyword: string | undefined;
  page: number;
  onPageChange: (page: number) => void;
}

/** The search results (`/college/course/query?key=`), the keyword highlighted in the cards. */
export function CourseQueryPage({ keyword, page, onPageChange }: CourseQueryPageProps) {
  const { t } = useLingui();
  return (
    <PageContainer className={classes.page}>
      <h1 className={classes.pageTitle}>
        {keyword ? t`Courses matching “${keyword}”` : t`Search courses`}
      </h1>
      {keyword ? (
        <CourseResults search={{ page }} keyword={keyword} onPageChange={onPageChange} />
      ) : (
        <Text c="dimmed" ta="center" py={80}>
          {t`Enter a keyword in the search box above.`}
        </Text>
      )}
    </PageContainer>
  );
}

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Progress, Tabs, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageMeta, PurchasedCourse, Teacher } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { LinkButton } from '@/components/site/link-button';
import { formatNumber } from '@/i18n/format';
import { courseDetailHref, coursePlayHref } from './college-links';
import { CourseCard } from './course-card';
import {
  favouriteCoursesQueryOptions,
  followedTeachersQueryOptions,
  PERSONAL_PAGE_SIZE,
  purchasedCoursesQueryOptions,
} from './queries';
import type { PersonalCollegeSearch, PersonalCollegeTab } from './personal-college-search';
import classes from './course-pages.module.css';
import { usePageWithin } from '@/components/pager/page-within';
import { Pager } from '@/components/pager/pager';

function Paged<T extends { id: number }>({
  data,
  page,
  isPlaceholderData,
  isError,
  onRetry,
  empty,
  render,
  onPageChange,
}: {
  data: (PageMeta & { records: T[] }) | undefined;
  /** The page the address asks for, and whether `data` is an earlier page's standing in. */
  page: number;
  isPlaceholderData: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: string;
  render: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
}) {
  const pages = data
    ? Math.max(1, data.pages ?? Math.ceil(data.total / PERSONAL_PAGE_SIZE))
    : undefined;
  // A page past the last (`?page=999`) moves to the last one; the placeholders show meanwhile.
  const shown = usePageWithin(page, isPlaceholderData ? undefined : pages);
  if (isError) return <LoadError onRetry={onRetry} />;
  if (!data || !pages || shown !== page) {
    return (
      <ul className={classes.personalGrid} aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={`placeholder-${index}`}>
            <SkeletonBlock height={300} />
          </li>
        ))}
      </ul>
    );
  }
  if (data.records.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={60}>
        {empty}
      </Text>
    );
  }
  return (
    <>
      <ul className={classes.personalGrid}>
        {data.records.map((item) => (
          <li key={item.id}>{render(item)}</li>
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

function PurchasedCard({ course }: { course: PurchasedCourse }) {
  const { t } = useLingui();
  const next = course.lastVideoId;
  const learned = course.learnedVideoCount;
  const videos = course.videoCount;
  const percent = course.progressPercent;
  return (
    <div className={classes.panel} data-testid="purchased-course">
      <AppLink href={courseDetailHref(course.id)}>
        <img src={course.cover} alt="" loading="lazy" className={classes.heroCover} />
        <Text fw={600} mt="xs">
          {course.title}
        </Text>
      </AppLink>
      <Text size="sm" c="dimmed">
        {plural(course.videoCount, {
          one: `Learned ${learned} of ${videos} video`,
          other: `Learned ${learned} of ${videos} videos`,
        })}
      </Text>
      <Progress value={percent} my="xs" aria-label={t`Progress ${percent}%`} />
      <LinkButton
        href={next !== null ? coursePlayHref(course.id, next) : courseDetailHref(course.id)}
        size="sm"
      >
        {next !== null ? t`Continue learning` : t`Start learning`}
      </LinkButton>
    </div>
  );
}

function TeacherCard({ teacher }: { teacher: Teacher }) {
  const followers = formatNumber(teacher.followerCount);
  return (
    <AppLink
      href={`/college/course/list?teacherId=${teacher.id}`}
      className={`${classes.panel} ${classes.teacher}`}
      data-testid="followed-teacher"
    >
      <Avatar src={teacher.avatar} alt="" size={64} radius="xl" />
      <Text fw={600}>{teacher.name}</Text>
      <Text size="sm" c="dimmed">
        {teacher.title}
      </Text>
      <Text size="sm" c="dimmed">
        {plural(teacher.followerCount, {
          one: `${followers} follower`,
          other: `${followers} followers`,
        })}
      </Text>
    </AppLink>
  );
}

function TabContent({
  tab,
  page,
  onPageChange,
}: {
  tab: PersonalCollegeTab;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const purchased = useQuery({
    ...purchasedCoursesQueryOptions(page),
    enabled: tab === 'purchased',
    placeholderData: keepPreviousData,
  });
  const favourites = useQuery({
    ...favouriteCoursesQueryOptions(page),
    enabled: tab === 'favourites',
    placeholderData: keepPreviousData,
  });
  const teachers = useQuery({
    ...followedTeachersQueryOptions(page),
    enabled: tab === 'teachers',
    placeholderData: keepPreviousData,
  });
  if (tab === 'purchased') {
    return (
      <Paged
        data={purchased.data}
        page={page}
        isPlaceholderData={purchased.isPlaceholderData}
        isError={purchased.isError}
        onRetry={() => void purchased.refetch()}
        empty={t`You have not bought any course yet`}
        render={(course) => <PurchasedCard course={course} />}
        onPageChange={onPageChange}
      />
    );
  }
  if (tab === 'favourites') {
    return (
      <Paged
        data={favourites.data}
        page={page}
        isPlaceholderData={favourites.isPlaceholderData}
        isError={favourites.isError}
        onRetry={() => void favourites.refetch()}
        empty={t`No favourite courses yet`}
        render={(course) => <CourseCard course={course} />}
        onPageChange={onPageChange}
      />
    );
  }
  return (
    <Paged
      data={teachers.data}
      page={page}
      isPlaceholderData={teachers.isPlaceholderData}
      isError={teachers.isError}
      onRetry={() => void teachers.refetch()}
      empty={t`You do not follow any teacher yet`}
      render={(teacher) => <TeacherCard teacher={teacher} />}
      onPageChange={onPageChange}
    />
  );
}

export interface PersonalCollegePageProps {
  search: PersonalCollegeSearch;
  onSearchChange: (next: PersonalCollegeSearch) => void;
}

/** Purchased courses (`/personal/college`): bought courses, favourites and followed teachers. */
export function PersonalCollegePage({ search, onSearchChange }: PersonalCollegePageProps) {
  const { t } = useLingui();
  const labels: Record<PersonalCollegeTab, string> = {
    purchased: t`Purchased courses`,
    favourites: t`Favourite courses`,
    teachers: t`Followed teachers`,
  };
  return (
    <div>
      <h1 className={classes.pageTitle}>{t`My courses`}</h1>
      <Tabs
        value={search.tab}
        onChange={(value) => value && onSearchChange({ tab: value as PersonalCollegeTab, page: 1 })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {(Object.keys(labels) as PersonalCollegeTab[]).map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {labels[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={search.tab}>
          <TabContent
            tab={search.tab}
            page={search.page}
            onPageChange={(page) => onSearchChange({ ...search, page })}
          />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}

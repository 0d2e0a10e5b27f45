// The stack floor: the lightest app the portal's stack makes at the portal's versions (React,
// TanStack Router and Query, Lingui, Mantine), one JS file. `/` is a static page (a title and a
// paragraph); `/courses` a data page (8 courses from /api/eduCourse/list as Mantine cards with
// their covers, the first two eager). `npm run bench:lighthouse` measures both beside the
// portal's pages, in the same run, behind the same nginx and mock server.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { i18n } from '@lingui/core';
import { I18nProvider, Trans } from '@lingui/react';
import { Card, Container, Image, MantineProvider, SimpleGrid, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

interface Course {
  id: number;
  title: string;
  subtitle?: string;
  cover: string;
}
interface CourseList {
  result: { records: Course[] };
}

i18n.load('en', {
  staticTitle: 'The stack floor',
  staticText:
    'A static page of the lightest app the portal’s stack makes: React, TanStack Router and Query, Lingui and Mantine, in one file.',
  coursesTitle: 'Courses',
});
i18n.activate('en');

const queryClient = new QueryClient();
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

const coursesQuery = {
  queryKey: ['courses'],
  queryFn: async (): Promise<CourseList> => {
    const answer = await fetch('/api/eduCourse/list?languageType=en_US&pageNo=1&pageSize=8');
    return (await answer.json()) as CourseList;
  },
};

function StaticPage() {
  return (
    <Container py="xl">
      <Title>
        <Trans id="staticTitle" />
      </Title>
      <Text mt="md">
        <Trans id="staticText" />
      </Text>
    </Container>
  );
}

function CoursesPage() {
  const { data } = useQuery(coursesQuery);
  return (
    <Container py="xl">
      <Title>
        <Trans id="coursesTitle" />
      </Title>
      <SimpleGrid mt="md" cols={{ base: 1, sm: 2, md: 4 }}>
        {data?.result.records.map((course, index) => (
          <Card key={course.id} withBorder>
            <Card.Section>
              <Image src={course.cover} alt="" h={160} loading={index < 2 ? 'eager' : 'lazy'} />
            </Card.Section>
            <Text fw={600} mt="sm">
              {course.title}
            </Text>
            <Text size="sm" c="dimmed">
              {course.subtitle}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const router = createRouter({
  routeTree: rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: StaticPage }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/courses',
      loader: () => void queryClient.prefetchQuery(coursesQuery),
      component: CoursesPage,
    }),
  ]),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider getStyleNonce={() => nonce}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  </StrictMode>,
);

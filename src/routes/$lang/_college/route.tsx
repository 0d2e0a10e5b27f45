import { createFileRoute, Outlet } from '@tanstack/react-router';
import { CollegeHeader } from '@/features/college/college-header';
import { DefaultLayout } from '@/features/shell/layouts';

/** The college layout: the default layout plus the college's search bar and navigation. */
export const Route = createFileRoute('/$lang/_college')({
  staticData: { catalogs: ['college', 'form'] },
  component: () => (
    <DefaultLayout subheader={<CollegeHeader />}>
      <Outlet />
    </DefaultLayout>
  ),
});

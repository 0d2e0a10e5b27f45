import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DefaultLayout } from '@/features/shell/layouts';

/** The default layout (spec section 2.3): every public page outside the other four. */
export const Route = createFileRoute('/$lang/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
});

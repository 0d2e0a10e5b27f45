import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EmptyLayout } from '@/features/shell/layouts';

/** The empty layout (login, register, forget): the header only. */
export const Route = createFileRoute('/$lang/_empty')({
  component: () => (
    <EmptyLayout>
      <Outlet />
    </EmptyLayout>
  ),
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { BareLayout } from '@/features/shell/layouts';

/** The tv layout: the display page fills the screen with nothing around it. */
export const Route = createFileRoute('/$lang/_tv')({
  component: () => (
    <BareLayout>
      <Outlet />
    </BareLayout>
  ),
});

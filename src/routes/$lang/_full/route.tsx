import { createFileRoute, Outlet } from '@tanstack/react-router';
import { refuseKnownVisitor, requireSession } from '@/app/require-session';
import { FullLayout } from '@/features/shell/full-layout';

/** The full layout (personal centre): every page here needs a session (spec section 6). */
export const Route = createFileRoute('/$lang/_full')({
  beforeLoad: refuseKnownVisitor,
  loader: requireSession,
  component: () => (
    <FullLayout>
      <Outlet />
    </FullLayout>
  ),
});

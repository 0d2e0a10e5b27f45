import { createFileRoute } from '@tanstack/react-router';
import { ProfilePanel } from '@/features/account/profile-panel';

export const Route = createFileRoute('/$lang/_full/personal/info/')({
  staticData: { catalogs: ['account'] },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { lang } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ProfilePanel
      onOpenSecurity={() =>
        void navigate({ to: '/$lang/personal/info/security', params: { lang } })
      }
    />
  );
}

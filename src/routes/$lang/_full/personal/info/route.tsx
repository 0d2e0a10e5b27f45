import { t } from '@lingui/core/macro';
import { createFileRoute, Outlet, useMatchRoute } from '@tanstack/react-router';
import { PersonalInfoLayout, type PersonalInfoTab } from '@/features/account/personal-info-layout';
import {
  attestationQueryOptions,
  dictionaryQueryOptions,
  PROFILE_DICTIONARIES,
  profileQueryOptions,
} from '@/features/account/queries';

export const Route = createFileRoute('/$lang/_full/personal/info')({
  staticData: { catalogs: ['account', 'form'] },
  loader: ({ context: { queryClient } }) => {
    // Not awaited: the selects fill in when their options arrive.
    for (const code of PROFILE_DICTIONARIES) {
      void queryClient.prefetchQuery(dictionaryQueryOptions(code));
    }
    // Not awaited either: the tabs paint at once and the panel shows its skeleton.
    void queryClient.prefetchQuery(profileQueryOptions());
    void queryClient.prefetchQuery(attestationQueryOptions());
  },
  head: () => ({ meta: [{ title: t`Personal info` }] }),
  component: PersonalInfoRoute,
});

function PersonalInfoRoute() {
  const { lang } = Route.useParams();
  const navigate = Route.useNavigate();
  const matchRoute = useMatchRoute();
  let tab: PersonalInfoTab = 'profile';
  if (matchRoute({ to: '/$lang/personal/info/security' })) tab = 'security';
  if (matchRoute({ to: '/$lang/personal/info/certification' })) tab = 'certification';
  return (
    <PersonalInfoLayout
      tab={tab}
      onTabChange={(next) => {
        if (next === 'security')
          void navigate({ to: '/$lang/personal/info/security', params: { lang } });
        else if (next === 'certification')
          void navigate({ to: '/$lang/personal/info/certification', params: { lang } });
        else void navigate({ to: '/$lang/personal/info', params: { lang } });
      }}
    >
      <Outlet />
    </PersonalInfoLayout>
  );
}

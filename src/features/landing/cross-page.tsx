import { useLingui } from '@lingui/react/macro';
import { IconBuilding, IconFileCheck, IconShield, IconUsers } from '@/components/icons/icons';
import { CallToAction, LandingHero, OfferingCards, Steps } from './sections';

/** `/{lang}/cross`: customs clearance and the customs-declaration system (spec section 1). */
export function CrossPage() {
  const { t } = useLingui();
  const contact = { label: t`Contact customer service`, to: { customerService: true } } as const;
  return (
    <>
      <LandingHero
        icon={IconFileCheck}
        tone="teal"
        eyebrow={t`Customs clearance services`}
        title={t`Customs declaration for every company of your group`}
        subtitle={t`A customs-declaration system built for groups: multi-enterprise, multi-account and multi-department accounts, permissions per account, and a parent company that sees its subsidiaries' data.`}
        actions={[
          contact,
          { label: t`Open it in the personal centre`, to: { href: '/personal/cross' } },
        ]}
      />
      <OfferingCards
        id="cross-offer"
        title={t`One system for the whole group`}
        subtitle={t`Declare for each company on its own, see them all together.`}
        items={[
          {
            icon: IconBuilding,
            title: t`Multi-enterprise`,
            text: t`Each company of the group declares under its own name and customs registration.`,
          },
          {
            icon: IconUsers,
            title: t`Multi-account and multi-department`,
            text: t`Accounts for every declarant, organised by department, instead of one shared login.`,
          },
          {
            icon: IconShield,
            title: t`Permissions per account`,
            text: t`Decide for each account what it may see, prepare and submit.`,
          },
          {
            icon: IconFileCheck,
            title: t`Parent-company view`,
            text: t`The parent company sees its subsidiaries' declarations and figures in one place.`,
          },
        ]}
      />
      <Steps
        id="cross-steps"
        title={t`How to get started`}
        steps={[
          {
            title: t`Certify your enterprise`,
            text: t`Enterprise certification in the personal centre identifies your company.`,
          },
          {
            title: t`Contact customer service`,
            text: t`Tell us which companies, departments and accounts you need.`,
          },
          {
            title: t`We open the system`,
            text: t`We set up your companies and accounts with the permissions you chose.`,
          },
          {
            title: t`Declare`,
            text: t`Your declarants work in their own accounts; the parent company follows everything.`,
          },
        ]}
      />
      <CallToAction
        id="cross-cta"
        title={t`Bring your group's declarations together`}
        text={t`Customer service opens the customs-declaration system for certified enterprises.`}
        actions={[
          contact,
          { label: t`Open it in the personal centre`, to: { href: '/personal/cross' } },
        ]}
      />
    </>
  );
}

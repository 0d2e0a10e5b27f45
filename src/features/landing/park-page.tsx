import { useLingui } from '@lingui/react/macro';
import { IconBoxes, IconBuilding, IconSchool, IconTruck } from '@/components/icons/icons';
import { telHref, useSiteContacts } from '@/components/site/site-contacts';
import { CallToAction, Figures, LandingHero, OfferingCards, Steps } from './sections';
import { numberFormat } from '@/i18n/format';

/** Rent-free period of the park (spec section 1), in years. */
const RENT_FREE_YEARS = 3;

/** `/{lang}/park`: industrial park tenancy (spec section 1: rent-free for three years). */
export function ParkPage() {
  const { t } = useLingui();
  const years = numberFormat({ style: 'unit', unit: 'year', unitDisplay: 'long' }).format(
    RENT_FREE_YEARS,
  );
  const visit = { label: t`Book a visit`, to: { customerService: true } } as const;
  const contacts = useSiteContacts();
  const phone = contacts?.phone;
  // The hotline of the site settings; the call action shows once they arrived.
  const call = phone ? { label: t`Call ${phone}`, to: { href: telHref(phone) } } : null;
  return (
    <>
      <LandingHero
        icon={IconBuilding}
        tone="blue"
        eyebrow={t`Cross-border industrial park`}
        title={t`Move in and pay no rent for ${years}`}
        subtitle={t`Offices, warehouses and studios for cross-border e-commerce companies, rent-free for ${years}, with logistics, training and services next door.`}
        actions={call ? [visit, call] : [visit]}
      />
      <Figures
        id="park-figures"
        title={t`Tenancy at a glance`}
        items={[
          { label: t`Rent-free period`, value: years },
          { label: t`Spaces`, value: t`Offices, warehouses, studios` },
          { label: t`Services on site`, value: t`Logistics, training, finance` },
        ]}
      />
      <OfferingCards
        id="park-offer"
        title={t`What the park offers`}
        items={[
          {
            icon: IconBuilding,
            title: t`Offices and studios`,
            text: t`Furnished offices and photo and live-stream studios for your team.`,
          },
          {
            icon: IconBoxes,
            title: t`Warehouses`,
            text: t`Storage and packing space close to your offices.`,
          },
          {
            icon: IconTruck,
            title: t`Logistics on site`,
            text: t`Pick-up by our logistics lines to marketplaces and overseas warehouses.`,
          },
          {
            icon: IconSchool,
            title: t`Training and incubation`,
            text: t`Courses of the cross-border college and advisers for new sellers.`,
          },
        ]}
      />
      <Steps
        id="park-steps"
        title={t`How to move in`}
        steps={[
          {
            title: t`Book a visit`,
            text: t`See the offices and warehouses with our park team.`,
          },
          {
            title: t`Apply`,
            text: t`Tell us about your company and the space you need.`,
          },
          {
            title: t`Sign`,
            text: t`Sign the tenancy with its rent-free period of ${years}.`,
          },
          {
            title: t`Move in`,
            text: t`Your space is ready; our services are next door.`,
          },
        ]}
      />
      <CallToAction
        id="park-cta"
        title={t`Grow your team in the park`}
        text={t`Spaces are limited; book a visit to see what is available.`}
        actions={call ? [visit, call] : [visit]}
      />
    </>
  );
}

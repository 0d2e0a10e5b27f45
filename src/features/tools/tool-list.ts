import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ToolName =
  | 'fba-calculator'
  | 'unit-converter'
  | 'working-hours'
  | 'interest'
  | 'tracking-check'
  | 'address'
  | 'email-templates';

export interface ToolEntry {
  /** The site path of a tool built here, or the https address of an external one. */
  href: string;
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** External tools need live marketplace data we do not have: they open another site. */
  external: boolean;
}

/** The ten tools of spec section 1: seven that run in the browser, three that link out. */
export const TOOLS: ToolEntry[] = [
  {
    href: '/tools/fba-calculator',
    name: msg`FBA fee calculator`,
    description: msg`Size tier, fulfilment, referral and storage fees and your margin on Amazon US.`,
    external: false,
  },
  {
    href: '/tools/unit-converter',
    name: msg`Unit converter`,
    description: msg`Length, weight, volume, area, temperature, cubic feet and volumetric weight.`,
    external: false,
  },
  {
    href: '/tools/working-hours',
    name: msg`Working hours by country`,
    description: msg`Local time, office hours and public holidays in your markets.`,
    external: false,
  },
  {
    href: '/tools/interest',
    name: msg`Interest and financing cost`,
    description: msg`Simple and compound interest, and what a financing offer costs a year.`,
    external: false,
  },
  {
    href: '/tools/tracking-check',
    name: msg`Tracking number check`,
    description: msg`Check pasted tracking numbers, see the likely carrier and track them.`,
    external: false,
  },
  {
    href: '/tools/address',
    name: msg`Address formatter`,
    description: msg`Format an address by the destination's postal rules, check the postcode, get a sample.`,
    external: false,
  },
  {
    href: '/tools/email-templates',
    name: msg`E-mail templates`,
    description: msg`Buyer messages in five languages, checked against Amazon's messaging rules.`,
    external: false,
  },
  {
    href: 'https://www.junglescout.com/sales-estimator/',
    name: msg`Sales estimate`,
    description: msg`Monthly sales from a best-seller rank (Jungle Scout, another site).`,
    external: true,
  },
  {
    href: 'https://keepa.com/',
    name: msg`Price history`,
    description: msg`Amazon price and rank history charts (Keepa, another site).`,
    external: true,
  },
  {
    href: 'https://www.amazon.com/gp/bestsellers/',
    name: msg`Sales rank lookup`,
    description: msg`Amazon's best-seller ranks by category (Amazon, another site).`,
    external: true,
  },
];

export function toolByName(name: ToolName): ToolEntry {
  return TOOLS.find((tool) => tool.href === `/tools/${name}`)!;
}

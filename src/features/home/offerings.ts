import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import {
  IconApps,
  IconBoxes,
  IconBuilding,
  IconCoins,
  IconFileCheck,
  IconNews,
  IconSchool,
  IconShield,
  IconSpeakerphone,
  IconStore,
  IconTruck,
  IconWorld,
  type IconProps,
} from '@/components/icons/icons';

export interface Offering {
  key: string;
  icon: ComponentType<IconProps>;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Site path of the section that offers it. */
  url: string;
  /** Mantine colour of the icon tile. */
  color: string;
}

/** What the portal offers (spec section 1), each linking to its section. */
export const OFFERINGS: Offering[] = [
  {
    key: 'platform',
    icon: IconStore,
    title: msg`Platform settlement`,
    description: msg`A directory of overseas sales platforms with store guides, news and training, and store-opening applications for large and ordinary customers.`,
    url: '/platform',
    color: 'blue',
  },
  {
    key: 'logistics',
    icon: IconTruck,
    title: msg`Logistics and online shipping`,
    description: msg`Logistics lines, overseas warehouses, shipment tracking and online parcel orders.`,
    url: '/logistics',
    color: 'teal',
  },
  {
    key: 'college',
    icon: IconSchool,
    title: msg`Cross-border college`,
    description: msg`Recorded courses from practitioners, with teachers, favourites and paid purchase.`,
    url: '/college',
    color: 'violet',
  },
  {
    key: 'market',
    icon: IconApps,
    title: msg`Service market`,
    description: msg`Services grouped by category and market, with orders, invoices and payment; providers can settle in.`,
    url: '/service',
    color: 'orange',
  },
  {
    key: 'supply',
    icon: IconBoxes,
    title: msg`Supply-chain distribution`,
    description: msg`Source and distribute goods for overseas stores through vetted supply-chain partners.`,
    url: '/service',
    color: 'cyan',
  },
  {
    key: 'station',
    icon: IconWorld,
    title: msg`Independent site building`,
    description: msg`Build and run your own brand website alongside the marketplaces.`,
    url: '/station',
    color: 'indigo',
  },
  {
    key: 'overseas',
    icon: IconSpeakerphone,
    title: msg`Overseas marketing`,
    description: msg`Joint operation and advertising on overseas channels, with ad-delivery statistics.`,
    url: '/overseas',
    color: 'pink',
  },
  {
    key: 'ip',
    icon: IconShield,
    title: msg`IP and brand services`,
    description: msg`Intellectual property, brand consulting, VAT and trademark services.`,
    url: '/service',
    color: 'grape',
  },
  {
    key: 'finance',
    icon: IconCoins,
    title: msg`Supply-chain finance`,
    description: msg`Credit lines from 1 to 10 million USD at 2% to 3%, prepayment from 20%, disbursed in 2 to 3 weeks.`,
    url: '/finance',
    color: 'yellow',
  },
  {
    key: 'park',
    icon: IconBuilding,
    title: msg`Industrial park`,
    description: msg`Office and warehouse space for cross-border businesses, rent-free for three years.`,
    url: '/park',
    color: 'lime',
  },
  {
    key: 'customs',
    icon: IconFileCheck,
    title: msg`Customs declaration`,
    description: msg`A declaration system with multi-enterprise, multi-account and per-account permissions.`,
    url: '/cross',
    color: 'red',
  },
  {
    key: 'news',
    icon: IconNews,
    title: msg`News and information`,
    description: msg`Industry news, platform dynamics and the policies that affect cross-border trade.`,
    url: '/news',
    color: 'gray',
  },
];

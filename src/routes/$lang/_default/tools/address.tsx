import { createFileRoute } from '@tanstack/react-router';
import { toolHead } from '@/features/tools/head';
import { AddressPage } from '@/features/tools/address/address-page';

/** The address formatter and sample address (`/{lang}/tools/address`): public, runs in the browser. */
export const Route = createFileRoute('/$lang/_default/tools/address')({
  staticData: { catalogs: ['tools'] },
  head: () => toolHead('address'),
  component: AddressPage,
});

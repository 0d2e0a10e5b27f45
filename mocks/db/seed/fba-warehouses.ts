/**
 * Amazon FBA warehouses by country: choosing a code in the parcel form fills state, city and
 * postcode (ShipSearchOptions). Codes and addresses are the public ones sellers ship to.
 */
import type { ShipFbaWarehouse } from '../../../src/api/gen/model';
import { defineCollection } from '../store';

export interface FbaWarehouseRow extends ShipFbaWarehouse {
  id: number;
}

const fc = (
  country: string,
  code: string,
  state: string,
  city: string,
  postcode: string,
  address: string,
) => ({
  country,
  code,
  state,
  city,
  postcode,
  address,
});

const FBA_WAREHOUSES: ShipFbaWarehouse[] = [
  fc('US', 'ONT8', 'CA', 'Moreno Valley', '92551', '24300 Nandina Ave'),
  fc('US', 'LGB8', 'CA', 'Rialto', '92376', '1568 N Linden Ave'),
  fc('US', 'SBD1', 'CA', 'Bloomington', '92316', '1910 E Central Ave'),
  fc('US', 'PHX7', 'AZ', 'Phoenix', '85043', '800 N 75th Ave'),
  fc('US', 'DFW6', 'TX', 'Coppell', '75019', '940 W Bethel Rd'),
  fc('US', 'MDW2', 'IL', 'Joliet', '60433', '250 Emerald Dr'),
  fc('US', 'ABE8', 'NJ', 'Florence', '08518', '401 Independence Rd'),
  fc('US', 'JFK8', 'NY', 'Staten Island', '10314', '546 Gulf Ave'),
  fc('CA', 'YYZ4', 'ON', 'Brampton', 'L6Y 0C9', '8050 Heritage Rd'),
  fc('CA', 'YVR2', 'BC', 'Delta', 'V3M 5Y9', '450 Derwent Pl'),
  fc('GB', 'LTN4', 'Bedfordshire', 'Dunstable', 'LU5 4FE', 'Boscombe Rd'),
  fc('GB', 'BHX4', 'West Midlands', 'Coventry', 'CV6 4BX', 'Plot 1, Lyons Park, Sayer Dr'),
  fc('GB', 'MAN1', 'Greater Manchester', 'Manchester', 'M90 5AA', 'Airport City, Ringway Rd'),
  fc('DE', 'DTM2', 'NRW', 'Dortmund', '44145', 'Kaltbandstraße 4'),
  fc('DE', 'FRA7', 'Hessen', 'Frankenthal', '67227', 'Am Römig 9'),
  fc('DE', 'MUC3', 'Bayern', 'Graben', '86836', 'Amazonstraße 1'),
  fc('FR', 'ORY4', 'Île-de-France', 'Brétigny-sur-Orge', '91220', '1 Rue Amazon'),
  fc('FR', 'LYS1', 'Auvergne-Rhône-Alpes', 'Sevrey', '71100', '1 Rue Amazon'),
  fc('IT', 'MXP5', 'Lombardia', 'Castel San Giovanni', '29015', 'Strada Dogana Po 2U'),
  fc('IT', 'FCO1', 'Lazio', 'Passo Corese', '02032', 'Via della Meccanica 1'),
  fc('ES', 'MAD4', 'Madrid', 'San Fernando de Henares', '28830', 'Avenida de la Astronomía 24'),
  fc('ES', 'BCN1', 'Barcelona', 'El Prat de Llobregat', '08820', 'Avinguda de les Garrigues 6'),
  fc('PL', 'WRO2', 'Dolnośląskie', 'Bielany Wrocławskie', '55-040', 'ul. Czekoladowa 1'),
  fc('PL', 'POZ1', 'Wielkopolskie', 'Sady', '62-080', 'ul. Poznańska 1d'),
  fc('JP', 'NRT5', 'Chiba', 'Ichikawa', '272-0193', '3-2-1 Shiohama'),
  fc('JP', 'HND3', 'Kanagawa', 'Kawasaki', '210-0869', '7-1 Higashi-Ogishima'),
  fc('AU', 'SYD8', 'NSW', 'Kemps Creek', '2178', '20 Aldington Rd'),
  fc('AU', 'MEL1', 'VIC', 'Dandenong South', '3175', '29 National Dr'),
  fc('AE', 'DXB3', 'Dubai', 'Dubai', '00000', 'Plot S60203, Jebel Ali Free Zone South'),
  fc('SA', 'RUH1', 'Riyadh Province', 'Riyadh', '14325', 'Al Mashael, Second Industrial City'),
];

export const fbaWarehouses = defineCollection<FbaWarehouseRow>('fbaWarehouses', () =>
  FBA_WAREHOUSES.map((warehouse, index) => ({ id: index + 1, ...warehouse })),
);

export function findFbaWarehouse(
  country: string,
  code: string,
): Readonly<FbaWarehouseRow> | undefined {
  const wanted = code.trim().toUpperCase();
  return fbaWarehouses.find(
    (warehouse) => warehouse.country === country && warehouse.code === wanted,
  );
}

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WarehouseDetail } from '@/api/gen/model';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { logisticsQueries } from './queries';
import { WarehouseDetailPage } from './warehouse-pages';

const ONTARIO: WarehouseDetail = {
  id: 901,
  name: 'Los Angeles Ontario warehouse',
  country: { code: 'US', name: 'United States' },
  region: 'Ontario, California',
  serviceTypes: ['FBA_TRANSFER', 'STORAGE'],
  ordersProcessed: 8000,
  areaSize: 20000,
  image: 'https://img.example.com/warehouse/901.jpg',
  images: [],
  description: '<p>Near the port.</p>',
  address: '1500 S Milliken Ave, Ontario, CA 91761, USA',
  contact: { name: 'Mr Zhao', phone: '13912345678', email: null, wechat: null },
};

describe('the overseas warehouse page', () => {
  it('says where the warehouse is once, under its name', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(logisticsQueries.warehouse(901).queryKey, ONTARIO);
    renderWithRouter(<WarehouseDetailPage id={901} />, {
      path: '/en_US/logistics/abroad/901',
      queryClient,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Los Angeles Ontario warehouse' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Ontario, California/)).toHaveLength(1);
    expect(screen.getByText(/Area: 20,000 m²/)).toBeInTheDocument();
    expect(
      screen.getByText('Address: 1500 S Milliken Ave, Ontario, CA 91761, USA'),
    ).toBeInTheDocument();
  });
});

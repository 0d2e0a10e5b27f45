import { failure, get, interaction, ok, withoutSession } from './support/consumer';
import { describe, it } from 'vitest';
import { listAdStatistics, listFundsFlow } from '@/api/gen/marketing/marketing';
import { adStatisticsPage, fundsFlowPage } from './support/shapes';

const LOGGED_IN = 'user demo is logged in';

const fundsFilter = {
  pageNo: '1',
  pageSize: '10',
  startDate: '2026-10-01',
  endDate: '2026-11-20',
  sortField: 'transactionTime',
  sortOrder: 'desc',
};

const adsFilter = { pageNo: '1', pageSize: '10', startDate: '2026-11-01', endDate: '2026-11-20' };

describe('marketing', () => {
  it('listFundsFlow', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has funds flow records between 2026-10-01 and 2026-11-20'],
      uponReceiving: 'listFundsFlow: the first page of a date range, newest first',
      request: get('/capitalFlow/list', fundsFilter),
      response: ok(fundsFlowPage),
      call: () =>
        listFundsFlow({
          pageNo: 1,
          pageSize: 10,
          startDate: '2026-10-01',
          endDate: '2026-11-20',
          sortField: 'transactionTime',
          sortOrder: 'desc',
        }),
    }));

  it('listFundsFlow: an end before the start is refused with a message', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'listFundsFlow: an end date before the start date',
      request: get('/capitalFlow/list', {
        pageNo: '1',
        pageSize: '10',
        startDate: '2026-11-20',
        endDate: '2026-10-01',
      }),
      response: failure('The end date is before the start date'),
      call: () =>
        listFundsFlow({ pageNo: 1, pageSize: 10, startDate: '2026-11-20', endDate: '2026-10-01' }),
    }));

  it('listFundsFlow: 512', () =>
    withoutSession('listFundsFlow', get('/capitalFlow/list', fundsFilter), () =>
      listFundsFlow({
        pageNo: 1,
        pageSize: 10,
        startDate: '2026-10-01',
        endDate: '2026-11-20',
        sortField: 'transactionTime',
        sortOrder: 'desc',
      }),
    ));

  it('listAdStatistics', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has ad statistics between 2026-11-01 and 2026-11-20'],
      uponReceiving: 'listAdStatistics: the first page of a date range',
      request: get('/adStatistics/list', adsFilter),
      response: ok(adStatisticsPage),
      call: () =>
        listAdStatistics({
          pageNo: 1,
          pageSize: 10,
          startDate: '2026-11-01',
          endDate: '2026-11-20',
        }),
    }));

  it('listAdStatistics: a range over 366 days is refused with a message', () =>
    interaction({
      given: [LOGGED_IN],
      uponReceiving: 'listAdStatistics: a range longer than 366 days',
      request: get('/adStatistics/list', {
        pageNo: '1',
        pageSize: '10',
        startDate: '2025-01-01',
        endDate: '2026-11-20',
      }),
      response: failure('The date range may span at most 366 days'),
      call: () =>
        listAdStatistics({
          pageNo: 1,
          pageSize: 10,
          startDate: '2025-01-01',
          endDate: '2026-11-20',
        }),
    }));

  it('listAdStatistics: 512', () =>
    withoutSession('listAdStatistics', get('/adStatistics/list', adsFilter), () =>
      listAdStatistics({ pageNo: 1, pageSize: 10, startDate: '2026-11-01', endDate: '2026-11-20' }),
    ));
});

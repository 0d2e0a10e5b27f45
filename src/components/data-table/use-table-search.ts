import {
  functionalUpdate,
  type OnChangeFn,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import type { TableSearch } from './table-search';

export interface TableSearchBinding<TSearch extends TableSearch> {
  /** Controlled table state for `DataTable`, read from the URL. */
  pagination: PaginationState;
  sorting: SortingState;
  onPaginationChange: OnChangeFn<PaginationState>;
  onSortingChange: OnChangeFn<SortingState>;
  /** Changes filters or the tab; back to page 1, since the old page may not exist any more. */
  setFilters: (patch: Partial<Omit<TSearch, keyof TableSearch>>) => void;
}

/**
 * Binds a route's validated search params to the table state: the table reads page, size and
 * sort from the URL and every change becomes a navigation, so a link or a reload reproduces the
 * screen and the browser's back button undoes a page turn.
 *
 * `navigate` receives the whole next search; routes pass
 * `(search) => navigate({ search })` from their `useNavigate()`.
 */
export function useTableSearch<TSearch extends TableSearch>(
  search: TSearch,
  navigate: (next: TSearch) => void,
  sortFields: readonly TSearch['sort'][],
): TableSearchBinding<TSearch> {
  return useMemo(() => {
    const pagination: PaginationState = { pageIndex: search.page - 1, pageSize: search.size };
    const sorting: SortingState = [{ id: search.sort, desc: search.order === 'desc' }];
    return {
      pagination,
      sorting,
      onPaginationChange: (updater) => {
        const next = functionalUpdate(updater, pagination);
        const sizeChanged = next.pageSize !== search.size;
        navigate({
          ...search,
          size: next.pageSize,
          page: sizeChanged ? 1 : Math.max(1, next.pageIndex + 1),
        });
      },
      onSortingChange: (updater) => {
        const [next] = functionalUpdate(updater, sorting);
        const field = sortFields.find((candidate) => candidate === next?.id);
        // A column outside the API's sort fields, or a cleared sort, keeps the current order.
        if (!next || field === undefined) return;
        navigate({ ...search, sort: field, order: next.desc ? 'desc' : 'asc', page: 1 });
      },
      setFilters: (patch) => navigate({ ...search, ...patch, page: 1 }),
    };
  }, [search, navigate, sortFields]);
}

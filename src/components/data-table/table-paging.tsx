import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { Pager } from '@/components/pager/pager';
import { PAGE_SIZES } from './table-search';

export interface TablePagingProps {
  page: number;
  pageCount: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The pager of a data table and its rows-per-page choice (after its rows: data-table-view.tsx). */
export function TablePaging({
  page,
  pageCount,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: TablePagingProps) {
  const { t } = useLingui();
  return (
    <>
      <Pager total={pageCount} value={page} onChange={onPageChange} siblings={1} size="sm" />
      <NativeSelect
        aria-label={t`Rows per page`}
        size="xs"
        w={110}
        data={PAGE_SIZES.map((size) => ({ value: String(size), label: t`${size} / page` }))}
        value={String(pageSize)}
        onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
      />
    </>
  );
}

import { Pagination, type PaginationProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/**
 * The one pager of the app's lists: Mantine's Pagination with every control and page named in
 * the user's language for screen readers ("Next page", "Page 3").
 */
export function Pager(props: Omit<PaginationProps, 'getControlProps' | 'getItemProps'>) {
  const { t } = useLingui();
  const controlLabels = {
    first: t`First page`,
    previous: t`Previous page`,
    next: t`Next page`,
    last: t`Last page`,
  };
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
    />
  );
}

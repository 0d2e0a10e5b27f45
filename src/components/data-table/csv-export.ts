/** One CSV column: its translated header and how to read the cell from a record. */
export interface CsvColumn<TRow> {
  header: string;
  value: (row: TRow) => string | number | null | undefined;
}

export interface CsvPage<TRow> {
  records: ReadonlyArray<TRow>;
  total: number;
}

/** Fetches one page (from 1) of the screen's current filter. */
export type FetchCsvPage<TRow> = (pageNo: number, pageSize: number) => Promise<CsvPage<TRow>>;

/** Large pages keep an export to a few calls; the API allows up to 1000. */
export const CSV_PAGE_SIZE = 500;
/** Guards against a server whose `total` never stops growing. */
const MAX_PAGES = 200;

/** Every record of the filter, page after page, in the server's order. */
export async function fetchAllPages<TRow>(
  fetchPage: FetchCsvPage<TRow>,
  pageSize = CSV_PAGE_SIZE,
): Promise<TRow[]> {
  const rows: TRow[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
    const { records, total } = await fetchPage(pageNo, pageSize);
    rows.push(...records);
    if (records.length === 0 || records.length < pageSize || rows.length >= total) break;
  }
  return rows;
}

/**
 * The CSV text. Values a spreadsheet would run as a formula (=, +, -, @ at the start of text) are
 * escaped; numbers stay numbers so they can be summed. The CSV writer (papaparse) is loaded here,
 * on the first export, not with the table: a list's first screen does without it.
 */
export async function toCsv<TRow>(
  rows: ReadonlyArray<TRow>,
  columns: ReadonlyArray<CsvColumn<TRow>>,
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Saves the text as a file. The byte-order mark makes Excel read Chinese as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface CsvExport<TRow> {
  filename: string;
  columns: ReadonlyArray<CsvColumn<TRow>>;
  fetchPage: FetchCsvPage<TRow>;
  pageSize?: number;
}

/** Fetches every page of the current filter and downloads it; answers the number of rows. */
export async function exportCsv<TRow>({
  filename,
  columns,
  fetchPage,
  pageSize,
}: CsvExport<TRow>): Promise<number> {
  const rows = await fetchAllPages(fetchPage, pageSize);
  downloadCsv(filename, await toCsv(rows, columns));
  return rows.length;
}

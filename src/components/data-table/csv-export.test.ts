import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, exportCsv, fetchAllPages, toCsv, type CsvPage } from './csv-export';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows: Row[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `row ${index + 1}`,
  amount: index % 2 === 0 ? index * 1.5 : -index,
}));

function pagesOf(source: Row[]) {
  return vi.fn(async (pageNo: number, pageSize: number): Promise<CsvPage<Row>> => ({
    records: source.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: source.length,
  }));
}

afterEach(() => vi.restoreAllMocks());

describe('CSV export', () => {
  it('fetches every page of the filter, not only the one on screen', async () => {
    const fetchPage = pagesOf(rows);
    const all = await fetchAllPages(fetchPage, 10);
    expect(all.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(fetchPage.mock.calls).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
  });

  it('stops at an empty page even if the total promised more', async () => {
    const fetchPage = vi.fn(async (pageNo: number): Promise<CsvPage<Row>> => ({
      records: pageNo === 1 ? rows.slice(0, 2) : [],
      total: 100,
    }));
    expect(await fetchAllPages(fetchPage, 2)).toHaveLength(2);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('writes translated headers, numbers as numbers, and defuses formulas', async () => {
    const csv = await toCsv(
      [
        { id: 1, name: '=HYPERLINK("x")', amount: -12.5 },
        { id: 2, name: '亚马逊, "美国站"', amount: 3980 },
      ],
      [
        { header: '名称', value: (row) => row.name },
        { header: 'Amount', value: (row) => row.amount },
      ],
    );
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed).toEqual([
      ['名称', 'Amount'],
      ['\'=HYPERLINK("x")', '-12.5'],
      ['亚马逊, "美国站"', '3980'],
    ]);
  });

  it('downloads the file with a byte-order mark for spreadsheets', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });

    const count = await exportCsv({
      filename: 'report.csv',
      columns: [{ header: 'id', value: (row: Row) => row.id }],
      fetchPage: pagesOf(rows.slice(0, 3)),
    });

    expect(count).toBe(3);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('report.csv');
    expect(clicks[0]?.href).toBe('blob:csv');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobs[0]!.text()).toContain('id\r\n1\r\n2\r\n3');
    downloadCsv('again.csv', 'a');
    expect(clicks).toHaveLength(2);
  });
});

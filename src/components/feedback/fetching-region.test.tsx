import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { FetchingRegion } from './fetching-region';

const KEY = ['lines', { page: 1 }] as const;

describe('FetchingRegion', () => {
  it('is busy while its query fetches, and the page that owns the query does not render again', async () => {
    const queryClient = createTestQueryClient();
    let answer: (lines: string[]) => void = () => undefined;
    const lines = () => new Promise<string[]>((resolve) => (answer = resolve));
    queryClient.setQueryData(KEY, ['Line A']);
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      const query = useQuery({ queryKey: KEY, queryFn: lines, staleTime: Infinity });
      return (
        <FetchingRegion component="ul" queryKey={KEY} aria-label="Lines">
          {query.data?.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </FetchingRegion>
      );
    }
    renderWithProviders(<Page />, { queryClient });
    const list = screen.getByRole('list', { name: 'Lines' });
    expect(list).toHaveAttribute('aria-busy', 'false');
    const rendersBefore = pageRenders;

    // A refresh whose answer is what the page shows already (a page that came as HTML).
    let refetch: Promise<unknown> = Promise.resolve();
    act(() => {
      refetch = queryClient.invalidateQueries({ queryKey: KEY });
    });
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    await act(async () => {
      answer(['Line A']);
      await refetch;
    });
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    expect(pageRenders).toBe(rendersBefore);

    // Another key's fetch leaves the region alone.
    act(() => {
      void queryClient.prefetchQuery({ queryKey: ['other'], queryFn: () => new Promise(() => {}) });
    });
    expect(list).toHaveAttribute('aria-busy', 'false');
  });
});

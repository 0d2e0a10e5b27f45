import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerMarkup, showContent, stubFrames, stubPaintReports } from '@/test/frames';
import { AfterContent, AfterPaint, SkeletonBlock } from './page-skeleton';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AfterPaint', () => {
  it('asks for a heavy part’s code once the frame that showed the content beside its placeholder is shown', async () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    const load = vi.fn(() => Promise.resolve({ default: () => <p>The form</p> }));
    const Form = lazy(load);
    render(
      <>
        <h1>The line</h1>
        <AfterPaint fallback={<p>Placeholder</p>}>
          <Form />
        </AfterPaint>
      </>,
    );
    expect(screen.getByText('The line')).toBeInTheDocument();
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    // The frame with the content is painted, and the next one made: the part mounts in the task
    // after them, and only then is its code asked for.
    act(() => frame());
    act(() => frame());
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.queryByText('Placeholder')).not.toBeInTheDocument();
  });

  it('waits for the browser to report that the page has painted its content, or for 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { frame } = stubFrames();
    const paint = stubPaintReports();
    const load = vi.fn(() => Promise.resolve({ default: () => <p>The form</p> }));
    const Form = lazy(load);
    const tree = (
      <AfterPaint fallback={<p>Placeholder</p>}>
        <Form />
      </AfterPaint>
    );
    const { unmount } = render(tree);
    // Frames shown before the content was (skeletons): the part waits.
    act(() => frame());
    act(() => frame());
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(load).not.toHaveBeenCalled();
    act(() => paint('first-contentful-paint'));
    act(() => frame());
    act(() => frame());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    unmount();

    // No report (none comes for a page that paints no text): after 3 s.
    stubPaintReports();
    const again = vi.fn(() => Promise.resolve({ default: () => <p>The form</p> }));
    const Again = lazy(again);
    render(
      <AfterPaint fallback={<p>Placeholder</p>}>
        <Again />
      </AfterPaint>,
    );
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(again).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => frame());
    act(() => frame());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps the markup of a page that came as HTML: the hydration draws the part at once', async () => {
    stubFrames();
    const tree = (
      <AfterPaint fallback={<p>Placeholder</p>}>
        <p>The form</p>
      </AfterPaint>
    );
    expect(await hydrateServerMarkup(tree)).toEqual({
      before: 'The form',
      after: 'The form',
      errors: 0,
    });
  });
});

describe('AfterContent', () => {
  const withClient = (client: QueryClient, tree: ReactNode) => (
    <QueryClientProvider client={client}>{tree}</QueryClientProvider>
  );

  /** The header in its `AfterContent`, on a page whose queries are `client`'s: its code's loader. */
  function renderHeader(client: QueryClient) {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>The header</p> }));
    const Header = lazy(load);
    render(
      withClient(
        client,
        <AfterContent fallback={<p>Its place</p>}>
          <Header />
        </AfterContent>,
      ),
    );
    return load;
  }

  it('asks for the chrome’s code once the page’s data has come and been shown, not at its first paint', async () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    const client = new QueryClient();
    let answer: (rows: string[]) => void = () => undefined;
    void client.prefetchQuery({
      queryKey: ['orders'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    const load = renderHeader(client);
    // The skeletons' frame is shown: the orders are still on their way.
    await showContent(frame);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Its place')).toBeInTheDocument();

    // They come; the frame that draws them is shown, then the chrome mounts and loads.
    await act(async () => answer(['SO1']));
    expect(load).not.toHaveBeenCalled();
    await showContent(frame);
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The header')).toBeInTheDocument();
  });

  it('waits for the content’s skeletons to go (its code after its data), not for a later part’s', async () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    const client = new QueryClient();
    const load = vi.fn(() => Promise.resolve({ default: () => <p>The header</p> }));
    const Header = lazy(load);
    const page = (rows: boolean) =>
      withClient(
        client,
        <>
          <AfterContent fallback={<p>Its place</p>}>
            <Header />
          </AfterContent>
          {rows ? <p>The rows</p> : <SkeletonBlock height={36} />}
          {/* A form that comes after the content: its place is no content's. */}
          <AfterPaint fallback={<SkeletonBlock height={300} />}>
            <Form />
          </AfterPaint>
        </>,
      );
    const Form = lazy(() => new Promise<never>(() => undefined));
    const { rerender } = render(page(false));
    await showContent(frame);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).not.toHaveBeenCalled();

    rerender(page(true));
    await showContent(frame);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('comes 3 s after the first paint at the latest, when a call takes longer', async () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    const load = renderHeader(client);
    await showContent(frame);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await showContent(frame);
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the markup of a page that came as HTML: the hydration draws the chrome at once', async () => {
    stubFrames();
    const client = new QueryClient();
    const tree = withClient(
      client,
      <AfterContent fallback={<p>Its place</p>}>
        <p>The header</p>
      </AfterContent>,
    );
    expect(await hydrateServerMarkup(tree)).toEqual({
      before: 'The header',
      after: 'The header',
      errors: 0,
    });
  });
});

import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerMarkup, stubFrames } from '@/test/frames';
import { AfterPaint } from './page-skeleton';

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

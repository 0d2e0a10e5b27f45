import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerMarkup, stubFrames } from '@/test/frames';
import { InTurn } from './in-turn';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('InTurn', () => {
  /** The sections shown, in the document's order. */
  const shown = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);

  /** A frame painted, the next one made and the task after them run: one turn. */
  async function turn(frame: () => void) {
    act(() => frame());
    act(() => frame());
    await act(() => vi.advanceTimersByTimeAsync(0));
  }

  it('mounts each section a turn after the one before it, in order', async () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    render(
      <form>
        <h2>Cartons</h2>
        <InTurn>
          <h2>Destination</h2>
        </InTurn>
        <InTurn>
          <h2>Trade</h2>
        </InTurn>
        <InTurn>
          <h2>Contact</h2>
        </InTurn>
      </form>,
    );
    expect(shown()).toEqual(['Cartons']);
    await turn(frame);
    expect(shown()).toEqual(['Cartons', 'Destination']);
    await turn(frame);
    expect(shown()).toEqual(['Cartons', 'Destination', 'Trade']);
    await turn(frame);
    expect(shown()).toEqual(['Cartons', 'Destination', 'Trade', 'Contact']);
  });

  it('gives no turn to a section that went before it came', async () => {
    vi.useFakeTimers();
    const { frame } = stubFrames();
    const sections = (names: string[]) => (
      <form>
        {names.map((name) => (
          <InTurn key={name}>
            <h2>{name}</h2>
          </InTurn>
        ))}
      </form>
    );
    const { rerender } = render(sections(['Destination', 'Trade', 'Contact']));
    rerender(sections(['Destination', 'Contact']));
    await turn(frame);
    expect(shown()).toEqual(['Destination']);
    await turn(frame);
    expect(shown()).toEqual(['Destination', 'Contact']);
  });

  it('keeps the markup of a page that came as HTML: the hydration draws the sections at once', async () => {
    stubFrames();
    const tree = (
      <form>
        <InTurn>
          <p>Destination</p>
        </InTurn>
      </form>
    );
    expect(await hydrateServerMarkup(tree)).toEqual({
      before: 'Destination',
      after: 'Destination',
      errors: 0,
    });
  });
});

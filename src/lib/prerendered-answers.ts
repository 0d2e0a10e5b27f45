import { hashKey, type QueryKey } from '@tanstack/react-query';
import { useHydrated } from './use-hydrated';

/**
 * The API answers a prerendered page came with (scripts/prerender.ts), by query hash, and when
 * the browser took them into its query cache (src/app/hydrate-prerendered.tsx). The server asked
 * for them with no session: they are every visitor's, not this visit's.
 */
const prerendered = { hashes: new Set<string>(), takenAt: 0 };

/** Names the answers a prerendered page came with, taken into the query cache at `takenAt`. */
export function holdPrerenderedAnswers(hashes: Iterable<string>, takenAt: number): void {
  prerendered.hashes = new Set(hashes);
  prerendered.takenAt = takenAt;
}

/**
 * Whether a query's data is this visit's own answer: not the answer a prerendered page came with,
 * which the server asked for with no session (nor its markup, drawn from it on the server and
 * hydrated from it). A part of a page that differs by session (whether the visitor may watch a
 * video) waits for it: a learner who bought the course never meets the visitor's purchase
 * message. The page's own answers are asked for afresh once it is hydrated. `dataUpdatedAt` is
 * the query's, read by the caller so that the component draws again when the answer comes.
 */
export function useVisitAnswer(queryKey: QueryKey, dataUpdatedAt: number): boolean {
  const hydrated = useHydrated();
  return (
    hydrated && (!prerendered.hashes.has(hashKey(queryKey)) || dataUpdatedAt > prerendered.takenAt)
  );
}

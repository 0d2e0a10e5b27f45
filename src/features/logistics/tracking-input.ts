import {
  checkTrackingNumber,
  isWellFormed,
  MAX_TRACKING_NUMBERS,
  splitTrackingNumbers,
  type TrackingResult,
} from '@/lib/tracking-number';

/** What the server accepts in one number (api-spec: letters, digits and hyphens). */
const SERVER_CHARACTERS = /^[A-Za-z0-9-]+$/;

export interface TrackingEntry {
  /** The browser's check of the number (src/lib/tracking-number.ts: one code path). */
  check: TrackingResult;
  /**
   * What is sent to the server, or null when the number is not looked up: a known format with a
   * wrong check digit or country code (mistyped), or characters the server refuses.
   */
  lookup: string | null;
  /** The number holds characters other than letters, digits and hyphens. */
  badCharacters: boolean;
}

export interface TrackingQuery {
  entries: TrackingEntry[];
  /** More than MAX_TRACKING_NUMBERS distinct numbers: the query is refused as a whole. */
  tooMany: boolean;
  /** The distinct numbers sent to the server, comma separated, or '' for no lookup. */
  nos: string;
}

/**
 * Reads what the user typed or the URL's `nos`: numbers separated by commas, spaces or new lines,
 * trimmed, duplicates dropped. Well-formed numbers are sent normalised; numbers of no known format
 * (the portal's own order and transfer numbers) as they are; mistyped ones are not sent.
 */
export function parseTrackingQuery(text: string): TrackingQuery {
  const numbers = splitTrackingNumbers(text);
  const entries = numbers.map((input): TrackingEntry => {
    const check = checkTrackingNumber(input);
    const badCharacters = !SERVER_CHARACTERS.test(check.input);
    let lookup: string | null = null;
    if (isWellFormed(check)) lookup = check.normalized;
    else if (check.check === 'unknown' && !badCharacters) lookup = check.input;
    return { check, lookup, badCharacters };
  });
  const tooMany = entries.length > MAX_TRACKING_NUMBERS;
  const sent = new Set<string>();
  const lookups: string[] = [];
  if (!tooMany) {
    for (const entry of entries) {
      if (entry.lookup === null || sent.has(entry.lookup.toUpperCase())) continue;
      sent.add(entry.lookup.toUpperCase());
      lookups.push(entry.lookup);
    }
  }
  return { entries, tooMany, nos: lookups.join(',') };
}

/** The URL form of typed numbers: distinct, trimmed, comma separated (shareable, reloadable). */
export function trackingUrlValue(text: string): string {
  return splitTrackingNumbers(text).join(',');
}

export { MAX_TRACKING_NUMBERS };

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A count spliced into a message without Lingui's plural forms reads "1 lines found" (issue 26).
 * The rule, over the English source messages of every catalog (the msgids of en-US, which
 * `npm run test:i18n` keeps in step with the code):
 *
 * A placeholder outside any `plural` that is followed by a plural English noun, directly or after
 * one word ("{total} lines", "{days} working days"), is a count and must be an ICU plural instead:
 * `plural(count, { one: '# line found', other: '# lines found' })`. Not counts, so exempt:
 * - the end of a range, "{min}–{max} days", "{from} to {to} weeks": a range is plural in every
 *   language the portal speaks;
 * - a bound the code sets ("at most {max} characters", "{MAX_TRACKING_NUMBERS} numbers",
 *   "{maxMonths} months": names starting with max/min or in capitals), limits that are never 1;
 * - the placeholders of NOT_COUNTS, which hold no number at all.
 */
const NOT_COUNTS: Record<string, string> = {
  types: 'a list of file kinds: "JPG, PNG files"',
};

/** Words ending in s that are no plural nouns. */
const NOT_PLURAL = new Set([
  'is',
  'was',
  'has',
  'its',
  'this',
  'as',
  'us',
  'yes',
  'plus',
  'less',
  'unless',
  'always',
  'status',
  'across',
]);

/** Unit symbols: a number before them is a measure, written the same for 1 and for 2. */
const UNIT_SYMBOLS = new Set(['mm', 'cm', 'm', 'km', 'in', 'ft', 'g', 'kg', 't', 'oz', 'lb']);

/** The English source messages (msgid, continuation lines joined) of every catalog. */
function sourceMessages(): { catalog: string; text: string }[] {
  const folder = join('locales', 'en-US');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => {
      const texts: string[] = [];
      let inMsgid = false;
      for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
        if (line.startsWith('msgid ')) {
          texts.push(JSON.parse(line.slice('msgid '.length)) as string);
          inMsgid = true;
        } else if (inMsgid && line.startsWith('"')) {
          texts[texts.length - 1] += JSON.parse(line) as string;
        } else {
          inMsgid = false;
        }
      }
      return texts.filter(Boolean).map((text) => ({ catalog: `en-US/${file}`, text }));
    });
}

/** The message with every `{x, plural|select|number, …}` block taken out (it is not spliced text). */
export function withoutFormattedBlocks(message: string): string {
  let out = '';
  for (let index = 0; index < message.length; index += 1) {
    if (message[index] !== '{') {
      out += message[index];
      continue;
    }
    let depth = 0;
    let end = index;
    for (; end < message.length; end += 1) {
      if (message[end] === '{') depth += 1;
      if (message[end] === '}') depth -= 1;
      if (depth === 0) break;
    }
    const block = message.slice(index, end + 1);
    out += block.includes(',') ? '\u2060' : block;
    index = end;
  }
  return out;
}

/** `{name}`, then one word that is no plural (or none), then a word ending in s. */
const SPLICED_COUNT = /\{(\w+)\}\s+(?:([a-z-]*[a-rt-z])\s+)?([a-z]+s)\b/g;
/** What a range's last placeholder follows: `{min}–`, `{from} to `. */
const RANGE_START = /\}\s*(?:[–-]|to)\s*$/;

/** The counts a message splices in without plural forms, as `{name} noun`. */
export function splicedCounts(message: string): string[] {
  const text = withoutFormattedBlocks(message);
  const found: string[] = [];
  for (const match of text.matchAll(SPLICED_COUNT)) {
    const name = match[1]!;
    const noun = match[3]!;
    if (RANGE_START.test(text.slice(0, match.index))) continue;
    if (/^(max|min)|(Max|Min)$|^[A-Z_]+$/.test(name) || name in NOT_COUNTS) continue;
    if (NOT_PLURAL.has(noun)) continue;
    // "{weight} kg exceeds": a measure in a unit symbol, which no language inflects.
    if (match[2] && UNIT_SYMBOLS.has(match[2])) continue;
    found.push(`{${name}} ${noun}`);
  }
  return found;
}

describe('counts use plural forms', () => {
  it('finds a count spliced in, and not a plural, a range or a limit', () => {
    expect(splicedCounts('{total} lines found')).toEqual(['{total} lines']);
    expect(splicedCounts('About {days} working days')).toEqual(['{days} days']);
    expect(splicedCounts('Learned {learned} of {videos} videos')).toEqual(['{videos} videos']);
    expect(splicedCounts('{total, plural, one {# line found} other {# lines found}}')).toEqual([]);
    expect(
      splicedCounts('{n, plural, one {{views} view} other {{views} views}} since {date}'),
    ).toEqual([]);
    expect(splicedCounts('{min}–{max} days')).toEqual([]);
    expect(splicedCounts('from {from} to {to} weeks')).toEqual([]);
    expect(splicedCounts('The name can have at most {nameMax} characters')).toEqual([]);
    expect(splicedCounts('Carton number {no} is used twice')).toEqual([]);
    expect(splicedCounts('Volumetric weight {volumetric} kg exceeds the gross weight')).toEqual([]);
  });

  it('no message of the catalogs splices a count in without plural forms', () => {
    const messages = sourceMessages();
    expect(messages.length).toBeGreaterThan(500);
    const offending = messages.flatMap(({ catalog, text }) =>
      splicedCounts(text).map((count) => `${catalog}: ${count} in "${text}"`),
    );
    expect(offending).toEqual([]);
  });
});

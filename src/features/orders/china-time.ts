/** The API writes times as `YYYY-MM-DD HH:mm:ss` in China time (UTC+8, no daylight saving). */
const CHINA_OFFSET = '+08:00';

/**
 * The instant an API time stands for, in epoch milliseconds, whatever the browser's time zone:
 * the payment window ends at the same moment for a buyer in Lisbon and one in Shenzhen.
 */
export function chinaTimeToMs(value: string): number {
  return Date.parse(`${value.trim().replace(' ', 'T')}${CHINA_OFFSET}`);
}

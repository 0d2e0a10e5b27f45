/** The official account's page, encoded in the follow-us QR code (`npm run gen` draws it). */
export const FOLLOW_URL = 'https://www.kuajingtong.com/follow';

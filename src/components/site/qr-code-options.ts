/** How every QR code of the portal is drawn: a two-module quiet zone, medium error correction. */
export const QR_CODE_OPTIONS = { marginSize: 2, level: 'M' } as const;

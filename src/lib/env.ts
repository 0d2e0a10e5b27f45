/**
 * Build-time settings (Vite `import.meta.env`), read once.
 * - VITE_API_BASE_URL: where the API lives (default `/api`, same origin).
 * - VITE_API_TOKEN: the fixed portal token sent as `X-Access-Token`.
 * - VITE_API_MOCKS: `true` to answer every call from the in-browser mock backend (set by the
 *   `offline` mode: `npm run dev`, `npm run build:offline`).
 */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  apiToken: import.meta.env.VITE_API_TOKEN || 'portal-web',
  mocks: import.meta.env.VITE_API_MOCKS === 'true',
} as const;

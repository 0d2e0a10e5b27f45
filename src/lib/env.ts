/**
 * Build-time settings (Vite `import.meta.env`), read once.
 * - VITE_API_BASE_URL: where the API lives (default `/api`, same origin).
 * - VITE_API_TOKEN: the fixed portal token sent as `X-Access-Token`.
 * (VITE_API_MOCKS, the mock switch, is read in src/main.tsx only, where Vite can fold it away.)
 */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  apiToken: import.meta.env.VITE_API_TOKEN || 'portal-web',
} as const;

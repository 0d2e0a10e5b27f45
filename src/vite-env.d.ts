/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_TOKEN?: string;
  readonly VITE_API_MOCKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Every Mantine stylesheet on the dev server; empty in a build (scripts/vite-mantine-styles.ts). */
declare module 'virtual:mantine-dev-styles' {}

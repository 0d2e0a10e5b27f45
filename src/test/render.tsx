import type { ReactElement, ReactNode } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Bcp47 } from '@/i18n/locales';
import ModalsHost from '@/app/modals-host';
import { theme } from '@/app/theme';

// The machines running the suite are small and shared: give screens time to settle.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// The compiled catalogs (the Lingui Vite plugin compiles .po on import, as in the app).
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

/**
 * Activates `locale` with only the named catalogs (e.g. `['common', 'auth']`), so a test reads
 * the real translations of what it renders without depending on other features' catalogs.
 */
export async function activateCatalogs(locale: Bcp47, names: readonly string[]): Promise<void> {
  const loaded = await Promise.all(
    names.map((name) => {
      const load = catalogs[`../../locales/${locale}/${name}.po`];
      if (!load) throw new Error(`No catalog locales/${locale}/${name}.po`);
      return load();
    }),
  );
  const messages: Messages = Object.assign({}, ...loaded.map((catalog) => catalog.messages));
  i18n.loadAndActivate({ locale, locales: [locale], messages });
}

/** Back to the untranslated English source messages (src/test/setup-dom.ts). */
export function resetLocale(): void {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          {children}
          <ModalsHost />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/** Renders `ui` inside the app's providers (no router). */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient() }: { queryClient?: QueryClient } = {},
): Rendered {
  const user = userEvent.setup({ delay: null });
  const result = render(ui, {
    wrapper: ({ children }) => <Providers queryClient={queryClient}>{children}</Providers>,
  });
  return { ...result, user, queryClient };
}

/**
 * Renders `ui` as the page at `path` of a memory router, for components that link or navigate.
 * `router.state.location` tells where they went.
 */
export function renderWithRouter(
  ui: ReactElement,
  { path = '/en_US', queryClient = createTestQueryClient() } = {},
) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, user, queryClient, router };
}

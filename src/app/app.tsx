import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { setNonce } from 'get-nonce';
import { Overlays } from './overlays';
import { queryClient } from './query-client';
import { router } from './router';
import { theme } from './theme';

/**
 * The style nonce the server put in index.html (deploy/nginx): the Content-Security-Policy allows
 * only <style> elements that carry it. Mantine's own take it from the provider; the scroll lock of
 * its modals and drawers (react-remove-scroll) takes it from get-nonce.
 */
const styleNonce =
  typeof document === 'undefined'
    ? // Prerendered (src/prerender/): the server writes the nonce where the placeholder is.
      '__CSP_NONCE__'
    : (document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '');
const getStyleNonce = () => styleNonce;
setNonce(styleNonce);

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      {/* Light only. The theme's CSS variables are a stylesheet generated at build time
          (src/app/styles/theme-variables.css), not computed in the browser at start-up. */}
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        withCssVariables={false}
        getStyleNonce={getStyleNonce}
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Overlays />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Overlays } from './overlays';
import { queryClient } from './query-client';
import { router } from './router';
import { theme } from './theme';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Overlays />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

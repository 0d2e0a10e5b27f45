import { i18n } from '@lingui/core';

// Source messages are English; tests read them untranslated.
i18n.loadAndActivate({ locale: 'en-US', messages: {} });

// Relative API URLs (`/api/...`) resolve against this origin in node, as in the browser.
if (!('location' in globalThis)) {
  Object.defineProperty(globalThis, 'location', {
    value: new URL('http://localhost/'),
    configurable: true,
  });
}

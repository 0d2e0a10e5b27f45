import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog per feature folder plus `common` for everything shared, so that work on one feature
// touches only its own .po files. Source strings are written in English (en-US).
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['zh-CN', 'zh-HK', 'en-US', 'pt-PT'],
  fallbackLocales: { default: 'en-US' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/common',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/routes',
        '<rootDir>/src/api',
        '<rootDir>/src/lib',
        '<rootDir>/src/i18n',
      ],
      exclude: [
        '**/*.test.*',
        '<rootDir>/src/api/gen',
        '<rootDir>/src/api/zod',
        '<rootDir>/src/components/form',
        '<rootDir>/src/components/captcha',
        '<rootDir>/src/components/sms-code',
      ],
    },
    // The form kit's strings, loaded only by pages that show a form (their routes declare `form`).
    {
      path: '<rootDir>/locales/{locale}/form',
      include: [
        '<rootDir>/src/components/form',
        '<rootDir>/src/components/captcha',
        '<rootDir>/src/components/sms-code',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*'],
    },
  ],
});

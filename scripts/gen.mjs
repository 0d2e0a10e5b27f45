// Regenerates everything derived from the hand-written sources: the bundled OpenAPI document,
// orval's hooks, models and zod schemas, the route tree, the theme's CSS variables, the
// phone rule, the follow-us QR code and the filing numbers' font. Idempotent.
import { run } from './run.mjs';

run('redocly', ['bundle', 'api-spec/openapi.yaml', '-o', 'api-spec/dist/openapi.yaml']);
run('orval', ['--config', 'orval.config.ts']);
run('node', ['scripts/gen-phone-metadata.mjs']);
run('node', ['scripts/gen-routes.mjs']);
run('tsx', ['scripts/gen-theme-css.ts']);
run('tsx', ['scripts/gen-follow-qr.ts']);
run('tsx', ['scripts/gen-filing-font.ts']);
run('prettier', [
  '--write',
  '--log-level',
  'warn',
  'src/routeTree.gen.ts',
  'src/app/styles/theme-variables.css',
]);

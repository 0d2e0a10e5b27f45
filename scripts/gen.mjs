// Regenerates everything derived from the hand-written sources: the bundled OpenAPI document,
// orval's hooks, models and zod schemas, and the route tree. Idempotent.
import { run } from './run.mjs';

run('redocly', ['bundle', 'api-spec/openapi.yaml', '-o', 'api-spec/dist/openapi.yaml']);
run('orval', ['--config', 'orval.config.ts']);
run('node', ['scripts/gen-phone-metadata.mjs']);
run('node', ['scripts/gen-routes.mjs']);
run('prettier', ['--write', '--log-level', 'warn', 'src/routeTree.gen.ts']);

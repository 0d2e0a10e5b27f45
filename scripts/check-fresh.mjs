// Fails when regenerating from api-spec/ and the route files changes anything that is committed.
import { execFileSync } from 'node:child_process';
import { run } from './run.mjs';

const generated = [
  'api-spec/dist',
  'src/api/gen',
  'src/api/zod',
  'src/routeTree.gen.ts',
  'src/lib/phone-metadata.gen.json',
  'src/app/styles/theme-variables.css',
  'src/components/site/follow-qr.gen.svg',
];
run('node', ['scripts/gen.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const changes = execFileSync('git', ['status', '--porcelain', '--', ...generated], {
  encoding: 'utf8',
}).trim();
if (changes) {
  console.error(
    'Generated code is stale or uncommitted. Run `npm run gen` and commit the result:\n' + changes,
  );
  process.exit(1);
}
console.log('Generated code is fresh.');

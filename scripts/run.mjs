import { spawnSync } from 'node:child_process';

process.env.REDOCLY_TELEMETRY = 'off';

/** Runs a command from node_modules/.bin (npm puts it on PATH) and stops the script when it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  return result;
}

// Writes src/routeTree.gen.ts with the same generator (and tsr.config.json) the Vite plugin uses.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
await new Generator({ config: getConfig({}, root), root }).run();

import { describe, expect, it } from 'vitest';
import { routeChunkKeys, type Manifest } from './first-load';

describe('routeChunkKeys', () => {
  it("names a route file's chunks that render it or load its data, not its error screens", () => {
    const manifest: Manifest = {
      'src/routes/a.tsx': { file: 'assets/a.js' },
      'src/routes/b.tsx?tsr-split=component---loader': { file: 'assets/b.js' },
      'src/routes/c.tsx?tsr-split=component': { file: 'assets/c.js' },
      'src/routes/c.tsx?tsr-split=loader': { file: 'assets/c-loader.js' },
      'src/routes/c.tsx?tsr-split=errorComponent': { file: 'assets/c-error.js' },
      'src/routes/cd.tsx?tsr-split=component': { file: 'assets/cd.js' },
    };
    expect(routeChunkKeys(manifest, 'src/routes/a.tsx')).toEqual(['src/routes/a.tsx']);
    expect(routeChunkKeys(manifest, 'src/routes/b.tsx')).toEqual([
      'src/routes/b.tsx?tsr-split=component---loader',
    ]);
    expect(routeChunkKeys(manifest, 'src/routes/c.tsx')).toEqual([
      'src/routes/c.tsx?tsr-split=component',
      'src/routes/c.tsx?tsr-split=loader',
    ]);
  });
});

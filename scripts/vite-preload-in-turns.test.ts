import { describe, expect, it } from 'vitest';
import { linksInTurns, preloadInTurns } from './vite-preload-in-turns';

describe('linksInTurns', () => {
  it('adds the links four per task, the first four in the task that queued them', async () => {
    const batches: number[] = [];
    const head = { append: (...links: unknown[]) => batches.push(links.length) };
    const appendInTurn = linksInTurns({ head } as unknown as Pick<Document, 'head'>, 4);
    for (let file = 0; file < 10; file += 1) appendInTurn({} as Node);
    expect(batches).toEqual([]);
    await Promise.resolve();
    expect(batches).toEqual([4]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toEqual([4, 4, 2]);

    // A later import's links start their own turns.
    appendInTurn({} as Node);
    await Promise.resolve();
    expect(batches).toEqual([4, 4, 2, 1]);
  });
});

describe('preloadInTurns', () => {
  /** The parts of Vite's helper (vite/dist/node: `preload`, `getPreloadCode`) this rewrites. */
  const helper = [
    'const scriptRel = /* @__PURE__ */ (function detectScriptRel() {',
    '  const relList = document.createElement("link").relList;',
    '  return relList.supports("modulepreload") ? "modulepreload" : "preload";',
    '})();',
    'function preload(baseModule, deps) {',
    '  const cspNonceMeta = document.querySelector("meta[property=csp-nonce]");',
    '  const cspNonce = cspNonceMeta?.nonce || cspNonceMeta?.getAttribute("nonce");',
    '  function allSettled(promises) {',
    '    return Promise.all(promises.map((p) => Promise.resolve(p).then((value) => ({',
    '      status: "fulfilled", value }), (reason) => ({ status: "rejected", reason }))));',
    '  }',
    '  promise = allSettled(deps.map((dep) => {',
    '    const isCss = dep.endsWith(".css");',
    '    const link = document.createElement("link");',
    '    document.head.appendChild(link);',
    '  }));',
    '}',
  ].join('\n');

  it("hands the helper's links, scripts and stylesheets, to the turns, and drops what the app never runs", () => {
    const code = preloadInTurns(helper);
    expect(code).toContain('const appendInTurn = (');
    expect(code).toContain('appendInTurn(link);');
    expect(code).not.toContain('document.head.appendChild(link)');
    expect(code).toContain("const scriptRel = 'modulepreload';");
    expect(code).toContain('promise = Promise.allSettled(deps.map(');
    expect(code).toContain('const cspNonce = undefined;');
    expect(code).not.toMatch(/detectScriptRel|function allSettled|meta\[property=csp-nonce\]/);
  });

  it("fails the build when Vite's helper no longer adds its links so", () => {
    expect(() => preloadInTurns('document.head.append(link);')).toThrow(/preload helper changed/);
  });
});

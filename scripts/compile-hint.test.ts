import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintProblem, withCompileHint } from './compile-hint';

const code = 'import{a}from"./rolldown-runtime.js";export function f(){return a}';

describe('the compile hint', () => {
  it('is the first line of the framework chunk, and of no other', () => {
    expect(withCompileHint(code, 'framework')).toBe(`${COMPILE_HINT}\n${code}`);
    expect(withCompileHint(code, 'index')).toBe(code);
  });

  it('is checked both ways: missing on the framework, carried by another chunk', () => {
    expect(compileHintProblem(withCompileHint(code, 'framework'), 'framework')).toBeUndefined();
    expect(compileHintProblem(code, 'index')).toBeUndefined();
    expect(compileHintProblem(code, 'framework')).toBe('missing');
    expect(compileHintProblem(`${COMPILE_HINT}\n${code}`, 'index')).toBe('unwanted');
    // On the second line V8 does not read it (Vite's map of lazy imports would come first).
    expect(
      compileHintProblem(`const __vite__mapDeps=0;\n${COMPILE_HINT}\n${code}`, 'framework'),
    ).toBe('missing');
  });
});

import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { markRouterPure } from './vite-router-pure.ts';

const require = createRequire(import.meta.url);

describe("React Router's build made shakable", () => {
  it('drops top-level display names and marks the calls that build components and contexts pure', () => {
    const code = [
      'var DataRouterContext = React.createContext(null);',
      'DataRouterContext.displayName = "DataRouter";',
      'var Form = React10.forwardRef(',
      '  function Form2() {}',
      ');',
      'Form.displayName = "Form";',
      'function inner() {',
      '  FetcherForm2.displayName = "fetcher.Form";',
      '}',
      'var objectProtoNames = Object.getOwnPropertyNames(Object.prototype).sort().join("\\0");',
    ].join('\n');
    expect(markRouterPure(code).split('\n')).toEqual([
      'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Form = /* @__PURE__ */ React10.forwardRef(',
      '  function Form2() {}',
      ');',
      '',
      'function inner() {',
      '  FetcherForm2.displayName = "fetcher.Form";',
      '}',
      'var objectProtoNames = /* @__PURE__ */ Object.getOwnPropertyNames(Object.prototype).sort().join("\\0");',
    ]);
  });

  it('still finds what it marks in the installed React Router (an update changing its shape fails here)', () => {
    const entry = require
      .resolve('react-router')
      .replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');
    const index = fs.readFileSync(entry, 'utf8');
    const chunks = [...index.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1]!);
    expect(chunks.length).toBeGreaterThan(0);
    const code = chunks.map((chunk) => fs.readFileSync(entry.replace('index.mjs', chunk), 'utf8')).join('\n');
    const marked = markRouterPure(code);
    expect(marked).not.toMatch(/^Link\.displayName = /m);
    expect(marked).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(marked).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
  });
});

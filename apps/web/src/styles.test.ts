import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The site's style sheet as written (tests load no CSS): docs/architecture.md#languages.
const css = fs
  .readFileSync(path.resolve(import.meta.dirname, 'styles.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '');

/** Every value given to a custom property, such as each language's --font-sans. */
const declarations = (property: string) =>
  [...css.matchAll(new RegExp(`${property}:\\s*([^;]+);`, 'g'))].map((match) =>
    match[1]!.replace(/\s+/g, ' '),
  );

const SCRIPT_FACES = ["'Noto Sans Sinhala'", "'Noto Sans Tamil'"];

describe('fonts for Sinhala and Tamil wherever they show', () => {
  it.each(['--font-sans', '--font-display'])(
    'every language’s %s holds both bundled faces before the generic family',
    (property) => {
      const stacks = declarations(property);
      // English (the theme), Sinhala and Tamil.
      expect(stacks).toHaveLength(3);
      for (const stack of stacks) {
        const families = stack.split(',').map((family) => family.trim());
        const generic = families.findIndex((family) => /^(sans-serif|serif|ui-serif)$/.test(family));
        for (const face of SCRIPT_FACES) {
          expect(families, stack).toContain(face);
          expect(families.indexOf(face), stack).toBeLessThan(generic);
        }
      }
    },
  );

  it('declares each face on every page, limited to its own script so an English page fetches none', () => {
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
    for (const face of SCRIPT_FACES) {
      const declared = faces.filter((body) => body.includes(`font-family: ${face}`));
      expect(declared.map((body) => /font-weight: (\d+)/.exec(body)?.[1])).toEqual(['400', '600']);
      for (const body of declared) {
        expect(body).toMatch(/unicode-range: U\+/);
        expect(body).not.toMatch(/U\+0000-00FF/);
      }
    }
  });

  it("puts the toasts in the page's stack instead of Sonner's, ahead of Sonner's own rule", () => {
    expect(css).toMatch(/html \[data-sonner-toaster\] {\s*font-family: var\(--font-sans\);/);
  });

  it("keeps the other scripts' faces out of the language switch, so naming them fetches no font", () => {
    const [english, sinhala, tamil] = declarations('--font-language-switch');
    expect(english).not.toMatch(/Noto Sans (Sinhala|Tamil)/);
    expect(sinhala).not.toContain('Noto Sans Tamil');
    expect(tamil).not.toContain('Noto Sans Sinhala');
  });
});

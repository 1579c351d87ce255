// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository root holds the one flat config; file paths below are relative to it.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const inWeb = (file: string) => path.join(repoRoot, 'apps/web/src', file);

let eslint: ESLint;
let eslintWithoutCycles: ESLint;
beforeAll(() => {
  const options = { cwd: repoRoot, overrideConfigFile: path.join(repoRoot, 'eslint.config.js') };
  eslint = new ESLint(options);
  // import/no-cycle reads the linted file from disk, and the snippets below are never written.
  eslintWithoutCycles = new ESLint({ ...options, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
});

/**
 * The rules (boundaries, cycles) a snippet at `file` breaks; the snippet is never written to
 * disk, so cycles are only checked where `file` is a real module.
 */
async function brokenRules(file: string, code: string): Promise<(string | null)[]> {
  const linter = fs.existsSync(inWeb(file)) ? eslint : eslintWithoutCycles;
  const [result] = await linter.lintText(code, { filePath: inWeb(file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === 'import/no-cycle')
    .map((message) => message.ruleId);
}

// Imports of real modules: the rules only judge a dependency they can resolve.
describe('web feature boundaries (apps/web/README.md)', () => {
  it('refuses a feature importing another feature', async () => {
    const code = "import { useCart } from '../../cart/api/get-cart.ts';\nexport const hook = useCart;\n";
    expect(await brokenRules('features/gallery/components/snippet.ts', code)).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('lets a feature import its own files, components/ui, lib and the packages', async () => {
    const code = [
      "import { catalogueMessages } from '@salon/contracts';",
      "import { DEFAULT_BOOKING_FEE_LKR } from '@salon/domain';",
      "import { Spinner } from '../../../components/ui/spinner.tsx';",
      "import { describeError } from '../../../lib/api-error.ts';",
      "import { flattenGallery } from '../lib/flatten-gallery.ts';",
      'export const used = [catalogueMessages, DEFAULT_BOOKING_FEE_LKR, Spinner, describeError, flattenGallery];',
      '',
    ].join('\n');
    expect(await brokenRules('features/gallery/components/snippet.ts', code)).toEqual([]);
  });

  it('refuses lib or components/ui importing a feature or a page', async () => {
    const fromLib =
      "import { useCart } from '../features/cart/api/get-cart.ts';\nexport const hook = useCart;\n";
    const fromUi = "import { routes } from '../../app/router.tsx';\nexport const all = routes;\n";
    expect(await brokenRules('lib/snippet.ts', fromLib)).toEqual(['boundaries/dependencies']);
    expect(await brokenRules('components/ui/snippet.ts', fromUi)).toEqual(['boundaries/dependencies']);
  });

  it('lets a page compose features, components/ui and lib', async () => {
    const code = [
      "import { Spinner } from '../../components/ui/spinner.tsx';",
      "import { useCart } from '../../features/cart/api/get-cart.ts';",
      "import { GalleryView } from '../../features/gallery/components/gallery-view.tsx';",
      "import { useDocumentTitle } from '../../lib/use-document-title.ts';",
      'export const used = [Spinner, useCart, GalleryView, useDocumentTitle];',
      '',
    ].join('\n');
    expect(await brokenRules('app/routes/snippet-page.tsx', code)).toEqual([]);
  });

  it('keeps test helpers out of the shipped code', async () => {
    const code = "import { stubApi } from '../../../test/fake-api.ts';\nexport const stub = stubApi;\n";
    expect(await brokenRules('features/gallery/components/snippet.ts', code)).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await brokenRules('features/gallery/components/snippet.test.ts', code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // error-detail.ts imports api-error.ts: api-error.ts importing it back closes a cycle.
    const code = "import { errorDetail } from './error-detail.ts';\nexport const detail = errorDetail;\n";
    expect(await brokenRules('lib/api-error.ts', code)).toEqual(['import/no-cycle']);
  });
});

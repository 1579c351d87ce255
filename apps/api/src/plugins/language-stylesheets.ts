import { LANGUAGES } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  src?: string;
  css?: string[];
}

/**
 * The `<link>`s of the stylesheets the browser build gave each language's catalogue (the
 * script's @font-face rules), from the build's manifest. A rendered Sinhala or Tamil page links
 * them in its head, so its text is drawn in Noto Sans Sinhala or Tamil from the first paint
 * rather than once the scripts have loaded the catalogue (docs/architecture.md#languages).
 * No manifest (a build without one, the tests' stand-in) means no links.
 */
export function languageStylesheetLinks(webDistDir: string): Record<Language, string> {
  const links: Record<Language, string> = { en: '', si: '', ta: '' };
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return links;
  const chunks = Object.values(
    JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>,
  );
  for (const language of LANGUAGES) {
    const catalogue = chunks.find((chunk) => chunk.src === `src/lib/catalogues/${language}.ts`);
    links[language] = (catalogue?.css ?? [])
      .map((file) => `<link rel="stylesheet" href="/${encodeURI(file)}">`)
      .join('');
  }
  return links;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test titles and docs cite sections as `docs/<file>.md#<anchor>`
 * (docs/conventions.md#comments). This keeps every such citation pointing at a file and
 * an anchor that exist, and keeps out citations of documents that are not in the repository.
 */

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const thisFile = fileURLToPath(import.meta.url);
const scannedFolders = ['apps', 'packages', 'e2e', 'bench', 'tools', 'scripts', 'docs'];
const skippedFolders = new Set(['node_modules', 'dist', 'build', 'coverage', 'data', 'meta']);
const scannedExtensions = /\.(ts|tsx|js|mjs|cjs|md|sql|css|html)$/;

/** `docs/x.md` or `docs/x.md#anchor`; an anchor never ends in punctuation. */
const citationPattern = /(?<![\w./-])docs\/([\w./-]*?\.md)(?:#([\w.-]*\w))?/g;
/** Citations of documents that live outside the repository. */
const outsideCitationPatterns = [/\b[Ss]pec(?:ification)?(?:'s)? (?:section )?\d/, /\bDESIGN\b/, /STYLE\.md/];

interface Citation {
  file: string;
  line: number;
  target: string;
  anchor: string | undefined;
}

function listScannedFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return skippedFolders.has(entry.name) ? [] : listScannedFiles(entryPath);
    }
    return scannedExtensions.test(entry.name) && entryPath !== thisFile ? [entryPath] : [];
  });
}

function listRepositoryFiles(): string[] {
  const rootReadme = path.join(repositoryRoot, 'README.md');
  return [
    rootReadme,
    ...scannedFolders.flatMap((folder) => listScannedFiles(path.join(repositoryRoot, folder))),
  ];
}

function findCitations(file: string, text: string): Citation[] {
  return text.split('\n').flatMap((lineText, index) =>
    [...lineText.matchAll(citationPattern)].map((match) => ({
      file,
      line: index + 1,
      target: `docs/${match[1]}`,
      anchor: match[2],
    })),
  );
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
function slugifyHeading(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function findAnchors(markdown: string): Set<string> {
  const explicit = [...markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)].map((m) => m[1]!);
  const headings = [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugifyHeading(m[1]!));
  return new Set([...explicit, ...headings]);
}

/** Every citation whose file or anchor is missing, as 'where -> what'. */
function findBrokenCitations(
  citations: Citation[],
  readDoc: (target: string) => string | undefined,
): string[] {
  return citations.flatMap((citation) => {
    const where = `${path.relative(repositoryRoot, citation.file)}:${citation.line}`;
    const markdown = readDoc(citation.target);
    if (markdown === undefined) return [`${where} -> ${citation.target} (no such file)`];
    if (citation.anchor !== undefined && !findAnchors(markdown).has(citation.anchor)) {
      return [`${where} -> ${citation.target}#${citation.anchor} (no such anchor)`];
    }
    return [];
  });
}

function readRepositoryDoc(target: string): string | undefined {
  const docPath = path.join(repositoryRoot, target);
  return existsSync(docPath) ? readFileSync(docPath, 'utf8') : undefined;
}

/** Repository paths a document names in backticks, e.g. `apps/api/src/app.ts` or `tools/evidence/`. */
const namedPathPattern = /`((?:apps|packages|tools|e2e|bench|docs|scripts)\/[\w./-]*[\w/])`/g;

/** Every path the markdown names that does not exist, as 'line -> path'. */
function findMissingPaths(markdown: string, exists: (repositoryPath: string) => boolean): string[] {
  return markdown.split('\n').flatMap((lineText, index) =>
    [...lineText.matchAll(namedPathPattern)]
      .map((match) => match[1]!)
      .filter((named) => !exists(named))
      .map((named) => `${index + 1} -> ${named}`),
  );
}

describe('citations of the docs (docs/conventions.md#comments)', () => {
  const files = listRepositoryFiles();
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

  it('scans the code, and the code cites the docs', () => {
    const citations = files.flatMap((file) => findCitations(file, texts.get(file)!));
    expect(files.length).toBeGreaterThan(100);
    expect(citations.length).toBeGreaterThan(150);
  });

  it('points every docs/<file>.md#<anchor> citation at a file and anchor that exist', () => {
    const citations = files.flatMap((file) => findCitations(file, texts.get(file)!));
    expect(findBrokenCitations(citations, readRepositoryDoc)).toEqual([]);
  });

  it('cites no document from outside the repository (Spec N, DESIGN, STYLE.md)', () => {
    const offending = files.flatMap((file) =>
      texts
        .get(file)!
        .split('\n')
        .flatMap((lineText, index) =>
          outsideCitationPatterns.some((pattern) => pattern.test(lineText))
            ? [`${path.relative(repositoryRoot, file)}:${index + 1}: ${lineText.trim()}`]
            : [],
        ),
    );
    expect(offending).toEqual([]);
  });

  it('reports a missing file, a missing anchor, and accepts explicit and heading anchors', () => {
    const docs: Record<string, string> = {
      'docs/product.md': '<a id="2.9"></a>\n\n### 2.9 Cart\n',
    };
    const source = [
      '/** docs/product.md#2.9: the cart. */',
      '// docs/product.md#29-cart and docs/product.md.',
      '// docs/product.md#9.9 is gone',
      '// see docs/missing.md#cart',
    ].join('\n');
    const broken = findBrokenCitations(
      findCitations(path.join(repositoryRoot, 'example.ts'), source),
      (target) => docs[target],
    );
    expect(broken).toEqual([
      'example.ts:3 -> docs/product.md#9.9 (no such anchor)',
      'example.ts:4 -> docs/missing.md (no such file)',
    ]);
  });

  it('names only files that exist in docs/recipes.md, the map of common changes', () => {
    const recipes = readFileSync(path.join(repositoryRoot, 'docs/recipes.md'), 'utf8');
    const exists = (named: string) => existsSync(path.join(repositoryRoot, named));
    expect(recipes.match(namedPathPattern)?.length ?? 0).toBeGreaterThan(40);
    expect(findMissingPaths(recipes, exists)).toEqual([]);
  });

  it('reports a named path that is gone, and ignores words in backticks that are no path', () => {
    const markdown = [
      '- `apps/api/src/app.ts` and `tools/evidence/`',
      '- `apps/api/src/gone.ts`, `npm test`',
    ].join('\n');
    const present = new Set(['apps/api/src/app.ts', 'tools/evidence/']);
    expect(findMissingPaths(markdown, (named) => present.has(named))).toEqual(['2 -> apps/api/src/gone.ts']);
  });
});

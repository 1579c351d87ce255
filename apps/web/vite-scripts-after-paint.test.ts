import { describe, expect, it } from 'vitest';
import { bootScript, takeScripts } from './vite-scripts-after-paint.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Salon</title>
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-EfGh5678.js">
    <link rel="modulepreload" crossorigin href="/assets/query-IjKl9012.js">
    <link rel="stylesheet" crossorigin href="/assets/index-MnOp3456.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('scripts after the first paint', () => {
  it('takes the entry script and its preloads out of index.html, leaving the stylesheet', () => {
    const { html, entry, preloads } = takeScripts(built);
    expect(entry).toBe('/assets/index-AbCd1234.js');
    expect(preloads).toEqual(['/assets/runtime-EfGh5678.js', '/assets/query-IjKl9012.js']);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-MnOp3456.css">');
  });

  it('boots a rendered page after its first paint, and the bare shell at once', async () => {
    const { entry, preloads } = takeScripts(built);
    const run = (rootHtml: string) => {
      document.head.innerHTML = '';
      document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
      const imported: string[] = [];
      const frames: Array<() => void> = [];
      // The boot script's own calls, observed: import() and requestAnimationFrame.
      const code = bootScript(entry!, preloads).replace(/\bimport\(/, 'imported.push(');
      new Function('imported', 'requestAnimationFrame', code)(imported, (frame: () => void) =>
        frames.push(frame),
      );
      return { imported, frames };
    };

    const shell = run('');
    expect(shell.imported).toEqual([entry]);
    expect(
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')),
    ).toEqual(preloads);

    const rendered = run('<h1>Beauty, tailored</h1>');
    expect(rendered.imported).toEqual([]);
    expect(rendered.frames).toHaveLength(1);
    rendered.frames[0]!();
    await new Promise((resolve) => setTimeout(resolve));
    expect(rendered.imported).toEqual([entry]);
  });
});

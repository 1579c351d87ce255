import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Takes the entry script and its module preloads out of the built index.html. */
export function takeScripts(html: string) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preloads };
}

/**
 * The small script that starts the app. A page rendered on the server is readable before any
 * script runs, so the app's scripts start after its first paint and the first round trips of a
 * slow phone carry the stylesheet, the text and the pictures (the boot script and the modules are
 * fetched at low priority for the same reason); the bare shell (a signed-in
 * visitor) and a page opened in the background have nothing to paint first, so they start at once.
 */
export function bootScript(entry: string, preloads: string[]) {
  return `const preloads = ${JSON.stringify(preloads)};
function start() {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = 'low';
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
}
if (document.getElementById('root')?.hasChildNodes() && document.visibilityState === 'visible')
  requestAnimationFrame(() => setTimeout(start));
else start();
`;
}

/**
 * Public pages arrive rendered (docs/architecture.md#page-rendering); the built index.html
 * loads one small boot script (bootScript) in place of the entry script and its preloads.
 */
export function scriptsAfterPaint(): Plugin {
  let base = '/';
  return {
    name: 'salon:scripts-after-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const { html, entry, preloads } = takeScripts(String(page.source));
        if (!entry) this.error('index.html has no entry script to start after the first paint');
        const boot = this.emitFile({ type: 'asset', name: 'boot.js', source: bootScript(entry, preloads) });
        page.source = html.replace(
          '</head>',
          `  <script type="module" fetchpriority="low" src="${base}${this.getFileName(boot)}"></script>\n  </head>`,
        );
      },
    },
  };
}

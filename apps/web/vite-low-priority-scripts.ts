import type { Plugin } from 'vite';

/**
 * Public pages arrive rendered (docs/architecture.md#page-rendering), so on a slow phone the
 * stylesheet and the pictures on screen matter first and the app's scripts, which only make
 * the page interactive, come after: the entry script and its preloads are fetched at low
 * priority, leaving the bandwidth of the first round trips to what is painted.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'salon:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

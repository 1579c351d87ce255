/**
 * The app is written against React's API and runs on Preact through preact/compat
 * (docs/architecture.md#react-runtime): React and its DOM renderer alone were most of the
 * scripts a first visit loads. Every build and the unit tests resolve these imports the same
 * way, so the libraries (router, query, forms, charts) run on the same runtime as the app.
 *
 * Exact matches only: `react-router`, `react-hook-form` or `@tanstack/react-query` must not
 * be rewritten. The jsx runtimes are compat's, which load compat first so its React
 * behaviours (className, onChange, refs as props) are in place before anything renders.
 */
export const reactRuntimeAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

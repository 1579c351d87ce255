import { z } from 'zod';

/*
 * Zod compiles object parsers with `new Function` when it may, and to learn whether it may it
 * tries one as the first object schema is built. The site's Content-Security-Policy forbids
 * eval, so that probe lands in the browser's Issues panel (and costs Lighthouse best-practices
 * points) even though zod swallows the error. Jitless zod never probes. The schemas in
 * @salon/contracts are built while the app's modules load, so this has to run before any of
 * them: the build puts this module in zod's own chunk (vite.config.ts), which runs it as soon as
 * any page first loads zod. The first page loads no zod at all
 * (docs/architecture.md#page-rendering); form-resolver.ts imports this file into the build.
 */
z.config({ jitless: true });

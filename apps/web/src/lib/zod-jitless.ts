import { z } from 'zod';

/*
 * Zod compiles object parsers with `new Function` when it may, and to learn whether it may it
 * tries one on the first parse. The site's Content-Security-Policy forbids eval, so that probe
 * lands in the browser's Issues panel (and costs Lighthouse best-practices points) even though
 * zod swallows the error. Jitless zod never probes. Every web module that parses with zod
 * imports this first, so the setting is in place before any schema runs.
 */
z.config({ jitless: true });

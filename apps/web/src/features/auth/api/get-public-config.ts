/** GET /api/config lives in lib: the public pages read the salon's details from it too. */
export { getPublicConfig, publicConfigQueryOptions, usePublicConfig } from '../../../lib/public-config.ts';

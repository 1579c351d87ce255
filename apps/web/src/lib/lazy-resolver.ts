import type { Resolver } from 'react-hook-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's resolver
type AnyResolver = Resolver<any, any, any>;

/**
 * A form resolver whose validation (zod and the schema) loads when it is first needed, for the
 * forms of the public pages (sign-in, registration, forgotten password): a visitor who only
 * looks never downloads it (docs/architecture.md#page-rendering). `preload` starts the download
 * early (on the form's first focus), so the first submit does not wait for it. A failed
 * download is tried again on the next use.
 */
export function lazyResolver<R extends AnyResolver>(load: () => Promise<R>) {
  let loading: Promise<R> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as R;
  return {
    resolver,
    preload: () => {
      get().catch(() => {});
    },
  };
}

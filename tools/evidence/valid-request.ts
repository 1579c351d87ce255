import type { CataloguedRoute } from './route-catalogue.ts';
import type { EndpointSpec } from './fuzz/endpoint-specs.ts';
import type { FuzzWorld } from './fuzz/fuzz-world.ts';
import { multipartBody } from '@salon/api/testing/images';

/**
 * The well-formed call of a route that its spec describes: real ids in the path, a valid
 * body. Authorisation checks use it so that the only thing wrong is who is calling.
 */
export async function validRequest(route: CataloguedRoute, spec: EndpointSpec, world: FuzzWorld) {
  const url = route.url
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment === '*' ? 'missing.webp' : segment;
      const kind = spec.params?.[segment.slice(1)];
      const ids = kind && kind !== 'token' ? world.ids[kind] : undefined;
      return ids?.[0] ?? 'a'.repeat(32);
    })
    .join('/');
  const query = spec.query ? `?${new URLSearchParams(spec.query)}` : '';
  const body = spec.valid?.(world);
  if (spec.body === 'multipart') {
    const form = await multipartBody(
      Object.fromEntries(Object.entries(body ?? {}).map(([key, value]) => [key, String(value)])),
      { field: spec.fileField ?? 'image', bytes: world.png, name: 'image.png', type: 'image/png' },
    );
    return { method: route.method, url: `${url}${query}`, headers: form.headers, payload: form.payload };
  }
  if (body && route.method !== 'GET' && route.method !== 'HEAD') {
    return {
      method: route.method,
      url: `${url}${query}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    };
  }
  return { method: route.method, url: `${url}${query}`, headers: {}, payload: undefined };
}

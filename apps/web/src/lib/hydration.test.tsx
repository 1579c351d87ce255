import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, endHydration, useAfterHydration } from './hydration.ts';

let renders: string[] = [];
let container: HTMLElement;

function Filter({ inBrowser }: { inBrowser: string }) {
  const filter = useAfterHydration('all', inBrowser);
  renders.push(filter);
  return <p>{filter}</p>;
}

/** Server markup for `element`, hydrated in the browser as main.tsx does. */
async function hydrate(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(element);
  renders = [];
  beginHydration();
  await act(async () => {
    hydrateRoot(container, element);
  });
}

afterEach(() => {
  endHydration();
  container?.remove();
});

describe('useAfterHydration', () => {
  it('draws what the server drew while hydrating, then the browser value', async () => {
    await hydrate(<Filter inBrowser="hair" />);
    expect(container.textContent).toBe('all');
    await act(async () => endHydration());
    expect(container.textContent).toBe('hair');
  });

  it('does not render again when hydration ends and the value is the same', async () => {
    await hydrate(<Filter inBrowser="all" />);
    const rendersWhileHydrating = renders.length;
    await act(async () => endHydration());
    expect(renders).toHaveLength(rendersWhileHydrating);
    expect(container.textContent).toBe('all');
  });

  it('gives the browser value at once to a page the browser renders itself', async () => {
    container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Filter inBrowser="nails" />);
    });
    expect(container.textContent).toBe('nails');
  });
});

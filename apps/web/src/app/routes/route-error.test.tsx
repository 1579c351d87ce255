import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen } from '@testing-library/react';
import { Outlet, UNSAFE_ErrorResponseImpl } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../lib/language.ts';
import { renderApp } from '../../test/render-app.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

function Broken(): never {
  throw new Error('boom');
}

// What a route's loader answering 404 threw under the data router: a route error response.
function Gone(): never {
  throw new UNSAFE_ErrorResponseImpl(404, 'Not Found', null);
}

// A page that fails to draw, and a page that answers 404, each caught by the app's boundary.
const failingRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: [
      { path: 'broken', Component: Broken },
      { path: 'gone', Component: Gone },
    ],
  },
];

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the error page', () => {
  it('says a page could not be shown and offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broken', { routes: failingRoutes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows both failures in Tamil (docs/architecture.md#languages)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    const { unmount } = renderApp('/broken', { routes: failingRoutes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'இந்தப் பக்கத்தைக் காட்ட முடியவில்லை' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ஏதோ தவறு நடந்துவிட்டது')).toBeInTheDocument();
    expect(
      screen.getByText(
        'தயவுசெய்து மீண்டும் முயலுங்கள். இது தொடர்ந்து நடந்தால், அதைப் பற்றி அறிய சலூன் குழு விரும்புகிறது.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'மீண்டும் முயலுங்கள்' })).toBeInTheDocument();
    unmount();

    renderApp('/gone', { routes: failingRoutes });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'அந்தப் பக்கத்தை எங்களால் கண்டுபிடிக்க முடியவில்லை',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('இணைப்பு பழையதாகவோ தவறாகத் தட்டச்சு செய்யப்பட்டதாகவோ இருக்கலாம்.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'முகப்புக்குத் திரும்பு' })).toHaveAttribute('href', '/');
  });
});

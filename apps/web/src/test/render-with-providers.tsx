import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/app-providers';
import { RootProviders } from '../app/root-providers';

/**
 * Renders routes inside the app's real providers, starting at `path`. `root: true` gives only
 * what main.tsx gives the app's route table (no antd providers: its frames bring their own), so
 * a screen that needs antd's context without a frame giving it fails here as in the browser.
 */
export function renderRoutes(routes: RouteObject[], path = '/', { root = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const Providers = root ? RootProviders : AppProviders;
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

/** Renders one element as the page at `path`. */
export function renderPage(element: ReactElement, path = '/here') {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: null },
    ],
    path,
  );
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/app-providers';

/** Renders routes inside the app's real providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
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

import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

/**
 * Renders the real route table at a path (or a location with navigation state), the way the app
 * does, without a browser history.
 */
export function renderRoute(path: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

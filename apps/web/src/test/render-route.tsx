import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

/**
 * Renders the real route table at a path (or a location with navigation state), the way the app
 * does, without a browser history. `strict` renders in React's strict mode, as the app does,
 * where effects run twice.
 */
export function renderRoute(path: InitialEntry, { strict = false }: { strict?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router };
}

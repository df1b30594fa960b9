import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { MobileGate } from '../components/mobile-gate';
import { AppProviders } from './providers';
import { routes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));

  return (
    <AppProviders>
      <MobileGate>
        <RouterProvider router={router} />
      </MobileGate>
    </AppProviders>
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/** App-wide context: server state (react-query). i18n is initialised on import of src/i18n. */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  /** Tests pass their own client; the app makes one per mount. */
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

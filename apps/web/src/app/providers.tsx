import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { clearSession } from '../features/auth/use-auth';
import { apiClient } from '../lib/api-client';
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

  // A session that can no longer be renewed signs the user out; the login guard does the rest.
  useEffect(() => apiClient.onSessionExpired(() => void clearSession(client)), [client]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

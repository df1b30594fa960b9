import { waitFor } from '@testing-library/react';
import type { ApiStub, StubAnswer, StubRoutes } from './api-stub';

const UNAUTHORIZED: StubAnswer = {
  status: 401,
  body: { message: 'Unauthorized', code: 'unauthorized' },
};

/** Set between a visitor's 401 on /me and the session renewal the api client sends after it. */
let isRenewalPending = false;

/** The API's answers for a visitor: no session, and none to renew. */
export const VISITOR_SESSION_ROUTES: StubRoutes = {
  'GET /api/user/me': () => {
    isRenewalPending = true;
    return UNAUTHORIZED;
  },
  'POST /api/user/refresh': () => {
    isRenewalPending = false;
    return UNAUTHORIZED;
  },
};

/**
 * Resolves once the app has learnt that the visitor has no session (the 401 on /me and the
 * refused renewal). A test that ends sooner leaves that exchange half-way when it unmounts.
 */
export async function visitorSessionSettled(api: ApiStub): Promise<void> {
  await waitFor(() =>
    expect(api.requests.map((request) => request.path)).toContain('/api/user/refresh'),
  );
  await api.settled();
}

/** Longest wait for a renewal that may never come (the test unmounted the app before it). */
const RENEWAL_GRACE_MS = 500;

/**
 * Closes the stand-in API once the app is done with it. A request that reaches the server while
 * it closes keeps its connection open for seconds, so a visitor's session renewal still on its
 * way is awaited first. (It never comes when the app was unmounted before the 401 arrived: the
 * /me read is then cancelled.)
 */
export async function closeApiStub(api: ApiStub): Promise<void> {
  try {
    if (isRenewalPending) {
      await waitFor(() => expect(isRenewalPending).toBe(false), {
        timeout: RENEWAL_GRACE_MS,
      }).catch(() => undefined);
    }
    await api.settled();
  } finally {
    isRenewalPending = false;
    await api.close();
  }
}

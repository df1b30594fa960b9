import type { User } from '@postcraft/contracts';

/** A user as the API answers it, with the given fields changed. */
export function buildUser(fields: Partial<User> = {}): User {
  return {
    _id: '665f1c2e8b3a4d0012ab34cd',
    id: '665f1c2e8b3a4d0012ab34cd',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    companyName: 'Acme Studio',
    emailVerified: true,
    firstTimeLogged: false,
    niche: null,
    contentGoals: [],
    brandKeywords: '',
    brandColors: [],
    brandLogo: null,
    voiceTone: null,
    preferredContentTypes: [],
    autopilotSettings: { enabled: false, approvePostsFirst: true, postingFrequency: 7 },
    connectedAccounts: [],
    plan: 'free',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

import { z } from 'zod';
import { ConnectablePlatformIdSchema } from './connections.schemas.js';

/**
 * Which connected accounts publish. A plan that allows fewer accounts than are connected (a
 * downgrade keeps every account) leaves the others connected but idle: nothing is published to
 * them until the user makes one active. By default the oldest connections are the active ones.
 */
export const ActiveAccountsSchema = z.object({
  /** How many accounts may be active; null: every one. */
  maxActive: z.number().int().positive().nullable(),
  active: z.array(ConnectablePlatformIdSchema),
  idle: z.array(ConnectablePlatformIdSchema),
});
export type ActiveAccounts = z.infer<typeof ActiveAccountsSchema>;

/** GET and PUT /api/connections/active. */
export const ActiveAccountsResponseSchema = z.object({ data: ActiveAccountsSchema });
export type ActiveAccountsResponse = z.infer<typeof ActiveAccountsResponseSchema>;

/** PUT /api/connections/active: the account that becomes active (first among the active ones). */
export const ChooseActiveAccountRequestSchema = z.strictObject({
  platform: ConnectablePlatformIdSchema,
});
export type ChooseActiveAccountRequest = z.infer<typeof ChooseActiveAccountRequestSchema>;

export const ACTIVE_ACCOUNTS_PATH = '/api/connections/active';

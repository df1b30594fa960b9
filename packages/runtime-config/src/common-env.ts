import { z } from 'zod';

/** Keys every server process reads. Apps extend this with their own. */
export const commonEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().optional(),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
    .optional(),
  /** PostgreSQL (jobs); when unset, the launcher's embedded server found through DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * Mail and contact-form keys, read by the API (codes, contact messages, the privacy policy's
 * retention figure) and by the worker (retried contact messages, their purge), so that both
 * apply the same defaults.
 */
export const mailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Postcraft <no-reply@postcraft.local>'),
  /** Where contact-form messages are mailed; the default lands in the embedded mail catcher. */
  CONTACT_EMAIL: z.email().default('team@postcraft.local'),
  /** Days a contact-form message is kept; the worker deletes older ones. */
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
});

import type { z } from 'zod';

export class ConfigError extends Error {
  constructor(appName: string, problems: string[]) {
    super(`${appName}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once with a zod schema into a frozen object, or throws a readable error. */
export function parseEnv<Schema extends z.ZodType>(
  appName: string,
  schema: Schema,
  env: NodeJS.ProcessEnv = process.env,
): Readonly<z.infer<Schema>> {
  const withoutBlanks = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(withoutBlanks);
  if (!result.success) {
    throw new ConfigError(
      appName,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return Object.freeze(result.data);
}

import { z } from 'zod';
import { commonEnvSchema } from './common-env.js';
import { ConfigError, parseEnv } from './parse-env.js';

const schema = commonEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
});

describe('parseEnv', () => {
  it('when the environment is empty, then defaults apply and the result is frozen', () => {
    const env = parseEnv('api', schema, {});
    expect(env.PORT).toBe(4000);
    expect(env.NODE_ENV).toBe('development');
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('when a value is wrong, then the error names the app and every bad key', () => {
    const parse = () => parseEnv('api', schema, { PORT: 'eighty', MONGODB_URI: 'postgres://x' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(
      /api: invalid configuration[\s\S]*MONGODB_URI[\s\S]*PORT|PORT[\s\S]*MONGODB_URI/,
    );
  });

  it('when a value is blank, then it counts as unset', () => {
    expect(parseEnv('api', schema, { PORT: '' }).PORT).toBe(4000);
  });
});

import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSecrets, SECRET_NAMES } from './secrets.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'postcraft-secrets-'));

describe('loadSecrets', () => {
  it('when secrets are missing outside production, then they are generated once and reused', () => {
    const dataDir = freshDir();
    const first = loadSecrets({}, { dataDir, isProduction: false });
    const second = loadSecrets({}, { dataDir, isProduction: false });

    expect(second).toEqual(first);
    for (const name of SECRET_NAMES) expect(first[name].length).toBeGreaterThanOrEqual(40);
    expect(new Set(Object.values(first)).size).toBe(SECRET_NAMES.length);
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('when a secret is set in the environment, then the environment wins', () => {
    const secrets = loadSecrets(
      { COOKIE_SECRET: 'from-env' },
      { dataDir: freshDir(), isProduction: false },
    );
    expect(secrets.COOKIE_SECRET).toBe('from-env');
  });

  it('when production lacks a secret, then it refuses and names what is missing', () => {
    const dataDir = freshDir();
    expect(() =>
      loadSecrets(
        { JWT_ACCESS_SECRET: 'a', JWT_REFRESH_SECRET: 'b' },
        { dataDir, isProduction: true },
      ),
    ).toThrow('COOKIE_SECRET, ENCRYPTION_KEY');
    expect(() => readFileSync(join(dataDir, 'secrets.json'))).toThrow();
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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

  it('when the stored file lacks a secret, then the stored ones are kept and the missing one added', () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ ENCRYPTION_KEY: 'kept' }));
    const secrets = loadSecrets({}, { dataDir, isProduction: false });
    expect(secrets.ENCRYPTION_KEY).toBe('kept');
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'))).toEqual(secrets);
  });

  it('when several processes start together on a new data folder, then they all use the same secrets', async () => {
    const dataDir = freshDir();
    const startAt = Date.now() + 1_500;
    const script = `
      import { loadSecrets } from ${JSON.stringify(join(import.meta.dirname, 'secrets.ts'))};
      while (Date.now() < ${startAt});
      console.log(loadSecrets({}, { dataDir: ${JSON.stringify(dataDir)}, isProduction: false }).ENCRYPTION_KEY);
    `;
    const run = () =>
      promisify(execFile)(process.execPath, [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
      ]);
    const keys = (await Promise.all([run(), run(), run(), run()])).map(({ stdout }) =>
      stdout.trim(),
    );

    expect(new Set(keys).size).toBe(1);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).ENCRYPTION_KEY).toBe(
      keys[0],
    );
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
  }, 20_000);
});

// The API under load, in a process of its own so the load generator does not share its event
// loop: the real app on a database with one signed-in user (two connected accounts, as /me
// shows them), and the user's access token.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../apps/api/src/app.js';
import { loadApiConfig } from '../../apps/api/src/config/env.js';
import { isDatabaseUp } from '../../apps/api/src/lib/database.js';
import { signAccessToken } from '../../apps/api/src/lib/auth.js';
import { createLogger } from '../../packages/logger/src/index.js';

// The data package as the API loads it (its build), so its models are registered once.
const requireFromApi = createRequire(resolve(import.meta.dirname, '../../apps/api/package.json'));
const data = (await import(
  pathToFileURL(requireFromApi.resolve('@postcraft/data')).href
)) as typeof import('../../packages/data/src/index.js');
// mongoose as the data package loads it (one instance, so its models are the ones connected).
const mongoose = createRequire(resolve(import.meta.dirname, '../../packages/data/package.json'))(
  'mongoose',
) as typeof import('mongoose');

await mongoose.connect(process.env.MONGODB_URI!);
await data.openOwnerVersions(process.env.DATABASE_URL!);
await data.initDataModels();

const config = loadApiConfig({
  // Request logs off (as in the tests): the bench measures the answer, not log writing.
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-bench-')),
  SANDBOX_PLATFORM: 'false',
});

const user = await data.UserModel.create({
  email: `bench-${Date.now()}@example.com`,
  passwordHash: 'not-a-real-hash',
  firstName: 'Bench',
  lastName: 'User',
  companyName: 'Bench Co',
  emailVerified: true,
  firstTimeLogged: false,
  brandKeywords: 'bread, pastry, mornings',
  brandColors: ['#aa5500', '#ffffff'],
  timeZone: 'Europe/Paris',
});
const cipher = data.createTokenCipher(config.secrets.ENCRYPTION_KEY);
for (const platform of ['linkedin', 'telegram'] as const) {
  await data.saveConnectedAccount(
    {
      userId: user._id,
      platform,
      profile: {
        id: `${platform}-bench`,
        username: `bench_${platform}`,
        displayName: 'Bench Bakery',
        avatarUrl: null,
        followers: 1_234,
        profileUrl: `https://${platform}.example/bench`,
        metadata: {},
      },
      tokens: {
        accessToken: 'bench-access',
        refreshToken: null,
        expiresAt: null,
        refreshExpiresAt: null,
        scopes: [],
      },
    },
    cipher,
  );
}
const familyId = new mongoose.Types.ObjectId();
const session = await data.SessionModel.create({
  _id: familyId,
  familyId,
  userId: user._id,
  tokenHash: `bench-${familyId.toString()}`,
  rotationOf: `login:${familyId.toString()}`,
  expiresAt: new Date(Date.now() + 86_400_000),
});

const api = createApp({ config, logger: createLogger(config.logLevel, 'bench'), isDatabaseUp });
const server = createServer(api);
await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const token = signAccessToken(config, {
  userId: user._id.toString(),
  sessionId: session._id.toString(),
});
process.stdout.write(`${JSON.stringify({ apiUrl, token })}\n`);

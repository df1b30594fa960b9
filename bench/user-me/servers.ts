// The API under load, in a process of its own so the load generator does not share its event
// loop: the real app on a database with one signed-in user (two connected accounts, as /me
// shows them), and the user's access token.
import { signAccessToken } from '../../apps/api/src/lib/auth.js';
import { data, listenBenchApi, mongoose, openBenchApi } from '../support/bench-api.js';

const config = await openBenchApi();

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

const apiUrl = await listenBenchApi(config);
const token = signAccessToken(config, {
  userId: user._id.toString(),
  sessionId: session._id.toString(),
});
process.stdout.write(`${JSON.stringify({ apiUrl, token })}\n`);

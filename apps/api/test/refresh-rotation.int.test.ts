import { RefreshResponseSchema } from '@postcraft/contracts';
import { SessionModel } from '@postcraft/data';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import {
  createVerifiedUser,
  CSRF,
  PASSWORD,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

/** The grace given to the app that tests its end: short, so that the test waits little. */
const SHORT_GRACE_MS = 300;

const sessionIdOf = (accessToken: string) => (jwt.decode(accessToken) as { sid: string }).sid;

/** The value a Set-Cookie header of the answer gives `name`. */
function cookieValue(response: request.Response, name: string): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(';')[0];
}

/**
 * Tabs of one browser refreshing at once all show the same refresh token: they must all get
 * tokens that work, and the session must go on; a spent token shown after the grace, or by
 * another client, still ends the session (theft detection).
 */
describe('refresh-token rotation with a grace for the client that rotated', () => {
  let bed: AccountTestBed;
  let email: string;
  beforeAll(async () => {
    bed = await startAccountTestBed();
    ({ email } = await createVerifiedUser(bed));
  });
  afterAll(() => bed.stop());

  const logIn = async (app: AccountTestBed['app']) => {
    const response = await request(app)
      .post('/api/user/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    return { accessToken: response.body.token as string, refresh: response.body.refreshToken };
  };
  const refreshWithCookie = (app: AccountTestBed['app'], refreshToken: string) =>
    request(app)
      .post('/api/user/refresh')
      .set(CSRF)
      .set('Cookie', `pc_refresh=${refreshToken}`)
      .send({});
  const me = (app: AccountTestBed['app'], accessToken: string) =>
    request(app).get('/api/user/me').set('Authorization', `Bearer ${accessToken}`);

  it('when ten refreshes with one cookie arrive at once, then all answer 200 with the same working tokens and the session goes on', async () => {
    const login = await logIn(bed.app);
    const sessionId = sessionIdOf(login.accessToken);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refreshWithCookie(bed.app, login.refresh as string)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const refreshTokens = new Set(answers.map((answer) => cookieValue(answer, 'pc_refresh')));
    expect(refreshTokens.size).toBe(1);
    const [newRefresh] = [...refreshTokens] as string[];
    expect(newRefresh).not.toBe(login.refresh);
    for (const answer of answers) {
      const body = RefreshResponseSchema.parse(answer.body);
      expect(body.refreshToken).toBe(newRefresh);
      expect(sessionIdOf(body.token)).toBe(sessionId);
      await me(bed.app, body.token).expect(200);
    }

    // One session, one exchange: the login's token and the one it was exchanged for.
    const tokens = await SessionModel.find({ familyId: sessionId }).lean();
    expect(tokens).toHaveLength(2);
    expect(tokens.every((token) => token.revokedAt === null)).toBe(true);

    // The session goes on: the new token is exchanged in turn.
    const next = await refreshWithCookie(bed.app, newRefresh!).expect(200);
    await me(bed.app, next.body.token as string).expect(200);
  });

  it('when the spent token is shown again after the grace, then the whole session is revoked', async () => {
    const app = bed.newApp({ config: { refreshReuseGraceMs: SHORT_GRACE_MS } });
    const login = await logIn(app);
    const rotated = await refreshWithCookie(app, login.refresh as string).expect(200);
    // Waits out the grace (any slowness of the machine only makes the wait longer).
    await new Promise((resolve) => setTimeout(resolve, SHORT_GRACE_MS + 50));

    const replay = await refreshWithCookie(app, login.refresh as string).expect(401);
    expect(replay.body.code).toBe('unauthorized');
    await me(app, rotated.body.token as string).expect(401);
    await refreshWithCookie(app, rotated.body.refreshToken as string).expect(401);
  });

  it('when the spent token is shown again within the grace by another client, then the whole session is revoked', async () => {
    const login = await logIn(bed.app);
    const rotated = await refreshWithCookie(bed.app, login.refresh as string).expect(200);

    await refreshWithCookie(bed.app, login.refresh as string)
      .set('User-Agent', 'another device')
      .expect(401);
    await me(bed.app, rotated.body.token as string).expect(401);
    await refreshWithCookie(bed.app, rotated.body.refreshToken as string).expect(401);
  });
});

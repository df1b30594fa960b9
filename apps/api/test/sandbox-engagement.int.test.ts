import { ConnectedAccountModel, createTokenCipher, openTokens } from '@postcraft/data';
import { createPlatformRegistry, type AccountCredentials } from '@postcraft/platforms';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

describe('the Sandbox platform’s engagement figures, read through its adapter', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed);
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
  });

  /** A user with a connected Sandbox account, and its credentials as the worker opens them. */
  async function sandboxAccount(username: string): Promise<AccountCredentials> {
    const user = await createVerifiedUser(bed);
    await connectSandboxAccount(site, user, username);
    const account = await ConnectedAccountModel.findOne({ username }).orFail();
    return {
      tokens: openTokens(account, createTokenCipher(site.config.secrets.ENCRYPTION_KEY)),
      profile: { id: account.accountId, username, metadata: {} },
    };
  }

  async function publish(account: AccountCredentials, text: string): Promise<string> {
    const post = await request(site.url)
      .post('/sandbox/api/posts')
      .set('Authorization', `Bearer ${account.tokens.accessToken}`)
      .send({ text, mediaIds: [] })
      .expect(201);
    return post.body.id as string;
  }

  it('when figures are asked, then each own post has the same figures every time, shown on the feed too; other accounts’ and deleted posts have none', async () => {
    const adapter = createPlatformRegistry(site.config.platforms).find('sandbox')!;
    const alice = await sandboxAccount('alice_figures');
    const bob = await sandboxAccount('bob_figures');
    const first = await publish(alice, 'First');
    const second = await publish(alice, 'Second');
    const deleted = await publish(alice, 'Deleted');
    const bobs = await publish(bob, 'Bob’s');
    await request(site.url)
      .delete(`/sandbox/api/posts/${deleted}`)
      .set('Authorization', `Bearer ${alice.tokens.accessToken}`)
      .expect(204);

    const ids = [first, second, deleted, bobs, 'not-an-id'];
    const readings = await adapter.fetchEngagement!(alice, ids);
    const again = await adapter.fetchEngagement!(alice, ids);

    expect(readings.map((reading) => reading.externalId).sort()).toEqual([first, second].sort());
    expect(again).toEqual(readings);
    const reading = readings.find((entry) => entry.externalId === first)!;
    expect(reading.likes).toBeGreaterThan(0);
    expect(reading.views).toBeGreaterThan(reading.likes);
    const feed = await request(site.url).get('/sandbox/@alice_figures').expect(200);
    expect(feed.text).toContain(
      `${reading.likes} likes · ${reading.comments} comments · ${reading.shares} shares · ${reading.views} views`,
    );
  });

  it('when no id or too many are named, or the token is not valid, then the metrics call is refused', async () => {
    const carol = await sandboxAccount('carol_figures');
    const bearer = { Authorization: `Bearer ${carol.tokens.accessToken}` };
    await request(site.url).get('/sandbox/api/posts/metrics').set(bearer).expect(400);
    const ids = Array.from({ length: 101 }, () => 'a'.repeat(24)).join(',');
    await request(site.url)
      .get('/sandbox/api/posts/metrics')
      .query({ ids })
      .set(bearer)
      .expect(400);
    await request(site.url)
      .get('/sandbox/api/posts/metrics')
      .query({ ids: 'a'.repeat(24) })
      .set({ Authorization: 'Bearer nope' })
      .expect(401);
  });
});

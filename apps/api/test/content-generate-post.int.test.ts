import {
  GENERATE_CONTENT_PATH,
  generationPath,
  SCHEDULING_MESSAGES as M,
} from '@postcraft/contracts';
import { GenerationModel } from '@postcraft/data';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

describe('a generated image posted with Post Now (the Sandbox platform)', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;

  const signUp = () => signUpOwner(bed, site.url);

  beforeAll(async () => {
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed);
    alice = await signUp();
    bob = await signUp();
    await connectSandboxAccount(site, alice, 'alice_studio');
    await connectSandboxAccount(site, bob, 'bob_studio');
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });

  it('when a user generates without naming platforms, then their connected ones are used and the image posts; the draft is then used and its file survives a discard', async () => {
    const generated = await request(site.url)
      .post(GENERATE_CONTENT_PATH)
      .set(as(alice))
      .send({ description: 'Fresh bread every morning', contentType: 'image' })
      .expect(200);
    const { generationId, outputUrl, assets } = generated.body.content as {
      generationId: string;
      outputUrl: string;
      assets: Record<string, { caption: string }>;
    };
    expect(Object.keys(assets)).toEqual(['sandbox']);
    expect(outputUrl).toMatch(new RegExp(`^/media/generated/${alice.ownerId}/`));

    const refused = await request(site.url)
      .post('/api/user/post-now')
      .set(as(bob))
      .send({ platforms: ['sandbox'], type: 'image', mediaUrl: outputUrl, caption: 'Mine now' })
      .expect(400);
    expect(refused.body).toEqual({ code: 'invalid_media', message: M.mediaUrlNotOwn });
    expect((await GenerationModel.findById(generationId).orFail()).usedAt).toBeNull();

    const posted = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .send({
        platforms: ['sandbox'],
        type: 'image',
        mediaUrl: outputUrl,
        caption: assets.sandbox!.caption,
      })
      .expect(200);
    expect(posted.body.success).toBe(true);
    expect((await GenerationModel.findById(generationId).orFail()).usedAt).toBeInstanceOf(Date);

    await request(site.url).delete(generationPath(generationId)).set(as(alice)).expect(200);
    await request(site.url).get(outputUrl).expect(200);
  });
});

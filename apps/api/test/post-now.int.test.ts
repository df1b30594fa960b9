import {
  DeleteSharedPostResponseSchema,
  NotificationSchema,
  PostNowResponseSchema,
  SCHEDULING_MESSAGES as M,
  DEFAULT_POST_CAPTION,
} from '@postcraft/contracts';
import {
  ConnectedAccountModel,
  createTokenCipher,
  findPublishAttempt,
  listNotifications,
  openTokens,
  PublishAttemptModel,
  PublishOutcomeModel,
  SandboxPostModel,
  ScheduledPostModel,
  sealTokens,
  toNotificationResponse,
} from '@postcraft/data';
import { Types } from 'mongoose';
import request from 'supertest';
import { PASSWORD, startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

describe('Post Now and Delete from platforms, on the Sandbox platform', () => {
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
    await connectSandboxAccount(site, alice, 'alice_now');
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });

  it('when an image is posted now as a form, then the Sandbox feed has it once and the answer says so', async () => {
    const response = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .field('type', 'image')
      .field('caption', 'Fresh from the oven')
      .attach('media', pngOf(8, 8), 'bread.png')
      .expect(200);
    const body = PostNowResponseSchema.parse(response.body);
    expect(body.success).toBe(true);
    expect(body.failed).toEqual([]);
    expect(body.message).toBe(M.postedTo(1));
    expect(body.successful).toEqual([
      {
        platform: 'sandbox',
        externalId: expect.any(String),
        url: expect.stringContaining('/sandbox/@alice_now/posts/'),
      },
    ]);
    expect(body.results).toEqual([
      expect.objectContaining({ platform: 'sandbox', success: true, outcome: 'published' }),
    ]);
    expect(body.post).toMatchObject({ status: 'completed', type: 'image', isPartial: false });
    expect(body.post.mediaUrl).toMatch(
      new RegExp(`^/media/posts/${alice.ownerId}/[0-9a-f]+\\.png$`),
    );

    const onFeed = await SandboxPostModel.find({ text: 'Fresh from the oven' }).lean();
    expect(onFeed).toHaveLength(1);
    expect(onFeed[0]!.media).toEqual([
      expect.objectContaining({ kind: 'image', mimeType: 'image/png' }),
    ]);
    expect(await PublishAttemptModel.countDocuments({ postId: body.post._id })).toBe(1);

    const notifications = (await listNotifications(alice.ownerId, 10)).map(toNotificationResponse);
    const published = notifications.find((n) => n.postId === body.post._id);
    expect(NotificationSchema.parse(published)).toMatchObject({
      type: 'post_published',
      platform: 'sandbox',
      platforms: ['sandbox'],
      caption: 'Fresh from the oven',
      postType: 'image',
      isRead: false,
      metadata: { postId: body.post._id, platform: 'sandbox', type: 'image' },
    });

    const listed = await request(site.url)
      .get('/api/user/scheduled-posts')
      .query({ status: 'completed' })
      .set(as(alice))
      .expect(200);
    expect(listed.body.data.scheduledPosts.map((post: { _id: string }) => post._id)).toContain(
      body.post._id,
    );
  });

  it('when posted now as JSON with the URL of media already uploaded and no caption, then the default caption goes out', async () => {
    const first = await ScheduledPostModel.findOne({ ownerId: alice.ownerId }).lean().orFail();
    const response = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .send({
        platforms: ['sandbox'],
        type: 'image',
        mediaUrl: `${site.url}${first.mediaUrl!}`,
        caption: '',
      })
      .expect(200);
    const body = PostNowResponseSchema.parse(response.body);
    expect(body.success).toBe(true);
    expect(body.post.caption).toBe(DEFAULT_POST_CAPTION);
    expect(await SandboxPostModel.countDocuments({ text: DEFAULT_POST_CAPTION })).toBe(1);
  });

  it('when the stored access token no longer works, then the token is refreshed once and the post goes out', async () => {
    const cipher = createTokenCipher(site.config.secrets.ENCRYPTION_KEY);
    const account = await ConnectedAccountModel.findOne({ userId: alice.ownerId }).orFail();
    const tokens = openTokens(account, cipher);
    account.tokensSealed = sealTokens({ ...tokens, accessToken: 'sba_revoked' }, cipher);
    await account.save();

    const response = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .field('platforms', 'sandbox')
      .field('caption', 'After a refresh')
      .attach('media', pngOf(4, 4), 'after.png')
      .expect(200);
    expect(PostNowResponseSchema.parse(response.body).success).toBe(true);
    expect(await SandboxPostModel.countDocuments({ text: 'After a refresh' })).toBe(1);
    const refreshed = await ConnectedAccountModel.findById(account._id).orFail();
    expect(refreshed.tokenVersion).toBe(account.tokenVersion + 1);
    expect(openTokens(refreshed, cipher).accessToken).not.toBe('sba_revoked');
  });

  it('when the Sandbox refuses the post, then it fails with the platform reason, is not retried, and a post_failed notification is written', async () => {
    const cipher = createTokenCipher(site.config.secrets.ENCRYPTION_KEY);
    const account = await ConnectedAccountModel.findOne({ userId: alice.ownerId }).orFail();
    // A refused refresh token: the account must be connected again.
    account.tokensSealed = sealTokens(
      { ...openTokens(account, cipher), accessToken: 'sba_revoked', refreshToken: 'sbr_revoked' },
      cipher,
    );
    await account.save();

    const response = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .field('caption', 'Never published')
      .attach('media', pngOf(4, 4), 'never.png')
      .expect(200);
    const body = PostNowResponseSchema.parse(response.body);
    expect(body.success).toBe(false);
    expect(body.failed).toEqual([
      { platform: 'sandbox', message: expect.any(String), skipped: false },
    ]);
    expect(body.post.status).toBe('failed');
    const attempt = await findPublishAttempt(new Types.ObjectId(body.post._id), 'sandbox');
    expect(attempt).toMatchObject({ outcome: 'failed', errorKind: 'reauth_required', calls: 1 });
    expect(await SandboxPostModel.countDocuments({ text: 'Never published' })).toBe(0);
    const after = await ConnectedAccountModel.findById(account._id).orFail();
    expect(after.status).toBe('reconnect_needed');
    const failed = (await listNotifications(alice.ownerId, 10)).find(
      (n) => n.postId?.toString() === body.post._id && n.type === 'post_failed',
    );
    expect(failed?.message).toContain('Sandbox');

    // Connect again for the next tests.
    await connectSandboxAccount(site, alice, 'alice_now');
  });

  it('when nothing or a foreign platform is chosen, then Post Now refuses and posts nothing', async () => {
    const before = await ScheduledPostModel.countDocuments();
    const none = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .send({ platforms: [], mediaUrl: '/media/x.png' })
      .expect(400);
    expect(none.body.message).toBe(M.platformsRequired);
    const noMedia = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .send({ platforms: ['sandbox'] })
      .expect(400);
    expect(noMedia.body.message).toBe(M.mediaRequired);
    const notConnected = await request(site.url)
      .post('/api/user/post-now')
      .set(as(bob))
      .field('platforms[0]', 'sandbox')
      .attach('media', pngOf(4, 4), 'x.png')
      .expect(400);
    expect(notConnected.body.message).toBe(M.platformNotConnected('Sandbox'));
    expect(await ScheduledPostModel.countDocuments()).toBe(before);
  });

  it('when a published post is deleted from platforms, then the Sandbox post is deleted and the post is marked deleted', async () => {
    const posted = PostNowResponseSchema.parse(
      (
        await request(site.url)
          .post('/api/user/post-now')
          .set(as(alice))
          .field('platforms[0]', 'sandbox')
          .field('caption', 'To be deleted')
          .attach('media', pngOf(4, 4), 'gone.png')
          .expect(200)
      ).body,
    );
    const id = posted.post._id;
    await request(site.url).delete(`/api/user/schedule/${id}/share`).set(as(bob)).expect(404);

    const response = await request(site.url)
      .delete(`/api/user/schedule/${id}/share`)
      .set(as(alice))
      .expect(200);
    const body = DeleteSharedPostResponseSchema.parse(response.body);
    expect(body).toMatchObject({
      success: true,
      message: M.deletedFrom('Sandbox'),
      platformResults: [{ platform: 'sandbox', success: true, message: 'Deleted' }],
    });
    expect(body.post.status).toBe('deleted');
    expect(body.post.platformResults[0]!.deletedAt).not.toBeNull();
    const onFeed = await SandboxPostModel.findOne({ text: 'To be deleted' }).lean().orFail();
    expect(onFeed.deletedAt).not.toBeNull();

    // Nothing is left to delete: a second call answers the deletion's result again.
    const again = await request(site.url)
      .delete(`/api/user/schedule/${id}/share`)
      .set(as(alice))
      .expect(200);
    expect(again.body).toEqual(response.body);
  });

  it('when the user deletes their account, then their posts, attempts, notifications and post media go too', async () => {
    const posts = await ScheduledPostModel.find({ ownerId: alice.ownerId }).lean();
    expect(await PublishOutcomeModel.countDocuments({ ownerId: alice.ownerId })).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);
    await request(site.url)
      .delete('/api/user/account')
      .set(as(alice))
      .send({ password: PASSWORD })
      .expect(200);
    expect(await ScheduledPostModel.countDocuments({ ownerId: alice.ownerId })).toBe(0);
    expect(await PublishAttemptModel.countDocuments({ ownerId: alice.ownerId })).toBe(0);
    expect(await PublishOutcomeModel.countDocuments({ ownerId: alice.ownerId })).toBe(0);
    expect(await listNotifications(alice.ownerId, 10)).toEqual([]);
    const media = await request(site.url).get(posts[0]!.mediaUrl!);
    expect(media.status).toBe(404);
  });
});

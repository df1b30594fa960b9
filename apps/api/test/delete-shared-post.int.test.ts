import {
  DeleteSharedPostResponseSchema,
  PostNowResponseSchema,
  SCHEDULING_MESSAGES as M,
} from '@postcraft/contracts';
import { claimOnce, SandboxPostModel, ScheduledPostModel } from '@postcraft/data';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { startRecordingProxy, type RecordingProxy } from './helpers/recording-proxy.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';

const isPostDelete = ({ method, path }: { method: string; path: string }) =>
  method === 'DELETE' && path.startsWith('/sandbox/api/posts/');

describe('Delete from platforms, called several times at once', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;
  let sandbox: RecordingProxy;
  let alice: TestUser;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    // The Sandbox is reached through a proxy that counts its calls; it takes half a second to
    // delete a post, as a real platform may, so that concurrent calls overlap.
    sandbox = await startRecordingProxy({ delayMs: 500, isSlow: isPostDelete });
    site = await listenWithPublicUrl(bed, { env: { SANDBOX_URL_BASE: `${sandbox.url}/sandbox` } });
    sandbox.target = site.url;
    alice = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, 'alice_deletes');
  });
  afterAll(async () => {
    await site.close();
    await sandbox.close();
    await bed.stop();
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });

  async function postNow(caption: string): Promise<string> {
    const response = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .field('caption', caption)
      .attach('media', pngOf(4, 4), 'post.png')
      .expect(200);
    return PostNowResponseSchema.parse(response.body).post._id;
  }

  it('when 10 deletes of one published post arrive at once, then the platform gets one DELETE, every caller the same successful answer, and the post ends deleted', async () => {
    const id = await postNow('Deleted ten times at once');
    const deletesBefore = sandbox.requests.filter(isPostDelete).length;

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(site.url).delete(`/api/user/schedule/${id}/share`).set(as(alice)),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const first = DeleteSharedPostResponseSchema.parse(answers[0]!.body);
    expect(first).toMatchObject({
      success: true,
      message: M.deletedFrom('Sandbox'),
      platformResults: [{ platform: 'sandbox', success: true, message: M.platformDeleted }],
      post: { _id: id, status: 'deleted' },
    });
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(sandbox.requests.filter(isPostDelete).length - deletesBefore).toBe(1);

    const stored = await ScheduledPostModel.findById(id).lean().orFail();
    expect(stored.status).toBe('deleted');
    expect(stored.platformResults[0]!.deletedAt).not.toBeNull();
    const onFeed = await SandboxPostModel.findOne({ text: 'Deleted ten times at once' })
      .lean()
      .orFail();
    expect(onFeed.deletedAt).not.toBeNull();

    // A later call finds nothing left to delete and answers the same, calling no platform.
    const later = await request(site.url)
      .delete(`/api/user/schedule/${id}/share`)
      .set(as(alice))
      .expect(200);
    expect(later.body).toEqual(answers[0]!.body);
    expect(sandbox.requests.filter(isPostDelete).length - deletesBefore).toBe(1);
  });

  it('when a deletion fails at the platform, then the post stays published and a later call tries again', async () => {
    const id = await postNow('Deleted on the second try');
    const stored = await ScheduledPostModel.findById(id).lean().orFail();
    const externalId = stored.platformResults[0]!.externalId!;
    // Another client removed it from the Sandbox first: the platform answers 404.
    await SandboxPostModel.updateOne({ _id: externalId }, { $set: { deletedAt: new Date() } });

    const failed = await request(site.url)
      .delete(`/api/user/schedule/${id}/share`)
      .set(as(alice))
      .expect(200);
    expect(DeleteSharedPostResponseSchema.parse(failed.body)).toMatchObject({
      success: false,
      message: M.someNotDeleted,
      post: { status: 'completed' },
    });

    await SandboxPostModel.updateOne({ _id: externalId }, { $set: { deletedAt: null } });
    const retried = await request(site.url)
      .delete(`/api/user/schedule/${id}/share`)
      .set(as(alice))
      .expect(200);
    expect(DeleteSharedPostResponseSchema.parse(retried.body)).toMatchObject({
      success: true,
      post: { status: 'deleted' },
    });
    expect((await SandboxPostModel.findById(externalId).lean().orFail()).deletedAt).not.toBeNull();
  });

  it('when the caller that claimed a deletion died before settling it, then once its lease is over the next call takes it over and deletes', async () => {
    const id = await postNow('Claimed by a caller that died');
    // What a claimer leaves when its process dies mid-deletion: the claim, past its lease.
    expect(await claimOnce(`share-delete:${id}:1:0`, new Date(Date.now() - 1000))).toBe(true);
    const deletesBefore = sandbox.requests.filter(isPostDelete).length;

    const answer = await request(site.url)
      .delete(`/api/user/schedule/${id}/share`)
      .set(as(alice))
      .expect(200);
    expect(DeleteSharedPostResponseSchema.parse(answer.body)).toMatchObject({
      success: true,
      post: { status: 'deleted' },
    });
    expect(sandbox.requests.filter(isPostDelete).length - deletesBefore).toBe(1);
  });
});

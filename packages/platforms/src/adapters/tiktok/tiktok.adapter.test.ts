import type { PublishMedia, TokenSet } from '../../platform-adapter.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import {
  createTikTokAdapter,
  planTikTokChunks,
  type TikTokAdapterOptions,
} from './tiktok.adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';

const NOW = new Date('2026-11-20T10:00:00Z');
const MB = 1024 * 1024;
const OK = { code: 'ok', message: '', log_id: 'log-ok' };

let standIn: StandInServer | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function setUp(
  routes: Parameters<typeof startStandIn>[0] = {},
  extra: Partial<TikTokAdapterOptions> = {},
) {
  standIn = await startStandIn(routes);
  const delays: number[] = [];
  const adapter = createTikTokAdapter({
    credentials: { clientId: 'client-key-1', clientSecret: 'client-secret-1' },
    urls: { auth: standIn.url, api: `${standIn.url}/` },
    now: () => NOW,
    delay: async (ms) => {
      delays.push(ms);
    },
    pollIntervalMs: 1000,
    maxPolls: 4,
    ...extra,
  });
  return { adapter, server: standIn, delays };
}

const tokens = (overrides: Partial<TokenSet> = {}): TokenSet => ({
  accessToken: 'act.1',
  refreshToken: 'rft.1',
  expiresAt: null,
  refreshExpiresAt: null,
  scopes: ['user.info.basic', 'video.publish'],
  ...overrides,
});

const account = { tokens: tokens(), profile: { id: 'open-1', username: 'maker', metadata: {} } };

function media(overrides: Partial<PublishMedia> & { bytes?: Uint8Array } = {}): PublishMedia {
  const bytes = overrides.bytes ?? new Uint8Array([1, 2, 3]);
  return {
    kind: 'video',
    mimeType: 'video/mp4',
    sizeBytes: bytes.byteLength,
    publicUrl: null,
    read: async () => bytes,
    ...overrides,
  };
}

const creatorInfo = (privacy: string[]) => () => ({
  json: {
    data: {
      creator_username: 'maker',
      creator_nickname: 'The Maker',
      creator_avatar_url: 'https://p16.example/avatar.jpg',
      privacy_level_options: privacy,
      comment_disabled: false,
      duet_disabled: true,
      stitch_disabled: false,
      max_video_post_duration_sec: 600,
    },
    error: OK,
  },
});

describe('TikTok authorization', () => {
  it('when the consent page is built, then it carries client_key, comma-separated scopes, response_type, redirect_uri and state', async () => {
    const { adapter, server } = await setUp();
    const url = new URL(
      adapter.authorizationUrl({
        state: 's-1',
        redirectUri: 'https://app.test/cb',
        codeChallenge: 'ignored',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/v2/auth/authorize/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: 'client-key-1',
      scope: 'user.info.basic,user.info.profile,user.info.stats,video.publish,video.upload',
      response_type: 'code',
      redirect_uri: 'https://app.test/cb',
      state: 's-1',
    });
  });

  it('when a code is exchanged, then the form carries each field and the answer becomes a token set', async () => {
    const { adapter, server } = await setUp({
      'POST /v2/oauth/token/': () => ({
        json: {
          open_id: 'open-1',
          access_token: 'act.new',
          refresh_token: 'rft.new',
          expires_in: 86400,
          refresh_expires_in: 31536000,
          scope: 'user.info.basic,video.publish',
          token_type: 'Bearer',
        },
      }),
    });
    const result = await adapter.exchangeCode({
      code: 'code-1',
      redirectUri: 'https://app.test/cb',
      codeVerifier: 'v',
    });

    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form!)).toEqual({
      client_key: 'client-key-1',
      client_secret: 'client-secret-1',
      code: 'code-1',
      grant_type: 'authorization_code',
      redirect_uri: 'https://app.test/cb',
    });
    expect(result).toEqual({
      accessToken: 'act.new',
      refreshToken: 'rft.new',
      expiresAt: new Date(NOW.getTime() + 86400 * 1000),
      refreshExpiresAt: new Date(NOW.getTime() + 31536000 * 1000),
      scopes: ['user.info.basic', 'video.publish'],
    });
  });

  it('when tokens are refreshed twice, then each call sends the newest refresh token and keeps the rotated one', async () => {
    let issued = 1;
    const { adapter, server } = await setUp({
      'POST /v2/oauth/token/': () => {
        issued += 1;
        return {
          json: {
            access_token: `act.${issued}`,
            refresh_token: `rft.${issued}`,
            expires_in: 86400,
            scope: 'video.publish',
          },
        };
      },
    });
    const first = await adapter.refresh(tokens());
    const second = await adapter.refresh(first);

    expect(server.requests.map((r) => r.form!.get('refresh_token'))).toEqual(['rft.1', 'rft.2']);
    expect(server.requests[0]!.form!.get('grant_type')).toBe('refresh_token');
    expect(server.requests[0]!.form!.get('client_key')).toBe('client-key-1');
    expect(second.refreshToken).toBe('rft.3');
    expect(second.accessToken).toBe('act.3');
  });

  it('when TikTok answers invalid_grant (even with a 200), then refresh asks the user to reconnect', async () => {
    const { adapter } = await setUp({
      'POST /v2/oauth/token/': () => ({
        json: {
          error: 'invalid_grant',
          error_description: 'Refresh token is invalid or expired.',
          log_id: 'L1',
        },
      }),
    });
    const error = await platformFailure(adapter.refresh(tokens()));
    expect(error.kind).toBe('reauth_required');
    expect(error.providerCode).toBe('invalid_grant');
    expect(error.message).toBe('Refresh token is invalid or expired. (TikTok log id L1)');
  });

  it('when no refresh token was stored, then refresh asks to reconnect without calling TikTok', async () => {
    const { adapter, server } = await setUp();
    const error = await platformFailure(adapter.refresh(tokens({ refreshToken: null })));
    expect(error.kind).toBe('reauth_required');
    expect(server.requests).toHaveLength(0);
  });

  it('when the account is disconnected, then the access token is revoked with the app credentials', async () => {
    const { adapter, server } = await setUp({ 'POST /v2/oauth/revoke/': () => ({ json: {} }) });
    await adapter.revoke!(tokens());
    expect(Object.fromEntries(server.requests[0]!.form!)).toEqual({
      client_key: 'client-key-1',
      client_secret: 'client-secret-1',
      token: 'act.1',
    });
  });
});

describe('TikTok profile', () => {
  it('when the profile is read, then the fields match the granted scopes and the user is described', async () => {
    const { adapter, server } = await setUp({
      'GET /v2/user/info/': () => ({
        json: {
          data: {
            user: {
              open_id: 'open-1',
              union_id: 'union-1',
              avatar_url: 'https://p16.example/a.jpg',
              display_name: 'The Maker',
              username: 'maker',
              follower_count: 1234,
            },
          },
          error: OK,
        },
      }),
    });
    const profile = await adapter.fetchProfile(
      tokens({ scopes: ['user.info.basic', 'user.info.profile', 'user.info.stats'] }),
    );

    const [request] = server.requests;
    expect(request!.headers.authorization).toBe('Bearer act.1');
    expect(request!.query.get('fields')).toBe(
      'open_id,union_id,avatar_url,display_name,username,profile_deep_link,follower_count',
    );
    expect(profile).toEqual({
      id: 'open-1',
      username: 'maker',
      displayName: 'The Maker',
      avatarUrl: 'https://p16.example/a.jpg',
      followers: 1234,
      profileUrl: 'https://www.tiktok.com/@maker',
      metadata: {},
    });
  });

  it('when only user.info.basic was granted, then no field needing another scope is asked for', async () => {
    const { adapter, server } = await setUp({
      'GET /v2/user/info/': () => ({
        json: { data: { user: { open_id: 'o', display_name: 'Maker' } }, error: OK },
      }),
    });
    const profile = await adapter.fetchProfile(tokens({ scopes: ['user.info.basic'] }));
    expect(server.requests[0]!.query.get('fields')).toBe(
      'open_id,union_id,avatar_url,display_name',
    );
    expect(profile.username).toBe('Maker');
    expect(profile.followers).toBe(0);
  });
});

describe('TikTok publishing', () => {
  it('when a local video is posted by an unaudited app, then creator info, chunked upload and status polling run in order, privately', async () => {
    let polls = 0;
    const video = new Uint8Array(25 * MB).map((_, index) => index % 251);
    const routes = {
      'POST /v2/post/publish/creator_info/query/': creatorInfo(['SELF_ONLY']),
      'POST /v2/post/publish/video/init/': () => ({
        json: {
          data: {
            publish_id: 'v_pub_file~v2.1',
            upload_url: `${standIn!.url}/upload/?upload_id=9`,
          },
          error: OK,
        },
      }),
      'PUT /upload/': () => ({ status: 201 }),
      'POST /v2/post/publish/status/fetch/': () => {
        polls += 1;
        return polls === 1
          ? { json: { data: { status: 'PROCESSING_UPLOAD' }, error: OK } }
          : {
              // A bare int64, as TikTok sends it: JSON.parse alone would round it.
              headers: { 'content-type': 'application/json' },
              text: `{"data":{"status":"PUBLISH_COMPLETE","publicaly_available_post_id":[7311111111111111111]},"error":${JSON.stringify(OK)}}`,
            };
      },
    };
    const { adapter, server, delays } = await setUp(routes);

    const result = await adapter.publish(account, {
      text: 'Hello #maker',
      media: [media({ bytes: video })],
    });

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v2/post/publish/creator_info/query/',
      'POST /v2/post/publish/video/init/',
      'PUT /upload/',
      'PUT /upload/',
      'POST /v2/post/publish/status/fetch/',
      'POST /v2/post/publish/status/fetch/',
    ]);
    const init = server.requests[1]!;
    expect(init.headers.authorization).toBe('Bearer act.1');
    expect(init.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(init.json).toEqual({
      post_info: {
        title: 'Hello #maker',
        privacy_level: 'SELF_ONLY',
        disable_comment: false,
        disable_duet: true,
        disable_stitch: false,
      },
      source_info: {
        source: 'FILE_UPLOAD',
        video_size: 25 * MB,
        chunk_size: 10 * MB,
        total_chunk_count: 2,
      },
    });
    const [first, last] = [server.requests[2]!, server.requests[3]!];
    expect(first.headers['content-range']).toBe(`bytes 0-${10 * MB - 1}/${25 * MB}`);
    expect(last.headers['content-range']).toBe(`bytes ${10 * MB}-${25 * MB - 1}/${25 * MB}`);
    expect(first.headers['content-type']).toBe('video/mp4');
    expect(Buffer.concat([first.bytes, last.bytes]).equals(Buffer.from(video))).toBe(true);
    expect(server.requests[4]!.json).toEqual({ publish_id: 'v_pub_file~v2.1' });
    expect(delays).toEqual([1000]);
    expect(result).toEqual({
      id: '7311111111111111111',
      url: 'https://www.tiktok.com/@maker/video/7311111111111111111',
    });
  });

  it('when the video has a public URL and public posting is offered, then TikTok pulls it and the post is public', async () => {
    const { adapter, server } = await setUp({
      'POST /v2/post/publish/creator_info/query/': creatorInfo(['PUBLIC_TO_EVERYONE', 'SELF_ONLY']),
      'POST /v2/post/publish/video/init/': () => ({
        json: { data: { publish_id: 'v_pub_url~v2.2' }, error: OK },
      }),
      'POST /v2/post/publish/status/fetch/': () => ({
        json: { data: { status: 'PUBLISH_COMPLETE' }, error: OK },
      }),
    });
    const result = await adapter.publish(account, {
      text: '',
      media: [media({ publicUrl: 'https://media.postcraft.test/v.mp4' })],
    });
    expect(server.requests[1]!.json).toMatchObject({
      post_info: { privacy_level: 'PUBLIC_TO_EVERYONE' },
      source_info: { source: 'PULL_FROM_URL', video_url: 'https://media.postcraft.test/v.mp4' },
    });
    expect((server.requests[1]!.json as { post_info: object }).post_info).not.toHaveProperty(
      'title',
    );
    // No public post id yet: the publish id stands in and the link goes to the profile.
    expect(result).toEqual({ id: 'v_pub_url~v2.2', url: 'https://www.tiktok.com/@maker' });
    expect(adapter.postUrl(account.profile, 'v_pub_url~v2.2')).toBe(
      'https://www.tiktok.com/@maker',
    );
  });

  it('when photos are posted, then content/init gets their public URLs as a direct photo post', async () => {
    const { adapter, server } = await setUp({
      'POST /v2/post/publish/creator_info/query/': creatorInfo(['PUBLIC_TO_EVERYONE']),
      'POST /v2/post/publish/content/init/': () => ({
        json: { data: { publish_id: 'p_pub_url~v2.3' }, error: OK },
      }),
      'POST /v2/post/publish/status/fetch/': () => ({
        json: {
          data: { status: 'PUBLISH_COMPLETE', publicaly_available_post_id: ['73000'] },
          error: OK,
        },
      }),
    });
    const photo = (n: number) =>
      media({
        kind: 'image',
        mimeType: 'image/jpeg',
        publicUrl: `https://media.postcraft.test/${n}.jpg`,
      });
    const text = 'A'.repeat(120);
    const result = await adapter.publish(account, { text, media: [photo(1), photo(2)] });

    expect(server.requests[1]!.path).toBe('/v2/post/publish/content/init/');
    expect(server.requests[1]!.json).toEqual({
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: {
        title: 'A'.repeat(90),
        description: text,
        privacy_level: 'PUBLIC_TO_EVERYONE',
        disable_comment: false,
        auto_add_music: true,
      },
      source_info: {
        source: 'PULL_FROM_URL',
        photo_cover_index: 0,
        photo_images: ['https://media.postcraft.test/1.jpg', 'https://media.postcraft.test/2.jpg'],
      },
    });
    expect(result.id).toBe('73000');
  });

  it('when a photo has no public URL or the post is text only, then nothing is sent and the reason is given', async () => {
    const { adapter, server } = await setUp();
    const noUrl = await platformFailure(
      adapter.publish(account, {
        text: 'x',
        media: [media({ kind: 'image', mimeType: 'image/jpeg' })],
      }),
    );
    const textOnly = await platformFailure(adapter.publish(account, { text: 'x', media: [] }));
    expect(noUrl.kind).toBe('rejected');
    expect(noUrl.message).toMatch(/public address/);
    expect(textOnly.kind).toBe('rejected');
    expect(textOnly.message).toMatch(/text-only/);
    expect(server.requests).toHaveLength(0);
  });

  it('when TikTok reports FAILED, then the post is rejected with its fail reason', async () => {
    const { adapter } = await setUp({
      'POST /v2/post/publish/creator_info/query/': creatorInfo(['SELF_ONLY']),
      'POST /v2/post/publish/video/init/': () => ({
        json: { data: { publish_id: 'p1' }, error: OK },
      }),
      'POST /v2/post/publish/status/fetch/': () => ({
        json: { data: { status: 'FAILED', fail_reason: 'picture_size_check_failed' }, error: OK },
      }),
    });
    const error = await platformFailure(
      adapter.publish(account, { text: '', media: [media({ publicUrl: 'https://m.test/v.mp4' })] }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('TikTok did not publish the post: picture_size_check_failed');
  });

  it('when TikTok keeps processing, then polling stops after maxPolls and says the post may still go out', async () => {
    const { adapter, server, delays } = await setUp({
      'POST /v2/post/publish/creator_info/query/': creatorInfo(['SELF_ONLY']),
      'POST /v2/post/publish/video/init/': () => ({
        json: { data: { publish_id: 'p2' }, error: OK },
      }),
      'POST /v2/post/publish/status/fetch/': () => ({
        json: { data: { status: 'PROCESSING_DOWNLOAD' }, error: OK },
      }),
    });
    const error = await platformFailure(
      adapter.publish(account, { text: '', media: [media({ publicUrl: 'https://m.test/v.mp4' })] }),
    );
    expect(server.requests.filter((r) => r.path.endsWith('/status/fetch/'))).toHaveLength(4);
    expect(delays).toHaveLength(3);
    expect(error.providerCode).toBe('publish_pending');
    expect(error.message).toContain('p2');
  });

  it('when creator info is asked for, then the composer gets it in plain names', async () => {
    const { adapter } = await setUp({
      'POST /v2/post/publish/creator_info/query/': creatorInfo(['SELF_ONLY']),
    });
    expect(await adapter.queryCreatorInfo(tokens())).toEqual({
      username: 'maker',
      nickname: 'The Maker',
      avatarUrl: 'https://p16.example/avatar.jpg',
      privacyLevelOptions: ['SELF_ONLY'],
      commentDisabled: false,
      duetDisabled: true,
      stitchDisabled: false,
      maxVideoPostDurationSec: 600,
    });
  });

  it('when a post is deleted, then the adapter says TikTok offers no way to', async () => {
    const { adapter, server } = await setUp();
    const error = await platformFailure(adapter.deletePost(account, '73000'));
    expect(error.kind).toBe('unsupported');
    expect(server.requests).toHaveLength(0);
  });
});

describe('TikTok errors', () => {
  it('when the access token is refused (401), then the user is asked to reconnect with TikTok’s reason', async () => {
    const { adapter } = await setUp({
      'POST /v2/post/publish/creator_info/query/': () => ({
        status: 401,
        json: {
          error: {
            code: 'access_token_invalid',
            message: 'The access token is invalid.',
            log_id: 'L2',
          },
        },
      }),
    });
    const error = await platformFailure(adapter.queryCreatorInfo(tokens()));
    expect(error.kind).toBe('reauth_required');
    expect(error.status).toBe(401);
    expect(error.message).toBe('The access token is invalid. (TikTok log id L2)');
  });

  it('when TikTok rate-limits (429), then the error says when to retry', async () => {
    const { adapter } = await setUp({
      'GET /v2/user/info/': () => ({
        status: 429,
        headers: { 'Retry-After': '60' },
        json: { error: { code: 'rate_limit_exceeded', message: 'Slow down', log_id: 'L3' } },
      }),
    });
    const error = await platformFailure(adapter.fetchProfile(tokens()));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSec).toBe(60);
  });

  it('when a 200 answer carries an error code, then it is a failure, not a success', async () => {
    const { adapter } = await setUp({
      'POST /v2/post/publish/creator_info/query/': creatorInfo(['SELF_ONLY']),
      'POST /v2/post/publish/video/init/': () => ({
        json: {
          data: {},
          error: {
            code: 'spam_risk_too_many_posts',
            message: 'Daily post cap reached',
            log_id: 'L4',
          },
        },
      }),
    });
    const error = await platformFailure(
      adapter.publish(account, { text: '', media: [media({ publicUrl: 'https://m.test/v.mp4' })] }),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.providerCode).toBe('spam_risk_too_many_posts');
    expect(error.message).toBe('Daily post cap reached (TikTok log id L4)');
  });
});

describe('TikTok chunk plan', () => {
  it('when a video is under 5 MB, then it goes whole', () => {
    expect(planTikTokChunks(3 * MB)).toEqual({
      chunkSize: 3 * MB,
      totalChunkCount: 1,
      ranges: [{ first: 0, last: 3 * MB - 1 }],
    });
  });

  it('when a video is 4 GB, then chunks stay within 5–64 MB, count ≤ 1000, and the last one takes the rest', () => {
    const size = 4 * 1024 * MB + 12345;
    const plan = planTikTokChunks(size);
    expect(plan.chunkSize).toBe(10 * MB);
    expect(plan.totalChunkCount).toBe(Math.floor(size / (10 * MB)));
    expect(plan.totalChunkCount).toBeLessThanOrEqual(1000);
    const lastRange = plan.ranges[plan.ranges.length - 1]!;
    expect(lastRange.last).toBe(size - 1);
    expect(lastRange.last - lastRange.first + 1).toBeLessThan(128 * MB);
  });
});

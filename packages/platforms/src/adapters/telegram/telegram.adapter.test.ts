import type { FetchFunction, PublishMedia } from '../../platform-adapter.js';
import {
  startStandIn,
  type RecordedRequest,
  type StandInHandler,
  type StandInServer,
} from '../../test-support/stand-in-server.js';
import { createTelegramAdapter } from './telegram.adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';

const TOKEN = '7012345678:AAHsecret-Token_value';
const BOT = `/bot${TOKEN}`;

let standIn: StandInServer | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

/** Every error a test sees goes through here, so each is checked for the bot token. */
const ok = (result: unknown) => () => ({ json: { ok: true, result } });
const refuse =
  (status: number, description: string, extra: object = {}) =>
  () => ({
    status,
    json: { ok: false, error_code: status, description, ...extra },
  });

async function setUp(methods: Record<string, StandInHandler> = {}, fetchFn?: FetchFunction) {
  const routes = Object.fromEntries(
    Object.entries(methods).map(([method, handler]) => [`POST ${BOT}/${method}`, handler]),
  );
  standIn = await startStandIn(routes);
  const adapter = createTelegramAdapter({
    botToken: TOKEN,
    urls: { api: standIn.url },
    fetch: fetchFn,
  });
  return { adapter, server: standIn };
}

const channelMethods = (
  member: object,
  chat: object = {
    id: -1001234567890,
    type: 'channel',
    title: 'Maker News',
    username: 'makernews',
  },
) => ({
  getMe: ok({ id: 7012345678, is_bot: true, username: 'PostcraftBot' }),
  getChat: ok(chat),
  getChatMember: ok(member),
  getChatMemberCount: ok(1520),
});

const publicChannel = {
  tokens: {
    accessToken: '',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: [],
  },
  profile: {
    id: '-1001234567890',
    username: 'makernews',
    metadata: { chatId: '-1001234567890', channelUsername: 'makernews' },
  },
};
const privateChannel = {
  ...publicChannel,
  profile: {
    id: '-1009876543210',
    username: 'Secret Club',
    metadata: { chatId: '-1009876543210' },
  },
};

function file(kind: 'image' | 'video', bytes: number[]): PublishMedia {
  const data = new Uint8Array(bytes);
  return {
    kind,
    mimeType: kind === 'image' ? 'image/jpeg' : 'video/mp4',
    sizeBytes: data.byteLength,
    publicUrl: null,
    read: async () => data,
  };
}

function multipart(request: RecordedRequest): Promise<FormData> {
  return new Response(request.bytes, {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}

describe('Telegram channel connection', () => {
  it('when the bot is an administrator allowed to post, then the channel is described and nothing secret is stored', async () => {
    const { adapter, server } = await setUp(
      channelMethods({ status: 'administrator', can_post_messages: true }),
    );
    const { tokens, profile } = await adapter.connectChannel(' @makernews ');

    expect(server.requests.map((r) => r.path.replace(BOT, ''))).toEqual([
      '/getMe',
      '/getChat',
      '/getChatMember',
      '/getChatMemberCount',
    ]);
    expect(server.requests[1]!.json).toEqual({ chat_id: '@makernews' });
    expect(server.requests[2]!.json).toEqual({ chat_id: -1001234567890, user_id: 7012345678 });
    expect(tokens).toEqual({
      accessToken: '',
      refreshToken: null,
      expiresAt: null,
      refreshExpiresAt: null,
      scopes: [],
    });
    expect(profile).toEqual({
      id: '-1001234567890',
      username: 'makernews',
      displayName: 'Maker News',
      avatarUrl: null,
      followers: 1520,
      profileUrl: 'https://t.me/makernews',
      metadata: { chatId: '-1001234567890', channelUsername: 'makernews' },
    });
    expect(JSON.stringify({ tokens, profile })).not.toContain(TOKEN);
  });

  it('when the bot created the channel, or it is private and named by id, then it is accepted', async () => {
    const { adapter } = await setUp(
      channelMethods(
        { status: 'creator' },
        { id: -1009876543210, type: 'channel', title: 'Secret Club' },
      ),
    );
    const { profile } = await adapter.connectChannel('-1009876543210');
    expect(profile).toMatchObject({
      id: '-1009876543210',
      username: 'Secret Club',
      profileUrl: null,
      metadata: { chatId: '-1009876543210' },
    });
  });

  it('when the bot is only a member, then the refusal tells the user to make it an administrator', async () => {
    const { adapter } = await setUp(channelMethods({ status: 'member' }));
    const error = await platformFailure(adapter.connectChannel('@makernews'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(
      'Add the bot @PostcraftBot as an administrator of the channel with permission to post messages, then try again.',
    );
  });

  it('when the bot is an administrator without can_post_messages, then the refusal names the missing permission', async () => {
    const { adapter } = await setUp(
      channelMethods({ status: 'administrator', can_post_messages: false }),
    );
    const error = await platformFailure(adapter.connectChannel('@makernews'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toMatch(
      /^The bot @PostcraftBot is an administrator of Maker News but may not post/,
    );
  });

  it('when Telegram does not know the channel, then the refusal says to add the bot', async () => {
    const { adapter } = await setUp({
      getMe: ok({ id: 1, username: 'PostcraftBot' }),
      getChat: refuse(400, 'Bad Request: chat not found'),
    });
    const error = await platformFailure(adapter.connectChannel('@nosuchchannel'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain(
      'Add the bot @PostcraftBot as an administrator of the channel with permission to post messages',
    );
  });

  it('when the name is a group or malformed, then it is refused (the malformed one without calling Telegram)', async () => {
    const { adapter, server } = await setUp(
      channelMethods(
        { status: 'administrator' },
        { id: -1005555555555, type: 'supergroup', title: 'Chat' },
      ),
    );
    const malformed = await platformFailure(adapter.connectChannel('t.me/makernews'));
    expect(malformed.message).toMatch(/@channelname/);
    expect(server.requests).toHaveLength(0);
    const group = await platformFailure(adapter.connectChannel('@makerchat'));
    expect(group.message).toBe('@makerchat is a supergroup, not a channel');
  });
});

describe('Telegram publishing', () => {
  it('when text alone is posted, then sendMessage goes to the channel and the link uses its username', async () => {
    const { adapter, server } = await setUp({ sendMessage: ok({ message_id: 42 }) });
    const result = await adapter.publish(publicChannel, { text: 'Hello channel', media: [] });
    expect(server.requests[0]!.json).toEqual({ chat_id: '-1001234567890', text: 'Hello channel' });
    expect(result).toEqual({ id: '42', url: 'https://t.me/makernews/42' });
  });

  it('when one photo is posted, then its bytes are uploaded with sendPhoto and the caption', async () => {
    const { adapter, server } = await setUp({ sendPhoto: ok({ message_id: 43 }) });
    const result = await adapter.publish(privateChannel, {
      text: 'Look',
      media: [file('image', [1, 2, 3])],
    });
    const form = await multipart(server.requests[0]!);
    expect(form.get('chat_id')).toBe('-1009876543210');
    expect(form.get('caption')).toBe('Look');
    const photo = form.get('photo') as File;
    expect(photo.name).toBe('image-0.jpg');
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(result).toEqual({ id: '43', url: 'https://t.me/c/9876543210/43' });
  });

  it('when one video is posted, then sendVideo uploads it', async () => {
    const { adapter, server } = await setUp({ sendVideo: ok({ message_id: 44 }) });
    await adapter.publish(publicChannel, { text: '', media: [file('video', [7])] });
    const form = await multipart(server.requests[0]!);
    expect(form.get('caption')).toBeNull();
    expect(form.get('supports_streaming')).toBe('true');
    expect((form.get('video') as File).name).toBe('video-0.mp4');
  });

  it('when several files are posted, then sendMediaGroup attaches each, with the caption on the first', async () => {
    const { adapter, server } = await setUp({
      sendMediaGroup: ok([{ message_id: 50 }, { message_id: 51 }]),
    });
    const result = await adapter.publish(publicChannel, {
      text: 'Album',
      media: [file('image', [1]), file('video', [2])],
    });
    const form = await multipart(server.requests[0]!);
    expect(JSON.parse(String(form.get('media')))).toEqual([
      { type: 'photo', media: 'attach://file0', caption: 'Album' },
      { type: 'video', media: 'attach://file1' },
    ]);
    expect([...new Uint8Array(await (form.get('file1') as File).arrayBuffer())]).toEqual([2]);
    expect(result).toEqual({ id: '50,51', url: 'https://t.me/makernews/50' });
  });

  it('when a caption is over 1,024 characters, then nothing is sent and the reason is given', async () => {
    const { adapter, server } = await setUp();
    const error = await platformFailure(
      adapter.publish(publicChannel, { text: 'x'.repeat(1025), media: [file('image', [1])] }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toMatch(/1024 characters/);
    expect(server.requests).toHaveLength(0);
  });

  it('when an album is deleted, then each of its messages is deleted', async () => {
    const { adapter, server } = await setUp({ deleteMessage: ok(true) });
    await adapter.deletePost(publicChannel, '50,51');
    expect(server.requests.map((r) => r.json)).toEqual([
      { chat_id: '-1001234567890', message_id: 50 },
      { chat_id: '-1001234567890', message_id: 51 },
    ]);
  });
});

describe('Telegram errors', () => {
  it('when Telegram answers 429, then the post is rate-limited for parameters.retry_after seconds', async () => {
    const { adapter } = await setUp({
      sendMessage: refuse(429, 'Too Many Requests: retry after 17', {
        parameters: { retry_after: 17 },
      }),
    });
    const error = await platformFailure(adapter.publish(publicChannel, { text: 'hi', media: [] }));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSec).toBe(17);
    expect(error.message).toBe('Too Many Requests: retry after 17');
  });

  it('when the bot was removed from the channel (403), then the user is asked to add it back and reconnect', async () => {
    const { adapter } = await setUp({
      sendMessage: refuse(403, 'Forbidden: bot was kicked from the channel chat'),
    });
    const error = await platformFailure(adapter.publish(publicChannel, { text: 'hi', media: [] }));
    expect(error.kind).toBe('reauth_required');
    expect(error.message).toMatch(
      /^Forbidden: bot was kicked from the channel chat\. Add the bot back/,
    );
  });

  it('when the bot token itself is refused (401), then the message points at configuration, without the token', async () => {
    const { adapter } = await setUp({ getMe: refuse(401, 'Unauthorized') });
    const error = await platformFailure(adapter.connectChannel('@makernews'));
    expect(error.kind).toBe('provider_error');
    expect(error.message).toBe(
      "Telegram refused this server's bot (Unauthorized); check TELEGRAM_BOT_TOKEN",
    );
  });

  it('when the network fails with the URL in its message, then the token is scrubbed from it', async () => {
    const leaky: FetchFunction = async (input) => {
      throw new Error(`connect ECONNREFUSED for ${String(input)}`);
    };
    const { adapter } = await setUp({}, leaky);
    const error = await platformFailure(adapter.publish(publicChannel, { text: 'hi', media: [] }));
    expect(error.kind).toBe('provider_error');
    expect(error.message).toContain('/bot<bot token>/sendMessage');
    // A failure of unknown cause on a send may have posted: it must not be sent again.
    expect(error.outcomeUnknown).toBe(true);
  });
});

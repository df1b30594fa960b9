import type {
  ChannelPlatformAdapter,
  FetchFunction,
  PlatformLimits,
  PlatformProfile,
  PublishMedia,
  PublishRequest,
  TokenSet,
} from '../../platform-adapter.js';
import { isPlatformError, PlatformError } from '../../platform-error.js';
import { createBotClient, type BotCall } from './telegram.client.js';

export interface TelegramAdapterOptions {
  /** From configuration (TELEGRAM_BOT_TOKEN); never stored with an account nor put in a message. */
  botToken: string;
  /** Replacements for TELEGRAM_DEFAULT_URLS (TELEGRAM_URL_API). */
  urls?: Readonly<Record<string, string>>;
  fetch?: FetchFunction;
}

export const TELEGRAM_DEFAULT_URLS = {
  /** The Bot API; methods live under /bot{token}/. */
  api: 'https://api.telegram.org',
} as const;

const TEXT_MAX = 4096;
const CAPTION_MAX = 1024;
const ALBUM_MAX = 10;
const MB = 1024 * 1024;

export const TELEGRAM_LIMITS: PlatformLimits = {
  captionMaxLength: TEXT_MAX,
  titleMaxLength: null,
  hashtagMax: null,
  textOnly: true,
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 10 * MB,
    maxCount: ALBUM_MAX,
  },
  video: {
    mimeTypes: ['video/mp4'],
    maxBytes: 50 * MB,
    maxCount: ALBUM_MAX,
    minDurationSec: 1,
    maxDurationSec: 24 * 3600,
  },
};

/** Public channel usernames are 5–32 letters, digits and underscores, starting with a letter. */
const CHANNEL_USERNAME = /^@[A-Za-z][A-Za-z0-9_]{3,31}$/;
const CHANNEL_ID = /^-100\d{5,16}$/;

interface TelegramChat {
  id: number;
  type: string;
  title?: string;
  username?: string;
}

interface TelegramChatMember {
  status: string;
  can_post_messages?: boolean;
}

interface TelegramMessage {
  message_id: number;
}

/** Channels the server's bot administers, through the Telegram Bot API. */
export function createTelegramAdapter(options: TelegramAdapterOptions): ChannelPlatformAdapter {
  const api = (options.urls?.api ?? TELEGRAM_DEFAULT_URLS.api).replace(/\/$/, '');
  const callBot = createBotClient(api, options.botToken, options.fetch ?? fetch);

  return {
    id: 'telegram',
    displayName: 'Telegram',
    connection: 'bot-channel',
    limits: TELEGRAM_LIMITS,

    connectChannel: (channel) => connectChannel(callBot, channel),

    async publish(account, post) {
      const chatId = account.profile.metadata.chatId ?? account.profile.id;
      const messages = await send(callBot, chatId, post);
      const id = messages.map((message) => message.message_id).join(',');
      return { id, url: telegramPostUrl(account.profile, id) };
    },

    async deletePost(account, postId) {
      const chatId = account.profile.metadata.chatId ?? account.profile.id;
      // An album was sent as several messages; its id lists them all.
      for (const messageId of postId.split(',').map(Number)) {
        try {
          await callBot<boolean>('deleteMessage', { chat_id: chatId, message_id: messageId });
        } catch (error) {
          if (!(isPlatformError(error) && /message to delete not found/i.test(error.message)))
            throw error;
        }
      }
    },

    postUrl: telegramPostUrl,
  };
}

async function connectChannel(
  callBot: BotCall,
  channel: string,
): Promise<{ tokens: TokenSet; profile: PlatformProfile }> {
  const name = channel.trim();
  if (!CHANNEL_USERNAME.test(name) && !CHANNEL_ID.test(name)) {
    throw new PlatformError(
      'telegram',
      'rejected',
      'Name the channel as @channelname, or by its numeric id starting with -100',
    );
  }

  const bot = await callBot<{ id: number; username?: string }>('getMe', {});
  const botName = bot.username ? `the bot @${bot.username}` : 'the bot';
  const addBot = `Add ${botName} as an administrator of the channel with permission to post messages`;
  const refusal = (reason: string) => new PlatformError('telegram', 'rejected', reason);
  const asRefusal = (error: unknown, reason: string) =>
    isPlatformError(error) && (error.kind === 'rejected' || error.kind === 'reauth_required')
      ? refusal(reason)
      : error;

  let chat: TelegramChat;
  try {
    chat = await callBot<TelegramChat>('getChat', { chat_id: name });
  } catch (error) {
    throw asRefusal(error, `The bot cannot see ${name}. ${addBot}, then try again.`);
  }
  if (chat.type !== 'channel') {
    throw refusal(`${name} is a ${chat.type}, not a channel`);
  }

  let member: TelegramChatMember;
  try {
    member = await callBot<TelegramChatMember>('getChatMember', {
      chat_id: chat.id,
      user_id: bot.id,
    });
  } catch (error) {
    throw asRefusal(error, `${addBot}, then try again.`);
  }
  const canPost =
    member.status === 'creator' ||
    (member.status === 'administrator' && member.can_post_messages === true);
  if (!canPost) {
    throw refusal(
      member.status === 'administrator'
        ? `${capitalize(botName)} is an administrator of ${chat.title ?? name} but may not post: give it the permission to post messages, then try again.`
        : `${addBot}, then try again.`,
    );
  }

  const followers = await callBot<number>('getChatMemberCount', { chat_id: chat.id });
  const chatId = String(chat.id);
  return {
    // The bot token comes from configuration; nothing per account.
    tokens: {
      accessToken: '',
      refreshToken: null,
      expiresAt: null,
      refreshExpiresAt: null,
      scopes: [],
    },
    profile: {
      id: chatId,
      username: chat.username ?? chat.title ?? chatId,
      displayName: chat.title ?? chat.username ?? chatId,
      avatarUrl: null,
      followers,
      profileUrl: chat.username ? `https://t.me/${chat.username}` : null,
      metadata: { chatId, ...(chat.username ? { channelUsername: chat.username } : {}) },
    },
  };
}

async function send(
  callBot: BotCall,
  chatId: string,
  post: PublishRequest,
): Promise<TelegramMessage[]> {
  const text = post.text;
  if (post.media.length === 0) {
    if (!text.trim()) throw new PlatformError('telegram', 'rejected', 'The post is empty');
    if (text.length > TEXT_MAX) {
      throw new PlatformError(
        'telegram',
        'rejected',
        `Telegram messages are limited to ${TEXT_MAX} characters`,
      );
    }
    return [await callBot<TelegramMessage>('sendMessage', { chat_id: chatId, text })];
  }
  if (text.length > CAPTION_MAX) {
    throw new PlatformError(
      'telegram',
      'rejected',
      `Telegram captions under photos and videos are limited to ${CAPTION_MAX} characters; shorten the text or post it without media`,
    );
  }
  if (post.media.length > ALBUM_MAX) {
    throw new PlatformError(
      'telegram',
      'rejected',
      `A Telegram album holds at most ${ALBUM_MAX} photos or videos`,
    );
  }

  const form = new FormData();
  form.append('chat_id', chatId);
  if (post.media.length === 1) {
    const media = post.media[0]!;
    const field = media.kind === 'image' ? 'photo' : 'video';
    if (text) form.append('caption', text);
    if (media.kind === 'video') form.append('supports_streaming', 'true');
    form.append(field, await asBlob(media), fileName(media, 0));
    return [
      await callBot<TelegramMessage>(media.kind === 'image' ? 'sendPhoto' : 'sendVideo', form),
    ];
  }

  const items = post.media.map((media, index) => ({
    type: media.kind === 'image' ? 'photo' : 'video',
    media: `attach://file${index}`,
    ...(index === 0 && text ? { caption: text } : {}),
  }));
  form.append('media', JSON.stringify(items));
  for (const [index, media] of post.media.entries()) {
    form.append(`file${index}`, await asBlob(media), fileName(media, index));
  }
  return callBot<TelegramMessage[]>('sendMediaGroup', form);
}

/** t.me/{channel}/{id} for public channels, t.me/c/{id without -100}/{id} for private ones. */
export function telegramPostUrl(
  profile: Pick<PlatformProfile, 'id' | 'username' | 'metadata'>,
  postId: string,
): string {
  const messageId = postId.split(',')[0] ?? postId;
  const channelUsername = profile.metadata.channelUsername;
  if (channelUsername) return `https://t.me/${channelUsername}/${messageId}`;
  const chatId = profile.metadata.chatId ?? profile.id;
  if (chatId.startsWith('-100')) return `https://t.me/c/${chatId.slice(4)}/${messageId}`;
  return `https://t.me/${profile.username}/${messageId}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

async function asBlob(media: PublishMedia): Promise<Blob> {
  const bytes = await media.read();
  return new Blob([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)], {
    type: media.mimeType,
  });
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
};

function fileName(media: PublishMedia, index: number): string {
  return `${media.kind}-${index}.${EXTENSIONS[media.mimeType] ?? 'bin'}`;
}

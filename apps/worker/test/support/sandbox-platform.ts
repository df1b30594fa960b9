import { startStandIn, type StandInReply } from '@postcraft/platforms/test-support';

/** What the stand-in answers to one create: a reply, or 'hold' (never answers until released). */
export type CreateReply = StandInReply | 'hold';

/**
 * A stand-in for the Sandbox platform's publish API (the adapter reaches it through
 * SANDBOX_URL_BASE) that counts the creates of each post by its text, so a test sees duplicates
 * and losses. Scripted replies answer the next creates; every other create answers 201. Like the
 * Sandbox, it finds a post by the reference it was created with (GET /api/posts?reference=).
 */
export interface SandboxPlatform {
  url: string;
  /** Creates answered 201, by post text. */
  created: Map<string, number>;
  /** Every create received (answered or not), by post text, with its arrival time. */
  received: Array<{ text: string; at: number; authorization: string | undefined }>;
  /** Replies for the next creates, in order. */
  script: CreateReply[];
  /** Answers every held create now (201: the post exists even if its caller is gone). */
  releaseHeld(): void;
  /** Token refreshes asked for. */
  refreshes: number;
  /** What the token endpoint answers (default: new tokens). */
  refreshReply: StandInReply;
  /** Creates answered 201 past the first per text. */
  duplicates(): number;
  /** Lookups asked for, by reference. */
  lookups: string[];
  close(): Promise<void>;
}

export async function startSandboxPlatform(
  options: { latencyMs?: number; onCreate?: (text: string) => void } = {},
): Promise<SandboxPlatform> {
  const created = new Map<string, number>();
  const received: SandboxPlatform['received'] = [];
  const held: Array<() => void> = [];
  const posts: Array<{ id: string; url: string; reference: unknown }> = [];
  let sequence = 0;
  const platform: SandboxPlatform = {
    url: '',
    created,
    received,
    script: [],
    refreshes: 0,
    lookups: [],
    refreshReply: {
      status: 200,
      json: { access_token: 'sba_refreshed', refresh_token: 'sbr_refreshed', expires_in: 3600 },
    },
    releaseHeld: () => held.splice(0).forEach((release) => release()),
    duplicates: () => [...created.values()].reduce((sum, count) => sum + count - 1, 0),
    close: async () => {
      platform.releaseHeld();
      await server.close();
    },
  };

  const answerCreated = (text: string, reference: unknown): StandInReply => {
    created.set(text, (created.get(text) ?? 0) + 1);
    sequence += 1;
    const post = { id: `sb-${sequence}`, url: `${platform.url}/p/${sequence}`, reference };
    posts.push(post);
    return { status: 201, json: { id: post.id, url: post.url } };
  };

  const server = await startStandIn({
    'POST /api/posts': async (request) => {
      const { text, reference } = request.json as { text: string; reference?: unknown };
      received.push({ text, at: Date.now(), authorization: request.headers.authorization });
      options.onCreate?.(text);
      const reply = platform.script.shift();
      if (reply === 'hold') {
        return new Promise<StandInReply>((resolve) =>
          held.push(() => resolve(answerCreated(text, reference))),
        );
      }
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (reply && reply.status !== 201) return reply;
      return answerCreated(text, reference);
    },
    // Media is kept by nobody: a post's image gets an id, as the Sandbox gives one.
    'POST /api/media': () => {
      sequence += 1;
      return { status: 201, json: { id: `media-${sequence}` } };
    },
    'GET /api/posts': (request) => {
      const reference = request.query.get('reference') ?? '';
      platform.lookups.push(reference);
      const found = posts.filter((post) => post.reference === reference);
      return { json: { posts: found.map(({ id, url }) => ({ id, url })) } };
    },
    'POST /oauth/token': () => {
      platform.refreshes += 1;
      return platform.refreshReply;
    },
  });
  // The stand-in keeps every request; a burst of thousands stays small enough.
  platform.url = server.url;
  return platform;
}

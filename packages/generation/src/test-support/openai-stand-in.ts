import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * How the stand-in answers next: properly, with an HTTP error, too late, with nonsense, or
 * properly once the test calls `release()` ('held': a generation that lasts until the test says).
 */
export type StandInMode = 'ok' | 'error' | 'slow' | 'not-json' | 'no-image' | 'held';

export interface StandInRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface OpenAiStandIn {
  /** Base URL to configure, ending in /v1. */
  baseUrl: string;
  requests: StandInRequest[];
  mode: StandInMode;
  /** How the stand-in answers next on one path ('/audio/transcriptions'), over `mode`. */
  pathModes: Record<string, StandInMode>;
  /** Captions the chat answers with, per platform (default: a short one for each asked). */
  captions: Record<string, string>;
  /** Captions for the next chat answers, one set per answer, before `captions` again. */
  nextCaptions: Record<string, string>[];
  hashtags: string[];
  /** What `/audio/transcriptions` hears, with word times spread over the audio. */
  transcript: string;
  /** The words `/audio/transcriptions` answers with, times as given, instead of `transcript`'s. */
  transcriptWords: Array<{ word: string; start: number; end: number }> | null;
  /** What the chat answers when asked to rank a video's moments (JSON schema `reel_moments`). */
  momentRanking: string;
  /** The sentences a video narration is answered with (JSON schema `video_narration`). */
  narration: string[];
  /** Resolves once `count` requests are held (mode 'held'), however long that takes. */
  waitForHeld(count: number): Promise<void>;
  /** Answers every held request properly. */
  release(): void;
  close(): Promise<void>;
}

/** A JSON body as an object; a multipart one (a transcription's upload) by its size and fields. */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if ((req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
    const text = bytes.toString('latin1');
    const field = (name: string) =>
      new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}"\r\n\r\n([^\r]*)`).exec(text)?.[1];
    return {
      multipartBytes: bytes.length,
      model: field('model'),
      responseFormat: field('response_format'),
      fileName: /name="file"; filename="([^"]*)"/.exec(text)?.[1],
    };
  }
  const text = bytes.toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A WAV of a soft tone: about a third of a second per word of `input`, as a voice would take. */
function spokenWav(input: string): Buffer {
  const rate = 24_000;
  const words = input.split(/\s+/).filter(Boolean).length || 1;
  const samples = Math.round(rate * 0.33 * words);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    pcm.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 220 * i) / rate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

function platformsOf(body: Record<string, unknown>): string[] {
  const messages = (body.messages as { content: string }[] | undefined) ?? [];
  const system = messages[0]?.content ?? '';
  return [...system.matchAll(/^- ([a-z]+):/gm)].map((match) => match[1]!);
}

/**
 * A local HTTP server speaking the part of the OpenAI API the generator uses: chat completions
 * with a JSON schema answer, and images as b64_json. Tests switch its `mode` to get its errors.
 */
export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const picture = await sharp({
    create: { width: 1024, height: 1024, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const pending = new Set<NodeJS.Timeout>();
  const held: (() => void)[] = [];
  const heldWaiters: { count: number; resolve: () => void }[] = [];
  const wakeHeldWaiters = () => {
    for (const waiter of [...heldWaiters]) {
      if (held.length < waiter.count) continue;
      heldWaiters.splice(heldWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const standIn: OpenAiStandIn = {
    baseUrl: '',
    requests: [],
    mode: 'ok',
    pathModes: {},
    captions: {},
    nextCaptions: [],
    hashtags: ['launch', '#Launch', 'news'],
    transcript: 'Our new mugs are out today',
    transcriptWords: null,
    momentRanking: JSON.stringify({
      moments: [{ index: 0, score: 80, reason: 'It opens with a clear question.' }],
    }),
    narration: [
      'Stop scrolling: our new mugs are here.',
      'Hand-thrown, glazed in small batches. 🎉 #handmade',
      'Grab yours through the link in bio.',
    ],
    waitForHeld: (count) =>
      new Promise((resolve) => {
        heldWaiters.push({ count, resolve });
        wakeHeldWaiters();
      }),
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        held.splice(0);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? '').replace(/^\/v1/, '');
    standIn.requests.push({ path, authorization: req.headers.authorization, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    switch (standIn.pathModes[path] ?? standIn.mode) {
      case 'error':
        return send(500, { error: { message: 'The server had an error', type: 'server_error' } });
      case 'slow': {
        const timer = setTimeout(() => send(200, {}), 60_000);
        pending.add(timer);
        return;
      }
      case 'not-json':
        return send(200, '<html>Bad gateway</html>');
      case 'held':
        await new Promise<void>((resolve) => {
          held.push(resolve);
          wakeHeldWaiters();
        });
        break;
      default:
        break;
    }
    if (path === '/chat/completions') {
      const format = body.response_format as { json_schema?: { name?: string } } | undefined;
      if (format?.json_schema?.name === 'reel_moments') {
        return send(200, {
          id: 'chatcmpl-3',
          choices: [{ index: 0, message: { role: 'assistant', content: standIn.momentRanking } }],
        });
      }
      if (format?.json_schema?.name === 'video_narration') {
        const content = JSON.stringify({ sentences: standIn.narration });
        return send(200, {
          id: 'chatcmpl-2',
          choices: [{ index: 0, message: { role: 'assistant', content } }],
        });
      }
      const captions = standIn.nextCaptions.shift() ?? standIn.captions;
      const posts = platformsOf(body).map((platform) => ({
        platform,
        caption: captions[platform] ?? `A fresh post for ${platform}.`,
        hashtags: standIn.hashtags,
      }));
      const content = JSON.stringify({ headline: 'Fresh from the stand-in', posts });
      return send(200, {
        id: 'chatcmpl-1',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      });
    }
    if (path === '/audio/speech') {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(spokenWav(String(body.input ?? '')));
      return;
    }
    if (path === '/audio/transcriptions') {
      const words = standIn.transcript.split(/\s+/).filter(Boolean);
      const timed =
        standIn.transcriptWords ??
        words.map((word, index) => ({ word, start: index * 0.4, end: index * 0.4 + 0.35 }));
      return send(200, {
        task: 'transcribe',
        language: 'english',
        duration: standIn.transcriptWords ? (timed.at(-1)?.end ?? 0) : words.length * 0.4,
        text: timed.map((each) => each.word).join(' '),
        words: timed,
      });
    }
    if (path === '/images/generations') {
      if (standIn.mode === 'no-image') return send(200, { data: [] });
      return send(200, { created: 1, data: [{ b64_json: picture.toString('base64') }] });
    }
    return send(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.baseUrl = `http://127.0.0.1:${port}/v1`;
  return standIn;
}

import { File as NodeFile } from 'node:buffer';
import { ApiError } from '../../lib/api-client';
import { UnexpectedAnswerError } from '../../lib/call-endpoint';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { buildReelsJob } from '../../test/reels.factory';
import { PROGRESS_UPLOAD_MIN_BYTES, uploadReelsSource } from './upload-reels-source';

/** Stands in for the browser's XMLHttpRequest: records the request, answers what a test says. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static answer: { status: number; text: string } = { status: 202, text: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners: ((event: ProgressEvent) => void)[] = [];
  readonly upload = {
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => {
      this.uploadListeners.push(listener);
    },
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  abort() {
    for (const listener of this.listeners.get('abort') ?? []) listener();
  }
  send() {
    FakeXhr.last = this;
    queueMicrotask(() => {
      for (const listener of this.uploadListeners) {
        listener({ loaded: 10, total: 10, lengthComputable: true } as ProgressEvent);
      }
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.text;
      for (const listener of this.listeners.get('load') ?? []) listener();
    });
  }
}

const realXhr = globalThis.XMLHttpRequest;
let api: ApiStub;
const bigVideo = () =>
  new NodeFile([new Uint8Array(PROGRESS_UPLOAD_MIN_BYTES)], 'talk.mp4', {
    type: 'video/mp4',
  }) as unknown as File;

beforeEach(async () => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  FakeXhr.last = undefined;
  api = await startApiStub({
    'GET /api/content/reels': () => ({ status: 200, body: { success: true, reels: [] } }),
  });
});

afterEach(async () => {
  globalThis.XMLHttpRequest = realXhr;
  await api.close();
});

describe('uploadReelsSource with progress', () => {
  it('when a large file goes up, then the session is read first and the job answered is checked', async () => {
    const job = buildReelsJob();
    FakeXhr.answer = { status: 202, text: JSON.stringify({ success: true, ...job }) };
    const progress: { loaded: number; total: number | null }[] = [];

    const answer = await uploadReelsSource(
      bigVideo(),
      { count: 3 },
      { onProgress: (sent) => progress.push(sent) },
    );

    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/content/reels',
    ]);
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/api/content/reels');
    expect(FakeXhr.last?.headers['X-Requested-With']).toBe('postcraft');
    expect(progress).toEqual([{ loaded: 10, total: 10 }]);
    expect(answer).toEqual({ success: true, ...job });
  });

  it('when the server answers a job that does not match the contract, then the upload fails', async () => {
    FakeXhr.answer = { status: 202, text: JSON.stringify({ success: true }) };

    await expect(uploadReelsSource(bigVideo(), {})).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('when the server refuses the file, then its error is thrown with its message', async () => {
    FakeXhr.answer = {
      status: 413,
      text: JSON.stringify({ code: 'payload_too_large', message: 'Too large' }),
    };

    const failure = uploadReelsSource(bigVideo(), {});

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 413, serverMessage: 'Too large' });
  });
});

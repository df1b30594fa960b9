import {
  ENDPOINTS as E,
  endpointPath,
  REELS_VIDEO_FIELD,
  type ReelsJobResponse,
  type ReelsOptions,
} from '@postcraft/contracts';
import { currentLanguage } from '../../i18n/languages';
import { ApiError, CSRF_HEADER } from '../../lib/api-client';
import { callEndpoint, parseAnswer } from '../../lib/call-endpoint';

/** Bytes sent of the whole request so far; `total` is null while the browser cannot tell. */
export type UploadProgress = (sent: { loaded: number; total: number | null }) => void;

/**
 * Files from this size go up through XMLHttpRequest, whose upload events give a percent (fetch
 * has none); smaller ones take the shared client, which renews an expired session and retries.
 */
export const PROGRESS_UPLOAD_MIN_BYTES = 4 * 1024 * 1024;

/** The multipart body: the options first, so the server refuses bad ones before the file. */
function reelsForm(file: File, options: ReelsOptions): FormData {
  const form = new FormData();
  if (options.count !== undefined) form.append('count', String(options.count));
  if (options.targetSeconds !== undefined) {
    form.append('targetSeconds', String(options.targetSeconds));
  }
  form.append(REELS_VIDEO_FIELD, file, file.name);
  return form;
}

/** POST /api/content/reels (E.startReels) with a video file; `signal` stops the upload. */
export async function uploadReelsSource(
  file: File,
  options: ReelsOptions,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: UploadProgress } = {},
): Promise<ReelsJobResponse> {
  const form = reelsForm(file, options);
  if (file.size < PROGRESS_UPLOAD_MIN_BYTES || typeof XMLHttpRequest === 'undefined') {
    const answer = await callEndpoint(E.startReels, { body: form, signal });
    onProgress?.({ loaded: file.size, total: file.size });
    return answer;
  }
  // A long upload must not be refused at its end for an expired session: a light call first
  // lets the shared client renew it.
  await callEndpoint(E.listReels, { signal });
  return sendWithProgress(form, signal, onProgress);
}

function sendWithProgress(
  form: FormData,
  signal: AbortSignal | undefined,
  onProgress: UploadProgress | undefined,
): Promise<ReelsJobResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(E.startReels.method.toUpperCase(), endpointPath(E.startReels.path));
    request.withCredentials = true;
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.setRequestHeader(CSRF_HEADER.name, CSRF_HEADER.value);
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    request.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    });
    request.addEventListener('load', () => {
      done();
      const body = parseBody(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, body));
        return;
      }
      try {
        resolve(parseAnswer(E.startReels.answer.schema, body));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => {
      done();
      reject(new ApiError(0, undefined));
    });
    request.addEventListener('abort', () => {
      done();
      reject(new DOMException('Aborted', 'AbortError'));
    });
    request.send(form);
  });
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

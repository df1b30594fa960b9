import type { ReelsJob } from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { startReels, type StartReelsRequest } from './reels.api';
import { useRememberJob } from './use-reels-jobs';

export interface UploadState {
  loaded: number;
  total: number | null;
}

/**
 * Starts a reels job: the file's upload with its progress (and a way to stop it), or the link
 * at once. The job the server accepted is remembered for the page to follow.
 */
export function useStartReels(onStarted: (job: ReelsJob) => void) {
  const rememberJob = useRememberJob();
  const controller = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);

  const mutation = useMutation({
    mutationFn: (request: StartReelsRequest) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setUpload(
        request.source.kind === 'file' ? { loaded: 0, total: request.source.file.size } : null,
      );
      return startReels(request, {
        signal: current.signal,
        onUploadProgress: (sent) => setUpload(sent),
      });
    },
    onSuccess: (job) => {
      rememberJob(job);
      onStarted(job);
    },
    onSettled: () => {
      controller.current = null;
      setUpload(null);
    },
  });

  /** Stops the upload under way; nothing was started on the server. */
  const cancelUpload = useCallback(() => {
    controller.current?.abort();
    mutation.reset();
  }, [mutation]);

  const isCancelled =
    mutation.error instanceof DOMException && mutation.error.name === 'AbortError';
  return { mutation, upload, cancelUpload, isCancelled };
}

/** The percent of an upload, or null while its size is unknown. */
export function uploadPercent(upload: UploadState | null): number | null {
  if (!upload?.total) return null;
  return Math.min(100, Math.round((upload.loaded / upload.total) * 100));
}

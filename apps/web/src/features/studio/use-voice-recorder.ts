import { useCallback, useEffect, useRef, useState } from 'react';

/** Why a recording could not start: the microphone refused or missing, or anything else. */
export type RecorderError = 'notAllowed' | 'noMicrophone' | 'other';

const isSupported = () =>
  typeof MediaRecorder !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * Records the microphone into a voice note (the browser's own format: WebM/Opus in Chrome and
 * Firefox, MP4 in Safari) for browsers without speech recognition: `onNote` gets the file when
 * the recording stops. The microphone is released when it stops or the page goes.
 */
export function useVoiceRecorder(onNote: (file: File) => void) {
  const recorder = useRef<MediaRecorder | null>(null);
  const [isRecording, setIsRecording] = useState(false);
  const [error, setError] = useState<RecorderError | null>(null);
  const noteHandler = useRef(onNote);
  noteHandler.current = onNote;

  const release = () => {
    recorder.current?.stream.getTracks().forEach((track) => track.stop());
    recorder.current = null;
  };
  useEffect(() => release, []);

  const start = useCallback(async () => {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      const name = (failure as { name?: string }).name;
      setError(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'notAllowed'
          : name === 'NotFoundError'
            ? 'noMicrophone'
            : 'other',
      );
      return;
    }
    const chunks: Blob[] = [];
    const started = new MediaRecorder(stream);
    started.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    started.onstop = () => {
      const type = started.mimeType || 'audio/webm';
      const extension = type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm';
      release();
      setIsRecording(false);
      if (chunks.length > 0) {
        noteHandler.current(new File(chunks, `voice-note.${extension}`, { type }));
      }
    };
    recorder.current = started;
    started.start();
    setIsRecording(true);
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return { isSupported: isSupported(), isRecording, error, start, stop };
}

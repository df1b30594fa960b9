import {
  ENDPOINTS as E,
  TRANSCRIBE_AUDIO_FIELD,
  TRANSCRIBE_KEEP_FIELD,
  TRANSCRIBE_KEEP_FOR_VIDEO,
} from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';

/**
 * Sends a voice note to be transcribed on the server (offline, English); `keepForVideo` keeps
 * it so it can narrate the video (the answer then has its `voiceNoteId`).
 */
export function useTranscribe() {
  return useMutation({
    mutationFn: ({ file, keepForVideo }: { file: File; keepForVideo: boolean }) => {
      const form = new FormData();
      if (keepForVideo) form.append(TRANSCRIBE_KEEP_FIELD, TRANSCRIBE_KEEP_FOR_VIDEO);
      form.append(TRANSCRIBE_AUDIO_FIELD, file);
      return callEndpoint(E.transcribeVoiceNote, { body: form });
    },
  });
}

/** The recogniser writes lower case without punctuation: a sentence reads better. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const capitalised = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/u.test(capitalised) ? capitalised : `${capitalised}.`;
}

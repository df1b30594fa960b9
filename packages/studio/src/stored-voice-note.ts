import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { findVoiceNote, type OwnerId } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import type { RecordedVoice } from '@postcraft/video';

/** The voice note a video was to be narrated by is no longer kept (swept a day after it came). */
export class VoiceNoteGoneError extends Error {
  constructor() {
    super('The voice note that narrates this video is no longer kept');
    this.name = 'VoiceNoteGoneError';
  }
}

/**
 * One of the owner's voice notes copied into `workDir` for a render, with what was heard in it.
 * Throws VoiceNoteGoneError when its record or its file is gone.
 */
export async function readVoiceNote(
  storage: MediaStorage,
  ownerId: OwnerId,
  noteId: string,
  workDir: string,
): Promise<RecordedVoice> {
  const note = await findVoiceNote(ownerId, noteId);
  const stored = note ? await storage.read(note.key) : null;
  if (!note || !stored) throw new VoiceNoteGoneError();
  const audioPath = join(workDir, 'voice-note.m4a');
  await pipeline(stored.body, createWriteStream(audioPath));
  return {
    audioPath,
    heard: note.words.map(({ text, start, end }) => ({ text, start, end })),
  };
}

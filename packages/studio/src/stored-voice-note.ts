import { join } from 'node:path';
import { findVoiceNote, type OwnerId, type VoiceNoteRecord } from '@postcraft/data';
import { copyStoredFile, isStored, type MediaStorage } from '@postcraft/media';
import type { RecordedVoice } from '@postcraft/video';

/** The voice note a video was to be narrated by is no longer kept (swept a day after it came). */
export class VoiceNoteGoneError extends Error {
  constructor() {
    super('The voice note that narrates this video is no longer kept');
    this.name = 'VoiceNoteGoneError';
  }
}

/**
 * One of the owner's voice notes, if it is still kept: its record (another user's id finds
 * nothing) and its file (the drafts' sweep removes notes a day old).
 */
export async function findKeptVoiceNote(
  storage: MediaStorage,
  ownerId: OwnerId,
  noteId: string,
): Promise<VoiceNoteRecord | null> {
  const note = await findVoiceNote(ownerId, noteId);
  return note && (await isStored(storage, note.key)) ? note : null;
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
  const audioPath = join(workDir, 'voice-note.m4a');
  if (!note || !(await copyStoredFile(storage, note.key, audioPath))) {
    throw new VoiceNoteGoneError();
  }
  return {
    audioPath,
    heard: note.words.map(({ text, start, end }) => ({ text, start, end })),
  };
}

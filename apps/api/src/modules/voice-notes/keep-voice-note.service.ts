import { join } from 'node:path';
import { generatedKeyPrefixOf, insertVoiceNote, type OwnerId } from '@postcraft/data';
import { contentTypeOfKey, newMediaName, putFileInto, type MediaStorage } from '@postcraft/media';
import { encodeVoiceNote, type Transcript } from '@postcraft/video';

/**
 * Keeps a transcribed voice note to narrate a video: encoded once (`.m4a`) into the owner's
 * drafts folder under a random name, with what was heard and when. Answers the note's id. A note
 * whose record could not be written takes its file away with it.
 */
export async function keepVoiceNote(
  storage: MediaStorage,
  ownerId: OwnerId,
  sourcePath: string,
  transcript: Transcript,
  workDir: string,
): Promise<string> {
  const encodedPath = join(workDir, 'voice-note.m4a');
  await encodeVoiceNote(sourcePath, encodedPath);
  const key = `${generatedKeyPrefixOf(ownerId)}${newMediaName()}.m4a`;
  await putFileInto(storage, key, encodedPath, contentTypeOfKey(key));
  try {
    const note = await insertVoiceNote(ownerId, {
      key,
      text: transcript.text,
      language: transcript.language,
      durationSec: transcript.durationSec,
      words: transcript.words,
    });
    return note._id.toString();
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

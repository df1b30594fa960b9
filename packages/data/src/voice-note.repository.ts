import { isValidObjectId, Types } from 'mongoose';
import { ownerCheck } from './owner-check.js';
import type { OwnerId } from './owner-id.js';
import { VoiceNoteModel, type VoiceNoteRecord } from './voice-note.model.js';

export type NewVoiceNote = Pick<
  VoiceNoteRecord,
  'key' | 'text' | 'language' | 'durationSec' | 'words'
>;

export async function insertVoiceNote(
  ownerId: OwnerId,
  note: NewVoiceNote,
): Promise<VoiceNoteRecord> {
  const created = await VoiceNoteModel.create({ ...note, ownerId: new Types.ObjectId(ownerId) });
  return created.toObject();
}

/** One of the owner's voice notes; null when the owner has none by this id. */
export function findVoiceNote(ownerId: OwnerId, noteId: string): Promise<VoiceNoteRecord | null> {
  if (!isValidObjectId(noteId)) return Promise.resolve(null);
  return VoiceNoteModel.findOne({ _id: new Types.ObjectId(noteId), ownerId: ownerCheck(ownerId) })
    .lean()
    .exec();
}

export async function deleteAllVoiceNotesOf(ownerId: OwnerId): Promise<number> {
  const { deletedCount } = await VoiceNoteModel.deleteMany({
    ownerId: new Types.ObjectId(ownerId),
  }).exec();
  return deletedCount;
}

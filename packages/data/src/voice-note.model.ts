import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

/** A word of a voice note as the recogniser heard it, with when it is said (seconds). */
export interface VoiceNoteWordRecord {
  text: string;
  start: number;
  end: number;
}

/**
 * A voice note kept to narrate a video (POST /api/content/transcribe with `keep=video`). Read and
 * write it only through voice-note.repository.ts, whose every function takes the owner's id. Its
 * audio lives beside the studio's drafts (`generated/<ownerId>/`, a random name): the hourly
 * sweep deletes it a day later unless a post carries it, so a note lives as long as a draft.
 */
export interface VoiceNoteRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  key: string;
  text: string;
  /** A language code: `en` offline, the provider's otherwise. */
  language: string;
  durationSec: number;
  words: VoiceNoteWordRecord[];
  createdAt: Date;
  updatedAt: Date;
}

export type VoiceNoteDocument = HydratedDocument<VoiceNoteRecord>;

const wordSchema = new Schema<VoiceNoteWordRecord>(
  {
    text: { type: String, required: true },
    start: { type: Number, required: true },
    end: { type: Number, required: true },
  },
  { _id: false },
);

const voiceNoteSchema = new Schema<VoiceNoteRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    key: { type: String, required: true },
    text: { type: String, default: '' },
    language: { type: String, required: true },
    durationSec: { type: Number, required: true },
    words: { type: [wordSchema], default: [] },
  },
  { timestamps: true, collection: 'voice_notes' },
);
voiceNoteSchema.index({ ownerId: 1, createdAt: -1 });

export const VoiceNoteModel = model<VoiceNoteRecord>('VoiceNote', voiceNoteSchema);

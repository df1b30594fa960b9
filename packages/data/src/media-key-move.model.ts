import { model, Schema } from 'mongoose';

/**
 * A stored file being moved to a new key by a one-off data change (the renaming of generated
 * media to random names): written before the file is copied, so a run cut off half-way and run
 * again copies to the same new key instead of making a second copy. Deleted once the old file
 * is gone.
 */
export interface MediaKeyMoveRecord {
  /** The old key. */
  _id: string;
  newKey: string;
  createdAt: Date;
}

const mediaKeyMoveSchema = new Schema<MediaKeyMoveRecord>(
  {
    _id: { type: String, required: true },
    newKey: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'mediaKeyMoves', versionKey: false },
);

export const MediaKeyMoveModel = model<MediaKeyMoveRecord>('MediaKeyMove', mediaKeyMoveSchema);

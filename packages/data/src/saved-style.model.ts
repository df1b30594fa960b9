import type { StyleGenerationSettings, StyleKind } from '@postcraft/contracts';
import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

/**
 * A style saved to a user's Library. Read and write it only through saved-style.repository.ts,
 * whose every function takes the owner's id.
 *
 * `slot` (0 to the per-user limit - 1) is unique per owner: taking a free slot is a unique-index
 * insert, the one compare-and-set that holds on FerretDB 1.x, so concurrent saves can never push
 * a user past the limit.
 */
export interface SavedStyleRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  slot: number;
  name: string;
  kind: StyleKind;
  sourceUrl: string | null;
  description: string;
  /** The settings a generation with this style reuses; absent on styles saved before them. */
  generation?: StyleGenerationSettings | null;
  createdAt: Date;
  updatedAt: Date;
}

export type SavedStyleDocument = HydratedDocument<SavedStyleRecord>;

const savedStyleSchema = new Schema<SavedStyleRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    slot: { type: Number, required: true },
    name: { type: String, required: true },
    kind: { type: String, required: true },
    sourceUrl: { type: String, default: null },
    description: { type: String, default: '' },
    generation: {
      type: new Schema(
        {
          seed: { type: Number, required: true },
          contentType: { type: String, required: true },
          source: { type: String, required: true },
          colors: { type: [String], default: undefined },
          voice: { type: String, default: undefined },
          durationSeconds: { type: Number, default: undefined },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: true, collection: 'savedStyles' },
);
savedStyleSchema.index({ ownerId: 1, slot: 1 }, { unique: true });
savedStyleSchema.index({ ownerId: 1, createdAt: -1 });

export const SavedStyleModel = model<SavedStyleRecord>('SavedStyle', savedStyleSchema);

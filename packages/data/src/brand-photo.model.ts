import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

/**
 * A photo of a user's brand photo library. Read and write it only through
 * brand-photo.repository.ts, whose every function takes the owner's id. Its file lives under
 * `photos/<ownerId>/` with a random name; the worker's upload sweep deletes files of that folder
 * that neither a photo nor a post names.
 */
export interface BrandPhotoRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  key: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
  updatedAt: Date;
}

export type BrandPhotoDocument = HydratedDocument<BrandPhotoRecord>;

const brandPhotoSchema = new Schema<BrandPhotoRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    key: { type: String, required: true },
    url: { type: String, required: true },
    mimeType: { type: String, required: true },
    sizeBytes: { type: Number, required: true },
  },
  { timestamps: true, collection: 'brand_photos' },
);
brandPhotoSchema.index({ ownerId: 1, createdAt: -1 });
brandPhotoSchema.index({ key: 1 });

export const BrandPhotoModel = model<BrandPhotoRecord>('BrandPhoto', brandPhotoSchema);

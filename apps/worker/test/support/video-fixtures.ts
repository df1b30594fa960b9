import {
  insertGeneration,
  UserModel,
  type GenerationInputRecord,
  type OwnerId,
} from '@postcraft/data';
import { Types } from 'mongoose';

/**
 * A video generation as the API records it before its render job runs: queued under `jobId`,
 * a 5-second silent TikTok video unless `input` says otherwise.
 */
export async function insertQueuedVideo(
  owner: OwnerId,
  generationId: Types.ObjectId,
  jobId: string,
  input: Partial<GenerationInputRecord> = {},
): Promise<void> {
  await insertGeneration(owner, {
    _id: generationId,
    input: {
      description: 'Fresh sourdough at dawn',
      contentType: 'video',
      platforms: ['tiktok'],
      styleId: null,
      instructions: '',
      source: 'text',
      language: 'en',
      durationSeconds: 5,
      voice: 'none',
      ...input,
    },
    seed: 7,
    generator: 'local',
    assets: [],
    render: {
      status: 'queued',
      stage: 'queued',
      progress: 0,
      jobId,
      attempts: 0,
      failure: null,
      script: [],
      durationSeconds: null,
    },
  });
}

/** A user with a brand, as onboarding leaves one; answers their id. */
export async function insertBrandOwner(brandKeywords = 'sourdough, croissants'): Promise<OwnerId> {
  const owner = new Types.ObjectId();
  await UserModel.collection.insertOne({
    _id: owner,
    email: `owner.${owner.toString()}@example.com`,
    firstName: 'Maya',
    lastName: 'Durand',
    companyName: 'Maya Bakes',
    language: 'en',
    niche: { type: 'food' },
    contentGoals: [],
    voiceTone: null,
    brandKeywords,
    preferredContentTypes: [],
    brandColors: ['#7c2d12', '#f59e0b'],
    brandLogoKey: null,
  });
  return owner.toString() as OwnerId;
}

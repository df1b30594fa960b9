import type {
  LibraryGeneration,
  ListGenerationsQuery,
  ListGenerationsResponse,
} from '@postcraft/contracts';
import { listGenerations, type GenerationRecord, type OwnerId } from '@postcraft/data';
import { generatedAssetOf } from '@postcraft/studio';

/** A generation as the library shows it: each platform's asset, as the studio received it. */
export function toLibraryGeneration(record: GenerationRecord): LibraryGeneration {
  const assets: LibraryGeneration['assets'] = {};
  for (const asset of record.assets) assets[asset.platform] = generatedAssetOf(asset);
  return {
    _id: record._id.toString(),
    createdAt: record.createdAt.toISOString(),
    description: record.input.description,
    source: record.input.source,
    contentType: record.input.contentType,
    generator: record.generator,
    seed: record.seed,
    assets,
    ...(record.render
      ? {
          script: [...record.render.script],
          ...(record.input.durationSeconds
            ? { durationSeconds: record.input.durationSeconds }
            : {}),
          ...(record.input.voice ? { voice: record.input.voice } : {}),
          ...(record.input.voiceNoteId ? { voiceNoteId: record.input.voiceNoteId } : {}),
        }
      : {}),
  };
}

/** GET /api/content/generations: one page of the owner's kept generations, newest first. */
export async function listOwnGenerations(
  ownerId: OwnerId,
  query: ListGenerationsQuery,
): Promise<ListGenerationsResponse> {
  const { generations, total } = await listGenerations(ownerId, query);
  return {
    success: true,
    data: {
      generations: generations.map(toLibraryGeneration),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        pages: Math.ceil(total / query.limit),
      },
    },
  };
}

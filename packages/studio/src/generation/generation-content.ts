import type { GeneratedAsset, GenerateContentResponse } from '@postcraft/contracts';
import type { GenerationAssetRecord, GenerationRecord } from '@postcraft/data';

/** One platform's asset as the studio receives it, from its record. */
export function generatedAssetOf(asset: GenerationAssetRecord): GeneratedAsset {
  return {
    url: asset.url,
    type: asset.type ?? 'image',
    width: asset.width,
    height: asset.height,
    caption: asset.caption,
    hashtags: asset.hashtags,
    ...(asset.slides
      ? { slides: asset.slides.map(({ url, width, height }) => ({ url, width, height })) }
      : {}),
    ...(asset.posterUrl ? { posterUrl: asset.posterUrl } : {}),
    ...(asset.captionsUrl ? { captionsUrl: asset.captionsUrl } : {}),
    ...(asset.durationSeconds ? { durationSeconds: asset.durationSeconds } : {}),
  };
}

/** What `POST /api/content/generate` answers as `content`, from a finished generation. */
export function generationContentOf(
  record: Pick<GenerationRecord, '_id' | 'assets' | 'generator' | 'seed' | 'colors' | 'render'> &
    Partial<Pick<GenerationRecord, 'input'>>,
): GenerateContentResponse['content'] {
  const assets: GenerateContentResponse['content']['assets'] = {};
  for (const asset of record.assets) assets[asset.platform] = generatedAssetOf(asset);
  const first = record.assets[0];
  return {
    generationId: record._id.toString(),
    outputUrl: first?.url ?? '',
    generator: record.generator,
    seed: record.seed,
    colors: [...(record.colors ?? [])],
    assets,
    ...(record.render
      ? {
          script: [...record.render.script],
          ...(record.render.durationSeconds
            ? { durationSeconds: record.render.durationSeconds }
            : {}),
          ...(first?.posterUrl ? { posterUrl: first.posterUrl } : {}),
          ...(record.input?.voiceNoteId ? { voiceNoteId: record.input.voiceNoteId } : {}),
        }
      : {}),
  };
}

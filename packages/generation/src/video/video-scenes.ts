import type { GeneratedImage, GenerationInput } from '../content-generator.js';
import { renderBrandImages, type Rasterise } from '../image/brand-image-renderer.js';
import { renderCarouselSlides } from '../image/carousel-slides.js';
import { illustrationOf } from '../image/illustrations.js';
import { ASPECTS, type ImageAspect } from '../platform-specs.js';
import type { VideoScript } from './video-script.js';

/** A scene of the video: its still and the sentences said while it is shown. */
export interface VideoSceneImage {
  image: GeneratedImage;
  sentences: string[];
}

/** Sentences one scene holds: two short ones share a scene, a long one has it alone. */
const SHARED_SCENE_MAX_CHARS = 90;

function groupsOf(sentences: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (const sentence of sentences) {
    const last = groups.at(-1);
    if (last && last.length === 1 && `${last[0]} ${sentence}`.length <= SHARED_SCENE_MAX_CHARS) {
      last.push(sentence);
    } else {
      groups.push([sentence]);
    }
  }
  return groups;
}

/**
 * The video's stills at `aspect` (vertical by default): the cover (the headline and the post's
 * picture, or the user's photo) while the hook is said, one slide per point in the brand's
 * colours, and the call to action's slide with the brand at the end.
 */
export async function renderVideoScenes(
  input: GenerationInput,
  script: VideoScript,
  aspect: ImageAspect = ASPECTS.story,
  where: Rasterise = 'libuv-pool',
): Promise<VideoSceneImage[]> {
  const [hook, ...rest] = script.sentences;
  const call = rest.length > 0 ? rest.pop()! : null;
  const groups = groupsOf(rest);
  const photos = input.brand.photos;
  const brand = {
    handle: input.brand.handle,
    brandName: input.brand.name,
    colors: input.brand.colors,
    logoPng: input.brand.logoPng,
    seed: input.seed,
  };
  const [covers, [slides]] = await Promise.all([
    renderBrandImages(
      {
        ...brand,
        // The platform shows the account over the video, and the burned captions sit where the
        // handle would: the cover leaves it to the closing slide.
        handle: '',
        textAtTop: true,
        headline: script.headline,
        ...(input.themes ? { themes: input.themes } : {}),
        ...(photos.length
          ? { illustration: null, photo: photos[input.seed % photos.length]! }
          : { illustration: illustrationOf(input, script.subject) }),
      },
      [aspect],
      where,
    ),
    renderCarouselSlides(
      brand,
      [{ aspect, points: groups, call: call ?? script.headline }],
      where,
      {
        numbered: false,
      },
    ),
  ]);
  const cover = [...covers.values()][0]!;
  return [
    { image: cover, sentences: hook ? [hook] : [] },
    ...groups.map((sentences, index) => ({ image: slides![index]!, sentences })),
    ...(call ? [{ image: slides!.at(-1)!, sentences: [call] }] : []),
  ];
}

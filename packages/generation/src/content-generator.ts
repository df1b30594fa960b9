import type {
  ConnectablePlatformId,
  GeneratorId,
  ThemeSet,
  VoiceToneLabel,
} from '@postcraft/contracts';
import type { PostLanguage } from './copy/post-language.js';

/** What the generators know of the brand (the user's profile), already read from the database. */
export interface BrandProfile {
  /** Company or person name shown on images. */
  name: string;
  /** Shown on images, with its '@'. */
  handle: string;
  niche: string | null;
  contentGoals: readonly string[];
  voiceTone: VoiceToneLabel | null;
  /** The user's brand keywords, as they typed them (comma, line or space separated). */
  keywords: string;
  preferredContentTypes: readonly string[];
  /** Hex colours; the first is the main one. */
  colors: readonly string[];
  /** The stored logo (PNG or WebP, any format sharp reads), or null when the user has none. */
  logoPng: Uint8Array | null;
  /** The user's own photos the images are made of ("use my photos"); empty for a picture. */
  photos: readonly Uint8Array[];
}

export interface GenerationInput {
  /** What the user asked for; may be empty for a generation from the profile alone. */
  description: string;
  /** Regenerate instructions ('make it shorter'). */
  instructions: string;
  platforms: readonly ConnectablePlatformId[];
  seed: number;
  /** The interface language of the request: the post's language when the prompt shows none. */
  language: 'en' | 'fr';
  brand: BrandProfile;
  /**
   * A saved style's name and description, as tone guidance only: a provider that writes text may
   * follow it; it is never copied into a caption or hashtags (the local generator ignores it).
   */
  styleHint: string | null;
  /**
   * A carousel was asked for: platforms that publish several images in one post
   * (CAROUSEL_PLATFORMS) get 3–5 slides, the cover first.
   */
  carousel?: boolean;
  /**
   * The designer's themes the caller's plan allows (decided at the request): `basic` for Free,
   * `all` when absent. The photo layout is everyone's.
   */
  themes?: ThemeSet;
}

export interface GeneratedText {
  caption: string;
  /** Without '#'. */
  hashtags: string[];
}

export interface GeneratedImage {
  png: Uint8Array;
  width: number;
  height: number;
}

export interface GeneratedPlatformContent extends GeneratedText {
  image: GeneratedImage;
  /**
   * A carousel's slides, at the platform's aspect: `image` (the cover) first, then the post's
   * points, then its call to action. Absent unless a carousel was asked for this platform.
   */
  slides?: GeneratedImage[];
}

export interface GenerationResult {
  generator: GeneratorId;
  content: Partial<Record<ConnectablePlatformId, GeneratedPlatformContent>>;
  /**
   * The provider's own picture (AI_IMAGE_MODEL), before the brand was laid over it: a video's
   * scenes are made of it. Absent when the local layouts drew the images.
   */
  picture?: Uint8Array;
}

/** Makes the captions, hashtags and images of one generation, for each asked platform. */
export interface ContentGenerator {
  readonly id: GeneratorId;
  generate(input: GenerationInput): Promise<GenerationResult>;
  /**
   * A short video's voice-over of about `words` words in `language`, one spoken sentence each
   * (the provider's chat model). Absent: the local copywriter writes it (videoScriptOf).
   */
  writeNarration?(input: GenerationInput, words: number, language: PostLanguage): Promise<string[]>;
}

import { REELS_LIMITS, YOUTUBE_LINK_PATTERN, youtubeVideoIdOf } from '@postcraft/contracts';
import { z } from 'zod';

/** The clip lengths offered; `null` lets the server fit each clip to its moment. */
export const CLIP_LENGTHS = [null, 15, 30, 45, 60] as const;
export type ClipLength = (typeof CLIP_LENGTHS)[number];

/** Spec 001 §4: only video/* files. */
export const isVideoFile = (file: File) => file.type.startsWith('video/');

/** A link the spec's pattern (§5) takes and that names one video. */
export const isYoutubeLink = (link: string) =>
  YOUTUBE_LINK_PATTERN.test(link.trim()) && youtubeVideoIdOf(link) !== null;

export interface ReelsFormMessages {
  sourceRequired: string;
  notYoutube: string;
  notVideo: string;
  tooLarge: string;
}

/**
 * The reels form: a file or a YouTube link (never both; the screen disables the other), how many
 * clips and how long. The server checks the same again.
 */
export function createReelsFormSchema(messages: ReelsFormMessages) {
  return z
    .object({
      youtubeUrl: z.string(),
      // A File, recognised by its shape (a test's file comes from another realm than the page's).
      file: z
        .custom<File>(
          (value) =>
            typeof value === 'object' &&
            value !== null &&
            typeof (value as File).name === 'string' &&
            typeof (value as File).size === 'number',
        )
        .nullable(),
      count: z.number().int().min(REELS_LIMITS.minCount).max(REELS_LIMITS.maxCount),
      targetSeconds: z
        .number()
        .int()
        .min(REELS_LIMITS.minTargetSeconds)
        .max(REELS_LIMITS.maxTargetSeconds)
        .nullable(),
    })
    .superRefine((form, context) => {
      if (form.file) {
        if (!isVideoFile(form.file)) {
          context.addIssue({ code: 'custom', path: ['file'], message: messages.notVideo });
        } else if (form.file.size > REELS_LIMITS.maxBytes) {
          context.addIssue({ code: 'custom', path: ['file'], message: messages.tooLarge });
        }
        return;
      }
      const link = form.youtubeUrl.trim();
      if (link === '') {
        context.addIssue({
          code: 'custom',
          path: ['youtubeUrl'],
          message: messages.sourceRequired,
        });
      } else if (!isYoutubeLink(link)) {
        context.addIssue({ code: 'custom', path: ['youtubeUrl'], message: messages.notYoutube });
      }
    });
}
export type ReelsForm = z.infer<ReturnType<typeof createReelsFormSchema>>;

/** Size in MB or GB, one decimal, as a person reads it. */
export function formatFileSize(bytes: number, language: string): string {
  const format = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 ** 3) return `${format(bytes / 1024 ** 3)} ${language === 'fr' ? 'Go' : 'GB'}`;
  if (bytes >= 1024 ** 2) return `${format(bytes / 1024 ** 2)} ${language === 'fr' ? 'Mo' : 'MB'}`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} ${language === 'fr' ? 'ko' : 'KB'}`;
}

/** A time in the source as m:ss (or h:mm:ss past an hour). */
export function formatClockTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}

import { PROFILE_LIMITS } from '@postcraft/contracts';

/** File name endings of the accepted logo formats, for files the browser gives no type. */
const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'svg', 'tif', 'tiff', 'bmp'] as const;

/** The `accept` list of the logo picker: the image types and their file name endings. */
export const LOGO_ACCEPT = [
  ...PROFILE_LIMITS.logoMimeTypes,
  ...LOGO_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

export type LogoFileProblem = 'wrongType' | 'tooLarge';

function hasLogoExtension(name: string): boolean {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return (LOGO_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * What is wrong with a file picked as a logo, or null. Only a first check for a quick answer:
 * the API reads the real type from the bytes and enforces the same size limit.
 */
export function checkLogoFile(file: Pick<File, 'name' | 'type' | 'size'>): LogoFileProblem | null {
  const isAcceptedType =
    file.type === ''
      ? hasLogoExtension(file.name)
      : (PROFILE_LIMITS.logoMimeTypes as readonly string[]).includes(file.type.toLowerCase());
  if (!isAcceptedType) return 'wrongType';
  if (file.size > PROFILE_LIMITS.logoMaxBytes) return 'tooLarge';
  return null;
}

/** A size for people: 640 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

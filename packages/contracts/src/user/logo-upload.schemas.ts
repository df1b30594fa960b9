import { PROFILE_LIMITS } from '../constants/limits.js';

/**
 * PUT /api/user/updateProfile as multipart/form-data (spec 000 §7: "form data when a logo
 * exists"). The image goes in the file field `brandLogo` (`logo` is accepted too); of several
 * files only the first is used. Text fields carry their string as it is; the fields below carry
 * JSON (for instance `brandColors` = '["#112233"]') and are parsed before the same
 * UpdateProfileBodySchema validates the whole form.
 */
export const LOGO_FILE_FIELDS = ['brandLogo', 'logo'] as const;

export const PROFILE_FORM_JSON_FIELDS = [
  'niche',
  'contentGoals',
  'brandColors',
  'voiceTone',
  'preferredContentTypes',
  'autopilotSettings',
  'firstTimeLogged',
  'brandLogo',
] as const;

/** The stored logo is at most this many pixels on its longer side; the thumbnail this many. */
export const LOGO_IMAGE_SIZES = { logoMaxSidePx: 1024, thumbnailMaxSidePx: 256 } as const;

/** '50 MB', '512 KB' or '900 bytes' (binary units, as PROFILE_LIMITS.logoMaxBytes counts). */
export function formatByteSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const LOGO_MESSAGES = {
  tooLarge: (maxBytes: number = PROFILE_LIMITS.logoMaxBytes) =>
    `The logo is larger than ${formatByteSize(maxBytes)}.`,
  unsupportedType: 'The logo must be a JPEG, PNG, WebP, SVG, TIFF or BMP image.',
  unreadable: 'The logo could not be read as an image. Please try another file.',
  tooManyPixels: (maxPixels: number) =>
    `The logo has too many pixels (at most ${Math.floor(maxPixels / 1_000_000)} megapixels).`,
  tooManyFiles: 'Please send one logo file.',
  unexpectedFileField: `Send the logo in the ${LOGO_FILE_FIELDS[0]} field.`,
  notJson: (field: string) => `The field ${field} must be sent as a JSON string.`,
  logoAndRemoval: 'Send either a new logo or brandLogo: null, not both.',
  unreadableForm: 'The form could not be read. Please try again.',
} as const;

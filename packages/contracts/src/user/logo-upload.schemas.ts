import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

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

/** French byte units: '50 MB' → '50 Mo', '512 KB' → '512 Ko', '900 bytes' → '900 octets'. */
const frenchByteSize = (size: string) =>
  size
    .replace(/ MB$/, ' Mo')
    .replace(/ KB$/, ' Ko')
    .replace(/ bytes$/, ' octets');

export const LOGO_MESSAGES = {
  /** `size` as formatByteSize writes it. */
  tooLarge: (size: string) => `The logo is larger than ${size}.`,
  unsupportedType: 'The logo must be a JPEG, PNG, WebP, SVG, TIFF or BMP image.',
  unreadable: 'The logo could not be read as an image. Please try another file.',
  tooManyPixels: (megapixels: number) =>
    `The logo has too many pixels (at most ${megapixels} megapixels).`,
  tooManyFiles: 'Please send one logo file.',
  unexpectedFileField: `Send the logo in the ${LOGO_FILE_FIELDS[0]} field.`,
  notJson: (field: string) => `The field ${field} must be sent as a JSON string.`,
  logoAndRemoval: 'Send either a new logo or brandLogo: null, not both.',
  unreadableForm: 'The form could not be read. Please try again.',
  tooSlow: 'The logo took too long to process. Please send a simpler image, such as a PNG.',
  busy: 'Too many logos are being processed right now. Please try again in a moment.',
} as const;

export const LOGO_MESSAGES_FR: FrenchCatalogue<typeof LOGO_MESSAGES> = {
  tooLarge: (size) => `Le logo dépasse ${frenchByteSize(size)}.`,
  unsupportedType: 'Le logo doit être une image JPEG, PNG, WebP, SVG, TIFF ou BMP.',
  unreadable: "Le logo n'a pas pu être lu comme une image. Veuillez essayer un autre fichier.",
  tooManyPixels: (megapixels) => `Le logo a trop de pixels (au plus ${megapixels} mégapixels).`,
  tooManyFiles: 'Veuillez envoyer un seul fichier de logo.',
  unexpectedFileField: `Envoyez le logo dans le champ ${LOGO_FILE_FIELDS[0]}.`,
  notJson: (field) => `Le champ ${field} doit être envoyé sous forme de chaîne JSON.`,
  logoAndRemoval: 'Envoyez soit un nouveau logo, soit brandLogo: null, pas les deux.',
  unreadableForm: "Le formulaire n'a pas pu être lu. Veuillez réessayer.",
  tooSlow:
    'Le traitement du logo a pris trop de temps. Veuillez envoyer une image plus simple, par exemple un PNG.',
  busy: 'Trop de logos sont en cours de traitement. Veuillez réessayer dans un instant.',
};

import type { ConnectablePlatformId } from '@postcraft/contracts';
import { listConnectedAccounts, UserModel, type OwnerId, type UserRecord } from '@postcraft/data';
import type { BrandProfile } from '@postcraft/generation';
import type { MediaStorage } from '@postcraft/media';
import { readStoredImage } from './stored-image.js';

/** Largest logo file read back for an image (a stored logo is normalised, far smaller). */
const LOGO_READ_MAX_BYTES = 20 * 1024 * 1024;

/** The raster made at upload (see prepareLogo), never anything that would need drawing (SVG). */
const readLogo = (storage: MediaStorage, key: string | null) =>
  readStoredImage(storage, key, LOGO_READ_MAX_BYTES, ['png', 'webp']);

function handleOf(user: Pick<UserRecord, 'companyName' | 'firstName'>, username?: string): string {
  if (username) return `@${username}`;
  const name = (user.companyName || user.firstName).normalize('NFKD').replace(/[^A-Za-z0-9_]/g, '');
  return name ? `@${name.toLowerCase().slice(0, 30)}` : '';
}

export interface GenerationContext {
  brand: BrandProfile;
  /** Platforms the user connected, in the order they were connected. */
  connectedPlatforms: ConnectablePlatformId[];
}

/**
 * The owner's brand profile as the generators read it, with their logo and connected platforms;
 * null when the user no longer exists.
 */
export async function loadGenerationContext(
  storage: MediaStorage,
  ownerId: OwnerId,
): Promise<GenerationContext | null> {
  const user = await UserModel.findById(ownerId).lean().exec();
  if (!user) return null;
  const accounts = await listConnectedAccounts(ownerId);
  const connectedPlatforms = accounts.map((account) => account.platform);
  return {
    connectedPlatforms,
    brand: {
      name: user.companyName || `${user.firstName} ${user.lastName}`.trim(),
      handle: handleOf(user, accounts[0]?.username),
      niche: user.niche?.type ?? null,
      contentGoals: user.contentGoals,
      voiceTone: (user.voiceTone?.label as BrandProfile['voiceTone']) ?? null,
      keywords: user.brandKeywords,
      preferredContentTypes: user.preferredContentTypes.map((type) => type.type),
      colors: user.brandColors,
      logoPng: await readLogo(storage, user.brandLogoKey),
      photos: [],
    },
  };
}

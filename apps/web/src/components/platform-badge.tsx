import type { CSSProperties } from 'react';
import { cn } from '../lib/cn';

/** Brand colours of the social platforms, for a small lettered badge (no brand logos shipped). */
const PLATFORM_COLORS: Readonly<Record<string, { background: string; text: string }>> = {
  facebook: { background: '#1877F2', text: '#FFFFFF' },
  instagram: { background: '#E1306C', text: '#FFFFFF' },
  twitter: { background: '#0F1419', text: '#FFFFFF' },
  x: { background: '#0F1419', text: '#FFFFFF' },
  linkedin: { background: '#0A66C2', text: '#FFFFFF' },
  youtube: { background: '#FF0000', text: '#FFFFFF' },
  tiktok: { background: '#010101', text: '#FFFFFF' },
  snapchat: { background: '#FFFC00', text: '#111111' },
  telegram: { background: '#26A5E4', text: '#FFFFFF' },
  pinterest: { background: '#E60023', text: '#FFFFFF' },
  whatsapp: { background: '#25D366', text: '#FFFFFF' },
};

const FALLBACK_COLORS = { background: '#64748B', text: '#FFFFFF' };

/**
 * Brands whose colour is (near) black: on a dark page their badge would vanish, so dark mode
 * shows them inverted, black on white, as these brands do themselves on dark backgrounds.
 */
const DARK_BRANDS = new Set(['twitter', 'x', 'tiktok']);

/** A round badge with the platform's initial on its brand colour. Decorative. */
export function PlatformBadge({ platform, className }: { platform: string; className?: string }) {
  const id = platform.toLowerCase();
  const colors = PLATFORM_COLORS[id] ?? FALLBACK_COLORS;
  const initial = id === 'twitter' ? 'X' : id.charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      data-platform={id}
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-(--badge-background) text-sm font-bold text-(--badge-text)',
        DARK_BRANDS.has(id) && 'dark:bg-(--badge-text) dark:text-(--badge-background)',
        className,
      )}
      style={
        {
          '--badge-background': colors.background,
          '--badge-text': colors.text,
        } as CSSProperties
      }
    >
      {initial}
    </span>
  );
}

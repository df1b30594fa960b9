import { PROFILE_LIMITS } from '@postcraft/contracts';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** The profile contract accepts at most this many colours. */
export const MAX_BRAND_COLORS = 10;

export interface BrandColorsEditorProps {
  colors: readonly string[];
  onChange: (colors: string[]) => void;
  disabled?: boolean;
}

/**
 * Brand colours as swatches with the browser's colour picker; a new one starts at #000000.
 * Values are #rrggbb, as the picker gives them.
 */
export function BrandColorsEditor({ colors, onChange, disabled = false }: BrandColorsEditorProps) {
  const { t } = useTranslation();
  const isFull = colors.length >= MAX_BRAND_COLORS;

  function setColor(index: number, color: string) {
    onChange(colors.map((current, position) => (position === index ? color : current)));
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap items-center gap-2.5">
        {colors.map((color, index) => (
          <li
            // Colours may repeat, and a swatch keeps its place while its colour changes.
            key={index}
            className="flex items-center gap-2 rounded-xl border border-border bg-card py-1.5 pr-1.5 pl-1.5 shadow-xs"
          >
            <span
              className="relative size-8 overflow-hidden rounded-lg ring-1 ring-black/10 ring-inset dark:ring-white/15"
              style={{ backgroundColor: color }}
            >
              <input
                type="color"
                value={color}
                disabled={disabled}
                onChange={(event) => setColor(index, event.target.value)}
                aria-label={t('profile.colors.pick', { position: index + 1 })}
                className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
            </span>
            <span className="font-mono text-xs text-muted-foreground uppercase">{color}</span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(colors.filter((_, position) => position !== index))}
              aria-label={t('profile.colors.remove', { color })}
              title={t('profile.colors.remove', { color })}
              className="grid size-6 cursor-pointer place-items-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
        <li>
          <Button
            variant="outline"
            size="sm"
            className="h-11 border-dashed"
            disabled={disabled || isFull}
            onClick={() => onChange([...colors, PROFILE_LIMITS.defaultBrandColor])}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('profile.colors.add')}
          </Button>
        </li>
      </ul>
      <p className="text-xs text-muted-foreground">
        {isFull
          ? t('profile.colors.full', { max: MAX_BRAND_COLORS })
          : t('profile.colors.hint', { max: MAX_BRAND_COLORS })}
      </p>
    </div>
  );
}

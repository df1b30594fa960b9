import { Bell, CalendarClock, ImageIcon, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlatformBadge } from '../../components/platform-badge';

/**
 * The hero's picture: a post as Postcraft makes it (idea, generated image, caption, schedule),
 * drawn with the app's own pieces. Decorative; the hero text says the same in words.
 */
export function HeroPreview() {
  const { t } = useTranslation();

  return (
    <div
      role="img"
      className="relative mx-auto w-full max-w-md lg:max-w-none"
      aria-label={t('landing.hero.preview.label')}
    >
      <div
        aria-hidden="true"
        className="overflow-hidden rounded-2xl border border-border bg-card shadow-2xl shadow-primary/15"
      >
        <div className="flex h-11 items-center gap-3 border-b border-border bg-muted/60 px-4">
          <span className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-[#FF5F57]" />
            <span className="size-2.5 rounded-full bg-[#FEBC2E]" />
            <span className="size-2.5 rounded-full bg-[#28C840]" />
          </span>
          <span className="text-xs font-semibold text-foreground">
            {t('landing.hero.preview.windowTitle')}
          </span>
          <span className="ml-auto flex -space-x-1.5">
            <PlatformBadge platform="linkedin" className="size-5 text-[10px] ring-2 ring-card" />
            <PlatformBadge platform="twitter" className="size-5 text-[10px] ring-2 ring-card" />
            <PlatformBadge platform="instagram" className="size-5 text-[10px] ring-2 ring-card" />
          </span>
        </div>

        <div className="flex flex-col gap-4 p-5">
          <div className="flex flex-col gap-1.5">
            <span className="text-[11px] font-medium text-muted-foreground">
              {t('landing.hero.preview.promptLabel')}
            </span>
            <div className="flex items-center gap-3 rounded-xl border border-input bg-background py-2 pr-2 pl-3.5">
              <span className="flex-1 text-sm text-foreground">
                {t('landing.hero.preview.prompt')}
              </span>
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-primary to-accent text-white">
                <Sparkles className="size-4" />
              </span>
            </div>
          </div>

          <div className="grid grid-cols-[8.5rem_1fr] gap-4">
            <div className="relative grid aspect-[4/5] place-items-center overflow-hidden rounded-xl bg-gradient-to-br from-amber-400 via-orange-500 to-rose-500">
              <ImageIcon className="size-9 text-white/90" />
            </div>
            <div className="flex flex-col gap-2.5">
              <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-success/12 px-2 py-0.5 text-[10px] font-semibold text-success">
                <Sparkles className="size-3" />
                {t('landing.hero.preview.generated')}
              </span>
              <p className="text-[13px] leading-relaxed text-foreground">
                {t('landing.hero.preview.caption')}
              </p>
              <p className="text-xs font-medium text-primary">
                {t('landing.hero.preview.hashtags')}
              </p>
            </div>
          </div>

          <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
            <span className="inline-flex items-center gap-2 rounded-lg bg-warning/15 px-3 py-1.5 text-xs font-semibold text-foreground">
              <CalendarClock className="size-4 text-warning" />
              {t('landing.hero.preview.schedule')}
            </span>
            <span className="h-2 w-16 rounded-full bg-muted" />
          </div>
        </div>
      </div>

      <div
        aria-hidden="true"
        className="absolute -right-3 -bottom-9 flex items-center gap-3 rounded-xl border border-border bg-card px-3.5 py-3 shadow-xl shadow-black/5 sm:-right-8"
      >
        <span className="grid size-9 place-items-center rounded-full bg-success/15 text-success">
          <Bell className="size-4" />
        </span>
        <span className="flex flex-col">
          <span className="text-xs font-semibold text-foreground">
            {t('landing.hero.preview.published')}
          </span>
          <span className="text-[11px] text-muted-foreground">
            {t('landing.hero.preview.justNow')}
          </span>
        </span>
      </div>
    </div>
  );
}

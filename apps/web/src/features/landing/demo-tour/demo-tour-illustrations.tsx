import { PLATFORM_DISPLAY_NAMES } from '@postcraft/contracts';
import {
  Bell,
  Briefcase,
  Check,
  Dumbbell,
  ImageIcon,
  Mail,
  MailCheck,
  Mic,
  Plane,
  Plus,
  Smile,
  Sparkles,
  User,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createDateFormat } from '../../../lib/date-format';
import { PlatformBadge } from '../../../components/platform-badge';
import { cn } from '../../../lib/cn';

/*
 * The tour's pictures, drawn with the app's own pieces (cards, fields, badges, lucide icons) so
 * that they stay true to the product and need no image files. They are decorative: each step's
 * title and text carry the meaning.
 */

function Frame({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex w-full max-w-[17rem] flex-col gap-2.5 rounded-xl border border-border bg-card p-4 text-left shadow-lg shadow-primary/10',
        className,
      )}
    >
      {children}
    </div>
  );
}

function MiniField({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
}) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-[10px] font-medium text-muted-foreground">{label}</span>
      <span className="flex h-8 items-center gap-2 rounded-lg border border-input bg-background px-2.5 text-xs text-foreground">
        <Icon className="size-3.5 text-muted-foreground" aria-hidden="true" />
        {value}
      </span>
    </div>
  );
}

function MediaTile({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'relative grid h-24 place-items-center overflow-hidden rounded-lg bg-gradient-to-br from-amber-400 via-orange-500 to-rose-500',
        className,
      )}
    >
      <ImageIcon className="size-8 text-white/90" aria-hidden="true" />
    </div>
  );
}

export function SignupIllustration() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center">
      <Frame className="-rotate-2">
        <MiniField
          label={t('demo.illustrations.signup.name')}
          value={t('demo.illustrations.signup.nameValue')}
          icon={User}
        />
        <MiniField
          label={t('demo.illustrations.signup.email')}
          value={t('demo.illustrations.signup.emailValue')}
          icon={Mail}
        />
        <span className="grid h-8 place-items-center rounded-lg bg-primary text-xs font-semibold text-primary-foreground">
          {t('demo.illustrations.signup.createAccount')}
        </span>
      </Frame>
      <Frame className="relative z-10 -mt-4 ml-16 rotate-1 items-center">
        <span className="text-xs font-semibold text-foreground">
          {t('demo.illustrations.signup.codeTitle')}
        </span>
        <span className="flex gap-1">
          {['4', '8', '1', '9', '2', '7'].map((digit, index) => (
            <span
              key={index}
              className="grid size-7 place-items-center rounded-md border border-primary/40 bg-primary-soft text-xs font-semibold text-foreground"
            >
              {digit}
            </span>
          ))}
        </span>
        <span className="flex items-center gap-1 text-[10px] font-medium text-success">
          <MailCheck className="size-3.5" aria-hidden="true" />
          {t('demo.illustrations.signup.codeSent')}
        </span>
      </Frame>
    </div>
  );
}

const NICHES = [
  { key: 'food', icon: UtensilsCrossed },
  { key: 'travel', icon: Plane },
  { key: 'fitness', icon: Dumbbell },
  { key: 'business', icon: Briefcase },
] as const;

const BRAND_COLOURS = ['#4F46E5', '#F97316', '#FDE68A', '#0F172A'];

export function BrandIllustration() {
  const { t } = useTranslation();
  return (
    <Frame className="max-w-[19rem]">
      <span className="text-[10px] font-medium text-muted-foreground">
        {t('demo.illustrations.brand.niche')}
      </span>
      <div className="grid grid-cols-2 gap-1.5">
        {NICHES.map(({ key, icon: Icon }, index) => (
          <span
            key={key}
            className={cn(
              'relative flex items-center gap-1.5 rounded-lg border px-2 py-2 text-[10px] leading-tight font-medium text-foreground',
              index === 0 ? 'border-primary bg-primary-soft' : 'border-border',
            )}
          >
            <Icon className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
            {t(`demo.illustrations.brand.${key}`)}
            {index === 0 ? (
              <Check className="absolute top-1 right-1 size-3 text-primary" aria-hidden="true" />
            ) : null}
          </span>
        ))}
      </div>
      <span className="text-[10px] font-medium text-muted-foreground">
        {t('demo.illustrations.brand.colours')}
      </span>
      <span className="flex gap-1.5">
        {BRAND_COLOURS.map((colour) => (
          <span
            key={colour}
            className="size-6 rounded-full border border-black/10 shadow-xs"
            style={{ backgroundColor: colour }}
          />
        ))}
        <span className="grid size-6 place-items-center rounded-full border border-dashed border-input text-muted-foreground">
          <Plus className="size-3" aria-hidden="true" />
        </span>
      </span>
      <span className="text-[10px] font-medium text-muted-foreground">
        {t('demo.illustrations.brand.tone')}
      </span>
      <span className="flex items-center gap-1.5 self-start rounded-full border border-primary bg-primary-soft px-2.5 py-1 text-[10px] font-semibold text-primary">
        <Smile className="size-3.5" aria-hidden="true" />
        {t('demo.illustrations.brand.toneValue')}
      </span>
    </Frame>
  );
}

const CONNECTED = [
  { platform: 'linkedin', handle: 'Acme Studio' },
  { platform: 'twitter', handle: '@acmestudio' },
] as const;

export function ConnectIllustration() {
  const { t } = useTranslation();
  return (
    <Frame>
      <span className="text-xs font-semibold text-foreground">
        {t('demo.illustrations.connect.title')}
      </span>
      {CONNECTED.map(({ platform, handle }) => (
        <span
          key={platform}
          className="flex items-center gap-2.5 rounded-lg border border-border px-2.5 py-2"
        >
          <PlatformBadge platform={platform} className="size-7 text-xs" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="text-xs font-medium text-foreground">
              {PLATFORM_DISPLAY_NAMES[platform]}
            </span>
            <span className="truncate text-[10px] text-muted-foreground">{handle}</span>
          </span>
          <span className="flex items-center gap-1 rounded-full bg-success/12 px-2 py-0.5 text-[10px] font-semibold text-success">
            <Check className="size-3" aria-hidden="true" />
            {t('demo.illustrations.connect.connected')}
          </span>
        </span>
      ))}
      <span className="flex h-8 items-center justify-center gap-1.5 rounded-lg border border-dashed border-primary/50 text-xs font-medium text-primary">
        <Plus className="size-3.5" aria-hidden="true" />
        {t('demo.illustrations.connect.add')}
      </span>
    </Frame>
  );
}

const GENERATION_PERCENT = 68;

export function GenerateIllustration() {
  const { t } = useTranslation();
  return (
    <Frame className="max-w-[19rem]">
      <span className="text-[10px] font-medium text-muted-foreground">
        {t('demo.illustrations.generate.promptLabel')}
      </span>
      <span className="rounded-lg border border-input bg-background p-2.5 text-xs leading-relaxed text-foreground">
        {t('demo.illustrations.generate.prompt')}
      </span>
      <span className="flex items-center gap-2">
        <span
          className="grid size-8 place-items-center rounded-lg border border-border text-muted-foreground"
          title={t('demo.illustrations.generate.voice')}
        >
          <Mic className="size-4" aria-hidden="true" />
        </span>
        <span className="flex h-8 flex-1 items-center justify-center gap-1.5 rounded-lg bg-gradient-to-r from-primary to-accent text-xs font-semibold text-white">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {t('demo.illustrations.generate.generate')}
        </span>
      </span>
      <span className="flex flex-col gap-1.5 pt-1">
        <span className="text-[10px] font-medium text-muted-foreground">
          {t('demo.illustrations.generate.progress', { percent: GENERATION_PERCENT })}
        </span>
        <span className="h-1.5 overflow-hidden rounded-full bg-muted">
          <span
            className="block h-full rounded-full bg-gradient-to-r from-primary to-accent"
            style={{ width: `${GENERATION_PERCENT}%` }}
          />
        </span>
      </span>
    </Frame>
  );
}

/** Twitter (X) counts 280 characters; the counter under the caption shows it. */
const X_CAPTION_LIMIT = 280;

export function ReviewIllustration() {
  const { t } = useTranslation();
  const caption = t('demo.illustrations.review.caption');
  const hashtags = t('demo.illustrations.review.hashtags');
  const tabs = ['twitter', 'linkedin', 'instagram'] as const;
  return (
    <Frame className="max-w-[19rem]">
      <span className="flex gap-1 rounded-lg bg-muted p-0.5">
        {tabs.map((platform, index) => (
          <span
            key={platform}
            className={cn(
              'flex flex-1 items-center justify-center gap-1 rounded-md py-1 text-[10px] font-medium',
              index === 0 ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground',
            )}
          >
            <PlatformBadge platform={platform} className="size-3.5 text-[7px]" />
            {PLATFORM_DISPLAY_NAMES[platform]}
          </span>
        ))}
      </span>
      <MediaTile />
      <span className="text-[11px] leading-snug text-foreground">
        {caption} <span className="text-primary">{hashtags}</span>
      </span>
      <span className="flex items-center justify-between">
        <span className="text-[10px] text-muted-foreground tabular-nums">
          {t('demo.illustrations.review.limit', {
            used: caption.length + hashtags.length + 1,
            max: X_CAPTION_LIMIT,
          })}
        </span>
        <span className="flex gap-1.5">
          <span className="rounded-md border border-border px-2 py-1 text-[10px] font-medium text-foreground">
            {t('demo.illustrations.review.postNow')}
          </span>
          <span className="rounded-md bg-primary px-2 py-1 text-[10px] font-semibold text-primary-foreground">
            {t('demo.illustrations.review.schedule')}
          </span>
        </span>
      </span>
    </Frame>
  );
}

/** A fixed week (Monday first) so the picture is the same on every visit. */
const WEEK_START = Date.UTC(2026, 10, 23);
const DAY_MS = 24 * 60 * 60 * 1000;
const SCHEDULED_DAY_INDEX = 3;

export function ScheduleIllustration() {
  const { t, i18n } = useTranslation();
  // A picture, not the visitor's calendar: its days and 9:00 are read in UTC.
  const format = createDateFormat(i18n.resolvedLanguage ?? 'en', 'UTC');
  const days = Array.from({ length: 7 }, (_, index) => WEEK_START + index * DAY_MS);
  const scheduledAt = WEEK_START + SCHEDULED_DAY_INDEX * DAY_MS + 9 * 60 * 60 * 1000;

  return (
    <div className="flex w-full max-w-[20rem] flex-col items-stretch">
      <Frame className="max-w-none">
        <span className="grid grid-cols-7 gap-1">
          {days.map((day, index) => (
            <span
              key={index}
              className={cn(
                'flex min-h-20 flex-col items-center gap-1 rounded-md border px-0.5 pt-1.5',
                index === SCHEDULED_DAY_INDEX
                  ? 'border-primary/40 bg-primary-soft'
                  : 'border-border bg-background',
              )}
            >
              <span className="text-[9px] font-medium text-muted-foreground uppercase">
                {format.weekday(day)}
              </span>
              <span className="text-xs font-semibold text-foreground">{format.dayNumber(day)}</span>
              {index === SCHEDULED_DAY_INDEX ? (
                <span className="w-full rounded bg-warning/25 px-0.5 py-0.5 text-center text-[8px] leading-tight font-semibold text-foreground">
                  {format.time(scheduledAt)}
                </span>
              ) : null}
            </span>
          ))}
        </span>
        <span className="flex items-center gap-2 text-[10px] text-muted-foreground">
          <span className="size-2 rounded-full bg-warning" />
          {t('demo.illustrations.schedule.scheduled')} ·{' '}
          {t('demo.illustrations.schedule.postTitle')}
        </span>
      </Frame>
      <Frame className="relative z-10 -mt-3 ml-10 max-w-[16rem] flex-row items-start gap-2.5">
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-success/15 text-success">
          <Bell className="size-3.5" aria-hidden="true" />
        </span>
        <span className="flex flex-col gap-0.5">
          <span className="text-xs font-semibold text-foreground">
            {t('demo.illustrations.schedule.notificationTitle')}
          </span>
          <span className="text-[10px] leading-snug text-muted-foreground">
            {t('demo.illustrations.schedule.notificationBody')}
          </span>
        </span>
        <PlatformBadge platform="linkedin" className="size-5 text-[9px]" />
      </Frame>
    </div>
  );
}

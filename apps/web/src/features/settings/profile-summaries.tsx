import type { User } from '@postcraft/contracts';
import { LayoutGrid, Megaphone, Palette, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '../../components/named-icon';
import { EmptySummary, SummaryCard } from './summary-card';

/**
 * The brand profile at a glance on /profile: voice and tone, content preferences, niche and
 * brand, each with an edit link. Without a user each says the user needs to be connected.
 */
export function ProfileSummaries({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const notConnected = <EmptySummary>{t('profile.page.notConnected')}</EmptySummary>;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SummaryCard
        title={t('profile.page.voiceTitle')}
        icon={Megaphone}
        editTo="/voicesettings"
        editLabel={t('profile.page.editVoice')}
      >
        {!user ? (
          notConnected
        ) : user.voiceTone ? (
          <p className="inline-flex items-center gap-2 font-medium">
            <NamedIcon name={user.voiceTone.icon} className="size-4 text-primary" />
            {t(`profile.tones.${user.voiceTone.label}`)}
          </p>
        ) : (
          <EmptySummary>{t('profile.page.voiceEmpty')}</EmptySummary>
        )}
      </SummaryCard>

      <SummaryCard
        title={t('profile.page.contentTitle')}
        icon={LayoutGrid}
        editTo="/content"
        editLabel={t('profile.page.editContent')}
      >
        {!user ? (
          notConnected
        ) : user.preferredContentTypes.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {user.preferredContentTypes.map((type) => (
              <li
                key={type.type}
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-2.5 py-1 text-xs font-medium"
              >
                <NamedIcon name={type.icon} className="size-3.5 text-primary" />
                {t(`profile.contentTypes.${type.type}`)}
              </li>
            ))}
          </ul>
        ) : (
          <EmptySummary>{t('profile.page.contentEmpty')}</EmptySummary>
        )}
      </SummaryCard>

      <SummaryCard
        title={t('profile.page.nicheTitle')}
        icon={Target}
        editTo="/nichesettings"
        editLabel={t('profile.page.editNiche')}
      >
        {!user ? (
          notConnected
        ) : user.niche ? (
          <div className="flex flex-col gap-1">
            <p className="inline-flex items-center gap-2 font-medium">
              <NamedIcon name={user.niche.icon} className="size-4 text-primary" />
              {t(`profile.niches.${user.niche.type}.title`)}
            </p>
            <p className="text-muted-foreground">
              {t(`profile.niches.${user.niche.type}.description`)}
            </p>
          </div>
        ) : (
          <EmptySummary>{t('profile.page.nicheEmpty')}</EmptySummary>
        )}
      </SummaryCard>

      <SummaryCard
        title={t('profile.page.brandTitle')}
        icon={Palette}
        editTo="/settings"
        editLabel={t('profile.page.editBrand')}
      >
        {!user ? (
          notConnected
        ) : (
          <div className="flex items-center gap-4">
            {user.brandLogo ? (
              <img
                src={user.brandLogo}
                alt={t('profile.logo.currentAlt')}
                className="size-12 shrink-0 rounded-xl border border-border bg-card object-contain p-1"
              />
            ) : null}
            <div className="flex min-w-0 flex-col gap-2">
              {user.brandColors.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5" aria-label={t('profile.colors.label')}>
                  {user.brandColors.map((color, index) => (
                    <li
                      key={`${color}-${index}`}
                      title={color}
                      className="size-6 rounded-md ring-1 ring-black/10 ring-inset dark:ring-white/15"
                      style={{ backgroundColor: color }}
                    >
                      <span className="sr-only">{color}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {user.brandKeywords ? (
                <p className="line-clamp-2 text-muted-foreground">{user.brandKeywords}</p>
              ) : null}
              {!user.brandLogo && user.brandColors.length === 0 && !user.brandKeywords ? (
                <EmptySummary>{t('profile.page.brandEmpty')}</EmptySummary>
              ) : null}
            </div>
          </div>
        )}
      </SummaryCard>
    </div>
  );
}

import type { ContentGoal, User } from '@postcraft/contracts';
import { Tags, Target } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '../../components/named-icon';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/use-auth';
import { BrandColorsEditor } from './brand-colors-editor';
import { LinkedRow, SectionHeading } from './brand-settings-parts';
import { ContentGoalsPicker } from './content-goals-picker';
import { LogoUpload } from './logo-upload';
import { SaveStatus } from './save-status';
import { SettingsShell } from './settings-shell';
import { EmptySummary } from './summary-card';
import { useAutosave } from './use-autosave';
import { useSaveProfile } from './use-save-profile';

function BrandIdentity({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const saveGoals = useSaveProfile();
  const saveColors = useSaveProfile();
  const saveLogo = useSaveProfile();
  const [goals, setGoals] = useState<ContentGoal[]>(user.contentGoals);
  const [colors, setColors] = useState<string[]>(user.brandColors);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoMessage, setLogoMessage] = useState<'uploaded' | 'removed' | null>(null);
  const goalsAutosave = useAutosave((value: ContentGoal[]) =>
    saveGoals.mutateAsync({ fields: { contentGoals: value } }),
  );
  const colorsAutosave = useAutosave((value: string[]) =>
    saveColors.mutateAsync({ fields: { brandColors: value } }),
  );

  function uploadLogo(file: File | null) {
    setLogo(file);
    setLogoMessage(null);
    saveLogo.reset();
    if (!file) return;
    saveLogo.mutate(
      { fields: {}, logo: file },
      {
        onSuccess: () => {
          setLogo(null);
          setLogoMessage('uploaded');
        },
      },
    );
  }

  function removeLogo() {
    setLogoMessage(null);
    saveLogo.mutate(
      { fields: { brandLogo: null } },
      { onSuccess: () => setLogoMessage('removed') },
    );
  }

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.brand.identityTitle')}</CardTitle>
          <CardDescription>{t('settings.brand.identityDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col divide-y divide-border">
          <LinkedRow
            icon={Target}
            title={t('settings.brand.niche')}
            to="/nichesettings"
            editLabel={t('settings.brand.editNiche')}
          >
            {user.niche ? (
              <span className="flex flex-col gap-0.5">
                <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
                  <NamedIcon name={user.niche.icon} className="size-4 text-primary" />
                  {t(`profile.niches.${user.niche.type}.title`)}
                </span>
                {t(`profile.niches.${user.niche.type}.description`)}
              </span>
            ) : (
              <EmptySummary>{t('profile.page.nicheEmpty')}</EmptySummary>
            )}
          </LinkedRow>
          <LinkedRow
            icon={Tags}
            title={t('settings.brand.keywords')}
            to="/keywords"
            editLabel={t('settings.brand.editKeywords')}
          >
            {user.brandKeywords ? (
              <span className="line-clamp-3 whitespace-pre-line text-foreground">
                {user.brandKeywords}
              </span>
            ) : (
              <EmptySummary>{t('settings.brand.noKeywords')}</EmptySummary>
            )}
          </LinkedRow>
          <div className="flex flex-col gap-4 py-5 last:pb-0">
            <SectionHeading
              id={`${id}-goals`}
              title={t('settings.brand.goals')}
              hint={t('settings.brand.goalsHint')}
              status={<SaveStatus status={goalsAutosave.status} error={goalsAutosave.error} />}
            />
            <ContentGoalsPicker
              label={t('settings.brand.goals')}
              value={goals}
              onChange={(next) => {
                setGoals(next);
                goalsAutosave.schedule(next);
              }}
            />
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <SectionHeading
              id={`${id}-colors`}
              title={t('profile.colors.label')}
              status={<SaveStatus status={colorsAutosave.status} error={colorsAutosave.error} />}
            />
          </CardHeader>
          <CardContent>
            <BrandColorsEditor
              colors={colors}
              onChange={(next) => {
                setColors(next);
                colorsAutosave.schedule(next);
              }}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <SectionHeading
              id={`${id}-logo`}
              title={t('profile.logo.label')}
              status={
                saveLogo.isPending ? (
                  <SaveStatus status="saving" />
                ) : logoMessage ? (
                  <SaveStatus status="saved" />
                ) : null
              }
            />
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <LogoUpload
              savedUrl={user.brandLogo}
              file={logo}
              onFileChange={uploadLogo}
              onRemoveSaved={removeLogo}
              disabled={saveLogo.isPending}
            />
            {saveLogo.isError ? (
              <Notice tone="error">
                {t('settings.brand.logoFailed', { message: getErrorMessage(saveLogo.error, t) })}
              </Notice>
            ) : null}
            {logoMessage ? (
              <Notice tone="success">
                {logoMessage === 'uploaded'
                  ? t('settings.brand.logoUploaded')
                  : t('settings.brand.logoRemoved')}
              </Notice>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** /settings: brand identity (niche, keywords, goals), colours saved as they change, the logo. */
export function BrandSettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();

  return (
    <SettingsShell
      section="brand"
      title={t('settings.brand.title')}
      description={t('settings.brand.description')}
    >
      {user ? (
        <BrandIdentity user={user} />
      ) : (
        <Notice tone="info">{t('settings.brand.notSignedIn')}</Notice>
      )}
    </SettingsShell>
  );
}

import { CONTENT_TYPES, UI_TIMINGS, type ContentTypeId } from '@postcraft/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedIcon } from '../../components/named-icon';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { useAuth } from '../auth/use-auth';
import { toContentTypeSelections, toggleItem } from './brand-catalog';
import { SettingsShell } from './settings-shell';
import { UpdateBar } from './update-bar';
import { useGoBack } from './use-go-back';
import { useSettingsUpdate } from './use-settings-update';

/**
 * /content: six checkboxes, one per content type; at least one must be chosen. After saving it
 * goes back (1.2 s).
 */
export function ContentPreferencesPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const goBack = useGoBack('/profile');
  const [types, setTypes] = useState<ContentTypeId[]>(
    () => user?.preferredContentTypes.map((type) => type.type) ?? [],
  );
  const { save, notice, setNotice, isDone, isSaving, isLocked } = useSettingsUpdate({
    success: t('settings.content.success'),
    failure: () => t('settings.content.failed'),
  });

  function update() {
    if (types.length === 0) {
      setNotice({ tone: 'error', text: t('settings.content.noneSelected') });
      return;
    }
    save({ preferredContentTypes: toContentTypeSelections(types) }, () =>
      goBack(UI_TIMINGS.redirectAfterSettingsSaveMs),
    );
  }

  return (
    <SettingsShell
      section="profile"
      title={t('settings.content.title')}
      description={t('settings.content.description')}
      backTo={{ to: '/profile', label: t('settings.backToProfile') }}
    >
      <Card>
        <CardContent className="flex flex-col gap-6">
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('profile.contentTypeGroupLabel')}>
            {CONTENT_TYPES.map((type) => {
              const checkboxId = `${id}-${type.id}`;
              const isChecked = types.includes(type.id);
              return (
                <li key={type.id}>
                  <label
                    htmlFor={checkboxId}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-border bg-card px-4 py-3.5 transition-colors hover:bg-muted/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft/40"
                  >
                    <Checkbox
                      id={checkboxId}
                      checked={isChecked}
                      disabled={isLocked}
                      onCheckedChange={() => {
                        setTypes((current) => toggleItem(current, type.id));
                        setNotice(null);
                      }}
                    />
                    <NamedIcon name={type.icon} className="size-4.5 text-primary" />
                    <span className="text-sm font-medium text-foreground">
                      {t(`profile.contentTypes.${type.id}`)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <UpdateBar onUpdate={update} isUpdating={isSaving} isDisabled={isDone} notice={notice} />
        </CardContent>
      </Card>
    </SettingsShell>
  );
}

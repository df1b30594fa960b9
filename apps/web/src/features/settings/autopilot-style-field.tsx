import type { Style } from '@postcraft/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/use-auth';
import { useStyles } from '../library/styles.api';
import { SaveStatus } from './save-status';
import type { AutosaveStatus } from './use-autosave';
import { useSaveProfile } from './use-save-profile';

/** The select's value for the brand style (a style id is never empty). */
const BRAND_STYLE = '';

const selectClasses =
  'h-11 w-full min-w-0 rounded-xl border border-input bg-card px-3 text-sm text-foreground shadow-xs focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 sm:w-64 sm:shrink-0';

/**
 * The look of what the autopilot plans: the brand style, or one of the user's saved styles (the
 * Library's). A choice saves at once and shows straight away; a failed save puts it back.
 */
export function AutopilotStyleField() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const styles = useStyles();
  const saveProfile = useSaveProfile();
  const [chosen, setChosen] = useState<string | null>(user?.autopilotSettings.styleId ?? null);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);

  function choose(styleId: string | null) {
    const previous = chosen;
    setChosen(styleId);
    setStatus('saving');
    saveProfile.mutate(
      { fields: { autopilotSettings: { styleId } } },
      {
        onSuccess: () => setStatus('saved'),
        onError: (failure) => {
          // A later choice already replaced this one: that one's outcome counts.
          setChosen((current) => (current === styleId ? previous : current));
          setError(failure);
          setStatus('error');
        },
      },
    );
  }

  const saved: Style[] = styles.data ?? [];
  // A choice the list does not hold (yet): while it loads or when it failed, the choice stays
  // as it is; once loaded, a style deleted elsewhere is the brand style, as the server made it.
  const isUnlisted = chosen !== null && !saved.some((style) => style._id === chosen);
  const value = isUnlisted && styles.isSuccess ? BRAND_STYLE : (chosen ?? BRAND_STYLE);

  return (
    <div className="flex flex-col gap-3 border-t border-border py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-style`} className="text-sm font-semibold text-foreground">
          {t('settings.autopilot.style.label')}
        </label>
        <p id={`${id}-style-hint`} className="text-sm text-muted-foreground">
          {styles.isError
            ? t('settings.autopilot.style.loadFailed')
            : t('settings.autopilot.style.hint')}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        <SaveStatus status={status} error={error} className="order-last sm:order-first" />
        <select
          id={`${id}-style`}
          aria-describedby={`${id}-style-hint`}
          className={selectClasses}
          value={value}
          onChange={(event) =>
            choose(event.target.value === BRAND_STYLE ? null : event.target.value)
          }
        >
          <option value={BRAND_STYLE}>{t('settings.autopilot.style.brand')}</option>
          {saved.map((style) => (
            <option key={style._id} value={style._id}>
              {style.name}
            </option>
          ))}
          {isUnlisted && !styles.isSuccess ? (
            <option value={chosen}>
              {styles.isPending
                ? t('settings.autopilot.style.loading')
                : t('settings.autopilot.style.unlisted')}
            </option>
          ) : null}
        </select>
      </div>
    </div>
  );
}

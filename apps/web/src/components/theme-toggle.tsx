import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, readAppliedTheme, subscribeToTheme, type Theme } from '../lib/theme';
import { Button } from './ui/button';

/**
 * The landing page is rendered ahead in light mode: its first render in the browser (hydration)
 * starts from light too, then shows the applied theme.
 */
const LIGHT_BEFORE_HYDRATION = (): Theme => 'light';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSyncExternalStore(subscribeToTheme, readAppliedTheme, LIGHT_BEFORE_HYDRATION);
  const isDark = theme === 'dark';
  const label = isDark ? t('theme.switchToLight') : t('theme.switchToDark');

  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => applyTheme(isDark ? 'light' : 'dark')}
      aria-label={label}
      title={label}
    >
      {isDark ? (
        <Sun className="size-4.5" aria-hidden="true" />
      ) : (
        <Moon className="size-4.5" aria-hidden="true" />
      )}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, resolveLanguage } from '../i18n/languages';
import { cn } from '../lib/cn';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.resolvedLanguage);

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn(
        'inline-flex items-center rounded-lg border border-border bg-card p-0.5',
        className,
      )}
    >
      {SUPPORTED_LANGUAGES.map((language) => {
        const isActive = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={isActive}
            title={t(`language.names.${language}`)}
            onClick={() => void i18n.changeLanguage(language)}
            className={cn(
              'h-7 cursor-pointer rounded-md px-2 text-xs font-semibold tracking-wide transition-colors',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              isActive
                ? 'bg-primary-soft text-primary'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`language.codes.${language}`)}
          </button>
        );
      })}
    </div>
  );
}

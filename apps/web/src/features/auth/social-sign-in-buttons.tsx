import { useTranslation } from 'react-i18next';
import { AppleIcon, FacebookIcon, GoogleIcon } from '../../components/brand/social-brand-icons';
import { Button } from '../../components/ui/button';

const PROVIDERS = [
  { key: 'facebook', icon: FacebookIcon },
  { key: 'google', icon: GoogleIcon },
  { key: 'apple', icon: AppleIcon },
] as const;

/** Social sign-in is not offered yet: the buttons are shown, disabled, with the reason. */
export function SocialSignInButtons() {
  const { t } = useTranslation();

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('auth.social.divider')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-3 gap-2.5">
        {PROVIDERS.map(({ key, icon: Icon }) => (
          <Button
            key={key}
            variant="outline"
            disabled
            aria-label={t('auth.social.unavailable', { provider: t(`auth.social.${key}`) })}
            title={t('auth.social.unavailable', { provider: t(`auth.social.${key}`) })}
          >
            <Icon className="size-4.5" />
            <span className="text-xs">{t(`auth.social.${key}`)}</span>
          </Button>
        ))}
      </div>
    </div>
  );
}

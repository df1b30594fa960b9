import {
  CANONICAL_PLATFORM_IDS,
  SANDBOX_PLATFORM_ID,
  type ConnectablePlatformId,
  type ContentGoal,
} from '@postcraft/contracts';
import { Lightbulb, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PlatformBadge } from '../../components/platform-badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../auth/use-auth';
import { getPlatformName } from '../connections/platform-names';
import { buildSuggestions } from './brand-suggestions';
import { DateStrip } from './date-strip';
import { updateDraft } from './draft-store';
import { useConnectedPlatforms } from './use-connected-platforms';

/** Spec 001 §2 screens 1–2: ideas from the brand profile, the platforms, and the next days. */
export function CreatePromptPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const connected = useConnectedPlatforms();
  const suggestions = useMemo(
    () =>
      user
        ? buildSuggestions(user, {
            niche: (id) => t(`profile.niches.${id}.title` as 'profile.niches.personal.title'),
            goal: (goal: ContentGoal) => t(`profile.goals.${goal}`),
            contentType: (id) => t(`profile.contentTypes.${id}` as 'profile.contentTypes.static'),
          })
        : [],
    [user, t],
  );

  // An idea becomes the prompt of the text input; the usual steps choose where and what.
  const startFromIdea = (idea: string) => {
    updateDraft({ prompt: idea });
    void navigate('/where-post');
  };

  // The ten platforms, and the Sandbox once the user has connected it (a test account).
  const shownPlatforms: ConnectablePlatformId[] = connected.includes(SANDBOX_PLATFORM_ID)
    ? [...CANONICAL_PLATFORM_IDS, SANDBOX_PLATFORM_ID]
    : [...CANONICAL_PLATFORM_IDS];

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 py-6 lg:grid-cols-[18rem_1fr_auto]">
      <Card className="p-5">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-foreground">
          <Lightbulb className="size-4 text-primary" aria-hidden="true" />
          {t('studio.home.ideasTitle')}
        </h2>
        <p className="mt-1 text-xs text-muted-foreground">{t('studio.home.ideasHint')}</p>
        <ul className="mt-4 flex flex-col gap-2">
          {suggestions.map((idea) => {
            const text = t(idea.key, { ...idea.values, defaultValue: '' });
            return (
              <li key={`${idea.key}-${Object.values(idea.values).join('-')}`}>
                <button
                  type="button"
                  onClick={() => startFromIdea(text)}
                  className="w-full cursor-pointer rounded-xl bg-muted px-3 py-2 text-left text-sm text-foreground transition-colors hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
                >
                  {text}
                </button>
              </li>
            );
          })}
        </ul>
      </Card>

      <Card className="flex flex-col items-center justify-center gap-8 px-6 py-10">
        <div className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">
            {t('studio.home.title')}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('studio.home.description')}</p>
        </div>
        <ul
          className="flex max-w-md flex-wrap justify-center gap-4"
          aria-label={t('studio.home.platforms')}
        >
          {shownPlatforms.map((platform) => {
            const isConnected = connected.includes(platform);
            return (
              <li key={platform} className="flex flex-col items-center gap-1">
                <PlatformBadge
                  platform={platform}
                  className={cn(
                    'size-12 text-base',
                    !isConnected &&
                      'bg-muted text-muted-foreground dark:bg-muted dark:text-muted-foreground',
                  )}
                />
                <span className="text-[11px] text-muted-foreground">
                  {getPlatformName(platform)}
                  <span className="sr-only">
                    {isConnected ? t('studio.home.connected') : t('studio.home.notConnected')}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
        <Button asChild size="lg">
          <Link to="/where-post" onClick={() => updateDraft({ prompt: '' })}>
            <Plus className="size-5" aria-hidden="true" />
            {t('studio.home.create')}
          </Link>
        </Button>
      </Card>

      <DateStrip />
    </div>
  );
}

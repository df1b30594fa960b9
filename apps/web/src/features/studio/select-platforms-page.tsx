import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { updateDraft, useDraft } from './draft-store';
import { PlatformToggle } from './platform-toggle';
import { StudioFrame } from './studio-frame';
import { useConnectedPlatforms } from './use-connected-platforms';
import { useNextStep } from './use-next-step';

/** Spec 001 §2 screen 6: connected platforms only; Next with at least one. */
export function SelectPlatformsPage() {
  const { t } = useTranslation();
  const connected = useConnectedPlatforms();
  const draft = useDraft();
  const goNext = useNextStep();
  const selected = draft.selectedPlatforms.filter((platform) => connected.includes(platform));

  return (
    <StudioFrame
      title={t('studio.select.title')}
      description={t('studio.select.description')}
      backTo="/where-post"
    >
      {connected.length === 0 ? (
        <EmptyState
          icon={Plug}
          title={t('studio.select.emptyTitle')}
          body={t('studio.select.emptyBody')}
        >
          <Button asChild variant="outline">
            <Link to="/profile">{t('studio.select.connect')}</Link>
          </Button>
        </EmptyState>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2" aria-label={t('studio.select.title')}>
          {connected.map((platform) => (
            <PlatformToggle
              key={platform}
              platform={platform}
              isSelected={selected.includes(platform)}
              onToggle={() =>
                updateDraft({
                  selectedPlatforms: selected.includes(platform)
                    ? selected.filter((id) => id !== platform)
                    : [...selected, platform],
                })
              }
            />
          ))}
        </div>
      )}
      {selected.length > 0 ? (
        <div className="mt-6 flex justify-end">
          {/* A dashboard idea is generated, never uploaded: no need to ask. */}
          <Button onClick={() => goNext(draft.prompt ? '/select-type' : '/choose-source')}>
            {t('studio.next')}
          </Button>
        </div>
      ) : null}
    </StudioFrame>
  );
}

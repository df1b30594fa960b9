import { LayoutGrid, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChoiceCard } from '../../components/choice-card';
import { updateDraft } from './draft-store';
import { StudioFrame } from './studio-frame';
import { useConnectedPlatforms } from './use-connected-platforms';

/** Spec 001 §2 screen 5: all connected accounts, or a custom choice. */
export function WherePostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connected = useConnectedPlatforms();

  return (
    <StudioFrame title={t('studio.wherePost.title')} backTo="/create-prompt">
      <div role="radiogroup" className="grid gap-4 sm:grid-cols-2">
        <ChoiceCard
          kind="radio"
          isSelected={false}
          icon={LayoutGrid}
          title={t('studio.wherePost.all')}
          description={t('studio.wherePost.allDescription', { count: connected.length })}
          disabled={connected.length === 0}
          onSelect={() => {
            updateDraft({ selectedPlatforms: connected });
            void navigate('/select-type');
          }}
        />
        <ChoiceCard
          kind="radio"
          isSelected={false}
          icon={ListChecks}
          title={t('studio.wherePost.custom')}
          description={t('studio.wherePost.customDescription')}
          onSelect={() => void navigate('/select')}
        />
      </div>
    </StudioFrame>
  );
}

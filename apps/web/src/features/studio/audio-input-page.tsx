import { Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { StudioFrame } from './studio-frame';

/** Spec 001 §2 screen 12: the audio intro, 'Click to start' to /record. */
export function AudioInputPage() {
  const { t } = useTranslation();
  return (
    <StudioFrame
      title={t('studio.audio.title')}
      description={t('studio.audio.description')}
      backTo="/generation-opt"
    >
      <div className="flex flex-col items-center gap-4 py-6">
        <span className="grid size-20 place-items-center rounded-full bg-primary-soft text-primary">
          <Mic className="size-9" aria-hidden="true" />
        </span>
        <Button asChild size="lg">
          <Link to="/record">{t('studio.audio.start')}</Link>
        </Button>
      </div>
    </StudioFrame>
  );
}

import { VOICE_TONES, type VoiceToneLabel } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../components/choice-card';
import { getNamedIcon } from '../../components/named-icon';

export interface VoiceToneGridProps {
  value: VoiceToneLabel | null;
  onChange: (label: VoiceToneLabel) => void;
  disabled?: boolean;
}

/** The six voice tones; one can be chosen. */
export function VoiceToneGrid({ value, onChange, disabled = false }: VoiceToneGridProps) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('profile.toneGroupLabel')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {VOICE_TONES.map((tone) => (
        <ChoiceCard
          key={tone.label}
          kind="radio"
          layout="compact"
          isSelected={value === tone.label}
          onSelect={() => onChange(tone.label)}
          icon={getNamedIcon(tone.icon)}
          title={t(`profile.tones.${tone.label}`)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

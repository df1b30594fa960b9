import { NICHES, type NicheId } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../components/choice-card';
import { getNamedIcon } from '../../components/named-icon';

export interface NicheGridProps {
  value: NicheId | null;
  onChange: (id: NicheId) => void;
  disabled?: boolean;
}

/** The 15 niche cards (title, description, icon); one can be chosen. */
export function NicheGrid({ value, onChange, disabled = false }: NicheGridProps) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('profile.nicheGroupLabel')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {NICHES.map((niche) => (
        <ChoiceCard
          key={niche.id}
          kind="radio"
          isSelected={value === niche.id}
          onSelect={() => onChange(niche.id)}
          icon={getNamedIcon(niche.icon)}
          title={t(`profile.niches.${niche.id}.title`)}
          description={t(`profile.niches.${niche.id}.description`)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

import { CONTENT_TYPES, type ContentTypeId } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../components/choice-card';
import { getNamedIcon } from '../../components/named-icon';
import { toggleItem } from './brand-catalog';

export interface ContentTypeGridProps {
  value: readonly ContentTypeId[];
  onChange: (ids: ContentTypeId[]) => void;
  disabled?: boolean;
}

/** The six content types; any number can be chosen. */
export function ContentTypeGrid({ value, onChange, disabled = false }: ContentTypeGridProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('profile.contentTypeGroupLabel')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {CONTENT_TYPES.map((type) => (
        <ChoiceCard
          key={type.id}
          kind="checkbox"
          layout="compact"
          isSelected={value.includes(type.id)}
          onSelect={() => onChange(toggleItem(value, type.id))}
          icon={getNamedIcon(type.icon)}
          title={t(`profile.contentTypes.${type.id}`)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

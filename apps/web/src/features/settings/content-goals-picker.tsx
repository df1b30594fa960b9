import { CONTENT_GOALS, type ContentGoal } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../components/choice-card';
import { getNamedIcon } from '../../components/named-icon';
import { CONTENT_GOAL_ICONS, sortContentGoals, toggleItem } from './brand-catalog';

export interface ContentGoalsPickerProps {
  value: readonly ContentGoal[];
  onChange: (goals: ContentGoal[]) => void;
  disabled?: boolean;
  /** Accessible name of the group, e.g. the heading it sits under. */
  label: string;
}

/** The six content goals; any number can be chosen. */
export function ContentGoalsPicker({
  value,
  onChange,
  disabled = false,
  label,
}: ContentGoalsPickerProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-3">
      {CONTENT_GOALS.map((goal) => (
        <ChoiceCard
          key={goal}
          kind="checkbox"
          layout="compact"
          isSelected={value.includes(goal)}
          onSelect={() => onChange(sortContentGoals(toggleItem(value, goal)))}
          icon={getNamedIcon(CONTENT_GOAL_ICONS[goal])}
          title={t(`profile.goals.${goal}`)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

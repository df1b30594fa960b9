import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { LIST_TABS, type ListTab } from './post-list-filters';

export const listTabId = (tab: ListTab) => `post-list-tab-${tab}`;

const KEY_STEPS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % LIST_TABS.length,
  ArrowLeft: (index) => (index - 1 + LIST_TABS.length) % LIST_TABS.length,
  Home: () => 0,
  End: () => LIST_TABS.length - 1,
};

/** The list's status tabs (the status filter): arrows, Home and End move between them. */
export function PostListTabs({
  value,
  panelId,
  onChange,
}: {
  value: ListTab;
  panelId: string;
  onChange: (tab: ListTab) => void;
}) {
  const { t } = useTranslation();
  const tabs = useRef(new Map<ListTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = LIST_TABS[step(LIST_TABS.indexOf(value))]!;
    onChange(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('calendar.list.tabsLabel')}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-border"
    >
      {LIST_TABS.map((tab) => {
        const isSelected = tab === value;
        return (
          <button
            key={tab}
            ref={(node) => {
              if (node) tabs.current.set(tab, node);
              else tabs.current.delete(tab);
            }}
            id={listTabId(tab)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              'rounded-t-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              isSelected
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`calendar.list.tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}

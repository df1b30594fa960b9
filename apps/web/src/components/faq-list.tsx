import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions that open to show their answer (native disclosure widgets: keyboard and screen
 * reader support come with the browser).
 */
export function FaqList({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {items.map(({ id, question, answer }) => (
        <details
          key={id}
          id={id}
          className="group rounded-2xl border border-border bg-card px-6 shadow-xs transition-shadow open:shadow-md open:shadow-primary/5"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl py-5 font-medium text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
            {question}
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground transition-colors group-open:bg-primary-soft group-open:text-primary">
              <ChevronDown
                className="size-4 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </span>
          </summary>
          <p className="pb-5 text-sm leading-relaxed text-muted-foreground">{answer}</p>
        </details>
      ))}
    </div>
  );
}

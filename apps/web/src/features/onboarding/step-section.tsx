import type { ReactNode } from 'react';

/** A titled block inside an onboarding step (goals, keywords, colours...). */
export function StepSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm shadow-black/[0.03]"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

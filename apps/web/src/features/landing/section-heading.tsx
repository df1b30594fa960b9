export function SectionHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mx-auto mb-12 flex max-w-2xl flex-col gap-3 text-center">
      <h2 className="text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">
        {title}
      </h2>
      <p className="text-base text-muted-foreground">{subtitle}</p>
    </div>
  );
}

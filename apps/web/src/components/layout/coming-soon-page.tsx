import { ConstructionIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ComingSoonPageProps = { title: string; description?: ReactNode };

/** A screen whose feature ships in a later issue: its real title and an honest note, nothing that pretends to work. */
export function ComingSoonPage({ title, description = 'Coming soon.' }: ComingSoonPageProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <title>{`${title} · Rally`}</title>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <div className="mt-6 flex items-center gap-3 rounded-xl border border-dashed bg-card px-5 py-6 text-muted-foreground">
        <ConstructionIcon className="size-5 shrink-0 text-primary" aria-hidden />
        <p>{description}</p>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/layout/logo.tsx';
import { paths } from '../../../config/paths.ts';

/** The signed-out frame around every account screen: the logo home and one centred card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-background">
      <title>{`${title} · Rally`}</title>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/15 to-transparent"
      />
      <header className="relative mx-auto flex w-full max-w-5xl items-center px-4 py-5">
        <Link
          to={paths.home.getHref()}
          className="rounded-md outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
          aria-label="Rally home"
        >
          <Logo />
        </Link>
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pb-12 sm:pt-6">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}

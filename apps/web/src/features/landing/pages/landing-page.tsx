import { Link } from 'react-router';
import { Logo } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useForcedTheme } from '../../../lib/theme.ts';
import { FirstMinuteSteps } from '../components/first-minute-steps.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { SportsShowcase } from '../components/sports-showcase.tsx';

/**
 * The signed-out home. Always light, whatever theme the visitor saved, as the brand's front door
 * (the spec); its parts use the theme's tokens all the same, so they read in the dark theme too.
 * The lightest page of the app: markup, two shared components and no map library.
 */
export function LandingPage() {
  useForcedTheme('light');
  return (
    <div className="min-h-dvh bg-background">
      <title>Rally · Find Sports Games Near You</title>
      <header className="mx-auto flex max-w-6xl items-center px-4 py-4 sm:px-6 sm:py-5">
        <Logo />
      </header>

      <main>
        <LandingHero />
        <SportsShowcase />
        <FirstMinuteSteps />

        <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
          <div className="rounded-3xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12">
            <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Ready to play?</h2>
            <p className="mx-auto mt-3 max-w-xl text-slate-300">
              Your next game is closer than you think. Create a free account and get on the court.
            </p>
            <Button asChild size="lg" className="mt-7">
              <Link to={paths.auth.getHref({ mode: 'signup' })}>Get Started Now</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t py-8 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} Rally. Play local.
      </footer>
    </div>
  );
}

import { type LucideIcon, MapPinIcon, TrophyIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useForcedTheme } from '../../../lib/theme.ts';

type Step = { title: string; text: string; icon: LucideIcon };

const steps: Step[] = [
  {
    title: 'Create Profile',
    text: 'Add your sports and skill level so players know your game.',
    icon: UserPlusIcon,
  },
  { title: 'Find Games', text: 'Discover games and venues near your location.', icon: MapPinIcon },
  {
    title: 'Join or Create',
    text: 'Join a game that fits, or create one and invite others.',
    icon: UsersIcon,
  },
  {
    title: 'Play & Connect',
    text: 'Show up, play, and make friends who love the same sports.',
    icon: TrophyIcon,
  },
];

const signUpHref = paths.auth.getHref({ mode: 'signup' });

/** The signed-out home. Always light, whatever theme the visitor saved, as the brand's front door. */
export function LandingPage() {
  useForcedTheme('light');
  return (
    <div className="min-h-dvh bg-background">
      <title>Rally · Find Sports Games Near You</title>
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="outline">
            <Link to={paths.auth.getHref({ mode: 'signin' })}>Sign In</Link>
          </Button>
        </nav>
      </header>

      <main>
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,_rgba(234,88,12,0.18),_transparent_60%)]"
          />
          <div className="mx-auto max-w-4xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20">
            <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
              Pickup games for adults, near you
            </p>
            <h1 className="mt-6 text-4xl font-black tracking-tight text-balance sm:text-6xl">
              Find Sports Games Near You
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-balance">
              Connect with local players, organize games, and discover new venues
            </p>
            <div className="mt-9 flex justify-center">
              <Button asChild size="lg" className="h-13 px-8 text-base">
                <Link to={signUpHref}>Get Started</Link>
              </Button>
            </div>
            <p className="mt-5 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
              <Link
                className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
                to={paths.auth.getHref({ mode: 'forgot-password' })}
              >
                Forgot Password?
              </Link>
              <Link
                className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
                to={paths.auth.getHref({ mode: 'forgot-username' })}
              >
                Forgot Username?
              </Link>
            </p>
          </div>
        </section>

        <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <h2 id="how-it-works" className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
            How it works
          </h2>
          <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border bg-card p-6 shadow-sm">
                <span className="absolute top-5 right-5 text-sm font-black text-muted-foreground" aria-hidden>
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <step.icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
          <div className="rounded-3xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12">
            <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Ready to play?</h2>
            <p className="mx-auto mt-3 max-w-xl text-slate-300">
              Your next game is closer than you think. Create a free account and get on the court.
            </p>
            <Button asChild size="lg" className="mt-7">
              <Link to={signUpHref}>Get Started Now</Link>
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

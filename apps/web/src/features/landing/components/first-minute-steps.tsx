import { type LucideIcon, MapPinIcon, TrophyIcon, UserPlusIcon, UsersIcon } from 'lucide-react';

type Step = { title: string; text: string; icon: LucideIcon };

/** The spec's four steps, in its order, each with what the player does in it. */
const STEPS: Step[] = [
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

/** What a player gets in their first minute: the four steps from sign-up to the game. */
export function FirstMinuteSteps() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="how-it-works" className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
        How it works
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-center text-muted-foreground">
        A minute to set up, then you are one tap from your next game.
      </p>
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
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
  );
}

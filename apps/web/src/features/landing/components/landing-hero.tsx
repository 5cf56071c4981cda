import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ProductPreview } from './product-preview.tsx';
import { SignInLine } from './sign-in-line.tsx';

/**
 * The first screen: the spec's headline and line, Get Started alone as the call to action (kept
 * above the fold on a phone and a laptop), the sign-in line under it, and the product beside it.
 */
export function LandingHero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,_rgba(234,88,12,0.16),_transparent_60%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-6 pb-12 sm:px-6 sm:pt-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pt-14">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
            Pickup games for adults, near you
          </p>
          <h1 className="mt-4 text-4xl font-black tracking-tight text-balance sm:mt-6 sm:text-6xl">
            Find Sports Games Near You
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground text-balance sm:mt-5 lg:mx-0">
            Connect with local players, organize games, and discover new venues
          </p>
          <div className="mt-7 flex justify-center sm:mt-9 lg:justify-start">
            <Button asChild size="lg" className="h-13 px-10 text-base">
              <Link to={paths.auth.getHref({ mode: 'signup' })}>Get Started</Link>
            </Button>
          </div>
          <div className="mt-6 flex justify-center lg:justify-start">
            <SignInLine />
          </div>
        </div>
        <ProductPreview />
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { Logo } from '../../components/layout/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <title>Page not found · Rally</title>
      <Logo />
      <p className="text-7xl font-black tracking-tight text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-extrabold">Oops! Page not found.</h1>
      <Button asChild size="lg">
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </Button>
    </main>
  );
}

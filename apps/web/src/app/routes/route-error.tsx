import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { NotFoundPage } from './not-found.tsx';

/** The router's last resort when a screen throws while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Error · Rally</title>
      <h1 className="text-2xl font-extrabold">Unexpected Application Error!</h1>
      {detail ? <p className="max-w-md text-sm text-muted-foreground">{detail}</p> : null}
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()} reloadDocument>
            Return to Home
          </Link>
        </Button>
      </div>
    </main>
  );
}

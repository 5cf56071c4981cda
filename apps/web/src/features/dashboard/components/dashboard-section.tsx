import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

const linkLook =
  'rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60';

/**
 * One dashboard card. Its title leads to the section's full screen when `titleHref` is given (spec:
 * Friends Activity and Popular Locations); `more` is a separate link beside it (Upcoming's View all).
 */
export function DashboardSection({
  title,
  titleHref,
  more,
  children,
}: {
  title: string;
  titleHref?: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          {titleHref ? (
            <Link to={titleHref} className={linkLook}>
              {title}
            </Link>
          ) : (
            title
          )}
        </CardTitle>
        {more ? (
          <Link to={more.to} className={`${linkLook} text-sm font-semibold text-primary`}>
            {more.label}
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

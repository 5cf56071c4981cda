import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

const linkClass =
  'rounded-sm font-semibold text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none';

/**
 * For players who already have an account: Sign In, and beside it the two ways back into one, so
 * the account-recovery links sit where they are needed and Get Started stands alone.
 */
export function SignInLine() {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1.5 text-sm text-muted-foreground lg:justify-start">
      {/* Two groups that each stay whole, so a narrow screen breaks the line between them. */}
      <span className="inline-flex items-center gap-2">
        <span>Already playing?</span>
        <Link className={linkClass} to={paths.auth.getHref({ mode: 'signin' })}>
          Sign In
        </Link>
      </span>
      <span aria-hidden className="hidden sm:inline">
        ·
      </span>
      <span className="inline-flex items-center gap-2">
        <Link className={linkClass} to={paths.auth.getHref({ mode: 'forgot-password' })}>
          Forgot Password?
        </Link>
        <span aria-hidden>·</span>
        <Link className={linkClass} to={paths.auth.getHref({ mode: 'forgot-username' })}>
          Forgot Username?
        </Link>
      </span>
    </p>
  );
}

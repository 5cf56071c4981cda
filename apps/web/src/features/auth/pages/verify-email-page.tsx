import { authMessages, verificationFailedMessage } from '@rally/shared/auth/auth.messages';
import { VERIFY_REDIRECT_DELAY_MS } from '@rally/shared/limits';
import { CheckCircle2Icon, Loader2Icon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-error.ts';
import { useVerifyEmail, type VerifyEmailResult } from '../api/verify-email.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AuthStep } from '../components/auth-step.tsx';
import { VerifyEmailStep } from '../components/verify-email-step.tsx';
import { postAuthPath } from '../lib/post-auth-path.ts';

type Status =
  | { name: 'loading' }
  | { name: 'success'; destination: string; signedIn: boolean }
  | { name: 'error'; message: string; retry: boolean }
  | { name: 'manual' };

const INVALID_LINK_MESSAGE =
  'This verification link is invalid or incomplete. Enter your code manually or sign in again.';
const codeErrors = new Set(['code_expired', 'code_invalid', 'code_attempts', 'validation_error']);

function failureMessage(error: unknown): { message: string; retry: boolean } {
  if (error instanceof ApiError && error.code === 'network_error')
    return { message: NETWORK_ERROR_MESSAGE, retry: true };
  if (error instanceof ApiError && (codeErrors.has(error.code) || error.code === 'rate_limited')) {
    return { message: error.message, retry: false };
  }
  return {
    message: verificationFailedMessage(error instanceof ApiError ? error.message : 'unknown error'),
    retry: true,
  };
}

function destinationFor(result: VerifyEmailResult, email: string): string {
  return result.session
    ? postAuthPath(result.session)
    : paths.auth.getHref({ mode: 'signin', username: email });
}

/** /verify-email?token=…&type=signup&email=…: verifies from the emailed link, or by a code typed in. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const validLink = Boolean(token && email && params.get('type') === 'signup');
  const [status, setStatus] = useState<Status>(() =>
    validLink ? { name: 'loading' } : { name: 'error', message: INVALID_LINK_MESSAGE, retry: false },
  );
  const verify = useVerifyEmail({ silent: true });
  const started = useRef(false);

  function succeed(result: VerifyEmailResult, address: string) {
    setStatus({
      name: 'success',
      destination: destinationFor(result, address),
      signedIn: Boolean(result.session),
    });
  }

  function verifyLink() {
    setStatus({ name: 'loading' });
    verify.mutate(
      { email, code: token },
      {
        onSuccess: (result) => {
          toast.success(authMessages.emailVerified);
          succeed(result, email);
        },
        onError: (error) => setStatus({ name: 'error', ...failureMessage(error) }),
      },
    );
  }

  // Runs once per visit; the ref keeps React's development double-mount from sending the code twice.
  useEffect(() => {
    if (!validLink || started.current) return;
    started.current = true;
    verifyLink();
  });

  const destination = status.name === 'success' ? status.destination : undefined;
  useEffect(() => {
    if (!destination) return;
    const timer = setTimeout(() => navigate(destination, { replace: true }), VERIFY_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate]);

  const signInLink = paths.auth.getHref({ mode: 'signin' });

  if (status.name === 'manual') {
    return (
      <AuthLayout title="Verify Email">
        <VerifyEmailStep
          email={email}
          backLabel="Back to Sign In"
          onBack={() => navigate(signInLink)}
          onVerified={succeed}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Verify Email">
      {status.name === 'loading' ? (
        <AuthStep title="Verifying your email">
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            Checking your verification link...
          </p>
        </AuthStep>
      ) : status.name === 'success' ? (
        <AuthStep title="Email verified">
          <div className="grid gap-5">
            <p role="status" className="flex items-center gap-2 font-medium">
              <CheckCircle2Icon className="size-5 text-success" aria-hidden />
              {authMessages.emailVerified}
            </p>
            <p className="text-sm text-muted-foreground">Taking you to Rally in a moment...</p>
            <Button asChild size="lg">
              <Link to={status.destination} replace>
                {status.signedIn ? 'Continue' : 'Go to Sign In'}
              </Link>
            </Button>
          </div>
        </AuthStep>
      ) : (
        <AuthStep title="Verification failed">
          <div className="grid gap-5">
            <p role="alert" className="flex items-start gap-2">
              <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
              {status.message}
            </p>
            <div className="grid gap-3">
              {status.retry && validLink ? (
                <Button size="lg" onClick={verifyLink}>
                  Try again
                </Button>
              ) : null}
              <Button
                size="lg"
                variant={status.retry && validLink ? 'outline' : 'default'}
                onClick={() => setStatus({ name: 'manual' })}
              >
                Enter code manually
              </Button>
              <Button asChild size="lg" variant="ghost">
                <Link to={signInLink}>Back to Sign In</Link>
              </Button>
            </div>
          </div>
        </AuthStep>
      )}
    </AuthLayout>
  );
}

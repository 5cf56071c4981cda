import { authMessages, usernameIsMessage } from '@rally/shared/auth/auth.messages';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type AuthMode, parseAuthMode, paths } from '../../../config/paths.ts';
import type { VerifyEmailResult } from '../api/verify-email.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { TextLink } from '../components/text-link.tsx';

// The other views load when asked for: the sign-in form, a visitor's usual first view, then starts
// without their code and validation schemas. A cold load of any view's address preloads them all with
// the page (router.tsx); from the prerendered sign-in form, the first switch fetches the view's code.
const SignUpFlow = lazy(() =>
  import('../components/sign-up-flow.tsx').then((module) => ({ default: module.SignUpFlow })),
);
const ForgotPasswordFlow = lazy(() =>
  import('../components/forgot-password-flow.tsx').then((module) => ({ default: module.ForgotPasswordFlow })),
);
const ForgotUsernameFlow = lazy(() =>
  import('../components/forgot-username-flow.tsx').then((module) => ({ default: module.ForgotUsernameFlow })),
);
const VerifyEmailStep = lazy(() =>
  import('../components/verify-email-step.tsx').then((module) => ({ default: module.VerifyEmailStep })),
);

/** Router state carried between views: where to go after sign-in, and a line to show on arrival. */
type AuthState = { from?: string; notice?: string } | null;

const pageTitles: Record<AuthMode, string> = {
  signin: 'Sign In',
  signup: 'Sign Up',
  'forgot-password': 'Forgot Password',
  'forgot-username': 'Forgot Username',
};

/** /auth: sign-in, sign-up and both reset flows, one view per `mode`. */
export function AuthPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthState;
  const mode = parseAuthMode(params.get('mode'));
  const username = params.get('username') ?? '';
  // Set when sign-in finds an unverified email: the code step replaces the sign-in form.
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);

  const linkState = (notice?: string): AuthState => ({ from: state?.from, notice });
  const modeLink = (next: AuthMode, label: string, className?: string) => (
    <TextLink to={paths.auth.getHref({ mode: next })} state={linkState()} className={className}>
      {label}
    </TextLink>
  );
  function goTo(next: AuthMode, options: { username?: string; notice?: string } = {}) {
    setVerifyEmail(null);
    navigate(paths.auth.getHref({ mode: next, username: options.username }), {
      state: linkState(options.notice),
    });
  }
  function handleVerified(result: VerifyEmailResult, email: string) {
    // With a session the signed-out guard sends the user on (to /profile/edit for a new account).
    if (result.session) return;
    goTo('signin', { username: email, notice: 'Your email is verified. Please sign in.' });
  }

  const backToSignIn = <>Remembered it? {modeLink('signin', 'Back to Sign In')}</>;

  function renderView() {
    switch (mode) {
      case 'signup':
        return (
          <SignUpFlow
            footer={<>Already have an account? {modeLink('signin', 'Sign In')}</>}
            onEmailTaken={(email) =>
              goTo('signin', { username: email, notice: authMessages.emailRegistered })
            }
            onVerified={handleVerified}
          />
        );
      case 'forgot-password':
        return <ForgotPasswordFlow footer={backToSignIn} onComplete={() => goTo('signin')} />;
      case 'forgot-username':
        return (
          <ForgotUsernameFlow
            footer={backToSignIn}
            onComplete={(name) => goTo('signin', { username: name, notice: usernameIsMessage(name) })}
          />
        );
      default:
        if (verifyEmail !== null) {
          return (
            <VerifyEmailStep
              email={verifyEmail}
              onBack={() => setVerifyEmail(null)}
              onVerified={handleVerified}
            />
          );
        }
        return (
          <SignInForm
            key={`${username}|${state?.notice ?? ''}`}
            defaultIdentifier={username}
            notice={state?.notice}
            forgotPasswordLink={modeLink('forgot-password', 'Forgot Password?', 'text-sm font-medium')}
            onVerifyEmail={setVerifyEmail}
            footer={
              <div className="grid gap-2">
                <p>New to Rally? {modeLink('signup', 'Create an account')}</p>
                <p>{modeLink('forgot-username', 'Forgot Username?')}</p>
              </div>
            }
          />
        );
    }
  }

  return (
    <AuthLayout title={verifyEmail !== null && mode === 'signin' ? 'Verify Email' : pageTitles[mode]}>
      {/* A new key per mode resets each flow to its first step when the user switches views. */}
      <div key={mode}>
        <Suspense fallback={<p className="py-8 text-center text-sm text-muted-foreground">Loading...</p>}>
          {renderView()}
        </Suspense>
      </div>
    </AuthLayout>
  );
}

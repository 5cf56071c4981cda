import { usernameIsMessage } from '@rally/shared/auth/auth.messages';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotUsernameFlow } from '../components/forgot-username-flow.tsx';
import { TextLink } from '../components/text-link.tsx';

/** /forgot-username: the reminder flow on its own page, ending at sign-in with the username filled in. */
export function ForgotUsernamePage() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Forgot Username">
      <ForgotUsernameFlow
        footer={<TextLink to={paths.home.getHref()}>Back to Home</TextLink>}
        onComplete={(username) =>
          navigate(paths.auth.getHref({ mode: 'signin', username }), {
            state: { notice: usernameIsMessage(username) },
          })
        }
      />
    </AuthLayout>
  );
}

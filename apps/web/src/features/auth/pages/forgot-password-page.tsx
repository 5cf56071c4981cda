import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotPasswordFlow } from '../components/forgot-password-flow.tsx';
import { TextLink } from '../components/text-link.tsx';

/** /forgot-password: the reset flow on its own page, ending at sign-in. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Forgot Password">
      <ForgotPasswordFlow
        footer={<TextLink to={paths.home.getHref()}>Back to Home</TextLink>}
        onComplete={() => navigate(paths.auth.getHref({ mode: 'signin' }))}
      />
    </AuthLayout>
  );
}

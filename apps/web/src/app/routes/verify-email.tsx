export { VerifyEmailPage as Component } from '../../features/auth/pages/verify-email-page.tsx';

export { ForgotUsernamePage as Component } from '../../features/auth/pages/forgot-username-page.tsx';

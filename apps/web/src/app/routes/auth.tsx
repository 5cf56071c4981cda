export { AuthPage as Component } from '../../features/auth/pages/auth-page.tsx';

import { endpoint } from '../endpoint.ts';

const schemas = () => import('./auth.schemas.ts');

export const authEndpoints = {
  getSession: endpoint('GET', '/api/auth/session', () =>
    schemas().then((s) => ({ response: s.currentSessionSchema })),
  ),
  signUp: endpoint(
    'POST',
    '/api/auth/sign-up',
    () => schemas().then((s) => ({ body: s.signUpInput, response: s.messageSchema })),
    { status: 201 },
  ),
  signIn: endpoint('POST', '/api/auth/sign-in', () =>
    schemas().then((s) => ({ body: s.signInInput, response: s.signedInResponseSchema })),
  ),
  signOut: endpoint('POST', '/api/auth/sign-out', () =>
    schemas().then((s) => ({ response: s.messageSchema })),
  ),
  verifyEmail: endpoint('POST', '/api/auth/verify-email', () =>
    schemas().then((s) => ({ body: s.verifyCodeInput, response: s.signedInResponseSchema })),
  ),
  resendVerification: endpoint('POST', '/api/auth/resend-verification', () =>
    schemas().then((s) => ({ body: s.emailInput, response: s.messageSchema })),
  ),
  forgotPassword: endpoint('POST', '/api/auth/forgot-password', () =>
    schemas().then((s) => ({ body: s.emailInput, response: s.messageSchema })),
  ),
  checkPasswordResetCode: endpoint('POST', '/api/auth/forgot-password/verify', () =>
    schemas().then((s) => ({ body: s.verifyCodeInput, response: s.messageSchema })),
  ),
  resetPassword: endpoint('POST', '/api/auth/reset-password', () =>
    schemas().then((s) => ({ body: s.resetPasswordInput, response: s.messageSchema })),
  ),
  forgotUsername: endpoint('POST', '/api/auth/forgot-username', () =>
    schemas().then((s) => ({ body: s.emailInput, response: s.messageSchema })),
  ),
  revealUsername: endpoint('POST', '/api/auth/forgot-username/verify', () =>
    schemas().then((s) => ({ body: s.verifyCodeInput, response: s.usernameReminderSchema })),
  ),
};

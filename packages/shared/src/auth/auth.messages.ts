import { RATE_LIMITED_MESSAGE } from '../rate-limited.ts';

/** The account texts of the spec's error catalogue (document 1 §5 and §8), word for word. */
export const authMessages = {
  fillAllRequired: 'Please fill in all required fields',
  fillAllFields: 'Please fill in all fields',
  usernameTaken: 'Username is already taken. Please choose a different one.',
  emailRegistered: 'This email is already registered. Please sign in instead.',
  termsRequired: 'Please accept the Terms of Service to continue',
  ageRequired: 'You must be 18 or older to use Rally',
  invalidCredentials: 'Invalid username/email or password',
  emailNotVerified: 'Please check your email and verify your account before signing in.',
  codeSent: 'Verification code sent! Please check your email.',
  accountCreated: 'Account created successfully!',
  welcomeBack: 'Welcome back!',
  codeExpired: 'Verification code has expired. Please request a new one.',
  codeInvalid: 'Invalid verification code. Please check and try again.',
  codeTooManyAttempts: 'Too many wrong attempts. Please request a new code.',
  networkError: 'Network error occurred. Please try again.',
  emailVerified: 'Email verified successfully!',
  codeResent: 'New verification code sent! Please check your email.',
  resendFailed: 'Failed to resend verification code',
  emailRequired: 'Please enter your email address',
  emailRequiredFirst: 'Please enter your email address first',
  passwordsDoNotMatch: 'Passwords do not match',
  resetCodeSendFailed: 'Failed to send reset code',
  usernameReminderFailed: 'Failed to send username reminder',
  resetCodeVerifyFailed: 'Failed to verify reset code',
  resetCodeInvalid: 'Invalid or expired reset code',
  resetCodeProcessFailed: 'Failed to process reset code',
  userNotFound: 'User not found',
  resetCodeSent: 'Reset code sent! Check your email.',
  passwordReset: 'Password reset successfully! You can now sign in with your new password.',
  usernameReminderSent: 'Username reminder sent! Check your email.',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Failed to sign out',
  notAuthenticated: 'User not authenticated',
  tooManyRequests: RATE_LIMITED_MESSAGE,
  invalidEmail: 'Please enter a valid email address',
} as const;

export function usernameIsMessage(username: string): string {
  return `Your username is: ${username}`;
}

export function verificationFailedMessage(reason: string): string {
  return `Verification failed: ${reason}`;
}

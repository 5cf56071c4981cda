import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from '../limits.ts';

export const PASSWORD_LENGTH_MESSAGE = 'Password must be between 8-32 characters long';
export const PASSWORD_CLASSES_MESSAGE =
  'Password must include at least 2 of: case sensitive letter, number, or special character';
export const PASSWORD_REQUIREMENTS_MESSAGE = 'Password does not meet requirements';

export type PasswordCheck = {
  strong: boolean;
  /** The rules this password does not meet yet, in the spec's words. */
  unmet: string[];
};

/** How many of the three character classes (letter, digit, special) a password uses. */
export function countPasswordClasses(password: string): number {
  const hasLetter = /\p{L}/u.test(password);
  const hasDigit = /\p{Nd}/u.test(password);
  const hasSpecial = /[^\p{L}\p{Nd}\s]/u.test(password);
  return [hasLetter, hasDigit, hasSpecial].filter(Boolean).length;
}

export function checkPassword(password: string): PasswordCheck {
  const unmet: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) unmet.push(PASSWORD_LENGTH_MESSAGE);
  if (countPasswordClasses(password) < PASSWORD_MIN_CLASSES) unmet.push(PASSWORD_CLASSES_MESSAGE);
  return { strong: unmet.length === 0, unmet };
}

import { CODE_LENGTH } from '../limits.ts';

export const CODE_INCOMPLETE_MESSAGE = 'Please enter the complete 6-digit code';

const codePattern = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** Codes are exactly six ASCII digits. */
export function isCompleteCode(code: string): boolean {
  return codePattern.test(code);
}

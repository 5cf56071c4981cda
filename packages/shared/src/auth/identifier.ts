/** Sign-in accepts an email or a username: anything containing @ is an email (spec §5). */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

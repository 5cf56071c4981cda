import { PASSWORD_CLASSES_MESSAGE, PASSWORD_LENGTH_MESSAGE } from '@rally/shared/auth/password';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength.tsx';

afterEach(cleanup);

describe('PasswordStrength', () => {
  it('shows nothing before the user types', () => {
    const { container } = render(<PasswordStrength password="" />);
    expect(container.textContent).toBe('');
  });

  it('calls a short, single-class password Weak and lists both unmet rules', () => {
    render(<PasswordStrength password="abc" />);
    expect(screen.getByTestId('password-strength').textContent).toBe('Weak');
    expect(screen.getByText(PASSWORD_LENGTH_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PASSWORD_CLASSES_MESSAGE)).toBeTruthy();
  });

  it('lists only the rule still unmet', () => {
    render(<PasswordStrength password="abcdefgh" />);
    expect(screen.getByTestId('password-strength').textContent).toBe('Weak');
    expect(screen.queryByText(PASSWORD_LENGTH_MESSAGE)).toBeNull();
    expect(screen.getByText(PASSWORD_CLASSES_MESSAGE)).toBeTruthy();
  });

  it('calls a long password with letters and digits Strong, with no rules listed', () => {
    render(<PasswordStrength password="pickup2025" />);
    expect(screen.getByTestId('password-strength').textContent).toBe('Strong');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});

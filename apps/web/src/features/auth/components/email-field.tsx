import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

type EmailFieldProps = {
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
};

/** A controlled email field for steps that reach a code entry without knowing the address. */
export function EmailField({ value, error, disabled, onChange }: EmailFieldProps) {
  return (
    <FormField label="Email" error={error}>
      {(field) => (
        <Input
          {...field}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

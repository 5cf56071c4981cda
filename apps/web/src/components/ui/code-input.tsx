import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';

type CodeInputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'maxLength'> & {
  value: string;
  length: number;
  onValueChange: (value: string) => void;
};

/** One field for a numeric one-time code: phones offer the digit pad and the code from the SMS or mail. */
export function CodeInput({ value, length, onValueChange, className, ...props }: CodeInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${length}}`}
      maxLength={length}
      placeholder={'0'.repeat(length)}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      className={cn(
        'h-14 text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]',
        className,
      )}
      {...props}
    />
  );
}

import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class override an earlier one (`p-2` then `p-4`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables at its first call, a task of tens of milliseconds on a phone; the
 * app's start calls this in a task of its own, before the first module that calls `cn` as it loads.
 */
export function prepareClassMerge(): void {
  twMerge('');
}

import { afterEach, vi } from 'vitest';

// A test that logs an error has hidden a failure: make it fail instead.
const originalError = console.error;
let logged: unknown[][] = [];
console.error = (...args: unknown[]) => {
  logged.push(args);
  originalError(...args);
};

afterEach(() => {
  vi.useRealTimers();
  const errors = logged;
  logged = [];
  if (errors.length > 0)
    throw new Error(`console.error was called during the test: ${String(errors[0]?.[0])}`);
});

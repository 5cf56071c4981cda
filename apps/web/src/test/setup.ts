import { afterEach } from 'vitest';

// A test that logs an error (a React warning, a failed query, an act() complaint) has hidden a
// failure: make it fail instead, as the server's tests do.
const originalError = console.error;
let logged: unknown[][] = [];
console.error = (...args: unknown[]) => {
  logged.push(args);
  originalError(...args);
};

afterEach(() => {
  const errors = logged;
  logged = [];
  if (errors.length > 0)
    throw new Error(`console.error was called during the test: ${String(errors[0]?.[0])}`);
});

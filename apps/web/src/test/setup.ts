import { afterEach } from 'vitest';

// A test that logs an error (a React warning, a failed query, an act() complaint) has hidden a
// failure: make it fail instead, as the server's tests do. The test files of a worker share one module
// graph and this file runs again before each of them: console.error is wrapped once per worker, and
// each file checks what it recorded.
type Recording = { logged: unknown[][] };
const recordingKey = Symbol.for('rally.test.consoleErrors');
const scope = globalThis as typeof globalThis & { [recordingKey]?: Recording };

function recordConsoleErrors(): Recording {
  const recording: Recording = { logged: [] };
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    recording.logged.push(args);
    originalError(...args);
  };
  return recording;
}

scope[recordingKey] ??= recordConsoleErrors();
const recording = scope[recordingKey];

afterEach(() => {
  const logged = recording.logged;
  recording.logged = [];
  if (logged.length > 0)
    throw new Error(`console.error was called during the test: ${String(logged[0]?.[0])}`);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

const register = vi.fn(() => Promise.resolve({}));

function pageIs(readyState: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
}

describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    register.mockClear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers at once on a page whose load event has already fired (a page drawn by the server)', () => {
    pageIs('complete');
    registerServiceWorker();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('waits for the load event on a page still loading, so the worker does not compete with it', () => {
    pageIs('interactive');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers nothing in a development build', () => {
    vi.stubEnv('PROD', false);
    pageIs('complete');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
});

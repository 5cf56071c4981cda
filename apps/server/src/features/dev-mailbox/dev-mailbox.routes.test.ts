import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { announceDevMailbox } from './announce-dev-mailbox.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

describe('the development mailbox', () => {
  it('shows mail to a browser on this machine', async () => {
    test = await buildTestApp({ env: { DEV_MAILBOX: 'on' } });
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await test.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Development mailbox');
    }
  });

  it('answers a stranger on the network as if it did not exist, page and API, whatever headers they send', async () => {
    test = await buildTestApp({ env: { DEV_MAILBOX: 'on', TRUST_PROXY: 'true' } });
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'victim@example.com' },
    });
    for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
      const response = await test.app.inject({
        method: 'GET',
        url,
        remoteAddress: '192.168.1.20',
        headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('victim@example.com');
    }
  });

  it('is on by default only for a local server without SMTP outside production', () => {
    expect(parseConfig({}).devMailbox).toBe(true);
    expect(parseConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).devMailbox).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(parseConfig({ PUBLIC_URL: 'https://rally.example.com' }).devMailbox).toBe(false);
    expect(parseConfig({ PUBLIC_URL: 'http://192.168.1.5:3000' }).devMailbox).toBe(false);
    expect(parseConfig({ SMTP_URL: 'smtp://mail.example.com' }).devMailbox).toBe(false);
  });

  it('can be turned on anywhere, or off, only by saying so', () => {
    expect(parseConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
    expect(parseConfig({ PUBLIC_URL: 'https://rally.example.com', DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
    expect(parseConfig({ DEV_MAILBOX: 'off' }).devMailbox).toBe(false);
  });

  it('warns loudly at start when it is on while the server listens beyond this machine', () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    announceDevMailbox({ devMailbox: true, host: '127.0.0.1', publicUrl: 'http://localhost:3000' }, log);
    expect(log.warn).not.toHaveBeenCalled();
    announceDevMailbox({ devMailbox: true, host: '0.0.0.0', publicUrl: 'http://localhost:3000' }, log);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('development mailbox is ON'));
    log.warn.mockClear();
    announceDevMailbox({ devMailbox: false, host: '0.0.0.0', publicUrl: 'http://localhost:3000' }, log);
    expect(log.warn).not.toHaveBeenCalled();
  });
});

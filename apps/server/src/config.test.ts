import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('needs nothing to start: embedded database, port 3000, dev mailbox', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.devMailbox).toBe(true);
  });

  it('sends mail over SMTP and hides the mailbox when SMTP_URL is set', () => {
    const config = parseConfig({ SMTP_URL: 'smtp://mail.example.com:587' });
    expect(config.smtpUrl).toBe('smtp://mail.example.com:587');
    expect(config.devMailbox).toBe(false);
  });

  it('reads the administrators list without case or spaces', () => {
    expect(parseConfig({ ADMIN_EMAILS: ' Ann@Example.com ,bob@example.com,' }).adminEmails).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
  });

  it('lists every bad variable in one clear message', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })).toThrow(
      ConfigError,
    );
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
  });
});

describe('parseConfig push services', () => {
  it("allows the browsers' push services by default, and never Rally's own host", () => {
    expect(parseConfig({ PUBLIC_URL: 'https://rally.example.org' }).delivery.pushServices).toEqual({
      hosts: ['fcm.googleapis.com', 'updates.push.services.mozilla.com'],
      suffixes: ['.push.apple.com', '.notify.windows.com'],
      origins: [],
      ownHost: 'rally.example.org',
    });
  });

  it('reads host names, suffixes and written-out origins, and names an entry it cannot read', () => {
    expect(
      parseConfig({ PUSH_SERVICE_HOSTS: ' Push.Example.org, *.push.example.net , http://127.0.0.1:4100' })
        .delivery.pushServices,
    ).toMatchObject({
      hosts: ['push.example.org'],
      suffixes: ['.push.example.net'],
      origins: ['http://127.0.0.1:4100'],
    });
    expect(() => parseConfig({ PUSH_SERVICE_HOSTS: 'push.example.org,10.0.0.1' })).toThrow(
      /PUSH_SERVICE_HOSTS: not a host name, \*\.suffix or scheme:\/\/host:port origin: 10\.0\.0\.1/,
    );
  });
});

describe('parseConfig storage', () => {
  const s3 = {
    S3_BUCKET: 'rally-media',
    S3_ENDPOINT: 'https://s3.example.com',
    S3_REGION: 'auto',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://media.example.com',
  };

  it('keeps media on local disk under DATA_DIR without S3 settings', () => {
    const config = parseConfig({ DATA_DIR: '/srv/rally' });
    expect(config.storage).toEqual({ mediaDir: '/srv/rally/media', s3: undefined });
  });

  it('uses the bucket when every S3 variable is set', () => {
    expect(parseConfig(s3).storage.s3).toMatchObject({ bucket: 'rally-media', region: 'auto' });
  });

  it('names the missing S3 variables when only some are set', () => {
    const { S3_REGION: _region, S3_PUBLIC_URL: _url, ...partial } = s3;
    expect(() => parseConfig(partial)).toThrow(ConfigError);
    expect(() => parseConfig(partial)).toThrow(/missing S3_REGION, S3_PUBLIC_URL/);
  });
});

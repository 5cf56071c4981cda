import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_SERVICES,
  isListedPushOrigin,
  type PushServiceAllowList,
  parsePushServices,
  pushEndpointMessages,
  pushEndpointProblem,
} from './push-endpoint.ts';

function allowListOf(list: string, ownHost = 'rally.example.org'): PushServiceAllowList {
  const parsed = parsePushServices(list);
  if (!('services' in parsed)) throw new Error(`unreadable: ${parsed.unreadable.join(', ')}`);
  return { ...parsed.services, ownHost };
}

const browsers = allowListOf(DEFAULT_PUSH_SERVICES);

describe('push endpoints on the default list', () => {
  it('accepts the endpoints Chrome, Firefox, Safari and Edge hand out', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
      'https://fcm.googleapis.com/wp/dQw4w9WgXcQ',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGm8lL0yVxp',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ])
      expect(pushEndpointProblem(endpoint, browsers), endpoint).toBeUndefined();
  });

  it('refuses every other scheme, credentials, ports and hosts, saying why', () => {
    const refused: Array<[string, string]> = [
      ['http://fcm.googleapis.com/fcm/send/x', pushEndpointMessages.notHttps],
      ['file:///etc/passwd', pushEndpointMessages.notHttps],
      ['gopher://fcm.googleapis.com:70/_x', pushEndpointMessages.notHttps],
      ['javascript:alert(1)', pushEndpointMessages.notHttps],
      ['https://user:pass@fcm.googleapis.com/fcm/send/x', pushEndpointMessages.credentials],
      ['https://user@fcm.googleapis.com/fcm/send/x', pushEndpointMessages.credentials],
      ['https://fcm.googleapis.com:8443/fcm/send/x', pushEndpointMessages.port],
      ['https://evil.example/fcm.googleapis.com/x', pushEndpointMessages.notPushService],
      ['https://fcm.googleapis.com.evil.example/x', pushEndpointMessages.notPushService],
      ['https://fcm.googleapis.com./x', pushEndpointMessages.notPushService],
      ['https://notify.windows.com/x', pushEndpointMessages.notPushService],
      ['https://evilnotify.windows.com/x', pushEndpointMessages.notPushService],
      ['https://localhost/x', pushEndpointMessages.notPushService],
      ['https://127.0.0.1/x', pushEndpointMessages.notPushService],
      ['https://2130706433/x', pushEndpointMessages.notPushService],
      ['https://0x7f.0.0.1/x', pushEndpointMessages.notPushService],
      ['https://0177.0.0.1/x', pushEndpointMessages.notPushService],
      ['https://[::1]/x', pushEndpointMessages.notPushService],
      ['https://[::ffff:127.0.0.1]/x', pushEndpointMessages.notPushService],
      ['https://169.254.169.254/latest/meta-data/', pushEndpointMessages.notPushService],
      ['https://rally.example.org/api/push-subscriptions', pushEndpointMessages.notPushService],
      ['not a url', pushEndpointMessages.notUrl],
    ];
    for (const [endpoint, reason] of refused)
      expect(pushEndpointProblem(endpoint, browsers), endpoint).toBe(reason);
  });
});

describe('push service lists', () => {
  it('allows an origin written out exactly, and nothing next to it', () => {
    const local = allowListOf('http://127.0.0.1:4100/');
    expect(local.origins).toEqual(['http://127.0.0.1:4100']);
    expect(pushEndpointProblem('http://127.0.0.1:4100/notify/abc', local)).toBeUndefined();
    expect(isListedPushOrigin('http://127.0.0.1:4100/notify/abc', local)).toBe(true);
    for (const neighbour of [
      'http://127.0.0.1:4101/notify/abc',
      'https://127.0.0.1:4100/notify/abc',
      'http://localhost:4100/notify/abc',
      'http://2130706433:4101/notify/abc',
    ]) {
      expect(pushEndpointProblem(neighbour, local), neighbour).toBeDefined();
      expect(isListedPushOrigin(neighbour, local)).toBe(false);
    }
    expect(pushEndpointProblem('http://a:b@127.0.0.1:4100/notify/abc', local)).toBe(
      pushEndpointMessages.credentials,
    );
    expect(isListedPushOrigin('https://fcm.googleapis.com/fcm/send/x', browsers)).toBe(false);
  });

  it('never allows Rally itself, even under a listed suffix', () => {
    const list = allowListOf('*.example.org', 'rally.example.org');
    expect(pushEndpointProblem('https://push.example.org/x', list)).toBeUndefined();
    expect(pushEndpointProblem('https://rally.example.org/api/x', list)).toBe(
      pushEndpointMessages.notPushService,
    );
  });

  it('names the entries it cannot read: addresses without a scheme, paths, other schemes', () => {
    expect(
      parsePushServices('fcm.googleapis.com, 127.0.0.1, http://127.0.0.1:9/path, ftp://x.org, *.'),
    ).toEqual({ unreadable: ['127.0.0.1', 'http://127.0.0.1:9/path', 'ftp://x.org', '*.'] });
  });
});

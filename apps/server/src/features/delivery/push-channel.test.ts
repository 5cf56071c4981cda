import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_PUSH_SERVICES,
  type PushServiceAllowList,
  parsePushServices,
  pushEndpointMessages,
} from '@rally/shared/notifications/push-endpoint';
import { afterEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { requestPinned } from './pinned-request.ts';
import { createPushChannel, PUSH_SEND_TIMEOUT_MS, PushEndpointRefused } from './push-channel.ts';

// Real HTTP servers on this machine stand in for push services and for what lies inside the network.

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server on 127.0.0.1 that records each request and answers with `answer` (or never, without one). */
async function localServer(answer?: (request: IncomingMessage) => { status: number; location?: string }) {
  const received: Array<{ url: string; host: string | undefined }> = [];
  const server = createServer((request, response) => {
    received.push({ url: request.url ?? '', host: request.headers.host });
    request.resume();
    if (!answer) return;
    const { status, location } = answer(request);
    response.writeHead(status, location ? { location } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received };
}

function allowList(list: string): PushServiceAllowList {
  const parsed = parsePushServices(list);
  if (!('services' in parsed)) throw new Error(parsed.unreadable.join());
  return { ...parsed.services, ownHost: 'rally.test' };
}

const subscriber = webPush.generateVAPIDKeys();
const keys = webPush.generateVAPIDKeys();
/** A browser's subscription keys: an ECDH public key and a 16-byte secret. */
const browserKeys = { p256dh: subscriber.publicKey, auth: Buffer.alloc(16, 7).toString('base64url') };
const payload = {
  title: 'Game invitation',
  message: 'Sam invited you',
  link: null,
  notificationId: null,
  icon: '',
};

function channel(list: string, resolve?: (host: string) => Promise<LookupAddress[]>) {
  return createPushChannel({
    keys,
    subject: 'mailto:ops@rally.test',
    pushServices: allowList(list),
    ...(resolve ? { resolve } : {}),
  });
}

describe('the push channel at send time', () => {
  it('refuses an endpoint stored before the rule, and reaches nothing', async () => {
    const internal = await localServer(() => ({ status: 201 }));
    const push = channel(DEFAULT_PUSH_SERVICES);
    for (const endpoint of [
      `${internal.origin}/admin`,
      `http://2130706433:${new URL(internal.origin).port}/admin`,
      `http://user:pass@127.0.0.1:${new URL(internal.origin).port}/admin`,
      'gopher://127.0.0.1:25/_HELO',
      'file:///etc/passwd',
    ])
      await expect(push.send({ endpoint, ...browserKeys }, payload), endpoint).rejects.toBeInstanceOf(
        PushEndpointRefused,
      );
    expect(internal.received).toEqual([]);
  });

  it('refuses a push service whose name resolves inside the network, in any of its answers', async () => {
    for (const answers of [
      ['127.0.0.1'],
      ['10.1.2.3'],
      ['169.254.169.254'],
      ['100.64.0.7'],
      ['::1'],
      ['::ffff:127.0.0.1'],
      ['fd00::1'],
      ['142.250.74.106', '192.168.1.20'],
    ]) {
      const push = channel(DEFAULT_PUSH_SERVICES, async () =>
        answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
      const sent = push.send(
        { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', ...browserKeys },
        payload,
      );
      await expect(sent, answers.join()).rejects.toThrow(PushEndpointRefused);
      await expect(sent).rejects.toThrow(/not a public address/);
    }
  });

  it('looks the host up once and connects to the address it checked', async () => {
    const service = await localServer(() => ({ status: 201 }));
    const { port } = new URL(service.origin);
    const lookups: string[] = [];
    // Each lookup answers differently, as a rebinding name server would: only the first may be used.
    const rebinding = async (host: string) => {
      lookups.push(host);
      return [{ address: lookups.length === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
    };
    // A name that never resolves (RFC 2606), listed as an origin so its loopback answer is allowed.
    const push = channel(`http://push.invalid:${port}`, rebinding);

    await push.send({ endpoint: `http://push.invalid:${port}/notify/1`, ...browserKeys }, payload);

    expect(lookups).toEqual(['push.invalid']);
    expect(service.received).toEqual([{ url: '/notify/1', host: `push.invalid:${port}` }]);
  });

  it('sends a pinned request to the given address without asking DNS', async () => {
    const service = await localServer(() => ({ status: 204 }));
    const { port } = new URL(service.origin);
    const status = await requestPinned(
      new URL(`http://push.invalid:${port}/x?y=1`),
      [{ address: '127.0.0.1', family: 4 }],
      {
        method: 'POST',
        headers: { 'content-length': 2 },
        body: Buffer.from('{}'),
        signal: AbortSignal.timeout(2_000),
      },
    );
    expect(status).toBe(204);
    expect(service.received).toEqual([{ url: '/x?y=1', host: `push.invalid:${port}` }]);
  });

  it('never follows a redirect, and does not try it again', async () => {
    const inside = await localServer(() => ({ status: 201 }));
    for (const status of [301, 302, 303, 307, 308]) {
      const service = await localServer(() => ({ status, location: `${inside.origin}/metadata` }));
      const push = channel(service.origin);
      const sent = push.send({ endpoint: `${service.origin}/notify/1`, ...browserKeys }, payload);
      await expect(sent).rejects.toBeInstanceOf(PushEndpointRefused);
      expect(service.received).toHaveLength(1);
    }
    expect(inside.received).toEqual([]);
  });

  it(`gives up on a push service that never answers after ${PUSH_SEND_TIMEOUT_MS / 1000} s`, async () => {
    const silent = await localServer();
    const push = channel(silent.origin);
    const started = Date.now();
    const sent = push.send({ endpoint: `${silent.origin}/notify/1`, ...browserKeys }, payload);
    await expect(sent).rejects.toThrow();
    await expect(sent).rejects.not.toBeInstanceOf(PushEndpointRefused);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(PUSH_SEND_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(PUSH_SEND_TIMEOUT_MS + 1_500);
    expect(silent.received).toHaveLength(1);
  });

  it('says why an endpoint is refused', async () => {
    const push = channel(DEFAULT_PUSH_SERVICES);
    await expect(
      push.send({ endpoint: 'http://fcm.googleapis.com/fcm/send/abc', ...browserKeys }, payload),
    ).rejects.toThrow(pushEndpointMessages.notHttps);
  });
});

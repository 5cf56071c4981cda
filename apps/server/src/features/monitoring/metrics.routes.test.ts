import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const TOKEN = 'metrics-token-metrics-token';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** The parsed families, and the raw text (the parser keeps no labels on histogram samples). */
async function scrape(app: TestApp) {
  const response = await app.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return { families: parsePrometheusTextFormat(response.body), text: response.body };
}

/** A histogram's sample count for these exact labels, read from the text. */
function histogramCount(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}_count{${labels}}`));
  return Number(line?.split(' ').at(-1) ?? 0);
}

const family = (families: ParsedFamily[], name: string) => families.find((entry) => entry.name === name);

describe('GET /metrics', () => {
  it('counts the request just made in the request-duration histogram, by method, route and status', async () => {
    test = await buildTestApp();
    for (let index = 0; index < 2; index += 1) {
      expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    const { families, text } = await scrape(test);
    const requests = family(families, 'http_requests_total');
    expect(requests?.type).toBe('COUNTER');
    const health = requests?.metrics.find(
      (sample) =>
        sample.labels?.method === 'GET' &&
        sample.labels.route === '/api/health' &&
        sample.labels.status === '200',
    );
    expect(Number(health?.value)).toBe(2);
    expect(family(families, 'http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(
      histogramCount(text, 'http_request_duration_seconds', 'method="GET",route="/api/health",status="200"'),
    ).toBe(2);
  });

  it('exposes statement times by kind, the pool, realtime sockets, job queues, deliveries and Node itself', async () => {
    test = await buildTestApp();
    // Settles once the queue has started, so its depths can be read.
    await test.app.jobs.whenStarted();
    const { families, text } = await scrape(test);
    expect(family(families, 'db_query_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(histogramCount(text, 'db_query_duration_seconds', 'operation="select"')).toBeGreaterThan(0);
    // Kinds only, never a table or a value: a handful of series whatever the traffic.
    const operations = [...text.matchAll(/^db_query_duration_seconds_count\{operation="(\w+)"\}/gm)].map(
      (match) => match[1],
    );
    expect(operations).toContain('select');
    for (const operation of operations) {
      expect(['select', 'insert', 'update', 'delete', 'other']).toContain(operation);
    }
    expect(Number(family(families, 'db_pool_max')?.metrics[0]?.value)).toBeGreaterThanOrEqual(1);
    for (const name of ['db_pool_in_use', 'db_pool_idle', 'db_pool_waiting', 'realtime_connections']) {
      expect(family(families, name)?.type, name).toBe('GAUGE');
    }
    const queues = family(families, 'job_queue_depth')?.metrics.map((sample) => sample.labels?.queue);
    expect(queues).toContain('delivery-email');
    expect(family(families, 'notification_deliveries_total')?.type).toBe('COUNTER');
    expect(family(families, 'process_cpu_user_seconds_total')).toBeDefined();
    expect(family(families, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it('is refused to a request from another machine, or forwarded by a proxy, while METRICS_TOKEN is unset', async () => {
    test = await buildTestApp();
    const remote = await test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const forwarded = await test.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('needs METRICS_TOKEN as a bearer token once it is set, from any address', async () => {
    test = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const ask = (authorization?: string) =>
      test!.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        ...(authorization ? { headers: { authorization } } : {}),
      });
    expect((await ask()).statusCode).toBe(401);
    expect((await ask('Bearer not-the-token-not-the-token')).statusCode).toBe(403);
    const allowed = await ask(`Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('stays out of the OpenAPI document, which describes the player API', async () => {
    test = await buildTestApp();
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/metrics']).toBeUndefined();
    expect(document.paths['/api/ready']).toBeDefined();
    expect(document.paths['/api/monitoring/live']).toBeDefined();
  });
});

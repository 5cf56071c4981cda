import { describe, expect, it } from 'vitest';
import { sortRoutes } from './route-table.tsx';

const route = (name: string, p95Ms: number) => ({ route: name, requests: 1, averageMs: p95Ms / 2, p95Ms });

describe('the per-route table', () => {
  it('lists the slowest p95 first, then fastest first when reversed, ties by name', () => {
    const routes = [route('GET /b', 5), route('GET /a', 40), route('GET /c', 5)];
    expect(sortRoutes(routes, 'descending').map((r) => r.route)).toEqual(['GET /a', 'GET /b', 'GET /c']);
    expect(sortRoutes(routes, 'ascending').map((r) => r.route)).toEqual(['GET /b', 'GET /c', 'GET /a']);
  });
});

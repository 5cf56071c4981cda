import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLimitsTable } from './plugins/limits-catalogue.ts';
import { buildTestApp } from './test/build-test-app.ts';

const README = new URL('../../../README.md', import.meta.url);
const START = '<!-- limits:start (written by `npm run docs:limits` from the code) -->';
const END = '<!-- limits:end -->';

/** Where the README's limits table sits: between its markers. */
function tableSpan(readme: string): { start: number; end: number } {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`README.md has no limits markers (${START} ... ${END})`);
  return { start: start + START.length, end };
}

describe('the README limits table', () => {
  let built: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    built = await buildTestApp();
  });
  afterAll(() => built.close());

  it('has words for every attempt limiter the app creates', () => {
    expect(built.app.limits.undescribedLimiters()).toEqual([]);
  });

  it('lists every limit the app enforces, as the code sets it', async () => {
    const readme = await readFile(README, 'utf8');
    const table = renderLimitsTable(built.app.limits.rows());
    const { start, end } = tableSpan(readme);
    if (process.env.UPDATE_LIMITS_TABLE === '1') {
      await writeFile(README, `${readme.slice(0, start)}\n${table}\n${readme.slice(end)}`);
      return;
    }
    expect(readme.slice(start, end).trim(), 'the README is behind the code: run `npm run docs:limits`').toBe(
      table,
    );
  });
});

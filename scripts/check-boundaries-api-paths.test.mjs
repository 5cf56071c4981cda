import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.mjs';

// A web feature calls endpoints through their shared descriptors: a planted /api/ address fails the lint.
let root;
function checkout(files) {
  root = mkdtempSync(join(tmpdir(), 'rally-api-paths-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('web features and /api/ addresses', () => {
  it('refuse an /api/ string or template literal in a web feature, and let its tests name one', () => {
    const problems = checkBoundaries(
      checkout({
        'apps/web/src/features/games/api/get-game.ts': 'export const url = (id) => `/api/games/` + id;\n',
        'apps/web/src/features/games/api/join-game.ts': "export const url = '/api/games/join';\n",
        'apps/web/src/features/games/api/get-game.test.ts': "const url = '/api/games/g1';\n",
        'apps/web/src/features/games/pages/game-page.tsx': "import { url } from '../api/get-game.ts';\n",
      }),
    );
    expect(problems.filter((problem) => problem.includes('/api/ path'))).toEqual([
      "apps/web/src/features/games/api/get-game.ts writes an /api/ path: call the endpoint's descriptor (packages/shared/src/<feature>/<feature>.endpoints.ts)",
      "apps/web/src/features/games/api/join-game.ts writes an /api/ path: call the endpoint's descriptor (packages/shared/src/<feature>/<feature>.endpoints.ts)",
    ]);
  });
});

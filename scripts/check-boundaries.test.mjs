import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.mjs';

// A small checkout with two features on each side, where each test plants one crossing and sees the
// lint refuse it: the rules are drawn from the folders, so these features are covered by construction.
const cleanTree = {
  'apps/web/src/features/games/pages/game-page.tsx':
    "import { GameCard } from '../components/game-card.tsx';\n",
  'apps/web/src/features/games/components/game-card.tsx': 'export const GameCard = 1;\n',
  'apps/web/src/features/friends/components/friends-list.tsx': 'export const FriendsList = 1;\n',
  'apps/server/src/db/schema/games.ts': '// Owner: games.\nexport const games = 1;\n',
  'apps/server/src/db/schema/profiles.ts': '// Owner: profiles.\nexport const userProfiles = 1;\n',
  'apps/server/src/features/games/games.repository.ts': "import { games } from '../../db/schema/games.ts';\n",
  'apps/server/src/features/games/games.read-model.ts': "import { games } from '../../db/schema/games.ts';\n",
  'apps/server/src/features/games/games.service.ts': "import { x } from './games.repository.ts';\n",
  'apps/server/src/features/profiles/profiles.repository.ts':
    "import { userProfiles } from '../../db/schema/profiles.ts';\n" +
    "import { gameColumns } from '../games/games.read-model.ts';\n",
  'apps/server/src/features/profiles/profiles.service.ts': "import { x } from '../games/games.service.ts';\n",
  'packages/shared/src/games/games.limits.ts': 'export const GAME_MAX_PLAYERS = 50;\n',
};

let root;
function checkout(planted = {}) {
  root = mkdtempSync(join(tmpdir(), 'rally-boundaries-'));
  for (const [path, text] of Object.entries({ ...cleanTree, ...planted })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the import boundaries', () => {
  it('refuse the platform (plugins/, lib/) importing a feature, and let its tests', () => {
    const problems = checkBoundaries(
      checkout({
        'apps/server/src/plugins/spa.ts': "import { x } from '../features/games/games.service.ts';\n",
        'apps/server/src/plugins/spa.test.ts': "import { x } from '../features/games/games.service.ts';\n",
      }),
    );
    expect(problems).toEqual([
      'apps/server/src/plugins/spa.ts imports apps/server/src/features/games/games.service.ts: plugins/ and lib/ import no feature',
    ]);
  });

  it('pass a checkout whose features meet only through their public faces', () => {
    expect(checkBoundaries(checkout())).toEqual([]);
  });

  it('refuse a web feature importing another web feature', () => {
    const problems = checkBoundaries(
      checkout({
        'apps/web/src/features/games/pages/game-page.tsx':
          "import { FriendsList } from '../../friends/components/friends-list.tsx';\n",
      }),
    );
    expect(problems).toEqual([
      expect.stringContaining(
        'apps/web/src/features/games/pages/game-page.tsx imports apps/web/src/features/friends/components/friends-list.tsx',
      ),
    ]);
  });

  it("refuse a server feature importing another feature's repository", () => {
    const problems = checkBoundaries(
      checkout({
        'apps/server/src/features/profiles/profiles.service.ts':
          "import { x } from '../games/games.repository.ts';\n",
      }),
    );
    expect(problems).toEqual([
      expect.stringContaining(
        'apps/server/src/features/profiles/profiles.service.ts imports apps/server/src/features/games/games.repository.ts',
      ),
    ]);
  });

  it("refuse a server feature importing another feature's table", () => {
    const problems = checkBoundaries(
      checkout({
        'apps/server/src/features/profiles/profiles.repository.ts':
          "import { userProfiles } from '../../db/schema/profiles.ts';\n" +
          "import { games } from '../../db/schema/games.ts';\n",
      }),
    );
    expect(problems).toEqual([
      expect.stringContaining(
        'apps/server/src/features/profiles/profiles.repository.ts imports apps/server/src/db/schema/games.ts, a table of games',
      ),
    ]);
  });

  it('refuse a table file that names no owner, or an owner that is no feature', () => {
    const problems = checkBoundaries(
      checkout({
        'apps/server/src/db/schema/leagues.ts': 'export const leagues = 1;\n',
        'apps/server/src/db/schema/teams.ts': '// Owner: teams.\nexport const teams = 1;\n',
      }),
    );
    expect(problems).toEqual([
      expect.stringContaining('apps/server/src/db/schema/leagues.ts names no owner'),
      expect.stringContaining('apps/server/src/db/schema/teams.ts names the owner teams'),
    ]);
  });

  it('refuse a role file named with a dash, on the server and in shared', () => {
    const problems = checkBoundaries(
      checkout({
        'apps/server/src/features/games/game-notices-service.ts': 'export const x = 1;\n',
        'packages/shared/src/games/game-limits.ts': 'export const y = 1;\n',
      }),
    );
    expect(problems).toEqual([
      expect.stringContaining('apps/server/src/features/games/game-notices-service.ts'),
      expect.stringContaining('packages/shared/src/games/game-limits.ts'),
    ]);
  });
});

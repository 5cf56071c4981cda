// Checks the API document other tools read: builds the app, writes /api/docs/json to a temporary file,
// lints it with Redocly's recommended rules (redocly.yaml), then generates the typed client from it
// (packages/api-client) and type-checks calls made with that client. Any step failing fails the check.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name, dir = root) => join(dir, 'node_modules', '.bin', name);
const clientDir = join(root, 'packages', 'api-client');
const workDir = mkdtempSync(join(tmpdir(), 'rally-openapi-'));
const document = join(workDir, 'openapi.json');

const steps = [
  ['Writing the OpenAPI document', bin('tsx'), ['apps/server/src/cli/write-openapi.ts', document]],
  ['Linting it (Redocly, recommended rules)', bin('redocly'), ['lint', document]],
  [
    'Generating the typed client',
    bin('openapi-typescript', clientDir),
    [document, '--output', join(clientDir, 'src', 'schema.gen.ts')],
  ],
  ['Type-checking calls made with it', bin('tsc'), ['-p', clientDir]],
];

let failed = false;
try {
  for (const [title, command, args] of steps) {
    console.log(`\n${title}...`);
    const run = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      // Redocly would otherwise report usage over the network and print update notices.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    if (run.status !== 0) {
      console.error(`\n${title} failed.`);
      failed = true;
      break;
    }
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

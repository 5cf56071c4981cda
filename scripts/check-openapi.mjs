// Checks the API document other tools read: builds the app, writes /api/docs/json to a temporary file,
// lints it with Redocly's recommended rules (redocly.yaml), then generates the typed client from it
// (packages/api-client) and type-checks calls made with that client. Any step failing fails the check.
//
// A check that passed records a digest of everything the document and the client are made from
// (node_modules/.cache/check-openapi.digest); while nothing of it changes, the next run says so and
// stops, as the type checker's incremental build does. `--force` runs every step regardless.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const digestFile = join(root, 'node_modules', '.cache', 'check-openapi.digest');
/** What the document and the typed client are made from: the routes, the contracts, the client, the tools. */
const inputs = [
  'apps/server/src',
  'packages/shared/src',
  'packages/api-client/src',
  'packages/api-client/tsconfig.json',
  'redocly.yaml',
  'package-lock.json',
  'scripts/check-openapi.mjs',
];
const generatedClient = 'packages/api-client/src/schema.gen.ts';

/** Every file under the inputs (tests and the generated client aside), as relative paths, sorted. */
function inputFiles() {
  const files = [];
  const walk = (path) => {
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      files.push(path);
      return;
    }
    for (const entry of entries) walk(join(path, entry.name));
  };
  for (const input of inputs) walk(join(root, input));
  return files
    .map((file) => relative(root, file))
    .filter((file) => file !== generatedClient && !/\.test\.tsx?$/.test(file))
    .sort();
}

function inputsDigest() {
  const hash = createHash('sha256');
  for (const file of inputFiles()) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('missing');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

const digest = inputsDigest();
const recorded = (() => {
  try {
    return readFileSync(digestFile, 'utf8').trim();
  } catch {
    return null;
  }
})();
if (!process.argv.includes('--force') && recorded === digest) {
  console.log(
    'The API document and the typed client are made from the same files as at the last passing check.',
  );
  process.exit(0);
}

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
if (!failed) {
  mkdirSync(dirname(digestFile), { recursive: true });
  writeFileSync(digestFile, `${digest}\n`);
}
process.exit(failed ? 1 : 0);

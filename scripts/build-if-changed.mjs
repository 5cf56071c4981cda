#!/usr/bin/env node
// Builds the web app and the server only when what they are built from has changed since their
// last build, so `npm start` on an unchanged checkout goes straight to starting the server.
//
// Each build leaves a stamp in its output folder: a hash of the path and content of every input
// file. A build that empties its folder (Vite's does) takes the stamp with it, so an output built
// by hand is rebuilt once rather than trusted. Usage: node scripts/build-if-changed.mjs [--force]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

/** Folders never read as inputs: installed packages, build output, test artefacts. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
/** Tests are not part of either build: editing one does not call for a rebuild. */
const isTestFile = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || path.includes('/src/test/');

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
const targets = [
  {
    name: 'web app',
    inputs: ['apps/web', ...shared],
    output: 'apps/web/dist',
    built: 'apps/web/dist/index.html',
    build: [process.execPath, ['node_modules/vite/bin/vite.js', 'build', 'apps/web']],
  },
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', ...shared],
    output: 'apps/server/dist',
    built: 'apps/server/dist/main.js',
    build: [process.execPath, ['apps/server/scripts/build.mjs']],
  },
];

for (const target of targets) {
  const stampFile = join(repoRoot, target.output, '.build-stamp');
  const stamp = hashInputs(target.inputs);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : undefined;
  if (!force && previous === stamp && existsSync(join(repoRoot, target.built))) continue;
  console.log(`Building the ${target.name} (its sources changed since the last build)...`);
  const [command, args] = target.build;
  execFileSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  writeFileSync(stampFile, stamp);
}

/** One hash over the relative path and content of every input file, in a stable order. */
function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(join(repoRoot, input))).sort()) {
    hash.update(relative(repoRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : listFiles(child);
    return entry.isFile() && !isTestFile(child) ? [child] : [];
  });
}

#!/usr/bin/env node
// Builds the web app and the server only when what they are built from has changed since their
// last build, so `npm start` on an unchanged checkout goes straight to starting the server.
//
// Each build leaves a stamp in its output folder: a hash of the path and content of every input
// file. A build that empties its folder (Vite's does) takes the stamp with it, so an output built
// by hand is rebuilt once rather than trusted. Reading and hashing every input costs more than the
// rest of the check, so it is done only when some input file or folder was changed (its mtime or
// ctime, which nothing can set back) after the stamp was written: an unchanged checkout is checked
// by stat() alone. Usage: node scripts/build-if-changed.mjs [--force]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = resolve(import.meta.dirname, '..');

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

/** Builds each target whose inputs changed since its stamp (every target with `force`). */
export function buildIfChanged({ force = false } = {}) {
  for (const target of targets) {
    const stampFile = join(repoRoot, target.output, '.build-stamp');
    const stamped = existsSync(stampFile) && existsSync(join(repoRoot, target.built));
    if (!force && stamped && !changedSince(target.inputs, statSync(stampFile).mtimeMs)) continue;
    // The stamp is dated from before the inputs are read: a file edited while they are read or built
    // is newer than the stamp, and is looked at next time.
    const hashedAt = new Date();
    const stamp = hashInputs(target.inputs);
    if (force || !stamped || readFileSync(stampFile, 'utf8') !== stamp) {
      console.log(`Building the ${target.name} (its sources changed since the last build)...`);
      const [command, args] = target.build;
      execFileSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
      writeFileSync(stampFile, stamp);
    }
    // Also when the files were touched but not changed (a checkout, a save without edits): the next
    // check is by stat() alone again.
    utimesSync(stampFile, hashedAt, hashedAt);
  }
}

/** Whether any input file or folder (a folder changes when an entry is added, removed or renamed) is newer. */
function changedSince(inputs, stampMs) {
  return inputs.some((input) => {
    const path = join(repoRoot, input);
    return existsSync(path) && newerThan(path, stampMs);
  });
}

function newerThan(path, stampMs) {
  const stats = statSync(path);
  if (stats.mtimeMs >= stampMs || stats.ctimeMs >= stampMs) return true;
  if (!stats.isDirectory()) return false;
  return readdirSync(path, { withFileTypes: true }).some((entry) => {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) return false;
    const child = join(path, entry.name);
    if (!entry.isDirectory() && (!entry.isFile() || isTestFile(child))) return false;
    return newerThan(child, stampMs);
  });
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildIfChanged({ force: process.argv.includes('--force') });
}

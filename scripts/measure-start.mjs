#!/usr/bin/env node
// Measures a cold start: the time from running a command until /api/health first answers 200, the
// CPU time spent by then (all its processes, finished ones included: a fair figure on a busy machine,
// where the wall time mostly measures the wait for a core), then how many processes the command left
// running and their resident memory together.
// Usage: node scripts/measure-start.mjs [--port 3999] -- npm start
// The command runs in its own process group and is stopped (SIGTERM to the group) at the end.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const separator = process.argv.indexOf('--');
if (separator === -1 || separator === process.argv.length - 1) {
  console.error('usage: node scripts/measure-start.mjs [--port N] -- <command...>');
  process.exit(2);
}
const options = process.argv.slice(2, separator);
const command = process.argv.slice(separator + 1);
const portIndex = options.indexOf('--port');
const port = portIndex === -1 ? 3999 : Number(options[portIndex + 1]);
const TIMEOUT_MS = 180_000;

const started = performance.now();
const child = spawn(command[0], command.slice(1), {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let exited = false;
child.on('exit', () => {
  exited = true;
});

const readyMs = await waitForHealth();
const cpuMs = cpuTimeMs(processTree(child.pid));
// Let the process settle (lazy imports, first GC) before reading its memory.
await new Promise((resolve) => setTimeout(resolve, 1000));
const tree = processTree(child.pid);
const rssMiB = tree.reduce((sum, pid) => sum + residentKiB(pid), 0) / 1024;
console.log(
  JSON.stringify({
    command: command.join(' '),
    healthyAfterMs: Math.round(readyMs),
    cpuMs,
    processes: tree.length,
    processNames: tree.map(processName),
    residentMiB: Math.round(rssMiB),
  }),
);
process.kill(-child.pid, 'SIGTERM');

async function waitForHealth() {
  while (performance.now() - started < TIMEOUT_MS) {
    if (exited) throw new Error('the command exited before /api/health answered');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error(`no 200 from /api/health within ${TIMEOUT_MS} ms`);
}

/** The process and all its descendants, from /proc (Linux). */
function processTree(rootPid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), parent);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

/**
 * User and system time of the live processes, plus that of their finished children (counted in their
 * parent once it has waited for them), in milliseconds. Linux counts in ticks of 10 ms.
 */
function cpuTimeMs(pids) {
  const TICK_MS = 10;
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 14-17 of stat (utime, stime, cutime, cstime), counted from the state field (3).
      ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks * TICK_MS;
}

function residentKiB(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function processName(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
}

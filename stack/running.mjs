// @ts-check
/**
 * What runs on a data folder: `npm start` leaves its process id in `stack.pid` while it runs, and
 * the embedded PostgreSQL its own in `postgres/postmaster.pid`. Backup and restore read both.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STACK_PID_FILE = 'stack.pid';

/** @param {number} pid */
function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** Marks the data folder as in use by this process (`npm start`). @param {string} dataDir */
export function markStackRunning(dataDir) {
  writeFileSync(path.join(dataDir, STACK_PID_FILE), `${process.pid}\n`);
}

/** @param {string} dataDir */
export function clearStackMark(dataDir) {
  const file = path.join(dataDir, STACK_PID_FILE);
  try {
    if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}

/** The process id of an `npm start` running on this data folder, or null. @param {string} dataDir */
export function runningStackPid(dataDir) {
  const file = path.join(dataDir, STACK_PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * The embedded PostgreSQL running on this data folder (started by `npm start` or left over), or
 * null. postmaster.pid's lines: pid, data folder, start time, port, ...
 * @param {string} dataDir
 * @returns {{ pid: number, port: number } | null}
 */
export function runningEmbeddedServer(dataDir) {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return isAlive(pid) && Number.isInteger(port) ? { pid, port } : null;
}

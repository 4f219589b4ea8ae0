// @ts-check
/** Child processes of the stack: started, watched, waited for and stopped. */
import { spawn } from 'node:child_process';

/**
 * @typedef {object} Service
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<number | null>} exited resolves with the exit code once the process is gone
 * @property {(signal?: NodeJS.Signals) => Promise<number | null>} stop
 */

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 * @returns {Service}
 */
export function startService(name, command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`hexle: ${name} could not start: ${error.message}`);
      resolve(-1);
    });
    child.once('exit', (code) => resolve(code));
  });
  return {
    name,
    child,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timeout);
      }
    },
  };
}

/**
 * Polls a URL until it answers 2xx; fails when the service exits first or time runs out.
 * @param {string} url @param {Service} service @param {number} timeoutMs
 */
export async function waitUntilServing(url, service, timeoutMs) {
  let gone = false;
  void service.exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${service.name} stopped before it served ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} did not serve ${url} within ${timeoutMs / 1000} s`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../stack/settings.mjs';

export interface StackProcess {
  child: ChildProcess;
  /** Everything the stack printed so far. */
  output: () => string;
  /** Sends the signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  /** Sends the signal to every process of the stack's group, and resolves with the exit code. */
  interruptGroup: () => Promise<number | null>;
}

const READY = /Hexle is running at/;

/** Runs `npm start`'s script with the given settings and waits until it says the game is served. */
export async function startStack(
  env: Record<string, string>,
  logFile: string,
  { timeoutMs = 280_000, ownProcessGroup = false } = {},
) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'stack/start.mjs')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // In a group of its own, a signal to the group reaches every process, as Ctrl-C in a terminal does.
    detached: ownProcessGroup,
  });
  let output = '';
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const stack: StackProcess = {
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    interruptGroup: async () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
      return exited;
    },
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The stack did not start in time:\n${output.slice(-3000)}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
      if (READY.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The stack exited with code ${code} before it was ready:\n${output.slice(-3000)}`));
    });
  });
  return stack;
}

import os from 'node:os';

/** Who made a change: the operating-system user and host that ran the command, and why if they said. */
export interface Actor {
  user: string;
  host: string;
  reason: string | null;
}

export const MAX_REASON_LENGTH = 500;

export class ReasonError extends Error {}

/** Containers often run under a uid with no passwd entry, where os.userInfo() throws. */
function currentUser(env: NodeJS.ProcessEnv): string {
  let user: string;
  try {
    user = os.userInfo().username;
  } catch {
    user = env.USER ?? env.LOGNAME ?? `uid ${process.getuid?.() ?? 'unknown'}`;
  }
  // Under sudo the person behind the command is the one worth recording.
  return env.SUDO_USER && env.SUDO_USER !== user ? `${user} (sudo by ${env.SUDO_USER})` : user;
}

/** The actor of a command run by hand: this process's user and host, with the operator's `--reason`. */
export function actorFromEnvironment(reason?: string, env: NodeJS.ProcessEnv = process.env): Actor {
  const text = reason?.trim();
  if (reason !== undefined && !text) throw new ReasonError('--reason needs some text');
  if (text && text.length > MAX_REASON_LENGTH)
    throw new ReasonError(`--reason takes at most ${MAX_REASON_LENGTH} characters; got ${text.length}`);
  return { user: currentUser(env).slice(0, 100), host: os.hostname().slice(0, 255), reason: text || null };
}

// @ts-check
/**
 * Where `npm start` keeps the game's data (the embedded PostgreSQL, its passwords, nginx's runtime
 * files, backups): HEXLE_DATA_DIR when set; otherwise a folder outside the checkout, so that
 * `git clean -fdx` or a fresh clone never takes the games with it. An install made before that
 * default moved keeps its database in `data/` inside the checkout: it is still used, with a loud
 * warning at every start.
 */
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The data folder of installs made before the default left the checkout. */
export const LEGACY_DATA_DIR_NAME = 'data';

/**
 * @typedef {object} DataFolder
 * @property {string} dir absolute path
 * @property {'setting' | 'legacy' | 'default'} source HEXLE_DATA_DIR, the old `data/` in the checkout, or the default
 * @property {string} defaultDir where the data goes when nothing else says
 */

/**
 * The default outside the checkout. As root it is /var/lib/hexle: root's home (mode 700) cannot be
 * entered by the `postgres` user the embedded server runs as. Otherwise the XDG data folder.
 * @param {Record<string, string | undefined>} env @param {{ uid: number, home: string }} user
 */
export function defaultDataDir(env, user) {
  if (user.uid === 0) return '/var/lib/hexle';
  const xdg = env.XDG_DATA_HOME?.trim();
  // The XDG spec says to ignore a relative XDG_DATA_HOME.
  const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(user.home, '.local', 'share');
  return path.join(base, 'hexle');
}

/** Whether a data folder holds an embedded PostgreSQL cluster. @param {string} dir */
export function holdsDatabase(dir) {
  return existsSync(path.join(dir, 'postgres', 'PG_VERSION'));
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} projectRoot
 * @param {{ uid: number, home: string }} [user]
 * @returns {DataFolder}
 */
export function resolveDataFolder(env, projectRoot, user = currentUser()) {
  const defaultDir = defaultDataDir(env, user);
  const setting = env.HEXLE_DATA_DIR?.trim();
  if (setting) return { dir: path.resolve(projectRoot, setting), source: 'setting', defaultDir };
  const legacy = path.join(projectRoot, LEGACY_DATA_DIR_NAME);
  if (holdsDatabase(legacy) && !holdsDatabase(defaultDir)) return { dir: legacy, source: 'legacy', defaultDir };
  return { dir: defaultDir, source: 'default', defaultDir };
}

function currentUser() {
  return { uid: process.getuid?.() ?? -1, home: os.homedir() };
}

/** @param {string} dir @param {string} projectRoot */
export function isInsideCheckout(dir, projectRoot) {
  const relative = path.relative(projectRoot, dir);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * What every start prints about the data folder: where it is, and a loud warning when it sits in
 * the checkout, with the way out.
 * @param {DataFolder} folder @param {string} projectRoot
 * @returns {{ info: string, warning: string | null }}
 */
export function describeDataFolder(folder, projectRoot) {
  const info = `hexle: data folder ${folder.dir}${folder.source === 'setting' ? ' (HEXLE_DATA_DIR)' : ''}`;
  if (!isInsideCheckout(folder.dir, projectRoot)) return { info, warning: null };
  const moveTo = folder.defaultDir;
  const howToMove =
    folder.source === 'legacy'
      ? `To move it: stop Hexle, then  mkdir -p ${path.dirname(moveTo)} && mv ${folder.dir} ${moveTo}\n` +
        `(the next start uses ${moveTo} by itself), or set HEXLE_DATA_DIR to a folder outside the checkout.`
      : `Set HEXLE_DATA_DIR to a folder outside the checkout (stop Hexle and move the folder there first).`;
  const line = '!'.repeat(78);
  const warning = [
    line,
    `WARNING: the game's data (its database, with every game, pin and word list) is inside the`,
    `checkout, in ${folder.dir}.`,
    '`git clean -fdx` or deleting the clone deletes it. Back it up with `npm run backup`.',
    howToMove,
    line,
  ].join('\n');
  return { info, warning };
}

/**
 * As root the embedded server runs as the user `postgres`, which must be able to enter every
 * folder above the cluster. Says which folder stops it, or null when the path is open.
 * @param {string} dir @param {{ uid: number, gid: number, groups?: number[] }} postgresUser
 */
export function folderClosedTo(dir, postgresUser) {
  let current = path.dirname(path.resolve(dir, 'postgres'));
  const folders = [];
  for (;;) {
    folders.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of folders) {
    if (!existsSync(folder)) return null; // made below an open folder, by root, with mode 755
    const { mode, uid, gid } = statSync(folder);
    const canEnter =
      uid === postgresUser.uid
        ? mode & 0o100
        : gid === postgresUser.gid || postgresUser.groups?.includes(gid)
          ? mode & 0o010
          : mode & 0o001;
    if (!canEnter) return folder;
  }
  return null;
}

import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDataFolder, folderClosedTo, resolveDataFolder } from '../../stack/data-folder.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'hexle-data-folder-'));
chmodSync(scratch, 0o755);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A checkout, with or without a database left in its `data/` by an older release. */
function checkout(name: string, withOldDatabase: boolean) {
  const root = path.join(scratch, name);
  mkdirSync(path.join(root, 'data', 'postgres'), { recursive: true });
  if (withOldDatabase) writeFileSync(path.join(root, 'data', 'postgres', 'PG_VERSION'), '18\n');
  return root;
}

const user = { uid: 1000, home: '/home/player' };

describe("npm start's data folder", () => {
  it('is outside the checkout by default: the XDG data folder, or /var/lib/hexle as root', () => {
    const root = checkout('fresh', false);
    expect(resolveDataFolder({}, root, user)).toMatchObject({
      dir: '/home/player/.local/share/hexle',
      source: 'default',
    });
    expect(resolveDataFolder({ XDG_DATA_HOME: '/srv/data' }, root, user).dir).toBe('/srv/data/hexle');
    // The XDG spec has a relative XDG_DATA_HOME ignored.
    expect(resolveDataFolder({ XDG_DATA_HOME: 'relative' }, root, user).dir).toBe('/home/player/.local/share/hexle');
    expect(resolveDataFolder({}, root, { uid: 0, home: '/root' }).dir).toBe('/var/lib/hexle');
    expect(describeDataFolder(resolveDataFolder({}, root, user), root)).toEqual({
      info: 'hexle: data folder /home/player/.local/share/hexle',
      warning: null,
    });
  });

  it('keeps using a database an older release left in the checkout, warning where it is and how to move it', () => {
    const root = checkout('upgraded', true);
    const folder = resolveDataFolder({}, root, user);
    expect(folder).toMatchObject({ dir: path.join(root, 'data'), source: 'legacy' });
    const { warning } = describeDataFolder(folder, root);
    expect(warning).toContain(`inside the\ncheckout, in ${path.join(root, 'data')}`);
    expect(warning).toContain('`git clean -fdx`');
    expect(warning).toContain(`mv ${path.join(root, 'data')} /home/player/.local/share/hexle`);
  });

  it('takes HEXLE_DATA_DIR as given (relative to the checkout), and warns when it is inside it', () => {
    const root = checkout('set', true);
    expect(resolveDataFolder({ HEXLE_DATA_DIR: '/srv/hexle' }, root, user)).toMatchObject({
      dir: '/srv/hexle',
      source: 'setting',
    });
    const inside = resolveDataFolder({ HEXLE_DATA_DIR: 'state' }, root, user);
    expect(inside.dir).toBe(path.join(root, 'state'));
    expect(describeDataFolder(inside, root).warning).toContain('Set HEXLE_DATA_DIR to a folder outside the checkout');
  });

  it("names the folder the embedded server's user cannot enter (root's home, as root)", () => {
    const closed = path.join(scratch, 'closed');
    mkdirSync(path.join(closed, 'inner'), { recursive: true });
    chmodSync(closed, 0o700);
    const postgres = { uid: 4242, gid: 4242, groups: [4242] };
    expect(folderClosedTo(path.join(closed, 'inner', 'hexle'), postgres)).toBe(closed);
    chmodSync(closed, 0o711);
    expect(folderClosedTo(path.join(closed, 'inner', 'hexle'), postgres)).toBeNull();
  });
});

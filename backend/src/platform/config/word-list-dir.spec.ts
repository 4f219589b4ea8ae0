import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseWordListDir } from './word-list-dir.js';

describe('chooseWordListDir', () => {
  let root: string;
  let mounted: string;
  let empty: string;
  let release: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'hexle-word-list-dir-'));
    // A ConfigMap's volume: each key a symbolic link into a hidden folder of the current data.
    mounted = path.join(root, 'word-lists');
    mkdirSync(path.join(mounted, '..data'), { recursive: true });
    writeFileSync(path.join(mounted, '..data', 'answers.txt'), 'PLANET\n');
    symlinkSync('..data/answers.txt', path.join(mounted, 'answers.txt'));
    // An optional ConfigMap that does not exist: an empty folder.
    empty = path.join(root, 'empty');
    mkdirSync(empty);
    release = path.join(root, 'release');
    mkdirSync(release);
    writeFileSync(path.join(release, 'answers.txt'), 'GARDEN\n');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes a single folder as it is, answers.txt or not', () => {
    expect(chooseWordListDir(empty)).toEqual({ dir: empty, skipped: [] });
    expect(chooseWordListDir(path.relative(process.cwd(), release))).toEqual({ dir: release, skipped: [] });
  });

  it('takes the first folder of a list that holds an answers.txt, a mounted link included', () => {
    expect(chooseWordListDir(`${mounted}:${release}`)).toEqual({ dir: mounted, skipped: [] });
  });

  it('passes over folders without an answers.txt, and says which', () => {
    const missing = path.join(root, 'missing');
    expect(chooseWordListDir(`${missing}:${empty}::${release}`)).toEqual({ dir: release, skipped: [missing, empty] });
  });

  it('a folder holding a folder named answers.txt is passed over', () => {
    mkdirSync(path.join(empty, 'answers.txt'));
    expect(chooseWordListDir(`${empty}:${release}`)?.dir).toBe(release);
  });

  it('gives none when no folder of a list holds an answers.txt', () => {
    expect(chooseWordListDir(`${empty}:${path.join(root, 'missing')}`)).toBeNull();
  });
});

import { cyclesOf } from '@hexle/contract/architecture';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's dependencies point one way: the entry points (main.ts, app.module.ts,
 * app.factory.ts, cli/) compose features, features build on each other only through what
 * they declare, and the platform (config, clock, database, redis, logging, http, errors,
 * rate limits, metrics) serves them all without knowing any of them.
 */

const SRC = path.join(import.meta.dirname, '..', 'src');

/** Where every file may import from: the Prisma client generated from prisma/schema.prisma. */
const GENERATED = 'generated';
const PLATFORM = 'platform';
/** The entry points, which may import anything and which nothing imports. */
const ENTRY_FILES = new Set(['main.ts', 'app.module.ts', 'app.factory.ts']);
const ENTRY_DIRS = new Set(['cli']);

/**
 * Besides its *.module.ts, the files of a feature that other features may import: the providers
 * its module exports (for injection) and the shapes of its requests, errors and games. Keep this
 * list short; a new entry is a decision about a feature's surface.
 */
const PUBLIC_SURFACE: Record<string, string[]> = {
  analysis: ['finished-game.ts', 'skill-seals.ts'],
  archive: ['archive.service.ts'],
  audit: ['actor.ts', 'audit.repository.ts'],
  challenges: ['challenges.repository.ts', 'challenges.service.ts', 'challenge-id.ts', 'challenge-senders.ts'],
  'game-day': ['game-day.service.ts', 'game-calendar.ts', 'time-zone.query.ts'],
  'daily-stats': ['daily-tally.ts'],
  'game-proof': ['game-proof.service.ts', 'server-secrets.repository.ts'],
  guess: ['guess.service.ts', 'guess.dto.ts', 'guess.errors.ts'],
  launch: ['launch-date.guard.ts'],
  leagues: ['league-memberships.ts', 'league-names.ts'],
  practice: ['practice-id.ts', 'practice.service.ts'],
  schedule: ['puzzle-schedule.service.ts', 'puzzles.repository.ts'],
  'word-list': ['word-list.service.ts', 'words.repository.ts', 'word-list-files.ts', 'offensive-word-filter.ts'],
  'word-meaning': ['word-meaning.service.ts'],
};

interface Import {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === GENERATED && dir === SRC ? [] : sourceFiles(full);
    return /\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The relative specifiers of a file's static and dynamic imports and re-exports (type-only ones too). */
function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Every import between files of src, as paths relative to src with the `.ts` file they mean. */
function importGraph(): Import[] {
  return sourceFiles(SRC).flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8')).map((specifier) => ({
      from: path.relative(SRC, file),
      to: path.relative(SRC, path.resolve(path.dirname(file), specifier)).replace(/\.(m?)js$/, '.$1ts'),
    })),
  );
}

/** The top-level folder (or entry file) a path of src belongs to; null outside src. */
function areaOf(file: string): string | null {
  if (file.startsWith('..')) return null;
  const [top] = file.split(path.sep);
  return top ?? null;
}

function isEntry(file: string): boolean {
  const area = areaOf(file);
  return ENTRY_FILES.has(file) || (area !== null && ENTRY_DIRS.has(area));
}

function isFeature(area: string | null): area is string {
  return area !== null && area !== PLATFORM && area !== GENERATED && !ENTRY_DIRS.has(area) && !ENTRY_FILES.has(area);
}

const describeImport = ({ from, to }: Import) => `${from} -> ${to}`;

/** The folder of the platform a path of src belongs to (`logging` for platform/logging/logger.ts); null for any other. */
function platformFolderOf(file: string): string | null {
  const [top, folder, ...rest] = file.split(path.sep);
  return top === PLATFORM && folder !== undefined && rest.length > 0 ? folder : null;
}

/**
 * The imports between folders of the platform, each pair once. The folders are layers a
 * feature picks from; a loop among them (logging used the rate limits' client keys while the
 * rate limits logged and their errors were logged) means none can be understood, tested or
 * moved without the others.
 */
function platformFolderEdges(imports: readonly Import[]): [string, string][] {
  const pairs = new Set<string>();
  for (const { from, to } of imports) {
    const source = platformFolderOf(from);
    const target = platformFolderOf(to);
    if (source !== null && target !== null && source !== target) pairs.add(`${source}\n${target}`);
  }
  return [...pairs].map((pair) => pair.split('\n') as [string, string]);
}

describe('the import graph of the API', () => {
  const graph = importGraph();

  it('is read: the parse finds the imports it should', () => {
    expect(graph.length).toBeGreaterThan(100);
    expect(graph).toContainEqual({ from: 'app.module.ts', to: path.join(PLATFORM, 'config', 'config.module.ts') });
    expect(
      importSpecifiers("import {\n  a,\n} from './a.js';\nexport { b } from '../b.js';\nawait import('./c.js');"),
    ).toEqual(['./a.js', '../b.js', './c.js']);
  });

  it('has a platform that imports no feature and no entry point', () => {
    const upward = graph.filter(
      ({ from, to }) => areaOf(from) === PLATFORM && areaOf(to) !== PLATFORM && areaOf(to) !== GENERATED,
    );
    expect(upward.map(describeImport)).toEqual([]);
  });

  it('has no imports of the entry points except among themselves', () => {
    const intoEntries = graph.filter(({ from, to }) => isEntry(to) && !isEntry(from));
    expect(intoEntries.map(describeImport)).toEqual([]);
  });

  it('lets a feature reach another only through its module or its declared public surface', () => {
    const undeclared = graph.filter(({ from, to }) => {
      const source = areaOf(from);
      const target = areaOf(to);
      if (!isFeature(source) || !isFeature(target) || source === target) return false;
      const file = path.relative(target, to);
      return !file.endsWith('.module.ts') && !(PUBLIC_SURFACE[target] ?? []).includes(file);
    });
    expect(undeclared.map(describeImport)).toEqual([]);
  });

  it('declares no public file that does not exist or that no other feature uses', () => {
    const used = new Set(
      graph.filter(({ from, to }) => isFeature(areaOf(from)) && areaOf(from) !== areaOf(to)).map(({ to }) => to),
    );
    const declared = Object.entries(PUBLIC_SURFACE).flatMap(([feature, files]) =>
      files.map((file) => path.join(feature, file)),
    );
    expect(declared.filter((file) => !used.has(file))).toEqual([]);
  });

  it('reaches code outside src only through a named workspace (@hexle/contract), never by a relative path', () => {
    expect(graph.filter(({ to }) => areaOf(to) === null).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no cycles between files', () => {
    const files = graph.map(({ from, to }): [string, string] => [from, to]);
    expect(cyclesOf(files).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('has no cycles between features', () => {
    const features = graph
      .map(({ from, to }): [string | null, string | null] => [areaOf(from), areaOf(to)])
      .filter((edge): edge is [string, string] => isFeature(edge[0]) && isFeature(edge[1]) && edge[0] !== edge[1]);
    const unique = [...new Set(features.map((edge) => edge.join('\n')))].map(
      (edge) => edge.split('\n') as [string, string],
    );
    expect(cyclesOf(unique).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('has no cycles between the folders of the platform', () => {
    const edges = platformFolderEdges(graph);
    expect(edges).toContainEqual(['rate-limit', 'logging']);
    expect(cyclesOf(edges).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('finds a cycle between platform folders when one is planted (the import that made the old loop)', () => {
    const planted = {
      from: path.join(PLATFORM, 'logging', 'logger.ts'),
      to: path.join(PLATFORM, 'rate-limit', 'client-key.ts'),
    };
    expect(cyclesOf(platformFolderEdges([...graph, planted]))).toContainEqual(['logging', 'rate-limit', 'logging']);
  });

  it('keeps the analysis engine pure: it imports only its own files and the shared contract', () => {
    const ENGINE = path.join('analysis', 'engine');
    const engineFiles = sourceFiles(path.join(SRC, ENGINE));
    expect(engineFiles.length).toBeGreaterThan(5);
    const outside = engineFiles.flatMap((file) => {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      return [...code.matchAll(/\bfrom\s*'([^']+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((specifier) => !specifier.startsWith('./') && !specifier.startsWith('@hexle/contract/'))
        .filter((specifier) => !(file.endsWith('.spec.ts') && specifier.startsWith('../../word-list/')))
        .map((specifier) => `${path.relative(SRC, file)} -> ${specifier}`);
    });
    expect(outside).toEqual([]);
  });

  it('ships no test fixture: only specs import a *.fixture.ts, and the build leaves both out', () => {
    const isTestOnly = (file: string) => /\.(spec|fixture)\.ts$/.test(file);
    expect(graph.filter(({ from, to }) => /\.fixture\.ts$/.test(to) && !isTestOnly(from)).map(describeImport)).toEqual(
      [],
    );
    const build = JSON.parse(readFileSync(path.join(SRC, '..', 'tsconfig.build.json'), 'utf8')) as {
      exclude: string[];
    };
    expect(build.exclude).toEqual(expect.arrayContaining(['src/**/*.spec.ts', 'src/**/*.fixture.ts']));
  });

  it('finds a cycle and an upward import when there is one (the checks can fail)', () => {
    expect(
      cyclesOf([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
      ]),
    ).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      cyclesOf([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cyclesOf } from '@hexle/contract/architecture';
import { describe, expect, it } from 'vitest';

/**
 * The page's dependencies point down: `main.tsx` (the page's script), `prerender.tsx` (the
 * build's render) and `app/` assemble the page; features (the game, its dialogs, statistics,
 * settings...) build on the shared floor and reach each other only through what they declare;
 * the floor (pure rules, the platform they stand on, the API client, configuration, the
 * environment's context and the layout) knows no feature. `boot/`, the page's start from the HTML
 * to the first interactive render, builds on the floor alone and is used through its seam.
 */

const SRC = path.join(import.meta.dirname, '..', 'src');

const FLOOR = new Set(['rules', 'platform', 'api', 'config', 'environment', 'layout']);
const ENTRY = new Set(['app', 'main.tsx', 'prerender.tsx']);
const BOOT = 'boot';
/** The one module that may import() (every lazy boundary of the page is declared there). */
const LAZY_MODULE = path.join('app', 'lazy.ts');
/** boot/'s seam: the page uses index.ts; the build's render, prerender.tsx. */
const BOOT_SEAM = [path.join(BOOT, 'index.ts'), path.join(BOOT, 'prerender.tsx')];

/**
 * The files of a feature that other features may import. Keep it short: a new entry is a
 * decision about that feature's surface.
 */
const PUBLIC_SURFACE: Record<string, string[]> = {
  ads: ['AdSlot.tsx', 'HouseAd.tsx'],
  analysis: ['AnalysisDialog.tsx'],
  challenges: ['TellFriend.tsx'],
  dialogs: ['Dialog.tsx', 'ShareLink.tsx', 'Figures.tsx', 'DistributionChart.tsx', 'FormError.tsx'],
  game: ['Tile.tsx'],
};

interface Import {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/** Relative specifiers of static and dynamic imports and re-exports, type-only ones too. */
function relativeImports(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm)].map((m) => m[1] ?? '');
}

/**
 * Of the files given ([path relative to src, text]), those with an import() other than the lazy
 * module: in code, that is, comments left out as relativeImports leaves them out.
 */
function dynamicImportsOutsideLazyModule(files: [string, string][]): string[] {
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return files.filter(([file, text]) => file !== LAZY_MODULE && /\bimport\s*\(/.test(code(text))).map(([file]) => file);
}

/** The source file a specifier names (extension and index file resolved), relative to src. */
function resolveSource(fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base];
  const found = candidates.find((candidate) => {
    try {
      return readdirSync(path.dirname(candidate)).includes(path.basename(candidate));
    } catch {
      return false;
    }
  });
  return path.relative(SRC, found ?? base);
}

function importGraph(): Import[] {
  return sourceFiles(SRC).flatMap((file) =>
    relativeImports(readFileSync(file, 'utf8')).map((specifier) => ({
      from: path.relative(SRC, file),
      to: resolveSource(file, specifier),
    })),
  );
}

/** The top-level folder (or file) of src a path belongs to; null outside src (a stylesheet's assets, say). */
function areaOf(file: string): string | null {
  if (file.startsWith('..')) return null;
  return file.split(path.sep)[0] ?? null;
}

const isFeature = (area: string | null): area is string =>
  area !== null && !FLOOR.has(area) && !ENTRY.has(area) && area !== BOOT;
const describeImport = ({ from, to }: Import) => `${from} -> ${to}`;

describe('dependencies point down', () => {
  const graph = importGraph();

  it('reads the imports it should', () => {
    expect(graph.length).toBeGreaterThan(100);
    expect(graph).toContainEqual({ from: 'main.tsx', to: path.join('app', 'App.tsx') });
    expect(graph).toContainEqual({ from: path.join('app', 'App.tsx'), to: path.join(BOOT, 'index.ts') });
    expect(relativeImports("import {\n  a,\n} from './a';\nexport { b } from '../b';\nawait import('./c');")).toEqual([
      './a',
      '../b',
      './c',
    ]);
  });

  it('has no import() in a source file but app/lazy.ts, which declares every lazy boundary, and fails on a planted one', () => {
    const files = sourceFiles(SRC).map((file): [string, string] => [
      path.relative(SRC, file),
      readFileSync(file, 'utf8'),
    ]);
    expect(files.map(([file]) => file)).toContain(LAZY_MODULE);
    expect(dynamicImportsOutsideLazyModule(files)).toEqual([]);
    // The lazy module itself is found anywhere else; a type query (`typeof import('./x')`) counts
    // too, as the rule reads text (`import type * as` names a module's type without it).
    expect(dynamicImportsOutsideLazyModule(files.map(([file, text]) => [`elsewhere/${file}`, text]))).toContain(
      `elsewhere/${LAZY_MODULE}`,
    );
    const planted: [string, string][] = [
      ['game/planted.ts', "export const later = () => import('./session/submit');"],
      ['api/planted-type.ts', "type Calls = typeof import ('./occasional-calls');"],
      ['game/commented.ts', "// once: import('./x')\n/* import('./y') */\nexport {};"],
    ];
    expect(dynamicImportsOutsideLazyModule([...files, ...planted])).toEqual(['game/planted.ts', 'api/planted-type.ts']);
  });

  it('no module outside app/ (and the entry point) imports from app/', () => {
    const upward = graph.filter(({ from, to }) => areaOf(to) === 'app' && !ENTRY.has(areaOf(from) ?? ''));
    expect(upward.map(describeImport)).toEqual([]);
  });

  it('nothing outside boot/ imports its internals, only its seam', () => {
    const inside = graph.filter(
      ({ from, to }) => areaOf(to) === BOOT && areaOf(from) !== BOOT && !BOOT_SEAM.includes(to),
    );
    expect(inside.map(describeImport)).toEqual([]);
  });

  it('boot/ builds on the shared floor alone', () => {
    const up = graph.filter(
      ({ from, to }) => areaOf(from) === BOOT && areaOf(to) !== BOOT && !FLOOR.has(areaOf(to) ?? ''),
    );
    expect(up.map(describeImport)).toEqual([]);
  });

  it('the shared floor imports no feature', () => {
    const upward = graph.filter(({ from, to }) => FLOOR.has(areaOf(from) ?? '') && !FLOOR.has(areaOf(to) ?? ''));
    expect(upward.map(describeImport)).toEqual([]);
  });

  it('a feature reaches another only through its declared public files', () => {
    const undeclared = graph.filter(({ from, to }) => {
      const source = areaOf(from);
      const target = areaOf(to);
      if (!isFeature(source) || !isFeature(target) || source === target) return false;
      return !(PUBLIC_SURFACE[target] ?? []).includes(path.relative(target, to));
    });
    expect(undeclared.map(describeImport)).toEqual([]);
  });

  it('declares no public file that does not exist or that no other feature uses', () => {
    const used = new Set(graph.filter(({ from, to }) => areaOf(from) !== areaOf(to)).map(({ to }) => to));
    const declared = Object.entries(PUBLIC_SURFACE).flatMap(([feature, files]) =>
      files.map((file) => path.join(feature, file)),
    );
    expect(declared.filter((file) => !used.has(file))).toEqual([]);
  });

  it('reaches code outside src only through a named workspace (@hexle/contract), never by a relative path', () => {
    const outside = graph.filter(({ to }) => areaOf(to) === null && /\.(m?[jt]sx?)$/.test(to));
    expect(outside.map(describeImport)).toEqual([]);
  });

  it('has no cycles between files', () => {
    expect(cyclesOf(graph.map(({ from, to }): [string, string] => [from, to])).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('has no cycles between folders', () => {
    const edges = new Set(
      graph
        .map(({ from, to }) => [areaOf(from), areaOf(to)])
        .filter(([a, b]) => a !== null && b !== null && a !== b)
        .map((edge) => edge.join('\n')),
    );
    const unique = [...edges].map((edge) => edge.split('\n') as [string, string]);
    expect(cyclesOf(unique).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});

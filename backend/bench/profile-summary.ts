import { readFileSync } from 'node:fs';

/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): where the samples fell, by package and
 * by function, counting each sample once for its innermost frame (self time) and once for
 * every package and function on its stack (total time).
 *
 *   node .bench-build/bench/profile-summary.js <file.cpuprofile> [top]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

function packageOf(url: string): string {
  if (url === '') return '(native / idle)';
  if (url.startsWith('node:')) return 'node core';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  const ours = /\/(src|bench)\/(.+)$/.exec(url);
  return ours ? `hexle ${ours[1]}/${ours[2].split('/')[0]}` : url;
}

function table(title: string, counts: Map<string, number>, total: number, top: number): void {
  console.log(`\n${title}`);
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${name}`);
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const selfByPackage = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const totalByPackage = new Map<string, number>();
const totalByFunction = new Map<string, number>();
let busy = 0;
for (const id of profile.samples) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)') {
    const key = functionName;
    selfByPackage.set(key, (selfByPackage.get(key) ?? 0) + 1);
    if (functionName !== '(idle)') busy += 1;
    continue;
  }
  busy += 1;
  const pkg = packageOf(url);
  selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + 1);
  const fn = `${functionName || '(anonymous)'}  ${pkg}:${lineNumber + 1}`;
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + 1);
  const seen = new Set<string>();
  const seenFunctions = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!.callFrame;
    if (frame.url === '' || frame.url.startsWith('node:')) continue;
    seen.add(packageOf(frame.url));
    seenFunctions.add(`${frame.functionName || '(anonymous)'}  ${packageOf(frame.url)}:${frame.lineNumber + 1}`);
  }
  for (const name of seen) totalByPackage.set(name, (totalByPackage.get(name) ?? 0) + 1);
  for (const name of seenFunctions) totalByFunction.set(name, (totalByFunction.get(name) ?? 0) + 1);
}

console.log(`${profile.samples.length} samples, ${busy} busy (percentages below are of busy samples)`);
selfByPackage.delete('(idle)');
table('Self time by package', selfByPackage, busy, top);
table('Total time by package (on the stack)', totalByPackage, busy, top);
table('Self time by function', selfByFunction, busy, top);
table('Total time by function (outside node core)', totalByFunction, busy, top * 2);

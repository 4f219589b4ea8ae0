import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { plainDynamicImports, unwrapPreloadCalls } from '../scripts/plain-dynamic-imports';

let root: string | null = null;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

/** Builds a page whose script imports `later.js` when asked, with the files given. */
async function buildPage(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'plain-imports-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="/src/main.js"></script>');
  writeFileSync(path.join(root, 'src/main.js'), "document.onclick = () => import('./later.js').then((m) => m.run());");
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, 'src', name), text);
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plainDynamicImports()],
    build: { write: false, modulePreload: { polyfill: false, resolveDependencies: () => [] } },
  })) as Rollup.RollupOutput;
  return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

describe('dynamic imports in the build', () => {
  it("import the chunk as they are, without Vite's preload helper", async () => {
    const chunks = await buildPage({ 'later.js': 'export const run = () => console.log("later");' });
    const page = chunks.find((chunk) => chunk.isEntry);
    expect(page?.code).toMatch(/import\(`\.\/later-[\w-]+\.js`\)|import\("\.\/later-[\w-]+\.js"\)/);
    expect(page?.code).not.toContain('vite:preloadError');
    expect(page?.code).not.toContain('modulepreload');
    // Called where it is written, not through a function that calls it.
    expect(page?.code).toMatch(/=>\s*import\(/);
    expect(page?.code).not.toMatch(/\(\s*\(\)\s*=>\s*import\(/);
    expect(chunks.some((chunk) => chunk.isDynamicEntry && chunk.code.includes('later'))).toBe(true);
  });

  it('fail the build when a chunk brings a stylesheet of its own, which they would leave out', async () => {
    await expect(
      buildPage({
        'later.js': "import './later.css';\nexport const run = () => {};",
        'later.css': '.later { color: red; }',
      }),
    ).rejects.toThrow(/later-[\w-]+\.js imports .*\.css: a chunk's stylesheet needs Vite's preload helper/);
  });
});

describe("the preload helper's calls", () => {
  it('become the imports they run, whatever the imports go on with', () => {
    const code = [
      'const a = lazy(() => __vitePreload(() => import("./a.js").then((m) => m.A), __VITE_PRELOAD__));',
      'const b = lazy(() => __vitePreload(() => import("./b.js"), __VITE_PRELOAD__));',
      'const c = __vitePreload(() => import("./c.js").then((m) => (m.f(")"), m)), __VITE_PRELOAD__).then(go);',
    ].join('\n');
    expect(unwrapPreloadCalls(code)?.toString()).toBe(
      [
        'const a = lazy(() => import("./a.js").then((m) => m.A));',
        'const b = lazy(() => import("./b.js"));',
        'const c = import("./c.js").then((m) => (m.f(")"), m)).then(go);',
      ].join('\n'),
    );
  });

  it('read the code as code: brackets in strings, patterns and comments are not counted', () => {
    const code = [
      'const open = /\\(/; // (',
      'const later = __vitePreload(() => import("./a.js").then((m) => m.f(")", `(${open}`)), __VITE_PRELOAD__);',
    ].join('\n');
    expect(unwrapPreloadCalls(code)?.toString()).toBe(
      ['const open = /\\(/; // (', 'const later = import("./a.js").then((m) => m.f(")", `(${open}`));'].join('\n'),
    );
  });

  it('keep what the import was part of when it binds less tightly than a call', () => {
    const code = '__vitePreload(() => ready ? import("./a.js") : import("./b.js"), __VITE_PRELOAD__).then(go);';
    expect(unwrapPreloadCalls(code)?.toString()).toBe('(ready ? import("./a.js") : import("./b.js")).then(go);');
  });

  it('leave a chunk without them alone', () => {
    expect(unwrapPreloadCalls('const a = () => import("./a.js");')).toBeNull();
  });

  it('fail the build on a call of another shape', () => {
    for (const call of [
      '__vitePreload(() => import("./a.js"), ["./b.js"]);',
      '__vitePreload(load, __VITE_PRELOAD__);',
      '__vitePreload(() => { return import("./a.js"); }, __VITE_PRELOAD__);',
    ]) {
      expect(() => unwrapPreloadCalls(call)).toThrow(/Unexpected call of Vite's preload helper/);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('dependencies point down', () => {
  it('no module outside app/ (and the entry point) imports from app/', () => {
    const upward = sourceFiles(SRC)
      .filter((file) => !file.startsWith(path.join(SRC, 'app') + path.sep) && file !== path.join(SRC, 'main.tsx'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)]
          .map((match) => path.resolve(path.dirname(file), match[1] ?? ''))
          .filter((target) => target.startsWith(path.join(SRC, 'app') + path.sep))
          .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`),
      );
    expect(upward).toEqual([]);
  });
});

// The benchmarks are built outside backend/ (see bench/tsconfig.json); this tells Node that the
// output is ES modules, as backend/package.json says for backend/dist.
import { writeFileSync } from 'node:fs';
writeFileSync(new URL('../../.bench-build/package.json', import.meta.url), '{ "type": "module" }\n');

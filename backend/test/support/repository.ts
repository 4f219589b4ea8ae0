import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where the operator runs npm and Prisma commands. */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

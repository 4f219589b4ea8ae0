// @ts-check
/**
 * `npm run kubernetes:check`: validates deploy/kubernetes (both ways of running PostgreSQL)
 * against the Kubernetes API's schemas and checks the references between the objects.
 *   node deploy/kubernetes-check/check-manifests.mjs [kustomization folder ...]
 * Exits 1 and lists the problems when there are any.
 */
import path from 'node:path';
import { checkManifests, formatProblem, REPO_ROOT } from './manifests.mjs';

const root = path.join(REPO_ROOT, 'deploy/kubernetes');
const named = process.argv.slice(2).map((folder) => path.resolve(folder));
const kustomizations = named.length
  ? named
  : [path.join(root, 'in-cluster-postgres'), path.join(root, 'external-postgres')];

const problems = await checkManifests({ root: named.length ? named[0] : root, kustomizations });
if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the Kubernetes manifests`);
  process.exit(1);
}
console.log(
  `Kubernetes manifests valid: ${kustomizations.map((folder) => path.relative(REPO_ROOT, folder)).join(', ')}`,
);

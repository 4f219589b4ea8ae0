// @ts-check
/**
 * What every pod of the manifests must be, as docs/kubernetes.md ("Security") promises: run as a
 * non-root user under the runtime's default seccomp profile, with no service-account token, and
 * each container with CPU and memory limits, a read-only root filesystem, no privilege escalation
 * and no Linux capabilities. And a scheduled CronJob never runs two of its Jobs at once (a backup
 * that overlaps the last one only slows both).
 */

/**
 * @typedef {{ file: string, index: number, object: Record<string, any> }} Manifest
 * @typedef {{ object?: string, message: string }} Problem
 */

/** @param {Record<string, any>} object */
const nameOf = (object) => `${object?.kind ?? '?'}/${object?.metadata?.name ?? '?'}`;

/** The pod spec of a workload, or undefined for other kinds. @param {Record<string, any>} object */
function podSpecOf(object) {
  if (object.kind === 'CronJob') return object.spec?.jobTemplate?.spec?.template?.spec;
  if (['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job'].includes(object.kind))
    return object.spec?.template?.spec;
  return undefined;
}

/**
 * @param {Manifest[]} manifests
 * @returns {Problem[]}
 */
export function podPolicyProblems(manifests) {
  /** @type {Problem[]} */
  const problems = [];
  for (const { object } of manifests) {
    /** @param {string} message */
    const report = (message) => problems.push({ object: nameOf(object), message });
    if (object.kind === 'CronJob' && object.spec?.suspend !== true && object.spec?.concurrencyPolicy !== 'Forbid')
      report('a scheduled CronJob must have concurrencyPolicy Forbid, so two of its runs never overlap');
    const spec = podSpecOf(object);
    if (!spec) continue;
    if (spec.automountServiceAccountToken !== false)
      report('automountServiceAccountToken must be false: no pod here talks to the Kubernetes API');
    if (spec.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
      report('securityContext.seccompProfile must be RuntimeDefault');
    for (const container of [...(spec.initContainers ?? []), ...(spec.containers ?? [])]) {
      const where = `container ${container.name}`;
      const context = container.securityContext ?? {};
      if ((context.runAsNonRoot ?? spec.securityContext?.runAsNonRoot) !== true)
        report(`${where}: runAsNonRoot must be true (in the pod's securityContext or its own)`);
      for (const resource of ['cpu', 'memory']) {
        if (container.resources?.limits?.[resource] === undefined) report(`${where}: no ${resource} limit`);
      }
      if (context.allowPrivilegeEscalation !== false) report(`${where}: allowPrivilegeEscalation must be false`);
      if (context.readOnlyRootFilesystem !== true) report(`${where}: readOnlyRootFilesystem must be true`);
      if (!(context.capabilities?.drop ?? []).includes('ALL')) report(`${where}: capabilities must drop ALL`);
    }
  }
  return problems;
}

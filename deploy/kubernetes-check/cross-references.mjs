// @ts-check
/**
 * References between the objects of one kustomization that no schema can see: selectors that
 * find their pods, ports that probes, Services and NetworkPolicies name, the Secrets and
 * ConfigMaps that variables come from, the autoscaler's target, a setup Job that runs with
 * the same image and settings as the Deployment it prepares for, the operator commands' pod
 * running as the setup Job runs, every pod holding a database URL let through to PostgreSQL, and
 * the API's probes on its readiness and liveness routes.
 */

/**
 * @typedef {{ file: string, index: number, object: Record<string, any> }} Manifest
 * @typedef {{ object?: string, message: string }} Problem
 * @typedef {{ owner: Record<string, any>, labels: Record<string, string>, spec: Record<string, any>, claims: string[] }} PodTemplate
 */

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job', 'CronJob']);

/** Kinds whose pods run to completion: no selector, no disruption budget, no serving probes. */
const BATCH_KINDS = new Set(['Job', 'CronJob']);

/**
 * Variables a Job running the API's image must give the API Deployment too, with the same value:
 * the API reads the operators' offensive list from the word lists' folder the setup Job seeded
 * from, so a word kept out of the answers is kept out of challenges as well.
 */
const SHARED_WITH_THE_API = ['WORD_LIST_DIR'];

/** The label naming a pod's part of the game (api, setup, ops...), which NetworkPolicies select on. */
const COMPONENT_LABEL = 'app.kubernetes.io/component';

/** The component of the pods where operators run the operator commands (docs/kubernetes.md). */
const OPS_COMPONENT = 'ops';

/** The variables that hold a database address: the owner's, and the API's own role's. */
const DATABASE_VARIABLES = ['DATABASE_URL', 'API_DATABASE_URL'];

/** The port name PostgreSQL's pods declare, which finds them among the workloads. */
const DATABASE_PORT = 'postgres';

/** The API's readiness and liveness routes (docs/api.md). */
const API_READINESS_PATH = '/api/health';
const API_LIVENESS_PATH = '/api/health/live';

/** Whether a container runs the API image (hexle-api, from any registry, at any tag). @param {Record<string, any>} container */
function runsTheApi(container) {
  const image = String(container.image ?? '');
  const name = image.split('@')[0]?.split('/').at(-1)?.split(':')[0];
  return name === 'hexle-api';
}

/** @param {Record<string, any>} object */
const nameOf = (object) => `${object?.kind ?? '?'}/${object?.metadata?.name ?? '?'}`;

/** Whether labels carry every pair of a selector. @param {Record<string, string> | undefined} selector @param {Record<string, string>} labels */
function selects(selector, labels) {
  const pairs = Object.entries(selector ?? {});
  return pairs.length > 0 && pairs.every(([key, value]) => labels[key] === value);
}

/**
 * Whether a full label selector (matchLabels and matchExpressions) selects these labels. Unlike
 * `selects`, an empty selector selects every pod, as it does in a NetworkPolicy.
 * @param {Record<string, any> | undefined} selector @param {Record<string, string>} labels
 */
function labelSelectorMatches(selector, labels) {
  for (const [key, value] of Object.entries(selector?.matchLabels ?? {})) {
    if (labels[key] !== value) return false;
  }
  for (const { key, operator, values = [] } of selector?.matchExpressions ?? []) {
    const has = Object.hasOwn(labels, key);
    if (operator === 'In' && !(has && values.includes(labels[key]))) return false;
    if (operator === 'NotIn' && has && values.includes(labels[key])) return false;
    if (operator === 'Exists' && !has) return false;
    if (operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

/** @param {Record<string, any>} object @returns {PodTemplate | undefined} */
function podTemplate(object) {
  if (!WORKLOAD_KINDS.has(object.kind)) return undefined;
  const template = (object.kind === 'CronJob' ? object.spec?.jobTemplate?.spec?.template : object.spec?.template) ?? {};
  return {
    owner: object,
    labels: template.metadata?.labels ?? {},
    spec: template.spec ?? {},
    claims: (object.spec?.volumeClaimTemplates ?? []).map((/** @type {any} */ claim) => claim.metadata?.name),
  };
}

/** Every container of a pod, init containers included. @param {Record<string, any>} spec @returns {Record<string, any>[]} */
function containersOf(spec) {
  return [...(spec.initContainers ?? []), ...(spec.containers ?? [])];
}

/** Whether a container declares a port, by name or number. @param {Record<string, any>} container @param {string | number} port */
function declaresPort(container, port) {
  return (container.ports ?? []).some((/** @type {any} */ declared) =>
    typeof port === 'string' ? declared.name === port : declared.containerPort === port,
  );
}

/**
 * Whether some container of some pod declares a NetworkPolicy port: a name, a number, or the
 * numbers from `port` to `endPort`.
 * @param {PodTemplate[]} pods @param {{ port?: string | number, endPort?: number }} rule
 */
function podsDeclarePort(pods, { port, endPort }) {
  return pods.some((pod) =>
    containersOf(pod.spec).some((container) =>
      typeof port === 'number' && endPort !== undefined
        ? (container.ports ?? []).some(
            (/** @type {any} */ declared) => declared.containerPort >= port && declared.containerPort <= endPort,
          )
        : declaresPort(container, /** @type {string | number} */ (port)),
    ),
  );
}

/**
 * Where a container's variables come from: name -> "Secret/x key y" or "ConfigMap/x key y", and the envFrom sources.
 * @param {Record<string, any>} container
 */
function environmentSources(container) {
  /** @type {Map<string, string>} */
  const variables = new Map();
  for (const variable of container.env ?? []) {
    const secret = variable.valueFrom?.secretKeyRef;
    const configMap = variable.valueFrom?.configMapKeyRef;
    if (secret) variables.set(variable.name, `Secret/${secret.name} key ${secret.key}`);
    else if (configMap) variables.set(variable.name, `ConfigMap/${configMap.name} key ${configMap.key}`);
  }
  const bulk = (container.envFrom ?? [])
    .map((/** @type {any} */ source) =>
      source.secretRef ? `Secret/${source.secretRef.name}` : `ConfigMap/${source.configMapRef?.name}`,
    )
    .sort();
  return { variables, bulk };
}

/** A container's variable set to a value of its own (not from a Secret or ConfigMap). @param {Record<string, any>} container @param {string} name */
function literalValue(container, name) {
  return (container.env ?? []).find((/** @type {any} */ variable) => variable.name === name && !variable.valueFrom)
    ?.value;
}

/**
 * Where a container mounts ConfigMaps: mount path -> ConfigMap name.
 * @param {Record<string, any>} spec the pod's @param {Record<string, any>} container
 */
function configMapMounts(spec, container) {
  /** @type {Map<string, string>} */
  const mounts = new Map();
  for (const mount of container.volumeMounts ?? []) {
    const volume = (spec.volumes ?? []).find((/** @type {any} */ candidate) => candidate.name === mount.name);
    if (volume?.configMap) mounts.set(mount.mountPath, volume.configMap.name);
  }
  return mounts;
}

/**
 * @param {Manifest[]} manifests
 * @returns {Problem[]}
 */
export function crossReferenceProblems(manifests) {
  /** @type {Problem[]} */
  const problems = [];
  const objects = manifests.map((manifest) => manifest.object);
  /** @param {Record<string, any>} object @param {string} message */
  const report = (object, message) => problems.push({ object: nameOf(object), message });

  /** @type {Map<string, Record<string, any>>} */
  const byName = new Map();
  for (const object of objects) {
    const key = nameOf(object);
    if (byName.has(key)) report(object, 'is defined twice');
    byName.set(key, object);
  }
  const pods = objects.map(podTemplate).filter((pod) => pod !== undefined);

  /** The keys of a Secret or ConfigMap. @param {Record<string, any>} object */
  const keysOf = (object) =>
    new Set([
      ...Object.keys(object.data ?? {}),
      ...Object.keys(object.stringData ?? {}),
      ...Object.keys(object.binaryData ?? {}),
    ]);

  /** @param {Record<string, any>} owner @param {'Secret' | 'ConfigMap'} kind @param {string} name @param {string} [key] @param {boolean} [optional] */
  const checkSource = (owner, kind, name, key, optional) => {
    const source = byName.get(`${kind}/${name}`);
    if (!source) {
      if (!optional) report(owner, `uses ${kind} ${name}, which is not defined`);
      return;
    }
    if (key !== undefined && !keysOf(source).has(key) && !optional)
      report(owner, `uses key ${key} of ${kind} ${name}, which has no such key`);
  };

  /**
   * A NetworkPolicy selects pods defined here, lets in (or out to) pods that exist, on ports those
   * pods declare. A peer with a namespaceSelector may be pods of another namespace (a Prometheus,
   * say), which are not here to look for; nor are the addresses of an ipBlock.
   * @param {Record<string, any>} policy
   */
  const networkPolicyProblems = (policy) => {
    const targets = pods.filter((pod) => labelSelectorMatches(policy.spec?.podSelector, pod.labels));
    if (targets.length === 0)
      report(policy, 'podSelector selects no pods: no workload has a pod template with these labels');
    for (const [direction, peersKey] of /** @type {const} */ ([
      ['ingress', 'from'],
      ['egress', 'to'],
    ])) {
      (policy.spec?.[direction] ?? []).forEach((/** @type {any} */ rule, /** @type {number} */ index) => {
        const where = `${direction}[${index}]`;
        /** @type {PodTemplate[]} */
        const peerPods = [];
        let peersAllHere = (rule[peersKey] ?? []).length > 0;
        for (const peer of rule[peersKey] ?? []) {
          if (!peer.podSelector || peer.namespaceSelector) {
            peersAllHere = false;
            continue;
          }
          const matched = pods.filter((pod) => labelSelectorMatches(peer.podSelector, pod.labels));
          if (matched.length === 0) {
            report(
              policy,
              `${where}: ${peersKey} podSelector selects no pods: no workload has a pod template with these labels`,
            );
          }
          peerPods.push(...matched);
        }
        // Ingress ports are the policy's own pods' ports; egress ports the peers', when all are here.
        const portOwners = direction === 'ingress' ? targets : peersAllHere ? peerPods : [];
        if (portOwners.length === 0) return;
        for (const port of rule.ports ?? []) {
          if (port.port === undefined) continue;
          if (!podsDeclarePort(portOwners, port)) {
            const range = port.endPort === undefined ? '' : `-${port.endPort}`;
            report(
              policy,
              `${where}: port ${port.port}${range} is declared by no pod it ${direction === 'ingress' ? 'selects' : 'names'}`,
            );
          }
        }
      });
    }
  };

  for (const pod of pods) {
    const { owner, labels, spec } = pod;
    const selector = owner.spec?.selector?.matchLabels;
    if (!BATCH_KINDS.has(owner.kind) && !selects(selector, labels)) {
      report(owner, "selector.matchLabels does not match the pod template's labels");
    }
    const volumeNames = new Set([
      ...(spec.volumes ?? []).map((/** @type {any} */ volume) => volume.name),
      ...pod.claims,
    ]);
    for (const volume of spec.volumes ?? []) {
      const { secret, configMap, persistentVolumeClaim } = volume;
      // A key a volume's items name must exist: the pod would otherwise wait, never starting.
      if (secret) {
        checkSource(owner, 'Secret', secret.secretName, undefined, secret.optional);
        for (const item of secret.items ?? [])
          checkSource(owner, 'Secret', secret.secretName, item.key, secret.optional);
      }
      if (configMap) {
        checkSource(owner, 'ConfigMap', configMap.name, undefined, configMap.optional);
        for (const item of configMap.items ?? [])
          checkSource(owner, 'ConfigMap', configMap.name, item.key, configMap.optional);
      }
      if (persistentVolumeClaim && !byName.has(`PersistentVolumeClaim/${persistentVolumeClaim.claimName}`))
        report(
          owner,
          `volume ${volume.name} claims ${persistentVolumeClaim.claimName}, which is not a PersistentVolumeClaim defined here`,
        );
    }
    for (const container of containersOf(spec)) {
      for (const probeName of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
        const probe = container[probeName];
        const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port ?? probe?.grpc?.port;
        if (port !== undefined && !declaresPort(container, port)) {
          report(
            owner,
            `container ${container.name}: ${probeName} uses port ${port}, which the container does not declare`,
          );
        }
      }
      for (const mount of container.volumeMounts ?? []) {
        if (!volumeNames.has(mount.name))
          report(owner, `container ${container.name} mounts volume ${mount.name}, which the pod does not have`);
      }
      for (const variable of container.env ?? []) {
        const secret = variable.valueFrom?.secretKeyRef;
        const configMap = variable.valueFrom?.configMapKeyRef;
        if (secret) checkSource(owner, 'Secret', secret.name, secret.key, secret.optional);
        if (configMap) checkSource(owner, 'ConfigMap', configMap.name, configMap.key, configMap.optional);
      }
      for (const source of container.envFrom ?? []) {
        if (source.secretRef) checkSource(owner, 'Secret', source.secretRef.name, undefined, source.secretRef.optional);
        if (source.configMapRef)
          checkSource(owner, 'ConfigMap', source.configMapRef.name, undefined, source.configMapRef.optional);
      }
    }
  }

  for (const object of objects) {
    if (object.kind === 'Service' && object.spec?.selector) {
      const matched = pods.filter((pod) => selects(object.spec.selector, pod.labels));
      if (matched.length === 0) {
        report(object, 'selects no pods: no workload has a pod template with these labels');
        continue;
      }
      for (const port of object.spec.ports ?? []) {
        const target = port.targetPort ?? port.port;
        for (const pod of matched) {
          if (!containersOf(pod.spec).some((container) => declaresPort(container, target))) {
            report(
              object,
              `port ${port.name ?? port.port} targets ${target}, which ${nameOf(pod.owner)} does not declare`,
            );
          }
        }
      }
    }
    if (object.kind === 'PodDisruptionBudget') {
      if (
        !pods.some((pod) => !BATCH_KINDS.has(pod.owner.kind) && selects(object.spec?.selector?.matchLabels, pod.labels))
      ) {
        report(object, 'selects no pods of a Deployment or StatefulSet');
      }
    }
    if (object.kind === 'NetworkPolicy') networkPolicyProblems(object);
    if (object.kind === 'StatefulSet' && !byName.has(`Service/${object.spec?.serviceName}`)) {
      report(object, `serviceName ${object.spec?.serviceName} is not a Service defined here`);
    }
    if (object.kind === 'HorizontalPodAutoscaler') {
      const target = byName.get(`${object.spec?.scaleTargetRef?.kind}/${object.spec?.scaleTargetRef?.name}`);
      if (!target) {
        report(object, 'scaleTargetRef names no object defined here');
        continue;
      }
      for (const metric of object.spec?.metrics ?? []) {
        const resource = metric.type === 'Resource' ? metric.resource?.name : undefined;
        if (!resource) continue;
        for (const container of target.spec?.template?.spec?.containers ?? []) {
          if (container.resources?.requests?.[resource] === undefined) {
            report(
              object,
              `scales on ${resource}, but container ${container.name} of ${nameOf(target)} requests no ${resource}`,
            );
          }
        }
      }
    }
  }

  // A variable taken from a Secret or ConfigMap comes from the same place in every workload.
  /** @type {Map<string, { source: string, owner: Record<string, any> }>} */
  const variableSources = new Map();
  for (const pod of pods) {
    for (const container of containersOf(pod.spec)) {
      for (const [name, source] of environmentSources(container).variables) {
        const first = variableSources.get(name);
        if (!first) variableSources.set(name, { source, owner: pod.owner });
        else if (first.source !== source) {
          report(pod.owner, `takes ${name} from ${source}, but ${nameOf(first.owner)} takes it from ${first.source}`);
        }
      }
    }
  }

  // The API's probes: readiness asks the route that fails until the API can serve players
  // (database, migrations, launch date); liveness asks the one that only says the process
  // answers, so an outage or a pending migration takes replicas out of the Service without
  // restarting them all.
  for (const pod of pods.filter((candidate) => !BATCH_KINDS.has(candidate.owner.kind))) {
    for (const container of (pod.spec.containers ?? []).filter(runsTheApi)) {
      const readiness = container.readinessProbe;
      if (readiness && readiness.httpGet?.path !== API_READINESS_PATH)
        report(
          pod.owner,
          `container ${container.name}: readinessProbe must ask GET ${API_READINESS_PATH}, which fails until the API ` +
            'can serve players (database, migrations, launch date)',
        );
      const liveness = container.livenessProbe;
      if (liveness && liveness.httpGet?.path !== API_LIVENESS_PATH)
        report(
          pod.owner,
          `container ${container.name}: livenessProbe must ask GET ${API_LIVENESS_PATH}: one on the readiness check ` +
            'restarts every replica while the database is down or its migrations are pending',
        );
    }
  }

  // A Job runs the image of a Deployment, with the same settings, so it prepares for that code.
  for (const job of pods.filter((pod) => pod.owner.kind === 'Job')) {
    for (const container of job.spec.containers ?? []) {
      const twin = pods
        .filter((pod) => pod.owner.kind === 'Deployment')
        .flatMap((pod) => (pod.spec.containers ?? []).map((/** @type {any} */ other) => ({ pod, other })))
        .find(({ other }) => other.image === container.image);
      if (!twin) {
        report(job.owner, `container ${container.name} runs ${container.image}, which no Deployment runs`);
        continue;
      }
      const mine = environmentSources(container);
      const theirs = environmentSources(twin.other);
      if (mine.bulk.join() !== theirs.bulk.join()) {
        report(
          job.owner,
          `envFrom (${mine.bulk.join(', ')}) differs from ${nameOf(twin.pod.owner)}'s (${theirs.bulk.join(', ')})`,
        );
      }
      for (const [name, source] of theirs.variables) {
        if (!mine.variables.has(name))
          report(job.owner, `lacks ${name} (from ${source}), which ${nameOf(twin.pod.owner)} has`);
      }
      for (const name of SHARED_WITH_THE_API) {
        const value = literalValue(container, name);
        if (value !== undefined && literalValue(twin.other, name) !== value)
          report(
            twin.pod.owner,
            `must set ${name} to ${value}, as ${nameOf(job.owner)} does (the folder it seeded from)`,
          );
      }
      // The ConfigMaps the Job reads its files from (the word lists), where the API reads them too.
      const theirMounts = configMapMounts(twin.pod.spec, twin.other);
      for (const [mountPath, configMap] of configMapMounts(job.spec, container)) {
        if (theirMounts.get(mountPath) !== configMap)
          report(twin.pod.owner, `must mount ConfigMap ${configMap} at ${mountPath}, as ${nameOf(job.owner)} does`);
      }
    }
  }

  // The operator commands' pod runs the commands of the image that prepared the database, as the
  // setup Job does: the same image, the owner's DATABASE_URL (the API's role may not change the
  // schedule), the same settings (LAUNCH_DATE...) and the same word lists, so a seed run by hand
  // loads what the setup Job loads.
  const setupJobs = pods.filter((pod) => pod.owner.kind === 'Job' && (pod.spec.containers ?? []).some(runsTheApi));
  for (const ops of pods.filter((pod) => pod.labels[COMPONENT_LABEL] === OPS_COMPONENT)) {
    if (setupJobs.length === 0) {
      report(
        ops.owner,
        'runs the operator commands, but no Job runs the API image to take its image and settings from',
      );
      continue;
    }
    for (const setup of setupJobs) {
      const setupContainer = (setup.spec.containers ?? []).find(runsTheApi);
      const theirs = environmentSources(setupContainer);
      const theirMounts = configMapMounts(setup.spec, setupContainer);
      const setupName = nameOf(setup.owner);
      for (const container of ops.spec.containers ?? []) {
        const where = `container ${container.name}`;
        if (container.image !== setupContainer.image)
          report(ops.owner, `${where} runs ${container.image}, but ${setupName} runs ${setupContainer.image}`);
        const mine = environmentSources(container);
        const ownerUrl = theirs.variables.get('DATABASE_URL');
        const url = mine.variables.get('DATABASE_URL');
        if (ownerUrl !== undefined && url !== ownerUrl)
          report(
            ops.owner,
            `${where} must take DATABASE_URL from ${ownerUrl}, the owner's, as ${setupName} does ` +
              `(it takes it from ${url ?? 'nowhere'}): the API's role may not change the schedule`,
          );
        if (mine.bulk.join() !== theirs.bulk.join())
          report(
            ops.owner,
            `${where}: envFrom (${mine.bulk.join(', ')}) differs from ${setupName}'s (${theirs.bulk.join(', ')})`,
          );
        for (const name of SHARED_WITH_THE_API) {
          const value = literalValue(setupContainer, name);
          if (value !== undefined && literalValue(container, name) !== value)
            report(ops.owner, `${where} must set ${name} to ${value}, as ${setupName} does`);
        }
        const mounts = configMapMounts(ops.spec, container);
        for (const [mountPath, configMap] of theirMounts) {
          if (mounts.get(mountPath) !== configMap)
            report(ops.owner, `${where} must mount ConfigMap ${configMap} at ${mountPath}, as ${setupName} does`);
        }
      }
    }
  }

  // Every pod holding a database address may connect to PostgreSQL, when PostgreSQL runs here
  // behind a NetworkPolicy: a pod its policy leaves out passes every other check and fails only
  // in the cluster, at its first query. NetworkPolicies add up: one letting it in is enough.
  const databasePods = pods.filter((pod) =>
    containersOf(pod.spec).some((container) => declaresPort(container, DATABASE_PORT)),
  );
  const databasePolicies = objects.filter(
    (object) =>
      object.kind === 'NetworkPolicy' &&
      (object.spec?.policyTypes ?? ['Ingress']).includes('Ingress') &&
      databasePods.some((pod) => labelSelectorMatches(object.spec?.podSelector, pod.labels)),
  );
  const databasePortNumbers = databasePods.flatMap((pod) =>
    containersOf(pod.spec).flatMap((container) =>
      (container.ports ?? [])
        .filter((/** @type {any} */ port) => port.name === DATABASE_PORT)
        .map((/** @type {any} */ port) => port.containerPort),
    ),
  );
  /** Whether a rule's ports include PostgreSQL's (no ports: every port). @param {any[] | undefined} ports */
  const letsInDatabasePort = (ports) =>
    !ports?.length ||
    ports.some(
      ({ port, endPort }) =>
        port === undefined ||
        port === DATABASE_PORT ||
        (typeof port === 'number' &&
          databasePortNumbers.some((number) => number >= port && number <= (endPort ?? port))),
    );
  /** Whether a rule's peers include pods of this namespace with these labels (no peers: every pod). @param {any[] | undefined} peers @param {Record<string, string>} labels */
  const letsInPods = (peers, labels) =>
    !peers?.length ||
    peers.some(
      (peer) =>
        peer.podSelector &&
        // A namespaceSelector other than {} may leave out this namespace, whose labels are not here.
        (!peer.namespaceSelector || Object.keys(peer.namespaceSelector).length === 0) &&
        labelSelectorMatches(peer.podSelector, labels),
    );
  if (databasePolicies.length > 0) {
    for (const pod of pods.filter((candidate) => !databasePods.includes(candidate))) {
      const held = DATABASE_VARIABLES.filter((name) =>
        containersOf(pod.spec).some((container) =>
          (container.env ?? []).some((/** @type {any} */ variable) => variable.name === name),
        ),
      );
      if (held.length === 0) continue;
      const letIn = databasePolicies.some((policy) =>
        (policy.spec?.ingress ?? []).some(
          (/** @type {any} */ rule) => letsInPods(rule.from, pod.labels) && letsInDatabasePort(rule.ports),
        ),
      );
      if (!letIn)
        report(
          pod.owner,
          `holds ${held.join(' and ')}, but no NetworkPolicy lets its pods reach PostgreSQL ` +
            `(${databasePolicies.map(nameOf).join(', ')} let in no pod with its labels on port ${DATABASE_PORT})`,
        );
    }
  }

  // A Secret holding both the server's settings and the URL must agree with itself.
  for (const object of objects) {
    if (object.kind !== 'Secret') continue;
    const values = { ...object.stringData };
    const { POSTGRES_USER: user, POSTGRES_PASSWORD: password, POSTGRES_DB: database, DATABASE_URL: url } = values;
    if (url && user && password && database) {
      try {
        const parsed = new URL(url);
        if (decodeURIComponent(parsed.username) !== user)
          report(object, 'DATABASE_URL names another user than POSTGRES_USER');
        if (decodeURIComponent(parsed.password) !== password)
          report(object, 'DATABASE_URL has another password than POSTGRES_PASSWORD');
        if (parsed.pathname.slice(1) !== database)
          report(object, 'DATABASE_URL names another database than POSTGRES_DB');
      } catch {
        report(object, 'DATABASE_URL is not a URL');
      }
    }
    const { VALKEY_PASSWORD: valkeyPassword, REDIS_URL: redisUrl } = values;
    if (valkeyPassword && redisUrl) {
      try {
        if (decodeURIComponent(new URL(redisUrl).password) !== valkeyPassword)
          report(object, 'REDIS_URL has another password than VALKEY_PASSWORD');
      } catch {
        report(object, 'REDIS_URL is not a URL');
      }
    }
  }
  return problems;
}

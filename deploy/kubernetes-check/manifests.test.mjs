// @ts-check
// The Kubernetes manifest check: the shipped manifests pass, and each kind of mistake fails.
//   node --test deploy/kubernetes-check/manifests.test.mjs
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { crossReferenceProblems } from './cross-references.mjs';
import { checkManifests, formatProblem, loadKustomization, REPO_ROOT } from './manifests.mjs';
// The backup script's own tests, against PostgreSQL: run with these by `npm run kubernetes:check`.
import './database-script.test.mjs';

const shipped = path.join(REPO_ROOT, 'deploy/kubernetes');
const broken = path.join(REPO_ROOT, 'deploy/kubernetes-check/fixtures/broken');

test('the shipped manifests pass, with in-cluster and with external PostgreSQL', async () => {
  const problems = await checkManifests({
    root: shipped,
    kustomizations: [path.join(shipped, 'in-cluster-postgres'), path.join(shipped, 'external-postgres')],
  });
  assert.deepEqual(problems.map(formatProblem), []);
});

test('every mistake in the broken fixture is rejected', async () => {
  const problems = (await checkManifests({ root: broken, kustomizations: [broken] })).map(formatProblem);
  const fixture = 'deploy/kubernetes-check/fixtures/broken';
  const expected = [
    // Unknown field (a typo).
    `${fixture}/broken.yaml Deployment/api: fields: /spec/template/spec/containers/0/imagePullPolicyy is not a field the API knows`,
    // Wrong types, kubectl's YAML 1.1 boolean included, an unknown enum value, a missing required field.
    `${fixture}/broken.yaml Deployment/api: schema: /spec/replicas must be integer`,
    `${fixture}/broken.yaml Deployment/api: schema: /spec/template/spec/containers/0/env/0/value must be string`,
    `${fixture}/broken.yaml Deployment/api: schema: /spec/template/spec/containers/0/ports/0/protocol must be equal to one of the allowed values (SCTP, TCP, UDP)`,
    `${fixture}/broken.yaml HorizontalPodAutoscaler/api: schema: /spec must have required property maxReplicas`,
    // References.
    `${fixture} Deployment/api: references: container api: readinessProbe uses port metrics, which the container does not declare`,
    `${fixture} Deployment/api: references: uses key DATABASE_ULR of Secret hexle-database, which has no such key`,
    `${fixture} Service/api: references: selects no pods: no workload has a pod template with these labels`,
    `${fixture} HorizontalPodAutoscaler/api: references: scales on cpu, but container api of Deployment/api requests no cpu`,
    `${fixture} Secret/hexle-database: references: DATABASE_URL has another password than POSTGRES_PASSWORD`,
    // A CronJob's pod is checked as any other: its Secret keys, claimed volumes and volume items.
    `${fixture} CronJob/hexle-backup: references: uses key DATABASE_ULR of Secret hexle-database, which has no such key`,
    `${fixture} CronJob/hexle-backup: references: volume backups claims hexle-backupz, which is not a PersistentVolumeClaim defined here`,
    `${fixture} CronJob/hexle-backup: references: uses key hexle-db.bash of ConfigMap hexle-db-script, which has no such key`,
    // Pod policies: the API Deployment of the fixture keeps none; the CronJob may overlap itself.
    `${fixture} Deployment/api: policy: automountServiceAccountToken must be false: no pod here talks to the Kubernetes API`,
    `${fixture} Deployment/api: policy: securityContext.seccompProfile must be RuntimeDefault`,
    `${fixture} Deployment/api: policy: container api: runAsNonRoot must be true (in the pod's securityContext or its own)`,
    `${fixture} Deployment/api: policy: container api: no cpu limit`,
    `${fixture} Deployment/api: policy: container api: no memory limit`,
    `${fixture} Deployment/api: policy: container api: allowPrivilegeEscalation must be false`,
    `${fixture} Deployment/api: policy: container api: readOnlyRootFilesystem must be true`,
    `${fixture} Deployment/api: policy: container api: capabilities must drop ALL`,
    `${fixture} CronJob/hexle-backup: policy: a scheduled CronJob must have concurrencyPolicy Forbid, so two of its runs never overlap`,
  ];
  assert.deepEqual([...problems].sort(), [...expected].sort());
});

test('an unknown field is rejected even where the rest of the object is right', async () => {
  const { fieldProblems } = await import('./manifests.mjs');
  const problems = fieldProblems([
    {
      file: path.join(broken, 'inline.yaml'),
      index: 0,
      object: { apiVersion: 'v1', kind: 'Service', metadata: { name: 'web', lables: { a: 'b' } }, spec: { ports: [] } },
    },
  ]);
  assert.deepEqual(problems.map(formatProblem), [
    'deploy/kubernetes-check/fixtures/broken/inline.yaml Service/web: fields: /metadata/lables is not a field the API knows',
  ]);
});

/** A Deployment or Job running hexle-api with DATABASE_URL from the given Secret. @param {'Deployment' | 'Job'} kind @param {string} secretName */
function workload(kind, secretName, image = 'hexle-api:latest') {
  return {
    file: 'inline.yaml',
    index: 0,
    object: {
      apiVersion: kind === 'Job' ? 'batch/v1' : 'apps/v1',
      kind,
      metadata: { name: kind.toLowerCase() },
      spec: {
        selector: { matchLabels: { app: kind } },
        template: {
          metadata: { labels: { app: kind } },
          spec: {
            containers: [
              {
                name: 'api',
                image,
                env: [{ name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: secretName, key: 'DATABASE_URL' } } }],
              },
            ],
          },
        },
      },
    },
  };
}

const secret = (/** @type {string} */ name) => ({
  file: 'inline.yaml',
  index: 0,
  object: { apiVersion: 'v1', kind: 'Secret', metadata: { name }, stringData: { DATABASE_URL: 'postgresql://x@y/z' } },
});

test('the setup Job must take its settings from where the Deployment takes them, and run its image', () => {
  assert.deepEqual(crossReferenceProblems([workload('Deployment', 'db'), workload('Job', 'db'), secret('db')]), []);
  assert.deepEqual(
    crossReferenceProblems([workload('Deployment', 'db'), workload('Job', 'other'), secret('db'), secret('other')]).map(
      ({ message }) => message,
    ),
    [
      'takes DATABASE_URL from Secret/other key DATABASE_URL, but Deployment/deployment takes it from Secret/db key DATABASE_URL',
    ],
  );
  assert.deepEqual(
    crossReferenceProblems([workload('Deployment', 'db'), workload('Job', 'db', 'hexle-api:old'), secret('db')]).map(
      ({ message }) => message,
    ),
    ['container api runs hexle-api:old, which no Deployment runs'],
  );
});

test('the API reads the word lists folder the setup Job seeds from, mounted from the same ConfigMap', () => {
  /** The Job or Deployment, with WORD_LIST_DIR and the ConfigMap hexle-word-lists at `mountPath` (none: unmounted). @param {'Deployment' | 'Job'} kind @param {string | undefined} folder @param {string | undefined} mountPath */
  const withWordLists = (kind, folder, mountPath) => {
    const manifest = workload(kind, 'db');
    const spec = /** @type {Record<string, any>} */ (manifest.object.spec.template.spec);
    const container = spec.containers[0];
    if (folder !== undefined) container.env.push({ name: 'WORD_LIST_DIR', value: folder });
    if (mountPath !== undefined) {
      container.volumeMounts = [{ name: 'word-lists', mountPath, readOnly: true }];
      spec.volumes = [{ name: 'word-lists', configMap: { name: 'hexle-word-lists', optional: true } }];
    }
    return manifest;
  };
  const job = withWordLists('Job', '/word-lists:prisma/words', '/word-lists');
  assert.deepEqual(
    crossReferenceProblems([withWordLists('Deployment', '/word-lists:prisma/words', '/word-lists'), job, secret('db')]),
    [],
  );
  // The API Deployment before the fix: neither the folder nor the ConfigMap, so the operators'
  // offensive list was never read by the API.
  assert.deepEqual(
    crossReferenceProblems([withWordLists('Deployment', undefined, undefined), job, secret('db')]).map(
      ({ object, message }) => `${object}: ${message}`,
    ),
    [
      'Deployment/deployment: must set WORD_LIST_DIR to /word-lists:prisma/words, as Job/job does (the folder it seeded from)',
      'Deployment/deployment: must mount ConfigMap hexle-word-lists at /word-lists, as Job/job does',
    ],
  );
  assert.deepEqual(
    crossReferenceProblems([withWordLists('Deployment', '/word-lists', '/lists'), job, secret('db')]).map(
      ({ message }) => message,
    ),
    [
      'must set WORD_LIST_DIR to /word-lists:prisma/words, as Job/job does (the folder it seeded from)',
      'must mount ConfigMap hexle-word-lists at /word-lists, as Job/job does',
    ],
  );
});

/** An object of a kind, from an inline file. @param {Record<string, any>} object */
const inline = (object) => ({ file: 'inline.yaml', index: 0, object });

/** A Deployment whose pods carry `labels` and declare the named ports (3000, 3001, ...). @param {string} name @param {Record<string, string>} labels @param {string[]} ports */
const deployment = (name, labels, ports) =>
  inline({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name },
    spec: {
      selector: { matchLabels: labels },
      template: {
        metadata: { labels },
        spec: {
          containers: [
            { name, image: name, ports: ports.map((port, index) => ({ name: port, containerPort: 3000 + index })) },
          ],
        },
      },
    },
  });

/** A NetworkPolicy for the pods `selector` picks. @param {Record<string, any>} selector @param {Record<string, any>[]} ingress */
const networkPolicy = (selector, ingress) =>
  inline({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'policy' },
    spec: { podSelector: selector, policyTypes: ['Ingress'], ingress },
  });

test('a NetworkPolicy must select existing pods, let in existing pods, and name ports they declare', () => {
  const workloads = [
    deployment('api', { app: 'api' }, ['http', 'metrics']),
    deployment('web', { app: 'web' }, ['http']),
  ];
  const fromWeb = { from: [{ podSelector: { matchLabels: { app: 'web' } } }], ports: [{ port: 'http' }] };
  assert.deepEqual(
    crossReferenceProblems([...workloads, networkPolicy({ matchLabels: { app: 'api' } }, [fromWeb])]),
    [],
  );

  // A policy that selects nothing protects nothing: a typo in its labels.
  assert.deepEqual(
    crossReferenceProblems([...workloads, networkPolicy({ matchLabels: { app: 'apii' } }, [fromWeb])]).map(
      ({ object, message }) => `${object}: ${message}`,
    ),
    ['NetworkPolicy/policy: podSelector selects no pods: no workload has a pod template with these labels'],
  );

  // A peer that is no pod here, and ports the selected pods do not declare (by name and number).
  assert.deepEqual(
    crossReferenceProblems([
      ...workloads,
      networkPolicy({ matchLabels: { app: 'api' } }, [
        { from: [{ podSelector: { matchLabels: { app: 'webb' } } }], ports: [{ port: 'htttp' }, { port: 9464 }] },
        {
          from: [{ podSelector: { matchLabels: { app: 'web' } } }],
          ports: [{ port: 3000 }, { port: 2999, endPort: 3005 }],
        },
      ]),
    ]).map(({ message }) => message),
    [
      'ingress[0]: from podSelector selects no pods: no workload has a pod template with these labels',
      'ingress[0]: port htttp is declared by no pod it selects',
      'ingress[0]: port 9464 is declared by no pod it selects',
    ],
  );

  // Peers in other namespaces (a Prometheus) are not here to check; an empty selector and
  // matchExpressions select as Kubernetes does.
  assert.deepEqual(
    crossReferenceProblems([
      ...workloads,
      networkPolicy({ matchExpressions: [{ key: 'app', operator: 'In', values: ['api', 'other'] }] }, [
        {
          from: [
            { namespaceSelector: {}, podSelector: { matchLabels: { 'hexle-metrics-scraper': 'true' } } },
            { namespaceSelector: { matchLabels: { 'hexle-metrics-scraper': 'true' } } },
          ],
          ports: [{ port: 'metrics' }],
        },
        { from: [{ podSelector: {} }] },
      ]),
    ]),
    [],
  );
  assert.deepEqual(
    crossReferenceProblems([
      ...workloads,
      networkPolicy({ matchExpressions: [{ key: 'app', operator: 'NotIn', values: ['api', 'web'] }] }, []),
    ]).map(({ message }) => message),
    ['podSelector selects no pods: no workload has a pod template with these labels'],
  );
});

test("the Secret hexle-redis's REDIS_URL must carry VALKEY_PASSWORD", () => {
  const redisSecret = (/** @type {string} */ url) =>
    inline({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'hexle-redis' },
      stringData: { VALKEY_PASSWORD: 'one', REDIS_URL: url },
    });
  assert.deepEqual(crossReferenceProblems([redisSecret('redis://:one@redis:6379')]), []);
  assert.deepEqual(
    crossReferenceProblems([redisSecret('redis://:two@redis:6379')]).map(({ message }) => message),
    ['REDIS_URL has another password than VALKEY_PASSWORD'],
  );
});

test("the API's readiness probe must ask its readiness route, and its liveness probe the liveness route", () => {
  /** The API Deployment with these probes. @param {Record<string, any>} probes */
  const api = (probes, image = 'registry.example/hexle-api:1.4') => {
    const manifest = workload('Deployment', 'db', image);
    Object.assign(manifest.object.spec.template.spec.containers[0], {
      ports: [{ name: 'http', containerPort: 3000 }],
      ...probes,
    });
    return manifest;
  };
  const get = (/** @type {string} */ path) => ({ httpGet: { path, port: 'http' } });
  assert.deepEqual(
    crossReferenceProblems([
      api({ readinessProbe: get('/api/health'), livenessProbe: get('/api/health/live') }),
      secret('db'),
    ]),
    [],
  );

  // Liveness on the readiness check: an outage or a pending migration would restart every replica.
  const exec = { exec: { command: ['node', '-e', "fetch('http://127.0.0.1:3000/api/health')"] } };
  assert.deepEqual(
    crossReferenceProblems([api({ readinessProbe: get('/api/health/live'), livenessProbe: exec }), secret('db')]).map(
      ({ message }) => message,
    ),
    [
      'container api: readinessProbe must ask GET /api/health, which fails until the API can serve players (database, migrations, launch date)',
      'container api: livenessProbe must ask GET /api/health/live: one on the readiness check restarts every replica while the database is down or its migrations are pending',
    ],
  );

  // Other images' probes are their own.
  assert.deepEqual(crossReferenceProblems([api({ livenessProbe: exec }, 'nginx:1.29'), secret('db')]), []);
});

test('the word lists preview never runs by itself, previews only the ConfigMap, and writes nothing', () => {
  const { manifests } = loadKustomization(path.join(shipped, 'in-cluster-postgres'));
  const preview = manifests.find(({ object }) => object.metadata?.name === 'hexle-word-lists-preview')?.object;
  assert.equal(preview?.kind, 'CronJob');
  assert.equal(preview?.metadata.name, 'hexle-word-lists-preview');
  assert.equal(preview.spec.suspend, true);
  const pod = preview.spec.jobTemplate.spec.template;
  // The setup label: the NetworkPolicies let only the setup pods (and the API) reach PostgreSQL.
  assert.equal(pod.metadata.labels['app.kubernetes.io/component'], 'setup');
  const env = Object.fromEntries(pod.spec.containers[0].env.map((/** @type {any} */ e) => [e.name, e.value]));
  assert.equal(env.SEED_DRY_RUN, '1');
  assert.equal(env.WORD_LIST_DIR, '/word-lists');
  assert.equal(env.API_DATABASE_URL, undefined);
});

test('both overlays back up every night, as the owner, keeping BACKUP_KEEP_DAYS (14) days, never two at once', () => {
  for (const overlay of ['in-cluster-postgres', 'external-postgres']) {
    const { manifests } = loadKustomization(path.join(shipped, overlay));
    const named = (/** @type {string} */ kind, /** @type {string} */ name) =>
      manifests.find(({ object }) => object.kind === kind && object.metadata?.name === name)?.object;
    const backup = named('CronJob', 'hexle-backup');
    assert.ok(backup, `${overlay} has the CronJob hexle-backup`);
    assert.notEqual(backup.spec.suspend, true);
    assert.equal(backup.spec.concurrencyPolicy, 'Forbid');
    const pod = backup.spec.jobTemplate.spec.template;
    const [container] = pod.spec.containers;
    assert.deepEqual(container.command, ['sh', '/scripts/hexle-db.sh', 'backup']);
    const env = Object.fromEntries(container.env.map((/** @type {any} */ e) => [e.name, e]));
    assert.equal(env.BACKUP_KEEP_DAYS.value, '14');
    assert.equal(env.BACKUP_DIR.value, '/backups');
    assert.deepEqual(env.DATABASE_URL.valueFrom.secretKeyRef, { name: 'hexle-database', key: 'DATABASE_URL' });
    const backups = pod.spec.volumes.find((/** @type {any} */ volume) => volume.name === 'backups');
    assert.equal(backups.persistentVolumeClaim.claimName, 'hexle-backups');
    assert.ok(named('PersistentVolumeClaim', 'hexle-backups'));
    // The restore's pod: made by hand only, with the same volume, script and database.
    const tools = named('CronJob', 'hexle-db-tools');
    assert.equal(tools?.spec.suspend, true);
    const toolsPod = tools.spec.jobTemplate.spec.template;
    assert.deepEqual(toolsPod.spec.volumes, pod.spec.volumes);
    assert.deepEqual(toolsPod.metadata.labels, pod.metadata.labels);
  }
  // The in-cluster PostgreSQL lets the backup pods in.
  const { manifests } = loadKustomization(path.join(shipped, 'in-cluster-postgres'));
  const policy = manifests.find(({ object }) => object.kind === 'NetworkPolicy' && object.metadata.name === 'postgres');
  const peers = policy?.object.spec.ingress[0].from.map((/** @type {any} */ peer) => peer.podSelector.matchLabels);
  assert.ok(peers.some((/** @type {any} */ labels) => labels['app.kubernetes.io/component'] === 'backup'));
});

/**
 * The operator commands' pod: a suspended CronJob labelled ops, running `image` with DATABASE_URL
 * from `key` of the Secret db, and, unless `wordLists` is false, the setup Job's word lists.
 * @param {{ image?: string, key?: string, wordLists?: boolean }} [options]
 */
const opsCronJob = ({ image = 'hexle-api:latest', key = 'DATABASE_URL', wordLists = true } = {}) =>
  inline({
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name: 'hexle-ops' },
    spec: {
      suspend: true,
      schedule: '0 0 1 1 *',
      jobTemplate: {
        spec: {
          template: {
            metadata: { labels: { 'app.kubernetes.io/component': 'ops' } },
            spec: {
              containers: [
                {
                  name: 'ops',
                  image,
                  envFrom: [{ configMapRef: { name: 'hexle-api' } }],
                  env: [
                    { name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'db', key } } },
                    ...(wordLists ? [{ name: 'WORD_LIST_DIR', value: '/word-lists:prisma/words' }] : []),
                  ],
                  volumeMounts: wordLists ? [{ name: 'word-lists', mountPath: '/word-lists' }] : [],
                },
              ],
              volumes: [{ name: 'word-lists', configMap: { name: 'hexle-word-lists', optional: true } }],
            },
          },
        },
      },
    },
  });

/** The setup Job as the shipped one runs: the owner's DATABASE_URL, the ConfigMap hexle-api, the word lists. */
function setupJob() {
  const manifest = workload('Job', 'db');
  const spec = /** @type {Record<string, any>} */ (manifest.object.spec.template.spec);
  const [container] = spec.containers;
  container.envFrom = [{ configMapRef: { name: 'hexle-api' } }];
  container.env.push({ name: 'WORD_LIST_DIR', value: '/word-lists:prisma/words' });
  container.volumeMounts = [{ name: 'word-lists', mountPath: '/word-lists', readOnly: true }];
  spec.volumes = [{ name: 'word-lists', configMap: { name: 'hexle-word-lists', optional: true } }];
  return manifest;
}

test("the operator commands' pod runs the setup Job's image, as the owner, with its settings and word lists", () => {
  const apiConfig = inline({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'hexle-api' }, data: {} });
  const db = inline({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'db' },
    stringData: { DATABASE_URL: 'postgresql://owner@y/z', API_DATABASE_URL: 'postgresql://api@y/z' },
  });
  const others = [setupJob(), db, apiConfig];
  // Only the ops pod's problems: the setup Job here has no API Deployment to match.
  const messages = (/** @type {ReturnType<typeof inline>} */ ops) =>
    crossReferenceProblems([...others, ops])
      .filter(({ object }) => object === 'CronJob/hexle-ops')
      .map(({ object, message }) => `${object}: ${message}`);
  assert.deepEqual(messages(opsCronJob()), []);

  // Another release's image: its commands would not match the schema the setup Job migrated.
  assert.deepEqual(messages(opsCronJob({ image: 'hexle-api:old' })), [
    'CronJob/hexle-ops: container ops runs hexle-api:old, but Job/job runs hexle-api:latest',
  ]);
  // The API's role, which may not pin a day: the commands would fail with "permission denied".
  assert.deepEqual(messages(opsCronJob({ key: 'API_DATABASE_URL' })), [
    'CronJob/hexle-ops: takes DATABASE_URL from Secret/db key API_DATABASE_URL, but Job/job takes it from Secret/db key DATABASE_URL',
    "CronJob/hexle-ops: container ops must take DATABASE_URL from Secret/db key DATABASE_URL, the owner's, as Job/job does (it takes it from Secret/db key API_DATABASE_URL): the API's role may not change the schedule",
  ]);
  // Without the word lists, a seed by hand would load the image's lists over the operator's own.
  assert.deepEqual(messages(opsCronJob({ wordLists: false })), [
    'CronJob/hexle-ops: container ops must set WORD_LIST_DIR to /word-lists:prisma/words, as Job/job does',
    'CronJob/hexle-ops: container ops must mount ConfigMap hexle-word-lists at /word-lists, as Job/job does',
  ]);
  assert.deepEqual(
    crossReferenceProblems([opsCronJob(), db, apiConfig]).map(({ message }) => message),
    ['runs the operator commands, but no Job runs the API image to take its image and settings from'],
  );
});

test('every pod holding a database address may reach PostgreSQL through its NetworkPolicy', () => {
  const postgres = deployment('postgres', { app: 'postgres' }, ['postgres']);
  const api = workload('Deployment', 'db');
  const setup = workload('Job', 'db');
  const ops = opsCronJob();
  const objects = [postgres, api, setup, secret('db')];
  /** The PostgreSQL policy letting in the pods labelled app: each of `apps`, on `port` (its number is 3000 here). @param {string[]} apps */
  const policy = (apps, port = /** @type {string | number} */ ('postgres')) =>
    networkPolicy({ matchLabels: { app: 'postgres' } }, [
      { from: apps.map((app) => ({ podSelector: { matchLabels: { app } } })), ports: [{ port }] },
    ]);
  assert.deepEqual(crossReferenceProblems([...objects, policy(['Deployment', 'Job'])]), []);
  assert.deepEqual(crossReferenceProblems([...objects, policy(['Deployment', 'Job'], 3000)]), []);

  // A pod the policy leaves out, and a rule on another port.
  assert.deepEqual(
    crossReferenceProblems([...objects, policy(['Deployment'])]).map(({ object, message }) => `${object}: ${message}`),
    [
      'Job/job: holds DATABASE_URL, but no NetworkPolicy lets its pods reach PostgreSQL (NetworkPolicy/policy let in no pod with its labels on port postgres)',
    ],
  );
  assert.deepEqual(
    crossReferenceProblems([...objects, policy(['Deployment', 'Job'], 3001)])
      .filter(({ message }) => message.startsWith('holds'))
      .map(({ object }) => object),
    ['Deployment/deployment', 'Job/job'],
  );
  // The operator commands' pod is a database client like any other.
  assert.deepEqual(
    crossReferenceProblems([...objects, ops, policy(['Deployment', 'Job'])])
      .filter(({ message }) => message.includes('NetworkPolicy'))
      .map(({ object }) => object),
    ['CronJob/hexle-ops'],
  );
  // No policy guarding PostgreSQL (an external one): nothing to let through.
  assert.deepEqual(crossReferenceProblems([api, setup, secret('db')]), []);
});

test("the shipped operator commands' pod never runs by itself, only waits, ends within the hour and can reach PostgreSQL", () => {
  for (const overlay of ['in-cluster-postgres', 'external-postgres']) {
    const { manifests } = loadKustomization(path.join(shipped, overlay));
    const ops = manifests.find(
      ({ object }) => object.kind === 'CronJob' && object.metadata?.name === 'hexle-ops',
    )?.object;
    assert.ok(ops, `${overlay} has the CronJob hexle-ops`);
    assert.equal(ops.spec.suspend, true);
    const job = ops.spec.jobTemplate.spec;
    assert.ok(job.activeDeadlineSeconds > 0 && job.activeDeadlineSeconds <= 3600);
    assert.ok(job.ttlSecondsAfterFinished > 0);
    assert.equal(job.backoffLimit, 0);
    const pod = job.template;
    assert.equal(pod.metadata.labels['app.kubernetes.io/component'], 'ops');
    const [container] = pod.spec.containers;
    // It waits for `kubectl exec`: the image's entrypoint would start the API, as the owner.
    assert.match(container.command.join(' '), /sleep \d+/);
    assert.equal(container.args, undefined);
    const env = Object.fromEntries(container.env.map((/** @type {any} */ e) => [e.name, e]));
    assert.deepEqual(env.DATABASE_URL.valueFrom.secretKeyRef, { name: 'hexle-database', key: 'DATABASE_URL' });
    assert.equal(env.API_DATABASE_URL, undefined);
  }

  // Without its peer in PostgreSQL's NetworkPolicy, the check says so.
  const { manifests } = loadKustomization(path.join(shipped, 'in-cluster-postgres'));
  const copy = manifests.map((manifest) => ({ ...manifest, object: structuredClone(manifest.object) }));
  const policy = copy.find(({ object }) => object.kind === 'NetworkPolicy' && object.metadata.name === 'postgres');
  const rule = policy?.object.spec.ingress[0];
  rule.from = rule.from.filter(
    (/** @type {any} */ peer) => peer.podSelector.matchLabels['app.kubernetes.io/component'] !== 'ops',
  );
  assert.deepEqual(
    crossReferenceProblems(copy).map(({ object, message }) => `${object}: ${message.split(',')[0]}`),
    ['CronJob/hexle-ops: holds DATABASE_URL'],
  );
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { CONFIG_VARS } from '@gleaner/platform';
import { allOperations } from '@gleaner/contract';
import { startRoleProcess } from '@gleaner/roles/process';
import { k8sTools, run, REPO } from './k8s-tools.js';
import { parseManifests, schemaProblems, type K8sObject } from './objects.js';
import { SECRETS } from './chart-render.js';

// The Helm chart and the plain manifests, checked offline: helm lint --strict; helm template with the
// default values and with every toggle on; kubectl kustomize of k8s/; every rendered object valid against
// the Kubernetes API's schemas; values of a wrong type or an unknown role setting refused by the values
// schema; every GLEANER_* the chart sets is a setting the service knows; the probes' paths and port are
// what the roles serve; k8s/base is the chart rendered (no drift). The production items (secrets,
// rollouts, spreading, stopping, TLS) are in chart-production.test.ts.

const tools = k8sTools();
const helm = (...args: string[]) => run(tools.helm, args);
const CHART = 'helm/gleaner';

const ALL_ON = [
  'roles.renderer.keda.enabled=true',
  'serviceMonitor.enabled=true',
  'dashboards.enabled=true',
  'prometheusRule.enabled=true',
  'ingress.enabled=true',
  'ingress.className=nginx',
  'ingress.tls[0].secretName=gleaner-tls',
  'ingress.tls[0].hosts[0]=gleaner.local',
  'networkPolicy.enabled=true',
  'networkPolicy.backendCIDRs[0]=10.20.0.0/16',
  'roles.api.hpa.enabled=true',
  'otel.endpoint=http://otel-collector:4318',
  'otel.samplerArg=0.1',
  'secrets.adminToken=3f1c9a7e5b2d4f60a8c1e3b5d7f9a2c4',
  'secrets.fileSigningSecret=9b8a7c6d5e4f30211f2e3d4c5b6a7980',
  'kafka.tls.enabled=true',
  'kafka.tls.caSecret=kafka-ca',
  'kafka.sasl.mechanism=scram-sha-512',
  'kafka.sasl.username=gleaner',
  'kafka.sasl.password=3c5e7a9b1d2f4a6c',
  'mongodb.tls.caSecret=mongodb-ca',
  'secrets.cohereApiKey=k',
  'secrets.smtpUrl=smtp://mail:25',
  's3.endpoint=http://minio:9000',
  's3.accessKeyId=a',
  's3.secretAccessKey=b',
  's3.downloads=redirect',
  's3.publicEndpoint=https://files.example.com',
  'config.extra.GLEANER_RESEARCH_CACHE_MB=512',
  'imagePullSecrets[0].name=registry',
];

function checkAll(t: Test, objects: K8sObject[], what: string): void {
  const problems = objects.flatMap(schemaProblems);
  t.same(problems, [], `${what}: ${objects.length} objects valid against the Kubernetes schemas`);
}

const kinds = (objects: K8sObject[]) => objects.map((o) => o.kind).sort();
const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);

t.test('helm lint --strict', async (t) => {
  t.match(helm('lint', '--strict', CHART, ...SECRETS.flatMap((s) => ['--set', s])), /1 chart\(s\) linted, 0 chart\(s\) failed/);
  t.match(helm('lint', '--strict', CHART, ...ALL_ON.flatMap((s) => ['--set', s])), /0 chart\(s\) failed/, 'with every toggle on');
});

t.test('helm template: default values', async (t) => {
  const objects = parseManifests(helm('template', 'gl', CHART, ...SECRETS.flatMap((s) => ['--set', s])));
  checkAll(t, objects, 'defaults');
  t.same(byKind(objects, 'Deployment').map((d) => d.metadata.name).sort(), ['gl-gleaner-api', 'gl-gleaner-dispatcher', 'gl-gleaner-renderer', 'gl-gleaner-scheduler']);
  t.ok(byKind(objects, 'Secret').length === 1 && byKind(objects, 'HorizontalPodAutoscaler').length === 1, 'a Secret, and the API HPA (on by default)');
  t.equal(byKind(objects, 'NetworkPolicy').length, 4, 'network policies on by default');
  t.equal(byKind(objects, 'PodDisruptionBudget').length, 4);
  t.equal(byKind(objects, 'ConfigMap')[0].data.GLEANER_S3_DOWNLOADS, 'stream', 'files stream through the API: S3 may stay private');
  t.notOk('GLEANER_S3_PUBLIC_ENDPOINT' in byKind(objects, 'ConfigMap')[0].data);
  t.notOk(kinds(objects).includes('ScaledObject') || kinds(objects).includes('ServiceMonitor') || kinds(objects).includes('Ingress'), 'toggles off by default');
  for (const d of byKind(objects, 'Deployment')) {
    const pod = d.spec.template.spec;
    const c = pod.containers[0];
    t.equal(pod.securityContext.runAsNonRoot, true, `${d.metadata.name}: non-root`);
    t.equal(c.securityContext.allowPrivilegeEscalation, false);
    t.equal(c.securityContext.readOnlyRootFilesystem, true);
    t.same(c.securityContext.capabilities.drop, ['ALL']);
    t.ok(c.resources.requests.cpu && c.resources.limits.memory, 'requests and limits');
    t.ok(pod.volumes.some((v: { name: string }) => v.name === 'tmp'), 'a writable /tmp on a read-only root');
  }
  t.match(byKind(objects, 'ConfigMap')[0].data, { GLEANER_ACCESS_LOG: 'info', GLEANER_ACCESS_LOG_SAMPLE: '1' }, 'an access line per request by default');
  const api = byKind(objects, 'Deployment').find((d) => d.metadata.name.endsWith('-api'))!;
  t.notOk('replicas' in api.spec, 'the HPA owns the API replica count');
  const renderer = byKind(objects, 'Deployment').find((d) => d.metadata.name.endsWith('-renderer'))!;
  t.match(renderer.spec.template.spec.containers[0].image, /gleaner-renderer:0\.1\.0$/, 'render pods run the image with Chromium');
  const policy = byKind(objects, 'NetworkPolicy').find((p) => p.metadata.name.endsWith('-renderer'))!;
  const except = policy.spec.egress.flatMap((e: { to?: Array<{ ipBlock?: { except?: string[] } }> }) => e.to ?? []).flatMap((to: { ipBlock?: { except?: string[] } }) => to.ipBlock?.except ?? []);
  for (const cidr of ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16']) t.ok(except.includes(cidr), `render pods cannot reach ${cidr}`);
});

t.test('helm template: every toggle on', async (t) => {
  const objects = parseManifests(helm('template', 'gl', CHART, ...ALL_ON.flatMap((s) => ['--set', s])));
  checkAll(t, objects, 'every toggle on');
  for (const kind of ['ScaledObject', 'TriggerAuthentication', 'ServiceMonitor', 'PrometheusRule', 'Ingress', 'HorizontalPodAutoscaler', 'NetworkPolicy']) t.ok(byKind(objects, kind).length > 0, `${kind} rendered`);
  const scaled = byKind(objects, 'ScaledObject')[0];
  t.match(scaled.spec.triggers[0].metadata, { topic: 'render', consumerGroup: 'render:renderers' }, "KEDA reads the render topic's group (the Kafka bus names it <topic>:<group>)");
  const renderer = byKind(objects, 'Deployment').find((d) => d.metadata.name.endsWith('-renderer'))!;
  t.notOk('replicas' in renderer.spec, 'KEDA owns the render replica count');
  const config = byKind(objects, 'ConfigMap')[0].data;
  t.equal(config.OTEL_EXPORTER_OTLP_ENDPOINT, 'http://otel-collector:4318', 'OTEL_* pass through');
  t.equal(config.GLEANER_RESEARCH_CACHE_MB, '512', 'config.extra');
  t.match(config, { GLEANER_S3_DOWNLOADS: 'redirect', GLEANER_S3_PUBLIC_ENDPOINT: 'https://files.example.com' }, 'how files reach customers');

  const external = parseManifests(helm('template', 'gl', CHART, '--set', 'existingSecret=prod-secrets'));
  t.equal(byKind(external, 'Secret').length, 0, 'existingSecret: no Secret made');
  t.equal(byKind(external, 'Deployment')[0].spec.template.spec.containers[0].envFrom[1].secretRef.name, 'prod-secrets');
});

t.test('the values schema refuses wrong values with a clear message', async (t) => {
  const refused = (set: string, message: RegExp) => t.throws(() => helm('template', 'gl', CHART, ...SECRETS.flatMap((s) => ['--set', s]), '--set', set), message, set);
  refused('roles.api.replicas=two', /roles\.api\.replicas: Invalid type\. Expected: integer, given: string/);
  refused('roles.renderer.cpu=2', /roles\.renderer: Additional property cpu is not allowed/);
  refused('roles.worker.replicas=1', /roles: Additional property worker is not allowed/);
  refused('config.baseUrl=gleaner.example.com', /config\.baseUrl: Does not match pattern/);
  refused('kafka.brokers=kafka', /kafka\.brokers: Does not match pattern/);
  refused('config.extra.SOMETHING=1', /config\.extra/);
  refused('networkPolicy.enabled=maybe', /networkPolicy\.enabled: Invalid type/);
  refused('s3.endpoint=', /s3\.endpoint: Does not match pattern/);
  refused('s3.downloads=proxy', /s3\.downloads: s3\.downloads must be one of the following/);
  refused('s3.publicEndpoint=files.example.com', /s3\.publicEndpoint: Does not match pattern/);
  refused('config.accessLog=loud', /config\.accessLog/);
  refused('config.accessLogSample=2', /config\.accessLogSample: Must be less than or equal to 1/);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'values-')), 'wrong.yaml');
  fs.writeFileSync(file, 'roles:\n  api:\n    replicas: 2\n    hpa: { enabled: "yes" }\n');
  t.throws(() => helm('template', 'gl', CHART, ...SECRETS.flatMap((s) => ['--set', s]), '-f', file), /roles\.api\.hpa\.enabled: Invalid type\. Expected: boolean/, 'a values file with a wrong type');
});

t.test('every GLEANER_* the chart sets is a setting of the service', async (t) => {
  const objects = parseManifests(helm('template', 'gl', CHART, ...ALL_ON.flatMap((s) => ['--set', s])));
  const names = [
    ...Object.keys(byKind(objects, 'ConfigMap')[0].data),
    ...Object.keys(byKind(objects, 'Secret')[0].stringData),
    ...byKind(objects, 'Deployment').flatMap((d) => d.spec.template.spec.containers[0].env.map((e: { name: string }) => e.name)),
  ].filter((n) => n.startsWith('GLEANER_'));
  t.ok(names.length > 15, `${names.length} settings`);
  const known = new Set(Object.keys(CONFIG_VARS).map((k) => `GLEANER_${k}`));
  t.same(names.filter((n) => !known.has(n)), [], 'none unknown');
});

t.test('the probes ask for what the roles serve, on the port they listen on', async (t) => {
  const objects = parseManifests(helm('template', 'gl', CHART, ...SECRETS.flatMap((s) => ['--set', s])));
  const port = Number(byKind(objects, 'ConfigMap')[0].data.GLEANER_PORT);
  const probePaths = new Set<string>();
  for (const d of byKind(objects, 'Deployment')) {
    const c = d.spec.template.spec.containers[0];
    const http = c.ports.find((p: { name: string }) => p.name === 'http');
    t.equal(http.containerPort, port, `${d.metadata.name}: the http port is GLEANER_PORT`);
    for (const probe of [c.startupProbe, c.livenessProbe, c.readinessProbe]) {
      t.equal(probe.httpGet.port, 'http');
      probePaths.add(probe.httpGet.path);
    }
  }
  t.same([...probePaths].sort(), ['/healthz', '/readyz']);
  // the API serves them among its operations; the other roles from their ops server
  const apiPaths = allOperations().filter((o) => o.method === 'get').map((o) => o.path);
  for (const p of probePaths) t.ok(apiPaths.includes(p), `the API serves ${p}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
  Object.assign(process.env, { GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1', GLEANER_DATA_DIR: dataDir, GLEANER_LOG_LEVEL: 'silent' });
  const role = await startRoleProcess('dispatcher', () => ({ close: async () => {} }));
  t.teardown(async () => {
    await role.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  for (const p of probePaths) t.equal((await fetch(`http://127.0.0.1:${role.ops!.port}${p}`)).status, 200, `a role without the API serves ${p}`);
});

t.test('k8s/: kustomize base and overlay, and the base is the chart rendered', async (t) => {
  const base = parseManifests(run(tools.kubectl, ['kustomize', 'k8s/base']));
  checkAll(t, base, 'k8s/base');
  // the overlay builds once its secrets.env exists (chart-production.test.ts: it refuses without)
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-'));
  t.teardown(() => fs.rmSync(copy, { recursive: true, force: true }));
  fs.cpSync(path.join(REPO, 'k8s'), path.join(copy, 'k8s'), { recursive: true });
  fs.writeFileSync(path.join(copy, 'k8s/overlays/example/secrets.env'), 'GLEANER_MONGODB_URI=mongodb://gleaner:5ecret@mongodb:27017/gleaner\nGLEANER_ADMIN_TOKEN=3f1c9a7e5b2d4f60a8c1e3b5d7f9a2c4\n');
  const overlay = parseManifests(run(tools.kubectl, ['kustomize', path.join(copy, 'k8s/overlays/example')]));
  checkAll(t, overlay, 'k8s/overlays/example');
  t.ok(overlay.filter((o) => o.kind !== 'Namespace').every((o) => o.metadata.namespace === 'gleaner'), 'the overlay places everything in its namespace');
  t.equal(byKind(overlay, 'Secret')[0]?.metadata.name, 'gleaner-secrets', 'the overlay makes the Secret the base reads');
  t.equal(byKind(overlay, 'Deployment').find((d) => d.metadata.name === 'gleaner-renderer')?.spec.replicas, 4);
  const rendered = helm('template', 'gleaner', CHART, '-f', 'k8s/base/values.yaml');
  const committed = fs.readFileSync(path.join(REPO, 'k8s/base/gleaner.yaml'), 'utf8');
  t.equal(committed.slice(committed.indexOf('\n') + 1), rendered, 'k8s/base/gleaner.yaml is up to date (node scripts/k8s-base.mjs)');
});

import fs from 'node:fs';
import path from 'node:path';
import t, { type Test } from 'tap';
import { REPO } from './k8s-tools.js';
import { schemaProblems, type K8sObject } from './objects.js';
import { byKind, CHART, deployment, helm, kubectl, render, ROLES, SECRETS, templateArgs } from './chart-render.js';

// What a first production deployment trips over (issue 29), each checked on the rendered chart: no
// placeholder secret reaches a cluster (chart and overlay), a changed ConfigMap or Secret rolls the
// pods, pods spread softly, a stop drains, extra annotations/env/volumes, /dev/shm and Chromium agree,
// ingress timeouts, Kafka/MongoDB TLS and SASL reaching the pods, and a CHANGELOG entry per version.

const pod = (d: K8sObject) => d.spec.template.spec;
const container = (d: K8sObject) => pod(d).containers[0];
const envOf = (d: K8sObject) => Object.fromEntries(container(d).env.filter((e: { value?: string }) => 'value' in e).map((e: { name: string; value: string }) => [e.name, e.value]));
const valid = (t: Test, objects: K8sObject[]) => t.same(objects.flatMap(schemaProblems), [], 'valid against the Kubernetes schemas');

t.test('no Secret with a placeholder or without its tokens: helm refuses, naming the value', async (t) => {
  const refused = (sets: string[], message: RegExp, what: string) => t.throws(() => helm(...templateArgs(sets)), message, what);
  refused([], /secrets\.adminToken is required \(or existingSecret\): generate one: openssl rand -hex 32/, 'no admin token');
  refused([SECRETS[0]], /secrets\.fileSigningSecret is required/, 'no file signing secret (every API pod must share it)');
  refused(['secrets.adminToken=change-me', SECRETS[1]], /secrets\.adminToken holds the placeholder "change-me"/, 'change-me');
  refused(['secrets.adminToken=CHANGEME-please-0123456', SECRETS[1]], /placeholder "changeme"/, 'any case');
  refused(['secrets.adminToken=secret', SECRETS[1]], /secrets\.adminToken is a placeholder/, 'a word');
  refused(['secrets.adminToken=0123456789', SECRETS[1]], /secrets\.adminToken is too short \(10 characters, at least 16\)/, 'short');
  refused([...SECRETS, 's3.secretAccessKey=change-me'], /s3\.secretAccessKey holds the placeholder/, 'an S3 key');
  refused([...SECRETS, 'mongodb.uri=mongodb://gleaner:change-me@mongo:27017/gleaner'], /mongodb\.uri holds the placeholder/, "a URI's password");
  refused([...SECRETS, 'kafka.sasl.mechanism=plain', 'kafka.sasl.username=u', 'kafka.sasl.password=changeme'], /kafka\.sasl\.password holds the placeholder/, 'a SASL password');
  t.ok(byKind(render(), 'Secret').length === 1, 'real values render');
  t.equal(byKind(render(['existingSecret=prod']), 'Secret').length, 0, 'existingSecret: nothing to check, no Secret made');
  t.doesNotThrow(() => helm(...templateArgs(['existingSecret=prod'])), 'existingSecret needs no token in the values');
});

t.test('the example overlay refuses to build until its secrets.env exists', async (t) => {
  t.notOk(fs.existsSync(path.join(REPO, 'k8s/overlays/example/secrets.env')), 'absent from the repository (git-ignored)');
  t.throws(() => kubectl('kustomize', 'k8s/overlays/example'), /secrets\.env: no such file or directory/);
  const overlay = fs.readFileSync(path.join(REPO, 'k8s/overlays/example/kustomization.yaml'), 'utf8');
  t.notMatch(overlay, /secrets\.env\.example\s*$/m, 'the generator never reads the example file');
  t.match(overlay, /create secrets\.env here/, 'the kustomization says what to do');
  t.match(fs.readFileSync(path.join(REPO, '.gitignore'), 'utf8'), /k8s\/overlays\/\*\/secrets\.env/);
});

t.test('checksums of the ConfigMap and Secret on every pod template: a change rolls the pods', async (t) => {
  const sums = (objects: K8sObject[]) => ROLES.map((r) => deployment(objects, r).spec.template.metadata.annotations);
  const base = sums(render());
  for (const a of base) t.match(a, { 'checksum/config': /^[0-9a-f]{64}$/, 'checksum/secret': /^[0-9a-f]{64}$/ });
  const config = sums(render(['config.logLevel=debug']));
  const secret = sums(render(['secrets.cohereApiKey=co-3f1c9a7e5b2d4f60']));
  for (let i = 0; i < ROLES.length; i++) {
    t.not(config[i]['checksum/config'], base[i]['checksum/config'], `${ROLES[i]}: a setting changes checksum/config`);
    t.equal(config[i]['checksum/secret'], base[i]['checksum/secret']);
    t.not(secret[i]['checksum/secret'], base[i]['checksum/secret'], `${ROLES[i]}: a secret changes checksum/secret`);
    t.equal(secret[i]['checksum/config'], base[i]['checksum/config']);
  }
});

t.test('pods spread over zones and nodes, softly, per role; overridable', async (t) => {
  const objects = render();
  for (const role of ROLES) {
    const p = pod(deployment(objects, role));
    const selector = { 'app.kubernetes.io/component': role, 'app.kubernetes.io/instance': 'gl' };
    t.same(p.topologySpreadConstraints.map((c: { topologyKey: string }) => c.topologyKey), ['topology.kubernetes.io/zone', 'kubernetes.io/hostname'], `${role}: zones, then nodes`);
    t.ok(p.topologySpreadConstraints.every((c: { whenUnsatisfiable: string; labelSelector: { matchLabels: object } }) => c.whenUnsatisfiable === 'ScheduleAnyway' && t.match(c.labelSelector.matchLabels, selector)), 'ScheduleAnyway, over its own pods');
    const preferred = p.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution;
    t.match(preferred, [{ weight: 100, podAffinityTerm: { topologyKey: 'kubernetes.io/hostname', labelSelector: { matchLabels: selector } } }], `${role}: preferred anti-affinity`);
    t.notOk(p.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution, 'never required by default');
  }
  const hard = render(['podAntiAffinity=hard']);
  t.ok(pod(deployment(hard, 'api')).affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution, 'podAntiAffinity=hard: required');
  t.notOk(pod(deployment(render(['podAntiAffinity=none', 'topologySpread.enabled=false']), 'api')).affinity, 'none: no affinity');
  const own = render([], {
    roles: {
      api: { affinity: { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'pool', operator: 'In', values: ['api'] }] }] } } } },
      renderer: { topologySpreadConstraints: [{ maxSkew: 2, topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'DoNotSchedule', labelSelector: { matchLabels: { app: 'x' } } }] },
    },
  });
  t.same(Object.keys(pod(deployment(own, 'api')).affinity), ['nodeAffinity'], "a role's affinity replaces the default");
  t.match(pod(deployment(own, 'renderer')).topologySpreadConstraints, [{ maxSkew: 2, whenUnsatisfiable: 'DoNotSchedule' }], "a role's constraints replace the default");
  t.equal(pod(deployment(own, 'renderer')).topologySpreadConstraints.length, 1);
  valid(t, own);
});

t.test('a stop drains: preStop sleep, then a grace that covers the longest request', async (t) => {
  const objects = render();
  for (const role of ROLES) {
    const d = deployment(objects, role);
    t.same(container(d).lifecycle.preStop.exec.command, ['sleep', '10'], `${role}: preStop sleeps while endpoints update`);
    t.equal(Number(envOf(d).GLEANER_SHUTDOWN_GRACE_S), pod(d).terminationGracePeriodSeconds - 15, 'the process stops within the grace, less the sleep and 5 s');
  }
  const api = deployment(objects, 'api');
  // The API drains for GLEANER_SHUTDOWN_GRACE_S less 5 s (libs/roles/src/api.ts): at least 15 minutes.
  t.ok(Number(envOf(api).GLEANER_SHUTDOWN_GRACE_S) - 5 >= 900, `API: requests in flight get 15 minutes (grace ${pod(api).terminationGracePeriodSeconds} s)`);
  t.equal(pod(deployment(objects, 'renderer')).terminationGracePeriodSeconds, 60, 'render pods hand their jobs back at once');
  t.throws(() => helm(...templateArgs([...SECRETS, 'roles.scheduler.terminationGracePeriodSeconds=15'])), /roles\.scheduler\.terminationGracePeriodSeconds \(15\) must be at least preStopSleepSeconds \(10\) \+ 10/);
  t.notOk(container(deployment(render(['preStopSleepSeconds=0']), 'api')).lifecycle, 'preStopSleepSeconds=0: no hook');
});

t.test('podAnnotations, extraEnv, extraVolumes and extraVolumeMounts: global and per role', async (t) => {
  const objects = render([], {
    podAnnotations: { 'example.com/team': 'data' },
    extraEnv: [{ name: 'TZ', value: 'UTC' }],
    extraVolumes: [{ name: 'certs', configMap: { name: 'corp-ca' } }],
    extraVolumeMounts: [{ name: 'certs', mountPath: '/etc/corp-ca', readOnly: true }],
    roles: {
      renderer: {
        podAnnotations: { 'example.com/team': 'render', 'sidecar.istio.io/inject': 'false' },
        extraEnv: [{ name: 'GLEANER_BROWSER_RECYCLE_AFTER', value: '200' }, { name: 'NODE_IP', valueFrom: { fieldRef: { fieldPath: 'status.hostIP' } } }],
        extraVolumes: [{ name: 'fonts', emptyDir: {} }],
        extraVolumeMounts: [{ name: 'fonts', mountPath: '/usr/local/share/fonts' }],
      },
    },
  });
  valid(t, objects);
  for (const role of ROLES) {
    const d = deployment(objects, role);
    t.equal(envOf(d).TZ, 'UTC', `${role}: global env`);
    t.ok(pod(d).volumes.some((v: { name: string }) => v.name === 'certs') && container(d).volumeMounts.some((m: { mountPath: string }) => m.mountPath === '/etc/corp-ca'), 'global volume and mount');
  }
  const renderer = deployment(objects, 'renderer');
  t.match(renderer.spec.template.metadata.annotations, { 'example.com/team': 'render', 'sidecar.istio.io/inject': 'false', 'checksum/config': /./ }, "the role's annotation wins over the global one");
  t.equal(deployment(objects, 'api').spec.template.metadata.annotations['example.com/team'], 'data');
  t.equal(envOf(renderer).GLEANER_BROWSER_RECYCLE_AFTER, '200');
  t.ok(container(renderer).env.some((e: { name: string; valueFrom?: object }) => e.name === 'NODE_IP' && e.valueFrom), 'valueFrom kept');
  t.ok(container(renderer).volumeMounts.some((m: { name: string }) => m.name === 'fonts'));
  t.notOk(container(deployment(objects, 'api')).volumeMounts.some((m: { name: string }) => m.name === 'fonts'), "a role's volume stays on that role");
});

t.test("render pods: a memory-backed /dev/shm, and Chromium told to use it (or neither)", async (t) => {
  const renderer = deployment(render(), 'renderer');
  t.match(pod(renderer).volumes.find((v: { name: string }) => v.name === 'shm'), { emptyDir: { medium: 'Memory', sizeLimit: '512Mi' } });
  t.ok(container(renderer).volumeMounts.some((m: { mountPath: string }) => m.mountPath === '/dev/shm'));
  t.equal(envOf(renderer).GLEANER_CHROMIUM_DEV_SHM, 'true', 'so Chromium drops --disable-dev-shm-usage (libs/browser/src/chromium.ts)');
  t.notOk(envOf(deployment(render(), 'api')).GLEANER_CHROMIUM_DEV_SHM, 'only the renderer');
  const without = deployment(render(['roles.renderer.shmSize=']), 'renderer');
  t.notOk(pod(without).volumes.some((v: { name: string }) => v.name === 'shm'), 'shmSize "": no mount');
  t.notOk(envOf(without).GLEANER_CHROMIUM_DEV_SHM, 'and Chromium keeps --disable-dev-shm-usage');
});

t.test('the ingress waits as long as the longest request (ingress-nginx annotations by default)', async (t) => {
  const ingress = byKind(render(['ingress.enabled=true', 'ingress.className=nginx']), 'Ingress')[0];
  for (const a of ['proxy-read-timeout', 'proxy-send-timeout']) t.ok(Number(ingress.metadata.annotations?.[`nginx.ingress.kubernetes.io/${a}`]) >= 900, `${a} covers 15 minutes`);
  const docs = fs.readFileSync(path.join(REPO, 'docs/operations.md'), 'utf8');
  for (const controller of ['proxy-read-timeout', 'Traefik', 'HAProxy', 'idle_timeout', 'BackendConfig']) t.match(docs, controller, `docs/operations.md: ${controller}`);
});

t.test('Kafka TLS and SASL, MongoDB TLS: from the values to the pods', async (t) => {
  const objects = render(['kafka.tls.enabled=true', 'kafka.tls.caSecret=kafka-ca', 'kafka.sasl.mechanism=scram-sha-256', 'kafka.sasl.username=gleaner', 'kafka.sasl.password=3c5e7a9b1d2f4a6c', 'mongodb.uri=mongodb://gleaner:5ecret@db:27017/gleaner?tls=true', 'mongodb.tls.caSecret=mongo-ca', 'mongodb.tls.caKey=root.pem', 'roles.renderer.keda.enabled=true']);
  valid(t, objects);
  const config = byKind(objects, 'ConfigMap')[0].data;
  t.match(config, { GLEANER_KAFKA_SSL: 'true', GLEANER_KAFKA_SSL_CA_FILE: '/etc/gleaner/kafka-ca/ca.crt', GLEANER_KAFKA_SASL_MECHANISM: 'scram-sha-256', GLEANER_MONGODB_TLS_CA_FILE: '/etc/gleaner/mongodb-ca/root.pem' });
  t.match(byKind(objects, 'Secret')[0].stringData, { GLEANER_KAFKA_SASL_USERNAME: 'gleaner', GLEANER_KAFKA_SASL_PASSWORD: '3c5e7a9b1d2f4a6c' }, 'credentials in the Secret');
  for (const role of ROLES) {
    const d = deployment(objects, role);
    t.match(pod(d).volumes.find((v: { name: string }) => v.name === 'kafka-ca'), { secret: { secretName: 'kafka-ca', items: [{ key: 'ca.crt', path: 'ca.crt' }] } }, `${role}: the Kafka CA mounted`);
    t.match(pod(d).volumes.find((v: { name: string }) => v.name === 'mongodb-ca'), { secret: { secretName: 'mongo-ca', items: [{ key: 'root.pem', path: 'root.pem' }] } });
    t.ok(container(d).volumeMounts.some((m: { mountPath: string; readOnly?: boolean }) => m.mountPath === '/etc/gleaner/mongodb-ca' && m.readOnly));
  }
  const scaled = byKind(objects, 'ScaledObject')[0];
  t.match(scaled.spec.triggers[0], { metadata: { tls: 'enable', sasl: 'scram_sha256' }, authenticationRef: { name: 'gl-gleaner-kafka' } }, 'KEDA reads the lag over TLS and SASL too');
  t.match(byKind(objects, 'TriggerAuthentication')[0].spec.secretTargetRef, [{ parameter: 'username' }, { parameter: 'password' }, { parameter: 'ca', name: 'kafka-ca' }]);

  const plain = render();
  t.notOk(Object.keys(byKind(plain, 'ConfigMap')[0].data).some((k) => /KAFKA_S(SL|ASL)|MONGODB_TLS/.test(k)), 'plaintext by default');
  t.equal(byKind(plain, 'TriggerAuthentication').length, 0);
  const external = render(['existingSecret=prod', 'kafka.sasl.mechanism=plain', 'kafka.tls.enabled=true']);
  t.equal(byKind(external, 'ConfigMap')[0].data.GLEANER_KAFKA_SASL_MECHANISM, 'plain', 'existingSecret: the mechanism in the ConfigMap, the credentials in that Secret');
  t.throws(() => helm(...templateArgs([...SECRETS, 'kafka.sasl.mechanism=plain'])), /kafka\.sasl\.username is required/);
  t.throws(() => helm(...templateArgs([...SECRETS, 'kafka.tls.caSecret=ca'])), /kafka\.tls\.caSecret needs kafka\.tls\.enabled=true/);
  t.throws(() => helm(...templateArgs([...SECRETS, 'kafka.sasl.mechanism=gssapi'])), /kafka\.sasl\.mechanism/);
});

t.test('the chart version has its CHANGELOG entry with upgrade notes', async (t) => {
  const version = /^version: (\S+)$/m.exec(fs.readFileSync(path.join(REPO, CHART, 'Chart.yaml'), 'utf8'))![1];
  const changelog = fs.readFileSync(path.join(REPO, CHART, 'CHANGELOG.md'), 'utf8');
  const entry = changelog.split(/^## /m).find((s) => s.startsWith(`${version} `) || s.startsWith(`${version}\n`));
  t.ok(entry, `an entry for ${version}`);
  t.match(entry, /Upgrading/, 'with upgrade notes');
});

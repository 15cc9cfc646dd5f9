import { parseAllDocuments } from 'yaml';

// Rendered manifests as objects, and each checked against the Kubernetes API's schemas
// (kubernetes-models; ServiceMonitor from @kubernetes-models/prometheus-operator). KEDA's ScaledObject
// and TriggerAuthentication have no models package for kubernetes-models 4: their fields are checked by hand.

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any manifest's own fields
  [field: string]: any;
}

export function parseManifests(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((d) => {
      if (d.errors.length) throw new Error(`YAML: ${d.errors.map((e) => e.message).join('; ')}`);
      return d.toJS() as K8sObject | null;
    })
    .filter((o): o is K8sObject => o !== null);
}

/** The model class of an object's apiVersion and kind ("apps/v1" Deployment -> kubernetes-models/apps/v1/Deployment). */
function modelOf(o: K8sObject): (new (data: unknown) => { validate(): void }) | null {
  const [group, version] = o.apiVersion.includes('/') ? o.apiVersion.split('/') : ['', o.apiVersion];
  const modulePath = group === 'monitoring.coreos.com' ? `@kubernetes-models/prometheus-operator/${group}/${version}/${o.kind}` : `kubernetes-models/${group ? `${group}/` : ''}${version}/${o.kind}`;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is picked by the object
    const mod = require(modulePath) as Record<string, new (data: unknown) => { validate(): void }>;
    return mod[o.kind] ?? null;
  } catch {
    return null;
  }
}

/** Problems of an object against its schema (none: valid). */
export function schemaProblems(o: K8sObject): string[] {
  if (o.apiVersion === 'keda.sh/v1alpha1' && o.kind === 'ScaledObject') return scaledObjectProblems(o);
  if (o.apiVersion === 'keda.sh/v1alpha1' && o.kind === 'TriggerAuthentication') return triggerAuthenticationProblems(o);
  const Model = modelOf(o);
  if (!Model) return [`no schema for ${o.apiVersion} ${o.kind}`];
  try {
    new Model(asDecoded(o)).validate();
    return [];
  } catch (err) {
    return [`${o.kind} ${o.metadata?.name}: ${(err as Error).message}`];
  }
}

/** A Secret's base64 as the API server reads it: kustomize wraps long values in lines, which decoding skips. */
function asDecoded(o: K8sObject): K8sObject {
  if (o.kind !== 'Secret' || !o.data) return o;
  return { ...o, data: Object.fromEntries(Object.entries(o.data as Record<string, string>).map(([k, v]) => [k, v.replace(/\s+/g, '')])) };
}

function scaledObjectProblems(o: K8sObject): string[] {
  const problems: string[] = [];
  const s = o.spec ?? {};
  if (typeof s.scaleTargetRef?.name !== 'string') problems.push('spec.scaleTargetRef.name');
  for (const f of ['minReplicaCount', 'maxReplicaCount', 'pollingInterval', 'cooldownPeriod']) if (s[f] !== undefined && !Number.isInteger(s[f])) problems.push(`spec.${f} must be an integer`);
  if (!Array.isArray(s.triggers) || !s.triggers.length) problems.push('spec.triggers');
  for (const t of s.triggers ?? []) {
    if (t.type !== 'kafka') problems.push(`trigger type ${t.type}`);
    for (const f of ['bootstrapServers', 'consumerGroup', 'topic', 'lagThreshold']) if (typeof t.metadata?.[f] !== 'string') problems.push(`trigger metadata.${f} must be a string`);
  }
  return problems.map((p) => `ScaledObject ${o.metadata?.name}: ${p}`);
}

function triggerAuthenticationProblems(o: K8sObject): string[] {
  const refs = o.spec?.secretTargetRef;
  if (!Array.isArray(refs) || !refs.length) return [`TriggerAuthentication ${o.metadata?.name}: spec.secretTargetRef`];
  return refs.flatMap((r: Record<string, unknown>) =>
    ['parameter', 'name', 'key'].filter((f) => typeof r[f] !== 'string' || !r[f]).map((f) => `TriggerAuthentication ${o.metadata?.name}: secretTargetRef ${f} must be a string`),
  );
}

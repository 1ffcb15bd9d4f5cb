// fast-check arbitraries for hostile manifests: valid base objects with one or more fields replaced
// by a wrong type, plus free-form and mutated YAML text.
import fc from 'fast-check';
import { dump } from 'js-yaml';

type Json = unknown;

/** Objects that exercise every field the rules read: a profiled controller, its Service, Secret, RBAC, HPA, webhooks. */
export function baseObjects(): Record<string, unknown>[] {
  const labels = { app: 'koord-manager' };
  return [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: {
        name: 'koord-manager',
        namespace: 'koordinator-system',
        labels,
        annotations: { 'webhook-cert-gate.io/ignore-webhook-rollout-unavailable': 'why' },
      },
      spec: {
        replicas: 3,
        selector: { matchLabels: labels },
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: '25%' } },
        template: {
          metadata: { labels },
          spec: {
            serviceAccountName: 'koord-manager',
            containers: [
              {
                name: 'manager',
                image: 'ghcr.io/koordinator-sh/koord-manager:v1.5.0',
                args: ['--feature-gates=EnableExternalCerts=true'],
                env: [
                  { name: 'WEBHOOK_HOST', value: 'koord.example' },
                  { name: 'WEBHOOK_CERT_WRITER', value: 'fs' },
                  { name: 'SECRET_NAME', valueFrom: { secretKeyRef: { name: 'names', key: 'secret' } } },
                  { name: 'SERVICE_NAME', valueFrom: { configMapKeyRef: { name: 'names', key: 'service' } } },
                  { name: 'POD_NAMESPACE', valueFrom: { fieldRef: { fieldPath: 'metadata.namespace' } } },
                  { name: 'WEBHOOK_PORT', value: '9876' },
                ],
                envFrom: [
                  { configMapRef: { name: 'names' } },
                  { secretRef: { name: 'names', optional: true }, prefix: 'X_' },
                ],
              },
            ],
          },
        },
      },
    },
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'names', namespace: 'koordinator-system' },
      data: { service: 'koordinator-webhook-service', WEBHOOK_CERT_WRITER: 'secret' },
    },
    {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'koordinator-webhook-certs', namespace: 'koordinator-system' },
      type: 'Opaque',
      data: { 'ca-cert.pem': 'LS0tLS1CRUdJTg==', 'cert.pem': '', 'key.pem': 'AAAA' },
      stringData: { secret: 'koordinator-webhook-certs' },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'koordinator-webhook-service', namespace: 'koordinator-system' },
      spec: { selector: labels, ports: [{ port: 443, targetPort: 9876 }] },
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: { name: 'secrets', namespace: 'koordinator-system' },
      rules: [
        {
          apiGroups: [''],
          resources: ['secrets'],
          verbs: ['get', 'update'],
          resourceNames: ['koordinator-webhook-certs'],
        },
      ],
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name: 'secrets', namespace: 'koordinator-system' },
      roleRef: { kind: 'Role', name: 'secrets' },
      subjects: [{ kind: 'ServiceAccount', name: 'koord-manager', namespace: 'koordinator-system' }],
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: 'agg' },
      aggregationRule: { clusterRoleSelectors: [] },
      rules: [],
    },
    {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name: 'hpa', namespace: 'koordinator-system' },
      spec: { scaleTargetRef: { kind: 'Deployment', name: 'koord-manager' }, maxReplicas: 10 },
    },
    webhookConfig('MutatingWebhookConfiguration', 'koordinator-mutating-webhook-configuration'),
    webhookConfig('ValidatingWebhookConfiguration', 'koordinator-validating-webhook-configuration'),
  ];
}

function webhookConfig(kind: string, name: string) {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind,
    metadata: {
      name,
      annotations: {
        'cert-manager.io/inject-ca-from': 'koordinator-system/cert',
        'cert-manager.io/inject-apiserver-ca': 'true',
      },
    },
    webhooks: [
      {
        name: 'a.koordinator.sh',
        failurePolicy: 'Ignore',
        clientConfig: {
          service: { name: 'koordinator-webhook-service', namespace: 'koordinator-system', port: 443, path: '/x' },
          caBundle: 'LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t',
        },
      },
      { name: 'b.koordinator.sh', failurePolicy: 'Fail', clientConfig: { url: 'https://koord.example:9876/y' } },
    ],
  };
}

/** A value of the wrong type, or a right type with a hostile value. */
export function hostileValue(): fc.Arbitrary<Json> {
  const leaf = fc.oneof(
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      -2147483649,
      2 ** 53 + 1,
      1e308,
      -1e308,
      0.5,
      '',
      ' ',
      '-1',
      '1e400',
      'NaN',
      '25%',
      '200%',
      '-5%',
      '%',
      '__proto__',
      'constructor',
      'toString',
      'metadata.namespace',
    ),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  const { tree } = fc.letrec<{ tree: Json }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('tree'), { maxLength: 4 }),
      fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 8 }),
          fc.constantFrom(
            '__proto__',
            'constructor',
            'name',
            'value',
            'kind',
            'valueFrom',
            'service',
            'url',
            'caBundle',
          ),
        ),
        tie('tree'),
        { maxKeys: 4 },
      ),
    ),
  }));
  return tree;
}

type Segment = string | number;

/** Every path to a value inside `v` (objects and arrays included). */
export function pathsOf(v: unknown, prefix: Segment[] = [], out: Segment[][] = []): Segment[][] {
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...prefix, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) pathsOf(x, [...prefix, k], out);
  return out;
}

function setAt(root: unknown, path: Segment[], value: unknown): unknown {
  if (!path.length) return value;
  type Node = Record<Segment, unknown>; // an object or array on the path (pathsOf only lists those)
  const copy = structuredClone(root);
  let cur = copy as Node;
  for (const seg of path.slice(0, -1)) cur = cur[seg] as Node;
  const last = path[path.length - 1]!;
  if (value === DELETE) {
    if (Array.isArray(cur)) cur.splice(Number(last), 1);
    else Reflect.deleteProperty(cur, last);
  } else {
    Object.defineProperty(cur, last, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

const DELETE = Symbol('delete');

/** One base object with 1-3 fields replaced by hostile values or removed. */
export function mutatedObject(): fc.Arbitrary<unknown> {
  const bases = baseObjects();
  return fc.integer({ min: 0, max: bases.length - 1 }).chain((b) => {
    const base = bases[b]!;
    const paths = pathsOf(base);
    const edit = fc.tuple(fc.integer({ min: 0, max: paths.length - 1 }), fc.oneof(hostileValue(), fc.constant(DELETE)));
    return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => {
      let obj: unknown = base;
      for (const [i, value] of edits) {
        const p = paths[i]!;
        if (p.length === 0 && value === DELETE) continue;
        try {
          obj = setAt(obj, p, value);
        } catch {
          // an earlier edit removed the parent: keep the object as it is
        }
      }
      return obj;
    });
  });
}

/** A whole stream: several objects, some mutated, maybe wrapped in a List, as YAML or JSON. */
export function manifestStream(): fc.Arbitrary<{ text: string; form: string }> {
  const bases = baseObjects();
  const item = fc.oneof(
    { weight: 3, arbitrary: mutatedObject() },
    { weight: 2, arbitrary: fc.constantFrom(...bases) },
    { weight: 1, arbitrary: hostileValue() },
  );
  return fc
    .record({
      items: fc.array(item, { minLength: 1, maxLength: 6 }),
      form: fc.constantFrom('yaml', 'json', 'list-yaml', 'list-json', 'flow'),
    })
    .map(({ items, form }) => ({ form, text: serialize(items, form) }));
}

function serialize(items: unknown[], form: string): string {
  switch (form) {
    case 'json':
      return items.map((x) => JSON.stringify(x, null, 2)).join('\n---\n');
    case 'list-json':
      return JSON.stringify({ apiVersion: 'v1', kind: 'List', items });
    case 'list-yaml':
      return safeDump({ apiVersion: 'v1', kind: 'List', items });
    case 'flow':
      return items.map((x) => JSON.stringify(x)).join('\n---\n');
    default:
      return items.map(safeDump).join('---\n');
  }
}

function safeDump(v: unknown): string {
  try {
    return dump(v);
  } catch {
    return JSON.stringify(v) + '\n';
  }
}

/** Text edits that break valid YAML in the ways people and tools do. */
export function mutatedText(source: string): fc.Arbitrary<string> {
  const edit = fc.oneof(
    fc.tuple(fc.constant('delete'), fc.nat(), fc.nat({ max: 40 }), fc.constant('')),
    fc.tuple(
      fc.constant('insert'),
      fc.nat(),
      fc.constant(0),
      fc.oneof(
        fc.constantFrom(
          ':',
          '- ',
          '{',
          '}',
          '[',
          ']',
          '&a ',
          '*a',
          '!!binary ',
          '!!set ',
          '!!omap ',
          '!!timestamp ',
          '!unknown ',
          '? ',
          '|',
          '>',
          '"',
          "'",
          '\t',
          '\n---\n',
          '\n...\n',
          '%YAML 1.1\n',
          '<<: *a\n',
          '\0',
          '\uFEFF',
          '\u2028',
          '# ',
          '  ',
          '\r\n',
        ),
        fc.string({ maxLength: 12 }),
      ),
    ),
    fc.tuple(fc.constant('duplicate-line'), fc.nat(), fc.constant(0), fc.constant('')),
    fc.tuple(fc.constant('truncate'), fc.nat(), fc.constant(0), fc.constant('')),
  );
  return fc.array(edit, { minLength: 1, maxLength: 5 }).map((edits) => {
    let text = source;
    for (const [kind, at, len, str] of edits) {
      const pos = text.length ? at % (text.length + 1) : 0;
      if (kind === 'delete') text = text.slice(0, pos) + text.slice(pos + len);
      else if (kind === 'insert') text = text.slice(0, pos) + str + text.slice(pos);
      else if (kind === 'truncate') text = text.slice(0, pos);
      else {
        const start = text.lastIndexOf('\n', pos - 1) + 1;
        const end = text.indexOf('\n', pos);
        const line = text.slice(start, end === -1 ? text.length : end + 1);
        text = text.slice(0, start) + line + (line.endsWith('\n') ? '' : '\n') + text.slice(start);
      }
    }
    return text;
  });
}

/** Free-form YAML-ish text from YAML's own punctuation, keys the rules read, and random words. */
export function yamlishText(): fc.Arbitrary<string> {
  const token = fc.oneof(
    fc.constantFrom(
      'kind: ',
      'Deployment',
      'List',
      'items:',
      'webhooks:',
      'env:',
      'replicas: ',
      'metadata:',
      'name: ',
      'spec:',
      'containers:',
      'data:',
      'caBundle: ',
      '\n',
      '\n  ',
      '\n    ',
      '- ',
      ': ',
      '{',
      '}',
      '[',
      ']',
      ',',
      '&x ',
      '*x',
      '<<: ',
      '!!str ',
      '!!int ',
      '!!binary ',
      '!!map ',
      '!!seq ',
      '!!null ',
      '!!float ',
      '!!bool ',
      '!!merge ',
      '!custom ',
      '---\n',
      '...\n',
      '"',
      "'",
      '|-\n',
      '>\n',
      '#',
      '? ',
      '~',
      '.inf',
      '-.inf',
      '.nan',
      '0x1F',
      '0o17',
      '1e999',
      '99999999999999999999999',
      'null',
      'true',
      'yes',
    ),
    fc.string({ maxLength: 6 }),
  );
  return fc.array(token, { maxLength: 60 }).map((t) => t.join(''));
}

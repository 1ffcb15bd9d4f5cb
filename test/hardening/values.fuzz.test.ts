// Helm values files and --set/--set-string from hostile hands: exit 0/1/2, no stack, one-line errors.
import { after, test } from 'node:test';
import fc from 'fast-check';
import { dump } from 'js-yaml';
import { assertCleanExit, count, runMain, runs, tempDir } from './harness.js';
import { hostileValue, mutatedText, yamlishText } from './arbitraries.js';

const tmp = tempDir('wcg-values-');
after(() => {
  tmp.cleanup();
});

const CHARTS = ['koordinator', 'kruise', 'kruise-rollout', 'yurt-manager'];
const VALID = dump({
  manager: {
    replicas: 3,
    hostNetwork: true,
    webhook: { port: 9876 },
    image: { repository: 'koordinator-sh/koord-manager', tag: 'v1' },
  },
  webhookConfiguration: { failurePolicy: { pods: 'Ignore' }, timeoutSeconds: 30 },
});
const KEYS = [
  'manager',
  'manager.replicas',
  'manager.webhook.port',
  'manager.hostNetwork',
  'manager.image.repository',
  'webhookConfiguration.failurePolicy.pods',
  'webhookConfiguration.timeoutSeconds',
  'externalCerts.annotations',
  'replicaCount',
  'a[0]',
  'a[99999999]',
  'a\\.b',
  '__proto__.x',
  'constructor.prototype.x',
];

function valuesText(): fc.Arbitrary<string> {
  const tree = fc
    .dictionary(
      fc.constantFrom(
        'manager',
        'webhookConfiguration',
        'externalCerts',
        'replicaCount',
        'featureGates',
        '__proto__',
        'x',
      ),
      hostileValue(),
      { maxKeys: 4 },
    )
    .map((o) => {
      try {
        return dump(o);
      } catch {
        return JSON.stringify(o);
      }
    });
  return fc.oneof(tree, mutatedText(VALID), yamlishText());
}

function setArg(): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.string({ maxLength: 10 }),
    fc.constantFrom(
      '{a,b}',
      '{',
      '}',
      'null',
      'true',
      '1e400',
      '-1',
      '99999999999999999999',
      '\\,',
      'a,b=c',
      '',
      '[0]',
      '=',
      '\\',
    ),
  );
  return fc
    .tuple(
      fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })),
      fc.constantFrom('=', '', '==', '[0]='),
      value,
    )
    .map(([k, eq, v]) => `${k}${eq}${v}`);
}

test('values files with hostile content, with --chart', async () => {
  await fc.assert(
    fc.asyncProperty(valuesText(), fc.constantFrom(...CHARTS), async (text, chart) => {
      count('values: values files');
      tmp.write('values.yaml', text);
      const r = await runMain(['check', '--values', 'values.yaml', '--chart', chart, '--format', 'json'], {
        cwd: tmp.dir,
      });
      assertCleanExit(r, `values for ${chart}\n${text.slice(0, 600)}`);
    }),
    { numRuns: runs(200) },
  );
});

test('--set and --set-string with hostile keys and values', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(setArg(), { minLength: 1, maxLength: 4 }),
      fc.boolean(),
      fc.constantFrom(...CHARTS),
      async (sets, asString, chart) => {
        count('values: --set/--set-string');
        tmp.write('values.yaml', VALID);
        const flags = sets.flatMap((s) => [asString ? '--set-string' : '--set', s]);
        const r = await runMain(['check', '--values', 'values.yaml', ...flags, '--chart', chart], { cwd: tmp.dir });
        assertCleanExit(r, `${flags.join(' ')} (${chart})`);
      },
    ),
    { numRuns: runs(300) },
  );
});

test('--set bombs: huge indexes, deep keys, long lists', async () => {
  const cases = [
    'a[100000000]=1',
    'a[2147483648]=1',
    `${Array(5000).fill('a').join('.')}=1`,
    `a={${Array(100000).fill('x').join(',')}}`,
    Array(10000).fill('k=v').join(','),
    'a[-1]=1',
    'a[x]=1',
    '[0]=1',
    '.=1',
    '=1',
  ];
  for (const s of cases) {
    const r = await runMain(['check', '--set', s, '--chart', 'koordinator'], { cwd: tmp.dir });
    count('values: --set bombs');
    assertCleanExit(r, s.slice(0, 100));
  }
});

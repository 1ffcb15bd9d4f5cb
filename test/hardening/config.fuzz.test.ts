// Property: a random .webhook-cert-gate.yaml (or --config file, or a profile it names) gives exit
// 0/1, or exit 2 with exactly one line that names the file.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import fc from 'fast-check';
import { dump } from 'js-yaml';
import { assertCleanExit, count, runMain, runs, tempDir } from './harness.js';
import { hostileValue, mutatedText, yamlishText } from './arbitraries.js';

const MANIFEST = 'apiVersion: v1\nkind: Service\nmetadata: {name: s, namespace: x}\nspec: {selector: {a: b}}\n';
const KEYS = ['rules', 'ignorePaths', 'profiles', 'strict', 'failOn', 'namespace', 'minDays', 'maxFileSize', 'values'];
const VALID = dump({
  rules: { 'yaml-syntax': 'warning', 'webhook-failure-policy-ignore': 'off' },
  ignorePaths: ['vendor/**'],
  strict: true,
  failOn: 'warning',
  namespace: 'ns',
  minDays: 10,
  maxFileSize: 100000,
});

const tmp = tempDir('wcg-config-');
after(() => {
  tmp.cleanup();
});
tmp.write('m.yaml', MANIFEST);

function assertNamesFile(stderr: string, file: string, what: string): void {
  const lines = stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, `one line expected (${what}):\n${stderr}`);
  assert.ok(lines[0]!.includes(file), `message names ${file} (${what}): ${lines[0]}`);
}

async function checkWithConfig(text: string, how: 'implicit' | 'explicit', what: string): Promise<void> {
  const name = how === 'implicit' ? '.webhook-cert-gate.yaml' : 'conf/custom.yaml';
  tmp.write(name, text);
  const argv = how === 'implicit' ? ['check', 'm.yaml'] : ['check', 'm.yaml', '--config', name];
  const r = await runMain(argv, { cwd: tmp.dir });
  assertCleanExit(r, `${what}\n${text.slice(0, 800)}`);
  // Exit 2 names the config file, or the profile or manifest that a valid setting made unreadable
  // (profiles: [missing], maxFileSize: 10).
  if (r.code === 2 && !/profile|m\.yaml: file is/.test(r.stderr))
    assertNamesFile(r.stderr, name, `${what}\n${text.slice(0, 800)}`);
  if (r.code === 2) assert.equal(r.stderr.trimEnd().split('\n').length, 1, `one line: ${r.stderr}`);
}

const configObject = fc
  .dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 6 })), hostileValue(), { maxKeys: 4 })
  .map((o) => {
    try {
      return dump(o);
    } catch {
      return JSON.stringify(o);
    }
  });
const how = fc.constantFrom('implicit' as const, 'explicit' as const);

test('config files with known keys and hostile values', async () => {
  await fc.assert(
    fc.asyncProperty(configObject, how, async (text, h) => {
      count('config: hostile values');
      await checkWithConfig(text, h, 'object');
    }),
    { numRuns: runs(250) },
  );
});

test('config files as free-form and mutated YAML text', async () => {
  const text = fc.oneof(yamlishText(), mutatedText(VALID), fc.string({ unit: 'binary', maxLength: 200 }));
  await fc.assert(
    fc.asyncProperty(text, how, async (t, h) => {
      count('config: random text');
      await checkWithConfig(t, h, 'text');
    }),
    { numRuns: runs(250) },
  );
});

test('config files that bomb: aliases, depth, huge', async () => {
  const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 12; i++)
    laughs.push(
      `${'abcdefghijkl'[i]}: &${'abcdefghijkl'[i]} [${Array(10)
        .fill(`*${'abcdefghijkl'[i - 1]!}`)
        .join(',')}]`,
    );
  const cases = {
    billionLaughs: laughs.join('\n') + '\n',
    laughsInValues: 'values:\n  x:\n    ' + laughs.join('\n    ') + '\n',
    laughsInRules: 'rules:\n  ' + laughs.join('\n  ').replace(/^a: /, 'a: ') + '\n',
    deep: 'values: ' + '['.repeat(5000) + ']'.repeat(5000) + '\n',
    wide: 'ignorePaths:\n' + '  - "x/**"\n'.repeat(20000),
    longKey: `${'k'.repeat(100000)}: 1\n`,
  };
  for (const [name, text] of Object.entries(cases)) {
    for (const h of ['implicit', 'explicit'] as const) {
      count('config: bombs');
      await checkWithConfig(text, h, name);
    }
  }
});

test('profile files named by the config, with random content', async () => {
  const profile = fc.oneof(
    yamlishText(),
    fc
      .dictionary(
        fc.constantFrom('name', 'match', 'env', 'apiVersion', 'kind', 'priority', 'values', 'secret'),
        hostileValue(),
        { maxKeys: 5 },
      )
      .map((o) => JSON.stringify(o)),
  );
  await fc.assert(
    fc.asyncProperty(profile, async (text) => {
      count('config: profile files');
      tmp.write('profiles/p.yaml', text);
      tmp.write('.webhook-cert-gate.yaml', 'profiles: [profiles]\n');
      const r = await runMain(['check', 'm.yaml'], { cwd: tmp.dir });
      assertCleanExit(r, `profile\n${text.slice(0, 800)}`);
      if (r.code === 2) assertNamesFile(r.stderr, 'p.yaml', `profile\n${text.slice(0, 800)}`);
    }),
    { numRuns: runs(150) },
  );
});

test('a valid config is honoured and exits 0', async () => {
  tmp.write('.webhook-cert-gate.yaml', VALID);
  const r = await runMain(['check', 'm.yaml'], { cwd: tmp.dir });
  assertCleanExit(r, 'valid');
  assert.equal(r.code, 0, r.stderr);
});

// Paths: a folder walk never follows a symlink out of the root it was given; the config is read only
// from the working directory or --config, and profiles only from where the config points.
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { assertCleanExit, count, runMain, tempDir } from './harness.js';

const tmp = tempDir('wcg-paths-');
after(() => {
  tmp.cleanup();
});

const RACE = (name: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: ${name}, namespace: ks}\nspec: {replicas: 3, template: {spec: {containers: [{image: koordinator-sh/koord-manager, env: [{name: WEBHOOK_HOST, value: h}]}]}}}\n`;

// outside/ holds manifests the walk must never read; repo/ is the root that is checked.
tmp.write('outside/secret.yaml', RACE('outside-file'));
tmp.write('outside/dir/nested.yaml', RACE('outside-dir'));
tmp.write('repo/inside.yaml', RACE('inside'));
tmp.write('repo/sub/deeper.yaml', RACE('deeper'));
const repo = path.join(tmp.dir, 'repo');
symlinkSync(path.join(tmp.dir, 'outside', 'secret.yaml'), path.join(repo, 'abs-link.yaml'));
symlinkSync('../outside/secret.yaml', path.join(repo, 'rel-link.yaml'));
symlinkSync('../outside/dir', path.join(repo, 'dir-link'));
symlinkSync('../../outside', path.join(repo, 'sub', 'up-link'));
symlinkSync('sub', path.join(repo, 'inside-dir-link'));
symlinkSync('inside.yaml', path.join(repo, 'inside-link.yaml'));
symlinkSync('rel-link.yaml', path.join(repo, 'chain-link.yaml'));
symlinkSync('/etc', path.join(repo, 'etc.yaml'));
symlinkSync('/etc/hostname', path.join(repo, 'hostname.yaml'));

async function namesRead(argv: string[], cwd = tmp.dir): Promise<string[]> {
  const r = await runMain([...argv, '--format', 'json'], { cwd });
  count('paths: walks and config lookups');
  assertCleanExit(r, argv.join(' '));
  return (JSON.parse(r.stdout) as { findings: Array<{ file: string }> }).findings.map((f) => f.file);
}

test('a folder walk reads only files whose real path is inside the root', async () => {
  const files = await namesRead(['check', 'repo']);
  assert.ok(files.length > 0);
  for (const f of files) assert.ok(f.startsWith('repo/'), `read ${f}`);
  assert.ok(!files.some((f) => /abs-link|rel-link|chain-link|dir-link|up-link|etc|hostname/.test(f)), files.join(', '));
  assert.deepEqual(
    [...new Set(files)].sort(),
    ['repo/inside.yaml', 'repo/sub/deeper.yaml'],
    'each real file once, under its own name',
  );
  const text = await runMain(['check', 'repo'], { cwd: tmp.dir });
  assert.match(text.stdout, /in 2 resources from 2 files/, 'each real file read once');
});

test('a root that is itself a symlink is walked, and still not left', async () => {
  symlinkSync('repo', path.join(tmp.dir, 'repo-link'));
  const files = await namesRead(['check', 'repo-link']);
  assert.deepEqual([...new Set(files)].sort(), ['repo-link/inside.yaml', 'repo-link/sub/deeper.yaml']);
  assert.ok(!files.some((f) => /outside|abs-link|rel-link|dir-link|up-link/.test(f)), files.join(', '));
});

test('checking a subfolder does not climb to its parent through ..-links', async () => {
  const files = await namesRead(['check', 'repo/sub']);
  assert.deepEqual([...new Set(files)], ['repo/sub/deeper.yaml']);
});

test('the config is read from the working directory only, never a parent', async () => {
  tmp.write('cfg/.webhook-cert-gate.yaml', 'this: is: not: valid\n');
  tmp.write('cfg/child/m.yaml', 'kind: ConfigMap\nmetadata: {name: c}\n');
  const r = await runMain(['check', 'm.yaml'], { cwd: path.join(tmp.dir, 'cfg', 'child') });
  count('paths: walks and config lookups');
  assertCleanExit(r, 'parent config');
  assert.equal(r.code, 0, `a parent folder's config was read: ${r.stderr}`);
  const own = await runMain(['check', 'child/m.yaml'], { cwd: path.join(tmp.dir, 'cfg') });
  assert.equal(own.code, 2, 'the working directory config is read');
  assert.match(own.stderr, /^webhook-cert-gate: \.webhook-cert-gate\.yaml:1: config does not parse/);
});

test('--config reads exactly the named file and profiles resolve against its folder', async () => {
  tmp.write('cfg2/conf/c.yaml', 'profiles: [profiles]\n');
  tmp.write('cfg2/conf/profiles/p.yaml', 'name: [broken\n');
  tmp.write('cfg2/profiles/p.yaml', 'valid: but ignored\n');
  tmp.write('cfg2/.webhook-cert-gate.yaml', 'failOn: nonsense\n');
  tmp.write('cfg2/m.yaml', 'kind: ConfigMap\nmetadata: {name: c}\n');
  const r = await runMain(['check', 'm.yaml', '--config', 'conf/c.yaml'], { cwd: path.join(tmp.dir, 'cfg2') });
  count('paths: walks and config lookups');
  assertCleanExit(r, '--config');
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /cfg2\/conf\/profiles\/p\.yaml: owner does not parse/,
    'the profile next to the config, not the cwd one',
  );
  const missing = await runMain(['check', 'm.yaml', '--config', 'nope.yaml'], { cwd: path.join(tmp.dir, 'cfg2') });
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /^webhook-cert-gate: nope\.yaml: no such file or directory\n$/);
});

test('a profile folder is read one level deep, .yaml/.yml/.json only', async () => {
  const dir = path.join(tmp.dir, 'cfg3');
  mkdirSync(path.join(dir, 'profiles', 'nested'), { recursive: true });
  writeFileSync(path.join(dir, 'profiles', 'nested', 'bad.yaml'), '[not a profile');
  writeFileSync(path.join(dir, 'profiles', 'notes.txt'), '[not a profile');
  writeFileSync(path.join(dir, '.webhook-cert-gate.yaml'), 'profiles: [profiles]\n');
  writeFileSync(path.join(dir, 'm.yaml'), 'kind: ConfigMap\nmetadata: {name: c}\n');
  const r = await runMain(['check', 'm.yaml'], { cwd: dir });
  count('paths: walks and config lookups');
  assertCleanExit(r, 'profile folder');
  assert.equal(r.code, 0, r.stderr);
});

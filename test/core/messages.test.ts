import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { main } from '../../src/cli/main.js';
import { cli, CORPUS, deployment, env, ROOT, type CliResult } from '../helpers.js';
import { parseReport } from '../report-json.js';

// Every bad input gets one line on stderr naming the file and what is wrong, with the contract's exit code
// (0 nothing at or above --fail-on, 1 findings, 2 unusable input, 3 our own bug); good but unusual input
// (empty files, empty folders) is accepted as helm, YAML and kubectl accept it, and says what was read.
const dir = mkdtempSync(path.join(tmpdir(), 'wcg-messages-'));
const file = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
  return name;
};
const run = (args: string[]) => cli(args, { cwd: dir });
const X509 = path.join(ROOT, 'test/x509/corpus');
const pem = (id: string, f: string) => path.join(X509, id, f);
copyFileSync(path.join(ROOT, 'examples/incident/koord-manager.yaml'), path.join(dir, 'incident.yaml'));

function oneLine(r: CliResult, code: number, ...patterns: RegExp[]): void {
  assert.equal(r.code, code, `exit ${r.code}: ${r.stderr}${r.stdout.slice(0, 500)}`);
  const lines = r.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, `one line on stderr, got:\n${r.stderr}`);
  assert.match(lines[0]!, /^webhook-cert-gate: \S/);
  assert.doesNotMatch(lines[0]!, /^webhook-cert-gate: webhook-cert-gate:|ENOENT|EISDIR|ambiguous|\n\s+at /);
  for (const p of patterns) assert.match(lines[0]!, p);
}

describe('empty files are accepted as helm and YAML accept them', () => {
  it('an empty values file (helm -f accepts it)', async () => {
    const empty = file('values/empty.yaml', '');
    const comments = file('values/comments.yaml', '# nothing set yet\n');
    for (const values of [empty, comments]) {
      const r = await run(['check', path.join(CORPUS, 'koordinator-chart'), '--values', values, '--format', 'json']);
      assert.notEqual(r.code, 2, r.stderr);
      assert.ok(parseReport(r.stdout).findings.length > 0, 'the chart defaults are still checked');
    }
  });

  it('an empty config file, or one with only comments, is no configuration', async () => {
    for (const text of ['', '# rules: later\n']) {
      const cfg = file('empty-config.yaml', text);
      const r = await run(['check', 'incident.yaml', '--config', cfg]);
      assert.equal(r.code, 1, r.stderr);
      assert.equal(r.stderr, '');
    }
  });
});

describe('configuration', () => {
  it('an unknown rule id is an error naming the id and the nearest known one', async () => {
    const cfg = file('typo.yaml', 'rules:\n  multi-replica-webhook-unshared-certs: "off"\n');
    oneLine(
      await run(['check', 'incident.yaml', '--config', cfg]),
      2,
      /^webhook-cert-gate: typo\.yaml: rules: unknown rule id 'multi-replica-webhook-unshared-certs'; did you mean 'multi-replica-webhook-unshared-cert'\?/,
    );
  });

  it("a rule's options that do not fit its schema are exit 2, one line naming the file, the rule and the problem", async () => {
    const cases: Array<[string, RegExp]> = [
      [
        'webhook-rollout-unavailable: [warning, {maxUnavailabel: 1}]',
        /rules\.webhook-rollout-unavailable: unknown option 'maxUnavailabel'; did you mean 'maxUnavailable'\?/,
      ],
      [
        'webhook-rollout-unavailable: [warning, {maxUnavailable: "1"}]',
        /rules\.webhook-rollout-unavailable: maxUnavailable must be an integer \(got "1"\)/,
      ],
      [
        'webhook-rollout-unavailable: [warning, {maxUnavailable: -1}]',
        /rules\.webhook-rollout-unavailable: maxUnavailable must be at least 0 \(got -1\)/,
      ],
      [
        'webhook-failure-policy-ignore: [warning, {allow: [a.example, 3]}]',
        /rules\.webhook-failure-policy-ignore: allow\[1\] must be a string \(got 3\)/,
      ],
      ['cert-expired: [error, {days: 3}]', /rules\.cert-expired: this rule has no options/],
      ['cert-expired: warn', /rules\.cert-expired must be one of off, error, warning, info$/],
      [
        'webhook-failure-policy-ignore: [warning, labels.example.com]',
        /rules\.webhook-failure-policy-ignore: options must be a map of allow$/,
      ],
      [
        'webhook-failure-policy-ignore: [{allow: []}]',
        /rules\.webhook-failure-policy-ignore: the severity must be one of off, error, warning, info/,
      ],
      [
        'webhook-failure-policy-ignore: [warning, {allow: []}, extra]',
        /rules\.webhook-failure-policy-ignore must NOT have more than 2 items/,
      ],
    ];
    for (const [line, pattern] of cases) {
      const cfg = file('options.yaml', `rules:\n  ${line}\n`);
      oneLine(
        await run(['check', 'incident.yaml', '--config', cfg]),
        2,
        /^webhook-cert-gate: options\.yaml: /,
        pattern,
      );
    }
  });

  it('[off, {options}] with off unquoted (false in YAML 1.1) turns the rule off', async () => {
    const cfg = file('off.yaml', 'rules:\n  webhook-rollout-unavailable: [off, {maxUnavailable: 1}]\n');
    const rules = async (args: string[]) => {
      const r = await run(['check', 'incident.yaml', '--format', 'json', ...args]);
      assert.equal(r.stderr, '');
      return (JSON.parse(r.stdout) as { findings: { rule: string }[] }).findings.map((f) => f.rule);
    };
    assert.ok((await rules([])).includes('webhook-rollout-unavailable'));
    assert.ok(!(await rules(['--config', cfg])).includes('webhook-rollout-unavailable'));
  });
});

describe('what a run read', () => {
  it('a missing path is exit 2, named, and the report does not claim a clean result', async () => {
    const r = await run(['check', 'missing.yaml']);
    oneLine(r, 2, /missing\.yaml: no such file or directory/);
    assert.doesNotMatch(r.stdout, /no findings|0 files/);
    assert.match(r.stdout, /1 input could not be read/);
  });

  it('an empty folder, or one without manifests, says that nothing was checked', async () => {
    mkdirSync(path.join(dir, 'empty'), { recursive: true });
    file('docs-only/README.md', '# not a manifest\n');
    file('docs-only/ci.yml', 'on: push\njobs: {}\n');
    for (const folder of ['empty', 'docs-only']) {
      const r = await run(['check', folder]);
      oneLine(
        r,
        0,
        new RegExp(`no Kubernetes objects in ${folder}: nothing was checked, so --fail-on error passes vacuously`),
      );
      assert.match(r.stdout, /^– nothing checked: no Kubernetes objects in /m);
    }
  });

  it('a chart run counts the chart files it read, not "0 files"', async () => {
    const r = await run(['check', path.join(CORPUS, 'openkruise-chart')]);
    assert.equal(r.code, 0, r.stderr);
    const footer = r.stdout.trimEnd().split('\n').pop()!;
    assert.match(footer, / in \d+ resources from [1-9]\d* files?\b/);
  });
});

describe('cert: unusable input is exit 2 with its reason, not a refusal', () => {
  it('the wrong kind of file as --chain: a key, YAML, an empty file', async () => {
    const cases: [string, RegExp][] = [
      [pem('rsa-direct', 'key.pem'), /expected a PEM CERTIFICATE block .*but it holds a private key: give it as --key/],
      [
        file('secret.yaml', 'apiVersion: v1\nkind: Secret\n'),
        /--chain secret\.yaml: expected a PEM CERTIFICATE block .*no PEM block/,
      ],
      [file('empty.pem', ''), /--chain empty\.pem: expected a PEM CERTIFICATE block .*the file is empty/],
    ];
    for (const [chain, message] of cases) {
      oneLine(
        await run(['cert', '--chain', chain, '--ca-bundle', pem('rsa-direct', 'bundle.pem'), '--host', 'example.com']),
        2,
        message,
      );
    }
    oneLine(
      await run([
        'cert',
        '--chain',
        pem('rsa-direct', 'chain.pem'),
        '--key',
        pem('rsa-direct', 'chain.pem'),
        '--ca-bundle',
        pem('rsa-direct', 'bundle.pem'),
        '--host',
        'example.com',
      ]),
      2,
      /--key .*chain\.pem: expected a PEM private key, but it holds a certificate/,
    );
  });

  it('a DER certificate gets the command that converts it', async () => {
    const der = Buffer.from(
      readFileSync(pem('rsa-direct', 'chain.pem'), 'utf8').split('-----')[2]!.replace(/\s+/g, ''),
      'base64',
    );
    writeFileSync(path.join(dir, 'leaf.der'), der);
    oneLine(
      await run([
        'cert',
        '--chain',
        'leaf.der',
        '--ca-bundle',
        pem('rsa-direct', 'bundle.pem'),
        '--host',
        'example.com',
      ]),
      2,
      /--chain leaf\.der: a binary \(DER\) file.*openssl x509 -inform DER -in leaf\.der -out leaf\.pem/,
    );
  });

  it('an expired CA from --ca-bundle is reported at the --ca-bundle file', async () => {
    const bundle = pem('root-expired', 'bundle.pem');
    const { cases } = JSON.parse(readFileSync(path.join(X509, 'cases.json'), 'utf8')) as {
      cases: { id: string; host: string }[];
    };
    const host = cases.find((c) => c.id === 'root-expired')!.host;
    const r = await run([
      'cert',
      '--chain',
      pem('root-expired', 'chain.pem'),
      '--ca-bundle',
      bundle,
      '--host',
      host,
      '--at',
      '2026-06-01T00:00:00Z',
      '--format',
      'json',
    ]);
    assert.equal(r.code, 1, r.stderr);
    const expired = parseReport(r.stdout).findings.filter((f) => f.rule === 'cert-expired');
    assert.ok(expired.length > 0);
    for (const f of expired) assert.equal(f.file, bundle);
  });
});

describe('flags and outputs', () => {
  it('--min-days -3 says how to write a value starting with "-", and -3 is then refused as a number', async () => {
    oneLine(
      await run(['check', 'incident.yaml', '--min-days', '-3']),
      2,
      /--min-days -3: a value that starts with '-' must be written --min-days=-3/,
    );
    oneLine(
      await run(['check', 'incident.yaml', '--min-days=-3']),
      2,
      /--min-days must be a whole number \(got '-3'\)/,
    );
    oneLine(
      await run([
        'cert',
        '--chain',
        pem('rsa-direct', 'chain.pem'),
        '--ca-bundle',
        pem('rsa-direct', 'bundle.pem'),
        '--host',
        'example.com',
        '--min-days',
        '-3',
      ]),
      2,
      /--min-days=-3/,
    );
  });

  it('--output to a folder or a missing folder says why it cannot be written', async () => {
    mkdirSync(path.join(dir, 'out-dir'), { recursive: true });
    oneLine(
      await run(['check', 'incident.yaml', '--output', 'out-dir']),
      2,
      /--output out-dir: cannot write the report: is a directory/,
    );
    oneLine(
      await run(['check', 'incident.yaml', '--output', 'nope/r.json']),
      2,
      /--output nope\/r\.json: cannot write the report: no such file or directory/,
    );
    oneLine(
      await run(['cert', 'generate', '--service', 'hook.apps', '--output', 'out-dir']),
      2,
      /--output out-dir: cannot be written: is a directory/,
    );
  });

  it('cluster --kubeconfig missing.yaml names the file and the reason', async () => {
    oneLine(
      await run(['cluster', '--kubeconfig', 'missing.yaml']),
      2,
      /--kubeconfig missing\.yaml: cannot load cluster credentials: no such file or directory/,
    );
  });

  it('an internal error is exit 3 with the tool name once', async () => {
    let stderr = '';
    const code = await main(['rules'], {
      out: () => {
        throw new Error('webhook-cert-gate: stdout is gone');
      },
      err: (s) => void (stderr += s),
      readStdin: () => Promise.resolve(''),
      cwd: dir,
      env: {},
      isTTY: false,
    });
    assert.equal(code, 3);
    assert.equal(stderr, 'webhook-cert-gate: internal error: stdout is gone\n');
  });
});

describe('printed fixes run as printed', () => {
  it('the Secret fix for a generic-profile controller names a layout cert generate accepts', async () => {
    const forked = file(
      'fork.yaml',
      deployment({
        name: 'acme-manager',
        image: 'registry.example/acme/manager:1',
        replicas: 1,
        labels: '    webhook-cert-gate.io/profile: generic',
        env: [env('WEBHOOK_CERT_WRITER', 'secret'), env('SECRET_NAME', 'acme-webhook-certs')].join('\n'),
      }),
    );
    const r = await run(['check', forked, '--format', 'json', '--fail-on', 'none']);
    const fixes = parseReport(r.stdout)
      .findings.map((f) => f.fix ?? '')
      .filter((f) => f.includes('cert generate'));
    assert.ok(fixes.length > 0, r.stdout);
    for (const fix of fixes) {
      const layout = /--layout (\S+)/.exec(fix)?.[1];
      assert.ok(layout, fix);
      const generated = await run([
        'cert',
        'generate',
        '--service',
        'acme-webhook.koordinator-system',
        '--layout',
        layout.replace(/\)$/, ''),
      ]);
      assert.equal(generated.code, 0, generated.stderr);
    }
  });

  it('cert generate --help lists each layout once, and each one it lists is accepted', async () => {
    const r = await run(['cert', 'generate', '--help']);
    const listed = /LAYOUT is .*:\n\s+(.+)\n/.exec(r.stdout)?.[1]?.split(', ') ?? [];
    for (const layout of ['koordinator', 'openkruise', 'kruise-rollouts', 'openyurt', 'generic', 'kubernetes.io/tls'])
      assert.ok(listed.includes(layout), `${layout} in ${listed.join(',')}`);
    assert.equal(new Set(listed).size, listed.length, `listed once: ${listed.join(',')}`);
    for (const layout of listed) {
      const generated = await run(['cert', 'generate', '--service', 'hook.apps', '--layout', layout]);
      assert.equal(generated.code, 0, `${layout}: ${generated.stderr}`);
      assert.match(generated.stdout, new RegExp(`\\(${layout.replace('.', '\\.')} layout\\)`));
    }
  });
});

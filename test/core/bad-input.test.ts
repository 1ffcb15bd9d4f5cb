// The hostile-input matrix over every command: a missing, empty, binary or unreadable input file, a wrong
// --format, an unknown option and a bad configuration each get one line on stderr naming the input (or the
// option) and exit 2, never 3. Where an empty file is valid input it is accepted, and the cell says why.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { cli, ROOT } from '../helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'wcg-bad-input-'));
after(() => {
  rmSync(dir, { recursive: true, force: true });
});
const write = (name: string, data: string | Buffer) => {
  writeFileSync(path.join(dir, name), data);
  return name;
};

const root = process.getuid?.() === 0;
const INPUTS = {
  missing: 'missing.yaml',
  empty: write('empty.yaml', ''),
  binary: write('binary.yaml', Buffer.from([0x6b, 0x69, 0x6e, 0x64, 0x3a, 0x00, 0xff, 0xfe, 0x00, 0x0a])),
  // root reads a mode-000 file: a symlink to itself fails for every user (ELOOP).
  unreadable: root ? 'loop.yaml' : write('unreadable.yaml', 'kind: ConfigMap\n'),
};
if (root) symlinkSync('loop.yaml', path.join(dir, 'loop.yaml'));
else chmodSync(path.join(dir, INPUTS.unreadable), 0o000);
const BAD_CONFIG = write('bad-config.yaml', 'rules: [\n');
mkdirSync(path.join(dir, 'empty-dir'));

interface Command {
  /** The command line with the input file in the place the command reads it from. */
  withFile(file: string): string[];
  /** A command line that is valid up to its input, for the option rows. */
  base: string[];
  /** Why an empty file is valid input for this command, when it is. */
  emptyIsValid?: string;
}

const CHAIN = path.join(ROOT, 'test/x509/corpus/key-mismatch/chain.pem');
const COMMANDS: Record<string, Command> = {
  check: {
    // An empty file is valid YAML with no object: --fail-if-nothing-checked makes that exit 2.
    withFile: (f) => ['check', f, '--fail-if-nothing-checked'],
    base: ['check', 'missing.yaml'],
  },
  cert: {
    withFile: (f) => ['cert', '--chain', f, '--ca-bundle', f, '--host', 'h.example'],
    base: ['cert', '--chain', 'missing.yaml', '--ca-bundle', 'missing.yaml', '--host', 'h.example'],
  },
  'cert generate': {
    withFile: (f) => ['cert', 'generate', '--service', 'w.ns', '--config', f],
    base: ['cert', 'generate', '--service', 'w.ns'],
    emptyIsValid: 'an empty configuration file is no configuration (docs/configuration.md)',
  },
  cluster: {
    withFile: (f) => ['cluster', '--kubeconfig', f, '--timeout', '2s', '--observe', '0'],
    base: ['cluster', '--kubeconfig', 'missing.yaml'],
  },
  alerts: {
    // It reads no file: a file given to it is refused as an argument.
    withFile: (f) => ['alerts', f],
    base: ['alerts'],
  },
  diagnose: { withFile: (f) => ['diagnose', '--audit-log', f], base: ['diagnose', '--audit-log', 'missing.yaml'] },
  serve: {
    withFile: (f) => ['serve', '--kubeconfig', f, '--listen', '127.0.0.1:0'],
    base: ['serve', '--kubeconfig', 'missing.yaml', '--listen', '127.0.0.1:0'],
  },
  policy: {
    withFile: (f) => ['policy', '--config', f],
    base: ['policy'],
    emptyIsValid: 'an empty configuration file is no configuration (docs/configuration.md)',
  },
  rules: {
    withFile: (f) => ['rules', '--config', f],
    base: ['rules'],
    emptyIsValid: 'an empty configuration file is no configuration (docs/configuration.md)',
  },
  explain: {
    withFile: (f) => ['explain', 'yaml-syntax', '--config', f],
    base: ['explain', 'yaml-syntax'],
    emptyIsValid: 'an empty configuration file is no configuration (docs/configuration.md)',
  },
  version: { withFile: (f) => ['version', f], base: ['version'] },
};

/** Exit 2 and one line on stderr, the tool's, naming what is wrong; never a stack, never exit 3. */
async function refused(args: string[], names: RegExp): Promise<void> {
  const r = await cli(args, { cwd: dir });
  const what = args.join(' ');
  assert.equal(r.code, 2, `${what}: exit ${r.code}\n${r.stderr}`);
  const lines = r.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, `${what}: one line on stderr, got:\n${r.stderr}`);
  assert.match(lines[0]!, /^webhook-cert-gate: \S/, what);
  assert.doesNotMatch(lines[0]!, /internal error|Cannot read properties|EISDIR|ELOOP|EACCES|ENOENT|\n\s+at /, what);
  assert.match(lines[0]!, names, what);
}

const quoted = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('every command: bad input is one line naming it, exit 2', () => {
  for (const [name, c] of Object.entries(COMMANDS)) {
    describe(name, () => {
      for (const [kind, file] of Object.entries(INPUTS)) {
        const label = kind === 'unreadable' ? `unreadable (${root ? 'as root: a symlink loop' : 'mode 000'})` : kind;
        if (kind === 'empty' && c.emptyIsValid) {
          it(`${label}: accepted, ${c.emptyIsValid}`, async () => {
            const r = await cli(c.withFile(file), { cwd: dir });
            assert.equal(r.code, 0, r.stderr);
            assert.equal(r.stderr, '');
          });
          continue;
        }
        it(label, async () => {
          await refused(c.withFile(file), quoted(file));
        });
      }
      it('a wrong --format', async () => {
        await refused([...c.base, '--format', 'nope'], /--format/);
      });
      it('an unknown option', async () => {
        await refused([...c.base, '--no-such-option'], /'--no-such-option'/);
      });
      it('a bad configuration', async () => {
        await refused([...c.base, '--config', BAD_CONFIG], /bad-config\.yaml|'--config'/);
      });
    });
  }
});

// A folder where a file is expected (check takes folders: it says nothing was checked).
describe('a folder where a file is expected', () => {
  for (const [name, args] of [
    ['cert', ['cert', '--chain', 'empty-dir', '--ca-bundle', CHAIN, '--host', 'h']],
    ['diagnose', ['diagnose', '--audit-log', 'empty-dir']],
    ['cluster', ['cluster', '--kubeconfig', 'empty-dir']],
    ['rules', ['rules', '--config', 'empty-dir']],
  ] as const) {
    it(name, async () => {
      await refused([...args], /empty-dir/);
    });
  }
});

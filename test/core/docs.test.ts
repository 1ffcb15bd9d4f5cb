import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { docsOf, RULES } from '../../src/rules/index.js';
import { ruleDocs } from '../../src/rules/pages.js';
import { cli, ROOT } from '../helpers.js';
import { cataloguePage } from '../../src/cli/catalogue-page.js';
import { cliPage, SPECS } from '../../src/cli/docs.js';
import { COMMANDS } from '../../src/cli/main.js';

test('docs/rules/ is what the rules generate (run npm run docs after changing a rule)', () => {
  const dir = path.join(ROOT, 'docs/rules');
  const pages = ruleDocs();
  assert.deepEqual(readdirSync(dir).sort(), [...pages.keys()].sort());
  for (const [name, text] of pages)
    assert.equal(readFileSync(path.join(dir, name), 'utf8'), text, `docs/rules/${name}`);
  for (const { meta } of RULES) assert.ok(docsOf(meta.id).example, `${meta.id} has an example`);
});

test("docs/cli.md is what the commands' option tables generate (run npm run docs after changing a command)", async () => {
  assert.equal(readFileSync(path.join(ROOT, 'docs/cli.md'), 'utf8'), await cliPage());
});

test('docs/controllers.md is what policies/ generate: a row per entry and per library, with the renders holding its image', async () => {
  const page = readFileSync(path.join(ROOT, 'docs/controllers.md'), 'utf8');
  assert.equal(page, await cataloguePage(ROOT), 'run npm run docs after changing policies/ or the renders');
  const rows = page.split('\n').filter((l) => l.startsWith('| ['));
  for (const dir of ['owners', 'libraries'])
    for (const file of readdirSync(path.join(ROOT, 'policies', dir)))
      assert.ok(
        rows.some((r) => r.startsWith(`| [${file.replace(/\.yaml$/, '')}](../policies/${dir}/${file})`)),
        `${dir}/${file} has a row`,
      );
});

test('docs/cli.md and --help list every option of every command, and the usage every command', async () => {
  const page = readFileSync(path.join(ROOT, 'docs/cli.md'), 'utf8');
  for (const spec of SPECS) {
    assert.match(page, new RegExp(`^## ${spec.name}$`, 'm'), spec.name);
    const help = (await cli([...spec.name.split(' '), '--help'])).stdout;
    assert.ok(page.includes(help.trimEnd()), `${spec.name}: docs/cli.md holds its --help`);
    for (const name of Object.keys(spec.options)) assert.ok(help.includes(`--${name}`), `${spec.name} --${name}`);
  }
  for (const [command] of COMMANDS)
    assert.ok(
      SPECS.some((s) => command.startsWith(s.name)),
      command,
    );
});

test('every rule has its documentation in src/rules/docs/<id>.yaml, and every such file a rule', () => {
  const docs = readdirSync(path.join(ROOT, 'src/rules/docs'))
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => n.slice(0, -5));
  assert.deepEqual(docs.sort(), RULES.map((r) => r.meta.id).sort());
});

test('every rule lives in src/rules/<id>.ts', () => {
  for (const { meta } of RULES) {
    const source = readFileSync(path.join(ROOT, 'src/rules', `${meta.id}.ts`), 'utf8');
    assert.ok(source.includes(`'${meta.id}'`), meta.id);
  }
});

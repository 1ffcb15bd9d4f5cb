// npm run docs: writes docs/rules/ (the index and one page per rule) from the rules' meta and src/rules/docs, and
// docs/cli.md from the commands' option tables, and docs/controllers.md from policies/ (after a build).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
const { ruleDocs } = await import('../build/src/rules/pages.js');
const dir = new URL('../docs/rules/', import.meta.url);
mkdirSync(dir, { recursive: true });
const pages = ruleDocs();
for (const name of readdirSync(dir)) if (!pages.has(name)) rmSync(new URL(name, dir));
for (const [name, text] of pages) writeFileSync(new URL(name, dir), text);

// docs/cli.md: every command and option, from the commands' option tables.
const { cliPage } = await import('../build/src/cli/docs.js');
writeFileSync(new URL('../docs/cli.md', import.meta.url), await cliPage());

// docs/controllers.md: every controller the model knows, from policies/, with the renders the tests check it on.
const { cataloguePage } = await import('../build/src/cli/catalogue-page.js');
writeFileSync(
  new URL('../docs/controllers.md', import.meta.url),
  await cataloguePage(new URL('..', import.meta.url).pathname),
);

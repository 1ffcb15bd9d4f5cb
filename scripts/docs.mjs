// npm run docs: rewrites the README's rule reference from the rules' meta (after a build).
import { readFileSync, writeFileSync } from 'node:fs';
const { withRulesMarkdown } = await import('../build/src/rules/docs.js');
const file = new URL('../README.md', import.meta.url);
writeFileSync(file, withRulesMarkdown(readFileSync(file, 'utf8')));

// npm's `prepare`: build when the build tools are installed (a clone + npm ci). A global install from
// git (pre-commit's node hooks) has no dev dependencies: it runs the committed dist/ as it is.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let tools = true;
try {
  require.resolve('esbuild');
  require.resolve('typescript');
} catch {
  tools = false;
}
if (tools) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
else if (!existsSync('dist/cli.mjs')) throw new Error('webhook-cert-gate: dist/ is missing and the build tools are not installed');

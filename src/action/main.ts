import * as core from '@actions/core';
import { InputError } from '../cli/io.js';
import { runAction } from './run.js';

// The Action's entry (bundled to dist/action.mjs): every failure becomes a failed step with one clear line.
try {
  await runAction();
} catch (e) {
  if (!(e instanceof InputError)) core.debug((e as Error).stack ?? String(e));
  core.setFailed(`webhook-cert-gate: ${(e as Error).message}`);
}

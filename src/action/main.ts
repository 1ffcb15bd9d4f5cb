import * as core from '@actions/core';
import { isInputError } from '../core/errors.js';
import { runAction } from './run.js';

// The Action's entry (bundled to dist/action.mjs): every failure becomes a failed step with one clear line.
try {
  await runAction();
} catch (e) {
  if (!isInputError(e)) core.debug((e as Error).stack ?? String(e));
  core.setFailed(`webhook-cert-gate: ${(e as Error).message}`);
}

import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';

/**
 * True when `present`; otherwise skips the test with one line naming the tool, and fails it under CI=true
 * (CI installs every tool the tests need).
 */
export function haveTool(t: TestContext, tool: string, present: boolean, hint = ''): boolean {
  if (present) return true;
  if (process.env.CI === 'true') assert.fail(`${tool} is required under CI=true${hint ? ` (${hint})` : ''}`);
  t.skip(`${tool} not found${hint ? ` (${hint})` : ''}`);
  return false;
}

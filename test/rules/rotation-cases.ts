// The before/after fixture pairs of test/fixtures/rotation/ (made by its make.mjs), run as a user runs them:
// `check --before <case>/before <case>/after --format json`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cli, ROOT, type JsonFinding } from '../helpers.js';

export const ROTATION = path.join(ROOT, 'test/fixtures/rotation');

export interface RotationCase {
  name: string;
  /** The rotation-* rule it must fire, or 'pass'. */
  expected: string;
  /** The public report it rebuilds (owner/repo#N). */
  report: string;
  /** A chart rendered by helm (test/rules/rotation-ca-per-render.slow.ts). */
  chart: boolean;
}

export function rotationCases(): RotationCase[] {
  return readdirSync(ROTATION, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const sources = readFileSync(path.join(ROTATION, d.name, 'SOURCES.md'), 'utf8');
      return {
        name: d.name,
        expected: /^Expected: (\S+)/m.exec(sources)?.[1] ?? '',
        report: /^Report: (.+)$/m.exec(sources)?.[1] ?? '',
        chart: readdirSync(path.join(ROTATION, d.name, 'after')).includes('Chart.yaml'),
      };
    });
}

export interface Judged {
  code: number;
  stderr: string;
  findings: JsonFinding[];
  rotation: JsonFinding[];
}

/** The findings of `check --before` on one case (paths relative to the fixture folder, as a user types them). */
export async function judge(name: string, extra: string[] = []): Promise<Judged> {
  const r = await cli(['check', '--before', `${name}/before`, `${name}/after`, '--format', 'json', ...extra], {
    cwd: ROTATION,
  });
  const findings = r.stdout ? (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings : [];
  return { code: r.code, stderr: r.stderr, findings, rotation: findings.filter((f) => f.rule.startsWith('rotation-')) };
}

/** The same case checked as one state (no --before): no rotation-* rule may report. */
export async function plain(name: string): Promise<JsonFinding[]> {
  const r = await cli(['check', `${name}/after`, '--format', 'json', '--fail-on', 'none'], { cwd: ROTATION });
  return (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings;
}

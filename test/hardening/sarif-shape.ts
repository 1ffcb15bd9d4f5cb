import assert from 'node:assert/strict';

/** What a SARIF log claims to be; assertSarifShape checks each part before relying on it. */
interface SarifLog {
  version?: string;
  runs?: Array<{
    tool?: { driver?: { name?: string; rules?: Array<{ id?: string }> } };
    results?: SarifResult[];
  }>;
}

interface SarifResult {
  ruleId?: string;
  ruleIndex?: number;
  level?: string;
  message?: { text?: string };
  locations?: Array<{
    physicalLocation?: {
      region?: { startLine?: number; startColumn?: number; endLine?: number };
      artifactLocation?: { uri?: string };
    };
    logicalLocations?: Array<{ fullyQualifiedName?: string }>;
  }>;
}

/** The parts of SARIF 2.1.0 that code scanning refuses to ingest when wrong. */
export function assertSarifShape(output: unknown): void {
  const log = output as SarifLog;
  assert.equal(log.version, '2.1.0');
  assert.ok(Array.isArray(log.runs) && log.runs.length === 1, 'one run');
  const run = log.runs[0]!;
  assert.equal(typeof run.tool?.driver?.name, 'string');
  const rules = run.tool!.driver!.rules ?? [];
  assert.ok(Array.isArray(rules));
  assert.ok(Array.isArray(run.results));
  for (const r of run.results) {
    assert.equal(typeof r.ruleId, 'string', 'result.ruleId');
    assert.ok(r.ruleId!.length > 0);
    if (r.ruleIndex !== undefined) assert.equal(rules[r.ruleIndex]?.id, r.ruleId, 'ruleIndex points at its rule');
    assert.ok(
      r.level !== undefined && ['error', 'warning', 'note', 'none'].includes(r.level),
      `level ${String(r.level)}`,
    );
    assert.equal(typeof r.message?.text, 'string');
    for (const loc of r.locations ?? []) {
      // A live object's finding: its logical location only (cluster://...), no file.
      if (!loc.physicalLocation) {
        assert.match(loc.logicalLocations?.[0]?.fullyQualifiedName ?? '', /^cluster:\/\//, 'a logical location');
        continue;
      }
      const { startLine, startColumn, endLine } = loc.physicalLocation.region ?? {};
      assert.ok(
        startLine !== undefined && Number.isInteger(startLine) && startLine >= 1,
        `startLine ${String(startLine)}`,
      );
      if (startColumn !== undefined)
        assert.ok(Number.isInteger(startColumn) && startColumn >= 1, `startColumn ${startColumn}`);
      if (endLine !== undefined) assert.ok(endLine >= startLine, 'endLine >= startLine');
      assert.equal(typeof loc.physicalLocation.artifactLocation?.uri, 'string');
    }
  }
}

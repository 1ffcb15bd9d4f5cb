import assert from 'node:assert/strict';

/** The parts of SARIF 2.1.0 that code scanning refuses to ingest when wrong. */
export function assertSarifShape(log: any): void {
  assert.equal(log.version, '2.1.0');
  assert.ok(Array.isArray(log.runs) && log.runs.length === 1, 'one run');
  const run = log.runs[0];
  assert.equal(typeof run.tool?.driver?.name, 'string');
  const rules: any[] = run.tool.driver.rules ?? [];
  assert.ok(Array.isArray(rules));
  assert.ok(Array.isArray(run.results));
  for (const r of run.results) {
    assert.equal(typeof r.ruleId, 'string', 'result.ruleId');
    assert.ok(r.ruleId.length > 0);
    if (r.ruleIndex !== undefined) assert.equal(rules[r.ruleIndex]?.id, r.ruleId, 'ruleIndex points at its rule');
    assert.ok(['error', 'warning', 'note', 'none'].includes(r.level), `level ${r.level}`);
    assert.equal(typeof r.message?.text, 'string');
    for (const loc of r.locations ?? []) {
      const region = loc.physicalLocation?.region;
      assert.ok(Number.isInteger(region?.startLine) && region.startLine >= 1, `startLine ${region?.startLine}`);
      if (region.startColumn !== undefined) assert.ok(Number.isInteger(region.startColumn) && region.startColumn >= 1, `startColumn ${region.startColumn}`);
      if (region.endLine !== undefined) assert.ok(region.endLine >= region.startLine, 'endLine >= startLine');
      assert.equal(typeof loc.physicalLocation.artifactLocation?.uri, 'string');
    }
  }
}

// A node:test reporter that ends the run with the number of skipped tests and why (npm test uses it next
// to the spec reporter), so a machine without kubectl, helm or Go sees at once what it did not test.
// It prints at the run's last totals (todo, or duration_ms), before --test-force-exit ends the process.
export default async function* skippedTests(source) {
  const reasons = new Map();
  let printed = false;
  for await (const event of source) {
    if (event.type === 'test:pass' || event.type === 'test:fail') {
      const { skip } = event.data;
      if (skip === undefined || skip === false) continue;
      const reason = typeof skip === 'string' && skip ? skip : 'skipped without a reason';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    } else if (event.type === 'test:diagnostic' && !event.data.nesting && /^(todo|duration_ms) /.test(event.data.message) && !printed) {
      printed = true;
      yield summary(reasons);
    }
  }
  if (!printed) yield summary(reasons);
}

function summary(reasons) {
  const total = [...reasons.values()].reduce((a, b) => a + b, 0);
  if (!total) return '\nskipped: none\n';
  const lines = [...reasons].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `  ${String(n).padStart(3)} × ${reason}`);
  const note = process.env.CI === 'true' ? '' : ' (under CI=true a missing tool fails instead)';
  return `\nskipped: ${total} (tests or suites)${note}\n${lines.join('\n')}\n`;
}

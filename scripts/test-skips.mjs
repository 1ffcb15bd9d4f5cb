// A node:test reporter that ends the run with why tests were skipped (npm test uses it next to the spec
// reporter), so a machine without kubectl, helm or Go sees at once what it did not test. The count is the
// runner's own (the spec reporter's "skipped" line); this lists each reason once.
export default async function* skippedTests(source) {
  const reasons = new Set();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { skip } = event.data;
    if (skip === undefined || skip === false) continue;
    reasons.add(typeof skip === 'string' && skip ? skip : 'skipped without a reason');
  }
  if (!reasons.size) return;
  const note = process.env.CI === 'true' ? '' : ' (under CI=true a missing tool fails instead)';
  yield `\nwhy tests were skipped${note}:\n${[...reasons]
    .sort()
    .map((r) => `  - ${r}`)
    .join('\n')}\n`;
}

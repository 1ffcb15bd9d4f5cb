// A node:test reporter that ends the run with the number of skipped tests and why (npm test uses it next
// to the spec reporter), so a machine without kubectl, helm or Go sees at once what it did not test.
// It prints at the run's last totals (todo, or duration_ms), before --test-force-exit ends the process.
// It also fails the run when a test was enqueued and its verdict never arrived (a test process that ended
// with its report cut short, nodejs/node#64833, or a test that called process.exit): the runner itself
// counts nothing for it and exits 0.
import { resolve } from 'node:path';

export default async function* skippedTests(source) {
  const reasons = new Map();
  const open = new Map(); // file, nesting and name -> tests enqueued and not yet reported
  let printed = false;
  const key = (d) => `${d.file ?? ''}\0${d.nesting}\0${d.name}`;
  const count = (d, by) => {
    if (!d.file || resolve(d.name) === d.file) return; // the file's own entry (Node 24 names it by a relative path)
    const k = key(d);
    const n = (open.get(k)?.n ?? 0) + by;
    if (n === 0) open.delete(k);
    else open.set(k, { n, file: d.file, name: d.name });
  };
  for await (const event of source) {
    if (event.type === 'test:enqueue') count(event.data, 1);
    if (event.type === 'test:pass' || event.type === 'test:fail') count(event.data, -1);
    if (event.type === 'test:pass' || event.type === 'test:fail') {
      const { skip } = event.data;
      if (skip === undefined || skip === false) continue;
      const reason = typeof skip === 'string' && skip ? skip : 'skipped without a reason';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    } else if (event.type === 'test:diagnostic' && !event.data.nesting && /^(todo|duration_ms) /.test(event.data.message) && !printed) {
      printed = true;
      yield summary(reasons) + lost(open);
    }
  }
  if (!printed) yield summary(reasons) + lost(open);
}

function lost(open) {
  const missing = [...open.values()].filter((d) => d.n > 0);
  if (!missing.length) return '';
  process.exitCode = 1;
  return `\nNO VERDICT: ${missing.length} test(s) enqueued and never reported (the test process's report was cut short):\n` +
    missing.map((d) => `  ${d.file}: ${d.name}`).join('\n') + '\n';
}

function summary(reasons) {
  const total = [...reasons.values()].reduce((a, b) => a + b, 0);
  if (!total) return '\nskipped: none\n';
  const lines = [...reasons].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `  ${String(n).padStart(3)} × ${reason}`);
  const note = process.env.CI === 'true' ? '' : ' (under CI=true a missing tool fails instead)';
  return `\nskipped: ${total} (tests or suites)${note}\n${lines.join('\n')}\n`;
}

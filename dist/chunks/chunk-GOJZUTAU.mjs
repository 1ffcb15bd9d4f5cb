import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  likelyTypo
} from "./chunk-OLXE4IO3.mjs";
import {
  describeFsError,
  printable,
  printablePath
} from "./chunk-7TDALGQL.mjs";
import {
  InputError
} from "./chunk-4BSXTURP.mjs";

// src/core/finding.ts
var SEVERITY_RANK = { info: 1, warning: 2, error: 3 };
function atOrAbove(severity, threshold) {
  return threshold !== "none" && SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}
function summarize(findings) {
  const summary = { error: 0, warning: 0, info: 0 };
  for (const f of findings) summary[f.severity]++;
  return summary;
}
function compareFindings(a, b) {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}

// src/core/tool.ts
var TOOL_NAME = "webhook-cert-gate";
var TOOL_VERSION = "0.1.0";
var REPO = "https://github.com/webhook-cert-gate/webhook-cert-gate/blob/main/";
var DOCS_BASE = `${REPO}docs/rules/README.md`;
function ruleDocsUrl(ruleId) {
  return `${REPO}docs/rules/${ruleId}.md`;
}

// src/report/junit.ts
function renderJunit(findings, options) {
  const suites = [];
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const byFile = /* @__PURE__ */ new Map();
  for (const f of findings) byFile.set(f.file, [...byFile.get(f.file) ?? [], f]);
  for (const [file, list] of byFile) {
    const cases = list.map((f) => findingCase(f, options.failOn));
    suites.push(suite(file, cases, totals));
  }
  if (options.errors?.length) {
    const cases = options.errors.map((e) => ({ xml: testcase("inputs", printable(e), `<error message="${attr(e)}" type="unreadable"/>`), outcome: "error" }));
    suites.push(suite("inputs", cases, totals));
  }
  if (!findings.length && !options.errors?.length) {
    const st = options.stats;
    const what = st ? `${st.resources} resource(s) from ${st.files} file(s) checked` : "checked";
    suites.push(suite(TOOL_NAME, [{ xml: testcase(TOOL_NAME, `no findings: ${what}`, ""), outcome: "pass" }], totals));
  }
  const head = `<testsuites name="${TOOL_NAME}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}" skipped="${totals.skipped}" time="0">`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', head, ...suites, "</testsuites>", ""].join("\n");
}
function findingCase(f, failOn) {
  const text = `${f.message}${f.template ? ` (from template ${f.template})` : ""}${f.fix ? `
fix: ${f.fix}` : ""}`;
  const object = f.object ? ` ${f.object.kind}/${f.object.namespace ? `${f.object.namespace}/` : ""}${f.object.name}` : "";
  const name = `${f.rule} ${f.file}:${f.line}:${f.column}${object}`;
  if (!atOrAbove(f.severity, failOn)) {
    return { xml: testcase(f.file, name, `<skipped message="${attr(`${f.severity} below --fail-on ${failOn}: ${f.message}`)}"/>`), outcome: "skipped" };
  }
  const failure = `<failure message="${attr(f.message)}" type="${f.severity}">${text_(text)}</failure>`;
  return { xml: testcase(f.file, name, failure), outcome: "failure" };
}
function suite(name, cases, totals) {
  const count = (o) => cases.filter((c) => c.outcome === o).length;
  const n = { tests: cases.length, failures: count("failure"), errors: count("error"), skipped: count("skipped") };
  for (const k of Object.keys(n)) totals[k] += n[k];
  const open = `  <testsuite name="${attr(name)}" tests="${n.tests}" failures="${n.failures}" errors="${n.errors}" skipped="${n.skipped}" time="0">`;
  return [open, ...cases.map((c) => c.xml), "  </testsuite>"].join("\n");
}
function testcase(classname, name, body) {
  const open = `    <testcase classname="${attr(classname)}" name="${attr(name)}" time="0"`;
  return body ? `${open}>${body}</testcase>` : `${open}/>`;
}
function xmlSafe(s) {
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function text_(s) {
  return xmlSafe(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function attr(s) {
  return text_(s).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");
}

// src/report/line.ts
function renderLines(findings) {
  return findings.map((f) => `${printablePath(f.file)}:${f.line}:${f.column}: ${f.severity} ${printable(f.rule)} ${printable(f.message)}
`).join("");
}

// src/report/sarif.ts
import path from "node:path";
import { pathToFileURL } from "node:url";
var LEVEL = { error: "error", warning: "warning", info: "note" };
function renderSarif(findings, rules, options = {}) {
  const { properties, errors = [] } = options;
  const known = new Map(rules.map((r) => [r.id, r]));
  for (const f of findings) {
    if (!known.has(f.rule)) {
      known.set(f.rule, { id: f.rule, severity: f.severity, description: f.rule, help: f.fix ?? f.rule, docsUrl: DOCS_BASE });
    }
  }
  const ruleList = [...known.values()];
  const index = new Map(ruleList.map((r, i) => [r.id, i]));
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: TOOL_VERSION,
            informationUri: DOCS_BASE,
            rules: ruleList.map((r) => ({
              id: r.id,
              name: pascalCase(r.id),
              shortDescription: { text: r.description },
              fullDescription: { text: r.description },
              help: { text: r.help, markdown: r.help },
              helpUri: r.docsUrl,
              defaultConfiguration: { level: LEVEL[r.severity] }
            }))
          }
        },
        invocations: [
          {
            executionSuccessful: errors.length === 0,
            ...errors.length ? { toolExecutionNotifications: errors.map((text) => ({ level: "error", message: { text }, descriptor: { id: "input-unreadable" } })) } : {}
          }
        ],
        ...properties ? { properties } : {},
        results: findings.map((f) => ({
          ruleId: f.rule,
          ruleIndex: index.get(f.rule),
          level: LEVEL[f.severity],
          message: { text: messageText(f) },
          locations: [
            {
              physicalLocation: {
                artifactLocation: artifactLocation(f.file),
                region: region(f)
              },
              ...f.template || f.scope ? { properties: { ...f.template ? { template: f.template } : {}, ...f.scope ? { scope: f.scope } : {} } } : {},
              ...f.object ? { logicalLocations: [{ name: f.object.name, fullyQualifiedName: objectName(f), kind: "resource" }] } : {}
            }
          ]
        }))
      }
    ]
  };
  return JSON.stringify(log, null, 2) + "\n";
}
function messageText(f) {
  const from = f.template ? ` (from template ${f.template})` : "";
  return f.fix ? `${f.message}${from} Fix: ${f.fix}` : `${f.message}${from}`;
}
function region(f) {
  const r = { startLine: atLeastOne(f.line), startColumn: atLeastOne(f.column) };
  if (f.endLine !== void 0 && Number.isInteger(f.endLine) && f.endLine >= r.startLine) r.endLine = f.endLine;
  const endLine = r.endLine ?? r.startLine;
  if (f.endColumn !== void 0 && Number.isInteger(f.endColumn) && f.endColumn >= 1 && (endLine > r.startLine || f.endColumn >= r.startColumn)) r.endColumn = f.endColumn;
  return r;
}
function atLeastOne(n) {
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
function objectName(f) {
  const o = f.object;
  return `${o.kind}/${o.namespace ? o.namespace + "/" : ""}${o.name}`;
}
function artifactLocation(file) {
  const stream = /^<(.*)>$/.exec(file);
  if (stream) return { uri: encodeURIComponent(file), description: { text: stream[1] === "stdin" ? "standard input" : `output of ${stream[1]}` } };
  if (path.posix.isAbsolute(file)) return { uri: pathToFileURL(file).href };
  if (path.win32.isAbsolute(file) && /^[A-Za-z]:/.test(file)) return { uri: "file:///" + escapePath(file.replace(/\\/g, "/")) };
  return { uri: escapePath(file.replace(/\\/g, "/")) };
}
function escapePath(posix) {
  return posix.split("/").map((segment, i) => i === 0 && /^[A-Za-z]:$/.test(segment) ? segment : encodeURIComponent(segment)).join("/");
}
function pascalCase(id) {
  return id.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

// src/report/render.ts
var FORMATS = ["text", "json", "sarif", "junit", "line"];
function helmModeText(m) {
  return m.mode === "render" ? `charts rendered by helm ${m.helm ?? ""}`.trimEnd() : `charts read through the values model (${m.reason ?? "no helm"})`;
}
function render(findings, options) {
  const sorted = [...findings].sort(compareFindings);
  switch (options.format) {
    case "json":
      return renderJson(sorted, options);
    case "sarif":
      return renderSarif(sorted, options.rules ?? [], { ...options.helm ? { properties: { helm: options.helm } } : {}, errors: options.errors });
    case "junit":
      return renderJunit(sorted, { failOn: options.failOn ?? "error", stats: options.stats, errors: options.errors });
    case "line":
      return renderLines(sorted);
    default:
      return renderText(sorted, options);
  }
}
function renderJson(findings, options = {}) {
  const { helm, stats, errors } = options;
  const out = {
    tool: { name: TOOL_NAME, version: TOOL_VERSION, ...helm ? { helm } : {} },
    summary: { ...summarize(findings), ...stats ? { files: stats.files, resources: stats.resources, unreadable: errors?.length ?? 0 } : {} },
    ...stats || errors ? { inputErrors: [...errors ?? []] } : {},
    findings: findings.map(jsonFinding)
  };
  return JSON.stringify(out, null, 2) + "\n";
}
function jsonFinding(f) {
  return {
    rule: f.rule,
    severity: f.severity,
    message: f.message,
    file: f.file,
    line: f.line,
    column: f.column,
    object: f.object ? { kind: f.object.kind, name: f.object.name, namespace: f.object.namespace ?? null } : null,
    field: f.field ?? null,
    fix: f.fix ?? null,
    ...f.template ? { template: f.template } : {},
    ...f.scope ? { scope: f.scope } : {}
  };
}
var COLORS = { error: "\x1B[31m", warning: "\x1B[33m", info: "\x1B[36m" };
var DIM = "\x1B[2m";
var RESET = "\x1B[0m";
function renderText(findings, options) {
  const paint = (code, s2) => options.color ? code + s2 + RESET : s2;
  const lines = [];
  let file;
  for (const f of findings) {
    if (f.file !== file) {
      if (file !== void 0) lines.push("");
      file = f.file;
      lines.push(paint("\x1B[4m", printablePath(f.file)));
    }
    const where = `${f.line}:${f.column}`.padEnd(8);
    const obj = [
      f.object ? printable(`${f.object.kind}/${f.object.namespace ? f.object.namespace + "/" : ""}${f.object.name}`) : "",
      f.scope ? printable(`scope ${f.scope}`) : ""
    ].filter(Boolean).join(", ");
    lines.push(`  ${where} ${paint(COLORS[f.severity], f.severity.padEnd(7))} ${printable(f.message)}  ${paint(DIM, f.rule)}`);
    if (f.template) lines.push(`           ${paint(DIM, `from template ${printable(f.template)}`)}`);
    if (f.fix) lines.push(`           ${paint(DIM, "fix:")} ${printable(f.fix)}${paint(DIM, obj ? ` (${obj})` : "")}`);
  }
  const s = summarize(findings);
  const total = findings.length;
  if (total) lines.push("");
  const counts = `${s.error} error${s.error === 1 ? "" : "s"}, ${s.warning} warning${s.warning === 1 ? "" : "s"}, ${s.info} info`;
  lines.push(footer(total, counts, s.error > 0, options, paint));
  return lines.join("\n") + "\n";
}
function footer(total, counts, errors, options, paint) {
  const st = options.stats;
  if (!st) return total ? `${paint(errors ? COLORS.error : COLORS.warning, "\u2716")} ${counts}` : "\u2714 no findings";
  const sources = st.files ? plural(st.files, "file") : "";
  const read = ` in ${plural(st.resources, "resource")} from ${sources || "no input"}${options.helm ? `; ${helmModeText(options.helm)}` : ""}`;
  if (options.errors?.length) {
    const rest = st.resources || total ? `${total ? counts : "no findings"}${read}` : "nothing else was checked";
    return `${paint(COLORS.error, "\u2716")} ${plural(options.errors.length, "input")} could not be read (see the errors); ${rest}`;
  }
  if (!total && !st.resources) return `\u2013 nothing checked: no Kubernetes objects in ${sources || "the inputs (no .yaml, .yml or .json file)"}`;
  return total ? `${paint(errors ? COLORS.error : COLORS.warning, "\u2716")} ${counts}${read}` : `\u2714 no findings${read}`;
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// src/cli/args.ts
import { writeFile } from "node:fs/promises";
import path2 from "node:path";
import { parseArgs } from "node:util";
function parse(args, options, allowPositionals = true) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (e) {
    const message = String(e.message);
    const ambiguous = /^Option '(-[^']*)' argument is ambiguous/.exec(message);
    if (ambiguous) {
      const given = ambiguous[1];
      const long = given.startsWith("--") ? given : `--${Object.entries(options).find(([, o]) => `-${o.short}` === given)?.[0] ?? given.slice(1)}`;
      const value = args[args.indexOf(given) + 1] ?? "";
      throw new InputError(`${given} ${value}: a value that starts with '-' must be written ${long}=${value}`);
    }
    const unknown = /^Unknown option '(--?[^'=]*)/.exec(message);
    if (unknown) throw new InputError(`unknown option '${unknown[1]}'${suggestion(unknown[1], options)}`);
    throw new InputError(message.split("\n")[0].replace(/\. To specify a positional.*$/, ""));
  }
}
function suggestion(given, options) {
  const names = Object.keys(options).map((n) => `--${n}`);
  const near = given.startsWith("--") ? likelyTypo(given, names) : void 0;
  return near ? `; did you mean ${near}?` : names.length ? ` (${names.includes("--help") ? "see --help" : `options: ${names.join(", ")}`})` : " (this command takes no options)";
}
var OUTPUT_OPTION = { output: { type: "string", short: "o" } };
var REPORT_OPTIONS = {
  ...OUTPUT_OPTION,
  format: { type: "string" },
  "fail-on": { type: "string" },
  "no-color": { type: "boolean" }
};
async function writeReport(io, output, text) {
  if (output === void 0) return io.out(text);
  await writeFile(path2.resolve(io.cwd, output), text).catch((e) => {
    throw new InputError(`--output ${output}: cannot write the report: ${describeFsError(e)}`);
  });
}
function useColor(io, format, opts) {
  return format === "text" && !opts.output && io.isTTY && !opts["no-color"] && !io.env.NO_COLOR;
}
function parseFormat(value) {
  if (value === void 0) return "text";
  if (!FORMATS.includes(value)) throw new InputError(`--format must be one of ${FORMATS.join(", ")} (got '${value}')`);
  return value;
}
var FAIL_ON = ["error", "warning", "info", "none"];
function parseFailOn(value, fallback = "error") {
  if (value === void 0) return fallback;
  if (!FAIL_ON.includes(value)) throw new InputError(`--fail-on must be one of ${FAIL_ON.join(", ")} (got '${value}')`);
  return value;
}
function parseAt(value) {
  if (value === void 0) return void 0;
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(d.getTime())) throw new InputError(`--at must be an RFC 3339 time such as 2026-06-01T00:00:00Z (got '${value}')`);
  return d;
}
function parsePositiveInt(name, value) {
  if (value === void 0) return void 0;
  if (!/^\d+$/.test(value)) throw new InputError(`${name} must be a whole number (got '${value}')`);
  return Number(value);
}

export {
  atOrAbove,
  TOOL_NAME,
  TOOL_VERSION,
  ruleDocsUrl,
  render,
  parse,
  OUTPUT_OPTION,
  REPORT_OPTIONS,
  writeReport,
  useColor,
  parseFormat,
  parseFailOn,
  parseAt,
  parsePositiveInt
};

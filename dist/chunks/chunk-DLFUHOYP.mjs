import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  printable
} from "./chunk-DMBERE77.mjs";
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

// src/report/sarif.ts
import path from "node:path";
import { pathToFileURL } from "node:url";
var LEVEL = { error: "error", warning: "warning", info: "note" };
function renderSarif(findings, rules, properties) {
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
              ...f.template ? { properties: { template: f.template } } : {},
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
var FORMATS = ["text", "json", "sarif"];
function helmModeText(m) {
  return m.mode === "render" ? `charts rendered by helm ${m.helm ?? ""}`.trimEnd() : `charts read through the values model (${m.reason ?? "no helm"})`;
}
function render(findings, options) {
  const sorted = [...findings].sort(compareFindings);
  if (options.format === "json") return renderJson(sorted, options.helm);
  if (options.format === "sarif") return renderSarif(sorted, options.rules ?? [], options.helm ? { helm: options.helm } : void 0);
  return renderText(sorted, options);
}
function renderJson(findings, helm) {
  const out = {
    tool: { name: TOOL_NAME, version: TOOL_VERSION, ...helm ? { helm } : {} },
    summary: summarize(findings),
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
    ...f.template ? { template: f.template } : {}
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
      lines.push(paint("\x1B[4m", fileHeading(f.file)));
    }
    const where = `${f.line}:${f.column}`.padEnd(8);
    const obj = f.object ? printable(` ${f.object.kind}/${f.object.namespace ? f.object.namespace + "/" : ""}${f.object.name}`) : "";
    lines.push(`  ${where} ${paint(COLORS[f.severity], f.severity.padEnd(7))} ${printable(f.message)}  ${paint(DIM, f.rule)}`);
    if (f.template) lines.push(`           ${paint(DIM, `from template ${printable(f.template)}`)}`);
    if (f.fix) lines.push(`           ${paint(DIM, "fix:")} ${printable(f.fix)}${paint(DIM, obj ? ` (${obj.trim()})` : "")}`);
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
  if (st.unreadable) {
    const rest = st.resources || total ? `${total ? counts : "no findings"}${read}` : "nothing else was checked";
    return `${paint(COLORS.error, "\u2716")} ${plural(st.unreadable, "input")} could not be read (see the errors); ${rest}`;
  }
  if (!total && !st.resources) return `\u2013 nothing checked: no Kubernetes objects in ${sources || "the inputs (no .yaml, .yml or .json file)"}`;
  return total ? `${paint(errors ? COLORS.error : COLORS.warning, "\u2716")} ${counts}${read}` : `\u2714 no findings${read}`;
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function fileHeading(file) {
  const shown = printable(file);
  return shown.startsWith("::") ? `./${shown}` : shown;
}

// src/cli/args.ts
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
    throw new InputError(message.split("\n")[0].replace(/\. To specify a positional.*$/, ""));
  }
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
  parseFormat,
  parseFailOn,
  parseAt,
  parsePositiveInt
};

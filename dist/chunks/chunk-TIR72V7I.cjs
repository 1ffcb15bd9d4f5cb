var __wcgUrl = require("node:url").pathToFileURL(__filename).href;
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target2, all) => {
  for (var name in all)
    __defProp(target2, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key2 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key2) && key2 !== except)
        __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target2) => (target2 = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target2, "default", { value: mod, enumerable: true }) : target2,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  COMMANDS: () => COMMANDS,
  CONFIG_OPTION: () => CONFIG_OPTION,
  DEFAULT_KUBE_VERSION: () => DEFAULT_KUBE_VERSION,
  DEFAULT_MAX_FILE_BYTES: () => DEFAULT_MAX_FILE_BYTES,
  DEFAULT_SCOPE: () => DEFAULT_SCOPE,
  EXIT: () => EXIT,
  FAILURE_PHRASE: () => FAILURE_PHRASE,
  HELP_OPTION: () => HELP_OPTION,
  HOLDER_KINDS: () => HOLDER_KINDS,
  HOLDER_KIND_BY_PLURAL: () => HOLDER_KIND_BY_PLURAL,
  InputError: () => InputError,
  KUBECTL_SCHEMA: () => KUBECTL_SCHEMA,
  MANAGED_BY: () => MANAGED_BY,
  Model: () => Model,
  OPENREPORTS: () => OPENREPORTS,
  OUTPUT_OPTION: () => OUTPUT_OPTION,
  POD_WORKLOAD_KINDS: () => POD_WORKLOAD_KINDS,
  PROFILE_LABEL: () => PROFILE_LABEL,
  QUIET_OPTION: () => QUIET_OPTION,
  REPORT_OPTIONS: () => REPORT_OPTIONS,
  RULES: () => RULES,
  SHIPPED_OWNERS: () => SHIPPED_OWNERS,
  TOOL_NAME: () => TOOL_NAME,
  USAGE: () => USAGE,
  WORKLOAD_KINDS: () => WORKLOAD_KINDS,
  YAML11_SCHEMA: () => YAML11_SCHEMA,
  __commonJS: () => __commonJS,
  __require: () => __require,
  __toESM: () => __toESM2,
  arr: () => arr,
  atOrAbove: () => atOrAbove,
  buildReports: () => buildReports,
  coalesceValues: () => coalesceValues,
  configuredRules: () => configuredRules,
  copyValues: () => copyValues,
  counted: () => counted,
  dataOf: () => dataOf,
  decodeBase64CaBundle: () => decodeBase64CaBundle,
  defineCommand: () => defineCommand,
  describeFsError: () => describeFsError,
  describeProblem: () => describeProblem,
  displayPath: () => displayPath,
  dottedPath: () => dottedPath,
  dump: () => dump,
  entryKey: () => entryKey,
  findOnPath: () => findOnPath,
  findWebhookWorkloads: () => findWebhookWorkloads,
  gatherInputs: () => gatherInputs2,
  get: () => get,
  globMatch: () => globMatch,
  holderEntryPaths: () => holderEntryPaths,
  holderKind: () => holderKind,
  isChartFolder: () => isChartFolder,
  isInside: () => isInside,
  isLocated: () => isLocated,
  isObj: () => isObj,
  knownCharts: () => knownCharts,
  kustomizationFile: () => kustomizationFile,
  likelyTypo: () => likelyTypo,
  load: () => load,
  loadAll: () => loadAll,
  loadConfig: () => loadConfig,
  loadOneDocument: () => loadOneDocument,
  loadOwners: () => loadOwners,
  loadProfiles: () => loadProfiles,
  locate: () => locate,
  looksLikeBase64: () => looksLikeBase64,
  main: () => main,
  mergeValues: () => mergeValues,
  normalizeRepoUrl: () => normalizeRepoUrl,
  notes: () => notes,
  ownsCaBundle: () => ownsCaBundle,
  parseAt: () => parseAt,
  parseCommand: () => parseCommand,
  parseDocuments: () => parseDocuments,
  parseFailOn: () => parseFailOn,
  parseFormat: () => parseFormat,
  parsePositiveInt: () => parsePositiveInt,
  placed: () => placed,
  positionOf: () => positionOf,
  printHelp: () => printHelp,
  profileForChart: () => profileForChart,
  readChart: () => readChart,
  readInputs: () => readInputs,
  readOne: () => readOne,
  recordServed: () => recordServed,
  render: () => render,
  renderChunks: () => renderChunks,
  reportSubjects: () => reportSubjects,
  resourcesOf: () => resourcesOf,
  ruleInfos: () => ruleInfos,
  runCheck: () => runCheck,
  runRules: () => runRules,
  scalarText: () => scalarText,
  splitChartPaths: () => splitChartPaths,
  splitDocuments: () => splitDocuments,
  statIfAny: () => statIfAny,
  str: () => str,
  useColor: () => useColor,
  wordsOf: () => wordsOf,
  writeReport: () => writeReport
});
module.exports = __toCommonJS(stdin_exports);
var import_node_path = __toESM(require("node:path"));
var import_node_path2 = __toESM(require("node:path"));
var import_node_fs = require("node:fs");
var import_node_path3 = __toESM(require("node:path"));
var import_node_fs2 = require("node:fs");
var import_node_path4 = __toESM(require("node:path"));
var import_node_fs3 = require("node:fs");
var import_node_fs4 = require("node:fs");
var import_node_path5 = __toESM(require("node:path"));
var import_node_path6 = __toESM(require("node:path"));
var import_node_fs5 = require("node:fs");
var import_node_os = __toESM(require("node:os"));
var import_node_path7 = __toESM(require("node:path"));
var import_node_fs6 = require("node:fs");
var import_node_path8 = __toESM(require("node:path"));
var import_node_fs7 = require("node:fs");
var import_node_os2 = require("node:os");
var import_node_path9 = __toESM(require("node:path"));
var import_node_fs8 = require("node:fs");
var import_node_os3 = require("node:os");
var import_node_path10 = __toESM(require("node:path"));
var import_node_fs9 = require("node:fs");
var import_node_path11 = __toESM(require("node:path"));
var import_node_path12 = __toESM(require("node:path"));
var import_node_module = require("node:module");
var import_node_path13 = __toESM(require("node:path"));
var import_node_url = require("node:url");
var import_node_fs10 = require("node:fs");
var import_node_path14 = __toESM(require("node:path"));
var import_node_util = require("node:util");
var import_node_fs11 = require("node:fs");
var import_node_path15 = __toESM(require("node:path"));
var __create2 = Object.create;
var __defProp2 = Object.defineProperty;
var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
var __getOwnPropNames2 = Object.getOwnPropertyNames;
var __getProtoOf2 = Object.getPrototypeOf;
var __hasOwnProp2 = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames2(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps2 = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key2 of __getOwnPropNames2(from))
      if (!__hasOwnProp2.call(to, key2) && key2 !== except)
        __defProp2(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc2(from, key2)) || desc.enumerable });
  }
  return to;
};
var __toESM2 = (mod, isNodeMode, target2) => (target2 = mod != null ? __create2(__getProtoOf2(mod)) : {}, __copyProps2(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp2(target2, "default", { value: mod, enumerable: true }) : target2,
  mod
));
var InputError = class extends Error {
  name = "InputError";
  /** Marks the class and its subclasses across bundles, where `instanceof` sees separate copies. */
  isInputError = true;
};
function isInputError(e) {
  return e instanceof Error && e.isInputError === true;
}
var EXIT = { ok: 0, findings: 1, input: 2, internal: 3 };
var NOT_RESOLVED = /* @__PURE__ */ Symbol("NOT_RESOLVED");
function defineScalarTag(tagName, options) {
  return {
    tagName,
    nodeKind: "scalar",
    implicit: options.implicit ?? false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    implicitFirstChars: options.implicitFirstChars ?? null,
    resolve: options.resolve,
    identify: options.identify,
    represent: options.represent ?? ((data) => String(data)),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineSequenceTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "sequence",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addItem: options.addItem,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineMappingTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "mapping",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addPair: options.addPair,
    has: options.has,
    keys: options.keys,
    get: options.get,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
  resolve: (source2) => source2,
  identify: (data) => typeof data === "string"
});
var NULL_VALUES$1 = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source2) => {
    if (NULL_VALUES$1.indexOf(source2) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: ["n"],
  resolve: (source2, isExplicit) => {
    if (source2 === "null" || isExplicit && source2 === "") return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var NULL_VALUES = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source2) => {
    if (NULL_VALUES.indexOf(source2) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var TRUE_VALUES$2 = [
  "true",
  "True",
  "TRUE"
];
var FALSE_VALUES$2 = [
  "false",
  "False",
  "FALSE"
];
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "t",
    "T",
    "f",
    "F"
  ],
  resolve: (source2) => {
    if (TRUE_VALUES$2.indexOf(source2) !== -1) return true;
    if (FALSE_VALUES$2.indexOf(source2) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: ["t", "f"],
  resolve: (source2) => {
    if (TRUE_VALUES$1.indexOf(source2) !== -1) return true;
    if (FALSE_VALUES$1.indexOf(source2) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES = [
  "true",
  "True",
  "TRUE",
  "y",
  "Y",
  "yes",
  "Yes",
  "YES",
  "on",
  "On",
  "ON"
];
var FALSE_VALUES = [
  "false",
  "False",
  "FALSE",
  "n",
  "N",
  "no",
  "No",
  "NO",
  "off",
  "Off",
  "OFF"
];
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "y",
    "Y",
    "n",
    "N",
    "t",
    "T",
    "f",
    "F",
    "o",
    "O"
  ],
  resolve: (source2) => {
    if (TRUE_VALUES.indexOf(source2) !== -1) return true;
    if (FALSE_VALUES.indexOf(source2) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source2) {
  let value = source2;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source2, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source2)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source2)) return NOT_RESOLVED;
  const result = parseYamlInteger$2(source2);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger$2,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source2) {
  let value = source2;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source2, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source2)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source2)) return NOT_RESOLVED;
  const result = parseYamlInteger$1(source2);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlInteger$1,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source2) {
  let value = source2.replace(/_/g, "");
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  if (value.includes(":")) {
    let result = 0;
    for (const part of value.split(":")) result = result * 60 + Number(part);
    return sign * result;
  }
  if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger(source2) {
  if (!YAML_INTEGER_PATTERN.test(source2)) return NOT_RESOLVED;
  const result = parseYamlInteger(source2);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source2) {
  if (!YAML_FLOAT_PATTERN$1.test(source2)) return NOT_RESOLVED;
  let value = source2.toLowerCase();
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  const result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source2)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat$2,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$2
});
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source2, isExplicit) {
  if (isExplicit) {
    if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source2)) return NOT_RESOLVED;
    let value = source2.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".includes(value[0])) value = value.slice(1);
    if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    if (value === ".nan") return NaN;
    const result2 = sign * parseFloat(value);
    return Number.isFinite(result2) ? result2 : NOT_RESOLVED;
  }
  if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source2)) return NOT_RESOLVED;
  const result = Number(source2);
  if (Number.isFinite(result)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlFloat$1,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$1
});
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source2) {
  if (!YAML_FLOAT_PATTERN.test(source2)) return NOT_RESOLVED;
  let value = source2.toLowerCase().replace(/_/g, "");
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  let result = 0;
  if (value.includes(":")) {
    for (const part of value.split(":")) result = result * 60 + Number(part);
    result *= sign;
  } else result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source2)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat
});
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
  implicit: true,
  implicitFirstChars: ["<"],
  resolve: (source2, isExplicit) => {
    if (source2 === "<<" || isExplicit && source2 === "") return "<<";
    return NOT_RESOLVED;
  },
  identify: () => false
});
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source2) {
  const input = source2.replace(/\s/g, "");
  if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
  const binary2 = atob(input);
  const result = new Uint8Array(binary2.length);
  for (let index = 0; index < binary2.length; index++) result[index] = binary2.charCodeAt(index);
  return result;
}
function representYamlBinary(object) {
  let binary2 = "";
  for (let index = 0; index < object.length; index++) binary2 += String.fromCharCode(object[index]);
  return btoa(binary2);
}
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
  resolve: resolveYamlBinary,
  identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
  represent: representYamlBinary
});
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function makeUtcDate(year, month, day, hour = 0, minute = 0, second = 0, fraction = 0) {
  const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
  date.setUTCFullYear(year, month, day);
  return date;
}
function resolveYamlTimestamp(source2) {
  let match = YAML_DATE_REGEXP.exec(source2);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source2);
  if (match === null) return NOT_RESOLVED;
  const year = +match[1];
  const month = +match[2] - 1;
  const day = +match[3];
  if (!match[4]) {
    const date2 = makeUtcDate(year, month, day);
    if (date2.getUTCFullYear() !== year || date2.getUTCMonth() !== month || date2.getUTCDate() !== day) return NOT_RESOLVED;
    return date2;
  }
  const hour = +match[4];
  const minute = +match[5];
  const second = +match[6];
  let fraction = 0;
  if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
  if (match[7]) {
    let value = match[7].slice(0, 3);
    while (value.length < 3) value += "0";
    fraction = +value;
  }
  const date = makeUtcDate(year, month, day, hour, minute, second, fraction);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
  if (match[9]) {
    const offsetHour = +match[10];
    const offsetMinute = +(match[11] || 0);
    if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
    const offset = (offsetHour * 60 + offsetMinute) * 6e4;
    date.setTime(date.getTime() - (match[9] === "-" ? -offset : offset));
  }
  return date;
}
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
  implicit: true,
  implicitFirstChars: [..."0123456789"],
  resolve: resolveYamlTimestamp,
  identify: (object) => object instanceof Date,
  represent: (object) => object.toISOString()
});
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
  create: () => [],
  addItem: (container, item) => {
    container.push(item);
  },
  identify: Array.isArray
});
function isPlainObject(data) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
  const prototype = Object.getPrototypeOf(data);
  return prototype === null || prototype === Object.prototype;
}
function pick(object, keys) {
  const result = {};
  for (const key2 of keys) if (object[key2] !== void 0) result[key2] = object[key2];
  return result;
}
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
  create: () => ({
    list: [],
    seen: /* @__PURE__ */ new Set()
  }),
  addItem: (carrier, item) => {
    let key2;
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve an ordered map item";
      key2 = item.keys().next().value;
    } else if (isPlainObject(item)) {
      const itemKeys = Object.keys(item);
      if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
      key2 = itemKeys[0];
    } else return "cannot resolve an ordered map item";
    if (carrier.seen.has(key2)) return "duplicate key in ordered map";
    carrier.seen.add(key2);
    carrier.list.push(item);
    return "";
  },
  finalize: (carrier) => carrier.list,
  identify: () => false
});
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
  create: () => [],
  addItem: (container, item) => {
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve a pairs item";
      container.push(item.entries().next().value);
      return "";
    }
    if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
    const object = item;
    const keys = Object.keys(object);
    if (keys.length !== 1) return "cannot resolve a pairs item";
    container.push([keys[0], object[keys[0]]]);
    return "";
  },
  identify: () => false
});
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key2 of Object.keys(o)) map.set(key2, o[key2]);
    return map;
  },
  addPair: (container, key2, value) => {
    if (key2 !== null && typeof key2 === "object") return "object-based map does not support complex keys";
    const normalizedKey = String(key2);
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key2) => {
    if (key2 !== null && typeof key2 === "object") return false;
    return Object.prototype.hasOwnProperty.call(container, String(key2));
  },
  keys: (container) => Object.keys(container),
  get: (container, key2) => {
    const normalizedKey = String(key2);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
  create: () => /* @__PURE__ */ new Set(),
  identify: (data) => data instanceof Set,
  represent: (data) => {
    const map = /* @__PURE__ */ new Map();
    for (const key2 of data) map.set(key2, null);
    return map;
  },
  addPair: (container, key2, value) => {
    if (value !== null) return "cannot resolve a set item";
    container.add(key2);
    return "";
  },
  has: (container, key2) => container.has(key2),
  keys: (container) => container.keys(),
  get: () => null
});
function createTagDefinitionMap() {
  return {
    scalar: /* @__PURE__ */ Object.create(null),
    sequence: /* @__PURE__ */ Object.create(null),
    mapping: /* @__PURE__ */ Object.create(null)
  };
}
function createTagDefinitionListMap() {
  return {
    scalar: [],
    sequence: [],
    mapping: []
  };
}
function compileTags(tags) {
  const result = [];
  for (const tag of tags) {
    let index = result.length;
    for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
      const previous = result[previousIndex];
      if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
        index = previousIndex;
        break;
      }
    }
    result[index] = tag;
  }
  return result;
}
var Schema = class Schema2 {
  tags;
  /** @internal */
  implicitScalarTags;
  /**
  * Dispatch implicit scalar resolvers by `source.charAt(0)`. Each bucket holds
  * the resolvers that may match that key, in schema order; a key absent from
  * the map uses
  * {@link Schema.implicitScalarAnyFirstChar}
  * (resolvers that declared no first-char constraint, so they apply to any
  * first character).
  */
  implicitScalarByFirstChar;
  implicitScalarAnyFirstChar;
  /**
  * The default scalar tag (`!!str`), resolved once so the composer's fallback
  * for unresolved plain scalars avoids a keyed lookup per scalar.
  *
  * @internal
  */
  defaultScalarTag;
  /**
  * The default container tags (`!!seq` / `!!map`), used by the dumper: when a
  * value is identified by its default tag, the tag is implicit and not
  * printed. Undefined if the schema does not define them (then such values
  * can't be dumped).
  *
  * @internal
  */
  defaultSequenceTag;
  /** @internal */
  defaultMappingTag;
  exact;
  prefix;
  constructor(tags) {
    const compiledTags = compileTags(tags);
    const implicitScalarTags = [];
    const exact = createTagDefinitionMap();
    const prefix = createTagDefinitionListMap();
    for (const tag of compiledTags) {
      if (tag.nodeKind === "scalar" && tag.implicit) {
        if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
        implicitScalarTags.push(tag);
      }
      switch (tag.nodeKind) {
        case "scalar":
          if (tag.matchByTagPrefix) prefix.scalar.push(tag);
          else exact.scalar[tag.tagName] = tag;
          break;
        case "sequence":
          if (tag.matchByTagPrefix) prefix.sequence.push(tag);
          else exact.sequence[tag.tagName] = tag;
          break;
        case "mapping":
          if (tag.matchByTagPrefix) prefix.mapping.push(tag);
          else exact.mapping[tag.tagName] = tag;
      }
    }
    const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
    const keys = /* @__PURE__ */ new Set();
    for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key2 of tag.implicitFirstChars) keys.add(key2);
    const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
    for (const key2 of keys) implicitScalarByFirstChar.set(key2, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key2) !== -1));
    const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
    if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
    this.tags = compiledTags;
    this.implicitScalarTags = implicitScalarTags;
    this.implicitScalarByFirstChar = implicitScalarByFirstChar;
    this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
    this.defaultScalarTag = defaultScalarTag;
    this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
    this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
    this.exact = exact;
    this.prefix = prefix;
  }
  /** @internal */
  lookupScalarTag(tagName) {
    const exactTag = this.exact.scalar[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.scalar) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupSequenceTag(tagName) {
    const exactTag = this.exact.sequence[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.sequence) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupMappingTag(tagName) {
    const exactTag = this.exact.mapping[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.mapping) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  resolveImplicitScalarTag(source2) {
    const candidates = this.implicitScalarByFirstChar.get(source2.charAt(0)) ?? this.implicitScalarAnyFirstChar;
    for (const tag2 of candidates) {
      const value = tag2.resolve(source2, false, tag2.tagName);
      if (value !== NOT_RESOLVED) return {
        value,
        tag: tag2
      };
    }
    const tag = this.defaultScalarTag;
    return {
      value: tag.resolve(source2, false, tag.tagName),
      tag
    };
  }
  /**
  * Creates a new schema with the specified tags added. If a tag already
  * exists, it is replaced by the specified tag.
  *
  * @example
  *
  * ```javascript
  * import { CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
  *
  * const schema = CORE_SCHEMA.withTags(mergeTag, realMapTag)
  * ```
  */
  withTags(...tags) {
    let flatTags = [];
    for (const tag of tags) flatTags = flatTags.concat(tag);
    return new Schema2([...this.tags, ...flatTags]);
  }
};
var FAILSAFE_SCHEMA = new Schema([
  strTag,
  seqTag,
  mapTag
]);
var JSON_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullJsonTag,
  boolJsonTag,
  intJsonTag,
  floatJsonTag
]);
var CORE_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullCoreTag,
  boolCoreTag,
  intCoreTag,
  floatCoreTag
]);
var YAML11_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullYaml11Tag,
  boolYaml11Tag,
  intYaml11Tag,
  floatYaml11Tag,
  timestampTag,
  mergeTag,
  binaryTag,
  omapTag,
  pairsTag,
  setTag
]);
var DUMP_SCHEMA = YAML11_SCHEMA.withTags({
  ...intYaml11Tag,
  resolve: (source2, isExplicit, tagName) => {
    const result = intYaml11Tag.resolve(source2, isExplicit, tagName);
    return result === NOT_RESOLVED ? intCoreTag.resolve(source2, isExplicit, tagName) : result;
  }
}, {
  ...floatYaml11Tag,
  resolve: (source2, isExplicit, tagName) => {
    const result = floatYaml11Tag.resolve(source2, isExplicit, tagName);
    return result === NOT_RESOLVED ? floatCoreTag.resolve(source2, isExplicit, tagName) : result;
  }
});
var realMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => /* @__PURE__ */ new Map(),
  addPair: (container, key2, value) => {
    container.set(key2, value);
    return "";
  },
  has: (container, key2) => container.has(key2),
  keys: (container) => container.keys(),
  get: (container, key2) => container.get(key2),
  identify: (data) => data instanceof Map || isPlainObject(data),
  represent: (data) => {
    if (data instanceof Map) return data;
    const map = /* @__PURE__ */ new Map();
    const obj = data;
    for (const key2 of Object.keys(obj)) map.set(key2, obj[key2]);
    return map;
  }
});
function normalizeKey(key2) {
  if (Array.isArray(key2)) {
    const array = Array.prototype.slice.call(key2);
    for (let index = 0; index < array.length; index++) {
      if (Array.isArray(array[index])) return null;
      if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
    }
    return String(array);
  }
  if (typeof key2 === "object" && Object.prototype.toString.call(key2) === "[object Object]") return "[object Object]";
  return String(key2);
}
var legacyMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key2 of Object.keys(o)) map.set(key2, o[key2]);
    return map;
  },
  addPair: (container, key2, value) => {
    const normalizedKey = normalizeKey(key2);
    if (normalizedKey === null) return "nested arrays are not supported inside keys";
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key2) => {
    const normalizedKey = normalizeKey(key2);
    return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
  },
  keys: (container) => Object.keys(container),
  get: (container, key2) => {
    const normalizedKey = String(key2);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var DEFAULT_SNIPPET_OPTIONS = {
  maxLength: 79,
  indent: 1,
  linesBefore: 3,
  linesAfter: 2
};
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
  let head = "";
  let tail = "";
  const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
  if (position - lineStart > maxHalfLength) {
    head = " ... ";
    lineStart = position - maxHalfLength + head.length;
  }
  if (lineEnd - position > maxHalfLength) {
    tail = " ...";
    lineEnd = position + maxHalfLength - tail.length;
  }
  return {
    str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "\u2192") + tail,
    pos: position - lineStart + head.length
  };
}
function padStart(string, max) {
  return " ".repeat(Math.max(max - string.length, 0)) + string;
}
function makeSnippet(mark, options) {
  if (!mark.buffer) return null;
  const opts = {
    ...DEFAULT_SNIPPET_OPTIONS,
    ...options
  };
  const re = /\r?\n|\r|\0/g;
  const lineStarts = [0];
  const lineEnds = [];
  let match;
  let foundLineNo = -1;
  while (match = re.exec(mark.buffer)) {
    lineEnds.push(match.index);
    lineStarts.push(match.index + match[0].length);
    if (mark.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
  }
  if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
  let result = "";
  const lineNoLength = Math.min(mark.line + opts.linesAfter, lineEnds.length).toString().length;
  const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
  for (let i = 1; i <= opts.linesBefore; i++) {
    if (foundLineNo - i < 0) break;
    const line2 = getLine(mark.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
    result = `${" ".repeat(opts.indent)}${padStart((mark.line - i + 1).toString(), lineNoLength)} | ${line2.str}
${result}`;
  }
  const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
  result += `${" ".repeat(opts.indent)}${padStart((mark.line + 1).toString(), lineNoLength)} | ${line.str}
`;
  result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^
`;
  for (let i = 1; i <= opts.linesAfter; i++) {
    if (foundLineNo + i >= lineEnds.length) break;
    const line2 = getLine(mark.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
    result += `${" ".repeat(opts.indent)}${padStart((mark.line + i + 1).toString(), lineNoLength)} | ${line2.str}
`;
  }
  return result.replace(/\n$/, "");
}
function formatError(exception, compact) {
  let where3 = "";
  if (!exception.mark) return exception.reason;
  if (exception.mark.name) where3 += `in "${exception.mark.name}" `;
  where3 += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
  if (!compact && exception.mark.snippet) where3 += `

${exception.mark.snippet}`;
  return `${exception.reason} ${where3}`;
}
var YAMLException = class YAMLException2 extends Error {
  reason;
  mark;
  /**
  * Optional `mark` contains source snippet data. Usually, use
  * {@link YAMLException.throwAt} instead of passing it directly.
  */
  constructor(reason, mark) {
    super();
    this.name = "YAMLException";
    this.reason = reason;
    this.mark = mark;
    this.message = formatError(this, false);
    if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
  }
  /**
  * Returns the formatted error, omitting the source snippet in compact mode.
  */
  toString(compact) {
    return `${this.name}: ${formatError(this, compact)}`;
  }
  /**
  * Builds a YAMLException with a source snippet and throws it. `source` is
  * the raw input text; `position` is an offset into it.
  */
  static throwAt(source2, position, message, filename = "") {
    let line = 0;
    let lineStart = 0;
    for (let index = 0; index < position; index++) {
      const ch = source2.charCodeAt(index);
      if (ch === 10) {
        line++;
        lineStart = index + 1;
      } else if (ch === 13) {
        line++;
        if (source2.charCodeAt(index + 1) === 10) index++;
        lineStart = index + 1;
      }
    }
    const mark = {
      name: filename,
      buffer: source2,
      position,
      line,
      column: position - lineStart
    };
    mark.snippet = makeSnippet(mark);
    throw new YAMLException2(message, mark);
  }
};
var EVENT_ID = {
  DOCUMENT: 1,
  SEQUENCE: 2,
  MAPPING: 3,
  SCALAR: 4,
  ALIAS: 5,
  POP: 6
};
var SCALAR_STYLE = {
  PLAIN: 1,
  SINGLE_QUOTED: 2,
  DOUBLE_QUOTED: 3,
  LITERAL_BLOCK: 4,
  FOLDED_BLOCK: 5
};
var COLLECTION_STYLE = {
  BLOCK: 1,
  FLOW: 2
};
var CHOMPING_MODE = {
  CLIP: 1,
  STRIP: 2,
  KEEP: 3
};
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
  switch (c) {
    case 48:
      return "\0";
    case 97:
      return "\x07";
    case 98:
      return "\b";
    case 116:
      return "	";
    case 9:
      return "	";
    case 110:
      return "\n";
    case 118:
      return "\v";
    case 102:
      return "\f";
    case 114:
      return "\r";
    case 101:
      return "\x1B";
    case 32:
      return " ";
    case 34:
      return '"';
    case 47:
      return "/";
    case 92:
      return "\\";
    case 78:
      return "\x85";
    case 95:
      return "\xA0";
    case 76:
      return "\u2028";
    case 80:
      return "\u2029";
    default:
      return "";
  }
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
  simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
  simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
  if (c <= 65535) return String.fromCharCode(c);
  return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
  if (c >= 48 && c <= 57) return c - 48;
  return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  return 8;
}
function skipFoldedBreaks(input, position, end) {
  let breaks = 0;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10) {
      breaks++;
      position++;
    } else if (ch === 13) {
      breaks++;
      position++;
      if (input.charCodeAt(position) === 10) position++;
    } else if (ch === 32 || ch === 9) position++;
    else break;
  }
  return {
    position,
    breaks
  };
}
function foldedBreaks(count) {
  if (count === 1) return " ";
  return "\n".repeat(count - 1);
}
function getPlainValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 39) {
      result += input.slice(captureStart, position) + "'";
      position += 2;
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 92) {
      result += input.slice(captureStart, position);
      position++;
      const escaped = input.charCodeAt(position);
      if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
      else if (escaped < 256 && simpleEscapeCheck[escaped]) {
        result += simpleEscapeMap[escaped];
        position++;
      } else {
        let hexLength = escapedHexLen$1(escaped);
        let hexResult = 0;
        for (; hexLength > 0; hexLength--) {
          position++;
          const digit = fromHexCode$1(input.charCodeAt(position));
          hexResult = (hexResult << 4) + digit;
        }
        result += charFromCodepoint(hexResult);
        position++;
      }
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
  const textIndent = indent < 0 ? 0 : indent;
  const region2 = input.slice(start, end).replace(/\r\n?/g, "\n");
  const lines = region2 === "" ? [] : (region2.endsWith("\n") ? region2.slice(0, -1) : region2).split("\n");
  let result = "";
  let didReadContent = false;
  let emptyLines = 0;
  let atMoreIndented = false;
  for (const line of lines) {
    let column = 0;
    while (column < textIndent && line.charCodeAt(column) === 32) column++;
    if (indent < 0 || column >= line.length) {
      emptyLines++;
      continue;
    }
    const content = line.slice(textIndent);
    const first = content.charCodeAt(0);
    if (folded) {
      if (first === 32 || first === 9) {
        atMoreIndented = true;
        result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
      } else if (atMoreIndented) {
        atMoreIndented = false;
        result += "\n".repeat(emptyLines + 1);
      } else if (emptyLines === 0) {
        if (didReadContent) result += " ";
      } else result += "\n".repeat(emptyLines);
    } else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
    result += content;
    didReadContent = true;
    emptyLines = 0;
  }
  if (chomping === CHOMPING_MODE.KEEP) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
  else if (chomping !== CHOMPING_MODE.STRIP) {
    if (didReadContent) result += "\n";
  }
  return result;
}
function getScalarValue(input, scalar) {
  if (scalar.valueStart === NO_RANGE$3) return "";
  const { valueStart, valueEnd: valueEnd2 } = scalar;
  if (scalar.fast) return input.slice(valueStart, valueEnd2);
  switch (scalar.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
      return getSingleQuotedValue(input, valueStart, valueEnd2);
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return getDoubleQuotedValue(input, valueStart, valueEnd2);
    case SCALAR_STYLE.LITERAL_BLOCK:
      return getBlockValue(input, valueStart, valueEnd2, scalar.indent, scalar.chomping, false);
    case SCALAR_STYLE.FOLDED_BLOCK:
      return getBlockValue(input, valueStart, valueEnd2, scalar.indent, scalar.chomping, true);
    default:
      return getPlainValue(input, valueStart, valueEnd2);
  }
}
var DEFAULT_TAG_HANDLERS = Object.assign(/* @__PURE__ */ Object.create(null), {
  "!": "!",
  "!!": "tag:yaml.org,2002:"
});
var TAG_SUFFIX_CHARS = "-#;/?:@&=+$_.~*'()";
var TAG_URI_CHARS = TAG_SUFFIX_CHARS + "!,[]";
var HEX = "0123456789ABCDEF";
function percentByte(byte) {
  return "%" + HEX[byte >> 4] + HEX[byte & 15];
}
function tagPercentEncode(source2, isSuffix) {
  const allowed = isSuffix ? TAG_SUFFIX_CHARS : TAG_URI_CHARS;
  let result = "";
  for (let index = 0; index < source2.length; index++) {
    let ch = source2.charCodeAt(index);
    if (ch >= 48 && ch <= 57 || ch >= 65 && ch <= 90 || ch >= 97 && ch <= 122 || allowed.includes(source2[index])) {
      result += source2[index];
      continue;
    }
    if (ch >= 55296 && ch <= 56319) ch = 65536 + ((ch & 1023) << 10) + (source2.charCodeAt(++index) & 1023);
    if (ch < 128) result += percentByte(ch);
    else if (ch < 2048) result += percentByte(192 | ch >> 6) + percentByte(128 | ch & 63);
    else if (ch < 65536) result += percentByte(224 | ch >> 12) + percentByte(128 | ch >> 6 & 63) + percentByte(128 | ch & 63);
    else result += percentByte(240 | ch >> 18) + percentByte(128 | ch >> 12 & 63) + percentByte(128 | ch >> 6 & 63) + percentByte(128 | ch & 63);
  }
  return result;
}
function tagPercentDecode(source2) {
  let result = "";
  let index = 0;
  while (index < source2.length) {
    if (source2.charCodeAt(index) !== 37) {
      result += source2[index++];
      continue;
    }
    let ch = parseInt(source2.slice(index + 1, index + 3), 16);
    index += 3;
    if (ch >= 192) {
      let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
      ch &= (1 << 6 - remaining) - 1;
      while (remaining-- > 0) {
        ch = ch << 6 | parseInt(source2.slice(index + 1, index + 3), 16) & 63;
        index += 3;
      }
    }
    if (ch < 65536) result += String.fromCharCode(ch);
    else {
      ch -= 65536;
      result += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
    }
  }
  return result;
}
function tagNameFull(rawTag, tagHandlers) {
  if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return tagPercentDecode(rawTag.slice(2, -1));
  const handleEnd = rawTag.indexOf("!", 1);
  const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
  return tagPercentDecode(tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle) + tagPercentDecode(rawTag.slice(handle.length));
}
function tagNameShort(fullTag) {
  let tag = fullTag;
  if (tag.charCodeAt(0) === 33) {
    tag = tag.slice(1);
    return `!${tagPercentEncode(tag, true)}`;
  }
  if (tag.slice(0, 18) === "tag:yaml.org,2002:") return `!!${tagPercentEncode(tag.slice(18), true)}`;
  return `!<${tagPercentEncode(tag, false)}>`;
}
var NO_RANGE$2 = -1;
var MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
var DEFAULT_CONSTRUCTOR_OPTIONS = {
  filename: "",
  schema: CORE_SCHEMA,
  json: false,
  maxTotalMergeKeys: 1e4,
  maxAliases: -1
};
function eventPosition$1(event) {
  if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
  if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
  if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
  if ("start" in event) return event.start;
  return 0;
}
function throwError$1(state, message) {
  YAMLException.throwAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
  try {
    return tag.finalize(carrier);
  } catch (error) {
    if (error instanceof YAMLException) throw error;
    YAMLException.throwAt(state.source, position, error instanceof Error ? error.message : String(error), state.filename);
  }
}
function constructScalar(state, event) {
  const source2 = getScalarValue(state.source, event);
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  const strTag2 = state.schema.defaultScalarTag;
  if (rawTag !== "") {
    if (rawTag === "!") return {
      value: source2,
      tag: strTag2
    };
    const tagName = tagNameFull(rawTag, state.tagHandlers);
    const scalarTag = state.schema.lookupScalarTag(tagName);
    if (scalarTag) {
      const result = scalarTag.resolve(source2, true, tagName);
      if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      return {
        value: result,
        tag: scalarTag
      };
    }
    const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
    if (collectionTagDef) {
      if (source2 !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      const carrier = collectionTagDef.create(tagName);
      return {
        value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
        tag: collectionTagDef
      };
    }
    throwError$1(state, `unknown scalar tag !<${tagName}>`);
  }
  if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source2);
  return {
    value: strTag2.resolve(source2, false, strTag2.tagName),
    tag: strTag2
  };
}
function collectionTagName(state, event, defaultTagName) {
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  return rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
}
function isMappingTag(tag) {
  return tag.nodeKind === "mapping";
}
function chargeMergeWork(state) {
  state.totalMergeKeys++;
  if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
}
function mergeKeys(state, frame, source2, sourceTag) {
  chargeMergeWork(state);
  for (const sourceKey of sourceTag.keys(source2)) {
    chargeMergeWork(state);
    if (frame.tag.has(frame.value, sourceKey)) continue;
    const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source2, sourceKey));
    if (err) throwError$1(state, err);
    frame.overridable ??= /* @__PURE__ */ new Set();
    frame.overridable.add(sourceKey);
  }
}
function mergeSource(state, frame, source2, sourceTag) {
  state.position = frame.keyPosition;
  if (isMappingTag(sourceTag)) mergeKeys(state, frame, source2, sourceTag);
  else if (sourceTag.nodeKind === "sequence" && Array.isArray(source2)) {
    if (source2.length > 100) throwError$1(state, "abnormal merge sequence size");
    for (const element of source2) {
      const elementTag = state.nodeTags.get(element);
      if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
      mergeKeys(state, frame, element, elementTag);
    }
  } else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key2, value, tag) {
  state.position = frame.keyPosition;
  if (frame.keyIsMerge) {
    mergeSource(state, frame, value, tag);
    return;
  }
  if (!state.json && frame.tag.has(frame.value, key2) && !frame.overridable?.has(key2)) throwError$1(state, "duplicated mapping key");
  const err = frame.tag.addPair(frame.value, key2, value);
  if (err) throwError$1(state, err);
  frame.overridable?.delete(key2);
}
function addValue(state, value, tag) {
  const frame = state.frames[state.frames.length - 1];
  if (frame.kind === "document") {
    frame.value = value;
    frame.hasValue = true;
  } else if (frame.kind === "sequence") {
    if (isMappingTag(tag)) state.nodeTags.set(value, tag);
    const err = frame.tag.addItem(frame.value, value, frame.index++);
    if (err) throwError$1(state, err);
  } else if (frame.hasKey) {
    const key2 = frame.key;
    frame.key = void 0;
    frame.hasKey = false;
    addMappingValue(state, frame, key2, value, tag);
  } else {
    frame.key = value;
    frame.keyPosition = state.position;
    frame.hasKey = true;
    frame.keyIsMerge = tag.tagName === MERGE_TAG_NAME;
  }
}
function storeAnchor(state, event, value, tag, isValueFinal) {
  if (event.anchorStart !== NO_RANGE$2) {
    const anchor = {
      value,
      tag,
      isValueFinal
    };
    state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor);
    return anchor;
  }
  return null;
}
function constructFromEvents(events, options) {
  const opts = Object.assign({}, DEFAULT_CONSTRUCTOR_OPTIONS, options);
  const state = {
    filename: opts.filename,
    schema: opts.schema,
    json: opts.json,
    maxTotalMergeKeys: opts.maxTotalMergeKeys,
    maxAliases: opts.maxAliases,
    source: opts.source,
    events,
    documents: [],
    eventIndex: 0,
    position: 0,
    frames: [],
    anchors: /* @__PURE__ */ new Map(),
    nodeTags: /* @__PURE__ */ new Map(),
    tagHandlers: /* @__PURE__ */ Object.create(null),
    totalMergeKeys: 0,
    aliasCount: 0
  };
  while (state.eventIndex < state.events.length) {
    const event = state.events[state.eventIndex++];
    state.position = eventPosition$1(event);
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        state.anchors = /* @__PURE__ */ new Map();
        state.nodeTags = /* @__PURE__ */ new Map();
        state.aliasCount = 0;
        state.tagHandlers = /* @__PURE__ */ Object.create(null);
        for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
        state.frames.push({
          kind: "document",
          position: state.position,
          value: void 0,
          hasValue: false
        });
        break;
      case EVENT_ID.SCALAR: {
        const { value, tag } = constructScalar(state, event);
        storeAnchor(state, event, value, tag, true);
        addValue(state, value, tag);
        break;
      }
      case EVENT_ID.SEQUENCE: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:seq");
        const tag = state.schema.lookupSequenceTag(tagName);
        if (!tag) throwError$1(state, `unknown sequence tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "sequence",
          position: state.position,
          value,
          tag,
          anchor,
          index: 0
        });
        break;
      }
      case EVENT_ID.MAPPING: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:map");
        const tag = state.schema.lookupMappingTag(tagName);
        if (!tag) throwError$1(state, `unknown mapping tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "mapping",
          position: state.position,
          value,
          tag,
          anchor,
          key: void 0,
          keyPosition: state.position,
          hasKey: false,
          keyIsMerge: false,
          overridable: null
        });
        break;
      }
      case EVENT_ID.ALIAS: {
        if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
        const name = state.source.slice(event.anchorStart, event.anchorEnd);
        const anchor = state.anchors.get(name);
        if (!anchor) throwError$1(state, `unidentified alias "${name}"`);
        if (!anchor.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor.tag.tagName} because it uses finalize()`);
        addValue(state, anchor.value, anchor.tag);
        break;
      }
      case EVENT_ID.POP: {
        const frame = state.frames.pop();
        if (frame.kind === "mapping" && frame.hasKey) {
          state.position = frame.keyPosition;
          throwError$1(state, "incomplete mapping pair in event stream");
        }
        if (frame.kind === "document") state.documents.push(frame.value);
        else {
          const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
          if (frame.anchor) {
            frame.anchor.value = value;
            frame.anchor.isValueFinal = true;
          }
          addValue(state, value, frame.tag);
        }
        break;
      }
    }
  }
  return state.documents;
}
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
  filename: "",
  maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
  state.events.push({
    type: EVENT_ID.DOCUMENT,
    explicitStart,
    explicitEnd,
    directives: state.directives
  });
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.SEQUENCE,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.MAPPING,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function insertFlowPairMappingEvent(state, snapshot) {
  state.events.splice(snapshot.eventsLength, 0, {
    type: EVENT_ID.MAPPING,
    start: snapshot.position,
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1,
    style: COLLECTION_STYLE.FLOW
  });
}
function addScalarEvent(state, valueStart, valueEnd2, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
  state.events.push({
    type: EVENT_ID.SCALAR,
    valueStart,
    valueEnd: valueEnd2,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style,
    chomping,
    indent,
    fast
  });
}
function addAliasEvent(state, anchorStart, anchorEnd) {
  state.events.push({
    type: EVENT_ID.ALIAS,
    anchorStart,
    anchorEnd
  });
}
function addPopEvent(state) {
  state.events.push({ type: EVENT_ID.POP });
}
function addEmptyScalarEvent(state) {
  addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, SCALAR_STYLE.PLAIN);
}
function emptyProperties() {
  return {
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1
  };
}
function snapshotState(state) {
  return {
    position: state.position,
    line: state.line,
    lineStart: state.lineStart,
    lineIndent: state.lineIndent,
    firstTabInLine: state.firstTabInLine,
    eventsLength: state.events.length
  };
}
function restoreState(state, snapshot) {
  state.position = snapshot.position;
  state.line = snapshot.line;
  state.lineStart = snapshot.lineStart;
  state.lineIndent = snapshot.lineIndent;
  state.firstTabInLine = snapshot.firstTabInLine;
  state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
  YAMLException.throwAt(state.input.slice(0, state.length), state.position, message, state.filename);
}
function isEol(c) {
  return c === 10 || c === 13;
}
function isWhiteSpace(c) {
  return c === 9 || c === 32;
}
function isWsOrEol(c) {
  return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
  return c === 0 || isWsOrEol(c);
}
function isFlowIndicator(c) {
  return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
  return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
  if (c >= 48 && c <= 57) return c - 48;
  const lc = c | 32;
  if (lc >= 97 && lc <= 102) return lc - 97 + 10;
  return -1;
}
function escapedHexLen(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  if (c === 85) return 8;
  return 0;
}
function isSimpleEscape(c) {
  return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
  if (state.input.charCodeAt(state.position) === 10) state.position++;
  else {
    state.position++;
    if (state.input.charCodeAt(state.position) === 10) state.position++;
  }
  state.line++;
  state.lineStart = state.position;
  state.lineIndent = 0;
  state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
  let lineBreaks = 0;
  let ch = state.input.charCodeAt(state.position);
  let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
  while (ch !== 0) {
    while (isWhiteSpace(ch)) {
      hasSeparation = true;
      if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
      ch = state.input.charCodeAt(++state.position);
    }
    if (allowComments && hasSeparation && ch === 35) do
      ch = state.input.charCodeAt(++state.position);
    while (!isEol(ch) && ch !== 0);
    if (!isEol(ch)) break;
    consumeLineBreak(state);
    lineBreaks++;
    hasSeparation = true;
    ch = state.input.charCodeAt(state.position);
    while (ch === 32) {
      state.lineIndent++;
      ch = state.input.charCodeAt(++state.position);
    }
  }
  return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
  const ch = state.input.charCodeAt(position);
  if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
    const following = state.input.charCodeAt(position + 3);
    return following === 0 || isWsOrEol(following);
  }
  return false;
}
function skipByteOrderMark(state) {
  if (state.position === state.lineStart && state.input.charCodeAt(state.position) === 65279) {
    state.position++;
    state.lineStart = state.position;
  }
}
function testDocumentBoundary(state) {
  if (state.position !== state.lineStart) return false;
  if (testDocumentSeparator(state)) return true;
  if (state.input.charCodeAt(state.position) !== 65279) return false;
  const snapshot = snapshotState(state);
  skipByteOrderMark(state);
  skipSeparationSpace(state, true);
  const ch = state.input.charCodeAt(state.position);
  const result = state.position === state.lineStart && (ch === 37 || ch === 45 && testDocumentSeparator(state));
  restoreState(state, snapshot);
  return result;
}
function skipUntilLineEnd(state) {
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
  const match = PATTERN_NON_PRINTABLE.exec(state.input.slice(start, end));
  if (match !== null) {
    state.position = start + match.index + match[0].length - 1;
    throwError(state, "the stream contains non-printable characters");
  }
}
function readTagProperty(state, props, inFlow) {
  if (state.input.charCodeAt(state.position) !== 33) return false;
  if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
  const start = state.position;
  let isVerbatim = false;
  let isNamed = false;
  let tagHandle = "!";
  let ch = state.input.charCodeAt(++state.position);
  if (ch === 60) {
    isVerbatim = true;
    ch = state.input.charCodeAt(++state.position);
  } else if (ch === 33) {
    isNamed = true;
    tagHandle = "!!";
    ch = state.input.charCodeAt(++state.position);
  }
  let suffixStart = state.position;
  let tagName;
  if (isVerbatim) {
    while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
    if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
    tagName = state.input.slice(suffixStart, state.position);
    state.position++;
  } else {
    while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator(ch))) {
      if (ch === 33) {
        if (!isNamed) {
          tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
          if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
          isNamed = true;
          suffixStart = state.position + 1;
        } else throwError(state, "tag suffix cannot contain exclamation marks");
      }
      ch = state.input.charCodeAt(++state.position);
    }
    tagName = state.input.slice(suffixStart, state.position);
    if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
  }
  if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
  if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
  props.tagStart = start;
  props.tagEnd = state.position;
  return true;
}
function readAnchorProperty(state, props) {
  if (state.input.charCodeAt(state.position) !== 38) return false;
  if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
  props.anchorStart = start;
  props.anchorEnd = state.position;
  return true;
}
function readAlias(state, props) {
  if (state.input.charCodeAt(state.position) !== 42) return false;
  if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
  addAliasEvent(state, start, state.position);
  return true;
}
function readFlowScalarBreak(state, nodeIndent) {
  skipSeparationSpace(state, false);
  if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 39) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 39) {
      if (state.input.charCodeAt(state.position + 1) === 39) {
        simple = false;
        state.position += 2;
        continue;
      }
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.SINGLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 34) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 34) {
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.DOUBLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (ch === 92) {
      simple = false;
      const escaped = state.input.charCodeAt(++state.position);
      if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
      else if (isSimpleEscape(escaped)) state.position++;
      else {
        let hexLength = escapedHexLen(escaped);
        if (hexLength === 0) throwError(state, "unknown escape sequence");
        while (hexLength-- > 0) {
          state.position++;
          if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
        }
        state.position++;
      }
    } else if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  let chomping = CHOMPING_MODE.CLIP;
  let indent = -1;
  let detectedIndent = false;
  if (ch !== 124 && ch !== 62) return false;
  const style = ch === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    const current = state.input.charCodeAt(state.position);
    const digit = fromDecimalCode(current);
    if (current === 43 || current === 45) {
      if (chomping !== CHOMPING_MODE.CLIP) throwError(state, "repeat of a chomping mode identifier");
      chomping = current === 43 ? CHOMPING_MODE.KEEP : CHOMPING_MODE.STRIP;
      state.position++;
    } else if (digit >= 0) {
      if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
      if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
      indent = parentIndent + digit - 1;
      detectedIndent = true;
      state.position++;
    } else break;
  }
  let hadWhitespace = false;
  while (isWhiteSpace(state.input.charCodeAt(state.position))) {
    hadWhitespace = true;
    state.position++;
  }
  if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
  let contentIndent = detectedIndent ? indent : -1;
  let maxLeadingIndent = 0;
  const valueStart = state.position;
  let valueEnd2 = state.position;
  while (state.input.charCodeAt(state.position) !== 0) {
    const linePosition = state.position;
    let column = 0;
    while (state.input.charCodeAt(linePosition + column) === 32) column++;
    const first = state.input.charCodeAt(linePosition + column);
    if (first === 0) {
      if (contentIndent >= 0) {
        if (column > contentIndent) valueEnd2 = linePosition + column;
      } else if (column > 0) valueEnd2 = linePosition + column;
      break;
    }
    if (testDocumentBoundary(state)) break;
    if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
    if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
      if (first === 9 && column < parentIndent) {
        state.position = linePosition + column;
        throwError(state, "tab characters must not be used in indentation");
      }
      if (column >= parentIndent && column < maxLeadingIndent) {
        state.position = linePosition + column;
        throwError(state, "bad indentation of a mapping entry");
      }
    }
    if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
    const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
    if (first !== 0 && !isEol(first) && column < requiredIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    skipUntilLineEnd(state);
    valueEnd2 = state.position;
    if (isEol(state.input.charCodeAt(state.position))) {
      consumeLineBreak(state);
      valueEnd2 = state.position;
    }
  }
  checkPrintable(state, valueStart, valueEnd2);
  addScalarEvent(state, valueStart, valueEnd2, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
  return true;
}
function canStartPlainScalar(state, nodeContext) {
  const ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || isFlowIndicator(ch)) return false;
  if (ch === 63 || ch === 45) {
    const following = state.input.charCodeAt(state.position + 1);
    if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) return false;
  }
  return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
  if (!canStartPlainScalar(state, nodeContext)) return false;
  const start = state.position;
  let end = state.position;
  let ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  let multiline = false;
  while (ch !== 0) {
    if (testDocumentBoundary(state)) break;
    if (ch === 58) {
      const following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) break;
    } else if (ch === 35) {
      if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
    } else if (inFlow && isFlowIndicator(ch)) break;
    else if (isEol(ch)) {
      const savedPosition = state.position;
      const savedLine = state.line;
      const savedLineStart = state.lineStart;
      const savedLineIndent = state.lineIndent;
      skipSeparationSpace(state, false);
      if (state.lineIndent >= nodeIndent) {
        multiline = true;
        ch = state.input.charCodeAt(state.position);
        continue;
      }
      state.position = savedPosition;
      state.line = savedLine;
      state.lineStart = savedLineStart;
      state.lineIndent = savedLineIndent;
      break;
    }
    if (!isWhiteSpace(ch)) end = state.position + 1;
    ch = state.input.charCodeAt(++state.position);
  }
  if (end === start) return false;
  checkPrintable(state, start, end);
  addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, -1, !multiline);
  return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
  const startLine = state.line;
  skipSeparationSpace(state, true);
  if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  const isMapping = ch === 123;
  const start = state.position;
  let readNext = true;
  if (ch !== 91 && ch !== 123) return false;
  const terminator = isMapping ? 125 : 93;
  if (isMapping) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    skipFlowSeparationSpace(state, nodeIndent);
    let ch2 = state.input.charCodeAt(state.position);
    if (ch2 === terminator) {
      state.position++;
      addPopEvent(state);
      return true;
    } else if (!readNext) throwError(state, "missed comma between flow collection entries");
    else if (ch2 === 44) throwError(state, "expected the node content, but found ','");
    let isPair = false;
    let isExplicitPair = false;
    if (ch2 === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
      isPair = isExplicitPair = true;
      state.position += 1;
      skipFlowSeparationSpace(state, nodeIndent);
    }
    const entryLine = state.line;
    const entryStart = snapshotState(state);
    const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
    skipFlowSeparationSpace(state, nodeIndent);
    ch2 = state.input.charCodeAt(state.position);
    if ((isMapping || isExplicitPair || state.line === entryLine) && ch2 === 58) {
      isPair = true;
      state.position++;
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) {
        insertFlowPairMappingEvent(state, entryStart);
        if (!keyWasRead) addEmptyScalarEvent(state);
      } else if (!keyWasRead) addEmptyScalarEvent(state);
      if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) addPopEvent(state);
    } else if (isMapping && isPair) {
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
    } else if (isMapping) addEmptyScalarEvent(state);
    else if (isPair) {
      insertFlowPairMappingEvent(state, entryStart);
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
      addPopEvent(state);
    }
    ch2 = state.input.charCodeAt(state.position);
    if (ch2 === 44) {
      readNext = true;
      state.position++;
    } else readNext = false;
  }
  throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
  if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
  addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
  while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
    if (state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const entryLine = state.line;
    state.position++;
    const hadBreak = skipSeparationSpace(state, true) > 0;
    if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
    if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
    else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
    skipSeparationSpace(state, true);
    if (state.lineIndent < nodeIndent || state.position >= state.length) break;
    if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
    if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
  }
  addPopEvent(state);
  return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
  let atExplicitKey = false;
  let detected = false;
  let mappingOpened = false;
  let pendingExplicitKey = false;
  if (state.firstTabInLine !== -1) return false;
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0) {
    if (!atExplicitKey && state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const following = state.input.charCodeAt(state.position + 1);
    const entryLine = state.line;
    if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
      if (!mappingOpened) {
        addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
        mappingOpened = true;
      }
      if (ch === 63) {
        if (atExplicitKey) addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = true;
      } else if (atExplicitKey) atExplicitKey = false;
      else {
        addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = false;
      }
      state.position += 1;
      pendingExplicitKey = true;
    } else {
      if (atExplicitKey) {
        addEmptyScalarEvent(state);
        atExplicitKey = false;
      }
      const beforeKey = snapshotState(state);
      if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
      if (state.line === entryLine) {
        ch = state.input.charCodeAt(state.position);
        while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
        if (ch === 58) {
          ch = state.input.charCodeAt(++state.position);
          if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
          if (!mappingOpened) {
            state.events.splice(beforeKey.eventsLength, 0, {
              type: EVENT_ID.MAPPING,
              start: beforeKey.position,
              anchorStart: props.anchorStart,
              anchorEnd: props.anchorEnd,
              tagStart: props.tagStart,
              tagEnd: props.tagEnd,
              style: COLLECTION_STYLE.BLOCK
            });
            mappingOpened = true;
          }
          detected = true;
          atExplicitKey = false;
          pendingExplicitKey = false;
        } else if (detected) throwError(state, "expected ':' after a mapping key");
        else {
          if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
            restoreState(state, beforeKey);
            return false;
          }
          return true;
        }
      } else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
      else {
        if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
          restoreState(state, beforeKey);
          return false;
        }
        return true;
      }
    }
    if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
    if (!atExplicitKey) {
      if (pendingExplicitKey) {
        addEmptyScalarEvent(state);
        pendingExplicitKey = false;
      }
    }
    skipSeparationSpace(state, true);
    ch = state.input.charCodeAt(state.position);
    if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
    else if (state.lineIndent < nodeIndent) break;
  }
  if (!detected) return false;
  if (atExplicitKey) addEmptyScalarEvent(state);
  if (mappingOpened) addPopEvent(state);
  return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
  if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
  state.depth++;
  let indentStatus = 1;
  let atNewLine = false;
  let hasContent = false;
  let propertyStart = null;
  const props = emptyProperties();
  let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
  let allowBlockCollections = allowBlockScalars;
  const allowBlockStyles = allowBlockScalars;
  if (allowToSeek && skipSeparationSpace(state, true)) {
    atNewLine = true;
    if (state.lineIndent > parentIndent) indentStatus = 1;
    else if (state.lineIndent === parentIndent) indentStatus = 0;
    else indentStatus = -1;
  }
  if (indentStatus === 1) while (true) {
    const ch = state.input.charCodeAt(state.position);
    const propertyState = snapshotState(state);
    if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
    if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
      const fallbackState = snapshotState(state);
      const flowIndent = parentIndent + 1;
      if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) {
        state.depth--;
        return true;
      }
      restoreState(state, fallbackState);
    }
    if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
    if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
    if (propertyStart === null) propertyStart = propertyState;
    if (skipSeparationSpace(state, true)) {
      atNewLine = true;
      allowBlockCollections = allowBlockStyles;
      if (state.lineIndent > parentIndent) indentStatus = 1;
      else if (state.lineIndent === parentIndent) indentStatus = 0;
      else indentStatus = -1;
    } else allowBlockCollections = false;
  }
  if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
  if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
    const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
    const blockIndent = state.position - state.lineStart;
    if (indentStatus === 1) {
      if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent = true;
      else {
        const ch = state.input.charCodeAt(state.position);
        if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
          const fallbackState = snapshotState(state);
          const propertyIndent = propertyStart.position - propertyStart.lineStart;
          restoreState(state, propertyStart);
          if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) hasContent = true;
          else restoreState(state, fallbackState);
        }
        if (!hasContent && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent = true;
      }
    } else if (indentStatus === 0) hasContent = allowBlockCollections && readBlockSequence(state, blockIndent, props);
  }
  allowBlockScalars = allowBlockScalars && !hasContent;
  if (!hasContent && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
    addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN);
    hasContent = true;
  }
  state.depth--;
  return hasContent || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
  if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
  state.position++;
  const nameStart = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
  const name = state.input.slice(nameStart, state.position);
  const args = [];
  if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
  while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
    while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
    if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
    const start = state.position;
    while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
    args.push(state.input.slice(start, state.position));
  }
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  if (name === "YAML") {
    if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
    if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
    const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
    if (match === null) throwError(state, "ill-formed argument of the YAML directive");
    if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
    state.directives.push({
      kind: "yaml",
      version: args[0]
    });
  } else if (name === "TAG") {
    if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
    const [handle, prefix] = args;
    if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
    if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
    if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
    state.tagHandlers[handle] = prefix;
    state.directives.push({
      kind: "tag",
      handle,
      prefix
    });
  }
  return true;
}
function readDocument(state) {
  state.directives = [];
  state.tagHandlers = /* @__PURE__ */ Object.create(null);
  let hasDirectives = false;
  skipSeparationSpace(state, true);
  while (readDirective(state)) {
    hasDirectives = true;
    skipSeparationSpace(state, true);
  }
  let explicitStart = false;
  let explicitEnd = false;
  let allowCompact = true;
  if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
    explicitStart = true;
    const markerLine = state.line;
    state.position += 3;
    skipSeparationSpace(state, true);
    allowCompact = state.line > markerLine;
  } else if (hasDirectives) throwError(state, "directives end mark is expected");
  const documentEventIndex = state.events.length;
  if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
    state.position += 3;
    skipSeparationSpace(state, true);
    return;
  }
  addDocumentEvent(state, explicitStart, false);
  if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
  skipSeparationSpace(state, true);
  if (state.position === state.lineStart && testDocumentSeparator(state)) {
    explicitEnd = state.input.charCodeAt(state.position) === 46;
    if (explicitEnd) {
      const markerLine = state.line;
      state.position += 3;
      skipSeparationSpace(state, true);
      if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
    }
  }
  const documentEvent = state.events[documentEventIndex];
  if (documentEvent?.type === EVENT_ID.DOCUMENT) documentEvent.explicitEnd = explicitEnd;
  addPopEvent(state);
  if (!explicitEnd && state.position < state.length && !testDocumentBoundary(state)) throwError(state, "end of the stream or a document separator is expected");
}
function parseEvents(input, options) {
  const length = input.length;
  const opts = Object.assign({}, DEFAULT_PARSER_OPTIONS, options);
  const state = {
    filename: opts.filename,
    maxDepth: opts.maxDepth,
    input: `${input}\0`,
    length,
    position: 0,
    line: 0,
    lineStart: 0,
    lineIndent: 0,
    firstTabInLine: -1,
    depth: 0,
    directives: [],
    tagHandlers: /* @__PURE__ */ Object.create(null),
    events: []
  };
  const nullpos = input.indexOf("\0");
  if (nullpos !== -1) YAMLException.throwAt(input, nullpos, "null byte is not allowed in input", state.filename);
  while (state.position < state.length) {
    skipByteOrderMark(state);
    skipSeparationSpace(state, true);
    if (state.position >= state.length) break;
    const documentStart = state.position;
    readDocument(state);
    if (state.position === documentStart)
      throwError(state, "can not read a document");
  }
  return state.events;
}
var DEFAULT_LOAD_OPTIONS = {
  ...DEFAULT_PARSER_OPTIONS,
  ...DEFAULT_CONSTRUCTOR_OPTIONS
};
function loadDocuments(input, options = {}) {
  const opts = {
    ...DEFAULT_LOAD_OPTIONS,
    ...options
  };
  const source2 = String(input);
  const PARSER_OPT_KEYS = Object.keys(DEFAULT_PARSER_OPTIONS);
  const CONSTRUCTOR_OPT_KEYS = Object.keys(DEFAULT_CONSTRUCTOR_OPTIONS);
  return constructFromEvents(parseEvents(source2, pick(opts, PARSER_OPT_KEYS)), {
    ...pick(opts, CONSTRUCTOR_OPT_KEYS),
    source: source2
  });
}
function loadAll(input, iteratorOrOptions, options) {
  let iterator = null;
  if (typeof iteratorOrOptions === "function") iterator = iteratorOrOptions;
  else if (iteratorOrOptions !== null && typeof iteratorOrOptions === "object") options = iteratorOrOptions;
  const documents = loadDocuments(input, options);
  if (iterator === null) return documents;
  for (const document of documents) iterator(document);
}
function load(input, options) {
  const documents = loadDocuments(input, options);
  if (documents.length === 0) throw new YAMLException("expected a document, but the input is empty");
  if (documents.length === 1) return documents[0];
  throw new YAMLException("expected a single document in the stream, but found more");
}
var INVALID = /* @__PURE__ */ Symbol("INVALID");
function buildRepresentTypes(schema) {
  const defaultTags = new Set([
    schema.defaultScalarTag,
    schema.defaultSequenceTag,
    schema.defaultMappingTag
  ].filter((t) => t !== void 0));
  const implicitScalars = schema.implicitScalarTags;
  const explicitTags = schema.tags.filter((t) => !(t.nodeKind === "scalar" && t.implicit) && !defaultTags.has(t));
  const defaultTagsLast = schema.tags.filter((t) => defaultTags.has(t));
  return [
    ...implicitScalars.map((tag) => ({
      tag,
      implicitTag: true
    })),
    ...explicitTags.map((tag) => ({
      tag,
      implicitTag: false
    })),
    ...defaultTagsLast.map((tag) => ({
      tag,
      implicitTag: true
    }))
  ];
}
function matchTag(state, object) {
  for (let index = 0, length = state.representTypes.length; index < length; index += 1) {
    const { tag, implicitTag } = state.representTypes[index];
    if (tag.identify(object)) {
      let tagName;
      if (tag.matchByTagPrefix) tagName = tag.representTagName(object);
      else tagName = tag.tagName;
      return {
        tag,
        tagName,
        implicitTag
      };
    }
  }
  return null;
}
function build(state, object) {
  if (!state.noRefs && object !== null && typeof object === "object") {
    const existing = state.refs.get(object);
    if (existing) {
      if (existing.anchor === void 0) existing.anchor = `ref_${state.refCounter++}`;
      return {
        kind: "alias",
        anchor: existing.anchor
      };
    }
  }
  const matched = matchTag(state, object);
  if (!matched) {
    if (object === void 0) return INVALID;
    if (state.skipInvalid) return INVALID;
    throw new YAMLException(`unacceptable kind of an object to dump ${Object.prototype.toString.call(object)}`);
  }
  const { tag, tagName, implicitTag } = matched;
  const nodeTagName = implicitTag ? tagName : tagNameShort(tagName);
  if (tag.nodeKind === "scalar") return {
    kind: "scalar",
    tag: nodeTagName,
    tagged: !implicitTag,
    style: SCALAR_STYLE.PLAIN,
    value: tag.represent(object)
  };
  if (tag.nodeKind === "sequence") {
    const container = tag.represent(object);
    const node2 = {
      kind: "sequence",
      tag: nodeTagName,
      tagged: !implicitTag,
      style: COLLECTION_STYLE.BLOCK,
      items: []
    };
    if (!state.noRefs) state.refs.set(object, node2);
    for (let index = 0, length = container.length; index < length; index += 1) {
      let item = build(state, container[index]);
      if (item === INVALID && container[index] === void 0) item = build(state, null);
      if (item === INVALID) continue;
      node2.items.push(item);
    }
    return node2;
  }
  const map = tag.represent(object);
  const node = {
    kind: "mapping",
    tag: nodeTagName,
    tagged: !implicitTag,
    style: COLLECTION_STYLE.BLOCK,
    items: []
  };
  if (!state.noRefs) state.refs.set(object, node);
  for (const [objectKey, objectValue] of map) {
    const key2 = build(state, objectKey);
    if (key2 === INVALID) continue;
    const value = build(state, objectValue);
    if (value === INVALID) continue;
    node.items.push({
      key: key2,
      value
    });
  }
  return node;
}
function jsToAst(input, schema, options = {}) {
  const root = build({
    representTypes: buildRepresentTypes(schema),
    noRefs: options.noRefs ?? false,
    skipInvalid: options.skipInvalid ?? false,
    refs: /* @__PURE__ */ new Map(),
    refCounter: 0
  }, input);
  return [{
    contents: root === INVALID ? null : root,
    directives: []
  }];
}
var VISIT_BREAK = /* @__PURE__ */ Symbol("visit:break");
var VISIT_SKIP = /* @__PURE__ */ Symbol("visit:skip");
function visitNode(node, visitor, ctx) {
  const control = visitor(node, ctx);
  if (control === VISIT_BREAK) return true;
  if (control === VISIT_SKIP) return false;
  const depth = ctx.depth + 1;
  switch (node.kind) {
    case "sequence":
      for (const item of node.items) if (visitNode(item, visitor, {
        depth,
        parent: node,
        isKey: false
      })) return true;
      break;
    case "mapping":
      for (const { key: key2, value } of node.items) {
        if (visitNode(key2, visitor, {
          depth,
          parent: node,
          isKey: true
        })) return true;
        if (visitNode(value, visitor, {
          depth,
          parent: node,
          isKey: false
        })) return true;
      }
  }
  return false;
}
function visit(documents, visitor) {
  for (const doc of documents) if (doc.contents && visitNode(doc.contents, visitor, {
    depth: 0,
    parent: null,
    isKey: false
  })) return;
}
function hasBit(mask, bit) {
  return (mask & 1 << bit) !== 0;
}
var DEFAULT_SCALAR_STYLE_RULES = {
  applyQuoteFlowKeysOption,
  doubleQuoteForInvisibles,
  doubleQuoteWhitespaceOnly,
  applyForceQuotesOption,
  tryLongOrMultilineAsBlock,
  quoteInvalidPlain,
  fallbackToDoubleQuoted
};
function _preferredQuotedStyle(layout) {
  if (layout.presenterOptions.quoteStyle === "single" && hasBit(layout.allowedStylesMask, SCALAR_STYLE.SINGLE_QUOTED)) return SCALAR_STYLE.SINGLE_QUOTED;
  return SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyQuoteFlowKeysOption(layout) {
  if (!layout.presenterOptions.quoteFlowKeys) return;
  if (!layout.isKey || !layout.flowOnly || layout.style !== SCALAR_STYLE.PLAIN) return;
  layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteForInvisibles(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteWhitespaceOnly(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /^\s+$/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyForceQuotesOption(layout) {
  if (!layout.presenterOptions.forceQuotes) return;
  if (layout.isKey || layout.style !== SCALAR_STYLE.PLAIN) return;
  if (layout.node.tag !== layout.presenterOptions.schema.defaultScalarTag.tagName) return;
  layout.style = layout.node.value.includes("\n") ? SCALAR_STYLE.DOUBLE_QUOTED : _preferredQuotedStyle(layout);
}
function tryLongOrMultilineAsBlock(layout) {
  if (layout.style !== SCALAR_STYLE.PLAIN || layout.isKey) return;
  const value = layout.node.value;
  const multiline = value.indexOf("\n") !== -1;
  if (!hasBit(layout.allowedStylesMask, SCALAR_STYLE.LITERAL_BLOCK)) {
    if (multiline) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
    return;
  }
  const w = layout.presenterOptions.lineWidth;
  if (w === -1) {
    if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
    return;
  }
  const availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
  let position = 0;
  let shouldFold = false;
  while (position <= value.length) {
    let lineEnd = value.length;
    const nextLineBreak = value.indexOf("\n", position);
    if (nextLineBreak !== -1) lineEnd = nextLineBreak;
    const line = value.slice(position, lineEnd);
    if (line.length > availableWidth && line[0] !== " " && / [^ \t]/.test(line)) shouldFold = true;
    if (nextLineBreak === -1) break;
    position = nextLineBreak + 1;
  }
  if (shouldFold) layout.style = SCALAR_STYLE.FOLDED_BLOCK;
  else if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
}
function quoteInvalidPlain(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && !hasBit(layout.allowedStylesMask, SCALAR_STYLE.PLAIN)) layout.style = _preferredQuotedStyle(layout);
}
function fallbackToDoubleQuoted(layout) {
  if (!hasBit(layout.allowedStylesMask, layout.style)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function setBit(mask, bit) {
  return mask | 1 << bit;
}
var SRC_C_PRINTABLE = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]";
var SRC_B_CHAR = "[\\n\\r]";
var SRC_C_BYTE_ORDER_MARK = "\\uFEFF";
var SRC_S_WHITE = "[ \\t]";
var SRC_NB_CHAR = `(?:(?!(?:${SRC_B_CHAR}|${SRC_C_BYTE_ORDER_MARK}))${SRC_C_PRINTABLE})`;
var SRC_NS_CHAR = `(?:(?!${SRC_S_WHITE})${SRC_NB_CHAR})`;
var SRC_NB_JSON = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]";
var SRC_C_INDICATOR = "[-?:,\\[\\]{}#&*!|>'\"%@`]";
var SRC_C_FLOW_INDICATOR = "[,\\[\\]{}]";
var SRC_NS_PLAIN_SAFE_FLOW_OUT = SRC_NS_CHAR;
var SRC_NS_PLAIN_SAFE_FLOW_IN = `(?:(?!${SRC_C_FLOW_INDICATOR})${SRC_NS_CHAR})`;
var SRC_NS_PLAIN_FIRST_FLOW_OUT = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))`;
var SRC_NS_PLAIN_FIRST_FLOW_IN = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))`;
var SRC_NS_PLAIN_CHAR_FLOW_OUT = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_OUT})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))#*`;
var SRC_NS_PLAIN_CHAR_FLOW_IN = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_IN})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))#*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_OUT})*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_IN})*`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_OUT = `${SRC_NS_PLAIN_FIRST_FLOW_OUT}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_IN = `${SRC_NS_PLAIN_FIRST_FLOW_IN}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_OUT;
var SRC_NS_PLAIN_ONE_LINE_FLOW_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_IN;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_OUT}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_IN}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT = `${SRC_NS_PLAIN_ONE_LINE_FLOW_OUT}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT})*`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_IN = `${SRC_NS_PLAIN_ONE_LINE_FLOW_IN}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN})*`;
var NS_PLAIN_FLOW_OUT = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT})$`, "u");
var NS_PLAIN_FLOW_IN = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_IN})$`, "u");
var NS_PLAIN_BLOCK_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY})$`, "u");
var NS_PLAIN_FLOW_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_FLOW_KEY})$`, "u");
var NB_SINGLE_ONE_LINE = new RegExp(`^(?:${SRC_NB_JSON})*$`, "u");
var NB_SINGLE_MULTI_LINE = new RegExp(`^(?:${SRC_NB_JSON}|\\n)*$`, "u");
var BLOCK_SCALAR_CONTENT = new RegExp(`^(?:${SRC_NB_CHAR}|\\n)*$`, "u");
var C_FORBIDDEN_FIRST_LINE = /^(?:---|\.\.\.)(?=$|[ \t\n\r])/;
var C_FORBIDDEN_CONTENT = /^(?:---|\.\.\.)(?=$|[ \t\n\r])/m;
function canUsePlain(layout) {
  const str2 = layout.node.value;
  if (str2 !== "") {
    if (!(layout.isKey ? layout.flowOnly ? NS_PLAIN_FLOW_KEY : NS_PLAIN_BLOCK_KEY : layout.flowOnly ? NS_PLAIN_FLOW_IN : NS_PLAIN_FLOW_OUT).test(str2)) return false;
    if (layout.shiftOfFirstLine === 0 && C_FORBIDDEN_FIRST_LINE.test(str2)) return false;
    if (layout.shiftOfContent === 0) {
      const firstLineBreak = str2.indexOf("\n");
      if (firstLineBreak !== -1) {
        const content = str2.slice(firstLineBreak + 1);
        if (C_FORBIDDEN_CONTENT.test(content)) return false;
      }
    }
  }
  const resolvedTag = layout.presenterOptions.schema.resolveImplicitScalarTag(str2).tag.tagName;
  if (!layout.node.tagged && resolvedTag !== layout.node.tag) return false;
  if (!layout.node.tagged && str2 === "=" && resolvedTag === layout.presenterOptions.schema.defaultScalarTag.tagName) return false;
  return true;
}
function canUseSingleQuoted(layout) {
  const str2 = layout.node.value;
  if (!(layout.isKey ? NB_SINGLE_ONE_LINE : NB_SINGLE_MULTI_LINE).test(str2)) return false;
  if (/[ \t]\n|\n[ \t]/.test(str2)) return false;
  if (!layout.isKey && layout.shiftOfContent === 0) {
    const firstLineBreak = str2.indexOf("\n");
    if (firstLineBreak !== -1 && C_FORBIDDEN_CONTENT.test(str2.slice(firstLineBreak + 1))) return false;
  }
  return true;
}
function canUseBlock(layout) {
  if (layout.flowOnly || !BLOCK_SCALAR_CONTENT.test(layout.node.value)) return false;
  const contentIndent = layout.shiftOfContent - layout.shiftOfParent;
  if (contentIndent < 1) return false;
  if (contentIndent > 9 && /^\n* /.test(layout.node.value)) return false;
  if (layout.shiftOfContent === 0 && C_FORBIDDEN_CONTENT.test(layout.node.value)) return false;
  return true;
}
function detectAllowedStyles(layout) {
  let mask = setBit(0, SCALAR_STYLE.DOUBLE_QUOTED);
  if (canUsePlain(layout)) mask = setBit(mask, SCALAR_STYLE.PLAIN);
  if (canUseSingleQuoted(layout)) mask = setBit(mask, SCALAR_STYLE.SINGLE_QUOTED);
  if (canUseBlock(layout)) mask = setBit(setBit(mask, SCALAR_STYLE.LITERAL_BLOCK), SCALAR_STYLE.FOLDED_BLOCK);
  layout.allowedStylesMask = mask;
}
function renderScalar(layout) {
  switch (layout.style) {
    case SCALAR_STYLE.PLAIN:
      return renderPlain(layout);
    case SCALAR_STYLE.SINGLE_QUOTED:
      return renderSingleQuoted(layout);
    case SCALAR_STYLE.LITERAL_BLOCK:
      return renderLiteralBlock(layout);
    case SCALAR_STYLE.FOLDED_BLOCK:
      return renderFoldedBlock(layout);
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return renderDoubleQuoted(layout);
  }
}
function renderPlain(layout) {
  return encodeFlowBreaks(layout.node.value, layout.shiftOfContent);
}
function renderSingleQuoted(layout) {
  return `'${encodeFlowBreaks(layout.node.value, layout.shiftOfContent).replace(/'/g, "''")}'`;
}
function renderLiteralBlock(layout) {
  const value = layout.node.value;
  return "|" + blockHeader(value, layout.shiftOfParent, layout.shiftOfContent) + dropEndingNewline(indentString(value, layout.shiftOfContent));
}
function renderFoldedBlock(layout) {
  const value = layout.node.value;
  const w = layout.presenterOptions.lineWidth;
  let availableWidth = Infinity;
  if (w !== -1) availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
  return ">" + blockHeader(value, layout.shiftOfParent, layout.shiftOfContent) + dropEndingNewline(indentString(foldBlockScalar(value, availableWidth), layout.shiftOfContent));
}
function renderDoubleQuoted(layout) {
  return `"${escapeString(layout.node.value)}"`;
}
function encodeFlowBreaks(string, shiftOfContent) {
  let nextLF = string.indexOf("\n");
  if (nextLF === -1) return string;
  const pad = " ".repeat(shiftOfContent);
  let result = string.slice(0, nextLF);
  const lineRe = /(\n+)([^\n]*)/g;
  lineRe.lastIndex = nextLF;
  let match;
  while (match = lineRe.exec(string)) {
    const breaks = match[1].length;
    const line = match[2];
    result += "\n".repeat(breaks + 1) + pad + line;
  }
  return result;
}
function indentString(string, spaces) {
  const indent = " ".repeat(spaces);
  let position = 0;
  let result = "";
  const length = string.length;
  while (position < length) {
    let line;
    const next2 = string.indexOf("\n", position);
    if (next2 === -1) {
      line = string.slice(position);
      position = length;
    } else {
      line = string.slice(position, next2 + 1);
      position = next2 + 1;
    }
    if (line.length && line !== "\n") result += indent;
    result += line;
  }
  return result;
}
function needIndentIndicator(string) {
  return /^\n* /.test(string);
}
function blockHeader(string, shiftOfParent, shiftOfContent) {
  const indentIndicator = needIndentIndicator(string) ? String(shiftOfContent - shiftOfParent) : "";
  const clip = string[string.length - 1] === "\n";
  return `${indentIndicator}${clip && (string[string.length - 2] === "\n" || string === "\n") ? "+" : clip ? "" : "-"}
`;
}
function dropEndingNewline(string) {
  return string[string.length - 1] === "\n" ? string.slice(0, -1) : string;
}
function isMoreIndented(char) {
  return char === " " || char === "	";
}
function foldLine(line, width) {
  if (line === "" || isMoreIndented(line[0])) return line;
  const breakRe = / [^ \t]/g;
  let match;
  let start = 0;
  let end;
  let curr = 0;
  let next2 = 0;
  let result = "";
  while (match = breakRe.exec(line)) {
    next2 = match.index;
    if (next2 - start > width) {
      end = curr > start ? curr : next2;
      result += `
${line.slice(start, end)}`;
      start = end + 1;
    }
    curr = next2;
  }
  result += "\n";
  if (line.length - start > width && curr > start) result += `${line.slice(start, curr)}
${line.slice(curr + 1)}`;
  else result += line.slice(start);
  return result.slice(1);
}
function foldBlockScalar(string, width) {
  const lineRe = /(\n+)([^\n]*)/g;
  let nextLF = string.indexOf("\n");
  if (nextLF === -1) nextLF = string.length;
  lineRe.lastIndex = nextLF;
  let result = foldLine(string.slice(0, nextLF), width);
  let prevMoreIndented = string[0] === "\n" || isMoreIndented(string[0]);
  let moreIndented;
  let match;
  while (match = lineRe.exec(string)) {
    const prefix = match[1];
    const line = match[2];
    moreIndented = line !== "" && isMoreIndented(line[0]);
    result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
    prevMoreIndented = moreIndented;
  }
  return result;
}
var CHARACTERS_TO_ESCAPE = /["\\\x00-\x1F\x7F-\xA0\u2028\u2029\uD800-\uDFFF\uFEFF\uFFFE\uFFFF]/gu;
function escapeCharacter(character) {
  switch (character) {
    case "\0":
      return "\\0";
    case "\x07":
      return "\\a";
    case "\b":
      return "\\b";
    case "	":
      return "\\t";
    case "\n":
      return "\\n";
    case "\v":
      return "\\v";
    case "\f":
      return "\\f";
    case "\r":
      return "\\r";
    case "\x1B":
      return "\\e";
    case '"':
      return '\\"';
    case "\\":
      return "\\\\";
    case "\x85":
      return "\\N";
    case "\xA0":
      return "\\_";
    case "\u2028":
      return "\\L";
    case "\u2029":
      return "\\P";
  }
  const code = character.charCodeAt(0);
  const hex = code.toString(16).toUpperCase();
  if (code <= 255) return `\\x${"0".repeat(2 - hex.length)}${hex}`;
  return `\\u${"0".repeat(4 - hex.length)}${hex}`;
}
function escapeString(string) {
  return string.replace(CHARACTERS_TO_ESCAPE, escapeCharacter);
}
var CHAR_LINE_FEED = 10;
var DEFAULT_PRESENTER_OPTIONS = {
  indent: 2,
  seqNoIndent: false,
  seqInlineFirst: true,
  lineWidth: 80,
  flowBracketPadding: false,
  flowSkipCommaSpace: false,
  flowSkipColonSpace: false,
  quoteFlowKeys: false,
  quoteStyle: "single",
  forceQuotes: false,
  scalarStyleRules: Object.keys(DEFAULT_SCALAR_STYLE_RULES).map((name) => Reflect.get(DEFAULT_SCALAR_STYLE_RULES, name)),
  tagBeforeAnchor: false
};
function nodeTagShort(node) {
  return node.tagged ? node.tag : tagNameShort(node.tag);
}
function createPresenterState(options) {
  const opts = {
    ...DEFAULT_PRESENTER_OPTIONS,
    ...options
  };
  if (opts.flowSkipColonSpace) opts.quoteFlowKeys = true;
  return {
    ...opts,
    defaultScalarTagName: opts.schema.defaultScalarTag.tagName,
    openEnded: false
  };
}
function generateNextLine(state, level) {
  return `
${" ".repeat(state.indent * level)}`;
}
function scalarLayout(state, node, parent2, level, isKey, flowOnly) {
  return {
    node,
    parent: parent2,
    level,
    isKey,
    flowOnly,
    shiftOfParent: level === 0 ? -1 : state.indent * (level - 1),
    shiftOfContent: state.indent * Math.max(1, level),
    shiftOfFirstLine: level === 0 ? 0 : state.indent * level,
    presenterOptions: state,
    allowedStylesMask: 0,
    style: node.style
  };
}
function writeFlowSequence(state, level, node) {
  let result = "";
  for (let index = 0, length = node.items.length; index < length; index += 1) {
    const item = writeNode(state, level, node.items[index], node, {}).text;
    if (index > 0) result += `,${!state.flowSkipCommaSpace ? " " : ""}`;
    result += item;
  }
  const pad = state.flowBracketPadding && node.items.length > 0 ? " " : "";
  return `[${pad}${result}${pad}]`;
}
function writeBlockSequence(state, level, node, compact) {
  let result = "";
  for (let index = 0, length = node.items.length; index < length; index += 1) {
    const item = writeNode(state, level + 1, node.items[index], node, {
      block: true,
      compact: state.seqInlineFirst,
      isblockseq: true
    }).text;
    if (!compact || result !== "") result += generateNextLine(state, level);
    if (item === "" || CHAR_LINE_FEED === item.charCodeAt(0)) result += "-";
    else result += "- ";
    result += item;
  }
  return result;
}
function writeFlowMapping(state, level, node) {
  let result = "";
  for (const { key: key2, value } of node.items) {
    let pairBuffer = "";
    if (result !== "") pairBuffer += `,${!state.flowSkipCommaSpace ? " " : ""}`;
    const keyRender = writeNode(state, level, key2, node, { iskey: true });
    const keyText2 = keyRender.text;
    const valueText = writeNode(state, level, value, node, {}).text;
    const sep = state.flowSkipColonSpace || valueText === "" ? "" : " ";
    const keyIsBareProps = key2.kind === "scalar" && keyRender.noBody && (key2.tagged || key2.anchor !== void 0);
    const keyColonSep = key2.kind === "alias" || keyIsBareProps ? " " : "";
    pairBuffer += `${keyText2}${keyColonSep}:${sep}${valueText}`;
    result += pairBuffer;
  }
  const pad = state.flowBracketPadding && result !== "" ? " " : "";
  return `{${pad}${result}${pad}}`;
}
function writeBlockMapping(state, level, node, compact) {
  let result = "";
  for (let index = 0, length = node.items.length; index < length; index += 1) {
    let pairBuffer = "";
    if (!compact || result !== "") pairBuffer += generateNextLine(state, level);
    const { key: key2, value } = node.items[index];
    const keyIsBlock = (key2.kind === "mapping" || key2.kind === "sequence") && key2.style === COLLECTION_STYLE.BLOCK && key2.items.length !== 0 || key2.kind === "scalar" && (key2.style === SCALAR_STYLE.LITERAL_BLOCK || key2.style === SCALAR_STYLE.FOLDED_BLOCK);
    const keyRender = keyIsBlock ? writeNode(state, level + 1, key2, node, {
      block: true,
      compact: true,
      isblockseq: !cannotBeCompact(state, key2, level + 1)
    }) : writeNode(state, level + 1, key2, node, {
      block: true,
      compact: true,
      iskey: true
    });
    const keyText2 = keyRender.text;
    const keyHasLineBreak = key2.kind === "scalar" && key2.value.indexOf("\n") !== -1;
    const keyIsTooLong = keyText2.length > 1024 && /^[\s\S]{1025}/u.test(keyText2);
    const explicitPair = keyIsBlock || keyHasLineBreak || keyIsTooLong;
    if (explicitPair) {
      if (keyText2 && CHAR_LINE_FEED === keyText2.charCodeAt(0)) pairBuffer += "?";
      else pairBuffer += "? ";
    }
    pairBuffer += keyText2;
    if (explicitPair) pairBuffer += generateNextLine(state, level);
    const valueText = writeNode(state, level + 1, value, node, {
      block: true,
      compact: explicitPair,
      isblockseq: explicitPair && !cannotBeCompact(state, value, level + 1)
    }).text;
    const keyIsBareProps = key2.kind === "scalar" && keyRender.noBody && (key2.tagged || key2.anchor !== void 0);
    const keyColonSep = !explicitPair && (key2.kind === "alias" || keyIsBareProps) ? " " : "";
    if (valueText === "" || CHAR_LINE_FEED === valueText.charCodeAt(0)) pairBuffer += `${keyColonSep}:`;
    else pairBuffer += `${keyColonSep}: `;
    pairBuffer += valueText;
    result += pairBuffer;
  }
  return result;
}
function cannotBeCompact(state, node, level) {
  if (node.kind === "alias") return true;
  return node.tagged || node.anchor !== void 0 || state.indent < 2 && level > 0;
}
function writeNode(state, level, node, parent2, ctx) {
  if (node.kind === "alias") {
    state.openEnded = false;
    return {
      text: `*${node.anchor}`,
      noBody: false
    };
  }
  const { block = false, iskey = false, isblockseq = false } = ctx;
  let compact = ctx.compact ?? false;
  const hasAnchor = node.anchor !== void 0;
  if (cannotBeCompact(state, node, level)) compact = false;
  let body;
  let shouldPrintTag = node.tagged;
  const useBlockCollection = block && (node.kind === "mapping" || node.kind === "sequence") && node.style === COLLECTION_STYLE.BLOCK && node.items.length !== 0;
  if (node.kind === "mapping") {
    if (useBlockCollection) body = writeBlockMapping(state, level, node, compact);
    else body = writeFlowMapping(state, level, node);
  } else if (node.kind === "sequence") {
    if (useBlockCollection) {
      if (state.seqNoIndent && !isblockseq && level > 0) body = writeBlockSequence(state, level - 1, node, compact);
      else body = writeBlockSequence(state, level, node, compact);
    } else body = writeFlowSequence(state, level, node);
  } else {
    const layout = scalarLayout(state, node, parent2, level, iskey, !block);
    detectAllowedStyles(layout);
    for (const rule38 of state.scalarStyleRules) rule38(layout);
    body = renderScalar(layout);
    state.openEnded = (layout.style === SCALAR_STYLE.LITERAL_BLOCK || layout.style === SCALAR_STYLE.FOLDED_BLOCK) && (node.value === "\n" || node.value.endsWith("\n\n"));
    shouldPrintTag = node.tagged || body === "" && layout.flowOnly && parent2?.kind === "sequence" && !hasAnchor || layout.style !== SCALAR_STYLE.PLAIN && node.tag !== state.defaultScalarTagName;
  }
  if ((node.kind === "mapping" || node.kind === "sequence") && !useBlockCollection) state.openEnded = false;
  if (useBlockCollection && compact && level > 0 && state.indent > 2) body = `${" ".repeat(state.indent - 2)}${body}`;
  const noBody = body === "";
  let text = body;
  if (shouldPrintTag || hasAnchor) {
    const props = [];
    const tag = shouldPrintTag ? nodeTagShort(node) : null;
    const anchor = hasAnchor ? `&${node.anchor}` : null;
    if (state.tagBeforeAnchor) {
      if (tag !== null) props.push(tag);
      if (anchor !== null) props.push(anchor);
    } else {
      if (anchor !== null) props.push(anchor);
      if (tag !== null) props.push(tag);
    }
    const sep = body === "" || body.charCodeAt(0) === CHAR_LINE_FEED ? "" : " ";
    text = `${props.join(" ")}${sep}${body}`;
  }
  return {
    text,
    noBody
  };
}
function rootStartsOwnLine(node) {
  return (node.kind === "sequence" || node.kind === "mapping") && node.style === COLLECTION_STYLE.BLOCK && node.items.length !== 0 && !node.tagged && node.anchor === void 0;
}
function writeDocumentDirectives(doc) {
  let result = "";
  for (const directive of doc.directives) {
    if (directive.kind === "yaml") {
      result += `%YAML ${directive.version}
`;
      continue;
    }
    const { handle, prefix } = directive;
    result += `%TAG ${handle} ${prefix}
`;
  }
  return result;
}
function present(documents, options) {
  const state = createPresenterState(options);
  let result = "";
  let previousEnded = false;
  for (let index = 0; index < documents.length; index += 1) {
    const doc = documents[index];
    state.openEnded = false;
    const directives = writeDocumentDirectives(doc);
    const hasDirectives = directives !== "";
    const marker = doc.explicitStart || hasDirectives || index > 0 && !previousEnded;
    result += directives;
    if (doc.contents === null) {
      if (marker) result += "---\n";
    } else if (marker) {
      const body = writeNode(state, 0, doc.contents, null, {
        block: true,
        compact: true
      }).text;
      const sep = body === "" ? "" : hasDirectives || rootStartsOwnLine(doc.contents) ? "\n" : " ";
      result += `---${sep}${body}
`;
    } else result += writeNode(state, 0, doc.contents, null, {
      block: true,
      compact: true
    }).text + "\n";
    previousEnded = doc.explicitEnd || state.openEnded;
    if (previousEnded) result += "...\n";
  }
  return result;
}
var DEFAULT_DUMP_OPTIONS = {
  ...DEFAULT_PRESENTER_OPTIONS,
  schema: DUMP_SCHEMA,
  skipInvalid: false,
  noRefs: false,
  flowLevel: -1,
  sortKeys: false,
  transform: () => {
  }
};
function defaultCompareFn(a, b) {
  const x = String(a);
  const y = String(b);
  if (x < y) return -1;
  if (x > y) return 1;
  return 0;
}
function dump(input, options = {}) {
  const opts = {
    ...DEFAULT_DUMP_OPTIONS,
    ...options
  };
  const documents = jsToAst(input, opts.schema, {
    noRefs: opts.noRefs,
    skipInvalid: opts.skipInvalid
  });
  if (opts.flowLevel >= 0) visit(documents, (node, ctx) => {
    if (ctx.depth < opts.flowLevel) return;
    if (node.kind === "sequence" || node.kind === "mapping") node.style = COLLECTION_STYLE.FLOW;
    return VISIT_SKIP;
  });
  if (opts.sortKeys) {
    const compareFn = opts.sortKeys === true ? defaultCompareFn : opts.sortKeys;
    visit(documents, (node) => {
      if (node.kind !== "mapping") return;
      node.items.sort((a, b) => compareFn(a.key.kind === "scalar" ? a.key.value : "", b.key.kind === "scalar" ? b.key.value : ""));
    });
  }
  opts.transform(documents);
  return present(documents, {
    ...pick(opts, Object.keys(DEFAULT_PRESENTER_OPTIONS)),
    schema: opts.schema
  });
}
var EVENT_DOCUMENT = EVENT_ID.DOCUMENT;
var EVENT_SEQUENCE = EVENT_ID.SEQUENCE;
var EVENT_MAPPING = EVENT_ID.MAPPING;
var EVENT_SCALAR = EVENT_ID.SCALAR;
var EVENT_ALIAS = EVENT_ID.ALIAS;
var EVENT_POP = EVENT_ID.POP;
var SCALAR_STYLE_PLAIN = SCALAR_STYLE.PLAIN;
var SCALAR_STYLE_SINGLE_QUOTED = SCALAR_STYLE.SINGLE_QUOTED;
var SCALAR_STYLE_DOUBLE_QUOTED = SCALAR_STYLE.DOUBLE_QUOTED;
var SCALAR_STYLE_LITERAL_BLOCK = SCALAR_STYLE.LITERAL_BLOCK;
var SCALAR_STYLE_FOLDED_BLOCK = SCALAR_STYLE.FOLDED_BLOCK;
var COLLECTION_STYLE_BLOCK = COLLECTION_STYLE.BLOCK;
var COLLECTION_STYLE_FLOW = COLLECTION_STYLE.FLOW;
var CHOMPING_CLIP = CHOMPING_MODE.CLIP;
var CHOMPING_STRIP = CHOMPING_MODE.STRIP;
var CHOMPING_KEEP = CHOMPING_MODE.KEEP;
function isLocated(r) {
  return typeof r.locate === "function";
}
function helmEnvValues(r) {
  return r.envValues;
}
function helmMints(r) {
  return r.mints;
}
var MERGE = /* @__PURE__ */ Symbol("merge");
var SCALARS = /* @__PURE__ */ new Map();
for (const s of ["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]) SCALARS.set(s, true);
for (const s of ["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]) SCALARS.set(s, false);
for (const s of ["", "~", "null", "Null", "NULL"]) SCALARS.set(s, null);
for (const s of [".nan", ".NaN", ".NAN"]) SCALARS.set(s, NaN);
for (const s of [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"]) SCALARS.set(s, Infinity);
for (const s of ["-.inf", "-.Inf", "-.INF"]) SCALARS.set(s, -Infinity);
SCALARS.set("<<", MERGE);
var YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;
var TIMESTAMP = /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?$/;
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
var isNumberStart = (c) => c === 43 || c === 45 || c >= 48 && c <= 57;
var withoutUnderscores = (s) => s.includes("_") ? s.replaceAll("_", "") : s;
function floatOf(s) {
  const plain = withoutUnderscores(s);
  if (!YAML_FLOAT.test(plain)) return void 0;
  const f = Number(plain);
  return Number.isFinite(f) ? f : void 0;
}
function implicitValue(s) {
  const known2 = SCALARS.get(s);
  if (known2 !== void 0) return known2;
  const c = s.charCodeAt(0);
  if (c === 46) return DOT_FLOAT.test(s) ? Number(s) : NOT_RESOLVED;
  if (isNumberStart(c)) return goParseInt(withoutUnderscores(s)) ?? floatOf(s) ?? NOT_RESOLVED;
  return NOT_RESOLVED;
}
function resolvePlain(s, timestamps = false) {
  const known2 = s === "<<" ? void 0 : SCALARS.get(s);
  if (known2 !== void 0)
    return { kind: known2 === null ? "null" : typeof known2 === "boolean" ? "bool" : "float", value: known2 };
  const c = s.charCodeAt(0);
  if (c === 46 && DOT_FLOAT.test(s)) return { kind: "float", value: Number(s) };
  if (isNumberStart(c)) {
    if (timestamps && TIMESTAMP.test(s)) return { kind: "timestamp", value: s };
    const int = goParseInt(withoutUnderscores(s));
    if (int !== void 0) return { kind: "int", value: int };
    const f = floatOf(s);
    if (f !== void 0) return { kind: "float", value: f };
  }
  return { kind: "str", value: s };
}
var BigInteger = class extends Number {
  constructor(exact, unsigned) {
    super(Number(exact));
    this.exact = exact;
    this.unsigned = unsigned;
  }
  exact;
  unsigned;
};
var placed = (v) => v === MERGE ? "<<" : v instanceof BigInteger ? v.valueOf() : Array.isArray(v) && v.length < 17 ? v.slice() : v;
function goParseInt(s) {
  let i = 0;
  const sign = s[0] === "-" || s[0] === "+" ? s[i++] : "";
  let base = 10;
  if (s[i] === "0" && s.length > i + 1) {
    const p = s[i + 1].toLowerCase();
    if (p === "x") [base, i] = [16, i + 2];
    else if (p === "o") [base, i] = [8, i + 2];
    else if (p === "b") [base, i] = [2, i + 2];
    else [base, i] = [8, i + 1];
  }
  const digits = s.slice(i);
  const valid = base === 16 ? /^[0-9a-fA-F]+$/ : base === 8 ? /^[0-7]+$/ : base === 2 ? /^[01]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return void 0;
  if (base === 10 && digits.length <= 15) {
    const n2 = Number(digits);
    return sign === "-" && n2 !== 0 ? -n2 : n2;
  }
  const prefix = base === 16 ? "0x" : base === 8 ? "0o" : base === 2 ? "0b" : "";
  let n = BigInt(prefix + digits);
  if (sign === "-") n = -n;
  const safe = n >= -BigInt(Number.MAX_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER);
  if (n >= INT64_MIN && n <= INT64_MAX) return safe ? Number(n) : new BigInteger(n, false);
  return sign === "" && n <= UINT64_MAX ? new BigInteger(n, true) : void 0;
}
var implicitScalar = defineScalarTag("tag:webhook-cert-gate,kubectl:implicit", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "y",
    "Y",
    "n",
    "N",
    "t",
    "T",
    "f",
    "F",
    "o",
    "O",
    ".",
    "+",
    "-",
    "<",
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9"
  ],
  resolve: implicitValue,
  identify: () => false
});
var RESOLVABLE = /* @__PURE__ */ new Set(["bool", "int", "float", "null", "timestamp"]);
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var explicitScalar = defineScalarTag("", {
  matchByTagPrefix: true,
  resolve: (s, _explicit, tagName) => {
    const short2 = tagName.startsWith("tag:yaml.org,2002:") ? tagName.slice(18) : "";
    if (short2 === "merge" && s === "<<") return MERGE;
    if (short2 === "binary") {
      const b64 = s.replace(/[\r\n]/g, "");
      return BASE64.test(b64) ? Buffer.from(b64, "base64").toString("utf8") : NOT_RESOLVED;
    }
    if (!RESOLVABLE.has(short2)) return s;
    const r = resolvePlain(s, short2 === "timestamp");
    if (r.kind === short2) return r.value;
    if (short2 === "float" && r.kind === "int") return r.value;
    return NOT_RESOLVED;
  },
  identify: () => false
});
function setKey(o, key2, value) {
  if (key2 === "__proto__")
    Object.defineProperty(o, key2, { value, enumerable: true, configurable: true, writable: true });
  else o[key2] = value;
}
var isMap = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function jsonKey(key2) {
  if (typeof key2 === "string") return key2;
  if (key2 instanceof BigInteger) return key2.unsigned ? void 0 : String(key2.exact);
  if (typeof key2 === "boolean") return String(key2);
  if (typeof key2 === "number") return Number.isInteger(key2) ? String(key2) : float32G(key2);
  return void 0;
}
function float32G(f) {
  if (!Number.isFinite(f)) return Number.isNaN(f) ? ".nan" : f > 0 ? ".inf" : "-.inf";
  const f32 = Math.fround(f);
  let digits = "";
  for (let p = 1; p <= 9; p++) {
    digits = f32.toExponential(p - 1);
    if (Math.fround(Number(digits)) === f32) break;
  }
  const [mantissa, e] = digits.split("e");
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return String(Number(digits));
}
var NOT_JSON = "kubectl cannot convert .inf or .nan to JSON";
var isBadNumber = (v) => typeof v === "number" && !Number.isFinite(v);
function merge(into, value) {
  const sources = Array.isArray(value) ? value.slice().reverse() : [value];
  if (!sources.every(isMap)) return "map merge requires map or sequence of maps as the value";
  for (const source2 of sources) for (const k of Object.keys(source2)) setKey(into, k, source2[k]);
  return "";
}
function unsupportedKey(key2) {
  if (key2 === null) return "unsupported map key: null (sigs.k8s.io/yaml cannot convert it to JSON)";
  if (key2 instanceof BigInteger)
    return "unsupported map key of type uint64 (an integer beyond int64; sigs.k8s.io/yaml cannot convert it to JSON)";
  return "invalid map key: a mapping or sequence";
}
function mappingTag(tagName, matchByTagPrefix) {
  return defineMappingTag(tagName, {
    matchByTagPrefix,
    create: () => ({}),
    addPair: (o, key2, raw) => {
      const value = placed(raw);
      if (isBadNumber(value)) return NOT_JSON;
      if (typeof key2 === "string" && key2 !== "__proto__") {
        o[key2] = value;
        return "";
      }
      if (key2 === MERGE) return merge(o, value);
      const k = jsonKey(key2);
      if (k === void 0) return unsupportedKey(key2);
      setKey(o, k, value);
      return "";
    },
    has: (o, key2) => typeof key2 === "string" && Object.prototype.hasOwnProperty.call(o, key2),
    keys: (o) => Object.keys(o),
    get: (o, key2) => o[String(key2)],
    identify: isMap
  });
}
function sequenceTag(tagName, matchByTagPrefix) {
  return defineSequenceTag(tagName, {
    matchByTagPrefix,
    create: () => [],
    addItem: (a, raw) => {
      const item = placed(raw);
      if (isBadNumber(item)) return NOT_JSON;
      a.push(item);
    },
    identify: Array.isArray
  });
}
var KUBECTL_SCHEMA = new Schema([
  strTag,
  implicitScalar,
  explicitScalar,
  sequenceTag(seqTag.tagName, false),
  sequenceTag("", true),
  mappingTag("tag:yaml.org,2002:map", false),
  mappingTag("", true)
]);
function jsonValueError(value) {
  return isBadNumber(value) ? NOT_JSON : void 0;
}
function plainKeyString(text) {
  if (text === "<<") return text;
  const value = implicitValue(text);
  return value === NOT_RESOLVED ? text : jsonKey(value) ?? text;
}
var LOCATOR = /* @__PURE__ */ Symbol("locator");
function keepLocator(doc, locator) {
  doc[LOCATOR] = locator ?? null;
}
function hasLocator(doc) {
  return !!doc[LOCATOR];
}
var W = 2;
var SPAN_SHIFT = 9;
var ASIDE = (1 << 22) - 1;
var COLLECTION = (t) => t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE;
var ASIDES = /* @__PURE__ */ new WeakMap();
var nodeStart = (events, i) => events[i * W];
var scratch = new Int32Array(1 << 16);
var SCRATCH_MAX = 1 << 20;
function packEvents(events, source2) {
  const size = events.length * W;
  if (scratch.length < size && size <= SCRATCH_MAX) scratch = new Int32Array(size);
  const out = scratch.length < size ? new Int32Array(size) : scratch;
  const roots = [];
  const refusals = [];
  let aside;
  const openIndex = [];
  const openNodes = [];
  const openBlock = [];
  let awaitingRoot = false;
  let directives = false;
  let n = 0;
  const setSpan = (i, span) => {
    if (span < ASIDE) out[i * W + 1] |= span << SPAN_SHIFT;
    else {
      out[i * W + 1] |= ASIDE << SPAN_SHIFT;
      (aside ??= { ends: /* @__PURE__ */ new Map(), keys: /* @__PURE__ */ new Map() }).ends.set(i, i + span);
    }
  };
  for (let k = 0; k < events.length; k++) {
    const e = events[k];
    const type = e.type;
    if (type === EVENT_ID.POP) {
      const top = openIndex.pop();
      openNodes.pop();
      openBlock.pop();
      if (top !== void 0) setSpan(top, n - top);
      continue;
    }
    if (type === EVENT_ID.DOCUMENT) {
      roots.push(-1);
      awaitingRoot = true;
      if (e.directives.length) directives = true;
      continue;
    }
    if (awaitingRoot) {
      roots[roots.length - 1] = n;
      awaitingRoot = false;
    }
    const o = n * W;
    const depth = openNodes.length - 1;
    const isKey = depth >= 0 && openNodes[depth] >= 0 && openNodes[depth]++ % 2 === 0;
    if (type === EVENT_ID.SCALAR) {
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      const props = e.anchorStart >= 0 || e.tagStart >= 0;
      out[o] = props ? nodeOffset(e) : quoted ? e.valueStart - 1 : e.valueStart;
      out[o + 1] = type | e.style << 3 | e.chomping << 6 | (e.fast ? 1 << 8 : 0);
      if (isKey) {
        const span = e.valueEnd - e.valueStart;
        if (props || e.style > SCALAR_STYLE.DOUBLE_QUOTED || e.valueStart < 0 || span < 0 || span >= ASIDE) {
          out[o + 1] |= ASIDE << SPAN_SHIFT;
          (aside ??= { ends: /* @__PURE__ */ new Map(), keys: /* @__PURE__ */ new Map() }).keys.set(n, {
            valueStart: e.valueStart,
            valueEnd: e.valueEnd,
            indent: e.indent
          });
        } else out[o + 1] |= span << SPAN_SHIFT;
        if (span > 1e3 && openBlock[depth]) longKey(e, out[o], source2, refusals);
      }
      if (e.style === SCALAR_STYLE.DOUBLE_QUOTED && !e.fast) slashEscape(e, source2, refusals);
    } else if (type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE) {
      out[o] = e.anchorStart < 0 && e.tagStart < 0 ? e.start : nodeOffset(e);
      out[o + 1] = type;
      openIndex.push(n);
      openNodes.push(type === EVENT_ID.MAPPING ? 0 : -1);
      openBlock.push(type === EVENT_ID.MAPPING && e.style === COLLECTION_STYLE.BLOCK);
    } else {
      out[o] = nodeOffset(e);
      out[o + 1] = type;
    }
    n++;
  }
  for (let top = openIndex.pop(); top !== void 0; top = openIndex.pop()) setSpan(top, n - top);
  const packed = out.slice(0, n * W);
  if (aside) ASIDES.set(packed, aside);
  return { events: packed, roots, refusals, directives };
}
function longKey(e, start, source2, refusals) {
  let colon = e.valueEnd + (e.style === SCALAR_STYLE.PLAIN ? 0 : 1);
  while (source2[colon] === " " || source2[colon] === "	") colon++;
  if (colon - start > 1024)
    refusals.push({ offset: start, message: "a key longer than 1024 characters (go-yaml v2 reads at most 1024)" });
}
function slashEscape(e, source2, refusals) {
  for (let i = e.valueStart; i < e.valueEnd; i++) {
    if (source2.charCodeAt(i) !== 92) continue;
    if (source2[i + 1] === "/") {
      refusals.push({ offset: i, message: "the escape \\/ (YAML 1.2; go-yaml v2 refuses it)" });
      return;
    }
    i++;
  }
}
function locate(doc, path16) {
  let loc = doc[LOCATOR];
  if (loc === void 0) keepLocator(doc, loc = locatorOf(doc));
  if (!loc || loc.root < 0) return { line: doc.startLine, column: 1 };
  let i = loc.root;
  for (const segment of path16) {
    const child = childIndex(loc, i, segment);
    if (child < 0) break;
    i = child;
  }
  return offsetToPosition(doc, loc, loc.events[i * W]);
}
function positionOf(resource, path16) {
  if (isLocated(resource)) return resource.locate(path16);
  const { line, column } = locate(resource.doc, resource.base.length ? [...resource.base, ...path16] : path16);
  return { file: resource.doc.file, line, column };
}
function locatorOf(doc) {
  if (!doc.text) return void 0;
  try {
    const packed = packEvents(parseEvents(doc.text, { filename: doc.file }), doc.text);
    return { events: packed.events, root: packed.roots[0] ?? -1, source: doc.text, base: 0 };
  } catch {
    return void 0;
  }
}
var typeOf = (ev, i) => ev[i * W + 1] & 7;
function next(ev, i) {
  if (!COLLECTION(typeOf(ev, i))) return i + 1;
  const span = ev[i * W + 1] >>> SPAN_SHIFT;
  return span === ASIDE ? ASIDES.get(ev).ends.get(i) : i + span;
}
var RESOLVED_KEY = /^(?:true$|false$|[-.\d])/;
function childIndex(loc, i, segment) {
  const ev = loc.events;
  const type = typeOf(ev, i);
  const end = next(ev, i);
  let j = i + 1;
  if (type === EVENT_ID.MAPPING) {
    const want = String(segment);
    const plain = RESOLVED_KEY.test(want) ? -1 : plainKeyString(want) === want ? 1 : 0;
    while (j < end) {
      const value = next(ev, j);
      if (typeOf(ev, j) === EVENT_ID.SCALAR && keyIs(loc, j, want, plain)) return value;
      j = next(ev, value);
    }
  } else if (type === EVENT_ID.SEQUENCE && typeof segment === "number") {
    for (let n = 0; j < end; n++) {
      if (n === segment) return j;
      j = next(ev, j);
    }
  }
  return -1;
}
var PLAIN_FAST = EVENT_ID.SCALAR | SCALAR_STYLE.PLAIN << 3 | 1 << 8;
function keyIs(loc, i, want, plain) {
  const head = loc.events[i * W + 1];
  const span = head >>> SPAN_SHIFT;
  if (plain >= 0 && (head & 511 & ~(3 << 6)) === PLAIN_FAST && span !== ASIDE) {
    if (!plain || span !== want.length) return false;
    return loc.source.startsWith(want, loc.events[i * W]);
  }
  return keyText(loc, i) === want;
}
function keyText(loc, i) {
  const ev = loc.events;
  const o = i * W;
  const head = ev[o + 1];
  const style = head >> 3 & 7;
  const span = head >>> SPAN_SHIFT;
  const quoted = style === SCALAR_STYLE.SINGLE_QUOTED || style === SCALAR_STYLE.DOUBLE_QUOTED;
  const range = span === ASIDE ? ASIDES.get(ev).keys.get(i) : { valueStart: ev[o] + (quoted ? 1 : 0), valueEnd: ev[o] + (quoted ? 1 : 0) + span, indent: -1 };
  const scalar = {
    type: EVENT_ID.SCALAR,
    valueStart: range.valueStart,
    valueEnd: range.valueEnd,
    style,
    chomping: head >> 6 & 3,
    fast: (head & 1 << 8) !== 0,
    indent: range.indent,
    anchorStart: -1,
    anchorEnd: -1,
    tagStart: -1,
    tagEnd: -1
  };
  const text = getScalarValue(loc.source, scalar);
  return style === SCALAR_STYLE.PLAIN ? plainKeyString(text) : text;
}
function nodeOffset(e) {
  switch (e.type) {
    case EVENT_ID.SCALAR: {
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      return firstSet(e.anchorStart, e.tagStart, quoted ? e.valueStart - 1 : e.valueStart);
    }
    case EVENT_ID.MAPPING:
    case EVENT_ID.SEQUENCE:
      return firstSet(e.anchorStart, e.tagStart, e.start);
    case EVENT_ID.ALIAS:
      return Math.max(0, e.anchorStart - 1);
    default:
      return 0;
  }
}
function firstSet(...offsets) {
  let best = Infinity;
  for (const o of offsets) if (o >= 0 && o < best) best = o;
  return best === Infinity ? 0 : best;
}
function offsetToPosition(doc, loc, offset) {
  let line = doc.startLine;
  let lineStart = loc.base;
  for (let i = loc.source.indexOf("\n", loc.base); i !== -1 && i < offset; i = loc.source.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const shift = loc.shifts?.get(line) ?? 0;
  return { line, column: Math.max(1, offset - lineStart + 1 - shift) };
}
function dottedPath(path16) {
  let out = "";
  for (const s of path16) {
    if (typeof s === "number") out += `[${s}]`;
    else if (/[./[\]"]/.test(s)) out += `[${JSON.stringify(s)}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}
function jsonDocuments(file, text, from, maxDepth) {
  const out = [];
  let pos = skipSpace(text, from);
  while (pos < text.length) {
    const { end, depth } = valueEnd(text, pos);
    const doc = sourceDoc(file, out.length, text, pos, end);
    if (depth > maxDepth) {
      out.push({
        doc,
        error: {
          message: `JSON does not parse: nesting exceeded maxDepth (${maxDepth})`,
          line: doc.startLine,
          column: 1
        }
      });
      return out;
    }
    try {
      const value = JSON.parse(doc.text);
      keepLocator(doc, locatorOf(doc));
      if (value !== null) out.push({ doc, value });
    } catch (e) {
      const at2 = /position (\d+)/.exec(e.message);
      const offset = pos + (at2 ? Number(at2[1]) : 0);
      const line = lineAt(text, offset);
      const column = offset - text.lastIndexOf("\n", offset - 1);
      out.push({
        doc,
        error: {
          message: `JSON does not parse: ${e.message.split(" in JSON")[0] ?? ""}; kubectl reads nothing after it`,
          line,
          column
        }
      });
      return out;
    }
    pos = skipSpace(text, end);
  }
  return out;
}
function sourceDoc(file, index, text, start, end) {
  return { file, index, text: text.slice(start, end), startLine: lineAt(text, start), startOffset: start };
}
var isSpace = (c) => c === 32 || c === 9 || c === 10 || c === 13;
function skipSpace(text, pos) {
  while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
  return pos;
}
function valueEnd(text, pos) {
  let depth = 0;
  let max = 0;
  for (let i = pos; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
      if (depth === 0) return { end: i + 1, depth: max };
    } else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) {
      if (--depth <= 0) return { end: i + 1, depth: max };
    } else if (depth === 0 && (isSpace(c) || c === 44 || c === 58)) return { end: i, depth: max };
  }
  return { end: text.length, depth: max };
}
function lineAt(text, offset) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
var DEFAULT_LIMITS = { maxDepth: 100, maxAliases: 1e3 };
function parseDocuments(file, text, limits = DEFAULT_LIMITS, chunkChars = STREAM_CHUNK_CHARS) {
  const bom = text.charCodeAt(0) === 65279 ? 1 : 0;
  if (isJsonStream(text, bom)) return jsonDocuments(file, text, bom, limits.maxDepth);
  const docs = splitDocuments(file, text, bom);
  const whole = docs.length > 1 && !docs.some((d) => d.badSeparator) && !unusual(text, bom);
  const out = whole ? parseChunks(text, docs, limits, chunkChars) : docs.map((doc) => parseOne(doc, limits));
  return out.filter((p) => p.error || p.value !== null && p.value !== void 0);
}
var UNUSUAL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;
var unusual = (text, from) => text.includes("\n	") || text.charCodeAt(from) === 9 || UNUSUAL.test(from ? text.slice(from) : text);
var CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]/;
var YAML11_BREAK = /[\x85\u2028\u2029]/g;
var TAB_LINE = /^\t/gm;
var HAS_TAB_LINE = /^\t/m;
function isJsonStream(text, from) {
  const head = text.slice(from, from + 4096).trimStart();
  return head.charCodeAt(0) === 123;
}
function load2(text, file, limits) {
  const events = parseEvents(text, { filename: file, maxDepth: limits.maxDepth });
  const values = constructFromEvents(events, {
    source: text,
    filename: file,
    schema: KUBECTL_SCHEMA,
    json: true,
    maxAliases: limits.maxAliases
  });
  return { events, values };
}
function parseWhole(text, docs, limits, bases) {
  let events;
  let values;
  try {
    ({ events, values } = load2(text, docs[0].file, limits));
  } catch {
    return void 0;
  }
  const packed = packEvents(events, text);
  if (packed.refusals.length) return void 0;
  if (packed.directives) return void 0;
  const out = docs.map((doc) => ({ doc, value: null }));
  let d = 0;
  for (let v = 0; v < values.length; v++) {
    const value = placed(values[v]);
    const root = packed.roots[v];
    if (root < 0) continue;
    const offset = nodeStart(packed.events, root);
    while (d + 1 < docs.length && (bases?.[d + 1] ?? docs[d + 1].startOffset) <= offset) d++;
    if (hasLocator(out[d].doc)) return void 0;
    keepLocator(out[d].doc, { events: packed.events, root, source: text, base: bases?.[d] ?? docs[d].startOffset });
    out[d].value = value;
    if (jsonValueError(value)) return void 0;
  }
  return packed.roots.length === values.length ? out : void 0;
}
function parseChunks(text, docs, limits, chunkChars) {
  const out = [];
  for (let first = 0; first < docs.length; ) {
    const start = docs[first].startOffset;
    let last = first;
    while (last + 1 < docs.length && docs[last + 1].startOffset - start < chunkChars) last++;
    const group = docs.slice(first, last + 1);
    const end = last + 1 < docs.length ? docs[last + 1].startOffset : text.length;
    const chunk = text.slice(start, end);
    const bases = group.map((d) => d.startOffset - start);
    const parsed2 = parseWhole(chunk, group, limits, bases);
    if (parsed2 && placedAll(parsed2, group)) out.push(...parsed2);
    else for (const doc of group) out.push(parseOne(doc, limits));
    first = last + 1;
  }
  return out;
}
function placedAll(parsed2, docs) {
  for (let k = 0; k < docs.length; k++) if (!hasLocator(parsed2[k].doc) && !BLANK_DOC.test(docs[k].text)) return false;
  return true;
}
var DIRECTIVE = /^(?:[ \t]*(?:#.*)?\r?\n)*%/;
var BATCH_CHARS = 8 * 1024;
var STREAM_CHUNK_CHARS = BATCH_CHARS;
var BLANK_DOC = /^(?:---)?[ \t]*(?:#.*)?(?:\r?\n[ \t]*(?:#.*)?)*$/;
function parseFiles(inputs, limits = DEFAULT_LIMITS) {
  const out = new Array(inputs.length);
  let batch = [];
  let chars = 0;
  const flush = () => {
    if (batch.length) parseBatch(inputs, batch, limits, out);
    batch = [];
    chars = 0;
  };
  for (let i = 0; i < inputs.length; i++) {
    const { file, text } = inputs[i];
    const docs = batchable(text) ? splitDocuments(file, text) : void 0;
    if (!docs || docs.some((d) => d.badSeparator)) {
      out[i] = parseDocuments(file, text, limits);
      continue;
    }
    batch.push({ input: i, docs });
    chars += text.length;
    if (chars >= BATCH_CHARS) flush();
  }
  flush();
  return out;
}
function batchable(text) {
  return text.length > 0 && text.length < BATCH_CHARS && !isJsonStream(text, 0) && !unusual(text, 0) && !DIRECTIVE.test(text);
}
function parseBatch(inputs, batch, limits, out) {
  const parts = [];
  const docs = [];
  const bases = [];
  let at2 = 0;
  for (const { input, docs: own } of batch) {
    const text = inputs[input].text;
    if (parts.length) {
      const cut2 = (parts[parts.length - 1].endsWith("\n") ? "" : "\n") + (text.startsWith("---") ? "" : "---\n");
      parts.push(cut2);
      at2 += cut2.length;
    }
    for (const d of own) {
      docs.push(d);
      bases.push(at2 + d.startOffset);
    }
    parts.push(text);
    at2 += text.length;
  }
  const joined2 = parts.join("");
  const parsed2 = parseWhole(joined2, docs, limits, bases);
  if (!parsed2 || !placedAll(parsed2, docs)) {
    for (const { input } of batch) out[input] = parseDocuments(inputs[input].file, inputs[input].text, limits);
    return;
  }
  for (let d = 0; d < docs.length; d++) docs[d].text = joined2.slice(bases[d], bases[d] + docs[d].text.length);
  let k = 0;
  for (const { input, docs: own } of batch) {
    out[input] = parsed2.slice(k, k + own.length).filter((p) => p.value !== null && p.value !== void 0);
    k += own.length;
  }
}
var DOCUMENT_END = /^\.\.\.(?:[ \t].*)?\r?$/m;
function parseOne(doc, limits) {
  if (doc.badSeparator) {
    const message = `kubectl cannot read this document: invalid document separator "${safeReason(doc.badSeparator.text)}" (only a comment may follow ---; kubectl drops the document above it)`;
    return { doc, error: { message, line: doc.badSeparator.line, column: 1 } };
  }
  const directive = DIRECTIVE.exec(doc.text);
  if (directive) {
    const line = doc.startLine + (directive[0].match(/\n/g)?.length ?? 0);
    return {
      doc,
      error: {
        message: "kubectl cannot read this document: a %YAML or %TAG directive (kubectl cuts the stream at ---, which leaves the directive without its document)",
        line,
        column: 1
      }
    };
  }
  let text = asGoYamlReadsIt(doc.text);
  const control = CONTROL.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    return {
      doc,
      error: {
        message: `kubectl cannot read this document: control character U+${code} (go-yaml v2 refuses it)`,
        ...offsetPosition(doc, text, control.index)
      }
    };
  }
  let shifts;
  for (let attempt = 0; ; attempt++) {
    let loaded;
    try {
      loaded = load2(text, doc.file, limits);
    } catch (e) {
      const retry = attempt < 1e3 ? readAsGoYaml(text, e) : void 0;
      if (!retry) return { doc, error: yamlError(e, doc) };
      if (retry.line !== void 0) {
        shifts ??= /* @__PURE__ */ new Map();
        shifts.set(doc.startLine + retry.line, (shifts.get(doc.startLine + retry.line) ?? 0) + retry.added);
      }
      text = retry.text;
      continue;
    }
    return fromLoaded(doc, text, loaded, shifts);
  }
}
function asGoYamlReadsIt(text) {
  let out = text.replace(YAML11_BREAK, "\n");
  const bomAt = out.charCodeAt(0) === 65279 ? 0 : out.startsWith("---") && out.indexOf("\n") + 1 > 0 && out.charCodeAt(out.indexOf("\n") + 1) === 65279 ? out.indexOf("\n") + 1 : -1;
  if (bomAt >= 0) out = out.slice(0, bomAt) + out.slice(bomAt + 1);
  return out;
}
function tabLine(text, events) {
  const spans = flowSpans(events, text.length);
  let k = 0;
  TAB_LINE.lastIndex = 0;
  for (let m = TAB_LINE.exec(text); m; m = TAB_LINE.exec(text)) {
    while (k < spans.length && spans[k][1] <= m.index) k++;
    if (!(k < spans.length && spans[k][0] <= m.index)) return m.index;
  }
  return void 0;
}
function flowSpans(events, end) {
  const spans = [];
  let depth = 0;
  let flowStart = -1;
  for (const e of events) {
    const start = e.type === EVENT_ID.SCALAR ? e.valueStart : e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE ? e.start : -1;
    if (flowStart >= 0 && depth === 0 && start >= 0) {
      spans.push([flowStart, start]);
      flowStart = -1;
    }
    if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
      if (depth > 0 || e.style === COLLECTION_STYLE.FLOW) depth++;
      if (depth === 1 && flowStart < 0) flowStart = e.start;
    } else if (e.type === EVENT_ID.POP && depth > 0) depth--;
    else if (e.type === EVENT_ID.SCALAR && depth === 0 && e.style <= SCALAR_STYLE.DOUBLE_QUOTED)
      spans.push([e.valueStart, e.valueEnd]);
  }
  if (flowStart >= 0) spans.push([flowStart, end]);
  return spans;
}
function fromLoaded(doc, text, loaded, shifts) {
  const packed = packEvents(loaded.events, text);
  const value = placed(loaded.values[0] ?? null);
  const refusal = packed.refusals.find(
    (r) => packed.roots.length < 2 || r.offset < (nodeStart(packed.events, packed.roots[1] ?? -1) ?? Infinity)
  );
  if (refusal)
    return {
      doc,
      error: {
        message: `kubectl cannot read this document: ${refusal.message}`,
        ...offsetPosition(doc, text, refusal.offset)
      }
    };
  const tab = HAS_TAB_LINE.test(text) ? tabLine(text, loaded.events) : void 0;
  if (tab !== void 0)
    return {
      doc,
      error: {
        message: "kubectl cannot read this document: a tab at the start of a line (go-yaml v2 allows tabs there only inside a quoted or flow scalar or a flow collection)",
        ...offsetPosition(doc, text, tab)
      }
    };
  const bad = jsonValueError(value);
  if (bad)
    return { doc, error: { message: `kubectl cannot read this document: ${bad}`, line: doc.startLine, column: 1 } };
  keepLocator(doc, {
    events: packed.events,
    root: packed.roots[0] ?? -1,
    source: text,
    base: 0,
    ...shifts ? { shifts } : {}
  });
  return { doc, value };
}
function readAsGoYaml(text, e) {
  const err = e;
  if (!err.mark) return void 0;
  if (err.reason === "deficient indentation") {
    const lineStart = text.lastIndexOf("\n", err.mark.position - 1) + 1;
    if (text.startsWith("...", lineStart) || text.startsWith("---", lineStart)) return void 0;
    const added = 64;
    return { text: text.slice(0, lineStart) + " ".repeat(added) + text.slice(lineStart), line: err.mark.line, added };
  }
  const end = DOCUMENT_END.exec(text);
  if (end && end.index < err.mark.position) return { text: text.slice(0, end.index + 3), added: 0 };
  return void 0;
}
function offsetPosition(doc, text, offset) {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf("\n");
  return { line: doc.startLine + (before.match(/\n/g)?.length ?? 0), column: offset - nl };
}
function yamlError(e, doc) {
  const err = e;
  const reason = safeReason(err.reason ?? String(err.message ?? e).split("\n")[0] ?? "");
  return {
    message: `YAML does not parse: ${reason}`,
    ...insideDoc(doc, err.mark?.line ?? 0, (err.mark?.column ?? 0) + 1)
  };
}
function insideDoc(doc, line0, column) {
  const lines = doc.text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  const last = lines.length - 1;
  const at2 = Math.min(Math.max(line0, 0), last);
  const width = lines[at2].replace(/\r$/, "").length + 1;
  return { line: doc.startLine + at2, column: line0 > last ? width : Math.min(Math.max(column, 1), width) };
}
function safeReason(reason) {
  return reason.replace(/\S{33,}/g, (token) => `${token.slice(0, 16)}\u2026`);
}
function splitDocuments(file, text, from = 0) {
  const docs = [];
  let start = from;
  let startLine = 1;
  let line = 1;
  let pos = from;
  const rendered = text.includes("# Source: ");
  const push2 = (end, badSeparator) => {
    const slice = text.slice(start, end);
    docs.push({
      file,
      index: docs.length,
      text: slice,
      startLine,
      startOffset: start,
      template: rendered ? helmSource(slice) : void 0,
      ...badSeparator !== void 0 ? { badSeparator } : {}
    });
  };
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const lineEnd = nl === -1 ? text.length : nl;
    if (text.charCodeAt(pos) === 45 && text.startsWith("---", pos)) {
      const rest2 = text.slice(pos + 3, lineEnd).trim();
      if (rest2 !== "" && rest2[0] !== "#") {
        push2(lineEnd, { text: text.slice(pos, lineEnd).trimEnd(), line });
        start = nl === -1 ? text.length : nl + 1;
        startLine = line + 1;
      } else {
        if (pos > start) push2(pos);
        start = pos;
        startLine = line;
      }
    }
    if (nl === -1) break;
    pos = nl + 1;
    line++;
  }
  push2(text.length);
  return docs.filter((d, i) => i === 0 || d.text.length > 0 || d.badSeparator !== void 0);
}
var SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;
function helmSource(text) {
  if (text.lastIndexOf("# Source: ", 400) < 0) return void 0;
  const m = SOURCE_COMMENT.exec(text.length > 400 ? text.slice(0, 400) : text);
  return m ? m[1] : void 0;
}
function printable(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, escapeChar);
}
function printablePath(file) {
  const shown = printable(file);
  return shown.startsWith("::") ? `./${shown}` : shown;
}
function escapeChar(c) {
  const code = c.charCodeAt(0);
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "	") return "\\t";
  return code > 255 ? `\\u${code.toString(16).padStart(4, "0")}` : `\\x${code.toString(16).padStart(2, "0")}`;
}
var DEFAULT_MAX_FILE_BYTES = 32 * 1024 * 1024;
var KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var MANIFEST_EXT = /* @__PURE__ */ new Set([".yaml", ".yml", ".json"]);
async function readInputs(paths, options) {
  const out = [];
  const errors = [];
  for (const item of await listInputs(paths, options)) {
    const read = "path" in item ? await readListed(item, options) : item;
    if ("error" in read) errors.push(read.error);
    else out.push(read.input);
  }
  return { inputs: out, errors };
}
async function readListed(item, options) {
  const text = options.prefetched?.get(item.path);
  if (text !== void 0 && Buffer.byteLength(text) <= options.maxFileBytes)
    return { input: { file: item.display, text } };
  try {
    return { input: await readOne(item.path, item.display, options.maxFileBytes, item.regular) };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { error: printable(e.message) };
  }
}
async function listInputs(paths, options) {
  const out = [];
  const add = (file, display, regular) => {
    if (!options.ignored?.(display)) out.push({ path: file, display, regular });
  };
  let stdinUsed = false;
  for (const p of paths) {
    if (p === "-") {
      if (stdinUsed) continue;
      stdinUsed = true;
      const text = await options.readStdin(options.maxFileBytes);
      if (Buffer.byteLength(text) > options.maxFileBytes)
        out.push({ error: overLimit("<stdin>", options.maxFileBytes) });
      else out.push({ input: { file: "<stdin>", text } });
      continue;
    }
    const abs = import_node_path4.default.resolve(options.cwd, p);
    const info = statOrError(abs);
    if (info instanceof Error) {
      out.push({ error: printable(`${p}: ${describeFsError(info)}`) });
    } else if (info.isDirectory()) {
      try {
        const found = [];
        const errors = [];
        walk(abs, { root: import_node_fs2.realpathSync.native(abs), seen: /* @__PURE__ */ new Set(), cwd: options.cwd, found, errors });
        for (const file of found) add(file.path, file.display, true);
        for (const error of errors) out.push({ error });
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        out.push({ error: printable(e.message) });
      }
    } else {
      add(abs, displayPath(abs, options.cwd), false);
    }
  }
  return out;
}
function walk(dir, w) {
  let real;
  let entries;
  try {
    real = import_node_fs2.realpathSync.native(dir);
    if (w.seen.has(real) || !isInside(real, w.root)) return;
    w.seen.add(real);
    entries = (0, import_node_fs2.readdirSync)(dir, { withFileTypes: true });
  } catch (e) {
    unreadable(w, dir, describeFsError(e));
    return;
  }
  if (entries.some((e) => (KUSTOMIZATION_FILES.includes(e.name) || e.name === "Chart.yaml") && !e.isDirectory()))
    return;
  entries.sort(
    (a, b) => Number(a.isSymbolicLink()) - Number(b.isSymbolicLink()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
  const relDir = import_node_path4.default.relative(w.cwd, dir);
  const addFile = (full, name, realFile) => {
    if (w.seen.has(realFile)) return;
    w.seen.add(realFile);
    const rel = relDir ? relDir + import_node_path4.default.sep + name : name;
    w.found.push({ path: full, display: displayOf(rel, full), regular: true });
  };
  for (const entry of entries) {
    const name = entry.name;
    if (name === "node_modules" || name === ".git" || name === CONFIG_FILE) continue;
    const full = inFolder(dir, name);
    if (entry.isSymbolicLink()) {
      let target2;
      let info;
      try {
        target2 = import_node_fs2.realpathSync.native(full);
        info = (0, import_node_fs2.statSync)(full);
      } catch (e) {
        const err = e;
        const why = err.code === "ENOENT" ? "a link to a path that does not exist" : describeFsError(err);
        if (err.code === "ELOOP" || MANIFEST_EXT.has(import_node_path4.default.extname(name).toLowerCase())) unreadable(w, full, why);
        continue;
      }
      if (!isInside(target2, w.root)) continue;
      if (info.isDirectory()) walk(full, w);
      else if (info.isFile() && MANIFEST_EXT.has(import_node_path4.default.extname(name).toLowerCase())) addFile(full, name, target2);
    } else if (entry.isDirectory()) {
      walk(full, w);
    } else if (entry.isFile() && MANIFEST_EXT.has(import_node_path4.default.extname(name).toLowerCase())) {
      addFile(full, name, inFolder(real, name));
    }
  }
}
function unreadable(w, file, why) {
  w.errors.push(printable(`${displayPath(file, w.cwd) || "."}: ${why}`));
}
function statOrError(file) {
  try {
    return (0, import_node_fs2.statSync)(file);
  } catch (e) {
    return e;
  }
}
function statIfAny(file) {
  try {
    return (0, import_node_fs2.statSync)(file, { throwIfNoEntry: false });
  } catch {
    return void 0;
  }
}
var inFolder = (dir, name) => dir.endsWith(import_node_path4.default.sep) ? dir + name : dir + import_node_path4.default.sep + name;
async function readOne(file, display, maxBytes, regular = false) {
  const fail = (e) => {
    throw e instanceof InputError ? e : new InputError(`${display}: ${describeFsError(e)}`);
  };
  let buf;
  try {
    if (regular) buf = readRegular(file, display, maxBytes);
    else {
      const info = (0, import_node_fs2.statSync)(file);
      if (info.size > maxBytes) throw new InputError(overLimit(display, maxBytes, info.size));
      buf = info.isFile() ? (0, import_node_fs2.readFileSync)(file) : await readBounded(file, display, maxBytes);
    }
  } catch (e) {
    return fail(e);
  }
  if (buf.length > maxBytes) throw new InputError(overLimit(display, maxBytes, buf.length));
  if (buf.includes(0))
    throw new InputError(`${display}: binary file (contains NUL bytes); expected text: YAML, JSON or PEM`);
  return { file: display, text: buf.toString("utf8") };
}
var scratch2;
function readRegular(file, display, maxBytes) {
  const fd = (0, import_node_fs2.openSync)(file, "r");
  try {
    let buf = scratch2 ??= Buffer.allocUnsafe(64 * 1024);
    let n = 0;
    for (; ; ) {
      if (n === buf.length) {
        const { size } = (0, import_node_fs2.fstatSync)(fd);
        if (size > maxBytes) throw new InputError(overLimit(display, maxBytes, size));
        buf = Buffer.concat([buf, Buffer.allocUnsafe(Math.max(size + 1 - n, buf.length))]);
      }
      const r = (0, import_node_fs2.readSync)(fd, buf, n, buf.length - n, null);
      if (r === 0) return buf.subarray(0, n);
      n += r;
      if (n > maxBytes) throw new InputError(overLimit(display, maxBytes, Math.max((0, import_node_fs2.fstatSync)(fd).size, n)));
    }
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
async function readBounded(file, display, maxBytes) {
  const handle = await import_node_fs2.promises.open(file, "r");
  try {
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const { bytesRead, buffer } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, null);
      if (bytesRead === 0) return Buffer.concat(chunks);
      total += bytesRead;
      if (total > maxBytes) throw new InputError(overLimit(display, maxBytes));
      chunks.push(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}
function overLimit(display, maxBytes, size) {
  const what = size === void 0 ? "input is" : `file is ${size} bytes,`;
  return `${display}: ${what} over the ${maxBytes}-byte limit (raise it with --max-file-size)`;
}
function isInside(p, root) {
  const rel = import_node_path4.default.relative(root, p);
  return rel === "" || !leavesFolder(rel) && !import_node_path4.default.isAbsolute(rel);
}
function leavesFolder(rel) {
  return rel === ".." || rel.startsWith(".." + import_node_path4.default.sep);
}
function displayPath(abs, cwd) {
  return displayOf(import_node_path4.default.relative(cwd, abs), abs);
}
function displayOf(rel, abs) {
  if (!rel || leavesFolder(rel) || import_node_path4.default.isAbsolute(rel)) return abs;
  return import_node_path4.default.sep === "/" ? rel : rel.split(import_node_path4.default.sep).join("/");
}
function describeFsError(e) {
  switch (e.code) {
    case "ENOENT":
      return "no such file or directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EISDIR":
      return "is a directory";
    case "ELOOP":
      return "too many levels of symbolic links";
    default:
      return e.message;
  }
}
function loadOneDocument(text) {
  try {
    return placed(load(text, { schema: KUBECTL_SCHEMA }));
  } catch (e) {
    if (e.reason === "expected a document, but the input is empty") return null;
    throw e;
  }
}
function describeSchemaErrors(file, errors) {
  if (!errors?.length) return `${file}: does not match its schema`;
  const spoken = new Set(
    errors.filter((e) => e.keyword !== "type" && e.keyword !== "anyOf").map((e) => e.instancePath)
  );
  const meant = errors.filter((e) => e.keyword !== "anyOf" && !(e.keyword === "type" && spoken.has(e.instancePath)));
  const parts = [...new Set((meant.length ? meant : errors).map(describeOne))].slice(0, 3);
  return `${file}: ${parts.join("; ")}`;
}
function describeOne(first) {
  let where3 = first.instancePath.replace(/^\//, "").split("/").filter(Boolean).map((p) => /^\d+$/.test(p) ? `[${p}]` : `.${p.replace(/~1/g, "/").replace(/~0/g, "~")}`).join("").replace(/^\./, "");
  let what = first.message ?? first.keyword;
  if (first.keyword === "additionalProperties") {
    const extra = String(first.params.additionalProperty);
    where3 = where3 ? `${where3}.${extra}` : extra;
    what = "is not a known key";
  } else if (first.keyword === "enum") {
    what = `must be one of ${first.params.allowedValues.map(String).join(", ")}`;
  } else if (first.keyword === "required") {
    where3 = where3 ? `${where3}.${String(first.params.missingProperty)}` : String(first.params.missingProperty);
    what = "is required";
  }
  return `${where3 || "(top level)"} ${what}`;
}
var CONFIG_FILE = ".webhook-cert-gate.yaml";
async function loadConfig(cwd, explicit) {
  const file = explicit ? import_node_path3.default.resolve(cwd, explicit) : import_node_path3.default.join(cwd, CONFIG_FILE);
  const shown = explicit ?? CONFIG_FILE;
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(file, "utf8");
  } catch (e) {
    if (!explicit && e.code === "ENOENT") return {};
    throw new InputError(`${shown}: ${describeFsError(e)}`);
  }
  let data;
  try {
    data = loadOneDocument(text) ?? {};
  } catch (e) {
    const err = e;
    throw new InputError(
      `${shown}:${(err.mark?.line ?? 0) + 1}: config does not parse: ${safeReason(err.reason ?? String(e).split("\n")[0])}`
    );
  }
  offAsFalse(data);
  const { validateConfig } = await Promise.resolve().then(() => require("./validators-M72LYBR5.cjs"));
  if (!validateConfig(data)) throw new InputError(describeSchemaErrors(shown, validateConfig.errors));
  const config = data;
  const base = import_node_path3.default.dirname(file);
  const resolve = (list) => list?.map((p) => import_node_path3.default.resolve(base, p));
  const { profiles, ...rest2 } = config;
  const owners = [...resolve(profiles) ?? [], ...resolve(config.owners) ?? []];
  return { ...rest2, ...owners.length ? { owners } : {}, source: shown };
}
function offAsFalse(data) {
  const rules = data?.rules;
  if (typeof rules !== "object" || rules === null || Array.isArray(rules)) return;
  for (const [id, value] of Object.entries(rules)) {
    if (value === false) rules[id] = "off";
    else if (Array.isArray(value) && value[0] === false) value[0] = "off";
  }
}
function globMatcher(patterns) {
  if (!patterns.length) return () => false;
  const res = patterns.map(
    (p) => new RegExp(`^${p.includes("/") ? "" : "(?:.*/)?"}${globToRegex(p.replace(/^\.\//, ""))}(?:/.*)?$`)
  );
  return (file) => res.some((re) => re.test(file));
}
function pathMatcher(patterns) {
  const res = patterns.map((p) => new RegExp(`^${globToRegex(p.replace(/^\.\//, "").replace(/\/+$/, ""))}$`));
  return (p) => res.some((re) => re.test(p));
}
function globToRegex(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      re += ".*";
      i++;
      if (glob[i + 1] === "/") i++;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return re;
}
var OWNER_FILES = JSON.parse(`[{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"antrea-controller","description":"Antrea's controller (CACertController)","cites":[{"repo":"antrea-io/antrea","ref":"v2.7.0","commit":"e59003c2c1b13a961ff58a6d7b8f1133049d0bf0","file":"pkg/apiserver/certificate/cacert_controller.go","function":"CACertController.syncCACert","note":"the CA ConfigMap, then syncAPIServices, syncMutatingWebhooks, syncValidatingWebhooks, syncConversionWebhooks"}],"match":{"images":["antrea/antrea-controller-ubuntu","antrea/antrea-controller-ubi"]},"controller":{"versions":{"below":"3"},"writes":[{"kind":"APIService","labels":{"app":"antrea","served-by":"antrea-controller"}},{"kind":"MutatingWebhookConfiguration","labels":{"app":"antrea","served-by":"antrea-controller"}},{"kind":"ValidatingWebhookConfiguration","labels":{"app":"antrea","served-by":"antrea-controller"}},{"kind":"CustomResourceDefinition","labels":{"app":"antrea","served-by":"antrea-controller"}}],"certificate":"shared-secret","secretName":{"default":"antrea-controller-tls"}},"reload":{"mode":"secret-watch","modes":[{"when":{"setting":{"configKey":"selfSignedCert","default":"true"},"in":["false"]},"mode":"file-watch"}],"source":[]},"source":"policies/owners/antrea-controller.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"argo-cd","description":"the Argo CD Application","cites":[{"repo":"argoproj/argo-cd","ref":"v3.5.1","commit":"109ca7ca71139e514114499d294a492e7910a965","file":"controller/sync.go","function":"appStateManager.SyncAppState","note":"RespectIgnoreDifferences=true applies the live value of ignored fields; without it the desired manifest is applied whole"}],"gitops":{"kind":"Application","apiGroup":"argoproj.io","trackingLabel":"app.kubernetes.io/instance","trackingAnnotation":"argocd.argoproj.io/tracking-id","ignoreDifferences":"spec.ignoreDifferences","selfHeal":"spec.syncPolicy.automated.selfHeal","syncOptions":"spec.syncPolicy.syncOptions","respectIgnoreOption":"RespectIgnoreDifferences=true","settings":{"configMap":"argocd-cm","ignoreDifferencesPrefix":"resource.customizations.ignoreDifferences.","ignoreDifferencesAll":"all","customizationsKey":"resource.customizations"},"applicationNamespaces":{"configMap":"argocd-cmd-params-cm","key":"application.namespaces"}},"hooks":{"annotation":"argocd.argoproj.io/hook","everyChange":["PreSync","Sync","PostSync"],"change":"Argo CD sync"},"source":"policies/owners/argo-cd.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"cert-manager","description":"cert-manager's CA injector (cainjector)","annotations":[{"key":"cert-manager.io/inject-ca-from","refers":"certificate"},{"key":"cert-manager.io/inject-ca-from-secret","refers":"secret"},{"key":"cert-manager.io/inject-apiserver-ca","refers":"enabled"}],"certificate":{"kind":"Certificate","apiGroup":"cert-manager.io","secretNameField":"spec.secretName"},"expiryMetric":"certmanager_certificate_expiration_timestamp_seconds","secret":{"type":"kubernetes.io/tls","readKeys":["ca.crt"],"caKey":"ca.crt","certKey":"tls.crt","keyKey":"tls.key"},"source":"policies/owners/cert-manager.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"cloudnative-pg","description":"the CloudNativePG operator's PKI setup","cites":[{"repo":"cloudnative-pg/cloudnative-pg","ref":"v1.30.0","commit":"4b5e244a7d031f67e025c83c1555e7726ecbbfa1","file":"internal/cmd/manager/controller/controller.go","function":"RunController","note":"ensurePKI before mgr.Start: in every replica, --leader-elect or not"}],"match":{"images":["cloudnative-pg/cloudnative-pg"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"MutatingWebhookConfiguration","names":["cnpg-mutating-webhook-configuration"],"when":[{"setting":{"env":"ENABLE_WEBHOOK_NAMESPACE_SUFFIX","default":"false","overriddenBy":[{"kind":"ConfigMap","name":{"flag":"config-map-name","default":""}},{"kind":"Secret","name":{"flag":"secret-name","default":""}}]},"in":["0","f","F","FALSE","false","False"]}]},{"kind":"ValidatingWebhookConfiguration","names":["cnpg-validating-webhook-configuration"],"when":[{"setting":{"env":"ENABLE_WEBHOOK_NAMESPACE_SUFFIX","default":"false","overriddenBy":[{"kind":"ConfigMap","name":{"flag":"config-map-name","default":""}},{"kind":"Secret","name":{"flag":"secret-name","default":""}}]},"in":["0","f","F","FALSE","false","False"]}]},{"kind":"MutatingWebhookConfiguration","name":{"env":"OPERATOR_NAMESPACE"},"nameFormat":"cnpg-mutating-webhook-configuration-{}","when":[{"setting":{"env":"ENABLE_WEBHOOK_NAMESPACE_SUFFIX","default":"false","overriddenBy":[{"kind":"ConfigMap","name":{"flag":"config-map-name","default":""}},{"kind":"Secret","name":{"flag":"secret-name","default":""}}]},"in":["1","t","T","TRUE","true","True"]}]},{"kind":"ValidatingWebhookConfiguration","name":{"env":"OPERATOR_NAMESPACE"},"nameFormat":"cnpg-validating-webhook-configuration-{}","when":[{"setting":{"env":"ENABLE_WEBHOOK_NAMESPACE_SUFFIX","default":"false","overriddenBy":[{"kind":"ConfigMap","name":{"flag":"config-map-name","default":""}},{"kind":"Secret","name":{"flag":"secret-name","default":""}}]},"in":["1","t","T","TRUE","true","True"]}]}],"disabledWhen":[{"setting":{"env":"WEBHOOK_CERT_DIR","overriddenBy":[{"kind":"ConfigMap","name":{"flag":"config-map-name","default":""}},{"kind":"Secret","name":{"flag":"secret-name","default":""}}]},"set":true},{"setting":{"env":"MANAGE_WEBHOOK_CONFIGURATIONS","default":"true","overriddenBy":[{"kind":"ConfigMap","name":{"flag":"config-map-name","default":""}},{"kind":"Secret","name":{"flag":"secret-name","default":""}}]},"in":["0","f","F","FALSE","false","False"]}],"certificate":"shared-secret","secretName":{"default":"cnpg-webhook-cert"},"leaderElection":{"setting":{"flag":"leader-elect","boolean":true,"default":"false"}}},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/cloudnative-pg.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"controller-mesh","description":"KusionStack controller-mesh (ctrlmesh-manager)","match":{"images":["kusionstack/ctrlmesh-manager"]},"embeds":["lineage"],"lineage":{"defaults":{"secretName":"ctrlmesh-webhook-certs","serviceName":"ctrlmesh-webhook-service","namespace":"ctrlmesh","port":9443,"mutatingName":"ctrlmesh-mutating","validatingName":"ctrlmesh-validating"}},"source":"policies/owners/controller-mesh.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"dapr-injector","description":"Dapr's sidecar injector (caBundle from the shared trust anchors)","cites":[{"repo":"dapr/dapr","ref":"v1.18.3","commit":"2dcf2e3548faf3c740b3d29ee300e2132db65cff","file":"cmd/injector/app/app.go","function":"Run","note":"Patch of /webhooks/0/clientConfig/caBundle on dapr-sidecar-injector in every replica"}],"match":{"images":["dapr/injector"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"MutatingWebhookConfiguration","names":["dapr-sidecar-injector"],"entries":"first"}],"certificate":"shared-secret","secretName":{"default":"dapr-trust-bundle"}},"reload":{"mode":"in-process","source":[]},"source":"policies/owners/dapr-injector.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"dapr-operator","description":"Dapr's operator (CRD conversion caBundle from the shared trust anchors)","cites":[{"repo":"dapr/dapr","ref":"v1.18.3","commit":"2dcf2e3548faf3c740b3d29ee300e2132db65cff","file":"pkg/operator/operator.go","function":"operator.patchConversionWebhooksInCRDs","note":"JSON patch of spec.conversion.webhook.clientConfig.caBundle of subscriptions.dapr.io"}],"match":{"images":["dapr/operator"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"CustomResourceDefinition","names":["subscriptions.dapr.io"]}],"certificate":"shared-secret","secretName":{"default":"dapr-trust-bundle"}},"reload":{"mode":"in-process","source":[]},"source":"policies/owners/dapr-operator.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"emissary-apiext","description":"Emissary-ingress's apiext (leader-elected CA and CRD conversion caBundle)","cites":[{"repo":"emissary-ingress/emissary","ref":"v4.1.0","commit":"5497a66908186400d16de0a4fba3e467f4b55e46","file":"cmd/apiext/main.go","function":"main","note":"DISABLE_CRD_MANAGEMENT and DISABLE_CA_MANAGEMENT, each when non-empty; --crd-label-selector"}],"match":{"images":["emissary-ingress/apiext"]},"controller":{"versions":{"below":"5"},"writes":[{"kind":"CustomResourceDefinition","names":["*.getambassador.io"]}],"disabledWhen":[{"setting":{"env":"DISABLE_CRD_MANAGEMENT"},"set":true}],"certificate":"shared-secret","secretName":{"default":"emissary-ingress-webhook-ca"},"leaderElection":{"setting":{"default":"true"}}},"reload":{"mode":"secret-watch","source":[]},"source":"policies/owners/emissary-apiext.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"external-secrets-cert-controller","description":"the External Secrets Operator cert controller (certcontroller)","cites":[{"repo":"external-secrets/external-secrets","ref":"v2.9.0","commit":"378bdb622ed9712ef4a58370f6a17af033b7d343","file":"cmd/controller/certcontroller.go","function":"certcontrollerCmd","note":"the certcontroller subcommand of the one image"}],"match":{"images":["external-secrets/external-secrets"]},"controller":{"versions":{"below":"3"},"writes":[{"kind":"CustomResourceDefinition","names":["externalsecrets.external-secrets.io","clustersecretstores.external-secrets.io","secretstores.external-secrets.io"]},{"kind":"ValidatingWebhookConfiguration","names":["secretstore-validate","externalsecret-validate"]}],"enabledWhen":[{"setting":{"flag":"secret-namespace"},"set":true}],"certificate":"shared-secret","secretName":{"flag":"secret-name","default":"external-secrets-webhook"},"leaderElection":{"setting":{"flag":"enable-leader-election","boolean":true,"default":"false"}}},"secret":{"type":"Opaque","readKeys":["ca.crt","ca.key","tls.crt","tls.key"],"caKey":"ca.crt","caPrivateKey":"ca.key","certKey":"tls.crt","keyKey":"tls.key"},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/external-secrets-cert-controller.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"fluid-webhook","description":"Fluid's admission webhook (its certificate builder)","cites":[{"repo":"fluid-cloudnative/fluid","ref":"v1.0.8","commit":"de578cd23c56a83b527ac00586ab1659cf460f68","file":"cmd/webhook/app/webhook.go","function":"handle","note":"LeaderElection false; BuildOrSyncCABundle(WebhookServiceName, certDir), then SetupWatcherForWebhook, in every process"}],"match":{"images":["fluidcloudnative/fluid-webhook"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"MutatingWebhookConfiguration","names":["fluid-pod-admission-webhook"]}],"certificate":"shared-secret","secretName":{"default":"fluid-webhook-certs"}},"reload":{"mode":"restart","source":[]},"source":"policies/owners/fluid-webhook.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"flux-helmrelease","description":"the Flux HelmRelease","cites":[{"repo":"fluxcd/helm-controller","ref":"v1.6.3","commit":"372c34e2b4a455d24ef6cbb8321c82c4533dbbd8","file":"main.go","function":"main","note":"kube.ManagedFieldsManager = controllerName (helm-controller): the field manager of installs, upgrades and drift corrections"}],"gitops":{"kind":"HelmRelease","apiGroup":"helm.toolkit.fluxcd.io","trackingLabel":"helm.toolkit.fluxcd.io/name","ignoreDifferences":"spec.driftDetection.ignore","ignoreRule":{"pointers":"paths","target":"target"},"skipAnnotations":[{"key":"helm.toolkit.fluxcd.io/driftDetection","values":["disabled"]}],"suspend":"spec.suspend","driftCorrection":{"path":"spec.driftDetection.mode","values":["enabled"]}},"renderer":{"labels":[{"key":"helm.toolkit.fluxcd.io/name"}],"releaseLabels":["helm.toolkit.fluxcd.io/name"],"fieldManagers":["helm-controller"]},"source":"policies/owners/flux-helmrelease.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"flux-kustomization","description":"the Flux Kustomization","cites":[{"repo":"fluxcd/kustomize-controller","ref":"v1.9.4","commit":"1324b615da01038e2859cbcde604bd5434f21933","file":"internal/controller/kustomization_controller.go","function":"KustomizationReconciler.apply","note":"server-side apply of the build: ExclusionSelector reconcile=disabled and ssa=Ignore, IfNotPresentSelector ssa=IfNotPresent, spec.ignore as DriftIgnoreRules"}],"gitops":{"kind":"Kustomization","apiGroup":"kustomize.toolkit.fluxcd.io","trackingLabel":"kustomize.toolkit.fluxcd.io/name","ignoreDifferences":"spec.ignore","ignoreRule":{"pointers":"paths","target":"target"},"skipAnnotations":[{"key":"kustomize.toolkit.fluxcd.io/ssa","values":["Ignore","IfNotPresent"]},{"key":"kustomize.toolkit.fluxcd.io/reconcile","values":["disabled"]}],"suspend":"spec.suspend","keepsCaBundleOf":["CustomResourceDefinition"]},"source":"policies/owners/flux-kustomization.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"frr-k8s","description":"the FRR-K8s status cleaner's cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"metallb/frr-k8s","ref":"v0.0.25","commit":"fc9b433c54374deeb461db3bd8ea91084e589837","file":"cmd/statuscleaner/main.go","function":"main","note":"Go flag: --disable-cert-rotation (false), --webhook-port (19443), --cert-dir, --cert-service-name (frr-k8s-webhook-service), --restart-on-rotator-secret-refresh (false); setupCertRotation unless disableCertRotation; no LeaderElection"}],"match":{"images":["metallb/frr-k8s"]},"controller":{"versions":{"below":"0.1"},"writes":[{"kind":"ValidatingWebhookConfiguration","names":["frr-k8s-validating-webhook-configuration"]}],"enabledWhen":[{"setting":{"flag":"webhook-port"},"set":true}],"disabledWhen":[{"setting":{"flag":"disable-cert-rotation","boolean":true,"default":"false"},"in":["1","t","T","TRUE","true","True"]}],"certificate":"shared-secret","secretName":{"default":"frr-k8s-webhook-server-cert"},"caKey":"ca.crt","createsSecret":false},"reload":{"mode":"file-watch","source":[],"note":"with --restart-on-rotator-secret-refresh a rotating process also exits after it refreshes the Secret"},"source":"policies/owners/frr-k8s.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"gatekeeper","description":"the Gatekeeper cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"open-policy-agent/gatekeeper","ref":"v3.23.0","commit":"cdf332c3f2762c616d4b6f433712a8d7ed62b3d8","file":"main.go","function":"innerMain","note":"rotator.AddRotator unless --disable-cert-rotation; Secret gatekeeper-webhook-server-cert"}],"embeds":["cert-controller"],"match":{"images":["openpolicyagent/gatekeeper"]},"controller":{"versions":{"below":"4"},"writes":[{"kind":"ValidatingWebhookConfiguration","name":{"flag":"validating-webhook-configuration-name","default":"gatekeeper-validating-webhook-configuration"},"when":[{"setting":{"flag":"operation","repeated":true,"default":"audit,generate,mutation-controller,mutation-status,mutation-webhook,status,webhook"},"in":["webhook"]}]},{"kind":"MutatingWebhookConfiguration","name":{"flag":"mutating-webhook-configuration-name","default":"gatekeeper-mutating-webhook-configuration"},"when":[{"setting":{"flag":"operation","repeated":true,"default":"audit,generate,mutation-controller,mutation-status,mutation-webhook,status,webhook"},"in":["mutation-webhook"]}]}],"disabledWhen":[{"setting":{"flag":"disable-cert-rotation","boolean":true,"default":"false"},"in":["1","t","T","TRUE","true","True"]}],"secretName":{"default":"gatekeeper-webhook-server-cert"}},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/gatekeeper.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"generic","description":"Any controller of the same certificate-writer lineage (WEBHOOK_CERT_WRITER / WEBHOOK_HOST / SECRET_NAME)","match":{"envAny":["WEBHOOK_CERT_WRITER","WEBHOOK_HOST","SECRET_NAME"]},"embeds":["lineage"],"lineage":{"env":{"mutatingName":"MUTATING_WEBHOOK_NAME","validatingName":"VALIDATING_WEBHOOK_NAME"}},"source":"policies/owners/generic.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"helm-upgrade","description":"Helm","cites":[{"repo":"helm/helm","ref":"v3.21.4","commit":"813176c51bb5c181dbbd7901298ddcc104cd3417","file":"pkg/kube/client.go","function":"createPatch","note":"three-way merge of the old manifest, the live object and the new manifest"}],"renderer":{"labels":[{"key":"app.kubernetes.io/managed-by","value":"Helm"},{"key":"helm.sh/chart"}],"releaseLabels":["app.kubernetes.io/instance"],"fieldManagers":["helm"]},"hooks":{"annotation":"helm.sh/hook","everyChange":["pre-upgrade","post-upgrade"],"change":"helm upgrade"},"source":"policies/owners/helm-upgrade.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"hnc","description":"the HNC manager's cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"kubernetes-sigs/hierarchical-namespaces","ref":"v1.1.0","commit":"4d4a0c80b0c19a2720b3ecdc4788cf764c07fc57","file":"internal/setup/webhooks.go","function":"ManageCerts","note":"CertRotator on Secret hnc-webhook-server-cert (const secretName) in the HNC namespace; Webhooks: hnc-validating-webhook-configuration, hnc-mutating-webhook-configuration (consts vwhName, mwhName), no CRD conversion; CertDir /tmp/k8s-webhook-server/serving-certs"}],"match":{"images":["k8s-staging-multitenancy/hnc-manager"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"ValidatingWebhookConfiguration","names":["hnc-validating-webhook-configuration"]},{"kind":"MutatingWebhookConfiguration","names":["hnc-mutating-webhook-configuration"]}],"enabledWhen":[{"setting":{"flag":"enable-internal-cert-management","boolean":true,"default":"false"},"in":["1","t","T","TRUE","true","True"]}],"disabledWhen":[{"setting":{"flag":"webhooks-only","boolean":true,"default":"false"},"in":["1","t","T","TRUE","true","True"]}],"certificate":"shared-secret","secretName":{"default":"hnc-webhook-server-cert"},"caKey":"ca.crt","createsSecret":false},"reload":{"mode":"file-watch","source":[],"note":"with --cert-restart-on-secret-refresh (the chart's default) a rotating process also exits after it refreshes the Secret; the restarted container reads the files the kubelet has synced"},"source":"policies/owners/hnc.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"istiod","description":"istiod","cites":[{"repo":"istio/istio","ref":"1.30.3","commit":"56df41f63e513f834c9a3af33d8aed82d1d961f2","file":"pkg/webhooks/webhookpatch.go","function":"WebhookCertPatcher.patchMutatingWebhookConfig","note":"skips configurations whose istio.io/rev label is not its revision; caBundle of every entry whose name ends with the injector's webhook name"}],"match":{"images":["pilot"]},"controller":{"versions":{"below":"2"},"webhooks":[{"names":["rev.validation.istio.io"],"caBundle":true,"failurePolicy":"Fail"},{"names":["validation.istio.io","*.sidecar-injector.istio.io"],"caBundle":true}],"writes":[{"kind":"MutatingWebhookConfiguration","labelFrom":{"label":"istio.io/rev","setting":{"env":"REVISION","default":""}}},{"kind":"ValidatingWebhookConfiguration","labelFrom":{"label":"istio.io/rev","setting":{"env":"REVISION","default":""}}}],"certificate":"shared-secret","roots":[{"description":"the root mounted at /var/run/secrets/istiod/ca (certificates from an external issuer such as istio-csr, ENABLE_CA_SERVER=false)","when":{"setting":{"env":"ENABLE_CA_SERVER","default":"true"},"in":["false","0","f","F","FALSE","False"]},"mount":"/var/run/secrets/istiod/ca","key":"root-cert.pem"},{"description":"the cluster's CA (PILOT_CERT_PROVIDER=k8s.io/<signer>)","when":{"setting":{"env":"PILOT_CERT_PROVIDER","default":"istiod"},"prefixes":["k8s.io/"]}},{"description":"the plugged-in CA (Secret cacerts at /etc/cacerts)","mount":"/etc/cacerts","key":"root-cert.pem"}]},"reload":{"mode":"in-process","source":[],"note":"file-watch when istiod serves certificates mounted at /var/run/secrets/istiod/tls"},"source":"policies/owners/istiod.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"jobset","description":"the JobSet cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"kubernetes-sigs/jobset","ref":"v0.12.0","commit":"f22e565ac3cc3265c7c45ef67ecffdc689af5d77","file":"pkg/util/cert/cert.go","function":"CertsManager","note":"CertRotator on Secret webhookSecretName in the operator namespace; Webhooks: the two fixed configuration names, no CRD conversion; RequireLeaderElection not set (false)"}],"embeds":["cert-controller"],"match":{"images":["jobset/jobset"]},"controller":{"versions":{"below":"0.14"},"writes":[{"kind":"ValidatingWebhookConfiguration","names":["jobset-validating-webhook-configuration"]},{"kind":"MutatingWebhookConfiguration","names":["jobset-mutating-webhook-configuration"]}],"disabledWhen":[{"setting":{"configKey":"internalCertManagement.enable","default":"true"},"in":["false"]}],"secretName":{"configKey":"internalCertManagement.webhookSecretName","default":"jobset-webhook-server-cert"}},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/jobset.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"keda","description":"the KEDA operator's cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"kedacore/keda","ref":"v2.20.2","commit":"68a5b5028f35b22d50597c69819ab32c4e92f21a","file":"cmd/operator/main.go","function":"main","note":"--enable-cert-rotation (false), --cert-secret-name (kedaorg-certs), --validating-webhook-name (keda-admission), --enable-webhook-patching, --enable-apiservice-patching (true)"}],"embeds":["cert-controller"],"match":{"images":["kedacore/keda"]},"controller":{"versions":{"below":"3"},"writes":[{"kind":"ValidatingWebhookConfiguration","name":{"flag":"validating-webhook-name","default":"keda-admission"},"when":[{"setting":{"flag":"enable-webhook-patching","boolean":true,"default":"true"},"in":["1","t","T","TRUE","true","True"]}]},{"kind":"APIService","names":["v1beta1.external.metrics.k8s.io"],"when":[{"setting":{"flag":"enable-apiservice-patching","boolean":true,"default":"true"},"in":["1","t","T","TRUE","true","True"]}]}],"enabledWhen":[{"setting":{"flag":"enable-cert-rotation","boolean":true,"default":"false"},"in":["1","t","T","TRUE","true","True"]}],"secretName":{"flag":"cert-secret-name","default":"kedaorg-certs"},"createsSecret":true},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/keda.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"koordinator","description":"Koordinator koord-manager","match":{"images":["koordinator-sh/koord-manager"],"workloadNames":["koord-manager"],"charts":["koordinator"]},"embeds":["lineage"],"lineage":{"env":{"mutatingName":"MUTATING_WEBHOOK_NAME","validatingName":"VALIDATING_WEBHOOK_NAME"},"defaults":{"secretName":"koordinator-webhook-certs","serviceName":"koordinator-webhook-service","namespace":"koordinator-system","mutatingName":"koordinator-mutating-webhook-configuration","validatingName":"koordinator-validating-webhook-configuration"},"values":{"replicas":"manager.replicas","image":"manager.image.repository","namespace":"installation.namespace","hostNetwork":"manager.hostNetwork","featureGates":"featureGates","webhooks":[{"configuration":"mutating","name":"mpod-create.koordinator.sh","policyKey":"webhookConfiguration.failurePolicy.pods","unless":"PodMutatingWebhook=false"},{"configuration":"mutating","name":"mpod-update.koordinator.sh","policyKey":"webhookConfiguration.failurePolicy.pods","unless":"PodMutatingWebhook=false"},{"configuration":"mutating","name":"melasticquota.koordinator.sh","policyKey":"webhookConfiguration.failurePolicy.elasticquotas","unless":"ElasticMutatingWebhook=false"},{"configuration":"mutating","name":"mnode-status.koordinator.sh","policyKey":"webhookConfiguration.failurePolicy.nodeStatus","when":"NodeMutatingWebhook=true"},{"configuration":"mutating","name":"mreservation-create.koordinator.sh","policyKey":"webhookConfiguration.failurePolicy.reservations","when":"ReservationMutatingWebhook=true"},{"configuration":"validating","name":"vconfigmap.koordinator.sh","policy":"Fail","when":"ConfigMapValidatingWebhook=true"},{"configuration":"validating","name":"vnode.koordinator.sh","policyKey":"webhookConfiguration.failurePolicy.nodes","when":"NodeValidatingWebhook=true"},{"configuration":"validating","name":"vpod.koordinator.sh","policyKey":"webhookConfiguration.failurePolicy.pods","unless":"PodValidatingWebhook=false"},{"configuration":"validating","name":"velasticquota.koordinator.sh","policyKey":"webhookConfiguration.failurePolicy.elasticquotas","unless":"ElasticValidatingWebhook=false"}],"rendered":{"maxUnavailable":0,"maxSurge":"100%","secret":true}}},"source":"policies/owners/koordinator.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kruise-game","description":"the kruise-game manager (per-pod CA)","cites":[{"repo":"openkruise/kruise-game","ref":"v1.0.0","commit":"afb9896ebf770382307257aacb54accd033aef54","file":"pkg/webhook/webhook.go","function":"Webhook.Initialize","note":"NewFSCertWriter, EnsureCert, then caBundle of both configurations"}],"match":{"images":["openkruise/kruise-game-manager"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"MutatingWebhookConfiguration","names":["kruise-game-mutating-webhook"]},{"kind":"ValidatingWebhookConfiguration","names":["kruise-game-validating-webhook"]}],"disabledWhen":[{"setting":{"flag":"enable-cert-generation","boolean":true,"default":"true"},"in":["0","f","F","FALSE","false","False"]}],"certificate":"per-pod"},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/kruise-game.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kruise-rollouts","description":"Kruise Rollouts controller","match":{"images":["openkruise/kruise-rollout"],"workloadNames":["kruise-rollout-controller-manager"],"charts":["kruise-rollout"]},"embeds":["lineage"],"lineage":{"defaults":{"secretName":"kruise-rollout-webhook-certs","serviceName":"kruise-rollout-webhook-service","namespace":"kruise-rollout","mutatingName":"kruise-rollout-mutating-webhook-configuration","validatingName":"kruise-rollout-validating-webhook-configuration"},"values":{"replicas":"replicaCount","image":"image.repository","namespace":"installation.namespace","featureGates":"rollout.featureGates","webhooks":[{"configuration":"mutating","name":"munifiedworload.kb.io","policy":"Fail"},{"configuration":"validating","name":"vrollout.kb.io","policy":"Fail"}],"rendered":{"workloadName":"kruise-rollout-controller-manager","maxUnavailable":0,"maxSurge":"100%"}}},"source":"policies/owners/kruise-rollouts.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kube-webhook-certgen-jkroepke","description":"the kube-webhook-certgen patch Job (jkroepke's fork)","cites":[{"repo":"jkroepke/kube-webhook-certgen","ref":"v1.7.3","commit":"4a233600ba7f4180bdca03a332ffb4c58879800a","file":"cmd/create.go","function":"createCommand","note":"generates only on ErrNoSecret; else logs that the secret already exists"}],"embeds":["kube-webhook-certgen"],"match":{"images":["jkroepke/kube-webhook-certgen"]},"source":"policies/owners/kube-webhook-certgen-jkroepke.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kube-webhook-certgen-oam-dev","description":"the kube-webhook-certgen patch Job (KubeVela's fork)","cites":[{"repo":"oam-dev/kube-webhook-certgen","ref":"v2.4.1","commit":"1072771b1e2cfe7b5fea9683b02afd7246664406","file":"cmd/create.go","function":"createCommand","note":"generates only when GetCaFromSecret finds no CA; else logs that the secret already exists"}],"embeds":["kube-webhook-certgen"],"match":{"images":["oamdev/kube-webhook-certgen"]},"source":"policies/owners/kube-webhook-certgen-oam-dev.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kube-webhook-certgen","description":"the kube-webhook-certgen patch Job","embeds":["kube-webhook-certgen"],"match":{"images":["ingress-nginx/kube-webhook-certgen","jet/kube-webhook-certgen","liangjw/kube-webhook-certgen","kube-webhook-certgen"]},"source":"policies/owners/kube-webhook-certgen.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kubeflow-trainer","description":"the Kubeflow Trainer controller manager's cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"kubeflow/trainer","ref":"v2.3.0","commit":"658725bdae5c7e3a0854d93ac6ff492e109a22ab","file":"pkg/util/cert/cert.go","function":"ManageCerts","note":"CertRotator on Secret cfg.WebhookSecretName in the operator namespace; Webhooks: the validating and mutating names main passes, no CRD conversion; RequireLeaderElection false; CertDir /tmp/k8s-webhook-server/serving-certs"}],"embeds":["cert-controller"],"match":{"images":["kubeflow/trainer/trainer-controller-manager"]},"controller":{"versions":{"below":"3"},"writes":[{"kind":"ValidatingWebhookConfiguration","names":["validator.trainer.kubeflow.org"]},{"kind":"MutatingWebhookConfiguration","names":["defaulter.trainer.kubeflow.org"]}],"disabledWhen":[{"setting":{"configKey":"certManagement.enable","default":"true"},"in":["false"]}],"secretName":{"configKey":"certManagement.webhookSecretName","default":"kubeflow-trainer-webhook-cert"}},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/kubeflow-trainer.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kubewarden-controller","description":"Kubewarden's controller (CertReconciler on the CA root Secret)","cites":[{"repo":"kubewarden/kubewarden-controller","ref":"v1.35.0","commit":"9462fe11de6ba81404ef0cb88fc0346f877d04a1","file":"internal/controller/cert_controller.go","function":"CertReconciler.reconcileCARoot","note":"a new CA only when VerifyCA fails; written into the Secret, then into every labelled configuration"}],"match":{"images":["kubewarden/adm-controller/controller","kubewarden/kubewarden-controller"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"MutatingWebhookConfiguration","labels":{"app.kubernetes.io/part-of":"kubewarden"}},{"kind":"ValidatingWebhookConfiguration","labels":{"app.kubernetes.io/part-of":"kubewarden"}}],"certificate":"shared-secret","secretName":{"default":"kubewarden-ca"}},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/kubewarden-controller.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kueue","description":"the Kueue cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"kubernetes-sigs/kueue","ref":"v0.19.2","commit":"8eab68778fc1b52affe165fdf5af29d1e9b4f3cb","file":"pkg/util/cert/cert.go","function":"buildCertRotatorConfig","note":"names built by buildWebhookConfigurationName; CRD conversion webhooks; RequireLeaderElection false"}],"embeds":["cert-controller"],"match":{"images":["kueue/kueue"]},"controller":{"versions":{"below":"0.20"},"writes":[{"kind":"ValidatingWebhookConfiguration","name":{"configKey":"internalCertManagement.webhookServiceName","default":"kueue-webhook-service"},"trimSuffix":"-webhook-service","nameFormat":"{}-validating-webhook-configuration"},{"kind":"MutatingWebhookConfiguration","name":{"configKey":"internalCertManagement.webhookServiceName","default":"kueue-webhook-service"},"trimSuffix":"-webhook-service","nameFormat":"{}-mutating-webhook-configuration"},{"kind":"CustomResourceDefinition","names":["localqueues.kueue.x-k8s.io","clusterqueues.kueue.x-k8s.io","workloads.kueue.x-k8s.io","cohorts.kueue.x-k8s.io","multikueueclusters.kueue.x-k8s.io"]}],"disabledWhen":[{"setting":{"configKey":"internalCertManagement.enable","default":"true"},"in":["false"]}],"secretName":{"configKey":"internalCertManagement.webhookSecretName","default":"kueue-webhook-server-cert"}},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/kueue.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kyverno-cleanup-controller","description":"Kyverno's cleanup controller (leader-elected certificate and webhook controllers)","cites":[{"repo":"kyverno/kyverno","ref":"v1.19.0","commit":"ee97ce09538b09b6f1b03853cc41a62654d6a58f","file":"cmd/cleanup-controller/main.go","function":"main","note":"certmanager.NewController and genericwebhookcontroller.NewController inside the leader callback"}],"match":{"images":["kyverno/cleanup-controller"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"ValidatingWebhookConfiguration","names":["kyverno-cleanup-validating-webhook-cfg","kyverno-ttl-validating-webhook-cfg"]}],"certificate":"shared-secret","secretName":{"flag":"tlsSecretName"},"leaderElection":{"setting":{"default":"true"}}},"reload":{"mode":"secret-watch","source":[]},"source":"policies/owners/kyverno-cleanup-controller.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"kyverno","description":"Kyverno's admission controller (leader-elected certificate and webhook controllers)","cites":[{"repo":"kyverno/kyverno","ref":"v1.19.0","commit":"ee97ce09538b09b6f1b03853cc41a62654d6a58f","file":"cmd/kyverno/main.go","function":"createrLeaderControllers","note":"certmanager and webhook controllers exist only in the leader's callback of leaderelection.New"}],"match":{"images":["kyverno/kyverno"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"MutatingWebhookConfiguration","names":["kyverno-resource-mutating-webhook-cfg","kyverno-policy-mutating-webhook-cfg","kyverno-verify-mutating-webhook-cfg"]},{"kind":"ValidatingWebhookConfiguration","names":["kyverno-resource-validating-webhook-cfg","kyverno-policy-validating-webhook-cfg","kyverno-exception-validating-webhook-cfg","kyverno-cel-exception-validating-webhook-cfg","kyverno-global-context-validating-webhook-cfg"]}],"certificate":"shared-secret","secretName":{"flag":"tlsSecretName"},"leaderElection":{"setting":{"default":"true"}}},"reload":{"mode":"secret-watch","source":[]},"source":"policies/owners/kyverno.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"lws","description":"the LeaderWorkerSet cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"kubernetes-sigs/lws","ref":"v0.10.0","commit":"2161f38ff333f9e24d3c44adef7cd5d9787cac00","file":"pkg/cert/cert.go","function":"CertsManager","note":"CertRotator on Secret configSecretName in the operator namespace; Webhooks: the two fixed configuration names, no CRD conversion; RequireLeaderElection not set (false)"}],"embeds":["cert-controller"],"match":{"images":["lws/lws"]},"controller":{"versions":{"below":"0.11"},"writes":[{"kind":"ValidatingWebhookConfiguration","names":["lws-validating-webhook-configuration"]},{"kind":"MutatingWebhookConfiguration","names":["lws-mutating-webhook-configuration"]}],"disabledWhen":[{"setting":{"configKey":"internalCertManagement.enable","default":"true"},"in":["false"]}],"secretName":{"configKey":"internalCertManagement.webhookSecretName","default":"lws-webhook-server-cert"}},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/lws.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"mariadb-operator-cert-controller","description":"the mariadb-operator cert controller (cert-controller)","cites":[{"repo":"mariadb-operator/mariadb-operator","ref":"v26.6.0","commit":"b2f76016ff71926414367f5347010766a7a1c257","file":"cmd/controller/cert_controller.go","function":"init","note":"--ca-secret-name (mariadb-operator-webhook-ca), --cert-secret-name (mariadb-operator-webhook-cert), their namespaces (default), --service-name"}],"match":{"images":["mariadb-operator/mariadb-operator"]},"controller":{"versions":{"below":"27"},"writes":[{"kind":"ValidatingWebhookConfiguration","annotated":["k8s.mariadb.com/webhook"]},{"kind":"MutatingWebhookConfiguration","annotated":["k8s.mariadb.com/webhook"]}],"enabledWhen":[{"setting":{"subcommand":true},"in":["cert-controller"]}],"certificate":"shared-secret","secretName":{"flag":"cert-secret-name","default":"mariadb-operator-webhook-cert"},"secretNamespace":{"flag":"cert-secret-namespace","default":"default"},"leaderElection":{"setting":{"flag":"leader-elect","boolean":true,"default":"false"}}},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/mariadb-operator-cert-controller.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"metallb","description":"the MetalLB controller's cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"metallb/metallb","ref":"v0.16.1","commit":"791dfcc63ced7a6b3e869131eae75e645150fff0","file":"controller/main.go","function":"main","note":"Go flag: --disable-cert-rotation (false), --webhook-mode (enabled; disabled sets EnableWebhook false, onlywebhook true, anything else exits), --webhook-secret (metallb-webhook-cert), --cert-dir, --cert-service-name (metallb-webhook-service)"}],"match":{"images":["metallb/controller"]},"controller":{"versions":{"below":"0.17"},"writes":[{"kind":"ValidatingWebhookConfiguration","names":["metallb-webhook-configuration"]},{"kind":"CustomResourceDefinition","names":["bgppeers.metallb.io"]}],"disabledWhen":[{"setting":{"flag":"disable-cert-rotation","boolean":true,"default":"false"},"in":["1","t","T","TRUE","true","True"]},{"setting":{"flag":"webhook-mode","default":"enabled"},"in":["disabled"]}],"certificate":"shared-secret","secretName":{"flag":"webhook-secret","default":"metallb-webhook-cert"},"caKey":"ca.crt","createsSecret":false},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/metallb.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"openkruise","description":"OpenKruise kruise-manager","match":{"images":["openkruise/kruise-manager"],"workloadNames":["kruise-controller-manager"],"charts":["kruise"]},"embeds":["lineage"],"lineage":{"defaults":{"secretName":"kruise-webhook-certs","serviceName":"kruise-webhook-service","namespace":"kruise-system","mutatingName":"kruise-mutating-webhook-configuration","validatingName":"kruise-validating-webhook-configuration"},"externalCertsFeatureGate":"EnableExternalCerts","externalCerts":{"alsoEnabledBy":["AllAlpha"],"secret":{"type":"kubernetes.io/tls","readKeys":["ca.crt","tls.crt","tls.key"],"caKey":"ca.crt","caPrivateKey":"ca.key","certKey":"tls.crt","keyKey":"tls.key"},"writtenBy":"cert-manager"},"values":{"replicas":"manager.replicas","image":"manager.image.repository","namespace":"installation.namespace","hostNetwork":"manager.hostNetwork","featureGates":"featureGates","webhookAnnotations":"externalCerts.annotations","webhooks":[{"configuration":"mutating","name":"mpod.kb.io","policy":"Fail","unless":"PodWebhook=false"},{"configuration":"validating","name":"vbuiltindeployment.kb.io","policy":"Ignore"},{"configuration":"validating","name":"vbuiltinreplicaset.kb.io","policy":"Ignore"},{"configuration":"validating","name":"vbuiltinstatefulset.kb.io","policy":"Ignore"},{"configuration":"validating","name":"vcustomresourcedefinition.kb.io","policy":"Ignore"},{"configuration":"validating","name":"vnamespace.kb.io","policy":"Ignore"},{"configuration":"validating","name":"vingress.kb.io","policy":"Ignore"},{"configuration":"validating","name":"vservice.kb.io","policy":"Ignore"}],"rendered":{"maxUnavailable":0,"maxSurge":"100%","secret":true,"secretUnless":["EnableExternalCerts=true","AllAlpha=true"]}}},"source":"policies/owners/openkruise.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"openshift-service-ca","description":"OpenShift's service CA bundle injector (service-ca-operator)","cites":[{"repo":"openshift/service-ca-operator","ref":"release-5.1","commit":"6391e070d2ab026324b032a6fa5fc7d6be0d2cb5","file":"pkg/controller/cabundleinjector/starter.go","function":"annotationsChecker","note":"an object is synced only when one of the injector's annotations is \\"true\\" (strings.EqualFold)"}],"annotations":[{"key":"service.beta.openshift.io/inject-cabundle","refers":"enabled"},{"key":"service.alpha.openshift.io/inject-cabundle","refers":"enabled","kinds":["APIService"]}],"source":"policies/owners/openshift-service-ca.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"openyurt","description":"OpenYurt yurt-manager","match":{"images":["openyurt/yurt-manager"],"workloadNames":["yurt-manager"],"charts":["yurt-manager"]},"embeds":["lineage"],"lineage":{"defaults":{"secretName":"yurt-manager-webhook-certs","serviceName":"yurt-manager-webhook-service","port":10273,"mutatingName":"yurt-manager-mutating-webhook-configuration","validatingName":"yurt-manager-validating-webhook-configuration"},"values":{"replicas":"replicaCount","image":"image","webhooks":[{"configuration":"mutating","name":"mutate.core.v1.endpoints.openyurt.io","policy":"Ignore"},{"configuration":"mutating","name":"mutate.discovery.v1.endpointslice.k8s.io","policy":"Ignore"},{"configuration":"mutating","name":"mutate.core.v1.node.openyurt.io","policy":"Ignore"},{"configuration":"mutating","name":"mutate.core.v1.pod.openyurt.io","policy":"Ignore"},{"configuration":"validating","name":"validate.core.v1.node.openyurt.io","policy":"Ignore"}],"rendered":{"secret":true}}},"source":"policies/owners/openyurt.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"render-time-ca","description":"the chart render (CA, TLS Secret and caBundle made together)","cites":[{"repo":"Masterminds/sprig","ref":"v3.3.0","commit":"e708470d529a10ac1a3f02ab6fdd339b65958372","file":"crypto.go","function":"generateCertificateAuthority","note":"genCA: a new key and a self-signed CA at every call, so at every render unless the chart looks the Secret up"}],"mountedSecret":{"types":["kubernetes.io/tls"]},"secret":{"type":"kubernetes.io/tls","readKeys":["tls.crt"],"caKey":"ca.crt","certKey":"tls.crt","keyKey":"tls.key"},"source":"policies/owners/render-time-ca.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"sigstore-policy-controller","description":"Sigstore's policy-controller (knative.dev/pkg webhook reconcilers)","cites":[{"repo":"sigstore/policy-controller","ref":"v0.13.1","commit":"ccbb37f3009753a72c7f6ee18002406b857b2204","file":"cmd/webhook/main.go","function":"main","note":"webhook.Options ServiceName webhook, SecretName webhook-certs; certificates.NewController and the admission and conversion controllers"}],"embeds":["knative-webhook"],"match":{"images":["sigstore/policy-controller/policy-controller"]},"controller":{"versions":{"below":"0.14"},"writes":[{"kind":"ValidatingWebhookConfiguration","name":{"flag":"webhook-name","default":"policy.sigstore.dev"},"entries":"same-name"},{"kind":"MutatingWebhookConfiguration","name":{"flag":"webhook-name","default":"policy.sigstore.dev"},"entries":"same-name"},{"kind":"ValidatingWebhookConfiguration","name":{"flag":"validating-webhook-name","default":"validating.clusterimagepolicy.sigstore.dev"},"entries":"same-name"},{"kind":"MutatingWebhookConfiguration","name":{"flag":"mutating-webhook-name","default":"defaulting.clusterimagepolicy.sigstore.dev"},"entries":"same-name"},{"kind":"CustomResourceDefinition","names":["clusterimagepolicies.policy.sigstore.dev"]}],"secretName":{"default":"webhook-certs"}},"source":"policies/owners/sigstore-policy-controller.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"spark-operator-webhook","description":"the Kubeflow Spark operator webhook","cites":[{"repo":"kubeflow/spark-operator","ref":"v2.5.0-rc.0","commit":"c431d4d94606061159d24650c5825e13f4d77dc0","file":"cmd/operator/webhook/start.go","function":"NewStartCommand","note":"--webhook-secret-name (spark-operator-webhook-certs), --webhook-secret-namespace (spark-operator), --mutating-webhook-name, --validating-webhook-name (spark-operator-webhook), --enable-cert-manager (false), --leader-election (false)"}],"match":{"images":["kubeflow/spark-operator/controller"]},"controller":{"versions":{"below":"3"},"writes":[{"kind":"MutatingWebhookConfiguration","name":{"flag":"mutating-webhook-name","default":"spark-operator-webhook"}},{"kind":"ValidatingWebhookConfiguration","name":{"flag":"validating-webhook-name","default":"spark-operator-webhook"}}],"enabledWhen":[{"setting":{"subcommand":true},"in":["webhook start"]}],"disabledWhen":[{"setting":{"flag":"enable-cert-manager","boolean":true,"default":"false"},"in":["1","t","T","TRUE","true","True"]}],"certificate":"shared-secret","secretName":{"flag":"webhook-secret-name","default":"spark-operator-webhook-certs"},"secretNamespace":{"flag":"webhook-secret-namespace","default":"spark-operator"},"leaderElection":{"setting":{"flag":"leader-election","boolean":true,"default":"false"}}},"reload":{"mode":"restart","source":[],"note":"with --enable-cert-manager it reads cert-manager's Secret once at start too (SyncCertManagerSecret)"},"source":"policies/owners/spark-operator-webhook.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"vault-agent-injector","description":"the Vault agent injector (auto-TLS)","cites":[{"repo":"hashicorp/vault-k8s","ref":"v1.7.6","commit":"fbc5b1f0cd4d1c7dd5a8830e32c8ed636d7318d7","file":"helper/cert/source_gen.go","function":"GenSource.Certificate","note":"no elector: generateCA in every process; elector: followers getBundleFromSecret"}],"match":{"images":["hashicorp/vault-k8s"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"MutatingWebhookConfiguration","name":{"env":"AGENT_INJECT_TLS_AUTO","flag":"tls-auto"},"entries":"first"}],"disabledWhen":[{"setting":{"env":"AGENT_INJECT_TLS_CERT_FILE","flag":"tls-cert-file"},"set":true}],"certificate":"per-pod","secretName":{"default":"vault-injector-certs"},"leaderElection":{"setting":{"env":"AGENT_INJECT_USE_LEADER_ELECTOR","flag":"use-leader-elector","boolean":true,"default":"false"}}},"reload":{"mode":"secret-watch","source":[],"note":"in-process for the leader (and for every process without the elector); file-watch with -tls-cert-file"},"source":"policies/owners/vault-agent-injector.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"volcano-webhook-manager","description":"Volcano's webhook manager (caBundle from the mounted admission Secret)","cites":[{"repo":"volcano-sh/volcano","ref":"v1.15.1","commit":"0a56ed331897f5455916a44d3075671376d731d6","file":"cmd/webhook-manager/app/util.go","function":"addCaCertForWebhook","note":"sets ClientConfig.CABundle of every entry and updates the configuration"}],"match":{"images":["volcanosh/vc-webhook-manager"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"MutatingWebhookConfiguration","names":["volcano-admission-service-pods-mutate","volcano-admission-service-queues-mutate","volcano-admission-service-podgroups-mutate","volcano-admission-service-jobs-mutate"]},{"kind":"ValidatingWebhookConfiguration","names":["volcano-admission-service-jobs-validate","volcano-admission-service-pods-validate","volcano-admission-service-queues-validate","volcano-admission-service-podgroups-validate","volcano-admission-service-hypernodes-validate","volcano-admission-service-cronjobs-validate","volcano-admission-service-jobflows-validate"]}],"certificate":"shared-secret","secretName":{"default":"volcano-admission-secret"}},"reload":{"mode":"restart","source":[]},"source":"policies/owners/volcano-webhook-manager.yaml"},{"apiVersion":"webhook-cert-gate.io/v1","kind":"CertificateOwner","name":"workload-identity-webhook","description":"the Azure Workload Identity webhook's cert rotator (open-policy-agent/cert-controller)","cites":[{"repo":"Azure/azure-workload-identity","ref":"v1.6.0","commit":"04d01a2fc7f5024290a38f6ccaf69561cf70455d","file":"cmd/webhook/main.go","function":"mainErr","note":"Go flag.BoolVar --disable-cert-rotation (false), --webhook-cert-dir (/certs); LeaderElection false; rotator.AddRotator unless disableCertRotation, on Secret secretName in the pod's namespace, RequireLeaderElection not set"}],"match":{"images":["oss/azure/workload-identity/webhook"]},"controller":{"versions":{"below":"2"},"writes":[{"kind":"MutatingWebhookConfiguration","names":["azure-wi-webhook-mutating-webhook-configuration"]}],"disabledWhen":[{"setting":{"flag":"disable-cert-rotation","boolean":true,"default":"false"},"in":["1","t","T","TRUE","true","True"]}],"certificate":"shared-secret","secretName":{"default":"azure-wi-webhook-server-cert"},"caKey":"ca.crt","createsSecret":false},"reload":{"mode":"file-watch","source":[]},"source":"policies/owners/workload-identity-webhook.yaml"}]`);
var SHIPPED_LIBRARIES = [
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "ControllerLibrary",
    "name": "cert-controller",
    "description": "open-policy-agent/cert-controller's CertRotator (one shared Secret, its CA injected into the holders it is given)",
    "cites": [
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.16.0",
        "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
        "file": "pkg/rotator/rotator.go",
        "function": "CertRotator.refreshCertIfNeeded",
        "note": "a new CA when the Secret lacks a valid ca.crt and ca.key; the server certificate renewed from it"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.16.0",
        "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
        "file": "pkg/rotator/rotator.go",
        "function": "ReconcileWH.ensureCerts",
        "note": "injectCert: caBundle of every entry, CRD conversion, APIService"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.16.0",
        "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
        "file": "pkg/rotator/rotator.go",
        "function": "populateSecret",
        "note": "ca.crt, ca.key and the certificate and key names the controller gives (tls.crt, tls.key by default)"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.16.0",
        "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
        "file": "pkg/rotator/rotator.go",
        "function": "buildArtifactsFromSecret",
        "note": "the CA it injects is the Secret's ca.crt (caCertName), read on every reconcile of the Secret"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.16.0",
        "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
        "file": "pkg/rotator/rotator.go",
        "function": "CertRotator.writeSecret",
        "note": "writer.Update: the Secret is updated, never created; refreshCertIfNeeded returns its Get error (acquiring secret to update certificates) when it is missing"
      }
    ],
    "controller": {
      "certificate": "shared-secret",
      "caKey": "ca.crt",
      "createsSecret": false
    },
    "reload": {
      "mode": "file-watch",
      "source": [
        {
          "repo": "open-policy-agent/cert-controller",
          "ref": "v0.16.0",
          "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
          "file": "pkg/rotator/rotator.go",
          "function": "CertRotator.ensureCertsMounted",
          "note": "the rotator writes the Secret and only waits for the mounted file to appear; it never writes the files"
        }
      ]
    },
    "source": "policies/libraries/cert-controller.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "ControllerLibrary",
    "name": "knative-webhook",
    "description": "knative.dev/pkg's webhook reconcilers (one Secret the leader fills, its CA written into the holders it is given)",
    "cites": [
      {
        "repo": "knative/pkg",
        "ref": "v0.0.0-20230612155445-74c4be5e935e",
        "commit": "74c4be5e935ecf24310aaef135d476d8793e22ed",
        "file": "webhook/certificates/certificates.go",
        "function": "reconciler.reconcileCertificate",
        "note": "leader only; a missing Secret is left alone; a new CA and leaf when a key is missing or the leaf expires within a day, then Update"
      },
      {
        "repo": "knative/pkg",
        "ref": "v0.0.0-20230612155445-74c4be5e935e",
        "commit": "74c4be5e935ecf24310aaef135d476d8793e22ed",
        "file": "webhook/resourcesemantics/validation/reconcile_config.go",
        "function": "reconciler.reconcileValidatingWebhook",
        "note": "caBundle = the Secret's ca-cert.pem on the entry whose name is the configuration's (wh.Name != current.Name: skipped), then Update"
      },
      {
        "repo": "knative/pkg",
        "ref": "v0.0.0-20230612155445-74c4be5e935e",
        "commit": "74c4be5e935ecf24310aaef135d476d8793e22ed",
        "file": "webhook/resourcesemantics/defaulting/defaulting.go",
        "function": "reconciler.reconcileMutatingWebhook",
        "note": "the same for the mutating configuration"
      },
      {
        "repo": "knative/pkg",
        "ref": "v0.0.0-20230612155445-74c4be5e935e",
        "commit": "74c4be5e935ecf24310aaef135d476d8793e22ed",
        "file": "webhook/resourcesemantics/conversion/reconciler.go",
        "function": "reconciler.reconcileCRD",
        "note": "spec.conversion.webhook.clientConfig.caBundle = the Secret's ca-cert.pem"
      },
      {
        "repo": "knative/pkg",
        "ref": "v0.0.0-20230612155445-74c4be5e935e",
        "commit": "74c4be5e935ecf24310aaef135d476d8793e22ed",
        "file": "webhook/certificates/resources/secret.go",
        "function": "ServerKey",
        "note": "keys server-key.pem, server-cert.pem, ca-cert.pem"
      }
    ],
    "controller": {
      "certificate": "shared-secret",
      "caKey": "ca-cert.pem",
      "createsSecret": false
    },
    "secret": {
      "type": "Opaque",
      "readKeys": [
        "server-key.pem",
        "server-cert.pem",
        "ca-cert.pem"
      ],
      "caKey": "ca-cert.pem",
      "certKey": "server-cert.pem",
      "keyKey": "server-key.pem"
    },
    "reload": {
      "mode": "secret-watch",
      "source": [
        {
          "repo": "knative/pkg",
          "ref": "v0.0.0-20230612155445-74c4be5e935e",
          "commit": "74c4be5e935ecf24310aaef135d476d8793e22ed",
          "file": "webhook/webhook.go",
          "function": "New",
          "note": "tls.Config.GetCertificate reads the Secret from the informer's lister at each handshake"
        }
      ]
    },
    "source": "policies/libraries/knative-webhook.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "ControllerLibrary",
    "name": "kube-webhook-certgen",
    "description": "the kube-webhook-certgen command line (create and patch)",
    "cites": [
      {
        "repo": "kubernetes/ingress-nginx",
        "ref": "controller-v1.15.1",
        "commit": "0a5901f3c64f11e92e487799b8da3f00cca37515",
        "file": "images/kube-webhook-certgen/rootfs/cmd/create.go",
        "function": "createCommand",
        "note": "generates a CA and leaf only when GetCaFromSecret finds no CA in --secret-name; else logs that the secret already exists"
      },
      {
        "repo": "kubernetes/ingress-nginx",
        "ref": "controller-v1.15.1",
        "commit": "0a5901f3c64f11e92e487799b8da3f00cca37515",
        "file": "images/kube-webhook-certgen/rootfs/cmd/patch.go",
        "function": "Patch",
        "note": 'failure policy: case "Ignore" is empty, only Fail is set; the configurations only when --patch-mutating/--patch-validating; the APIService --apiservice-name names'
      },
      {
        "repo": "kubernetes/ingress-nginx",
        "ref": "controller-v1.15.1",
        "commit": "0a5901f3c64f11e92e487799b8da3f00cca37515",
        "file": "images/kube-webhook-certgen/rootfs/pkg/k8s/k8s.go",
        "function": "k8s.patchValidating",
        "note": "caBundle of every entry, failurePolicy when set, then Update"
      },
      {
        "repo": "kubernetes/ingress-nginx",
        "ref": "controller-v1.15.1",
        "commit": "0a5901f3c64f11e92e487799b8da3f00cca37515",
        "file": "images/kube-webhook-certgen/rootfs/pkg/k8s/k8s.go",
        "function": "k8s.patchAPIService",
        "note": "spec.caBundle, insecureSkipTLSVerify false"
      },
      {
        "repo": "kubernetes/ingress-nginx",
        "ref": "controller-v1.15.1",
        "commit": "0a5901f3c64f11e92e487799b8da3f00cca37515",
        "file": "images/kube-webhook-certgen/rootfs/pkg/k8s/k8s.go",
        "function": "k8s.SaveCertsToSecret",
        "note": "data ca, certName, keyName; no type (Opaque)"
      }
    ],
    "job": {
      "command": "patch",
      "flags": {
        "webhookName": "--webhook-name",
        "patchMutating": "--patch-mutating",
        "patchValidating": "--patch-validating",
        "failurePolicy": "--patch-failure-policy",
        "apiServiceName": "--apiservice-name",
        "secretName": "--secret-name",
        "namespace": "--namespace"
      },
      "failurePolicyWrites": [
        "Fail"
      ],
      "creates": {
        "command": "create",
        "existing": "keep"
      }
    },
    "secret": {
      "type": "Opaque",
      "readKeys": [
        "ca",
        "cert",
        "key"
      ],
      "caKey": "ca",
      "certKey": "cert",
      "keyKey": "key"
    },
    "source": "policies/libraries/kube-webhook-certgen.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "ControllerLibrary",
    "name": "lineage",
    "description": "The WEBHOOK_CERT_WRITER / WEBHOOK_HOST / SECRET_NAME certificate-writer lineage (pkg/webhook/util)",
    "cites": [
      {
        "repo": "openkruise/kruise",
        "ref": "v1.8.4",
        "commit": "a081ad61e2202b06ec1731c37f8a600cf12e2f08",
        "file": "pkg/webhook/util/controller/webhook_controller.go",
        "function": "Controller.sync",
        "note": "every replica, on each Secret or configuration event and every minute: EnsureCert, then the CA into caBundle of the configurations it manages and the certificate into the files it serves"
      }
    ],
    "secret": {
      "type": "Opaque",
      "readKeys": [
        "ca-cert.pem",
        "cert.pem",
        "key.pem"
      ],
      "renewKeys": [
        "ca-key.pem"
      ],
      "caKey": "ca-cert.pem",
      "caPrivateKey": "ca-key.pem",
      "certKey": "cert.pem",
      "keyKey": "key.pem",
      "renewBeforeDays": 182
    },
    "lineage": {
      "env": {
        "host": "WEBHOOK_HOST",
        "writer": "WEBHOOK_CERT_WRITER",
        "secretName": "SECRET_NAME",
        "serviceName": "SERVICE_NAME",
        "namespace": "POD_NAMESPACE",
        "port": "WEBHOOK_PORT"
      },
      "defaults": {
        "port": 9876
      },
      "writer": {
        "fsValue": "fs",
        "secretValue": "secret"
      },
      "rewrites": {
        "hostUrl": "https://{host}:{port}{path}",
        "serviceName": true
      },
      "owns": {
        "caBundle": true
      },
      "featureGatesArg": "--feature-gates"
    },
    "reload": {
      "mode": "secret-watch",
      "source": [
        {
          "repo": "openkruise/kruise",
          "ref": "v1.8.4",
          "commit": "a081ad61e2202b06ec1731c37f8a600cf12e2f08",
          "file": "main.go",
          "function": "main",
          "note": "ctrlwebhook.NewServer with CertDir webhookutil.GetCertDir()"
        },
        {
          "repo": "kubernetes-sigs/controller-runtime",
          "ref": "v0.18.6",
          "commit": "12955b379fbeb15edaea3b6f66d1d7806e29af4f",
          "file": "pkg/webhook/server.go",
          "function": "DefaultServer.Start",
          "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
        },
        {
          "repo": "openkruise/kruise",
          "ref": "v1.8.4",
          "commit": "a081ad61e2202b06ec1731c37f8a600cf12e2f08",
          "file": "pkg/webhook/util/controller/webhook_controller.go",
          "function": "Controller.sync",
          "note": "EnsureCert, then writer.WriteCertsToDir, on each Secret or configuration event and every minute (defaultResyncPeriod)"
        }
      ]
    },
    "source": "policies/libraries/lineage.yaml"
  }
];
var OWNER_WAYS = ["job", "annotations", "mountedSecret", "controller", "lineage", "gitops", "renderer"];
async function policyFiles(entry, what) {
  const info = await import_node_fs4.promises.stat(entry).catch(() => {
    throw new InputError(`${entry}: ${what} file or folder not found`);
  });
  if (!info.isDirectory()) return [entry];
  return (await import_node_fs4.promises.readdir(entry)).filter((n) => /\.(ya?ml|json)$/.test(n)).sort().map((n) => import_node_path5.default.join(entry, n));
}
function parsePolicy(text, source2, validate, what) {
  let data;
  try {
    data = load(text);
  } catch (e) {
    throw new InputError(
      `${source2}: ${what} does not parse: ${safeReason(e.reason ?? e.message.split("\n")[0])}`
    );
  }
  if (!validate(data)) throw new InputError(describeSchemaErrors(source2, validate.errors));
  return data;
}
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function get(v, ...path16) {
  let cur = v;
  for (let i = 0; i < path16.length; i++) {
    const p = path16[i];
    if (typeof p === "number" ? !Array.isArray(cur) : !isObj(cur)) return void 0;
    cur = cur[p];
  }
  return cur;
}
function arr(v) {
  return Array.isArray(v) ? v : [];
}
function str(v) {
  return typeof v === "string" ? v : void 0;
}
function mergeValues(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const prev = out[k];
    out[k] = isObj(v) && isObj(prev) ? mergeValues(prev, v) : v;
  }
  return out;
}
function coalesceValues(user, chart) {
  const out = { ...user };
  for (const [k, def] of Object.entries(chart)) {
    if (!(k in out)) out[k] = def;
    else if (out[k] === null) delete out[k];
    else if (isObj(out[k]) && isObj(def)) out[k] = coalesceValues(out[k], def);
  }
  return out;
}
function copyValues(v) {
  if (Array.isArray(v)) return v.map(copyValues);
  if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copyValues(x)]));
  return v;
}
function embedLibraries(doc, source2, libraries = SHIPPED_LIBRARIES) {
  let out = doc;
  for (const name of doc.embeds ?? []) {
    const lib = libraries.find((l) => l.name === name);
    if (!lib)
      throw new InputError(`${source2}: owner ${doc.name} embeds ${name}, which is no library (policies/libraries)`);
    out = {
      ...out,
      cites: [...out.cites ?? [], ...lib.cites],
      ...out.secret || !lib.secret ? {} : { secret: lib.secret },
      ...out.job || !lib.job ? {} : { job: lib.job },
      ...out.controller ? { controller: { ...lib.controller, ...out.controller } } : {},
      ...out.lineage && lib.lineage ? { lineage: mergeValues(lib.lineage, out.lineage) } : {},
      ...lib.reload ? {
        reload: out.reload ? { ...out.reload, source: [...out.reload.source, ...lib.reload.source] } : lib.reload
      } : {}
    };
  }
  if (!OWNER_WAYS.some((k) => out[k]))
    throw new InputError(
      `${source2}: owner ${doc.name} has no way of writing (${OWNER_WAYS.join(", ")}), and no library it embeds has one`
    );
  if (out.job && !out.match)
    throw new InputError(`${source2}: owner ${doc.name}: a patch Job is found by its image, and it has no match`);
  if (out.controller && !out.controller.certificate)
    throw new InputError(
      `${source2}: owner ${doc.name}: controller names no certificate, and no library it embeds does`
    );
  return out;
}
var SHIPPED_OWNERS = OWNER_FILES.map((o) => embedLibraries(o, o.source));
async function loadOwners(extra = []) {
  if (!extra.length) return SHIPPED_OWNERS;
  const own = /* @__PURE__ */ new Map();
  const { validateOwner } = await Promise.resolve().then(() => require("./validators-M72LYBR5.cjs"));
  for (const entry of extra) {
    for (const file of await policyFiles(entry, "owner")) {
      const owner = parsePolicy(await import_node_fs3.promises.readFile(file, "utf8"), file, validateOwner, "owner");
      own.set(owner.name, embedLibraries({ ...owner, source: file }, file));
    }
  }
  const shipped = SHIPPED_OWNERS.map((o) => own.get(o.name) ?? o);
  return [...[...own.values()].filter((o) => !shipped.includes(o)), ...shipped];
}
var byCatalogue = /* @__PURE__ */ new WeakMap();
async function loadProfiles(extra = []) {
  return profilesOf(await loadOwners(extra));
}
function profilesOf(entries) {
  const known2 = byCatalogue.get(entries);
  if (known2?.size === entries.length) return known2.profiles;
  const profiles = entries.flatMap((e) => e.lineage ? [profileOf(e)] : []);
  if (entries === SHIPPED_OWNERS) deepFreeze(profiles);
  byCatalogue.set(entries, { size: entries.length, profiles });
  return profiles;
}
function profileOf(e) {
  const { lineage, match, name, description, secret, reload, source: source2 } = e;
  const env = lineage.env ?? {};
  const missing = ["host", "writer", "secretName"].filter((k) => !env[k]).map((k) => `lineage.env.${k}`);
  if (missing.length)
    throw new InputError(`${source2}: entry '${name}' needs ${missing.join(", ")} (in it or a library it embeds)`);
  return { ...lineage, name, description, match, env, secret, reload, source: source2 };
}
var deepFreeze = (v) => {
  if (typeof v !== "object" || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) deepFreeze(x);
};
var DEFAULT_SCOPE = ".";
function assignScopes(resources, declared) {
  const of = declared ? (file) => [declaredScope(declared)(file)] : inferredScope(resources);
  const cache8 = /* @__PURE__ */ new Map();
  const scopesOfFile = (file) => {
    let s = cache8.get(file);
    if (s === void 0) cache8.set(file, s = of(file));
    return s;
  };
  const count = resources.length;
  for (let i = 0; i < count; i++) {
    const r = resources[i];
    if (r.scope !== void 0) continue;
    const [first, ...more] = scopesOfFile(r.doc.file);
    r.scope = first;
    for (const scope of more) resources.push({ ...r, scope });
  }
  return (file) => scopesOfFile(file)[0] ?? DEFAULT_SCOPE;
}
function byScope(resources) {
  const out = /* @__PURE__ */ new Map();
  for (const r of resources) {
    const s = r.scope ?? DEFAULT_SCOPE;
    const list = out.get(s);
    if (list) list.push(r);
    else out.set(s, [r]);
  }
  return out;
}
function declaredScope(matches) {
  return (file) => {
    for (let p = file; p; p = parent(p)) if (matches(p)) return p;
    return DEFAULT_SCOPE;
  };
}
function inferredScope(resources) {
  const splits = /* @__PURE__ */ new Map();
  const firstFile = /* @__PURE__ */ new Map();
  for (const r of resources) {
    if (r.scope !== void 0 || !identified(r) || r.doc.file.startsWith("<")) continue;
    const byName = nested(nested(firstFile, r.kind), r.namespace);
    const first = byName.get(r.name);
    if (first === void 0) byName.set(r.name, r.doc.file);
    else if (first !== r.doc.file) {
      const split2 = splitFolder(first, r.doc.file);
      if (split2 === void 0) continue;
      const envs = splits.get(split2) ?? /* @__PURE__ */ new Set();
      splits.set(split2, envs.add(childOf(split2, first)).add(childOf(split2, r.doc.file)));
    }
  }
  return (file) => {
    for (let p = parent(file); p !== void 0; p = parent(p)) {
      const envs = splits.get(parent(p) ?? "");
      if (envs) return envs.has(p) ? [p] : [...envs].sort();
    }
    return [DEFAULT_SCOPE];
  };
}
function childOf(folder, file) {
  const rest2 = folder ? file.slice(folder.length + 1) : file;
  const name = rest2.slice(0, rest2.indexOf("/"));
  return folder ? `${folder}/${name}` : name;
}
function splitFolder(a, b) {
  const sa = a.split("/");
  const sb = b.split("/");
  let i = 0;
  while (i < sa.length - 1 && i < sb.length - 1 && sa[i] === sb[i]) i++;
  if (i >= sa.length - 1 || i >= sb.length - 1) return void 0;
  return sa.slice(0, i).join("/");
}
function identified(r) {
  const meta = r.body.metadata;
  return typeof meta === "object" && meta !== null && typeof meta.name === "string" && r.name !== "";
}
function parent(p) {
  const i = p.lastIndexOf("/");
  return i < 0 ? void 0 : p.slice(0, i);
}
function nested(map, k) {
  let m = map.get(k);
  if (!m) map.set(k, m = /* @__PURE__ */ new Map());
  return m;
}
var WORKLOAD_KINDS = ["Deployment", "StatefulSet"];
var POD_WORKLOAD_KINDS = [...WORKLOAD_KINDS, "DaemonSet"];
var WEBHOOK_CONFIG_KINDS = /* @__PURE__ */ new Set(["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"]);
var Model = class {
  resources = [];
  profiles;
  /** The owner catalogue (policies/owners, plus any the configuration adds). */
  owners;
  /** Objects given twice; only the last of each is in `resources` and the indexes, as in the cluster. */
  duplicates = [];
  // Nested maps rather than joined string keys: indexing 100,000 objects then allocates no key strings.
  /** The open duplicate group of each object that replaced another, so a repeat joins its group. */
  groupOf = /* @__PURE__ */ new Map();
  byKindNsName = /* @__PURE__ */ new Map();
  byKind = /* @__PURE__ */ new Map();
  hpaByTarget = /* @__PURE__ */ new Map();
  bindingsBySubject = /* @__PURE__ */ new Map();
  /** Built on first use: only messages about a Secret in another namespace ask for it. */
  byKindName;
  constructor(resources, profiles, owners = SHIPPED_OWNERS) {
    this.profiles = profiles;
    this.owners = owners;
    for (const r of resources) this.index(r);
    for (const r of resources) if (!identified(r) || this.get(r.kind, r.namespace, r.name) === r) this.add(r);
  }
  /** The last one wins, as with kubectl apply of a stream that repeats an object; the one it replaces is set aside. */
  index(r) {
    const byName = inner(inner(this.byKindNsName, r.kind), r.namespace);
    const before = byName.get(r.name);
    if (before && identified(before) && identified(r)) {
      const group = this.groupOf.get(before);
      if (group) {
        group.replaced.push(before);
        group.kept = r;
        this.groupOf.delete(before);
      }
      this.groupOf.set(r, group ?? this.duplicates[this.duplicates.push({ kept: r, replaced: [before] }) - 1]);
    }
    byName.set(r.name, r);
  }
  add(r) {
    this.resources.push(r);
    push(this.byKind, r.kind, r);
    if (r.kind === "HorizontalPodAutoscaler") {
      const kind = str(get(r.body, "spec", "scaleTargetRef", "kind"));
      const name = str(get(r.body, "spec", "scaleTargetRef", "name"));
      if (kind && name) push(this.hpaByTarget, key(kind, r.namespace, name), r);
    }
    if (r.kind === "RoleBinding" || r.kind === "ClusterRoleBinding") {
      for (const s of arr(get(r.body, "subjects"))) {
        if (!isObj(s) || s.kind !== "ServiceAccount" || typeof s.name !== "string") continue;
        const ns = str(s.namespace) || r.namespace;
        push(this.bindingsBySubject, `${ns}/${s.name}`, r);
      }
    }
  }
  get(kind, namespace, name) {
    return this.byKindNsName.get(kind)?.get(namespace)?.get(name);
  }
  ofKind(kind) {
    return this.byKind.get(kind) ?? [];
  }
  /** Same kind and name in any namespace (to say "it is there, but in namespace X"). */
  named(kind, name) {
    if (!this.byKindName) {
      this.byKindName = /* @__PURE__ */ new Map();
      for (const r of this.resources) push(inner(this.byKindName, r.kind), r.name, r);
    }
    return this.byKindName.get(kind)?.get(name) ?? [];
  }
  workloads() {
    return WORKLOAD_KINDS.flatMap((k) => this.ofKind(k));
  }
  webhookConfigurations() {
    return [...WEBHOOK_CONFIG_KINDS].flatMap((k) => this.ofKind(k));
  }
  hpasFor(workload) {
    if (!this.hpaByTarget.size) return [];
    return this.hpaByTarget.get(key(workload.kind, workload.namespace, workload.name)) ?? [];
  }
  bindingsFor(namespace, serviceAccount) {
    return this.bindingsBySubject.get(`${namespace}/${serviceAccount}`) ?? [];
  }
};
function key(kind, namespace, name) {
  return `${kind}/${namespace}/${name}`;
}
function inner(map, k) {
  let m = map.get(k);
  if (!m) map.set(k, m = /* @__PURE__ */ new Map());
  return m;
}
function push(map, k, v) {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}
var CLUSTER_SCOPED = /* @__PURE__ */ new Set([
  "Namespace",
  "ClusterRole",
  "ClusterRoleBinding",
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration",
  "CustomResourceDefinition",
  "APIService",
  "PersistentVolume",
  "StorageClass",
  "PriorityClass",
  "Node",
  "ValidatingAdmissionPolicy",
  "ValidatingAdmissionPolicyBinding",
  "IngressClass",
  "RuntimeClass"
]);
var ROOT = Object.freeze([]);
function resourcesOf(parsed2, defaultNamespace, out = []) {
  const value = parsed2.value;
  if (!isObj(value)) return out;
  if (typeof value.kind === "string" && value.kind.endsWith("List") && Array.isArray(value.items)) {
    value.items.forEach((item, i) => {
      const r2 = toResource(item, parsed2.doc, ["items", i], defaultNamespace);
      if (r2) out.push(r2);
    });
    return out;
  }
  const r = toResource(value, parsed2.doc, ROOT, defaultNamespace);
  if (r) out.push(r);
  return out;
}
function toResource(value, doc, base, defaultNamespace) {
  if (!isObj(value) || typeof value.kind !== "string") return void 0;
  const meta = isObj(value.metadata) ? value.metadata : {};
  const name = typeof meta.name === "string" ? meta.name : typeof meta.generateName === "string" ? meta.generateName : "";
  const ns = typeof meta.namespace === "string" && meta.namespace ? meta.namespace : defaultNamespace;
  return {
    apiVersion: typeof value.apiVersion === "string" ? value.apiVersion : "",
    kind: value.kind,
    name,
    namespace: CLUSTER_SCOPED.has(value.kind) ? "" : ns,
    body: value,
    doc,
    base
  };
}
function annotations(r) {
  const a = get(r.body, "metadata", "annotations");
  return isObj(a) ? a : {};
}
function labels(r) {
  const l = get(r.body, "metadata", "labels");
  return isObj(l) ? l : {};
}
function refOf(r) {
  return r.namespace ? { kind: r.kind, name: r.name, namespace: r.namespace } : { kind: r.kind, name: r.name };
}
function defineRule(rule38) {
  return rule38;
}
var cut = /* @__PURE__ */ new Map();
function fillMessage(template, data = {}) {
  let parts = cut.get(template);
  if (!parts) cut.set(template, parts = template.split(/\{(\w+)\}/));
  if (parts.length === 1) return template;
  const out = parts.slice();
  for (let i = 1; i < out.length; i += 2) {
    const k = out[i];
    out[i] = k in data ? String(data[k]) : `{${k}}`;
  }
  return out.join("");
}
var SUPPRESS_PREFIX = "webhook-cert-gate.io/ignore-";
async function runRules(model, rules, options) {
  const findings = [];
  const ruleIds = rules.map((r) => r.meta.id);
  for (const rule38 of rules) {
    const override = options.overrides?.[rule38.meta.id];
    if (override === "off") continue;
    const suppressKey = options.settings.strict ? void 0 : SUPPRESS_PREFIX + rule38.meta.id;
    await rule38.check({
      model,
      options: options.options?.[rule38.meta.id] ?? rule38.meta.defaultOptions ?? {},
      settings: options.settings,
      live: options.live,
      syntaxErrors: options.syntaxErrors ?? [],
      ruleIds,
      helm: options.helm,
      applications: options.applications,
      before: options.before,
      served: options.served,
      report(r) {
        if (r.resource && suppressKey !== void 0 && annotationOf(r.resource, suppressKey) !== void 0) return;
        findings.push(findingOf(rule38, r, override ?? r.severity ?? rule38.meta.severity));
      }
    });
  }
  return findings;
}
function findingOf(rule38, r, severity) {
  const template = rule38.meta.messages[r.messageId];
  if (template === void 0) throw new Error(`rule ${rule38.meta.id}: no message '${r.messageId}'`);
  const message = fillMessage(template, r.data);
  if (r.resource) {
    const finding2 = toFinding(rule38.meta.id, severity, message, r.fix, r.resource, r.path ?? NO_PATH);
    if (r.related?.length) finding2.related = r.related.map(relatedPlace);
    return finding2;
  }
  const { file, line, column, template: source2 } = r.location;
  const finding = { rule: rule38.meta.id, severity, message, fix: flat(r.fix), file, line, column };
  if (source2) finding.template = source2;
  return finding;
}
var NO_PATH = [];
function relatedPlace(n) {
  const pos = positionOf(n.resource, n.path);
  const place = {
    file: pos.file,
    line: pos.line,
    column: pos.column,
    message: n.message,
    object: refOf(n.resource)
  };
  if (pos.rendered) place.rendered = pos.rendered;
  return place;
}
function suppressionOf(r, ruleId) {
  return annotationOf(r, SUPPRESS_PREFIX + ruleId);
}
function annotationOf(r, key2) {
  const metadata = r.body.metadata;
  const a = isObj(metadata) ? metadata.annotations : void 0;
  const value = isObj(a) ? a[key2] : void 0;
  if (value === void 0 || value === null) return void 0;
  return typeof value === "string" ? value : JSON.stringify(value);
}
function toFinding(rule38, severity, message, fix, resource, path16) {
  const pos = positionOf(resource, path16);
  const finding = {
    rule: rule38,
    severity,
    message: pos.note ? flat(`${message} (${pos.note})`) : message,
    fix: flat(fix),
    file: pos.file,
    line: pos.line,
    column: pos.column,
    object: refOf(resource),
    field: flat(pos.field ?? (path16.length ? dottedPath(path16) : void 0)),
    template: resource.doc.template
  };
  if (pos.rendered) finding.rendered = pos.rendered;
  return finding;
}
var FLATTEN = /^/;
function flat(s) {
  if (s) FLATTEN.test(s);
  return s;
}
var RULE_DOCS = {
  "apiservice-insecure-with-cabundle": {
    "why": "The API server validates an APIService before it stores it, and one of its checks (kube-aggregator's apiregistration validation) refuses `insecureSkipTLSVerify: true` beside a non-empty `caBundle`: \"spec.insecureSkipTLSVerify: Invalid value: true: may not be true if caBundle is present\" (422, tested against kube-apiserver 1.34). A chart that renders its own CA into the APIService while its values keep the insecure default (metrics-server's `tls.type: helm` with `apiService.insecureSkipTLSVerify: true`) fails at install or upgrade, and the APIService keeps what it had before: after a rotation, a caBundle that no longer matches the serving certificate.",
    "howToFix": "Choose one. To verify the backend, set insecureSkipTLSVerify to false (or remove it) and keep the caBundle that signs the serving certificate. To keep skipping verification, which trusts any server on that Service's address, drop the caBundle.",
    "example": "apiVersion: apiregistration.k8s.io/v1\nkind: APIService\nmetadata: {name: v1beta1.metrics.k8s.io}\nspec:\n  group: metrics.k8s.io\n  version: v1beta1\n  service: {name: metrics-server, namespace: kube-system}\n  caBundle: LS0tLS1CRUdJTi...\n  insecureSkipTLSVerify: true   # <- reported here",
    "seeAlso": {
      "Certificates": "certificates.md"
    }
  },
  "application-not-checked": {
    "why": "`check` renders every Argo CD Application and ApplicationSet and every Flux Kustomization and HelmRelease it finds as its engine renders it, but only from this checkout: an application whose source URL is not one of the checkout's git remotes, whose chart comes from a Helm repository, or that renders through a config management plugin, has objects the gate never sees. A run that passes says nothing about them; this finding says so once per application (or per source of a multi-source one), at the field that decides it, so the report, the JSON and the SARIF list what was not checked.",
    "howToFix": "Run the gate in the repository that holds that source (its own CI), or vendor the chart into this repository and point the application at the folder. A checkout whose remote is not the URL the applications name (a mirror, a fork) is matched by adding that URL as a remote (`git remote add upstream URL`). Set the rule to `off` in .webhook-cert-gate.yaml when the other repositories are gated elsewhere.",
    "example": "webhook-cert-gate check .\n\n# apps/ingress.yaml of a checkout whose remote is git@github.com:acme/platform.git:\n#   apiVersion: argoproj.io/v1alpha1\n#   kind: Application\n#   metadata: {name: ingress, namespace: argocd}\n#   spec:\n#     source:\n#       repoURL: https://kubernetes.github.io/ingress-nginx\n#       chart: ingress-nginx          # <- reported here: a chart of a Helm repository, not this checkout\n#       targetRevision: 4.11.3\n#     destination: {server: https://kubernetes.default.svc, namespace: ingress}",
    "seeAlso": {
      "Applications": "checking.md#applications"
    }
  },
  "cabundle-invalid": {
    "why": "The API server skips PEM blocks of other types, blocks with headers and blocks that fail to parse; with none left, every call fails. The same holds for the caBundle of a webhook entry, a CRD conversion webhook and an APIService.",
    "howToFix": "Set caBundle to the base64 of a PEM CERTIFICATE block of the CA.",
    "example": 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: v}\nwebhooks:\n- name: v.example.com\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    url: https://hook.example/validate\n    caBundle: bm90IGEgY2VydGlmaWNhdGU=   # <- "not a certificate"',
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cabundle-mismatch": {
    "why": "The API server verifies the served chain against caBundle only: a caBundle that does not hold the shared Secret's CA fails every call (fail-open under Ignore), which is the write war's symptom. Every holder is checked alike: each webhook entry, a CRD's conversion webhook (spec.conversion.webhook.clientConfig.caBundle: conversion of stored objects fails, so reads and writes of the other versions fail) and an APIService (spec.caBundle: its whole API group becomes unavailable), whenever the inputs hold the Secret served behind its Service (mounted by the workload, or named by an injector annotation).",
    "howToFix": "Set caBundle to the shared Secret's CA, and give caBundle one owner (the controller or cainjector).",
    "example": '# bundle holds an unrelated CA. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMxVENDQWIyZ0F3SUJBZ0lJTjloSE96YlBkMDR3RFFZSktvWklodmNOQVFFTEJRQXdHREVXTUJRR0ExVUUKQXd3TlQzUm9aWElnVW05dmRDQkRRVEFlRncweU5UQXhNREV3TURBd01EQmFGdzB6TlRBeE1ERXdNREF3TURCYQpNQmd4RmpBVUJnTlZCQU1NRFU5MGFHVnlJRkp2YjNRZ1EwRXdnZ0VpTUEwR0NTcUdTSWIzRFFFQkFRVUFBNElCCkR3QXdnZ0VLQW9JQkFRRGtJZlBTN2xrTlcrdWYvbDJHbkRETXlybVo0Znk3YXVpeEdXV2F5RFczbnVIV1J6SlYKUFdjQm1iRWptaUZkNXlqNE1RQ1VqYSsvQTE4dytRMzFYU1FzaklJdDluaGpCODJQUVgyK3BrWDVKbUtacEZ2TApJQWhaVFkxTUtRc0E2TjBzRGRlUkRsODAweW1CT04rQVp6VGlNdWg5UVNSaGZCYklHZjdrdlhRVDdTNytlbElICnZuazIrcmljb2ZNUzQ3WXdpbDFXZjBRekhmdS9PVnJmZ1hPRDRhQ2dDNkEwSTRmZ3d1U2pMTTVxUzVsdEgyS2oKeW1GL2RGbHhPRjJrZEdieU8ySmxBMklvZ1NNd3RQRUxRTm5JZWN6bnJnUG9ZRnArWXpZcy8rcFB5RGV1SUszUwpROTU3U2JFMDlNWVAzblcvNHlzTm4rYnh6NDV0QjRGK2FvaGRBZ01CQUFHakl6QWhNQThHQTFVZEV3RUIvd1FGCk1BTUJBZjh3RGdZRFZSMFBBUUgvQkFRREFnRUdNQTBHQ1NxR1NJYjNEUUVCQ3dVQUE0SUJBUUFNZ0pSeEtYWGsKQ0ZPVkpZYlJYc25tMTBlenc2MDhBbllsd0tnL3hrZ3ZPRXNzTWdpY3lZa292ZVllTU1HZmRFM3JPU2pHRjFBVwpSSVZTNDFsRDkvaDUyWkpvQjh1RTFkSjVaYitUc2dwakZDMGUrNEd3SUwrcjI4V3FpQ0pQS1pyakx1dllmdXp3Cjg3R3o0bk1BZ1YvbUlBbG5PYmpWam9QK0Z4Y283QnlxYVpDQjl5eStyVUFocWtSUGt4RHI4Mkg0RUdIcXQyQloKNjdob1pvUk1CWTAvcElRTWZENkx0VmhCaWdDUlZtQ05CMEw1Q2ZiTDJXeHA3K01BT3AybTNhQkJNcXVKcEU0awpBUDZwNTNLUWdtWWIzKzQzWEdhZjNBUFg3N3BEcGZvMDE2RmZhL0JJU3lPUWtOTlBRUEIybyt0cjJsTHNxSnpBCi90MVFGNEp5ZzFGNAotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJAKHyYw3Lt4IiMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQBt\n    0GoJ2+NapA2oDVBVJahOIxRpBgDl/dE+GMvQX+v8Nu+6dd7m19xO0dK3iFQ8xtJE\n    T/igSJNl9IC2F0wnLEgRWRg238SLd+TzYRtRdXfZd/5ZkteKljJv4IrBG8UDLPNC\n    LFx9otW0CV5TMWJiGU709Mx4ODcC68plB86LmJOL7yV0OARAYylmkwIdwLKD1qwC\n    ERk8Haqmwd8hXHi+I9hF6HK+72GXZUf4sOpv6bJNrvkDJybieTRqyX6FlauUdsXZ\n    CW4NGPwJ+63zsE03bGnm08YeHJ7jAbFpC/QDzpzS4ny9/ZoO+mrLlZqbdrBrCSdC\n    HFY9pAWM13EoIjjUHQMQ\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs',
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cabundle-multiple-owners": {
    "why": `Each caBundle owner writes its own CA: cert-manager's CA injector with server-side apply and forced ownership, the webhook controller on every sync, a kube-webhook-certgen patch Job at each install. Two owners that disagree turn the write war of eight replicas into a write war of two kinds of writer, and the caBundle flips between CAs. The same holds for every caBundle holder: webhook configurations, CRD conversion webhooks and APIServices (cainjector injects into all of them; KEDA, Crossplane and Karmada had wars there). Owners come from the profiles and the owner catalogue (docs/effective-state.md): controllers known by image (the Vault injector, Gatekeeper, KEDA, Kueue, ...), injector annotations, patch Jobs, an Argo CD Application that syncs the holder without ignoreDifferences for caBundle (or self-heals without RespectIgnoreDifferences), and Helm when the chart renders a caBundle someone else writes. A workload whose ClusterRole lets it update or patch a holder it serves (or names) may be a writer too: when the war needs such a writer, the finding is a warning that says which fact would settle it. Certainty comes from evidence (docs/effective-state.md, "Certainty"): an error needs two writers the manifests plus the model prove (a catalogued controller, by image or name, whose settings as rendered make it write); RBAC alone, an uncatalogued image or a setting the inputs lack make a warning. A toggle that turns a controller's writing off (Gatekeeper's --disable-cert-rotation) removes that writer, and its RBAC does not bring it back.`,
    "howToFix": "Give caBundle exactly one owner: either remove the cert-manager annotation (or the patch Job), or run the controller in a mode that only reads cert-manager's certificate (OpenKruise EnableExternalCerts, Gatekeeper --disable-cert-rotation, KEDA certificates.certManager.enabled) so cainjector alone writes caBundle. Render no caBundle field that a run-time owner fills; give an Argo CD Application an ignoreDifferences entry for it with the RespectIgnoreDifferences=true sync option.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n---\napiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata:\n  name: koordinator-mutating-webhook-configuration   # patched by koord-manager\n  annotations:\n    cert-manager.io/inject-ca-from: koordinator-system/koord-webhook   # <- and by cainjector\nwebhooks: []",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cabundle-writers": {
    "why": "The write-up's diagnosis (section 3) starts from the written object and asks who writes it. managedFields name a writer by its field manager, so the replicas of one Deployment look alike; the API server's audit log records every request's user, user agent and source addresses. Several writers of one caBundle with 409 Conflict answers are the write war: each replica overwrites the others' CA, the API server refuses the stale writes, and etcd pays for every one. Writes from replicas that do not hold the workload's leader-election Lease show that leader election does not guard the certificate sync.",
    "howToFix": "Give caBundle a single owner: one shared certificate Secret that every replica serves, and one writer of caBundle (the leader, or one injector). The writers named in the message are the ones to change.",
    "example": "webhook-cert-gate diagnose --audit-log /var/log/kubernetes/audit.log --kubeconfig ~/.kube/config"
  },
  "cert-eku-server-auth": {
    "why": "Go requires serverAuth on every certificate of the chain that carries an EKU extension, the anchor included (unlike OpenSSL, which checks only the leaf).",
    "howToFix": "Reissue with extendedKeyUsage serverAuth (or no EKU extension) on the leaf, intermediates and root.",
    "example": '# leaf EKU clientAuth only. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIC+zCCAeOgAwIBAgIJAN6LTxPQJ0soMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNEMEIwDAYDVR0T\n    AQH/BAIwADATBgNVHSUEDDAKBggrBgEFBQcDAjAdBgNVHREEFjAUghJ3ZWJob29r\n    LnN5c3RlbS5zdmMwDQYJKoZIhvcNAQELBQADggEBAEnui0bxEdHigwFPH8aLArnY\n    g0G7FKhffbV0dqOVSETpep55p42ushTP2R6Y7W+M7e1cMzMUolhSGnAUNVEhqeyX\n    +A4wOpLs0cenRKijmrXRg8PmGygQLP3G3CgrZN0waX9Et1ZVxnst+HGwJad5rRwO\n    6TGK34aXuaj67uTSae1nYEOM+eJAGMgUDVGoZAZSMpAFa1MDlz54z4L+4pNLPE5X\n    X19vXJXN6ZlrKEOAeMAcaPxt35emB+3vRbVkp7zlVKJ2lIcXq00jQsqI2Oaw/eR0\n    PIIqqD25FATRiyCNfOUY0E5OtoTp77Sj3RmEFF9ApmzkqAVTV0oH62DfzXz+mKM=\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-expired": {
    "why": "Validity is checked for every certificate in the chain, anchor included: an expired CA breaks every replica at once.",
    "howToFix": "Renew the certificate (and the CA if it is the one expired) and roll the Secret and caBundle together.",
    "example": '# leaf expired. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJALNwveGVKpdGMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0yNjAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQBN\n    YaLmQhfiWmdZCJP+TgCE3Qguf1thK1a95TKa0r6FDFHVvgEF+dazAyMxT6AaZgx2\n    RbDXbRtZoqkZKRFS06cIxH8MHQzC/9SS/0BM31wbbDFlfApIIa/xOsWD4v5BMDyH\n    VarI7ONJjrpQE7Qr3lCo4pZFvsRZoYwJW0FZz6fsgteP987GwkJvnGsAgC+f0i6Y\n    rbYbnxnFAU+/mSKXeFRJiIvurM2mbks/mnE3p+uUGlPZf6xW92FyTvmv8NvaD9wQ\n    Bw1kJuOlNNUVGzYDU+6i7+G7iar0fLxvvnoHYdMx5pSrdnW0iMMj4xz3PpYiVbH2\n    6WoE2rVrRP4FnhVPDlkX\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-expiring-soon": {
    "why": "The Secret writer replaces a certificate that expires within its renew window: a provisioned certificate inside it is thrown away at the next start and every replica races to mint a new CA.",
    "howToFix": "Renew now, with a validity that ends well beyond the renew window (webhook-cert-gate cert generate --days 3650).",
    "example": '# leaf expires in 10 days: accepted, warned. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJAMAZctM7i9sDMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0yNjA2MTEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQB7\n    UFhmw3i1nwXXzzgHsMKC/taq1TtYv55MxdKW5BfxAMpGWJ/EHbk8Em3YNfxnWktL\n    XQNhzSCwzHFQo7czstxZ5mB2Gyylg4M8r12YyMoo1N1tdOE1GyPKzgTt5Wadp/Ym\n    BcAxi0YX+lVEwk3FgV0mE00rOCcDGpDQqE74dvKxAgnI2WpwJnqr08ypv4+l9eRP\n    pTO0u8aT2tUZH7Nj/m7VeJnIkshg33gpfwHeMUIYBw0yeLlufikru7vUV7OcXWpN\n    JnAdSv+S9u+rCKTBiivGnNQTCi1rCpmrHcOkY+A0FJYx/iTqfRmoJBok3JYigX1M\n    wVFm1b+XuHI9E7OIizPl\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-hostname-mismatch": {
    "why": "The API server checks only subjectAltName (never the Common Name): <service>.<namespace>.svc for clientConfig.service (a webhook entry, a CRD conversion webhook) or an APIService's spec.service, the URL host for clientConfig.url (IP literals only against IP SANs). A missing name fails every call.",
    "howToFix": "Reissue the certificate with a DNS SAN (or IP SAN) for the dialed name; for WEBHOOK_HOST, that host.",
    "example": '# name only in the Common Name, no SAN. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIC2zCCAcOgAwIBAgIIDvCvzYKxtNgwDQYJKoZIhvcNAQELBQAwFzEVMBMGA1UE\n    AwwMVGVzdCBSb290IENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFow\n    HTEbMBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkqhkiG9w0BAQEF\n    AAOCAQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG58p7s0Hjv0kc\n    2sB6krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpHbkEzVKvFXX4q\n    ucj0TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7HmKTQKM7wUT4l\n    GRQ/WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+IMD771W/eDfg1\n    2BrAWR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcHsQijuCCN9Dv/\n    TVvwt1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABoyUwIzAMBgNVHRMB\n    Af8EAjAAMBMGA1UdJQQMMAoGCCsGAQUFBwMBMA0GCSqGSIb3DQEBCwUAA4IBAQA4\n    4QZg5pWdYWsp1Xe17qndMtkDCgSH1vm8SWSIwb6ZRVREz6adQgaFdumRFgdekdH0\n    mW+focnX6mdqNUOfDUuoiJyqgb5BfEJVETele3VXgvU7JczfVpenrsY5cK2QmlBe\n    Tx1Ie/QbTpGkjUUze5aR/IZqFCRY04ThhapoVg9M8R64Z63z+sC9cCo7cB8z/hbv\n    bOv4audpjQI6QYwpSs90e0MgQwXfKHUO27eG9S7GqBn+77v6fHfgGopBkwir0x8O\n    18rIiRJmMyR1Ice9NZgFmARs0VCxIc3GkQKpDSBvgjICfz3qMLkZOWngyxEyaS6P\n    uo3B62uSdkGgadKOL0fR\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs',
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cert-key-mismatch": {
    "why": "The TLS handshake proves possession of the leaf's key: with another key the webhook cannot complete a handshake at all.",
    "howToFix": "Store the key that was generated with the certificate; regenerate both together if it is lost.",
    "example": '# a valid chain, but tls.key is empty: the server cannot prove it holds the key. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDEzCCAfugAwIBAgIJAMTnb6b4NidLMA0GCSqGSIb3DQEBCwUAMB8xHTAbBgNV\n    BAMMFFRlc3QgSW50ZXJtZWRpYXRlIENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEw\n    MTAwMDAwMFowHTEbMBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkq\n    hkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG\n    58p7s0Hjv0kc2sB6krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpH\n    bkEzVKvFXX4qucj0TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7H\n    mKTQKM7wUT4lGRQ/WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+I\n    MD771W/eDfg12BrAWR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcH\n    sQijuCCN9Dv/TVvwt1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABo1Qw\n    UjAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIFoDATBgNVHSUEDDAKBggrBgEF\n    BQcDATAdBgNVHREEFjAUghJ3ZWJob29rLnN5c3RlbS5zdmMwDQYJKoZIhvcNAQEL\n    BQADggEBAH869fBXR7vjQBDMsFTTl2L8Y15E9UPw0LBe6fFDhAbi141ShxalEYCL\n    DDPvGfDtEMPlmqde22s6WPYsQhVVJWXTQVTsBMWm4KPKzZunK/SmEU5k3cjTRc6Z\n    xty8Ne7pUrVa2YVu2gZjrEwQRlf+wzujCmi8mSQKucF73cixx0mEkirLdaaqCUgA\n    +Nx5xNu6pt3KBQGLF+JCrZsHDWnVjxQzPhDQqR+tyqKMwY+ro6ezOMg9b11untXr\n    8zqZQzafGJ91H5WrDWQ8F6yR+eS/qob242/WqSlvaE5T7b6yGIaMBhlNUmmHvqnE\n    r65gMxDwQWeN4BZpco6Io5RL/3nkYUU=\n    -----END CERTIFICATE-----\n    -----BEGIN CERTIFICATE-----\n    MIIC2zCCAcOgAwIBAgIIGqYDsMV5xG0wDQYJKoZIhvcNAQELBQAwFzEVMBMGA1UE\n    AwwMVGVzdCBSb290IENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFow\n    HzEdMBsGA1UEAwwUVGVzdCBJbnRlcm1lZGlhdGUgQ0EwggEiMA0GCSqGSIb3DQEB\n    AQUAA4IBDwAwggEKAoIBAQC8cDV8Nnc2EqyJA1XDircUE08ZYlW9wwqOCuoHHz6N\n    Gwn8inRA9aM71s2qCuB0lyko4IpZaeNuPTH+Gi9wZgbW368nO80OkfXFBQo2MJRW\n    gm/hYWanQoJ2lA+yH2SV7blsYN1bk04To7y0UlCUMtg1Bl0yrisCUPnZJIpEpLr1\n    i+Fo2HOfgFvPU18eGMX6UuPn7WqB4vUzxBC54coBufKmDW7okQi3YUKqcPKvTyNw\n    ZASNq8bk013FooKQYHCzqMZ7l+i1k3LEnKBRbSoeoxCVcVQHlm7xOeoKaj6nqE59\n    EagoMkj93kJVQnuGUUOAedLc5rPjM5n56cKWGvWliBcNAgMBAAGjIzAhMA8GA1Ud\n    EwEB/wQFMAMBAf8wDgYDVR0PAQH/BAQDAgEGMA0GCSqGSIb3DQEBCwUAA4IBAQCp\n    Eo0seQzW9jwbFinHw422T0zUk75Ug2bjsN5+OAd/NYy3Meydof04ah5imCbuvhcI\n    V3IZbwRZmcouhFnLre7XXS/9BuikdRXTIIva0K796D5z1EGmPf4fGMUFTjxEsg1X\n    188xkL4cnh4iyLpO5DwwkUV0amsFsWBoP/j1iWhw+0cjVD/PQhs8JgsHkFkTm2ud\n    nxfaOjd+rheBlar6S5Yz1kbMBj3F3VYIEgsfp2qw0w/bIU6xhKs+HjI1xgItJcRG\n    5ZrEmB0YEtuGcfawu4dDa0quXnVry1tfiZV4ZXUUzrUZNeGjCwFI9IeOZ4y/VN/a\n    vW6SeikE3ooV3rFCCgOX\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-malformed": {
    "why": "Every served certificate is parsed, extras included; duplicate extensions, negative serials, unknown critical extensions or an RSA-PSS key fail the call.",
    "howToFix": "Regenerate the certificate with a standard tool (webhook-cert-gate cert generate, cert-manager, openssl req -x509).",
    "example": '# leaf key on secp256k1: Go cannot parse it. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIICPTCCASWgAwIBAgIJAKrpxkrFfrxeMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzBWMBAGByqGSM49AgEGBSuB\n    BAAKA0IABB4PbLJr5Mjmrh0NcHs4O0VOZIwP3Qhrc1Ekwn5c/ST+iQDJDwxmuuA1\n    RATXmS/4MkoD46QIk31FhuGzL+3ahKejVDBSMAwGA1UdEwEB/wQCMAAwDgYDVR0P\n    AQH/BAQDAgWgMBMGA1UdJQQMMAoGCCsGAQUFBwMBMB0GA1UdEQQWMBSCEndlYmhv\n    b2suc3lzdGVtLnN2YzANBgkqhkiG9w0BAQsFAAOCAQEAf0q+0Rq+f6W0c9cAxYAL\n    fSxtq6nnrHeyiQYYxhguQutb7pSusEI3pCi3k6xolLnk8/Lky980MZMqCmwU69Oa\n    WKibzNd7pIZ2RT680rXYrXeS6vWKqLiOqiGATeUtjUCwLxemx44eaY2MJANN9OT8\n    kbRHGjknMworhc92yC0TV7thpprk6Es5im6GcrpRnOMfY9YRMbu5uxD6yZjk4m/3\n    THOKWy5eym45ZIsht5ZarTLt6mVaAsb6NpWtDQx1MHCwRTXDjSA7RbqbfZGq0JJb\n    ilLRhSVDzsgLrcg5Y6VUSQ+exnntv5iMQIKjf6gqQ0Su+Ufc04A64wA9RyyEe7Uh\n    uA==\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-not-yet-valid": {
    "why": "A notBefore in the future (clock skew, a certificate minted for a later date) fails the handshake until then.",
    "howToFix": "Reissue with a notBefore in the past; check the clock of the machine that issued it.",
    "example": '# leaf not yet valid. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJAJ5sIdbDaJeHMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNjA3MDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQB+\n    lV0JIoM5eZFex3alqAhcxeWQBCwNqrEfU5qaA7WwyGwMJ/UJAYmxEmvOilorQQCo\n    DZZEkXNVM4TO43k57hB7kKjk0E1PJJXjze/iFlyO6kMxRnIwQBNgHo9TBz5iL0uJ\n    r0qr3X/m8AjHir3yWuIANt/BewDK285VKZbtTGHXaZFmhgmnSW2QOOBaYpsw6aw3\n    aAQGUsWQSwxmNDboFzA9AwXnpHiPIWNeXvCQF9W32mOrNuq5y87vtOoa7LxV+DYF\n    qhO/8Ku8vB9WJQk9q6VsH+NruYO4iYKg8h7y9xBpZeSwpbi6MpVAVah3gv2Mx8Hm\n    wIlTfBtT4Q5hE5RP5JkU\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-untrusted": {
    "why": "The API server builds a chain from the served certificate to a caBundle certificate (byte-exact issuer/subject, parents must be CAs with keyCertSign, no SHA-1/MD5, RSA \u2265 1024). If it cannot, every admission call fails TLS.",
    "howToFix": "Issue the serving certificate from the CA you publish in caBundle (webhook-cert-gate cert generate), and serve any intermediates after the leaf.",
    "example": '# intermediate with CA:FALSE. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDBzCCAe+gAwIBAgIJAL3J8XhbDEZRMA0GCSqGSIb3DQEBCwUAMBMxETAPBgNV\n    BAMMCE5vdCBBIENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFowHTEb\n    MBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkqhkiG9w0BAQEFAAOC\n    AQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG58p7s0Hjv0kc2sB6\n    krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpHbkEzVKvFXX4qucj0\n    TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7HmKTQKM7wUT4lGRQ/\n    WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+IMD771W/eDfg12BrA\n    WR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcHsQijuCCN9Dv/TVvw\n    t1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABo1QwUjAMBgNVHRMBAf8E\n    AjAAMA4GA1UdDwEB/wQEAwIFoDATBgNVHSUEDDAKBggrBgEFBQcDATAdBgNVHREE\n    FjAUghJ3ZWJob29rLnN5c3RlbS5zdmMwDQYJKoZIhvcNAQELBQADggEBAJF7L6zd\n    T2RVeq7tehqrWaRvXaA8VoYJskM+uOKUvCSCQjkCpXsJ4+/S8Ihk6R7XeINgPMQk\n    L5YSRcVzFBkRzNHFhsrLc7qomCQJm2rqjZi9enzkx+tFfzfDvKamB08jO3/Ml362\n    y6ULrk1gHPleNmUe6UKb6dmno0oMNyBe8vFMG6vNFUwo7VW655cu/kOQBrM5QGLj\n    vjCIpYr/glPWNx9rrXQJEhSZ0XSPzRTJ480QDCSchyl5m4u+a8JispXMX09XPi8y\n    Tm9gkNrKSX3lrYOCtEWQb7bpKRUPadseTsLJAuVGG0VaYpdsgG82N9Laaw3UvQsl\n    3gf5t2kwd68b0SI=\n    -----END CERTIFICATE-----\n    -----BEGIN CERTIFICATE-----\n    MIICzTCCAbWgAwIBAgIJAJqPBuVr0eCqMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MBMxETAPBgNVBAMMCE5vdCBBIENBMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIB\n    CgKCAQEAvHA1fDZ3NhKsiQNVw4q3FBNPGWJVvcMKjgrqBx8+jRsJ/Ip0QPWjO9bN\n    qgrgdJcpKOCKWWnjbj0x/hovcGYG1t+vJzvNDpH1xQUKNjCUVoJv4WFmp0KCdpQP\n    sh9kle25bGDdW5NOE6O8tFJQlDLYNQZdMq4rAlD52SSKRKS69YvhaNhzn4Bbz1Nf\n    HhjF+lLj5+1qgeL1M8QQueHKAbnypg1u6JEIt2FCqnDyr08jcGQEjavG5NNdxaKC\n    kGBws6jGe5fotZNyxJygUW0qHqMQlXFUB5Zu8TnqCmo+p6hOfRGoKDJI/d5CVUJ7\n    hlFDgHnS3Oaz4zOZ+enClhr1pYgXDQIDAQABoyAwHjAMBgNVHRMBAf8EAjAAMA4G\n    A1UdDwEB/wQEAwICBDANBgkqhkiG9w0BAQsFAAOCAQEAccgy3Fzms+5RiOY+oYjG\n    EP5tbaJZ2nIFcPqvOeNs4masIesfhsYda3eefgzwjJ9k6q4R76G/EiJRXnWmrQY2\n    PNpFM9FOuuPhIgT0z5cK208l+uLZJw2PKtmHAEJq64aEmh/ty6Ymm0lWivNfscBv\n    x0Tyn1iza3TFOq1Fo6t9AfVS/riAjCpU7RPjuVBU0BTF4DtKcaQe36tiLg0EfR6T\n    I8n99UsC8KMEPKKUcVfCcqrtGHNPbLBgurZ1NBJEPmlULfPEy22yKDxuqxuTrqlu\n    0QTNXzy5+LpQk3EwqV1eoB/1QtyeV9SbqCYpKBc3HfeP9s/ZC1jpTWKJpKlQiO0L\n    AQ==\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-weak-crypto": {
    "why": "Go refuses SHA-1 and MD5 signatures on parents, RSA keys under 1024 bits (Go 1.24+), and EC curves other than P-256/384/521.",
    "howToFix": "Reissue with SHA-256 signatures and RSA-2048, ECDSA P-256/P-384 or Ed25519 keys.",
    "example": '# leaf signed with SHA-1. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCjCCAfKgAwIBAgIIRRFnLqzsT6UwDQYJKoZIhvcNAQEFBQAwFzEVMBMGA1UE\n    AwwMVGVzdCBSb290IENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFow\n    HTEbMBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkqhkiG9w0BAQEF\n    AAOCAQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG58p7s0Hjv0kc\n    2sB6krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpHbkEzVKvFXX4q\n    ucj0TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7HmKTQKM7wUT4l\n    GRQ/WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+IMD771W/eDfg1\n    2BrAWR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcHsQijuCCN9Dv/\n    TVvwt1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABo1QwUjAMBgNVHRMB\n    Af8EAjAAMA4GA1UdDwEB/wQEAwIFoDATBgNVHSUEDDAKBggrBgEFBQcDATAdBgNV\n    HREEFjAUghJ3ZWJob29rLnN5c3RlbS5zdmMwDQYJKoZIhvcNAQEFBQADggEBAKwY\n    dhZ1GjPa22GqzY0p5rLuCPuPCqONhvlO27qwOXQtts01Us+1mmU5GnROvEXQfa8h\n    bgquk5ZYR4VqR05MmnG0ImJQ++xYOGqmenJJSmvvKqi5PPj3BErQ1Rvi36CiPxnS\n    9QsFGKd9N600V5ELc9JCY4eyZFmxuzP/Y1JzTaIaIEpy0uxZ6eMXwV4XjdrWoQSM\n    MdJW6Tr5/MAPplkJHQh0FDzSav1rNP8GnAAGDk5idMyd2xl7/N516w6BNe0OHHDX\n    LYnrwm9PcjIAPiOUbJO83UN4LZNEOj+OwuQ+N6kevbQlsHTD2YxFHdfnTgZBK8MQ\n    +EwK8MORUhQT3/NAkf8=\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "gate-permission-missing": {
    "why": "A gate that cannot see the shared Secret, the webhook configurations or the controller's pods cannot tell a write war from a healthy rollout. It runs every other check and says exactly which permission is missing, rather than passing blind or stopping the sync with no finding.",
    "howToFix": "Add the Role (or ClusterRole) rule named in the message to the gate's RBAC; with deploy/argocd, set the Secret and configuration names in its settings rather than editing the rules.",
    "example": "webhook-cert-gate cluster -n koordinator-system   # with a token whose Role lacks get on the Secret"
  },
  "helm-value-unused": {
    "why": "Helm drops a value no template reads, without a word: `--set-string webhook_host=lb.internal` on a chart whose templates never read `webhook_host` renders exactly what the chart renders without it. Whatever the value was meant to change (an external webhook host, a certificate writer, a replica count under a misspelt key) does not happen, and a check of the rendered chart passes for the wrong reason: the setting that starts a caBundle write war in a fork of the chart is invisible in the official one, and the reverse. With a chart folder, the chart's own templates decide (a read of the key, or of any key above it, such as `toYaml .Values.manager`, counts; a chart that passes `.Values` on whole is taken to read everything; keys of subcharts and `global` are left to the subcharts). With values but no chart folder (`--chart NAME`), only the profile's values mapping is known, so the finding says the value was not checked.",
    "howToFix": "Remove the value, or set the key the chart's templates read: fix a typo, use the official chart's key instead of a fork's (or check the fork's chart folder), or move a value meant for another chart. Without the chart folder, give it as a PATH so its templates decide, or map a forked chart's key under `values:` in .webhook-cert-gate.yaml.",
    "example": "webhook-cert-gate check charts/koordinator --set-string webhook_host=lb.internal\n# the official chart's templates never read webhook_host: helm-value-unused at --set",
    "seeAlso": {
      "Helm charts and values": "helm.md"
    }
  },
  "multi-replica-webhook-unshared-cert": {
    "why": `With WEBHOOK_HOST set and no explicit writer, the controller picks the per-pod "fs" certificate writer: every replica mints its own CA and every replica (not only the leader) rewrites the same caBundle of the cluster-wide webhook configurations. The result is a write war (PUT, 409 Conflict, re-sync), etcd load, and admission calls that fail TLS whenever the load balancer reaches a replica whose CA is not the current caBundle (fail-open under failurePolicy Ignore). Controllers of the owner catalogue that mint per process unless a leader elector is on race the same way: the Vault agent injector's auto-TLS without AGENT_INJECT_USE_LEADER_ELECTOR (default false) makes every replica take the leader path (hashicorp/vault-helm#331). When the elector is set from an object the inputs lack, the finding is a warning naming that setting. A DaemonSet runs one pod on each node it is scheduled on, a count the manifests do not show: a per-pod writer there is a warning naming that count, unless a nodeSelector on kubernetes.io/hostname (or node affinity naming one node) pins it to one node. Certainty comes from evidence (docs/effective-state.md, "Certainty"): a workload tied to the lineage only by its env (no image or name a profile knows, only RBAC over webhook configurations or a holder that calls it) is a warning naming which controller it runs, never an error; so is an uncatalogued workload that RBAC lets write caBundle.`,
    "howToFix": "Share one certificate: set WEBHOOK_CERT_WRITER=secret and SECRET_NAME=<secret> on the controller, provision the Secret once (webhook-cert-gate cert generate), then roll out with maxUnavailable: 0. For a catalogue controller, turn its leader elector on (the Vault chart does so with injector.leaderElector.enabled and more than one replica), or run one replica.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 8\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.5.0\n        env:\n        - {name: WEBHOOK_HOST, value: webhook.internal.example}",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "object-duplicate": {
    "why": "kubectl apply of a folder or stream that holds one object twice (same kind, namespace and name) applies both in turn: the later replaces the earlier, and nothing says so. A replica count, a certificate writer or a caBundle owner set in the first copy is then not what runs. The gate checks the object as the cluster will hold it, the later copy; this finding names the one that is lost. Objects of different scopes (two environment folders, two kustomizations, two Helm releases) are different objects and never reported (docs/checking.md#scopes).",
    "howToFix": "Keep one definition. When the two files are in fact applied separately (one per cluster or environment), keep them in sibling folders (deploy/prod, deploy/staging), which the gate tells apart by itself, or declare the scopes in the configuration (scopes: [deploy/*]).",
    "example": "# deploy/webhook.yaml\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec: {replicas: 1}\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}   # <- reported here\nspec: {replicas: 3}",
    "seeAlso": {
      "Checking manifests: scopes": "checking.md#scopes"
    }
  },
  "rotation-ca-dropped": {
    "why": "Judged by check --before, on the change from the state deployed to the state after it. The API server uses a holder's new caBundle almost at once, while each backend keeps serving the certificate it has: a mounted Secret reaches a pod only after the kubelet syncs (30-100 s measured), many servers read their certificate once at start, and old pods serve until the rollout replaces them. A caBundle that no longer trusts the certificate served now makes every call fail meanwhile, or under failurePolicy Ignore admits objects unchecked (kubernetes-sigs/cluster-api#10522, open-policy-agent/cert-controller#50, Project-HAMi/HAMi#1573, kubevirt/kubevirt#18936, openshift/hypershift#9324).",
    "howToFix": "Rotate in three changes: (1) caBundle = old CA + new CA in every holder; (2) the new certificate, with every backend restarted or reloaded; (3) only when every backend serves it, drop the old CA. A change that widens the bundle and switches the certificate at once is also safe. The fix of each finding names the holder, the Secret and the workloads.",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/hami-1573/before test/fixtures/rotation/hami-1573/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-ca-per-render": {
    "why": "Judged by check --before on charts rendered by helm. A template that calls Sprig's genCA, genSelfSignedCert or genSignedCert (directly or through a named template in _helpers.tpl) makes a new CA and certificate on every render: each helm upgrade replaces caBundle at once and the Secret with it, with no overlap, while the pods keep serving the previous certificate until they restart (SlinkyProject/slurm-operator#218, k8tz/k8tz#1, projectcapsule/capsule#546). The same holds for a controller that mints its CA in memory at every start (the owner catalogue's per-pod certificate, without a shared Secret): a change that restarts its pods rewrites caBundle while the pods not yet replaced serve certificates of their own CA (kubescape/helm-charts#819). And for a Job or CronJob that runs again at every change (a Helm pre-upgrade or post-upgrade hook, an Argo CD PreSync, Sync or PostSync hook, a schedule, a name that changes at every render) and whose script makes a new CA (openssl req -x509, cfssl gencert -initca, step certificate create --profile root-ca, ...) and overwrites the Secret a webhook's backends serve or patches its caBundle with no check that keeps the one there (volcano-sh/volcano#4396). An error when every path through the script does; a warning naming the condition when only some do, or naming what the gate cannot read (a script in the image, a ConfigMap not among the inputs) when the Job names the webhook's Secret. A catalogue tool known to keep an existing CA (kube-webhook-certgen create) is not reported.",
    "howToFix": "Make the CA once and keep it across renders, restarts and runs: cert-manager with its CA injector, `lookup` of the existing Secret before generating in a chart, or a Job that generates only when the Secret does not exist (`kubectl get secret NAME -n NS || { generate; kubectl create secret ... }`) and patches caBundle from the CA the Secret holds. When it must change, rotate in three upgrades (old + new CA; the new certificate; drop the old CA).",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/slurm-operator-218/before test/fixtures/rotation/slurm-operator-218/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-ca-rekey": {
    "why": "Judged by check --before, when the change brings in (or turns to key rotation) a cert-manager Certificate with isCA true that signs leaves through a CA Issuer or ClusterIssuer. With spec.privateKey.rotationPolicy Always (the default since cert-manager v1.18) each renewal gives the CA a new key, and cert-manager does not re-issue the certificates it signed (cert-manager/cert-manager#2478, #2391; openshift/hypershift#9324): holders injected with the new CA refuse the backends until each leaf renews.",
    "howToFix": "Set spec.privateKey.rotationPolicy Never on the CA Certificate: a same-key renewal needs no overlap (sapcc/kubernikus#1092). To re-key it, trust old + new CA in every caBundle first (trust-manager, or the injector's CAInjectorMerging gate), re-issue every leaf, then drop the old CA.",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/cert-manager-2478/before test/fixtures/rotation/cert-manager-2478/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-holders-diverged": {
    "why": "Judged by check --before. Webhook entries, CRD conversion webhooks and APIServices served by the same Secret (or Service) must trust the same CAs. A change that gives some of them the new CA and leaves another with only the old one breaks that holder when the backends switch certificate; under failurePolicy Ignore silently (aws/containers-roadmap#2874; dash0hq/dash0-operator#1232 and #1244: one CRD's conversion caBundle left behind). An error when the certificate after the change is already refused, a warning when the next step will be.",
    "howToFix": "Change the caBundle of every holder the Secret serves in the same change, to the same CAs (old + new during the rotation).",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/aws-roadmap-2874/before test/fixtures/rotation/aws-roadmap-2874/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-leaf-untrusted": {
    "why": "Judged by check --before. The change gives the backends a new certificate whose issuer is not in the caBundle in force while it is served: as soon as a pod picks it up (its volume syncs, it reloads or restarts) the API server refuses it. Seen when the new CA is never injected (cert-manager/cert-manager#5519, #6624).",
    "howToFix": "Add the new CA to caBundle (next to the old one) in every holder the Secret serves, first and alone; then switch the certificate; drop the old CA only once every backend serves the new certificate.",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/cert-manager-5519/before test/fixtures/rotation/cert-manager-5519/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-rotator-enabled": {
    "why": "Judged by check --before. A controller whose certificate rotator was off (the owner catalogue's disabledWhen setting) and is on after the change overwrites the Secret another issuer owns with a certificate of its own CA and rewrites caBundle, replacing the CA in force without overlap (open-policy-agent/gatekeeper#2261: after an upgrade every pod rotated despite --disable-cert-rotation).",
    "howToFix": "Keep the rotator off while another issuer owns the Secret. To hand rotation to the controller, first add its CA next to the one in force in every caBundle, then turn it on, and drop the old CA once every pod serves its certificate.",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/gatekeeper-2261/before test/fixtures/rotation/gatekeeper-2261/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "suppression-reason-missing": {
    "why": "A suppression is a decision someone will have to revisit; without a reason nobody can tell whether it still holds.",
    "howToFix": "Write the reason as the annotation value. Run with --strict to refuse all annotation suppressions.",
    "example": 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: audit-webhook\n  annotations:\n    webhook-cert-gate.io/ignore-webhook-failure-policy-ignore: ""   # <- say why\nwebhooks:\n- name: audit.example.com\n  failurePolicy: Ignore\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    url: https://audit.example/validate'
  },
  "suppression-rule-unknown": {
    "why": "A suppression annotation is matched on its exact rule id. One with a typo (an extra letter, a plural, an old id) suppresses nothing, and nothing else would tell you: the finding it was meant to silence keeps coming, or worse, the author believes a rule is accepted on purpose when it was never looked at.",
    "howToFix": "Rename the annotation to webhook-cert-gate.io/ignore-<id> with an id from `webhook-cert-gate rules` (the message names the nearest one), or remove it.",
    "example": 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: audit-webhook\n  annotations:\n    webhook-cert-gate.io/ignore-webhook-failure-policy-ignored: "audit only"   # <- no such rule\nwebhooks:\n- name: audit.example.com\n  failurePolicy: Fail\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    url: https://audit.example/validate'
  },
  "webhook-cert-secret-incomplete": {
    "why": "The Secret writer keeps a Secret whose certificate, key and CA (the profile's secret.readKeys: ca-cert.pem, cert.pem, key.pem for the Koordinator/OpenKruise family) verify; it reads them from the Secret in its own namespace. A Secret with other keys (a cert-manager kubernetes.io/tls Secret: tls.crt, tls.key, ca.crt) looks empty to it, so it generates a new CA and overwrites the Secret: the certificate you provisioned is thrown away. Without the CA key (ca-key.pem) it keeps the Secret but cannot reuse the CA when it renews the leaf, so it mints a new CA then and rewrites caBundle once. A Secret in another namespace is never read at all.",
    "howToFix": "Put the certificate under the keys the controller reads, in the namespace it runs in (webhook-cert-gate cert generate --layout <profile>).",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: koordinator-webhook-certs, namespace: koordinator-system}\ntype: kubernetes.io/tls\ndata:            # <- cert-manager layout: the controller reads ca-cert.pem, cert.pem, key.pem\n  tls.crt: Y2VydA==\n  tls.key: a2V5\n  ca.crt: Y2E=",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-cert-secret-missing": {
    "why": "The Secret writer creates the Secret when it is absent: the first replica to start mints the CA, the others get 409 and converge on it. That works, but the CA is then whatever a pod generated at start-up: nobody reviewed it and it is not in version control, and a deleted Secret silently rotates the CA. In an external-certs mode (OpenKruise EnableExternalCerts) the controller mints nothing: it waits for the Secret another owner (cert-manager) writes. A rotator that only fills its Secret (open-policy-agent/cert-controller's, which Gatekeeper, Kueue, JobSet, LWS, the Kubeflow Trainer, MetalLB and others embed: CertRotator.writeSecret updates it and never creates it) cannot start without it: its chart renders an empty Secret, and a values switch or post-renderer that drops it leaves the webhooks without a certificate. The controller model says which controllers only fill (controller.createsSecret: false; KEDA creates its own first), and nothing is reported when a Job, a certificate object or an injector annotation among the inputs may create it.",
    "howToFix": "Provision the Secret with the manifests (webhook-cert-gate cert generate), in the controller's namespace; in external-certs mode, a cert-manager Certificate whose spec.secretName is that Secret; for a rotator that only fills it, render the empty Secret the chart ships.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n        - {name: SECRET_NAME, value: koord-webhook-certs}   # <- no Secret koord-webhook-certs in the inputs",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-cert-secret-rbac": {
    "why": "The Secret writer reads the certificate through the API. Without get on the Secret the controller cannot load the shared certificate: it fails to start its webhook server, or (depending on the version) keeps retrying while admission calls fail.",
    "howToFix": "Grant get (and update, for renewal) on that Secret by name: a Role with resourceNames bound to the ServiceAccount.",
    "example": 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      serviceAccountName: koord-manager\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n        - {name: SECRET_NAME, value: koord-webhook-certs}\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata: {name: koord-manager, namespace: koordinator-system}\nroleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: koord-manager}\nsubjects: [{kind: ServiceAccount, name: koord-manager, namespace: koordinator-system}]\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata: {name: koord-manager, namespace: koordinator-system}\nrules:\n- apiGroups: [""]\n  resources: [secrets]\n  resourceNames: [some-other-secret]   # <- the shared Secret is not listed\n  verbs: [get]'
  },
  "webhook-cert-writer-implicit": {
    "why": 'When the host env is set and the writer env is empty, the controller silently chooses the per-pod "fs" writer. One replica works; the first scale-out (a replicas bump, an HPA, a surge pod during a rollout) starts the caBundle write war.',
    "howToFix": "Say which writer you mean: WEBHOOK_CERT_WRITER=secret with SECRET_NAME for a shared certificate.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: kruise-controller-manager, namespace: kruise-system}\nspec:\n  replicas: 1\n  selector: {matchLabels: {control-plane: controller-manager}}\n  template:\n    metadata: {labels: {control-plane: controller-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: openkruise/kruise-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_HOST, value: kruise-webhook.lb.example}   # <- reported here",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-config-churn": {
    "why": "In steady state nothing rewrites a caBundle holder (webhook configuration, CRD, APIService). Steady writes are the write war of the incident: replicas or controllers overwrite caBundle in turn, the API server answers 409s, and etcd pays for every write. A caBundle that goes back to an earlier value is the clearest sign of two writers with different CAs. When the API server answers too slowly for the planned samples, the rule says so: fewer samples can miss writes.",
    "howToFix": "Find the writers named in the message (managedFields) and give caBundle a single owner.",
    "example": "webhook-cert-gate cluster --namespace koordinator-system --observe 60s"
  },
  "webhook-failure-policy-ignore": {
    "why": `Under Ignore, any call error is an "allow": when the API server cannot verify the webhook's certificate (a caBundle that does not match the replica it reached), times out, or finds no endpoint, the object is admitted without mutation or validation, silently. A certificate race then shows up as objects that skipped policy, not as errors. What counts is the policy after install: a kube-webhook-certgen patch Job with --patch-failure-policy, or istiod for its validator, replaces what the chart renders (docs/effective-state.md).`,
    "howToFix": "Use failurePolicy: Fail for webhooks whose mutation or validation must happen, with a shared certificate and enough replicas; where fail-open is a deliberate choice, suppress with a reason.",
    "example": "apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: koordinator-validating-webhook-configuration}\nwebhooks:\n- name: vpod.koordinator.sh\n  failurePolicy: Ignore   # <- reported here\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    service: {name: koordinator-webhook-service, namespace: koordinator-system, path: /validate-pod}",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-profile-name-mismatch": {
    "why": "The controller looks its configurations up by name (MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME, or built-in defaults) and rewrites every webhook's clientConfig.service.name to SERVICE_NAME. Renamed objects (a kustomize namePrefix, a forked chart) are never patched with a caBundle, Koordinator exits when it cannot find them, and admission calls are sent to a Service name that does not exist.",
    "howToFix": "Either keep the default names, or set the env (SERVICE_NAME, MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME) to the names you deploy.",
    "example": "# kustomize namePrefix: koord- renamed the objects, the binary still manages the defaults\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {koord-app: koord-manager}}\n  template:\n    metadata: {labels: {koord-app: koord-manager}}\n    spec:\n      containers:\n      - {name: manager, image: ghcr.io/koordinator-sh/koord-manager:v1.8.0}\n---\napiVersion: v1\nkind: Service\nmetadata: {name: koord-webhook-service, namespace: koordinator-system}   # <- the controller uses SERVICE_NAME=koordinator-webhook-service\nspec:\n  selector: {koord-app: koord-manager}\n  ports: [{port: 443, targetPort: 9876}]\n---\napiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata: {name: koord-mutating-webhook-configuration}\nwebhooks:\n- name: mpod-create.koordinator.sh\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    service: {name: koord-webhook-service, namespace: koordinator-system, path: /mutate-pod}",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-rollout-unavailable": {
    "why": "While a webhook pod is down, the API server still sends it admission calls through the Service or load balancer: they time out or fail TLS (fail-open under Ignore, rejected under Fail). A certificate change in particular must replace pods one at a time, each new replica Ready before an old one goes.",
    "howToFix": "Use strategy RollingUpdate with maxUnavailable: 0 and maxSurge: 1.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 8\n  selector: {matchLabels: {app: koord-manager}}\n  strategy:\n    rollingUpdate: {maxUnavailable: 2}   # <- reported here\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}"
  },
  "webhook-tls-probe": {
    "why": "`cluster` audits every object that carries a caBundle (webhook configuration entries, CRD conversion webhooks, APIServices), with or without a profile. For each it resolves the backends the API server would dial (the URL, or every ready endpoint of the Service) and verifies what each serves as the API server does (that entry's caBundle as the anchor, the URL host or <service>.<namespace>.svc as the name). Certificates from several CAs across the backends of one webhook mean each replica made its own CA: only one of them can be in caBundle, so calls fail whenever another replica answers, and every replica that rewrites caBundle starts a write war. A backend that serves no certificate is named by cause (refused, timed out, no TLS answer), never reported as a bad certificate. The entry's path is then called as the API server calls it, on one backend that served a certificate (a POST with no body, which a webhook refuses without acting on it): 404 or 405 means the path is not served, so every call fails however good the certificate. With failurePolicy Ignore any such failure is an error: the API server admits the object without the webhook, silently. `--allow-missing` never relaxes these: it only lets a run with no webhook at all pass.",
    "howToFix": "Serve one shared certificate from every backend and keep caBundle equal to the CA that issued it, and point clientConfig's path (or URL) at the path the webhook server serves; once every backend verifies, prefer failurePolicy Fail so a broken webhook blocks instead of admitting objects unchecked.",
    "example": "webhook-cert-gate cluster --observe 30s"
  },
  "yaml-syntax": {
    "why": "kubectl apply rejects the whole file, and nothing in the broken document can be checked.",
    "howToFix": "Fix the YAML at the reported line. The other documents of the file were still checked.",
    "example": "kind: ConfigMap\nmetadata:\n  name: x\n data: {oops     # <- reported here; other documents are still checked"
  }
};
function dataOf(r) {
  if (!r) return void 0;
  const out = {};
  const data = get(r.body, "data");
  if (isObj(data)) {
    for (const [k, v] of Object.entries(data)) {
      if (v === null || v === void 0) continue;
      out[k] = r.kind === "Secret" ? Buffer.from(asText(v), "base64").toString("utf8") : asText(v);
    }
  }
  const stringData = get(r.body, "stringData");
  if (r.kind === "Secret" && isObj(stringData))
    for (const [k, v] of Object.entries(stringData)) out[k] = asText(v ?? "");
  return out;
}
function asText(v) {
  return typeof v === "string" ? v : String(v);
}
var UNSET = { state: "unset" };
function isSet(e) {
  return e.state === "ref" || e.state === "value" && e.value !== "";
}
function resolveEnv(model, workload, container, containerPath, names3) {
  const wanted = names3 instanceof Set ? names3 : new Set(names3);
  const out = /* @__PURE__ */ new Map();
  const sources = arr(container.envFrom);
  for (let i = 0; i < sources.length; i++) {
    const src = sources[i];
    if (!isObj(src)) continue;
    for (const [name, setting] of fromEnvSource(model, workload.namespace, src, containerPath.concat("envFrom", i))) {
      if (wanted.has(name)) out.set(name, setting);
    }
  }
  const entries = arr(container.env);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!isObj(entry) || typeof entry.name !== "string" || !wanted.has(entry.name)) continue;
    out.set(entry.name, fromEnvEntry(model, workload, entry, containerPath.concat("env", i)));
  }
  return out;
}
function fromEnvEntry(model, workload, entry, path16) {
  if (!isObj(entry.valueFrom)) {
    return {
      state: "value",
      value: entry.value === void 0 || entry.value === null ? "" : asText(entry.value),
      path: path16
    };
  }
  const vf = entry.valueFrom;
  const fieldPath = str(get(vf, "fieldRef", "fieldPath"));
  if (fieldPath === "metadata.namespace")
    return { state: "value", value: workload.namespace, path: path16, via: "fieldRef metadata.namespace" };
  if (fieldPath) return { state: "ref", path: path16, via: `fieldRef ${fieldPath}` };
  for (const [field, kind] of [
    ["configMapKeyRef", "ConfigMap"],
    ["secretKeyRef", "Secret"]
  ]) {
    const ref = get(vf, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const key2 = str(ref.key) ?? "";
    const data = dataOf(model.get(kind, workload.namespace, name));
    const via = `${kind} ${name} key ${key2}`;
    return data && key2 in data ? { state: "value", value: data[key2], path: path16, via } : { state: "ref", path: path16, via };
  }
  return { state: "ref", path: path16, via: "valueFrom" };
}
function fromEnvSource(model, namespace, src, path16) {
  const out = /* @__PURE__ */ new Map();
  const prefix = str(src.prefix) ?? "";
  for (const [field, kind] of [
    ["configMapRef", "ConfigMap"],
    ["secretRef", "Secret"]
  ]) {
    const ref = get(src, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const data = dataOf(model.get(kind, namespace, name));
    if (!data) continue;
    const via = `envFrom ${kind} ${name}`;
    for (const [k, v] of Object.entries(data)) out.set(prefix + k, { state: "value", value: v, path: path16, via });
  }
  return out;
}
function scalarText(v) {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  return void 0;
}
var KINDS = {
  MutatingWebhookConfiguration: {
    group: "admissionregistration.k8s.io",
    plural: "mutatingwebhookconfigurations",
    entries: configEntries
  },
  ValidatingWebhookConfiguration: {
    group: "admissionregistration.k8s.io",
    plural: "validatingwebhookconfigurations",
    entries: configEntries
  },
  CustomResourceDefinition: { group: "apiextensions.k8s.io", plural: "customresourcedefinitions", entries: crdEntries },
  APIService: { group: "apiregistration.k8s.io", plural: "apiservices", entries: apiServiceEntries }
};
var HOLDER_KINDS = Object.keys(KINDS);
var HOLDER_KIND_BY_PLURAL = Object.fromEntries(
  Object.entries(KINDS).map(([kind, k]) => [k.plural, kind])
);
var cache = /* @__PURE__ */ new WeakMap();
function caBundleHolders(model) {
  let out = cache.get(model);
  if (out) return out;
  out = [];
  for (const kind of HOLDER_KINDS) {
    for (const r of model.ofKind(kind)) {
      const h = holderOf(r);
      if (h) out.push(h);
    }
  }
  cache.set(model, out);
  return out;
}
var entriesCache = /* @__PURE__ */ new WeakMap();
function caBundleEntries(model) {
  let out = entriesCache.get(model);
  if (!out) {
    out = caBundleHolders(model).flatMap(
      (h) => holderEntryPaths(h.resource.kind, h.resource.body, h.resource.name).map((e) => entryOf(h.resource, e))
    );
    entriesCache.set(model, out);
  }
  return out;
}
function holderEntryPaths(kind, body, name) {
  return KINDS[kind]?.entries(body, name) ?? [];
}
function holderKind(kind) {
  const k = KINDS[kind];
  return k && { group: k.group, plural: k.plural };
}
function configEntries(body) {
  const out = [];
  arr(get(body, "webhooks")).forEach((entry, i) => {
    if (!isObj(entry)) return;
    const name = scalarText(entry.name) ?? `#${String(i)}`;
    const at2 = ["webhooks", i, "clientConfig"];
    out.push({ name, what: `webhook ${name}`, at: at2, caBundlePath: [...at2, "caBundle"], addressPath: at2 });
  });
  return out;
}
function crdEntries(body, name) {
  if (str(get(body, "spec", "conversion", "strategy")) !== "Webhook") return [];
  const at2 = crdClientConfigPath(body);
  return [
    { name, what: `the conversion webhook of CRD ${name}`, at: at2, caBundlePath: [...at2, "caBundle"], addressPath: at2 }
  ];
}
function apiServiceEntries(body, name) {
  if (!isObj(get(body, "spec", "service")) || get(body, "spec", "insecureSkipTLSVerify") === true) return [];
  return [
    {
      name,
      what: `APIService ${name}`,
      at: ["spec"],
      caBundlePath: ["spec", "caBundle"],
      addressPath: ["spec", "service"]
    }
  ];
}
function crdClientConfigPath(body) {
  return isObj(get(body, "spec", "conversion", "webhook", "clientConfig")) ? ["spec", "conversion", "webhook", "clientConfig"] : ["spec", "conversion", "webhookClientConfig"];
}
function entryOf(holder, e) {
  const svc = get(holder.body, ...e.at, "service");
  const service = isObj(svc) && typeof svc.name === "string" ? { namespace: str(svc.namespace) ?? "default", name: svc.name, port: scalarText(svc.port) ?? "443" } : void 0;
  const { name, what, caBundlePath, addressPath } = e;
  return { holder, name, what, caBundlePath, addressPath, service, url: str(get(holder.body, ...e.at, "url")) };
}
function holderOf(r) {
  const { group, plural: plural2 } = KINDS[r.kind];
  const base = { resource: r, group, plural: plural2 };
  if (r.kind === "CustomResourceDefinition") {
    const webhook = get(r.body, "spec", "conversion", "webhook");
    const strategy = str(get(r.body, "spec", "conversion", "strategy"));
    if (strategy !== "Webhook" && !isObj(webhook)) return void 0;
    const at2 = crdClientConfigPath(r.body);
    return { ...base, caBundlePaths: [[...at2, "caBundle"]], services: serviceKeys([get(r.body, ...at2)]) };
  }
  if (r.kind === "APIService") {
    if (!isObj(get(r.body, "spec", "service"))) return void 0;
    return { ...base, caBundlePaths: [["spec", "caBundle"]], services: serviceKeys([get(r.body, "spec")]) };
  }
  const entries = arr(get(r.body, "webhooks"));
  return {
    ...base,
    caBundlePaths: entries.map((_, i) => ["webhooks", i, "clientConfig", "caBundle"]),
    services: serviceKeys(entries.map((e) => get(e, "clientConfig")))
  };
}
function ownsCaBundle(fields) {
  if (!isObj(fields)) return false;
  for (const [k, v] of Object.entries(fields)) if (k === "f:caBundle" || ownsCaBundle(v)) return true;
  return false;
}
function serviceKeys(configs) {
  const out = /* @__PURE__ */ new Set();
  for (const c of configs) {
    const s = get(c, "service");
    if (isObj(s) && typeof s.name === "string") out.add(`${str(s.namespace) ?? "default"}/${s.name}`);
    const m = URL_SERVICE.exec(str(get(c, "url")) ?? "");
    if (m) out.add(`${m[2]}/${m[1]}`);
  }
  return [...out];
}
var URL_SERVICE = /^https:\/\/([a-z0-9-]+)\.([a-z0-9-]+)\.svc(?:\.cluster\.local)?\.?(?::\d+)?(?:[/?#]|$)/;
var entriesCache2 = /* @__PURE__ */ new WeakMap();
var selectorIndex = /* @__PURE__ */ new WeakMap();
function webhookEntries(model) {
  let out = entriesCache2.get(model);
  if (out) return out;
  out = [];
  for (const config of model.webhookConfigurations()) {
    arr(get(config.body, "webhooks")).forEach((entry, i) => {
      if (!isObj(entry)) return;
      const svc = get(entry, "clientConfig", "service");
      const service = isObj(svc) && typeof svc.name === "string" ? { namespace: str(svc.namespace) ?? "default", name: svc.name } : void 0;
      out.push({ config, entry, path: ["webhooks", i], service, url: str(get(entry, "clientConfig", "url")) });
    });
  }
  entriesCache2.set(model, out);
  return out;
}
function servicesSelecting(model, workload) {
  const index = servicesBySelectorPair(model);
  if (!index.size) return [];
  const labels2 = get(workload.body, "spec", "template", "metadata", "labels");
  if (!isObj(labels2)) return [];
  const seen = /* @__PURE__ */ new Set();
  for (const k in labels2) {
    const candidates = index.get(`${workload.namespace}\0${k}=${String(labels2[k])}`);
    if (!candidates) continue;
    for (const s of candidates) if (selects(get(s.body, "spec", "selector"), labels2)) seen.add(s);
  }
  return [...seen];
}
function selects(selector, labels2) {
  for (const k in selector) if (String(labels2[k]) !== String(selector[k])) return false;
  return true;
}
function servicesBySelectorPair(model) {
  let index = selectorIndex.get(model);
  if (index) return index;
  index = /* @__PURE__ */ new Map();
  for (const s of model.ofKind("Service")) {
    const selector = get(s.body, "spec", "selector");
    if (!isObj(selector)) continue;
    for (const k in selector) {
      const key2 = `${s.namespace}\0${k}=${String(selector[k])}`;
      const list = index.get(key2);
      if (list) list.push(s);
      else index.set(key2, [s]);
      break;
    }
  }
  selectorIndex.set(model, index);
  return index;
}
var byServiceCache = /* @__PURE__ */ new WeakMap();
function entriesCalling(model, service) {
  let index = byServiceCache.get(model);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    for (const e of webhookEntries(model)) {
      if (!e.service) continue;
      const key2 = `${e.service.namespace}/${e.service.name}`;
      const list = index.get(key2);
      if (list) list.push(e);
      else index.set(key2, [e]);
    }
    byServiceCache.set(model, index);
  }
  return index.get(`${service.namespace}/${service.name}`) ?? [];
}
var calledCache = /* @__PURE__ */ new WeakMap();
function apiServerCalls(model, workload) {
  let called = calledCache.get(model);
  if (!called) {
    called = new Set(caBundleHolders(model).flatMap((h) => h.services));
    calledCache.set(model, called);
  }
  if (!called.size) return false;
  return servicesSelecting(model, workload).some((s) => called.has(`${s.namespace}/${s.name}`));
}
function serviceAccountOf(w) {
  return str(podSpecOf(w)?.serviceAccountName) || str(podSpecOf(w)?.serviceAccount) || "default";
}
function podSpecOf(w) {
  const spec = get(w.body, "spec", "template", "spec");
  return isObj(spec) ? spec : void 0;
}
var PROFILE_LABEL = "webhook-cert-gate.io/profile";
function imageIsOneOf(image, repos) {
  if (typeof image !== "string") return false;
  const end = repoEnd(image);
  for (let i = 0; i < repos.length; i++) if (repoIs(image, end, repos[i])) return true;
  return false;
}
function mostPreciseMatch(image, entries) {
  if (typeof image !== "string") return void 0;
  const end = repoEnd(image);
  let best;
  let length = -1;
  for (const e of entries)
    for (const repo of e.match?.images ?? [])
      if (repo.length > length && repoIs(image, end, repo)) [best, length] = [e, repo.length];
  return best;
}
function repoIs(image, end, repo) {
  const start = end - repo.length;
  if (start < 0 || !image.startsWith(repo, start)) return false;
  return start === 0 || image.charCodeAt(start - 1) === 47;
}
function repoMatches(repo, img) {
  return repoIs(repo, repo.length, img);
}
function imageRepo(image) {
  return image ? image.slice(0, repoEnd(image)) : void 0;
}
function imageTag(image) {
  if (!image) return void 0;
  const repo = repoEnd(image);
  return image[repo] === ":" ? image.slice(repo + 1).split("@")[0] : void 0;
}
function repoEnd(image) {
  const at2 = image.indexOf("@");
  const end = at2 < 0 ? image.length : at2;
  const colon = image.lastIndexOf(":", end - 1);
  return colon > image.lastIndexOf("/", end - 1) ? colon : end;
}
function indexCatalogue(model) {
  const docs = model.owners;
  const exact = /* @__PURE__ */ new Map();
  const suffixes = [];
  for (const doc of docs) {
    for (const w of doc.controller?.webhooks ?? []) {
      const hit = { doc, caBundle: Boolean(w.caBundle), failurePolicy: w.failurePolicy };
      for (const n of w.names) {
        if (n.startsWith("*")) suffixes.push([n.slice(1), hit]);
        else exact.set(n, [...exact.get(n) ?? [], hit]);
      }
    }
  }
  const anyHolder = model.webhookConfigurations().length > 0 || caBundleHolders(model).length > 0;
  return {
    jobsByHolder: anyHolder ? jobPatches(
      model,
      docs.filter((d) => d.job)
    ) : /* @__PURE__ */ new Map(),
    mountedByService: anyHolder ? mountedSecrets(
      model,
      docs.filter((d) => d.mountedSecret)
    ) : /* @__PURE__ */ new Map(),
    entryOwners: (name) => [
      ...exact.get(name) ?? [],
      ...suffixes.filter(([s]) => name.endsWith(s)).map(([, h]) => h)
    ],
    annotationOwners: (config) => annotationOwners(model, config, docs)
  };
}
function annotationOwners(model, config, docs) {
  const a = annotations(config);
  const out = [];
  for (const doc of docs) {
    for (const { key: key2, refers, kinds } of doc.annotations ?? []) {
      if (kinds && !kinds.includes(config.kind)) continue;
      const value = scalarText(a[key2]);
      if (value === void 0 || value === "") continue;
      if (refers === "enabled" && value.toLowerCase() !== "true") continue;
      const secret = annotatedSecret(model, doc, refers, value);
      out.push({
        doc,
        refers,
        value,
        ...secret ? { secret } : {},
        owner: {
          via: "annotation",
          name: doc.name,
          label: `${doc.description} (annotation ${key2})`,
          resource: config,
          path: ["metadata", "annotations", key2],
          ...secret ? { caFrom: `${secret.namespace}/${secret.name}` } : {},
          // Named by its Secret, the injector only reads it; named by a certificate, its issuer writes it.
          ...secret && doc.secret?.caKey ? { caKey: { key: doc.secret.caKey, writesSecret: refers === "certificate" } } : {}
        }
      });
    }
  }
  return out;
}
function annotatedSecret(model, doc, refers, value) {
  const [ns, name] = value.split("/");
  if (!ns || !name) return void 0;
  if (refers === "secret") return model.get("Secret", ns, name);
  if (refers !== "certificate" || !doc.certificate) return void 0;
  const certificate = model.get(doc.certificate.kind, ns, name);
  const secretName = str(get(certificate?.body, ...doc.certificate.secretNameField.split(".")));
  return certificate && secretName ? model.get("Secret", ns, secretName) : void 0;
}
function jobPatches(model, docs) {
  const out = /* @__PURE__ */ new Map();
  if (!docs.length) return out;
  for (const job of model.ofKind("Job")) {
    arr(podSpecOf(job)?.containers).forEach((c, i) => {
      if (!isObj(c)) return;
      const doc = mostPreciseMatch(c.image, docs);
      if (!doc) return;
      const args = argList(c, ["spec", "template", "spec", "containers", i]);
      if (!args.some((a) => a.value === doc.job.command)) return;
      const flags = doc.job.flags;
      const target2 = flag(args, flags.webhookName);
      const apiService = flags.apiServiceName ? flag(args, flags.apiServiceName) : void 0;
      const named = target2?.value ? target2 : apiService?.value ? apiService : void 0;
      if (!named) return;
      const owner = {
        via: "job",
        name: doc.name,
        label: `${doc.description} (${job.kind} ${job.namespace}/${job.name})`,
        resource: job,
        path: named.path
      };
      const policy = flags.failurePolicy ? flag(args, flags.failurePolicy) : void 0;
      const writes = doc.job.failurePolicyWrites;
      const patch = {
        owner,
        ...policy?.value && (!writes || writes.includes(policy.value)) ? { failurePolicy: { value: policy.value, path: policy.path } } : {}
      };
      const add = (kind, name) => {
        const key2 = `${kind}/${name}`;
        out.set(key2, [...out.get(key2) ?? [], patch]);
      };
      const kinds = [
        ["MutatingWebhookConfiguration", flags.patchMutating],
        ["ValidatingWebhookConfiguration", flags.patchValidating]
      ];
      if (target2?.value) {
        for (const [kind, toggle] of kinds)
          if (!toggle || flag(args, toggle)?.value.toLowerCase() !== "false") add(kind, target2.value);
      }
      if (apiService?.value) add("APIService", apiService.value);
    });
  }
  return out;
}
function argList(c, containerPath) {
  const out = [];
  for (const field of ["command", "args"]) {
    arr(c[field]).forEach((v, i) => {
      if (typeof v === "string") out.push({ value: v, path: [...containerPath, field, i] });
    });
  }
  return out;
}
function flag(args, name) {
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i];
    if (a.value.startsWith(name + "=")) return { value: a.value.slice(name.length + 1), path: a.path };
    if (a.value === name) {
      const next2 = args[i + 1];
      return next2 && !next2.value.startsWith("-") ? { value: next2.value, path: next2.path } : { value: "", path: a.path };
    }
  }
  return void 0;
}
function mountedSecrets(model, docs) {
  const out = /* @__PURE__ */ new Map();
  if (!docs.length) return out;
  for (const kind of POD_WORKLOAD_KINDS) {
    for (const w of model.ofKind(kind)) {
      const spec = podSpecOf(w);
      const volumes = arr(spec?.volumes);
      if (!volumes.length) continue;
      const containers = arr(spec?.containers).filter(isObj);
      for (const s of servicesSelecting(model, w)) {
        for (const port of arr(get(s.body, "spec", "ports"))) {
          const container = servingContainer(containers, get(port, "targetPort") ?? get(port, "port"));
          const served = container && servedSecret(model, w, volumes, container, docs);
          if (served) out.set(`${s.namespace}/${s.name}:${String(get(port, "port"))}`, served);
        }
      }
    }
  }
  return out;
}
function servingContainer(containers, target2) {
  const exposes = (c) => arr(c.ports).some((p) => (typeof target2 === "string" ? get(p, "name") : get(p, "containerPort")) === target2);
  const found = containers.find(exposes);
  return found ?? (typeof target2 === "number" && containers.length === 1 ? containers[0] : void 0);
}
function servedSecret(model, w, volumes, container, docs) {
  const found = [];
  for (const m of arr(container.volumeMounts)) {
    const i = volumes.findIndex((v) => get(v, "name") === get(m, "name"));
    const name = str(get(volumes[i], "secret", "secretName"));
    const secret = name ? model.get("Secret", w.namespace, name) : void 0;
    if (!secret) continue;
    const type = str(get(secret.body, "type")) ?? "Opaque";
    const doc = docs.find((d) => d.mountedSecret.types.includes(type) && d.secret?.certKey);
    if (!doc) continue;
    const owner = {
      via: "mounted-secret",
      name: doc.name,
      label: `${doc.description}: Secret ${secret.namespace}/${secret.name} mounted by ${w.kind} ${w.namespace}/${w.name}`,
      resource: w,
      path: ["spec", "template", "spec", "volumes", i]
    };
    found.push({ owner, secret, layout: doc.secret, mountPath: str(get(m, "mountPath")) ?? "" });
  }
  if (found.every((f) => f.secret === found[0].secret)) return found[0];
  const args = [...arr(container.command), ...arr(container.args)].filter((a) => typeof a === "string");
  const named = found.filter((f) => f.mountPath && args.some((a) => pointsInto(a, f.mountPath)));
  return named.length === 1 ? named[0] : void 0;
}
function pointsInto(arg, dir) {
  const value = arg.slice(arg.indexOf("=") + 1);
  const base = dir.replace(/\/+$/, "");
  return value === base || value.startsWith(base + "/");
}
var cache2 = /* @__PURE__ */ new Map();
function globMatch(pattern, text, dialect) {
  const key2 = `${dialect}\0${pattern}`;
  let re = cache2.get(key2);
  if (!re) cache2.set(key2, re = globRegExp(pattern, dialect));
  return re.test(text);
}
function globRegExp(pattern, dialect) {
  const star = dialect === "any" ? ".*" : "[^/]*";
  const one = dialect === "any" ? "." : "[^/]";
  let out = "";
  let braces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\" && i + 1 < pattern.length) out += escape(pattern[++i]);
    else if (c === "*" && dialect === "double" && pattern[i + 1] === "*") {
      i++;
      if (pattern[i + 1] === "/") {
        i++;
        out += "(?:.*/)?";
      } else out += ".*";
    } else if (c === "*") out += star;
    else if (c === "?") out += one;
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end < 0) out += "\\[";
      else {
        const body = pattern.slice(i + 1, end).replace(/^[!^]/, "^").replace(/\\/g, "\\\\");
        out += `[${body}]`;
        i = end;
      }
    } else if (c === "{" && dialect !== "segment") {
      braces++;
      out += "(?:";
    } else if (c === "}" && braces > 0) {
      braces--;
      out += ")";
    } else if (c === "," && braces > 0) out += "|";
    else out += escape(c);
  }
  try {
    return new RegExp(`^${out}$`);
  } catch {
    return /(?!)/;
  }
}
function escape(c) {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? `\\${c}` : c;
}
function deployerOf(r) {
  return r.deployedBy;
}
function provesWriting(owner) {
  return owner.certain !== false;
}
function unproven(settle) {
  return { certain: false, settle };
}
function decodeBase64CaBundle(b64) {
  const s = b64.replace(/\s+/g, "");
  if (s.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(s)) return void 0;
  return Buffer.from(s, "base64").toString("latin1");
}
function looksLikeBase64(text) {
  const s = text.trim();
  return s.length > 0 && !s.includes("-----BEGIN") && /^[A-Za-z0-9+/=\s]+$/.test(s);
}
var at = (o, dotted) => dotted ? get(o, ...dotted.split(".")) : void 0;
function gitopsOwners(model, h, present2) {
  const out = [];
  let tracked = false;
  const deployer = deployerOf(h.resource);
  for (const doc of model.owners) {
    const g = doc.gitops;
    if (!g) continue;
    const apps = model.ofKind(g.kind).filter((app) => tracks(doc, app, h.resource));
    const from = deployer?.resource;
    if (from && from.kind === g.kind && !apps.includes(from)) apps.push(from);
    for (const app of apps) {
      if (!app.apiVersion.startsWith(g.apiGroup + "/") || !reconciled(g, app, model, deployer)) continue;
      const suspended = at(app.body, g.suspend) === true;
      const owner = present2.length && !suspended && corrects(g, app) && reapplies(g, app, h.resource) ? gitopsOwner(doc, app, h, present2, settingsOf(g.settings?.configMap, model, deployer)) : void 0;
      if (owner) out.push(owner);
      if (!g.driftCorrection || suspended || owner) tracked = true;
    }
  }
  return { owners: out, tracked };
}
function corrects(g, app) {
  const d = g.driftCorrection;
  return !d || d.values.includes(str(at(app.body, d.path)) ?? "");
}
function reapplies(g, app, holder) {
  if (g.keepsCaBundleOf?.includes(holder.kind)) return false;
  const notes2 = annotations(holder);
  return !(g.skipAnnotations ?? []).some((a) => a.values.includes(str(notes2[a.key]) ?? ""));
}
function gitopsOwner(doc, app, h, present2, settings) {
  const g = doc.gitops;
  const rules = [...arr(at(app.body, g.ignoreDifferences)), ...systemRules(g, settings)];
  const covered = present2.every((p) => rules.some((rule38) => ignores(g, rule38, h, p)));
  const selfHeal = at(app.body, g.selfHeal) === true;
  const option = g.respectIgnoreOption;
  const respects = !option || arr(at(app.body, g.syncOptions)).some((o) => o === option);
  if (covered && respects) return void 0;
  const sync = selfHeal ? "self-heal syncs it" : "each sync applies it";
  const when = g.driftCorrection ? "its drift correction puts it back at every interval: " : "";
  const term = (g.ignoreDifferences ?? "spec").split(".").pop();
  const why = covered ? `${sync} with ${term} not respected (no ${option})` : `${when}no ${term} covers caBundle`;
  const skip = g.skipAnnotations?.[0];
  const unknown = !covered && g.settings && !settings && respects;
  return {
    via: "gitops",
    name: doc.name,
    label: `${doc.description} ${app.namespace ? app.namespace + "/" : ""}${app.name} (${why})`,
    fix: `add an ${term} entry to ${app.name} for ${h.resource.kind} ${h.resource.name} covering caBundle${g.respectIgnoreOption ? `, and the sync option ${g.respectIgnoreOption}` : ""}${skip ? `, or annotate ${h.resource.name} ${skip.key}: ${skip.values.at(-1)}` : ""}`,
    resource: app,
    path: covered ? (g.syncOptions ?? "spec").split(".") : (g.ignoreDifferences ?? "spec").split("."),
    ...unknown ? unproven(settingsFact(g, h)) : {}
  };
}
function settingsFact(g, h) {
  const s = g.settings;
  const key2 = `${s.ignoreDifferencesPrefix ?? ""}${h.group ? `${h.group}_` : ""}${h.resource.kind}`;
  return `ConfigMap ${s.configMap} is not among the inputs (system-wide ignore rules there, such as ${key2}, could cover caBundle)`;
}
function settingsOf(name, model, deployer) {
  if (!name) return void 0;
  return deployer?.settings.get(name) ?? model.named("ConfigMap", name)[0];
}
function reconciled(g, app, model, deployer) {
  const n = g.applicationNamespaces;
  const cm = n && settingsOf(n.configMap, model, deployer);
  if (!n || !cm) return true;
  if (app.namespace === cm.namespace) return true;
  const list = (dataOf(cm)?.[n.key] ?? "").split(",").map((x) => x.trim());
  return list.some(
    (p) => p.length > 1 && p.startsWith("/") && p.endsWith("/") ? safeTest(p.slice(1, -1), app.namespace) : p && globMatch(p, app.namespace, "any")
  );
}
function safeTest(re, text) {
  try {
    return new RegExp(re).test(text);
  } catch {
    return false;
  }
}
function systemRules(g, settings) {
  const s = g.settings;
  const data = s && dataOf(settings);
  if (!s || !data) return [];
  const out = [];
  const rule38 = (groupKind, text) => {
    const body = typeof text === "string" ? yamlOf(text) : text;
    if (!isObj(body)) return;
    const [group, kind] = groupKind.includes("/") ? groupKind.split("/", 2) : ["", groupKind];
    out.push({ ...body, group, kind });
  };
  for (const [key2, value] of Object.entries(data)) {
    if (s.ignoreDifferencesPrefix && key2.startsWith(s.ignoreDifferencesPrefix)) {
      const groupKind = key2.slice(s.ignoreDifferencesPrefix.length);
      const parts = groupKind.split("_");
      if (groupKind === s.ignoreDifferencesAll) rule38("*/*", value);
      else if (parts.length === 2) rule38(`${parts[0]}/${parts[1]}`, value);
      else if (parts.length === 1 && groupKind) rule38(groupKind, value);
    } else if (key2 === s.customizationsKey) {
      const map = yamlOf(value);
      if (isObj(map)) for (const [groupKind, o] of Object.entries(map)) rule38(groupKind, get(o, "ignoreDifferences"));
    }
  }
  return out;
}
function yamlOf(text) {
  try {
    return load(text);
  } catch {
    return void 0;
  }
}
function tracks(doc, app, holder) {
  const g = doc.gitops;
  const labels2 = get(holder.body, "metadata", "labels");
  if (g.trackingLabel && isObj(labels2) && str(labels2[g.trackingLabel]) === app.name) return true;
  const id = g.trackingAnnotation ? annotations(holder)[g.trackingAnnotation] : void 0;
  return typeof id === "string" && id.startsWith(app.name + ":");
}
function ignores(g, rule38, h, path16) {
  if (!isObj(rule38)) return false;
  const shape = g.ignoreRule;
  const selector = shape?.target ? rule38[shape.target] : rule38;
  if (selector !== void 0 && !selects2(selector, h, shape?.target ? "*" : "")) return false;
  if (arr(rule38.managedFieldsManagers).length) return true;
  const pointer = "/" + path16.join("/");
  if (arr(rule38[shape?.pointers ?? "jsonPointers"]).some(
    (p) => typeof p === "string" && (pointer === p || pointer.startsWith(p.replace(/\/$/, "") + "/"))
  ))
    return true;
  return arr(rule38.jqPathExpressions).some(
    (e) => typeof e === "string" && (e.includes("caBundle") || /clientConfig\s*$/.test(e))
  );
}
function selects2(selector, h, absent) {
  if (!isObj(selector)) return false;
  const r = h.resource;
  const glob = (v) => str(v) ?? absent;
  if (!globMatch(glob(selector.kind), r.kind, "any") || !globMatch(glob(selector.group), h.group, "any")) return false;
  if (selector.name !== void 0 && selector.name !== "" && selector.name !== r.name) return false;
  return selector.namespace === void 0 || selector.namespace === "" || selector.namespace === r.namespace;
}
function renderOwner(model, h, present2) {
  if (!present2.length) return void 0;
  const labels2 = get(h.resource.body, "metadata", "labels");
  const caFrom = secretHolding(model, get(h.resource.body, ...present2[0]));
  for (const doc of model.owners) {
    const renderer = doc.renderer;
    const hit = renderer?.labels.some(
      (l) => isObj(labels2) && labels2[l.key] !== void 0 && (l.value === void 0 || str(labels2[l.key]) === l.value)
    );
    if (!renderer || !hit) continue;
    const owner = {
      via: "render",
      name: doc.name,
      label: `${doc.description} (the caBundle the chart renders, put back at each upgrade)`,
      resource: h.resource,
      path: [...present2[0]],
      ...caFrom ? { caFrom } : {},
      fix: `render no caBundle field in ${h.resource.kind} ${h.resource.name}: its run-time owner fills it`
    };
    const managed = get(h.resource.body, "metadata", "managedFields");
    if (!Array.isArray(managed) || managesCaBundle(managed, renderer.fieldManagers ?? [])) return owner;
    const release = (renderer.releaseLabels ?? []).map((k) => str(labels2?.[k])).find(Boolean);
    return {
      ...owner,
      certain: false,
      settle: `whether ${release ? `release ${release}` : "the release that installed it"} renders caBundle in ${h.resource.kind} ${h.resource.name} (\`helm get manifest\`): its field manager (${(renderer.fieldManagers ?? []).join(", ") || "unknown"}) owns no caBundle there now`
    };
  }
  return appliedAgain(h, present2, caFrom);
}
function appliedAgain(h, present2, caFrom) {
  if (Array.isArray(get(h.resource.body, "metadata", "managedFields"))) return void 0;
  const rendered = str(get(h.resource.body, ...present2[0]));
  if (!rendered || !decodeBase64CaBundle(rendered)?.includes("-----BEGIN CERTIFICATE-----")) return void 0;
  const what = `${h.resource.kind} ${h.resource.name}`;
  return {
    via: "render",
    name: "manifest",
    label: "whatever applies this manifest (its caBundle, put back at each apply)",
    resource: h.resource,
    path: [...present2[0]],
    ...caFrom ? { caFrom } : {},
    certain: false,
    settle: `whether what applies ${what} applies it again (an upgrade, a sync, kubectl apply in a pipeline)`,
    fix: `render no caBundle field in ${what}: its run-time owner fills it`
  };
}
function secretHolding(model, caBundle) {
  if (typeof caBundle !== "string") return void 0;
  const value = caBundle.trim();
  const secret = model.ofKind("Secret").find((s) => Object.values(get(s.body, "data") ?? {}).some((v) => str(v)?.trim() === value));
  return secret && `${secret.namespace}/${secret.name}`;
}
function managesCaBundle(managed, managers) {
  return managed.some((m) => managers.includes(str(get(m, "manager")) ?? "") && ownsCaBundle(get(m, "fieldsV1")));
}
function canGetSecret(model, saNamespace, sa, secretNamespace2, secret) {
  const bindings = model.bindingsFor(saNamespace, sa);
  if (!bindings.length) return "unknown";
  let unknown = false;
  for (const b of bindings) {
    if (b.kind === "RoleBinding" && b.namespace !== secretNamespace2) continue;
    const role = roleOf(model, b);
    if (!role) {
      unknown = true;
      continue;
    }
    if (role.kind === "ClusterRole" && isObj(get(role.body, "aggregationRule"))) unknown = true;
    if (arr(get(role.body, "rules")).some((r) => grantsGet(r, secret))) return "granted";
  }
  return unknown ? "unknown" : "denied";
}
function roleOf(model, binding) {
  const kind = str(get(binding.body, "roleRef", "kind"));
  const name = str(get(binding.body, "roleRef", "name")) ?? "";
  if (kind === "ClusterRole") return model.get("ClusterRole", "", name);
  if (kind === "Role" && binding.kind === "RoleBinding") return model.get("Role", binding.namespace, name);
  return void 0;
}
function canReadSecrets(model, saNamespace, sa, namespace) {
  return canGetSecret(model, saNamespace, sa, namespace, void 0);
}
function grantsGet(rule38, secret) {
  if (!isObj(rule38)) return false;
  const has = (field, ...values) => arr(rule38[field]).some((v) => values.includes(String(v)));
  if (!has("apiGroups", "", "*") || !has("resources", "secrets", "*") || !has("verbs", "get", "*")) return false;
  const names3 = arr(rule38.resourceNames);
  return names3.length === 0 || secret === void 0 || names3.includes(secret);
}
function clusterWriteRules(model, saNamespace, sa) {
  const out = [];
  for (const binding of model.bindingsFor(saNamespace, sa)) {
    if (binding.kind !== "ClusterRoleBinding") continue;
    const role = roleOf(model, binding);
    arr(get(role?.body, "rules")).forEach((r, ruleIndex) => {
      if (!isObj(r)) return;
      const list = (field) => arr(r[field]).map(String);
      const verbs = list("verbs").filter((v) => v === "update" || v === "patch" || v === "*");
      if (verbs.length)
        out.push({
          role,
          ruleIndex,
          groups: list("apiGroups"),
          resources: list("resources"),
          names: list("resourceNames"),
          verbs
        });
    });
  }
  return out;
}
function covers(rule38, group, plural2, name) {
  const any = (list, v) => list.includes(v) || list.includes("*");
  if (!any(rule38.groups, group) || !any(rule38.resources, plural2)) return void 0;
  if (rule38.names.length && !rule38.names.includes(name)) return void 0;
  return { byName: rule38.names.length > 0 };
}
var WEBHOOK_CONFIG_RESOURCES = ["mutatingwebhookconfigurations", "validatingwebhookconfigurations", "*"];
function canWriteWebhookConfigurations(model, namespace, sa) {
  return clusterWriteRules(model, namespace, sa).some(
    (r) => (r.groups.includes("admissionregistration.k8s.io") || r.groups.includes("*")) && r.resources.some((x) => WEBHOOK_CONFIG_RESOURCES.includes(x))
  );
}
var indexes = /* @__PURE__ */ new WeakMap();
function recognised(model, w) {
  const index = indexOf(model);
  let out = index.found.get(w);
  if (!out) index.found.set(w, out = find(model, index, w));
  return out;
}
function find(model, index, w) {
  const containers = arr(podSpecOf(w)?.containers);
  const first = containers.findIndex(isObj);
  if (first < 0) return [];
  const label2 = str(get(w.body, "metadata", "labels", PROFILE_LABEL));
  const named = label2 ? index.entries.find((e) => e.name === label2) : void 0;
  if (named) {
    const i = containers.findIndex(
      (c) => isObj(c) && (imageIsOneOf(c.image, named.match.images ?? []) || setsOneOf(c.env, named.match.envAny))
    );
    return [{ entry: named, index: i >= 0 ? i : first }];
  }
  const out = [];
  for (let i = 0; i < containers.length; i++) {
    const c = containers[i];
    const repo = isObj(c) && typeof c.image === "string" ? imageRepo(c.image) : void 0;
    const candidates = repo && index.byImage.get(repo.slice(repo.lastIndexOf("/") + 1));
    if (candidates) {
      for (const [entry, img] of candidates)
        if (repoMatches(repo, img)) {
          out.push({ entry, index: i });
          break;
        }
    }
  }
  if (out.length) return out;
  const byName = index.byWorkloadName.get(w.name);
  if (byName) return [{ entry: byName, index: first }];
  if (!containers.some((c) => isObj(c) && setsOneOf(c.env, index.envNames))) return [];
  let corroborated;
  for (const entry of index.entries) {
    if (!entry.match.envAny) continue;
    for (let i = 0; i < containers.length; i++) {
      const c = containers[i];
      if (!isObj(c) || !setsOneOf(c.env, entry.match.envAny)) continue;
      if ((corroborated ??= servesOrWritesWebhooks(model, w)) && !mountsNamedSecret(w, c, entry))
        return [{ entry, index: i, byEnv: true }];
    }
  }
  return [];
}
function indexOf(model) {
  let index = indexes.get(model);
  if (index) return index;
  const profiles = new Map(model.profiles.map((p) => [p.name, p]));
  const entries = [];
  for (const doc of model.owners) {
    const profile = doc.lineage && profiles.get(doc.name);
    if (profile) {
      entries.push({ name: doc.name, match: profile.match, profile });
      profiles.delete(doc.name);
    } else if (doc.controller && doc.match) entries.push({ name: doc.name, match: doc.match, doc });
  }
  entries.unshift(...[...profiles.values()].map((p) => ({ name: p.name, match: p.match, profile: p })));
  const byImage = /* @__PURE__ */ new Map();
  const byWorkloadName = /* @__PURE__ */ new Map();
  const envNames2 = /* @__PURE__ */ new Set();
  for (const e of entries) {
    for (const img of e.match.images ?? []) {
      const key2 = img.slice(img.lastIndexOf("/") + 1);
      const list = byImage.get(key2);
      if (list) list.push([e, img]);
      else byImage.set(key2, [[e, img]]);
    }
    for (const n of e.match.workloadNames ?? []) if (!byWorkloadName.has(n)) byWorkloadName.set(n, e);
    for (const n of e.match.envAny ?? []) envNames2.add(n);
  }
  indexes.set(model, index = { entries, byImage, byWorkloadName, envNames: envNames2, found: /* @__PURE__ */ new Map() });
  return index;
}
function setsOneOf(env, names3) {
  if (!names3) return false;
  const has = Array.isArray(names3) ? (n) => names3.includes(n) : (n) => names3.has(n);
  const list = arr(env);
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (isObj(e) && has(String(e.name))) return true;
  }
  return false;
}
function servesOrWritesWebhooks(model, w) {
  return apiServerCalls(model, w) || canWriteWebhookConfigurations(model, w.namespace, serviceAccountOf(w));
}
function mountsNamedSecret(w, c, entry) {
  const envName = "profile" in entry ? entry.profile.env.secretName : void 0;
  const set = envName ? arr(c.env).find((e) => isObj(e) && e.name === envName) : void 0;
  const name = isObj(set) ? str(set.value) : void 0;
  if (!name) return false;
  const volumes = arr(podSpecOf(w)?.volumes);
  return arr(c.volumeMounts).some(
    (m) => volumes.some((v) => get(v, "name") === get(m, "name") && get(v, "secret", "secretName") === name)
  );
}
var TRUE_VALUES2 = ["1", "t", "T", "TRUE", "true", "True"];
function flagArgs(at2) {
  const args = [];
  for (const field of ["command", "args"]) {
    arr(at2.container[field]).forEach((v, i) => {
      if (typeof v === "string") args.push({ v, path: [...at2.path, field, i] });
    });
  }
  return args;
}
function repeatedFlag(at2, name) {
  const args = flagArgs(at2);
  const values = [];
  let path16;
  args.forEach((a, i) => {
    const bare = a.v.replace(/^--?/, "");
    if (bare === a.v) return;
    const next2 = args[i + 1];
    if (bare.startsWith(name + "=")) [values[values.length], path16] = [bare.slice(name.length + 1), a.path];
    else if (bare === name && next2) [values[values.length], path16] = [next2.v, next2.path];
  });
  return path16 ? { state: "value", value: values.join(","), path: path16 } : void 0;
}
function flagValue(at2, name, boolean) {
  const args = flagArgs(at2);
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i];
    const bare = a.v.replace(/^--?/, "");
    if (bare === a.v) continue;
    if (bare.startsWith(name + "=")) return { state: "value", value: bare.slice(name.length + 1), path: a.path };
    if (bare !== name) continue;
    if (boolean) return { state: "value", value: "true", path: a.path };
    const next2 = args[i + 1];
    return next2 ? { state: "value", value: next2.v, path: next2.path } : void 0;
  }
  return void 0;
}
var cache3 = /* @__PURE__ */ new WeakMap();
function findWebhookWorkloads(model) {
  let found = cache3.get(model);
  if (!found) {
    found = [];
    for (const w of model.workloads())
      for (const r of recognised(model, w))
        if ("profile" in r.entry) {
          found.push({ ...describe(model, w, r.entry.profile, r.index), ...r.byEnv ? { byEnv: true } : {} });
          break;
        }
    cache3.set(model, found);
  }
  return found;
}
function describe(model, w, profile, index) {
  const containerPath = ["spec", "template", "spec", "containers", index];
  const container = arr(podSpecOf(w)?.containers)[index];
  const env = resolveEnv(model, w, container, containerPath, envNames(profile));
  const setting = (name) => name ? env.get(name) ?? UNSET : UNSET;
  const literal = (name, fallback) => {
    const s = setting(name);
    return s.state === "value" && s.value !== "" ? s.value : fallback;
  };
  const host = setting(profile.env.host);
  const writerEnv = setting(profile.env.writer);
  const podNamespace = setting(profile.env.namespace);
  return {
    resource: w,
    profile,
    container,
    containerPath,
    env,
    host,
    writerEnv,
    writer: selectWriter(writerEnv, host, profile.writer?.fsValue),
    // An unset namespace env means the binary's built-in default, not the namespace it runs in.
    namespace: podNamespace.state === "value" && podNamespace.value ? podNamespace.value : podNamespace.state === "unset" ? profile.defaults?.namespace ?? w.namespace : w.namespace,
    secretName: literal(profile.env.secretName, profile.defaults?.secretName),
    serviceName: literal(profile.env.serviceName, profile.defaults?.serviceName),
    mutatingName: literal(profile.env.mutatingName, profile.defaults?.mutatingName),
    validatingName: literal(profile.env.validatingName, profile.defaults?.validatingName),
    port: Number(literal(profile.env.port, void 0)) || profile.defaults?.port,
    serviceAccount: serviceAccountOf(w),
    replicas: replicasOf(model, w),
    patchesCaBundle: !externalCertsEnabled(container, profile)
  };
}
var namesOf = /* @__PURE__ */ new WeakMap();
function envNames(profile) {
  let names3 = namesOf.get(profile);
  if (!names3)
    namesOf.set(
      profile,
      names3 = new Set(Object.values(profile.env).filter((n) => typeof n === "string"))
    );
  return names3;
}
function selectWriter(writer, host, fsValue) {
  if (writer.state === "ref") return "unknown";
  const value = writer.state === "value" ? writer.value : "";
  if (fsValue !== void 0 && value === fsValue) return "fs";
  if (value === "") return isSet(host) ? "fs" : "secret";
  return "secret";
}
function replicasOf(model, w) {
  if (w.kind === "DaemonSet") return pinnedToOneNode(w) ? { max: 1 } : { max: 1, perNode: { settle: nodesSettle(w) } };
  const raw = get(w.body, "spec", "replicas");
  const declared = typeof raw === "number" && Number.isFinite(raw) ? raw : void 0;
  let max = declared ?? 1;
  let hpa;
  for (const h of model.hpasFor(w)) {
    const m = get(h.body, "spec", "maxReplicas");
    if (typeof m === "number" && m > max) {
      max = m;
      hpa = h;
    }
  }
  return { max, declared, hpa };
}
var HOSTNAME_LABEL = "kubernetes.io/hostname";
function pinnedToOneNode(w) {
  const pod = podSpecOf(w);
  if (str(pod?.nodeName)) return true;
  const selector = pod?.nodeSelector;
  if (isObj(selector) && typeof selector[HOSTNAME_LABEL] === "string") return true;
  const terms = arr(
    get(pod, "affinity", "nodeAffinity", "requiredDuringSchedulingIgnoredDuringExecution", "nodeSelectorTerms")
  );
  const nodes = /* @__PURE__ */ new Set();
  for (const t of terms) {
    const node = isObj(t) ? termNode(t) : void 0;
    if (node === void 0) return false;
    nodes.add(node);
  }
  return nodes.size === 1;
}
function termNode(term) {
  const pins = [
    ...arr(term.matchExpressions).map((e) => [e, HOSTNAME_LABEL]),
    ...arr(term.matchFields).map((e) => [e, "metadata.name"])
  ];
  for (const [e, key2] of pins) {
    if (!isObj(e) || e.key !== key2 || e.operator !== "In") continue;
    const values = arr(e.values);
    if (values.length === 1 && typeof values[0] === "string") return values[0];
  }
  return void 0;
}
function nodesSettle(w) {
  return `how many nodes DaemonSet ${w.namespace}/${w.name} runs on (the nodes its nodeSelector, node affinity and tolerations admit; one pod on each)`;
}
function externalCertsEnabled(container, profile) {
  const gate = profile.externalCertsFeatureGate;
  const flag2 = profile.featureGatesArg;
  if (!gate || !flag2) return false;
  const value = repeatedFlag({ container, path: [] }, flag2.replace(/^--?/, ""))?.value;
  if (!value) return false;
  const gates = /* @__PURE__ */ new Map();
  for (const kv of value.split(",")) {
    const [k, v] = kv.split("=");
    gates.set(k.trim(), v?.trim() ?? "");
  }
  return [gate, ...profile.externalCerts?.alsoEnabledBy ?? []].some((g) => TRUE_VALUES2.includes(gates.get(g) ?? ""));
}
var BUILT_IN = "its built-in value";
function settingName(s) {
  return [
    s.env && `env ${s.env}`,
    s.flag && `flag --${s.flag}`,
    s.configKey && `config key ${s.configKey}`,
    s.subcommand && "the subcommand"
  ].filter(Boolean).join(" / ") || BUILT_IN;
}
function resolveSetting(model, at2, s) {
  const own = ownSetting(model, at2, s);
  return s.overriddenBy ? overridden(model, at2, s, own) : own;
}
function overridden(model, at2, s, own) {
  let out = own;
  for (const o of s.overriddenBy ?? []) {
    const name = valueOf(resolveSetting(model, at2, o.name));
    const key2 = o.key ?? s.env;
    if (!name || !key2) continue;
    const object = model.get(o.kind, at2.workload.namespace, name);
    const value = dataOf(object)?.[key2];
    if (!object)
      out = {
        state: "unknown",
        path: at2.path,
        from: `${key2} in ${o.kind} ${at2.workload.namespace}/${name} (read through the API, not among the inputs)`
      };
    else if (value !== void 0)
      out = { state: "value", value, path: at2.path, from: `${key2} in ${o.kind} ${at2.workload.namespace}/${name}` };
  }
  return out;
}
function ownSetting(model, at2, s) {
  const from = settingName(s);
  if (s.env) {
    const e = resolveEnv(model, at2.workload, at2.container, at2.path, [s.env]).get(s.env);
    if (e?.state === "value" && e.value !== "")
      return { state: "value", value: e.value, path: e.path, from: `env ${s.env}` };
    if (e?.state === "ref") return { state: "unknown", path: e.path, from: `env ${s.env} (${e.via})` };
  }
  if (s.flag) {
    const f = s.repeated ? repeatedFlag(at2, s.flag) : flagValue(at2, s.flag, Boolean(s.boolean));
    if (f) return { ...f, from: `flag --${s.flag}` };
  }
  if (s.configKey) {
    const c = configValue(model, at2, s.configKey);
    if (c) return c;
  }
  if (s.subcommand) return subcommandOf(at2);
  return { state: "default", value: s.default, from };
}
function valueOf(r) {
  return r.state === "unknown" ? void 0 : r.value;
}
function holds(model, at2, c) {
  const resolved = resolveSetting(model, at2, c.setting);
  const v = valueOf(resolved);
  if (resolved.state === "unknown") return { resolved };
  if (c.set !== void 0) return { holds: (v !== void 0 && v !== "") === c.set, resolved };
  const items = v === void 0 ? [] : c.setting.repeated ? v.split(",") : [v];
  const matches = items.some((x) => (c.in ?? []).includes(x) || (c.prefixes ?? []).some((p) => x.startsWith(p)));
  return { holds: matches, resolved };
}
function subcommandOf(at2) {
  const from = "the subcommand";
  const args = flagArgs(at2).slice(Array.isArray(at2.container.command) ? 1 : 0);
  const words = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i].v;
    if (!a.startsWith("-")) {
      words.push(a);
      continue;
    }
    const next2 = args[i + 1];
    if (!a.includes("=") && next2 && !next2.v.startsWith("-") && !words.length)
      return { state: "unknown", path: next2.path, from: `${from} (${a} may take \`${next2.v}\` for its value)` };
    if (words.length) break;
  }
  return { state: "value", value: words.join(" "), path: args[0]?.path ?? at2.path, from };
}
function configValue(model, at2, key2) {
  const mounted = new Set(arr(at2.container.volumeMounts).map((m) => str(get(m, "name"))));
  const volumes = arr(podSpecOf(at2.workload)?.volumes);
  for (let i = 0; i < volumes.length; i++) {
    const v = volumes[i];
    const name = str(get(v, "configMap", "name"));
    if (!name || !mounted.has(str(get(v, "name")))) continue;
    const path16 = ["spec", "template", "spec", "volumes", i];
    const cm = model.get("ConfigMap", at2.workload.namespace, name);
    if (!cm) return { state: "unknown", path: path16, from: `config key ${key2} (ConfigMap ${name}, not among the inputs)` };
    for (const [file, text] of Object.entries(dataOf(cm) ?? {})) {
      for (const d of parseDocuments(file, text)) {
        const found = scalarText(get(d.value, ...key2.split(".")));
        if (found !== void 0) {
          return { state: "value", value: found, path: path16, from: `config key ${key2} (ConfigMap ${name} ${file})` };
        }
      }
    }
  }
  return void 0;
}
function rootOf(model, sources, at2) {
  const w = at2.workload;
  for (const source2 of sources) {
    if (source2.when) {
      const h = holds(model, at2, source2.when);
      if (h.holds === false) continue;
      if (h.holds === void 0) {
        return {
          key: `unknown\0${w.namespace}`,
          text: `a root that ${h.resolved.from} decides`,
          settle: (m) => `${h.resolved.from} of ${m.join(", ")} (whether its root is ${source2.description})`
        };
      }
      if (!source2.mount) return { key: `shared\0${source2.description}`, text: source2.description };
    }
    if (!source2.mount || !source2.key) continue;
    const mounted = mountedData(model, at2, source2.mount, source2.key);
    if (mounted.data)
      return { key: `data\0${mounted.data.trim()}`, text: `${source2.description}: ${source2.key} of ${mounted.what}` };
    if (source2.when) {
      const what = mounted.what ?? `nothing mounted at ${source2.mount}`;
      return {
        key: `unknown\0${w.namespace}`,
        text: `${source2.description}: ${source2.key} of ${what}`,
        settle: (m) => `whether ${what} (${m.join(", ")}) holds the same ${source2.key} as the other installs`
      };
    }
  }
  return { key: `namespace\0${w.namespace}`, text: `the root of namespace ${w.namespace}` };
}
function mountedData(model, at2, path16, key2) {
  const trim = (p) => p.replace(/\/+$/, "");
  const mount = arr(at2.container.volumeMounts).find(
    (m) => isObj(m) && typeof m.mountPath === "string" && trim(m.mountPath) === trim(path16)
  );
  const name = isObj(mount) ? mount.name : void 0;
  const volume = arr(podSpecOf(at2.workload)?.volumes).find((v) => isObj(v) && v.name === name);
  if (!isObj(volume)) return {};
  const ref = isObj(volume.secret) ? { kind: "Secret", name: str(volume.secret.secretName) } : isObj(volume.configMap) ? { kind: "ConfigMap", name: str(volume.configMap.name) } : void 0;
  if (!ref?.name) return { what: `volume ${String(name)}` };
  const what = `${ref.kind} ${at2.workload.namespace}/${ref.name}`;
  const data = dataOf(model.get(ref.kind, at2.workload.namespace, ref.name))?.[key2];
  return { data: data?.trim() ? data : void 0, what };
}
function parseVersion(tag) {
  const m = tag && /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+][0-9A-Za-z.-]*)?$/.exec(tag);
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : void 0;
}
function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
function outsideRange(tag, range) {
  const v = parseVersion(tag);
  if (!v) return false;
  const min = parseVersion(range.min);
  const below = parseVersion(range.below);
  return Boolean(min && compare(v, min) < 0 || below && compare(v, below) >= 0);
}
function describeRange(range) {
  return [range.min && `from ${range.min}`, range.below && `below ${range.below}`].filter(Boolean).join(" ");
}
function workloads(model) {
  return POD_WORKLOAD_KINDS.flatMap((k) => model.ofKind(k));
}
function label(r) {
  return `${r.kind} ${r.namespace ? r.namespace + "/" : ""}${r.name}`;
}
function catalogueWriters(model) {
  const out = [];
  for (const w of workloads(model)) {
    const containers = arr(podSpecOf(w)?.containers);
    for (const r of recognised(model, w))
      if ("doc" in r.entry) {
        const at2 = {
          workload: w,
          container: containers[r.index],
          path: ["spec", "template", "spec", "containers", r.index]
        };
        out.push(writerOf(model, r.entry.doc, at2, r.byEnv));
      }
  }
  return out;
}
function writerOf(model, doc, at2, byEnv) {
  const spec = doc.controller;
  const unknown = byEnv ? [`whether ${label(at2.workload)} runs ${doc.name} (only its env names say so)`] : [];
  let enabled = true;
  const conditions = [
    ...(spec.enabledWhen ?? []).map((c) => [c, false]),
    ...(spec.disabledWhen ?? []).map((c) => [c, true])
  ];
  for (const [c, offWhen] of conditions) {
    const h = holds(model, at2, c);
    if (h.holds === offWhen) enabled = false;
    else if (h.holds === void 0) {
      unknown.push(h.resolved.from);
      if (enabled) enabled = void 0;
    }
  }
  const holders = [];
  for (const h of spec.writes) {
    if ((h.when ?? []).some((c) => holds(model, at2, c).holds === false)) continue;
    if (h.labelFrom) {
      const value = valueOf(resolveSetting(model, at2, h.labelFrom.setting));
      if (value !== void 0)
        for (const name of selected(model, h.kind, { [h.labelFrom.label]: value }, []))
          holders.push({ kind: h.kind, name, entries: h.entries ?? "all", byLabel: h.labelFrom });
      continue;
    }
    const names3 = h.labels || h.annotated ? selected(model, h.kind, h.labels ?? {}, h.annotated ?? []) : h.name ? [nameFrom(valueOf(resolveSetting(model, at2, h.name)), h.trimSuffix, h.nameFormat)] : h.names ?? [];
    for (const name of names3) if (name) holders.push({ kind: h.kind, name, entries: h.entries ?? "all" });
  }
  let perPod = spec.certificate === "per-pod";
  let leader;
  if (perPod && spec.leaderElection) {
    const r = resolveSetting(model, at2, spec.leaderElection.setting);
    const v = valueOf(r);
    leader = { from: r.from, value: v, path: r.state === "default" ? void 0 : r.path };
    if (r.state === "unknown") {
      perPod = void 0;
      unknown.push(r.from);
    } else perPod = !(spec.leaderElection.onValues ?? TRUE_VALUES2).includes(v ?? "");
  }
  const version = versionFact(doc, at2);
  if (version) unknown.push(version);
  const named = spec.certificate === "shared-secret" && spec.secretName && resolveSetting(model, at2, spec.secretName);
  const secret = named ? valueOf(named) : void 0;
  const namespace = secretNamespace(model, at2, spec.secretNamespace);
  const secretAt = secret && `${namespace}/${secret}`;
  return {
    doc,
    workload: at2.workload,
    containerPath: at2.path,
    enabled,
    sharedSecret: secretAt,
    ...secret && named && spec.createsSecret === false ? { fills: { namespace, name: secret, path: named.state === "value" ? named.path : at2.path } } : {},
    perPod: enabled === false ? false : perPod,
    unknown,
    leader,
    replicas: replicasOf(model, at2.workload),
    holders,
    ...spec.roots ? { root: rootOf(model, spec.roots, at2) } : {},
    reload: reloadMode(model, at2, doc.reload),
    owner: {
      via: "controller",
      name: doc.name,
      label: `${doc.description} (${label(at2.workload)})`,
      resource: at2.workload,
      path: at2.path,
      ...secretAt ? { caFrom: secretAt } : {},
      ...secretAt && spec.caKey ? { caKey: { key: spec.caKey, writesSecret: true } } : {},
      ...enabled === void 0 || version || byEnv ? unproven(unknown.join(", ")) : {}
    }
  };
}
function selected(model, kind, labels2, annotated) {
  return model.ofKind(kind).filter((r) => {
    const own = labels(r);
    const notes2 = annotations(r);
    return Object.entries(labels2).every(([k, v]) => own[k] === v) && annotated.every((k) => typeof notes2[k] === "string");
  }).map((r) => r.name);
}
function versionFact(doc, at2) {
  const range = doc.controller.versions;
  const tag = imageTag(typeof at2.container.image === "string" ? at2.container.image : void 0);
  if (!range || !outsideRange(tag, range)) return void 0;
  const read = doc.cites?.[0]?.ref ?? "another release";
  return `whether ${tag} still does what ${read} does (the catalogue's facts for ${doc.name} hold ${describeRange(range)})`;
}
function reloadMode(model, at2, reload) {
  if (!reload) return void 0;
  for (const m of reload.modes ?? []) {
    const h = holds(model, at2, m.when).holds;
    if (h === void 0) return "unknown";
    if (h) return m.mode;
  }
  return reload.mode;
}
function secretNamespace(model, at2, setting) {
  return setting && valueOf(resolveSetting(model, at2, setting)) || at2.workload.namespace;
}
function nameFrom(value, trim, format) {
  if (!value) return void 0;
  const base = trim && value.endsWith(trim) ? value.slice(0, -trim.length) : value;
  return format ? format.replace("{}", base) : base;
}
function catalogueOwners(writers, holder) {
  const r = holder.resource;
  const named = arr(r.body.webhooks).some((w) => isObj(w) && w.name === r.name);
  const writes = (h) => h.kind === r.kind && (h.name === r.name || h.name.startsWith("*") && r.name.endsWith(h.name.slice(1))) && (h.entries !== "same-name" || named);
  const writing = writers.filter((w) => w.enabled !== false && w.holders.some(writes));
  const entriesOf = (ws) => {
    const modes = new Set(ws.flatMap((w) => w.holders.filter(writes).map((h) => h.entries)));
    const [mode] = modes;
    return modes.size === 1 && mode !== "all" ? { entries: mode } : {};
  };
  const byCa = /* @__PURE__ */ new Map();
  const out = [];
  for (const w of writing) {
    const ca = w.root ? `root\0${w.root.key}` : w.sharedSecret;
    if (!ca) {
      out.push({ ...w.owner, ...entriesOf([w]) });
      continue;
    }
    const key2 = `${w.doc.name}\0${ca}`;
    const group = byCa.get(key2);
    if (group) group.push(w);
    else byCa.set(key2, [w]);
  }
  const groups = [...byCa.values()].map((group) => {
    const first = group[0];
    const members = group.map((w) => label(w.workload));
    const certain = group.some((w) => w.enabled === true && w.owner.certain !== false);
    const owner = {
      ...first.owner,
      ...labelled(first, holder),
      label: `${first.doc.description} (${members.join(", ")}; ${first.root?.text ?? `Secret ${first.sharedSecret}`})`,
      ...certain ? { certain: void 0, settle: void 0 } : {},
      ...entriesOf(group)
    };
    return { owner, settle: first.root?.settle?.(members) };
  });
  const noneKnown = groups.length > 0 && groups.every((g) => g.settle);
  groups.forEach(
    (g, i) => out.push(g.settle && !(noneKnown && i === 0) ? { ...g.owner, ...unproven(g.settle) } : g.owner)
  );
  return out;
}
function labelled(w, holder) {
  const by = w.holders.find(
    (h) => h.byLabel && h.kind === holder.resource.kind && h.name === holder.resource.name
  )?.byLabel;
  if (!by) return {};
  return {
    resource: holder.resource,
    path: ["metadata", "labels", by.label],
    fix: `set ${settingName(by.setting)} of one of them to a value no other namespace uses, and label ${by.label} of its configurations to match`
  };
}
function rbacOwners(model, holders, known2) {
  const out = /* @__PURE__ */ new Map();
  const byWorkload = /* @__PURE__ */ new Map();
  if (!holders.length) return { byHolder: out, byWorkload };
  const profiled = /* @__PURE__ */ new Set();
  const unnamed = /* @__PURE__ */ new Set();
  for (const w of findWebhookWorkloads(model))
    (w.mutatingName || w.validatingName ? profiled : unnamed).add(w.resource);
  const bySa = /* @__PURE__ */ new Map();
  for (const w of workloads(model)) {
    if (known2.has(w) || profiled.has(w)) continue;
    const sa = serviceAccountOf(w);
    const key2 = `${w.namespace}/${sa}`;
    let rules = bySa.get(key2);
    if (!rules) bySa.set(key2, rules = clusterWriteRules(model, w.namespace, sa));
    if (!rules.length) continue;
    let served;
    for (const h of holders) {
      for (const rule38 of rules) {
        const hit = covers(rule38, h.group, h.plural, h.resource.name);
        if (!hit) continue;
        served ??= new Set(servicesSelecting(model, w).map((s) => `${s.namespace}/${s.name}`));
        if (!hit.byName && !h.services.some((s) => served.has(s))) continue;
        const owner = {
          via: "rbac",
          name: label(w),
          label: `${label(w)} (${rule38.role.kind} ${rule38.role.name} lets it ${rule38.verbs.join("/")} ${h.plural}${hit.byName ? ` named ${h.resource.name}` : ""})`,
          ...unproven(
            `whether ${label(w)} writes caBundle of what it may ${rule38.verbs.join("/")} (a catalogue entry for its image, policies/owners, would say)`
          ),
          resource: rule38.role,
          path: ["rules", rule38.ruleIndex]
        };
        const list = out.get(h.resource);
        if (list) list.push(owner);
        else out.set(h.resource, [owner]);
        if (unnamed.has(w)) break;
        const mine = byWorkload.get(w);
        if (mine) mine.holders.push(h.resource);
        else byWorkload.set(w, { owner, holders: [h.resource] });
        break;
      }
    }
  }
  return { byHolder: out, byWorkload };
}
function unsharedWriters(model, rbac) {
  const out = [];
  for (const [w, { owner, holders }] of rbac.byWorkload) {
    const r = replicasOf(model, w);
    if (r.max <= 1 && !r.perNode || mountsSecret(w) || canReadSecrets(model, w.namespace, serviceAccountOf(w), w.namespace) !== "denied")
      continue;
    out.push({ owner, workload: w, replicas: r, holders });
  }
  return out;
}
function mountsSecret(w) {
  return arr(podSpecOf(w)?.volumes).some(
    (v) => isObj(v) && (isObj(v.secret) || arr(v.projected?.sources).some((s) => isObj(s) && isObj(s.secret)))
  );
}
function effectiveControllers(model) {
  return findWebhookWorkloads(model).map(effectiveController);
}
function effectiveController(w) {
  const p = w.profile;
  const external = !w.patchesCaBundle;
  const writer = external ? "external" : w.writer;
  const host = w.host.state === "value" && w.host.value ? w.host.value : void 0;
  const template = p.rewrites?.hostUrl;
  const name = `${w.resource.kind} ${w.resource.namespace ? w.resource.namespace + "/" : ""}${w.resource.name}`;
  return {
    workload: w,
    writer,
    layout: (external ? p.externalCerts?.secret : p.secret) ?? {},
    secretWrittenBy: external ? p.externalCerts?.writtenBy : void 0,
    ownsCaBundle: !external && Boolean(p.owns?.caBundle),
    servingName: host ?? (w.host.state === "unset" && w.serviceName ? `${w.serviceName}.${w.namespace}.svc` : void 0),
    rewritesUrl: Boolean(template) && isSet(w.host),
    hostUrl: template && host ? (path16) => template.replace("{host}", host).replace("{port}", String(w.port ?? "")).replace("{path}", path16) : void 0,
    owner: {
      via: "controller",
      name: p.name,
      label: name,
      resource: w.resource,
      path: w.containerPath,
      ...writer === "secret" && w.secretName ? { caFrom: `${w.namespace}/${w.secretName}` } : {},
      // Only its env (with RBAC or a Service the API server calls) ties it to the family: no proof that it writes.
      ...w.byEnv ? unproven(
        `which controller ${name} runs (an image policies/owners names, or the label webhook-cert-gate.io/profile)`
      ) : {}
    }
  };
}
function controllersByConfig(controllers) {
  const out = /* @__PURE__ */ new Map();
  const add = (kind, name, c) => {
    if (!name) return;
    const key2 = `${kind}/${name}`;
    const list = out.get(key2);
    if (list) list.push(c);
    else out.set(key2, [c]);
  };
  for (const c of controllers) {
    add("MutatingWebhookConfiguration", c.workload.mutatingName, c);
    add("ValidatingWebhookConfiguration", c.workload.validatingName, c);
  }
  return out;
}
var cache4 = /* @__PURE__ */ new WeakMap();
function effectiveState(model) {
  let state = cache4.get(model);
  if (!state) {
    state = compute(model);
    cache4.set(model, state);
  }
  return state;
}
function compute(model) {
  const controllers = effectiveControllers(model);
  const byConfig = controllersByConfig(controllers);
  const catalogue = indexCatalogue(model);
  for (const c of controllers) c.serving = controllerCert(model, c);
  const writers = catalogueWriters(model);
  const holders = caBundleHolders(model);
  const rbac = rbacOwners(model, holders, new Set(writers.map((w) => w.workload)));
  const caBundleOwners2 = new Map(
    holders.map((h) => [h.resource, holderOwners(model, h, byConfig, catalogue, writers, rbac)])
  );
  const webhooks = webhookEntries(model).map(
    (e) => effectiveWebhook(e, catalogue, byConfig, entryOwners(e, caBundleOwners2.get(e.config) ?? []), writers)
  );
  for (const w of webhooks) {
    const owners = caBundleOwners2.get(w.source.config);
    for (const o of w.caBundleOwners) if (!owners.some((x) => x.via === o.via && x.name === o.name)) owners.push(o);
  }
  const caBundles = effectiveCaBundles(model, webhooks, catalogue, caBundleOwners2);
  return { controllers, webhooks, caBundles, caBundleOwners: caBundleOwners2, writers, unsharedWriters: unsharedWriters(model, rbac) };
}
function effectiveCaBundles(model, webhooks, catalogue, owners) {
  const byEntry = new Map(webhooks.map((w) => [w.source.entry, w]));
  return caBundleEntries(model).map((entry) => {
    const w = entry.caBundlePath[0] === "webhooks" ? byEntry.get(get(entry.holder.body, ...entry.caBundlePath.slice(0, 2))) : void 0;
    if (w) return { entry, dialedHost: w.dialedHost, caBundleOwners: w.caBundleOwners, serving: w.serving, webhook: w };
    return holderCaBundle(entry, catalogue, owners.get(entry.holder) ?? []);
  });
}
function holderCaBundle(entry, catalogue, owners) {
  const s = entry.service;
  const mounted = !owners.length && s ? catalogue.mountedByService.get(`${s.namespace}/${s.name}:${s.port}`) : void 0;
  return {
    entry,
    dialedHost: dialedHost(entry),
    caBundleOwners: owners,
    serving: holderCert(entry.holder, catalogue, mounted)
  };
}
function entryOwners(e, owners) {
  return owners.filter((o) => writesEntry(o, e.config, e.path[1]));
}
function writesEntry(o, config, index) {
  if (o.entries === "first") return index === 0;
  if (o.entries === "same-name")
    return typeof index === "number" && get(config.body, "webhooks", index, "name") === config.name;
  return true;
}
function holderOwners(model, h, byConfig, catalogue, writers, rbac) {
  const config = h.resource.kind.endsWith("WebhookConfiguration");
  const runtime = oneCaSource([
    ...config ? configOwners(h.resource, byConfig, catalogue) : [
      ...catalogue.annotationOwners(h.resource).map((a) => a.owner),
      ...(catalogue.jobsByHolder.get(`${h.resource.kind}/${h.resource.name}`) ?? []).map((j) => j.owner)
    ],
    ...catalogueOwners(writers, h),
    ...rbac.byHolder.get(h.resource) ?? []
  ]);
  if (!runtime.some((o) => o.via !== "job")) return distinct(runtime);
  const present2 = h.caBundlePaths.filter((p) => {
    const v = get(h.resource.body, ...p);
    const written = p[0] !== "webhooks" || runtime.some((o) => o.via !== "job" && writesEntry(o, h.resource, p[1]));
    return typeof v === "string" && v.trim() !== "" && written;
  });
  const gitops = gitopsOwners(model, h, present2);
  const rendered = gitops.tracked ? void 0 : renderOwner(model, h, present2);
  const render2 = runtime.some((o) => o.caFrom && o.caFrom === rendered?.caFrom) ? void 0 : rendered;
  return distinct([...runtime, ...gitops.owners, ...render2 ? [render2] : []]);
}
function oneCaSource(owners) {
  const groups = /* @__PURE__ */ new Map();
  for (const o of owners)
    if (o.caFrom && o.caKey) {
      const key2 = `${o.caFrom}\0${o.caKey.key}`;
      groups.set(key2, [...groups.get(key2) ?? [], o]);
    }
  const dropped = /* @__PURE__ */ new Set();
  for (const group of groups.values()) {
    if (group.length < 2 || group.filter((o) => o.caKey.writesSecret).length > 1) continue;
    const kept = group.find((o) => o.caKey.writesSecret) ?? group[0];
    for (const o of group) if (o !== kept) dropped.add(o);
  }
  return dropped.size ? owners.filter((o) => !dropped.has(o)) : owners;
}
function distinct(owners) {
  const seen = /* @__PURE__ */ new Set();
  return owners.filter((o) => {
    const key2 = `${o.via}\0${o.label}`;
    return !seen.has(key2) && Boolean(seen.add(key2));
  });
}
function configOwners(config, byConfig, catalogue) {
  const key2 = `${config.kind}/${config.name}`;
  return [
    ...(byConfig.get(key2) ?? []).filter((c) => c.ownsCaBundle).map((c) => c.owner),
    ...catalogue.annotationOwners(config).map((a) => a.owner),
    ...(catalogue.jobsByHolder.get(key2) ?? []).map((j) => j.owner)
  ];
}
function effectiveWebhook(e, catalogue, byConfig, ofConfig, writers) {
  const name = scalarText(e.entry.name) ?? `#${String(e.path[1])}`;
  const controllers = byConfig.get(`${e.config.kind}/${e.config.name}`) ?? [];
  const rewriter = controllers[0];
  const named = catalogue.entryOwners(name).filter((n) => n.caBundle && !ofConfig.some((o) => o.name === n.doc.name));
  const owners = [
    ...ofConfig,
    ...named.map(
      (n) => unselected(
        entryOwner(n.doc.name, n.doc.description, e),
        n.doc,
        writers.filter((w) => w.doc === n.doc).map((w) => w.workload)
      )
    )
  ];
  const clientConfig = rewrite(e, rewriter);
  const port = scalarText(get(e.entry, "clientConfig", "service", "port")) ?? "443";
  const mounted = !owners.length && clientConfig.service ? catalogue.mountedByService.get(`${clientConfig.service.namespace}/${clientConfig.service.name}:${port}`) : void 0;
  return {
    source: e,
    name,
    ...clientConfig,
    rewrittenBy: clientConfig.rewritten ? rewriter : void 0,
    dialedHost: dialedHost(clientConfig),
    caBundleOwners: owners,
    renderOwner: mounted?.owner,
    failurePolicy: failurePolicy(e, name, catalogue),
    serving: servingCert(e, controllers, catalogue, mounted)
  };
}
function rewrite(e, c) {
  if (!c) return { service: e.service, url: e.url, rewritten: false };
  if (c.rewritesUrl) {
    const path16 = str(get(e.entry, "clientConfig", "service", "path")) ?? "";
    return { url: c.hostUrl?.(path16), rewritten: true };
  }
  const w = c.workload;
  if (c.workload.profile.rewrites?.serviceName && w.serviceName && e.service) {
    return { service: { namespace: w.namespace, name: w.serviceName }, rewritten: true };
  }
  return { service: e.service, url: e.url, rewritten: false };
}
function dialedHost(c) {
  if (c.service) return `${c.service.name}.${c.service.namespace}.svc`;
  if (!c.url) return void 0;
  try {
    return new URL(c.url).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return void 0;
  }
}
function unselected(owner, doc, workloads2) {
  if (!workloads2.length) return owner;
  const list = workloads2.map((w) => `${w.kind} ${w.namespace}/${w.name}`).join(", ");
  const labelKey = doc.controller?.writes.find((h) => h.labelFrom)?.labelFrom?.label ?? "label";
  return {
    ...owner,
    ...unproven(
      `whether ${doc.description} outside the inputs writes it: its ${labelKey} label selects none of ${list}`
    )
  };
}
function entryOwner(name, description, e) {
  return { via: "webhook", name, label: description, resource: e.config, path: [...e.path, "name"] };
}
function failurePolicy(e, name, catalogue) {
  const written = e.entry.failurePolicy;
  const implicit = written === void 0;
  const rendered = {
    value: implicit ? e.config.apiVersion.endsWith("/v1beta1") ? "Ignore" : "Fail" : scalarText(written) ?? JSON.stringify(written),
    implicit
  };
  const job = (catalogue.jobsByHolder.get(`${e.config.kind}/${e.config.name}`) ?? []).find((j) => j.failurePolicy);
  if (job?.failurePolicy)
    return { value: job.failurePolicy.value, implicit: false, owner: { ...job.owner, path: job.failurePolicy.path } };
  const named = catalogue.entryOwners(name).find((n) => n.failurePolicy);
  if (named?.failurePolicy)
    return { value: named.failurePolicy, implicit: false, owner: entryOwner(named.doc.name, named.doc.description, e) };
  return rendered;
}
function servingCert(e, controllers, catalogue, mounted) {
  for (const c of controllers) if (c.serving) return c.serving;
  return holderCert(e.config, catalogue, mounted);
}
function holderCert(holder, catalogue, mounted) {
  for (const a of catalogue.annotationOwners(holder)) {
    const cert = a.secret && certFrom(a.secret, a.doc.secret ?? {}, a.owner);
    if (cert) return cert;
  }
  return mounted ? certFrom(mounted.secret, mounted.layout, mounted.owner) : void 0;
}
function controllerCert(model, c) {
  const w = c.workload;
  if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) return void 0;
  const secret = model.get("Secret", w.namespace, w.secretName);
  const cert = secret && certFrom(secret, c.layout, c.owner);
  return cert && {
    ...cert,
    host: c.servingName,
    renewWithinDays: c.writer === "secret" ? w.profile.secret?.renewBeforeDays : void 0
  };
}
function certFrom(secret, layout, owner) {
  const data = dataOf(secret);
  if (!layout.certKey || !data?.[layout.certKey]) return void 0;
  return {
    secret,
    owner,
    certKey: layout.certKey,
    chainPem: data[layout.certKey],
    keyPem: layout.keyKey ? data[layout.keyKey] : void 0,
    caPem: layout.caKey ? data[layout.caKey] : void 0
  };
}
var rule = defineRule({
  meta: {
    id: "cabundle-multiple-owners",
    severity: "error",
    description: "A webhook configuration, CRD conversion webhook or APIService whose caBundle has more than one writer.",
    messages: {
      controllerAndInjector: "{kind} {name} is patched by {workload} (it writes its own CA into caBundle) and also carries {annotation}: {injector} and the controller will overwrite each other.",
      twoInjectors: "{kind} {name} carries {annotations}: more than one CA source claims its caBundle.",
      several: "caBundle of {kind} {name} is written by {owners}: each writes its own CA and they overwrite each other.",
      possibly: "caBundle of {kind} {name} may have {count} writers: {owners}. They would overwrite each other; what settles it: {settle}.",
      fieldManagers: "{kind} {name}: caBundle has {count} field managers: {owners}. Each writer puts back its own CA when the other changes it: a write war between owners."
    }
  },
  check({ model, report }) {
    const owned = effectiveState(model).caBundleOwners;
    for (const [config, owners] of owned) {
      if (owners.length < 2) continue;
      const data = { kind: config.kind, name: config.name };
      const uncertain = owners.filter((o) => !provesWriting(o));
      if (owners.length - uncertain.length < 2) {
        if (uncertain.length === owners.length) continue;
        const at2 = uncertain[0];
        report({
          resource: at2.resource,
          path: at2.path,
          messageId: "possibly",
          severity: "warning",
          data: {
            ...data,
            count: owners.length,
            owners: owners.map((o) => o.label).join(" and "),
            settle: [...new Set(uncertain.map((o) => o.settle))].join("; ")
          },
          fix: `keep one caBundle owner for ${config.kind} ${config.name}, or confirm that ${at2.label} leaves caBundle alone`
        });
        continue;
      }
      const annotations2 = owners.filter((o) => o.via === "annotation");
      const controller = owners.find((o) => o.via === "controller");
      const key2 = (o) => String(o.path[o.path.length - 1]);
      if (annotations2.length > 1) {
        report({
          resource: config,
          path: annotations2[1].path,
          messageId: "twoInjectors",
          data: { ...data, annotations: annotations2.map(key2).join(" and ") },
          fix: `keep one of ${annotations2.map(key2).join(", ")}`
        });
      }
      if (controller && annotations2.length && owners.length === annotations2.length + 1) {
        report({
          resource: config,
          path: annotations2[0].path,
          messageId: "controllerAndInjector",
          data: {
            ...data,
            workload: controller.label,
            annotation: key2(annotations2[0]),
            injector: annotations2[0].label.replace(/ \(annotation .*\)$/, "")
          },
          fix: `remove annotation ${key2(annotations2[0])} (the controller owns caBundle), or stop the controller from writing caBundle`
        });
      } else if (annotations2.length !== owners.length) {
        const at2 = owners.find((o) => o.via !== "controller") ?? owners[1];
        report({
          resource: at2.resource,
          path: at2.path,
          messageId: "several",
          data: { ...data, owners: owners.map((o) => o.label).join(" and ") },
          fix: fixFor(config, at2)
        });
      }
    }
    for (const { resource: holder } of caBundleHolders(model)) {
      if ((owned.get(holder)?.length ?? 0) > 1) continue;
      const managers = caBundleOwners(holder);
      if (managers.length < 2) continue;
      const list = managers.map(
        (o) => o.entries.length ? `${o.manager} owns ${o.entries.length} (${o.entries.slice(0, 3).join(", ")}${o.entries.length > 3 ? ", \u2026" : ""})` : o.manager
      );
      report({
        resource: holder,
        path: ["metadata", "managedFields"],
        messageId: "fieldManagers",
        data: { kind: holder.kind, name: holder.name, count: managers.length, owners: list.join("; ") },
        fix: "keep one caBundle owner: stop the controller's own CA writing while an injector sets caBundle (or drop the injector's annotation or patch Job)"
      });
    }
  }
});
function fixFor(config, at2) {
  return at2.fix ?? `keep one caBundle owner for ${config.kind} ${config.name}: remove ${at2.label}, or the others`;
}
function caBundleOwners(holder) {
  const byManager = /* @__PURE__ */ new Map();
  for (const mf of arr(get(holder.body, "metadata", "managedFields"))) {
    const who2 = `${str(get(mf, "manager")) ?? "(unnamed)"} (${str(get(mf, "operation")) ?? "Update"})`;
    const webhooks = get(mf, "fieldsV1", "f:webhooks");
    if (isObj(webhooks)) {
      for (const [key2, fields] of Object.entries(webhooks)) {
        if (isObj(get(fields, "f:clientConfig", "f:caBundle")))
          byManager.set(who2, [...byManager.get(who2) ?? [], entryName(key2)]);
      }
    } else if (ownsCaBundle(get(mf, "fieldsV1"))) {
      byManager.set(who2, byManager.get(who2) ?? []);
    }
  }
  return [...byManager].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([manager, entries]) => ({ manager, entries }));
}
function entryName(key2) {
  try {
    return JSON.parse(key2.slice(2)).name ?? key2;
  } catch {
    return key2;
  }
}
function workloadName(w) {
  return `${w.resource.kind} ${w.resource.namespace ? w.resource.namespace + "/" : ""}${w.resource.name}`;
}
function envPath(w, setting) {
  return setting.state === "unset" ? [...w.containerPath, "env"] : setting.path;
}
function describeSetting(name, s) {
  if (s.state === "unset") return `${name} is not set`;
  if (s.state === "ref") return `${name} is set from ${s.via}`;
  if (s.via && /^(envFrom )?Secret /.test(s.via)) return `${name} is set (from ${s.via}; value not shown)`;
  return `${name}=${JSON.stringify(s.value)}${s.via ? ` (from ${s.via})` : ""}`;
}
function secretWriterEnvFix(w) {
  const secret = w.secretName ?? `${w.resource.name}-webhook-certs`;
  const envValues = helmEnvValues(w.resource);
  if (envValues) return valuesWriterFix(w, envValues, secret);
  return `set env ${w.profile.env.writer}=${w.profile.writer?.secretValue ?? "<Secret writer>"} and ${w.profile.env.secretName}=${secret} on container ${str(w.container.name) ?? ""}, and provision that Secret once (webhook-cert-gate cert generate)`;
}
function valuesWriterFix(w, keys, secret) {
  const { writer, secretName } = w.profile.env;
  const value = w.profile.writer?.secretValue ?? "secret";
  const writerKey2 = keys[writer];
  const secretKey = keys[secretName];
  if (writerKey2 && secretKey) {
    return `set ${writerKey2}: ${value} and ${secretKey}: ${secret} in your values, and provision that Secret once (webhook-cert-gate cert generate)`;
  }
  return `this chart has no value for ${writer}/${secretName}: add env ${writer}=${value} and ${secretName}=${secret} to the manager (a chart fork or a post-renderer), map the values in .webhook-cert-gate.yaml (docs/helm.md), and provision that Secret once (webhook-cert-gate cert generate)`;
}
var rule2 = defineRule({
  meta: {
    id: "multi-replica-webhook-unshared-cert",
    severity: "error",
    description: "A webhook controller that can run several replicas, uses an external webhook host and keeps its certificate per pod.",
    messages: {
      race: '{workload} can run {replicas}{hpa}, {host} and the certificate writer resolves to per-pod "fs" ({writer}): each replica will mint its own CA and rewrite the caBundle of the webhook configurations, a 409 write war with TLS failures.',
      raceUnproven: '{workload} can run {replicas}{hpa} and {host}; only its env ties it to {profile}. If it is one, its certificate writer resolves to per-pod "fs" ({writer}) and each replica mints its own CA and rewrites caBundle, a write war. What settles it: {settle}.',
      perPod: "{workload} can run {replicas}{hpa} of {controller}, which mints its CA and serving certificate in each process unless its leader elector is on ({leader}): each replica writes its own CA into caBundle of {holders}, a write war with TLS failures.",
      perPodUnknown: "{workload} can run {replicas}{hpa} of {controller}, which mints its CA and serving certificate in each process unless its leader elector is on; whether each replica writes its own caBundle depends on {settle}.",
      perNode: "{workload} runs one pod of {controller} on each node it is scheduled on, and each mints its CA and serving certificate unless its leader elector is on ({leader}): on more than one node each pod writes its own CA into caBundle of {holders}, a write war with TLS failures. What settles it: {settle}.",
      unshared: "{workload} can run {replicas}{hpa} and may write caBundle of {holders} ({owner}), but mounts no Secret and may read none: each replica would serve a certificate of its own. What settles it: {settle}."
    }
  },
  check({ model, report }) {
    for (const { workload: w, writer, owner } of effectiveState(model).controllers) {
      if (writer !== "fs" || w.replicas.max <= 1) continue;
      const proven = provesWriting(owner);
      report({
        resource: w.resource,
        path: replicasPath(w.replicas),
        messageId: proven ? "race" : "raceUnproven",
        severity: proven ? void 0 : "warning",
        data: {
          profile: w.profile.description ?? w.profile.name,
          settle: owner.settle ?? "",
          workload: workloadName(w),
          replicas: podsText(w.replicas),
          hpa: hpaText(w.replicas),
          host: describeSetting(w.profile.env.host, w.host),
          writer: describeSetting(w.profile.env.writer, w.writerEnv)
        },
        fix: secretWriterEnvFix(w)
      });
    }
    for (const w of effectiveState(model).writers) {
      const perNode = w.replicas.perNode;
      if (w.perPod === false || w.replicas.max <= 1 && !perNode) continue;
      const certain = w.perPod === true && provesWriting(w.owner);
      const l = w.leader;
      const leader = !l ? "it has none" : !l.path ? `${l.from} is unset (default "${l.value ?? ""}")` : `${l.from} is "${l.value ?? ""}"`;
      const settle = [...w.unknown, ...perNode ? [perNode.settle] : []].join(", ");
      report({
        resource: w.workload,
        path: certain && w.leader?.path ? w.leader.path : replicasPath(w.replicas),
        messageId: !certain ? "perPodUnknown" : perNode ? "perNode" : "perPod",
        severity: certain && !perNode ? void 0 : "warning",
        data: {
          workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
          replicas: podsText(w.replicas),
          hpa: hpaText(w.replicas),
          controller: w.doc.description,
          leader,
          holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(", ") || "the configuration it serves",
          settle
        },
        fix: w.leader ? `turn the leader elector on (${w.leader.from.replace(/ \(.*\)$/, "")} = true), or run one replica` : "run one replica"
      });
    }
    for (const u of effectiveState(model).unsharedWriters) {
      const perNode = u.replicas.perNode;
      report({
        resource: u.workload,
        path: replicasPath(u.replicas),
        messageId: "unshared",
        severity: "warning",
        data: {
          workload: `${u.workload.kind} ${u.workload.namespace}/${u.workload.name}`,
          replicas: podsText(u.replicas),
          hpa: hpaText(u.replicas),
          holders: u.holders.map((h) => `${h.kind} ${h.name}`).join(", "),
          owner: u.owner.label.replace(/^[^(]*\(|\)$/g, ""),
          settle: [u.owner.settle ?? "", ...perNode ? [perNode.settle] : []].filter(Boolean).join(", ")
        },
        fix: "serve one certificate from a Secret every replica mounts (and let one owner write caBundle), or run one replica"
      });
    }
  }
});
function podsText(r) {
  return r.perNode ? "one pod on each node it is scheduled on" : `${String(r.max)} replicas`;
}
function hpaText(r) {
  return r.hpa ? ` (HorizontalPodAutoscaler ${r.hpa.name} maxReplicas)` : "";
}
function replicasPath(r) {
  return r.hpa || r.declared === void 0 ? ["spec"] : ["spec", "replicas"];
}
var rule3 = defineRule({
  meta: {
    id: "suppression-reason-missing",
    severity: "warning",
    description: "A webhook-cert-gate.io/ignore-<rule> annotation with an empty reason.",
    messages: {
      reasonless: "Annotation {annotation} suppresses {rule} without a reason."
    }
  },
  check({ model, settings, ruleIds, report }) {
    if (settings.strict) return;
    for (const resource of model.resources) {
      for (const annotation of Object.keys(annotations(resource))) {
        if (!annotation.startsWith(SUPPRESS_PREFIX)) continue;
        const id = annotation.slice(SUPPRESS_PREFIX.length);
        if (!ruleIds.includes(id) || suppressionOf(resource, id)?.trim()) continue;
        report({
          resource,
          path: ["metadata", "annotations", annotation],
          messageId: "reasonless",
          data: { annotation, rule: id },
          fix: `Give the annotation a value that says why the finding is accepted, e.g. "${annotation}: single-replica test cluster".`
        });
      }
    }
  }
});
function nearest(word, candidates) {
  let best;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(word, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}
function likelyTypo(word, candidates) {
  const best = nearest(word, candidates);
  return best !== void 0 && editDistance(word, best) <= Math.max(2, Math.floor(word.length / 3)) ? best : void 0;
}
function editDistance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next2 = [i];
    for (let j = 1; j <= b.length; j++) {
      next2[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next2[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      );
    }
    row = next2;
  }
  return row[b.length] ?? 0;
}
var rule4 = defineRule({
  meta: {
    id: "suppression-rule-unknown",
    severity: "warning",
    description: "A webhook-cert-gate.io/ignore-<rule> annotation whose rule id is no rule: it suppresses nothing.",
    messages: {
      unknown: "Annotation {annotation} names no rule, so it suppresses nothing; did you mean '{nearest}'?",
      unknownFar: "Annotation {annotation} names no rule, so it suppresses nothing (no rule id is close to it)"
    }
  },
  check({ model, ruleIds, report }) {
    for (const resource of model.resources) {
      for (const annotation of Object.keys(annotations(resource))) {
        if (!annotation.startsWith(SUPPRESS_PREFIX)) continue;
        const id = annotation.slice(SUPPRESS_PREFIX.length);
        if (ruleIds.includes(id)) continue;
        const meant = likelyTypo(id, ruleIds);
        const path16 = ["metadata", "annotations", annotation];
        if (meant === void 0)
          report({
            resource,
            path: path16,
            messageId: "unknownFar",
            data: { annotation },
            fix: `Rename the annotation to ${SUPPRESS_PREFIX}<id> with an id from webhook-cert-gate rules, or remove it.`
          });
        else
          report({
            resource,
            path: path16,
            messageId: "unknown",
            data: { annotation, nearest: meant },
            fix: `Rename the annotation to ${SUPPRESS_PREFIX}${meant} (webhook-cert-gate rules lists the ids), or remove it.`
          });
      }
    }
  }
});
var rule5 = defineRule({
  meta: {
    id: "webhook-cert-secret-incomplete",
    severity: "error",
    description: "The shared Secret has data but not the keys the controller reads, or sits in another namespace; a warning when only the CA key for renewal is missing.",
    messages: {
      keys: "Secret {namespace}/{secret} used by {workload} lacks {missing}{hint}: the controller will treat it as empty, generate a new CA and overwrite it.",
      externalKeys: "Secret {namespace}/{secret} used by {workload} (external-certs mode) lacks {missing}{hint}: the controller only reads it and cannot serve until {writer} writes those keys.",
      renew: "Secret {namespace}/{secret} used by {workload} has no {missing}: the controller keeps this certificate, but cannot reuse the CA when it renews the leaf ({days} days before expiry), so it will mint a new CA then and rewrite caBundle once.",
      namespace: "Secret {secret} is in namespace {found}, but {workload} reads it from {namespace} ({namespaceSource}): it will not see this one and will create its own."
    }
  },
  check({ model, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) continue;
      const base = { namespace: w.namespace, secret: w.secretName, workload: workloadName(w) };
      const secret = model.get("Secret", w.namespace, w.secretName);
      if (!secret) {
        const elsewhere = model.named("Secret", w.secretName)[0];
        if (elsewhere) {
          report({
            resource: elsewhere,
            path: ["metadata", "namespace"],
            messageId: "namespace",
            data: {
              ...base,
              found: elsewhere.namespace,
              namespaceSource: w.profile.env.namespace ? `its ${w.profile.env.namespace}` : "its own namespace"
            },
            fix: `move Secret ${w.secretName} to namespace ${w.namespace}`
          });
        }
        continue;
      }
      const data = dataOf(secret) ?? {};
      const present2 = Object.keys(data);
      if (present2.length === 0) continue;
      const path16 = [secret.body.stringData && !secret.body.data ? "stringData" : "data"];
      const missing = (c.layout.readKeys ?? []).filter((k) => !(k in data));
      if (missing.length) {
        const external = c.writer === "external";
        report({
          resource: secret,
          path: path16,
          messageId: external ? "externalKeys" : "keys",
          data: {
            ...base,
            missing: missing.join(", "),
            hint: otherLayout(model, c, present2),
            writer: c.secretWrittenBy ?? "its writer"
          },
          fix: external ? `let ${c.secretWrittenBy ?? "its writer"} write ${(c.layout.readKeys ?? []).join(", ")} into Secret ${w.namespace}/${w.secretName}` : `store the certificate under ${[...c.layout.readKeys ?? [], ...c.layout.renewKeys ?? []].join(", ")} (webhook-cert-gate cert generate --layout ${w.profile.name} --secret-name ${w.secretName})`
        });
        continue;
      }
      const renew = (c.layout.renewKeys ?? []).filter((k) => !(k in data));
      if (!renew.length) continue;
      report({
        resource: secret,
        path: path16,
        messageId: "renew",
        severity: "warning",
        data: { ...base, missing: renew.join(", "), days: w.profile.secret?.renewBeforeDays ?? 0 },
        fix: `add ${renew.join(", ")} (the CA's private key) to Secret ${w.namespace}/${w.secretName}, or plan the CA change at renewal`
      });
    }
  }
});
function otherLayout(model, c, present2) {
  const profile = c.workload.profile;
  const layouts = [
    // Its own Secret writer's first: the lineage entries share that layout through their library.
    ...profile.secret ? [[`${profile.name} Secret-writer`, profile.secret]] : [],
    ...model.owners.flatMap((o) => o.secret && !o.lineage ? [[o.name, o.secret]] : []),
    ...profile.externalCerts?.secret ? [[`${profile.name} external-certs`, profile.externalCerts.secret]] : []
  ];
  for (const [name, layout] of layouts) {
    if (layout === c.layout || !layout.certKey || !present2.includes(layout.certKey)) continue;
    const keys = [layout.certKey, layout.keyKey, layout.caKey].filter((k) => Boolean(k));
    return ` (it has the ${name} layout ${keys.join("/")}, which this controller does not read)`;
  }
  return "";
}
function resourceOf(model, ref) {
  return model.get(ref.kind, ref.namespace, ref.name);
}
function wasDenied(live, kind, namespace, name) {
  if (kind === "Secret" && live?.secretsUnread) return true;
  const resource = `${kind.toLowerCase()}s`;
  return Boolean(
    live?.denied.some(
      (d) => d.resource === resource && (d.namespace ?? "") === namespace && (d.name === void 0 || d.name === name)
    )
  );
}
var FAILURE_PHRASE = {
  refused: "connection refused",
  timeout: "timed out",
  "no-tls": "no TLS answer",
  untrusted: "untrusted server certificate",
  reset: "connection reset during the TLS handshake",
  unreachable: "address unreachable",
  dns: "name not found",
  other: "failed"
};
var rule6 = defineRule({
  meta: {
    id: "webhook-cert-secret-missing",
    severity: "warning",
    description: "The controller reads its certificate from a Secret that is not among the inputs (and nothing among them creates it).",
    messages: {
      missing: "{workload} uses the Secret writer with Secret {namespace}/{secret}, which is not among the inputs: the first replica to start will mint the CA and create it.",
      unfilled: "{workload} runs {entry}, which updates Secret {namespace}/{secret} but never creates it ({source}): the Secret is not among the inputs and nothing among them creates it, so the rotator cannot get it and the webhooks it serves never get a certificate.",
      external: "{workload} runs in external-certs mode: it reads {keys} from Secret {namespace}/{secret}, written by {writer}, and mints nothing itself; neither the Secret nor a certificate that writes it is among the inputs, so its webhook server cannot start until one exists."
    }
  },
  check({ model, live, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) continue;
      if (model.named("Secret", w.secretName).length) continue;
      if (wasDenied(live, "Secret", w.namespace, w.secretName)) continue;
      const setting = w.env.get(w.profile.env.secretName);
      const path16 = setting ? envPath(w, setting) : w.containerPath;
      const data = { workload: workloadName(w), namespace: w.namespace, secret: w.secretName };
      if (c.writer === "external") {
        if (writtenByCertificate(model, w.namespace, w.secretName)) continue;
        const writer = c.secretWrittenBy ?? "another owner";
        report({
          resource: w.resource,
          path: path16,
          messageId: "external",
          data: { ...data, keys: (c.layout.readKeys ?? []).join(", "), writer },
          fix: `add a ${writer} certificate for ${w.serviceName ?? "the webhook Service"}.${w.namespace}.svc with secretName ${w.secretName} in namespace ${w.namespace}`
        });
        continue;
      }
      report({
        resource: w.resource,
        path: path16,
        messageId: "missing",
        data,
        fix: `add Secret ${w.namespace}/${w.secretName} with keys ${[...c.layout.readKeys ?? [], ...c.layout.renewKeys ?? []].join(", ")} (webhook-cert-gate cert generate --service ${w.serviceName ?? "SERVICE"}.${w.namespace} --layout ${w.profile.name})`
      });
    }
    for (const w of unfilledSecrets(model, live)) {
      const { namespace, name, path: path16 } = w.fills;
      report({
        resource: w.workload,
        path: path16,
        messageId: "unfilled",
        data: {
          workload: label(w.workload),
          entry: w.doc.description,
          namespace,
          secret: name,
          source: source(w)
        },
        fix: `render an empty Secret ${namespace}/${name} with the install (the chart's own template does, unless a values switch turned it off)`
      });
    }
  }
});
function unfilledSecrets(model, live) {
  const seen = /* @__PURE__ */ new Set();
  const writers = [...effectiveState(model).writers].sort((a, b) => b.holders.length - a.holders.length);
  return writers.filter((w) => {
    const s = w.fills;
    if (!s || w.enabled !== true || seen.has(`${s.namespace}/${s.name}`)) return false;
    seen.add(`${s.namespace}/${s.name}`);
    return !(model.get("Secret", s.namespace, s.name) || wasDenied(live, "Secret", s.namespace, s.name) || writtenByCertificate(model, s.namespace, s.name) || jobMentions(model, s.namespace, s.name) || injectorNames(model, s.namespace, s.name));
  });
}
function source(w) {
  const c = w.doc.cites?.find((c2) => c2.function.endsWith("writeSecret"));
  return c ? `${c.repo} ${c.function} at ${c.ref}` : `the controller model's ${w.doc.name}`;
}
function jobMentions(model, namespace, name) {
  const named = new RegExp(`(^|[^\\w.-])${name.replaceAll(".", "\\.")}([^\\w.-]|$)`);
  return ["Job", "CronJob"].some(
    (k) => model.ofKind(k).some((j) => j.namespace === namespace && named.test(JSON.stringify(j.body)))
  );
}
function injectorNames(model, namespace, name) {
  return caBundleHolders(model).some(
    ({ resource }) => annotationOwners(model, resource, model.owners).some(({ doc, refers, value }) => {
      const [ns, named] = value.split("/");
      if (ns !== namespace || !named) return false;
      if (refers === "secret") return named === name;
      return refers === "certificate" && !!doc.certificate && !model.get(doc.certificate.kind, ns, named);
    })
  );
}
function writtenByCertificate(model, namespace, secret) {
  return model.owners.some(
    (o) => o.certificate && model.ofKind(o.certificate.kind).some((c) => c.namespace === namespace && get(c.body, ...o.certificate.secretNameField.split(".")) === secret)
  );
}
var rule7 = defineRule({
  meta: {
    id: "webhook-cert-secret-rbac",
    severity: "error",
    description: "The workload's RBAC is among the inputs and none of it lets its ServiceAccount get the shared Secret (live: the API server says so).",
    messages: {
      denied: "ServiceAccount {namespace}/{sa} of {workload} has RBAC among the inputs, but none of it grants get on Secret {secretNamespace}/{secret}: the controller cannot read its shared certificate.",
      deniedUnproven: "ServiceAccount {namespace}/{sa} of {workload} has RBAC among the inputs, but none of it grants get on Secret {secretNamespace}/{secret}; only its env ties it to {profile}, which would read its shared certificate there. What settles it: {settle}.",
      liveDenied: "the API server says ServiceAccount {namespace}/{sa} of {workload} may not get Secret {secretNamespace}/{secret}{reason}: the controller cannot read its shared certificate."
    }
  },
  check({ model, live, report }) {
    const answers = new Map((live?.workloads ?? []).map((l) => [resourceOf(model, l.workload), l.secretAccess]));
    for (const { workload: w, writer, owner } of effectiveState(model).controllers) {
      if (writer !== "secret" && writer !== "external" || !w.secretName) continue;
      const ns = w.resource.namespace;
      const answer = answers.get(w.resource);
      const denied = answer ? !answer.allowed : canGetSecret(model, ns, w.serviceAccount, w.namespace, w.secretName) === "denied";
      if (!denied) continue;
      report({
        resource: w.resource,
        path: podSpecOf(w.resource)?.serviceAccountName !== void 0 ? ["spec", "template", "spec", "serviceAccountName"] : ["spec", "template", "spec"],
        // Env alone does not prove it runs the family's code (docs/effective-state.md, "Certainty"): a warning.
        ...provesWriting(owner) ? { messageId: answer ? "liveDenied" : "denied" } : { messageId: "deniedUnproven", severity: "warning" },
        data: {
          profile: w.profile.description ?? w.profile.name,
          settle: owner.settle ?? "",
          namespace: ns,
          sa: w.serviceAccount,
          workload: workloadName(w),
          secretNamespace: w.namespace,
          secret: w.secretName,
          reason: answer?.reason ? ` (${answer.reason})` : ""
        },
        fix: `add a Role in ${w.namespace} with apiGroups [""], resources [secrets], resourceNames [${w.secretName}], verbs [get, update] and a RoleBinding to ServiceAccount ${ns}/${w.serviceAccount}`
      });
    }
  }
});
var rule8 = defineRule({
  meta: {
    id: "webhook-cert-writer-implicit",
    severity: "warning",
    description: "External webhook host with no explicit certificate writer, even at one replica.",
    messages: {
      implicit: '{workload}: {host} but {writerName} is not set (or empty), so the controller picks the per-pod "fs" writer; the race starts at the first scale-out or surge pod.'
    }
  },
  check({ model, report }) {
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      if (writer !== "fs" || isSet(w.writerEnv)) continue;
      report({
        resource: w.resource,
        path: envPath(w, w.host),
        messageId: "implicit",
        data: {
          workload: workloadName(w),
          host: describeSetting(w.profile.env.host, w.host),
          writerName: w.profile.env.writer
        },
        fix: secretWriterEnvFix(w)
      });
    }
  }
});
var rule9 = defineRule({
  meta: {
    id: "webhook-failure-policy-ignore",
    severity: "warning",
    description: "A webhook that will run with failurePolicy Ignore (explicit, the v1beta1 default, or set by its owner after install).",
    messages: {
      ignore: "Webhook {webhook} in {kind} {name} has failurePolicy Ignore{implicit}: if TLS to it fails (a caBundle that does not match the serving replica), objects are admitted unmutated and unvalidated.",
      ownerIgnore: "{owner} sets failurePolicy Ignore on webhook {webhook} in {kind} {name} after install: if TLS to it fails, objects are admitted unmutated and unvalidated."
    },
    schema: {
      type: "object",
      properties: {
        allow: {
          type: "array",
          items: { type: "string", minLength: 1 },
          description: "Webhook names (webhooks[].name) meant to fail open, such as one that only adds labels or metrics: not reported wherever they are installed."
        }
      },
      additionalProperties: false
    },
    defaultOptions: { allow: [] }
  },
  check({ model, options, report }) {
    const allowed = new Set(options.allow);
    for (const w of effectiveState(model).webhooks) {
      const p = w.failurePolicy;
      if (p.value !== "Ignore" || allowed.has(w.name)) continue;
      const e = w.source;
      const data = { webhook: w.name, kind: e.config.kind, name: e.config.name };
      if (p.owner) {
        report({
          resource: p.owner.resource,
          path: p.owner.path,
          messageId: "ownerIgnore",
          data: { ...data, owner: p.owner.label },
          fix: `make ${p.owner.label} set Fail, annotate it webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted, or list ${w.name} in the rule's allow option`
        });
        continue;
      }
      report({
        resource: e.config,
        path: p.implicit ? e.path : [...e.path, "failurePolicy"],
        messageId: "ignore",
        data: { ...data, implicit: p.implicit ? " (the v1beta1 default)" : "" },
        fix: `set failurePolicy: Fail, annotate the configuration webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted, or list ${w.name} in the rule's allow option`
      });
    }
  }
});
var rule10 = defineRule({
  meta: {
    id: "webhook-profile-name-mismatch",
    severity: "error",
    description: "The controller's webhook configurations or webhook Service are named differently from the names it manages.",
    messages: {
      service: "Service {namespace}/{name} serves the webhooks of {workload}, but the controller uses {envName}={expected}: it will rewrite every webhook to call Service {expected}, which {exists}.",
      config: "{kind} {name} calls {workload}, but the controller manages {kind} {expected}{envHint}: this one never gets a caBundle."
    }
  },
  check({ model, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      const services = servicesSelecting(model, w.resource).filter((s) => entriesCalling(model, s).length);
      const env = w.profile.env;
      const rewritesService = Boolean(w.profile.rewrites?.serviceName) && !c.rewritesUrl;
      for (const s of services) {
        if (rewritesService && w.serviceName && s.name !== w.serviceName) {
          report({
            resource: s,
            path: ["metadata", "name"],
            messageId: "service",
            data: {
              namespace: s.namespace,
              name: s.name,
              workload: workloadName(w),
              envName: env.serviceName ?? "its Service name",
              expected: w.serviceName,
              exists: model.get("Service", s.namespace, w.serviceName) ? "exists but does not select it" : "does not exist"
            },
            fix: env.serviceName ? `set env ${env.serviceName}=${s.name} on ${workloadName(w)}, or name the Service ${w.serviceName}` : `name the Service ${w.serviceName}`
          });
        }
        const seen = /* @__PURE__ */ new Set();
        for (const e of entriesCalling(model, s)) {
          const config = e.config;
          const mutating = config.kind === "MutatingWebhookConfiguration";
          const expected = mutating ? w.mutatingName : w.validatingName;
          const envName = mutating ? env.mutatingName : env.validatingName;
          if (!expected || config.name === expected || seen.has(config.kind + config.name)) continue;
          seen.add(config.kind + config.name);
          report({
            resource: config,
            path: ["metadata", "name"],
            messageId: "config",
            data: {
              kind: config.kind,
              name: config.name,
              workload: workloadName(w),
              expected,
              envHint: envName ? ` (${envName} unset or different)` : " (a fixed name in this controller)"
            },
            fix: envName ? `set env ${envName}=${config.name} on ${workloadName(w)}, or name the configuration ${expected}` : `name the configuration ${expected}; this controller cannot be told another name`
          });
        }
      }
    }
  }
});
var rule11 = defineRule({
  meta: {
    id: "webhook-rollout-unavailable",
    severity: "warning",
    description: "A webhook Deployment whose rollout takes serving pods away before their replacements are ready.",
    messages: {
      recreate: "{workload} serves admission webhooks but uses strategy Recreate: every replica stops before the new ones start.",
      unavailable: "{workload} serves admission webhooks but its rolling update allows {count} pod(s) unavailable (maxUnavailable {value}){allowed}: admission calls reach pods that are going away."
    },
    schema: {
      type: "object",
      properties: {
        maxUnavailable: {
          type: "integer",
          minimum: 0,
          description: "Serving pods a rolling update may take away at once without a finding, for webhooks whose remaining replicas carry the load and drain their connections on shutdown."
        }
      },
      additionalProperties: false
    },
    defaultOptions: { maxUnavailable: 0 }
  },
  check({ model, options, report }) {
    for (const w of webhookDeployments(model)) {
      const type = get(w.body, "spec", "strategy", "type");
      const name = `Deployment ${w.namespace}/${w.name}`;
      const fix = "set spec.strategy to {type: RollingUpdate, rollingUpdate: {maxUnavailable: 0, maxSurge: 1}}";
      if (type === "Recreate") {
        report({
          resource: w,
          path: ["spec", "strategy", "type"],
          messageId: "recreate",
          data: { workload: name },
          fix
        });
        continue;
      }
      const raw = get(w.body, "spec", "strategy", "rollingUpdate", "maxUnavailable");
      const replicas = get(w.body, "spec", "replicas");
      const count = unavailablePods(raw ?? "25%", typeof replicas === "number" ? replicas : 1);
      if (count <= options.maxUnavailable) continue;
      report({
        resource: w,
        path: raw === void 0 ? ["spec", "strategy"] : ["spec", "strategy", "rollingUpdate", "maxUnavailable"],
        messageId: "unavailable",
        data: {
          workload: name,
          count,
          value: raw === void 0 ? "25% by default" : typeof raw === "string" || typeof raw === "number" ? String(raw) : JSON.stringify(raw),
          allowed: options.maxUnavailable ? `, more than the ${options.maxUnavailable} the config allows` : ""
        },
        fix
      });
    }
  }
});
function unavailablePods(value, replicas) {
  if (typeof value === "number") return value;
  const m = /^(\d+)%$/.exec(String(value));
  return m ? Math.floor(Number(m[1]) * replicas / 100) : Number(value) || 0;
}
function webhookDeployments(model) {
  const out = /* @__PURE__ */ new Set();
  for (const w of findWebhookWorkloads(model)) if (w.resource.kind === "Deployment") out.add(w.resource);
  if (model.webhookConfigurations().length) {
    for (const d of model.ofKind("Deployment")) {
      if (servicesSelecting(model, d).some((s) => entriesCalling(model, s).length)) out.add(d);
    }
  }
  return [...out];
}
var rule12 = defineRule({
  meta: {
    id: "yaml-syntax",
    severity: "error",
    description: "A document that does not parse as YAML or JSON.",
    messages: {
      syntax: "{error}; this document was skipped, the others were checked."
    }
  },
  check({ syntaxErrors, report }) {
    for (const { message, ...location } of syntaxErrors) {
      report({
        location,
        messageId: "syntax",
        data: { error: message },
        fix: "Fix the YAML at this line (kubectl apply would reject the whole file)."
      });
    }
  }
});
var rule13 = defineRule({
  meta: {
    id: "webhook-config-churn",
    severity: "error",
    description: "Live only: a caBundle holder (webhook configuration, CRD, APIService) changed (generation, resourceVersion or caBundle) while the gate watched it.",
    messages: {
      churn: "{kind} {name} was written at least {writes} in {window} (~{rate} writes/min; generation {generations}, resourceVersion changed {versionChanges}) with no change of yours: writers: {writers}.",
      flips: "{kind} {name}: caBundle took {values} different values in {window} and went back to an earlier one {returns}: writers with different CAs keep replacing each other ({writers}).",
      degraded: "the API server answered slowly or failed: {taken} of {planned} planned samples of the caBundle holders were taken in {window}{stopped}, so writes between samples may have been missed."
    }
  },
  check({ model, live, report }) {
    const sampling = live?.sampling;
    let first;
    for (const series of live?.churn ?? []) {
      const resource = resourceOf(model, series.config);
      first ??= resource;
      const summary2 = summarizeChurn(series.samples);
      if (!resource || !summary2) continue;
      const flips = caBundleFlips(series.samples);
      if (flips.returns > 0) {
        report({
          resource,
          path: ["metadata", "managedFields"],
          messageId: "flips",
          data: {
            kind: resource.kind,
            name: resource.name,
            values: flips.values,
            window: formatDuration(live.observeMs),
            returns: times(flips.returns),
            writers: summary2.writers.join(", ") || "unknown (managedFields times did not move)"
          },
          fix: churnFix(model, resource)
        });
      }
      if (summary2.writes === 0) continue;
      const list = series.samples;
      const minutes = Math.max(live.observeMs, list[list.length - 1].at - list[0].at) / 6e4;
      const rate = summary2.writes / minutes;
      report({
        resource,
        path: ["metadata", "resourceVersion"],
        messageId: "churn",
        data: {
          kind: resource.kind,
          name: resource.name,
          writes: times(summary2.writes),
          window: formatDuration(live.observeMs),
          rate: rate.toFixed(rate < 10 ? 1 : 0),
          generations: summary2.generations,
          versionChanges: times(summary2.versionChanges),
          writers: summary2.writers.join(", ") || "unknown (managedFields times did not move)"
        },
        fix: churnFix(model, resource)
      });
    }
    if (first && sampling && sampling.planned > 0 && sampling.taken < Math.ceil(sampling.planned * 0.8)) {
      report({
        resource: first,
        severity: "warning",
        messageId: "degraded",
        data: {
          taken: sampling.taken,
          planned: sampling.planned,
          window: formatDuration(live.observeMs),
          stopped: sampling.stopped ? ` (stopped: ${sampling.stopped})` : ""
        },
        fix: "run again with a longer --observe or a larger --timeout, or when the API server is less loaded"
      });
    }
  }
});
function caBundleFlips(list) {
  const seen = /* @__PURE__ */ new Set();
  let returns = 0;
  let previous;
  for (const s of list) {
    if (!s.caBundles) continue;
    const v = s.caBundles.join(",");
    if (previous !== void 0 && v !== previous && seen.has(v)) returns++;
    seen.add(v);
    previous = v;
  }
  return { values: seen.size, returns };
}
function summarizeChurn(list) {
  if (list.length < 2) return void 0;
  let versionChanges = 0;
  for (let i = 1; i < list.length; i++) if (list[i].resourceVersion !== list[i - 1].resourceVersion) versionChanges++;
  const g0 = list[0].generation ?? 0;
  const g1 = list[list.length - 1].generation ?? 0;
  const writes = Math.max(versionChanges, g1 - g0);
  return { writes, versionChanges, generations: `${g0}\u2192${g1}`, writers: writersDuring(list) };
}
function writersDuring(list) {
  const key2 = (m) => `${m.manager ?? "(unnamed)"} (${m.operation ?? "Update"})`;
  const firstTimes = new Map(list[0].managedFields.map((m) => [key2(m), m.time ?? ""]));
  const latest = /* @__PURE__ */ new Map();
  for (const sample of list.slice(1)) {
    for (const m of sample.managedFields) {
      const k = key2(m);
      if ((m.time ?? "") !== firstTimes.get(k) && (m.time ?? "") > (latest.get(k) ?? "")) latest.set(k, m.time ?? "");
    }
  }
  return [...latest].map(([k, t]) => `${k}${t ? ` last at ${t}` : ""}`);
}
function times(n) {
  return `${n} time${n === 1 ? "" : "s"}`;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${ms}ms`;
  const s = ms / 1e3;
  return Number.isInteger(s) ? `${s}s` : `${s.toFixed(1)}s`;
}
function churnFix(model, config) {
  const general = "find the writers above and give caBundle a single owner";
  if (config.kind !== "MutatingWebhookConfiguration" && config.kind !== "ValidatingWebhookConfiguration")
    return general;
  const want = config.kind === "MutatingWebhookConfiguration" ? "mutatingName" : "validatingName";
  const perPod = effectiveState(model).controllers.find((c) => c.writer === "fs" && c.workload[want] === config.name);
  return perPod ? `${general}: ${secretWriterEnvFix(perPod.workload)}` : general;
}
var rule14 = {
  meta: {
    id: "cabundle-writers",
    severity: "error",
    description: "Audit log: a webhook configuration, CRD or APIService written by several writers that race (409 Conflict), or by replicas that do not hold their leader-election Lease.",
    messages: {
      war: "{kind} {name}: {writes} writes between {from} and {to}, {conflicts} answered 409 Conflict ({share} of all {allConflicts} 409s in the log), from {writerCount} writers: {writers}.",
      several: "{kind} {name}: {writes} writes between {from} and {to} from {writerCount} writers, none refused: {writers}. caBundle has more than one owner.",
      single: "{kind} {name}: {writes} write(s) between {from} and {to} from one writer: {writers}.",
      nonLeader: "{kind} {name} is written by {count} pod(s) of {workload} that do not hold its leader-election Lease {lease} ({pods}): leader election does not guard this write path."
    }
  },
  check({ model, live, report }) {
    const audit = live?.auditLog;
    for (const obj of audit?.objects ?? []) {
      const resource = resourceOf(model, { kind: obj.kind, namespace: "", name: obj.name });
      if (!resource) continue;
      const fix = churnFix(model, resource);
      const base = {
        kind: obj.kind,
        name: obj.name,
        writes: obj.writes,
        from: audit.from ?? "?",
        to: audit.to ?? "?",
        writerCount: obj.writers.length,
        writers: listWriters(obj.writers)
      };
      const path16 = ["metadata", "name"];
      if (obj.conflicts > 0) {
        report({
          resource,
          path: path16,
          messageId: "war",
          fix,
          data: { ...base, conflicts: obj.conflicts, share: share(obj, audit), allConflicts: audit.conflicts }
        });
      } else if (obj.writers.length > 1) {
        report({ resource, path: path16, messageId: "several", fix, severity: "warning", data: base });
      } else {
        report({
          resource,
          path: path16,
          messageId: "single",
          fix: "nothing to do if this write was a change of yours",
          severity: "info",
          data: base
        });
      }
      for (const [workload, pods] of nonLeaders(obj)) {
        report({
          resource,
          path: path16,
          messageId: "nonLeader",
          fix: `only the leader of ${workload} may write caBundle; ${fix}`,
          data: {
            kind: obj.kind,
            name: obj.name,
            count: pods.length,
            workload,
            lease: pods[0].lease ?? "?",
            pods: pods.map((p) => p.name).join(", ")
          }
        });
      }
    }
  }
};
function share(obj, audit) {
  return `${(100 * obj.conflicts / Math.max(1, audit.conflicts)).toFixed(1)}%`;
}
var SHOWN = 10;
function listWriters(writers) {
  const text = writers.slice(0, SHOWN).map((w) => {
    const pods = w.pods?.length ? ` [${w.pods.map((p) => `pod ${p.namespace}/${p.name}${p.workload ? ` of ${p.workload}` : ""}${p.leader === true ? ", leader" : ""}`).join("; ")}]` : "";
    return `${w.user || "(unknown user)"} (${w.userAgent || "no user agent"}) from ${w.sourceIPs.join(", ") || "?"}${pods}: ${w.writes} writes, ${w.conflicts} 409s`;
  });
  return text.join("; ") + (writers.length > SHOWN ? `; and ${writers.length - SHOWN} more` : "");
}
function nonLeaders(obj) {
  const out = /* @__PURE__ */ new Map();
  for (const w of obj.writers) {
    for (const p of w.pods ?? []) {
      if (p.leader !== false || !p.workload) continue;
      const key2 = `${p.workload.split("/")[0]} ${p.namespace}/${p.workload.split("/")[1]}`;
      const list = out.get(key2) ?? [];
      if (!list.some((x) => x.name === p.name)) list.push({ name: p.name, lease: p.lease });
      out.set(key2, list);
    }
  }
  return out;
}
var rule15 = defineRule({
  meta: {
    id: "webhook-tls-probe",
    severity: "error",
    description: "Live only: a webhook, reached as the API server reaches it, serves a certificate its caBundle rejects, certificates from more than one CA, no certificate at all, or does not serve the path the API server calls.",
    messages: {
      unreachable: "{what} cannot be reached: {why}.",
      failed: "{count} connection(s) to {address} (as {serverName}) for {what} failed before any certificate was served: {cause}.",
      rejected: "{count} connections to {address} (as {serverName}) were served a certificate that {what} would reject: {problem}.",
      severalCas: "{connections} TLS connections to the backends of {what} ({target}) found certificates from {cas} different CAs ({caList}); by backend: {backends}. Each backend has its own CA: whichever writes caBundle last breaks the others.",
      failOpen: "{what} has failurePolicy: Ignore and {bad} of {total} connection(s) to its backends fail TLS: the API server then admits the request without calling the webhook, so objects are silently left unmutated or unvalidated.",
      notServed: "{what}: the path {path} the API server calls is not served ({answers}; {count} of {total} backend(s) called), so every call to this webhook fails.",
      failOpenNotServed: "{what} has failurePolicy: Ignore and its backends do not serve the path {path}: the API server admits every request without the webhook, so objects are silently left unmutated or unvalidated.",
      failOpenUnreachable: "{what} has failurePolicy: Ignore and cannot be reached: the API server admits every request without calling it, so objects are silently left unmutated or unvalidated.",
      warned: "{what}: {problem} (served by {address}).",
      summary: "{kind} {name}: {entries} verified: {connections} TLS connection(s) to {backends} backend(s){workloads} served {leafCount} certificate(s) ({leaves}) from {cas} CA, each accepted by its caBundle for {names}."
    }
  },
  check(context) {
    for (const h of context.live?.audit?.holders ?? []) judgeHolder(context, h);
  }
});
var FIX_ONE_CA = "serve one shared certificate from every backend and keep caBundle equal to the CA that issued it";
function judgeHolder({ model, report }, h) {
  const resource = resourceOf(model, h.ref);
  if (!resource) return;
  const at2 = (e, r, path16 = e.path) => {
    report({ resource, path: path16, ...r });
  };
  let faults = 0;
  const reportedTargets = /* @__PURE__ */ new Set();
  for (const e of h.entries) {
    const what = describeEntry(h, e);
    const conns = e.backends.flatMap((b) => b.connections.map((c) => ({ b, c })));
    if (e.unresolved && !/could not be read/.test(e.unresolved)) {
      faults++;
      at2(e, {
        messageId: "unreachable",
        data: { what, why: e.unresolved },
        fix: "make sure the webhook pods are Ready and selected by the Service, and clientConfig names it"
      });
    }
    for (const [b, list] of byBackend(conns.filter((x) => x.c.error))) {
      faults++;
      const causes = [
        ...new Set(
          list.map(
            (c) => `${c.error.cause === "other" ? "" : `${FAILURE_PHRASE[c.error.cause]}: `}${c.error.detail}`
          )
        )
      ];
      at2(e, {
        messageId: "failed",
        data: { count: list.length, address: b.label, serverName: e.serverName ?? "", what, cause: causes.join("; ") },
        fix: "make the webhook answer TLS on that address (is its server listening on the Service targetPort, with TLS?)"
      });
    }
    const notServed = e.backends.filter((b) => b.call?.status === 404 || b.call?.status === 405);
    if (notServed.length) {
      faults++;
      at2(
        e,
        {
          messageId: "notServed",
          data: {
            what,
            count: notServed.length,
            total: e.backends.filter((b) => b.call?.status !== void 0).length,
            path: notServed[0].call.path,
            answers: notServed.map((b) => `${b.label}: HTTP ${b.call.status}`).join(", ")
          },
          fix: `set the path the webhook server serves in clientConfig, or serve ${notServed[0].call.path} on the webhook server`
        },
        pathField(e)
      );
    }
    for (const [b, list] of byBackend(conns.filter((x) => x.c.verify && !x.c.verify.accepted))) {
      faults++;
      const total = b.connections.filter((c) => c.verify).length;
      const first = list[0];
      const problem = first.verify.problems.filter((p) => p.severity === "error").map((p) => p.message).join("; ") || "rejected";
      at2(e, {
        messageId: "rejected",
        data: {
          count: total !== list.length ? `${list.length} of ${total}` : String(list.length),
          address: b.label,
          serverName: e.serverName ?? "",
          what,
          problem: `${problem} (leaf sha256:${first.chain?.[0]?.sha256.slice(0, 16) ?? "?"})`
        },
        fix: FIX_ONE_CA
      });
    }
    const served = conns.filter((x) => x.c.chain?.length);
    const cas = groupByCa(served.map((x) => ({ b: x.b, leaf: x.c.chain[0] })));
    const target2 = targetText(e);
    if (cas.size > 1 && !reportedTargets.has(target2)) {
      faults++;
      reportedTargets.add(target2);
      const perBackend = [
        ...new Map(
          served.map((x) => [x.b.label, `${x.b.pod?.name ?? x.b.label}: ${caLabel(x.c.chain[0])}`])
        ).values()
      ];
      at2(e, {
        messageId: "severalCas",
        data: {
          connections: conns.length,
          what,
          target: target2,
          cas: cas.size,
          caList: [...cas.keys()].join("; "),
          backends: perBackend.join(", ")
        },
        fix: severalCasFix(model, e)
      });
    }
    const bad = conns.filter((x) => x.c.error || x.c.verify && !x.c.verify.accepted).length;
    const unreachable = Boolean(e.unresolved && !/could not be read/.test(e.unresolved));
    if (e.failurePolicy === "Ignore" && (bad || unreachable || notServed.length)) {
      at2(
        e,
        {
          messageId: bad ? "failOpen" : unreachable ? "failOpenUnreachable" : "failOpenNotServed",
          data: { what, bad, total: conns.length, path: notServed[0]?.call?.path ?? "" },
          fix: "fix the TLS failure reported for this webhook, then set failurePolicy: Fail so a failure blocks instead of admitting objects unchecked"
        },
        [...e.path.slice(0, -1), "failurePolicy"]
      );
    }
    warnings(e, what, (r) => {
      at2(e, r);
    });
  }
  if (!faults) summary(report, resource, h);
}
function warnings(e, what, report) {
  const seen = /* @__PURE__ */ new Set();
  for (const b of e.backends) {
    for (const c of b.connections) {
      for (const p of c.verify?.problems ?? []) {
        if (p.severity !== "warning" || seen.has(p.message)) continue;
        seen.add(p.message);
        report({
          messageId: "warned",
          severity: "warning",
          data: { what, problem: p.message, address: b.label },
          fix: "renew the certificate (and caBundle, when its CA is the one expiring) before it expires"
        });
      }
    }
  }
}
function summary(report, resource, h) {
  const byLabel = new Map(h.entries.flatMap((e) => e.backends.map((b) => [b.label, b.connections])));
  const conns = [...byLabel.values()].flat();
  if (!conns.length) return;
  const backends = byLabel;
  const leaves = /* @__PURE__ */ new Map();
  for (const c of conns) {
    const fp = c.chain[0].sha256.slice(0, 16);
    leaves.set(fp, (leaves.get(fp) ?? 0) + 1);
  }
  const workloads2 = [
    ...new Set(
      h.entries.flatMap(
        (e) => e.backends.flatMap(
          (b) => b.workload ? [`${b.workload.kind} ${b.workload.namespace}/${b.workload.name}`] : []
        )
      )
    )
  ];
  const names3 = [...new Set(h.entries.map((e) => e.serverName ?? "?"))];
  report({
    resource,
    severity: "info",
    messageId: "summary",
    data: {
      kind: h.ref.kind,
      name: h.ref.name,
      entries: h.entries.length === 1 ? "1 entry" : `${h.entries.length} entries`,
      connections: conns.length,
      backends: backends.size,
      workloads: workloads2.length ? ` of ${workloads2.join(", ")}` : "",
      leafCount: leaves.size,
      leaves: [...leaves].map(([fp, n]) => `sha256:${fp}\xD7${n}`).join(", "),
      cas: groupByCa(conns.map((c) => ({ leaf: c.chain[0] }))).size,
      names: names3.join(", ")
    },
    fix: "nothing to change"
  });
}
function pathField(e) {
  return e.target && "url" in e.target ? [...e.path, "url"] : [...e.path, "service", "path"];
}
function byBackend(list) {
  const out = /* @__PURE__ */ new Map();
  for (const x of list) out.set(x.b, [...out.get(x.b) ?? [], x.c]);
  return out;
}
function groupByCa(list) {
  const out = /* @__PURE__ */ new Map();
  for (const x of list) {
    const k = caLabel(x.leaf);
    out.set(k, [...out.get(k) ?? [], x]);
  }
  return out;
}
function caLabel(leaf) {
  return leaf.authorityKeyId ? `${leaf.issuer} (key id ${leaf.authorityKeyId.slice(0, 16)})` : leaf.issuer;
}
function describeEntry(h, e) {
  if (h.ref.kind === "CustomResourceDefinition") return `the conversion webhook of CRD ${h.ref.name}`;
  if (h.ref.kind === "APIService") return `APIService ${h.ref.name}`;
  return `webhook "${e.name}"`;
}
function targetText(e) {
  if (!e.target) return "no address";
  return "url" in e.target ? e.target.url : `Service ${e.target.service.namespace}/${e.target.service.name}:${e.target.service.port}`;
}
function severalCasFix(model, e) {
  const found = profiledBehind(model, e);
  if (found) return `${secretWriterEnvFix(found)}, then roll the replicas (${workloadName(found)})`;
  const workloads2 = [
    ...new Set(
      e.backends.flatMap((b) => b.workload ? [`${b.workload.kind} ${b.workload.namespace}/${b.workload.name}`] : [])
    )
  ];
  return `${FIX_ONE_CA}: let one writer mint the certificate into a Secret every replica${workloads2.length ? ` of ${workloads2.join(", ")}` : ""} mounts or reads, then roll them`;
}
function profiledBehind(model, e) {
  const refs = e.backends.flatMap((b) => b.workload ? [b.workload] : []);
  const all = findWebhookWorkloads(model);
  for (const r of refs) {
    const w = all.find(
      (x) => x.resource.kind === r.kind && x.resource.namespace === r.namespace && x.resource.name === r.name
    );
    if (w) return w;
  }
  return e.target && "url" in e.target ? all.find((w) => w.host.state === "value" && w.host.value === e.serverName) : void 0;
}
var rule16 = defineRule({
  meta: {
    id: "gate-permission-missing",
    severity: "error",
    description: "Live only: the gate's own credentials may not read something a check needs, so that check did not run.",
    messages: {
      denied: "the gate may not {verb} {what}{where} (403), so {blocks} was not checked; add {permission}."
    }
  },
  check({ model, live, report }) {
    for (const d of live?.denied ?? []) {
      const resource = resourceOf(model, d.subject);
      if (!resource) continue;
      const what = `${d.group ? `${d.resource}.${d.group}` : d.resource}${d.name ? ` "${d.name}"` : ""}`;
      const scope = d.namespace ? `a Role in namespace ${d.namespace}` : "a ClusterRole";
      const names3 = d.name ? `, resourceNames: ["${d.name}"]` : "";
      const permission = `${scope} rule {apiGroups: ["${d.group}"], resources: ["${d.resource}"], verbs: ["${d.verb}"]${names3}} bound to the gate`;
      report({
        resource,
        messageId: "denied",
        data: {
          verb: d.verb,
          what,
          where: d.namespace ? ` in namespace ${d.namespace}` : "",
          blocks: d.blocks,
          permission
        },
        fix: `add ${permission}`
      });
    }
  }
});
var CERT_MESSAGES = {
  noServedCert: "the API server will refuse the TLS handshake: the served chain holds no CERTIFICATE PEM block",
  unparsable: "the API server will refuse the TLS handshake: {who} (PEM block at line {line}) does not parse in Go: {detail}",
  rsaTooLarge: "the API server will refuse the TLS handshake: {who} has a {bits}-bit RSA key; Go's TLS client refuses keys larger than 8192 bits",
  bundleEmpty: "caBundle is empty: the API server falls back to its own host's system roots, which cannot be checked offline; a webhook's private CA is not among them",
  bundleUnusable: "the API server cannot load caBundle: it holds no usable CERTIFICATE block ({why}), so every call fails",
  hostnameIpSans: "the API server will refuse the TLS handshake: the certificate's IP SANs ({ips}) do not include {host}",
  hostnameNoIpSans: "the API server will refuse the TLS handshake: {host} is an IP address and the certificate has no IP SANs (DNS SANs never match an IP)",
  hostnameNoSan: "the API server will refuse the TLS handshake: the certificate has no subjectAltName; Go never uses the Common Name ({subject}) to match {host}",
  hostname: "the API server will refuse the TLS handshake: the certificate is valid for {names}, not {host} (SANs only; a wildcard covers exactly one whole leftmost label)",
  leafEku: "the API server will refuse the TLS handshake: the leaf's extended key usage does not include serverAuth",
  leafKeyUnsupported: "the API server will refuse the TLS handshake: the leaf's public key type ({keyType}) is not supported by Go's TLS",
  leafP224: "the API server will refuse the TLS handshake: the leaf has a P-224 key, for which TLS has no signature scheme (the handshake fails)",
  leafSmallRsa: "the API server will refuse the TLS handshake: the leaf has a {bits}-bit RSA key; Go refuses RSA keys under 1024 bits for the handshake signature",
  keyMismatch: "the API server will refuse the TLS handshake: {detail}; the webhook server cannot prove it holds the certificate's key",
  expiringSoon: "{who} expires on {notAfter} ({daysLeft} days left, threshold {minDays}); after that the API server will refuse the TLS handshake",
  renewWindow: "the leaf certificate expires on {notAfter}, inside the controller's {days}-day renew window: the controller will replace it and may rewrite caBundle",
  noIssuer: 'the API server will refuse the TLS handshake: no certificate in caBundle or in the served chain has the subject "{issuer}" that issued {who}{twin}; the API server never fetches missing intermediates',
  bundleKeyDidNotSign: "the API server will refuse the TLS handshake: {parent} has the issuer's name but its key did not sign {who} (a regenerated CA with the same name?)",
  badSignature: "the API server will refuse the TLS handshake: the signature on {who} does not verify with the key of {parent}",
  keyTypeMismatch: "the API server will refuse the TLS handshake: {who} is signed with {detail}, which does not fit the key type of {parent}",
  weakSignature: "the API server will refuse the TLS handshake: {who} is signed with {detail}; Go refuses MD5 and SHA-1 certificate signatures (only the anchor's self-signature is exempt)",
  unsupportedSignature: "the API server will refuse the TLS handshake: {who} uses a signature algorithm Go cannot verify ({detail})",
  smallRsa: "the API server will refuse the TLS handshake: {parent} has a {bits}-bit RSA key; Go refuses to verify signatures with RSA keys under 1024 bits",
  unsupportedParentKey: "the API server will refuse the TLS handshake: {parent} has a public key Go cannot use to verify signatures (e.g. an RSA-PSS SubjectPublicKeyInfo), so it is never used as an issuer",
  notCa: "the API server will refuse the TLS handshake: {parent} is not a CA (basicConstraints CA:TRUE missing), so it may not sign {who}",
  notAuthorized: "the API server will refuse the TLS handshake: {who} is used as an intermediate but is not a CA (version 1, or no basicConstraints CA:TRUE)",
  noKeyCertSign: "the API server will refuse the TLS handshake: {parent} has a keyUsage extension without keyCertSign, so it may not sign {who}",
  expired: "the API server will refuse the TLS handshake: {who} expired on {notAfter}",
  notYetValid: "the API server will refuse the TLS handshake: {who} is not valid before {notBefore}",
  criticalExt: "the API server will refuse the TLS handshake: {who} carries a critical extension Go does not understand ({detail})",
  pathLength: "the API server will refuse the TLS handshake: {who} limits the path length ({detail})",
  nameConstraint: "the API server will refuse the TLS handshake: name constraints of {who} forbid the chain: {detail}",
  policy: "the API server will refuse the TLS handshake: the certificate policies of the chain up to {who} fail Go's policy validation (requireExplicitPolicy with no valid policy, or a mapping to or from anyPolicy)",
  tooManyChecks: "the API server will refuse the TLS handshake: building a chain for {who} needs more than 100 signature checks (too many candidate issuers with the same name); Go gives up",
  eku: "the API server will refuse the TLS handshake: {who} has an extended key usage without serverAuth; EKU is enforced down the whole chain, anchor included",
  // What only a holder's entry knows: its name (`webhook <name>`, `the conversion webhook of CRD <name>`,
  // `APIService <name>`), and the Secret its caBundle should match.
  entryNotBase64: "caBundle of {holder} is not base64: the API server rejects the object",
  entryNoCert: "caBundle of {holder} holds no usable CERTIFICATE block: every call fails TLS",
  entryMismatch: "caBundle of {holder} cannot verify the certificate in {secret} ({owner}): {detail}"
};
function who(c) {
  switch (c.role) {
    case "leaf":
      return "the leaf certificate";
    case "served":
      return `served certificate #${c.index + 1}`;
    case "bundle":
      return `caBundle certificate "${c.subject}"`;
    case "intermediate":
      return `intermediate "${c.subject}"`;
    case "anchor":
      return `the CA "${c.subject}"`;
  }
}
function wordsOf(reason) {
  switch (reason.kind) {
    case "no-served-cert":
      return {
        rule: "cert-malformed",
        messageId: "noServedCert",
        fix: "serve the certificate as PEM: the leaf first, then any intermediates"
      };
    case "unparsable":
      return {
        rule: "cert-malformed",
        messageId: "unparsable",
        data: { who: who(reason.cert), line: reason.line, detail: reason.detail },
        fix: parseFix(reason.detail)
      };
    case "rsa-too-large":
      return {
        rule: "cert-malformed",
        messageId: "rsaTooLarge",
        data: { who: who(reason.cert), bits: reason.bits },
        fix: "reissue the certificate with a 2048- to 4096-bit RSA key or an ECDSA P-256 key"
      };
    case "bundle-empty":
      return {
        rule: "cabundle-invalid",
        messageId: "bundleEmpty",
        fix: "set caBundle to the base64 PEM of the CA that issued the serving certificate"
      };
    case "bundle-unusable":
      return {
        rule: "cabundle-invalid",
        messageId: "bundleUnusable",
        data: { why: reason.skipped.length ? reason.skipped.join("; ") : "no PEM block found" },
        fix: 'set caBundle to base64 of PEM "CERTIFICATE" blocks without headers, each parsable by Go'
      };
    case "hostname":
      return hostnameWords(reason);
    case "leaf-eku":
      return {
        rule: "cert-eku-server-auth",
        messageId: "leafEku",
        fix: "reissue the leaf with extendedKeyUsage serverAuth (or without any EKU extension)"
      };
    case "leaf-key-unsupported":
      return {
        rule: "cert-malformed",
        messageId: "leafKeyUnsupported",
        data: { keyType: reason.keyType === "dsa" ? "DSA" : "unrecognised, e.g. RSA-PSS SubjectPublicKeyInfo" },
        fix: "reissue the leaf with an RSA (rsaEncryption), ECDSA P-256/P-384/P-521 or Ed25519 key"
      };
    case "leaf-p224":
      return {
        rule: "cert-malformed",
        messageId: "leafP224",
        fix: "reissue the leaf with a P-256, P-384 or P-521 key"
      };
    case "leaf-small-rsa":
      return {
        rule: "cert-weak-crypto",
        messageId: "leafSmallRsa",
        data: { bits: reason.bits },
        fix: "reissue the leaf with a 2048-bit (or larger) RSA key or an ECDSA P-256 key"
      };
    case "key-mismatch":
      return {
        rule: "cert-key-mismatch",
        messageId: "keyMismatch",
        data: { detail: reason.detail },
        fix: "serve the private key that was generated with this certificate (the private key of the same Secret)"
      };
    case "expiring-soon":
      return {
        rule: "cert-expiring-soon",
        messageId: "expiringSoon",
        data: { who: who(reason.cert), notAfter: reason.notAfter, daysLeft: reason.daysLeft, minDays: reason.minDays },
        fix: "renew the certificate (and caBundle, if the CA changes) before it expires"
      };
    case "renew-window":
      return {
        rule: "cert-expiring-soon",
        messageId: "renewWindow",
        data: { notAfter: reason.notAfter, days: reason.renewWithinDays },
        fix: "issue a certificate valid for longer than the renew window, or plan the rotation"
      };
    case "chain":
      return chainWords(reason);
  }
}
function hostnameWords(r) {
  const rule38 = "cert-hostname-mismatch";
  const fix = r.hostIsIp ? `reissue the certificate with an IP SAN ${r.host}` : `reissue the certificate with the DNS SAN ${r.host.replace(/\.$/, "")}`;
  const names3 = [...r.dnsNames, ...r.ips];
  if (r.hostIsIp) {
    return r.ips.length ? { rule: rule38, messageId: "hostnameIpSans", data: { ips: r.ips.join(", "), host: r.host }, fix } : { rule: rule38, messageId: "hostnameNoIpSans", data: { host: r.host }, fix };
  }
  if (!r.hasSan || names3.length === 0)
    return { rule: rule38, messageId: "hostnameNoSan", data: { subject: r.subject || "empty", host: r.host }, fix };
  return { rule: rule38, messageId: "hostname", data: { names: names3.join(", "), host: r.host }, fix };
}
function chainWords(r) {
  const data = { who: who(r.cert), parent: r.parent ? who(r.parent) : "", detail: r.detail ?? "" };
  switch (r.failure) {
    case "no-issuer":
      return {
        rule: "cabundle-mismatch",
        messageId: "noIssuer",
        data: {
          ...data,
          issuer: r.issuer,
          twin: r.twin ? ` (${who(r.twin)} has a subject that reads the same but is encoded differently; Go compares names byte for byte)` : ""
        },
        fix: `put the CA that issued ${data.who} into caBundle, or serve the missing intermediate after the leaf`
      };
    case "bad-signature":
      return r.parentInBundle ? {
        rule: "cabundle-mismatch",
        messageId: "bundleKeyDidNotSign",
        data,
        fix: "set caBundle to the CA that actually signed the serving certificate (the CA certificate of the same Secret)"
      } : {
        rule: "cert-untrusted",
        messageId: "badSignature",
        data,
        fix: "serve the intermediate that actually issued the certificate"
      };
    case "key-type-mismatch":
      return {
        rule: "cert-untrusted",
        messageId: "keyTypeMismatch",
        data,
        fix: "serve the CA that actually issued the certificate"
      };
    case "weak-signature":
      return {
        rule: "cert-weak-crypto",
        messageId: "weakSignature",
        data,
        fix: "reissue the certificate with a SHA-256 (or stronger) signature"
      };
    case "unsupported-signature":
      return {
        rule: "cert-untrusted",
        messageId: "unsupportedSignature",
        data,
        fix: "reissue the certificate with SHA256-RSA, ECDSA-SHA256 or Ed25519"
      };
    case "small-rsa":
      return {
        rule: "cert-weak-crypto",
        messageId: "smallRsa",
        data: { ...data, bits: r.parentKeyBits ?? 0 },
        fix: "reissue the CA with a 2048-bit or larger RSA key (or ECDSA P-256)"
      };
    case "unsupported-parent-key":
      return {
        rule: "cert-untrusted",
        messageId: "unsupportedParentKey",
        data,
        fix: "reissue the CA with an rsaEncryption RSA key, ECDSA or Ed25519 key"
      };
    case "not-ca":
      return { rule: "cert-untrusted", messageId: "notCa", data, fix: "reissue the CA with basicConstraints CA:TRUE" };
    case "not-authorized":
      return {
        rule: "cert-untrusted",
        messageId: "notAuthorized",
        data,
        fix: "reissue the intermediate as a v3 certificate with basicConstraints CA:TRUE"
      };
    case "no-keycertsign":
      return {
        rule: "cert-untrusted",
        messageId: "noKeyCertSign",
        data,
        fix: "reissue the CA with keyUsage keyCertSign (or without a keyUsage extension)"
      };
    case "expired":
      return {
        rule: "cert-expired",
        messageId: "expired",
        data: { ...data, notAfter: r.notAfter },
        fix: `renew ${data.who}${r.cert.role === "leaf" ? "" : " and everything it issued, then update caBundle if it changed"}`
      };
    case "not-yet-valid":
      return {
        rule: "cert-not-yet-valid",
        messageId: "notYetValid",
        data: { ...data, notBefore: r.notBefore },
        fix: "wait until notBefore, or reissue with a notBefore in the past (check the clock of the issuing host)"
      };
    case "critical-ext":
      return {
        rule: "cert-malformed",
        messageId: "criticalExt",
        data,
        fix: "reissue the certificate without that critical extension or mark it non-critical"
      };
    case "path-length":
      return {
        rule: "cert-untrusted",
        messageId: "pathLength",
        data,
        fix: "issue the leaf from a CA whose pathLen allows it, or remove an intermediate level"
      };
    case "name-constraint":
      return {
        rule: "cert-untrusted",
        messageId: "nameConstraint",
        data,
        fix: "reissue the leaf with names its CA is permitted to sign, or use a CA without those name constraints"
      };
    case "policy":
      return {
        rule: "cert-untrusted",
        messageId: "policy",
        data,
        fix: "reissue the CA without policy constraints and mappings, or with certificatePolicies on every certificate below it"
      };
    case "too-many-checks":
      return {
        rule: "cert-untrusted",
        messageId: "tooManyChecks",
        data,
        fix: "remove the duplicate CA certificates with the same subject from caBundle and the served chain"
      };
    case "eku":
      return {
        rule: "cert-eku-server-auth",
        messageId: "eku",
        data,
        fix: `reissue ${data.who} with serverAuth in its extendedKeyUsage (or without the EKU extension)`
      };
  }
}
function parseFix(detail) {
  if (detail.includes("duplicate extension")) return "reissue the certificate without the repeated extension";
  if (detail.includes("negative serial")) return "reissue the certificate with a positive serial number";
  if (detail.includes("elliptic curve")) return "reissue the certificate with a P-256, P-384 or P-521 key";
  if (detail.includes("signature algorithm identifiers"))
    return "reissue the certificate with a consistent signature algorithm";
  return "reissue the certificate with a standard tool (`webhook-cert-gate cert generate`, openssl, a certificate controller)";
}
function describeProblem(p) {
  const w = wordsOf(p.reason);
  return { rule: w.rule, severity: p.severity, message: fillMessage(CERT_MESSAGES[w.messageId], w.data), fix: w.fix };
}
var cache5 = /* @__PURE__ */ new WeakMap();
function certProblems(model, settings) {
  let result = cache5.get(model);
  if (!result) {
    result = collect(model, settings);
    cache5.set(model, result);
  }
  return result;
}
async function problemsFor(model, settings, rule38) {
  return (await certProblems(model, settings)).filter((p) => p.words.rule === rule38);
}
async function collect(model, settings) {
  const state = effectiveState(model);
  const secrets = state.controllers.flatMap((c) => c.serving ?? []);
  const entries = state.caBundles.filter((b) => renderedBundle(b) !== void 0);
  if (!secrets.length && !entries.length) return [];
  const x509 = await Promise.resolve().then(() => require("./x509-BYGMPS3D.cjs"));
  const out = [];
  const verify = (c, bundle, host) => x509.verifyServing({
    chainPem: c.chainPem,
    keyPem: c.keyPem,
    caBundlePem: bundle,
    host,
    at: settings.at,
    minDays: settings.minDays,
    renewWithinDays: c.renewWithinDays
  });
  const verified = /* @__PURE__ */ new Set();
  for (const c of secrets) {
    if (!c.host || c.caPem === void 0) continue;
    verified.add(c);
    for (const { reason } of verify(c, c.caPem, c.host).problems)
      out.push({ words: wordsOf(reason), resource: c.secret, path: secretPath(c.secret, c.certKey) });
  }
  const onSecret = /* @__PURE__ */ new Set();
  for (const w of entries) {
    const { holder, caBundlePath: bundlePath, addressPath } = w.entry;
    const raw = renderedBundle(w);
    const decoded = x509.decodeBase64CaBundle(raw);
    const runtime = w.caBundleOwners;
    if (runtime.some((o) => o.via === "job" || o.via === "webhook")) continue;
    if (decoded !== void 0 && decoded.trim() === "" && runtime.length) continue;
    const bundle = decoded === void 0 ? void 0 : x509.parseCaBundle(decoded);
    if (!bundle || bundle.certs.length === 0) {
      out.push({ resource: holder, path: bundlePath, words: invalidBundle(decoded === void 0, w) });
      continue;
    }
    const serving = w.serving;
    const host = w.dialedHost;
    if (!serving || !host) continue;
    const related = [servingNode(serving)];
    for (const { reason } of verify(serving, decoded, host).problems) {
      const p = wordsOf(reason);
      if (p.rule === "cabundle-mismatch") {
        out.push({ resource: holder, path: bundlePath, words: mismatch(w, serving, p), related });
      } else if (p.rule === "cert-untrusted") {
        out.push({ resource: holder, path: bundlePath, words: p, related });
      } else if (p.rule === "cert-hostname-mismatch") {
        if (host !== serving.host) out.push({ resource: holder, path: addressPath, words: p, related });
      } else if (!verified.has(serving)) {
        const key2 = `${serving.secret.namespace}/${serving.secret.name}\0${JSON.stringify(reason)}`;
        if (onSecret.has(key2)) continue;
        onSecret.add(key2);
        out.push({ resource: serving.secret, path: secretPath(serving.secret, serving.certKey), words: p });
      }
    }
  }
  return out;
}
function renderedBundle(b) {
  const raw = str(get(b.entry.holder.body, ...b.entry.caBundlePath));
  return raw === void 0 || raw.trim() === "" ? void 0 : raw;
}
function servingNode(c) {
  return {
    resource: c.secret,
    path: secretPath(c.secret, c.certKey),
    message: `the serving certificate (Secret ${c.secret.namespace}/${c.secret.name})`
  };
}
function secretPath(secret, key2) {
  const inData = get(secret.body, "data", key2) !== void 0;
  return [inData ? "data" : "stringData", key2];
}
function invalidBundle(notBase64, b) {
  return {
    rule: "cabundle-invalid",
    messageId: notBase64 ? "entryNotBase64" : "entryNoCert",
    data: { holder: b.entry.what },
    fix: "set caBundle to the base64 of the PEM CA certificate that issued the serving certificate"
  };
}
function mismatch(w, serving, p) {
  const secret = `Secret ${serving.secret.namespace}/${serving.secret.name}`;
  const by = w.caBundleOwners.length ? `let its owner (${w.caBundleOwners.map((o) => o.label).join(", ")}) write it` : `render it from the same CA as ${secret}`;
  return {
    rule: "cabundle-mismatch",
    messageId: "entryMismatch",
    data: {
      holder: w.entry.what,
      secret,
      owner: serving.owner.label,
      detail: fillMessage(CERT_MESSAGES[p.messageId], p.data)
    },
    fix: `set caBundle to the base64 of the CA in ${secret}, or ${by}`
  };
}
function certRule(meta) {
  return defineRule({
    meta: { ...meta, messages: CERT_MESSAGES },
    async check({ model, settings, served, report }) {
      for (const { words, resource, path: path16, related } of await problemsFor(model, settings, meta.id)) {
        const { rule: _rule, ...message } = words;
        report({ resource, path: path16, ...message, ...related ? { related } : {} });
      }
      for (const { problem, location } of served?.problems ?? []) {
        const { rule: rule38, ...message } = wordsOf(problem.reason);
        if (rule38 === meta.id) report({ location, severity: problem.severity, ...message });
      }
    }
  });
}
var rule17 = certRule({
  id: "cert-untrusted",
  severity: "error",
  description: "The serving certificate does not chain to the CA that will be in caBundle."
});
var rule18 = certRule({
  id: "cert-key-mismatch",
  severity: "error",
  description: "The private key does not belong to the serving certificate."
});
var rule19 = certRule({
  id: "cert-hostname-mismatch",
  severity: "error",
  description: "The serving certificate has no SAN for the name the API server dials."
});
var rule20 = certRule({
  id: "cert-eku-server-auth",
  severity: "error",
  description: "A certificate in the chain has an extended key usage without serverAuth."
});
var rule21 = certRule({
  id: "cert-expired",
  severity: "error",
  description: "A certificate in the chain has expired at the evaluation time."
});
var rule22 = certRule({
  id: "cert-not-yet-valid",
  severity: "error",
  description: "A certificate in the chain is not valid yet at the evaluation time."
});
var rule23 = certRule({
  id: "cert-expiring-soon",
  severity: "warning",
  description: "A certificate expires within --min-days (default 30), or inside its controller's renew window (the profile's renewBeforeDays)."
});
var rule24 = certRule({
  id: "cert-weak-crypto",
  severity: "error",
  description: "A parent signature uses SHA-1/MD5, or a key is too small or of an unsupported type."
});
var rule25 = certRule({
  id: "cert-malformed",
  severity: "error",
  description: "A served certificate or key that Go cannot parse."
});
var rule26 = certRule({
  id: "cabundle-mismatch",
  severity: "error",
  description: "A caBundle that cannot verify the shared certificate its webhook serves."
});
var rule27 = certRule({
  id: "cabundle-invalid",
  severity: "error",
  description: "A caBundle that is not base64 or holds no usable CERTIFICATE block."
});
var rule28 = defineRule({
  meta: {
    id: "helm-value-unused",
    severity: "warning",
    description: "A Helm value given with --values or --set that nothing reads: the chart renders as if it were not there.",
    messages: {
      templates: "Helm value {key} is given, but no template of chart {chart} reads it (nor any key above it): the chart renders as if it were not set.",
      mapping: "Helm value {key} is given, but the values mapping of {chart} does not read it: it was not checked (give the chart folder, so its templates decide).",
      templatesTypo: "Helm value {key} is given, but no template of chart {chart} reads it (nor any key above it): the chart renders as if it were not set. Did you mean {suggestion}?",
      mappingTypo: "Helm value {key} is given, but the values mapping of {chart} does not read it: it was not checked. Did you mean {suggestion}?"
    }
  },
  check({ helm, report }) {
    for (const u of helm?.unread ?? []) {
      report({
        resource: u.resource,
        messageId: u.suggestion ? `${u.by}Typo` : u.by,
        data: { key: u.key, chart: u.chart, suggestion: u.suggestion ?? "" },
        fix: u.suggestion ? `rename ${u.key} to ${u.suggestion}, the key the chart reads` : u.by === "templates" ? `remove ${u.key}, or set the key the chart's templates read (a typo, a forked chart's key, or a value for another chart)` : `give the chart folder as a PATH (its templates show whether ${u.key} is read), or map the key under values: in .webhook-cert-gate.yaml`
      });
    }
  }
});
var rule29 = defineRule({
  meta: {
    id: "application-not-checked",
    severity: "info",
    description: "An Argo CD or Flux application whose source the gate cannot render here (another repository, a Helm repository chart, a plugin): its objects were not checked.",
    messages: {
      notChecked: "{application} was not checked: {why}."
    }
  },
  check({ model, applications, report }) {
    for (const n of applications?.notChecked ?? []) {
      const { file, index } = n.resource.doc;
      const kind = n.resource.base.length ? void 0 : n.resource.kind;
      const held = model.resources.find(
        (r) => r.doc.index === index && r.doc.file === file && (kind === void 0 || r.kind === kind) && !r.base.length
      );
      if (!held) continue;
      report({
        resource: held,
        path: [...n.resource.base, ...n.path],
        messageId: "notChecked",
        data: { application: n.application, why: n.why },
        fix: "check the repository that holds its source with the gate (its own CI), or vendor the chart into this repository and point the application at that folder"
      });
    }
  }
});
var rule30 = defineRule({
  meta: {
    id: "object-duplicate",
    severity: "warning",
    description: "The same object (kind, namespace, name) defined twice in one scope: the later silently replaces the earlier.",
    messages: {
      duplicate: "{kind} {name} is defined {times} in one scope{scope}, first at {first}: kubectl apply applies each in turn and this last one replaces the others, so what they say is silently lost; only this one was checked."
    }
  },
  check({ model, report }) {
    for (const { kept, replaced } of model.duplicates) {
      const name = kept.namespace ? `${kept.namespace}/${kept.name}` : kept.name;
      const times2 = replaced.length === 1 ? "twice" : `${replaced.length + 1} times`;
      report({
        resource: kept,
        path: ["metadata", "name"],
        messageId: "duplicate",
        data: {
          kind: kept.kind,
          name,
          times: times2,
          first: where(replaced[0]),
          scope: kept.scope && kept.scope !== "." ? ` (${kept.scope})` : ""
        },
        fix: `keep one definition of ${kept.kind} ${name}; if the files are applied separately (two environments), put them in separate folders or declare them as scopes (scopes: in .webhook-cert-gate.yaml)`
      });
    }
  }
});
function where(r) {
  const p = positionOf(r, ["metadata", "name"]);
  return `${p.file}:${p.line}`;
}
var ShellSyntaxError = class extends Error {
};
var OPS = [
  "&&",
  "||",
  ";;",
  "<<-",
  "<<<",
  "<<",
  ">>",
  ">&",
  "<&",
  "&>>",
  "&>",
  ">|",
  "<>",
  ";",
  "&",
  "|",
  "<",
  ">",
  "(",
  ")"
];
var REDIRECTS = /* @__PURE__ */ new Set(["<", ">", ">>", "<<", "<<-", "<<<", ">&", "<&", "&>", "&>>", ">|", "<>"]);
var WORD_END = /* @__PURE__ */ new Set([" ", "	", "\n", ";", "&", "|", "<", ">", "(", ")"]);
var Lexer = class _Lexer {
  constructor(src) {
    this.src = src;
  }
  src;
  i = 0;
  tokens = [];
  pending = [];
  run() {
    const s = this.src;
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === " " || c === "	" || c === "\r") this.i++;
      else if (c === "\\" && s[this.i + 1] === "\n") this.i += 2;
      else if (c === "#") while (this.i < s.length && s[this.i] !== "\n") this.i++;
      else if (c === "\n") {
        this.tokens.push({ kind: "op", op: "\n", start: this.i, end: this.i + 1 });
        this.i++;
        this.readHereDocs();
      } else if (/^\d+[<>]/.test(s.slice(this.i, this.i + 4))) {
        while (/\d/.test(s[this.i])) this.i++;
      } else {
        const op = OPS.find((o) => s.startsWith(o, this.i));
        if (op) this.readOp(op);
        else this.tokens.push(this.readWord());
      }
    }
    if (this.pending.length) throw new ShellSyntaxError("a here-document is not closed");
    return this.tokens;
  }
  readOp(op) {
    const token = { kind: "op", op, start: this.i, end: this.i + op.length };
    this.i += op.length;
    this.tokens.push(token);
    if (op !== "<<" && op !== "<<-") return;
    while (this.src[this.i] === " " || this.src[this.i] === "	") this.i++;
    const delim = this.readWord();
    this.tokens.push(delim);
    const text = delim.word.parts.map((p) => p.t === "lit" ? p.s : "").join("");
    this.pending.push({ token, delim: text, strip: op === "<<-", expand: !delim.word.quoted });
  }
  /** The bodies of the here-documents opened on the line just ended, in order. */
  readHereDocs() {
    for (const h of this.pending) {
      const lines = [];
      for (; ; ) {
        if (this.i >= this.src.length) throw new ShellSyntaxError(`here-document ${h.delim} is not closed`);
        const nl = this.src.indexOf("\n", this.i);
        const end = nl < 0 ? this.src.length : nl;
        let line = this.src.slice(this.i, end);
        this.i = nl < 0 ? end : end + 1;
        if (h.strip) line = line.replace(/^\t+/, "");
        if (line === h.delim) break;
        lines.push(line + "\n");
      }
      const text = lines.join("");
      h.token.body = h.expand ? { parts: new _Lexer(text).quotedParts(0, void 0).parts, text, quoted: false } : { parts: [{ t: "lit", s: text }], text, quoted: true };
    }
    this.pending = [];
  }
  readWord() {
    const s = this.src;
    const start = this.i;
    const parts = [];
    let quoted = false;
    const lit = (text) => {
      const last = parts[parts.length - 1];
      if (last?.t === "lit") last.s += text;
      else parts.push({ t: "lit", s: text });
    };
    while (this.i < s.length && !WORD_END.has(s[this.i])) {
      const c = s[this.i];
      if (c === "\\") {
        if (s[this.i + 1] !== "\n") lit(s[this.i + 1] ?? "");
        this.i += 2;
      } else if (c === "'") {
        const end = s.indexOf("'", this.i + 1);
        if (end < 0) throw new ShellSyntaxError("a single quote is not closed");
        lit(s.slice(this.i + 1, end));
        this.i = end + 1;
        quoted = true;
      } else if (c === '"') {
        const q = this.quotedParts(this.i + 1, '"');
        if (!q.parts.length) lit("");
        for (const p of q.parts) {
          if (p.t === "lit") lit(p.s);
          else parts.push(p);
        }
        this.i = q.end + 1;
        quoted = true;
      } else if (c === "$" || c === "`") {
        const d = this.dollar(this.i);
        parts.push(d.part);
        this.i = d.end;
      } else {
        lit(c);
        this.i++;
      }
    }
    if (this.i === start) throw new ShellSyntaxError(`unexpected ${JSON.stringify(s[this.i])}`);
    return { kind: "word", word: { parts, text: s.slice(start, this.i), quoted }, start, end: this.i };
  }
  /** Double-quoted text (or an expanded here-document when `close` is undefined), from `from`. */
  quotedParts(from, close) {
    const s = this.src;
    const parts = [];
    let i = from;
    let buf = "";
    const flush = () => {
      if (buf) parts.push({ t: "lit", s: buf });
      buf = "";
    };
    while (i < s.length && s[i] !== close) {
      const c = s[i];
      if (c === "\\" && '$`"\\\n'.includes(s[i + 1] ?? "")) {
        if (s[i + 1] !== "\n") buf += s[i + 1];
        i += 2;
      } else if (c === "$" && /[\w{(?#@*!$-]/.test(s[i + 1] ?? "") || c === "`") {
        flush();
        const d = this.dollar(i);
        parts.push(d.part);
        i = d.end;
      } else {
        buf += c;
        i++;
      }
    }
    if (close !== void 0 && i >= s.length) throw new ShellSyntaxError("a double quote is not closed");
    flush();
    return { parts, end: i };
  }
  /** `$name`, `${...}`, `$(...)`, `$((...))` or a backquoted command, at `i`. */
  dollar(i) {
    const s = this.src;
    if (s[i] === "`") {
      let j = i + 1;
      while (j < s.length && s[j] !== "`") j += s[j] === "\\" ? 2 : 1;
      if (j >= s.length) throw new ShellSyntaxError("a backquote is not closed");
      return { part: { t: "sub", script: s.slice(i + 1, j).replace(/\\([`$\\])/g, "$1") }, end: j + 1 };
    }
    const next2 = s[i + 1];
    if (next2 === "(" && s[i + 2] === "(") return { part: { t: "unknown" }, end: closing(s, i + 1, "(", ")") + 1 };
    if (next2 === "(") {
      const end = closing(s, i + 1, "(", ")");
      return { part: { t: "sub", script: s.slice(i + 2, end) }, end: end + 1 };
    }
    if (next2 === "{") {
      const end = closing(s, i + 1, "{", "}");
      return { part: braced(s.slice(i + 2, end)), end: end + 1 };
    }
    const name = /^(?:[A-Za-z_]\w*|[0-9?#@*!$-])/.exec(s.slice(i + 1))?.[0];
    if (!name) return { part: { t: "lit", s: "$" }, end: i + 1 };
    return { part: { t: "var", name }, end: i + 1 + name.length };
  }
};
function closing(s, open, left, right) {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === "\\") i++;
    else if (c === "'") {
      const end = s.indexOf("'", i + 1);
      if (end < 0) break;
      i = end;
    } else if (c === '"') {
      for (i++; i < s.length && s[i] !== '"'; i++) if (s[i] === "\\") i++;
    } else if (c === left) depth++;
    else if (c === right && --depth === 0) return i;
  }
  throw new ShellSyntaxError(`${left} is not closed`);
}
function braced(inner2) {
  const m = /^([A-Za-z_]\w*|[0-9?#@*!$-])(?:(:?[-=])([\s\S]*))?$/.exec(inner2);
  if (!m) return { t: "unknown" };
  if (m[2] === void 0) return { t: "var", name: m[1] };
  const arg = new Lexer(m[3]).quotedParts(0, void 0);
  return { t: "var", name: m[1], op: m[2], arg: { parts: arg.parts, text: m[3], quoted: false } };
}
var parsed = /* @__PURE__ */ new Map();
function parseShell(src) {
  let node = parsed.get(src);
  if (!node) {
    node = new Parser(src, new Lexer(src).run()).script();
    if (parsed.size > 500) parsed.clear();
    parsed.set(src, node);
  }
  return node;
}
var Parser = class {
  constructor(src, tokens) {
    this.src = src;
    this.tokens = tokens;
  }
  src;
  tokens;
  pos = 0;
  script() {
    const list = this.list(/* @__PURE__ */ new Set());
    if (this.pos < this.tokens.length) throw new ShellSyntaxError(`unexpected ${this.describe(this.peek())}`);
    return list;
  }
  peek() {
    return this.tokens[this.pos];
  }
  describe(t) {
    return t ? t.kind === "op" ? JSON.stringify(t.op) : t.word.text : "end of script";
  }
  isOp(op, t = this.peek()) {
    return t?.kind === "op" && t.op === op;
  }
  /** An unquoted literal word, as reserved words are recognised. */
  isWord(text, t = this.peek()) {
    return t?.kind === "word" && !t.word.quoted && t.word.text === text;
  }
  expectWord(text) {
    if (!this.isWord(text)) throw new ShellSyntaxError(`expected ${text}, found ${this.describe(this.peek())}`);
    this.pos++;
  }
  expectOp(op) {
    if (!this.isOp(op)) throw new ShellSyntaxError(`expected ${op}, found ${this.describe(this.peek())}`);
    this.pos++;
  }
  skipNewlines() {
    while (this.isOp("\n")) this.pos++;
  }
  /** Commands up to a reserved word of `stop`, a `)` or `;;`, or the end. */
  list(stop) {
    const items = [];
    for (; ; ) {
      while (this.isOp(";") || this.isOp("\n") || this.isOp("&")) this.pos++;
      const t = this.peek();
      if (!t || this.isOp(")", t) || this.isOp(";;", t)) break;
      if (t.kind === "word" && !t.word.quoted && stop.has(t.word.text)) break;
      items.push(this.andOr());
    }
    return items.length === 1 ? items[0] : { type: "list", items };
  }
  andOr() {
    const first = this.pipeline();
    const rest2 = [];
    for (let t = this.peek(); t?.kind === "op" && (t.op === "&&" || t.op === "||"); t = this.peek()) {
      this.pos++;
      this.skipNewlines();
      rest2.push({ op: t.op, node: this.pipeline() });
    }
    return rest2.length ? { type: "andor", first, rest: rest2 } : first;
  }
  pipeline() {
    let negate = false;
    if (this.isWord("!")) {
      negate = true;
      this.pos++;
    }
    const commands = [this.command()];
    while (this.isOp("|")) {
      this.pos++;
      this.skipNewlines();
      commands.push(this.command());
    }
    return commands.length === 1 && !negate ? commands[0] : { type: "pipeline", negate, commands };
  }
  command() {
    let node;
    if (this.isWord("if")) node = this.ifClause();
    else if (this.isWord("while") || this.isWord("until")) node = this.loop();
    else if (this.isWord("for")) node = this.forLoop();
    else if (this.isWord("case")) node = this.caseClause();
    else if (this.isWord("{")) node = this.group();
    else if (this.isOp("(")) node = this.subshell();
    else if (this.isWord("function")) {
      this.pos++;
      const name = this.name();
      if (this.isOp("(")) {
        this.pos++;
        this.expectOp(")");
      }
      node = this.functionBody(name);
    } else if (this.peek()?.kind === "word" && this.isOp("(", this.tokens[this.pos + 1]) && this.isOp(")", this.tokens[this.pos + 2])) {
      const name = this.name();
      this.pos += 2;
      node = this.functionBody(name);
    } else return this.simple();
    this.redirects();
    return node;
  }
  name() {
    const t = this.peek();
    if (t?.kind !== "word") throw new ShellSyntaxError(`expected a name, found ${this.describe(t)}`);
    this.pos++;
    return t.word.text;
  }
  functionBody(name) {
    this.skipNewlines();
    return { type: "function", name, body: this.command() };
  }
  redirects() {
    const out = [];
    for (let t = this.peek(); t?.kind === "op" && REDIRECTS.has(t.op); t = this.peek()) {
      this.pos++;
      const target2 = this.peek();
      if (target2?.kind !== "word") throw new ShellSyntaxError(`${t.op} without a target`);
      this.pos++;
      out.push({ op: t.op, target: target2.word, ...t.body ? { body: t.body } : {} });
    }
    return out;
  }
  simple() {
    const start = this.peek()?.start ?? this.src.length;
    let end = start;
    const assigns = [];
    const words = [];
    const redirects = [];
    for (let t = this.peek(); t; t = this.peek()) {
      if (t.kind === "op") {
        if (!REDIRECTS.has(t.op)) break;
        redirects.push(...this.redirects());
        end = this.tokens[this.pos - 1].end;
        continue;
      }
      this.pos++;
      end = t.end;
      const first = t.word.parts[0];
      const m = !words.length && first?.t === "lit" ? /^([A-Za-z_]\w*)=/.exec(first.s) : null;
      if (m && first?.t === "lit") {
        const value = [{ t: "lit", s: first.s.slice(m[0].length) }, ...t.word.parts.slice(1)];
        assigns.push({
          name: m[1],
          value: { parts: value, text: t.word.text.slice(m[0].length), quoted: t.word.quoted }
        });
      } else words.push(t.word);
    }
    if (!assigns.length && !words.length && !redirects.length)
      throw new ShellSyntaxError(`unexpected ${this.describe(this.peek())}`);
    return { type: "simple", assigns, words, redirects, text: this.src.slice(start, end) };
  }
  /** The source text from token `from` to the last one read, without trailing separators. */
  textFrom(from) {
    const end = this.tokens[this.pos - 1]?.end ?? from;
    return this.src.slice(from, end).replace(/[;\s]+$/, "");
  }
  ifClause() {
    const clauses = [];
    let otherwise;
    this.expectWord("if");
    for (; ; ) {
      const from = this.peek()?.start ?? this.src.length;
      const cond = this.list(/* @__PURE__ */ new Set(["then"]));
      const text = this.textFrom(from);
      this.expectWord("then");
      clauses.push({ cond, body: this.list(/* @__PURE__ */ new Set(["elif", "else", "fi"])), text });
      if (this.isWord("elif")) {
        this.pos++;
        continue;
      }
      if (this.isWord("else")) {
        this.pos++;
        otherwise = this.list(/* @__PURE__ */ new Set(["fi"]));
      }
      this.expectWord("fi");
      return { type: "if", clauses, ...otherwise ? { otherwise } : {} };
    }
  }
  loop() {
    const from = this.peek().start;
    const until = this.isWord("until");
    this.pos++;
    const cond = this.list(/* @__PURE__ */ new Set(["do"]));
    const text = this.textFrom(from);
    this.expectWord("do");
    const body = this.list(/* @__PURE__ */ new Set(["done"]));
    this.expectWord("done");
    return { type: "loop", until, cond, body, text };
  }
  forLoop() {
    this.expectWord("for");
    const name = this.name();
    this.skipNewlines();
    let items;
    if (this.isWord("in")) {
      this.pos++;
      items = [];
      for (let t = this.peek(); t?.kind === "word"; t = this.peek()) {
        items.push(t.word);
        this.pos++;
      }
    }
    while (this.isOp(";") || this.isOp("\n")) this.pos++;
    this.expectWord("do");
    const body = this.list(/* @__PURE__ */ new Set(["done"]));
    this.expectWord("done");
    return { type: "for", name, ...items ? { items } : {}, body };
  }
  caseClause() {
    const from = this.peek().start;
    this.expectWord("case");
    const t = this.peek();
    if (t?.kind !== "word") throw new ShellSyntaxError("case without a subject");
    this.pos++;
    const text = this.src.slice(from, t.end);
    this.skipNewlines();
    this.expectWord("in");
    const arms = [];
    for (; ; ) {
      this.skipNewlines();
      if (this.isWord("esac")) break;
      if (this.isOp("(")) this.pos++;
      const patterns = [];
      for (let p = this.peek(); p && !this.isOp(")", p); p = this.peek()) {
        if (p.kind === "word") patterns.push(p.word);
        else if (p.op !== "|") throw new ShellSyntaxError(`unexpected ${p.op} in a case pattern`);
        this.pos++;
      }
      this.expectOp(")");
      arms.push({ patterns, body: this.list(/* @__PURE__ */ new Set(["esac"])) });
      if (this.isOp(";;")) this.pos++;
    }
    this.expectWord("esac");
    return { type: "case", subject: t.word, arms, text };
  }
  group() {
    this.expectWord("{");
    const body = this.list(/* @__PURE__ */ new Set(["}"]));
    this.expectWord("}");
    return { type: "group", subshell: false, body };
  }
  subshell() {
    this.expectOp("(");
    const body = this.list(/* @__PURE__ */ new Set());
    this.expectOp(")");
    return { type: "group", subshell: true, body };
  }
};
var HOLE = "\0";
var UNKNOWN = { sketch: HOLE, nonEmpty: false };
var SOMETHING = { sketch: HOLE, nonEmpty: true };
function known(v) {
  return typeof v === "string" ? v : void 0;
}
function sketchOf(v) {
  return typeof v === "string" ? v : v.sketch;
}
function concat(values) {
  if (values.every((v) => typeof v === "string")) return values.join("");
  const sketch = values.map(sketchOf).join("");
  const nonEmpty2 = values.some((v) => typeof v === "string" ? v !== "" : v.nonEmpty);
  return { sketch, nonEmpty: nonEmpty2 };
}
var ShellTooComplex = class extends Error {
};
var MAX_PATHS = 64;
var MAX_TURNS = 32;
var MAX_DEPTH = 8;
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "ash", "dash", "ksh", "zsh"]);
function walkShell(script, options) {
  const start = {
    vars: new Map(options.vars),
    args: [...options.args ?? ["sh"]],
    functions: /* @__PURE__ */ new Map(),
    files: /* @__PURE__ */ new Map(),
    marks: /* @__PURE__ */ new Set(),
    last: true,
    errexit: false,
    assumed: [],
    events: [],
    out: ""
  };
  return new Walker(options).run(parseShell(script), [start], false, 0);
}
function shellCommand(argv) {
  const bin = known(argv[0])?.split("/").pop();
  if (!bin || !SHELLS.has(bin)) return void 0;
  let inline = false;
  let i = 1;
  for (; i < argv.length; i++) {
    const a = known(argv[i]);
    if (a === void 0 || !/^[-+]/.test(a) || a === "-" || a === "--") break;
    if (/^-[a-z]*c[a-z]*$/.test(a)) inline = true;
    if (/^[-+][a-z]*o$/.test(a)) i++;
  }
  if (known(argv[i]) === "--") i++;
  const target2 = argv[i];
  if (target2 === void 0) return void 0;
  const rest2 = argv.slice(i + 1);
  if (inline) return { script: target2, index: i, args: rest2.length ? rest2 : [bin] };
  return { file: target2, index: i, args: [target2, ...rest2] };
}
var Walker = class {
  constructor(options) {
    this.options = options;
  }
  options;
  run(node, paths, cond, depth) {
    if (depth > MAX_DEPTH) throw new ShellTooComplex("scripts nested too deep");
    const out = [];
    for (const p of paths) {
      if (p.end) out.push(p);
      else out.push(...this.node(node, p, cond, depth));
    }
    if (out.length > MAX_PATHS) throw new ShellTooComplex(`more than ${MAX_PATHS} paths`);
    return out;
  }
  node(node, p, cond, depth) {
    switch (node.type) {
      case "simple":
        return this.simple(node, p, cond, depth);
      case "list":
        return this.list(node.items, p, cond, depth);
      case "andor":
        return this.andOr(node, p, depth);
      case "pipeline":
        return this.pipeline(node, p, cond, depth);
      case "if":
        return this.ifClause(node, p, depth);
      case "loop":
        return this.loop(node, p, depth);
      case "for":
        return this.forLoop(node, p, depth);
      case "case":
        return this.caseClause(node, p, depth);
      case "group":
        return node.subshell ? this.subshell(node.body, p, depth) : this.run(node.body, [p], cond, depth);
      case "function":
        p.functions.set(node.name, node.body);
        p.last = true;
        return [p];
    }
  }
  list(items, p, cond, depth) {
    let paths = [p];
    for (const item of items) {
      paths = this.run(item, paths, cond, depth);
      for (const q of paths)
        if (!q.end && q.errexit && !cond && q.last === false && item.type !== "andor")
          q.end = { by: "exit", ok: false };
    }
    return paths;
  }
  andOr(node, p, depth) {
    let paths = this.run(node.first, [p], true, depth);
    let text = textOf(node.first);
    for (const { op, node: next2 } of node.rest) {
      const { yes, no } = decide(paths, text);
      const runs = op === "&&" ? yes : no;
      const skips = op === "&&" ? no : yes;
      paths = [...skips, ...this.run(next2, runs, true, depth)];
      text = `${text} ${op} ${textOf(next2)}`;
    }
    return paths;
  }
  pipeline(node, p, cond, depth) {
    let paths = [p];
    node.commands.forEach((c, i) => {
      paths = paths.flatMap((q) => {
        if (q.end) return [q];
        const stdin = i > 0 ? q.out : void 0;
        return c.type === "simple" ? this.simple(c, q, cond || node.negate, depth, stdin) : this.run(c, [q], cond || node.negate, depth);
      });
    });
    if (node.negate) for (const q of paths) q.last = q.last === void 0 ? void 0 : !q.last;
    return paths;
  }
  ifClause(node, p, depth) {
    const out = [];
    let rest2 = [p];
    for (const clause of node.clauses) {
      const { yes, no } = decide(this.run(clause.cond, rest2, true, depth), clause.text);
      out.push(...this.run(clause.body, yes, false, depth));
      rest2 = no;
    }
    if (node.otherwise) out.push(...this.run(node.otherwise, rest2, false, depth));
    else for (const q of rest2) out.push(Object.assign(q, { last: true, out: "" }));
    return out;
  }
  loop(node, p, depth) {
    const done = [];
    let paths = [p];
    for (let turn = 0; paths.length; turn++) {
      if (turn >= MAX_TURNS) throw new ShellTooComplex(`${node.text}: more than ${MAX_TURNS} turns`);
      const { yes, no } = decide(this.run(node.cond, paths, true, depth), node.text);
      done.push(...node.until ? yes : no);
      paths = [];
      for (const q of this.run(node.body, node.until ? no : yes, false, depth)) (q.end ? done : paths).push(q);
    }
    for (const q of done) if (!q.end) q.last = true;
    return done;
  }
  forLoop(node, p, depth) {
    const values = node.items ? node.items.flatMap((w) => this.fields(w, p, depth)) : p.args.slice(1);
    if (values.length > MAX_TURNS) throw new ShellTooComplex(`for ${node.name}: more than ${MAX_TURNS} turns`);
    let paths = [p];
    for (const v of values) {
      for (const q of paths) if (!q.end) q.vars.set(node.name, v);
      paths = this.run(node.body, paths, false, depth);
    }
    return paths;
  }
  caseClause(node, p, depth) {
    const subject = this.word(node.subject, p, depth);
    const out = [];
    let rest2 = [p];
    for (const arm of node.arms) {
      const hit = matchesAny(
        subject,
        arm.patterns.map((w) => this.word(w, p, depth))
      );
      const label2 = `${node.text} matches ${arm.patterns.map((w) => w.text).join("|")}`;
      const yes = [];
      const no = [];
      for (const q of rest2) {
        if (hit === true) yes.push(q);
        else if (hit === false) no.push(q);
        else {
          yes.push(assume(fork(q), `${label2} holds`));
          no.push(assume(q, `${label2} fails`));
        }
      }
      out.push(...this.run(arm.body, yes, false, depth));
      rest2 = no;
    }
    return [...out, ...rest2];
  }
  /** `( ... )`: its variables stay inside, and its exit ends only it. */
  subshell(body, p, depth) {
    return this.child(p, p.args, false, (inner2) => this.run(body, [inner2], false, depth));
  }
  /** A child shell (`sh -c`, `sh file`, a subshell): runs on a copy; what it changes in variables is lost. */
  child(p, args, fresh, run2) {
    const saved = { vars: p.vars, args: p.args, functions: p.functions, errexit: p.errexit };
    const inner2 = fork(p);
    inner2.args = args;
    if (fresh) Object.assign(inner2, { functions: /* @__PURE__ */ new Map(), errexit: false });
    return run2(inner2).map((q) => {
      const ok = q.end ? q.end.ok : q.last;
      delete q.end;
      return Object.assign(q, saved, { vars: new Map(saved.vars), functions: new Map(saved.functions), last: ok });
    });
  }
  simple(node, p, cond, depth, stdin) {
    let last = true;
    for (const a of node.assigns) {
      const v = this.word(a.value, p, depth);
      if (a.value.parts.some((x) => x.t === "sub")) last = p.last;
      if (!node.words.length) p.vars.set(a.name, v);
    }
    const argv = node.words.flatMap((w) => this.fields(w, p, depth));
    for (const r of node.redirects) {
      if (r.body) stdin = this.word(r.body, p, depth);
      else if (r.op === "<<<" && r.target) stdin = concat([this.word(r.target, p, depth), "\n"]);
      else if (r.op === "<" && r.target) stdin = p.files.get(known(this.word(r.target, p, depth)) ?? "") ?? UNKNOWN;
    }
    if (!argv.length) {
      p.last = last;
      p.out = "";
      return [this.redirect(node, p, depth)];
    }
    return this.dispatch(node, argv, p, cond, depth, stdin).map((q) => q.end ? q : this.redirect(node, q, depth));
  }
  /** `> file` keeps what the command printed as that file; `>/dev/null` drops it. */
  redirect(node, p, depth) {
    for (const r of node.redirects) {
      if (!r.target || ![">", ">>", ">|", "&>", "&>>"].includes(r.op)) continue;
      const file = known(this.word(r.target, p, depth));
      if (file !== void 0 && file !== "/dev/null" && !/^\d+$/.test(file))
        p.files.set(file, r.op.endsWith(">>") ? concat([p.files.get(file) ?? "", p.out]) : p.out);
      p.out = "";
    }
    return p;
  }
  dispatch(node, argv, p, cond, depth, stdin) {
    const name = known(argv[0]);
    const args = argv.slice(1);
    const status = (s, out = "") => {
      p.last = s;
      p.out = out;
      return [p];
    };
    switch (name) {
      case "exit":
      case "return": {
        const code = known(args[0]);
        const ok = code === void 0 ? p.last !== false : code === "0";
        p.end = { by: name, ok };
        p.last = ok;
        return [p];
      }
      case "true":
      case ":":
        return status(true);
      case "false":
        return status(false);
      case "test":
      case "[":
      case "[[":
        return status(
          testExpr(
            args.filter((a, i) => i < args.length - 1 || a !== "]" && a !== "]]"),
            p
          )
        );
      case "echo":
        return status(true, concat([...joinArgs(args.filter((a) => !/^-[neE]+$/.test(known(a) ?? ""))), "\n"]));
      case "printf":
        return status(true, concat(joinArgs(args)));
      case "cat": {
        const files = args.filter((a) => !/^-/.test(known(a) ?? ""));
        const out = files.length ? concat(files.map((f) => p.files.get(known(f) ?? "") ?? UNKNOWN)) : stdin ?? "";
        return status(true, out);
      }
      case "set":
        this.set(args, p);
        return status(true);
      case "shift": {
        const n = Number(known(args[0]) ?? 1);
        p.args = [p.args[0] ?? "sh", ...p.args.slice(1 + (Number.isInteger(n) ? n : 1))];
        return status(true);
      }
      case "export":
      case "local":
      case "readonly":
      case "declare":
      case "typeset":
        for (const a of args) {
          const s = sketchOf(a);
          const eq = s.indexOf("=");
          if (eq > 0 && /^[A-Za-z_]\w*$/.test(s.slice(0, eq))) p.vars.set(s.slice(0, eq), rest(a, eq + 1));
        }
        return status(true);
      case "exec":
      case "command":
      case "env":
      case "nohup":
      case "time": {
        if (name === "command" && known(args[0]) === "-v") break;
        while (name === "env" && /^[A-Za-z_]\w*=/.test(sketchOf(args[0] ?? ""))) args.shift();
        return args.length ? this.dispatch(node, args, p, cond, depth, stdin) : status(true);
      }
      case "source":
      case ".":
        return this.include(node, args, p, depth, stdin, true);
    }
    const fn = name !== void 0 ? p.functions.get(name) : void 0;
    if (fn) return this.call(fn, argv, p, depth);
    const sh = shellCommand(argv);
    if (sh && "script" in sh) {
      const text = known(sh.script);
      if (text !== void 0) return this.child(p, sh.args, true, (inner2) => this.nested(text, inner2, depth));
    }
    if (sh && "file" in sh) return this.include(node, sh.args, p, depth, stdin, false);
    if (name !== void 0 && (name.startsWith("./") || name.endsWith(".sh") || this.options.script?.(name) !== void 0))
      return this.include(node, argv, p, depth, stdin, false);
    return this.hook(node, argv, p, stdin);
  }
  hook(node, argv, p, stdin, runs) {
    const o = this.options.command({
      argv,
      text: node.text,
      path: p,
      ...stdin !== void 0 ? { stdin } : {},
      ...runs !== void 0 ? { runs } : {}
    });
    if (o?.event !== void 0) p.events.push(o.event);
    p.last = o?.status === "unknown" ? void 0 : o?.status ?? true;
    p.out = o?.out ?? UNKNOWN;
    return [p];
  }
  set(args, p) {
    for (let i = 0; i < args.length; i++) {
      const a = known(args[i]) ?? "";
      if (a === "--") {
        p.args = [p.args[0] ?? "sh", ...args.slice(i + 1)];
        return;
      }
      if (/^-[a-z]*e/.test(a) || a === "-o" && known(args[i + 1]) === "errexit") p.errexit = true;
      if (/^\+[a-z]*e/.test(a) || a === "+o" && known(args[i + 1]) === "errexit") p.errexit = false;
    }
  }
  /** A script file (`source f`, `sh f`, `./f`): followed when the inputs hold it, else the hook hears of it. */
  include(node, argv, p, depth, stdin, same) {
    const file = known(argv[0]);
    const text = file !== void 0 ? this.options.script?.(file) : void 0;
    if (text === void 0) return this.hook(node, [...argv], p, stdin, sketchOf(argv[0] ?? UNKNOWN));
    if (!same) return this.child(p, [...argv], true, (inner2) => this.nested(text, inner2, depth));
    const saved = p.args;
    p.args = [p.args[0] ?? "sh", ...argv.slice(1)];
    return this.nested(text, p, depth).map((q) => {
      if (q.end?.by === "return") delete q.end;
      q.args = saved;
      return q;
    });
  }
  nested(script, p, depth) {
    return this.run(parseShell(script), [p], false, depth + 1);
  }
  call(body, argv, p, depth) {
    const saved = p.args;
    p.args = [p.args[0] ?? "sh", ...argv.slice(1)];
    return this.run(body, [p], false, depth + 1).map((q) => {
      if (q.end?.by === "return") delete q.end;
      q.args = saved;
      return q;
    });
  }
  /** A word as one value (inside quotes, or as an assignment's value). */
  word(w, p, depth) {
    return concat(w.parts.map((part) => this.part(part, p, depth)));
  }
  /** A word as the fields it becomes: an unquoted expansion is split at blanks. */
  fields(w, p, depth) {
    const only = w.parts.length === 1 ? w.parts[0] : void 0;
    if (only?.t === "var" && (only.name === "@" || only.name === "*")) return p.args.slice(1);
    if (w.quoted || !w.parts.some((x) => x.t === "var" || x.t === "sub")) return [this.word(w, p, depth)];
    const v = this.word(w, p, depth);
    if (typeof v !== "string") return [v];
    return v.split(/[ \t\n]+/).filter((s) => s !== "");
  }
  part(part, p, depth) {
    switch (part.t) {
      case "lit":
        return part.s;
      case "unknown":
        return UNKNOWN;
      case "sub":
        return this.substitute(part.script, p, depth);
      case "var": {
        const v = this.variable(part.name, p);
        if (part.op === void 0 || !part.arg) return v ?? "";
        if (typeof v !== "string" && v !== void 0 && part.op.startsWith(":") && !v.nonEmpty) return UNKNOWN;
        if (v !== void 0 && !(part.op.startsWith(":") && v === "")) return v;
        const d = this.word(part.arg, p, depth);
        if (part.op.endsWith("=")) p.vars.set(part.name, d);
        return d;
      }
    }
  }
  variable(name, p) {
    if (/^\d$/.test(name)) return p.args[Number(name)];
    switch (name) {
      case "?":
        return p.last === void 0 ? UNKNOWN : p.last ? "0" : "1";
      case "#":
        return String(p.args.length - 1);
      case "@":
      case "*":
        return concat(joinArgs(p.args.slice(1)));
      case "$":
      case "!":
      case "-":
        return UNKNOWN;
    }
    return p.vars.get(name);
  }
  /** `$(...)`: runs on a copy of the path; its events and files count, its variables do not. */
  substitute(script, p, depth) {
    let node;
    try {
      node = parseShell(script);
    } catch {
      return UNKNOWN;
    }
    const inner2 = fork(p);
    inner2.out = "";
    const results = this.run(node, [inner2], true, depth + 1);
    const first = results[0];
    p.events.push(...first.events.slice(p.events.length));
    for (const [k, v] of first.files) p.files.set(k, v);
    for (const m of first.marks) p.marks.add(m);
    p.last = results.every((r) => r.last === first.last) ? first.last : void 0;
    const out = results.every((r) => sameValue(r.out, first.out)) ? first.out : UNKNOWN;
    return typeof out === "string" ? out.replace(/\n+$/, "") : out;
  }
};
function rest(v, from) {
  if (typeof v === "string") return v.slice(from);
  const sketch = v.sketch.slice(from);
  return sketch.includes(HOLE) ? { sketch, nonEmpty: v.nonEmpty } : sketch;
}
function joinArgs(args) {
  return args.flatMap((a, i) => i ? [" ", a] : [a]);
}
function sameValue(a, b) {
  return typeof a === "string" ? a === b : typeof b !== "string" && a.sketch === b.sketch;
}
function textOf(node) {
  switch (node.type) {
    case "simple":
      return node.text;
    case "pipeline":
      return (node.negate ? "! " : "") + node.commands.map(textOf).join(" | ");
    case "andor":
      return [textOf(node.first), ...node.rest.map((r) => `${r.op} ${textOf(r.node)}`)].join(" ");
    case "list":
      return node.items.map(textOf).join("; ");
    case "group":
      return node.subshell ? `( ${textOf(node.body)} )` : `{ ${textOf(node.body)}; }`;
    case "if":
      return `if ${node.clauses[0]?.text ?? ""}`;
    case "loop":
    case "case":
      return node.text;
    case "for":
      return `for ${node.name}`;
    case "function":
      return `${node.name}()`;
  }
}
function fork(p) {
  return {
    ...p,
    vars: new Map(p.vars),
    args: [...p.args],
    functions: new Map(p.functions),
    files: new Map(p.files),
    marks: new Set(p.marks),
    assumed: [...p.assumed],
    events: [...p.events]
  };
}
function assume(p, what) {
  p.assumed.push(what);
  return p;
}
function decide(paths, text) {
  const yes = [];
  const no = [];
  for (const p of paths) {
    if (p.end)
      no.push(p);
    else if (p.last === true) yes.push(p);
    else if (p.last === false) no.push(p);
    else {
      yes.push(assume(Object.assign(fork(p), { last: true }), `${text} holds`));
      no.push(assume(Object.assign(p, { last: false }), `${text} fails`));
    }
  }
  return { yes, no };
}
function matchesAny(subject, patterns) {
  let unsure = false;
  for (const pat of patterns) {
    const hit = globMatch2(subject, pat);
    if (hit) return true;
    if (hit === void 0) unsure = true;
  }
  return unsure ? void 0 : false;
}
function globMatch2(subject, pattern) {
  if (typeof pattern !== "string") return void 0;
  if (pattern === "*") return true;
  if (typeof subject !== "string") return void 0;
  const re = pattern.split("").map((c) => c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\]/g, "\\$&")).join("");
  return new RegExp(`^${re}$`).test(subject);
}
function testExpr(args, p) {
  let i = 0;
  const at2 = (k = i) => known(args[k]);
  const or = () => {
    let v = and();
    while (at2() === "-o" || at2() === "||") {
      i++;
      const w = and();
      v = v === true || w === true ? true : v === false && w === false ? false : void 0;
    }
    return v;
  };
  const and = () => {
    let v = not();
    while (at2() === "-a" || at2() === "&&") {
      i++;
      const w = not();
      v = v === false || w === false ? false : v === true && w === true ? true : void 0;
    }
    return v;
  };
  const not = () => {
    if (at2() === "!") {
      i++;
      const v = not();
      return v === void 0 ? void 0 : !v;
    }
    return primary();
  };
  const primary = () => {
    if (at2() === "(") {
      i++;
      const v = or();
      if (at2() === ")") i++;
      return v;
    }
    const op = at2();
    if (op && /^-[a-zA-Z]$/.test(op) && i + 1 < args.length && !isBinary(at2(i + 1))) {
      const v = args[i + 1];
      i += 2;
      return unary(op, v, p);
    }
    const left = args[i++];
    if (left === void 0) return false;
    const bop = at2();
    if (bop && isBinary(bop)) {
      const right = args[i + 1] ?? "";
      i += 2;
      return binary(left, bop, right);
    }
    return nonEmpty(left);
  };
  return or();
}
function isBinary(op) {
  return op !== void 0 && ["=", "==", "!=", "-eq", "-ne", "-lt", "-le", "-gt", "-ge", "=~", "<", ">"].includes(op);
}
function nonEmpty(v) {
  return typeof v === "string" ? v !== "" : v.nonEmpty ? true : void 0;
}
function unary(op, v, p) {
  if (op === "-z") {
    const n = nonEmpty(v);
    return n === void 0 ? void 0 : !n;
  }
  if (op === "-n") return nonEmpty(v);
  const file = known(v);
  if ("efsrd".includes(op[1]) && file !== void 0 && p.files.has(file)) return true;
  return void 0;
}
function binary(left, op, right) {
  const l = known(left);
  const r = known(right);
  if (op === "=" || op === "==" || op === "!=") {
    let eq;
    if (l !== void 0 && r !== void 0) eq = op === "==" ? globMatch2(l, r) : l === r;
    else if (l === "" && nonEmpty(right) || r === "" && nonEmpty(left)) eq = false;
    return eq === void 0 ? void 0 : op === "!=" ? !eq : eq;
  }
  if (l === void 0 || r === void 0 || op === "=~" || op === "<" || op === ">") return void 0;
  if (l.trim() === "" || r.trim() === "") return void 0;
  const a = Number(l);
  const b = Number(r);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return void 0;
  switch (op) {
    case "-eq":
      return a === b;
    case "-ne":
      return a !== b;
    case "-lt":
      return a < b;
    case "-le":
      return a <= b;
    case "-gt":
      return a > b;
    default:
      return a >= b;
  }
}
var KINDS2 = {
  secret: "Secret",
  mutatingwebhookconfiguration: "MutatingWebhookConfiguration",
  validatingwebhookconfiguration: "ValidatingWebhookConfiguration",
  apiservice: "APIService",
  customresourcedefinition: "CustomResourceDefinition",
  crd: "CustomResourceDefinition"
};
var CLUSTER_SCOPED2 = /* @__PURE__ */ new Set([
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration",
  "APIService",
  "CustomResourceDefinition"
]);
var VALUED = new Set(
  "n namespace o output f filename p patch type l selector context kubeconfig cluster user token server from-file from-literal from-env-file cert key field-manager patch-file template c container k kustomize".split(
    " "
  )
);
var PLAIN_TOOLS = /* @__PURE__ */ new Set(["kubectl", "oc", "openssl", "cfssl", "step", "certstrap"]);
function mintingJobs(model, before) {
  return [...model.ofKind("Job"), ...model.ofKind("CronJob")].flatMap((job) => {
    const runs = runsAgain(model, job, before);
    return runs ? jobMints(model, job, runs) : [];
  });
}
function runsAgain(model, job, before) {
  if (job.kind === "CronJob") {
    const schedule = str(get(job.body, "spec", "schedule"));
    return get(job.body, "spec", "suspend") === true || !schedule ? void 0 : `runs on a schedule (${schedule})`;
  }
  const a = annotations(job);
  for (const { hooks } of model.owners) {
    const value = hooks && str(a[hooks.annotation]);
    if (value && value.split(",").some((h) => hooks.everyChange.includes(h.trim())))
      return `runs at every ${hooks.change} (${hooks.annotation}: ${value})`;
  }
  const renamed = before && renamedFrom(job, before, model);
  return renamed ? `is a new Job at every render (${renamed} before, ${job.name} now), so it runs at every upgrade` : void 0;
}
function renamedFrom(job, before, after) {
  if (before.get("Job", job.namespace, job.name)) return void 0;
  const base = /^(.+)-[a-z0-9]+$/.exec(job.name)?.[1];
  if (!base) return void 0;
  const shape = (j) => JSON.stringify(
    arr(get(j.body, "spec", "template", "spec", "containers")).map((c) => [
      get(c, "name"),
      imageRepo(str(get(c, "image")))
    ])
  );
  return before.ofKind("Job").find(
    (j) => j.namespace === job.namespace && /^[a-z0-9]+$/.test(j.name.startsWith(base + "-") ? j.name.slice(base.length + 1) : "-") && !after.get("Job", j.namespace, j.name) && shape(j) === shape(job)
  )?.name;
}
function podSpecPath(job) {
  return job.kind === "CronJob" ? ["spec", "jobTemplate", "spec", "template", "spec"] : ["spec", "template", "spec"];
}
function jobMints(model, job, runs) {
  const specPath = podSpecPath(job);
  const spec = get(job.body, ...specPath);
  if (!isObj(spec)) return [];
  const out = [];
  const containers = [
    ...arr(spec.initContainers).map((c, i) => ["initContainers", i, c]),
    ...arr(spec.containers).map((c, i) => ["containers", i, c])
  ];
  for (const [field, i, c] of containers) {
    if (!isObj(c)) continue;
    const found = containerMints(model, job, spec, c, [...specPath, field, i], runs);
    if (found) out.push(found);
  }
  return out;
}
function containerMints(model, job, spec, container, containerPath, runs) {
  const ctx = { model, job, spec, container, containerPath, runs, mentions: /* @__PURE__ */ new Set() };
  const argv = argList(container, containerPath);
  for (const a of argv) mention(ctx, a.value);
  const catalogue = catalogueTool(ctx, argv);
  if (catalogue !== void 0) return catalogue ?? void 0;
  const env = envOf(ctx);
  for (const v of env.values()) mention(ctx, v);
  const at2 = { resource: job, path: argv[0]?.path ?? containerPath };
  const values = argv.map((a) => a.value);
  const sh = shellCommand(values);
  if (!arr(container.command).length && !sh)
    return unread(ctx, at2, `it runs its image's entrypoint${argv.length ? ` with ${values.join(" ")}` : ""}`);
  if (sh && "script" in sh) {
    const text = known(sh.script);
    if (text === void 0) return unread(ctx, at2, "its script is not known");
    return judge(ctx, text, sh.args, env, { resource: job, path: argv[sh.index].path });
  }
  const file = sh && "file" in sh ? known(sh.file) : values[0];
  const args = sh && "file" in sh ? sh.args : values;
  if (!sh && PLAIN_TOOLS.has(file?.split("/").pop() ?? "")) return void 0;
  const from = file !== void 0 ? scriptFile(ctx, file) : void 0;
  if (!from || !("text" in from)) return unread(ctx, at2, from?.why ?? `it runs ${file ?? "a command"} from its image`);
  return judge(ctx, from.text, args, env, from.at);
}
function mention(ctx, v) {
  for (const w of sketchOf(v).split(/[\s=,:"'/]+/)) if (w && !w.includes(HOLE)) ctx.mentions.add(w);
}
function catalogueTool(ctx, argv) {
  const doc = mostPreciseMatch(
    ctx.container.image,
    ctx.model.owners.filter((d) => d.job)
  );
  if (!doc?.job) return void 0;
  const creates = doc.job.creates;
  const command = creates && argv.find((a) => a.value === creates.command);
  if (!creates || !command || creates.existing === "keep") return null;
  const secret = doc.job.flags.secretName ? flag(argv, doc.job.flags.secretName)?.value : void 0;
  if (!secret) return null;
  const ns = doc.job.flags.namespace ? flag(argv, doc.job.flags.namespace)?.value : void 0;
  const namespace = ns || ctx.job.namespace;
  const text = argv.map((a) => a.value).join(" ");
  return {
    job: ctx.job,
    runs: ctx.runs,
    verdict: "mints",
    mint: `${doc.description}: ${text}`,
    writes: [{ target: { kind: "Secret", namespace, name: secret }, command: text }],
    mentions: ctx.mentions,
    resource: ctx.job,
    path: command.path
  };
}
function envOf(ctx) {
  const names3 = /* @__PURE__ */ new Set();
  for (const e of arr(ctx.container.env)) if (isObj(e) && typeof e.name === "string") names3.add(e.name);
  for (const src of arr(ctx.container.envFrom)) {
    const prefix = str(get(src, "prefix")) ?? "";
    for (const [field, kind] of [
      ["configMapRef", "ConfigMap"],
      ["secretRef", "Secret"]
    ]) {
      const name = str(get(src, field, "name"));
      const data = name ? dataOf(ctx.model.get(kind, ctx.job.namespace, name)) : void 0;
      for (const key2 of Object.keys(data ?? {})) names3.add(prefix + key2);
    }
  }
  const out = /* @__PURE__ */ new Map();
  for (const [name, s] of resolveEnv(ctx.model, ctx.job, ctx.container, ctx.containerPath, names3)) {
    if (s.state === "value") out.set(name, s.value);
    else if (s.state === "ref") out.set(name, SOMETHING);
  }
  return out;
}
function scriptFile(ctx, file) {
  for (const m of arr(ctx.container.volumeMounts)) {
    const mount = str(get(m, "mountPath"))?.replace(/\/+$/, "");
    if (!mount || !file.startsWith(mount + "/")) continue;
    const rel = file.slice(mount.length + 1);
    const volume = arr(ctx.spec.volumes).find((v) => get(v, "name") === get(m, "name"));
    const sources = [
      get(volume, "configMap"),
      ...arr(get(volume, "projected", "sources")).map((s) => get(s, "configMap"))
    ];
    for (const src of sources) {
      const name = str(get(src, "name"));
      if (!name) continue;
      const item = arr(get(src, "items")).find((it) => get(it, "path") === rel);
      const key2 = str(get(item, "key")) ?? rel;
      const cm = ctx.model.get("ConfigMap", ctx.job.namespace, name);
      const text = dataOf(cm)?.[key2];
      if (cm && text !== void 0) return { text, at: { resource: cm, path: ["data", key2] } };
      return {
        why: `its script ${file} comes from ConfigMap ${ctx.job.namespace}/${name}${cm ? `, whose key ${key2} is not there` : ", which is not among the inputs"}`
      };
    }
    return { why: `its script ${file} comes from volume ${str(get(m, "name")) ?? ""}, which the gate does not read` };
  }
  return file.startsWith("/") || file.startsWith("./") || file.endsWith(".sh") ? { why: `its script ${file} is in its image` } : void 0;
}
function unread(ctx, at2, why) {
  return { job: ctx.job, runs: ctx.runs, verdict: "unread", unread: why, writes: [], mentions: ctx.mentions, ...at2 };
}
function judge(ctx, script, args, env, at2) {
  let paths;
  try {
    paths = walkShell(script, {
      args,
      vars: env,
      command: (cmd) => meaning(ctx, cmd),
      script: (file) => {
        const found = scriptFile(ctx, file);
        return found && "text" in found ? found.text : void 0;
      }
    });
  } catch (e) {
    if (e instanceof ShellSyntaxError || e instanceof ShellTooComplex)
      return unread(ctx, at2, `its script is beyond what the gate reads (${e.message})`);
    throw e;
  }
  const runs = paths.filter((p) => !(p.end && !p.end.ok && p.assumed.length));
  const minting = runs.map((p) => ({ p, w: mintedWrites(p.events) })).filter((x) => x.w.writes.length);
  if (minting.length) {
    const first = minting[0];
    const shared = (a) => runs.every((p) => p.assumed.includes(a));
    const when = minting.length < runs.length ? first.p.assumed.find((a) => !shared(a)) ?? first.p.assumed[0] : void 0;
    const writes = /* @__PURE__ */ new Map();
    for (const { w } of minting)
      for (const x of w.writes) writes.set(`${x.target.kind}/${x.target.namespace}/${x.target.name}`, x);
    return {
      job: ctx.job,
      runs: ctx.runs,
      verdict: when === void 0 ? "mints" : "mints-when",
      mint: first.w.mint,
      writes: [...writes.values()],
      ...when !== void 0 ? { when } : {},
      mentions: ctx.mentions,
      ...at2
    };
  }
  const hole = runs.flatMap((p) => p.events).find((e) => e.type === "unread");
  return hole?.type === "unread" ? unread(ctx, at2, hole.what) : void 0;
}
function mintedWrites(events) {
  const i = events.findIndex((e) => e.type === "mint");
  const mint = events[i];
  if (mint?.type !== "mint") return { writes: [] };
  const writes = events.slice(i + 1).flatMap((e) => e.type === "write" ? e.targets.map((target2) => ({ target: target2, command: e.text })) : []);
  return { mint: mint.text, writes };
}
function meaning(ctx, cmd) {
  for (const a of cmd.argv) mention(ctx, a);
  if (cmd.runs !== void 0) {
    const found = scriptFile(ctx, cmd.runs);
    return {
      event: {
        type: "unread",
        what: found && "why" in found ? found.why : `it runs ${cmd.runs}, which the gate cannot read`
      }
    };
  }
  const bin = known(cmd.argv[0])?.split("/").pop();
  if (bin === "kubectl" || bin === "oc") return kubectl(ctx, cmd);
  const args = cmd.argv.slice(1).map(sketchOf);
  if (bin && mintsCa(bin, args)) return { event: { type: "mint", text: short(cmd.text) } };
  if (bin === "openssl" && (args[0] === "x509" && args.includes("-checkend") || args[0] === "verify"))
    return { status: "unknown" };
  return void 0;
}
function mintsCa(bin, args) {
  const has = (a) => args.includes(a);
  switch (bin) {
    case "openssl":
      return args[0] === "req" && has("-x509") || args[0] === "x509" && has("-signkey");
    case "cfssl":
      return args[0] === "gencert" && has("-initca") || args[0] === "selfsign";
    case "step":
      return args[0] === "certificate" && args[1] === "create" && args.some(
        (a, i) => /^--profile=(?:root-ca|self-signed)$/.test(a) || a === "--profile" && /^(?:root-ca|self-signed)$/.test(args[i + 1] ?? "")
      );
    case "certstrap":
      return args[0] === "init";
    default:
      return false;
  }
}
function short(text) {
  const one = text.replace(/\\\n\s*/g, " ").replace(/\s+/g, " ").trim();
  return one.length > 100 ? one.slice(0, 97) + "..." : one;
}
function kubectl(ctx, cmd) {
  const { words, flags } = kubectlArgs(cmd.argv.slice(1));
  const namespace = known(flags.get("namespace") ?? flags.get("n")) ?? ctx.job.namespace;
  const text = short(cmd.text);
  const verb = known(words[0]);
  const deleted = (t) => cmd.path.marks.has(`deleted ${targetKey(t)}`);
  switch (verb) {
    case "get":
    case "describe": {
      const t = target(words.slice(1), namespace);
      return t ? { status: true, out: SOMETHING } : void 0;
    }
    case "delete": {
      const t = target(words.slice(1), namespace);
      if (t) cmd.path.marks.add(`deleted ${targetKey(t)}`);
      return void 0;
    }
    case "create": {
      const dry = flags.get("dry-run");
      const dryRun = dry !== void 0 && known(dry) !== "none" && known(dry) !== "false";
      if (known(words[1]) === "secret" && words[3] !== void 0) {
        const t = { kind: "Secret", namespace, name: sketchOf(words[3]) };
        if (dryRun) return { out: manifest(t) };
        return deleted(t) ? { event: { type: "write", targets: [t], text } } : { status: false };
      }
      const objects = fromFiles(cmd, flags, namespace);
      if (dryRun) return { out: objects.map(manifest).join("---\n") };
      const fresh = objects.filter(deleted);
      if (!objects.length) return void 0;
      return fresh.length ? { event: { type: "write", targets: fresh, text } } : { status: false };
    }
    case "apply":
    case "replace": {
      const objects = fromFiles(cmd, flags, namespace).filter((t) => t.kind === "Secret" || caBundleIn(cmd));
      return objects.length ? { event: { type: "write", targets: objects, text } } : void 0;
    }
    case "patch": {
      const t = target(words.slice(1), namespace);
      if (!t || t.kind !== "Secret" && !caBundleIn(cmd)) return void 0;
      return { event: { type: "write", targets: [t], text } };
    }
    default:
      return void 0;
  }
}
function kubectlArgs(args) {
  const words = [];
  const flags = /* @__PURE__ */ new Map();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const s = sketchOf(a);
    const m = /^--?([\w-]+)(?:=([\s\S]*))?$/.exec(s);
    if (!m || s === "-") {
      words.push(a);
      continue;
    }
    const name = m[1];
    if (m[2] !== void 0) flags.set(name, typeof a === "string" ? m[2] : { sketch: m[2], nonEmpty: m[2] !== "" });
    else if (VALUED.has(name) && i + 1 < args.length) flags.set(name, args[++i]);
    else flags.set(name, "true");
  }
  return { words, flags };
}
function target(words, namespace) {
  const first = known(words[0]);
  if (!first) return void 0;
  const [type, slashName] = first.split("/");
  const kind = KINDS2[type.toLowerCase().split(".")[0].replace(/s$/, "")];
  const name = slashName ?? (words[1] !== void 0 ? sketchOf(words[1]) : void 0);
  if (!kind || !name) return void 0;
  return { kind, namespace: CLUSTER_SCOPED2.has(kind) ? "" : namespace, name };
}
function targetKey(t) {
  return `${t.kind}/${t.namespace}/${t.name}`;
}
function manifest(t) {
  return `apiVersion: v1
kind: ${t.kind}
metadata:
  name: ${t.name}
${t.namespace ? `  namespace: ${t.namespace}
` : ""}`;
}
function fromFiles(cmd, flags, namespace) {
  const f = flags.get("filename") ?? flags.get("f");
  const file = f === void 0 ? void 0 : known(f);
  const text = file === "-" ? cmd.stdin : file !== void 0 ? cmd.path.files.get(file) : void 0;
  if (text === void 0) return [];
  return sketchOf(text).split(/^---[^\n]*$/m).flatMap((doc) => {
    const kind = /^kind:\s*["']?(\w+)/m.exec(doc)?.[1];
    const meta = /^metadata:[^\n]*\n((?:[ \t]+[^\n]*\n?)*)/m.exec(doc)?.[1] ?? "";
    const name = /^[ \t]+name:\s*["']?([^\s"']+)/m.exec(meta)?.[1];
    const ns = /^[ \t]+namespace:\s*["']?([^\s"']+)/m.exec(meta)?.[1];
    if (!kind || !name || !Object.values(KINDS2).includes(kind)) return [];
    return [{ kind, namespace: CLUSTER_SCOPED2.has(kind) ? "" : ns ?? namespace, name }];
  });
}
function caBundleIn(cmd) {
  const file = cmd.argv.map(sketchOf).find((a) => a.startsWith("--patch-file="))?.slice("--patch-file=".length);
  const texts = [
    cmd.text,
    ...cmd.argv.map(sketchOf),
    cmd.stdin ? sketchOf(cmd.stdin) : "",
    file ? sketchOf(cmd.path.files.get(file) ?? UNKNOWN) : ""
  ];
  return texts.some((t) => /cabundle/i.test(t));
}
var cache6 = /* @__PURE__ */ new WeakMap();
var probed = /* @__PURE__ */ new WeakMap();
function entryKey(kind, namespace, name, entry = "") {
  return `${kind}/${namespace}/${name}#${entry}`;
}
function recordServed(model, served) {
  probed.set(model, served);
  cache6.delete(model);
}
function stateView(model) {
  let view = cache6.get(model);
  if (!view) {
    view = { model, entries: holderEntries(model), injectorMerges: injectorMerges(model) };
    cache6.set(model, view);
  }
  return view;
}
function holderEntries(model) {
  const { caBundles } = effectiveState(model);
  if (!caBundles.length) return [];
  const catalogue = indexCatalogue(model);
  const backendsOf = backendIndex(model);
  const served = probed.get(model);
  return caBundles.map(({ entry: e, caBundleOwners: owners, serving }) => {
    const r = e.holder;
    const webhook = e.caBundlePath[0] === "webhooks";
    const service = e.service && `${e.service.namespace}/${e.service.name}`;
    const backends = service ? backendsOf.get(service) ?? [] : [];
    const key2 = entryKey(r.kind, r.namespace, r.name, webhook ? e.name : "");
    return {
      key: key2,
      resource: r,
      caBundlePath: e.caBundlePath,
      what: webhook ? `${e.what} of ${r.kind} ${r.name}` : e.what,
      service,
      ...bundleInForce(r, e.caBundlePath, owners, catalogue, webhook ? serving?.caPem : void 0),
      leaf: serving ? { secret: serving.secret, certKey: serving.certKey, chainPem: serving.chainPem } : mountedLeaf(model, backends),
      backends,
      owners,
      ...served ? { served: served.get(key2) ?? [] } : {}
    };
  });
}
function bundleInForce(r, path16, owners, catalogue, controllerCa) {
  const rendered = { resource: r, path: path16, injected: false };
  for (const { secret, doc } of catalogue.annotationOwners(r)) {
    const caKey = doc.secret?.caKey;
    const ca = caKey ? dataOf(secret)?.[caKey] : void 0;
    if (secret && caKey && ca)
      return { bundlePem: ca, bundleFrom: { resource: secret, path: ["data", caKey], injected: true } };
  }
  const controller = owners.find((o) => o.via === "controller");
  if (controller && controllerCa) return { bundlePem: controllerCa, bundleFrom: { ...rendered, injected: true } };
  const writesOther = owners.some((o) => o.via !== "render" && o.via !== "gitops" && o.via !== "mounted-secret");
  const raw = str(get(r.body, ...path16));
  if (writesOther || raw === void 0 || raw.trim() === "") return { bundleFrom: rendered };
  const text = Buffer.from(raw.replace(/\s+/g, ""), "base64").toString("latin1");
  return { bundlePem: text.includes("-----BEGIN") ? text : void 0, bundleFrom: rendered };
}
function backendIndex(model) {
  const out = /* @__PURE__ */ new Map();
  for (const kind of POD_WORKLOAD_KINDS)
    for (const w of model.ofKind(kind))
      for (const s of servicesSelecting(model, w)) {
        const key2 = `${s.namespace}/${s.name}`;
        out.set(key2, [...out.get(key2) ?? [], w]);
      }
  return out;
}
function mountedLeaf(model, backends) {
  for (const w of backends) {
    for (const v of podSpecOf(w)?.volumes ?? []) {
      const name = str(get(v, "secret", "secretName"));
      const secret = name ? model.get("Secret", w.namespace, name) : void 0;
      const data = dataOf(secret);
      if (!secret || !data) continue;
      const certKey = certKeysOf(model).find((k) => k in data);
      if (certKey && data[certKey].includes("-----BEGIN CERTIFICATE"))
        return { secret, certKey, chainPem: data[certKey] };
    }
  }
  return void 0;
}
function injectorMerges(model) {
  for (const kind of POD_WORKLOAD_KINDS)
    for (const w of model.ofKind(kind))
      for (const c of podSpecOf(w)?.containers ?? []) {
        if (!isObj(c)) continue;
        const args = [...c.args ?? [], ...c.command ?? []];
        if (args.some((a) => typeof a === "string" && /CAInjectorMerging=true/i.test(a))) return true;
      }
  return false;
}
function certKeysOf(model) {
  return [...new Set(model.owners.flatMap((d) => d.secret?.certKey ? [d.secret.certKey] : []))];
}
var ROTATION_MESSAGES = {
  caDropped: "{holder}: the new caBundle no longer trusts the certificate {backends} serve now (Secret {secret}, issued by {issuer}); the API server uses the new caBundle at once, while {delay}, and refuses them meanwhile",
  servedDropped: "{holder}: the new caBundle no longer trusts the certificate {backends} serve now (probed; issued by {issuer}); the API server uses the new caBundle at once and refuses them until each serves a certificate it trusts",
  caReplaced: "{holder}: the new caBundle keeps none of the CAs in force ({old}); the API server uses it at once, so {backends}, still serving a certificate of the old CA, are refused until each serves a new one",
  leafUntrusted: "{holder}: {backends} will serve the new certificate of Secret {secret} (issued by {issuer}), which the caBundle in force while it is served does not trust ({bundle})",
  diverged: "{holder} is served by the same {shared} as {others}, whose caBundle the change gives {added}, but its own keeps {kept}: {consequence}",
  perRender: "{holder}: {object} comes from the chart template {template}, which calls {call}: every render (each helm upgrade) makes a new CA and certificate and replaces caBundle at once, with no overlap, while pods serve the previous certificate until they restart",
  jobMints: "{job} {runs}, and each run makes a new CA ({mint}) and overwrites {written} without keeping the CA in force: every run is a CA rotation without overlap for {holders}, whose caBundle and served certificate then change at different moments, and the API server refuses their pods in between",
  jobMintsWhen: "{job} {runs}; when {condition}, a run makes a new CA ({mint}) and overwrites {written} without keeping the CA in force: a CA rotation without overlap for {holders}",
  jobMintsUnread: "{job} {runs} and names {given}, which {holders} use; the gate cannot tell whether a run makes a new CA there, because {unread}",
  mintsPerStart: "{workload}: {owner} makes a new CA and certificate in memory at every start and rewrites caBundle of {holders}; the change restarts its pods, so until the rollout ends the pods not yet replaced serve certificates the new caBundle does not trust (and every later restart does the same)",
  rotatorEnabled: "{workload}: the change turns on {owner} (it was off: {was}); it will replace Secret {secret} by a certificate of its own CA and rewrite caBundle of {holders} without keeping the CA in force",
  caRekey: "Certificate {ca} is a CA whose key changes at every renewal (privateKey.rotationPolicy {policy}); {issuer} does not re-issue what it signed ({leaves}), so after its next renewal those certificates stay signed by the previous key while {holders} trust only the new one"
};
var cache7 = /* @__PURE__ */ new WeakMap();
async function rotationProblemsFor(after, before, settings, rule38) {
  if (!before) return [];
  let result = cache7.get(after);
  if (!result) {
    result = collect2(stateView(before), stateView(after), settings);
    cache7.set(after, result);
  }
  return (await result).filter((p) => p.rule === rule38);
}
async function collect2(before, after, settings) {
  const out = [];
  const previous = new Map(before.entries.map((e) => [e.key, e]));
  const pairs = after.entries.flatMap((e) => {
    const b = previous.get(e.key);
    return b ? [{ b, e }] : [];
  });
  const minted = perRender(pairs.map((p) => p.e));
  const jobs = mintedPerRun(
    pairs.map((p) => p.e),
    after.model,
    before.model
  );
  const rendered = /* @__PURE__ */ new Set([...minted.map((m) => m.key), ...jobs.keys]);
  out.push(...minted.map((m) => m.problem), ...jobs.problems);
  if (pairs.some(({ b, e }) => b.bundlePem !== void 0 || e.bundlePem !== void 0)) {
    const x509 = await Promise.resolve().then(() => require("./x509-BYGMPS3D.cjs"));
    const judge2 = new Judge(x509, settings.at);
    const diverged = divergedHolders(pairs, after, judge2);
    out.push(...diverged.problems);
    for (const { b, e } of pairs) {
      if (rendered.has(e.key)) continue;
      const bundle1 = inForce(b, e, after);
      out.push(...caDropped(b, e, bundle1, judge2, after.model));
      if (!diverged.keys.has(e.key)) out.push(...leafUntrusted(b, e, bundle1, judge2));
    }
  }
  out.push(...rotatorsEnabled(before.model, after.model));
  out.push(...mintedPerStart(before.model, after.model));
  out.push(...caRekeys(before.model, after.model, after));
  return out;
}
function inForce(b, e, after) {
  if (e.bundlePem === void 0) return void 0;
  return e.bundleFrom.injected && after.injectorMerges && b.bundlePem ? b.bundlePem + "\n" + e.bundlePem : e.bundlePem;
}
var Judge = class {
  constructor(x509, at2) {
    this.x509 = x509;
    this.at = at2;
  }
  x509;
  at;
  memo = /* @__PURE__ */ new Map();
  /** The API server would build a chain from the leaf to the bundle (validity and names aside: other rules). */
  trusts(chainPem, bundlePem) {
    const key2 = chainPem + "\0" + bundlePem;
    let hit = this.memo.get(key2);
    if (hit === void 0) {
      const r = this.x509.verifyServing({ chainPem, caBundlePem: bundlePem, host: "rotation.invalid", at: this.at });
      hit = !r.problems.some(
        (p) => p.reason.kind === "bundle-unusable" || p.reason.kind === "no-served-cert" || p.reason.kind === "chain" && p.reason.failure !== "expired" && p.reason.failure !== "not-yet-valid"
      );
      this.memo.set(key2, hit);
    }
    return hit;
  }
  /** SHA-256 of each certificate of a bundle. */
  cas(bundlePem) {
    const out = /* @__PURE__ */ new Map();
    for (const c of this.x509.parseCaBundle(bundlePem).certs) out.set(c.cert.sha256, this.x509.summary(c.cert).subject);
    return out;
  }
  issuer(chainPem) {
    const first = this.x509.decodePem(chainPem).find((b) => b.type === "CERTIFICATE");
    const bundle = first ? this.x509.parseCaBundle(chainPem).certs[0] : void 0;
    return bundle ? this.x509.summary(bundle.cert).issuer : "an unreadable issuer";
  }
  same(a, b) {
    return this.x509.fingerprint256(a) === this.x509.fingerprint256(b);
  }
};
function caDropped(b, e, bundle1, judge2, after) {
  const bundle0 = b.bundlePem;
  if (bundle0 === void 0 || bundle1 === void 0) return [];
  const at2 = { resource: e.bundleFrom.resource, path: e.bundleFrom.path };
  const backends = names(e.backends.length ? e.backends : b.backends);
  if (b.served?.length) return servedDropped(b.served, bundle0, bundle1, e, judge2, at2);
  if (b.leaf) {
    if (!judge2.trusts(b.leaf.chainPem, bundle0) || judge2.trusts(b.leaf.chainPem, bundle1)) return [];
    const kept = e.leaf !== void 0 && judge2.same(b.leaf.chainPem, e.leaf.chainPem);
    return [
      {
        rule: "rotation-ca-dropped",
        messageId: "caDropped",
        data: {
          holder: e.what,
          backends,
          secret: `${b.leaf.secret.namespace}/${b.leaf.secret.name}`,
          issuer: judge2.issuer(b.leaf.chainPem),
          delay: kept ? "the change does not replace the certificate they serve" : delayOf(e, b, after)
        },
        fix: safeSequence(e, judge2.issuer(b.leaf.chainPem)),
        ...at2
      }
    ];
  }
  const old = judge2.cas(bundle0);
  const now = judge2.cas(bundle1);
  if ([...now.keys()].some((k) => old.has(k)) || sameKeys(judge2, bundle0, bundle1)) return [];
  return [
    {
      rule: "rotation-ca-dropped",
      messageId: "caReplaced",
      data: { holder: e.what, old: [...old.values()].join(", ") || "none", backends },
      fix: safeSequence(e, [...old.values()].join(", ")),
      ...at2
    }
  ];
}
function servedDropped(served, bundle0, bundle1, e, judge2, at2) {
  const refused = served.filter((s) => judge2.trusts(s.chainPem, bundle0) && !judge2.trusts(s.chainPem, bundle1));
  if (!refused.length) return [];
  const issuer = judge2.issuer(refused[0].chainPem);
  return [
    {
      rule: "rotation-ca-dropped",
      messageId: "servedDropped",
      data: { holder: e.what, backends: refused.map((s) => s.backend).join(", "), issuer },
      fix: safeSequence(e, issuer),
      ...at2
    }
  ];
}
function sameKeys(judge2, bundle0, bundle1) {
  const keys = (pem) => new Set(judge2.x509.parseCaBundle(pem).certs.map((c) => c.cert.spki.toString("base64")));
  const now = keys(bundle1);
  return [...keys(bundle0)].some((k) => now.has(k));
}
function leafUntrusted(b, e, bundle1, judge2) {
  if (!e.leaf || !b.leaf || bundle1 === void 0 || judge2.same(b.leaf.chainPem, e.leaf.chainPem)) return [];
  if (judge2.trusts(e.leaf.chainPem, bundle1)) return [];
  const issuer = judge2.issuer(e.leaf.chainPem);
  return [
    {
      rule: "rotation-leaf-untrusted",
      messageId: "leafUntrusted",
      data: {
        holder: e.what,
        backends: names(e.backends),
        secret: `${e.leaf.secret.namespace}/${e.leaf.secret.name}`,
        issuer,
        bundle: [...judge2.cas(bundle1).values()].join(", ") || "no usable CA"
      },
      fix: `1) add the CA "${issuer}" to caBundle of ${e.what} after the CA it holds now, in every holder served by Secret ${e.leaf.secret.namespace}/${e.leaf.secret.name}, and apply that alone; 2) then put the new certificate in the Secret and restart or reload every pod of ${names(e.backends)}; 3) drop the old CA only once every pod serves the new certificate`,
      resource: e.leaf.secret,
      path: secretPath2(e.leaf.secret, e.leaf.certKey)
    }
  ];
}
function divergedHolders(pairs, after, judge2) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of pairs) {
    const shared = p.e.leaf ? `Secret ${p.e.leaf.secret.namespace}/${p.e.leaf.secret.name}` : p.e.service && `Service ${p.e.service}`;
    if (shared) groups.set(shared, [...groups.get(shared) ?? [], p]);
  }
  const problems = [];
  const keys = /* @__PURE__ */ new Set();
  for (const [shared, members] of groups) {
    if (members.length < 2) continue;
    const added = /* @__PURE__ */ new Map();
    const movers = [];
    for (const { b, e } of members) {
      const now = inForce(b, e, after);
      if (b.bundlePem === void 0 || now === void 0) continue;
      const old = judge2.cas(b.bundlePem);
      const fresh = [...judge2.cas(now)].filter(([k]) => !old.has(k));
      for (const [k, subject] of fresh) added.set(k, subject);
      if (fresh.length) movers.push(e.what);
    }
    if (!added.size) continue;
    for (const { b, e } of members) {
      const now = inForce(b, e, after);
      if (now === void 0 || b.bundlePem === void 0 || movers.includes(e.what)) continue;
      const has = judge2.cas(now);
      if ([...added.keys()].every((k) => has.has(k))) continue;
      const broken = e.leaf !== void 0 && !judge2.trusts(e.leaf.chainPem, now);
      keys.add(e.key);
      problems.push({
        rule: "rotation-holders-diverged",
        messageId: "diverged",
        severity: broken ? "error" : "warning",
        data: {
          holder: e.what,
          shared,
          others: movers.join(", "),
          added: [...added.values()].join(", "),
          kept: [...has.values()].join(", ") || "no usable CA",
          consequence: broken ? `the API server refuses ${names(e.backends)} for it as soon as they serve the new certificate` : `once ${names(e.backends)} serve a certificate of the new CA, the API server refuses them for it`
        },
        fix: `set caBundle of ${e.what} to the same CAs as ${movers[0]} (old and new: ${[...has.values(), ...added.values()].join(" + ")}) in this change; every holder a Secret serves must move together, and drop the old CA from all of them only once every pod serves the new certificate`,
        resource: e.bundleFrom.resource,
        path: e.bundleFrom.path
      });
    }
  }
  return { problems, keys };
}
function perRender(entries) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const e of entries) {
    for (const r of [e.resource, e.leaf?.secret]) {
      const mints = r && helmMints(r);
      if (!r || !mints || seen.has(e.resource)) continue;
      seen.add(e.resource);
      out.push({
        key: e.key,
        problem: {
          rule: "rotation-ca-per-render",
          messageId: "perRender",
          data: {
            holder: e.what,
            object: `${r.kind} ${r.name}`,
            template: r.doc.template ?? "a template",
            call: mints
          },
          fix: "make the CA once and keep it across renders: issue it with a certificate issuer and its CA injector, or reuse the existing Secret with `lookup` before calling the generator; when it must change, rotate it in three upgrades (old + new CA in caBundle; the new certificate; drop the old CA)",
          resource: e.resource,
          path: e.caBundlePath
        }
      });
    }
  }
  return out;
}
function mintedPerRun(entries, after, before) {
  const jobs = mintingJobs(after, before);
  if (!jobs.length) return { keys: [], problems: [] };
  const keys = [];
  const problems = [];
  for (const j of jobs) {
    const used = entries.flatMap((e) => {
      const given = uses(j, e);
      return given ? [{ e, given }] : [];
    });
    if (!used.length) continue;
    const linked = used.map((u) => u.given);
    if (j.verdict === "mints") keys.push(...used.map((u) => u.e.key));
    const job = `${j.job.kind} ${j.job.namespace}/${j.job.name}`;
    const holders = [...new Set(used.map((u) => u.e.what))].join(", ");
    const written = j.writes.map(
      (w) => w.target.kind === "Secret" ? targetLabel(w.target) : `caBundle of ${targetLabel(w.target)}`
    );
    const at2 = { resource: j.resource, path: j.path, fix: mintFix(j, linked) };
    if (j.verdict === "unread")
      problems.push({
        rule: "rotation-ca-per-render",
        messageId: "jobMintsUnread",
        severity: "warning",
        data: {
          job,
          runs: j.runs,
          given: [...new Set(linked.map(targetLabel))].join(", "),
          holders,
          unread: j.unread ?? "it is not among the inputs"
        },
        ...at2
      });
    else if (j.verdict === "mints-when")
      problems.push({
        rule: "rotation-ca-per-render",
        messageId: "jobMintsWhen",
        severity: "warning",
        data: {
          job,
          runs: j.runs,
          condition: condition(j.when ?? ""),
          mint: j.mint ?? "",
          written: written.join(" and "),
          holders
        },
        ...at2
      });
    else
      problems.push({
        rule: "rotation-ca-per-render",
        messageId: "jobMints",
        data: { job, runs: j.runs, mint: j.mint ?? "", written: written.join(" and "), holders },
        ...at2
      });
  }
  return { keys, problems };
}
function uses(j, e) {
  const secrets = secretsOf(e);
  if (j.verdict !== "unread")
    return j.writes.find(
      (w) => w.target.kind === "Secret" ? secrets.has(`${w.target.namespace}/${w.target.name}`) : w.target.kind === e.resource.kind && w.target.name === e.resource.name
    )?.target;
  const ns = j.job.namespace;
  const secret = [...secrets].find((s) => s.startsWith(ns + "/") && j.mentions.has(s.slice(ns.length + 1)));
  if (secret) return { kind: "Secret", namespace: ns, name: secret.slice(ns.length + 1) };
  return j.mentions.has(e.resource.name) ? { kind: e.resource.kind, namespace: "", name: e.resource.name } : void 0;
}
function targetLabel(t) {
  return `${t.kind} ${t.namespace ? t.namespace + "/" : ""}${t.name}`;
}
function secretsOf(e) {
  const out = /* @__PURE__ */ new Set();
  const add = (ns, name) => typeof name === "string" && out.add(`${ns}/${name}`);
  if (e.leaf) add(e.leaf.secret.namespace, e.leaf.secret.name);
  if (e.bundleFrom.injected && e.bundleFrom.resource.kind === "Secret")
    add(e.bundleFrom.resource.namespace, e.bundleFrom.resource.name);
  for (const w of e.backends)
    for (const v of arr(podSpecOf(w)?.volumes)) {
      add(w.namespace, get(v, "secret", "secretName"));
      for (const src of arr(get(v, "projected", "sources"))) add(w.namespace, get(src, "secret", "name"));
    }
  return out;
}
function condition(assumed) {
  const m = /^([\s\S]*) (holds|fails)$/.exec(assumed);
  return m ? `\`${m[1]}\` ${m[2]}` : assumed;
}
function mintFix(j, linked) {
  const secret = [...j.writes.map((w) => w.target), ...linked].find((t) => t.kind === "Secret");
  const guard = secret ? `\`kubectl get secret ${secret.name} -n ${secret.namespace} || { <generate>; kubectl create secret ... }\`` : "`kubectl get secret <name> || { <generate>; kubectl create secret ... }`";
  const read = j.verdict === "unread" ? "give the gate what the Job runs (the script inline, or its ConfigMap among the inputs); " : "";
  return `${read}make the CA once and keep it: generate only when the Secret does not exist yet (${guard}, and patch caBundle from the CA it holds), or issue the certificate with a certificate issuer and its CA injector; when the CA must change, rotate it in three steps (old + new CA in caBundle; the new certificate; drop the old CA)`;
}
function rotatorsEnabled(before, after) {
  if (!effectiveState(after).writers.length) return [];
  const was = new Map(effectiveState(before).writers.map((w) => [writerKey(w.workload, w.doc.name), w]));
  const out = [];
  for (const w of effectiveState(after).writers) {
    const old = was.get(writerKey(w.workload, w.doc.name));
    if (!old || old.enabled !== false || w.enabled !== true) continue;
    const secret = w.sharedSecret ?? str(w.doc.controller?.secretName?.default) ?? "its Secret";
    out.push({
      rule: "rotation-rotator-enabled",
      messageId: "rotatorEnabled",
      data: {
        workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
        owner: w.doc.description,
        was: disabledSetting(w.doc),
        secret,
        holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(", ") || "the holders it names"
      },
      fix: `keep the writer off (${disabledSetting(w.doc)}) while another issuer owns ${secret}; to hand rotation to it, first add its CA to every caBundle next to the one in force, then turn it on, and drop the old CA once every pod serves its certificate`,
      resource: w.workload,
      path: w.containerPath
    });
  }
  return out;
}
function mintedPerStart(before, after) {
  const writers = effectiveState(after).writers.filter((w) => w.perPod === true && w.holders.length);
  const out = [];
  for (const w of writers) {
    const old = before.get(w.workload.kind, w.workload.namespace, w.workload.name);
    if (!old || !podsRestart(old, w.workload)) continue;
    const leader = w.doc.controller?.leaderElection?.setting;
    const share2 = leader?.env ? `env ${leader.env}=true` : leader?.flag ? `--${leader.flag}` : void 0;
    out.push({
      rule: "rotation-ca-per-render",
      messageId: "mintsPerStart",
      data: {
        workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
        owner: w.doc.description,
        holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(", ")
      },
      fix: `give every pod one certificate kept outside the process: ${share2 ? `turn on its leader elector (${share2}) so one CA is kept in a Secret, or ` : ""}${disabledSetting(w.doc, "mount a certificate")} from a Secret every pod mounts; then rotate that Secret in three steps (old + new CA in caBundle; the new certificate; drop the old CA)`,
      resource: w.workload,
      path: w.containerPath
    });
  }
  return out;
}
function podsRestart(before, after) {
  return JSON.stringify(get(before.body, "spec", "template")) !== JSON.stringify(get(after.body, "spec", "template"));
}
function writerKey(r, name) {
  return `${r.kind}/${r.namespace}/${r.name}/${name}`;
}
function disabledSetting(doc, prefix) {
  const first = arr(doc.controller?.disabledWhen)[0];
  const flag2 = str(get(first, "setting", "flag"));
  const env = str(get(first, "setting", "env"));
  const setting = env ? `env ${env}` : flag2 ? `--${flag2}` : "its disabling setting";
  return prefix ? `${prefix} (${setting})` : setting;
}
function caRekeys(before, after, view) {
  const was = new Set(rekeyingCas(before).map((c) => `${c.ca.namespace}/${c.ca.name}`));
  return rekeyingCas(after).filter((c) => !was.has(`${c.ca.namespace}/${c.ca.name}`)).map(({ ca, policy, leaves, secret, group }) => {
    const secrets = /* @__PURE__ */ new Set([
      typeof secret === "string" ? secret : secret.name,
      ...leaves.flatMap((l) => str(get(l.body, "spec", "secretName")) ?? [])
    ]);
    const holders = view.entries.filter((e) => {
      const r = e.bundleFrom.resource;
      return e.bundleFrom.injected && r.kind === "Secret" && r.namespace === ca.namespace && secrets.has(r.name);
    }).map((e) => e.what);
    const written = get(ca.body, "spec", "privateKey", "rotationPolicy") !== void 0;
    return {
      rule: "rotation-ca-rekey",
      messageId: "caRekey",
      data: {
        ca: `${ca.namespace}/${ca.name}`,
        policy: written ? policy : "unset, Always by default since v1.18",
        issuer: group,
        leaves: leaves.map((l) => `Certificate ${l.namespace}/${l.name}`).join(", "),
        holders: holders.join(", ") || "the holders that trust it"
      },
      fix: `set spec.privateKey.rotationPolicy: Never on Certificate ${ca.namespace}/${ca.name} (a same-key renewal needs no overlap); to re-key it, first trust old + new CA in every caBundle (trust-manager, or the injector with CAInjectorMerging), re-issue every leaf (cmctl renew) and restart or reload their pods, then drop the old CA`,
      resource: ca,
      path: written ? ["spec", "privateKey", "rotationPolicy"] : ["spec"]
    };
  });
}
function rekeyingCas(model) {
  const out = [];
  for (const doc of model.owners) {
    const kind = doc.certificate?.kind;
    const group = doc.certificate?.apiGroup;
    if (kind && group) out.push(...rekeyingOf(model, kind, group));
  }
  return out;
}
function rekeyingOf(model, kind, group) {
  const api = `${group}/`;
  const certs = model.ofKind(kind).filter((c) => c.apiVersion.startsWith(api));
  if (!certs.length) return [];
  const out = [];
  for (const ca of certs) {
    if (get(ca.body, "spec", "isCA") !== true) continue;
    const policy = str(get(ca.body, "spec", "privateKey", "rotationPolicy")) ?? "Always";
    const secretName = str(get(ca.body, "spec", "secretName"));
    if (policy !== "Always" || !secretName) continue;
    const issuers = [...model.ofKind("Issuer"), ...model.ofKind("ClusterIssuer")].filter(
      (i) => i.apiVersion.startsWith(api) && str(get(i.body, "spec", "ca", "secretName")) === secretName && (i.kind === "ClusterIssuer" || i.namespace === ca.namespace)
    );
    const leaves = certs.filter((c) => {
      const ref = get(c.body, "spec", "issuerRef");
      if (c === ca || !isObj(ref)) return false;
      const refKind = str(ref.kind) ?? "Issuer";
      return issuers.some(
        (i) => i.kind === refKind && i.name === str(ref.name) && (refKind === "ClusterIssuer" || i.namespace === c.namespace)
      );
    });
    if (leaves.length)
      out.push({ ca, policy, leaves, secret: model.get("Secret", ca.namespace, secretName) ?? secretName, group });
  }
  return out;
}
function safeSequence(e, old) {
  const where3 = e.bundleFrom.injected ? `the CA its injector writes (${e.bundleFrom.resource.kind} ${e.bundleFrom.resource.namespace}/${e.bundleFrom.resource.name}): let the injector merge (its CAInjectorMerging gate) or publish old + new CA` : `caBundle of ${e.what}`;
  const secret = e.leaf ? `Secret ${e.leaf.secret.namespace}/${e.leaf.secret.name}` : "the serving Secret";
  return `1) keep the old CA (${old}) and add the new one in ${where3}, and apply that alone; 2) then switch ${secret} to the new certificate and restart or reload every pod of ${names(e.backends)}; 3) drop the old CA only in a later change, once every pod serves the new certificate`;
}
function delayOf(e, b, after) {
  const how = reloadOf(after, e.backends[0] ?? b.backends[0]);
  const rolled = e.backends.some((w) => {
    const old = b.backends.find((x) => x.kind === w.kind && x.name === w.name && x.namespace === w.namespace);
    return old !== void 0 && podsRestart(old, w);
  });
  switch (how) {
    case "secret-watch":
      return "each pod reloads only after it sees the Secret change";
    case "in-process":
      return "each pod switches its certificate only when its own loop renews it";
    case "file-watch":
      return "the new Secret reaches the pods' volume only after the kubelet syncs (up to ~100 s)";
    case "restart":
      return rolled ? "the server reads its certificate only at start: old pods serve the old one until the rollout replaces them" : "the server reads its certificate only at start and the change restarts no pod: they serve the old one until restarted";
    default:
      return rolled ? "old pods serve the old certificate until the rollout replaces them" : "a mounted Secret reaches the pods only after the kubelet syncs (up to ~100 s), and a server that reads its certificate once serves the old one until its pod is replaced";
  }
}
function reloadOf(model, workload) {
  if (!workload) return "unknown";
  const state = effectiveState(model);
  const modes = [
    ...state.controllers.filter((c) => c.workload.resource === workload).map((c) => c.workload.profile.reload?.mode),
    ...state.writers.filter((w) => w.workload === workload).map((w) => w.reload)
  ];
  return modes.find((m) => m !== void 0) ?? "unknown";
}
function names(workloads2) {
  if (!workloads2.length) return "its backends";
  return `the pods of ${workloads2.map((w) => `${w.kind} ${w.namespace}/${w.name}`).join(", ")}`;
}
function secretPath2(secret, key2) {
  return [get(secret.body, "data", key2) !== void 0 ? "data" : "stringData", key2];
}
function rotationRule(meta) {
  return defineRule({
    meta: { ...meta, messages: ROTATION_MESSAGES },
    async check({ model, before, settings, report }) {
      for (const { rule: _rule, ...p } of await rotationProblemsFor(model, before, settings, meta.id)) report(p);
    }
  });
}
var rule31 = rotationRule({
  id: "rotation-ca-dropped",
  severity: "error",
  description: "A change whose caBundle drops the CA that signs the certificate backends serve until they have the new one."
});
var rule32 = rotationRule({
  id: "rotation-leaf-untrusted",
  severity: "error",
  description: "A change that makes backends serve a certificate the caBundle in force while it is served does not trust."
});
var rule33 = rotationRule({
  id: "rotation-holders-diverged",
  severity: "error",
  description: "Holders served by the same Secret that a change moves to different CAs: some get the new CA, others keep only the old."
});
var rule34 = rotationRule({
  id: "rotation-ca-per-render",
  severity: "error",
  description: "A CA and certificate made anew by every render (Helm genCA), every start of a controller or every run of a Job or CronJob: each upgrade or run rotates without overlap."
});
var rule35 = rotationRule({
  id: "rotation-rotator-enabled",
  severity: "error",
  description: "A change that turns on a controller's certificate rotator over a certificate another issuer owns."
});
var rule36 = rotationRule({
  id: "rotation-ca-rekey",
  severity: "error",
  description: "A CA certificate object whose key changes at every renewal while the leaves it signed are not re-issued."
});
var rule37 = defineRule({
  meta: {
    id: "apiservice-insecure-with-cabundle",
    severity: "error",
    description: "An APIService with insecureSkipTLSVerify true and a caBundle: the API server refuses the object, so the apply (or the upgrade) fails.",
    messages: {
      both: 'APIService {name} sets insecureSkipTLSVerify: true and a caBundle: the API server refuses it ("spec.insecureSkipTLSVerify: Invalid value: true: may not be true if caBundle is present"), so this apply fails and the APIService keeps what it had.'
    }
  },
  check({ model, report }) {
    for (const a of model.ofKind("APIService")) {
      const caBundle = get(a.body, "spec", "caBundle");
      if (get(a.body, "spec", "insecureSkipTLSVerify") !== true || typeof caBundle !== "string" || !caBundle) continue;
      report({
        resource: a,
        path: ["spec", "insecureSkipTLSVerify"],
        messageId: "both",
        data: { name: a.name },
        fix: "remove insecureSkipTLSVerify (or set it false) so the API server verifies the backend with the caBundle; or drop the caBundle to keep skipping verification"
      });
    }
  }
});
var RULES = [
  rule2,
  rule8,
  rule6,
  rule5,
  rule7,
  rule11,
  rule,
  rule9,
  rule10,
  rule28,
  rule29,
  rule17,
  rule18,
  rule19,
  rule20,
  rule21,
  rule22,
  rule23,
  rule24,
  rule25,
  rule26,
  rule27,
  rule37,
  rule13,
  rule14,
  rule15,
  rule16,
  rule31,
  rule32,
  rule33,
  rule34,
  rule35,
  rule36,
  rule30,
  rule12,
  rule3,
  rule4
];
function findRule(id) {
  return RULES.find((r) => r.meta.id === id);
}
function docsOf(id) {
  const docs = RULE_DOCS[id];
  if (!docs) throw new Error(`rule ${id} has no src/rules/docs/${id}.yaml`);
  return docs;
}
var LEVELS = ["off", "error", "warning", "info"];
function configuredRules(rules, config, file = "config") {
  const out = { severities: {}, options: {} };
  const known2 = rules.map((r) => r.meta.id);
  for (const [id, setting] of Object.entries(config ?? {})) {
    const rule38 = rules.find((r) => r.meta.id === id);
    if (!rule38) {
      const near = likelyTypo(id, known2);
      throw new InputError(
        `${file}: rules: unknown rule id '${id}'${near ? `; did you mean '${near}'?` : ""} (webhook-cert-gate rules lists them)`
      );
    }
    const [level, given] = Array.isArray(setting) ? setting : [setting];
    if (typeof level !== "string" || !LEVELS.includes(level))
      throw new InputError(
        `${file}: rules.${id}: the severity must be one of ${LEVELS.join(", ")}, as in [warning, {options}]`
      );
    out.severities[id] = level;
    if (given === void 0) continue;
    const problem = optionsProblem(rule38, given);
    if (problem) throw new InputError(`${file}: rules.${id}: ${problem}`);
    out.options[id] = { ...rule38.meta.defaultOptions, ...given };
  }
  return out;
}
function optionsOf(meta) {
  return Object.entries(meta.schema?.properties ?? {}).map(([name, schema]) => ({
    name,
    type: typeName(schema),
    default: JSON.stringify(meta.defaultOptions?.[name]),
    description: schema.description ?? ""
  }));
}
function typeName(schema) {
  if ("enum" in schema) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.type === "array") return `list of ${typeName(schema.items)}`;
  if (schema.type === "integer" || schema.type === "number") {
    const min = schema.minimum !== void 0 ? ` \u2265 ${schema.minimum}` : "";
    return `${schema.type}${min}${schema.maximum !== void 0 ? ` \u2264 ${schema.maximum}` : ""}`;
  }
  return schema.type;
}
function optionsProblem(rule38, given) {
  const schema = rule38.meta.schema;
  if (!schema || !Object.keys(schema.properties).length) return "this rule has no options";
  return objectProblem(schema, given);
}
function objectProblem(schema, given) {
  if (typeof given !== "object" || given === null || Array.isArray(given))
    return `options must be a map of ${names2(schema)}`;
  for (const [key2, value] of Object.entries(given)) {
    const option = Object.hasOwn(schema.properties, key2) ? schema.properties[key2] : void 0;
    if (!option) {
      const guess = likelyTypo(key2, Object.keys(schema.properties));
      return `unknown option '${key2}'${guess ? `; did you mean '${guess}'?` : ""} (options: ${names2(schema)})`;
    }
    const problem = valueProblem(option, value, key2);
    if (problem) return problem;
  }
  return void 0;
}
function names2(schema) {
  return Object.keys(schema.properties).join(", ");
}
function valueProblem(schema, value, at2) {
  const shown = JSON.stringify(value);
  if ("enum" in schema)
    return schema.enum.includes(value) ? void 0 : `${at2} must be one of ${schema.enum.join(", ")} (got ${shown})`;
  switch (schema.type) {
    case "integer":
    case "number": {
      if (typeof value !== "number" || !Number.isFinite(value) || schema.type === "integer" && !Number.isInteger(value))
        return `${at2} must be ${schema.type === "integer" ? "an integer" : "a number"} (got ${shown})`;
      if (schema.minimum !== void 0 && value < schema.minimum)
        return `${at2} must be at least ${schema.minimum} (got ${shown})`;
      if (schema.maximum !== void 0 && value > schema.maximum)
        return `${at2} must be at most ${schema.maximum} (got ${shown})`;
      return void 0;
    }
    case "string":
      if (typeof value !== "string") return `${at2} must be a string (got ${shown})`;
      return value.length < (schema.minLength ?? 0) ? `${at2} must not be empty` : void 0;
    case "boolean":
      return typeof value === "boolean" ? void 0 : `${at2} must be true or false (got ${shown})`;
    case "array": {
      if (!Array.isArray(value)) return `${at2} must be a list (got ${shown})`;
      for (const [i, item] of value.entries()) {
        const problem = valueProblem(schema.items, item, `${at2}[${i}]`);
        if (problem) return problem;
      }
      return void 0;
    }
  }
}
async function runCheck(options) {
  const config = options.config ?? {};
  const configured = configuredRules(RULES, config.rules, config.source);
  const rules = options.onlyRules ? RULES.filter((r) => options.onlyRules(r.meta.id)) : RULES;
  const cwd = options.cwd ?? process.cwd();
  const { inputs, errors } = options.paths?.length ? await readInputs(options.paths, {
    cwd,
    readStdin: options.readStdin ?? (() => Promise.resolve("")),
    maxFileBytes: config.maxFileSize ?? DEFAULT_MAX_FILE_BYTES,
    ignored: notInputs(config, cwd, options.exclude),
    prefetched: options.prefetched
  }) : { inputs: [], errors: [] };
  const texts = [...inputs, ...options.sources ?? []];
  const namespace = options.namespace ?? config.namespace ?? "default";
  const resources = [...options.extraResources ?? []];
  const syntaxErrors = [];
  const parsedFiles = parseFiles(texts, options.limits ?? DEFAULT_LIMITS);
  for (let k = 0; k < texts.length; k++) {
    const input = texts[k];
    const first = resources.length;
    for (const parsed2 of parsedFiles[k]) {
      if (parsed2.error)
        syntaxErrors.push({
          file: input.file,
          ...parsed2.error,
          ...parsed2.doc.template ? { template: parsed2.doc.template } : {}
        });
      else if (input.decorate) for (const r of resourcesOf(parsed2, namespace)) resources.push(input.decorate(r));
      else resourcesOf(parsed2, namespace, resources);
    }
    if (input.scope !== void 0) for (let i = first; i < resources.length; i++) resources[i].scope = input.scope;
  }
  const read = resources.length;
  const scopeOfFile = assignScopes(resources, config.scopes?.length ? pathMatcher(config.scopes) : void 0);
  const renderScopes = new Map(texts.flatMap((t) => t.scope === void 0 ? [] : [[t.file, t.scope]]));
  const scopeOfError = (e) => renderScopes.get(e.file) ?? scopeOfFile(e.file);
  const scopes = byScope(resources);
  for (const e of syntaxErrors) if (!scopes.has(scopeOfError(e))) scopes.set(scopeOfError(e), []);
  if (!scopes.size) scopes.set(DEFAULT_SCOPE, []);
  const profiles = options.profiles ?? await loadProfiles(config.owners);
  const owners = await loadOwners(config.owners);
  const models = /* @__PURE__ */ new Map();
  const findings = [];
  for (const [scope, members] of scopes) {
    const model = new Model(members, profiles, owners);
    models.set(scope, model);
    if (options.modelsOnly) continue;
    const found = await runRules(model, rules, {
      settings: {
        at: options.at ?? /* @__PURE__ */ new Date(),
        minDays: config.minDays ?? 30,
        strict: options.strict ?? config.strict
      },
      overrides: configured.severities,
      options: configured.options,
      live: options.live,
      // Given values belong to no object: reported once, with the first scope.
      helm: models.size === 1 ? options.helm : void 0,
      applications: options.applications,
      syntaxErrors: syntaxErrors.filter((e) => scopeOfError(e) === scope),
      before: beforeOf(options.before, scope)
    });
    for (const f of found) {
      if (scopes.size > 1) f.scope = scope;
      if (options.applications?.checked.has(scope)) f.application = scope;
      findings.push(f);
    }
  }
  const stats = { files: texts.reduce((n, t) => n + (t.files ?? 1), 0), resources: read };
  return { findings, errors, syntaxErrors, model: models.values().next().value, models, stats };
}
function beforeOf(before, scope) {
  if (!before) return void 0;
  return before.get(scope) ?? (before.size === 1 ? before.values().next().value : void 0);
}
function notInputs(config, cwd, exclude) {
  const ignored = globMatcher(config.ignorePaths ?? []);
  const own = config.source ? displayPath(import_node_path2.default.resolve(cwd, config.source), cwd) : void 0;
  return (file) => file === own || ignored(file) || Boolean(exclude?.(file));
}
function kustomizationFile(dir) {
  for (const name of KUSTOMIZATION_FILES) {
    const file = import_node_path8.default.join(dir, name);
    if (statIfAny(file)?.isFile()) return file;
  }
  return void 0;
}
function findFolders(root) {
  const out = { kustomizations: [], charts: [] };
  const top = tryFs(() => import_node_fs6.realpathSync.native(root));
  if (top) scan(root, top, /* @__PURE__ */ new Set(), false, out);
  return out;
}
function scan(dir, top, seen, inChart, out) {
  const real = tryFs(() => import_node_fs6.realpathSync.native(dir));
  if (!real || seen.has(real) || !isInside(real, top)) return;
  seen.add(real);
  const entries = tryFs(() => (0, import_node_fs6.readdirSync)(dir, { withFileTypes: true })) ?? [];
  const has = (names3) => entries.some((e) => names3.includes(e.name) && !e.isDirectory());
  if (has(KUSTOMIZATION_FILES)) out.kustomizations.push(dir);
  const chart = !inChart && has(["Chart.yaml"]);
  if (chart) out.charts.push(dir);
  for (const e of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
    if (e.name === "node_modules" || e.name === ".git" || !(e.isDirectory() || e.isSymbolicLink())) continue;
    const full = import_node_path8.default.join(dir, e.name);
    if (e.isDirectory() || statIfAny(full)?.isDirectory()) scan(full, top, seen, inChart || chart, out);
  }
}
function tryFs(call) {
  try {
    return call();
  } catch {
    return void 0;
  }
}
async function graphOf(dirs) {
  const includedBy = /* @__PURE__ */ new Map();
  for (const dir of dirs) {
    for (const target2 of (await includesOf(dir)).dirs) {
      const list = includedBy.get(target2) ?? [];
      list.push(dir);
      includedBy.set(target2, list);
    }
  }
  return {
    roots: () => dirs.filter((d) => !includedBy.has(d)),
    including(dir) {
      const order = [];
      const seen = /* @__PURE__ */ new Set([dir]);
      for (let queue = [dir]; queue.length; ) {
        const next2 = [];
        for (const d of queue) {
          const up = includedBy.get(d) ?? [];
          if (!up.length) order.push(d);
          for (const u of up) {
            if (!seen.has(u)) {
              seen.add(u);
              next2.push(u);
            }
          }
        }
        queue = next2;
      }
      return order.length ? order : [dir];
    }
  };
}
async function membersOf(dir, seen = /* @__PURE__ */ new Set()) {
  if (seen.has(dir)) return [];
  seen.add(dir);
  const { file, files, dirs } = await includesOf(dir);
  const out = file ? [file, ...files] : files;
  for (const d of dirs) out.push(...await membersOf(d, seen));
  return out;
}
async function includesOf(dir) {
  const file = kustomizationFile(dir);
  let doc;
  try {
    doc = file ? load(await import_node_fs6.promises.readFile(file, "utf8")) : void 0;
  } catch {
    doc = void 0;
  }
  const files = [];
  const dirs = [];
  for (const ref of namedPaths(doc)) {
    if (/^[a-z][a-z0-9+.-]*:\/\/|^(git@|github\.com\/)|\?ref=/i.test(ref)) continue;
    const abs = import_node_path8.default.resolve(dir, ref);
    const info = statIfAny(abs);
    if (info?.isDirectory()) dirs.push(abs);
    else if (info?.isFile()) files.push(abs);
  }
  const component = isObj(doc) && doc.kind === "Component";
  return { ...file ? { file } : {}, files, dirs, component };
}
function namedPaths(doc) {
  if (!isObj(doc)) return [];
  const field = (v, key2) => Array.isArray(v) ? v.flatMap((x) => isObj(x) && typeof x[key2] === "string" ? [x[key2]] : []) : [];
  const generated = (v) => Array.isArray(v) ? v.flatMap(generatorPaths) : [];
  return [
    ...strings(doc.resources),
    ...strings(doc.bases),
    ...strings(doc.components),
    ...strings(doc.crds),
    ...strings(doc.transformers),
    ...strings(doc.generators),
    ...strings(doc.validators),
    ...strings(doc.configurations),
    ...isObj(doc.openapi) && typeof doc.openapi.path === "string" ? [doc.openapi.path] : [],
    ...strings(doc.patchesStrategicMerge).filter((p) => !p.includes("\n")),
    ...field(doc.patches, "path"),
    ...field(doc.patchesJson6902, "path"),
    ...field(doc.replacements, "path"),
    ...generated(doc.configMapGenerator),
    ...generated(doc.secretGenerator)
  ];
}
function generatorPaths(g) {
  if (!isObj(g)) return [];
  return [
    ...strings(g.files).map((f) => f.slice(f.indexOf("=") + 1)),
    ...strings(g.envs),
    ...typeof g.env === "string" ? [g.env] : []
  ];
}
var strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
async function rendersFeeding(files, bound) {
  const out = { kustomizations: /* @__PURE__ */ new Map(), charts: [], plain: [] };
  const graphs = /* @__PURE__ */ new Map();
  const charts = /* @__PURE__ */ new Map();
  for (const file of files) {
    const chart = chartOf(file);
    if (chart) {
      const values = isValuesFile(file, chart) ? file : void 0;
      const key2 = `${chart}\0${values ?? ""}`;
      const fed = charts.get(key2) ?? { dir: chart, ...values ? { values } : {}, files: [] };
      charts.set(key2, fed);
      fed.files.push(file);
      continue;
    }
    const direct = await includersOf(file);
    if (!direct.length) {
      out.plain.push(file);
      continue;
    }
    const top = bound ?? repositoryRoot(file);
    let graph = graphs.get(top);
    if (!graph) graphs.set(top, graph = graphOf(findFolders(top).kustomizations));
    for (const dir of direct) {
      for (const root of (await graph).including(dir)) {
        if ((await includesOf(root)).component) continue;
        const list = out.kustomizations.get(root) ?? [];
        if (!list.includes(file)) list.push(file);
        out.kustomizations.set(root, list);
      }
    }
  }
  out.charts = [...charts.values()];
  return out;
}
async function readByRender(file) {
  return chartOf(file) !== void 0 || (await includersOf(file)).length > 0;
}
async function includersOf(file) {
  const out = [];
  const git2 = gitRoot(file);
  for (let dir = import_node_path7.default.dirname(file); ; dir = import_node_path7.default.dirname(dir)) {
    const own = kustomizationFile(dir);
    if (own && (own === file || (await includesOf(dir)).files.includes(file))) out.push(dir);
    if (dir === git2 || import_node_path7.default.dirname(dir) === dir) return out;
  }
}
function repositoryRoot(file) {
  return treeRoot(file) ?? import_node_path7.default.dirname(file);
}
function treeRoot(file) {
  const git2 = gitRoot(file);
  if (git2) return git2;
  let top;
  for (let dir = import_node_path7.default.dirname(file); !SHARED_FOLDERS.has(dir) && import_node_path7.default.dirname(dir) !== dir; dir = import_node_path7.default.dirname(dir)) {
    if (top ? holdsKustomization(dir) : kustomizationFile(dir)) top = dir;
    else if (top) break;
  }
  return top;
}
var SHARED_FOLDERS = /* @__PURE__ */ new Set([import_node_os.default.tmpdir(), import_node_os.default.homedir()]);
function gitRoot(file) {
  for (let dir = import_node_path7.default.dirname(file); ; dir = import_node_path7.default.dirname(dir)) {
    if (statIfAny(import_node_path7.default.join(dir, ".git"))) return dir;
    if (import_node_path7.default.dirname(dir) === dir) return void 0;
  }
}
function holdsKustomization(dir) {
  if (kustomizationFile(dir)) return true;
  let names3;
  try {
    names3 = (0, import_node_fs5.readdirSync)(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== ".git" && e.name !== "node_modules").map((e) => e.name);
  } catch {
    return false;
  }
  return names3.some((n) => kustomizationFile(import_node_path7.default.join(dir, n)) !== void 0);
}
function chartOf(file) {
  const git2 = gitRoot(file);
  for (let dir = import_node_path7.default.dirname(file); ; dir = import_node_path7.default.dirname(dir)) {
    if (isChartFolder(dir)) return parentChart(dir);
    if (dir === git2 || import_node_path7.default.dirname(dir) === dir) return void 0;
  }
}
function parentChart(dir) {
  for (; ; ) {
    const up = import_node_path7.default.dirname(import_node_path7.default.dirname(dir));
    if (import_node_path7.default.basename(import_node_path7.default.dirname(dir)) !== "charts" || !isChartFolder(up)) return dir;
    dir = up;
  }
}
function isValuesFile(file, chart) {
  const name = import_node_path7.default.basename(file);
  return import_node_path7.default.dirname(file) === chart && name !== "values.yaml" && /\.ya?ml$/.test(name) && /(^|[-_.])values([-_.]|$)/.test(name);
}
function isKustomizationFile(file) {
  return KUSTOMIZATION_FILES.includes(import_node_path7.default.basename(file));
}
var BUILD_METADATA = ["originAnnotations", "transformerAnnotations"];
var ANNOTATION = /^( +)(config\.kubernetes\.io\/origin|alpha\.config\.kubernetes\.io\/transformations): \|-?\s*$/;
var ANNOTATIONS_KEY = /^( *)annotations:\s*$/;
var indentOf = (line) => line.length - line.trimStart().length;
function stripBuildMetadata(text, root) {
  const lines = text.split("\n");
  const keep = lines.map(() => true);
  const origins = [];
  let index = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === "---") index++;
    const m = ANNOTATION.exec(line);
    if (!m) continue;
    const indent = m[1].length;
    let end = i + 1;
    while (end < lines.length && (lines[end].trim() === "" || indentOf(lines[end]) > indent)) end++;
    while (end > i + 1 && lines[end - 1].trim() === "") end--;
    const body = lines.slice(i + 1, end);
    const cut2 = Math.min(...body.filter((l) => l.trim()).map(indentOf));
    const value = safeLoad(body.map((l) => l.slice(cut2)).join("\n"));
    const origin = origins[index] ??= { transformations: [] };
    if (m[2] === "config.kubernetes.io/origin") readOrigin(value, root, origin);
    else readTransformations(value, root, origin);
    for (let k = i; k < end; k++) keep[k] = false;
    i = end - 1;
  }
  for (let i = 0; i < lines.length; i++) {
    const m = ANNOTATIONS_KEY.exec(lines[i]);
    if (!m || !keep[i] || keep[i + 1] !== false) continue;
    let next2 = i + 1;
    while (next2 < lines.length && !keep[next2]) next2++;
    if (next2 >= lines.length || lines[next2] === "---" || indentOf(lines[next2]) <= m[1].length) keep[i] = false;
  }
  return { text: lines.filter((_, i) => keep[i]).join("\n"), origins };
}
function safeLoad(text) {
  try {
    return load(text);
  } catch {
    return void 0;
  }
}
function readOrigin(value, root, out) {
  if (!isObj(value)) return;
  if (typeof value.path === "string" && typeof value.repo !== "string") out.file = import_node_path11.default.resolve(root, value.path);
  else if (typeof value.configuredIn === "string") out.generatedIn = import_node_path11.default.resolve(root, value.configuredIn);
}
function readTransformations(value, root, out) {
  if (!Array.isArray(value)) return;
  for (const t of value) {
    if (!isObj(t) || typeof t.configuredIn !== "string" || !isObj(t.configuredBy)) continue;
    const kind = t.configuredBy.kind;
    if (typeof kind === "string") out.transformations.push({ kustomization: import_node_path11.default.resolve(root, t.configuredIn), kind });
  }
}
function sourceDecorator(places) {
  const files = /* @__PURE__ */ new Map();
  const docsOf2 = (file) => {
    let docs = files.get(file);
    if (!docs) {
      docs = readDocs(file);
      files.set(file, docs);
    }
    return docs;
  };
  return (r) => {
    const out = r;
    out.sources = () => {
      const origin = places.origins[r.doc.index];
      return origin ? sourcesOf(r, origin, docsOf2) : [places.kustomization];
    };
    out.locate = (at2) => {
      const rendered = locate(r.doc, r.base.length ? [...r.base, ...at2] : at2);
      const origin = places.origins[r.doc.index];
      const found = (origin && sourcePlace(r, at2, origin, docsOf2)) ?? {
        file: places.kustomization,
        line: 1,
        column: 1
      };
      return {
        file: displayPath(found.file, places.cwd),
        line: found.line,
        column: found.column,
        rendered: { file: places.label, line: rendered.line, column: rendered.column }
      };
    };
    return out;
  };
}
function readDocs(file) {
  try {
    return parseDocuments(file, (0, import_node_fs9.readFileSync)(file, "utf8")).filter((d) => !d.error);
  } catch {
    return [];
  }
}
function sourcePlace(r, at2, origin, docsOf2) {
  const base = origin.file ? baseDoc(r, docsOf2(origin.file)) : void 0;
  const names3 = new Set([r.name, nameOf(base?.value)].filter((n) => !!n));
  const node = valueAt(r.body, at2);
  if (base && (isObj(node) || Array.isArray(node)) && walk2(r.body, base.value, at2).whole)
    return placeIn(origin.file, base, walk2(r.body, base.value, at2).path);
  const chain = [...new Set(origin.transformations.map((t) => t.kustomization))];
  for (const k of chain.reverse()) {
    const kinds = new Set(origin.transformations.filter((t) => t.kustomization === k).map((t) => t.kind));
    const kdoc = docsOf2(k)[0];
    if (!kdoc || !isObj(kdoc.value)) continue;
    const set = fieldTransformer(r, at2, kinds, kdoc) ?? patched(r, at2, names3, k, kdoc, docsOf2);
    if (set) return set;
  }
  if (base) return placeIn(origin.file, base, walk2(r.body, base.value, at2).path);
  if (origin.generatedIn) return generatorPlace(r, origin.generatedIn, docsOf2);
  return void 0;
}
var nameOf = (v) => isObj(v) && isObj(v.metadata) && typeof v.metadata.name === "string" ? v.metadata.name : void 0;
function baseDoc(r, docs) {
  let best;
  for (const d of docs) {
    const name = nameOf(d.value);
    if (!isObj(d.value) || d.value.kind !== r.kind || !name || !r.name.includes(name)) continue;
    if (!best || name.length > nameOf(best.value).length) best = d;
  }
  return best ?? (docs.length === 1 ? docs[0] : void 0);
}
function placeIn(file, d, at2) {
  return { file, ...locate(d.doc, at2) };
}
function fieldTransformer(r, at2, kinds, kdoc) {
  const k = kdoc.value;
  const key2 = at2.join(".");
  const file = kdoc.doc.file;
  if (key2 === "metadata.namespace" && kinds.has("NamespaceTransformer") && "namespace" in k)
    return placeIn(file, kdoc, ["namespace"]);
  if (key2 === "metadata.name") {
    if (kinds.has("SuffixTransformer") && "nameSuffix" in k) return placeIn(file, kdoc, ["nameSuffix"]);
    if (kinds.has("PrefixTransformer") && "namePrefix" in k) return placeIn(file, kdoc, ["namePrefix"]);
  }
  if (key2 === "spec.replicas" && kinds.has("ReplicaCountTransformer") && Array.isArray(k.replicas)) {
    const i = k.replicas.findIndex((e) => isObj(e) && typeof e.name === "string" && r.name.includes(e.name));
    if (i >= 0) return placeIn(file, kdoc, ["replicas", i, "count"]);
  }
  return void 0;
}
function patched(r, at2, names3, kfile, kdoc, docsOf2) {
  for (const e of patchEntries(kfile, kdoc).reverse()) {
    if (e.target && !targets(e.target, r, names3)) continue;
    const docs = e.file ? docsOf2(e.file) : parseDocuments(kfile, e.inline).filter((d) => !d.error);
    for (const d of [...docs].reverse()) {
      const inner2 = setBy(d, r, at2, names3, !!e.target);
      if (!inner2) continue;
      if (e.file) return placeIn(e.file, d, inner2);
      return inlinePlace(kdoc, e.index, locate(d.doc, inner2));
    }
  }
  return void 0;
}
function patchEntries(kfile, kdoc) {
  const k = kdoc.value;
  const dir = import_node_path11.default.dirname(kfile);
  const entries = [];
  const list = (v) => Array.isArray(v) ? v : [];
  for (const p of list(k.patchesStrategicMerge))
    if (typeof p === "string" && !p.includes("\n")) entries.push({ file: import_node_path11.default.resolve(dir, p) });
  list(k.patches).forEach((p, index) => {
    if (!isObj(p)) return;
    const target2 = isObj(p.target) ? p.target : void 0;
    if (typeof p.path === "string") entries.push({ file: import_node_path11.default.resolve(dir, p.path), target: target2 });
    else if (typeof p.patch === "string") entries.push({ inline: p.patch, target: target2, index });
  });
  for (const p of list(k.patchesJson6902))
    if (isObj(p) && typeof p.path === "string" && isObj(p.target))
      entries.push({ file: import_node_path11.default.resolve(dir, p.path), target: p.target });
  return entries;
}
function sourcesOf(r, origin, docsOf2) {
  const out = /* @__PURE__ */ new Set();
  if (origin.file) out.add(origin.file);
  if (origin.generatedIn) {
    out.add(origin.generatedIn);
    for (const f of generatorFiles(r, origin.generatedIn, docsOf2)) out.add(f);
  }
  const base = origin.file ? baseDoc(r, docsOf2(origin.file)) : void 0;
  const names3 = new Set([r.name, nameOf(base?.value)].filter((n) => !!n));
  for (const k of new Set(origin.transformations.map((t) => t.kustomization))) {
    out.add(k);
    const kdoc = docsOf2(k)[0];
    if (!kdoc || !isObj(kdoc.value)) continue;
    for (const e of patchEntries(k, kdoc)) {
      if (!e.file) continue;
      if (e.target ? targets(e.target, r, names3) : docsOf2(e.file).some((d) => patches(d.value, r, names3)))
        out.add(e.file);
    }
  }
  return [...out];
}
function patches(v, r, names3) {
  return isObj(v) && v.kind === r.kind && names3.has(nameOf(v) ?? "");
}
function generatorFiles(r, kfile, docsOf2) {
  const kdoc = docsOf2(kfile)[0];
  if (!kdoc || !isObj(kdoc.value)) return [];
  const list = kdoc.value[r.kind === "Secret" ? "secretGenerator" : "configMapGenerator"];
  const g = Array.isArray(list) ? list.find((x) => isObj(x) && typeof x.name === "string" && r.name.includes(x.name)) : void 0;
  const named = generatorPaths(g);
  return named.map((f) => import_node_path11.default.resolve(import_node_path11.default.dirname(kfile), f));
}
function targets(t, r, names3) {
  const matches = (pattern, values) => {
    if (typeof pattern !== "string") return true;
    try {
      const re = new RegExp(`^(?:${pattern})$`);
      return values.some((v) => re.test(v));
    } catch {
      return values.includes(pattern);
    }
  };
  return matches(t.kind, [r.kind]) && matches(t.name, [...names3]) && matches(t.namespace, [r.namespace]);
}
function setBy(d, r, at2, names3, targeted) {
  const v = d.value;
  if (Array.isArray(v)) return jsonPatchPath(v, r, at2);
  if (!isObj(v)) return void 0;
  if (!targeted && (v.kind !== r.kind || !names3.has(nameOf(v) ?? ""))) return void 0;
  if (IDENTITY.has(at2.join("."))) return void 0;
  const w = walk2(r.body, v, at2);
  return w.whole ? w.path : void 0;
}
var IDENTITY = /* @__PURE__ */ new Set(["apiVersion", "kind", "metadata.name", "metadata.namespace"]);
function jsonPatchPath(ops, r, at2) {
  const wanted = at2.map(String);
  for (let i = ops.length - 1; i >= 0; i--) {
    const op = ops[i];
    if (!isObj(op) || op.op !== "add" && op.op !== "replace" || typeof op.path !== "string") continue;
    const ptr = op.path.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    if (ptr.length > wanted.length || !ptr.every((s, j) => s === wanted[j] || appended(s, j, ptr, at2, r, op))) continue;
    const below = walk2(valueAt(r.body, at2.slice(0, ptr.length)), op.value, at2.slice(ptr.length));
    if (below.whole) return [i, "value", ...below.path];
  }
  return void 0;
}
function appended(s, j, ptr, at2, r, op) {
  return s === "-" && j === ptr.length - 1 && typeof at2[j] === "number" && holds2(valueAt(r.body, at2.slice(0, j + 1)), op.value);
}
function holds2(whole, part) {
  if (isObj(part)) return isObj(whole) && Object.keys(part).every((k) => holds2(whole[k], part[k]));
  if (Array.isArray(part)) return Array.isArray(whole) && part.every((p, i) => holds2(whole[i], p));
  return whole === part;
}
function valueAt(v, at2) {
  for (const s of at2) v = isObj(v) || Array.isArray(v) ? v[s] : void 0;
  return v;
}
var MERGE_KEYS = ["name", "containerPort", "mountPath", "devicePath", "port", "ip"];
function walk2(rendered, source2, at2) {
  const out = [];
  for (const s of at2) {
    let next2;
    if (typeof s === "number" && Array.isArray(source2)) {
      const item = Array.isArray(rendered) ? rendered[s] : void 0;
      const key2 = isObj(item) ? MERGE_KEYS.find((k) => ["string", "number"].includes(typeof item[k])) : void 0;
      const i = key2 ? source2.findIndex((x) => isObj(x) && x[key2] === item[key2]) : s < source2.length ? s : -1;
      if (i >= 0) next2 = i;
    } else if (typeof s === "string" && isObj(source2) && s in source2) next2 = s;
    if (next2 === void 0) return { path: out, whole: false };
    out.push(next2);
    rendered = isObj(rendered) || Array.isArray(rendered) ? rendered[s] : void 0;
    source2 = source2[next2];
  }
  return { path: out, whole: true };
}
function inlinePlace(kdoc, index, inner2) {
  const key2 = locate(kdoc.doc, ["patches", index, "patch"]);
  const lines = kdoc.doc.text.split("\n");
  const head = (lines[key2.line - kdoc.doc.startLine] ?? "").slice(key2.column - 1);
  const first = /^[|>][-+0-9]*\s*(#.*)?$/.test(head) ? key2.line + 1 : key2.line;
  const indent = indentOf(lines[first - kdoc.doc.startLine] ?? "");
  return { file: kdoc.doc.file, line: first + inner2.line - 1, column: inner2.column + indent };
}
function generatorPlace(r, kfile, docsOf2) {
  const kdoc = docsOf2(kfile)[0];
  if (!kdoc || !isObj(kdoc.value)) return void 0;
  const key2 = r.kind === "Secret" ? "secretGenerator" : "configMapGenerator";
  const list = kdoc.value[key2];
  const i = Array.isArray(list) ? list.findIndex((g) => isObj(g) && typeof g.name === "string" && r.name.includes(g.name)) : -1;
  return placeIn(kfile, kdoc, i >= 0 ? [key2, i] : []);
}
var MAX_OUTPUT = 256 * 1024 * 1024;
var KUSTOMIZE_ENV = "WEBHOOK_CERT_GATE_KUSTOMIZE";
async function kustomizeInputs(req) {
  const manifests = [];
  const dirs = (req.explicit ?? []).map((d) => ({
    dir: import_node_path10.default.resolve(req.cwd, d),
    flag: true,
    fedBy: []
  }));
  const charts = [];
  const ignored = (dir, file) => Boolean(req.ignored?.(displayPath(dir, req.cwd)) || req.ignored?.(displayPath(import_node_path10.default.join(dir, file), req.cwd)));
  const files = /* @__PURE__ */ new Map();
  for (const p of req.paths) {
    const abs = p === "-" ? void 0 : import_node_path10.default.resolve(req.cwd, p);
    const info = abs && statIfAny(abs);
    if (!abs || !info) {
      manifests.push(p);
    } else if (info.isDirectory()) {
      if (kustomizationFile(abs)) dirs.push({ dir: abs, flag: false, fedBy: [] });
      else {
        manifests.push(p);
        const found = findFolders(abs);
        charts.push(...found.charts.filter((dir) => !ignored(dir, "Chart.yaml")).map((dir) => ({ dir, files: [] })));
        const inside = await graphOf(found.kustomizations);
        const kept = inside.roots().filter((dir) => !ignored(dir, KUSTOMIZATION_FILES[0]));
        dirs.push(...kept.map((dir) => ({ dir, flag: false, fedBy: [] })));
      }
    } else {
      files.set(abs, p);
    }
  }
  const fed = req.fed ?? await rendersFeeding([...files.keys()]);
  manifests.push(...fed.plain.map((f) => files.get(f)));
  charts.push(...fed.charts);
  for (const [dir, given] of fed.kustomizations)
    if (!ignored(dir, KUSTOMIZATION_FILES[0])) dirs.push({ dir, flag: false, fedBy: given });
  const out = { manifests, charts, sources: [], errors: [], renders: [] };
  const seen = /* @__PURE__ */ new Set();
  for (const { dir, flag: flag2, fedBy } of dirs) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    try {
      const { source: source2, reads } = await renderKustomization(dir, req, flag2);
      out.sources.push(source2);
      out.renders.push({
        scope: source2.scope,
        reads: (file) => reads.has(file),
        decides: isKustomizationFile,
        fedBy
      });
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.errors.push(printable(e.message));
    }
  }
  return out;
}
async function renderKustomization(dir, req, flag2, overlay) {
  const label2 = displayPath(dir, req.cwd) || ".";
  const shown = flag2 ? `--kustomize ${label2}` : label2;
  const tool = await findKustomize(req.env);
  if (!tool) {
    throw new InputError(
      `${shown}: a kustomization, and neither kustomize nor kubectl is on PATH to render it; install one (or set ${KUSTOMIZE_ENV}), or pipe: kustomize build ${label2} | webhook-cert-gate check -`
    );
  }
  const { text, origins } = await renderWithOrigins(tool, dir, req, shown, overlay);
  const members = overlay?.resources ?? await membersOf(dir);
  const files = members.filter((f) => !KUSTOMIZATION_FILES.includes(import_node_path10.default.basename(f))).length;
  const source2 = {
    file: `<kustomize ${label2}>`,
    text,
    decorate: sourceDecorator({ origins, kustomization: kustomizationFile(dir) ?? dir, label: label2, cwd: req.cwd }),
    scope: label2,
    files
  };
  return { source: source2, reads: new Set(members) };
}
async function renderWithOrigins(tool, dir, req, shown, overlay) {
  const { mkdtemp, rm, writeFile } = import_node_fs8.promises;
  const wrapper = await mkdtemp(import_node_path10.default.join((0, import_node_os3.tmpdir)(), "wcg-kustomize-"));
  try {
    const resources = (overlay?.resources ?? [dir]).map((r) => import_node_path10.default.relative(wrapper, r));
    const kustomization = { ...overlay?.fields, resources, buildMetadata: BUILD_METADATA };
    await writeFile(import_node_path10.default.join(wrapper, "kustomization.yaml"), JSON.stringify(kustomization));
    const unrestricted = overlay?.resources ? ["--load-restrictor", "LoadRestrictionsNone"] : [];
    return stripBuildMetadata(await run(tool, wrapper, req, shown, unrestricted), wrapper);
  } catch (e) {
    if (!(e instanceof InputError) || overlay) throw e;
    return { text: await run(tool, dir, req, shown), origins: [] };
  } finally {
    await rm(wrapper, { recursive: true, force: true });
  }
}
async function run(tool, dir, req, shown, flags = []) {
  const { execFile } = await Promise.resolve().then(() => require("node:child_process"));
  return new Promise((resolve, reject) => {
    execFile(
      tool.bin,
      [...tool.args, ...flags, dir],
      { cwd: req.cwd, env: req.env, maxBuffer: MAX_OUTPUT, encoding: "utf8" },
      (err, stdout, stderr) => {
        if (!err) {
          resolve(stdout);
          return;
        }
        const why = stderr.trim().split("\n").pop() || err.message.split("\n")[0];
        reject(new InputError(`${shown}: ${tool.name} failed: ${why}`));
      }
    );
  });
}
async function findKustomize(env) {
  const named = env[KUSTOMIZE_ENV];
  const asTool = (bin) => import_node_path10.default.basename(bin).startsWith("kubectl") ? { bin, args: ["kustomize"], name: "kubectl kustomize" } : { bin, args: ["build"], name: "kustomize build" };
  if (named) return asTool(named);
  const found = await findOnPath("kustomize", env.PATH ?? "") ?? await findOnPath("kubectl", env.PATH ?? "");
  return found ? asTool(found) : void 0;
}
async function findOnPath(name, pathValue) {
  for (const dir of pathValue.split(import_node_path10.default.delimiter)) {
    if (!dir) continue;
    const candidate = import_node_path10.default.join(dir, name);
    try {
      await import_node_fs8.promises.access(candidate, import_node_fs8.constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}
async function checkoutOf(dir, env) {
  const top = await git(["rev-parse", "--show-toplevel"], dir, env);
  if (top === void 0) return void 0;
  const config = await git(["config", "--get-regexp", "^remote\\..*\\.url$"], dir, env) ?? "";
  const urls = config.split("\n").map((l) => l.slice(l.indexOf(" ") + 1).trim()).filter(Boolean);
  const head = (await git(["rev-parse", "HEAD"], dir, env) ?? "").trim();
  return { root: import_node_path12.default.resolve(top.trim()), remotes: new Set(urls.map(normalizeRepoUrl)), urls, head };
}
async function git(args, cwd, env) {
  const { execFile } = await Promise.resolve().then(() => require("node:child_process"));
  return new Promise((resolve) => {
    execFile("git", args, { cwd, env, encoding: "utf8", timeout: 3e4 }, (err, stdout) => {
      resolve(err ? void 0 : stdout);
    });
  });
}
function normalizeRepoUrl(url) {
  let s = url.trim().toLowerCase();
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.*)$/.exec(s);
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//.test(s)) s = `${scp[1]}/${scp[2]}`;
  else {
    s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
    s = s.replace(/^[^@/]*@/, "");
    s = s.replace(/^([^/:]+):\d+(?=\/)/, "$1");
  }
  return s.replace(/\/+$/, "").replace(/\.git$/, "").replace(/\/+$/, "");
}
var GITOPS_GROUPS = ["argoproj.io", "toolkit.fluxcd.io"];
var Applications = class _Applications {
  constructor(planners, req, ctx, settingsNames2, listed) {
    this.planners = planners;
    this.req = req;
    this.ctx = ctx;
    this.settingsNames = settingsNames2;
    this.listed = listed;
  }
  planners;
  req;
  ctx;
  settingsNames;
  listed;
  /** One input per rendered source, scoped to its application. */
  sources = [];
  /** Objects of charts read through the values model (no helm), scoped to their application. */
  resources = [];
  /** What each application's render reads, for the filter of what concerns given files (load/feeds.ts). */
  renders = [];
  /** Sources that could not be rendered, one line each. */
  errors = [];
  /** Lines for stderr (a chart of no known controller, skipped). */
  notes = [];
  helm;
  used = /* @__PURE__ */ new Set();
  apps = /* @__PURE__ */ new Map();
  notChecked = [];
  scanned = /* @__PURE__ */ new Set();
  settings = /* @__PURE__ */ new Map();
  flux = { gitRepositories: /* @__PURE__ */ new Map(), data: /* @__PURE__ */ new Map() };
  profiles;
  /**
   * Finds the applications among the files under `req.paths` and renders each (`apps` undefined when there are
   * none). The files read on the way are handed on (`prefetched`), so the manifest reader does not read them again.
   */
  static async find(req) {
    const names3 = await settingsNames(req.config);
    const { texts, listed, prefetched } = await candidateFiles(req, names3);
    if (!texts.length) return { prefetched };
    const checkout = await checkoutOf(req.cwd, req.env);
    const ctx = { checkout, cwd: req.cwd, namespace: req.namespace, revision: checkout?.head ?? "" };
    const apps = new _Applications(await Promise.resolve().then(() => require("./plan-HY3LGU27.cjs")), req, ctx, names3, listed);
    await apps.add(texts, req.namespace);
    return apps.apps.size || apps.settings.size ? { apps, prefetched } : { prefetched };
  }
  /** Applications in renders made elsewhere (a kustomization or chart no application uses). */
  async alsoIn(texts) {
    const found = texts.filter((t) => GITOPS_GROUPS.some((g) => t.text.includes(g)));
    if (found.length) await this.add(found, this.req.namespace);
  }
  /** A file or folder (display path) an application renders from: it is checked as part of it, not again alone. */
  uses(file) {
    return this.used.has(import_node_path9.default.resolve(this.req.cwd, file));
  }
  evidence() {
    const checked = new Set([...this.apps.values()].filter((a) => a.sources.length).map((a) => a.id));
    return { checked, notChecked: this.notChecked };
  }
  async add(texts, namespace) {
    const found = [];
    for (const t of texts) found.push(...this.scan(t, namespace));
    await this.findData(found.flatMap((r) => r.apiVersion.includes("fluxcd.io/") ? this.planners.dataRefs(r) : []));
    const fresh = [];
    for (const app of this.settle(found)) {
      if (this.apps.has(app.id) || this.req.feeds && !this.req.feeds(app.uses)) continue;
      this.apps.set(app.id, app);
      fresh.push(app);
      for (const file of app.uses) this.used.add(file);
      for (const s of app.skipped)
        this.notChecked.push({ application: app.id, why: s.why, resource: app.resource, path: s.path });
    }
    for (const app of fresh) await this.render(app);
  }
  /**
   * GitOps objects in one input (each document once), indexing on the way what they read: the engines'
   * settings ConfigMaps, Flux GitRepositories, and ConfigMaps and Secrets (valuesFrom, substituteFrom).
   */
  scan(t, namespace) {
    const out = [];
    for (const parsed2 of parseDocuments(t.file, t.text)) {
      const key2 = `${t.file}#${parsed2.doc.index}`;
      if (parsed2.error || this.scanned.has(key2) || !isObj(parsed2.value)) continue;
      this.scanned.add(key2);
      const plain = resourceOf2(parsed2.value, parsed2.doc, namespace);
      if (!plain) continue;
      const r = t.decorate ? t.decorate(plain) : plain;
      if (r.kind === "ConfigMap" || r.kind === "Secret") {
        this.flux.data.set(`${r.kind}/${r.namespace}/${r.name}`, r);
        if (this.settingsNames.includes(r.name)) this.settings.set(r.name, r);
      } else if (r.kind === "GitRepository" && r.apiVersion.startsWith("source.toolkit.fluxcd.io/"))
        this.flux.gitRepositories.set(`${r.namespace}/${r.name}`, r);
      else if (GITOPS_GROUPS.some((g) => r.apiVersion.split("/")[0].endsWith(g))) out.push(r);
    }
    return out;
  }
  /** ConfigMaps and Secrets not yet seen, looked for in the files under the paths that name them. */
  async findData(refs) {
    const missing = refs.filter((ref) => !this.flux.data.has(ref));
    if (!missing.length) return;
    const names3 = missing.map((ref) => ref.split("/")[2]);
    for (const item of this.listed) {
      try {
        const input = await readOne(item.path, item.display, this.req.maxFileBytes, item.regular);
        if (names3.some((n) => input.text.includes(n))) this.scan(input, this.req.namespace);
      } catch {
      }
    }
  }
  plan(r) {
    const p = this.planners;
    const group = r.apiVersion.split("/")[0];
    if (group === "argoproj.io" && r.kind === "Application") return [p.argoApplication(r, this.ctx)];
    if (group === "argoproj.io" && r.kind === "ApplicationSet") {
      const { apps, skipped } = p.applicationSet(r, this.ctx);
      if (!skipped.length) return apps;
      const id = `argocd/ApplicationSet/${r.namespace}/${r.name}`;
      return [...apps, { id, resource: r, namespace: r.namespace, sources: [], skipped, uses: [], deploys: false }];
    }
    if (group === "kustomize.toolkit.fluxcd.io" && r.kind === "Kustomization")
      return [p.fluxKustomization(r, this.flux, this.ctx)];
    if (group === "helm.toolkit.fluxcd.io" && r.kind === "HelmRelease")
      return [p.fluxHelmRelease(r, this.flux, this.ctx)];
    return [];
  }
  /**
   * The applications of the objects found. One kept in a file that a directory source deploys lands in that
   * source's destination namespace (when it sets none), which is part of its id: planned again with it. One kept
   * in a file that another application renders through kustomize is taken from that render (as transformed).
   */
  settle(found) {
    const planned = found.map((r) => ({ r, apps: this.plan(r) }));
    const destination = /* @__PURE__ */ new Map();
    const rendered = /* @__PURE__ */ new Set();
    for (const app of [...this.apps.values(), ...planned.flatMap((p) => p.apps)]) {
      for (const s of app.sources) {
        if (s.type === "directory") for (const f of s.files) destination.set(f, app.namespace);
        if (s.type === "kustomize") for (const f of s.generated ?? []) rendered.add(f);
      }
    }
    return planned.flatMap(({ r, apps }) => {
      const file = import_node_path9.default.resolve(this.req.cwd, r.doc.file);
      if (rendered.has(file)) return [];
      const ns = destination.get(file);
      return !ns || ns === r.namespace || hasNamespace(r.body) ? apps : this.plan({ ...r, namespace: ns });
    });
  }
  async render(app) {
    const deployer = app.deploys ? { id: app.id, resource: app.resource, settings: this.settings } : void 0;
    const decorate = (inner2) => (r) => {
      const out = inner2 ? inner2(r) : r;
      if (out.namespace !== "" && !hasNamespace(out.body)) out.namespace = app.namespace;
      if (deployer) out.deployedBy = deployer;
      if (app.labels) addLabels(out, app.labels);
      return out;
    };
    const reads = /* @__PURE__ */ new Set();
    const charts = [];
    for (const source2 of app.sources) {
      try {
        const { texts, read } = await this.renderSource(
          app,
          source2,
          (r) => this.resources.push({ ...decorate()(r), scope: app.id })
        );
        if (source2.type === "helm") charts.push(source2.dir);
        for (const f of read) reads.add(f);
        for (const t of texts) this.sources.push({ ...t, scope: app.id, decorate: decorate(t.decorate) });
        await this.add(
          texts.filter((t) => GITOPS_GROUPS.some((g) => t.text.includes(g))),
          app.namespace
        );
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        this.errors.push(printable(`${app.id}: ${e.message}`));
      }
    }
    const inChart = (file) => charts.some((dir) => isInside(file, dir));
    this.renders.push({
      scope: app.id,
      reads: (file) => reads.has(file) || inChart(file),
      decides: (file) => isKustomizationFile(file) || inChart(file),
      fedBy: []
    });
  }
  /** The inputs a source renders to, and the files it reads (a chart: its value files; its folder is counted apart). */
  async renderSource(app, source2, modelled) {
    const { cwd } = this.req;
    switch (source2.type) {
      case "directory": {
        const texts = await Promise.all(
          source2.files.map((f) => readOne(f, displayPath(f, cwd), this.req.maxFileBytes, true))
        );
        return { texts, read: source2.files };
      }
      case "kustomize": {
        const { input, reads } = await this.renderFolder(source2);
        return { texts: [input], read: reads };
      }
      case "helm":
        return { texts: await this.renderChart(app, source2, modelled), read: source2.valueFiles };
    }
  }
  async renderFolder(k) {
    const overlay = k.overlay || k.generated ? { fields: k.overlay, resources: k.generated } : void 0;
    const { source: source2, reads } = await renderKustomization(
      k.dir,
      { paths: [], cwd: this.req.cwd, env: this.req.env },
      false,
      overlay
    );
    if (!k.substitute) return { input: source2, reads };
    const docs = source2.text.split(/^---\n/m);
    const vars = k.substitute;
    const text = docs.map(
      (d) => /kustomize\.toolkit\.fluxcd\.io\/substitute:\s*disabled/.test(d) ? d : this.planners.substitute(d, vars)
    );
    return { input: { ...source2, text: text.join("---\n") }, reads };
  }
  /** Through the Helm front end, as `check CHART --values ... --set ...` would, with the engine's release name. */
  async renderChart(app, h, modelled) {
    const { helmInputs } = await Promise.resolve().then(() => require("./front-WJ2JCQKG.cjs"));
    const { readChart: readChart2 } = await Promise.resolve().then(() => require("./chart-BAJVNITV.cjs"));
    const { cwd, env, config } = this.req;
    this.profiles ??= await loadProfiles(config.owners);
    const temp = h.inline.length ? await import_node_fs7.promises.mkdtemp(import_node_path9.default.join((0, import_node_os2.tmpdir)(), "wcg-values-")) : void 0;
    try {
      const inline = await Promise.all(
        h.inline.map(async (layer, i) => {
          const file = import_node_path9.default.join(temp, `values-${i}.yaml`);
          await import_node_fs7.promises.writeFile(file, JSON.stringify(layer.values));
          return { layer, file };
        })
      );
      const out = await helmInputs({
        inputs: { manifests: [], charts: [await readChart2(h.dir, cwd)] },
        valuesFiles: h.valueFiles,
        sets: h.sets,
        inline,
        releaseName: h.releaseName,
        includeCrds: h.includeCrds,
        config,
        profiles: this.profiles,
        cwd,
        namespace: h.namespace,
        helm: this.req.helm,
        kubeVersion: this.req.kubeVersion,
        env,
        missingChart: `${app.id}: no chart`
      });
      this.notes.push(...out.notes);
      this.helm = {
        mode: this.helm?.mode ?? out.mode,
        files: (this.helm?.files ?? 0) + out.files,
        unread: [...this.helm?.unread ?? [], ...out.unread]
      };
      for (const r of out.resources) modelled(r);
      return out.sources;
    } finally {
      if (temp) await import_node_fs7.promises.rm(temp, { recursive: true, force: true });
    }
  }
};
async function settingsNames(config) {
  const owners = await loadOwners(config.owners);
  return owners.flatMap((o) => [o.gitops?.settings?.configMap, o.gitops?.applicationNamespaces?.configMap]).filter((n) => Boolean(n));
}
async function candidateFiles(req, names3) {
  const words = [...GITOPS_GROUPS, ...names3];
  const items = await listInputs(
    req.paths.filter((p) => p !== "-"),
    { cwd: req.cwd, readStdin: () => Promise.resolve(""), maxFileBytes: req.maxFileBytes, ignored: req.ignored }
  );
  const texts = [];
  const listed = [];
  const prefetched = /* @__PURE__ */ new Map();
  for (const item of items) {
    if (!("path" in item) || !item.regular && !statIfAny(item.path)?.isFile()) continue;
    listed.push(item);
    const text = readIfSmall(item.path, req.maxFileBytes);
    if (text === void 0) continue;
    prefetched.set(item.path, text);
    if (words.some((w) => text.includes(w))) texts.push({ file: item.display, text });
  }
  return { texts, listed, prefetched };
}
function readIfSmall(file, maxBytes) {
  try {
    const bytes = (0, import_node_fs7.readFileSync)(file);
    return bytes.length <= maxBytes && !bytes.includes(0) ? bytes.toString("utf8") : void 0;
  } catch {
    return void 0;
  }
}
function resourceOf2(value, doc, namespace) {
  if (typeof value.kind !== "string" || typeof value.apiVersion !== "string") return void 0;
  const meta = isObj(value.metadata) ? value.metadata : {};
  return {
    apiVersion: value.apiVersion,
    kind: value.kind,
    name: str(meta.name) ?? "",
    namespace: str(meta.namespace) || namespace,
    body: value,
    doc,
    base: []
  };
}
function hasNamespace(body) {
  const meta = body.metadata;
  return isObj(meta) && typeof meta.namespace === "string" && meta.namespace !== "";
}
function addLabels(r, labels2) {
  const meta = r.body.metadata;
  if (!isObj(meta)) return;
  meta.labels = { ...isObj(meta.labels) ? meta.labels : {}, ...labels2 };
}
async function gatherInputs(paths, ctx) {
  const { opts, config, cwd, env } = ctx;
  const ignored = globMatcher(config.ignorePaths ?? []);
  const { fed, ...search } = await applicationSearch(paths, cwd);
  const found = await Applications.find({ ...ctx, ignored, ...appOptions(ctx), ...search });
  const apps = found.apps;
  const notUsed = (file) => ignored(file) || Boolean(apps?.uses(file));
  const k = await kustomizeInputs({ paths, explicit: opts.kustomize, cwd, env, ignored: notUsed, fed });
  await apps?.alsoIn(k.sources);
  if (apps) {
    k.sources = k.sources.filter((s) => !apps.uses(s.scope));
    k.renders = k.renders.filter((r) => !apps.uses(r.scope));
  }
  const helmFlags = Boolean(opts.values?.length || opts.set?.length || opts["set-string"]?.length || opts.chart);
  const split2 = await splitChartPaths(k.manifests, cwd, k.charts);
  if (!split2.charts.length && !helmFlags)
    return withApplications(
      { paths: split2.manifests, sources: k.sources, errors: k.errors, renders: k.renders },
      found,
      ctx
    );
  const { helmInputs } = await Promise.resolve().then(() => require("./front-WJ2JCQKG.cjs"));
  const profiles = await loadProfiles(config.owners);
  const sets = [
    ...(opts.set ?? []).map((text) => ({ text, asString: false })),
    ...(opts["set-string"] ?? []).map((text) => ({ text, asString: true }))
  ];
  const helm = await helmInputs({
    inputs: split2,
    valuesFiles: opts.values ?? [],
    sets,
    chart: opts.chart,
    config,
    profiles,
    cwd,
    namespace: ctx.namespace,
    helm: opts.helm,
    kubeVersion: opts["kube-version"],
    env,
    missingChart: ctx.missingChart ?? "--values/--set need the chart: give the chart folder as a PATH, or --chart NAME (a chart a profile names under match.charts)"
  });
  for (const note of helm.notes) ctx.note(`webhook-cert-gate: ${note}`);
  const gathered = {
    paths: helm.manifests,
    sources: [...k.sources, ...helm.sources],
    extraResources: helm.resources,
    profiles,
    helm,
    errors: k.errors,
    renders: [...k.renders, ...helm.renders]
  };
  return withApplications(gathered, found, ctx);
}
async function applicationSearch(paths, cwd) {
  const files = paths.map((p) => p === "-" ? void 0 : import_node_path6.default.resolve(cwd, p));
  if (!files.length || files.some((f) => !f || !statIfAny(f)?.isFile())) return { paths };
  const given = [...new Set(files)];
  const bound = treeRoot(given[0]);
  if (!bound) return { paths };
  const fed = await rendersFeeding(given);
  const roots = new Set(fed.kustomizations.keys());
  return {
    paths: [bound],
    feeds: (uses2) => uses2.some((u) => roots.has(u) || given.some((f) => f === u || isInside(f, u))),
    fed
  };
}
function appOptions(ctx) {
  return {
    maxFileBytes: ctx.config.maxFileSize ?? DEFAULT_MAX_FILE_BYTES,
    helm: ctx.opts.helm,
    kubeVersion: ctx.opts["kube-version"]
  };
}
function withApplications(g, { apps, prefetched }, ctx) {
  if (!apps) return { ...g, prefetched };
  for (const note of apps.notes) ctx.note(`webhook-cert-gate: ${note}`);
  const helm = apps.helm && {
    mode: g.helm?.mode ?? apps.helm.mode,
    files: (g.helm?.files ?? 0) + apps.helm.files,
    unread: [...g.helm?.unread ?? [], ...apps.helm.unread]
  };
  return {
    ...g,
    sources: [...g.sources ?? [], ...apps.sources],
    extraResources: [...g.extraResources ?? [], ...apps.resources],
    errors: [...g.errors, ...apps.errors],
    renders: [...g.renders, ...apps.renders],
    prefetched,
    applications: apps.evidence(),
    exclude: (file) => apps.uses(file),
    ...helm ? { helm } : {}
  };
}
var FORMAT = "webhook-cert-gate/baseline/v1";
var RELEASE = "{release}";
function releasesOf(models) {
  const out = /* @__PURE__ */ new Set();
  for (const model of models) {
    const renderers = model.owners.flatMap((o) => o.renderer?.releaseLabels?.length ? [o.renderer] : []);
    if (!renderers.length) continue;
    for (const r of model.resources) {
      const m = r.body.metadata;
      const l = isObj(m) && isObj(m.labels) ? m.labels : void 0;
      if (!l) continue;
      for (const renderer of renderers) {
        if (!renderer.labels.some((k) => l[k.key] !== void 0 && (k.value === void 0 || l[k.key] === k.value)))
          continue;
        for (const key2 of renderer.releaseLabels ?? []) if (typeof l[key2] === "string" && l[key2]) out.add(l[key2]);
      }
    }
  }
  return out;
}
function normalName(name, releases) {
  if (releases.has(name)) return RELEASE;
  const parts = name.split("-");
  for (const r of [...releases].sort((a, b) => b.length - a.length)) {
    const n = r.split("-").length;
    for (let i = 0; i + n <= parts.length; i++) {
      if (parts.slice(i, i + n).join("-") === r)
        return normalName([...parts.slice(0, i), RELEASE, ...parts.slice(i + n)].join("-"), releases);
    }
  }
  return name;
}
function entryOf2(f, releases) {
  const o = f.object;
  const e = { rule: f.rule };
  if (o) {
    e.kind = o.kind;
    if (o.namespace) e.namespace = o.namespace;
    e.name = normalName(o.name, releases);
  } else e.file = f.file;
  if (f.field) e.field = f.field.replace(/\[\d+\]/g, "[]");
  e.message = f.message;
  return e;
}
var keyOf = (e) => JSON.stringify([e.rule, e.kind, e.namespace, e.name, e.field, e.file]);
function baselineText(findings, releases) {
  const entries = findings.map((f) => entryOf2(f, releases));
  entries.sort((a, b) => keyOf(a) + a.message < keyOf(b) + b.message ? -1 : 1);
  return JSON.stringify({ format: FORMAT, findings: entries }, null, 2) + "\n";
}
function parseBaseline(text, label2) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new InputError(`${label2}: not JSON (${e.message.split("\n")[0] ?? ""})`);
  }
  if (!isObj(value) || value.format !== FORMAT || !Array.isArray(value.findings))
    throw new InputError(`${label2}: not a baseline (written by --write-baseline, format ${FORMAT})`);
  return value.findings.map((e, i) => {
    const ok = isObj(e) && typeof e.rule === "string" && typeof e.message === "string" && ["kind", "namespace", "name", "field", "file"].every((k) => e[k] === void 0 || typeof e[k] === "string");
    if (!ok) throw new InputError(`${label2}: entry ${i + 1} needs a rule and a message, and strings only`);
    return e;
  });
}
function applyBaseline(findings, baseline, releases) {
  const left = /* @__PURE__ */ new Map();
  for (const e of baseline) {
    const k = keyOf(e);
    left.set(k, [...left.get(k) ?? [], e.message]);
  }
  const entries = findings.map((f) => entryOf2(f, releases));
  const matched = /* @__PURE__ */ new Set();
  const take = (sameMessage) => {
    entries.forEach((e, i) => {
      const messages = left.get(keyOf(e));
      if (matched.has(i) || !messages?.length) return;
      const at2 = sameMessage ? messages.indexOf(e.message) : 0;
      if (at2 < 0) return;
      messages.splice(at2, 1);
      matched.add(i);
    });
  };
  take(true);
  take(false);
  return {
    findings: findings.filter((_, i) => !matched.has(i)),
    baselined: matched.size,
    held: findings.filter((_, i) => matched.has(i))
  };
}
var SEVERITY_RANK = { info: 1, warning: 2, error: 3 };
var FAIL_ON = ["error", "warning", "info", "none"];
function parseFailOnValue(value, where3) {
  if (!FAIL_ON.includes(value))
    throw new InputError(`${where3} must be one of ${FAIL_ON.join(", ")} (got '${value}')`);
  return value;
}
var LIVE_SCHEME = "cluster://";
function logicalLocation(f) {
  if (f.line !== 0 || !f.file.startsWith(LIVE_SCHEME)) return void 0;
  const hash = f.file.indexOf("#");
  return hash < 0 ? { object: f.file, field: "" } : { object: f.file.slice(0, hash), field: f.file.slice(hash + 1) };
}
function placeOf(f) {
  return logicalLocation(f) ? f.file : `${f.file}:${f.line}:${f.column}`;
}
function atOrAbove(severity, threshold) {
  return threshold !== "none" && SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}
function summarize(findings) {
  const summary2 = { error: 0, warning: 0, info: 0 };
  for (const f of findings) summary2[f.severity]++;
  return summary2;
}
function compareFindings(a, b) {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}
var TOOL_NAME = "webhook-cert-gate";
var TOOL_VERSION = "0.1.0";
var REPO = "https://github.com/webhook-cert-gate/webhook-cert-gate/blob/main/";
var DOCS_BASE = `${REPO}docs/rules/README.md`;
function ruleDocsUrl(ruleId) {
  return `${REPO}docs/rules/${ruleId}.md`;
}
var CHUNK = 1 << 16;
function* chunked(pieces) {
  let buffer = "";
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= CHUNK) {
      yield buffer;
      buffer = "";
    }
  }
  if (buffer) yield buffer;
}
function joined(chunks) {
  let text = "";
  for (const c of chunks) text += c;
  return text;
}
function nestedJson(value, pad) {
  return JSON.stringify(value, null, 2).replace(/\n/g, "\n" + pad);
}
function* jsonArray(items, pad, text) {
  if (!items.length) {
    yield "[]";
    return;
  }
  const inner2 = pad + "  ";
  for (let i = 0; i < items.length; i++) yield `${i ? "," : "["}
${inner2}${text(items[i], inner2)}`;
  yield `
${pad}]`;
}
function junitChunks(findings, options) {
  return chunked(junitLines(suitesOf(findings, options)));
}
function suitesOf(findings, options) {
  const suites = [];
  const byFile = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const file = logicalLocation(f)?.object ?? f.file;
    const list = byFile.get(file);
    if (list) list.push(f);
    else byFile.set(file, [f]);
  }
  for (const [file, list] of byFile) {
    const failures = list.reduce((n, f) => n + (atOrAbove(f.severity, options.failOn) ? 1 : 0), 0);
    suites.push({
      name: file,
      counts: { tests: list.length, failures, errors: 0, skipped: list.length - failures },
      cases: findingCases(file, list, options.failOn)
    });
  }
  if (options.errors?.length) {
    const cases = options.errors.map(
      (e) => testcase("inputs", printable(e), `<error message="${attr(e)}" type="unreadable"/>`)
    );
    suites.push({
      name: "inputs",
      counts: { tests: cases.length, failures: 0, errors: cases.length, skipped: 0 },
      cases
    });
  }
  if (!findings.length && !options.errors?.length) {
    const st = options.stats;
    const what = st ? `${st.resources} resource(s) from ${st.files} file(s) checked` : "checked";
    suites.push({
      name: TOOL_NAME,
      counts: { tests: 1, failures: 0, errors: 0, skipped: 0 },
      cases: [testcase(TOOL_NAME, `no findings: ${what}`, "")]
    });
  }
  return suites;
}
function* junitLines(suites) {
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const s of suites) for (const k of Object.keys(totals)) totals[k] += s.counts[k];
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<testsuites name="${TOOL_NAME}"${countAttrs(totals)}>
`;
  for (const s of suites) {
    yield `  <testsuite name="${attr(s.name)}"${countAttrs(s.counts)}>
`;
    for (const xml of s.cases) yield xml + "\n";
    yield "  </testsuite>\n";
  }
  yield "</testsuites>\n";
}
function countAttrs(n) {
  return ` tests="${n.tests}" failures="${n.failures}" errors="${n.errors}" skipped="${n.skipped}" time="0"`;
}
function* findingCases(file, findings, failOn) {
  for (const f of findings) yield findingCase(file, f, failOn);
}
function findingCase(file, f, failOn) {
  const object = f.object ? ` ${f.object.kind}/${f.object.namespace ? `${f.object.namespace}/` : ""}${f.object.name}` : "";
  const name = `${f.rule} ${placeOf(f)}${object}${f.application ? ` [application ${f.application}]` : f.scope ? ` [scope ${f.scope}]` : ""}`;
  if (!atOrAbove(f.severity, failOn)) {
    return testcase(
      file,
      name,
      `<skipped message="${attr(`${f.severity} below --fail-on ${failOn}: ${f.message}`)}"/>`
    );
  }
  const text = `${f.message}${f.template ? ` (from template ${f.template})` : ""}${f.fix ? `
fix: ${f.fix}` : ""}`;
  const failure = `<failure message="${attr(f.message)}" type="${f.severity}">${text_(text)}</failure>`;
  return testcase(file, name, failure);
}
function testcase(classname, name, body) {
  const open = `    <testcase classname="${attr(classname)}" name="${attr(name)}" time="0"`;
  return body ? `${open}>${body}</testcase>` : `${open}/>`;
}
function xmlSafe(s) {
  return s.replace(
    // eslint-disable-next-line no-control-regex -- the controls are what it replaces
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function text_(s) {
  return xmlSafe(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function attr(s) {
  return text_(s).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");
}
function lineChunks(findings) {
  return chunked(findingLines(findings));
}
function where2(f) {
  if (f.application) return ` [application ${printable(f.application)}]`;
  return f.scope ? ` [scope ${printable(f.scope)}]` : "";
}
function* findingLines(findings) {
  for (const f of findings) {
    const place = logicalLocation(f) ? printable(f.file) : `${printablePath(f.file)}:${f.line}:${f.column}`;
    yield `${place}: ${f.severity} ${printable(f.rule)} ${printable(f.message)}${where2(f)}
`;
  }
}
var MAX_REPORT_BYTES = 256 * 1024;
var SEVERITY = { error: "high", warning: "medium", info: "info" };
var STATUS = { error: "fail", warning: "warn", info: "pass" };
var CATEGORIES = [
  [/^cert-/, "Certificates"],
  [/^cabundle-/, "CA bundles"],
  [/^(webhook-|multi-replica-)/, "Webhooks"],
  [/^gate-/, "Gate access"]
];
function categoryOf(rule38) {
  return CATEGORIES.find(([re]) => re.test(rule38))?.[1] ?? "Inputs";
}
var API_VERSIONS = {
  Deployment: "apps/v1",
  StatefulSet: "apps/v1",
  DaemonSet: "apps/v1",
  ReplicaSet: "apps/v1",
  HorizontalPodAutoscaler: "autoscaling/v2",
  Pod: "v1",
  Secret: "v1",
  Service: "v1",
  ServiceAccount: "v1",
  ConfigMap: "v1",
  Namespace: "v1",
  Endpoints: "v1",
  EndpointSlice: "discovery.k8s.io/v1",
  Lease: "coordination.k8s.io/v1",
  Role: "rbac.authorization.k8s.io/v1",
  RoleBinding: "rbac.authorization.k8s.io/v1",
  ClusterRole: "rbac.authorization.k8s.io/v1",
  ClusterRoleBinding: "rbac.authorization.k8s.io/v1",
  MutatingWebhookConfiguration: "admissionregistration.k8s.io/v1",
  ValidatingWebhookConfiguration: "admissionregistration.k8s.io/v1",
  CustomResourceDefinition: "apiextensions.k8s.io/v1",
  APIService: "apiregistration.k8s.io/v1",
  Job: "batch/v1",
  CronJob: "batch/v1"
};
function resultId(parts) {
  crypto ??= (0, import_node_module.createRequire)(__wcgUrl)("node:crypto");
  return crypto.createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 32);
}
var crypto;
function findingKey(f) {
  const o = f.object;
  return [
    f.rule,
    f.scope ?? "",
    o?.kind ?? "",
    o?.namespace ?? "",
    o?.name ?? "",
    f.field ?? "",
    f.template ?? "",
    o ? "" : f.file
  ];
}
var LIVE_FILE = /^cluster:/;
function findingProperties(f, id) {
  const p = { resultID: id };
  if (!LIVE_FILE.test(f.file)) {
    p.file = f.file;
    p.line = String(f.line);
  }
  if (f.field) p.field = f.field;
  if (f.fix) p.fix = f.fix;
  if (f.scope) p.scope = f.scope;
  if (f.template) p.template = f.template;
  return p;
}
function reportResults(findings, options) {
  const subjects = options.subjects?.();
  const seen = /* @__PURE__ */ new Map();
  const judged = /* @__PURE__ */ new Set();
  const out = [];
  for (const f of findings) {
    const key2 = findingKey(f);
    let id = resultId(key2);
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    if (n > 1) id = resultId([...key2, String(n)]);
    const o = f.object;
    if (o) judged.add(judgedKey(f.rule, f.scope, o));
    const resolved = o ? subjects?.resolve(o, f.scope) : void 0;
    out.push({
      namespace: reportNamespace(o?.namespace),
      scope: f.scope ?? "",
      result: {
        source: TOOL_NAME,
        policy: f.rule,
        result: STATUS[f.severity],
        severity: SEVERITY[f.severity],
        category: categoryOf(f.rule),
        message: f.message,
        ...o ? { resources: [resourceRef(o, resolved)] } : {},
        properties: findingProperties(f, id)
      }
    });
  }
  const describe2 = new Map((options.rules ?? []).map((r) => [r.id, r.description]));
  for (const c of subjects?.checked ?? []) {
    for (const rule38 of c.rules) {
      if (judged.has(judgedKey(rule38.id, c.scope, c))) continue;
      const id = resultId(["pass", rule38.id, c.scope ?? "", c.kind, c.namespace ?? "", c.name]);
      const what = describe2.get(rule38.id);
      out.push({
        namespace: reportNamespace(c.namespace),
        scope: c.scope ?? "",
        result: {
          source: TOOL_NAME,
          policy: rule38.id,
          result: "pass",
          severity: SEVERITY[rule38.severity],
          category: categoryOf(rule38.id),
          message: `${c.kind} ${c.name}: checked, nothing found${what ? ` (${lowerFirst(what)})` : ""}`,
          resources: [resourceRef(c, c)],
          properties: { resultID: id, ...c.scope ? { scope: c.scope } : {} }
        }
      });
    }
  }
  return out;
}
var DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
function reportNamespace(namespace) {
  return namespace && DNS_LABEL.test(namespace) ? namespace : "";
}
function judgedKey(rule38, scope, o) {
  return `${rule38}\0${scope ?? ""}\0${o.kind}\0${o.namespace ?? ""}\0${o.name}`;
}
function lowerFirst(s) {
  return s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, "");
}
function resourceRef(o, known2) {
  const apiVersion = known2?.apiVersion ?? API_VERSIONS[o.kind];
  return {
    ...apiVersion ? { apiVersion } : {},
    kind: o.kind,
    name: o.name,
    ...o.namespace ? { namespace: o.namespace } : {},
    ...known2?.uid ? { uid: known2.uid } : {}
  };
}
function summaryOf(results) {
  const s = { pass: 0, fail: 0, warn: 0, error: 0, skip: 0 };
  for (const r of results) s[r.result]++;
  return s;
}
var RESULT_PAD = " ".repeat(8);
function plan(findings, options) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of reportResults(findings, options)) {
    const key2 = `${p.scope}\0${p.namespace}`;
    const list = groups.get(key2);
    if (list) list.push(p);
    else groups.set(key2, [p]);
  }
  const parts = [];
  for (const key2 of [...groups.keys()].sort()) {
    const placed2 = groups.get(key2);
    const { scope, namespace } = placed2[0];
    const results = placed2.map((p) => p.result).sort(byResource);
    parts.push(...split(scope, namespace, results, options.maxBytes ?? MAX_REPORT_BYTES));
  }
  return parts;
}
function buildReports(findings, flavour, options = {}) {
  return plan(findings, options).map((p) => ({ ...reportHead(flavour, p), results: p.results }));
}
function byResource(a, b) {
  const ka = sortKey(a);
  const kb = sortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
function sortKey(r) {
  const o = r.resources?.[0];
  return `${o?.kind ?? ""}\0${o?.name ?? ""}\0${r.policy}\0${r.properties.resultID ?? ""}`;
}
function split(scope, namespace, results, maxBytes) {
  const budget = maxBytes - 2048 - scope.length;
  const parts = [{ scope, namespace, part: 1, results: [], texts: [] }];
  let size = 0;
  for (const r of results) {
    const text = nestedJson(r, RESULT_PAD);
    let current = parts[parts.length - 1];
    if (current.results.length && size + text.length > budget) {
      current = { scope, namespace, part: parts.length + 1, results: [], texts: [] };
      parts.push(current);
      size = 0;
    }
    current.results.push(r);
    current.texts.push(text);
    size += text.length + RESULT_PAD.length + 2;
  }
  return parts;
}
var NAME_LIMIT = 253;
var MANAGED_BY = "app.kubernetes.io/managed-by";
function reportName(scope, part) {
  let name = TOOL_NAME;
  if (scope) {
    const slug = scope.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);
    name += `-${slug ? slug + "-" : ""}${resultId([scope]).slice(0, 8)}`;
  }
  if (part > 1) name += `-${part}`;
  return name.slice(0, NAME_LIMIT);
}
function reportHead(flavour, p) {
  const metadata = {
    name: reportName(p.scope, p.part),
    ...p.namespace ? { namespace: p.namespace } : {},
    labels: { [MANAGED_BY]: TOOL_NAME },
    ...p.scope ? { annotations: { "webhook-cert-gate.io/scope": p.scope } } : {}
  };
  return {
    apiVersion: flavour.apiVersion,
    kind: p.namespace ? flavour.namespacedKind : flavour.clusterKind,
    metadata,
    ...flavour.reportSource ? { source: TOOL_NAME } : {},
    summary: summaryOf(p.results)
  };
}
function policyReportChunks(findings, flavour, options) {
  return chunked(listPieces(plan(findings, options), flavour));
}
function* listPieces(parts, flavour) {
  yield '{\n  "apiVersion": "v1",\n  "kind": "List",\n  "items": [';
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const head = nestedJson({ ...reportHead(flavour, p), results: [] }, "    ");
    yield `${i ? "," : ""}
    ${head.slice(0, -"[]\n    }".length)}`;
    yield* jsonArray(p.texts, "      ", (t) => t);
    yield "\n    }";
  }
  yield `${parts.length ? "\n  " : ""}]
}
`;
}
var OPENREPORTS = {
  apiVersion: "openreports.io/v1alpha1",
  namespacedKind: "Report",
  clusterKind: "ClusterReport",
  reportSource: true
};
function openReportsChunks(findings, options) {
  return policyReportChunks(findings, OPENREPORTS, options);
}
var POLICYREPORT = {
  apiVersion: "wgpolicyk8s.io/v1alpha2",
  namespacedKind: "PolicyReport",
  clusterKind: "ClusterPolicyReport",
  reportSource: false
};
function policyReportV1alpha2Chunks(findings, options) {
  return policyReportChunks(findings, POLICYREPORT, options);
}
var LEVEL = { error: "error", warning: "warning", info: "note" };
function sarifChunks(findings, rules, options = {}) {
  const { properties, errors = [] } = options;
  const known2 = new Map(rules.map((r) => [r.id, r]));
  for (const f of findings) {
    if (!known2.has(f.rule)) {
      known2.set(f.rule, {
        id: f.rule,
        severity: f.severity,
        description: f.rule,
        help: f.fix ?? f.rule,
        docsUrl: DOCS_BASE
      });
    }
  }
  const ruleList = [...known2.values()];
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
            ...errors.length ? {
              toolExecutionNotifications: errors.map((text) => ({
                level: "error",
                message: { text },
                descriptor: { id: "input-unreadable" }
              }))
            } : {}
          }
        ],
        ...properties ? { properties } : {},
        results: []
      }
    ]
  };
  const head = JSON.stringify(log, null, 2);
  const at2 = head.lastIndexOf('"results": []') + '"results": '.length;
  const result = (f, indent) => nestedJson(sarifResult(f, index.get(f.rule)), indent);
  return chunked(sarifParts(head.slice(0, at2), jsonArray(findings, "      ", result), head.slice(at2 + 2)));
}
function* sarifParts(head, results, tail) {
  yield head;
  yield* results;
  yield tail + "\n";
}
function sarifResult(f, ruleIndex) {
  return {
    ruleId: f.rule,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text: messageText(f) },
    locations: [
      {
        // A live object is in no file: its logical location alone (docs/cluster.md#where-a-live-finding-points).
        ...logicalLocation(f) ? { logicalLocations: [liveLogicalLocation(f)] } : { physicalLocation: { artifactLocation: artifactLocation(f.file), region: region(f) } },
        ...f.template || f.scope || f.application ? {
          properties: {
            ...f.template ? { template: f.template } : {},
            ...f.scope ? { scope: f.scope } : {},
            ...f.application ? { application: f.application } : {}
          }
        } : {},
        ...f.object && !logicalLocation(f) ? { logicalLocations: [{ name: f.object.name, fullyQualifiedName: objectName(f), kind: "resource" }] } : {}
      }
    ],
    ...f.rendered || f.related?.length ? { relatedLocations: relatedLocations(f) } : {}
  };
}
function relatedLocations(f) {
  const out = f.rendered ? [renderedLocation(f.rendered)] : [];
  for (const r of f.related ?? []) {
    out.push({
      id: out.length + 1,
      physicalLocation: {
        artifactLocation: artifactLocation(r.file),
        region: { startLine: atLeastOne(r.line), startColumn: atLeastOne(r.column) }
      },
      message: { text: printable(relatedText(r)) }
    });
  }
  return out;
}
function relatedText(r) {
  const rendered = r.rendered ? `; rendered: ${renderedText(r.rendered)}` : "";
  return printable(`${r.message}: ${r.file}, line ${r.line}, column ${r.column}${rendered}`);
}
function renderedLocation(r) {
  return {
    id: 1,
    physicalLocation: {
      artifactLocation: { ...artifactLocation(r.file), description: { text: `output of kustomize build ${r.file}` } },
      region: { startLine: atLeastOne(r.line), startColumn: atLeastOne(r.column) }
    },
    message: { text: `rendered: ${renderedText(r)}` }
  };
}
function renderedText(r) {
  return printable(`kustomize build ${r.file}, line ${r.line}, column ${r.column}`);
}
function messageText(f) {
  const from = f.template ? ` (from template ${f.template})` : "";
  return f.fix ? `${f.message}${from} Fix: ${f.fix}` : `${f.message}${from}`;
}
function region(f) {
  const r = { startLine: atLeastOne(f.line), startColumn: atLeastOne(f.column) };
  if (f.endLine !== void 0 && Number.isInteger(f.endLine) && f.endLine >= r.startLine) r.endLine = f.endLine;
  const endLine = r.endLine ?? r.startLine;
  if (f.endColumn !== void 0 && Number.isInteger(f.endColumn) && f.endColumn >= 1 && (endLine > r.startLine || f.endColumn >= r.startColumn))
    r.endColumn = f.endColumn;
  return r;
}
function atLeastOne(n) {
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
function liveLogicalLocation(f) {
  return { name: f.object?.name ?? logicalLocation(f).object, fullyQualifiedName: f.file, kind: "resource" };
}
function objectName(f) {
  const o = f.object;
  return `${o.kind}/${o.namespace ? o.namespace + "/" : ""}${o.name}`;
}
function artifactLocation(file) {
  const stream = /^<(.*)>$/.exec(file);
  if (stream)
    return {
      uri: encodeURIComponent(file),
      description: { text: stream[1] === "stdin" ? "standard input" : `output of ${stream[1]}` }
    };
  if (import_node_path13.default.posix.isAbsolute(file)) return { uri: (0, import_node_url.pathToFileURL)(file).href };
  if (import_node_path13.default.win32.isAbsolute(file) && /^[A-Za-z]:/.test(file))
    return { uri: "file:///" + escapePath(file.replace(/\\/g, "/")) };
  return { uri: escapePath(file.replace(/\\/g, "/")) };
}
function escapePath(posix) {
  return posix.split("/").map((segment, i) => i === 0 && /^[A-Za-z]:$/.test(segment) ? segment : encodeURIComponent(segment)).join("/");
}
function pascalCase(id) {
  return id.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}
var FORMATS = ["text", "json", "sarif", "junit", "line", "openreports", "policyreport"];
function helmModeText(m) {
  return m.mode === "render" ? `charts rendered by helm ${m.helm ?? ""}`.trimEnd() : `charts read through the values model (${m.reason ?? "no helm"})`;
}
function render(findings, options) {
  return joined(renderChunks(findings, options));
}
function renderChunks(findings, options) {
  const sorted = [...findings].sort(compareFindings);
  switch (options.format) {
    case "json":
      return chunked(jsonChunks(sorted, options));
    case "sarif":
      return sarifChunks(sorted, options.rules ?? [], {
        ...options.helm ? { properties: { helm: options.helm } } : {},
        errors: options.errors
      });
    case "junit":
      return junitChunks(sorted, { failOn: options.failOn ?? "error", stats: options.stats, errors: options.errors });
    case "line":
      return lineChunks(sorted);
    case "openreports":
      return openReportsChunks(sorted, options);
    case "policyreport":
      return policyReportV1alpha2Chunks(sorted, options);
    default:
      return chunked(textLines(sorted, options));
  }
}
function* jsonChunks(findings, options) {
  const { helm, stats, errors, baselined } = options;
  const head = JSON.stringify(
    {
      tool: { name: TOOL_NAME, version: TOOL_VERSION, ...helm ? { helm } : {} },
      summary: {
        ...summarize(findings),
        ...stats ? { files: stats.files, resources: stats.resources, unreadable: errors?.length ?? 0 } : {},
        ...baselined !== void 0 ? { baselined } : {}
      },
      ...stats || errors ? { inputErrors: [...errors ?? []] } : {},
      findings: []
    },
    null,
    2
  );
  yield head.slice(0, -"[]\n}".length);
  yield* jsonArray(findings, "  ", jsonFindingText);
  yield "\n}\n";
}
function jsonFindingText(f) {
  const o = f.object;
  const q = JSON.stringify;
  const object = o ? `{
        "kind": ${q(o.kind)},
        "name": ${q(o.name)},
        "namespace": ${q(o.namespace ?? null)}
      }` : "null";
  return `{
      "rule": ${q(f.rule)},
      "severity": ${q(f.severity)},
      "message": ${q(f.message)},
      "file": ${q(f.file)},
      "line": ${q(f.line)},
      "column": ${q(f.column)},
      "object": ${object},
      "field": ${q(f.field ?? null)},
      "fix": ${q(f.fix ?? null)}${f.template ? `,
      "template": ${q(f.template)}` : ""}${f.scope ? `,
      "scope": ${q(f.scope)}` : ""}` + (f.application ? `,
      "application": ${q(f.application)}` : "") + (f.rendered ? `,
      "rendered": ${placeJson(f.rendered, "      ")}` : "") + `${f.related?.length ? `,
      "related": [
${f.related.map(relatedJson).join(",\n")}
      ]` : ""}
    }`;
}
function placeJson(p, indent) {
  const q = JSON.stringify;
  return `{
${indent}  "file": ${q(p.file)},
${indent}  "line": ${q(p.line)},
${indent}  "column": ${q(p.column)}
${indent}}`;
}
function relatedJson(r) {
  const q = JSON.stringify;
  const i = "          ";
  return `        {
${i}"file": ${q(r.file)},
${i}"line": ${q(r.line)},
${i}"column": ${q(r.column)},
${i}"message": ${q(r.message)}${r.rendered ? `,
${i}"rendered": ${placeJson(r.rendered, i)}` : ""}
        }`;
}
var COLORS = { error: "\x1B[31m", warning: "\x1B[33m", info: "\x1B[36m" };
var DIM = "\x1B[2m";
var RESET = "\x1B[0m";
function* textLines(findings, options) {
  const paint = (code, s2) => options.color ? code + s2 + RESET : s2;
  let file;
  for (const f of findings) {
    const logical = logicalLocation(f);
    const heading = logical?.object ?? f.file;
    if (heading !== file) {
      if (file !== void 0) yield "\n";
      file = heading;
      yield paint("\x1B[4m", logical ? printable(heading) : printablePath(heading)) + "\n";
    }
    const where3 = (logical ? printable(logical.field) : `${f.line}:${f.column}`).padEnd(8);
    yield `  ${where3} ${paint(COLORS[f.severity], f.severity.padEnd(7))} ${printable(f.message)}  ${paint(DIM, f.rule)}
`;
    if (f.template) yield `           ${paint(DIM, `from template ${printable(f.template)}`)}
`;
    if (f.rendered) yield `           ${paint(DIM, `rendered: ${renderedText(f.rendered)}`)}
`;
    for (const r of f.related ?? []) yield `           ${paint(DIM, relatedText(r))}
`;
    if (f.fix) {
      const obj = objectText(f);
      yield `           ${paint(DIM, "fix:")} ${printable(f.fix)}${paint(DIM, obj ? ` (${obj})` : "")}
`;
    }
  }
  const s = summarize(findings);
  const total = findings.length;
  if (total) yield "\n";
  const counts = `${s.error} error${s.error === 1 ? "" : "s"}, ${s.warning} warning${s.warning === 1 ? "" : "s"}, ${s.info} info`;
  const baselined = options.baselined === void 0 ? "" : `; ${options.baselined} baselined`;
  yield footer(total, counts, s.error > 0, options, paint) + baselined + "\n";
}
function objectText(f) {
  const object = f.object ? printable(`${f.object.kind}/${f.object.namespace ? f.object.namespace + "/" : ""}${f.object.name}`) : "";
  const scope = f.application ? printable(`application ${f.application}`) : f.scope ? printable(`scope ${f.scope}`) : "";
  return object && scope ? `${object}, ${scope}` : object || scope;
}
function footer(total, counts, errors, options, paint) {
  const st = options.stats;
  if (!st) return total ? `${paint(errors ? COLORS.error : COLORS.warning, "\u2716")} ${counts}` : "\u2714 no findings";
  const sources = st.files ? plural(st.files, "file") : "";
  const read = ` in ${plural(st.resources, "resource")} from ${sources || "no input"}${options.helm ? `; ${helmModeText(options.helm)}` : ""}`;
  if (options.errors?.length) {
    const rest2 = st.resources || total ? `${total ? counts : "no findings"}${read}` : "nothing else was checked";
    return `${paint(COLORS.error, "\u2716")} ${plural(options.errors.length, "input")} could not be read (see the errors); ${rest2}`;
  }
  if (!total && !st.resources)
    return `\u2013 nothing checked: no Kubernetes objects in ${sources || "the inputs (no .yaml, .yml or .json file)"}`;
  return total ? `${paint(errors ? COLORS.error : COLORS.warning, "\u2716")} ${counts}${read}` : `\u2714 no findings${read}`;
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
var CONFIGURATIONS = /* @__PURE__ */ new Set(["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"]);
var HOLDER_RULES = [
  { id: "cabundle-invalid", kinds: CONFIGURATIONS },
  { id: "cabundle-multiple-owners" },
  { id: "webhook-failure-policy-ignore", kinds: CONFIGURATIONS }
];
function reportSubjects(models, config = {}) {
  const severity = ruleSeverities(config);
  const checked = [];
  for (const [scope, model] of models) {
    for (const { resource: r } of caBundleHolders(model)) {
      const rules = HOLDER_RULES.filter((h) => (!h.kinds || h.kinds.has(r.kind)) && severity.get(h.id)).map((h) => ({
        id: h.id,
        severity: severity.get(h.id)
      }));
      if (!rules.length) continue;
      const uid = uidOf(r.body);
      checked.push({
        apiVersion: r.apiVersion,
        kind: r.kind,
        name: r.name,
        ...r.namespace ? { namespace: r.namespace } : {},
        ...uid ? { uid } : {},
        ...models.size > 1 ? { scope } : {},
        rules
      });
    }
  }
  return {
    checked,
    resolve(ref, scope) {
      const model = scope === void 0 ? models.values().next().value : models.get(scope);
      const r = model?.get(ref.kind, ref.namespace ?? "", ref.name);
      if (!r) return void 0;
      const uid = uidOf(r.body);
      return uid ? { apiVersion: r.apiVersion, uid } : { apiVersion: r.apiVersion };
    }
  };
}
function ruleSeverities(config) {
  const out = /* @__PURE__ */ new Map();
  const given = config.rules ?? {};
  for (const { meta } of RULES) {
    const setting = given[meta.id];
    const level = Array.isArray(setting) ? setting[0] : setting;
    if (level === "off") continue;
    out.set(meta.id, level === "error" || level === "warning" || level === "info" ? level : meta.severity);
  }
  return out;
}
function uidOf(body) {
  const uid = body.metadata?.uid;
  return typeof uid === "string" && uid ? uid : void 0;
}
function ruleInfos() {
  return RULES.map(({ meta }) => {
    const { why, howToFix } = docsOf(meta.id);
    return {
      id: meta.id,
      severity: meta.severity,
      description: meta.description,
      help: `${why}

Fix: ${howToFix}`,
      docsUrl: ruleDocsUrl(meta.id)
    };
  });
}
function defineCommand(spec) {
  return spec;
}
var HELP_OPTION = { help: { type: "boolean", short: "h", help: "print this help" } };
var OUTPUT_OPTION = {
  output: { type: "string", short: "o", arg: "FILE", help: "write the output to FILE instead of stdout" }
};
var CONFIG_OPTION = {
  config: { type: "string", arg: "FILE", help: "configuration (default: ./.webhook-cert-gate.yaml when present)" }
};
var QUIET_OPTION = {
  quiet: { type: "boolean", short: "q", help: "no progress or notes on stderr (errors still)" }
};
var NO_COLOR_OPTION = {
  "no-color": { type: "boolean", help: "plain text even on a terminal (NO_COLOR is honoured too)" }
};
var FORMAT_WORDS = {
  junit: "JUnit XML",
  line: "file:line:col: severity rule message",
  openreports: "policy reports",
  policyreport: "wgpolicyk8s.io reports"
};
function formatOption(choices) {
  const named = choices.map((f, i) => `${f}${i === 0 ? " (default)" : FORMAT_WORDS[f] ? ` (${FORMAT_WORDS[f]})` : ""}`);
  return { format: { type: "string", arg: "FORMAT", choices, help: named.join(", ") } };
}
var REPORT_OPTIONS = {
  ...formatOption(FORMATS),
  ...OUTPUT_OPTION,
  ...CONFIG_OPTION,
  "fail-on": {
    type: "string",
    arg: FAIL_ON.join("|"),
    choices: FAIL_ON,
    help: "exit 1 when a finding is at or above this (default error, or the config file failOn)"
  },
  ...QUIET_OPTION,
  ...NO_COLOR_OPTION
};
var PRINT_OPTIONS = {
  ...formatOption(["text", "json"]),
  ...OUTPUT_OPTION,
  ...QUIET_OPTION,
  ...NO_COLOR_OPTION
};
function parseCommand(spec, args) {
  const options = Object.fromEntries(
    Object.entries(spec.options).map(([name, o]) => [
      name,
      { type: o.type, ...o.short ? { short: o.short } : {}, ...o.multiple ? { multiple: true } : {} }
    ])
  );
  let parsed2;
  try {
    parsed2 = (0, import_node_util.parseArgs)({ args: bindAnyValues(args, spec.options), options, allowPositionals: true, strict: true });
  } catch (e) {
    throw usageError(e, args, spec.options);
  }
  const values = parsed2.values;
  for (const [name, o] of Object.entries(spec.options)) {
    if (!o.choices) continue;
    const given = values[name];
    for (const v of typeof given === "string" ? [given] : given ?? []) {
      if (!o.choices.includes(v)) throw new InputError(`--${name} must be one of ${o.choices.join(", ")} (got '${v}')`);
    }
  }
  if (spec.operands === void 0 && parsed2.positionals.length && !values.help)
    throw new InputError(
      `${spec.name} takes no arguments (got '${parsed2.positionals[0]}')${spec.operandHint ? `; ${spec.operandHint}` : ""}`
    );
  return { values, positionals: parsed2.positionals };
}
function bindAnyValues(args, options) {
  const any = new Set(
    Object.entries(options).filter(([, o]) => o.anyValue).map(([name]) => `--${name}`)
  );
  if (!any.size) return args;
  const out = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--") return [...out, ...args.slice(i)];
    if (any.has(args[i]) && i + 1 < args.length) out.push(`${args[i]}=${args[++i]}`);
    else out.push(args[i]);
  }
  return out;
}
function usageError(e, args, options) {
  const message = e instanceof Error ? e.message : String(e);
  const ambiguous = /^Option '(-[^']*)' argument is ambiguous/.exec(message);
  if (ambiguous) {
    const given = ambiguous[1];
    const long = given.startsWith("--") ? given : `--${Object.entries(options).find(([, o]) => `-${o.short}` === given)?.[0] ?? given.slice(1)}`;
    const value = args[args.indexOf(given) + 1] ?? "";
    return new InputError(`${given} ${value}: a value that starts with '-' must be written ${long}=${value}`);
  }
  const unknown = /^Unknown option '(--?[^'=]*)/.exec(message);
  if (unknown) return new InputError(`unknown option '${unknown[1]}'${suggestion(unknown[1], options)}`);
  return new InputError(message.split("\n")[0].replace(/\. To specify a positional.*$/, ""));
}
function suggestion(given, options) {
  const names3 = Object.keys(options).map((n) => `--${n}`);
  const near = given.startsWith("--") ? likelyTypo(given, names3) : void 0;
  return near ? `; did you mean ${near}?` : names3.length ? ` (${names3.includes("--help") ? "see --help" : `options: ${names3.join(", ")}`})` : " (this command takes no options)";
}
function flagText(name, o) {
  const value = o.type === "string" ? ` ${o.arg ?? o.choices?.join("|") ?? "VALUE"}` : "";
  return `${o.short ? `-${o.short}, ` : ""}--${name}${value}`;
}
var FLAG_WIDTH = 24;
function helpText(spec) {
  const usage = spec.usage.map(
    (u, i) => u.startsWith(" ") ? `${" ".repeat(`Usage: ${TOOL_NAME}`.length)}${u}` : `${i === 0 ? "Usage: " : "       "}${TOOL_NAME} ${u}`
  );
  const options = Object.entries(spec.options).map(([name, o]) => {
    const flag2 = flagText(name, o);
    const [first, ...rest2] = o.help.split("\n");
    const lead = flag2.length < FLAG_WIDTH ? flag2.padEnd(FLAG_WIDTH) : `${flag2}  `;
    return [`  ${lead}${first}`, ...rest2.map((l) => `  ${" ".repeat(FLAG_WIDTH)}${l}`)].join("\n");
  });
  return [usage.join("\n"), spec.description, `Options:
${options.join("\n")}`, spec.epilogue].filter(Boolean).join("\n\n");
}
function printHelp(io, spec, extra = "") {
  io.out(helpText(spec) + extra + "\n");
  return 0;
}
function notes(io, opts) {
  return (line) => {
    if (!opts.quiet) io.err(`${line}
`);
  };
}
function counted(format, stats, errors = []) {
  return format === "text" ? {} : { stats, errors };
}
async function writeReport(io, output, report) {
  const chunks = typeof report === "string" ? [report] : report;
  if (output === void 0) {
    for (const c of chunks) io.out(c);
    return;
  }
  const fail = (e) => new InputError(`--output ${output}: cannot write the report: ${describeFsError(e)}`);
  const file = await import_node_fs10.promises.open(import_node_path14.default.resolve(io.cwd, output), "w").catch((e) => {
    throw fail(e);
  });
  try {
    for (const c of chunks) await file.write(c);
  } catch (e) {
    throw fail(e);
  } finally {
    await file.close();
  }
}
function useColor(io, format, opts) {
  return format === "text" && !opts.output && io.isTTY && !opts["no-color"] && !io.env.NO_COLOR;
}
function parseFormat(value) {
  if (value === void 0) return "text";
  if (!FORMATS.includes(value))
    throw new InputError(`--format must be one of ${FORMATS.join(", ")} (got '${value}')`);
  return value;
}
function parseFailOn(value, fallback = "error") {
  return value === void 0 ? fallback : parseFailOnValue(value, "--fail-on");
}
function parseAt(value) {
  if (value === void 0) return void 0;
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(d.getTime()))
    throw new InputError(`--at must be an RFC 3339 time such as 2026-06-01T00:00:00Z (got '${value}')`);
  return d;
}
function parsePositiveInt(name, value) {
  if (value === void 0) return void 0;
  if (!/^\d+$/.test(value)) throw new InputError(`${name} must be a whole number (got '${value}')`);
  return Number(value);
}
var CHECK_SPEC = defineCommand({
  name: "check",
  usage: ["check [PATH...] [options]"],
  operands: "PATH...",
  description: `Reads manifests (files, folders recursively, '-' for stdin; YAML, multi-document YAML, JSON, kind: List).
A chart folder (Chart.yaml + values.yaml), or a file inside one, is checked through its values.
A kustomization folder is checked as kustomize renders it; a file that kustomizations in the repository
include (a patch, a base resource, a component) is checked through the outermost of them, and a values file
beside a chart's values.yaml through the chart: findings that concern the given files are reported.`,
  options: {
    filename: {
      type: "string",
      short: "f",
      multiple: true,
      arg: "PATH",
      help: "a manifest path, as kubectl spells it (repeatable)"
    },
    kustomize: {
      type: "string",
      short: "k",
      multiple: true,
      arg: "DIR",
      help: "render DIR (kustomize build, else kubectl kustomize) and check it (repeatable)"
    },
    values: { type: "string", multiple: true, arg: "FILE", help: "Helm values file (repeatable; later files win)" },
    set: {
      type: "string",
      multiple: true,
      arg: "KEY=VALUE",
      help: "Helm --set syntax: a.b=x, a[0].b=x, a\\.b=x, a={x,y}, k1=v1,k2=v2 (repeatable)"
    },
    "set-string": { type: "string", multiple: true, arg: "KEY=VALUE", help: "as --set, every value a string" },
    chart: {
      type: "string",
      arg: "NAME|DIR",
      help: `the chart the values are for (a chart name from a profile's match.charts, a
profile name, or a chart folder); a chart folder among the PATHs needs none`
    },
    helm: {
      type: "string",
      arg: "PATH|none",
      help: `helm to render chart folders with (default: $WEBHOOK_CERT_GATE_HELM, else helm
on PATH); none, or no helm, reads them through the values model`
    },
    "kube-version": {
      type: "string",
      arg: "VER",
      help: `Kubernetes version helm renders for (default ${DEFAULT_KUBE_VERSION})`
    },
    before: {
      type: "string",
      multiple: true,
      arg: "PATH",
      help: "the state deployed now (repeatable): also judge the change from it to PATHs (rotation-* rules, docs/rotation.md)"
    },
    "before-ref": {
      type: "string",
      arg: "REF",
      help: "the same PATHs as committed at git REF, as the state deployed now"
    },
    "changed-from": {
      type: "string",
      arg: "REF",
      help: `check the files changed since git REF (git diff REF...HEAD, and the working tree's changes) under
PATHs (default: the whole repository), each through the renders it feeds`
    },
    ...REPORT_OPTIONS,
    "fail-if-nothing-checked": {
      type: "boolean",
      help: "exit 2 when the inputs hold no Kubernetes object (a wrong or empty path)"
    },
    strict: { type: "boolean", help: "refuse webhook-cert-gate.io/ignore-* annotation suppressions" },
    namespace: {
      type: "string",
      short: "n",
      arg: "NS",
      help: "namespace of objects that set none (default: default)"
    },
    at: { type: "string", arg: "RFC3339", help: "evaluation time for certificate validity (default: now)" },
    "min-days": {
      type: "string",
      arg: "N",
      help: "warn about certificates expiring within N days (default 30)"
    },
    "max-file-size": { type: "string", arg: "BYTES", help: "largest input file read (default 33554432)" },
    "write-baseline": {
      type: "string",
      arg: "FILE",
      help: "record the findings in FILE (by rule, object and field, never lines)"
    },
    baseline: { type: "string", arg: "FILE", help: "report only findings not recorded in FILE, and count the others" },
    ...HELP_OPTION
  }
});
function gatherInputs2(paths, ctx) {
  const { io, ...rest2 } = ctx;
  return gatherInputs(paths, { ...rest2, cwd: io.cwd, env: io.env, note: notes(io, ctx.opts) });
}
async function checkCommand(args, io) {
  const { values: opts, positionals } = parseCommand(CHECK_SPEC, args);
  if (opts.help) return printHelp(io, CHECK_SPEC);
  const format = parseFormat(opts.format);
  const config = await loadConfig(io.cwd, opts.config);
  const failOn = parseFailOn(opts["fail-on"], config.failOn);
  const minDays = parsePositiveInt("--min-days", opts["min-days"]);
  const maxFileSize = parsePositiveInt("--max-file-size", opts["max-file-size"]);
  const named = [...positionals, ...opts.filename ?? []];
  const changedFrom = opts["changed-from"];
  const changed = changedFrom === void 0 ? void 0 : await changedPaths(changedFrom, named, io, config);
  const paths = changed ?? named;
  const helmFlags = Boolean(opts.values?.length || opts.set?.length || opts["set-string"]?.length || opts.chart);
  if (!changed && !paths.length && !opts.kustomize?.length && !helmFlags) {
    throw new InputError(
      "check needs at least one PATH (a file, a folder, or - for stdin), --kustomize DIR, or --values with --chart"
    );
  }
  const ctx = { opts, config, io, namespace: opts.namespace ?? config.namespace ?? "default" };
  const judgesChange = Boolean(opts.before?.length) || opts["before-ref"] !== void 0;
  const before = judgesChange ? await (await Promise.resolve().then(() => require("./before-5JSCP64V.cjs"))).deployedModels({
    before: opts.before,
    ref: opts["before-ref"],
    paths,
    values: opts.values,
    cwd: io.cwd,
    config,
    at: parseAt(opts.at),
    namespace: opts.namespace,
    gather: (p, cwd, values) => gatherInputs2(p, { ...ctx, opts: { ...opts, values: values ?? opts.values }, io: { ...io, cwd } })
  }) : void 0;
  const baseline = opts.baseline === void 0 ? void 0 : await readBaseline(io, opts.baseline);
  const { helm, errors, renders, ...inputs } = await gatherInputs2(paths, ctx);
  const result = await runCheck({
    ...inputs,
    config: { ...config, ...minDays !== void 0 ? { minDays } : {}, ...maxFileSize ? { maxFileSize } : {} },
    cwd: io.cwd,
    readStdin: (maxBytes) => io.readStdin(maxBytes),
    // check.ts passes the file size limit through
    at: parseAt(opts.at),
    strict: opts.strict || config.strict,
    namespace: opts.namespace,
    ...helm ? { helm: { unread: helm.unread } } : {},
    ...before ? { before } : {}
  });
  if (helm) result.stats.files += helm.files;
  result.errors.push(...errors);
  if (renders.some((r) => r.fedBy.length)) {
    const { concerning } = await Promise.resolve().then(() => require("./changed-NNWX5SAU.cjs"));
    const given = new Set(paths.filter((p) => p !== "-").map((p) => import_node_path.default.resolve(io.cwd, p)));
    const kept2 = concerning(result.findings, {
      changed: given,
      renders,
      onlyChanged: false,
      models: result.models,
      cwd: io.cwd
    });
    result.findings = kept2.findings;
    if (kept2.hidden)
      notes(
        io,
        opts
      )(
        `webhook-cert-gate: ${kept2.hidden} finding(s) of the renders the given files feed concern other files, not reported (check the render's folder to see them)`
      );
  }
  const releases = releasesOf(result.models.values());
  if (opts["write-baseline"] !== void 0) await writeBaseline(io, opts["write-baseline"], result.findings, releases);
  const kept = baseline && applyBaseline(result.findings, baseline, releases);
  if (kept) result.findings = kept.findings;
  const color = useColor(io, format, opts);
  const report = renderChunks(result.findings, {
    format,
    color,
    rules: ruleInfos(),
    stats: result.stats,
    errors: result.errors,
    failOn,
    helm: helm?.mode,
    subjects: () => reportSubjects(result.models, config),
    ...kept ? { baselined: kept.baselined } : {}
  });
  await writeReport(io, opts.output, report);
  for (const e of result.errors) io.err(`webhook-cert-gate: ${e}
`);
  const nothingChecked = !result.stats.resources && !result.findings.length;
  const missing = named.some((p) => p !== "-" && !statIfAny(import_node_path.default.resolve(io.cwd, p)));
  if (errors.length || missing || result.errors.length && nothingChecked) return EXIT.input;
  if (!result.stats.resources && !result.findings.length) {
    const what = changed ? `the files changed since ${changedFrom}${named.length ? ` under ${named.join(", ")}` : ""}` : [...paths, ...(opts.kustomize ?? []).map((d) => `--kustomize ${d}`)].join(", ") || "the values given";
    if (opts["fail-if-nothing-checked"]) {
      io.err(`webhook-cert-gate: no Kubernetes objects in ${what}: nothing was checked (--fail-if-nothing-checked)
`);
      return EXIT.input;
    }
    notes(
      io,
      opts
    )(
      `webhook-cert-gate: no Kubernetes objects in ${what}: nothing was checked, so --fail-on ${failOn} passes vacuously`
    );
  }
  return result.findings.some((f) => atOrAbove(f.severity, failOn)) ? EXIT.findings : EXIT.ok;
}
async function changedPaths(ref, under, io, config) {
  const { changedSince } = await Promise.resolve().then(() => require("./changed-NNWX5SAU.cjs"));
  const files = await changedSince({
    cwd: io.cwd,
    ref,
    workingTree: true,
    name: "--changed-from",
    shallow: "The checkout is shallow: fetch the history (git fetch --unshallow) so the ref and the merge base are there."
  });
  const roots = under.map((p) => import_node_path.default.resolve(io.cwd, p));
  const ignored = globMatcher(config.ignorePaths ?? []);
  const out = [];
  for (const file of files) {
    if (roots.length && !roots.some((r) => isInside(file, r))) continue;
    if (!statIfAny(file)?.isFile() || ignored(displayPath(file, io.cwd))) continue;
    if (MANIFEST_EXT2.test(file) || await readByRender(file)) out.push(displayPath(file, io.cwd));
  }
  return out;
}
var MANIFEST_EXT2 = /\.(ya?ml|json)$/i;
async function readBaseline(io, file) {
  try {
    const { readFile } = await Promise.resolve().then(() => require("node:fs/promises"));
    return parseBaseline(await readFile(import_node_path.default.resolve(io.cwd, file), "utf8"), `--baseline ${file}`);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`--baseline ${file}: ${describeFsError(e)}`);
  }
}
async function writeBaseline(io, file, findings, releases) {
  try {
    const { writeFile } = await Promise.resolve().then(() => require("node:fs/promises"));
    await writeFile(import_node_path.default.resolve(io.cwd, file), baselineText(findings, releases));
  } catch (e) {
    throw new InputError(`--write-baseline ${file}: ${describeFsError(e)}`);
  }
}
var RULE_OPTIONS = { ...PRINT_OPTIONS, ...CONFIG_OPTION, ...HELP_OPTION };
var RULES_SPEC = defineCommand({
  name: "rules",
  usage: ["rules [--format text|json] [-o FILE] [--config FILE]"],
  description: `Lists every rule: its id, severity (as the configuration sets it: off, or another level), what it finds,
and its options.`,
  options: RULE_OPTIONS
});
var EXPLAIN_SPEC = defineCommand({
  name: "explain",
  usage: ["explain RULE [--format text|json] [-o FILE] [--config FILE]"],
  operands: "RULE",
  description: `Why a rule matters, how to fix what it finds, its options and an example that fires it.`,
  options: RULE_OPTIONS
});
async function severities(io, config) {
  const loaded = await loadConfig(io.cwd, config);
  const set = configuredRules(RULES, loaded.rules, loaded.source).severities;
  return (r) => set[r.meta.id] ?? r.meta.severity;
}
async function rulesCommand(args, io) {
  const { values } = parseCommand(RULES_SPEC, args);
  if (values.help) return printHelp(io, RULES_SPEC);
  const severity = await severities(io, values.config);
  await writeReport(io, values.output, values.format === "json" ? rulesJson(severity) : rulesText(severity));
  return EXIT.ok;
}
function ruleJson(r, severity) {
  const options = optionsOf(r.meta);
  return {
    id: r.meta.id,
    severity: severity(r),
    description: r.meta.description,
    docs: ruleDocsUrl(r.meta.id),
    ...options.length ? { options } : {}
  };
}
function rulesJson(severity) {
  return JSON.stringify(
    RULES.map((r) => ruleJson(r, severity)),
    null,
    2
  ) + "\n";
}
function rulesText(severity) {
  const width = Math.max(...RULES.map((r) => r.meta.id.length));
  const options = (r) => optionsOf(r.meta).map((o) => o.name).join(", ");
  return RULES.map(
    (r) => `${r.meta.id.padEnd(width)}  ${severity(r).padEnd(7)}  ${r.meta.description}${options(r) ? ` Options: ${options(r)}.` : ""}
`
  ).join("");
}
async function explainCommand(args, io) {
  const { values, positionals } = parseCommand(EXPLAIN_SPEC, args);
  if (values.help) return printHelp(io, EXPLAIN_SPEC);
  const id = positionals[0];
  if (!id) throw new InputError("explain needs a rule id (see: webhook-cert-gate rules)");
  if (positionals.length > 1) throw new InputError(`explain takes one rule id (got '${positionals[1]}' too)`);
  const rule38 = findRule(id);
  if (!rule38) {
    const near = likelyTypo(
      id,
      RULES.map((r) => r.meta.id)
    );
    throw new InputError(`unknown rule '${id}'${near ? `; did you mean ${near}?` : ""} (see: webhook-cert-gate rules)`);
  }
  const severity = await severities(io, values.config);
  const text = values.format === "json" ? explainJson(rule38, severity) : explainText(rule38, severity(rule38));
  await writeReport(io, values.output, text);
  return EXIT.ok;
}
function explainJson(rule38, severity) {
  const { why, howToFix, example } = docsOf(rule38.meta.id);
  return JSON.stringify({ ...ruleJson(rule38, severity), why, howToFix, ...example ? { example } : {} }, null, 2) + "\n";
}
function explainText(rule38, severity) {
  const m = rule38.meta;
  const { why, howToFix, example } = docsOf(m.id);
  let out = `${m.id} (${severity})

${m.description}

Why it matters:
  ${why}

How to fix:
  ${howToFix}
`;
  const options = optionsOf(m);
  if (options.length)
    out += `
Options (rules: {${m.id}: [severity, {option: value}]}):
${options.map((o) => `  ${o.name} (${o.type}, default ${o.default}): ${o.description}
`).join("")}`;
  if (example) out += `
Example that fires it:
${example.replace(/^/gm, "  ")}
`;
  return out + `
Docs: ${ruleDocsUrl(m.id)}
`;
}
var VERSION_SPEC = defineCommand({
  name: "version",
  usage: ["version [--format text|json] [-o FILE]"],
  description: `Prints the version; --format json prints {"tool": {"name", "version"}}, the tool member of every JSON report.`,
  options: { ...PRINT_OPTIONS, ...HELP_OPTION }
});
async function versionCommand(args, io) {
  const { values: opts } = parseCommand(VERSION_SPEC, args);
  if (opts.help) return printHelp(io, VERSION_SPEC);
  const text = opts.format === "json" ? JSON.stringify({ tool: { name: TOOL_NAME, version: TOOL_VERSION } }, null, 2) + "\n" : `${TOOL_VERSION}
`;
  await writeReport(io, opts.output, text);
  return EXIT.ok;
}
var COMMANDS = [
  ["check [PATH...]", "lint manifests, folders, Helm values and rendered charts ('-' reads stdin)"],
  ["cert", "verify a served certificate chain as the Kubernetes API server would"],
  ["cert generate", "make a shared CA + serving certificate Secret and the env patch"],
  ["cert rotate", "write the safe CA rotation of a Secret and its holders as three steps"],
  ["cluster", "check the live cluster (read-only) and its webhook endpoints"],
  ["alerts", "print a PrometheusRule for caBundle write wars and certificate expiry"],
  ["diagnose", "name the writers of caBundle holders from the API server's audit log"],
  ["serve", "export the live audit (every backend's TLS, caBundle churn) for Prometheus"],
  ["policy", "print a ValidatingAdmissionPolicy that refuses the race inside the cluster"],
  ["rules", "list the rules"],
  ["explain RULE", "why a rule matters and how to fix it"],
  ["version", "print the version"]
];
var COMMAND_NAMES = [...new Set(COMMANDS.map(([c]) => c.split(" ")[0]))];
var USAGE = `Usage: ${TOOL_NAME} <command> [options]

Commands:
${COMMANDS.map(([c, what]) => `  ${c.padEnd(18)}  ${what}`).join("\n")}

Run '${TOOL_NAME} <command> --help' for a command's options.`;
async function main(argv, io) {
  const [command, ...rest2] = argv;
  try {
    switch (command) {
      case "check":
        return await checkCommand(rest2, io);
      case "cert":
        return await (await Promise.resolve().then(() => require("./cert-GD5FEKFU.cjs"))).certCommand(rest2, io);
      case "cluster":
        return await (await Promise.resolve().then(() => require("./cluster-X6PFT5O5.cjs"))).clusterCommand(rest2, io);
      case "alerts":
        return await (await Promise.resolve().then(() => require("./alerts-RQKRDXUQ.cjs"))).alertsCommand(rest2, io);
      case "diagnose":
        return await (await Promise.resolve().then(() => require("./diagnose-GOR7OLBL.cjs"))).diagnoseCommand(rest2, io);
      case "serve":
        return await (await Promise.resolve().then(() => require("./serve-GURCPMAF.cjs"))).serveCommand(rest2, io);
      case "policy":
        return await (await Promise.resolve().then(() => require("./policy-Y457RWBR.cjs"))).policyCommand(rest2, io);
      case "rules":
        return await rulesCommand(rest2, io);
      case "explain":
        return await explainCommand(rest2, io);
      case "version":
      case "--version":
        return await versionCommand(rest2, io);
      case void 0:
      case "help":
      case "--help":
      case "-h":
        io.out(USAGE + "\n");
        if (command !== void 0) return EXIT.ok;
        io.err(`${TOOL_NAME}: no command given (usage above)
`);
        return EXIT.input;
      default:
        throw new InputError(`unknown command '${command}'${commandHint(command)}`);
    }
  } catch (e) {
    if (isInputError(e)) {
      io.err(`${TOOL_NAME}: ${printable(e.message)}
`);
      return EXIT.input;
    }
    io.err(`${TOOL_NAME}: internal error: ${firstLine(e)}
`);
    if (io.env.WEBHOOK_CERT_GATE_DEBUG) io.err(`${e.stack ?? ""}
`);
    return EXIT.internal;
  }
}
function commandHint(given) {
  const near = likelyTypo(given, COMMAND_NAMES);
  return near ? `; did you mean ${near}?` : ` (try: ${COMMAND_NAMES.filter((c) => c !== "version").join(", ")})`;
}
function firstLine(e) {
  const message = e?.message;
  return printable(
    String(message ?? e).split("\n")[0].replace(/^webhook-cert-gate: /, "").slice(0, 300)
  );
}
var DEFAULT_KUBE_VERSION = "1.34.0";
async function splitChartPaths(paths, cwd, found = []) {
  const manifests = [];
  const charts = /* @__PURE__ */ new Map();
  const add = async ({ dir, values, files }) => {
    const key2 = `${dir}\0${values ?? ""}`;
    const known2 = charts.get(key2);
    if (known2) {
      if (!files.length) delete known2.fedBy;
      return;
    }
    const chart = await readChart(dir, cwd);
    charts.set(key2, { ...chart, ...values ? { values } : {}, ...files.length ? { fedBy: files } : {} });
  };
  for (const p of paths) {
    const root = p === "-" ? void 0 : chartRootOf(import_node_path15.default.resolve(cwd, p), cwd);
    if (root) await add({ dir: root, files: [] });
    else manifests.push(p);
  }
  for (const chart of found) await add(chart);
  return { manifests, charts: [...charts.values()] };
}
function chartRootOf(abs, cwd) {
  const info = statIfAny(abs);
  if (!info) return void 0;
  let dir = info.isDirectory() ? abs : import_node_path15.default.dirname(abs);
  const stop = isInside(abs, cwd) ? cwd : import_node_path15.default.dirname(dir);
  for (; ; ) {
    if (isChartFolder(dir)) return dir;
    if (dir === stop || import_node_path15.default.dirname(dir) === dir) return void 0;
    dir = import_node_path15.default.dirname(dir);
  }
}
async function readChart(dir, cwd) {
  const file = import_node_path15.default.join(dir, "Chart.yaml");
  let meta;
  try {
    meta = load(await import_node_fs11.promises.readFile(file, "utf8"));
  } catch (e) {
    throw new InputError(
      `${displayPath(file, cwd)}: Chart.yaml does not parse: ${e.reason ?? String(e)}`
    );
  }
  const name = isObj(meta) && typeof meta.name === "string" ? meta.name : "";
  if (!name) throw new InputError(`${displayPath(file, cwd)}: Chart.yaml has no name`);
  const valuesFile = import_node_path15.default.join(dir, "values.yaml");
  return { dir, name, ...isFile(valuesFile) ? { valuesFile } : {} };
}
function profileForChart(profiles, name) {
  return profiles.find((p) => p.match.charts?.includes(name)) ?? profiles.find((p) => p.name === name);
}
function knownCharts(profiles) {
  return profiles.flatMap((p) => p.match.charts ?? []);
}
function isChartFolder(dir) {
  return isFile(import_node_path15.default.join(dir, "Chart.yaml"));
}
function isFile(file) {
  return statIfAny(file)?.isFile() ?? false;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  COMMANDS,
  CONFIG_OPTION,
  DEFAULT_KUBE_VERSION,
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_SCOPE,
  EXIT,
  FAILURE_PHRASE,
  HELP_OPTION,
  HOLDER_KINDS,
  HOLDER_KIND_BY_PLURAL,
  InputError,
  KUBECTL_SCHEMA,
  MANAGED_BY,
  Model,
  OPENREPORTS,
  OUTPUT_OPTION,
  POD_WORKLOAD_KINDS,
  PROFILE_LABEL,
  QUIET_OPTION,
  REPORT_OPTIONS,
  RULES,
  SHIPPED_OWNERS,
  TOOL_NAME,
  USAGE,
  WORKLOAD_KINDS,
  YAML11_SCHEMA,
  __commonJS,
  __require,
  __toESM,
  arr,
  atOrAbove,
  buildReports,
  coalesceValues,
  configuredRules,
  copyValues,
  counted,
  dataOf,
  decodeBase64CaBundle,
  defineCommand,
  describeFsError,
  describeProblem,
  displayPath,
  dottedPath,
  dump,
  entryKey,
  findOnPath,
  findWebhookWorkloads,
  gatherInputs,
  get,
  globMatch,
  holderEntryPaths,
  holderKind,
  isChartFolder,
  isInside,
  isLocated,
  isObj,
  knownCharts,
  kustomizationFile,
  likelyTypo,
  load,
  loadAll,
  loadConfig,
  loadOneDocument,
  loadOwners,
  loadProfiles,
  locate,
  looksLikeBase64,
  main,
  mergeValues,
  normalizeRepoUrl,
  notes,
  ownsCaBundle,
  parseAt,
  parseCommand,
  parseDocuments,
  parseFailOn,
  parseFormat,
  parsePositiveInt,
  placed,
  positionOf,
  printHelp,
  profileForChart,
  readChart,
  readInputs,
  readOne,
  recordServed,
  render,
  renderChunks,
  reportSubjects,
  resourcesOf,
  ruleInfos,
  runCheck,
  runRules,
  scalarText,
  splitChartPaths,
  splitDocuments,
  statIfAny,
  str,
  useColor,
  wordsOf,
  writeReport
});

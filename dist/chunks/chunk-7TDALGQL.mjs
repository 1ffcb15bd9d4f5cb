import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  InputError
} from "./chunk-4BSXTURP.mjs";
import {
  __commonJS,
  __toESM
} from "./chunk-37L625ED.mjs";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/js-yaml/dist/js-yaml.mjs
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
  resolve: (source) => source,
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
  resolve: (source) => {
    if (NULL_VALUES$1.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: ["n"],
  resolve: (source, isExplicit) => {
    if (source === "null" || isExplicit && source === "") return null;
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
  resolve: (source) => {
    if (NULL_VALUES.indexOf(source) !== -1) return null;
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
  resolve: (source) => {
    if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
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
  resolve: (source) => {
    if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
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
  resolve: (source) => {
    if (TRUE_VALUES.indexOf(source) !== -1) return true;
    if (FALSE_VALUES.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
  let value = source;
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
function resolveYamlInteger$2(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$2(source);
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
function parseYamlInteger$1(source) {
  let value = source;
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
function resolveYamlInteger$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$1(source);
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
function parseYamlInteger(source) {
  let value = source.replace(/_/g, "");
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
function resolveYamlInteger(source) {
  if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger(source);
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
function resolveYamlFloat$2(source) {
  if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase();
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  const result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
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
function resolveYamlFloat$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
    let value = source.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".includes(value[0])) value = value.slice(1);
    if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    if (value === ".nan") return NaN;
    const result2 = sign * parseFloat(value);
    return Number.isFinite(result2) ? result2 : NOT_RESOLVED;
  }
  if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = Number(source);
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
function resolveYamlFloat(source) {
  if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase().replace(/_/g, "");
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  let result = 0;
  if (value.includes(":")) {
    for (const part of value.split(":")) result = result * 60 + Number(part);
    result *= sign;
  } else result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
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
  resolve: (source, isExplicit) => {
    if (source === "<<" || isExplicit && source === "") return "<<";
    return NOT_RESOLVED;
  },
  identify: () => false
});
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
  const input = source.replace(/\s/g, "");
  if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
  const binary = atob(input);
  const result = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
  return result;
}
function representYamlBinary(object) {
  let binary = "";
  for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
  return btoa(binary);
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
function resolveYamlTimestamp(source) {
  let match = YAML_DATE_REGEXP.exec(source);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
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
  for (const key of keys) if (object[key] !== void 0) result[key] = object[key];
  return result;
}
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
  create: () => ({
    list: [],
    seen: /* @__PURE__ */ new Set()
  }),
  addItem: (carrier, item) => {
    let key;
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve an ordered map item";
      key = item.keys().next().value;
    } else if (isPlainObject(item)) {
      const itemKeys = Object.keys(item);
      if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
      key = itemKeys[0];
    } else return "cannot resolve an ordered map item";
    if (carrier.seen.has(key)) return "duplicate key in ordered map";
    carrier.seen.add(key);
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
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    if (key !== null && typeof key === "object") return "object-based map does not support complex keys";
    const normalizedKey = String(key);
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key) => {
    if (key !== null && typeof key === "object") return false;
    return Object.prototype.hasOwnProperty.call(container, String(key));
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => {
    const normalizedKey = String(key);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
  create: () => /* @__PURE__ */ new Set(),
  identify: (data) => data instanceof Set,
  represent: (data) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of data) map.set(key, null);
    return map;
  },
  addPair: (container, key, value) => {
    if (value !== null) return "cannot resolve a set item";
    container.add(key);
    return "";
  },
  has: (container, key) => container.has(key),
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
    for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key of tag.implicitFirstChars) keys.add(key);
    const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
    for (const key of keys) implicitScalarByFirstChar.set(key, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key) !== -1));
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
  resolveImplicitScalarTag(source) {
    const candidates = this.implicitScalarByFirstChar.get(source.charAt(0)) ?? this.implicitScalarAnyFirstChar;
    for (const tag2 of candidates) {
      const value = tag2.resolve(source, false, tag2.tagName);
      if (value !== NOT_RESOLVED) return {
        value,
        tag: tag2
      };
    }
    const tag = this.defaultScalarTag;
    return {
      value: tag.resolve(source, false, tag.tagName),
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
  resolve: (source, isExplicit, tagName) => {
    const result = intYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
  }
}, {
  ...floatYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
  }
});
var realMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => /* @__PURE__ */ new Map(),
  addPair: (container, key, value) => {
    container.set(key, value);
    return "";
  },
  has: (container, key) => container.has(key),
  keys: (container) => container.keys(),
  get: (container, key) => container.get(key),
  identify: (data) => data instanceof Map || isPlainObject(data),
  represent: (data) => {
    if (data instanceof Map) return data;
    const map = /* @__PURE__ */ new Map();
    const obj = data;
    for (const key of Object.keys(obj)) map.set(key, obj[key]);
    return map;
  }
});
function normalizeKey(key) {
  if (Array.isArray(key)) {
    const array = Array.prototype.slice.call(key);
    for (let index = 0; index < array.length; index++) {
      if (Array.isArray(array[index])) return null;
      if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
    }
    return String(array);
  }
  if (typeof key === "object" && Object.prototype.toString.call(key) === "[object Object]") return "[object Object]";
  return String(key);
}
var legacyMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    const normalizedKey = normalizeKey(key);
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
  has: (container, key) => {
    const normalizedKey = normalizeKey(key);
    return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => {
    const normalizedKey = String(key);
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
  let where = "";
  if (!exception.mark) return exception.reason;
  if (exception.mark.name) where += `in "${exception.mark.name}" `;
  where += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
  if (!compact && exception.mark.snippet) where += `

${exception.mark.snippet}`;
  return `${exception.reason} ${where}`;
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
  static throwAt(source, position, message, filename = "") {
    let line = 0;
    let lineStart = 0;
    for (let index = 0; index < position; index++) {
      const ch = source.charCodeAt(index);
      if (ch === 10) {
        line++;
        lineStart = index + 1;
      } else if (ch === 13) {
        line++;
        if (source.charCodeAt(index + 1) === 10) index++;
        lineStart = index + 1;
      }
    }
    const mark = {
      name: filename,
      buffer: source,
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
  const region = input.slice(start, end).replace(/\r\n?/g, "\n");
  const lines = region === "" ? [] : (region.endsWith("\n") ? region.slice(0, -1) : region).split("\n");
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
function tagPercentEncode(source, isSuffix) {
  const allowed = isSuffix ? TAG_SUFFIX_CHARS : TAG_URI_CHARS;
  let result = "";
  for (let index = 0; index < source.length; index++) {
    let ch = source.charCodeAt(index);
    if (ch >= 48 && ch <= 57 || ch >= 65 && ch <= 90 || ch >= 97 && ch <= 122 || allowed.includes(source[index])) {
      result += source[index];
      continue;
    }
    if (ch >= 55296 && ch <= 56319) ch = 65536 + ((ch & 1023) << 10) + (source.charCodeAt(++index) & 1023);
    if (ch < 128) result += percentByte(ch);
    else if (ch < 2048) result += percentByte(192 | ch >> 6) + percentByte(128 | ch & 63);
    else if (ch < 65536) result += percentByte(224 | ch >> 12) + percentByte(128 | ch >> 6 & 63) + percentByte(128 | ch & 63);
    else result += percentByte(240 | ch >> 18) + percentByte(128 | ch >> 12 & 63) + percentByte(128 | ch >> 6 & 63) + percentByte(128 | ch & 63);
  }
  return result;
}
function tagPercentDecode(source) {
  let result = "";
  let index = 0;
  while (index < source.length) {
    if (source.charCodeAt(index) !== 37) {
      result += source[index++];
      continue;
    }
    let ch = parseInt(source.slice(index + 1, index + 3), 16);
    index += 3;
    if (ch >= 192) {
      let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
      ch &= (1 << 6 - remaining) - 1;
      while (remaining-- > 0) {
        ch = ch << 6 | parseInt(source.slice(index + 1, index + 3), 16) & 63;
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
  const source = getScalarValue(state.source, event);
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  const strTag2 = state.schema.defaultScalarTag;
  if (rawTag !== "") {
    if (rawTag === "!") return {
      value: source,
      tag: strTag2
    };
    const tagName = tagNameFull(rawTag, state.tagHandlers);
    const scalarTag = state.schema.lookupScalarTag(tagName);
    if (scalarTag) {
      const result = scalarTag.resolve(source, true, tagName);
      if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      return {
        value: result,
        tag: scalarTag
      };
    }
    const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
    if (collectionTagDef) {
      if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      const carrier = collectionTagDef.create(tagName);
      return {
        value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
        tag: collectionTagDef
      };
    }
    throwError$1(state, `unknown scalar tag !<${tagName}>`);
  }
  if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source);
  return {
    value: strTag2.resolve(source, false, strTag2.tagName),
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
function mergeKeys(state, frame, source, sourceTag) {
  chargeMergeWork(state);
  for (const sourceKey of sourceTag.keys(source)) {
    chargeMergeWork(state);
    if (frame.tag.has(frame.value, sourceKey)) continue;
    const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
    if (err) throwError$1(state, err);
    frame.overridable ??= /* @__PURE__ */ new Set();
    frame.overridable.add(sourceKey);
  }
}
function mergeSource(state, frame, source, sourceTag) {
  state.position = frame.keyPosition;
  if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
  else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) {
    if (source.length > 100) throwError$1(state, "abnormal merge sequence size");
    for (const element of source) {
      const elementTag = state.nodeTags.get(element);
      if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
      mergeKeys(state, frame, element, elementTag);
    }
  } else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key, value, tag) {
  state.position = frame.keyPosition;
  if (frame.keyIsMerge) {
    mergeSource(state, frame, value, tag);
    return;
  }
  if (!state.json && frame.tag.has(frame.value, key) && !frame.overridable?.has(key)) throwError$1(state, "duplicated mapping key");
  const err = frame.tag.addPair(frame.value, key, value);
  if (err) throwError$1(state, err);
  frame.overridable?.delete(key);
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
    const key = frame.key;
    frame.key = void 0;
    frame.hasKey = false;
    addMappingValue(state, frame, key, value, tag);
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
  const state = {
    ...DEFAULT_CONSTRUCTOR_OPTIONS,
    ...options,
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
  const state = {
    ...DEFAULT_PARSER_OPTIONS,
    ...options,
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
  const source = String(input);
  const PARSER_OPT_KEYS = Object.keys(DEFAULT_PARSER_OPTIONS);
  const CONSTRUCTOR_OPT_KEYS = Object.keys(DEFAULT_CONSTRUCTOR_OPTIONS);
  return constructFromEvents(parseEvents(source, pick(opts, PARSER_OPT_KEYS)), {
    ...pick(opts, CONSTRUCTOR_OPT_KEYS),
    source
  });
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
    const key = build(state, objectKey);
    if (key === INVALID) continue;
    const value = build(state, objectValue);
    if (value === INVALID) continue;
    node.items.push({
      key,
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
      for (const { key, value } of node.items) {
        if (visitNode(key, visitor, {
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
  const str = layout.node.value;
  if (str !== "") {
    if (!(layout.isKey ? layout.flowOnly ? NS_PLAIN_FLOW_KEY : NS_PLAIN_BLOCK_KEY : layout.flowOnly ? NS_PLAIN_FLOW_IN : NS_PLAIN_FLOW_OUT).test(str)) return false;
    if (layout.shiftOfFirstLine === 0 && C_FORBIDDEN_FIRST_LINE.test(str)) return false;
    if (layout.shiftOfContent === 0) {
      const firstLineBreak = str.indexOf("\n");
      if (firstLineBreak !== -1) {
        const content = str.slice(firstLineBreak + 1);
        if (C_FORBIDDEN_CONTENT.test(content)) return false;
      }
    }
  }
  const resolvedTag = layout.presenterOptions.schema.resolveImplicitScalarTag(str).tag.tagName;
  if (!layout.node.tagged && resolvedTag !== layout.node.tag) return false;
  if (!layout.node.tagged && str === "=" && resolvedTag === layout.presenterOptions.schema.defaultScalarTag.tagName) return false;
  return true;
}
function canUseSingleQuoted(layout) {
  const str = layout.node.value;
  if (!(layout.isKey ? NB_SINGLE_ONE_LINE : NB_SINGLE_MULTI_LINE).test(str)) return false;
  if (/[ \t]\n|\n[ \t]/.test(str)) return false;
  if (!layout.isKey && layout.shiftOfContent === 0) {
    const firstLineBreak = str.indexOf("\n");
    if (firstLineBreak !== -1 && C_FORBIDDEN_CONTENT.test(str.slice(firstLineBreak + 1))) return false;
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
function scalarLayout(state, node, parent, level, isKey, flowOnly) {
  return {
    node,
    parent,
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
  for (const { key, value } of node.items) {
    let pairBuffer = "";
    if (result !== "") pairBuffer += `,${!state.flowSkipCommaSpace ? " " : ""}`;
    const keyRender = writeNode(state, level, key, node, { iskey: true });
    const keyText2 = keyRender.text;
    const valueText = writeNode(state, level, value, node, {}).text;
    const sep = state.flowSkipColonSpace || valueText === "" ? "" : " ";
    const keyIsBareProps = key.kind === "scalar" && keyRender.noBody && (key.tagged || key.anchor !== void 0);
    const keyColonSep = key.kind === "alias" || keyIsBareProps ? " " : "";
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
    const { key, value } = node.items[index];
    const keyIsBlock = (key.kind === "mapping" || key.kind === "sequence") && key.style === COLLECTION_STYLE.BLOCK && key.items.length !== 0 || key.kind === "scalar" && (key.style === SCALAR_STYLE.LITERAL_BLOCK || key.style === SCALAR_STYLE.FOLDED_BLOCK);
    const keyRender = keyIsBlock ? writeNode(state, level + 1, key, node, {
      block: true,
      compact: true,
      isblockseq: !cannotBeCompact(state, key, level + 1)
    }) : writeNode(state, level + 1, key, node, {
      block: true,
      compact: true,
      iskey: true
    });
    const keyText2 = keyRender.text;
    const keyHasLineBreak = key.kind === "scalar" && key.value.indexOf("\n") !== -1;
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
    const keyIsBareProps = key.kind === "scalar" && keyRender.noBody && (key.tagged || key.anchor !== void 0);
    const keyColonSep = !explicitPair && (key.kind === "alias" || keyIsBareProps) ? " " : "";
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
function writeNode(state, level, node, parent, ctx) {
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
    const layout = scalarLayout(state, node, parent, level, iskey, !block);
    detectAllowedStyles(layout);
    for (const rule of state.scalarStyleRules) rule(layout);
    body = renderScalar(layout);
    state.openEnded = (layout.style === SCALAR_STYLE.LITERAL_BLOCK || layout.style === SCALAR_STYLE.FOLDED_BLOCK) && (node.value === "\n" || node.value.endsWith("\n\n"));
    shouldPrintTag = node.tagged || body === "" && layout.flowOnly && parent?.kind === "sequence" && !hasAnchor || layout.style !== SCALAR_STYLE.PLAIN && node.tag !== state.defaultScalarTagName;
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

// src/load/files.ts
import { readFileSync, statSync } from "node:fs";
import { open, readdir, realpath, stat } from "node:fs/promises";
import path2 from "node:path";

// src/core/printable.ts
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

// src/load/config.ts
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/generated/validators.ts
var import_ucs2length = __toESM(require_ucs2length(), 1);
var validateProfile = validate10;
var schema11 = { "$id": "https://webhook-cert-gate.io/schemas/profile.json", "title": "webhook-cert-gate controller profile", "description": "How one family of webhook controllers chooses, stores and publishes its serving certificate, and what it rewrites in its webhook configurations. See docs/effective-state.md and docs/controllers.md.", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name"], "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "ControllerProfile" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "extends": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$", "description": "A profile whose fields this one inherits: maps merge key by key, lists and values are replaced. Resolved by loadProfiles()." }, "abstract": { "type": "boolean", "description": "A base profile: only extended by others, never matched against workloads." }, "description": { "type": "string" }, "priority": { "type": "integer", "description": "Higher wins when several profiles match one container; the generic profile is 0." }, "match": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "images": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes, e.g. koordinator-sh/koord-manager (registry and tag ignored)." }, "workloadNames": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Deployment/StatefulSet names (exact). A workload labelled webhook-cert-gate.io/profile=<this profile's name> is matched the same way." }, "charts": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Helm chart names that install this controller." }, "envAny": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Matches a container that sets one of these env names, only when something beyond the env corroborates it: the API server calls the workload (a webhook configuration, CRD conversion or APIService whose Service selects its pods), its ServiceAccount may update or patch webhook configurations, or its label webhook-cert-gate.io/profile names this profile (docs/profiles.md)." } } }, "env": { "type": "object", "additionalProperties": false, "properties": { "host": { "type": "string", "description": "The external webhook host (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "The certificate writer selector (WEBHOOK_CERT_WRITER); set by the cert generate patch." }, "secretName": { "type": "string", "description": "The shared Secret's name (SECRET_NAME); set by the cert generate patch." }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "string" }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } }, "description": "Env names the controller reads. host, writer and secretName are required once extends is resolved." }, "defaults": { "type": "object", "additionalProperties": false, "properties": { "secretName": { "type": "string" }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "integer", "minimum": 1, "maximum": 65535 }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } } }, "writer": { "type": "object", "additionalProperties": false, "description": "The writer selection rule: fs when the writer env equals fsValue, or is empty while the host env is set; the Secret writer otherwise.", "properties": { "fsValue": { "type": "string" }, "secretValue": { "type": "string", "description": "The value to recommend for the Secret writer." } } }, "secret": { "type": "object", "additionalProperties": false, "properties": { "readKeys": { "type": "array", "items": { "type": "string" }, "description": "Data keys the controller reads; any missing means it regenerates and overwrites the Secret." }, "renewKeys": { "type": "array", "items": { "type": "string" }, "description": "Keys needed to renew (the CA key)." }, "caKey": { "type": "string", "description": "Data key holding the CA certificate." }, "certKey": { "type": "string" }, "keyKey": { "type": "string" }, "renewBeforeDays": { "type": "integer", "minimum": 0, "description": "The controller replaces a certificate that expires within this many days." }, "type": { "type": "string", "description": "Secret type written by cert generate (e.g. Opaque)." }, "caPrivateKey": { "type": "string", "description": "Data key holding the CA private key (written by cert generate; needed to renew with the same CA)." } }, "description": "The Secret layout the controller's Secret writer reads and writes (cert generate --layout <profile> writes it)." }, "values": { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } }, "externalCertsFeatureGate": { "type": "string", "description": "A --feature-gates name that makes the controller read an externally managed Secret and leave caBundle to cert-manager (OpenKruise: EnableExternalCerts)." }, "rewrites": { "type": "object", "additionalProperties": false, "description": "What the controller rewrites in every webhook entry of the configurations it manages (mutatingName/validatingName), before the API server dials it.", "properties": { "hostUrl": { "type": "string", "description": "With the host env set, clientConfig becomes url: this template ({host}, {port}, {path} = the entry's service path) and service is dropped." }, "serviceName": { "type": "boolean", "description": "Without a host, clientConfig.service.name becomes the Service name (env or default) in the controller's namespace." } } }, "owns": { "type": "object", "additionalProperties": false, "description": "Fields of its webhook configurations the controller writes at run time (it owns them: what the manifests hold there is replaced).", "properties": { "caBundle": { "type": "boolean", "description": "It writes its CA into caBundle of every entry." }, "failurePolicy": { "type": "boolean", "description": "It sets failurePolicy of its entries." } } }, "featureGatesArg": { "type": "string", "description": "The command-line flag that carries feature gates, e.g. --feature-gates." }, "externalCerts": { "type": "object", "additionalProperties": false, "description": "The mode selected by externalCertsFeatureGate: the controller reads this Secret layout, written by another owner, and mints nothing.", "properties": { "alsoEnabledBy": { "type": "array", "items": { "type": "string" }, "description": "Other gates that turn it on (AllAlpha)." }, "secret": { "type": "object", "additionalProperties": false, "description": "A Secret layout: its type and the data keys for each part.", "properties": { "type": { "type": "string" }, "readKeys": { "type": "array", "items": { "type": "string" }, "description": "Keys read; any missing means the Secret is not usable." }, "caKey": { "type": "string" }, "caPrivateKey": { "type": "string" }, "certKey": { "type": "string" }, "keyKey": { "type": "string" } } }, "writtenBy": { "type": "string", "description": "Who writes that Secret and caBundle (an owner in policies/owners), for messages." } } } } };
var func2 = Object.prototype.hasOwnProperty;
var func3 = import_ucs2length.default.default ?? import_ucs2length.default;
var pattern0 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.apiVersion === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("webhook-cert-gate.io/v1" !== data.apiVersion) {
        const err4 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "webhook-cert-gate.io/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("ControllerProfile" !== data.kind) {
        const err5 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "ControllerProfile" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data2 = data.name;
      if (typeof data2 === "string") {
        if (!pattern0.test(data2)) {
          const err6 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.extends !== void 0) {
      let data3 = data.extends;
      if (typeof data3 === "string") {
        if (!pattern0.test(data3)) {
          const err8 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.abstract !== void 0) {
      if (typeof data.abstract !== "boolean") {
        const err10 = { instancePath: instancePath + "/abstract", schemaPath: "#/properties/abstract/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err11 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.priority !== void 0) {
      let data6 = data.priority;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
        const err12 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.match !== void 0) {
      let data7 = data.match;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (Object.keys(data7).length < 1) {
          const err13 = { instancePath: instancePath + "/match", schemaPath: "#/properties/match/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        for (const key1 in data7) {
          if (!(key1 === "images" || key1 === "workloadNames" || key1 === "charts" || key1 === "envAny")) {
            const err14 = { instancePath: instancePath + "/match", schemaPath: "#/properties/match/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data7.images !== void 0) {
          let data8 = data7.images;
          if (Array.isArray(data8)) {
            const len0 = data8.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data9 = data8[i0];
              if (typeof data9 === "string") {
                if (func3(data9) < 1) {
                  const err15 = { instancePath: instancePath + "/match/images/" + i0, schemaPath: "#/properties/match/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/match/images/" + i0, schemaPath: "#/properties/match/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/match/images", schemaPath: "#/properties/match/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data7.workloadNames !== void 0) {
          let data10 = data7.workloadNames;
          if (Array.isArray(data10)) {
            const len1 = data10.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data11 = data10[i1];
              if (typeof data11 === "string") {
                if (func3(data11) < 1) {
                  const err18 = { instancePath: instancePath + "/match/workloadNames/" + i1, schemaPath: "#/properties/match/properties/workloadNames/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              } else {
                const err19 = { instancePath: instancePath + "/match/workloadNames/" + i1, schemaPath: "#/properties/match/properties/workloadNames/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
          } else {
            const err20 = { instancePath: instancePath + "/match/workloadNames", schemaPath: "#/properties/match/properties/workloadNames/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data7.charts !== void 0) {
          let data12 = data7.charts;
          if (Array.isArray(data12)) {
            const len2 = data12.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data13 = data12[i2];
              if (typeof data13 === "string") {
                if (func3(data13) < 1) {
                  const err21 = { instancePath: instancePath + "/match/charts/" + i2, schemaPath: "#/properties/match/properties/charts/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              } else {
                const err22 = { instancePath: instancePath + "/match/charts/" + i2, schemaPath: "#/properties/match/properties/charts/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
          } else {
            const err23 = { instancePath: instancePath + "/match/charts", schemaPath: "#/properties/match/properties/charts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data7.envAny !== void 0) {
          let data14 = data7.envAny;
          if (Array.isArray(data14)) {
            const len3 = data14.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data15 = data14[i3];
              if (typeof data15 === "string") {
                if (func3(data15) < 1) {
                  const err24 = { instancePath: instancePath + "/match/envAny/" + i3, schemaPath: "#/properties/match/properties/envAny/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              } else {
                const err25 = { instancePath: instancePath + "/match/envAny/" + i3, schemaPath: "#/properties/match/properties/envAny/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
          } else {
            const err26 = { instancePath: instancePath + "/match/envAny", schemaPath: "#/properties/match/properties/envAny/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/match", schemaPath: "#/properties/match/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.env !== void 0) {
      let data16 = data.env;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        for (const key2 in data16) {
          if (!(key2 === "host" || key2 === "writer" || key2 === "secretName" || key2 === "serviceName" || key2 === "namespace" || key2 === "port" || key2 === "mutatingName" || key2 === "validatingName")) {
            const err28 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data16.host !== void 0) {
          if (typeof data16.host !== "string") {
            const err29 = { instancePath: instancePath + "/env/host", schemaPath: "#/properties/env/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data16.writer !== void 0) {
          if (typeof data16.writer !== "string") {
            const err30 = { instancePath: instancePath + "/env/writer", schemaPath: "#/properties/env/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data16.secretName !== void 0) {
          if (typeof data16.secretName !== "string") {
            const err31 = { instancePath: instancePath + "/env/secretName", schemaPath: "#/properties/env/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data16.serviceName !== void 0) {
          if (typeof data16.serviceName !== "string") {
            const err32 = { instancePath: instancePath + "/env/serviceName", schemaPath: "#/properties/env/properties/serviceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data16.namespace !== void 0) {
          if (typeof data16.namespace !== "string") {
            const err33 = { instancePath: instancePath + "/env/namespace", schemaPath: "#/properties/env/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data16.port !== void 0) {
          if (typeof data16.port !== "string") {
            const err34 = { instancePath: instancePath + "/env/port", schemaPath: "#/properties/env/properties/port/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data16.mutatingName !== void 0) {
          if (typeof data16.mutatingName !== "string") {
            const err35 = { instancePath: instancePath + "/env/mutatingName", schemaPath: "#/properties/env/properties/mutatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data16.validatingName !== void 0) {
          if (typeof data16.validatingName !== "string") {
            const err36 = { instancePath: instancePath + "/env/validatingName", schemaPath: "#/properties/env/properties/validatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.defaults !== void 0) {
      let data25 = data.defaults;
      if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
        for (const key3 in data25) {
          if (!(key3 === "secretName" || key3 === "serviceName" || key3 === "namespace" || key3 === "port" || key3 === "mutatingName" || key3 === "validatingName")) {
            const err38 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data25.secretName !== void 0) {
          if (typeof data25.secretName !== "string") {
            const err39 = { instancePath: instancePath + "/defaults/secretName", schemaPath: "#/properties/defaults/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data25.serviceName !== void 0) {
          if (typeof data25.serviceName !== "string") {
            const err40 = { instancePath: instancePath + "/defaults/serviceName", schemaPath: "#/properties/defaults/properties/serviceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        if (data25.namespace !== void 0) {
          if (typeof data25.namespace !== "string") {
            const err41 = { instancePath: instancePath + "/defaults/namespace", schemaPath: "#/properties/defaults/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data25.port !== void 0) {
          let data29 = data25.port;
          if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29))) {
            const err42 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          if (typeof data29 == "number" && isFinite(data29)) {
            if (data29 > 65535 || isNaN(data29)) {
              const err43 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 }, message: "must be <= 65535" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (data29 < 1 || isNaN(data29)) {
              const err44 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
        }
        if (data25.mutatingName !== void 0) {
          if (typeof data25.mutatingName !== "string") {
            const err45 = { instancePath: instancePath + "/defaults/mutatingName", schemaPath: "#/properties/defaults/properties/mutatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data25.validatingName !== void 0) {
          if (typeof data25.validatingName !== "string") {
            const err46 = { instancePath: instancePath + "/defaults/validatingName", schemaPath: "#/properties/defaults/properties/validatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
      } else {
        const err47 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.writer !== void 0) {
      let data32 = data.writer;
      if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
        for (const key4 in data32) {
          if (!(key4 === "fsValue" || key4 === "secretValue")) {
            const err48 = { instancePath: instancePath + "/writer", schemaPath: "#/properties/writer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data32.fsValue !== void 0) {
          if (typeof data32.fsValue !== "string") {
            const err49 = { instancePath: instancePath + "/writer/fsValue", schemaPath: "#/properties/writer/properties/fsValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data32.secretValue !== void 0) {
          if (typeof data32.secretValue !== "string") {
            const err50 = { instancePath: instancePath + "/writer/secretValue", schemaPath: "#/properties/writer/properties/secretValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
      } else {
        const err51 = { instancePath: instancePath + "/writer", schemaPath: "#/properties/writer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.secret !== void 0) {
      let data35 = data.secret;
      if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
        for (const key5 in data35) {
          if (!(key5 === "readKeys" || key5 === "renewKeys" || key5 === "caKey" || key5 === "certKey" || key5 === "keyKey" || key5 === "renewBeforeDays" || key5 === "type" || key5 === "caPrivateKey")) {
            const err52 = { instancePath: instancePath + "/secret", schemaPath: "#/properties/secret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data35.readKeys !== void 0) {
          let data36 = data35.readKeys;
          if (Array.isArray(data36)) {
            const len4 = data36.length;
            for (let i4 = 0; i4 < len4; i4++) {
              if (typeof data36[i4] !== "string") {
                const err53 = { instancePath: instancePath + "/secret/readKeys/" + i4, schemaPath: "#/properties/secret/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
          } else {
            const err54 = { instancePath: instancePath + "/secret/readKeys", schemaPath: "#/properties/secret/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        if (data35.renewKeys !== void 0) {
          let data38 = data35.renewKeys;
          if (Array.isArray(data38)) {
            const len5 = data38.length;
            for (let i5 = 0; i5 < len5; i5++) {
              if (typeof data38[i5] !== "string") {
                const err55 = { instancePath: instancePath + "/secret/renewKeys/" + i5, schemaPath: "#/properties/secret/properties/renewKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
            }
          } else {
            const err56 = { instancePath: instancePath + "/secret/renewKeys", schemaPath: "#/properties/secret/properties/renewKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data35.caKey !== void 0) {
          if (typeof data35.caKey !== "string") {
            const err57 = { instancePath: instancePath + "/secret/caKey", schemaPath: "#/properties/secret/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data35.certKey !== void 0) {
          if (typeof data35.certKey !== "string") {
            const err58 = { instancePath: instancePath + "/secret/certKey", schemaPath: "#/properties/secret/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data35.keyKey !== void 0) {
          if (typeof data35.keyKey !== "string") {
            const err59 = { instancePath: instancePath + "/secret/keyKey", schemaPath: "#/properties/secret/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data35.renewBeforeDays !== void 0) {
          let data43 = data35.renewBeforeDays;
          if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43))) {
            const err60 = { instancePath: instancePath + "/secret/renewBeforeDays", schemaPath: "#/properties/secret/properties/renewBeforeDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
          if (typeof data43 == "number" && isFinite(data43)) {
            if (data43 < 0 || isNaN(data43)) {
              const err61 = { instancePath: instancePath + "/secret/renewBeforeDays", schemaPath: "#/properties/secret/properties/renewBeforeDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
        }
        if (data35.type !== void 0) {
          if (typeof data35.type !== "string") {
            const err62 = { instancePath: instancePath + "/secret/type", schemaPath: "#/properties/secret/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data35.caPrivateKey !== void 0) {
          if (typeof data35.caPrivateKey !== "string") {
            const err63 = { instancePath: instancePath + "/secret/caPrivateKey", schemaPath: "#/properties/secret/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        }
      } else {
        const err64 = { instancePath: instancePath + "/secret", schemaPath: "#/properties/secret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err64];
        } else {
          vErrors.push(err64);
        }
        errors++;
      }
    }
    if (data.values !== void 0) {
      let data46 = data.values;
      if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
        for (const key6 in data46) {
          if (!func2.call(schema11.properties.values.properties, key6)) {
            const err65 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
        if (data46.replicas !== void 0) {
          if (typeof data46.replicas !== "string") {
            const err66 = { instancePath: instancePath + "/values/replicas", schemaPath: "#/properties/values/properties/replicas/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
        if (data46.image !== void 0) {
          if (typeof data46.image !== "string") {
            const err67 = { instancePath: instancePath + "/values/image", schemaPath: "#/properties/values/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data46.host !== void 0) {
          if (typeof data46.host !== "string") {
            const err68 = { instancePath: instancePath + "/values/host", schemaPath: "#/properties/values/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data46.writer !== void 0) {
          if (typeof data46.writer !== "string") {
            const err69 = { instancePath: instancePath + "/values/writer", schemaPath: "#/properties/values/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data46.secretName !== void 0) {
          if (typeof data46.secretName !== "string") {
            const err70 = { instancePath: instancePath + "/values/secretName", schemaPath: "#/properties/values/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data46.extraEnv !== void 0) {
          let data52 = data46.extraEnv;
          if (Array.isArray(data52)) {
            const len6 = data52.length;
            for (let i6 = 0; i6 < len6; i6++) {
              if (typeof data52[i6] !== "string") {
                const err71 = { instancePath: instancePath + "/values/extraEnv/" + i6, schemaPath: "#/properties/values/properties/extraEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
          } else {
            const err72 = { instancePath: instancePath + "/values/extraEnv", schemaPath: "#/properties/values/properties/extraEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data46.webhooks !== void 0) {
          let data54 = data46.webhooks;
          if (Array.isArray(data54)) {
            const len7 = data54.length;
            for (let i7 = 0; i7 < len7; i7++) {
              let data55 = data54[i7];
              if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
                if (data55.configuration === void 0) {
                  const err73 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
                  if (vErrors === null) {
                    vErrors = [err73];
                  } else {
                    vErrors.push(err73);
                  }
                  errors++;
                }
                if (data55.name === void 0) {
                  const err74 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                  if (vErrors === null) {
                    vErrors = [err74];
                  } else {
                    vErrors.push(err74);
                  }
                  errors++;
                }
                for (const key7 in data55) {
                  if (!(key7 === "configuration" || key7 === "name" || key7 === "policyKey" || key7 === "policy" || key7 === "when" || key7 === "unless")) {
                    const err75 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  }
                }
                if (data55.configuration !== void 0) {
                  let data56 = data55.configuration;
                  if (!(data56 === "mutating" || data56 === "validating")) {
                    const err76 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/configuration", schemaPath: "#/properties/values/properties/webhooks/items/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema11.properties.values.properties.webhooks.items.properties.configuration.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err76];
                    } else {
                      vErrors.push(err76);
                    }
                    errors++;
                  }
                }
                if (data55.name !== void 0) {
                  if (typeof data55.name !== "string") {
                    const err77 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/name", schemaPath: "#/properties/values/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err77];
                    } else {
                      vErrors.push(err77);
                    }
                    errors++;
                  }
                }
                if (data55.policyKey !== void 0) {
                  if (typeof data55.policyKey !== "string") {
                    const err78 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/policyKey", schemaPath: "#/properties/values/properties/webhooks/items/properties/policyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err78];
                    } else {
                      vErrors.push(err78);
                    }
                    errors++;
                  }
                }
                if (data55.policy !== void 0) {
                  let data59 = data55.policy;
                  if (!(data59 === "Fail" || data59 === "Ignore")) {
                    const err79 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/policy", schemaPath: "#/properties/values/properties/webhooks/items/properties/policy/enum", keyword: "enum", params: { allowedValues: schema11.properties.values.properties.webhooks.items.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
                if (data55.when !== void 0) {
                  if (typeof data55.when !== "string") {
                    const err80 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/when", schemaPath: "#/properties/values/properties/webhooks/items/properties/when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err80];
                    } else {
                      vErrors.push(err80);
                    }
                    errors++;
                  }
                }
                if (data55.unless !== void 0) {
                  if (typeof data55.unless !== "string") {
                    const err81 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/unless", schemaPath: "#/properties/values/properties/webhooks/items/properties/unless/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                }
              } else {
                const err82 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
          } else {
            const err83 = { instancePath: instancePath + "/values/webhooks", schemaPath: "#/properties/values/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data46.failurePolicy !== void 0) {
          let data62 = data46.failurePolicy;
          if (Array.isArray(data62)) {
            const len8 = data62.length;
            for (let i8 = 0; i8 < len8; i8++) {
              let data63 = data62[i8];
              const _errs132 = errors;
              let valid26 = false;
              const _errs133 = errors;
              if (typeof data63 !== "string") {
                const err84 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err84];
                } else {
                  vErrors.push(err84);
                }
                errors++;
              }
              var _valid0 = _errs133 === errors;
              valid26 = valid26 || _valid0;
              if (!valid26) {
                const _errs135 = errors;
                if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
                  if (data63.key === void 0) {
                    const err85 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                    if (vErrors === null) {
                      vErrors = [err85];
                    } else {
                      vErrors.push(err85);
                    }
                    errors++;
                  }
                  for (const key8 in data63) {
                    if (!(key8 === "key" || key8 === "configurations")) {
                      const err86 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err86];
                      } else {
                        vErrors.push(err86);
                      }
                      errors++;
                    }
                  }
                  if (data63.key !== void 0) {
                    if (typeof data63.key !== "string") {
                      const err87 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/key", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err87];
                      } else {
                        vErrors.push(err87);
                      }
                      errors++;
                    }
                  }
                  if (data63.configurations !== void 0) {
                    let data65 = data63.configurations;
                    if (Array.isArray(data65)) {
                      if (data65.length < 1) {
                        const err88 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/configurations", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                        if (vErrors === null) {
                          vErrors = [err88];
                        } else {
                          vErrors.push(err88);
                        }
                        errors++;
                      }
                      const len9 = data65.length;
                      for (let i9 = 0; i9 < len9; i9++) {
                        let data66 = data65[i9];
                        if (!(data66 === "mutating" || data66 === "validating")) {
                          const err89 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/configurations/" + i9, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/items/enum", keyword: "enum", params: { allowedValues: schema11.properties.values.properties.failurePolicy.items.anyOf[1].properties.configurations.items.enum }, message: "must be equal to one of the allowed values" };
                          if (vErrors === null) {
                            vErrors = [err89];
                          } else {
                            vErrors.push(err89);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err90 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/configurations", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                      if (vErrors === null) {
                        vErrors = [err90];
                      } else {
                        vErrors.push(err90);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err91 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
                var _valid0 = _errs135 === errors;
                valid26 = valid26 || _valid0;
              }
              if (!valid26) {
                const err92 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              } else {
                errors = _errs132;
                if (vErrors !== null) {
                  if (_errs132) {
                    vErrors.length = _errs132;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
          } else {
            const err93 = { instancePath: instancePath + "/values/failurePolicy", schemaPath: "#/properties/values/properties/failurePolicy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data46.hostNetwork !== void 0) {
          if (typeof data46.hostNetwork !== "string") {
            const err94 = { instancePath: instancePath + "/values/hostNetwork", schemaPath: "#/properties/values/properties/hostNetwork/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
        }
        if (data46.namespace !== void 0) {
          if (typeof data46.namespace !== "string") {
            const err95 = { instancePath: instancePath + "/values/namespace", schemaPath: "#/properties/values/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data46.featureGates !== void 0) {
          if (typeof data46.featureGates !== "string") {
            const err96 = { instancePath: instancePath + "/values/featureGates", schemaPath: "#/properties/values/properties/featureGates/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
        }
        if (data46.webhookAnnotations !== void 0) {
          if (typeof data46.webhookAnnotations !== "string") {
            const err97 = { instancePath: instancePath + "/values/webhookAnnotations", schemaPath: "#/properties/values/properties/webhookAnnotations/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data46.rendered !== void 0) {
          let data71 = data46.rendered;
          if (data71 && typeof data71 == "object" && !Array.isArray(data71)) {
            for (const key9 in data71) {
              if (!(key9 === "workloadName" || key9 === "maxUnavailable" || key9 === "maxSurge" || key9 === "secret" || key9 === "secretUnless")) {
                const err98 = { instancePath: instancePath + "/values/rendered", schemaPath: "#/properties/values/properties/rendered/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
            if (data71.workloadName !== void 0) {
              if (typeof data71.workloadName !== "string") {
                const err99 = { instancePath: instancePath + "/values/rendered/workloadName", schemaPath: "#/properties/values/properties/rendered/properties/workloadName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err99];
                } else {
                  vErrors.push(err99);
                }
                errors++;
              }
            }
            if (data71.maxUnavailable !== void 0) {
              let data73 = data71.maxUnavailable;
              if (!(typeof data73 == "number" && (!(data73 % 1) && !isNaN(data73)) && isFinite(data73)) && typeof data73 !== "string") {
                const err100 = { instancePath: instancePath + "/values/rendered/maxUnavailable", schemaPath: "#/properties/values/properties/rendered/properties/maxUnavailable/type", keyword: "type", params: { type: schema11.properties.values.properties.rendered.properties.maxUnavailable.type }, message: "must be integer,string" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
            if (data71.maxSurge !== void 0) {
              let data74 = data71.maxSurge;
              if (!(typeof data74 == "number" && (!(data74 % 1) && !isNaN(data74)) && isFinite(data74)) && typeof data74 !== "string") {
                const err101 = { instancePath: instancePath + "/values/rendered/maxSurge", schemaPath: "#/properties/values/properties/rendered/properties/maxSurge/type", keyword: "type", params: { type: schema11.properties.values.properties.rendered.properties.maxSurge.type }, message: "must be integer,string" };
                if (vErrors === null) {
                  vErrors = [err101];
                } else {
                  vErrors.push(err101);
                }
                errors++;
              }
            }
            if (data71.secret !== void 0) {
              if (typeof data71.secret !== "boolean") {
                const err102 = { instancePath: instancePath + "/values/rendered/secret", schemaPath: "#/properties/values/properties/rendered/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
            if (data71.secretUnless !== void 0) {
              let data76 = data71.secretUnless;
              if (Array.isArray(data76)) {
                const len10 = data76.length;
                for (let i10 = 0; i10 < len10; i10++) {
                  if (typeof data76[i10] !== "string") {
                    const err103 = { instancePath: instancePath + "/values/rendered/secretUnless/" + i10, schemaPath: "#/properties/values/properties/rendered/properties/secretUnless/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err103];
                    } else {
                      vErrors.push(err103);
                    }
                    errors++;
                  }
                }
              } else {
                const err104 = { instancePath: instancePath + "/values/rendered/secretUnless", schemaPath: "#/properties/values/properties/rendered/properties/secretUnless/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err104];
                } else {
                  vErrors.push(err104);
                }
                errors++;
              }
            }
          } else {
            const err105 = { instancePath: instancePath + "/values/rendered", schemaPath: "#/properties/values/properties/rendered/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
        }
      } else {
        const err106 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err106];
        } else {
          vErrors.push(err106);
        }
        errors++;
      }
    }
    if (data.externalCertsFeatureGate !== void 0) {
      if (typeof data.externalCertsFeatureGate !== "string") {
        const err107 = { instancePath: instancePath + "/externalCertsFeatureGate", schemaPath: "#/properties/externalCertsFeatureGate/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err107];
        } else {
          vErrors.push(err107);
        }
        errors++;
      }
    }
    if (data.rewrites !== void 0) {
      let data79 = data.rewrites;
      if (data79 && typeof data79 == "object" && !Array.isArray(data79)) {
        for (const key10 in data79) {
          if (!(key10 === "hostUrl" || key10 === "serviceName")) {
            const err108 = { instancePath: instancePath + "/rewrites", schemaPath: "#/properties/rewrites/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err108];
            } else {
              vErrors.push(err108);
            }
            errors++;
          }
        }
        if (data79.hostUrl !== void 0) {
          if (typeof data79.hostUrl !== "string") {
            const err109 = { instancePath: instancePath + "/rewrites/hostUrl", schemaPath: "#/properties/rewrites/properties/hostUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        }
        if (data79.serviceName !== void 0) {
          if (typeof data79.serviceName !== "boolean") {
            const err110 = { instancePath: instancePath + "/rewrites/serviceName", schemaPath: "#/properties/rewrites/properties/serviceName/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
        }
      } else {
        const err111 = { instancePath: instancePath + "/rewrites", schemaPath: "#/properties/rewrites/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err111];
        } else {
          vErrors.push(err111);
        }
        errors++;
      }
    }
    if (data.owns !== void 0) {
      let data82 = data.owns;
      if (data82 && typeof data82 == "object" && !Array.isArray(data82)) {
        for (const key11 in data82) {
          if (!(key11 === "caBundle" || key11 === "failurePolicy")) {
            const err112 = { instancePath: instancePath + "/owns", schemaPath: "#/properties/owns/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
        if (data82.caBundle !== void 0) {
          if (typeof data82.caBundle !== "boolean") {
            const err113 = { instancePath: instancePath + "/owns/caBundle", schemaPath: "#/properties/owns/properties/caBundle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data82.failurePolicy !== void 0) {
          if (typeof data82.failurePolicy !== "boolean") {
            const err114 = { instancePath: instancePath + "/owns/failurePolicy", schemaPath: "#/properties/owns/properties/failurePolicy/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
        }
      } else {
        const err115 = { instancePath: instancePath + "/owns", schemaPath: "#/properties/owns/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err115];
        } else {
          vErrors.push(err115);
        }
        errors++;
      }
    }
    if (data.featureGatesArg !== void 0) {
      if (typeof data.featureGatesArg !== "string") {
        const err116 = { instancePath: instancePath + "/featureGatesArg", schemaPath: "#/properties/featureGatesArg/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err116];
        } else {
          vErrors.push(err116);
        }
        errors++;
      }
    }
    if (data.externalCerts !== void 0) {
      let data86 = data.externalCerts;
      if (data86 && typeof data86 == "object" && !Array.isArray(data86)) {
        for (const key12 in data86) {
          if (!(key12 === "alsoEnabledBy" || key12 === "secret" || key12 === "writtenBy")) {
            const err117 = { instancePath: instancePath + "/externalCerts", schemaPath: "#/properties/externalCerts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err117];
            } else {
              vErrors.push(err117);
            }
            errors++;
          }
        }
        if (data86.alsoEnabledBy !== void 0) {
          let data87 = data86.alsoEnabledBy;
          if (Array.isArray(data87)) {
            const len11 = data87.length;
            for (let i11 = 0; i11 < len11; i11++) {
              if (typeof data87[i11] !== "string") {
                const err118 = { instancePath: instancePath + "/externalCerts/alsoEnabledBy/" + i11, schemaPath: "#/properties/externalCerts/properties/alsoEnabledBy/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err118];
                } else {
                  vErrors.push(err118);
                }
                errors++;
              }
            }
          } else {
            const err119 = { instancePath: instancePath + "/externalCerts/alsoEnabledBy", schemaPath: "#/properties/externalCerts/properties/alsoEnabledBy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
        if (data86.secret !== void 0) {
          let data89 = data86.secret;
          if (data89 && typeof data89 == "object" && !Array.isArray(data89)) {
            for (const key13 in data89) {
              if (!(key13 === "type" || key13 === "readKeys" || key13 === "caKey" || key13 === "caPrivateKey" || key13 === "certKey" || key13 === "keyKey")) {
                const err120 = { instancePath: instancePath + "/externalCerts/secret", schemaPath: "#/properties/externalCerts/properties/secret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err120];
                } else {
                  vErrors.push(err120);
                }
                errors++;
              }
            }
            if (data89.type !== void 0) {
              if (typeof data89.type !== "string") {
                const err121 = { instancePath: instancePath + "/externalCerts/secret/type", schemaPath: "#/properties/externalCerts/properties/secret/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err121];
                } else {
                  vErrors.push(err121);
                }
                errors++;
              }
            }
            if (data89.readKeys !== void 0) {
              let data91 = data89.readKeys;
              if (Array.isArray(data91)) {
                const len12 = data91.length;
                for (let i12 = 0; i12 < len12; i12++) {
                  if (typeof data91[i12] !== "string") {
                    const err122 = { instancePath: instancePath + "/externalCerts/secret/readKeys/" + i12, schemaPath: "#/properties/externalCerts/properties/secret/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err122];
                    } else {
                      vErrors.push(err122);
                    }
                    errors++;
                  }
                }
              } else {
                const err123 = { instancePath: instancePath + "/externalCerts/secret/readKeys", schemaPath: "#/properties/externalCerts/properties/secret/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err123];
                } else {
                  vErrors.push(err123);
                }
                errors++;
              }
            }
            if (data89.caKey !== void 0) {
              if (typeof data89.caKey !== "string") {
                const err124 = { instancePath: instancePath + "/externalCerts/secret/caKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err124];
                } else {
                  vErrors.push(err124);
                }
                errors++;
              }
            }
            if (data89.caPrivateKey !== void 0) {
              if (typeof data89.caPrivateKey !== "string") {
                const err125 = { instancePath: instancePath + "/externalCerts/secret/caPrivateKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err125];
                } else {
                  vErrors.push(err125);
                }
                errors++;
              }
            }
            if (data89.certKey !== void 0) {
              if (typeof data89.certKey !== "string") {
                const err126 = { instancePath: instancePath + "/externalCerts/secret/certKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err126];
                } else {
                  vErrors.push(err126);
                }
                errors++;
              }
            }
            if (data89.keyKey !== void 0) {
              if (typeof data89.keyKey !== "string") {
                const err127 = { instancePath: instancePath + "/externalCerts/secret/keyKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err127];
                } else {
                  vErrors.push(err127);
                }
                errors++;
              }
            }
          } else {
            const err128 = { instancePath: instancePath + "/externalCerts/secret", schemaPath: "#/properties/externalCerts/properties/secret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err128];
            } else {
              vErrors.push(err128);
            }
            errors++;
          }
        }
        if (data86.writtenBy !== void 0) {
          if (typeof data86.writtenBy !== "string") {
            const err129 = { instancePath: instancePath + "/externalCerts/writtenBy", schemaPath: "#/properties/externalCerts/properties/writtenBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err129];
            } else {
              vErrors.push(err129);
            }
            errors++;
          }
        }
      } else {
        const err130 = { instancePath: instancePath + "/externalCerts", schemaPath: "#/properties/externalCerts/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err130];
        } else {
          vErrors.push(err130);
        }
        errors++;
      }
    }
  } else {
    const err131 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err131];
    } else {
      vErrors.push(err131);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var validateConfig = validate11;
var schema12 = { "$id": "https://webhook-cert-gate.io/schemas/config.json", "title": ".webhook-cert-gate.yaml", "type": "object", "additionalProperties": false, "properties": { "rules": { "type": "object", "description": "Per rule id: off, or a severity that replaces the rule's default.", "propertyNames": { "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" }, "additionalProperties": { "enum": ["off", "error", "warning", "info"] } }, "ignorePaths": { "type": "array", "description": "Globs (relative to the working directory; ** crosses folders) whose files are not read.", "items": { "type": "string", "minLength": 1 } }, "scopes": { "type": "array", "description": "Globs (relative to the working directory) of the folders, or files, whose objects are applied together, e.g. deploy/*: each match is one scope, objects are linked only within their scope (docs/checking.md#scopes). Replaces the inferred environment folders.", "items": { "type": "string", "minLength": 1 } }, "profiles": { "type": "array", "description": "Extra controller profile files or folders, relative to this config file.", "items": { "type": "string", "minLength": 1 } }, "owners": { "type": "array", "description": "Extra certificate-owner files or folders (policies/owners format, docs/effective-state.md), relative to this config file.", "items": { "type": "string", "minLength": 1 } }, "strict": { "type": "boolean", "description": "Refuse annotation suppressions (same as --strict)." }, "failOn": { "enum": ["error", "warning", "info", "none"] }, "namespace": { "type": "string", "description": "Namespace assumed for objects that do not set one (as kubectl apply -n)." }, "minDays": { "type": "integer", "minimum": 0, "description": "cert-expiring-soon threshold in days." }, "maxFileSize": { "type": "integer", "minimum": 1, "description": "Largest input file read, in bytes." }, "values": { "type": "object", "description": "Helm values key mappings per profile name, for forked charts (see README: Helm values).", "additionalProperties": { "$ref": "https://webhook-cert-gate.io/schemas/profile.json#/properties/values" } } } };
var schema13 = { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } };
var pattern2 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema12.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data0 = data.rules;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        for (const key1 in data0) {
          const _errs4 = errors;
          if (typeof key1 === "string") {
            if (!pattern2.test(key1)) {
              const err1 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }, message: 'must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"', propertyName: key1 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          }
          var valid1 = _errs4 === errors;
          if (!valid1) {
            const err2 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        for (const key2 in data0) {
          let data1 = data0[key2];
          if (!(data1 === "off" || data1 === "error" || data1 === "warning" || data1 === "info")) {
            const err3 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema12.properties.rules.additionalProperties.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.ignorePaths !== void 0) {
      let data2 = data.ignorePaths;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 === "string") {
            if (func3(data3) < 1) {
              const err5 = { instancePath: instancePath + "/ignorePaths/" + i0, schemaPath: "#/properties/ignorePaths/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/ignorePaths/" + i0, schemaPath: "#/properties/ignorePaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/ignorePaths", schemaPath: "#/properties/ignorePaths/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.scopes !== void 0) {
      let data4 = data.scopes;
      if (Array.isArray(data4)) {
        const len1 = data4.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data5 = data4[i1];
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err8 = { instancePath: instancePath + "/scopes/" + i1, schemaPath: "#/properties/scopes/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/scopes/" + i1, schemaPath: "#/properties/scopes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/scopes", schemaPath: "#/properties/scopes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.profiles !== void 0) {
      let data6 = data.profiles;
      if (Array.isArray(data6)) {
        const len2 = data6.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data7 = data6[i2];
          if (typeof data7 === "string") {
            if (func3(data7) < 1) {
              const err11 = { instancePath: instancePath + "/profiles/" + i2, schemaPath: "#/properties/profiles/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/profiles/" + i2, schemaPath: "#/properties/profiles/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/profiles", schemaPath: "#/properties/profiles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.owners !== void 0) {
      let data8 = data.owners;
      if (Array.isArray(data8)) {
        const len3 = data8.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data9 = data8[i3];
          if (typeof data9 === "string") {
            if (func3(data9) < 1) {
              const err14 = { instancePath: instancePath + "/owners/" + i3, schemaPath: "#/properties/owners/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = { instancePath: instancePath + "/owners/" + i3, schemaPath: "#/properties/owners/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/owners", schemaPath: "#/properties/owners/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.strict !== void 0) {
      if (typeof data.strict !== "boolean") {
        const err17 = { instancePath: instancePath + "/strict", schemaPath: "#/properties/strict/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.failOn !== void 0) {
      let data11 = data.failOn;
      if (!(data11 === "error" || data11 === "warning" || data11 === "info" || data11 === "none")) {
        const err18 = { instancePath: instancePath + "/failOn", schemaPath: "#/properties/failOn/enum", keyword: "enum", params: { allowedValues: schema12.properties.failOn.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.namespace !== void 0) {
      if (typeof data.namespace !== "string") {
        const err19 = { instancePath: instancePath + "/namespace", schemaPath: "#/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.minDays !== void 0) {
      let data13 = data.minDays;
      if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
        const err20 = { instancePath: instancePath + "/minDays", schemaPath: "#/properties/minDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data13 == "number" && isFinite(data13)) {
        if (data13 < 0 || isNaN(data13)) {
          const err21 = { instancePath: instancePath + "/minDays", schemaPath: "#/properties/minDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    }
    if (data.maxFileSize !== void 0) {
      let data14 = data.maxFileSize;
      if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
        const err22 = { instancePath: instancePath + "/maxFileSize", schemaPath: "#/properties/maxFileSize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data14 == "number" && isFinite(data14)) {
        if (data14 < 1 || isNaN(data14)) {
          const err23 = { instancePath: instancePath + "/maxFileSize", schemaPath: "#/properties/maxFileSize/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.values !== void 0) {
      let data15 = data.values;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        for (const key3 in data15) {
          let data16 = data15[key3];
          if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
            for (const key4 in data16) {
              if (!func2.call(schema13.properties, key4)) {
                const err24 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data16.replicas !== void 0) {
              if (typeof data16.replicas !== "string") {
                const err25 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/replicas", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/replicas/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data16.image !== void 0) {
              if (typeof data16.image !== "string") {
                const err26 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/image", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data16.host !== void 0) {
              if (typeof data16.host !== "string") {
                const err27 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/host", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
            if (data16.writer !== void 0) {
              if (typeof data16.writer !== "string") {
                const err28 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/writer", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data16.secretName !== void 0) {
              if (typeof data16.secretName !== "string") {
                const err29 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/secretName", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data16.extraEnv !== void 0) {
              let data22 = data16.extraEnv;
              if (Array.isArray(data22)) {
                const len4 = data22.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  if (typeof data22[i4] !== "string") {
                    const err30 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/extraEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                }
              } else {
                const err31 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/extraEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data16.webhooks !== void 0) {
              let data24 = data16.webhooks;
              if (Array.isArray(data24)) {
                const len5 = data24.length;
                for (let i5 = 0; i5 < len5; i5++) {
                  let data25 = data24[i5];
                  if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                    if (data25.configuration === void 0) {
                      const err32 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
                      if (vErrors === null) {
                        vErrors = [err32];
                      } else {
                        vErrors.push(err32);
                      }
                      errors++;
                    }
                    if (data25.name === void 0) {
                      const err33 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                      if (vErrors === null) {
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                    for (const key5 in data25) {
                      if (!(key5 === "configuration" || key5 === "name" || key5 === "policyKey" || key5 === "policy" || key5 === "when" || key5 === "unless")) {
                        const err34 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                    if (data25.configuration !== void 0) {
                      let data26 = data25.configuration;
                      if (!(data26 === "mutating" || data26 === "validating")) {
                        const err35 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/configuration", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema13.properties.webhooks.items.properties.configuration.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err35];
                        } else {
                          vErrors.push(err35);
                        }
                        errors++;
                      }
                    }
                    if (data25.name !== void 0) {
                      if (typeof data25.name !== "string") {
                        const err36 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/name", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err36];
                        } else {
                          vErrors.push(err36);
                        }
                        errors++;
                      }
                    }
                    if (data25.policyKey !== void 0) {
                      if (typeof data25.policyKey !== "string") {
                        const err37 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/policyKey", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/policyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err37];
                        } else {
                          vErrors.push(err37);
                        }
                        errors++;
                      }
                    }
                    if (data25.policy !== void 0) {
                      let data29 = data25.policy;
                      if (!(data29 === "Fail" || data29 === "Ignore")) {
                        const err38 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/policy", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/policy/enum", keyword: "enum", params: { allowedValues: schema13.properties.webhooks.items.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err38];
                        } else {
                          vErrors.push(err38);
                        }
                        errors++;
                      }
                    }
                    if (data25.when !== void 0) {
                      if (typeof data25.when !== "string") {
                        const err39 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/when", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err39];
                        } else {
                          vErrors.push(err39);
                        }
                        errors++;
                      }
                    }
                    if (data25.unless !== void 0) {
                      if (typeof data25.unless !== "string") {
                        const err40 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/unless", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/unless/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err40];
                        } else {
                          vErrors.push(err40);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err41 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
              } else {
                const err42 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data16.failurePolicy !== void 0) {
              let data32 = data16.failurePolicy;
              if (Array.isArray(data32)) {
                const len6 = data32.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  let data33 = data32[i6];
                  const _errs71 = errors;
                  let valid21 = false;
                  const _errs72 = errors;
                  if (typeof data33 !== "string") {
                    const err43 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err43];
                    } else {
                      vErrors.push(err43);
                    }
                    errors++;
                  }
                  var _valid0 = _errs72 === errors;
                  valid21 = valid21 || _valid0;
                  if (!valid21) {
                    const _errs74 = errors;
                    if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
                      if (data33.key === void 0) {
                        const err44 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                        if (vErrors === null) {
                          vErrors = [err44];
                        } else {
                          vErrors.push(err44);
                        }
                        errors++;
                      }
                      for (const key6 in data33) {
                        if (!(key6 === "key" || key6 === "configurations")) {
                          const err45 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                          if (vErrors === null) {
                            vErrors = [err45];
                          } else {
                            vErrors.push(err45);
                          }
                          errors++;
                        }
                      }
                      if (data33.key !== void 0) {
                        if (typeof data33.key !== "string") {
                          const err46 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/key", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                          if (vErrors === null) {
                            vErrors = [err46];
                          } else {
                            vErrors.push(err46);
                          }
                          errors++;
                        }
                      }
                      if (data33.configurations !== void 0) {
                        let data35 = data33.configurations;
                        if (Array.isArray(data35)) {
                          if (data35.length < 1) {
                            const err47 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                            if (vErrors === null) {
                              vErrors = [err47];
                            } else {
                              vErrors.push(err47);
                            }
                            errors++;
                          }
                          const len7 = data35.length;
                          for (let i7 = 0; i7 < len7; i7++) {
                            let data36 = data35[i7];
                            if (!(data36 === "mutating" || data36 === "validating")) {
                              const err48 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/configurations/" + i7, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/items/enum", keyword: "enum", params: { allowedValues: schema13.properties.failurePolicy.items.anyOf[1].properties.configurations.items.enum }, message: "must be equal to one of the allowed values" };
                              if (vErrors === null) {
                                vErrors = [err48];
                              } else {
                                vErrors.push(err48);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err49 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                          if (vErrors === null) {
                            vErrors = [err49];
                          } else {
                            vErrors.push(err49);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err50 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                      if (vErrors === null) {
                        vErrors = [err50];
                      } else {
                        vErrors.push(err50);
                      }
                      errors++;
                    }
                    var _valid0 = _errs74 === errors;
                    valid21 = valid21 || _valid0;
                  }
                  if (!valid21) {
                    const err51 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                    if (vErrors === null) {
                      vErrors = [err51];
                    } else {
                      vErrors.push(err51);
                    }
                    errors++;
                  } else {
                    errors = _errs71;
                    if (vErrors !== null) {
                      if (_errs71) {
                        vErrors.length = _errs71;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
              } else {
                const err52 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data16.hostNetwork !== void 0) {
              if (typeof data16.hostNetwork !== "string") {
                const err53 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/hostNetwork", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/hostNetwork/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
            if (data16.namespace !== void 0) {
              if (typeof data16.namespace !== "string") {
                const err54 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/namespace", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
            if (data16.featureGates !== void 0) {
              if (typeof data16.featureGates !== "string") {
                const err55 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/featureGates", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/featureGates/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
            }
            if (data16.webhookAnnotations !== void 0) {
              if (typeof data16.webhookAnnotations !== "string") {
                const err56 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhookAnnotations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhookAnnotations/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data16.rendered !== void 0) {
              let data41 = data16.rendered;
              if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
                for (const key7 in data41) {
                  if (!(key7 === "workloadName" || key7 === "maxUnavailable" || key7 === "maxSurge" || key7 === "secret" || key7 === "secretUnless")) {
                    const err57 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
                if (data41.workloadName !== void 0) {
                  if (typeof data41.workloadName !== "string") {
                    const err58 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/workloadName", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/workloadName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                }
                if (data41.maxUnavailable !== void 0) {
                  let data43 = data41.maxUnavailable;
                  if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43)) && typeof data43 !== "string") {
                    const err59 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxUnavailable", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/maxUnavailable/type", keyword: "type", params: { type: schema13.properties.rendered.properties.maxUnavailable.type }, message: "must be integer,string" };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
                if (data41.maxSurge !== void 0) {
                  let data44 = data41.maxSurge;
                  if (!(typeof data44 == "number" && (!(data44 % 1) && !isNaN(data44)) && isFinite(data44)) && typeof data44 !== "string") {
                    const err60 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxSurge", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/maxSurge/type", keyword: "type", params: { type: schema13.properties.rendered.properties.maxSurge.type }, message: "must be integer,string" };
                    if (vErrors === null) {
                      vErrors = [err60];
                    } else {
                      vErrors.push(err60);
                    }
                    errors++;
                  }
                }
                if (data41.secret !== void 0) {
                  if (typeof data41.secret !== "boolean") {
                    const err61 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secret", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                if (data41.secretUnless !== void 0) {
                  let data46 = data41.secretUnless;
                  if (Array.isArray(data46)) {
                    const len8 = data46.length;
                    for (let i8 = 0; i8 < len8; i8++) {
                      if (typeof data46[i8] !== "string") {
                        const err62 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless/" + i8, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secretUnless/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err62];
                        } else {
                          vErrors.push(err62);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err63 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secretUnless/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
              } else {
                const err64 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
          } else {
            const err65 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
      } else {
        const err66 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
  } else {
    const err67 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err67];
    } else {
      vErrors.push(err67);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var validateOwner = validate12;
var schema14 = { "$id": "https://webhook-cert-gate.io/schemas/owner.json", "title": "webhook-cert-gate certificate owner", "description": "Something other than a profiled controller that writes caBundle or failurePolicy of webhook configurations, CRD conversion webhooks or APIServices, or decides the certificate a webhook serves. Exactly one way of finding it: job, annotations, webhooks, mountedSecret, controller, gitops or renderer. See docs/effective-state.md.", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name", "description"], "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "CertificateOwner" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "description": { "type": "string", "minLength": 1, "description": "Who it is, as messages name it." }, "secret": { "$ref": "#/$defs/layout" }, "job": { "type": "object", "additionalProperties": false, "required": ["images", "command", "flags"], "description": "A Job (often a Helm hook) whose container image matches and whose args hold the command: it patches the configurations its flags name.", "properties": { "images": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes (registry and tag ignored)." }, "command": { "type": "string", "minLength": 1, "description": "The argument that makes the container patch configurations (e.g. patch)." }, "flags": { "type": "object", "additionalProperties": false, "required": ["webhookName"], "properties": { "webhookName": { "type": "string", "description": "Names the configuration(s) it patches (both kinds)." }, "patchMutating": { "type": "string", "description": "false: leave the MutatingWebhookConfiguration alone (default true)." }, "patchValidating": { "type": "string", "description": "false: leave the ValidatingWebhookConfiguration alone (default true)." }, "failurePolicy": { "type": "string", "description": "A non-empty value is written into failurePolicy of every entry; empty leaves it." }, "secretName": { "type": "string", "description": "The Secret it reads the CA from." }, "namespace": { "type": "string", "description": "That Secret's namespace." } } } } }, "annotations": { "type": "array", "minItems": 1, "description": "Annotations on a webhook configuration that make this owner write caBundle of every entry.", "items": { "type": "object", "additionalProperties": false, "required": ["key", "refers"], "properties": { "key": { "type": "string", "minLength": 1 }, "refers": { "enum": ["certificate", "secret", "apiserver"], "description": `certificate: <namespace>/<name> of a certificate object whose Secret holds the CA; secret: <namespace>/<name> of that Secret; apiserver: the value "true" injects the API server's CA.` } } } }, "certificate": { "type": "object", "additionalProperties": false, "required": ["kind", "secretNameField"], "description": "The certificate object an annotation with refers: certificate names.", "properties": { "kind": { "type": "string" }, "apiGroup": { "type": "string" }, "secretNameField": { "type": "string", "description": "Dotted path of its Secret name, e.g. spec.secretName." } } }, "expiryMetric": { "type": "string", "pattern": "^[a-zA-Z_:][a-zA-Z0-9_:]*$", "description": "A Prometheus gauge this owner exports: the Unix time each of its certificate objects expires, labelled namespace and name. `alerts --expiry-source <name>` alerts on it." }, "webhooks": { "type": "array", "minItems": 1, "description": "Webhook entries this owner rewrites, found by entry name.", "items": { "type": "object", "additionalProperties": false, "required": ["names"], "properties": { "names": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Entry names; a leading * matches any prefix (*.sidecar-injector.istio.io)." }, "caBundle": { "type": "boolean", "description": "It writes caBundle of these entries." }, "failurePolicy": { "enum": ["Fail", "Ignore"], "description": "The failurePolicy it leaves once ready." } } } }, "workload": { "type": "object", "additionalProperties": false, "required": ["images"], "description": "Only with webhooks: the workload that runs this owner, when the inputs hold it. Found by image, it is this owner, never a second writer its RBAC would suggest. With holders, it writes caBundle of the configurations its setting selects, with the root of its own namespace: its workloads in one namespace write one value, those in two namespaces two.", "properties": { "images": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes (registry and tag ignored) of the binary." }, "holders": { "type": "object", "additionalProperties": false, "required": ["kinds", "label", "setting"], "description": "The configurations it patches: those of these kinds whose label has the value the workload's setting resolves to.", "properties": { "kinds": { "type": "array", "minItems": 1, "items": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"] } }, "label": { "type": "string", "minLength": 1 }, "setting": { "$ref": "#/$defs/setting" } } } } }, "mountedSecret": { "type": "object", "additionalProperties": false, "required": ["types"], "description": "A chart that renders the TLS Secret, mounts it in the webhook workload and renders its CA into caBundle: caBundle is final as rendered, and must verify that Secret's certificate.", "properties": { "types": { "type": "array", "minItems": 1, "items": { "type": "string" }, "description": "Secret types that count." } } }, "cites": { "type": "array", "minItems": 1, "description": "The upstream source this entry is read from: repository, file and function (required for controller entries by the catalogue test).", "items": { "$ref": "#/$defs/citation" } }, "controller": { "type": "object", "additionalProperties": false, "required": ["images", "writes", "certificate"], "description": "A webhook controller found by its image lineage that mints its serving certificate and writes caBundle of the holders it names (FACTS: a controller is a caBundle writer when the manifests show it).", "properties": { "images": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes (registry and tag ignored) of the controller binary." }, "writes": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/holder" }, "description": "The caBundle holders it writes while its writer runs." }, "enabledWhen": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Every condition must hold for the writer to run (e.g. a rotation flag whose default is off)." }, "disabledWhen": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Any condition that holds turns the writer off: it mints nothing and writes no caBundle (e.g. a certificate file given)." }, "certificate": { "enum": ["per-pod", "shared-secret"], "description": "per-pod: each process mints its own CA and certificate in memory or on an emptyDir unless leaderElection shares it; shared-secret: one Secret (secretName) holds the CA every replica serves and injects." }, "secretName": { "$ref": "#/$defs/setting", "description": "The Secret the writer keeps (shared-secret, or per-pod with the leader elector on)." }, "leaderElection": { "type": "object", "additionalProperties": false, "required": ["setting"], "description": "The leader elector around the writer: on, only the leader mints and writes caBundle and the others read the shared Secret; off, every replica takes the leader path.", "properties": { "setting": { "$ref": "#/$defs/setting" }, "onValues": { "type": "array", "items": { "type": "string" }, "description": "Values that turn it on (default: Go strconv.ParseBool true values)." } } } } }, "gitops": { "type": "object", "additionalProperties": false, "required": ["kind", "apiGroup"], "description": "A GitOps object (e.g. an Argo CD Application) that syncs holders it tracks: it puts the rendered caBundle back on every sync unless its ignore rules cover the field and are respected on sync.", "properties": { "kind": { "type": "string" }, "apiGroup": { "type": "string" }, "trackingLabel": { "type": "string", "description": "A holder carrying this label with the object's name is synced by it." }, "trackingAnnotation": { "type": "string", "description": 'A holder carrying this annotation whose value starts with "<name>:" is synced by it.' }, "ignoreDifferences": { "type": "string", "description": "Dotted path of its list of ignore rules (group, kind, name, namespace, jsonPointers, jqPathExpressions, managedFieldsManagers)." }, "selfHeal": { "type": "string", "description": "Dotted path of its self-heal switch." }, "syncOptions": { "type": "string", "description": "Dotted path of its sync options list." }, "respectIgnoreOption": { "type": "string", "description": "The sync option that makes a sync keep ignored fields (e.g. RespectIgnoreDifferences=true)." } } }, "renderer": { "type": "object", "additionalProperties": false, "required": ["labels"], "description": "A renderer (e.g. Helm) that puts back what it rendered at each upgrade: a caBundle it renders non-empty on a holder someone else writes at run time has two writers.", "properties": { "labels": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "value": { "type": "string" } } }, "description": "A holder with any of these labels (and value, when given) was rendered by it." } } } }, "dependencies": { "workload": ["webhooks"] }, "oneOf": [{ "required": ["job"], "properties": { "job": true } }, { "required": ["annotations"], "properties": { "annotations": true } }, { "required": ["webhooks"], "properties": { "webhooks": true } }, { "required": ["mountedSecret"], "properties": { "mountedSecret": true } }, { "required": ["controller"], "properties": { "controller": true } }, { "required": ["gitops"], "properties": { "gitops": true } }, { "required": ["renderer"], "properties": { "renderer": true } }], "$defs": { "layout": { "type": "object", "additionalProperties": false, "description": "The data keys of the Secret this owner reads or writes.", "properties": { "type": { "type": "string" }, "readKeys": { "type": "array", "items": { "type": "string" } }, "caKey": { "type": "string" }, "caPrivateKey": { "type": "string" }, "certKey": { "type": "string" }, "keyKey": { "type": "string" } } }, "citation": { "type": "object", "additionalProperties": false, "required": ["repo", "file", "function"], "properties": { "repo": { "type": "string", "pattern": "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, "file": { "type": "string", "minLength": 1 }, "function": { "type": "string", "minLength": 1 }, "note": { "type": "string" } } }, "setting": { "type": "object", "additionalProperties": false, "description": "Where a controller reads one setting: an env var, a command-line flag (name without dashes; -name and --name both match), or a key of a YAML config file in a ConfigMap the workload mounts. The first one set wins, in that order; default is the binary's value when none is set.", "properties": { "env": { "type": "string" }, "flag": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, "boolean": { "type": "boolean", "description": "A Go boolean flag: a bare -name means true, and the next argument is never its value." }, "configKey": { "type": "string", "description": "Dotted path inside a YAML document held by a mounted ConfigMap." }, "default": { "type": "string" } } }, "condition": { "type": "object", "additionalProperties": false, "required": ["setting"], "description": "Holds when the setting resolves to one of `in` (or, with set, when it is set at all).", "properties": { "setting": { "$ref": "#/$defs/setting" }, "in": { "type": "array", "items": { "type": "string" } }, "set": { "type": "boolean", "description": "true: holds when the setting is set to a non-empty value; false: when it is not." } } }, "holder": { "type": "object", "additionalProperties": false, "required": ["kind"], "description": "One caBundle holder a controller writes: which kind, which object (a setting or fixed names), which entries.", "properties": { "kind": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration", "CustomResourceDefinition", "APIService"] }, "name": { "$ref": "#/$defs/setting" }, "names": { "type": "array", "items": { "type": "string" }, "description": "Fixed object names (a leading * matches any prefix)." }, "entries": { "enum": ["all", "first"], "description": "Webhook configurations: every entry (default) or only webhooks[0]." }, "when": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Extra conditions for this holder only." }, "trimSuffix": { "type": "string", "description": "Cut from the end of the name setting's value before nameFormat applies (e.g. -webhook-service)." }, "nameFormat": { "type": "string", "pattern": "\\{\\}", "description": "The object name built from the name setting's value: {} is replaced by it (e.g. {}-validating-webhook-configuration)." } } } } };
var pattern4 = new RegExp("^[a-zA-Z_:][a-zA-Z0-9_:]*$", "u");
var pattern5 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u");
var pattern6 = new RegExp("^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", "u");
var schema18 = { "type": "object", "additionalProperties": false, "required": ["kind"], "description": "One caBundle holder a controller writes: which kind, which object (a setting or fixed names), which entries.", "properties": { "kind": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration", "CustomResourceDefinition", "APIService"] }, "name": { "$ref": "#/$defs/setting" }, "names": { "type": "array", "items": { "type": "string" }, "description": "Fixed object names (a leading * matches any prefix)." }, "entries": { "enum": ["all", "first"], "description": "Webhook configurations: every entry (default) or only webhooks[0]." }, "when": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Extra conditions for this holder only." }, "trimSuffix": { "type": "string", "description": "Cut from the end of the name setting's value before nameFormat applies (e.g. -webhook-service)." }, "nameFormat": { "type": "string", "pattern": "\\{\\}", "description": "The object name built from the name setting's value: {} is replaced by it (e.g. {}-validating-webhook-configuration)." } } };
var pattern9 = new RegExp("\\{\\}", "u");
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.setting === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property 'setting'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "setting" || key0 === "in" || key0 === "set")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.setting !== void 0) {
      let data0 = data.setting;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        for (const key1 in data0) {
          if (!(key1 === "env" || key1 === "flag" || key1 === "boolean" || key1 === "configKey" || key1 === "default")) {
            const err2 = { instancePath: instancePath + "/setting", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data0.env !== void 0) {
          if (typeof data0.env !== "string") {
            const err3 = { instancePath: instancePath + "/setting/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data0.flag !== void 0) {
          let data2 = data0.flag;
          if (typeof data2 === "string") {
            if (!pattern5.test(data2)) {
              const err4 = { instancePath: instancePath + "/setting/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/setting/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data0.boolean !== void 0) {
          if (typeof data0.boolean !== "boolean") {
            const err6 = { instancePath: instancePath + "/setting/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.configKey !== void 0) {
          if (typeof data0.configKey !== "string") {
            const err7 = { instancePath: instancePath + "/setting/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data0.default !== void 0) {
          if (typeof data0.default !== "string") {
            const err8 = { instancePath: instancePath + "/setting/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/setting", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.in !== void 0) {
      let data6 = data.in;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data6[i0] !== "string") {
            const err10 = { instancePath: instancePath + "/in/" + i0, schemaPath: "#/properties/in/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/in", schemaPath: "#/properties/in/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.set !== void 0) {
      if (typeof data.set !== "boolean") {
        const err12 = { instancePath: instancePath + "/set", schemaPath: "#/properties/set/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "kind" || key0 === "name" || key0 === "names" || key0 === "entries" || key0 === "when" || key0 === "trimSuffix" || key0 === "nameFormat")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data0 = data.kind;
      if (!(data0 === "MutatingWebhookConfiguration" || data0 === "ValidatingWebhookConfiguration" || data0 === "CustomResourceDefinition" || data0 === "APIService")) {
        const err2 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema18.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data1 = data.name;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        for (const key1 in data1) {
          if (!(key1 === "env" || key1 === "flag" || key1 === "boolean" || key1 === "configKey" || key1 === "default")) {
            const err3 = { instancePath: instancePath + "/name", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data1.env !== void 0) {
          if (typeof data1.env !== "string") {
            const err4 = { instancePath: instancePath + "/name/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data1.flag !== void 0) {
          let data3 = data1.flag;
          if (typeof data3 === "string") {
            if (!pattern5.test(data3)) {
              const err5 = { instancePath: instancePath + "/name/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/name/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data1.boolean !== void 0) {
          if (typeof data1.boolean !== "boolean") {
            const err7 = { instancePath: instancePath + "/name/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data1.configKey !== void 0) {
          if (typeof data1.configKey !== "string") {
            const err8 = { instancePath: instancePath + "/name/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data1.default !== void 0) {
          if (typeof data1.default !== "string") {
            const err9 = { instancePath: instancePath + "/name/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/name", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.names !== void 0) {
      let data7 = data.names;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data7[i0] !== "string") {
            const err11 = { instancePath: instancePath + "/names/" + i0, schemaPath: "#/properties/names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/names", schemaPath: "#/properties/names/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.entries !== void 0) {
      let data9 = data.entries;
      if (!(data9 === "all" || data9 === "first")) {
        const err13 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/enum", keyword: "enum", params: { allowedValues: schema18.properties.entries.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.when !== void 0) {
      let data10 = data.when;
      if (Array.isArray(data10)) {
        const len1 = data10.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate14(data10[i1], { instancePath: instancePath + "/when/" + i1, parentData: data10, parentDataProperty: i1, rootData })) {
            vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/when", schemaPath: "#/properties/when/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.trimSuffix !== void 0) {
      if (typeof data.trimSuffix !== "string") {
        const err15 = { instancePath: instancePath + "/trimSuffix", schemaPath: "#/properties/trimSuffix/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.nameFormat !== void 0) {
      let data13 = data.nameFormat;
      if (typeof data13 === "string") {
        if (!pattern9.test(data13)) {
          const err16 = { instancePath: instancePath + "/nameFormat", schemaPath: "#/properties/nameFormat/pattern", keyword: "pattern", params: { pattern: "\\{\\}" }, message: 'must match pattern "\\{\\}"' };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/nameFormat", schemaPath: "#/properties/nameFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.job === void 0) {
      const err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: "job" }, message: "must have required property 'job'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.annotations === void 0) {
      const err1 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: "annotations" }, message: "must have required property 'annotations'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.webhooks === void 0) {
        const err2 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: "webhooks" }, message: "must have required property 'webhooks'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
      }
      const _errs5 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.mountedSecret === void 0) {
          const err3 = { instancePath, schemaPath: "#/oneOf/3/required", keyword: "required", params: { missingProperty: "mountedSecret" }, message: "must have required property 'mountedSecret'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      var _valid0 = _errs5 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 3];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 3;
        }
        const _errs6 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.controller === void 0) {
            const err4 = { instancePath, schemaPath: "#/oneOf/4/required", keyword: "required", params: { missingProperty: "controller" }, message: "must have required property 'controller'" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        var _valid0 = _errs6 === errors;
        if (_valid0 && valid0) {
          valid0 = false;
          passing0 = [passing0, 4];
        } else {
          if (_valid0) {
            valid0 = true;
            passing0 = 4;
          }
          const _errs7 = errors;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.gitops === void 0) {
              const err5 = { instancePath, schemaPath: "#/oneOf/5/required", keyword: "required", params: { missingProperty: "gitops" }, message: "must have required property 'gitops'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          }
          var _valid0 = _errs7 === errors;
          if (_valid0 && valid0) {
            valid0 = false;
            passing0 = [passing0, 5];
          } else {
            if (_valid0) {
              valid0 = true;
              passing0 = 5;
            }
            const _errs8 = errors;
            if (data && typeof data == "object" && !Array.isArray(data)) {
              if (data.renderer === void 0) {
                const err6 = { instancePath, schemaPath: "#/oneOf/6/required", keyword: "required", params: { missingProperty: "renderer" }, message: "must have required property 'renderer'" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            var _valid0 = _errs8 === errors;
            if (_valid0 && valid0) {
              valid0 = false;
              passing0 = [passing0, 6];
            } else {
              if (_valid0) {
                valid0 = true;
                passing0 = 6;
              }
            }
          }
        }
      }
    }
  }
  if (!valid0) {
    const err7 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.apiVersion === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema14.properties, key0)) {
        const err12 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.workload !== void 0) {
      if (data.webhooks === void 0) {
        const err13 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
          property: "workload",
          missingProperty: "webhooks",
          depsCount: 1,
          deps: "webhooks"
        }, message: "must have property webhooks when property workload is present" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("webhook-cert-gate.io/v1" !== data.apiVersion) {
        const err14 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "webhook-cert-gate.io/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("CertificateOwner" !== data.kind) {
        const err15 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "CertificateOwner" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data2 = data.name;
      if (typeof data2 === "string") {
        if (!pattern0.test(data2)) {
          const err16 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data3 = data.description;
      if (typeof data3 === "string") {
        if (func3(data3) < 1) {
          const err18 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.secret !== void 0) {
      let data4 = data.secret;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key1 in data4) {
          if (!(key1 === "type" || key1 === "readKeys" || key1 === "caKey" || key1 === "caPrivateKey" || key1 === "certKey" || key1 === "keyKey")) {
            const err20 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data4.type !== void 0) {
          if (typeof data4.type !== "string") {
            const err21 = { instancePath: instancePath + "/secret/type", schemaPath: "#/$defs/layout/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data4.readKeys !== void 0) {
          let data6 = data4.readKeys;
          if (Array.isArray(data6)) {
            const len0 = data6.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data6[i0] !== "string") {
                const err22 = { instancePath: instancePath + "/secret/readKeys/" + i0, schemaPath: "#/$defs/layout/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
          } else {
            const err23 = { instancePath: instancePath + "/secret/readKeys", schemaPath: "#/$defs/layout/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data4.caKey !== void 0) {
          if (typeof data4.caKey !== "string") {
            const err24 = { instancePath: instancePath + "/secret/caKey", schemaPath: "#/$defs/layout/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data4.caPrivateKey !== void 0) {
          if (typeof data4.caPrivateKey !== "string") {
            const err25 = { instancePath: instancePath + "/secret/caPrivateKey", schemaPath: "#/$defs/layout/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data4.certKey !== void 0) {
          if (typeof data4.certKey !== "string") {
            const err26 = { instancePath: instancePath + "/secret/certKey", schemaPath: "#/$defs/layout/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data4.keyKey !== void 0) {
          if (typeof data4.keyKey !== "string") {
            const err27 = { instancePath: instancePath + "/secret/keyKey", schemaPath: "#/$defs/layout/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
      } else {
        const err28 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.job !== void 0) {
      let data12 = data.job;
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        if (data12.images === void 0) {
          const err29 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "images" }, message: "must have required property 'images'" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data12.command === void 0) {
          const err30 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data12.flags === void 0) {
          const err31 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "flags" }, message: "must have required property 'flags'" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        for (const key2 in data12) {
          if (!(key2 === "images" || key2 === "command" || key2 === "flags")) {
            const err32 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data12.images !== void 0) {
          let data13 = data12.images;
          if (Array.isArray(data13)) {
            if (data13.length < 1) {
              const err33 = { instancePath: instancePath + "/job/images", schemaPath: "#/properties/job/properties/images/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            const len1 = data13.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data14 = data13[i1];
              if (typeof data14 === "string") {
                if (func3(data14) < 1) {
                  const err34 = { instancePath: instancePath + "/job/images/" + i1, schemaPath: "#/properties/job/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              } else {
                const err35 = { instancePath: instancePath + "/job/images/" + i1, schemaPath: "#/properties/job/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          } else {
            const err36 = { instancePath: instancePath + "/job/images", schemaPath: "#/properties/job/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data12.command !== void 0) {
          let data15 = data12.command;
          if (typeof data15 === "string") {
            if (func3(data15) < 1) {
              const err37 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          } else {
            const err38 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data12.flags !== void 0) {
          let data16 = data12.flags;
          if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
            if (data16.webhookName === void 0) {
              const err39 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/required", keyword: "required", params: { missingProperty: "webhookName" }, message: "must have required property 'webhookName'" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
            for (const key3 in data16) {
              if (!(key3 === "webhookName" || key3 === "patchMutating" || key3 === "patchValidating" || key3 === "failurePolicy" || key3 === "secretName" || key3 === "namespace")) {
                const err40 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data16.webhookName !== void 0) {
              if (typeof data16.webhookName !== "string") {
                const err41 = { instancePath: instancePath + "/job/flags/webhookName", schemaPath: "#/properties/job/properties/flags/properties/webhookName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data16.patchMutating !== void 0) {
              if (typeof data16.patchMutating !== "string") {
                const err42 = { instancePath: instancePath + "/job/flags/patchMutating", schemaPath: "#/properties/job/properties/flags/properties/patchMutating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data16.patchValidating !== void 0) {
              if (typeof data16.patchValidating !== "string") {
                const err43 = { instancePath: instancePath + "/job/flags/patchValidating", schemaPath: "#/properties/job/properties/flags/properties/patchValidating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
            if (data16.failurePolicy !== void 0) {
              if (typeof data16.failurePolicy !== "string") {
                const err44 = { instancePath: instancePath + "/job/flags/failurePolicy", schemaPath: "#/properties/job/properties/flags/properties/failurePolicy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
            if (data16.secretName !== void 0) {
              if (typeof data16.secretName !== "string") {
                const err45 = { instancePath: instancePath + "/job/flags/secretName", schemaPath: "#/properties/job/properties/flags/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
            if (data16.namespace !== void 0) {
              if (typeof data16.namespace !== "string") {
                const err46 = { instancePath: instancePath + "/job/flags/namespace", schemaPath: "#/properties/job/properties/flags/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
          } else {
            const err47 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
      } else {
        const err48 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data23 = data.annotations;
      if (Array.isArray(data23)) {
        if (data23.length < 1) {
          const err49 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        const len2 = data23.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data24 = data23[i2];
          if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
            if (data24.key === void 0) {
              const err50 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (data24.refers === void 0) {
              const err51 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "refers" }, message: "must have required property 'refers'" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            for (const key4 in data24) {
              if (!(key4 === "key" || key4 === "refers")) {
                const err52 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data24.key !== void 0) {
              let data25 = data24.key;
              if (typeof data25 === "string") {
                if (func3(data25) < 1) {
                  const err53 = { instancePath: instancePath + "/annotations/" + i2 + "/key", schemaPath: "#/properties/annotations/items/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
              } else {
                const err54 = { instancePath: instancePath + "/annotations/" + i2 + "/key", schemaPath: "#/properties/annotations/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
            if (data24.refers !== void 0) {
              let data26 = data24.refers;
              if (!(data26 === "certificate" || data26 === "secret" || data26 === "apiserver")) {
                const err55 = { instancePath: instancePath + "/annotations/" + i2 + "/refers", schemaPath: "#/properties/annotations/items/properties/refers/enum", keyword: "enum", params: { allowedValues: schema14.properties.annotations.items.properties.refers.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
            }
          } else {
            const err56 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
      } else {
        const err57 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
    if (data.certificate !== void 0) {
      let data27 = data.certificate;
      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
        if (data27.kind === void 0) {
          const err58 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        if (data27.secretNameField === void 0) {
          const err59 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "secretNameField" }, message: "must have required property 'secretNameField'" };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
        for (const key5 in data27) {
          if (!(key5 === "kind" || key5 === "apiGroup" || key5 === "secretNameField")) {
            const err60 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data27.kind !== void 0) {
          if (typeof data27.kind !== "string") {
            const err61 = { instancePath: instancePath + "/certificate/kind", schemaPath: "#/properties/certificate/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data27.apiGroup !== void 0) {
          if (typeof data27.apiGroup !== "string") {
            const err62 = { instancePath: instancePath + "/certificate/apiGroup", schemaPath: "#/properties/certificate/properties/apiGroup/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data27.secretNameField !== void 0) {
          if (typeof data27.secretNameField !== "string") {
            const err63 = { instancePath: instancePath + "/certificate/secretNameField", schemaPath: "#/properties/certificate/properties/secretNameField/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        }
      } else {
        const err64 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err64];
        } else {
          vErrors.push(err64);
        }
        errors++;
      }
    }
    if (data.expiryMetric !== void 0) {
      let data31 = data.expiryMetric;
      if (typeof data31 === "string") {
        if (!pattern4.test(data31)) {
          const err65 = { instancePath: instancePath + "/expiryMetric", schemaPath: "#/properties/expiryMetric/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z_:][a-zA-Z0-9_:]*$" }, message: 'must match pattern "^[a-zA-Z_:][a-zA-Z0-9_:]*$"' };
          if (vErrors === null) {
            vErrors = [err65];
          } else {
            vErrors.push(err65);
          }
          errors++;
        }
      } else {
        const err66 = { instancePath: instancePath + "/expiryMetric", schemaPath: "#/properties/expiryMetric/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
    if (data.webhooks !== void 0) {
      let data32 = data.webhooks;
      if (Array.isArray(data32)) {
        if (data32.length < 1) {
          const err67 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err67];
          } else {
            vErrors.push(err67);
          }
          errors++;
        }
        const len3 = data32.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data33 = data32[i3];
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.names === void 0) {
              const err68 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "names" }, message: "must have required property 'names'" };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
            for (const key6 in data33) {
              if (!(key6 === "names" || key6 === "caBundle" || key6 === "failurePolicy")) {
                const err69 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
            if (data33.names !== void 0) {
              let data34 = data33.names;
              if (Array.isArray(data34)) {
                if (data34.length < 1) {
                  const err70 = { instancePath: instancePath + "/webhooks/" + i3 + "/names", schemaPath: "#/properties/webhooks/items/properties/names/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
                const len4 = data34.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  let data35 = data34[i4];
                  if (typeof data35 === "string") {
                    if (func3(data35) < 1) {
                      const err71 = { instancePath: instancePath + "/webhooks/" + i3 + "/names/" + i4, schemaPath: "#/properties/webhooks/items/properties/names/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err71];
                      } else {
                        vErrors.push(err71);
                      }
                      errors++;
                    }
                  } else {
                    const err72 = { instancePath: instancePath + "/webhooks/" + i3 + "/names/" + i4, schemaPath: "#/properties/webhooks/items/properties/names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err72];
                    } else {
                      vErrors.push(err72);
                    }
                    errors++;
                  }
                }
              } else {
                const err73 = { instancePath: instancePath + "/webhooks/" + i3 + "/names", schemaPath: "#/properties/webhooks/items/properties/names/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
            if (data33.caBundle !== void 0) {
              if (typeof data33.caBundle !== "boolean") {
                const err74 = { instancePath: instancePath + "/webhooks/" + i3 + "/caBundle", schemaPath: "#/properties/webhooks/items/properties/caBundle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data33.failurePolicy !== void 0) {
              let data37 = data33.failurePolicy;
              if (!(data37 === "Fail" || data37 === "Ignore")) {
                const err75 = { instancePath: instancePath + "/webhooks/" + i3 + "/failurePolicy", schemaPath: "#/properties/webhooks/items/properties/failurePolicy/enum", keyword: "enum", params: { allowedValues: schema14.properties.webhooks.items.properties.failurePolicy.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
          } else {
            const err76 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
      } else {
        const err77 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
    if (data.workload !== void 0) {
      let data38 = data.workload;
      if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
        if (data38.images === void 0) {
          const err78 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/required", keyword: "required", params: { missingProperty: "images" }, message: "must have required property 'images'" };
          if (vErrors === null) {
            vErrors = [err78];
          } else {
            vErrors.push(err78);
          }
          errors++;
        }
        for (const key7 in data38) {
          if (!(key7 === "images" || key7 === "holders")) {
            const err79 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
        if (data38.images !== void 0) {
          let data39 = data38.images;
          if (Array.isArray(data39)) {
            if (data39.length < 1) {
              const err80 = { instancePath: instancePath + "/workload/images", schemaPath: "#/properties/workload/properties/images/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
            const len5 = data39.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data40 = data39[i5];
              if (typeof data40 === "string") {
                if (func3(data40) < 1) {
                  const err81 = { instancePath: instancePath + "/workload/images/" + i5, schemaPath: "#/properties/workload/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err81];
                  } else {
                    vErrors.push(err81);
                  }
                  errors++;
                }
              } else {
                const err82 = { instancePath: instancePath + "/workload/images/" + i5, schemaPath: "#/properties/workload/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
          } else {
            const err83 = { instancePath: instancePath + "/workload/images", schemaPath: "#/properties/workload/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data38.holders !== void 0) {
          let data41 = data38.holders;
          if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
            if (data41.kinds === void 0) {
              const err84 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/required", keyword: "required", params: { missingProperty: "kinds" }, message: "must have required property 'kinds'" };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
            if (data41.label === void 0) {
              const err85 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/required", keyword: "required", params: { missingProperty: "label" }, message: "must have required property 'label'" };
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
            if (data41.setting === void 0) {
              const err86 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property 'setting'" };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
            for (const key8 in data41) {
              if (!(key8 === "kinds" || key8 === "label" || key8 === "setting")) {
                const err87 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
            }
            if (data41.kinds !== void 0) {
              let data42 = data41.kinds;
              if (Array.isArray(data42)) {
                if (data42.length < 1) {
                  const err88 = { instancePath: instancePath + "/workload/holders/kinds", schemaPath: "#/properties/workload/properties/holders/properties/kinds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
                const len6 = data42.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  let data43 = data42[i6];
                  if (!(data43 === "MutatingWebhookConfiguration" || data43 === "ValidatingWebhookConfiguration")) {
                    const err89 = { instancePath: instancePath + "/workload/holders/kinds/" + i6, schemaPath: "#/properties/workload/properties/holders/properties/kinds/items/enum", keyword: "enum", params: { allowedValues: schema14.properties.workload.properties.holders.properties.kinds.items.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err89];
                    } else {
                      vErrors.push(err89);
                    }
                    errors++;
                  }
                }
              } else {
                const err90 = { instancePath: instancePath + "/workload/holders/kinds", schemaPath: "#/properties/workload/properties/holders/properties/kinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err90];
                } else {
                  vErrors.push(err90);
                }
                errors++;
              }
            }
            if (data41.label !== void 0) {
              let data44 = data41.label;
              if (typeof data44 === "string") {
                if (func3(data44) < 1) {
                  const err91 = { instancePath: instancePath + "/workload/holders/label", schemaPath: "#/properties/workload/properties/holders/properties/label/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
              } else {
                const err92 = { instancePath: instancePath + "/workload/holders/label", schemaPath: "#/properties/workload/properties/holders/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              }
            }
            if (data41.setting !== void 0) {
              let data45 = data41.setting;
              if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                for (const key9 in data45) {
                  if (!(key9 === "env" || key9 === "flag" || key9 === "boolean" || key9 === "configKey" || key9 === "default")) {
                    const err93 = { instancePath: instancePath + "/workload/holders/setting", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err93];
                    } else {
                      vErrors.push(err93);
                    }
                    errors++;
                  }
                }
                if (data45.env !== void 0) {
                  if (typeof data45.env !== "string") {
                    const err94 = { instancePath: instancePath + "/workload/holders/setting/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err94];
                    } else {
                      vErrors.push(err94);
                    }
                    errors++;
                  }
                }
                if (data45.flag !== void 0) {
                  let data47 = data45.flag;
                  if (typeof data47 === "string") {
                    if (!pattern5.test(data47)) {
                      const err95 = { instancePath: instancePath + "/workload/holders/setting/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
                      if (vErrors === null) {
                        vErrors = [err95];
                      } else {
                        vErrors.push(err95);
                      }
                      errors++;
                    }
                  } else {
                    const err96 = { instancePath: instancePath + "/workload/holders/setting/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err96];
                    } else {
                      vErrors.push(err96);
                    }
                    errors++;
                  }
                }
                if (data45.boolean !== void 0) {
                  if (typeof data45.boolean !== "boolean") {
                    const err97 = { instancePath: instancePath + "/workload/holders/setting/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err97];
                    } else {
                      vErrors.push(err97);
                    }
                    errors++;
                  }
                }
                if (data45.configKey !== void 0) {
                  if (typeof data45.configKey !== "string") {
                    const err98 = { instancePath: instancePath + "/workload/holders/setting/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err98];
                    } else {
                      vErrors.push(err98);
                    }
                    errors++;
                  }
                }
                if (data45.default !== void 0) {
                  if (typeof data45.default !== "string") {
                    const err99 = { instancePath: instancePath + "/workload/holders/setting/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err99];
                    } else {
                      vErrors.push(err99);
                    }
                    errors++;
                  }
                }
              } else {
                const err100 = { instancePath: instancePath + "/workload/holders/setting", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
          } else {
            const err101 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
      } else {
        const err102 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err102];
        } else {
          vErrors.push(err102);
        }
        errors++;
      }
    }
    if (data.mountedSecret !== void 0) {
      let data51 = data.mountedSecret;
      if (data51 && typeof data51 == "object" && !Array.isArray(data51)) {
        if (data51.types === void 0) {
          const err103 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/required", keyword: "required", params: { missingProperty: "types" }, message: "must have required property 'types'" };
          if (vErrors === null) {
            vErrors = [err103];
          } else {
            vErrors.push(err103);
          }
          errors++;
        }
        for (const key10 in data51) {
          if (!(key10 === "types")) {
            const err104 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err104];
            } else {
              vErrors.push(err104);
            }
            errors++;
          }
        }
        if (data51.types !== void 0) {
          let data52 = data51.types;
          if (Array.isArray(data52)) {
            if (data52.length < 1) {
              const err105 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err105];
              } else {
                vErrors.push(err105);
              }
              errors++;
            }
            const len7 = data52.length;
            for (let i7 = 0; i7 < len7; i7++) {
              if (typeof data52[i7] !== "string") {
                const err106 = { instancePath: instancePath + "/mountedSecret/types/" + i7, schemaPath: "#/properties/mountedSecret/properties/types/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err106];
                } else {
                  vErrors.push(err106);
                }
                errors++;
              }
            }
          } else {
            const err107 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err107];
            } else {
              vErrors.push(err107);
            }
            errors++;
          }
        }
      } else {
        const err108 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err108];
        } else {
          vErrors.push(err108);
        }
        errors++;
      }
    }
    if (data.cites !== void 0) {
      let data54 = data.cites;
      if (Array.isArray(data54)) {
        if (data54.length < 1) {
          const err109 = { instancePath: instancePath + "/cites", schemaPath: "#/properties/cites/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err109];
          } else {
            vErrors.push(err109);
          }
          errors++;
        }
        const len8 = data54.length;
        for (let i8 = 0; i8 < len8; i8++) {
          let data55 = data54[i8];
          if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
            if (data55.repo === void 0) {
              const err110 = { instancePath: instancePath + "/cites/" + i8, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "repo" }, message: "must have required property 'repo'" };
              if (vErrors === null) {
                vErrors = [err110];
              } else {
                vErrors.push(err110);
              }
              errors++;
            }
            if (data55.file === void 0) {
              const err111 = { instancePath: instancePath + "/cites/" + i8, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
              if (vErrors === null) {
                vErrors = [err111];
              } else {
                vErrors.push(err111);
              }
              errors++;
            }
            if (data55.function === void 0) {
              const err112 = { instancePath: instancePath + "/cites/" + i8, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "function" }, message: "must have required property 'function'" };
              if (vErrors === null) {
                vErrors = [err112];
              } else {
                vErrors.push(err112);
              }
              errors++;
            }
            for (const key11 in data55) {
              if (!(key11 === "repo" || key11 === "file" || key11 === "function" || key11 === "note")) {
                const err113 = { instancePath: instancePath + "/cites/" + i8, schemaPath: "#/$defs/citation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err113];
                } else {
                  vErrors.push(err113);
                }
                errors++;
              }
            }
            if (data55.repo !== void 0) {
              let data56 = data55.repo;
              if (typeof data56 === "string") {
                if (!pattern6.test(data56)) {
                  const err114 = { instancePath: instancePath + "/cites/" + i8 + "/repo", schemaPath: "#/$defs/citation/properties/repo/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"' };
                  if (vErrors === null) {
                    vErrors = [err114];
                  } else {
                    vErrors.push(err114);
                  }
                  errors++;
                }
              } else {
                const err115 = { instancePath: instancePath + "/cites/" + i8 + "/repo", schemaPath: "#/$defs/citation/properties/repo/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
            }
            if (data55.file !== void 0) {
              let data57 = data55.file;
              if (typeof data57 === "string") {
                if (func3(data57) < 1) {
                  const err116 = { instancePath: instancePath + "/cites/" + i8 + "/file", schemaPath: "#/$defs/citation/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err116];
                  } else {
                    vErrors.push(err116);
                  }
                  errors++;
                }
              } else {
                const err117 = { instancePath: instancePath + "/cites/" + i8 + "/file", schemaPath: "#/$defs/citation/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err117];
                } else {
                  vErrors.push(err117);
                }
                errors++;
              }
            }
            if (data55.function !== void 0) {
              let data58 = data55.function;
              if (typeof data58 === "string") {
                if (func3(data58) < 1) {
                  const err118 = { instancePath: instancePath + "/cites/" + i8 + "/function", schemaPath: "#/$defs/citation/properties/function/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err118];
                  } else {
                    vErrors.push(err118);
                  }
                  errors++;
                }
              } else {
                const err119 = { instancePath: instancePath + "/cites/" + i8 + "/function", schemaPath: "#/$defs/citation/properties/function/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err119];
                } else {
                  vErrors.push(err119);
                }
                errors++;
              }
            }
            if (data55.note !== void 0) {
              if (typeof data55.note !== "string") {
                const err120 = { instancePath: instancePath + "/cites/" + i8 + "/note", schemaPath: "#/$defs/citation/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err120];
                } else {
                  vErrors.push(err120);
                }
                errors++;
              }
            }
          } else {
            const err121 = { instancePath: instancePath + "/cites/" + i8, schemaPath: "#/$defs/citation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
        }
      } else {
        const err122 = { instancePath: instancePath + "/cites", schemaPath: "#/properties/cites/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err122];
        } else {
          vErrors.push(err122);
        }
        errors++;
      }
    }
    if (data.controller !== void 0) {
      let data60 = data.controller;
      if (data60 && typeof data60 == "object" && !Array.isArray(data60)) {
        if (data60.images === void 0) {
          const err123 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/required", keyword: "required", params: { missingProperty: "images" }, message: "must have required property 'images'" };
          if (vErrors === null) {
            vErrors = [err123];
          } else {
            vErrors.push(err123);
          }
          errors++;
        }
        if (data60.writes === void 0) {
          const err124 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/required", keyword: "required", params: { missingProperty: "writes" }, message: "must have required property 'writes'" };
          if (vErrors === null) {
            vErrors = [err124];
          } else {
            vErrors.push(err124);
          }
          errors++;
        }
        if (data60.certificate === void 0) {
          const err125 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/required", keyword: "required", params: { missingProperty: "certificate" }, message: "must have required property 'certificate'" };
          if (vErrors === null) {
            vErrors = [err125];
          } else {
            vErrors.push(err125);
          }
          errors++;
        }
        for (const key12 in data60) {
          if (!(key12 === "images" || key12 === "writes" || key12 === "enabledWhen" || key12 === "disabledWhen" || key12 === "certificate" || key12 === "secretName" || key12 === "leaderElection")) {
            const err126 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
        }
        if (data60.images !== void 0) {
          let data61 = data60.images;
          if (Array.isArray(data61)) {
            if (data61.length < 1) {
              const err127 = { instancePath: instancePath + "/controller/images", schemaPath: "#/properties/controller/properties/images/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err127];
              } else {
                vErrors.push(err127);
              }
              errors++;
            }
            const len9 = data61.length;
            for (let i9 = 0; i9 < len9; i9++) {
              let data62 = data61[i9];
              if (typeof data62 === "string") {
                if (func3(data62) < 1) {
                  const err128 = { instancePath: instancePath + "/controller/images/" + i9, schemaPath: "#/properties/controller/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err128];
                  } else {
                    vErrors.push(err128);
                  }
                  errors++;
                }
              } else {
                const err129 = { instancePath: instancePath + "/controller/images/" + i9, schemaPath: "#/properties/controller/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err129];
                } else {
                  vErrors.push(err129);
                }
                errors++;
              }
            }
          } else {
            const err130 = { instancePath: instancePath + "/controller/images", schemaPath: "#/properties/controller/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err130];
            } else {
              vErrors.push(err130);
            }
            errors++;
          }
        }
        if (data60.writes !== void 0) {
          let data63 = data60.writes;
          if (Array.isArray(data63)) {
            if (data63.length < 1) {
              const err131 = { instancePath: instancePath + "/controller/writes", schemaPath: "#/properties/controller/properties/writes/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err131];
              } else {
                vErrors.push(err131);
              }
              errors++;
            }
            const len10 = data63.length;
            for (let i10 = 0; i10 < len10; i10++) {
              if (!validate13(data63[i10], { instancePath: instancePath + "/controller/writes/" + i10, parentData: data63, parentDataProperty: i10, rootData })) {
                vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err132 = { instancePath: instancePath + "/controller/writes", schemaPath: "#/properties/controller/properties/writes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err132];
            } else {
              vErrors.push(err132);
            }
            errors++;
          }
        }
        if (data60.enabledWhen !== void 0) {
          let data65 = data60.enabledWhen;
          if (Array.isArray(data65)) {
            const len11 = data65.length;
            for (let i11 = 0; i11 < len11; i11++) {
              if (!validate14(data65[i11], { instancePath: instancePath + "/controller/enabledWhen/" + i11, parentData: data65, parentDataProperty: i11, rootData })) {
                vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err133 = { instancePath: instancePath + "/controller/enabledWhen", schemaPath: "#/properties/controller/properties/enabledWhen/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err133];
            } else {
              vErrors.push(err133);
            }
            errors++;
          }
        }
        if (data60.disabledWhen !== void 0) {
          let data67 = data60.disabledWhen;
          if (Array.isArray(data67)) {
            const len12 = data67.length;
            for (let i12 = 0; i12 < len12; i12++) {
              if (!validate14(data67[i12], { instancePath: instancePath + "/controller/disabledWhen/" + i12, parentData: data67, parentDataProperty: i12, rootData })) {
                vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err134 = { instancePath: instancePath + "/controller/disabledWhen", schemaPath: "#/properties/controller/properties/disabledWhen/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err134];
            } else {
              vErrors.push(err134);
            }
            errors++;
          }
        }
        if (data60.certificate !== void 0) {
          let data69 = data60.certificate;
          if (!(data69 === "per-pod" || data69 === "shared-secret")) {
            const err135 = { instancePath: instancePath + "/controller/certificate", schemaPath: "#/properties/controller/properties/certificate/enum", keyword: "enum", params: { allowedValues: schema14.properties.controller.properties.certificate.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err135];
            } else {
              vErrors.push(err135);
            }
            errors++;
          }
        }
        if (data60.secretName !== void 0) {
          let data70 = data60.secretName;
          if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
            for (const key13 in data70) {
              if (!(key13 === "env" || key13 === "flag" || key13 === "boolean" || key13 === "configKey" || key13 === "default")) {
                const err136 = { instancePath: instancePath + "/controller/secretName", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err136];
                } else {
                  vErrors.push(err136);
                }
                errors++;
              }
            }
            if (data70.env !== void 0) {
              if (typeof data70.env !== "string") {
                const err137 = { instancePath: instancePath + "/controller/secretName/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err137];
                } else {
                  vErrors.push(err137);
                }
                errors++;
              }
            }
            if (data70.flag !== void 0) {
              let data72 = data70.flag;
              if (typeof data72 === "string") {
                if (!pattern5.test(data72)) {
                  const err138 = { instancePath: instancePath + "/controller/secretName/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
                  if (vErrors === null) {
                    vErrors = [err138];
                  } else {
                    vErrors.push(err138);
                  }
                  errors++;
                }
              } else {
                const err139 = { instancePath: instancePath + "/controller/secretName/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err139];
                } else {
                  vErrors.push(err139);
                }
                errors++;
              }
            }
            if (data70.boolean !== void 0) {
              if (typeof data70.boolean !== "boolean") {
                const err140 = { instancePath: instancePath + "/controller/secretName/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err140];
                } else {
                  vErrors.push(err140);
                }
                errors++;
              }
            }
            if (data70.configKey !== void 0) {
              if (typeof data70.configKey !== "string") {
                const err141 = { instancePath: instancePath + "/controller/secretName/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err141];
                } else {
                  vErrors.push(err141);
                }
                errors++;
              }
            }
            if (data70.default !== void 0) {
              if (typeof data70.default !== "string") {
                const err142 = { instancePath: instancePath + "/controller/secretName/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err142];
                } else {
                  vErrors.push(err142);
                }
                errors++;
              }
            }
          } else {
            const err143 = { instancePath: instancePath + "/controller/secretName", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err143];
            } else {
              vErrors.push(err143);
            }
            errors++;
          }
        }
        if (data60.leaderElection !== void 0) {
          let data76 = data60.leaderElection;
          if (data76 && typeof data76 == "object" && !Array.isArray(data76)) {
            if (data76.setting === void 0) {
              const err144 = { instancePath: instancePath + "/controller/leaderElection", schemaPath: "#/properties/controller/properties/leaderElection/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property 'setting'" };
              if (vErrors === null) {
                vErrors = [err144];
              } else {
                vErrors.push(err144);
              }
              errors++;
            }
            for (const key14 in data76) {
              if (!(key14 === "setting" || key14 === "onValues")) {
                const err145 = { instancePath: instancePath + "/controller/leaderElection", schemaPath: "#/properties/controller/properties/leaderElection/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err145];
                } else {
                  vErrors.push(err145);
                }
                errors++;
              }
            }
            if (data76.setting !== void 0) {
              let data77 = data76.setting;
              if (data77 && typeof data77 == "object" && !Array.isArray(data77)) {
                for (const key15 in data77) {
                  if (!(key15 === "env" || key15 === "flag" || key15 === "boolean" || key15 === "configKey" || key15 === "default")) {
                    const err146 = { instancePath: instancePath + "/controller/leaderElection/setting", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err146];
                    } else {
                      vErrors.push(err146);
                    }
                    errors++;
                  }
                }
                if (data77.env !== void 0) {
                  if (typeof data77.env !== "string") {
                    const err147 = { instancePath: instancePath + "/controller/leaderElection/setting/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err147];
                    } else {
                      vErrors.push(err147);
                    }
                    errors++;
                  }
                }
                if (data77.flag !== void 0) {
                  let data79 = data77.flag;
                  if (typeof data79 === "string") {
                    if (!pattern5.test(data79)) {
                      const err148 = { instancePath: instancePath + "/controller/leaderElection/setting/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
                      if (vErrors === null) {
                        vErrors = [err148];
                      } else {
                        vErrors.push(err148);
                      }
                      errors++;
                    }
                  } else {
                    const err149 = { instancePath: instancePath + "/controller/leaderElection/setting/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err149];
                    } else {
                      vErrors.push(err149);
                    }
                    errors++;
                  }
                }
                if (data77.boolean !== void 0) {
                  if (typeof data77.boolean !== "boolean") {
                    const err150 = { instancePath: instancePath + "/controller/leaderElection/setting/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err150];
                    } else {
                      vErrors.push(err150);
                    }
                    errors++;
                  }
                }
                if (data77.configKey !== void 0) {
                  if (typeof data77.configKey !== "string") {
                    const err151 = { instancePath: instancePath + "/controller/leaderElection/setting/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err151];
                    } else {
                      vErrors.push(err151);
                    }
                    errors++;
                  }
                }
                if (data77.default !== void 0) {
                  if (typeof data77.default !== "string") {
                    const err152 = { instancePath: instancePath + "/controller/leaderElection/setting/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err152];
                    } else {
                      vErrors.push(err152);
                    }
                    errors++;
                  }
                }
              } else {
                const err153 = { instancePath: instancePath + "/controller/leaderElection/setting", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err153];
                } else {
                  vErrors.push(err153);
                }
                errors++;
              }
            }
            if (data76.onValues !== void 0) {
              let data83 = data76.onValues;
              if (Array.isArray(data83)) {
                const len13 = data83.length;
                for (let i13 = 0; i13 < len13; i13++) {
                  if (typeof data83[i13] !== "string") {
                    const err154 = { instancePath: instancePath + "/controller/leaderElection/onValues/" + i13, schemaPath: "#/properties/controller/properties/leaderElection/properties/onValues/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err154];
                    } else {
                      vErrors.push(err154);
                    }
                    errors++;
                  }
                }
              } else {
                const err155 = { instancePath: instancePath + "/controller/leaderElection/onValues", schemaPath: "#/properties/controller/properties/leaderElection/properties/onValues/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err155];
                } else {
                  vErrors.push(err155);
                }
                errors++;
              }
            }
          } else {
            const err156 = { instancePath: instancePath + "/controller/leaderElection", schemaPath: "#/properties/controller/properties/leaderElection/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err156];
            } else {
              vErrors.push(err156);
            }
            errors++;
          }
        }
      } else {
        const err157 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err157];
        } else {
          vErrors.push(err157);
        }
        errors++;
      }
    }
    if (data.gitops !== void 0) {
      let data85 = data.gitops;
      if (data85 && typeof data85 == "object" && !Array.isArray(data85)) {
        if (data85.kind === void 0) {
          const err158 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err158];
          } else {
            vErrors.push(err158);
          }
          errors++;
        }
        if (data85.apiGroup === void 0) {
          const err159 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/required", keyword: "required", params: { missingProperty: "apiGroup" }, message: "must have required property 'apiGroup'" };
          if (vErrors === null) {
            vErrors = [err159];
          } else {
            vErrors.push(err159);
          }
          errors++;
        }
        for (const key16 in data85) {
          if (!(key16 === "kind" || key16 === "apiGroup" || key16 === "trackingLabel" || key16 === "trackingAnnotation" || key16 === "ignoreDifferences" || key16 === "selfHeal" || key16 === "syncOptions" || key16 === "respectIgnoreOption")) {
            const err160 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err160];
            } else {
              vErrors.push(err160);
            }
            errors++;
          }
        }
        if (data85.kind !== void 0) {
          if (typeof data85.kind !== "string") {
            const err161 = { instancePath: instancePath + "/gitops/kind", schemaPath: "#/properties/gitops/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err161];
            } else {
              vErrors.push(err161);
            }
            errors++;
          }
        }
        if (data85.apiGroup !== void 0) {
          if (typeof data85.apiGroup !== "string") {
            const err162 = { instancePath: instancePath + "/gitops/apiGroup", schemaPath: "#/properties/gitops/properties/apiGroup/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err162];
            } else {
              vErrors.push(err162);
            }
            errors++;
          }
        }
        if (data85.trackingLabel !== void 0) {
          if (typeof data85.trackingLabel !== "string") {
            const err163 = { instancePath: instancePath + "/gitops/trackingLabel", schemaPath: "#/properties/gitops/properties/trackingLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err163];
            } else {
              vErrors.push(err163);
            }
            errors++;
          }
        }
        if (data85.trackingAnnotation !== void 0) {
          if (typeof data85.trackingAnnotation !== "string") {
            const err164 = { instancePath: instancePath + "/gitops/trackingAnnotation", schemaPath: "#/properties/gitops/properties/trackingAnnotation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err164];
            } else {
              vErrors.push(err164);
            }
            errors++;
          }
        }
        if (data85.ignoreDifferences !== void 0) {
          if (typeof data85.ignoreDifferences !== "string") {
            const err165 = { instancePath: instancePath + "/gitops/ignoreDifferences", schemaPath: "#/properties/gitops/properties/ignoreDifferences/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err165];
            } else {
              vErrors.push(err165);
            }
            errors++;
          }
        }
        if (data85.selfHeal !== void 0) {
          if (typeof data85.selfHeal !== "string") {
            const err166 = { instancePath: instancePath + "/gitops/selfHeal", schemaPath: "#/properties/gitops/properties/selfHeal/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err166];
            } else {
              vErrors.push(err166);
            }
            errors++;
          }
        }
        if (data85.syncOptions !== void 0) {
          if (typeof data85.syncOptions !== "string") {
            const err167 = { instancePath: instancePath + "/gitops/syncOptions", schemaPath: "#/properties/gitops/properties/syncOptions/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
        }
        if (data85.respectIgnoreOption !== void 0) {
          if (typeof data85.respectIgnoreOption !== "string") {
            const err168 = { instancePath: instancePath + "/gitops/respectIgnoreOption", schemaPath: "#/properties/gitops/properties/respectIgnoreOption/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err168];
            } else {
              vErrors.push(err168);
            }
            errors++;
          }
        }
      } else {
        const err169 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err169];
        } else {
          vErrors.push(err169);
        }
        errors++;
      }
    }
    if (data.renderer !== void 0) {
      let data94 = data.renderer;
      if (data94 && typeof data94 == "object" && !Array.isArray(data94)) {
        if (data94.labels === void 0) {
          const err170 = { instancePath: instancePath + "/renderer", schemaPath: "#/properties/renderer/required", keyword: "required", params: { missingProperty: "labels" }, message: "must have required property 'labels'" };
          if (vErrors === null) {
            vErrors = [err170];
          } else {
            vErrors.push(err170);
          }
          errors++;
        }
        for (const key17 in data94) {
          if (!(key17 === "labels")) {
            const err171 = { instancePath: instancePath + "/renderer", schemaPath: "#/properties/renderer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err171];
            } else {
              vErrors.push(err171);
            }
            errors++;
          }
        }
        if (data94.labels !== void 0) {
          let data95 = data94.labels;
          if (Array.isArray(data95)) {
            if (data95.length < 1) {
              const err172 = { instancePath: instancePath + "/renderer/labels", schemaPath: "#/properties/renderer/properties/labels/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err172];
              } else {
                vErrors.push(err172);
              }
              errors++;
            }
            const len14 = data95.length;
            for (let i14 = 0; i14 < len14; i14++) {
              let data96 = data95[i14];
              if (data96 && typeof data96 == "object" && !Array.isArray(data96)) {
                if (data96.key === void 0) {
                  const err173 = { instancePath: instancePath + "/renderer/labels/" + i14, schemaPath: "#/properties/renderer/properties/labels/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                  if (vErrors === null) {
                    vErrors = [err173];
                  } else {
                    vErrors.push(err173);
                  }
                  errors++;
                }
                for (const key18 in data96) {
                  if (!(key18 === "key" || key18 === "value")) {
                    const err174 = { instancePath: instancePath + "/renderer/labels/" + i14, schemaPath: "#/properties/renderer/properties/labels/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err174];
                    } else {
                      vErrors.push(err174);
                    }
                    errors++;
                  }
                }
                if (data96.key !== void 0) {
                  if (typeof data96.key !== "string") {
                    const err175 = { instancePath: instancePath + "/renderer/labels/" + i14 + "/key", schemaPath: "#/properties/renderer/properties/labels/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err175];
                    } else {
                      vErrors.push(err175);
                    }
                    errors++;
                  }
                }
                if (data96.value !== void 0) {
                  if (typeof data96.value !== "string") {
                    const err176 = { instancePath: instancePath + "/renderer/labels/" + i14 + "/value", schemaPath: "#/properties/renderer/properties/labels/items/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err176];
                    } else {
                      vErrors.push(err176);
                    }
                    errors++;
                  }
                }
              } else {
                const err177 = { instancePath: instancePath + "/renderer/labels/" + i14, schemaPath: "#/properties/renderer/properties/labels/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err177];
                } else {
                  vErrors.push(err177);
                }
                errors++;
              }
            }
          } else {
            const err178 = { instancePath: instancePath + "/renderer/labels", schemaPath: "#/properties/renderer/properties/labels/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
        }
      } else {
        const err179 = { instancePath: instancePath + "/renderer", schemaPath: "#/properties/renderer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err179];
        } else {
          vErrors.push(err179);
        }
        errors++;
      }
    }
  } else {
    const err180 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err180];
    } else {
      vErrors.push(err180);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}

// src/load/yaml-schema.ts
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
  const known = SCALARS.get(s);
  if (known !== void 0) return known;
  const c = s.charCodeAt(0);
  if (c === 46) return DOT_FLOAT.test(s) ? Number(s) : NOT_RESOLVED;
  if (isNumberStart(c)) return goParseInt(withoutUnderscores(s)) ?? floatOf(s) ?? NOT_RESOLVED;
  return NOT_RESOLVED;
}
function resolvePlain(s, timestamps = false) {
  const known = s === "<<" ? void 0 : SCALARS.get(s);
  if (known !== void 0) return { kind: known === null ? "null" : typeof known === "boolean" ? "bool" : "float", value: known };
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
var placed = (v) => v instanceof BigInteger ? v.valueOf() : v;
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
  implicitFirstChars: ["", "~", "y", "Y", "n", "N", "t", "T", "f", "F", "o", "O", ".", "+", "-", "<", ..."0123456789"],
  resolve: implicitValue,
  identify: () => false
});
var RESOLVABLE = /* @__PURE__ */ new Set(["bool", "int", "float", "null", "timestamp"]);
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var explicitScalar = defineScalarTag("", {
  matchByTagPrefix: true,
  resolve: (s, _explicit, tagName) => {
    const short = tagName.startsWith("tag:yaml.org,2002:") ? tagName.slice(18) : "";
    if (short === "merge" && s === "<<") return MERGE;
    if (short === "binary") {
      const b64 = s.replace(/[\r\n]/g, "");
      return BASE64.test(b64) ? Buffer.from(b64, "base64").toString("utf8") : NOT_RESOLVED;
    }
    if (!RESOLVABLE.has(short)) return s;
    const r = resolvePlain(s, short === "timestamp");
    if (r.kind === short) return r.value;
    if (short === "float" && r.kind === "int") return r.value;
    return NOT_RESOLVED;
  },
  identify: () => false
});
function setKey(o, key, value) {
  if (key === "__proto__") Object.defineProperty(o, key, { value, enumerable: true, configurable: true, writable: true });
  else o[key] = value;
}
var isMap = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function jsonKey(key) {
  if (typeof key === "string") return key;
  if (key instanceof BigInteger) return key.unsigned ? void 0 : String(key.exact);
  if (typeof key === "boolean") return String(key);
  if (typeof key === "number") return Number.isInteger(key) ? String(key) : float32G(key);
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
  const sources = Array.isArray(value) ? [...value].reverse() : [value];
  if (!sources.every(isMap)) return "map merge requires map or sequence of maps as the value";
  for (const source of sources) for (const k of Object.keys(source)) setKey(into, k, source[k]);
  return "";
}
function unsupportedKey(key) {
  if (key === null) return "unsupported map key: null (sigs.k8s.io/yaml cannot convert it to JSON)";
  if (key instanceof BigInteger) return "unsupported map key of type uint64 (an integer beyond int64; sigs.k8s.io/yaml cannot convert it to JSON)";
  return "invalid map key: a mapping or sequence";
}
function mappingTag(tagName, matchByTagPrefix) {
  return defineMappingTag(tagName, {
    matchByTagPrefix,
    create: () => ({}),
    addPair: (o, key, raw) => {
      const value = placed(raw);
      if (isBadNumber(value)) return NOT_JSON;
      if (typeof key === "string" && key !== "__proto__") {
        o[key] = value;
        return "";
      }
      if (key === MERGE) return merge(o, value);
      const k = jsonKey(key);
      if (k === void 0) return unsupportedKey(key);
      setKey(o, k, value);
      return "";
    },
    has: (o, key) => typeof key === "string" && Object.prototype.hasOwnProperty.call(o, key),
    keys: (o) => Object.keys(o),
    get: (o, key) => o[String(key)],
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

// src/load/position.ts
var LOCATOR = /* @__PURE__ */ Symbol("locator");
function keepLocator(doc, locator) {
  doc[LOCATOR] = locator ?? null;
}
function hasLocator(doc) {
  return !!doc[LOCATOR];
}
var W = 5;
var COLLECTION = (t) => t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE;
function packEvents(events, source) {
  const out = new Int32Array(events.length * W);
  const roots = [];
  const refusals = [];
  const openIndex = [];
  const openNodes = [];
  let awaitingRoot = false;
  let directives = false;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const o = i * W;
    const type = e.type;
    out[o] = type;
    if (type === EVENT_ID.POP) {
      const top = openIndex.pop();
      openNodes.pop();
      if (top !== void 0) out[top * W + 3] = i + 1;
      continue;
    }
    if (type === EVENT_ID.DOCUMENT) {
      roots.push(-1);
      awaitingRoot = true;
      if (e.directives.length) directives = true;
      continue;
    }
    if (awaitingRoot) {
      roots[roots.length - 1] = i;
      awaitingRoot = false;
    }
    const depth = openNodes.length - 1;
    const isKey = depth >= 0 && openNodes[depth] >= 0 && openNodes[depth]++ % 2 === 0;
    if (type === EVENT_ID.SCALAR) {
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      out[o] = type | e.style << 3 | e.chomping << 6 | (e.fast ? 1 << 8 : 0);
      out[o + 1] = e.anchorStart < 0 && e.tagStart < 0 ? quoted ? e.valueStart - 1 : e.valueStart : nodeOffset(e);
      out[o + 2] = e.valueStart;
      out[o + 3] = e.valueEnd;
      out[o + 4] = e.indent;
      if (isKey && e.valueEnd - e.valueStart > 1e3) longKey(e, out[o + 1], source, refusals);
      if (e.style === SCALAR_STYLE.DOUBLE_QUOTED && !e.fast) slashEscape(e, source, refusals);
    } else if (type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE) {
      out[o + 1] = e.anchorStart < 0 && e.tagStart < 0 ? e.start : nodeOffset(e);
      out[o + 3] = events.length;
      openIndex.push(i);
      openNodes.push(type === EVENT_ID.MAPPING && e.style === COLLECTION_STYLE.BLOCK ? 0 : -1);
    } else {
      out[o + 1] = nodeOffset(e);
    }
  }
  return { events: out, roots, refusals, directives };
}
function longKey(e, start, source, refusals) {
  let colon = e.valueEnd + (e.style === SCALAR_STYLE.PLAIN ? 0 : 1);
  while (source[colon] === " " || source[colon] === "	") colon++;
  if (colon - start > 1024) refusals.push({ offset: start, message: "a key longer than 1024 characters (go-yaml v2 reads at most 1024)" });
}
function slashEscape(e, source, refusals) {
  for (let i = e.valueStart; i < e.valueEnd; i++) {
    if (source.charCodeAt(i) !== 92) continue;
    if (source[i + 1] === "/") {
      refusals.push({ offset: i, message: "the escape \\/ (YAML 1.2; go-yaml v2 refuses it)" });
      return;
    }
    i++;
  }
}
function locate(doc, path3) {
  let loc = doc[LOCATOR];
  if (loc === void 0) keepLocator(doc, loc = locatorOf(doc));
  if (!loc || loc.root < 0) return { line: doc.startLine, column: 1 };
  let i = loc.root;
  for (const segment of path3) {
    const child = childIndex(loc, i, segment);
    if (child < 0) break;
    i = child;
  }
  return offsetToPosition(doc, loc, loc.events[i * W + 1]);
}
function positionOf(resource, path3) {
  return resource.locate ? resource.locate(path3) : { file: resource.doc.file, ...locate(resource.doc, [...resource.base, ...path3]) };
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
var typeOf = (ev, i) => ev[i * W] & 7;
var next = (ev, i) => COLLECTION(typeOf(ev, i)) ? ev[i * W + 3] : i + 1;
function childIndex(loc, i, segment) {
  const ev = loc.events;
  const type = typeOf(ev, i);
  let j = i + 1;
  if (type === EVENT_ID.MAPPING) {
    const want = String(segment);
    while (typeOf(ev, j) !== EVENT_ID.POP) {
      const value = next(ev, j);
      if (typeOf(ev, j) === EVENT_ID.SCALAR && keyText(loc, j) === want) return value;
      j = next(ev, value);
    }
  } else if (type === EVENT_ID.SEQUENCE && typeof segment === "number") {
    for (let n = 0; typeOf(ev, j) !== EVENT_ID.POP; n++) {
      if (n === segment) return j;
      j = next(ev, j);
    }
  }
  return -1;
}
function keyText(loc, i) {
  const ev = loc.events;
  const o = i * W;
  const head = ev[o];
  const style = head >> 3 & 7;
  const scalar = {
    type: EVENT_ID.SCALAR,
    valueStart: ev[o + 2],
    valueEnd: ev[o + 3],
    style,
    chomping: head >> 6 & 3,
    fast: (head & 1 << 8) !== 0,
    indent: ev[o + 4],
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
function dottedPath(path3) {
  let out = "";
  for (const s of path3) {
    if (typeof s === "number") out += `[${s}]`;
    else if (/[./\[\]"]/.test(s)) out += `[${JSON.stringify(s)}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}

// src/load/yaml-json.ts
function jsonDocuments(file, text, from, maxDepth) {
  const out = [];
  let pos = skipSpace(text, from);
  while (pos < text.length) {
    const { end, depth } = valueEnd(text, pos);
    const doc = sourceDoc(file, out.length, text, pos, end);
    if (depth > maxDepth) {
      out.push({ doc, error: { message: `JSON does not parse: nesting exceeded maxDepth (${maxDepth})`, line: doc.startLine, column: 1 } });
      return out;
    }
    try {
      const value = JSON.parse(doc.text);
      keepLocator(doc, locatorOf(doc));
      if (value !== null) out.push({ doc, value });
    } catch (e) {
      const at = /position (\d+)/.exec(String(e.message));
      const offset = pos + (at ? Number(at[1]) : 0);
      const line = lineAt(text, offset);
      const column = offset - text.lastIndexOf("\n", offset - 1);
      out.push({ doc, error: { message: `JSON does not parse: ${String(e.message).split(" in JSON")[0]}; kubectl reads nothing after it`, line, column } });
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

// src/load/documents.ts
var DEFAULT_LIMITS = { maxDepth: 100, maxAliases: 1e3 };
function parseDocuments(file, text, limits = DEFAULT_LIMITS) {
  const bom = text.charCodeAt(0) === 65279 ? 1 : 0;
  if (isJsonStream(text, bom)) return jsonDocuments(file, text, bom, limits.maxDepth);
  const docs = splitDocuments(file, text, bom);
  const whole = docs.length > 1 && !docs.some((d) => d.badSeparator) && !unusual(text, bom);
  const out = whole && parseWhole(text, docs, limits) || docs.map((doc) => parseOne(doc, limits));
  return out.filter((p) => p.error || p.value !== null && p.value !== void 0);
}
var UNUSUAL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;
var unusual = (text, from) => text.includes("\n	") || text.charCodeAt(from) === 9 || UNUSUAL.test(from ? text.slice(from) : text);
var CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]/;
var YAML11_BREAK = /[\x85\u2028\u2029]/g;
var TAB_LINE = /^\t/gm;
function isJsonStream(text, from) {
  const head = text.slice(from, from + 4096).trimStart();
  return head.charCodeAt(0) === 123;
}
function load2(text, file, limits) {
  const events = parseEvents(text, { filename: file, maxDepth: limits.maxDepth });
  const values = constructFromEvents(events, { source: text, filename: file, schema: KUBECTL_SCHEMA, json: true, maxAliases: limits.maxAliases });
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
    const offset = packed.events[root * 5 + 1];
    while (d + 1 < docs.length && (bases?.[d + 1] ?? docs[d + 1].startOffset) <= offset) d++;
    if (hasLocator(out[d].doc)) return void 0;
    keepLocator(out[d].doc, { events: packed.events, root, source: text, base: bases?.[d] ?? docs[d].startOffset });
    out[d].value = value;
    if (jsonValueError(value)) return void 0;
  }
  return packed.roots.length === values.length ? out : void 0;
}
var DIRECTIVE = /^(?:[ \t]*(?:#.*)?\r?\n)*%/;
var BATCH_CHARS = 8 * 1024;
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
  let at = 0;
  for (const { input, docs: own } of batch) {
    const text = inputs[input].text;
    if (parts.length) {
      const cut = (parts[parts.length - 1].endsWith("\n") ? "" : "\n") + (text.startsWith("---") ? "" : "---\n");
      parts.push(cut);
      at += cut.length;
    }
    for (const d of own) {
      docs.push(d);
      bases.push(at + d.startOffset);
    }
    parts.push(text);
    at += text.length;
  }
  const joined = parts.join("");
  const parsed = parseWhole(joined, docs, limits, bases);
  if (!parsed || parsed.some((p, k2) => !hasLocator(p.doc) && !BLANK_DOC.test(docs[k2].text))) {
    for (const { input } of batch) out[input] = parseDocuments(inputs[input].file, inputs[input].text, limits);
    return;
  }
  for (let d = 0; d < docs.length; d++) docs[d].text = joined.slice(bases[d], bases[d] + docs[d].text.length);
  let k = 0;
  for (const { input, docs: own } of batch) {
    out[input] = parsed.slice(k, k + own.length).filter((p) => p.value !== null && p.value !== void 0);
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
    return { doc, error: { message: "kubectl cannot read this document: a %YAML or %TAG directive (kubectl cuts the stream at ---, which leaves the directive without its document)", line, column: 1 } };
  }
  let text = asGoYamlReadsIt(doc.text);
  const control = CONTROL.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    return { doc, error: { message: `kubectl cannot read this document: control character U+${code} (go-yaml v2 refuses it)`, ...offsetPosition(doc, text, control.index) } };
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
    else if (e.type === EVENT_ID.SCALAR && depth === 0 && e.style <= SCALAR_STYLE.DOUBLE_QUOTED) spans.push([e.valueStart, e.valueEnd]);
  }
  if (flowStart >= 0) spans.push([flowStart, end]);
  return spans;
}
function fromLoaded(doc, text, loaded, shifts) {
  const packed = packEvents(loaded.events, text);
  const value = placed(loaded.values[0] ?? null);
  const refusal = packed.refusals.find((r) => packed.roots.length < 2 || r.offset < (packed.events[(packed.roots[1] ?? -1) * 5 + 1] ?? Infinity));
  if (refusal) return { doc, error: { message: `kubectl cannot read this document: ${refusal.message}`, ...offsetPosition(doc, text, refusal.offset) } };
  const tab = TAB_LINE.test(text) ? tabLine(text, loaded.events) : void 0;
  if (tab !== void 0) return { doc, error: { message: "kubectl cannot read this document: a tab at the start of a line (go-yaml v2 allows tabs there only inside a quoted or flow scalar or a flow collection)", ...offsetPosition(doc, text, tab) } };
  const bad = jsonValueError(value);
  if (bad) return { doc, error: { message: `kubectl cannot read this document: ${bad}`, line: doc.startLine, column: 1 } };
  keepLocator(doc, { events: packed.events, root: packed.roots[0] ?? -1, source: text, base: 0, ...shifts ? { shifts } : {} });
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
  return { message: `YAML does not parse: ${reason}`, ...insideDoc(doc, err.mark?.line ?? 0, (err.mark?.column ?? 0) + 1) };
}
function insideDoc(doc, line0, column) {
  const lines = doc.text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  const last = lines.length - 1;
  const at = Math.min(Math.max(line0, 0), last);
  const width = lines[at].replace(/\r$/, "").length + 1;
  return { line: doc.startLine + at, column: line0 > last ? width : Math.min(Math.max(column, 1), width) };
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
  const push = (end, badSeparator) => {
    const slice = text.slice(start, end);
    docs.push({ file, index: docs.length, text: slice, startLine, startOffset: start, template: rendered ? helmSource(slice) : void 0, ...badSeparator !== void 0 ? { badSeparator } : {} });
  };
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const lineEnd = nl === -1 ? text.length : nl;
    if (text.charCodeAt(pos) === 45 && text.startsWith("---", pos)) {
      const rest = text.slice(pos + 3, lineEnd).trim();
      if (rest !== "" && rest[0] !== "#") {
        push(lineEnd, { text: text.slice(pos, lineEnd).trimEnd(), line });
        start = nl === -1 ? text.length : nl + 1;
        startLine = line + 1;
      } else {
        if (pos > start) push(pos);
        start = pos;
        startLine = line;
      }
    }
    if (nl === -1) break;
    pos = nl + 1;
    line++;
  }
  push(text.length);
  return docs.filter((d, i) => i === 0 || d.text.length > 0 || d.badSeparator !== void 0);
}
var SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;
function helmSource(text) {
  if (text.lastIndexOf("# Source: ", 400) < 0) return void 0;
  const m = SOURCE_COMMENT.exec(text.length > 400 ? text.slice(0, 400) : text);
  return m ? m[1] : void 0;
}

// src/load/one-document.ts
function loadOneDocument(text) {
  try {
    return load(text, { schema: KUBECTL_SCHEMA });
  } catch (e) {
    if (e.reason === "expected a document, but the input is empty") return null;
    throw e;
  }
}

// src/load/schema-errors.ts
function describeSchemaErrors(file, errors) {
  if (!errors?.length) return `${file}: does not match its schema`;
  const parts = [...new Set(errors.map(describeOne))].slice(0, 3);
  return `${file}: ${parts.join("; ")}`;
}
function describeOne(first) {
  let where = first.instancePath.replace(/^\//, "").split("/").filter(Boolean).map((p) => /^\d+$/.test(p) ? `[${p}]` : `.${p.replace(/~1/g, "/").replace(/~0/g, "~")}`).join("").replace(/^\./, "");
  let what = first.message ?? first.keyword;
  if (first.keyword === "additionalProperties") {
    const extra = String(first.params.additionalProperty);
    where = where ? `${where}.${extra}` : extra;
    what = "is not a known key";
  } else if (first.keyword === "enum") {
    what = `must be one of ${first.params.allowedValues.map(String).join(", ")}`;
  } else if (first.keyword === "required") {
    where = where ? `${where}.${String(first.params.missingProperty)}` : String(first.params.missingProperty);
    what = "is required";
  }
  return `${where || "(top level)"} ${what}`;
}

// src/load/config.ts
var CONFIG_FILE = ".webhook-cert-gate.yaml";
async function loadConfig(cwd, explicit) {
  const file = explicit ? path.resolve(cwd, explicit) : path.join(cwd, CONFIG_FILE);
  const shown = explicit ?? CONFIG_FILE;
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    if (!explicit && e.code === "ENOENT") return {};
    throw new InputError(`${shown}: ${describeFsError(e)}`);
  }
  let data;
  try {
    data = loadOneDocument(text) ?? {};
  } catch (e) {
    const err = e;
    throw new InputError(`${shown}:${(err.mark?.line ?? 0) + 1}: config does not parse: ${safeReason(err.reason ?? String(e).split("\n")[0])}`);
  }
  offAsFalse(data);
  if (!validateConfig(data)) throw new InputError(describeSchemaErrors(shown, validateConfig.errors));
  const config = data;
  const base = path.dirname(file);
  const resolve = (list) => list?.map((p) => path.resolve(base, p));
  return { ...config, profiles: resolve(config.profiles), owners: resolve(config.owners), source: shown };
}
function offAsFalse(data) {
  const rules = data?.rules;
  if (typeof rules !== "object" || rules === null || Array.isArray(rules)) return;
  for (const [id, value] of Object.entries(rules)) if (value === false) rules[id] = "off";
}
function globMatcher(patterns) {
  if (!patterns.length) return () => false;
  const res = patterns.map((p) => new RegExp(`^${p.includes("/") ? "" : "(?:.*/)?"}${globToRegex(p.replace(/^\.\//, ""))}(?:/.*)?$`));
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

// src/load/files.ts
var DEFAULT_MAX_FILE_BYTES = 32 * 1024 * 1024;
var KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var MANIFEST_EXT = /* @__PURE__ */ new Set([".yaml", ".yml", ".json"]);
async function readInputs(paths, options) {
  const out = [];
  const errors = [];
  const add = async (file, display) => {
    if (options.ignored?.(display)) return;
    try {
      out.push(await readOne(file, display, options.maxFileBytes));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      errors.push(printable(e.message));
    }
  };
  let stdinUsed = false;
  for (const p of paths) {
    if (p === "-") {
      if (stdinUsed) continue;
      stdinUsed = true;
      const text = await options.readStdin(options.maxFileBytes);
      if (Buffer.byteLength(text) > options.maxFileBytes) errors.push(overLimit("<stdin>", options.maxFileBytes));
      else out.push({ file: "<stdin>", text });
      continue;
    }
    const abs = path2.resolve(options.cwd, p);
    const info = await stat(abs).catch((e) => e);
    if (info instanceof Error) {
      errors.push(printable(`${p}: ${describeFsError(info)}`));
    } else if (info.isDirectory()) {
      try {
        for (const file of await walk(abs, await realpath(abs), /* @__PURE__ */ new Set())) await add(file, displayPath(file, options.cwd));
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        errors.push(printable(e.message));
      }
    } else {
      await add(abs, displayPath(abs, options.cwd));
    }
  }
  return { inputs: out, errors };
}
async function walk(dir, root, seen) {
  const real = await realpath(dir);
  if (seen.has(real) || !isInside(real, root)) return [];
  seen.add(real);
  const entries = await readdir(dir, { withFileTypes: true }).catch((e) => {
    throw new InputError(`${dir}: ${describeFsError(e)}`);
  });
  if (entries.some((e) => KUSTOMIZATION_FILES.includes(e.name) && !e.isDirectory())) return [];
  entries.sort((a, b) => Number(a.isSymbolicLink()) - Number(b.isSymbolicLink()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files = [];
  const addFile = (full, realFile) => {
    if (seen.has(realFile)) return;
    seen.add(realFile);
    files.push(full);
  };
  for (const entry of entries) {
    if (entry.name === "node_modules" || entry.name === ".git" || entry.name === CONFIG_FILE) continue;
    const full = path2.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const target = await realpath(full).catch(() => null);
      if (!target || !isInside(target, root)) continue;
      const info = await stat(full);
      if (info.isDirectory()) files.push(...await walk(full, root, seen));
      else if (info.isFile() && MANIFEST_EXT.has(path2.extname(entry.name).toLowerCase())) addFile(full, target);
    } else if (entry.isDirectory()) {
      files.push(...await walk(full, root, seen));
    } else if (entry.isFile() && MANIFEST_EXT.has(path2.extname(entry.name).toLowerCase())) {
      addFile(full, path2.join(real, entry.name));
    }
  }
  return files;
}
async function readOne(file, display, maxBytes) {
  const fail = (e) => {
    throw e instanceof InputError ? e : new InputError(`${display}: ${describeFsError(e)}`);
  };
  let buf;
  try {
    const info = statSync(file);
    if (info.size > maxBytes) throw new InputError(overLimit(display, maxBytes, info.size));
    buf = info.isFile() ? readFileSync(file) : await readBounded(file, display, maxBytes);
  } catch (e) {
    return fail(e);
  }
  if (buf.length > maxBytes) throw new InputError(overLimit(display, maxBytes, buf.length));
  if (buf.includes(0)) throw new InputError(`${display}: binary file (contains NUL bytes); expected text: YAML, JSON or PEM`);
  return { file: display, text: buf.toString("utf8") };
}
async function readBounded(file, display, maxBytes) {
  const handle = await open(file, "r");
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
  const rel = path2.relative(root, p);
  return rel === "" || !rel.startsWith("..") && !path2.isAbsolute(rel);
}
function displayPath(abs, cwd) {
  const rel = path2.relative(cwd, abs);
  return rel && !rel.startsWith("..") && !path2.isAbsolute(rel) ? rel.split(path2.sep).join("/") : abs;
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

export {
  validateProfile,
  validateOwner,
  load,
  dump,
  locate,
  positionOf,
  dottedPath,
  DEFAULT_LIMITS,
  parseDocuments,
  parseFiles,
  safeReason,
  splitDocuments,
  printable,
  printablePath,
  DEFAULT_MAX_FILE_BYTES,
  KUSTOMIZATION_FILES,
  readInputs,
  readOne,
  isInside,
  displayPath,
  describeFsError,
  loadOneDocument,
  describeSchemaErrors,
  loadConfig,
  globMatcher,
  pathMatcher
};

#!/usr/bin/env node
import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key2 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key2) && key2 !== except)
        __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/js-yaml/dist/js-yaml.mjs
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
function makeSnippet(mark2, options) {
  if (!mark2.buffer) return null;
  const opts = {
    ...DEFAULT_SNIPPET_OPTIONS,
    ...options
  };
  const re = /\r?\n|\r|\0/g;
  const lineStarts = [0];
  const lineEnds = [];
  let match;
  let foundLineNo = -1;
  while (match = re.exec(mark2.buffer)) {
    lineEnds.push(match.index);
    lineStarts.push(match.index + match[0].length);
    if (mark2.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
  }
  if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
  let result = "";
  const lineNoLength = Math.min(mark2.line + opts.linesAfter, lineEnds.length).toString().length;
  const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
  for (let i = 1; i <= opts.linesBefore; i++) {
    if (foundLineNo - i < 0) break;
    const line2 = getLine(mark2.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark2.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
    result = `${" ".repeat(opts.indent)}${padStart((mark2.line - i + 1).toString(), lineNoLength)} | ${line2.str}
${result}`;
  }
  const line = getLine(mark2.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark2.position, maxLineLength);
  result += `${" ".repeat(opts.indent)}${padStart((mark2.line + 1).toString(), lineNoLength)} | ${line.str}
`;
  result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^
`;
  for (let i = 1; i <= opts.linesAfter; i++) {
    if (foundLineNo + i >= lineEnds.length) break;
    const line2 = getLine(mark2.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark2.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
    result += `${" ".repeat(opts.indent)}${padStart((mark2.line + i + 1).toString(), lineNoLength)} | ${line2.str}
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
    const content2 = line.slice(textIndent);
    const first = content2.charCodeAt(0);
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
    result += content2;
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
  const { valueStart, valueEnd } = scalar;
  if (scalar.fast) return input.slice(valueStart, valueEnd);
  switch (scalar.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
      return getSingleQuotedValue(input, valueStart, valueEnd);
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return getDoubleQuotedValue(input, valueStart, valueEnd);
    case SCALAR_STYLE.LITERAL_BLOCK:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, false);
    case SCALAR_STYLE.FOLDED_BLOCK:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, true);
    default:
      return getPlainValue(input, valueStart, valueEnd);
  }
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
function addScalarEvent(state, valueStart, valueEnd, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
  state.events.push({
    type: EVENT_ID.SCALAR,
    valueStart,
    valueEnd,
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
  let valueEnd = state.position;
  while (state.input.charCodeAt(state.position) !== 0) {
    const linePosition = state.position;
    let column = 0;
    while (state.input.charCodeAt(linePosition + column) === 32) column++;
    const first = state.input.charCodeAt(linePosition + column);
    if (first === 0) {
      if (contentIndent >= 0) {
        if (column > contentIndent) valueEnd = linePosition + column;
      } else if (column > 0) valueEnd = linePosition + column;
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
    valueEnd = state.position;
    if (isEol(state.input.charCodeAt(state.position))) {
      consumeLineBreak(state);
      valueEnd = state.position;
    }
  }
  checkPrintable(state, valueStart, valueEnd);
  addScalarEvent(state, valueStart, valueEnd, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
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
function hasBit(mask, bit) {
  return (mask & 1 << bit) !== 0;
}
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
var NOT_RESOLVED, strTag, NULL_VALUES$1, nullCoreTag, nullJsonTag, NULL_VALUES, nullYaml11Tag, TRUE_VALUES$2, FALSE_VALUES$2, boolCoreTag, TRUE_VALUES$1, FALSE_VALUES$1, boolJsonTag, TRUE_VALUES, FALSE_VALUES, boolYaml11Tag, YAML_INTEGER_IMPLICIT_PATTERN$1, YAML_INTEGER_EXPLICIT_PATTERN$1, intCoreTag, YAML_INTEGER_IMPLICIT_PATTERN, YAML_INTEGER_EXPLICIT_PATTERN, intJsonTag, YAML_INTEGER_PATTERN, intYaml11Tag, YAML_FLOAT_PATTERN$1, YAML_FLOAT_SPECIAL_PATTERN$1, floatCoreTag, YAML_FLOAT_IMPLICIT_PATTERN, YAML_FLOAT_EXPLICIT_PATTERN, floatJsonTag, YAML_FLOAT_PATTERN, YAML_FLOAT_SPECIAL_PATTERN, floatYaml11Tag, mergeTag, BASE64_PATTERN, binaryTag, YAML_DATE_REGEXP, YAML_TIMESTAMP_REGEXP, timestampTag, seqTag, omapTag, pairsTag, mapTag, setTag, Schema, FAILSAFE_SCHEMA, JSON_SCHEMA, CORE_SCHEMA, YAML11_SCHEMA, DUMP_SCHEMA, realMapTag, legacyMapTag, DEFAULT_SNIPPET_OPTIONS, YAMLException, EVENT_ID, SCALAR_STYLE, COLLECTION_STYLE, CHOMPING_MODE, NO_RANGE$3, simpleEscapeCheck, simpleEscapeMap, DEFAULT_TAG_HANDLERS, TAG_SUFFIX_CHARS, TAG_URI_CHARS, NO_RANGE$2, MERGE_TAG_NAME, DEFAULT_CONSTRUCTOR_OPTIONS, NO_RANGE$1, HAS_OWN, CONTEXT_FLOW_IN, CONTEXT_FLOW_OUT, CONTEXT_BLOCK_IN, CONTEXT_BLOCK_OUT, PATTERN_NON_PRINTABLE, PATTERN_FLOW_INDICATORS, PATTERN_TAG_HANDLE, NS_URI_CHAR, NS_TAG_CHAR, PATTERN_TAG_URI, PATTERN_TAG_SUFFIX, PATTERN_TAG_PREFIX, DEFAULT_PARSER_OPTIONS, DEFAULT_LOAD_OPTIONS, DEFAULT_SCALAR_STYLE_RULES, SRC_C_PRINTABLE, SRC_B_CHAR, SRC_C_BYTE_ORDER_MARK, SRC_S_WHITE, SRC_NB_CHAR, SRC_NS_CHAR, SRC_NB_JSON, SRC_C_INDICATOR, SRC_C_FLOW_INDICATOR, SRC_NS_PLAIN_SAFE_FLOW_OUT, SRC_NS_PLAIN_SAFE_FLOW_IN, SRC_NS_PLAIN_FIRST_FLOW_OUT, SRC_NS_PLAIN_FIRST_FLOW_IN, SRC_NS_PLAIN_CHAR_FLOW_OUT, SRC_NS_PLAIN_CHAR_FLOW_IN, SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT, SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN, SRC_NS_PLAIN_ONE_LINE_FLOW_OUT, SRC_NS_PLAIN_ONE_LINE_FLOW_IN, SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY, SRC_NS_PLAIN_ONE_LINE_FLOW_KEY, SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT, SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN, SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT, SRC_NS_PLAIN_MULTI_LINE_FLOW_IN, NS_PLAIN_FLOW_OUT, NS_PLAIN_FLOW_IN, NS_PLAIN_BLOCK_KEY, NS_PLAIN_FLOW_KEY, NB_SINGLE_ONE_LINE, NB_SINGLE_MULTI_LINE, BLOCK_SCALAR_CONTENT, DEFAULT_PRESENTER_OPTIONS, DEFAULT_DUMP_OPTIONS, EVENT_DOCUMENT, EVENT_SEQUENCE, EVENT_MAPPING, EVENT_SCALAR, EVENT_ALIAS, EVENT_POP, SCALAR_STYLE_PLAIN, SCALAR_STYLE_SINGLE_QUOTED, SCALAR_STYLE_DOUBLE_QUOTED, SCALAR_STYLE_LITERAL_BLOCK, SCALAR_STYLE_FOLDED_BLOCK, COLLECTION_STYLE_BLOCK, COLLECTION_STYLE_FLOW, CHOMPING_CLIP, CHOMPING_STRIP, CHOMPING_KEEP;
var init_js_yaml = __esm({
  "node_modules/js-yaml/dist/js-yaml.mjs"() {
    NOT_RESOLVED = /* @__PURE__ */ Symbol("NOT_RESOLVED");
    strTag = defineScalarTag("tag:yaml.org,2002:str", {
      resolve: (source) => source,
      identify: (data) => typeof data === "string"
    });
    NULL_VALUES$1 = [
      "",
      "~",
      "null",
      "Null",
      "NULL"
    ];
    nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
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
    nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
      implicit: true,
      implicitFirstChars: ["n"],
      resolve: (source, isExplicit) => {
        if (source === "null" || isExplicit && source === "") return null;
        return NOT_RESOLVED;
      },
      identify: (object) => object === null,
      represent: () => "null"
    });
    NULL_VALUES = [
      "",
      "~",
      "null",
      "Null",
      "NULL"
    ];
    nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
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
    TRUE_VALUES$2 = [
      "true",
      "True",
      "TRUE"
    ];
    FALSE_VALUES$2 = [
      "false",
      "False",
      "FALSE"
    ];
    boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
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
    TRUE_VALUES$1 = ["true"];
    FALSE_VALUES$1 = ["false"];
    boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
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
    TRUE_VALUES = [
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
    FALSE_VALUES = [
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
    boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
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
    YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
    YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
    intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
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
    YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
    YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
    intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
      implicit: true,
      implicitFirstChars: ["-", ..."0123456789"],
      resolve: resolveYamlInteger$1,
      identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
      represent: (object) => object.toString(10)
    });
    YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
    intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
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
    YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
    YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
    floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
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
    YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
    YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
    floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
      implicit: true,
      implicitFirstChars: ["-", ..."0123456789"],
      resolve: resolveYamlFloat$1,
      identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
      represent: representYamlFloat$1
    });
    YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
    YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
    floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
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
    mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
      implicit: true,
      implicitFirstChars: ["<"],
      resolve: (source, isExplicit) => {
        if (source === "<<" || isExplicit && source === "") return "<<";
        return NOT_RESOLVED;
      },
      identify: () => false
    });
    BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
    binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
      resolve: resolveYamlBinary,
      identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
      represent: representYamlBinary
    });
    YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
    YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
    timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
      implicit: true,
      implicitFirstChars: [..."0123456789"],
      resolve: resolveYamlTimestamp,
      identify: (object) => object instanceof Date,
      represent: (object) => object.toISOString()
    });
    seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
      create: () => [],
      addItem: (container, item) => {
        container.push(item);
      },
      identify: Array.isArray
    });
    omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
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
    pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
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
    mapTag = defineMappingTag("tag:yaml.org,2002:map", {
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
    setTag = defineMappingTag("tag:yaml.org,2002:set", {
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
    Schema = class Schema2 {
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
    FAILSAFE_SCHEMA = new Schema([
      strTag,
      seqTag,
      mapTag
    ]);
    JSON_SCHEMA = new Schema([
      ...FAILSAFE_SCHEMA.tags,
      nullJsonTag,
      boolJsonTag,
      intJsonTag,
      floatJsonTag
    ]);
    CORE_SCHEMA = new Schema([
      ...FAILSAFE_SCHEMA.tags,
      nullCoreTag,
      boolCoreTag,
      intCoreTag,
      floatCoreTag
    ]);
    YAML11_SCHEMA = new Schema([
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
    DUMP_SCHEMA = YAML11_SCHEMA.withTags({
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
    realMapTag = defineMappingTag("tag:yaml.org,2002:map", {
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
    legacyMapTag = defineMappingTag("tag:yaml.org,2002:map", {
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
    DEFAULT_SNIPPET_OPTIONS = {
      maxLength: 79,
      indent: 1,
      linesBefore: 3,
      linesAfter: 2
    };
    YAMLException = class YAMLException2 extends Error {
      reason;
      mark;
      /**
      * Optional `mark` contains source snippet data. Usually, use
      * {@link YAMLException.throwAt} instead of passing it directly.
      */
      constructor(reason, mark2) {
        super();
        this.name = "YAMLException";
        this.reason = reason;
        this.mark = mark2;
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
        const mark2 = {
          name: filename,
          buffer: source,
          position,
          line,
          column: position - lineStart
        };
        mark2.snippet = makeSnippet(mark2);
        throw new YAMLException2(message, mark2);
      }
    };
    EVENT_ID = {
      DOCUMENT: 1,
      SEQUENCE: 2,
      MAPPING: 3,
      SCALAR: 4,
      ALIAS: 5,
      POP: 6
    };
    SCALAR_STYLE = {
      PLAIN: 1,
      SINGLE_QUOTED: 2,
      DOUBLE_QUOTED: 3,
      LITERAL_BLOCK: 4,
      FOLDED_BLOCK: 5
    };
    COLLECTION_STYLE = {
      BLOCK: 1,
      FLOW: 2
    };
    CHOMPING_MODE = {
      CLIP: 1,
      STRIP: 2,
      KEEP: 3
    };
    NO_RANGE$3 = -1;
    simpleEscapeCheck = new Array(256);
    simpleEscapeMap = new Array(256);
    for (let i = 0; i < 256; i++) {
      simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
      simpleEscapeMap[i] = simpleEscapeSequence(i);
    }
    DEFAULT_TAG_HANDLERS = Object.assign(/* @__PURE__ */ Object.create(null), {
      "!": "!",
      "!!": "tag:yaml.org,2002:"
    });
    TAG_SUFFIX_CHARS = "-#;/?:@&=+$_.~*'()";
    TAG_URI_CHARS = TAG_SUFFIX_CHARS + "!,[]";
    NO_RANGE$2 = -1;
    MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
    DEFAULT_CONSTRUCTOR_OPTIONS = {
      filename: "",
      schema: CORE_SCHEMA,
      json: false,
      maxTotalMergeKeys: 1e4,
      maxAliases: -1
    };
    NO_RANGE$1 = -1;
    HAS_OWN = Object.prototype.hasOwnProperty;
    CONTEXT_FLOW_IN = 1;
    CONTEXT_FLOW_OUT = 2;
    CONTEXT_BLOCK_IN = 3;
    CONTEXT_BLOCK_OUT = 4;
    PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
    PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
    PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
    NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
    NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
    PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
    PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
    PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
    DEFAULT_PARSER_OPTIONS = {
      filename: "",
      maxDepth: 100
    };
    DEFAULT_LOAD_OPTIONS = {
      ...DEFAULT_PARSER_OPTIONS,
      ...DEFAULT_CONSTRUCTOR_OPTIONS
    };
    DEFAULT_SCALAR_STYLE_RULES = {
      applyQuoteFlowKeysOption,
      doubleQuoteForInvisibles,
      doubleQuoteWhitespaceOnly,
      applyForceQuotesOption,
      tryLongOrMultilineAsBlock,
      quoteInvalidPlain,
      fallbackToDoubleQuoted
    };
    SRC_C_PRINTABLE = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]";
    SRC_B_CHAR = "[\\n\\r]";
    SRC_C_BYTE_ORDER_MARK = "\\uFEFF";
    SRC_S_WHITE = "[ \\t]";
    SRC_NB_CHAR = `(?:(?!(?:${SRC_B_CHAR}|${SRC_C_BYTE_ORDER_MARK}))${SRC_C_PRINTABLE})`;
    SRC_NS_CHAR = `(?:(?!${SRC_S_WHITE})${SRC_NB_CHAR})`;
    SRC_NB_JSON = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]";
    SRC_C_INDICATOR = "[-?:,\\[\\]{}#&*!|>'\"%@`]";
    SRC_C_FLOW_INDICATOR = "[,\\[\\]{}]";
    SRC_NS_PLAIN_SAFE_FLOW_OUT = SRC_NS_CHAR;
    SRC_NS_PLAIN_SAFE_FLOW_IN = `(?:(?!${SRC_C_FLOW_INDICATOR})${SRC_NS_CHAR})`;
    SRC_NS_PLAIN_FIRST_FLOW_OUT = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))`;
    SRC_NS_PLAIN_FIRST_FLOW_IN = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))`;
    SRC_NS_PLAIN_CHAR_FLOW_OUT = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_OUT})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))#*`;
    SRC_NS_PLAIN_CHAR_FLOW_IN = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_IN})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))#*`;
    SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_OUT})*`;
    SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_IN})*`;
    SRC_NS_PLAIN_ONE_LINE_FLOW_OUT = `${SRC_NS_PLAIN_FIRST_FLOW_OUT}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
    SRC_NS_PLAIN_ONE_LINE_FLOW_IN = `${SRC_NS_PLAIN_FIRST_FLOW_IN}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
    SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_OUT;
    SRC_NS_PLAIN_ONE_LINE_FLOW_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_IN;
    SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_OUT}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
    SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_IN}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
    SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT = `${SRC_NS_PLAIN_ONE_LINE_FLOW_OUT}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT})*`;
    SRC_NS_PLAIN_MULTI_LINE_FLOW_IN = `${SRC_NS_PLAIN_ONE_LINE_FLOW_IN}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN})*`;
    NS_PLAIN_FLOW_OUT = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT})$`, "u");
    NS_PLAIN_FLOW_IN = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_IN})$`, "u");
    NS_PLAIN_BLOCK_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY})$`, "u");
    NS_PLAIN_FLOW_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_FLOW_KEY})$`, "u");
    NB_SINGLE_ONE_LINE = new RegExp(`^(?:${SRC_NB_JSON})*$`, "u");
    NB_SINGLE_MULTI_LINE = new RegExp(`^(?:${SRC_NB_JSON}|\\n)*$`, "u");
    BLOCK_SCALAR_CONTENT = new RegExp(`^(?:${SRC_NB_CHAR}|\\n)*$`, "u");
    DEFAULT_PRESENTER_OPTIONS = {
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
    DEFAULT_DUMP_OPTIONS = {
      ...DEFAULT_PRESENTER_OPTIONS,
      schema: DUMP_SCHEMA,
      skipInvalid: false,
      noRefs: false,
      flowLevel: -1,
      sortKeys: false,
      transform: () => {
      }
    };
    EVENT_DOCUMENT = EVENT_ID.DOCUMENT;
    EVENT_SEQUENCE = EVENT_ID.SEQUENCE;
    EVENT_MAPPING = EVENT_ID.MAPPING;
    EVENT_SCALAR = EVENT_ID.SCALAR;
    EVENT_ALIAS = EVENT_ID.ALIAS;
    EVENT_POP = EVENT_ID.POP;
    SCALAR_STYLE_PLAIN = SCALAR_STYLE.PLAIN;
    SCALAR_STYLE_SINGLE_QUOTED = SCALAR_STYLE.SINGLE_QUOTED;
    SCALAR_STYLE_DOUBLE_QUOTED = SCALAR_STYLE.DOUBLE_QUOTED;
    SCALAR_STYLE_LITERAL_BLOCK = SCALAR_STYLE.LITERAL_BLOCK;
    SCALAR_STYLE_FOLDED_BLOCK = SCALAR_STYLE.FOLDED_BLOCK;
    COLLECTION_STYLE_BLOCK = COLLECTION_STYLE.BLOCK;
    COLLECTION_STYLE_FLOW = COLLECTION_STYLE.FLOW;
    CHOMPING_CLIP = CHOMPING_MODE.CLIP;
    CHOMPING_STRIP = CHOMPING_MODE.STRIP;
    CHOMPING_KEEP = CHOMPING_MODE.KEEP;
  }
});

// src/core/errors.ts
function isInputError(e) {
  return e instanceof Error && e.isInputError === true;
}
var InputError, EXIT;
var init_errors = __esm({
  "src/core/errors.ts"() {
    "use strict";
    InputError = class extends Error {
      name = "InputError";
      /** Marks the class and its subclasses across bundles, where `instanceof` sees separate copies. */
      isInputError = true;
    };
    EXIT = { ok: 0, findings: 1, input: 2, internal: 3 };
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str2) {
      const len = str2.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str2.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str2.charCodeAt(pos);
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

// src/load/documents.ts
function parseDocuments(file, text, limits = DEFAULT_LIMITS) {
  const docs = splitDocuments(file, text);
  const out = docs.length > 1 && parseWhole(text, docs, limits) || docs.map((doc) => parseOne(doc, limits));
  return out.filter((p) => p.error || p.value !== null && p.value !== void 0);
}
function parseWhole(text, docs, limits) {
  let events;
  let values;
  try {
    events = parseEvents(text, { filename: docs[0].file, maxDepth: limits.maxDepth });
    values = constructFromEvents(events, { source: text, filename: docs[0].file, maxAliases: limits.maxAliases });
  } catch {
    return void 0;
  }
  if (values.length === docs.length) return docs.map((doc, i) => ({ doc, value: values[i] }));
  const out = docs.map((doc) => ({ doc, value: null }));
  let d = 0;
  let v = 0;
  for (let i = 0; i < events.length; i++) {
    if (events[i].type !== EVENT_ID.DOCUMENT) continue;
    const value = values[v++];
    const offset = firstOffset(events[i + 1]);
    if (offset < 0) continue;
    while (d + 1 < docs.length && docs[d + 1].startOffset <= offset) d++;
    if (out[d].value !== null) return void 0;
    out[d].value = value;
  }
  return v === values.length ? out : void 0;
}
function firstOffset(e) {
  if (!e) return -1;
  if (e.type === EVENT_ID.SCALAR) return e.anchorStart >= 0 ? e.anchorStart : e.tagStart >= 0 ? e.tagStart : e.valueStart;
  if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) return e.anchorStart >= 0 ? e.anchorStart : e.tagStart >= 0 ? e.tagStart : e.start;
  if (e.type === EVENT_ID.ALIAS) return e.anchorStart;
  return -1;
}
function parseOne(doc, limits) {
  try {
    const events = parseEvents(doc.text, { filename: doc.file, maxDepth: limits.maxDepth });
    const values = constructFromEvents(events, { source: doc.text, filename: doc.file, maxAliases: limits.maxAliases });
    return { doc, value: values[0] ?? null };
  } catch (e) {
    return { doc, error: yamlError(e, doc) };
  }
}
function yamlError(e, doc) {
  const err = e;
  const reason = safeReason(err.reason ?? String(err.message ?? e).split("\n")[0]);
  const line = doc.startLine + (err.mark?.line ?? 0);
  const column = (err.mark?.column ?? 0) + 1;
  return { message: `YAML does not parse: ${reason}`, line, column };
}
function safeReason(reason) {
  return reason.replace(/\S{33,}/g, (token) => `${token.slice(0, 16)}\u2026`);
}
function splitDocuments(file, text) {
  const docs = [];
  let start = 0;
  let startLine = 1;
  let line = 1;
  let pos = 0;
  const push2 = (end) => {
    const slice = text.slice(start, end);
    docs.push({ file, index: docs.length, text: slice, startLine, startOffset: start, template: helmSource(slice) });
  };
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const lineEnd = nl === -1 ? text.length : nl;
    if (pos > start && isDocumentMarker(text, pos, lineEnd)) {
      push2(pos);
      start = pos;
      startLine = line;
    }
    if (nl === -1) break;
    pos = nl + 1;
    line++;
  }
  push2(text.length);
  return docs.filter((d, i) => i === 0 || d.text.length > 0);
}
function isDocumentMarker(text, pos, lineEnd) {
  if (text.charCodeAt(pos) !== 45 || !text.startsWith("---", pos)) return false;
  const next = text.charCodeAt(pos + 3);
  return pos + 3 >= lineEnd || next === 32 || next === 9 || next === 13;
}
function helmSource(text) {
  const head = text.length > 400 ? text.slice(0, 400) : text;
  const m = SOURCE_COMMENT.exec(head);
  return m ? m[1] : void 0;
}
var DEFAULT_LIMITS, SOURCE_COMMENT;
var init_documents = __esm({
  "src/load/documents.ts"() {
    "use strict";
    init_js_yaml();
    DEFAULT_LIMITS = { maxDepth: 100, maxAliases: 1e3 };
    SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;
  }
});

// src/core/printable.ts
function printable(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, escapeChar);
}
function escapeChar(c) {
  const code = c.charCodeAt(0);
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "	") return "\\t";
  return code > 255 ? `\\u${code.toString(16).padStart(4, "0")}` : `\\x${code.toString(16).padStart(2, "0")}`;
}
var init_printable = __esm({
  "src/core/printable.ts"() {
    "use strict";
  }
});

// src/load/files.ts
import { readFileSync, statSync } from "node:fs";
import { open, readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";
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
    const abs = path.resolve(options.cwd, p);
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
  entries.sort((a, b) => Number(a.isSymbolicLink()) - Number(b.isSymbolicLink()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files = [];
  const addFile = (full, realFile) => {
    if (seen.has(realFile)) return;
    seen.add(realFile);
    files.push(full);
  };
  for (const entry of entries) {
    if (entry.name === "node_modules" || entry.name === ".git") continue;
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const target = await realpath(full).catch(() => null);
      if (!target || !isInside(target, root)) continue;
      const info = await stat(full);
      if (info.isDirectory()) files.push(...await walk(full, root, seen));
      else if (info.isFile() && MANIFEST_EXT.has(path.extname(entry.name).toLowerCase())) addFile(full, target);
    } else if (entry.isDirectory()) {
      files.push(...await walk(full, root, seen));
    } else if (entry.isFile() && MANIFEST_EXT.has(path.extname(entry.name).toLowerCase())) {
      addFile(full, path.join(real, entry.name));
    }
  }
  return files;
}
async function readOne(file, display, maxBytes) {
  const fail2 = (e) => {
    throw e instanceof InputError ? e : new InputError(`${display}: ${describeFsError(e)}`);
  };
  let buf;
  try {
    const info = statSync(file);
    if (info.size > maxBytes) throw new InputError(overLimit(display, maxBytes, info.size));
    buf = info.isFile() ? readFileSync(file) : await readBounded(file, display, maxBytes);
  } catch (e) {
    return fail2(e);
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
  const rel = path.relative(root, p);
  return rel === "" || !rel.startsWith("..") && !path.isAbsolute(rel);
}
function displayPath(abs, cwd) {
  const rel = path.relative(cwd, abs);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel.split(path.sep).join("/") : abs;
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
var DEFAULT_MAX_FILE_BYTES, MANIFEST_EXT;
var init_files = __esm({
  "src/load/files.ts"() {
    "use strict";
    init_errors();
    init_printable();
    DEFAULT_MAX_FILE_BYTES = 32 * 1024 * 1024;
    MANIFEST_EXT = /* @__PURE__ */ new Set([".yaml", ".yml", ".json"]);
  }
});

// src/core/object.ts
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function get(v, ...path12) {
  let cur = v;
  for (const p of path12) {
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
var init_object = __esm({
  "src/core/object.ts"() {
    "use strict";
  }
});

// src/load/position.ts
function locate(doc, path12) {
  const events = eventsOf(doc);
  if (!events) return { line: doc.startLine, column: 1 };
  let i = events.findIndex((e) => e.type === EVENT_ID.DOCUMENT) + 1;
  if (i === 0 || i >= events.length) return { line: doc.startLine, column: 1 };
  let found = i;
  for (const segment of path12) {
    const child = childIndex(events, doc.text, i, segment);
    if (child < 0) break;
    i = found = child;
  }
  return offsetToPosition(doc, nodeOffset(events[found]));
}
function eventsOf(doc) {
  let events = cache.get(doc);
  if (events === void 0) {
    try {
      events = parseEvents(doc.text, { filename: doc.file });
    } catch {
      events = null;
    }
    cache.set(doc, events);
  }
  return events;
}
function childIndex(events, text, i, segment) {
  const node = events[i];
  let j = i + 1;
  if (node.type === EVENT_ID.MAPPING) {
    while (events[j].type !== EVENT_ID.POP) {
      const key2 = events[j];
      const value = skip(events, j);
      if (key2.type === EVENT_ID.SCALAR && getScalarValue(text, key2) === String(segment)) return value;
      j = skip(events, value);
    }
  } else if (node.type === EVENT_ID.SEQUENCE && typeof segment === "number") {
    for (let n = 0; events[j].type !== EVENT_ID.POP; n++) {
      if (n === segment) return j;
      j = skip(events, j);
    }
  }
  return -1;
}
function skip(events, i) {
  const type = events[i].type;
  if (type !== EVENT_ID.MAPPING && type !== EVENT_ID.SEQUENCE) return i + 1;
  let depth = 0;
  for (let j = i; j < events.length; j++) {
    const t = events[j].type;
    if (t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE) depth++;
    else if (t === EVENT_ID.POP && --depth === 0) return j + 1;
  }
  return events.length;
}
function nodeOffset(e) {
  switch (e.type) {
    case EVENT_ID.SCALAR: {
      const quoted = e.style === 2 || e.style === 3;
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
function offsetToPosition(doc, offset) {
  let line = doc.startLine;
  let lineStart = 0;
  for (let i = doc.text.indexOf("\n"); i !== -1 && i < offset; i = doc.text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
function dottedPath(path12) {
  let out = "";
  for (const s of path12) {
    if (typeof s === "number") out += `[${s}]`;
    else if (/[./\[\]"]/.test(s)) out += `[${JSON.stringify(s)}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}
var cache;
var init_position = __esm({
  "src/load/position.ts"() {
    "use strict";
    init_js_yaml();
    cache = /* @__PURE__ */ new WeakMap();
  }
});

// src/x509/der.ts
function readTlv(buf, pos, limit = buf.length) {
  if (pos + 2 > limit) throw new DerError("truncated element");
  const tag = buf[pos];
  if ((tag & 31) === 31) throw new DerError("multi-byte tags are not supported");
  let len = buf[pos + 1];
  let body = pos + 2;
  if (len & 128) {
    const n = len & 127;
    if (n === 0 || n > 4) throw new DerError("bad length");
    if (body + n > limit) throw new DerError("truncated length");
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[body + i];
    if (buf[body] === 0 || len < 128) throw new DerError("non-minimal length");
    body += n;
  }
  const end = body + len;
  if (end > limit) throw new DerError("truncated element");
  return { tag, start: pos, body, end, buf };
}
function content(t) {
  return t.buf.subarray(t.body, t.end);
}
function whole(t) {
  return t.buf.subarray(t.start, t.end);
}
function children(t) {
  const out = [];
  for (let pos = t.body; pos < t.end; ) {
    const c = readTlv(t.buf, pos, t.end);
    out.push(c);
    pos = c.end;
  }
  return out;
}
function expectTag(t, tag, what) {
  if (!t || t.tag !== tag) throw new DerError(`malformed ${what}`);
  return t;
}
function decodeOid(b) {
  if (b.length === 0) throw new DerError("malformed OID");
  const parts = [];
  let v = 0;
  let n = 0;
  for (let i = 0; i < b.length; i++) {
    const byte = b[i];
    if (n === 0 && byte === 128 || n === 5 || v >= 1 << 24) throw new DerError("malformed OID");
    v = v * 128 + (byte & 127);
    n++;
    if (!(byte & 128)) {
      if (parts.length === 0) parts.push(v < 80 ? Math.floor(v / 40) : 2, v < 80 ? v % 40 : v - 80);
      else parts.push(v);
      v = 0;
      n = 0;
    } else if (i === b.length - 1) throw new DerError("malformed OID");
  }
  return parts.join(".");
}
function oidDerValid(b) {
  if (b.length === 0 || b[b.length - 1] & 128) return false;
  let start = true;
  for (const byte of b) {
    if (start && byte === 128) return false;
    start = !(byte & 128);
  }
  return true;
}
function int64(b, what) {
  integerSign(b);
  if (b.length > 8) throw new DerError(`malformed ${what}`);
  const v = BigInt.asIntN(b.length * 8, BigInt("0x" + b.toString("hex")));
  return Number(v);
}
function integerSign(b) {
  if (b.length === 0) throw new DerError("malformed integer");
  if (b.length > 1 && (b[0] === 0 && !(b[1] & 128) || b[0] === 255 && b[1] & 128)) {
    throw new DerError("non-minimal integer");
  }
  if (b[0] & 128) return -1;
  return b.length === 1 && b[0] === 0 ? 0 : 1;
}
function smallInt(b) {
  if (integerSign(b) < 0 || b.length > 9 || b.length === 9 && b[0] !== 0 || b.length >= 8 && b[b.length - 8] & 128) {
    throw new DerError("integer out of range");
  }
  let v = 0;
  for (const byte of b) v = v * 256 + byte;
  return v;
}
function bitLength(b) {
  let i = 0;
  while (i < b.length && b[i] === 0) i++;
  if (i === b.length) return 0;
  return (b.length - i - 1) * 8 + (32 - Math.clz32(b[i]));
}
function utcMs(y, mo, d, h, mi, s) {
  const dt = new Date(Date.UTC(2e3, mo, d, h, mi, s));
  dt.setUTCFullYear(y, mo, d);
  return dt.getTime();
}
function decodeTime(t) {
  const s = content(t).toString("latin1");
  const m = t.tag === 23 ? UTC_TIME.exec(s) : t.tag === 24 ? GENERALIZED_TIME.exec(s) : null;
  if (t.tag !== 23 && t.tag !== 24) throw new DerError("unsupported time format");
  if (!m) throw new DerError(t.tag === 23 ? "malformed UTCTime" : "malformed GeneralizedTime");
  let year = Number(m[1]);
  if (t.tag === 23) year += year < 69 ? 2e3 : 1900;
  const [mo, d, h, mi] = [2, 3, 4, 5].map((i) => Number(m[i]));
  const se = m[6] === void 0 ? 0 : Number(m[6]);
  const back = new Date(utcMs(year, mo - 1, d, h, mi, se));
  const tz = m[7];
  const oh = tz === "Z" ? 0 : Number(tz.slice(1, 3));
  const om = tz === "Z" ? 0 : Number(tz.slice(3, 5));
  if (mo < 1 || mo > 12 || back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1 || h > 23 || mi > 59 || se > 59 || oh > 24 || om > 59 || tz !== "Z" && oh === 0 && om === 0) {
    throw new DerError(t.tag === 23 ? "malformed UTCTime" : "malformed GeneralizedTime");
  }
  const century = t.tag === 23 && year >= 2050 ? -100 : 0;
  const sign = tz[0] === "-" ? -1 : 1;
  const utc = utcMs(year + century, mo - 1, d, h, mi, se) - sign * (oh * 60 + om) * 6e4;
  return utc;
}
function decodeBoolean(t, what) {
  const b = content(t);
  if (t.tag !== 1 || b.length !== 1 || b[0] !== 0 && b[0] !== 255) throw new DerError(`malformed ${what}`);
  return b[0] === 255;
}
function decodeBitString(t, what) {
  const b = content(t);
  if (t.tag !== 3 || b.length === 0) throw new DerError(`malformed ${what}`);
  const unused = b[0];
  if (unused > 7 || b.length === 1 && unused > 0 || b.length > 1 && b[b.length - 1] & (1 << unused) - 1) {
    throw new DerError(`malformed ${what}`);
  }
  return b.subarray(1);
}
var DerError, UTC_TIME, GENERALIZED_TIME, Cursor;
var init_der = __esm({
  "src/x509/der.ts"() {
    "use strict";
    DerError = class extends Error {
      name = "DerError";
    };
    UTC_TIME = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)?(Z|[+-]\d\d\d\d)$/;
    GENERALIZED_TIME = /^(\d\d\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(Z|[+-]\d\d\d\d)$/;
    Cursor = class {
      constructor(t) {
        this.t = t;
        this.pos = t.body;
      }
      t;
      pos;
      get done() {
        return this.pos >= this.t.end;
      }
      peekTag() {
        return this.done ? void 0 : this.t.buf[this.pos];
      }
      /** The next element; throws DerError (with `what`) when it is missing, truncated or of another tag. */
      next(tag, what) {
        if (this.done) throw new DerError(`malformed ${what}`);
        let el;
        try {
          el = readTlv(this.t.buf, this.pos, this.t.end);
        } catch {
          throw new DerError(`malformed ${what}`);
        }
        if (tag !== void 0 && el.tag !== tag) throw new DerError(`malformed ${what}`);
        this.pos = el.end;
        return el;
      }
      /** The next element when its tag matches, else undefined. */
      optional(tag, what) {
        return this.peekTag() === tag ? this.next(tag, what) : void 0;
      }
    };
  }
});

// src/x509/names.ts
import { isIPv4, isIPv6 } from "node:net";
function domainNameValid(s, constraint) {
  if (s.length === 0) return true;
  if (s.endsWith(".")) return false;
  if (constraint && s.startsWith(".")) s = s.slice(1);
  let labelLen = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i === s.length || s[i] === ".") {
      if (labelLen === 0) return false;
      labelLen = 0;
      continue;
    }
    const c = s.charCodeAt(i);
    if (c < 33 || c > 126) return false;
    labelLen++;
  }
  return true;
}
function domainLabelsValid(domain) {
  if (domain.length === 0) return true;
  if (domain.endsWith(".")) return false;
  return domain.split(".").every((l) => l.length > 0 && [...l].every((ch) => ch.charCodeAt(0) >= 33 && ch.charCodeAt(0) <= 126));
}
function parseMailbox(input) {
  if (input.length === 0) return void 0;
  let i = 0;
  let local = "";
  if (input[0] === '"') {
    i = 1;
    for (; ; ) {
      if (i >= input.length) return void 0;
      const c = input.charCodeAt(i++);
      if (c === 34) break;
      if (c === 92) {
        if (i >= input.length) return void 0;
        const n = input.charCodeAt(i);
        if (n === 11 || n === 12 || n >= 1 && n <= 9 || n >= 14 && n <= 127) {
          local += input[i++];
          continue;
        }
        return void 0;
      }
      if (c === 11 || c === 12 || c === 32 || c === 33 || c === 127 || c >= 1 && c <= 8 || c >= 14 && c <= 31 || c >= 35 && c <= 91 || c >= 93 && c <= 126) {
        local += String.fromCharCode(c);
        continue;
      }
      return void 0;
    }
  } else {
    while (i < input.length) {
      let c = input[i];
      if (c === "\\") {
        i++;
        if (i >= input.length) return void 0;
        c = input[i];
        local += c;
        i++;
        continue;
      }
      if (!ATEXT.test(c)) break;
      local += c;
      i++;
    }
    if (local.length === 0 || local.startsWith(".") || local.endsWith(".") || local.includes("..")) return void 0;
  }
  if (input[i] !== "@") return void 0;
  const domain = input.slice(i + 1);
  if (!domainLabelsValid(domain)) return void 0;
  return { local, domain };
}
function isValidIpMask(mask) {
  let seenZero = false;
  for (const b of mask) {
    if (seenZero) {
      if (b !== 0) return false;
      continue;
    }
    if (b === 255) continue;
    if ([0, 128, 192, 224, 240, 248, 252, 254].includes(b)) seenZero = true;
    else return false;
  }
  return true;
}
function goParseIp(s) {
  if (isIPv4(s)) return !s.split(".").some((p) => p.length > 1 && p.startsWith("0"));
  return isIPv6(s) && !s.includes("%");
}
function netipParse(s) {
  if (isIPv4(s)) return s.split(".").some((p) => p.length > 1 && p.startsWith("0")) ? void 0 : "v4";
  const pct = s.indexOf("%");
  const addr = pct < 0 ? s : s.slice(0, pct);
  if (pct >= 0 && pct === s.length - 1) return void 0;
  return isIPv6(addr) ? "v6" : void 0;
}
function hostNeedsEscape(c) {
  if (/[A-Za-z0-9\-_.~]/.test(c)) return false;
  return !`!$&'()*+,;=:[]<>"`.includes(c);
}
function unescape(s, mode) {
  let out = "";
  for (let i = 0; i < s.length; ) {
    const c = s[i];
    if (c === "%") {
      if (i + 2 >= s.length || !HEX.test(s[i + 1]) || !HEX.test(s[i + 2])) throw new Error("invalid URL escape");
      if (mode === "host" && unhex(s[i + 1]) < 8 && s.slice(i, i + 3) !== "%25") throw new Error("invalid URL escape");
      const v = unhex(s[i + 1]) * 16 + unhex(s[i + 2]);
      if (mode === "zone" && s.slice(i, i + 3) !== "%25" && v !== 32 && hostNeedsEscape(String.fromCharCode(v))) throw new Error("invalid URL escape");
      out += String.fromCharCode(v);
      i += 3;
      continue;
    }
    if ((mode === "host" || mode === "zone") && c.charCodeAt(0) < 128 && hostNeedsEscape(c)) throw new Error("invalid character in host name");
    out += c;
    i++;
  }
  return out;
}
function validOptionalPort(port) {
  return port === "" || port[0] === ":" && /^[0-9]*$/.test(port.slice(1));
}
function parseHost(host) {
  const open2 = host.lastIndexOf("[");
  if (open2 > 0) throw new Error("invalid IP-literal");
  if (open2 === 0) {
    const close = host.lastIndexOf("]");
    if (close < 0) throw new Error("missing ']' in host");
    const colonPort = host.slice(close + 1);
    if (!validOptionalPort(colonPort)) throw new Error("invalid port after host");
    const port = unescape(colonPort, "host");
    const hostname = host.slice(1, close);
    const zone = hostname.indexOf("%25");
    const unescaped = zone >= 0 ? unescape(hostname.slice(0, zone), "host") + unescape(hostname.slice(zone), "zone") : unescape(hostname, "host");
    const kind = netipParse(unescaped);
    if (!kind) throw new Error("invalid host");
    if (kind === "v4") throw new Error("invalid IP-literal");
    return `[${unescaped}]${port}`;
  }
  const colon = host.lastIndexOf(":");
  if (colon >= 0 && !validOptionalPort(host.slice(colon))) throw new Error("invalid port after host");
  return unescape(host, "host");
}
function goUrlHost(raw) {
  const hash = raw.indexOf("#");
  const u = hash < 0 ? raw : raw.slice(0, hash);
  if (/[\x00-\x1f\x7f]/.test(raw)) throw new Error("invalid control character in URL");
  if (u === "*") return "";
  let scheme = "";
  let rest = u;
  for (let i = 0; i < u.length; i++) {
    const c = u[i];
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) break;
      continue;
    }
    if (c === ":") {
      if (i === 0) throw new Error("missing protocol scheme");
      scheme = u.slice(0, i);
      rest = u.slice(i + 1);
    }
    break;
  }
  let host = "";
  if (rest.endsWith("?") && rest.split("?").length === 2) rest = rest.slice(0, -1);
  else if (rest.includes("?")) rest = rest.slice(0, rest.indexOf("?"));
  if (!rest.startsWith("/")) {
    if (scheme !== "") {
      if (hash >= 0) unescape(raw.slice(hash + 1), "fragment");
      return "";
    }
    const segment = rest.split("/")[0];
    if (segment.includes(":")) throw new Error("first path segment in URL cannot contain colon");
  }
  if ((scheme !== "" || !rest.startsWith("///")) && rest.startsWith("//")) {
    let authority = rest.slice(2);
    rest = "";
    const slash = authority.indexOf("/");
    if (slash >= 0) [authority, rest] = [authority.slice(0, slash), authority.slice(slash)];
    const at2 = authority.lastIndexOf("@");
    host = parseHost(at2 < 0 ? authority : authority.slice(at2 + 1));
    if (at2 >= 0) {
      const userinfo = authority.slice(0, at2);
      if (!USERINFO.test(userinfo)) throw new Error("invalid userinfo");
      for (const part of userinfo.includes(":") ? [userinfo.slice(0, userinfo.indexOf(":")), userinfo.slice(userinfo.indexOf(":") + 1)] : [userinfo]) unescape(part, "user");
    }
  }
  unescape(rest, "path");
  if (hash >= 0) unescape(raw.slice(hash + 1), "fragment");
  return host;
}
var ATEXT, HEX, unhex, USERINFO;
var init_names = __esm({
  "src/x509/names.ts"() {
    "use strict";
    ATEXT = /[0-9A-Za-z!#$%&'*+\-/=?^_`{|}~.]/;
    HEX = /^[0-9a-fA-F]$/;
    unhex = (c) => parseInt(c, 16);
    USERINFO = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/;
  }
});

// src/x509/cert.ts
var cert_exports = {};
__export(cert_exports, {
  CertParseError: () => CertParseError,
  parseCert: () => parseCert,
  publicKeyOf: () => publicKeyOf
});
import { createHash, createPublicKey } from "node:crypto";
function parseCert(der) {
  try {
    return parse(der);
  } catch (e) {
    if (e instanceof CertParseError) throw e;
    if (e instanceof DerError) throw new CertParseError(`x509: ${e.message}`);
    throw e;
  }
}
function fail(message) {
  throw new CertParseError(`x509: ${message}`);
}
function parse(der) {
  const outerT = expectTag(readTlv(der, 0), 48, "certificate");
  if (outerT.end !== der.length) fail("trailing data");
  const outer = new Cursor(outerT);
  const tbsT = outer.next(48, "tbs certificate");
  const tbs = new Cursor(tbsT);
  let version = 1;
  const v = tbs.optional(160, "version");
  if (v) {
    version = smallInt(content(new Cursor(v).next(2, "version"))) + 1;
    if (version > 3) fail("invalid version");
  }
  const serial = tbs.next(2, "serial number");
  if (integerSign(content(serial)) < 0) fail("negative serial number");
  const innerAi = tbs.next(48, "signature algorithm identifier");
  const outerAi = outer.next(48, "algorithm identifier");
  if (!content(innerAi).equals(content(outerAi))) fail("inner and outer signature algorithm identifiers don't match");
  const sigAlg = signatureAlgorithm(innerAi);
  const issuer = tbs.next(48, "issuer");
  checkName(issuer);
  const validity = new Cursor(tbs.next(48, "validity"));
  const notBefore = decodeTime(validity.next(void 0, "validity"));
  const notAfter = decodeTime(validity.next(void 0, "validity"));
  const subject = tbs.next(48, "subject");
  checkName(subject);
  const spkiT = tbs.next(48, "spki");
  const key2 = publicKeyInfo(spkiT);
  const cert = {
    der,
    sha256: createHash("sha256").update(der).digest("hex"),
    tbs: whole(tbsT),
    version,
    sigAlg,
    signature: Buffer.alloc(0),
    rawIssuer: whole(issuer),
    rawSubject: whole(subject),
    spki: whole(spkiT),
    notBefore,
    notAfter,
    keyType: key2.type,
    keyBits: key2.bits,
    curve: key2.curve,
    rsaN: key2.n,
    rsaE: key2.e,
    publicBytes: key2.pub,
    keyUsage: 0,
    basicConstraintsValid: false,
    isCA: false,
    maxPathLen: -1,
    hasSan: false,
    dnsNames: [],
    ips: [],
    emails: [],
    uris: [],
    uriHosts: [],
    hasEku: false,
    ekuAny: false,
    ekuServerAuth: false,
    policies: [],
    policyMappings: [],
    requireExplicitPolicy: -1,
    inhibitPolicyMapping: -1,
    inhibitAnyPolicy: -1,
    unhandledCritical: [],
    subjectText: "",
    issuerText: ""
  };
  Object.defineProperty(cert, "subjectText", { get: lazy(() => nameText(subject)), enumerable: true });
  Object.defineProperty(cert, "issuerText", { get: lazy(() => nameText(issuer)), enumerable: true });
  if (version > 1) {
    tbs.optional(129, "issuerUniqueID");
    tbs.optional(130, "subjectUniqueID");
    const exts = version === 3 ? tbs.optional(163, "extensions") : void 0;
    if (exts) parseExtensions(cert, new Cursor(exts).next(48, "extensions"));
  }
  cert.signature = decodeBitString(outer.next(3, "signature"), "signature");
  return cert;
}
function lazy(make) {
  let value;
  let done = false;
  return () => {
    if (!done) [value, done] = [make(), true];
    return value;
  };
}
function algorithm(t) {
  const c = new Cursor(t);
  const oid = decodeOid(content(c.next(6, "OID")));
  return { oid, params: c.done ? void 0 : c.next(void 0, "parameters") };
}
function signatureAlgorithm(t) {
  const { oid, params } = algorithm(t);
  if (oid === "1.2.840.113549.1.1.10") return pssAlgorithm(params);
  const known = SIG_ALGS[oid];
  if (!known) return UNKNOWN_SIG;
  if (known.keyType === "ed25519" && params) return UNKNOWN_SIG;
  return known;
}
function pssAlgorithm(params) {
  try {
    if (!params || params.tag !== 48) return UNKNOWN_SIG;
    let hashOid = "1.3.14.3.2.26";
    let mgfHash = "1.3.14.3.2.26";
    let mgfOk = true;
    let salt = 20;
    let trailer = 1;
    for (const f of children(params)) {
      const inner = children(f)[0];
      if (f.tag === 160) {
        const a = algorithm(inner);
        if (a.params && !whole(a.params).equals(NULL)) return UNKNOWN_SIG;
        hashOid = a.oid;
      } else if (f.tag === 161) {
        const a = algorithm(inner);
        mgfOk = a.oid === "1.2.840.113549.1.1.8";
        if (!a.params) return UNKNOWN_SIG;
        const h2 = algorithm(a.params);
        if (h2.params && !whole(h2.params).equals(NULL)) return UNKNOWN_SIG;
        mgfHash = h2.oid;
      } else if (f.tag === 162) salt = smallInt(content(inner));
      else if (f.tag === 163) trailer = smallInt(content(inner));
    }
    const h = HASH_OIDS[hashOid];
    if (!mgfOk || mgfHash !== hashOid || trailer !== 1 || !h || h.salt !== salt) return UNKNOWN_SIG;
    return { name: `${h.hash.toUpperCase()}-RSAPSS`, hash: h.hash, keyType: "rsa", pss: true };
  } catch {
    return UNKNOWN_SIG;
  }
}
function rightAlign(bytes, spki) {
  const unused = unusedBits(spki);
  if (unused === 0) return bytes;
  const out = Buffer.alloc(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i] >> unused | (i > 0 ? bytes[i - 1] << 8 - unused & 255 : 0);
  return out;
}
function unusedBits(spki) {
  const c = new Cursor(spki);
  c.next(48, "public key algorithm identifier");
  return content(c.next(3, "subjectPublicKey"))[0];
}
function onCurve(curve, xb, yb) {
  const c = NIST[curve];
  if (!c) return false;
  const x = BigInt("0x" + xb.toString("hex"));
  const y = BigInt("0x" + yb.toString("hex"));
  if (x >= c.p || y >= c.p) return false;
  const mod = (v) => (v % c.p + c.p) % c.p;
  return mod(y * y) === mod(x * x * x - 3n * x + c.b);
}
function publicKeyInfo(spki) {
  const c = new Cursor(spki);
  const { oid, params } = algorithm(c.next(48, "public key algorithm identifier"));
  const keyBits = rightAlign(decodeBitString(c.next(3, "subjectPublicKey"), "subjectPublicKey"), spki);
  if (oid === OID_RSA) {
    if (!params || !whole(params).equals(NULL)) fail("RSA key missing NULL parameters");
    return { type: "rsa", ...rsaKey(keyBits) };
  }
  if (oid === OID_EC) {
    if (!params || params.tag !== 6) fail("invalid ECDSA parameters");
    const curve = CURVES[decodeOid(content(params))];
    if (!curve) fail("unsupported elliptic curve");
    const byteLen = Math.ceil(curve.bits / 8);
    if (keyBits.length !== 1 + 2 * byteLen || keyBits[0] !== 4 || !onCurve(curve.name, keyBits.subarray(1, 1 + byteLen), keyBits.subarray(1 + byteLen))) {
      throw new CertParseError("ecdsa: invalid uncompressed public key");
    }
    return { type: "ecdsa", bits: curve.bits, curve: curve.name, pub: keyBits };
  }
  if (oid === OID_ED25519) {
    if (params) fail("Ed25519 key encoded with illegal parameters");
    if (keyBits.length !== 32) fail("wrong Ed25519 public key size");
    return { type: "ed25519", bits: 256, pub: keyBits };
  }
  if (oid === OID_DSA) return { type: "dsa", bits: 0 };
  return { type: "unknown", bits: 0 };
}
function rsaKey(keyBits) {
  let c;
  try {
    c = new Cursor(expectTag(readTlv(keyBits, 0), 48, "RSA key"));
  } catch {
    fail("invalid RSA public key");
  }
  const n = tryNext(c, 2, "invalid RSA modulus");
  const e = tryNext(c, 2, "invalid RSA public exponent");
  integerSign(content(n));
  if (content(e).length > 8) fail("invalid RSA public exponent");
  if (integerSign(content(n)) <= 0) fail("RSA modulus is not a positive number");
  if (integerSign(content(e)) <= 0) fail("RSA public exponent is not a positive number");
  return { bits: bitLength(content(n)), n: stripZeros(content(n)), e: stripZeros(content(e)) };
}
function tryNext(c, tag, error) {
  try {
    return c.next(tag, error);
  } catch {
    fail(error);
  }
}
function stripZeros(b) {
  let i = 0;
  while (i < b.length - 1 && b[i] === 0) i++;
  return b.subarray(i);
}
function parseExtensions(cert, seq) {
  const seen = /* @__PURE__ */ new Set();
  for (const ext2 of children(seq)) {
    const c = new Cursor(expectTag(ext2, 48, "extension"));
    const oid = decodeOid(content(c.next(6, "extension OID field")));
    const flag2 = c.optional(1, "extension critical field");
    const critical = flag2 ? decodeBoolean(flag2, "extension critical field") : false;
    const value = content(c.next(4, "extension value field"));
    if (seen.has(oid)) fail(`certificate contains duplicate extension with OID "${oid}"`);
    seen.add(oid);
    const handled = applyExtension(cert, oid, critical, value);
    if (critical && !handled) cert.unhandledCritical.push(oid);
  }
}
function applyExtension(cert, oid, critical, value) {
  const v = () => readTlv(value, 0);
  switch (oid) {
    case "2.5.29.15":
      return keyUsage(cert, v());
    case "2.5.29.19":
      return basicConstraints(cert, v());
    case "2.5.29.17":
      cert.sanRaw = value;
      return subjectAltName(cert, v());
    case "2.5.29.37":
      return extKeyUsage(cert, v());
    case "2.5.29.30":
      return nameConstraints(cert, value);
    case "2.5.29.35":
      if (critical) fail("authority key identifier incorrectly marked critical");
      cert.authorityKeyId = authorityKeyId(value);
      return true;
    case "2.5.29.14":
      if (critical) fail("subject key identifier incorrectly marked critical");
      cert.subjectKeyId = content(ext(value, 4, "invalid subject key identifier"));
      return true;
    case OID_AIA:
      if (critical) fail("authority info access incorrectly marked critical");
      authorityInfoAccess(value);
      return true;
    case "2.5.29.31":
      crlDistributionPoints(value);
      return true;
    case "2.5.29.32":
      certificatePolicies(cert, value);
      return true;
    case "2.5.29.33":
      policyMappings(cert, value);
      return true;
    case "2.5.29.36":
      policyConstraints(cert, value);
      return true;
    case "2.5.29.54":
      cert.inhibitAnyPolicy = int64(content(ext(value, 2, "invalid inhibit any policy extension")), "inhibit any policy extension");
      return true;
    default:
      return false;
  }
}
function ext(value, tag, error) {
  let t;
  try {
    t = readTlv(value, 0);
  } catch {
    fail(error);
  }
  if (t.tag !== tag) fail(error);
  return t;
}
function elements(t, error) {
  try {
    return children(t);
  } catch {
    fail(error);
  }
}
function authorityInfoAccess(value) {
  const E = "invalid authority info access";
  for (const ad of elements(ext(value, 48, E), E)) {
    if (ad.tag !== 48) fail(E);
    const c = new Cursor(ad);
    try {
      decodeOid(content(c.next(6, E)));
    } catch {
      fail(E);
    }
    if (c.peekTag() !== 134) continue;
    tryNext(c, 134, E);
  }
}
function crlDistributionPoints(value) {
  for (const dp of elements(ext(value, 48, "invalid CRL distribution points"), "invalid CRL distribution point")) {
    const E = "invalid CRL distribution point";
    if (dp.tag !== 48) fail(E);
    const c = new Cursor(dp);
    if (c.peekTag() !== 160) continue;
    const name = tryNext(c, 160, E);
    const inner = new Cursor(name);
    const full = tryNext(inner, 160, E);
    const uris = new Cursor(full);
    while (!uris.done && uris.peekTag() === 134) tryNext(uris, 134, E);
  }
}
function certificatePolicies(cert, value) {
  const E = "invalid certificate policies";
  const seen = /* @__PURE__ */ new Set();
  for (const info of elements(ext(value, 48, E), E)) {
    if (info.tag !== 48) fail(E);
    const id = content(tryNext(new Cursor(info), 6, E));
    const hex = id.toString("hex");
    if (seen.has(hex) || !oidDerValid(id)) fail(E);
    seen.add(hex);
    cert.policies.push(hex);
  }
}
function policyMappings(cert, value) {
  const E = "invalid policy mappings extension";
  for (const m of elements(ext(value, 48, E), E)) {
    if (m.tag !== 48) fail(E);
    const c = new Cursor(m);
    const issuer = content(tryNext(c, 6, E)).toString("hex");
    const subject = content(tryNext(c, 6, E)).toString("hex");
    cert.policyMappings.push([issuer, subject]);
  }
}
function policyConstraints(cert, value) {
  const E = "invalid policy constraints extension";
  const c = new Cursor(ext(value, 48, E));
  const read = (tag) => {
    if (c.peekTag() !== tag) return void 0;
    try {
      return int64(content(c.next(tag, E)), E);
    } catch {
      fail(E);
    }
  };
  const require2 = read(128);
  if (require2 !== void 0) cert.requireExplicitPolicy = require2;
  const inhibit = read(129);
  if (inhibit !== void 0) cert.inhibitPolicyMapping = inhibit;
}
function keyUsage(cert, t) {
  const b = decodeBitString(t, "key usage");
  let usage = 0;
  for (let i = 0; i < 9; i++) if (b[i >> 3] & 128 >> (i & 7)) usage |= 1 << i;
  cert.keyUsage = usage;
  return true;
}
function basicConstraints(cert, t) {
  const c = new Cursor(expectTag(t, 48, "basic constraints"));
  const ca = c.optional(1, "basic constraints");
  if (ca) cert.isCA = decodeBoolean(ca, "basic constraints");
  const pathLen = c.optional(2, "basic constraints");
  if (pathLen) cert.maxPathLen = smallInt(content(pathLen));
  cert.basicConstraintsValid = true;
  return true;
}
function subjectAltName(cert, t) {
  cert.hasSan = true;
  for (const n of elements(expectTag(t, 48, "subject alternative names"), "invalid subject alternative name")) {
    const data = content(n);
    switch (n.tag ^ 128) {
      case 1:
        cert.emails.push(ia5(data, "SAN rfc822Name is malformed"));
        break;
      case 2:
        cert.dnsNames.push(ia5(data, "SAN dNSName is malformed"));
        break;
      case 6: {
        const uri = ia5(data, "SAN uniformResourceIdentifier is malformed");
        let host;
        try {
          host = goUrlHost(uri);
        } catch (e) {
          fail(`cannot parse URI "${uri}": ${e.message}`);
        }
        if (host.length > 0 && !domainNameValid(host, false)) fail(`cannot parse URI "${uri}": invalid domain`);
        cert.uris.push(uri);
        cert.uriHosts.push(host);
        break;
      }
      case 7:
        if (data.length !== 4 && data.length !== 16) fail(`cannot parse IP address of length ${data.length}`);
        cert.ips.push(data);
        break;
    }
  }
  return cert.dnsNames.length + cert.emails.length + cert.ips.length + cert.uris.length > 0;
}
function ia5(b, error) {
  for (const c of b) if (c > 127) fail(error);
  return b.toString("latin1");
}
function extKeyUsage(cert, t) {
  const oids = elements(expectTag(t, 48, "extended key usages"), "invalid extended key usages").map((o) => decodeOid(content(expectTag(o, 6, "extended key usages"))));
  cert.hasEku = oids.length > 0;
  cert.ekuAny = oids.includes(OID_ANY_EKU);
  cert.ekuServerAuth = oids.includes(OID_SERVER_AUTH);
  return true;
}
function authorityKeyId(value) {
  const E = "invalid authority key identifier";
  const c = new Cursor(ext(value, 48, E));
  return c.peekTag() === 128 ? content(tryNext(c, 128, E)) : void 0;
}
function nameConstraints(cert, value) {
  const E = "invalid NameConstraints extension";
  const nc = {
    permittedDns: [],
    excludedDns: [],
    permittedIp: [],
    excludedIp: [],
    permittedEmail: [],
    excludedEmail: [],
    permittedUri: [],
    excludedUri: []
  };
  const top = ext(value, 48, E);
  if (top.end !== value.length) fail(E);
  const c = new Cursor(top);
  const permitted = c.peekTag() === 160 ? tryNext(c, 160, E) : void 0;
  const excluded = c.peekTag() === 161 ? tryNext(c, 161, E) : void 0;
  if (!c.done) fail(E);
  if ((!permitted || permitted.end === permitted.body) && (!excluded || excluded.end === excluded.body)) fail("empty name constraints extension");
  let unhandled = false;
  const values = (part, isPermitted) => {
    if (!part) return;
    for (const subtree of elements(part, E)) {
      if (subtree.tag !== 48) fail(E);
      const base = tryNext(new Cursor(subtree), void 0, E);
      const v = content(base);
      const list = (p, q) => nc[isPermitted ? p : q];
      switch (base.tag) {
        case 130: {
          const d = ia5(v, "invalid constraint value: invalid IA5String");
          if (!domainNameValid(d, true)) fail(`failed to parse dnsName constraint "${d}"`);
          list("permittedDns", "excludedDns").push(d);
          break;
        }
        case 135: {
          if (v.length !== 8 && v.length !== 32) fail(`IP constraint contained value of length ${v.length}`);
          const half = v.length / 2;
          const mask = v.subarray(half);
          if (!isValidIpMask(mask)) fail(`IP constraint contained invalid mask ${mask.toString("hex")}`);
          list("permittedIp", "excludedIp").push({ ip: v.subarray(0, half), mask });
          break;
        }
        case 129: {
          const m = ia5(v, "invalid constraint value: invalid IA5String");
          if (m.includes("@") ? !parseMailbox(m) : !domainNameValid(m, true)) fail(`failed to parse rfc822Name constraint "${m}"`);
          list("permittedEmail", "excludedEmail").push(m);
          break;
        }
        case 134: {
          const d = ia5(v, "invalid constraint value: invalid IA5String");
          if (goParseIp(d)) fail(`failed to parse URI constraint "${d}": cannot be IP address`);
          if (!domainNameValid(d, true)) fail(`failed to parse URI constraint "${d}"`);
          list("permittedUri", "excludedUri").push(d);
          break;
        }
        default:
          unhandled = true;
      }
    }
  };
  values(permitted, true);
  values(excluded, false);
  cert.nameConstraints = nc;
  return !unhandled;
}
function checkName(t) {
  for (const rdn of children(t)) {
    if (rdn.tag !== 49) fail("invalid RDNSequence");
    for (const atv of children(rdn)) {
      if (atv.tag !== 48) fail("invalid RDNSequence: invalid attribute");
      const c = new Cursor(atv);
      const type = tryNext(c, 6, "invalid RDNSequence: invalid attribute type");
      decodeOid(content(type));
      const value = tryNext(c, void 0, "invalid RDNSequence: invalid attribute value");
      const problem = stringProblem(value.tag, content(value));
      if (problem) fail(`invalid RDNSequence: invalid attribute value: ${problem}`);
    }
  }
}
function stringProblem(tag, v) {
  switch (tag) {
    case 20:
      return void 0;
    // T61String, read as Latin-1
    case 19:
      return v.every(isPrintable) ? void 0 : "invalid PrintableString";
    case 12:
      try {
        UTF8.decode(v);
        return void 0;
      } catch {
        return "invalid UTF-8 string";
      }
    case 30:
      return bmpValid(v) ? void 0 : "invalid BMPString";
    case 22:
      return v.every((b) => b < 128) ? void 0 : "invalid IA5String";
    case 18:
      return v.every((b) => b >= 48 && b <= 57 || b === 32) ? void 0 : "invalid NumericString";
    default:
      return `unsupported string type: ${tag}`;
  }
}
function isPrintable(b) {
  return b >= 97 && b <= 122 || b >= 65 && b <= 90 || b >= 48 && b <= 57 || b >= 39 && b <= 41 || b >= 43 && b <= 47 || b === 32 || b === 58 || b === 61 || b === 63 || b === 42 || b === 38;
}
function bmpValid(v) {
  if (v.length % 2) return false;
  const end = v.length >= 2 && v[v.length - 1] === 0 && v[v.length - 2] === 0 ? v.length - 2 : v.length;
  for (let i = 0; i < end; i += 2) {
    const p = v[i] << 8 | v[i + 1];
    if (p === 65534 || p === 65535 || p >= 64976 && p <= 65007 || p >= 55296 && p <= 57343) return false;
  }
  return true;
}
function nameText(t) {
  const out = [];
  try {
    for (const rdn of children(t)) {
      for (const atv of children(rdn)) {
        const [typeT, valueT] = children(atv);
        const oid = decodeOid(content(typeT));
        const raw = content(valueT);
        const text = valueT.tag === 30 ? Buffer.from(raw).swap16().toString("utf16le") : raw.toString("utf8");
        out.push(`${ATTR_NAMES[oid] ?? oid}=${text.replace(/[\u0000-\u001f]/g, "?")}`);
      }
    }
  } catch {
    return "(unreadable name)";
  }
  return out.join(",");
}
function publicKeyOf(cert) {
  const id = cert.spki.toString("latin1");
  let k = keyCache.get(id);
  if (k === void 0) {
    k = importKey(cert);
    if (keyCache.size >= KEY_CACHE_SIZE) keyCache.delete(keyCache.keys().next().value);
    keyCache.set(id, k);
  }
  return k ?? void 0;
}
function importKey(cert) {
  const b64 = (b) => b.toString("base64url");
  try {
    if (cert.keyType === "rsa") return createPublicKey({ key: { kty: "RSA", n: b64(cert.rsaN), e: b64(cert.rsaE) }, format: "jwk" });
    if (cert.keyType === "ed25519") return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: b64(cert.publicBytes) }, format: "jwk" });
    if (cert.keyType === "ecdsa" && JWK_CURVES[cert.curve]) {
      const len = (cert.publicBytes.length - 1) / 2;
      const x = cert.publicBytes.subarray(1, 1 + len);
      const y = cert.publicBytes.subarray(1 + len);
      return createPublicKey({ key: { kty: "EC", crv: cert.curve, x: b64(x), y: b64(y) }, format: "jwk" });
    }
    return createPublicKey({ key: cert.spki, format: "der", type: "spki" });
  } catch {
    return null;
  }
}
var CertParseError, SIG_ALGS, UNKNOWN_SIG, HASH_OIDS, CURVES, OID_RSA, OID_EC, OID_ED25519, OID_DSA, OID_SERVER_AUTH, OID_ANY_EKU, OID_AIA, NULL, NIST, UTF8, ATTR_NAMES, KEY_CACHE_SIZE, keyCache, JWK_CURVES;
var init_cert = __esm({
  "src/x509/cert.ts"() {
    "use strict";
    init_der();
    init_names();
    CertParseError = class extends Error {
      name = "CertParseError";
    };
    SIG_ALGS = {
      "1.2.840.113549.1.1.2": { name: "MD2-RSA", hash: null, keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.4": { name: "MD5-RSA", hash: "md5", keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.5": { name: "SHA1-RSA", hash: "sha1", keyType: "rsa", pss: false },
      "1.3.14.3.2.29": { name: "SHA1-RSA", hash: "sha1", keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.11": { name: "SHA256-RSA", hash: "sha256", keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.12": { name: "SHA384-RSA", hash: "sha384", keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.13": { name: "SHA512-RSA", hash: "sha512", keyType: "rsa", pss: false },
      "1.2.840.10040.4.3": { name: "DSA-SHA1", hash: "sha1", keyType: "dsa", pss: false },
      "2.16.840.1.101.3.4.3.2": { name: "DSA-SHA256", hash: "sha256", keyType: "dsa", pss: false },
      "1.2.840.10045.4.1": { name: "ECDSA-SHA1", hash: "sha1", keyType: "ecdsa", pss: false },
      "1.2.840.10045.4.3.2": { name: "ECDSA-SHA256", hash: "sha256", keyType: "ecdsa", pss: false },
      "1.2.840.10045.4.3.3": { name: "ECDSA-SHA384", hash: "sha384", keyType: "ecdsa", pss: false },
      "1.2.840.10045.4.3.4": { name: "ECDSA-SHA512", hash: "sha512", keyType: "ecdsa", pss: false },
      "1.3.101.112": { name: "Ed25519", hash: null, keyType: "ed25519", pss: false }
    };
    UNKNOWN_SIG = { name: "unknown", hash: null, keyType: "none", pss: false };
    HASH_OIDS = {
      "2.16.840.1.101.3.4.2.1": { hash: "sha256", salt: 32 },
      "2.16.840.1.101.3.4.2.2": { hash: "sha384", salt: 48 },
      "2.16.840.1.101.3.4.2.3": { hash: "sha512", salt: 64 }
    };
    CURVES = {
      "1.3.132.0.33": { name: "P-224", bits: 224 },
      "1.2.840.10045.3.1.7": { name: "P-256", bits: 256 },
      "1.3.132.0.34": { name: "P-384", bits: 384 },
      "1.3.132.0.35": { name: "P-521", bits: 521 }
    };
    OID_RSA = "1.2.840.113549.1.1.1";
    OID_EC = "1.2.840.10045.2.1";
    OID_ED25519 = "1.3.101.112";
    OID_DSA = "1.2.840.10040.4.1";
    OID_SERVER_AUTH = "1.3.6.1.5.5.7.3.1";
    OID_ANY_EKU = "2.5.29.37.0";
    OID_AIA = "1.3.6.1.5.5.7.1.1";
    NULL = Buffer.from([5, 0]);
    NIST = {
      "P-224": { p: 2n ** 224n - 2n ** 96n + 1n, b: 0xb4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4n },
      "P-256": { p: 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n, b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn },
      "P-384": { p: 2n ** 384n - 2n ** 128n - 2n ** 96n + 2n ** 32n - 1n, b: 0xb3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aefn },
      "P-521": { p: 2n ** 521n - 1n, b: 0x0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00n }
    };
    UTF8 = new TextDecoder("utf-8", { fatal: true });
    ATTR_NAMES = {
      "2.5.4.3": "CN",
      "2.5.4.6": "C",
      "2.5.4.7": "L",
      "2.5.4.8": "ST",
      "2.5.4.10": "O",
      "2.5.4.11": "OU",
      "2.5.4.5": "SERIALNUMBER"
    };
    KEY_CACHE_SIZE = 512;
    keyCache = /* @__PURE__ */ new Map();
    JWK_CURVES = { "P-256": "P-256", "P-384": "P-384", "P-521": "P-521" };
  }
});

// src/load/helm/strvals.ts
function parseSet(text, dest, asString = false) {
  const parser = new Parser(text, asString);
  while (parser.key(dest, 0) !== "eof") ;
}
function typedValue(v, asString = false) {
  if (asString) return v;
  const lower = v.toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  if (lower === "null") return null;
  if (v === "0") return 0;
  if (v !== "" && v[0] !== "0" && /^[+-]?\d+$/.test(v)) {
    const n = BigInt(v);
    if (n >= INT64_MIN && n <= INT64_MAX) return Number(n);
  }
  return v;
}
function set(data, key2, value) {
  if (key2 !== "") data[key2] = value;
}
function setIndex(list, i, value) {
  if (i < 0) throw new SetSyntaxError(`negative ${i} index not allowed`);
  if (i > MAX_INDEX) throw new SetSyntaxError(`index of ${i} is greater than maximum supported index of ${MAX_INDEX}`);
  while (list.length <= i) list.push(null);
  list[i] = value;
  return list;
}
function isMap2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var SetSyntaxError, MAX_INDEX, MAX_NESTING, INT64_MIN, INT64_MAX, NOT_LIST, Parser;
var init_strvals = __esm({
  "src/load/helm/strvals.ts"() {
    "use strict";
    SetSyntaxError = class extends Error {
      name = "SetSyntaxError";
    };
    MAX_INDEX = 65536;
    MAX_NESTING = 30;
    INT64_MIN = -(2n ** 63n);
    INT64_MAX = 2n ** 63n - 1n;
    NOT_LIST = /* @__PURE__ */ Symbol("not a list");
    Parser = class {
      constructor(text, asString) {
        this.asString = asString;
        this.runes = [...text];
      }
      asString;
      runes;
      pos = 0;
      key(data, level) {
        const { text: k, last } = this.until("=[,.");
        if (last === void 0) {
          if (k === "") return "eof";
          throw new SetSyntaxError(`key "${k}" has no value`);
        }
        if (last === "[") {
          const index = this.index();
          const existing2 = data[k];
          if (existing2 !== void 0 && !Array.isArray(existing2)) throw new SetSyntaxError(`unable to parse key: ${k} is not a list`);
          const { list, step: step2 } = this.listItem(existing2 ? existing2 : [], index, level);
          set(data, k, list);
          return step2;
        }
        if (last === "=") {
          const list = this.valueList();
          if (list === "eof") {
            set(data, k, "");
            return "eof";
          }
          set(data, k, list === NOT_LIST ? typedValue(this.until(",").text, this.asString) : list);
          return "ok";
        }
        if (last === ",") throw new SetSyntaxError(`key "${k}" has no value (cannot end with ,)`);
        if (++level > MAX_NESTING) throw new SetSyntaxError(`value name nested level is greater than maximum supported nested level of ${MAX_NESTING}`);
        const existing = data[k];
        if (existing !== void 0 && !isMap2(existing)) throw new SetSyntaxError(`unable to parse key: ${k} is not a map`);
        const inner = existing ?? {};
        const step = this.key(inner, level);
        if (step === "ok" && Object.keys(inner).length === 0) throw new SetSyntaxError(`key map "${k}" has no value`);
        if (Object.keys(inner).length) set(data, k, inner);
        return step;
      }
      listItem(list, i, level) {
        if (i < 0) throw new SetSyntaxError(`negative ${i} index not allowed`);
        const { text: k, last } = this.until("[.=");
        if (k !== "") throw new SetSyntaxError(`unexpected data at end of array index: "${k}"`);
        if (last === void 0) return { list, step: "eof" };
        if (last === "=") {
          const values = this.valueList();
          if (values === "eof") return { list: setIndex(list, i, ""), step: "ok" };
          const v = values === NOT_LIST ? typedValue(this.until(",").text, this.asString) : values;
          return { list: setIndex(list, i, v), step: "ok" };
        }
        if (last === "[") {
          const next = this.index();
          const existing = list.length > i ? list[i] : void 0;
          if (existing !== void 0 && existing !== null && !Array.isArray(existing)) throw new SetSyntaxError(`unable to parse key: index ${i} is not a list`);
          const inner2 = this.listItem(Array.isArray(existing) ? existing : [], next, level);
          return { list: setIndex(list, i, inner2.list), step: inner2.step };
        }
        let inner = {};
        if (list.length > i) {
          if (!isMap2(list[i])) list[i] = {};
          inner = list[i];
        }
        const step = this.key(inner, level);
        if (step === "eof") return { list, step };
        return { list: setIndex(list, i, inner), step };
      }
      index() {
        const { text, last } = this.until("]");
        if (last === void 0) throw new SetSyntaxError("error parsing index: unexpected end of input");
        if (!/^[+-]?\d+$/.test(text)) throw new SetSyntaxError(`error parsing index: "${text}" is not a number`);
        return Number(text);
      }
      /** `{a,b}` after `=`; NOT_LIST when the value is a scalar, 'eof' when nothing follows `=`. */
      valueList() {
        const first = this.runes[this.pos];
        if (first === void 0) return "eof";
        if (first !== "{") return NOT_LIST;
        this.pos++;
        const list = [];
        for (; ; ) {
          const { text, last } = this.until(",}");
          if (last === void 0) throw new SetSyntaxError("list must terminate with '}'");
          list.push(typedValue(text, this.asString));
          if (last === "}") {
            if (this.runes[this.pos] === ",") this.pos++;
            return list;
          }
        }
      }
      /** Reads up to (and consumes) one of `stops`; a backslash takes the next character literally. */
      until(stops) {
        let text = "";
        while (this.pos < this.runes.length) {
          const r = this.runes[this.pos++];
          if (stops.includes(r)) return { text, last: r };
          if (r === "\\") {
            if (this.pos >= this.runes.length) return { text };
            text += this.runes[this.pos++];
          } else {
            text += r;
          }
        }
        return { text };
      }
    };
  }
});

// src/load/helm/chart.ts
import { readFile as readFile4, stat as stat3 } from "node:fs/promises";
import path6 from "node:path";
async function splitChartPaths(paths, cwd) {
  const manifests = [];
  const charts = /* @__PURE__ */ new Map();
  for (const p of paths) {
    const root = p === "-" ? void 0 : await chartRootOf(path6.resolve(cwd, p), cwd);
    if (!root) {
      manifests.push(p);
      continue;
    }
    if (!charts.has(root)) charts.set(root, await readChart(root, cwd));
  }
  return { manifests, charts: [...charts.values()] };
}
async function chartRootOf(abs, cwd) {
  const info = await stat3(abs).catch(() => void 0);
  if (!info) return void 0;
  let dir = info.isDirectory() ? abs : path6.dirname(abs);
  const stop = isInside2(abs, cwd) ? cwd : path6.dirname(dir);
  for (; ; ) {
    if (await isFile(path6.join(dir, "Chart.yaml"))) return dir;
    if (dir === stop || path6.dirname(dir) === dir) return void 0;
    dir = path6.dirname(dir);
  }
}
async function readChart(dir, cwd) {
  const file = path6.join(dir, "Chart.yaml");
  let meta;
  try {
    meta = load(await readFile4(file, "utf8"));
  } catch (e) {
    throw new InputError(`${displayPath(file, cwd)}: Chart.yaml does not parse: ${e.reason ?? String(e)}`);
  }
  const name = isMap2(meta) && typeof meta.name === "string" ? meta.name : "";
  if (!name) throw new InputError(`${displayPath(file, cwd)}: Chart.yaml has no name`);
  const valuesFile = path6.join(dir, "values.yaml");
  return { dir, name, ...await isFile(valuesFile) ? { valuesFile } : {} };
}
function profileForChart(profiles, name) {
  return profiles.find((p) => p.match.charts?.includes(name)) ?? profiles.find((p) => p.name === name);
}
function knownCharts(profiles) {
  return profiles.flatMap((p) => p.match.charts ?? []);
}
async function isFile(file) {
  return (await stat3(file).catch(() => void 0))?.isFile() ?? false;
}
function isInside2(p, root) {
  const rel = path6.relative(root, p);
  return rel === "" || !rel.startsWith("..") && !path6.isAbsolute(rel);
}
var DEFAULT_KUBE_VERSION;
var init_chart = __esm({
  "src/load/helm/chart.ts"() {
    "use strict";
    init_js_yaml();
    init_errors();
    init_files();
    init_strvals();
    DEFAULT_KUBE_VERSION = "1.34.0";
  }
});

// src/load/kustomize.ts
var kustomize_exports = {};
__export(kustomize_exports, {
  findOnPath: () => findOnPath,
  renderKustomize: () => renderKustomize
});
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path7 from "node:path";
async function renderKustomize(dir, cwd, env) {
  const kubectl = await findOnPath("kubectl", env.PATH ?? "");
  if (!kubectl) {
    throw new InputError(`--kustomize ${dir}: kubectl is not on PATH (it renders the overlay); install kubectl, or pipe: kustomize build ${dir} | webhook-cert-gate check -`);
  }
  const text = await new Promise((resolve2, reject) => {
    execFile(kubectl, ["kustomize", dir], { cwd, env, maxBuffer: MAX_OUTPUT, encoding: "utf8" }, (err, stdout, stderr) => {
      if (!err) return resolve2(stdout);
      const why = String(stderr).trim().split("\n").pop() || err.message.split("\n")[0];
      reject(new InputError(`--kustomize ${dir}: kubectl kustomize failed: ${why}`));
    });
  });
  return { file: `<kustomize ${dir}>`, text };
}
async function findOnPath(name, pathValue) {
  for (const dir of pathValue.split(path7.delimiter)) {
    if (!dir) continue;
    const candidate = path7.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}
var MAX_OUTPUT;
var init_kustomize = __esm({
  "src/load/kustomize.ts"() {
    "use strict";
    init_errors();
    MAX_OUTPUT = 256 * 1024 * 1024;
  }
});

// src/load/helm/mapping.ts
function effectiveMapping(profile, user) {
  const base = profile.values ?? {};
  const over = user ?? {};
  return { ...base, ...over, rendered: { ...base.rendered, ...over.rendered } };
}
function hasMapping(m) {
  return Boolean(m.replicas || m.host || m.writer || m.failurePolicy?.length || m.webhooks?.length);
}
function splitKey(key2) {
  return key2.split(/(?<!\\)\./).map((s) => s.replace(/\\\./g, "."));
}
function dotted(key2) {
  let out = "";
  for (const s of key2) out += typeof s === "number" ? `[${s}]` : `${out ? "." : ""}${s.replace(/\./g, "\\.")}`;
  return out;
}
function envKeys(profile, mapping) {
  const out = {};
  const pairs = [
    [profile.env.host, mapping.host],
    [profile.env.writer, mapping.writer],
    [profile.env.secretName, mapping.secretName]
  ];
  for (const [env, key2] of pairs) if (env && key2) out[env] = key2;
  return out;
}
function failurePolicyKeys(mapping, values) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const items = (mapping.failurePolicy ?? []).map((i) => typeof i === "string" ? { key: i } : i);
  const both = ["mutating", "validating"];
  for (const item of items.filter((i) => !i.key.endsWith(".*"))) {
    seen.add(item.key);
    out.push({ key: splitKey(item.key), configurations: item.configurations ?? both });
  }
  for (const item of items.filter((i) => i.key.endsWith(".*"))) {
    const prefix = item.key.slice(0, -2);
    const map = values.get(splitKey(prefix));
    if (!isMap2(map)) continue;
    for (const child of Object.keys(map)) {
      const dottedKey = `${prefix}.${child.replace(/\./g, "\\.")}`;
      if (seen.has(dottedKey)) continue;
      seen.add(dottedKey);
      out.push({ key: [...splitKey(prefix), child], configurations: item.configurations ?? both });
    }
  }
  return out;
}
function mappedKeys(mapping, values) {
  const single = [
    mapping.replicas,
    mapping.image,
    mapping.host,
    mapping.writer,
    mapping.secretName,
    mapping.hostNetwork,
    mapping.namespace,
    mapping.featureGates,
    mapping.webhookAnnotations,
    ...mapping.extraEnv ?? [],
    ...(mapping.webhooks ?? []).map((w) => w.policyKey)
  ];
  const keys = single.filter((k) => Boolean(k)).map(splitKey);
  keys.push(...failurePolicyKeys(mapping, values).map((k) => k.key));
  const seen = /* @__PURE__ */ new Set();
  return keys.filter((k) => !seen.has(JSON.stringify(k)) && seen.add(JSON.stringify(k)));
}
var TEMPLATE_NOTE;
var init_mapping = __esm({
  "src/load/helm/mapping.ts"() {
    "use strict";
    init_strvals();
    TEMPLATE_NOTE = "written by the chart template; no value sets it";
  }
});

// src/load/helm/tool.ts
import { execFile as execFile2 } from "node:child_process";
import { access as access2, constants as constants2 } from "node:fs/promises";
async function findHelm(flag2, env) {
  const named = flag2 ?? env[HELM_ENV];
  if (named === "none") return void 0;
  if (named) {
    if (!await isExecutable(named)) throw new InputError(`--helm ${named}: not an executable file`);
    return { path: named, version: helmVersion(named) };
  }
  const onPath = await findOnPath("helm", env.PATH ?? "");
  return onPath ? { path: onPath, version: helmVersion(onPath) } : void 0;
}
async function isExecutable(file) {
  return access2(file, constants2.X_OK).then(() => true, () => false);
}
async function helmVersion(bin) {
  return run(bin, ["version", "--short"]).then((r) => r.stdout.trim(), () => "");
}
function run(bin, args, cwd) {
  return new Promise((resolve2, reject) => {
    execFile2(bin, args, { cwd, maxBuffer: 256 * 1024 * 1024, timeout: 12e4, encoding: "utf8" }, (err, stdout, stderr) => {
      if (err) reject(new Error(firstErrorLine(stderr) || err.message.split("\n")[0]));
      else resolve2({ stdout, stderr });
    });
  });
}
function firstErrorLine(stderr) {
  const lines = stderr.split("\n").map((l) => l.trim()).filter(Boolean);
  return (lines.find((l) => l.startsWith("Error:")) ?? lines[lines.length - 1] ?? "").replace(/^Error:\s*/, "");
}
var HELM_ENV;
var init_tool = __esm({
  "src/load/helm/tool.ts"() {
    "use strict";
    init_errors();
    init_kustomize();
    HELM_ENV = "WEBHOOK_CERT_GATE_HELM";
  }
});

// src/load/helm/render.ts
import { readFile as readFile5 } from "node:fs/promises";
import path8 from "node:path";
async function renderChart(req) {
  const leaves = req.mapping ? markedLeaves(mappedKeys(req.mapping, req.values), req.values) : markedLeaves(Object.keys(req.values.values).map((k) => [k]), req.values, false).slice(0, MAX_UNMAPPED_LEAVES);
  const probeFlags = leaves.flatMap((leaf, i) => ["--set-string", `${setPath(leaf.key)}=${escapeSetValue(leaf.value)}${mark(i)}`]);
  const [text, probeText] = await Promise.all([
    template(req, []),
    leaves.length ? template(req, probeFlags).catch(() => "") : Promise.resolve("")
  ]);
  const file = `<helm template ${req.label}>`;
  const links = harvest(bodies(file, probeText), leaves.map((l) => l.key), req.values);
  const texts = await readTemplates(req.chart.dir, splitDocuments(file, text).map((d) => d.template));
  const decorate = (r) => {
    const own = links.get(objectKey(r.kind, r.name));
    return {
      ...r,
      ...req.extra,
      locate: (p) => locateRendered(r, p, own, req.values) ?? templatePosition(r, p, req.label, texts)
    };
  };
  return { source: { file, text, decorate }, templates: texts.size };
}
function template(req, extra) {
  const args = ["template", req.chart.name, req.chart.dir, "--namespace", req.namespace, "--kube-version", req.kubeVersion];
  for (const f of req.valuesFiles) args.push("-f", f);
  for (const s of req.sets) args.push(s.asString ? "--set-string" : "--set", s.text);
  args.push(...extra);
  return run(req.helm.path, args).then((r) => r.stdout, (e) => {
    throw new InputError(`${req.label}: helm template failed: ${e.message}`);
  });
}
function bodies(file, text) {
  return parseDocuments(file, text).flatMap((p) => isObj(p.value) && typeof p.value.kind === "string" ? [p.value] : []);
}
function markedLeaves(keys, values, booleans = true) {
  const out = [];
  const walk2 = (key2, v) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk2([...key2, i], x));
    else if (isMap2(v)) for (const [k, x] of Object.entries(v)) walk2([...key2, k], x);
    else if (booleans || typeof v !== "boolean") out.push({ key: key2, value: v === void 0 || v === null ? "" : String(v) });
  };
  for (const key2 of keys) walk2(key2, values.get(key2));
  return out;
}
function setPath(key2) {
  let out = "";
  for (const s of key2) out += typeof s === "number" ? `[${s}]` : `${out ? "." : ""}${s.replace(/[\\.,=[\]]/g, (c) => `\\${c}`)}`;
  return out;
}
function escapeSetValue(v) {
  return v.replace(/[\\,]/g, (c) => `\\${c}`);
}
function harvest(probe2, keys, values) {
  const links = /* @__PURE__ */ new Map();
  for (const body of probe2) {
    const name = (isObj(body.metadata) ? body.metadata.name : void 0) ?? "";
    const id = objectKey(String(body.kind), String(name));
    if (links.has(id)) continue;
    const own = /* @__PURE__ */ new Map();
    links.set(id, own);
    walkStrings(body, [], (p, s) => {
      const hits = [...s.matchAll(MARK)].map((m) => keys[Number(m[1])]).filter((k) => Boolean(k));
      if (hits.length) own.set(canonical(body, p), pick2(hits, values));
    });
  }
  return links;
}
function pick2(hits, values) {
  return hits.find((k) => {
    const o = values.origin(k);
    return o && o.note !== "chart default";
  }) ?? hits[0];
}
function walkStrings(v, p, visit) {
  if (typeof v === "string") visit(p, v);
  else if (Array.isArray(v)) v.forEach((x, i) => walkStrings(x, [...p, i], visit));
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) walkStrings(x, [...p, k], visit);
}
function canonical(body, p) {
  const parts = [];
  let cur = body;
  for (const s of p) {
    const next = typeof s === "number" ? Array.isArray(cur) ? cur[s] : void 0 : isObj(cur) ? cur[s] : void 0;
    parts.push(typeof s === "number" && isObj(next) && typeof next.name === "string" ? `#${unmark(next.name)}` : s);
    cur = next;
  }
  return JSON.stringify(parts);
}
function unmark(s) {
  return s.replace(MARK, "");
}
function objectKey(kind, name) {
  return `${kind}/${unmark(name)}`;
}
function locateRendered(r, p, links, values) {
  if (!links?.size) return void 0;
  for (let n = p.length; n > 0; n--) {
    const key2 = links.get(canonical(r.body, p.slice(0, n)));
    if (key2) return at(key2, values);
  }
  const below = canonical(r.body, p).slice(0, -1) + ",";
  const keys = new Set([...links].filter(([c]) => c.startsWith(below)).map(([, k]) => JSON.stringify(k)));
  return keys.size === 1 ? at(JSON.parse([...keys][0]), values) : void 0;
}
function at(key2, values) {
  const origin = values.origin(key2);
  return origin && { ...origin, field: dotted(key2) };
}
async function readTemplates(dir, sources) {
  const out = /* @__PURE__ */ new Map();
  for (const rel of new Set(sources.map(chartRelative))) {
    if (!rel) continue;
    const text = await readFile5(path8.join(dir, rel), "utf8").catch(() => void 0);
    if (text !== void 0) out.set(rel, text.split("\n"));
  }
  return out;
}
function chartRelative(source) {
  return source?.split("/").slice(1).join("/") || void 0;
}
function templatePosition(r, p, label, texts) {
  const rel = chartRelative(r.doc.template);
  const lines = rel ? texts.get(rel) : void 0;
  return {
    file: rel ? path8.join(label, rel) : label,
    line: lines ? lineOf(lines, r.body, p) : 1,
    column: 1,
    note: TEMPLATE_NOTE
  };
}
function lineOf(lines, body, p) {
  const key2 = [...p].reverse().find((s) => typeof s === "string");
  const keyLines = key2 ? lines.flatMap((l, i) => new RegExp(`^\\s*(- )?${escapeRe(key2)}:`).test(l) ? [i] : []) : [];
  const named = namedEntries(body, p);
  for (const name of named.reverse()) {
    const at2 = lines.findIndex((l) => new RegExp(`name:\\s*["']?${escapeRe(name)}["']?\\s*$`).test(l));
    if (at2 < 0) continue;
    const near = keyLines.filter((i) => Math.abs(i - at2) <= 40).sort((a, b) => Math.abs(a - at2) - Math.abs(b - at2))[0];
    return (near ?? at2) + 1;
  }
  return keyLines.length === 1 ? keyLines[0] + 1 : 1;
}
function namedEntries(body, p) {
  const out = [];
  let cur = body;
  for (const s of p) {
    cur = typeof s === "number" ? Array.isArray(cur) ? cur[s] : void 0 : isObj(cur) ? cur[s] : void 0;
    if (typeof s === "number" && isObj(cur) && typeof cur.name === "string") out.push(cur.name);
  }
  return out;
}
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var MARK, MAX_UNMAPPED_LEAVES, mark;
var init_render = __esm({
  "src/load/helm/render.ts"() {
    "use strict";
    init_errors();
    init_object();
    init_documents();
    init_mapping();
    init_strvals();
    init_tool();
    MARK = /wcgp(\d+)x/g;
    MAX_UNMAPPED_LEAVES = 2e3;
    mark = (i) => `wcgp${i}x`;
  }
});

// src/load/helm/synthesize.ts
function synthesize(input) {
  const out = [];
  const deployment = buildDeployment(input);
  out.push(deployment);
  out.push(...buildWebhookConfigurations(input));
  const secret = buildSecret(input, deployment);
  if (secret) out.push(secret);
  out.forEach((r, i) => r.doc.index = i);
  return out;
}
function buildDeployment(input) {
  const { profile, mapping, values } = input;
  const links = /* @__PURE__ */ new Map();
  const link = (path12, key2) => {
    if (key2 !== void 0) links.set(JSON.stringify(path12), typeof key2 === "string" ? splitKey(key2) : key2);
  };
  const name = mapping.rendered?.workloadName ?? profile.match.workloadNames?.[0] ?? `${profile.name}-manager`;
  const namespace = stringAt(values, mapping.namespace) ?? profile.defaults?.namespace ?? input.namespace;
  const containerPath = ["spec", "template", "spec", "containers", 0];
  const container = { name: "manager", image: imageOf(values, mapping.image) ?? profile.match.images?.[0] ?? "" };
  link([...containerPath, "image"], mapping.image);
  const featureGates = stringAt(values, mapping.featureGates);
  if (featureGates) {
    container.args = [`--feature-gates=${featureGates}`];
    link([...containerPath, "args"], mapping.featureGates);
  }
  container.env = buildEnv(input, containerPath, link);
  const podSpec = { containers: [container] };
  const hostNetwork = values.get(keyOf2(mapping.hostNetwork));
  if (mapping.hostNetwork && hostNetwork !== void 0) {
    podSpec.hostNetwork = hostNetwork === true || hostNetwork === "true";
    link(["spec", "template", "spec", "hostNetwork"], mapping.hostNetwork);
  }
  const spec = { selector: { matchLabels: { app: name } }, template: { metadata: { labels: { app: name } }, spec: podSpec } };
  const replicas = numberAt(values, mapping.replicas);
  if (replicas !== void 0) spec.replicas = replicas;
  link(["spec", "replicas"], mapping.replicas);
  const strategy = strategyOf(mapping);
  if (strategy) spec.strategy = strategy;
  const body = { apiVersion: "apps/v1", kind: "Deployment", metadata: { name, namespace }, spec };
  link(["metadata", "namespace"], mapping.namespace);
  return resource(input, body, links);
}
function buildEnv(input, containerPath, link) {
  const { profile, mapping, values } = input;
  const env = [];
  if (profile.env.namespace) env.push({ name: profile.env.namespace, valueFrom: { fieldRef: { fieldPath: "metadata.namespace" } } });
  const mapped = [
    [profile.env.host, mapping.host],
    [profile.env.writer, mapping.writer],
    [profile.env.secretName, mapping.secretName]
  ];
  for (const [envName, key2] of mapped) {
    const value = key2 ? values.get(splitKey(key2)) : void 0;
    if (!envName || value === void 0) continue;
    link([...containerPath, "env", env.length], key2);
    env.push({ name: envName, value: String(value) });
  }
  for (const key2 of mapping.extraEnv ?? []) {
    const list = values.get(splitKey(key2));
    if (!Array.isArray(list)) continue;
    list.forEach((entry, i) => {
      if (!isMap2(entry)) return;
      link([...containerPath, "env", env.length], [...splitKey(key2), i]);
      link([...containerPath, "env", env.length, "value"], [...splitKey(key2), i, "value"]);
      env.push(entry);
    });
  }
  return env;
}
function buildWebhookConfigurations(input) {
  const { profile, mapping, values } = input;
  const entries = renderedEntries(mapping, values);
  const annotationsKey = keyOf2(mapping.webhookAnnotations);
  const annotations2 = mapping.webhookAnnotations ? values.get(annotationsKey) : void 0;
  const hasAnnotations = isMap2(annotations2) && Object.keys(annotations2).length > 0;
  const out = [];
  for (const kind of ["mutating", "validating"]) {
    if (!entries[kind].length && !hasAnnotations) continue;
    const links = /* @__PURE__ */ new Map();
    const metadata = { name: (kind === "mutating" ? profile.defaults?.mutatingName : profile.defaults?.validatingName) ?? `${profile.name}-${kind}-webhook-configuration` };
    if (hasAnnotations) {
      metadata.annotations = { ...annotations2 };
      for (const k of Object.keys(annotations2)) links.set(JSON.stringify(["metadata", "annotations", k]), [...annotationsKey, k]);
    }
    const webhooks = entries[kind].map((e, i) => {
      if (e.key) links.set(JSON.stringify(["webhooks", i, "failurePolicy"]), e.key);
      return { name: e.name, failurePolicy: e.policy };
    });
    const body = {
      apiVersion: "admissionregistration.k8s.io/v1",
      kind: kind === "mutating" ? "MutatingWebhookConfiguration" : "ValidatingWebhookConfiguration",
      metadata,
      webhooks
    };
    out.push(resource(input, body, links));
  }
  return out;
}
function renderedEntries(mapping, values) {
  const out = { mutating: [], validating: [] };
  const gates = stringAt(values, mapping.featureGates) ?? "";
  for (const w of mapping.webhooks ?? []) {
    if (!gatedIn(w, gates)) continue;
    const key2 = w.policyKey ? splitKey(w.policyKey) : void 0;
    const policy = key2 ? values.get(key2) : w.policy;
    out[w.configuration].push({ name: w.name, policy: policy === void 0 ? "Fail" : String(policy), ...key2 ? { key: key2 } : {} });
  }
  for (const item of failurePolicyKeys(mapping, values)) {
    const policy = values.get(item.key);
    if (policy === void 0) continue;
    for (const kind of item.configurations) out[kind].push({ name: String(item.key[item.key.length - 1]), key: item.key, policy: String(policy) });
  }
  return out;
}
function gatedIn(w, gates) {
  if (w.when !== void 0 && !gates.includes(w.when)) return false;
  return w.unless === void 0 || !gates.includes(w.unless);
}
function buildSecret(input, deployment) {
  const { profile, mapping, values } = input;
  if (!mapping.rendered?.secret) return void 0;
  const gates = stringAt(values, mapping.featureGates) ?? "";
  if (mapping.rendered.secretUnless?.some((g) => gates.includes(g))) return void 0;
  const name = stringAt(values, mapping.secretName) || profile.defaults?.secretName;
  if (!name) return void 0;
  const links = new Map(mapping.secretName ? [[JSON.stringify([]), splitKey(mapping.secretName)]] : []);
  const body = { apiVersion: "v1", kind: "Secret", metadata: { name, namespace: deployment.namespace }, type: "Opaque" };
  return resource(input, body, links);
}
function strategyOf(mapping) {
  const r = mapping.rendered;
  if (r?.maxUnavailable === void 0) return void 0;
  return { type: "RollingUpdate", rollingUpdate: { maxUnavailable: r.maxUnavailable, ...r.maxSurge !== void 0 ? { maxSurge: r.maxSurge } : {} } };
}
function resource(input, body, links) {
  const meta = body.metadata;
  const doc = { file: input.release, index: 0, text: "", startLine: 1, startOffset: 0 };
  return {
    apiVersion: String(body.apiVersion),
    kind: String(body.kind),
    name: String(meta.name),
    namespace: typeof meta.namespace === "string" ? meta.namespace : "",
    body,
    doc,
    base: [],
    locate: (path12) => locateThrough(input, links, path12)
  };
}
function locateThrough(input, links, path12) {
  for (let n = path12.length; n >= 0; n--) {
    const key2 = links.get(JSON.stringify(path12.slice(0, n)));
    if (!key2 || !key2.length) continue;
    const origin = input.values.origin(key2);
    if (origin) return { ...origin, field: dotted(key2) };
  }
  return { ...input.fallback };
}
function keyOf2(key2) {
  return key2 ? splitKey(key2) : [];
}
function stringAt(values, key2) {
  if (!key2) return void 0;
  const v = values.get(splitKey(key2));
  return v === void 0 || isMap2(v) || Array.isArray(v) ? void 0 : String(v);
}
function numberAt(values, key2) {
  const s = stringAt(values, key2);
  return s !== void 0 && /^\d+$/.test(s.trim()) ? Number(s) : void 0;
}
function imageOf(values, key2) {
  if (!key2) return void 0;
  const v = values.get(splitKey(key2));
  if (typeof v === "string") return v;
  if (!isMap2(v) || typeof v.repository !== "string") return void 0;
  const repo = typeof v.registry === "string" && v.registry ? `${v.registry}/${v.repository}` : v.repository;
  return v.tag !== void 0 && v.tag !== null && v.tag !== "" ? `${repo}:${String(v.tag)}` : repo;
}
var init_synthesize = __esm({
  "src/load/helm/synthesize.ts"() {
    "use strict";
    init_mapping();
    init_strvals();
  }
});

// src/load/helm/merge.ts
function mergeValues(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const prev = out[k];
    out[k] = isMap2(v) && isMap2(prev) ? mergeValues(prev, v) : v;
  }
  return out;
}
function coalesceValues(user, chart) {
  const out = { ...user };
  for (const [k, def] of Object.entries(chart)) {
    if (!(k in out)) out[k] = def;
    else if (out[k] === null) delete out[k];
    else if (isMap2(out[k]) && isMap2(def)) out[k] = coalesceValues(out[k], def);
  }
  return out;
}
function copyValues(v) {
  if (Array.isArray(v)) return v.map(copyValues);
  if (isMap2(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copyValues(x)]));
  return v;
}
var init_merge = __esm({
  "src/load/helm/merge.ts"() {
    "use strict";
    init_strvals();
  }
});

// src/load/helm/values.ts
import { readFile as readFile6 } from "node:fs/promises";
import path9 from "node:path";
function probe(values, key2, isSet2) {
  let cur = values;
  for (const k of key2) {
    if (isMap2(cur) && typeof k === "string") {
      if (!(k in cur)) return "miss";
      cur = cur[k];
    } else if (Array.isArray(cur) && typeof k === "number") {
      if (k >= cur.length || cur[k] === null) return isSet2 ? "miss" : "blocked";
      cur = cur[k];
    } else {
      return "blocked";
    }
  }
  return cur === null ? "blocked" : "hit";
}
function positionIn(layer, key2) {
  if (layer.kind === "set") return { file: "--set", line: 1, column: 1, note: `value from ${layer.file}` };
  const pos = layer.doc ? locate(layer.doc, key2) : { line: 1, column: 1 };
  return { file: layer.file, ...pos, ...layer.kind === "chart" ? { note: "chart default" } : {} };
}
function applySet(flag2, dest) {
  try {
    parseSet(flag2.text, dest, flag2.asString);
  } catch (e) {
    if (e instanceof SetSyntaxError) throw new InputError(`${flagName(flag2)} ${flag2.text}: ${e.message}`);
    throw e;
  }
}
function flagName(flag2) {
  return flag2.asString ? "--set-string" : "--set";
}
function setLayer(flag2) {
  const values = {};
  applySet(flag2, values);
  return { kind: "set", values, file: `${flagName(flag2)} ${flag2.text}` };
}
async function readValuesFile(file, cwd, kind) {
  const abs = path9.resolve(cwd, file);
  const shown = displayPath(abs, cwd);
  const text = await readFile6(abs, "utf8").catch((e) => {
    throw new InputError(`${shown}: ${describeFsError(e)}`);
  });
  return valuesLayer(shown, text, kind);
}
function valuesLayer(file, text, kind) {
  let data;
  try {
    data = load(text);
  } catch (e) {
    const err = e;
    throw new InputError(`${file}:${(err.mark?.line ?? 0) + 1}: values file does not parse: ${err.reason ?? String(e)}`);
  }
  if (data !== null && data !== void 0 && !isMap2(data)) throw new InputError(`${file}: a values file must hold a map of keys`);
  const doc = { file, index: 0, text, startLine: 1, startOffset: 0 };
  return { kind, values: data ?? {}, file, doc };
}
var MergedValues;
var init_values = __esm({
  "src/load/helm/values.ts"() {
    "use strict";
    init_js_yaml();
    init_errors();
    init_files();
    init_position();
    init_merge();
    init_strvals();
    MergedValues = class {
      constructor(chart, files, sets = []) {
        this.chart = chart;
        const ordered = [...sets.filter((f) => !f.asString), ...sets.filter((f) => f.asString)];
        this.user = [...files, ...ordered.map(setLayer)];
        let merged = {};
        for (const layer of files) merged = mergeValues(merged, layer.values);
        merged = copyValues(merged);
        for (const s of ordered) applySet(s, merged);
        this.values = chart ? coalesceValues(merged, chart.values) : merged;
      }
      chart;
      values;
      user;
      get(key2) {
        let cur = this.values;
        for (const k of key2) {
          if (typeof k === "number" ? !Array.isArray(cur) : !isMap2(cur)) return void 0;
          cur = cur[k];
        }
        return cur ?? void 0;
      }
      /** The last layer that set `key`; the chart's values.yaml when no user layer did. */
      origin(key2) {
        if (this.get(key2) === void 0) return void 0;
        for (let i = this.user.length - 1; i >= 0; i--) {
          const layer = this.user[i];
          const found = probe(layer.values, key2, layer.kind === "set");
          if (found === "hit") return positionIn(layer, key2);
          if (found === "blocked") break;
        }
        if (this.chart && probe(this.chart.values, key2, false) === "hit") return positionIn(this.chart, key2);
        return void 0;
      }
    };
  }
});

// src/load/helm/front.ts
var front_exports = {};
__export(front_exports, {
  helmInputs: () => helmInputs
});
import path10 from "node:path";
import { stat as stat4 } from "node:fs/promises";
async function helmInputs(req) {
  const { manifests, charts } = await splitChartPaths(req.paths, req.cwd);
  const userGiven = req.valuesFiles.length > 0 || req.sets.length > 0;
  let chartName = req.chart;
  if (chartName && await isChartDir(path10.resolve(req.cwd, chartName))) {
    charts.push(await readChart(path10.resolve(req.cwd, chartName), req.cwd));
    chartName = void 0;
  }
  if (!charts.length && !userGiven && !chartName) return { manifests, resources: [], sources: [], notes: [], files: 0 };
  const files = await Promise.all(req.valuesFiles.map((f) => readValuesFile(f, req.cwd, "file")));
  const out = { manifests, resources: [], sources: [], notes: [], files: files.length };
  const helm = charts.length ? await findHelm(req.helm, req.env) : void 0;
  out.mode = helm ? { mode: "render" } : { mode: "values", reason: !charts.length ? "no chart folder to render" : (req.helm ?? req.env[HELM_ENV]) === "none" ? "helm disabled" : "helm not found" };
  for (const chart of charts) {
    const label = displayPath(chart.dir, req.cwd) || ".";
    const profile = profileForChart(req.profiles, chartName ?? chart.name);
    if (!profile && !helm) {
      if (userGiven || chartName) throw new InputError(`chart '${chart.name}' (${label}) is not a chart of a known webhook controller (${knownCharts(req.profiles).join(", ")}); name its profile with --chart PROFILE, or install helm to render it`);
      out.notes.push(`chart '${chart.name}' (${label}) is not a known webhook controller chart; skipped (helm renders any chart; --chart PROFILE lints it as one)`);
      continue;
    }
    const chartLayer = chart.valuesFile ? await readValuesFile(chart.valuesFile, req.cwd, "chart") : void 0;
    if (chartLayer) out.files++;
    const release = { req, profile, chartLayer, files, label };
    if (helm) {
      const { source, templates } = await rendered(release, chart, helm);
      out.sources.push(source);
      out.files += templates - 1;
    } else {
      out.resources.push(...synthesized({ ...release, profile }));
    }
  }
  if (helm) out.mode.helm = await helm.version || helm.path;
  if (!charts.length) {
    const profile = bareValuesProfile(req, chartName);
    out.resources.push(...synthesized({ req, profile, chartLayer: void 0, files, label: files[0]?.file ?? "--set" }));
  }
  return out;
}
function mappingOf(req, profile) {
  const mapping = effectiveMapping(profile, req.config.values?.[profile.name]);
  if (!hasMapping(mapping)) {
    throw new InputError(`profile '${profile.name}' has no Helm values mapping: add one under values: ${profile.name}: in .webhook-cert-gate.yaml (see docs/helm.md)`);
  }
  return mapping;
}
async function rendered(r, chart, helm) {
  const mapping = r.profile ? mappingOf(r.req, r.profile) : void 0;
  return renderChart({
    helm,
    chart,
    label: r.label,
    mapping,
    values: new MergedValues(r.chartLayer, r.files, r.req.sets),
    valuesFiles: r.req.valuesFiles.map((f) => path10.resolve(r.req.cwd, f)),
    sets: r.req.sets,
    namespace: r.req.namespace,
    kubeVersion: r.req.kubeVersion ?? DEFAULT_KUBE_VERSION,
    ...r.profile && mapping ? { extra: { envValues: envKeys(r.profile, mapping) } } : {}
  });
}
function synthesized(r) {
  const mapping = mappingOf(r.req, r.profile);
  const values = new MergedValues(r.chartLayer, r.files, r.req.sets);
  const first = r.chartLayer ?? r.files[0];
  const fallback = first ? { file: first.file, line: 1, column: 1, note: TEMPLATE_NOTE } : { file: "--set", line: 1, column: 1 };
  const resources = synthesize({ profile: r.profile, mapping, values, fallback, namespace: r.req.namespace, release: r.label });
  const envValues = envKeys(r.profile, mapping);
  return resources.map((x) => ({ ...x, envValues }));
}
function bareValuesProfile(req, chartName) {
  if (chartName) {
    const p = profileForChart(req.profiles, chartName);
    if (!p) throw new InputError(`--chart ${chartName}: no profile matches (known charts: ${knownCharts(req.profiles).join(", ")}; or a profile name)`);
    return p;
  }
  const mapped = Object.keys(req.config.values ?? {});
  if (mapped.length === 1) {
    const p = req.profiles.find((x) => x.name === mapped[0]);
    if (p) return p;
  }
  throw new InputError(req.missingChart);
}
async function isChartDir(dir) {
  return (await stat4(path10.join(dir, "Chart.yaml")).catch(() => void 0))?.isFile() ?? false;
}
var init_front = __esm({
  "src/load/helm/front.ts"() {
    "use strict";
    init_errors();
    init_files();
    init_chart();
    init_mapping();
    init_render();
    init_synthesize();
    init_tool();
    init_values();
  }
});

// src/cli/check-command.ts
import { writeFile } from "node:fs/promises";
import path11 from "node:path";

// src/load/config.ts
init_js_yaml();
init_errors();
import { readFile } from "node:fs/promises";
import path2 from "node:path";

// src/generated/validators.ts
var import_ucs2length = __toESM(require_ucs2length(), 1);
var validateProfile = validate10;
var schema11 = { "$id": "https://webhook-cert-gate.io/schemas/profile.json", "title": "webhook-cert-gate controller profile", "description": "How one family of webhook controllers chooses, stores and publishes its serving certificate, and what it rewrites in its webhook configurations. See docs/effective-state.md and FACTS section 2.", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name"], "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "ControllerProfile" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "extends": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$", "description": "A profile whose fields this one inherits: maps merge key by key, lists and values are replaced. Resolved by loadProfiles()." }, "abstract": { "type": "boolean", "description": "A base profile: only extended by others, never matched against workloads." }, "description": { "type": "string" }, "priority": { "type": "integer", "description": "Higher wins when several profiles match one container; the generic profile is 0." }, "match": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "images": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes, e.g. koordinator-sh/koord-manager (registry and tag ignored)." }, "workloadNames": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Deployment/StatefulSet names (exact)." }, "charts": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Helm chart names that install this controller." }, "envAny": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Matches any container that sets one of these env names." } } }, "env": { "type": "object", "additionalProperties": false, "properties": { "host": { "type": "string", "description": "The external webhook host (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "The certificate writer selector (WEBHOOK_CERT_WRITER); set by the cert generate patch." }, "secretName": { "type": "string", "description": "The shared Secret's name (SECRET_NAME); set by the cert generate patch." }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "string" }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } }, "description": "Env names the controller reads. host, writer and secretName are required once extends is resolved." }, "defaults": { "type": "object", "additionalProperties": false, "properties": { "secretName": { "type": "string" }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "integer", "minimum": 1, "maximum": 65535 }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } } }, "writer": { "type": "object", "additionalProperties": false, "description": "The writer selection rule: fs when the writer env equals fsValue, or is empty while the host env is set; the Secret writer otherwise.", "properties": { "fsValue": { "type": "string" }, "secretValue": { "type": "string", "description": "The value to recommend for the Secret writer." } } }, "secret": { "type": "object", "additionalProperties": false, "properties": { "readKeys": { "type": "array", "items": { "type": "string" }, "description": "Data keys the controller reads; any missing means it regenerates and overwrites the Secret." }, "renewKeys": { "type": "array", "items": { "type": "string" }, "description": "Keys needed to renew (the CA key)." }, "caKey": { "type": "string", "description": "Data key holding the CA certificate." }, "certKey": { "type": "string" }, "keyKey": { "type": "string" }, "renewBeforeDays": { "type": "integer", "minimum": 0, "description": "The controller replaces a certificate that expires within this many days." }, "type": { "type": "string", "description": "Secret type written by cert generate (e.g. Opaque)." }, "caPrivateKey": { "type": "string", "description": "Data key holding the CA private key (written by cert generate; needed to renew with the same CA)." } }, "description": "The Secret layout the controller's Secret writer reads and writes (cert generate --layout <profile> writes it)." }, "values": { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } }, "externalCertsFeatureGate": { "type": "string", "description": "A --feature-gates name that makes the controller read an externally managed Secret and leave caBundle to cert-manager (OpenKruise: EnableExternalCerts)." }, "rewrites": { "type": "object", "additionalProperties": false, "description": "What the controller rewrites in every webhook entry of the configurations it manages (mutatingName/validatingName), before the API server dials it.", "properties": { "hostUrl": { "type": "string", "description": "With the host env set, clientConfig becomes url: this template ({host}, {port}, {path} = the entry's service path) and service is dropped." }, "serviceName": { "type": "boolean", "description": "Without a host, clientConfig.service.name becomes the Service name (env or default) in the controller's namespace." } } }, "owns": { "type": "object", "additionalProperties": false, "description": "Fields of its webhook configurations the controller writes at run time (it owns them: what the manifests hold there is replaced).", "properties": { "caBundle": { "type": "boolean", "description": "It writes its CA into caBundle of every entry." }, "failurePolicy": { "type": "boolean", "description": "It sets failurePolicy of its entries." } } }, "featureGatesArg": { "type": "string", "description": "The command-line flag that carries feature gates, e.g. --feature-gates." }, "externalCerts": { "type": "object", "additionalProperties": false, "description": "The mode selected by externalCertsFeatureGate: the controller reads this Secret layout, written by another owner, and mints nothing.", "properties": { "alsoEnabledBy": { "type": "array", "items": { "type": "string" }, "description": "Other gates that turn it on (AllAlpha)." }, "secret": { "type": "object", "additionalProperties": false, "description": "A Secret layout: its type and the data keys for each part.", "properties": { "type": { "type": "string" }, "readKeys": { "type": "array", "items": { "type": "string" }, "description": "Keys read; any missing means the Secret is not usable." }, "caKey": { "type": "string" }, "caPrivateKey": { "type": "string" }, "certKey": { "type": "string" }, "keyKey": { "type": "string" } } }, "writtenBy": { "type": "string", "description": "Who writes that Secret and caBundle (an owner in policies/owners), for messages." } } } } };
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
var schema12 = { "$id": "https://webhook-cert-gate.io/schemas/config.json", "title": ".webhook-cert-gate.yaml", "type": "object", "additionalProperties": false, "properties": { "rules": { "type": "object", "description": "Per rule id: off, or a severity that replaces the rule's default.", "propertyNames": { "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" }, "additionalProperties": { "enum": ["off", "error", "warning", "info"] } }, "ignorePaths": { "type": "array", "description": "Globs (relative to the working directory; ** crosses folders) whose files are not read.", "items": { "type": "string", "minLength": 1 } }, "profiles": { "type": "array", "description": "Extra controller profile files or folders, relative to this config file.", "items": { "type": "string", "minLength": 1 } }, "owners": { "type": "array", "description": "Extra certificate-owner files or folders (policies/owners format, docs/effective-state.md), relative to this config file.", "items": { "type": "string", "minLength": 1 } }, "strict": { "type": "boolean", "description": "Refuse annotation suppressions (same as --strict)." }, "failOn": { "enum": ["error", "warning", "info", "none"] }, "namespace": { "type": "string", "description": "Namespace assumed for objects that do not set one (as kubectl apply -n)." }, "minDays": { "type": "integer", "minimum": 0, "description": "cert-expiring-soon threshold in days." }, "maxFileSize": { "type": "integer", "minimum": 1, "description": "Largest input file read, in bytes." }, "values": { "type": "object", "description": "Helm values key mappings per profile name, for forked charts (see README: Helm values).", "additionalProperties": { "$ref": "https://webhook-cert-gate.io/schemas/profile.json#/properties/values" } } } };
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
    if (data.profiles !== void 0) {
      let data4 = data.profiles;
      if (Array.isArray(data4)) {
        const len1 = data4.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data5 = data4[i1];
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err8 = { instancePath: instancePath + "/profiles/" + i1, schemaPath: "#/properties/profiles/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/profiles/" + i1, schemaPath: "#/properties/profiles/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/profiles", schemaPath: "#/properties/profiles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.owners !== void 0) {
      let data6 = data.owners;
      if (Array.isArray(data6)) {
        const len2 = data6.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data7 = data6[i2];
          if (typeof data7 === "string") {
            if (func3(data7) < 1) {
              const err11 = { instancePath: instancePath + "/owners/" + i2, schemaPath: "#/properties/owners/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/owners/" + i2, schemaPath: "#/properties/owners/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/owners", schemaPath: "#/properties/owners/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.strict !== void 0) {
      if (typeof data.strict !== "boolean") {
        const err14 = { instancePath: instancePath + "/strict", schemaPath: "#/properties/strict/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.failOn !== void 0) {
      let data9 = data.failOn;
      if (!(data9 === "error" || data9 === "warning" || data9 === "info" || data9 === "none")) {
        const err15 = { instancePath: instancePath + "/failOn", schemaPath: "#/properties/failOn/enum", keyword: "enum", params: { allowedValues: schema12.properties.failOn.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.namespace !== void 0) {
      if (typeof data.namespace !== "string") {
        const err16 = { instancePath: instancePath + "/namespace", schemaPath: "#/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.minDays !== void 0) {
      let data11 = data.minDays;
      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
        const err17 = { instancePath: instancePath + "/minDays", schemaPath: "#/properties/minDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data11 == "number" && isFinite(data11)) {
        if (data11 < 0 || isNaN(data11)) {
          const err18 = { instancePath: instancePath + "/minDays", schemaPath: "#/properties/minDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.maxFileSize !== void 0) {
      let data12 = data.maxFileSize;
      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
        const err19 = { instancePath: instancePath + "/maxFileSize", schemaPath: "#/properties/maxFileSize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data12 == "number" && isFinite(data12)) {
        if (data12 < 1 || isNaN(data12)) {
          const err20 = { instancePath: instancePath + "/maxFileSize", schemaPath: "#/properties/maxFileSize/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.values !== void 0) {
      let data13 = data.values;
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        for (const key3 in data13) {
          let data14 = data13[key3];
          if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
            for (const key4 in data14) {
              if (!func2.call(schema13.properties, key4)) {
                const err21 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data14.replicas !== void 0) {
              if (typeof data14.replicas !== "string") {
                const err22 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/replicas", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/replicas/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data14.image !== void 0) {
              if (typeof data14.image !== "string") {
                const err23 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/image", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data14.host !== void 0) {
              if (typeof data14.host !== "string") {
                const err24 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/host", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data14.writer !== void 0) {
              if (typeof data14.writer !== "string") {
                const err25 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/writer", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data14.secretName !== void 0) {
              if (typeof data14.secretName !== "string") {
                const err26 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/secretName", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data14.extraEnv !== void 0) {
              let data20 = data14.extraEnv;
              if (Array.isArray(data20)) {
                const len3 = data20.length;
                for (let i3 = 0; i3 < len3; i3++) {
                  if (typeof data20[i3] !== "string") {
                    const err27 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv/" + i3, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/extraEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                }
              } else {
                const err28 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/extraEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data14.webhooks !== void 0) {
              let data22 = data14.webhooks;
              if (Array.isArray(data22)) {
                const len4 = data22.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  let data23 = data22[i4];
                  if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                    if (data23.configuration === void 0) {
                      const err29 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
                      if (vErrors === null) {
                        vErrors = [err29];
                      } else {
                        vErrors.push(err29);
                      }
                      errors++;
                    }
                    if (data23.name === void 0) {
                      const err30 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                    for (const key5 in data23) {
                      if (!(key5 === "configuration" || key5 === "name" || key5 === "policyKey" || key5 === "policy" || key5 === "when" || key5 === "unless")) {
                        const err31 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err31];
                        } else {
                          vErrors.push(err31);
                        }
                        errors++;
                      }
                    }
                    if (data23.configuration !== void 0) {
                      let data24 = data23.configuration;
                      if (!(data24 === "mutating" || data24 === "validating")) {
                        const err32 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/configuration", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema13.properties.webhooks.items.properties.configuration.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err32];
                        } else {
                          vErrors.push(err32);
                        }
                        errors++;
                      }
                    }
                    if (data23.name !== void 0) {
                      if (typeof data23.name !== "string") {
                        const err33 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/name", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err33];
                        } else {
                          vErrors.push(err33);
                        }
                        errors++;
                      }
                    }
                    if (data23.policyKey !== void 0) {
                      if (typeof data23.policyKey !== "string") {
                        const err34 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/policyKey", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/policyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                    if (data23.policy !== void 0) {
                      let data27 = data23.policy;
                      if (!(data27 === "Fail" || data27 === "Ignore")) {
                        const err35 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/policy", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/policy/enum", keyword: "enum", params: { allowedValues: schema13.properties.webhooks.items.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err35];
                        } else {
                          vErrors.push(err35);
                        }
                        errors++;
                      }
                    }
                    if (data23.when !== void 0) {
                      if (typeof data23.when !== "string") {
                        const err36 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/when", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err36];
                        } else {
                          vErrors.push(err36);
                        }
                        errors++;
                      }
                    }
                    if (data23.unless !== void 0) {
                      if (typeof data23.unless !== "string") {
                        const err37 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/unless", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/unless/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err37];
                        } else {
                          vErrors.push(err37);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err38 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                }
              } else {
                const err39 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            if (data14.failurePolicy !== void 0) {
              let data30 = data14.failurePolicy;
              if (Array.isArray(data30)) {
                const len5 = data30.length;
                for (let i5 = 0; i5 < len5; i5++) {
                  let data31 = data30[i5];
                  const _errs67 = errors;
                  let valid19 = false;
                  const _errs68 = errors;
                  if (typeof data31 !== "string") {
                    const err40 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                  var _valid0 = _errs68 === errors;
                  valid19 = valid19 || _valid0;
                  if (!valid19) {
                    const _errs70 = errors;
                    if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                      if (data31.key === void 0) {
                        const err41 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                        if (vErrors === null) {
                          vErrors = [err41];
                        } else {
                          vErrors.push(err41);
                        }
                        errors++;
                      }
                      for (const key6 in data31) {
                        if (!(key6 === "key" || key6 === "configurations")) {
                          const err42 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                          if (vErrors === null) {
                            vErrors = [err42];
                          } else {
                            vErrors.push(err42);
                          }
                          errors++;
                        }
                      }
                      if (data31.key !== void 0) {
                        if (typeof data31.key !== "string") {
                          const err43 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5 + "/key", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                          if (vErrors === null) {
                            vErrors = [err43];
                          } else {
                            vErrors.push(err43);
                          }
                          errors++;
                        }
                      }
                      if (data31.configurations !== void 0) {
                        let data33 = data31.configurations;
                        if (Array.isArray(data33)) {
                          if (data33.length < 1) {
                            const err44 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                            if (vErrors === null) {
                              vErrors = [err44];
                            } else {
                              vErrors.push(err44);
                            }
                            errors++;
                          }
                          const len6 = data33.length;
                          for (let i6 = 0; i6 < len6; i6++) {
                            let data34 = data33[i6];
                            if (!(data34 === "mutating" || data34 === "validating")) {
                              const err45 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5 + "/configurations/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/items/enum", keyword: "enum", params: { allowedValues: schema13.properties.failurePolicy.items.anyOf[1].properties.configurations.items.enum }, message: "must be equal to one of the allowed values" };
                              if (vErrors === null) {
                                vErrors = [err45];
                              } else {
                                vErrors.push(err45);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err46 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                          if (vErrors === null) {
                            vErrors = [err46];
                          } else {
                            vErrors.push(err46);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err47 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                      if (vErrors === null) {
                        vErrors = [err47];
                      } else {
                        vErrors.push(err47);
                      }
                      errors++;
                    }
                    var _valid0 = _errs70 === errors;
                    valid19 = valid19 || _valid0;
                  }
                  if (!valid19) {
                    const err48 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                    if (vErrors === null) {
                      vErrors = [err48];
                    } else {
                      vErrors.push(err48);
                    }
                    errors++;
                  } else {
                    errors = _errs67;
                    if (vErrors !== null) {
                      if (_errs67) {
                        vErrors.length = _errs67;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
              } else {
                const err49 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
            if (data14.hostNetwork !== void 0) {
              if (typeof data14.hostNetwork !== "string") {
                const err50 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/hostNetwork", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/hostNetwork/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data14.namespace !== void 0) {
              if (typeof data14.namespace !== "string") {
                const err51 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/namespace", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
            if (data14.featureGates !== void 0) {
              if (typeof data14.featureGates !== "string") {
                const err52 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/featureGates", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/featureGates/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data14.webhookAnnotations !== void 0) {
              if (typeof data14.webhookAnnotations !== "string") {
                const err53 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhookAnnotations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhookAnnotations/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
            if (data14.rendered !== void 0) {
              let data39 = data14.rendered;
              if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                for (const key7 in data39) {
                  if (!(key7 === "workloadName" || key7 === "maxUnavailable" || key7 === "maxSurge" || key7 === "secret" || key7 === "secretUnless")) {
                    const err54 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                }
                if (data39.workloadName !== void 0) {
                  if (typeof data39.workloadName !== "string") {
                    const err55 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/workloadName", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/workloadName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                }
                if (data39.maxUnavailable !== void 0) {
                  let data41 = data39.maxUnavailable;
                  if (!(typeof data41 == "number" && (!(data41 % 1) && !isNaN(data41)) && isFinite(data41)) && typeof data41 !== "string") {
                    const err56 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxUnavailable", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/maxUnavailable/type", keyword: "type", params: { type: schema13.properties.rendered.properties.maxUnavailable.type }, message: "must be integer,string" };
                    if (vErrors === null) {
                      vErrors = [err56];
                    } else {
                      vErrors.push(err56);
                    }
                    errors++;
                  }
                }
                if (data39.maxSurge !== void 0) {
                  let data42 = data39.maxSurge;
                  if (!(typeof data42 == "number" && (!(data42 % 1) && !isNaN(data42)) && isFinite(data42)) && typeof data42 !== "string") {
                    const err57 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxSurge", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/maxSurge/type", keyword: "type", params: { type: schema13.properties.rendered.properties.maxSurge.type }, message: "must be integer,string" };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
                if (data39.secret !== void 0) {
                  if (typeof data39.secret !== "boolean") {
                    const err58 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secret", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                }
                if (data39.secretUnless !== void 0) {
                  let data44 = data39.secretUnless;
                  if (Array.isArray(data44)) {
                    const len7 = data44.length;
                    for (let i7 = 0; i7 < len7; i7++) {
                      if (typeof data44[i7] !== "string") {
                        const err59 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless/" + i7, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secretUnless/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err59];
                        } else {
                          vErrors.push(err59);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err60 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secretUnless/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err60];
                    } else {
                      vErrors.push(err60);
                    }
                    errors++;
                  }
                }
              } else {
                const err61 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
          } else {
            const err62 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
      } else {
        const err63 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
    }
  } else {
    const err64 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err64];
    } else {
      vErrors.push(err64);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var validateOwner = validate12;
var schema14 = { "$id": "https://webhook-cert-gate.io/schemas/owner.json", "title": "webhook-cert-gate certificate owner", "description": "Something other than a profiled controller that writes caBundle or failurePolicy of webhook configurations, or decides the certificate a webhook serves. Exactly one way of finding it: job, annotations, webhooks or mountedSecret. See docs/effective-state.md.", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name", "description"], "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "CertificateOwner" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "description": { "type": "string", "minLength": 1, "description": "Who it is, as messages name it." }, "secret": { "$ref": "#/$defs/layout" }, "job": { "type": "object", "additionalProperties": false, "required": ["images", "command", "flags"], "description": "A Job (often a Helm hook) whose container image matches and whose args hold the command: it patches the configurations its flags name.", "properties": { "images": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes (registry and tag ignored)." }, "command": { "type": "string", "minLength": 1, "description": "The argument that makes the container patch configurations (e.g. patch)." }, "flags": { "type": "object", "additionalProperties": false, "required": ["webhookName"], "properties": { "webhookName": { "type": "string", "description": "Names the configuration(s) it patches (both kinds)." }, "patchMutating": { "type": "string", "description": "false: leave the MutatingWebhookConfiguration alone (default true)." }, "patchValidating": { "type": "string", "description": "false: leave the ValidatingWebhookConfiguration alone (default true)." }, "failurePolicy": { "type": "string", "description": "A non-empty value is written into failurePolicy of every entry; empty leaves it." }, "secretName": { "type": "string", "description": "The Secret it reads the CA from." }, "namespace": { "type": "string", "description": "That Secret's namespace." } } } } }, "annotations": { "type": "array", "minItems": 1, "description": "Annotations on a webhook configuration that make this owner write caBundle of every entry.", "items": { "type": "object", "additionalProperties": false, "required": ["key", "refers"], "properties": { "key": { "type": "string", "minLength": 1 }, "refers": { "enum": ["certificate", "secret", "apiserver"], "description": `certificate: <namespace>/<name> of a certificate object whose Secret holds the CA; secret: <namespace>/<name> of that Secret; apiserver: the value "true" injects the API server's CA.` } } } }, "certificate": { "type": "object", "additionalProperties": false, "required": ["kind", "secretNameField"], "description": "The certificate object an annotation with refers: certificate names.", "properties": { "kind": { "type": "string" }, "apiGroup": { "type": "string" }, "secretNameField": { "type": "string", "description": "Dotted path of its Secret name, e.g. spec.secretName." } } }, "webhooks": { "type": "array", "minItems": 1, "description": "Webhook entries this owner rewrites, found by entry name.", "items": { "type": "object", "additionalProperties": false, "required": ["names"], "properties": { "names": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Entry names; a leading * matches any prefix (*.sidecar-injector.istio.io)." }, "caBundle": { "type": "boolean", "description": "It writes caBundle of these entries." }, "failurePolicy": { "enum": ["Fail", "Ignore"], "description": "The failurePolicy it leaves once ready." } } } }, "mountedSecret": { "type": "object", "additionalProperties": false, "required": ["types"], "description": "A chart that renders the TLS Secret, mounts it in the webhook workload and renders its CA into caBundle: caBundle is final as rendered, and must verify that Secret's certificate.", "properties": { "types": { "type": "array", "minItems": 1, "items": { "type": "string" }, "description": "Secret types that count." } } } }, "oneOf": [{ "required": ["job"], "properties": { "job": true } }, { "required": ["annotations"], "properties": { "annotations": true } }, { "required": ["webhooks"], "properties": { "webhooks": true } }, { "required": ["mountedSecret"], "properties": { "mountedSecret": true } }], "$defs": { "layout": { "type": "object", "additionalProperties": false, "description": "The data keys of the Secret this owner reads or writes.", "properties": { "type": { "type": "string" }, "readKeys": { "type": "array", "items": { "type": "string" } }, "caKey": { "type": "string" }, "caPrivateKey": { "type": "string" }, "certKey": { "type": "string" }, "keyKey": { "type": "string" } } } } };
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
      }
    }
  }
  if (!valid0) {
    const err4 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
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
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema14.properties, key0)) {
        const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("webhook-cert-gate.io/v1" !== data.apiVersion) {
        const err10 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "webhook-cert-gate.io/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("CertificateOwner" !== data.kind) {
        const err11 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "CertificateOwner" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data2 = data.name;
      if (typeof data2 === "string") {
        if (!pattern0.test(data2)) {
          const err12 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data3 = data.description;
      if (typeof data3 === "string") {
        if (func3(data3) < 1) {
          const err14 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.secret !== void 0) {
      let data4 = data.secret;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key1 in data4) {
          if (!(key1 === "type" || key1 === "readKeys" || key1 === "caKey" || key1 === "caPrivateKey" || key1 === "certKey" || key1 === "keyKey")) {
            const err16 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data4.type !== void 0) {
          if (typeof data4.type !== "string") {
            const err17 = { instancePath: instancePath + "/secret/type", schemaPath: "#/$defs/layout/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
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
                const err18 = { instancePath: instancePath + "/secret/readKeys/" + i0, schemaPath: "#/$defs/layout/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
          } else {
            const err19 = { instancePath: instancePath + "/secret/readKeys", schemaPath: "#/$defs/layout/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data4.caKey !== void 0) {
          if (typeof data4.caKey !== "string") {
            const err20 = { instancePath: instancePath + "/secret/caKey", schemaPath: "#/$defs/layout/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data4.caPrivateKey !== void 0) {
          if (typeof data4.caPrivateKey !== "string") {
            const err21 = { instancePath: instancePath + "/secret/caPrivateKey", schemaPath: "#/$defs/layout/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data4.certKey !== void 0) {
          if (typeof data4.certKey !== "string") {
            const err22 = { instancePath: instancePath + "/secret/certKey", schemaPath: "#/$defs/layout/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data4.keyKey !== void 0) {
          if (typeof data4.keyKey !== "string") {
            const err23 = { instancePath: instancePath + "/secret/keyKey", schemaPath: "#/$defs/layout/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.job !== void 0) {
      let data12 = data.job;
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        if (data12.images === void 0) {
          const err25 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "images" }, message: "must have required property 'images'" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data12.command === void 0) {
          const err26 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data12.flags === void 0) {
          const err27 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "flags" }, message: "must have required property 'flags'" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        for (const key2 in data12) {
          if (!(key2 === "images" || key2 === "command" || key2 === "flags")) {
            const err28 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data12.images !== void 0) {
          let data13 = data12.images;
          if (Array.isArray(data13)) {
            if (data13.length < 1) {
              const err29 = { instancePath: instancePath + "/job/images", schemaPath: "#/properties/job/properties/images/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            const len1 = data13.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data14 = data13[i1];
              if (typeof data14 === "string") {
                if (func3(data14) < 1) {
                  const err30 = { instancePath: instancePath + "/job/images/" + i1, schemaPath: "#/properties/job/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              } else {
                const err31 = { instancePath: instancePath + "/job/images/" + i1, schemaPath: "#/properties/job/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
          } else {
            const err32 = { instancePath: instancePath + "/job/images", schemaPath: "#/properties/job/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data12.command !== void 0) {
          let data15 = data12.command;
          if (typeof data15 === "string") {
            if (func3(data15) < 1) {
              const err33 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          } else {
            const err34 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data12.flags !== void 0) {
          let data16 = data12.flags;
          if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
            if (data16.webhookName === void 0) {
              const err35 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/required", keyword: "required", params: { missingProperty: "webhookName" }, message: "must have required property 'webhookName'" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            for (const key3 in data16) {
              if (!(key3 === "webhookName" || key3 === "patchMutating" || key3 === "patchValidating" || key3 === "failurePolicy" || key3 === "secretName" || key3 === "namespace")) {
                const err36 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data16.webhookName !== void 0) {
              if (typeof data16.webhookName !== "string") {
                const err37 = { instancePath: instancePath + "/job/flags/webhookName", schemaPath: "#/properties/job/properties/flags/properties/webhookName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data16.patchMutating !== void 0) {
              if (typeof data16.patchMutating !== "string") {
                const err38 = { instancePath: instancePath + "/job/flags/patchMutating", schemaPath: "#/properties/job/properties/flags/properties/patchMutating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data16.patchValidating !== void 0) {
              if (typeof data16.patchValidating !== "string") {
                const err39 = { instancePath: instancePath + "/job/flags/patchValidating", schemaPath: "#/properties/job/properties/flags/properties/patchValidating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            if (data16.failurePolicy !== void 0) {
              if (typeof data16.failurePolicy !== "string") {
                const err40 = { instancePath: instancePath + "/job/flags/failurePolicy", schemaPath: "#/properties/job/properties/flags/properties/failurePolicy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data16.secretName !== void 0) {
              if (typeof data16.secretName !== "string") {
                const err41 = { instancePath: instancePath + "/job/flags/secretName", schemaPath: "#/properties/job/properties/flags/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data16.namespace !== void 0) {
              if (typeof data16.namespace !== "string") {
                const err42 = { instancePath: instancePath + "/job/flags/namespace", schemaPath: "#/properties/job/properties/flags/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          } else {
            const err43 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
      } else {
        const err44 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data23 = data.annotations;
      if (Array.isArray(data23)) {
        if (data23.length < 1) {
          const err45 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        const len2 = data23.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data24 = data23[i2];
          if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
            if (data24.key === void 0) {
              const err46 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            if (data24.refers === void 0) {
              const err47 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "refers" }, message: "must have required property 'refers'" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            for (const key4 in data24) {
              if (!(key4 === "key" || key4 === "refers")) {
                const err48 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
            }
            if (data24.key !== void 0) {
              let data25 = data24.key;
              if (typeof data25 === "string") {
                if (func3(data25) < 1) {
                  const err49 = { instancePath: instancePath + "/annotations/" + i2 + "/key", schemaPath: "#/properties/annotations/items/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              } else {
                const err50 = { instancePath: instancePath + "/annotations/" + i2 + "/key", schemaPath: "#/properties/annotations/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data24.refers !== void 0) {
              let data26 = data24.refers;
              if (!(data26 === "certificate" || data26 === "secret" || data26 === "apiserver")) {
                const err51 = { instancePath: instancePath + "/annotations/" + i2 + "/refers", schemaPath: "#/properties/annotations/items/properties/refers/enum", keyword: "enum", params: { allowedValues: schema14.properties.annotations.items.properties.refers.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
          } else {
            const err52 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.certificate !== void 0) {
      let data27 = data.certificate;
      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
        if (data27.kind === void 0) {
          const err54 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
        if (data27.secretNameField === void 0) {
          const err55 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "secretNameField" }, message: "must have required property 'secretNameField'" };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        for (const key5 in data27) {
          if (!(key5 === "kind" || key5 === "apiGroup" || key5 === "secretNameField")) {
            const err56 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data27.kind !== void 0) {
          if (typeof data27.kind !== "string") {
            const err57 = { instancePath: instancePath + "/certificate/kind", schemaPath: "#/properties/certificate/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data27.apiGroup !== void 0) {
          if (typeof data27.apiGroup !== "string") {
            const err58 = { instancePath: instancePath + "/certificate/apiGroup", schemaPath: "#/properties/certificate/properties/apiGroup/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data27.secretNameField !== void 0) {
          if (typeof data27.secretNameField !== "string") {
            const err59 = { instancePath: instancePath + "/certificate/secretNameField", schemaPath: "#/properties/certificate/properties/secretNameField/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
      } else {
        const err60 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.webhooks !== void 0) {
      let data31 = data.webhooks;
      if (Array.isArray(data31)) {
        if (data31.length < 1) {
          const err61 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
        const len3 = data31.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data32 = data31[i3];
          if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
            if (data32.names === void 0) {
              const err62 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "names" }, message: "must have required property 'names'" };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
            for (const key6 in data32) {
              if (!(key6 === "names" || key6 === "caBundle" || key6 === "failurePolicy")) {
                const err63 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err63];
                } else {
                  vErrors.push(err63);
                }
                errors++;
              }
            }
            if (data32.names !== void 0) {
              let data33 = data32.names;
              if (Array.isArray(data33)) {
                if (data33.length < 1) {
                  const err64 = { instancePath: instancePath + "/webhooks/" + i3 + "/names", schemaPath: "#/properties/webhooks/items/properties/names/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err64];
                  } else {
                    vErrors.push(err64);
                  }
                  errors++;
                }
                const len4 = data33.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  let data34 = data33[i4];
                  if (typeof data34 === "string") {
                    if (func3(data34) < 1) {
                      const err65 = { instancePath: instancePath + "/webhooks/" + i3 + "/names/" + i4, schemaPath: "#/properties/webhooks/items/properties/names/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err65];
                      } else {
                        vErrors.push(err65);
                      }
                      errors++;
                    }
                  } else {
                    const err66 = { instancePath: instancePath + "/webhooks/" + i3 + "/names/" + i4, schemaPath: "#/properties/webhooks/items/properties/names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err66];
                    } else {
                      vErrors.push(err66);
                    }
                    errors++;
                  }
                }
              } else {
                const err67 = { instancePath: instancePath + "/webhooks/" + i3 + "/names", schemaPath: "#/properties/webhooks/items/properties/names/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
            if (data32.caBundle !== void 0) {
              if (typeof data32.caBundle !== "boolean") {
                const err68 = { instancePath: instancePath + "/webhooks/" + i3 + "/caBundle", schemaPath: "#/properties/webhooks/items/properties/caBundle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data32.failurePolicy !== void 0) {
              let data36 = data32.failurePolicy;
              if (!(data36 === "Fail" || data36 === "Ignore")) {
                const err69 = { instancePath: instancePath + "/webhooks/" + i3 + "/failurePolicy", schemaPath: "#/properties/webhooks/items/properties/failurePolicy/enum", keyword: "enum", params: { allowedValues: schema14.properties.webhooks.items.properties.failurePolicy.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
          } else {
            const err70 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
      } else {
        const err71 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
    if (data.mountedSecret !== void 0) {
      let data37 = data.mountedSecret;
      if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
        if (data37.types === void 0) {
          const err72 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/required", keyword: "required", params: { missingProperty: "types" }, message: "must have required property 'types'" };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
        for (const key7 in data37) {
          if (!(key7 === "types")) {
            const err73 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
        }
        if (data37.types !== void 0) {
          let data38 = data37.types;
          if (Array.isArray(data38)) {
            if (data38.length < 1) {
              const err74 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            const len5 = data38.length;
            for (let i5 = 0; i5 < len5; i5++) {
              if (typeof data38[i5] !== "string") {
                const err75 = { instancePath: instancePath + "/mountedSecret/types/" + i5, schemaPath: "#/properties/mountedSecret/properties/types/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
          } else {
            const err76 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
      } else {
        const err77 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
  } else {
    const err78 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err78];
    } else {
      vErrors.push(err78);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}

// src/load/config.ts
init_documents();
init_files();

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
  const file = explicit ? path2.resolve(cwd, explicit) : path2.join(cwd, CONFIG_FILE);
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
    data = load(text) ?? {};
  } catch (e) {
    const err = e;
    throw new InputError(`${shown}:${(err.mark?.line ?? 0) + 1}: config does not parse: ${safeReason(err.reason ?? String(e).split("\n")[0])}`);
  }
  if (!validateConfig(data)) throw new InputError(describeSchemaErrors(shown, validateConfig.errors));
  const config = data;
  const base = path2.dirname(file);
  const resolve2 = (list) => list?.map((p) => path2.resolve(base, p));
  return { ...config, profiles: resolve2(config.profiles), owners: resolve2(config.owners), source: shown };
}
function globMatcher(patterns) {
  if (!patterns.length) return () => false;
  const res = patterns.map((p) => new RegExp(`^${p.includes("/") ? "" : "(?:.*/)?"}${globToRegex(p.replace(/^\.\//, ""))}(?:/.*)?$`));
  return (file) => res.some((re) => re.test(file));
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

// src/check.ts
init_documents();
init_files();

// src/load/owners.ts
import { readFile as readFile2 } from "node:fs/promises";

// src/generated/owners.ts
var SHIPPED_OWNERS = [
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "cert-manager",
    "description": "cert-manager's CA injector (cainjector)",
    "annotations": [
      {
        "key": "cert-manager.io/inject-ca-from",
        "refers": "certificate"
      },
      {
        "key": "cert-manager.io/inject-ca-from-secret",
        "refers": "secret"
      },
      {
        "key": "cert-manager.io/inject-apiserver-ca",
        "refers": "apiserver"
      }
    ],
    "certificate": {
      "kind": "Certificate",
      "apiGroup": "cert-manager.io",
      "secretNameField": "spec.secretName"
    },
    "secret": {
      "type": "kubernetes.io/tls",
      "readKeys": [
        "ca.crt"
      ],
      "caKey": "ca.crt",
      "certKey": "tls.crt",
      "keyKey": "tls.key"
    },
    "source": "policies/owners/cert-manager.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "istiod",
    "description": "istiod",
    "webhooks": [
      {
        "names": [
          "rev.validation.istio.io"
        ],
        "caBundle": true,
        "failurePolicy": "Fail"
      },
      {
        "names": [
          "validation.istio.io",
          "*.sidecar-injector.istio.io"
        ],
        "caBundle": true
      }
    ],
    "source": "policies/owners/istiod.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "kube-webhook-certgen",
    "description": "the kube-webhook-certgen patch Job",
    "job": {
      "images": [
        "kube-webhook-certgen"
      ],
      "command": "patch",
      "flags": {
        "webhookName": "--webhook-name",
        "patchMutating": "--patch-mutating",
        "patchValidating": "--patch-validating",
        "failurePolicy": "--patch-failure-policy",
        "secretName": "--secret-name",
        "namespace": "--namespace"
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
    "source": "policies/owners/kube-webhook-certgen.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "render-time-ca",
    "description": "the chart render (CA, TLS Secret and caBundle made together)",
    "mountedSecret": {
      "types": [
        "kubernetes.io/tls"
      ]
    },
    "secret": {
      "type": "kubernetes.io/tls",
      "readKeys": [
        "tls.crt"
      ],
      "caKey": "ca.crt",
      "certKey": "tls.crt",
      "keyKey": "tls.key"
    },
    "source": "policies/owners/render-time-ca.yaml"
  }
];

// src/load/policy-files.ts
init_js_yaml();
init_errors();
init_documents();
import { readdir as readdir2, stat as stat2 } from "node:fs/promises";
import path3 from "node:path";
async function policyFiles(entry, what) {
  const info = await stat2(entry).catch(() => {
    throw new InputError(`${entry}: ${what} file or folder not found`);
  });
  if (!info.isDirectory()) return [entry];
  return (await readdir2(entry)).filter((n) => /\.(ya?ml|json)$/.test(n)).sort().map((n) => path3.join(entry, n));
}
function parsePolicy(text, source, validate, what) {
  let data;
  try {
    data = load(text);
  } catch (e) {
    throw new InputError(`${source}: ${what} does not parse: ${safeReason(e.reason ?? String(e.message).split("\n")[0])}`);
  }
  if (!validate(data)) throw new InputError(describeSchemaErrors(source, validate.errors));
  return data;
}

// src/load/owners.ts
async function loadOwners(extra = []) {
  if (!extra.length) return SHIPPED_OWNERS;
  const byName = new Map(SHIPPED_OWNERS.map((o) => [o.name, o]));
  for (const entry of extra) {
    for (const file of await policyFiles(entry, "owner")) {
      const owner = parsePolicy(await readFile2(file, "utf8"), file, validateOwner, "owner");
      byName.set(owner.name, owner);
    }
  }
  return [...byName.values()];
}

// src/load/profiles.ts
init_errors();
import { readFile as readFile3 } from "node:fs/promises";
import path5 from "node:path";

// src/load/package-root.ts
import { existsSync } from "node:fs";
import path4 from "node:path";
import { fileURLToPath } from "node:url";
var cached;
function packageRoot() {
  if (cached) return cached;
  let dir = path4.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path4.join(dir, "policies", "profiles"))) {
    const up = path4.dirname(dir);
    if (up === dir) throw new Error("webhook-cert-gate: policies/ folder not found next to the installed package");
    dir = up;
  }
  return cached = dir;
}
function policiesDir() {
  return path4.join(packageRoot(), "policies");
}

// src/load/profiles.ts
async function loadProfiles(extra = [], shipped) {
  const byName = /* @__PURE__ */ new Map();
  const add = (p) => byName.set(p.doc.name, p);
  if (shipped) shipped.forEach((t) => add(parseProfile(t.text, t.source)));
  else for (const file of await policyFiles(path5.join(policiesDir(), "profiles"), "profile")) add(parseProfile(await readFile3(file, "utf8"), file));
  for (const entry of extra) {
    for (const file of await policyFiles(entry, "profile")) add(parseProfile(await readFile3(file, "utf8"), file));
  }
  const out = [];
  for (const p of byName.values()) {
    if (p.doc.abstract) continue;
    out.push(complete(resolve(p, byName, []), p.source));
  }
  return out.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
}
function parseProfile(text, source) {
  return { doc: parsePolicy(text, source, validateProfile, "profile"), source };
}
function resolve(p, byName, chain) {
  const { extends: base, abstract: _abstract, apiVersion: _v, kind: _k, ...own } = p.doc;
  if (!base) return own;
  if (chain.includes(p.doc.name)) throw new InputError(`${p.source}: profile extends itself (${[...chain, p.doc.name].join(" -> ")})`);
  const parent = byName.get(base);
  if (!parent) throw new InputError(`${p.source}: profile '${p.doc.name}' extends '${base}', which no profile file defines`);
  return merge(resolve(parent, byName, [...chain, p.doc.name]), own);
}
function merge(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isMap(b) && isMap(v) ? merge(b, v) : v;
  }
  return out;
}
var isMap = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function complete(p, source) {
  const env = p.env ?? {};
  const missing = ["host", "writer", "secretName"].filter((k) => !env[k]).map((k) => `env.${k}`);
  if (!isMap(p.match) || !Object.keys(p.match).length) missing.unshift("match");
  if (missing.length) throw new InputError(`${source}: profile '${String(p.name)}' needs ${missing.join(", ")} (in it or a profile it extends)`);
  return { ...p, source };
}

// src/model/model.ts
init_object();
var WORKLOAD_KINDS = /* @__PURE__ */ new Set(["Deployment", "StatefulSet"]);
var WEBHOOK_CONFIG_KINDS = /* @__PURE__ */ new Set(["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"]);
var Model = class {
  resources = [];
  profiles;
  /** The owner catalogue (policies/owners, plus any the configuration adds). */
  owners;
  byKey = /* @__PURE__ */ new Map();
  byKind = /* @__PURE__ */ new Map();
  hpaByTarget = /* @__PURE__ */ new Map();
  bindingsBySubject = /* @__PURE__ */ new Map();
  byKindName = /* @__PURE__ */ new Map();
  constructor(resources, profiles, owners = SHIPPED_OWNERS) {
    this.profiles = profiles;
    this.owners = owners;
    for (const r of resources) this.add(r);
  }
  add(r) {
    this.resources.push(r);
    this.byKey.set(key(r.kind, r.namespace, r.name), r);
    push(this.byKind, r.kind, r);
    push(this.byKindName, `${r.kind}/${r.name}`, r);
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
    return this.byKey.get(key(kind, namespace, name));
  }
  ofKind(kind) {
    return this.byKind.get(kind) ?? [];
  }
  /** Same kind and name in any namespace (to say "it is there, but in namespace X"). */
  named(kind, name) {
    return this.byKindName.get(`${kind}/${name}`) ?? [];
  }
  workloads() {
    return [...WORKLOAD_KINDS].flatMap((k) => this.ofKind(k));
  }
  webhookConfigurations() {
    return [...WEBHOOK_CONFIG_KINDS].flatMap((k) => this.ofKind(k));
  }
  hpasFor(workload) {
    return this.hpaByTarget.get(key(workload.kind, workload.namespace, workload.name)) ?? [];
  }
  bindingsFor(namespace, serviceAccount) {
    return this.bindingsBySubject.get(`${namespace}/${serviceAccount}`) ?? [];
  }
};
function key(kind, namespace, name) {
  return `${kind}/${namespace}/${name}`;
}
function push(map, k, v) {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

// src/model/resource.ts
init_object();
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
function resourcesOf(parsed, defaultNamespace) {
  const out = [];
  const value = parsed.value;
  if (!isObj(value)) return out;
  if (typeof value.kind === "string" && value.kind.endsWith("List") && Array.isArray(value.items)) {
    value.items.forEach((item, i) => {
      const r2 = toResource(item, parsed.doc, ["items", i], defaultNamespace);
      if (r2) out.push(r2);
    });
    return out;
  }
  const r = toResource(value, parsed.doc, [], defaultNamespace);
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
function refOf(r) {
  return { kind: r.kind, name: r.name, ...r.namespace ? { namespace: r.namespace } : {} };
}

// src/rules/engine.ts
init_position();

// src/rules/types.ts
function fillMessage(template2, data = {}) {
  return template2.replace(/\{(\w+)\}/g, (m, k) => k in data ? String(data[k]) : m);
}

// src/rules/engine.ts
var SUPPRESS_PREFIX = "webhook-cert-gate.io/ignore-";
async function runRules(model, rules, options) {
  const findings = [];
  const reasonless = /* @__PURE__ */ new Map();
  for (const rule26 of rules) {
    const override = options.overrides?.[rule26.meta.id];
    if (override === "off") continue;
    const severity = override ?? rule26.meta.severity;
    await rule26.check({
      model,
      settings: options.settings,
      live: options.live,
      report(r) {
        const template2 = rule26.meta.messages[r.messageId];
        if (template2 === void 0) throw new Error(`rule ${rule26.meta.id}: no message '${r.messageId}'`);
        const suppression = options.strict ? void 0 : suppressionOf(r.resource, rule26.meta.id);
        if (suppression !== void 0) {
          if (suppression.trim() === "") reasonless.set(keyOf(r.resource, rule26.meta.id), { resource: r.resource, ruleId: rule26.meta.id });
          return;
        }
        findings.push(toFinding(rule26.meta.id, override ?? r.severity ?? severity, fillMessage(template2, r.data), r.fix, r.resource, r.path ?? []));
      }
    });
  }
  for (const { resource: resource2, ruleId } of reasonless.values()) findings.push(reasonlessFinding(resource2, ruleId));
  return findings;
}
function suppressionOf(r, ruleId) {
  const value = annotations(r)[SUPPRESS_PREFIX + ruleId];
  return value === void 0 || value === null ? void 0 : String(value);
}
function toFinding(rule26, severity, message, fix, resource2, path12) {
  const pos = resource2.locate ? resource2.locate(path12) : { file: resource2.doc.file, ...locate(resource2.doc, [...resource2.base, ...path12]) };
  return {
    rule: rule26,
    severity,
    message: pos.note ? `${message} (${pos.note})` : message,
    fix,
    file: pos.file,
    line: pos.line,
    column: pos.column,
    object: refOf(resource2),
    field: pos.field ?? (path12.length ? dottedPath(path12) : void 0),
    template: resource2.doc.template
  };
}
function keyOf(r, ruleId) {
  return `${ruleId}\0${r.doc.file}\0${r.doc.index}\0${r.base.join(".")}`;
}
function reasonlessFinding(resource2, ruleId) {
  const annotation = SUPPRESS_PREFIX + ruleId;
  return toFinding(
    "suppression-reason-missing",
    "warning",
    `Annotation ${annotation} suppresses ${ruleId} without a reason.`,
    `Give the annotation a value that says why the finding is accepted, e.g. "${annotation}: single-replica test cluster".`,
    resource2,
    ["metadata", "annotations", annotation]
  );
}

// src/rules/cabundle-multiple-owners.ts
init_object();

// src/model/env.ts
init_object();
var UNSET = { state: "unset" };
function isSet(e) {
  return e.state === "ref" || e.state === "value" && e.value !== "";
}
function resolveEnv(model, workload, container, containerPath, names) {
  const wanted = new Set(names);
  const out = /* @__PURE__ */ new Map();
  arr(container.envFrom).forEach((src, i) => {
    if (!isObj(src)) return;
    const path12 = [...containerPath, "envFrom", i];
    for (const [name, setting] of fromEnvSource(model, workload.namespace, src, path12)) {
      if (wanted.has(name)) out.set(name, setting);
    }
  });
  arr(container.env).forEach((entry, i) => {
    if (!isObj(entry) || typeof entry.name !== "string" || !wanted.has(entry.name)) return;
    out.set(entry.name, fromEnvEntry(model, workload, entry, [...containerPath, "env", i]));
  });
  return out;
}
function fromEnvEntry(model, workload, entry, path12) {
  if (!isObj(entry.valueFrom)) {
    return { state: "value", value: entry.value === void 0 || entry.value === null ? "" : String(entry.value), path: path12 };
  }
  const vf = entry.valueFrom;
  const fieldPath = str(get(vf, "fieldRef", "fieldPath"));
  if (fieldPath === "metadata.namespace") return { state: "value", value: workload.namespace, path: path12, via: "fieldRef metadata.namespace" };
  if (fieldPath) return { state: "ref", path: path12, via: `fieldRef ${fieldPath}` };
  for (const [field, kind] of [["configMapKeyRef", "ConfigMap"], ["secretKeyRef", "Secret"]]) {
    const ref = get(vf, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const key2 = str(ref.key) ?? "";
    const data = dataOf(model.get(kind, workload.namespace, name));
    const via = `${kind} ${name} key ${key2}`;
    return data && key2 in data ? { state: "value", value: data[key2], path: path12, via } : { state: "ref", path: path12, via };
  }
  return { state: "ref", path: path12, via: "valueFrom" };
}
function fromEnvSource(model, namespace, src, path12) {
  const out = /* @__PURE__ */ new Map();
  const prefix = str(src.prefix) ?? "";
  for (const [field, kind] of [["configMapRef", "ConfigMap"], ["secretRef", "Secret"]]) {
    const ref = get(src, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const data = dataOf(model.get(kind, namespace, name));
    if (!data) continue;
    const via = `envFrom ${kind} ${name}`;
    for (const [k, v] of Object.entries(data)) out.set(prefix + k, { state: "value", value: v, path: path12, via });
  }
  return out;
}
function dataOf(r) {
  if (!r) return void 0;
  const out = {};
  const data = get(r.body, "data");
  if (isObj(data)) {
    for (const [k, v] of Object.entries(data)) {
      if (v === null || v === void 0) continue;
      out[k] = r.kind === "Secret" ? Buffer.from(String(v), "base64").toString("utf8") : String(v);
    }
  }
  const stringData = get(r.body, "stringData");
  if (r.kind === "Secret" && isObj(stringData)) for (const [k, v] of Object.entries(stringData)) out[k] = String(v ?? "");
  return out;
}

// src/effective/index.ts
init_object();

// src/model/webhooks.ts
init_object();
var entriesCache = /* @__PURE__ */ new WeakMap();
var selectorIndex = /* @__PURE__ */ new WeakMap();
function webhookEntries(model) {
  let out = entriesCache.get(model);
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
  entriesCache.set(model, out);
  return out;
}
function servicesSelecting(model, workload) {
  const labels = get(workload.body, "spec", "template", "metadata", "labels");
  if (!isObj(labels)) return [];
  const index = servicesBySelectorPair(model);
  const seen = /* @__PURE__ */ new Set();
  for (const [k, v] of Object.entries(labels)) {
    for (const s of index.get(`${workload.namespace}\0${k}=${String(v)}`) ?? []) {
      const selector = get(s.body, "spec", "selector");
      if (Object.entries(selector).every(([sk, sv]) => String(labels[sk]) === String(sv))) seen.add(s);
    }
  }
  return [...seen];
}
function servicesBySelectorPair(model) {
  let index = selectorIndex.get(model);
  if (index) return index;
  index = /* @__PURE__ */ new Map();
  for (const s of model.ofKind("Service")) {
    const selector = get(s.body, "spec", "selector");
    if (!isObj(selector)) continue;
    for (const [k, v] of Object.entries(selector)) {
      const key2 = `${s.namespace}\0${k}=${String(v)}`;
      const list = index.get(key2);
      if (list) list.push(s);
      else index.set(key2, [s]);
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

// src/effective/catalogue.ts
init_object();

// src/model/workload.ts
init_object();
var cache2 = /* @__PURE__ */ new WeakMap();
function findWebhookWorkloads(model) {
  let found = cache2.get(model);
  if (!found) {
    found = [];
    for (const w of model.workloads()) {
      const hit = matchProfile(model.profiles, w);
      if (hit) found.push(describe(model, w, hit.profile, hit.index));
    }
    cache2.set(model, found);
  }
  return found;
}
function podSpecOf(w) {
  const spec = get(w.body, "spec", "template", "spec");
  return isObj(spec) ? spec : void 0;
}
function matchProfile(profiles, w) {
  const containers = arr(podSpecOf(w)?.containers);
  const repos = containers.map((c) => isObj(c) ? imageRepo(str(c.image)) : void 0);
  for (const profile of profiles) {
    const m = profile.match;
    for (let i = 0; i < containers.length; i++) {
      const c = containers[i];
      if (!isObj(c)) continue;
      const repo = repos[i];
      if (repo && m.images?.some((img) => repo === img || repo.endsWith("/" + img))) return { profile, index: i };
      if (m.envAny && arr(c.env).some((e) => isObj(e) && m.envAny.includes(String(e.name)))) return { profile, index: i };
    }
    if (m.workloadNames?.includes(w.name)) {
      const i = containers.findIndex(isObj);
      if (i >= 0) return { profile, index: i };
    }
  }
  return void 0;
}
function imageRepo(image) {
  if (!image) return void 0;
  const at2 = image.indexOf("@");
  const noDigest = at2 < 0 ? image : image.slice(0, at2);
  const colon = noDigest.lastIndexOf(":");
  return colon > noDigest.lastIndexOf("/") ? noDigest.slice(0, colon) : noDigest;
}
function describe(model, w, profile, index) {
  const containerPath = ["spec", "template", "spec", "containers", index];
  const container = arr(podSpecOf(w)?.containers)[index];
  const names = Object.values(profile.env).filter((n) => typeof n === "string");
  const env = resolveEnv(model, w, container, containerPath, names);
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
    // Unset POD_NAMESPACE means the binary's built-in default, not the namespace it runs in.
    namespace: podNamespace.state === "value" && podNamespace.value ? podNamespace.value : podNamespace.state === "unset" ? profile.defaults?.namespace ?? w.namespace : w.namespace,
    secretName: literal(profile.env.secretName, profile.defaults?.secretName),
    serviceName: literal(profile.env.serviceName, profile.defaults?.serviceName),
    mutatingName: literal(profile.env.mutatingName, profile.defaults?.mutatingName),
    validatingName: literal(profile.env.validatingName, profile.defaults?.validatingName),
    port: Number(literal(profile.env.port, void 0)) || profile.defaults?.port,
    serviceAccount: str(podSpecOf(w)?.serviceAccountName) || str(podSpecOf(w)?.serviceAccount) || "default",
    replicas: replicasOf(model, w),
    patchesCaBundle: !externalCertsEnabled(container, profile)
  };
}
function selectWriter(writer, host, fsValue) {
  if (writer.state === "ref") return "unknown";
  const value = writer.state === "value" ? writer.value : "";
  if (fsValue !== void 0 && value === fsValue) return "fs";
  if (value === "") return isSet(host) ? "fs" : "secret";
  return "secret";
}
function replicasOf(model, w) {
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
function externalCertsEnabled(container, profile) {
  const gate = profile.externalCertsFeatureGate;
  const flag2 = profile.featureGatesArg;
  if (!gate || !flag2) return false;
  const gates = [gate, ...profile.externalCerts?.alsoEnabledBy ?? []];
  const args = [...arr(container.command), ...arr(container.args)].map((a) => typeof a === "string" ? a : "");
  return args.some((a, i) => {
    const value = a.startsWith(flag2 + "=") ? a.slice(flag2.length + 1) : a === flag2 ? args[i + 1] ?? "" : void 0;
    return value !== void 0 && value.split(",").some((kv) => {
      const [k, v] = kv.split("=");
      return gates.includes(k.trim()) && v?.trim().toLowerCase() === "true";
    });
  });
}

// src/effective/catalogue.ts
function indexCatalogue(model) {
  const docs = model.owners;
  const exact = /* @__PURE__ */ new Map();
  const suffixes = [];
  for (const doc of docs) {
    for (const w of doc.webhooks ?? []) {
      const hit = { doc, caBundle: Boolean(w.caBundle), failurePolicy: w.failurePolicy };
      for (const n of w.names) {
        if (n.startsWith("*")) suffixes.push([n.slice(1), hit]);
        else exact.set(n, [...exact.get(n) ?? [], hit]);
      }
    }
  }
  const some = model.webhookConfigurations().length > 0;
  return {
    jobsByConfig: some ? jobPatches(model, docs.filter((d) => d.job)) : /* @__PURE__ */ new Map(),
    mountedByService: some ? mountedSecrets(model, docs.filter((d) => d.mountedSecret)) : /* @__PURE__ */ new Map(),
    entryOwners: (name) => [...exact.get(name) ?? [], ...suffixes.filter(([s]) => name.endsWith(s)).map(([, h]) => h)],
    annotationOwners: (config) => annotationOwners(config, docs),
    annotatedSecret: (doc, refers, value) => annotatedSecret(model, doc, refers, value)
  };
}
function annotationOwners(config, docs) {
  const a = annotations(config);
  const out = [];
  for (const doc of docs) {
    for (const { key: key2, refers } of doc.annotations ?? []) {
      const raw = a[key2];
      if (raw === void 0 || raw === null || raw === "") continue;
      const value = String(raw);
      if (refers === "apiserver" && value.toLowerCase() !== "true") continue;
      out.push({
        doc,
        refers,
        value,
        owner: { via: "annotation", name: doc.name, label: `${doc.description} (annotation ${key2})`, resource: config, path: ["metadata", "annotations", key2] }
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
      const repo = imageRepo(str(c.image));
      const doc = repo && docs.find((d) => d.job.images.some((img) => repo === img || repo.endsWith("/" + img)));
      if (!doc) return;
      const args = argList(c, ["spec", "template", "spec", "containers", i]);
      if (!args.some((a) => a.value === doc.job.command)) return;
      const flags = doc.job.flags;
      const target = flag(args, flags.webhookName);
      if (!target?.value) return;
      const owner = {
        via: "job",
        name: doc.name,
        label: `${doc.description} (${job.kind} ${job.namespace}/${job.name})`,
        resource: job,
        path: target.path
      };
      const policy = flags.failurePolicy ? flag(args, flags.failurePolicy) : void 0;
      const patch = { owner, ...policy?.value ? { failurePolicy: { value: policy.value, path: policy.path } } : {} };
      const kinds = [
        ["MutatingWebhookConfiguration", flags.patchMutating],
        ["ValidatingWebhookConfiguration", flags.patchValidating]
      ];
      for (const [kind, toggle] of kinds) {
        if (toggle && flag(args, toggle)?.value.toLowerCase() === "false") continue;
        const key2 = `${kind}/${target.value}`;
        out.set(key2, [...out.get(key2) ?? [], patch]);
      }
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
      const next = args[i + 1];
      return next && !next.value.startsWith("-") ? { value: next.value, path: next.path } : { value: "", path: a.path };
    }
  }
  return void 0;
}
function mountedSecrets(model, docs) {
  const out = /* @__PURE__ */ new Map();
  if (!docs.length) return out;
  for (const kind of ["Deployment", "StatefulSet", "DaemonSet"]) {
    for (const w of model.ofKind(kind)) {
      arr(podSpecOf(w)?.volumes).forEach((v, i) => {
        const name = str(get(v, "secret", "secretName"));
        const secret = name ? model.get("Secret", w.namespace, name) : void 0;
        if (!secret) return;
        const type = str(get(secret.body, "type")) ?? "Opaque";
        const doc = docs.find((d) => d.mountedSecret.types.includes(type) && d.secret?.certKey);
        if (!doc) return;
        const owner = {
          via: "mounted-secret",
          name: doc.name,
          label: `${doc.description}: Secret ${secret.namespace}/${secret.name} mounted by ${w.kind} ${w.namespace}/${w.name}`,
          resource: w,
          path: ["spec", "template", "spec", "volumes", i]
        };
        for (const s of servicesSelecting(model, w)) out.set(`${s.namespace}/${s.name}`, { owner, secret, layout: doc.secret });
      });
    }
  }
  return out;
}

// src/effective/controllers.ts
function effectiveControllers(model) {
  return findWebhookWorkloads(model).map(effectiveController);
}
function effectiveController(w) {
  const p = w.profile;
  const external = !w.patchesCaBundle;
  const writer = external ? "external" : w.writer;
  const host = w.host.state === "value" && w.host.value ? w.host.value : void 0;
  const template2 = p.rewrites?.hostUrl;
  return {
    workload: w,
    writer,
    layout: (external ? p.externalCerts?.secret : p.secret) ?? {},
    secretWrittenBy: external ? p.externalCerts?.writtenBy : void 0,
    ownsCaBundle: !external && Boolean(p.owns?.caBundle),
    servingName: host ?? (w.host.state === "unset" && w.serviceName ? `${w.serviceName}.${w.namespace}.svc` : void 0),
    rewritesUrl: Boolean(template2) && isSet(w.host),
    hostUrl: template2 && host ? (path12) => template2.replace("{host}", host).replace("{port}", String(w.port ?? "")).replace("{path}", path12) : void 0,
    owner: {
      via: "controller",
      name: p.name,
      label: `${w.resource.kind} ${w.resource.namespace ? w.resource.namespace + "/" : ""}${w.resource.name}`,
      resource: w.resource,
      path: w.containerPath
    }
  };
}
function controllersByConfig(controllers) {
  const out = /* @__PURE__ */ new Map();
  for (const c of controllers) {
    const names = [
      ["MutatingWebhookConfiguration", c.workload.mutatingName],
      ["ValidatingWebhookConfiguration", c.workload.validatingName]
    ];
    for (const [kind, name] of names) {
      if (!name) continue;
      const key2 = `${kind}/${name}`;
      const list = out.get(key2);
      if (list) list.push(c);
      else out.set(key2, [c]);
    }
  }
  return out;
}

// src/effective/index.ts
var cache3 = /* @__PURE__ */ new WeakMap();
function effectiveState(model) {
  let state = cache3.get(model);
  if (!state) {
    state = compute(model);
    cache3.set(model, state);
  }
  return state;
}
function compute(model) {
  const controllers = effectiveControllers(model);
  const byConfig = controllersByConfig(controllers);
  const catalogue = indexCatalogue(model);
  for (const c of controllers) c.serving = controllerCert(model, c);
  const caBundleOwners2 = new Map(model.webhookConfigurations().map((c) => [c, configOwners(c, byConfig, catalogue)]));
  const webhooks = webhookEntries(model).map((e) => effectiveWebhook(e, catalogue, byConfig, caBundleOwners2.get(e.config) ?? []));
  for (const w of webhooks) {
    const owners = caBundleOwners2.get(w.source.config);
    for (const o of w.caBundleOwners) if (!owners.some((x) => x.via === o.via && x.name === o.name)) owners.push(o);
  }
  return { controllers, webhooks, caBundleOwners: caBundleOwners2 };
}
function configOwners(config, byConfig, catalogue) {
  const key2 = `${config.kind}/${config.name}`;
  return [
    ...(byConfig.get(key2) ?? []).filter((c) => c.ownsCaBundle).map((c) => c.owner),
    ...catalogue.annotationOwners(config).map((a) => a.owner),
    ...(catalogue.jobsByConfig.get(key2) ?? []).map((j) => j.owner)
  ];
}
function effectiveWebhook(e, catalogue, byConfig, ofConfig) {
  const name = String(e.entry.name ?? `#${String(e.path[1])}`);
  const controllers = byConfig.get(`${e.config.kind}/${e.config.name}`) ?? [];
  const rewriter = controllers[0];
  const named = catalogue.entryOwners(name);
  const owners = [
    ...ofConfig,
    ...named.filter((n) => n.caBundle).map((n) => entryOwner(n.doc.name, n.doc.description, e))
  ];
  const clientConfig = rewrite(e, rewriter);
  const mounted = !owners.length && clientConfig.service ? catalogue.mountedByService.get(`${clientConfig.service.namespace}/${clientConfig.service.name}`) : void 0;
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
    const path12 = str(get(e.entry, "clientConfig", "service", "path")) ?? "";
    return { url: c.hostUrl?.(path12), rewritten: true };
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
function entryOwner(name, description, e) {
  return { via: "webhook", name, label: description, resource: e.config, path: [...e.path, "name"] };
}
function failurePolicy(e, name, catalogue) {
  const written = e.entry.failurePolicy;
  const implicit = written === void 0;
  const rendered2 = { value: implicit ? e.config.apiVersion.endsWith("/v1beta1") ? "Ignore" : "Fail" : String(written), implicit };
  const job = (catalogue.jobsByConfig.get(`${e.config.kind}/${e.config.name}`) ?? []).find((j) => j.failurePolicy);
  if (job?.failurePolicy) return { value: job.failurePolicy.value, implicit: false, owner: { ...job.owner, path: job.failurePolicy.path } };
  const named = catalogue.entryOwners(name).find((n) => n.failurePolicy);
  if (named?.failurePolicy) return { value: named.failurePolicy, implicit: false, owner: entryOwner(named.doc.name, named.doc.description, e) };
  return rendered2;
}
function servingCert(e, controllers, catalogue, mounted) {
  for (const c of controllers) if (c.serving) return c.serving;
  for (const a of catalogue.annotationOwners(e.config)) {
    const secret = catalogue.annotatedSecret(a.doc, a.refers, a.value);
    const cert = secret && certFrom(secret, a.doc.secret ?? {}, a.owner);
    if (cert) return cert;
  }
  return mounted ? certFrom(mounted.secret, mounted.layout, mounted.owner) : void 0;
}
function controllerCert(model, c) {
  const w = c.workload;
  if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) return void 0;
  const secret = model.get("Secret", w.namespace, w.secretName);
  const cert = secret && certFrom(secret, c.layout, c.owner);
  return cert && { ...cert, host: c.servingName, renewWithinDays: c.writer === "secret" ? w.profile.secret?.renewBeforeDays : void 0 };
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

// src/rules/cabundle-multiple-owners.ts
var rule = {
  meta: {
    id: "cabundle-multiple-owners",
    severity: "error",
    description: "A webhook configuration whose caBundle has more than one writer.",
    why: "Each caBundle owner writes its own CA: cert-manager's CA injector with server-side apply and forced ownership, the webhook controller on every sync, a kube-webhook-certgen patch Job at each install. Two owners that disagree turn the write war of eight replicas into a write war of two kinds of writer, and the caBundle flips between CAs. Owners come from the profiles and the owner catalogue (docs/effective-state.md).",
    howToFix: "Give caBundle exactly one owner: either remove the cert-manager annotation (or the patch Job), or run the controller in a mode that only reads cert-manager's certificate (OpenKruise EnableExternalCerts) so cainjector alone writes caBundle.",
    example: `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: 2
  selector: {matchLabels: {app: koord-manager}}
  template:
    metadata: {labels: {app: koord-manager}}
    spec:
      containers:
      - name: manager
        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0
        env:
        - {name: WEBHOOK_CERT_WRITER, value: secret}
---
apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: koordinator-mutating-webhook-configuration   # patched by koord-manager
  annotations:
    cert-manager.io/inject-ca-from: koordinator-system/koord-webhook   # <- and by cainjector
webhooks: []`,
    seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" },
    messages: {
      controllerAndInjector: "{kind} {name} is patched by {workload} (it writes its own CA into caBundle) and also carries {annotation}: cainjector and the controller will overwrite each other.",
      twoInjectors: "{kind} {name} carries {annotations}: more than one CA source claims its caBundle.",
      several: "caBundle of {kind} {name} is written by {owners}: each writes its own CA and they overwrite each other.",
      fieldManagers: "{kind} {name}: caBundle has {count} field managers: {owners}. Each writer puts back its own CA when the other changes it: a write war between owners."
    }
  },
  check({ model, report }) {
    const owned = effectiveState(model).caBundleOwners;
    for (const [config, owners] of owned) {
      if (owners.length < 2) continue;
      const annotations2 = owners.filter((o) => o.via === "annotation");
      const controller = owners.find((o) => o.via === "controller");
      const data = { kind: config.kind, name: config.name };
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
          data: { ...data, workload: controller.label, annotation: key2(annotations2[0]) },
          fix: `remove annotation ${key2(annotations2[0])} (the controller owns caBundle), or stop the controller from writing caBundle`
        });
      } else if (annotations2.length !== owners.length) {
        const at2 = owners.find((o) => o.via !== "controller");
        report({
          resource: at2.resource,
          path: at2.path,
          messageId: "several",
          data: { ...data, owners: owners.map((o) => o.label).join(" and ") },
          fix: `keep one caBundle owner for ${config.kind} ${config.name}: remove ${at2.label}, or the others`
        });
      }
    }
    for (const config of model.webhookConfigurations()) {
      if ((owned.get(config)?.length ?? 0) > 1) continue;
      const managers = caBundleOwners(config);
      if (managers.length < 2) continue;
      const list = managers.map((o) => `${o.manager} owns ${o.entries.length} (${o.entries.slice(0, 3).join(", ")}${o.entries.length > 3 ? ", \u2026" : ""})`);
      report({
        resource: config,
        path: ["metadata", "managedFields"],
        messageId: "fieldManagers",
        data: { kind: config.kind, name: config.name, count: managers.length, owners: list.join("; ") },
        fix: "keep one caBundle owner: disable the controller's own CA writing when cert-manager cainjector injects (or drop the inject-ca-from annotation)"
      });
    }
  }
};
function caBundleOwners(config) {
  const byManager = /* @__PURE__ */ new Map();
  for (const mf of arr(get(config.body, "metadata", "managedFields"))) {
    const webhooks = get(mf, "fieldsV1", "f:webhooks");
    if (!isObj(webhooks)) continue;
    for (const [key2, fields] of Object.entries(webhooks)) {
      if (!isObj(get(fields, "f:clientConfig", "f:caBundle"))) continue;
      const who = `${str(get(mf, "manager")) ?? "(unnamed)"} (${str(get(mf, "operation")) ?? "Update"})`;
      byManager.set(who, [...byManager.get(who) ?? [], entryName(key2)]);
    }
  }
  return [...byManager].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([manager, entries]) => ({ manager, entries }));
}
function entryName(key2) {
  try {
    return String(JSON.parse(key2.slice(2)).name ?? key2);
  } catch {
    return key2;
  }
}

// src/rules/describe.ts
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
  if (w.resource.envValues) return valuesWriterFix(w, w.resource.envValues, secret);
  return `set env ${w.profile.env.writer}=${w.profile.writer?.secretValue ?? "<Secret writer>"} and ${w.profile.env.secretName}=${secret} on container ${String(w.container.name ?? "")}, and provision that Secret once (webhook-cert-gate cert generate)`;
}
function valuesWriterFix(w, keys, secret) {
  const { writer, secretName } = w.profile.env;
  const value = w.profile.writer?.secretValue ?? "secret";
  const writerKey = keys[writer];
  const secretKey = keys[secretName];
  if (writerKey && secretKey) {
    return `set ${writerKey}: ${value} and ${secretKey}: ${secret} in your values, and provision that Secret once (webhook-cert-gate cert generate)`;
  }
  return `this chart has no value for ${writer}/${secretName}: add env ${writer}=${value} and ${secretName}=${secret} to the manager (a chart fork or a post-renderer), map the values in .webhook-cert-gate.yaml (docs/helm.md), and provision that Secret once (webhook-cert-gate cert generate)`;
}

// src/rules/multi-replica-webhook-unshared-cert.ts
var rule2 = {
  meta: {
    id: "multi-replica-webhook-unshared-cert",
    severity: "error",
    description: "A webhook controller that can run several replicas, uses an external webhook host and keeps its certificate per pod.",
    why: 'With WEBHOOK_HOST set and no explicit writer, the controller picks the per-pod "fs" certificate writer: every replica mints its own CA and every replica (not only the leader) rewrites the same caBundle of the cluster-wide webhook configurations. The result is a write war (PUT, 409 Conflict, re-sync), etcd load, and admission calls that fail TLS whenever the load balancer reaches a replica whose CA is not the current caBundle (fail-open under failurePolicy Ignore).',
    howToFix: "Share one certificate: set WEBHOOK_CERT_WRITER=secret and SECRET_NAME=<secret> on the controller, provision the Secret once (webhook-cert-gate cert generate), then roll out with maxUnavailable: 0.",
    seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" },
    messages: {
      race: '{workload} can run {replicas} replicas{hpa}, {host} and the certificate writer resolves to per-pod "fs" ({writer}): each replica will mint its own CA and rewrite the caBundle of the webhook configurations, a 409 write war with TLS failures.'
    },
    example: `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: 8
  selector: {matchLabels: {app: koord-manager}}
  template:
    metadata: {labels: {app: koord-manager}}
    spec:
      containers:
      - name: manager
        image: ghcr.io/koordinator-sh/koord-manager:v1.5.0
        env:
        - {name: WEBHOOK_HOST, value: webhook.internal.example}`
  },
  check({ model, report }) {
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      if (writer !== "fs" || w.replicas.max <= 1) continue;
      const hpa = w.replicas.hpa ? ` (HorizontalPodAutoscaler ${w.replicas.hpa.name} maxReplicas)` : "";
      report({
        resource: w.resource,
        path: w.replicas.hpa || w.replicas.declared === void 0 ? ["spec"] : ["spec", "replicas"],
        messageId: "race",
        data: {
          workload: workloadName(w),
          replicas: w.replicas.max,
          hpa,
          host: describeSetting(w.profile.env.host, w.host),
          writer: describeSetting(w.profile.env.writer, w.writerEnv)
        },
        fix: secretWriterEnvFix(w)
      });
    }
  }
};

// src/rules/suppression-reason-missing.ts
var rule3 = {
  meta: {
    id: "suppression-reason-missing",
    severity: "warning",
    description: "A webhook-cert-gate.io/ignore-<rule> annotation with an empty reason.",
    why: "A suppression is a decision someone will have to revisit; without a reason nobody can tell whether it still holds.",
    howToFix: "Write the reason as the annotation value. Run with --strict to refuse all annotation suppressions.",
    example: `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: audit-webhook
  annotations:
    webhook-cert-gate.io/ignore-webhook-failure-policy-ignore: ""   # <- say why
webhooks:
- name: audit.example.com
  failurePolicy: Ignore
  sideEffects: None
  admissionReviewVersions: [v1]
  clientConfig:
    url: https://audit.example/validate`,
    messages: {}
  },
  check() {
  }
};

// src/rules/webhook-cert-secret-incomplete.ts
var rule4 = {
  meta: {
    id: "webhook-cert-secret-incomplete",
    severity: "error",
    description: "The shared Secret has data but not the keys the controller reads, or sits in another namespace; a warning when only the CA key for renewal is missing.",
    why: "The Secret writer keeps a Secret whose certificate, key and CA (the profile's secret.readKeys: ca-cert.pem, cert.pem, key.pem for the Koordinator/OpenKruise family) verify; it reads them from the Secret in its own namespace. A Secret with other keys (a cert-manager kubernetes.io/tls Secret: tls.crt, tls.key, ca.crt) looks empty to it, so it generates a new CA and overwrites the Secret: the certificate you provisioned is thrown away. Without the CA key (ca-key.pem) it keeps the Secret but cannot reuse the CA when it renews the leaf, so it mints a new CA then and rewrites caBundle once. A Secret in another namespace is never read at all.",
    howToFix: "Put the certificate under the keys the controller reads, in the namespace it runs in (webhook-cert-gate cert generate --layout <profile>).",
    example: `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: 2
  selector: {matchLabels: {app: koord-manager}}
  template:
    metadata: {labels: {app: koord-manager}}
    spec:
      containers:
      - name: manager
        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0
        env:
        - {name: WEBHOOK_CERT_WRITER, value: secret}
---
apiVersion: v1
kind: Secret
metadata: {name: koordinator-webhook-certs, namespace: koordinator-system}
type: kubernetes.io/tls
data:            # <- cert-manager layout: the controller reads ca-cert.pem, cert.pem, key.pem
  tls.crt: Y2VydA==
  tls.key: a2V5
  ca.crt: Y2E=`,
    seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" },
    messages: {
      keys: "Secret {namespace}/{secret} used by {workload} lacks {missing}{hint}: the controller will treat it as empty, generate a new CA and overwrite it.",
      externalKeys: "Secret {namespace}/{secret} used by {workload} (external-certs mode) lacks {missing}{hint}: the controller only reads it and cannot serve until {writer} writes those keys.",
      renew: "Secret {namespace}/{secret} used by {workload} has no {missing}: the controller keeps this certificate, but cannot reuse the CA when it renews the leaf ({days} days before expiry), so it will mint a new CA then and rewrite caBundle once.",
      namespace: "Secret {secret} is in namespace {found}, but {workload} reads it from {namespace} (its POD_NAMESPACE): it will not see this one and will create its own."
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
            data: { ...base, found: elsewhere.namespace },
            fix: `move Secret ${w.secretName} to namespace ${w.namespace}`
          });
        }
        continue;
      }
      const data = dataOf(secret) ?? {};
      const present = Object.keys(data);
      if (present.length === 0) continue;
      const path12 = [secret.body.stringData && !secret.body.data ? "stringData" : "data"];
      const missing = (c.layout.readKeys ?? []).filter((k) => !(k in data));
      if (missing.length) {
        const external = c.writer === "external";
        report({
          resource: secret,
          path: path12,
          messageId: external ? "externalKeys" : "keys",
          data: { ...base, missing: missing.join(", "), hint: otherLayout(model, c, present), writer: c.secretWrittenBy ?? "its writer" },
          fix: external ? `let ${c.secretWrittenBy ?? "its writer"} write ${(c.layout.readKeys ?? []).join(", ")} into Secret ${w.namespace}/${w.secretName}` : `store the certificate under ${[...c.layout.readKeys ?? [], ...c.layout.renewKeys ?? []].join(", ")} (webhook-cert-gate cert generate --layout ${w.profile.name} --secret-name ${w.secretName})`
        });
        continue;
      }
      const renew = (c.layout.renewKeys ?? []).filter((k) => !(k in data));
      if (!renew.length) continue;
      report({
        resource: secret,
        path: path12,
        messageId: "renew",
        severity: "warning",
        data: { ...base, missing: renew.join(", "), days: w.profile.secret?.renewBeforeDays ?? 0 },
        fix: `add ${renew.join(", ")} (the CA's private key) to Secret ${w.namespace}/${w.secretName}, or plan the CA change at renewal`
      });
    }
  }
};
function otherLayout(model, c, present) {
  const layouts = [
    ...model.owners.flatMap((o) => o.secret ? [[o.name, o.secret]] : []),
    ...c.workload.profile.externalCerts?.secret ? [[`${c.workload.profile.name} external-certs`, c.workload.profile.externalCerts.secret]] : []
  ];
  for (const [name, layout] of layouts) {
    if (layout === c.layout || !layout.certKey || !present.includes(layout.certKey)) continue;
    const keys = [layout.certKey, layout.keyKey, layout.caKey].filter((k) => Boolean(k));
    return ` (it has the ${name} layout ${keys.join("/")}, which this controller does not read)`;
  }
  return "";
}

// src/rules/webhook-cert-secret-missing.ts
init_object();

// src/rules/live.ts
function resourceOf(model, ref) {
  return model.get(ref.kind, ref.namespace, ref.name);
}
function wasDenied(live, kind, namespace, name) {
  const resource2 = `${kind.toLowerCase()}s`;
  return Boolean(live?.denied.some((d) => d.resource === resource2 && (d.namespace ?? "") === namespace && (d.name === void 0 || d.name === name)));
}

// src/rules/webhook-cert-secret-missing.ts
var rule5 = {
  meta: {
    id: "webhook-cert-secret-missing",
    severity: "warning",
    description: "The controller reads its certificate from a Secret that is not among the inputs (and nothing among them creates it).",
    why: "The Secret writer creates the Secret when it is absent: the first replica to start mints the CA, the others get 409 and converge on it. That works, but the CA is then whatever a pod generated at start-up: nobody reviewed it and it is not in version control, and a deleted Secret silently rotates the CA. In an external-certs mode (OpenKruise EnableExternalCerts) the controller mints nothing: it waits for the Secret another owner (cert-manager) writes.",
    howToFix: "Provision the Secret with the manifests (webhook-cert-gate cert generate), in the controller's namespace; in external-certs mode, a cert-manager Certificate whose spec.secretName is that Secret.",
    example: `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: 2
  selector: {matchLabels: {app: koord-manager}}
  template:
    metadata: {labels: {app: koord-manager}}
    spec:
      containers:
      - name: manager
        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0
        env:
        - {name: WEBHOOK_CERT_WRITER, value: secret}
        - {name: SECRET_NAME, value: koord-webhook-certs}   # <- no Secret koord-webhook-certs in the inputs`,
    seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" },
    messages: {
      missing: "{workload} uses the Secret writer with Secret {namespace}/{secret}, which is not among the inputs: the first replica to start will mint the CA and create it.",
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
      const path12 = setting ? envPath(w, setting) : w.containerPath;
      const data = { workload: workloadName(w), namespace: w.namespace, secret: w.secretName };
      if (c.writer === "external") {
        if (writtenByCertificate(model, w.namespace, w.secretName)) continue;
        const writer = c.secretWrittenBy ?? "another owner";
        report({
          resource: w.resource,
          path: path12,
          messageId: "external",
          data: { ...data, keys: (c.layout.readKeys ?? []).join(", "), writer },
          fix: `add a ${writer} certificate for ${w.serviceName ?? "the webhook Service"}.${w.namespace}.svc with secretName ${w.secretName} in namespace ${w.namespace}`
        });
        continue;
      }
      report({
        resource: w.resource,
        path: path12,
        messageId: "missing",
        data,
        fix: `add Secret ${w.namespace}/${w.secretName} with keys ${[...c.layout.readKeys ?? [], ...c.layout.renewKeys ?? []].join(", ")} (webhook-cert-gate cert generate --service ${w.serviceName ?? "SERVICE"}.${w.namespace} --layout ${w.profile.name})`
      });
    }
  }
};
function writtenByCertificate(model, namespace, secret) {
  return model.owners.some((o) => o.certificate && model.ofKind(o.certificate.kind).some((c) => c.namespace === namespace && get(c.body, ...o.certificate.secretNameField.split(".")) === secret));
}

// src/model/rbac.ts
init_object();
function canGetSecret(model, saNamespace, sa, secretNamespace, secret) {
  const bindings = model.bindingsFor(saNamespace, sa);
  if (!bindings.length) return "unknown";
  let unknown = false;
  for (const b of bindings) {
    if (b.kind === "RoleBinding" && b.namespace !== secretNamespace) continue;
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
function grantsGet(rule26, secret) {
  if (!isObj(rule26)) return false;
  const has = (field, ...values) => arr(rule26[field]).some((v) => values.includes(String(v)));
  if (!has("apiGroups", "", "*") || !has("resources", "secrets", "*") || !has("verbs", "get", "*")) return false;
  const names = arr(rule26.resourceNames);
  return names.length === 0 || names.includes(secret);
}

// src/rules/webhook-cert-secret-rbac.ts
var rule6 = {
  meta: {
    id: "webhook-cert-secret-rbac",
    severity: "error",
    description: "The workload's RBAC is among the inputs and none of it lets its ServiceAccount get the shared Secret (live: the API server says so).",
    why: "The Secret writer reads the certificate through the API. Without get on the Secret the controller cannot load the shared certificate: it fails to start its webhook server, or (depending on the version) keeps retrying while admission calls fail.",
    howToFix: "Grant get (and update, for renewal) on that Secret by name: a Role with resourceNames bound to the ServiceAccount.",
    example: `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  selector: {matchLabels: {app: koord-manager}}
  template:
    metadata: {labels: {app: koord-manager}}
    spec:
      serviceAccountName: koord-manager
      containers:
      - name: manager
        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0
        env:
        - {name: WEBHOOK_CERT_WRITER, value: secret}
        - {name: SECRET_NAME, value: koord-webhook-certs}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata: {name: koord-manager, namespace: koordinator-system}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: koord-manager}
subjects: [{kind: ServiceAccount, name: koord-manager, namespace: koordinator-system}]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata: {name: koord-manager, namespace: koordinator-system}
rules:
- apiGroups: [""]
  resources: [secrets]
  resourceNames: [some-other-secret]   # <- the shared Secret is not listed
  verbs: [get]`,
    messages: {
      denied: "ServiceAccount {namespace}/{sa} of {workload} has RBAC among the inputs, but none of it grants get on Secret {secretNamespace}/{secret}: the controller cannot read its shared certificate.",
      liveDenied: "the API server says ServiceAccount {namespace}/{sa} of {workload} may not get Secret {secretNamespace}/{secret}{reason}: the controller cannot read its shared certificate."
    }
  },
  check({ model, live, report }) {
    const answers = new Map((live?.workloads ?? []).map((l) => [resourceOf(model, l.workload), l.secretAccess]));
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      if (writer !== "secret" && writer !== "external" || !w.secretName) continue;
      const ns = w.resource.namespace;
      const answer = answers.get(w.resource);
      const denied = answer ? !answer.allowed : canGetSecret(model, ns, w.serviceAccount, w.namespace, w.secretName) === "denied";
      if (!denied) continue;
      report({
        resource: w.resource,
        path: podSpecOf(w.resource)?.serviceAccountName !== void 0 ? ["spec", "template", "spec", "serviceAccountName"] : ["spec", "template", "spec"],
        messageId: answer ? "liveDenied" : "denied",
        data: {
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
};

// src/rules/webhook-cert-writer-implicit.ts
var rule7 = {
  meta: {
    id: "webhook-cert-writer-implicit",
    severity: "warning",
    description: "External webhook host with no explicit certificate writer, even at one replica.",
    why: 'When the host env is set and the writer env is empty, the controller silently chooses the per-pod "fs" writer. One replica works; the first scale-out (a replicas bump, an HPA, a surge pod during a rollout) starts the caBundle write war.',
    howToFix: "Say which writer you mean: WEBHOOK_CERT_WRITER=secret with SECRET_NAME for a shared certificate.",
    example: `apiVersion: apps/v1
kind: Deployment
metadata: {name: kruise-controller-manager, namespace: kruise-system}
spec:
  replicas: 1
  selector: {matchLabels: {control-plane: controller-manager}}
  template:
    metadata: {labels: {control-plane: controller-manager}}
    spec:
      containers:
      - name: manager
        image: openkruise/kruise-manager:v1.8.0
        env:
        - {name: WEBHOOK_HOST, value: kruise-webhook.lb.example}   # <- reported here`,
    seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" },
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
        data: { workload: workloadName(w), host: describeSetting(w.profile.env.host, w.host), writerName: w.profile.env.writer },
        fix: secretWriterEnvFix(w)
      });
    }
  }
};

// src/rules/webhook-failure-policy-ignore.ts
var rule8 = {
  meta: {
    id: "webhook-failure-policy-ignore",
    severity: "warning",
    description: "A webhook that will run with failurePolicy Ignore (explicit, the v1beta1 default, or set by its owner after install).",
    why: `Under Ignore, any call error is an "allow": when the API server cannot verify the webhook's certificate (a caBundle that does not match the replica it reached), times out, or finds no endpoint, the object is admitted without mutation or validation, silently. A certificate race then shows up as objects that skipped policy, not as errors. What counts is the policy after install: a kube-webhook-certgen patch Job with --patch-failure-policy, or istiod for its validator, replaces what the chart renders (docs/effective-state.md).`,
    howToFix: "Use failurePolicy: Fail for webhooks whose mutation or validation must happen, with a shared certificate and enough replicas; where fail-open is a deliberate choice, suppress with a reason.",
    example: `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: koordinator-validating-webhook-configuration}
webhooks:
- name: vpod.koordinator.sh
  failurePolicy: Ignore   # <- reported here
  sideEffects: None
  admissionReviewVersions: [v1]
  clientConfig:
    service: {name: koordinator-webhook-service, namespace: koordinator-system, path: /validate-pod}`,
    seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" },
    messages: {
      ignore: "Webhook {webhook} in {kind} {name} has failurePolicy Ignore{implicit}: if TLS to it fails (a caBundle that does not match the serving replica), objects are admitted unmutated and unvalidated.",
      ownerIgnore: "{owner} sets failurePolicy Ignore on webhook {webhook} in {kind} {name} after install: if TLS to it fails, objects are admitted unmutated and unvalidated."
    }
  },
  check({ model, report }) {
    for (const w of effectiveState(model).webhooks) {
      const p = w.failurePolicy;
      if (p.value !== "Ignore") continue;
      const e = w.source;
      const data = { webhook: w.name, kind: e.config.kind, name: e.config.name };
      if (p.owner) {
        report({
          resource: p.owner.resource,
          path: p.owner.path,
          messageId: "ownerIgnore",
          data: { ...data, owner: p.owner.label },
          fix: `make ${p.owner.label} set Fail, or annotate it webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted`
        });
        continue;
      }
      report({
        resource: e.config,
        path: p.implicit ? e.path : [...e.path, "failurePolicy"],
        messageId: "ignore",
        data: { ...data, implicit: p.implicit ? " (the v1beta1 default)" : "" },
        fix: "set failurePolicy: Fail, or annotate the configuration webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted"
      });
    }
  }
};

// src/rules/webhook-profile-name-mismatch.ts
var rule9 = {
  meta: {
    id: "webhook-profile-name-mismatch",
    severity: "error",
    description: "The controller's webhook configurations or webhook Service are named differently from the names it manages.",
    why: "The controller looks its configurations up by name (MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME, or built-in defaults) and rewrites every webhook's clientConfig.service.name to SERVICE_NAME. Renamed objects (a kustomize namePrefix, a forked chart) are never patched with a caBundle, Koordinator exits when it cannot find them, and admission calls are sent to a Service name that does not exist.",
    howToFix: "Either keep the default names, or set the env (SERVICE_NAME, MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME) to the names you deploy.",
    example: `# kustomize namePrefix: koord- renamed the objects, the binary still manages the defaults
apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: 2
  selector: {matchLabels: {koord-app: koord-manager}}
  template:
    metadata: {labels: {koord-app: koord-manager}}
    spec:
      containers:
      - {name: manager, image: ghcr.io/koordinator-sh/koord-manager:v1.8.0}
---
apiVersion: v1
kind: Service
metadata: {name: koord-webhook-service, namespace: koordinator-system}   # <- the controller uses SERVICE_NAME=koordinator-webhook-service
spec:
  selector: {koord-app: koord-manager}
  ports: [{port: 443, targetPort: 9876}]
---
apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata: {name: koord-mutating-webhook-configuration}
webhooks:
- name: mpod-create.koordinator.sh
  sideEffects: None
  admissionReviewVersions: [v1]
  clientConfig:
    service: {name: koord-webhook-service, namespace: koordinator-system, path: /mutate-pod}`,
    seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" },
    messages: {
      service: "Service {namespace}/{name} serves the webhooks of {workload}, but the controller uses {envName}={expected}: it will rewrite every webhook to call Service {expected}, which {exists}.",
      config: "{kind} {name} calls {workload}, but the controller manages {kind} {expected}{envHint}: this one never gets a caBundle (and Koordinator exits when its own is missing)."
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
};

// src/rules/webhook-rollout-unavailable.ts
init_object();
var rule10 = {
  meta: {
    id: "webhook-rollout-unavailable",
    severity: "warning",
    description: "A webhook Deployment whose rollout takes serving pods away before their replacements are ready.",
    why: "While a webhook pod is down, the API server still sends it admission calls through the Service or load balancer: they time out or fail TLS (fail-open under Ignore, rejected under Fail). A certificate change in particular must replace pods one at a time, each new replica Ready before an old one goes.",
    howToFix: "Use strategy RollingUpdate with maxUnavailable: 0 and maxSurge: 1.",
    example: `apiVersion: apps/v1
kind: Deployment
metadata: {name: koord-manager, namespace: koordinator-system}
spec:
  replicas: 8
  selector: {matchLabels: {app: koord-manager}}
  strategy:
    rollingUpdate: {maxUnavailable: 2}   # <- reported here
  template:
    metadata: {labels: {app: koord-manager}}
    spec:
      containers:
      - name: manager
        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0
        env:
        - {name: WEBHOOK_CERT_WRITER, value: secret}`,
    messages: {
      recreate: "{workload} serves admission webhooks but uses strategy Recreate: every replica stops before the new ones start.",
      unavailable: "{workload} serves admission webhooks but its rolling update allows {count} pod(s) unavailable (maxUnavailable {value}): admission calls reach pods that are going away."
    }
  },
  check({ model, report }) {
    for (const w of webhookDeployments(model)) {
      const type = get(w.body, "spec", "strategy", "type");
      const name = `Deployment ${w.namespace}/${w.name}`;
      const fix = "set spec.strategy to {type: RollingUpdate, rollingUpdate: {maxUnavailable: 0, maxSurge: 1}}";
      if (type === "Recreate") {
        report({ resource: w, path: ["spec", "strategy", "type"], messageId: "recreate", data: { workload: name }, fix });
        continue;
      }
      const raw = get(w.body, "spec", "strategy", "rollingUpdate", "maxUnavailable");
      const replicas = get(w.body, "spec", "replicas");
      const count = unavailablePods(raw ?? "25%", typeof replicas === "number" ? replicas : 1);
      if (count === 0) continue;
      report({
        resource: w,
        path: raw === void 0 ? ["spec", "strategy"] : ["spec", "strategy", "rollingUpdate", "maxUnavailable"],
        messageId: "unavailable",
        data: { workload: name, count, value: raw === void 0 ? "25% by default" : String(raw) },
        fix
      });
    }
  }
};
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

// src/rules/yaml-syntax.ts
var rule11 = {
  meta: {
    id: "yaml-syntax",
    severity: "error",
    description: "A document that does not parse as YAML or JSON.",
    why: "kubectl apply rejects the whole file, and nothing in the broken document can be checked.",
    howToFix: "Fix the YAML at the reported line. The other documents of the file were still checked.",
    example: `kind: ConfigMap
metadata:
  name: x
 data: {oops     # <- reported here; other documents are still checked`,
    messages: {}
  },
  check() {
  }
};

// src/rules/webhook-config-churn.ts
var rule12 = {
  meta: {
    id: "webhook-config-churn",
    severity: "error",
    description: "Live only: a webhook configuration changed (generation or resourceVersion) while the gate watched it.",
    why: "In steady state nothing rewrites a webhook configuration. Steady writes are the write war of the incident: replicas or controllers overwrite caBundle in turn, the API server answers 409s, and etcd pays for every write.",
    howToFix: "Find the writers named in the message (managedFields) and give caBundle a single owner.",
    messages: {
      churn: "{kind} {name} was written at least {writes} in {window} (~{rate} writes/min; generation {generations}, resourceVersion changed {versionChanges}) with no change of yours: writers: {writers}."
    },
    example: "webhook-cert-gate cluster --namespace koordinator-system --observe 60s"
  },
  check({ model, live, report }) {
    for (const series of live?.churn ?? []) {
      const resource2 = resourceOf(model, series.config);
      const summary = summarizeChurn(series.samples);
      if (!resource2 || !summary || summary.writes === 0) continue;
      const list = series.samples;
      const minutes = Math.max(live.observeMs, list[list.length - 1].at - list[0].at) / 6e4;
      const rate = summary.writes / minutes;
      report({
        resource: resource2,
        path: ["metadata", "resourceVersion"],
        messageId: "churn",
        data: {
          kind: resource2.kind,
          name: resource2.name,
          writes: times(summary.writes),
          window: formatDuration(live.observeMs),
          rate: rate.toFixed(rate < 10 ? 1 : 0),
          generations: summary.generations,
          versionChanges: times(summary.versionChanges),
          writers: summary.writers.join(", ") || "unknown (managedFields times did not move)"
        },
        fix: "find the writers above and give caBundle a single owner; for the koord/kruise family share one certificate through a Secret (WEBHOOK_CERT_WRITER=secret, SECRET_NAME)"
      });
    }
  }
};
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

// src/rules/webhook-tls-probe.ts
init_object();
var rule13 = {
  meta: {
    id: "webhook-tls-probe",
    severity: "error",
    description: "Live only: the webhook, reached as the API server reaches it, serves a certificate its caBundle rejects, or certificates from more than one CA.",
    why: "Each connection is verified as the API server does it (caBundle anchor, SAN for the URL host or <service>.<namespace>.svc). Certificates from several CAs across replicas mean each replica made its own CA: only one of them can be in caBundle, so calls fail whenever the load balancer picks another replica.",
    howToFix: "Serve one shared certificate from every replica and keep caBundle equal to its CA.",
    messages: {
      unreachable: 'webhook "{entry}" calls Service {service}, which has no ready endpoints: the API server cannot reach it.',
      rejected: '{count} connections to {address} (as {serverName}) were served a certificate that webhook "{entry}" would reject: {problem}.',
      severalCas: "{connections} TLS connections to {workload}'s webhook found certificates from {cas} different CAs ({caList}); certificates seen: {leaves}. Each replica has its own CA: whichever writes caBundle last breaks the others.",
      summary: "{connections} TLS connections to {addresses} address(es) of {workload}'s webhook: {leafCount} distinct certificate(s) ({leaves}) from {cas} CA{accepted}."
    },
    example: "webhook-cert-gate cluster --namespace koordinator-system --probe 24"
  },
  async check(context) {
    const probed = (context.live?.workloads ?? []).filter((w) => w.probe);
    if (!probed.length) return;
    const x509 = await import("./x509.mjs");
    const { parseCert: parseCert2 } = await Promise.resolve().then(() => (init_cert(), cert_exports));
    for (const w of probed) judge(context, w, x509.verifyServing, parseCert2);
  }
};
function judge({ model, settings, report }, w, verify, parse3) {
  const probe2 = w.probe;
  const entryReport = (e, r, field) => {
    const config = resourceOf(model, { kind: e.kind, namespace: "", name: e.name });
    if (config) report({ resource: config, path: ["webhooks", e.index, ...field], ...r });
  };
  for (const u of probe2.unreachable) {
    entryReport(u.entry, {
      messageId: "unreachable",
      data: { entry: entryName2(model, u.entry), service: u.service },
      fix: "make sure the webhook pods are Ready and selected by the Service"
    }, ["clientConfig", "service"]);
  }
  const leaves = /* @__PURE__ */ new Map();
  const cas = /* @__PURE__ */ new Map();
  const tallies = /* @__PURE__ */ new Map();
  for (const c of probe2.connections) {
    if (!c.chain?.length) {
      const t = tally(tallies, `${c.address}|handshake`, c.entries[0], c, `TLS handshake failed: ${c.error ?? "no certificate"}`);
      t.count++;
      t.total++;
      continue;
    }
    const leaf = parse3(c.chain[0]);
    const fp = leaf.sha256.slice(0, 16);
    leaves.set(fp, (leaves.get(fp) ?? 0) + 1);
    const ca = leaf.authorityKeyId ? `${leaf.issuerText} (key id ${leaf.authorityKeyId.toString("hex").slice(0, 16)})` : leaf.issuerText;
    cas.set(ca, (cas.get(ca) ?? 0) + 1);
    const chainPem = c.chain.map(toPem).join("");
    for (const e of c.entries) {
      const t = tally(tallies, `${c.address}|${e.kind}/${e.name}#${e.index}`, e, c, "");
      t.total++;
      const result = verify({ chainPem, caBundlePem: bundleOf(model, e), host: c.serverName, at: settings.at });
      if (result.accepted) continue;
      t.count++;
      const problems = result.problems.filter((p) => p.severity === "error").map((p) => p.message);
      t.problem ||= `${problems.join("; ") || "rejected"} (leaf sha256:${fp})`;
    }
  }
  for (const t of tallies.values()) {
    if (!t.count) continue;
    entryReport(t.entry, {
      messageId: "rejected",
      data: { count: t.total && t.total !== t.count ? `${t.count} of ${t.total}` : String(t.count), address: t.c.address, serverName: t.c.serverName, entry: entryName2(model, t.entry), problem: t.problem },
      fix: "serve one shared certificate from every replica and keep caBundle equal to the CA that issued it"
    }, ["clientConfig"]);
  }
  const found = findWebhookWorkloads(model).find((x) => x.resource === resourceOf(model, w.workload));
  const served = probe2.connections.filter((c) => c.chain?.length);
  if (!found || !served.length) return;
  const workload = found.resource;
  const name = workloadName(found);
  const leafList = [...leaves].map(([fp, n]) => `sha256:${fp}\xD7${n}`).join(", ");
  const base = { connections: probe2.connections.length, workload: name, cas: cas.size, leaves: leafList };
  if (cas.size > 1) {
    report({
      resource: workload,
      messageId: "severalCas",
      data: { ...base, caList: [...cas.keys()].join("; ") },
      fix: "share one certificate through a Secret (WEBHOOK_CERT_WRITER=secret, SECRET_NAME) and roll the replicas"
    });
    return;
  }
  const ok = [...tallies.values()].every((t) => !t.count);
  report({
    resource: workload,
    severity: "info",
    messageId: "summary",
    data: { ...base, addresses: new Set(served.map((c) => c.address)).size, leafCount: leaves.size, accepted: ok ? ", all accepted by the caBundle of every entry" : "" },
    fix: "nothing to change"
  });
}
function tally(map, key2, entry, c, problem) {
  let t = map.get(key2);
  if (!t) map.set(key2, t = { count: 0, total: 0, entry, c, problem });
  return t;
}
function bundleOf(model, e) {
  const config = resourceOf(model, { kind: e.kind, namespace: "", name: e.name });
  const raw = str(get(config?.body, "webhooks", e.index, "clientConfig", "caBundle"));
  return raw ? Buffer.from(raw, "base64").toString("latin1") : "";
}
function entryName2(model, e) {
  const config = resourceOf(model, { kind: e.kind, namespace: "", name: e.name });
  return str(get(config?.body, "webhooks", e.index, "name")) ?? `#${e.index}`;
}
function toPem(der) {
  const b64 = der.toString("base64").replace(/(.{64})/g, "$1\n").replace(/\n$/, "");
  return `-----BEGIN CERTIFICATE-----
${b64}
-----END CERTIFICATE-----
`;
}

// src/rules/gate-permission-missing.ts
var rule14 = {
  meta: {
    id: "gate-permission-missing",
    severity: "error",
    description: "Live only: the gate's own credentials may not read something a check needs, so that check did not run.",
    why: "A gate that cannot see the shared Secret, the webhook configurations or the controller's pods cannot tell a write war from a healthy rollout. It runs every other check and says exactly which permission is missing, rather than passing blind or stopping the sync with no finding.",
    howToFix: "Add the Role (or ClusterRole) rule named in the message to the gate's RBAC; with deploy/argocd, set the Secret and configuration names in its settings rather than editing the rules.",
    messages: {
      denied: "the gate may not {verb} {what}{where} (403), so {blocks} was not checked; add {permission}."
    },
    example: "webhook-cert-gate cluster -n koordinator-system   # with a token whose Role lacks get on the Secret"
  },
  check({ model, live, report }) {
    for (const d of live?.denied ?? []) {
      const resource2 = resourceOf(model, d.subject);
      if (!resource2) continue;
      const what = `${d.group ? `${d.resource}.${d.group}` : d.resource}${d.name ? ` "${d.name}"` : ""}`;
      const scope = d.namespace ? `a Role in namespace ${d.namespace}` : "a ClusterRole";
      const names = d.name ? `, resourceNames: ["${d.name}"]` : "";
      const permission = `${scope} rule {apiGroups: ["${d.group}"], resources: ["${d.resource}"], verbs: ["${d.verb}"]${names}} bound to the gate`;
      report({
        resource: resource2,
        messageId: "denied",
        data: { verb: d.verb, what, where: d.namespace ? ` in namespace ${d.namespace}` : "", blocks: d.blocks, permission },
        fix: `add ${permission}`
      });
    }
  }
};

// src/rules/templates/serving-cert.ts
init_object();
var cache4 = /* @__PURE__ */ new WeakMap();
function certProblems(model, settings) {
  let result = cache4.get(model);
  if (!result) {
    result = collect(model, settings);
    cache4.set(model, result);
  }
  return result;
}
async function problemsFor(model, settings, rule26) {
  return (await certProblems(model, settings)).filter((p) => p.problem.rule === rule26);
}
async function collect(model, settings) {
  const state = effectiveState(model);
  const secrets = state.controllers.flatMap((c) => c.serving ?? []);
  const entries = state.webhooks.filter((w) => renderedBundle(w) !== void 0);
  if (!secrets.length && !entries.length) return [];
  const x509 = await import("./x509.mjs");
  const out = [];
  const verify = (c, bundle, host) => x509.verifyServing({ chainPem: c.chainPem, keyPem: c.keyPem, caBundlePem: bundle, host, at: settings.at, minDays: settings.minDays, renewWithinDays: c.renewWithinDays });
  for (const c of secrets) {
    if (!c.host || c.caPem === void 0) continue;
    for (const problem of verify(c, c.caPem, c.host).problems) out.push({ problem, resource: c.secret, path: secretPath(c.secret, c.certKey) });
  }
  for (const w of entries) {
    const e = w.source;
    const bundlePath = [...e.path, "clientConfig", "caBundle"];
    const raw = renderedBundle(w);
    const decoded = x509.decodeBase64CaBundle(raw);
    const runtime = w.caBundleOwners;
    if (runtime.some((o) => o.via === "job" || o.via === "webhook")) continue;
    if (decoded !== void 0 && decoded.trim() === "" && runtime.length) continue;
    const bundle = decoded === void 0 ? void 0 : x509.parseCaBundle(decoded);
    if (!bundle || bundle.certs.length === 0) {
      out.push({ resource: e.config, path: bundlePath, problem: invalidBundle(decoded === void 0, w) });
      continue;
    }
    const serving = w.serving;
    const host = w.dialedHost;
    if (!serving || !host) continue;
    for (const p of verify(serving, decoded, host).problems) {
      if (p.rule === "cert-untrusted" || p.rule === "cabundle-mismatch") {
        out.push({ resource: e.config, path: bundlePath, problem: mismatch(w, serving, p) });
      } else if (p.rule === "cert-hostname-mismatch" && host !== serving.host) {
        out.push({ resource: e.config, path: [...e.path, "clientConfig"], problem: p });
      }
    }
  }
  return out;
}
function renderedBundle(w) {
  const raw = str(get(w.source.entry, "clientConfig", "caBundle"));
  return raw === void 0 || raw.trim() === "" ? void 0 : raw;
}
function secretPath(secret, key2) {
  const inData = get(secret.body, "data", key2) !== void 0;
  return [inData ? "data" : "stringData", key2];
}
function invalidBundle(notBase64, w) {
  return {
    rule: "cabundle-invalid",
    severity: "error",
    message: notBase64 ? `caBundle of webhook ${w.name} is not base64: the API server rejects the configuration` : `caBundle of webhook ${w.name} holds no usable CERTIFICATE block: every call fails TLS`,
    fix: "set caBundle to the base64 of the PEM CA certificate that issued the serving certificate"
  };
}
function mismatch(w, serving, p) {
  const secret = `Secret ${serving.secret.namespace}/${serving.secret.name}`;
  const by = w.caBundleOwners.length ? `let its owner (${w.caBundleOwners.map((o) => o.label).join(", ")}) write it` : `render it from the same CA as ${secret}`;
  return {
    rule: "cabundle-mismatch",
    severity: "error",
    message: `caBundle of webhook ${w.name} cannot verify the certificate in ${secret} (${serving.owner.label}): ${p.message}`,
    fix: `set caBundle to the base64 of the CA in ${secret}, or ${by}`
  };
}

// src/rules/templates/cert-rule.ts
function certRule(meta) {
  return {
    meta: { ...meta, messages: { problem: "{message}" } },
    async check({ model, settings, report }) {
      for (const { problem, resource: resource2, path: path12 } of await problemsFor(model, settings, meta.id)) {
        report({ resource: resource2, path: path12, messageId: "problem", data: { message: problem.message }, fix: problem.fix });
      }
    }
  };
}

// src/rules/cert-untrusted.ts
var rule15 = certRule({
  id: "cert-untrusted",
  severity: "error",
  description: "The serving certificate does not chain to the CA that will be in caBundle.",
  why: "The API server builds a chain from the served certificate to a caBundle certificate (byte-exact issuer/subject, parents must be CAs with keyCertSign, no SHA-1/MD5, RSA \u2265 1024). If it cannot, every admission call fails TLS.",
  howToFix: "Issue the serving certificate from the CA you publish in caBundle (webhook-cert-gate cert generate), and serve any intermediates after the leaf.",
  example: "# cert.pem issued by an intermediate that is neither served nor in caBundle\nwebhook-cert-gate cert --chain cert.pem --ca-bundle root.pem --service hook.apps"
});

// src/rules/cert-key-mismatch.ts
var rule16 = certRule({
  id: "cert-key-mismatch",
  severity: "error",
  description: "The private key does not belong to the serving certificate.",
  why: "The TLS handshake proves possession of the leaf's key: with another key the webhook cannot complete a handshake at all.",
  howToFix: "Store the key that was generated with the certificate; regenerate both together if it is lost.",
  example: "# key.pem from a previous generation of the certificate\nwebhook-cert-gate cert --chain cert.pem --key old-key.pem --ca-bundle ca.pem --service hook.apps"
});

// src/rules/cert-hostname-mismatch.ts
var rule17 = certRule({
  id: "cert-hostname-mismatch",
  severity: "error",
  description: "The serving certificate has no SAN for the name the API server dials.",
  why: "The API server checks only subjectAltName (never the Common Name): <service>.<namespace>.svc for clientConfig.service, the URL host for clientConfig.url (IP literals only against IP SANs). A missing name fails every call.",
  howToFix: "Reissue the certificate with a DNS SAN (or IP SAN) for the dialed name; for WEBHOOK_HOST, that host.",
  example: "# SANs: hook.apps.svc.cluster.local only; the API server dials hook.apps.svc\nwebhook-cert-gate cert --chain cert.pem --ca-bundle ca.pem --service hook.apps",
  seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" }
});

// src/rules/cert-eku-server-auth.ts
var rule18 = certRule({
  id: "cert-eku-server-auth",
  severity: "error",
  description: "A certificate in the chain has an extended key usage without serverAuth.",
  why: "Go requires serverAuth on every certificate of the chain that carries an EKU extension, the anchor included (unlike OpenSSL, which checks only the leaf).",
  howToFix: "Reissue with extendedKeyUsage serverAuth (or no EKU extension) on the leaf, intermediates and root.",
  example: "# the CA carries extendedKeyUsage clientAuth only: Go refuses the whole chain\nwebhook-cert-gate cert --chain cert.pem --ca-bundle ca.pem --service hook.apps"
});

// src/rules/cert-expired.ts
var rule19 = certRule({
  id: "cert-expired",
  severity: "error",
  description: "A certificate in the chain has expired at the evaluation time.",
  why: "Validity is checked for every certificate in the chain, anchor included: an expired CA breaks every replica at once.",
  howToFix: "Renew the certificate (and the CA if it is the one expired) and roll the Secret and caBundle together.",
  example: "webhook-cert-gate cert --chain cert.pem --ca-bundle ca.pem --service hook.apps --at 2036-01-01T00:00:00Z"
});

// src/rules/cert-not-yet-valid.ts
var rule20 = certRule({
  id: "cert-not-yet-valid",
  severity: "error",
  description: "A certificate in the chain is not valid yet at the evaluation time.",
  why: "A notBefore in the future (clock skew, a certificate minted for a later date) fails the handshake until then.",
  howToFix: "Reissue with a notBefore in the past; check the clock of the machine that issued it.",
  example: "# notBefore is tomorrow (issuer clock ahead)\nwebhook-cert-gate cert --chain cert.pem --ca-bundle ca.pem --service hook.apps"
});

// src/rules/cert-expiring-soon.ts
var rule21 = certRule({
  id: "cert-expiring-soon",
  severity: "warning",
  description: "A certificate expires within --min-days (default 30), or inside the controller's renew window (6 months).",
  why: "The Secret writer replaces a certificate that expires within its renew window: a provisioned certificate inside it is thrown away at the next start and every replica races to mint a new CA.",
  howToFix: "Renew now, with a validity that ends well beyond the renew window (webhook-cert-gate cert generate --days 3650).",
  example: "# a Secret for koord-manager whose cert.pem ends in 3 months: inside the 6-month renew window\nwebhook-cert-gate check manifests/"
});

// src/rules/cert-weak-crypto.ts
var rule22 = certRule({
  id: "cert-weak-crypto",
  severity: "error",
  description: "A parent signature uses SHA-1/MD5, or a key is too small or of an unsupported type.",
  why: "Go refuses SHA-1 and MD5 signatures on parents, RSA keys under 1024 bits (Go 1.24+), and EC curves other than P-256/384/521.",
  howToFix: "Reissue with SHA-256 signatures and RSA-2048, ECDSA P-256/P-384 or Ed25519 keys.",
  example: "# an intermediate signed with sha1WithRSAEncryption\nwebhook-cert-gate cert --chain leaf-and-intermediate.pem --ca-bundle root.pem --service hook.apps"
});

// src/rules/cert-malformed.ts
var rule23 = certRule({
  id: "cert-malformed",
  severity: "error",
  description: "A served certificate or key that Go cannot parse.",
  why: "Every served certificate is parsed, extras included; duplicate extensions, negative serials, unknown critical extensions or an RSA-PSS key fail the call.",
  howToFix: "Regenerate the certificate with a standard tool (webhook-cert-gate cert generate, cert-manager, openssl req -x509).",
  example: "# a certificate with two subjectAltName extensions\nwebhook-cert-gate cert --chain dup-ext.pem --ca-bundle ca.pem --service hook.apps"
});

// src/rules/cabundle-mismatch.ts
var rule24 = certRule({
  id: "cabundle-mismatch",
  severity: "error",
  description: "A caBundle that cannot verify the shared certificate its webhook serves.",
  why: "The API server verifies the served chain against caBundle only: a caBundle that does not hold the shared Secret's CA fails every call (fail-open under Ignore), which is the write war's symptom.",
  howToFix: "Set caBundle to the shared Secret's CA, and give caBundle one owner (the controller or cainjector).",
  example: "# caBundle of koordinator-mutating-webhook-configuration holds a CA one replica minted, not ca-cert.pem of the shared Secret\nwebhook-cert-gate check manifests/",
  seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" }
});

// src/rules/cabundle-invalid.ts
var rule25 = certRule({
  id: "cabundle-invalid",
  severity: "error",
  description: "A caBundle that is not base64 or holds no usable CERTIFICATE block.",
  why: "The API server skips PEM blocks of other types, blocks with headers and blocks that fail to parse; with none left, every call fails.",
  howToFix: "Set caBundle to the base64 of a PEM CERTIFICATE block of the CA.",
  example: `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata: {name: v}
webhooks:
- name: v.example.com
  sideEffects: None
  admissionReviewVersions: [v1]
  clientConfig:
    url: https://hook.example/validate
    caBundle: bm90IGEgY2VydGlmaWNhdGU=   # <- "not a certificate"`,
  seeAlso: { "The effective state: what controllers and certificate owners do first": "effective-state.md" }
});

// src/rules/index.ts
var RULES = [
  rule2,
  rule7,
  rule5,
  rule4,
  rule6,
  rule10,
  rule,
  rule8,
  rule9,
  rule15,
  rule16,
  rule17,
  rule18,
  rule19,
  rule20,
  rule21,
  rule22,
  rule23,
  rule24,
  rule25,
  rule12,
  rule13,
  rule14,
  rule11,
  rule3
];
function findRule(id) {
  return RULES.find((r) => r.meta.id === id);
}

// src/check.ts
init_files();
async function runCheck(options) {
  const config = options.config ?? {};
  const cwd = options.cwd ?? process.cwd();
  const { inputs, errors } = options.paths?.length ? await readInputs(options.paths, {
    cwd,
    readStdin: options.readStdin ?? (() => Promise.resolve("")),
    maxFileBytes: config.maxFileSize ?? DEFAULT_MAX_FILE_BYTES,
    ignored: globMatcher(config.ignorePaths ?? [])
  }) : { inputs: [], errors: [] };
  const texts = [...inputs, ...options.sources ?? []];
  const namespace = options.namespace ?? config.namespace ?? "default";
  const findings = [];
  const resources = [...options.extraResources ?? []];
  for (const input of texts) {
    for (const parsed of parseDocuments(input.file, input.text, options.limits ?? DEFAULT_LIMITS)) {
      if (parsed.error) findings.push(syntaxFinding(input.file, parsed.error, parsed.doc.template));
      else resources.push(...input.decorate ? resourcesOf(parsed, namespace).map(input.decorate) : resourcesOf(parsed, namespace));
    }
  }
  const profiles = options.profiles ?? await loadProfiles(config.profiles);
  const model = new Model(resources, profiles, await loadOwners(config.owners));
  findings.push(
    ...await runRules(model, RULES, {
      settings: { at: options.at ?? /* @__PURE__ */ new Date(), minDays: config.minDays ?? 30 },
      overrides: config.rules,
      strict: options.strict ?? config.strict,
      live: options.live
    })
  );
  const syntaxOverride = config.rules?.["yaml-syntax"];
  const kept = syntaxOverride === "off" ? findings.filter((f) => f.rule !== "yaml-syntax") : findings;
  if (syntaxOverride && syntaxOverride !== "off") {
    for (const f of kept) if (f.rule === "yaml-syntax") f.severity = syntaxOverride;
  }
  return { findings: kept, errors, model, stats: { files: texts.length, resources: resources.length } };
}
function syntaxFinding(file, error, template2) {
  return {
    rule: "yaml-syntax",
    severity: "error",
    message: `${error.message}; this document was skipped, the others were checked.`,
    fix: "Fix the YAML at this line (kubectl apply would reject the whole file).",
    file,
    line: error.line,
    column: error.column,
    ...template2 ? { template: template2 } : {}
  };
}

// src/cli/check-command.ts
init_chart();

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

// src/report/render.ts
init_printable();

// src/report/sarif.ts
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
                artifactLocation: { uri: toUri(f.file) },
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
function toUri(file) {
  const posix = file.replace(/\\/g, "/");
  return posix.split("/").map(encodeURIComponent).join("/");
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
  const read = (options.stats ? ` in ${options.stats.resources} resources from ${options.stats.files} files` : "") + (options.helm ? `; ${helmModeText(options.helm)}` : "");
  lines.push(total ? `${paint(s.error ? COLORS.error : COLORS.warning, "\u2716")} ${counts}${read}` : `\u2714 no findings${read}`);
  return lines.join("\n") + "\n";
}
function fileHeading(file) {
  const shown = printable(file);
  return shown.startsWith("::") ? `./${shown}` : shown;
}

// src/rules/info.ts
function ruleInfos() {
  return RULES.map(({ meta }) => ({
    id: meta.id,
    severity: meta.severity,
    description: meta.description,
    help: `${meta.why}

Fix: ${meta.howToFix}`,
    docsUrl: ruleDocsUrl(meta.id)
  }));
}

// src/cli/args.ts
init_errors();
import { parseArgs } from "node:util";
function parse2(args, options, allowPositionals = true) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (e) {
    throw new InputError(String(e.message).split("\n")[0].replace(/\. To specify a positional.*$/, ""));
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

// src/cli/check-command.ts
init_errors();
var HELP = `Usage: webhook-cert-gate check [PATH...] [options]

Reads manifests (files, folders recursively, '-' for stdin; YAML, multi-document YAML, JSON, kind: List).
A chart folder (Chart.yaml + values.yaml), or a file inside one, is checked through its values.

Options:
  -f, --filename PATH     a manifest path, as kubectl spells it (repeatable)
  -k, --kustomize DIR     render DIR with 'kubectl kustomize' and check the result (repeatable)
  --values FILE           Helm values file (repeatable; later files win)
  --set KEY=VALUE         Helm --set syntax: a.b=x, a[0].b=x, a\\.b=x, a={x,y}, k1=v1,k2=v2 (repeatable)
  --set-string KEY=VALUE  as --set, every value a string
  --chart NAME|DIR        the chart the values are for (a chart name from a profile's match.charts, a
                          profile name, or a chart folder); a chart folder among the PATHs needs none
  --helm PATH|none        helm to render chart folders with (default: $WEBHOOK_CERT_GATE_HELM, else helm
                          on PATH); none, or no helm, reads them through the values model
  --kube-version VER      Kubernetes version helm renders for (default ${DEFAULT_KUBE_VERSION})
  --format text|json|sarif
  -o, --output FILE       write the report to FILE instead of stdout
  --fail-on error|warning|info|none   exit 1 when a finding is at or above this (default error)
  --config FILE           configuration (default: ./.webhook-cert-gate.yaml when present)
  --strict                refuse webhook-cert-gate.io/ignore-* annotation suppressions
  -n, --namespace NS      namespace of objects that set none (default: default)
  --at RFC3339            evaluation time for certificate validity (default: now)
  --min-days N            warn about certificates expiring within N days (default 30)
  --max-file-size BYTES   largest input file read (default 33554432)
  --no-color              plain text even on a terminal (NO_COLOR is honoured too)`;
async function checkCommand(args, io2) {
  const { values: opts, positionals } = parse2(args, {
    filename: { type: "string", short: "f", multiple: true },
    kustomize: { type: "string", short: "k", multiple: true },
    values: { type: "string", multiple: true },
    set: { type: "string", multiple: true },
    "set-string": { type: "string", multiple: true },
    chart: { type: "string" },
    helm: { type: "string" },
    "kube-version": { type: "string" },
    format: { type: "string" },
    output: { type: "string", short: "o" },
    "fail-on": { type: "string" },
    config: { type: "string" },
    strict: { type: "boolean" },
    namespace: { type: "string", short: "n" },
    at: { type: "string" },
    "min-days": { type: "string" },
    "max-file-size": { type: "string" },
    "no-color": { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (opts.help) {
    io2.out(HELP + "\n");
    return EXIT.ok;
  }
  const format = parseFormat(opts.format);
  const config = await loadConfig(io2.cwd, opts.config);
  const failOn = parseFailOn(opts["fail-on"], config.failOn);
  const minDays = parsePositiveInt("--min-days", opts["min-days"]);
  const maxFileSize = parsePositiveInt("--max-file-size", opts["max-file-size"]);
  const paths = [...positionals, ...opts.filename ?? []];
  const helmFlags = Boolean(opts.values?.length || opts.set?.length || opts["set-string"]?.length || opts.chart);
  if (!paths.length && !opts.kustomize?.length && !helmFlags) {
    throw new InputError("check needs at least one PATH (a file, a folder, or - for stdin), --kustomize DIR, or --values with --chart");
  }
  const { helm, ...inputs } = await gatherInputs(paths, { opts, config, io: io2, namespace: opts.namespace ?? config.namespace ?? "default" });
  const result = await runCheck({
    ...inputs,
    config: { ...config, ...minDays !== void 0 ? { minDays } : {}, ...maxFileSize ? { maxFileSize } : {} },
    cwd: io2.cwd,
    readStdin: io2.readStdin,
    at: parseAt(opts.at),
    strict: opts.strict || config.strict,
    namespace: opts.namespace
  });
  if (helm) result.stats.files += helm.files;
  const color = format === "text" && !opts.output && io2.isTTY && !opts["no-color"] && !io2.env.NO_COLOR;
  const report = render(result.findings, { format, color, rules: ruleInfos(), stats: result.stats, helm: helm?.mode });
  if (opts.output) {
    await writeFile(path11.resolve(io2.cwd, opts.output), report).catch((e) => {
      throw new InputError(`${opts.output}: cannot write report: ${e.message}`);
    });
  } else {
    io2.out(report);
  }
  for (const e of result.errors) io2.err(`webhook-cert-gate: ${e}
`);
  if (result.errors.length) return EXIT.input;
  return result.findings.some((f) => atOrAbove(f.severity, failOn)) ? EXIT.findings : EXIT.ok;
}
async function gatherInputs(paths, ctx) {
  const { opts, config, io: io2 } = ctx;
  const sources = [];
  if (opts.kustomize?.length) {
    const { renderKustomize: renderKustomize2 } = await Promise.resolve().then(() => (init_kustomize(), kustomize_exports));
    for (const dir of opts.kustomize) sources.push(await renderKustomize2(dir, io2.cwd, io2.env));
  }
  const helmFlags = Boolean(opts.values?.length || opts.set?.length || opts["set-string"]?.length || opts.chart);
  const { manifests, charts } = await splitChartPaths(paths, io2.cwd);
  if (!charts.length && !helmFlags) return { paths: manifests, sources };
  const { helmInputs: helmInputs2 } = await Promise.resolve().then(() => (init_front(), front_exports));
  const profiles = await loadProfiles(config.profiles);
  const sets = [...(opts.set ?? []).map((text) => ({ text, asString: false })), ...(opts["set-string"] ?? []).map((text) => ({ text, asString: true }))];
  const helm = await helmInputs2({
    paths,
    valuesFiles: opts.values ?? [],
    sets,
    chart: opts.chart,
    config,
    profiles,
    cwd: io2.cwd,
    namespace: ctx.namespace,
    helm: opts.helm,
    kubeVersion: opts["kube-version"],
    env: io2.env,
    missingChart: "--values/--set need the chart: give the chart folder as a PATH, or --chart NAME (koordinator, kruise, ...)"
  });
  for (const note of helm.notes) io2.err(`webhook-cert-gate: ${note}
`);
  return { paths: helm.manifests, sources: [...sources, ...helm.sources], extraResources: helm.resources, profiles, helm };
}

// src/cli/main.ts
init_errors();

// src/cli/rules-command.ts
init_errors();
function rulesCommand(args, io2) {
  const { values } = parse2(args, { format: { type: "string" } }, false);
  if (values.format === "json") {
    io2.out(JSON.stringify(RULES.map((r) => ({ id: r.meta.id, severity: r.meta.severity, description: r.meta.description, docs: ruleDocsUrl(r.meta.id) })), null, 2) + "\n");
    return EXIT.ok;
  }
  if (values.format !== void 0 && values.format !== "text") throw new InputError(`--format must be text or json (got '${values.format}')`);
  const width = Math.max(...RULES.map((r) => r.meta.id.length));
  for (const r of RULES) io2.out(`${r.meta.id.padEnd(width)}  ${r.meta.severity.padEnd(7)}  ${r.meta.description}
`);
  return EXIT.ok;
}
function explainCommand(args, io2) {
  const { positionals } = parse2(args, {});
  const id = positionals[0];
  if (!id) throw new InputError("explain needs a rule id (see: webhook-cert-gate rules)");
  const rule26 = findRule(id);
  if (!rule26) throw new InputError(`unknown rule '${id}' (see: webhook-cert-gate rules)`);
  const m = rule26.meta;
  io2.out(`${m.id} (${m.severity})

${m.description}

Why it matters:
  ${m.why}

How to fix:
  ${m.howToFix}
`);
  if (m.example) io2.out(`
Example that fires it:
${m.example.replace(/^/gm, "  ")}
`);
  io2.out(`
Docs: ${ruleDocsUrl(m.id)}
`);
  return EXIT.ok;
}

// src/cli/main.ts
init_printable();
var USAGE = `Usage: ${TOOL_NAME} <command> [options]

Commands:
  check [PATH...]     lint manifests, folders, Helm values and rendered charts ('-' reads stdin)
  cert                verify a served certificate chain as the Kubernetes API server would
  cert generate       make a shared CA + serving certificate Secret and the env patch
  cluster             check the live cluster (read-only) and its webhook endpoints
  alerts              print a PrometheusRule for caBundle write wars and certificate expiry
  policy              print a ValidatingAdmissionPolicy that refuses the race inside the cluster
  rules               list the rules
  explain RULE        why a rule matters and how to fix it
  version             print the version

Run '${TOOL_NAME} <command> --help' for a command's options.`;
async function main(argv, io2) {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "check":
        return await checkCommand(rest, io2);
      case "cert":
        return await (await import("./cmd-cert.mjs")).certCommand(rest, io2);
      case "cluster":
        return await (await import("./cmd-cluster.mjs")).clusterCommand(rest, io2);
      case "alerts":
        return await (await import("./cmd-alerts.mjs")).alertsCommand(rest, io2);
      case "policy":
        return await (await import("./cmd-policy.mjs")).policyCommand(rest, io2);
      case "rules":
        return rulesCommand(rest, io2);
      case "explain":
        return explainCommand(rest, io2);
      case "version":
      case "--version":
        io2.out(`${TOOL_VERSION}
`);
        return EXIT.ok;
      case void 0:
      case "help":
      case "--help":
      case "-h":
        io2.out(USAGE + "\n");
        if (command !== void 0) return EXIT.ok;
        io2.err(`${TOOL_NAME}: no command given (usage above)
`);
        return EXIT.input;
      default:
        throw new InputError(`unknown command '${command}' (try: check, cert, cluster, alerts, policy, rules, explain)`);
    }
  } catch (e) {
    if (isInputError(e)) {
      io2.err(`${TOOL_NAME}: ${printable(e.message)}
`);
      return EXIT.input;
    }
    io2.err(`${TOOL_NAME}: internal error: ${firstLine(e)}
`);
    if (io2.env.WEBHOOK_CERT_GATE_DEBUG) io2.err(`${e.stack ?? ""}
`);
    return EXIT.internal;
  }
}
function firstLine(e) {
  return printable(String(e?.message ?? e).split("\n")[0].slice(0, 300));
}

// src/cli/bin.ts
var io = {
  out: (s) => void process.stdout.write(s),
  err: (s) => void process.stderr.write(s),
  readStdin: async (maxBytes) => {
    const chunks = [];
    let total = 0;
    for await (const c of process.stdin) {
      chunks.push(c);
      total += c.length;
      if (maxBytes !== void 0 && total > maxBytes) break;
    }
    return Buffer.concat(chunks).toString("utf8");
  },
  cwd: process.cwd(),
  env: process.env,
  isTTY: Boolean(process.stdout.isTTY)
};
process.exit(await main(process.argv.slice(2), io));

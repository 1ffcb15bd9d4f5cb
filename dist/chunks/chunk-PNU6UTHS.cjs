var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  CertParseError: () => CertParseError,
  content: () => content,
  decodeBitString: () => decodeBitString,
  decodeOid: () => decodeOid,
  domainNameValid: () => domainNameValid,
  integerSign: () => integerSign,
  parseCert: () => parseCert,
  parseMailbox: () => parseMailbox,
  publicKeyOf: () => publicKeyOf,
  readTlv: () => readTlv,
  uriConstraintDomain: () => uriConstraintDomain
});
module.exports = __toCommonJS(stdin_exports);
var import_node_crypto = require("node:crypto");
var import_node_net = require("node:net");
var DerError = class extends Error {
  name = "DerError";
};
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
var UTC_TIME = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)?(Z|[+-]\d\d\d\d)$/;
var GENERALIZED_TIME = /^(\d\d\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(Z|[+-]\d\d\d\d)$/;
function decodeTime(t) {
  const s = content(t).toString("latin1");
  const m = t.tag === 23 ? UTC_TIME.exec(s) : t.tag === 24 ? GENERALIZED_TIME.exec(s) : null;
  if (t.tag !== 23 && t.tag !== 24) throw new DerError("unsupported time format");
  if (!m) throw new DerError(t.tag === 23 ? "malformed UTCTime" : "malformed GeneralizedTime");
  let year = Number(m[1]);
  if (t.tag === 23) year += year < 69 ? 2e3 : 1900;
  const [mo, d, h, mi] = [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
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
var Cursor = class {
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
  return domain.split(".").every((l) => /^[\x21-\x7e]+$/.test(l));
}
var ATEXT = /[0-9A-Za-z!#$%&'*+\-/=?^_`{|}~.]/;
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
          local += input.charAt(i++);
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
  if ((0, import_node_net.isIPv4)(s)) return !s.split(".").some((p) => p.length > 1 && p.startsWith("0"));
  return (0, import_node_net.isIPv6)(s) && !s.includes("%");
}
function netipParse(s) {
  if ((0, import_node_net.isIPv4)(s)) return s.split(".").some((p) => p.length > 1 && p.startsWith("0")) ? void 0 : "v4";
  const pct = s.indexOf("%");
  const addr = pct < 0 ? s : s.slice(0, pct);
  if (pct >= 0 && pct === s.length - 1) return void 0;
  return (0, import_node_net.isIPv6)(addr) ? "v6" : void 0;
}
var HEX = /^[0-9a-fA-F]$/;
var unhex = (c) => parseInt(c, 16);
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
      if (mode === "zone" && s.slice(i, i + 3) !== "%25" && v !== 32 && hostNeedsEscape(String.fromCharCode(v)))
        throw new Error("invalid URL escape");
      out += String.fromCharCode(v);
      i += 3;
      continue;
    }
    if ((mode === "host" || mode === "zone") && c.charCodeAt(0) < 128 && hostNeedsEscape(c))
      throw new Error("invalid character in host name");
    out += c;
    i++;
  }
  return out;
}
function validOptionalPort(port) {
  return port === "" || port[0] === ":" && /^[0-9]*$/.test(port.slice(1));
}
var USERINFO = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/;
function parseHost(host) {
  const open = host.lastIndexOf("[");
  if (open > 0) throw new Error("invalid IP-literal");
  if (open === 0) {
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
    const at = authority.lastIndexOf("@");
    host = parseHost(at < 0 ? authority : authority.slice(at + 1));
    if (at >= 0) {
      const userinfo = authority.slice(0, at);
      if (!USERINFO.test(userinfo)) throw new Error("invalid userinfo");
      for (const part of userinfo.includes(":") ? [userinfo.slice(0, userinfo.indexOf(":")), userinfo.slice(userinfo.indexOf(":") + 1)] : [userinfo])
        unescape(part, "user");
    }
  }
  unescape(rest, "path");
  if (hash >= 0) unescape(raw.slice(hash + 1), "fragment");
  return host;
}
function uriConstraintDomain(uri, host) {
  let h = host.toLowerCase();
  if (h.length === 0) return { error: `URI with empty host ("${uri}") cannot be matched against constraints` };
  if (h.includes(":") && !h.endsWith("]")) {
    const split = splitHostPort(host);
    if (split === void 0) return { error: `cannot parse URI host "${host}"` };
    h = split;
  }
  if (netipParse(h) || h.startsWith("[") && h.endsWith("]"))
    return { error: `URI with IP ("${uri}") cannot be matched against constraints` };
  return { domain: h };
}
function splitHostPort(hostport) {
  const i = hostport.lastIndexOf(":");
  if (i < 0) return void 0;
  let host;
  if (hostport[0] === "[") {
    const end = hostport.indexOf("]");
    if (end < 0 || end + 1 !== i) return void 0;
    host = hostport.slice(1, end);
  } else {
    host = hostport.slice(0, i);
    if (host.includes(":")) return void 0;
  }
  if (hostport.slice(0, i).includes("[") && hostport[0] !== "[") return void 0;
  if (hostport.slice(i + 1).includes("[") || hostport.slice(i + 1).includes("]")) return void 0;
  return host.toLowerCase();
}
var CertParseError = class extends Error {
  name = "CertParseError";
};
var SIG_ALGS = {
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
var UNKNOWN_SIG = { name: "unknown", hash: null, keyType: "none", pss: false };
var HASH_OIDS = {
  "2.16.840.1.101.3.4.2.1": { hash: "sha256", salt: 32 },
  "2.16.840.1.101.3.4.2.2": { hash: "sha384", salt: 48 },
  "2.16.840.1.101.3.4.2.3": { hash: "sha512", salt: 64 }
};
var CURVES = {
  "1.3.132.0.33": { name: "P-224", bits: 224 },
  "1.2.840.10045.3.1.7": { name: "P-256", bits: 256 },
  "1.3.132.0.34": { name: "P-384", bits: 384 },
  "1.3.132.0.35": { name: "P-521", bits: 521 }
};
var OID_RSA = "1.2.840.113549.1.1.1";
var OID_EC = "1.2.840.10045.2.1";
var OID_ED25519 = "1.3.101.112";
var OID_DSA = "1.2.840.10040.4.1";
var OID_SERVER_AUTH = "1.3.6.1.5.5.7.3.1";
var OID_ANY_EKU = "2.5.29.37.0";
var OID_AIA = "1.3.6.1.5.5.7.1.1";
var NULL = Buffer.from([5, 0]);
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
  const key = publicKeyInfo(spkiT);
  const cert = {
    der,
    sha256: (0, import_node_crypto.createHash)("sha256").update(der).digest("hex"),
    tbs: whole(tbsT),
    version,
    sigAlg,
    signature: Buffer.alloc(0),
    rawIssuer: whole(issuer),
    rawSubject: whole(subject),
    spki: whole(spkiT),
    notBefore,
    notAfter,
    keyType: key.type,
    keyBits: key.bits,
    curve: key.curve,
    rsaN: key.n,
    rsaE: key.e,
    publicBytes: key.pub,
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
  for (let i = 0; i < bytes.length; i++)
    out[i] = bytes[i] >> unused | (i > 0 ? bytes[i - 1] << 8 - unused & 255 : 0);
  return out;
}
function unusedBits(spki) {
  const c = new Cursor(spki);
  c.next(48, "public key algorithm identifier");
  return content(c.next(3, "subjectPublicKey"))[0];
}
var NIST = {
  "P-224": { p: 2n ** 224n - 2n ** 96n + 1n, b: 0xb4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4n },
  "P-256": {
    p: 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n,
    b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn
  },
  "P-384": {
    p: 2n ** 384n - 2n ** 128n - 2n ** 96n + 2n ** 32n - 1n,
    b: 0xb3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aefn
  },
  "P-521": {
    p: 2n ** 521n - 1n,
    b: 0x0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00n
  }
};
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
    const flag = c.optional(1, "extension critical field");
    const critical = flag ? decodeBoolean(flag, "extension critical field") : false;
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
      cert.inhibitAnyPolicy = int64(
        content(ext(value, 2, "invalid inhibit any policy extension")),
        "inhibit any policy extension"
      );
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
  const oids = elements(expectTag(t, 48, "extended key usages"), "invalid extended key usages").map(
    (o) => decodeOid(content(expectTag(o, 6, "extended key usages")))
  );
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
  if ((!permitted || permitted.end === permitted.body) && (!excluded || excluded.end === excluded.body))
    fail("empty name constraints extension");
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
          if (m.includes("@") ? !parseMailbox(m) : !domainNameValid(m, true))
            fail(`failed to parse rfc822Name constraint "${m}"`);
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
var UTF8 = new TextDecoder("utf-8", { fatal: true });
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
var ATTR_NAMES = {
  "2.5.4.3": "CN",
  "2.5.4.6": "C",
  "2.5.4.7": "L",
  "2.5.4.8": "ST",
  "2.5.4.10": "O",
  "2.5.4.11": "OU",
  "2.5.4.5": "SERIALNUMBER"
};
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
var KEY_CACHE_SIZE = 512;
var keyCache = /* @__PURE__ */ new Map();
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
var JWK_CURVES = { "P-256": "P-256", "P-384": "P-384", "P-521": "P-521" };
function importKey(cert) {
  const b64 = (b) => b.toString("base64url");
  try {
    if (cert.keyType === "rsa")
      return (0, import_node_crypto.createPublicKey)({ key: { kty: "RSA", n: b64(cert.rsaN), e: b64(cert.rsaE) }, format: "jwk" });
    if (cert.keyType === "ed25519")
      return (0, import_node_crypto.createPublicKey)({ key: { kty: "OKP", crv: "Ed25519", x: b64(cert.publicBytes) }, format: "jwk" });
    if (cert.keyType === "ecdsa" && JWK_CURVES[cert.curve]) {
      const len = (cert.publicBytes.length - 1) / 2;
      const x = cert.publicBytes.subarray(1, 1 + len);
      const y = cert.publicBytes.subarray(1 + len);
      return (0, import_node_crypto.createPublicKey)({ key: { kty: "EC", crv: cert.curve, x: b64(x), y: b64(y) }, format: "jwk" });
    }
    return (0, import_node_crypto.createPublicKey)({ key: cert.spki, format: "der", type: "spki" });
  } catch {
    return null;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CertParseError,
  content,
  decodeBitString,
  decodeOid,
  domainNameValid,
  integerSign,
  parseCert,
  parseMailbox,
  publicKeyOf,
  readTlv,
  uriConstraintDomain
});

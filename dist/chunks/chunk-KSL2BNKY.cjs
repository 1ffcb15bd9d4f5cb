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
  hostIp: () => hostIp,
  ipText: () => ipText,
  matchesHost: () => matchesHost,
  parseIp: () => parseIp,
  serviceHost: () => serviceHost
});
module.exports = __toCommonJS(stdin_exports);
var import_node_net = require("node:net");
function parseIp(s) {
  if ((0, import_node_net.isIPv4)(s)) {
    if (s.split(".").some((p) => p.length > 1 && p.startsWith("0"))) return void 0;
    return Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, ...s.split(".").map(Number)]);
  }
  if (!(0, import_node_net.isIPv6)(s) || s.includes("%")) return void 0;
  let head = s;
  let v4 = [];
  const lastColon = s.lastIndexOf(":");
  if (s.slice(lastColon + 1).includes(".")) {
    v4 = s.slice(lastColon + 1).split(".").map(Number);
    head = s.slice(0, lastColon + 1) + "0:0";
  }
  const [left, right] = head.split("::");
  const l = left ? left.split(":") : [];
  const r = right !== void 0 && right ? right.split(":") : [];
  const groups = [...l, ...Array(8 - l.length - r.length).fill("0"), ...r];
  const out = Buffer.alloc(16);
  groups.forEach((g, i) => out.writeUInt16BE(parseInt(g, 16), i * 2));
  if (v4.length) out.set(v4, 12);
  return out;
}
function ip16(b) {
  return b.length === 4 ? Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, ...b]) : b;
}
function ipText(b) {
  if (b.length === 4) return [...b].join(".");
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push(b.readUInt16BE(i).toString(16));
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; i++) {
    let j = i;
    while (j < 8 && groups[j] === "0") j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
  }
  if (best < 0) return groups.join(":");
  return `${groups.slice(0, best).join(":")}::${groups.slice(best + bestLen).join(":")}`;
}
function validHostname(host, isPattern) {
  if (!isPattern && host.endsWith(".")) host = host.slice(0, -1);
  if (host.length === 0 || host === "*") return false;
  const parts = host.split(".");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === "") return false;
    if (isPattern && i === 0 && part === "*") continue;
    for (let j = 0; j < part.length; j++) {
      const c = part[j];
      if (c >= "a" && c <= "z" || c >= "0" && c <= "9" || c >= "A" && c <= "Z" || c === "_") continue;
      if (c === "-" && j !== 0) continue;
      return false;
    }
  }
  return true;
}
var lowerAscii = (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
function matchHostnames(pattern, hostParts) {
  const p = lowerAscii(pattern);
  if (p.length === 0 || hostParts.length === 0) return false;
  const parts = p.split(".");
  if (parts.length !== hostParts.length) return false;
  return parts.every((part, i) => i === 0 && part === "*" || part === hostParts[i]);
}
function matchExactly(a, b) {
  if (a === "" || a === "." || b === "" || b === ".") return false;
  return lowerAscii(a) === lowerAscii(b);
}
function hostIp(host) {
  const candidate = host.length >= 3 && host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return parseIp(candidate);
}
function matchesHost(cert, host) {
  const ip = hostIp(host);
  if (ip) return cert.ips.some((c) => ip16(c).equals(ip));
  const name = lowerAscii(host);
  const validName = validHostname(name, false);
  const hostParts = (name.endsWith(".") ? name.slice(0, -1) : name).split(".");
  for (const san of cert.dnsNames) {
    if (validName && validHostname(san, true)) {
      if (matchHostnames(san, hostParts)) return true;
    } else if (matchExactly(san, name)) {
      return true;
    }
  }
  return false;
}
var DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
function serviceHost(service) {
  const [svc, ns, ...rest] = service.split(".");
  if (!svc || !ns || rest.length || !DNS_LABEL.test(svc) || !DNS_LABEL.test(ns)) {
    throw new Error(`--service must be NAME.NAMESPACE (lower-case DNS labels), got "${service}"`);
  }
  return `${svc}.${ns}.svc`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  hostIp,
  ipText,
  matchesHost,
  parseIp,
  serviceHost
});

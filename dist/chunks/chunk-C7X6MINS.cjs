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
var __toCommonJS = (mod2) => __copyProps(__defProp({}, "__esModule", { value: true }), mod2);
var stdin_exports = {};
__export(stdin_exports, {
  summary: () => summary,
  verifyServing: () => verifyServing
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_KSL2BNKY = require("./chunk-KSL2BNKY.cjs");
var import_chunk_EM33XNW3 = require("./chunk-EM33XNW3.cjs");
var import_chunk_PNU6UTHS = require("./chunk-PNU6UTHS.cjs");
var import_node_crypto = require("node:crypto");
var import_node_crypto2 = require("node:crypto");
var lowerByte = (c) => c >= 65 && c <= 90 ? c + 32 : c === 46 ? 0 : c;
function dnsCompare(a, b) {
  let i = a.length - 1;
  let j = b.length - 1;
  while (i >= 0 && j >= 0) {
    const x = lowerByte(a.charCodeAt(i));
    const y = lowerByte(b.charCodeAt(j));
    if (x !== y) return x < y ? -1 : 1;
    i--;
    j--;
  }
  return i < j ? -1 : j < i ? 1 : 0;
}
function dnsHasSuffix(a, b) {
  if (a.length > b.length) return false;
  const off = b.length - a.length;
  for (let i = a.length - 1; i >= 0; i--) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i + off);
    if (x === y) continue;
    if (y < x) [x, y] = [y, x];
    if (x >= 65 && x <= 90 && y === x + 32) continue;
    return false;
  }
  return !(a[0] !== "." && b.length > a.length && b[off - 1] !== ".");
}
function sortAndPrune(set, cmp, subset) {
  if (set.length < 2) return set;
  const s = [...set].sort(cmp);
  const out = [s[0]];
  for (let i = 1; i < s.length; i++) if (!subset(out[out.length - 1], s[i])) out.push(s[i]);
  return out;
}
function search(set, v, cmp, match) {
  if (set.length === 0) return void 0;
  let lo = 0;
  let hi = set.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (cmp(set[mid], v) < 0) lo = mid + 1;
    else hi = mid;
  }
  if (lo < set.length && cmp(set[lo], v) === 0) return set[lo];
  const c = set[lo === 0 ? 0 : lo - 1];
  return match(c, v) ? c : void 0;
}
function dnsConstraints(list, permitted) {
  if (list.length === 0) return void 0;
  if (list.some((n) => n.length === 0)) return { query: () => "" };
  const set = sortAndPrune(list, dnsCompare, dnsHasSuffix);
  const parents = /* @__PURE__ */ new Map();
  if (!permitted) {
    for (const n of set) {
      const name = n.toLowerCase();
      const trimmed = trimFirstLabel(name);
      if (trimmed !== "") parents.set(trimmed, name);
    }
  }
  return {
    query(s) {
      const hit = search(set, s, dnsCompare, dnsHasSuffix);
      if (hit !== void 0) return hit;
      if (!permitted && s.startsWith("*")) return parents.get(trimFirstLabel(s.toLowerCase()));
      return void 0;
    }
  };
}
function trimFirstLabel(s) {
  const i = s.indexOf(".");
  return i < 0 ? "" : s.slice(i);
}
var cmpBytes = (a, b) => Buffer.compare(a, b);
function contains(n, ip) {
  let nn = n.ip;
  let mask = n.mask;
  const v4 = to4(nn);
  if (v4) nn = v4;
  else if (nn.length !== 16) return false;
  if (mask.length === 4 && nn.length !== 4) return false;
  if (mask.length === 16 && nn.length === 4) mask = mask.subarray(12);
  if (mask.length !== nn.length) return false;
  const x = to4(ip) ?? ip;
  if (x.length !== nn.length) return false;
  for (let i = 0; i < x.length; i++) if ((nn[i] & mask[i]) !== (x[i] & mask[i])) return false;
  return true;
}
function to4(ip) {
  if (ip.length === 4) return ip;
  if (ip.length === 16 && ip.subarray(0, 10).every((b) => b === 0) && ip[10] === 255 && ip[11] === 255)
    return ip.subarray(12);
  return void 0;
}
function ipSubset(a, b) {
  if (!contains(a, b.ip)) return false;
  const broadcast = Buffer.alloc(b.ip.length);
  for (let i = 0; i < b.ip.length; i++) broadcast[i] = b.ip[i] | ~(b.mask[i] ?? 0) & 255;
  return contains(a, broadcast);
}
function ipConstraints(list) {
  if (list.length === 0) return void 0;
  const cmp = (a, b) => cmpBytes(a.ip, b.ip) || cmpBytes(a.mask, b.mask);
  const v4 = sortAndPrune(
    list.filter((n) => n.ip.length === 4),
    cmp,
    ipSubset
  );
  const v6 = sortAndPrune(
    list.filter((n) => n.ip.length !== 4),
    cmp,
    ipSubset
  );
  return {
    query(ip) {
      const hit = search(ip.length === 4 ? v4 : v6, ip, (n, v) => cmpBytes(n.ip, v), contains);
      return hit ? ipText2(hit) : void 0;
    }
  };
}
function ipText2(n) {
  return `${[...n.ip].join(".")}/${[...n.mask].reduce((s, b) => s + b.toString(2).replace(/0/g, "").length, 0)}`;
}
function emailConstraints(list, permitted) {
  if (list.length === 0) return void 0;
  const exact = /* @__PURE__ */ new Set();
  const domains = [];
  for (const c of list) {
    if (!c.includes("@")) {
      domains.push(c);
      continue;
    }
    const m = (0, import_chunk_PNU6UTHS.parseMailbox)(c);
    if (m) exact.add(`${m.local}\0${m.domain.toLowerCase()}`);
  }
  const dns = domains.length ? dnsConstraints(domains, permitted) : void 0;
  return {
    query(m) {
      if (exact.has(`${m.local}\0${m.domain}`)) return `${m.local}@${m.domain}`;
      return dns?.query(m.domain);
    }
  };
}
function check(k, v, shown) {
  if (k.permitted && k.permitted.query(v) === void 0)
    return `${k.type} "${shown}" is not permitted by any constraint`;
  const ex = k.excluded?.query(v);
  return ex !== void 0 ? `${k.type} "${shown}" is excluded by constraint "${ex}"` : void 0;
}
var built = /* @__PURE__ */ new WeakMap();
function compile(nc) {
  let c = built.get(nc);
  if (!c) {
    c = {
      ip: { type: "IP address", permitted: ipConstraints(nc.permittedIp), excluded: ipConstraints(nc.excludedIp) },
      dns: {
        type: "DNS name",
        permitted: dnsConstraints(nc.permittedDns, true),
        excluded: dnsConstraints(nc.excludedDns, false)
      },
      uri: {
        type: "URI",
        permitted: dnsConstraints(nc.permittedUri, true),
        excluded: dnsConstraints(nc.excludedUri, false)
      },
      email: {
        type: "email address",
        permitted: emailConstraints(nc.permittedEmail, true),
        excluded: emailConstraints(nc.excludedEmail, false)
      }
    };
    built.set(nc, c);
  }
  return c;
}
function chainConstraintError(chain) {
  const cas = chain.map((c, i) => [c, i]).filter(([c]) => c.nameConstraints);
  if (cas.length === 0) return void 0;
  for (let i = 0; i < chain.length; i++) {
    const c = chain[i];
    if (!c.hasSan) continue;
    const above = cas.filter(([, j]) => j > i);
    if (above.length === 0) return void 0;
    const uris = [];
    for (let k = 0; k < c.uris.length; k++) {
      const d = (0, import_chunk_PNU6UTHS.uriConstraintDomain)(c.uris[k], c.uriHosts[k]);
      if ("error" in d) return { ca: above[0][0], detail: d.error };
      uris.push(d.domain);
    }
    const mails = [];
    for (const e of c.emails) {
      const m = (0, import_chunk_PNU6UTHS.parseMailbox)(e);
      if (!m) return { ca: above[0][0], detail: `cannot parse rfc822Name "${e}"` };
      mails.push({ local: m.local, domain: m.domain.toLowerCase() });
    }
    for (const [ca] of above) {
      const cc = compile(ca.nameConstraints);
      const fail = (detail) => ({ ca, detail });
      for (const ip of c.ips) {
        const e = check(cc.ip, ip, ip.join("."));
        if (e) return fail(e);
      }
      for (const d of c.dnsNames) {
        if (!(0, import_chunk_PNU6UTHS.domainNameValid)(d, false)) return fail(`x509: cannot parse dnsName "${d}"`);
        const e = check(cc.dns, d, d);
        if (e) return fail(e);
      }
      for (let k = 0; k < uris.length; k++) {
        if (!(0, import_chunk_PNU6UTHS.domainNameValid)(uris[k], false))
          return fail(`x509: internal error: URI SAN "${c.uris[k]}" failed to parse`);
        const e = check(cc.uri, uris[k], c.uris[k]);
        if (e) return fail(e);
      }
      for (let k = 0; k < mails.length; k++) {
        if (!(0, import_chunk_PNU6UTHS.domainNameValid)(mails[k].domain, false)) return fail(`x509: cannot parse rfc822Name "${c.emails[k]}"`);
        const e = check(cc.email, mails[k], c.emails[k]);
        if (e) return fail(e);
      }
    }
  }
  return void 0;
}
var ANY_POLICY = "551d2000";
function node(valid, parents) {
  const n = { valid, expected: [valid], parents: /* @__PURE__ */ new Set(), children: /* @__PURE__ */ new Set() };
  for (const p of parents) {
    p.children.add(n);
    n.parents.add(p);
  }
  return n;
}
var Graph = class {
  strata;
  parentIndex = /* @__PURE__ */ new Map();
  depth = 0;
  constructor() {
    this.strata = [/* @__PURE__ */ new Map([[ANY_POLICY, node(ANY_POLICY, [])]])];
  }
  insert(n) {
    this.strata[this.depth].set(n.valid, n);
  }
  parentsWithExpected(p) {
    return this.depth === 0 ? [] : this.parentIndex.get(p) ?? [];
  }
  parentWithAny() {
    return this.depth === 0 ? void 0 : this.strata[this.depth - 1].get(ANY_POLICY);
  }
  parents() {
    return this.depth === 0 ? [] : [...this.strata[this.depth - 1].values()];
  }
  leaves() {
    return this.strata[this.depth];
  }
  deleteLeaf(p) {
    const n = this.strata[this.depth].get(p);
    if (!n) return;
    for (const q of n.parents) q.children.delete(n);
    for (const c of n.children) c.parents.delete(n);
    this.strata[this.depth].delete(p);
  }
  validPolicyNodes() {
    const out = [];
    for (let i = this.depth; i >= 0; i--) {
      for (const n of this.strata[i].values()) {
        if (n.valid === ANY_POLICY) continue;
        if (n.parents.size === 1 && [...n.parents][0].valid === ANY_POLICY) out.push(n);
      }
    }
    return out;
  }
  prune() {
    for (let i = this.depth - 1; i > 0; i--) {
      for (const n of [...this.strata[i].values()]) {
        if (n.children.size === 0) {
          for (const p of n.parents) p.children.delete(n);
          this.strata[i].delete(n.valid);
        }
      }
    }
  }
  incrDepth() {
    this.parentIndex = /* @__PURE__ */ new Map();
    for (const n of this.strata[this.depth].values()) {
      for (const e of n.expected) {
        const l = this.parentIndex.get(e);
        if (l) l.push(n);
        else this.parentIndex.set(e, [n]);
      }
    }
    this.depth++;
    this.strata.push(/* @__PURE__ */ new Map());
  }
};
var present = (v, zero) => v > 0 || zero;
function policiesValid(chain) {
  if (chain.length === 1) return true;
  const n = chain.length - 1;
  if (!chain.slice(0, n).some((c) => c.requireExplicitPolicy >= 0 || c.policyMappings.length > 0)) return true;
  let pg = new Graph();
  let inhibitAny = n + 1;
  let explicit = n + 1;
  let mapping = n + 1;
  for (let i = n - 1; i >= 0; i--) {
    const cert = chain[i];
    const selfSigned = cert.rawIssuer.equals(cert.rawSubject);
    if (cert.policies.length === 0) pg = void 0;
    if (explicit === 0 && !pg) return false;
    if (pg) {
      pg.incrDepth();
      const policies = /* @__PURE__ */ new Set();
      for (const policy of cert.policies) {
        policies.add(policy);
        if (policy === ANY_POLICY) continue;
        let parents = pg.parentsWithExpected(policy);
        if (parents.length === 0) {
          const any = pg.parentWithAny();
          if (any) parents = [any];
        }
        if (parents.length > 0) pg.insert(node(policy, parents));
      }
      if (policies.has(ANY_POLICY) && (inhibitAny > 0 || n - i < n && selfSigned)) {
        const missing = /* @__PURE__ */ new Map();
        const leaves = pg.leaves();
        for (const p of pg.parents()) {
          for (const e of p.expected) {
            if (!leaves.has(e)) {
              const l = missing.get(e);
              if (l) l.push(p);
              else missing.set(e, [p]);
            }
          }
        }
        for (const [oid, parents] of missing) pg.insert(node(oid, parents));
      }
      pg.prune();
      if (i !== 0 && cert.policyMappings.length > 0) {
        const mappings = /* @__PURE__ */ new Map();
        for (const [issuer, subject] of cert.policyMappings) {
          if (mapping > 0) {
            if (issuer === ANY_POLICY || subject === ANY_POLICY) return false;
            const l = mappings.get(issuer);
            if (l) l.push(subject);
            else mappings.set(issuer, [subject]);
          } else {
            pg.deleteLeaf(issuer);
          }
        }
        pg.prune();
        for (const [issuer, subjects] of mappings) {
          const matching = pg.leaves().get(issuer);
          if (matching) {
            matching.expected = subjects;
          } else {
            const any = pg.leaves().get(ANY_POLICY);
            if (any) {
              const m = node(issuer, [any]);
              m.expected = subjects;
              pg.insert(m);
            }
          }
        }
      }
    }
    if (i !== 0) {
      if (!selfSigned) {
        if (explicit > 0) explicit--;
        if (mapping > 0) mapping--;
        if (inhibitAny > 0) inhibitAny--;
      }
      if (present(cert.requireExplicitPolicy, cert.requireExplicitPolicy === 0) && cert.requireExplicitPolicy < explicit)
        explicit = cert.requireExplicitPolicy;
      if (present(cert.inhibitPolicyMapping, cert.inhibitPolicyMapping === 0) && cert.inhibitPolicyMapping < mapping)
        mapping = cert.inhibitPolicyMapping;
      if (present(cert.inhibitAnyPolicy, cert.inhibitAnyPolicy === 0) && cert.inhibitAnyPolicy < inhibitAny)
        inhibitAny = cert.inhibitAnyPolicy;
    }
  }
  if (explicit > 0) explicit--;
  if (chain[0].requireExplicitPolicy === 0) explicit = 0;
  let valid = 0;
  if (pg) {
    valid = pg.validPolicyNodes().length;
    if (pg.leaves().get(ANY_POLICY)) valid++;
  }
  return !(explicit === 0 && valid === 0);
}
var KEY_CERT_SIGN = 1 << 5;
var MAX_SIGNATURE_CHECKS = 100;
function searchChains(leaf, roots, intermediates, at) {
  const state = { roots, intermediates: unique(intermediates), at, failures: [], sigCache: /* @__PURE__ */ new Map() };
  const checks = { n: 0 };
  const candidates = roots.some((r) => r.sha256 === leaf.sha256) ? [[leaf]] : buildChains([leaf], state, checks);
  if (checks.n > MAX_SIGNATURE_CHECKS && candidates.length === 0)
    state.failures.push({ kind: "too-many-checks", cert: leaf });
  const chains = candidates.filter((chain) => passesFilters(chain, state.failures));
  return { chains, failures: state.failures };
}
function unique(certs) {
  const seen = /* @__PURE__ */ new Set();
  return certs.filter((c) => !seen.has(c.sha256) && !!seen.add(c.sha256));
}
function potentialParents(child, pool) {
  const match = [];
  const one = [];
  const mismatch = [];
  const akid = child.authorityKeyId ?? EMPTY;
  for (const c of pool) {
    if (!c.rawSubject.equals(child.rawIssuer)) continue;
    const skid = c.subjectKeyId ?? EMPTY;
    if (skid.equals(akid)) match.push(c);
    else if (skid.length === 0 && akid.length > 0 || skid.length > 0 && akid.length === 0) one.push(c);
    else mismatch.push(c);
  }
  return [...match, ...one, ...mismatch];
}
var EMPTY = Buffer.alloc(0);
function buildChains(current, state, checks) {
  const child = current[current.length - 1];
  const chains = [];
  let found = 0;
  for (const [isRoot, pool] of [
    [true, state.roots],
    [false, state.intermediates]
  ]) {
    for (const parent of potentialParents(child, pool)) {
      found++;
      if (++checks.n > MAX_SIGNATURE_CHECKS) return chains;
      if (parent.keyType === "unknown") {
        state.failures.push({ kind: "unsupported-parent-key", cert: child, parent, parentInBundle: isRoot });
        continue;
      }
      if (alreadyInChain(parent, current)) continue;
      const problems = [...checkSignatureFrom(child, parent, state), ...isValid(parent, isRoot, current, state.at)];
      if (problems.length) {
        for (const p of problems) state.failures.push({ ...p, cert: p.cert ?? child, parent, parentInBundle: isRoot });
        continue;
      }
      const next = [...current, parent];
      if (isRoot) chains.push(next);
      else chains.push(...buildChains(next, state, checks));
      if (checks.n > MAX_SIGNATURE_CHECKS) return chains;
    }
  }
  if (found === 0) state.failures.push({ kind: "no-issuer", cert: child });
  return chains;
}
function alreadyInChain(candidate, chain) {
  return chain.some(
    (c) => c.rawSubject.equals(candidate.rawSubject) && c.spki.equals(candidate.spki) && (c.sanRaw === void 0 ? candidate.sanRaw === void 0 : candidate.sanRaw !== void 0 && c.sanRaw.equals(candidate.sanRaw))
  );
}
function checkSignatureFrom(child, parent, state) {
  const out = [];
  if (parent.version === 3 && !parent.basicConstraintsValid || parent.basicConstraintsValid && !parent.isCA) {
    out.push({ kind: "not-ca" });
  }
  if (parent.keyUsage !== 0 && !(parent.keyUsage & KEY_CERT_SIGN)) out.push({ kind: "no-keycertsign" });
  const key = `${child.sha256}:${parent.sha256}`;
  let sig = state.sigCache.get(key);
  if (sig === void 0) {
    sig = checkSignature(child, parent);
    state.sigCache.set(key, sig);
  }
  if (sig) out.push({ kind: sig, detail: child.sigAlg.name });
  return out;
}
function checkSignature(child, parent) {
  const alg = child.sigAlg;
  if (alg.hash === null && alg.keyType !== "ed25519") return "unsupported-signature";
  if (alg.hash === "md5" || alg.hash === "sha1") return "weak-signature";
  if (parent.keyType === "dsa") return "unsupported-signature";
  if (alg.keyType !== parent.keyType) return "key-type-mismatch";
  if (parent.keyType === "rsa" && parent.keyBits < 1024) return "small-rsa";
  const key = (0, import_chunk_PNU6UTHS.publicKeyOf)(parent);
  if (!key) return "bad-signature";
  try {
    const ok = alg.pss ? (0, import_node_crypto.verify)(
      alg.hash,
      child.tbs,
      { key, padding: import_node_crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: hashLength(alg.hash) },
      child.signature
    ) : (0, import_node_crypto.verify)(alg.hash, child.tbs, key, child.signature);
    return ok ? null : "bad-signature";
  } catch {
    return "bad-signature";
  }
}
function hashLength(hash) {
  return hash === "sha512" ? 64 : hash === "sha384" ? 48 : 32;
}
function isValid(parent, isRoot, current, at) {
  const out = [...validityProblems(parent, at)];
  if (!isRoot && (!parent.basicConstraintsValid || !parent.isCA)) out.push({ kind: "not-authorized" });
  if (parent.basicConstraintsValid && parent.maxPathLen >= 0 && current.length - 1 > parent.maxPathLen) {
    out.push({
      kind: "path-length",
      detail: `pathLen ${parent.maxPathLen}, ${current.length - 1} intermediate(s) below`
    });
  }
  return out.map((p) => ({ ...p, cert: parent }));
}
function validityProblems(cert, at) {
  const out = [];
  if (cert.unhandledCritical.length) out.push({ kind: "critical-ext", detail: cert.unhandledCritical.join(", ") });
  if (at < cert.notBefore) out.push({ kind: "not-yet-valid" });
  else if (at > cert.notAfter) out.push({ kind: "expired" });
  return out;
}
function passesFilters(chain, failures) {
  if (!policiesValid(chain)) {
    failures.push({ kind: "policy", cert: chain[chain.length - 1] });
    return false;
  }
  const eku = ekuBlocker(chain);
  if (eku) {
    failures.push({ kind: "eku", cert: eku });
    return false;
  }
  const nc = chainConstraintError(chain);
  if (nc) {
    failures.push({ kind: "name-constraint", cert: nc.ca, detail: nc.detail });
    return false;
  }
  return true;
}
function ekuBlocker(chain) {
  for (let i = chain.length - 1; i >= 0; i--) {
    const c = chain[i];
    if (!c.hasEku || c.ekuAny) continue;
    if (!c.ekuServerAuth) return c;
  }
  return void 0;
}
var CURVES = {
  "1.3.132.0.33": {
    name: "P-224",
    ecdh: "secp224r1",
    size: 28,
    n: 0xffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3dn
  },
  "1.2.840.10045.3.1.7": {
    name: "P-256",
    ecdh: "prime256v1",
    size: 32,
    n: 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n
  },
  "1.3.132.0.34": {
    name: "P-384",
    ecdh: "secp384r1",
    size: 48,
    n: 0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n
  },
  "1.3.132.0.35": {
    name: "P-521",
    ecdh: "secp521r1",
    size: 66,
    n: 0x01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409n
  }
};
var UNPARSABLE = "the private key does not parse the way Go loads it (PKCS#1/PKCS#8/SEC1; encrypted keys are not supported; RSA keys must be consistent)";
function checkKeyPair(keyPem, leaf) {
  let blocks;
  try {
    blocks = (0, import_chunk_EM33XNW3.decodePem)(keyPem);
  } catch {
    blocks = [];
  }
  const block = blocks.find((b) => b.type === "PRIVATE KEY" || b.type.endsWith(" PRIVATE KEY"));
  if (!block)
    return {
      ok: false,
      reason: "no-key-block",
      message: "the key file holds no PRIVATE KEY PEM block (PKCS#8/PKCS#1/SEC1 PEM expected)"
    };
  const key = parsePrivateKey(block.bytes);
  if (!key) return { ok: false, reason: "unparsable", message: UNPARSABLE };
  if (key.kind === "other")
    return {
      ok: false,
      reason: "unsupported",
      message: `the private key type (${key.name}) cannot be loaded by Go's TLS stack`
    };
  if (leaf.keyType !== "rsa" && leaf.keyType !== "ecdsa" && leaf.keyType !== "ed25519") {
    return {
      ok: false,
      reason: "unsupported",
      message: "the certificate's public key type is not one Go's TLS stack can serve"
    };
  }
  if (key.kind !== leaf.keyType) {
    return {
      ok: false,
      reason: "type-mismatch",
      message: `the private key is ${label(key.kind)} but the certificate's key is ${label(leaf.keyType)}`
    };
  }
  if (!samePublicKey(key, leaf))
    return { ok: false, reason: "mismatch", message: "the private key does not belong to the served certificate" };
  return { ok: true, keyType: label(key.kind) };
}
function samePublicKey(key, leaf) {
  if (key.kind === "rsa") return !!leaf.rsaN && !!leaf.rsaE && key.n === big(leaf.rsaN) && key.e === big(leaf.rsaE);
  if (key.kind === "ecdsa") return key.curve === leaf.curve && !!leaf.publicBytes && key.point.equals(leaf.publicBytes);
  return !!leaf.publicBytes && ed25519Public(key.seed, leaf.publicBytes).equals(leaf.publicBytes);
}
function parsePrivateKey(der) {
  let second;
  try {
    const top = (0, import_chunk_PNU6UTHS.readTlv)(der, 0);
    second = top.tag === 48 ? der[(0, import_chunk_PNU6UTHS.readTlv)(der, top.body, top.end).end] : void 0;
  } catch {
    return void 0;
  }
  if (second === 2) return attempt(() => parsePkcs1(der));
  if (second === 48) return attempt(() => parsePkcs8(der));
  if (second === 4) return attempt(() => parseSec1(der, void 0));
  return void 0;
}
function attempt(parse) {
  try {
    return parse();
  } catch {
    return void 0;
  }
}
var Fields = class {
  constructor(t) {
    this.t = t;
    this.pos = t.body;
  }
  t;
  pos;
  peek() {
    return this.pos < this.t.end ? this.t.buf[this.pos] : void 0;
  }
  next(tag) {
    if (this.pos >= this.t.end) throw new Error("missing field");
    const el = (0, import_chunk_PNU6UTHS.readTlv)(this.t.buf, this.pos, this.t.end);
    if (el.tag !== tag) throw new Error("unexpected tag");
    this.pos = el.end;
    return el;
  }
  optional(tag) {
    return this.peek() === tag ? this.next(tag) : void 0;
  }
};
function sequence(der, strict) {
  const t = (0, import_chunk_PNU6UTHS.readTlv)(der, 0);
  if (t.tag !== 48 || strict && t.end !== der.length) throw new Error("not a sequence");
  return new Fields(t);
}
function bigInt(t) {
  const b = (0, import_chunk_PNU6UTHS.content)(t);
  const sign = (0, import_chunk_PNU6UTHS.integerSign)(b);
  const v = BigInt("0x" + b.toString("hex"));
  return sign < 0 ? v - (1n << BigInt(b.length * 8)) : v;
}
function int(t) {
  if ((0, import_chunk_PNU6UTHS.content)(t).length > 8) throw new Error("integer too large");
  return bigInt(t);
}
var big = (b) => BigInt("0x" + (b.toString("hex") || "0"));
function bitLen(v) {
  if (v <= 0n) return 0;
  const hex = v.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0], 16)));
}
var mod = (a, m) => (a % m + m) % m;
function modPow(b, e, m) {
  let r = 1n;
  b = mod(b, m);
  for (; e > 0n; e >>= 1n, b = b * b % m) if (e & 1n) r = r * b % m;
  return r;
}
function parsePkcs1(der) {
  const f = sequence(der, true);
  const version = int(f.next(2));
  const n = bigInt(f.next(2));
  const e = int(f.next(2));
  const d = bigInt(f.next(2));
  const p = bigInt(f.next(2));
  const q = bigInt(f.next(2));
  const crt = [f.optional(2), f.optional(2), f.optional(2)].map((t) => t ? bigInt(t) : void 0);
  const extra = f.peek() === 48 ? f.next(48) : void 0;
  if (version > 1n) return void 0;
  if (n <= 0n || d <= 0n || p <= 0n || q <= 0n || crt.some((v) => v !== void 0 && v <= 0n)) return void 0;
  if (!(n & 1n) || e < 2n || !(e & 1n) || e > 2n ** 31n - 1n || d >= n) return void 0;
  if (extra && extra.end > extra.body) return multiPrime(n, e, p, q) ? { kind: "rsa", n, e } : void 0;
  if (p <= 2n || q <= 2n) return void 0;
  let [dp, dq, qinv] = crt;
  if (dp === void 0 || dq === void 0 || qinv === void 0) {
    if (!(p & 1n)) return void 0;
    dp = d % (p - 1n);
    dq = d % (q - 1n);
    qinv = modPow(q, p - 2n, p);
  } else if (qinv >= p) {
    return void 0;
  }
  if (p >= n || q >= n || p * q % n !== 0n) return void 0;
  if (dp >= p - 1n || e * dp % (p - 1n) !== 1n % (p - 1n) || dq >= q - 1n || e * dq % (q - 1n) !== 1n % (q - 1n))
    return void 0;
  if (qinv * (q % p) % p !== 1n) return void 0;
  if (d % (p - 1n) !== dp || d % (q - 1n) !== dq) return void 0;
  const diff = p > q ? p - q : q - p;
  const half = Math.floor(bitLen(n) / 2);
  if (diff === 0n || bitLen(diff) <= half - 100 || bitLen(d) <= half) return void 0;
  return { kind: "rsa", n, e };
}
function multiPrime(n, e, p, q) {
  const gcd = (a, b) => b === 0n ? a : gcd(b, a % b);
  return n > 1n && e > 0n && p > 1n && q > 1n && gcd(q, p) === 1n;
}
function parsePkcs8(der) {
  const f = sequence(der, false);
  int(f.next(2));
  const ai = new Fields(f.next(48));
  const oid = (0, import_chunk_PNU6UTHS.decodeOid)((0, import_chunk_PNU6UTHS.content)(ai.next(6)));
  const params = ai.peek() === void 0 ? void 0 : nextAny(ai);
  const inner = (0, import_chunk_PNU6UTHS.content)(f.next(4));
  switch (oid) {
    case "1.2.840.113549.1.1.1":
      return parsePkcs1(inner);
    case "1.2.840.10045.2.1": {
      let curve;
      if (params?.tag === 6) curve = attemptOid(params);
      return parseSec1(inner, curve);
    }
    case "1.3.101.112": {
      if (params) return void 0;
      const seed = (0, import_chunk_PNU6UTHS.content)(new Fields(wrap(inner)).next(4));
      return seed.length === 32 ? { kind: "ed25519", seed } : void 0;
    }
    case "1.3.101.110":
      return { kind: "other", name: "X25519" };
    default:
      return void 0;
  }
}
function nextAny(f) {
  return f.next(f.peek());
}
function attemptOid(t) {
  try {
    return (0, import_chunk_PNU6UTHS.decodeOid)((0, import_chunk_PNU6UTHS.content)(t));
  } catch {
    return void 0;
  }
}
function wrap(der) {
  const first = (0, import_chunk_PNU6UTHS.readTlv)(der, 0);
  return { tag: 48, start: 0, body: 0, end: first.end, buf: der };
}
function parseSec1(der, curveFromPkcs8) {
  const f = sequence(der, false);
  if (int(f.next(2)) !== 1n) return void 0;
  let d = (0, import_chunk_PNU6UTHS.content)(f.next(4));
  const curveT = f.optional(160);
  const own = curveT ? (0, import_chunk_PNU6UTHS.decodeOid)((0, import_chunk_PNU6UTHS.content)(new Fields(curveT).next(6))) : void 0;
  const pointT = f.optional(161);
  if (pointT) (0, import_chunk_PNU6UTHS.decodeBitString)(new Fields(pointT).next(3), "EC public key");
  const curve = CURVES[curveFromPkcs8 ?? own ?? ""];
  if (!curve) return curveFromPkcs8 ?? own ? { kind: "other", name: "EC on a curve Go does not support" } : void 0;
  while (d.length > curve.size) {
    if (d[0] !== 0) return void 0;
    d = d.subarray(1);
  }
  const scalar = big(d);
  if (scalar === 0n || scalar >= curve.n) return void 0;
  const padded = Buffer.concat([Buffer.alloc(curve.size - d.length), d]);
  const ecdh = (0, import_node_crypto2.createECDH)(curve.ecdh);
  ecdh.setPrivateKey(padded);
  return { kind: "ecdsa", curve: curve.name, point: ecdh.getPublicKey() };
}
var ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
function ed25519Public(seed, expected) {
  try {
    const priv = (0, import_node_crypto2.createPrivateKey)({
      key: { kty: "OKP", crv: "Ed25519", d: seed.toString("base64url"), x: expected.toString("base64url") },
      format: "jwk"
    });
    return Buffer.from(String((0, import_node_crypto2.createPublicKey)(priv).export({ format: "jwk" }).x), "base64url");
  } catch {
    const priv = (0, import_node_crypto2.createPrivateKey)({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" });
    const spki = (0, import_node_crypto2.createPublicKey)(priv).export({ type: "spki", format: "der" });
    return spki.subarray(spki.length - 32);
  }
}
function label(kind) {
  return kind === "rsa" ? "RSA" : kind === "ecdsa" ? "ECDSA" : kind === "ed25519" ? "Ed25519" : kind;
}
var DAY = 864e5;
function verifyServing(input) {
  const at = input.at.getTime();
  const cache = /* @__PURE__ */ new Map();
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  const add = (reason, severity = "error", inBundle) => {
    const key = JSON.stringify(reason);
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ reason, severity, ...inBundle ? { inBundle } : {} });
  };
  let accepted = true;
  const reject = (reason) => {
    accepted = false;
    add(reason);
  };
  const served = (0, import_chunk_EM33XNW3.decodePem)(input.chainPem).filter((b) => b.type === "CERTIFICATE").map((b, index) => {
    const r = (0, import_chunk_EM33XNW3.parseCached)(b.bytes, cache);
    return "der" in r ? { cert: r, line: b.line, index } : { error: r, line: b.line, index };
  });
  const bundle = (0, import_chunk_EM33XNW3.parseCaBundle)(input.caBundlePem, cache);
  const result = {
    accepted: false,
    problems,
    chain: [],
    bundle: { usable: bundle.certs.length, skipped: bundle.skipped }
  };
  if (served.length === 0) reject({ kind: "no-served-cert" });
  for (const s of served) checkServedParse(s, reject);
  const leaf = served[0]?.cert;
  if (leaf) result.leaf = summary(leaf);
  if (input.caBundlePem.length === 0) {
    result.systemRoots = true;
    reject({ kind: "bundle-empty" });
  } else if (bundle.certs.length === 0) {
    reject({ kind: "bundle-unusable", skipped: bundle.skipped });
  }
  if (leaf) {
    checkLeaf(leaf, input, at, reject);
    if (input.keyPem !== void 0) checkKey(input.keyPem, leaf, reject);
    if (bundle.certs.length) {
      const intermediates = served.slice(1).flatMap((s) => s.cert ? [s.cert] : []);
      const roots = bundle.certs.map((c) => c.cert);
      const search2 = searchChains(leaf, roots, intermediates, at);
      const [first] = search2.chains;
      if (first) {
        result.chain = first.map(summary);
        expiringSoon(first, input, at, add);
      } else {
        accepted = false;
        const roles = { leaf, bundle: new Set(roots.map((r) => r.sha256)), all: [...roots, ...intermediates] };
        const failures = search2.failures.filter((f) => !(f.kind === "eku" && f.cert === leaf));
        for (const f of uniqueFailures(failures))
          add(chainReason(f, roles), "error", roles.bundle.has(f.cert.sha256) ? true : void 0);
        result.chain = served.flatMap((s) => s.cert ? [summary(s.cert)] : []);
      }
    } else {
      result.chain = served.flatMap((s) => s.cert ? [summary(s.cert)] : []);
      expiringSoon([leaf], input, at, add);
    }
  }
  result.accepted = accepted && problems.every((p) => p.severity !== "error");
  return result;
}
function checkServedParse(s, reject) {
  const cert = s.index === 0 ? { role: "leaf" } : { role: "served", index: s.index };
  if (s.error) {
    reject({ kind: "unparsable", cert, line: s.line, detail: s.error.message });
    return;
  }
  if (s.cert && s.cert.keyType === "rsa" && s.cert.keyBits > 8192)
    reject({ kind: "rsa-too-large", cert, bits: s.cert.keyBits });
}
function checkLeaf(leaf, input, at, reject) {
  for (const p of validityProblems(leaf, at)) reject(chainReason({ ...p, cert: leaf }, { leaf, bundle: /* @__PURE__ */ new Set() }));
  if (!(0, import_chunk_KSL2BNKY.matchesHost)(leaf, input.host)) {
    reject({
      kind: "hostname",
      host: input.host,
      hostIsIp: (0, import_chunk_KSL2BNKY.hostIp)(input.host) !== void 0,
      dnsNames: leaf.dnsNames,
      ips: leaf.ips.map(import_chunk_KSL2BNKY.ipText),
      hasSan: leaf.hasSan,
      subject: leaf.subjectText
    });
  }
  if (ekuBlocker([leaf])) reject({ kind: "leaf-eku" });
  if (leaf.keyType === "unknown" || leaf.keyType === "dsa")
    reject({ kind: "leaf-key-unsupported", keyType: leaf.keyType });
  if (leaf.keyType === "ecdsa" && leaf.curve === "P-224") reject({ kind: "leaf-p224" });
  if (leaf.keyType === "rsa" && leaf.keyBits < 1024) reject({ kind: "leaf-small-rsa", bits: leaf.keyBits });
}
function checkKey(keyPem, leaf, reject) {
  let r;
  try {
    r = checkKeyPair(keyPem, leaf);
  } catch {
    r = { ok: false, message: "the private key does not parse (PKCS#8/PKCS#1/SEC1 PEM expected)" };
  }
  if (!r.ok) reject({ kind: "key-mismatch", detail: r.message });
}
function expiringSoon(chain, input, at, add) {
  const minDays = input.minDays ?? 30;
  chain.forEach((c, i) => {
    const left = (c.notAfter - at) / DAY;
    if (left < 0) return;
    const cert = i === 0 ? { role: "leaf" } : i === chain.length - 1 ? { role: "anchor", subject: c.subjectText } : { role: "intermediate", subject: c.subjectText };
    if (left < minDays) {
      add({ kind: "expiring-soon", cert, notAfter: iso(c.notAfter), daysLeft: Math.floor(left), minDays }, "warning");
    } else if (i === 0 && input.renewWithinDays !== void 0 && left < input.renewWithinDays) {
      add({ kind: "renew-window", notAfter: iso(c.notAfter), renewWithinDays: input.renewWithinDays }, "warning");
    }
  });
}
function uniqueFailures(failures) {
  const seen = /* @__PURE__ */ new Set();
  return failures.filter((f) => {
    if (f.kind === "not-authorized" && failures.some((g) => g.kind === "not-ca" && g.parent === f.cert)) return false;
    const key = `${f.kind}:${f.cert.sha256}:${f.parent?.sha256 ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function role(c, roles) {
  if (c.sha256 === roles.leaf.sha256) return { role: "leaf" };
  return roles.bundle.has(c.sha256) ? { role: "bundle", subject: c.subjectText } : { role: "intermediate", subject: c.subjectText };
}
function chainReason(f, roles) {
  const twin = f.kind === "no-issuer" ? roles.all?.find((o) => o.subjectText === f.cert.issuerText) : void 0;
  return {
    kind: "chain",
    failure: f.kind,
    cert: role(f.cert, roles),
    ...f.parent ? { parent: role(f.parent, roles), parentKeyBits: f.parent.keyBits } : {},
    parentInBundle: f.parentInBundle === true,
    issuer: f.cert.issuerText,
    notBefore: iso(f.cert.notBefore),
    notAfter: iso(f.cert.notAfter),
    ...f.detail !== void 0 ? { detail: f.detail } : {},
    ...twin ? { twin: role(twin, roles) } : {}
  };
}
function iso(ms) {
  return new Date(ms).toISOString().replace(".000Z", "Z");
}
function summary(c) {
  return {
    subject: c.subjectText,
    issuer: c.issuerText,
    sans: [...c.dnsNames, ...c.ips.map(import_chunk_KSL2BNKY.ipText), ...c.emails, ...c.uris],
    notBefore: iso(c.notBefore),
    notAfter: iso(c.notAfter),
    sha256: c.sha256,
    keyType: keyLabel(c)
  };
}
function keyLabel(c) {
  switch (c.keyType) {
    case "rsa":
      return `RSA ${c.keyBits}`;
    case "ecdsa":
      return `ECDSA ${c.curve}`;
    case "ed25519":
      return "Ed25519";
    case "dsa":
      return "DSA";
    default:
      return "unsupported";
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  summary,
  verifyServing
});

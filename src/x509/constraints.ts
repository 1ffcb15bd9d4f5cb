/**
 * Name constraints exactly as Go 1.26 checks them (crypto/x509/constraints.go): per CA, constraints
 * are sorted, pruned of subtrees already covered, and looked up by binary search against the nearest
 * lower neighbour. That lookup, not RFC 5280's wording, decides the verdict, so it is ported as is.
 */
import type { NameConstraints, ParsedCert } from './cert.js';
import { domainNameValid, parseMailbox, uriConstraintDomain, type Mailbox } from './names.js';

interface Query<V> {
  query(v: V): string | undefined;
}

const lowerByte = (c: number) => (c >= 0x41 && c <= 0x5a ? c + 32 : c === 0x2e ? 0 : c);

/** Go's dnsCompare: case-insensitive, from the end, with '.' sorting lowest. */
function dnsCompare(a: string, b: string): number {
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

/** Go's dnsHasSuffix(a, b): constraint a covers name b (a leading dot means subdomains only). */
function dnsHasSuffix(a: string, b: string): boolean {
  if (a.length > b.length) return false;
  const off = b.length - a.length;
  for (let i = a.length - 1; i >= 0; i--) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i + off);
    if (x === y) continue;
    if (y < x) [x, y] = [y, x];
    if (x >= 0x41 && x <= 0x5a && y === x + 32) continue;
    return false;
  }
  return !(a[0] !== '.' && b.length > a.length && b[off - 1] !== '.');
}

function sortAndPrune<T>(set: T[], cmp: (a: T, b: T) => number, subset: (a: T, b: T) => boolean): T[] {
  if (set.length < 2) return set;
  const s = [...set].sort(cmp);
  const out = [s[0]!];
  for (let i = 1; i < s.length; i++) if (!subset(out[out.length - 1]!, s[i]!)) out.push(s[i]!);
  return out;
}

/** slices.BinarySearchFunc, then the one neighbour Go looks at. */
function search<T, V>(set: T[], v: V, cmp: (t: T, v: V) => number, match: (t: T, v: V) => boolean): T | undefined {
  if (set.length === 0) return undefined;
  let lo = 0;
  let hi = set.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(set[mid]!, v) < 0) lo = mid + 1;
    else hi = mid;
  }
  if (lo < set.length && cmp(set[lo]!, v) === 0) return set[lo];
  const c = set[lo === 0 ? 0 : lo - 1]!;
  return match(c, v) ? c : undefined;
}

function dnsConstraints(list: string[], permitted: boolean): Query<string> | undefined {
  if (list.length === 0) return undefined;
  if (list.some((n) => n.length === 0)) return { query: () => '' };
  const set = sortAndPrune(list, dnsCompare, dnsHasSuffix);
  const parents = new Map<string, string>();
  if (!permitted) {
    for (const n of set) {
      const name = n.toLowerCase();
      const trimmed = trimFirstLabel(name);
      if (trimmed !== '') parents.set(trimmed, name);
    }
  }
  return {
    query(s) {
      const hit = search(set, s, dnsCompare, dnsHasSuffix);
      if (hit !== undefined) return hit;
      if (!permitted && s.startsWith('*')) return parents.get(trimFirstLabel(s.toLowerCase()));
      return undefined;
    },
  };
}

function trimFirstLabel(s: string): string {
  const i = s.indexOf('.');
  return i < 0 ? '' : s.slice(i);
}

interface Net {
  ip: Buffer;
  mask: Buffer;
}

const cmpBytes = (a: Buffer, b: Buffer) => Buffer.compare(a, b);

/** net.IPNet.Contains, including its IPv4-in-IPv6 folding. */
function contains(n: Net, ip: Buffer): boolean {
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
  for (let i = 0; i < x.length; i++) if ((nn[i]! & mask[i]!) !== (x[i]! & mask[i]!)) return false;
  return true;
}

function to4(ip: Buffer): Buffer | undefined {
  if (ip.length === 4) return ip;
  if (ip.length === 16 && ip.subarray(0, 10).every((b) => b === 0) && ip[10] === 0xff && ip[11] === 0xff)
    return ip.subarray(12);
  return undefined;
}

function ipSubset(a: Net, b: Net): boolean {
  if (!contains(a, b.ip)) return false;
  const broadcast = Buffer.alloc(b.ip.length);
  for (let i = 0; i < b.ip.length; i++) broadcast[i] = b.ip[i]! | (~(b.mask[i] ?? 0) & 0xff);
  return contains(a, broadcast);
}

function ipConstraints(list: Net[]): Query<Buffer> | undefined {
  if (list.length === 0) return undefined;
  const cmp = (a: Net, b: Net) => cmpBytes(a.ip, b.ip) || cmpBytes(a.mask, b.mask);
  const v4 = sortAndPrune(
    list.filter((n) => n.ip.length === 4),
    cmp,
    ipSubset,
  );
  const v6 = sortAndPrune(
    list.filter((n) => n.ip.length !== 4),
    cmp,
    ipSubset,
  );
  return {
    query(ip) {
      const hit = search(ip.length === 4 ? v4 : v6, ip, (n, v) => cmpBytes(n.ip, v), contains);
      return hit ? ipText(hit) : undefined;
    },
  };
}

function ipText(n: Net): string {
  return `${[...n.ip].join('.')}/${[...n.mask].reduce((s, b) => s + b.toString(2).replace(/0/g, '').length, 0)}`;
}

function emailConstraints(list: string[], permitted: boolean): Query<Mailbox> | undefined {
  if (list.length === 0) return undefined;
  const exact = new Set<string>();
  const domains: string[] = [];
  for (const c of list) {
    if (!c.includes('@')) {
      domains.push(c);
      continue;
    }
    const m = parseMailbox(c);
    if (m) exact.add(`${m.local}\u0000${m.domain.toLowerCase()}`);
  }
  const dns = domains.length ? dnsConstraints(domains, permitted) : undefined;
  return {
    query(m) {
      if (exact.has(`${m.local}\u0000${m.domain}`)) return `${m.local}@${m.domain}`;
      return dns?.query(m.domain);
    },
  };
}

interface Kind<V> {
  type: string;
  permitted?: Query<V>;
  excluded?: Query<V>;
}
interface CaConstraints {
  ip: Kind<Buffer>;
  dns: Kind<string>;
  uri: Kind<string>;
  email: Kind<Mailbox>;
}

function check<V>(k: Kind<V>, v: V, shown: string): string | undefined {
  if (k.permitted && k.permitted.query(v) === undefined)
    return `${k.type} "${shown}" is not permitted by any constraint`;
  const ex = k.excluded?.query(v);
  return ex !== undefined ? `${k.type} "${shown}" is excluded by constraint "${ex}"` : undefined;
}

const built = new WeakMap<NameConstraints, CaConstraints>();

function compile(nc: NameConstraints): CaConstraints {
  let c = built.get(nc);
  if (!c) {
    c = {
      ip: { type: 'IP address', permitted: ipConstraints(nc.permittedIp), excluded: ipConstraints(nc.excludedIp) },
      dns: {
        type: 'DNS name',
        permitted: dnsConstraints(nc.permittedDns, true),
        excluded: dnsConstraints(nc.excludedDns, false),
      },
      uri: {
        type: 'URI',
        permitted: dnsConstraints(nc.permittedUri, true),
        excluded: dnsConstraints(nc.excludedUri, false),
      },
      email: {
        type: 'email address',
        permitted: emailConstraints(nc.permittedEmail, true),
        excluded: emailConstraints(nc.excludedEmail, false),
      },
    };
    built.set(nc, c);
  }
  return c;
}

/**
 * Go's checkChainConstraints: the SANs of each certificate against the constraints of every CA above
 * it. Returns the constraining CA and Go's reason, or undefined when the chain passes.
 */
export function chainConstraintError(chain: ParsedCert[]): { ca: ParsedCert; detail: string } | undefined {
  const cas = chain.map((c, i) => [c, i] as const).filter(([c]) => c.nameConstraints);
  if (cas.length === 0) return undefined;
  for (let i = 0; i < chain.length; i++) {
    const c = chain[i]!;
    if (!c.hasSan) continue;
    const above = cas.filter(([, j]) => j > i);
    if (above.length === 0) return undefined;
    const uris: string[] = [];
    for (let k = 0; k < c.uris.length; k++) {
      const d = uriConstraintDomain(c.uris[k]!, c.uriHosts[k]!);
      if ('error' in d) return { ca: above[0]![0], detail: d.error };
      uris.push(d.domain);
    }
    const mails: Mailbox[] = [];
    for (const e of c.emails) {
      const m = parseMailbox(e);
      if (!m) return { ca: above[0]![0], detail: `cannot parse rfc822Name "${e}"` };
      mails.push({ local: m.local, domain: m.domain.toLowerCase() });
    }
    for (const [ca] of above) {
      const cc = compile(ca.nameConstraints!);
      const fail = (detail: string) => ({ ca, detail });
      for (const ip of c.ips) {
        const e = check(cc.ip, ip, ip.join('.'));
        if (e) return fail(e);
      }
      for (const d of c.dnsNames) {
        if (!domainNameValid(d, false)) return fail(`x509: cannot parse dnsName "${d}"`);
        const e = check(cc.dns, d, d);
        if (e) return fail(e);
      }
      for (let k = 0; k < uris.length; k++) {
        if (!domainNameValid(uris[k]!, false))
          return fail(`x509: internal error: URI SAN "${c.uris[k]}" failed to parse`);
        const e = check(cc.uri, uris[k]!, c.uris[k]!);
        if (e) return fail(e);
      }
      for (let k = 0; k < mails.length; k++) {
        if (!domainNameValid(mails[k]!.domain, false)) return fail(`x509: cannot parse rfc822Name "${c.emails[k]}"`);
        const e = check(cc.email, mails[k]!, c.emails[k]!);
        if (e) return fail(e);
      }
    }
  }
  return undefined;
}

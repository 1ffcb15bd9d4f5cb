/**
 * Name syntax as Go's crypto/x509 reads it: URI SANs through net/url.Parse (with the go 1.24 GODEBUG
 * defaults kube-apiserver is built with), RFC 2821 mailboxes, domain labels and IP masks.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** Go's domainNameValid: printable ASCII labels, no trailing dot, no empty labels ("" is valid). */
export function domainNameValid(s: string, constraint: boolean): boolean {
  if (s.length === 0) return true;
  if (s.endsWith('.')) return false;
  if (constraint && s.startsWith('.')) s = s.slice(1);
  let labelLen = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i === s.length || s[i] === '.') {
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

/** Go's domainToReverseLabels validity: no empty labels, printable ASCII (the string may be empty). */
function domainLabelsValid(domain: string): boolean {
  if (domain.length === 0) return true;
  if (domain.endsWith('.')) return false;
  return domain.split('.').every((l) => /^[\x21-\x7e]+$/.test(l));
}

export interface Mailbox {
  local: string;
  domain: string;
}

const ATEXT = /[0-9A-Za-z!#$%&'*+\-/=?^_`{|}~.]/;

/** Go's parseRFC2821Mailbox: quoted or dot-atom local part, '@', then any valid domain. */
export function parseMailbox(input: string): Mailbox | undefined {
  if (input.length === 0) return undefined;
  let i = 0;
  let local = '';
  if (input[0] === '"') {
    i = 1;
    for (;;) {
      if (i >= input.length) return undefined;
      const c = input.charCodeAt(i++);
      if (c === 0x22) break;
      if (c === 0x5c) {
        if (i >= input.length) return undefined;
        const n = input.charCodeAt(i);
        if (n === 11 || n === 12 || (n >= 1 && n <= 9) || (n >= 14 && n <= 127)) {
          local += input.charAt(i++);
          continue;
        }
        return undefined;
      }
      if (
        c === 11 ||
        c === 12 ||
        c === 32 ||
        c === 33 ||
        c === 127 ||
        (c >= 1 && c <= 8) ||
        (c >= 14 && c <= 31) ||
        (c >= 35 && c <= 91) ||
        (c >= 93 && c <= 126)
      ) {
        local += String.fromCharCode(c);
        continue;
      }
      return undefined;
    }
  } else {
    while (i < input.length) {
      let c = input[i]!;
      if (c === '\\') {
        i++;
        if (i >= input.length) return undefined;
        c = input[i]!;
        local += c;
        i++;
        continue;
      }
      if (!ATEXT.test(c)) break;
      local += c;
      i++;
    }
    if (local.length === 0 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return undefined;
  }
  if (input[i] !== '@') return undefined;
  const domain = input.slice(i + 1);
  if (!domainLabelsValid(domain)) return undefined;
  return { local, domain };
}

/** Go's isValidIPMask: ones then zeros. */
export function isValidIpMask(mask: Buffer): boolean {
  let seenZero = false;
  for (const b of mask) {
    if (seenZero) {
      if (b !== 0) return false;
      continue;
    }
    if (b === 0xff) continue;
    if ([0x00, 0x80, 0xc0, 0xe0, 0xf0, 0xf8, 0xfc, 0xfe].includes(b)) seenZero = true;
    else return false;
  }
  return true;
}

/** Go's net.ParseIP (no zones, no leading zeros in IPv4 parts). */
export function goParseIp(s: string): boolean {
  if (isIPv4(s)) return !s.split('.').some((p) => p.length > 1 && p.startsWith('0'));
  return isIPv6(s) && !s.includes('%');
}

/** netip.ParseAddr: like ParseIP, but IPv6 zones are allowed. */
function netipParse(s: string): 'v4' | 'v6' | undefined {
  if (isIPv4(s)) return s.split('.').some((p) => p.length > 1 && p.startsWith('0')) ? undefined : 'v4';
  const pct = s.indexOf('%');
  const addr = pct < 0 ? s : s.slice(0, pct);
  if (pct >= 0 && pct === s.length - 1) return undefined;
  return isIPv6(addr) ? 'v6' : undefined;
}

const HEX = /^[0-9a-fA-F]$/;
const unhex = (c: string) => parseInt(c, 16);
type Mode = 'host' | 'zone' | 'path' | 'user' | 'fragment';

/** Characters net/url would escape in a host (and so refuses there unescaped). */
function hostNeedsEscape(c: string): boolean {
  if (/[A-Za-z0-9\-_.~]/.test(c)) return false;
  return !'!$&\'()*+,;=:[]<>"'.includes(c);
}

/** net/url's unescape: well-formed %XX only; in hosts, %-escapes only for non-ASCII bytes. */
function unescape(s: string, mode: Mode): string {
  let out = '';
  for (let i = 0; i < s.length;) {
    const c = s[i]!;
    if (c === '%') {
      if (i + 2 >= s.length || !HEX.test(s[i + 1]!) || !HEX.test(s[i + 2]!)) throw new Error('invalid URL escape');
      if (mode === 'host' && unhex(s[i + 1]!) < 8 && s.slice(i, i + 3) !== '%25') throw new Error('invalid URL escape');
      const v = unhex(s[i + 1]!) * 16 + unhex(s[i + 2]!);
      if (mode === 'zone' && s.slice(i, i + 3) !== '%25' && v !== 0x20 && hostNeedsEscape(String.fromCharCode(v)))
        throw new Error('invalid URL escape');
      out += String.fromCharCode(v);
      i += 3;
      continue;
    }
    if ((mode === 'host' || mode === 'zone') && c.charCodeAt(0) < 0x80 && hostNeedsEscape(c))
      throw new Error('invalid character in host name');
    out += c;
    i++;
  }
  return out;
}

function validOptionalPort(port: string): boolean {
  return port === '' || (port[0] === ':' && /^[0-9]*$/.test(port.slice(1)));
}

const USERINFO = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/;

function parseHost(host: string): string {
  const open = host.lastIndexOf('[');
  if (open > 0) throw new Error('invalid IP-literal');
  if (open === 0) {
    const close = host.lastIndexOf(']');
    if (close < 0) throw new Error("missing ']' in host");
    const colonPort = host.slice(close + 1);
    if (!validOptionalPort(colonPort)) throw new Error('invalid port after host');
    const port = unescape(colonPort, 'host');
    const hostname = host.slice(1, close);
    const zone = hostname.indexOf('%25');
    const unescaped =
      zone >= 0
        ? unescape(hostname.slice(0, zone), 'host') + unescape(hostname.slice(zone), 'zone')
        : unescape(hostname, 'host');
    const kind = netipParse(unescaped);
    if (!kind) throw new Error('invalid host');
    if (kind === 'v4') throw new Error('invalid IP-literal');
    return `[${unescaped}]${port}`;
  }
  // With the go 1.24 defaults (urlstrictcolons=0) the port starts at the last colon.
  const colon = host.lastIndexOf(':');
  if (colon >= 0 && !validOptionalPort(host.slice(colon))) throw new Error('invalid port after host');
  return unescape(host, 'host');
}

/** The Host of Go's url.Parse(s) ('' when none), or throws when Go refuses the URI. */
export function goUrlHost(raw: string): string {
  const hash = raw.indexOf('#');
  const u = hash < 0 ? raw : raw.slice(0, hash);
  // eslint-disable-next-line no-control-regex -- Go's url.Parse refuses control characters
  if (/[\x00-\x1f\x7f]/.test(raw)) throw new Error('invalid control character in URL');
  if (u === '*') return '';
  let scheme = '';
  let rest = u;
  for (let i = 0; i < u.length; i++) {
    const c = u[i]!;
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) break;
      continue;
    }
    if (c === ':') {
      if (i === 0) throw new Error('missing protocol scheme');
      scheme = u.slice(0, i);
      rest = u.slice(i + 1);
    }
    break;
  }
  let host = '';
  if (rest.endsWith('?') && rest.split('?').length === 2) rest = rest.slice(0, -1);
  else if (rest.includes('?')) rest = rest.slice(0, rest.indexOf('?'));
  if (!rest.startsWith('/')) {
    if (scheme !== '') {
      if (hash >= 0) unescape(raw.slice(hash + 1), 'fragment');
      return '';
    }
    const segment = rest.split('/')[0]!;
    if (segment.includes(':')) throw new Error('first path segment in URL cannot contain colon');
  }
  if ((scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    rest = '';
    const slash = authority.indexOf('/');
    if (slash >= 0) [authority, rest] = [authority.slice(0, slash), authority.slice(slash)];
    const at = authority.lastIndexOf('@');
    host = parseHost(at < 0 ? authority : authority.slice(at + 1));
    if (at >= 0) {
      const userinfo = authority.slice(0, at);
      if (!USERINFO.test(userinfo)) throw new Error('invalid userinfo');
      for (const part of userinfo.includes(':')
        ? [userinfo.slice(0, userinfo.indexOf(':')), userinfo.slice(userinfo.indexOf(':') + 1)]
        : [userinfo])
        unescape(part, 'user');
    }
  }
  unescape(rest, 'path');
  if (hash >= 0) unescape(raw.slice(hash + 1), 'fragment');
  return host;
}

/**
 * The domain Go's name-constraint check uses for a URI SAN (checkChainConstraints' parseURIs), or an
 * error text: empty hosts and IP hosts cannot be matched against constraints.
 */
export function uriConstraintDomain(uri: string, host: string): { domain: string } | { error: string } {
  let h = host.toLowerCase();
  if (h.length === 0) return { error: `URI with empty host ("${uri}") cannot be matched against constraints` };
  if (h.includes(':') && !h.endsWith(']')) {
    const split = splitHostPort(host);
    if (split === undefined) return { error: `cannot parse URI host "${host}"` };
    h = split;
  }
  if (netipParse(h) || (h.startsWith('[') && h.endsWith(']')))
    return { error: `URI with IP ("${uri}") cannot be matched against constraints` };
  return { domain: h };
}

/** net.SplitHostPort's host, lower-cased as parseURIs leaves it; undefined on error. */
function splitHostPort(hostport: string): string | undefined {
  const i = hostport.lastIndexOf(':');
  if (i < 0) return undefined;
  let host: string;
  if (hostport[0] === '[') {
    const end = hostport.indexOf(']');
    if (end < 0 || end + 1 !== i) return undefined;
    host = hostport.slice(1, end);
  } else {
    host = hostport.slice(0, i);
    if (host.includes(':')) return undefined;
  }
  if (hostport.slice(0, i).includes('[') && hostport[0] !== '[') return undefined;
  if (hostport.slice(i + 1).includes('[') || hostport.slice(i + 1).includes(']')) return undefined;
  return host.toLowerCase();
}

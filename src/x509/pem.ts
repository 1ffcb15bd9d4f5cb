/**
 * PEM handling with Go's encoding/pem semantics, and caBundle loading with CertPool.AppendCertsFromPEM
 * semantics: only `CERTIFICATE` blocks without headers count, blocks that do not parse are skipped.
 */
import { CertParseError, parseCert, type ParsedCert } from './cert.js';

export interface PemBlock {
  type: string;
  headers: Record<string, string>;
  bytes: Buffer;
  /** 1-based line of the BEGIN line in the input. */
  line: number;
}

const PEM_START = '\n-----BEGIN ';
const PEM_END = '\n-----END ';
const EOL = '-----';

function getLine(data: string): { line: string; rest: string; consumed: number } {
  let i = data.indexOf('\n');
  let j: number;
  if (i < 0) {
    i = data.length;
    j = i;
  } else {
    j = i + 1;
    if (i > 0 && data[i - 1] === '\r') i--;
  }
  return { line: data.slice(0, i).replace(/[ \t]+$/, ''), rest: data.slice(j), consumed: j };
}

const BASE64 = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Go's base64.StdEncoding.Decode: CR and LF ignored, padding required, but (not being Strict) the
 * unused low bits of the last character may be non-zero.
 */
function decodeBase64Strict(text: string): Buffer | undefined {
  const s = text.includes('\r') || text.includes('\n') ? text.replace(/[\r\n]/g, '') : text;
  if (s.length % 4 !== 0 || !BASE64.test(s)) return undefined;
  return Buffer.from(s, 'base64');
}

/** One step of Go's pem.Decode: the next block and the text after it, or undefined. */
export function decodeOne(data: string): { block: Omit<PemBlock, 'line'>; rest: string } | undefined {
  let rest = data;
  let endTrailerIndex = 0;
  for (;;) {
    if (endTrailerIndex < 0 || endTrailerIndex > rest.length) return undefined;
    rest = rest.slice(endTrailerIndex);
    let endIndex = rest.indexOf(PEM_END);
    if (endIndex < 0) return undefined;
    endTrailerIndex = endIndex + PEM_END.length;
    const beginIndex = rest.lastIndexOf(PEM_START.slice(1), endIndex - 1);
    if (beginIndex < 0 || (beginIndex > 0 && rest[beginIndex - 1] !== '\n')) continue;
    const skip = beginIndex + PEM_START.length - 1;
    rest = rest.slice(skip);
    endIndex -= skip;
    endTrailerIndex -= skip;
    const t = getLine(rest);
    rest = t.rest;
    endIndex -= t.consumed;
    endTrailerIndex -= t.consumed;
    if (!t.line.endsWith(EOL)) continue;
    const type = t.line.slice(0, t.line.length - EOL.length);
    const headers: Record<string, string> = {};
    let truncated = false;
    for (;;) {
      if (rest.length === 0) {
        truncated = true;
        break;
      }
      const l = getLine(rest);
      const colon = l.line.indexOf(':');
      if (colon < 0) break;
      headers[l.line.slice(0, colon).trim()] = l.line.slice(colon + 1).trim();
      rest = l.rest;
      endIndex -= l.consumed;
      endTrailerIndex -= l.consumed;
    }
    if (truncated) return undefined;
    if (Object.keys(headers).length > 0 && endIndex < 0) continue;
    let endTrailer = rest.slice(endTrailerIndex);
    const endTrailerLen = type.length + EOL.length;
    if (endTrailer.length < endTrailerLen) continue;
    const restOfEndLine = endTrailer.slice(endTrailerLen);
    endTrailer = endTrailer.slice(0, endTrailerLen);
    if (!endTrailer.startsWith(type) || !endTrailer.endsWith(EOL)) continue;
    if (getLine(restOfEndLine).line.length !== 0) continue;
    let bytes: Buffer = Buffer.alloc(0);
    if (endIndex > 0) {
      const body = rest.slice(0, endIndex);
      const decoded = decodeBase64Strict(body.includes(' ') || body.includes('\t') ? body.replace(/[ \t]/g, '') : body);
      if (!decoded) continue;
      bytes = decoded;
    }
    return { block: { type, headers, bytes }, rest: getLine(rest.slice(endIndex + PEM_END.length - 1)).rest };
  }
}

/** Every block Go's pem.Decode loop would return, in order, with the BEGIN line number. */
export function decodePem(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  let rest = text;
  for (;;) {
    const r = decodeOne(rest);
    if (!r) break;
    const consumedBefore = text.length - rest.length;
    const at = text.indexOf(`-----BEGIN ${r.block.type}-----`, consumedBefore);
    blocks.push({ ...r.block, line: at < 0 ? 1 : countLines(text, at) });
    rest = r.rest;
  }
  return blocks;
}

function countLines(text: string, upTo: number): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < upTo; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export interface BundleCert {
  der: Buffer;
  cert: ParsedCert;
  line: number;
}

export interface ParsedBundle {
  certs: BundleCert[];
  /** One line per skipped block, saying why Go ignores it. */
  skipped: string[];
}

/** Go's CertPool.AppendCertsFromPEM: the certificates it keeps and why it skipped the rest. */
export function parseCaBundle(pemText: string, cache?: Map<string, ParsedCert | CertParseError>): ParsedBundle {
  const certs: BundleCert[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const block of decodePem(pemText)) {
    const where = `block at line ${block.line}`;
    if (block.type !== 'CERTIFICATE') {
      skipped.push(`${where}: type "${block.type}" is not CERTIFICATE`);
      continue;
    }
    if (Object.keys(block.headers).length) {
      skipped.push(`${where}: CERTIFICATE block with PEM headers`);
      continue;
    }
    const parsed = parseCached(block.bytes, cache);
    if (parsed instanceof CertParseError) {
      skipped.push(`${where}: does not parse (${parsed.message})`);
      continue;
    }
    if (seen.has(parsed.sha256)) continue;
    seen.add(parsed.sha256);
    certs.push({ der: block.bytes, cert: parsed, line: block.line });
  }
  return { certs, skipped };
}

/** Parses DER once per call; the cache is keyed by the DER itself. */
export function parseCached(
  der: Buffer,
  cache?: Map<string, ParsedCert | CertParseError>,
): ParsedCert | CertParseError {
  const key = cache ? der.toString('latin1') : '';
  const hit = cache?.get(key);
  if (hit) return hit;
  let out: ParsedCert | CertParseError;
  try {
    out = parseCert(der);
  } catch (e) {
    if (!(e instanceof CertParseError)) throw e;
    out = e;
  }
  cache?.set(key, out);
  return out;
}

export { decodeBase64CaBundle, looksLikeBase64 } from './base64.js';

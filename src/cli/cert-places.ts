/** Where each problem `cert` found is, in the files it read: the PEM block it is about, or the caBundle line. */
import { wordsOf } from '../rules/templates/cert-words.js';
import type { SourceLocation } from '../rules/types.js';
import type { CertProblem, CertRole } from '../x509/verify.js';
import { decodePem, parseCaBundle, parseCached } from '../x509/pem.js';

/** A file `cert` read, as the user named it, and its text. */
export interface ReadFile {
  file: string;
  text: string;
}

/** The caBundle file; `value` is where the base64 value starts when the file held `caBundle: ...` or bare base64. */
export interface BundleFile extends ReadFile {
  value?: { line: number; column: number };
}

interface Located {
  subject: string;
  line: number;
}

export function placesOf(chain: ReadFile, bundle: BundleFile, key?: ReadFile): (p: CertProblem) => SourceLocation {
  const blocks = decodePem(chain.text).filter((b) => b.type === 'CERTIFICATE');
  const served: Located[] = blocks.map((b) => {
    const c = parseCached(b.bytes);
    return { subject: 'subjectText' in c ? c.subjectText : '', line: b.line };
  });
  const inBundle: Located[] = bundle.value
    ? []
    : parseCaBundle(bundle.text).certs.map((c) => ({ subject: c.cert.subjectText, line: c.line }));
  const at = (f: ReadFile, line: number, column = 1): SourceLocation => ({ file: f.file, line, column });
  const bundleStart = bundle.value ? at(bundle, bundle.value.line, bundle.value.column) : at(bundle, 1);
  const leaf = at(chain, served[0]?.line ?? 1);

  const ofRole = (role: CertRole, fromBundle: boolean): SourceLocation => {
    if (role.role === 'leaf') return leaf;
    if (role.role === 'served') return at(chain, served[role.index]?.line ?? 1);
    const bundleFirst = fromBundle || role.role === 'bundle' || role.role === 'anchor';
    const inChain = served.find((s) => s.subject === role.subject);
    const inCa = inBundle.find((s) => s.subject === role.subject);
    if (bundle.value && bundleFirst) return bundleStart; // the PEM lines are inside the base64 value
    if (bundleFirst && inCa) return at(bundle, inCa.line);
    if (inChain) return at(chain, inChain.line);
    return inCa ? at(bundle, inCa.line) : bundleFirst ? bundleStart : leaf;
  };

  return (p) => {
    const r = p.reason;
    // caBundle is what a cabundle-* finding asks to change, whichever certificate its reason names.
    if (wordsOf(r).rule.startsWith('cabundle-')) return bundleStart;
    switch (r.kind) {
      case 'no-served-cert':
        return at(chain, 1);
      case 'unparsable':
        return at(chain, r.line);
      case 'key-mismatch': {
        const block = key && decodePem(key.text).find((b) => b.type.endsWith('PRIVATE KEY'));
        return key ? at(key, block?.line ?? 1) : leaf;
      }
      case 'rsa-too-large':
      case 'expiring-soon':
      case 'chain':
        return ofRole(r.cert, p.inBundle === true);
      default:
        return leaf;
    }
  };
}

/**
 * Certificate policy validation as Go 1.26's policiesValid does it (RFC 5280 section 6.1 as updated by
 * RFC 9618, with the user policy set = anyPolicy and no initial inhibit flags, as crypto/tls calls it).
 * Policies are compared by their OID's DER bytes (hex strings here).
 */
import type { ParsedCert } from './cert.js';

export const ANY_POLICY = '551d2000'; // 2.5.29.32.0

interface Node {
  valid: string;
  expected: string[];
  parents: Set<Node>;
  children: Set<Node>;
}

function node(valid: string, parents: Node[]): Node {
  const n: Node = { valid, expected: [valid], parents: new Set(), children: new Set() };
  for (const p of parents) {
    p.children.add(n);
    n.parents.add(p);
  }
  return n;
}

class Graph {
  strata: Array<Map<string, Node>>;
  parentIndex = new Map<string, Node[]>();
  depth = 0;
  constructor() {
    this.strata = [new Map([[ANY_POLICY, node(ANY_POLICY, [])]])];
  }
  insert(n: Node) {
    this.strata[this.depth]!.set(n.valid, n);
  }
  parentsWithExpected(p: string): Node[] {
    return this.depth === 0 ? [] : (this.parentIndex.get(p) ?? []);
  }
  parentWithAny(): Node | undefined {
    return this.depth === 0 ? undefined : this.strata[this.depth - 1]!.get(ANY_POLICY);
  }
  parents(): Node[] {
    return this.depth === 0 ? [] : [...this.strata[this.depth - 1]!.values()];
  }
  leaves(): Map<string, Node> {
    return this.strata[this.depth]!;
  }
  deleteLeaf(p: string) {
    const n = this.strata[this.depth]!.get(p);
    if (!n) return;
    for (const q of n.parents) q.children.delete(n);
    for (const c of n.children) c.parents.delete(n);
    this.strata[this.depth]!.delete(p);
  }
  validPolicyNodes(): Node[] {
    const out: Node[] = [];
    for (let i = this.depth; i >= 0; i--) {
      for (const n of this.strata[i]!.values()) {
        if (n.valid === ANY_POLICY) continue;
        if (n.parents.size === 1 && [...n.parents][0]!.valid === ANY_POLICY) out.push(n);
      }
    }
    return out;
  }
  prune() {
    for (let i = this.depth - 1; i > 0; i--) {
      for (const n of [...this.strata[i]!.values()]) {
        if (n.children.size === 0) {
          for (const p of n.parents) p.children.delete(n);
          this.strata[i]!.delete(n.valid);
        }
      }
    }
  }
  incrDepth() {
    this.parentIndex = new Map();
    for (const n of this.strata[this.depth]!.values()) {
      for (const e of n.expected) {
        const l = this.parentIndex.get(e);
        if (l) l.push(n);
        else this.parentIndex.set(e, [n]);
      }
    }
    this.depth++;
    this.strata.push(new Map());
  }
}

const present = (v: number, zero: boolean) => v > 0 || zero;

/** False when Go rejects the chain (leaf first, anchor last) for its policies. */
export function policiesValid(chain: ParsedCert[]): boolean {
  if (chain.length === 1) return true;
  const n = chain.length - 1;
  // Fast path: without policy constraints on a non-anchor certificate and without mappings, the
  // explicit-policy counter cannot reach zero and no mapping can be refused.
  if (!chain.slice(0, n).some((c) => c.requireExplicitPolicy >= 0 || c.policyMappings.length > 0)) return true;
  let pg: Graph | undefined = new Graph();
  let inhibitAny = n + 1;
  let explicit = n + 1;
  let mapping = n + 1;
  for (let i = n - 1; i >= 0; i--) {
    const cert = chain[i]!;
    const selfSigned = cert.rawIssuer.equals(cert.rawSubject);
    if (cert.policies.length === 0) pg = undefined;
    if (explicit === 0 && !pg) return false;
    if (pg) {
      pg.incrDepth();
      const policies = new Set<string>();
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
      if (policies.has(ANY_POLICY) && (inhibitAny > 0 || (n - i < n && selfSigned))) {
        const missing = new Map<string, Node[]>();
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
        const mappings = new Map<string, string[]>();
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
      if (
        present(cert.requireExplicitPolicy, cert.requireExplicitPolicy === 0) &&
        cert.requireExplicitPolicy < explicit
      )
        explicit = cert.requireExplicitPolicy;
      if (present(cert.inhibitPolicyMapping, cert.inhibitPolicyMapping === 0) && cert.inhibitPolicyMapping < mapping)
        mapping = cert.inhibitPolicyMapping;
      if (present(cert.inhibitAnyPolicy, cert.inhibitAnyPolicy === 0) && cert.inhibitAnyPolicy < inhibitAny)
        inhibitAny = cert.inhibitAnyPolicy;
    }
  }
  if (explicit > 0) explicit--;
  if (chain[0]!.requireExplicitPolicy === 0) explicit = 0;
  // The user policy set is anyPolicy, so the user-constrained set is the authority-constrained one.
  let valid = 0;
  if (pg) {
    valid = pg.validPolicyNodes().length;
    if (pg.leaves().get(ANY_POLICY)) valid++;
  }
  return !(explicit === 0 && valid === 0);
}

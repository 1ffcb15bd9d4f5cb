import type { OwnerDocument, OwnerSetting, SecretLayout } from '../generated/types.js';
import type { Root } from './roots.js';
import type { PathSegment } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import type { WebhookEntry } from '../model/webhooks.js';
import type { CaBundleEntry } from '../model/holders.js';
import type { Replicas, WebhookWorkload } from '../model/workload.js';

/**
 * Something that changes webhook configurations or certificates at run time, or at render time: a
 * profiled controller, or an entry of the owner catalogue (policies/owners) found among the inputs.
 */
export interface Owner {
  /**
   * How it was found: a profiled or catalogue controller, a Job by image and args, an annotation, an entry name,
   * a mounted Secret, RBAC that lets a workload change the holder it serves, a GitOps object that syncs the
   * holder, the renderer of a caBundle it puts back.
   */
  via: 'controller' | 'job' | 'annotation' | 'webhook' | 'mounted-secret' | 'rbac' | 'gitops' | 'render';
  /** False when it writes only if a fact the inputs cannot show holds (then `settle` names that fact). */
  certain?: boolean;
  /** The fact that would settle whether it writes. */
  settle?: string;
  /** `<namespace>/<name>` of the Secret whose CA it writes, when known: writers of one CA source are one lineage. */
  caFrom?: string;
  /** The key of that Secret whose bytes it writes, and whether it (or the issuer it reads from) writes that Secret. */
  caKey?: { key: string; writesSecret: boolean };
  /**
   * The entries of a webhook configuration it writes when not all: webhooks[0] only, or the one named as the
   * configuration (knative's reconcilers); the others are not its.
   */
  entries?: 'first' | 'same-name';
  /** The change that makes it stop writing, when it is not simply removing it. */
  fix?: string;
  /** The profile or catalogue name. */
  name: string;
  /** For messages: what it is and which object, e.g. "<catalogue description> (Job ns/name)". */
  label: string;
  /** The object a user edits to change what this owner does, and the node in it. */
  resource: Resource;
  path: PathSegment[];
}

/** The certificate-writer mode a controller really runs in. */
export type EffectiveWriter = 'fs' | 'secret' | 'external' | 'unknown';

export interface EffectiveController {
  workload: WebhookWorkload;
  writer: EffectiveWriter;
  /** The Secret layout it reads (the Secret writer's, or the external-certs one). */
  layout: SecretLayout & { renewKeys?: string[] };
  /** Who writes that Secret in external-certs mode (a catalogue name), for messages. */
  secretWrittenBy?: string;
  /** It writes its CA into caBundle of the configurations it manages. */
  ownsCaBundle: boolean;
  /** The name its certificate is issued for (docs/controller-facts.md): the host env, else <service>.<namespace>.svc. */
  servingName?: string;
  /** The host env is set (maybe from a reference): it replaces clientConfig.service by a URL. */
  rewritesUrl: boolean;
  /** When the host env is set: the clientConfig.url it writes, with {path} left for each entry. */
  hostUrl?: (path: string) => string;
  owner: Owner;
  /** Its shared Secret's certificate, when its writer reads one and the inputs hold it. */
  serving?: ServingCert;
}

/** A certificate the API server will be served, as the inputs hold it. */
export interface ServingCert {
  secret: Resource;
  certKey: string;
  chainPem: string;
  keyPem?: string;
  caPem?: string;
  /** The name it must cover, when its owner decides it (the controller); entries add the names they dial. */
  host?: string;
  renewWithinDays?: number;
  owner: Owner;
}

export interface EffectiveFailurePolicy {
  /** Fail or Ignore, or whatever else was written. */
  value: string;
  /** Not written: the API version's default. */
  implicit: boolean;
  /** Who sets it after install (it then replaces what the manifest holds). */
  owner?: Owner;
}

/** One webhook entry as the API server will use it, once every owner has done its work. */
export interface EffectiveWebhook {
  source: WebhookEntry;
  name: string;
  service?: { namespace: string; name: string };
  url?: string;
  /** The controller that rewrote clientConfig, when one did. */
  rewrittenBy?: EffectiveController;
  /** The name the API server dials (docs/x509.md); undefined when it cannot be known offline. */
  dialedHost?: string;
  /** Everyone who writes caBundle at run time; empty when the rendered value is what the API server uses. */
  caBundleOwners: Owner[];
  /** Decides caBundle at render time (a chart that makes its CA while rendering). */
  renderOwner?: Owner;
  failurePolicy: EffectiveFailurePolicy;
  /** The certificate the API server will be served, when the inputs hold it. */
  serving?: ServingCert;
}

/**
 * One caBundle as the API server will use it, for every holder kind: a webhook entry, a CRD's conversion
 * webhook, an APIService. The certificate rules verify these, whatever the kind.
 */
export interface EffectiveCaBundle {
  entry: CaBundleEntry;
  /** The name the API server dials; undefined when it cannot be known offline. */
  dialedHost?: string;
  /** Everyone who writes this caBundle at run time; empty when the rendered value is what the API server uses. */
  caBundleOwners: readonly Owner[];
  /** The certificate the API server will be served, when the inputs hold it. */
  serving?: ServingCert;
  /** The effective webhook entry, when the holder is a webhook configuration. */
  webhook?: EffectiveWebhook;
}

export interface EffectiveState {
  controllers: EffectiveController[];
  webhooks: EffectiveWebhook[];
  /** Every caBundle of every holder, in the order of the inputs (webhook entries as in `webhooks`). */
  caBundles: EffectiveCaBundle[];
  /** Per caBundle holder (webhook configuration, CRD conversion webhook, APIService): everyone who writes its caBundle (distinct owners). */
  caBundleOwners: Map<Resource, Owner[]>;
  /** Controllers the owner catalogue knows by image, with what their writer does. */
  writers: CatalogueWriter[];
  /**
   * Workloads no profile or catalogue entry knows that may write caBundle of a holder they serve (RBAC) and,
   * with more than one replica (or a DaemonSet not pinned to one node), share no certificate: no Secret mounted, none they may read.
   */
  unsharedWriters: { owner: Owner; workload: Resource; replicas: Replicas; holders: Resource[] }[];
}

/** A workload container that runs a catalogue controller, and what its certificate writer will do. */
export interface CatalogueWriter {
  doc: OwnerDocument;
  workload: Resource;
  containerPath: PathSegment[];
  /** Its writer runs: true, false, or undefined when a setting the inputs do not hold decides it. */
  enabled?: boolean;
  /** Each replica mints its own CA and writes caBundle: true, false, or undefined when the inputs cannot tell. */
  perPod?: boolean;
  /** `<namespace>/<name>` of the Secret whose CA it injects, when every replica shares one. */
  sharedSecret?: string;
  /** It updates that Secret but never creates it (controller.createsSecret false): where its name is set, if anywhere. */
  fills?: { namespace: string; name: string; path: PathSegment[] };
  /** Facts the inputs do not hold that decide the above (for messages). */
  unknown: string[];
  /** The leader elector setting as resolved, for messages and the fix. */
  leader?: { from: string; value?: string; path?: PathSegment[] };
  replicas: Replicas;
  /** The holders it writes (kind and name), as resolved; `byLabel` when its setting's value selects them by label. */
  holders: {
    kind: string;
    name: string;
    entries: 'all' | 'first' | 'same-name';
    byLabel?: { label: string; setting: OwnerSetting };
  }[];
  /** The root it writes, when its entry says where roots come from (controller.roots). */
  root?: Root;
  /** How its server picks up a rotated certificate, its settings resolved; unknown when one the inputs lack decides. */
  reload?: NonNullable<OwnerDocument['reload']>['mode'] | 'unknown';
  owner: Owner;
}

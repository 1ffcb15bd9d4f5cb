import type { SecretLayout } from '../generated/types.js';
import type { PathSegment } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import type { WebhookEntry } from '../model/webhooks.js';
import type { WebhookWorkload } from '../model/workload.js';

/**
 * Something that changes webhook configurations or certificates at run time, or at render time: a
 * profiled controller, or an entry of the owner catalogue (policies/owners) found among the inputs.
 */
export interface Owner {
  /** How it was found: a profiled controller, a Job by image and args, an annotation, an entry name, a mounted Secret. */
  via: 'controller' | 'job' | 'annotation' | 'webhook' | 'mounted-secret';
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
  /** The name its certificate is issued for (docs/controllers.md): the host env, else <service>.<namespace>.svc. */
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
  value: 'Fail' | 'Ignore' | string;
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

export interface EffectiveState {
  controllers: EffectiveController[];
  webhooks: EffectiveWebhook[];
  /** Per configuration: everyone who writes caBundle on it (distinct owners). */
  caBundleOwners: Map<Resource, Owner[]>;
}

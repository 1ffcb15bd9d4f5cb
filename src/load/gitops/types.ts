import type { Obj, PathSegment } from '../../core/object.js';
import type { Resource } from '../../core/resource.js';
import type { SetFlag, ValuesLayer } from '../helm/values.js';

/**
 * One source of an application as its engine renders it from this checkout: a chart through the Helm front end,
 * a folder through kustomize, or plain manifests read as they are.
 */
export type SourcePlan = HelmPlan | KustomizePlan | DirectoryPlan;

export interface HelmPlan {
  type: 'helm';
  /** Absolute chart folder. */
  dir: string;
  /** Absolute values files, in the order helm reads them (later wins). */
  valueFiles: string[];
  /** Values written in the application itself, after the files; each points its findings at where it is written. */
  inline: ValuesLayer[];
  /** --set and --set-string, as the engine passes them. */
  sets: SetFlag[];
  releaseName: string;
  /** The namespace helm renders for (.Release.Namespace). */
  namespace: string;
  includeCrds: boolean;
}

export interface KustomizePlan {
  type: 'kustomize';
  dir: string;
  /** Kustomization fields the engine adds to the folder's own (namePrefix, namespace, images, patches...). */
  overlay?: Obj;
  /** The engine writes the kustomization itself (a Flux folder without one): these resources, absolute. */
  generated?: string[];
  /** Post-build variables (Flux): `${name}` in the render replaced by the value. */
  substitute?: ReadonlyMap<string, string>;
}

export interface DirectoryPlan {
  type: 'directory';
  /** Absolute manifest files, in the order the engine reads them. */
  files: string[];
}

/** A source, or the whole application, the gate cannot render here, and why: reported once, at `path`. */
export interface Skipped {
  why: string;
  path: PathSegment[];
}

/** The plan of an application found among the inputs: what its engine will render. */
export interface AppPlan {
  /** `<engine>/<Kind>/<namespace>/<name>`: the scope of its objects, and the `application` of their findings. */
  id: string;
  /** The object (or, for a generated Application, its ApplicationSet's template): findings about it point there. */
  resource: Resource;
  /** Where its objects without a namespace go (the destination). */
  namespace: string;
  sources: SourcePlan[];
  skipped: Skipped[];
  /** Files and folders it renders from (absolute): checked as part of it, never again on their own. */
  uses: string[];
  /** It deploys what it renders (not a template that failed to expand): the GitOps writer model decides what it puts back. */
  deploys: boolean;
  /** Labels its controller adds to every object it renders (Flux's origin labels). */
  labels?: Record<string, string>;
}

/** What the applications hand the rules besides objects. */
export interface ApplicationEvidence {
  /** The ids of the applications checked: their scopes. */
  checked: ReadonlySet<string>;
  /** Applications, or sources of them, the gate could not render, each once. */
  notChecked: readonly NotChecked[];
}

export interface NotChecked {
  application: string;
  why: string;
  /** The application object, positioned at the node `path` names. */
  resource: Resource;
  path: PathSegment[];
}

/** A rendered object of an application: which one deployed it, and the settings its engine reads. */
export interface DeployedResource extends Resource {
  deployedBy: Deployer;
}

export interface Deployer {
  id: string;
  /** The application object whose sync settings decide what it puts back. */
  resource: Resource;
  /** The engine's settings ConfigMaps found among the inputs, by name (filled once every input is read). */
  settings: Map<string, Resource>;
}

export function deployerOf(r: Resource): Deployer | undefined {
  return (r as Partial<DeployedResource>).deployedBy;
}

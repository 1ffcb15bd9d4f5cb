import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  describeSchemaErrors,
  load,
  safeReason,
  validateProfile
} from "./chunk-7TDALGQL.mjs";
import {
  InputError
} from "./chunk-4BSXTURP.mjs";

// src/load/profiles.ts
import { readFile } from "node:fs/promises";

// src/generated/profiles.ts
var SHIPPED_PROFILES = [
  {
    "source": "policies/profiles/generic.yaml",
    "doc": {
      "apiVersion": "webhook-cert-gate.io/v1",
      "kind": "ControllerProfile",
      "name": "generic",
      "extends": "lineage",
      "description": "Any controller of the same certificate-writer lineage (WEBHOOK_CERT_WRITER / WEBHOOK_HOST / SECRET_NAME)",
      "priority": 0,
      "match": {
        "envAny": [
          "WEBHOOK_CERT_WRITER",
          "WEBHOOK_HOST",
          "SECRET_NAME"
        ]
      },
      "env": {
        "mutatingName": "MUTATING_WEBHOOK_NAME",
        "validatingName": "VALIDATING_WEBHOOK_NAME"
      }
    }
  },
  {
    "source": "policies/profiles/koordinator.yaml",
    "doc": {
      "apiVersion": "webhook-cert-gate.io/v1",
      "kind": "ControllerProfile",
      "name": "koordinator",
      "extends": "lineage",
      "description": "Koordinator koord-manager",
      "priority": 10,
      "match": {
        "images": [
          "koordinator-sh/koord-manager"
        ],
        "workloadNames": [
          "koord-manager"
        ],
        "charts": [
          "koordinator"
        ]
      },
      "env": {
        "mutatingName": "MUTATING_WEBHOOK_NAME",
        "validatingName": "VALIDATING_WEBHOOK_NAME"
      },
      "defaults": {
        "secretName": "koordinator-webhook-certs",
        "serviceName": "koordinator-webhook-service",
        "namespace": "koordinator-system",
        "mutatingName": "koordinator-mutating-webhook-configuration",
        "validatingName": "koordinator-validating-webhook-configuration"
      },
      "values": {
        "replicas": "manager.replicas",
        "image": "manager.image.repository",
        "namespace": "installation.namespace",
        "hostNetwork": "manager.hostNetwork",
        "featureGates": "featureGates",
        "webhooks": [
          {
            "configuration": "mutating",
            "name": "mpod-create.koordinator.sh",
            "policyKey": "webhookConfiguration.failurePolicy.pods",
            "unless": "PodMutatingWebhook=false"
          },
          {
            "configuration": "mutating",
            "name": "mpod-update.koordinator.sh",
            "policyKey": "webhookConfiguration.failurePolicy.pods",
            "unless": "PodMutatingWebhook=false"
          },
          {
            "configuration": "mutating",
            "name": "melasticquota.koordinator.sh",
            "policyKey": "webhookConfiguration.failurePolicy.elasticquotas",
            "unless": "ElasticMutatingWebhook=false"
          },
          {
            "configuration": "mutating",
            "name": "mnode-status.koordinator.sh",
            "policyKey": "webhookConfiguration.failurePolicy.nodeStatus",
            "when": "NodeMutatingWebhook=true"
          },
          {
            "configuration": "mutating",
            "name": "mreservation-create.koordinator.sh",
            "policyKey": "webhookConfiguration.failurePolicy.reservations",
            "when": "ReservationMutatingWebhook=true"
          },
          {
            "configuration": "validating",
            "name": "vconfigmap.koordinator.sh",
            "policy": "Fail",
            "when": "ConfigMapValidatingWebhook=true"
          },
          {
            "configuration": "validating",
            "name": "vnode.koordinator.sh",
            "policyKey": "webhookConfiguration.failurePolicy.nodes",
            "when": "NodeValidatingWebhook=true"
          },
          {
            "configuration": "validating",
            "name": "vpod.koordinator.sh",
            "policyKey": "webhookConfiguration.failurePolicy.pods",
            "unless": "PodValidatingWebhook=false"
          },
          {
            "configuration": "validating",
            "name": "velasticquota.koordinator.sh",
            "policyKey": "webhookConfiguration.failurePolicy.elasticquotas",
            "unless": "ElasticValidatingWebhook=false"
          }
        ],
        "rendered": {
          "maxUnavailable": 0,
          "maxSurge": "100%",
          "secret": true
        }
      }
    }
  },
  {
    "source": "policies/profiles/kruise-rollouts.yaml",
    "doc": {
      "apiVersion": "webhook-cert-gate.io/v1",
      "kind": "ControllerProfile",
      "name": "kruise-rollouts",
      "extends": "lineage",
      "description": "Kruise Rollouts controller",
      "priority": 10,
      "match": {
        "images": [
          "openkruise/kruise-rollout"
        ],
        "workloadNames": [
          "kruise-rollout-controller-manager"
        ],
        "charts": [
          "kruise-rollout"
        ]
      },
      "defaults": {
        "secretName": "kruise-rollout-webhook-certs",
        "serviceName": "kruise-rollout-webhook-service",
        "namespace": "kruise-rollout",
        "mutatingName": "kruise-rollout-mutating-webhook-configuration",
        "validatingName": "kruise-rollout-validating-webhook-configuration"
      },
      "values": {
        "replicas": "replicaCount",
        "image": "image.repository",
        "namespace": "installation.namespace",
        "featureGates": "rollout.featureGates",
        "webhooks": [
          {
            "configuration": "mutating",
            "name": "munifiedworload.kb.io",
            "policy": "Fail"
          },
          {
            "configuration": "validating",
            "name": "vrollout.kb.io",
            "policy": "Fail"
          }
        ],
        "rendered": {
          "workloadName": "kruise-rollout-controller-manager",
          "maxUnavailable": 0,
          "maxSurge": "100%"
        }
      }
    }
  },
  {
    "source": "policies/profiles/lineage.yaml",
    "doc": {
      "apiVersion": "webhook-cert-gate.io/v1",
      "kind": "ControllerProfile",
      "name": "lineage",
      "abstract": true,
      "description": "The WEBHOOK_CERT_WRITER / WEBHOOK_HOST / SECRET_NAME certificate-writer family",
      "env": {
        "host": "WEBHOOK_HOST",
        "writer": "WEBHOOK_CERT_WRITER",
        "secretName": "SECRET_NAME",
        "serviceName": "SERVICE_NAME",
        "namespace": "POD_NAMESPACE",
        "port": "WEBHOOK_PORT"
      },
      "defaults": {
        "port": 9876
      },
      "writer": {
        "fsValue": "fs",
        "secretValue": "secret"
      },
      "secret": {
        "type": "Opaque",
        "readKeys": [
          "ca-cert.pem",
          "cert.pem",
          "key.pem"
        ],
        "renewKeys": [
          "ca-key.pem"
        ],
        "caKey": "ca-cert.pem",
        "caPrivateKey": "ca-key.pem",
        "certKey": "cert.pem",
        "keyKey": "key.pem",
        "renewBeforeDays": 182
      },
      "rewrites": {
        "hostUrl": "https://{host}:{port}{path}",
        "serviceName": true
      },
      "owns": {
        "caBundle": true
      },
      "featureGatesArg": "--feature-gates"
    }
  },
  {
    "source": "policies/profiles/openkruise.yaml",
    "doc": {
      "apiVersion": "webhook-cert-gate.io/v1",
      "kind": "ControllerProfile",
      "name": "openkruise",
      "extends": "lineage",
      "description": "OpenKruise kruise-manager",
      "priority": 10,
      "match": {
        "images": [
          "openkruise/kruise-manager"
        ],
        "workloadNames": [
          "kruise-controller-manager"
        ],
        "charts": [
          "kruise"
        ]
      },
      "defaults": {
        "secretName": "kruise-webhook-certs",
        "serviceName": "kruise-webhook-service",
        "namespace": "kruise-system",
        "mutatingName": "kruise-mutating-webhook-configuration",
        "validatingName": "kruise-validating-webhook-configuration"
      },
      "externalCertsFeatureGate": "EnableExternalCerts",
      "externalCerts": {
        "alsoEnabledBy": [
          "AllAlpha"
        ],
        "secret": {
          "type": "kubernetes.io/tls",
          "readKeys": [
            "ca.crt",
            "tls.crt",
            "tls.key"
          ],
          "caKey": "ca.crt",
          "caPrivateKey": "ca.key",
          "certKey": "tls.crt",
          "keyKey": "tls.key"
        },
        "writtenBy": "cert-manager"
      },
      "values": {
        "replicas": "manager.replicas",
        "image": "manager.image.repository",
        "namespace": "installation.namespace",
        "hostNetwork": "manager.hostNetwork",
        "featureGates": "featureGates",
        "webhookAnnotations": "externalCerts.annotations",
        "webhooks": [
          {
            "configuration": "mutating",
            "name": "mpod.kb.io",
            "policy": "Fail",
            "unless": "PodWebhook=false"
          },
          {
            "configuration": "validating",
            "name": "vbuiltindeployment.kb.io",
            "policy": "Ignore"
          },
          {
            "configuration": "validating",
            "name": "vbuiltinreplicaset.kb.io",
            "policy": "Ignore"
          },
          {
            "configuration": "validating",
            "name": "vbuiltinstatefulset.kb.io",
            "policy": "Ignore"
          },
          {
            "configuration": "validating",
            "name": "vcustomresourcedefinition.kb.io",
            "policy": "Ignore"
          },
          {
            "configuration": "validating",
            "name": "vnamespace.kb.io",
            "policy": "Ignore"
          },
          {
            "configuration": "validating",
            "name": "vingress.kb.io",
            "policy": "Ignore"
          },
          {
            "configuration": "validating",
            "name": "vservice.kb.io",
            "policy": "Ignore"
          }
        ],
        "rendered": {
          "maxUnavailable": 0,
          "maxSurge": "100%",
          "secret": true,
          "secretUnless": [
            "EnableExternalCerts=true",
            "AllAlpha=true"
          ]
        }
      }
    }
  },
  {
    "source": "policies/profiles/openyurt.yaml",
    "doc": {
      "apiVersion": "webhook-cert-gate.io/v1",
      "kind": "ControllerProfile",
      "name": "openyurt",
      "extends": "lineage",
      "description": "OpenYurt yurt-manager",
      "priority": 10,
      "match": {
        "images": [
          "openyurt/yurt-manager"
        ],
        "workloadNames": [
          "yurt-manager"
        ],
        "charts": [
          "yurt-manager"
        ]
      },
      "defaults": {
        "secretName": "yurt-manager-webhook-certs",
        "serviceName": "yurt-manager-webhook-service",
        "port": 10273,
        "mutatingName": "yurt-manager-mutating-webhook-configuration",
        "validatingName": "yurt-manager-validating-webhook-configuration"
      },
      "values": {
        "replicas": "replicaCount",
        "image": "image",
        "webhooks": [
          {
            "configuration": "mutating",
            "name": "mutate.core.v1.endpoints.openyurt.io",
            "policy": "Ignore"
          },
          {
            "configuration": "mutating",
            "name": "mutate.discovery.v1.endpointslice.k8s.io",
            "policy": "Ignore"
          },
          {
            "configuration": "mutating",
            "name": "mutate.core.v1.node.openyurt.io",
            "policy": "Ignore"
          },
          {
            "configuration": "mutating",
            "name": "mutate.core.v1.pod.openyurt.io",
            "policy": "Ignore"
          },
          {
            "configuration": "validating",
            "name": "validate.core.v1.node.openyurt.io",
            "policy": "Ignore"
          }
        ],
        "rendered": {
          "secret": true
        }
      }
    }
  }
];

// src/load/policy-files.ts
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
async function policyFiles(entry, what) {
  const info = await stat(entry).catch(() => {
    throw new InputError(`${entry}: ${what} file or folder not found`);
  });
  if (!info.isDirectory()) return [entry];
  return (await readdir(entry)).filter((n) => /\.(ya?ml|json)$/.test(n)).sort().map((n) => path.join(entry, n));
}
function parsePolicy(text, source, validate, what) {
  let data;
  try {
    data = load(text);
  } catch (e) {
    throw new InputError(`${source}: ${what} does not parse: ${safeReason(e.reason ?? String(e.message).split("\n")[0])}`);
  }
  if (!validate(data)) throw new InputError(describeSchemaErrors(source, validate.errors));
  return data;
}

// src/load/profiles.ts
var deepFreeze = (v) => {
  if (typeof v !== "object" || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) deepFreeze(x);
};
deepFreeze(SHIPPED_PROFILES);
async function loadProfiles(extra = []) {
  const byName = /* @__PURE__ */ new Map();
  const add = (p) => byName.set(p.doc.name, p);
  for (const p of SHIPPED_PROFILES) add(p);
  for (const entry of extra) {
    for (const file of await policyFiles(entry, "profile")) add(parseProfile(await readFile(file, "utf8"), file));
  }
  const out = [];
  for (const p of byName.values()) {
    if (p.doc.abstract) continue;
    out.push(complete(resolve(p, byName, []), p.source));
  }
  return out.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
}
function parseProfile(text, source) {
  return { doc: parsePolicy(text, source, validateProfile, "profile"), source };
}
function resolve(p, byName, chain) {
  const { extends: base, abstract: _abstract, apiVersion: _v, kind: _k, ...own } = p.doc;
  if (!base) return own;
  if (chain.includes(p.doc.name)) throw new InputError(`${p.source}: profile extends itself (${[...chain, p.doc.name].join(" -> ")})`);
  const parent = byName.get(base);
  if (!parent) throw new InputError(`${p.source}: profile '${p.doc.name}' extends '${base}', which no profile file defines`);
  return merge(resolve(parent, byName, [...chain, p.doc.name]), own);
}
function merge(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isMap(b) && isMap(v) ? merge(b, v) : v;
  }
  return out;
}
var isMap = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function complete(p, source) {
  const env = p.env ?? {};
  const missing = ["host", "writer", "secretName"].filter((k) => !env[k]).map((k) => `env.${k}`);
  if (!isMap(p.match) || !Object.keys(p.match).length) missing.unshift("match");
  if (missing.length) throw new InputError(`${source}: profile '${String(p.name)}' needs ${missing.join(", ")} (in it or a profile it extends)`);
  return { ...p, source };
}

export {
  policyFiles,
  parsePolicy,
  loadProfiles
};

import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);

// src/generated/owners.ts
var SHIPPED_OWNERS = [
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "argo-cd",
    "description": "the Argo CD Application",
    "cites": [
      {
        "repo": "argoproj/argo-cd",
        "file": "controller/sync.go",
        "function": "appStateManager.SyncAppState",
        "note": "RespectIgnoreDifferences=true applies the live value of ignored fields; without it the desired manifest is applied whole"
      },
      {
        "repo": "argoproj/argo-cd",
        "file": "controller/appcontroller.go",
        "function": "ApplicationController.autoSync",
        "note": "selfHeal syncs again whenever the live state drifts"
      }
    ],
    "gitops": {
      "kind": "Application",
      "apiGroup": "argoproj.io",
      "trackingLabel": "app.kubernetes.io/instance",
      "trackingAnnotation": "argocd.argoproj.io/tracking-id",
      "ignoreDifferences": "spec.ignoreDifferences",
      "selfHeal": "spec.syncPolicy.automated.selfHeal",
      "syncOptions": "spec.syncPolicy.syncOptions",
      "respectIgnoreOption": "RespectIgnoreDifferences=true"
    },
    "source": "policies/owners/argo-cd.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "cert-manager",
    "description": "cert-manager's CA injector (cainjector)",
    "annotations": [
      {
        "key": "cert-manager.io/inject-ca-from",
        "refers": "certificate"
      },
      {
        "key": "cert-manager.io/inject-ca-from-secret",
        "refers": "secret"
      },
      {
        "key": "cert-manager.io/inject-apiserver-ca",
        "refers": "apiserver"
      }
    ],
    "certificate": {
      "kind": "Certificate",
      "apiGroup": "cert-manager.io",
      "secretNameField": "spec.secretName"
    },
    "expiryMetric": "certmanager_certificate_expiration_timestamp_seconds",
    "secret": {
      "type": "kubernetes.io/tls",
      "readKeys": [
        "ca.crt"
      ],
      "caKey": "ca.crt",
      "certKey": "tls.crt",
      "keyKey": "tls.key"
    },
    "source": "policies/owners/cert-manager.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "dapr-injector",
    "description": "Dapr's sidecar injector (caBundle from the shared trust anchors)",
    "cites": [
      {
        "repo": "dapr/dapr",
        "file": "cmd/injector/app/app.go",
        "function": "Run",
        "note": "Patch of /webhooks/0/clientConfig/caBundle on dapr-sidecar-injector in every replica"
      },
      {
        "repo": "dapr/dapr",
        "file": "pkg/sentry/server/ca/kube.go",
        "function": "kube.store",
        "note": "the trust bundle Secret dapr-trust-bundle"
      }
    ],
    "controller": {
      "images": [
        "dapr/injector"
      ],
      "writes": [
        {
          "kind": "MutatingWebhookConfiguration",
          "names": [
            "dapr-sidecar-injector"
          ],
          "entries": "first"
        }
      ],
      "certificate": "shared-secret",
      "secretName": {
        "default": "dapr-trust-bundle"
      }
    },
    "source": "policies/owners/dapr-injector.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "dapr-operator",
    "description": "Dapr's operator (CRD conversion caBundle from the shared trust anchors)",
    "cites": [
      {
        "repo": "dapr/dapr",
        "file": "pkg/operator/operator.go",
        "function": "operator.patchConversionWebhooksInCRDs",
        "note": "JSON patch of spec.conversion.webhook.clientConfig.caBundle of subscriptions.dapr.io"
      },
      {
        "repo": "dapr/dapr",
        "file": "pkg/operator/operator.go",
        "function": "operator.Start",
        "note": "the patch runner runs in every replica, not only the elected one"
      }
    ],
    "controller": {
      "images": [
        "dapr/operator"
      ],
      "writes": [
        {
          "kind": "CustomResourceDefinition",
          "names": [
            "subscriptions.dapr.io"
          ]
        }
      ],
      "certificate": "shared-secret",
      "secretName": {
        "default": "dapr-trust-bundle"
      }
    },
    "source": "policies/owners/dapr-operator.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "gatekeeper",
    "description": "the Gatekeeper cert rotator (open-policy-agent/cert-controller)",
    "cites": [
      {
        "repo": "open-policy-agent/gatekeeper",
        "file": "main.go",
        "function": "innerMain",
        "note": "rotator.AddRotator unless --disable-cert-rotation; Secret gatekeeper-webhook-server-cert"
      },
      {
        "repo": "open-policy-agent/gatekeeper",
        "file": "pkg/webhook/policy.go",
        "function": "AppendValidationWebhookIfEnabled",
        "note": "--validating-webhook-configuration-name (pkg/webhook/common.go), with the webhook operation"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "file": "pkg/rotator/rotator.go",
        "function": "ReconcileWH.ensureCerts",
        "note": "injectCert: caBundle of every entry, CRD conversion, APIService"
      }
    ],
    "controller": {
      "images": [
        "openpolicyagent/gatekeeper"
      ],
      "writes": [
        {
          "kind": "ValidatingWebhookConfiguration",
          "name": {
            "flag": "validating-webhook-configuration-name",
            "default": "gatekeeper-validating-webhook-configuration"
          }
        },
        {
          "kind": "MutatingWebhookConfiguration",
          "name": {
            "flag": "mutating-webhook-configuration-name",
            "default": "gatekeeper-mutating-webhook-configuration"
          }
        }
      ],
      "disabledWhen": [
        {
          "setting": {
            "flag": "disable-cert-rotation",
            "boolean": true,
            "default": "false"
          },
          "in": [
            "1",
            "t",
            "T",
            "TRUE",
            "true",
            "True"
          ]
        }
      ],
      "certificate": "shared-secret",
      "secretName": {
        "default": "gatekeeper-webhook-server-cert"
      }
    },
    "source": "policies/owners/gatekeeper.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "helm-upgrade",
    "description": "Helm (the caBundle the chart renders, put back at each upgrade)",
    "cites": [
      {
        "repo": "helm/helm",
        "file": "pkg/kube/client.go",
        "function": "createPatch",
        "note": "three-way merge of the old manifest, the live object and the new manifest"
      }
    ],
    "renderer": {
      "labels": [
        {
          "key": "app.kubernetes.io/managed-by",
          "value": "Helm"
        },
        {
          "key": "helm.sh/chart"
        }
      ]
    },
    "source": "policies/owners/helm-upgrade.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "istiod",
    "description": "istiod",
    "cites": [
      {
        "repo": "istio/istio",
        "file": "pkg/webhooks/webhookpatch.go",
        "function": "WebhookCertPatcher.patchMutatingWebhookConfig",
        "note": "skips configurations whose istio.io/rev label is not its revision; caBundle of every entry whose name ends with the injector's webhook name"
      },
      {
        "repo": "istio/istio",
        "file": "pkg/webhooks/validation/controller/controller.go",
        "function": "Controller.updateValidatingWebhookConfiguration",
        "note": "configurations selected by istio.io/rev; caBundle of every entry, failurePolicy Fail once readyForFailClose"
      },
      {
        "repo": "istio/istio",
        "file": "pilot/pkg/bootstrap/sidecarinjector.go",
        "function": "Server.initSidecarInjector",
        "note": "the patcher runs in every replica, for args.Revision"
      },
      {
        "repo": "istio/istio",
        "file": "pkg/webhooks/validation/controller/controller.go",
        "function": "newController",
        "note": "watches validating configurations with label selector istio.io/rev=<Revision>"
      },
      {
        "repo": "istio/istio",
        "file": "pilot/pkg/bootstrap/options.go",
        "function": "Revision",
        "note": "env REVISION, default empty"
      },
      {
        "repo": "istio/istio",
        "file": "manifests/charts/istio-control/istio-discovery/templates/deployment.yaml",
        "function": "container discovery",
        "note": 'image <hub>/pilot (values image: pilot); env REVISION from values revision, "default" when empty'
      }
    ],
    "webhooks": [
      {
        "names": [
          "rev.validation.istio.io"
        ],
        "caBundle": true,
        "failurePolicy": "Fail"
      },
      {
        "names": [
          "validation.istio.io",
          "*.sidecar-injector.istio.io"
        ],
        "caBundle": true
      }
    ],
    "workload": {
      "images": [
        "pilot"
      ],
      "holders": {
        "kinds": [
          "MutatingWebhookConfiguration",
          "ValidatingWebhookConfiguration"
        ],
        "label": "istio.io/rev",
        "setting": {
          "env": "REVISION",
          "default": ""
        }
      }
    },
    "source": "policies/owners/istiod.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "keda",
    "description": "the KEDA operator's cert rotator (open-policy-agent/cert-controller)",
    "cites": [
      {
        "repo": "kedacore/keda",
        "file": "cmd/operator/main.go",
        "function": "main",
        "note": "--enable-cert-rotation (false), --cert-secret-name (kedaorg-certs), --validating-webhook-name (keda-admission), --enable-webhook-patching, --enable-apiservice-patching (true)"
      },
      {
        "repo": "kedacore/keda",
        "file": "pkg/certificates/certificate_manager.go",
        "function": "CertManager.AddCertificateRotation",
        "note": "rotator.APIService and rotator.Validating; RequireLeaderElection true"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "file": "pkg/rotator/rotator.go",
        "function": "ReconcileWH.ensureCerts"
      }
    ],
    "controller": {
      "images": [
        "kedacore/keda"
      ],
      "writes": [
        {
          "kind": "ValidatingWebhookConfiguration",
          "name": {
            "flag": "validating-webhook-name",
            "default": "keda-admission"
          },
          "when": [
            {
              "setting": {
                "flag": "enable-webhook-patching",
                "boolean": true,
                "default": "true"
              },
              "in": [
                "1",
                "t",
                "T",
                "TRUE",
                "true",
                "True"
              ]
            }
          ]
        },
        {
          "kind": "APIService",
          "names": [
            "v1beta1.external.metrics.k8s.io"
          ],
          "when": [
            {
              "setting": {
                "flag": "enable-apiservice-patching",
                "boolean": true,
                "default": "true"
              },
              "in": [
                "1",
                "t",
                "T",
                "TRUE",
                "true",
                "True"
              ]
            }
          ]
        }
      ],
      "enabledWhen": [
        {
          "setting": {
            "flag": "enable-cert-rotation",
            "boolean": true,
            "default": "false"
          },
          "in": [
            "1",
            "t",
            "T",
            "TRUE",
            "true",
            "True"
          ]
        }
      ],
      "certificate": "shared-secret",
      "secretName": {
        "flag": "cert-secret-name",
        "default": "kedaorg-certs"
      }
    },
    "source": "policies/owners/keda.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "kruise-game",
    "description": "the kruise-game manager (per-pod CA)",
    "cites": [
      {
        "repo": "openkruise/kruise-game",
        "file": "pkg/webhook/webhook.go",
        "function": "Webhook.Initialize",
        "note": "v1.0.0 (afb9896): NewFSCertWriter, EnsureCert, then caBundle of both configurations"
      },
      {
        "repo": "openkruise/kruise-game",
        "file": "pkg/webhook/webhook.go",
        "function": "updateMutatingWebhook",
        "note": "Update of kruise-game-mutating-webhook with this process's CA"
      },
      {
        "repo": "openkruise/kruise-game",
        "file": "main.go",
        "function": "main",
        "note": "Initialize runs before mgr.Start, whatever --leader-elect says"
      }
    ],
    "controller": {
      "images": [
        "openkruise/kruise-game-manager"
      ],
      "writes": [
        {
          "kind": "MutatingWebhookConfiguration",
          "names": [
            "kruise-game-mutating-webhook"
          ]
        },
        {
          "kind": "ValidatingWebhookConfiguration",
          "names": [
            "kruise-game-validating-webhook"
          ]
        }
      ],
      "disabledWhen": [
        {
          "setting": {
            "flag": "enable-cert-generation",
            "boolean": true,
            "default": "true"
          },
          "in": [
            "false"
          ]
        }
      ],
      "certificate": "per-pod"
    },
    "source": "policies/owners/kruise-game.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "kube-webhook-certgen",
    "description": "the kube-webhook-certgen patch Job",
    "job": {
      "images": [
        "kube-webhook-certgen"
      ],
      "command": "patch",
      "flags": {
        "webhookName": "--webhook-name",
        "patchMutating": "--patch-mutating",
        "patchValidating": "--patch-validating",
        "failurePolicy": "--patch-failure-policy",
        "secretName": "--secret-name",
        "namespace": "--namespace"
      }
    },
    "secret": {
      "type": "Opaque",
      "readKeys": [
        "ca",
        "cert",
        "key"
      ],
      "caKey": "ca",
      "certKey": "cert",
      "keyKey": "key"
    },
    "source": "policies/owners/kube-webhook-certgen.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "kueue",
    "description": "the Kueue cert rotator (open-policy-agent/cert-controller)",
    "cites": [
      {
        "repo": "kubernetes-sigs/kueue",
        "file": "pkg/util/cert/cert.go",
        "function": "buildCertRotatorConfig",
        "note": "names built by buildWebhookConfigurationName; CRD conversion webhooks; RequireLeaderElection false"
      },
      {
        "repo": "kubernetes-sigs/kueue",
        "file": "apis/config/v1beta2/defaults.go",
        "function": "SetDefaults_Configuration",
        "note": "internalCertManagement.enable defaults to true; webhookServiceName kueue-webhook-service; webhookSecretName kueue-webhook-server-cert"
      },
      {
        "repo": "kubernetes-sigs/kueue",
        "file": "cmd/kueue/main.go",
        "function": "main",
        "note": "cert.BootstrapCerts and cert.ManageCerts only when InternalCertManagement.Enable"
      }
    ],
    "controller": {
      "images": [
        "kueue/kueue"
      ],
      "writes": [
        {
          "kind": "ValidatingWebhookConfiguration",
          "name": {
            "configKey": "internalCertManagement.webhookServiceName",
            "default": "kueue-webhook-service"
          },
          "trimSuffix": "-webhook-service",
          "nameFormat": "{}-validating-webhook-configuration"
        },
        {
          "kind": "MutatingWebhookConfiguration",
          "name": {
            "configKey": "internalCertManagement.webhookServiceName",
            "default": "kueue-webhook-service"
          },
          "trimSuffix": "-webhook-service",
          "nameFormat": "{}-mutating-webhook-configuration"
        },
        {
          "kind": "CustomResourceDefinition",
          "names": [
            "localqueues.kueue.x-k8s.io",
            "clusterqueues.kueue.x-k8s.io",
            "workloads.kueue.x-k8s.io",
            "cohorts.kueue.x-k8s.io",
            "multikueueclusters.kueue.x-k8s.io"
          ]
        }
      ],
      "disabledWhen": [
        {
          "setting": {
            "configKey": "internalCertManagement.enable",
            "default": "true"
          },
          "in": [
            "false"
          ]
        }
      ],
      "certificate": "shared-secret",
      "secretName": {
        "configKey": "internalCertManagement.webhookSecretName",
        "default": "kueue-webhook-server-cert"
      }
    },
    "source": "policies/owners/kueue.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "kyverno-cleanup-controller",
    "description": "Kyverno's cleanup controller (leader-elected certificate and webhook controllers)",
    "cites": [
      {
        "repo": "kyverno/kyverno",
        "file": "cmd/cleanup-controller/main.go",
        "function": "main",
        "note": "certmanager.NewController and genericwebhookcontroller.NewController inside the leader callback"
      },
      {
        "repo": "kyverno/kyverno",
        "file": "pkg/controllers/generic/webhook/controller.go",
        "function": "controller.reconcile",
        "note": "caBundle from ReadRootCASecret"
      }
    ],
    "controller": {
      "images": [
        "kyverno/cleanup-controller"
      ],
      "writes": [
        {
          "kind": "ValidatingWebhookConfiguration",
          "names": [
            "kyverno-cleanup-validating-webhook-cfg",
            "kyverno-ttl-validating-webhook-cfg"
          ]
        }
      ],
      "certificate": "shared-secret",
      "secretName": {
        "flag": "tlsSecretName"
      },
      "leaderElection": {
        "setting": {
          "default": "true"
        }
      }
    },
    "source": "policies/owners/kyverno-cleanup-controller.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "kyverno",
    "description": "Kyverno's admission controller (leader-elected certificate and webhook controllers)",
    "cites": [
      {
        "repo": "kyverno/kyverno",
        "file": "cmd/kyverno/main.go",
        "function": "createrLeaderControllers",
        "note": "certmanager and webhook controllers exist only in the leader's callback of leaderelection.New"
      },
      {
        "repo": "kyverno/kyverno",
        "file": "pkg/controllers/certmanager/controller.go",
        "function": "controller.renewCertificates",
        "note": "RenewCA then RenewTLS on the two Secrets"
      },
      {
        "repo": "kyverno/kyverno",
        "file": "pkg/tls/renewer.go",
        "function": "certRenewer.RenewTLS",
        "note": "writes the shared TLS Secret every replica serves"
      },
      {
        "repo": "kyverno/kyverno",
        "file": "pkg/controllers/webhook/controller.go",
        "function": "controller.reconcileValidatingWebhookConfiguration",
        "note": "caBundle from ReadRootCASecret into the configuration it builds; names from pkg/config/config.go"
      },
      {
        "repo": "kyverno/kyverno",
        "file": "pkg/controllers/generic/webhook/controller.go",
        "function": "controller.reconcile",
        "note": "exception, CEL exception and global-context configurations"
      }
    ],
    "controller": {
      "images": [
        "kyverno/kyverno"
      ],
      "writes": [
        {
          "kind": "MutatingWebhookConfiguration",
          "names": [
            "kyverno-resource-mutating-webhook-cfg",
            "kyverno-policy-mutating-webhook-cfg",
            "kyverno-verify-mutating-webhook-cfg"
          ]
        },
        {
          "kind": "ValidatingWebhookConfiguration",
          "names": [
            "kyverno-resource-validating-webhook-cfg",
            "kyverno-policy-validating-webhook-cfg",
            "kyverno-exception-validating-webhook-cfg",
            "kyverno-cel-exception-validating-webhook-cfg",
            "kyverno-global-context-validating-webhook-cfg"
          ]
        }
      ],
      "certificate": "shared-secret",
      "secretName": {
        "flag": "tlsSecretName"
      },
      "leaderElection": {
        "setting": {
          "default": "true"
        }
      }
    },
    "source": "policies/owners/kyverno.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "render-time-ca",
    "description": "the chart render (CA, TLS Secret and caBundle made together)",
    "mountedSecret": {
      "types": [
        "kubernetes.io/tls"
      ]
    },
    "secret": {
      "type": "kubernetes.io/tls",
      "readKeys": [
        "tls.crt"
      ],
      "caKey": "ca.crt",
      "certKey": "tls.crt",
      "keyKey": "tls.key"
    },
    "source": "policies/owners/render-time-ca.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "vault-agent-injector",
    "description": "the Vault agent injector (auto-TLS)",
    "cites": [
      {
        "repo": "hashicorp/vault-k8s",
        "file": "helper/cert/source_gen.go",
        "function": "GenSource.Certificate",
        "note": "no elector: generateCA in every process; elector: followers getBundleFromSecret"
      },
      {
        "repo": "hashicorp/vault-k8s",
        "file": "subcommand/injector/command.go",
        "function": "Command.updateCertificate",
        "note": "isLeader is true without the elector; updateCABundle patches /webhooks/0/clientConfig/caBundle"
      },
      {
        "repo": "hashicorp/vault-k8s",
        "file": "subcommand/injector/command.go",
        "function": "Command.Run",
        "note": "a tls-cert-file selects cert.DiskSource: nothing is minted"
      },
      {
        "repo": "hashicorp/vault-k8s",
        "file": "subcommand/injector/flags.go",
        "function": "Command.parseEnvs",
        "note": "AGENT_INJECT_* env overrides the flags"
      }
    ],
    "controller": {
      "images": [
        "hashicorp/vault-k8s"
      ],
      "writes": [
        {
          "kind": "MutatingWebhookConfiguration",
          "name": {
            "env": "AGENT_INJECT_TLS_AUTO",
            "flag": "tls-auto"
          },
          "entries": "first"
        }
      ],
      "disabledWhen": [
        {
          "setting": {
            "env": "AGENT_INJECT_TLS_CERT_FILE",
            "flag": "tls-cert-file"
          },
          "set": true
        }
      ],
      "certificate": "per-pod",
      "secretName": {
        "default": "vault-injector-certs"
      },
      "leaderElection": {
        "setting": {
          "env": "AGENT_INJECT_USE_LEADER_ELECTOR",
          "flag": "use-leader-elector",
          "boolean": true,
          "default": "false"
        }
      }
    },
    "source": "policies/owners/vault-agent-injector.yaml"
  },
  {
    "apiVersion": "webhook-cert-gate.io/v1",
    "kind": "CertificateOwner",
    "name": "volcano-webhook-manager",
    "description": "Volcano's webhook manager (caBundle from the mounted admission Secret)",
    "cites": [
      {
        "repo": "volcano-sh/volcano",
        "file": "cmd/webhook-manager/app/util.go",
        "function": "addCaCertForWebhook",
        "note": "sets ClientConfig.CABundle of every entry and updates the configuration"
      },
      {
        "repo": "volcano-sh/volcano",
        "file": "cmd/webhook-manager/app/server.go",
        "function": "Run",
        "note": "once per admission service at start, in every replica"
      },
      {
        "repo": "volcano-sh/volcano",
        "file": "cmd/webhook-manager/app/options/options.go",
        "function": "Config.readCAFiles",
        "note": "--ca-cert-file read once, at start"
      }
    ],
    "controller": {
      "images": [
        "volcanosh/vc-webhook-manager"
      ],
      "writes": [
        {
          "kind": "MutatingWebhookConfiguration",
          "names": [
            "volcano-admission-service-pods-mutate",
            "volcano-admission-service-queues-mutate",
            "volcano-admission-service-podgroups-mutate",
            "volcano-admission-service-jobs-mutate"
          ]
        },
        {
          "kind": "ValidatingWebhookConfiguration",
          "names": [
            "volcano-admission-service-jobs-validate",
            "volcano-admission-service-pods-validate",
            "volcano-admission-service-queues-validate",
            "volcano-admission-service-podgroups-validate",
            "volcano-admission-service-hypernodes-validate",
            "volcano-admission-service-cronjobs-validate",
            "volcano-admission-service-jobflows-validate"
          ]
        }
      ],
      "certificate": "shared-secret",
      "secretName": {
        "default": "volcano-admission-secret"
      }
    },
    "source": "policies/owners/volcano-webhook-manager.yaml"
  }
];

export {
  SHIPPED_OWNERS
};

var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  OWNER_CITES: () => OWNER_CITES
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var OWNER_CITES = {
  "antrea-controller": {
    "cites": [
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/cacert_controller.go",
        "function": "CACertController.syncCACert",
        "note": "the CA ConfigMap, then syncAPIServices, syncMutatingWebhooks, syncValidatingWebhooks, syncConversionWebhooks"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/cacert_controller.go",
        "function": "CACertController.patchWebhookWithCACert",
        "note": "every entry's caBundle of each MutatingWebhookConfiguration the selector lists (syncMutatingWebhooks)"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/cacert_controller.go",
        "function": "CACertController.syncValidatingWebhooks",
        "note": "every entry's caBundle of each labelled ValidatingWebhookConfiguration"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/cacert_controller.go",
        "function": "CACertController.syncAPIServices",
        "note": "spec.caBundle of each labelled APIService"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/cacert_controller.go",
        "function": "CACertController.syncConversionWebhooks",
        "note": "spec.conversion.webhook.clientConfig.caBundle of each labelled CRD"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/cacert_controller.go",
        "function": "CACertController.Run",
        "note": "resyncs every 2 minutes, whatever another writer put there"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/certificate.go",
        "function": "ApplyServerCert",
        "note": "selfSignedCert: newSelfSignedCertProvider; else ca.crt of CertDir; newCACertController in both branches"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/apiserver.go",
        "function": "DefaultCAConfig",
        "note": "TLSSecretName antrea-controller-tls; the four selectors antreaServedLabelSelector; CertDir /var/run/antrea/antrea-controller-tls"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/apiserver.go",
        "function": "antreaServedLabelSelector",
        "note": "app=antrea, served-by=antrea-controller"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/apiserver.go",
        "function": "APIServer.Run",
        "note": "caCertController.RunOnce, then Run, in every process: no leader election"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/selfsignedcert_provider.go",
        "function": "selfSignedCertProvider.rotateSelfSignedCertificate",
        "note": "reads the Secret first; generates only when it holds no certificate valid for 90 more days, then saves it"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/selfsignedcert_provider.go",
        "function": "selfSignedCertProvider.saveCertKeyToSecret",
        "note": "creates antrea-controller-tls (kubernetes.io/tls) or updates its tls.crt and tls.key"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "cmd/antrea-controller/options.go",
        "function": "Options.setDefaults",
        "note": "selfSignedCert defaults to true"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apis/resources.go",
        "function": "AntreaControllerTLSSecretName",
        "note": "antrea-controller-tls"
      }
    ],
    "reload": [
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/selfsignedcert_provider.go",
        "function": "newSelfSignedCertProvider",
        "note": "ServerCert.CertKey files in SelfSignedCertDir; an informer on the Secret enqueues a rotation on every change"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/selfsignedcert_provider.go",
        "function": "selfSignedCertProvider.rotateSelfSignedCertificate",
        "note": "writes the Secret's certificate and key to the served files"
      },
      {
        "repo": "antrea-io/antrea",
        "ref": "v2.7.0",
        "commit": "e59003c2c1b13a961ff58a6d7b8f1133049d0bf0",
        "file": "pkg/apiserver/certificate/certificate.go",
        "function": "ApplyServerCert",
        "note": "selfSignedCert false: the mounted tls.crt and tls.key, which the API server reloads from disk"
      }
    ]
  },
  "argo-cd": {
    "cites": [
      {
        "repo": "argoproj/argo-cd",
        "ref": "v3.5.1",
        "commit": "109ca7ca71139e514114499d294a492e7910a965",
        "file": "controller/sync.go",
        "function": "appStateManager.SyncAppState",
        "note": "RespectIgnoreDifferences=true applies the live value of ignored fields; without it the desired manifest is applied whole"
      },
      {
        "repo": "argoproj/argo-cd",
        "ref": "v3.5.1",
        "commit": "109ca7ca71139e514114499d294a492e7910a965",
        "file": "controller/appcontroller.go",
        "function": "ApplicationController.autoSync",
        "note": "selfHeal syncs again whenever the live state drifts"
      },
      {
        "repo": "argoproj/argo-cd",
        "ref": "v3.5.1",
        "commit": "109ca7ca71139e514114499d294a492e7910a965",
        "file": "controller/state.go",
        "function": "appStateManager.CompareAppState",
        "note": "the diff, and RespectIgnoreDifferences with it, ignores what the application's ignoreDifferences and argocd-cm's resource overrides name"
      },
      {
        "repo": "argoproj/argo-cd",
        "ref": "v3.5.1",
        "commit": "109ca7ca71139e514114499d294a492e7910a965",
        "file": "util/settings/settings.go",
        "function": "SettingsManager.appendResourceOverridesFromSplitKeys",
        "note": "resource.customizations.ignoreDifferences.<group>_<Kind> (or <Kind>, or all for */*) holds one ignore rule in YAML"
      },
      {
        "repo": "argoproj/argo-cd",
        "ref": "v3.5.1",
        "commit": "109ca7ca71139e514114499d294a492e7910a965",
        "file": "util/settings/settings.go",
        "function": "SettingsManager.GetResourceOverrides",
        "note": "the older resource.customizations key: a YAML map of <group>/<Kind> to overrides"
      },
      {
        "repo": "argoproj/argo-cd",
        "ref": "v3.5.1",
        "commit": "109ca7ca71139e514114499d294a492e7910a965",
        "file": "util/argo/normalizers/diff_normalizer.go",
        "function": "ignoreNormalizer.Normalize",
        "note": "a rule's group and kind are globs"
      },
      {
        "repo": "argoproj/argo-cd",
        "ref": "v3.5.1",
        "commit": "109ca7ca71139e514114499d294a492e7910a965",
        "file": "util/security/application_namespaces.go",
        "function": "IsNamespaceEnabled",
        "note": "applications are reconciled in the control plane's namespace and those application.namespaces (argocd-cmd-params-cm) names"
      },
      {
        "repo": "argoproj/argo-cd",
        "ref": "v3.5.1",
        "commit": "109ca7ca71139e514114499d294a492e7910a965",
        "file": "gitops-engine/pkg/sync/hook/hook.go",
        "function": "Types",
        "note": "the argocd.argoproj.io/hook values (PreSync, Sync, PostSync run at every sync); without one, helm.sh/hook is read and install hooks map to PreSync/PostSync too (gitops-engine/pkg/sync/hook/helm/type.go), which the hooks entry of helm-upgrade cannot see"
      }
    ],
    "reload": []
  },
  "cert-manager": {
    "cites": [],
    "reload": []
  },
  "cloudnative-pg": {
    "cites": [
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "internal/cmd/manager/controller/controller.go",
        "function": "RunController",
        "note": "ensurePKI before mgr.Start: in every replica, --leader-elect or not"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "internal/cmd/manager/controller/controller.go",
        "function": "ensurePKI",
        "note": "WEBHOOK_CERT_DIR set: nothing; else Secrets cnpg-ca-secret and cnpg-webhook-cert, the two configuration names, ManageWebhookConfigurations"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "pkg/certs/k8s.go",
        "function": "PublicKeyInfrastructure.Setup",
        "note": "retry on NotFound and AlreadyExists; hourly maintenance"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "pkg/certs/k8s.go",
        "function": "PublicKeyInfrastructure.ensureCertificate",
        "note": "creates the webhook Secret when absent, renews it otherwise"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "pkg/certs/k8s.go",
        "function": "PublicKeyInfrastructure.setupWebhooksCertificate",
        "note": "ManageWebhookConfigurations false: caBundle left alone"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "pkg/certs/k8s.go",
        "function": "PublicKeyInfrastructure.injectPublicKeyIntoMutatingWebhook",
        "note": "every entry's caBundle = tls.crt, a merge patch"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "internal/configuration/configuration.go",
        "function": "newDefaultConfig",
        "note": "ManageWebhookConfigurations true by default"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "internal/configuration/configuration.go",
        "function": "Data.GetMutatingWebhookConfigurationName",
        "note": "ENABLE_WEBHOOK_NAMESPACE_SUFFIX and OPERATOR_NAMESPACE"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "internal/cmd/manager/controller/controller.go",
        "function": "loadConfiguration",
        "note": "the ConfigMap --config-map-name, then the Secret --secret-name (each over the last), read through the API; one not found is skipped"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "pkg/configparser/configparser.go",
        "function": "ReadConfigMap",
        "note": "env, then the ConfigMap/Secret data; strconv.ParseBool, an invalid value skipped"
      }
    ],
    "reload": [
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "internal/cmd/manager/controller/controller.go",
        "function": "RunController",
        "note": "webhook.NewServer CertDir /run/secrets/cnpg.io/webhook, tls.crt and tls.key"
      },
      {
        "repo": "cloudnative-pg/cloudnative-pg",
        "ref": "v1.30.0",
        "commit": "4b5e244a7d031f67e025c83c1555e7726ecbbfa1",
        "file": "pkg/certs/k8s.go",
        "function": "PublicKeyInfrastructure.ensureCertificatesAreUpToDate",
        "note": "waits for the mounted Secret files to match"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.24.1",
        "commit": "3be3f1bf2b2fcc6b5c9510d55c6a9972294653d0",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir"
      }
    ]
  },
  "controller-mesh": {
    "cites": [],
    "reload": []
  },
  "dapr-injector": {
    "cites": [
      {
        "repo": "dapr/dapr",
        "ref": "v1.18.3",
        "commit": "2dcf2e3548faf3c740b3d29ee300e2132db65cff",
        "file": "cmd/injector/app/app.go",
        "function": "Run",
        "note": "Patch of /webhooks/0/clientConfig/caBundle on dapr-sidecar-injector in every replica"
      },
      {
        "repo": "dapr/dapr",
        "ref": "v1.18.3",
        "commit": "2dcf2e3548faf3c740b3d29ee300e2132db65cff",
        "file": "pkg/sentry/server/ca/kube.go",
        "function": "kube.store",
        "note": "the trust bundle Secret dapr-trust-bundle"
      }
    ],
    "reload": [
      {
        "repo": "dapr/dapr",
        "ref": "v1.18.3",
        "commit": "2dcf2e3548faf3c740b3d29ee300e2132db65cff",
        "file": "cmd/injector/app/app.go",
        "function": "Run",
        "note": "sec.TLSServerConfigNoClientAuth(): the current SVID"
      },
      {
        "repo": "dapr/dapr",
        "ref": "v1.18.3",
        "commit": "2dcf2e3548faf3c740b3d29ee300e2132db65cff",
        "file": "pkg/security/security.go",
        "function": "provider.Run",
        "note": "spiffe.Run renews the SVID; trustAnchors.Run watches the trust anchors file"
      }
    ]
  },
  "dapr-operator": {
    "cites": [
      {
        "repo": "dapr/dapr",
        "ref": "v1.18.3",
        "commit": "2dcf2e3548faf3c740b3d29ee300e2132db65cff",
        "file": "pkg/operator/operator.go",
        "function": "operator.patchConversionWebhooksInCRDs",
        "note": "JSON patch of spec.conversion.webhook.clientConfig.caBundle of subscriptions.dapr.io"
      },
      {
        "repo": "dapr/dapr",
        "ref": "v1.18.3",
        "commit": "2dcf2e3548faf3c740b3d29ee300e2132db65cff",
        "file": "pkg/operator/operator.go",
        "function": "operator.Start",
        "note": "the patch runner runs in every replica, not only the elected one"
      }
    ],
    "reload": [
      {
        "repo": "dapr/dapr",
        "ref": "v1.18.3",
        "commit": "2dcf2e3548faf3c740b3d29ee300e2132db65cff",
        "file": "pkg/operator/operator.go",
        "function": "NewOperator",
        "note": "the webhook server's TLS config is sec.TLSServerConfigNoClientAuth()"
      },
      {
        "repo": "dapr/dapr",
        "ref": "v1.18.3",
        "commit": "2dcf2e3548faf3c740b3d29ee300e2132db65cff",
        "file": "pkg/security/security.go",
        "function": "provider.Run",
        "note": "spiffe.Run renews the SVID"
      }
    ]
  },
  "emissary-apiext": {
    "cites": [
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "cmd/apiext/main.go",
        "function": "main",
        "note": "DISABLE_CRD_MANAGEMENT and DISABLE_CA_MANAGEMENT, each when non-empty; --crd-label-selector"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/server.go",
        "function": "WebhookServer.Run",
        "note": "manager.Options LeaderElection (emissary-ca-mgr-leader); the CRD patch controller when crdPatchMgmtEnabled; the CA runnable when caMgmtEnabled"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/server.go",
        "function": "WebhookServer.isLeaderElectionEnabled",
        "note": "caMgmtEnabled || crdPatchMgmtEnabled"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/server.go",
        "function": "NewWebhookServer",
        "note": "caSecretSettings: the pod's namespace, defaults.WebhookCASecretName"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/defaults/defaults.go",
        "function": "WebhookCASecretName",
        "note": "emissary-ingress-webhook-ca"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/internal/controller/crd/controller.go",
        "function": "crdPatchController.Reconcile",
        "note": "skips conversion None and CRDs of one version"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/internal/controller/crd/controller.go",
        "function": "crdPatchController.reconcileCRD",
        "note": "Update of spec.conversion with the CA (createConversionConfig)"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/internal/runnable/cacert/manager.go",
        "function": "CACertManager.Start",
        "note": "ensureCA now and every 10 s; NeedLeaderElection (just above) returns true: only the leader mints"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/internal/runnable/cacert/manager.go",
        "function": "CACertManager.ensureCA",
        "note": "Secret missing: generateCACert(nil); invalid or within 14 days of expiry: a new CA"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/internal/runnable/cacert/manager.go",
        "function": "CACertManager.generateCACert",
        "note": "creates the Secret (kubernetes.io/tls) or replaces its data"
      }
    ],
    "reload": [
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/server.go",
        "function": "WebhookServer.serveHTTPS",
        "note": "tls.Config.GetCertificate: the certificate authority"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/internal/ca/authority.go",
        "function": "apiextCertificateAuthority.GetCertificate",
        "note": "a cached leaf, or one signed now with the current CA"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/internal/controller/cacert/controller.go",
        "function": "caCertController.SetupWithManager",
        "note": "NeedLeaderElection false: every replica watches the Secret"
      },
      {
        "repo": "emissary-ingress/emissary",
        "ref": "v4.1.0",
        "commit": "5497a66908186400d16de0a4fba3e467f4b55e46",
        "file": "pkg/apiext/internal/controller/cacert/controller.go",
        "function": "caCertController.Reconcile",
        "note": "SetCACert from the Secret (invalidates the cached leaves)"
      }
    ]
  },
  "external-secrets-cert-controller": {
    "cites": [
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "cmd/controller/certcontroller.go",
        "function": "certcontrollerCmd",
        "note": "the certcontroller subcommand of the one image"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "cmd/controller/certcontroller.go",
        "function": "init",
        "note": "--secret-name (external-secrets-webhook), --secret-namespace (default), --service-name, --crd-names (externalsecrets, clustersecretstores, secretstores .external-secrets.io), --enable-leader-election (false)"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "cmd/controller/certcontroller.go",
        "function": "LeaderElectionID",
        "note": "ctrl.Options LeaderElection: enableLeaderElection (crd-certs-controller); crds.New and webhookconfig.New on the one Secret"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "pkg/controllers/crds/crds_controller.go",
        "function": "Reconciler.Reconcile",
        "note": "only CRDs whose name is in --crd-names"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "pkg/controllers/crds/crds_controller.go",
        "function": "Reconciler.updateCRD",
        "note": "Get of the Secret (no Create); refreshCertIfNeeded; injectCert writes ca.crt into the conversion caBundle"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "pkg/controllers/crds/crds_controller.go",
        "function": "Reconciler.refreshCertIfNeeded",
        "note": "a new CA when the CA is not valid 90 days ahead, else a new leaf when the leaf is not"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "pkg/controllers/crds/crds_controller.go",
        "function": "Reconciler.writeSecret",
        "note": "Update of the Secret it read: it fills, never creates"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "pkg/controllers/webhookconfig/webhookconfig.go",
        "function": "Reconciler.Reconcile",
        "note": "ValidatingWebhookConfigurations labelled external-secrets.io/component=webhook"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "pkg/controllers/webhookconfig/webhookconfig.go",
        "function": "Reconciler.updateConfig",
        "note": "ca.crt of the Secret, Update when changed"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "pkg/controllers/webhookconfig/webhookconfig.go",
        "function": "Reconciler.inject",
        "note": "caBundle (and the service) of every entry whose name ends in external-secrets.io"
      }
    ],
    "reload": [
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "cmd/controller/webhook.go",
        "function": "WebhookServer",
        "note": "webhook.NewServer with CertDir --cert-dir"
      },
      {
        "repo": "external-secrets/external-secrets",
        "ref": "v2.9.0",
        "commit": "378bdb622ed9712ef4a58370f6a17af033b7d343",
        "file": "cmd/controller/webhook.go",
        "function": "CertDir",
        "note": "waitForCerts at start; CheckCerts every --check-interval, cancel (exit) when invalid at now + lookahead"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.24.1",
        "commit": "3be3f1bf2b2fcc6b5c9510d55c6a9972294653d0",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
      }
    ]
  },
  "fluid-webhook": {
    "cites": [
      {
        "repo": "fluid-cloudnative/fluid",
        "ref": "v1.0.8",
        "commit": "de578cd23c56a83b527ac00586ab1659cf460f68",
        "file": "cmd/webhook/app/webhook.go",
        "function": "handle",
        "note": "LeaderElection false; BuildOrSyncCABundle(WebhookServiceName, certDir), then SetupWatcherForWebhook, in every process"
      },
      {
        "repo": "fluid-cloudnative/fluid",
        "ref": "v1.0.8",
        "commit": "de578cd23c56a83b527ac00586ab1659cf460f68",
        "file": "pkg/webhook/certificate_builder.go",
        "function": "CertificateBuilder.genCA",
        "note": "NewSecretCertWriter on CertSecretName in the pod's namespace, EnsureCert, WriteCertsToDir"
      },
      {
        "repo": "fluid-cloudnative/fluid",
        "ref": "v1.0.8",
        "commit": "de578cd23c56a83b527ac00586ab1659cf460f68",
        "file": "pkg/webhook/certificate_builder.go",
        "function": "CertificateBuilder.PatchCABundle",
        "note": "caBundle of every entry of the named MutatingWebhookConfiguration"
      },
      {
        "repo": "fluid-cloudnative/fluid",
        "ref": "v1.0.8",
        "commit": "de578cd23c56a83b527ac00586ab1659cf460f68",
        "file": "pkg/ctrl/watch/manager.go",
        "function": "SetupWatcherForWebhook",
        "note": "a controller on the MutatingWebhookConfiguration common.WebhookName: WebhookReconciler.Reconcile patches it again on every event"
      },
      {
        "repo": "fluid-cloudnative/fluid",
        "ref": "v1.0.8",
        "commit": "de578cd23c56a83b527ac00586ab1659cf460f68",
        "file": "pkg/utils/webhook/writer/certwriter.go",
        "function": "createIfNotExists",
        "note": "creates the Secret when missing; AlreadyExists (another racer): reads it back"
      },
      {
        "repo": "fluid-cloudnative/fluid",
        "ref": "v1.0.8",
        "commit": "de578cd23c56a83b527ac00586ab1659cf460f68",
        "file": "pkg/utils/webhook/writer/secret.go",
        "function": "secretCertWriter.read",
        "note": "the Secret's CA is kept for the next leaf (SetCA)"
      },
      {
        "repo": "fluid-cloudnative/fluid",
        "ref": "v1.0.8",
        "commit": "de578cd23c56a83b527ac00586ab1659cf460f68",
        "file": "pkg/common/webhook.go",
        "function": "WebhookName",
        "note": "fluid-pod-admission-webhook (configuration and Service); CertSecretName fluid-webhook-certs"
      }
    ],
    "reload": [
      {
        "repo": "fluid-cloudnative/fluid",
        "ref": "v1.0.8",
        "commit": "de578cd23c56a83b527ac00586ab1659cf460f68",
        "file": "cmd/webhook/app/webhook.go",
        "function": "handle",
        "note": "webhook.NewServer with CertDir certDir; BuildOrSyncCABundle once, before mgr.Start"
      },
      {
        "repo": "fluid-cloudnative/fluid",
        "ref": "v1.0.8",
        "commit": "de578cd23c56a83b527ac00586ab1659cf460f68",
        "file": "pkg/webhook/certificate_builder.go",
        "function": "CertificateBuilder.genCA",
        "note": "WriteCertsToDir: the only write of the served files"
      }
    ]
  },
  "flux-helmrelease": {
    "cites": [
      {
        "repo": "fluxcd/helm-controller",
        "ref": "v1.6.3",
        "commit": "372c34e2b4a455d24ef6cbb8321c82c4533dbbd8",
        "file": "main.go",
        "function": "main",
        "note": "kube.ManagedFieldsManager = controllerName (helm-controller): the field manager of installs, upgrades and drift corrections"
      },
      {
        "repo": "fluxcd/helm-controller",
        "ref": "v1.6.3",
        "commit": "372c34e2b4a455d24ef6cbb8321c82c4533dbbd8",
        "file": "internal/postrender/build.go",
        "function": "BuildPostRenderers",
        "note": "NewOriginLabels(v2.GroupVersion.Group, ...) appended last, for every release"
      },
      {
        "repo": "fluxcd/helm-controller",
        "ref": "v1.6.3",
        "commit": "372c34e2b4a455d24ef6cbb8321c82c4533dbbd8",
        "file": "internal/postrender/common_renderer.go",
        "function": "originLabels",
        "note": "<group>/name and <group>/namespace: helm.toolkit.fluxcd.io/name, helm.toolkit.fluxcd.io/namespace"
      },
      {
        "repo": "fluxcd/helm-controller",
        "ref": "v1.6.3",
        "commit": "372c34e2b4a455d24ef6cbb8321c82c4533dbbd8",
        "file": "api/v2/helmrelease_types.go",
        "function": "DriftDetection.GetMode",
        "note": "an unset mode is disabled"
      },
      {
        "repo": "fluxcd/helm-controller",
        "ref": "v1.6.3",
        "commit": "372c34e2b4a455d24ef6cbb8321c82c4533dbbd8",
        "file": "internal/reconcile/atomic_release.go",
        "function": "AtomicRelease.actionForState",
        "note": "a drifted release is corrected (NewCorrectClusterDrift) only when the mode is enabled; an upgrade only when the chart or values changed"
      },
      {
        "repo": "fluxcd/helm-controller",
        "ref": "v1.6.3",
        "commit": "372c34e2b4a455d24ef6cbb8321c82c4533dbbd8",
        "file": "internal/action/diff.go",
        "function": "Diff",
        "note": "ignore rules as jsondiff IgnoreRules (paths, target); ExclusionSelector helm.toolkit.fluxcd.io/driftDetection: disabled"
      },
      {
        "repo": "fluxcd/helm-controller",
        "ref": "v1.6.3",
        "commit": "372c34e2b4a455d24ef6cbb8321c82c4533dbbd8",
        "file": "internal/action/diff.go",
        "function": "ApplyDiff",
        "note": "a JSON patch of the drifted fields, with the controller's field owner"
      },
      {
        "repo": "fluxcd/helm-controller",
        "ref": "v1.6.3",
        "commit": "372c34e2b4a455d24ef6cbb8321c82c4533dbbd8",
        "file": "internal/controller/helmrelease_controller.go",
        "function": "HelmReleaseReconciler.Reconcile",
        "note": "a suspended HelmRelease returns early: no upgrade, no correction"
      },
      {
        "repo": "fluxcd/pkg",
        "ref": "ssa/v0.76.1",
        "commit": "504330660f5b5e27b3da13a185b8649982afd3d4",
        "file": "ssa/jsondiff/unstructured.go",
        "function": "Unstructured",
        "note": "ignored paths removed from the dry-run and the live object before the patch is computed; an excluded object is DiffTypeExclude"
      }
    ],
    "reload": []
  },
  "flux-kustomization": {
    "cites": [
      {
        "repo": "fluxcd/kustomize-controller",
        "ref": "v1.9.4",
        "commit": "1324b615da01038e2859cbcde604bd5434f21933",
        "file": "internal/controller/kustomization_controller.go",
        "function": "KustomizationReconciler.apply",
        "note": "server-side apply of the build: ExclusionSelector reconcile=disabled and ssa=Ignore, IfNotPresentSelector ssa=IfNotPresent, spec.ignore as DriftIgnoreRules"
      },
      {
        "repo": "fluxcd/kustomize-controller",
        "ref": "v1.9.4",
        "commit": "1324b615da01038e2859cbcde604bd5434f21933",
        "file": "internal/controller/kustomization_controller.go",
        "function": "KustomizationReconciler.reconcile",
        "note": "SetOwnerLabels with the Kustomization's name and namespace on every object it applies"
      },
      {
        "repo": "fluxcd/kustomize-controller",
        "ref": "v1.9.4",
        "commit": "1324b615da01038e2859cbcde604bd5434f21933",
        "file": "internal/controller/kustomization_controller.go",
        "function": "KustomizationReconciler.Reconcile",
        "note": "a suspended Kustomization is skipped; otherwise requeued every spec.interval"
      },
      {
        "repo": "fluxcd/kustomize-controller",
        "ref": "v1.9.4",
        "commit": "1324b615da01038e2859cbcde604bd5434f21933",
        "file": "api/v1/kustomization_types.go",
        "function": "IgnoreRule",
        "note": "paths (JSON pointers) and an optional target; without a target the paths are ignored for every object"
      },
      {
        "repo": "fluxcd/pkg",
        "ref": "ssa/v0.76.1",
        "commit": "504330660f5b5e27b3da13a185b8649982afd3d4",
        "file": "ssa/manager_apply.go",
        "function": "ResourceManager.ApplyAll",
        "note": "RemoveCABundleFromCRD, shouldSkipApply, then an apply of every object that drifted, ignored fields aside"
      },
      {
        "repo": "fluxcd/pkg",
        "ref": "ssa/v0.76.1",
        "commit": "504330660f5b5e27b3da13a185b8649982afd3d4",
        "file": "ssa/manager_apply.go",
        "function": "computeDriftedPaths",
        "note": "a drifted ignored field: stripped when another apply manager owns it, else the live value adopted"
      },
      {
        "repo": "fluxcd/pkg",
        "ref": "ssa/v0.76.1",
        "commit": "504330660f5b5e27b3da13a185b8649982afd3d4",
        "file": "ssa/manager_apply.go",
        "function": "ResourceManager.apply",
        "note": "client.Apply with ForceOwnership"
      },
      {
        "repo": "fluxcd/pkg",
        "ref": "ssa/v0.76.1",
        "commit": "504330660f5b5e27b3da13a185b8649982afd3d4",
        "file": "ssa/utils/cert_validation.go",
        "function": "RemoveCABundleFromCRD",
        "note": "the CRD's spec.conversion.webhook.clientConfig.caBundle removed before apply"
      }
    ],
    "reload": []
  },
  "frr-k8s": {
    "cites": [
      {
        "repo": "metallb/frr-k8s",
        "ref": "v0.0.25",
        "commit": "fc9b433c54374deeb461db3bd8ea91084e589837",
        "file": "cmd/statuscleaner/main.go",
        "function": "main",
        "note": "Go flag: --disable-cert-rotation (false), --webhook-port (19443), --cert-dir, --cert-service-name (frr-k8s-webhook-service), --restart-on-rotator-secret-refresh (false); setupCertRotation unless disableCertRotation; no LeaderElection"
      },
      {
        "repo": "metallb/frr-k8s",
        "ref": "v0.0.25",
        "commit": "fc9b433c54374deeb461db3bd8ea91084e589837",
        "file": "cmd/statuscleaner/main.go",
        "function": "setupCertRotation",
        "note": "CertRotator on webhookSecretName in --namespace; Webhooks: webhookName (Validating); RequireLeaderElection not set"
      },
      {
        "repo": "metallb/frr-k8s",
        "ref": "v0.0.25",
        "commit": "fc9b433c54374deeb461db3bd8ea91084e589837",
        "file": "cmd/statuscleaner/main.go",
        "function": "webhookName",
        "note": "frr-k8s-validating-webhook-configuration; webhookSecretName frr-k8s-webhook-server-cert"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.10.2-0.20240531181455-2649f121ab97",
        "commit": "2649f121ab97a96c34bd8752be0ac89aa8225d15",
        "file": "pkg/rotator/rotator.go",
        "function": "buildArtifactsFromSecret",
        "note": "the pseudo-version frr-k8s v0.0.25 pins: ReconcileWH.Reconcile injects the CA this reads, the Secret's ca.crt (caCertName)"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.10.2-0.20240531181455-2649f121ab97",
        "commit": "2649f121ab97a96c34bd8752be0ac89aa8225d15",
        "file": "pkg/rotator/rotator.go",
        "function": "CertRotator.writeSecret",
        "note": "writer.Update: the Secret is updated, never created; refreshCertIfNeeded returns its Get error (acquiring secret to update certificates) when it is missing"
      }
    ],
    "reload": [
      {
        "repo": "metallb/frr-k8s",
        "ref": "v0.0.25",
        "commit": "fc9b433c54374deeb461db3bd8ea91084e589837",
        "file": "cmd/statuscleaner/main.go",
        "function": "main",
        "note": "webhook.NewServer without CertDir: controller-runtime's default directory"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.20.4",
        "commit": "0f7927c52ef41f261195054ec7f01902357e2c33",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files"
      }
    ]
  },
  "gatekeeper": {
    "cites": [
      {
        "repo": "open-policy-agent/gatekeeper",
        "ref": "v3.23.0",
        "commit": "cdf332c3f2762c616d4b6f433712a8d7ed62b3d8",
        "file": "main.go",
        "function": "innerMain",
        "note": "rotator.AddRotator unless --disable-cert-rotation; Secret gatekeeper-webhook-server-cert"
      },
      {
        "repo": "open-policy-agent/gatekeeper",
        "ref": "v3.23.0",
        "commit": "cdf332c3f2762c616d4b6f433712a8d7ed62b3d8",
        "file": "pkg/webhook/policy.go",
        "function": "AppendValidationWebhookIfEnabled",
        "note": "--validating-webhook-configuration-name (pkg/webhook/common.go), with the webhook operation"
      },
      {
        "repo": "open-policy-agent/gatekeeper",
        "ref": "v3.23.0",
        "commit": "cdf332c3f2762c616d4b6f433712a8d7ed62b3d8",
        "file": "pkg/operations/operations.go",
        "function": "opSet.Set",
        "note": "--operation may be given more than once, each a comma-separated list; the first one drops the default of every operation"
      },
      {
        "repo": "open-policy-agent/gatekeeper",
        "ref": "v3.23.0",
        "commit": "cdf332c3f2762c616d4b6f433712a8d7ed62b3d8",
        "file": "pkg/webhook/mutation.go",
        "function": "AppendMutationWebhookIfEnabled",
        "note": "the mutating configuration only with the mutation-webhook operation"
      }
    ],
    "reload": [
      {
        "repo": "open-policy-agent/gatekeeper",
        "ref": "v3.23.0",
        "commit": "cdf332c3f2762c616d4b6f433712a8d7ed62b3d8",
        "file": "main.go",
        "function": "innerMain",
        "note": "webhook.NewServer with CertDir --cert-dir (default /certs)"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.24.1",
        "commit": "3be3f1bf2b2fcc6b5c9510d55c6a9972294653d0",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
      }
    ]
  },
  "generic": {
    "cites": [],
    "reload": []
  },
  "helm-upgrade": {
    "cites": [
      {
        "repo": "helm/helm",
        "ref": "v3.21.4",
        "commit": "813176c51bb5c181dbbd7901298ddcc104cd3417",
        "file": "pkg/kube/client.go",
        "function": "createPatch",
        "note": "three-way merge of the old manifest, the live object and the new manifest"
      },
      {
        "repo": "helm/helm",
        "ref": "v3.21.4",
        "commit": "813176c51bb5c181dbbd7901298ddcc104cd3417",
        "file": "pkg/kube/client.go",
        "function": "getManagedFieldsManager",
        "note": "the field manager: ManagedFieldsManager when set, else the base name of the running binary (helm)"
      },
      {
        "repo": "helm/helm",
        "ref": "v3.21.4",
        "commit": "813176c51bb5c181dbbd7901298ddcc104cd3417",
        "file": "pkg/action/upgrade.go",
        "function": "Upgrade.releasingUpgrade",
        "note": "runs the pre-upgrade hooks (execHook HookPreUpgrade) before updating the release's objects and the post-upgrade hooks after, at every upgrade"
      }
    ],
    "reload": []
  },
  "hnc": {
    "cites": [
      {
        "repo": "kubernetes-sigs/hierarchical-namespaces",
        "ref": "v1.1.0",
        "commit": "4d4a0c80b0c19a2720b3ecdc4788cf764c07fc57",
        "file": "internal/setup/webhooks.go",
        "function": "ManageCerts",
        "note": "CertRotator on Secret hnc-webhook-server-cert (const secretName) in the HNC namespace; Webhooks: hnc-validating-webhook-configuration, hnc-mutating-webhook-configuration (consts vwhName, mwhName), no CRD conversion; CertDir /tmp/k8s-webhook-server/serving-certs"
      },
      {
        "repo": "kubernetes-sigs/hierarchical-namespaces",
        "ref": "v1.1.0",
        "commit": "4d4a0c80b0c19a2720b3ecdc4788cf764c07fc57",
        "file": "cmd/manager/main.go",
        "function": "main",
        "note": "setup.ManageCerts only when internalCert && !webhooksOnly"
      },
      {
        "repo": "kubernetes-sigs/hierarchical-namespaces",
        "ref": "v1.1.0",
        "commit": "4d4a0c80b0c19a2720b3ecdc4788cf764c07fc57",
        "file": "cmd/manager/main.go",
        "function": "parseFlags",
        "note": "Go flag.BoolVar: --enable-internal-cert-management (false), --webhooks-only (false), --no-webhooks (false), --enable-leader-election (false), --cert-restart-on-secret-refresh (false)"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.2.1-0.20220125035755-54af89450964",
        "commit": "54af894509644f1171786f97e4f0b8bca32e72fd",
        "file": "pkg/rotator/rotator.go",
        "function": "buildArtifactsFromSecret",
        "note": "the pseudo-version HNC v1.1.0 pins: ReconcileWH.Reconcile injects the CA this reads, the Secret's ca.crt (caCertName)"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.2.1-0.20220125035755-54af89450964",
        "commit": "54af894509644f1171786f97e4f0b8bca32e72fd",
        "file": "pkg/rotator/rotator.go",
        "function": "CertRotator.writeSecret",
        "note": "writer.Update: the Secret is updated, never created; refreshCertIfNeeded returns its Get error (acquiring secret to update certificates) when it is missing"
      }
    ],
    "reload": [
      {
        "repo": "kubernetes-sigs/hierarchical-namespaces",
        "ref": "v1.1.0",
        "commit": "4d4a0c80b0c19a2720b3ecdc4788cf764c07fc57",
        "file": "cmd/manager/main.go",
        "function": "createManager",
        "note": "ctrl.Options without CertDir: the webhook server's default directory"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.11.0",
        "commit": "f236f0345ad2933912ebf34bfcf0f93620769654",
        "file": "pkg/webhook/server.go",
        "function": "Server.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir (default <tmp>/k8s-webhook-server/serving-certs): the served certificate follows the files (fsnotify)"
      }
    ]
  },
  "istiod": {
    "cites": [
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pkg/webhooks/webhookpatch.go",
        "function": "WebhookCertPatcher.patchMutatingWebhookConfig",
        "note": "skips configurations whose istio.io/rev label is not its revision; caBundle of every entry whose name ends with the injector's webhook name"
      },
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pkg/webhooks/validation/controller/controller.go",
        "function": "Controller.updateValidatingWebhookConfiguration",
        "note": "configurations selected by istio.io/rev; caBundle of every entry, failurePolicy Fail once readyForFailClose"
      },
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pilot/pkg/bootstrap/sidecarinjector.go",
        "function": "Server.initSidecarInjector",
        "note": "the patcher runs in every replica, for args.Revision"
      },
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pkg/webhooks/validation/controller/controller.go",
        "function": "newController",
        "note": "watches validating configurations with label selector istio.io/rev=<Revision>"
      },
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pilot/pkg/bootstrap/options.go",
        "function": "Revision",
        "note": "env REVISION, default empty"
      },
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pilot/pkg/bootstrap/server.go",
        "function": "Server.initIstiodCerts",
        "note": "hasCustomTLSCerts (files under /var/run/secrets/istiod) first, then the istiod CA when ENABLE_CA_SERVER and PILOT_CERT_PROVIDER istiod; PILOT_CERT_PROVIDER kubernetes is fatal (no longer supported); k8s.io/<signer> uses the cluster signer (initDNSCertsK8SRA)"
      },
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pilot/pkg/bootstrap/certcontroller.go",
        "function": "Server.initDNSCertsIstiod",
        "note": "caBundle: the root of the plugged-in cert dir (/etc/cacerts, detectSigningCABundleAndCRL) when its signing key is there, else the self-signed root; for a k8s.io/<signer> provider the cluster signer (chiron.GenKeyCertK8sCA in initDNSCertsK8SRA, the function above it)"
      },
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "manifests/charts/istio-control/istio-discovery/templates/deployment.yaml",
        "function": "container discovery",
        "note": 'image <hub>/pilot (values image: pilot); env REVISION from values revision, "default" when empty'
      }
    ],
    "reload": [
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pilot/pkg/bootstrap/certcontroller.go",
        "function": "Server.initDNSCertsIstiod",
        "note": "CA.GenKeyCert, then istiodCertBundleWatcher.SetAndNotify"
      },
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pilot/pkg/bootstrap/certcontroller.go",
        "function": "Server.watchRootCertAndGenKeyCert",
        "note": "rootCertPollingInterval 60 s"
      },
      {
        "repo": "istio/istio",
        "ref": "1.30.3",
        "commit": "56df41f63e513f834c9a3af33d8aed82d1d961f2",
        "file": "pilot/pkg/bootstrap/certcontroller.go",
        "function": "Server.initFileCertificateWatches",
        "note": "mounted DNS certificates: a file watcher"
      }
    ]
  },
  "jobset": {
    "cites": [
      {
        "repo": "kubernetes-sigs/jobset",
        "ref": "v0.12.0",
        "commit": "f22e565ac3cc3265c7c45ef67ecffdc689af5d77",
        "file": "pkg/util/cert/cert.go",
        "function": "CertsManager",
        "note": "CertRotator on Secret webhookSecretName in the operator namespace; Webhooks: the two fixed configuration names, no CRD conversion; RequireLeaderElection not set (false)"
      },
      {
        "repo": "kubernetes-sigs/jobset",
        "ref": "v0.12.0",
        "commit": "f22e565ac3cc3265c7c45ef67ecffdc689af5d77",
        "file": "pkg/util/cert/cert.go",
        "function": "validateWebhookConfName",
        "note": "jobset-validating-webhook-configuration, jobset-mutating-webhook-configuration; certDir /tmp/k8s-webhook-server/serving-certs"
      },
      {
        "repo": "kubernetes-sigs/jobset",
        "ref": "v0.12.0",
        "commit": "f22e565ac3cc3265c7c45ef67ecffdc689af5d77",
        "file": "api/config/v1alpha1/defaults.go",
        "function": "SetDefaults_Configuration",
        "note": "internalCertManagement.enable defaults to true; webhookServiceName and webhookSecretName defaulted when enabled"
      },
      {
        "repo": "kubernetes-sigs/jobset",
        "ref": "v0.12.0",
        "commit": "f22e565ac3cc3265c7c45ef67ecffdc689af5d77",
        "file": "api/config/v1alpha1/defaults.go",
        "function": "DefaultWebhookSecretName",
        "note": "jobset-webhook-server-cert"
      },
      {
        "repo": "kubernetes-sigs/jobset",
        "ref": "v0.12.0",
        "commit": "f22e565ac3cc3265c7c45ef67ecffdc689af5d77",
        "file": "main.go",
        "function": "main",
        "note": "cert.CertsManager only when InternalCertManagement.Enable (the config file --config names)"
      }
    ],
    "reload": [
      {
        "repo": "kubernetes-sigs/jobset",
        "ref": "v0.12.0",
        "commit": "f22e565ac3cc3265c7c45ef67ecffdc689af5d77",
        "file": "pkg/util/cert/cert.go",
        "function": "CertsManager",
        "note": "CertDir certDir (/tmp/k8s-webhook-server/serving-certs)"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.24.1",
        "commit": "3be3f1bf2b2fcc6b5c9510d55c6a9972294653d0",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
      }
    ]
  },
  "keda": {
    "cites": [
      {
        "repo": "kedacore/keda",
        "ref": "v2.20.2",
        "commit": "68a5b5028f35b22d50597c69819ab32c4e92f21a",
        "file": "cmd/operator/main.go",
        "function": "main",
        "note": "--enable-cert-rotation (false), --cert-secret-name (kedaorg-certs), --validating-webhook-name (keda-admission), --enable-webhook-patching, --enable-apiservice-patching (true)"
      },
      {
        "repo": "kedacore/keda",
        "ref": "v2.20.2",
        "commit": "68a5b5028f35b22d50597c69819ab32c4e92f21a",
        "file": "pkg/certificates/certificate_manager.go",
        "function": "CertManager.AddCertificateRotation",
        "note": "rotator.APIService and rotator.Validating; RequireLeaderElection true"
      },
      {
        "repo": "kedacore/keda",
        "ref": "v2.20.2",
        "commit": "68a5b5028f35b22d50597c69819ab32c4e92f21a",
        "file": "pkg/certificates/certificate_manager.go",
        "function": "CertManager.ensureSecret",
        "note": "creates the Secret when it is missing, before the rotator starts (the chart renders none)"
      }
    ],
    "reload": [
      {
        "repo": "kedacore/keda",
        "ref": "v2.20.2",
        "commit": "68a5b5028f35b22d50597c69819ab32c4e92f21a",
        "file": "cmd/webhooks/main.go",
        "function": "main",
        "note": "webhook.NewServer with CertDir"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.23.3",
        "commit": "f9589b9f2b9dddf8532b432bb8315f2820ab9971",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
      },
      {
        "repo": "kedacore/keda",
        "ref": "v2.20.2",
        "commit": "68a5b5028f35b22d50597c69819ab32c4e92f21a",
        "file": "cmd/adapter/main.go",
        "function": "main",
        "note": "basecmd.AdapterBase: SecureServing from the cert directory"
      },
      {
        "repo": "kubernetes/apiserver",
        "ref": "v0.34.4",
        "commit": "e120e11c2f9abd4e6b9137de3d79fc5a49b8b38c",
        "file": "pkg/server/options/serving.go",
        "function": "SecureServingOptions.ApplyTo",
        "note": "NewDynamicServingContentFromFiles: the serving certificate is reloaded when its files change"
      }
    ]
  },
  "koordinator": {
    "cites": [],
    "reload": []
  },
  "kruise-game": {
    "cites": [
      {
        "repo": "openkruise/kruise-game",
        "ref": "v1.0.0",
        "commit": "afb9896ebf770382307257aacb54accd033aef54",
        "file": "pkg/webhook/webhook.go",
        "function": "Webhook.Initialize",
        "note": "NewFSCertWriter, EnsureCert, then caBundle of both configurations"
      },
      {
        "repo": "openkruise/kruise-game",
        "ref": "v1.0.0",
        "commit": "afb9896ebf770382307257aacb54accd033aef54",
        "file": "pkg/webhook/webhook.go",
        "function": "updateMutatingWebhook",
        "note": "Update of kruise-game-mutating-webhook with this process's CA"
      },
      {
        "repo": "openkruise/kruise-game",
        "ref": "v1.0.0",
        "commit": "afb9896ebf770382307257aacb54accd033aef54",
        "file": "main.go",
        "function": "main",
        "note": "Initialize runs before mgr.Start, whatever --leader-elect says"
      },
      {
        "repo": "openkruise/kruise-game",
        "ref": "v1.0.0",
        "commit": "afb9896ebf770382307257aacb54accd033aef54",
        "file": "pkg/webhook/webhook.go",
        "function": "init",
        "note": "--enable-cert-generation is a Go bool flag (strconv.ParseBool spellings), default true"
      }
    ],
    "reload": [
      {
        "repo": "openkruise/kruise-game",
        "ref": "v1.0.0",
        "commit": "afb9896ebf770382307257aacb54accd033aef54",
        "file": "main.go",
        "function": "main",
        "note": "ctrlwebhook.NewServer with CertDir webhook.GetCertDir()"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.19.0",
        "commit": "b901db121e1f53c47ec9f9683fad90a546688c3e",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
      },
      {
        "repo": "openkruise/kruise-game",
        "ref": "v1.0.0",
        "commit": "afb9896ebf770382307257aacb54accd033aef54",
        "file": "pkg/webhook/webhook.go",
        "function": "Webhook.Initialize",
        "note": "EnsureCert, then writer.WriteCertsToDir"
      }
    ]
  },
  "kruise-rollouts": {
    "cites": [],
    "reload": []
  },
  "kube-webhook-certgen-jkroepke": {
    "cites": [
      {
        "repo": "jkroepke/kube-webhook-certgen",
        "ref": "v1.7.3",
        "commit": "4a233600ba7f4180bdca03a332ffb4c58879800a",
        "file": "cmd/create.go",
        "function": "createCommand",
        "note": "generates only on ErrNoSecret; else logs that the secret already exists"
      },
      {
        "repo": "jkroepke/kube-webhook-certgen",
        "ref": "v1.7.3",
        "commit": "4a233600ba7f4180bdca03a332ffb4c58879800a",
        "file": "cmd/patch.go",
        "function": "Patch",
        "note": 'case "Ignore" is empty: only Fail is written'
      },
      {
        "repo": "jkroepke/kube-webhook-certgen",
        "ref": "v1.7.3",
        "commit": "4a233600ba7f4180bdca03a332ffb4c58879800a",
        "file": "pkg/k8s/k8s.go",
        "function": "K8s.patchValidatingWebhook",
        "note": "with patch-mode update (the default), an Update, then a forced server-side apply"
      },
      {
        "repo": "jkroepke/kube-webhook-certgen",
        "ref": "v1.7.3",
        "commit": "4a233600ba7f4180bdca03a332ffb4c58879800a",
        "file": "pkg/k8s/k8s.go",
        "function": "K8s.updateValidatingWebhook",
        "note": "caBundle of every entry, failurePolicy when set"
      }
    ],
    "reload": []
  },
  "kube-webhook-certgen-oam-dev": {
    "cites": [
      {
        "repo": "oam-dev/kube-webhook-certgen",
        "ref": "v2.4.1",
        "commit": "1072771b1e2cfe7b5fea9683b02afd7246664406",
        "file": "cmd/create.go",
        "function": "createCommand",
        "note": "generates only when GetCaFromSecret finds no CA; else logs that the secret already exists"
      },
      {
        "repo": "oam-dev/kube-webhook-certgen",
        "ref": "v2.4.1",
        "commit": "1072771b1e2cfe7b5fea9683b02afd7246664406",
        "file": "cmd/patch.go",
        "function": "prePatchCommand",
        "note": 'case "Ignore" is empty: only Fail is written'
      },
      {
        "repo": "oam-dev/kube-webhook-certgen",
        "ref": "v2.4.1",
        "commit": "1072771b1e2cfe7b5fea9683b02afd7246664406",
        "file": "pkg/k8s/k8s.go",
        "function": "k8s.PatchWebhookConfigurations",
        "note": "caBundle of every entry, failurePolicy when set, then Update; each --crds conversion"
      }
    ],
    "reload": []
  },
  "kube-webhook-certgen": {
    "cites": [],
    "reload": []
  },
  "kubeflow-trainer": {
    "cites": [
      {
        "repo": "kubeflow/trainer",
        "ref": "v2.3.0",
        "commit": "658725bdae5c7e3a0854d93ac6ff492e109a22ab",
        "file": "pkg/util/cert/cert.go",
        "function": "ManageCerts",
        "note": "CertRotator on Secret cfg.WebhookSecretName in the operator namespace; Webhooks: the validating and mutating names main passes, no CRD conversion; RequireLeaderElection false; CertDir /tmp/k8s-webhook-server/serving-certs"
      },
      {
        "repo": "kubeflow/trainer",
        "ref": "v2.3.0",
        "commit": "658725bdae5c7e3a0854d93ac6ff492e109a22ab",
        "file": "cmd/trainer-controller-manager/main.go",
        "function": "main",
        "note": "cert.ManageCerts only when config.IsCertManagementEnabled; ValidatingWebhookConfigurationName validator.trainer.kubeflow.org, MutatingWebhookConfigurationName defaulter.trainer.kubeflow.org (consts); the config file --config names"
      },
      {
        "repo": "kubeflow/trainer",
        "ref": "v2.3.0",
        "commit": "658725bdae5c7e3a0854d93ac6ff492e109a22ab",
        "file": "pkg/config/config.go",
        "function": "IsCertManagementEnabled",
        "note": "certManagement or its enable unset: true"
      },
      {
        "repo": "kubeflow/trainer",
        "ref": "v2.3.0",
        "commit": "658725bdae5c7e3a0854d93ac6ff492e109a22ab",
        "file": "pkg/apis/config/v1alpha1/defaults.go",
        "function": "SetDefaults_Configuration",
        "note": "certManagement.enable true, webhookServiceName kubeflow-trainer-controller-manager, webhookSecretName kubeflow-trainer-webhook-cert"
      }
    ],
    "reload": [
      {
        "repo": "kubeflow/trainer",
        "ref": "v2.3.0",
        "commit": "658725bdae5c7e3a0854d93ac6ff492e109a22ab",
        "file": "pkg/config/config.go",
        "function": "addTo",
        "note": "webhook.NewServer without CertDir: controller-runtime's default /tmp/k8s-webhook-server/serving-certs, the rotator's certDir"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.24.1",
        "commit": "3be3f1bf2b2fcc6b5c9510d55c6a9972294653d0",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
      }
    ]
  },
  "kubewarden-controller": {
    "cites": [
      {
        "repo": "kubewarden/kubewarden-controller",
        "ref": "v1.35.0",
        "commit": "9462fe11de6ba81404ef0cb88fc0346f877d04a1",
        "file": "internal/controller/cert_controller.go",
        "function": "CertReconciler.reconcileCARoot",
        "note": "a new CA only when VerifyCA fails; written into the Secret, then into every labelled configuration"
      },
      {
        "repo": "kubewarden/kubewarden-controller",
        "ref": "v1.35.0",
        "commit": "9462fe11de6ba81404ef0cb88fc0346f877d04a1",
        "file": "internal/controller/cert_controller.go",
        "function": "CertReconciler.reconcileWebhookConfigurations",
        "note": "List with MatchingLabels part-of=kubewarden; caBundle of every entry"
      },
      {
        "repo": "kubewarden/kubewarden-controller",
        "ref": "v1.35.0",
        "commit": "9462fe11de6ba81404ef0cb88fc0346f877d04a1",
        "file": "internal/controller/cert_controller.go",
        "function": "CertReconciler.NeedLeaderElection",
        "note": "true: the leader alone"
      },
      {
        "repo": "kubewarden/kubewarden-controller",
        "ref": "v1.35.0",
        "commit": "9462fe11de6ba81404ef0cb88fc0346f877d04a1",
        "file": "internal/constants/constants.go",
        "function": "CARootSecretName",
        "note": "kubewarden-ca; PartOfLabelKey app.kubernetes.io/part-of, PartOfLabelValue kubewarden in the same block"
      },
      {
        "repo": "kubewarden/kubewarden-controller",
        "ref": "v1.35.0",
        "commit": "9462fe11de6ba81404ef0cb88fc0346f877d04a1",
        "file": "cmd/controller/main.go",
        "function": "setupReconcilers",
        "note": "CertReconciler with CARootSecretName constants.CARootSecretName, always (no switch)"
      }
    ],
    "reload": [
      {
        "repo": "kubewarden/kubewarden-controller",
        "ref": "v1.35.0",
        "commit": "9462fe11de6ba81404ef0cb88fc0346f877d04a1",
        "file": "cmd/controller/main.go",
        "function": "setupManager",
        "note": "webhook.NewServer without CertDir: controller-runtime's default /tmp/k8s-webhook-server/serving-certs"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.23.3",
        "commit": "f9589b9f2b9dddf8532b432bb8315f2820ab9971",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
      }
    ]
  },
  "kueue": {
    "cites": [
      {
        "repo": "kubernetes-sigs/kueue",
        "ref": "v0.19.2",
        "commit": "8eab68778fc1b52affe165fdf5af29d1e9b4f3cb",
        "file": "pkg/util/cert/cert.go",
        "function": "buildCertRotatorConfig",
        "note": "names built by buildWebhookConfigurationName; CRD conversion webhooks; RequireLeaderElection false"
      },
      {
        "repo": "kubernetes-sigs/kueue",
        "ref": "v0.19.2",
        "commit": "8eab68778fc1b52affe165fdf5af29d1e9b4f3cb",
        "file": "apis/config/v1beta2/defaults.go",
        "function": "SetDefaults_Configuration",
        "note": "internalCertManagement.enable defaults to true; webhookServiceName kueue-webhook-service; webhookSecretName kueue-webhook-server-cert"
      },
      {
        "repo": "kubernetes-sigs/kueue",
        "ref": "v0.19.2",
        "commit": "8eab68778fc1b52affe165fdf5af29d1e9b4f3cb",
        "file": "cmd/kueue/main.go",
        "function": "main",
        "note": "cert.BootstrapCerts and cert.ManageCerts only when InternalCertManagement.Enable"
      }
    ],
    "reload": [
      {
        "repo": "kubernetes-sigs/kueue",
        "ref": "v0.19.2",
        "commit": "8eab68778fc1b52affe165fdf5af29d1e9b4f3cb",
        "file": "pkg/util/cert/cert.go",
        "function": "buildCertRotatorConfig",
        "note": "CertDir cfg.Webhook.CertDir"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.24.1",
        "commit": "3be3f1bf2b2fcc6b5c9510d55c6a9972294653d0",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
      }
    ]
  },
  "kyverno-cleanup-controller": {
    "cites": [
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "cmd/cleanup-controller/main.go",
        "function": "main",
        "note": "certmanager.NewController and genericwebhookcontroller.NewController inside the leader callback"
      },
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "pkg/controllers/generic/webhook/controller.go",
        "function": "controller.reconcile",
        "note": "caBundle from ReadRootCASecret"
      }
    ],
    "reload": [
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "cmd/cleanup-controller/main.go",
        "function": "main",
        "note": "NewServer with a tlsProvider reading tlsSecret.Lister()"
      },
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "cmd/cleanup-controller/server.go",
        "function": "NewServer",
        "note": "GetCertificate calls the tlsProvider"
      }
    ]
  },
  "kyverno": {
    "cites": [
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "cmd/kyverno/main.go",
        "function": "createrLeaderControllers",
        "note": "certmanager and webhook controllers exist only in the leader's callback of leaderelection.New"
      },
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "pkg/controllers/certmanager/controller.go",
        "function": "controller.renewCertificates",
        "note": "RenewCA then RenewTLS on the two Secrets"
      },
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "pkg/tls/renewer.go",
        "function": "certRenewer.RenewTLS",
        "note": "writes the shared TLS Secret every replica serves"
      },
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "pkg/controllers/webhook/controller.go",
        "function": "controller.reconcileValidatingWebhookConfiguration",
        "note": "caBundle from ReadRootCASecret into the configuration it builds; names from pkg/config/config.go"
      },
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "pkg/controllers/generic/webhook/controller.go",
        "function": "controller.reconcile",
        "note": "exception, CEL exception and global-context configurations"
      }
    ],
    "reload": [
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "pkg/webhooks/server.go",
        "function": "NewServer",
        "note": "tls.Config.GetCertificate calls the tlsProvider on every handshake"
      },
      {
        "repo": "kyverno/kyverno",
        "ref": "v1.19.0",
        "commit": "ee97ce09538b09b6f1b03853cc41a62654d6a58f",
        "file": "cmd/kyverno/main.go",
        "function": "main",
        "note": "the tlsProvider reads tls.crt and tls.key of the TLS Secret through tlsSecret.Lister()"
      }
    ]
  },
  "lws": {
    "cites": [
      {
        "repo": "kubernetes-sigs/lws",
        "ref": "v0.10.0",
        "commit": "2161f38ff333f9e24d3c44adef7cd5d9787cac00",
        "file": "pkg/cert/cert.go",
        "function": "CertsManager",
        "note": "CertRotator on Secret configSecretName in the operator namespace; Webhooks: the two fixed configuration names, no CRD conversion; RequireLeaderElection not set (false)"
      },
      {
        "repo": "kubernetes-sigs/lws",
        "ref": "v0.10.0",
        "commit": "2161f38ff333f9e24d3c44adef7cd5d9787cac00",
        "file": "pkg/cert/cert.go",
        "function": "validateWebhookConfName",
        "note": "lws-validating-webhook-configuration, lws-mutating-webhook-configuration"
      },
      {
        "repo": "kubernetes-sigs/lws",
        "ref": "v0.10.0",
        "commit": "2161f38ff333f9e24d3c44adef7cd5d9787cac00",
        "file": "api/config/v1alpha1/defaults.go",
        "function": "SetDefaults_Configuration",
        "note": "internalCertManagement.enable defaults to true; webhookServiceName and webhookSecretName defaulted when enabled; webhook.certDir /tmp/k8s-webhook-server/serving-certs"
      },
      {
        "repo": "kubernetes-sigs/lws",
        "ref": "v0.10.0",
        "commit": "2161f38ff333f9e24d3c44adef7cd5d9787cac00",
        "file": "api/config/v1alpha1/defaults.go",
        "function": "DefaultWebhookSecretName",
        "note": "lws-webhook-server-cert"
      },
      {
        "repo": "kubernetes-sigs/lws",
        "ref": "v0.10.0",
        "commit": "2161f38ff333f9e24d3c44adef7cd5d9787cac00",
        "file": "cmd/main.go",
        "function": "main",
        "note": "cert.CertsManager only when InternalCertManagement.Enable (the config file --config names)"
      }
    ],
    "reload": [
      {
        "repo": "kubernetes-sigs/lws",
        "ref": "v0.10.0",
        "commit": "2161f38ff333f9e24d3c44adef7cd5d9787cac00",
        "file": "cmd/main.go",
        "function": "main",
        "note": "cert.CertsManager(..., cfg.Webhook.CertDir, ...): CertDir is the webhook server's directory"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.24.1",
        "commit": "3be3f1bf2b2fcc6b5c9510d55c6a9972294653d0",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
      }
    ]
  },
  "mariadb-operator-cert-controller": {
    "cites": [
      {
        "repo": "mariadb-operator/mariadb-operator",
        "ref": "v26.6.0",
        "commit": "b2f76016ff71926414367f5347010766a7a1c257",
        "file": "cmd/controller/cert_controller.go",
        "function": "init",
        "note": "--ca-secret-name (mariadb-operator-webhook-ca), --cert-secret-name (mariadb-operator-webhook-cert), their namespaces (default), --service-name"
      },
      {
        "repo": "mariadb-operator/mariadb-operator",
        "ref": "v26.6.0",
        "commit": "b2f76016ff71926414367f5347010766a7a1c257",
        "file": "cmd/controller/cert_controller.go",
        "function": "LeaderElectionID",
        "note": "LeaderElection: leaderElect; NewWebhookConfigReconciler with mgr.Elected()"
      },
      {
        "repo": "mariadb-operator/mariadb-operator",
        "ref": "v26.6.0",
        "commit": "b2f76016ff71926414367f5347010766a7a1c257",
        "file": "cmd/controller/main.go",
        "function": "init",
        "note": "--leader-elect, a persistent flag, default false"
      },
      {
        "repo": "mariadb-operator/mariadb-operator",
        "ref": "v26.6.0",
        "commit": "b2f76016ff71926414367f5347010766a7a1c257",
        "file": "internal/controller/webhookconfig_controller.go",
        "function": "WebhookConfigReconciler.SetupWithManager",
        "note": "Validating and Mutating configurations annotated k8s.mariadb.com/webhook"
      },
      {
        "repo": "mariadb-operator/mariadb-operator",
        "ref": "v26.6.0",
        "commit": "b2f76016ff71926414367f5347010766a7a1c257",
        "file": "pkg/predicate/predicate.go",
        "function": "hasAnnotations",
        "note": "the watch admits an object that carries every key, whatever its value"
      },
      {
        "repo": "mariadb-operator/mariadb-operator",
        "ref": "v26.6.0",
        "commit": "b2f76016ff71926414367f5347010766a7a1c257",
        "file": "internal/controller/webhookconfig_controller.go",
        "function": "WebhookConfigReconciler.Reconcile",
        "note": "certReconciler.Reconcile, then both configurations"
      },
      {
        "repo": "mariadb-operator/mariadb-operator",
        "ref": "v26.6.0",
        "commit": "b2f76016ff71926414367f5347010766a7a1c257",
        "file": "internal/controller/webhookconfig_controller.go",
        "function": "WebhookConfigReconciler.injectValidatingWebhook",
        "note": "caBundle of every entry = the CA"
      },
      {
        "repo": "mariadb-operator/mariadb-operator",
        "ref": "v26.6.0",
        "commit": "b2f76016ff71926414367f5347010766a7a1c257",
        "file": "pkg/controller/certificate/controller.go",
        "function": "CertReconciler.createSecret",
        "note": "creates the Secret when absent"
      }
    ],
    "reload": [
      {
        "repo": "mariadb-operator/mariadb-operator",
        "ref": "v26.6.0",
        "commit": "b2f76016ff71926414367f5347010766a7a1c257",
        "file": "cmd/controller/webhook.go",
        "function": "WebhookServer",
        "note": "webhook.NewServer with CertDir --cert-dir"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.24.1",
        "commit": "3be3f1bf2b2fcc6b5c9510d55c6a9972294653d0",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir"
      }
    ]
  },
  "metallb": {
    "cites": [
      {
        "repo": "metallb/metallb",
        "ref": "v0.16.1",
        "commit": "791dfcc63ced7a6b3e869131eae75e645150fff0",
        "file": "controller/main.go",
        "function": "main",
        "note": "Go flag: --disable-cert-rotation (false), --webhook-mode (enabled; disabled sets EnableWebhook false, onlywebhook true, anything else exits), --webhook-secret (metallb-webhook-cert), --cert-dir, --cert-service-name (metallb-webhook-service)"
      },
      {
        "repo": "metallb/metallb",
        "ref": "v0.16.1",
        "commit": "791dfcc63ced7a6b3e869131eae75e645150fff0",
        "file": "internal/k8s/k8s.go",
        "function": "New",
        "note": "enableCertRotation only when cfg.EnableWebhook && !cfg.DisableCertRotation; LeaderElection false"
      },
      {
        "repo": "metallb/metallb",
        "ref": "v0.16.1",
        "commit": "791dfcc63ced7a6b3e869131eae75e645150fff0",
        "file": "internal/k8s/webhook.go",
        "function": "enableCertRotation",
        "note": "CertRotator on cfg.WebhookSecretName in cfg.Namespace; Webhooks: validatingWebhookName (Validating) and bgppeerConvertingWebhookCRD (CRDConversion); RequireLeaderElection not set"
      },
      {
        "repo": "metallb/metallb",
        "ref": "v0.16.1",
        "commit": "791dfcc63ced7a6b3e869131eae75e645150fff0",
        "file": "internal/k8s/k8s.go",
        "function": "validatingWebhookName",
        "note": "metallb-webhook-configuration; bgppeerConvertingWebhookCRD bgppeers.metallb.io"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.15.0",
        "commit": "40974f7dd4864e598a7dd0aa961ac1c9d8091f88",
        "file": "pkg/rotator/rotator.go",
        "function": "buildArtifactsFromSecret",
        "note": "MetalLB v0.16.1 pins it: ReconcileWH.Reconcile injects the CA this reads, the Secret's ca.crt (caCertName)"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.15.0",
        "commit": "40974f7dd4864e598a7dd0aa961ac1c9d8091f88",
        "file": "pkg/rotator/rotator.go",
        "function": "CertRotator.writeSecret",
        "note": "writer.Update: the Secret is updated, never created; refreshCertIfNeeded returns its Get error (acquiring secret to update certificates) when it is missing"
      }
    ],
    "reload": [
      {
        "repo": "metallb/metallb",
        "ref": "v0.16.1",
        "commit": "791dfcc63ced7a6b3e869131eae75e645150fff0",
        "file": "internal/k8s/k8s.go",
        "function": "webhookServer",
        "note": "webhook.NewServer without CertDir: controller-runtime's default directory"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.22.3",
        "commit": "3e8b2594ffc4811fc59888a3edab739e3e222e25",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.15.0",
        "commit": "40974f7dd4864e598a7dd0aa961ac1c9d8091f88",
        "file": "pkg/rotator/rotator.go",
        "function": "CertRotator.ensureCertsMounted",
        "note": "the rotator writes the Secret and waits for the mounted file in CertDir"
      }
    ]
  },
  "openkruise": {
    "cites": [],
    "reload": []
  },
  "openshift-service-ca": {
    "cites": [
      {
        "repo": "openshift/service-ca-operator",
        "ref": "release-5.1",
        "commit": "6391e070d2ab026324b032a6fa5fc7d6be0d2cb5",
        "file": "pkg/controller/cabundleinjector/starter.go",
        "function": "annotationsChecker",
        "note": `an object is synced only when one of the injector's annotations is "true" (strings.EqualFold)`
      },
      {
        "repo": "openshift/service-ca-operator",
        "ref": "release-5.1",
        "commit": "6391e070d2ab026324b032a6fa5fc7d6be0d2cb5",
        "file": "pkg/controller/cabundleinjector/starter.go",
        "function": "StartCABundleInjector",
        "note": "the informers resync every 20 minutes; one controller per holder kind"
      },
      {
        "repo": "openshift/service-ca-operator",
        "ref": "release-5.1",
        "commit": "6391e070d2ab026324b032a6fa5fc7d6be0d2cb5",
        "file": "pkg/controller/api/api.go",
        "function": "InjectCABundleAnnotationName",
        "note": "service.beta.openshift.io/inject-cabundle; AlphaInjectCABundleAnnotationName service.alpha.openshift.io/inject-cabundle"
      },
      {
        "repo": "openshift/service-ca-operator",
        "ref": "release-5.1",
        "commit": "6391e070d2ab026324b032a6fa5fc7d6be0d2cb5",
        "file": "pkg/controller/cabundleinjector/admissionwebhook.go",
        "function": "newValidatingWebhookInjectorConfig",
        "note": "validating (and, in newMutatingWebhookInjectorConfig, mutating) configurations: the beta annotation only"
      },
      {
        "repo": "openshift/service-ca-operator",
        "ref": "release-5.1",
        "commit": "6391e070d2ab026324b032a6fa5fc7d6be0d2cb5",
        "file": "pkg/controller/cabundleinjector/admissionwebhook.go",
        "function": "webhookCABundleInjector.Sync",
        "note": "every entry whose caBundle differs gets the service CA bundle, then Update"
      },
      {
        "repo": "openshift/service-ca-operator",
        "ref": "release-5.1",
        "commit": "6391e070d2ab026324b032a6fa5fc7d6be0d2cb5",
        "file": "pkg/controller/cabundleinjector/crd.go",
        "function": "crdCABundleInjector.Sync",
        "note": "a CRD with a webhook conversion: spec.conversion.webhook.clientConfig.caBundle, then Update"
      },
      {
        "repo": "openshift/service-ca-operator",
        "ref": "release-5.1",
        "commit": "6391e070d2ab026324b032a6fa5fc7d6be0d2cb5",
        "file": "pkg/controller/cabundleinjector/apiservice.go",
        "function": "newAPIServiceInjectorConfig",
        "note": "APIServices: the beta and the alpha annotation"
      },
      {
        "repo": "openshift/service-ca-operator",
        "ref": "release-5.1",
        "commit": "6391e070d2ab026324b032a6fa5fc7d6be0d2cb5",
        "file": "pkg/controller/cabundleinjector/apiservice.go",
        "function": "apiServiceCABundleInjector.Sync",
        "note": "spec.caBundle, then Update"
      }
    ],
    "reload": []
  },
  "openyurt": {
    "cites": [],
    "reload": []
  },
  "render-time-ca": {
    "cites": [
      {
        "repo": "Masterminds/sprig",
        "ref": "v3.3.0",
        "commit": "e708470d529a10ac1a3f02ab6fdd339b65958372",
        "file": "crypto.go",
        "function": "generateCertificateAuthority",
        "note": "genCA: a new key and a self-signed CA at every call, so at every render unless the chart looks the Secret up"
      },
      {
        "repo": "Masterminds/sprig",
        "ref": "v3.3.0",
        "commit": "e708470d529a10ac1a3f02ab6fdd339b65958372",
        "file": "crypto.go",
        "function": "generateSignedCertificate",
        "note": "genSignedCert: the serving leaf signed by that CA, in the same render"
      }
    ],
    "reload": []
  },
  "sigstore-policy-controller": {
    "cites": [
      {
        "repo": "sigstore/policy-controller",
        "ref": "v0.13.1",
        "commit": "ccbb37f3009753a72c7f6ee18002406b857b2204",
        "file": "cmd/webhook/main.go",
        "function": "main",
        "note": "webhook.Options ServiceName webhook, SecretName webhook-certs; certificates.NewController and the admission and conversion controllers"
      },
      {
        "repo": "sigstore/policy-controller",
        "ref": "v0.13.1",
        "commit": "ccbb37f3009753a72c7f6ee18002406b857b2204",
        "file": "cmd/webhook/main.go",
        "function": "newConversionController",
        "note": "the conversion of ClusterImagePolicy (clusterimagepolicies.policy.sigstore.dev)"
      }
    ],
    "reload": []
  },
  "spark-operator-webhook": {
    "cites": [
      {
        "repo": "kubeflow/spark-operator",
        "ref": "v2.5.0-rc.0",
        "commit": "c431d4d94606061159d24650c5825e13f4d77dc0",
        "file": "cmd/operator/webhook/start.go",
        "function": "NewStartCommand",
        "note": "--webhook-secret-name (spark-operator-webhook-certs), --webhook-secret-namespace (spark-operator), --mutating-webhook-name, --validating-webhook-name (spark-operator-webhook), --enable-cert-manager (false), --leader-election (false)"
      },
      {
        "repo": "kubeflow/spark-operator",
        "ref": "v2.5.0-rc.0",
        "commit": "c431d4d94606061159d24650c5825e13f4d77dc0",
        "file": "cmd/operator/webhook/start.go",
        "function": "start",
        "note": "SyncSecret and WriteFile before mgr.Start; the two reconcilers only when !enableCertManager"
      },
      {
        "repo": "kubeflow/spark-operator",
        "ref": "v2.5.0-rc.0",
        "commit": "c431d4d94606061159d24650c5825e13f4d77dc0",
        "file": "pkg/certificate/certificate.go",
        "function": "Provider.syncInternalCertSecret",
        "note": "Create when absent; generateAndUpdateSecret when empty or the leaf expires within 180 days"
      },
      {
        "repo": "kubeflow/spark-operator",
        "ref": "v2.5.0-rc.0",
        "commit": "c431d4d94606061159d24650c5825e13f4d77dc0",
        "file": "internal/controller/mutatingwebhookconfiguration/controller.go",
        "function": "Reconciler.updateMutatingWebhookConfiguration",
        "note": "caBundle of every entry = the CA, Update"
      }
    ],
    "reload": [
      {
        "repo": "kubeflow/spark-operator",
        "ref": "v2.5.0-rc.0",
        "commit": "c431d4d94606061159d24650c5825e13f4d77dc0",
        "file": "cmd/operator/webhook/start.go",
        "function": "start",
        "note": "ctrlwebhook.NewServer CertDir webhookCertDir; certProvider.WriteFile once, before the manager starts"
      },
      {
        "repo": "kubeflow/spark-operator",
        "ref": "v2.5.0-rc.0",
        "commit": "c431d4d94606061159d24650c5825e13f4d77dc0",
        "file": "pkg/certificate/certificate.go",
        "function": "Provider.WriteFile"
      }
    ]
  },
  "vault-agent-injector": {
    "cites": [
      {
        "repo": "hashicorp/vault-k8s",
        "ref": "v1.7.6",
        "commit": "fbc5b1f0cd4d1c7dd5a8830e32c8ed636d7318d7",
        "file": "helper/cert/source_gen.go",
        "function": "GenSource.Certificate",
        "note": "no elector: generateCA in every process; elector: followers getBundleFromSecret"
      },
      {
        "repo": "hashicorp/vault-k8s",
        "ref": "v1.7.6",
        "commit": "fbc5b1f0cd4d1c7dd5a8830e32c8ed636d7318d7",
        "file": "subcommand/injector/command.go",
        "function": "Command.updateCertificate",
        "note": "isLeader is true without the elector; updateCABundle patches /webhooks/0/clientConfig/caBundle"
      },
      {
        "repo": "hashicorp/vault-k8s",
        "ref": "v1.7.6",
        "commit": "fbc5b1f0cd4d1c7dd5a8830e32c8ed636d7318d7",
        "file": "subcommand/injector/command.go",
        "function": "Command.Run",
        "note": "a tls-cert-file selects cert.DiskSource: nothing is minted"
      },
      {
        "repo": "hashicorp/vault-k8s",
        "ref": "v1.7.6",
        "commit": "fbc5b1f0cd4d1c7dd5a8830e32c8ed636d7318d7",
        "file": "subcommand/injector/flags.go",
        "function": "Command.parseEnvs",
        "note": "AGENT_INJECT_* env overrides the flags"
      }
    ],
    "reload": [
      {
        "repo": "hashicorp/vault-k8s",
        "ref": "v1.7.6",
        "commit": "fbc5b1f0cd4d1c7dd5a8830e32c8ed636d7318d7",
        "file": "subcommand/injector/command.go",
        "function": "Command.makeTLSConfig",
        "note": "tls.Config.GetCertificate = c.getCertificate, the latest bundle certWatcher received"
      },
      {
        "repo": "hashicorp/vault-k8s",
        "ref": "v1.7.6",
        "commit": "fbc5b1f0cd4d1c7dd5a8830e32c8ed636d7318d7",
        "file": "helper/cert/source_gen.go",
        "function": "GenSource.Certificate",
        "note": "followers: getBundleFromSecret; the leader mints in memory"
      },
      {
        "repo": "hashicorp/vault-k8s",
        "ref": "v1.7.6",
        "commit": "fbc5b1f0cd4d1c7dd5a8830e32c8ed636d7318d7",
        "file": "helper/cert/source_disk.go",
        "function": "DiskSource.Certificate",
        "note": "-tls-cert-file: a polling file watcher (250 ms)"
      }
    ]
  },
  "volcano-webhook-manager": {
    "cites": [
      {
        "repo": "volcano-sh/volcano",
        "ref": "v1.15.1",
        "commit": "0a56ed331897f5455916a44d3075671376d731d6",
        "file": "cmd/webhook-manager/app/util.go",
        "function": "addCaCertForWebhook",
        "note": "sets ClientConfig.CABundle of every entry and updates the configuration"
      },
      {
        "repo": "volcano-sh/volcano",
        "ref": "v1.15.1",
        "commit": "0a56ed331897f5455916a44d3075671376d731d6",
        "file": "cmd/webhook-manager/app/server.go",
        "function": "Run",
        "note": "once per admission service at start, in every replica"
      },
      {
        "repo": "volcano-sh/volcano",
        "ref": "v1.15.1",
        "commit": "0a56ed331897f5455916a44d3075671376d731d6",
        "file": "cmd/webhook-manager/app/options/options.go",
        "function": "Config.readCAFiles",
        "note": "--ca-cert-file read once, at start"
      }
    ],
    "reload": [
      {
        "repo": "volcano-sh/volcano",
        "ref": "v1.15.1",
        "commit": "0a56ed331897f5455916a44d3075671376d731d6",
        "file": "cmd/webhook-manager/app/options/options.go",
        "function": "Config.readCAFiles",
        "note": "os.ReadFile of --tls-cert-file, --tls-private-key-file and --ca-cert-file"
      },
      {
        "repo": "volcano-sh/volcano",
        "ref": "v1.15.1",
        "commit": "0a56ed331897f5455916a44d3075671376d731d6",
        "file": "cmd/webhook-manager/app/util.go",
        "function": "configTLS",
        "note": "tls.X509KeyPair of the bytes read at start, set as Certificates"
      }
    ]
  },
  "workload-identity-webhook": {
    "cites": [
      {
        "repo": "Azure/azure-workload-identity",
        "ref": "v1.6.0",
        "commit": "04d01a2fc7f5024290a38f6ccaf69561cf70455d",
        "file": "cmd/webhook/main.go",
        "function": "mainErr",
        "note": "Go flag.BoolVar --disable-cert-rotation (false), --webhook-cert-dir (/certs); LeaderElection false; rotator.AddRotator unless disableCertRotation, on Secret secretName in the pod's namespace, RequireLeaderElection not set"
      },
      {
        "repo": "Azure/azure-workload-identity",
        "ref": "v1.6.0",
        "commit": "04d01a2fc7f5024290a38f6ccaf69561cf70455d",
        "file": "cmd/webhook/main.go",
        "function": "webhooks",
        "note": "one holder: the MutatingWebhookConfiguration azure-wi-webhook-mutating-webhook-configuration"
      },
      {
        "repo": "Azure/azure-workload-identity",
        "ref": "v1.6.0",
        "commit": "04d01a2fc7f5024290a38f6ccaf69561cf70455d",
        "file": "cmd/webhook/main.go",
        "function": "secretName",
        "note": "const secretName azure-wi-webhook-server-cert, serviceName azure-wi-webhook-webhook-service"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.11.0",
        "commit": "096a6168dfca90e6ebbfe8dbb44323f6cbc8ce66",
        "file": "pkg/rotator/rotator.go",
        "function": "CertRotator.NeedLeaderElection",
        "note": "returns RequireLeaderElection (false when not set): the rotator runs in every replica"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.11.0",
        "commit": "096a6168dfca90e6ebbfe8dbb44323f6cbc8ce66",
        "file": "pkg/rotator/rotator.go",
        "function": "buildArtifactsFromSecret",
        "note": "azure-workload-identity v1.6.0 pins it: ReconcileWH.Reconcile injects the CA this reads, the Secret's ca.crt (caCertName)"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.11.0",
        "commit": "096a6168dfca90e6ebbfe8dbb44323f6cbc8ce66",
        "file": "pkg/rotator/rotator.go",
        "function": "CertRotator.writeSecret",
        "note": "writer.Update: the Secret is updated, never created; refreshCertIfNeeded returns its Get error (acquiring secret to update certificates) when it is missing"
      }
    ],
    "reload": [
      {
        "repo": "Azure/azure-workload-identity",
        "ref": "v1.6.0",
        "commit": "04d01a2fc7f5024290a38f6ccaf69561cf70455d",
        "file": "cmd/webhook/main.go",
        "function": "mainErr",
        "note": "webhook.NewServer with CertDir webhookCertDir"
      },
      {
        "repo": "kubernetes-sigs/controller-runtime",
        "ref": "v0.19.7",
        "commit": "5fe7bb3edc86c7eda8c8c455a9116453ee472371",
        "file": "pkg/webhook/server.go",
        "function": "DefaultServer.Start",
        "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files"
      },
      {
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.11.0",
        "commit": "096a6168dfca90e6ebbfe8dbb44323f6cbc8ce66",
        "file": "pkg/rotator/rotator.go",
        "function": "CertRotator.ensureCertsMounted",
        "note": "the rotator writes the Secret and waits for the mounted file"
      }
    ]
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  OWNER_CITES
});

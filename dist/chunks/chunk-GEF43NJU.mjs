import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);

// src/generated/owners.ts
var SHIPPED_OWNERS = [
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
    "name": "istiod",
    "description": "istiod",
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
    "source": "policies/owners/istiod.yaml"
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
  }
];

export {
  SHIPPED_OWNERS
};

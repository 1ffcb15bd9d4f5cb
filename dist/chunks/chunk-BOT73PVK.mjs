import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  arr,
  get,
  isObj,
  loadOneDocument,
  safeReason,
  str
} from "./chunk-TX4L6MZR.mjs";
import {
  describeFsError
} from "./chunk-ELMPWUMU.mjs";
import {
  InputError
} from "./chunk-4BSXTURP.mjs";
import {
  __commonJS,
  __toESM
} from "./chunk-37L625ED.mjs";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str2) {
      const len = str2.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str2.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str2.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/load/config.ts
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/generated/validators.ts
var import_ucs2length = __toESM(require_ucs2length(), 1);
var validateProfile = validate10;
var schema11 = { "$id": "https://webhook-cert-gate.io/schemas/profile.json", "title": "webhook-cert-gate controller profile", "description": "How one family of webhook controllers chooses, stores and publishes its serving certificate, and what it rewrites in its webhook configurations. See docs/effective-state.md and docs/controllers.md.", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name"], "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "ControllerProfile" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "extends": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$", "description": "A profile whose fields this one inherits: maps merge key by key, lists and values are replaced. Resolved by loadProfiles()." }, "abstract": { "type": "boolean", "description": "A base profile: only extended by others, never matched against workloads." }, "description": { "type": "string" }, "priority": { "type": "integer", "description": "Higher wins when several profiles match one container; the generic profile is 0." }, "match": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "images": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes, e.g. koordinator-sh/koord-manager (registry and tag ignored)." }, "workloadNames": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Deployment/StatefulSet names (exact). A workload labelled webhook-cert-gate.io/profile=<this profile's name> is matched the same way." }, "charts": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Helm chart names that install this controller." }, "envAny": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Matches a container that sets one of these env names, only when something beyond the env corroborates it: the API server calls the workload (a webhook configuration, CRD conversion or APIService whose Service selects its pods), its ServiceAccount may update or patch webhook configurations, or its label webhook-cert-gate.io/profile names this profile (docs/profiles.md)." } } }, "env": { "type": "object", "additionalProperties": false, "properties": { "host": { "type": "string", "description": "The external webhook host (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "The certificate writer selector (WEBHOOK_CERT_WRITER); set by the cert generate patch." }, "secretName": { "type": "string", "description": "The shared Secret's name (SECRET_NAME); set by the cert generate patch." }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "string" }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } }, "description": "Env names the controller reads. host, writer and secretName are required once extends is resolved." }, "defaults": { "type": "object", "additionalProperties": false, "properties": { "secretName": { "type": "string" }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "integer", "minimum": 1, "maximum": 65535 }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } } }, "writer": { "type": "object", "additionalProperties": false, "description": "The writer selection rule: fs when the writer env equals fsValue, or is empty while the host env is set; the Secret writer otherwise.", "properties": { "fsValue": { "type": "string" }, "secretValue": { "type": "string", "description": "The value to recommend for the Secret writer." } } }, "secret": { "type": "object", "additionalProperties": false, "properties": { "readKeys": { "type": "array", "items": { "type": "string" }, "description": "Data keys the controller reads; any missing means it regenerates and overwrites the Secret." }, "renewKeys": { "type": "array", "items": { "type": "string" }, "description": "Keys needed to renew (the CA key)." }, "caKey": { "type": "string", "description": "Data key holding the CA certificate." }, "certKey": { "type": "string" }, "keyKey": { "type": "string" }, "renewBeforeDays": { "type": "integer", "minimum": 0, "description": "The controller replaces a certificate that expires within this many days." }, "type": { "type": "string", "description": "Secret type written by cert generate (e.g. Opaque)." }, "caPrivateKey": { "type": "string", "description": "Data key holding the CA private key (written by cert generate; needed to renew with the same CA)." } }, "description": "The Secret layout the controller's Secret writer reads and writes (cert generate --layout <profile> writes it)." }, "values": { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } }, "externalCertsFeatureGate": { "type": "string", "description": "A --feature-gates name that makes the controller read an externally managed Secret and leave caBundle to cert-manager (OpenKruise: EnableExternalCerts)." }, "rewrites": { "type": "object", "additionalProperties": false, "description": "What the controller rewrites in every webhook entry of the configurations it manages (mutatingName/validatingName), before the API server dials it.", "properties": { "hostUrl": { "type": "string", "description": "With the host env set, clientConfig becomes url: this template ({host}, {port}, {path} = the entry's service path) and service is dropped." }, "serviceName": { "type": "boolean", "description": "Without a host, clientConfig.service.name becomes the Service name (env or default) in the controller's namespace." } } }, "owns": { "type": "object", "additionalProperties": false, "description": "Fields of its webhook configurations the controller writes at run time (it owns them: what the manifests hold there is replaced).", "properties": { "caBundle": { "type": "boolean", "description": "It writes its CA into caBundle of every entry." }, "failurePolicy": { "type": "boolean", "description": "It sets failurePolicy of its entries." } } }, "featureGatesArg": { "type": "string", "description": "The command-line flag that carries feature gates, e.g. --feature-gates." }, "externalCerts": { "type": "object", "additionalProperties": false, "description": "The mode selected by externalCertsFeatureGate: the controller reads this Secret layout, written by another owner, and mints nothing.", "properties": { "alsoEnabledBy": { "type": "array", "items": { "type": "string" }, "description": "Other gates that turn it on (AllAlpha)." }, "secret": { "type": "object", "additionalProperties": false, "description": "A Secret layout: its type and the data keys for each part.", "properties": { "type": { "type": "string" }, "readKeys": { "type": "array", "items": { "type": "string" }, "description": "Keys read; any missing means the Secret is not usable." }, "caKey": { "type": "string" }, "caPrivateKey": { "type": "string" }, "certKey": { "type": "string" }, "keyKey": { "type": "string" } } }, "writtenBy": { "type": "string", "description": "Who writes that Secret and caBundle (an owner in policies/owners), for messages." } } } } };
var func2 = Object.prototype.hasOwnProperty;
var func3 = import_ucs2length.default.default ?? import_ucs2length.default;
var pattern0 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.apiVersion === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("webhook-cert-gate.io/v1" !== data.apiVersion) {
        const err4 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "webhook-cert-gate.io/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("ControllerProfile" !== data.kind) {
        const err5 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "ControllerProfile" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data2 = data.name;
      if (typeof data2 === "string") {
        if (!pattern0.test(data2)) {
          const err6 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.extends !== void 0) {
      let data3 = data.extends;
      if (typeof data3 === "string") {
        if (!pattern0.test(data3)) {
          const err8 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.abstract !== void 0) {
      if (typeof data.abstract !== "boolean") {
        const err10 = { instancePath: instancePath + "/abstract", schemaPath: "#/properties/abstract/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err11 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.priority !== void 0) {
      let data6 = data.priority;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
        const err12 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.match !== void 0) {
      let data7 = data.match;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (Object.keys(data7).length < 1) {
          const err13 = { instancePath: instancePath + "/match", schemaPath: "#/properties/match/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        for (const key1 in data7) {
          if (!(key1 === "images" || key1 === "workloadNames" || key1 === "charts" || key1 === "envAny")) {
            const err14 = { instancePath: instancePath + "/match", schemaPath: "#/properties/match/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data7.images !== void 0) {
          let data8 = data7.images;
          if (Array.isArray(data8)) {
            const len0 = data8.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data9 = data8[i0];
              if (typeof data9 === "string") {
                if (func3(data9) < 1) {
                  const err15 = { instancePath: instancePath + "/match/images/" + i0, schemaPath: "#/properties/match/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/match/images/" + i0, schemaPath: "#/properties/match/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/match/images", schemaPath: "#/properties/match/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data7.workloadNames !== void 0) {
          let data10 = data7.workloadNames;
          if (Array.isArray(data10)) {
            const len1 = data10.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data11 = data10[i1];
              if (typeof data11 === "string") {
                if (func3(data11) < 1) {
                  const err18 = { instancePath: instancePath + "/match/workloadNames/" + i1, schemaPath: "#/properties/match/properties/workloadNames/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              } else {
                const err19 = { instancePath: instancePath + "/match/workloadNames/" + i1, schemaPath: "#/properties/match/properties/workloadNames/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
          } else {
            const err20 = { instancePath: instancePath + "/match/workloadNames", schemaPath: "#/properties/match/properties/workloadNames/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data7.charts !== void 0) {
          let data12 = data7.charts;
          if (Array.isArray(data12)) {
            const len2 = data12.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data13 = data12[i2];
              if (typeof data13 === "string") {
                if (func3(data13) < 1) {
                  const err21 = { instancePath: instancePath + "/match/charts/" + i2, schemaPath: "#/properties/match/properties/charts/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              } else {
                const err22 = { instancePath: instancePath + "/match/charts/" + i2, schemaPath: "#/properties/match/properties/charts/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
          } else {
            const err23 = { instancePath: instancePath + "/match/charts", schemaPath: "#/properties/match/properties/charts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data7.envAny !== void 0) {
          let data14 = data7.envAny;
          if (Array.isArray(data14)) {
            const len3 = data14.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data15 = data14[i3];
              if (typeof data15 === "string") {
                if (func3(data15) < 1) {
                  const err24 = { instancePath: instancePath + "/match/envAny/" + i3, schemaPath: "#/properties/match/properties/envAny/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              } else {
                const err25 = { instancePath: instancePath + "/match/envAny/" + i3, schemaPath: "#/properties/match/properties/envAny/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
          } else {
            const err26 = { instancePath: instancePath + "/match/envAny", schemaPath: "#/properties/match/properties/envAny/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/match", schemaPath: "#/properties/match/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.env !== void 0) {
      let data16 = data.env;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        for (const key2 in data16) {
          if (!(key2 === "host" || key2 === "writer" || key2 === "secretName" || key2 === "serviceName" || key2 === "namespace" || key2 === "port" || key2 === "mutatingName" || key2 === "validatingName")) {
            const err28 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data16.host !== void 0) {
          if (typeof data16.host !== "string") {
            const err29 = { instancePath: instancePath + "/env/host", schemaPath: "#/properties/env/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data16.writer !== void 0) {
          if (typeof data16.writer !== "string") {
            const err30 = { instancePath: instancePath + "/env/writer", schemaPath: "#/properties/env/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data16.secretName !== void 0) {
          if (typeof data16.secretName !== "string") {
            const err31 = { instancePath: instancePath + "/env/secretName", schemaPath: "#/properties/env/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data16.serviceName !== void 0) {
          if (typeof data16.serviceName !== "string") {
            const err32 = { instancePath: instancePath + "/env/serviceName", schemaPath: "#/properties/env/properties/serviceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data16.namespace !== void 0) {
          if (typeof data16.namespace !== "string") {
            const err33 = { instancePath: instancePath + "/env/namespace", schemaPath: "#/properties/env/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data16.port !== void 0) {
          if (typeof data16.port !== "string") {
            const err34 = { instancePath: instancePath + "/env/port", schemaPath: "#/properties/env/properties/port/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data16.mutatingName !== void 0) {
          if (typeof data16.mutatingName !== "string") {
            const err35 = { instancePath: instancePath + "/env/mutatingName", schemaPath: "#/properties/env/properties/mutatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data16.validatingName !== void 0) {
          if (typeof data16.validatingName !== "string") {
            const err36 = { instancePath: instancePath + "/env/validatingName", schemaPath: "#/properties/env/properties/validatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.defaults !== void 0) {
      let data25 = data.defaults;
      if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
        for (const key3 in data25) {
          if (!(key3 === "secretName" || key3 === "serviceName" || key3 === "namespace" || key3 === "port" || key3 === "mutatingName" || key3 === "validatingName")) {
            const err38 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data25.secretName !== void 0) {
          if (typeof data25.secretName !== "string") {
            const err39 = { instancePath: instancePath + "/defaults/secretName", schemaPath: "#/properties/defaults/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data25.serviceName !== void 0) {
          if (typeof data25.serviceName !== "string") {
            const err40 = { instancePath: instancePath + "/defaults/serviceName", schemaPath: "#/properties/defaults/properties/serviceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        if (data25.namespace !== void 0) {
          if (typeof data25.namespace !== "string") {
            const err41 = { instancePath: instancePath + "/defaults/namespace", schemaPath: "#/properties/defaults/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data25.port !== void 0) {
          let data29 = data25.port;
          if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29))) {
            const err42 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          if (typeof data29 == "number" && isFinite(data29)) {
            if (data29 > 65535 || isNaN(data29)) {
              const err43 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 }, message: "must be <= 65535" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (data29 < 1 || isNaN(data29)) {
              const err44 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
        }
        if (data25.mutatingName !== void 0) {
          if (typeof data25.mutatingName !== "string") {
            const err45 = { instancePath: instancePath + "/defaults/mutatingName", schemaPath: "#/properties/defaults/properties/mutatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data25.validatingName !== void 0) {
          if (typeof data25.validatingName !== "string") {
            const err46 = { instancePath: instancePath + "/defaults/validatingName", schemaPath: "#/properties/defaults/properties/validatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
      } else {
        const err47 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.writer !== void 0) {
      let data32 = data.writer;
      if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
        for (const key4 in data32) {
          if (!(key4 === "fsValue" || key4 === "secretValue")) {
            const err48 = { instancePath: instancePath + "/writer", schemaPath: "#/properties/writer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data32.fsValue !== void 0) {
          if (typeof data32.fsValue !== "string") {
            const err49 = { instancePath: instancePath + "/writer/fsValue", schemaPath: "#/properties/writer/properties/fsValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data32.secretValue !== void 0) {
          if (typeof data32.secretValue !== "string") {
            const err50 = { instancePath: instancePath + "/writer/secretValue", schemaPath: "#/properties/writer/properties/secretValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
      } else {
        const err51 = { instancePath: instancePath + "/writer", schemaPath: "#/properties/writer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.secret !== void 0) {
      let data35 = data.secret;
      if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
        for (const key5 in data35) {
          if (!(key5 === "readKeys" || key5 === "renewKeys" || key5 === "caKey" || key5 === "certKey" || key5 === "keyKey" || key5 === "renewBeforeDays" || key5 === "type" || key5 === "caPrivateKey")) {
            const err52 = { instancePath: instancePath + "/secret", schemaPath: "#/properties/secret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data35.readKeys !== void 0) {
          let data36 = data35.readKeys;
          if (Array.isArray(data36)) {
            const len4 = data36.length;
            for (let i4 = 0; i4 < len4; i4++) {
              if (typeof data36[i4] !== "string") {
                const err53 = { instancePath: instancePath + "/secret/readKeys/" + i4, schemaPath: "#/properties/secret/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
          } else {
            const err54 = { instancePath: instancePath + "/secret/readKeys", schemaPath: "#/properties/secret/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        if (data35.renewKeys !== void 0) {
          let data38 = data35.renewKeys;
          if (Array.isArray(data38)) {
            const len5 = data38.length;
            for (let i5 = 0; i5 < len5; i5++) {
              if (typeof data38[i5] !== "string") {
                const err55 = { instancePath: instancePath + "/secret/renewKeys/" + i5, schemaPath: "#/properties/secret/properties/renewKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
            }
          } else {
            const err56 = { instancePath: instancePath + "/secret/renewKeys", schemaPath: "#/properties/secret/properties/renewKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data35.caKey !== void 0) {
          if (typeof data35.caKey !== "string") {
            const err57 = { instancePath: instancePath + "/secret/caKey", schemaPath: "#/properties/secret/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data35.certKey !== void 0) {
          if (typeof data35.certKey !== "string") {
            const err58 = { instancePath: instancePath + "/secret/certKey", schemaPath: "#/properties/secret/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data35.keyKey !== void 0) {
          if (typeof data35.keyKey !== "string") {
            const err59 = { instancePath: instancePath + "/secret/keyKey", schemaPath: "#/properties/secret/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data35.renewBeforeDays !== void 0) {
          let data43 = data35.renewBeforeDays;
          if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43))) {
            const err60 = { instancePath: instancePath + "/secret/renewBeforeDays", schemaPath: "#/properties/secret/properties/renewBeforeDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
          if (typeof data43 == "number" && isFinite(data43)) {
            if (data43 < 0 || isNaN(data43)) {
              const err61 = { instancePath: instancePath + "/secret/renewBeforeDays", schemaPath: "#/properties/secret/properties/renewBeforeDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
        }
        if (data35.type !== void 0) {
          if (typeof data35.type !== "string") {
            const err62 = { instancePath: instancePath + "/secret/type", schemaPath: "#/properties/secret/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data35.caPrivateKey !== void 0) {
          if (typeof data35.caPrivateKey !== "string") {
            const err63 = { instancePath: instancePath + "/secret/caPrivateKey", schemaPath: "#/properties/secret/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        }
      } else {
        const err64 = { instancePath: instancePath + "/secret", schemaPath: "#/properties/secret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err64];
        } else {
          vErrors.push(err64);
        }
        errors++;
      }
    }
    if (data.values !== void 0) {
      let data46 = data.values;
      if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
        for (const key6 in data46) {
          if (!func2.call(schema11.properties.values.properties, key6)) {
            const err65 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
        if (data46.replicas !== void 0) {
          if (typeof data46.replicas !== "string") {
            const err66 = { instancePath: instancePath + "/values/replicas", schemaPath: "#/properties/values/properties/replicas/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
        if (data46.image !== void 0) {
          if (typeof data46.image !== "string") {
            const err67 = { instancePath: instancePath + "/values/image", schemaPath: "#/properties/values/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data46.host !== void 0) {
          if (typeof data46.host !== "string") {
            const err68 = { instancePath: instancePath + "/values/host", schemaPath: "#/properties/values/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data46.writer !== void 0) {
          if (typeof data46.writer !== "string") {
            const err69 = { instancePath: instancePath + "/values/writer", schemaPath: "#/properties/values/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data46.secretName !== void 0) {
          if (typeof data46.secretName !== "string") {
            const err70 = { instancePath: instancePath + "/values/secretName", schemaPath: "#/properties/values/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data46.extraEnv !== void 0) {
          let data52 = data46.extraEnv;
          if (Array.isArray(data52)) {
            const len6 = data52.length;
            for (let i6 = 0; i6 < len6; i6++) {
              if (typeof data52[i6] !== "string") {
                const err71 = { instancePath: instancePath + "/values/extraEnv/" + i6, schemaPath: "#/properties/values/properties/extraEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
          } else {
            const err72 = { instancePath: instancePath + "/values/extraEnv", schemaPath: "#/properties/values/properties/extraEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data46.webhooks !== void 0) {
          let data54 = data46.webhooks;
          if (Array.isArray(data54)) {
            const len7 = data54.length;
            for (let i7 = 0; i7 < len7; i7++) {
              let data55 = data54[i7];
              if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
                if (data55.configuration === void 0) {
                  const err73 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
                  if (vErrors === null) {
                    vErrors = [err73];
                  } else {
                    vErrors.push(err73);
                  }
                  errors++;
                }
                if (data55.name === void 0) {
                  const err74 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                  if (vErrors === null) {
                    vErrors = [err74];
                  } else {
                    vErrors.push(err74);
                  }
                  errors++;
                }
                for (const key7 in data55) {
                  if (!(key7 === "configuration" || key7 === "name" || key7 === "policyKey" || key7 === "policy" || key7 === "when" || key7 === "unless")) {
                    const err75 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  }
                }
                if (data55.configuration !== void 0) {
                  let data56 = data55.configuration;
                  if (!(data56 === "mutating" || data56 === "validating")) {
                    const err76 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/configuration", schemaPath: "#/properties/values/properties/webhooks/items/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema11.properties.values.properties.webhooks.items.properties.configuration.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err76];
                    } else {
                      vErrors.push(err76);
                    }
                    errors++;
                  }
                }
                if (data55.name !== void 0) {
                  if (typeof data55.name !== "string") {
                    const err77 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/name", schemaPath: "#/properties/values/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err77];
                    } else {
                      vErrors.push(err77);
                    }
                    errors++;
                  }
                }
                if (data55.policyKey !== void 0) {
                  if (typeof data55.policyKey !== "string") {
                    const err78 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/policyKey", schemaPath: "#/properties/values/properties/webhooks/items/properties/policyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err78];
                    } else {
                      vErrors.push(err78);
                    }
                    errors++;
                  }
                }
                if (data55.policy !== void 0) {
                  let data59 = data55.policy;
                  if (!(data59 === "Fail" || data59 === "Ignore")) {
                    const err79 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/policy", schemaPath: "#/properties/values/properties/webhooks/items/properties/policy/enum", keyword: "enum", params: { allowedValues: schema11.properties.values.properties.webhooks.items.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
                if (data55.when !== void 0) {
                  if (typeof data55.when !== "string") {
                    const err80 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/when", schemaPath: "#/properties/values/properties/webhooks/items/properties/when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err80];
                    } else {
                      vErrors.push(err80);
                    }
                    errors++;
                  }
                }
                if (data55.unless !== void 0) {
                  if (typeof data55.unless !== "string") {
                    const err81 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/unless", schemaPath: "#/properties/values/properties/webhooks/items/properties/unless/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                }
              } else {
                const err82 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
          } else {
            const err83 = { instancePath: instancePath + "/values/webhooks", schemaPath: "#/properties/values/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data46.failurePolicy !== void 0) {
          let data62 = data46.failurePolicy;
          if (Array.isArray(data62)) {
            const len8 = data62.length;
            for (let i8 = 0; i8 < len8; i8++) {
              let data63 = data62[i8];
              const _errs132 = errors;
              let valid26 = false;
              const _errs133 = errors;
              if (typeof data63 !== "string") {
                const err84 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err84];
                } else {
                  vErrors.push(err84);
                }
                errors++;
              }
              var _valid0 = _errs133 === errors;
              valid26 = valid26 || _valid0;
              if (!valid26) {
                const _errs135 = errors;
                if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
                  if (data63.key === void 0) {
                    const err85 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                    if (vErrors === null) {
                      vErrors = [err85];
                    } else {
                      vErrors.push(err85);
                    }
                    errors++;
                  }
                  for (const key8 in data63) {
                    if (!(key8 === "key" || key8 === "configurations")) {
                      const err86 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err86];
                      } else {
                        vErrors.push(err86);
                      }
                      errors++;
                    }
                  }
                  if (data63.key !== void 0) {
                    if (typeof data63.key !== "string") {
                      const err87 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/key", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err87];
                      } else {
                        vErrors.push(err87);
                      }
                      errors++;
                    }
                  }
                  if (data63.configurations !== void 0) {
                    let data65 = data63.configurations;
                    if (Array.isArray(data65)) {
                      if (data65.length < 1) {
                        const err88 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/configurations", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                        if (vErrors === null) {
                          vErrors = [err88];
                        } else {
                          vErrors.push(err88);
                        }
                        errors++;
                      }
                      const len9 = data65.length;
                      for (let i9 = 0; i9 < len9; i9++) {
                        let data66 = data65[i9];
                        if (!(data66 === "mutating" || data66 === "validating")) {
                          const err89 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/configurations/" + i9, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/items/enum", keyword: "enum", params: { allowedValues: schema11.properties.values.properties.failurePolicy.items.anyOf[1].properties.configurations.items.enum }, message: "must be equal to one of the allowed values" };
                          if (vErrors === null) {
                            vErrors = [err89];
                          } else {
                            vErrors.push(err89);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err90 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/configurations", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                      if (vErrors === null) {
                        vErrors = [err90];
                      } else {
                        vErrors.push(err90);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err91 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
                var _valid0 = _errs135 === errors;
                valid26 = valid26 || _valid0;
              }
              if (!valid26) {
                const err92 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              } else {
                errors = _errs132;
                if (vErrors !== null) {
                  if (_errs132) {
                    vErrors.length = _errs132;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
          } else {
            const err93 = { instancePath: instancePath + "/values/failurePolicy", schemaPath: "#/properties/values/properties/failurePolicy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data46.hostNetwork !== void 0) {
          if (typeof data46.hostNetwork !== "string") {
            const err94 = { instancePath: instancePath + "/values/hostNetwork", schemaPath: "#/properties/values/properties/hostNetwork/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
        }
        if (data46.namespace !== void 0) {
          if (typeof data46.namespace !== "string") {
            const err95 = { instancePath: instancePath + "/values/namespace", schemaPath: "#/properties/values/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data46.featureGates !== void 0) {
          if (typeof data46.featureGates !== "string") {
            const err96 = { instancePath: instancePath + "/values/featureGates", schemaPath: "#/properties/values/properties/featureGates/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
        }
        if (data46.webhookAnnotations !== void 0) {
          if (typeof data46.webhookAnnotations !== "string") {
            const err97 = { instancePath: instancePath + "/values/webhookAnnotations", schemaPath: "#/properties/values/properties/webhookAnnotations/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data46.rendered !== void 0) {
          let data71 = data46.rendered;
          if (data71 && typeof data71 == "object" && !Array.isArray(data71)) {
            for (const key9 in data71) {
              if (!(key9 === "workloadName" || key9 === "maxUnavailable" || key9 === "maxSurge" || key9 === "secret" || key9 === "secretUnless")) {
                const err98 = { instancePath: instancePath + "/values/rendered", schemaPath: "#/properties/values/properties/rendered/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
            if (data71.workloadName !== void 0) {
              if (typeof data71.workloadName !== "string") {
                const err99 = { instancePath: instancePath + "/values/rendered/workloadName", schemaPath: "#/properties/values/properties/rendered/properties/workloadName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err99];
                } else {
                  vErrors.push(err99);
                }
                errors++;
              }
            }
            if (data71.maxUnavailable !== void 0) {
              let data73 = data71.maxUnavailable;
              if (!(typeof data73 == "number" && (!(data73 % 1) && !isNaN(data73)) && isFinite(data73)) && typeof data73 !== "string") {
                const err100 = { instancePath: instancePath + "/values/rendered/maxUnavailable", schemaPath: "#/properties/values/properties/rendered/properties/maxUnavailable/type", keyword: "type", params: { type: schema11.properties.values.properties.rendered.properties.maxUnavailable.type }, message: "must be integer,string" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
            if (data71.maxSurge !== void 0) {
              let data74 = data71.maxSurge;
              if (!(typeof data74 == "number" && (!(data74 % 1) && !isNaN(data74)) && isFinite(data74)) && typeof data74 !== "string") {
                const err101 = { instancePath: instancePath + "/values/rendered/maxSurge", schemaPath: "#/properties/values/properties/rendered/properties/maxSurge/type", keyword: "type", params: { type: schema11.properties.values.properties.rendered.properties.maxSurge.type }, message: "must be integer,string" };
                if (vErrors === null) {
                  vErrors = [err101];
                } else {
                  vErrors.push(err101);
                }
                errors++;
              }
            }
            if (data71.secret !== void 0) {
              if (typeof data71.secret !== "boolean") {
                const err102 = { instancePath: instancePath + "/values/rendered/secret", schemaPath: "#/properties/values/properties/rendered/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
            if (data71.secretUnless !== void 0) {
              let data76 = data71.secretUnless;
              if (Array.isArray(data76)) {
                const len10 = data76.length;
                for (let i10 = 0; i10 < len10; i10++) {
                  if (typeof data76[i10] !== "string") {
                    const err103 = { instancePath: instancePath + "/values/rendered/secretUnless/" + i10, schemaPath: "#/properties/values/properties/rendered/properties/secretUnless/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err103];
                    } else {
                      vErrors.push(err103);
                    }
                    errors++;
                  }
                }
              } else {
                const err104 = { instancePath: instancePath + "/values/rendered/secretUnless", schemaPath: "#/properties/values/properties/rendered/properties/secretUnless/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err104];
                } else {
                  vErrors.push(err104);
                }
                errors++;
              }
            }
          } else {
            const err105 = { instancePath: instancePath + "/values/rendered", schemaPath: "#/properties/values/properties/rendered/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
        }
      } else {
        const err106 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err106];
        } else {
          vErrors.push(err106);
        }
        errors++;
      }
    }
    if (data.externalCertsFeatureGate !== void 0) {
      if (typeof data.externalCertsFeatureGate !== "string") {
        const err107 = { instancePath: instancePath + "/externalCertsFeatureGate", schemaPath: "#/properties/externalCertsFeatureGate/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err107];
        } else {
          vErrors.push(err107);
        }
        errors++;
      }
    }
    if (data.rewrites !== void 0) {
      let data79 = data.rewrites;
      if (data79 && typeof data79 == "object" && !Array.isArray(data79)) {
        for (const key10 in data79) {
          if (!(key10 === "hostUrl" || key10 === "serviceName")) {
            const err108 = { instancePath: instancePath + "/rewrites", schemaPath: "#/properties/rewrites/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err108];
            } else {
              vErrors.push(err108);
            }
            errors++;
          }
        }
        if (data79.hostUrl !== void 0) {
          if (typeof data79.hostUrl !== "string") {
            const err109 = { instancePath: instancePath + "/rewrites/hostUrl", schemaPath: "#/properties/rewrites/properties/hostUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        }
        if (data79.serviceName !== void 0) {
          if (typeof data79.serviceName !== "boolean") {
            const err110 = { instancePath: instancePath + "/rewrites/serviceName", schemaPath: "#/properties/rewrites/properties/serviceName/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
        }
      } else {
        const err111 = { instancePath: instancePath + "/rewrites", schemaPath: "#/properties/rewrites/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err111];
        } else {
          vErrors.push(err111);
        }
        errors++;
      }
    }
    if (data.owns !== void 0) {
      let data82 = data.owns;
      if (data82 && typeof data82 == "object" && !Array.isArray(data82)) {
        for (const key11 in data82) {
          if (!(key11 === "caBundle" || key11 === "failurePolicy")) {
            const err112 = { instancePath: instancePath + "/owns", schemaPath: "#/properties/owns/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
        if (data82.caBundle !== void 0) {
          if (typeof data82.caBundle !== "boolean") {
            const err113 = { instancePath: instancePath + "/owns/caBundle", schemaPath: "#/properties/owns/properties/caBundle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data82.failurePolicy !== void 0) {
          if (typeof data82.failurePolicy !== "boolean") {
            const err114 = { instancePath: instancePath + "/owns/failurePolicy", schemaPath: "#/properties/owns/properties/failurePolicy/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
        }
      } else {
        const err115 = { instancePath: instancePath + "/owns", schemaPath: "#/properties/owns/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err115];
        } else {
          vErrors.push(err115);
        }
        errors++;
      }
    }
    if (data.featureGatesArg !== void 0) {
      if (typeof data.featureGatesArg !== "string") {
        const err116 = { instancePath: instancePath + "/featureGatesArg", schemaPath: "#/properties/featureGatesArg/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err116];
        } else {
          vErrors.push(err116);
        }
        errors++;
      }
    }
    if (data.externalCerts !== void 0) {
      let data86 = data.externalCerts;
      if (data86 && typeof data86 == "object" && !Array.isArray(data86)) {
        for (const key12 in data86) {
          if (!(key12 === "alsoEnabledBy" || key12 === "secret" || key12 === "writtenBy")) {
            const err117 = { instancePath: instancePath + "/externalCerts", schemaPath: "#/properties/externalCerts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err117];
            } else {
              vErrors.push(err117);
            }
            errors++;
          }
        }
        if (data86.alsoEnabledBy !== void 0) {
          let data87 = data86.alsoEnabledBy;
          if (Array.isArray(data87)) {
            const len11 = data87.length;
            for (let i11 = 0; i11 < len11; i11++) {
              if (typeof data87[i11] !== "string") {
                const err118 = { instancePath: instancePath + "/externalCerts/alsoEnabledBy/" + i11, schemaPath: "#/properties/externalCerts/properties/alsoEnabledBy/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err118];
                } else {
                  vErrors.push(err118);
                }
                errors++;
              }
            }
          } else {
            const err119 = { instancePath: instancePath + "/externalCerts/alsoEnabledBy", schemaPath: "#/properties/externalCerts/properties/alsoEnabledBy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
        if (data86.secret !== void 0) {
          let data89 = data86.secret;
          if (data89 && typeof data89 == "object" && !Array.isArray(data89)) {
            for (const key13 in data89) {
              if (!(key13 === "type" || key13 === "readKeys" || key13 === "caKey" || key13 === "caPrivateKey" || key13 === "certKey" || key13 === "keyKey")) {
                const err120 = { instancePath: instancePath + "/externalCerts/secret", schemaPath: "#/properties/externalCerts/properties/secret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err120];
                } else {
                  vErrors.push(err120);
                }
                errors++;
              }
            }
            if (data89.type !== void 0) {
              if (typeof data89.type !== "string") {
                const err121 = { instancePath: instancePath + "/externalCerts/secret/type", schemaPath: "#/properties/externalCerts/properties/secret/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err121];
                } else {
                  vErrors.push(err121);
                }
                errors++;
              }
            }
            if (data89.readKeys !== void 0) {
              let data91 = data89.readKeys;
              if (Array.isArray(data91)) {
                const len12 = data91.length;
                for (let i12 = 0; i12 < len12; i12++) {
                  if (typeof data91[i12] !== "string") {
                    const err122 = { instancePath: instancePath + "/externalCerts/secret/readKeys/" + i12, schemaPath: "#/properties/externalCerts/properties/secret/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err122];
                    } else {
                      vErrors.push(err122);
                    }
                    errors++;
                  }
                }
              } else {
                const err123 = { instancePath: instancePath + "/externalCerts/secret/readKeys", schemaPath: "#/properties/externalCerts/properties/secret/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err123];
                } else {
                  vErrors.push(err123);
                }
                errors++;
              }
            }
            if (data89.caKey !== void 0) {
              if (typeof data89.caKey !== "string") {
                const err124 = { instancePath: instancePath + "/externalCerts/secret/caKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err124];
                } else {
                  vErrors.push(err124);
                }
                errors++;
              }
            }
            if (data89.caPrivateKey !== void 0) {
              if (typeof data89.caPrivateKey !== "string") {
                const err125 = { instancePath: instancePath + "/externalCerts/secret/caPrivateKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err125];
                } else {
                  vErrors.push(err125);
                }
                errors++;
              }
            }
            if (data89.certKey !== void 0) {
              if (typeof data89.certKey !== "string") {
                const err126 = { instancePath: instancePath + "/externalCerts/secret/certKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err126];
                } else {
                  vErrors.push(err126);
                }
                errors++;
              }
            }
            if (data89.keyKey !== void 0) {
              if (typeof data89.keyKey !== "string") {
                const err127 = { instancePath: instancePath + "/externalCerts/secret/keyKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err127];
                } else {
                  vErrors.push(err127);
                }
                errors++;
              }
            }
          } else {
            const err128 = { instancePath: instancePath + "/externalCerts/secret", schemaPath: "#/properties/externalCerts/properties/secret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err128];
            } else {
              vErrors.push(err128);
            }
            errors++;
          }
        }
        if (data86.writtenBy !== void 0) {
          if (typeof data86.writtenBy !== "string") {
            const err129 = { instancePath: instancePath + "/externalCerts/writtenBy", schemaPath: "#/properties/externalCerts/properties/writtenBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err129];
            } else {
              vErrors.push(err129);
            }
            errors++;
          }
        }
      } else {
        const err130 = { instancePath: instancePath + "/externalCerts", schemaPath: "#/properties/externalCerts/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err130];
        } else {
          vErrors.push(err130);
        }
        errors++;
      }
    }
  } else {
    const err131 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err131];
    } else {
      vErrors.push(err131);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var validateConfig = validate11;
var schema12 = { "$id": "https://webhook-cert-gate.io/schemas/config.json", "title": ".webhook-cert-gate.yaml", "type": "object", "additionalProperties": false, "properties": { "rules": { "type": "object", "description": "Per rule id: off, or a severity that replaces the rule's default.", "propertyNames": { "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" }, "additionalProperties": { "enum": ["off", "error", "warning", "info"] } }, "ignorePaths": { "type": "array", "description": "Globs (relative to the working directory; ** crosses folders) whose files are not read.", "items": { "type": "string", "minLength": 1 } }, "profiles": { "type": "array", "description": "Extra controller profile files or folders, relative to this config file.", "items": { "type": "string", "minLength": 1 } }, "owners": { "type": "array", "description": "Extra certificate-owner files or folders (policies/owners format, docs/effective-state.md), relative to this config file.", "items": { "type": "string", "minLength": 1 } }, "strict": { "type": "boolean", "description": "Refuse annotation suppressions (same as --strict)." }, "failOn": { "enum": ["error", "warning", "info", "none"] }, "namespace": { "type": "string", "description": "Namespace assumed for objects that do not set one (as kubectl apply -n)." }, "minDays": { "type": "integer", "minimum": 0, "description": "cert-expiring-soon threshold in days." }, "maxFileSize": { "type": "integer", "minimum": 1, "description": "Largest input file read, in bytes." }, "values": { "type": "object", "description": "Helm values key mappings per profile name, for forked charts (see README: Helm values).", "additionalProperties": { "$ref": "https://webhook-cert-gate.io/schemas/profile.json#/properties/values" } } } };
var schema13 = { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } };
var pattern2 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema12.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data0 = data.rules;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        for (const key1 in data0) {
          const _errs4 = errors;
          if (typeof key1 === "string") {
            if (!pattern2.test(key1)) {
              const err1 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }, message: 'must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"', propertyName: key1 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          }
          var valid1 = _errs4 === errors;
          if (!valid1) {
            const err2 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        for (const key2 in data0) {
          let data1 = data0[key2];
          if (!(data1 === "off" || data1 === "error" || data1 === "warning" || data1 === "info")) {
            const err3 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema12.properties.rules.additionalProperties.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.ignorePaths !== void 0) {
      let data2 = data.ignorePaths;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 === "string") {
            if (func3(data3) < 1) {
              const err5 = { instancePath: instancePath + "/ignorePaths/" + i0, schemaPath: "#/properties/ignorePaths/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/ignorePaths/" + i0, schemaPath: "#/properties/ignorePaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/ignorePaths", schemaPath: "#/properties/ignorePaths/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.profiles !== void 0) {
      let data4 = data.profiles;
      if (Array.isArray(data4)) {
        const len1 = data4.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data5 = data4[i1];
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err8 = { instancePath: instancePath + "/profiles/" + i1, schemaPath: "#/properties/profiles/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/profiles/" + i1, schemaPath: "#/properties/profiles/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/profiles", schemaPath: "#/properties/profiles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.owners !== void 0) {
      let data6 = data.owners;
      if (Array.isArray(data6)) {
        const len2 = data6.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data7 = data6[i2];
          if (typeof data7 === "string") {
            if (func3(data7) < 1) {
              const err11 = { instancePath: instancePath + "/owners/" + i2, schemaPath: "#/properties/owners/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/owners/" + i2, schemaPath: "#/properties/owners/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/owners", schemaPath: "#/properties/owners/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.strict !== void 0) {
      if (typeof data.strict !== "boolean") {
        const err14 = { instancePath: instancePath + "/strict", schemaPath: "#/properties/strict/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.failOn !== void 0) {
      let data9 = data.failOn;
      if (!(data9 === "error" || data9 === "warning" || data9 === "info" || data9 === "none")) {
        const err15 = { instancePath: instancePath + "/failOn", schemaPath: "#/properties/failOn/enum", keyword: "enum", params: { allowedValues: schema12.properties.failOn.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.namespace !== void 0) {
      if (typeof data.namespace !== "string") {
        const err16 = { instancePath: instancePath + "/namespace", schemaPath: "#/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.minDays !== void 0) {
      let data11 = data.minDays;
      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
        const err17 = { instancePath: instancePath + "/minDays", schemaPath: "#/properties/minDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data11 == "number" && isFinite(data11)) {
        if (data11 < 0 || isNaN(data11)) {
          const err18 = { instancePath: instancePath + "/minDays", schemaPath: "#/properties/minDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.maxFileSize !== void 0) {
      let data12 = data.maxFileSize;
      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
        const err19 = { instancePath: instancePath + "/maxFileSize", schemaPath: "#/properties/maxFileSize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data12 == "number" && isFinite(data12)) {
        if (data12 < 1 || isNaN(data12)) {
          const err20 = { instancePath: instancePath + "/maxFileSize", schemaPath: "#/properties/maxFileSize/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.values !== void 0) {
      let data13 = data.values;
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        for (const key3 in data13) {
          let data14 = data13[key3];
          if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
            for (const key4 in data14) {
              if (!func2.call(schema13.properties, key4)) {
                const err21 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data14.replicas !== void 0) {
              if (typeof data14.replicas !== "string") {
                const err22 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/replicas", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/replicas/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data14.image !== void 0) {
              if (typeof data14.image !== "string") {
                const err23 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/image", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data14.host !== void 0) {
              if (typeof data14.host !== "string") {
                const err24 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/host", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data14.writer !== void 0) {
              if (typeof data14.writer !== "string") {
                const err25 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/writer", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data14.secretName !== void 0) {
              if (typeof data14.secretName !== "string") {
                const err26 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/secretName", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data14.extraEnv !== void 0) {
              let data20 = data14.extraEnv;
              if (Array.isArray(data20)) {
                const len3 = data20.length;
                for (let i3 = 0; i3 < len3; i3++) {
                  if (typeof data20[i3] !== "string") {
                    const err27 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv/" + i3, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/extraEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                }
              } else {
                const err28 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/extraEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data14.webhooks !== void 0) {
              let data22 = data14.webhooks;
              if (Array.isArray(data22)) {
                const len4 = data22.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  let data23 = data22[i4];
                  if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                    if (data23.configuration === void 0) {
                      const err29 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
                      if (vErrors === null) {
                        vErrors = [err29];
                      } else {
                        vErrors.push(err29);
                      }
                      errors++;
                    }
                    if (data23.name === void 0) {
                      const err30 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                    for (const key5 in data23) {
                      if (!(key5 === "configuration" || key5 === "name" || key5 === "policyKey" || key5 === "policy" || key5 === "when" || key5 === "unless")) {
                        const err31 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err31];
                        } else {
                          vErrors.push(err31);
                        }
                        errors++;
                      }
                    }
                    if (data23.configuration !== void 0) {
                      let data24 = data23.configuration;
                      if (!(data24 === "mutating" || data24 === "validating")) {
                        const err32 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/configuration", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema13.properties.webhooks.items.properties.configuration.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err32];
                        } else {
                          vErrors.push(err32);
                        }
                        errors++;
                      }
                    }
                    if (data23.name !== void 0) {
                      if (typeof data23.name !== "string") {
                        const err33 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/name", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err33];
                        } else {
                          vErrors.push(err33);
                        }
                        errors++;
                      }
                    }
                    if (data23.policyKey !== void 0) {
                      if (typeof data23.policyKey !== "string") {
                        const err34 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/policyKey", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/policyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                    if (data23.policy !== void 0) {
                      let data27 = data23.policy;
                      if (!(data27 === "Fail" || data27 === "Ignore")) {
                        const err35 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/policy", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/policy/enum", keyword: "enum", params: { allowedValues: schema13.properties.webhooks.items.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err35];
                        } else {
                          vErrors.push(err35);
                        }
                        errors++;
                      }
                    }
                    if (data23.when !== void 0) {
                      if (typeof data23.when !== "string") {
                        const err36 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/when", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err36];
                        } else {
                          vErrors.push(err36);
                        }
                        errors++;
                      }
                    }
                    if (data23.unless !== void 0) {
                      if (typeof data23.unless !== "string") {
                        const err37 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4 + "/unless", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/unless/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err37];
                        } else {
                          vErrors.push(err37);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err38 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                }
              } else {
                const err39 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            if (data14.failurePolicy !== void 0) {
              let data30 = data14.failurePolicy;
              if (Array.isArray(data30)) {
                const len5 = data30.length;
                for (let i5 = 0; i5 < len5; i5++) {
                  let data31 = data30[i5];
                  const _errs67 = errors;
                  let valid19 = false;
                  const _errs68 = errors;
                  if (typeof data31 !== "string") {
                    const err40 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                  var _valid0 = _errs68 === errors;
                  valid19 = valid19 || _valid0;
                  if (!valid19) {
                    const _errs70 = errors;
                    if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                      if (data31.key === void 0) {
                        const err41 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                        if (vErrors === null) {
                          vErrors = [err41];
                        } else {
                          vErrors.push(err41);
                        }
                        errors++;
                      }
                      for (const key6 in data31) {
                        if (!(key6 === "key" || key6 === "configurations")) {
                          const err42 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                          if (vErrors === null) {
                            vErrors = [err42];
                          } else {
                            vErrors.push(err42);
                          }
                          errors++;
                        }
                      }
                      if (data31.key !== void 0) {
                        if (typeof data31.key !== "string") {
                          const err43 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5 + "/key", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                          if (vErrors === null) {
                            vErrors = [err43];
                          } else {
                            vErrors.push(err43);
                          }
                          errors++;
                        }
                      }
                      if (data31.configurations !== void 0) {
                        let data33 = data31.configurations;
                        if (Array.isArray(data33)) {
                          if (data33.length < 1) {
                            const err44 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                            if (vErrors === null) {
                              vErrors = [err44];
                            } else {
                              vErrors.push(err44);
                            }
                            errors++;
                          }
                          const len6 = data33.length;
                          for (let i6 = 0; i6 < len6; i6++) {
                            let data34 = data33[i6];
                            if (!(data34 === "mutating" || data34 === "validating")) {
                              const err45 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5 + "/configurations/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/items/enum", keyword: "enum", params: { allowedValues: schema13.properties.failurePolicy.items.anyOf[1].properties.configurations.items.enum }, message: "must be equal to one of the allowed values" };
                              if (vErrors === null) {
                                vErrors = [err45];
                              } else {
                                vErrors.push(err45);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err46 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                          if (vErrors === null) {
                            vErrors = [err46];
                          } else {
                            vErrors.push(err46);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err47 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                      if (vErrors === null) {
                        vErrors = [err47];
                      } else {
                        vErrors.push(err47);
                      }
                      errors++;
                    }
                    var _valid0 = _errs70 === errors;
                    valid19 = valid19 || _valid0;
                  }
                  if (!valid19) {
                    const err48 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                    if (vErrors === null) {
                      vErrors = [err48];
                    } else {
                      vErrors.push(err48);
                    }
                    errors++;
                  } else {
                    errors = _errs67;
                    if (vErrors !== null) {
                      if (_errs67) {
                        vErrors.length = _errs67;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
              } else {
                const err49 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
            if (data14.hostNetwork !== void 0) {
              if (typeof data14.hostNetwork !== "string") {
                const err50 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/hostNetwork", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/hostNetwork/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data14.namespace !== void 0) {
              if (typeof data14.namespace !== "string") {
                const err51 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/namespace", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
            if (data14.featureGates !== void 0) {
              if (typeof data14.featureGates !== "string") {
                const err52 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/featureGates", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/featureGates/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data14.webhookAnnotations !== void 0) {
              if (typeof data14.webhookAnnotations !== "string") {
                const err53 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhookAnnotations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhookAnnotations/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
            if (data14.rendered !== void 0) {
              let data39 = data14.rendered;
              if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                for (const key7 in data39) {
                  if (!(key7 === "workloadName" || key7 === "maxUnavailable" || key7 === "maxSurge" || key7 === "secret" || key7 === "secretUnless")) {
                    const err54 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                }
                if (data39.workloadName !== void 0) {
                  if (typeof data39.workloadName !== "string") {
                    const err55 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/workloadName", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/workloadName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                }
                if (data39.maxUnavailable !== void 0) {
                  let data41 = data39.maxUnavailable;
                  if (!(typeof data41 == "number" && (!(data41 % 1) && !isNaN(data41)) && isFinite(data41)) && typeof data41 !== "string") {
                    const err56 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxUnavailable", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/maxUnavailable/type", keyword: "type", params: { type: schema13.properties.rendered.properties.maxUnavailable.type }, message: "must be integer,string" };
                    if (vErrors === null) {
                      vErrors = [err56];
                    } else {
                      vErrors.push(err56);
                    }
                    errors++;
                  }
                }
                if (data39.maxSurge !== void 0) {
                  let data42 = data39.maxSurge;
                  if (!(typeof data42 == "number" && (!(data42 % 1) && !isNaN(data42)) && isFinite(data42)) && typeof data42 !== "string") {
                    const err57 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxSurge", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/maxSurge/type", keyword: "type", params: { type: schema13.properties.rendered.properties.maxSurge.type }, message: "must be integer,string" };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
                if (data39.secret !== void 0) {
                  if (typeof data39.secret !== "boolean") {
                    const err58 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secret", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err58];
                    } else {
                      vErrors.push(err58);
                    }
                    errors++;
                  }
                }
                if (data39.secretUnless !== void 0) {
                  let data44 = data39.secretUnless;
                  if (Array.isArray(data44)) {
                    const len7 = data44.length;
                    for (let i7 = 0; i7 < len7; i7++) {
                      if (typeof data44[i7] !== "string") {
                        const err59 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless/" + i7, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secretUnless/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err59];
                        } else {
                          vErrors.push(err59);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err60 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secretUnless/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err60];
                    } else {
                      vErrors.push(err60);
                    }
                    errors++;
                  }
                }
              } else {
                const err61 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
          } else {
            const err62 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
      } else {
        const err63 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
    }
  } else {
    const err64 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err64];
    } else {
      vErrors.push(err64);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var validateOwner = validate12;
var schema14 = { "$id": "https://webhook-cert-gate.io/schemas/owner.json", "title": "webhook-cert-gate certificate owner", "description": "Something other than a profiled controller that writes caBundle or failurePolicy of webhook configurations, or decides the certificate a webhook serves. Exactly one way of finding it: job, annotations, webhooks or mountedSecret. See docs/effective-state.md.", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name", "description"], "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "CertificateOwner" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "description": { "type": "string", "minLength": 1, "description": "Who it is, as messages name it." }, "secret": { "$ref": "#/$defs/layout" }, "job": { "type": "object", "additionalProperties": false, "required": ["images", "command", "flags"], "description": "A Job (often a Helm hook) whose container image matches and whose args hold the command: it patches the configurations its flags name.", "properties": { "images": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes (registry and tag ignored)." }, "command": { "type": "string", "minLength": 1, "description": "The argument that makes the container patch configurations (e.g. patch)." }, "flags": { "type": "object", "additionalProperties": false, "required": ["webhookName"], "properties": { "webhookName": { "type": "string", "description": "Names the configuration(s) it patches (both kinds)." }, "patchMutating": { "type": "string", "description": "false: leave the MutatingWebhookConfiguration alone (default true)." }, "patchValidating": { "type": "string", "description": "false: leave the ValidatingWebhookConfiguration alone (default true)." }, "failurePolicy": { "type": "string", "description": "A non-empty value is written into failurePolicy of every entry; empty leaves it." }, "secretName": { "type": "string", "description": "The Secret it reads the CA from." }, "namespace": { "type": "string", "description": "That Secret's namespace." } } } } }, "annotations": { "type": "array", "minItems": 1, "description": "Annotations on a webhook configuration that make this owner write caBundle of every entry.", "items": { "type": "object", "additionalProperties": false, "required": ["key", "refers"], "properties": { "key": { "type": "string", "minLength": 1 }, "refers": { "enum": ["certificate", "secret", "apiserver"], "description": `certificate: <namespace>/<name> of a certificate object whose Secret holds the CA; secret: <namespace>/<name> of that Secret; apiserver: the value "true" injects the API server's CA.` } } } }, "certificate": { "type": "object", "additionalProperties": false, "required": ["kind", "secretNameField"], "description": "The certificate object an annotation with refers: certificate names.", "properties": { "kind": { "type": "string" }, "apiGroup": { "type": "string" }, "secretNameField": { "type": "string", "description": "Dotted path of its Secret name, e.g. spec.secretName." } } }, "expiryMetric": { "type": "string", "pattern": "^[a-zA-Z_:][a-zA-Z0-9_:]*$", "description": "A Prometheus gauge this owner exports: the Unix time each of its certificate objects expires, labelled namespace and name. `alerts --expiry-source <name>` alerts on it." }, "webhooks": { "type": "array", "minItems": 1, "description": "Webhook entries this owner rewrites, found by entry name.", "items": { "type": "object", "additionalProperties": false, "required": ["names"], "properties": { "names": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Entry names; a leading * matches any prefix (*.sidecar-injector.istio.io)." }, "caBundle": { "type": "boolean", "description": "It writes caBundle of these entries." }, "failurePolicy": { "enum": ["Fail", "Ignore"], "description": "The failurePolicy it leaves once ready." } } } }, "mountedSecret": { "type": "object", "additionalProperties": false, "required": ["types"], "description": "A chart that renders the TLS Secret, mounts it in the webhook workload and renders its CA into caBundle: caBundle is final as rendered, and must verify that Secret's certificate.", "properties": { "types": { "type": "array", "minItems": 1, "items": { "type": "string" }, "description": "Secret types that count." } } } }, "oneOf": [{ "required": ["job"], "properties": { "job": true } }, { "required": ["annotations"], "properties": { "annotations": true } }, { "required": ["webhooks"], "properties": { "webhooks": true } }, { "required": ["mountedSecret"], "properties": { "mountedSecret": true } }], "$defs": { "layout": { "type": "object", "additionalProperties": false, "description": "The data keys of the Secret this owner reads or writes.", "properties": { "type": { "type": "string" }, "readKeys": { "type": "array", "items": { "type": "string" } }, "caKey": { "type": "string" }, "caPrivateKey": { "type": "string" }, "certKey": { "type": "string" }, "keyKey": { "type": "string" } } } } };
var pattern4 = new RegExp("^[a-zA-Z_:][a-zA-Z0-9_:]*$", "u");
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.job === void 0) {
      const err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: "job" }, message: "must have required property 'job'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.annotations === void 0) {
      const err1 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: "annotations" }, message: "must have required property 'annotations'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.webhooks === void 0) {
        const err2 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: "webhooks" }, message: "must have required property 'webhooks'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
      }
      const _errs5 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.mountedSecret === void 0) {
          const err3 = { instancePath, schemaPath: "#/oneOf/3/required", keyword: "required", params: { missingProperty: "mountedSecret" }, message: "must have required property 'mountedSecret'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      var _valid0 = _errs5 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 3];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 3;
        }
      }
    }
  }
  if (!valid0) {
    const err4 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.apiVersion === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema14.properties, key0)) {
        const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("webhook-cert-gate.io/v1" !== data.apiVersion) {
        const err10 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "webhook-cert-gate.io/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("CertificateOwner" !== data.kind) {
        const err11 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "CertificateOwner" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data2 = data.name;
      if (typeof data2 === "string") {
        if (!pattern0.test(data2)) {
          const err12 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data3 = data.description;
      if (typeof data3 === "string") {
        if (func3(data3) < 1) {
          const err14 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.secret !== void 0) {
      let data4 = data.secret;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key1 in data4) {
          if (!(key1 === "type" || key1 === "readKeys" || key1 === "caKey" || key1 === "caPrivateKey" || key1 === "certKey" || key1 === "keyKey")) {
            const err16 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data4.type !== void 0) {
          if (typeof data4.type !== "string") {
            const err17 = { instancePath: instancePath + "/secret/type", schemaPath: "#/$defs/layout/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data4.readKeys !== void 0) {
          let data6 = data4.readKeys;
          if (Array.isArray(data6)) {
            const len0 = data6.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data6[i0] !== "string") {
                const err18 = { instancePath: instancePath + "/secret/readKeys/" + i0, schemaPath: "#/$defs/layout/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
          } else {
            const err19 = { instancePath: instancePath + "/secret/readKeys", schemaPath: "#/$defs/layout/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data4.caKey !== void 0) {
          if (typeof data4.caKey !== "string") {
            const err20 = { instancePath: instancePath + "/secret/caKey", schemaPath: "#/$defs/layout/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data4.caPrivateKey !== void 0) {
          if (typeof data4.caPrivateKey !== "string") {
            const err21 = { instancePath: instancePath + "/secret/caPrivateKey", schemaPath: "#/$defs/layout/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data4.certKey !== void 0) {
          if (typeof data4.certKey !== "string") {
            const err22 = { instancePath: instancePath + "/secret/certKey", schemaPath: "#/$defs/layout/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data4.keyKey !== void 0) {
          if (typeof data4.keyKey !== "string") {
            const err23 = { instancePath: instancePath + "/secret/keyKey", schemaPath: "#/$defs/layout/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.job !== void 0) {
      let data12 = data.job;
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        if (data12.images === void 0) {
          const err25 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "images" }, message: "must have required property 'images'" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data12.command === void 0) {
          const err26 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data12.flags === void 0) {
          const err27 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "flags" }, message: "must have required property 'flags'" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        for (const key2 in data12) {
          if (!(key2 === "images" || key2 === "command" || key2 === "flags")) {
            const err28 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data12.images !== void 0) {
          let data13 = data12.images;
          if (Array.isArray(data13)) {
            if (data13.length < 1) {
              const err29 = { instancePath: instancePath + "/job/images", schemaPath: "#/properties/job/properties/images/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            const len1 = data13.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data14 = data13[i1];
              if (typeof data14 === "string") {
                if (func3(data14) < 1) {
                  const err30 = { instancePath: instancePath + "/job/images/" + i1, schemaPath: "#/properties/job/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              } else {
                const err31 = { instancePath: instancePath + "/job/images/" + i1, schemaPath: "#/properties/job/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
          } else {
            const err32 = { instancePath: instancePath + "/job/images", schemaPath: "#/properties/job/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data12.command !== void 0) {
          let data15 = data12.command;
          if (typeof data15 === "string") {
            if (func3(data15) < 1) {
              const err33 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          } else {
            const err34 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data12.flags !== void 0) {
          let data16 = data12.flags;
          if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
            if (data16.webhookName === void 0) {
              const err35 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/required", keyword: "required", params: { missingProperty: "webhookName" }, message: "must have required property 'webhookName'" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            for (const key3 in data16) {
              if (!(key3 === "webhookName" || key3 === "patchMutating" || key3 === "patchValidating" || key3 === "failurePolicy" || key3 === "secretName" || key3 === "namespace")) {
                const err36 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data16.webhookName !== void 0) {
              if (typeof data16.webhookName !== "string") {
                const err37 = { instancePath: instancePath + "/job/flags/webhookName", schemaPath: "#/properties/job/properties/flags/properties/webhookName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data16.patchMutating !== void 0) {
              if (typeof data16.patchMutating !== "string") {
                const err38 = { instancePath: instancePath + "/job/flags/patchMutating", schemaPath: "#/properties/job/properties/flags/properties/patchMutating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data16.patchValidating !== void 0) {
              if (typeof data16.patchValidating !== "string") {
                const err39 = { instancePath: instancePath + "/job/flags/patchValidating", schemaPath: "#/properties/job/properties/flags/properties/patchValidating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            if (data16.failurePolicy !== void 0) {
              if (typeof data16.failurePolicy !== "string") {
                const err40 = { instancePath: instancePath + "/job/flags/failurePolicy", schemaPath: "#/properties/job/properties/flags/properties/failurePolicy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data16.secretName !== void 0) {
              if (typeof data16.secretName !== "string") {
                const err41 = { instancePath: instancePath + "/job/flags/secretName", schemaPath: "#/properties/job/properties/flags/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data16.namespace !== void 0) {
              if (typeof data16.namespace !== "string") {
                const err42 = { instancePath: instancePath + "/job/flags/namespace", schemaPath: "#/properties/job/properties/flags/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          } else {
            const err43 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
      } else {
        const err44 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data23 = data.annotations;
      if (Array.isArray(data23)) {
        if (data23.length < 1) {
          const err45 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        const len2 = data23.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data24 = data23[i2];
          if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
            if (data24.key === void 0) {
              const err46 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            if (data24.refers === void 0) {
              const err47 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "refers" }, message: "must have required property 'refers'" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            for (const key4 in data24) {
              if (!(key4 === "key" || key4 === "refers")) {
                const err48 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
            }
            if (data24.key !== void 0) {
              let data25 = data24.key;
              if (typeof data25 === "string") {
                if (func3(data25) < 1) {
                  const err49 = { instancePath: instancePath + "/annotations/" + i2 + "/key", schemaPath: "#/properties/annotations/items/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              } else {
                const err50 = { instancePath: instancePath + "/annotations/" + i2 + "/key", schemaPath: "#/properties/annotations/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data24.refers !== void 0) {
              let data26 = data24.refers;
              if (!(data26 === "certificate" || data26 === "secret" || data26 === "apiserver")) {
                const err51 = { instancePath: instancePath + "/annotations/" + i2 + "/refers", schemaPath: "#/properties/annotations/items/properties/refers/enum", keyword: "enum", params: { allowedValues: schema14.properties.annotations.items.properties.refers.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
          } else {
            const err52 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.certificate !== void 0) {
      let data27 = data.certificate;
      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
        if (data27.kind === void 0) {
          const err54 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
        if (data27.secretNameField === void 0) {
          const err55 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "secretNameField" }, message: "must have required property 'secretNameField'" };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        for (const key5 in data27) {
          if (!(key5 === "kind" || key5 === "apiGroup" || key5 === "secretNameField")) {
            const err56 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data27.kind !== void 0) {
          if (typeof data27.kind !== "string") {
            const err57 = { instancePath: instancePath + "/certificate/kind", schemaPath: "#/properties/certificate/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data27.apiGroup !== void 0) {
          if (typeof data27.apiGroup !== "string") {
            const err58 = { instancePath: instancePath + "/certificate/apiGroup", schemaPath: "#/properties/certificate/properties/apiGroup/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data27.secretNameField !== void 0) {
          if (typeof data27.secretNameField !== "string") {
            const err59 = { instancePath: instancePath + "/certificate/secretNameField", schemaPath: "#/properties/certificate/properties/secretNameField/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
      } else {
        const err60 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.expiryMetric !== void 0) {
      let data31 = data.expiryMetric;
      if (typeof data31 === "string") {
        if (!pattern4.test(data31)) {
          const err61 = { instancePath: instancePath + "/expiryMetric", schemaPath: "#/properties/expiryMetric/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z_:][a-zA-Z0-9_:]*$" }, message: 'must match pattern "^[a-zA-Z_:][a-zA-Z0-9_:]*$"' };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
      } else {
        const err62 = { instancePath: instancePath + "/expiryMetric", schemaPath: "#/properties/expiryMetric/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
    }
    if (data.webhooks !== void 0) {
      let data32 = data.webhooks;
      if (Array.isArray(data32)) {
        if (data32.length < 1) {
          const err63 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
        const len3 = data32.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data33 = data32[i3];
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.names === void 0) {
              const err64 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "names" }, message: "must have required property 'names'" };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
            for (const key6 in data33) {
              if (!(key6 === "names" || key6 === "caBundle" || key6 === "failurePolicy")) {
                const err65 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
            if (data33.names !== void 0) {
              let data34 = data33.names;
              if (Array.isArray(data34)) {
                if (data34.length < 1) {
                  const err66 = { instancePath: instancePath + "/webhooks/" + i3 + "/names", schemaPath: "#/properties/webhooks/items/properties/names/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err66];
                  } else {
                    vErrors.push(err66);
                  }
                  errors++;
                }
                const len4 = data34.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  let data35 = data34[i4];
                  if (typeof data35 === "string") {
                    if (func3(data35) < 1) {
                      const err67 = { instancePath: instancePath + "/webhooks/" + i3 + "/names/" + i4, schemaPath: "#/properties/webhooks/items/properties/names/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err67];
                      } else {
                        vErrors.push(err67);
                      }
                      errors++;
                    }
                  } else {
                    const err68 = { instancePath: instancePath + "/webhooks/" + i3 + "/names/" + i4, schemaPath: "#/properties/webhooks/items/properties/names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err68];
                    } else {
                      vErrors.push(err68);
                    }
                    errors++;
                  }
                }
              } else {
                const err69 = { instancePath: instancePath + "/webhooks/" + i3 + "/names", schemaPath: "#/properties/webhooks/items/properties/names/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
            if (data33.caBundle !== void 0) {
              if (typeof data33.caBundle !== "boolean") {
                const err70 = { instancePath: instancePath + "/webhooks/" + i3 + "/caBundle", schemaPath: "#/properties/webhooks/items/properties/caBundle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err70];
                } else {
                  vErrors.push(err70);
                }
                errors++;
              }
            }
            if (data33.failurePolicy !== void 0) {
              let data37 = data33.failurePolicy;
              if (!(data37 === "Fail" || data37 === "Ignore")) {
                const err71 = { instancePath: instancePath + "/webhooks/" + i3 + "/failurePolicy", schemaPath: "#/properties/webhooks/items/properties/failurePolicy/enum", keyword: "enum", params: { allowedValues: schema14.properties.webhooks.items.properties.failurePolicy.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
          } else {
            const err72 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
      } else {
        const err73 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    if (data.mountedSecret !== void 0) {
      let data38 = data.mountedSecret;
      if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
        if (data38.types === void 0) {
          const err74 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/required", keyword: "required", params: { missingProperty: "types" }, message: "must have required property 'types'" };
          if (vErrors === null) {
            vErrors = [err74];
          } else {
            vErrors.push(err74);
          }
          errors++;
        }
        for (const key7 in data38) {
          if (!(key7 === "types")) {
            const err75 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
        }
        if (data38.types !== void 0) {
          let data39 = data38.types;
          if (Array.isArray(data39)) {
            if (data39.length < 1) {
              const err76 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
            const len5 = data39.length;
            for (let i5 = 0; i5 < len5; i5++) {
              if (typeof data39[i5] !== "string") {
                const err77 = { instancePath: instancePath + "/mountedSecret/types/" + i5, schemaPath: "#/properties/mountedSecret/properties/types/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
          } else {
            const err78 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err78];
            } else {
              vErrors.push(err78);
            }
            errors++;
          }
        }
      } else {
        const err79 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err79];
        } else {
          vErrors.push(err79);
        }
        errors++;
      }
    }
  } else {
    const err80 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err80];
    } else {
      vErrors.push(err80);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}

// src/load/schema-errors.ts
function describeSchemaErrors(file, errors) {
  if (!errors?.length) return `${file}: does not match its schema`;
  const parts = [...new Set(errors.map(describeOne))].slice(0, 3);
  return `${file}: ${parts.join("; ")}`;
}
function describeOne(first) {
  let where = first.instancePath.replace(/^\//, "").split("/").filter(Boolean).map((p) => /^\d+$/.test(p) ? `[${p}]` : `.${p.replace(/~1/g, "/").replace(/~0/g, "~")}`).join("").replace(/^\./, "");
  let what = first.message ?? first.keyword;
  if (first.keyword === "additionalProperties") {
    const extra = String(first.params.additionalProperty);
    where = where ? `${where}.${extra}` : extra;
    what = "is not a known key";
  } else if (first.keyword === "enum") {
    what = `must be one of ${first.params.allowedValues.map(String).join(", ")}`;
  } else if (first.keyword === "required") {
    where = where ? `${where}.${String(first.params.missingProperty)}` : String(first.params.missingProperty);
    what = "is required";
  }
  return `${where || "(top level)"} ${what}`;
}

// src/load/config.ts
var CONFIG_FILE = ".webhook-cert-gate.yaml";
async function loadConfig(cwd, explicit) {
  const file = explicit ? path.resolve(cwd, explicit) : path.join(cwd, CONFIG_FILE);
  const shown = explicit ?? CONFIG_FILE;
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    if (!explicit && e.code === "ENOENT") return {};
    throw new InputError(`${shown}: ${describeFsError(e)}`);
  }
  let data;
  try {
    data = loadOneDocument(text) ?? {};
  } catch (e) {
    const err = e;
    throw new InputError(`${shown}:${(err.mark?.line ?? 0) + 1}: config does not parse: ${safeReason(err.reason ?? String(e).split("\n")[0])}`);
  }
  offAsFalse(data);
  if (!validateConfig(data)) throw new InputError(describeSchemaErrors(shown, validateConfig.errors));
  const config = data;
  const base = path.dirname(file);
  const resolve = (list) => list?.map((p) => path.resolve(base, p));
  return { ...config, profiles: resolve(config.profiles), owners: resolve(config.owners), source: shown };
}
function offAsFalse(data) {
  const rules = data?.rules;
  if (typeof rules !== "object" || rules === null || Array.isArray(rules)) return;
  for (const [id, value] of Object.entries(rules)) if (value === false) rules[id] = "off";
}
function globMatcher(patterns) {
  if (!patterns.length) return () => false;
  const res = patterns.map((p) => new RegExp(`^${p.includes("/") ? "" : "(?:.*/)?"}${globToRegex(p.replace(/^\.\//, ""))}(?:/.*)?$`));
  return (file) => res.some((re) => re.test(file));
}
function globToRegex(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*" && glob[i + 1] === "*") {
      re += ".*";
      i++;
      if (glob[i + 1] === "/") i++;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return re;
}

// src/model/env.ts
var UNSET = { state: "unset" };
function isSet(e) {
  return e.state === "ref" || e.state === "value" && e.value !== "";
}
function resolveEnv(model, workload, container, containerPath, names) {
  const wanted = new Set(names);
  const out = /* @__PURE__ */ new Map();
  arr(container.envFrom).forEach((src, i) => {
    if (!isObj(src)) return;
    const path2 = [...containerPath, "envFrom", i];
    for (const [name, setting] of fromEnvSource(model, workload.namespace, src, path2)) {
      if (wanted.has(name)) out.set(name, setting);
    }
  });
  arr(container.env).forEach((entry, i) => {
    if (!isObj(entry) || typeof entry.name !== "string" || !wanted.has(entry.name)) return;
    out.set(entry.name, fromEnvEntry(model, workload, entry, [...containerPath, "env", i]));
  });
  return out;
}
function fromEnvEntry(model, workload, entry, path2) {
  if (!isObj(entry.valueFrom)) {
    return { state: "value", value: entry.value === void 0 || entry.value === null ? "" : String(entry.value), path: path2 };
  }
  const vf = entry.valueFrom;
  const fieldPath = str(get(vf, "fieldRef", "fieldPath"));
  if (fieldPath === "metadata.namespace") return { state: "value", value: workload.namespace, path: path2, via: "fieldRef metadata.namespace" };
  if (fieldPath) return { state: "ref", path: path2, via: `fieldRef ${fieldPath}` };
  for (const [field, kind] of [["configMapKeyRef", "ConfigMap"], ["secretKeyRef", "Secret"]]) {
    const ref = get(vf, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const key = str(ref.key) ?? "";
    const data = dataOf(model.get(kind, workload.namespace, name));
    const via = `${kind} ${name} key ${key}`;
    return data && key in data ? { state: "value", value: data[key], path: path2, via } : { state: "ref", path: path2, via };
  }
  return { state: "ref", path: path2, via: "valueFrom" };
}
function fromEnvSource(model, namespace, src, path2) {
  const out = /* @__PURE__ */ new Map();
  const prefix = str(src.prefix) ?? "";
  for (const [field, kind] of [["configMapRef", "ConfigMap"], ["secretRef", "Secret"]]) {
    const ref = get(src, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const data = dataOf(model.get(kind, namespace, name));
    if (!data) continue;
    const via = `envFrom ${kind} ${name}`;
    for (const [k, v] of Object.entries(data)) out.set(prefix + k, { state: "value", value: v, path: path2, via });
  }
  return out;
}
function dataOf(r) {
  if (!r) return void 0;
  const out = {};
  const data = get(r.body, "data");
  if (isObj(data)) {
    for (const [k, v] of Object.entries(data)) {
      if (v === null || v === void 0) continue;
      out[k] = r.kind === "Secret" ? Buffer.from(String(v), "base64").toString("utf8") : String(v);
    }
  }
  const stringData = get(r.body, "stringData");
  if (r.kind === "Secret" && isObj(stringData)) for (const [k, v] of Object.entries(stringData)) out[k] = String(v ?? "");
  return out;
}

// src/model/rbac.ts
function canGetSecret(model, saNamespace, sa, secretNamespace, secret) {
  const bindings = model.bindingsFor(saNamespace, sa);
  if (!bindings.length) return "unknown";
  let unknown = false;
  for (const b of bindings) {
    if (b.kind === "RoleBinding" && b.namespace !== secretNamespace) continue;
    const role = roleOf(model, b);
    if (!role) {
      unknown = true;
      continue;
    }
    if (role.kind === "ClusterRole" && isObj(get(role.body, "aggregationRule"))) unknown = true;
    if (arr(get(role.body, "rules")).some((r) => grantsGet(r, secret))) return "granted";
  }
  return unknown ? "unknown" : "denied";
}
function roleOf(model, binding) {
  const kind = str(get(binding.body, "roleRef", "kind"));
  const name = str(get(binding.body, "roleRef", "name")) ?? "";
  if (kind === "ClusterRole") return model.get("ClusterRole", "", name);
  if (kind === "Role" && binding.kind === "RoleBinding") return model.get("Role", binding.namespace, name);
  return void 0;
}
function grantsGet(rule, secret) {
  if (!isObj(rule)) return false;
  const has = (field, ...values) => arr(rule[field]).some((v) => values.includes(String(v)));
  if (!has("apiGroups", "", "*") || !has("resources", "secrets", "*") || !has("verbs", "get", "*")) return false;
  const names = arr(rule.resourceNames);
  return names.length === 0 || names.includes(secret);
}
var WEBHOOK_CONFIG_RESOURCES = ["mutatingwebhookconfigurations", "validatingwebhookconfigurations", "*"];
function canWriteWebhookConfigurations(model, namespace, sa) {
  for (const b of model.bindingsFor(namespace, sa)) {
    if (b.kind !== "ClusterRoleBinding") continue;
    const role = roleOf(model, b);
    if (role && arr(get(role.body, "rules")).some(grantsWebhookWrite)) return true;
  }
  return false;
}
function grantsWebhookWrite(rule) {
  if (!isObj(rule)) return false;
  const has = (field, values) => arr(rule[field]).some((v) => values.includes(String(v)));
  return has("apiGroups", ["admissionregistration.k8s.io", "*"]) && has("resources", WEBHOOK_CONFIG_RESOURCES) && has("verbs", ["update", "patch", "*"]);
}

// src/model/webhooks.ts
var entriesCache = /* @__PURE__ */ new WeakMap();
var selectorIndex = /* @__PURE__ */ new WeakMap();
function webhookEntries(model) {
  let out = entriesCache.get(model);
  if (out) return out;
  out = [];
  for (const config of model.webhookConfigurations()) {
    arr(get(config.body, "webhooks")).forEach((entry, i) => {
      if (!isObj(entry)) return;
      const svc = get(entry, "clientConfig", "service");
      const service = isObj(svc) && typeof svc.name === "string" ? { namespace: str(svc.namespace) ?? "default", name: svc.name } : void 0;
      out.push({ config, entry, path: ["webhooks", i], service, url: str(get(entry, "clientConfig", "url")) });
    });
  }
  entriesCache.set(model, out);
  return out;
}
function servicesSelecting(model, workload) {
  const labels = get(workload.body, "spec", "template", "metadata", "labels");
  if (!isObj(labels)) return [];
  const index = servicesBySelectorPair(model);
  const seen = /* @__PURE__ */ new Set();
  for (const [k, v] of Object.entries(labels)) {
    for (const s of index.get(`${workload.namespace}\0${k}=${String(v)}`) ?? []) {
      const selector = get(s.body, "spec", "selector");
      if (Object.entries(selector).every(([sk, sv]) => String(labels[sk]) === String(sv))) seen.add(s);
    }
  }
  return [...seen];
}
function servicesBySelectorPair(model) {
  let index = selectorIndex.get(model);
  if (index) return index;
  index = /* @__PURE__ */ new Map();
  for (const s of model.ofKind("Service")) {
    const selector = get(s.body, "spec", "selector");
    if (!isObj(selector)) continue;
    for (const k in selector) {
      const key = `${s.namespace}\0${k}=${String(selector[k])}`;
      const list = index.get(key);
      if (list) list.push(s);
      else index.set(key, [s]);
      break;
    }
  }
  selectorIndex.set(model, index);
  return index;
}
var byServiceCache = /* @__PURE__ */ new WeakMap();
function entriesCalling(model, service) {
  let index = byServiceCache.get(model);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    for (const e of webhookEntries(model)) {
      if (!e.service) continue;
      const key = `${e.service.namespace}/${e.service.name}`;
      const list = index.get(key);
      if (list) list.push(e);
      else index.set(key, [e]);
    }
    byServiceCache.set(model, index);
  }
  return index.get(`${service.namespace}/${service.name}`) ?? [];
}
var calledCache = /* @__PURE__ */ new WeakMap();
function apiServerCalls(model, workload) {
  let called = calledCache.get(model);
  if (!called) {
    called = new Set(webhookEntries(model).flatMap((e) => e.service ? [`${e.service.namespace}/${e.service.name}`] : []));
    for (const crd of model.ofKind("CustomResourceDefinition")) {
      const conversion = get(crd.body, "spec", "conversion");
      addService(called, get(conversion, "webhook", "clientConfig", "service") ?? get(conversion, "webhookClientConfig", "service"));
    }
    for (const a of model.ofKind("APIService")) addService(called, get(a.body, "spec", "service"));
    calledCache.set(model, called);
  }
  if (!called.size) return false;
  return servicesSelecting(model, workload).some((s) => called.has(`${s.namespace}/${s.name}`));
}
function addService(out, ref) {
  if (isObj(ref) && typeof ref.name === "string") out.add(`${str(ref.namespace) ?? "default"}/${ref.name}`);
}

// src/model/workload.ts
var cache = /* @__PURE__ */ new WeakMap();
function findWebhookWorkloads(model) {
  let found = cache.get(model);
  if (!found) {
    found = [];
    for (const w of model.workloads()) {
      const hit = matchProfile(model, model.profiles, w);
      if (hit) found.push(describe(model, w, hit.profile, hit.index));
    }
    cache.set(model, found);
  }
  return found;
}
function podSpecOf(w) {
  const spec = get(w.body, "spec", "template", "spec");
  return isObj(spec) ? spec : void 0;
}
var PROFILE_LABEL = "webhook-cert-gate.io/profile";
function matchProfile(model, profiles, w) {
  const containers = arr(podSpecOf(w)?.containers);
  const label = str(get(w.body, "metadata", "labels", PROFILE_LABEL));
  let evidence;
  for (let p = 0; p < profiles.length; p++) {
    const profile = profiles[p];
    const m = profile.match;
    const named = label === profile.name;
    for (let i = 0; i < containers.length; i++) {
      const c = containers[i];
      if (!isObj(c)) continue;
      if (m.images && imageIsOneOf(c.image, m.images)) return { profile, index: i };
      if (m.envAny && setsOneOf(c.env, m.envAny) && (named || (evidence ??= servesOrWritesWebhooks(model, w)))) return { profile, index: i };
    }
    if (named || m.workloadNames?.includes(w.name)) {
      const i = containers.findIndex(isObj);
      if (i >= 0) return { profile, index: i };
    }
  }
  return void 0;
}
function servesOrWritesWebhooks(model, w) {
  return apiServerCalls(model, w) || canWriteWebhookConfigurations(model, w.namespace, serviceAccountOf(w));
}
function serviceAccountOf(w) {
  return str(podSpecOf(w)?.serviceAccountName) || str(podSpecOf(w)?.serviceAccount) || "default";
}
function imageIsOneOf(image, repos) {
  if (typeof image !== "string") return false;
  for (let i = 0; i < repos.length; i++) if (repoIs(image, repos[i])) return true;
  return false;
}
function setsOneOf(env, names) {
  const list = arr(env);
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (isObj(e) && names.includes(String(e.name))) return true;
  }
  return false;
}
function repoIs(image, repo) {
  const start = repoEnd(image) - repo.length;
  if (start < 0 || !image.startsWith(repo, start)) return false;
  return start === 0 || image.charCodeAt(start - 1) === 47;
}
function imageRepo(image) {
  return image ? image.slice(0, repoEnd(image)) : void 0;
}
function repoEnd(image) {
  const at = image.indexOf("@");
  const end = at < 0 ? image.length : at;
  const colon = image.lastIndexOf(":", end - 1);
  return colon > image.lastIndexOf("/", end - 1) ? colon : end;
}
function describe(model, w, profile, index) {
  const containerPath = ["spec", "template", "spec", "containers", index];
  const container = arr(podSpecOf(w)?.containers)[index];
  const names = Object.values(profile.env).filter((n) => typeof n === "string");
  const env = resolveEnv(model, w, container, containerPath, names);
  const setting = (name) => name ? env.get(name) ?? UNSET : UNSET;
  const literal = (name, fallback) => {
    const s = setting(name);
    return s.state === "value" && s.value !== "" ? s.value : fallback;
  };
  const host = setting(profile.env.host);
  const writerEnv = setting(profile.env.writer);
  const podNamespace = setting(profile.env.namespace);
  return {
    resource: w,
    profile,
    container,
    containerPath,
    env,
    host,
    writerEnv,
    writer: selectWriter(writerEnv, host, profile.writer?.fsValue),
    // An unset namespace env means the binary's built-in default, not the namespace it runs in.
    namespace: podNamespace.state === "value" && podNamespace.value ? podNamespace.value : podNamespace.state === "unset" ? profile.defaults?.namespace ?? w.namespace : w.namespace,
    secretName: literal(profile.env.secretName, profile.defaults?.secretName),
    serviceName: literal(profile.env.serviceName, profile.defaults?.serviceName),
    mutatingName: literal(profile.env.mutatingName, profile.defaults?.mutatingName),
    validatingName: literal(profile.env.validatingName, profile.defaults?.validatingName),
    port: Number(literal(profile.env.port, void 0)) || profile.defaults?.port,
    serviceAccount: serviceAccountOf(w),
    replicas: replicasOf(model, w),
    patchesCaBundle: !externalCertsEnabled(container, profile)
  };
}
function selectWriter(writer, host, fsValue) {
  if (writer.state === "ref") return "unknown";
  const value = writer.state === "value" ? writer.value : "";
  if (fsValue !== void 0 && value === fsValue) return "fs";
  if (value === "") return isSet(host) ? "fs" : "secret";
  return "secret";
}
function replicasOf(model, w) {
  const raw = get(w.body, "spec", "replicas");
  const declared = typeof raw === "number" && Number.isFinite(raw) ? raw : void 0;
  let max = declared ?? 1;
  let hpa;
  for (const h of model.hpasFor(w)) {
    const m = get(h.body, "spec", "maxReplicas");
    if (typeof m === "number" && m > max) {
      max = m;
      hpa = h;
    }
  }
  return { max, declared, hpa };
}
function externalCertsEnabled(container, profile) {
  const gate = profile.externalCertsFeatureGate;
  const flag = profile.featureGatesArg;
  if (!gate || !flag) return false;
  const gates = [gate, ...profile.externalCerts?.alsoEnabledBy ?? []];
  const args = [...arr(container.command), ...arr(container.args)].map((a) => typeof a === "string" ? a : "");
  return args.some((a, i) => {
    const value = a.startsWith(flag + "=") ? a.slice(flag.length + 1) : a === flag ? args[i + 1] ?? "" : void 0;
    return value !== void 0 && value.split(",").some((kv) => {
      const [k, v] = kv.split("=");
      return gates.includes(k.trim()) && v?.trim().toLowerCase() === "true";
    });
  });
}

export {
  validateProfile,
  validateOwner,
  describeSchemaErrors,
  loadConfig,
  globMatcher,
  isSet,
  dataOf,
  webhookEntries,
  servicesSelecting,
  entriesCalling,
  canGetSecret,
  findWebhookWorkloads,
  podSpecOf,
  PROFILE_LABEL,
  imageRepo
};

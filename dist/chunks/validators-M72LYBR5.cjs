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
  validateConfig: () => validateConfig,
  validateLibrary: () => validateLibrary,
  validateOwner: () => validateOwner
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var require_ucs2length = (0, import_chunk_TIR72V7I.__commonJS)({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports2.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});
var import_ucs2length = (0, import_chunk_TIR72V7I.__toESM)(require_ucs2length(), 1);
var validateConfig = validate10;
var schema11 = { "$id": "https://webhook-cert-gate.io/schemas/config.json", "title": ".webhook-cert-gate.yaml", "type": "object", "additionalProperties": false, "properties": { "rules": { "type": "object", "description": "Per rule id: off, or a severity that replaces the rule's default; or [severity, {options}] for a rule with options (docs/rules/<id>.md lists them; checked when the config is used).", "propertyNames": { "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" }, "additionalProperties": { "anyOf": [{ "enum": ["off", "error", "warning", "info"] }, { "type": "array", "minItems": 1, "maxItems": 2, "description": "[severity, {options}]: checked against the rule's options schema when the config is used (src/rules/options.ts)." }] } }, "ignorePaths": { "type": "array", "description": "Globs (relative to the working directory; ** crosses folders) whose files are not read.", "items": { "type": "string", "minLength": 1 } }, "scopes": { "type": "array", "description": "Globs (relative to the working directory) of the folders, or files, whose objects are applied together, e.g. deploy/*: each match is one scope, objects are linked only within their scope (docs/checking.md#scopes). Replaces the inferred environment folders.", "items": { "type": "string", "minLength": 1 } }, "profiles": { "type": "array", "description": "The older name of owners: read the same way.", "items": { "type": "string", "minLength": 1 } }, "owners": { "type": "array", "description": "Extra controller-model entry files or folders (policies/owners format: docs/controllers.md, docs/profiles.md), relative to this config file. An entry replaces the shipped one of its name; a new one is matched before the shipped ones.", "items": { "type": "string", "minLength": 1 } }, "strict": { "type": "boolean", "description": "Refuse annotation suppressions (same as --strict)." }, "failOn": { "enum": ["error", "warning", "info", "none"] }, "namespace": { "type": "string", "description": "Namespace assumed for objects that do not set one (as kubectl apply -n)." }, "minDays": { "type": "integer", "minimum": 0, "description": "cert-expiring-soon threshold in days." }, "maxFileSize": { "type": "integer", "minimum": 1, "description": "Largest input file read, in bytes." }, "values": { "type": "object", "description": "Helm values key mappings per profile name, for forked charts (see README: Helm values).", "additionalProperties": { "$ref": "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values" } } } };
var schema24 = { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } };
var func2 = Object.prototype.hasOwnProperty;
var func3 = import_ucs2length.default.default ?? import_ucs2length.default;
var pattern0 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
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
            if (!pattern0.test(key1)) {
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
          const _errs7 = errors;
          let valid3 = false;
          const _errs8 = errors;
          if (!(data1 === "off" || data1 === "error" || data1 === "warning" || data1 === "info")) {
            const err3 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema11.properties.rules.additionalProperties.anyOf[0].enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          var _valid0 = _errs8 === errors;
          valid3 = valid3 || _valid0;
          if (!valid3) {
            const _errs9 = errors;
            if (Array.isArray(data1)) {
              if (data1.length > 2) {
                const err4 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
              if (data1.length < 1) {
                const err5 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            } else {
              const err6 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            var _valid0 = _errs9 === errors;
            valid3 = valid3 || _valid0;
          }
          if (!valid3) {
            const err7 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          } else {
            errors = _errs7;
            if (vErrors !== null) {
              if (_errs7) {
                vErrors.length = _errs7;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
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
              const err9 = { instancePath: instancePath + "/ignorePaths/" + i0, schemaPath: "#/properties/ignorePaths/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/ignorePaths/" + i0, schemaPath: "#/properties/ignorePaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/ignorePaths", schemaPath: "#/properties/ignorePaths/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.scopes !== void 0) {
      let data4 = data.scopes;
      if (Array.isArray(data4)) {
        const len1 = data4.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data5 = data4[i1];
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err12 = { instancePath: instancePath + "/scopes/" + i1, schemaPath: "#/properties/scopes/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/scopes/" + i1, schemaPath: "#/properties/scopes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/scopes", schemaPath: "#/properties/scopes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.profiles !== void 0) {
      let data6 = data.profiles;
      if (Array.isArray(data6)) {
        const len2 = data6.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data7 = data6[i2];
          if (typeof data7 === "string") {
            if (func3(data7) < 1) {
              const err15 = { instancePath: instancePath + "/profiles/" + i2, schemaPath: "#/properties/profiles/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/profiles/" + i2, schemaPath: "#/properties/profiles/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/profiles", schemaPath: "#/properties/profiles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.owners !== void 0) {
      let data8 = data.owners;
      if (Array.isArray(data8)) {
        const len3 = data8.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data9 = data8[i3];
          if (typeof data9 === "string") {
            if (func3(data9) < 1) {
              const err18 = { instancePath: instancePath + "/owners/" + i3, schemaPath: "#/properties/owners/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = { instancePath: instancePath + "/owners/" + i3, schemaPath: "#/properties/owners/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/owners", schemaPath: "#/properties/owners/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.strict !== void 0) {
      if (typeof data.strict !== "boolean") {
        const err21 = { instancePath: instancePath + "/strict", schemaPath: "#/properties/strict/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.failOn !== void 0) {
      let data11 = data.failOn;
      if (!(data11 === "error" || data11 === "warning" || data11 === "info" || data11 === "none")) {
        const err22 = { instancePath: instancePath + "/failOn", schemaPath: "#/properties/failOn/enum", keyword: "enum", params: { allowedValues: schema11.properties.failOn.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.namespace !== void 0) {
      if (typeof data.namespace !== "string") {
        const err23 = { instancePath: instancePath + "/namespace", schemaPath: "#/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.minDays !== void 0) {
      let data13 = data.minDays;
      if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
        const err24 = { instancePath: instancePath + "/minDays", schemaPath: "#/properties/minDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (typeof data13 == "number" && isFinite(data13)) {
        if (data13 < 0 || isNaN(data13)) {
          const err25 = { instancePath: instancePath + "/minDays", schemaPath: "#/properties/minDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    if (data.maxFileSize !== void 0) {
      let data14 = data.maxFileSize;
      if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
        const err26 = { instancePath: instancePath + "/maxFileSize", schemaPath: "#/properties/maxFileSize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (typeof data14 == "number" && isFinite(data14)) {
        if (data14 < 1 || isNaN(data14)) {
          const err27 = { instancePath: instancePath + "/maxFileSize", schemaPath: "#/properties/maxFileSize/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
    if (data.values !== void 0) {
      let data15 = data.values;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        for (const key3 in data15) {
          let data16 = data15[key3];
          if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
            for (const key4 in data16) {
              if (!func2.call(schema24.properties, key4)) {
                const err28 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data16.replicas !== void 0) {
              if (typeof data16.replicas !== "string") {
                const err29 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/replicas", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/replicas/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data16.image !== void 0) {
              if (typeof data16.image !== "string") {
                const err30 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/image", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data16.host !== void 0) {
              if (typeof data16.host !== "string") {
                const err31 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/host", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data16.writer !== void 0) {
              if (typeof data16.writer !== "string") {
                const err32 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/writer", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
            if (data16.secretName !== void 0) {
              if (typeof data16.secretName !== "string") {
                const err33 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/secretName", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data16.extraEnv !== void 0) {
              let data22 = data16.extraEnv;
              if (Array.isArray(data22)) {
                const len4 = data22.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  if (typeof data22[i4] !== "string") {
                    const err34 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/extraEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                }
              } else {
                const err35 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/extraEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data16.webhooks !== void 0) {
              let data24 = data16.webhooks;
              if (Array.isArray(data24)) {
                const len5 = data24.length;
                for (let i5 = 0; i5 < len5; i5++) {
                  let data25 = data24[i5];
                  if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                    if (data25.configuration === void 0) {
                      const err36 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                    if (data25.name === void 0) {
                      const err37 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                      if (vErrors === null) {
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                    for (const key5 in data25) {
                      if (!(key5 === "configuration" || key5 === "name" || key5 === "policyKey" || key5 === "policy" || key5 === "when" || key5 === "unless")) {
                        const err38 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err38];
                        } else {
                          vErrors.push(err38);
                        }
                        errors++;
                      }
                    }
                    if (data25.configuration !== void 0) {
                      let data26 = data25.configuration;
                      if (!(data26 === "mutating" || data26 === "validating")) {
                        const err39 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/configuration", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema24.properties.webhooks.items.properties.configuration.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err39];
                        } else {
                          vErrors.push(err39);
                        }
                        errors++;
                      }
                    }
                    if (data25.name !== void 0) {
                      if (typeof data25.name !== "string") {
                        const err40 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/name", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err40];
                        } else {
                          vErrors.push(err40);
                        }
                        errors++;
                      }
                    }
                    if (data25.policyKey !== void 0) {
                      if (typeof data25.policyKey !== "string") {
                        const err41 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/policyKey", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/properties/policyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err41];
                        } else {
                          vErrors.push(err41);
                        }
                        errors++;
                      }
                    }
                    if (data25.policy !== void 0) {
                      let data29 = data25.policy;
                      if (!(data29 === "Fail" || data29 === "Ignore")) {
                        const err42 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/policy", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/properties/policy/enum", keyword: "enum", params: { allowedValues: schema24.properties.webhooks.items.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err42];
                        } else {
                          vErrors.push(err42);
                        }
                        errors++;
                      }
                    }
                    if (data25.when !== void 0) {
                      if (typeof data25.when !== "string") {
                        const err43 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/when", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/properties/when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err43];
                        } else {
                          vErrors.push(err43);
                        }
                        errors++;
                      }
                    }
                    if (data25.unless !== void 0) {
                      if (typeof data25.unless !== "string") {
                        const err44 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/unless", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/properties/unless/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err44];
                        } else {
                          vErrors.push(err44);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err45 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                }
              } else {
                const err46 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
            if (data16.failurePolicy !== void 0) {
              let data32 = data16.failurePolicy;
              if (Array.isArray(data32)) {
                const len6 = data32.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  let data33 = data32[i6];
                  const _errs75 = errors;
                  let valid22 = false;
                  const _errs76 = errors;
                  if (typeof data33 !== "string") {
                    const err47 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err47];
                    } else {
                      vErrors.push(err47);
                    }
                    errors++;
                  }
                  var _valid1 = _errs76 === errors;
                  valid22 = valid22 || _valid1;
                  if (!valid22) {
                    const _errs78 = errors;
                    if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
                      if (data33.key === void 0) {
                        const err48 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/items/anyOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                        if (vErrors === null) {
                          vErrors = [err48];
                        } else {
                          vErrors.push(err48);
                        }
                        errors++;
                      }
                      for (const key6 in data33) {
                        if (!(key6 === "key" || key6 === "configurations")) {
                          const err49 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                          if (vErrors === null) {
                            vErrors = [err49];
                          } else {
                            vErrors.push(err49);
                          }
                          errors++;
                        }
                      }
                      if (data33.key !== void 0) {
                        if (typeof data33.key !== "string") {
                          const err50 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/key", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/items/anyOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                          if (vErrors === null) {
                            vErrors = [err50];
                          } else {
                            vErrors.push(err50);
                          }
                          errors++;
                        }
                      }
                      if (data33.configurations !== void 0) {
                        let data35 = data33.configurations;
                        if (Array.isArray(data35)) {
                          if (data35.length < 1) {
                            const err51 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                            if (vErrors === null) {
                              vErrors = [err51];
                            } else {
                              vErrors.push(err51);
                            }
                            errors++;
                          }
                          const len7 = data35.length;
                          for (let i7 = 0; i7 < len7; i7++) {
                            let data36 = data35[i7];
                            if (!(data36 === "mutating" || data36 === "validating")) {
                              const err52 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/configurations/" + i7, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/items/enum", keyword: "enum", params: { allowedValues: schema24.properties.failurePolicy.items.anyOf[1].properties.configurations.items.enum }, message: "must be equal to one of the allowed values" };
                              if (vErrors === null) {
                                vErrors = [err52];
                              } else {
                                vErrors.push(err52);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err53 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                          if (vErrors === null) {
                            vErrors = [err53];
                          } else {
                            vErrors.push(err53);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err54 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                      if (vErrors === null) {
                        vErrors = [err54];
                      } else {
                        vErrors.push(err54);
                      }
                      errors++;
                    }
                    var _valid1 = _errs78 === errors;
                    valid22 = valid22 || _valid1;
                  }
                  if (!valid22) {
                    const err55 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  } else {
                    errors = _errs75;
                    if (vErrors !== null) {
                      if (_errs75) {
                        vErrors.length = _errs75;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
              } else {
                const err56 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/failurePolicy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data16.hostNetwork !== void 0) {
              if (typeof data16.hostNetwork !== "string") {
                const err57 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/hostNetwork", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/hostNetwork/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err57];
                } else {
                  vErrors.push(err57);
                }
                errors++;
              }
            }
            if (data16.namespace !== void 0) {
              if (typeof data16.namespace !== "string") {
                const err58 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/namespace", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data16.featureGates !== void 0) {
              if (typeof data16.featureGates !== "string") {
                const err59 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/featureGates", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/featureGates/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            }
            if (data16.webhookAnnotations !== void 0) {
              if (typeof data16.webhookAnnotations !== "string") {
                const err60 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhookAnnotations", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/webhookAnnotations/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data16.rendered !== void 0) {
              let data41 = data16.rendered;
              if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
                for (const key7 in data41) {
                  if (!(key7 === "workloadName" || key7 === "maxUnavailable" || key7 === "maxSurge" || key7 === "secret" || key7 === "secretUnless")) {
                    const err61 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/rendered/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                if (data41.workloadName !== void 0) {
                  if (typeof data41.workloadName !== "string") {
                    const err62 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/workloadName", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/rendered/properties/workloadName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
                if (data41.maxUnavailable !== void 0) {
                  let data43 = data41.maxUnavailable;
                  if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43)) && typeof data43 !== "string") {
                    const err63 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxUnavailable", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/rendered/properties/maxUnavailable/type", keyword: "type", params: { type: schema24.properties.rendered.properties.maxUnavailable.type }, message: "must be integer,string" };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
                if (data41.maxSurge !== void 0) {
                  let data44 = data41.maxSurge;
                  if (!(typeof data44 == "number" && (!(data44 % 1) && !isNaN(data44)) && isFinite(data44)) && typeof data44 !== "string") {
                    const err64 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxSurge", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/rendered/properties/maxSurge/type", keyword: "type", params: { type: schema24.properties.rendered.properties.maxSurge.type }, message: "must be integer,string" };
                    if (vErrors === null) {
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                }
                if (data41.secret !== void 0) {
                  if (typeof data41.secret !== "boolean") {
                    const err65 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secret", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/rendered/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err65];
                    } else {
                      vErrors.push(err65);
                    }
                    errors++;
                  }
                }
                if (data41.secretUnless !== void 0) {
                  let data46 = data41.secretUnless;
                  if (Array.isArray(data46)) {
                    const len8 = data46.length;
                    for (let i8 = 0; i8 < len8; i8++) {
                      if (typeof data46[i8] !== "string") {
                        const err66 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless/" + i8, schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/rendered/properties/secretUnless/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err66];
                        } else {
                          vErrors.push(err66);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err67 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/rendered/properties/secretUnless/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err67];
                    } else {
                      vErrors.push(err67);
                    }
                    errors++;
                  }
                }
              } else {
                const err68 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/properties/rendered/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
          } else {
            const err69 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/owner.json#/$defs/lineage/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
      } else {
        const err70 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err70];
        } else {
          vErrors.push(err70);
        }
        errors++;
      }
    }
  } else {
    const err71 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err71];
    } else {
      vErrors.push(err71);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var validateOwner = validate11;
var schema12 = { "$id": "https://webhook-cert-gate.io/schemas/owner.json", "title": "webhook-cert-gate controller model entry", "description": "One entry of the controller model (docs/controllers.md): how a controller or other writer is recognised (match), and the ways it writes caBundle, failurePolicy or the serving certificate: job, annotations, mountedSecret, controller, lineage, gitops or renderer (a Flux HelmRelease both renders, at each upgrade, and corrects drift, as a GitOps sync). Libraries (policies/libraries) it embeds supply what they decide for every controller that embeds them, its way of writing included. See docs/effective-state.md.", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name", "description"], "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "CertificateOwner" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "description": { "type": "string", "minLength": 1, "description": "Who it is, as messages name it." }, "match": { "$ref": "#/$defs/match" }, "secret": { "$ref": "#/$defs/layout" }, "job": { "type": "object", "additionalProperties": false, "required": ["command", "flags"], "description": "A Job (often a Helm hook) whose container image matches and whose args hold the command: it patches the configurations its flags name.", "properties": { "command": { "type": "string", "minLength": 1, "description": "The argument that makes the container patch configurations (e.g. patch)." }, "flags": { "type": "object", "additionalProperties": false, "required": ["webhookName"], "properties": { "webhookName": { "type": "string", "description": "Names the configuration(s) it patches (both kinds)." }, "patchMutating": { "type": "string", "description": "false: leave the MutatingWebhookConfiguration alone (default true)." }, "patchValidating": { "type": "string", "description": "false: leave the ValidatingWebhookConfiguration alone (default true)." }, "failurePolicy": { "type": "string", "description": "A value it writes into failurePolicy of every entry (see failurePolicyWrites); empty leaves it." }, "secretName": { "type": "string", "description": "The Secret it reads the CA from." }, "namespace": { "type": "string", "description": "That Secret's namespace." }, "apiServiceName": { "type": "string", "description": "Names an APIService whose caBundle it sets too." } } }, "creates": { "type": "object", "additionalProperties": false, "required": ["command", "existing"], "description": "The argument that makes the container generate a CA and leaf into the Secret its secretName flag names, and what it does when that Secret already holds one (the rotation rules read it: a Job run at every upgrade that replaces the CA rotates it without overlap).", "properties": { "command": { "type": "string", "minLength": 1 }, "existing": { "enum": ["keep", "replace"], "description": "keep: it generates only when the Secret holds no CA yet; replace: it makes a new CA at every run." } } }, "failurePolicyWrites": { "type": "array", "minItems": 1, "items": { "enum": ["Fail", "Ignore"] }, "description": "The failurePolicy values it writes when its flag names them; another value leaves failurePolicy as rendered (kube-webhook-certgen accepts Ignore and writes nothing). Unset: whatever the flag says." } } }, "annotations": { "type": "array", "minItems": 1, "description": "Annotations on a caBundle holder that make this owner write caBundle of every entry (an injector).", "items": { "type": "object", "additionalProperties": false, "required": ["key", "refers"], "properties": { "key": { "type": "string", "minLength": 1 }, "refers": { "enum": ["certificate", "secret", "enabled"], "description": `certificate: <namespace>/<name> of a certificate object whose Secret holds the CA; secret: <namespace>/<name> of that Secret; enabled: the value "true" (any case) turns injection on, of a CA the injector holds (the API server's, a cluster signer's), never among the inputs.` }, "kinds": { "type": "array", "minItems": 1, "items": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration", "CustomResourceDefinition", "APIService"] }, "description": "The holder kinds the injector reads this annotation on (default: all four)." } } } }, "certificate": { "type": "object", "additionalProperties": false, "required": ["kind", "secretNameField"], "description": "The certificate object an annotation with refers: certificate names.", "properties": { "kind": { "type": "string" }, "apiGroup": { "type": "string" }, "secretNameField": { "type": "string", "description": "Dotted path of its Secret name, e.g. spec.secretName." } } }, "expiryMetric": { "type": "string", "pattern": "^[a-zA-Z_:][a-zA-Z0-9_:]*$", "description": "A Prometheus gauge this owner exports: the Unix time each of its certificate objects expires, labelled namespace and name. `alerts --expiry-source <name>` alerts on it." }, "mountedSecret": { "type": "object", "additionalProperties": false, "required": ["types"], "description": "A chart that renders the TLS Secret, mounts it in the webhook workload and renders its CA into caBundle: caBundle is final as rendered, and must verify that Secret's certificate.", "properties": { "types": { "type": "array", "minItems": 1, "items": { "type": "string" }, "description": "Secret types that count." } } }, "cites": { "type": "array", "minItems": 1, "description": "The upstream source this entry is read from: repository, tag, commit, file and function (required for controller entries by the catalogue test).", "items": { "$ref": "#/$defs/citation" } }, "embeds": { "type": "array", "minItems": 1, "items": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "description": "Libraries (policies/libraries) this controller embeds: each library's cites are added to the entry's, its reload sources to the entry's, and its controller facts (certificate, leaderElection), its patch Job and its Secret layout apply where the entry sets none. The entry's own fields are its defaults for that library." }, "controller": { "type": "object", "additionalProperties": false, "required": ["writes"], "description": "A webhook controller found by match that mints its serving certificate and writes caBundle of the holders it names (FACTS: a controller is a caBundle writer when the manifests show it). Its certificate comes from the entry or a library it embeds.", "properties": { "versions": { "type": "object", "additionalProperties": false, "minProperties": 1, "description": "The image tags these facts hold for, as semantic versions (a leading v ignored): at least min, below below. Outside the range the controller is still recognised, but its writing is a warning naming the version its citations were read at; a tag that is no version (latest, a branch, a digest alone) says nothing and is taken as in range.", "properties": { "min": { "type": "string", "pattern": "^v?[0-9]+(\\.[0-9]+){0,2}$" }, "below": { "type": "string", "pattern": "^v?[0-9]+(\\.[0-9]+){0,2}$" } } }, "writes": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/holder" }, "description": "The caBundle holders it writes while its writer runs." }, "enabledWhen": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Every condition must hold for the writer to run (e.g. a rotation flag whose default is off)." }, "disabledWhen": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Any condition that holds turns the writer off: it mints nothing and writes no caBundle (e.g. a certificate file given)." }, "certificate": { "enum": ["per-pod", "shared-secret"], "description": "per-pod: each process mints its own CA and certificate in memory or on an emptyDir unless leaderElection shares it; shared-secret: one Secret (secretName) holds the CA every replica serves and injects." }, "secretName": { "$ref": "#/$defs/setting", "description": "The Secret the writer keeps (shared-secret, or per-pod with the leader elector on)." }, "secretNamespace": { "$ref": "#/$defs/setting", "description": "The namespace of that Secret, when the controller is told one (a flag, with the binary's default); without it, the workload's namespace." }, "caKey": { "type": "string", "description": "The data key of that Secret whose bytes it writes into caBundle (ca.crt): an injector that reads the same key of the same Secret, which only this controller writes, writes the same bytes." }, "createsSecret": { "type": "boolean", "description": "false: it gets and updates that Secret but never creates it (open-policy-agent/cert-controller's rotator), so the install must render it: without it among the inputs, its webhook server never starts (webhook-cert-secret-missing). Unset: not known, no claim." }, "leaderElection": { "type": "object", "additionalProperties": false, "required": ["setting"], "description": "The leader elector around the writer: on, only the leader mints and writes caBundle and the others read the shared Secret; off, every replica takes the leader path.", "properties": { "setting": { "$ref": "#/$defs/setting" }, "onValues": { "type": "array", "items": { "type": "string" }, "description": "Values that turn it on (default: Go strconv.ParseBool true values)." } } }, "webhooks": { "type": "array", "minItems": 1, "description": "Webhook entries it rewrites, found by entry name: its own even when its workload is not among the inputs (when the inputs hold its workloads and none writes the configuration, only possibly).", "items": { "type": "object", "additionalProperties": false, "required": ["names"], "properties": { "names": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Entry names; a leading * matches any prefix (*.sidecar-injector.istio.io)." }, "caBundle": { "type": "boolean", "description": "It writes caBundle of these entries." }, "failurePolicy": { "enum": ["Fail", "Ignore"], "description": "The failurePolicy it leaves once ready." } } } }, "roots": { "type": "array", "minItems": 1, "description": "Where the CA it writes into caBundle comes from, tried in order; the first that applies decides, else the root of its own namespace (one it mints; every replica and workload there shares it). Installs whose roots the manifests show to be the same (the same data, the same external issuer) are one writer; where the manifests cannot tell, the second is an uncertain writer naming what settles it.", "items": { "type": "object", "additionalProperties": false, "required": ["description"], "properties": { "description": { "type": "string", "minLength": 1, "description": "What this root is, for messages (e.g. the plugged-in CA)." }, "when": { "$ref": "#/$defs/condition", "description": "Applies when this holds. Without mount, the root is one outside every namespace (the cluster's CA): every install where it holds shares it. With mount, the root is what is mounted there; when that object is not among the inputs, whether two installs share it cannot be told." }, "mount": { "type": "string", "minLength": 1, "description": "The container mounts a Secret or ConfigMap volume at this path: the root is its data under key. Without when, it applies only when that object is among the inputs and holds key (else the next source)." }, "key": { "type": "string", "minLength": 1, "description": "With mount: the data key holding the root certificate." } } } } } }, "gitops": { "type": "object", "additionalProperties": false, "required": ["kind", "apiGroup"], "description": "A GitOps object (an Argo CD Application, a Flux Kustomization or HelmRelease) that syncs holders it tracks: it puts the rendered caBundle back on every sync unless its ignore rules cover the field (and, where an option decides it, are respected on sync), the holder opts out by annotation, or it is suspended.", "properties": { "kind": { "type": "string" }, "apiGroup": { "type": "string" }, "trackingLabel": { "type": "string", "description": "A holder carrying this label with the object's name is synced by it." }, "trackingAnnotation": { "type": "string", "description": 'A holder carrying this annotation whose value starts with "<name>:" is synced by it.' }, "ignoreDifferences": { "type": "string", "description": "Dotted path of its list of ignore rules (group, kind, name, namespace, jsonPointers, jqPathExpressions, managedFieldsManagers)." }, "selfHeal": { "type": "string", "description": "Dotted path of its self-heal switch." }, "syncOptions": { "type": "string", "description": "Dotted path of its sync options list." }, "respectIgnoreOption": { "type": "string", "description": "The sync option that makes a sync keep ignored fields (e.g. RespectIgnoreDifferences=true)." }, "settings": { "type": "object", "additionalProperties": false, "required": ["configMap"], "description": "The controller's settings ConfigMap: its system-wide ignore rules cover every application's holders like the application's own. Read when among the inputs; when it is not, an owner found without it is a warning naming it.", "properties": { "configMap": { "type": "string" }, "ignoreDifferencesPrefix": { "type": "string", "description": "Keys <prefix><group>_<Kind>, <prefix><Kind> (the core group) and <prefix><all> each hold one ignore rule in YAML (jsonPointers, jqPathExpressions, managedFieldsManagers); group and kind are globs." }, "ignoreDifferencesAll": { "type": "string", "description": "The key suffix that stands for every group and kind." }, "customizationsKey": { "type": "string", "description": 'A key holding a YAML map of "<group>/<Kind>" to {ignoreDifferences: <rule in YAML>} (the older form).' } } }, "applicationNamespaces": { "type": "object", "additionalProperties": false, "required": ["configMap", "key"], "description": "Where the controller reads the namespaces, besides its own (that ConfigMap's), whose applications it reconciles: comma-separated globs or /regular expressions/. An application in another namespace is never synced.", "properties": { "configMap": { "type": "string" }, "key": { "type": "string" } } }, "ignoreRule": { "type": "object", "additionalProperties": false, "description": "How one of its ignore rules is written, when not as Argo CD's (group, kind, name, namespace and jsonPointers in the rule itself).", "properties": { "pointers": { "type": "string", "description": "The rule's list of JSON pointers (default jsonPointers)." }, "target": { "type": "string", "description": "The rule's selector object (group, kind, name, namespace); a rule without it covers every object the sync applies." } } }, "skipAnnotations": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["key", "values"], "properties": { "key": { "type": "string" }, "values": { "type": "array", "minItems": 1, "items": { "type": "string" } } } }, "description": "A holder annotated with one of these values is never applied again by a sync (excluded, or only created)." }, "suspend": { "type": "string", "description": "Dotted path of its suspend switch: a suspended object syncs nothing." }, "keepsCaBundleOf": { "type": "array", "items": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration", "CustomResourceDefinition", "APIService"] }, "description": "Holder kinds whose caBundle the sync strips before it applies them: never a writer there." }, "driftCorrection": { "type": "object", "additionalProperties": false, "required": ["path", "values"], "description": "An object that applies its whole render only when its inputs change (an upgrade: its renderer models that) and puts drifted fields back at every interval only while this field holds one of these values (unset: off). Its ignore rules and skip annotations cover that correction only; while suspended it applies nothing, upgrades included.", "properties": { "path": { "type": "string", "description": "Dotted path of the drift mode." }, "values": { "type": "array", "minItems": 1, "items": { "type": "string" }, "description": "The modes that correct drift." } } } } }, "renderer": { "type": "object", "additionalProperties": false, "required": ["labels"], "description": "A renderer (e.g. Helm) that puts back what it rendered at each upgrade: a caBundle it renders non-empty on a holder someone else writes at run time has two writers.", "properties": { "labels": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "value": { "type": "string" } } }, "description": "A holder with any of these labels (and value, when given) was rendered by it." }, "releaseLabels": { "type": "array", "items": { "type": "string" }, "description": "Labels whose value names the release (the install) that rendered the object; a release rename renames the objects whose names it prefixes, so --baseline keys their names with the release normalised." }, "fieldManagers": { "type": "array", "items": { "type": "string" }, "description": "The field manager names its writes carry (managedFields). On an object read from the cluster, it is a caBundle writer for certain only when one of them owns the caBundle; otherwise whether it renders one is a fact the object does not show." } } }, "hooks": { "type": "object", "additionalProperties": false, "required": ["annotation", "everyChange", "change"], "description": "How this tool runs a Job as a hook: the annotation that makes one, and the values (of its comma-separated list) that run it again at every upgrade or sync. The rotation rules read it: a Job that makes a new CA at each run rotates without overlap at every change.", "properties": { "annotation": { "type": "string", "minLength": 1 }, "everyChange": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 } }, "change": { "type": "string", "minLength": 1, "description": 'The change that runs it, as messages say it ("helm upgrade").' } } }, "reload": { "$ref": "#/$defs/reload" }, "lineage": { "$ref": "#/$defs/lineage" } }, "dependencies": { "controller": ["match"], "job": ["match"], "lineage": ["match"] }, "anyOf": [{ "required": ["job"], "properties": { "job": true } }, { "required": ["annotations"], "properties": { "annotations": true } }, { "required": ["mountedSecret"], "properties": { "mountedSecret": true } }, { "required": ["controller"], "properties": { "controller": true } }, { "required": ["lineage"], "properties": { "lineage": true } }, { "required": ["gitops"], "properties": { "gitops": true } }, { "required": ["renderer"], "properties": { "renderer": true } }, { "required": ["embeds"], "properties": { "embeds": true } }], "$defs": { "layout": { "type": "object", "additionalProperties": false, "description": "The data keys of the Secret this owner reads or writes.", "properties": { "type": { "type": "string" }, "readKeys": { "type": "array", "items": { "type": "string" }, "description": "Data keys read; any missing means the Secret is not usable (a lineage Secret writer regenerates and overwrites it)." }, "caKey": { "type": "string" }, "caPrivateKey": { "type": "string" }, "certKey": { "type": "string" }, "keyKey": { "type": "string" }, "renewKeys": { "type": "array", "items": { "type": "string" }, "description": "Keys needed to renew (the CA key)." }, "renewBeforeDays": { "type": "integer", "minimum": 0, "description": "The controller replaces a certificate that expires within this many days." } } }, "citation": { "type": "object", "additionalProperties": false, "required": ["repo", "ref", "commit", "file", "function"], "description": "A place in an upstream repository, at the tag and commit that were read; test/fixtures/excerpts holds the lines cited (docs/controller-facts.md, Citations).", "properties": { "repo": { "type": "string", "pattern": "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, "ref": { "type": "string", "minLength": 1, "description": "The tag read." }, "commit": { "type": "string", "pattern": "^[0-9a-f]{40}$", "description": "The commit the tag named when it was read." }, "file": { "type": "string", "minLength": 1 }, "function": { "type": "string", "minLength": 1 }, "note": { "type": "string" } } }, "setting": { "type": "object", "additionalProperties": false, "description": "Where a controller reads one setting: an env var, a command-line flag (name without dashes; -name and --name both match), or a key of a YAML config file in a ConfigMap the workload mounts. The first one set wins, in that order; default is the binary's value when none is set.", "properties": { "env": { "type": "string" }, "flag": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, "boolean": { "type": "boolean", "description": "A Go boolean flag: a bare -name means true, and the next argument is never its value." }, "repeated": { "type": "boolean", "description": "A flag given more than once accumulates (a Go flag.Value whose Set appends), each value a comma-separated list; the value is every item, joined by commas, and a condition holds when any item is in `in`. Its default is what the binary assumes when the flag is never given." }, "configKey": { "type": "string", "description": "Dotted path inside a YAML document held by a mounted ConfigMap." }, "subcommand": { "const": true, "description": "The subcommand path a cobra binary runs: the words of its arguments that are not flags, joined by spaces (`webhook start`), or the empty string for the root command. The arguments are the container's command after its first word, then its args (without a command, the image's entrypoint is taken for the binary). Unknown when a flag without `=` is followed by a word that may be its value or a subcommand." }, "default": { "type": "string" }, "overriddenBy": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["kind", "name"], "properties": { "kind": { "enum": ["ConfigMap", "Secret"] }, "name": { "$ref": "#/$defs/setting", "description": "The object's name, as the binary reads it (a flag with its default; empty: none is read)." }, "key": { "type": "string", "description": "Its data key (default: the setting's env name)." } } }, "description": "Objects the binary reads through the API after the setting itself, in the workload's namespace, each overriding the value when its data holds the key (a later one over an earlier). One not among the inputs makes the value unknown, naming it." } } }, "condition": { "type": "object", "additionalProperties": false, "required": ["setting"], "description": "Holds when the setting resolves to one of `in` or to a value starting with one of `prefixes` (or, with set, when it is set at all).", "properties": { "setting": { "$ref": "#/$defs/setting" }, "in": { "type": "array", "items": { "type": "string" } }, "prefixes": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Values that start with one of these (k8s.io/ for any cluster signer name)." }, "set": { "type": "boolean", "description": "true: holds when the setting is set to a non-empty value; false: when it is not." } } }, "holder": { "type": "object", "additionalProperties": false, "required": ["kind"], "description": "One caBundle holder a controller writes: which kind, which object (a setting or fixed names), which entries.", "properties": { "kind": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration", "CustomResourceDefinition", "APIService"] }, "name": { "$ref": "#/$defs/setting" }, "names": { "type": "array", "items": { "type": "string" }, "description": "Fixed object names (a leading * matches any prefix)." }, "entries": { "enum": ["all", "first", "same-name"], "description": "Webhook configurations: every entry (default), only webhooks[0], or only the entry whose name is the configuration's (knative.dev/pkg's reconcilers)." }, "when": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Extra conditions for this holder only." }, "trimSuffix": { "type": "string", "description": "Cut from the end of the name setting's value before nameFormat applies (e.g. -webhook-service)." }, "nameFormat": { "type": "string", "pattern": "\\{\\}", "description": "The object name built from the name setting's value: {} is replaced by it (e.g. {}-validating-webhook-configuration)." }, "labels": { "type": "object", "minProperties": 1, "additionalProperties": { "type": "string" }, "description": "Every object of the kind whose labels hold all of these (a list with a label selector, as the controller does), among the inputs." }, "annotated": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Every object of the kind that carries all of these annotation keys, whatever their values (a controller that filters its watch by annotation), among the inputs." }, "labelFrom": { "type": "object", "additionalProperties": false, "required": ["label", "setting"], "description": "Every object of the kind whose label has the value the controller's setting resolves to (istiod's istio.io/rev and REVISION), among the inputs; a value the inputs do not hold selects none. The write-war fix then points at that label.", "properties": { "label": { "type": "string", "minLength": 1 }, "setting": { "$ref": "#/$defs/setting" } } } } }, "reload": { "type": "object", "additionalProperties": false, "required": ["mode", "source"], "description": "How the controller's webhook server picks up a rotated serving certificate, as its source shows (the rotation rules read it). file-watch: it watches the certificate files it serves, so a Secret mounted as a volume reaches it only after the kubelet syncs the volume (30-100 s). secret-watch: it reads the Secret through the API (an informer or a poll), or its own sync loop writes the files it serves from the Secret it watches: no volume delay. in-process: it mints or fetches its certificate itself and switches it in memory (no Secret or file in between). restart: it reads its certificate once, at start; a new one is served only by restarted pods.", "properties": { "mode": { "enum": ["file-watch", "secret-watch", "in-process", "restart"] }, "modes": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["when", "mode"], "properties": { "when": { "$ref": "#/$defs/condition" }, "mode": { "$ref": "#/$defs/reload/properties/mode" } } }, "description": "Settings that change the mode: the first whose condition holds decides (a condition the inputs cannot tell makes the mode unknown); else mode." }, "source": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/citation" }, "description": "Where the source says so: the server's TLS setup first, then what feeds it." }, "note": { "type": "string", "description": "Settings that change the mode (another flag, another certificate source)." } } }, "library": { "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name", "description", "cites"], "description": "A certificate library embedded by several controllers (a cert rotator, a webhook-certificates reconciler, a patch-Job command line): what it does once, cited once; each controller entry that embeds it (embeds) adds its own names, settings and toggles.", "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "ControllerLibrary" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "description": { "type": "string" }, "cites": { "$ref": "#/properties/cites" }, "controller": { "type": "object", "additionalProperties": false, "minProperties": 1, "description": "Controller facts the library decides for every controller that embeds it.", "properties": { "certificate": { "$ref": "#/properties/controller/properties/certificate" }, "leaderElection": { "$ref": "#/properties/controller/properties/leaderElection" }, "caKey": { "$ref": "#/properties/controller/properties/caKey" }, "createsSecret": { "$ref": "#/properties/controller/properties/createsSecret" } } }, "secret": { "$ref": "#/$defs/layout" }, "reload": { "$ref": "#/$defs/reload" }, "lineage": { "$ref": "#/$defs/lineage" }, "job": { "$ref": "#/properties/job" } } }, "match": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "images": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes, e.g. koordinator-sh/koord-manager (registry, tag and digest ignored)." }, "workloadNames": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Workload names (exact). A workload labelled webhook-cert-gate.io/profile=<this entry's name> is matched the same way." }, "charts": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Helm chart names that install this controller." }, "envAny": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Matches a container that sets one of these env names, only when something beyond the env corroborates it: the API server calls the workload (a webhook configuration, CRD conversion or APIService whose Service selects its pods), its ServiceAccount may update or patch webhook configurations, or its label webhook-cert-gate.io/profile names this entry (docs/profiles.md)." } }, "description": 'How the entry is recognised among the inputs (docs/profiles.md, "How a workload is recognised"): an image, a workload name, a chart, or the label webhook-cert-gate.io/profile naming the entry, each alone; an env name only with corroboration.' }, "lineage": { "type": "object", "additionalProperties": false, "description": "A controller of the WEBHOOK_CERT_WRITER / WEBHOOK_HOST / SECRET_NAME certificate-writer lineage (the library policies/libraries/lineage.yaml holds what the lineage decides; an entry adds its names, defaults and chart values, merged key by key over the library's).", "properties": { "env": { "type": "object", "additionalProperties": false, "properties": { "host": { "type": "string", "description": "The external webhook host (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "The certificate writer selector (WEBHOOK_CERT_WRITER); set by the cert generate patch." }, "secretName": { "type": "string", "description": "The shared Secret's name (SECRET_NAME); set by the cert generate patch." }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "string" }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } }, "description": "Env names the controller reads. host, writer and secretName are required once the library is merged in." }, "defaults": { "type": "object", "additionalProperties": false, "properties": { "secretName": { "type": "string" }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "integer", "minimum": 1, "maximum": 65535 }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } } }, "writer": { "type": "object", "additionalProperties": false, "description": "The writer selection rule: fs when the writer env equals fsValue, or is empty while the host env is set; the Secret writer otherwise.", "properties": { "fsValue": { "type": "string" }, "secretValue": { "type": "string", "description": "The value to recommend for the Secret writer." } } }, "values": { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } }, "externalCertsFeatureGate": { "type": "string", "description": "A --feature-gates name that makes the controller read an externally managed Secret and leave caBundle to cert-manager (OpenKruise: EnableExternalCerts)." }, "externalCerts": { "type": "object", "additionalProperties": false, "description": "The mode selected by externalCertsFeatureGate: the controller reads this Secret layout, written by another owner, and mints nothing.", "properties": { "alsoEnabledBy": { "type": "array", "items": { "type": "string" }, "description": "Other gates that turn it on (AllAlpha)." }, "secret": { "$ref": "#/$defs/layout" }, "writtenBy": { "type": "string", "description": "Who writes that Secret and caBundle (an owner in policies/owners), for messages." } } }, "rewrites": { "type": "object", "additionalProperties": false, "description": "What the controller rewrites in every webhook entry of the configurations it manages (mutatingName/validatingName), before the API server dials it.", "properties": { "hostUrl": { "type": "string", "description": "With the host env set, clientConfig becomes url: this template ({host}, {port}, {path} = the entry's service path) and service is dropped." }, "serviceName": { "type": "boolean", "description": "Without a host, clientConfig.service.name becomes the Service name (env or default) in the controller's namespace." } } }, "owns": { "type": "object", "additionalProperties": false, "description": "Fields of its webhook configurations the controller writes at run time (it owns them: what the manifests hold there is replaced).", "properties": { "caBundle": { "type": "boolean", "description": "It writes its CA into caBundle of every entry." }, "failurePolicy": { "type": "boolean", "description": "It sets failurePolicy of its entries." } } }, "featureGatesArg": { "type": "string", "description": "The command-line flag that carries feature gates, e.g. --feature-gates." } } } } };
var pattern1 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u");
var pattern2 = new RegExp("^[a-zA-Z_:][a-zA-Z0-9_:]*$", "u");
var pattern3 = new RegExp("^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", "u");
var pattern4 = new RegExp("^[0-9a-f]{40}$", "u");
var pattern6 = new RegExp("^v?[0-9]+(\\.[0-9]+){0,2}$", "u");
var schema16 = { "type": "object", "additionalProperties": false, "required": ["kind"], "description": "One caBundle holder a controller writes: which kind, which object (a setting or fixed names), which entries.", "properties": { "kind": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration", "CustomResourceDefinition", "APIService"] }, "name": { "$ref": "#/$defs/setting" }, "names": { "type": "array", "items": { "type": "string" }, "description": "Fixed object names (a leading * matches any prefix)." }, "entries": { "enum": ["all", "first", "same-name"], "description": "Webhook configurations: every entry (default), only webhooks[0], or only the entry whose name is the configuration's (knative.dev/pkg's reconcilers)." }, "when": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Extra conditions for this holder only." }, "trimSuffix": { "type": "string", "description": "Cut from the end of the name setting's value before nameFormat applies (e.g. -webhook-service)." }, "nameFormat": { "type": "string", "pattern": "\\{\\}", "description": "The object name built from the name setting's value: {} is replaced by it (e.g. {}-validating-webhook-configuration)." }, "labels": { "type": "object", "minProperties": 1, "additionalProperties": { "type": "string" }, "description": "Every object of the kind whose labels hold all of these (a list with a label selector, as the controller does), among the inputs." }, "annotated": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Every object of the kind that carries all of these annotation keys, whatever their values (a controller that filters its watch by annotation), among the inputs." }, "labelFrom": { "type": "object", "additionalProperties": false, "required": ["label", "setting"], "description": "Every object of the kind whose label has the value the controller's setting resolves to (istiod's istio.io/rev and REVISION), among the inputs; a value the inputs do not hold selects none. The write-war fix then points at that label.", "properties": { "label": { "type": "string", "minLength": 1 }, "setting": { "$ref": "#/$defs/setting" } } } } };
var schema17 = { "type": "object", "additionalProperties": false, "description": "Where a controller reads one setting: an env var, a command-line flag (name without dashes; -name and --name both match), or a key of a YAML config file in a ConfigMap the workload mounts. The first one set wins, in that order; default is the binary's value when none is set.", "properties": { "env": { "type": "string" }, "flag": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, "boolean": { "type": "boolean", "description": "A Go boolean flag: a bare -name means true, and the next argument is never its value." }, "repeated": { "type": "boolean", "description": "A flag given more than once accumulates (a Go flag.Value whose Set appends), each value a comma-separated list; the value is every item, joined by commas, and a condition holds when any item is in `in`. Its default is what the binary assumes when the flag is never given." }, "configKey": { "type": "string", "description": "Dotted path inside a YAML document held by a mounted ConfigMap." }, "subcommand": { "const": true, "description": "The subcommand path a cobra binary runs: the words of its arguments that are not flags, joined by spaces (`webhook start`), or the empty string for the root command. The arguments are the container's command after its first word, then its args (without a command, the image's entrypoint is taken for the binary). Unknown when a flag without `=` is followed by a word that may be its value or a subcommand." }, "default": { "type": "string" }, "overriddenBy": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["kind", "name"], "properties": { "kind": { "enum": ["ConfigMap", "Secret"] }, "name": { "$ref": "#/$defs/setting", "description": "The object's name, as the binary reads it (a flag with its default; empty: none is read)." }, "key": { "type": "string", "description": "Its data key (default: the setting's env name)." } } }, "description": "Objects the binary reads through the API after the setting itself, in the workload's namespace, each overriding the value when its data holds the key (a later one over an earlier). One not among the inputs makes the value unknown, naming it." } } };
var pattern8 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u");
var wrapper0 = { validate: validate13 };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "env" || key0 === "flag" || key0 === "boolean" || key0 === "repeated" || key0 === "configKey" || key0 === "subcommand" || key0 === "default" || key0 === "overriddenBy")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.env !== void 0) {
      if (typeof data.env !== "string") {
        const err1 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.flag !== void 0) {
      let data1 = data.flag;
      if (typeof data1 === "string") {
        if (!pattern8.test(data1)) {
          const err2 = { instancePath: instancePath + "/flag", schemaPath: "#/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/flag", schemaPath: "#/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.boolean !== void 0) {
      if (typeof data.boolean !== "boolean") {
        const err4 = { instancePath: instancePath + "/boolean", schemaPath: "#/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.repeated !== void 0) {
      if (typeof data.repeated !== "boolean") {
        const err5 = { instancePath: instancePath + "/repeated", schemaPath: "#/properties/repeated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.configKey !== void 0) {
      if (typeof data.configKey !== "string") {
        const err6 = { instancePath: instancePath + "/configKey", schemaPath: "#/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.subcommand !== void 0) {
      if (true !== data.subcommand) {
        const err7 = { instancePath: instancePath + "/subcommand", schemaPath: "#/properties/subcommand/const", keyword: "const", params: { allowedValue: true }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.default !== void 0) {
      if (typeof data.default !== "string") {
        const err8 = { instancePath: instancePath + "/default", schemaPath: "#/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.overriddenBy !== void 0) {
      let data7 = data.overriddenBy;
      if (Array.isArray(data7)) {
        if (data7.length < 1) {
          const err9 = { instancePath: instancePath + "/overriddenBy", schemaPath: "#/properties/overriddenBy/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.kind === void 0) {
              const err10 = { instancePath: instancePath + "/overriddenBy/" + i0, schemaPath: "#/properties/overriddenBy/items/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            if (data8.name === void 0) {
              const err11 = { instancePath: instancePath + "/overriddenBy/" + i0, schemaPath: "#/properties/overriddenBy/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            for (const key1 in data8) {
              if (!(key1 === "kind" || key1 === "name" || key1 === "key")) {
                const err12 = { instancePath: instancePath + "/overriddenBy/" + i0, schemaPath: "#/properties/overriddenBy/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data8.kind !== void 0) {
              let data9 = data8.kind;
              if (!(data9 === "ConfigMap" || data9 === "Secret")) {
                const err13 = { instancePath: instancePath + "/overriddenBy/" + i0 + "/kind", schemaPath: "#/properties/overriddenBy/items/properties/kind/enum", keyword: "enum", params: { allowedValues: schema17.properties.overriddenBy.items.properties.kind.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data8.name !== void 0) {
              if (!wrapper0.validate(data8.name, { instancePath: instancePath + "/overriddenBy/" + i0 + "/name", parentData: data8, parentDataProperty: "name", rootData })) {
                vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
                errors = vErrors.length;
              }
            }
            if (data8.key !== void 0) {
              if (typeof data8.key !== "string") {
                const err14 = { instancePath: instancePath + "/overriddenBy/" + i0 + "/key", schemaPath: "#/properties/overriddenBy/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
          } else {
            const err15 = { instancePath: instancePath + "/overriddenBy/" + i0, schemaPath: "#/properties/overriddenBy/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/overriddenBy", schemaPath: "#/properties/overriddenBy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.setting === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property 'setting'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "setting" || key0 === "in" || key0 === "prefixes" || key0 === "set")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.setting !== void 0) {
      if (!validate13(data.setting, { instancePath: instancePath + "/setting", parentData: data, parentDataProperty: "setting", rootData })) {
        vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.in !== void 0) {
      let data1 = data.in;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data1[i0] !== "string") {
            const err2 = { instancePath: instancePath + "/in/" + i0, schemaPath: "#/properties/in/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/in", schemaPath: "#/properties/in/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.prefixes !== void 0) {
      let data3 = data.prefixes;
      if (Array.isArray(data3)) {
        const len1 = data3.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data4 = data3[i1];
          if (typeof data4 === "string") {
            if (func3(data4) < 1) {
              const err4 = { instancePath: instancePath + "/prefixes/" + i1, schemaPath: "#/properties/prefixes/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/prefixes/" + i1, schemaPath: "#/properties/prefixes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/prefixes", schemaPath: "#/properties/prefixes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.set !== void 0) {
      if (typeof data.set !== "boolean") {
        const err7 = { instancePath: instancePath + "/set", schemaPath: "#/properties/set/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate15.errors = vErrors;
  return errors === 0;
}
var pattern9 = new RegExp("\\{\\}", "u");
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema16.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data0 = data.kind;
      if (!(data0 === "MutatingWebhookConfiguration" || data0 === "ValidatingWebhookConfiguration" || data0 === "CustomResourceDefinition" || data0 === "APIService")) {
        const err2 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema16.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (!validate13(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData })) {
        vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.names !== void 0) {
      let data2 = data.names;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data2[i0] !== "string") {
            const err3 = { instancePath: instancePath + "/names/" + i0, schemaPath: "#/properties/names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/names", schemaPath: "#/properties/names/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.entries !== void 0) {
      let data4 = data.entries;
      if (!(data4 === "all" || data4 === "first" || data4 === "same-name")) {
        const err5 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/enum", keyword: "enum", params: { allowedValues: schema16.properties.entries.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.when !== void 0) {
      let data5 = data.when;
      if (Array.isArray(data5)) {
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate15(data5[i1], { instancePath: instancePath + "/when/" + i1, parentData: data5, parentDataProperty: i1, rootData })) {
            vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/when", schemaPath: "#/properties/when/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.trimSuffix !== void 0) {
      if (typeof data.trimSuffix !== "string") {
        const err7 = { instancePath: instancePath + "/trimSuffix", schemaPath: "#/properties/trimSuffix/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.nameFormat !== void 0) {
      let data8 = data.nameFormat;
      if (typeof data8 === "string") {
        if (!pattern9.test(data8)) {
          const err8 = { instancePath: instancePath + "/nameFormat", schemaPath: "#/properties/nameFormat/pattern", keyword: "pattern", params: { pattern: "\\{\\}" }, message: 'must match pattern "\\{\\}"' };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/nameFormat", schemaPath: "#/properties/nameFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.labels !== void 0) {
      let data9 = data.labels;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (Object.keys(data9).length < 1) {
          const err10 = { instancePath: instancePath + "/labels", schemaPath: "#/properties/labels/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        for (const key1 in data9) {
          if (typeof data9[key1] !== "string") {
            const err11 = { instancePath: instancePath + "/labels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/labels/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/labels", schemaPath: "#/properties/labels/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.annotated !== void 0) {
      let data11 = data.annotated;
      if (Array.isArray(data11)) {
        if (data11.length < 1) {
          const err13 = { instancePath: instancePath + "/annotated", schemaPath: "#/properties/annotated/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len2 = data11.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data12 = data11[i2];
          if (typeof data12 === "string") {
            if (func3(data12) < 1) {
              const err14 = { instancePath: instancePath + "/annotated/" + i2, schemaPath: "#/properties/annotated/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = { instancePath: instancePath + "/annotated/" + i2, schemaPath: "#/properties/annotated/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/annotated", schemaPath: "#/properties/annotated/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.labelFrom !== void 0) {
      let data13 = data.labelFrom;
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        if (data13.label === void 0) {
          const err17 = { instancePath: instancePath + "/labelFrom", schemaPath: "#/properties/labelFrom/required", keyword: "required", params: { missingProperty: "label" }, message: "must have required property 'label'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data13.setting === void 0) {
          const err18 = { instancePath: instancePath + "/labelFrom", schemaPath: "#/properties/labelFrom/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property 'setting'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        for (const key2 in data13) {
          if (!(key2 === "label" || key2 === "setting")) {
            const err19 = { instancePath: instancePath + "/labelFrom", schemaPath: "#/properties/labelFrom/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data13.label !== void 0) {
          let data14 = data13.label;
          if (typeof data14 === "string") {
            if (func3(data14) < 1) {
              const err20 = { instancePath: instancePath + "/labelFrom/label", schemaPath: "#/properties/labelFrom/properties/label/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          } else {
            const err21 = { instancePath: instancePath + "/labelFrom/label", schemaPath: "#/properties/labelFrom/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data13.setting !== void 0) {
          if (!validate13(data13.setting, { instancePath: instancePath + "/labelFrom/setting", parentData: data13, parentDataProperty: "setting", rootData })) {
            vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err22 = { instancePath: instancePath + "/labelFrom", schemaPath: "#/properties/labelFrom/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
var schema19 = { "type": "object", "additionalProperties": false, "required": ["mode", "source"], "description": "How the controller's webhook server picks up a rotated serving certificate, as its source shows (the rotation rules read it). file-watch: it watches the certificate files it serves, so a Secret mounted as a volume reaches it only after the kubelet syncs the volume (30-100 s). secret-watch: it reads the Secret through the API (an informer or a poll), or its own sync loop writes the files it serves from the Secret it watches: no volume delay. in-process: it mints or fetches its certificate itself and switches it in memory (no Secret or file in between). restart: it reads its certificate once, at start; a new one is served only by restarted pods.", "properties": { "mode": { "enum": ["file-watch", "secret-watch", "in-process", "restart"] }, "modes": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["when", "mode"], "properties": { "when": { "$ref": "#/$defs/condition" }, "mode": { "$ref": "#/$defs/reload/properties/mode" } } }, "description": "Settings that change the mode: the first whose condition holds decides (a condition the inputs cannot tell makes the mode unknown); else mode." }, "source": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/citation" }, "description": "Where the source says so: the server's TLS setup first, then what feeds it." }, "note": { "type": "string", "description": "Settings that change the mode (another flag, another certificate source)." } } };
var schema20 = { "enum": ["file-watch", "secret-watch", "in-process", "restart"] };
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.mode === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.source === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "mode" || key0 === "modes" || key0 === "source" || key0 === "note")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data0 = data.mode;
      if (!(data0 === "file-watch" || data0 === "secret-watch" || data0 === "in-process" || data0 === "restart")) {
        const err3 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema19.properties.mode.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.modes !== void 0) {
      let data1 = data.modes;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err4 = { instancePath: instancePath + "/modes", schemaPath: "#/properties/modes/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.when === void 0) {
              const err5 = { instancePath: instancePath + "/modes/" + i0, schemaPath: "#/properties/modes/items/required", keyword: "required", params: { missingProperty: "when" }, message: "must have required property 'when'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data2.mode === void 0) {
              const err6 = { instancePath: instancePath + "/modes/" + i0, schemaPath: "#/properties/modes/items/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "when" || key1 === "mode")) {
                const err7 = { instancePath: instancePath + "/modes/" + i0, schemaPath: "#/properties/modes/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data2.when !== void 0) {
              if (!validate15(data2.when, { instancePath: instancePath + "/modes/" + i0 + "/when", parentData: data2, parentDataProperty: "when", rootData })) {
                vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
                errors = vErrors.length;
              }
            }
            if (data2.mode !== void 0) {
              let data4 = data2.mode;
              if (!(data4 === "file-watch" || data4 === "secret-watch" || data4 === "in-process" || data4 === "restart")) {
                const err8 = { instancePath: instancePath + "/modes/" + i0 + "/mode", schemaPath: "#/$defs/reload/properties/mode/enum", keyword: "enum", params: { allowedValues: schema20.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/modes/" + i0, schemaPath: "#/properties/modes/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/modes", schemaPath: "#/properties/modes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data5 = data.source;
      if (Array.isArray(data5)) {
        if (data5.length < 1) {
          const err11 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data6 = data5[i1];
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.repo === void 0) {
              const err12 = { instancePath: instancePath + "/source/" + i1, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "repo" }, message: "must have required property 'repo'" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (data6.ref === void 0) {
              const err13 = { instancePath: instancePath + "/source/" + i1, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'" };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data6.commit === void 0) {
              const err14 = { instancePath: instancePath + "/source/" + i1, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (data6.file === void 0) {
              const err15 = { instancePath: instancePath + "/source/" + i1, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (data6.function === void 0) {
              const err16 = { instancePath: instancePath + "/source/" + i1, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "function" }, message: "must have required property 'function'" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            for (const key2 in data6) {
              if (!(key2 === "repo" || key2 === "ref" || key2 === "commit" || key2 === "file" || key2 === "function" || key2 === "note")) {
                const err17 = { instancePath: instancePath + "/source/" + i1, schemaPath: "#/$defs/citation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
            if (data6.repo !== void 0) {
              let data7 = data6.repo;
              if (typeof data7 === "string") {
                if (!pattern3.test(data7)) {
                  const err18 = { instancePath: instancePath + "/source/" + i1 + "/repo", schemaPath: "#/$defs/citation/properties/repo/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"' };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              } else {
                const err19 = { instancePath: instancePath + "/source/" + i1 + "/repo", schemaPath: "#/$defs/citation/properties/repo/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data6.ref !== void 0) {
              let data8 = data6.ref;
              if (typeof data8 === "string") {
                if (func3(data8) < 1) {
                  const err20 = { instancePath: instancePath + "/source/" + i1 + "/ref", schemaPath: "#/$defs/citation/properties/ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              } else {
                const err21 = { instancePath: instancePath + "/source/" + i1 + "/ref", schemaPath: "#/$defs/citation/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data6.commit !== void 0) {
              let data9 = data6.commit;
              if (typeof data9 === "string") {
                if (!pattern4.test(data9)) {
                  const err22 = { instancePath: instancePath + "/source/" + i1 + "/commit", schemaPath: "#/$defs/citation/properties/commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              } else {
                const err23 = { instancePath: instancePath + "/source/" + i1 + "/commit", schemaPath: "#/$defs/citation/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data6.file !== void 0) {
              let data10 = data6.file;
              if (typeof data10 === "string") {
                if (func3(data10) < 1) {
                  const err24 = { instancePath: instancePath + "/source/" + i1 + "/file", schemaPath: "#/$defs/citation/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              } else {
                const err25 = { instancePath: instancePath + "/source/" + i1 + "/file", schemaPath: "#/$defs/citation/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data6.function !== void 0) {
              let data11 = data6.function;
              if (typeof data11 === "string") {
                if (func3(data11) < 1) {
                  const err26 = { instancePath: instancePath + "/source/" + i1 + "/function", schemaPath: "#/$defs/citation/properties/function/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              } else {
                const err27 = { instancePath: instancePath + "/source/" + i1 + "/function", schemaPath: "#/$defs/citation/properties/function/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
            if (data6.note !== void 0) {
              if (typeof data6.note !== "string") {
                const err28 = { instancePath: instancePath + "/source/" + i1 + "/note", schemaPath: "#/$defs/citation/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
          } else {
            const err29 = { instancePath: instancePath + "/source/" + i1, schemaPath: "#/$defs/citation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.note !== void 0) {
      if (typeof data.note !== "string") {
        const err31 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
  } else {
    const err32 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err32];
    } else {
      vErrors.push(err32);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
var schema22 = { "type": "object", "additionalProperties": false, "description": "A controller of the WEBHOOK_CERT_WRITER / WEBHOOK_HOST / SECRET_NAME certificate-writer lineage (the library policies/libraries/lineage.yaml holds what the lineage decides; an entry adds its names, defaults and chart values, merged key by key over the library's).", "properties": { "env": { "type": "object", "additionalProperties": false, "properties": { "host": { "type": "string", "description": "The external webhook host (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "The certificate writer selector (WEBHOOK_CERT_WRITER); set by the cert generate patch." }, "secretName": { "type": "string", "description": "The shared Secret's name (SECRET_NAME); set by the cert generate patch." }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "string" }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } }, "description": "Env names the controller reads. host, writer and secretName are required once the library is merged in." }, "defaults": { "type": "object", "additionalProperties": false, "properties": { "secretName": { "type": "string" }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "integer", "minimum": 1, "maximum": 65535 }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } } }, "writer": { "type": "object", "additionalProperties": false, "description": "The writer selection rule: fs when the writer env equals fsValue, or is empty while the host env is set; the Secret writer otherwise.", "properties": { "fsValue": { "type": "string" }, "secretValue": { "type": "string", "description": "The value to recommend for the Secret writer." } } }, "values": { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } }, "externalCertsFeatureGate": { "type": "string", "description": "A --feature-gates name that makes the controller read an externally managed Secret and leave caBundle to cert-manager (OpenKruise: EnableExternalCerts)." }, "externalCerts": { "type": "object", "additionalProperties": false, "description": "The mode selected by externalCertsFeatureGate: the controller reads this Secret layout, written by another owner, and mints nothing.", "properties": { "alsoEnabledBy": { "type": "array", "items": { "type": "string" }, "description": "Other gates that turn it on (AllAlpha)." }, "secret": { "$ref": "#/$defs/layout" }, "writtenBy": { "type": "string", "description": "Who writes that Secret and caBundle (an owner in policies/owners), for messages." } } }, "rewrites": { "type": "object", "additionalProperties": false, "description": "What the controller rewrites in every webhook entry of the configurations it manages (mutatingName/validatingName), before the API server dials it.", "properties": { "hostUrl": { "type": "string", "description": "With the host env set, clientConfig becomes url: this template ({host}, {port}, {path} = the entry's service path) and service is dropped." }, "serviceName": { "type": "boolean", "description": "Without a host, clientConfig.service.name becomes the Service name (env or default) in the controller's namespace." } } }, "owns": { "type": "object", "additionalProperties": false, "description": "Fields of its webhook configurations the controller writes at run time (it owns them: what the manifests hold there is replaced).", "properties": { "caBundle": { "type": "boolean", "description": "It writes its CA into caBundle of every entry." }, "failurePolicy": { "type": "boolean", "description": "It sets failurePolicy of its entries." } } }, "featureGatesArg": { "type": "string", "description": "The command-line flag that carries feature gates, e.g. --feature-gates." } } };
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema22.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.env !== void 0) {
      let data0 = data.env;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        for (const key1 in data0) {
          if (!(key1 === "host" || key1 === "writer" || key1 === "secretName" || key1 === "serviceName" || key1 === "namespace" || key1 === "port" || key1 === "mutatingName" || key1 === "validatingName")) {
            const err1 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data0.host !== void 0) {
          if (typeof data0.host !== "string") {
            const err2 = { instancePath: instancePath + "/env/host", schemaPath: "#/properties/env/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data0.writer !== void 0) {
          if (typeof data0.writer !== "string") {
            const err3 = { instancePath: instancePath + "/env/writer", schemaPath: "#/properties/env/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data0.secretName !== void 0) {
          if (typeof data0.secretName !== "string") {
            const err4 = { instancePath: instancePath + "/env/secretName", schemaPath: "#/properties/env/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data0.serviceName !== void 0) {
          if (typeof data0.serviceName !== "string") {
            const err5 = { instancePath: instancePath + "/env/serviceName", schemaPath: "#/properties/env/properties/serviceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data0.namespace !== void 0) {
          if (typeof data0.namespace !== "string") {
            const err6 = { instancePath: instancePath + "/env/namespace", schemaPath: "#/properties/env/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.port !== void 0) {
          if (typeof data0.port !== "string") {
            const err7 = { instancePath: instancePath + "/env/port", schemaPath: "#/properties/env/properties/port/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data0.mutatingName !== void 0) {
          if (typeof data0.mutatingName !== "string") {
            const err8 = { instancePath: instancePath + "/env/mutatingName", schemaPath: "#/properties/env/properties/mutatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data0.validatingName !== void 0) {
          if (typeof data0.validatingName !== "string") {
            const err9 = { instancePath: instancePath + "/env/validatingName", schemaPath: "#/properties/env/properties/validatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.defaults !== void 0) {
      let data9 = data.defaults;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        for (const key2 in data9) {
          if (!(key2 === "secretName" || key2 === "serviceName" || key2 === "namespace" || key2 === "port" || key2 === "mutatingName" || key2 === "validatingName")) {
            const err11 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data9.secretName !== void 0) {
          if (typeof data9.secretName !== "string") {
            const err12 = { instancePath: instancePath + "/defaults/secretName", schemaPath: "#/properties/defaults/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data9.serviceName !== void 0) {
          if (typeof data9.serviceName !== "string") {
            const err13 = { instancePath: instancePath + "/defaults/serviceName", schemaPath: "#/properties/defaults/properties/serviceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data9.namespace !== void 0) {
          if (typeof data9.namespace !== "string") {
            const err14 = { instancePath: instancePath + "/defaults/namespace", schemaPath: "#/properties/defaults/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data9.port !== void 0) {
          let data13 = data9.port;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err15 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 > 65535 || isNaN(data13)) {
              const err16 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 }, message: "must be <= 65535" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data13 < 1 || isNaN(data13)) {
              const err17 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data9.mutatingName !== void 0) {
          if (typeof data9.mutatingName !== "string") {
            const err18 = { instancePath: instancePath + "/defaults/mutatingName", schemaPath: "#/properties/defaults/properties/mutatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data9.validatingName !== void 0) {
          if (typeof data9.validatingName !== "string") {
            const err19 = { instancePath: instancePath + "/defaults/validatingName", schemaPath: "#/properties/defaults/properties/validatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.writer !== void 0) {
      let data16 = data.writer;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        for (const key3 in data16) {
          if (!(key3 === "fsValue" || key3 === "secretValue")) {
            const err21 = { instancePath: instancePath + "/writer", schemaPath: "#/properties/writer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data16.fsValue !== void 0) {
          if (typeof data16.fsValue !== "string") {
            const err22 = { instancePath: instancePath + "/writer/fsValue", schemaPath: "#/properties/writer/properties/fsValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data16.secretValue !== void 0) {
          if (typeof data16.secretValue !== "string") {
            const err23 = { instancePath: instancePath + "/writer/secretValue", schemaPath: "#/properties/writer/properties/secretValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/writer", schemaPath: "#/properties/writer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.values !== void 0) {
      let data19 = data.values;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        for (const key4 in data19) {
          if (!func2.call(schema22.properties.values.properties, key4)) {
            const err25 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data19.replicas !== void 0) {
          if (typeof data19.replicas !== "string") {
            const err26 = { instancePath: instancePath + "/values/replicas", schemaPath: "#/properties/values/properties/replicas/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data19.image !== void 0) {
          if (typeof data19.image !== "string") {
            const err27 = { instancePath: instancePath + "/values/image", schemaPath: "#/properties/values/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data19.host !== void 0) {
          if (typeof data19.host !== "string") {
            const err28 = { instancePath: instancePath + "/values/host", schemaPath: "#/properties/values/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data19.writer !== void 0) {
          if (typeof data19.writer !== "string") {
            const err29 = { instancePath: instancePath + "/values/writer", schemaPath: "#/properties/values/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data19.secretName !== void 0) {
          if (typeof data19.secretName !== "string") {
            const err30 = { instancePath: instancePath + "/values/secretName", schemaPath: "#/properties/values/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data19.extraEnv !== void 0) {
          let data25 = data19.extraEnv;
          if (Array.isArray(data25)) {
            const len0 = data25.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data25[i0] !== "string") {
                const err31 = { instancePath: instancePath + "/values/extraEnv/" + i0, schemaPath: "#/properties/values/properties/extraEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
          } else {
            const err32 = { instancePath: instancePath + "/values/extraEnv", schemaPath: "#/properties/values/properties/extraEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data19.webhooks !== void 0) {
          let data27 = data19.webhooks;
          if (Array.isArray(data27)) {
            const len1 = data27.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data28 = data27[i1];
              if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                if (data28.configuration === void 0) {
                  const err33 = { instancePath: instancePath + "/values/webhooks/" + i1, schemaPath: "#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (data28.name === void 0) {
                  const err34 = { instancePath: instancePath + "/values/webhooks/" + i1, schemaPath: "#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
                for (const key5 in data28) {
                  if (!(key5 === "configuration" || key5 === "name" || key5 === "policyKey" || key5 === "policy" || key5 === "when" || key5 === "unless")) {
                    const err35 = { instancePath: instancePath + "/values/webhooks/" + i1, schemaPath: "#/properties/values/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                }
                if (data28.configuration !== void 0) {
                  let data29 = data28.configuration;
                  if (!(data29 === "mutating" || data29 === "validating")) {
                    const err36 = { instancePath: instancePath + "/values/webhooks/" + i1 + "/configuration", schemaPath: "#/properties/values/properties/webhooks/items/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema22.properties.values.properties.webhooks.items.properties.configuration.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err36];
                    } else {
                      vErrors.push(err36);
                    }
                    errors++;
                  }
                }
                if (data28.name !== void 0) {
                  if (typeof data28.name !== "string") {
                    const err37 = { instancePath: instancePath + "/values/webhooks/" + i1 + "/name", schemaPath: "#/properties/values/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err37];
                    } else {
                      vErrors.push(err37);
                    }
                    errors++;
                  }
                }
                if (data28.policyKey !== void 0) {
                  if (typeof data28.policyKey !== "string") {
                    const err38 = { instancePath: instancePath + "/values/webhooks/" + i1 + "/policyKey", schemaPath: "#/properties/values/properties/webhooks/items/properties/policyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                }
                if (data28.policy !== void 0) {
                  let data32 = data28.policy;
                  if (!(data32 === "Fail" || data32 === "Ignore")) {
                    const err39 = { instancePath: instancePath + "/values/webhooks/" + i1 + "/policy", schemaPath: "#/properties/values/properties/webhooks/items/properties/policy/enum", keyword: "enum", params: { allowedValues: schema22.properties.values.properties.webhooks.items.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err39];
                    } else {
                      vErrors.push(err39);
                    }
                    errors++;
                  }
                }
                if (data28.when !== void 0) {
                  if (typeof data28.when !== "string") {
                    const err40 = { instancePath: instancePath + "/values/webhooks/" + i1 + "/when", schemaPath: "#/properties/values/properties/webhooks/items/properties/when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                }
                if (data28.unless !== void 0) {
                  if (typeof data28.unless !== "string") {
                    const err41 = { instancePath: instancePath + "/values/webhooks/" + i1 + "/unless", schemaPath: "#/properties/values/properties/webhooks/items/properties/unless/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
              } else {
                const err42 = { instancePath: instancePath + "/values/webhooks/" + i1, schemaPath: "#/properties/values/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          } else {
            const err43 = { instancePath: instancePath + "/values/webhooks", schemaPath: "#/properties/values/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data19.failurePolicy !== void 0) {
          let data35 = data19.failurePolicy;
          if (Array.isArray(data35)) {
            const len2 = data35.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data36 = data35[i2];
              const _errs78 = errors;
              let valid12 = false;
              const _errs79 = errors;
              if (typeof data36 !== "string") {
                const err44 = { instancePath: instancePath + "/values/failurePolicy/" + i2, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
              var _valid0 = _errs79 === errors;
              valid12 = valid12 || _valid0;
              if (!valid12) {
                const _errs81 = errors;
                if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
                  if (data36.key === void 0) {
                    const err45 = { instancePath: instancePath + "/values/failurePolicy/" + i2, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                  for (const key6 in data36) {
                    if (!(key6 === "key" || key6 === "configurations")) {
                      const err46 = { instancePath: instancePath + "/values/failurePolicy/" + i2, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                    }
                  }
                  if (data36.key !== void 0) {
                    if (typeof data36.key !== "string") {
                      const err47 = { instancePath: instancePath + "/values/failurePolicy/" + i2 + "/key", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err47];
                      } else {
                        vErrors.push(err47);
                      }
                      errors++;
                    }
                  }
                  if (data36.configurations !== void 0) {
                    let data38 = data36.configurations;
                    if (Array.isArray(data38)) {
                      if (data38.length < 1) {
                        const err48 = { instancePath: instancePath + "/values/failurePolicy/" + i2 + "/configurations", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                        if (vErrors === null) {
                          vErrors = [err48];
                        } else {
                          vErrors.push(err48);
                        }
                        errors++;
                      }
                      const len3 = data38.length;
                      for (let i3 = 0; i3 < len3; i3++) {
                        let data39 = data38[i3];
                        if (!(data39 === "mutating" || data39 === "validating")) {
                          const err49 = { instancePath: instancePath + "/values/failurePolicy/" + i2 + "/configurations/" + i3, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/items/enum", keyword: "enum", params: { allowedValues: schema22.properties.values.properties.failurePolicy.items.anyOf[1].properties.configurations.items.enum }, message: "must be equal to one of the allowed values" };
                          if (vErrors === null) {
                            vErrors = [err49];
                          } else {
                            vErrors.push(err49);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err50 = { instancePath: instancePath + "/values/failurePolicy/" + i2 + "/configurations", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                      if (vErrors === null) {
                        vErrors = [err50];
                      } else {
                        vErrors.push(err50);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err51 = { instancePath: instancePath + "/values/failurePolicy/" + i2, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                }
                var _valid0 = _errs81 === errors;
                valid12 = valid12 || _valid0;
              }
              if (!valid12) {
                const err52 = { instancePath: instancePath + "/values/failurePolicy/" + i2, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              } else {
                errors = _errs78;
                if (vErrors !== null) {
                  if (_errs78) {
                    vErrors.length = _errs78;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
          } else {
            const err53 = { instancePath: instancePath + "/values/failurePolicy", schemaPath: "#/properties/values/properties/failurePolicy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data19.hostNetwork !== void 0) {
          if (typeof data19.hostNetwork !== "string") {
            const err54 = { instancePath: instancePath + "/values/hostNetwork", schemaPath: "#/properties/values/properties/hostNetwork/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        if (data19.namespace !== void 0) {
          if (typeof data19.namespace !== "string") {
            const err55 = { instancePath: instancePath + "/values/namespace", schemaPath: "#/properties/values/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data19.featureGates !== void 0) {
          if (typeof data19.featureGates !== "string") {
            const err56 = { instancePath: instancePath + "/values/featureGates", schemaPath: "#/properties/values/properties/featureGates/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data19.webhookAnnotations !== void 0) {
          if (typeof data19.webhookAnnotations !== "string") {
            const err57 = { instancePath: instancePath + "/values/webhookAnnotations", schemaPath: "#/properties/values/properties/webhookAnnotations/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data19.rendered !== void 0) {
          let data44 = data19.rendered;
          if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
            for (const key7 in data44) {
              if (!(key7 === "workloadName" || key7 === "maxUnavailable" || key7 === "maxSurge" || key7 === "secret" || key7 === "secretUnless")) {
                const err58 = { instancePath: instancePath + "/values/rendered", schemaPath: "#/properties/values/properties/rendered/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data44.workloadName !== void 0) {
              if (typeof data44.workloadName !== "string") {
                const err59 = { instancePath: instancePath + "/values/rendered/workloadName", schemaPath: "#/properties/values/properties/rendered/properties/workloadName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            }
            if (data44.maxUnavailable !== void 0) {
              let data46 = data44.maxUnavailable;
              if (!(typeof data46 == "number" && (!(data46 % 1) && !isNaN(data46)) && isFinite(data46)) && typeof data46 !== "string") {
                const err60 = { instancePath: instancePath + "/values/rendered/maxUnavailable", schemaPath: "#/properties/values/properties/rendered/properties/maxUnavailable/type", keyword: "type", params: { type: schema22.properties.values.properties.rendered.properties.maxUnavailable.type }, message: "must be integer,string" };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data44.maxSurge !== void 0) {
              let data47 = data44.maxSurge;
              if (!(typeof data47 == "number" && (!(data47 % 1) && !isNaN(data47)) && isFinite(data47)) && typeof data47 !== "string") {
                const err61 = { instancePath: instancePath + "/values/rendered/maxSurge", schemaPath: "#/properties/values/properties/rendered/properties/maxSurge/type", keyword: "type", params: { type: schema22.properties.values.properties.rendered.properties.maxSurge.type }, message: "must be integer,string" };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
            if (data44.secret !== void 0) {
              if (typeof data44.secret !== "boolean") {
                const err62 = { instancePath: instancePath + "/values/rendered/secret", schemaPath: "#/properties/values/properties/rendered/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            }
            if (data44.secretUnless !== void 0) {
              let data49 = data44.secretUnless;
              if (Array.isArray(data49)) {
                const len4 = data49.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  if (typeof data49[i4] !== "string") {
                    const err63 = { instancePath: instancePath + "/values/rendered/secretUnless/" + i4, schemaPath: "#/properties/values/properties/rendered/properties/secretUnless/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
              } else {
                const err64 = { instancePath: instancePath + "/values/rendered/secretUnless", schemaPath: "#/properties/values/properties/rendered/properties/secretUnless/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
          } else {
            const err65 = { instancePath: instancePath + "/values/rendered", schemaPath: "#/properties/values/properties/rendered/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
      } else {
        const err66 = { instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
    if (data.externalCertsFeatureGate !== void 0) {
      if (typeof data.externalCertsFeatureGate !== "string") {
        const err67 = { instancePath: instancePath + "/externalCertsFeatureGate", schemaPath: "#/properties/externalCertsFeatureGate/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.externalCerts !== void 0) {
      let data52 = data.externalCerts;
      if (data52 && typeof data52 == "object" && !Array.isArray(data52)) {
        for (const key8 in data52) {
          if (!(key8 === "alsoEnabledBy" || key8 === "secret" || key8 === "writtenBy")) {
            const err68 = { instancePath: instancePath + "/externalCerts", schemaPath: "#/properties/externalCerts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data52.alsoEnabledBy !== void 0) {
          let data53 = data52.alsoEnabledBy;
          if (Array.isArray(data53)) {
            const len5 = data53.length;
            for (let i5 = 0; i5 < len5; i5++) {
              if (typeof data53[i5] !== "string") {
                const err69 = { instancePath: instancePath + "/externalCerts/alsoEnabledBy/" + i5, schemaPath: "#/properties/externalCerts/properties/alsoEnabledBy/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
          } else {
            const err70 = { instancePath: instancePath + "/externalCerts/alsoEnabledBy", schemaPath: "#/properties/externalCerts/properties/alsoEnabledBy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data52.secret !== void 0) {
          let data55 = data52.secret;
          if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
            for (const key9 in data55) {
              if (!(key9 === "type" || key9 === "readKeys" || key9 === "caKey" || key9 === "caPrivateKey" || key9 === "certKey" || key9 === "keyKey" || key9 === "renewKeys" || key9 === "renewBeforeDays")) {
                const err71 = { instancePath: instancePath + "/externalCerts/secret", schemaPath: "#/$defs/layout/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
            if (data55.type !== void 0) {
              if (typeof data55.type !== "string") {
                const err72 = { instancePath: instancePath + "/externalCerts/secret/type", schemaPath: "#/$defs/layout/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
            if (data55.readKeys !== void 0) {
              let data57 = data55.readKeys;
              if (Array.isArray(data57)) {
                const len6 = data57.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  if (typeof data57[i6] !== "string") {
                    const err73 = { instancePath: instancePath + "/externalCerts/secret/readKeys/" + i6, schemaPath: "#/$defs/layout/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err73];
                    } else {
                      vErrors.push(err73);
                    }
                    errors++;
                  }
                }
              } else {
                const err74 = { instancePath: instancePath + "/externalCerts/secret/readKeys", schemaPath: "#/$defs/layout/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data55.caKey !== void 0) {
              if (typeof data55.caKey !== "string") {
                const err75 = { instancePath: instancePath + "/externalCerts/secret/caKey", schemaPath: "#/$defs/layout/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
            if (data55.caPrivateKey !== void 0) {
              if (typeof data55.caPrivateKey !== "string") {
                const err76 = { instancePath: instancePath + "/externalCerts/secret/caPrivateKey", schemaPath: "#/$defs/layout/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data55.certKey !== void 0) {
              if (typeof data55.certKey !== "string") {
                const err77 = { instancePath: instancePath + "/externalCerts/secret/certKey", schemaPath: "#/$defs/layout/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
            if (data55.keyKey !== void 0) {
              if (typeof data55.keyKey !== "string") {
                const err78 = { instancePath: instancePath + "/externalCerts/secret/keyKey", schemaPath: "#/$defs/layout/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            }
            if (data55.renewKeys !== void 0) {
              let data63 = data55.renewKeys;
              if (Array.isArray(data63)) {
                const len7 = data63.length;
                for (let i7 = 0; i7 < len7; i7++) {
                  if (typeof data63[i7] !== "string") {
                    const err79 = { instancePath: instancePath + "/externalCerts/secret/renewKeys/" + i7, schemaPath: "#/$defs/layout/properties/renewKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
              } else {
                const err80 = { instancePath: instancePath + "/externalCerts/secret/renewKeys", schemaPath: "#/$defs/layout/properties/renewKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
            if (data55.renewBeforeDays !== void 0) {
              let data65 = data55.renewBeforeDays;
              if (!(typeof data65 == "number" && (!(data65 % 1) && !isNaN(data65)) && isFinite(data65))) {
                const err81 = { instancePath: instancePath + "/externalCerts/secret/renewBeforeDays", schemaPath: "#/$defs/layout/properties/renewBeforeDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
              if (typeof data65 == "number" && isFinite(data65)) {
                if (data65 < 0 || isNaN(data65)) {
                  const err82 = { instancePath: instancePath + "/externalCerts/secret/renewBeforeDays", schemaPath: "#/$defs/layout/properties/renewBeforeDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err82];
                  } else {
                    vErrors.push(err82);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err83 = { instancePath: instancePath + "/externalCerts/secret", schemaPath: "#/$defs/layout/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data52.writtenBy !== void 0) {
          if (typeof data52.writtenBy !== "string") {
            const err84 = { instancePath: instancePath + "/externalCerts/writtenBy", schemaPath: "#/properties/externalCerts/properties/writtenBy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
        }
      } else {
        const err85 = { instancePath: instancePath + "/externalCerts", schemaPath: "#/properties/externalCerts/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err85];
        } else {
          vErrors.push(err85);
        }
        errors++;
      }
    }
    if (data.rewrites !== void 0) {
      let data67 = data.rewrites;
      if (data67 && typeof data67 == "object" && !Array.isArray(data67)) {
        for (const key10 in data67) {
          if (!(key10 === "hostUrl" || key10 === "serviceName")) {
            const err86 = { instancePath: instancePath + "/rewrites", schemaPath: "#/properties/rewrites/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
        }
        if (data67.hostUrl !== void 0) {
          if (typeof data67.hostUrl !== "string") {
            const err87 = { instancePath: instancePath + "/rewrites/hostUrl", schemaPath: "#/properties/rewrites/properties/hostUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
        }
        if (data67.serviceName !== void 0) {
          if (typeof data67.serviceName !== "boolean") {
            const err88 = { instancePath: instancePath + "/rewrites/serviceName", schemaPath: "#/properties/rewrites/properties/serviceName/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
        }
      } else {
        const err89 = { instancePath: instancePath + "/rewrites", schemaPath: "#/properties/rewrites/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err89];
        } else {
          vErrors.push(err89);
        }
        errors++;
      }
    }
    if (data.owns !== void 0) {
      let data70 = data.owns;
      if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
        for (const key11 in data70) {
          if (!(key11 === "caBundle" || key11 === "failurePolicy")) {
            const err90 = { instancePath: instancePath + "/owns", schemaPath: "#/properties/owns/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
        }
        if (data70.caBundle !== void 0) {
          if (typeof data70.caBundle !== "boolean") {
            const err91 = { instancePath: instancePath + "/owns/caBundle", schemaPath: "#/properties/owns/properties/caBundle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err91];
            } else {
              vErrors.push(err91);
            }
            errors++;
          }
        }
        if (data70.failurePolicy !== void 0) {
          if (typeof data70.failurePolicy !== "boolean") {
            const err92 = { instancePath: instancePath + "/owns/failurePolicy", schemaPath: "#/properties/owns/properties/failurePolicy/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
      } else {
        const err93 = { instancePath: instancePath + "/owns", schemaPath: "#/properties/owns/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err93];
        } else {
          vErrors.push(err93);
        }
        errors++;
      }
    }
    if (data.featureGatesArg !== void 0) {
      if (typeof data.featureGatesArg !== "string") {
        const err94 = { instancePath: instancePath + "/featureGatesArg", schemaPath: "#/properties/featureGatesArg/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err94];
        } else {
          vErrors.push(err94);
        }
        errors++;
      }
    }
  } else {
    const err95 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err95];
    } else {
      vErrors.push(err95);
    }
    errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.job === void 0) {
      const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "job" }, message: "must have required property 'job'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs3 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.annotations === void 0) {
        const err1 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "annotations" }, message: "must have required property 'annotations'" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
      const _errs4 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.mountedSecret === void 0) {
          const err2 = { instancePath, schemaPath: "#/anyOf/2/required", keyword: "required", params: { missingProperty: "mountedSecret" }, message: "must have required property 'mountedSecret'" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      var _valid0 = _errs4 === errors;
      valid0 = valid0 || _valid0;
      if (!valid0) {
        const _errs5 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.controller === void 0) {
            const err3 = { instancePath, schemaPath: "#/anyOf/3/required", keyword: "required", params: { missingProperty: "controller" }, message: "must have required property 'controller'" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        var _valid0 = _errs5 === errors;
        valid0 = valid0 || _valid0;
        if (!valid0) {
          const _errs6 = errors;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.lineage === void 0) {
              const err4 = { instancePath, schemaPath: "#/anyOf/4/required", keyword: "required", params: { missingProperty: "lineage" }, message: "must have required property 'lineage'" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          }
          var _valid0 = _errs6 === errors;
          valid0 = valid0 || _valid0;
          if (!valid0) {
            const _errs7 = errors;
            if (data && typeof data == "object" && !Array.isArray(data)) {
              if (data.gitops === void 0) {
                const err5 = { instancePath, schemaPath: "#/anyOf/5/required", keyword: "required", params: { missingProperty: "gitops" }, message: "must have required property 'gitops'" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            var _valid0 = _errs7 === errors;
            valid0 = valid0 || _valid0;
            if (!valid0) {
              const _errs8 = errors;
              if (data && typeof data == "object" && !Array.isArray(data)) {
                if (data.renderer === void 0) {
                  const err6 = { instancePath, schemaPath: "#/anyOf/6/required", keyword: "required", params: { missingProperty: "renderer" }, message: "must have required property 'renderer'" };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                }
              }
              var _valid0 = _errs8 === errors;
              valid0 = valid0 || _valid0;
              if (!valid0) {
                const _errs9 = errors;
                if (data && typeof data == "object" && !Array.isArray(data)) {
                  if (data.embeds === void 0) {
                    const err7 = { instancePath, schemaPath: "#/anyOf/7/required", keyword: "required", params: { missingProperty: "embeds" }, message: "must have required property 'embeds'" };
                    if (vErrors === null) {
                      vErrors = [err7];
                    } else {
                      vErrors.push(err7);
                    }
                    errors++;
                  }
                }
                var _valid0 = _errs9 === errors;
                valid0 = valid0 || _valid0;
              }
            }
          }
        }
      }
    }
  }
  if (!valid0) {
    const err8 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
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
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema12.properties, key0)) {
        const err13 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.controller !== void 0) {
      if (data.match === void 0) {
        const err14 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
          property: "controller",
          missingProperty: "match",
          depsCount: 1,
          deps: "match"
        }, message: "must have property match when property controller is present" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.job !== void 0) {
      if (data.match === void 0) {
        const err15 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
          property: "job",
          missingProperty: "match",
          depsCount: 1,
          deps: "match"
        }, message: "must have property match when property job is present" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.lineage !== void 0) {
      if (data.match === void 0) {
        const err16 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
          property: "lineage",
          missingProperty: "match",
          depsCount: 1,
          deps: "match"
        }, message: "must have property match when property lineage is present" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("webhook-cert-gate.io/v1" !== data.apiVersion) {
        const err17 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "webhook-cert-gate.io/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("CertificateOwner" !== data.kind) {
        const err18 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "CertificateOwner" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data2 = data.name;
      if (typeof data2 === "string") {
        if (!pattern1.test(data2)) {
          const err19 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      } else {
        const err20 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data3 = data.description;
      if (typeof data3 === "string") {
        if (func3(data3) < 1) {
          const err21 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else {
        const err22 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.match !== void 0) {
      let data4 = data.match;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (Object.keys(data4).length < 1) {
          const err23 = { instancePath: instancePath + "/match", schemaPath: "#/$defs/match/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        for (const key1 in data4) {
          if (!(key1 === "images" || key1 === "workloadNames" || key1 === "charts" || key1 === "envAny")) {
            const err24 = { instancePath: instancePath + "/match", schemaPath: "#/$defs/match/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data4.images !== void 0) {
          let data5 = data4.images;
          if (Array.isArray(data5)) {
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data6 = data5[i0];
              if (typeof data6 === "string") {
                if (func3(data6) < 1) {
                  const err25 = { instancePath: instancePath + "/match/images/" + i0, schemaPath: "#/$defs/match/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              } else {
                const err26 = { instancePath: instancePath + "/match/images/" + i0, schemaPath: "#/$defs/match/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
          } else {
            const err27 = { instancePath: instancePath + "/match/images", schemaPath: "#/$defs/match/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data4.workloadNames !== void 0) {
          let data7 = data4.workloadNames;
          if (Array.isArray(data7)) {
            const len1 = data7.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data8 = data7[i1];
              if (typeof data8 === "string") {
                if (func3(data8) < 1) {
                  const err28 = { instancePath: instancePath + "/match/workloadNames/" + i1, schemaPath: "#/$defs/match/properties/workloadNames/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              } else {
                const err29 = { instancePath: instancePath + "/match/workloadNames/" + i1, schemaPath: "#/$defs/match/properties/workloadNames/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
          } else {
            const err30 = { instancePath: instancePath + "/match/workloadNames", schemaPath: "#/$defs/match/properties/workloadNames/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data4.charts !== void 0) {
          let data9 = data4.charts;
          if (Array.isArray(data9)) {
            const len2 = data9.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data10 = data9[i2];
              if (typeof data10 === "string") {
                if (func3(data10) < 1) {
                  const err31 = { instancePath: instancePath + "/match/charts/" + i2, schemaPath: "#/$defs/match/properties/charts/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              } else {
                const err32 = { instancePath: instancePath + "/match/charts/" + i2, schemaPath: "#/$defs/match/properties/charts/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
          } else {
            const err33 = { instancePath: instancePath + "/match/charts", schemaPath: "#/$defs/match/properties/charts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data4.envAny !== void 0) {
          let data11 = data4.envAny;
          if (Array.isArray(data11)) {
            const len3 = data11.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data12 = data11[i3];
              if (typeof data12 === "string") {
                if (func3(data12) < 1) {
                  const err34 = { instancePath: instancePath + "/match/envAny/" + i3, schemaPath: "#/$defs/match/properties/envAny/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              } else {
                const err35 = { instancePath: instancePath + "/match/envAny/" + i3, schemaPath: "#/$defs/match/properties/envAny/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          } else {
            const err36 = { instancePath: instancePath + "/match/envAny", schemaPath: "#/$defs/match/properties/envAny/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/match", schemaPath: "#/$defs/match/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.secret !== void 0) {
      let data13 = data.secret;
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        for (const key2 in data13) {
          if (!(key2 === "type" || key2 === "readKeys" || key2 === "caKey" || key2 === "caPrivateKey" || key2 === "certKey" || key2 === "keyKey" || key2 === "renewKeys" || key2 === "renewBeforeDays")) {
            const err38 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data13.type !== void 0) {
          if (typeof data13.type !== "string") {
            const err39 = { instancePath: instancePath + "/secret/type", schemaPath: "#/$defs/layout/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data13.readKeys !== void 0) {
          let data15 = data13.readKeys;
          if (Array.isArray(data15)) {
            const len4 = data15.length;
            for (let i4 = 0; i4 < len4; i4++) {
              if (typeof data15[i4] !== "string") {
                const err40 = { instancePath: instancePath + "/secret/readKeys/" + i4, schemaPath: "#/$defs/layout/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = { instancePath: instancePath + "/secret/readKeys", schemaPath: "#/$defs/layout/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data13.caKey !== void 0) {
          if (typeof data13.caKey !== "string") {
            const err42 = { instancePath: instancePath + "/secret/caKey", schemaPath: "#/$defs/layout/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
        if (data13.caPrivateKey !== void 0) {
          if (typeof data13.caPrivateKey !== "string") {
            const err43 = { instancePath: instancePath + "/secret/caPrivateKey", schemaPath: "#/$defs/layout/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data13.certKey !== void 0) {
          if (typeof data13.certKey !== "string") {
            const err44 = { instancePath: instancePath + "/secret/certKey", schemaPath: "#/$defs/layout/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data13.keyKey !== void 0) {
          if (typeof data13.keyKey !== "string") {
            const err45 = { instancePath: instancePath + "/secret/keyKey", schemaPath: "#/$defs/layout/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data13.renewKeys !== void 0) {
          let data21 = data13.renewKeys;
          if (Array.isArray(data21)) {
            const len5 = data21.length;
            for (let i5 = 0; i5 < len5; i5++) {
              if (typeof data21[i5] !== "string") {
                const err46 = { instancePath: instancePath + "/secret/renewKeys/" + i5, schemaPath: "#/$defs/layout/properties/renewKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
          } else {
            const err47 = { instancePath: instancePath + "/secret/renewKeys", schemaPath: "#/$defs/layout/properties/renewKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data13.renewBeforeDays !== void 0) {
          let data23 = data13.renewBeforeDays;
          if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
            const err48 = { instancePath: instancePath + "/secret/renewBeforeDays", schemaPath: "#/$defs/layout/properties/renewBeforeDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          if (typeof data23 == "number" && isFinite(data23)) {
            if (data23 < 0 || isNaN(data23)) {
              const err49 = { instancePath: instancePath + "/secret/renewBeforeDays", schemaPath: "#/$defs/layout/properties/renewBeforeDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
        }
      } else {
        const err50 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data.job !== void 0) {
      let data24 = data.job;
      if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
        if (data24.command === void 0) {
          const err51 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
        if (data24.flags === void 0) {
          const err52 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "flags" }, message: "must have required property 'flags'" };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        for (const key3 in data24) {
          if (!(key3 === "command" || key3 === "flags" || key3 === "creates" || key3 === "failurePolicyWrites")) {
            const err53 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data24.command !== void 0) {
          let data25 = data24.command;
          if (typeof data25 === "string") {
            if (func3(data25) < 1) {
              const err54 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          } else {
            const err55 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data24.flags !== void 0) {
          let data26 = data24.flags;
          if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
            if (data26.webhookName === void 0) {
              const err56 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/required", keyword: "required", params: { missingProperty: "webhookName" }, message: "must have required property 'webhookName'" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
            for (const key4 in data26) {
              if (!(key4 === "webhookName" || key4 === "patchMutating" || key4 === "patchValidating" || key4 === "failurePolicy" || key4 === "secretName" || key4 === "namespace" || key4 === "apiServiceName")) {
                const err57 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err57];
                } else {
                  vErrors.push(err57);
                }
                errors++;
              }
            }
            if (data26.webhookName !== void 0) {
              if (typeof data26.webhookName !== "string") {
                const err58 = { instancePath: instancePath + "/job/flags/webhookName", schemaPath: "#/properties/job/properties/flags/properties/webhookName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data26.patchMutating !== void 0) {
              if (typeof data26.patchMutating !== "string") {
                const err59 = { instancePath: instancePath + "/job/flags/patchMutating", schemaPath: "#/properties/job/properties/flags/properties/patchMutating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            }
            if (data26.patchValidating !== void 0) {
              if (typeof data26.patchValidating !== "string") {
                const err60 = { instancePath: instancePath + "/job/flags/patchValidating", schemaPath: "#/properties/job/properties/flags/properties/patchValidating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data26.failurePolicy !== void 0) {
              if (typeof data26.failurePolicy !== "string") {
                const err61 = { instancePath: instancePath + "/job/flags/failurePolicy", schemaPath: "#/properties/job/properties/flags/properties/failurePolicy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
            if (data26.secretName !== void 0) {
              if (typeof data26.secretName !== "string") {
                const err62 = { instancePath: instancePath + "/job/flags/secretName", schemaPath: "#/properties/job/properties/flags/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            }
            if (data26.namespace !== void 0) {
              if (typeof data26.namespace !== "string") {
                const err63 = { instancePath: instancePath + "/job/flags/namespace", schemaPath: "#/properties/job/properties/flags/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err63];
                } else {
                  vErrors.push(err63);
                }
                errors++;
              }
            }
            if (data26.apiServiceName !== void 0) {
              if (typeof data26.apiServiceName !== "string") {
                const err64 = { instancePath: instancePath + "/job/flags/apiServiceName", schemaPath: "#/properties/job/properties/flags/properties/apiServiceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
          } else {
            const err65 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
        if (data24.creates !== void 0) {
          let data34 = data24.creates;
          if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
            if (data34.command === void 0) {
              const err66 = { instancePath: instancePath + "/job/creates", schemaPath: "#/properties/job/properties/creates/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
            if (data34.existing === void 0) {
              const err67 = { instancePath: instancePath + "/job/creates", schemaPath: "#/properties/job/properties/creates/required", keyword: "required", params: { missingProperty: "existing" }, message: "must have required property 'existing'" };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
            for (const key5 in data34) {
              if (!(key5 === "command" || key5 === "existing")) {
                const err68 = { instancePath: instancePath + "/job/creates", schemaPath: "#/properties/job/properties/creates/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data34.command !== void 0) {
              let data35 = data34.command;
              if (typeof data35 === "string") {
                if (func3(data35) < 1) {
                  const err69 = { instancePath: instancePath + "/job/creates/command", schemaPath: "#/properties/job/properties/creates/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err69];
                  } else {
                    vErrors.push(err69);
                  }
                  errors++;
                }
              } else {
                const err70 = { instancePath: instancePath + "/job/creates/command", schemaPath: "#/properties/job/properties/creates/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err70];
                } else {
                  vErrors.push(err70);
                }
                errors++;
              }
            }
            if (data34.existing !== void 0) {
              let data36 = data34.existing;
              if (!(data36 === "keep" || data36 === "replace")) {
                const err71 = { instancePath: instancePath + "/job/creates/existing", schemaPath: "#/properties/job/properties/creates/properties/existing/enum", keyword: "enum", params: { allowedValues: schema12.properties.job.properties.creates.properties.existing.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
          } else {
            const err72 = { instancePath: instancePath + "/job/creates", schemaPath: "#/properties/job/properties/creates/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data24.failurePolicyWrites !== void 0) {
          let data37 = data24.failurePolicyWrites;
          if (Array.isArray(data37)) {
            if (data37.length < 1) {
              const err73 = { instancePath: instancePath + "/job/failurePolicyWrites", schemaPath: "#/properties/job/properties/failurePolicyWrites/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
            const len6 = data37.length;
            for (let i6 = 0; i6 < len6; i6++) {
              let data38 = data37[i6];
              if (!(data38 === "Fail" || data38 === "Ignore")) {
                const err74 = { instancePath: instancePath + "/job/failurePolicyWrites/" + i6, schemaPath: "#/properties/job/properties/failurePolicyWrites/items/enum", keyword: "enum", params: { allowedValues: schema12.properties.job.properties.failurePolicyWrites.items.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
          } else {
            const err75 = { instancePath: instancePath + "/job/failurePolicyWrites", schemaPath: "#/properties/job/properties/failurePolicyWrites/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
        }
      } else {
        const err76 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err76];
        } else {
          vErrors.push(err76);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data39 = data.annotations;
      if (Array.isArray(data39)) {
        if (data39.length < 1) {
          const err77 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err77];
          } else {
            vErrors.push(err77);
          }
          errors++;
        }
        const len7 = data39.length;
        for (let i7 = 0; i7 < len7; i7++) {
          let data40 = data39[i7];
          if (data40 && typeof data40 == "object" && !Array.isArray(data40)) {
            if (data40.key === void 0) {
              const err78 = { instancePath: instancePath + "/annotations/" + i7, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
            if (data40.refers === void 0) {
              const err79 = { instancePath: instancePath + "/annotations/" + i7, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "refers" }, message: "must have required property 'refers'" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
            for (const key6 in data40) {
              if (!(key6 === "key" || key6 === "refers" || key6 === "kinds")) {
                const err80 = { instancePath: instancePath + "/annotations/" + i7, schemaPath: "#/properties/annotations/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
            if (data40.key !== void 0) {
              let data41 = data40.key;
              if (typeof data41 === "string") {
                if (func3(data41) < 1) {
                  const err81 = { instancePath: instancePath + "/annotations/" + i7 + "/key", schemaPath: "#/properties/annotations/items/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err81];
                  } else {
                    vErrors.push(err81);
                  }
                  errors++;
                }
              } else {
                const err82 = { instancePath: instancePath + "/annotations/" + i7 + "/key", schemaPath: "#/properties/annotations/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
            if (data40.refers !== void 0) {
              let data42 = data40.refers;
              if (!(data42 === "certificate" || data42 === "secret" || data42 === "enabled")) {
                const err83 = { instancePath: instancePath + "/annotations/" + i7 + "/refers", schemaPath: "#/properties/annotations/items/properties/refers/enum", keyword: "enum", params: { allowedValues: schema12.properties.annotations.items.properties.refers.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err83];
                } else {
                  vErrors.push(err83);
                }
                errors++;
              }
            }
            if (data40.kinds !== void 0) {
              let data43 = data40.kinds;
              if (Array.isArray(data43)) {
                if (data43.length < 1) {
                  const err84 = { instancePath: instancePath + "/annotations/" + i7 + "/kinds", schemaPath: "#/properties/annotations/items/properties/kinds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err84];
                  } else {
                    vErrors.push(err84);
                  }
                  errors++;
                }
                const len8 = data43.length;
                for (let i8 = 0; i8 < len8; i8++) {
                  let data44 = data43[i8];
                  if (!(data44 === "MutatingWebhookConfiguration" || data44 === "ValidatingWebhookConfiguration" || data44 === "CustomResourceDefinition" || data44 === "APIService")) {
                    const err85 = { instancePath: instancePath + "/annotations/" + i7 + "/kinds/" + i8, schemaPath: "#/properties/annotations/items/properties/kinds/items/enum", keyword: "enum", params: { allowedValues: schema12.properties.annotations.items.properties.kinds.items.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err85];
                    } else {
                      vErrors.push(err85);
                    }
                    errors++;
                  }
                }
              } else {
                const err86 = { instancePath: instancePath + "/annotations/" + i7 + "/kinds", schemaPath: "#/properties/annotations/items/properties/kinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
          } else {
            const err87 = { instancePath: instancePath + "/annotations/" + i7, schemaPath: "#/properties/annotations/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
        }
      } else {
        const err88 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err88];
        } else {
          vErrors.push(err88);
        }
        errors++;
      }
    }
    if (data.certificate !== void 0) {
      let data45 = data.certificate;
      if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
        if (data45.kind === void 0) {
          const err89 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err89];
          } else {
            vErrors.push(err89);
          }
          errors++;
        }
        if (data45.secretNameField === void 0) {
          const err90 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "secretNameField" }, message: "must have required property 'secretNameField'" };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
        for (const key7 in data45) {
          if (!(key7 === "kind" || key7 === "apiGroup" || key7 === "secretNameField")) {
            const err91 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err91];
            } else {
              vErrors.push(err91);
            }
            errors++;
          }
        }
        if (data45.kind !== void 0) {
          if (typeof data45.kind !== "string") {
            const err92 = { instancePath: instancePath + "/certificate/kind", schemaPath: "#/properties/certificate/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
        if (data45.apiGroup !== void 0) {
          if (typeof data45.apiGroup !== "string") {
            const err93 = { instancePath: instancePath + "/certificate/apiGroup", schemaPath: "#/properties/certificate/properties/apiGroup/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data45.secretNameField !== void 0) {
          if (typeof data45.secretNameField !== "string") {
            const err94 = { instancePath: instancePath + "/certificate/secretNameField", schemaPath: "#/properties/certificate/properties/secretNameField/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
        }
      } else {
        const err95 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err95];
        } else {
          vErrors.push(err95);
        }
        errors++;
      }
    }
    if (data.expiryMetric !== void 0) {
      let data49 = data.expiryMetric;
      if (typeof data49 === "string") {
        if (!pattern2.test(data49)) {
          const err96 = { instancePath: instancePath + "/expiryMetric", schemaPath: "#/properties/expiryMetric/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z_:][a-zA-Z0-9_:]*$" }, message: 'must match pattern "^[a-zA-Z_:][a-zA-Z0-9_:]*$"' };
          if (vErrors === null) {
            vErrors = [err96];
          } else {
            vErrors.push(err96);
          }
          errors++;
        }
      } else {
        const err97 = { instancePath: instancePath + "/expiryMetric", schemaPath: "#/properties/expiryMetric/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err97];
        } else {
          vErrors.push(err97);
        }
        errors++;
      }
    }
    if (data.mountedSecret !== void 0) {
      let data50 = data.mountedSecret;
      if (data50 && typeof data50 == "object" && !Array.isArray(data50)) {
        if (data50.types === void 0) {
          const err98 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/required", keyword: "required", params: { missingProperty: "types" }, message: "must have required property 'types'" };
          if (vErrors === null) {
            vErrors = [err98];
          } else {
            vErrors.push(err98);
          }
          errors++;
        }
        for (const key8 in data50) {
          if (!(key8 === "types")) {
            const err99 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
        if (data50.types !== void 0) {
          let data51 = data50.types;
          if (Array.isArray(data51)) {
            if (data51.length < 1) {
              const err100 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err100];
              } else {
                vErrors.push(err100);
              }
              errors++;
            }
            const len9 = data51.length;
            for (let i9 = 0; i9 < len9; i9++) {
              if (typeof data51[i9] !== "string") {
                const err101 = { instancePath: instancePath + "/mountedSecret/types/" + i9, schemaPath: "#/properties/mountedSecret/properties/types/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err101];
                } else {
                  vErrors.push(err101);
                }
                errors++;
              }
            }
          } else {
            const err102 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
        }
      } else {
        const err103 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err103];
        } else {
          vErrors.push(err103);
        }
        errors++;
      }
    }
    if (data.cites !== void 0) {
      let data53 = data.cites;
      if (Array.isArray(data53)) {
        if (data53.length < 1) {
          const err104 = { instancePath: instancePath + "/cites", schemaPath: "#/properties/cites/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
        const len10 = data53.length;
        for (let i10 = 0; i10 < len10; i10++) {
          let data54 = data53[i10];
          if (data54 && typeof data54 == "object" && !Array.isArray(data54)) {
            if (data54.repo === void 0) {
              const err105 = { instancePath: instancePath + "/cites/" + i10, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "repo" }, message: "must have required property 'repo'" };
              if (vErrors === null) {
                vErrors = [err105];
              } else {
                vErrors.push(err105);
              }
              errors++;
            }
            if (data54.ref === void 0) {
              const err106 = { instancePath: instancePath + "/cites/" + i10, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'" };
              if (vErrors === null) {
                vErrors = [err106];
              } else {
                vErrors.push(err106);
              }
              errors++;
            }
            if (data54.commit === void 0) {
              const err107 = { instancePath: instancePath + "/cites/" + i10, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
              if (vErrors === null) {
                vErrors = [err107];
              } else {
                vErrors.push(err107);
              }
              errors++;
            }
            if (data54.file === void 0) {
              const err108 = { instancePath: instancePath + "/cites/" + i10, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
            if (data54.function === void 0) {
              const err109 = { instancePath: instancePath + "/cites/" + i10, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "function" }, message: "must have required property 'function'" };
              if (vErrors === null) {
                vErrors = [err109];
              } else {
                vErrors.push(err109);
              }
              errors++;
            }
            for (const key9 in data54) {
              if (!(key9 === "repo" || key9 === "ref" || key9 === "commit" || key9 === "file" || key9 === "function" || key9 === "note")) {
                const err110 = { instancePath: instancePath + "/cites/" + i10, schemaPath: "#/$defs/citation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err110];
                } else {
                  vErrors.push(err110);
                }
                errors++;
              }
            }
            if (data54.repo !== void 0) {
              let data55 = data54.repo;
              if (typeof data55 === "string") {
                if (!pattern3.test(data55)) {
                  const err111 = { instancePath: instancePath + "/cites/" + i10 + "/repo", schemaPath: "#/$defs/citation/properties/repo/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"' };
                  if (vErrors === null) {
                    vErrors = [err111];
                  } else {
                    vErrors.push(err111);
                  }
                  errors++;
                }
              } else {
                const err112 = { instancePath: instancePath + "/cites/" + i10 + "/repo", schemaPath: "#/$defs/citation/properties/repo/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err112];
                } else {
                  vErrors.push(err112);
                }
                errors++;
              }
            }
            if (data54.ref !== void 0) {
              let data56 = data54.ref;
              if (typeof data56 === "string") {
                if (func3(data56) < 1) {
                  const err113 = { instancePath: instancePath + "/cites/" + i10 + "/ref", schemaPath: "#/$defs/citation/properties/ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err113];
                  } else {
                    vErrors.push(err113);
                  }
                  errors++;
                }
              } else {
                const err114 = { instancePath: instancePath + "/cites/" + i10 + "/ref", schemaPath: "#/$defs/citation/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
            }
            if (data54.commit !== void 0) {
              let data57 = data54.commit;
              if (typeof data57 === "string") {
                if (!pattern4.test(data57)) {
                  const err115 = { instancePath: instancePath + "/cites/" + i10 + "/commit", schemaPath: "#/$defs/citation/properties/commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
                  if (vErrors === null) {
                    vErrors = [err115];
                  } else {
                    vErrors.push(err115);
                  }
                  errors++;
                }
              } else {
                const err116 = { instancePath: instancePath + "/cites/" + i10 + "/commit", schemaPath: "#/$defs/citation/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err116];
                } else {
                  vErrors.push(err116);
                }
                errors++;
              }
            }
            if (data54.file !== void 0) {
              let data58 = data54.file;
              if (typeof data58 === "string") {
                if (func3(data58) < 1) {
                  const err117 = { instancePath: instancePath + "/cites/" + i10 + "/file", schemaPath: "#/$defs/citation/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err117];
                  } else {
                    vErrors.push(err117);
                  }
                  errors++;
                }
              } else {
                const err118 = { instancePath: instancePath + "/cites/" + i10 + "/file", schemaPath: "#/$defs/citation/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err118];
                } else {
                  vErrors.push(err118);
                }
                errors++;
              }
            }
            if (data54.function !== void 0) {
              let data59 = data54.function;
              if (typeof data59 === "string") {
                if (func3(data59) < 1) {
                  const err119 = { instancePath: instancePath + "/cites/" + i10 + "/function", schemaPath: "#/$defs/citation/properties/function/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err119];
                  } else {
                    vErrors.push(err119);
                  }
                  errors++;
                }
              } else {
                const err120 = { instancePath: instancePath + "/cites/" + i10 + "/function", schemaPath: "#/$defs/citation/properties/function/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err120];
                } else {
                  vErrors.push(err120);
                }
                errors++;
              }
            }
            if (data54.note !== void 0) {
              if (typeof data54.note !== "string") {
                const err121 = { instancePath: instancePath + "/cites/" + i10 + "/note", schemaPath: "#/$defs/citation/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err121];
                } else {
                  vErrors.push(err121);
                }
                errors++;
              }
            }
          } else {
            const err122 = { instancePath: instancePath + "/cites/" + i10, schemaPath: "#/$defs/citation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err122];
            } else {
              vErrors.push(err122);
            }
            errors++;
          }
        }
      } else {
        const err123 = { instancePath: instancePath + "/cites", schemaPath: "#/properties/cites/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err123];
        } else {
          vErrors.push(err123);
        }
        errors++;
      }
    }
    if (data.embeds !== void 0) {
      let data61 = data.embeds;
      if (Array.isArray(data61)) {
        if (data61.length < 1) {
          const err124 = { instancePath: instancePath + "/embeds", schemaPath: "#/properties/embeds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err124];
          } else {
            vErrors.push(err124);
          }
          errors++;
        }
        const len11 = data61.length;
        for (let i11 = 0; i11 < len11; i11++) {
          let data62 = data61[i11];
          if (typeof data62 === "string") {
            if (!pattern1.test(data62)) {
              const err125 = { instancePath: instancePath + "/embeds/" + i11, schemaPath: "#/properties/embeds/items/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
              if (vErrors === null) {
                vErrors = [err125];
              } else {
                vErrors.push(err125);
              }
              errors++;
            }
          } else {
            const err126 = { instancePath: instancePath + "/embeds/" + i11, schemaPath: "#/properties/embeds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
        }
      } else {
        const err127 = { instancePath: instancePath + "/embeds", schemaPath: "#/properties/embeds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err127];
        } else {
          vErrors.push(err127);
        }
        errors++;
      }
    }
    if (data.controller !== void 0) {
      let data63 = data.controller;
      if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
        if (data63.writes === void 0) {
          const err128 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/required", keyword: "required", params: { missingProperty: "writes" }, message: "must have required property 'writes'" };
          if (vErrors === null) {
            vErrors = [err128];
          } else {
            vErrors.push(err128);
          }
          errors++;
        }
        for (const key10 in data63) {
          if (!func2.call(schema12.properties.controller.properties, key10)) {
            const err129 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err129];
            } else {
              vErrors.push(err129);
            }
            errors++;
          }
        }
        if (data63.versions !== void 0) {
          let data64 = data63.versions;
          if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
            if (Object.keys(data64).length < 1) {
              const err130 = { instancePath: instancePath + "/controller/versions", schemaPath: "#/properties/controller/properties/versions/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
              if (vErrors === null) {
                vErrors = [err130];
              } else {
                vErrors.push(err130);
              }
              errors++;
            }
            for (const key11 in data64) {
              if (!(key11 === "min" || key11 === "below")) {
                const err131 = { instancePath: instancePath + "/controller/versions", schemaPath: "#/properties/controller/properties/versions/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err131];
                } else {
                  vErrors.push(err131);
                }
                errors++;
              }
            }
            if (data64.min !== void 0) {
              let data65 = data64.min;
              if (typeof data65 === "string") {
                if (!pattern6.test(data65)) {
                  const err132 = { instancePath: instancePath + "/controller/versions/min", schemaPath: "#/properties/controller/properties/versions/properties/min/pattern", keyword: "pattern", params: { pattern: "^v?[0-9]+(\\.[0-9]+){0,2}$" }, message: 'must match pattern "^v?[0-9]+(\\.[0-9]+){0,2}$"' };
                  if (vErrors === null) {
                    vErrors = [err132];
                  } else {
                    vErrors.push(err132);
                  }
                  errors++;
                }
              } else {
                const err133 = { instancePath: instancePath + "/controller/versions/min", schemaPath: "#/properties/controller/properties/versions/properties/min/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err133];
                } else {
                  vErrors.push(err133);
                }
                errors++;
              }
            }
            if (data64.below !== void 0) {
              let data66 = data64.below;
              if (typeof data66 === "string") {
                if (!pattern6.test(data66)) {
                  const err134 = { instancePath: instancePath + "/controller/versions/below", schemaPath: "#/properties/controller/properties/versions/properties/below/pattern", keyword: "pattern", params: { pattern: "^v?[0-9]+(\\.[0-9]+){0,2}$" }, message: 'must match pattern "^v?[0-9]+(\\.[0-9]+){0,2}$"' };
                  if (vErrors === null) {
                    vErrors = [err134];
                  } else {
                    vErrors.push(err134);
                  }
                  errors++;
                }
              } else {
                const err135 = { instancePath: instancePath + "/controller/versions/below", schemaPath: "#/properties/controller/properties/versions/properties/below/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err135];
                } else {
                  vErrors.push(err135);
                }
                errors++;
              }
            }
          } else {
            const err136 = { instancePath: instancePath + "/controller/versions", schemaPath: "#/properties/controller/properties/versions/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err136];
            } else {
              vErrors.push(err136);
            }
            errors++;
          }
        }
        if (data63.writes !== void 0) {
          let data67 = data63.writes;
          if (Array.isArray(data67)) {
            if (data67.length < 1) {
              const err137 = { instancePath: instancePath + "/controller/writes", schemaPath: "#/properties/controller/properties/writes/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err137];
              } else {
                vErrors.push(err137);
              }
              errors++;
            }
            const len12 = data67.length;
            for (let i12 = 0; i12 < len12; i12++) {
              if (!validate12(data67[i12], { instancePath: instancePath + "/controller/writes/" + i12, parentData: data67, parentDataProperty: i12, rootData })) {
                vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err138 = { instancePath: instancePath + "/controller/writes", schemaPath: "#/properties/controller/properties/writes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err138];
            } else {
              vErrors.push(err138);
            }
            errors++;
          }
        }
        if (data63.enabledWhen !== void 0) {
          let data69 = data63.enabledWhen;
          if (Array.isArray(data69)) {
            const len13 = data69.length;
            for (let i13 = 0; i13 < len13; i13++) {
              if (!validate15(data69[i13], { instancePath: instancePath + "/controller/enabledWhen/" + i13, parentData: data69, parentDataProperty: i13, rootData })) {
                vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err139 = { instancePath: instancePath + "/controller/enabledWhen", schemaPath: "#/properties/controller/properties/enabledWhen/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err139];
            } else {
              vErrors.push(err139);
            }
            errors++;
          }
        }
        if (data63.disabledWhen !== void 0) {
          let data71 = data63.disabledWhen;
          if (Array.isArray(data71)) {
            const len14 = data71.length;
            for (let i14 = 0; i14 < len14; i14++) {
              if (!validate15(data71[i14], { instancePath: instancePath + "/controller/disabledWhen/" + i14, parentData: data71, parentDataProperty: i14, rootData })) {
                vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err140 = { instancePath: instancePath + "/controller/disabledWhen", schemaPath: "#/properties/controller/properties/disabledWhen/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err140];
            } else {
              vErrors.push(err140);
            }
            errors++;
          }
        }
        if (data63.certificate !== void 0) {
          let data73 = data63.certificate;
          if (!(data73 === "per-pod" || data73 === "shared-secret")) {
            const err141 = { instancePath: instancePath + "/controller/certificate", schemaPath: "#/properties/controller/properties/certificate/enum", keyword: "enum", params: { allowedValues: schema12.properties.controller.properties.certificate.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err141];
            } else {
              vErrors.push(err141);
            }
            errors++;
          }
        }
        if (data63.secretName !== void 0) {
          if (!validate13(data63.secretName, { instancePath: instancePath + "/controller/secretName", parentData: data63, parentDataProperty: "secretName", rootData })) {
            vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
            errors = vErrors.length;
          }
        }
        if (data63.secretNamespace !== void 0) {
          if (!validate13(data63.secretNamespace, { instancePath: instancePath + "/controller/secretNamespace", parentData: data63, parentDataProperty: "secretNamespace", rootData })) {
            vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
            errors = vErrors.length;
          }
        }
        if (data63.caKey !== void 0) {
          if (typeof data63.caKey !== "string") {
            const err142 = { instancePath: instancePath + "/controller/caKey", schemaPath: "#/properties/controller/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err142];
            } else {
              vErrors.push(err142);
            }
            errors++;
          }
        }
        if (data63.createsSecret !== void 0) {
          if (typeof data63.createsSecret !== "boolean") {
            const err143 = { instancePath: instancePath + "/controller/createsSecret", schemaPath: "#/properties/controller/properties/createsSecret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err143];
            } else {
              vErrors.push(err143);
            }
            errors++;
          }
        }
        if (data63.leaderElection !== void 0) {
          let data78 = data63.leaderElection;
          if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
            if (data78.setting === void 0) {
              const err144 = { instancePath: instancePath + "/controller/leaderElection", schemaPath: "#/properties/controller/properties/leaderElection/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property 'setting'" };
              if (vErrors === null) {
                vErrors = [err144];
              } else {
                vErrors.push(err144);
              }
              errors++;
            }
            for (const key12 in data78) {
              if (!(key12 === "setting" || key12 === "onValues")) {
                const err145 = { instancePath: instancePath + "/controller/leaderElection", schemaPath: "#/properties/controller/properties/leaderElection/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err145];
                } else {
                  vErrors.push(err145);
                }
                errors++;
              }
            }
            if (data78.setting !== void 0) {
              if (!validate13(data78.setting, { instancePath: instancePath + "/controller/leaderElection/setting", parentData: data78, parentDataProperty: "setting", rootData })) {
                vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
                errors = vErrors.length;
              }
            }
            if (data78.onValues !== void 0) {
              let data80 = data78.onValues;
              if (Array.isArray(data80)) {
                const len15 = data80.length;
                for (let i15 = 0; i15 < len15; i15++) {
                  if (typeof data80[i15] !== "string") {
                    const err146 = { instancePath: instancePath + "/controller/leaderElection/onValues/" + i15, schemaPath: "#/properties/controller/properties/leaderElection/properties/onValues/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err146];
                    } else {
                      vErrors.push(err146);
                    }
                    errors++;
                  }
                }
              } else {
                const err147 = { instancePath: instancePath + "/controller/leaderElection/onValues", schemaPath: "#/properties/controller/properties/leaderElection/properties/onValues/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err147];
                } else {
                  vErrors.push(err147);
                }
                errors++;
              }
            }
          } else {
            const err148 = { instancePath: instancePath + "/controller/leaderElection", schemaPath: "#/properties/controller/properties/leaderElection/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err148];
            } else {
              vErrors.push(err148);
            }
            errors++;
          }
        }
        if (data63.webhooks !== void 0) {
          let data82 = data63.webhooks;
          if (Array.isArray(data82)) {
            if (data82.length < 1) {
              const err149 = { instancePath: instancePath + "/controller/webhooks", schemaPath: "#/properties/controller/properties/webhooks/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err149];
              } else {
                vErrors.push(err149);
              }
              errors++;
            }
            const len16 = data82.length;
            for (let i16 = 0; i16 < len16; i16++) {
              let data83 = data82[i16];
              if (data83 && typeof data83 == "object" && !Array.isArray(data83)) {
                if (data83.names === void 0) {
                  const err150 = { instancePath: instancePath + "/controller/webhooks/" + i16, schemaPath: "#/properties/controller/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "names" }, message: "must have required property 'names'" };
                  if (vErrors === null) {
                    vErrors = [err150];
                  } else {
                    vErrors.push(err150);
                  }
                  errors++;
                }
                for (const key13 in data83) {
                  if (!(key13 === "names" || key13 === "caBundle" || key13 === "failurePolicy")) {
                    const err151 = { instancePath: instancePath + "/controller/webhooks/" + i16, schemaPath: "#/properties/controller/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err151];
                    } else {
                      vErrors.push(err151);
                    }
                    errors++;
                  }
                }
                if (data83.names !== void 0) {
                  let data84 = data83.names;
                  if (Array.isArray(data84)) {
                    if (data84.length < 1) {
                      const err152 = { instancePath: instancePath + "/controller/webhooks/" + i16 + "/names", schemaPath: "#/properties/controller/properties/webhooks/items/properties/names/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                      if (vErrors === null) {
                        vErrors = [err152];
                      } else {
                        vErrors.push(err152);
                      }
                      errors++;
                    }
                    const len17 = data84.length;
                    for (let i17 = 0; i17 < len17; i17++) {
                      let data85 = data84[i17];
                      if (typeof data85 === "string") {
                        if (func3(data85) < 1) {
                          const err153 = { instancePath: instancePath + "/controller/webhooks/" + i16 + "/names/" + i17, schemaPath: "#/properties/controller/properties/webhooks/items/properties/names/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err153];
                          } else {
                            vErrors.push(err153);
                          }
                          errors++;
                        }
                      } else {
                        const err154 = { instancePath: instancePath + "/controller/webhooks/" + i16 + "/names/" + i17, schemaPath: "#/properties/controller/properties/webhooks/items/properties/names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err154];
                        } else {
                          vErrors.push(err154);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err155 = { instancePath: instancePath + "/controller/webhooks/" + i16 + "/names", schemaPath: "#/properties/controller/properties/webhooks/items/properties/names/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err155];
                    } else {
                      vErrors.push(err155);
                    }
                    errors++;
                  }
                }
                if (data83.caBundle !== void 0) {
                  if (typeof data83.caBundle !== "boolean") {
                    const err156 = { instancePath: instancePath + "/controller/webhooks/" + i16 + "/caBundle", schemaPath: "#/properties/controller/properties/webhooks/items/properties/caBundle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err156];
                    } else {
                      vErrors.push(err156);
                    }
                    errors++;
                  }
                }
                if (data83.failurePolicy !== void 0) {
                  let data87 = data83.failurePolicy;
                  if (!(data87 === "Fail" || data87 === "Ignore")) {
                    const err157 = { instancePath: instancePath + "/controller/webhooks/" + i16 + "/failurePolicy", schemaPath: "#/properties/controller/properties/webhooks/items/properties/failurePolicy/enum", keyword: "enum", params: { allowedValues: schema12.properties.controller.properties.webhooks.items.properties.failurePolicy.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err157];
                    } else {
                      vErrors.push(err157);
                    }
                    errors++;
                  }
                }
              } else {
                const err158 = { instancePath: instancePath + "/controller/webhooks/" + i16, schemaPath: "#/properties/controller/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err158];
                } else {
                  vErrors.push(err158);
                }
                errors++;
              }
            }
          } else {
            const err159 = { instancePath: instancePath + "/controller/webhooks", schemaPath: "#/properties/controller/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err159];
            } else {
              vErrors.push(err159);
            }
            errors++;
          }
        }
        if (data63.roots !== void 0) {
          let data88 = data63.roots;
          if (Array.isArray(data88)) {
            if (data88.length < 1) {
              const err160 = { instancePath: instancePath + "/controller/roots", schemaPath: "#/properties/controller/properties/roots/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err160];
              } else {
                vErrors.push(err160);
              }
              errors++;
            }
            const len18 = data88.length;
            for (let i18 = 0; i18 < len18; i18++) {
              let data89 = data88[i18];
              if (data89 && typeof data89 == "object" && !Array.isArray(data89)) {
                if (data89.description === void 0) {
                  const err161 = { instancePath: instancePath + "/controller/roots/" + i18, schemaPath: "#/properties/controller/properties/roots/items/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
                  if (vErrors === null) {
                    vErrors = [err161];
                  } else {
                    vErrors.push(err161);
                  }
                  errors++;
                }
                for (const key14 in data89) {
                  if (!(key14 === "description" || key14 === "when" || key14 === "mount" || key14 === "key")) {
                    const err162 = { instancePath: instancePath + "/controller/roots/" + i18, schemaPath: "#/properties/controller/properties/roots/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err162];
                    } else {
                      vErrors.push(err162);
                    }
                    errors++;
                  }
                }
                if (data89.description !== void 0) {
                  let data90 = data89.description;
                  if (typeof data90 === "string") {
                    if (func3(data90) < 1) {
                      const err163 = { instancePath: instancePath + "/controller/roots/" + i18 + "/description", schemaPath: "#/properties/controller/properties/roots/items/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err163];
                      } else {
                        vErrors.push(err163);
                      }
                      errors++;
                    }
                  } else {
                    const err164 = { instancePath: instancePath + "/controller/roots/" + i18 + "/description", schemaPath: "#/properties/controller/properties/roots/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err164];
                    } else {
                      vErrors.push(err164);
                    }
                    errors++;
                  }
                }
                if (data89.when !== void 0) {
                  if (!validate15(data89.when, { instancePath: instancePath + "/controller/roots/" + i18 + "/when", parentData: data89, parentDataProperty: "when", rootData })) {
                    vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
                    errors = vErrors.length;
                  }
                }
                if (data89.mount !== void 0) {
                  let data92 = data89.mount;
                  if (typeof data92 === "string") {
                    if (func3(data92) < 1) {
                      const err165 = { instancePath: instancePath + "/controller/roots/" + i18 + "/mount", schemaPath: "#/properties/controller/properties/roots/items/properties/mount/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err165];
                      } else {
                        vErrors.push(err165);
                      }
                      errors++;
                    }
                  } else {
                    const err166 = { instancePath: instancePath + "/controller/roots/" + i18 + "/mount", schemaPath: "#/properties/controller/properties/roots/items/properties/mount/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err166];
                    } else {
                      vErrors.push(err166);
                    }
                    errors++;
                  }
                }
                if (data89.key !== void 0) {
                  let data93 = data89.key;
                  if (typeof data93 === "string") {
                    if (func3(data93) < 1) {
                      const err167 = { instancePath: instancePath + "/controller/roots/" + i18 + "/key", schemaPath: "#/properties/controller/properties/roots/items/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err167];
                      } else {
                        vErrors.push(err167);
                      }
                      errors++;
                    }
                  } else {
                    const err168 = { instancePath: instancePath + "/controller/roots/" + i18 + "/key", schemaPath: "#/properties/controller/properties/roots/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err168];
                    } else {
                      vErrors.push(err168);
                    }
                    errors++;
                  }
                }
              } else {
                const err169 = { instancePath: instancePath + "/controller/roots/" + i18, schemaPath: "#/properties/controller/properties/roots/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err169];
                } else {
                  vErrors.push(err169);
                }
                errors++;
              }
            }
          } else {
            const err170 = { instancePath: instancePath + "/controller/roots", schemaPath: "#/properties/controller/properties/roots/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err170];
            } else {
              vErrors.push(err170);
            }
            errors++;
          }
        }
      } else {
        const err171 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err171];
        } else {
          vErrors.push(err171);
        }
        errors++;
      }
    }
    if (data.gitops !== void 0) {
      let data94 = data.gitops;
      if (data94 && typeof data94 == "object" && !Array.isArray(data94)) {
        if (data94.kind === void 0) {
          const err172 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err172];
          } else {
            vErrors.push(err172);
          }
          errors++;
        }
        if (data94.apiGroup === void 0) {
          const err173 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/required", keyword: "required", params: { missingProperty: "apiGroup" }, message: "must have required property 'apiGroup'" };
          if (vErrors === null) {
            vErrors = [err173];
          } else {
            vErrors.push(err173);
          }
          errors++;
        }
        for (const key15 in data94) {
          if (!func2.call(schema12.properties.gitops.properties, key15)) {
            const err174 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err174];
            } else {
              vErrors.push(err174);
            }
            errors++;
          }
        }
        if (data94.kind !== void 0) {
          if (typeof data94.kind !== "string") {
            const err175 = { instancePath: instancePath + "/gitops/kind", schemaPath: "#/properties/gitops/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err175];
            } else {
              vErrors.push(err175);
            }
            errors++;
          }
        }
        if (data94.apiGroup !== void 0) {
          if (typeof data94.apiGroup !== "string") {
            const err176 = { instancePath: instancePath + "/gitops/apiGroup", schemaPath: "#/properties/gitops/properties/apiGroup/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err176];
            } else {
              vErrors.push(err176);
            }
            errors++;
          }
        }
        if (data94.trackingLabel !== void 0) {
          if (typeof data94.trackingLabel !== "string") {
            const err177 = { instancePath: instancePath + "/gitops/trackingLabel", schemaPath: "#/properties/gitops/properties/trackingLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err177];
            } else {
              vErrors.push(err177);
            }
            errors++;
          }
        }
        if (data94.trackingAnnotation !== void 0) {
          if (typeof data94.trackingAnnotation !== "string") {
            const err178 = { instancePath: instancePath + "/gitops/trackingAnnotation", schemaPath: "#/properties/gitops/properties/trackingAnnotation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
        }
        if (data94.ignoreDifferences !== void 0) {
          if (typeof data94.ignoreDifferences !== "string") {
            const err179 = { instancePath: instancePath + "/gitops/ignoreDifferences", schemaPath: "#/properties/gitops/properties/ignoreDifferences/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err179];
            } else {
              vErrors.push(err179);
            }
            errors++;
          }
        }
        if (data94.selfHeal !== void 0) {
          if (typeof data94.selfHeal !== "string") {
            const err180 = { instancePath: instancePath + "/gitops/selfHeal", schemaPath: "#/properties/gitops/properties/selfHeal/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err180];
            } else {
              vErrors.push(err180);
            }
            errors++;
          }
        }
        if (data94.syncOptions !== void 0) {
          if (typeof data94.syncOptions !== "string") {
            const err181 = { instancePath: instancePath + "/gitops/syncOptions", schemaPath: "#/properties/gitops/properties/syncOptions/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err181];
            } else {
              vErrors.push(err181);
            }
            errors++;
          }
        }
        if (data94.respectIgnoreOption !== void 0) {
          if (typeof data94.respectIgnoreOption !== "string") {
            const err182 = { instancePath: instancePath + "/gitops/respectIgnoreOption", schemaPath: "#/properties/gitops/properties/respectIgnoreOption/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err182];
            } else {
              vErrors.push(err182);
            }
            errors++;
          }
        }
        if (data94.settings !== void 0) {
          let data103 = data94.settings;
          if (data103 && typeof data103 == "object" && !Array.isArray(data103)) {
            if (data103.configMap === void 0) {
              const err183 = { instancePath: instancePath + "/gitops/settings", schemaPath: "#/properties/gitops/properties/settings/required", keyword: "required", params: { missingProperty: "configMap" }, message: "must have required property 'configMap'" };
              if (vErrors === null) {
                vErrors = [err183];
              } else {
                vErrors.push(err183);
              }
              errors++;
            }
            for (const key16 in data103) {
              if (!(key16 === "configMap" || key16 === "ignoreDifferencesPrefix" || key16 === "ignoreDifferencesAll" || key16 === "customizationsKey")) {
                const err184 = { instancePath: instancePath + "/gitops/settings", schemaPath: "#/properties/gitops/properties/settings/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err184];
                } else {
                  vErrors.push(err184);
                }
                errors++;
              }
            }
            if (data103.configMap !== void 0) {
              if (typeof data103.configMap !== "string") {
                const err185 = { instancePath: instancePath + "/gitops/settings/configMap", schemaPath: "#/properties/gitops/properties/settings/properties/configMap/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err185];
                } else {
                  vErrors.push(err185);
                }
                errors++;
              }
            }
            if (data103.ignoreDifferencesPrefix !== void 0) {
              if (typeof data103.ignoreDifferencesPrefix !== "string") {
                const err186 = { instancePath: instancePath + "/gitops/settings/ignoreDifferencesPrefix", schemaPath: "#/properties/gitops/properties/settings/properties/ignoreDifferencesPrefix/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err186];
                } else {
                  vErrors.push(err186);
                }
                errors++;
              }
            }
            if (data103.ignoreDifferencesAll !== void 0) {
              if (typeof data103.ignoreDifferencesAll !== "string") {
                const err187 = { instancePath: instancePath + "/gitops/settings/ignoreDifferencesAll", schemaPath: "#/properties/gitops/properties/settings/properties/ignoreDifferencesAll/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err187];
                } else {
                  vErrors.push(err187);
                }
                errors++;
              }
            }
            if (data103.customizationsKey !== void 0) {
              if (typeof data103.customizationsKey !== "string") {
                const err188 = { instancePath: instancePath + "/gitops/settings/customizationsKey", schemaPath: "#/properties/gitops/properties/settings/properties/customizationsKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err188];
                } else {
                  vErrors.push(err188);
                }
                errors++;
              }
            }
          } else {
            const err189 = { instancePath: instancePath + "/gitops/settings", schemaPath: "#/properties/gitops/properties/settings/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err189];
            } else {
              vErrors.push(err189);
            }
            errors++;
          }
        }
        if (data94.applicationNamespaces !== void 0) {
          let data108 = data94.applicationNamespaces;
          if (data108 && typeof data108 == "object" && !Array.isArray(data108)) {
            if (data108.configMap === void 0) {
              const err190 = { instancePath: instancePath + "/gitops/applicationNamespaces", schemaPath: "#/properties/gitops/properties/applicationNamespaces/required", keyword: "required", params: { missingProperty: "configMap" }, message: "must have required property 'configMap'" };
              if (vErrors === null) {
                vErrors = [err190];
              } else {
                vErrors.push(err190);
              }
              errors++;
            }
            if (data108.key === void 0) {
              const err191 = { instancePath: instancePath + "/gitops/applicationNamespaces", schemaPath: "#/properties/gitops/properties/applicationNamespaces/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
              if (vErrors === null) {
                vErrors = [err191];
              } else {
                vErrors.push(err191);
              }
              errors++;
            }
            for (const key17 in data108) {
              if (!(key17 === "configMap" || key17 === "key")) {
                const err192 = { instancePath: instancePath + "/gitops/applicationNamespaces", schemaPath: "#/properties/gitops/properties/applicationNamespaces/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err192];
                } else {
                  vErrors.push(err192);
                }
                errors++;
              }
            }
            if (data108.configMap !== void 0) {
              if (typeof data108.configMap !== "string") {
                const err193 = { instancePath: instancePath + "/gitops/applicationNamespaces/configMap", schemaPath: "#/properties/gitops/properties/applicationNamespaces/properties/configMap/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err193];
                } else {
                  vErrors.push(err193);
                }
                errors++;
              }
            }
            if (data108.key !== void 0) {
              if (typeof data108.key !== "string") {
                const err194 = { instancePath: instancePath + "/gitops/applicationNamespaces/key", schemaPath: "#/properties/gitops/properties/applicationNamespaces/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err194];
                } else {
                  vErrors.push(err194);
                }
                errors++;
              }
            }
          } else {
            const err195 = { instancePath: instancePath + "/gitops/applicationNamespaces", schemaPath: "#/properties/gitops/properties/applicationNamespaces/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err195];
            } else {
              vErrors.push(err195);
            }
            errors++;
          }
        }
        if (data94.ignoreRule !== void 0) {
          let data111 = data94.ignoreRule;
          if (data111 && typeof data111 == "object" && !Array.isArray(data111)) {
            for (const key18 in data111) {
              if (!(key18 === "pointers" || key18 === "target")) {
                const err196 = { instancePath: instancePath + "/gitops/ignoreRule", schemaPath: "#/properties/gitops/properties/ignoreRule/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err196];
                } else {
                  vErrors.push(err196);
                }
                errors++;
              }
            }
            if (data111.pointers !== void 0) {
              if (typeof data111.pointers !== "string") {
                const err197 = { instancePath: instancePath + "/gitops/ignoreRule/pointers", schemaPath: "#/properties/gitops/properties/ignoreRule/properties/pointers/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err197];
                } else {
                  vErrors.push(err197);
                }
                errors++;
              }
            }
            if (data111.target !== void 0) {
              if (typeof data111.target !== "string") {
                const err198 = { instancePath: instancePath + "/gitops/ignoreRule/target", schemaPath: "#/properties/gitops/properties/ignoreRule/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err198];
                } else {
                  vErrors.push(err198);
                }
                errors++;
              }
            }
          } else {
            const err199 = { instancePath: instancePath + "/gitops/ignoreRule", schemaPath: "#/properties/gitops/properties/ignoreRule/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err199];
            } else {
              vErrors.push(err199);
            }
            errors++;
          }
        }
        if (data94.skipAnnotations !== void 0) {
          let data114 = data94.skipAnnotations;
          if (Array.isArray(data114)) {
            const len19 = data114.length;
            for (let i19 = 0; i19 < len19; i19++) {
              let data115 = data114[i19];
              if (data115 && typeof data115 == "object" && !Array.isArray(data115)) {
                if (data115.key === void 0) {
                  const err200 = { instancePath: instancePath + "/gitops/skipAnnotations/" + i19, schemaPath: "#/properties/gitops/properties/skipAnnotations/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                  if (vErrors === null) {
                    vErrors = [err200];
                  } else {
                    vErrors.push(err200);
                  }
                  errors++;
                }
                if (data115.values === void 0) {
                  const err201 = { instancePath: instancePath + "/gitops/skipAnnotations/" + i19, schemaPath: "#/properties/gitops/properties/skipAnnotations/items/required", keyword: "required", params: { missingProperty: "values" }, message: "must have required property 'values'" };
                  if (vErrors === null) {
                    vErrors = [err201];
                  } else {
                    vErrors.push(err201);
                  }
                  errors++;
                }
                for (const key19 in data115) {
                  if (!(key19 === "key" || key19 === "values")) {
                    const err202 = { instancePath: instancePath + "/gitops/skipAnnotations/" + i19, schemaPath: "#/properties/gitops/properties/skipAnnotations/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err202];
                    } else {
                      vErrors.push(err202);
                    }
                    errors++;
                  }
                }
                if (data115.key !== void 0) {
                  if (typeof data115.key !== "string") {
                    const err203 = { instancePath: instancePath + "/gitops/skipAnnotations/" + i19 + "/key", schemaPath: "#/properties/gitops/properties/skipAnnotations/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err203];
                    } else {
                      vErrors.push(err203);
                    }
                    errors++;
                  }
                }
                if (data115.values !== void 0) {
                  let data117 = data115.values;
                  if (Array.isArray(data117)) {
                    if (data117.length < 1) {
                      const err204 = { instancePath: instancePath + "/gitops/skipAnnotations/" + i19 + "/values", schemaPath: "#/properties/gitops/properties/skipAnnotations/items/properties/values/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                      if (vErrors === null) {
                        vErrors = [err204];
                      } else {
                        vErrors.push(err204);
                      }
                      errors++;
                    }
                    const len20 = data117.length;
                    for (let i20 = 0; i20 < len20; i20++) {
                      if (typeof data117[i20] !== "string") {
                        const err205 = { instancePath: instancePath + "/gitops/skipAnnotations/" + i19 + "/values/" + i20, schemaPath: "#/properties/gitops/properties/skipAnnotations/items/properties/values/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err205];
                        } else {
                          vErrors.push(err205);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err206 = { instancePath: instancePath + "/gitops/skipAnnotations/" + i19 + "/values", schemaPath: "#/properties/gitops/properties/skipAnnotations/items/properties/values/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err206];
                    } else {
                      vErrors.push(err206);
                    }
                    errors++;
                  }
                }
              } else {
                const err207 = { instancePath: instancePath + "/gitops/skipAnnotations/" + i19, schemaPath: "#/properties/gitops/properties/skipAnnotations/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err207];
                } else {
                  vErrors.push(err207);
                }
                errors++;
              }
            }
          } else {
            const err208 = { instancePath: instancePath + "/gitops/skipAnnotations", schemaPath: "#/properties/gitops/properties/skipAnnotations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err208];
            } else {
              vErrors.push(err208);
            }
            errors++;
          }
        }
        if (data94.suspend !== void 0) {
          if (typeof data94.suspend !== "string") {
            const err209 = { instancePath: instancePath + "/gitops/suspend", schemaPath: "#/properties/gitops/properties/suspend/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err209];
            } else {
              vErrors.push(err209);
            }
            errors++;
          }
        }
        if (data94.keepsCaBundleOf !== void 0) {
          let data120 = data94.keepsCaBundleOf;
          if (Array.isArray(data120)) {
            const len21 = data120.length;
            for (let i21 = 0; i21 < len21; i21++) {
              let data121 = data120[i21];
              if (!(data121 === "MutatingWebhookConfiguration" || data121 === "ValidatingWebhookConfiguration" || data121 === "CustomResourceDefinition" || data121 === "APIService")) {
                const err210 = { instancePath: instancePath + "/gitops/keepsCaBundleOf/" + i21, schemaPath: "#/properties/gitops/properties/keepsCaBundleOf/items/enum", keyword: "enum", params: { allowedValues: schema12.properties.gitops.properties.keepsCaBundleOf.items.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err210];
                } else {
                  vErrors.push(err210);
                }
                errors++;
              }
            }
          } else {
            const err211 = { instancePath: instancePath + "/gitops/keepsCaBundleOf", schemaPath: "#/properties/gitops/properties/keepsCaBundleOf/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err211];
            } else {
              vErrors.push(err211);
            }
            errors++;
          }
        }
        if (data94.driftCorrection !== void 0) {
          let data122 = data94.driftCorrection;
          if (data122 && typeof data122 == "object" && !Array.isArray(data122)) {
            if (data122.path === void 0) {
              const err212 = { instancePath: instancePath + "/gitops/driftCorrection", schemaPath: "#/properties/gitops/properties/driftCorrection/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
              if (vErrors === null) {
                vErrors = [err212];
              } else {
                vErrors.push(err212);
              }
              errors++;
            }
            if (data122.values === void 0) {
              const err213 = { instancePath: instancePath + "/gitops/driftCorrection", schemaPath: "#/properties/gitops/properties/driftCorrection/required", keyword: "required", params: { missingProperty: "values" }, message: "must have required property 'values'" };
              if (vErrors === null) {
                vErrors = [err213];
              } else {
                vErrors.push(err213);
              }
              errors++;
            }
            for (const key20 in data122) {
              if (!(key20 === "path" || key20 === "values")) {
                const err214 = { instancePath: instancePath + "/gitops/driftCorrection", schemaPath: "#/properties/gitops/properties/driftCorrection/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key20 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err214];
                } else {
                  vErrors.push(err214);
                }
                errors++;
              }
            }
            if (data122.path !== void 0) {
              if (typeof data122.path !== "string") {
                const err215 = { instancePath: instancePath + "/gitops/driftCorrection/path", schemaPath: "#/properties/gitops/properties/driftCorrection/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err215];
                } else {
                  vErrors.push(err215);
                }
                errors++;
              }
            }
            if (data122.values !== void 0) {
              let data124 = data122.values;
              if (Array.isArray(data124)) {
                if (data124.length < 1) {
                  const err216 = { instancePath: instancePath + "/gitops/driftCorrection/values", schemaPath: "#/properties/gitops/properties/driftCorrection/properties/values/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err216];
                  } else {
                    vErrors.push(err216);
                  }
                  errors++;
                }
                const len22 = data124.length;
                for (let i22 = 0; i22 < len22; i22++) {
                  if (typeof data124[i22] !== "string") {
                    const err217 = { instancePath: instancePath + "/gitops/driftCorrection/values/" + i22, schemaPath: "#/properties/gitops/properties/driftCorrection/properties/values/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err217];
                    } else {
                      vErrors.push(err217);
                    }
                    errors++;
                  }
                }
              } else {
                const err218 = { instancePath: instancePath + "/gitops/driftCorrection/values", schemaPath: "#/properties/gitops/properties/driftCorrection/properties/values/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err218];
                } else {
                  vErrors.push(err218);
                }
                errors++;
              }
            }
          } else {
            const err219 = { instancePath: instancePath + "/gitops/driftCorrection", schemaPath: "#/properties/gitops/properties/driftCorrection/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err219];
            } else {
              vErrors.push(err219);
            }
            errors++;
          }
        }
      } else {
        const err220 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err220];
        } else {
          vErrors.push(err220);
        }
        errors++;
      }
    }
    if (data.renderer !== void 0) {
      let data126 = data.renderer;
      if (data126 && typeof data126 == "object" && !Array.isArray(data126)) {
        if (data126.labels === void 0) {
          const err221 = { instancePath: instancePath + "/renderer", schemaPath: "#/properties/renderer/required", keyword: "required", params: { missingProperty: "labels" }, message: "must have required property 'labels'" };
          if (vErrors === null) {
            vErrors = [err221];
          } else {
            vErrors.push(err221);
          }
          errors++;
        }
        for (const key21 in data126) {
          if (!(key21 === "labels" || key21 === "releaseLabels" || key21 === "fieldManagers")) {
            const err222 = { instancePath: instancePath + "/renderer", schemaPath: "#/properties/renderer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key21 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err222];
            } else {
              vErrors.push(err222);
            }
            errors++;
          }
        }
        if (data126.labels !== void 0) {
          let data127 = data126.labels;
          if (Array.isArray(data127)) {
            if (data127.length < 1) {
              const err223 = { instancePath: instancePath + "/renderer/labels", schemaPath: "#/properties/renderer/properties/labels/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err223];
              } else {
                vErrors.push(err223);
              }
              errors++;
            }
            const len23 = data127.length;
            for (let i23 = 0; i23 < len23; i23++) {
              let data128 = data127[i23];
              if (data128 && typeof data128 == "object" && !Array.isArray(data128)) {
                if (data128.key === void 0) {
                  const err224 = { instancePath: instancePath + "/renderer/labels/" + i23, schemaPath: "#/properties/renderer/properties/labels/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                  if (vErrors === null) {
                    vErrors = [err224];
                  } else {
                    vErrors.push(err224);
                  }
                  errors++;
                }
                for (const key22 in data128) {
                  if (!(key22 === "key" || key22 === "value")) {
                    const err225 = { instancePath: instancePath + "/renderer/labels/" + i23, schemaPath: "#/properties/renderer/properties/labels/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key22 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err225];
                    } else {
                      vErrors.push(err225);
                    }
                    errors++;
                  }
                }
                if (data128.key !== void 0) {
                  if (typeof data128.key !== "string") {
                    const err226 = { instancePath: instancePath + "/renderer/labels/" + i23 + "/key", schemaPath: "#/properties/renderer/properties/labels/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err226];
                    } else {
                      vErrors.push(err226);
                    }
                    errors++;
                  }
                }
                if (data128.value !== void 0) {
                  if (typeof data128.value !== "string") {
                    const err227 = { instancePath: instancePath + "/renderer/labels/" + i23 + "/value", schemaPath: "#/properties/renderer/properties/labels/items/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err227];
                    } else {
                      vErrors.push(err227);
                    }
                    errors++;
                  }
                }
              } else {
                const err228 = { instancePath: instancePath + "/renderer/labels/" + i23, schemaPath: "#/properties/renderer/properties/labels/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err228];
                } else {
                  vErrors.push(err228);
                }
                errors++;
              }
            }
          } else {
            const err229 = { instancePath: instancePath + "/renderer/labels", schemaPath: "#/properties/renderer/properties/labels/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err229];
            } else {
              vErrors.push(err229);
            }
            errors++;
          }
        }
        if (data126.releaseLabels !== void 0) {
          let data131 = data126.releaseLabels;
          if (Array.isArray(data131)) {
            const len24 = data131.length;
            for (let i24 = 0; i24 < len24; i24++) {
              if (typeof data131[i24] !== "string") {
                const err230 = { instancePath: instancePath + "/renderer/releaseLabels/" + i24, schemaPath: "#/properties/renderer/properties/releaseLabels/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err230];
                } else {
                  vErrors.push(err230);
                }
                errors++;
              }
            }
          } else {
            const err231 = { instancePath: instancePath + "/renderer/releaseLabels", schemaPath: "#/properties/renderer/properties/releaseLabels/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err231];
            } else {
              vErrors.push(err231);
            }
            errors++;
          }
        }
        if (data126.fieldManagers !== void 0) {
          let data133 = data126.fieldManagers;
          if (Array.isArray(data133)) {
            const len25 = data133.length;
            for (let i25 = 0; i25 < len25; i25++) {
              if (typeof data133[i25] !== "string") {
                const err232 = { instancePath: instancePath + "/renderer/fieldManagers/" + i25, schemaPath: "#/properties/renderer/properties/fieldManagers/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err232];
                } else {
                  vErrors.push(err232);
                }
                errors++;
              }
            }
          } else {
            const err233 = { instancePath: instancePath + "/renderer/fieldManagers", schemaPath: "#/properties/renderer/properties/fieldManagers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err233];
            } else {
              vErrors.push(err233);
            }
            errors++;
          }
        }
      } else {
        const err234 = { instancePath: instancePath + "/renderer", schemaPath: "#/properties/renderer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err234];
        } else {
          vErrors.push(err234);
        }
        errors++;
      }
    }
    if (data.hooks !== void 0) {
      let data135 = data.hooks;
      if (data135 && typeof data135 == "object" && !Array.isArray(data135)) {
        if (data135.annotation === void 0) {
          const err235 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/required", keyword: "required", params: { missingProperty: "annotation" }, message: "must have required property 'annotation'" };
          if (vErrors === null) {
            vErrors = [err235];
          } else {
            vErrors.push(err235);
          }
          errors++;
        }
        if (data135.everyChange === void 0) {
          const err236 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/required", keyword: "required", params: { missingProperty: "everyChange" }, message: "must have required property 'everyChange'" };
          if (vErrors === null) {
            vErrors = [err236];
          } else {
            vErrors.push(err236);
          }
          errors++;
        }
        if (data135.change === void 0) {
          const err237 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/required", keyword: "required", params: { missingProperty: "change" }, message: "must have required property 'change'" };
          if (vErrors === null) {
            vErrors = [err237];
          } else {
            vErrors.push(err237);
          }
          errors++;
        }
        for (const key23 in data135) {
          if (!(key23 === "annotation" || key23 === "everyChange" || key23 === "change")) {
            const err238 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key23 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err238];
            } else {
              vErrors.push(err238);
            }
            errors++;
          }
        }
        if (data135.annotation !== void 0) {
          let data136 = data135.annotation;
          if (typeof data136 === "string") {
            if (func3(data136) < 1) {
              const err239 = { instancePath: instancePath + "/hooks/annotation", schemaPath: "#/properties/hooks/properties/annotation/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err239];
              } else {
                vErrors.push(err239);
              }
              errors++;
            }
          } else {
            const err240 = { instancePath: instancePath + "/hooks/annotation", schemaPath: "#/properties/hooks/properties/annotation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err240];
            } else {
              vErrors.push(err240);
            }
            errors++;
          }
        }
        if (data135.everyChange !== void 0) {
          let data137 = data135.everyChange;
          if (Array.isArray(data137)) {
            if (data137.length < 1) {
              const err241 = { instancePath: instancePath + "/hooks/everyChange", schemaPath: "#/properties/hooks/properties/everyChange/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err241];
              } else {
                vErrors.push(err241);
              }
              errors++;
            }
            const len26 = data137.length;
            for (let i26 = 0; i26 < len26; i26++) {
              let data138 = data137[i26];
              if (typeof data138 === "string") {
                if (func3(data138) < 1) {
                  const err242 = { instancePath: instancePath + "/hooks/everyChange/" + i26, schemaPath: "#/properties/hooks/properties/everyChange/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err242];
                  } else {
                    vErrors.push(err242);
                  }
                  errors++;
                }
              } else {
                const err243 = { instancePath: instancePath + "/hooks/everyChange/" + i26, schemaPath: "#/properties/hooks/properties/everyChange/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err243];
                } else {
                  vErrors.push(err243);
                }
                errors++;
              }
            }
          } else {
            const err244 = { instancePath: instancePath + "/hooks/everyChange", schemaPath: "#/properties/hooks/properties/everyChange/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err244];
            } else {
              vErrors.push(err244);
            }
            errors++;
          }
        }
        if (data135.change !== void 0) {
          let data139 = data135.change;
          if (typeof data139 === "string") {
            if (func3(data139) < 1) {
              const err245 = { instancePath: instancePath + "/hooks/change", schemaPath: "#/properties/hooks/properties/change/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err245];
              } else {
                vErrors.push(err245);
              }
              errors++;
            }
          } else {
            const err246 = { instancePath: instancePath + "/hooks/change", schemaPath: "#/properties/hooks/properties/change/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err246];
            } else {
              vErrors.push(err246);
            }
            errors++;
          }
        }
      } else {
        const err247 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err247];
        } else {
          vErrors.push(err247);
        }
        errors++;
      }
    }
    if (data.reload !== void 0) {
      if (!validate26(data.reload, { instancePath: instancePath + "/reload", parentData: data, parentDataProperty: "reload", rootData })) {
        vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
        errors = vErrors.length;
      }
    }
    if (data.lineage !== void 0) {
      if (!validate29(data.lineage, { instancePath: instancePath + "/lineage", parentData: data, parentDataProperty: "lineage", rootData })) {
        vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err248 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err248];
    } else {
      vErrors.push(err248);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var validateLibrary = validate31;
var schema25 = { "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name", "description", "cites"], "description": "A certificate library embedded by several controllers (a cert rotator, a webhook-certificates reconciler, a patch-Job command line): what it does once, cited once; each controller entry that embeds it (embeds) adds its own names, settings and toggles.", "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "ControllerLibrary" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "description": { "type": "string" }, "cites": { "$ref": "#/properties/cites" }, "controller": { "type": "object", "additionalProperties": false, "minProperties": 1, "description": "Controller facts the library decides for every controller that embeds it.", "properties": { "certificate": { "$ref": "#/properties/controller/properties/certificate" }, "leaderElection": { "$ref": "#/properties/controller/properties/leaderElection" }, "caKey": { "$ref": "#/properties/controller/properties/caKey" }, "createsSecret": { "$ref": "#/properties/controller/properties/createsSecret" } } }, "secret": { "$ref": "#/$defs/layout" }, "reload": { "$ref": "#/$defs/reload" }, "lineage": { "$ref": "#/$defs/lineage" }, "job": { "$ref": "#/properties/job" } } };
var schema28 = { "enum": ["per-pod", "shared-secret"], "description": "per-pod: each process mints its own CA and certificate in memory or on an emptyDir unless leaderElection shares it; shared-secret: one Secret (secretName) holds the CA every replica serves and injects." };
var schema33 = { "type": "object", "additionalProperties": false, "required": ["command", "flags"], "description": "A Job (often a Helm hook) whose container image matches and whose args hold the command: it patches the configurations its flags name.", "properties": { "command": { "type": "string", "minLength": 1, "description": "The argument that makes the container patch configurations (e.g. patch)." }, "flags": { "type": "object", "additionalProperties": false, "required": ["webhookName"], "properties": { "webhookName": { "type": "string", "description": "Names the configuration(s) it patches (both kinds)." }, "patchMutating": { "type": "string", "description": "false: leave the MutatingWebhookConfiguration alone (default true)." }, "patchValidating": { "type": "string", "description": "false: leave the ValidatingWebhookConfiguration alone (default true)." }, "failurePolicy": { "type": "string", "description": "A value it writes into failurePolicy of every entry (see failurePolicyWrites); empty leaves it." }, "secretName": { "type": "string", "description": "The Secret it reads the CA from." }, "namespace": { "type": "string", "description": "That Secret's namespace." }, "apiServiceName": { "type": "string", "description": "Names an APIService whose caBundle it sets too." } } }, "creates": { "type": "object", "additionalProperties": false, "required": ["command", "existing"], "description": "The argument that makes the container generate a CA and leaf into the Secret its secretName flag names, and what it does when that Secret already holds one (the rotation rules read it: a Job run at every upgrade that replaces the CA rotates it without overlap).", "properties": { "command": { "type": "string", "minLength": 1 }, "existing": { "enum": ["keep", "replace"], "description": "keep: it generates only when the Secret holds no CA yet; replace: it makes a new CA at every run." } } }, "failurePolicyWrites": { "type": "array", "minItems": 1, "items": { "enum": ["Fail", "Ignore"] }, "description": "The failurePolicy values it writes when its flag names them; another value leaves failurePolicy as rendered (kube-webhook-certgen accepts Ignore and writes nothing). Unset: whatever the flag says." } } };
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    if (data.length < 1) {
      const err0 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.repo === void 0) {
          const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "repo" }, message: "must have required property 'repo'" };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.ref === void 0) {
          const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0.commit === void 0) {
          const err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0.file === void 0) {
          const err4 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0.function === void 0) {
          const err5 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "function" }, message: "must have required property 'function'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        for (const key0 in data0) {
          if (!(key0 === "repo" || key0 === "ref" || key0 === "commit" || key0 === "file" || key0 === "function" || key0 === "note")) {
            const err6 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/citation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.repo !== void 0) {
          let data1 = data0.repo;
          if (typeof data1 === "string") {
            if (!pattern3.test(data1)) {
              const err7 = { instancePath: instancePath + "/" + i0 + "/repo", schemaPath: "#/$defs/citation/properties/repo/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"' };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/" + i0 + "/repo", schemaPath: "#/$defs/citation/properties/repo/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data0.ref !== void 0) {
          let data2 = data0.ref;
          if (typeof data2 === "string") {
            if (func3(data2) < 1) {
              const err9 = { instancePath: instancePath + "/" + i0 + "/ref", schemaPath: "#/$defs/citation/properties/ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/" + i0 + "/ref", schemaPath: "#/$defs/citation/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data0.commit !== void 0) {
          let data3 = data0.commit;
          if (typeof data3 === "string") {
            if (!pattern4.test(data3)) {
              const err11 = { instancePath: instancePath + "/" + i0 + "/commit", schemaPath: "#/$defs/citation/properties/commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/" + i0 + "/commit", schemaPath: "#/$defs/citation/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data0.file !== void 0) {
          let data4 = data0.file;
          if (typeof data4 === "string") {
            if (func3(data4) < 1) {
              const err13 = { instancePath: instancePath + "/" + i0 + "/file", schemaPath: "#/$defs/citation/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = { instancePath: instancePath + "/" + i0 + "/file", schemaPath: "#/$defs/citation/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data0.function !== void 0) {
          let data5 = data0.function;
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err15 = { instancePath: instancePath + "/" + i0 + "/function", schemaPath: "#/$defs/citation/properties/function/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/" + i0 + "/function", schemaPath: "#/$defs/citation/properties/function/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data0.note !== void 0) {
          if (typeof data0.note !== "string") {
            const err17 = { instancePath: instancePath + "/" + i0 + "/note", schemaPath: "#/$defs/citation/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/citation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.setting === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property 'setting'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "setting" || key0 === "onValues")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.setting !== void 0) {
      if (!validate13(data.setting, { instancePath: instancePath + "/setting", parentData: data, parentDataProperty: "setting", rootData })) {
        vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.onValues !== void 0) {
      let data1 = data.onValues;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data1[i0] !== "string") {
            const err2 = { instancePath: instancePath + "/onValues/" + i0, schemaPath: "#/properties/onValues/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/onValues", schemaPath: "#/properties/onValues/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate34.errors = vErrors;
  return errors === 0;
}
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    if (data.description === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.cites === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cites" }, message: "must have required property 'cites'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema25.properties, key0)) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("webhook-cert-gate.io/v1" !== data.apiVersion) {
        const err6 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "webhook-cert-gate.io/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("ControllerLibrary" !== data.kind) {
        const err7 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "ControllerLibrary" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data2 = data.name;
      if (typeof data2 === "string") {
        if (!pattern1.test(data2)) {
          const err8 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err10 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.cites !== void 0) {
      if (!validate32(data.cites, { instancePath: instancePath + "/cites", parentData: data, parentDataProperty: "cites", rootData })) {
        vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
        errors = vErrors.length;
      }
    }
    if (data.controller !== void 0) {
      let data5 = data.controller;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (Object.keys(data5).length < 1) {
          const err11 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        for (const key1 in data5) {
          if (!(key1 === "certificate" || key1 === "leaderElection" || key1 === "caKey" || key1 === "createsSecret")) {
            const err12 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data5.certificate !== void 0) {
          let data6 = data5.certificate;
          if (!(data6 === "per-pod" || data6 === "shared-secret")) {
            const err13 = { instancePath: instancePath + "/controller/certificate", schemaPath: "#/properties/controller/properties/certificate/enum", keyword: "enum", params: { allowedValues: schema28.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data5.leaderElection !== void 0) {
          if (!validate34(data5.leaderElection, { instancePath: instancePath + "/controller/leaderElection", parentData: data5, parentDataProperty: "leaderElection", rootData })) {
            vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
            errors = vErrors.length;
          }
        }
        if (data5.caKey !== void 0) {
          if (typeof data5.caKey !== "string") {
            const err14 = { instancePath: instancePath + "/controller/caKey", schemaPath: "#/properties/controller/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data5.createsSecret !== void 0) {
          if (typeof data5.createsSecret !== "boolean") {
            const err15 = { instancePath: instancePath + "/controller/createsSecret", schemaPath: "#/properties/controller/properties/createsSecret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.secret !== void 0) {
      let data10 = data.secret;
      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
        for (const key2 in data10) {
          if (!(key2 === "type" || key2 === "readKeys" || key2 === "caKey" || key2 === "caPrivateKey" || key2 === "certKey" || key2 === "keyKey" || key2 === "renewKeys" || key2 === "renewBeforeDays")) {
            const err17 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data10.type !== void 0) {
          if (typeof data10.type !== "string") {
            const err18 = { instancePath: instancePath + "/secret/type", schemaPath: "#/$defs/layout/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data10.readKeys !== void 0) {
          let data12 = data10.readKeys;
          if (Array.isArray(data12)) {
            const len0 = data12.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data12[i0] !== "string") {
                const err19 = { instancePath: instancePath + "/secret/readKeys/" + i0, schemaPath: "#/$defs/layout/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
          } else {
            const err20 = { instancePath: instancePath + "/secret/readKeys", schemaPath: "#/$defs/layout/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data10.caKey !== void 0) {
          if (typeof data10.caKey !== "string") {
            const err21 = { instancePath: instancePath + "/secret/caKey", schemaPath: "#/$defs/layout/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data10.caPrivateKey !== void 0) {
          if (typeof data10.caPrivateKey !== "string") {
            const err22 = { instancePath: instancePath + "/secret/caPrivateKey", schemaPath: "#/$defs/layout/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data10.certKey !== void 0) {
          if (typeof data10.certKey !== "string") {
            const err23 = { instancePath: instancePath + "/secret/certKey", schemaPath: "#/$defs/layout/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data10.keyKey !== void 0) {
          if (typeof data10.keyKey !== "string") {
            const err24 = { instancePath: instancePath + "/secret/keyKey", schemaPath: "#/$defs/layout/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data10.renewKeys !== void 0) {
          let data18 = data10.renewKeys;
          if (Array.isArray(data18)) {
            const len1 = data18.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data18[i1] !== "string") {
                const err25 = { instancePath: instancePath + "/secret/renewKeys/" + i1, schemaPath: "#/$defs/layout/properties/renewKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
          } else {
            const err26 = { instancePath: instancePath + "/secret/renewKeys", schemaPath: "#/$defs/layout/properties/renewKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data10.renewBeforeDays !== void 0) {
          let data20 = data10.renewBeforeDays;
          if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
            const err27 = { instancePath: instancePath + "/secret/renewBeforeDays", schemaPath: "#/$defs/layout/properties/renewBeforeDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (typeof data20 == "number" && isFinite(data20)) {
            if (data20 < 0 || isNaN(data20)) {
              const err28 = { instancePath: instancePath + "/secret/renewBeforeDays", schemaPath: "#/$defs/layout/properties/renewBeforeDays/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.reload !== void 0) {
      if (!validate26(data.reload, { instancePath: instancePath + "/reload", parentData: data, parentDataProperty: "reload", rootData })) {
        vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
        errors = vErrors.length;
      }
    }
    if (data.lineage !== void 0) {
      if (!validate29(data.lineage, { instancePath: instancePath + "/lineage", parentData: data, parentDataProperty: "lineage", rootData })) {
        vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
        errors = vErrors.length;
      }
    }
    if (data.job !== void 0) {
      let data23 = data.job;
      if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
        if (data23.command === void 0) {
          const err30 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data23.flags === void 0) {
          const err31 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "flags" }, message: "must have required property 'flags'" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        for (const key3 in data23) {
          if (!(key3 === "command" || key3 === "flags" || key3 === "creates" || key3 === "failurePolicyWrites")) {
            const err32 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data23.command !== void 0) {
          let data24 = data23.command;
          if (typeof data24 === "string") {
            if (func3(data24) < 1) {
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
        if (data23.flags !== void 0) {
          let data25 = data23.flags;
          if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
            if (data25.webhookName === void 0) {
              const err35 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/required", keyword: "required", params: { missingProperty: "webhookName" }, message: "must have required property 'webhookName'" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            for (const key4 in data25) {
              if (!(key4 === "webhookName" || key4 === "patchMutating" || key4 === "patchValidating" || key4 === "failurePolicy" || key4 === "secretName" || key4 === "namespace" || key4 === "apiServiceName")) {
                const err36 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data25.webhookName !== void 0) {
              if (typeof data25.webhookName !== "string") {
                const err37 = { instancePath: instancePath + "/job/flags/webhookName", schemaPath: "#/properties/job/properties/flags/properties/webhookName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data25.patchMutating !== void 0) {
              if (typeof data25.patchMutating !== "string") {
                const err38 = { instancePath: instancePath + "/job/flags/patchMutating", schemaPath: "#/properties/job/properties/flags/properties/patchMutating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data25.patchValidating !== void 0) {
              if (typeof data25.patchValidating !== "string") {
                const err39 = { instancePath: instancePath + "/job/flags/patchValidating", schemaPath: "#/properties/job/properties/flags/properties/patchValidating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            if (data25.failurePolicy !== void 0) {
              if (typeof data25.failurePolicy !== "string") {
                const err40 = { instancePath: instancePath + "/job/flags/failurePolicy", schemaPath: "#/properties/job/properties/flags/properties/failurePolicy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data25.secretName !== void 0) {
              if (typeof data25.secretName !== "string") {
                const err41 = { instancePath: instancePath + "/job/flags/secretName", schemaPath: "#/properties/job/properties/flags/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data25.namespace !== void 0) {
              if (typeof data25.namespace !== "string") {
                const err42 = { instancePath: instancePath + "/job/flags/namespace", schemaPath: "#/properties/job/properties/flags/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data25.apiServiceName !== void 0) {
              if (typeof data25.apiServiceName !== "string") {
                const err43 = { instancePath: instancePath + "/job/flags/apiServiceName", schemaPath: "#/properties/job/properties/flags/properties/apiServiceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
          } else {
            const err44 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data23.creates !== void 0) {
          let data33 = data23.creates;
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.command === void 0) {
              const err45 = { instancePath: instancePath + "/job/creates", schemaPath: "#/properties/job/properties/creates/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
            if (data33.existing === void 0) {
              const err46 = { instancePath: instancePath + "/job/creates", schemaPath: "#/properties/job/properties/creates/required", keyword: "required", params: { missingProperty: "existing" }, message: "must have required property 'existing'" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            for (const key5 in data33) {
              if (!(key5 === "command" || key5 === "existing")) {
                const err47 = { instancePath: instancePath + "/job/creates", schemaPath: "#/properties/job/properties/creates/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
            if (data33.command !== void 0) {
              let data34 = data33.command;
              if (typeof data34 === "string") {
                if (func3(data34) < 1) {
                  const err48 = { instancePath: instancePath + "/job/creates/command", schemaPath: "#/properties/job/properties/creates/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              } else {
                const err49 = { instancePath: instancePath + "/job/creates/command", schemaPath: "#/properties/job/properties/creates/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
            if (data33.existing !== void 0) {
              let data35 = data33.existing;
              if (!(data35 === "keep" || data35 === "replace")) {
                const err50 = { instancePath: instancePath + "/job/creates/existing", schemaPath: "#/properties/job/properties/creates/properties/existing/enum", keyword: "enum", params: { allowedValues: schema33.properties.creates.properties.existing.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
          } else {
            const err51 = { instancePath: instancePath + "/job/creates", schemaPath: "#/properties/job/properties/creates/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data23.failurePolicyWrites !== void 0) {
          let data36 = data23.failurePolicyWrites;
          if (Array.isArray(data36)) {
            if (data36.length < 1) {
              const err52 = { instancePath: instancePath + "/job/failurePolicyWrites", schemaPath: "#/properties/job/properties/failurePolicyWrites/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
            const len2 = data36.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data37 = data36[i2];
              if (!(data37 === "Fail" || data37 === "Ignore")) {
                const err53 = { instancePath: instancePath + "/job/failurePolicyWrites/" + i2, schemaPath: "#/properties/job/properties/failurePolicyWrites/items/enum", keyword: "enum", params: { allowedValues: schema33.properties.failurePolicyWrites.items.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
          } else {
            const err54 = { instancePath: instancePath + "/job/failurePolicyWrites", schemaPath: "#/properties/job/properties/failurePolicyWrites/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
      } else {
        const err55 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
  } else {
    const err56 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err56];
    } else {
      vErrors.push(err56);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  validateConfig,
  validateLibrary,
  validateOwner
});

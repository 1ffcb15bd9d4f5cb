import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod2) => function __require() {
  try {
    return mod2 || (0, cb[__getOwnPropNames(cb)[0]])((mod2 = { exports: {} }).exports, mod2), mod2.exports;
  } catch (e) {
    throw mod2 = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key3 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key3) && key3 !== except)
        __defProp(to, key3, { get: () => from[key3], enumerable: !(desc = __getOwnPropDesc(from, key3)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod2, isNodeMode, target) => (target = mod2 != null ? __create(__getProtoOf(mod2)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod2 || !mod2.__esModule ? __defProp(target, "default", { value: mod2, enumerable: true }) : target,
  mod2
));

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

// src/generated/validators.ts
var validators_exports = {};
__export(validators_exports, {
  validateConfig: () => validateConfig,
  validateOwner: () => validateOwner,
  validateProfile: () => validateProfile
});
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!(key0 === "mode" || key0 === "source" || key0 === "note")) {
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
        const err3 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema22.properties.mode.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data1 = data.source;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err4 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
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
            if (data2.repo === void 0) {
              const err5 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "repo" }, message: "must have required property 'repo'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data2.ref === void 0) {
              const err6 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data2.commit === void 0) {
              const err7 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data2.file === void 0) {
              const err8 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data2.function === void 0) {
              const err9 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "function" }, message: "must have required property 'function'" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "repo" || key1 === "ref" || key1 === "commit" || key1 === "file" || key1 === "function" || key1 === "note")) {
                const err10 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data2.repo !== void 0) {
              let data3 = data2.repo;
              if (typeof data3 === "string") {
                if (!pattern6.test(data3)) {
                  const err11 = { instancePath: instancePath + "/source/" + i0 + "/repo", schemaPath: "#/$defs/citation/properties/repo/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"' };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
              } else {
                const err12 = { instancePath: instancePath + "/source/" + i0 + "/repo", schemaPath: "#/$defs/citation/properties/repo/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data2.ref !== void 0) {
              let data4 = data2.ref;
              if (typeof data4 === "string") {
                if (func4(data4) < 1) {
                  const err13 = { instancePath: instancePath + "/source/" + i0 + "/ref", schemaPath: "#/$defs/citation/properties/ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              } else {
                const err14 = { instancePath: instancePath + "/source/" + i0 + "/ref", schemaPath: "#/$defs/citation/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data2.commit !== void 0) {
              let data5 = data2.commit;
              if (typeof data5 === "string") {
                if (!pattern7.test(data5)) {
                  const err15 = { instancePath: instancePath + "/source/" + i0 + "/commit", schemaPath: "#/$defs/citation/properties/commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/source/" + i0 + "/commit", schemaPath: "#/$defs/citation/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data2.file !== void 0) {
              let data6 = data2.file;
              if (typeof data6 === "string") {
                if (func4(data6) < 1) {
                  const err17 = { instancePath: instancePath + "/source/" + i0 + "/file", schemaPath: "#/$defs/citation/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              } else {
                const err18 = { instancePath: instancePath + "/source/" + i0 + "/file", schemaPath: "#/$defs/citation/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data2.function !== void 0) {
              let data7 = data2.function;
              if (typeof data7 === "string") {
                if (func4(data7) < 1) {
                  const err19 = { instancePath: instancePath + "/source/" + i0 + "/function", schemaPath: "#/$defs/citation/properties/function/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              } else {
                const err20 = { instancePath: instancePath + "/source/" + i0 + "/function", schemaPath: "#/$defs/citation/properties/function/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data2.note !== void 0) {
              if (typeof data2.note !== "string") {
                const err21 = { instancePath: instancePath + "/source/" + i0 + "/note", schemaPath: "#/$defs/citation/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
          } else {
            const err22 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.note !== void 0) {
      if (typeof data.note !== "string") {
        const err24 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
  } else {
    const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
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
    if (data.reload !== void 0) {
      if (!validate21(data.reload, { instancePath: instancePath + "/reload", parentData: data, parentDataProperty: "reload", rootData })) {
        vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
        errors = vErrors.length;
      }
    }
    if (data.priority !== void 0) {
      let data7 = data.priority;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
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
      let data8 = data.match;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        if (Object.keys(data8).length < 1) {
          const err13 = { instancePath: instancePath + "/match", schemaPath: "#/properties/match/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        for (const key1 in data8) {
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
        if (data8.images !== void 0) {
          let data9 = data8.images;
          if (Array.isArray(data9)) {
            const len0 = data9.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data10 = data9[i0];
              if (typeof data10 === "string") {
                if (func4(data10) < 1) {
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
        if (data8.workloadNames !== void 0) {
          let data11 = data8.workloadNames;
          if (Array.isArray(data11)) {
            const len1 = data11.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data12 = data11[i1];
              if (typeof data12 === "string") {
                if (func4(data12) < 1) {
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
        if (data8.charts !== void 0) {
          let data13 = data8.charts;
          if (Array.isArray(data13)) {
            const len2 = data13.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data14 = data13[i2];
              if (typeof data14 === "string") {
                if (func4(data14) < 1) {
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
        if (data8.envAny !== void 0) {
          let data15 = data8.envAny;
          if (Array.isArray(data15)) {
            const len3 = data15.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data16 = data15[i3];
              if (typeof data16 === "string") {
                if (func4(data16) < 1) {
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
      let data17 = data.env;
      if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
        for (const key22 in data17) {
          if (!(key22 === "host" || key22 === "writer" || key22 === "secretName" || key22 === "serviceName" || key22 === "namespace" || key22 === "port" || key22 === "mutatingName" || key22 === "validatingName")) {
            const err28 = { instancePath: instancePath + "/env", schemaPath: "#/properties/env/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key22 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data17.host !== void 0) {
          if (typeof data17.host !== "string") {
            const err29 = { instancePath: instancePath + "/env/host", schemaPath: "#/properties/env/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data17.writer !== void 0) {
          if (typeof data17.writer !== "string") {
            const err30 = { instancePath: instancePath + "/env/writer", schemaPath: "#/properties/env/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data17.secretName !== void 0) {
          if (typeof data17.secretName !== "string") {
            const err31 = { instancePath: instancePath + "/env/secretName", schemaPath: "#/properties/env/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data17.serviceName !== void 0) {
          if (typeof data17.serviceName !== "string") {
            const err32 = { instancePath: instancePath + "/env/serviceName", schemaPath: "#/properties/env/properties/serviceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data17.namespace !== void 0) {
          if (typeof data17.namespace !== "string") {
            const err33 = { instancePath: instancePath + "/env/namespace", schemaPath: "#/properties/env/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data17.port !== void 0) {
          if (typeof data17.port !== "string") {
            const err34 = { instancePath: instancePath + "/env/port", schemaPath: "#/properties/env/properties/port/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data17.mutatingName !== void 0) {
          if (typeof data17.mutatingName !== "string") {
            const err35 = { instancePath: instancePath + "/env/mutatingName", schemaPath: "#/properties/env/properties/mutatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data17.validatingName !== void 0) {
          if (typeof data17.validatingName !== "string") {
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
      let data26 = data.defaults;
      if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
        for (const key3 in data26) {
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
        if (data26.secretName !== void 0) {
          if (typeof data26.secretName !== "string") {
            const err39 = { instancePath: instancePath + "/defaults/secretName", schemaPath: "#/properties/defaults/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data26.serviceName !== void 0) {
          if (typeof data26.serviceName !== "string") {
            const err40 = { instancePath: instancePath + "/defaults/serviceName", schemaPath: "#/properties/defaults/properties/serviceName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        if (data26.namespace !== void 0) {
          if (typeof data26.namespace !== "string") {
            const err41 = { instancePath: instancePath + "/defaults/namespace", schemaPath: "#/properties/defaults/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data26.port !== void 0) {
          let data30 = data26.port;
          if (!(typeof data30 == "number" && (!(data30 % 1) && !isNaN(data30)) && isFinite(data30))) {
            const err42 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          if (typeof data30 == "number" && isFinite(data30)) {
            if (data30 > 65535 || isNaN(data30)) {
              const err43 = { instancePath: instancePath + "/defaults/port", schemaPath: "#/properties/defaults/properties/port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 }, message: "must be <= 65535" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (data30 < 1 || isNaN(data30)) {
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
        if (data26.mutatingName !== void 0) {
          if (typeof data26.mutatingName !== "string") {
            const err45 = { instancePath: instancePath + "/defaults/mutatingName", schemaPath: "#/properties/defaults/properties/mutatingName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data26.validatingName !== void 0) {
          if (typeof data26.validatingName !== "string") {
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
      let data33 = data.writer;
      if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
        for (const key4 in data33) {
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
        if (data33.fsValue !== void 0) {
          if (typeof data33.fsValue !== "string") {
            const err49 = { instancePath: instancePath + "/writer/fsValue", schemaPath: "#/properties/writer/properties/fsValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data33.secretValue !== void 0) {
          if (typeof data33.secretValue !== "string") {
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
      let data36 = data.secret;
      if (data36 && typeof data36 == "object" && !Array.isArray(data36)) {
        for (const key5 in data36) {
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
        if (data36.readKeys !== void 0) {
          let data37 = data36.readKeys;
          if (Array.isArray(data37)) {
            const len4 = data37.length;
            for (let i4 = 0; i4 < len4; i4++) {
              if (typeof data37[i4] !== "string") {
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
        if (data36.renewKeys !== void 0) {
          let data39 = data36.renewKeys;
          if (Array.isArray(data39)) {
            const len5 = data39.length;
            for (let i5 = 0; i5 < len5; i5++) {
              if (typeof data39[i5] !== "string") {
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
        if (data36.caKey !== void 0) {
          if (typeof data36.caKey !== "string") {
            const err57 = { instancePath: instancePath + "/secret/caKey", schemaPath: "#/properties/secret/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data36.certKey !== void 0) {
          if (typeof data36.certKey !== "string") {
            const err58 = { instancePath: instancePath + "/secret/certKey", schemaPath: "#/properties/secret/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data36.keyKey !== void 0) {
          if (typeof data36.keyKey !== "string") {
            const err59 = { instancePath: instancePath + "/secret/keyKey", schemaPath: "#/properties/secret/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data36.renewBeforeDays !== void 0) {
          let data44 = data36.renewBeforeDays;
          if (!(typeof data44 == "number" && (!(data44 % 1) && !isNaN(data44)) && isFinite(data44))) {
            const err60 = { instancePath: instancePath + "/secret/renewBeforeDays", schemaPath: "#/properties/secret/properties/renewBeforeDays/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
          if (typeof data44 == "number" && isFinite(data44)) {
            if (data44 < 0 || isNaN(data44)) {
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
        if (data36.type !== void 0) {
          if (typeof data36.type !== "string") {
            const err62 = { instancePath: instancePath + "/secret/type", schemaPath: "#/properties/secret/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data36.caPrivateKey !== void 0) {
          if (typeof data36.caPrivateKey !== "string") {
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
      let data47 = data.values;
      if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
        for (const key6 in data47) {
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
        if (data47.replicas !== void 0) {
          if (typeof data47.replicas !== "string") {
            const err66 = { instancePath: instancePath + "/values/replicas", schemaPath: "#/properties/values/properties/replicas/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
        if (data47.image !== void 0) {
          if (typeof data47.image !== "string") {
            const err67 = { instancePath: instancePath + "/values/image", schemaPath: "#/properties/values/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data47.host !== void 0) {
          if (typeof data47.host !== "string") {
            const err68 = { instancePath: instancePath + "/values/host", schemaPath: "#/properties/values/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data47.writer !== void 0) {
          if (typeof data47.writer !== "string") {
            const err69 = { instancePath: instancePath + "/values/writer", schemaPath: "#/properties/values/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data47.secretName !== void 0) {
          if (typeof data47.secretName !== "string") {
            const err70 = { instancePath: instancePath + "/values/secretName", schemaPath: "#/properties/values/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data47.extraEnv !== void 0) {
          let data53 = data47.extraEnv;
          if (Array.isArray(data53)) {
            const len6 = data53.length;
            for (let i6 = 0; i6 < len6; i6++) {
              if (typeof data53[i6] !== "string") {
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
        if (data47.webhooks !== void 0) {
          let data55 = data47.webhooks;
          if (Array.isArray(data55)) {
            const len7 = data55.length;
            for (let i7 = 0; i7 < len7; i7++) {
              let data56 = data55[i7];
              if (data56 && typeof data56 == "object" && !Array.isArray(data56)) {
                if (data56.configuration === void 0) {
                  const err73 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
                  if (vErrors === null) {
                    vErrors = [err73];
                  } else {
                    vErrors.push(err73);
                  }
                  errors++;
                }
                if (data56.name === void 0) {
                  const err74 = { instancePath: instancePath + "/values/webhooks/" + i7, schemaPath: "#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                  if (vErrors === null) {
                    vErrors = [err74];
                  } else {
                    vErrors.push(err74);
                  }
                  errors++;
                }
                for (const key7 in data56) {
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
                if (data56.configuration !== void 0) {
                  let data57 = data56.configuration;
                  if (!(data57 === "mutating" || data57 === "validating")) {
                    const err76 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/configuration", schemaPath: "#/properties/values/properties/webhooks/items/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema11.properties.values.properties.webhooks.items.properties.configuration.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err76];
                    } else {
                      vErrors.push(err76);
                    }
                    errors++;
                  }
                }
                if (data56.name !== void 0) {
                  if (typeof data56.name !== "string") {
                    const err77 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/name", schemaPath: "#/properties/values/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err77];
                    } else {
                      vErrors.push(err77);
                    }
                    errors++;
                  }
                }
                if (data56.policyKey !== void 0) {
                  if (typeof data56.policyKey !== "string") {
                    const err78 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/policyKey", schemaPath: "#/properties/values/properties/webhooks/items/properties/policyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err78];
                    } else {
                      vErrors.push(err78);
                    }
                    errors++;
                  }
                }
                if (data56.policy !== void 0) {
                  let data60 = data56.policy;
                  if (!(data60 === "Fail" || data60 === "Ignore")) {
                    const err79 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/policy", schemaPath: "#/properties/values/properties/webhooks/items/properties/policy/enum", keyword: "enum", params: { allowedValues: schema11.properties.values.properties.webhooks.items.properties.policy.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
                if (data56.when !== void 0) {
                  if (typeof data56.when !== "string") {
                    const err80 = { instancePath: instancePath + "/values/webhooks/" + i7 + "/when", schemaPath: "#/properties/values/properties/webhooks/items/properties/when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err80];
                    } else {
                      vErrors.push(err80);
                    }
                    errors++;
                  }
                }
                if (data56.unless !== void 0) {
                  if (typeof data56.unless !== "string") {
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
        if (data47.failurePolicy !== void 0) {
          let data63 = data47.failurePolicy;
          if (Array.isArray(data63)) {
            const len8 = data63.length;
            for (let i8 = 0; i8 < len8; i8++) {
              let data64 = data63[i8];
              const _errs133 = errors;
              let valid26 = false;
              const _errs134 = errors;
              if (typeof data64 !== "string") {
                const err84 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err84];
                } else {
                  vErrors.push(err84);
                }
                errors++;
              }
              var _valid0 = _errs134 === errors;
              valid26 = valid26 || _valid0;
              if (!valid26) {
                const _errs136 = errors;
                if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
                  if (data64.key === void 0) {
                    const err85 = { instancePath: instancePath + "/values/failurePolicy/" + i8, schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                    if (vErrors === null) {
                      vErrors = [err85];
                    } else {
                      vErrors.push(err85);
                    }
                    errors++;
                  }
                  for (const key8 in data64) {
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
                  if (data64.key !== void 0) {
                    if (typeof data64.key !== "string") {
                      const err87 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/key", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err87];
                      } else {
                        vErrors.push(err87);
                      }
                      errors++;
                    }
                  }
                  if (data64.configurations !== void 0) {
                    let data66 = data64.configurations;
                    if (Array.isArray(data66)) {
                      if (data66.length < 1) {
                        const err88 = { instancePath: instancePath + "/values/failurePolicy/" + i8 + "/configurations", schemaPath: "#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                        if (vErrors === null) {
                          vErrors = [err88];
                        } else {
                          vErrors.push(err88);
                        }
                        errors++;
                      }
                      const len9 = data66.length;
                      for (let i9 = 0; i9 < len9; i9++) {
                        let data67 = data66[i9];
                        if (!(data67 === "mutating" || data67 === "validating")) {
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
                var _valid0 = _errs136 === errors;
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
                errors = _errs133;
                if (vErrors !== null) {
                  if (_errs133) {
                    vErrors.length = _errs133;
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
        if (data47.hostNetwork !== void 0) {
          if (typeof data47.hostNetwork !== "string") {
            const err94 = { instancePath: instancePath + "/values/hostNetwork", schemaPath: "#/properties/values/properties/hostNetwork/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
        }
        if (data47.namespace !== void 0) {
          if (typeof data47.namespace !== "string") {
            const err95 = { instancePath: instancePath + "/values/namespace", schemaPath: "#/properties/values/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data47.featureGates !== void 0) {
          if (typeof data47.featureGates !== "string") {
            const err96 = { instancePath: instancePath + "/values/featureGates", schemaPath: "#/properties/values/properties/featureGates/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
        }
        if (data47.webhookAnnotations !== void 0) {
          if (typeof data47.webhookAnnotations !== "string") {
            const err97 = { instancePath: instancePath + "/values/webhookAnnotations", schemaPath: "#/properties/values/properties/webhookAnnotations/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data47.rendered !== void 0) {
          let data72 = data47.rendered;
          if (data72 && typeof data72 == "object" && !Array.isArray(data72)) {
            for (const key9 in data72) {
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
            if (data72.workloadName !== void 0) {
              if (typeof data72.workloadName !== "string") {
                const err99 = { instancePath: instancePath + "/values/rendered/workloadName", schemaPath: "#/properties/values/properties/rendered/properties/workloadName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err99];
                } else {
                  vErrors.push(err99);
                }
                errors++;
              }
            }
            if (data72.maxUnavailable !== void 0) {
              let data74 = data72.maxUnavailable;
              if (!(typeof data74 == "number" && (!(data74 % 1) && !isNaN(data74)) && isFinite(data74)) && typeof data74 !== "string") {
                const err100 = { instancePath: instancePath + "/values/rendered/maxUnavailable", schemaPath: "#/properties/values/properties/rendered/properties/maxUnavailable/type", keyword: "type", params: { type: schema11.properties.values.properties.rendered.properties.maxUnavailable.type }, message: "must be integer,string" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
            if (data72.maxSurge !== void 0) {
              let data75 = data72.maxSurge;
              if (!(typeof data75 == "number" && (!(data75 % 1) && !isNaN(data75)) && isFinite(data75)) && typeof data75 !== "string") {
                const err101 = { instancePath: instancePath + "/values/rendered/maxSurge", schemaPath: "#/properties/values/properties/rendered/properties/maxSurge/type", keyword: "type", params: { type: schema11.properties.values.properties.rendered.properties.maxSurge.type }, message: "must be integer,string" };
                if (vErrors === null) {
                  vErrors = [err101];
                } else {
                  vErrors.push(err101);
                }
                errors++;
              }
            }
            if (data72.secret !== void 0) {
              if (typeof data72.secret !== "boolean") {
                const err102 = { instancePath: instancePath + "/values/rendered/secret", schemaPath: "#/properties/values/properties/rendered/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
            if (data72.secretUnless !== void 0) {
              let data77 = data72.secretUnless;
              if (Array.isArray(data77)) {
                const len10 = data77.length;
                for (let i10 = 0; i10 < len10; i10++) {
                  if (typeof data77[i10] !== "string") {
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
      let data80 = data.rewrites;
      if (data80 && typeof data80 == "object" && !Array.isArray(data80)) {
        for (const key10 in data80) {
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
        if (data80.hostUrl !== void 0) {
          if (typeof data80.hostUrl !== "string") {
            const err109 = { instancePath: instancePath + "/rewrites/hostUrl", schemaPath: "#/properties/rewrites/properties/hostUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        }
        if (data80.serviceName !== void 0) {
          if (typeof data80.serviceName !== "boolean") {
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
      let data83 = data.owns;
      if (data83 && typeof data83 == "object" && !Array.isArray(data83)) {
        for (const key11 in data83) {
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
        if (data83.caBundle !== void 0) {
          if (typeof data83.caBundle !== "boolean") {
            const err113 = { instancePath: instancePath + "/owns/caBundle", schemaPath: "#/properties/owns/properties/caBundle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data83.failurePolicy !== void 0) {
          if (typeof data83.failurePolicy !== "boolean") {
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
      let data87 = data.externalCerts;
      if (data87 && typeof data87 == "object" && !Array.isArray(data87)) {
        for (const key12 in data87) {
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
        if (data87.alsoEnabledBy !== void 0) {
          let data88 = data87.alsoEnabledBy;
          if (Array.isArray(data88)) {
            const len11 = data88.length;
            for (let i11 = 0; i11 < len11; i11++) {
              if (typeof data88[i11] !== "string") {
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
        if (data87.secret !== void 0) {
          let data90 = data87.secret;
          if (data90 && typeof data90 == "object" && !Array.isArray(data90)) {
            for (const key13 in data90) {
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
            if (data90.type !== void 0) {
              if (typeof data90.type !== "string") {
                const err121 = { instancePath: instancePath + "/externalCerts/secret/type", schemaPath: "#/properties/externalCerts/properties/secret/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err121];
                } else {
                  vErrors.push(err121);
                }
                errors++;
              }
            }
            if (data90.readKeys !== void 0) {
              let data92 = data90.readKeys;
              if (Array.isArray(data92)) {
                const len12 = data92.length;
                for (let i12 = 0; i12 < len12; i12++) {
                  if (typeof data92[i12] !== "string") {
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
            if (data90.caKey !== void 0) {
              if (typeof data90.caKey !== "string") {
                const err124 = { instancePath: instancePath + "/externalCerts/secret/caKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err124];
                } else {
                  vErrors.push(err124);
                }
                errors++;
              }
            }
            if (data90.caPrivateKey !== void 0) {
              if (typeof data90.caPrivateKey !== "string") {
                const err125 = { instancePath: instancePath + "/externalCerts/secret/caPrivateKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err125];
                } else {
                  vErrors.push(err125);
                }
                errors++;
              }
            }
            if (data90.certKey !== void 0) {
              if (typeof data90.certKey !== "string") {
                const err126 = { instancePath: instancePath + "/externalCerts/secret/certKey", schemaPath: "#/properties/externalCerts/properties/secret/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err126];
                } else {
                  vErrors.push(err126);
                }
                errors++;
              }
            }
            if (data90.keyKey !== void 0) {
              if (typeof data90.keyKey !== "string") {
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
        if (data87.writtenBy !== void 0) {
          if (typeof data87.writtenBy !== "string") {
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
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema26.properties, key0)) {
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
            if (!pattern16.test(key1)) {
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
        for (const key22 in data0) {
          let data1 = data0[key22];
          const _errs7 = errors;
          let valid3 = false;
          const _errs8 = errors;
          if (!(data1 === "off" || data1 === "error" || data1 === "warning" || data1 === "info")) {
            const err3 = { instancePath: instancePath + "/rules/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf/0/enum", keyword: "enum", params: { allowedValues: schema26.properties.rules.additionalProperties.anyOf[0].enum }, message: "must be equal to one of the allowed values" };
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
                const err4 = { instancePath: instancePath + "/rules/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf/1/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
              if (data1.length < 1) {
                const err5 = { instancePath: instancePath + "/rules/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            } else {
              const err6 = { instancePath: instancePath + "/rules/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
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
            const err7 = { instancePath: instancePath + "/rules/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
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
            if (func4(data3) < 1) {
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
            if (func4(data5) < 1) {
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
            if (func4(data7) < 1) {
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
            if (func4(data9) < 1) {
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
        const err22 = { instancePath: instancePath + "/failOn", schemaPath: "#/properties/failOn/enum", keyword: "enum", params: { allowedValues: schema26.properties.failOn.enum }, message: "must be equal to one of the allowed values" };
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
              if (!func2.call(schema27.properties, key4)) {
                const err28 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
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
                const err29 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/replicas", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/replicas/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                const err30 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/image", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                const err31 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/host", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                const err32 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/writer", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/writer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                const err33 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/secretName", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                    const err34 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv/" + i4, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/extraEnv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                }
              } else {
                const err35 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/extraEnv", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/extraEnv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
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
                      const err36 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                    if (data25.name === void 0) {
                      const err37 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                      if (vErrors === null) {
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                    for (const key5 in data25) {
                      if (!(key5 === "configuration" || key5 === "name" || key5 === "policyKey" || key5 === "policy" || key5 === "when" || key5 === "unless")) {
                        const err38 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
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
                        const err39 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/configuration", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/configuration/enum", keyword: "enum", params: { allowedValues: schema27.properties.webhooks.items.properties.configuration.enum }, message: "must be equal to one of the allowed values" };
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
                        const err40 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/name", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                        const err41 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/policyKey", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/policyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                        const err42 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/policy", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/policy/enum", keyword: "enum", params: { allowedValues: schema27.properties.webhooks.items.properties.policy.enum }, message: "must be equal to one of the allowed values" };
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
                        const err43 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/when", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/when/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                        const err44 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5 + "/unless", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/properties/unless/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err44];
                        } else {
                          vErrors.push(err44);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err45 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks/" + i5, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                }
              } else {
                const err46 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhooks", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
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
                    const err47 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                        const err48 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                        if (vErrors === null) {
                          vErrors = [err48];
                        } else {
                          vErrors.push(err48);
                        }
                        errors++;
                      }
                      for (const key6 in data33) {
                        if (!(key6 === "key" || key6 === "configurations")) {
                          const err49 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
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
                          const err50 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/key", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                            const err51 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
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
                              const err52 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/configurations/" + i7, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/items/enum", keyword: "enum", params: { allowedValues: schema27.properties.failurePolicy.items.anyOf[1].properties.configurations.items.enum }, message: "must be equal to one of the allowed values" };
                              if (vErrors === null) {
                                vErrors = [err52];
                              } else {
                                vErrors.push(err52);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err53 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6 + "/configurations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/properties/configurations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                          if (vErrors === null) {
                            vErrors = [err53];
                          } else {
                            vErrors.push(err53);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err54 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
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
                    const err55 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy/" + i6, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/items/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
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
                const err56 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/failurePolicy", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/failurePolicy/type", keyword: "type", params: { type: "array" }, message: "must be array" };
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
                const err57 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/hostNetwork", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/hostNetwork/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                const err58 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/namespace", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                const err59 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/featureGates", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/featureGates/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                const err60 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/webhookAnnotations", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/webhookAnnotations/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                    const err61 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
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
                    const err62 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/workloadName", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/workloadName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
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
                    const err63 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxUnavailable", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/maxUnavailable/type", keyword: "type", params: { type: schema27.properties.rendered.properties.maxUnavailable.type }, message: "must be integer,string" };
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
                    const err64 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/maxSurge", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/maxSurge/type", keyword: "type", params: { type: schema27.properties.rendered.properties.maxSurge.type }, message: "must be integer,string" };
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
                    const err65 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secret", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secret/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
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
                        const err66 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless/" + i8, schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secretUnless/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err66];
                        } else {
                          vErrors.push(err66);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err67 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered/secretUnless", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/properties/secretUnless/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err67];
                    } else {
                      vErrors.push(err67);
                    }
                    errors++;
                  }
                }
              } else {
                const err68 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/rendered", schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/properties/rendered/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
          } else {
            const err69 = { instancePath: instancePath + "/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "https://webhook-cert-gate.io/schemas/profile.json#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" };
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
  validate23.errors = vErrors;
  return errors === 0;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      let data0 = data.setting;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        for (const key1 in data0) {
          if (!(key1 === "env" || key1 === "flag" || key1 === "boolean" || key1 === "configKey" || key1 === "default")) {
            const err2 = { instancePath: instancePath + "/setting", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data0.env !== void 0) {
          if (typeof data0.env !== "string") {
            const err3 = { instancePath: instancePath + "/setting/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data0.flag !== void 0) {
          let data2 = data0.flag;
          if (typeof data2 === "string") {
            if (!pattern4.test(data2)) {
              const err4 = { instancePath: instancePath + "/setting/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/setting/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data0.boolean !== void 0) {
          if (typeof data0.boolean !== "boolean") {
            const err6 = { instancePath: instancePath + "/setting/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.configKey !== void 0) {
          if (typeof data0.configKey !== "string") {
            const err7 = { instancePath: instancePath + "/setting/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data0.default !== void 0) {
          if (typeof data0.default !== "string") {
            const err8 = { instancePath: instancePath + "/setting/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/setting", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.in !== void 0) {
      let data6 = data.in;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data6[i0] !== "string") {
            const err10 = { instancePath: instancePath + "/in/" + i0, schemaPath: "#/properties/in/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/in", schemaPath: "#/properties/in/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.prefixes !== void 0) {
      let data8 = data.prefixes;
      if (Array.isArray(data8)) {
        const len1 = data8.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data9 = data8[i1];
          if (typeof data9 === "string") {
            if (func4(data9) < 1) {
              const err12 = { instancePath: instancePath + "/prefixes/" + i1, schemaPath: "#/properties/prefixes/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/prefixes/" + i1, schemaPath: "#/properties/prefixes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/prefixes", schemaPath: "#/properties/prefixes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.set !== void 0) {
      if (typeof data.set !== "boolean") {
        const err15 = { instancePath: instancePath + "/set", schemaPath: "#/properties/set/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!(key0 === "kind" || key0 === "name" || key0 === "names" || key0 === "entries" || key0 === "when" || key0 === "trimSuffix" || key0 === "nameFormat")) {
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
        const err2 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema18.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data1 = data.name;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        for (const key1 in data1) {
          if (!(key1 === "env" || key1 === "flag" || key1 === "boolean" || key1 === "configKey" || key1 === "default")) {
            const err3 = { instancePath: instancePath + "/name", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data1.env !== void 0) {
          if (typeof data1.env !== "string") {
            const err4 = { instancePath: instancePath + "/name/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data1.flag !== void 0) {
          let data3 = data1.flag;
          if (typeof data3 === "string") {
            if (!pattern4.test(data3)) {
              const err5 = { instancePath: instancePath + "/name/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/name/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data1.boolean !== void 0) {
          if (typeof data1.boolean !== "boolean") {
            const err7 = { instancePath: instancePath + "/name/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data1.configKey !== void 0) {
          if (typeof data1.configKey !== "string") {
            const err8 = { instancePath: instancePath + "/name/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data1.default !== void 0) {
          if (typeof data1.default !== "string") {
            const err9 = { instancePath: instancePath + "/name/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/name", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.names !== void 0) {
      let data7 = data.names;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data7[i0] !== "string") {
            const err11 = { instancePath: instancePath + "/names/" + i0, schemaPath: "#/properties/names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/names", schemaPath: "#/properties/names/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.entries !== void 0) {
      let data9 = data.entries;
      if (!(data9 === "all" || data9 === "first")) {
        const err13 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/enum", keyword: "enum", params: { allowedValues: schema18.properties.entries.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.when !== void 0) {
      let data10 = data.when;
      if (Array.isArray(data10)) {
        const len1 = data10.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate12(data10[i1], { instancePath: instancePath + "/when/" + i1, parentData: data10, parentDataProperty: i1, rootData })) {
            vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/when", schemaPath: "#/properties/when/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.trimSuffix !== void 0) {
      if (typeof data.trimSuffix !== "string") {
        const err15 = { instancePath: instancePath + "/trimSuffix", schemaPath: "#/properties/trimSuffix/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.nameFormat !== void 0) {
      let data13 = data.nameFormat;
      if (typeof data13 === "string") {
        if (!pattern9.test(data13)) {
          const err16 = { instancePath: instancePath + "/nameFormat", schemaPath: "#/properties/nameFormat/pattern", keyword: "pattern", params: { pattern: "\\{\\}" }, message: 'must match pattern "\\{\\}"' };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/nameFormat", schemaPath: "#/properties/nameFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!(key0 === "mode" || key0 === "source" || key0 === "note")) {
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
        const err3 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema22.properties.mode.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data1 = data.source;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err4 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
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
            if (data2.repo === void 0) {
              const err5 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "repo" }, message: "must have required property 'repo'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data2.ref === void 0) {
              const err6 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data2.commit === void 0) {
              const err7 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data2.file === void 0) {
              const err8 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data2.function === void 0) {
              const err9 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "function" }, message: "must have required property 'function'" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "repo" || key1 === "ref" || key1 === "commit" || key1 === "file" || key1 === "function" || key1 === "note")) {
                const err10 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data2.repo !== void 0) {
              let data3 = data2.repo;
              if (typeof data3 === "string") {
                if (!pattern6.test(data3)) {
                  const err11 = { instancePath: instancePath + "/source/" + i0 + "/repo", schemaPath: "#/$defs/citation/properties/repo/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"' };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
              } else {
                const err12 = { instancePath: instancePath + "/source/" + i0 + "/repo", schemaPath: "#/$defs/citation/properties/repo/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data2.ref !== void 0) {
              let data4 = data2.ref;
              if (typeof data4 === "string") {
                if (func4(data4) < 1) {
                  const err13 = { instancePath: instancePath + "/source/" + i0 + "/ref", schemaPath: "#/$defs/citation/properties/ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              } else {
                const err14 = { instancePath: instancePath + "/source/" + i0 + "/ref", schemaPath: "#/$defs/citation/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data2.commit !== void 0) {
              let data5 = data2.commit;
              if (typeof data5 === "string") {
                if (!pattern7.test(data5)) {
                  const err15 = { instancePath: instancePath + "/source/" + i0 + "/commit", schemaPath: "#/$defs/citation/properties/commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/source/" + i0 + "/commit", schemaPath: "#/$defs/citation/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data2.file !== void 0) {
              let data6 = data2.file;
              if (typeof data6 === "string") {
                if (func4(data6) < 1) {
                  const err17 = { instancePath: instancePath + "/source/" + i0 + "/file", schemaPath: "#/$defs/citation/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              } else {
                const err18 = { instancePath: instancePath + "/source/" + i0 + "/file", schemaPath: "#/$defs/citation/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data2.function !== void 0) {
              let data7 = data2.function;
              if (typeof data7 === "string") {
                if (func4(data7) < 1) {
                  const err19 = { instancePath: instancePath + "/source/" + i0 + "/function", schemaPath: "#/$defs/citation/properties/function/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
              } else {
                const err20 = { instancePath: instancePath + "/source/" + i0 + "/function", schemaPath: "#/$defs/citation/properties/function/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data2.note !== void 0) {
              if (typeof data2.note !== "string") {
                const err21 = { instancePath: instancePath + "/source/" + i0 + "/note", schemaPath: "#/$defs/citation/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
          } else {
            const err22 = { instancePath: instancePath + "/source/" + i0, schemaPath: "#/$defs/citation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.note !== void 0) {
      if (typeof data.note !== "string") {
        const err24 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
  } else {
    const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validate19.errors = vErrors;
  return errors === 0;
}
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
        const _errs6 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.controller === void 0) {
            const err4 = { instancePath, schemaPath: "#/oneOf/4/required", keyword: "required", params: { missingProperty: "controller" }, message: "must have required property 'controller'" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        var _valid0 = _errs6 === errors;
        if (_valid0 && valid0) {
          valid0 = false;
          passing0 = [passing0, 4];
        } else {
          if (_valid0) {
            valid0 = true;
            passing0 = 4;
          }
          const _errs7 = errors;
          if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.gitops === void 0) {
              const err5 = { instancePath, schemaPath: "#/oneOf/5/required", keyword: "required", params: { missingProperty: "gitops" }, message: "must have required property 'gitops'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          }
          var _valid0 = _errs7 === errors;
          if (_valid0 && valid0) {
            valid0 = false;
            passing0 = [passing0, 5];
          } else {
            if (_valid0) {
              valid0 = true;
              passing0 = 5;
            }
            const _errs8 = errors;
            if (data && typeof data == "object" && !Array.isArray(data)) {
              if (data.renderer === void 0) {
                const err6 = { instancePath, schemaPath: "#/oneOf/6/required", keyword: "required", params: { missingProperty: "renderer" }, message: "must have required property 'renderer'" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            var _valid0 = _errs8 === errors;
            if (_valid0 && valid0) {
              valid0 = false;
              passing0 = [passing0, 6];
            } else {
              if (_valid0) {
                valid0 = true;
                passing0 = 6;
              }
            }
          }
        }
      }
    }
  }
  if (!valid0) {
    const err7 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
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
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema12.properties, key0)) {
        const err12 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.workload !== void 0) {
      if (data.webhooks === void 0) {
        const err13 = { instancePath, schemaPath: "#/dependencies", keyword: "dependencies", params: {
          property: "workload",
          missingProperty: "webhooks",
          depsCount: 1,
          deps: "webhooks"
        }, message: "must have property webhooks when property workload is present" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("webhook-cert-gate.io/v1" !== data.apiVersion) {
        const err14 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "webhook-cert-gate.io/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("CertificateOwner" !== data.kind) {
        const err15 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "CertificateOwner" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data2 = data.name;
      if (typeof data2 === "string") {
        if (!pattern0.test(data2)) {
          const err16 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data3 = data.description;
      if (typeof data3 === "string") {
        if (func4(data3) < 1) {
          const err18 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.secret !== void 0) {
      let data4 = data.secret;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key1 in data4) {
          if (!(key1 === "type" || key1 === "readKeys" || key1 === "caKey" || key1 === "caPrivateKey" || key1 === "certKey" || key1 === "keyKey")) {
            const err20 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data4.type !== void 0) {
          if (typeof data4.type !== "string") {
            const err21 = { instancePath: instancePath + "/secret/type", schemaPath: "#/$defs/layout/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
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
                const err22 = { instancePath: instancePath + "/secret/readKeys/" + i0, schemaPath: "#/$defs/layout/properties/readKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
          } else {
            const err23 = { instancePath: instancePath + "/secret/readKeys", schemaPath: "#/$defs/layout/properties/readKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data4.caKey !== void 0) {
          if (typeof data4.caKey !== "string") {
            const err24 = { instancePath: instancePath + "/secret/caKey", schemaPath: "#/$defs/layout/properties/caKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data4.caPrivateKey !== void 0) {
          if (typeof data4.caPrivateKey !== "string") {
            const err25 = { instancePath: instancePath + "/secret/caPrivateKey", schemaPath: "#/$defs/layout/properties/caPrivateKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data4.certKey !== void 0) {
          if (typeof data4.certKey !== "string") {
            const err26 = { instancePath: instancePath + "/secret/certKey", schemaPath: "#/$defs/layout/properties/certKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data4.keyKey !== void 0) {
          if (typeof data4.keyKey !== "string") {
            const err27 = { instancePath: instancePath + "/secret/keyKey", schemaPath: "#/$defs/layout/properties/keyKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
      } else {
        const err28 = { instancePath: instancePath + "/secret", schemaPath: "#/$defs/layout/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.job !== void 0) {
      let data12 = data.job;
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        if (data12.images === void 0) {
          const err29 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "images" }, message: "must have required property 'images'" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data12.command === void 0) {
          const err30 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property 'command'" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data12.flags === void 0) {
          const err31 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/required", keyword: "required", params: { missingProperty: "flags" }, message: "must have required property 'flags'" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        for (const key22 in data12) {
          if (!(key22 === "images" || key22 === "command" || key22 === "flags")) {
            const err32 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key22 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data12.images !== void 0) {
          let data13 = data12.images;
          if (Array.isArray(data13)) {
            if (data13.length < 1) {
              const err33 = { instancePath: instancePath + "/job/images", schemaPath: "#/properties/job/properties/images/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            const len1 = data13.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data14 = data13[i1];
              if (typeof data14 === "string") {
                if (func4(data14) < 1) {
                  const err34 = { instancePath: instancePath + "/job/images/" + i1, schemaPath: "#/properties/job/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              } else {
                const err35 = { instancePath: instancePath + "/job/images/" + i1, schemaPath: "#/properties/job/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          } else {
            const err36 = { instancePath: instancePath + "/job/images", schemaPath: "#/properties/job/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data12.command !== void 0) {
          let data15 = data12.command;
          if (typeof data15 === "string") {
            if (func4(data15) < 1) {
              const err37 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          } else {
            const err38 = { instancePath: instancePath + "/job/command", schemaPath: "#/properties/job/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data12.flags !== void 0) {
          let data16 = data12.flags;
          if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
            if (data16.webhookName === void 0) {
              const err39 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/required", keyword: "required", params: { missingProperty: "webhookName" }, message: "must have required property 'webhookName'" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
            for (const key3 in data16) {
              if (!(key3 === "webhookName" || key3 === "patchMutating" || key3 === "patchValidating" || key3 === "failurePolicy" || key3 === "secretName" || key3 === "namespace")) {
                const err40 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data16.webhookName !== void 0) {
              if (typeof data16.webhookName !== "string") {
                const err41 = { instancePath: instancePath + "/job/flags/webhookName", schemaPath: "#/properties/job/properties/flags/properties/webhookName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data16.patchMutating !== void 0) {
              if (typeof data16.patchMutating !== "string") {
                const err42 = { instancePath: instancePath + "/job/flags/patchMutating", schemaPath: "#/properties/job/properties/flags/properties/patchMutating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data16.patchValidating !== void 0) {
              if (typeof data16.patchValidating !== "string") {
                const err43 = { instancePath: instancePath + "/job/flags/patchValidating", schemaPath: "#/properties/job/properties/flags/properties/patchValidating/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
            if (data16.failurePolicy !== void 0) {
              if (typeof data16.failurePolicy !== "string") {
                const err44 = { instancePath: instancePath + "/job/flags/failurePolicy", schemaPath: "#/properties/job/properties/flags/properties/failurePolicy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
            if (data16.secretName !== void 0) {
              if (typeof data16.secretName !== "string") {
                const err45 = { instancePath: instancePath + "/job/flags/secretName", schemaPath: "#/properties/job/properties/flags/properties/secretName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
            if (data16.namespace !== void 0) {
              if (typeof data16.namespace !== "string") {
                const err46 = { instancePath: instancePath + "/job/flags/namespace", schemaPath: "#/properties/job/properties/flags/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
          } else {
            const err47 = { instancePath: instancePath + "/job/flags", schemaPath: "#/properties/job/properties/flags/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
      } else {
        const err48 = { instancePath: instancePath + "/job", schemaPath: "#/properties/job/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.annotations !== void 0) {
      let data23 = data.annotations;
      if (Array.isArray(data23)) {
        if (data23.length < 1) {
          const err49 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        const len2 = data23.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data24 = data23[i2];
          if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
            if (data24.key === void 0) {
              const err50 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (data24.refers === void 0) {
              const err51 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/required", keyword: "required", params: { missingProperty: "refers" }, message: "must have required property 'refers'" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            for (const key4 in data24) {
              if (!(key4 === "key" || key4 === "refers")) {
                const err52 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data24.key !== void 0) {
              let data25 = data24.key;
              if (typeof data25 === "string") {
                if (func4(data25) < 1) {
                  const err53 = { instancePath: instancePath + "/annotations/" + i2 + "/key", schemaPath: "#/properties/annotations/items/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
              } else {
                const err54 = { instancePath: instancePath + "/annotations/" + i2 + "/key", schemaPath: "#/properties/annotations/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
            if (data24.refers !== void 0) {
              let data26 = data24.refers;
              if (!(data26 === "certificate" || data26 === "secret" || data26 === "apiserver")) {
                const err55 = { instancePath: instancePath + "/annotations/" + i2 + "/refers", schemaPath: "#/properties/annotations/items/properties/refers/enum", keyword: "enum", params: { allowedValues: schema12.properties.annotations.items.properties.refers.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
            }
          } else {
            const err56 = { instancePath: instancePath + "/annotations/" + i2, schemaPath: "#/properties/annotations/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
      } else {
        const err57 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
    if (data.certificate !== void 0) {
      let data27 = data.certificate;
      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
        if (data27.kind === void 0) {
          const err58 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        if (data27.secretNameField === void 0) {
          const err59 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/required", keyword: "required", params: { missingProperty: "secretNameField" }, message: "must have required property 'secretNameField'" };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
        for (const key5 in data27) {
          if (!(key5 === "kind" || key5 === "apiGroup" || key5 === "secretNameField")) {
            const err60 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data27.kind !== void 0) {
          if (typeof data27.kind !== "string") {
            const err61 = { instancePath: instancePath + "/certificate/kind", schemaPath: "#/properties/certificate/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data27.apiGroup !== void 0) {
          if (typeof data27.apiGroup !== "string") {
            const err62 = { instancePath: instancePath + "/certificate/apiGroup", schemaPath: "#/properties/certificate/properties/apiGroup/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data27.secretNameField !== void 0) {
          if (typeof data27.secretNameField !== "string") {
            const err63 = { instancePath: instancePath + "/certificate/secretNameField", schemaPath: "#/properties/certificate/properties/secretNameField/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        }
      } else {
        const err64 = { instancePath: instancePath + "/certificate", schemaPath: "#/properties/certificate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err64];
        } else {
          vErrors.push(err64);
        }
        errors++;
      }
    }
    if (data.expiryMetric !== void 0) {
      let data31 = data.expiryMetric;
      if (typeof data31 === "string") {
        if (!pattern3.test(data31)) {
          const err65 = { instancePath: instancePath + "/expiryMetric", schemaPath: "#/properties/expiryMetric/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z_:][a-zA-Z0-9_:]*$" }, message: 'must match pattern "^[a-zA-Z_:][a-zA-Z0-9_:]*$"' };
          if (vErrors === null) {
            vErrors = [err65];
          } else {
            vErrors.push(err65);
          }
          errors++;
        }
      } else {
        const err66 = { instancePath: instancePath + "/expiryMetric", schemaPath: "#/properties/expiryMetric/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
    if (data.webhooks !== void 0) {
      let data32 = data.webhooks;
      if (Array.isArray(data32)) {
        if (data32.length < 1) {
          const err67 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err67];
          } else {
            vErrors.push(err67);
          }
          errors++;
        }
        const len3 = data32.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data33 = data32[i3];
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.names === void 0) {
              const err68 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/required", keyword: "required", params: { missingProperty: "names" }, message: "must have required property 'names'" };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
            for (const key6 in data33) {
              if (!(key6 === "names" || key6 === "caBundle" || key6 === "failurePolicy")) {
                const err69 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
            if (data33.names !== void 0) {
              let data34 = data33.names;
              if (Array.isArray(data34)) {
                if (data34.length < 1) {
                  const err70 = { instancePath: instancePath + "/webhooks/" + i3 + "/names", schemaPath: "#/properties/webhooks/items/properties/names/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
                const len4 = data34.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  let data35 = data34[i4];
                  if (typeof data35 === "string") {
                    if (func4(data35) < 1) {
                      const err71 = { instancePath: instancePath + "/webhooks/" + i3 + "/names/" + i4, schemaPath: "#/properties/webhooks/items/properties/names/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err71];
                      } else {
                        vErrors.push(err71);
                      }
                      errors++;
                    }
                  } else {
                    const err72 = { instancePath: instancePath + "/webhooks/" + i3 + "/names/" + i4, schemaPath: "#/properties/webhooks/items/properties/names/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err72];
                    } else {
                      vErrors.push(err72);
                    }
                    errors++;
                  }
                }
              } else {
                const err73 = { instancePath: instancePath + "/webhooks/" + i3 + "/names", schemaPath: "#/properties/webhooks/items/properties/names/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
            if (data33.caBundle !== void 0) {
              if (typeof data33.caBundle !== "boolean") {
                const err74 = { instancePath: instancePath + "/webhooks/" + i3 + "/caBundle", schemaPath: "#/properties/webhooks/items/properties/caBundle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data33.failurePolicy !== void 0) {
              let data37 = data33.failurePolicy;
              if (!(data37 === "Fail" || data37 === "Ignore")) {
                const err75 = { instancePath: instancePath + "/webhooks/" + i3 + "/failurePolicy", schemaPath: "#/properties/webhooks/items/properties/failurePolicy/enum", keyword: "enum", params: { allowedValues: schema12.properties.webhooks.items.properties.failurePolicy.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
          } else {
            const err76 = { instancePath: instancePath + "/webhooks/" + i3, schemaPath: "#/properties/webhooks/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
      } else {
        const err77 = { instancePath: instancePath + "/webhooks", schemaPath: "#/properties/webhooks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
    if (data.workload !== void 0) {
      let data38 = data.workload;
      if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
        if (data38.images === void 0) {
          const err78 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/required", keyword: "required", params: { missingProperty: "images" }, message: "must have required property 'images'" };
          if (vErrors === null) {
            vErrors = [err78];
          } else {
            vErrors.push(err78);
          }
          errors++;
        }
        for (const key7 in data38) {
          if (!(key7 === "images" || key7 === "holders" || key7 === "root")) {
            const err79 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
        if (data38.images !== void 0) {
          let data39 = data38.images;
          if (Array.isArray(data39)) {
            if (data39.length < 1) {
              const err80 = { instancePath: instancePath + "/workload/images", schemaPath: "#/properties/workload/properties/images/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
            const len5 = data39.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data40 = data39[i5];
              if (typeof data40 === "string") {
                if (func4(data40) < 1) {
                  const err81 = { instancePath: instancePath + "/workload/images/" + i5, schemaPath: "#/properties/workload/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err81];
                  } else {
                    vErrors.push(err81);
                  }
                  errors++;
                }
              } else {
                const err82 = { instancePath: instancePath + "/workload/images/" + i5, schemaPath: "#/properties/workload/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
          } else {
            const err83 = { instancePath: instancePath + "/workload/images", schemaPath: "#/properties/workload/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data38.holders !== void 0) {
          let data41 = data38.holders;
          if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
            if (data41.kinds === void 0) {
              const err84 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/required", keyword: "required", params: { missingProperty: "kinds" }, message: "must have required property 'kinds'" };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
            if (data41.label === void 0) {
              const err85 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/required", keyword: "required", params: { missingProperty: "label" }, message: "must have required property 'label'" };
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
            if (data41.setting === void 0) {
              const err86 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property 'setting'" };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
            for (const key8 in data41) {
              if (!(key8 === "kinds" || key8 === "label" || key8 === "setting")) {
                const err87 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
            }
            if (data41.kinds !== void 0) {
              let data42 = data41.kinds;
              if (Array.isArray(data42)) {
                if (data42.length < 1) {
                  const err88 = { instancePath: instancePath + "/workload/holders/kinds", schemaPath: "#/properties/workload/properties/holders/properties/kinds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
                const len6 = data42.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  let data43 = data42[i6];
                  if (!(data43 === "MutatingWebhookConfiguration" || data43 === "ValidatingWebhookConfiguration")) {
                    const err89 = { instancePath: instancePath + "/workload/holders/kinds/" + i6, schemaPath: "#/properties/workload/properties/holders/properties/kinds/items/enum", keyword: "enum", params: { allowedValues: schema12.properties.workload.properties.holders.properties.kinds.items.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err89];
                    } else {
                      vErrors.push(err89);
                    }
                    errors++;
                  }
                }
              } else {
                const err90 = { instancePath: instancePath + "/workload/holders/kinds", schemaPath: "#/properties/workload/properties/holders/properties/kinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err90];
                } else {
                  vErrors.push(err90);
                }
                errors++;
              }
            }
            if (data41.label !== void 0) {
              let data44 = data41.label;
              if (typeof data44 === "string") {
                if (func4(data44) < 1) {
                  const err91 = { instancePath: instancePath + "/workload/holders/label", schemaPath: "#/properties/workload/properties/holders/properties/label/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
              } else {
                const err92 = { instancePath: instancePath + "/workload/holders/label", schemaPath: "#/properties/workload/properties/holders/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              }
            }
            if (data41.setting !== void 0) {
              let data45 = data41.setting;
              if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                for (const key9 in data45) {
                  if (!(key9 === "env" || key9 === "flag" || key9 === "boolean" || key9 === "configKey" || key9 === "default")) {
                    const err93 = { instancePath: instancePath + "/workload/holders/setting", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err93];
                    } else {
                      vErrors.push(err93);
                    }
                    errors++;
                  }
                }
                if (data45.env !== void 0) {
                  if (typeof data45.env !== "string") {
                    const err94 = { instancePath: instancePath + "/workload/holders/setting/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err94];
                    } else {
                      vErrors.push(err94);
                    }
                    errors++;
                  }
                }
                if (data45.flag !== void 0) {
                  let data47 = data45.flag;
                  if (typeof data47 === "string") {
                    if (!pattern4.test(data47)) {
                      const err95 = { instancePath: instancePath + "/workload/holders/setting/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
                      if (vErrors === null) {
                        vErrors = [err95];
                      } else {
                        vErrors.push(err95);
                      }
                      errors++;
                    }
                  } else {
                    const err96 = { instancePath: instancePath + "/workload/holders/setting/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err96];
                    } else {
                      vErrors.push(err96);
                    }
                    errors++;
                  }
                }
                if (data45.boolean !== void 0) {
                  if (typeof data45.boolean !== "boolean") {
                    const err97 = { instancePath: instancePath + "/workload/holders/setting/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err97];
                    } else {
                      vErrors.push(err97);
                    }
                    errors++;
                  }
                }
                if (data45.configKey !== void 0) {
                  if (typeof data45.configKey !== "string") {
                    const err98 = { instancePath: instancePath + "/workload/holders/setting/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err98];
                    } else {
                      vErrors.push(err98);
                    }
                    errors++;
                  }
                }
                if (data45.default !== void 0) {
                  if (typeof data45.default !== "string") {
                    const err99 = { instancePath: instancePath + "/workload/holders/setting/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err99];
                    } else {
                      vErrors.push(err99);
                    }
                    errors++;
                  }
                }
              } else {
                const err100 = { instancePath: instancePath + "/workload/holders/setting", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
          } else {
            const err101 = { instancePath: instancePath + "/workload/holders", schemaPath: "#/properties/workload/properties/holders/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
        if (data38.root !== void 0) {
          let data51 = data38.root;
          if (Array.isArray(data51)) {
            if (data51.length < 1) {
              const err102 = { instancePath: instancePath + "/workload/root", schemaPath: "#/properties/workload/properties/root/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err102];
              } else {
                vErrors.push(err102);
              }
              errors++;
            }
            const len7 = data51.length;
            for (let i7 = 0; i7 < len7; i7++) {
              let data52 = data51[i7];
              if (data52 && typeof data52 == "object" && !Array.isArray(data52)) {
                if (data52.description === void 0) {
                  const err103 = { instancePath: instancePath + "/workload/root/" + i7, schemaPath: "#/properties/workload/properties/root/items/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
                  if (vErrors === null) {
                    vErrors = [err103];
                  } else {
                    vErrors.push(err103);
                  }
                  errors++;
                }
                for (const key10 in data52) {
                  if (!(key10 === "description" || key10 === "when" || key10 === "mount" || key10 === "key")) {
                    const err104 = { instancePath: instancePath + "/workload/root/" + i7, schemaPath: "#/properties/workload/properties/root/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err104];
                    } else {
                      vErrors.push(err104);
                    }
                    errors++;
                  }
                }
                if (data52.description !== void 0) {
                  let data53 = data52.description;
                  if (typeof data53 === "string") {
                    if (func4(data53) < 1) {
                      const err105 = { instancePath: instancePath + "/workload/root/" + i7 + "/description", schemaPath: "#/properties/workload/properties/root/items/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err105];
                      } else {
                        vErrors.push(err105);
                      }
                      errors++;
                    }
                  } else {
                    const err106 = { instancePath: instancePath + "/workload/root/" + i7 + "/description", schemaPath: "#/properties/workload/properties/root/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err106];
                    } else {
                      vErrors.push(err106);
                    }
                    errors++;
                  }
                }
                if (data52.when !== void 0) {
                  if (!validate12(data52.when, { instancePath: instancePath + "/workload/root/" + i7 + "/when", parentData: data52, parentDataProperty: "when", rootData })) {
                    vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                    errors = vErrors.length;
                  }
                }
                if (data52.mount !== void 0) {
                  let data55 = data52.mount;
                  if (typeof data55 === "string") {
                    if (func4(data55) < 1) {
                      const err107 = { instancePath: instancePath + "/workload/root/" + i7 + "/mount", schemaPath: "#/properties/workload/properties/root/items/properties/mount/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err107];
                      } else {
                        vErrors.push(err107);
                      }
                      errors++;
                    }
                  } else {
                    const err108 = { instancePath: instancePath + "/workload/root/" + i7 + "/mount", schemaPath: "#/properties/workload/properties/root/items/properties/mount/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err108];
                    } else {
                      vErrors.push(err108);
                    }
                    errors++;
                  }
                }
                if (data52.key !== void 0) {
                  let data56 = data52.key;
                  if (typeof data56 === "string") {
                    if (func4(data56) < 1) {
                      const err109 = { instancePath: instancePath + "/workload/root/" + i7 + "/key", schemaPath: "#/properties/workload/properties/root/items/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                      if (vErrors === null) {
                        vErrors = [err109];
                      } else {
                        vErrors.push(err109);
                      }
                      errors++;
                    }
                  } else {
                    const err110 = { instancePath: instancePath + "/workload/root/" + i7 + "/key", schemaPath: "#/properties/workload/properties/root/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err110];
                    } else {
                      vErrors.push(err110);
                    }
                    errors++;
                  }
                }
              } else {
                const err111 = { instancePath: instancePath + "/workload/root/" + i7, schemaPath: "#/properties/workload/properties/root/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err111];
                } else {
                  vErrors.push(err111);
                }
                errors++;
              }
            }
          } else {
            const err112 = { instancePath: instancePath + "/workload/root", schemaPath: "#/properties/workload/properties/root/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
      } else {
        const err113 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err113];
        } else {
          vErrors.push(err113);
        }
        errors++;
      }
    }
    if (data.mountedSecret !== void 0) {
      let data57 = data.mountedSecret;
      if (data57 && typeof data57 == "object" && !Array.isArray(data57)) {
        if (data57.types === void 0) {
          const err114 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/required", keyword: "required", params: { missingProperty: "types" }, message: "must have required property 'types'" };
          if (vErrors === null) {
            vErrors = [err114];
          } else {
            vErrors.push(err114);
          }
          errors++;
        }
        for (const key11 in data57) {
          if (!(key11 === "types")) {
            const err115 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
        if (data57.types !== void 0) {
          let data58 = data57.types;
          if (Array.isArray(data58)) {
            if (data58.length < 1) {
              const err116 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err116];
              } else {
                vErrors.push(err116);
              }
              errors++;
            }
            const len8 = data58.length;
            for (let i8 = 0; i8 < len8; i8++) {
              if (typeof data58[i8] !== "string") {
                const err117 = { instancePath: instancePath + "/mountedSecret/types/" + i8, schemaPath: "#/properties/mountedSecret/properties/types/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err117];
                } else {
                  vErrors.push(err117);
                }
                errors++;
              }
            }
          } else {
            const err118 = { instancePath: instancePath + "/mountedSecret/types", schemaPath: "#/properties/mountedSecret/properties/types/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err118];
            } else {
              vErrors.push(err118);
            }
            errors++;
          }
        }
      } else {
        const err119 = { instancePath: instancePath + "/mountedSecret", schemaPath: "#/properties/mountedSecret/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err119];
        } else {
          vErrors.push(err119);
        }
        errors++;
      }
    }
    if (data.cites !== void 0) {
      let data60 = data.cites;
      if (Array.isArray(data60)) {
        if (data60.length < 1) {
          const err120 = { instancePath: instancePath + "/cites", schemaPath: "#/properties/cites/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err120];
          } else {
            vErrors.push(err120);
          }
          errors++;
        }
        const len9 = data60.length;
        for (let i9 = 0; i9 < len9; i9++) {
          let data61 = data60[i9];
          if (data61 && typeof data61 == "object" && !Array.isArray(data61)) {
            if (data61.repo === void 0) {
              const err121 = { instancePath: instancePath + "/cites/" + i9, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "repo" }, message: "must have required property 'repo'" };
              if (vErrors === null) {
                vErrors = [err121];
              } else {
                vErrors.push(err121);
              }
              errors++;
            }
            if (data61.ref === void 0) {
              const err122 = { instancePath: instancePath + "/cites/" + i9, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'" };
              if (vErrors === null) {
                vErrors = [err122];
              } else {
                vErrors.push(err122);
              }
              errors++;
            }
            if (data61.commit === void 0) {
              const err123 = { instancePath: instancePath + "/cites/" + i9, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
              if (vErrors === null) {
                vErrors = [err123];
              } else {
                vErrors.push(err123);
              }
              errors++;
            }
            if (data61.file === void 0) {
              const err124 = { instancePath: instancePath + "/cites/" + i9, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'" };
              if (vErrors === null) {
                vErrors = [err124];
              } else {
                vErrors.push(err124);
              }
              errors++;
            }
            if (data61.function === void 0) {
              const err125 = { instancePath: instancePath + "/cites/" + i9, schemaPath: "#/$defs/citation/required", keyword: "required", params: { missingProperty: "function" }, message: "must have required property 'function'" };
              if (vErrors === null) {
                vErrors = [err125];
              } else {
                vErrors.push(err125);
              }
              errors++;
            }
            for (const key12 in data61) {
              if (!(key12 === "repo" || key12 === "ref" || key12 === "commit" || key12 === "file" || key12 === "function" || key12 === "note")) {
                const err126 = { instancePath: instancePath + "/cites/" + i9, schemaPath: "#/$defs/citation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err126];
                } else {
                  vErrors.push(err126);
                }
                errors++;
              }
            }
            if (data61.repo !== void 0) {
              let data62 = data61.repo;
              if (typeof data62 === "string") {
                if (!pattern6.test(data62)) {
                  const err127 = { instancePath: instancePath + "/cites/" + i9 + "/repo", schemaPath: "#/$defs/citation/properties/repo/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"' };
                  if (vErrors === null) {
                    vErrors = [err127];
                  } else {
                    vErrors.push(err127);
                  }
                  errors++;
                }
              } else {
                const err128 = { instancePath: instancePath + "/cites/" + i9 + "/repo", schemaPath: "#/$defs/citation/properties/repo/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err128];
                } else {
                  vErrors.push(err128);
                }
                errors++;
              }
            }
            if (data61.ref !== void 0) {
              let data63 = data61.ref;
              if (typeof data63 === "string") {
                if (func4(data63) < 1) {
                  const err129 = { instancePath: instancePath + "/cites/" + i9 + "/ref", schemaPath: "#/$defs/citation/properties/ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err129];
                  } else {
                    vErrors.push(err129);
                  }
                  errors++;
                }
              } else {
                const err130 = { instancePath: instancePath + "/cites/" + i9 + "/ref", schemaPath: "#/$defs/citation/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err130];
                } else {
                  vErrors.push(err130);
                }
                errors++;
              }
            }
            if (data61.commit !== void 0) {
              let data64 = data61.commit;
              if (typeof data64 === "string") {
                if (!pattern7.test(data64)) {
                  const err131 = { instancePath: instancePath + "/cites/" + i9 + "/commit", schemaPath: "#/$defs/citation/properties/commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
                  if (vErrors === null) {
                    vErrors = [err131];
                  } else {
                    vErrors.push(err131);
                  }
                  errors++;
                }
              } else {
                const err132 = { instancePath: instancePath + "/cites/" + i9 + "/commit", schemaPath: "#/$defs/citation/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err132];
                } else {
                  vErrors.push(err132);
                }
                errors++;
              }
            }
            if (data61.file !== void 0) {
              let data65 = data61.file;
              if (typeof data65 === "string") {
                if (func4(data65) < 1) {
                  const err133 = { instancePath: instancePath + "/cites/" + i9 + "/file", schemaPath: "#/$defs/citation/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err133];
                  } else {
                    vErrors.push(err133);
                  }
                  errors++;
                }
              } else {
                const err134 = { instancePath: instancePath + "/cites/" + i9 + "/file", schemaPath: "#/$defs/citation/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err134];
                } else {
                  vErrors.push(err134);
                }
                errors++;
              }
            }
            if (data61.function !== void 0) {
              let data66 = data61.function;
              if (typeof data66 === "string") {
                if (func4(data66) < 1) {
                  const err135 = { instancePath: instancePath + "/cites/" + i9 + "/function", schemaPath: "#/$defs/citation/properties/function/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err135];
                  } else {
                    vErrors.push(err135);
                  }
                  errors++;
                }
              } else {
                const err136 = { instancePath: instancePath + "/cites/" + i9 + "/function", schemaPath: "#/$defs/citation/properties/function/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err136];
                } else {
                  vErrors.push(err136);
                }
                errors++;
              }
            }
            if (data61.note !== void 0) {
              if (typeof data61.note !== "string") {
                const err137 = { instancePath: instancePath + "/cites/" + i9 + "/note", schemaPath: "#/$defs/citation/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err137];
                } else {
                  vErrors.push(err137);
                }
                errors++;
              }
            }
          } else {
            const err138 = { instancePath: instancePath + "/cites/" + i9, schemaPath: "#/$defs/citation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err138];
            } else {
              vErrors.push(err138);
            }
            errors++;
          }
        }
      } else {
        const err139 = { instancePath: instancePath + "/cites", schemaPath: "#/properties/cites/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.controller !== void 0) {
      let data68 = data.controller;
      if (data68 && typeof data68 == "object" && !Array.isArray(data68)) {
        if (data68.images === void 0) {
          const err140 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/required", keyword: "required", params: { missingProperty: "images" }, message: "must have required property 'images'" };
          if (vErrors === null) {
            vErrors = [err140];
          } else {
            vErrors.push(err140);
          }
          errors++;
        }
        if (data68.writes === void 0) {
          const err141 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/required", keyword: "required", params: { missingProperty: "writes" }, message: "must have required property 'writes'" };
          if (vErrors === null) {
            vErrors = [err141];
          } else {
            vErrors.push(err141);
          }
          errors++;
        }
        if (data68.certificate === void 0) {
          const err142 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/required", keyword: "required", params: { missingProperty: "certificate" }, message: "must have required property 'certificate'" };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
        for (const key13 in data68) {
          if (!(key13 === "images" || key13 === "writes" || key13 === "enabledWhen" || key13 === "disabledWhen" || key13 === "certificate" || key13 === "secretName" || key13 === "leaderElection")) {
            const err143 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err143];
            } else {
              vErrors.push(err143);
            }
            errors++;
          }
        }
        if (data68.images !== void 0) {
          let data69 = data68.images;
          if (Array.isArray(data69)) {
            if (data69.length < 1) {
              const err144 = { instancePath: instancePath + "/controller/images", schemaPath: "#/properties/controller/properties/images/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err144];
              } else {
                vErrors.push(err144);
              }
              errors++;
            }
            const len10 = data69.length;
            for (let i10 = 0; i10 < len10; i10++) {
              let data70 = data69[i10];
              if (typeof data70 === "string") {
                if (func4(data70) < 1) {
                  const err145 = { instancePath: instancePath + "/controller/images/" + i10, schemaPath: "#/properties/controller/properties/images/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err145];
                  } else {
                    vErrors.push(err145);
                  }
                  errors++;
                }
              } else {
                const err146 = { instancePath: instancePath + "/controller/images/" + i10, schemaPath: "#/properties/controller/properties/images/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err146];
                } else {
                  vErrors.push(err146);
                }
                errors++;
              }
            }
          } else {
            const err147 = { instancePath: instancePath + "/controller/images", schemaPath: "#/properties/controller/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err147];
            } else {
              vErrors.push(err147);
            }
            errors++;
          }
        }
        if (data68.writes !== void 0) {
          let data71 = data68.writes;
          if (Array.isArray(data71)) {
            if (data71.length < 1) {
              const err148 = { instancePath: instancePath + "/controller/writes", schemaPath: "#/properties/controller/properties/writes/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err148];
              } else {
                vErrors.push(err148);
              }
              errors++;
            }
            const len11 = data71.length;
            for (let i11 = 0; i11 < len11; i11++) {
              if (!validate14(data71[i11], { instancePath: instancePath + "/controller/writes/" + i11, parentData: data71, parentDataProperty: i11, rootData })) {
                vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err149 = { instancePath: instancePath + "/controller/writes", schemaPath: "#/properties/controller/properties/writes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err149];
            } else {
              vErrors.push(err149);
            }
            errors++;
          }
        }
        if (data68.enabledWhen !== void 0) {
          let data73 = data68.enabledWhen;
          if (Array.isArray(data73)) {
            const len12 = data73.length;
            for (let i12 = 0; i12 < len12; i12++) {
              if (!validate12(data73[i12], { instancePath: instancePath + "/controller/enabledWhen/" + i12, parentData: data73, parentDataProperty: i12, rootData })) {
                vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err150 = { instancePath: instancePath + "/controller/enabledWhen", schemaPath: "#/properties/controller/properties/enabledWhen/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err150];
            } else {
              vErrors.push(err150);
            }
            errors++;
          }
        }
        if (data68.disabledWhen !== void 0) {
          let data75 = data68.disabledWhen;
          if (Array.isArray(data75)) {
            const len13 = data75.length;
            for (let i13 = 0; i13 < len13; i13++) {
              if (!validate12(data75[i13], { instancePath: instancePath + "/controller/disabledWhen/" + i13, parentData: data75, parentDataProperty: i13, rootData })) {
                vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err151 = { instancePath: instancePath + "/controller/disabledWhen", schemaPath: "#/properties/controller/properties/disabledWhen/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err151];
            } else {
              vErrors.push(err151);
            }
            errors++;
          }
        }
        if (data68.certificate !== void 0) {
          let data77 = data68.certificate;
          if (!(data77 === "per-pod" || data77 === "shared-secret")) {
            const err152 = { instancePath: instancePath + "/controller/certificate", schemaPath: "#/properties/controller/properties/certificate/enum", keyword: "enum", params: { allowedValues: schema12.properties.controller.properties.certificate.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err152];
            } else {
              vErrors.push(err152);
            }
            errors++;
          }
        }
        if (data68.secretName !== void 0) {
          let data78 = data68.secretName;
          if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
            for (const key14 in data78) {
              if (!(key14 === "env" || key14 === "flag" || key14 === "boolean" || key14 === "configKey" || key14 === "default")) {
                const err153 = { instancePath: instancePath + "/controller/secretName", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err153];
                } else {
                  vErrors.push(err153);
                }
                errors++;
              }
            }
            if (data78.env !== void 0) {
              if (typeof data78.env !== "string") {
                const err154 = { instancePath: instancePath + "/controller/secretName/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err154];
                } else {
                  vErrors.push(err154);
                }
                errors++;
              }
            }
            if (data78.flag !== void 0) {
              let data80 = data78.flag;
              if (typeof data80 === "string") {
                if (!pattern4.test(data80)) {
                  const err155 = { instancePath: instancePath + "/controller/secretName/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
                  if (vErrors === null) {
                    vErrors = [err155];
                  } else {
                    vErrors.push(err155);
                  }
                  errors++;
                }
              } else {
                const err156 = { instancePath: instancePath + "/controller/secretName/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err156];
                } else {
                  vErrors.push(err156);
                }
                errors++;
              }
            }
            if (data78.boolean !== void 0) {
              if (typeof data78.boolean !== "boolean") {
                const err157 = { instancePath: instancePath + "/controller/secretName/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                  vErrors = [err157];
                } else {
                  vErrors.push(err157);
                }
                errors++;
              }
            }
            if (data78.configKey !== void 0) {
              if (typeof data78.configKey !== "string") {
                const err158 = { instancePath: instancePath + "/controller/secretName/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err158];
                } else {
                  vErrors.push(err158);
                }
                errors++;
              }
            }
            if (data78.default !== void 0) {
              if (typeof data78.default !== "string") {
                const err159 = { instancePath: instancePath + "/controller/secretName/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err159];
                } else {
                  vErrors.push(err159);
                }
                errors++;
              }
            }
          } else {
            const err160 = { instancePath: instancePath + "/controller/secretName", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err160];
            } else {
              vErrors.push(err160);
            }
            errors++;
          }
        }
        if (data68.leaderElection !== void 0) {
          let data84 = data68.leaderElection;
          if (data84 && typeof data84 == "object" && !Array.isArray(data84)) {
            if (data84.setting === void 0) {
              const err161 = { instancePath: instancePath + "/controller/leaderElection", schemaPath: "#/properties/controller/properties/leaderElection/required", keyword: "required", params: { missingProperty: "setting" }, message: "must have required property 'setting'" };
              if (vErrors === null) {
                vErrors = [err161];
              } else {
                vErrors.push(err161);
              }
              errors++;
            }
            for (const key15 in data84) {
              if (!(key15 === "setting" || key15 === "onValues")) {
                const err162 = { instancePath: instancePath + "/controller/leaderElection", schemaPath: "#/properties/controller/properties/leaderElection/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err162];
                } else {
                  vErrors.push(err162);
                }
                errors++;
              }
            }
            if (data84.setting !== void 0) {
              let data85 = data84.setting;
              if (data85 && typeof data85 == "object" && !Array.isArray(data85)) {
                for (const key16 in data85) {
                  if (!(key16 === "env" || key16 === "flag" || key16 === "boolean" || key16 === "configKey" || key16 === "default")) {
                    const err163 = { instancePath: instancePath + "/controller/leaderElection/setting", schemaPath: "#/$defs/setting/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err163];
                    } else {
                      vErrors.push(err163);
                    }
                    errors++;
                  }
                }
                if (data85.env !== void 0) {
                  if (typeof data85.env !== "string") {
                    const err164 = { instancePath: instancePath + "/controller/leaderElection/setting/env", schemaPath: "#/$defs/setting/properties/env/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err164];
                    } else {
                      vErrors.push(err164);
                    }
                    errors++;
                  }
                }
                if (data85.flag !== void 0) {
                  let data87 = data85.flag;
                  if (typeof data87 === "string") {
                    if (!pattern4.test(data87)) {
                      const err165 = { instancePath: instancePath + "/controller/leaderElection/setting/flag", schemaPath: "#/$defs/setting/properties/flag/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"' };
                      if (vErrors === null) {
                        vErrors = [err165];
                      } else {
                        vErrors.push(err165);
                      }
                      errors++;
                    }
                  } else {
                    const err166 = { instancePath: instancePath + "/controller/leaderElection/setting/flag", schemaPath: "#/$defs/setting/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err166];
                    } else {
                      vErrors.push(err166);
                    }
                    errors++;
                  }
                }
                if (data85.boolean !== void 0) {
                  if (typeof data85.boolean !== "boolean") {
                    const err167 = { instancePath: instancePath + "/controller/leaderElection/setting/boolean", schemaPath: "#/$defs/setting/properties/boolean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                      vErrors = [err167];
                    } else {
                      vErrors.push(err167);
                    }
                    errors++;
                  }
                }
                if (data85.configKey !== void 0) {
                  if (typeof data85.configKey !== "string") {
                    const err168 = { instancePath: instancePath + "/controller/leaderElection/setting/configKey", schemaPath: "#/$defs/setting/properties/configKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err168];
                    } else {
                      vErrors.push(err168);
                    }
                    errors++;
                  }
                }
                if (data85.default !== void 0) {
                  if (typeof data85.default !== "string") {
                    const err169 = { instancePath: instancePath + "/controller/leaderElection/setting/default", schemaPath: "#/$defs/setting/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err169];
                    } else {
                      vErrors.push(err169);
                    }
                    errors++;
                  }
                }
              } else {
                const err170 = { instancePath: instancePath + "/controller/leaderElection/setting", schemaPath: "#/$defs/setting/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err170];
                } else {
                  vErrors.push(err170);
                }
                errors++;
              }
            }
            if (data84.onValues !== void 0) {
              let data91 = data84.onValues;
              if (Array.isArray(data91)) {
                const len14 = data91.length;
                for (let i14 = 0; i14 < len14; i14++) {
                  if (typeof data91[i14] !== "string") {
                    const err171 = { instancePath: instancePath + "/controller/leaderElection/onValues/" + i14, schemaPath: "#/properties/controller/properties/leaderElection/properties/onValues/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err171];
                    } else {
                      vErrors.push(err171);
                    }
                    errors++;
                  }
                }
              } else {
                const err172 = { instancePath: instancePath + "/controller/leaderElection/onValues", schemaPath: "#/properties/controller/properties/leaderElection/properties/onValues/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err172];
                } else {
                  vErrors.push(err172);
                }
                errors++;
              }
            }
          } else {
            const err173 = { instancePath: instancePath + "/controller/leaderElection", schemaPath: "#/properties/controller/properties/leaderElection/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err173];
            } else {
              vErrors.push(err173);
            }
            errors++;
          }
        }
      } else {
        const err174 = { instancePath: instancePath + "/controller", schemaPath: "#/properties/controller/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err174];
        } else {
          vErrors.push(err174);
        }
        errors++;
      }
    }
    if (data.gitops !== void 0) {
      let data93 = data.gitops;
      if (data93 && typeof data93 == "object" && !Array.isArray(data93)) {
        if (data93.kind === void 0) {
          const err175 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
          if (vErrors === null) {
            vErrors = [err175];
          } else {
            vErrors.push(err175);
          }
          errors++;
        }
        if (data93.apiGroup === void 0) {
          const err176 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/required", keyword: "required", params: { missingProperty: "apiGroup" }, message: "must have required property 'apiGroup'" };
          if (vErrors === null) {
            vErrors = [err176];
          } else {
            vErrors.push(err176);
          }
          errors++;
        }
        for (const key17 in data93) {
          if (!(key17 === "kind" || key17 === "apiGroup" || key17 === "trackingLabel" || key17 === "trackingAnnotation" || key17 === "ignoreDifferences" || key17 === "selfHeal" || key17 === "syncOptions" || key17 === "respectIgnoreOption")) {
            const err177 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err177];
            } else {
              vErrors.push(err177);
            }
            errors++;
          }
        }
        if (data93.kind !== void 0) {
          if (typeof data93.kind !== "string") {
            const err178 = { instancePath: instancePath + "/gitops/kind", schemaPath: "#/properties/gitops/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
        }
        if (data93.apiGroup !== void 0) {
          if (typeof data93.apiGroup !== "string") {
            const err179 = { instancePath: instancePath + "/gitops/apiGroup", schemaPath: "#/properties/gitops/properties/apiGroup/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err179];
            } else {
              vErrors.push(err179);
            }
            errors++;
          }
        }
        if (data93.trackingLabel !== void 0) {
          if (typeof data93.trackingLabel !== "string") {
            const err180 = { instancePath: instancePath + "/gitops/trackingLabel", schemaPath: "#/properties/gitops/properties/trackingLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err180];
            } else {
              vErrors.push(err180);
            }
            errors++;
          }
        }
        if (data93.trackingAnnotation !== void 0) {
          if (typeof data93.trackingAnnotation !== "string") {
            const err181 = { instancePath: instancePath + "/gitops/trackingAnnotation", schemaPath: "#/properties/gitops/properties/trackingAnnotation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err181];
            } else {
              vErrors.push(err181);
            }
            errors++;
          }
        }
        if (data93.ignoreDifferences !== void 0) {
          if (typeof data93.ignoreDifferences !== "string") {
            const err182 = { instancePath: instancePath + "/gitops/ignoreDifferences", schemaPath: "#/properties/gitops/properties/ignoreDifferences/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err182];
            } else {
              vErrors.push(err182);
            }
            errors++;
          }
        }
        if (data93.selfHeal !== void 0) {
          if (typeof data93.selfHeal !== "string") {
            const err183 = { instancePath: instancePath + "/gitops/selfHeal", schemaPath: "#/properties/gitops/properties/selfHeal/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err183];
            } else {
              vErrors.push(err183);
            }
            errors++;
          }
        }
        if (data93.syncOptions !== void 0) {
          if (typeof data93.syncOptions !== "string") {
            const err184 = { instancePath: instancePath + "/gitops/syncOptions", schemaPath: "#/properties/gitops/properties/syncOptions/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err184];
            } else {
              vErrors.push(err184);
            }
            errors++;
          }
        }
        if (data93.respectIgnoreOption !== void 0) {
          if (typeof data93.respectIgnoreOption !== "string") {
            const err185 = { instancePath: instancePath + "/gitops/respectIgnoreOption", schemaPath: "#/properties/gitops/properties/respectIgnoreOption/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err185];
            } else {
              vErrors.push(err185);
            }
            errors++;
          }
        }
      } else {
        const err186 = { instancePath: instancePath + "/gitops", schemaPath: "#/properties/gitops/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err186];
        } else {
          vErrors.push(err186);
        }
        errors++;
      }
    }
    if (data.renderer !== void 0) {
      let data102 = data.renderer;
      if (data102 && typeof data102 == "object" && !Array.isArray(data102)) {
        if (data102.labels === void 0) {
          const err187 = { instancePath: instancePath + "/renderer", schemaPath: "#/properties/renderer/required", keyword: "required", params: { missingProperty: "labels" }, message: "must have required property 'labels'" };
          if (vErrors === null) {
            vErrors = [err187];
          } else {
            vErrors.push(err187);
          }
          errors++;
        }
        for (const key18 in data102) {
          if (!(key18 === "labels" || key18 === "releaseLabels" || key18 === "fieldManagers")) {
            const err188 = { instancePath: instancePath + "/renderer", schemaPath: "#/properties/renderer/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err188];
            } else {
              vErrors.push(err188);
            }
            errors++;
          }
        }
        if (data102.labels !== void 0) {
          let data103 = data102.labels;
          if (Array.isArray(data103)) {
            if (data103.length < 1) {
              const err189 = { instancePath: instancePath + "/renderer/labels", schemaPath: "#/properties/renderer/properties/labels/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
              if (vErrors === null) {
                vErrors = [err189];
              } else {
                vErrors.push(err189);
              }
              errors++;
            }
            const len15 = data103.length;
            for (let i15 = 0; i15 < len15; i15++) {
              let data104 = data103[i15];
              if (data104 && typeof data104 == "object" && !Array.isArray(data104)) {
                if (data104.key === void 0) {
                  const err190 = { instancePath: instancePath + "/renderer/labels/" + i15, schemaPath: "#/properties/renderer/properties/labels/items/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
                  if (vErrors === null) {
                    vErrors = [err190];
                  } else {
                    vErrors.push(err190);
                  }
                  errors++;
                }
                for (const key19 in data104) {
                  if (!(key19 === "key" || key19 === "value")) {
                    const err191 = { instancePath: instancePath + "/renderer/labels/" + i15, schemaPath: "#/properties/renderer/properties/labels/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err191];
                    } else {
                      vErrors.push(err191);
                    }
                    errors++;
                  }
                }
                if (data104.key !== void 0) {
                  if (typeof data104.key !== "string") {
                    const err192 = { instancePath: instancePath + "/renderer/labels/" + i15 + "/key", schemaPath: "#/properties/renderer/properties/labels/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err192];
                    } else {
                      vErrors.push(err192);
                    }
                    errors++;
                  }
                }
                if (data104.value !== void 0) {
                  if (typeof data104.value !== "string") {
                    const err193 = { instancePath: instancePath + "/renderer/labels/" + i15 + "/value", schemaPath: "#/properties/renderer/properties/labels/items/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err193];
                    } else {
                      vErrors.push(err193);
                    }
                    errors++;
                  }
                }
              } else {
                const err194 = { instancePath: instancePath + "/renderer/labels/" + i15, schemaPath: "#/properties/renderer/properties/labels/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err194];
                } else {
                  vErrors.push(err194);
                }
                errors++;
              }
            }
          } else {
            const err195 = { instancePath: instancePath + "/renderer/labels", schemaPath: "#/properties/renderer/properties/labels/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err195];
            } else {
              vErrors.push(err195);
            }
            errors++;
          }
        }
        if (data102.releaseLabels !== void 0) {
          let data107 = data102.releaseLabels;
          if (Array.isArray(data107)) {
            const len16 = data107.length;
            for (let i16 = 0; i16 < len16; i16++) {
              if (typeof data107[i16] !== "string") {
                const err196 = { instancePath: instancePath + "/renderer/releaseLabels/" + i16, schemaPath: "#/properties/renderer/properties/releaseLabels/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err196];
                } else {
                  vErrors.push(err196);
                }
                errors++;
              }
            }
          } else {
            const err197 = { instancePath: instancePath + "/renderer/releaseLabels", schemaPath: "#/properties/renderer/properties/releaseLabels/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err197];
            } else {
              vErrors.push(err197);
            }
            errors++;
          }
        }
        if (data102.fieldManagers !== void 0) {
          let data109 = data102.fieldManagers;
          if (Array.isArray(data109)) {
            const len17 = data109.length;
            for (let i17 = 0; i17 < len17; i17++) {
              if (typeof data109[i17] !== "string") {
                const err198 = { instancePath: instancePath + "/renderer/fieldManagers/" + i17, schemaPath: "#/properties/renderer/properties/fieldManagers/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err198];
                } else {
                  vErrors.push(err198);
                }
                errors++;
              }
            }
          } else {
            const err199 = { instancePath: instancePath + "/renderer/fieldManagers", schemaPath: "#/properties/renderer/properties/fieldManagers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err199];
            } else {
              vErrors.push(err199);
            }
            errors++;
          }
        }
      } else {
        const err200 = { instancePath: instancePath + "/renderer", schemaPath: "#/properties/renderer/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err200];
        } else {
          vErrors.push(err200);
        }
        errors++;
      }
    }
    if (data.reload !== void 0) {
      if (!validate19(data.reload, { instancePath: instancePath + "/reload", parentData: data, parentDataProperty: "reload", rootData })) {
        vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err201 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err201];
    } else {
      vErrors.push(err201);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var import_ucs2length, validateProfile, schema11, func2, func4, pattern0, schema22, pattern6, pattern7, validateConfig, schema26, schema27, pattern16, validateOwner, schema12, pattern3, pattern4, schema18, pattern9;
var init_validators = __esm({
  "src/generated/validators.ts"() {
    "use strict";
    import_ucs2length = __toESM(require_ucs2length(), 1);
    validateProfile = validate10;
    schema11 = { "$id": "https://webhook-cert-gate.io/schemas/profile.json", "title": "webhook-cert-gate controller profile", "description": "How one family of webhook controllers chooses, stores and publishes its serving certificate, and what it rewrites in its webhook configurations. See docs/effective-state.md and docs/controllers.md.", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name"], "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "ControllerProfile" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "extends": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$", "description": "A profile whose fields this one inherits: maps merge key by key, lists and values are replaced. Resolved by loadProfiles()." }, "abstract": { "type": "boolean", "description": "A base profile: only extended by others, never matched against workloads." }, "description": { "type": "string" }, "reload": { "$ref": "https://webhook-cert-gate.io/schemas/owner.json#/$defs/reload", "description": "How this controller's webhook server picks up a rotated serving certificate (the rotation rules read it)." }, "priority": { "type": "integer", "description": "Higher wins when several profiles match one container; the generic profile is 0." }, "match": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "images": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes, e.g. koordinator-sh/koord-manager (registry and tag ignored)." }, "workloadNames": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Deployment/StatefulSet names (exact). A workload labelled webhook-cert-gate.io/profile=<this profile's name> is matched the same way." }, "charts": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Helm chart names that install this controller." }, "envAny": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Matches a container that sets one of these env names, only when something beyond the env corroborates it: the API server calls the workload (a webhook configuration, CRD conversion or APIService whose Service selects its pods), its ServiceAccount may update or patch webhook configurations, or its label webhook-cert-gate.io/profile names this profile (docs/profiles.md)." } } }, "env": { "type": "object", "additionalProperties": false, "properties": { "host": { "type": "string", "description": "The external webhook host (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "The certificate writer selector (WEBHOOK_CERT_WRITER); set by the cert generate patch." }, "secretName": { "type": "string", "description": "The shared Secret's name (SECRET_NAME); set by the cert generate patch." }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "string" }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } }, "description": "Env names the controller reads. host, writer and secretName are required once extends is resolved." }, "defaults": { "type": "object", "additionalProperties": false, "properties": { "secretName": { "type": "string" }, "serviceName": { "type": "string" }, "namespace": { "type": "string" }, "port": { "type": "integer", "minimum": 1, "maximum": 65535 }, "mutatingName": { "type": "string" }, "validatingName": { "type": "string" } } }, "writer": { "type": "object", "additionalProperties": false, "description": "The writer selection rule: fs when the writer env equals fsValue, or is empty while the host env is set; the Secret writer otherwise.", "properties": { "fsValue": { "type": "string" }, "secretValue": { "type": "string", "description": "The value to recommend for the Secret writer." } } }, "secret": { "type": "object", "additionalProperties": false, "properties": { "readKeys": { "type": "array", "items": { "type": "string" }, "description": "Data keys the controller reads; any missing means it regenerates and overwrites the Secret." }, "renewKeys": { "type": "array", "items": { "type": "string" }, "description": "Keys needed to renew (the CA key)." }, "caKey": { "type": "string", "description": "Data key holding the CA certificate." }, "certKey": { "type": "string" }, "keyKey": { "type": "string" }, "renewBeforeDays": { "type": "integer", "minimum": 0, "description": "The controller replaces a certificate that expires within this many days." }, "type": { "type": "string", "description": "Secret type written by cert generate (e.g. Opaque)." }, "caPrivateKey": { "type": "string", "description": "Data key holding the CA private key (written by cert generate; needed to renew with the same CA)." } }, "description": "The Secret layout the controller's Secret writer reads and writes (cert generate --layout <profile> writes it)." }, "values": { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } }, "externalCertsFeatureGate": { "type": "string", "description": "A --feature-gates name that makes the controller read an externally managed Secret and leave caBundle to cert-manager (OpenKruise: EnableExternalCerts)." }, "rewrites": { "type": "object", "additionalProperties": false, "description": "What the controller rewrites in every webhook entry of the configurations it manages (mutatingName/validatingName), before the API server dials it.", "properties": { "hostUrl": { "type": "string", "description": "With the host env set, clientConfig becomes url: this template ({host}, {port}, {path} = the entry's service path) and service is dropped." }, "serviceName": { "type": "boolean", "description": "Without a host, clientConfig.service.name becomes the Service name (env or default) in the controller's namespace." } } }, "owns": { "type": "object", "additionalProperties": false, "description": "Fields of its webhook configurations the controller writes at run time (it owns them: what the manifests hold there is replaced).", "properties": { "caBundle": { "type": "boolean", "description": "It writes its CA into caBundle of every entry." }, "failurePolicy": { "type": "boolean", "description": "It sets failurePolicy of its entries." } } }, "featureGatesArg": { "type": "string", "description": "The command-line flag that carries feature gates, e.g. --feature-gates." }, "externalCerts": { "type": "object", "additionalProperties": false, "description": "The mode selected by externalCertsFeatureGate: the controller reads this Secret layout, written by another owner, and mints nothing.", "properties": { "alsoEnabledBy": { "type": "array", "items": { "type": "string" }, "description": "Other gates that turn it on (AllAlpha)." }, "secret": { "type": "object", "additionalProperties": false, "description": "A Secret layout: its type and the data keys for each part.", "properties": { "type": { "type": "string" }, "readKeys": { "type": "array", "items": { "type": "string" }, "description": "Keys read; any missing means the Secret is not usable." }, "caKey": { "type": "string" }, "caPrivateKey": { "type": "string" }, "certKey": { "type": "string" }, "keyKey": { "type": "string" } } }, "writtenBy": { "type": "string", "description": "Who writes that Secret and caBundle (an owner in policies/owners), for messages." } } } } };
    func2 = Object.prototype.hasOwnProperty;
    func4 = import_ucs2length.default.default ?? import_ucs2length.default;
    pattern0 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u");
    schema22 = { "type": "object", "additionalProperties": false, "required": ["mode", "source"], "description": "How the controller's webhook server picks up a rotated serving certificate, as its source shows (the rotation rules read it). file-watch: it watches the certificate files it serves, so a Secret mounted as a volume reaches it only after the kubelet syncs the volume (30-100 s). secret-watch: it reads the Secret through the API (an informer or a poll), or its own sync loop writes the files it serves from the Secret it watches: no volume delay. in-process: it mints or fetches its certificate itself and switches it in memory (no Secret or file in between). restart: it reads its certificate once, at start; a new one is served only by restarted pods.", "properties": { "mode": { "enum": ["file-watch", "secret-watch", "in-process", "restart"] }, "source": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/citation" }, "description": "Where the source says so: the server's TLS setup first, then what feeds it." }, "note": { "type": "string", "description": "Settings that change the mode (another flag, another certificate source)." } } };
    pattern6 = new RegExp("^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", "u");
    pattern7 = new RegExp("^[0-9a-f]{40}$", "u");
    validateConfig = validate23;
    schema26 = { "$id": "https://webhook-cert-gate.io/schemas/config.json", "title": ".webhook-cert-gate.yaml", "type": "object", "additionalProperties": false, "properties": { "rules": { "type": "object", "description": "Per rule id: off, or a severity that replaces the rule's default; or [severity, {options}] for a rule with options (docs/rules/<id>.md lists them; checked when the config is used).", "propertyNames": { "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" }, "additionalProperties": { "anyOf": [{ "enum": ["off", "error", "warning", "info"] }, { "type": "array", "minItems": 1, "maxItems": 2, "description": "[severity, {options}]: checked against the rule's options schema when the config is used (src/rules/options.ts)." }] } }, "ignorePaths": { "type": "array", "description": "Globs (relative to the working directory; ** crosses folders) whose files are not read.", "items": { "type": "string", "minLength": 1 } }, "scopes": { "type": "array", "description": "Globs (relative to the working directory) of the folders, or files, whose objects are applied together, e.g. deploy/*: each match is one scope, objects are linked only within their scope (docs/checking.md#scopes). Replaces the inferred environment folders.", "items": { "type": "string", "minLength": 1 } }, "profiles": { "type": "array", "description": "Extra controller profile files or folders, relative to this config file.", "items": { "type": "string", "minLength": 1 } }, "owners": { "type": "array", "description": "Extra certificate-owner files or folders (policies/owners format, docs/effective-state.md), relative to this config file.", "items": { "type": "string", "minLength": 1 } }, "strict": { "type": "boolean", "description": "Refuse annotation suppressions (same as --strict)." }, "failOn": { "enum": ["error", "warning", "info", "none"] }, "namespace": { "type": "string", "description": "Namespace assumed for objects that do not set one (as kubectl apply -n)." }, "minDays": { "type": "integer", "minimum": 0, "description": "cert-expiring-soon threshold in days." }, "maxFileSize": { "type": "integer", "minimum": 1, "description": "Largest input file read, in bytes." }, "values": { "type": "object", "description": "Helm values key mappings per profile name, for forked charts (see README: Helm values).", "additionalProperties": { "$ref": "https://webhook-cert-gate.io/schemas/profile.json#/properties/values" } } } };
    schema27 = { "type": "object", "description": "Helm values keys (dotted; a trailing .* means every key under that map) that carry each meaning, for charts of this controller. See docs/helm.md.", "additionalProperties": false, "properties": { "replicas": { "type": "string", "description": "Deployment spec.replicas." }, "image": { "type": "string", "description": "The manager image: a string, or a map with registry/repository/tag." }, "host": { "type": "string", "description": "Value rendered into the host env (WEBHOOK_HOST)." }, "writer": { "type": "string", "description": "Value rendered into the writer env (WEBHOOK_CERT_WRITER)." }, "secretName": { "type": "string", "description": "Value rendered into the Secret name env (SECRET_NAME)." }, "extraEnv": { "type": "array", "items": { "type": "string" }, "description": "Keys holding lists of env entries appended to the manager container." }, "webhooks": { "type": "array", "description": "The webhook entries the chart's templates render, so the values model (no helm) renders the same: configuration, name, failurePolicy from a values key or fixed by the template, and the feature-gates text that turns the entry on or off.", "items": { "type": "object", "additionalProperties": false, "required": ["configuration", "name"], "properties": { "configuration": { "enum": ["mutating", "validating"] }, "name": { "type": "string" }, "policyKey": { "type": "string", "description": "Values key the template reads failurePolicy from." }, "policy": { "enum": ["Fail", "Ignore"], "description": "failurePolicy the template writes whatever the values." }, "when": { "type": "string", "description": "Rendered only when the featureGates value contains this text." }, "unless": { "type": "string", "description": "Not rendered when the featureGates value contains this text." } } } }, "failurePolicy": { "type": "array", "description": "Keys holding a webhook's failurePolicy; a string applies to both configurations.", "items": { "anyOf": [{ "type": "string" }, { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "configurations": { "type": "array", "minItems": 1, "items": { "enum": ["mutating", "validating"] } } } }] } }, "hostNetwork": { "type": "string" }, "namespace": { "type": "string", "description": "The namespace the manager is installed in." }, "featureGates": { "type": "string", "description": "Value rendered into the manager's --feature-gates flag." }, "webhookAnnotations": { "type": "string", "description": "A map of annotations put on both webhook configurations (cert-manager injection)." }, "rendered": { "type": "object", "additionalProperties": false, "description": "What the chart's templates render whatever the values.", "properties": { "workloadName": { "type": "string", "description": "Deployment name (default: the first match.workloadNames)." }, "maxUnavailable": { "type": ["integer", "string"] }, "maxSurge": { "type": ["integer", "string"] }, "secret": { "type": "boolean", "description": "The chart renders an empty Secret with the Secret name, filled by the controller." }, "secretUnless": { "type": "array", "items": { "type": "string" }, "description": "The Secret is not rendered when the featureGates value contains any of these texts." } } } } };
    pattern16 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
    validateOwner = validate11;
    schema12 = { "$id": "https://webhook-cert-gate.io/schemas/owner.json", "title": "webhook-cert-gate certificate owner", "description": "Something other than a profiled controller that writes caBundle or failurePolicy of webhook configurations, CRD conversion webhooks or APIServices, or decides the certificate a webhook serves. Exactly one way of finding it: job, annotations, webhooks, mountedSecret, controller, gitops or renderer. See docs/effective-state.md.", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "name", "description"], "properties": { "apiVersion": { "const": "webhook-cert-gate.io/v1" }, "kind": { "const": "CertificateOwner" }, "name": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$" }, "description": { "type": "string", "minLength": 1, "description": "Who it is, as messages name it." }, "secret": { "$ref": "#/$defs/layout" }, "job": { "type": "object", "additionalProperties": false, "required": ["images", "command", "flags"], "description": "A Job (often a Helm hook) whose container image matches and whose args hold the command: it patches the configurations its flags name.", "properties": { "images": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes (registry and tag ignored)." }, "command": { "type": "string", "minLength": 1, "description": "The argument that makes the container patch configurations (e.g. patch)." }, "flags": { "type": "object", "additionalProperties": false, "required": ["webhookName"], "properties": { "webhookName": { "type": "string", "description": "Names the configuration(s) it patches (both kinds)." }, "patchMutating": { "type": "string", "description": "false: leave the MutatingWebhookConfiguration alone (default true)." }, "patchValidating": { "type": "string", "description": "false: leave the ValidatingWebhookConfiguration alone (default true)." }, "failurePolicy": { "type": "string", "description": "A non-empty value is written into failurePolicy of every entry; empty leaves it." }, "secretName": { "type": "string", "description": "The Secret it reads the CA from." }, "namespace": { "type": "string", "description": "That Secret's namespace." } } } } }, "annotations": { "type": "array", "minItems": 1, "description": "Annotations on a webhook configuration that make this owner write caBundle of every entry.", "items": { "type": "object", "additionalProperties": false, "required": ["key", "refers"], "properties": { "key": { "type": "string", "minLength": 1 }, "refers": { "enum": ["certificate", "secret", "apiserver"], "description": `certificate: <namespace>/<name> of a certificate object whose Secret holds the CA; secret: <namespace>/<name> of that Secret; apiserver: the value "true" injects the API server's CA.` } } } }, "certificate": { "type": "object", "additionalProperties": false, "required": ["kind", "secretNameField"], "description": "The certificate object an annotation with refers: certificate names.", "properties": { "kind": { "type": "string" }, "apiGroup": { "type": "string" }, "secretNameField": { "type": "string", "description": "Dotted path of its Secret name, e.g. spec.secretName." } } }, "expiryMetric": { "type": "string", "pattern": "^[a-zA-Z_:][a-zA-Z0-9_:]*$", "description": "A Prometheus gauge this owner exports: the Unix time each of its certificate objects expires, labelled namespace and name. `alerts --expiry-source <name>` alerts on it." }, "webhooks": { "type": "array", "minItems": 1, "description": "Webhook entries this owner rewrites, found by entry name.", "items": { "type": "object", "additionalProperties": false, "required": ["names"], "properties": { "names": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Entry names; a leading * matches any prefix (*.sidecar-injector.istio.io)." }, "caBundle": { "type": "boolean", "description": "It writes caBundle of these entries." }, "failurePolicy": { "enum": ["Fail", "Ignore"], "description": "The failurePolicy it leaves once ready." } } } }, "workload": { "type": "object", "additionalProperties": false, "required": ["images"], "description": "Only with webhooks: the workload that runs this owner, when the inputs hold it. Found by image, it is this owner, never a second writer its RBAC would suggest. With holders, it writes caBundle of the configurations its setting selects, with its root (see root; by default the root of its own namespace): workloads with one root write one value, with two roots two.", "properties": { "images": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes (registry and tag ignored) of the binary." }, "holders": { "type": "object", "additionalProperties": false, "required": ["kinds", "label", "setting"], "description": "The configurations it patches: those of these kinds whose label has the value the workload's setting resolves to.", "properties": { "kinds": { "type": "array", "minItems": 1, "items": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"] } }, "label": { "type": "string", "minLength": 1 }, "setting": { "$ref": "#/$defs/setting" } } }, "root": { "type": "array", "minItems": 1, "description": "Where the root it writes into caBundle comes from, tried in order; the first that applies decides, else the root of its own namespace (one it mints). Installs whose roots the manifests show to be the same (the same data, the same external issuer) are one writer; where the manifests cannot tell, the second is an uncertain writer naming what settles it.", "items": { "type": "object", "additionalProperties": false, "required": ["description"], "properties": { "description": { "type": "string", "minLength": 1, "description": "What this root is, for messages (e.g. the plugged-in CA)." }, "when": { "$ref": "#/$defs/condition", "description": "Applies when this holds. Without mount, the root is one outside every namespace (the cluster's CA): every install where it holds shares it. With mount, the root is what is mounted there; when that object is not among the inputs, whether two installs share it cannot be told." }, "mount": { "type": "string", "minLength": 1, "description": "The container mounts a Secret or ConfigMap volume at this path: the root is its data under key. Without when, it applies only when that object is among the inputs and holds key (else the next source)." }, "key": { "type": "string", "minLength": 1, "description": "With mount: the data key holding the root certificate." } } } } } }, "mountedSecret": { "type": "object", "additionalProperties": false, "required": ["types"], "description": "A chart that renders the TLS Secret, mounts it in the webhook workload and renders its CA into caBundle: caBundle is final as rendered, and must verify that Secret's certificate.", "properties": { "types": { "type": "array", "minItems": 1, "items": { "type": "string" }, "description": "Secret types that count." } } }, "cites": { "type": "array", "minItems": 1, "description": "The upstream source this entry is read from: repository, tag, commit, file and function (required for controller entries by the catalogue test).", "items": { "$ref": "#/$defs/citation" } }, "controller": { "type": "object", "additionalProperties": false, "required": ["images", "writes", "certificate"], "description": "A webhook controller found by its image lineage that mints its serving certificate and writes caBundle of the holders it names (FACTS: a controller is a caBundle writer when the manifests show it).", "properties": { "images": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 }, "description": "Image repository suffixes (registry and tag ignored) of the controller binary." }, "writes": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/holder" }, "description": "The caBundle holders it writes while its writer runs." }, "enabledWhen": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Every condition must hold for the writer to run (e.g. a rotation flag whose default is off)." }, "disabledWhen": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Any condition that holds turns the writer off: it mints nothing and writes no caBundle (e.g. a certificate file given)." }, "certificate": { "enum": ["per-pod", "shared-secret"], "description": "per-pod: each process mints its own CA and certificate in memory or on an emptyDir unless leaderElection shares it; shared-secret: one Secret (secretName) holds the CA every replica serves and injects." }, "secretName": { "$ref": "#/$defs/setting", "description": "The Secret the writer keeps (shared-secret, or per-pod with the leader elector on)." }, "leaderElection": { "type": "object", "additionalProperties": false, "required": ["setting"], "description": "The leader elector around the writer: on, only the leader mints and writes caBundle and the others read the shared Secret; off, every replica takes the leader path.", "properties": { "setting": { "$ref": "#/$defs/setting" }, "onValues": { "type": "array", "items": { "type": "string" }, "description": "Values that turn it on (default: Go strconv.ParseBool true values)." } } } } }, "gitops": { "type": "object", "additionalProperties": false, "required": ["kind", "apiGroup"], "description": "A GitOps object (e.g. an Argo CD Application) that syncs holders it tracks: it puts the rendered caBundle back on every sync unless its ignore rules cover the field and are respected on sync.", "properties": { "kind": { "type": "string" }, "apiGroup": { "type": "string" }, "trackingLabel": { "type": "string", "description": "A holder carrying this label with the object's name is synced by it." }, "trackingAnnotation": { "type": "string", "description": 'A holder carrying this annotation whose value starts with "<name>:" is synced by it.' }, "ignoreDifferences": { "type": "string", "description": "Dotted path of its list of ignore rules (group, kind, name, namespace, jsonPointers, jqPathExpressions, managedFieldsManagers)." }, "selfHeal": { "type": "string", "description": "Dotted path of its self-heal switch." }, "syncOptions": { "type": "string", "description": "Dotted path of its sync options list." }, "respectIgnoreOption": { "type": "string", "description": "The sync option that makes a sync keep ignored fields (e.g. RespectIgnoreDifferences=true)." } } }, "renderer": { "type": "object", "additionalProperties": false, "required": ["labels"], "description": "A renderer (e.g. Helm) that puts back what it rendered at each upgrade: a caBundle it renders non-empty on a holder someone else writes at run time has two writers.", "properties": { "labels": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["key"], "properties": { "key": { "type": "string" }, "value": { "type": "string" } } }, "description": "A holder with any of these labels (and value, when given) was rendered by it." }, "releaseLabels": { "type": "array", "items": { "type": "string" }, "description": "Labels whose value names the release (the install) that rendered the object; a release rename renames the objects whose names it prefixes, so --baseline keys their names with the release normalised." }, "fieldManagers": { "type": "array", "items": { "type": "string" }, "description": "The field manager names its writes carry (managedFields). On an object read from the cluster, it is a caBundle writer for certain only when one of them owns the caBundle; otherwise whether it renders one is a fact the object does not show." } } }, "reload": { "$ref": "#/$defs/reload" } }, "dependencies": { "workload": ["webhooks"] }, "oneOf": [{ "required": ["job"], "properties": { "job": true } }, { "required": ["annotations"], "properties": { "annotations": true } }, { "required": ["webhooks"], "properties": { "webhooks": true } }, { "required": ["mountedSecret"], "properties": { "mountedSecret": true } }, { "required": ["controller"], "properties": { "controller": true } }, { "required": ["gitops"], "properties": { "gitops": true } }, { "required": ["renderer"], "properties": { "renderer": true } }], "$defs": { "layout": { "type": "object", "additionalProperties": false, "description": "The data keys of the Secret this owner reads or writes.", "properties": { "type": { "type": "string" }, "readKeys": { "type": "array", "items": { "type": "string" } }, "caKey": { "type": "string" }, "caPrivateKey": { "type": "string" }, "certKey": { "type": "string" }, "keyKey": { "type": "string" } } }, "citation": { "type": "object", "additionalProperties": false, "required": ["repo", "ref", "commit", "file", "function"], "description": "A place in an upstream repository, at the tag and commit that were read; test/fixtures/excerpts holds the lines cited (docs/controllers.md, Citations).", "properties": { "repo": { "type": "string", "pattern": "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, "ref": { "type": "string", "minLength": 1, "description": "The tag read." }, "commit": { "type": "string", "pattern": "^[0-9a-f]{40}$", "description": "The commit the tag named when it was read." }, "file": { "type": "string", "minLength": 1 }, "function": { "type": "string", "minLength": 1 }, "note": { "type": "string" } } }, "setting": { "type": "object", "additionalProperties": false, "description": "Where a controller reads one setting: an env var, a command-line flag (name without dashes; -name and --name both match), or a key of a YAML config file in a ConfigMap the workload mounts. The first one set wins, in that order; default is the binary's value when none is set.", "properties": { "env": { "type": "string" }, "flag": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, "boolean": { "type": "boolean", "description": "A Go boolean flag: a bare -name means true, and the next argument is never its value." }, "configKey": { "type": "string", "description": "Dotted path inside a YAML document held by a mounted ConfigMap." }, "default": { "type": "string" } } }, "condition": { "type": "object", "additionalProperties": false, "required": ["setting"], "description": "Holds when the setting resolves to one of `in` or to a value starting with one of `prefixes` (or, with set, when it is set at all).", "properties": { "setting": { "$ref": "#/$defs/setting" }, "in": { "type": "array", "items": { "type": "string" } }, "prefixes": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Values that start with one of these (k8s.io/ for any cluster signer name)." }, "set": { "type": "boolean", "description": "true: holds when the setting is set to a non-empty value; false: when it is not." } } }, "holder": { "type": "object", "additionalProperties": false, "required": ["kind"], "description": "One caBundle holder a controller writes: which kind, which object (a setting or fixed names), which entries.", "properties": { "kind": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration", "CustomResourceDefinition", "APIService"] }, "name": { "$ref": "#/$defs/setting" }, "names": { "type": "array", "items": { "type": "string" }, "description": "Fixed object names (a leading * matches any prefix)." }, "entries": { "enum": ["all", "first"], "description": "Webhook configurations: every entry (default) or only webhooks[0]." }, "when": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Extra conditions for this holder only." }, "trimSuffix": { "type": "string", "description": "Cut from the end of the name setting's value before nameFormat applies (e.g. -webhook-service)." }, "nameFormat": { "type": "string", "pattern": "\\{\\}", "description": "The object name built from the name setting's value: {} is replaced by it (e.g. {}-validating-webhook-configuration)." } } }, "reload": { "type": "object", "additionalProperties": false, "required": ["mode", "source"], "description": "How the controller's webhook server picks up a rotated serving certificate, as its source shows (the rotation rules read it). file-watch: it watches the certificate files it serves, so a Secret mounted as a volume reaches it only after the kubelet syncs the volume (30-100 s). secret-watch: it reads the Secret through the API (an informer or a poll), or its own sync loop writes the files it serves from the Secret it watches: no volume delay. in-process: it mints or fetches its certificate itself and switches it in memory (no Secret or file in between). restart: it reads its certificate once, at start; a new one is served only by restarted pods.", "properties": { "mode": { "enum": ["file-watch", "secret-watch", "in-process", "restart"] }, "source": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/citation" }, "description": "Where the source says so: the server's TLS setup first, then what feeds it." }, "note": { "type": "string", "description": "Settings that change the mode (another flag, another certificate source)." } } } } };
    pattern3 = new RegExp("^[a-zA-Z_:][a-zA-Z0-9_:]*$", "u");
    pattern4 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u");
    schema18 = { "type": "object", "additionalProperties": false, "required": ["kind"], "description": "One caBundle holder a controller writes: which kind, which object (a setting or fixed names), which entries.", "properties": { "kind": { "enum": ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration", "CustomResourceDefinition", "APIService"] }, "name": { "$ref": "#/$defs/setting" }, "names": { "type": "array", "items": { "type": "string" }, "description": "Fixed object names (a leading * matches any prefix)." }, "entries": { "enum": ["all", "first"], "description": "Webhook configurations: every entry (default) or only webhooks[0]." }, "when": { "type": "array", "items": { "$ref": "#/$defs/condition" }, "description": "Extra conditions for this holder only." }, "trimSuffix": { "type": "string", "description": "Cut from the end of the name setting's value before nameFormat applies (e.g. -webhook-service)." }, "nameFormat": { "type": "string", "pattern": "\\{\\}", "description": "The object name built from the name setting's value: {} is replaced by it (e.g. {}-validating-webhook-configuration)." } } };
    pattern9 = new RegExp("\\{\\}", "u");
  }
});

// src/x509/der.ts
function readTlv(buf, pos, limit = buf.length) {
  if (pos + 2 > limit) throw new DerError("truncated element");
  const tag = buf[pos];
  if ((tag & 31) === 31) throw new DerError("multi-byte tags are not supported");
  let len = buf[pos + 1];
  let body = pos + 2;
  if (len & 128) {
    const n = len & 127;
    if (n === 0 || n > 4) throw new DerError("bad length");
    if (body + n > limit) throw new DerError("truncated length");
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[body + i];
    if (buf[body] === 0 || len < 128) throw new DerError("non-minimal length");
    body += n;
  }
  const end = body + len;
  if (end > limit) throw new DerError("truncated element");
  return { tag, start: pos, body, end, buf };
}
function content(t) {
  return t.buf.subarray(t.body, t.end);
}
function whole(t) {
  return t.buf.subarray(t.start, t.end);
}
function children(t) {
  const out = [];
  for (let pos = t.body; pos < t.end; ) {
    const c = readTlv(t.buf, pos, t.end);
    out.push(c);
    pos = c.end;
  }
  return out;
}
function expectTag(t, tag, what) {
  if (!t || t.tag !== tag) throw new DerError(`malformed ${what}`);
  return t;
}
function decodeOid(b) {
  if (b.length === 0) throw new DerError("malformed OID");
  const parts = [];
  let v = 0;
  let n = 0;
  for (let i = 0; i < b.length; i++) {
    const byte = b[i];
    if (n === 0 && byte === 128 || n === 5 || v >= 1 << 24) throw new DerError("malformed OID");
    v = v * 128 + (byte & 127);
    n++;
    if (!(byte & 128)) {
      if (parts.length === 0) parts.push(v < 80 ? Math.floor(v / 40) : 2, v < 80 ? v % 40 : v - 80);
      else parts.push(v);
      v = 0;
      n = 0;
    } else if (i === b.length - 1) throw new DerError("malformed OID");
  }
  return parts.join(".");
}
function oidDerValid(b) {
  if (b.length === 0 || b[b.length - 1] & 128) return false;
  let start = true;
  for (const byte of b) {
    if (start && byte === 128) return false;
    start = !(byte & 128);
  }
  return true;
}
function int64(b, what) {
  integerSign(b);
  if (b.length > 8) throw new DerError(`malformed ${what}`);
  const v = BigInt.asIntN(b.length * 8, BigInt("0x" + b.toString("hex")));
  return Number(v);
}
function integerSign(b) {
  if (b.length === 0) throw new DerError("malformed integer");
  if (b.length > 1 && (b[0] === 0 && !(b[1] & 128) || b[0] === 255 && b[1] & 128)) {
    throw new DerError("non-minimal integer");
  }
  if (b[0] & 128) return -1;
  return b.length === 1 && b[0] === 0 ? 0 : 1;
}
function smallInt(b) {
  if (integerSign(b) < 0 || b.length > 9 || b.length === 9 && b[0] !== 0 || b.length >= 8 && b[b.length - 8] & 128) {
    throw new DerError("integer out of range");
  }
  let v = 0;
  for (const byte of b) v = v * 256 + byte;
  return v;
}
function bitLength(b) {
  let i = 0;
  while (i < b.length && b[i] === 0) i++;
  if (i === b.length) return 0;
  return (b.length - i - 1) * 8 + (32 - Math.clz32(b[i]));
}
function utcMs(y, mo, d, h, mi, s) {
  const dt = new Date(Date.UTC(2e3, mo, d, h, mi, s));
  dt.setUTCFullYear(y, mo, d);
  return dt.getTime();
}
function decodeTime(t) {
  const s = content(t).toString("latin1");
  const m = t.tag === 23 ? UTC_TIME.exec(s) : t.tag === 24 ? GENERALIZED_TIME.exec(s) : null;
  if (t.tag !== 23 && t.tag !== 24) throw new DerError("unsupported time format");
  if (!m) throw new DerError(t.tag === 23 ? "malformed UTCTime" : "malformed GeneralizedTime");
  let year = Number(m[1]);
  if (t.tag === 23) year += year < 69 ? 2e3 : 1900;
  const [mo, d, h, mi] = [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
  const se = m[6] === void 0 ? 0 : Number(m[6]);
  const back = new Date(utcMs(year, mo - 1, d, h, mi, se));
  const tz = m[7];
  const oh = tz === "Z" ? 0 : Number(tz.slice(1, 3));
  const om = tz === "Z" ? 0 : Number(tz.slice(3, 5));
  if (mo < 1 || mo > 12 || back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1 || h > 23 || mi > 59 || se > 59 || oh > 24 || om > 59 || tz !== "Z" && oh === 0 && om === 0) {
    throw new DerError(t.tag === 23 ? "malformed UTCTime" : "malformed GeneralizedTime");
  }
  const century = t.tag === 23 && year >= 2050 ? -100 : 0;
  const sign = tz[0] === "-" ? -1 : 1;
  const utc = utcMs(year + century, mo - 1, d, h, mi, se) - sign * (oh * 60 + om) * 6e4;
  return utc;
}
function decodeBoolean(t, what) {
  const b = content(t);
  if (t.tag !== 1 || b.length !== 1 || b[0] !== 0 && b[0] !== 255) throw new DerError(`malformed ${what}`);
  return b[0] === 255;
}
function decodeBitString(t, what) {
  const b = content(t);
  if (t.tag !== 3 || b.length === 0) throw new DerError(`malformed ${what}`);
  const unused = b[0];
  if (unused > 7 || b.length === 1 && unused > 0 || b.length > 1 && b[b.length - 1] & (1 << unused) - 1) {
    throw new DerError(`malformed ${what}`);
  }
  return b.subarray(1);
}
var DerError, UTC_TIME, GENERALIZED_TIME, Cursor;
var init_der = __esm({
  "src/x509/der.ts"() {
    "use strict";
    DerError = class extends Error {
      name = "DerError";
    };
    UTC_TIME = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)?(Z|[+-]\d\d\d\d)$/;
    GENERALIZED_TIME = /^(\d\d\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(Z|[+-]\d\d\d\d)$/;
    Cursor = class {
      constructor(t) {
        this.t = t;
        this.pos = t.body;
      }
      t;
      pos;
      get done() {
        return this.pos >= this.t.end;
      }
      peekTag() {
        return this.done ? void 0 : this.t.buf[this.pos];
      }
      /** The next element; throws DerError (with `what`) when it is missing, truncated or of another tag. */
      next(tag, what) {
        if (this.done) throw new DerError(`malformed ${what}`);
        let el;
        try {
          el = readTlv(this.t.buf, this.pos, this.t.end);
        } catch {
          throw new DerError(`malformed ${what}`);
        }
        if (tag !== void 0 && el.tag !== tag) throw new DerError(`malformed ${what}`);
        this.pos = el.end;
        return el;
      }
      /** The next element when its tag matches, else undefined. */
      optional(tag, what) {
        return this.peekTag() === tag ? this.next(tag, what) : void 0;
      }
    };
  }
});

// src/x509/names.ts
import { isIPv4, isIPv6 } from "node:net";
function domainNameValid(s, constraint) {
  if (s.length === 0) return true;
  if (s.endsWith(".")) return false;
  if (constraint && s.startsWith(".")) s = s.slice(1);
  let labelLen = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i === s.length || s[i] === ".") {
      if (labelLen === 0) return false;
      labelLen = 0;
      continue;
    }
    const c = s.charCodeAt(i);
    if (c < 33 || c > 126) return false;
    labelLen++;
  }
  return true;
}
function domainLabelsValid(domain) {
  if (domain.length === 0) return true;
  if (domain.endsWith(".")) return false;
  return domain.split(".").every((l) => /^[\x21-\x7e]+$/.test(l));
}
function parseMailbox(input) {
  if (input.length === 0) return void 0;
  let i = 0;
  let local = "";
  if (input[0] === '"') {
    i = 1;
    for (; ; ) {
      if (i >= input.length) return void 0;
      const c = input.charCodeAt(i++);
      if (c === 34) break;
      if (c === 92) {
        if (i >= input.length) return void 0;
        const n = input.charCodeAt(i);
        if (n === 11 || n === 12 || n >= 1 && n <= 9 || n >= 14 && n <= 127) {
          local += input.charAt(i++);
          continue;
        }
        return void 0;
      }
      if (c === 11 || c === 12 || c === 32 || c === 33 || c === 127 || c >= 1 && c <= 8 || c >= 14 && c <= 31 || c >= 35 && c <= 91 || c >= 93 && c <= 126) {
        local += String.fromCharCode(c);
        continue;
      }
      return void 0;
    }
  } else {
    while (i < input.length) {
      let c = input[i];
      if (c === "\\") {
        i++;
        if (i >= input.length) return void 0;
        c = input[i];
        local += c;
        i++;
        continue;
      }
      if (!ATEXT.test(c)) break;
      local += c;
      i++;
    }
    if (local.length === 0 || local.startsWith(".") || local.endsWith(".") || local.includes("..")) return void 0;
  }
  if (input[i] !== "@") return void 0;
  const domain = input.slice(i + 1);
  if (!domainLabelsValid(domain)) return void 0;
  return { local, domain };
}
function isValidIpMask(mask) {
  let seenZero = false;
  for (const b of mask) {
    if (seenZero) {
      if (b !== 0) return false;
      continue;
    }
    if (b === 255) continue;
    if ([0, 128, 192, 224, 240, 248, 252, 254].includes(b)) seenZero = true;
    else return false;
  }
  return true;
}
function goParseIp(s) {
  if (isIPv4(s)) return !s.split(".").some((p) => p.length > 1 && p.startsWith("0"));
  return isIPv6(s) && !s.includes("%");
}
function netipParse(s) {
  if (isIPv4(s)) return s.split(".").some((p) => p.length > 1 && p.startsWith("0")) ? void 0 : "v4";
  const pct = s.indexOf("%");
  const addr = pct < 0 ? s : s.slice(0, pct);
  if (pct >= 0 && pct === s.length - 1) return void 0;
  return isIPv6(addr) ? "v6" : void 0;
}
function hostNeedsEscape(c) {
  if (/[A-Za-z0-9\-_.~]/.test(c)) return false;
  return !`!$&'()*+,;=:[]<>"`.includes(c);
}
function unescape(s, mode) {
  let out = "";
  for (let i = 0; i < s.length; ) {
    const c = s[i];
    if (c === "%") {
      if (i + 2 >= s.length || !HEX.test(s[i + 1]) || !HEX.test(s[i + 2])) throw new Error("invalid URL escape");
      if (mode === "host" && unhex(s[i + 1]) < 8 && s.slice(i, i + 3) !== "%25") throw new Error("invalid URL escape");
      const v = unhex(s[i + 1]) * 16 + unhex(s[i + 2]);
      if (mode === "zone" && s.slice(i, i + 3) !== "%25" && v !== 32 && hostNeedsEscape(String.fromCharCode(v)))
        throw new Error("invalid URL escape");
      out += String.fromCharCode(v);
      i += 3;
      continue;
    }
    if ((mode === "host" || mode === "zone") && c.charCodeAt(0) < 128 && hostNeedsEscape(c))
      throw new Error("invalid character in host name");
    out += c;
    i++;
  }
  return out;
}
function validOptionalPort(port) {
  return port === "" || port[0] === ":" && /^[0-9]*$/.test(port.slice(1));
}
function parseHost(host) {
  const open2 = host.lastIndexOf("[");
  if (open2 > 0) throw new Error("invalid IP-literal");
  if (open2 === 0) {
    const close = host.lastIndexOf("]");
    if (close < 0) throw new Error("missing ']' in host");
    const colonPort = host.slice(close + 1);
    if (!validOptionalPort(colonPort)) throw new Error("invalid port after host");
    const port = unescape(colonPort, "host");
    const hostname = host.slice(1, close);
    const zone = hostname.indexOf("%25");
    const unescaped = zone >= 0 ? unescape(hostname.slice(0, zone), "host") + unescape(hostname.slice(zone), "zone") : unescape(hostname, "host");
    const kind = netipParse(unescaped);
    if (!kind) throw new Error("invalid host");
    if (kind === "v4") throw new Error("invalid IP-literal");
    return `[${unescaped}]${port}`;
  }
  const colon = host.lastIndexOf(":");
  if (colon >= 0 && !validOptionalPort(host.slice(colon))) throw new Error("invalid port after host");
  return unescape(host, "host");
}
function goUrlHost(raw) {
  const hash = raw.indexOf("#");
  const u = hash < 0 ? raw : raw.slice(0, hash);
  if (/[\x00-\x1f\x7f]/.test(raw)) throw new Error("invalid control character in URL");
  if (u === "*") return "";
  let scheme = "";
  let rest = u;
  for (let i = 0; i < u.length; i++) {
    const c = u[i];
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) break;
      continue;
    }
    if (c === ":") {
      if (i === 0) throw new Error("missing protocol scheme");
      scheme = u.slice(0, i);
      rest = u.slice(i + 1);
    }
    break;
  }
  let host = "";
  if (rest.endsWith("?") && rest.split("?").length === 2) rest = rest.slice(0, -1);
  else if (rest.includes("?")) rest = rest.slice(0, rest.indexOf("?"));
  if (!rest.startsWith("/")) {
    if (scheme !== "") {
      if (hash >= 0) unescape(raw.slice(hash + 1), "fragment");
      return "";
    }
    const segment = rest.split("/")[0];
    if (segment.includes(":")) throw new Error("first path segment in URL cannot contain colon");
  }
  if ((scheme !== "" || !rest.startsWith("///")) && rest.startsWith("//")) {
    let authority = rest.slice(2);
    rest = "";
    const slash = authority.indexOf("/");
    if (slash >= 0) [authority, rest] = [authority.slice(0, slash), authority.slice(slash)];
    const at3 = authority.lastIndexOf("@");
    host = parseHost(at3 < 0 ? authority : authority.slice(at3 + 1));
    if (at3 >= 0) {
      const userinfo = authority.slice(0, at3);
      if (!USERINFO.test(userinfo)) throw new Error("invalid userinfo");
      for (const part of userinfo.includes(":") ? [userinfo.slice(0, userinfo.indexOf(":")), userinfo.slice(userinfo.indexOf(":") + 1)] : [userinfo])
        unescape(part, "user");
    }
  }
  unescape(rest, "path");
  if (hash >= 0) unescape(raw.slice(hash + 1), "fragment");
  return host;
}
function uriConstraintDomain(uri, host) {
  let h = host.toLowerCase();
  if (h.length === 0) return { error: `URI with empty host ("${uri}") cannot be matched against constraints` };
  if (h.includes(":") && !h.endsWith("]")) {
    const split2 = splitHostPort(host);
    if (split2 === void 0) return { error: `cannot parse URI host "${host}"` };
    h = split2;
  }
  if (netipParse(h) || h.startsWith("[") && h.endsWith("]"))
    return { error: `URI with IP ("${uri}") cannot be matched against constraints` };
  return { domain: h };
}
function splitHostPort(hostport) {
  const i = hostport.lastIndexOf(":");
  if (i < 0) return void 0;
  let host;
  if (hostport[0] === "[") {
    const end = hostport.indexOf("]");
    if (end < 0 || end + 1 !== i) return void 0;
    host = hostport.slice(1, end);
  } else {
    host = hostport.slice(0, i);
    if (host.includes(":")) return void 0;
  }
  if (hostport.slice(0, i).includes("[") && hostport[0] !== "[") return void 0;
  if (hostport.slice(i + 1).includes("[") || hostport.slice(i + 1).includes("]")) return void 0;
  return host.toLowerCase();
}
var ATEXT, HEX, unhex, USERINFO;
var init_names = __esm({
  "src/x509/names.ts"() {
    "use strict";
    ATEXT = /[0-9A-Za-z!#$%&'*+\-/=?^_`{|}~.]/;
    HEX = /^[0-9a-fA-F]$/;
    unhex = (c) => parseInt(c, 16);
    USERINFO = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/;
  }
});

// src/x509/cert.ts
import { createHash, createPublicKey } from "node:crypto";
function parseCert(der) {
  try {
    return parse(der);
  } catch (e) {
    if (e instanceof CertParseError) throw e;
    if (e instanceof DerError) throw new CertParseError(`x509: ${e.message}`);
    throw e;
  }
}
function fail(message) {
  throw new CertParseError(`x509: ${message}`);
}
function parse(der) {
  const outerT = expectTag(readTlv(der, 0), 48, "certificate");
  if (outerT.end !== der.length) fail("trailing data");
  const outer = new Cursor(outerT);
  const tbsT = outer.next(48, "tbs certificate");
  const tbs = new Cursor(tbsT);
  let version = 1;
  const v = tbs.optional(160, "version");
  if (v) {
    version = smallInt(content(new Cursor(v).next(2, "version"))) + 1;
    if (version > 3) fail("invalid version");
  }
  const serial = tbs.next(2, "serial number");
  if (integerSign(content(serial)) < 0) fail("negative serial number");
  const innerAi = tbs.next(48, "signature algorithm identifier");
  const outerAi = outer.next(48, "algorithm identifier");
  if (!content(innerAi).equals(content(outerAi))) fail("inner and outer signature algorithm identifiers don't match");
  const sigAlg = signatureAlgorithm(innerAi);
  const issuer = tbs.next(48, "issuer");
  checkName(issuer);
  const validity = new Cursor(tbs.next(48, "validity"));
  const notBefore = decodeTime(validity.next(void 0, "validity"));
  const notAfter = decodeTime(validity.next(void 0, "validity"));
  const subject = tbs.next(48, "subject");
  checkName(subject);
  const spkiT = tbs.next(48, "spki");
  const key3 = publicKeyInfo(spkiT);
  const cert = {
    der,
    sha256: createHash("sha256").update(der).digest("hex"),
    tbs: whole(tbsT),
    version,
    sigAlg,
    signature: Buffer.alloc(0),
    rawIssuer: whole(issuer),
    rawSubject: whole(subject),
    spki: whole(spkiT),
    notBefore,
    notAfter,
    keyType: key3.type,
    keyBits: key3.bits,
    curve: key3.curve,
    rsaN: key3.n,
    rsaE: key3.e,
    publicBytes: key3.pub,
    keyUsage: 0,
    basicConstraintsValid: false,
    isCA: false,
    maxPathLen: -1,
    hasSan: false,
    dnsNames: [],
    ips: [],
    emails: [],
    uris: [],
    uriHosts: [],
    hasEku: false,
    ekuAny: false,
    ekuServerAuth: false,
    policies: [],
    policyMappings: [],
    requireExplicitPolicy: -1,
    inhibitPolicyMapping: -1,
    inhibitAnyPolicy: -1,
    unhandledCritical: [],
    subjectText: "",
    issuerText: ""
  };
  Object.defineProperty(cert, "subjectText", { get: lazy(() => nameText(subject)), enumerable: true });
  Object.defineProperty(cert, "issuerText", { get: lazy(() => nameText(issuer)), enumerable: true });
  if (version > 1) {
    tbs.optional(129, "issuerUniqueID");
    tbs.optional(130, "subjectUniqueID");
    const exts = version === 3 ? tbs.optional(163, "extensions") : void 0;
    if (exts) parseExtensions(cert, new Cursor(exts).next(48, "extensions"));
  }
  cert.signature = decodeBitString(outer.next(3, "signature"), "signature");
  return cert;
}
function lazy(make) {
  let value;
  let done = false;
  return () => {
    if (!done) [value, done] = [make(), true];
    return value;
  };
}
function algorithm(t) {
  const c = new Cursor(t);
  const oid = decodeOid(content(c.next(6, "OID")));
  return { oid, params: c.done ? void 0 : c.next(void 0, "parameters") };
}
function signatureAlgorithm(t) {
  const { oid, params } = algorithm(t);
  if (oid === "1.2.840.113549.1.1.10") return pssAlgorithm(params);
  const known = SIG_ALGS[oid];
  if (!known) return UNKNOWN_SIG;
  if (known.keyType === "ed25519" && params) return UNKNOWN_SIG;
  return known;
}
function pssAlgorithm(params) {
  try {
    if (!params || params.tag !== 48) return UNKNOWN_SIG;
    let hashOid = "1.3.14.3.2.26";
    let mgfHash = "1.3.14.3.2.26";
    let mgfOk = true;
    let salt = 20;
    let trailer = 1;
    for (const f of children(params)) {
      const inner2 = children(f)[0];
      if (f.tag === 160) {
        const a = algorithm(inner2);
        if (a.params && !whole(a.params).equals(NULL)) return UNKNOWN_SIG;
        hashOid = a.oid;
      } else if (f.tag === 161) {
        const a = algorithm(inner2);
        mgfOk = a.oid === "1.2.840.113549.1.1.8";
        if (!a.params) return UNKNOWN_SIG;
        const h2 = algorithm(a.params);
        if (h2.params && !whole(h2.params).equals(NULL)) return UNKNOWN_SIG;
        mgfHash = h2.oid;
      } else if (f.tag === 162) salt = smallInt(content(inner2));
      else if (f.tag === 163) trailer = smallInt(content(inner2));
    }
    const h = HASH_OIDS[hashOid];
    if (!mgfOk || mgfHash !== hashOid || trailer !== 1 || !h || h.salt !== salt) return UNKNOWN_SIG;
    return { name: `${h.hash.toUpperCase()}-RSAPSS`, hash: h.hash, keyType: "rsa", pss: true };
  } catch {
    return UNKNOWN_SIG;
  }
}
function rightAlign(bytes2, spki) {
  const unused = unusedBits(spki);
  if (unused === 0) return bytes2;
  const out = Buffer.alloc(bytes2.length);
  for (let i = 0; i < bytes2.length; i++)
    out[i] = bytes2[i] >> unused | (i > 0 ? bytes2[i - 1] << 8 - unused & 255 : 0);
  return out;
}
function unusedBits(spki) {
  const c = new Cursor(spki);
  c.next(48, "public key algorithm identifier");
  return content(c.next(3, "subjectPublicKey"))[0];
}
function onCurve(curve, xb, yb) {
  const c = NIST[curve];
  if (!c) return false;
  const x = BigInt("0x" + xb.toString("hex"));
  const y = BigInt("0x" + yb.toString("hex"));
  if (x >= c.p || y >= c.p) return false;
  const mod2 = (v) => (v % c.p + c.p) % c.p;
  return mod2(y * y) === mod2(x * x * x - 3n * x + c.b);
}
function publicKeyInfo(spki) {
  const c = new Cursor(spki);
  const { oid, params } = algorithm(c.next(48, "public key algorithm identifier"));
  const keyBits = rightAlign(decodeBitString(c.next(3, "subjectPublicKey"), "subjectPublicKey"), spki);
  if (oid === OID_RSA) {
    if (!params || !whole(params).equals(NULL)) fail("RSA key missing NULL parameters");
    return { type: "rsa", ...rsaKey(keyBits) };
  }
  if (oid === OID_EC) {
    if (!params || params.tag !== 6) fail("invalid ECDSA parameters");
    const curve = CURVES[decodeOid(content(params))];
    if (!curve) fail("unsupported elliptic curve");
    const byteLen = Math.ceil(curve.bits / 8);
    if (keyBits.length !== 1 + 2 * byteLen || keyBits[0] !== 4 || !onCurve(curve.name, keyBits.subarray(1, 1 + byteLen), keyBits.subarray(1 + byteLen))) {
      throw new CertParseError("ecdsa: invalid uncompressed public key");
    }
    return { type: "ecdsa", bits: curve.bits, curve: curve.name, pub: keyBits };
  }
  if (oid === OID_ED25519) {
    if (params) fail("Ed25519 key encoded with illegal parameters");
    if (keyBits.length !== 32) fail("wrong Ed25519 public key size");
    return { type: "ed25519", bits: 256, pub: keyBits };
  }
  if (oid === OID_DSA) return { type: "dsa", bits: 0 };
  return { type: "unknown", bits: 0 };
}
function rsaKey(keyBits) {
  let c;
  try {
    c = new Cursor(expectTag(readTlv(keyBits, 0), 48, "RSA key"));
  } catch {
    fail("invalid RSA public key");
  }
  const n = tryNext(c, 2, "invalid RSA modulus");
  const e = tryNext(c, 2, "invalid RSA public exponent");
  integerSign(content(n));
  if (content(e).length > 8) fail("invalid RSA public exponent");
  if (integerSign(content(n)) <= 0) fail("RSA modulus is not a positive number");
  if (integerSign(content(e)) <= 0) fail("RSA public exponent is not a positive number");
  return { bits: bitLength(content(n)), n: stripZeros(content(n)), e: stripZeros(content(e)) };
}
function tryNext(c, tag, error2) {
  try {
    return c.next(tag, error2);
  } catch {
    fail(error2);
  }
}
function stripZeros(b) {
  let i = 0;
  while (i < b.length - 1 && b[i] === 0) i++;
  return b.subarray(i);
}
function parseExtensions(cert, seq) {
  const seen = /* @__PURE__ */ new Set();
  for (const ext2 of children(seq)) {
    const c = new Cursor(expectTag(ext2, 48, "extension"));
    const oid = decodeOid(content(c.next(6, "extension OID field")));
    const flag2 = c.optional(1, "extension critical field");
    const critical = flag2 ? decodeBoolean(flag2, "extension critical field") : false;
    const value = content(c.next(4, "extension value field"));
    if (seen.has(oid)) fail(`certificate contains duplicate extension with OID "${oid}"`);
    seen.add(oid);
    const handled = applyExtension(cert, oid, critical, value);
    if (critical && !handled) cert.unhandledCritical.push(oid);
  }
}
function applyExtension(cert, oid, critical, value) {
  const v = () => readTlv(value, 0);
  switch (oid) {
    case "2.5.29.15":
      return keyUsage(cert, v());
    case "2.5.29.19":
      return basicConstraints(cert, v());
    case "2.5.29.17":
      cert.sanRaw = value;
      return subjectAltName(cert, v());
    case "2.5.29.37":
      return extKeyUsage(cert, v());
    case "2.5.29.30":
      return nameConstraints(cert, value);
    case "2.5.29.35":
      if (critical) fail("authority key identifier incorrectly marked critical");
      cert.authorityKeyId = authorityKeyId(value);
      return true;
    case "2.5.29.14":
      if (critical) fail("subject key identifier incorrectly marked critical");
      cert.subjectKeyId = content(ext(value, 4, "invalid subject key identifier"));
      return true;
    case OID_AIA:
      if (critical) fail("authority info access incorrectly marked critical");
      authorityInfoAccess(value);
      return true;
    case "2.5.29.31":
      crlDistributionPoints(value);
      return true;
    case "2.5.29.32":
      certificatePolicies(cert, value);
      return true;
    case "2.5.29.33":
      policyMappings(cert, value);
      return true;
    case "2.5.29.36":
      policyConstraints(cert, value);
      return true;
    case "2.5.29.54":
      cert.inhibitAnyPolicy = int64(
        content(ext(value, 2, "invalid inhibit any policy extension")),
        "inhibit any policy extension"
      );
      return true;
    default:
      return false;
  }
}
function ext(value, tag, error2) {
  let t;
  try {
    t = readTlv(value, 0);
  } catch {
    fail(error2);
  }
  if (t.tag !== tag) fail(error2);
  return t;
}
function elements(t, error2) {
  try {
    return children(t);
  } catch {
    fail(error2);
  }
}
function authorityInfoAccess(value) {
  const E = "invalid authority info access";
  for (const ad of elements(ext(value, 48, E), E)) {
    if (ad.tag !== 48) fail(E);
    const c = new Cursor(ad);
    try {
      decodeOid(content(c.next(6, E)));
    } catch {
      fail(E);
    }
    if (c.peekTag() !== 134) continue;
    tryNext(c, 134, E);
  }
}
function crlDistributionPoints(value) {
  for (const dp of elements(ext(value, 48, "invalid CRL distribution points"), "invalid CRL distribution point")) {
    const E = "invalid CRL distribution point";
    if (dp.tag !== 48) fail(E);
    const c = new Cursor(dp);
    if (c.peekTag() !== 160) continue;
    const name = tryNext(c, 160, E);
    const inner2 = new Cursor(name);
    const full = tryNext(inner2, 160, E);
    const uris = new Cursor(full);
    while (!uris.done && uris.peekTag() === 134) tryNext(uris, 134, E);
  }
}
function certificatePolicies(cert, value) {
  const E = "invalid certificate policies";
  const seen = /* @__PURE__ */ new Set();
  for (const info2 of elements(ext(value, 48, E), E)) {
    if (info2.tag !== 48) fail(E);
    const id = content(tryNext(new Cursor(info2), 6, E));
    const hex = id.toString("hex");
    if (seen.has(hex) || !oidDerValid(id)) fail(E);
    seen.add(hex);
    cert.policies.push(hex);
  }
}
function policyMappings(cert, value) {
  const E = "invalid policy mappings extension";
  for (const m of elements(ext(value, 48, E), E)) {
    if (m.tag !== 48) fail(E);
    const c = new Cursor(m);
    const issuer = content(tryNext(c, 6, E)).toString("hex");
    const subject = content(tryNext(c, 6, E)).toString("hex");
    cert.policyMappings.push([issuer, subject]);
  }
}
function policyConstraints(cert, value) {
  const E = "invalid policy constraints extension";
  const c = new Cursor(ext(value, 48, E));
  const read = (tag) => {
    if (c.peekTag() !== tag) return void 0;
    try {
      return int64(content(c.next(tag, E)), E);
    } catch {
      fail(E);
    }
  };
  const require2 = read(128);
  if (require2 !== void 0) cert.requireExplicitPolicy = require2;
  const inhibit = read(129);
  if (inhibit !== void 0) cert.inhibitPolicyMapping = inhibit;
}
function keyUsage(cert, t) {
  const b = decodeBitString(t, "key usage");
  let usage = 0;
  for (let i = 0; i < 9; i++) if (b[i >> 3] & 128 >> (i & 7)) usage |= 1 << i;
  cert.keyUsage = usage;
  return true;
}
function basicConstraints(cert, t) {
  const c = new Cursor(expectTag(t, 48, "basic constraints"));
  const ca = c.optional(1, "basic constraints");
  if (ca) cert.isCA = decodeBoolean(ca, "basic constraints");
  const pathLen = c.optional(2, "basic constraints");
  if (pathLen) cert.maxPathLen = smallInt(content(pathLen));
  cert.basicConstraintsValid = true;
  return true;
}
function subjectAltName(cert, t) {
  cert.hasSan = true;
  for (const n of elements(expectTag(t, 48, "subject alternative names"), "invalid subject alternative name")) {
    const data = content(n);
    switch (n.tag ^ 128) {
      case 1:
        cert.emails.push(ia5(data, "SAN rfc822Name is malformed"));
        break;
      case 2:
        cert.dnsNames.push(ia5(data, "SAN dNSName is malformed"));
        break;
      case 6: {
        const uri = ia5(data, "SAN uniformResourceIdentifier is malformed");
        let host;
        try {
          host = goUrlHost(uri);
        } catch (e) {
          fail(`cannot parse URI "${uri}": ${e.message}`);
        }
        if (host.length > 0 && !domainNameValid(host, false)) fail(`cannot parse URI "${uri}": invalid domain`);
        cert.uris.push(uri);
        cert.uriHosts.push(host);
        break;
      }
      case 7:
        if (data.length !== 4 && data.length !== 16) fail(`cannot parse IP address of length ${data.length}`);
        cert.ips.push(data);
        break;
    }
  }
  return cert.dnsNames.length + cert.emails.length + cert.ips.length + cert.uris.length > 0;
}
function ia5(b, error2) {
  for (const c of b) if (c > 127) fail(error2);
  return b.toString("latin1");
}
function extKeyUsage(cert, t) {
  const oids = elements(expectTag(t, 48, "extended key usages"), "invalid extended key usages").map(
    (o) => decodeOid(content(expectTag(o, 6, "extended key usages")))
  );
  cert.hasEku = oids.length > 0;
  cert.ekuAny = oids.includes(OID_ANY_EKU);
  cert.ekuServerAuth = oids.includes(OID_SERVER_AUTH);
  return true;
}
function authorityKeyId(value) {
  const E = "invalid authority key identifier";
  const c = new Cursor(ext(value, 48, E));
  return c.peekTag() === 128 ? content(tryNext(c, 128, E)) : void 0;
}
function nameConstraints(cert, value) {
  const E = "invalid NameConstraints extension";
  const nc = {
    permittedDns: [],
    excludedDns: [],
    permittedIp: [],
    excludedIp: [],
    permittedEmail: [],
    excludedEmail: [],
    permittedUri: [],
    excludedUri: []
  };
  const top = ext(value, 48, E);
  if (top.end !== value.length) fail(E);
  const c = new Cursor(top);
  const permitted = c.peekTag() === 160 ? tryNext(c, 160, E) : void 0;
  const excluded = c.peekTag() === 161 ? tryNext(c, 161, E) : void 0;
  if (!c.done) fail(E);
  if ((!permitted || permitted.end === permitted.body) && (!excluded || excluded.end === excluded.body))
    fail("empty name constraints extension");
  let unhandled = false;
  const values = (part, isPermitted) => {
    if (!part) return;
    for (const subtree of elements(part, E)) {
      if (subtree.tag !== 48) fail(E);
      const base = tryNext(new Cursor(subtree), void 0, E);
      const v = content(base);
      const list = (p, q) => nc[isPermitted ? p : q];
      switch (base.tag) {
        case 130: {
          const d = ia5(v, "invalid constraint value: invalid IA5String");
          if (!domainNameValid(d, true)) fail(`failed to parse dnsName constraint "${d}"`);
          list("permittedDns", "excludedDns").push(d);
          break;
        }
        case 135: {
          if (v.length !== 8 && v.length !== 32) fail(`IP constraint contained value of length ${v.length}`);
          const half = v.length / 2;
          const mask = v.subarray(half);
          if (!isValidIpMask(mask)) fail(`IP constraint contained invalid mask ${mask.toString("hex")}`);
          list("permittedIp", "excludedIp").push({ ip: v.subarray(0, half), mask });
          break;
        }
        case 129: {
          const m = ia5(v, "invalid constraint value: invalid IA5String");
          if (m.includes("@") ? !parseMailbox(m) : !domainNameValid(m, true))
            fail(`failed to parse rfc822Name constraint "${m}"`);
          list("permittedEmail", "excludedEmail").push(m);
          break;
        }
        case 134: {
          const d = ia5(v, "invalid constraint value: invalid IA5String");
          if (goParseIp(d)) fail(`failed to parse URI constraint "${d}": cannot be IP address`);
          if (!domainNameValid(d, true)) fail(`failed to parse URI constraint "${d}"`);
          list("permittedUri", "excludedUri").push(d);
          break;
        }
        default:
          unhandled = true;
      }
    }
  };
  values(permitted, true);
  values(excluded, false);
  cert.nameConstraints = nc;
  return !unhandled;
}
function checkName(t) {
  for (const rdn of children(t)) {
    if (rdn.tag !== 49) fail("invalid RDNSequence");
    for (const atv of children(rdn)) {
      if (atv.tag !== 48) fail("invalid RDNSequence: invalid attribute");
      const c = new Cursor(atv);
      const type = tryNext(c, 6, "invalid RDNSequence: invalid attribute type");
      decodeOid(content(type));
      const value = tryNext(c, void 0, "invalid RDNSequence: invalid attribute value");
      const problem = stringProblem(value.tag, content(value));
      if (problem) fail(`invalid RDNSequence: invalid attribute value: ${problem}`);
    }
  }
}
function stringProblem(tag, v) {
  switch (tag) {
    case 20:
      return void 0;
    // T61String, read as Latin-1
    case 19:
      return v.every(isPrintable) ? void 0 : "invalid PrintableString";
    case 12:
      try {
        UTF8.decode(v);
        return void 0;
      } catch {
        return "invalid UTF-8 string";
      }
    case 30:
      return bmpValid(v) ? void 0 : "invalid BMPString";
    case 22:
      return v.every((b) => b < 128) ? void 0 : "invalid IA5String";
    case 18:
      return v.every((b) => b >= 48 && b <= 57 || b === 32) ? void 0 : "invalid NumericString";
    default:
      return `unsupported string type: ${tag}`;
  }
}
function isPrintable(b) {
  return b >= 97 && b <= 122 || b >= 65 && b <= 90 || b >= 48 && b <= 57 || b >= 39 && b <= 41 || b >= 43 && b <= 47 || b === 32 || b === 58 || b === 61 || b === 63 || b === 42 || b === 38;
}
function bmpValid(v) {
  if (v.length % 2) return false;
  const end = v.length >= 2 && v[v.length - 1] === 0 && v[v.length - 2] === 0 ? v.length - 2 : v.length;
  for (let i = 0; i < end; i += 2) {
    const p = v[i] << 8 | v[i + 1];
    if (p === 65534 || p === 65535 || p >= 64976 && p <= 65007 || p >= 55296 && p <= 57343) return false;
  }
  return true;
}
function nameText(t) {
  const out = [];
  try {
    for (const rdn of children(t)) {
      for (const atv of children(rdn)) {
        const [typeT, valueT] = children(atv);
        const oid = decodeOid(content(typeT));
        const raw = content(valueT);
        const text = valueT.tag === 30 ? Buffer.from(raw).swap16().toString("utf16le") : raw.toString("utf8");
        out.push(`${ATTR_NAMES[oid] ?? oid}=${text.replace(/[\u0000-\u001f]/g, "?")}`);
      }
    }
  } catch {
    return "(unreadable name)";
  }
  return out.join(",");
}
function publicKeyOf(cert) {
  const id = cert.spki.toString("latin1");
  let k = keyCache.get(id);
  if (k === void 0) {
    k = importKey(cert);
    if (keyCache.size >= KEY_CACHE_SIZE) keyCache.delete(keyCache.keys().next().value);
    keyCache.set(id, k);
  }
  return k ?? void 0;
}
function importKey(cert) {
  const b64 = (b) => b.toString("base64url");
  try {
    if (cert.keyType === "rsa")
      return createPublicKey({ key: { kty: "RSA", n: b64(cert.rsaN), e: b64(cert.rsaE) }, format: "jwk" });
    if (cert.keyType === "ed25519")
      return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: b64(cert.publicBytes) }, format: "jwk" });
    if (cert.keyType === "ecdsa" && JWK_CURVES[cert.curve]) {
      const len = (cert.publicBytes.length - 1) / 2;
      const x = cert.publicBytes.subarray(1, 1 + len);
      const y = cert.publicBytes.subarray(1 + len);
      return createPublicKey({ key: { kty: "EC", crv: cert.curve, x: b64(x), y: b64(y) }, format: "jwk" });
    }
    return createPublicKey({ key: cert.spki, format: "der", type: "spki" });
  } catch {
    return null;
  }
}
var CertParseError, SIG_ALGS, UNKNOWN_SIG, HASH_OIDS, CURVES, OID_RSA, OID_EC, OID_ED25519, OID_DSA, OID_SERVER_AUTH, OID_ANY_EKU, OID_AIA, NULL, NIST, UTF8, ATTR_NAMES, KEY_CACHE_SIZE, keyCache, JWK_CURVES;
var init_cert = __esm({
  "src/x509/cert.ts"() {
    "use strict";
    init_der();
    init_names();
    CertParseError = class extends Error {
      name = "CertParseError";
    };
    SIG_ALGS = {
      "1.2.840.113549.1.1.2": { name: "MD2-RSA", hash: null, keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.4": { name: "MD5-RSA", hash: "md5", keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.5": { name: "SHA1-RSA", hash: "sha1", keyType: "rsa", pss: false },
      "1.3.14.3.2.29": { name: "SHA1-RSA", hash: "sha1", keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.11": { name: "SHA256-RSA", hash: "sha256", keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.12": { name: "SHA384-RSA", hash: "sha384", keyType: "rsa", pss: false },
      "1.2.840.113549.1.1.13": { name: "SHA512-RSA", hash: "sha512", keyType: "rsa", pss: false },
      "1.2.840.10040.4.3": { name: "DSA-SHA1", hash: "sha1", keyType: "dsa", pss: false },
      "2.16.840.1.101.3.4.3.2": { name: "DSA-SHA256", hash: "sha256", keyType: "dsa", pss: false },
      "1.2.840.10045.4.1": { name: "ECDSA-SHA1", hash: "sha1", keyType: "ecdsa", pss: false },
      "1.2.840.10045.4.3.2": { name: "ECDSA-SHA256", hash: "sha256", keyType: "ecdsa", pss: false },
      "1.2.840.10045.4.3.3": { name: "ECDSA-SHA384", hash: "sha384", keyType: "ecdsa", pss: false },
      "1.2.840.10045.4.3.4": { name: "ECDSA-SHA512", hash: "sha512", keyType: "ecdsa", pss: false },
      "1.3.101.112": { name: "Ed25519", hash: null, keyType: "ed25519", pss: false }
    };
    UNKNOWN_SIG = { name: "unknown", hash: null, keyType: "none", pss: false };
    HASH_OIDS = {
      "2.16.840.1.101.3.4.2.1": { hash: "sha256", salt: 32 },
      "2.16.840.1.101.3.4.2.2": { hash: "sha384", salt: 48 },
      "2.16.840.1.101.3.4.2.3": { hash: "sha512", salt: 64 }
    };
    CURVES = {
      "1.3.132.0.33": { name: "P-224", bits: 224 },
      "1.2.840.10045.3.1.7": { name: "P-256", bits: 256 },
      "1.3.132.0.34": { name: "P-384", bits: 384 },
      "1.3.132.0.35": { name: "P-521", bits: 521 }
    };
    OID_RSA = "1.2.840.113549.1.1.1";
    OID_EC = "1.2.840.10045.2.1";
    OID_ED25519 = "1.3.101.112";
    OID_DSA = "1.2.840.10040.4.1";
    OID_SERVER_AUTH = "1.3.6.1.5.5.7.3.1";
    OID_ANY_EKU = "2.5.29.37.0";
    OID_AIA = "1.3.6.1.5.5.7.1.1";
    NULL = Buffer.from([5, 0]);
    NIST = {
      "P-224": { p: 2n ** 224n - 2n ** 96n + 1n, b: 0xb4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4n },
      "P-256": {
        p: 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n,
        b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn
      },
      "P-384": {
        p: 2n ** 384n - 2n ** 128n - 2n ** 96n + 2n ** 32n - 1n,
        b: 0xb3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aefn
      },
      "P-521": {
        p: 2n ** 521n - 1n,
        b: 0x0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00n
      }
    };
    UTF8 = new TextDecoder("utf-8", { fatal: true });
    ATTR_NAMES = {
      "2.5.4.3": "CN",
      "2.5.4.6": "C",
      "2.5.4.7": "L",
      "2.5.4.8": "ST",
      "2.5.4.10": "O",
      "2.5.4.11": "OU",
      "2.5.4.5": "SERIALNUMBER"
    };
    KEY_CACHE_SIZE = 512;
    keyCache = /* @__PURE__ */ new Map();
    JWK_CURVES = { "P-256": "P-256", "P-384": "P-384", "P-521": "P-521" };
  }
});

// src/x509/pem.ts
function getLine2(data) {
  let i = data.indexOf("\n");
  let j;
  if (i < 0) {
    i = data.length;
    j = i;
  } else {
    j = i + 1;
    if (i > 0 && data[i - 1] === "\r") i--;
  }
  return { line: data.slice(0, i).replace(/[ \t]+$/, ""), rest: data.slice(j), consumed: j };
}
function decodeBase64Strict(text) {
  const s = text.includes("\r") || text.includes("\n") ? text.replace(/[\r\n]/g, "") : text;
  if (s.length % 4 !== 0 || !BASE642.test(s)) return void 0;
  return Buffer.from(s, "base64");
}
function decodeOne(data) {
  let rest = data;
  let endTrailerIndex = 0;
  for (; ; ) {
    if (endTrailerIndex < 0 || endTrailerIndex > rest.length) return void 0;
    rest = rest.slice(endTrailerIndex);
    let endIndex = rest.indexOf(PEM_END);
    if (endIndex < 0) return void 0;
    endTrailerIndex = endIndex + PEM_END.length;
    const beginIndex = rest.lastIndexOf(PEM_START.slice(1), endIndex - 1);
    if (beginIndex < 0 || beginIndex > 0 && rest[beginIndex - 1] !== "\n") continue;
    const skip = beginIndex + PEM_START.length - 1;
    rest = rest.slice(skip);
    endIndex -= skip;
    endTrailerIndex -= skip;
    const t = getLine2(rest);
    rest = t.rest;
    endIndex -= t.consumed;
    endTrailerIndex -= t.consumed;
    if (!t.line.endsWith(EOL5)) continue;
    const type = t.line.slice(0, t.line.length - EOL5.length);
    const headers = {};
    let truncated = false;
    for (; ; ) {
      if (rest.length === 0) {
        truncated = true;
        break;
      }
      const l = getLine2(rest);
      const colon = l.line.indexOf(":");
      if (colon < 0) break;
      headers[l.line.slice(0, colon).trim()] = l.line.slice(colon + 1).trim();
      rest = l.rest;
      endIndex -= l.consumed;
      endTrailerIndex -= l.consumed;
    }
    if (truncated) return void 0;
    if (Object.keys(headers).length > 0 && endIndex < 0) continue;
    let endTrailer = rest.slice(endTrailerIndex);
    const endTrailerLen = type.length + EOL5.length;
    if (endTrailer.length < endTrailerLen) continue;
    const restOfEndLine = endTrailer.slice(endTrailerLen);
    endTrailer = endTrailer.slice(0, endTrailerLen);
    if (!endTrailer.startsWith(type) || !endTrailer.endsWith(EOL5)) continue;
    if (getLine2(restOfEndLine).line.length !== 0) continue;
    let bytes2 = Buffer.alloc(0);
    if (endIndex > 0) {
      const body = rest.slice(0, endIndex);
      const decoded = decodeBase64Strict(body.includes(" ") || body.includes("	") ? body.replace(/[ \t]/g, "") : body);
      if (!decoded) continue;
      bytes2 = decoded;
    }
    return { block: { type, headers, bytes: bytes2 }, rest: getLine2(rest.slice(endIndex + PEM_END.length - 1)).rest };
  }
}
function decodePem(text) {
  const blocks = [];
  let rest = text;
  for (; ; ) {
    const r = decodeOne(rest);
    if (!r) break;
    const consumedBefore = text.length - rest.length;
    const at3 = text.indexOf(`-----BEGIN ${r.block.type}-----`, consumedBefore);
    blocks.push({ ...r.block, line: at3 < 0 ? 1 : countLines(text, at3) });
    rest = r.rest;
  }
  return blocks;
}
function countLines(text, upTo) {
  let n = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < upTo; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function parseCaBundle(pemText, cache7) {
  const certs = [];
  const skipped = [];
  const seen = /* @__PURE__ */ new Set();
  for (const block of decodePem(pemText)) {
    const where2 = `block at line ${block.line}`;
    if (block.type !== "CERTIFICATE") {
      skipped.push(`${where2}: type "${block.type}" is not CERTIFICATE`);
      continue;
    }
    if (Object.keys(block.headers).length) {
      skipped.push(`${where2}: CERTIFICATE block with PEM headers`);
      continue;
    }
    const parsed = parseCached(block.bytes, cache7);
    if (parsed instanceof CertParseError) {
      skipped.push(`${where2}: does not parse (${parsed.message})`);
      continue;
    }
    if (seen.has(parsed.sha256)) continue;
    seen.add(parsed.sha256);
    certs.push({ der: block.bytes, cert: parsed, line: block.line });
  }
  return { certs, skipped };
}
function parseCached(der, cache7) {
  const key3 = cache7 ? der.toString("latin1") : "";
  const hit = cache7?.get(key3);
  if (hit) return hit;
  let out;
  try {
    out = parseCert(der);
  } catch (e) {
    if (!(e instanceof CertParseError)) throw e;
    out = e;
  }
  cache7?.set(key3, out);
  return out;
}
function decodeBase64CaBundle(b64) {
  const s = b64.replace(/\s+/g, "");
  if (s.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(s)) return void 0;
  return Buffer.from(s, "base64").toString("latin1");
}
function looksLikeBase64(text) {
  const s = text.trim();
  return s.length > 0 && !s.includes("-----BEGIN") && /^[A-Za-z0-9+/=\s]+$/.test(s);
}
var PEM_START, PEM_END, EOL5, BASE642;
var init_pem = __esm({
  "src/x509/pem.ts"() {
    "use strict";
    init_cert();
    PEM_START = "\n-----BEGIN ";
    PEM_END = "\n-----END ";
    EOL5 = "-----";
    BASE642 = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
  }
});

// src/x509/constraints.ts
function dnsCompare(a, b) {
  let i = a.length - 1;
  let j = b.length - 1;
  while (i >= 0 && j >= 0) {
    const x = lowerByte(a.charCodeAt(i));
    const y = lowerByte(b.charCodeAt(j));
    if (x !== y) return x < y ? -1 : 1;
    i--;
    j--;
  }
  return i < j ? -1 : j < i ? 1 : 0;
}
function dnsHasSuffix(a, b) {
  if (a.length > b.length) return false;
  const off = b.length - a.length;
  for (let i = a.length - 1; i >= 0; i--) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i + off);
    if (x === y) continue;
    if (y < x) [x, y] = [y, x];
    if (x >= 65 && x <= 90 && y === x + 32) continue;
    return false;
  }
  return !(a[0] !== "." && b.length > a.length && b[off - 1] !== ".");
}
function sortAndPrune(set2, cmp, subset) {
  if (set2.length < 2) return set2;
  const s = [...set2].sort(cmp);
  const out = [s[0]];
  for (let i = 1; i < s.length; i++) if (!subset(out[out.length - 1], s[i])) out.push(s[i]);
  return out;
}
function search(set2, v, cmp, match) {
  if (set2.length === 0) return void 0;
  let lo = 0;
  let hi = set2.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (cmp(set2[mid], v) < 0) lo = mid + 1;
    else hi = mid;
  }
  if (lo < set2.length && cmp(set2[lo], v) === 0) return set2[lo];
  const c = set2[lo === 0 ? 0 : lo - 1];
  return match(c, v) ? c : void 0;
}
function dnsConstraints(list, permitted) {
  if (list.length === 0) return void 0;
  if (list.some((n) => n.length === 0)) return { query: () => "" };
  const set2 = sortAndPrune(list, dnsCompare, dnsHasSuffix);
  const parents = /* @__PURE__ */ new Map();
  if (!permitted) {
    for (const n of set2) {
      const name = n.toLowerCase();
      const trimmed = trimFirstLabel(name);
      if (trimmed !== "") parents.set(trimmed, name);
    }
  }
  return {
    query(s) {
      const hit = search(set2, s, dnsCompare, dnsHasSuffix);
      if (hit !== void 0) return hit;
      if (!permitted && s.startsWith("*")) return parents.get(trimFirstLabel(s.toLowerCase()));
      return void 0;
    }
  };
}
function trimFirstLabel(s) {
  const i = s.indexOf(".");
  return i < 0 ? "" : s.slice(i);
}
function contains(n, ip) {
  let nn = n.ip;
  let mask = n.mask;
  const v4 = to4(nn);
  if (v4) nn = v4;
  else if (nn.length !== 16) return false;
  if (mask.length === 4 && nn.length !== 4) return false;
  if (mask.length === 16 && nn.length === 4) mask = mask.subarray(12);
  if (mask.length !== nn.length) return false;
  const x = to4(ip) ?? ip;
  if (x.length !== nn.length) return false;
  for (let i = 0; i < x.length; i++) if ((nn[i] & mask[i]) !== (x[i] & mask[i])) return false;
  return true;
}
function to4(ip) {
  if (ip.length === 4) return ip;
  if (ip.length === 16 && ip.subarray(0, 10).every((b) => b === 0) && ip[10] === 255 && ip[11] === 255)
    return ip.subarray(12);
  return void 0;
}
function ipSubset(a, b) {
  if (!contains(a, b.ip)) return false;
  const broadcast = Buffer.alloc(b.ip.length);
  for (let i = 0; i < b.ip.length; i++) broadcast[i] = b.ip[i] | ~(b.mask[i] ?? 0) & 255;
  return contains(a, broadcast);
}
function ipConstraints(list) {
  if (list.length === 0) return void 0;
  const cmp = (a, b) => cmpBytes(a.ip, b.ip) || cmpBytes(a.mask, b.mask);
  const v4 = sortAndPrune(
    list.filter((n) => n.ip.length === 4),
    cmp,
    ipSubset
  );
  const v6 = sortAndPrune(
    list.filter((n) => n.ip.length !== 4),
    cmp,
    ipSubset
  );
  return {
    query(ip) {
      const hit = search(ip.length === 4 ? v4 : v6, ip, (n, v) => cmpBytes(n.ip, v), contains);
      return hit ? ipText(hit) : void 0;
    }
  };
}
function ipText(n) {
  return `${[...n.ip].join(".")}/${[...n.mask].reduce((s, b) => s + b.toString(2).replace(/0/g, "").length, 0)}`;
}
function emailConstraints(list, permitted) {
  if (list.length === 0) return void 0;
  const exact = /* @__PURE__ */ new Set();
  const domains = [];
  for (const c of list) {
    if (!c.includes("@")) {
      domains.push(c);
      continue;
    }
    const m = parseMailbox(c);
    if (m) exact.add(`${m.local}\0${m.domain.toLowerCase()}`);
  }
  const dns = domains.length ? dnsConstraints(domains, permitted) : void 0;
  return {
    query(m) {
      if (exact.has(`${m.local}\0${m.domain}`)) return `${m.local}@${m.domain}`;
      return dns?.query(m.domain);
    }
  };
}
function check(k, v, shown) {
  if (k.permitted && k.permitted.query(v) === void 0)
    return `${k.type} "${shown}" is not permitted by any constraint`;
  const ex = k.excluded?.query(v);
  return ex !== void 0 ? `${k.type} "${shown}" is excluded by constraint "${ex}"` : void 0;
}
function compile(nc) {
  let c = built.get(nc);
  if (!c) {
    c = {
      ip: { type: "IP address", permitted: ipConstraints(nc.permittedIp), excluded: ipConstraints(nc.excludedIp) },
      dns: {
        type: "DNS name",
        permitted: dnsConstraints(nc.permittedDns, true),
        excluded: dnsConstraints(nc.excludedDns, false)
      },
      uri: {
        type: "URI",
        permitted: dnsConstraints(nc.permittedUri, true),
        excluded: dnsConstraints(nc.excludedUri, false)
      },
      email: {
        type: "email address",
        permitted: emailConstraints(nc.permittedEmail, true),
        excluded: emailConstraints(nc.excludedEmail, false)
      }
    };
    built.set(nc, c);
  }
  return c;
}
function chainConstraintError(chain) {
  const cas = chain.map((c, i) => [c, i]).filter(([c]) => c.nameConstraints);
  if (cas.length === 0) return void 0;
  for (let i = 0; i < chain.length; i++) {
    const c = chain[i];
    if (!c.hasSan) continue;
    const above = cas.filter(([, j]) => j > i);
    if (above.length === 0) return void 0;
    const uris = [];
    for (let k = 0; k < c.uris.length; k++) {
      const d = uriConstraintDomain(c.uris[k], c.uriHosts[k]);
      if ("error" in d) return { ca: above[0][0], detail: d.error };
      uris.push(d.domain);
    }
    const mails = [];
    for (const e of c.emails) {
      const m = parseMailbox(e);
      if (!m) return { ca: above[0][0], detail: `cannot parse rfc822Name "${e}"` };
      mails.push({ local: m.local, domain: m.domain.toLowerCase() });
    }
    for (const [ca] of above) {
      const cc = compile(ca.nameConstraints);
      const fail2 = (detail) => ({ ca, detail });
      for (const ip of c.ips) {
        const e = check(cc.ip, ip, ip.join("."));
        if (e) return fail2(e);
      }
      for (const d of c.dnsNames) {
        if (!domainNameValid(d, false)) return fail2(`x509: cannot parse dnsName "${d}"`);
        const e = check(cc.dns, d, d);
        if (e) return fail2(e);
      }
      for (let k = 0; k < uris.length; k++) {
        if (!domainNameValid(uris[k], false))
          return fail2(`x509: internal error: URI SAN "${c.uris[k]}" failed to parse`);
        const e = check(cc.uri, uris[k], c.uris[k]);
        if (e) return fail2(e);
      }
      for (let k = 0; k < mails.length; k++) {
        if (!domainNameValid(mails[k].domain, false)) return fail2(`x509: cannot parse rfc822Name "${c.emails[k]}"`);
        const e = check(cc.email, mails[k], c.emails[k]);
        if (e) return fail2(e);
      }
    }
  }
  return void 0;
}
var lowerByte, cmpBytes, built;
var init_constraints = __esm({
  "src/x509/constraints.ts"() {
    "use strict";
    init_names();
    lowerByte = (c) => c >= 65 && c <= 90 ? c + 32 : c === 46 ? 0 : c;
    cmpBytes = (a, b) => Buffer.compare(a, b);
    built = /* @__PURE__ */ new WeakMap();
  }
});

// src/x509/policy.ts
function node(valid, parents) {
  const n = { valid, expected: [valid], parents: /* @__PURE__ */ new Set(), children: /* @__PURE__ */ new Set() };
  for (const p of parents) {
    p.children.add(n);
    n.parents.add(p);
  }
  return n;
}
function policiesValid(chain) {
  if (chain.length === 1) return true;
  const n = chain.length - 1;
  if (!chain.slice(0, n).some((c) => c.requireExplicitPolicy >= 0 || c.policyMappings.length > 0)) return true;
  let pg = new Graph();
  let inhibitAny = n + 1;
  let explicit = n + 1;
  let mapping = n + 1;
  for (let i = n - 1; i >= 0; i--) {
    const cert = chain[i];
    const selfSigned = cert.rawIssuer.equals(cert.rawSubject);
    if (cert.policies.length === 0) pg = void 0;
    if (explicit === 0 && !pg) return false;
    if (pg) {
      pg.incrDepth();
      const policies = /* @__PURE__ */ new Set();
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
      if (policies.has(ANY_POLICY) && (inhibitAny > 0 || n - i < n && selfSigned)) {
        const missing = /* @__PURE__ */ new Map();
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
        const mappings = /* @__PURE__ */ new Map();
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
      if (present(cert.requireExplicitPolicy, cert.requireExplicitPolicy === 0) && cert.requireExplicitPolicy < explicit)
        explicit = cert.requireExplicitPolicy;
      if (present(cert.inhibitPolicyMapping, cert.inhibitPolicyMapping === 0) && cert.inhibitPolicyMapping < mapping)
        mapping = cert.inhibitPolicyMapping;
      if (present(cert.inhibitAnyPolicy, cert.inhibitAnyPolicy === 0) && cert.inhibitAnyPolicy < inhibitAny)
        inhibitAny = cert.inhibitAnyPolicy;
    }
  }
  if (explicit > 0) explicit--;
  if (chain[0].requireExplicitPolicy === 0) explicit = 0;
  let valid = 0;
  if (pg) {
    valid = pg.validPolicyNodes().length;
    if (pg.leaves().get(ANY_POLICY)) valid++;
  }
  return !(explicit === 0 && valid === 0);
}
var ANY_POLICY, Graph, present;
var init_policy = __esm({
  "src/x509/policy.ts"() {
    "use strict";
    ANY_POLICY = "551d2000";
    Graph = class {
      strata;
      parentIndex = /* @__PURE__ */ new Map();
      depth = 0;
      constructor() {
        this.strata = [/* @__PURE__ */ new Map([[ANY_POLICY, node(ANY_POLICY, [])]])];
      }
      insert(n) {
        this.strata[this.depth].set(n.valid, n);
      }
      parentsWithExpected(p) {
        return this.depth === 0 ? [] : this.parentIndex.get(p) ?? [];
      }
      parentWithAny() {
        return this.depth === 0 ? void 0 : this.strata[this.depth - 1].get(ANY_POLICY);
      }
      parents() {
        return this.depth === 0 ? [] : [...this.strata[this.depth - 1].values()];
      }
      leaves() {
        return this.strata[this.depth];
      }
      deleteLeaf(p) {
        const n = this.strata[this.depth].get(p);
        if (!n) return;
        for (const q of n.parents) q.children.delete(n);
        for (const c of n.children) c.parents.delete(n);
        this.strata[this.depth].delete(p);
      }
      validPolicyNodes() {
        const out = [];
        for (let i = this.depth; i >= 0; i--) {
          for (const n of this.strata[i].values()) {
            if (n.valid === ANY_POLICY) continue;
            if (n.parents.size === 1 && [...n.parents][0].valid === ANY_POLICY) out.push(n);
          }
        }
        return out;
      }
      prune() {
        for (let i = this.depth - 1; i > 0; i--) {
          for (const n of [...this.strata[i].values()]) {
            if (n.children.size === 0) {
              for (const p of n.parents) p.children.delete(n);
              this.strata[i].delete(n.valid);
            }
          }
        }
      }
      incrDepth() {
        this.parentIndex = /* @__PURE__ */ new Map();
        for (const n of this.strata[this.depth].values()) {
          for (const e of n.expected) {
            const l = this.parentIndex.get(e);
            if (l) l.push(n);
            else this.parentIndex.set(e, [n]);
          }
        }
        this.depth++;
        this.strata.push(/* @__PURE__ */ new Map());
      }
    };
    present = (v, zero) => v > 0 || zero;
  }
});

// src/x509/chain.ts
import { constants as constants3, verify as verifySignature } from "node:crypto";
function searchChains(leaf, roots, intermediates, at3) {
  const state = { roots, intermediates: unique(intermediates), at: at3, failures: [], sigCache: /* @__PURE__ */ new Map() };
  const checks = { n: 0 };
  const candidates = roots.some((r) => r.sha256 === leaf.sha256) ? [[leaf]] : buildChains([leaf], state, checks);
  if (checks.n > MAX_SIGNATURE_CHECKS && candidates.length === 0)
    state.failures.push({ kind: "too-many-checks", cert: leaf });
  const chains = candidates.filter((chain) => passesFilters(chain, state.failures));
  return { chains, failures: state.failures };
}
function unique(certs) {
  const seen = /* @__PURE__ */ new Set();
  return certs.filter((c) => !seen.has(c.sha256) && !!seen.add(c.sha256));
}
function potentialParents(child, pool) {
  const match = [];
  const one = [];
  const mismatch2 = [];
  const akid = child.authorityKeyId ?? EMPTY;
  for (const c of pool) {
    if (!c.rawSubject.equals(child.rawIssuer)) continue;
    const skid = c.subjectKeyId ?? EMPTY;
    if (skid.equals(akid)) match.push(c);
    else if (skid.length === 0 && akid.length > 0 || skid.length > 0 && akid.length === 0) one.push(c);
    else mismatch2.push(c);
  }
  return [...match, ...one, ...mismatch2];
}
function buildChains(current, state, checks) {
  const child = current[current.length - 1];
  const chains = [];
  let found = 0;
  for (const [isRoot, pool] of [
    [true, state.roots],
    [false, state.intermediates]
  ]) {
    for (const parent2 of potentialParents(child, pool)) {
      found++;
      if (++checks.n > MAX_SIGNATURE_CHECKS) return chains;
      if (parent2.keyType === "unknown") {
        state.failures.push({ kind: "unsupported-parent-key", cert: child, parent: parent2, parentInBundle: isRoot });
        continue;
      }
      if (alreadyInChain(parent2, current)) continue;
      const problems = [...checkSignatureFrom(child, parent2, state), ...isValid(parent2, isRoot, current, state.at)];
      if (problems.length) {
        for (const p of problems) state.failures.push({ ...p, cert: p.cert ?? child, parent: parent2, parentInBundle: isRoot });
        continue;
      }
      const next2 = [...current, parent2];
      if (isRoot) chains.push(next2);
      else chains.push(...buildChains(next2, state, checks));
      if (checks.n > MAX_SIGNATURE_CHECKS) return chains;
    }
  }
  if (found === 0) state.failures.push({ kind: "no-issuer", cert: child });
  return chains;
}
function alreadyInChain(candidate, chain) {
  return chain.some(
    (c) => c.rawSubject.equals(candidate.rawSubject) && c.spki.equals(candidate.spki) && (c.sanRaw === void 0 ? candidate.sanRaw === void 0 : candidate.sanRaw !== void 0 && c.sanRaw.equals(candidate.sanRaw))
  );
}
function checkSignatureFrom(child, parent2, state) {
  const out = [];
  if (parent2.version === 3 && !parent2.basicConstraintsValid || parent2.basicConstraintsValid && !parent2.isCA) {
    out.push({ kind: "not-ca" });
  }
  if (parent2.keyUsage !== 0 && !(parent2.keyUsage & KEY_CERT_SIGN)) out.push({ kind: "no-keycertsign" });
  const key3 = `${child.sha256}:${parent2.sha256}`;
  let sig = state.sigCache.get(key3);
  if (sig === void 0) {
    sig = checkSignature(child, parent2);
    state.sigCache.set(key3, sig);
  }
  if (sig) out.push({ kind: sig, detail: child.sigAlg.name });
  return out;
}
function checkSignature(child, parent2) {
  const alg = child.sigAlg;
  if (alg.hash === null && alg.keyType !== "ed25519") return "unsupported-signature";
  if (alg.hash === "md5" || alg.hash === "sha1") return "weak-signature";
  if (parent2.keyType === "dsa") return "unsupported-signature";
  if (alg.keyType !== parent2.keyType) return "key-type-mismatch";
  if (parent2.keyType === "rsa" && parent2.keyBits < 1024) return "small-rsa";
  const key3 = publicKeyOf(parent2);
  if (!key3) return "bad-signature";
  try {
    const ok = alg.pss ? verifySignature(
      alg.hash,
      child.tbs,
      { key: key3, padding: constants3.RSA_PKCS1_PSS_PADDING, saltLength: hashLength(alg.hash) },
      child.signature
    ) : verifySignature(alg.hash, child.tbs, key3, child.signature);
    return ok ? null : "bad-signature";
  } catch {
    return "bad-signature";
  }
}
function hashLength(hash) {
  return hash === "sha512" ? 64 : hash === "sha384" ? 48 : 32;
}
function isValid(parent2, isRoot, current, at3) {
  const out = [...validityProblems(parent2, at3)];
  if (!isRoot && (!parent2.basicConstraintsValid || !parent2.isCA)) out.push({ kind: "not-authorized" });
  if (parent2.basicConstraintsValid && parent2.maxPathLen >= 0 && current.length - 1 > parent2.maxPathLen) {
    out.push({
      kind: "path-length",
      detail: `pathLen ${parent2.maxPathLen}, ${current.length - 1} intermediate(s) below`
    });
  }
  return out.map((p) => ({ ...p, cert: parent2 }));
}
function validityProblems(cert, at3) {
  const out = [];
  if (cert.unhandledCritical.length) out.push({ kind: "critical-ext", detail: cert.unhandledCritical.join(", ") });
  if (at3 < cert.notBefore) out.push({ kind: "not-yet-valid" });
  else if (at3 > cert.notAfter) out.push({ kind: "expired" });
  return out;
}
function passesFilters(chain, failures) {
  if (!policiesValid(chain)) {
    failures.push({ kind: "policy", cert: chain[chain.length - 1] });
    return false;
  }
  const eku = ekuBlocker(chain);
  if (eku) {
    failures.push({ kind: "eku", cert: eku });
    return false;
  }
  const nc = chainConstraintError(chain);
  if (nc) {
    failures.push({ kind: "name-constraint", cert: nc.ca, detail: nc.detail });
    return false;
  }
  return true;
}
function ekuBlocker(chain) {
  for (let i = chain.length - 1; i >= 0; i--) {
    const c = chain[i];
    if (!c.hasEku || c.ekuAny) continue;
    if (!c.ekuServerAuth) return c;
  }
  return void 0;
}
var KEY_CERT_SIGN, MAX_SIGNATURE_CHECKS, EMPTY;
var init_chain = __esm({
  "src/x509/chain.ts"() {
    "use strict";
    init_cert();
    init_constraints();
    init_policy();
    KEY_CERT_SIGN = 1 << 5;
    MAX_SIGNATURE_CHECKS = 100;
    EMPTY = Buffer.alloc(0);
  }
});

// src/x509/hostname.ts
import { isIPv4 as isIPv42, isIPv6 as isIPv62 } from "node:net";
function parseIp(s) {
  if (isIPv42(s)) {
    if (s.split(".").some((p) => p.length > 1 && p.startsWith("0"))) return void 0;
    return Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, ...s.split(".").map(Number)]);
  }
  if (!isIPv62(s) || s.includes("%")) return void 0;
  let head = s;
  let v4 = [];
  const lastColon = s.lastIndexOf(":");
  if (s.slice(lastColon + 1).includes(".")) {
    v4 = s.slice(lastColon + 1).split(".").map(Number);
    head = s.slice(0, lastColon + 1) + "0:0";
  }
  const [left, right] = head.split("::");
  const l = left ? left.split(":") : [];
  const r = right !== void 0 && right ? right.split(":") : [];
  const groups = [...l, ...Array(8 - l.length - r.length).fill("0"), ...r];
  const out = Buffer.alloc(16);
  groups.forEach((g, i) => out.writeUInt16BE(parseInt(g, 16), i * 2));
  if (v4.length) out.set(v4, 12);
  return out;
}
function ip16(b) {
  return b.length === 4 ? Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, ...b]) : b;
}
function ipText2(b) {
  if (b.length === 4) return [...b].join(".");
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push(b.readUInt16BE(i).toString(16));
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; i++) {
    let j = i;
    while (j < 8 && groups[j] === "0") j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
  }
  if (best < 0) return groups.join(":");
  return `${groups.slice(0, best).join(":")}::${groups.slice(best + bestLen).join(":")}`;
}
function validHostname(host, isPattern) {
  if (!isPattern && host.endsWith(".")) host = host.slice(0, -1);
  if (host.length === 0 || host === "*") return false;
  const parts = host.split(".");
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === "") return false;
    if (isPattern && i === 0 && part === "*") continue;
    for (let j = 0; j < part.length; j++) {
      const c = part[j];
      if (c >= "a" && c <= "z" || c >= "0" && c <= "9" || c >= "A" && c <= "Z" || c === "_") continue;
      if (c === "-" && j !== 0) continue;
      return false;
    }
  }
  return true;
}
function matchHostnames(pattern, hostParts) {
  const p = lowerAscii(pattern);
  if (p.length === 0 || hostParts.length === 0) return false;
  const parts = p.split(".");
  if (parts.length !== hostParts.length) return false;
  return parts.every((part, i) => i === 0 && part === "*" || part === hostParts[i]);
}
function matchExactly(a, b) {
  if (a === "" || a === "." || b === "" || b === ".") return false;
  return lowerAscii(a) === lowerAscii(b);
}
function hostIp(host) {
  const candidate = host.length >= 3 && host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return parseIp(candidate);
}
function matchesHost(cert, host) {
  const ip = hostIp(host);
  if (ip) return cert.ips.some((c) => ip16(c).equals(ip));
  const name = lowerAscii(host);
  const validName = validHostname(name, false);
  const hostParts = (name.endsWith(".") ? name.slice(0, -1) : name).split(".");
  for (const san of cert.dnsNames) {
    if (validName && validHostname(san, true)) {
      if (matchHostnames(san, hostParts)) return true;
    } else if (matchExactly(san, name)) {
      return true;
    }
  }
  return false;
}
var lowerAscii;
var init_hostname = __esm({
  "src/x509/hostname.ts"() {
    "use strict";
    lowerAscii = (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
  }
});

// src/x509/keys.ts
import { createECDH, createPrivateKey, createPublicKey as createPublicKey2 } from "node:crypto";
function checkKeyPair(keyPem, leaf) {
  let blocks;
  try {
    blocks = decodePem(keyPem);
  } catch {
    blocks = [];
  }
  const block = blocks.find((b) => b.type === "PRIVATE KEY" || b.type.endsWith(" PRIVATE KEY"));
  if (!block)
    return {
      ok: false,
      reason: "no-key-block",
      message: "the key file holds no PRIVATE KEY PEM block (PKCS#8/PKCS#1/SEC1 PEM expected)"
    };
  const key3 = parsePrivateKey(block.bytes);
  if (!key3) return { ok: false, reason: "unparsable", message: UNPARSABLE };
  if (key3.kind === "other")
    return {
      ok: false,
      reason: "unsupported",
      message: `the private key type (${key3.name}) cannot be loaded by Go's TLS stack`
    };
  if (leaf.keyType !== "rsa" && leaf.keyType !== "ecdsa" && leaf.keyType !== "ed25519") {
    return {
      ok: false,
      reason: "unsupported",
      message: "the certificate's public key type is not one Go's TLS stack can serve"
    };
  }
  if (key3.kind !== leaf.keyType) {
    return {
      ok: false,
      reason: "type-mismatch",
      message: `the private key is ${label2(key3.kind)} but the certificate's key is ${label2(leaf.keyType)}`
    };
  }
  if (!samePublicKey(key3, leaf))
    return { ok: false, reason: "mismatch", message: "the private key does not belong to the served certificate" };
  return { ok: true, keyType: label2(key3.kind) };
}
function samePublicKey(key3, leaf) {
  if (key3.kind === "rsa") return !!leaf.rsaN && !!leaf.rsaE && key3.n === big(leaf.rsaN) && key3.e === big(leaf.rsaE);
  if (key3.kind === "ecdsa") return key3.curve === leaf.curve && !!leaf.publicBytes && key3.point.equals(leaf.publicBytes);
  return !!leaf.publicBytes && ed25519Public(key3.seed, leaf.publicBytes).equals(leaf.publicBytes);
}
function parsePrivateKey(der) {
  let second;
  try {
    const top = readTlv(der, 0);
    second = top.tag === 48 ? der[readTlv(der, top.body, top.end).end] : void 0;
  } catch {
    return void 0;
  }
  if (second === 2) return attempt(() => parsePkcs1(der));
  if (second === 48) return attempt(() => parsePkcs8(der));
  if (second === 4) return attempt(() => parseSec1(der, void 0));
  return void 0;
}
function attempt(parse2) {
  try {
    return parse2();
  } catch {
    return void 0;
  }
}
function sequence(der, strict) {
  const t = readTlv(der, 0);
  if (t.tag !== 48 || strict && t.end !== der.length) throw new Error("not a sequence");
  return new Fields(t);
}
function bigInt(t) {
  const b = content(t);
  const sign = integerSign(b);
  const v = BigInt("0x" + b.toString("hex"));
  return sign < 0 ? v - (1n << BigInt(b.length * 8)) : v;
}
function int(t) {
  if (content(t).length > 8) throw new Error("integer too large");
  return bigInt(t);
}
function bitLen(v) {
  if (v <= 0n) return 0;
  const hex = v.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0], 16)));
}
function modPow(b, e, m) {
  let r = 1n;
  b = mod(b, m);
  for (; e > 0n; e >>= 1n, b = b * b % m) if (e & 1n) r = r * b % m;
  return r;
}
function parsePkcs1(der) {
  const f = sequence(der, true);
  const version = int(f.next(2));
  const n = bigInt(f.next(2));
  const e = int(f.next(2));
  const d = bigInt(f.next(2));
  const p = bigInt(f.next(2));
  const q = bigInt(f.next(2));
  const crt = [f.optional(2), f.optional(2), f.optional(2)].map((t) => t ? bigInt(t) : void 0);
  const extra = f.peek() === 48 ? f.next(48) : void 0;
  if (version > 1n) return void 0;
  if (n <= 0n || d <= 0n || p <= 0n || q <= 0n || crt.some((v) => v !== void 0 && v <= 0n)) return void 0;
  if (!(n & 1n) || e < 2n || !(e & 1n) || e > 2n ** 31n - 1n || d >= n) return void 0;
  if (extra && extra.end > extra.body) return multiPrime(n, e, p, q) ? { kind: "rsa", n, e } : void 0;
  if (p <= 2n || q <= 2n) return void 0;
  let [dp, dq, qinv] = crt;
  if (dp === void 0 || dq === void 0 || qinv === void 0) {
    if (!(p & 1n)) return void 0;
    dp = d % (p - 1n);
    dq = d % (q - 1n);
    qinv = modPow(q, p - 2n, p);
  } else if (qinv >= p) {
    return void 0;
  }
  if (p >= n || q >= n || p * q % n !== 0n) return void 0;
  if (dp >= p - 1n || e * dp % (p - 1n) !== 1n % (p - 1n) || dq >= q - 1n || e * dq % (q - 1n) !== 1n % (q - 1n))
    return void 0;
  if (qinv * (q % p) % p !== 1n) return void 0;
  if (d % (p - 1n) !== dp || d % (q - 1n) !== dq) return void 0;
  const diff = p > q ? p - q : q - p;
  const half = Math.floor(bitLen(n) / 2);
  if (diff === 0n || bitLen(diff) <= half - 100 || bitLen(d) <= half) return void 0;
  return { kind: "rsa", n, e };
}
function multiPrime(n, e, p, q) {
  const gcd = (a, b) => b === 0n ? a : gcd(b, a % b);
  return n > 1n && e > 0n && p > 1n && q > 1n && gcd(q, p) === 1n;
}
function parsePkcs8(der) {
  const f = sequence(der, false);
  int(f.next(2));
  const ai = new Fields(f.next(48));
  const oid = decodeOid(content(ai.next(6)));
  const params = ai.peek() === void 0 ? void 0 : nextAny(ai);
  const inner2 = content(f.next(4));
  switch (oid) {
    case "1.2.840.113549.1.1.1":
      return parsePkcs1(inner2);
    case "1.2.840.10045.2.1": {
      let curve;
      if (params?.tag === 6) curve = attemptOid(params);
      return parseSec1(inner2, curve);
    }
    case "1.3.101.112": {
      if (params) return void 0;
      const seed = content(new Fields(wrap(inner2)).next(4));
      return seed.length === 32 ? { kind: "ed25519", seed } : void 0;
    }
    case "1.3.101.110":
      return { kind: "other", name: "X25519" };
    default:
      return void 0;
  }
}
function nextAny(f) {
  return f.next(f.peek());
}
function attemptOid(t) {
  try {
    return decodeOid(content(t));
  } catch {
    return void 0;
  }
}
function wrap(der) {
  const first = readTlv(der, 0);
  return { tag: 48, start: 0, body: 0, end: first.end, buf: der };
}
function parseSec1(der, curveFromPkcs8) {
  const f = sequence(der, false);
  if (int(f.next(2)) !== 1n) return void 0;
  let d = content(f.next(4));
  const curveT = f.optional(160);
  const own = curveT ? decodeOid(content(new Fields(curveT).next(6))) : void 0;
  const pointT = f.optional(161);
  if (pointT) decodeBitString(new Fields(pointT).next(3), "EC public key");
  const curve = CURVES2[curveFromPkcs8 ?? own ?? ""];
  if (!curve) return curveFromPkcs8 ?? own ? { kind: "other", name: "EC on a curve Go does not support" } : void 0;
  while (d.length > curve.size) {
    if (d[0] !== 0) return void 0;
    d = d.subarray(1);
  }
  const scalar = big(d);
  if (scalar === 0n || scalar >= curve.n) return void 0;
  const padded = Buffer.concat([Buffer.alloc(curve.size - d.length), d]);
  const ecdh = createECDH(curve.ecdh);
  ecdh.setPrivateKey(padded);
  return { kind: "ecdsa", curve: curve.name, point: ecdh.getPublicKey() };
}
function ed25519Public(seed, expected) {
  try {
    const priv = createPrivateKey({
      key: { kty: "OKP", crv: "Ed25519", d: seed.toString("base64url"), x: expected.toString("base64url") },
      format: "jwk"
    });
    return Buffer.from(String(createPublicKey2(priv).export({ format: "jwk" }).x), "base64url");
  } catch {
    const priv = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" });
    const spki = createPublicKey2(priv).export({ type: "spki", format: "der" });
    return spki.subarray(spki.length - 32);
  }
}
function label2(kind) {
  return kind === "rsa" ? "RSA" : kind === "ecdsa" ? "ECDSA" : kind === "ed25519" ? "Ed25519" : kind;
}
var CURVES2, UNPARSABLE, Fields, big, mod, ED25519_PKCS8_PREFIX;
var init_keys = __esm({
  "src/x509/keys.ts"() {
    "use strict";
    init_der();
    init_pem();
    CURVES2 = {
      "1.3.132.0.33": {
        name: "P-224",
        ecdh: "secp224r1",
        size: 28,
        n: 0xffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3dn
      },
      "1.2.840.10045.3.1.7": {
        name: "P-256",
        ecdh: "prime256v1",
        size: 32,
        n: 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n
      },
      "1.3.132.0.34": {
        name: "P-384",
        ecdh: "secp384r1",
        size: 48,
        n: 0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n
      },
      "1.3.132.0.35": {
        name: "P-521",
        ecdh: "secp521r1",
        size: 66,
        n: 0x01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409n
      }
    };
    UNPARSABLE = "the private key does not parse the way Go loads it (PKCS#1/PKCS#8/SEC1; encrypted keys are not supported; RSA keys must be consistent)";
    Fields = class {
      constructor(t) {
        this.t = t;
        this.pos = t.body;
      }
      t;
      pos;
      peek() {
        return this.pos < this.t.end ? this.t.buf[this.pos] : void 0;
      }
      next(tag) {
        if (this.pos >= this.t.end) throw new Error("missing field");
        const el = readTlv(this.t.buf, this.pos, this.t.end);
        if (el.tag !== tag) throw new Error("unexpected tag");
        this.pos = el.end;
        return el;
      }
      optional(tag) {
        return this.peek() === tag ? this.next(tag) : void 0;
      }
    };
    big = (b) => BigInt("0x" + (b.toString("hex") || "0"));
    mod = (a, m) => (a % m + m) % m;
    ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
  }
});

// src/x509/verify.ts
function verifyServing(input) {
  const at3 = input.at.getTime();
  const cache7 = /* @__PURE__ */ new Map();
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  const add = (reason, severity = "error", inBundle) => {
    const key3 = JSON.stringify(reason);
    if (seen.has(key3)) return;
    seen.add(key3);
    problems.push({ reason, severity, ...inBundle ? { inBundle } : {} });
  };
  let accepted = true;
  const reject = (reason) => {
    accepted = false;
    add(reason);
  };
  const served = decodePem(input.chainPem).filter((b) => b.type === "CERTIFICATE").map((b, index) => {
    const r = parseCached(b.bytes, cache7);
    return "der" in r ? { cert: r, line: b.line, index } : { error: r, line: b.line, index };
  });
  const bundle = parseCaBundle(input.caBundlePem, cache7);
  const result = {
    accepted: false,
    problems,
    chain: [],
    bundle: { usable: bundle.certs.length, skipped: bundle.skipped }
  };
  if (served.length === 0) reject({ kind: "no-served-cert" });
  for (const s of served) checkServedParse(s, reject);
  const leaf = served[0]?.cert;
  if (leaf) result.leaf = summary3(leaf);
  if (input.caBundlePem.length === 0) {
    result.systemRoots = true;
    reject({ kind: "bundle-empty" });
  } else if (bundle.certs.length === 0) {
    reject({ kind: "bundle-unusable", skipped: bundle.skipped });
  }
  if (leaf) {
    checkLeaf(leaf, input, at3, reject);
    if (input.keyPem !== void 0) checkKey(input.keyPem, leaf, reject);
    if (bundle.certs.length) {
      const intermediates = served.slice(1).flatMap((s) => s.cert ? [s.cert] : []);
      const roots = bundle.certs.map((c) => c.cert);
      const search2 = searchChains(leaf, roots, intermediates, at3);
      const [first] = search2.chains;
      if (first) {
        result.chain = first.map(summary3);
        expiringSoon(first, input, at3, add);
      } else {
        accepted = false;
        const roles = { leaf, bundle: new Set(roots.map((r) => r.sha256)), all: [...roots, ...intermediates] };
        const failures = search2.failures.filter((f) => !(f.kind === "eku" && f.cert === leaf));
        for (const f of uniqueFailures(failures))
          add(chainReason(f, roles), "error", roles.bundle.has(f.cert.sha256) ? true : void 0);
        result.chain = served.flatMap((s) => s.cert ? [summary3(s.cert)] : []);
      }
    } else {
      result.chain = served.flatMap((s) => s.cert ? [summary3(s.cert)] : []);
      expiringSoon([leaf], input, at3, add);
    }
  }
  result.accepted = accepted && problems.every((p) => p.severity !== "error");
  return result;
}
function checkServedParse(s, reject) {
  const cert = s.index === 0 ? { role: "leaf" } : { role: "served", index: s.index };
  if (s.error) {
    reject({ kind: "unparsable", cert, line: s.line, detail: s.error.message });
    return;
  }
  if (s.cert && s.cert.keyType === "rsa" && s.cert.keyBits > 8192)
    reject({ kind: "rsa-too-large", cert, bits: s.cert.keyBits });
}
function checkLeaf(leaf, input, at3, reject) {
  for (const p of validityProblems(leaf, at3)) reject(chainReason({ ...p, cert: leaf }, { leaf, bundle: /* @__PURE__ */ new Set() }));
  if (!matchesHost(leaf, input.host)) {
    reject({
      kind: "hostname",
      host: input.host,
      hostIsIp: hostIp(input.host) !== void 0,
      dnsNames: leaf.dnsNames,
      ips: leaf.ips.map(ipText2),
      hasSan: leaf.hasSan,
      subject: leaf.subjectText
    });
  }
  if (ekuBlocker([leaf])) reject({ kind: "leaf-eku" });
  if (leaf.keyType === "unknown" || leaf.keyType === "dsa")
    reject({ kind: "leaf-key-unsupported", keyType: leaf.keyType });
  if (leaf.keyType === "ecdsa" && leaf.curve === "P-224") reject({ kind: "leaf-p224" });
  if (leaf.keyType === "rsa" && leaf.keyBits < 1024) reject({ kind: "leaf-small-rsa", bits: leaf.keyBits });
}
function checkKey(keyPem, leaf, reject) {
  let r;
  try {
    r = checkKeyPair(keyPem, leaf);
  } catch {
    r = { ok: false, message: "the private key does not parse (PKCS#8/PKCS#1/SEC1 PEM expected)" };
  }
  if (!r.ok) reject({ kind: "key-mismatch", detail: r.message });
}
function expiringSoon(chain, input, at3, add) {
  const minDays = input.minDays ?? 30;
  chain.forEach((c, i) => {
    const left = (c.notAfter - at3) / DAY;
    if (left < 0) return;
    const cert = i === 0 ? { role: "leaf" } : i === chain.length - 1 ? { role: "anchor", subject: c.subjectText } : { role: "intermediate", subject: c.subjectText };
    if (left < minDays) {
      add({ kind: "expiring-soon", cert, notAfter: iso(c.notAfter), daysLeft: Math.floor(left), minDays }, "warning");
    } else if (i === 0 && input.renewWithinDays !== void 0 && left < input.renewWithinDays) {
      add({ kind: "renew-window", notAfter: iso(c.notAfter), renewWithinDays: input.renewWithinDays }, "warning");
    }
  });
}
function uniqueFailures(failures) {
  const seen = /* @__PURE__ */ new Set();
  return failures.filter((f) => {
    if (f.kind === "not-authorized" && failures.some((g) => g.kind === "not-ca" && g.parent === f.cert)) return false;
    const key3 = `${f.kind}:${f.cert.sha256}:${f.parent?.sha256 ?? ""}`;
    if (seen.has(key3)) return false;
    seen.add(key3);
    return true;
  });
}
function role(c, roles) {
  if (c.sha256 === roles.leaf.sha256) return { role: "leaf" };
  return roles.bundle.has(c.sha256) ? { role: "bundle", subject: c.subjectText } : { role: "intermediate", subject: c.subjectText };
}
function chainReason(f, roles) {
  const twin = f.kind === "no-issuer" ? roles.all?.find((o) => o.subjectText === f.cert.issuerText) : void 0;
  return {
    kind: "chain",
    failure: f.kind,
    cert: role(f.cert, roles),
    ...f.parent ? { parent: role(f.parent, roles), parentKeyBits: f.parent.keyBits } : {},
    parentInBundle: f.parentInBundle === true,
    issuer: f.cert.issuerText,
    notBefore: iso(f.cert.notBefore),
    notAfter: iso(f.cert.notAfter),
    ...f.detail !== void 0 ? { detail: f.detail } : {},
    ...twin ? { twin: role(twin, roles) } : {}
  };
}
function iso(ms) {
  return new Date(ms).toISOString().replace(".000Z", "Z");
}
function summary3(c) {
  return {
    subject: c.subjectText,
    issuer: c.issuerText,
    sans: [...c.dnsNames, ...c.ips.map(ipText2), ...c.emails, ...c.uris],
    notBefore: iso(c.notBefore),
    notAfter: iso(c.notAfter),
    sha256: c.sha256,
    keyType: keyLabel(c)
  };
}
function keyLabel(c) {
  switch (c.keyType) {
    case "rsa":
      return `RSA ${c.keyBits}`;
    case "ecdsa":
      return `ECDSA ${c.curve}`;
    case "ed25519":
      return "Ed25519";
    case "dsa":
      return "DSA";
    default:
      return "unsupported";
  }
}
var DAY;
var init_verify = __esm({
  "src/x509/verify.ts"() {
    "use strict";
    init_chain();
    init_hostname();
    init_keys();
    init_pem();
    DAY = 864e5;
  }
});

// src/x509/index.ts
var x509_exports = {};
__export(x509_exports, {
  decodeBase64CaBundle: () => decodeBase64CaBundle,
  decodePem: () => decodePem,
  fingerprint256: () => fingerprint256,
  looksLikeBase64: () => looksLikeBase64,
  parseCaBundle: () => parseCaBundle,
  summary: () => summary3,
  verifyServing: () => verifyServing
});
import { createHash as createHash2 } from "node:crypto";
function fingerprint256(pemOrDer) {
  let der;
  if (Buffer.isBuffer(pemOrDer) && pemOrDer[0] === 48) der = pemOrDer;
  else der = decodePem(pemOrDer.toString("latin1")).find((b) => b.type === "CERTIFICATE")?.bytes;
  return der ? createHash2("sha256").update(der).digest("hex") : void 0;
}
var init_x509 = __esm({
  "src/x509/index.ts"() {
    "use strict";
    init_pem();
    init_verify();
    init_pem();
  }
});

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key3 in this.properties) {
        if (this.properties.hasOwnProperty(key3)) {
          const val = this.properties[key3];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key3}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key3, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key3.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key3}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content2, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key3, value]) => ` ${key3}="${value}"`).join("");
    if (!content2) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content2}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label3, content2) {
    const element = this.wrap("details", this.wrap("summary", label3) + content2);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}

// src/core/errors.ts
var InputError = class extends Error {
  name = "InputError";
  /** Marks the class and its subclasses across bundles, where `instanceof` sees separate copies. */
  isInputError = true;
};
function isInputError(e) {
  return e instanceof Error && e.isInputError === true;
}

// src/action/run.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { mkdir as mkdir3, readFile as readFile5, writeFile as writeFile2 } from "node:fs/promises";
import path18 from "node:path";

// src/check.ts
import path4 from "node:path";

// src/load/config.ts
import { readFileSync as readFileSync2 } from "node:fs";
import path2 from "node:path";

// node_modules/js-yaml/dist/js-yaml.mjs
var NOT_RESOLVED = /* @__PURE__ */ Symbol("NOT_RESOLVED");
function defineScalarTag(tagName, options) {
  return {
    tagName,
    nodeKind: "scalar",
    implicit: options.implicit ?? false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    implicitFirstChars: options.implicitFirstChars ?? null,
    resolve: options.resolve,
    identify: options.identify,
    represent: options.represent ?? ((data) => String(data)),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineSequenceTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "sequence",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addItem: options.addItem,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineMappingTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "mapping",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addPair: options.addPair,
    has: options.has,
    keys: options.keys,
    get: options.get,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
  resolve: (source) => source,
  identify: (data) => typeof data === "string"
});
var NULL_VALUES$1 = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES$1.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: ["n"],
  resolve: (source, isExplicit) => {
    if (source === "null" || isExplicit && source === "") return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var NULL_VALUES = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var TRUE_VALUES$2 = [
  "true",
  "True",
  "TRUE"
];
var FALSE_VALUES$2 = [
  "false",
  "False",
  "FALSE"
];
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "t",
    "T",
    "f",
    "F"
  ],
  resolve: (source) => {
    if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: ["t", "f"],
  resolve: (source) => {
    if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES = [
  "true",
  "True",
  "TRUE",
  "y",
  "Y",
  "yes",
  "Yes",
  "YES",
  "on",
  "On",
  "ON"
];
var FALSE_VALUES = [
  "false",
  "False",
  "FALSE",
  "n",
  "N",
  "no",
  "No",
  "NO",
  "off",
  "Off",
  "OFF"
];
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "y",
    "Y",
    "n",
    "N",
    "t",
    "T",
    "f",
    "F",
    "o",
    "O"
  ],
  resolve: (source) => {
    if (TRUE_VALUES.indexOf(source) !== -1) return true;
    if (FALSE_VALUES.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$2(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger$2,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$1(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlInteger$1,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source) {
  let value = source.replace(/_/g, "");
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  if (value.includes(":")) {
    let result = 0;
    for (const part of value.split(":")) result = result * 60 + Number(part);
    return sign * result;
  }
  if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger(source) {
  if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source) {
  if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase();
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  const result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat$2,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$2
});
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
    let value = source.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".includes(value[0])) value = value.slice(1);
    if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    if (value === ".nan") return NaN;
    const result2 = sign * parseFloat(value);
    return Number.isFinite(result2) ? result2 : NOT_RESOLVED;
  }
  if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = Number(source);
  if (Number.isFinite(result)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlFloat$1,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$1
});
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source) {
  if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase().replace(/_/g, "");
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  let result = 0;
  if (value.includes(":")) {
    for (const part of value.split(":")) result = result * 60 + Number(part);
    result *= sign;
  } else result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat
});
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
  implicit: true,
  implicitFirstChars: ["<"],
  resolve: (source, isExplicit) => {
    if (source === "<<" || isExplicit && source === "") return "<<";
    return NOT_RESOLVED;
  },
  identify: () => false
});
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
  const input = source.replace(/\s/g, "");
  if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
  const binary = atob(input);
  const result = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
  return result;
}
function representYamlBinary(object) {
  let binary = "";
  for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
  return btoa(binary);
}
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
  resolve: resolveYamlBinary,
  identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
  represent: representYamlBinary
});
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function makeUtcDate(year, month, day, hour = 0, minute = 0, second = 0, fraction = 0) {
  const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
  date.setUTCFullYear(year, month, day);
  return date;
}
function resolveYamlTimestamp(source) {
  let match = YAML_DATE_REGEXP.exec(source);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
  if (match === null) return NOT_RESOLVED;
  const year = +match[1];
  const month = +match[2] - 1;
  const day = +match[3];
  if (!match[4]) {
    const date2 = makeUtcDate(year, month, day);
    if (date2.getUTCFullYear() !== year || date2.getUTCMonth() !== month || date2.getUTCDate() !== day) return NOT_RESOLVED;
    return date2;
  }
  const hour = +match[4];
  const minute = +match[5];
  const second = +match[6];
  let fraction = 0;
  if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
  if (match[7]) {
    let value = match[7].slice(0, 3);
    while (value.length < 3) value += "0";
    fraction = +value;
  }
  const date = makeUtcDate(year, month, day, hour, minute, second, fraction);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
  if (match[9]) {
    const offsetHour = +match[10];
    const offsetMinute = +(match[11] || 0);
    if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
    const offset = (offsetHour * 60 + offsetMinute) * 6e4;
    date.setTime(date.getTime() - (match[9] === "-" ? -offset : offset));
  }
  return date;
}
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
  implicit: true,
  implicitFirstChars: [..."0123456789"],
  resolve: resolveYamlTimestamp,
  identify: (object) => object instanceof Date,
  represent: (object) => object.toISOString()
});
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
  create: () => [],
  addItem: (container, item) => {
    container.push(item);
  },
  identify: Array.isArray
});
function isPlainObject(data) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
  const prototype = Object.getPrototypeOf(data);
  return prototype === null || prototype === Object.prototype;
}
function pick(object, keys) {
  const result = {};
  for (const key3 of keys) if (object[key3] !== void 0) result[key3] = object[key3];
  return result;
}
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
  create: () => ({
    list: [],
    seen: /* @__PURE__ */ new Set()
  }),
  addItem: (carrier, item) => {
    let key3;
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve an ordered map item";
      key3 = item.keys().next().value;
    } else if (isPlainObject(item)) {
      const itemKeys = Object.keys(item);
      if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
      key3 = itemKeys[0];
    } else return "cannot resolve an ordered map item";
    if (carrier.seen.has(key3)) return "duplicate key in ordered map";
    carrier.seen.add(key3);
    carrier.list.push(item);
    return "";
  },
  finalize: (carrier) => carrier.list,
  identify: () => false
});
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
  create: () => [],
  addItem: (container, item) => {
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve a pairs item";
      container.push(item.entries().next().value);
      return "";
    }
    if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
    const object = item;
    const keys = Object.keys(object);
    if (keys.length !== 1) return "cannot resolve a pairs item";
    container.push([keys[0], object[keys[0]]]);
    return "";
  },
  identify: () => false
});
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key3 of Object.keys(o)) map.set(key3, o[key3]);
    return map;
  },
  addPair: (container, key3, value) => {
    if (key3 !== null && typeof key3 === "object") return "object-based map does not support complex keys";
    const normalizedKey = String(key3);
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key3) => {
    if (key3 !== null && typeof key3 === "object") return false;
    return Object.prototype.hasOwnProperty.call(container, String(key3));
  },
  keys: (container) => Object.keys(container),
  get: (container, key3) => {
    const normalizedKey = String(key3);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
  create: () => /* @__PURE__ */ new Set(),
  identify: (data) => data instanceof Set,
  represent: (data) => {
    const map = /* @__PURE__ */ new Map();
    for (const key3 of data) map.set(key3, null);
    return map;
  },
  addPair: (container, key3, value) => {
    if (value !== null) return "cannot resolve a set item";
    container.add(key3);
    return "";
  },
  has: (container, key3) => container.has(key3),
  keys: (container) => container.keys(),
  get: () => null
});
function createTagDefinitionMap() {
  return {
    scalar: /* @__PURE__ */ Object.create(null),
    sequence: /* @__PURE__ */ Object.create(null),
    mapping: /* @__PURE__ */ Object.create(null)
  };
}
function createTagDefinitionListMap() {
  return {
    scalar: [],
    sequence: [],
    mapping: []
  };
}
function compileTags(tags) {
  const result = [];
  for (const tag of tags) {
    let index = result.length;
    for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
      const previous = result[previousIndex];
      if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
        index = previousIndex;
        break;
      }
    }
    result[index] = tag;
  }
  return result;
}
var Schema = class Schema2 {
  tags;
  /** @internal */
  implicitScalarTags;
  /**
  * Dispatch implicit scalar resolvers by `source.charAt(0)`. Each bucket holds
  * the resolvers that may match that key, in schema order; a key absent from
  * the map uses
  * {@link Schema.implicitScalarAnyFirstChar}
  * (resolvers that declared no first-char constraint, so they apply to any
  * first character).
  */
  implicitScalarByFirstChar;
  implicitScalarAnyFirstChar;
  /**
  * The default scalar tag (`!!str`), resolved once so the composer's fallback
  * for unresolved plain scalars avoids a keyed lookup per scalar.
  *
  * @internal
  */
  defaultScalarTag;
  /**
  * The default container tags (`!!seq` / `!!map`), used by the dumper: when a
  * value is identified by its default tag, the tag is implicit and not
  * printed. Undefined if the schema does not define them (then such values
  * can't be dumped).
  *
  * @internal
  */
  defaultSequenceTag;
  /** @internal */
  defaultMappingTag;
  exact;
  prefix;
  constructor(tags) {
    const compiledTags = compileTags(tags);
    const implicitScalarTags = [];
    const exact = createTagDefinitionMap();
    const prefix = createTagDefinitionListMap();
    for (const tag of compiledTags) {
      if (tag.nodeKind === "scalar" && tag.implicit) {
        if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
        implicitScalarTags.push(tag);
      }
      switch (tag.nodeKind) {
        case "scalar":
          if (tag.matchByTagPrefix) prefix.scalar.push(tag);
          else exact.scalar[tag.tagName] = tag;
          break;
        case "sequence":
          if (tag.matchByTagPrefix) prefix.sequence.push(tag);
          else exact.sequence[tag.tagName] = tag;
          break;
        case "mapping":
          if (tag.matchByTagPrefix) prefix.mapping.push(tag);
          else exact.mapping[tag.tagName] = tag;
      }
    }
    const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
    const keys = /* @__PURE__ */ new Set();
    for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key3 of tag.implicitFirstChars) keys.add(key3);
    const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
    for (const key3 of keys) implicitScalarByFirstChar.set(key3, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key3) !== -1));
    const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
    if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
    this.tags = compiledTags;
    this.implicitScalarTags = implicitScalarTags;
    this.implicitScalarByFirstChar = implicitScalarByFirstChar;
    this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
    this.defaultScalarTag = defaultScalarTag;
    this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
    this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
    this.exact = exact;
    this.prefix = prefix;
  }
  /** @internal */
  lookupScalarTag(tagName) {
    const exactTag = this.exact.scalar[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.scalar) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupSequenceTag(tagName) {
    const exactTag = this.exact.sequence[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.sequence) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupMappingTag(tagName) {
    const exactTag = this.exact.mapping[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.mapping) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  resolveImplicitScalarTag(source) {
    const candidates = this.implicitScalarByFirstChar.get(source.charAt(0)) ?? this.implicitScalarAnyFirstChar;
    for (const tag2 of candidates) {
      const value = tag2.resolve(source, false, tag2.tagName);
      if (value !== NOT_RESOLVED) return {
        value,
        tag: tag2
      };
    }
    const tag = this.defaultScalarTag;
    return {
      value: tag.resolve(source, false, tag.tagName),
      tag
    };
  }
  /**
  * Creates a new schema with the specified tags added. If a tag already
  * exists, it is replaced by the specified tag.
  *
  * @example
  *
  * ```javascript
  * import { CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
  *
  * const schema = CORE_SCHEMA.withTags(mergeTag, realMapTag)
  * ```
  */
  withTags(...tags) {
    let flatTags = [];
    for (const tag of tags) flatTags = flatTags.concat(tag);
    return new Schema2([...this.tags, ...flatTags]);
  }
};
var FAILSAFE_SCHEMA = new Schema([
  strTag,
  seqTag,
  mapTag
]);
var JSON_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullJsonTag,
  boolJsonTag,
  intJsonTag,
  floatJsonTag
]);
var CORE_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullCoreTag,
  boolCoreTag,
  intCoreTag,
  floatCoreTag
]);
var YAML11_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullYaml11Tag,
  boolYaml11Tag,
  intYaml11Tag,
  floatYaml11Tag,
  timestampTag,
  mergeTag,
  binaryTag,
  omapTag,
  pairsTag,
  setTag
]);
var DUMP_SCHEMA = YAML11_SCHEMA.withTags({
  ...intYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = intYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
  }
}, {
  ...floatYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
  }
});
var realMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => /* @__PURE__ */ new Map(),
  addPair: (container, key3, value) => {
    container.set(key3, value);
    return "";
  },
  has: (container, key3) => container.has(key3),
  keys: (container) => container.keys(),
  get: (container, key3) => container.get(key3),
  identify: (data) => data instanceof Map || isPlainObject(data),
  represent: (data) => {
    if (data instanceof Map) return data;
    const map = /* @__PURE__ */ new Map();
    const obj = data;
    for (const key3 of Object.keys(obj)) map.set(key3, obj[key3]);
    return map;
  }
});
function normalizeKey(key3) {
  if (Array.isArray(key3)) {
    const array = Array.prototype.slice.call(key3);
    for (let index = 0; index < array.length; index++) {
      if (Array.isArray(array[index])) return null;
      if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
    }
    return String(array);
  }
  if (typeof key3 === "object" && Object.prototype.toString.call(key3) === "[object Object]") return "[object Object]";
  return String(key3);
}
var legacyMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key3 of Object.keys(o)) map.set(key3, o[key3]);
    return map;
  },
  addPair: (container, key3, value) => {
    const normalizedKey = normalizeKey(key3);
    if (normalizedKey === null) return "nested arrays are not supported inside keys";
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key3) => {
    const normalizedKey = normalizeKey(key3);
    return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
  },
  keys: (container) => Object.keys(container),
  get: (container, key3) => {
    const normalizedKey = String(key3);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var DEFAULT_SNIPPET_OPTIONS = {
  maxLength: 79,
  indent: 1,
  linesBefore: 3,
  linesAfter: 2
};
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
  let head = "";
  let tail = "";
  const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
  if (position - lineStart > maxHalfLength) {
    head = " ... ";
    lineStart = position - maxHalfLength + head.length;
  }
  if (lineEnd - position > maxHalfLength) {
    tail = " ...";
    lineEnd = position + maxHalfLength - tail.length;
  }
  return {
    str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "\u2192") + tail,
    pos: position - lineStart + head.length
  };
}
function padStart(string, max) {
  return " ".repeat(Math.max(max - string.length, 0)) + string;
}
function makeSnippet(mark2, options) {
  if (!mark2.buffer) return null;
  const opts = {
    ...DEFAULT_SNIPPET_OPTIONS,
    ...options
  };
  const re = /\r?\n|\r|\0/g;
  const lineStarts = [0];
  const lineEnds = [];
  let match;
  let foundLineNo = -1;
  while (match = re.exec(mark2.buffer)) {
    lineEnds.push(match.index);
    lineStarts.push(match.index + match[0].length);
    if (mark2.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
  }
  if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
  let result = "";
  const lineNoLength = Math.min(mark2.line + opts.linesAfter, lineEnds.length).toString().length;
  const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
  for (let i = 1; i <= opts.linesBefore; i++) {
    if (foundLineNo - i < 0) break;
    const line2 = getLine(mark2.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark2.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
    result = `${" ".repeat(opts.indent)}${padStart((mark2.line - i + 1).toString(), lineNoLength)} | ${line2.str}
${result}`;
  }
  const line = getLine(mark2.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark2.position, maxLineLength);
  result += `${" ".repeat(opts.indent)}${padStart((mark2.line + 1).toString(), lineNoLength)} | ${line.str}
`;
  result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^
`;
  for (let i = 1; i <= opts.linesAfter; i++) {
    if (foundLineNo + i >= lineEnds.length) break;
    const line2 = getLine(mark2.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark2.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
    result += `${" ".repeat(opts.indent)}${padStart((mark2.line + i + 1).toString(), lineNoLength)} | ${line2.str}
`;
  }
  return result.replace(/\n$/, "");
}
function formatError(exception, compact) {
  let where2 = "";
  if (!exception.mark) return exception.reason;
  if (exception.mark.name) where2 += `in "${exception.mark.name}" `;
  where2 += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
  if (!compact && exception.mark.snippet) where2 += `

${exception.mark.snippet}`;
  return `${exception.reason} ${where2}`;
}
var YAMLException = class YAMLException2 extends Error {
  reason;
  mark;
  /**
  * Optional `mark` contains source snippet data. Usually, use
  * {@link YAMLException.throwAt} instead of passing it directly.
  */
  constructor(reason, mark2) {
    super();
    this.name = "YAMLException";
    this.reason = reason;
    this.mark = mark2;
    this.message = formatError(this, false);
    if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
  }
  /**
  * Returns the formatted error, omitting the source snippet in compact mode.
  */
  toString(compact) {
    return `${this.name}: ${formatError(this, compact)}`;
  }
  /**
  * Builds a YAMLException with a source snippet and throws it. `source` is
  * the raw input text; `position` is an offset into it.
  */
  static throwAt(source, position, message, filename = "") {
    let line = 0;
    let lineStart = 0;
    for (let index = 0; index < position; index++) {
      const ch = source.charCodeAt(index);
      if (ch === 10) {
        line++;
        lineStart = index + 1;
      } else if (ch === 13) {
        line++;
        if (source.charCodeAt(index + 1) === 10) index++;
        lineStart = index + 1;
      }
    }
    const mark2 = {
      name: filename,
      buffer: source,
      position,
      line,
      column: position - lineStart
    };
    mark2.snippet = makeSnippet(mark2);
    throw new YAMLException2(message, mark2);
  }
};
var EVENT_ID = {
  DOCUMENT: 1,
  SEQUENCE: 2,
  MAPPING: 3,
  SCALAR: 4,
  ALIAS: 5,
  POP: 6
};
var SCALAR_STYLE = {
  PLAIN: 1,
  SINGLE_QUOTED: 2,
  DOUBLE_QUOTED: 3,
  LITERAL_BLOCK: 4,
  FOLDED_BLOCK: 5
};
var COLLECTION_STYLE = {
  BLOCK: 1,
  FLOW: 2
};
var CHOMPING_MODE = {
  CLIP: 1,
  STRIP: 2,
  KEEP: 3
};
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
  switch (c) {
    case 48:
      return "\0";
    case 97:
      return "\x07";
    case 98:
      return "\b";
    case 116:
      return "	";
    case 9:
      return "	";
    case 110:
      return "\n";
    case 118:
      return "\v";
    case 102:
      return "\f";
    case 114:
      return "\r";
    case 101:
      return "\x1B";
    case 32:
      return " ";
    case 34:
      return '"';
    case 47:
      return "/";
    case 92:
      return "\\";
    case 78:
      return "\x85";
    case 95:
      return "\xA0";
    case 76:
      return "\u2028";
    case 80:
      return "\u2029";
    default:
      return "";
  }
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
  simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
  simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
  if (c <= 65535) return String.fromCharCode(c);
  return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
  if (c >= 48 && c <= 57) return c - 48;
  return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  return 8;
}
function skipFoldedBreaks(input, position, end) {
  let breaks = 0;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10) {
      breaks++;
      position++;
    } else if (ch === 13) {
      breaks++;
      position++;
      if (input.charCodeAt(position) === 10) position++;
    } else if (ch === 32 || ch === 9) position++;
    else break;
  }
  return {
    position,
    breaks
  };
}
function foldedBreaks(count) {
  if (count === 1) return " ";
  return "\n".repeat(count - 1);
}
function getPlainValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 39) {
      result += input.slice(captureStart, position) + "'";
      position += 2;
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 92) {
      result += input.slice(captureStart, position);
      position++;
      const escaped = input.charCodeAt(position);
      if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
      else if (escaped < 256 && simpleEscapeCheck[escaped]) {
        result += simpleEscapeMap[escaped];
        position++;
      } else {
        let hexLength = escapedHexLen$1(escaped);
        let hexResult = 0;
        for (; hexLength > 0; hexLength--) {
          position++;
          const digit = fromHexCode$1(input.charCodeAt(position));
          hexResult = (hexResult << 4) + digit;
        }
        result += charFromCodepoint(hexResult);
        position++;
      }
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
  const textIndent = indent < 0 ? 0 : indent;
  const region2 = input.slice(start, end).replace(/\r\n?/g, "\n");
  const lines = region2 === "" ? [] : (region2.endsWith("\n") ? region2.slice(0, -1) : region2).split("\n");
  let result = "";
  let didReadContent = false;
  let emptyLines = 0;
  let atMoreIndented = false;
  for (const line of lines) {
    let column = 0;
    while (column < textIndent && line.charCodeAt(column) === 32) column++;
    if (indent < 0 || column >= line.length) {
      emptyLines++;
      continue;
    }
    const content2 = line.slice(textIndent);
    const first = content2.charCodeAt(0);
    if (folded) {
      if (first === 32 || first === 9) {
        atMoreIndented = true;
        result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
      } else if (atMoreIndented) {
        atMoreIndented = false;
        result += "\n".repeat(emptyLines + 1);
      } else if (emptyLines === 0) {
        if (didReadContent) result += " ";
      } else result += "\n".repeat(emptyLines);
    } else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
    result += content2;
    didReadContent = true;
    emptyLines = 0;
  }
  if (chomping === CHOMPING_MODE.KEEP) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
  else if (chomping !== CHOMPING_MODE.STRIP) {
    if (didReadContent) result += "\n";
  }
  return result;
}
function getScalarValue(input, scalar) {
  if (scalar.valueStart === NO_RANGE$3) return "";
  const { valueStart, valueEnd: valueEnd2 } = scalar;
  if (scalar.fast) return input.slice(valueStart, valueEnd2);
  switch (scalar.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
      return getSingleQuotedValue(input, valueStart, valueEnd2);
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return getDoubleQuotedValue(input, valueStart, valueEnd2);
    case SCALAR_STYLE.LITERAL_BLOCK:
      return getBlockValue(input, valueStart, valueEnd2, scalar.indent, scalar.chomping, false);
    case SCALAR_STYLE.FOLDED_BLOCK:
      return getBlockValue(input, valueStart, valueEnd2, scalar.indent, scalar.chomping, true);
    default:
      return getPlainValue(input, valueStart, valueEnd2);
  }
}
var DEFAULT_TAG_HANDLERS = Object.assign(/* @__PURE__ */ Object.create(null), {
  "!": "!",
  "!!": "tag:yaml.org,2002:"
});
var TAG_SUFFIX_CHARS = "-#;/?:@&=+$_.~*'()";
var TAG_URI_CHARS = TAG_SUFFIX_CHARS + "!,[]";
function tagPercentDecode(source) {
  let result = "";
  let index = 0;
  while (index < source.length) {
    if (source.charCodeAt(index) !== 37) {
      result += source[index++];
      continue;
    }
    let ch = parseInt(source.slice(index + 1, index + 3), 16);
    index += 3;
    if (ch >= 192) {
      let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
      ch &= (1 << 6 - remaining) - 1;
      while (remaining-- > 0) {
        ch = ch << 6 | parseInt(source.slice(index + 1, index + 3), 16) & 63;
        index += 3;
      }
    }
    if (ch < 65536) result += String.fromCharCode(ch);
    else {
      ch -= 65536;
      result += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
    }
  }
  return result;
}
function tagNameFull(rawTag, tagHandlers) {
  if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return tagPercentDecode(rawTag.slice(2, -1));
  const handleEnd = rawTag.indexOf("!", 1);
  const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
  return tagPercentDecode(tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle) + tagPercentDecode(rawTag.slice(handle.length));
}
var NO_RANGE$2 = -1;
var MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
var DEFAULT_CONSTRUCTOR_OPTIONS = {
  filename: "",
  schema: CORE_SCHEMA,
  json: false,
  maxTotalMergeKeys: 1e4,
  maxAliases: -1
};
function eventPosition$1(event) {
  if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
  if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
  if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
  if ("start" in event) return event.start;
  return 0;
}
function throwError$1(state, message) {
  YAMLException.throwAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
  try {
    return tag.finalize(carrier);
  } catch (error2) {
    if (error2 instanceof YAMLException) throw error2;
    YAMLException.throwAt(state.source, position, error2 instanceof Error ? error2.message : String(error2), state.filename);
  }
}
function constructScalar(state, event) {
  const source = getScalarValue(state.source, event);
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  const strTag2 = state.schema.defaultScalarTag;
  if (rawTag !== "") {
    if (rawTag === "!") return {
      value: source,
      tag: strTag2
    };
    const tagName = tagNameFull(rawTag, state.tagHandlers);
    const scalarTag = state.schema.lookupScalarTag(tagName);
    if (scalarTag) {
      const result = scalarTag.resolve(source, true, tagName);
      if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      return {
        value: result,
        tag: scalarTag
      };
    }
    const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
    if (collectionTagDef) {
      if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      const carrier = collectionTagDef.create(tagName);
      return {
        value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
        tag: collectionTagDef
      };
    }
    throwError$1(state, `unknown scalar tag !<${tagName}>`);
  }
  if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source);
  return {
    value: strTag2.resolve(source, false, strTag2.tagName),
    tag: strTag2
  };
}
function collectionTagName(state, event, defaultTagName) {
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  return rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
}
function isMappingTag(tag) {
  return tag.nodeKind === "mapping";
}
function chargeMergeWork(state) {
  state.totalMergeKeys++;
  if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
}
function mergeKeys(state, frame, source, sourceTag) {
  chargeMergeWork(state);
  for (const sourceKey of sourceTag.keys(source)) {
    chargeMergeWork(state);
    if (frame.tag.has(frame.value, sourceKey)) continue;
    const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
    if (err) throwError$1(state, err);
    frame.overridable ??= /* @__PURE__ */ new Set();
    frame.overridable.add(sourceKey);
  }
}
function mergeSource(state, frame, source, sourceTag) {
  state.position = frame.keyPosition;
  if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
  else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) {
    if (source.length > 100) throwError$1(state, "abnormal merge sequence size");
    for (const element of source) {
      const elementTag = state.nodeTags.get(element);
      if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
      mergeKeys(state, frame, element, elementTag);
    }
  } else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key3, value, tag) {
  state.position = frame.keyPosition;
  if (frame.keyIsMerge) {
    mergeSource(state, frame, value, tag);
    return;
  }
  if (!state.json && frame.tag.has(frame.value, key3) && !frame.overridable?.has(key3)) throwError$1(state, "duplicated mapping key");
  const err = frame.tag.addPair(frame.value, key3, value);
  if (err) throwError$1(state, err);
  frame.overridable?.delete(key3);
}
function addValue(state, value, tag) {
  const frame = state.frames[state.frames.length - 1];
  if (frame.kind === "document") {
    frame.value = value;
    frame.hasValue = true;
  } else if (frame.kind === "sequence") {
    if (isMappingTag(tag)) state.nodeTags.set(value, tag);
    const err = frame.tag.addItem(frame.value, value, frame.index++);
    if (err) throwError$1(state, err);
  } else if (frame.hasKey) {
    const key3 = frame.key;
    frame.key = void 0;
    frame.hasKey = false;
    addMappingValue(state, frame, key3, value, tag);
  } else {
    frame.key = value;
    frame.keyPosition = state.position;
    frame.hasKey = true;
    frame.keyIsMerge = tag.tagName === MERGE_TAG_NAME;
  }
}
function storeAnchor(state, event, value, tag, isValueFinal) {
  if (event.anchorStart !== NO_RANGE$2) {
    const anchor = {
      value,
      tag,
      isValueFinal
    };
    state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor);
    return anchor;
  }
  return null;
}
function constructFromEvents(events, options) {
  const opts = Object.assign({}, DEFAULT_CONSTRUCTOR_OPTIONS, options);
  const state = {
    filename: opts.filename,
    schema: opts.schema,
    json: opts.json,
    maxTotalMergeKeys: opts.maxTotalMergeKeys,
    maxAliases: opts.maxAliases,
    source: opts.source,
    events,
    documents: [],
    eventIndex: 0,
    position: 0,
    frames: [],
    anchors: /* @__PURE__ */ new Map(),
    nodeTags: /* @__PURE__ */ new Map(),
    tagHandlers: /* @__PURE__ */ Object.create(null),
    totalMergeKeys: 0,
    aliasCount: 0
  };
  while (state.eventIndex < state.events.length) {
    const event = state.events[state.eventIndex++];
    state.position = eventPosition$1(event);
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        state.anchors = /* @__PURE__ */ new Map();
        state.nodeTags = /* @__PURE__ */ new Map();
        state.aliasCount = 0;
        state.tagHandlers = /* @__PURE__ */ Object.create(null);
        for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
        state.frames.push({
          kind: "document",
          position: state.position,
          value: void 0,
          hasValue: false
        });
        break;
      case EVENT_ID.SCALAR: {
        const { value, tag } = constructScalar(state, event);
        storeAnchor(state, event, value, tag, true);
        addValue(state, value, tag);
        break;
      }
      case EVENT_ID.SEQUENCE: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:seq");
        const tag = state.schema.lookupSequenceTag(tagName);
        if (!tag) throwError$1(state, `unknown sequence tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "sequence",
          position: state.position,
          value,
          tag,
          anchor,
          index: 0
        });
        break;
      }
      case EVENT_ID.MAPPING: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:map");
        const tag = state.schema.lookupMappingTag(tagName);
        if (!tag) throwError$1(state, `unknown mapping tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "mapping",
          position: state.position,
          value,
          tag,
          anchor,
          key: void 0,
          keyPosition: state.position,
          hasKey: false,
          keyIsMerge: false,
          overridable: null
        });
        break;
      }
      case EVENT_ID.ALIAS: {
        if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
        const name = state.source.slice(event.anchorStart, event.anchorEnd);
        const anchor = state.anchors.get(name);
        if (!anchor) throwError$1(state, `unidentified alias "${name}"`);
        if (!anchor.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor.tag.tagName} because it uses finalize()`);
        addValue(state, anchor.value, anchor.tag);
        break;
      }
      case EVENT_ID.POP: {
        const frame = state.frames.pop();
        if (frame.kind === "mapping" && frame.hasKey) {
          state.position = frame.keyPosition;
          throwError$1(state, "incomplete mapping pair in event stream");
        }
        if (frame.kind === "document") state.documents.push(frame.value);
        else {
          const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
          if (frame.anchor) {
            frame.anchor.value = value;
            frame.anchor.isValueFinal = true;
          }
          addValue(state, value, frame.tag);
        }
        break;
      }
    }
  }
  return state.documents;
}
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
  filename: "",
  maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
  state.events.push({
    type: EVENT_ID.DOCUMENT,
    explicitStart,
    explicitEnd,
    directives: state.directives
  });
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.SEQUENCE,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.MAPPING,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function insertFlowPairMappingEvent(state, snapshot) {
  state.events.splice(snapshot.eventsLength, 0, {
    type: EVENT_ID.MAPPING,
    start: snapshot.position,
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1,
    style: COLLECTION_STYLE.FLOW
  });
}
function addScalarEvent(state, valueStart, valueEnd2, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
  state.events.push({
    type: EVENT_ID.SCALAR,
    valueStart,
    valueEnd: valueEnd2,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style,
    chomping,
    indent,
    fast
  });
}
function addAliasEvent(state, anchorStart, anchorEnd) {
  state.events.push({
    type: EVENT_ID.ALIAS,
    anchorStart,
    anchorEnd
  });
}
function addPopEvent(state) {
  state.events.push({ type: EVENT_ID.POP });
}
function addEmptyScalarEvent(state) {
  addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, SCALAR_STYLE.PLAIN);
}
function emptyProperties() {
  return {
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1
  };
}
function snapshotState(state) {
  return {
    position: state.position,
    line: state.line,
    lineStart: state.lineStart,
    lineIndent: state.lineIndent,
    firstTabInLine: state.firstTabInLine,
    eventsLength: state.events.length
  };
}
function restoreState(state, snapshot) {
  state.position = snapshot.position;
  state.line = snapshot.line;
  state.lineStart = snapshot.lineStart;
  state.lineIndent = snapshot.lineIndent;
  state.firstTabInLine = snapshot.firstTabInLine;
  state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
  YAMLException.throwAt(state.input.slice(0, state.length), state.position, message, state.filename);
}
function isEol(c) {
  return c === 10 || c === 13;
}
function isWhiteSpace(c) {
  return c === 9 || c === 32;
}
function isWsOrEol(c) {
  return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
  return c === 0 || isWsOrEol(c);
}
function isFlowIndicator(c) {
  return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
  return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
  if (c >= 48 && c <= 57) return c - 48;
  const lc = c | 32;
  if (lc >= 97 && lc <= 102) return lc - 97 + 10;
  return -1;
}
function escapedHexLen(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  if (c === 85) return 8;
  return 0;
}
function isSimpleEscape(c) {
  return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
  if (state.input.charCodeAt(state.position) === 10) state.position++;
  else {
    state.position++;
    if (state.input.charCodeAt(state.position) === 10) state.position++;
  }
  state.line++;
  state.lineStart = state.position;
  state.lineIndent = 0;
  state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
  let lineBreaks = 0;
  let ch = state.input.charCodeAt(state.position);
  let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
  while (ch !== 0) {
    while (isWhiteSpace(ch)) {
      hasSeparation = true;
      if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
      ch = state.input.charCodeAt(++state.position);
    }
    if (allowComments && hasSeparation && ch === 35) do
      ch = state.input.charCodeAt(++state.position);
    while (!isEol(ch) && ch !== 0);
    if (!isEol(ch)) break;
    consumeLineBreak(state);
    lineBreaks++;
    hasSeparation = true;
    ch = state.input.charCodeAt(state.position);
    while (ch === 32) {
      state.lineIndent++;
      ch = state.input.charCodeAt(++state.position);
    }
  }
  return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
  const ch = state.input.charCodeAt(position);
  if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
    const following = state.input.charCodeAt(position + 3);
    return following === 0 || isWsOrEol(following);
  }
  return false;
}
function skipByteOrderMark(state) {
  if (state.position === state.lineStart && state.input.charCodeAt(state.position) === 65279) {
    state.position++;
    state.lineStart = state.position;
  }
}
function testDocumentBoundary(state) {
  if (state.position !== state.lineStart) return false;
  if (testDocumentSeparator(state)) return true;
  if (state.input.charCodeAt(state.position) !== 65279) return false;
  const snapshot = snapshotState(state);
  skipByteOrderMark(state);
  skipSeparationSpace(state, true);
  const ch = state.input.charCodeAt(state.position);
  const result = state.position === state.lineStart && (ch === 37 || ch === 45 && testDocumentSeparator(state));
  restoreState(state, snapshot);
  return result;
}
function skipUntilLineEnd(state) {
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
  const match = PATTERN_NON_PRINTABLE.exec(state.input.slice(start, end));
  if (match !== null) {
    state.position = start + match.index + match[0].length - 1;
    throwError(state, "the stream contains non-printable characters");
  }
}
function readTagProperty(state, props, inFlow) {
  if (state.input.charCodeAt(state.position) !== 33) return false;
  if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
  const start = state.position;
  let isVerbatim = false;
  let isNamed = false;
  let tagHandle = "!";
  let ch = state.input.charCodeAt(++state.position);
  if (ch === 60) {
    isVerbatim = true;
    ch = state.input.charCodeAt(++state.position);
  } else if (ch === 33) {
    isNamed = true;
    tagHandle = "!!";
    ch = state.input.charCodeAt(++state.position);
  }
  let suffixStart = state.position;
  let tagName;
  if (isVerbatim) {
    while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
    if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
    tagName = state.input.slice(suffixStart, state.position);
    state.position++;
  } else {
    while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator(ch))) {
      if (ch === 33) {
        if (!isNamed) {
          tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
          if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
          isNamed = true;
          suffixStart = state.position + 1;
        } else throwError(state, "tag suffix cannot contain exclamation marks");
      }
      ch = state.input.charCodeAt(++state.position);
    }
    tagName = state.input.slice(suffixStart, state.position);
    if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
  }
  if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
  if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
  props.tagStart = start;
  props.tagEnd = state.position;
  return true;
}
function readAnchorProperty(state, props) {
  if (state.input.charCodeAt(state.position) !== 38) return false;
  if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
  props.anchorStart = start;
  props.anchorEnd = state.position;
  return true;
}
function readAlias(state, props) {
  if (state.input.charCodeAt(state.position) !== 42) return false;
  if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
  addAliasEvent(state, start, state.position);
  return true;
}
function readFlowScalarBreak(state, nodeIndent) {
  skipSeparationSpace(state, false);
  if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 39) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 39) {
      if (state.input.charCodeAt(state.position + 1) === 39) {
        simple = false;
        state.position += 2;
        continue;
      }
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.SINGLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 34) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 34) {
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.DOUBLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (ch === 92) {
      simple = false;
      const escaped = state.input.charCodeAt(++state.position);
      if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
      else if (isSimpleEscape(escaped)) state.position++;
      else {
        let hexLength = escapedHexLen(escaped);
        if (hexLength === 0) throwError(state, "unknown escape sequence");
        while (hexLength-- > 0) {
          state.position++;
          if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
        }
        state.position++;
      }
    } else if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  let chomping = CHOMPING_MODE.CLIP;
  let indent = -1;
  let detectedIndent = false;
  if (ch !== 124 && ch !== 62) return false;
  const style = ch === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    const current = state.input.charCodeAt(state.position);
    const digit = fromDecimalCode(current);
    if (current === 43 || current === 45) {
      if (chomping !== CHOMPING_MODE.CLIP) throwError(state, "repeat of a chomping mode identifier");
      chomping = current === 43 ? CHOMPING_MODE.KEEP : CHOMPING_MODE.STRIP;
      state.position++;
    } else if (digit >= 0) {
      if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
      if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
      indent = parentIndent + digit - 1;
      detectedIndent = true;
      state.position++;
    } else break;
  }
  let hadWhitespace = false;
  while (isWhiteSpace(state.input.charCodeAt(state.position))) {
    hadWhitespace = true;
    state.position++;
  }
  if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
  let contentIndent = detectedIndent ? indent : -1;
  let maxLeadingIndent = 0;
  const valueStart = state.position;
  let valueEnd2 = state.position;
  while (state.input.charCodeAt(state.position) !== 0) {
    const linePosition = state.position;
    let column = 0;
    while (state.input.charCodeAt(linePosition + column) === 32) column++;
    const first = state.input.charCodeAt(linePosition + column);
    if (first === 0) {
      if (contentIndent >= 0) {
        if (column > contentIndent) valueEnd2 = linePosition + column;
      } else if (column > 0) valueEnd2 = linePosition + column;
      break;
    }
    if (testDocumentBoundary(state)) break;
    if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
    if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
      if (first === 9 && column < parentIndent) {
        state.position = linePosition + column;
        throwError(state, "tab characters must not be used in indentation");
      }
      if (column >= parentIndent && column < maxLeadingIndent) {
        state.position = linePosition + column;
        throwError(state, "bad indentation of a mapping entry");
      }
    }
    if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
    const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
    if (first !== 0 && !isEol(first) && column < requiredIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    skipUntilLineEnd(state);
    valueEnd2 = state.position;
    if (isEol(state.input.charCodeAt(state.position))) {
      consumeLineBreak(state);
      valueEnd2 = state.position;
    }
  }
  checkPrintable(state, valueStart, valueEnd2);
  addScalarEvent(state, valueStart, valueEnd2, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
  return true;
}
function canStartPlainScalar(state, nodeContext) {
  const ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || isFlowIndicator(ch)) return false;
  if (ch === 63 || ch === 45) {
    const following = state.input.charCodeAt(state.position + 1);
    if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) return false;
  }
  return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
  if (!canStartPlainScalar(state, nodeContext)) return false;
  const start = state.position;
  let end = state.position;
  let ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  let multiline = false;
  while (ch !== 0) {
    if (testDocumentBoundary(state)) break;
    if (ch === 58) {
      const following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) break;
    } else if (ch === 35) {
      if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
    } else if (inFlow && isFlowIndicator(ch)) break;
    else if (isEol(ch)) {
      const savedPosition = state.position;
      const savedLine = state.line;
      const savedLineStart = state.lineStart;
      const savedLineIndent = state.lineIndent;
      skipSeparationSpace(state, false);
      if (state.lineIndent >= nodeIndent) {
        multiline = true;
        ch = state.input.charCodeAt(state.position);
        continue;
      }
      state.position = savedPosition;
      state.line = savedLine;
      state.lineStart = savedLineStart;
      state.lineIndent = savedLineIndent;
      break;
    }
    if (!isWhiteSpace(ch)) end = state.position + 1;
    ch = state.input.charCodeAt(++state.position);
  }
  if (end === start) return false;
  checkPrintable(state, start, end);
  addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, -1, !multiline);
  return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
  const startLine = state.line;
  skipSeparationSpace(state, true);
  if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  const isMapping = ch === 123;
  const start = state.position;
  let readNext = true;
  if (ch !== 91 && ch !== 123) return false;
  const terminator = isMapping ? 125 : 93;
  if (isMapping) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    skipFlowSeparationSpace(state, nodeIndent);
    let ch2 = state.input.charCodeAt(state.position);
    if (ch2 === terminator) {
      state.position++;
      addPopEvent(state);
      return true;
    } else if (!readNext) throwError(state, "missed comma between flow collection entries");
    else if (ch2 === 44) throwError(state, "expected the node content, but found ','");
    let isPair = false;
    let isExplicitPair = false;
    if (ch2 === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
      isPair = isExplicitPair = true;
      state.position += 1;
      skipFlowSeparationSpace(state, nodeIndent);
    }
    const entryLine = state.line;
    const entryStart = snapshotState(state);
    const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
    skipFlowSeparationSpace(state, nodeIndent);
    ch2 = state.input.charCodeAt(state.position);
    if ((isMapping || isExplicitPair || state.line === entryLine) && ch2 === 58) {
      isPair = true;
      state.position++;
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) {
        insertFlowPairMappingEvent(state, entryStart);
        if (!keyWasRead) addEmptyScalarEvent(state);
      } else if (!keyWasRead) addEmptyScalarEvent(state);
      if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) addPopEvent(state);
    } else if (isMapping && isPair) {
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
    } else if (isMapping) addEmptyScalarEvent(state);
    else if (isPair) {
      insertFlowPairMappingEvent(state, entryStart);
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
      addPopEvent(state);
    }
    ch2 = state.input.charCodeAt(state.position);
    if (ch2 === 44) {
      readNext = true;
      state.position++;
    } else readNext = false;
  }
  throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
  if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
  addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
  while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
    if (state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const entryLine = state.line;
    state.position++;
    const hadBreak = skipSeparationSpace(state, true) > 0;
    if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
    if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
    else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
    skipSeparationSpace(state, true);
    if (state.lineIndent < nodeIndent || state.position >= state.length) break;
    if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
    if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
  }
  addPopEvent(state);
  return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
  let atExplicitKey = false;
  let detected = false;
  let mappingOpened = false;
  let pendingExplicitKey = false;
  if (state.firstTabInLine !== -1) return false;
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0) {
    if (!atExplicitKey && state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const following = state.input.charCodeAt(state.position + 1);
    const entryLine = state.line;
    if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
      if (!mappingOpened) {
        addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
        mappingOpened = true;
      }
      if (ch === 63) {
        if (atExplicitKey) addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = true;
      } else if (atExplicitKey) atExplicitKey = false;
      else {
        addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = false;
      }
      state.position += 1;
      pendingExplicitKey = true;
    } else {
      if (atExplicitKey) {
        addEmptyScalarEvent(state);
        atExplicitKey = false;
      }
      const beforeKey = snapshotState(state);
      if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
      if (state.line === entryLine) {
        ch = state.input.charCodeAt(state.position);
        while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
        if (ch === 58) {
          ch = state.input.charCodeAt(++state.position);
          if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
          if (!mappingOpened) {
            state.events.splice(beforeKey.eventsLength, 0, {
              type: EVENT_ID.MAPPING,
              start: beforeKey.position,
              anchorStart: props.anchorStart,
              anchorEnd: props.anchorEnd,
              tagStart: props.tagStart,
              tagEnd: props.tagEnd,
              style: COLLECTION_STYLE.BLOCK
            });
            mappingOpened = true;
          }
          detected = true;
          atExplicitKey = false;
          pendingExplicitKey = false;
        } else if (detected) throwError(state, "expected ':' after a mapping key");
        else {
          if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
            restoreState(state, beforeKey);
            return false;
          }
          return true;
        }
      } else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
      else {
        if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
          restoreState(state, beforeKey);
          return false;
        }
        return true;
      }
    }
    if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
    if (!atExplicitKey) {
      if (pendingExplicitKey) {
        addEmptyScalarEvent(state);
        pendingExplicitKey = false;
      }
    }
    skipSeparationSpace(state, true);
    ch = state.input.charCodeAt(state.position);
    if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
    else if (state.lineIndent < nodeIndent) break;
  }
  if (!detected) return false;
  if (atExplicitKey) addEmptyScalarEvent(state);
  if (mappingOpened) addPopEvent(state);
  return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
  if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
  state.depth++;
  let indentStatus = 1;
  let atNewLine = false;
  let hasContent = false;
  let propertyStart = null;
  const props = emptyProperties();
  let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
  let allowBlockCollections = allowBlockScalars;
  const allowBlockStyles = allowBlockScalars;
  if (allowToSeek && skipSeparationSpace(state, true)) {
    atNewLine = true;
    if (state.lineIndent > parentIndent) indentStatus = 1;
    else if (state.lineIndent === parentIndent) indentStatus = 0;
    else indentStatus = -1;
  }
  if (indentStatus === 1) while (true) {
    const ch = state.input.charCodeAt(state.position);
    const propertyState = snapshotState(state);
    if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
    if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
      const fallbackState = snapshotState(state);
      const flowIndent = parentIndent + 1;
      if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) {
        state.depth--;
        return true;
      }
      restoreState(state, fallbackState);
    }
    if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
    if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
    if (propertyStart === null) propertyStart = propertyState;
    if (skipSeparationSpace(state, true)) {
      atNewLine = true;
      allowBlockCollections = allowBlockStyles;
      if (state.lineIndent > parentIndent) indentStatus = 1;
      else if (state.lineIndent === parentIndent) indentStatus = 0;
      else indentStatus = -1;
    } else allowBlockCollections = false;
  }
  if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
  if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
    const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
    const blockIndent = state.position - state.lineStart;
    if (indentStatus === 1) {
      if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent = true;
      else {
        const ch = state.input.charCodeAt(state.position);
        if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
          const fallbackState = snapshotState(state);
          const propertyIndent = propertyStart.position - propertyStart.lineStart;
          restoreState(state, propertyStart);
          if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) hasContent = true;
          else restoreState(state, fallbackState);
        }
        if (!hasContent && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent = true;
      }
    } else if (indentStatus === 0) hasContent = allowBlockCollections && readBlockSequence(state, blockIndent, props);
  }
  allowBlockScalars = allowBlockScalars && !hasContent;
  if (!hasContent && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
    addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN);
    hasContent = true;
  }
  state.depth--;
  return hasContent || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
  if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
  state.position++;
  const nameStart = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
  const name = state.input.slice(nameStart, state.position);
  const args = [];
  if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
  while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
    while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
    if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
    const start = state.position;
    while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
    args.push(state.input.slice(start, state.position));
  }
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  if (name === "YAML") {
    if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
    if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
    const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
    if (match === null) throwError(state, "ill-formed argument of the YAML directive");
    if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
    state.directives.push({
      kind: "yaml",
      version: args[0]
    });
  } else if (name === "TAG") {
    if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
    const [handle, prefix] = args;
    if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
    if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
    if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
    state.tagHandlers[handle] = prefix;
    state.directives.push({
      kind: "tag",
      handle,
      prefix
    });
  }
  return true;
}
function readDocument(state) {
  state.directives = [];
  state.tagHandlers = /* @__PURE__ */ Object.create(null);
  let hasDirectives = false;
  skipSeparationSpace(state, true);
  while (readDirective(state)) {
    hasDirectives = true;
    skipSeparationSpace(state, true);
  }
  let explicitStart = false;
  let explicitEnd = false;
  let allowCompact = true;
  if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
    explicitStart = true;
    const markerLine = state.line;
    state.position += 3;
    skipSeparationSpace(state, true);
    allowCompact = state.line > markerLine;
  } else if (hasDirectives) throwError(state, "directives end mark is expected");
  const documentEventIndex = state.events.length;
  if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
    state.position += 3;
    skipSeparationSpace(state, true);
    return;
  }
  addDocumentEvent(state, explicitStart, false);
  if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
  skipSeparationSpace(state, true);
  if (state.position === state.lineStart && testDocumentSeparator(state)) {
    explicitEnd = state.input.charCodeAt(state.position) === 46;
    if (explicitEnd) {
      const markerLine = state.line;
      state.position += 3;
      skipSeparationSpace(state, true);
      if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
    }
  }
  const documentEvent = state.events[documentEventIndex];
  if (documentEvent?.type === EVENT_ID.DOCUMENT) documentEvent.explicitEnd = explicitEnd;
  addPopEvent(state);
  if (!explicitEnd && state.position < state.length && !testDocumentBoundary(state)) throwError(state, "end of the stream or a document separator is expected");
}
function parseEvents(input, options) {
  const length = input.length;
  const opts = Object.assign({}, DEFAULT_PARSER_OPTIONS, options);
  const state = {
    filename: opts.filename,
    maxDepth: opts.maxDepth,
    input: `${input}\0`,
    length,
    position: 0,
    line: 0,
    lineStart: 0,
    lineIndent: 0,
    firstTabInLine: -1,
    depth: 0,
    directives: [],
    tagHandlers: /* @__PURE__ */ Object.create(null),
    events: []
  };
  const nullpos = input.indexOf("\0");
  if (nullpos !== -1) YAMLException.throwAt(input, nullpos, "null byte is not allowed in input", state.filename);
  while (state.position < state.length) {
    skipByteOrderMark(state);
    skipSeparationSpace(state, true);
    if (state.position >= state.length) break;
    const documentStart = state.position;
    readDocument(state);
    if (state.position === documentStart)
      throwError(state, "can not read a document");
  }
  return state.events;
}
var DEFAULT_LOAD_OPTIONS = {
  ...DEFAULT_PARSER_OPTIONS,
  ...DEFAULT_CONSTRUCTOR_OPTIONS
};
function loadDocuments(input, options = {}) {
  const opts = {
    ...DEFAULT_LOAD_OPTIONS,
    ...options
  };
  const source = String(input);
  const PARSER_OPT_KEYS = Object.keys(DEFAULT_PARSER_OPTIONS);
  const CONSTRUCTOR_OPT_KEYS = Object.keys(DEFAULT_CONSTRUCTOR_OPTIONS);
  return constructFromEvents(parseEvents(source, pick(opts, PARSER_OPT_KEYS)), {
    ...pick(opts, CONSTRUCTOR_OPT_KEYS),
    source
  });
}
function load(input, options) {
  const documents = loadDocuments(input, options);
  if (documents.length === 0) throw new YAMLException("expected a document, but the input is empty");
  if (documents.length === 1) return documents[0];
  throw new YAMLException("expected a single document in the stream, but found more");
}
function hasBit(mask, bit) {
  return (mask & 1 << bit) !== 0;
}
var DEFAULT_SCALAR_STYLE_RULES = {
  applyQuoteFlowKeysOption,
  doubleQuoteForInvisibles,
  doubleQuoteWhitespaceOnly,
  applyForceQuotesOption,
  tryLongOrMultilineAsBlock,
  quoteInvalidPlain,
  fallbackToDoubleQuoted
};
function _preferredQuotedStyle(layout) {
  if (layout.presenterOptions.quoteStyle === "single" && hasBit(layout.allowedStylesMask, SCALAR_STYLE.SINGLE_QUOTED)) return SCALAR_STYLE.SINGLE_QUOTED;
  return SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyQuoteFlowKeysOption(layout) {
  if (!layout.presenterOptions.quoteFlowKeys) return;
  if (!layout.isKey || !layout.flowOnly || layout.style !== SCALAR_STYLE.PLAIN) return;
  layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteForInvisibles(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteWhitespaceOnly(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /^\s+$/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyForceQuotesOption(layout) {
  if (!layout.presenterOptions.forceQuotes) return;
  if (layout.isKey || layout.style !== SCALAR_STYLE.PLAIN) return;
  if (layout.node.tag !== layout.presenterOptions.schema.defaultScalarTag.tagName) return;
  layout.style = layout.node.value.includes("\n") ? SCALAR_STYLE.DOUBLE_QUOTED : _preferredQuotedStyle(layout);
}
function tryLongOrMultilineAsBlock(layout) {
  if (layout.style !== SCALAR_STYLE.PLAIN || layout.isKey) return;
  const value = layout.node.value;
  const multiline = value.indexOf("\n") !== -1;
  if (!hasBit(layout.allowedStylesMask, SCALAR_STYLE.LITERAL_BLOCK)) {
    if (multiline) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
    return;
  }
  const w = layout.presenterOptions.lineWidth;
  if (w === -1) {
    if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
    return;
  }
  const availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
  let position = 0;
  let shouldFold = false;
  while (position <= value.length) {
    let lineEnd = value.length;
    const nextLineBreak = value.indexOf("\n", position);
    if (nextLineBreak !== -1) lineEnd = nextLineBreak;
    const line = value.slice(position, lineEnd);
    if (line.length > availableWidth && line[0] !== " " && / [^ \t]/.test(line)) shouldFold = true;
    if (nextLineBreak === -1) break;
    position = nextLineBreak + 1;
  }
  if (shouldFold) layout.style = SCALAR_STYLE.FOLDED_BLOCK;
  else if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
}
function quoteInvalidPlain(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && !hasBit(layout.allowedStylesMask, SCALAR_STYLE.PLAIN)) layout.style = _preferredQuotedStyle(layout);
}
function fallbackToDoubleQuoted(layout) {
  if (!hasBit(layout.allowedStylesMask, layout.style)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
var SRC_C_PRINTABLE = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]";
var SRC_B_CHAR = "[\\n\\r]";
var SRC_C_BYTE_ORDER_MARK = "\\uFEFF";
var SRC_S_WHITE = "[ \\t]";
var SRC_NB_CHAR = `(?:(?!(?:${SRC_B_CHAR}|${SRC_C_BYTE_ORDER_MARK}))${SRC_C_PRINTABLE})`;
var SRC_NS_CHAR = `(?:(?!${SRC_S_WHITE})${SRC_NB_CHAR})`;
var SRC_NB_JSON = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]";
var SRC_C_INDICATOR = "[-?:,\\[\\]{}#&*!|>'\"%@`]";
var SRC_C_FLOW_INDICATOR = "[,\\[\\]{}]";
var SRC_NS_PLAIN_SAFE_FLOW_OUT = SRC_NS_CHAR;
var SRC_NS_PLAIN_SAFE_FLOW_IN = `(?:(?!${SRC_C_FLOW_INDICATOR})${SRC_NS_CHAR})`;
var SRC_NS_PLAIN_FIRST_FLOW_OUT = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))`;
var SRC_NS_PLAIN_FIRST_FLOW_IN = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))`;
var SRC_NS_PLAIN_CHAR_FLOW_OUT = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_OUT})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))#*`;
var SRC_NS_PLAIN_CHAR_FLOW_IN = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_IN})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))#*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_OUT})*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_IN})*`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_OUT = `${SRC_NS_PLAIN_FIRST_FLOW_OUT}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_IN = `${SRC_NS_PLAIN_FIRST_FLOW_IN}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_OUT;
var SRC_NS_PLAIN_ONE_LINE_FLOW_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_IN;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_OUT}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_IN}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT = `${SRC_NS_PLAIN_ONE_LINE_FLOW_OUT}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT})*`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_IN = `${SRC_NS_PLAIN_ONE_LINE_FLOW_IN}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN})*`;
var NS_PLAIN_FLOW_OUT = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT})$`, "u");
var NS_PLAIN_FLOW_IN = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_IN})$`, "u");
var NS_PLAIN_BLOCK_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY})$`, "u");
var NS_PLAIN_FLOW_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_FLOW_KEY})$`, "u");
var NB_SINGLE_ONE_LINE = new RegExp(`^(?:${SRC_NB_JSON})*$`, "u");
var NB_SINGLE_MULTI_LINE = new RegExp(`^(?:${SRC_NB_JSON}|\\n)*$`, "u");
var BLOCK_SCALAR_CONTENT = new RegExp(`^(?:${SRC_NB_CHAR}|\\n)*$`, "u");
var DEFAULT_PRESENTER_OPTIONS = {
  indent: 2,
  seqNoIndent: false,
  seqInlineFirst: true,
  lineWidth: 80,
  flowBracketPadding: false,
  flowSkipCommaSpace: false,
  flowSkipColonSpace: false,
  quoteFlowKeys: false,
  quoteStyle: "single",
  forceQuotes: false,
  scalarStyleRules: Object.keys(DEFAULT_SCALAR_STYLE_RULES).map((name) => Reflect.get(DEFAULT_SCALAR_STYLE_RULES, name)),
  tagBeforeAnchor: false
};
var DEFAULT_DUMP_OPTIONS = {
  ...DEFAULT_PRESENTER_OPTIONS,
  schema: DUMP_SCHEMA,
  skipInvalid: false,
  noRefs: false,
  flowLevel: -1,
  sortKeys: false,
  transform: () => {
  }
};
var EVENT_DOCUMENT = EVENT_ID.DOCUMENT;
var EVENT_SEQUENCE = EVENT_ID.SEQUENCE;
var EVENT_MAPPING = EVENT_ID.MAPPING;
var EVENT_SCALAR = EVENT_ID.SCALAR;
var EVENT_ALIAS = EVENT_ID.ALIAS;
var EVENT_POP = EVENT_ID.POP;
var SCALAR_STYLE_PLAIN = SCALAR_STYLE.PLAIN;
var SCALAR_STYLE_SINGLE_QUOTED = SCALAR_STYLE.SINGLE_QUOTED;
var SCALAR_STYLE_DOUBLE_QUOTED = SCALAR_STYLE.DOUBLE_QUOTED;
var SCALAR_STYLE_LITERAL_BLOCK = SCALAR_STYLE.LITERAL_BLOCK;
var SCALAR_STYLE_FOLDED_BLOCK = SCALAR_STYLE.FOLDED_BLOCK;
var COLLECTION_STYLE_BLOCK = COLLECTION_STYLE.BLOCK;
var COLLECTION_STYLE_FLOW = COLLECTION_STYLE.FLOW;
var CHOMPING_CLIP = CHOMPING_MODE.CLIP;
var CHOMPING_STRIP = CHOMPING_MODE.STRIP;
var CHOMPING_KEEP = CHOMPING_MODE.KEEP;

// src/load/helm/origin.ts
function isLocated(r) {
  return typeof r.locate === "function";
}
function helmEnvValues(r) {
  return r.envValues;
}
function helmMints(r) {
  return r.mints;
}

// src/load/yaml-schema.ts
var MERGE = /* @__PURE__ */ Symbol("merge");
var SCALARS = /* @__PURE__ */ new Map();
for (const s of ["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]) SCALARS.set(s, true);
for (const s of ["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]) SCALARS.set(s, false);
for (const s of ["", "~", "null", "Null", "NULL"]) SCALARS.set(s, null);
for (const s of [".nan", ".NaN", ".NAN"]) SCALARS.set(s, NaN);
for (const s of [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"]) SCALARS.set(s, Infinity);
for (const s of ["-.inf", "-.Inf", "-.INF"]) SCALARS.set(s, -Infinity);
SCALARS.set("<<", MERGE);
var YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;
var TIMESTAMP = /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?$/;
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
var isNumberStart = (c) => c === 43 || c === 45 || c >= 48 && c <= 57;
var withoutUnderscores = (s) => s.includes("_") ? s.replaceAll("_", "") : s;
function floatOf(s) {
  const plain = withoutUnderscores(s);
  if (!YAML_FLOAT.test(plain)) return void 0;
  const f = Number(plain);
  return Number.isFinite(f) ? f : void 0;
}
function implicitValue(s) {
  const known = SCALARS.get(s);
  if (known !== void 0) return known;
  const c = s.charCodeAt(0);
  if (c === 46) return DOT_FLOAT.test(s) ? Number(s) : NOT_RESOLVED;
  if (isNumberStart(c)) return goParseInt(withoutUnderscores(s)) ?? floatOf(s) ?? NOT_RESOLVED;
  return NOT_RESOLVED;
}
function resolvePlain(s, timestamps = false) {
  const known = s === "<<" ? void 0 : SCALARS.get(s);
  if (known !== void 0)
    return { kind: known === null ? "null" : typeof known === "boolean" ? "bool" : "float", value: known };
  const c = s.charCodeAt(0);
  if (c === 46 && DOT_FLOAT.test(s)) return { kind: "float", value: Number(s) };
  if (isNumberStart(c)) {
    if (timestamps && TIMESTAMP.test(s)) return { kind: "timestamp", value: s };
    const int2 = goParseInt(withoutUnderscores(s));
    if (int2 !== void 0) return { kind: "int", value: int2 };
    const f = floatOf(s);
    if (f !== void 0) return { kind: "float", value: f };
  }
  return { kind: "str", value: s };
}
var BigInteger = class extends Number {
  constructor(exact, unsigned) {
    super(Number(exact));
    this.exact = exact;
    this.unsigned = unsigned;
  }
  exact;
  unsigned;
};
var placed = (v) => v === MERGE ? "<<" : v instanceof BigInteger ? v.valueOf() : Array.isArray(v) && v.length < 17 ? v.slice() : v;
function goParseInt(s) {
  let i = 0;
  const sign = s[0] === "-" || s[0] === "+" ? s[i++] : "";
  let base = 10;
  if (s[i] === "0" && s.length > i + 1) {
    const p = s[i + 1].toLowerCase();
    if (p === "x") [base, i] = [16, i + 2];
    else if (p === "o") [base, i] = [8, i + 2];
    else if (p === "b") [base, i] = [2, i + 2];
    else [base, i] = [8, i + 1];
  }
  const digits = s.slice(i);
  const valid = base === 16 ? /^[0-9a-fA-F]+$/ : base === 8 ? /^[0-7]+$/ : base === 2 ? /^[01]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return void 0;
  if (base === 10 && digits.length <= 15) {
    const n2 = Number(digits);
    return sign === "-" && n2 !== 0 ? -n2 : n2;
  }
  const prefix = base === 16 ? "0x" : base === 8 ? "0o" : base === 2 ? "0b" : "";
  let n = BigInt(prefix + digits);
  if (sign === "-") n = -n;
  const safe = n >= -BigInt(Number.MAX_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER);
  if (n >= INT64_MIN && n <= INT64_MAX) return safe ? Number(n) : new BigInteger(n, false);
  return sign === "" && n <= UINT64_MAX ? new BigInteger(n, true) : void 0;
}
var implicitScalar = defineScalarTag("tag:webhook-cert-gate,kubectl:implicit", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "y",
    "Y",
    "n",
    "N",
    "t",
    "T",
    "f",
    "F",
    "o",
    "O",
    ".",
    "+",
    "-",
    "<",
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9"
  ],
  resolve: implicitValue,
  identify: () => false
});
var RESOLVABLE = /* @__PURE__ */ new Set(["bool", "int", "float", "null", "timestamp"]);
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var explicitScalar = defineScalarTag("", {
  matchByTagPrefix: true,
  resolve: (s, _explicit, tagName) => {
    const short = tagName.startsWith("tag:yaml.org,2002:") ? tagName.slice(18) : "";
    if (short === "merge" && s === "<<") return MERGE;
    if (short === "binary") {
      const b64 = s.replace(/[\r\n]/g, "");
      return BASE64.test(b64) ? Buffer.from(b64, "base64").toString("utf8") : NOT_RESOLVED;
    }
    if (!RESOLVABLE.has(short)) return s;
    const r = resolvePlain(s, short === "timestamp");
    if (r.kind === short) return r.value;
    if (short === "float" && r.kind === "int") return r.value;
    return NOT_RESOLVED;
  },
  identify: () => false
});
function setKey(o, key3, value) {
  if (key3 === "__proto__")
    Object.defineProperty(o, key3, { value, enumerable: true, configurable: true, writable: true });
  else o[key3] = value;
}
var isMap = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function jsonKey(key3) {
  if (typeof key3 === "string") return key3;
  if (key3 instanceof BigInteger) return key3.unsigned ? void 0 : String(key3.exact);
  if (typeof key3 === "boolean") return String(key3);
  if (typeof key3 === "number") return Number.isInteger(key3) ? String(key3) : float32G(key3);
  return void 0;
}
function float32G(f) {
  if (!Number.isFinite(f)) return Number.isNaN(f) ? ".nan" : f > 0 ? ".inf" : "-.inf";
  const f32 = Math.fround(f);
  let digits = "";
  for (let p = 1; p <= 9; p++) {
    digits = f32.toExponential(p - 1);
    if (Math.fround(Number(digits)) === f32) break;
  }
  const [mantissa, e] = digits.split("e");
  const exp = Number(e);
  if (exp < -4 || exp >= 6) return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return String(Number(digits));
}
var NOT_JSON = "kubectl cannot convert .inf or .nan to JSON";
var isBadNumber = (v) => typeof v === "number" && !Number.isFinite(v);
function merge(into, value) {
  const sources = Array.isArray(value) ? value.slice().reverse() : [value];
  if (!sources.every(isMap)) return "map merge requires map or sequence of maps as the value";
  for (const source of sources) for (const k of Object.keys(source)) setKey(into, k, source[k]);
  return "";
}
function unsupportedKey(key3) {
  if (key3 === null) return "unsupported map key: null (sigs.k8s.io/yaml cannot convert it to JSON)";
  if (key3 instanceof BigInteger)
    return "unsupported map key of type uint64 (an integer beyond int64; sigs.k8s.io/yaml cannot convert it to JSON)";
  return "invalid map key: a mapping or sequence";
}
function mappingTag(tagName, matchByTagPrefix) {
  return defineMappingTag(tagName, {
    matchByTagPrefix,
    create: () => ({}),
    addPair: (o, key3, raw) => {
      const value = placed(raw);
      if (isBadNumber(value)) return NOT_JSON;
      if (typeof key3 === "string" && key3 !== "__proto__") {
        o[key3] = value;
        return "";
      }
      if (key3 === MERGE) return merge(o, value);
      const k = jsonKey(key3);
      if (k === void 0) return unsupportedKey(key3);
      setKey(o, k, value);
      return "";
    },
    has: (o, key3) => typeof key3 === "string" && Object.prototype.hasOwnProperty.call(o, key3),
    keys: (o) => Object.keys(o),
    get: (o, key3) => o[String(key3)],
    identify: isMap
  });
}
function sequenceTag(tagName, matchByTagPrefix) {
  return defineSequenceTag(tagName, {
    matchByTagPrefix,
    create: () => [],
    addItem: (a, raw) => {
      const item = placed(raw);
      if (isBadNumber(item)) return NOT_JSON;
      a.push(item);
    },
    identify: Array.isArray
  });
}
var KUBECTL_SCHEMA = new Schema([
  strTag,
  implicitScalar,
  explicitScalar,
  sequenceTag(seqTag.tagName, false),
  sequenceTag("", true),
  mappingTag("tag:yaml.org,2002:map", false),
  mappingTag("", true)
]);
function jsonValueError(value) {
  return isBadNumber(value) ? NOT_JSON : void 0;
}
function plainKeyString(text) {
  if (text === "<<") return text;
  const value = implicitValue(text);
  return value === NOT_RESOLVED ? text : jsonKey(value) ?? text;
}

// src/load/position.ts
var LOCATOR = /* @__PURE__ */ Symbol("locator");
function keepLocator(doc, locator) {
  doc[LOCATOR] = locator ?? null;
}
function hasLocator(doc) {
  return !!doc[LOCATOR];
}
var W = 2;
var SPAN_SHIFT = 9;
var ASIDE = (1 << 22) - 1;
var COLLECTION = (t) => t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE;
var ASIDES = /* @__PURE__ */ new WeakMap();
var nodeStart = (events, i) => events[i * W];
var scratch = new Int32Array(1 << 16);
var SCRATCH_MAX = 1 << 20;
function packEvents(events, source) {
  const size = events.length * W;
  if (scratch.length < size && size <= SCRATCH_MAX) scratch = new Int32Array(size);
  const out = scratch.length < size ? new Int32Array(size) : scratch;
  const roots = [];
  const refusals = [];
  let aside;
  const openIndex = [];
  const openNodes = [];
  const openBlock = [];
  let awaitingRoot = false;
  let directives = false;
  let n = 0;
  const setSpan = (i, span) => {
    if (span < ASIDE) out[i * W + 1] |= span << SPAN_SHIFT;
    else {
      out[i * W + 1] |= ASIDE << SPAN_SHIFT;
      (aside ??= { ends: /* @__PURE__ */ new Map(), keys: /* @__PURE__ */ new Map() }).ends.set(i, i + span);
    }
  };
  for (let k = 0; k < events.length; k++) {
    const e = events[k];
    const type = e.type;
    if (type === EVENT_ID.POP) {
      const top = openIndex.pop();
      openNodes.pop();
      openBlock.pop();
      if (top !== void 0) setSpan(top, n - top);
      continue;
    }
    if (type === EVENT_ID.DOCUMENT) {
      roots.push(-1);
      awaitingRoot = true;
      if (e.directives.length) directives = true;
      continue;
    }
    if (awaitingRoot) {
      roots[roots.length - 1] = n;
      awaitingRoot = false;
    }
    const o = n * W;
    const depth = openNodes.length - 1;
    const isKey = depth >= 0 && openNodes[depth] >= 0 && openNodes[depth]++ % 2 === 0;
    if (type === EVENT_ID.SCALAR) {
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      const props = e.anchorStart >= 0 || e.tagStart >= 0;
      out[o] = props ? nodeOffset(e) : quoted ? e.valueStart - 1 : e.valueStart;
      out[o + 1] = type | e.style << 3 | e.chomping << 6 | (e.fast ? 1 << 8 : 0);
      if (isKey) {
        const span = e.valueEnd - e.valueStart;
        if (props || e.style > SCALAR_STYLE.DOUBLE_QUOTED || e.valueStart < 0 || span < 0 || span >= ASIDE) {
          out[o + 1] |= ASIDE << SPAN_SHIFT;
          (aside ??= { ends: /* @__PURE__ */ new Map(), keys: /* @__PURE__ */ new Map() }).keys.set(n, {
            valueStart: e.valueStart,
            valueEnd: e.valueEnd,
            indent: e.indent
          });
        } else out[o + 1] |= span << SPAN_SHIFT;
        if (span > 1e3 && openBlock[depth]) longKey(e, out[o], source, refusals);
      }
      if (e.style === SCALAR_STYLE.DOUBLE_QUOTED && !e.fast) slashEscape(e, source, refusals);
    } else if (type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE) {
      out[o] = e.anchorStart < 0 && e.tagStart < 0 ? e.start : nodeOffset(e);
      out[o + 1] = type;
      openIndex.push(n);
      openNodes.push(type === EVENT_ID.MAPPING ? 0 : -1);
      openBlock.push(type === EVENT_ID.MAPPING && e.style === COLLECTION_STYLE.BLOCK);
    } else {
      out[o] = nodeOffset(e);
      out[o + 1] = type;
    }
    n++;
  }
  for (let top = openIndex.pop(); top !== void 0; top = openIndex.pop()) setSpan(top, n - top);
  const packed = out.slice(0, n * W);
  if (aside) ASIDES.set(packed, aside);
  return { events: packed, roots, refusals, directives };
}
function longKey(e, start, source, refusals) {
  let colon = e.valueEnd + (e.style === SCALAR_STYLE.PLAIN ? 0 : 1);
  while (source[colon] === " " || source[colon] === "	") colon++;
  if (colon - start > 1024)
    refusals.push({ offset: start, message: "a key longer than 1024 characters (go-yaml v2 reads at most 1024)" });
}
function slashEscape(e, source, refusals) {
  for (let i = e.valueStart; i < e.valueEnd; i++) {
    if (source.charCodeAt(i) !== 92) continue;
    if (source[i + 1] === "/") {
      refusals.push({ offset: i, message: "the escape \\/ (YAML 1.2; go-yaml v2 refuses it)" });
      return;
    }
    i++;
  }
}
function locate(doc, path19) {
  let loc = doc[LOCATOR];
  if (loc === void 0) keepLocator(doc, loc = locatorOf(doc));
  if (!loc || loc.root < 0) return { line: doc.startLine, column: 1 };
  let i = loc.root;
  for (const segment of path19) {
    const child = childIndex(loc, i, segment);
    if (child < 0) break;
    i = child;
  }
  return offsetToPosition(doc, loc, loc.events[i * W]);
}
function positionOf(resource2, path19) {
  if (isLocated(resource2)) return resource2.locate(path19);
  const { line, column } = locate(resource2.doc, resource2.base.length ? [...resource2.base, ...path19] : path19);
  return { file: resource2.doc.file, line, column };
}
function locatorOf(doc) {
  if (!doc.text) return void 0;
  try {
    const packed = packEvents(parseEvents(doc.text, { filename: doc.file }), doc.text);
    return { events: packed.events, root: packed.roots[0] ?? -1, source: doc.text, base: 0 };
  } catch {
    return void 0;
  }
}
var typeOf = (ev, i) => ev[i * W + 1] & 7;
function next(ev, i) {
  if (!COLLECTION(typeOf(ev, i))) return i + 1;
  const span = ev[i * W + 1] >>> SPAN_SHIFT;
  return span === ASIDE ? ASIDES.get(ev).ends.get(i) : i + span;
}
var RESOLVED_KEY = /^(?:true$|false$|[-.\d])/;
function childIndex(loc, i, segment) {
  const ev = loc.events;
  const type = typeOf(ev, i);
  const end = next(ev, i);
  let j = i + 1;
  if (type === EVENT_ID.MAPPING) {
    const want = String(segment);
    const plain = RESOLVED_KEY.test(want) ? -1 : plainKeyString(want) === want ? 1 : 0;
    while (j < end) {
      const value = next(ev, j);
      if (typeOf(ev, j) === EVENT_ID.SCALAR && keyIs(loc, j, want, plain)) return value;
      j = next(ev, value);
    }
  } else if (type === EVENT_ID.SEQUENCE && typeof segment === "number") {
    for (let n = 0; j < end; n++) {
      if (n === segment) return j;
      j = next(ev, j);
    }
  }
  return -1;
}
var PLAIN_FAST = EVENT_ID.SCALAR | SCALAR_STYLE.PLAIN << 3 | 1 << 8;
function keyIs(loc, i, want, plain) {
  const head = loc.events[i * W + 1];
  const span = head >>> SPAN_SHIFT;
  if (plain >= 0 && (head & 511 & ~(3 << 6)) === PLAIN_FAST && span !== ASIDE) {
    if (!plain || span !== want.length) return false;
    return loc.source.startsWith(want, loc.events[i * W]);
  }
  return keyText(loc, i) === want;
}
function keyText(loc, i) {
  const ev = loc.events;
  const o = i * W;
  const head = ev[o + 1];
  const style = head >> 3 & 7;
  const span = head >>> SPAN_SHIFT;
  const quoted = style === SCALAR_STYLE.SINGLE_QUOTED || style === SCALAR_STYLE.DOUBLE_QUOTED;
  const range = span === ASIDE ? ASIDES.get(ev).keys.get(i) : { valueStart: ev[o] + (quoted ? 1 : 0), valueEnd: ev[o] + (quoted ? 1 : 0) + span, indent: -1 };
  const scalar = {
    type: EVENT_ID.SCALAR,
    valueStart: range.valueStart,
    valueEnd: range.valueEnd,
    style,
    chomping: head >> 6 & 3,
    fast: (head & 1 << 8) !== 0,
    indent: range.indent,
    anchorStart: -1,
    anchorEnd: -1,
    tagStart: -1,
    tagEnd: -1
  };
  const text = getScalarValue(loc.source, scalar);
  return style === SCALAR_STYLE.PLAIN ? plainKeyString(text) : text;
}
function nodeOffset(e) {
  switch (e.type) {
    case EVENT_ID.SCALAR: {
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      return firstSet(e.anchorStart, e.tagStart, quoted ? e.valueStart - 1 : e.valueStart);
    }
    case EVENT_ID.MAPPING:
    case EVENT_ID.SEQUENCE:
      return firstSet(e.anchorStart, e.tagStart, e.start);
    case EVENT_ID.ALIAS:
      return Math.max(0, e.anchorStart - 1);
    default:
      return 0;
  }
}
function firstSet(...offsets) {
  let best = Infinity;
  for (const o of offsets) if (o >= 0 && o < best) best = o;
  return best === Infinity ? 0 : best;
}
function offsetToPosition(doc, loc, offset) {
  let line = doc.startLine;
  let lineStart = loc.base;
  for (let i = loc.source.indexOf("\n", loc.base); i !== -1 && i < offset; i = loc.source.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  const shift = loc.shifts?.get(line) ?? 0;
  return { line, column: Math.max(1, offset - lineStart + 1 - shift) };
}
function dottedPath(path19) {
  let out = "";
  for (const s of path19) {
    if (typeof s === "number") out += `[${s}]`;
    else if (/[./[\]"]/.test(s)) out += `[${JSON.stringify(s)}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}

// src/load/yaml-json.ts
function jsonDocuments(file, text, from, maxDepth) {
  const out = [];
  let pos = skipSpace(text, from);
  while (pos < text.length) {
    const { end, depth } = valueEnd(text, pos);
    const doc = sourceDoc(file, out.length, text, pos, end);
    if (depth > maxDepth) {
      out.push({
        doc,
        error: {
          message: `JSON does not parse: nesting exceeded maxDepth (${maxDepth})`,
          line: doc.startLine,
          column: 1
        }
      });
      return out;
    }
    try {
      const value = JSON.parse(doc.text);
      keepLocator(doc, locatorOf(doc));
      if (value !== null) out.push({ doc, value });
    } catch (e) {
      const at3 = /position (\d+)/.exec(e.message);
      const offset = pos + (at3 ? Number(at3[1]) : 0);
      const line = lineAt(text, offset);
      const column = offset - text.lastIndexOf("\n", offset - 1);
      out.push({
        doc,
        error: {
          message: `JSON does not parse: ${e.message.split(" in JSON")[0] ?? ""}; kubectl reads nothing after it`,
          line,
          column
        }
      });
      return out;
    }
    pos = skipSpace(text, end);
  }
  return out;
}
function sourceDoc(file, index, text, start, end) {
  return { file, index, text: text.slice(start, end), startLine: lineAt(text, start), startOffset: start };
}
var isSpace = (c) => c === 32 || c === 9 || c === 10 || c === 13;
function skipSpace(text, pos) {
  while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
  return pos;
}
function valueEnd(text, pos) {
  let depth = 0;
  let max = 0;
  for (let i = pos; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
      if (depth === 0) return { end: i + 1, depth: max };
    } else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) {
      if (--depth <= 0) return { end: i + 1, depth: max };
    } else if (depth === 0 && (isSpace(c) || c === 44 || c === 58)) return { end: i, depth: max };
  }
  return { end: text.length, depth: max };
}
function lineAt(text, offset) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

// src/load/documents.ts
var DEFAULT_LIMITS = { maxDepth: 100, maxAliases: 1e3 };
function parseDocuments(file, text, limits = DEFAULT_LIMITS, chunkChars = STREAM_CHUNK_CHARS) {
  const bom = text.charCodeAt(0) === 65279 ? 1 : 0;
  if (isJsonStream(text, bom)) return jsonDocuments(file, text, bom, limits.maxDepth);
  const docs = splitDocuments(file, text, bom);
  const whole2 = docs.length > 1 && !docs.some((d) => d.badSeparator) && !unusual(text, bom);
  const out = whole2 ? parseChunks(text, docs, limits, chunkChars) : docs.map((doc) => parseOne(doc, limits));
  return out.filter((p) => p.error || p.value !== null && p.value !== void 0);
}
var UNUSUAL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/;
var unusual = (text, from) => text.includes("\n	") || text.charCodeAt(from) === 9 || UNUSUAL.test(from ? text.slice(from) : text);
var CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]/;
var YAML11_BREAK = /[\x85\u2028\u2029]/g;
var TAB_LINE = /^\t/gm;
var HAS_TAB_LINE = /^\t/m;
function isJsonStream(text, from) {
  const head = text.slice(from, from + 4096).trimStart();
  return head.charCodeAt(0) === 123;
}
function load2(text, file, limits) {
  const events = parseEvents(text, { filename: file, maxDepth: limits.maxDepth });
  const values = constructFromEvents(events, {
    source: text,
    filename: file,
    schema: KUBECTL_SCHEMA,
    json: true,
    maxAliases: limits.maxAliases
  });
  return { events, values };
}
function parseWhole(text, docs, limits, bases) {
  let events;
  let values;
  try {
    ({ events, values } = load2(text, docs[0].file, limits));
  } catch {
    return void 0;
  }
  const packed = packEvents(events, text);
  if (packed.refusals.length) return void 0;
  if (packed.directives) return void 0;
  const out = docs.map((doc) => ({ doc, value: null }));
  let d = 0;
  for (let v = 0; v < values.length; v++) {
    const value = placed(values[v]);
    const root = packed.roots[v];
    if (root < 0) continue;
    const offset = nodeStart(packed.events, root);
    while (d + 1 < docs.length && (bases?.[d + 1] ?? docs[d + 1].startOffset) <= offset) d++;
    if (hasLocator(out[d].doc)) return void 0;
    keepLocator(out[d].doc, { events: packed.events, root, source: text, base: bases?.[d] ?? docs[d].startOffset });
    out[d].value = value;
    if (jsonValueError(value)) return void 0;
  }
  return packed.roots.length === values.length ? out : void 0;
}
function parseChunks(text, docs, limits, chunkChars) {
  const out = [];
  for (let first = 0; first < docs.length; ) {
    const start = docs[first].startOffset;
    let last = first;
    while (last + 1 < docs.length && docs[last + 1].startOffset - start < chunkChars) last++;
    const group = docs.slice(first, last + 1);
    const end = last + 1 < docs.length ? docs[last + 1].startOffset : text.length;
    const chunk = text.slice(start, end);
    const bases = group.map((d) => d.startOffset - start);
    const parsed = parseWhole(chunk, group, limits, bases);
    if (parsed && placedAll(parsed, group)) out.push(...parsed);
    else for (const doc of group) out.push(parseOne(doc, limits));
    first = last + 1;
  }
  return out;
}
function placedAll(parsed, docs) {
  for (let k = 0; k < docs.length; k++) if (!hasLocator(parsed[k].doc) && !BLANK_DOC.test(docs[k].text)) return false;
  return true;
}
var DIRECTIVE = /^(?:[ \t]*(?:#.*)?\r?\n)*%/;
var BATCH_CHARS = 8 * 1024;
var STREAM_CHUNK_CHARS = BATCH_CHARS;
var BLANK_DOC = /^(?:---)?[ \t]*(?:#.*)?(?:\r?\n[ \t]*(?:#.*)?)*$/;
function parseFiles(inputs, limits = DEFAULT_LIMITS) {
  const out = new Array(inputs.length);
  let batch = [];
  let chars = 0;
  const flush = () => {
    if (batch.length) parseBatch(inputs, batch, limits, out);
    batch = [];
    chars = 0;
  };
  for (let i = 0; i < inputs.length; i++) {
    const { file, text } = inputs[i];
    const docs = batchable(text) ? splitDocuments(file, text) : void 0;
    if (!docs || docs.some((d) => d.badSeparator)) {
      out[i] = parseDocuments(file, text, limits);
      continue;
    }
    batch.push({ input: i, docs });
    chars += text.length;
    if (chars >= BATCH_CHARS) flush();
  }
  flush();
  return out;
}
function batchable(text) {
  return text.length > 0 && text.length < BATCH_CHARS && !isJsonStream(text, 0) && !unusual(text, 0) && !DIRECTIVE.test(text);
}
function parseBatch(inputs, batch, limits, out) {
  const parts = [];
  const docs = [];
  const bases = [];
  let at3 = 0;
  for (const { input, docs: own } of batch) {
    const text = inputs[input].text;
    if (parts.length) {
      const cut2 = (parts[parts.length - 1].endsWith("\n") ? "" : "\n") + (text.startsWith("---") ? "" : "---\n");
      parts.push(cut2);
      at3 += cut2.length;
    }
    for (const d of own) {
      docs.push(d);
      bases.push(at3 + d.startOffset);
    }
    parts.push(text);
    at3 += text.length;
  }
  const joined2 = parts.join("");
  const parsed = parseWhole(joined2, docs, limits, bases);
  if (!parsed || !placedAll(parsed, docs)) {
    for (const { input } of batch) out[input] = parseDocuments(inputs[input].file, inputs[input].text, limits);
    return;
  }
  for (let d = 0; d < docs.length; d++) docs[d].text = joined2.slice(bases[d], bases[d] + docs[d].text.length);
  let k = 0;
  for (const { input, docs: own } of batch) {
    out[input] = parsed.slice(k, k + own.length).filter((p) => p.value !== null && p.value !== void 0);
    k += own.length;
  }
}
var DOCUMENT_END = /^\.\.\.(?:[ \t].*)?\r?$/m;
function parseOne(doc, limits) {
  if (doc.badSeparator) {
    const message = `kubectl cannot read this document: invalid document separator "${safeReason(doc.badSeparator.text)}" (only a comment may follow ---; kubectl drops the document above it)`;
    return { doc, error: { message, line: doc.badSeparator.line, column: 1 } };
  }
  const directive = DIRECTIVE.exec(doc.text);
  if (directive) {
    const line = doc.startLine + (directive[0].match(/\n/g)?.length ?? 0);
    return {
      doc,
      error: {
        message: "kubectl cannot read this document: a %YAML or %TAG directive (kubectl cuts the stream at ---, which leaves the directive without its document)",
        line,
        column: 1
      }
    };
  }
  let text = asGoYamlReadsIt(doc.text);
  const control = CONTROL.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    return {
      doc,
      error: {
        message: `kubectl cannot read this document: control character U+${code} (go-yaml v2 refuses it)`,
        ...offsetPosition(doc, text, control.index)
      }
    };
  }
  let shifts;
  for (let attempt2 = 0; ; attempt2++) {
    let loaded;
    try {
      loaded = load2(text, doc.file, limits);
    } catch (e) {
      const retry = attempt2 < 1e3 ? readAsGoYaml(text, e) : void 0;
      if (!retry) return { doc, error: yamlError(e, doc) };
      if (retry.line !== void 0) {
        shifts ??= /* @__PURE__ */ new Map();
        shifts.set(doc.startLine + retry.line, (shifts.get(doc.startLine + retry.line) ?? 0) + retry.added);
      }
      text = retry.text;
      continue;
    }
    return fromLoaded(doc, text, loaded, shifts);
  }
}
function asGoYamlReadsIt(text) {
  let out = text.replace(YAML11_BREAK, "\n");
  const bomAt = out.charCodeAt(0) === 65279 ? 0 : out.startsWith("---") && out.indexOf("\n") + 1 > 0 && out.charCodeAt(out.indexOf("\n") + 1) === 65279 ? out.indexOf("\n") + 1 : -1;
  if (bomAt >= 0) out = out.slice(0, bomAt) + out.slice(bomAt + 1);
  return out;
}
function tabLine(text, events) {
  const spans = flowSpans(events, text.length);
  let k = 0;
  TAB_LINE.lastIndex = 0;
  for (let m = TAB_LINE.exec(text); m; m = TAB_LINE.exec(text)) {
    while (k < spans.length && spans[k][1] <= m.index) k++;
    if (!(k < spans.length && spans[k][0] <= m.index)) return m.index;
  }
  return void 0;
}
function flowSpans(events, end) {
  const spans = [];
  let depth = 0;
  let flowStart = -1;
  for (const e of events) {
    const start = e.type === EVENT_ID.SCALAR ? e.valueStart : e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE ? e.start : -1;
    if (flowStart >= 0 && depth === 0 && start >= 0) {
      spans.push([flowStart, start]);
      flowStart = -1;
    }
    if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
      if (depth > 0 || e.style === COLLECTION_STYLE.FLOW) depth++;
      if (depth === 1 && flowStart < 0) flowStart = e.start;
    } else if (e.type === EVENT_ID.POP && depth > 0) depth--;
    else if (e.type === EVENT_ID.SCALAR && depth === 0 && e.style <= SCALAR_STYLE.DOUBLE_QUOTED)
      spans.push([e.valueStart, e.valueEnd]);
  }
  if (flowStart >= 0) spans.push([flowStart, end]);
  return spans;
}
function fromLoaded(doc, text, loaded, shifts) {
  const packed = packEvents(loaded.events, text);
  const value = placed(loaded.values[0] ?? null);
  const refusal = packed.refusals.find(
    (r) => packed.roots.length < 2 || r.offset < (nodeStart(packed.events, packed.roots[1] ?? -1) ?? Infinity)
  );
  if (refusal)
    return {
      doc,
      error: {
        message: `kubectl cannot read this document: ${refusal.message}`,
        ...offsetPosition(doc, text, refusal.offset)
      }
    };
  const tab = HAS_TAB_LINE.test(text) ? tabLine(text, loaded.events) : void 0;
  if (tab !== void 0)
    return {
      doc,
      error: {
        message: "kubectl cannot read this document: a tab at the start of a line (go-yaml v2 allows tabs there only inside a quoted or flow scalar or a flow collection)",
        ...offsetPosition(doc, text, tab)
      }
    };
  const bad = jsonValueError(value);
  if (bad)
    return { doc, error: { message: `kubectl cannot read this document: ${bad}`, line: doc.startLine, column: 1 } };
  keepLocator(doc, {
    events: packed.events,
    root: packed.roots[0] ?? -1,
    source: text,
    base: 0,
    ...shifts ? { shifts } : {}
  });
  return { doc, value };
}
function readAsGoYaml(text, e) {
  const err = e;
  if (!err.mark) return void 0;
  if (err.reason === "deficient indentation") {
    const lineStart = text.lastIndexOf("\n", err.mark.position - 1) + 1;
    if (text.startsWith("...", lineStart) || text.startsWith("---", lineStart)) return void 0;
    const added = 64;
    return { text: text.slice(0, lineStart) + " ".repeat(added) + text.slice(lineStart), line: err.mark.line, added };
  }
  const end = DOCUMENT_END.exec(text);
  if (end && end.index < err.mark.position) return { text: text.slice(0, end.index + 3), added: 0 };
  return void 0;
}
function offsetPosition(doc, text, offset) {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf("\n");
  return { line: doc.startLine + (before.match(/\n/g)?.length ?? 0), column: offset - nl };
}
function yamlError(e, doc) {
  const err = e;
  const reason = safeReason(err.reason ?? String(err.message ?? e).split("\n")[0] ?? "");
  return {
    message: `YAML does not parse: ${reason}`,
    ...insideDoc(doc, err.mark?.line ?? 0, (err.mark?.column ?? 0) + 1)
  };
}
function insideDoc(doc, line0, column) {
  const lines = doc.text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  const last = lines.length - 1;
  const at3 = Math.min(Math.max(line0, 0), last);
  const width = lines[at3].replace(/\r$/, "").length + 1;
  return { line: doc.startLine + at3, column: line0 > last ? width : Math.min(Math.max(column, 1), width) };
}
function safeReason(reason) {
  return reason.replace(/\S{33,}/g, (token) => `${token.slice(0, 16)}\u2026`);
}
function splitDocuments(file, text, from = 0) {
  const docs = [];
  let start = from;
  let startLine = 1;
  let line = 1;
  let pos = from;
  const rendered2 = text.includes("# Source: ");
  const push2 = (end, badSeparator) => {
    const slice = text.slice(start, end);
    docs.push({
      file,
      index: docs.length,
      text: slice,
      startLine,
      startOffset: start,
      template: rendered2 ? helmSource(slice) : void 0,
      ...badSeparator !== void 0 ? { badSeparator } : {}
    });
  };
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const lineEnd = nl === -1 ? text.length : nl;
    if (text.charCodeAt(pos) === 45 && text.startsWith("---", pos)) {
      const rest = text.slice(pos + 3, lineEnd).trim();
      if (rest !== "" && rest[0] !== "#") {
        push2(lineEnd, { text: text.slice(pos, lineEnd).trimEnd(), line });
        start = nl === -1 ? text.length : nl + 1;
        startLine = line + 1;
      } else {
        if (pos > start) push2(pos);
        start = pos;
        startLine = line;
      }
    }
    if (nl === -1) break;
    pos = nl + 1;
    line++;
  }
  push2(text.length);
  return docs.filter((d, i) => i === 0 || d.text.length > 0 || d.badSeparator !== void 0);
}
var SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;
function helmSource(text) {
  if (text.lastIndexOf("# Source: ", 400) < 0) return void 0;
  const m = SOURCE_COMMENT.exec(text.length > 400 ? text.slice(0, 400) : text);
  return m ? m[1] : void 0;
}

// src/load/files.ts
import {
  closeSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
  promises as fsp
} from "node:fs";
import path from "node:path";

// src/core/printable.ts
function printable(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, escapeChar);
}
function printablePath(file) {
  const shown = printable(file);
  return shown.startsWith("::") ? `./${shown}` : shown;
}
function escapeChar(c) {
  const code = c.charCodeAt(0);
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "	") return "\\t";
  return code > 255 ? `\\u${code.toString(16).padStart(4, "0")}` : `\\x${code.toString(16).padStart(2, "0")}`;
}

// src/load/files.ts
var DEFAULT_MAX_FILE_BYTES = 32 * 1024 * 1024;
var KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var MANIFEST_EXT = /* @__PURE__ */ new Set([".yaml", ".yml", ".json"]);
async function readInputs(paths, options) {
  const out = [];
  const errors = [];
  for (const item of await listInputs(paths, options)) {
    const read = "path" in item ? await readListed(item, options.maxFileBytes) : item;
    if ("error" in read) errors.push(read.error);
    else out.push(read.input);
  }
  return { inputs: out, errors };
}
async function readListed(item, maxBytes) {
  try {
    return { input: await readOne(item.path, item.display, maxBytes, item.regular) };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { error: printable(e.message) };
  }
}
async function listInputs(paths, options) {
  const out = [];
  const add = (file, display, regular) => {
    if (!options.ignored?.(display)) out.push({ path: file, display, regular });
  };
  let stdinUsed = false;
  for (const p of paths) {
    if (p === "-") {
      if (stdinUsed) continue;
      stdinUsed = true;
      const text = await options.readStdin(options.maxFileBytes);
      if (Buffer.byteLength(text) > options.maxFileBytes)
        out.push({ error: overLimit("<stdin>", options.maxFileBytes) });
      else out.push({ input: { file: "<stdin>", text } });
      continue;
    }
    const abs = path.resolve(options.cwd, p);
    const info2 = statOrError(abs);
    if (info2 instanceof Error) {
      out.push({ error: printable(`${p}: ${describeFsError(info2)}`) });
    } else if (info2.isDirectory()) {
      try {
        const found = [];
        const errors = [];
        walk(abs, { root: realpathSync.native(abs), seen: /* @__PURE__ */ new Set(), cwd: options.cwd, found, errors });
        for (const file of found) add(file.path, file.display, true);
        for (const error2 of errors) out.push({ error: error2 });
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        out.push({ error: printable(e.message) });
      }
    } else {
      add(abs, displayPath(abs, options.cwd), false);
    }
  }
  return out;
}
function walk(dir, w) {
  const real = realpathSync.native(dir);
  if (w.seen.has(real) || !isInside(real, w.root)) return;
  w.seen.add(real);
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    unreadable(w, dir, describeFsError(e));
    return;
  }
  if (entries.some((e) => (KUSTOMIZATION_FILES.includes(e.name) || e.name === "Chart.yaml") && !e.isDirectory()))
    return;
  entries.sort(
    (a, b) => Number(a.isSymbolicLink()) - Number(b.isSymbolicLink()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
  const relDir = path.relative(w.cwd, dir);
  const addFile = (full, name, realFile) => {
    if (w.seen.has(realFile)) return;
    w.seen.add(realFile);
    const rel = relDir ? relDir + path.sep + name : name;
    w.found.push({ path: full, display: displayOf(rel, full), regular: true });
  };
  for (const entry of entries) {
    const name = entry.name;
    if (name === "node_modules" || name === ".git" || name === CONFIG_FILE) continue;
    const full = inFolder(dir, name);
    if (entry.isSymbolicLink()) {
      let target;
      let info2;
      try {
        target = realpathSync.native(full);
        info2 = statSync(full);
      } catch (e) {
        const err = e;
        const why = err.code === "ENOENT" ? "a link to a path that does not exist" : describeFsError(err);
        if (err.code === "ELOOP" || MANIFEST_EXT.has(path.extname(name).toLowerCase())) unreadable(w, full, why);
        continue;
      }
      if (!isInside(target, w.root)) continue;
      if (info2.isDirectory()) walk(full, w);
      else if (info2.isFile() && MANIFEST_EXT.has(path.extname(name).toLowerCase())) addFile(full, name, target);
    } else if (entry.isDirectory()) {
      walk(full, w);
    } else if (entry.isFile() && MANIFEST_EXT.has(path.extname(name).toLowerCase())) {
      addFile(full, name, inFolder(real, name));
    }
  }
}
function unreadable(w, file, why) {
  w.errors.push(printable(`${displayPath(file, w.cwd) || "."}: ${why}`));
}
function statOrError(file) {
  try {
    return statSync(file);
  } catch (e) {
    return e;
  }
}
function statIfAny(file) {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return void 0;
  }
}
var inFolder = (dir, name) => dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
async function readOne(file, display, maxBytes, regular = false) {
  const fail2 = (e) => {
    throw e instanceof InputError ? e : new InputError(`${display}: ${describeFsError(e)}`);
  };
  let buf;
  try {
    if (regular) buf = readRegular(file, display, maxBytes);
    else {
      const info2 = statSync(file);
      if (info2.size > maxBytes) throw new InputError(overLimit(display, maxBytes, info2.size));
      buf = info2.isFile() ? readFileSync(file) : await readBounded(file, display, maxBytes);
    }
  } catch (e) {
    return fail2(e);
  }
  if (buf.length > maxBytes) throw new InputError(overLimit(display, maxBytes, buf.length));
  if (buf.includes(0))
    throw new InputError(`${display}: binary file (contains NUL bytes); expected text: YAML, JSON or PEM`);
  return { file: display, text: buf.toString("utf8") };
}
var scratch2;
function readRegular(file, display, maxBytes) {
  const fd = openSync(file, "r");
  try {
    let buf = scratch2 ??= Buffer.allocUnsafe(64 * 1024);
    let n = 0;
    for (; ; ) {
      if (n === buf.length) {
        const { size } = fstatSync(fd);
        if (size > maxBytes) throw new InputError(overLimit(display, maxBytes, size));
        buf = Buffer.concat([buf, Buffer.allocUnsafe(Math.max(size + 1 - n, buf.length))]);
      }
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) return buf.subarray(0, n);
      n += r;
      if (n > maxBytes) throw new InputError(overLimit(display, maxBytes, Math.max(fstatSync(fd).size, n)));
    }
  } finally {
    closeSync(fd);
  }
}
async function readBounded(file, display, maxBytes) {
  const handle = await fsp.open(file, "r");
  try {
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const { bytesRead, buffer } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, null);
      if (bytesRead === 0) return Buffer.concat(chunks);
      total += bytesRead;
      if (total > maxBytes) throw new InputError(overLimit(display, maxBytes));
      chunks.push(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}
function overLimit(display, maxBytes, size) {
  const what = size === void 0 ? "input is" : `file is ${size} bytes,`;
  return `${display}: ${what} over the ${maxBytes}-byte limit (raise it with --max-file-size)`;
}
function isInside(p, root) {
  const rel = path.relative(root, p);
  return rel === "" || !leavesFolder(rel) && !path.isAbsolute(rel);
}
function leavesFolder(rel) {
  return rel === ".." || rel.startsWith(".." + path.sep);
}
function displayPath(abs, cwd) {
  return displayOf(path.relative(cwd, abs), abs);
}
function displayOf(rel, abs) {
  if (!rel || leavesFolder(rel) || path.isAbsolute(rel)) return abs;
  return path.sep === "/" ? rel : rel.split(path.sep).join("/");
}
function describeFsError(e) {
  switch (e.code) {
    case "ENOENT":
      return "no such file or directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EISDIR":
      return "is a directory";
    case "ELOOP":
      return "too many levels of symbolic links";
    default:
      return e.message;
  }
}

// src/load/one-document.ts
function loadOneDocument(text) {
  try {
    return placed(load(text, { schema: KUBECTL_SCHEMA }));
  } catch (e) {
    if (e.reason === "expected a document, but the input is empty") return null;
    throw e;
  }
}

// src/load/schema-errors.ts
function describeSchemaErrors(file, errors) {
  if (!errors?.length) return `${file}: does not match its schema`;
  const spoken = new Set(
    errors.filter((e) => e.keyword !== "type" && e.keyword !== "anyOf").map((e) => e.instancePath)
  );
  const meant2 = errors.filter((e) => e.keyword !== "anyOf" && !(e.keyword === "type" && spoken.has(e.instancePath)));
  const parts = [...new Set((meant2.length ? meant2 : errors).map(describeOne))].slice(0, 3);
  return `${file}: ${parts.join("; ")}`;
}
function describeOne(first) {
  let where2 = first.instancePath.replace(/^\//, "").split("/").filter(Boolean).map((p) => /^\d+$/.test(p) ? `[${p}]` : `.${p.replace(/~1/g, "/").replace(/~0/g, "~")}`).join("").replace(/^\./, "");
  let what = first.message ?? first.keyword;
  if (first.keyword === "additionalProperties") {
    const extra = String(first.params.additionalProperty);
    where2 = where2 ? `${where2}.${extra}` : extra;
    what = "is not a known key";
  } else if (first.keyword === "enum") {
    what = `must be one of ${first.params.allowedValues.map(String).join(", ")}`;
  } else if (first.keyword === "required") {
    where2 = where2 ? `${where2}.${String(first.params.missingProperty)}` : String(first.params.missingProperty);
    what = "is required";
  }
  return `${where2 || "(top level)"} ${what}`;
}

// src/load/config.ts
var CONFIG_FILE = ".webhook-cert-gate.yaml";
async function loadConfig(cwd, explicit) {
  const file = explicit ? path2.resolve(cwd, explicit) : path2.join(cwd, CONFIG_FILE);
  const shown = explicit ?? CONFIG_FILE;
  let text;
  try {
    text = readFileSync2(file, "utf8");
  } catch (e) {
    if (!explicit && e.code === "ENOENT") return {};
    throw new InputError(`${shown}: ${describeFsError(e)}`);
  }
  let data;
  try {
    data = loadOneDocument(text) ?? {};
  } catch (e) {
    const err = e;
    throw new InputError(
      `${shown}:${(err.mark?.line ?? 0) + 1}: config does not parse: ${safeReason(err.reason ?? String(e).split("\n")[0])}`
    );
  }
  offAsFalse(data);
  const { validateConfig: validateConfig2 } = await Promise.resolve().then(() => (init_validators(), validators_exports));
  if (!validateConfig2(data)) throw new InputError(describeSchemaErrors(shown, validateConfig2.errors));
  const config = data;
  const base = path2.dirname(file);
  const resolve2 = (list) => list?.map((p) => path2.resolve(base, p));
  return { ...config, profiles: resolve2(config.profiles), owners: resolve2(config.owners), source: shown };
}
function offAsFalse(data) {
  const rules = data?.rules;
  if (typeof rules !== "object" || rules === null || Array.isArray(rules)) return;
  for (const [id, value] of Object.entries(rules)) {
    if (value === false) rules[id] = "off";
    else if (Array.isArray(value) && value[0] === false) value[0] = "off";
  }
}
function globMatcher(patterns) {
  if (!patterns.length) return () => false;
  const res = patterns.map(
    (p) => new RegExp(`^${p.includes("/") ? "" : "(?:.*/)?"}${globToRegex(p.replace(/^\.\//, ""))}(?:/.*)?$`)
  );
  return (file) => res.some((re) => re.test(file));
}
function pathMatcher(patterns) {
  const res = patterns.map((p) => new RegExp(`^${globToRegex(p.replace(/^\.\//, "").replace(/\/+$/, ""))}$`));
  return (p) => res.some((re) => re.test(p));
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

// src/load/owners.ts
import { promises as fsp3 } from "node:fs";

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
    "reload": {
      "mode": "in-process",
      "source": [
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
    "reload": {
      "mode": "in-process",
      "source": [
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
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.16.0",
        "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
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
    "reload": {
      "mode": "file-watch",
      "source": [
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
        },
        {
          "repo": "open-policy-agent/cert-controller",
          "ref": "v0.16.0",
          "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
          "file": "pkg/rotator/rotator.go",
          "function": "CertRotator.ensureCertsMounted",
          "note": "the rotator writes the Secret and only waits for the mounted file to appear; it never writes the files"
        }
      ]
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
      ],
      "releaseLabels": [
        "app.kubernetes.io/instance"
      ],
      "fieldManagers": [
        "helm"
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
      },
      "root": [
        {
          "description": "the root mounted at /var/run/secrets/istiod/ca (certificates from an external issuer such as istio-csr, ENABLE_CA_SERVER=false)",
          "when": {
            "setting": {
              "env": "ENABLE_CA_SERVER",
              "default": "true"
            },
            "in": [
              "false",
              "0",
              "f",
              "F",
              "FALSE",
              "False"
            ]
          },
          "mount": "/var/run/secrets/istiod/ca",
          "key": "root-cert.pem"
        },
        {
          "description": "the cluster's CA (PILOT_CERT_PROVIDER=k8s.io/<signer>)",
          "when": {
            "setting": {
              "env": "PILOT_CERT_PROVIDER",
              "default": "istiod"
            },
            "prefixes": [
              "k8s.io/"
            ]
          }
        },
        {
          "description": "the plugged-in CA (Secret cacerts at /etc/cacerts)",
          "mount": "/etc/cacerts",
          "key": "root-cert.pem"
        }
      ]
    },
    "reload": {
      "mode": "in-process",
      "source": [
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
      ],
      "note": "file-watch when istiod serves certificates mounted at /var/run/secrets/istiod/tls"
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
        "repo": "open-policy-agent/cert-controller",
        "ref": "v0.16.0",
        "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
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
    "reload": {
      "mode": "file-watch",
      "source": [
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
        },
        {
          "repo": "open-policy-agent/cert-controller",
          "ref": "v0.16.0",
          "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
          "file": "pkg/rotator/rotator.go",
          "function": "CertRotator.ensureCertsMounted",
          "note": "the rotator writes the Secret; the kubelet mounts it"
        }
      ]
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
    "reload": {
      "mode": "file-watch",
      "source": [
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
    "reload": {
      "mode": "file-watch",
      "source": [
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
        },
        {
          "repo": "open-policy-agent/cert-controller",
          "ref": "v0.16.0",
          "commit": "4e31b07851093594fa06a96275b8cf67ab6359fb",
          "file": "pkg/rotator/rotator.go",
          "function": "CertRotator.ensureCertsMounted",
          "note": "the rotator writes the Secret and waits for the mounted file"
        }
      ]
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
    "reload": {
      "mode": "secret-watch",
      "source": [
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
    "reload": {
      "mode": "secret-watch",
      "source": [
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
    "reload": {
      "mode": "secret-watch",
      "source": [
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
      ],
      "note": "in-process for the leader (and for every process without the elector); file-watch with -tls-cert-file"
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
    "reload": {
      "mode": "restart",
      "source": [
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
    "source": "policies/owners/volcano-webhook-manager.yaml"
  }
];

// src/load/policy-files.ts
import { promises as fsp2 } from "node:fs";
import path3 from "node:path";
async function policyFiles(entry, what) {
  const info2 = await fsp2.stat(entry).catch(() => {
    throw new InputError(`${entry}: ${what} file or folder not found`);
  });
  if (!info2.isDirectory()) return [entry];
  return (await fsp2.readdir(entry)).filter((n) => /\.(ya?ml|json)$/.test(n)).sort().map((n) => path3.join(entry, n));
}
function parsePolicy(text, source, validate, what) {
  let data;
  try {
    data = load(text);
  } catch (e) {
    throw new InputError(
      `${source}: ${what} does not parse: ${safeReason(e.reason ?? e.message.split("\n")[0])}`
    );
  }
  if (!validate(data)) throw new InputError(describeSchemaErrors(source, validate.errors));
  return data;
}

// src/load/owners.ts
async function loadOwners(extra = []) {
  if (!extra.length) return SHIPPED_OWNERS;
  const byName = new Map(SHIPPED_OWNERS.map((o) => [o.name, o]));
  const { validateOwner: validateOwner2 } = await Promise.resolve().then(() => (init_validators(), validators_exports));
  for (const entry of extra) {
    for (const file of await policyFiles(entry, "owner")) {
      const owner2 = parsePolicy(await fsp3.readFile(file, "utf8"), file, validateOwner2, "owner");
      byName.set(owner2.name, owner2);
    }
  }
  return [...byName.values()];
}

// src/load/profiles.ts
import { promises as fsp4 } from "node:fs";

// src/generated/profiles.ts
var SHIPPED_PROFILES = [
  {
    "source": "policies/profiles/controller-mesh.yaml",
    "doc": {
      "apiVersion": "webhook-cert-gate.io/v1",
      "kind": "ControllerProfile",
      "name": "controller-mesh",
      "extends": "generic",
      "description": "KusionStack controller-mesh (ctrlmesh-manager)",
      "priority": 5,
      "match": {
        "images": [
          "kusionstack/ctrlmesh-manager"
        ]
      }
    }
  },
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
      "featureGatesArg": "--feature-gates",
      "reload": {
        "mode": "secret-watch",
        "source": [
          {
            "repo": "openkruise/kruise",
            "ref": "v1.8.4",
            "commit": "a081ad61e2202b06ec1731c37f8a600cf12e2f08",
            "file": "main.go",
            "function": "main",
            "note": "ctrlwebhook.NewServer with CertDir webhookutil.GetCertDir()"
          },
          {
            "repo": "kubernetes-sigs/controller-runtime",
            "ref": "v0.18.6",
            "commit": "12955b379fbeb15edaea3b6f66d1d7806e29af4f",
            "file": "pkg/webhook/server.go",
            "function": "DefaultServer.Start",
            "note": "certwatcher.New on tls.crt and tls.key of CertDir: the served certificate follows the files (fsnotify, and a poll every 10 s)"
          },
          {
            "repo": "openkruise/kruise",
            "ref": "v1.8.4",
            "commit": "a081ad61e2202b06ec1731c37f8a600cf12e2f08",
            "file": "pkg/webhook/util/controller/webhook_controller.go",
            "function": "Controller.sync",
            "note": "EnsureCert, then writer.WriteCertsToDir, on each Secret or configuration event and every minute (defaultResyncPeriod)"
          }
        ]
      }
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
  if (extra.length) {
    const { validateProfile: validateProfile2 } = await Promise.resolve().then(() => (init_validators(), validators_exports));
    for (const entry of extra) {
      for (const file of await policyFiles(entry, "profile"))
        add(parseProfile(await fsp4.readFile(file, "utf8"), file, validateProfile2));
    }
  }
  const out = [];
  for (const p of byName.values()) {
    if (p.doc.abstract) continue;
    out.push(complete(resolve(p, byName, []), p.source));
  }
  return out.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
}
function parseProfile(text, source, validate) {
  return { doc: parsePolicy(text, source, validate, "profile"), source };
}
function resolve(p, byName, chain) {
  const { extends: base, abstract: _abstract, apiVersion: _v, kind: _k, ...own } = p.doc;
  if (!base) return own;
  if (chain.includes(p.doc.name))
    throw new InputError(`${p.source}: profile extends itself (${[...chain, p.doc.name].join(" -> ")})`);
  const parent2 = byName.get(base);
  if (!parent2)
    throw new InputError(`${p.source}: profile '${p.doc.name}' extends '${base}', which no profile file defines`);
  return merge2(resolve(parent2, byName, [...chain, p.doc.name]), own);
}
function merge2(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isMap2(b) && isMap2(v) ? merge2(b, v) : v;
  }
  return out;
}
var isMap2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function complete(p, source) {
  const env = p.env ?? {};
  const missing = ["host", "writer", "secretName"].filter((k) => !env[k]).map((k) => `env.${k}`);
  if (!isMap2(p.match) || !Object.keys(p.match).length) missing.unshift("match");
  if (missing.length)
    throw new InputError(
      `${source}: profile '${String(p.name)}' needs ${missing.join(", ")} (in it or a profile it extends)`
    );
  return { ...p, source };
}

// src/core/object.ts
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function get(v, ...path19) {
  let cur = v;
  for (let i = 0; i < path19.length; i++) {
    const p = path19[i];
    if (typeof p === "number" ? !Array.isArray(cur) : !isObj(cur)) return void 0;
    cur = cur[p];
  }
  return cur;
}
function arr(v) {
  return Array.isArray(v) ? v : [];
}
function str(v) {
  return typeof v === "string" ? v : void 0;
}

// src/model/scope.ts
var DEFAULT_SCOPE = ".";
function assignScopes(resources, declared) {
  const of = declared ? (file) => [declaredScope(declared)(file)] : inferredScope(resources);
  const cache7 = /* @__PURE__ */ new Map();
  const scopesOfFile = (file) => {
    let s = cache7.get(file);
    if (s === void 0) cache7.set(file, s = of(file));
    return s;
  };
  const count = resources.length;
  for (let i = 0; i < count; i++) {
    const r = resources[i];
    if (r.scope !== void 0) continue;
    const [first, ...more] = scopesOfFile(r.doc.file);
    r.scope = first;
    for (const scope of more) resources.push({ ...r, scope });
  }
  return (file) => scopesOfFile(file)[0] ?? DEFAULT_SCOPE;
}
function byScope(resources) {
  const out = /* @__PURE__ */ new Map();
  for (const r of resources) {
    const s = r.scope ?? DEFAULT_SCOPE;
    const list = out.get(s);
    if (list) list.push(r);
    else out.set(s, [r]);
  }
  return out;
}
function declaredScope(matches) {
  return (file) => {
    for (let p = file; p; p = parent(p)) if (matches(p)) return p;
    return DEFAULT_SCOPE;
  };
}
function inferredScope(resources) {
  const splits = /* @__PURE__ */ new Map();
  const firstFile = /* @__PURE__ */ new Map();
  for (const r of resources) {
    if (r.scope !== void 0 || !identified(r) || r.doc.file.startsWith("<")) continue;
    const byName = nested(nested(firstFile, r.kind), r.namespace);
    const first = byName.get(r.name);
    if (first === void 0) byName.set(r.name, r.doc.file);
    else if (first !== r.doc.file) {
      const split2 = splitFolder(first, r.doc.file);
      if (split2 === void 0) continue;
      const envs = splits.get(split2) ?? /* @__PURE__ */ new Set();
      splits.set(split2, envs.add(childOf(split2, first)).add(childOf(split2, r.doc.file)));
    }
  }
  return (file) => {
    for (let p = parent(file); p !== void 0; p = parent(p)) {
      const envs = splits.get(parent(p) ?? "");
      if (envs) return envs.has(p) ? [p] : [...envs].sort();
    }
    return [DEFAULT_SCOPE];
  };
}
function childOf(folder, file) {
  const rest = folder ? file.slice(folder.length + 1) : file;
  const name = rest.slice(0, rest.indexOf("/"));
  return folder ? `${folder}/${name}` : name;
}
function splitFolder(a, b) {
  const sa = a.split("/");
  const sb = b.split("/");
  let i = 0;
  while (i < sa.length - 1 && i < sb.length - 1 && sa[i] === sb[i]) i++;
  if (i >= sa.length - 1 || i >= sb.length - 1) return void 0;
  return sa.slice(0, i).join("/");
}
function identified(r) {
  const meta = r.body.metadata;
  return typeof meta === "object" && meta !== null && typeof meta.name === "string" && r.name !== "";
}
function parent(p) {
  const i = p.lastIndexOf("/");
  return i < 0 ? void 0 : p.slice(0, i);
}
function nested(map, k) {
  let m = map.get(k);
  if (!m) map.set(k, m = /* @__PURE__ */ new Map());
  return m;
}

// src/model/model.ts
var WORKLOAD_KINDS = ["Deployment", "StatefulSet"];
var POD_WORKLOAD_KINDS = [...WORKLOAD_KINDS, "DaemonSet"];
var WEBHOOK_CONFIG_KINDS = /* @__PURE__ */ new Set(["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"]);
var Model = class {
  resources = [];
  profiles;
  /** The owner catalogue (policies/owners, plus any the configuration adds). */
  owners;
  /** Objects given twice; only the last of each is in `resources` and the indexes, as in the cluster. */
  duplicates = [];
  // Nested maps rather than joined string keys: indexing 100,000 objects then allocates no key strings.
  /** The open duplicate group of each object that replaced another, so a repeat joins its group. */
  groupOf = /* @__PURE__ */ new Map();
  byKindNsName = /* @__PURE__ */ new Map();
  byKind = /* @__PURE__ */ new Map();
  hpaByTarget = /* @__PURE__ */ new Map();
  bindingsBySubject = /* @__PURE__ */ new Map();
  /** Built on first use: only messages about a Secret in another namespace ask for it. */
  byKindName;
  constructor(resources, profiles, owners = SHIPPED_OWNERS) {
    this.profiles = profiles;
    this.owners = owners;
    for (const r of resources) this.index(r);
    for (const r of resources) if (!identified(r) || this.get(r.kind, r.namespace, r.name) === r) this.add(r);
  }
  /** The last one wins, as with kubectl apply of a stream that repeats an object; the one it replaces is set aside. */
  index(r) {
    const byName = inner(inner(this.byKindNsName, r.kind), r.namespace);
    const before = byName.get(r.name);
    if (before && identified(before) && identified(r)) {
      const group = this.groupOf.get(before);
      if (group) {
        group.replaced.push(before);
        group.kept = r;
        this.groupOf.delete(before);
      }
      this.groupOf.set(r, group ?? this.duplicates[this.duplicates.push({ kept: r, replaced: [before] }) - 1]);
    }
    byName.set(r.name, r);
  }
  add(r) {
    this.resources.push(r);
    push(this.byKind, r.kind, r);
    if (r.kind === "HorizontalPodAutoscaler") {
      const kind = str(get(r.body, "spec", "scaleTargetRef", "kind"));
      const name = str(get(r.body, "spec", "scaleTargetRef", "name"));
      if (kind && name) push(this.hpaByTarget, key(kind, r.namespace, name), r);
    }
    if (r.kind === "RoleBinding" || r.kind === "ClusterRoleBinding") {
      for (const s of arr(get(r.body, "subjects"))) {
        if (!isObj(s) || s.kind !== "ServiceAccount" || typeof s.name !== "string") continue;
        const ns = str(s.namespace) || r.namespace;
        push(this.bindingsBySubject, `${ns}/${s.name}`, r);
      }
    }
  }
  get(kind, namespace, name) {
    return this.byKindNsName.get(kind)?.get(namespace)?.get(name);
  }
  ofKind(kind) {
    return this.byKind.get(kind) ?? [];
  }
  /** Same kind and name in any namespace (to say "it is there, but in namespace X"). */
  named(kind, name) {
    if (!this.byKindName) {
      this.byKindName = /* @__PURE__ */ new Map();
      for (const r of this.resources) push(inner(this.byKindName, r.kind), r.name, r);
    }
    return this.byKindName.get(kind)?.get(name) ?? [];
  }
  workloads() {
    return WORKLOAD_KINDS.flatMap((k) => this.ofKind(k));
  }
  webhookConfigurations() {
    return [...WEBHOOK_CONFIG_KINDS].flatMap((k) => this.ofKind(k));
  }
  hpasFor(workload) {
    if (!this.hpaByTarget.size) return [];
    return this.hpaByTarget.get(key(workload.kind, workload.namespace, workload.name)) ?? [];
  }
  bindingsFor(namespace, serviceAccount) {
    return this.bindingsBySubject.get(`${namespace}/${serviceAccount}`) ?? [];
  }
};
function key(kind, namespace, name) {
  return `${kind}/${namespace}/${name}`;
}
function inner(map, k) {
  let m = map.get(k);
  if (!m) map.set(k, m = /* @__PURE__ */ new Map());
  return m;
}
function push(map, k, v) {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

// src/model/resource.ts
var CLUSTER_SCOPED = /* @__PURE__ */ new Set([
  "Namespace",
  "ClusterRole",
  "ClusterRoleBinding",
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration",
  "CustomResourceDefinition",
  "APIService",
  "PersistentVolume",
  "StorageClass",
  "PriorityClass",
  "Node",
  "ValidatingAdmissionPolicy",
  "ValidatingAdmissionPolicyBinding",
  "IngressClass",
  "RuntimeClass"
]);
var ROOT = Object.freeze([]);
function resourcesOf(parsed, defaultNamespace, out = []) {
  const value = parsed.value;
  if (!isObj(value)) return out;
  if (typeof value.kind === "string" && value.kind.endsWith("List") && Array.isArray(value.items)) {
    value.items.forEach((item, i) => {
      const r2 = toResource(item, parsed.doc, ["items", i], defaultNamespace);
      if (r2) out.push(r2);
    });
    return out;
  }
  const r = toResource(value, parsed.doc, ROOT, defaultNamespace);
  if (r) out.push(r);
  return out;
}
function toResource(value, doc, base, defaultNamespace) {
  if (!isObj(value) || typeof value.kind !== "string") return void 0;
  const meta = isObj(value.metadata) ? value.metadata : {};
  const name = typeof meta.name === "string" ? meta.name : typeof meta.generateName === "string" ? meta.generateName : "";
  const ns = typeof meta.namespace === "string" && meta.namespace ? meta.namespace : defaultNamespace;
  return {
    apiVersion: typeof value.apiVersion === "string" ? value.apiVersion : "",
    kind: value.kind,
    name,
    namespace: CLUSTER_SCOPED.has(value.kind) ? "" : ns,
    body: value,
    doc,
    base
  };
}
function annotations(r) {
  const a = get(r.body, "metadata", "annotations");
  return isObj(a) ? a : {};
}
function labels(r) {
  const l = get(r.body, "metadata", "labels");
  return isObj(l) ? l : {};
}
function refOf(r) {
  return r.namespace ? { kind: r.kind, name: r.name, namespace: r.namespace } : { kind: r.kind, name: r.name };
}

// src/rules/types.ts
function defineRule(rule36) {
  return rule36;
}
var cut = /* @__PURE__ */ new Map();
function fillMessage(template2, data = {}) {
  let parts = cut.get(template2);
  if (!parts) cut.set(template2, parts = template2.split(/\{(\w+)\}/));
  if (parts.length === 1) return template2;
  const out = parts.slice();
  for (let i = 1; i < out.length; i += 2) {
    const k = out[i];
    out[i] = k in data ? String(data[k]) : `{${k}}`;
  }
  return out.join("");
}

// src/rules/engine.ts
var SUPPRESS_PREFIX = "webhook-cert-gate.io/ignore-";
async function runRules(model, rules, options) {
  const findings = [];
  const ruleIds = rules.map((r) => r.meta.id);
  for (const rule36 of rules) {
    const override = options.overrides?.[rule36.meta.id];
    if (override === "off") continue;
    const suppressKey = options.settings.strict ? void 0 : SUPPRESS_PREFIX + rule36.meta.id;
    await rule36.check({
      model,
      options: options.options?.[rule36.meta.id] ?? rule36.meta.defaultOptions ?? {},
      settings: options.settings,
      live: options.live,
      syntaxErrors: options.syntaxErrors ?? [],
      ruleIds,
      helm: options.helm,
      before: options.before,
      served: options.served,
      report(r) {
        if (r.resource && suppressKey !== void 0 && annotationOf(r.resource, suppressKey) !== void 0) return;
        findings.push(findingOf(rule36, r, override ?? r.severity ?? rule36.meta.severity));
      }
    });
  }
  return findings;
}
function findingOf(rule36, r, severity) {
  const template2 = rule36.meta.messages[r.messageId];
  if (template2 === void 0) throw new Error(`rule ${rule36.meta.id}: no message '${r.messageId}'`);
  const message = fillMessage(template2, r.data);
  if (r.resource) return toFinding(rule36.meta.id, severity, message, r.fix, r.resource, r.path ?? NO_PATH);
  const { file, line, column, template: source } = r.location;
  const finding = { rule: rule36.meta.id, severity, message, fix: flat(r.fix), file, line, column };
  if (source) finding.template = source;
  return finding;
}
var NO_PATH = [];
function suppressionOf(r, ruleId) {
  return annotationOf(r, SUPPRESS_PREFIX + ruleId);
}
function annotationOf(r, key3) {
  const metadata = r.body.metadata;
  const a = isObj(metadata) ? metadata.annotations : void 0;
  const value = isObj(a) ? a[key3] : void 0;
  if (value === void 0 || value === null) return void 0;
  return typeof value === "string" ? value : JSON.stringify(value);
}
function toFinding(rule36, severity, message, fix, resource2, path19) {
  const pos = positionOf(resource2, path19);
  const finding = {
    rule: rule36,
    severity,
    message: pos.note ? flat(`${message} (${pos.note})`) : message,
    fix: flat(fix),
    file: pos.file,
    line: pos.line,
    column: pos.column,
    object: refOf(resource2),
    field: flat(pos.field ?? (path19.length ? dottedPath(path19) : void 0)),
    template: resource2.doc.template
  };
  if (pos.rendered) finding.rendered = pos.rendered;
  return finding;
}
var FLATTEN = /^/;
function flat(s) {
  if (s) FLATTEN.test(s);
  return s;
}

// src/generated/rule-docs.ts
var RULE_DOCS = {
  "cabundle-invalid": {
    "why": "The API server skips PEM blocks of other types, blocks with headers and blocks that fail to parse; with none left, every call fails. The same holds for the caBundle of a webhook entry, a CRD conversion webhook and an APIService.",
    "howToFix": "Set caBundle to the base64 of a PEM CERTIFICATE block of the CA.",
    "example": 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: v}\nwebhooks:\n- name: v.example.com\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    url: https://hook.example/validate\n    caBundle: bm90IGEgY2VydGlmaWNhdGU=   # <- "not a certificate"',
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cabundle-mismatch": {
    "why": "The API server verifies the served chain against caBundle only: a caBundle that does not hold the shared Secret's CA fails every call (fail-open under Ignore), which is the write war's symptom. Every holder is checked alike: each webhook entry, a CRD's conversion webhook (spec.conversion.webhook.clientConfig.caBundle: conversion of stored objects fails, so reads and writes of the other versions fail) and an APIService (spec.caBundle: its whole API group becomes unavailable), whenever the inputs hold the Secret served behind its Service (mounted by the workload, or named by an injector annotation).",
    "howToFix": "Set caBundle to the shared Secret's CA, and give caBundle one owner (the controller or cainjector).",
    "example": '# bundle holds an unrelated CA. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMxVENDQWIyZ0F3SUJBZ0lJTjloSE96YlBkMDR3RFFZSktvWklodmNOQVFFTEJRQXdHREVXTUJRR0ExVUUKQXd3TlQzUm9aWElnVW05dmRDQkRRVEFlRncweU5UQXhNREV3TURBd01EQmFGdzB6TlRBeE1ERXdNREF3TURCYQpNQmd4RmpBVUJnTlZCQU1NRFU5MGFHVnlJRkp2YjNRZ1EwRXdnZ0VpTUEwR0NTcUdTSWIzRFFFQkFRVUFBNElCCkR3QXdnZ0VLQW9JQkFRRGtJZlBTN2xrTlcrdWYvbDJHbkRETXlybVo0Znk3YXVpeEdXV2F5RFczbnVIV1J6SlYKUFdjQm1iRWptaUZkNXlqNE1RQ1VqYSsvQTE4dytRMzFYU1FzaklJdDluaGpCODJQUVgyK3BrWDVKbUtacEZ2TApJQWhaVFkxTUtRc0E2TjBzRGRlUkRsODAweW1CT04rQVp6VGlNdWg5UVNSaGZCYklHZjdrdlhRVDdTNytlbElICnZuazIrcmljb2ZNUzQ3WXdpbDFXZjBRekhmdS9PVnJmZ1hPRDRhQ2dDNkEwSTRmZ3d1U2pMTTVxUzVsdEgyS2oKeW1GL2RGbHhPRjJrZEdieU8ySmxBMklvZ1NNd3RQRUxRTm5JZWN6bnJnUG9ZRnArWXpZcy8rcFB5RGV1SUszUwpROTU3U2JFMDlNWVAzblcvNHlzTm4rYnh6NDV0QjRGK2FvaGRBZ01CQUFHakl6QWhNQThHQTFVZEV3RUIvd1FGCk1BTUJBZjh3RGdZRFZSMFBBUUgvQkFRREFnRUdNQTBHQ1NxR1NJYjNEUUVCQ3dVQUE0SUJBUUFNZ0pSeEtYWGsKQ0ZPVkpZYlJYc25tMTBlenc2MDhBbllsd0tnL3hrZ3ZPRXNzTWdpY3lZa292ZVllTU1HZmRFM3JPU2pHRjFBVwpSSVZTNDFsRDkvaDUyWkpvQjh1RTFkSjVaYitUc2dwakZDMGUrNEd3SUwrcjI4V3FpQ0pQS1pyakx1dllmdXp3Cjg3R3o0bk1BZ1YvbUlBbG5PYmpWam9QK0Z4Y283QnlxYVpDQjl5eStyVUFocWtSUGt4RHI4Mkg0RUdIcXQyQloKNjdob1pvUk1CWTAvcElRTWZENkx0VmhCaWdDUlZtQ05CMEw1Q2ZiTDJXeHA3K01BT3AybTNhQkJNcXVKcEU0awpBUDZwNTNLUWdtWWIzKzQzWEdhZjNBUFg3N3BEcGZvMDE2RmZhL0JJU3lPUWtOTlBRUEIybyt0cjJsTHNxSnpBCi90MVFGNEp5ZzFGNAotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJAKHyYw3Lt4IiMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQBt\n    0GoJ2+NapA2oDVBVJahOIxRpBgDl/dE+GMvQX+v8Nu+6dd7m19xO0dK3iFQ8xtJE\n    T/igSJNl9IC2F0wnLEgRWRg238SLd+TzYRtRdXfZd/5ZkteKljJv4IrBG8UDLPNC\n    LFx9otW0CV5TMWJiGU709Mx4ODcC68plB86LmJOL7yV0OARAYylmkwIdwLKD1qwC\n    ERk8Haqmwd8hXHi+I9hF6HK+72GXZUf4sOpv6bJNrvkDJybieTRqyX6FlauUdsXZ\n    CW4NGPwJ+63zsE03bGnm08YeHJ7jAbFpC/QDzpzS4ny9/ZoO+mrLlZqbdrBrCSdC\n    HFY9pAWM13EoIjjUHQMQ\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs',
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cabundle-multiple-owners": {
    "why": `Each caBundle owner writes its own CA: cert-manager's CA injector with server-side apply and forced ownership, the webhook controller on every sync, a kube-webhook-certgen patch Job at each install. Two owners that disagree turn the write war of eight replicas into a write war of two kinds of writer, and the caBundle flips between CAs. The same holds for every caBundle holder: webhook configurations, CRD conversion webhooks and APIServices (cainjector injects into all of them; KEDA, Crossplane and Karmada had wars there). Owners come from the profiles and the owner catalogue (docs/effective-state.md): controllers known by image (the Vault injector, Gatekeeper, KEDA, Kueue, ...), injector annotations, patch Jobs, an Argo CD Application that syncs the holder without ignoreDifferences for caBundle (or self-heals without RespectIgnoreDifferences), and Helm when the chart renders a caBundle someone else writes. A workload whose ClusterRole lets it update or patch a holder it serves (or names) may be a writer too: when the war needs such a writer, the finding is a warning that says which fact would settle it. Certainty comes from evidence (docs/effective-state.md, "Certainty"): an error needs two writers the manifests plus the model prove (a catalogued controller, by image or name, whose settings as rendered make it write); RBAC alone, an uncatalogued image or a setting the inputs lack make a warning. A toggle that turns a controller's writing off (Gatekeeper's --disable-cert-rotation) removes that writer, and its RBAC does not bring it back.`,
    "howToFix": "Give caBundle exactly one owner: either remove the cert-manager annotation (or the patch Job), or run the controller in a mode that only reads cert-manager's certificate (OpenKruise EnableExternalCerts, Gatekeeper --disable-cert-rotation, KEDA certificates.certManager.enabled) so cainjector alone writes caBundle. Render no caBundle field that a run-time owner fills; give an Argo CD Application an ignoreDifferences entry for it with the RespectIgnoreDifferences=true sync option.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n---\napiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata:\n  name: koordinator-mutating-webhook-configuration   # patched by koord-manager\n  annotations:\n    cert-manager.io/inject-ca-from: koordinator-system/koord-webhook   # <- and by cainjector\nwebhooks: []",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cabundle-writers": {
    "why": "The write-up's diagnosis (section 3) starts from the written object and asks who writes it. managedFields name a writer by its field manager, so the replicas of one Deployment look alike; the API server's audit log records every request's user, user agent and source addresses. Several writers of one caBundle with 409 Conflict answers are the write war: each replica overwrites the others' CA, the API server refuses the stale writes, and etcd pays for every one. Writes from replicas that do not hold the workload's leader-election Lease show that leader election does not guard the certificate sync.",
    "howToFix": "Give caBundle a single owner: one shared certificate Secret that every replica serves, and one writer of caBundle (the leader, or one injector). The writers named in the message are the ones to change.",
    "example": "webhook-cert-gate diagnose --audit-log /var/log/kubernetes/audit.log --kubeconfig ~/.kube/config"
  },
  "cert-eku-server-auth": {
    "why": "Go requires serverAuth on every certificate of the chain that carries an EKU extension, the anchor included (unlike OpenSSL, which checks only the leaf).",
    "howToFix": "Reissue with extendedKeyUsage serverAuth (or no EKU extension) on the leaf, intermediates and root.",
    "example": '# leaf EKU clientAuth only. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIC+zCCAeOgAwIBAgIJAN6LTxPQJ0soMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNEMEIwDAYDVR0T\n    AQH/BAIwADATBgNVHSUEDDAKBggrBgEFBQcDAjAdBgNVHREEFjAUghJ3ZWJob29r\n    LnN5c3RlbS5zdmMwDQYJKoZIhvcNAQELBQADggEBAEnui0bxEdHigwFPH8aLArnY\n    g0G7FKhffbV0dqOVSETpep55p42ushTP2R6Y7W+M7e1cMzMUolhSGnAUNVEhqeyX\n    +A4wOpLs0cenRKijmrXRg8PmGygQLP3G3CgrZN0waX9Et1ZVxnst+HGwJad5rRwO\n    6TGK34aXuaj67uTSae1nYEOM+eJAGMgUDVGoZAZSMpAFa1MDlz54z4L+4pNLPE5X\n    X19vXJXN6ZlrKEOAeMAcaPxt35emB+3vRbVkp7zlVKJ2lIcXq00jQsqI2Oaw/eR0\n    PIIqqD25FATRiyCNfOUY0E5OtoTp77Sj3RmEFF9ApmzkqAVTV0oH62DfzXz+mKM=\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-expired": {
    "why": "Validity is checked for every certificate in the chain, anchor included: an expired CA breaks every replica at once.",
    "howToFix": "Renew the certificate (and the CA if it is the one expired) and roll the Secret and caBundle together.",
    "example": '# leaf expired. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJALNwveGVKpdGMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0yNjAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQBN\n    YaLmQhfiWmdZCJP+TgCE3Qguf1thK1a95TKa0r6FDFHVvgEF+dazAyMxT6AaZgx2\n    RbDXbRtZoqkZKRFS06cIxH8MHQzC/9SS/0BM31wbbDFlfApIIa/xOsWD4v5BMDyH\n    VarI7ONJjrpQE7Qr3lCo4pZFvsRZoYwJW0FZz6fsgteP987GwkJvnGsAgC+f0i6Y\n    rbYbnxnFAU+/mSKXeFRJiIvurM2mbks/mnE3p+uUGlPZf6xW92FyTvmv8NvaD9wQ\n    Bw1kJuOlNNUVGzYDU+6i7+G7iar0fLxvvnoHYdMx5pSrdnW0iMMj4xz3PpYiVbH2\n    6WoE2rVrRP4FnhVPDlkX\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-expiring-soon": {
    "why": "The Secret writer replaces a certificate that expires within its renew window: a provisioned certificate inside it is thrown away at the next start and every replica races to mint a new CA.",
    "howToFix": "Renew now, with a validity that ends well beyond the renew window (webhook-cert-gate cert generate --days 3650).",
    "example": '# leaf expires in 10 days: accepted, warned. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJAMAZctM7i9sDMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0yNjA2MTEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQB7\n    UFhmw3i1nwXXzzgHsMKC/taq1TtYv55MxdKW5BfxAMpGWJ/EHbk8Em3YNfxnWktL\n    XQNhzSCwzHFQo7czstxZ5mB2Gyylg4M8r12YyMoo1N1tdOE1GyPKzgTt5Wadp/Ym\n    BcAxi0YX+lVEwk3FgV0mE00rOCcDGpDQqE74dvKxAgnI2WpwJnqr08ypv4+l9eRP\n    pTO0u8aT2tUZH7Nj/m7VeJnIkshg33gpfwHeMUIYBw0yeLlufikru7vUV7OcXWpN\n    JnAdSv+S9u+rCKTBiivGnNQTCi1rCpmrHcOkY+A0FJYx/iTqfRmoJBok3JYigX1M\n    wVFm1b+XuHI9E7OIizPl\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-hostname-mismatch": {
    "why": "The API server checks only subjectAltName (never the Common Name): <service>.<namespace>.svc for clientConfig.service (a webhook entry, a CRD conversion webhook) or an APIService's spec.service, the URL host for clientConfig.url (IP literals only against IP SANs). A missing name fails every call.",
    "howToFix": "Reissue the certificate with a DNS SAN (or IP SAN) for the dialed name; for WEBHOOK_HOST, that host.",
    "example": '# name only in the Common Name, no SAN. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIC2zCCAcOgAwIBAgIIDvCvzYKxtNgwDQYJKoZIhvcNAQELBQAwFzEVMBMGA1UE\n    AwwMVGVzdCBSb290IENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFow\n    HTEbMBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkqhkiG9w0BAQEF\n    AAOCAQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG58p7s0Hjv0kc\n    2sB6krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpHbkEzVKvFXX4q\n    ucj0TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7HmKTQKM7wUT4l\n    GRQ/WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+IMD771W/eDfg1\n    2BrAWR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcHsQijuCCN9Dv/\n    TVvwt1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABoyUwIzAMBgNVHRMB\n    Af8EAjAAMBMGA1UdJQQMMAoGCCsGAQUFBwMBMA0GCSqGSIb3DQEBCwUAA4IBAQA4\n    4QZg5pWdYWsp1Xe17qndMtkDCgSH1vm8SWSIwb6ZRVREz6adQgaFdumRFgdekdH0\n    mW+focnX6mdqNUOfDUuoiJyqgb5BfEJVETele3VXgvU7JczfVpenrsY5cK2QmlBe\n    Tx1Ie/QbTpGkjUUze5aR/IZqFCRY04ThhapoVg9M8R64Z63z+sC9cCo7cB8z/hbv\n    bOv4audpjQI6QYwpSs90e0MgQwXfKHUO27eG9S7GqBn+77v6fHfgGopBkwir0x8O\n    18rIiRJmMyR1Ice9NZgFmARs0VCxIc3GkQKpDSBvgjICfz3qMLkZOWngyxEyaS6P\n    uo3B62uSdkGgadKOL0fR\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs',
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "cert-key-mismatch": {
    "why": "The TLS handshake proves possession of the leaf's key: with another key the webhook cannot complete a handshake at all.",
    "howToFix": "Store the key that was generated with the certificate; regenerate both together if it is lost.",
    "example": '# a valid chain, but tls.key is empty: the server cannot prove it holds the key. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDEzCCAfugAwIBAgIJAMTnb6b4NidLMA0GCSqGSIb3DQEBCwUAMB8xHTAbBgNV\n    BAMMFFRlc3QgSW50ZXJtZWRpYXRlIENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEw\n    MTAwMDAwMFowHTEbMBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkq\n    hkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG\n    58p7s0Hjv0kc2sB6krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpH\n    bkEzVKvFXX4qucj0TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7H\n    mKTQKM7wUT4lGRQ/WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+I\n    MD771W/eDfg12BrAWR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcH\n    sQijuCCN9Dv/TVvwt1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABo1Qw\n    UjAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIFoDATBgNVHSUEDDAKBggrBgEF\n    BQcDATAdBgNVHREEFjAUghJ3ZWJob29rLnN5c3RlbS5zdmMwDQYJKoZIhvcNAQEL\n    BQADggEBAH869fBXR7vjQBDMsFTTl2L8Y15E9UPw0LBe6fFDhAbi141ShxalEYCL\n    DDPvGfDtEMPlmqde22s6WPYsQhVVJWXTQVTsBMWm4KPKzZunK/SmEU5k3cjTRc6Z\n    xty8Ne7pUrVa2YVu2gZjrEwQRlf+wzujCmi8mSQKucF73cixx0mEkirLdaaqCUgA\n    +Nx5xNu6pt3KBQGLF+JCrZsHDWnVjxQzPhDQqR+tyqKMwY+ro6ezOMg9b11untXr\n    8zqZQzafGJ91H5WrDWQ8F6yR+eS/qob242/WqSlvaE5T7b6yGIaMBhlNUmmHvqnE\n    r65gMxDwQWeN4BZpco6Io5RL/3nkYUU=\n    -----END CERTIFICATE-----\n    -----BEGIN CERTIFICATE-----\n    MIIC2zCCAcOgAwIBAgIIGqYDsMV5xG0wDQYJKoZIhvcNAQELBQAwFzEVMBMGA1UE\n    AwwMVGVzdCBSb290IENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFow\n    HzEdMBsGA1UEAwwUVGVzdCBJbnRlcm1lZGlhdGUgQ0EwggEiMA0GCSqGSIb3DQEB\n    AQUAA4IBDwAwggEKAoIBAQC8cDV8Nnc2EqyJA1XDircUE08ZYlW9wwqOCuoHHz6N\n    Gwn8inRA9aM71s2qCuB0lyko4IpZaeNuPTH+Gi9wZgbW368nO80OkfXFBQo2MJRW\n    gm/hYWanQoJ2lA+yH2SV7blsYN1bk04To7y0UlCUMtg1Bl0yrisCUPnZJIpEpLr1\n    i+Fo2HOfgFvPU18eGMX6UuPn7WqB4vUzxBC54coBufKmDW7okQi3YUKqcPKvTyNw\n    ZASNq8bk013FooKQYHCzqMZ7l+i1k3LEnKBRbSoeoxCVcVQHlm7xOeoKaj6nqE59\n    EagoMkj93kJVQnuGUUOAedLc5rPjM5n56cKWGvWliBcNAgMBAAGjIzAhMA8GA1Ud\n    EwEB/wQFMAMBAf8wDgYDVR0PAQH/BAQDAgEGMA0GCSqGSIb3DQEBCwUAA4IBAQCp\n    Eo0seQzW9jwbFinHw422T0zUk75Ug2bjsN5+OAd/NYy3Meydof04ah5imCbuvhcI\n    V3IZbwRZmcouhFnLre7XXS/9BuikdRXTIIva0K796D5z1EGmPf4fGMUFTjxEsg1X\n    188xkL4cnh4iyLpO5DwwkUV0amsFsWBoP/j1iWhw+0cjVD/PQhs8JgsHkFkTm2ud\n    nxfaOjd+rheBlar6S5Yz1kbMBj3F3VYIEgsfp2qw0w/bIU6xhKs+HjI1xgItJcRG\n    5ZrEmB0YEtuGcfawu4dDa0quXnVry1tfiZV4ZXUUzrUZNeGjCwFI9IeOZ4y/VN/a\n    vW6SeikE3ooV3rFCCgOX\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-malformed": {
    "why": "Every served certificate is parsed, extras included; duplicate extensions, negative serials, unknown critical extensions or an RSA-PSS key fail the call.",
    "howToFix": "Regenerate the certificate with a standard tool (webhook-cert-gate cert generate, cert-manager, openssl req -x509).",
    "example": '# leaf key on secp256k1: Go cannot parse it. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIICPTCCASWgAwIBAgIJAKrpxkrFfrxeMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzBWMBAGByqGSM49AgEGBSuB\n    BAAKA0IABB4PbLJr5Mjmrh0NcHs4O0VOZIwP3Qhrc1Ekwn5c/ST+iQDJDwxmuuA1\n    RATXmS/4MkoD46QIk31FhuGzL+3ahKejVDBSMAwGA1UdEwEB/wQCMAAwDgYDVR0P\n    AQH/BAQDAgWgMBMGA1UdJQQMMAoGCCsGAQUFBwMBMB0GA1UdEQQWMBSCEndlYmhv\n    b2suc3lzdGVtLnN2YzANBgkqhkiG9w0BAQsFAAOCAQEAf0q+0Rq+f6W0c9cAxYAL\n    fSxtq6nnrHeyiQYYxhguQutb7pSusEI3pCi3k6xolLnk8/Lky980MZMqCmwU69Oa\n    WKibzNd7pIZ2RT680rXYrXeS6vWKqLiOqiGATeUtjUCwLxemx44eaY2MJANN9OT8\n    kbRHGjknMworhc92yC0TV7thpprk6Es5im6GcrpRnOMfY9YRMbu5uxD6yZjk4m/3\n    THOKWy5eym45ZIsht5ZarTLt6mVaAsb6NpWtDQx1MHCwRTXDjSA7RbqbfZGq0JJb\n    ilLRhSVDzsgLrcg5Y6VUSQ+exnntv5iMQIKjf6gqQ0Su+Ufc04A64wA9RyyEe7Uh\n    uA==\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-not-yet-valid": {
    "why": "A notBefore in the future (clock skew, a certificate minted for a later date) fails the handshake until then.",
    "howToFix": "Reissue with a notBefore in the past; check the clock of the machine that issued it.",
    "example": '# leaf not yet valid. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCzCCAfOgAwIBAgIJAJ5sIdbDaJeHMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNjA3MDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MB0xGzAZBgNVBAMMEndlYmhvb2suc3lzdGVtLnN2YzCCASIwDQYJKoZIhvcNAQEB\n    BQADggEPADCCAQoCggEBALMa8w6mMoMKtomB+3lBVkYI5+V1rv+sxufKe7NB479J\n    HNrAepKz2ldL3zKi0kyZ0SkbnlH25bDyADgcCLGwpuGWunj3GWxqR25BM1SrxV1+\n    KrnI9E4mDuwIjzQFj6JmeyN0Tji5v9wSP6qzKMTA04D/XtxcrO1ux5ik0CjO8FE+\n    JRkUP1jGh35E2pUHYafFfwp46g6sQhok6pxTSfTkDvIsfBZm52vPiDA++9Vv3g34\n    NdgawFkdLbXD2qPV2vimJGmgmwVFP0bFlFiEIKL0Ze2SL5uFBOD3B7EIo7ggjfQ7\n    /01b8LdbsNHy7U0R+OR0sfBcxaK1KRIxIjkrAWplw1ECAwEAAaNUMFIwDAYDVR0T\n    AQH/BAIwADAOBgNVHQ8BAf8EBAMCBaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwHQYD\n    VR0RBBYwFIISd2ViaG9vay5zeXN0ZW0uc3ZjMA0GCSqGSIb3DQEBCwUAA4IBAQB+\n    lV0JIoM5eZFex3alqAhcxeWQBCwNqrEfU5qaA7WwyGwMJ/UJAYmxEmvOilorQQCo\n    DZZEkXNVM4TO43k57hB7kKjk0E1PJJXjze/iFlyO6kMxRnIwQBNgHo9TBz5iL0uJ\n    r0qr3X/m8AjHir3yWuIANt/BewDK285VKZbtTGHXaZFmhgmnSW2QOOBaYpsw6aw3\n    aAQGUsWQSwxmNDboFzA9AwXnpHiPIWNeXvCQF9W32mOrNuq5y87vtOoa7LxV+DYF\n    qhO/8Ku8vB9WJQk9q6VsH+NruYO4iYKg8h7y9xBpZeSwpbi6MpVAVah3gv2Mx8Hm\n    wIlTfBtT4Q5hE5RP5JkU\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-untrusted": {
    "why": "The API server builds a chain from the served certificate to a caBundle certificate (byte-exact issuer/subject, parents must be CAs with keyCertSign, no SHA-1/MD5, RSA \u2265 1024). If it cannot, every admission call fails TLS.",
    "howToFix": "Issue the serving certificate from the CA you publish in caBundle (webhook-cert-gate cert generate), and serve any intermediates after the leaf.",
    "example": '# intermediate with CA:FALSE. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDBzCCAe+gAwIBAgIJAL3J8XhbDEZRMA0GCSqGSIb3DQEBCwUAMBMxETAPBgNV\n    BAMMCE5vdCBBIENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFowHTEb\n    MBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkqhkiG9w0BAQEFAAOC\n    AQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG58p7s0Hjv0kc2sB6\n    krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpHbkEzVKvFXX4qucj0\n    TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7HmKTQKM7wUT4lGRQ/\n    WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+IMD771W/eDfg12BrA\n    WR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcHsQijuCCN9Dv/TVvw\n    t1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABo1QwUjAMBgNVHRMBAf8E\n    AjAAMA4GA1UdDwEB/wQEAwIFoDATBgNVHSUEDDAKBggrBgEFBQcDATAdBgNVHREE\n    FjAUghJ3ZWJob29rLnN5c3RlbS5zdmMwDQYJKoZIhvcNAQELBQADggEBAJF7L6zd\n    T2RVeq7tehqrWaRvXaA8VoYJskM+uOKUvCSCQjkCpXsJ4+/S8Ihk6R7XeINgPMQk\n    L5YSRcVzFBkRzNHFhsrLc7qomCQJm2rqjZi9enzkx+tFfzfDvKamB08jO3/Ml362\n    y6ULrk1gHPleNmUe6UKb6dmno0oMNyBe8vFMG6vNFUwo7VW655cu/kOQBrM5QGLj\n    vjCIpYr/glPWNx9rrXQJEhSZ0XSPzRTJ480QDCSchyl5m4u+a8JispXMX09XPi8y\n    Tm9gkNrKSX3lrYOCtEWQb7bpKRUPadseTsLJAuVGG0VaYpdsgG82N9Laaw3UvQsl\n    3gf5t2kwd68b0SI=\n    -----END CERTIFICATE-----\n    -----BEGIN CERTIFICATE-----\n    MIICzTCCAbWgAwIBAgIJAJqPBuVr0eCqMA0GCSqGSIb3DQEBCwUAMBcxFTATBgNV\n    BAMMDFRlc3QgUm9vdCBDQTAeFw0yNTAxMDEwMDAwMDBaFw0zNTAxMDEwMDAwMDBa\n    MBMxETAPBgNVBAMMCE5vdCBBIENBMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIB\n    CgKCAQEAvHA1fDZ3NhKsiQNVw4q3FBNPGWJVvcMKjgrqBx8+jRsJ/Ip0QPWjO9bN\n    qgrgdJcpKOCKWWnjbj0x/hovcGYG1t+vJzvNDpH1xQUKNjCUVoJv4WFmp0KCdpQP\n    sh9kle25bGDdW5NOE6O8tFJQlDLYNQZdMq4rAlD52SSKRKS69YvhaNhzn4Bbz1Nf\n    HhjF+lLj5+1qgeL1M8QQueHKAbnypg1u6JEIt2FCqnDyr08jcGQEjavG5NNdxaKC\n    kGBws6jGe5fotZNyxJygUW0qHqMQlXFUB5Zu8TnqCmo+p6hOfRGoKDJI/d5CVUJ7\n    hlFDgHnS3Oaz4zOZ+enClhr1pYgXDQIDAQABoyAwHjAMBgNVHRMBAf8EAjAAMA4G\n    A1UdDwEB/wQEAwICBDANBgkqhkiG9w0BAQsFAAOCAQEAccgy3Fzms+5RiOY+oYjG\n    EP5tbaJZ2nIFcPqvOeNs4masIesfhsYda3eefgzwjJ9k6q4R76G/EiJRXnWmrQY2\n    PNpFM9FOuuPhIgT0z5cK208l+uLZJw2PKtmHAEJq64aEmh/ty6Ymm0lWivNfscBv\n    x0Tyn1iza3TFOq1Fo6t9AfVS/riAjCpU7RPjuVBU0BTF4DtKcaQe36tiLg0EfR6T\n    I8n99UsC8KMEPKKUcVfCcqrtGHNPbLBgurZ1NBJEPmlULfPEy22yKDxuqxuTrqlu\n    0QTNXzy5+LpQk3EwqV1eoB/1QtyeV9SbqCYpKBc3HfeP9s/ZC1jpTWKJpKlQiO0L\n    AQ==\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "cert-weak-crypto": {
    "why": "Go refuses SHA-1 and MD5 signatures on parents, RSA keys under 1024 bits (Go 1.24+), and EC curves other than P-256/384/521.",
    "howToFix": "Reissue with SHA-256 signatures and RSA-2048, ECDSA P-256/P-384 or Ed25519 keys.",
    "example": '# leaf signed with SHA-1. Checked at 2026-06-01: webhook-cert-gate check --at 2026-06-01T00:00:00Z example.yaml\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: webhook}\nwebhooks:\n- name: validate.webhook.example.com\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  rules: [{operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps]}]\n  clientConfig:\n    service: {name: webhook, namespace: system, path: /validate}\n    caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMwekNDQWJ1Z0F3SUJBZ0lJSzdqZWxGOGM2Y0l3RFFZSktvWklodmNOQVFFTEJRQXdGekVWTUJNR0ExVUUKQXd3TVZHVnpkQ0JTYjI5MElFTkJNQjRYRFRJMU1ERXdNVEF3TURBd01Gb1hEVE0xTURFd01UQXdNREF3TUZvdwpGekVWTUJNR0ExVUVBd3dNVkdWemRDQlNiMjkwSUVOQk1JSUJJakFOQmdrcWhraUc5dzBCQVFFRkFBT0NBUThBCk1JSUJDZ0tDQVFFQXJDTStYTjhVNEtFamdXY1hsZDBNZzRUbUIrVDU2SVBYTVlWYVdaaURSVXVVeUphMm94bDMKYldYK1hiUDNoRWp1MkM3bkRXR0lUdFJHMGU2aTQyRSsyZHNRaGUwd3hmZ3lPcHlQazBCbFEyYWM3ZWUwLzBzWgpoLytQQUZHVWE5ZTNHV0V6RUpZNWlUMGQ4RTZXRnhuUG42ZkF1VjZ1Y01nMlpwNmMrekVyN21DY3E0Q2V4VUhGCkZLd1d4TXROR3UzdjVUVm56UjE2aUQ2TThKdXg2dEpraHJUT2NGZU5WNW1sV0dORU41ZjYzNzVEeStGVnJUT0IKanNKVzhvWk5RaDBWVm1zMHFhbytEQXJNUXl0dVhuWVhvV3BGL1BLc1MxbEtseGllN2tqMC93WkhzUnI4RjVlKwpLU3lPRDN0TXh5eTBOTE5QZnJKZEtDSGx0T0J1S0dBRTh3SURBUUFCb3lNd0lUQVBCZ05WSFJNQkFmOEVCVEFECkFRSC9NQTRHQTFVZER3RUIvd1FFQXdJQkJqQU5CZ2txaGtpRzl3MEJBUXNGQUFPQ0FRRUFKT0tEbWpRcU1vS0cKU3B1Y1NJaFFPZGNNMWFoRVN0T25BNjFuMUR2ZXpmZVR0ck95Nm83bTU2b1dJeEluOXZJRUZLMFVrVlBKZ3o0awpDODhzUEFvdzB6NG1OSlVKaXdocnMxbXNmOEt0RnR3RU56NDZjMEVHSlVXOUtGSVY2WGlaWENlSUtuTis2RkM2CmdrNCtFZ1N2SGZwT3p5UU5aL0M0VUo4Y1hCckwrTnRvaWF6WjBPS25UWWh2NHY0Ry94bHFiZ0V1YmxjakZzRjMKZ2Z6NHVKNXN6dzJoNGc3akxEcXF5Y3hlK3p3SjNPdFpUb1ZoZ2lQOHNlQWYzR1lob01OSlczNXlrbUNxcVlsZApBL05FMkVqV1puYzdJbHlnRDRrYWk0UHd4NEpwNmx2R1ZIY2t0bjdCMmN0UDNpVDF6S2RiUVIxOUJKM2I5S25zCjc2SHZOZU9LQ0E9PQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==\n---\napiVersion: v1\nkind: Service\nmetadata: {name: webhook, namespace: system}\nspec:\n  selector: {app: webhook}\n  ports: [{port: 443, targetPort: 9443}]\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: webhook, namespace: system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: webhook}}\n  template:\n    metadata: {labels: {app: webhook}}\n    spec:\n      containers:\n      - name: server\n        image: registry.example/webhook:1.0\n        volumeMounts: [{name: tls, mountPath: /tls, readOnly: true}]\n      volumes:\n      - {name: tls, secret: {secretName: webhook-tls}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: webhook-tls, namespace: system}\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDCjCCAfKgAwIBAgIIRRFnLqzsT6UwDQYJKoZIhvcNAQEFBQAwFzEVMBMGA1UE\n    AwwMVGVzdCBSb290IENBMB4XDTI1MDEwMTAwMDAwMFoXDTM1MDEwMTAwMDAwMFow\n    HTEbMBkGA1UEAwwSd2ViaG9vay5zeXN0ZW0uc3ZjMIIBIjANBgkqhkiG9w0BAQEF\n    AAOCAQ8AMIIBCgKCAQEAsxrzDqYygwq2iYH7eUFWRgjn5XWu/6zG58p7s0Hjv0kc\n    2sB6krPaV0vfMqLSTJnRKRueUfblsPIAOBwIsbCm4Za6ePcZbGpHbkEzVKvFXX4q\n    ucj0TiYO7AiPNAWPomZ7I3ROOLm/3BI/qrMoxMDTgP9e3Fys7W7HmKTQKM7wUT4l\n    GRQ/WMaHfkTalQdhp8V/CnjqDqxCGiTqnFNJ9OQO8ix8Fmbna8+IMD771W/eDfg1\n    2BrAWR0ttcPao9Xa+KYkaaCbBUU/RsWUWIQgovRl7ZIvm4UE4PcHsQijuCCN9Dv/\n    TVvwt1uw0fLtTRH45HSx8FzForUpEjEiOSsBamXDUQIDAQABo1QwUjAMBgNVHRMB\n    Af8EAjAAMA4GA1UdDwEB/wQEAwIFoDATBgNVHSUEDDAKBggrBgEFBQcDATAdBgNV\n    HREEFjAUghJ3ZWJob29rLnN5c3RlbS5zdmMwDQYJKoZIhvcNAQEFBQADggEBAKwY\n    dhZ1GjPa22GqzY0p5rLuCPuPCqONhvlO27qwOXQtts01Us+1mmU5GnROvEXQfa8h\n    bgquk5ZYR4VqR05MmnG0ImJQ++xYOGqmenJJSmvvKqi5PPj3BErQ1Rvi36CiPxnS\n    9QsFGKd9N600V5ELc9JCY4eyZFmxuzP/Y1JzTaIaIEpy0uxZ6eMXwV4XjdrWoQSM\n    MdJW6Tr5/MAPplkJHQh0FDzSav1rNP8GnAAGDk5idMyd2xl7/N516w6BNe0OHHDX\n    LYnrwm9PcjIAPiOUbJO83UN4LZNEOj+OwuQ+N6kevbQlsHTD2YxFHdfnTgZBK8MQ\n    +EwK8MORUhQT3/NAkf8=\n    -----END CERTIFICATE-----\n  tls.key: ""   # the served key is left out of the docs'
  },
  "gate-permission-missing": {
    "why": "A gate that cannot see the shared Secret, the webhook configurations or the controller's pods cannot tell a write war from a healthy rollout. It runs every other check and says exactly which permission is missing, rather than passing blind or stopping the sync with no finding.",
    "howToFix": "Add the Role (or ClusterRole) rule named in the message to the gate's RBAC; with deploy/argocd, set the Secret and configuration names in its settings rather than editing the rules.",
    "example": "webhook-cert-gate cluster -n koordinator-system   # with a token whose Role lacks get on the Secret"
  },
  "helm-value-unused": {
    "why": "Helm drops a value no template reads, without a word: `--set-string webhook_host=lb.internal` on a chart whose templates never read `webhook_host` renders exactly what the chart renders without it. Whatever the value was meant to change (an external webhook host, a certificate writer, a replica count under a misspelt key) does not happen, and a check of the rendered chart passes for the wrong reason: the setting that starts a caBundle write war in a fork of the chart is invisible in the official one, and the reverse. With a chart folder, the chart's own templates decide (a read of the key, or of any key above it, such as `toYaml .Values.manager`, counts; a chart that passes `.Values` on whole is taken to read everything; keys of subcharts and `global` are left to the subcharts). With values but no chart folder (`--chart NAME`), only the profile's values mapping is known, so the finding says the value was not checked.",
    "howToFix": "Remove the value, or set the key the chart's templates read: fix a typo, use the official chart's key instead of a fork's (or check the fork's chart folder), or move a value meant for another chart. Without the chart folder, give it as a PATH so its templates decide, or map a forked chart's key under `values:` in .webhook-cert-gate.yaml.",
    "example": "webhook-cert-gate check charts/koordinator --set-string webhook_host=lb.internal\n# the official chart's templates never read webhook_host: helm-value-unused at --set",
    "seeAlso": {
      "Helm charts and values": "helm.md"
    }
  },
  "multi-replica-webhook-unshared-cert": {
    "why": `With WEBHOOK_HOST set and no explicit writer, the controller picks the per-pod "fs" certificate writer: every replica mints its own CA and every replica (not only the leader) rewrites the same caBundle of the cluster-wide webhook configurations. The result is a write war (PUT, 409 Conflict, re-sync), etcd load, and admission calls that fail TLS whenever the load balancer reaches a replica whose CA is not the current caBundle (fail-open under failurePolicy Ignore). Controllers of the owner catalogue that mint per process unless a leader elector is on race the same way: the Vault agent injector's auto-TLS without AGENT_INJECT_USE_LEADER_ELECTOR (default false) makes every replica take the leader path (hashicorp/vault-helm#331). When the elector is set from an object the inputs lack, the finding is a warning naming that setting. A DaemonSet runs one pod on each node it is scheduled on, a count the manifests do not show: a per-pod writer there is a warning naming that count, unless a nodeSelector on kubernetes.io/hostname (or node affinity naming one node) pins it to one node. Certainty comes from evidence (docs/effective-state.md, "Certainty"): a workload tied to the lineage only by its env (no image or name a profile knows, only RBAC over webhook configurations or a holder that calls it) is a warning naming which controller it runs, never an error; so is an uncatalogued workload that RBAC lets write caBundle.`,
    "howToFix": "Share one certificate: set WEBHOOK_CERT_WRITER=secret and SECRET_NAME=<secret> on the controller, provision the Secret once (webhook-cert-gate cert generate), then roll out with maxUnavailable: 0. For a catalogue controller, turn its leader elector on (the Vault chart does so with injector.leaderElector.enabled and more than one replica), or run one replica.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 8\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.5.0\n        env:\n        - {name: WEBHOOK_HOST, value: webhook.internal.example}",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "object-duplicate": {
    "why": "kubectl apply of a folder or stream that holds one object twice (same kind, namespace and name) applies both in turn: the later replaces the earlier, and nothing says so. A replica count, a certificate writer or a caBundle owner set in the first copy is then not what runs. The gate checks the object as the cluster will hold it, the later copy; this finding names the one that is lost. Objects of different scopes (two environment folders, two kustomizations, two Helm releases) are different objects and never reported (docs/checking.md#scopes).",
    "howToFix": "Keep one definition. When the two files are in fact applied separately (one per cluster or environment), keep them in sibling folders (deploy/prod, deploy/staging), which the gate tells apart by itself, or declare the scopes in the configuration (scopes: [deploy/*]).",
    "example": "# deploy/webhook.yaml\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec: {replicas: 1}\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}   # <- reported here\nspec: {replicas: 3}",
    "seeAlso": {
      "Checking manifests: scopes": "checking.md#scopes"
    }
  },
  "rotation-ca-dropped": {
    "why": "Judged by check --before, on the change from the state deployed to the state after it. The API server uses a holder's new caBundle almost at once, while each backend keeps serving the certificate it has: a mounted Secret reaches a pod only after the kubelet syncs (30-100 s measured), many servers read their certificate once at start, and old pods serve until the rollout replaces them. A caBundle that no longer trusts the certificate served now makes every call fail meanwhile, or under failurePolicy Ignore admits objects unchecked (kubernetes-sigs/cluster-api#10522, open-policy-agent/cert-controller#50, Project-HAMi/HAMi#1573, kubevirt/kubevirt#18936, openshift/hypershift#9324).",
    "howToFix": "Rotate in three changes: (1) caBundle = old CA + new CA in every holder; (2) the new certificate, with every backend restarted or reloaded; (3) only when every backend serves it, drop the old CA. A change that widens the bundle and switches the certificate at once is also safe. The fix of each finding names the holder, the Secret and the workloads.",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/hami-1573/before test/fixtures/rotation/hami-1573/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-ca-per-render": {
    "why": "Judged by check --before on charts rendered by helm. A template that calls Sprig's genCA, genSelfSignedCert or genSignedCert (directly or through a named template in _helpers.tpl) makes a new CA and certificate on every render: each helm upgrade replaces caBundle at once and the Secret with it, with no overlap, while the pods keep serving the previous certificate until they restart (SlinkyProject/slurm-operator#218, k8tz/k8tz#1, projectcapsule/capsule#546). The same holds for a controller that mints its CA in memory at every start (the owner catalogue's per-pod certificate, without a shared Secret): a change that restarts its pods rewrites caBundle while the pods not yet replaced serve certificates of their own CA (kubescape/helm-charts#819).",
    "howToFix": "Make the CA once and keep it across renders and restarts: cert-manager with its CA injector, or `lookup` of the existing Secret before generating. When it must change, rotate in three upgrades (old + new CA; the new certificate; drop the old CA).",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/slurm-operator-218/before test/fixtures/rotation/slurm-operator-218/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-ca-rekey": {
    "why": "Judged by check --before, when the change brings in (or turns to key rotation) a cert-manager Certificate with isCA true that signs leaves through a CA Issuer or ClusterIssuer. With spec.privateKey.rotationPolicy Always (the default since cert-manager v1.18) each renewal gives the CA a new key, and cert-manager does not re-issue the certificates it signed (cert-manager/cert-manager#2478, #2391; openshift/hypershift#9324): holders injected with the new CA refuse the backends until each leaf renews.",
    "howToFix": "Set spec.privateKey.rotationPolicy Never on the CA Certificate: a same-key renewal needs no overlap (sapcc/kubernikus#1092). To re-key it, trust old + new CA in every caBundle first (trust-manager, or the injector's CAInjectorMerging gate), re-issue every leaf, then drop the old CA.",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/cert-manager-2478/before test/fixtures/rotation/cert-manager-2478/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-holders-diverged": {
    "why": "Judged by check --before. Webhook entries, CRD conversion webhooks and APIServices served by the same Secret (or Service) must trust the same CAs. A change that gives some of them the new CA and leaves another with only the old one breaks that holder when the backends switch certificate; under failurePolicy Ignore silently (aws/containers-roadmap#2874; dash0hq/dash0-operator#1232 and #1244: one CRD's conversion caBundle left behind). An error when the certificate after the change is already refused, a warning when the next step will be.",
    "howToFix": "Change the caBundle of every holder the Secret serves in the same change, to the same CAs (old + new during the rotation).",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/aws-roadmap-2874/before test/fixtures/rotation/aws-roadmap-2874/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-leaf-untrusted": {
    "why": "Judged by check --before. The change gives the backends a new certificate whose issuer is not in the caBundle in force while it is served: as soon as a pod picks it up (its volume syncs, it reloads or restarts) the API server refuses it. Seen when the new CA is never injected (cert-manager/cert-manager#5519, #6624).",
    "howToFix": "Add the new CA to caBundle (next to the old one) in every holder the Secret serves, first and alone; then switch the certificate; drop the old CA only once every backend serves the new certificate.",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/cert-manager-5519/before test/fixtures/rotation/cert-manager-5519/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "rotation-rotator-enabled": {
    "why": "Judged by check --before. A controller whose certificate rotator was off (the owner catalogue's disabledWhen setting) and is on after the change overwrites the Secret another issuer owns with a certificate of its own CA and rewrites caBundle, replacing the CA in force without overlap (open-policy-agent/gatekeeper#2261: after an upgrade every pod rotated despite --disable-cert-rotation).",
    "howToFix": "Keep the rotator off while another issuer owns the Secret. To hand rotation to the controller, first add its CA next to the one in force in every caBundle, then turn it on, and drop the old CA once every pod serves its certificate.",
    "example": "webhook-cert-gate check --before test/fixtures/rotation/gatekeeper-2261/before test/fixtures/rotation/gatekeeper-2261/after",
    "seeAlso": {
      "Rotations: the model, the timing, the safe sequence": "rotation.md"
    }
  },
  "suppression-reason-missing": {
    "why": "A suppression is a decision someone will have to revisit; without a reason nobody can tell whether it still holds.",
    "howToFix": "Write the reason as the annotation value. Run with --strict to refuse all annotation suppressions.",
    "example": 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: audit-webhook\n  annotations:\n    webhook-cert-gate.io/ignore-webhook-failure-policy-ignore: ""   # <- say why\nwebhooks:\n- name: audit.example.com\n  failurePolicy: Ignore\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    url: https://audit.example/validate'
  },
  "suppression-rule-unknown": {
    "why": "A suppression annotation is matched on its exact rule id. One with a typo (an extra letter, a plural, an old id) suppresses nothing, and nothing else would tell you: the finding it was meant to silence keeps coming, or worse, the author believes a rule is accepted on purpose when it was never looked at.",
    "howToFix": "Rename the annotation to webhook-cert-gate.io/ignore-<id> with an id from `webhook-cert-gate rules` (the message names the nearest one), or remove it.",
    "example": 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: audit-webhook\n  annotations:\n    webhook-cert-gate.io/ignore-webhook-failure-policy-ignored: "audit only"   # <- no such rule\nwebhooks:\n- name: audit.example.com\n  failurePolicy: Fail\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    url: https://audit.example/validate'
  },
  "webhook-cert-secret-incomplete": {
    "why": "The Secret writer keeps a Secret whose certificate, key and CA (the profile's secret.readKeys: ca-cert.pem, cert.pem, key.pem for the Koordinator/OpenKruise family) verify; it reads them from the Secret in its own namespace. A Secret with other keys (a cert-manager kubernetes.io/tls Secret: tls.crt, tls.key, ca.crt) looks empty to it, so it generates a new CA and overwrites the Secret: the certificate you provisioned is thrown away. Without the CA key (ca-key.pem) it keeps the Secret but cannot reuse the CA when it renews the leaf, so it mints a new CA then and rewrites caBundle once. A Secret in another namespace is never read at all.",
    "howToFix": "Put the certificate under the keys the controller reads, in the namespace it runs in (webhook-cert-gate cert generate --layout <profile>).",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: koordinator-webhook-certs, namespace: koordinator-system}\ntype: kubernetes.io/tls\ndata:            # <- cert-manager layout: the controller reads ca-cert.pem, cert.pem, key.pem\n  tls.crt: Y2VydA==\n  tls.key: a2V5\n  ca.crt: Y2E=",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-cert-secret-missing": {
    "why": "The Secret writer creates the Secret when it is absent: the first replica to start mints the CA, the others get 409 and converge on it. That works, but the CA is then whatever a pod generated at start-up: nobody reviewed it and it is not in version control, and a deleted Secret silently rotates the CA. In an external-certs mode (OpenKruise EnableExternalCerts) the controller mints nothing: it waits for the Secret another owner (cert-manager) writes.",
    "howToFix": "Provision the Secret with the manifests (webhook-cert-gate cert generate), in the controller's namespace; in external-certs mode, a cert-manager Certificate whose spec.secretName is that Secret.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n        - {name: SECRET_NAME, value: koord-webhook-certs}   # <- no Secret koord-webhook-certs in the inputs",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-cert-secret-rbac": {
    "why": "The Secret writer reads the certificate through the API. Without get on the Secret the controller cannot load the shared certificate: it fails to start its webhook server, or (depending on the version) keeps retrying while admission calls fail.",
    "howToFix": "Grant get (and update, for renewal) on that Secret by name: a Role with resourceNames bound to the ServiceAccount.",
    "example": 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  selector: {matchLabels: {app: koord-manager}}\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      serviceAccountName: koord-manager\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}\n        - {name: SECRET_NAME, value: koord-webhook-certs}\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata: {name: koord-manager, namespace: koordinator-system}\nroleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: koord-manager}\nsubjects: [{kind: ServiceAccount, name: koord-manager, namespace: koordinator-system}]\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata: {name: koord-manager, namespace: koordinator-system}\nrules:\n- apiGroups: [""]\n  resources: [secrets]\n  resourceNames: [some-other-secret]   # <- the shared Secret is not listed\n  verbs: [get]'
  },
  "webhook-cert-writer-implicit": {
    "why": 'When the host env is set and the writer env is empty, the controller silently chooses the per-pod "fs" writer. One replica works; the first scale-out (a replicas bump, an HPA, a surge pod during a rollout) starts the caBundle write war.',
    "howToFix": "Say which writer you mean: WEBHOOK_CERT_WRITER=secret with SECRET_NAME for a shared certificate.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: kruise-controller-manager, namespace: kruise-system}\nspec:\n  replicas: 1\n  selector: {matchLabels: {control-plane: controller-manager}}\n  template:\n    metadata: {labels: {control-plane: controller-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: openkruise/kruise-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_HOST, value: kruise-webhook.lb.example}   # <- reported here",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-config-churn": {
    "why": "In steady state nothing rewrites a caBundle holder (webhook configuration, CRD, APIService). Steady writes are the write war of the incident: replicas or controllers overwrite caBundle in turn, the API server answers 409s, and etcd pays for every write. A caBundle that goes back to an earlier value is the clearest sign of two writers with different CAs. When the API server answers too slowly for the planned samples, the rule says so: fewer samples can miss writes.",
    "howToFix": "Find the writers named in the message (managedFields) and give caBundle a single owner.",
    "example": "webhook-cert-gate cluster --namespace koordinator-system --observe 60s"
  },
  "webhook-failure-policy-ignore": {
    "why": `Under Ignore, any call error is an "allow": when the API server cannot verify the webhook's certificate (a caBundle that does not match the replica it reached), times out, or finds no endpoint, the object is admitted without mutation or validation, silently. A certificate race then shows up as objects that skipped policy, not as errors. What counts is the policy after install: a kube-webhook-certgen patch Job with --patch-failure-policy, or istiod for its validator, replaces what the chart renders (docs/effective-state.md).`,
    "howToFix": "Use failurePolicy: Fail for webhooks whose mutation or validation must happen, with a shared certificate and enough replicas; where fail-open is a deliberate choice, suppress with a reason.",
    "example": "apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata: {name: koordinator-validating-webhook-configuration}\nwebhooks:\n- name: vpod.koordinator.sh\n  failurePolicy: Ignore   # <- reported here\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    service: {name: koordinator-webhook-service, namespace: koordinator-system, path: /validate-pod}",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-profile-name-mismatch": {
    "why": "The controller looks its configurations up by name (MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME, or built-in defaults) and rewrites every webhook's clientConfig.service.name to SERVICE_NAME. Renamed objects (a kustomize namePrefix, a forked chart) are never patched with a caBundle, Koordinator exits when it cannot find them, and admission calls are sent to a Service name that does not exist.",
    "howToFix": "Either keep the default names, or set the env (SERVICE_NAME, MUTATING_WEBHOOK_NAME, VALIDATING_WEBHOOK_NAME) to the names you deploy.",
    "example": "# kustomize namePrefix: koord- renamed the objects, the binary still manages the defaults\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 2\n  selector: {matchLabels: {koord-app: koord-manager}}\n  template:\n    metadata: {labels: {koord-app: koord-manager}}\n    spec:\n      containers:\n      - {name: manager, image: ghcr.io/koordinator-sh/koord-manager:v1.8.0}\n---\napiVersion: v1\nkind: Service\nmetadata: {name: koord-webhook-service, namespace: koordinator-system}   # <- the controller uses SERVICE_NAME=koordinator-webhook-service\nspec:\n  selector: {koord-app: koord-manager}\n  ports: [{port: 443, targetPort: 9876}]\n---\napiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata: {name: koord-mutating-webhook-configuration}\nwebhooks:\n- name: mpod-create.koordinator.sh\n  sideEffects: None\n  admissionReviewVersions: [v1]\n  clientConfig:\n    service: {name: koord-webhook-service, namespace: koordinator-system, path: /mutate-pod}",
    "seeAlso": {
      "The effective state: what controllers and certificate owners do first": "effective-state.md"
    }
  },
  "webhook-rollout-unavailable": {
    "why": "While a webhook pod is down, the API server still sends it admission calls through the Service or load balancer: they time out or fail TLS (fail-open under Ignore, rejected under Fail). A certificate change in particular must replace pods one at a time, each new replica Ready before an old one goes.",
    "howToFix": "Use strategy RollingUpdate with maxUnavailable: 0 and maxSurge: 1.",
    "example": "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: koord-manager, namespace: koordinator-system}\nspec:\n  replicas: 8\n  selector: {matchLabels: {app: koord-manager}}\n  strategy:\n    rollingUpdate: {maxUnavailable: 2}   # <- reported here\n  template:\n    metadata: {labels: {app: koord-manager}}\n    spec:\n      containers:\n      - name: manager\n        image: ghcr.io/koordinator-sh/koord-manager:v1.8.0\n        env:\n        - {name: WEBHOOK_CERT_WRITER, value: secret}"
  },
  "webhook-tls-probe": {
    "why": "`cluster` audits every object that carries a caBundle (webhook configuration entries, CRD conversion webhooks, APIServices), with or without a profile. For each it resolves the backends the API server would dial (the URL, or every ready endpoint of the Service) and verifies what each serves as the API server does (that entry's caBundle as the anchor, the URL host or <service>.<namespace>.svc as the name). Certificates from several CAs across the backends of one webhook mean each replica made its own CA: only one of them can be in caBundle, so calls fail whenever another replica answers, and every replica that rewrites caBundle starts a write war. A backend that serves no certificate is named by cause (refused, timed out, no TLS answer), never reported as a bad certificate. The entry's path is then called as the API server calls it, on one backend that served a certificate (a POST with no body, which a webhook refuses without acting on it): 404 or 405 means the path is not served, so every call fails however good the certificate. With failurePolicy Ignore any such failure is an error: the API server admits the object without the webhook, silently. `--allow-missing` never relaxes these: it only lets a run with no webhook at all pass.",
    "howToFix": "Serve one shared certificate from every backend and keep caBundle equal to the CA that issued it, and point clientConfig's path (or URL) at the path the webhook server serves; once every backend verifies, prefer failurePolicy Fail so a broken webhook blocks instead of admitting objects unchecked.",
    "example": "webhook-cert-gate cluster --observe 30s"
  },
  "yaml-syntax": {
    "why": "kubectl apply rejects the whole file, and nothing in the broken document can be checked.",
    "howToFix": "Fix the YAML at the reported line. The other documents of the file were still checked.",
    "example": "kind: ConfigMap\nmetadata:\n  name: x\n data: {oops     # <- reported here; other documents are still checked"
  }
};

// src/model/env.ts
var UNSET = { state: "unset" };
function isSet(e) {
  return e.state === "ref" || e.state === "value" && e.value !== "";
}
function resolveEnv(model, workload, container, containerPath, names3) {
  const wanted = names3 instanceof Set ? names3 : new Set(names3);
  const out = /* @__PURE__ */ new Map();
  const sources = arr(container.envFrom);
  for (let i = 0; i < sources.length; i++) {
    const src = sources[i];
    if (!isObj(src)) continue;
    for (const [name, setting] of fromEnvSource(model, workload.namespace, src, containerPath.concat("envFrom", i))) {
      if (wanted.has(name)) out.set(name, setting);
    }
  }
  const entries = arr(container.env);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!isObj(entry) || typeof entry.name !== "string" || !wanted.has(entry.name)) continue;
    out.set(entry.name, fromEnvEntry(model, workload, entry, containerPath.concat("env", i)));
  }
  return out;
}
function fromEnvEntry(model, workload, entry, path19) {
  if (!isObj(entry.valueFrom)) {
    return {
      state: "value",
      value: entry.value === void 0 || entry.value === null ? "" : asText(entry.value),
      path: path19
    };
  }
  const vf = entry.valueFrom;
  const fieldPath = str(get(vf, "fieldRef", "fieldPath"));
  if (fieldPath === "metadata.namespace")
    return { state: "value", value: workload.namespace, path: path19, via: "fieldRef metadata.namespace" };
  if (fieldPath) return { state: "ref", path: path19, via: `fieldRef ${fieldPath}` };
  for (const [field, kind] of [
    ["configMapKeyRef", "ConfigMap"],
    ["secretKeyRef", "Secret"]
  ]) {
    const ref = get(vf, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const key3 = str(ref.key) ?? "";
    const data = dataOf(model.get(kind, workload.namespace, name));
    const via = `${kind} ${name} key ${key3}`;
    return data && key3 in data ? { state: "value", value: data[key3], path: path19, via } : { state: "ref", path: path19, via };
  }
  return { state: "ref", path: path19, via: "valueFrom" };
}
function fromEnvSource(model, namespace, src, path19) {
  const out = /* @__PURE__ */ new Map();
  const prefix = str(src.prefix) ?? "";
  for (const [field, kind] of [
    ["configMapRef", "ConfigMap"],
    ["secretRef", "Secret"]
  ]) {
    const ref = get(src, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const data = dataOf(model.get(kind, namespace, name));
    if (!data) continue;
    const via = `envFrom ${kind} ${name}`;
    for (const [k, v] of Object.entries(data)) out.set(prefix + k, { state: "value", value: v, path: path19, via });
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
      out[k] = r.kind === "Secret" ? Buffer.from(asText(v), "base64").toString("utf8") : asText(v);
    }
  }
  const stringData = get(r.body, "stringData");
  if (r.kind === "Secret" && isObj(stringData))
    for (const [k, v] of Object.entries(stringData)) out[k] = asText(v ?? "");
  return out;
}
function asText(v) {
  return typeof v === "string" ? v : String(v);
}

// src/core/scalar.ts
function scalarText(v) {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return String(v);
  return void 0;
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
  const index = servicesBySelectorPair(model);
  if (!index.size) return [];
  const labels2 = get(workload.body, "spec", "template", "metadata", "labels");
  if (!isObj(labels2)) return [];
  const seen = /* @__PURE__ */ new Set();
  for (const k in labels2) {
    const candidates = index.get(`${workload.namespace}\0${k}=${String(labels2[k])}`);
    if (!candidates) continue;
    for (const s of candidates) if (selects(get(s.body, "spec", "selector"), labels2)) seen.add(s);
  }
  return [...seen];
}
function selects(selector, labels2) {
  for (const k in selector) if (String(labels2[k]) !== String(selector[k])) return false;
  return true;
}
function servicesBySelectorPair(model) {
  let index = selectorIndex.get(model);
  if (index) return index;
  index = /* @__PURE__ */ new Map();
  for (const s of model.ofKind("Service")) {
    const selector = get(s.body, "spec", "selector");
    if (!isObj(selector)) continue;
    for (const k in selector) {
      const key3 = `${s.namespace}\0${k}=${String(selector[k])}`;
      const list = index.get(key3);
      if (list) list.push(s);
      else index.set(key3, [s]);
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
      const key3 = `${e.service.namespace}/${e.service.name}`;
      const list = index.get(key3);
      if (list) list.push(e);
      else index.set(key3, [e]);
    }
    byServiceCache.set(model, index);
  }
  return index.get(`${service.namespace}/${service.name}`) ?? [];
}
var calledCache = /* @__PURE__ */ new WeakMap();
function apiServerCalls(model, workload) {
  let called = calledCache.get(model);
  if (!called) {
    called = new Set(
      webhookEntries(model).flatMap((e) => e.service ? [`${e.service.namespace}/${e.service.name}`] : [])
    );
    for (const crd of model.ofKind("CustomResourceDefinition")) {
      const conversion = get(crd.body, "spec", "conversion");
      addService(
        called,
        get(conversion, "webhook", "clientConfig", "service") ?? get(conversion, "webhookClientConfig", "service")
      );
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

// src/model/holders.ts
var KINDS = {
  MutatingWebhookConfiguration: {
    group: "admissionregistration.k8s.io",
    plural: "mutatingwebhookconfigurations",
    entries: configEntries
  },
  ValidatingWebhookConfiguration: {
    group: "admissionregistration.k8s.io",
    plural: "validatingwebhookconfigurations",
    entries: configEntries
  },
  CustomResourceDefinition: { group: "apiextensions.k8s.io", plural: "customresourcedefinitions", entries: crdEntries },
  APIService: { group: "apiregistration.k8s.io", plural: "apiservices", entries: apiServiceEntries }
};
var HOLDER_KINDS = Object.keys(KINDS);
var HOLDER_KIND_BY_PLURAL = Object.fromEntries(
  Object.entries(KINDS).map(([kind, k]) => [k.plural, kind])
);
var cache = /* @__PURE__ */ new WeakMap();
function caBundleHolders(model) {
  let out = cache.get(model);
  if (out) return out;
  out = [];
  for (const kind of HOLDER_KINDS) {
    for (const r of model.ofKind(kind)) {
      const h = holderOf(r);
      if (h) out.push(h);
    }
  }
  cache.set(model, out);
  return out;
}
var entriesCache2 = /* @__PURE__ */ new WeakMap();
function caBundleEntries(model) {
  let out = entriesCache2.get(model);
  if (!out) {
    out = caBundleHolders(model).flatMap(
      (h) => holderEntryPaths(h.resource.kind, h.resource.body, h.resource.name).map((e) => entryOf(h.resource, e))
    );
    entriesCache2.set(model, out);
  }
  return out;
}
function holderEntryPaths(kind, body, name) {
  return KINDS[kind]?.entries(body, name) ?? [];
}
function configEntries(body) {
  const out = [];
  arr(get(body, "webhooks")).forEach((entry, i) => {
    if (!isObj(entry)) return;
    const name = scalarText(entry.name) ?? `#${String(i)}`;
    const at3 = ["webhooks", i, "clientConfig"];
    out.push({ name, what: `webhook ${name}`, at: at3, caBundlePath: [...at3, "caBundle"], addressPath: at3 });
  });
  return out;
}
function crdEntries(body, name) {
  if (str(get(body, "spec", "conversion", "strategy")) !== "Webhook") return [];
  const at3 = crdClientConfigPath(body);
  return [
    { name, what: `the conversion webhook of CRD ${name}`, at: at3, caBundlePath: [...at3, "caBundle"], addressPath: at3 }
  ];
}
function apiServiceEntries(body, name) {
  if (!isObj(get(body, "spec", "service")) || get(body, "spec", "insecureSkipTLSVerify") === true) return [];
  return [
    {
      name,
      what: `APIService ${name}`,
      at: ["spec"],
      caBundlePath: ["spec", "caBundle"],
      addressPath: ["spec", "service"]
    }
  ];
}
function crdClientConfigPath(body) {
  return isObj(get(body, "spec", "conversion", "webhook", "clientConfig")) ? ["spec", "conversion", "webhook", "clientConfig"] : ["spec", "conversion", "webhookClientConfig"];
}
function entryOf(holder, e) {
  const svc = get(holder.body, ...e.at, "service");
  const service = isObj(svc) && typeof svc.name === "string" ? { namespace: str(svc.namespace) ?? "default", name: svc.name, port: scalarText(svc.port) ?? "443" } : void 0;
  const { name, what, caBundlePath, addressPath } = e;
  return { holder, name, what, caBundlePath, addressPath, service, url: str(get(holder.body, ...e.at, "url")) };
}
function holderOf(r) {
  const { group, plural: plural3 } = KINDS[r.kind];
  const base = { resource: r, group, plural: plural3 };
  if (r.kind === "CustomResourceDefinition") {
    const webhook = get(r.body, "spec", "conversion", "webhook");
    const strategy = str(get(r.body, "spec", "conversion", "strategy"));
    if (strategy !== "Webhook" && !isObj(webhook)) return void 0;
    const at3 = crdClientConfigPath(r.body);
    return { ...base, caBundlePaths: [[...at3, "caBundle"]], services: serviceKeys([get(r.body, ...at3, "service")]) };
  }
  if (r.kind === "APIService") {
    const svc = get(r.body, "spec", "service");
    if (!isObj(svc)) return void 0;
    return { ...base, caBundlePaths: [["spec", "caBundle"]], services: serviceKeys([svc]) };
  }
  const entries = arr(get(r.body, "webhooks"));
  return {
    ...base,
    caBundlePaths: entries.map((_, i) => ["webhooks", i, "clientConfig", "caBundle"]),
    services: serviceKeys(entries.map((e) => get(e, "clientConfig", "service")))
  };
}
function ownsCaBundle(fields) {
  if (!isObj(fields)) return false;
  for (const [k, v] of Object.entries(fields)) if (k === "f:caBundle" || ownsCaBundle(v)) return true;
  return false;
}
function serviceKeys(refs) {
  const out = /* @__PURE__ */ new Set();
  for (const s of refs)
    if (isObj(s) && typeof s.name === "string") out.add(`${str(s.namespace) ?? "default"}/${s.name}`);
  return [...out];
}

// src/model/rbac.ts
function canGetSecret(model, saNamespace, sa, secretNamespace, secret) {
  const bindings = model.bindingsFor(saNamespace, sa);
  if (!bindings.length) return "unknown";
  let unknown = false;
  for (const b of bindings) {
    if (b.kind === "RoleBinding" && b.namespace !== secretNamespace) continue;
    const role2 = roleOf(model, b);
    if (!role2) {
      unknown = true;
      continue;
    }
    if (role2.kind === "ClusterRole" && isObj(get(role2.body, "aggregationRule"))) unknown = true;
    if (arr(get(role2.body, "rules")).some((r) => grantsGet(r, secret))) return "granted";
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
function canReadSecrets(model, saNamespace, sa, namespace) {
  return canGetSecret(model, saNamespace, sa, namespace, void 0);
}
function grantsGet(rule36, secret) {
  if (!isObj(rule36)) return false;
  const has = (field, ...values) => arr(rule36[field]).some((v) => values.includes(String(v)));
  if (!has("apiGroups", "", "*") || !has("resources", "secrets", "*") || !has("verbs", "get", "*")) return false;
  const names3 = arr(rule36.resourceNames);
  return names3.length === 0 || secret === void 0 || names3.includes(secret);
}
function clusterWriteRules(model, saNamespace, sa) {
  const out = [];
  for (const binding of model.bindingsFor(saNamespace, sa)) {
    if (binding.kind !== "ClusterRoleBinding") continue;
    const role2 = roleOf(model, binding);
    arr(get(role2?.body, "rules")).forEach((r, ruleIndex) => {
      if (!isObj(r)) return;
      const list = (field) => arr(r[field]).map(String);
      const verbs = list("verbs").filter((v) => v === "update" || v === "patch" || v === "*");
      if (verbs.length)
        out.push({
          role: role2,
          ruleIndex,
          groups: list("apiGroups"),
          resources: list("resources"),
          names: list("resourceNames"),
          verbs
        });
    });
  }
  return out;
}
function covers(rule36, group, plural3, name) {
  const any = (list, v) => list.includes(v) || list.includes("*");
  if (!any(rule36.groups, group) || !any(rule36.resources, plural3)) return void 0;
  if (rule36.names.length && !rule36.names.includes(name)) return void 0;
  return { byName: rule36.names.length > 0 };
}
var WEBHOOK_CONFIG_RESOURCES = ["mutatingwebhookconfigurations", "validatingwebhookconfigurations", "*"];
function canWriteWebhookConfigurations(model, namespace, sa) {
  return clusterWriteRules(model, namespace, sa).some(
    (r) => (r.groups.includes("admissionregistration.k8s.io") || r.groups.includes("*")) && r.resources.some((x) => WEBHOOK_CONFIG_RESOURCES.includes(x))
  );
}

// src/model/workload.ts
var cache2 = /* @__PURE__ */ new WeakMap();
function findWebhookWorkloads(model) {
  let found = cache2.get(model);
  if (!found) {
    found = [];
    for (const w of model.workloads()) {
      const hit = matchProfile(model, model.profiles, w);
      if (hit) found.push({ ...describe(model, w, hit.profile, hit.index), ...hit.byEnv ? { byEnv: true } : {} });
    }
    cache2.set(model, found);
  }
  return found;
}
function serviceAccountOf(w) {
  return str(podSpecOf(w)?.serviceAccountName) || str(podSpecOf(w)?.serviceAccount) || "default";
}
function podSpecOf(w) {
  const spec = get(w.body, "spec", "template", "spec");
  return isObj(spec) ? spec : void 0;
}
var PROFILE_LABEL = "webhook-cert-gate.io/profile";
function matchProfile(model, profiles, w) {
  const containers = arr(podSpecOf(w)?.containers);
  const label3 = str(get(w.body, "metadata", "labels", PROFILE_LABEL));
  let evidence;
  for (let p = 0; p < profiles.length; p++) {
    const profile = profiles[p];
    const m = profile.match;
    const named = label3 === profile.name;
    for (let i = 0; i < containers.length; i++) {
      const c = containers[i];
      if (!isObj(c)) continue;
      if (m.images && imageIsOneOf(c.image, m.images)) return { profile, index: i };
      if (m.envAny && setsOneOf(c.env, m.envAny) && (named || (evidence ??= servesOrWritesWebhooks(model, w))))
        return named ? { profile, index: i } : { profile, index: i, byEnv: true };
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
function imageIsOneOf(image, repos) {
  if (typeof image !== "string") return false;
  const end = repoEnd(image);
  for (let i = 0; i < repos.length; i++) if (repoIs(image, end, repos[i])) return true;
  return false;
}
function setsOneOf(env, names3) {
  const list = arr(env);
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (isObj(e) && names3.includes(String(e.name))) return true;
  }
  return false;
}
function repoIs(image, end, repo) {
  const start = end - repo.length;
  if (start < 0 || !image.startsWith(repo, start)) return false;
  return start === 0 || image.charCodeAt(start - 1) === 47;
}
function repoMatches(repo, img) {
  return repoIs(repo, repo.length, img);
}
function imageRepo(image) {
  return image ? image.slice(0, repoEnd(image)) : void 0;
}
function repoEnd(image) {
  const at3 = image.indexOf("@");
  const end = at3 < 0 ? image.length : at3;
  const colon = image.lastIndexOf(":", end - 1);
  return colon > image.lastIndexOf("/", end - 1) ? colon : end;
}
function describe(model, w, profile, index) {
  const containerPath = ["spec", "template", "spec", "containers", index];
  const container = arr(podSpecOf(w)?.containers)[index];
  const env = resolveEnv(model, w, container, containerPath, envNames(profile));
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
var namesOf = /* @__PURE__ */ new WeakMap();
function envNames(profile) {
  let names3 = namesOf.get(profile);
  if (!names3)
    namesOf.set(
      profile,
      names3 = new Set(Object.values(profile.env).filter((n) => typeof n === "string"))
    );
  return names3;
}
function selectWriter(writer, host, fsValue) {
  if (writer.state === "ref") return "unknown";
  const value = writer.state === "value" ? writer.value : "";
  if (fsValue !== void 0 && value === fsValue) return "fs";
  if (value === "") return isSet(host) ? "fs" : "secret";
  return "secret";
}
function replicasOf(model, w) {
  if (w.kind === "DaemonSet") return pinnedToOneNode(w) ? { max: 1 } : { max: 1, perNode: { settle: nodesSettle(w) } };
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
var HOSTNAME_LABEL = "kubernetes.io/hostname";
function pinnedToOneNode(w) {
  const pod = podSpecOf(w);
  if (str(pod?.nodeName)) return true;
  const selector = pod?.nodeSelector;
  if (isObj(selector) && typeof selector[HOSTNAME_LABEL] === "string") return true;
  const terms = arr(
    get(pod, "affinity", "nodeAffinity", "requiredDuringSchedulingIgnoredDuringExecution", "nodeSelectorTerms")
  );
  const nodes = /* @__PURE__ */ new Set();
  for (const t of terms) {
    const node2 = isObj(t) ? termNode(t) : void 0;
    if (node2 === void 0) return false;
    nodes.add(node2);
  }
  return nodes.size === 1;
}
function termNode(term) {
  const pins = [
    ...arr(term.matchExpressions).map((e) => [e, HOSTNAME_LABEL]),
    ...arr(term.matchFields).map((e) => [e, "metadata.name"])
  ];
  for (const [e, key3] of pins) {
    if (!isObj(e) || e.key !== key3 || e.operator !== "In") continue;
    const values = arr(e.values);
    if (values.length === 1 && typeof values[0] === "string") return values[0];
  }
  return void 0;
}
function nodesSettle(w) {
  return `how many nodes DaemonSet ${w.namespace}/${w.name} runs on (the nodes its nodeSelector, node affinity and tolerations admit; one pod on each)`;
}
function externalCertsEnabled(container, profile) {
  const gate = profile.externalCertsFeatureGate;
  const flag2 = profile.featureGatesArg;
  if (!gate || !flag2) return false;
  const gates = [gate, ...profile.externalCerts?.alsoEnabledBy ?? []];
  const args = [...arr(container.command), ...arr(container.args)].map((a) => typeof a === "string" ? a : "");
  return args.some((a, i) => {
    const value = a.startsWith(flag2 + "=") ? a.slice(flag2.length + 1) : a === flag2 ? args[i + 1] ?? "" : void 0;
    return value !== void 0 && value.split(",").some((kv) => {
      const [k, v] = kv.split("=");
      return gates.includes(k.trim()) && v?.trim().toLowerCase() === "true";
    });
  });
}

// src/effective/catalogue.ts
function indexCatalogue(model) {
  const docs = model.owners;
  const exact = /* @__PURE__ */ new Map();
  const suffixes = [];
  for (const doc of docs) {
    for (const w of doc.webhooks ?? []) {
      const hit = { doc, caBundle: Boolean(w.caBundle), failurePolicy: w.failurePolicy };
      for (const n of w.names) {
        if (n.startsWith("*")) suffixes.push([n.slice(1), hit]);
        else exact.set(n, [...exact.get(n) ?? [], hit]);
      }
    }
  }
  const some = model.webhookConfigurations().length > 0;
  const anyHolder = some || caBundleHolders(model).length > 0;
  return {
    jobsByConfig: some ? jobPatches(
      model,
      docs.filter((d) => d.job)
    ) : /* @__PURE__ */ new Map(),
    mountedByService: anyHolder ? mountedSecrets(
      model,
      docs.filter((d) => d.mountedSecret)
    ) : /* @__PURE__ */ new Map(),
    entryOwners: (name) => [
      ...exact.get(name) ?? [],
      ...suffixes.filter(([s]) => name.endsWith(s)).map(([, h]) => h)
    ],
    annotationOwners: (config) => annotationOwners(config, docs),
    annotatedSecret: (doc, refers, value) => annotatedSecret(model, doc, refers, value)
  };
}
function annotationOwners(config, docs) {
  const a = annotations(config);
  const out = [];
  for (const doc of docs) {
    for (const { key: key3, refers } of doc.annotations ?? []) {
      const value = scalarText(a[key3]);
      if (value === void 0 || value === "") continue;
      if (refers === "apiserver" && value.toLowerCase() !== "true") continue;
      out.push({
        doc,
        refers,
        value,
        owner: {
          via: "annotation",
          name: doc.name,
          label: `${doc.description} (annotation ${key3})`,
          resource: config,
          path: ["metadata", "annotations", key3]
        }
      });
    }
  }
  return out;
}
function annotatedSecret(model, doc, refers, value) {
  const [ns, name] = value.split("/");
  if (!ns || !name) return void 0;
  if (refers === "secret") return model.get("Secret", ns, name);
  if (refers !== "certificate" || !doc.certificate) return void 0;
  const certificate = model.get(doc.certificate.kind, ns, name);
  const secretName = str(get(certificate?.body, ...doc.certificate.secretNameField.split(".")));
  return certificate && secretName ? model.get("Secret", ns, secretName) : void 0;
}
function jobPatches(model, docs) {
  const out = /* @__PURE__ */ new Map();
  if (!docs.length) return out;
  for (const job of model.ofKind("Job")) {
    arr(podSpecOf(job)?.containers).forEach((c, i) => {
      if (!isObj(c)) return;
      const repo = imageRepo(str(c.image));
      const doc = repo && docs.find((d) => d.job.images.some((img) => repoMatches(repo, img)));
      if (!doc) return;
      const args = argList(c, ["spec", "template", "spec", "containers", i]);
      if (!args.some((a) => a.value === doc.job.command)) return;
      const flags = doc.job.flags;
      const target = flag(args, flags.webhookName);
      if (!target?.value) return;
      const owner2 = {
        via: "job",
        name: doc.name,
        label: `${doc.description} (${job.kind} ${job.namespace}/${job.name})`,
        resource: job,
        path: target.path
      };
      const policy = flags.failurePolicy ? flag(args, flags.failurePolicy) : void 0;
      const patch = {
        owner: owner2,
        ...policy?.value ? { failurePolicy: { value: policy.value, path: policy.path } } : {}
      };
      const kinds = [
        ["MutatingWebhookConfiguration", flags.patchMutating],
        ["ValidatingWebhookConfiguration", flags.patchValidating]
      ];
      for (const [kind, toggle] of kinds) {
        if (toggle && flag(args, toggle)?.value.toLowerCase() === "false") continue;
        const key3 = `${kind}/${target.value}`;
        out.set(key3, [...out.get(key3) ?? [], patch]);
      }
    });
  }
  return out;
}
function argList(c, containerPath) {
  const out = [];
  for (const field of ["command", "args"]) {
    arr(c[field]).forEach((v, i) => {
      if (typeof v === "string") out.push({ value: v, path: [...containerPath, field, i] });
    });
  }
  return out;
}
function flag(args, name) {
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i];
    if (a.value.startsWith(name + "=")) return { value: a.value.slice(name.length + 1), path: a.path };
    if (a.value === name) {
      const next2 = args[i + 1];
      return next2 && !next2.value.startsWith("-") ? { value: next2.value, path: next2.path } : { value: "", path: a.path };
    }
  }
  return void 0;
}
function mountedSecrets(model, docs) {
  const out = /* @__PURE__ */ new Map();
  if (!docs.length) return out;
  for (const kind of POD_WORKLOAD_KINDS) {
    for (const w of model.ofKind(kind)) {
      const spec = podSpecOf(w);
      const volumes = arr(spec?.volumes);
      if (!volumes.length) continue;
      const containers = arr(spec?.containers).filter(isObj);
      for (const s of servicesSelecting(model, w)) {
        for (const port of arr(get(s.body, "spec", "ports"))) {
          const container = servingContainer(containers, get(port, "targetPort") ?? get(port, "port"));
          const served = container && servedSecret(model, w, volumes, container, docs);
          if (served) out.set(`${s.namespace}/${s.name}:${String(get(port, "port"))}`, served);
        }
      }
    }
  }
  return out;
}
function servingContainer(containers, target) {
  const exposes = (c) => arr(c.ports).some((p) => (typeof target === "string" ? get(p, "name") : get(p, "containerPort")) === target);
  const found = containers.find(exposes);
  return found ?? (typeof target === "number" && containers.length === 1 ? containers[0] : void 0);
}
function servedSecret(model, w, volumes, container, docs) {
  const found = [];
  for (const m of arr(container.volumeMounts)) {
    const i = volumes.findIndex((v) => get(v, "name") === get(m, "name"));
    const name = str(get(volumes[i], "secret", "secretName"));
    const secret = name ? model.get("Secret", w.namespace, name) : void 0;
    if (!secret) continue;
    const type = str(get(secret.body, "type")) ?? "Opaque";
    const doc = docs.find((d) => d.mountedSecret.types.includes(type) && d.secret?.certKey);
    if (!doc) continue;
    const owner2 = {
      via: "mounted-secret",
      name: doc.name,
      label: `${doc.description}: Secret ${secret.namespace}/${secret.name} mounted by ${w.kind} ${w.namespace}/${w.name}`,
      resource: w,
      path: ["spec", "template", "spec", "volumes", i]
    };
    found.push({ owner: owner2, secret, layout: doc.secret, mountPath: str(get(m, "mountPath")) ?? "" });
  }
  if (found.every((f) => f.secret === found[0].secret)) return found[0];
  const args = [...arr(container.command), ...arr(container.args)].filter((a) => typeof a === "string");
  const named = found.filter((f) => f.mountPath && args.some((a) => pointsInto(a, f.mountPath)));
  return named.length === 1 ? named[0] : void 0;
}
function pointsInto(arg, dir) {
  const value = arg.slice(arg.indexOf("=") + 1);
  const base = dir.replace(/\/+$/, "");
  return value === base || value.startsWith(base + "/");
}

// src/effective/gitops.ts
var at = (o, dotted2) => dotted2 ? get(o, ...dotted2.split(".")) : void 0;
function gitopsOwners(model, h, present2) {
  const out = [];
  let tracked = false;
  for (const doc of model.owners) {
    const g = doc.gitops;
    if (!g) continue;
    for (const app of model.ofKind(g.kind)) {
      if (!app.apiVersion.startsWith(g.apiGroup + "/") || !tracks(doc, app, h.resource)) continue;
      tracked = true;
      if (!present2.length) continue;
      const covered = present2.every((p) => arr(at(app.body, g.ignoreDifferences)).some((rule36) => ignores(rule36, h, p)));
      const selfHeal = at(app.body, g.selfHeal) === true;
      const respects = arr(at(app.body, g.syncOptions)).some((o) => o === g.respectIgnoreOption);
      if (covered && (!selfHeal || respects)) continue;
      const why = covered ? `self-heal syncs it with ignoreDifferences not respected (no ${g.respectIgnoreOption ?? "respect option"})` : "no ignoreDifferences covers caBundle";
      out.push({
        via: "gitops",
        name: doc.name,
        label: `${doc.description} ${app.namespace ? app.namespace + "/" : ""}${app.name} (${why})`,
        fix: `add an ignoreDifferences entry to ${app.name} for ${h.resource.kind} ${h.resource.name} covering caBundle${g.respectIgnoreOption ? `, and the sync option ${g.respectIgnoreOption}` : ""}`,
        resource: app,
        path: covered ? (g.syncOptions ?? "spec").split(".") : (g.ignoreDifferences ?? "spec").split(".")
      });
    }
  }
  return { owners: out, tracked };
}
function tracks(doc, app, holder) {
  const g = doc.gitops;
  const labels2 = get(holder.body, "metadata", "labels");
  if (g.trackingLabel && isObj(labels2) && str(labels2[g.trackingLabel]) === app.name) return true;
  const id = g.trackingAnnotation ? annotations(holder)[g.trackingAnnotation] : void 0;
  return typeof id === "string" && id.startsWith(app.name + ":");
}
function ignores(rule36, h, path19) {
  if (!isObj(rule36)) return false;
  const r = h.resource;
  if (str(rule36.kind) !== r.kind || (str(rule36.group) ?? "") !== h.group) return false;
  if (rule36.name !== void 0 && rule36.name !== r.name) return false;
  if (arr(rule36.managedFieldsManagers).length) return true;
  const pointer = "/" + path19.join("/");
  if (arr(rule36.jsonPointers).some(
    (p) => typeof p === "string" && (pointer === p || pointer.startsWith(p.replace(/\/$/, "") + "/"))
  ))
    return true;
  return arr(rule36.jqPathExpressions).some(
    (e) => typeof e === "string" && (e.includes("caBundle") || /clientConfig\s*$/.test(e))
  );
}
function renderOwner(model, h, present2) {
  if (!present2.length) return void 0;
  const labels2 = get(h.resource.body, "metadata", "labels");
  for (const doc of model.owners) {
    const renderer = doc.renderer;
    const hit = renderer?.labels.some(
      (l) => isObj(labels2) && labels2[l.key] !== void 0 && (l.value === void 0 || str(labels2[l.key]) === l.value)
    );
    if (!renderer || !hit) continue;
    const owner2 = {
      via: "render",
      name: doc.name,
      label: doc.description,
      resource: h.resource,
      path: [...present2[0]],
      fix: `render no caBundle field in ${h.resource.kind} ${h.resource.name}: its run-time owner fills it`
    };
    const managed = get(h.resource.body, "metadata", "managedFields");
    if (!Array.isArray(managed) || managesCaBundle(managed, renderer.fieldManagers ?? [])) return owner2;
    const release = (renderer.releaseLabels ?? []).map((k) => str(labels2?.[k])).find(Boolean);
    return {
      ...owner2,
      certain: false,
      settle: `whether ${release ? `release ${release}` : "the release that installed it"} renders caBundle in ${h.resource.kind} ${h.resource.name} (\`helm get manifest\`): its field manager (${(renderer.fieldManagers ?? []).join(", ") || "unknown"}) owns no caBundle there now`
    };
  }
  return void 0;
}
function managesCaBundle(managed, managers) {
  return managed.some((m) => managers.includes(str(get(m, "manager")) ?? "") && ownsCaBundle(get(m, "fieldsV1")));
}

// src/effective/settings.ts
function settingName(s) {
  return [s.env && `env ${s.env}`, s.flag && `flag --${s.flag}`, s.configKey && `config key ${s.configKey}`].filter(Boolean).join(" / ") || "its built-in value";
}
function resolveSetting(model, at3, s) {
  const from = settingName(s);
  if (s.env) {
    const e = resolveEnv(model, at3.workload, at3.container, at3.path, [s.env]).get(s.env);
    if (e?.state === "value" && e.value !== "")
      return { state: "value", value: e.value, path: e.path, from: `env ${s.env}` };
    if (e?.state === "ref") return { state: "unknown", path: e.path, from: `env ${s.env} (${e.via})` };
  }
  if (s.flag) {
    const f = flagValue(at3, s.flag, Boolean(s.boolean));
    if (f) return { ...f, from: `flag --${s.flag}` };
  }
  if (s.configKey) {
    const c = configValue(model, at3, s.configKey);
    if (c) return c;
  }
  return { state: "default", value: s.default, from };
}
function valueOf(r) {
  return r.state === "unknown" ? void 0 : r.value;
}
function holds(model, at3, c) {
  const resolved = resolveSetting(model, at3, c.setting);
  const v = valueOf(resolved);
  if (resolved.state === "unknown") return { resolved };
  if (c.set !== void 0) return { holds: (v !== void 0 && v !== "") === c.set, resolved };
  const matches = v !== void 0 && ((c.in ?? []).includes(v) || (c.prefixes ?? []).some((p) => v.startsWith(p)));
  return { holds: matches, resolved };
}
var TRUE_VALUES2 = ["1", "t", "T", "TRUE", "true", "True"];
function flagValue(at3, name, boolean) {
  const args = [];
  for (const field of ["command", "args"]) {
    arr(at3.container[field]).forEach((v, i) => {
      if (typeof v === "string") args.push({ v, path: [...at3.path, field, i] });
    });
  }
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i];
    const bare = a.v.replace(/^--?/, "");
    if (bare === a.v) continue;
    if (bare.startsWith(name + "=")) return { state: "value", value: bare.slice(name.length + 1), path: a.path };
    if (bare !== name) continue;
    if (boolean) return { state: "value", value: "true", path: a.path };
    const next2 = args[i + 1];
    return next2 ? { state: "value", value: next2.v, path: next2.path } : void 0;
  }
  return void 0;
}
function configValue(model, at3, key3) {
  const mounted = new Set(arr(at3.container.volumeMounts).map((m) => str(get(m, "name"))));
  const volumes = arr(podSpecOf(at3.workload)?.volumes);
  for (let i = 0; i < volumes.length; i++) {
    const v = volumes[i];
    const name = str(get(v, "configMap", "name"));
    if (!name || !mounted.has(str(get(v, "name")))) continue;
    const path19 = ["spec", "template", "spec", "volumes", i];
    const cm = model.get("ConfigMap", at3.workload.namespace, name);
    if (!cm) return { state: "unknown", path: path19, from: `config key ${key3} (ConfigMap ${name}, not among the inputs)` };
    for (const [file, text] of Object.entries(dataOf(cm) ?? {})) {
      for (const d of parseDocuments(file, text)) {
        const found = scalarText(get(d.value, ...key3.split(".")));
        if (found !== void 0) {
          return { state: "value", value: found, path: path19, from: `config key ${key3} (ConfigMap ${name} ${file})` };
        }
      }
    }
  }
  return void 0;
}

// src/effective/certainty.ts
function provesWriting(owner2) {
  return owner2.certain !== false;
}
function unproven(settle) {
  return { certain: false, settle };
}

// src/effective/writers.ts
function workloads(model) {
  return POD_WORKLOAD_KINDS.flatMap((k) => model.ofKind(k));
}
function label(r) {
  return `${r.kind} ${r.namespace ? r.namespace + "/" : ""}${r.name}`;
}
function catalogueWriters(model) {
  const docs = model.owners.filter((d) => d.controller);
  if (!docs.length) return [];
  const out = [];
  for (const w of workloads(model)) {
    const containers = arr(podSpecOf(w)?.containers);
    for (let i = 0; i < containers.length; i++) {
      const c = containers[i];
      if (!isObj(c)) continue;
      const repo = imageRepo(typeof c.image === "string" ? c.image : void 0);
      const doc = repo ? catalogueDoc(docs, repo) : void 0;
      if (doc)
        out.push(
          writerOf(model, doc, { workload: w, container: c, path: ["spec", "template", "spec", "containers", i] })
        );
    }
  }
  return out;
}
function catalogueDoc(docs, repo) {
  for (const d of docs) for (const img of d.controller.images) if (repoMatches(repo, img)) return d;
  return void 0;
}
function writerOf(model, doc, at3) {
  const spec = doc.controller;
  const unknown = [];
  let enabled = true;
  const conditions = [
    ...(spec.enabledWhen ?? []).map((c) => [c, false]),
    ...(spec.disabledWhen ?? []).map((c) => [c, true])
  ];
  for (const [c, offWhen] of conditions) {
    const h = holds(model, at3, c);
    if (h.holds === offWhen) enabled = false;
    else if (h.holds === void 0) {
      unknown.push(h.resolved.from);
      if (enabled) enabled = void 0;
    }
  }
  const holders2 = [];
  for (const h of spec.writes) {
    if ((h.when ?? []).some((c) => holds(model, at3, c).holds === false)) continue;
    const names3 = h.name ? [nameFrom(valueOf(resolveSetting(model, at3, h.name)), h.trimSuffix, h.nameFormat)] : h.names ?? [];
    for (const name of names3) if (name) holders2.push({ kind: h.kind, name, entries: h.entries ?? "all" });
  }
  let perPod = spec.certificate === "per-pod";
  let leader;
  if (perPod && spec.leaderElection) {
    const r = resolveSetting(model, at3, spec.leaderElection.setting);
    const v = valueOf(r);
    leader = { from: r.from, value: v, path: r.state === "default" ? void 0 : r.path };
    if (r.state === "unknown") {
      perPod = void 0;
      unknown.push(r.from);
    } else perPod = !(spec.leaderElection.onValues ?? TRUE_VALUES2).includes(v ?? "");
  }
  const secret = spec.certificate === "shared-secret" && spec.secretName ? valueOf(resolveSetting(model, at3, spec.secretName)) : void 0;
  return {
    doc,
    workload: at3.workload,
    containerPath: at3.path,
    enabled,
    sharedSecret: secret && `${at3.workload.namespace}/${secret}`,
    perPod: enabled === false ? false : perPod,
    unknown,
    leader,
    replicas: replicasOf(model, at3.workload),
    holders: holders2,
    owner: {
      via: "controller",
      name: doc.name,
      label: `${doc.description} (${label(at3.workload)})`,
      resource: at3.workload,
      path: at3.path,
      ...enabled === void 0 ? unproven(unknown.join(", ")) : {}
    }
  };
}
function nameFrom(value, trim, format) {
  if (!value) return void 0;
  const base = trim && value.endsWith(trim) ? value.slice(0, -trim.length) : value;
  return format ? format.replace("{}", base) : base;
}
function catalogueOwners(writers, holder) {
  const r = holder.resource;
  const writes = (h) => h.kind === r.kind && (h.name === r.name || h.name.startsWith("*") && r.name.endsWith(h.name.slice(1)));
  const writing = writers.filter((w) => w.enabled !== false && w.holders.some(writes));
  const firstOnly = (w) => w.holders.filter(writes).every((h) => h.entries === "first");
  const bySecret = /* @__PURE__ */ new Map();
  const out = [];
  for (const w of writing) {
    if (!w.sharedSecret) {
      out.push(firstOnly(w) ? { ...w.owner, firstEntryOnly: true } : w.owner);
      continue;
    }
    const key3 = `${w.doc.name}\0${w.sharedSecret}`;
    const group = bySecret.get(key3);
    if (group) group.push(w);
    else bySecret.set(key3, [w]);
  }
  for (const group of bySecret.values()) {
    const first = group[0];
    const certain = group.some((w) => w.enabled === true);
    out.push({
      ...first.owner,
      label: `${first.doc.description} (${group.map((w) => label(w.workload)).join(", ")}; Secret ${first.sharedSecret})`,
      ...certain ? { certain: void 0, settle: void 0 } : {},
      ...group.every(firstOnly) ? { firstEntryOnly: true } : {}
    });
  }
  return out;
}
function rbacOwners(model, holders2, known) {
  const out = /* @__PURE__ */ new Map();
  const byWorkload = /* @__PURE__ */ new Map();
  if (!holders2.length) return { byHolder: out, byWorkload };
  const profiled = new Set(findWebhookWorkloads(model).map((w) => w.resource));
  const bySa = /* @__PURE__ */ new Map();
  for (const w of workloads(model)) {
    if (known.has(w) || profiled.has(w)) continue;
    const sa = serviceAccountOf(w);
    const key3 = `${w.namespace}/${sa}`;
    let rules = bySa.get(key3);
    if (!rules) bySa.set(key3, rules = clusterWriteRules(model, w.namespace, sa));
    if (!rules.length) continue;
    let served;
    for (const h of holders2) {
      for (const rule36 of rules) {
        const hit = covers(rule36, h.group, h.plural, h.resource.name);
        if (!hit) continue;
        served ??= new Set(servicesSelecting(model, w).map((s) => `${s.namespace}/${s.name}`));
        if (!hit.byName && !h.services.some((s) => served.has(s))) continue;
        const owner2 = {
          via: "rbac",
          name: label(w),
          label: `${label(w)} (${rule36.role.kind} ${rule36.role.name} lets it ${rule36.verbs.join("/")} ${h.plural}${hit.byName ? ` named ${h.resource.name}` : ""})`,
          ...unproven(
            `whether ${label(w)} writes caBundle of what it may ${rule36.verbs.join("/")} (a catalogue entry for its image, policies/owners, would say)`
          ),
          resource: rule36.role,
          path: ["rules", rule36.ruleIndex]
        };
        const list = out.get(h.resource);
        if (list) list.push(owner2);
        else out.set(h.resource, [owner2]);
        const mine = byWorkload.get(w);
        if (mine) mine.holders.push(h.resource);
        else byWorkload.set(w, { owner: owner2, holders: [h.resource] });
        break;
      }
    }
  }
  return { byHolder: out, byWorkload };
}
function unsharedWriters(model, rbac) {
  const out = [];
  for (const [w, { owner: owner2, holders: holders2 }] of rbac.byWorkload) {
    const r = replicasOf(model, w);
    if (r.max <= 1 && !r.perNode || mountsSecret(w) || canReadSecrets(model, w.namespace, serviceAccountOf(w), w.namespace) !== "denied")
      continue;
    out.push({ owner: owner2, workload: w, replicas: r, holders: holders2 });
  }
  return out;
}
function mountsSecret(w) {
  return arr(podSpecOf(w)?.volumes).some(
    (v) => isObj(v) && (isObj(v.secret) || arr(v.projected?.sources).some((s) => isObj(s) && isObj(s.secret)))
  );
}

// src/effective/controllers.ts
function effectiveControllers(model) {
  return findWebhookWorkloads(model).map(effectiveController);
}
function effectiveController(w) {
  const p = w.profile;
  const external = !w.patchesCaBundle;
  const writer = external ? "external" : w.writer;
  const host = w.host.state === "value" && w.host.value ? w.host.value : void 0;
  const template2 = p.rewrites?.hostUrl;
  const name = `${w.resource.kind} ${w.resource.namespace ? w.resource.namespace + "/" : ""}${w.resource.name}`;
  return {
    workload: w,
    writer,
    layout: (external ? p.externalCerts?.secret : p.secret) ?? {},
    secretWrittenBy: external ? p.externalCerts?.writtenBy : void 0,
    ownsCaBundle: !external && Boolean(p.owns?.caBundle),
    servingName: host ?? (w.host.state === "unset" && w.serviceName ? `${w.serviceName}.${w.namespace}.svc` : void 0),
    rewritesUrl: Boolean(template2) && isSet(w.host),
    hostUrl: template2 && host ? (path19) => template2.replace("{host}", host).replace("{port}", String(w.port ?? "")).replace("{path}", path19) : void 0,
    owner: {
      via: "controller",
      name: p.name,
      label: name,
      resource: w.resource,
      path: w.containerPath,
      // Only its env (with RBAC or a Service the API server calls) ties it to the family: no proof that it writes.
      ...w.byEnv ? unproven(
        `which controller ${name} runs (an image policies/profiles or policies/owners names, or the label webhook-cert-gate.io/profile)`
      ) : {}
    }
  };
}
function controllersByConfig(controllers) {
  const out = /* @__PURE__ */ new Map();
  const add = (kind, name, c) => {
    if (!name) return;
    const key3 = `${kind}/${name}`;
    const list = out.get(key3);
    if (list) list.push(c);
    else out.set(key3, [c]);
  };
  for (const c of controllers) {
    add("MutatingWebhookConfiguration", c.workload.mutatingName, c);
    add("ValidatingWebhookConfiguration", c.workload.validatingName, c);
  }
  return out;
}

// src/effective/named-workloads.ts
function namedWorkloads(model) {
  const out = { workloads: /* @__PURE__ */ new Set(), byHolder: /* @__PURE__ */ new Map() };
  const docs = model.owners.filter((d) => d.webhooks && d.workload);
  if (!docs.length) return out;
  const groups = /* @__PURE__ */ new Map();
  for (const w of workloads(model)) {
    arr(podSpecOf(w)?.containers).forEach((c, i) => {
      if (!isObj(c)) return;
      const repo = imageRepo(typeof c.image === "string" ? c.image : void 0);
      const doc = repo && docs.find((d) => d.workload.images.some((img) => repoMatches(repo, img)));
      if (!doc) return;
      out.workloads.add(w);
      const select = doc.workload.holders;
      if (!select) return;
      const at3 = { workload: w, container: c, path: ["spec", "template", "spec", "containers", i] };
      const value = valueOf(resolveSetting(model, at3, select.setting));
      if (value === void 0) return;
      let root;
      for (const holder of select.kinds.flatMap((k) => model.ofKind(k))) {
        const l = labels(holder)[select.label];
        if (scalarText(l) !== value) continue;
        root ??= rootOf(model, doc, at3);
        const key3 = `${doc.name}\0${root.key}\0${holder.kind}/${holder.name}`;
        const group = groups.get(key3);
        if (group) {
          if (!group.members.includes(w)) group.members.push(w);
          continue;
        }
        groups.set(key3, {
          holder,
          members: [w],
          root,
          owner: {
            // Its label is what makes the workloads write it: the node a user edits (with their setting) to part them.
            via: "controller",
            name: doc.name,
            label: "",
            resource: holder,
            path: ["metadata", "labels", select.label],
            fix: `set ${settingName(select.setting)} of one of them to a value no other namespace uses, and label ${select.label} of its configurations to match`
          }
        });
      }
    });
  }
  for (const { owner: owner2, holder, members, root } of groups.values()) {
    const doc = docs.find((d) => d.name === owner2.name);
    const list = members.map(label).join(", ");
    const named = {
      ...owner2,
      label: `${doc.description} (${list}; ${root.text ?? `the root of namespace ${members[0].namespace}`})`
    };
    if (root.settle) Object.assign(named, unproven(root.settle(members)));
    out.byHolder.set(holder, [...out.byHolder.get(holder) ?? [], named]);
  }
  for (const owners of out.byHolder.values()) {
    if (owners.length && owners.every((o) => !provesWriting(o)))
      owners[0] = { ...owners[0], certain: void 0, settle: void 0 };
  }
  return out;
}
function rootOf(model, doc, at3) {
  const w = at3.workload;
  for (const source of doc.workload.root ?? []) {
    if (source.when) {
      const h = holds(model, at3, source.when);
      if (h.holds === false) continue;
      if (h.holds === void 0) {
        return {
          key: `unknown\0${w.namespace}`,
          text: `a root that ${h.resolved.from} decides`,
          settle: (m) => `${h.resolved.from} of ${m.map(label).join(", ")} (whether its root is ${source.description})`
        };
      }
      if (!source.mount) return { key: `shared\0${source.description}`, text: source.description };
    }
    if (!source.mount || !source.key) continue;
    const mounted = mountedData(model, at3, source.mount, source.key);
    if (mounted.data)
      return { key: `data\0${mounted.data.trim()}`, text: `${source.description}: ${source.key} of ${mounted.what}` };
    if (source.when) {
      const what = mounted.what ?? `nothing mounted at ${source.mount}`;
      return {
        key: `unknown\0${w.namespace}`,
        text: `${source.description}: ${source.key} of ${what}`,
        settle: (m) => `whether ${what} (${m.map(label).join(", ")}) holds the same ${source.key} as the other installs`
      };
    }
  }
  return { key: `namespace\0${w.namespace}` };
}
function mountedData(model, at3, path19, key3) {
  const trim = (p) => p.replace(/\/+$/, "");
  const mount = arr(at3.container.volumeMounts).find(
    (m) => isObj(m) && typeof m.mountPath === "string" && trim(m.mountPath) === trim(path19)
  );
  const name = isObj(mount) ? mount.name : void 0;
  const volume = arr(podSpecOf(at3.workload)?.volumes).find((v) => isObj(v) && v.name === name);
  if (!isObj(volume)) return {};
  const ref = isObj(volume.secret) ? { kind: "Secret", name: str(volume.secret.secretName) } : isObj(volume.configMap) ? { kind: "ConfigMap", name: str(volume.configMap.name) } : void 0;
  if (!ref?.name) return { what: `volume ${String(name)}` };
  const what = `${ref.kind} ${at3.workload.namespace}/${ref.name}`;
  const data = dataOf(model.get(ref.kind, at3.workload.namespace, ref.name))?.[key3];
  return { data: data?.trim() ? data : void 0, what };
}

// src/effective/index.ts
var cache3 = /* @__PURE__ */ new WeakMap();
function effectiveState(model) {
  let state = cache3.get(model);
  if (!state) {
    state = compute(model);
    cache3.set(model, state);
  }
  return state;
}
function compute(model) {
  const controllers = effectiveControllers(model);
  const byConfig = controllersByConfig(controllers);
  const catalogue = indexCatalogue(model);
  for (const c of controllers) c.serving = controllerCert(model, c);
  const writers = catalogueWriters(model);
  const holders2 = caBundleHolders(model);
  const named = namedWorkloads(model);
  const rbac = rbacOwners(model, holders2, /* @__PURE__ */ new Set([...writers.map((w) => w.workload), ...named.workloads]));
  const caBundleOwners2 = new Map(
    holders2.map((h) => [h.resource, holderOwners(model, h, byConfig, catalogue, writers, rbac, named)])
  );
  const webhooks = webhookEntries(model).map(
    (e) => effectiveWebhook(e, catalogue, byConfig, entryOwners(e, caBundleOwners2.get(e.config) ?? []))
  );
  for (const w of webhooks) {
    const owners = caBundleOwners2.get(w.source.config);
    for (const o of w.caBundleOwners) if (!owners.some((x) => x.via === o.via && x.name === o.name)) owners.push(o);
  }
  const caBundles = effectiveCaBundles(model, webhooks, catalogue, caBundleOwners2);
  return { controllers, webhooks, caBundles, caBundleOwners: caBundleOwners2, writers, unsharedWriters: unsharedWriters(model, rbac) };
}
function effectiveCaBundles(model, webhooks, catalogue, owners) {
  const byEntry = new Map(webhooks.map((w) => [w.source.entry, w]));
  return caBundleEntries(model).map((entry) => {
    const w = entry.caBundlePath[0] === "webhooks" ? byEntry.get(get(entry.holder.body, ...entry.caBundlePath.slice(0, 2))) : void 0;
    if (w) return { entry, dialedHost: w.dialedHost, caBundleOwners: w.caBundleOwners, serving: w.serving, webhook: w };
    return holderCaBundle(entry, catalogue, owners.get(entry.holder) ?? []);
  });
}
function holderCaBundle(entry, catalogue, owners) {
  const s = entry.service;
  const mounted = !owners.length && s ? catalogue.mountedByService.get(`${s.namespace}/${s.name}:${s.port}`) : void 0;
  return {
    entry,
    dialedHost: dialedHost(entry),
    caBundleOwners: owners,
    serving: holderCert(entry.holder, catalogue, mounted)
  };
}
function entryOwners(e, owners) {
  return e.path[1] === 0 || !owners.some((o) => o.firstEntryOnly) ? owners : owners.filter((o) => !o.firstEntryOnly);
}
function holderOwners(model, h, byConfig, catalogue, writers, rbac, named) {
  const config = h.resource.kind.endsWith("WebhookConfiguration");
  const runtime = [
    ...config ? configOwners(h.resource, byConfig, catalogue) : catalogue.annotationOwners(h.resource).map((a) => a.owner),
    ...named.byHolder.get(h.resource) ?? [],
    ...catalogueOwners(writers, h),
    ...rbac.byHolder.get(h.resource) ?? []
  ];
  if (!runtime.some((o) => o.via !== "job")) return distinct(runtime);
  const firstOnly = runtime.every((o) => o.via === "job" || o.firstEntryOnly);
  const present2 = h.caBundlePaths.filter((p) => {
    const v = get(h.resource.body, ...p);
    return typeof v === "string" && v.trim() !== "" && (!firstOnly || p[0] !== "webhooks" || p[1] === 0);
  });
  const gitops = gitopsOwners(model, h, present2);
  const render2 = gitops.tracked ? void 0 : renderOwner(model, h, present2);
  return distinct([...runtime, ...gitops.owners, ...render2 ? [render2] : []]);
}
function distinct(owners) {
  const seen = /* @__PURE__ */ new Set();
  return owners.filter((o) => {
    const key3 = `${o.via}\0${o.label}`;
    return !seen.has(key3) && Boolean(seen.add(key3));
  });
}
function configOwners(config, byConfig, catalogue) {
  const key3 = `${config.kind}/${config.name}`;
  return [
    ...(byConfig.get(key3) ?? []).filter((c) => c.ownsCaBundle).map((c) => c.owner),
    ...catalogue.annotationOwners(config).map((a) => a.owner),
    ...(catalogue.jobsByConfig.get(key3) ?? []).map((j) => j.owner)
  ];
}
function effectiveWebhook(e, catalogue, byConfig, ofConfig) {
  const name = scalarText(e.entry.name) ?? `#${String(e.path[1])}`;
  const controllers = byConfig.get(`${e.config.kind}/${e.config.name}`) ?? [];
  const rewriter = controllers[0];
  const named = catalogue.entryOwners(name).filter((n) => n.caBundle && !ofConfig.some((o) => o.name === n.doc.name));
  const owners = [...ofConfig, ...named.map((n) => entryOwner(n.doc.name, n.doc.description, e))];
  const clientConfig = rewrite(e, rewriter);
  const port = scalarText(get(e.entry, "clientConfig", "service", "port")) ?? "443";
  const mounted = !owners.length && clientConfig.service ? catalogue.mountedByService.get(`${clientConfig.service.namespace}/${clientConfig.service.name}:${port}`) : void 0;
  return {
    source: e,
    name,
    ...clientConfig,
    rewrittenBy: clientConfig.rewritten ? rewriter : void 0,
    dialedHost: dialedHost(clientConfig),
    caBundleOwners: owners,
    renderOwner: mounted?.owner,
    failurePolicy: failurePolicy(e, name, catalogue),
    serving: servingCert(e, controllers, catalogue, mounted)
  };
}
function rewrite(e, c) {
  if (!c) return { service: e.service, url: e.url, rewritten: false };
  if (c.rewritesUrl) {
    const path19 = str(get(e.entry, "clientConfig", "service", "path")) ?? "";
    return { url: c.hostUrl?.(path19), rewritten: true };
  }
  const w = c.workload;
  if (c.workload.profile.rewrites?.serviceName && w.serviceName && e.service) {
    return { service: { namespace: w.namespace, name: w.serviceName }, rewritten: true };
  }
  return { service: e.service, url: e.url, rewritten: false };
}
function dialedHost(c) {
  if (c.service) return `${c.service.name}.${c.service.namespace}.svc`;
  if (!c.url) return void 0;
  try {
    return new URL(c.url).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return void 0;
  }
}
function entryOwner(name, description, e) {
  return { via: "webhook", name, label: description, resource: e.config, path: [...e.path, "name"] };
}
function failurePolicy(e, name, catalogue) {
  const written = e.entry.failurePolicy;
  const implicit = written === void 0;
  const rendered2 = {
    value: implicit ? e.config.apiVersion.endsWith("/v1beta1") ? "Ignore" : "Fail" : scalarText(written) ?? JSON.stringify(written),
    implicit
  };
  const job = (catalogue.jobsByConfig.get(`${e.config.kind}/${e.config.name}`) ?? []).find((j) => j.failurePolicy);
  if (job?.failurePolicy)
    return { value: job.failurePolicy.value, implicit: false, owner: { ...job.owner, path: job.failurePolicy.path } };
  const named = catalogue.entryOwners(name).find((n) => n.failurePolicy);
  if (named?.failurePolicy)
    return { value: named.failurePolicy, implicit: false, owner: entryOwner(named.doc.name, named.doc.description, e) };
  return rendered2;
}
function servingCert(e, controllers, catalogue, mounted) {
  for (const c of controllers) if (c.serving) return c.serving;
  return holderCert(e.config, catalogue, mounted);
}
function holderCert(holder, catalogue, mounted) {
  for (const a of catalogue.annotationOwners(holder)) {
    const secret = catalogue.annotatedSecret(a.doc, a.refers, a.value);
    const cert = secret && certFrom(secret, a.doc.secret ?? {}, a.owner);
    if (cert) return cert;
  }
  return mounted ? certFrom(mounted.secret, mounted.layout, mounted.owner) : void 0;
}
function controllerCert(model, c) {
  const w = c.workload;
  if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) return void 0;
  const secret = model.get("Secret", w.namespace, w.secretName);
  const cert = secret && certFrom(secret, c.layout, c.owner);
  return cert && {
    ...cert,
    host: c.servingName,
    renewWithinDays: c.writer === "secret" ? w.profile.secret?.renewBeforeDays : void 0
  };
}
function certFrom(secret, layout, owner2) {
  const data = dataOf(secret);
  if (!layout.certKey || !data?.[layout.certKey]) return void 0;
  return {
    secret,
    owner: owner2,
    certKey: layout.certKey,
    chainPem: data[layout.certKey],
    keyPem: layout.keyKey ? data[layout.keyKey] : void 0,
    caPem: layout.caKey ? data[layout.caKey] : void 0
  };
}

// src/rules/cabundle-multiple-owners.ts
var rule = defineRule({
  meta: {
    id: "cabundle-multiple-owners",
    severity: "error",
    description: "A webhook configuration, CRD conversion webhook or APIService whose caBundle has more than one writer.",
    messages: {
      controllerAndInjector: "{kind} {name} is patched by {workload} (it writes its own CA into caBundle) and also carries {annotation}: {injector} and the controller will overwrite each other.",
      twoInjectors: "{kind} {name} carries {annotations}: more than one CA source claims its caBundle.",
      several: "caBundle of {kind} {name} is written by {owners}: each writes its own CA and they overwrite each other.",
      possibly: "caBundle of {kind} {name} may have {count} writers: {owners}. They would overwrite each other; what settles it: {settle}.",
      fieldManagers: "{kind} {name}: caBundle has {count} field managers: {owners}. Each writer puts back its own CA when the other changes it: a write war between owners."
    }
  },
  check({ model, report }) {
    const owned = effectiveState(model).caBundleOwners;
    for (const [config, owners] of owned) {
      if (owners.length < 2) continue;
      const data = { kind: config.kind, name: config.name };
      const uncertain = owners.filter((o) => !provesWriting(o));
      if (owners.length - uncertain.length < 2) {
        if (uncertain.length === owners.length) continue;
        const at3 = uncertain[0];
        report({
          resource: at3.resource,
          path: at3.path,
          messageId: "possibly",
          severity: "warning",
          data: {
            ...data,
            count: owners.length,
            owners: owners.map((o) => o.label).join(" and "),
            settle: [...new Set(uncertain.map((o) => o.settle))].join("; ")
          },
          fix: `keep one caBundle owner for ${config.kind} ${config.name}, or confirm that ${at3.label} leaves caBundle alone`
        });
        continue;
      }
      const annotations2 = owners.filter((o) => o.via === "annotation");
      const controller = owners.find((o) => o.via === "controller");
      const key3 = (o) => String(o.path[o.path.length - 1]);
      if (annotations2.length > 1) {
        report({
          resource: config,
          path: annotations2[1].path,
          messageId: "twoInjectors",
          data: { ...data, annotations: annotations2.map(key3).join(" and ") },
          fix: `keep one of ${annotations2.map(key3).join(", ")}`
        });
      }
      if (controller && annotations2.length && owners.length === annotations2.length + 1) {
        report({
          resource: config,
          path: annotations2[0].path,
          messageId: "controllerAndInjector",
          data: {
            ...data,
            workload: controller.label,
            annotation: key3(annotations2[0]),
            injector: annotations2[0].label.replace(/ \(annotation .*\)$/, "")
          },
          fix: `remove annotation ${key3(annotations2[0])} (the controller owns caBundle), or stop the controller from writing caBundle`
        });
      } else if (annotations2.length !== owners.length) {
        const at3 = owners.find((o) => o.via !== "controller") ?? owners[1];
        report({
          resource: at3.resource,
          path: at3.path,
          messageId: "several",
          data: { ...data, owners: owners.map((o) => o.label).join(" and ") },
          fix: fixFor(config, at3)
        });
      }
    }
    for (const { resource: holder } of caBundleHolders(model)) {
      if ((owned.get(holder)?.length ?? 0) > 1) continue;
      const managers = caBundleOwners(holder);
      if (managers.length < 2) continue;
      const list = managers.map(
        (o) => o.entries.length ? `${o.manager} owns ${o.entries.length} (${o.entries.slice(0, 3).join(", ")}${o.entries.length > 3 ? ", \u2026" : ""})` : o.manager
      );
      report({
        resource: holder,
        path: ["metadata", "managedFields"],
        messageId: "fieldManagers",
        data: { kind: holder.kind, name: holder.name, count: managers.length, owners: list.join("; ") },
        fix: "keep one caBundle owner: stop the controller's own CA writing while an injector sets caBundle (or drop the injector's annotation or patch Job)"
      });
    }
  }
});
function fixFor(config, at3) {
  return at3.fix ?? `keep one caBundle owner for ${config.kind} ${config.name}: remove ${at3.label}, or the others`;
}
function caBundleOwners(holder) {
  const byManager = /* @__PURE__ */ new Map();
  for (const mf of arr(get(holder.body, "metadata", "managedFields"))) {
    const who2 = `${str(get(mf, "manager")) ?? "(unnamed)"} (${str(get(mf, "operation")) ?? "Update"})`;
    const webhooks = get(mf, "fieldsV1", "f:webhooks");
    if (isObj(webhooks)) {
      for (const [key3, fields] of Object.entries(webhooks)) {
        if (isObj(get(fields, "f:clientConfig", "f:caBundle")))
          byManager.set(who2, [...byManager.get(who2) ?? [], entryName(key3)]);
      }
    } else if (ownsCaBundle(get(mf, "fieldsV1"))) {
      byManager.set(who2, byManager.get(who2) ?? []);
    }
  }
  return [...byManager].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([manager, entries]) => ({ manager, entries }));
}
function entryName(key3) {
  try {
    return JSON.parse(key3.slice(2)).name ?? key3;
  } catch {
    return key3;
  }
}

// src/rules/describe.ts
function workloadName(w) {
  return `${w.resource.kind} ${w.resource.namespace ? w.resource.namespace + "/" : ""}${w.resource.name}`;
}
function envPath(w, setting) {
  return setting.state === "unset" ? [...w.containerPath, "env"] : setting.path;
}
function describeSetting(name, s) {
  if (s.state === "unset") return `${name} is not set`;
  if (s.state === "ref") return `${name} is set from ${s.via}`;
  if (s.via && /^(envFrom )?Secret /.test(s.via)) return `${name} is set (from ${s.via}; value not shown)`;
  return `${name}=${JSON.stringify(s.value)}${s.via ? ` (from ${s.via})` : ""}`;
}
function secretWriterEnvFix(w) {
  const secret = w.secretName ?? `${w.resource.name}-webhook-certs`;
  const envValues = helmEnvValues(w.resource);
  if (envValues) return valuesWriterFix(w, envValues, secret);
  return `set env ${w.profile.env.writer}=${w.profile.writer?.secretValue ?? "<Secret writer>"} and ${w.profile.env.secretName}=${secret} on container ${str(w.container.name) ?? ""}, and provision that Secret once (webhook-cert-gate cert generate)`;
}
function valuesWriterFix(w, keys, secret) {
  const { writer, secretName } = w.profile.env;
  const value = w.profile.writer?.secretValue ?? "secret";
  const writerKey2 = keys[writer];
  const secretKey = keys[secretName];
  if (writerKey2 && secretKey) {
    return `set ${writerKey2}: ${value} and ${secretKey}: ${secret} in your values, and provision that Secret once (webhook-cert-gate cert generate)`;
  }
  return `this chart has no value for ${writer}/${secretName}: add env ${writer}=${value} and ${secretName}=${secret} to the manager (a chart fork or a post-renderer), map the values in .webhook-cert-gate.yaml (docs/helm.md), and provision that Secret once (webhook-cert-gate cert generate)`;
}

// src/rules/multi-replica-webhook-unshared-cert.ts
var rule2 = defineRule({
  meta: {
    id: "multi-replica-webhook-unshared-cert",
    severity: "error",
    description: "A webhook controller that can run several replicas, uses an external webhook host and keeps its certificate per pod.",
    messages: {
      race: '{workload} can run {replicas}{hpa}, {host} and the certificate writer resolves to per-pod "fs" ({writer}): each replica will mint its own CA and rewrite the caBundle of the webhook configurations, a 409 write war with TLS failures.',
      raceUnproven: '{workload} can run {replicas}{hpa} and {host}; only its env ties it to {profile}. If it is one, its certificate writer resolves to per-pod "fs" ({writer}) and each replica mints its own CA and rewrites caBundle, a write war. What settles it: {settle}.',
      perPod: "{workload} can run {replicas}{hpa} of {controller}, which mints its CA and serving certificate in each process unless its leader elector is on ({leader}): each replica writes its own CA into caBundle of {holders}, a write war with TLS failures.",
      perPodUnknown: "{workload} can run {replicas}{hpa} of {controller}, which mints its CA and serving certificate in each process unless its leader elector is on; whether each replica writes its own caBundle depends on {settle}.",
      perNode: "{workload} runs one pod of {controller} on each node it is scheduled on, and each mints its CA and serving certificate unless its leader elector is on ({leader}): on more than one node each pod writes its own CA into caBundle of {holders}, a write war with TLS failures. What settles it: {settle}.",
      unshared: "{workload} can run {replicas}{hpa} and may write caBundle of {holders} ({owner}), but mounts no Secret and may read none: each replica would serve a certificate of its own. What settles it: {settle}."
    }
  },
  check({ model, report }) {
    for (const { workload: w, writer, owner: owner2 } of effectiveState(model).controllers) {
      if (writer !== "fs" || w.replicas.max <= 1) continue;
      const proven = provesWriting(owner2);
      report({
        resource: w.resource,
        path: replicasPath(w.replicas),
        messageId: proven ? "race" : "raceUnproven",
        severity: proven ? void 0 : "warning",
        data: {
          profile: w.profile.description ?? w.profile.name,
          settle: owner2.settle ?? "",
          workload: workloadName(w),
          replicas: podsText(w.replicas),
          hpa: hpaText(w.replicas),
          host: describeSetting(w.profile.env.host, w.host),
          writer: describeSetting(w.profile.env.writer, w.writerEnv)
        },
        fix: secretWriterEnvFix(w)
      });
    }
    for (const w of effectiveState(model).writers) {
      const perNode = w.replicas.perNode;
      if (w.perPod === false || w.replicas.max <= 1 && !perNode) continue;
      const certain = w.perPod === true && provesWriting(w.owner);
      const l = w.leader;
      const leader = !l ? "it has none" : !l.path ? `${l.from} is unset (default "${l.value ?? ""}")` : `${l.from} is "${l.value ?? ""}"`;
      const settle = [...w.unknown, ...perNode ? [perNode.settle] : []].join(", ");
      report({
        resource: w.workload,
        path: certain && w.leader?.path ? w.leader.path : replicasPath(w.replicas),
        messageId: !certain ? "perPodUnknown" : perNode ? "perNode" : "perPod",
        severity: certain && !perNode ? void 0 : "warning",
        data: {
          workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
          replicas: podsText(w.replicas),
          hpa: hpaText(w.replicas),
          controller: w.doc.description,
          leader,
          holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(", ") || "the configuration it serves",
          settle
        },
        fix: w.leader ? `turn the leader elector on (${w.leader.from.replace(/ \(.*\)$/, "")} = true), or run one replica` : "run one replica"
      });
    }
    for (const u of effectiveState(model).unsharedWriters) {
      const perNode = u.replicas.perNode;
      report({
        resource: u.workload,
        path: replicasPath(u.replicas),
        messageId: "unshared",
        severity: "warning",
        data: {
          workload: `${u.workload.kind} ${u.workload.namespace}/${u.workload.name}`,
          replicas: podsText(u.replicas),
          hpa: hpaText(u.replicas),
          holders: u.holders.map((h) => `${h.kind} ${h.name}`).join(", "),
          owner: u.owner.label.replace(/^[^(]*\(|\)$/g, ""),
          settle: [u.owner.settle ?? "", ...perNode ? [perNode.settle] : []].filter(Boolean).join(", ")
        },
        fix: "serve one certificate from a Secret every replica mounts (and let one owner write caBundle), or run one replica"
      });
    }
  }
});
function podsText(r) {
  return r.perNode ? "one pod on each node it is scheduled on" : `${String(r.max)} replicas`;
}
function hpaText(r) {
  return r.hpa ? ` (HorizontalPodAutoscaler ${r.hpa.name} maxReplicas)` : "";
}
function replicasPath(r) {
  return r.hpa || r.declared === void 0 ? ["spec"] : ["spec", "replicas"];
}

// src/rules/suppression-reason-missing.ts
var rule3 = defineRule({
  meta: {
    id: "suppression-reason-missing",
    severity: "warning",
    description: "A webhook-cert-gate.io/ignore-<rule> annotation with an empty reason.",
    messages: {
      reasonless: "Annotation {annotation} suppresses {rule} without a reason."
    }
  },
  check({ model, settings, ruleIds, report }) {
    if (settings.strict) return;
    for (const resource2 of model.resources) {
      for (const annotation of Object.keys(annotations(resource2))) {
        if (!annotation.startsWith(SUPPRESS_PREFIX)) continue;
        const id = annotation.slice(SUPPRESS_PREFIX.length);
        if (!ruleIds.includes(id) || suppressionOf(resource2, id)?.trim()) continue;
        report({
          resource: resource2,
          path: ["metadata", "annotations", annotation],
          messageId: "reasonless",
          data: { annotation, rule: id },
          fix: `Give the annotation a value that says why the finding is accepted, e.g. "${annotation}: single-replica test cluster".`
        });
      }
    }
  }
});

// src/core/nearest.ts
function nearest(word, candidates) {
  let best;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(word, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}
function likelyTypo(word, candidates) {
  const best = nearest(word, candidates);
  return best !== void 0 && editDistance(word, best) <= Math.max(2, Math.floor(word.length / 3)) ? best : void 0;
}
function editDistance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next2 = [i];
    for (let j = 1; j <= b.length; j++) {
      next2[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next2[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      );
    }
    row = next2;
  }
  return row[b.length] ?? 0;
}

// src/rules/suppression-rule-unknown.ts
var rule4 = defineRule({
  meta: {
    id: "suppression-rule-unknown",
    severity: "warning",
    description: "A webhook-cert-gate.io/ignore-<rule> annotation whose rule id is no rule: it suppresses nothing.",
    messages: {
      unknown: "Annotation {annotation} names no rule, so it suppresses nothing; did you mean '{nearest}'?",
      unknownFar: "Annotation {annotation} names no rule, so it suppresses nothing (no rule id is close to it)"
    }
  },
  check({ model, ruleIds, report }) {
    for (const resource2 of model.resources) {
      for (const annotation of Object.keys(annotations(resource2))) {
        if (!annotation.startsWith(SUPPRESS_PREFIX)) continue;
        const id = annotation.slice(SUPPRESS_PREFIX.length);
        if (ruleIds.includes(id)) continue;
        const meant2 = likelyTypo(id, ruleIds);
        const path19 = ["metadata", "annotations", annotation];
        if (meant2 === void 0)
          report({
            resource: resource2,
            path: path19,
            messageId: "unknownFar",
            data: { annotation },
            fix: `Rename the annotation to ${SUPPRESS_PREFIX}<id> with an id from webhook-cert-gate rules, or remove it.`
          });
        else
          report({
            resource: resource2,
            path: path19,
            messageId: "unknown",
            data: { annotation, nearest: meant2 },
            fix: `Rename the annotation to ${SUPPRESS_PREFIX}${meant2} (webhook-cert-gate rules lists the ids), or remove it.`
          });
      }
    }
  }
});

// src/rules/webhook-cert-secret-incomplete.ts
var rule5 = defineRule({
  meta: {
    id: "webhook-cert-secret-incomplete",
    severity: "error",
    description: "The shared Secret has data but not the keys the controller reads, or sits in another namespace; a warning when only the CA key for renewal is missing.",
    messages: {
      keys: "Secret {namespace}/{secret} used by {workload} lacks {missing}{hint}: the controller will treat it as empty, generate a new CA and overwrite it.",
      externalKeys: "Secret {namespace}/{secret} used by {workload} (external-certs mode) lacks {missing}{hint}: the controller only reads it and cannot serve until {writer} writes those keys.",
      renew: "Secret {namespace}/{secret} used by {workload} has no {missing}: the controller keeps this certificate, but cannot reuse the CA when it renews the leaf ({days} days before expiry), so it will mint a new CA then and rewrite caBundle once.",
      namespace: "Secret {secret} is in namespace {found}, but {workload} reads it from {namespace} ({namespaceSource}): it will not see this one and will create its own."
    }
  },
  check({ model, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) continue;
      const base = { namespace: w.namespace, secret: w.secretName, workload: workloadName(w) };
      const secret = model.get("Secret", w.namespace, w.secretName);
      if (!secret) {
        const elsewhere = model.named("Secret", w.secretName)[0];
        if (elsewhere) {
          report({
            resource: elsewhere,
            path: ["metadata", "namespace"],
            messageId: "namespace",
            data: {
              ...base,
              found: elsewhere.namespace,
              namespaceSource: w.profile.env.namespace ? `its ${w.profile.env.namespace}` : "its own namespace"
            },
            fix: `move Secret ${w.secretName} to namespace ${w.namespace}`
          });
        }
        continue;
      }
      const data = dataOf(secret) ?? {};
      const present2 = Object.keys(data);
      if (present2.length === 0) continue;
      const path19 = [secret.body.stringData && !secret.body.data ? "stringData" : "data"];
      const missing = (c.layout.readKeys ?? []).filter((k) => !(k in data));
      if (missing.length) {
        const external = c.writer === "external";
        report({
          resource: secret,
          path: path19,
          messageId: external ? "externalKeys" : "keys",
          data: {
            ...base,
            missing: missing.join(", "),
            hint: otherLayout(model, c, present2),
            writer: c.secretWrittenBy ?? "its writer"
          },
          fix: external ? `let ${c.secretWrittenBy ?? "its writer"} write ${(c.layout.readKeys ?? []).join(", ")} into Secret ${w.namespace}/${w.secretName}` : `store the certificate under ${[...c.layout.readKeys ?? [], ...c.layout.renewKeys ?? []].join(", ")} (webhook-cert-gate cert generate --layout ${w.profile.name} --secret-name ${w.secretName})`
        });
        continue;
      }
      const renew = (c.layout.renewKeys ?? []).filter((k) => !(k in data));
      if (!renew.length) continue;
      report({
        resource: secret,
        path: path19,
        messageId: "renew",
        severity: "warning",
        data: { ...base, missing: renew.join(", "), days: w.profile.secret?.renewBeforeDays ?? 0 },
        fix: `add ${renew.join(", ")} (the CA's private key) to Secret ${w.namespace}/${w.secretName}, or plan the CA change at renewal`
      });
    }
  }
});
function otherLayout(model, c, present2) {
  const layouts = [
    ...model.owners.flatMap((o) => o.secret ? [[o.name, o.secret]] : []),
    ...c.workload.profile.externalCerts?.secret ? [
      [`${c.workload.profile.name} external-certs`, c.workload.profile.externalCerts.secret]
    ] : []
  ];
  for (const [name, layout] of layouts) {
    if (layout === c.layout || !layout.certKey || !present2.includes(layout.certKey)) continue;
    const keys = [layout.certKey, layout.keyKey, layout.caKey].filter((k) => Boolean(k));
    return ` (it has the ${name} layout ${keys.join("/")}, which this controller does not read)`;
  }
  return "";
}

// src/rules/live.ts
function resourceOf(model, ref) {
  return model.get(ref.kind, ref.namespace, ref.name);
}
function wasDenied(live, kind, namespace, name) {
  if (kind === "Secret" && live?.secretsUnread) return true;
  const resource2 = `${kind.toLowerCase()}s`;
  return Boolean(
    live?.denied.some(
      (d) => d.resource === resource2 && (d.namespace ?? "") === namespace && (d.name === void 0 || d.name === name)
    )
  );
}
var FAILURE_PHRASE = {
  refused: "connection refused",
  timeout: "timed out",
  "no-tls": "no TLS answer",
  untrusted: "untrusted server certificate",
  reset: "connection reset during the TLS handshake",
  unreachable: "address unreachable",
  dns: "name not found",
  other: "failed"
};

// src/rules/webhook-cert-secret-missing.ts
var rule6 = defineRule({
  meta: {
    id: "webhook-cert-secret-missing",
    severity: "warning",
    description: "The controller reads its certificate from a Secret that is not among the inputs (and nothing among them creates it).",
    messages: {
      missing: "{workload} uses the Secret writer with Secret {namespace}/{secret}, which is not among the inputs: the first replica to start will mint the CA and create it.",
      external: "{workload} runs in external-certs mode: it reads {keys} from Secret {namespace}/{secret}, written by {writer}, and mints nothing itself; neither the Secret nor a certificate that writes it is among the inputs, so its webhook server cannot start until one exists."
    }
  },
  check({ model, live, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      if (c.writer !== "secret" && c.writer !== "external" || !w.secretName) continue;
      if (model.named("Secret", w.secretName).length) continue;
      if (wasDenied(live, "Secret", w.namespace, w.secretName)) continue;
      const setting = w.env.get(w.profile.env.secretName);
      const path19 = setting ? envPath(w, setting) : w.containerPath;
      const data = { workload: workloadName(w), namespace: w.namespace, secret: w.secretName };
      if (c.writer === "external") {
        if (writtenByCertificate(model, w.namespace, w.secretName)) continue;
        const writer = c.secretWrittenBy ?? "another owner";
        report({
          resource: w.resource,
          path: path19,
          messageId: "external",
          data: { ...data, keys: (c.layout.readKeys ?? []).join(", "), writer },
          fix: `add a ${writer} certificate for ${w.serviceName ?? "the webhook Service"}.${w.namespace}.svc with secretName ${w.secretName} in namespace ${w.namespace}`
        });
        continue;
      }
      report({
        resource: w.resource,
        path: path19,
        messageId: "missing",
        data,
        fix: `add Secret ${w.namespace}/${w.secretName} with keys ${[...c.layout.readKeys ?? [], ...c.layout.renewKeys ?? []].join(", ")} (webhook-cert-gate cert generate --service ${w.serviceName ?? "SERVICE"}.${w.namespace} --layout ${w.profile.name})`
      });
    }
  }
});
function writtenByCertificate(model, namespace, secret) {
  return model.owners.some(
    (o) => o.certificate && model.ofKind(o.certificate.kind).some((c) => c.namespace === namespace && get(c.body, ...o.certificate.secretNameField.split(".")) === secret)
  );
}

// src/rules/webhook-cert-secret-rbac.ts
var rule7 = defineRule({
  meta: {
    id: "webhook-cert-secret-rbac",
    severity: "error",
    description: "The workload's RBAC is among the inputs and none of it lets its ServiceAccount get the shared Secret (live: the API server says so).",
    messages: {
      denied: "ServiceAccount {namespace}/{sa} of {workload} has RBAC among the inputs, but none of it grants get on Secret {secretNamespace}/{secret}: the controller cannot read its shared certificate.",
      liveDenied: "the API server says ServiceAccount {namespace}/{sa} of {workload} may not get Secret {secretNamespace}/{secret}{reason}: the controller cannot read its shared certificate."
    }
  },
  check({ model, live, report }) {
    const answers = new Map((live?.workloads ?? []).map((l) => [resourceOf(model, l.workload), l.secretAccess]));
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      if (writer !== "secret" && writer !== "external" || !w.secretName) continue;
      const ns = w.resource.namespace;
      const answer = answers.get(w.resource);
      const denied = answer ? !answer.allowed : canGetSecret(model, ns, w.serviceAccount, w.namespace, w.secretName) === "denied";
      if (!denied) continue;
      report({
        resource: w.resource,
        path: podSpecOf(w.resource)?.serviceAccountName !== void 0 ? ["spec", "template", "spec", "serviceAccountName"] : ["spec", "template", "spec"],
        messageId: answer ? "liveDenied" : "denied",
        data: {
          namespace: ns,
          sa: w.serviceAccount,
          workload: workloadName(w),
          secretNamespace: w.namespace,
          secret: w.secretName,
          reason: answer?.reason ? ` (${answer.reason})` : ""
        },
        fix: `add a Role in ${w.namespace} with apiGroups [""], resources [secrets], resourceNames [${w.secretName}], verbs [get, update] and a RoleBinding to ServiceAccount ${ns}/${w.serviceAccount}`
      });
    }
  }
});

// src/rules/webhook-cert-writer-implicit.ts
var rule8 = defineRule({
  meta: {
    id: "webhook-cert-writer-implicit",
    severity: "warning",
    description: "External webhook host with no explicit certificate writer, even at one replica.",
    messages: {
      implicit: '{workload}: {host} but {writerName} is not set (or empty), so the controller picks the per-pod "fs" writer; the race starts at the first scale-out or surge pod.'
    }
  },
  check({ model, report }) {
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      if (writer !== "fs" || isSet(w.writerEnv)) continue;
      report({
        resource: w.resource,
        path: envPath(w, w.host),
        messageId: "implicit",
        data: {
          workload: workloadName(w),
          host: describeSetting(w.profile.env.host, w.host),
          writerName: w.profile.env.writer
        },
        fix: secretWriterEnvFix(w)
      });
    }
  }
});

// src/rules/webhook-failure-policy-ignore.ts
var rule9 = defineRule({
  meta: {
    id: "webhook-failure-policy-ignore",
    severity: "warning",
    description: "A webhook that will run with failurePolicy Ignore (explicit, the v1beta1 default, or set by its owner after install).",
    messages: {
      ignore: "Webhook {webhook} in {kind} {name} has failurePolicy Ignore{implicit}: if TLS to it fails (a caBundle that does not match the serving replica), objects are admitted unmutated and unvalidated.",
      ownerIgnore: "{owner} sets failurePolicy Ignore on webhook {webhook} in {kind} {name} after install: if TLS to it fails, objects are admitted unmutated and unvalidated."
    },
    schema: {
      type: "object",
      properties: {
        allow: {
          type: "array",
          items: { type: "string", minLength: 1 },
          description: "Webhook names (webhooks[].name) meant to fail open, such as one that only adds labels or metrics: not reported wherever they are installed."
        }
      },
      additionalProperties: false
    },
    defaultOptions: { allow: [] }
  },
  check({ model, options, report }) {
    const allowed = new Set(options.allow);
    for (const w of effectiveState(model).webhooks) {
      const p = w.failurePolicy;
      if (p.value !== "Ignore" || allowed.has(w.name)) continue;
      const e = w.source;
      const data = { webhook: w.name, kind: e.config.kind, name: e.config.name };
      if (p.owner) {
        report({
          resource: p.owner.resource,
          path: p.owner.path,
          messageId: "ownerIgnore",
          data: { ...data, owner: p.owner.label },
          fix: `make ${p.owner.label} set Fail, annotate it webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted, or list ${w.name} in the rule's allow option`
        });
        continue;
      }
      report({
        resource: e.config,
        path: p.implicit ? e.path : [...e.path, "failurePolicy"],
        messageId: "ignore",
        data: { ...data, implicit: p.implicit ? " (the v1beta1 default)" : "" },
        fix: `set failurePolicy: Fail, annotate the configuration webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted, or list ${w.name} in the rule's allow option`
      });
    }
  }
});

// src/rules/webhook-profile-name-mismatch.ts
var rule10 = defineRule({
  meta: {
    id: "webhook-profile-name-mismatch",
    severity: "error",
    description: "The controller's webhook configurations or webhook Service are named differently from the names it manages.",
    messages: {
      service: "Service {namespace}/{name} serves the webhooks of {workload}, but the controller uses {envName}={expected}: it will rewrite every webhook to call Service {expected}, which {exists}.",
      config: "{kind} {name} calls {workload}, but the controller manages {kind} {expected}{envHint}: this one never gets a caBundle."
    }
  },
  check({ model, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      const services = servicesSelecting(model, w.resource).filter((s) => entriesCalling(model, s).length);
      const env = w.profile.env;
      const rewritesService = Boolean(w.profile.rewrites?.serviceName) && !c.rewritesUrl;
      for (const s of services) {
        if (rewritesService && w.serviceName && s.name !== w.serviceName) {
          report({
            resource: s,
            path: ["metadata", "name"],
            messageId: "service",
            data: {
              namespace: s.namespace,
              name: s.name,
              workload: workloadName(w),
              envName: env.serviceName ?? "its Service name",
              expected: w.serviceName,
              exists: model.get("Service", s.namespace, w.serviceName) ? "exists but does not select it" : "does not exist"
            },
            fix: env.serviceName ? `set env ${env.serviceName}=${s.name} on ${workloadName(w)}, or name the Service ${w.serviceName}` : `name the Service ${w.serviceName}`
          });
        }
        const seen = /* @__PURE__ */ new Set();
        for (const e of entriesCalling(model, s)) {
          const config = e.config;
          const mutating = config.kind === "MutatingWebhookConfiguration";
          const expected = mutating ? w.mutatingName : w.validatingName;
          const envName = mutating ? env.mutatingName : env.validatingName;
          if (!expected || config.name === expected || seen.has(config.kind + config.name)) continue;
          seen.add(config.kind + config.name);
          report({
            resource: config,
            path: ["metadata", "name"],
            messageId: "config",
            data: {
              kind: config.kind,
              name: config.name,
              workload: workloadName(w),
              expected,
              envHint: envName ? ` (${envName} unset or different)` : " (a fixed name in this controller)"
            },
            fix: envName ? `set env ${envName}=${config.name} on ${workloadName(w)}, or name the configuration ${expected}` : `name the configuration ${expected}; this controller cannot be told another name`
          });
        }
      }
    }
  }
});

// src/rules/webhook-rollout-unavailable.ts
var rule11 = defineRule({
  meta: {
    id: "webhook-rollout-unavailable",
    severity: "warning",
    description: "A webhook Deployment whose rollout takes serving pods away before their replacements are ready.",
    messages: {
      recreate: "{workload} serves admission webhooks but uses strategy Recreate: every replica stops before the new ones start.",
      unavailable: "{workload} serves admission webhooks but its rolling update allows {count} pod(s) unavailable (maxUnavailable {value}){allowed}: admission calls reach pods that are going away."
    },
    schema: {
      type: "object",
      properties: {
        maxUnavailable: {
          type: "integer",
          minimum: 0,
          description: "Serving pods a rolling update may take away at once without a finding, for webhooks whose remaining replicas carry the load and drain their connections on shutdown."
        }
      },
      additionalProperties: false
    },
    defaultOptions: { maxUnavailable: 0 }
  },
  check({ model, options, report }) {
    for (const w of webhookDeployments(model)) {
      const type = get(w.body, "spec", "strategy", "type");
      const name = `Deployment ${w.namespace}/${w.name}`;
      const fix = "set spec.strategy to {type: RollingUpdate, rollingUpdate: {maxUnavailable: 0, maxSurge: 1}}";
      if (type === "Recreate") {
        report({
          resource: w,
          path: ["spec", "strategy", "type"],
          messageId: "recreate",
          data: { workload: name },
          fix
        });
        continue;
      }
      const raw = get(w.body, "spec", "strategy", "rollingUpdate", "maxUnavailable");
      const replicas = get(w.body, "spec", "replicas");
      const count = unavailablePods(raw ?? "25%", typeof replicas === "number" ? replicas : 1);
      if (count <= options.maxUnavailable) continue;
      report({
        resource: w,
        path: raw === void 0 ? ["spec", "strategy"] : ["spec", "strategy", "rollingUpdate", "maxUnavailable"],
        messageId: "unavailable",
        data: {
          workload: name,
          count,
          value: raw === void 0 ? "25% by default" : typeof raw === "string" || typeof raw === "number" ? String(raw) : JSON.stringify(raw),
          allowed: options.maxUnavailable ? `, more than the ${options.maxUnavailable} the config allows` : ""
        },
        fix
      });
    }
  }
});
function unavailablePods(value, replicas) {
  if (typeof value === "number") return value;
  const m = /^(\d+)%$/.exec(String(value));
  return m ? Math.floor(Number(m[1]) * replicas / 100) : Number(value) || 0;
}
function webhookDeployments(model) {
  const out = /* @__PURE__ */ new Set();
  for (const w of findWebhookWorkloads(model)) if (w.resource.kind === "Deployment") out.add(w.resource);
  if (model.webhookConfigurations().length) {
    for (const d of model.ofKind("Deployment")) {
      if (servicesSelecting(model, d).some((s) => entriesCalling(model, s).length)) out.add(d);
    }
  }
  return [...out];
}

// src/rules/yaml-syntax.ts
var rule12 = defineRule({
  meta: {
    id: "yaml-syntax",
    severity: "error",
    description: "A document that does not parse as YAML or JSON.",
    messages: {
      syntax: "{error}; this document was skipped, the others were checked."
    }
  },
  check({ syntaxErrors, report }) {
    for (const { message, ...location2 } of syntaxErrors) {
      report({
        location: location2,
        messageId: "syntax",
        data: { error: message },
        fix: "Fix the YAML at this line (kubectl apply would reject the whole file)."
      });
    }
  }
});

// src/rules/webhook-config-churn.ts
var rule13 = defineRule({
  meta: {
    id: "webhook-config-churn",
    severity: "error",
    description: "Live only: a caBundle holder (webhook configuration, CRD, APIService) changed (generation, resourceVersion or caBundle) while the gate watched it.",
    messages: {
      churn: "{kind} {name} was written at least {writes} in {window} (~{rate} writes/min; generation {generations}, resourceVersion changed {versionChanges}) with no change of yours: writers: {writers}.",
      flips: "{kind} {name}: caBundle took {values} different values in {window} and went back to an earlier one {returns}: writers with different CAs keep replacing each other ({writers}).",
      degraded: "the API server answered slowly or failed: {taken} of {planned} planned samples of the caBundle holders were taken in {window}{stopped}, so writes between samples may have been missed."
    }
  },
  check({ model, live, report }) {
    const sampling = live?.sampling;
    let first;
    for (const series of live?.churn ?? []) {
      const resource2 = resourceOf(model, series.config);
      first ??= resource2;
      const summary4 = summarizeChurn(series.samples);
      if (!resource2 || !summary4) continue;
      const flips = caBundleFlips(series.samples);
      if (flips.returns > 0) {
        report({
          resource: resource2,
          path: ["metadata", "managedFields"],
          messageId: "flips",
          data: {
            kind: resource2.kind,
            name: resource2.name,
            values: flips.values,
            window: formatDuration(live.observeMs),
            returns: times(flips.returns),
            writers: summary4.writers.join(", ") || "unknown (managedFields times did not move)"
          },
          fix: churnFix(model, resource2)
        });
      }
      if (summary4.writes === 0) continue;
      const list = series.samples;
      const minutes = Math.max(live.observeMs, list[list.length - 1].at - list[0].at) / 6e4;
      const rate = summary4.writes / minutes;
      report({
        resource: resource2,
        path: ["metadata", "resourceVersion"],
        messageId: "churn",
        data: {
          kind: resource2.kind,
          name: resource2.name,
          writes: times(summary4.writes),
          window: formatDuration(live.observeMs),
          rate: rate.toFixed(rate < 10 ? 1 : 0),
          generations: summary4.generations,
          versionChanges: times(summary4.versionChanges),
          writers: summary4.writers.join(", ") || "unknown (managedFields times did not move)"
        },
        fix: churnFix(model, resource2)
      });
    }
    if (first && sampling && sampling.planned > 0 && sampling.taken < Math.ceil(sampling.planned * 0.8)) {
      report({
        resource: first,
        severity: "warning",
        messageId: "degraded",
        data: {
          taken: sampling.taken,
          planned: sampling.planned,
          window: formatDuration(live.observeMs),
          stopped: sampling.stopped ? ` (stopped: ${sampling.stopped})` : ""
        },
        fix: "run again with a longer --observe or a larger --timeout, or when the API server is less loaded"
      });
    }
  }
});
function caBundleFlips(list) {
  const seen = /* @__PURE__ */ new Set();
  let returns = 0;
  let previous;
  for (const s of list) {
    if (!s.caBundles) continue;
    const v = s.caBundles.join(",");
    if (previous !== void 0 && v !== previous && seen.has(v)) returns++;
    seen.add(v);
    previous = v;
  }
  return { values: seen.size, returns };
}
function summarizeChurn(list) {
  if (list.length < 2) return void 0;
  let versionChanges = 0;
  for (let i = 1; i < list.length; i++) if (list[i].resourceVersion !== list[i - 1].resourceVersion) versionChanges++;
  const g0 = list[0].generation ?? 0;
  const g1 = list[list.length - 1].generation ?? 0;
  const writes = Math.max(versionChanges, g1 - g0);
  return { writes, versionChanges, generations: `${g0}\u2192${g1}`, writers: writersDuring(list) };
}
function writersDuring(list) {
  const key3 = (m) => `${m.manager ?? "(unnamed)"} (${m.operation ?? "Update"})`;
  const firstTimes = new Map(list[0].managedFields.map((m) => [key3(m), m.time ?? ""]));
  const latest = /* @__PURE__ */ new Map();
  for (const sample of list.slice(1)) {
    for (const m of sample.managedFields) {
      const k = key3(m);
      if ((m.time ?? "") !== firstTimes.get(k) && (m.time ?? "") > (latest.get(k) ?? "")) latest.set(k, m.time ?? "");
    }
  }
  return [...latest].map(([k, t]) => `${k}${t ? ` last at ${t}` : ""}`);
}
function times(n) {
  return `${n} time${n === 1 ? "" : "s"}`;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${ms}ms`;
  const s = ms / 1e3;
  return Number.isInteger(s) ? `${s}s` : `${s.toFixed(1)}s`;
}
function churnFix(model, config) {
  const general = "find the writers above and give caBundle a single owner";
  if (config.kind !== "MutatingWebhookConfiguration" && config.kind !== "ValidatingWebhookConfiguration")
    return general;
  const want = config.kind === "MutatingWebhookConfiguration" ? "mutatingName" : "validatingName";
  const perPod = effectiveState(model).controllers.find((c) => c.writer === "fs" && c.workload[want] === config.name);
  return perPod ? `${general}: ${secretWriterEnvFix(perPod.workload)}` : general;
}

// src/rules/cabundle-writers.ts
var rule14 = {
  meta: {
    id: "cabundle-writers",
    severity: "error",
    description: "Audit log: a webhook configuration, CRD or APIService written by several writers that race (409 Conflict), or by replicas that do not hold their leader-election Lease.",
    messages: {
      war: "{kind} {name}: {writes} writes between {from} and {to}, {conflicts} answered 409 Conflict ({share} of all {allConflicts} 409s in the log), from {writerCount} writers: {writers}.",
      several: "{kind} {name}: {writes} writes between {from} and {to} from {writerCount} writers, none refused: {writers}. caBundle has more than one owner.",
      single: "{kind} {name}: {writes} write(s) between {from} and {to} from one writer: {writers}.",
      nonLeader: "{kind} {name} is written by {count} pod(s) of {workload} that do not hold its leader-election Lease {lease} ({pods}): leader election does not guard this write path."
    }
  },
  check({ model, live, report }) {
    const audit = live?.auditLog;
    for (const obj of audit?.objects ?? []) {
      const resource2 = resourceOf(model, { kind: obj.kind, namespace: "", name: obj.name });
      if (!resource2) continue;
      const fix = churnFix(model, resource2);
      const base = {
        kind: obj.kind,
        name: obj.name,
        writes: obj.writes,
        from: audit.from ?? "?",
        to: audit.to ?? "?",
        writerCount: obj.writers.length,
        writers: listWriters(obj.writers)
      };
      const path19 = ["metadata", "name"];
      if (obj.conflicts > 0) {
        report({
          resource: resource2,
          path: path19,
          messageId: "war",
          fix,
          data: { ...base, conflicts: obj.conflicts, share: share(obj, audit), allConflicts: audit.conflicts }
        });
      } else if (obj.writers.length > 1) {
        report({ resource: resource2, path: path19, messageId: "several", fix, severity: "warning", data: base });
      } else {
        report({
          resource: resource2,
          path: path19,
          messageId: "single",
          fix: "nothing to do if this write was a change of yours",
          severity: "info",
          data: base
        });
      }
      for (const [workload, pods] of nonLeaders(obj)) {
        report({
          resource: resource2,
          path: path19,
          messageId: "nonLeader",
          fix: `only the leader of ${workload} may write caBundle; ${fix}`,
          data: {
            kind: obj.kind,
            name: obj.name,
            count: pods.length,
            workload,
            lease: pods[0].lease ?? "?",
            pods: pods.map((p) => p.name).join(", ")
          }
        });
      }
    }
  }
};
function share(obj, audit) {
  return `${(100 * obj.conflicts / Math.max(1, audit.conflicts)).toFixed(1)}%`;
}
var SHOWN = 10;
function listWriters(writers) {
  const text = writers.slice(0, SHOWN).map((w) => {
    const pods = w.pods?.length ? ` [${w.pods.map((p) => `pod ${p.namespace}/${p.name}${p.workload ? ` of ${p.workload}` : ""}${p.leader === true ? ", leader" : ""}`).join("; ")}]` : "";
    return `${w.user || "(unknown user)"} (${w.userAgent || "no user agent"}) from ${w.sourceIPs.join(", ") || "?"}${pods}: ${w.writes} writes, ${w.conflicts} 409s`;
  });
  return text.join("; ") + (writers.length > SHOWN ? `; and ${writers.length - SHOWN} more` : "");
}
function nonLeaders(obj) {
  const out = /* @__PURE__ */ new Map();
  for (const w of obj.writers) {
    for (const p of w.pods ?? []) {
      if (p.leader !== false || !p.workload) continue;
      const key3 = `${p.workload.split("/")[0]} ${p.namespace}/${p.workload.split("/")[1]}`;
      const list = out.get(key3) ?? [];
      if (!list.some((x) => x.name === p.name)) list.push({ name: p.name, lease: p.lease });
      out.set(key3, list);
    }
  }
  return out;
}

// src/rules/webhook-tls-probe.ts
var rule15 = defineRule({
  meta: {
    id: "webhook-tls-probe",
    severity: "error",
    description: "Live only: a webhook, reached as the API server reaches it, serves a certificate its caBundle rejects, certificates from more than one CA, no certificate at all, or does not serve the path the API server calls.",
    messages: {
      unreachable: "{what} cannot be reached: {why}.",
      failed: "{count} connection(s) to {address} (as {serverName}) for {what} failed before any certificate was served: {cause}.",
      rejected: "{count} connections to {address} (as {serverName}) were served a certificate that {what} would reject: {problem}.",
      severalCas: "{connections} TLS connections to the backends of {what} ({target}) found certificates from {cas} different CAs ({caList}); by backend: {backends}. Each backend has its own CA: whichever writes caBundle last breaks the others.",
      failOpen: "{what} has failurePolicy: Ignore and {bad} of {total} connection(s) to its backends fail TLS: the API server then admits the request without calling the webhook, so objects are silently left unmutated or unvalidated.",
      notServed: "{what}: the path {path} the API server calls is not served ({answers}; {count} of {total} backend(s) called), so every call to this webhook fails.",
      failOpenNotServed: "{what} has failurePolicy: Ignore and its backends do not serve the path {path}: the API server admits every request without the webhook, so objects are silently left unmutated or unvalidated.",
      failOpenUnreachable: "{what} has failurePolicy: Ignore and cannot be reached: the API server admits every request without calling it, so objects are silently left unmutated or unvalidated.",
      warned: "{what}: {problem} (served by {address}).",
      summary: "{kind} {name}: {entries} verified: {connections} TLS connection(s) to {backends} backend(s){workloads} served {leafCount} certificate(s) ({leaves}) from {cas} CA, each accepted by its caBundle for {names}."
    }
  },
  check(context) {
    for (const h of context.live?.audit?.holders ?? []) judgeHolder(context, h);
  }
});
var FIX_ONE_CA = "serve one shared certificate from every backend and keep caBundle equal to the CA that issued it";
function judgeHolder({ model, report }, h) {
  const resource2 = resourceOf(model, h.ref);
  if (!resource2) return;
  const at3 = (e, r, path19 = e.path) => {
    report({ resource: resource2, path: path19, ...r });
  };
  let faults = 0;
  const reportedTargets = /* @__PURE__ */ new Set();
  for (const e of h.entries) {
    const what = describeEntry(h, e);
    const conns = e.backends.flatMap((b) => b.connections.map((c) => ({ b, c })));
    if (e.unresolved && !/could not be read/.test(e.unresolved)) {
      faults++;
      at3(e, {
        messageId: "unreachable",
        data: { what, why: e.unresolved },
        fix: "make sure the webhook pods are Ready and selected by the Service, and clientConfig names it"
      });
    }
    for (const [b, list] of byBackend(conns.filter((x) => x.c.error))) {
      faults++;
      const causes = [
        ...new Set(
          list.map(
            (c) => `${c.error.cause === "other" ? "" : `${FAILURE_PHRASE[c.error.cause]}: `}${c.error.detail}`
          )
        )
      ];
      at3(e, {
        messageId: "failed",
        data: { count: list.length, address: b.label, serverName: e.serverName ?? "", what, cause: causes.join("; ") },
        fix: "make the webhook answer TLS on that address (is its server listening on the Service targetPort, with TLS?)"
      });
    }
    const notServed = e.backends.filter((b) => b.call?.status === 404 || b.call?.status === 405);
    if (notServed.length) {
      faults++;
      at3(
        e,
        {
          messageId: "notServed",
          data: {
            what,
            count: notServed.length,
            total: e.backends.filter((b) => b.call?.status !== void 0).length,
            path: notServed[0].call.path,
            answers: notServed.map((b) => `${b.label}: HTTP ${b.call.status}`).join(", ")
          },
          fix: `set the path the webhook server serves in clientConfig, or serve ${notServed[0].call.path} on the webhook server`
        },
        pathField(e)
      );
    }
    for (const [b, list] of byBackend(conns.filter((x) => x.c.verify && !x.c.verify.accepted))) {
      faults++;
      const total = b.connections.filter((c) => c.verify).length;
      const first = list[0];
      const problem = first.verify.problems.filter((p) => p.severity === "error").map((p) => p.message).join("; ") || "rejected";
      at3(e, {
        messageId: "rejected",
        data: {
          count: total !== list.length ? `${list.length} of ${total}` : String(list.length),
          address: b.label,
          serverName: e.serverName ?? "",
          what,
          problem: `${problem} (leaf sha256:${first.chain?.[0]?.sha256.slice(0, 16) ?? "?"})`
        },
        fix: FIX_ONE_CA
      });
    }
    const served = conns.filter((x) => x.c.chain?.length);
    const cas = groupByCa(served.map((x) => ({ b: x.b, leaf: x.c.chain[0] })));
    const target = targetText(e);
    if (cas.size > 1 && !reportedTargets.has(target)) {
      faults++;
      reportedTargets.add(target);
      const perBackend = [
        ...new Map(
          served.map((x) => [x.b.label, `${x.b.pod?.name ?? x.b.label}: ${caLabel(x.c.chain[0])}`])
        ).values()
      ];
      at3(e, {
        messageId: "severalCas",
        data: {
          connections: conns.length,
          what,
          target,
          cas: cas.size,
          caList: [...cas.keys()].join("; "),
          backends: perBackend.join(", ")
        },
        fix: severalCasFix(model, e)
      });
    }
    const bad = conns.filter((x) => x.c.error || x.c.verify && !x.c.verify.accepted).length;
    const unreachable = Boolean(e.unresolved && !/could not be read/.test(e.unresolved));
    if (e.failurePolicy === "Ignore" && (bad || unreachable || notServed.length)) {
      at3(
        e,
        {
          messageId: bad ? "failOpen" : unreachable ? "failOpenUnreachable" : "failOpenNotServed",
          data: { what, bad, total: conns.length, path: notServed[0]?.call?.path ?? "" },
          fix: "fix the TLS failure reported for this webhook, then set failurePolicy: Fail so a failure blocks instead of admitting objects unchecked"
        },
        [...e.path.slice(0, -1), "failurePolicy"]
      );
    }
    warnings(e, what, (r) => {
      at3(e, r);
    });
  }
  if (!faults) summary2(report, resource2, h);
}
function warnings(e, what, report) {
  const seen = /* @__PURE__ */ new Set();
  for (const b of e.backends) {
    for (const c of b.connections) {
      for (const p of c.verify?.problems ?? []) {
        if (p.severity !== "warning" || seen.has(p.message)) continue;
        seen.add(p.message);
        report({
          messageId: "warned",
          severity: "warning",
          data: { what, problem: p.message, address: b.label },
          fix: "renew the certificate (and caBundle, when its CA is the one expiring) before it expires"
        });
      }
    }
  }
}
function summary2(report, resource2, h) {
  const byLabel = new Map(h.entries.flatMap((e) => e.backends.map((b) => [b.label, b.connections])));
  const conns = [...byLabel.values()].flat();
  if (!conns.length) return;
  const backends2 = byLabel;
  const leaves = /* @__PURE__ */ new Map();
  for (const c of conns) {
    const fp = c.chain[0].sha256.slice(0, 16);
    leaves.set(fp, (leaves.get(fp) ?? 0) + 1);
  }
  const workloads2 = [
    ...new Set(
      h.entries.flatMap(
        (e) => e.backends.flatMap(
          (b) => b.workload ? [`${b.workload.kind} ${b.workload.namespace}/${b.workload.name}`] : []
        )
      )
    )
  ];
  const names3 = [...new Set(h.entries.map((e) => e.serverName ?? "?"))];
  report({
    resource: resource2,
    severity: "info",
    messageId: "summary",
    data: {
      kind: h.ref.kind,
      name: h.ref.name,
      entries: h.entries.length === 1 ? "1 entry" : `${h.entries.length} entries`,
      connections: conns.length,
      backends: backends2.size,
      workloads: workloads2.length ? ` of ${workloads2.join(", ")}` : "",
      leafCount: leaves.size,
      leaves: [...leaves].map(([fp, n]) => `sha256:${fp}\xD7${n}`).join(", "),
      cas: groupByCa(conns.map((c) => ({ leaf: c.chain[0] }))).size,
      names: names3.join(", ")
    },
    fix: "nothing to change"
  });
}
function pathField(e) {
  return e.target && "url" in e.target ? [...e.path, "url"] : [...e.path, "service", "path"];
}
function byBackend(list) {
  const out = /* @__PURE__ */ new Map();
  for (const x of list) out.set(x.b, [...out.get(x.b) ?? [], x.c]);
  return out;
}
function groupByCa(list) {
  const out = /* @__PURE__ */ new Map();
  for (const x of list) {
    const k = caLabel(x.leaf);
    out.set(k, [...out.get(k) ?? [], x]);
  }
  return out;
}
function caLabel(leaf) {
  return leaf.authorityKeyId ? `${leaf.issuer} (key id ${leaf.authorityKeyId.slice(0, 16)})` : leaf.issuer;
}
function describeEntry(h, e) {
  if (h.ref.kind === "CustomResourceDefinition") return `the conversion webhook of CRD ${h.ref.name}`;
  if (h.ref.kind === "APIService") return `APIService ${h.ref.name}`;
  return `webhook "${e.name}"`;
}
function targetText(e) {
  if (!e.target) return "no address";
  return "url" in e.target ? e.target.url : `Service ${e.target.service.namespace}/${e.target.service.name}:${e.target.service.port}`;
}
function severalCasFix(model, e) {
  const found = profiledBehind(model, e);
  if (found) return `${secretWriterEnvFix(found)}, then roll the replicas (${workloadName(found)})`;
  const workloads2 = [
    ...new Set(
      e.backends.flatMap((b) => b.workload ? [`${b.workload.kind} ${b.workload.namespace}/${b.workload.name}`] : [])
    )
  ];
  return `${FIX_ONE_CA}: let one writer mint the certificate into a Secret every replica${workloads2.length ? ` of ${workloads2.join(", ")}` : ""} mounts or reads, then roll them`;
}
function profiledBehind(model, e) {
  const refs = e.backends.flatMap((b) => b.workload ? [b.workload] : []);
  const all = findWebhookWorkloads(model);
  for (const r of refs) {
    const w = all.find(
      (x) => x.resource.kind === r.kind && x.resource.namespace === r.namespace && x.resource.name === r.name
    );
    if (w) return w;
  }
  return e.target && "url" in e.target ? all.find((w) => w.host.state === "value" && w.host.value === e.serverName) : void 0;
}

// src/rules/gate-permission-missing.ts
var rule16 = defineRule({
  meta: {
    id: "gate-permission-missing",
    severity: "error",
    description: "Live only: the gate's own credentials may not read something a check needs, so that check did not run.",
    messages: {
      denied: "the gate may not {verb} {what}{where} (403), so {blocks} was not checked; add {permission}."
    }
  },
  check({ model, live, report }) {
    for (const d of live?.denied ?? []) {
      const resource2 = resourceOf(model, d.subject);
      if (!resource2) continue;
      const what = `${d.group ? `${d.resource}.${d.group}` : d.resource}${d.name ? ` "${d.name}"` : ""}`;
      const scope = d.namespace ? `a Role in namespace ${d.namespace}` : "a ClusterRole";
      const names3 = d.name ? `, resourceNames: ["${d.name}"]` : "";
      const permission = `${scope} rule {apiGroups: ["${d.group}"], resources: ["${d.resource}"], verbs: ["${d.verb}"]${names3}} bound to the gate`;
      report({
        resource: resource2,
        messageId: "denied",
        data: {
          verb: d.verb,
          what,
          where: d.namespace ? ` in namespace ${d.namespace}` : "",
          blocks: d.blocks,
          permission
        },
        fix: `add ${permission}`
      });
    }
  }
});

// src/rules/templates/cert-words.ts
var CERT_MESSAGES = {
  noServedCert: "the API server will refuse the TLS handshake: the served chain holds no CERTIFICATE PEM block",
  unparsable: "the API server will refuse the TLS handshake: {who} (PEM block at line {line}) does not parse in Go: {detail}",
  rsaTooLarge: "the API server will refuse the TLS handshake: {who} has a {bits}-bit RSA key; Go's TLS client refuses keys larger than 8192 bits",
  bundleEmpty: "caBundle is empty: the API server falls back to its own host's system roots, which cannot be checked offline; a webhook's private CA is not among them",
  bundleUnusable: "the API server cannot load caBundle: it holds no usable CERTIFICATE block ({why}), so every call fails",
  hostnameIpSans: "the API server will refuse the TLS handshake: the certificate's IP SANs ({ips}) do not include {host}",
  hostnameNoIpSans: "the API server will refuse the TLS handshake: {host} is an IP address and the certificate has no IP SANs (DNS SANs never match an IP)",
  hostnameNoSan: "the API server will refuse the TLS handshake: the certificate has no subjectAltName; Go never uses the Common Name ({subject}) to match {host}",
  hostname: "the API server will refuse the TLS handshake: the certificate is valid for {names}, not {host} (SANs only; a wildcard covers exactly one whole leftmost label)",
  leafEku: "the API server will refuse the TLS handshake: the leaf's extended key usage does not include serverAuth",
  leafKeyUnsupported: "the API server will refuse the TLS handshake: the leaf's public key type ({keyType}) is not supported by Go's TLS",
  leafP224: "the API server will refuse the TLS handshake: the leaf has a P-224 key, for which TLS has no signature scheme (the handshake fails)",
  leafSmallRsa: "the API server will refuse the TLS handshake: the leaf has a {bits}-bit RSA key; Go refuses RSA keys under 1024 bits for the handshake signature",
  keyMismatch: "the API server will refuse the TLS handshake: {detail}; the webhook server cannot prove it holds the certificate's key",
  expiringSoon: "{who} expires on {notAfter} ({daysLeft} days left, threshold {minDays}); after that the API server will refuse the TLS handshake",
  renewWindow: "the leaf certificate expires on {notAfter}, inside the controller's {days}-day renew window: the controller will replace it and may rewrite caBundle",
  noIssuer: 'the API server will refuse the TLS handshake: no certificate in caBundle or in the served chain has the subject "{issuer}" that issued {who}{twin}; the API server never fetches missing intermediates',
  bundleKeyDidNotSign: "the API server will refuse the TLS handshake: {parent} has the issuer's name but its key did not sign {who} (a regenerated CA with the same name?)",
  badSignature: "the API server will refuse the TLS handshake: the signature on {who} does not verify with the key of {parent}",
  keyTypeMismatch: "the API server will refuse the TLS handshake: {who} is signed with {detail}, which does not fit the key type of {parent}",
  weakSignature: "the API server will refuse the TLS handshake: {who} is signed with {detail}; Go refuses MD5 and SHA-1 certificate signatures (only the anchor's self-signature is exempt)",
  unsupportedSignature: "the API server will refuse the TLS handshake: {who} uses a signature algorithm Go cannot verify ({detail})",
  smallRsa: "the API server will refuse the TLS handshake: {parent} has a {bits}-bit RSA key; Go refuses to verify signatures with RSA keys under 1024 bits",
  unsupportedParentKey: "the API server will refuse the TLS handshake: {parent} has a public key Go cannot use to verify signatures (e.g. an RSA-PSS SubjectPublicKeyInfo), so it is never used as an issuer",
  notCa: "the API server will refuse the TLS handshake: {parent} is not a CA (basicConstraints CA:TRUE missing), so it may not sign {who}",
  notAuthorized: "the API server will refuse the TLS handshake: {who} is used as an intermediate but is not a CA (version 1, or no basicConstraints CA:TRUE)",
  noKeyCertSign: "the API server will refuse the TLS handshake: {parent} has a keyUsage extension without keyCertSign, so it may not sign {who}",
  expired: "the API server will refuse the TLS handshake: {who} expired on {notAfter}",
  notYetValid: "the API server will refuse the TLS handshake: {who} is not valid before {notBefore}",
  criticalExt: "the API server will refuse the TLS handshake: {who} carries a critical extension Go does not understand ({detail})",
  pathLength: "the API server will refuse the TLS handshake: {who} limits the path length ({detail})",
  nameConstraint: "the API server will refuse the TLS handshake: name constraints of {who} forbid the chain: {detail}",
  policy: "the API server will refuse the TLS handshake: the certificate policies of the chain up to {who} fail Go's policy validation (requireExplicitPolicy with no valid policy, or a mapping to or from anyPolicy)",
  tooManyChecks: "the API server will refuse the TLS handshake: building a chain for {who} needs more than 100 signature checks (too many candidate issuers with the same name); Go gives up",
  eku: "the API server will refuse the TLS handshake: {who} has an extended key usage without serverAuth; EKU is enforced down the whole chain, anchor included",
  // What only a holder's entry knows: its name (`webhook <name>`, `the conversion webhook of CRD <name>`,
  // `APIService <name>`), and the Secret its caBundle should match.
  entryNotBase64: "caBundle of {holder} is not base64: the API server rejects the object",
  entryNoCert: "caBundle of {holder} holds no usable CERTIFICATE block: every call fails TLS",
  entryMismatch: "caBundle of {holder} cannot verify the certificate in {secret} ({owner}): {detail}"
};
function who(c) {
  switch (c.role) {
    case "leaf":
      return "the leaf certificate";
    case "served":
      return `served certificate #${c.index + 1}`;
    case "bundle":
      return `caBundle certificate "${c.subject}"`;
    case "intermediate":
      return `intermediate "${c.subject}"`;
    case "anchor":
      return `the CA "${c.subject}"`;
  }
}
function wordsOf(reason) {
  switch (reason.kind) {
    case "no-served-cert":
      return {
        rule: "cert-malformed",
        messageId: "noServedCert",
        fix: "serve the certificate as PEM: the leaf first, then any intermediates"
      };
    case "unparsable":
      return {
        rule: "cert-malformed",
        messageId: "unparsable",
        data: { who: who(reason.cert), line: reason.line, detail: reason.detail },
        fix: parseFix(reason.detail)
      };
    case "rsa-too-large":
      return {
        rule: "cert-malformed",
        messageId: "rsaTooLarge",
        data: { who: who(reason.cert), bits: reason.bits },
        fix: "reissue the certificate with a 2048- to 4096-bit RSA key or an ECDSA P-256 key"
      };
    case "bundle-empty":
      return {
        rule: "cabundle-invalid",
        messageId: "bundleEmpty",
        fix: "set caBundle to the base64 PEM of the CA that issued the serving certificate"
      };
    case "bundle-unusable":
      return {
        rule: "cabundle-invalid",
        messageId: "bundleUnusable",
        data: { why: reason.skipped.length ? reason.skipped.join("; ") : "no PEM block found" },
        fix: 'set caBundle to base64 of PEM "CERTIFICATE" blocks without headers, each parsable by Go'
      };
    case "hostname":
      return hostnameWords(reason);
    case "leaf-eku":
      return {
        rule: "cert-eku-server-auth",
        messageId: "leafEku",
        fix: "reissue the leaf with extendedKeyUsage serverAuth (or without any EKU extension)"
      };
    case "leaf-key-unsupported":
      return {
        rule: "cert-malformed",
        messageId: "leafKeyUnsupported",
        data: { keyType: reason.keyType === "dsa" ? "DSA" : "unrecognised, e.g. RSA-PSS SubjectPublicKeyInfo" },
        fix: "reissue the leaf with an RSA (rsaEncryption), ECDSA P-256/P-384/P-521 or Ed25519 key"
      };
    case "leaf-p224":
      return {
        rule: "cert-malformed",
        messageId: "leafP224",
        fix: "reissue the leaf with a P-256, P-384 or P-521 key"
      };
    case "leaf-small-rsa":
      return {
        rule: "cert-weak-crypto",
        messageId: "leafSmallRsa",
        data: { bits: reason.bits },
        fix: "reissue the leaf with a 2048-bit (or larger) RSA key or an ECDSA P-256 key"
      };
    case "key-mismatch":
      return {
        rule: "cert-key-mismatch",
        messageId: "keyMismatch",
        data: { detail: reason.detail },
        fix: "serve the private key that was generated with this certificate (the private key of the same Secret)"
      };
    case "expiring-soon":
      return {
        rule: "cert-expiring-soon",
        messageId: "expiringSoon",
        data: { who: who(reason.cert), notAfter: reason.notAfter, daysLeft: reason.daysLeft, minDays: reason.minDays },
        fix: "renew the certificate (and caBundle, if the CA changes) before it expires"
      };
    case "renew-window":
      return {
        rule: "cert-expiring-soon",
        messageId: "renewWindow",
        data: { notAfter: reason.notAfter, days: reason.renewWithinDays },
        fix: "issue a certificate valid for longer than the renew window, or plan the rotation"
      };
    case "chain":
      return chainWords(reason);
  }
}
function hostnameWords(r) {
  const rule36 = "cert-hostname-mismatch";
  const fix = r.hostIsIp ? `reissue the certificate with an IP SAN ${r.host}` : `reissue the certificate with the DNS SAN ${r.host.replace(/\.$/, "")}`;
  const names3 = [...r.dnsNames, ...r.ips];
  if (r.hostIsIp) {
    return r.ips.length ? { rule: rule36, messageId: "hostnameIpSans", data: { ips: r.ips.join(", "), host: r.host }, fix } : { rule: rule36, messageId: "hostnameNoIpSans", data: { host: r.host }, fix };
  }
  if (!r.hasSan || names3.length === 0)
    return { rule: rule36, messageId: "hostnameNoSan", data: { subject: r.subject || "empty", host: r.host }, fix };
  return { rule: rule36, messageId: "hostname", data: { names: names3.join(", "), host: r.host }, fix };
}
function chainWords(r) {
  const data = { who: who(r.cert), parent: r.parent ? who(r.parent) : "", detail: r.detail ?? "" };
  switch (r.failure) {
    case "no-issuer":
      return {
        rule: "cabundle-mismatch",
        messageId: "noIssuer",
        data: {
          ...data,
          issuer: r.issuer,
          twin: r.twin ? ` (${who(r.twin)} has a subject that reads the same but is encoded differently; Go compares names byte for byte)` : ""
        },
        fix: `put the CA that issued ${data.who} into caBundle, or serve the missing intermediate after the leaf`
      };
    case "bad-signature":
      return r.parentInBundle ? {
        rule: "cabundle-mismatch",
        messageId: "bundleKeyDidNotSign",
        data,
        fix: "set caBundle to the CA that actually signed the serving certificate (the CA certificate of the same Secret)"
      } : {
        rule: "cert-untrusted",
        messageId: "badSignature",
        data,
        fix: "serve the intermediate that actually issued the certificate"
      };
    case "key-type-mismatch":
      return {
        rule: "cert-untrusted",
        messageId: "keyTypeMismatch",
        data,
        fix: "serve the CA that actually issued the certificate"
      };
    case "weak-signature":
      return {
        rule: "cert-weak-crypto",
        messageId: "weakSignature",
        data,
        fix: "reissue the certificate with a SHA-256 (or stronger) signature"
      };
    case "unsupported-signature":
      return {
        rule: "cert-untrusted",
        messageId: "unsupportedSignature",
        data,
        fix: "reissue the certificate with SHA256-RSA, ECDSA-SHA256 or Ed25519"
      };
    case "small-rsa":
      return {
        rule: "cert-weak-crypto",
        messageId: "smallRsa",
        data: { ...data, bits: r.parentKeyBits ?? 0 },
        fix: "reissue the CA with a 2048-bit or larger RSA key (or ECDSA P-256)"
      };
    case "unsupported-parent-key":
      return {
        rule: "cert-untrusted",
        messageId: "unsupportedParentKey",
        data,
        fix: "reissue the CA with an rsaEncryption RSA key, ECDSA or Ed25519 key"
      };
    case "not-ca":
      return { rule: "cert-untrusted", messageId: "notCa", data, fix: "reissue the CA with basicConstraints CA:TRUE" };
    case "not-authorized":
      return {
        rule: "cert-untrusted",
        messageId: "notAuthorized",
        data,
        fix: "reissue the intermediate as a v3 certificate with basicConstraints CA:TRUE"
      };
    case "no-keycertsign":
      return {
        rule: "cert-untrusted",
        messageId: "noKeyCertSign",
        data,
        fix: "reissue the CA with keyUsage keyCertSign (or without a keyUsage extension)"
      };
    case "expired":
      return {
        rule: "cert-expired",
        messageId: "expired",
        data: { ...data, notAfter: r.notAfter },
        fix: `renew ${data.who}${r.cert.role === "leaf" ? "" : " and everything it issued, then update caBundle if it changed"}`
      };
    case "not-yet-valid":
      return {
        rule: "cert-not-yet-valid",
        messageId: "notYetValid",
        data: { ...data, notBefore: r.notBefore },
        fix: "wait until notBefore, or reissue with a notBefore in the past (check the clock of the issuing host)"
      };
    case "critical-ext":
      return {
        rule: "cert-malformed",
        messageId: "criticalExt",
        data,
        fix: "reissue the certificate without that critical extension or mark it non-critical"
      };
    case "path-length":
      return {
        rule: "cert-untrusted",
        messageId: "pathLength",
        data,
        fix: "issue the leaf from a CA whose pathLen allows it, or remove an intermediate level"
      };
    case "name-constraint":
      return {
        rule: "cert-untrusted",
        messageId: "nameConstraint",
        data,
        fix: "reissue the leaf with names its CA is permitted to sign, or use a CA without those name constraints"
      };
    case "policy":
      return {
        rule: "cert-untrusted",
        messageId: "policy",
        data,
        fix: "reissue the CA without policy constraints and mappings, or with certificatePolicies on every certificate below it"
      };
    case "too-many-checks":
      return {
        rule: "cert-untrusted",
        messageId: "tooManyChecks",
        data,
        fix: "remove the duplicate CA certificates with the same subject from caBundle and the served chain"
      };
    case "eku":
      return {
        rule: "cert-eku-server-auth",
        messageId: "eku",
        data,
        fix: `reissue ${data.who} with serverAuth in its extendedKeyUsage (or without the EKU extension)`
      };
  }
}
function parseFix(detail) {
  if (detail.includes("duplicate extension")) return "reissue the certificate without the repeated extension";
  if (detail.includes("negative serial")) return "reissue the certificate with a positive serial number";
  if (detail.includes("elliptic curve")) return "reissue the certificate with a P-256, P-384 or P-521 key";
  if (detail.includes("signature algorithm identifiers"))
    return "reissue the certificate with a consistent signature algorithm";
  return "reissue the certificate with a standard tool (`webhook-cert-gate cert generate`, openssl, a certificate controller)";
}

// src/rules/templates/serving-cert.ts
var cache4 = /* @__PURE__ */ new WeakMap();
function certProblems(model, settings) {
  let result = cache4.get(model);
  if (!result) {
    result = collect(model, settings);
    cache4.set(model, result);
  }
  return result;
}
async function problemsFor(model, settings, rule36) {
  return (await certProblems(model, settings)).filter((p) => p.words.rule === rule36);
}
async function collect(model, settings) {
  const state = effectiveState(model);
  const secrets = state.controllers.flatMap((c) => c.serving ?? []);
  const entries = state.caBundles.filter((b) => renderedBundle(b) !== void 0);
  if (!secrets.length && !entries.length) return [];
  const x509 = await Promise.resolve().then(() => (init_x509(), x509_exports));
  const out = [];
  const verify = (c, bundle, host) => x509.verifyServing({
    chainPem: c.chainPem,
    keyPem: c.keyPem,
    caBundlePem: bundle,
    host,
    at: settings.at,
    minDays: settings.minDays,
    renewWithinDays: c.renewWithinDays
  });
  const verified = /* @__PURE__ */ new Set();
  for (const c of secrets) {
    if (!c.host || c.caPem === void 0) continue;
    verified.add(c);
    for (const { reason } of verify(c, c.caPem, c.host).problems)
      out.push({ words: wordsOf(reason), resource: c.secret, path: secretPath(c.secret, c.certKey) });
  }
  const onSecret = /* @__PURE__ */ new Set();
  for (const w of entries) {
    const { holder, caBundlePath: bundlePath, addressPath } = w.entry;
    const raw = renderedBundle(w);
    const decoded = x509.decodeBase64CaBundle(raw);
    const runtime = w.caBundleOwners;
    if (runtime.some((o) => o.via === "job" || o.via === "webhook")) continue;
    if (decoded !== void 0 && decoded.trim() === "" && runtime.length) continue;
    const bundle = decoded === void 0 ? void 0 : x509.parseCaBundle(decoded);
    if (!bundle || bundle.certs.length === 0) {
      out.push({ resource: holder, path: bundlePath, words: invalidBundle(decoded === void 0, w) });
      continue;
    }
    const serving = w.serving;
    const host = w.dialedHost;
    if (!serving || !host) continue;
    for (const { reason } of verify(serving, decoded, host).problems) {
      const p = wordsOf(reason);
      if (p.rule === "cabundle-mismatch") {
        out.push({ resource: holder, path: bundlePath, words: mismatch(w, serving, p) });
      } else if (p.rule === "cert-untrusted") {
        out.push({ resource: holder, path: bundlePath, words: p });
      } else if (p.rule === "cert-hostname-mismatch") {
        if (host !== serving.host) out.push({ resource: holder, path: addressPath, words: p });
      } else if (!verified.has(serving)) {
        const key3 = `${serving.secret.namespace}/${serving.secret.name}\0${JSON.stringify(reason)}`;
        if (onSecret.has(key3)) continue;
        onSecret.add(key3);
        out.push({ resource: serving.secret, path: secretPath(serving.secret, serving.certKey), words: p });
      }
    }
  }
  return out;
}
function renderedBundle(b) {
  const raw = str(get(b.entry.holder.body, ...b.entry.caBundlePath));
  return raw === void 0 || raw.trim() === "" ? void 0 : raw;
}
function secretPath(secret, key3) {
  const inData = get(secret.body, "data", key3) !== void 0;
  return [inData ? "data" : "stringData", key3];
}
function invalidBundle(notBase64, b) {
  return {
    rule: "cabundle-invalid",
    messageId: notBase64 ? "entryNotBase64" : "entryNoCert",
    data: { holder: b.entry.what },
    fix: "set caBundle to the base64 of the PEM CA certificate that issued the serving certificate"
  };
}
function mismatch(w, serving, p) {
  const secret = `Secret ${serving.secret.namespace}/${serving.secret.name}`;
  const by = w.caBundleOwners.length ? `let its owner (${w.caBundleOwners.map((o) => o.label).join(", ")}) write it` : `render it from the same CA as ${secret}`;
  return {
    rule: "cabundle-mismatch",
    messageId: "entryMismatch",
    data: {
      holder: w.entry.what,
      secret,
      owner: serving.owner.label,
      detail: fillMessage(CERT_MESSAGES[p.messageId], p.data)
    },
    fix: `set caBundle to the base64 of the CA in ${secret}, or ${by}`
  };
}

// src/rules/templates/cert-rule.ts
function certRule(meta) {
  return defineRule({
    meta: { ...meta, messages: CERT_MESSAGES },
    async check({ model, settings, served, report }) {
      for (const { words, resource: resource2, path: path19 } of await problemsFor(model, settings, meta.id)) {
        const { rule: _rule, ...message } = words;
        report({ resource: resource2, path: path19, ...message });
      }
      for (const { problem, location: location2 } of served?.problems ?? []) {
        const { rule: rule36, ...message } = wordsOf(problem.reason);
        if (rule36 === meta.id) report({ location: location2, severity: problem.severity, ...message });
      }
    }
  });
}

// src/rules/cert-untrusted.ts
var rule17 = certRule({
  id: "cert-untrusted",
  severity: "error",
  description: "The serving certificate does not chain to the CA that will be in caBundle."
});

// src/rules/cert-key-mismatch.ts
var rule18 = certRule({
  id: "cert-key-mismatch",
  severity: "error",
  description: "The private key does not belong to the serving certificate."
});

// src/rules/cert-hostname-mismatch.ts
var rule19 = certRule({
  id: "cert-hostname-mismatch",
  severity: "error",
  description: "The serving certificate has no SAN for the name the API server dials."
});

// src/rules/cert-eku-server-auth.ts
var rule20 = certRule({
  id: "cert-eku-server-auth",
  severity: "error",
  description: "A certificate in the chain has an extended key usage without serverAuth."
});

// src/rules/cert-expired.ts
var rule21 = certRule({
  id: "cert-expired",
  severity: "error",
  description: "A certificate in the chain has expired at the evaluation time."
});

// src/rules/cert-not-yet-valid.ts
var rule22 = certRule({
  id: "cert-not-yet-valid",
  severity: "error",
  description: "A certificate in the chain is not valid yet at the evaluation time."
});

// src/rules/cert-expiring-soon.ts
var rule23 = certRule({
  id: "cert-expiring-soon",
  severity: "warning",
  description: "A certificate expires within --min-days (default 30), or inside its controller's renew window (the profile's renewBeforeDays)."
});

// src/rules/cert-weak-crypto.ts
var rule24 = certRule({
  id: "cert-weak-crypto",
  severity: "error",
  description: "A parent signature uses SHA-1/MD5, or a key is too small or of an unsupported type."
});

// src/rules/cert-malformed.ts
var rule25 = certRule({
  id: "cert-malformed",
  severity: "error",
  description: "A served certificate or key that Go cannot parse."
});

// src/rules/cabundle-mismatch.ts
var rule26 = certRule({
  id: "cabundle-mismatch",
  severity: "error",
  description: "A caBundle that cannot verify the shared certificate its webhook serves."
});

// src/rules/cabundle-invalid.ts
var rule27 = certRule({
  id: "cabundle-invalid",
  severity: "error",
  description: "A caBundle that is not base64 or holds no usable CERTIFICATE block."
});

// src/rules/helm-value-unused.ts
var rule28 = defineRule({
  meta: {
    id: "helm-value-unused",
    severity: "warning",
    description: "A Helm value given with --values or --set that nothing reads: the chart renders as if it were not there.",
    messages: {
      templates: "Helm value {key} is given, but no template of chart {chart} reads it (nor any key above it): the chart renders as if it were not set.",
      mapping: "Helm value {key} is given, but the values mapping of {chart} does not read it: it was not checked (give the chart folder, so its templates decide).",
      templatesTypo: "Helm value {key} is given, but no template of chart {chart} reads it (nor any key above it): the chart renders as if it were not set. Did you mean {suggestion}?",
      mappingTypo: "Helm value {key} is given, but the values mapping of {chart} does not read it: it was not checked. Did you mean {suggestion}?"
    }
  },
  check({ helm, report }) {
    for (const u of helm?.unread ?? []) {
      report({
        resource: u.resource,
        messageId: u.suggestion ? `${u.by}Typo` : u.by,
        data: { key: u.key, chart: u.chart, suggestion: u.suggestion ?? "" },
        fix: u.suggestion ? `rename ${u.key} to ${u.suggestion}, the key the chart reads` : u.by === "templates" ? `remove ${u.key}, or set the key the chart's templates read (a typo, a forked chart's key, or a value for another chart)` : `give the chart folder as a PATH (its templates show whether ${u.key} is read), or map the key under values: in .webhook-cert-gate.yaml`
      });
    }
  }
});

// src/rules/object-duplicate.ts
var rule29 = defineRule({
  meta: {
    id: "object-duplicate",
    severity: "warning",
    description: "The same object (kind, namespace, name) defined twice in one scope: the later silently replaces the earlier.",
    messages: {
      duplicate: "{kind} {name} is defined {times} in one scope{scope}, first at {first}: kubectl apply applies each in turn and this last one replaces the others, so what they say is silently lost; only this one was checked."
    }
  },
  check({ model, report }) {
    for (const { kept, replaced } of model.duplicates) {
      const name = kept.namespace ? `${kept.namespace}/${kept.name}` : kept.name;
      const times2 = replaced.length === 1 ? "twice" : `${replaced.length + 1} times`;
      report({
        resource: kept,
        path: ["metadata", "name"],
        messageId: "duplicate",
        data: {
          kind: kept.kind,
          name,
          times: times2,
          first: where(replaced[0]),
          scope: kept.scope && kept.scope !== "." ? ` (${kept.scope})` : ""
        },
        fix: `keep one definition of ${kept.kind} ${name}; if the files are applied separately (two environments), put them in separate folders or declare them as scopes (scopes: in .webhook-cert-gate.yaml)`
      });
    }
  }
});
function where(r) {
  const p = positionOf(r, ["metadata", "name"]);
  return `${p.file}:${p.line}`;
}

// src/rules/templates/rotation-state.ts
var cache5 = /* @__PURE__ */ new WeakMap();
var probed = /* @__PURE__ */ new WeakMap();
function entryKey(kind, namespace, name, entry = "") {
  return `${kind}/${namespace}/${name}#${entry}`;
}
function stateView(model) {
  let view = cache5.get(model);
  if (!view) {
    view = { model, entries: holderEntries(model), injectorMerges: injectorMerges(model) };
    cache5.set(model, view);
  }
  return view;
}
function holderEntries(model) {
  const { caBundles } = effectiveState(model);
  if (!caBundles.length) return [];
  const catalogue = indexCatalogue(model);
  const backendsOf = backendIndex(model);
  const served = probed.get(model);
  return caBundles.map(({ entry: e, caBundleOwners: owners, serving }) => {
    const r = e.holder;
    const webhook = e.caBundlePath[0] === "webhooks";
    const service = e.service && `${e.service.namespace}/${e.service.name}`;
    const backends2 = service ? backendsOf.get(service) ?? [] : [];
    const key3 = entryKey(r.kind, r.namespace, r.name, webhook ? e.name : "");
    return {
      key: key3,
      resource: r,
      caBundlePath: e.caBundlePath,
      what: webhook ? `${e.what} of ${r.kind} ${r.name}` : e.what,
      service,
      ...bundleInForce(r, e.caBundlePath, owners, catalogue, webhook ? serving?.caPem : void 0),
      leaf: serving ? { secret: serving.secret, certKey: serving.certKey, chainPem: serving.chainPem } : mountedLeaf(model, backends2),
      backends: backends2,
      owners,
      ...served ? { served: served.get(key3) ?? [] } : {}
    };
  });
}
function bundleInForce(r, path19, owners, catalogue, controllerCa) {
  const rendered2 = { resource: r, path: path19, injected: false };
  for (const a of catalogue.annotationOwners(r)) {
    const secret = catalogue.annotatedSecret(a.doc, a.refers, a.value);
    const caKey = a.doc.secret?.caKey;
    const ca = caKey ? dataOf(secret)?.[caKey] : void 0;
    if (secret && caKey && ca)
      return { bundlePem: ca, bundleFrom: { resource: secret, path: ["data", caKey], injected: true } };
  }
  const controller = owners.find((o) => o.via === "controller");
  if (controller && controllerCa) return { bundlePem: controllerCa, bundleFrom: { ...rendered2, injected: true } };
  const writesOther = owners.some((o) => o.via !== "render" && o.via !== "gitops" && o.via !== "mounted-secret");
  const raw = str(get(r.body, ...path19));
  if (writesOther || raw === void 0 || raw.trim() === "") return { bundleFrom: rendered2 };
  const text = Buffer.from(raw.replace(/\s+/g, ""), "base64").toString("latin1");
  return { bundlePem: text.includes("-----BEGIN") ? text : void 0, bundleFrom: rendered2 };
}
function backendIndex(model) {
  const out = /* @__PURE__ */ new Map();
  for (const kind of POD_WORKLOAD_KINDS)
    for (const w of model.ofKind(kind))
      for (const s of servicesSelecting(model, w)) {
        const key3 = `${s.namespace}/${s.name}`;
        out.set(key3, [...out.get(key3) ?? [], w]);
      }
  return out;
}
function mountedLeaf(model, backends2) {
  for (const w of backends2) {
    for (const v of podSpecOf(w)?.volumes ?? []) {
      const name = str(get(v, "secret", "secretName"));
      const secret = name ? model.get("Secret", w.namespace, name) : void 0;
      const data = dataOf(secret);
      if (!secret || !data) continue;
      const certKey = certKeysOf(model).find((k) => k in data);
      if (certKey && data[certKey].includes("-----BEGIN CERTIFICATE"))
        return { secret, certKey, chainPem: data[certKey] };
    }
  }
  return void 0;
}
function injectorMerges(model) {
  for (const kind of POD_WORKLOAD_KINDS)
    for (const w of model.ofKind(kind))
      for (const c of podSpecOf(w)?.containers ?? []) {
        if (!isObj(c)) continue;
        const args = [...c.args ?? [], ...c.command ?? []];
        if (args.some((a) => typeof a === "string" && /CAInjectorMerging=true/i.test(a))) return true;
      }
  return false;
}
function certKeysOf(model) {
  return [...new Set(model.owners.flatMap((d) => d.secret?.certKey ? [d.secret.certKey] : []))];
}

// src/rules/templates/rotation.ts
var ROTATION_MESSAGES = {
  caDropped: "{holder}: the new caBundle no longer trusts the certificate {backends} serve now (Secret {secret}, issued by {issuer}); the API server uses the new caBundle at once, while {delay}, and refuses them meanwhile",
  servedDropped: "{holder}: the new caBundle no longer trusts the certificate {backends} serve now (probed; issued by {issuer}); the API server uses the new caBundle at once and refuses them until each serves a certificate it trusts",
  caReplaced: "{holder}: the new caBundle keeps none of the CAs in force ({old}); the API server uses it at once, so {backends}, still serving a certificate of the old CA, are refused until each serves a new one",
  leafUntrusted: "{holder}: {backends} will serve the new certificate of Secret {secret} (issued by {issuer}), which the caBundle in force while it is served does not trust ({bundle})",
  diverged: "{holder} is served by the same {shared} as {others}, whose caBundle the change gives {added}, but its own keeps {kept}: {consequence}",
  perRender: "{holder}: {object} comes from the chart template {template}, which calls {call}: every render (each helm upgrade) makes a new CA and certificate and replaces caBundle at once, with no overlap, while pods serve the previous certificate until they restart",
  mintsPerStart: "{workload}: {owner} makes a new CA and certificate in memory at every start and rewrites caBundle of {holders}; the change restarts its pods, so until the rollout ends the pods not yet replaced serve certificates the new caBundle does not trust (and every later restart does the same)",
  rotatorEnabled: "{workload}: the change turns on {owner} (it was off: {was}); it will replace Secret {secret} by a certificate of its own CA and rewrite caBundle of {holders} without keeping the CA in force",
  caRekey: "Certificate {ca} is a CA whose key changes at every renewal (privateKey.rotationPolicy {policy}); {issuer} does not re-issue what it signed ({leaves}), so after its next renewal those certificates stay signed by the previous key while {holders} trust only the new one"
};
var cache6 = /* @__PURE__ */ new WeakMap();
async function rotationProblemsFor(after, before, settings, rule36) {
  if (!before) return [];
  let result = cache6.get(after);
  if (!result) {
    result = collect2(stateView(before), stateView(after), settings);
    cache6.set(after, result);
  }
  return (await result).filter((p) => p.rule === rule36);
}
async function collect2(before, after, settings) {
  const out = [];
  const previous = new Map(before.entries.map((e) => [e.key, e]));
  const pairs = after.entries.flatMap((e) => {
    const b = previous.get(e.key);
    return b ? [{ b, e }] : [];
  });
  const minted = perRender(pairs.map((p) => p.e));
  const rendered2 = new Set(minted.map((m) => m.key));
  out.push(...minted.map((m) => m.problem));
  if (pairs.some(({ b, e }) => b.bundlePem !== void 0 || e.bundlePem !== void 0)) {
    const x509 = await Promise.resolve().then(() => (init_x509(), x509_exports));
    const judge = new Judge(x509, settings.at);
    const diverged = divergedHolders(pairs, after, judge);
    out.push(...diverged.problems);
    for (const { b, e } of pairs) {
      if (rendered2.has(e.key)) continue;
      const bundle1 = inForce(b, e, after);
      out.push(...caDropped(b, e, bundle1, judge, after.model));
      if (!diverged.keys.has(e.key)) out.push(...leafUntrusted(b, e, bundle1, judge));
    }
  }
  out.push(...rotatorsEnabled(before.model, after.model));
  out.push(...mintedPerStart(before.model, after.model));
  out.push(...caRekeys(before.model, after.model, after));
  return out;
}
function inForce(b, e, after) {
  if (e.bundlePem === void 0) return void 0;
  return e.bundleFrom.injected && after.injectorMerges && b.bundlePem ? b.bundlePem + "\n" + e.bundlePem : e.bundlePem;
}
var Judge = class {
  constructor(x509, at3) {
    this.x509 = x509;
    this.at = at3;
  }
  x509;
  at;
  memo = /* @__PURE__ */ new Map();
  /** The API server would build a chain from the leaf to the bundle (validity and names aside: other rules). */
  trusts(chainPem, bundlePem) {
    const key3 = chainPem + "\0" + bundlePem;
    let hit = this.memo.get(key3);
    if (hit === void 0) {
      const r = this.x509.verifyServing({ chainPem, caBundlePem: bundlePem, host: "rotation.invalid", at: this.at });
      hit = !r.problems.some(
        (p) => p.reason.kind === "bundle-unusable" || p.reason.kind === "no-served-cert" || p.reason.kind === "chain" && p.reason.failure !== "expired" && p.reason.failure !== "not-yet-valid"
      );
      this.memo.set(key3, hit);
    }
    return hit;
  }
  /** SHA-256 of each certificate of a bundle. */
  cas(bundlePem) {
    const out = /* @__PURE__ */ new Map();
    for (const c of this.x509.parseCaBundle(bundlePem).certs) out.set(c.cert.sha256, this.x509.summary(c.cert).subject);
    return out;
  }
  issuer(chainPem) {
    const first = this.x509.decodePem(chainPem).find((b) => b.type === "CERTIFICATE");
    const bundle = first ? this.x509.parseCaBundle(chainPem).certs[0] : void 0;
    return bundle ? this.x509.summary(bundle.cert).issuer : "an unreadable issuer";
  }
  same(a, b) {
    return this.x509.fingerprint256(a) === this.x509.fingerprint256(b);
  }
};
function caDropped(b, e, bundle1, judge, after) {
  const bundle0 = b.bundlePem;
  if (bundle0 === void 0 || bundle1 === void 0) return [];
  const at3 = { resource: e.bundleFrom.resource, path: e.bundleFrom.path };
  const backends2 = names(e.backends.length ? e.backends : b.backends);
  if (b.served?.length) return servedDropped(b.served, bundle0, bundle1, e, judge, at3);
  if (b.leaf) {
    if (!judge.trusts(b.leaf.chainPem, bundle0) || judge.trusts(b.leaf.chainPem, bundle1)) return [];
    const kept = e.leaf !== void 0 && judge.same(b.leaf.chainPem, e.leaf.chainPem);
    return [
      {
        rule: "rotation-ca-dropped",
        messageId: "caDropped",
        data: {
          holder: e.what,
          backends: backends2,
          secret: `${b.leaf.secret.namespace}/${b.leaf.secret.name}`,
          issuer: judge.issuer(b.leaf.chainPem),
          delay: kept ? "the change does not replace the certificate they serve" : delayOf(e, b, after)
        },
        fix: safeSequence(e, judge.issuer(b.leaf.chainPem)),
        ...at3
      }
    ];
  }
  const old = judge.cas(bundle0);
  const now = judge.cas(bundle1);
  if ([...now.keys()].some((k) => old.has(k)) || sameKeys(judge, bundle0, bundle1)) return [];
  return [
    {
      rule: "rotation-ca-dropped",
      messageId: "caReplaced",
      data: { holder: e.what, old: [...old.values()].join(", ") || "none", backends: backends2 },
      fix: safeSequence(e, [...old.values()].join(", ")),
      ...at3
    }
  ];
}
function servedDropped(served, bundle0, bundle1, e, judge, at3) {
  const refused = served.filter((s) => judge.trusts(s.chainPem, bundle0) && !judge.trusts(s.chainPem, bundle1));
  if (!refused.length) return [];
  const issuer = judge.issuer(refused[0].chainPem);
  return [
    {
      rule: "rotation-ca-dropped",
      messageId: "servedDropped",
      data: { holder: e.what, backends: refused.map((s) => s.backend).join(", "), issuer },
      fix: safeSequence(e, issuer),
      ...at3
    }
  ];
}
function sameKeys(judge, bundle0, bundle1) {
  const keys = (pem) => new Set(judge.x509.parseCaBundle(pem).certs.map((c) => c.cert.spki.toString("base64")));
  const now = keys(bundle1);
  return [...keys(bundle0)].some((k) => now.has(k));
}
function leafUntrusted(b, e, bundle1, judge) {
  if (!e.leaf || !b.leaf || bundle1 === void 0 || judge.same(b.leaf.chainPem, e.leaf.chainPem)) return [];
  if (judge.trusts(e.leaf.chainPem, bundle1)) return [];
  const issuer = judge.issuer(e.leaf.chainPem);
  return [
    {
      rule: "rotation-leaf-untrusted",
      messageId: "leafUntrusted",
      data: {
        holder: e.what,
        backends: names(e.backends),
        secret: `${e.leaf.secret.namespace}/${e.leaf.secret.name}`,
        issuer,
        bundle: [...judge.cas(bundle1).values()].join(", ") || "no usable CA"
      },
      fix: `1) add the CA "${issuer}" to caBundle of ${e.what} after the CA it holds now, in every holder served by Secret ${e.leaf.secret.namespace}/${e.leaf.secret.name}, and apply that alone; 2) then put the new certificate in the Secret and restart or reload every pod of ${names(e.backends)}; 3) drop the old CA only once every pod serves the new certificate`,
      resource: e.leaf.secret,
      path: secretPath2(e.leaf.secret, e.leaf.certKey)
    }
  ];
}
function divergedHolders(pairs, after, judge) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of pairs) {
    const shared = p.e.leaf ? `Secret ${p.e.leaf.secret.namespace}/${p.e.leaf.secret.name}` : p.e.service && `Service ${p.e.service}`;
    if (shared) groups.set(shared, [...groups.get(shared) ?? [], p]);
  }
  const problems = [];
  const keys = /* @__PURE__ */ new Set();
  for (const [shared, members] of groups) {
    if (members.length < 2) continue;
    const added = /* @__PURE__ */ new Map();
    const movers = [];
    for (const { b, e } of members) {
      const now = inForce(b, e, after);
      if (b.bundlePem === void 0 || now === void 0) continue;
      const old = judge.cas(b.bundlePem);
      const fresh = [...judge.cas(now)].filter(([k]) => !old.has(k));
      for (const [k, subject] of fresh) added.set(k, subject);
      if (fresh.length) movers.push(e.what);
    }
    if (!added.size) continue;
    for (const { b, e } of members) {
      const now = inForce(b, e, after);
      if (now === void 0 || b.bundlePem === void 0 || movers.includes(e.what)) continue;
      const has = judge.cas(now);
      if ([...added.keys()].every((k) => has.has(k))) continue;
      const broken = e.leaf !== void 0 && !judge.trusts(e.leaf.chainPem, now);
      keys.add(e.key);
      problems.push({
        rule: "rotation-holders-diverged",
        messageId: "diverged",
        severity: broken ? "error" : "warning",
        data: {
          holder: e.what,
          shared,
          others: movers.join(", "),
          added: [...added.values()].join(", "),
          kept: [...has.values()].join(", ") || "no usable CA",
          consequence: broken ? `the API server refuses ${names(e.backends)} for it as soon as they serve the new certificate` : `once ${names(e.backends)} serve a certificate of the new CA, the API server refuses them for it`
        },
        fix: `set caBundle of ${e.what} to the same CAs as ${movers[0]} (old and new: ${[...has.values(), ...added.values()].join(" + ")}) in this change; every holder a Secret serves must move together, and drop the old CA from all of them only once every pod serves the new certificate`,
        resource: e.bundleFrom.resource,
        path: e.bundleFrom.path
      });
    }
  }
  return { problems, keys };
}
function perRender(entries) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const e of entries) {
    for (const r of [e.resource, e.leaf?.secret]) {
      const mints = r && helmMints(r);
      if (!r || !mints || seen.has(e.resource)) continue;
      seen.add(e.resource);
      out.push({
        key: e.key,
        problem: {
          rule: "rotation-ca-per-render",
          messageId: "perRender",
          data: {
            holder: e.what,
            object: `${r.kind} ${r.name}`,
            template: r.doc.template ?? "a template",
            call: mints
          },
          fix: "make the CA once and keep it across renders: issue it with a certificate issuer and its CA injector, or reuse the existing Secret with `lookup` before calling the generator; when it must change, rotate it in three upgrades (old + new CA in caBundle; the new certificate; drop the old CA)",
          resource: e.resource,
          path: e.caBundlePath
        }
      });
    }
  }
  return out;
}
function rotatorsEnabled(before, after) {
  if (!effectiveState(after).writers.length) return [];
  const was = new Map(effectiveState(before).writers.map((w) => [writerKey(w.workload, w.doc.name), w]));
  const out = [];
  for (const w of effectiveState(after).writers) {
    const old = was.get(writerKey(w.workload, w.doc.name));
    if (!old || old.enabled !== false || w.enabled !== true) continue;
    const secret = w.sharedSecret ?? str(w.doc.controller?.secretName?.default) ?? "its Secret";
    out.push({
      rule: "rotation-rotator-enabled",
      messageId: "rotatorEnabled",
      data: {
        workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
        owner: w.doc.description,
        was: disabledSetting(w.doc),
        secret,
        holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(", ") || "the holders it names"
      },
      fix: `keep the writer off (${disabledSetting(w.doc)}) while another issuer owns ${secret}; to hand rotation to it, first add its CA to every caBundle next to the one in force, then turn it on, and drop the old CA once every pod serves its certificate`,
      resource: w.workload,
      path: w.containerPath
    });
  }
  return out;
}
function mintedPerStart(before, after) {
  const writers = effectiveState(after).writers.filter((w) => w.perPod === true && w.holders.length);
  const out = [];
  for (const w of writers) {
    const old = before.get(w.workload.kind, w.workload.namespace, w.workload.name);
    if (!old || !podsRestart(old, w.workload)) continue;
    const leader = w.doc.controller?.leaderElection?.setting;
    const share2 = leader?.env ? `env ${leader.env}=true` : leader?.flag ? `--${leader.flag}` : void 0;
    out.push({
      rule: "rotation-ca-per-render",
      messageId: "mintsPerStart",
      data: {
        workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
        owner: w.doc.description,
        holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(", ")
      },
      fix: `give every pod one certificate kept outside the process: ${share2 ? `turn on its leader elector (${share2}) so one CA is kept in a Secret, or ` : ""}${disabledSetting(w.doc, "mount a certificate")} from a Secret every pod mounts; then rotate that Secret in three steps (old + new CA in caBundle; the new certificate; drop the old CA)`,
      resource: w.workload,
      path: w.containerPath
    });
  }
  return out;
}
function podsRestart(before, after) {
  return JSON.stringify(get(before.body, "spec", "template")) !== JSON.stringify(get(after.body, "spec", "template"));
}
function writerKey(r, name) {
  return `${r.kind}/${r.namespace}/${r.name}/${name}`;
}
function disabledSetting(doc, prefix) {
  const first = arr(doc.controller?.disabledWhen)[0];
  const flag2 = str(get(first, "setting", "flag"));
  const env = str(get(first, "setting", "env"));
  const setting = env ? `env ${env}` : flag2 ? `--${flag2}` : "its disabling setting";
  return prefix ? `${prefix} (${setting})` : setting;
}
function caRekeys(before, after, view) {
  const was = new Set(rekeyingCas(before).map((c) => `${c.ca.namespace}/${c.ca.name}`));
  return rekeyingCas(after).filter((c) => !was.has(`${c.ca.namespace}/${c.ca.name}`)).map(({ ca, policy, leaves, secret, group }) => {
    const secrets = /* @__PURE__ */ new Set([
      typeof secret === "string" ? secret : secret.name,
      ...leaves.flatMap((l) => str(get(l.body, "spec", "secretName")) ?? [])
    ]);
    const holders2 = view.entries.filter((e) => {
      const r = e.bundleFrom.resource;
      return e.bundleFrom.injected && r.kind === "Secret" && r.namespace === ca.namespace && secrets.has(r.name);
    }).map((e) => e.what);
    const written = get(ca.body, "spec", "privateKey", "rotationPolicy") !== void 0;
    return {
      rule: "rotation-ca-rekey",
      messageId: "caRekey",
      data: {
        ca: `${ca.namespace}/${ca.name}`,
        policy: written ? policy : "unset, Always by default since v1.18",
        issuer: group,
        leaves: leaves.map((l) => `Certificate ${l.namespace}/${l.name}`).join(", "),
        holders: holders2.join(", ") || "the holders that trust it"
      },
      fix: `set spec.privateKey.rotationPolicy: Never on Certificate ${ca.namespace}/${ca.name} (a same-key renewal needs no overlap); to re-key it, first trust old + new CA in every caBundle (trust-manager, or the injector with CAInjectorMerging), re-issue every leaf (cmctl renew) and restart or reload their pods, then drop the old CA`,
      resource: ca,
      path: written ? ["spec", "privateKey", "rotationPolicy"] : ["spec"]
    };
  });
}
function rekeyingCas(model) {
  const out = [];
  for (const doc of model.owners) {
    const kind = doc.certificate?.kind;
    const group = doc.certificate?.apiGroup;
    if (kind && group) out.push(...rekeyingOf(model, kind, group));
  }
  return out;
}
function rekeyingOf(model, kind, group) {
  const api = `${group}/`;
  const certs = model.ofKind(kind).filter((c) => c.apiVersion.startsWith(api));
  if (!certs.length) return [];
  const out = [];
  for (const ca of certs) {
    if (get(ca.body, "spec", "isCA") !== true) continue;
    const policy = str(get(ca.body, "spec", "privateKey", "rotationPolicy")) ?? "Always";
    const secretName = str(get(ca.body, "spec", "secretName"));
    if (policy !== "Always" || !secretName) continue;
    const issuers = [...model.ofKind("Issuer"), ...model.ofKind("ClusterIssuer")].filter(
      (i) => i.apiVersion.startsWith(api) && str(get(i.body, "spec", "ca", "secretName")) === secretName && (i.kind === "ClusterIssuer" || i.namespace === ca.namespace)
    );
    const leaves = certs.filter((c) => {
      const ref = get(c.body, "spec", "issuerRef");
      if (c === ca || !isObj(ref)) return false;
      const refKind = str(ref.kind) ?? "Issuer";
      return issuers.some(
        (i) => i.kind === refKind && i.name === str(ref.name) && (refKind === "ClusterIssuer" || i.namespace === c.namespace)
      );
    });
    if (leaves.length)
      out.push({ ca, policy, leaves, secret: model.get("Secret", ca.namespace, secretName) ?? secretName, group });
  }
  return out;
}
function safeSequence(e, old) {
  const where2 = e.bundleFrom.injected ? `the CA its injector writes (${e.bundleFrom.resource.kind} ${e.bundleFrom.resource.namespace}/${e.bundleFrom.resource.name}): let the injector merge (its CAInjectorMerging gate) or publish old + new CA` : `caBundle of ${e.what}`;
  const secret = e.leaf ? `Secret ${e.leaf.secret.namespace}/${e.leaf.secret.name}` : "the serving Secret";
  return `1) keep the old CA (${old}) and add the new one in ${where2}, and apply that alone; 2) then switch ${secret} to the new certificate and restart or reload every pod of ${names(e.backends)}; 3) drop the old CA only in a later change, once every pod serves the new certificate`;
}
function delayOf(e, b, after) {
  const how = reloadOf(after, e.backends[0] ?? b.backends[0]);
  const rolled = e.backends.some((w) => {
    const old = b.backends.find((x) => x.kind === w.kind && x.name === w.name && x.namespace === w.namespace);
    return old !== void 0 && podsRestart(old, w);
  });
  switch (how) {
    case "secret-watch":
      return "each pod reloads only after it sees the Secret change";
    case "in-process":
      return "each pod switches its certificate only when its own loop renews it";
    case "file-watch":
      return "the new Secret reaches the pods' volume only after the kubelet syncs (up to ~100 s)";
    case "restart":
      return rolled ? "the server reads its certificate only at start: old pods serve the old one until the rollout replaces them" : "the server reads its certificate only at start and the change restarts no pod: they serve the old one until restarted";
    default:
      return rolled ? "old pods serve the old certificate until the rollout replaces them" : "a mounted Secret reaches the pods only after the kubelet syncs (up to ~100 s), and a server that reads its certificate once serves the old one until its pod is replaced";
  }
}
function reloadOf(model, workload) {
  if (!workload) return "unknown";
  const state = effectiveState(model);
  const modes = [
    ...state.controllers.filter((c) => c.workload.resource === workload).map((c) => c.workload.profile.reload?.mode),
    ...state.writers.filter((w) => w.workload === workload).map((w) => w.doc.reload?.mode)
  ];
  return modes.find((m) => m !== void 0) ?? "unknown";
}
function names(workloads2) {
  if (!workloads2.length) return "its backends";
  return `the pods of ${workloads2.map((w) => `${w.kind} ${w.namespace}/${w.name}`).join(", ")}`;
}
function secretPath2(secret, key3) {
  return [get(secret.body, "data", key3) !== void 0 ? "data" : "stringData", key3];
}

// src/rules/templates/rotation-rule.ts
function rotationRule(meta) {
  return defineRule({
    meta: { ...meta, messages: ROTATION_MESSAGES },
    async check({ model, before, settings, report }) {
      for (const { rule: _rule, ...p } of await rotationProblemsFor(model, before, settings, meta.id)) report(p);
    }
  });
}

// src/rules/rotation-ca-dropped.ts
var rule30 = rotationRule({
  id: "rotation-ca-dropped",
  severity: "error",
  description: "A change whose caBundle drops the CA that signs the certificate backends serve until they have the new one."
});

// src/rules/rotation-leaf-untrusted.ts
var rule31 = rotationRule({
  id: "rotation-leaf-untrusted",
  severity: "error",
  description: "A change that makes backends serve a certificate the caBundle in force while it is served does not trust."
});

// src/rules/rotation-holders-diverged.ts
var rule32 = rotationRule({
  id: "rotation-holders-diverged",
  severity: "error",
  description: "Holders served by the same Secret that a change moves to different CAs: some get the new CA, others keep only the old."
});

// src/rules/rotation-ca-per-render.ts
var rule33 = rotationRule({
  id: "rotation-ca-per-render",
  severity: "error",
  description: "A CA and certificate made anew by every render (Helm genCA) or every start of a controller: each upgrade rotates without overlap."
});

// src/rules/rotation-rotator-enabled.ts
var rule34 = rotationRule({
  id: "rotation-rotator-enabled",
  severity: "error",
  description: "A change that turns on a controller's certificate rotator over a certificate another issuer owns."
});

// src/rules/rotation-ca-rekey.ts
var rule35 = rotationRule({
  id: "rotation-ca-rekey",
  severity: "error",
  description: "A CA certificate object whose key changes at every renewal while the leaves it signed are not re-issued."
});

// src/rules/index.ts
var RULES = [
  rule2,
  rule8,
  rule6,
  rule5,
  rule7,
  rule11,
  rule,
  rule9,
  rule10,
  rule28,
  rule17,
  rule18,
  rule19,
  rule20,
  rule21,
  rule22,
  rule23,
  rule24,
  rule25,
  rule26,
  rule27,
  rule13,
  rule14,
  rule15,
  rule16,
  rule30,
  rule31,
  rule32,
  rule33,
  rule34,
  rule35,
  rule29,
  rule12,
  rule3,
  rule4
];
function docsOf(id) {
  const docs = RULE_DOCS[id];
  if (!docs) throw new Error(`rule ${id} has no src/rules/docs/${id}.yaml`);
  return docs;
}

// src/rules/options.ts
var LEVELS = ["off", "error", "warning", "info"];
function configuredRules(rules, config, file = "config") {
  const out = { severities: {}, options: {} };
  const known = rules.map((r) => r.meta.id);
  for (const [id, setting] of Object.entries(config ?? {})) {
    const rule36 = rules.find((r) => r.meta.id === id);
    if (!rule36) {
      const near = likelyTypo(id, known);
      throw new InputError(
        `${file}: rules: unknown rule id '${id}'${near ? `; did you mean '${near}'?` : ""} (webhook-cert-gate rules lists them)`
      );
    }
    const [level, given] = Array.isArray(setting) ? setting : [setting];
    if (typeof level !== "string" || !LEVELS.includes(level))
      throw new InputError(
        `${file}: rules.${id}: the severity must be one of ${LEVELS.join(", ")}, as in [warning, {options}]`
      );
    out.severities[id] = level;
    if (given === void 0) continue;
    const problem = optionsProblem(rule36, given);
    if (problem) throw new InputError(`${file}: rules.${id}: ${problem}`);
    out.options[id] = { ...rule36.meta.defaultOptions, ...given };
  }
  return out;
}
function optionsProblem(rule36, given) {
  const schema = rule36.meta.schema;
  if (!schema || !Object.keys(schema.properties).length) return "this rule has no options";
  return objectProblem(schema, given);
}
function objectProblem(schema, given) {
  if (typeof given !== "object" || given === null || Array.isArray(given))
    return `options must be a map of ${names2(schema)}`;
  for (const [key3, value] of Object.entries(given)) {
    const option = Object.hasOwn(schema.properties, key3) ? schema.properties[key3] : void 0;
    if (!option) {
      const guess = likelyTypo(key3, Object.keys(schema.properties));
      return `unknown option '${key3}'${guess ? `; did you mean '${guess}'?` : ""} (options: ${names2(schema)})`;
    }
    const problem = valueProblem(option, value, key3);
    if (problem) return problem;
  }
  return void 0;
}
function names2(schema) {
  return Object.keys(schema.properties).join(", ");
}
function valueProblem(schema, value, at3) {
  const shown = JSON.stringify(value);
  if ("enum" in schema)
    return schema.enum.includes(value) ? void 0 : `${at3} must be one of ${schema.enum.join(", ")} (got ${shown})`;
  switch (schema.type) {
    case "integer":
    case "number": {
      if (typeof value !== "number" || !Number.isFinite(value) || schema.type === "integer" && !Number.isInteger(value))
        return `${at3} must be ${schema.type === "integer" ? "an integer" : "a number"} (got ${shown})`;
      if (schema.minimum !== void 0 && value < schema.minimum)
        return `${at3} must be at least ${schema.minimum} (got ${shown})`;
      if (schema.maximum !== void 0 && value > schema.maximum)
        return `${at3} must be at most ${schema.maximum} (got ${shown})`;
      return void 0;
    }
    case "string":
      if (typeof value !== "string") return `${at3} must be a string (got ${shown})`;
      return value.length < (schema.minLength ?? 0) ? `${at3} must not be empty` : void 0;
    case "boolean":
      return typeof value === "boolean" ? void 0 : `${at3} must be true or false (got ${shown})`;
    case "array": {
      if (!Array.isArray(value)) return `${at3} must be a list (got ${shown})`;
      for (const [i, item] of value.entries()) {
        const problem = valueProblem(schema.items, item, `${at3}[${i}]`);
        if (problem) return problem;
      }
      return void 0;
    }
  }
}

// src/check.ts
async function runCheck(options) {
  const config = options.config ?? {};
  const configured = configuredRules(RULES, config.rules, config.source);
  const rules = options.onlyRules ? RULES.filter((r) => options.onlyRules(r.meta.id)) : RULES;
  const cwd = options.cwd ?? process.cwd();
  const { inputs, errors } = options.paths?.length ? await readInputs(options.paths, {
    cwd,
    readStdin: options.readStdin ?? (() => Promise.resolve("")),
    maxFileBytes: config.maxFileSize ?? DEFAULT_MAX_FILE_BYTES,
    ignored: notInputs(config, cwd)
  }) : { inputs: [], errors: [] };
  const texts = [...inputs, ...options.sources ?? []];
  const namespace = options.namespace ?? config.namespace ?? "default";
  const resources = [...options.extraResources ?? []];
  const syntaxErrors = [];
  const parsedFiles = parseFiles(texts, options.limits ?? DEFAULT_LIMITS);
  for (let k = 0; k < texts.length; k++) {
    const input = texts[k];
    const first = resources.length;
    for (const parsed of parsedFiles[k]) {
      if (parsed.error)
        syntaxErrors.push({
          file: input.file,
          ...parsed.error,
          ...parsed.doc.template ? { template: parsed.doc.template } : {}
        });
      else if (input.decorate) for (const r of resourcesOf(parsed, namespace)) resources.push(input.decorate(r));
      else resourcesOf(parsed, namespace, resources);
    }
    if (input.scope !== void 0) for (let i = first; i < resources.length; i++) resources[i].scope = input.scope;
  }
  const read = resources.length;
  const scopeOfFile = assignScopes(resources, config.scopes?.length ? pathMatcher(config.scopes) : void 0);
  const renderScopes = new Map(texts.flatMap((t) => t.scope === void 0 ? [] : [[t.file, t.scope]]));
  const scopeOfError = (e) => renderScopes.get(e.file) ?? scopeOfFile(e.file);
  const scopes = byScope(resources);
  for (const e of syntaxErrors) if (!scopes.has(scopeOfError(e))) scopes.set(scopeOfError(e), []);
  if (!scopes.size) scopes.set(DEFAULT_SCOPE, []);
  const profiles = options.profiles ?? await loadProfiles(config.profiles);
  const owners = await loadOwners(config.owners);
  const models = /* @__PURE__ */ new Map();
  const findings = [];
  for (const [scope, members] of scopes) {
    const model = new Model(members, profiles, owners);
    models.set(scope, model);
    if (options.modelsOnly) continue;
    const found = await runRules(model, rules, {
      settings: {
        at: options.at ?? /* @__PURE__ */ new Date(),
        minDays: config.minDays ?? 30,
        strict: options.strict ?? config.strict
      },
      overrides: configured.severities,
      options: configured.options,
      live: options.live,
      // Given values belong to no object: reported once, with the first scope.
      helm: models.size === 1 ? options.helm : void 0,
      syntaxErrors: syntaxErrors.filter((e) => scopeOfError(e) === scope),
      before: beforeOf(options.before, scope)
    });
    for (const f of found) {
      if (scopes.size > 1) f.scope = scope;
      findings.push(f);
    }
  }
  const stats = { files: texts.reduce((n, t) => n + (t.files ?? 1), 0), resources: read };
  return { findings, errors, syntaxErrors, model: models.values().next().value, models, stats };
}
function beforeOf(before, scope) {
  if (!before) return void 0;
  return before.get(scope) ?? (before.size === 1 ? before.values().next().value : void 0);
}
function notInputs(config, cwd) {
  const ignored = globMatcher(config.ignorePaths ?? []);
  const own = config.source ? displayPath(path4.resolve(cwd, config.source), cwd) : void 0;
  return (file) => file === own || ignored(file);
}

// src/before.ts
import { mkdir as mkdir2, mkdtemp, rm as rm2, stat as stat2 } from "node:fs/promises";
import os5 from "node:os";
import path5 from "node:path";
async function deployedModels(req) {
  if (req.ref !== void 0) {
    if (req.before?.length) throw new InputError("--before and --before-ref: give one of them");
    return atRef(req, req.ref);
  }
  if (!req.before?.length) return void 0;
  for (const p of req.before) {
    if (p === "-") throw new InputError("--before -: the deployed state must be a file or folder, not stdin");
    if (!await stat2(path5.resolve(req.cwd, p)).catch(() => void 0))
      throw new InputError(`--before ${p}: no such file or folder`);
  }
  const models = await modelsOf(req, [...req.before], req.cwd, `--before ${req.before.join(" ")}`);
  if (!models) throw new InputError(`--before ${req.before.join(" ")}: holds no Kubernetes objects`);
  return models;
}
async function modelsOf(req, paths, cwd, label3, values) {
  const { errors, ...inputs } = await req.gather(paths, cwd, values);
  const result = await runCheck({
    ...inputs,
    config: req.config,
    cwd,
    at: req.at,
    namespace: req.namespace,
    modelsOnly: true
  });
  const first = [...errors, ...result.errors][0];
  if (first !== void 0) throw new InputError(`${label3}: ${first}`);
  return result.stats.resources ? result.models : void 0;
}
async function atRef(req, ref) {
  const git2 = (args, cwd = req.cwd) => run("git", args, cwd);
  const top = (await git2(["rev-parse", "--show-toplevel"]).catch(() => void 0))?.trim();
  if (!top) throw new InputError(`--before-ref ${ref}: ${req.cwd} is not inside a git repository`);
  const commit = (await git2(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).catch(() => void 0))?.trim();
  if (!commit) throw new InputError(`--before-ref ${ref}: git cannot resolve it to a commit`);
  const inRepo = (p) => {
    const r = path5.relative(top, path5.resolve(req.cwd, p));
    return r.startsWith("..") || path5.isAbsolute(r) ? void 0 : r;
  };
  const rels = req.paths.map(inRepo);
  if (rels.some((r) => r === void 0))
    throw new InputError(`--before-ref ${ref}: every PATH must be inside the repository ${top}`);
  const atCommit = async (r) => git2(["cat-file", "-e", `${commit}:${r}`], top).then(
    () => true,
    () => false
  );
  const present2 = [];
  for (const r of [...rels, ...(req.values ?? []).map(inRepo)])
    if (r !== void 0 && !present2.includes(r || ".") && await atCommit(r)) present2.push(r || ".");
  const tmp = await mkdtemp(path5.join(os5.tmpdir(), "webhook-cert-gate-before-"));
  try {
    const tree = path5.join(tmp, "tree");
    if (present2.length) {
      await git2(["archive", "--format=tar", "-o", path5.join(tmp, "before.tar"), commit, "--", ...present2], top);
      await mkdir2(tree);
      await run("tar", ["-xf", path5.join(tmp, "before.tar"), "-C", tree], tmp);
    }
    const cwd = path5.join(tree, path5.relative(top, req.cwd));
    await mkdir2(cwd, { recursive: true });
    const paths = rels.filter((r) => r !== void 0 && present2.includes(r || ".")).map((r) => path5.relative(path5.relative(top, req.cwd), r ?? "") || ".");
    const values = req.values?.flatMap((v) => {
      const r = inRepo(v);
      if (r === void 0) return [path5.resolve(req.cwd, v)];
      return present2.includes(r) ? [path5.join(tree, r)] : [];
    });
    const models = paths.length ? await modelsOf(req, paths, cwd, `--before-ref ${ref}`, values) : void 0;
    return models ?? /* @__PURE__ */ new Map();
  } finally {
    await rm2(tmp, { recursive: true, force: true });
  }
}
async function run(cmd, args, cwd) {
  const { execFile: execFile3 } = await import("node:child_process");
  const { promisify: promisify2 } = await import("node:util");
  const { stdout } = await promisify2(execFile3)(cmd, args, { cwd, maxBuffer: 64 << 20 });
  return stdout;
}

// src/core/finding.ts
var SEVERITY_RANK = { info: 1, warning: 2, error: 3 };
var FAIL_ON = ["error", "warning", "info", "none"];
function parseFailOnValue(value, where2) {
  if (!FAIL_ON.includes(value))
    throw new InputError(`${where2} must be one of ${FAIL_ON.join(", ")} (got '${value}')`);
  return value;
}
var LIVE_SCHEME = "cluster://";
function logicalLocation(f) {
  if (f.line !== 0 || !f.file.startsWith(LIVE_SCHEME)) return void 0;
  const hash = f.file.indexOf("#");
  return hash < 0 ? { object: f.file, field: "" } : { object: f.file.slice(0, hash), field: f.file.slice(hash + 1) };
}
function placeOf(f) {
  return logicalLocation(f) ? f.file : `${f.file}:${f.line}:${f.column}`;
}
function atOrAbove(severity, threshold) {
  return threshold !== "none" && SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}
function summarize(findings) {
  const summary4 = { error: 0, warning: 0, info: 0 };
  for (const f of findings) summary4[f.severity]++;
  return summary4;
}
function compareFindings(a, b) {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}

// src/core/tool.ts
var TOOL_NAME = "webhook-cert-gate";
var TOOL_VERSION = "0.1.0";
var REPO = "https://github.com/webhook-cert-gate/webhook-cert-gate/blob/main/";
var DOCS_BASE = `${REPO}docs/rules/README.md`;
function ruleDocsUrl(ruleId) {
  return `${REPO}docs/rules/${ruleId}.md`;
}

// src/report/chunks.ts
var CHUNK = 1 << 16;
function* chunked(pieces) {
  let buffer = "";
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= CHUNK) {
      yield buffer;
      buffer = "";
    }
  }
  if (buffer) yield buffer;
}
function joined(chunks) {
  let text = "";
  for (const c of chunks) text += c;
  return text;
}
function nestedJson(value, pad) {
  return JSON.stringify(value, null, 2).replace(/\n/g, "\n" + pad);
}
function* jsonArray(items, pad, text) {
  if (!items.length) {
    yield "[]";
    return;
  }
  const inner2 = pad + "  ";
  for (let i = 0; i < items.length; i++) yield `${i ? "," : "["}
${inner2}${text(items[i], inner2)}`;
  yield `
${pad}]`;
}

// src/report/junit.ts
function junitChunks(findings, options) {
  return chunked(junitLines(suitesOf(findings, options)));
}
function suitesOf(findings, options) {
  const suites = [];
  const byFile = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const file = logicalLocation(f)?.object ?? f.file;
    const list = byFile.get(file);
    if (list) list.push(f);
    else byFile.set(file, [f]);
  }
  for (const [file, list] of byFile) {
    const failures = list.reduce((n, f) => n + (atOrAbove(f.severity, options.failOn) ? 1 : 0), 0);
    suites.push({
      name: file,
      counts: { tests: list.length, failures, errors: 0, skipped: list.length - failures },
      cases: findingCases(file, list, options.failOn)
    });
  }
  if (options.errors?.length) {
    const cases = options.errors.map(
      (e) => testcase("inputs", printable(e), `<error message="${attr(e)}" type="unreadable"/>`)
    );
    suites.push({
      name: "inputs",
      counts: { tests: cases.length, failures: 0, errors: cases.length, skipped: 0 },
      cases
    });
  }
  if (!findings.length && !options.errors?.length) {
    const st = options.stats;
    const what = st ? `${st.resources} resource(s) from ${st.files} file(s) checked` : "checked";
    suites.push({
      name: TOOL_NAME,
      counts: { tests: 1, failures: 0, errors: 0, skipped: 0 },
      cases: [testcase(TOOL_NAME, `no findings: ${what}`, "")]
    });
  }
  return suites;
}
function* junitLines(suites) {
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const s of suites) for (const k of Object.keys(totals)) totals[k] += s.counts[k];
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<testsuites name="${TOOL_NAME}"${countAttrs(totals)}>
`;
  for (const s of suites) {
    yield `  <testsuite name="${attr(s.name)}"${countAttrs(s.counts)}>
`;
    for (const xml of s.cases) yield xml + "\n";
    yield "  </testsuite>\n";
  }
  yield "</testsuites>\n";
}
function countAttrs(n) {
  return ` tests="${n.tests}" failures="${n.failures}" errors="${n.errors}" skipped="${n.skipped}" time="0"`;
}
function* findingCases(file, findings, failOn) {
  for (const f of findings) yield findingCase(file, f, failOn);
}
function findingCase(file, f, failOn) {
  const object = f.object ? ` ${f.object.kind}/${f.object.namespace ? `${f.object.namespace}/` : ""}${f.object.name}` : "";
  const name = `${f.rule} ${placeOf(f)}${object}${f.scope ? ` [scope ${f.scope}]` : ""}`;
  if (!atOrAbove(f.severity, failOn)) {
    return testcase(
      file,
      name,
      `<skipped message="${attr(`${f.severity} below --fail-on ${failOn}: ${f.message}`)}"/>`
    );
  }
  const text = `${f.message}${f.template ? ` (from template ${f.template})` : ""}${f.fix ? `
fix: ${f.fix}` : ""}`;
  const failure = `<failure message="${attr(f.message)}" type="${f.severity}">${text_(text)}</failure>`;
  return testcase(file, name, failure);
}
function testcase(classname, name, body) {
  const open2 = `    <testcase classname="${attr(classname)}" name="${attr(name)}" time="0"`;
  return body ? `${open2}>${body}</testcase>` : `${open2}/>`;
}
function xmlSafe(s) {
  return s.replace(
    // eslint-disable-next-line no-control-regex -- the controls are what it replaces
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function text_(s) {
  return xmlSafe(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function attr(s) {
  return text_(s).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");
}

// src/report/line.ts
function lineChunks(findings) {
  return chunked(findingLines(findings));
}
function* findingLines(findings) {
  for (const f of findings) {
    const place = logicalLocation(f) ? printable(f.file) : `${printablePath(f.file)}:${f.line}:${f.column}`;
    yield `${place}: ${f.severity} ${printable(f.rule)} ${printable(f.message)}${f.scope ? ` [scope ${printable(f.scope)}]` : ""}
`;
  }
}

// src/report/policy-results.ts
import { createRequire } from "node:module";
var MAX_REPORT_BYTES = 256 * 1024;
var SEVERITY = { error: "high", warning: "medium", info: "info" };
var STATUS = { error: "fail", warning: "warn", info: "pass" };
var CATEGORIES = [
  [/^cert-/, "Certificates"],
  [/^cabundle-/, "CA bundles"],
  [/^(webhook-|multi-replica-)/, "Webhooks"],
  [/^gate-/, "Gate access"]
];
function categoryOf(rule36) {
  return CATEGORIES.find(([re]) => re.test(rule36))?.[1] ?? "Inputs";
}
var API_VERSIONS = {
  Deployment: "apps/v1",
  StatefulSet: "apps/v1",
  DaemonSet: "apps/v1",
  ReplicaSet: "apps/v1",
  HorizontalPodAutoscaler: "autoscaling/v2",
  Pod: "v1",
  Secret: "v1",
  Service: "v1",
  ServiceAccount: "v1",
  ConfigMap: "v1",
  Namespace: "v1",
  Endpoints: "v1",
  EndpointSlice: "discovery.k8s.io/v1",
  Lease: "coordination.k8s.io/v1",
  Role: "rbac.authorization.k8s.io/v1",
  RoleBinding: "rbac.authorization.k8s.io/v1",
  ClusterRole: "rbac.authorization.k8s.io/v1",
  ClusterRoleBinding: "rbac.authorization.k8s.io/v1",
  MutatingWebhookConfiguration: "admissionregistration.k8s.io/v1",
  ValidatingWebhookConfiguration: "admissionregistration.k8s.io/v1",
  CustomResourceDefinition: "apiextensions.k8s.io/v1",
  APIService: "apiregistration.k8s.io/v1",
  Job: "batch/v1",
  CronJob: "batch/v1"
};
function resultId(parts) {
  crypto2 ??= createRequire(import.meta.url)("node:crypto");
  return crypto2.createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 32);
}
var crypto2;
function findingKey(f) {
  const o = f.object;
  return [
    f.rule,
    f.scope ?? "",
    o?.kind ?? "",
    o?.namespace ?? "",
    o?.name ?? "",
    f.field ?? "",
    f.template ?? "",
    o ? "" : f.file
  ];
}
var LIVE_FILE = /^cluster:/;
function findingProperties(f, id) {
  const p = { resultID: id };
  if (!LIVE_FILE.test(f.file)) {
    p.file = f.file;
    p.line = String(f.line);
  }
  if (f.field) p.field = f.field;
  if (f.fix) p.fix = f.fix;
  if (f.scope) p.scope = f.scope;
  if (f.template) p.template = f.template;
  return p;
}
function reportResults(findings, options) {
  const subjects = options.subjects?.();
  const seen = /* @__PURE__ */ new Map();
  const judged = /* @__PURE__ */ new Set();
  const out = [];
  for (const f of findings) {
    const key3 = findingKey(f);
    let id = resultId(key3);
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    if (n > 1) id = resultId([...key3, String(n)]);
    const o = f.object;
    if (o) judged.add(judgedKey(f.rule, f.scope, o));
    const resolved = o ? subjects?.resolve(o, f.scope) : void 0;
    out.push({
      namespace: reportNamespace(o?.namespace),
      scope: f.scope ?? "",
      result: {
        source: TOOL_NAME,
        policy: f.rule,
        result: STATUS[f.severity],
        severity: SEVERITY[f.severity],
        category: categoryOf(f.rule),
        message: f.message,
        ...o ? { resources: [resourceRef(o, resolved)] } : {},
        properties: findingProperties(f, id)
      }
    });
  }
  const describe2 = new Map((options.rules ?? []).map((r) => [r.id, r.description]));
  for (const c of subjects?.checked ?? []) {
    for (const rule36 of c.rules) {
      if (judged.has(judgedKey(rule36.id, c.scope, c))) continue;
      const id = resultId(["pass", rule36.id, c.scope ?? "", c.kind, c.namespace ?? "", c.name]);
      const what = describe2.get(rule36.id);
      out.push({
        namespace: reportNamespace(c.namespace),
        scope: c.scope ?? "",
        result: {
          source: TOOL_NAME,
          policy: rule36.id,
          result: "pass",
          severity: SEVERITY[rule36.severity],
          category: categoryOf(rule36.id),
          message: `${c.kind} ${c.name}: checked, nothing found${what ? ` (${lowerFirst(what)})` : ""}`,
          resources: [resourceRef(c, c)],
          properties: { resultID: id, ...c.scope ? { scope: c.scope } : {} }
        }
      });
    }
  }
  return out;
}
var DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
function reportNamespace(namespace) {
  return namespace && DNS_LABEL.test(namespace) ? namespace : "";
}
function judgedKey(rule36, scope, o) {
  return `${rule36}\0${scope ?? ""}\0${o.kind}\0${o.namespace ?? ""}\0${o.name}`;
}
function lowerFirst(s) {
  return s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, "");
}
function resourceRef(o, known) {
  const apiVersion = known?.apiVersion ?? API_VERSIONS[o.kind];
  return {
    ...apiVersion ? { apiVersion } : {},
    kind: o.kind,
    name: o.name,
    ...o.namespace ? { namespace: o.namespace } : {},
    ...known?.uid ? { uid: known.uid } : {}
  };
}
function summaryOf(results) {
  const s = { pass: 0, fail: 0, warn: 0, error: 0, skip: 0 };
  for (const r of results) s[r.result]++;
  return s;
}
var RESULT_PAD = " ".repeat(8);
function plan(findings, options) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of reportResults(findings, options)) {
    const key3 = `${p.scope}\0${p.namespace}`;
    const list = groups.get(key3);
    if (list) list.push(p);
    else groups.set(key3, [p]);
  }
  const parts = [];
  for (const key3 of [...groups.keys()].sort()) {
    const placed2 = groups.get(key3);
    const { scope, namespace } = placed2[0];
    const results = placed2.map((p) => p.result).sort(byResource);
    parts.push(...split(scope, namespace, results, options.maxBytes ?? MAX_REPORT_BYTES));
  }
  return parts;
}
function byResource(a, b) {
  const ka = sortKey(a);
  const kb = sortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
function sortKey(r) {
  const o = r.resources?.[0];
  return `${o?.kind ?? ""}\0${o?.name ?? ""}\0${r.policy}\0${r.properties.resultID ?? ""}`;
}
function split(scope, namespace, results, maxBytes) {
  const budget = maxBytes - 2048 - scope.length;
  const parts = [{ scope, namespace, part: 1, results: [], texts: [] }];
  let size = 0;
  for (const r of results) {
    const text = nestedJson(r, RESULT_PAD);
    let current = parts[parts.length - 1];
    if (current.results.length && size + text.length > budget) {
      current = { scope, namespace, part: parts.length + 1, results: [], texts: [] };
      parts.push(current);
      size = 0;
    }
    current.results.push(r);
    current.texts.push(text);
    size += text.length + RESULT_PAD.length + 2;
  }
  return parts;
}
var NAME_LIMIT = 253;
var MANAGED_BY = "app.kubernetes.io/managed-by";
function reportName(scope, part) {
  let name = TOOL_NAME;
  if (scope) {
    const slug = scope.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);
    name += `-${slug ? slug + "-" : ""}${resultId([scope]).slice(0, 8)}`;
  }
  if (part > 1) name += `-${part}`;
  return name.slice(0, NAME_LIMIT);
}
function reportHead(flavour, p) {
  const metadata = {
    name: reportName(p.scope, p.part),
    ...p.namespace ? { namespace: p.namespace } : {},
    labels: { [MANAGED_BY]: TOOL_NAME },
    ...p.scope ? { annotations: { "webhook-cert-gate.io/scope": p.scope } } : {}
  };
  return {
    apiVersion: flavour.apiVersion,
    kind: p.namespace ? flavour.namespacedKind : flavour.clusterKind,
    metadata,
    ...flavour.reportSource ? { source: TOOL_NAME } : {},
    summary: summaryOf(p.results)
  };
}
function policyReportChunks(findings, flavour, options) {
  return chunked(listPieces(plan(findings, options), flavour));
}
function* listPieces(parts, flavour) {
  yield '{\n  "apiVersion": "v1",\n  "kind": "List",\n  "items": [';
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const head = nestedJson({ ...reportHead(flavour, p), results: [] }, "    ");
    yield `${i ? "," : ""}
    ${head.slice(0, -"[]\n    }".length)}`;
    yield* jsonArray(p.texts, "      ", (t) => t);
    yield "\n    }";
  }
  yield `${parts.length ? "\n  " : ""}]
}
`;
}

// src/report/openreports.ts
var OPENREPORTS = {
  apiVersion: "openreports.io/v1alpha1",
  namespacedKind: "Report",
  clusterKind: "ClusterReport",
  reportSource: true
};
function openReportsChunks(findings, options) {
  return policyReportChunks(findings, OPENREPORTS, options);
}

// src/report/policyreport.ts
var POLICYREPORT = {
  apiVersion: "wgpolicyk8s.io/v1alpha2",
  namespacedKind: "PolicyReport",
  clusterKind: "ClusterPolicyReport",
  reportSource: false
};
function policyReportV1alpha2Chunks(findings, options) {
  return policyReportChunks(findings, POLICYREPORT, options);
}

// src/report/sarif.ts
import path6 from "node:path";
import { pathToFileURL } from "node:url";
var LEVEL = { error: "error", warning: "warning", info: "note" };
function sarifChunks(findings, rules, options = {}) {
  const { properties, errors = [] } = options;
  const known = new Map(rules.map((r) => [r.id, r]));
  for (const f of findings) {
    if (!known.has(f.rule)) {
      known.set(f.rule, {
        id: f.rule,
        severity: f.severity,
        description: f.rule,
        help: f.fix ?? f.rule,
        docsUrl: DOCS_BASE
      });
    }
  }
  const ruleList = [...known.values()];
  const index = new Map(ruleList.map((r, i) => [r.id, i]));
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: TOOL_VERSION,
            informationUri: DOCS_BASE,
            rules: ruleList.map((r) => ({
              id: r.id,
              name: pascalCase(r.id),
              shortDescription: { text: r.description },
              fullDescription: { text: r.description },
              help: { text: r.help, markdown: r.help },
              helpUri: r.docsUrl,
              defaultConfiguration: { level: LEVEL[r.severity] }
            }))
          }
        },
        invocations: [
          {
            executionSuccessful: errors.length === 0,
            ...errors.length ? {
              toolExecutionNotifications: errors.map((text) => ({
                level: "error",
                message: { text },
                descriptor: { id: "input-unreadable" }
              }))
            } : {}
          }
        ],
        ...properties ? { properties } : {},
        results: []
      }
    ]
  };
  const head = JSON.stringify(log, null, 2);
  const at3 = head.lastIndexOf('"results": []') + '"results": '.length;
  const result = (f, indent) => nestedJson(sarifResult(f, index.get(f.rule)), indent);
  return chunked(sarifParts(head.slice(0, at3), jsonArray(findings, "      ", result), head.slice(at3 + 2)));
}
function* sarifParts(head, results, tail) {
  yield head;
  yield* results;
  yield tail + "\n";
}
function sarifResult(f, ruleIndex) {
  return {
    ruleId: f.rule,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text: messageText(f) },
    locations: [
      {
        // A live object is in no file: its logical location alone (docs/cluster.md#where-a-live-finding-points).
        ...logicalLocation(f) ? { logicalLocations: [liveLogicalLocation(f)] } : { physicalLocation: { artifactLocation: artifactLocation(f.file), region: region(f) } },
        ...f.template || f.scope ? { properties: { ...f.template ? { template: f.template } : {}, ...f.scope ? { scope: f.scope } : {} } } : {},
        ...f.object && !logicalLocation(f) ? { logicalLocations: [{ name: f.object.name, fullyQualifiedName: objectName(f), kind: "resource" }] } : {}
      }
    ],
    ...f.rendered ? { relatedLocations: [renderedLocation(f.rendered)] } : {}
  };
}
function renderedLocation(r) {
  return {
    id: 1,
    physicalLocation: {
      artifactLocation: { ...artifactLocation(r.file), description: { text: `output of kustomize build ${r.file}` } },
      region: { startLine: atLeastOne(r.line), startColumn: atLeastOne(r.column) }
    },
    message: { text: `rendered: ${renderedText(r)}` }
  };
}
function renderedText(r) {
  return printable(`kustomize build ${r.file}, line ${r.line}, column ${r.column}`);
}
function messageText(f) {
  const from = f.template ? ` (from template ${f.template})` : "";
  return f.fix ? `${f.message}${from} Fix: ${f.fix}` : `${f.message}${from}`;
}
function region(f) {
  const r = { startLine: atLeastOne(f.line), startColumn: atLeastOne(f.column) };
  if (f.endLine !== void 0 && Number.isInteger(f.endLine) && f.endLine >= r.startLine) r.endLine = f.endLine;
  const endLine = r.endLine ?? r.startLine;
  if (f.endColumn !== void 0 && Number.isInteger(f.endColumn) && f.endColumn >= 1 && (endLine > r.startLine || f.endColumn >= r.startColumn))
    r.endColumn = f.endColumn;
  return r;
}
function atLeastOne(n) {
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
function liveLogicalLocation(f) {
  return { name: f.object?.name ?? logicalLocation(f).object, fullyQualifiedName: f.file, kind: "resource" };
}
function objectName(f) {
  const o = f.object;
  return `${o.kind}/${o.namespace ? o.namespace + "/" : ""}${o.name}`;
}
function artifactLocation(file) {
  const stream = /^<(.*)>$/.exec(file);
  if (stream)
    return {
      uri: encodeURIComponent(file),
      description: { text: stream[1] === "stdin" ? "standard input" : `output of ${stream[1]}` }
    };
  if (path6.posix.isAbsolute(file)) return { uri: pathToFileURL(file).href };
  if (path6.win32.isAbsolute(file) && /^[A-Za-z]:/.test(file))
    return { uri: "file:///" + escapePath(file.replace(/\\/g, "/")) };
  return { uri: escapePath(file.replace(/\\/g, "/")) };
}
function escapePath(posix) {
  return posix.split("/").map((segment, i) => i === 0 && /^[A-Za-z]:$/.test(segment) ? segment : encodeURIComponent(segment)).join("/");
}
function pascalCase(id) {
  return id.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

// src/report/render.ts
function helmModeText(m) {
  return m.mode === "render" ? `charts rendered by helm ${m.helm ?? ""}`.trimEnd() : `charts read through the values model (${m.reason ?? "no helm"})`;
}
function render(findings, options) {
  return joined(renderChunks(findings, options));
}
function renderChunks(findings, options) {
  const sorted = [...findings].sort(compareFindings);
  switch (options.format) {
    case "json":
      return chunked(jsonChunks(sorted, options));
    case "sarif":
      return sarifChunks(sorted, options.rules ?? [], {
        ...options.helm ? { properties: { helm: options.helm } } : {},
        errors: options.errors
      });
    case "junit":
      return junitChunks(sorted, { failOn: options.failOn ?? "error", stats: options.stats, errors: options.errors });
    case "line":
      return lineChunks(sorted);
    case "openreports":
      return openReportsChunks(sorted, options);
    case "policyreport":
      return policyReportV1alpha2Chunks(sorted, options);
    default:
      return chunked(textLines(sorted, options));
  }
}
function* jsonChunks(findings, options) {
  const { helm, stats, errors, baselined: baselined2 } = options;
  const head = JSON.stringify(
    {
      tool: { name: TOOL_NAME, version: TOOL_VERSION, ...helm ? { helm } : {} },
      summary: {
        ...summarize(findings),
        ...stats ? { files: stats.files, resources: stats.resources, unreadable: errors?.length ?? 0 } : {},
        ...baselined2 !== void 0 ? { baselined: baselined2 } : {}
      },
      ...stats || errors ? { inputErrors: [...errors ?? []] } : {},
      findings: []
    },
    null,
    2
  );
  yield head.slice(0, -"[]\n}".length);
  yield* jsonArray(findings, "  ", jsonFindingText);
  yield "\n}\n";
}
function jsonFindingText(f) {
  const o = f.object;
  const q = JSON.stringify;
  const object = o ? `{
        "kind": ${q(o.kind)},
        "name": ${q(o.name)},
        "namespace": ${q(o.namespace ?? null)}
      }` : "null";
  return `{
      "rule": ${q(f.rule)},
      "severity": ${q(f.severity)},
      "message": ${q(f.message)},
      "file": ${q(f.file)},
      "line": ${q(f.line)},
      "column": ${q(f.column)},
      "object": ${object},
      "field": ${q(f.field ?? null)},
      "fix": ${q(f.fix ?? null)}${f.template ? `,
      "template": ${q(f.template)}` : ""}${f.scope ? `,
      "scope": ${q(f.scope)}` : ""}${f.rendered ? `,
      "rendered": {
        "file": ${q(f.rendered.file)},
        "line": ${q(f.rendered.line)},
        "column": ${q(f.rendered.column)}
      }` : ""}
    }`;
}
var COLORS = { error: "\x1B[31m", warning: "\x1B[33m", info: "\x1B[36m" };
var DIM = "\x1B[2m";
var RESET = "\x1B[0m";
function* textLines(findings, options) {
  const paint = (code, s2) => options.color ? code + s2 + RESET : s2;
  let file;
  for (const f of findings) {
    const logical = logicalLocation(f);
    const heading = logical?.object ?? f.file;
    if (heading !== file) {
      if (file !== void 0) yield "\n";
      file = heading;
      yield paint("\x1B[4m", logical ? printable(heading) : printablePath(heading)) + "\n";
    }
    const where2 = (logical ? printable(logical.field) : `${f.line}:${f.column}`).padEnd(8);
    yield `  ${where2} ${paint(COLORS[f.severity], f.severity.padEnd(7))} ${printable(f.message)}  ${paint(DIM, f.rule)}
`;
    if (f.template) yield `           ${paint(DIM, `from template ${printable(f.template)}`)}
`;
    if (f.rendered) yield `           ${paint(DIM, `rendered: ${renderedText(f.rendered)}`)}
`;
    if (f.fix) {
      const obj = objectText(f);
      yield `           ${paint(DIM, "fix:")} ${printable(f.fix)}${paint(DIM, obj ? ` (${obj})` : "")}
`;
    }
  }
  const s = summarize(findings);
  const total = findings.length;
  if (total) yield "\n";
  const counts = `${s.error} error${s.error === 1 ? "" : "s"}, ${s.warning} warning${s.warning === 1 ? "" : "s"}, ${s.info} info`;
  const baselined2 = options.baselined === void 0 ? "" : `; ${options.baselined} baselined`;
  yield footer(total, counts, s.error > 0, options, paint) + baselined2 + "\n";
}
function objectText(f) {
  const object = f.object ? printable(`${f.object.kind}/${f.object.namespace ? f.object.namespace + "/" : ""}${f.object.name}`) : "";
  const scope = f.scope ? printable(`scope ${f.scope}`) : "";
  return object && scope ? `${object}, ${scope}` : object || scope;
}
function footer(total, counts, errors, options, paint) {
  const st = options.stats;
  if (!st) return total ? `${paint(errors ? COLORS.error : COLORS.warning, "\u2716")} ${counts}` : "\u2714 no findings";
  const sources = st.files ? plural(st.files, "file") : "";
  const read = ` in ${plural(st.resources, "resource")} from ${sources || "no input"}${options.helm ? `; ${helmModeText(options.helm)}` : ""}`;
  if (options.errors?.length) {
    const rest = st.resources || total ? `${total ? counts : "no findings"}${read}` : "nothing else was checked";
    return `${paint(COLORS.error, "\u2716")} ${plural(options.errors.length, "input")} could not be read (see the errors); ${rest}`;
  }
  if (!total && !st.resources)
    return `\u2013 nothing checked: no Kubernetes objects in ${sources || "the inputs (no .yaml, .yml or .json file)"}`;
  return total ? `${paint(errors ? COLORS.error : COLORS.warning, "\u2716")} ${counts}${read}` : `\u2714 no findings${read}`;
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// src/report/baseline.ts
var FORMAT = "webhook-cert-gate/baseline/v1";
var RELEASE = "{release}";
function releasesOf(models) {
  const out = /* @__PURE__ */ new Set();
  for (const model of models) {
    const renderers = model.owners.flatMap((o) => o.renderer?.releaseLabels?.length ? [o.renderer] : []);
    if (!renderers.length) continue;
    for (const r of model.resources) {
      const m = r.body.metadata;
      const l = isObj(m) && isObj(m.labels) ? m.labels : void 0;
      if (!l) continue;
      for (const renderer of renderers) {
        if (!renderer.labels.some((k) => l[k.key] !== void 0 && (k.value === void 0 || l[k.key] === k.value)))
          continue;
        for (const key3 of renderer.releaseLabels ?? []) if (typeof l[key3] === "string" && l[key3]) out.add(l[key3]);
      }
    }
  }
  return out;
}
function normalName(name, releases) {
  if (releases.has(name)) return RELEASE;
  const parts = name.split("-");
  for (const r of [...releases].sort((a, b) => b.length - a.length)) {
    const n = r.split("-").length;
    for (let i = 0; i + n <= parts.length; i++) {
      if (parts.slice(i, i + n).join("-") === r)
        return normalName([...parts.slice(0, i), RELEASE, ...parts.slice(i + n)].join("-"), releases);
    }
  }
  return name;
}
function entryOf2(f, releases) {
  const o = f.object;
  const e = { rule: f.rule };
  if (o) {
    e.kind = o.kind;
    if (o.namespace) e.namespace = o.namespace;
    e.name = normalName(o.name, releases);
  } else e.file = f.file;
  if (f.field) e.field = f.field.replace(/\[\d+\]/g, "[]");
  e.message = f.message;
  return e;
}
var keyOf = (e) => JSON.stringify([e.rule, e.kind, e.namespace, e.name, e.field, e.file]);
function parseBaseline(text, label3) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new InputError(`${label3}: not JSON (${e.message.split("\n")[0] ?? ""})`);
  }
  if (!isObj(value) || value.format !== FORMAT || !Array.isArray(value.findings))
    throw new InputError(`${label3}: not a baseline (written by --write-baseline, format ${FORMAT})`);
  return value.findings.map((e, i) => {
    const ok = isObj(e) && typeof e.rule === "string" && typeof e.message === "string" && ["kind", "namespace", "name", "field", "file"].every((k) => e[k] === void 0 || typeof e[k] === "string");
    if (!ok) throw new InputError(`${label3}: entry ${i + 1} needs a rule and a message, and strings only`);
    return e;
  });
}
function applyBaseline(findings, baseline, releases) {
  const left = /* @__PURE__ */ new Map();
  for (const e of baseline) {
    const k = keyOf(e);
    left.set(k, [...left.get(k) ?? [], e.message]);
  }
  const entries = findings.map((f) => entryOf2(f, releases));
  const matched = /* @__PURE__ */ new Set();
  const take = (sameMessage) => {
    entries.forEach((e, i) => {
      const messages = left.get(keyOf(e));
      if (matched.has(i) || !messages?.length) return;
      const at3 = sameMessage ? messages.indexOf(e.message) : 0;
      if (at3 < 0) return;
      messages.splice(at3, 1);
      matched.add(i);
    });
  };
  take(true);
  take(false);
  return {
    findings: findings.filter((_, i) => !matched.has(i)),
    baselined: matched.size,
    held: findings.filter((_, i) => matched.has(i))
  };
}

// src/rules/info.ts
function ruleInfos() {
  return RULES.map(({ meta }) => {
    const { why, howToFix } = docsOf(meta.id);
    return {
      id: meta.id,
      severity: meta.severity,
      description: meta.description,
      help: `${why}

Fix: ${howToFix}`,
      docsUrl: ruleDocsUrl(meta.id)
    };
  });
}

// src/action/annotate.ts
import path7 from "node:path";
var ANNOTATIONS_PER_TYPE = 10;
function annotate(findings, willFail) {
  const count = {
    annotated: { error: 0, warning: 0, info: 0 },
    skipped: { error: 0, warning: 0, info: 0 }
  };
  const budget = {
    error: ANNOTATIONS_PER_TYPE - (willFail ? 1 : 0),
    warning: ANNOTATIONS_PER_TYPE,
    info: ANNOTATIONS_PER_TYPE
  };
  for (const f of bySeverity(findings)) {
    if (count.annotated[f.severity] >= budget[f.severity]) {
      count.skipped[f.severity]++;
      continue;
    }
    emit(f);
    count.annotated[f.severity]++;
  }
  return count;
}
function bySeverity(findings) {
  return [...findings].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || compareFindings(a, b));
}
function emit(f) {
  const message = f.fix ? `${f.message}
Fix: ${f.fix}` : f.message;
  const endLine = f.endLine ?? f.line;
  const props = {
    title: f.rule,
    startLine: f.line,
    startColumn: f.column,
    endLine,
    // GitHub reads columns only for a one-line range.
    ...f.endColumn && endLine === f.line ? { endColumn: f.endColumn } : {}
  };
  if (!path7.isAbsolute(f.file) && !f.file.startsWith("<")) props.file = f.file;
  if (f.severity === "error") error(message, props);
  else if (f.severity === "warning") warning(message, props);
  else notice(message, props);
}

// src/action/changed.ts
import { execFile } from "node:child_process";
import { realpath } from "node:fs/promises";
import path8 from "node:path";
import { promisify } from "node:util";
var run2 = promisify(execFile);
async function changedFiles(workspace, baseRef, env) {
  const base = baseRef ?? (env.GITHUB_BASE_REF ? `origin/${env.GITHUB_BASE_REF}` : void 0);
  if (!base) {
    throw new InputError(
      "changed-only needs input 'base-ref' (on pull_request events it defaults to origin/<base branch>)"
    );
  }
  if (base.startsWith("-")) throw new InputError(`input 'base-ref' is not a git ref: '${base}'`);
  const top = (await git(workspace, ["rev-parse", "--show-toplevel"])).trim();
  if (!await git(workspace, ["rev-parse", "--verify", "--quiet", `${base}^{commit}`]).catch(() => "")) {
    throw new InputError(
      `changed-only: base-ref '${base}' is not in this checkout.${await shallowHint(workspace, base)}`
    );
  }
  let out;
  try {
    out = await git(workspace, ["diff", "--name-only", "-z", `${base}...HEAD`, "--"]);
  } catch (e) {
    throw new InputError(
      `changed-only: cannot diff '${base}...HEAD': ${firstLine(e)}.${await shallowHint(workspace, base)}`
    );
  }
  const real = await realpath(workspace);
  const names3 = out.split("\0").filter(Boolean);
  return { base, files: new Set(names3.map((n) => displayPath(path8.join(top, n), real))) };
}
async function git(cwd, args) {
  try {
    const { stdout } = await run2("git", args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (e) {
    const err = e;
    if (err.code === "ENOENT") throw new InputError("changed-only needs git on the runner, and git was not found");
    if (/not a git repository/.test(err.stderr ?? "")) {
      throw new InputError(
        `changed-only: ${cwd} is not a git checkout (check out the repository into GITHUB_WORKSPACE)`
      );
    }
    throw e;
  }
}
async function shallowHint(cwd, base) {
  const shallow = (await git(cwd, ["rev-parse", "--is-shallow-repository"]).catch(() => "")).trim() === "true";
  if (shallow) {
    return " The checkout is shallow (actions/checkout fetches one commit unless told otherwise): set 'fetch-depth: 0' on actions/checkout so the base and the merge base are there.";
  }
  const branch = /^origin\/(.+)$/.exec(base)?.[1];
  return branch ? ` Fetch it first: git fetch --no-tags origin ${branch}.` : " Check the ref name, or fetch it first.";
}
function firstLine(e) {
  const err = e;
  return (err.stderr || err.message || String(e)).trim().split("\n")[0];
}

// src/action/graph.ts
var MAX_GRAPHS = 10;
function holderGraphs(findings, models) {
  const drawn = [];
  let more = 0;
  for (const [scope, model] of models) {
    const found = new Set(
      findings.filter((f) => f.object && (f.scope === void 0 || f.scope === scope)).map((f) => key2(f.object.kind, f.object.namespace ?? "", f.object.name))
    );
    if (!found.size) continue;
    for (const h of holders(model)) {
      if (![...h.shows].some((k) => found.has(k))) continue;
      if (drawn.length >= MAX_GRAPHS) more++;
      else drawn.push(mermaid(model, h, models.size > 1 ? scope : void 0));
    }
  }
  if (!drawn.length) return [];
  const tail = more ? [`_${more} more holder(s) with findings not drawn._`, ""] : [];
  return ["### Who writes and who serves each caBundle", "", ...drawn, ...tail];
}
function holders(model) {
  const out = /* @__PURE__ */ new Map();
  for (const cb of effectiveState(model).caBundles) {
    const r = cb.entry.holder;
    const h = out.get(r) ?? { resource: r, entries: [], shows: /* @__PURE__ */ new Set([keyOf2(r)]) };
    h.entries.push(cb);
    for (const o of writersOf(cb)) h.shows.add(keyOf2(o.resource));
    for (const w of backends(model, cb)) h.shows.add(keyOf2(w));
    if (cb.serving) h.shows.add(keyOf2(cb.serving.secret));
    out.set(r, h);
  }
  return [...out.values()];
}
function writersOf(cb) {
  const render2 = cb.webhook?.renderOwner;
  return [...cb.caBundleOwners, ...render2 ? [render2] : []];
}
function backends(model, cb) {
  const s = cb.entry.service;
  const service = s && model.get("Service", s.namespace, s.name);
  if (!service) return [];
  return POD_WORKLOAD_KINDS.flatMap(
    (kind) => model.ofKind(kind).filter((w) => servicesSelecting(model, w).includes(service))
  );
}
function mermaid(model, h, scope) {
  const ids = /* @__PURE__ */ new Map();
  const nodes = [];
  const edges = /* @__PURE__ */ new Map();
  const node2 = (k, label3, shape = "box") => {
    let id = ids.get(k);
    if (!id) {
      id = `n${ids.size}`;
      ids.set(k, id);
      const [open2, close] = SHAPES[shape];
      nodes.push(`  ${id}${open2}"${escape(label3)}"${close}`);
    }
    return id;
  };
  const edge = (from, verb, to, entry) => {
    const e = edges.get(`${from}>${to}>${verb}`) ?? { from, to, verb, entries: /* @__PURE__ */ new Set() };
    if (entry) e.entries.add(entry);
    edges.set(`${from}>${to}>${verb}`, e);
  };
  const workload = (r) => node2(keyOf2(r), workloadLabel(model, r));
  const holder = node2(keyOf2(h.resource), title(h.resource));
  for (const cb of h.entries) {
    const name = cb.entry.name;
    const writers = writersOf(cb);
    const written = str(get(cb.entry.holder.body, ...cb.entry.caBundlePath));
    if (!writers.length)
      edge(
        node2("manifest", written ? "caBundle as written" : "nobody (caBundle empty)", "round"),
        "sets caBundle",
        holder,
        name
      );
    for (const o of writers) edge(owner(node2, model, o), "writes caBundle", holder, name);
    const s = cb.entry.service;
    const target = s ? node2(key2("Service", s.namespace, s.name), `Service ${s.namespace}/${s.name}`) : node2(`url:${cb.entry.url ?? ""}`, cb.entry.url ?? "no address");
    edge(holder, "calls", target, name);
    const rewriter = cb.webhook?.rewrittenBy?.workload.resource;
    const servers = rewriter ? [rewriter] : backends(model, cb);
    for (const w of servers) edge(target, "served by", workload(w));
    const serving = cb.serving;
    if (!serving) continue;
    const secret = node2(keyOf2(serving.secret), `Secret ${serving.secret.namespace}/${serving.secret.name}`, "store");
    for (const w of servers) edge(secret, "mounted by", workload(w));
    edge(owner(node2, model, serving.owner), "writes", secret);
  }
  const all = h.entries.length;
  const lines = [...edges.values()].map((e) => {
    const which2 = e.entries.size && e.entries.size < all ? ` ${entriesText([...e.entries])}` : "";
    return `  ${e.from} -- "${escape(e.verb + which2)}" --> ${e.to}`;
  });
  const caption = `**${escapeText(title(h.resource))}**${scope ? ` (${escapeText(scope)})` : ""}`;
  return [caption, "", "```mermaid", "graph LR", ...nodes, ...lines, "```", ""].join("\n");
}
var SHAPES = { box: ["[", "]"], round: ["([", "])"], store: ["[(", ")]"] };
function owner(node2, model, o) {
  const r = o.resource;
  const pods = POD_WORKLOAD_KINDS.includes(r.kind);
  return node2(keyOf2(r), pods ? `${o.label}, ${replicasText(model, r)}` : o.label, "round");
}
function workloadLabel(model, r) {
  return `${title(r)}, ${replicasText(model, r)}`;
}
function replicasText(model, r) {
  const n = replicasOf(model, r).max;
  return r.kind === "DaemonSet" ? "one pod per node" : `${n} replica${n === 1 ? "" : "s"}`;
}
function entriesText(names3) {
  return names3.length > 3 ? `${names3.slice(0, 3).join(", ")} +${names3.length - 3}` : names3.join(", ");
}
function title(r) {
  return `${r.kind} ${r.namespace ? `${r.namespace}/` : ""}${r.name}`;
}
function keyOf2(r) {
  return key2(r.kind, r.namespace, r.name);
}
function key2(kind, namespace, name) {
  return `${kind}/${namespace}/${name}`;
}
function escape(text) {
  return text.replace(/"/g, "#quot;").replace(/[<>]/g, (c) => c === "<" ? "#lt;" : "#gt;").replace(/\r?\n/g, " ");
}
function escapeText(text) {
  return text.replace(/[<>|*_`[\]]/g, (c) => `\\${c}`);
}

// src/load/helm/chart.ts
import { promises as fsp5 } from "node:fs";
import path9 from "node:path";

// src/load/helm/strvals.ts
var SetSyntaxError = class extends Error {
  name = "SetSyntaxError";
};
var MAX_INDEX = 65536;
var MAX_NESTING = 30;
var INT64_MIN2 = -(2n ** 63n);
var INT64_MAX2 = 2n ** 63n - 1n;
function parseSet(text, dest, asString = false) {
  const parser = new Parser(text, asString);
  while (parser.key(dest, 0) !== "eof") ;
}
function typedValue(v, asString = false) {
  if (asString) return v;
  const lower = v.toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  if (lower === "null") return null;
  if (v === "0") return 0;
  if (v !== "" && v[0] !== "0" && /^[+-]?\d+$/.test(v)) {
    const n = BigInt(v);
    if (n >= INT64_MIN2 && n <= INT64_MAX2) return Number(n);
  }
  return v;
}
var NOT_LIST = /* @__PURE__ */ Symbol("not a list");
var Parser = class {
  constructor(text, asString) {
    this.asString = asString;
    this.runes = [...text];
  }
  asString;
  runes;
  pos = 0;
  key(data, level) {
    const { text: k, last } = this.until("=[,.");
    if (last === void 0) {
      if (k === "") return "eof";
      throw new SetSyntaxError(`key "${k}" has no value`);
    }
    if (last === "[") {
      const index = this.index();
      const existing2 = data[k];
      if (existing2 !== void 0 && !Array.isArray(existing2))
        throw new SetSyntaxError(`unable to parse key: ${k} is not a list`);
      const { list, step: step2 } = this.listItem(existing2 ? existing2 : [], index, level);
      set(data, k, list);
      return step2;
    }
    if (last === "=") {
      const list = this.valueList();
      if (list === "eof") {
        set(data, k, "");
        return "eof";
      }
      set(data, k, list === NOT_LIST ? typedValue(this.until(",").text, this.asString) : list);
      return "ok";
    }
    if (last === ",") throw new SetSyntaxError(`key "${k}" has no value (cannot end with ,)`);
    if (++level > MAX_NESTING)
      throw new SetSyntaxError(
        `value name nested level is greater than maximum supported nested level of ${MAX_NESTING}`
      );
    const existing = data[k];
    if (existing !== void 0 && !isMap3(existing)) throw new SetSyntaxError(`unable to parse key: ${k} is not a map`);
    const inner2 = existing ?? {};
    const step = this.key(inner2, level);
    if (step === "ok" && Object.keys(inner2).length === 0) throw new SetSyntaxError(`key map "${k}" has no value`);
    if (Object.keys(inner2).length) set(data, k, inner2);
    return step;
  }
  listItem(list, i, level) {
    if (i < 0) throw new SetSyntaxError(`negative ${i} index not allowed`);
    const { text: k, last } = this.until("[.=");
    if (k !== "") throw new SetSyntaxError(`unexpected data at end of array index: "${k}"`);
    if (last === void 0) return { list, step: "eof" };
    if (last === "=") {
      const values = this.valueList();
      if (values === "eof") return { list: setIndex(list, i, ""), step: "ok" };
      const v = values === NOT_LIST ? typedValue(this.until(",").text, this.asString) : values;
      return { list: setIndex(list, i, v), step: "ok" };
    }
    if (last === "[") {
      const next2 = this.index();
      const existing = list.length > i ? list[i] : void 0;
      if (existing !== void 0 && existing !== null && !Array.isArray(existing))
        throw new SetSyntaxError(`unable to parse key: index ${i} is not a list`);
      const inner3 = this.listItem(Array.isArray(existing) ? existing : [], next2, level);
      return { list: setIndex(list, i, inner3.list), step: inner3.step };
    }
    let inner2 = {};
    if (list.length > i) {
      if (!isMap3(list[i])) list[i] = {};
      inner2 = list[i];
    }
    const step = this.key(inner2, level);
    if (step === "eof") return { list, step };
    return { list: setIndex(list, i, inner2), step };
  }
  index() {
    const { text, last } = this.until("]");
    if (last === void 0) throw new SetSyntaxError("error parsing index: unexpected end of input");
    if (!/^[+-]?\d+$/.test(text)) throw new SetSyntaxError(`error parsing index: "${text}" is not a number`);
    return Number(text);
  }
  /** `{a,b}` after `=`; NOT_LIST when the value is a scalar, 'eof' when nothing follows `=`. */
  valueList() {
    const first = this.runes[this.pos];
    if (first === void 0) return "eof";
    if (first !== "{") return NOT_LIST;
    this.pos++;
    const list = [];
    for (; ; ) {
      const { text, last } = this.until(",}");
      if (last === void 0) throw new SetSyntaxError("list must terminate with '}'");
      list.push(typedValue(text, this.asString));
      if (last === "}") {
        if (this.runes[this.pos] === ",") this.pos++;
        return list;
      }
    }
  }
  /** Reads up to (and consumes) one of `stops`; a backslash takes the next character literally. */
  until(stops) {
    let text = "";
    while (this.pos < this.runes.length) {
      const r = this.runes[this.pos++];
      if (stops.includes(r)) return { text, last: r };
      if (r === "\\") {
        if (this.pos >= this.runes.length) return { text };
        text += this.runes[this.pos++];
      } else {
        text += r;
      }
    }
    return { text };
  }
};
function set(data, key3, value) {
  if (key3 !== "") data[key3] = value;
}
function setIndex(list, i, value) {
  if (i < 0) throw new SetSyntaxError(`negative ${i} index not allowed`);
  if (i > MAX_INDEX) throw new SetSyntaxError(`index of ${i} is greater than maximum supported index of ${MAX_INDEX}`);
  while (list.length <= i) list.push(null);
  list[i] = value;
  return list;
}
function isMap3(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function valueText(v) {
  return scalarText(v) ?? (v === null || v === void 0 ? String(v) : Object.prototype.toString.call(v));
}

// src/load/helm/chart.ts
var DEFAULT_KUBE_VERSION = "1.34.0";
async function splitChartPaths(paths, cwd, found = []) {
  const manifests = [];
  const charts = /* @__PURE__ */ new Map();
  const add = async (root) => {
    if (!charts.has(root)) charts.set(root, await readChart(root, cwd));
  };
  for (const p of paths) {
    const root = p === "-" ? void 0 : chartRootOf(path9.resolve(cwd, p), cwd);
    if (root) await add(root);
    else manifests.push(p);
  }
  for (const dir of found) await add(dir);
  return { manifests, charts: [...charts.values()] };
}
function chartRootOf(abs, cwd) {
  const info2 = statIfAny(abs);
  if (!info2) return void 0;
  let dir = info2.isDirectory() ? abs : path9.dirname(abs);
  const stop = isInside(abs, cwd) ? cwd : path9.dirname(dir);
  for (; ; ) {
    if (isChartFolder(dir)) return dir;
    if (dir === stop || path9.dirname(dir) === dir) return void 0;
    dir = path9.dirname(dir);
  }
}
async function readChart(dir, cwd) {
  const file = path9.join(dir, "Chart.yaml");
  let meta;
  try {
    meta = load(await fsp5.readFile(file, "utf8"));
  } catch (e) {
    throw new InputError(
      `${displayPath(file, cwd)}: Chart.yaml does not parse: ${e.reason ?? String(e)}`
    );
  }
  const name = isMap3(meta) && typeof meta.name === "string" ? meta.name : "";
  if (!name) throw new InputError(`${displayPath(file, cwd)}: Chart.yaml has no name`);
  const valuesFile = path9.join(dir, "values.yaml");
  return { dir, name, ...isFile(valuesFile) ? { valuesFile } : {} };
}
function profileForChart(profiles, name) {
  return profiles.find((p) => p.match.charts?.includes(name)) ?? profiles.find((p) => p.name === name);
}
function knownCharts(profiles) {
  return profiles.flatMap((p) => p.match.charts ?? []);
}
function isChartFolder(dir) {
  return isFile(path9.join(dir, "Chart.yaml"));
}
function isFile(file) {
  return statIfAny(file)?.isFile() ?? false;
}

// src/load/helm/front.ts
import path16 from "node:path";

// src/load/helm/mapping.ts
var TEMPLATE_NOTE = "written by the chart template; no value sets it";
function effectiveMapping(profile, user) {
  const base = profile.values ?? {};
  const over = user ?? {};
  return { ...base, ...over, rendered: { ...base.rendered, ...over.rendered } };
}
function hasMapping(m) {
  return Boolean(m.replicas || m.host || m.writer || m.failurePolicy?.length || m.webhooks?.length);
}
function splitKey(key3) {
  return key3.split(/(?<!\\)\./).map((s) => s.replace(/\\\./g, "."));
}
function dotted(key3) {
  let out = "";
  for (const s of key3) out += typeof s === "number" ? `[${s}]` : `${out ? "." : ""}${s.replace(/\./g, "\\.")}`;
  return out;
}
function envKeys(profile, mapping) {
  const out = {};
  const pairs = [
    [profile.env.host, mapping.host],
    [profile.env.writer, mapping.writer],
    [profile.env.secretName, mapping.secretName]
  ];
  for (const [env, key3] of pairs) if (env && key3) out[env] = key3;
  return out;
}
function failurePolicyKeys(mapping, values) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const items = (mapping.failurePolicy ?? []).map((i) => typeof i === "string" ? { key: i } : i);
  const both = ["mutating", "validating"];
  for (const item of items.filter((i) => !i.key.endsWith(".*"))) {
    seen.add(item.key);
    out.push({ key: splitKey(item.key), configurations: item.configurations ?? both });
  }
  for (const item of items.filter((i) => i.key.endsWith(".*"))) {
    const prefix = item.key.slice(0, -2);
    const map = values.get(splitKey(prefix));
    if (!isMap3(map)) continue;
    for (const child of Object.keys(map)) {
      const dottedKey = `${prefix}.${child.replace(/\./g, "\\.")}`;
      if (seen.has(dottedKey)) continue;
      seen.add(dottedKey);
      out.push({ key: [...splitKey(prefix), child], configurations: item.configurations ?? both });
    }
  }
  return out;
}
function mappedKeys(mapping, values) {
  const single = [
    mapping.replicas,
    mapping.image,
    mapping.host,
    mapping.writer,
    mapping.secretName,
    mapping.hostNetwork,
    mapping.namespace,
    mapping.featureGates,
    mapping.webhookAnnotations,
    ...mapping.extraEnv ?? [],
    ...(mapping.webhooks ?? []).map((w) => w.policyKey)
  ];
  const keys = single.filter((k) => Boolean(k)).map(splitKey);
  keys.push(...failurePolicyKeys(mapping, values).map((k) => k.key));
  const seen = /* @__PURE__ */ new Set();
  return keys.filter((k) => !seen.has(JSON.stringify(k)) && seen.add(JSON.stringify(k)));
}

// src/load/helm/render.ts
import { readFile as readFile2 } from "node:fs/promises";
import path13 from "node:path";

// src/load/helm/minting.ts
import { readdir as readdir2, readFile } from "node:fs/promises";
import path10 from "node:path";
var GENERATOR = /\b(?:genCA|genCAWithKey|genSelfSignedCert|genSelfSignedCertWithKey|genSignedCert|genSignedCertWithKey)\b/;
var DEFINE = /\{\{-?\s*define\s+"([^"]+)"\s*-?\}\}([\s\S]*?)(?=\{\{-?\s*define\s|$)/g;
async function mintingCalls(dir, texts) {
  const out = /* @__PURE__ */ new Map();
  const helpers = await helperGenerators(path10.join(dir, "templates"));
  for (const [rel, lines] of texts) {
    const text = lines.join("\n");
    const direct = GENERATOR.exec(text)?.[0];
    const viaHelper = [...helpers].find(([name]) => text.includes(`"${name}"`));
    const call = direct ?? (viaHelper && `${viaHelper[1]} (in named template "${viaHelper[0]}")`);
    if (call) out.set(rel, call);
  }
  return out;
}
async function helperGenerators(dir) {
  const out = /* @__PURE__ */ new Map();
  const files = await readdir2(dir).catch(() => []);
  for (const f of files.filter((n) => n.startsWith("_") && n.endsWith(".tpl"))) {
    const text = await readFile(path10.join(dir, f), "utf8").catch(() => "");
    for (const m of text.matchAll(DEFINE)) {
      const call = GENERATOR.exec(m[2])?.[0];
      if (call) out.set(m[1], call);
    }
  }
  return out;
}

// src/load/helm/tool.ts
import { execFile as execFile2 } from "node:child_process";
import { access as access2, constants as constants5 } from "node:fs/promises";

// src/load/kustomize.ts
import { constants as constants4, promises as fsp6, readdirSync as readdirSync2, realpathSync as realpathSync2 } from "node:fs";
import { tmpdir } from "node:os";
import path12 from "node:path";

// src/load/kustomize-origin.ts
import { readFileSync as readFileSync3 } from "node:fs";
import path11 from "node:path";
var BUILD_METADATA = ["originAnnotations", "transformerAnnotations"];
var ANNOTATION = /^( +)(config\.kubernetes\.io\/origin|alpha\.config\.kubernetes\.io\/transformations): \|-?\s*$/;
var ANNOTATIONS_KEY = /^( *)annotations:\s*$/;
var indentOf = (line) => line.length - line.trimStart().length;
function stripBuildMetadata(text, root) {
  const lines = text.split("\n");
  const keep = lines.map(() => true);
  const origins = [];
  let index = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === "---") index++;
    const m = ANNOTATION.exec(line);
    if (!m) continue;
    const indent = m[1].length;
    let end = i + 1;
    while (end < lines.length && (lines[end].trim() === "" || indentOf(lines[end]) > indent)) end++;
    while (end > i + 1 && lines[end - 1].trim() === "") end--;
    const body = lines.slice(i + 1, end);
    const cut2 = Math.min(...body.filter((l) => l.trim()).map(indentOf));
    const value = safeLoad(body.map((l) => l.slice(cut2)).join("\n"));
    const origin = origins[index] ??= { transformations: [] };
    if (m[2] === "config.kubernetes.io/origin") readOrigin(value, root, origin);
    else readTransformations(value, root, origin);
    for (let k = i; k < end; k++) keep[k] = false;
    i = end - 1;
  }
  for (let i = 0; i < lines.length; i++) {
    const m = ANNOTATIONS_KEY.exec(lines[i]);
    if (!m || !keep[i] || keep[i + 1] !== false) continue;
    let next2 = i + 1;
    while (next2 < lines.length && !keep[next2]) next2++;
    if (next2 >= lines.length || lines[next2] === "---" || indentOf(lines[next2]) <= m[1].length) keep[i] = false;
  }
  return { text: lines.filter((_, i) => keep[i]).join("\n"), origins };
}
function safeLoad(text) {
  try {
    return load(text);
  } catch {
    return void 0;
  }
}
function readOrigin(value, root, out) {
  if (!isObj(value)) return;
  if (typeof value.path === "string" && typeof value.repo !== "string") out.file = path11.resolve(root, value.path);
  else if (typeof value.configuredIn === "string") out.generatedIn = path11.resolve(root, value.configuredIn);
}
function readTransformations(value, root, out) {
  if (!Array.isArray(value)) return;
  for (const t of value) {
    if (!isObj(t) || typeof t.configuredIn !== "string" || !isObj(t.configuredBy)) continue;
    const kind = t.configuredBy.kind;
    if (typeof kind === "string") out.transformations.push({ kustomization: path11.resolve(root, t.configuredIn), kind });
  }
}
function sourceDecorator(places) {
  const files = /* @__PURE__ */ new Map();
  const docsOf2 = (file) => {
    let docs = files.get(file);
    if (!docs) {
      docs = readDocs(file);
      files.set(file, docs);
    }
    return docs;
  };
  return (r) => {
    const out = r;
    out.locate = (at3) => {
      const rendered2 = locate(r.doc, r.base.length ? [...r.base, ...at3] : at3);
      const origin = places.origins[r.doc.index];
      const found = (origin && sourcePlace(r, at3, origin, docsOf2)) ?? {
        file: places.kustomization,
        line: 1,
        column: 1
      };
      return {
        file: displayPath(found.file, places.cwd),
        line: found.line,
        column: found.column,
        rendered: { file: places.label, line: rendered2.line, column: rendered2.column }
      };
    };
    return out;
  };
}
function readDocs(file) {
  try {
    return parseDocuments(file, readFileSync3(file, "utf8")).filter((d) => !d.error);
  } catch {
    return [];
  }
}
function sourcePlace(r, at3, origin, docsOf2) {
  const base = origin.file ? baseDoc(r, docsOf2(origin.file)) : void 0;
  const names3 = new Set([r.name, nameOf(base?.value)].filter((n) => !!n));
  const node2 = valueAt(r.body, at3);
  if (base && (isObj(node2) || Array.isArray(node2)) && walk2(r.body, base.value, at3).whole)
    return placeIn(origin.file, base, walk2(r.body, base.value, at3).path);
  const chain = [...new Set(origin.transformations.map((t) => t.kustomization))];
  for (const k of chain.reverse()) {
    const kinds = new Set(origin.transformations.filter((t) => t.kustomization === k).map((t) => t.kind));
    const kdoc = docsOf2(k)[0];
    if (!kdoc || !isObj(kdoc.value)) continue;
    const set2 = fieldTransformer(r, at3, kinds, kdoc) ?? patched(r, at3, names3, k, kdoc, docsOf2);
    if (set2) return set2;
  }
  if (base) return placeIn(origin.file, base, walk2(r.body, base.value, at3).path);
  if (origin.generatedIn) return generatorPlace(r, origin.generatedIn, docsOf2);
  return void 0;
}
var nameOf = (v) => isObj(v) && isObj(v.metadata) && typeof v.metadata.name === "string" ? v.metadata.name : void 0;
function baseDoc(r, docs) {
  let best;
  for (const d of docs) {
    const name = nameOf(d.value);
    if (!isObj(d.value) || d.value.kind !== r.kind || !name || !r.name.includes(name)) continue;
    if (!best || name.length > nameOf(best.value).length) best = d;
  }
  return best ?? (docs.length === 1 ? docs[0] : void 0);
}
function placeIn(file, d, at3) {
  return { file, ...locate(d.doc, at3) };
}
function fieldTransformer(r, at3, kinds, kdoc) {
  const k = kdoc.value;
  const key3 = at3.join(".");
  const file = kdoc.doc.file;
  if (key3 === "metadata.namespace" && kinds.has("NamespaceTransformer") && "namespace" in k)
    return placeIn(file, kdoc, ["namespace"]);
  if (key3 === "metadata.name") {
    if (kinds.has("SuffixTransformer") && "nameSuffix" in k) return placeIn(file, kdoc, ["nameSuffix"]);
    if (kinds.has("PrefixTransformer") && "namePrefix" in k) return placeIn(file, kdoc, ["namePrefix"]);
  }
  if (key3 === "spec.replicas" && kinds.has("ReplicaCountTransformer") && Array.isArray(k.replicas)) {
    const i = k.replicas.findIndex((e) => isObj(e) && typeof e.name === "string" && r.name.includes(e.name));
    if (i >= 0) return placeIn(file, kdoc, ["replicas", i, "count"]);
  }
  return void 0;
}
function patched(r, at3, names3, kfile, kdoc, docsOf2) {
  const k = kdoc.value;
  const dir = path11.dirname(kfile);
  const entries = [];
  const list = (v) => Array.isArray(v) ? v : [];
  for (const p of list(k.patchesStrategicMerge))
    if (typeof p === "string" && !p.includes("\n")) entries.push({ file: path11.resolve(dir, p) });
  list(k.patches).forEach((p, index) => {
    if (!isObj(p)) return;
    const target = isObj(p.target) ? p.target : void 0;
    if (typeof p.path === "string") entries.push({ file: path11.resolve(dir, p.path), target });
    else if (typeof p.patch === "string") entries.push({ inline: p.patch, target, index });
  });
  for (const p of list(k.patchesJson6902))
    if (isObj(p) && typeof p.path === "string" && isObj(p.target))
      entries.push({ file: path11.resolve(dir, p.path), target: p.target });
  for (const e of entries.reverse()) {
    if (e.target && !targets(e.target, r, names3)) continue;
    const docs = e.file ? docsOf2(e.file) : parseDocuments(kfile, e.inline).filter((d) => !d.error);
    for (const d of [...docs].reverse()) {
      const inner2 = setBy(d, r, at3, names3, !!e.target);
      if (!inner2) continue;
      if (e.file) return placeIn(e.file, d, inner2);
      return inlinePlace(kdoc, e.index, locate(d.doc, inner2));
    }
  }
  return void 0;
}
function targets(t, r, names3) {
  const matches = (pattern, values) => {
    if (typeof pattern !== "string") return true;
    try {
      const re = new RegExp(`^(?:${pattern})$`);
      return values.some((v) => re.test(v));
    } catch {
      return values.includes(pattern);
    }
  };
  return matches(t.kind, [r.kind]) && matches(t.name, [...names3]) && matches(t.namespace, [r.namespace]);
}
function setBy(d, r, at3, names3, targeted) {
  const v = d.value;
  if (Array.isArray(v)) return jsonPatchPath(v, r, at3);
  if (!isObj(v)) return void 0;
  if (!targeted && (v.kind !== r.kind || !names3.has(nameOf(v) ?? ""))) return void 0;
  if (IDENTITY.has(at3.join("."))) return void 0;
  const w = walk2(r.body, v, at3);
  return w.whole ? w.path : void 0;
}
var IDENTITY = /* @__PURE__ */ new Set(["apiVersion", "kind", "metadata.name", "metadata.namespace"]);
function jsonPatchPath(ops, r, at3) {
  const wanted = at3.map(String);
  for (let i = ops.length - 1; i >= 0; i--) {
    const op = ops[i];
    if (!isObj(op) || op.op !== "add" && op.op !== "replace" || typeof op.path !== "string") continue;
    const ptr = op.path.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    if (ptr.length > wanted.length || !ptr.every((s, j) => s === wanted[j] || appended(s, j, ptr, at3, r, op))) continue;
    const below = walk2(valueAt(r.body, at3.slice(0, ptr.length)), op.value, at3.slice(ptr.length));
    if (below.whole) return [i, "value", ...below.path];
  }
  return void 0;
}
function appended(s, j, ptr, at3, r, op) {
  return s === "-" && j === ptr.length - 1 && typeof at3[j] === "number" && holds2(valueAt(r.body, at3.slice(0, j + 1)), op.value);
}
function holds2(whole2, part) {
  if (isObj(part)) return isObj(whole2) && Object.keys(part).every((k) => holds2(whole2[k], part[k]));
  if (Array.isArray(part)) return Array.isArray(whole2) && part.every((p, i) => holds2(whole2[i], p));
  return whole2 === part;
}
function valueAt(v, at3) {
  for (const s of at3) v = isObj(v) || Array.isArray(v) ? v[s] : void 0;
  return v;
}
var MERGE_KEYS = ["name", "containerPort", "mountPath", "devicePath", "port", "ip"];
function walk2(rendered2, source, at3) {
  const out = [];
  for (const s of at3) {
    let next2;
    if (typeof s === "number" && Array.isArray(source)) {
      const item = Array.isArray(rendered2) ? rendered2[s] : void 0;
      const key3 = isObj(item) ? MERGE_KEYS.find((k) => ["string", "number"].includes(typeof item[k])) : void 0;
      const i = key3 ? source.findIndex((x) => isObj(x) && x[key3] === item[key3]) : s < source.length ? s : -1;
      if (i >= 0) next2 = i;
    } else if (typeof s === "string" && isObj(source) && s in source) next2 = s;
    if (next2 === void 0) return { path: out, whole: false };
    out.push(next2);
    rendered2 = isObj(rendered2) || Array.isArray(rendered2) ? rendered2[s] : void 0;
    source = source[next2];
  }
  return { path: out, whole: true };
}
function inlinePlace(kdoc, index, inner2) {
  const key3 = locate(kdoc.doc, ["patches", index, "patch"]);
  const lines = kdoc.doc.text.split("\n");
  const head = (lines[key3.line - kdoc.doc.startLine] ?? "").slice(key3.column - 1);
  const first = /^[|>][-+0-9]*\s*(#.*)?$/.test(head) ? key3.line + 1 : key3.line;
  const indent = indentOf(lines[first - kdoc.doc.startLine] ?? "");
  return { file: kdoc.doc.file, line: first + inner2.line - 1, column: inner2.column + indent };
}
function generatorPlace(r, kfile, docsOf2) {
  const kdoc = docsOf2(kfile)[0];
  if (!kdoc || !isObj(kdoc.value)) return void 0;
  const key3 = r.kind === "Secret" ? "secretGenerator" : "configMapGenerator";
  const list = kdoc.value[key3];
  const i = Array.isArray(list) ? list.findIndex((g) => isObj(g) && typeof g.name === "string" && r.name.includes(g.name)) : -1;
  return placeIn(kfile, kdoc, i >= 0 ? [key3, i] : []);
}

// src/load/kustomize.ts
var MAX_OUTPUT = 256 * 1024 * 1024;
var KUSTOMIZE_ENV = "WEBHOOK_CERT_GATE_KUSTOMIZE";
async function kustomizeInputs(req) {
  const manifests = [];
  const dirs = (req.explicit ?? []).map((d) => ({
    dir: path12.resolve(req.cwd, d),
    flag: true
  }));
  const charts = [];
  const ignored = (dir, file) => Boolean(req.ignored?.(displayPath(dir, req.cwd)) || req.ignored?.(displayPath(path12.join(dir, file), req.cwd)));
  let repo;
  for (const p of req.paths) {
    const abs = p === "-" ? void 0 : path12.resolve(req.cwd, p);
    const info2 = abs && statIfAny(abs);
    if (!abs || !info2) {
      manifests.push(p);
    } else if (info2.isDirectory()) {
      if (kustomizationFile(abs)) dirs.push({ dir: abs, flag: false });
      else {
        manifests.push(p);
        const found = findFolders(abs);
        charts.push(...found.charts.filter((dir) => !ignored(dir, "Chart.yaml")));
        const inside = await graphOf(found.kustomizations);
        const kept = inside.roots().filter((dir) => !ignored(dir, KUSTOMIZATION_FILES[0]));
        dirs.push(...kept.map((dir) => ({ dir, flag: false })));
      }
    } else {
      const nearest2 = nearestKustomization(abs, req.cwd);
      if (!nearest2) manifests.push(p);
      else {
        repo ??= await graphOf(findFolders(isInside(abs, req.cwd) ? req.cwd : nearest2).kustomizations);
        dirs.push(...repo.including(nearest2).map((dir) => ({ dir, flag: false })));
      }
    }
  }
  const out = { manifests, charts, sources: [], errors: [] };
  const seen = /* @__PURE__ */ new Set();
  for (const { dir, flag: flag2 } of dirs) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    try {
      out.sources.push(await renderKustomization(dir, req, flag2));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.errors.push(printable(e.message));
    }
  }
  return out;
}
async function renderKustomization(dir, req, flag2) {
  const label3 = displayPath(dir, req.cwd) || ".";
  const shown = flag2 ? `--kustomize ${label3}` : label3;
  const tool = await findKustomize(req.env);
  if (!tool) {
    throw new InputError(
      `${shown}: a kustomization, and neither kustomize nor kubectl is on PATH to render it; install one (or set ${KUSTOMIZE_ENV}), or pipe: kustomize build ${label3} | webhook-cert-gate check -`
    );
  }
  const { text, origins } = await renderWithOrigins(tool, dir, req, shown);
  const members = await membersOf(dir);
  const files = members.filter((f) => !KUSTOMIZATION_FILES.includes(path12.basename(f))).length;
  return {
    file: `<kustomize ${label3}>`,
    text,
    decorate: sourceDecorator({ origins, kustomization: kustomizationFile(dir) ?? dir, label: label3, cwd: req.cwd }),
    scope: label3,
    members: members.map((f) => displayPath(f, req.cwd)),
    files
  };
}
async function renderWithOrigins(tool, dir, req, shown) {
  const { mkdtemp: mkdtemp2, rm: rm3, writeFile: writeFile3 } = fsp6;
  const wrapper = await mkdtemp2(path12.join(tmpdir(), "wcg-kustomize-"));
  try {
    const kustomization = { resources: [path12.relative(wrapper, dir)], buildMetadata: BUILD_METADATA };
    await writeFile3(path12.join(wrapper, "kustomization.yaml"), JSON.stringify(kustomization));
    return stripBuildMetadata(await run3(tool, wrapper, req, shown), wrapper);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { text: await run3(tool, dir, req, shown), origins: [] };
  } finally {
    await rm3(wrapper, { recursive: true, force: true });
  }
}
async function run3(tool, dir, req, shown) {
  const { execFile: execFile3 } = await import("node:child_process");
  return new Promise((resolve2, reject) => {
    execFile3(
      tool.bin,
      [...tool.args, dir],
      { cwd: req.cwd, env: req.env, maxBuffer: MAX_OUTPUT, encoding: "utf8" },
      (err, stdout, stderr) => {
        if (!err) {
          resolve2(stdout);
          return;
        }
        const why = stderr.trim().split("\n").pop() || err.message.split("\n")[0];
        reject(new InputError(`${shown}: ${tool.name} failed: ${why}`));
      }
    );
  });
}
async function findKustomize(env) {
  const named = env[KUSTOMIZE_ENV];
  const asTool = (bin) => path12.basename(bin).startsWith("kubectl") ? { bin, args: ["kustomize"], name: "kubectl kustomize" } : { bin, args: ["build"], name: "kustomize build" };
  if (named) return asTool(named);
  const found = await findOnPath("kustomize", env.PATH ?? "") ?? await findOnPath("kubectl", env.PATH ?? "");
  return found ? asTool(found) : void 0;
}
function kustomizationFile(dir) {
  for (const name of KUSTOMIZATION_FILES) {
    const file = path12.join(dir, name);
    if (statIfAny(file)?.isFile()) return file;
  }
  return void 0;
}
function nearestKustomization(file, cwd) {
  const stop = isInside(file, cwd) ? cwd : path12.dirname(file);
  for (let dir = path12.dirname(file); ; dir = path12.dirname(dir)) {
    if (kustomizationFile(dir)) return dir;
    if (dir === stop || path12.dirname(dir) === dir) return void 0;
  }
}
function findFolders(root) {
  const out = { kustomizations: [], charts: [] };
  const top = tryFs(() => realpathSync2.native(root));
  if (top) scan(root, top, /* @__PURE__ */ new Set(), false, out);
  return out;
}
function scan(dir, top, seen, inChart, out) {
  const real = tryFs(() => realpathSync2.native(dir));
  if (!real || seen.has(real) || !isInside(real, top)) return;
  seen.add(real);
  const entries = tryFs(() => readdirSync2(dir, { withFileTypes: true })) ?? [];
  const has = (names3) => entries.some((e) => names3.includes(e.name) && !e.isDirectory());
  if (has(KUSTOMIZATION_FILES)) out.kustomizations.push(dir);
  const chart = !inChart && has(["Chart.yaml"]);
  if (chart) out.charts.push(dir);
  for (const e of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
    if (e.name === "node_modules" || e.name === ".git" || !(e.isDirectory() || e.isSymbolicLink())) continue;
    const full = path12.join(dir, e.name);
    if (e.isDirectory() || statIfAny(full)?.isDirectory()) scan(full, top, seen, inChart || chart, out);
  }
}
function tryFs(call) {
  try {
    return call();
  } catch {
    return void 0;
  }
}
async function graphOf(dirs) {
  const includedBy = /* @__PURE__ */ new Map();
  for (const dir of dirs) {
    for (const target of (await includesOf(dir)).dirs) {
      const list = includedBy.get(target) ?? [];
      list.push(dir);
      includedBy.set(target, list);
    }
  }
  return {
    roots: () => dirs.filter((d) => !includedBy.has(d)),
    including(dir) {
      const order = [];
      const seen = /* @__PURE__ */ new Set([dir]);
      for (let queue = [dir]; queue.length; ) {
        const next2 = [];
        for (const d of queue) {
          const up = includedBy.get(d) ?? [];
          if (!up.length) order.push(d);
          for (const u of up) {
            if (!seen.has(u)) {
              seen.add(u);
              next2.push(u);
            }
          }
        }
        queue = next2;
      }
      return order.length ? order : [dir];
    }
  };
}
async function membersOf(dir, seen = /* @__PURE__ */ new Set()) {
  if (seen.has(dir)) return [];
  seen.add(dir);
  const { file, files, dirs } = await includesOf(dir);
  const out = file ? [file, ...files] : files;
  for (const d of dirs) out.push(...await membersOf(d, seen));
  return out;
}
async function includesOf(dir) {
  const file = kustomizationFile(dir);
  let doc;
  try {
    doc = file ? load(await fsp6.readFile(file, "utf8")) : void 0;
  } catch {
    doc = void 0;
  }
  const files = [];
  const dirs = [];
  for (const ref of namedPaths(doc)) {
    if (/^[a-z][a-z0-9+.-]*:\/\/|^(git@|github\.com\/)|\?ref=/i.test(ref)) continue;
    const abs = path12.resolve(dir, ref);
    const info2 = statIfAny(abs);
    if (info2?.isDirectory()) dirs.push(abs);
    else if (info2?.isFile()) files.push(abs);
  }
  return { ...file ? { file } : {}, files, dirs };
}
function namedPaths(doc) {
  if (!isObj(doc)) return [];
  const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
  const field = (v, key3) => Array.isArray(v) ? v.flatMap((x) => isObj(x) && typeof x[key3] === "string" ? [x[key3]] : []) : [];
  const generated = (v) => Array.isArray(v) ? v.flatMap(
    (g) => isObj(g) ? [
      ...strings(g.files).map((f) => f.slice(f.indexOf("=") + 1)),
      ...strings(g.envs),
      ...typeof g.env === "string" ? [g.env] : []
    ] : []
  ) : [];
  return [
    ...strings(doc.resources),
    ...strings(doc.bases),
    ...strings(doc.components),
    ...strings(doc.crds),
    ...strings(doc.transformers),
    ...strings(doc.generators),
    ...strings(doc.validators),
    ...strings(doc.patchesStrategicMerge).filter((p) => !p.includes("\n")),
    ...field(doc.patches, "path"),
    ...field(doc.patchesJson6902, "path"),
    ...field(doc.replacements, "path"),
    ...generated(doc.configMapGenerator),
    ...generated(doc.secretGenerator)
  ];
}
async function findOnPath(name, pathValue) {
  for (const dir of pathValue.split(path12.delimiter)) {
    if (!dir) continue;
    const candidate = path12.join(dir, name);
    try {
      await fsp6.access(candidate, constants4.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}

// src/load/helm/tool.ts
var HELM_ENV = "WEBHOOK_CERT_GATE_HELM";
async function findHelm(flag2, env) {
  const named = flag2 ?? env[HELM_ENV];
  if (named === "none") return void 0;
  if (named) {
    if (!await isExecutable(named)) throw new InputError(`--helm ${named}: not an executable file`);
    return { path: named, version: helmVersion(named) };
  }
  const onPath = await findOnPath("helm", env.PATH ?? "");
  return onPath ? { path: onPath, version: helmVersion(onPath) } : void 0;
}
async function isExecutable(file) {
  return access2(file, constants5.X_OK).then(
    () => true,
    () => false
  );
}
async function helmVersion(bin) {
  return run4(bin, ["version", "--short"]).then(
    (r) => r.stdout.trim(),
    () => ""
  );
}
function run4(bin, args, cwd) {
  return new Promise((resolve2, reject) => {
    execFile2(
      bin,
      args,
      { cwd, maxBuffer: 256 * 1024 * 1024, timeout: 12e4, encoding: "utf8" },
      (err, stdout, stderr) => {
        if (err) reject(new Error(firstErrorLine(stderr) || err.message.split("\n")[0]));
        else resolve2({ stdout, stderr });
      }
    );
  });
}
function firstErrorLine(stderr) {
  const lines = stderr.split("\n").map((l) => l.trim()).filter(Boolean);
  return (lines.find((l) => l.startsWith("Error:")) ?? lines[lines.length - 1] ?? "").replace(/^Error:\s*/, "");
}

// src/load/helm/render.ts
var MARK = /wcgp(\d+)x/g;
var MAX_UNMAPPED_LEAVES = 2e3;
var mark = (i) => `wcgp${i}x`;
async function renderChart(req) {
  const leaves = req.mapping ? markedLeaves(mappedKeys(req.mapping, req.values), req.values) : markedLeaves(
    Object.keys(req.values.values).map((k) => [k]),
    req.values,
    false
  ).slice(0, MAX_UNMAPPED_LEAVES);
  const probeFlags = leaves.flatMap((leaf, i) => [
    "--set-string",
    `${setPath(leaf.key)}=${escapeSetValue(leaf.value)}${mark(i)}`
  ]);
  const [text, probeText] = await Promise.all([
    template(req, []),
    leaves.length ? template(req, probeFlags).catch(() => "") : Promise.resolve("")
  ]);
  const file = `<helm template ${req.label}>`;
  const links = harvest(
    bodies(file, probeText),
    leaves.map((l) => l.key),
    req.values
  );
  const texts = await readTemplates(
    req.chart.dir,
    splitDocuments(file, text).map((d) => d.template)
  );
  const mints = await mintingCalls(req.chart.dir, texts);
  const decorate = (r) => {
    const own = links.get(objectKey(r.kind, r.name));
    const call = mints.get(chartRelative(r.doc.template) ?? "");
    return {
      ...r,
      ...req.extra,
      ...call ? { mints: call } : {},
      locate: (p) => locateRendered(r, p, own, req.values) ?? templatePosition(r, p, req.label, texts)
    };
  };
  return { source: { file, text, decorate }, templates: texts.size };
}
function template(req, extra) {
  const args = [
    "template",
    req.chart.name,
    req.chart.dir,
    "--namespace",
    req.namespace,
    "--kube-version",
    req.kubeVersion
  ];
  for (const f of req.valuesFiles) args.push("-f", f);
  for (const s of req.sets) args.push(s.asString ? "--set-string" : "--set", s.text);
  args.push(...extra);
  return run4(req.helm.path, args).then(
    (r) => r.stdout,
    (e) => {
      throw new InputError(`${req.label}: helm template failed: ${e.message}`);
    }
  );
}
function bodies(file, text) {
  return parseDocuments(file, text).flatMap(
    (p) => isObj(p.value) && typeof p.value.kind === "string" ? [p.value] : []
  );
}
function markedLeaves(keys, values, booleans = true) {
  const out = [];
  const walk3 = (key3, v) => {
    if (Array.isArray(v))
      v.forEach((x, i) => {
        walk3([...key3, i], x);
      });
    else if (isMap3(v)) for (const [k, x] of Object.entries(v)) walk3([...key3, k], x);
    else if (booleans || typeof v !== "boolean")
      out.push({ key: key3, value: v === void 0 || v === null ? "" : valueText(v) });
  };
  for (const key3 of keys) walk3(key3, values.get(key3));
  return out;
}
function setPath(key3) {
  let out = "";
  for (const s of key3)
    out += typeof s === "number" ? `[${s}]` : `${out ? "." : ""}${s.replace(/[\\.,=[\]]/g, (c) => `\\${c}`)}`;
  return out;
}
function escapeSetValue(v) {
  return v.replace(/[\\,]/g, (c) => `\\${c}`);
}
function harvest(probe2, keys, values) {
  const links = /* @__PURE__ */ new Map();
  for (const body of probe2) {
    const name = (isObj(body.metadata) ? body.metadata.name : void 0) ?? "";
    const id = objectKey(String(body.kind), valueText(name));
    if (links.has(id)) continue;
    const own = /* @__PURE__ */ new Map();
    links.set(id, own);
    walkStrings(body, [], (p, s) => {
      const hits = [...s.matchAll(MARK)].map((m) => keys[Number(m[1])]).filter((k) => Boolean(k));
      if (hits.length) own.set(canonical(body, p), pick2(hits, values));
    });
  }
  return links;
}
function pick2(hits, values) {
  return hits.find((k) => {
    const o = values.origin(k);
    return o && o.note !== "chart default";
  }) ?? hits[0];
}
function walkStrings(v, p, visit) {
  if (typeof v === "string") visit(p, v);
  else if (Array.isArray(v))
    v.forEach((x, i) => {
      walkStrings(x, [...p, i], visit);
    });
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) walkStrings(x, [...p, k], visit);
}
function canonical(body, p) {
  const parts = [];
  let cur = body;
  for (const s of p) {
    const next2 = typeof s === "number" ? Array.isArray(cur) ? cur[s] : void 0 : isObj(cur) ? cur[s] : void 0;
    parts.push(typeof s === "number" && isObj(next2) && typeof next2.name === "string" ? `#${unmark(next2.name)}` : s);
    cur = next2;
  }
  return JSON.stringify(parts);
}
function unmark(s) {
  return s.replace(MARK, "");
}
function objectKey(kind, name) {
  return `${kind}/${unmark(name)}`;
}
function locateRendered(r, p, links, values) {
  if (!links?.size) return void 0;
  for (let n = p.length; n > 0; n--) {
    const key3 = links.get(canonical(r.body, p.slice(0, n)));
    if (key3) return at2(key3, values);
  }
  const below = canonical(r.body, p).slice(0, -1) + ",";
  const keys = new Set([...links].filter(([c]) => c.startsWith(below)).map(([, k]) => JSON.stringify(k)));
  return keys.size === 1 ? at2(JSON.parse([...keys][0]), values) : void 0;
}
function at2(key3, values) {
  const origin = values.origin(key3);
  return origin && { ...origin, field: dotted(key3) };
}
async function readTemplates(dir, sources) {
  const out = /* @__PURE__ */ new Map();
  for (const rel of new Set(sources.map(chartRelative))) {
    if (!rel) continue;
    const text = await readFile2(path13.join(dir, rel), "utf8").catch(() => void 0);
    if (text !== void 0) out.set(rel, text.split("\n"));
  }
  return out;
}
function chartRelative(source) {
  return source?.split("/").slice(1).join("/") || void 0;
}
function templatePosition(r, p, label3, texts) {
  const rel = chartRelative(r.doc.template);
  const lines = rel ? texts.get(rel) : void 0;
  return {
    file: rel ? path13.join(label3, rel) : label3,
    line: lines ? lineOf(lines, r.body, p) : 1,
    column: 1,
    note: TEMPLATE_NOTE
  };
}
function lineOf(lines, body, p) {
  const key3 = [...p].reverse().find((s) => typeof s === "string");
  const keyLines = key3 ? lines.flatMap((l, i) => new RegExp(`^\\s*(- )?${escapeRe(key3)}:`).test(l) ? [i] : []) : [];
  const named = namedEntries(body, p);
  for (const name of named.reverse()) {
    const at3 = lines.findIndex((l) => new RegExp(`name:\\s*["']?${escapeRe(name)}["']?\\s*$`).test(l));
    if (at3 < 0) continue;
    const near = keyLines.filter((i) => Math.abs(i - at3) <= 40).sort((a, b) => Math.abs(a - at3) - Math.abs(b - at3))[0];
    return (near ?? at3) + 1;
  }
  return keyLines.length === 1 ? keyLines[0] + 1 : 1;
}
function namedEntries(body, p) {
  const out = [];
  let cur = body;
  for (const s of p) {
    cur = typeof s === "number" ? Array.isArray(cur) ? cur[s] : void 0 : isObj(cur) ? cur[s] : void 0;
    if (typeof s === "number" && isObj(cur) && typeof cur.name === "string") out.push(cur.name);
  }
  return out;
}
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/load/helm/synthesize.ts
function synthesize(input) {
  const out = [];
  const deployment = buildDeployment(input);
  out.push(deployment);
  out.push(...buildWebhookConfigurations(input));
  const secret = buildSecret(input, deployment);
  if (secret) out.push(secret);
  out.forEach((r, i) => r.doc.index = i);
  return out;
}
function buildDeployment(input) {
  const { profile, mapping, values } = input;
  const links = /* @__PURE__ */ new Map();
  const link = (path19, key3) => {
    if (key3 !== void 0) links.set(JSON.stringify(path19), typeof key3 === "string" ? splitKey(key3) : key3);
  };
  const name = mapping.rendered?.workloadName ?? profile.match.workloadNames?.[0] ?? `${profile.name}-manager`;
  const namespace = stringAt(values, mapping.namespace) ?? profile.defaults?.namespace ?? input.namespace;
  const containerPath = ["spec", "template", "spec", "containers", 0];
  const container = { name: "manager", image: imageOf(values, mapping.image) ?? profile.match.images?.[0] ?? "" };
  link([...containerPath, "image"], mapping.image);
  const featureGates = stringAt(values, mapping.featureGates);
  if (featureGates) {
    container.args = [`--feature-gates=${featureGates}`];
    link([...containerPath, "args"], mapping.featureGates);
  }
  container.env = buildEnv(input, containerPath, link);
  const podSpec = { containers: [container] };
  const hostNetwork = values.get(keyOf3(mapping.hostNetwork));
  if (mapping.hostNetwork && hostNetwork !== void 0) {
    podSpec.hostNetwork = hostNetwork === true || hostNetwork === "true";
    link(["spec", "template", "spec", "hostNetwork"], mapping.hostNetwork);
  }
  const spec = {
    selector: { matchLabels: { app: name } },
    template: { metadata: { labels: { app: name } }, spec: podSpec }
  };
  const replicas = numberAt(values, mapping.replicas);
  if (replicas !== void 0) spec.replicas = replicas;
  link(["spec", "replicas"], mapping.replicas);
  const strategy = strategyOf(mapping);
  if (strategy) spec.strategy = strategy;
  const body = { apiVersion: "apps/v1", kind: "Deployment", metadata: { name, namespace }, spec };
  link(["metadata", "namespace"], mapping.namespace);
  return resource(input, body, links);
}
function buildEnv(input, containerPath, link) {
  const { profile, mapping, values } = input;
  const env = [];
  if (profile.env.namespace)
    env.push({ name: profile.env.namespace, valueFrom: { fieldRef: { fieldPath: "metadata.namespace" } } });
  const mapped = [
    [profile.env.host, mapping.host],
    [profile.env.writer, mapping.writer],
    [profile.env.secretName, mapping.secretName]
  ];
  for (const [envName, key3] of mapped) {
    const value = key3 ? values.get(splitKey(key3)) : void 0;
    if (!envName || value === void 0) continue;
    link([...containerPath, "env", env.length], key3);
    env.push({ name: envName, value: valueText(value) });
  }
  for (const key3 of mapping.extraEnv ?? []) {
    const list = values.get(splitKey(key3));
    if (!Array.isArray(list)) continue;
    list.forEach((entry, i) => {
      if (!isMap3(entry)) return;
      link([...containerPath, "env", env.length], [...splitKey(key3), i]);
      link([...containerPath, "env", env.length, "value"], [...splitKey(key3), i, "value"]);
      env.push(entry);
    });
  }
  return env;
}
function buildWebhookConfigurations(input) {
  const { profile, mapping, values } = input;
  const entries = renderedEntries(mapping, values);
  const annotationsKey = keyOf3(mapping.webhookAnnotations);
  const annotations2 = mapping.webhookAnnotations ? values.get(annotationsKey) : void 0;
  const hasAnnotations = isMap3(annotations2) && Object.keys(annotations2).length > 0;
  const out = [];
  for (const kind of ["mutating", "validating"]) {
    if (!entries[kind].length && !hasAnnotations) continue;
    const links = /* @__PURE__ */ new Map();
    const metadata = {
      name: (kind === "mutating" ? profile.defaults?.mutatingName : profile.defaults?.validatingName) ?? `${profile.name}-${kind}-webhook-configuration`
    };
    if (hasAnnotations) {
      metadata.annotations = { ...annotations2 };
      for (const k of Object.keys(annotations2))
        links.set(JSON.stringify(["metadata", "annotations", k]), [...annotationsKey, k]);
    }
    const webhooks = entries[kind].map((e, i) => {
      if (e.key) links.set(JSON.stringify(["webhooks", i, "failurePolicy"]), e.key);
      return { name: e.name, failurePolicy: e.policy };
    });
    const body = {
      apiVersion: "admissionregistration.k8s.io/v1",
      kind: kind === "mutating" ? "MutatingWebhookConfiguration" : "ValidatingWebhookConfiguration",
      metadata,
      webhooks
    };
    out.push(resource(input, body, links));
  }
  return out;
}
function renderedEntries(mapping, values) {
  const out = { mutating: [], validating: [] };
  const gates = stringAt(values, mapping.featureGates) ?? "";
  for (const w of mapping.webhooks ?? []) {
    if (!gatedIn(w, gates)) continue;
    const key3 = w.policyKey ? splitKey(w.policyKey) : void 0;
    const policy = key3 ? values.get(key3) : w.policy;
    out[w.configuration].push({
      name: w.name,
      policy: policy === void 0 ? "Fail" : valueText(policy),
      ...key3 ? { key: key3 } : {}
    });
  }
  for (const item of failurePolicyKeys(mapping, values)) {
    const policy = values.get(item.key);
    if (policy === void 0) continue;
    for (const kind of item.configurations)
      out[kind].push({ name: String(item.key[item.key.length - 1]), key: item.key, policy: valueText(policy) });
  }
  return out;
}
function gatedIn(w, gates) {
  if (w.when !== void 0 && !gates.includes(w.when)) return false;
  return w.unless === void 0 || !gates.includes(w.unless);
}
function buildSecret(input, deployment) {
  const { profile, mapping, values } = input;
  if (!mapping.rendered?.secret) return void 0;
  const gates = stringAt(values, mapping.featureGates) ?? "";
  if (mapping.rendered.secretUnless?.some((g) => gates.includes(g))) return void 0;
  const name = stringAt(values, mapping.secretName) || profile.defaults?.secretName;
  if (!name) return void 0;
  const links = new Map(mapping.secretName ? [[JSON.stringify([]), splitKey(mapping.secretName)]] : []);
  const body = {
    apiVersion: "v1",
    kind: "Secret",
    metadata: { name, namespace: deployment.namespace },
    type: "Opaque"
  };
  return resource(input, body, links);
}
function strategyOf(mapping) {
  const r = mapping.rendered;
  if (r?.maxUnavailable === void 0) return void 0;
  return {
    type: "RollingUpdate",
    rollingUpdate: { maxUnavailable: r.maxUnavailable, ...r.maxSurge !== void 0 ? { maxSurge: r.maxSurge } : {} }
  };
}
function resource(input, body, links) {
  const meta = body.metadata;
  const doc = { file: input.release, index: 0, text: "", startLine: 1, startOffset: 0 };
  return {
    apiVersion: String(body.apiVersion),
    kind: String(body.kind),
    name: String(meta.name),
    namespace: typeof meta.namespace === "string" ? meta.namespace : "",
    body,
    doc,
    base: [],
    locate: (path19) => locateThrough(input, links, path19)
  };
}
function locateThrough(input, links, path19) {
  for (let n = path19.length; n >= 0; n--) {
    const key3 = links.get(JSON.stringify(path19.slice(0, n)));
    if (!key3 || !key3.length) continue;
    const origin = input.values.origin(key3);
    if (origin) return { ...origin, field: dotted(key3) };
  }
  return { ...input.fallback };
}
function keyOf3(key3) {
  return key3 ? splitKey(key3) : [];
}
function stringAt(values, key3) {
  if (!key3) return void 0;
  const v = values.get(splitKey(key3));
  return v === void 0 || isMap3(v) || Array.isArray(v) ? void 0 : valueText(v);
}
function numberAt(values, key3) {
  const s = stringAt(values, key3);
  return s !== void 0 && /^\d+$/.test(s.trim()) ? Number(s) : void 0;
}
function imageOf(values, key3) {
  if (!key3) return void 0;
  const v = values.get(splitKey(key3));
  if (typeof v === "string") return v;
  if (!isMap3(v) || typeof v.repository !== "string") return void 0;
  const repo = typeof v.registry === "string" && v.registry ? `${v.registry}/${v.repository}` : v.repository;
  return v.tag !== void 0 && v.tag !== null && v.tag !== "" ? `${repo}:${valueText(v.tag)}` : repo;
}

// src/load/helm/unread.ts
import { readdir as readdir3, readFile as readFile3 } from "node:fs/promises";
import path14 from "node:path";
var VALUES_REF = /\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)*)/g;
async function templateReads(dir) {
  const reads = { everything: false, paths: [], subcharts: /* @__PURE__ */ new Set(["global", "tags"]) };
  for (const file of await filesUnder(path14.join(dir, "templates"))) {
    const text = await readFile3(file, "utf8").catch(() => "");
    for (const m of text.matchAll(VALUES_REF)) {
      if (!m[1])
        reads.everything = true;
      else reads.paths.push(m[1].slice(1).split("."));
    }
  }
  for (const name of await subchartNames(dir)) reads.subcharts.add(name);
  return reads;
}
async function filesUnder(dir) {
  const entries = await readdir3(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map(
    (e) => (
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always set, absent before 20.12
      path14.join(e.parentPath ?? e.path ?? dir, e.name)
    )
  );
}
async function subchartNames(dir) {
  const names3 = (await readdir3(path14.join(dir, "charts")).catch(() => [])).map(
    (n) => n.replace(/-\d[\w.+-]*\.tgz$/, "").replace(/\.tgz$/, "")
  );
  const meta = await readFile3(path14.join(dir, "Chart.yaml"), "utf8").then((t) => load(t)).catch(() => void 0);
  const deps = isMap3(meta) && Array.isArray(meta.dependencies) ? meta.dependencies : [];
  for (const d of deps) if (isMap3(d)) names3.push(valueText(d.alias ?? d.name ?? ""));
  return names3.filter(Boolean);
}
var MAX_UNREAD = 100;
function unreadValues(values, reads, chart, by) {
  if (reads.everything) return [];
  const paths = [...new Map(reads.paths.map((p) => [JSON.stringify(p.map(String)), p.map(String)])).values()];
  const found = /* @__PURE__ */ new Map();
  const visit = (key3, v) => {
    if (found.size >= MAX_UNREAD || key3.length === 1 && reads.subcharts?.has(String(key3[0]))) return;
    const status = key3.length ? readStatus(paths, key3) : "below";
    if (status === "read") return;
    const children2 = Array.isArray(v) ? v.map((x, i) => [i, x]) : isMap3(v) ? Object.entries(v) : [];
    if (status === "below") {
      for (const [k, x] of children2) visit([...key3, k], x);
      return;
    }
    const origin = values.origin(key3);
    const name = dotted(key3);
    if (!origin || found.has(name)) return;
    const suggestion = meant(paths, key3);
    found.set(name, {
      key: name,
      chart,
      by,
      ...suggestion ? { suggestion } : {},
      resource: standIn(name, { ...origin, field: name })
    });
  };
  for (const tree of values.given()) visit([], tree);
  return [...found.values()];
}
function meant(paths, key3) {
  const parent2 = key3.slice(0, -1).map(String);
  const siblings = /* @__PURE__ */ new Set();
  for (const p of paths)
    if (p.length >= key3.length && parent2.every((k, i) => p[i] === k)) siblings.add(p[key3.length - 1]);
  const near = likelyTypo(String(key3[key3.length - 1]), [...siblings]);
  return near === void 0 ? void 0 : dotted([...key3.slice(0, -1), near]);
}
function readStatus(paths, key3) {
  let below = false;
  for (const p of paths) {
    const n = Math.min(p.length, key3.length);
    let same = true;
    for (let i = 0; i < n && same; i++) same = p[i] === String(key3[i]);
    if (!same) continue;
    if (p.length <= key3.length) return "read";
    below = true;
  }
  return below ? "below" : "unread";
}
function standIn(key3, place) {
  return {
    apiVersion: "helm.sh/v3",
    kind: "HelmValue",
    name: key3,
    namespace: "",
    body: { metadata: { name: key3 } },
    doc: { file: place.file, index: 0, text: "", startLine: 1, startOffset: 0 },
    base: [],
    locate: () => place
  };
}

// src/load/helm/values.ts
import { readFile as readFile4 } from "node:fs/promises";
import path15 from "node:path";

// src/load/helm/merge.ts
function mergeValues(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const prev = out[k];
    out[k] = isMap3(v) && isMap3(prev) ? mergeValues(prev, v) : v;
  }
  return out;
}
function coalesceValues(user, chart) {
  const out = { ...user };
  for (const [k, def] of Object.entries(chart)) {
    if (!(k in out)) out[k] = def;
    else if (out[k] === null) delete out[k];
    else if (isMap3(out[k]) && isMap3(def)) out[k] = coalesceValues(out[k], def);
  }
  return out;
}
function copyValues(v) {
  if (Array.isArray(v)) return v.map(copyValues);
  if (isMap3(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copyValues(x)]));
  return v;
}

// src/load/helm/values.ts
var MergedValues = class {
  constructor(chart, files, sets = []) {
    this.chart = chart;
    const ordered = [...sets.filter((f) => !f.asString), ...sets.filter((f) => f.asString)];
    this.user = [...files, ...ordered.map(setLayer)];
    let merged = {};
    for (const layer of files) merged = mergeValues(merged, layer.values);
    merged = copyValues(merged);
    for (const s of ordered) applySet(s, merged);
    this.values = chart ? coalesceValues(merged, chart.values) : merged;
  }
  chart;
  values;
  user;
  get(key3) {
    let cur = this.values;
    for (const k of key3) {
      if (typeof k === "number" ? !Array.isArray(cur) : !isMap3(cur)) return void 0;
      cur = cur[k];
    }
    return cur ?? void 0;
  }
  /** The values of each layer the user gave (files and flags, not the chart's values.yaml), in order. */
  given() {
    return this.user.map((l) => l.values);
  }
  /** The last layer that set `key`; the chart's values.yaml when no user layer did. */
  origin(key3) {
    if (this.get(key3) === void 0) return void 0;
    for (let i = this.user.length - 1; i >= 0; i--) {
      const layer = this.user[i];
      const found = probe(layer.values, key3, layer.kind === "set");
      if (found === "hit") return positionIn(layer, key3);
      if (found === "blocked") break;
    }
    if (this.chart && probe(this.chart.values, key3, false) === "hit") return positionIn(this.chart, key3);
    return void 0;
  }
};
function probe(values, key3, isSet2) {
  let cur = values;
  for (const k of key3) {
    if (isMap3(cur) && typeof k === "string") {
      if (!(k in cur)) return "miss";
      cur = cur[k];
    } else if (Array.isArray(cur) && typeof k === "number") {
      if (k >= cur.length || cur[k] === null) return isSet2 ? "miss" : "blocked";
      cur = cur[k];
    } else {
      return "blocked";
    }
  }
  return cur === null ? "blocked" : "hit";
}
function positionIn(layer, key3) {
  if (layer.kind === "set") return { file: "--set", line: 1, column: 1, note: `value from ${layer.file}` };
  const pos = layer.doc ? locate(layer.doc, key3) : { line: 1, column: 1 };
  return { file: layer.file, ...pos, ...layer.kind === "chart" ? { note: "chart default" } : {} };
}
function applySet(flag2, dest) {
  try {
    parseSet(flag2.text, dest, flag2.asString);
  } catch (e) {
    if (e instanceof SetSyntaxError) throw new InputError(`${flagName(flag2)} ${flag2.text}: ${e.message}`);
    throw e;
  }
}
function flagName(flag2) {
  return flag2.asString ? "--set-string" : "--set";
}
function setLayer(flag2) {
  const values = {};
  applySet(flag2, values);
  return { kind: "set", values, file: `${flagName(flag2)} ${flag2.text}` };
}
async function readValuesFile(file, cwd, kind) {
  const abs = path15.resolve(cwd, file);
  const shown = displayPath(abs, cwd);
  const text = await readFile4(abs, "utf8").catch((e) => {
    throw new InputError(`${shown}: ${describeFsError(e)}`);
  });
  return valuesLayer(shown, text, kind);
}
function valuesLayer(file, text, kind) {
  let data;
  try {
    data = loadOneDocument(text);
  } catch (e) {
    const err = e;
    throw new InputError(
      `${file}:${(err.mark?.line ?? 0) + 1}: values file does not parse: ${err.reason ?? String(e)}`
    );
  }
  if (data !== null && data !== void 0 && !isMap3(data))
    throw new InputError(`${file}: a values file must hold a map of keys`);
  const doc = { file, index: 0, text, startLine: 1, startOffset: 0 };
  return { kind, values: data ?? {}, file, doc };
}

// src/load/helm/front.ts
async function helmInputs(req) {
  const manifests = req.inputs.manifests;
  const charts = [...req.inputs.charts];
  const userGiven = req.valuesFiles.length > 0 || req.sets.length > 0;
  let chartName = req.chart;
  if (chartName && isChartFolder(path16.resolve(req.cwd, chartName))) {
    charts.push(await readChart(path16.resolve(req.cwd, chartName), req.cwd));
    chartName = void 0;
  }
  if (!charts.length && !userGiven && !chartName)
    return { manifests, resources: [], sources: [], notes: [], files: 0, unread: [] };
  const files = await Promise.all(req.valuesFiles.map((f) => readValuesFile(f, req.cwd, "file")));
  const out = { manifests, resources: [], sources: [], notes: [], files: files.length, unread: [] };
  const helm = charts.length ? await findHelm(req.helm, req.env) : void 0;
  out.mode = helm ? { mode: "render" } : {
    mode: "values",
    reason: !charts.length ? "no chart folder to render" : (req.helm ?? req.env[HELM_ENV]) === "none" ? "helm disabled" : "helm not found"
  };
  for (const chart of charts) {
    const label3 = displayPath(chart.dir, req.cwd) || ".";
    const profile = profileForChart(req.profiles, chartName ?? chart.name);
    if (!profile && !helm) {
      if (userGiven || chartName)
        throw new InputError(
          `chart '${chart.name}' (${label3}) is not a chart of a known webhook controller (${knownCharts(req.profiles).join(", ")}); name its profile with --chart PROFILE, or install helm to render it`
        );
      out.notes.push(
        `chart '${chart.name}' (${label3}) is not a known webhook controller chart; skipped (helm renders any chart; --chart PROFILE lints it as one)`
      );
      continue;
    }
    const chartLayer = chart.valuesFile ? await readValuesFile(chart.valuesFile, req.cwd, "chart") : void 0;
    if (chartLayer) out.files++;
    const release = { req, profile, chartLayer, files, label: label3 };
    if (userGiven) out.unread.push(...await unreadInChart(release, chart));
    if (helm) {
      const { source, templates } = await rendered(release, chart, helm);
      out.sources.push({ ...source, scope: label3 });
      out.files += templates - 1;
    } else {
      out.resources.push(...synthesized({ ...release, profile }).map((r) => ({ ...r, scope: label3 })));
    }
  }
  if (helm) out.mode.helm = await helm.version || helm.path;
  if (!charts.length) {
    const profile = bareValuesProfile(req, chartName);
    const label3 = files[0]?.file ?? "--set";
    out.resources.push(
      ...synthesized({ req, profile, chartLayer: void 0, files, label: label3 }).map((r) => ({ ...r, scope: label3 }))
    );
    const values = new MergedValues(void 0, files, req.sets);
    out.unread.push(
      ...unreadValues(
        values,
        { paths: mappedKeys(mappingOf(req, profile), values) },
        chartName ?? profile.name,
        "mapping"
      )
    );
  }
  return out;
}
async function unreadInChart(r, chart) {
  return unreadValues(
    new MergedValues(r.chartLayer, r.files, r.req.sets),
    await templateReads(chart.dir),
    r.label,
    "templates"
  );
}
function mappingOf(req, profile) {
  const mapping = effectiveMapping(profile, req.config.values?.[profile.name]);
  if (!hasMapping(mapping)) {
    throw new InputError(
      `profile '${profile.name}' has no Helm values mapping: add one under values: ${profile.name}: in .webhook-cert-gate.yaml (see docs/helm.md)`
    );
  }
  return mapping;
}
async function rendered(r, chart, helm) {
  const mapping = r.profile ? mappingOf(r.req, r.profile) : void 0;
  return renderChart({
    helm,
    chart,
    label: r.label,
    mapping,
    values: new MergedValues(r.chartLayer, r.files, r.req.sets),
    valuesFiles: r.req.valuesFiles.map((f) => path16.resolve(r.req.cwd, f)),
    sets: r.req.sets,
    namespace: r.req.namespace,
    kubeVersion: r.req.kubeVersion ?? DEFAULT_KUBE_VERSION,
    ...r.profile && mapping ? { extra: { envValues: envKeys(r.profile, mapping) } } : {}
  });
}
function synthesized(r) {
  const mapping = mappingOf(r.req, r.profile);
  const values = new MergedValues(r.chartLayer, r.files, r.req.sets);
  const first = r.chartLayer ?? r.files[0];
  const fallback = first ? { file: first.file, line: 1, column: 1, note: TEMPLATE_NOTE } : { file: "--set", line: 1, column: 1 };
  const resources = synthesize({
    profile: r.profile,
    mapping,
    values,
    fallback,
    namespace: r.req.namespace,
    release: r.label
  });
  const envValues = envKeys(r.profile, mapping);
  return resources.map((x) => ({ ...x, envValues }));
}
function bareValuesProfile(req, chartName) {
  if (chartName) {
    const p = profileForChart(req.profiles, chartName);
    if (!p)
      throw new InputError(
        `--chart ${chartName}: no profile matches (known charts: ${knownCharts(req.profiles).join(", ")}; or a profile name)`
      );
    return p;
  }
  const mapped = Object.keys(req.config.values ?? {});
  if (mapped.length === 1) {
    const p = req.profiles.find((x) => x.name === mapped[0]);
    if (p) return p;
  }
  throw new InputError(req.missingChart);
}

// src/action/helm.ts
async function gatherInputs(paths, valuesFiles, ctx) {
  const k = await kustomizeInputs({
    paths,
    cwd: ctx.cwd,
    env: ctx.env,
    ignored: globMatcher(ctx.config.ignorePaths ?? [])
  });
  const helm = await helmInputs({
    inputs: await splitChartPaths(k.manifests, ctx.cwd, k.charts),
    valuesFiles,
    sets: [],
    config: ctx.config,
    profiles: ctx.profiles,
    cwd: ctx.cwd,
    env: ctx.env,
    namespace: ctx.config.namespace ?? "default",
    missingChart: "input 'values' needs its chart: add the chart folder (the one with Chart.yaml) to 'paths'"
  });
  return { ...helm, sources: [...k.sources, ...helm.sources], kustomized: k.sources, errors: k.errors };
}

// src/action/inputs.ts
import path17 from "node:path";
function readActionInputs(env = process.env) {
  const workspace = path17.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const paths = splitList(getInput("paths"));
  if (paths.includes("-"))
    throw new InputError("input 'paths': '-' (standard input) has no meaning in a workflow; name files or folders");
  return {
    workspace,
    paths: paths.length ? paths : ["."],
    values: splitList(getInput("values")),
    config: getInput("config") || void 0,
    failOn: parseFailOn(getInput("fail-on")),
    sarifFile: getInput("sarif-file") || void 0,
    annotations: booleanInput("annotations", true),
    summary: booleanInput("summary", true),
    changedOnly: booleanInput("changed-only", false),
    baseRef: getInput("base-ref") || void 0,
    rotation: booleanInput("rotation", false),
    baseline: getInput("baseline") || void 0
  };
}
function splitList(text) {
  return text.split(/\s+/).filter(Boolean);
}
function parseFailOn(value) {
  return value ? parseFailOnValue(value, "input 'fail-on'") : void 0;
}
function booleanInput(name, fallback) {
  const value = getInput(name);
  if (!value) return fallback;
  if (/^(true|True|TRUE)$/.test(value)) return true;
  if (/^(false|False|FALSE)$/.test(value)) return false;
  throw new InputError(`input '${name}' must be true or false (got '${value}')`);
}

// src/action/summary.ts
var SUMMARY_BUDGET = 900 * 1024;
function summaryMarkdown(data, budget = SUMMARY_BUDGET) {
  const head = ["## webhook-cert-gate", "", countsLine(data), ...notes(data).map((n) => `> ${n}`), ""];
  const failing = data.findings.filter((f) => atOrAbove(f.severity, data.failOn));
  let left = budget - bytes(head.join("\n"));
  const fixes = failing.length ? fixSection(failing, data, left / 2) : [];
  left -= bytes(fixes.join("\n"));
  const graphs = within(data.graphs ?? [], left / 2, "graphs");
  left -= bytes(graphs.join("\n"));
  const lists = [...baselinedList(data), ...notCheckedList(data)];
  left -= bytes(lists.join("\n"));
  const table = data.findings.length ? findingsTable(data, left) : [];
  return [...head, ...fixes, ...graphs, ...table, ...lists].join("\n") + "\n";
}
function countsLine({ findings, stats, failOn }) {
  const s = summarize(findings);
  const parts = [plural2(s.error, "error"), plural2(s.warning, "warning"), `${s.info} info`];
  const verdict = findings.some((f) => atOrAbove(f.severity, failOn)) ? "**Failed**" : "**Passed**";
  return `${verdict} (fail-on: \`${failOn}\`): ${parts.join(", ")} in ${plural2(stats.resources, "resource")} from ${plural2(stats.files, "file")}.`;
}
function notes({ errors, annotations: annotations2, changed }) {
  const out = [];
  if (errors.length)
    out.push(`${plural2(errors.length, "input")} could not be read: ${errors.map(escapeCell).join("; ")}`);
  if (changed) {
    out.push(
      `changed-only: findings in the ${plural2(changed.files, "file")} changed against \`${escapeCell(changed.base)}\`; ${plural2(changed.hidden, "finding")} in unchanged files not reported.`
    );
  }
  const skipped = annotations2 ? skippedText(annotations2) : "";
  if (skipped)
    out.push(
      `${skipped} not annotated (GitHub shows at most ${ANNOTATIONS_PER_TYPE} per type per step): they are in the table below.`
    );
  return out;
}
function skippedText(count) {
  const parts = [];
  if (count.skipped.error) parts.push(plural2(count.skipped.error, "error"));
  if (count.skipped.warning) parts.push(plural2(count.skipped.warning, "warning"));
  if (count.skipped.info) parts.push(`${count.skipped.info} info`);
  return parts.join(", ");
}
function fixSection(failing, data, budget) {
  const items = failing.map(
    (f) => `- ${location(f, data)} \`${f.rule}\`${f.object ? ` ${objectName2(f)}` : ""}: ${escapeCell(f.fix ?? f.message)}`
  );
  return ["### To pass the gate", "", ...within(items, budget, "fixes"), ""];
}
function findingsTable(data, budget) {
  const rows = data.findings.map(
    (f) => `| ${f.severity} | \`${f.rule}\` | ${f.object ? objectName2(f) : ""} | ${location(f, data)} | ${escapeCell(f.message)} | ${escapeCell(f.fix ?? "")} |`
  );
  return [
    "### Findings",
    "",
    "| Severity | Rule | Object | Location | Message | Fix |",
    "| --- | --- | --- | --- | --- | --- |",
    ...within(rows, budget, "findings")
  ];
}
function baselinedList(data) {
  const held = data.baselined ?? [];
  if (!held.length) return [];
  const items = held.map(
    (f) => `- ${f.severity} \`${f.rule}\`${f.object ? ` ${objectName2(f)}` : ""} at ${location(f, data)}`
  );
  return [
    "",
    `<details><summary>${plural2(held.length, "finding")} held by the baseline (not failing this run)</summary>`,
    "",
    ...within(items, 64 * 1024, "baselined findings"),
    "",
    "</details>"
  ];
}
function notCheckedList({ notChecked }) {
  if (!notChecked?.length) return [];
  return [
    "",
    "### Not checked",
    "",
    ...within(
      notChecked.map((n) => `- ${escapeCell(n)}`),
      64 * 1024,
      "inputs"
    )
  ];
}
function within(lines, budget, nouns) {
  const kept = [];
  let used = 200;
  for (const line of lines) {
    used += bytes(line) + 1;
    if (used > budget) break;
    kept.push(line);
  }
  const cut2 = lines.length - kept.length;
  if (cut2)
    kept.push(
      "",
      `_${cut2} more ${nouns} not shown: a job summary holds at most 1 MiB; the log and the SARIF file have them all._`
    );
  return kept;
}
function location(f, data) {
  const text = `${escapeCell(f.file)}:${f.line}`;
  const url = data.link?.(f.file, f.line);
  return url ? `[${text}](${url})` : text;
}
function objectName2(f) {
  const o = f.object;
  return escapeCell(`${o.kind}/${o.namespace ? o.namespace + "/" : ""}${o.name}`);
}
function escapeCell(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "\\|").replace(/\r?\n/g, "<br>");
}
function plural2(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
function bytes(s) {
  return Buffer.byteLength(s, "utf8");
}

// src/action/run.ts
async function runAction(env = process.env) {
  const inputs = readActionInputs(env);
  const config = await loadConfig(inputs.workspace, inputs.config);
  const failOn = inputs.failOn ?? config.failOn ?? "error";
  const changed = inputs.changedOnly ? await changedFiles(inputs.workspace, inputs.baseRef, env) : void 0;
  const result = await checkWorkspace(inputs, config, env);
  const held = inputs.baseline === void 0 ? void 0 : await baselined(inputs, result);
  const reported = held?.findings ?? result.findings;
  const findings = bySeverity(
    changed ? reported.filter((f) => touched(f, changed.files, result.kustomized)) : reported
  );
  const failing = findings.filter((f) => atOrAbove(f.severity, failOn));
  const hidden = reported.length - findings.length;
  logUntrusted(
    render(findings, { format: "text", stats: result.stats, errors: result.errors, helm: result.helm }).trimEnd()
  );
  if (changed) info(`changed-only: ${hidden} finding(s) in files not changed against the base were not reported.`);
  const annotations2 = inputs.annotations ? annotate(findings, failing.length > 0 || result.errors.length > 0) : void 0;
  const skipped = annotations2 ? skippedText(annotations2) : "";
  if (skipped)
    info(
      `${skipped} not annotated: GitHub shows at most ${ANNOTATIONS_PER_TYPE} annotations per type per step; all are in the log above and the job summary.`
    );
  setOutputs(findings, inputs.sarifFile ? await writeSarif(inputs, findings, result) : "");
  if (inputs.summary) {
    await writeSummary(
      {
        findings,
        failOn,
        annotations: annotations2,
        stats: result.stats,
        errors: result.errors,
        changed: changed && { base: changed.base, files: changed.files.size, hidden },
        link: blobLink(env),
        graphs: holderGraphs(findings, result.models),
        ...held ? { baselined: held.held } : {}
      },
      env
    );
  }
  const reason = failureReason(failing, result.errors, failOn);
  if (reason) setFailed(reason);
}
async function baselined(inputs, result) {
  const file = inputs.baseline;
  const label3 = `input 'baseline' ${file}`;
  let text;
  try {
    text = await readFile5(path18.resolve(inputs.workspace, file), "utf8");
  } catch (e) {
    throw new InputError(`${label3}: ${describeFsError(e)}`);
  }
  const held = applyBaseline(result.findings, parseBaseline(text, label3), releasesOf(result.models.values()));
  info(`baseline ${file}: ${held.baselined} finding(s) held by it are not reported.`);
  return held;
}
function touched(f, changed, kustomized) {
  const render2 = f.rendered?.file;
  return changed.has(f.file) || kustomized.some((k) => k.scope === render2 && k.members.some((m) => changed.has(m)));
}
async function checkWorkspace(inputs, config, env) {
  const profiles = await loadProfiles(config.profiles);
  const helm = await gatherInputs(inputs.paths, inputs.values, { config, profiles, cwd: inputs.workspace, env });
  for (const note of helm.notes) info(note);
  const before = inputs.rotation ? await deployedAtBase(inputs, config, profiles, env) : void 0;
  const result = await runCheck({
    paths: helm.manifests,
    sources: helm.sources,
    extraResources: helm.resources,
    config,
    cwd: inputs.workspace,
    profiles,
    helm: { unread: helm.unread },
    ...before ? { before } : {}
  });
  result.stats.files += helm.files;
  result.errors.push(...helm.errors);
  return { ...result, kustomized: helm.kustomized, ...helm.mode ? { helm: helm.mode } : {} };
}
async function deployedAtBase(inputs, config, profiles, env) {
  const ref = inputs.baseRef ?? (env.GITHUB_BASE_REF ? `origin/${env.GITHUB_BASE_REF}` : void 0);
  if (!ref)
    throw new InputError(
      "rotation needs input 'base-ref' (on pull_request events it defaults to origin/<base branch>)"
    );
  return deployedModels({
    ref,
    paths: inputs.paths,
    cwd: inputs.workspace,
    config,
    gather: async (paths, cwd) => {
      const h = await gatherInputs(paths, inputs.values, { config, profiles, cwd, env });
      return { paths: h.manifests, sources: h.sources, extraResources: h.resources, profiles, errors: h.errors };
    }
  });
}
function logUntrusted(text) {
  const token = randomUUID2();
  info(`::stop-commands::${token}`);
  info(text);
  info(`::${token}::`);
}
async function writeSarif(inputs, findings, result) {
  const file = path18.resolve(inputs.workspace, inputs.sarifFile);
  const text = render(findings, { format: "sarif", rules: ruleInfos(), helm: result.helm, errors: result.errors });
  try {
    await mkdir3(path18.dirname(file), { recursive: true });
    await writeFile2(file, text);
  } catch (e) {
    throw new InputError(`input 'sarif-file': cannot write ${inputs.sarifFile}: ${e.message}`);
  }
  info(`SARIF written to ${file}`);
  return file;
}
function setOutputs(findings, sarifFile) {
  const s = summarize(findings);
  setOutput("errors", s.error);
  setOutput("warnings", s.warning);
  setOutput("infos", s.info);
  setOutput("sarif-file", sarifFile);
}
async function writeSummary(data, env) {
  if (!env.GITHUB_STEP_SUMMARY) {
    info("GITHUB_STEP_SUMMARY is not set: no job summary written.");
    return;
  }
  await summary.addRaw(summaryMarkdown(data)).write();
}
function blobLink(env) {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
  if (!server || !repo || !sha) return void 0;
  return (file, line) => path18.isAbsolute(file) || file.startsWith("<") ? void 0 : `${server}/${repo}/blob/${sha}/${file.split("/").map(encodeURIComponent).join("/")}#L${line}`;
}
function failureReason(failing, errors, failOn) {
  const parts = [];
  if (failing.length)
    parts.push(`${failing.length} finding(s) at or above fail-on '${failOn}' (fixes in the job summary and the log)`);
  if (errors.length) parts.push(`${errors.length} input(s) could not be read: ${errors.join("; ")}`);
  return parts.length ? `webhook-cert-gate: ${parts.join("; ")}` : void 0;
}

// src/action/main.ts
try {
  await runAction();
} catch (e) {
  if (!isInputError(e)) debug(e.stack ?? String(e));
  setFailed(`webhook-cert-gate: ${e.message}`);
}

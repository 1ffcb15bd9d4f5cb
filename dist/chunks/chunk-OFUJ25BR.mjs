import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  RULES,
  docsOf
} from "./chunk-IIVUUG6F.mjs";
import {
  ruleDocsUrl
} from "./chunk-GOJZUTAU.mjs";

// src/rules/info.ts
function ruleInfos() {
  return RULES.map(({ meta }) => {
    const { why, howToFix } = docsOf(meta.id);
    return { id: meta.id, severity: meta.severity, description: meta.description, help: `${why}

Fix: ${howToFix}`, docsUrl: ruleDocsUrl(meta.id) };
  });
}

export {
  ruleInfos
};

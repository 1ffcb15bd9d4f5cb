import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  RULES,
  docsOf
} from "./chunk-VAHQIAX7.mjs";
import {
  ruleDocsUrl
} from "./chunk-DLFUHOYP.mjs";

// src/rules/info.ts
function ruleInfos() {
  return RULES.map(({ meta }) => ({
    id: meta.id,
    severity: meta.severity,
    description: meta.description,
    help: `${docsOf(meta.id).why}

Fix: ${docsOf(meta.id).howToFix}`,
    docsUrl: ruleDocsUrl(meta.id)
  }));
}

export {
  ruleInfos
};

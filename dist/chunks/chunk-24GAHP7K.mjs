import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  RULES
} from "./chunk-ZXM6ZMT6.mjs";
import {
  ruleDocsUrl
} from "./chunk-DLFUHOYP.mjs";

// src/rules/info.ts
function ruleInfos() {
  return RULES.map(({ meta }) => ({
    id: meta.id,
    severity: meta.severity,
    description: meta.description,
    help: `${meta.why}

Fix: ${meta.howToFix}`,
    docsUrl: ruleDocsUrl(meta.id)
  }));
}

export {
  ruleInfos
};

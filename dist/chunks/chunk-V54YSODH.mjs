import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  RULES,
  docsOf
} from "./chunk-WISMFU5K.mjs";
import {
  ruleDocsUrl
} from "./chunk-J5JPRQW4.mjs";

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

import { createRequire as __wcgRequire } from 'node:module'; let __wcgReq; const require = (id) => (__wcgReq ??= __wcgRequire(import.meta.url))(id);

// src/cluster/types.ts
function liveWebhooks(config) {
  const list = config?.webhooks;
  return Array.isArray(list) ? list : [];
}
function liveFile(kind, namespace, name) {
  return `cluster:${namespace ? namespace + "/" : ""}${kind}/${name}`;
}

export {
  liveWebhooks,
  liveFile
};

import { load } from 'js-yaml';
import { KUBECTL_SCHEMA, placed } from './yaml-schema.js';

/**
 * One YAML document, as Helm and kubectl read a values or config file: an empty file, or one holding only
 * comments, is null (js-yaml 5 refuses it as "expected a document"). Scalars resolve as sigs.k8s.io/yaml resolves them
 * (Helm reads values with it: `enabled: yes` is true). Parse errors are thrown as js-yaml's.
 */
export function loadOneDocument(text: string): unknown {
  try {
    return placed(load(text, { schema: KUBECTL_SCHEMA }));
  } catch (e) {
    if ((e as { reason?: string }).reason === 'expected a document, but the input is empty') return null;
    throw e;
  }
}

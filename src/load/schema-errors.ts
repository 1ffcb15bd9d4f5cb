import type { SchemaError } from '../generated/validators.js';

/** One line per schema error, naming the key the way users write it: `rules.foo`, `match.images[0]`. */
export function describeSchemaErrors(file: string, errors: readonly SchemaError[] | null | undefined): string {
  if (!errors?.length) return `${file}: does not match its schema`;
  // A misspelt key also makes the real key "required": say both, still on one line. Of the alternatives of an
  // anyOf (a severity, or [severity, {options}]), the value's own kind is the one meant: drop the others' type
  // errors where another error speaks for that path, and the bare "must match a schema in anyOf".
  const spoken = new Set(
    errors.filter((e) => e.keyword !== 'type' && e.keyword !== 'anyOf').map((e) => e.instancePath),
  );
  const meant = errors.filter((e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && spoken.has(e.instancePath)));
  const parts = [...new Set((meant.length ? meant : errors).map(describeOne))].slice(0, 3);
  return `${file}: ${parts.join('; ')}`;
}

function describeOne(first: SchemaError): string {
  let where = first.instancePath
    .replace(/^\//, '')
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('')
    .replace(/^\./, '');
  let what = first.message ?? first.keyword;
  if (first.keyword === 'additionalProperties') {
    const extra = String(first.params.additionalProperty);
    where = where ? `${where}.${extra}` : extra;
    what = 'is not a known key';
  } else if (first.keyword === 'enum') {
    what = `must be one of ${(first.params.allowedValues as unknown[]).map(String).join(', ')}`;
  } else if (first.keyword === 'required') {
    where = where ? `${where}.${String(first.params.missingProperty)}` : String(first.params.missingProperty);
    what = 'is required';
  }
  return `${where || '(top level)'} ${what}`;
}

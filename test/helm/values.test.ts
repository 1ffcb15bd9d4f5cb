import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coalesceValues, mergeValues } from '../../src/load/helm/merge.js';
import { MergedValues, valuesLayer } from '../../src/load/helm/values.js';

const chart = valuesLayer(
  'chart/values.yaml',
  `manager:
  replicas: 2
  image:
    repository: koordinator-sh/koord-manager
    tag: v1.8.0
list: [1, 2]
webhook_host: ""
`,
  'chart',
);

describe('values merging (helm -f a -f b --set)', () => {
  it('maps deep-merge, lists and scalars replace, later files win', () => {
    assert.deepEqual(mergeValues({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] }, d: { e: 1 } }), {
      a: { b: 1, c: [3] },
      d: { e: 1 },
    });
  });

  it('a null in user values deletes the chart default', () => {
    assert.deepEqual(coalesceValues({ manager: { image: null } }, { manager: { replicas: 2, image: { tag: 'x' } } }), {
      manager: { replicas: 2 },
    });
  });

  it('a null between user files is replaced by a later map, and the chart fills the rest', () => {
    const f1 = valuesLayer('f1.yaml', 'manager: null\n', 'file');
    const f2 = valuesLayer('f2.yaml', 'manager:\n  image:\n    tag: v2\n', 'file');
    const v = new MergedValues(chart, [f1, f2]);
    assert.deepEqual(v.get(['manager']), {
      replicas: 2,
      image: { repository: 'koordinator-sh/koord-manager', tag: 'v2' },
    });
    // replicas survives from the chart, not from before f1's null.
    assert.equal(v.origin(['manager', 'replicas'])?.note, 'chart default');
    assert.deepEqual(v.origin(['manager', 'image', 'tag']), { file: 'f2.yaml', line: 3, column: 10 });
  });

  it('each key points at the layer that set it last', () => {
    const f1 = valuesLayer('f1.yaml', 'manager:\n  replicas: 3\nlist: [9]\n', 'file');
    const f2 = valuesLayer('f2.yaml', '# prod\nwebhook_host: lb.example\n', 'file');
    const v = new MergedValues(chart, [f1, f2]);
    assert.equal(v.get(['manager', 'replicas']), 3);
    assert.deepEqual(v.get(['list']), [9]);
    assert.deepEqual(v.origin(['manager', 'replicas']), { file: 'f1.yaml', line: 2, column: 13 });
    assert.deepEqual(v.origin(['webhook_host']), { file: 'f2.yaml', line: 2, column: 15 });
    assert.deepEqual(v.origin(['manager', 'image', 'repository']), {
      file: 'chart/values.yaml',
      line: 4,
      column: 17,
      note: 'chart default',
    });
  });

  it('--set beats every file, --set-string comes after --set, and the origin names the flag', () => {
    const f1 = valuesLayer('f1.yaml', 'manager:\n  replicas: 3\n', 'file');
    const v = new MergedValues(
      chart,
      [f1],
      [
        { text: 'manager.replicas=5', asString: true },
        { text: 'manager.replicas=8,list[1]=7', asString: false },
      ],
    );
    assert.equal(v.get(['manager', 'replicas']), '5');
    // As in Helm, an index into a list only the chart defines starts a new list (the chart's is replaced).
    assert.deepEqual(v.get(['list']), [null, 7]);
    assert.deepEqual(v.origin(['manager', 'replicas']), {
      file: '--set',
      line: 1,
      column: 1,
      note: 'value from --set-string manager.replicas=5',
    });
    assert.equal(v.origin(['list', 1])?.note, 'value from --set manager.replicas=8,list[1]=7');
    assert.equal(v.origin(['list', 0]), undefined);
  });

  it('a bad --set is a usage error naming the flag', () => {
    assert.throws(
      () => new MergedValues(chart, [], [{ text: 'manager.replicas', asString: false }]),
      /--set manager.replicas: key "replicas" has no value/,
    );
  });
});

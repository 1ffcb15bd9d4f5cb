import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseSet } from '../../src/load/helm/strvals.js';

function set(text: string, asString = false, dest: Record<string, unknown> = {}): Record<string, unknown> {
  parseSet(text, dest, asString);
  return dest;
}

// Cases follow helm/helm pkg/strvals/parser_test.go.
describe('--set (Helm strvals)', () => {
  it('dotted keys make nested maps', () => {
    assert.deepEqual(set('manager.image.tag=v1'), { manager: { image: { tag: 'v1' } } });
  });

  it('types values as Helm does', () => {
    assert.deepEqual(set('a=true,b=FALSE,c=null,d=0,e=8,f=-3,g=00009,h=1.5,i=1e3,j=Ignore,k=9223372036854775808'), {
      a: true,
      b: false,
      c: null,
      d: 0,
      e: 8,
      f: -3,
      g: '00009',
      h: '1.5',
      i: '1e3',
      j: 'Ignore',
      k: '9223372036854775808',
    });
  });

  it('--set-string keeps every value a string', () => {
    assert.deepEqual(set('a=true,b=8,c=null', true), { a: 'true', b: '8', c: 'null' });
  });

  it('list indexes, padding with null, and maps inside lists', () => {
    assert.deepEqual(set('list[1]=x'), { list: [null, 'x'] });
    assert.deepEqual(set('env[0].name=WEBHOOK_HOST,env[0].value=lb.example'), {
      env: [{ name: 'WEBHOOK_HOST', value: 'lb.example' }],
    });
    assert.deepEqual(set('nested[0][1]=x'), { nested: [[null, 'x']] });
  });

  it('an index merges into a list that is already there', () => {
    const dest = {
      env: [
        { name: 'A', value: '1' },
        { name: 'B', value: '2' },
      ],
    };
    assert.deepEqual(set('env[1].value=3', false, dest), {
      env: [
        { name: 'A', value: '1' },
        { name: 'B', value: 3 },
      ],
    });
  });

  it('escaped dots stay in the key; escaped commas stay in the value', () => {
    assert.deepEqual(set('annotations.cert-manager\\.io/inject-ca-from=ns/cert'), {
      annotations: { 'cert-manager.io/inject-ca-from': 'ns/cert' },
    });
    assert.deepEqual(set('name=one\\,two'), { name: 'one,two' });
  });

  it('{a,b} is a list; an empty value is an empty string', () => {
    assert.deepEqual(set('names={a,b,3},x=1'), { names: ['a', 'b', 3], x: 1 });
    assert.deepEqual(set('name='), { name: '' });
    assert.deepEqual(set('a=,b=1'), { a: '', b: 1 });
  });

  it('merges into maps already there, and refuses to treat a scalar as a map', () => {
    assert.deepEqual(set('manager.replicas=8', false, { manager: { image: 'x' } }), {
      manager: { image: 'x', replicas: 8 },
    });
    assert.throws(() => set('manager.replicas=8', false, { manager: 5 }), /not a map/);
  });

  it('rejects what Helm rejects', () => {
    assert.throws(() => set('name'), /has no value/);
    assert.throws(() => set('a,b=1'), /cannot end with ,/);
    assert.throws(() => set('list[x]=1'), /not a number/);
    assert.throws(() => set('list[-1]=1'), /negative/);
    assert.throws(() => set('list[0'), /index/);
    assert.throws(() => set('a={x,y'), /terminate/);
    assert.throws(() => set('a.=1'), /no value/);
  });
});

import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);

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
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

export {
  nearest,
  likelyTypo
};

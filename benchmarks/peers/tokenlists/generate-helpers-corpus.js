#!/usr/bin/env node
// Records what the upstream helpers (@uniswap/token-lists 1.0.0-beta.34, the last built release;
// helper code identical to the repository head) return for seeded random inputs, so the Java
// helpers (TokenLists) can be checked against the real code, odd corners included.
//
//   cd /work/scratch/tokenlists && npm install @uniswap/token-lists@1.0.0-beta.34
//   NODE_PATH=/work/scratch/tokenlists/node_modules node benchmarks/peers/tokenlists/generate-helpers-corpus.js \
//       sdk-tokenlist/src/test/resources/tokenlists/helpers-corpus.json
'use strict';
const fs = require('fs');
const lists = require('@uniswap/token-lists');
const version = require('@uniswap/token-lists/package.json').version;
if (version !== '1.0.0-beta.34') {
  console.error('need @uniswap/token-lists 1.0.0-beta.34, found ' + version);
  process.exit(2);
}
const outFile = process.argv[2];

function mulberry32(seed) {
  return function () {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(55);
const pick = (a) => a[Math.floor(random() * a.length)];
const chance = (p) => random() < p;

const CHAINS = [1, 1, 1, 10, 137, 42161, 2, '1', 1.0, 0, -0, 1e21, 4294967295, null];
const ADDRESSES = ['0x0a', '0x0b', '0x0c', '0x0A', 'So11111111111111111111111111111111111111112', '', '0x0d'];
const VALUES = ['a', 'b', '', 0, -0, 1, 18, 6, 1.5, true, false, null, [], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['b', 'a'], [1], [null], [[]], [{}], {}, { a: 1 }];

function randomToken() {
  const t = {};
  if (!chance(0.03)) t.chainId = pick(CHAINS);
  if (!chance(0.03)) t.address = pick(ADDRESSES);
  for (const key of ['name', 'symbol', 'decimals', 'logoURI', 'tags', 'extensions', '10', '2', 'extra']) {
    if (chance(key.length < 3 || key === 'extra' ? 0.08 : 0.6)) t[key] = pick(VALUES);
  }
  return t;
}
function mutate(token) {
  const t = JSON.parse(JSON.stringify(token));
  const keys = Object.keys(t);
  const roll = random();
  if (roll < 0.25 && keys.length) delete t[pick(keys)];
  else if (roll < 0.85 && keys.length) t[pick(keys)] = pick(VALUES);
  else t[pick(['name', 'tags', 'extensions', '7', 'other'])] = pick(VALUES);
  return t;
}

const diffCases = [];
for (let i = 0; i < 400; i++) {
  const base = Array.from({ length: Math.floor(random() * 6) }, randomToken);
  let update = base.map((t) => (chance(0.4) ? mutate(t) : JSON.parse(JSON.stringify(t))));
  update = update.filter(() => !chance(0.15));
  while (chance(0.3)) update.splice(Math.floor(random() * (update.length + 1)), 0, randomToken());
  if (chance(0.2) && update.length) update.reverse();
  const b = JSON.parse(JSON.stringify(base));
  const u = JSON.parse(JSON.stringify(update));
  const diff = lists.diffTokenLists(b, u);
  diffCases.push({
    base: JSON.parse(JSON.stringify(base)),
    update: JSON.parse(JSON.stringify(update)),
    diff: JSON.parse(JSON.stringify(diff)),
    changedOrder: Object.keys(diff.changed).map((chain) => [chain, Object.keys(diff.changed[chain])]),
    minVersionBump: lists.minVersionBump(JSON.parse(JSON.stringify(base)), JSON.parse(JSON.stringify(update))),
  });
}

const versionCases = [];
const n = () => pick([0, 0, 1, 1, 2, 3, 10]);
for (let i = 0; i < 300; i++) {
  const a = { major: n(), minor: n(), patch: n() };
  const b = { major: n(), minor: n(), patch: n() };
  const bump = pick([0, 1, 2, 3]);
  const next = lists.nextVersion(a, bump);
  versionCases.push({
    a, b,
    versionComparator: lists.versionComparator(a, b),
    isVersionUpdate: lists.isVersionUpdate(a, b),
    getVersionUpgrade: lists.getVersionUpgrade(a, b),
    bump, nextVersion: next, sameObjectReturned: next === a,
  });
}

fs.writeFileSync(outFile, JSON.stringify({
  generator: 'benchmarks/peers/tokenlists/generate-helpers-corpus.js',
  source: '@uniswap/token-lists ' + version + ' (dist), node ' + process.version,
  diffCases, versionCases,
}) + '\n');
console.log(`${diffCases.length} diff cases, ${versionCases.length} version cases written to ${outFile}`);

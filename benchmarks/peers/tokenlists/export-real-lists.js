#!/usr/bin/env node
// Writes the real published token lists, installed from npm beside ajv (outside the project), into
// DIR as plain JSON files for TokenListValidationBenchmark and ajv-bench.js to read the same bytes:
//
//   NODE_PATH=/work/scratch/tokenlists/node_modules node benchmarks/peers/tokenlists/export-real-lists.js DIR
//
// A package that is not installed, or that ships no list, is skipped with a message; it prints the
// names it wrote, one a line, on standard output (messages go to standard error).
'use strict';
const fs = require('fs');
const path = require('path');

const dir = process.argv[2];
if (!dir) {
  console.error('usage: export-real-lists.js DIR');
  process.exit(2);
}
fs.mkdirSync(dir, { recursive: true });

// name in the benchmark -> npm package and how to get its list
const LISTS = [
  { name: 'uniswap-default', pkg: '@uniswap/default-token-list', file: 'build/uniswap-default.tokenlist.json' },
  { name: 'sushiswap-default', pkg: '@sushiswap/default-token-list', file: 'build/sushiswap-default.tokenlist.json' },
  // 0.1.x ships code and two schemas, no list; kept so a version that ships one is picked up.
  { name: 'pancakeswap', pkg: '@pancakeswap/token-lists', file: null },
  // The list is in a JS module: written with JSON.stringify (two-space indent), without the
  // module interop's "default" property.
  { name: 'optimism', pkg: '@eth-optimism/tokenlist', module: true },
];

function packageDir(pkg) {
  for (const base of (process.env.NODE_PATH || '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(base, pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  return null;
}

function findListFile(root) {
  // A published list is a JSON object with a "tokens" array; look in the package's files.
  const stack = [root];
  while (stack.length) {
    const d = stack.pop();
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') stack.push(p);
      else if (entry.isFile() && entry.name.endsWith('.json') && entry.name !== 'package.json') {
        try {
          const value = JSON.parse(fs.readFileSync(p, 'utf8'));
          if (value && Array.isArray(value.tokens)) return p;
        } catch (e) { /* not a list */ }
      }
    }
  }
  return null;
}

for (const list of LISTS) {
  const root = packageDir(list.pkg);
  if (!root) {
    console.error(`skipping ${list.name}: ${list.pkg} is not installed under NODE_PATH`);
    continue;
  }
  const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  let text;
  if (list.module) {
    const value = require(root);
    const data = Object.assign({}, value.default && value.default.tokens ? value.default : value);
    delete data.default;
    text = JSON.stringify(data, null, 2) + '\n';
  } else {
    const file = list.file ? path.join(root, list.file) : findListFile(root);
    if (!file || !fs.existsSync(file)) {
      console.error(`skipping ${list.name}: ${list.pkg}@${version} ships no token list (no JSON file with a tokens array)`);
      continue;
    }
    text = fs.readFileSync(file, 'utf8');
  }
  const out = path.join(dir, list.name + '.json');
  fs.writeFileSync(out, text);
  const tokens = JSON.parse(text).tokens.length;
  console.error(`wrote ${out}: ${list.pkg}@${version}, ${tokens} tokens, ${Buffer.byteLength(text)} bytes`);
  console.log(list.name);
}

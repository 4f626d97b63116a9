#!/usr/bin/env node
// Peer of TokenListValidationBenchmark: ajv 8.6.3 + ajv-formats 2.1.1 (allErrors, as upstream's
// test suite), a validator compiled once, timing JSON.parse + validate of each file.
//
//   NODE_PATH=/work/scratch/tokenlists/node_modules node benchmarks/peers/tokenlists/ajv-bench.js \
//       sdk-tokenlist/src/test/resources/tokenlists/tokenlist.schema.json DIR/real-1700.json DIR/big-10000.json
'use strict';
const fs = require('fs');
const Ajv = require('ajv');
const addFormats = require('ajv-formats');

const [schemaFile, ...files] = process.argv.slice(2);
const versions = `ajv ${require('ajv/package.json').version} + ajv-formats ${require('ajv-formats/package.json').version}`;
const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')));

const WARMUP_MS = 5000;
const MEASURE_MS = 10000;
console.log(`${versions}, node ${process.version}, schema ${schemaFile}`);
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const once = () => {
    const data = JSON.parse(text);
    if (!validate(data)) throw new Error(file + ' is invalid: ' + JSON.stringify(validate.errors.slice(0, 3)));
  };
  let end = Date.now() + WARMUP_MS;
  while (Date.now() < end) once();
  const samples = [];
  const cpu = []; // the process's CPU time per run (V8's helper threads and GC included)
  end = Date.now() + MEASURE_MS;
  while (Date.now() < end) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    once();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1e3);
  }
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const median = samples[Math.floor(samples.length / 2)];
  const p90 = samples[Math.floor(samples.length * 0.9)];
  console.log(`${file}: ${(text.length / 1e6).toFixed(2)} MB, ${samples.length} runs, ` +
    `mean ${mean.toFixed(2)} ms, median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms (JSON.parse + validate); ` +
    `process CPU median ${cpu[Math.floor(cpu.length / 2)].toFixed(3)} ms (quartiles ` +
    `${cpu[Math.floor(cpu.length / 4)].toFixed(3)} to ${cpu[Math.floor(cpu.length * 3 / 4)].toFixed(3)})`);
}

// Validates one token-list file against the token-list schema with ajv 8.6.3 + ajv-formats 2.1.1, as a whole
// process: the peer of `trading tokenlist validate FILE` in benchmarks/cli-startup.sh. Prints "FILE: VALID" or
// the errors; exits 0 when valid, 1 when not.
//
//   NODE_PATH=DIR/node_modules node ajv-validate.js SCHEMA FILE
const fs = require('fs');
const Ajv = require('ajv');
const addFormats = require('ajv-formats');

const [schemaFile, listFile] = process.argv.slice(2);
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')));
if (validate(JSON.parse(fs.readFileSync(listFile, 'utf8')))) {
  console.log(`${listFile}: VALID`);
} else {
  console.log(`${listFile}: INVALID`);
  for (const e of validate.errors) console.log(`  error   ${e.instancePath} ${e.message}`);
  process.exitCode = 1;
}

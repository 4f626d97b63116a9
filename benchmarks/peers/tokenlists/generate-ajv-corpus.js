#!/usr/bin/env node
// Builds the ajv agreement corpus: many token-list documents, each rule's boundary on both sides,
// with the verdict and errors of the reference validator (ajv 8.6.3 + ajv-formats 2.1.1,
// allErrors) under both schemas. The Java test (AjvCorpusTest) checks that TokenListValidator
// agrees on every case.
//
//   mkdir -p /work/scratch/tokenlists && cd /work/scratch/tokenlists
//   npm install ajv@8.6.3 ajv-formats@2.1.1
//   NODE_PATH=/work/scratch/tokenlists/node_modules node benchmarks/peers/tokenlists/generate-ajv-corpus.js \
//       sdk-tokenlist/src/test/resources/tokenlists sdk-tokenlist/src/test/resources/tokenlists/ajv-corpus.json
//
// Output: {"generator", "ajv", "cases": [{id, group, doc, repeat?, head: {valid, errors}, spec: {...}}]}
// - doc is the JSON text (a string, so raw corners such as 1e400 or repeated keys survive);
// - repeat {path: "tokens"|"tokenMap", count} expands the document before validation: tokens
//   becomes count copies of tokens[0], tokenMap count entries "k<i>" copying the first value;
// - errors are "<pointer> <keyword>", where required / additionalProperties / propertyNames errors
//   point at the property concerned (instancePath + "/" + property), as TokenListValidator does.
'use strict';
const fs = require('fs');
const path = require('path');
const Ajv = require('ajv');
const addFormats = require('ajv-formats');

const [schemaDir, outFile] = process.argv.slice(2);
if (!schemaDir || !outFile) {
  console.error('usage: generate-ajv-corpus.js <schemaDir> <out.json>');
  process.exit(2);
}
const ajvVersion = require('ajv/package.json').version;
const formatsVersion = require('ajv-formats/package.json').version;
if (ajvVersion !== '8.6.3' || formatsVersion !== '2.1.1') {
  console.error(`need ajv 8.6.3 + ajv-formats 2.1.1, found ${ajvVersion} + ${formatsVersion}`);
  process.exit(2);
}

function compile(file) {
  const ajv = new Ajv({ allErrors: true });
  addFormats(ajv);
  return ajv.compile(JSON.parse(fs.readFileSync(path.join(schemaDir, file), 'utf8')));
}
const validators = {
  head: compile('tokenlist.schema.json'),
  spec: compile('tokenlist.schema.beta34.json'),
};

const escapePointer = (s) => s.replace(/~/g, '~0').replace(/\//g, '~1');
function mapError(e) {
  let p = e.instancePath;
  if (e.keyword === 'required') p += '/' + escapePointer(e.params.missingProperty);
  else if (e.keyword === 'additionalProperties') p += '/' + escapePointer(e.params.additionalProperty);
  else if (e.keyword === 'propertyNames') p += '/' + escapePointer(e.params.propertyName);
  else if (e.propertyName !== undefined) p += '/' + escapePointer(e.propertyName);
  return p + ' ' + e.keyword;
}

function expand(data, repeat) {
  if (!repeat) return data;
  if (repeat.path === 'tokens') {
    data.tokens = Array.from({ length: repeat.count }, () => data.tokens[0]);
  } else {
    const first = Object.values(data.tokenMap)[0];
    data.tokenMap = {};
    for (let i = 0; i < repeat.count; i++) data.tokenMap['k' + i] = first;
  }
  return data;
}

// ------------------------------------------------------------------ building blocks

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const CUSDC = '0x39AA39c021dfbaE8faC545936693aC917d5E7563';
const token = () => ({ chainId: 1, address: USDC, decimals: 6, name: 'USD Coin', symbol: 'USDC' });
const minimal = () => ({
  name: 'My List',
  timestamp: '2020-06-12T00:00:00Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [token()],
});
const rich = () => ({
  name: 'Rich List',
  logoURI: 'ipfs://QmUSNbwUxUYNMvMksKypkgWs8unSm8dX2GjCPBVGZ7GGMr',
  keywords: ['audited', 'verified', 'special tokens'],
  tags: {
    stablecoin: { name: 'Stablecoin', description: 'Tokens that are fixed to an external asset, e.g. the US dollar' },
    compound: { name: 'Compound Finance', description: 'Tokens that earn interest on compound.finance' },
  },
  timestamp: '2021-01-05T12:34:56.789+01:00',
  tokens: [
    {
      chainId: 1, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6,
      logoURI: 'https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets/usdc/logo.png',
      tags: ['stablecoin'],
      extensions: {
        bridgeInfo: { '10': { tokenAddress: '0x7F5c764cBc14f9669B88837ca1490cCa17c31607' }, '137': { tokenAddress: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174' } },
        coingeckoId: 'usd-coin', verified: true, rank: 3, note: null,
      },
    },
    { chainId: 1, address: CUSDC, symbol: 'cUSDC', name: 'Compound USD Coin', decimals: 8, tags: ['compound'] },
    { chainId: 101, address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ],
  tokenMap: {
    ['1_' + USDC]: { chainId: 1, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  },
  version: { major: 2, minor: 3, patch: 4 },
});

const cases = [];
const ids = new Set();
function add(group, id, doc, extra = {}) {
  const fullId = group + '/' + id;
  if (ids.has(fullId)) throw new Error('duplicate case id ' + fullId);
  ids.add(fullId);
  const text = typeof doc === 'string' ? doc : JSON.stringify(doc);
  cases.push({ id: fullId, group, doc: text, ...extra });
}
/** A case from the minimal list with one change made by fn(list). */
function list(group, id, fn, base = minimal) {
  const doc = base();
  fn(doc);
  add(group, id, doc);
}
/** A case whose first token has field set to value (undefined deletes it). */
function tokenField(group, id, field, value) {
  list(group, id, (d) => {
    if (value === undefined) delete d.tokens[0][field];
    else d.tokens[0][field] = value;
  });
}
/** A case with raw JSON text for the first token's field (numbers JSON.stringify cannot write). */
function tokenFieldRaw(group, id, field, rawValue) {
  const doc = minimal();
  doc.tokens[0][field] = '@@RAW@@';
  add(group, id, JSON.stringify(doc).replace('"@@RAW@@"', rawValue));
}
function rootFieldRaw(group, id, field, rawValue, base = minimal) {
  const doc = base();
  doc[field] = '@@RAW@@';
  add(group, id, JSON.stringify(doc).replace('"@@RAW@@"', rawValue));
}
const rep = (s, n) => s.repeat(n);
const EMOJI = '\u{1F600}'; // one code point, two UTF-16 units

// ------------------------------------------------------------------ the document

for (const [id, raw] of [['array', '[]'], ['string', '"x"'], ['number', '1'], ['null', 'null'], ['true', 'true'], ['empty-object', '{}']]) {
  add('root', id, raw);
}
for (const field of ['name', 'timestamp', 'version', 'tokens']) {
  list('root', 'missing-' + field, (d) => delete d[field]);
}
list('root', 'extra-string', (d) => (d.unknownField = 'foo'));
list('root', 'extra-object', (d) => (d.extra = { nested: [1, { deep: null }] }));
list('root', 'extra-keyword-lookalike', (d) => (d.Name = 5));
add('root', 'rich', rich());
add('root', 'whitespace-around', '  \n' + JSON.stringify(minimal(), null, 2) + '\n\t ');

// name: 1 to 30, ^[\w ]+$
const names = {
  empty: '', one: 'a', thirty: rep('a', 30), 'thirty-one': rep('a', 31), 'words-digits-underscore': 'a b_C9 Z',
  hyphen: 'My-List', tab: 'tab\there', newline: 'a\n', nbsp: 'a\u00a0b', 'only-space': ' ', 'e-acute': 'é',
  'thirty-e-acute': rep('é', 30), 'thirty-one-e-acute': rep('é', 31), emoji: EMOJI, period: 'v1.0', 'thirty-spaces': rep(' ', 30),
};
for (const [id, value] of Object.entries(names)) list('name', id, (d) => (d.name = value));
for (const [id, value] of [['number', 1234], ['null', null], ['array', ['a']], ['object', {}], ['bool', false]]) {
  list('name', 'type-' + id, (d) => (d.name = value));
}

// timestamp: ajv-formats full date-time
const timestamps = {
  z: '2020-06-12T00:00:00Z', 'lower-z': '2020-06-12T00:00:00z', 'lower-t': '2020-06-12t00:00:00Z',
  'space-separator': '2020-06-12 00:00:00Z', 'offset-colon': '2020-06-12T00:00:00+05:30', 'offset-negative': '2020-06-12T00:00:00-08:00',
  'offset-no-colon': '2020-06-12T00:00:00+0530', 'offset-hours-only': '2020-06-12T00:00:00+05', 'offset-one-digit': '2020-06-12T00:00:00+5',
  'offset-three-digits': '2020-06-12T00:00:00+05:3', 'offset-out-of-range': '2020-06-12T00:00:00+99:99', 'no-zone': '2020-06-12T00:00:00',
  fraction: '2020-06-12T00:00:00.123456789Z', 'fraction-empty': '2020-06-12T00:00:00.Z', 'fraction-comma': '2020-06-12T00:00:00,5Z',
  'leap-second': '2016-12-31T23:59:60Z', 'leap-second-wrong-time': '2016-12-31T22:59:60Z', 'second-60-min-58': '2016-12-31T23:58:60Z',
  'hour-24': '2020-06-12T24:00:00Z', 'minute-60': '2020-06-12T00:60:00Z', 'second-61': '2020-06-12T23:59:61Z', 'hour-23': '2020-06-12T23:59:59Z',
  'feb-29-leap': '2020-02-29T00:00:00Z', 'feb-29-nonleap': '2019-02-29T00:00:00Z', 'feb-29-1900': '1900-02-29T00:00:00Z', 'feb-29-2000': '2000-02-29T00:00:00Z',
  'feb-30': '2020-02-30T00:00:00Z', 'apr-31': '2020-04-31T00:00:00Z', 'apr-30': '2020-04-30T00:00:00Z', 'jan-31': '2020-01-31T00:00:00Z', 'dec-32': '2020-12-32T00:00:00Z',
  'month-00': '2020-00-12T00:00:00Z', 'month-13': '2020-13-12T00:00:00Z', 'day-00': '2020-06-00T00:00:00Z', 'year-0000': '0000-01-01T00:00:00Z',
  'year-9999': '9999-12-31T23:59:59Z', 'five-digit-year': '10000-01-01T00:00:00Z', 'two-digit-month': '2020-6-12T00:00:00Z',
  'date-only': '2020-06-12', 'time-only': '00:00:00Z', abc: 'abc', empty: '', 'trailing-newline': '2020-06-12T00:00:00Z\n',
  'leading-space': ' 2020-06-12T00:00:00Z', 'newline-separator': '2020-06-12\n00:00:00Z', 'tab-separator': '2020-06-12\t00:00:00Z',
  'nbsp-separator': '2020-06-12\u00a000:00:00Z', 'line-separator': '2020-06-12\u202800:00:00Z', 'ideographic-space-separator': '2020-06-12\u300000:00:00Z',
  'zero-width-space-separator': '2020-06-12\u200b00:00:00Z', 'two-separators': '2020-06-12TT00:00:00Z', 'arabic-digits': '٢٠٢٠-06-12T00:00:00Z',
  'fullwidth-digits': '２０２０-06-12T00:00:00Z', 'z-then-offset': '2020-06-12T00:00:00Z+01:00', 'offset-lower-colon-missing-minutes': '2020-06-12T00:00:00+05:',
  'utc-word': '2020-06-12T00:00:00 UTC', 'iso-week': '2020-W24-5T00:00:00Z', 'short-time': '2020-06-12T00:00Z', 'millis-no-zone': '2020-06-12T00:00:00.000',
  'arabic-digits-time': '2020-06-12T٠٠:00:00Z', 'fullwidth-digits-seconds': '2020-06-12T00:00:０１Z', 'arabic-digits-fraction': '2020-06-12T00:00:00.٥Z',
  'fullwidth-digits-offset': '2020-06-12T00:00:00+０１:00', 'arabic-digits-day': '2020-06-1٢T00:00:00Z', 'letter-o-for-zero': '2020-06-12T0O:00:00Z',
  'offset-minus-zero': '2020-06-12T00:00:00-00:00', 'offset-23-59': '2020-06-12T00:00:00+23:59', 'offset-24': '2020-06-12T00:00:00+24:00',
};
for (const [id, value] of Object.entries(timestamps)) list('timestamp', id, (d) => (d.timestamp = value));
for (const [id, value] of [['number', 1591920000], ['null', null], ['object', {}]]) list('timestamp', 'type-' + id, (d) => (d.timestamp = value));

// version
for (const field of ['major', 'minor', 'patch']) {
  list('version', field + '-missing', (d) => delete d.version[field]);
  for (const [id, raw] of [['zero', '0'], ['one', '1'], ['minus-one', '-1'], ['fraction', '1.5'], ['one-point-zero', '1.0'], ['exponent', '1e2'],
    ['minus-zero', '-0'], ['string', '"1"'], ['null', 'null'], ['huge-float', '1e308'], ['infinite', '1e400'], ['minus-infinite', '-1e400'],
    ['big-integer', '123456789012345678901234567890'], ['beyond-2-53', '9007199254740993'], ['tiny-negative', '-1e-400'], ['almost-zero-negative', '-0.0000000000000000001']]) {
    const doc = minimal();
    doc.version[field] = '@@RAW@@';
    add('version', field + '-' + id, JSON.stringify(doc).replace('"@@RAW@@"', raw));
  }
}
list('version', 'extra-key', (d) => (d.version.build = 1));
list('version', 'empty', (d) => (d.version = {}));
for (const [id, value] of [['string', '1.0.0'], ['array', [1, 0, 0]], ['null', null]]) list('version', 'type-' + id, (d) => (d.version = value));

// tokens
list('tokens', 'empty', (d) => (d.tokens = []));
list('tokens', 'object', (d) => (d.tokens = {}));
list('tokens', 'two', (d) => d.tokens.push(token()));
for (const [id, value] of [['number', 1], ['string', 'x'], ['null', null], ['array', []], ['bool', true]]) {
  list('tokens', 'item-' + id, (d) => (d.tokens[0] = value));
}
list('tokens', 'second-item-bad', (d) => d.tokens.push(5));
add('tokens', 'repeat-10000', minimal(), { repeat: { path: 'tokens', count: 10000 } });
add('tokens', 'repeat-10001', minimal(), { repeat: { path: 'tokens', count: 10001 } });
add('tokens', 'repeat-9999', minimal(), { repeat: { path: 'tokens', count: 9999 } });

// token entry
for (const field of ['chainId', 'address', 'decimals', 'name', 'symbol']) tokenField('token', 'missing-' + field, field, undefined);
tokenField('token', 'extra-foo', 'foo', 1);
tokenField('token', 'extra-logoUri-case', 'logoUri', 'https://example.org/x.png');
tokenField('token', 'extra-slash-key', 'a/b~c', 1);
list('token', 'empty-object', (d) => (d.tokens[0] = {}));

for (const [id, raw] of [['zero', '0'], ['one', '1'], ['minus-one', '-1'], ['fraction', '1.5'], ['one-point-zero', '1.0'], ['exponent', '1e0'],
  ['rounds-to-one', '0.99999999999999999'], ['just-below-one', '0.9999999999999999'], ['infinite', '1e400'], ['minus-zero', '-0'],
  ['two-pow-64', '18446744073709551616'], ['string', '"1"'], ['null', 'null'], ['bool', 'true'], ['big', '11155111'], ['object', '{}']]) {
  tokenFieldRaw('chainId', id, 'chainId', raw);
}

const addresses = {
  checksummed: USDC, lower: USDC.toLowerCase(), 'upper-digits': '0x' + USDC.slice(2).toUpperCase(), 'bad-checksum': '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  'upper-x': '0X' + USDC.slice(2), '41-hex': USDC.slice(0, 41), '43-hex': USDC + 'a', 'g-char': USDC.slice(0, 41) + 'g', empty: '', 'just-0x': '0x',
  zero: '0x0000000000000000000000000000000000000000', 'solana-wsol': 'So11111111111111111111111111111111111111112',
  'solana-usdc': 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'base58-31': rep('1', 31), 'base58-32': rep('1', 32), 'base58-44': rep('z', 44),
  'base58-45': rep('z', 45), 'base58-with-0': '0' + rep('1', 40), 'base58-with-O': 'O' + rep('1', 40), 'base58-with-I': 'I' + rep('1', 40),
  'base58-with-l': 'l' + rep('1', 40), 'hex-without-prefix-base58-chars': rep('a', 40), 'hex-without-prefix-with-zero': USDC.slice(2),
  'trailing-newline': USDC + '\n', 'leading-space': ' ' + USDC, 'inner-space': USDC.slice(0, 20) + ' ' + USDC.slice(21),
  'fullwidth-digit': '0x' + '１' + USDC.slice(3), 'base58-trailing-newline': rep('1', 40) + '\n', 'base58-emoji': rep('1', 40) + EMOJI,
  'sui-like': '0x2::sui::SUI', 'bitcoin-like': '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'tron-like': 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};
for (const [id, value] of Object.entries(addresses)) tokenField('address', id, 'address', value);
for (const [id, value] of [['number', 123], ['null', null], ['array', [USDC]]]) tokenField('address', 'type-' + id, 'address', value);

for (const [id, raw] of [['minus-one', '-1'], ['zero', '0'], ['eighteen', '18'], ['max', '255'], ['max-plus-one', '256'], ['three-hundred', '300'],
  ['eighteen-point-zero', '18.0'], ['fraction', '1.5'], ['string', '"18"'], ['null', 'null'], ['exponent', '1e2'], ['rounds-to-max', '255.0000000000000001'],
  ['just-above-max', '255.00000000000003'], ['infinite', '1e400'], ['minus-zero', '-0'], ['big-integer', '100000000000000000000000'], ['negative-fraction', '-0.5']]) {
  tokenFieldRaw('decimals', id, 'decimals', raw);
}

const tokenNames = {
  empty: '', sixty: rep('a', 60), 'sixty-one': rep('a', 61), 'sixty-emoji': rep(EMOJI, 60), 'sixty-one-emoji': rep(EMOJI, 61),
  'fifty-nine-plus-emoji': rep('a', 59) + EMOJI, 'sixty-plus-combining': rep('e\u0301', 30), 'sixty-two-combining': rep('e\u0301', 31),
  tab: 'a\tb', newline: 'a\nb', cr: 'a\rb', 'vertical-tab': 'a\u000bb', 'form-feed': 'a\u000cb', nbsp: 'a\u00a0b', 'line-separator': 'a\u2028b',
  'paragraph-separator': 'a\u2029b', 'ideographic-space': 'a\u3000b', bom: 'a\ufeffb', 'mongolian-vowel-separator': 'a\u180eb',
  'zero-width-space': 'a\u200bb', 'en-quad': 'a\u2000b', 'hair-space': 'a\u200ab', 'narrow-nbsp': 'a\u202fb', 'ogham-space': 'a\u1680b',
  'medium-math-space': 'a\u205fb', 'next-line': 'a\u0085b', spaces: '   ', plus: 'a+b', brackets: '[brackets]&(parenthesis)', diacritics: 'Ázertíyuöp',
  'leading-space': ' USD Coin', 'trailing-space': 'USD Coin ', 'lone-high-surrogate': 'a\ud800b', 'lone-low-surrogate': 'a\udc00b',
  'sixty-lone-surrogates': rep('\ud800', 60), 'sixty-one-lone-surrogates': rep('\ud800', 61), 'control-char': 'a\u0001b', 'null-char': 'a\u0000b',
  chinese: '天津神', 'sixty-chinese': rep('天', 60), 'sixty-one-chinese': rep('天', 61),
};
for (const [id, value] of Object.entries(tokenNames)) tokenField('tokenName', id, 'name', value);
for (const [id, value] of [['number', 1], ['null', null], ['array', ['a']]]) tokenField('tokenName', 'type-' + id, 'name', value);

const symbols = {
  empty: '', twenty: rep('A', 20), 'twenty-one': rep('A', 21), 'twenty-emoji': rep(EMOJI, 20), 'twenty-one-emoji': rep(EMOJI, 21),
  space: 'A B', 'leading-space': ' A', period: 'USDC.e', 'plus-signs': 'USD++', infinity: '∞-waUSDC-xPYT', chinese: '天津神', dollar: '$TRDL',
  nbsp: 'A\u00a0B', tab: 'A\tB', newline: 'A\n', 'zero-width-space': 'A\u200bB', bom: 'A\ufeff', 'lone-surrogate': '\udc00',
  'twenty-combining': rep('e\u0301', 10), 'twenty-two-combining': rep('e\u0301', 11), slash: 'UNI-USDC/ETH+50/50%',
};
for (const [id, value] of Object.entries(symbols)) tokenField('symbol', id, 'symbol', value);
for (const [id, value] of [['number', 1], ['null', null], ['bool', false]]) tokenField('symbol', 'type-' + id, 'symbol', value);

// uri (token logoURI and list logoURI)
const uris = {
  https: 'https://example.org/logo.png', http: 'http://example.org', ipfs: 'ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM',
  'ipfs-hyphen': 'ipfs://hello-world', 'bare-word': 'hello', 'hello-world': 'hello-world', 'just-scheme': 'https:', 'scheme-colon-slash': 'x:/',
  'scheme-double-slash': 'x://', 'scheme-triple-slash': 'file:///etc/hosts', mailto: 'mailto:someone@example.org', urn: 'urn:isbn:0451450523',
  data: 'data:image/png;base64,iVBORw0KGgo=', 'data-svg-space': 'data:image/svg+xml;utf8,<svg xmlns=\'http://www.w3.org/2000/svg\'/>',
  'relative-path': '/logo.png', 'protocol-relative': '//example.org/logo.png', 'scheme-digit-first': '1http://example.org', 'scheme-plus': 'git+ssh://example.org/repo',
  'scheme-underscore': 'my_scheme://x', space: 'https://example.org/a b.png', 'percent-ok': 'https://example.org/a%20b.png', 'percent-lower': 'https://example.org/%e2%82%ac',
  'percent-bad': 'https://example.org/%zz', 'percent-truncated': 'https://example.org/%2', 'percent-at-end': 'https://example.org/%', unicode: 'https://exämple.org/',
  'unicode-path': 'https://example.org/ä.png', 'query-fragment': 'https://example.org/a?b=c&d=e#frag', 'query-with-slash-question': 'https://x.org/?a=/b?c',
  'fragment-with-hash': 'https://x.org/#a#b', userinfo: 'https://user:pass@example.org:8080/x', 'userinfo-at-twice': 'https://a@b@example.org',
  port: 'https://example.org:443/x', 'port-empty': 'https://example.org:/x', 'port-letters': 'https://example.org:abc/x', ipv4: 'http://192.168.0.1/x',
  'ipv4-big': 'http://999.999.999.999/x', ipv6: 'http://[::1]/x', 'ipv6-full': 'http://[2001:db8:0:0:0:0:2:1]/', 'ipv6-bad': 'http://[::g]/',
  'ipv6-unclosed': 'http://[::1/x', ipvfuture: 'http://[v1.fe80::a+en1]/', 'ipv6-v4': 'http://[::ffff:192.0.2.128]/', 'bracket-in-path': 'https://x.org/[a]',
  backslash: 'https:\\\\example.org', 'quote-char': 'https://x.org/"a"', apostrophe: "https://x.org/it's.png", tilde: 'https://x.org/~user',
  'curly-braces': 'https://x.org/{id}', pipe: 'https://x.org/a|b', caret: 'https://x.org/a^b', backtick: 'https://x.org/a`b',
  'less-than': 'https://x.org/<a>', 'trailing-newline': 'https://example.org/x\n', 'leading-space': ' https://example.org', empty: '',
  'colon-only': ':', 'scheme-only-letters': 'a:b', 'upper-scheme': 'HTTPS://EXAMPLE.ORG/LOGO.PNG', 'upper-percent': 'https://x.org/%C3%A4',
  'ar-scheme': 'ar://abc123', 'double-colon': 'a::b', 'path-rootless-colon': 'a:b:c', 'empty-host-path': 'https:///x',
  'only-query': 'x:?a', 'only-fragment': 'x:#a', 'slash-query': 'x:/?a', 'ens-like': 'ens://vitalik.eth', 'javascript': 'javascript:alert(1)',
  'host-with-underscore': 'https://my_host.example.org/', 'dot-segments': 'https://x.org/a/../b/./c', 'long-path': 'https://x.org/' + rep('a/', 200),
  'at-in-path': 'https://x.org/@user/x', 'nul-char': 'https://x.org/\u0000', 'tab-char': 'https://x.org/\t', 'emoji-path': 'https://x.org/' + EMOJI,
  'scheme-dot': 'a.b://c', 'scheme-hyphen-first': '-a://c', 'ipv6-zone': 'http://[fe80::1%25en0]/', 'cid-v1': 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
};
for (const [id, value] of Object.entries(uris)) {
  tokenField('tokenLogoURI', id, 'logoURI', value);
}
for (const [id, value] of [['https', uris.https], ['bare-word', 'hello-world'], ['ipfs', uris.ipfs], ['space', uris.space], ['empty', '']]) {
  list('listLogoURI', id, (d) => (d.logoURI = value));
}
for (const [id, value] of [['number', 1], ['null', null], ['object', {}]]) {
  tokenField('tokenLogoURI', 'type-' + id, 'logoURI', value);
  list('listLogoURI', 'type-' + id, (d) => (d.logoURI = value));
}

// token tags (TagIdentifier items, maxItems 10) and references to the list's tags
const withTags = (count) => (d) => {
  d.tags = {};
  for (let i = 1; i <= count; i++) d.tags['t' + i] = { name: 'Tag ' + i, description: 'Tag number ' + i };
};
const tagCase = (id, tags, defined = 12) =>
  list('tokenTags', id, (d) => {
    withTags(defined)(d);
    d.tokens[0].tags = tags;
  });
tagCase('empty', []);
tagCase('one', ['t1']);
tagCase('ten', ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10']);
tagCase('eleven', ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10', 't11']);
tagCase('repeated', ['t1', 't1']);
tagCase('empty-string', ['']);
tagCase('ten-chars-undefined', ['abcdefghij']);
tagCase('eleven-chars', ['abcdefghijk']);
tagCase('hyphen', ['a-b']);
tagCase('e-acute', ['é']);
tagCase('number', [1]);
tagCase('null', [null]);
tagCase('not-array', 't1');
tagCase('undefined-reference', ['nope']);
tagCase('no-list-tags', ['t1'], 0);
list('tokenTags', 'no-list-tags-at-all', (d) => (d.tokens[0].tags = ['stablecoin']));
add('tokenTags', 'tags-defined-after-tokens', '{"name":"L","timestamp":"2020-06-12T00:00:00Z","version":{"major":1,"minor":0,"patch":0},"tokens":[{"chainId":1,"address":"' + USDC + '","decimals":6,"name":"U","symbol":"U","tags":["late","missing"]}],"tags":{"late":{"name":"Late","description":"Defined last"}}}');

// extensions: map of at most 10, keys ^[\w]+$ 1..40, values primitive or object, 2 object levels
const ext = (id, extensions) => tokenField('extensions', id, 'extensions', extensions);
const obj = (n, value = 1, prefix = 'k') => Object.fromEntries(Array.from({ length: n }, (_, i) => [prefix + i, value]));
ext('empty', {});
ext('ten', obj(10));
ext('eleven', obj(11));
ext('string-empty', { a: '' });
ext('string-one', { a: 'x' });
ext('string-42', { a: rep('x', 42) });
ext('string-43', { a: rep('x', 43) });
ext('string-42-emoji', { a: rep(EMOJI, 42) });
ext('string-43-emoji', { a: rep(EMOJI, 43) });
ext('address-43', { a: '0x00000000000000000000000000000000000000001' });
ext('bool', { a: true, b: false });
ext('numbers', { a: 0, b: -1.5, c: 1e300, d: 12345678901234567890 });
ext('null', { a: null });
ext('array', { a: [] });
ext('array-of-strings', { a: ['x'] });
ext('key-40', { [rep('k', 40)]: 1 });
ext('key-41', { [rep('k', 41)]: 1 });
ext('key-empty', { '': 1 });
ext('key-hyphen', { 'x-bridged': 1 });
ext('key-digits', { '1': 1, '42161': 2 });
ext('key-e-acute', { 'é': 1 });
ext('key-space', { 'a b': 1 });
ext('nested-1', { a: { b: 1, c: 'x', d: null, e: true } });
ext('nested-1-ten', { a: obj(10) });
ext('nested-1-eleven', { a: obj(11) });
ext('nested-1-empty', { a: {} });
ext('nested-1-bad-key', { a: { 'b-c': 1 } });
ext('nested-1-array', { a: { b: [1] } });
ext('nested-1-string-43', { a: { b: rep('x', 43) } });
ext('nested-2', { a: { b: { c: 1, d: 'x', e: null, f: false } } });
ext('nested-2-ten', { a: { b: obj(10) } });
ext('nested-2-eleven', { a: { b: obj(11) } });
ext('nested-2-empty', { a: { b: {} } });
ext('nested-2-bad-key', { a: { b: { 'c.d': 1 } } });
ext('nested-2-string-empty', { a: { b: { c: '' } } });
ext('nested-2-string-43', { a: { b: { c: rep('x', 43) } } });
ext('nested-3', { a: { b: { c: { d: 1 } } } });
ext('nested-3-empty', { a: { b: { c: {} } } });
ext('nested-3-array', { a: { b: { c: [] } } });
ext('nested-deep', { a: { b: { c: { d: { e: { f: 1 } } } } } });
ext('crosschain', { bridgeInfo: { '10': { tokenAddress: '0x7F5c764cBc14f9669B88837ca1490cCa17c31607', originBridgeAddress: '0x99C9fc46f92E8a1c0deC1b1747d010903E884bE1' } } });
ext('mixed-errors', { 'bad-key': [1], ok: 'x', long: rep('y', 50), deep: { a: { b: { c: 1 } } }, ...obj(8, 1, 'p') });
for (const [id, value] of [['array', []], ['string', 'x'], ['null', null], ['number', 1]]) ext('type-' + id, value);
for (const [id, raw] of [['infinite', '{"a":1e400}'], ['minus-infinite', '{"a":-1e400}'], ['huge-integer', '{"a":' + rep('9', 400) + '}'],
  ['tiny', '{"a":1e-400}'], ['nested-infinite', '{"a":{"b":{"c":1e999}}}']]) {
  tokenFieldRaw('extensions', 'raw-' + id, 'extensions', raw);
}

// tokenMap: 1..10000 properties of token entries; keys are free-form strings
list('tokenMap', 'empty', (d) => (d.tokenMap = {}));
list('tokenMap', 'one', (d) => (d.tokenMap = { ['1_' + USDC]: token() }));
list('tokenMap', 'key-mismatch', (d) => (d.tokenMap = { whatever: token() }));
list('tokenMap', 'key-empty', (d) => (d.tokenMap = { '': token() }));
list('tokenMap', 'bad-entry', (d) => (d.tokenMap = { ['1_' + USDC]: { ...token(), decimals: 300, extra: 1 } }));
list('tokenMap', 'entry-not-object', (d) => (d.tokenMap = { a: 1 }));
list('tokenMap', 'entry-missing-fields', (d) => (d.tokenMap = { a: {} }));
list('tokenMap', 'key-with-slash', (d) => (d.tokenMap = { 'a/b~c': { ...token(), decimals: -1 } }));
for (const [id, value] of [['array', []], ['string', 'x'], ['null', null]]) list('tokenMap', 'type-' + id, (d) => (d.tokenMap = value));
add('tokenMap', 'repeat-10000', { ...minimal(), tokenMap: { a: token() } }, { repeat: { path: 'tokenMap', count: 10000 } });
add('tokenMap', 'repeat-10001', { ...minimal(), tokenMap: { a: token() } }, { repeat: { path: 'tokenMap', count: 10001 } });

// keywords: at most 20 unique strings of 1..20 ^[\w ]+$
const kw = (id, keywords) => list('keywords', id, (d) => (d.keywords = keywords));
const words = (n) => Array.from({ length: n }, (_, i) => 'kw' + i);
kw('empty', []);
kw('one', ['audited']);
kw('twenty', words(20));
kw('twenty-one', words(21));
kw('duplicate', ['a', 'a']);
kw('duplicate-apart', ['a', 'b', 'c', 'a']);
kw('duplicate-twice', ['a', 'b', 'a', 'b']);
kw('duplicate-case-differs', ['A', 'a']);
kw('duplicate-constructor', ['constructor', 'constructor']);
kw('duplicate-toString', ['toString', 'toString']);
kw('duplicate-proto', ['__proto__', '__proto__']);
kw('empty-string', ['']);
kw('twenty-chars', [rep('k', 20)]);
kw('twenty-one-chars', [rep('k', 21)]);
kw('spaces', ['special tokens', ' ']);
kw('hyphen', ['a-b']);
kw('e-acute', ['é']);
kw('number', [1]);
kw('numbers-repeated', [1, 1]);
kw('null', [null]);
kw('objects-repeated', [{}, {}]);
kw('twenty-one-with-duplicates', [...words(20), 'kw0']);
for (const [id, value] of [['string', 'audited'], ['object', {}], ['null', null]]) kw('type-' + id, value);

// tags: at most 20 tag definitions keyed by TagIdentifier
const tags = (id, value) => list('tags', id, (d) => (d.tags = value));
const def = (name = 'Name', description = 'Description') => ({ name, description });
tags('empty', {});
tags('twenty', Object.fromEntries(Array.from({ length: 20 }, (_, i) => ['t' + i, def()])));
tags('twenty-one', Object.fromEntries(Array.from({ length: 21 }, (_, i) => ['t' + i, def()])));
tags('key-empty', { '': def() });
tags('key-ten', { abcdefghij: def() });
tags('key-eleven', { abcdefghijk: def() });
tags('key-hyphen', { 'a-b': def() });
tags('key-e-acute', { 'é': def() });
tags('key-digits', { '1': def() });
tags('missing-name', { a: { description: 'x' } });
tags('missing-description', { a: { name: 'x' } });
tags('extra-key', { a: { ...def(), color: 'red' } });
tags('name-twenty', { a: def(rep('n', 20)) });
tags('name-twenty-one', { a: def(rep('n', 21)) });
tags('name-empty', { a: def('') });
tags('name-hyphen', { a: def('a-b') });
tags('name-spaces', { a: def('  ') });
tags('name-number', { a: def(5) });
tags('description-200', { a: def('n', rep('d', 200)) });
tags('description-201', { a: def('n', rep('d', 201)) });
tags('description-punctuation', { a: def('n', 'Fixed to an asset, e.g. the US dollar: 1.00') });
tags('description-exclamation', { a: def('n', 'Great!') });
tags('description-hyphen', { a: def('n', 'a-b') });
tags('description-empty', { a: def('n', '') });
tags('description-newline', { a: def('n', 'a\nb') });
tags('description-e-acute', { a: def('n', 'é') });
tags('definition-string', { a: 'x' });
tags('definition-null', { a: null });
for (const [id, value] of [['array', []], ['string', 'x'], ['null', null]]) tags('type-' + id, value);

// repeated keys: JSON.parse keeps the last value (in the first key's place)
const raw = (id, text) => add('duplicateKeys', id, text);
const head = '"name":"L","timestamp":"2020-06-12T00:00:00Z","version":{"major":1,"minor":0,"patch":0}';
const tok = (inner) => '{"chainId":1,"address":"' + USDC + '",' + inner + '}';
raw('decimals-bad-then-good', '{' + head + ',"tokens":[' + tok('"decimals":300,"name":"U","symbol":"U","decimals":18') + ']}');
raw('decimals-good-then-bad', '{' + head + ',"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U","decimals":300') + ']}');
raw('tokens-twice', '{' + head + ',"tokens":[],"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U"') + ']}');
raw('tokens-twice-bad-last', '{' + head + ',"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U"') + '],"tokens":[]}');
raw('version-key-twice', '{"name":"L","timestamp":"2020-06-12T00:00:00Z","version":{"major":-1,"minor":0,"patch":0,"major":1},"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U"') + ']}');
raw('extension-key-twice', '{' + head + ',"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U","extensions":{"a":[1],"a":1}') + ']}');
raw('extension-eleven-with-repeat', '{' + head + ',"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U","extensions":{' + Array.from({ length: 11 }, (_, i) => '"k' + (i % 10) + '":1').join(',') + '}') + ']}');
raw('tokenmap-key-twice', '{' + head + ',"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U"') + '],"tokenMap":{"a":' + tok('"decimals":300,"name":"U","symbol":"U"') + ',"a":' + tok('"decimals":1,"name":"U","symbol":"U"') + '}}');
raw('unknown-key-twice', '{' + head + ',"x":1,"x":2,"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U"') + ']}');
raw('name-twice', '{"name":"bad-name","name":"Good Name","timestamp":"2020-06-12T00:00:00Z","version":{"major":1,"minor":0,"patch":0},"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U"') + ']}');
raw('inside-skipped-value', '{' + head + ',"extra":{"a":1,"a":2},"tokens":[' + tok('"decimals":18,"name":"U","symbol":"U"') + ']}');

// profiles: EVM-only vs base58
list('profiles', 'solana-only', (d) => (d.tokens = [{ chainId: 101, address: 'So11111111111111111111111111111111111111112', symbol: 'SOL', name: 'Wrapped SOL', decimals: 9 }]));
list('profiles', 'mixed', (d) => d.tokens.push({ chainId: 101, address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', decimals: 6 }));
list('profiles', 'base58-in-token-map', (d) => (d.tokenMap = { '101_So11111111111111111111111111111111111111112': { chainId: 101, address: 'So11111111111111111111111111111111111111112', symbol: 'SOL', name: 'Wrapped SOL', decimals: 9 } }));

// ------------------------------------------------------------------ random mutations of a rich list

function mulberry32(seed) {
  return function () {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20240531);
const pick = (array) => array[Math.floor(random() * array.length)];
const POOL = [
  '', 'a', 'x y', rep('a', 20), rep('a', 21), rep('a', 42), rep('a', 43), rep('a', 61), 'a-b', 'a\tb', 'a\u00a0b', EMOJI, rep(EMOJI, 21),
  USDC, USDC.toLowerCase(), 'So11111111111111111111111111111111111111112', '0x12', 'https://x.org/a.png', 'hello', '2020-06-12T00:00:00Z', '2020-13-01T00:00:00Z',
  0, 1, -1, 1.5, 255, 256, 1e300, true, false, null, [], ['t1'], ['stablecoin'], {}, { a: 1 }, { a: { b: { c: 1 } } }, { a: { b: 1 } }, [1, 2], 'stablecoin',
];
function containers(node, pointer, out) {
  if (node && typeof node === 'object') {
    out.push([node, pointer]);
    for (const key of Object.keys(node)) containers(node[key], pointer + '/' + key, out);
  }
  return out;
}
for (let i = 0; i < 700; i++) {
  const doc = rich();
  const mutations = 1 + Math.floor(random() * 3);
  for (let m = 0; m < mutations; m++) {
    const [target] = pick(containers(doc, '', []));
    const keys = Object.keys(target);
    const roll = random();
    const value = JSON.parse(JSON.stringify(pick(POOL)));
    if (Array.isArray(target)) {
      if (roll < 0.2 && keys.length > 0) target.splice(Math.floor(random() * target.length), 1);
      else if (roll < 0.4) target.push(value);
      else if (keys.length > 0) target[Math.floor(random() * target.length)] = value;
    } else if (roll < 0.2 && keys.length > 0) {
      delete target[pick(keys)];
    } else if (roll < 0.35) {
      target[pick(['extra', 'foo', 'a-b', 'k' + Math.floor(random() * 30), 'logoURI', 'tags'])] = value;
    } else if (keys.length > 0) {
      target[pick(keys)] = value;
    }
  }
  add('random', String(i).padStart(3, '0'), doc);
}

// ------------------------------------------------------------------ verdicts

for (const c of cases) {
  for (const profile of ['head', 'spec']) {
    const data = expand(JSON.parse(c.doc), c.repeat);
    const validate = validators[profile];
    const valid = validate(data);
    c[profile] = { valid, errors: valid ? [] : [...new Set(validate.errors.map(mapError))] };
  }
}
const summary = {};
for (const c of cases) {
  summary[c.group] = summary[c.group] || { cases: 0, headValid: 0, specValid: 0 };
  summary[c.group].cases++;
  if (c.head.valid) summary[c.group].headValid++;
  if (c.spec.valid) summary[c.group].specValid++;
}
const out = {
  generator: 'benchmarks/peers/tokenlists/generate-ajv-corpus.js',
  ajv: `ajv ${ajvVersion} + ajv-formats ${formatsVersion}, new Ajv({allErrors: true}), addFormats(ajv); node ${process.version}`,
  count: cases.length,
  cases: cases.map((c) => {
    const o = { id: c.id, doc: c.doc };
    if (c.repeat) o.repeat = c.repeat;
    o.head = c.head;
    o.spec = c.spec;
    return o;
  }),
};
fs.writeFileSync(outFile, JSON.stringify(out, null, 0).replace(/\},\{"id"/g, '},\n{"id"') + '\n');
console.table(summary);
console.log(`${cases.length} cases written to ${outFile}`);

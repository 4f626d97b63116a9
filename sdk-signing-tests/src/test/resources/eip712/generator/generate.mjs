// Generates EIP-712 test cases for the SDK with independent oracles:
// ethers 6, ethers 5, viem and @metamask/eth-sig-util (V4).
//
//   npm ci && node generate.mjs OUT_DIR
//
// writes OUT_DIR/generated-vectors.json (valid cases) and OUT_DIR/generated-invalid.json
// (must-reject inputs). Everything is deterministic: a seeded generator makes the addresses and
// amounts, and RFC 6979 makes the signatures.
//
// Valid cases: every oracle computes encodedType / domainSeparator / structHash / digest and a
// signature; "crossCheckedWith" lists the oracles that agree with ethers 6 byte for byte. Where an
// oracle disagrees, "disagreements" records what it did; the SDK follows ethers 6, so a case whose
// ethers 6 result is missing aborts the run.
//
// Integers beyond 2^53 written as JSON numbers cannot pass through JavaScript: such values are
// marked raw(text, value), the oracles get the exact decimal string, and the output file carries
// the raw number token. Their expected digest is therefore the one of the decimal-string form,
// which is exactly what the SDK promises ("numbers in any form give the same digest").
//
// Invalid cases: every oracle is run and its outcome recorded. The SDK's expectation is a reject
// whose message starts with "expectedPath: ". Where ethers 6 accepts an input the SDK refuses,
// the case says why in "sdkPolicy"; the run aborts if such a case lacks that explanation.

import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { TypedDataEncoder, SigningKey, getAddress, keccak256, toUtf8Bytes, computeAddress } from 'ethers';
import ethers5 from 'ethers5';
import { hashTypedData, hashDomain, hashStruct } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TypedDataUtils, SignTypedDataVersion, signTypedData as mmSignTypedData } from '@metamask/eth-sig-util';

const outDir = process.argv[2] || '.';

// ------------------------------------------------------------------------------------------------
// Deterministic data

let seed = 0x5eed1234;
function rand32() {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0);
}
function randBytes(n) {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = rand32() & 0xff;
  return out;
}
const hex = (bytes) => '0x' + Buffer.from(bytes).toString('hex');
const randHex = (n) => hex(randBytes(n));
const randAddress = () => getAddress(randHex(20));
function randUint(bits) {
  let v = 0n;
  for (let i = 0; i < bits; i += 32) v = (v << 32n) | BigInt(rand32());
  return v & ((1n << BigInt(bits)) - 1n);
}
function randInt(bits) {
  const u = randUint(bits);
  const half = 1n << BigInt(bits - 1);
  return u >= half ? u - (1n << BigInt(bits)) : u;
}

const KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x0000000000000000000000000000000000000000000000000000000000000001',
  '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
  '0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140', // n - 1
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
];
let keyIndex = 0;
const nextKey = () => KEYS[keyIndex++ % KEYS.length];

const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
const PERMIT2_ZKSYNC = '0x0000000000225e31D15943971F47aD3022F714Fa';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const ROUTER = '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af';
const MAX_UINT256 = (1n << 256n) - 1n;

// ------------------------------------------------------------------------------------------------
// Raw JSON numbers

class Raw {
  constructor(text, value) {
    this.text = text; // the JSON token as written in the file
    this.value = value; // the exact value as a decimal string, for the oracles
  }
}
const raw = (text, value) => new Raw(text, value ?? BigInt(text).toString());

function forOracles(x) {
  if (x instanceof Raw) return x.value;
  if (Array.isArray(x)) return x.map(forOracles);
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, forOracles(v)]));
  return x;
}
function hasRaw(x) {
  if (x instanceof Raw) return true;
  if (Array.isArray(x)) return x.some(hasRaw);
  if (x && typeof x === 'object') return Object.values(x).some(hasRaw);
  return false;
}
function stringify(value) {
  const raws = [];
  const text = JSON.stringify(value, (key, v) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `__RAW_${raws.length - 1}__`;
    }
    return v;
  }, 1);
  return text.replace(/"__RAW_(\d+)__"/g, (_, i) => raws[Number(i)]);
}

// ------------------------------------------------------------------------------------------------
// Typed data helpers

const CANONICAL = [['name', 'string'], ['version', 'string'], ['chainId', 'uint256'], ['verifyingContract', 'address'], ['salt', 'bytes32']];
function domainType(domain) {
  return CANONICAL.filter(([n]) => domain[n] !== undefined && domain[n] !== null).map(([name, type]) => ({ name, type }));
}
const f = (name, type) => ({ name, type });
function v4(types, primaryType, domain, message, eip712Domain) {
  return { types: { EIP712Domain: eip712Domain ?? domainType(domain), ...types }, primaryType, domain, message };
}
const permit2Domain = (chainId, verifyingContract = PERMIT2) => ({ name: 'Permit2', chainId, verifyingContract });
const withoutDomainType = (types) => { const t = { ...types }; delete t.EIP712Domain; return t; };

// ------------------------------------------------------------------------------------------------
// Oracles

const errorText = (e) => String(e?.shortMessage ?? e?.message ?? e).split('\n')[0].slice(0, 200);

function ethers6(td) {
  const types = withoutDomainType(td.types);
  const encoder = TypedDataEncoder.from(types);
  return {
    primaryType: encoder.primaryType,
    encodedType: encoder.encodeType(encoder.primaryType),
    domainSeparator: TypedDataEncoder.hashDomain(td.domain),
    structHash: encoder.hashStruct(encoder.primaryType, td.message),
    digest: TypedDataEncoder.hash(td.domain, types, td.message),
  };
}
function ethers5Oracle(td) {
  const E = ethers5.utils._TypedDataEncoder;
  const types = withoutDomainType(td.types);
  const encoder = E.from(types);
  return {
    primaryType: encoder.primaryType,
    encodedType: encoder.encodeType(encoder.primaryType),
    domainSeparator: E.hashDomain(td.domain),
    structHash: encoder.hashStruct(encoder.primaryType, td.message),
    digest: E.hash(td.domain, types, td.message),
  };
}
function viemOracle(td) {
  return {
    domainSeparator: hashDomain({ domain: td.domain, types: td.types }),
    structHash: hashStruct({ data: td.message, primaryType: td.primaryType, types: td.types }),
    digest: hashTypedData(td),
  };
}
function ethSigUtil(td) {
  const V4 = SignTypedDataVersion.V4;
  return {
    encodedType: TypedDataUtils.encodeType(td.primaryType, td.types),
    domainSeparator: hex(TypedDataUtils.hashStruct('EIP712Domain', td.domain, td.types, V4)),
    structHash: hex(TypedDataUtils.hashStruct(td.primaryType, td.message, td.types, V4)),
    digest: hex(TypedDataUtils.eip712Hash(td, V4)),
  };
}
const ORACLES = { ethers6, ethers5: ethers5Oracle, viem: viemOracle, 'eth-sig-util': ethSigUtil };

async function signatures(td, privateKey) {
  const out = {};
  try {
    const digest = TypedDataEncoder.hash(td.domain, withoutDomainType(td.types), td.message);
    out.ethers6 = new SigningKey(privateKey).sign(digest).serialized;
  } catch (e) { out.ethers6 = { threw: true, error: errorText(e) }; }
  try {
    out.viem = await privateKeyToAccount(privateKey).signTypedData(td);
  } catch (e) { out.viem = { threw: true, error: errorText(e) }; }
  try {
    out['eth-sig-util'] = mmSignTypedData({ privateKey: Buffer.from(privateKey.slice(2), 'hex'), data: td, version: SignTypedDataVersion.V4 });
  } catch (e) { out['eth-sig-util'] = { threw: true, error: errorText(e) }; }
  return out;
}

function runAll(td) {
  const results = {};
  for (const [name, oracle] of Object.entries(ORACLES)) {
    try {
      results[name] = oracle(structuredClone(td));
    } catch (e) {
      results[name] = { threw: true, error: errorText(e) };
    }
  }
  return results;
}

// ------------------------------------------------------------------------------------------------
// Cases

const valid = [];
const invalid = [];

function addValid(name, category, tags, typedData, extra = {}) {
  valid.push({ name, category, tags, typedData, ...extra });
}
function addInvalid(name, reason, typedData, expectedPath, expectedMessage, extra = {}) {
  invalid.push({ name, reason, typedData, expectedPath, expectedMessage, ...extra });
}

// ---- Permit2 and UniswapX --------------------------------------------------------------------

const PermitDetails = [f('token', 'address'), f('amount', 'uint160'), f('expiration', 'uint48'), f('nonce', 'uint48')];
const PERMIT_SINGLE = { PermitSingle: [f('details', 'PermitDetails'), f('spender', 'address'), f('sigDeadline', 'uint256')], PermitDetails };
const PERMIT_BATCH = { PermitBatch: [f('details', 'PermitDetails[]'), f('spender', 'address'), f('sigDeadline', 'uint256')], PermitDetails };
const TokenPermissions = [f('token', 'address'), f('amount', 'uint256')];
const PERMIT_TRANSFER = { PermitTransferFrom: [f('permitted', 'TokenPermissions'), f('spender', 'address'), f('nonce', 'uint256'), f('deadline', 'uint256')], TokenPermissions };
const PERMIT_BATCH_TRANSFER = { PermitBatchTransferFrom: [f('permitted', 'TokenPermissions[]'), f('spender', 'address'), f('nonce', 'uint256'), f('deadline', 'uint256')], TokenPermissions };
const witnessTypes = (batch, witnessType, extraTypes) => ({
  [batch ? 'PermitBatchWitnessTransferFrom' : 'PermitWitnessTransferFrom']: [
    f('permitted', batch ? 'TokenPermissions[]' : 'TokenPermissions'), f('spender', 'address'), f('nonce', 'uint256'), f('deadline', 'uint256'), f('witness', witnessType)],
  TokenPermissions,
  ...extraTypes,
});
const OrderInfo = [f('reactor', 'address'), f('swapper', 'address'), f('nonce', 'uint256'), f('deadline', 'uint256'), f('additionalValidationContract', 'address'), f('additionalValidationData', 'bytes')];
const DutchOutput = [f('token', 'address'), f('startAmount', 'uint256'), f('endAmount', 'uint256'), f('recipient', 'address')];

const details = (over = {}) => ({ token: randAddress(), amount: randUint(160).toString(), expiration: String(1738281600 + (rand32() % 86400)), nonce: String(rand32() % 1000), ...over });
const permitted = () => ({ token: randAddress(), amount: randUint(96).toString() });
const orderInfo = (swapper) => ({ reactor: randAddress(), swapper, nonce: randUint(256).toString(), deadline: String(1735690000 + (rand32() % 1000)), additionalValidationContract: '0x0000000000000000000000000000000000000000', additionalValidationData: '0x' });

function permitCase(name, tags, types, primaryType, domain, message, notes) {
  const typedData = v4(types, primaryType, domain, message);
  addValid(name, 'permit2', [primaryType, ...tags], typedData, {
    notes,
    apiPermitData: { domain, types, values: message },
  });
}

for (const [chainId, verifying] of [[1, PERMIT2], [10, PERMIT2], [137, PERMIT2], [8453, PERMIT2], [42161, PERMIT2], [324, PERMIT2_ZKSYNC]]) {
  permitCase(`permit2/permit-single/chain-${chainId}`, [`chain-${chainId}`], PERMIT_SINGLE, 'PermitSingle', permit2Domain(chainId, verifying),
    { details: details(), spender: ROUTER, sigDeadline: String(1735691400 + chainId) },
    chainId === 324 ? 'zkSync Permit2 lives at a different address.' : undefined);
}
permitCase('permit2/permit-single/max-values', ['max-uint160', 'max-uint48'], PERMIT_SINGLE, 'PermitSingle', permit2Domain(1),
  { details: details({ amount: ((1n << 160n) - 1n).toString(), expiration: ((1n << 48n) - 1n).toString(), nonce: ((1n << 48n) - 1n).toString() }), spender: ROUTER, sigDeadline: MAX_UINT256.toString() });
permitCase('permit2/permit-single/lowercase-addresses', ['address-case'], PERMIT_SINGLE, 'PermitSingle', permit2Domain(1, PERMIT2.toLowerCase()),
  { details: details({ token: USDC.toLowerCase() }), spender: ROUTER.toLowerCase(), sigDeadline: '1735691400' });
for (const count of [1, 2, 5]) {
  permitCase(`permit2/permit-batch/${count}-tokens`, ['array-of-structs'], PERMIT_BATCH, 'PermitBatch', permit2Domain(1),
    { details: Array.from({ length: count }, () => details()), spender: ROUTER, sigDeadline: '1735691400' });
}
permitCase('permit2/permit-batch/empty', ['empty-array'], PERMIT_BATCH, 'PermitBatch', permit2Domain(8453),
  { details: [], spender: ROUTER, sigDeadline: '1735691400' });
permitCase('permit2/permit-transfer-from/basic', [], PERMIT_TRANSFER, 'PermitTransferFrom', permit2Domain(1),
  { permitted: permitted(), spender: randAddress(), nonce: randUint(256).toString(), deadline: '1735690200' });
permitCase('permit2/permit-transfer-from/arbitrum', ['chain-42161'], PERMIT_TRANSFER, 'PermitTransferFrom', permit2Domain(42161),
  { permitted: permitted(), spender: randAddress(), nonce: '0', deadline: '1735690200' });
for (const count of [1, 3]) {
  permitCase(`permit2/permit-batch-transfer-from/${count}-tokens`, ['array-of-structs'], PERMIT_BATCH_TRANSFER, 'PermitBatchTransferFrom', permit2Domain(1),
    { permitted: Array.from({ length: count }, permitted), spender: randAddress(), nonce: randUint(64).toString(), deadline: '1735690200' });
}
{
  const swapper = randAddress();
  const ExclusiveDutchOrder = [f('info', 'OrderInfo'), f('decayStartTime', 'uint256'), f('decayEndTime', 'uint256'), f('exclusiveFiller', 'address'), f('exclusivityOverrideBps', 'uint256'), f('inputToken', 'address'), f('inputStartAmount', 'uint256'), f('inputEndAmount', 'uint256'), f('outputs', 'DutchOutput[]')];
  permitCase('uniswapx/exclusive-dutch-order', ['witness', 'ExclusiveDutchOrder'], witnessTypes(false, 'ExclusiveDutchOrder', { ExclusiveDutchOrder, OrderInfo, DutchOutput }), 'PermitWitnessTransferFrom', permit2Domain(1),
    { permitted: { token: USDC, amount: '1000000000' }, spender: '0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4', nonce: randUint(256).toString(), deadline: '1735690000',
      witness: { info: { ...orderInfo(swapper), reactor: '0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4' }, decayStartTime: '1735689000', decayEndTime: '1735689600', exclusiveFiller: randAddress(), exclusivityOverrideBps: '100', inputToken: USDC, inputStartAmount: '1000000000', inputEndAmount: '1000000000',
        outputs: [{ token: WETH, startAmount: '300000000000000000', endAmount: '295000000000000000', recipient: swapper }, { token: WETH, startAmount: '300000000000000', endAmount: '295000000000000', recipient: randAddress() }] } });
  const V3DutchOrder = [f('info', 'OrderInfo'), f('cosigner', 'address'), f('startingBaseFee', 'uint256'), f('baseInput', 'V3DutchInput'), f('baseOutputs', 'V3DutchOutput[]')];
  const V3DutchInput = [f('token', 'address'), f('startAmount', 'uint256'), f('curve', 'NonlinearDutchDecay'), f('maxAmount', 'uint256'), f('adjustmentPerGweiBaseFee', 'uint256')];
  const V3DutchOutput = [f('token', 'address'), f('startAmount', 'uint256'), f('curve', 'NonlinearDutchDecay'), f('recipient', 'address'), f('minAmount', 'uint256'), f('adjustmentPerGweiBaseFee', 'uint256')];
  const NonlinearDutchDecay = [f('relativeBlocks', 'uint256'), f('relativeAmounts', 'int256[]')];
  permitCase('uniswapx/v3-dutch-order/arbitrum', ['witness', 'V3DutchOrder', 'negative-int', 'int256-array'], witnessTypes(false, 'V3DutchOrder', { V3DutchOrder, OrderInfo, V3DutchInput, V3DutchOutput, NonlinearDutchDecay }), 'PermitWitnessTransferFrom', permit2Domain(42161),
    { permitted: { token: WETH, amount: '1000000000000000000' }, spender: '0xB274d5F4b833b61B340b654d600A864fB604a87c', nonce: randUint(256).toString(), deadline: '1735690000',
      witness: { info: orderInfo(swapper), cosigner: randAddress(), startingBaseFee: '12000000',
        baseInput: { token: WETH, startAmount: '1000000000000000000', curve: { relativeBlocks: '0', relativeAmounts: [] }, maxAmount: '1000000000000000000', adjustmentPerGweiBaseFee: '0' },
        baseOutputs: [{ token: USDC, startAmount: '3000000000', curve: { relativeBlocks: '4295032833', relativeAmounts: ['-1000000', '-2500000', '1', (-(1n << 255n)).toString()] }, recipient: swapper, minAmount: '2990000000', adjustmentPerGweiBaseFee: '5' }] } });
  const PriorityOrder = [f('info', 'OrderInfo'), f('cosigner', 'address'), f('auctionStartBlock', 'uint256'), f('baselinePriorityFeeWei', 'uint256'), f('input', 'PriorityInput'), f('outputs', 'PriorityOutput[]')];
  const PriorityInput = [f('token', 'address'), f('amount', 'uint256'), f('mpsPerPriorityFeeWei', 'uint256')];
  const PriorityOutput = [f('token', 'address'), f('amount', 'uint256'), f('mpsPerPriorityFeeWei', 'uint256'), f('recipient', 'address')];
  permitCase('uniswapx/priority-order/unichain', ['witness', 'PriorityOrder'], witnessTypes(false, 'PriorityOrder', { PriorityOrder, OrderInfo, PriorityInput, PriorityOutput }), 'PermitWitnessTransferFrom', permit2Domain(130),
    { permitted: { token: USDC, amount: '5000000' }, spender: randAddress(), nonce: randUint(256).toString(), deadline: '1735690000',
      witness: { info: { ...orderInfo(swapper), additionalValidationData: randHex(37) }, cosigner: randAddress(), auctionStartBlock: '23456789', baselinePriorityFeeWei: '1000', input: { token: USDC, amount: '5000000', mpsPerPriorityFeeWei: '0' },
        outputs: [{ token: WETH, amount: '1500000000000000', mpsPerPriorityFeeWei: '7', recipient: swapper }] } });
  const Witness = [f('value', 'uint256'), f('person', 'address'), f('test', 'bool')];
  permitCase('permit2/batch-witness-transfer-from/mock-witness', ['witness', 'array-of-structs'], witnessTypes(true, 'Witness', { Witness }), 'PermitBatchWitnessTransferFrom', permit2Domain(1),
    { permitted: [permitted(), permitted()], spender: randAddress(), nonce: '77', deadline: '1735690200', witness: { value: '42', person: randAddress(), test: false } });
  const LimitOrder = [f('info', 'OrderInfo'), f('inputToken', 'address'), f('inputAmount', 'uint256'), f('outputs', 'DutchOutput[]')];
  permitCase('uniswapx/limit-order', ['witness', 'LimitOrder'], witnessTypes(false, 'LimitOrder', { LimitOrder, OrderInfo, DutchOutput }), 'PermitWitnessTransferFrom', permit2Domain(1),
    { permitted: { token: USDC, amount: '250000000' }, spender: randAddress(), nonce: randUint(256).toString(), deadline: '1735690000',
      witness: { info: orderInfo(swapper), inputToken: USDC, inputAmount: '250000000', outputs: [{ token: WETH, startAmount: '100000000000000000', endAmount: '100000000000000000', recipient: swapper }] } });
}

// ---- Every integer width ----------------------------------------------------------------------

for (let bits = 8; bits <= 256; bits += 8) {
  const u = `uint${bits}`;
  const i = `int${bits}`;
  const types = { Ints: [f('umax', u), f('uzero', '' + u), f('urandom', u), f('imin', i), f('imax', i), f('ineg', i), f('ilist', `${i}[]`), f('upair', `${u}[2]`)] };
  const umax = (1n << BigInt(bits)) - 1n;
  const imin = -(1n << BigInt(bits - 1));
  const imax = (1n << BigInt(bits - 1)) - 1n;
  addValid(`integers/width-${bits}`, 'integers', [u, i, 'extremes'], v4(types, 'Ints', { name: 'Ints', version: String(bits), chainId: 1 }, {
    umax: umax.toString(), uzero: '0', urandom: randUint(bits).toString(), imin: imin.toString(), imax: imax.toString(), ineg: '-1',
    ilist: [imin.toString(), randInt(bits).toString(), '0', imax.toString()], upair: [randUint(bits).toString(), umax.toString()],
  }));
}

// ---- Every bytesN width ------------------------------------------------------------------------

for (let n = 1; n <= 32; n++) {
  const b = `bytes${n}`;
  const types = { Fixed: [f('value', b), f('list', `${b}[]`), f('pair', `${b}[2]`), f('zero', b)] };
  addValid(`bytes/width-${n}`, 'bytes', [b, `${b}-array`, n < 32 ? 'short-fixed-bytes-array' : 'bytes32'], v4(types, 'Fixed', { name: 'Bytes', chainId: 1, verifyingContract: randAddress() }, {
    value: randHex(n), list: [randHex(n), randHex(n), randHex(n)], pair: [randHex(n), '0x' + 'ff'.repeat(n)], zero: '0x' + '00'.repeat(n),
  }), { notes: n < 32 ? 'bytesN array elements are right-padded (web3j left-pads them).' : undefined });
}

// ---- Array shapes -------------------------------------------------------------------------------

const arrDomain = (name) => ({ name, version: '1', chainId: 1, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' });
function arrayCase(name, tags, fields, message, notes) {
  addValid(`arrays/${name}`, 'arrays', tags, v4({ Arrays: fields }, 'Arrays', arrDomain(name), message), { notes });
}
arrayCase('bool-dynamic', ['bool-array'], [f('flags', 'bool[]')], { flags: [true, false, true, true] }, 'web3j drops bool[] elements silently.');
arrayCase('bool-fixed', ['bool-array', 'fixed-array'], [f('flags', 'bool[3]')], { flags: [false, false, true] });
arrayCase('bool-2d', ['bool-array', 'multi-dimensional'], [f('grid', 'bool[][]')], { grid: [[true], [false, true], []] });
arrayCase('address-mixed-case', ['address-array', 'address-case'], [f('who', 'address[]')], { who: [randAddress(), randAddress().toLowerCase(), '0x0000000000000000000000000000000000000000'] });
arrayCase('string-array', ['string-array'], [f('words', 'string[]')], { words: ['', 'hello', 'héllo wörld', '日本語', '🦄 unicorn', 'x'.repeat(300)] });
arrayCase('bytes-array', ['bytes-array'], [f('blobs', 'bytes[]')], { blobs: ['0x', randHex(1), randHex(32), randHex(33), randHex(200)] });
arrayCase('empty-arrays', ['empty-array'], [f('a', 'uint256[]'), f('b', 'string[]'), f('c', 'bytes32[]'), f('d', 'uint8[][]')], { a: [], b: [], c: [], d: [] });
arrayCase('rectangular-2d', ['multi-dimensional'], [f('m', 'uint256[][]')], { m: [['1', '2', '3'], ['4', '5', '6']] }, 'web3j flattens nested arrays into one hash.');
arrayCase('jagged-2d', ['multi-dimensional', 'jagged'], [f('m', 'uint256[][]')], { m: [['1', '2', '3'], [], ['4']] });
arrayCase('fixed-of-fixed', ['multi-dimensional', 'fixed-array'], [f('m', 'uint8[2][3]')], { m: [['1', '2'], ['3', '4'], ['5', '6']] });
arrayCase('dynamic-of-fixed', ['multi-dimensional', 'array-of-fixed-arrays'], [f('pairs', 'address[2][]')], { pairs: [[randAddress(), randAddress()], [randAddress(), randAddress()]] }, 'address[2][] is a dynamic array of address[2].');
arrayCase('fixed-of-dynamic', ['multi-dimensional'], [f('rows', 'int16[][2]')], { rows: [['-1', '2', '-300'], []] });
arrayCase('three-dimensional', ['multi-dimensional', 'jagged'], [f('cube', 'int32[][2][]')], { cube: [[['1'], ['-2', '3']], [[], ['2147483647', '-2147483648', '0']]] });
arrayCase('bytes4-2d', ['multi-dimensional', 'short-fixed-bytes-array'], [f('sel', 'bytes4[][]')], { sel: [[randHex(4), randHex(4)], [randHex(4)]] });
arrayCase('string-2d', ['multi-dimensional', 'string-array'], [f('t', 'string[][]')], { t: [['a', 'b'], [], ['ccc']] });
arrayCase('bytes-fixed', ['bytes-array', 'fixed-array'], [f('b', 'bytes[2]')], { b: ['0x', randHex(5)] });
arrayCase('bytes1-array', ['short-fixed-bytes-array'], [f('b', 'bytes1[]')], { b: ['0x00', '0x01', '0xff'] });
arrayCase('bytes31-fixed', ['short-fixed-bytes-array', 'fixed-array'], [f('b', 'bytes31[1]')], { b: [randHex(31)] });
arrayCase('zero-length-fixed', ['fixed-array', 'empty-array'], [f('none', 'uint256[0]'), f('nested', 'bool[0][]')], { none: [], nested: [[], []] }, 'A fixed array of length 0 holds [] and hashes as keccak256 of nothing.');
arrayCase('uint8-long', ['long-array'], [f('v', 'uint8[]')], { v: Array.from({ length: 70 }, (_, k) => String(k * 3 % 256)) });
{
  const Point = [f('x', 'int256'), f('y', 'int256')];
  const Shape = [f('name', 'string'), f('points', 'Point[]'), f('box', 'Point[2]'), f('layers', 'Point[][]'), f('tags', 'bytes8[]')];
  addValid('arrays/structs-nested', 'arrays', ['array-of-structs', 'multi-dimensional', 'nested-struct'], v4({ Shape, Point }, 'Shape', arrDomain('structs'), {
    name: 'poly', points: [{ x: '1', y: '-1' }, { x: '-57896044618658097711785492504343953926634992332820282019728792003956564819968', y: '0' }],
    box: [{ x: '0', y: '0' }, { x: '10', y: '10' }], layers: [[{ x: '1', y: '2' }], [], [{ x: '3', y: '4' }, { x: '5', y: '6' }]], tags: [randHex(8)],
  }));
  const Group = [f('name', 'string'), f('members', 'Member[2]'), f('subgroups', 'Group2[]')];
  const Member = [f('wallet', 'address'), f('roles', 'string[]'), f('active', 'bool')];
  const Group2 = [f('id', 'uint32'), f('members', 'Member[]')];
  addValid('arrays/structs-with-arrays', 'arrays', ['array-of-structs', 'fixed-array', 'nested-struct'], v4({ Group, Member, Group2 }, 'Group', arrDomain('groups'), {
    name: 'core', members: [{ wallet: randAddress(), roles: ['admin', 'dev'], active: true }, { wallet: randAddress(), roles: [], active: false }],
    subgroups: [{ id: '7', members: [] }, { id: '4294967295', members: [{ wallet: randAddress(), roles: ['x'], active: true }] }],
  }));
  addValid('arrays/empty-struct-array', 'arrays', ['array-of-structs', 'empty-array'], v4({ Holder: [f('items', 'Item[]')], Item: [f('v', 'uint256')] }, 'Holder', arrDomain('empty'), { items: [] }));
}

// ---- Structs and dependency order ----------------------------------------------------------------

{
  const d = { name: 'Structs', chainId: 5 };
  addValid('structs/deep-chain', 'structs', ['nested-struct'], v4({ A: [f('b', 'B'), f('tag', 'string')], B: [f('c', 'C')], C: [f('d', 'D'), f('n', 'uint8')], D: [f('leaf', 'bytes32')] }, 'A', d,
    { b: { c: { d: { leaf: randHex(32) }, n: '9' } }, tag: 'deep' }));
  addValid('structs/sort-order-case', 'structs', ['dependency-order'], v4({ Root: [f('z', 'zeta'), f('a', 'Alpha'), f('b', 'beta'), f('u', '_Under'), f('d', 'Delta9')], zeta: [f('v', 'uint8')], Alpha: [f('v', 'uint8')], beta: [f('v', 'uint8')], _Under: [f('v', 'uint8')], Delta9: [f('v', 'uint8')] }, 'Root', d,
    { z: { v: '1' }, a: { v: '2' }, b: { v: '3' }, u: { v: '4' }, d: { v: '5' } }), { notes: 'Dependencies sort by UTF-16 code unit: A-Z < _ < a-z.' });
  addValid('structs/dollar-in-type-name', 'structs', ['dependency-order'], v4({ Root: [f('d', 'Delta$'), f('a', 'Alpha')], Alpha: [f('v', 'uint8')], Delta$: [f('v', 'uint8')] }, 'Root', d,
    { d: { v: '5' }, a: { v: '2' } }), { notes: '$ is legal in a Solidity identifier and sorts before letters. eth-sig-util finds dependencies with \\w+ and leaves Delta$ out of encodeType; the SDK follows ethers.' });
  addValid('structs/diamond', 'structs', ['dependency-order'], v4({ Top: [f('left', 'Left'), f('right', 'Right')], Left: [f('shared', 'Shared')], Right: [f('shared', 'Shared'), f('more', 'Shared[]')], Shared: [f('x', 'uint256')] }, 'Top', d,
    { left: { shared: { x: '1' } }, right: { shared: { x: '2' }, more: [{ x: '3' }] } }), { notes: 'A type reached twice appears once in encodeType.' });
  addValid('structs/transitive-only-through-array', 'structs', ['dependency-order', 'array-of-structs'], v4({ Outer: [f('mid', 'Mid[]')], Mid: [f('inner', 'Inner[2]')], Inner: [f('ok', 'bool')] }, 'Outer', d,
    { mid: [{ inner: [{ ok: true }, { ok: false }] }] }));
  addValid('structs/unusual-member-names', 'structs', ['member-names'], v4({ Odd: [f('$dollar', 'uint8'), f('größe', 'string'), f('kebab-case', 'bool'), f('1st', 'address')] }, 'Odd', d,
    { '$dollar': '1', 'größe': 'groß', 'kebab-case': true, '1st': '0x0000000000000000000000000000000000000001' }), { notes: 'Member names are not parsed by any oracle; only characters that structure a type string are refused.' });
  addValid('structs/zero-member-struct', 'structs', ['empty-struct'], v4({ Wrapper: [f('empty', 'Empty'), f('n', 'uint256')], Empty: [] }, 'Wrapper', d, { empty: {}, n: '1' }));
  addValid('structs/extra-message-keys-ignored', 'structs', ['extra-keys'], v4({ Msg: [f('a', 'uint256')] }, 'Msg', d, { a: '1', notInTheType: 'ignored by every implementation' }),
    { notes: 'Members the type does not declare are not hashed.' });
  addValid('structs/mail-spec-arrays', 'structs', ['spec', 'array-of-structs'], v4({
    Mail: [f('from', 'Person'), f('to', 'Person[]'), f('contents', 'string'), f('attachments', 'bytes[]')], Person: [f('name', 'string'), f('wallets', 'address[]')] }, 'Mail', { name: 'Ether Mail', version: '1', chainId: 1, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
    { from: { name: 'Cow', wallets: ['0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826', '0xDeaDbeefdEAdbeefdEadbEEFdeadbeEFdEaDbeeF'] }, to: [{ name: 'Bob', wallets: ['0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB'] }], contents: 'Hello, Bob!', attachments: ['0x', '0x1234'] }));
}

// ---- Scalars ---------------------------------------------------------------------------------------

{
  const d = { name: 'Scalars', version: '2', chainId: 10 };
  addValid('scalars/strings', 'scalars', ['string', 'unicode'], v4({ S: [f('empty', 'string'), f('ascii', 'string'), f('unicode', 'string'), f('emoji', 'string'), f('escapes', 'string'), f('long', 'string')] }, 'S', d,
    { empty: '', ascii: 'hello', unicode: 'Grüße, 世界', emoji: '👩‍👩‍👧 🦄', escapes: 'quote " backslash \\ tab \t newline \n nul \u0000', long: 'lorem ipsum '.repeat(40) }));
  addValid('scalars/bytes', 'scalars', ['bytes'], v4({ B: [f('empty', 'bytes'), f('one', 'bytes'), f('word', 'bytes'), f('long', 'bytes'), f('upper', 'bytes')] }, 'B', d,
    { empty: '0x', one: '0xab', word: randHex(32), long: randHex(300), upper: '0xDEADBEEF' }));
  addValid('scalars/bools', 'scalars', ['bool'], v4({ T: [f('yes', 'bool'), f('no', 'bool')] }, 'T', d, { yes: true, no: false }));
  addValid('scalars/addresses-all-case-forms', 'scalars', ['address-case'], v4({ A: [f('checksummed', 'address'), f('lower', 'address'), f('zero', 'address'), f('upperDigitsOnly', 'address')] }, 'A', d,
    { checksummed: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', lower: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045', zero: '0x0000000000000000000000000000000000000000', upperDigitsOnly: '0x1111111111111111111111111111111111111111' }));
  addValid('scalars/address-all-upper-case', 'scalars', ['address-case'], v4({ A: [f('upper', 'address')] }, 'A', d, { upper: '0xD8DA6BF26964AF9D7EED9E03E53415D37AA96045' }),
    { notes: 'All-upper-case hex carries no checksum; ethers and eth-sig-util accept it, viem rejects it. The SDK follows ethers.' });
  addValid('scalars/bytes32-upper-hex-prefix', 'scalars', ['bytes32', 'hex-case'], v4({ H: [f('h', 'bytes32'), f('b', 'bytes')] }, 'H', d, { h: '0X' + 'AB'.repeat(32), b: '0XCAFE' }),
    { notes: '0X (capital) prefix and upper-case digits for bytes.' });
}

// ---- Domain shapes: every subset of the five fields ---------------------------------------------

{
  const names = ['name', 'version', 'chainId', 'verifyingContract', 'salt'];
  const values = { name: 'Domain Shapes', version: '3.1', chainId: 137, verifyingContract: randAddress(), salt: randHex(32) };
  for (let mask = 0; mask < 32; mask++) {
    const domain = {};
    names.forEach((n, k) => { if (mask & (1 << k)) domain[n] = values[n]; });
    const label = mask === 0 ? 'empty' : names.filter((n, k) => mask & (1 << k)).join('+');
    addValid(`domain/${label}`, 'domain', ['domain-shape', ...Object.keys(domain).map((k) => `domain-${k}`)], v4({ Ping: [f('seq', 'uint64'), f('note', 'string')] }, 'Ping', domain, { seq: String(mask), note: label }));
  }
  addValid('domain/chain-id-decimal-string', 'domain', ['numeric-input', 'domain-chainId'], v4({ Ping: [f('seq', 'uint64')] }, 'Ping', { name: 'N', chainId: '8453' }, { seq: '1' }));
  addValid('domain/chain-id-hex-string', 'domain', ['numeric-input', 'hex-string', 'domain-chainId'], v4({ Ping: [f('seq', 'uint64')] }, 'Ping', { name: 'N', chainId: '0x2105' }, { seq: '1' }),
    { notes: 'Some aggregators send chainId as 0x hex; same separator as 8453.' });
  addValid('domain/chain-id-large', 'domain', ['domain-chainId'], v4({ Ping: [f('seq', 'uint64')] }, 'Ping', { name: 'N', chainId: '4503599627370497' }, { seq: '1' }), { notes: 'chainId above 2^52.' });
  addValid('domain/unicode-name', 'domain', ['unicode'], v4({ Ping: [f('seq', 'uint64')] }, 'Ping', { name: 'Ünïcødé ✓', version: '', chainId: 1 }, { seq: '1' }), { notes: 'Empty version string is still a present field.' });
  addValid('domain/lowercase-verifying-contract', 'domain', ['address-case'], v4({ Ping: [f('seq', 'uint64')] }, 'Ping', { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2.toLowerCase() }, { seq: '1' }));
  const d = { name: 'Order', version: '1', chainId: 1, verifyingContract: ROUTER };
  addValid('domain/eip712domain-listed-out-of-order', 'domain', ['domain-order'], v4({ Ping: [f('seq', 'uint64')] }, 'Ping', d, { seq: '1' },
    [f('chainId', 'uint256'), f('verifyingContract', 'address'), f('name', 'string'), f('version', 'string')]),
    { notes: 'types.EIP712Domain lists the fields out of canonical order. ethers hashes the canonical order, eth-sig-util and viem the listed one; the SDK follows ethers.' });
}

// ---- Numeric input forms: all give the same digest --------------------------------------------------

{
  const base = { details: { token: USDC, amount: '1461501637330902918203684832716283019655932542975', expiration: '281474976710655', nonce: '5' }, spender: ROUTER, sigDeadline: '115792089237316195423570985008687907853269984665640564039457584007913129639935' };
  const forms = {
    'decimal-strings': base,
    'json-numbers': { details: { token: USDC, amount: raw('1461501637330902918203684832716283019655932542975'), expiration: raw('281474976710655'), nonce: raw('5') }, spender: ROUTER, sigDeadline: raw('115792089237316195423570985008687907853269984665640564039457584007913129639935') },
    'hex-strings': { details: { token: USDC, amount: '0xffffffffffffffffffffffffffffffffffffffff', expiration: '0xffffffffffff', nonce: '0x5' }, spender: ROUTER, sigDeadline: '0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' },
    'hex-upper-case': { details: { token: USDC, amount: '0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF', expiration: '0XFFFFFFFFFFFF', nonce: '0x05' }, spender: ROUTER, sigDeadline: '0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF' },
    'leading-zeros': { details: { token: USDC, amount: '01461501637330902918203684832716283019655932542975', expiration: '000281474976710655', nonce: '0005' }, spender: ROUTER, sigDeadline: '0x00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' },
    'mixed-forms': { details: { token: USDC, amount: raw('1461501637330902918203684832716283019655932542975'), expiration: '0xffffffffffff', nonce: 5 }, spender: ROUTER, sigDeadline: MAX_UINT256.toString() },
    'json-exponent': { details: { token: USDC, amount: raw('1.461501637330902918203684832716283019655932542975e48', '1461501637330902918203684832716283019655932542975'), expiration: raw('2.81474976710655E14', '281474976710655'), nonce: raw('5.0', '5') }, spender: ROUTER, sigDeadline: MAX_UINT256.toString() },
  };
  for (const [form, message] of Object.entries(forms)) {
    addValid(`numeric-input/${form}`, 'numeric-input', ['PermitSingle', 'numeric-input', form], v4(PERMIT_SINGLE, 'PermitSingle', permit2Domain(1), message),
      { notes: 'Same value in another notation; the digest equals numeric-input/decimal-strings.' + (hasRaw(message) ? ' JSON numbers are exact in the file; JavaScript oracles were given the same values as decimal strings.' : '') });
  }
  const ints = { Signed: [f('a', 'int8'), f('b', 'int64'), f('c', 'int256'), f('d', 'int128[]')] };
  const signed = {
    'signed-decimal-strings': { a: '-128', b: '-9223372036854775808', c: '-1', d: ['-170141183460469231731687303715884105728', '170141183460469231731687303715884105727'] },
    'signed-json-numbers': { a: raw('-128'), b: raw('-9223372036854775808'), c: raw('-1'), d: [raw('-170141183460469231731687303715884105728'), raw('170141183460469231731687303715884105727')] },
    'signed-negative-hex': { a: '-0x80', b: '-0x8000000000000000', c: '-0x1', d: ['-0x80000000000000000000000000000000', '0x7fffffffffffffffffffffffffffffff'] },
  };
  for (const [form, message] of Object.entries(signed)) {
    addValid(`numeric-input/${form}`, 'numeric-input', ['negative-int', 'numeric-input', form], v4(ints, 'Signed', { name: 'Signed', chainId: 1 }, message),
      { notes: 'Same values in another notation; all three signed-* cases share one digest.' + (form === 'signed-negative-hex' ? ' Negative hex (-0x80) is accepted by ethers; viem refuses it. The SDK follows ethers.' : '') });
  }
}

// ================================================================================================
// Must-reject inputs

const ps = (over = {}, detailsOver = {}) => ({ details: { token: USDC, amount: '1000000', expiration: '1738368000', nonce: '0', ...detailsOver }, spender: ROUTER, sigDeadline: '1735691400', ...over });
const psTd = (message, domain = permit2Domain(1), types = PERMIT_SINGLE) => v4(types, 'PermitSingle', domain, message);
const one = (type, value, name = 'v') => v4({ One: [f(name, type)] }, 'One', { name: 'Reject', chainId: 1 }, { [name]: value });
const STRICTER_BOOL = 'ethers treats bool as JavaScript truthiness (the string "false" signs as true); the SDK accepts only JSON true/false, as viem does.';

// integers
addInvalid('uint160-overflow', 'amount = 2^160 does not fit uint160', psTd(ps({}, { amount: (1n << 160n).toString() })), 'message.details.amount', 'message.details.amount: 2^160 does not fit uint160');
addInvalid('uint48-overflow-expiration', 'expiration = 2^48', psTd(ps({}, { expiration: (1n << 48n).toString() })), 'message.details.expiration', 'does not fit uint48');
addInvalid('uint256-overflow', '2^256 does not fit uint256', psTd(ps({ sigDeadline: (1n << 256n).toString() })), 'message.sigDeadline', 'does not fit uint256');
addInvalid('uint256-overflow-hex', '0x1 followed by 64 zeros', psTd(ps({ sigDeadline: '0x1' + '0'.repeat(64) })), 'message.sigDeadline', 'does not fit uint256');
addInvalid('uint8-overflow', 'uint8 = 256', one('uint8', '256'), 'message.v', 'does not fit uint8');
addInvalid('uint-negative-string', 'uint256 = "-1"', psTd(ps({ sigDeadline: '-1' })), 'message.sigDeadline', '-1 does not fit uint256');
addInvalid('uint-negative-number', 'uint48 = -1 (JSON number)', psTd(ps({}, { nonce: -1 })), 'message.details.nonce', '-1 does not fit uint48');
addInvalid('uint-negative-in-array', 'uint8[] element = -1', one('uint8[]', ['1', '-1']), 'message.v[1]', 'does not fit uint8');
addInvalid('uint-overflow-in-array', 'uint16[2] element = 65536', one('uint16[2]', ['0', '65536']), 'message.v[1]', 'does not fit uint16');
addInvalid('int8-overflow', 'int8 = 128', one('int8', '128'), 'message.v', '128 does not fit int8');
addInvalid('int8-underflow', 'int8 = -129', one('int8', '-129'), 'message.v', '-129 does not fit int8');
addInvalid('int256-overflow', 'int256 = 2^255', one('int256', (1n << 255n).toString()), 'message.v', '2^255 does not fit int256');
addInvalid('int256-underflow', 'int256 = -2^255 - 1', one('int256', (-(1n << 255n) - 1n).toString()), 'message.v', 'does not fit int256');
addInvalid('int-in-nested-array-overflow', 'int32[][] element out of range', one('int32[][]', [['1'], ['2', '2147483648']]), 'message.v[1][1]', 'does not fit int32');
addInvalid('integer-fraction-string', 'uint256 = "1.5"', psTd(ps({ sigDeadline: '1.5' })), 'message.sigDeadline', 'expected an integer');
addInvalid('integer-fraction-number', 'uint256 = 1.5 (JSON number)', psTd(ps({ sigDeadline: raw('1.5', '1.5') })), 'message.sigDeadline', 'fraction', { notes: 'The oracles were given the string "1.5".' });
addInvalid('integer-empty-string', 'uint256 = ""', psTd(ps({ sigDeadline: '' })), 'message.sigDeadline', 'expected an integer');
addInvalid('integer-bare-hex-prefix', 'uint256 = "0x"', psTd(ps({ sigDeadline: '0x' })), 'message.sigDeadline', 'expected an integer');
addInvalid('integer-not-a-number', 'uint256 = "12abc"', psTd(ps({ sigDeadline: '12abc' })), 'message.sigDeadline', 'expected an integer');
addInvalid('integer-boolean', 'uint256 = true', psTd(ps({ sigDeadline: true })), 'message.sigDeadline', 'expected an integer');
addInvalid('integer-whitespace', 'uint48 = " 5"', psTd(ps({}, { nonce: ' 5' })), 'message.details.nonce', 'expected an integer',
  { sdkPolicy: 'JavaScript BigInt() trims white space, so ethers accepts " 5"; the SDK accepts digits only.' });
addInvalid('integer-exponent-string', 'uint256 = "1e3" (a string)', psTd(ps({ sigDeadline: '1e3' })), 'message.sigDeadline', 'expected an integer');
addInvalid('integer-plus-sign', 'uint48 = "+5"', psTd(ps({}, { nonce: '+5' })), 'message.details.nonce', 'expected an integer',
  { sdkPolicy: 'JavaScript BigInt() takes a plus sign, so every oracle accepts "+5"; the SDK accepts decimal digits with an optional minus, or 0x hex, and nothing else.' });

// addresses
addInvalid('address-bad-checksum', 'mixed-case address whose EIP-55 checksum is wrong', psTd(ps({ spender: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8aF' })), 'message.spender', 'bad EIP-55 checksum');
addInvalid('address-bad-checksum-nested', 'bad checksum in details.token', psTd(ps({}, { token: '0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' })), 'message.details.token', 'bad EIP-55 checksum');
addInvalid('address-bad-checksum-domain', 'bad checksum in domain.verifyingContract', psTd(ps(), permit2Domain(1, '0x000000000022d473030F116dDEE9F6B43aC78BA3')), 'domain.verifyingContract', 'bad EIP-55 checksum');
addInvalid('address-19-bytes', 'address of 19 bytes', psTd(ps({ spender: '0x66a9893cc07d91d95644aedd05d03f95e1dba8' })), 'message.spender', '19 bytes');
addInvalid('address-21-bytes', 'address of 21 bytes', psTd(ps({ spender: '0x66a9893cc07d91d95644aedd05d03f95e1dba8af00' })), 'message.spender', '21 bytes');
addInvalid('address-odd-digits', 'address of 39 hex digits', psTd(ps({ spender: '0x66a9893cc07d91d95644aedd05d03f95e1dba8a' })), 'message.spender', '39 hex digits');
addInvalid('address-no-prefix', 'address without 0x', psTd(ps({ spender: '66a9893cc07d91d95644aedd05d03f95e1dba8af' })), 'message.spender', 'expected an address',
  { sdkPolicy: 'ethers getAddress() adds a missing 0x; viem refuses it, and so does the SDK: a field that should hold an address must look like one.' });
addInvalid('address-non-hex', 'address with a non-hex digit', psTd(ps({ spender: '0x66a9893cc07d91d95644aedd05d03f95e1dba8ag' })), 'message.spender', 'expected an address');
addInvalid('address-number', 'address given as a JSON number', psTd(ps({ spender: 12345 })), 'message.spender', 'expected an address');
addInvalid('address-ens-name', 'ENS name in an address field', psTd(ps({ spender: 'vitalik.eth' })), 'message.spender', 'expected an address');
addInvalid('address-in-array-bad-checksum', 'address[] element with a bad checksum', one('address[]', [randAddress(), '0xD8dA6BF26964aF9D7eEd9e03E53415D37aA96045']), 'message.v[1]', 'bad EIP-55 checksum');

// bytes
addInvalid('bytes32-short', 'bytes32 given 31 bytes', one('bytes32', randHex(31)), 'message.v', 'expected 32 bytes for bytes32, got 31');
addInvalid('bytes32-long', 'bytes32 given 33 bytes', one('bytes32', randHex(33)), 'message.v', 'expected 32 bytes for bytes32, got 33');
addInvalid('bytes4-long', 'bytes4 given 5 bytes', one('bytes4', randHex(5)), 'message.v', 'expected 4 bytes for bytes4, got 5');
addInvalid('bytes1-empty', 'bytes1 given 0x', one('bytes1', '0x'), 'message.v', 'expected 1 byte for bytes1, got 0');
addInvalid('bytesN-in-array-wrong-length', 'bytes8[] element of 7 bytes', one('bytes8[]', [randHex(8), randHex(7)]), 'message.v[1]', 'expected 8 bytes for bytes8, got 7');
addInvalid('bytes-odd-digits', 'bytes given an odd number of hex digits', one('bytes', '0x123'), 'message.v', 'even number of digits');
addInvalid('bytes-not-hex', 'bytes given plain text', one('bytes', 'hello'), 'message.v', 'expected 0x-prefixed hex',
  { sdkPolicy: 'eth-sig-util hashes non-hex text as UTF-8; ethers and viem refuse it, and so does the SDK.' });
addInvalid('bytes-number', 'bytes given a JSON number', one('bytes', 255), 'message.v', 'expected 0x-prefixed hex');
addInvalid('salt-short', 'domain salt of 31 bytes', v4({ One: [f('v', 'bool')] }, 'One', { name: 'Reject', salt: randHex(31) }, { v: true }), 'domain.salt', 'expected 32 bytes for bytes32, got 31');

// missing, null and shape errors
addInvalid('missing-field', 'message lacks details.nonce', psTd((() => { const m = ps(); delete m.details.nonce; return m; })()), 'message.details.nonce', 'message.details.nonce: missing (expected uint48)');
addInvalid('missing-struct', 'message lacks details', psTd((() => { const m = ps(); delete m.details; return m; })()), 'message.details', 'message.details: missing (expected struct PermitDetails)');
addInvalid('missing-top-level-field', 'message lacks sigDeadline', psTd((() => { const m = ps(); delete m.sigDeadline; return m; })()), 'message.sigDeadline', 'missing (expected uint256)');
addInvalid('null-field', 'details.amount is null', psTd(ps({}, { amount: null })), 'message.details.amount', 'is null');
addInvalid('missing-field-in-array-element', 'second Person lacks wallet', v4({ Mail: [f('to', 'Person[]')], Person: [f('name', 'string'), f('wallet', 'address')] }, 'Mail', { name: 'Reject' },
  { to: [{ name: 'a', wallet: randAddress() }, { name: 'b' }] }), 'message.to[1].wallet', 'missing');
addInvalid('struct-given-string', 'details given as a string', psTd(ps({ details: 'none' })), 'message.details', 'expected an object for struct PermitDetails');
addInvalid('array-given-object', 'uint256[] given an object', one('uint256[]', { 0: '1' }), 'message.v', 'expected an array');
addInvalid('string-given-number', 'string given a JSON number', one('string', 42), 'message.v', 'expected a JSON string');
addInvalid('bool-given-string', 'bool given the string "false"', one('bool', 'false'), 'message.v', 'expected true or false', { sdkPolicy: STRICTER_BOOL });
addInvalid('bool-given-number', 'bool given 1', one('bool', 1), 'message.v', 'expected true or false', { sdkPolicy: STRICTER_BOOL });
addInvalid('string-lone-surrogate', 'string holding a lone UTF-16 surrogate', one('string', 'bad \ud800 text'), 'message.v', 'lone surrogate',
  { sdkPolicy: 'ethers refuses a lone surrogate; viem and eth-sig-util encode it as U+FFFD. The SDK follows ethers.' });
addInvalid('missing-message', 'no message at all', (() => { const t = psTd(ps()); delete t.message; return t; })(), 'message', 'missing');

// fixed array lengths
addInvalid('fixed-array-too-long', 'uint256[2] given 3 elements', one('uint256[2]', ['1', '2', '3']), 'message.v', 'expected 2 elements for uint256[2], got 3');
addInvalid('fixed-array-too-short', 'Point[3] given 2 elements', v4({ Shape: [f('corners', 'Point[3]')], Point: [f('x', 'int256'), f('y', 'int256')] }, 'Shape', { name: 'Reject' },
  { corners: [{ x: '0', y: '0' }, { x: '1', y: '1' }] }), 'message.corners', 'expected 3 elements for Point[3], got 2');
addInvalid('fixed-inner-array-length', 'address[2][] with a 3-element inner array', one('address[2][]', [[randAddress(), randAddress()], [randAddress(), randAddress(), randAddress()]]), 'message.v[1]', 'expected 2 elements for address[2], got 3');
addInvalid('fixed-outer-array-length', 'uint8[][2] given 1 row', one('uint8[][2]', [['1']]), 'message.v', 'expected 2 elements for uint8[][2], got 1');

// types
addInvalid('unknown-struct-type', 'member of an undefined struct type', v4({ Mail: [f('from', 'Persn')], Person: [f('name', 'string')] }, 'Mail', { name: 'Reject' }, { from: { name: 'x' } }), 'types.Mail.from', 'unknown type "Persn"');
addInvalid('unknown-type-uint7', 'uint7 is not a type', one('uint7', '1'), 'types.One.v', 'unknown type "uint7"');
addInvalid('unknown-type-uint264', 'uint264 is not a type', one('uint264', '1'), 'types.One.v', 'unknown type "uint264"');
addInvalid('unknown-type-int0', 'int0 is not a type', one('int0', '1'), 'types.One.v', 'unknown type "int0"');
addInvalid('unknown-type-bytes0', 'bytes0 is not a type', one('bytes0', '0x'), 'types.One.v', 'unknown type "bytes0"');
addInvalid('unknown-type-bytes33', 'bytes33 is not a type', one('bytes33', randHex(33)), 'types.One.v', 'unknown type "bytes33"');
addInvalid('unknown-type-leading-zero-width', 'uint08 is not a type', one('uint08', '1'), 'types.One.v', 'unknown type "uint08"');
addInvalid('uint-alias', 'uint without a width', one('uint', '1'), 'types.One.v', '"uint" is not an EIP-712 type',
  { sdkPolicy: 'EIP-712 has no uint/int aliases. ethers rewrites uint to uint256 in the type string, viem and eth-sig-util keep "uint": their digests differ, so the SDK refuses the type.' });
addInvalid('unknown-type-in-array', 'Item[] where Item is undefined', one('Item[]', []), 'types.One.v', 'unknown type "Item"');
addInvalid('circular-self-reference', 'a type that contains itself', v4({ Node: [f('next', 'Node[]')] }, 'Node', { name: 'Reject' }, { next: [] }), 'types.Node.next', 'circular type reference');
addInvalid('circular-two-types', 'A contains B contains A', v4({ Root: [f('a', 'A')], A: [f('b', 'B')], B: [f('a', 'A[]')] }, 'Root', { name: 'Reject' }, { a: { b: { a: [] } } }), 'types.', 'circular type reference');
addInvalid('duplicate-member', 'a type with two members named v', v4({ One: [f('v', 'uint8'), f('v', 'uint16')] }, 'One', { name: 'Reject' }, { v: '1' }), 'types.One.v', 'duplicate member name');
addInvalid('unused-type', 'a type nothing references besides the primary type', v4({ Mail: [f('x', 'uint8')], Extra: [f('y', 'uint8')] }, 'Mail', { name: 'Reject' }, { x: '1' }), 'types', 'ambiguous primary types or unused types');
addInvalid('primary-type-not-root', 'primaryType names a type another type references', v4({ Mail: [f('from', 'Person')], Person: [f('name', 'string')] }, 'Person', { name: 'Reject' }, { name: 'x' }), 'primaryType', 'referenced by another type',
  { sdkPolicy: 'ethers derives the primary type from the types (Mail) and hashes that; eth-sig-util and viem hash Person. The SDK refuses the contradiction.' });
addInvalid('primary-type-undefined', 'primaryType names no type', v4({ Mail: [f('x', 'uint8')] }, 'Nope', { name: 'Reject' }, { x: '1' }), 'primaryType', 'not defined',
  { sdkPolicy: 'ethers ignores primaryType and derives Mail; viem and eth-sig-util fail. The SDK refuses a primaryType that names no type.' });
addInvalid('bad-array-length-syntax', 'uint256[x]', one('uint256[x]', ['1']), 'types.One.v', 'bad array length');
addInvalid('leading-zero-array-length', 'uint256[02]', one('uint256[02]', ['1', '2']), 'types.One.v', 'bad array length',
  { sdkPolicy: 'Every oracle reads [02] as length 2 and hashes the type string with "[02]"; the SDK refuses a length that is not written canonically.' });
addInvalid('zero-length-fixed-array-given-elements', 'uint256[0] given one element', one('uint256[0]', ['1']), 'message.v', 'expected 0 elements for uint256[0], got 1');
addInvalid('member-name-with-space', 'a member name that would change the type string', v4({ One: [f('v uint256 w', 'uint8')] }, 'One', { name: 'Reject' }, { 'v uint256 w': '1' }), 'types.One[0]', 'bad member name',
  { sdkPolicy: 'White space, parentheses, brackets or commas in a member name change what the type string says; no oracle checks member names, the SDK refuses those characters.' });
addInvalid('type-name-not-identifier', 'a struct name with a dot', v4({ 'Mail.Box': [f('v', 'uint8')] }, 'Mail.Box', { name: 'Reject' }, { v: '1' }), 'types', 'bad type name',
  { sdkPolicy: 'Struct names are identifiers: eth-sig-util finds dependencies with \\w+ and would drop such a type from encodeType.' });

// domain
addInvalid('domain-unknown-field', 'domain with a field EIP-712 does not define', v4({ One: [f('v', 'bool')] }, 'One', { name: 'Reject', foo: 'bar' }, { v: true }, [f('name', 'string')]), 'domain.foo', 'unknown domain field');
addInvalid('domain-negative-chain-id', 'chainId = -1', v4({ One: [f('v', 'bool')] }, 'One', { name: 'Reject', chainId: -1 }, { v: true }), 'domain.chainId', 'does not fit uint256');
addInvalid('domain-chain-id-text', 'chainId = "mainnet"', v4({ One: [f('v', 'bool')] }, 'One', { name: 'Reject', chainId: 'mainnet' }, { v: true }), 'domain.chainId', 'expected an integer');
addInvalid('domain-name-number', 'name given as a number', v4({ One: [f('v', 'bool')] }, 'One', { name: 7, chainId: 1 }, { v: true }, [f('name', 'string'), f('chainId', 'uint256')]), 'domain.name', 'expected a JSON string');
addInvalid('domain-listed-but-missing', 'types.EIP712Domain lists version, the domain has none', v4({ One: [f('v', 'bool')] }, 'One', permit2Domain(1), { v: true },
  [f('name', 'string'), f('version', 'string'), f('chainId', 'uint256'), f('verifyingContract', 'address')]), 'domain.version', 'missing (types.EIP712Domain lists it)',
  { sdkPolicy: 'ethers ignores types.EIP712Domain and would sign without version; the input contradicts itself, so the SDK refuses it (web3j signs a wrong separator here).' });
addInvalid('domain-present-but-unlisted', 'the domain has salt, types.EIP712Domain does not list it', v4({ One: [f('v', 'bool')] }, 'One', { name: 'Reject', salt: randHex(32) }, { v: true }, [f('name', 'string')]), 'domain.salt', 'not listed in types.EIP712Domain',
  { sdkPolicy: 'ethers ignores types.EIP712Domain and hashes salt; viem and eth-sig-util leave it out. The SDK refuses the contradiction.' });
addInvalid('domain-wrong-type', 'types.EIP712Domain declares chainId as string', v4({ One: [f('v', 'bool')] }, 'One', { name: 'Reject', chainId: 1 }, { v: true }, [f('name', 'string'), f('chainId', 'string')]), 'types.EIP712Domain.chainId', 'expected type uint256',
  { sdkPolicy: 'ethers ignores types.EIP712Domain and hashes chainId as uint256; the others hash it as a string. The SDK refuses the contradiction.' });

// ================================================================================================
// Run the oracles

const agreeKeys = ['domainSeparator', 'structHash', 'digest'];
const outValid = [];
for (const c of valid) {
  const oracleInput = forOracles(c.typedData);
  const results = runAll(oracleInput);
  const reference = results.ethers6;
  if (reference.threw) {
    throw new Error(`ethers 6 rejects valid case ${c.name}: ${reference.error}`);
  }
  const privateKey = nextKey();
  const sigs = await signatures(oracleInput, privateKey);
  const sig = new SigningKey(privateKey).sign(reference.digest);
  const agreeing = [];
  const disagreements = {};
  for (const [name, r] of Object.entries(results)) {
    const same = !r.threw && agreeKeys.every((k) => r[k] === reference[k]) && (r.encodedType === undefined || r.encodedType === reference.encodedType);
    const sigSame = sigs[name] === undefined || sigs[name] === sig.serialized;
    if (same && sigSame) agreeing.push(name);
    else disagreements[name] = r.threw ? r : { ...Object.fromEntries(agreeKeys.filter((k) => r[k] !== reference[k]).map((k) => [k, r[k]])), ...(sigSame ? {} : { signature: sigs[name] }) };
  }
  if (!agreeing.includes('ethers5') && !Object.keys(disagreements).every((k) => k !== 'ethers5')) {
    // ethers 5 and 6 share their rules; a difference between them is worth a look but not fatal.
  }
  const entry = {
    name: c.name, category: c.category, tags: c.tags, ...(c.notes ? { notes: c.notes } : {}),
    typedData: c.typedData,
    ...(c.apiPermitData ? { apiPermitData: c.apiPermitData } : {}),
    encodedType: reference.encodedType,
    typeHash: keccak256(toUtf8Bytes(reference.encodedType)),
    domainSeparator: reference.domainSeparator,
    structHash: reference.structHash,
    digest: reference.digest,
    privateKey,
    signer: computeAddress(privateKey),
    signature: sig.serialized,
    r: sig.r, s: sig.s, v: sig.v, yParity: sig.yParity,
    compactSignature: sig.compactSerialized,
    crossCheckedWith: agreeing,
    ...(Object.keys(disagreements).length ? { disagreements } : {}),
  };
  outValid.push(entry);
}

// numeric-input cases must share their digests
const byName = Object.fromEntries(outValid.map((e) => [e.name, e]));
for (const n of ['json-numbers', 'hex-strings', 'hex-upper-case', 'leading-zeros', 'mixed-forms', 'json-exponent']) {
  if (byName[`numeric-input/${n}`].digest !== byName['numeric-input/decimal-strings'].digest) throw new Error(`numeric form ${n} differs`);
}
for (const n of ['signed-json-numbers', 'signed-negative-hex']) {
  if (byName[`numeric-input/${n}`].digest !== byName['numeric-input/signed-decimal-strings'].digest) throw new Error(`numeric form ${n} differs`);
}
if (byName['domain/chain-id-hex-string'].domainSeparator !== byName['domain/chain-id-decimal-string'].domainSeparator) throw new Error('hex chainId differs');

const outInvalid = [];
for (const c of invalid) {
  const results = runAll(forOracles(c.typedData));
  const summary = {};
  for (const [name, r] of Object.entries(results)) summary[name] = r.threw ? { threw: true, error: r.error } : { threw: false, digest: r.digest };
  if (!summary.ethers6.threw && !c.sdkPolicy) {
    throw new Error(`ethers 6 accepts must-reject case ${c.name} and the case gives no sdkPolicy`);
  }
  outInvalid.push({ name: c.name, reason: c.reason, typedData: c.typedData, expectedPath: c.expectedPath, expectedMessage: c.expectedMessage,
    ...(c.notes ? { notes: c.notes } : {}), ...(c.sdkPolicy ? { sdkPolicy: c.sdkPolicy } : {}), results: summary, expected: 'reject (throw) before signing' });
}

mkdirSync(outDir, { recursive: true });
const header = (what) => ({
  generatedBy: 'generator/generate.mjs',
  oracles: { ethers6: '6.17.0', ethers5: '5.8.0', viem: '2.57.20', 'eth-sig-util': '8.2.0' },
  what,
});
writeFileSync(join(outDir, 'generated-vectors.json'), stringify({ ...header('valid cases: expected hashes, signature and signer from ethers 6, cross-checked with the other oracles'), cases: outValid }) + '\n');
writeFileSync(join(outDir, 'generated-invalid.json'), stringify({ ...header('must-reject inputs: what each oracle does, and where the SDK expects the error'), cases: outInvalid }) + '\n');

const full = outValid.filter((e) => e.crossCheckedWith.length === 4).length;
console.log(`valid: ${outValid.length} (${full} agreed by all four oracles), invalid: ${outInvalid.length}`);
for (const e of outValid.filter((x) => x.disagreements)) console.log(`  ${e.name}: disagree ${Object.keys(e.disagreements).join(', ')}`);
for (const e of outInvalid) {
  const accepted = Object.entries(e.results).filter(([, r]) => !r.threw).map(([k]) => k);
  if (accepted.length) console.log(`  reject ${e.name}: accepted by ${accepted.join(', ')}`);
}

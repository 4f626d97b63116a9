// Generates the UniswapX order signing cases for the SDK (V2DutchOrder, V3DutchOrder, PriorityOrder)
// with three independent implementations:
//
//   1. the contracts' own type strings: PERMIT2_ORDER_TYPE of V2DutchOrderLib, V3DutchOrderLib and
//      PriorityOrderLib (Uniswap/UniswapX @ 52299e91), parsed here into EIP-712 types, hashed with
//      ethers 6 and viem;
//   2. @uniswap/uniswapx-sdk: Unsigned*Order.fromJSON(...).permitData() (ethers 5 underneath), which is
//      what the Trading API returns as a quote's permitData; its hash() is the order hash;
//   3. signatures from ethers 6 SigningKey and viem signTypedData, recovered by the uniswapx-sdk's
//      getSigner.
//
//   npm install && node generate-uniswapx.mjs OUT_DIR
//
// writes OUT_DIR/vectors.json and OUT_DIR/quote-dutch-v2.json, quote-dutch-v3.json,
// quote-priority.json (realistic /quote responses of each routing). Deterministic: seeded data,
// RFC 6979 signatures. Any disagreement between the implementations aborts the run.

import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { TypedDataEncoder, SigningKey, AbiCoder, getAddress, computeAddress } from 'ethers';
import { hashTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createRequire } from 'node:module';

// The uniswapx-sdk's ESM build has directory imports Node refuses; its CommonJS build is the same code.
const {
  UnsignedV2DutchOrder, CosignedV2DutchOrder, UnsignedV3DutchOrder, CosignedV3DutchOrder,
  UnsignedPriorityOrder, CosignedPriorityOrder, encodeRelativeBlocks,
} = createRequire(import.meta.url)('@uniswap/uniswapx-sdk');

const outDir = process.argv[2] || '.';

// ------------------------------------------------------------------------------------------------
// The contracts' witness type strings, verbatim (src/lib/*OrderLib.sol PERMIT2_ORDER_TYPE). Permit2
// hashes PERMIT_WITNESS_STUB + this string as the type of PermitWitnessTransferFrom.

const PERMIT_WITNESS_STUB = 'PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,';
const ORDER_INFO_TYPE = 'OrderInfo(address reactor,address swapper,uint256 nonce,uint256 deadline,address additionalValidationContract,bytes additionalValidationData)';
const TOKEN_PERMISSIONS_TYPE = 'TokenPermissions(address token,uint256 amount)';
const DUTCH_OUTPUT_TYPE = 'DutchOutput(address token,uint256 startAmount,uint256 endAmount,address recipient)';
const V2_DUTCH_ORDER_TYPE = 'V2DutchOrder(OrderInfo info,address cosigner,address baseInputToken,uint256 baseInputStartAmount,uint256 baseInputEndAmount,DutchOutput[] baseOutputs)';
const NON_LINEAR_DECAY_TYPE = 'NonlinearDutchDecay(uint256 relativeBlocks,int256[] relativeAmounts)';
const V3_DUTCH_ORDER_TYPE = 'V3DutchOrder(OrderInfo info,address cosigner,uint256 startingBaseFee,V3DutchInput baseInput,V3DutchOutput[] baseOutputs)';
const V3_DUTCH_INPUT_TYPE = 'V3DutchInput(address token,uint256 startAmount,NonlinearDutchDecay curve,uint256 maxAmount,uint256 adjustmentPerGweiBaseFee)';
const V3_DUTCH_OUTPUT_TYPE = 'V3DutchOutput(address token,uint256 startAmount,NonlinearDutchDecay curve,address recipient,uint256 minAmount,uint256 adjustmentPerGweiBaseFee)';
const PRIORITY_INPUT_TYPE = 'PriorityInput(address token,uint256 amount,uint256 mpsPerPriorityFeeWei)';
const PRIORITY_OUTPUT_TYPE = 'PriorityOutput(address token,uint256 amount,uint256 mpsPerPriorityFeeWei,address recipient)';
const PRIORITY_ORDER_TYPE = 'PriorityOrder(OrderInfo info,address cosigner,uint256 auctionStartBlock,uint256 baselinePriorityFeeWei,PriorityInput input,PriorityOutput[] outputs)';

const PERMIT2_ORDER_TYPE = {
  V2DutchOrder: 'V2DutchOrder witness)' + DUTCH_OUTPUT_TYPE + ORDER_INFO_TYPE + TOKEN_PERMISSIONS_TYPE + V2_DUTCH_ORDER_TYPE,
  V3DutchOrder: 'V3DutchOrder witness)' + NON_LINEAR_DECAY_TYPE + ORDER_INFO_TYPE + TOKEN_PERMISSIONS_TYPE + V3_DUTCH_INPUT_TYPE + V3_DUTCH_ORDER_TYPE + V3_DUTCH_OUTPUT_TYPE,
  PriorityOrder: 'PriorityOrder witness)' + ORDER_INFO_TYPE + PRIORITY_INPUT_TYPE + PRIORITY_ORDER_TYPE + PRIORITY_OUTPUT_TYPE + TOKEN_PERMISSIONS_TYPE,
};

/** "A(uint256 x,B y)B(...)" -> { A: [{name, type}], B: [...] } */
function parseTypeString(text) {
  const types = {};
  for (const match of text.matchAll(/([A-Za-z0-9_]+)\(([^)]*)\)/g)) {
    types[match[1]] = match[2] === '' ? [] : match[2].split(',').map((member) => {
      const [type, name] = member.split(' ');
      return { name, type };
    });
  }
  return types;
}
function contractTypes(orderType) {
  return parseTypeString(PERMIT_WITNESS_STUB + PERMIT2_ORDER_TYPE[orderType]);
}

// ------------------------------------------------------------------------------------------------
// Deterministic data

let seed = 0x0ddba11;
function rand32() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0);
}
const randHex = (n) => '0x' + Array.from({ length: n }, () => (rand32() & 0xff).toString(16).padStart(2, '0')).join('');
const randAddress = () => getAddress(randHex(20));
function randUint(bits) {
  let v = 0n;
  for (let i = 0; i < bits; i += 32) v = (v << 32n) | BigInt(rand32());
  return v & ((1n << BigInt(bits)) - 1n);
}

const MAX_UINT256 = (1n << 256n) - 1n;
const MIN_INT256 = -(1n << 255n);
const MAX_INT256 = (1n << 255n) - 1n;
const ZERO = '0x0000000000000000000000000000000000000000';
const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'; // lower case, as the uniswapx-sdk emits it
const PERMIT2_ZKSYNC = '0x0000000000225e31D15943971F47aD3022F714Fa';
const KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', // Hardhat/Anvil #0
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d', // Hardhat/Anvil #1
  '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
];
const TOKENS = {
  1: { USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', WETH: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', DAI: '0x6B175474E89094C44Da98b954EedeAC495271d0F' },
  42161: { USDC: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', WETH: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', ARB: '0x912CE59144191C1204E64559FE8253a0e49E6548' },
  8453: { USDC: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', WETH: '0x4200000000000000000000000000000000000006', DAI: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb' },
  130: { USDC: '0x078D782b760474a361dDA0AF3839290b0EF57AD6', WETH: '0x4200000000000000000000000000000000000006', UNI: '0x8f187aA05619a017077f5308904739877ce9eA21' },
  324: { USDC: '0x1d17CBcF0D6D143135aE902365D2E5e2A16538D4', WETH: '0x5AEa5775959fBC2557Cc8789bC1bf90A239D9a91' },
};
const REACTORS = {
  V2DutchOrder: { 1: '0x00000011F84B9aa48e5f8aA8B9897600006289Be', 42161: '0x1bd1aAdc9E230626C44a139d7E70d842749351eb' },
  V3DutchOrder: { 1: '0x0000000015757c461808EA25Eb309638B62681cf', 42161: '0xB274d5F4b833b61B340b654d600A864fB604a87c', 8453: '0x000000008a8330B5d1F43A62Bf4C673A49f27ba0', 130: '0x000000005aF66799D1a6317714D66800f9CA1406' },
  PriorityOrder: { 8453: '0x000000001Ec5656dcdB24D90DFa42742738De729', 130: '0x00000006021a6Bce796be7ba509BBBA71e956e37' },
};

// ------------------------------------------------------------------------------------------------
// Orders in the builder's terms (what an app knows; numbers as decimal strings)

function info(orderType, chainId, over = {}) {
  return {
    reactor: REACTORS[orderType][chainId] ?? randAddress(),
    swapper: randAddress(),
    nonce: randUint(248).toString(),
    deadline: String(1767225600 + (rand32() % 86400)),
    additionalValidationContract: ZERO,
    additionalValidationData: '0x',
    ...over,
  };
}
const curve = (relativeBlocks, relativeAmounts) => ({ relativeBlocks, relativeAmounts: relativeAmounts.map(String) });

/** The witness value, named as the contract's type names its members. */
function witnessOf(order) {
  const orderInfo = { ...order.info };
  switch (order.type) {
    case 'V2DutchOrder':
      return {
        info: orderInfo, cosigner: order.cosigner, baseInputToken: order.input.token,
        baseInputStartAmount: order.input.startAmount, baseInputEndAmount: order.input.endAmount,
        baseOutputs: order.outputs.map((o) => ({ token: o.token, startAmount: o.startAmount, endAmount: o.endAmount, recipient: o.recipient })),
      };
    case 'V3DutchOrder': {
      const packed = (c) => ({ relativeBlocks: packBlocks(c.relativeBlocks).toString(), relativeAmounts: c.relativeAmounts });
      return {
        info: orderInfo, cosigner: order.cosigner, startingBaseFee: order.startingBaseFee,
        baseInput: { token: order.input.token, startAmount: order.input.startAmount, curve: packed(order.input.curve), maxAmount: order.input.maxAmount, adjustmentPerGweiBaseFee: order.input.adjustmentPerGweiBaseFee },
        baseOutputs: order.outputs.map((o) => ({ token: o.token, startAmount: o.startAmount, curve: packed(o.curve), recipient: o.recipient, minAmount: o.minAmount, adjustmentPerGweiBaseFee: o.adjustmentPerGweiBaseFee })),
      };
    }
    case 'PriorityOrder':
      return {
        info: orderInfo, cosigner: order.cosigner, auctionStartBlock: order.auctionStartBlock, baselinePriorityFeeWei: order.baselinePriorityFeeWei,
        input: { ...order.input }, outputs: order.outputs.map((o) => ({ token: o.token, amount: o.amount, mpsPerPriorityFeeWei: o.mpsPerPriorityFeeWei, recipient: o.recipient })),
      };
    default:
      throw new Error(order.type);
  }
}
/** uint16 blocks packed 16 bits each, first block lowest: the contracts' Uint16Array. */
function packBlocks(blocks) {
  return blocks.reduce((acc, b, i) => acc | (BigInt(b) << BigInt(16 * i)), 0n);
}
/** What Permit2 lets the reactor move: the most the swapper may pay. */
function permittedOf(order) {
  switch (order.type) {
    case 'V2DutchOrder': return { token: order.input.token, amount: order.input.endAmount };
    case 'V3DutchOrder': return { token: order.input.token, amount: order.input.maxAmount };
    default: return { token: order.input.token, amount: order.input.amount };
  }
}

// ------------------------------------------------------------------------------------------------
// Oracles

function contractTypedData(order) {
  const types = contractTypes(order.type);
  const domain = { name: 'Permit2', chainId: order.chainId, verifyingContract: order.permit2 };
  const message = {
    permitted: permittedOf(order), spender: order.info.reactor, nonce: order.info.nonce, deadline: order.info.deadline,
    witness: witnessOf(order),
  };
  return { types, domain, message };
}

function uniswapxJson(order) {
  const deadline = BigInt(order.info.deadline) <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(order.info.deadline) : order.info.deadline;
  const base = { ...order.info, deadline, cosigner: order.cosigner, input: order.input, outputs: order.outputs };
  if (order.type === 'V3DutchOrder') base.startingBaseFee = order.startingBaseFee;
  if (order.type === 'PriorityOrder') {
    base.auctionStartBlock = order.auctionStartBlock;
    base.baselinePriorityFeeWei = order.baselinePriorityFeeWei;
  }
  return base;
}
function uniswapxOrder(order) {
  const json = uniswapxJson(order);
  const permit2 = order.permit2;
  if (order.cosignerData) {
    const cosigned = { ...json, cosignerData: order.cosignerData, cosignature: '0x' + '11'.repeat(65) };
    return { V2DutchOrder: CosignedV2DutchOrder, V3DutchOrder: CosignedV3DutchOrder, PriorityOrder: CosignedPriorityOrder }[order.type].fromJSON(cosigned, order.chainId, permit2);
  }
  return { V2DutchOrder: UnsignedV2DutchOrder, V3DutchOrder: UnsignedV3DutchOrder, PriorityOrder: UnsignedPriorityOrder }[order.type].fromJSON(json, order.chainId, permit2);
}
/** ethers 5 BigNumbers, bigints and numbers-as-amounts to decimal strings, as the API sends them. */
function plain(x) {
  if (x && typeof x === 'object' && x._isBigNumber) return x.toString();
  if (typeof x === 'bigint') return x.toString();
  if (Array.isArray(x)) return x.map(plain);
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, plain(v)]));
  return x;
}

// ------------------------------------------------------------------------------------------------
// encodedOrder: abi.encode of the contract's order struct, the cosigner's half (cosignerData,
// cosignature) blank as the swapper posts it.

const ORDER_INFO_ABI = 'tuple(address,address,uint256,uint256,address,bytes)';
const ORDER_STRUCT_ABI = {
  V2DutchOrder: `tuple(${ORDER_INFO_ABI},address,tuple(address,uint256,uint256),tuple(address,uint256,uint256,address)[],tuple(uint256,uint256,address,uint256,uint256,uint256[]),bytes)`,
  V3DutchOrder: `tuple(${ORDER_INFO_ABI},address,uint256,tuple(address,uint256,tuple(uint256,int256[]),uint256,uint256),tuple(address,uint256,tuple(uint256,int256[]),address,uint256,uint256)[],tuple(uint256,address,uint256,uint256,uint256[]),bytes)`,
  PriorityOrder: `tuple(${ORDER_INFO_ABI},address,uint256,uint256,tuple(address,uint256,uint256),tuple(address,uint256,uint256,address)[],tuple(uint256),bytes)`,
};
const BLANK_COSIGNER_DATA = {
  V2DutchOrder: { decayStartTime: 0, decayEndTime: 0, exclusiveFiller: ZERO, exclusivityOverrideBps: 0, inputOverride: '0', outputOverrides: ['0'] },
  V3DutchOrder: { decayStartBlock: 0, exclusiveFiller: ZERO, exclusivityOverrideBps: 0, inputOverride: '0', outputOverrides: ['0'] },
  PriorityOrder: { auctionTargetBlock: '0' },
};
const COSIGNED = { V2DutchOrder: CosignedV2DutchOrder, V3DutchOrder: CosignedV3DutchOrder, PriorityOrder: CosignedPriorityOrder };

/** ethers 6's AbiCoder over the witness the swapper signs (V3 curves packed each on its own). */
function ethers6Encoding(type, w) {
  const info = (i) => [i.reactor, i.swapper, i.nonce, i.deadline, i.additionalValidationContract, i.additionalValidationData];
  const curve = (c) => [c.relativeBlocks, c.relativeAmounts];
  let value;
  switch (type) {
    case 'V2DutchOrder':
      value = [info(w.info), w.cosigner, [w.baseInputToken, w.baseInputStartAmount, w.baseInputEndAmount],
        w.baseOutputs.map((o) => [o.token, o.startAmount, o.endAmount, o.recipient]), [0, 0, ZERO, 0, 0, [0]], '0x'];
      break;
    case 'V3DutchOrder': {
      const i = w.baseInput;
      value = [info(w.info), w.cosigner, w.startingBaseFee, [i.token, i.startAmount, curve(i.curve), i.maxAmount, i.adjustmentPerGweiBaseFee],
        w.baseOutputs.map((o) => [o.token, o.startAmount, curve(o.curve), o.recipient, o.minAmount, o.adjustmentPerGweiBaseFee]),
        [0, ZERO, 0, 0, [0]], '0x'];
      break;
    }
    default:
      value = [info(w.info), w.cosigner, w.auctionStartBlock, w.baselinePriorityFeeWei, [w.input.token, w.input.amount, w.input.mpsPerPriorityFeeWei],
        w.outputs.map((o) => [o.token, o.amount, o.mpsPerPriorityFeeWei, o.recipient]), [0], '0x'];
  }
  return AbiCoder.defaultAbiCoder().encode([ORDER_STRUCT_ABI[type]], [value]);
}

/**
 * encodedOrder: the uniswapx-sdk's Unsigned*Order.serialize(), what a quote carries (single zero output
 * override). reactorEncodedOrder: the struct the reactor decodes and hashes, from ethers 6 and from the
 * uniswapx-sdk's Cosigned*Order.serialize() with blank cosigner data; it must parse back to the signed
 * order hash. The two are equal except for V3 orders whose output curves' blocks differ from the input
 * curve's: UnsignedV3DutchOrder.serialize() writes the input's packed blocks into every output curve.
 */
function encodings(order, witness, orderHash, name) {
  const { cosignerData, ...unsigned } = order;
  const encodedOrder = uniswapxOrder(unsigned).serialize();
  const blank = COSIGNED[order.type].fromJSON({ ...uniswapxJson(order), cosignerData: BLANK_COSIGNER_DATA[order.type], cosignature: '0x' }, order.chainId, order.permit2);
  const reactorEncodedOrder = ethers6Encoding(order.type, witness);
  expectEqual('ethers 6 and uniswapx-sdk blank-cosigned encodings', reactorEncodedOrder, blank.serialize(), name);
  // parse() reads the deadline, and V3 packed blocks shifted right, as JavaScript numbers: it cannot parse the
  // 2^256-1 deadline case nor a curve whose packed blocks reach beyond 2^53 (the 16-point case).
  let parsed = null;
  try {
    parsed = COSIGNED[order.type].parse(reactorEncodedOrder, order.chainId, order.permit2);
  } catch (e) {
    if (e.code !== 'NUMERIC_FAULT') throw e;
  }
  if (parsed) expectEqual('the parsed encoding\'s order hash', parsed.hash(), orderHash, name);
  const sameBlocks = order.type !== 'V3DutchOrder'
    || order.outputs.every((o) => packBlocks(o.curve.relativeBlocks) === packBlocks(order.input.curve.relativeBlocks));
  expectEqual('unsigned serialize equals the reactor encoding', encodedOrder === reactorEncodedOrder, sameBlocks, name);
  return { encodedOrder, reactorEncodedOrder };
}

function expectEqual(what, a, b, name) {
  if (a !== b) throw new Error(`${name}: ${what} differ: ${a} vs ${b}`);
}

const cases = [];
const quotes = {};
let keyIndex = 0;

async function addCase(name, tags, order, notes) {
  const td = contractTypedData(order);
  const encoder = TypedDataEncoder.from(td.types);
  const encodedType = encoder.encodeType('PermitWitnessTransferFrom');
  expectEqual('encodeType and the contract type string', encodedType, PERMIT_WITNESS_STUB + PERMIT2_ORDER_TYPE[order.type], name);
  const digest = TypedDataEncoder.hash(td.domain, td.types, td.message);
  const viemTd = { domain: td.domain, types: td.types, primaryType: 'PermitWitnessTransferFrom', message: td.message };
  expectEqual('ethers 6 and viem digests', digest, hashTypedData(viemTd), name);
  const witnessTypes = { ...td.types };
  delete witnessTypes.PermitWitnessTransferFrom;
  delete witnessTypes.TokenPermissions;
  const orderHash = TypedDataEncoder.from(witnessTypes).hash(td.message.witness);

  const crossCheckedWith = ['contract-type-strings', 'ethers6', 'viem', 'uniswapx-sdk'];
  if (order.type === 'V3DutchOrder') {
    for (const c of [order.input.curve, ...order.outputs.map((o) => o.curve)]) {
      expectEqual('packed relative blocks', packBlocks(c.relativeBlocks).toString(), encodeRelativeBlocks(c.relativeBlocks).toString(), name);
    }
  }
  // The quote's permitData, as the Trading API builds it.
  const sdkOrder = uniswapxOrder(order);
  const sdkPermit = sdkOrder.permitData();
  const apiPermitData = plain({ domain: sdkPermit.domain, types: sdkPermit.types, values: sdkPermit.values });
  expectEqual('uniswapx-sdk permitData digest', TypedDataEncoder.hash(apiPermitData.domain, apiPermitData.types, apiPermitData.values), digest, name);
  expectEqual('uniswapx-sdk order hash', sdkOrder.hash(), orderHash, name);
  if (order.cosignerData) {
    const { cosignerData, ...unsigned } = order;
    expectEqual('cosigned and unsigned permit digests', TypedDataEncoder.hash(td.domain, td.types, plain(uniswapxOrder(unsigned).permitData().values)), digest, name);
  }

  const privateKey = KEYS[keyIndex++ % KEYS.length];
  const signature = new SigningKey(privateKey).sign(digest);
  const viemSignature = await privateKeyToAccount(privateKey).signTypedData(viemTd);
  expectEqual('ethers 6 and viem signatures', signature.serialized, viemSignature, name);
  const signer = computeAddress(privateKey);
  expectEqual('uniswapx-sdk getSigner', getAddress(sdkOrder.getSigner(signature.serialized)), signer, name);

  const { encodedOrder, reactorEncodedOrder } = encodings(order, td.message.witness, orderHash, name);

  const { type, chainId, permit2, ...rest } = order;
  cases.push({
    name, orderType: type, tags, notes,
    order: { type, chainId, permit2, ...rest },
    apiPermitData,
    typedData: { types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }], ...td.types }, primaryType: 'PermitWitnessTransferFrom', domain: td.domain, message: td.message },
    encodedType,
    witnessTypeString: PERMIT2_ORDER_TYPE[type],
    domainSeparator: TypedDataEncoder.hashDomain(td.domain),
    structHash: encoder.hashStruct('PermitWitnessTransferFrom', td.message),
    orderHash,
    digest,
    privateKey, signer, signature: signature.serialized, compactSignature: signature.compactSerialized, v: signature.v,
    encodedOrder,
    reactorEncodedOrder,
    crossCheckedWith,
  });
  return sdkOrder;
}

function quoteResponse(routing, order, sdkOrder, extra) {
  const orderInfo = plain(sdkOrder.toJSON());
  delete orderInfo.permit2Address;
  const permit = sdkOrder.permitData();
  return {
    requestId: `uniswapx-${routing.toLowerCase()}-fixture`,
    routing,
    quote: {
      encodedOrder: sdkOrder.serialize(),
      orderId: sdkOrder.hash(),
      orderInfo,
      quoteId: `quote-${routing.toLowerCase()}`,
      slippageTolerance: 0.5,
      deadlineBufferSecs: 12,
      classicGasUseEstimateUSD: '1.82',
      ...extra,
    },
    permitData: plain({ domain: permit.domain, types: permit.types, values: permit.values }),
    permitTransaction: null,
    permitGasFee: null,
  };
}

// ---- V2DutchOrder (DUTCH_V2) ----------------------------------------------------------------------

{
  const t = TOKENS[1];
  const i = info('V2DutchOrder', 1);
  const order = { type: 'V2DutchOrder', chainId: 1, permit2: PERMIT2, info: i, cosigner: randAddress(),
    input: { token: t.USDC, startAmount: '1000000000', endAmount: '1000000000' },
    outputs: [
      { token: t.WETH, startAmount: '301234567890123456', endAmount: '298765432109876543', recipient: i.swapper },
      { token: t.WETH, startAmount: '452302017874456', endAmount: '448598617632004', recipient: '0x27213E28D7fDA5c57Fe9e5dD923818DBCcf71c47' },
    ] };
  const sdk = await addCase('v2/mainnet-with-fee-output', ['V2DutchOrder', 'chain-1', 'multiple-outputs', 'lowercase-verifying-contract'], order);
  quotes['quote-dutch-v2.json'] = quoteResponse('DUTCH_V2', order, sdk, { portionBips: 15, portionAmount: '452302017874456', portionRecipient: '0x27213E28D7fDA5c57Fe9e5dD923818DBCcf71c47' });
}
{
  const t = TOKENS[1];
  const i = info('V2DutchOrder', 1);
  await addCase('v2/mainnet-one-output', ['V2DutchOrder', 'chain-1'], { type: 'V2DutchOrder', chainId: 1, permit2: PERMIT2, info: i, cosigner: randAddress(),
    input: { token: t.WETH, startAmount: '500000000000000000', endAmount: '500000000000000000' },
    outputs: [{ token: t.DAI, startAmount: '1650000000000000000000', endAmount: '1641750000000000000000', recipient: i.swapper }] });
}
{
  const t = TOKENS[42161];
  const i = info('V2DutchOrder', 42161, { additionalValidationContract: randAddress(), additionalValidationData: randHex(45) });
  await addCase('v2/arbitrum-three-outputs-validation', ['V2DutchOrder', 'chain-42161', 'multiple-outputs', 'additional-validation', 'input-decay'], { type: 'V2DutchOrder', chainId: 42161, permit2: PERMIT2, info: i, cosigner: randAddress(),
    input: { token: t.ARB, startAmount: '2500000000000000000000', endAmount: '2512500000000000000000' },
    outputs: [
      { token: t.USDC, startAmount: '2000000000', endAmount: '2000000000', recipient: i.swapper },
      { token: t.USDC, startAmount: '3000000', endAmount: '3000000', recipient: randAddress() },
      { token: t.WETH, startAmount: '1000', endAmount: '1000', recipient: randAddress() },
    ] });
}
{
  const i = info('V2DutchOrder', 1, { nonce: MAX_UINT256.toString() });
  await addCase('v2/extreme-amounts', ['V2DutchOrder', 'max-uint256', 'zero-amount'], { type: 'V2DutchOrder', chainId: 1, permit2: PERMIT2, info: i, cosigner: randAddress(),
    input: { token: randAddress(), startAmount: '0', endAmount: MAX_UINT256.toString() },
    outputs: [
      { token: randAddress(), startAmount: MAX_UINT256.toString(), endAmount: '0', recipient: i.swapper },
      { token: randAddress(), startAmount: (MAX_UINT256 - 1n).toString(), endAmount: (MAX_UINT256 - 1n).toString(), recipient: i.swapper },
    ] }, 'Input from 0 to 2^256-1, outputs decaying to 0, nonce 2^256-1.');
}
{
  const i = info('V2DutchOrder', 1, { deadline: MAX_UINT256.toString() });
  await addCase('v2/max-deadline', ['V2DutchOrder', 'max-uint256', 'deadline'], { type: 'V2DutchOrder', chainId: 1, permit2: PERMIT2, info: i, cosigner: randAddress(),
    input: { token: TOKENS[1].USDC, startAmount: '7', endAmount: '7' },
    outputs: [{ token: TOKENS[1].WETH, startAmount: '3', endAmount: '2', recipient: randAddress() }] }, 'deadline 2^256-1 goes to the uniswapx-sdk as a decimal string.');
}
{
  const t = TOKENS[324];
  const i = info('V2DutchOrder', 324);
  await addCase('v2/zksync-permit2-address', ['V2DutchOrder', 'chain-324'], { type: 'V2DutchOrder', chainId: 324, permit2: PERMIT2_ZKSYNC, info: i, cosigner: randAddress(),
    input: { token: t.USDC, startAmount: '10000000', endAmount: '10000000' },
    outputs: [{ token: t.WETH, startAmount: '3000000000000000', endAmount: '2950000000000000', recipient: i.swapper }] }, 'zkSync Permit2 lives at a different address.');
}
{
  const t = TOKENS[1];
  const i = info('V2DutchOrder', 1);
  await addCase('v2/cosigned', ['V2DutchOrder', 'cosigner-data'], { type: 'V2DutchOrder', chainId: 1, permit2: PERMIT2, info: i, cosigner: randAddress(),
    input: { token: t.USDC, startAmount: '25000000', endAmount: '25000000' },
    outputs: [{ token: t.WETH, startAmount: '7500000000000000', endAmount: '7400000000000000', recipient: i.swapper }],
    cosignerData: { decayStartTime: 1767225000, decayEndTime: 1767225060, exclusiveFiller: randAddress(), exclusivityOverrideBps: 10, inputOverride: '0', outputOverrides: ['7510000000000000'] } },
  'The cosigner data is not part of what the swapper signs: the cosigned order gives the same permit digest.');
}

// ---- V3DutchOrder (DUTCH_V3) ----------------------------------------------------------------------

{
  const t = TOKENS[42161];
  const i = info('V3DutchOrder', 42161);
  const order = { type: 'V3DutchOrder', chainId: 42161, permit2: PERMIT2, info: i, cosigner: randAddress(), startingBaseFee: '10000000',
    input: { token: t.USDC, startAmount: '1000000000', curve: curve([], []), maxAmount: '1000000000', adjustmentPerGweiBaseFee: '0' },
    outputs: [
      { token: t.WETH, startAmount: '395012345678901234', curve: curve([4, 12, 20], [1000000000000n, 2500000000000n, 3950123456789n]), recipient: i.swapper, minAmount: '391062222222222222', adjustmentPerGweiBaseFee: '1250000000' },
    ] };
  const sdk = await addCase('v3/arbitrum-output-curve', ['V3DutchOrder', 'chain-42161', 'curve'], order);
  quotes['quote-dutch-v3.json'] = quoteResponse('DUTCH_V3', order, sdk, { expectedAmountIn: '1000000000', expectedAmountOut: '394012345678901234' });
}
{
  const t = TOKENS[8453];
  const i = info('V3DutchOrder', 8453);
  await addCase('v3/base-input-curve-negative', ['V3DutchOrder', 'chain-8453', 'curve', 'negative-int', 'multiple-outputs', 'input-decay'], { type: 'V3DutchOrder', chainId: 8453, permit2: PERMIT2, info: i, cosigner: randAddress(), startingBaseFee: '4123456',
    input: { token: t.WETH, startAmount: '1000000000000000000', curve: curve([2, 5, 9, 30], [-1000000000000000n, -2500000000000000n, -4000000000000000n, -5000000000000000n]), maxAmount: '1005000000000000000', adjustmentPerGweiBaseFee: '3000000000000' },
    outputs: [
      { token: t.USDC, startAmount: '3100000000', curve: curve([2, 5, 9, 30], [-1, 1, -2, 2]), recipient: i.swapper, minAmount: '3050000000', adjustmentPerGweiBaseFee: '0' },
      { token: t.USDC, startAmount: '4650000', curve: curve([], []), recipient: randAddress(), minAmount: '4650000', adjustmentPerGweiBaseFee: '0' },
    ] }, 'Input grows as the curve goes negative; negative int256 elements are two\'s complement.');
}
{
  const t = TOKENS[1];
  const i = info('V3DutchOrder', 1, { nonce: MAX_UINT256.toString() });
  const blocks = Array.from({ length: 16 }, (_, k) => (k === 15 ? 65535 : 1 + k * 4000));
  const amounts = blocks.map((_, k) => (k === 0 ? MIN_INT256 : k === 15 ? MAX_INT256 : BigInt((k % 2 ? -1 : 1) * k * 1000)));
  await addCase('v3/sixteen-point-curve-extremes', ['V3DutchOrder', 'curve', 'negative-int', 'min-int256', 'max-int256', 'max-uint256', 'zero-amount'], { type: 'V3DutchOrder', chainId: 1, permit2: PERMIT2, info: i, cosigner: randAddress(), startingBaseFee: MAX_UINT256.toString(),
    input: { token: t.USDC, startAmount: '0', curve: curve(blocks, amounts), maxAmount: MAX_UINT256.toString(), adjustmentPerGweiBaseFee: MAX_UINT256.toString() },
    outputs: [{ token: t.WETH, startAmount: MAX_UINT256.toString(), curve: curve(blocks, amounts.slice().reverse()), recipient: i.swapper, minAmount: '0', adjustmentPerGweiBaseFee: '0' }] },
  '16 relative blocks (the most a uint256 packs), the last at 65535; amounts from -2^255 to 2^255-1.');
}
{
  const t = TOKENS[130];
  const i = info('V3DutchOrder', 130);
  await addCase('v3/unichain-three-outputs', ['V3DutchOrder', 'chain-130', 'multiple-outputs', 'curve'], { type: 'V3DutchOrder', chainId: 130, permit2: PERMIT2, info: i, cosigner: randAddress(), startingBaseFee: '1000',
    input: { token: t.UNI, startAmount: '120000000000000000000', curve: curve([], []), maxAmount: '120000000000000000000', adjustmentPerGweiBaseFee: '0' },
    outputs: [
      { token: t.USDC, startAmount: '900000000', curve: curve([10], [5000000n]), recipient: i.swapper, minAmount: '895000000', adjustmentPerGweiBaseFee: '0' },
      { token: t.USDC, startAmount: '1350000', curve: curve([10], [7500n]), recipient: randAddress(), minAmount: '1342500', adjustmentPerGweiBaseFee: '0' },
      { token: t.WETH, startAmount: '1', curve: curve([1, 2], [0n, 1n]), recipient: randAddress(), minAmount: '0', adjustmentPerGweiBaseFee: '0' },
    ] });
}
{
  const t = TOKENS[1];
  const i = info('V3DutchOrder', 1);
  await addCase('v3/cosigned', ['V3DutchOrder', 'cosigner-data', 'curve'], { type: 'V3DutchOrder', chainId: 1, permit2: PERMIT2, info: i, cosigner: randAddress(), startingBaseFee: '15000000000',
    input: { token: t.DAI, startAmount: '5000000000000000000000', curve: curve([], []), maxAmount: '5000000000000000000000', adjustmentPerGweiBaseFee: '0' },
    outputs: [{ token: t.WETH, startAmount: '1500000000000000000', curve: curve([3, 6], [10000000000000000n, 20000000000000000n]), recipient: i.swapper, minAmount: '1480000000000000000', adjustmentPerGweiBaseFee: '100000000000' }],
    cosignerData: { decayStartBlock: 21000000, exclusiveFiller: randAddress(), exclusivityOverrideBps: '25', inputOverride: '0', outputOverrides: ['1501000000000000000'] } },
  'The cosigner data is not part of what the swapper signs: the cosigned order gives the same permit digest.');
}

// ---- PriorityOrder (PRIORITY) ---------------------------------------------------------------------

{
  const t = TOKENS[8453];
  const i = info('PriorityOrder', 8453);
  const order = { type: 'PriorityOrder', chainId: 8453, permit2: PERMIT2, info: i, cosigner: randAddress(), auctionStartBlock: '23456789', baselinePriorityFeeWei: '0',
    input: { token: t.USDC, amount: '5000000', mpsPerPriorityFeeWei: '0' },
    outputs: [
      { token: t.WETH, amount: '1500000000000000', mpsPerPriorityFeeWei: '7', recipient: i.swapper },
      { token: t.WETH, amount: '2250000000000', mpsPerPriorityFeeWei: '0', recipient: '0x27213E28D7fDA5c57Fe9e5dD923818DBCcf71c47' },
    ] };
  const sdk = await addCase('priority/base-output-scaling', ['PriorityOrder', 'chain-8453', 'multiple-outputs'], order);
  quotes['quote-priority.json'] = quoteResponse('PRIORITY', order, sdk, { expectedAmountIn: '5000000', expectedAmountOut: '1500000000000000' });
}
{
  const t = TOKENS[130];
  const i = info('PriorityOrder', 130, { additionalValidationContract: randAddress(), additionalValidationData: randHex(32) });
  await addCase('priority/unichain-input-scaling', ['PriorityOrder', 'chain-130', 'additional-validation'], { type: 'PriorityOrder', chainId: 130, permit2: PERMIT2, info: i, cosigner: randAddress(), auctionStartBlock: '17000000', baselinePriorityFeeWei: '1000000',
    input: { token: t.WETH, amount: '250000000000000000', mpsPerPriorityFeeWei: '12' },
    outputs: [{ token: t.USDC, amount: '780000000', mpsPerPriorityFeeWei: '0', recipient: i.swapper }] });
}
{
  const t = TOKENS[8453];
  const i = info('PriorityOrder', 8453);
  await addCase('priority/no-cosigner', ['PriorityOrder', 'zero-cosigner'], { type: 'PriorityOrder', chainId: 8453, permit2: PERMIT2, info: i, cosigner: ZERO, auctionStartBlock: '1', baselinePriorityFeeWei: '0',
    input: { token: t.DAI, amount: '100000000000000000000', mpsPerPriorityFeeWei: '0' },
    outputs: [{ token: t.USDC, amount: '99000000', mpsPerPriorityFeeWei: '1', recipient: i.swapper }] }, 'A priority order may go without a cosigner (address zero).');
}
{
  const i = info('PriorityOrder', 8453, { nonce: MAX_UINT256.toString() });
  await addCase('priority/extreme-amounts', ['PriorityOrder', 'max-uint256', 'zero-amount'], { type: 'PriorityOrder', chainId: 8453, permit2: PERMIT2, info: i, cosigner: randAddress(), auctionStartBlock: MAX_UINT256.toString(), baselinePriorityFeeWei: MAX_UINT256.toString(),
    input: { token: randAddress(), amount: MAX_UINT256.toString(), mpsPerPriorityFeeWei: '0' },
    outputs: [
      { token: randAddress(), amount: MAX_UINT256.toString(), mpsPerPriorityFeeWei: MAX_UINT256.toString(), recipient: i.swapper },
      { token: randAddress(), amount: '0', mpsPerPriorityFeeWei: '0', recipient: i.swapper },
    ] });
}
{
  const t = TOKENS[1];
  const i = info('PriorityOrder', 1);
  await addCase('priority/mainnet-cosigned', ['PriorityOrder', 'chain-1', 'cosigner-data'], { type: 'PriorityOrder', chainId: 1, permit2: PERMIT2, info: i, cosigner: randAddress(), auctionStartBlock: '21500000', baselinePriorityFeeWei: '2000000000',
    input: { token: t.WETH, amount: '2000000000000000000', mpsPerPriorityFeeWei: '0' },
    outputs: [{ token: t.USDC, amount: '6200000000', mpsPerPriorityFeeWei: '3', recipient: i.swapper }],
    cosignerData: { auctionTargetBlock: '21499998' } },
  'The cosigner data is not part of what the swapper signs: the cosigned order gives the same permit digest.');
}

mkdirSync(outDir, { recursive: true });
const header = {
  description: 'UniswapX order signing cases: PermitWitnessTransferFrom with a V2DutchOrder, V3DutchOrder or PriorityOrder witness. Generated by generator/generate-uniswapx.mjs; do not edit by hand.',
  oracles: { 'contract-type-strings': 'Uniswap/UniswapX @ 52299e91 src/lib/{V2DutchOrderLib,V3DutchOrderLib,PriorityOrderLib}.sol PERMIT2_ORDER_TYPE', ethers6: '6.17.0', viem: '2.57.20', 'uniswapx-sdk': '@uniswap/uniswapx-sdk 3.1.0 (ethers 5)' },
};
writeFileSync(join(outDir, 'vectors.json'), JSON.stringify({ ...header, cases }, null, 1) + '\n');
for (const [file, body] of Object.entries(quotes)) {
  writeFileSync(join(outDir, file), JSON.stringify(body, null, 2) + '\n');
}
console.log(`${cases.length} cases, ${Object.keys(quotes).length} quote responses written to ${outDir}`);

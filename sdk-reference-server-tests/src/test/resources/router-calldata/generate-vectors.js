// Golden vectors of Universal Router swap programs, encoded independently of the server's Java encoder.
// Run from the repository root after the build installed build-tools/evm (npm ci):
//   node sdk-reference-server-tests/src/test/resources/router-calldata/generate-vectors.js \
//     > sdk-reference-server-tests/src/test/resources/router-calldata/vectors.json
// It uses only ethers 5 (already in build-tools/evm/node_modules) and writes the programs the way
// @uniswap/universal-router-sdk (RoutePlanner, addMixedSwap) and @uniswap/v4-sdk (V4Planner, encodeRouteToPath)
// write them; see README.md beside it for the conventions and where they depart from the SDK.
'use strict';
const path = require('path');
const evm = process.env.EVM_TOOLS_DIR || path.resolve(__dirname, '../../../../../build-tools/evm');
const { ethers } = require(path.join(evm, 'node_modules', 'ethers'));
const { defaultAbiCoder, solidityPack, Interface } = ethers.utils;
const BN = ethers.BigNumber;

// ActionConstants of the router and v4-periphery.
const MSG_SENDER = '0x0000000000000000000000000000000000000001';
const ADDRESS_THIS = '0x0000000000000000000000000000000000000002';
const CONTRACT_BALANCE = BN.from(2).pow(255);
const OPEN_DELTA = 0;
const ZERO = '0x0000000000000000000000000000000000000000';

// universal-router contracts/libraries/Commands.sol
const CMD = { V3_SWAP_EXACT_IN: 0x00, V3_SWAP_EXACT_OUT: 0x01, SWEEP: 0x04, PAY_PORTION: 0x06,
  V2_SWAP_EXACT_IN: 0x08, V2_SWAP_EXACT_OUT: 0x09, WRAP_ETH: 0x0b, UNWRAP_WETH: 0x0c, V4_SWAP: 0x10 };
// universal-router-sdk RoutePlanner ABI_DEFINITION
const CMD_ABI = {
  [CMD.V3_SWAP_EXACT_IN]: ['address', 'uint256', 'uint256', 'bytes', 'bool'],
  [CMD.V3_SWAP_EXACT_OUT]: ['address', 'uint256', 'uint256', 'bytes', 'bool'],
  [CMD.V2_SWAP_EXACT_IN]: ['address', 'uint256', 'uint256', 'address[]', 'bool'],
  [CMD.V2_SWAP_EXACT_OUT]: ['address', 'uint256', 'uint256', 'address[]', 'bool'],
  [CMD.WRAP_ETH]: ['address', 'uint256'],
  [CMD.UNWRAP_WETH]: ['address', 'uint256'],
  [CMD.SWEEP]: ['address', 'address', 'uint256'],
  [CMD.PAY_PORTION]: ['address', 'address', 'uint256'],
  [CMD.V4_SWAP]: ['bytes', 'bytes[]'],
};
// v4-periphery src/libraries/Actions.sol, and v4-sdk V4Planner's parameter types
const ACT = { SWAP_EXACT_IN_SINGLE: 0x06, SWAP_EXACT_IN: 0x07, SWAP_EXACT_OUT_SINGLE: 0x08, SWAP_EXACT_OUT: 0x09,
  SETTLE: 0x0b, SETTLE_ALL: 0x0c, TAKE: 0x0e, TAKE_ALL: 0x0f };
const POOL_KEY = 'tuple(address currency0,address currency1,uint24 fee,int24 tickSpacing,address hooks)';
const PATH_KEY = 'tuple(address intermediateCurrency,uint24 fee,int24 tickSpacing,address hooks,bytes hookData)';
const SINGLE = `tuple(${POOL_KEY} poolKey,bool zeroForOne,uint128 amount,uint128 bound,bytes hookData)`;
const multi = (hopSlippage) => `tuple(address currency,${PATH_KEY}[] path,${hopSlippage ? 'uint256[] maxHopSlippage,' : ''}`
  + 'uint128 amount,uint128 bound)';

const TOKENS = {
  WETH: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7', DAI: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  WBTC: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
};
const sorted = (a, b) => (BN.from(TOKENS[a]).lt(BN.from(TOKENS[b])) ? [a, b] : [b, a]);
function pool(protocol, a, b, fee, tickSpacing, address) {
  const [token0, token1] = sorted(a, b);
  return { protocol, token0, token1, fee, tickSpacing, address };
}
// The pools the cases cross (the V2 DAI pairs and the V4 WBTC pool exist only here, for multi-hop V2 and V4 runs).
const POOLS = {
  v2WethUsdc: pool('V2', 'WETH', 'USDC', 3000, 0, '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'),
  v2UsdcDai: pool('V2', 'USDC', 'DAI', 3000, 0, '0xAE461cA67B15dc8dc81CE7615e0320dA1A9aB8D5'),
  v2DaiUsdt: pool('V2', 'DAI', 'USDT', 3000, 0, '0xB20bd5D04BE54f870D5C0d3cA85d82b34B836405'),
  v3WethUsdt: pool('V3', 'WETH', 'USDT', 500, 10, '0x11b815efB8f581194ae79006d24E0d814B7697F6'),
  v3UsdcUsdt: pool('V3', 'USDC', 'USDT', 100, 1, '0x3416cF6C708Da44DB2624D63ea0AAef7113527C6'),
  v3WethDai: pool('V3', 'WETH', 'DAI', 3000, 60, '0xC2e9F25Be6257c210d7Adf0D4Cd6E3E881ba25f8'),
  v3WbtcWeth: pool('V3', 'WBTC', 'WETH', 3000, 60, '0xCBCdF9626bC03E24f779434178A73a0B4bad62eD'),
  v4WethUsdc: pool('V4', 'WETH', 'USDC', 500, 10, '0x21c67e77068de97969ba93d4aab21826d33ca12bb9f565d8496e8fda8a82ca27'),
  v4UsdcDai: pool('V4', 'USDC', 'DAI', 100, 1, '0xe018f09af38956affdfeab72c2cefbcd4e6fee44d09df7525ec9dba3e51356a5'),
};

// ---- the encoder: universal-router-sdk's way ------------------------------------------------------------

function runsOf(hops) {
  const runs = [];
  hops.forEach((hop, i) => {
    const protocol = POOLS[hop.pool].protocol;
    if (runs.length === 0 || runs[runs.length - 1].protocol !== protocol) runs.push({ protocol, start: i, hops: [] });
    runs[runs.length - 1].hops.push({ ...hop, pool: POOLS[hop.pool], out: other(POOLS[hop.pool], hop.in) });
  });
  return runs;
}
const other = (p, token) => (p.token0 === token ? p.token1 : p.token0);
const addr = (symbol) => TOKENS[symbol];

function v3Path(hops, exactInput) {
  const types = []; const values = [];
  const seq = exactInput ? hops : [...hops].reverse();
  types.push('address'); values.push(addr(exactInput ? seq[0].in : seq[0].out));
  for (const hop of seq) {
    types.push('uint24', 'address'); values.push(hop.pool.fee, addr(exactInput ? hop.out : hop.in));
  }
  return solidityPack(types, values);
}

function v4Swap(run, version, exactInput, to, amount, bound, userPays, first) {
  const actions = []; const params = [];
  const add = (action, types, values) => { actions.push(action); params.push(defaultAbiCoder.encode(types, values)); };
  const single = run.hops.length === 1;
  const swap = (exact, amt) => {
    if (single) {
      const hop = run.hops[0];
      const key = [addr(hop.pool.token0), addr(hop.pool.token1), hop.pool.fee, hop.pool.tickSpacing, ZERO];
      add(exact ? ACT.SWAP_EXACT_IN_SINGLE : ACT.SWAP_EXACT_OUT_SINGLE, [SINGLE],
        [[key, hop.pool.token0 === hop.in, amt, bound, '0x']]);
    } else {
      // v4-sdk encodeRouteToPath: each key names the hop's far currency (its input for an exact output)
      const path = run.hops.map((hop) => [addr(exact ? hop.out : hop.in), hop.pool.fee, hop.pool.tickSpacing, ZERO, '0x']);
      const currency = addr(exact ? run.hops[0].in : run.hops[run.hops.length - 1].out);
      const hopSlippage = version.startsWith('2.1');
      add(exact ? ACT.SWAP_EXACT_IN : ACT.SWAP_EXACT_OUT, [multi(hopSlippage)],
        [hopSlippage ? [currency, path, [], amt, bound] : [currency, path, amt, bound]]);
    }
  };
  const tokenIn = addr(run.hops[0].in); const tokenOut = addr(run.hops[run.hops.length - 1].out);
  if (exactInput && !userPays) {
    // addMixedSwap: settle what the router holds, then swap the open delta
    add(ACT.SETTLE, ['address', 'uint256', 'bool'], [tokenIn, first ? amount : CONTRACT_BALANCE, false]);
    swap(true, OPEN_DELTA);
  } else {
    swap(exactInput, amount);
    if (userPays) add(ACT.SETTLE_ALL, ['address', 'uint256'], [tokenIn, exactInput ? amount : bound]);
    else add(ACT.SETTLE, ['address', 'uint256', 'bool'], [tokenIn, OPEN_DELTA, false]);
  }
  if (to === MSG_SENDER) add(ACT.TAKE_ALL, ['address', 'uint256'], [tokenOut, exactInput ? bound : amount]);
  else add(ACT.TAKE, ['address', 'address', 'uint256'], [tokenOut, to, OPEN_DELTA]);
  return [solidityPack(actions.map(() => 'uint8'), actions), params];
}

function program(c) {
  if (c.version === '1.2' && c.hops.some((h) => POOLS[h.pool].protocol === 'V4')) throw new Error('1.2 has no V4_SWAP');
  const commands = []; const inputs = [];
  const add = (cmd, values) => { commands.push(cmd); inputs.push(defaultAbiCoder.encode(CMD_ABI[cmd], values)); };
  if (c.wrap) add(CMD.WRAP_ETH, [ADDRESS_THIS, c.wrap]);
  const runs = runsOf(c.hops);
  runs.forEach((run, i) => {
    const first = i === 0; const last = i === runs.length - 1;
    const to = last ? c.recipient : ADDRESS_THIS;
    const amountIn = c.amounts[run.start]; const amountOut = c.amounts[run.start + run.hops.length];
    const amount = c.exactInput ? (first ? amountIn : CONTRACT_BALANCE) : amountOut;
    const bound = c.exactInput ? (last ? c.limit : 0) : (first ? c.limit : amountIn);
    const userPays = first && c.payerIsUser;
    if (run.protocol === 'V2') {
      const tokens = [run.hops[0].in, ...run.hops.map((h) => h.out)].map(addr);
      add(c.exactInput ? CMD.V2_SWAP_EXACT_IN : CMD.V2_SWAP_EXACT_OUT, [to, amount, bound, tokens, userPays]);
    } else if (run.protocol === 'V3') {
      add(c.exactInput ? CMD.V3_SWAP_EXACT_IN : CMD.V3_SWAP_EXACT_OUT,
        [to, amount, bound, v3Path(run.hops, c.exactInput), userPays]);
    } else {
      add(CMD.V4_SWAP, v4Swap(run, c.version, c.exactInput, to, amount, bound, userPays, first));
    }
  });
  if (c.unwrap) add(CMD.UNWRAP_WETH, [c.unwrap.recipient, c.unwrap.minimum]);
  if (c.refund) add(CMD.UNWRAP_WETH, [MSG_SENDER, 0]); // the wrapped ETH an exact output left, back to the caller
  const execute = new Interface(['function execute(bytes commands, bytes[] inputs, uint256 deadline)']);
  return execute.encodeFunctionData('execute', [solidityPack(commands.map(() => 'uint8'), commands), inputs, DEADLINE]);
}

// ---- the cases ------------------------------------------------------------------------------------------

const DEADLINE = 1780315200;
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const E18 = BN.from(10).pow(18);
const c = (name, fields) => ({ name, version: '2.1.1', exactInput: true, payerIsUser: true, recipient: MSG_SENDER, ...fields });
const CASES = [
  c('v2 single, exact in', { hops: [{ pool: 'v2WethUsdc', in: 'WETH' }], amounts: ['1000000000000000000', '3012345678'], limit: '2997283949' }),
  c('v2 two hops, exact in', { hops: [{ pool: 'v2WethUsdc', in: 'WETH' }, { pool: 'v2UsdcDai', in: 'USDC' }],
    amounts: ['1000000000000000000', '3012345678', '3001234567890123456789'], limit: '2986228395050000000000' }),
  c('v2 three hops, exact out', { exactInput: false, hops: [{ pool: 'v2WethUsdc', in: 'WETH' }, { pool: 'v2UsdcDai', in: 'USDC' },
    { pool: 'v2DaiUsdt', in: 'DAI' }], amounts: ['1000000000000000000', '3012345678', '3001234567890123456789', '2990000000'],
    limit: '1005000000000000000' }),
  c('v3 single, exact in, to another recipient', { hops: [{ pool: 'v3UsdcUsdt', in: 'USDC' }], amounts: ['1000000000', '999800000'],
    limit: '994801000', recipient: RECIPIENT }),
  c('v3 two hops, exact in', { hops: [{ pool: 'v3WbtcWeth', in: 'WBTC' }, { pool: 'v3WethUsdt', in: 'WETH' }],
    amounts: ['100000000', '29876543210987654321', '89012345678'], limit: '88567283950' }),
  c('v3 two hops, exact in, router 1.2', { version: '1.2', hops: [{ pool: 'v3WbtcWeth', in: 'WBTC' }, { pool: 'v3WethUsdt', in: 'WETH' }],
    amounts: ['100000000', '29876543210987654321', '89012345678'], limit: '88567283950' }),
  c('v3 two hops, exact out', { exactInput: false, hops: [{ pool: 'v3WethDai', in: 'DAI' }, { pool: 'v3WethUsdt', in: 'WETH' }],
    amounts: ['3012000000000000000000', '1003000000000000000', '3000000000'], limit: '3027060000000000000000' }),
  c('v4 single, exact in, router 2.0', { version: '2.0', hops: [{ pool: 'v4WethUsdc', in: 'WETH' }],
    amounts: ['1000000000000000000', '3012345678'], limit: '2997283949' }),
  c('v4 two hops, exact in, router 2.0', { version: '2.0', hops: [{ pool: 'v4WethUsdc', in: 'WETH' }, { pool: 'v4UsdcDai', in: 'USDC' }],
    amounts: ['1000000000000000000', '3012345678', '3011000000000000000000'], limit: '2995945000000000000000' }),
  c('v4 two hops, exact in', { hops: [{ pool: 'v4WethUsdc', in: 'WETH' }, { pool: 'v4UsdcDai', in: 'USDC' }],
    amounts: ['1000000000000000000', '3012345678', '3011000000000000000000'], limit: '2995945000000000000000' }),
  c('v4 two hops, exact out, to another recipient', { exactInput: false, recipient: RECIPIENT,
    hops: [{ pool: 'v4UsdcDai', in: 'DAI' }, { pool: 'v4WethUsdc', in: 'USDC' }],
    amounts: ['3013000000000000000000', '3012345678', '1000000000000000000'], limit: '3028065000000000000000' }),
  c('v4 single, exact out', { exactInput: false, hops: [{ pool: 'v4WethUsdc', in: 'USDC' }],
    amounts: ['3012345678', '1000000000000000000'], limit: '3027407406' }),
  c('mixed v3 then v2, exact in', { hops: [{ pool: 'v3WbtcWeth', in: 'WBTC' }, { pool: 'v2WethUsdc', in: 'WETH' }],
    amounts: ['100000000', '29876543210987654321', '89000000000'], limit: '88555000000' }),
  c('mixed v3 then v4, exact in', { hops: [{ pool: 'v3WbtcWeth', in: 'WBTC' }, { pool: 'v4WethUsdc', in: 'WETH' }],
    amounts: ['100000000', '29876543210987654321', '89100000000'], limit: '88654500000' }),
  c('mixed v4 then v3, exact in', { hops: [{ pool: 'v4WethUsdc', in: 'USDC' }, { pool: 'v3WbtcWeth', in: 'WETH' }],
    amounts: ['89100000000', '29876543210987654321', '99000000'], limit: '98505000' }),
  c('mixed v2, v3 then v4, exact in', { hops: [{ pool: 'v2UsdcDai', in: 'DAI' }, { pool: 'v3UsdcUsdt', in: 'USDC' },
    { pool: 'v3WethUsdt', in: 'USDT' }, { pool: 'v4WethUsdc', in: 'WETH' }],
    amounts: ['1000000000000000000000', '997000000', '996800000', '330000000000000000', '993000000'], limit: '988035000' }),
  c('mixed v3 then v4, exact out', { exactInput: false, hops: [{ pool: 'v3WbtcWeth', in: 'WBTC' }, { pool: 'v4WethUsdc', in: 'WETH' }],
    amounts: ['101000000', '29900000000000000000', '89100000000'], limit: '101505000' }),
  c('eth in, v4 single, exact in', { payerIsUser: false, wrap: E18.toString(), hops: [{ pool: 'v4WethUsdc', in: 'WETH' }],
    amounts: ['1000000000000000000', '3012345678'], limit: '2997283949' }),
  c('eth in, v3 then v4, exact in', { payerIsUser: false, wrap: E18.toString(), hops: [{ pool: 'v3WethUsdt', in: 'WETH' },
    { pool: 'v3UsdcUsdt', in: 'USDT' }, { pool: 'v4UsdcDai', in: 'USDC' }],
    amounts: ['1000000000000000000', '3012000000', '3011000000', '3010000000000000000000'], limit: '2994950000000000000000' }),
  c('eth in, v3 single, exact out, refund', { payerIsUser: false, exactInput: false, wrap: '1005000000000000000', refund: true,
    hops: [{ pool: 'v3WethUsdt', in: 'WETH' }], amounts: ['1000000000000000000', '3012000000'], limit: '1005000000000000000' }),
  c('eth out, v3 two hops, exact in', { recipient: ADDRESS_THIS, hops: [{ pool: 'v3UsdcUsdt', in: 'USDC' }, { pool: 'v3WethUsdt', in: 'USDT' }],
    amounts: ['3012000000', '3011000000', '999000000000000000'], limit: '994005000000000000',
    unwrap: { recipient: MSG_SENDER, minimum: '994005000000000000' } }),
  c('eth out, v4 single, exact out, to another recipient', { exactInput: false, recipient: ADDRESS_THIS,
    hops: [{ pool: 'v4WethUsdc', in: 'USDC' }], amounts: ['3012345678', '1000000000000000000'], limit: '3027407406',
    unwrap: { recipient: RECIPIENT, minimum: '1000000000000000000' } }),
];

const out = {
  generator: 'generate-vectors.js (ethers ' + ethers.version + ')',
  deadline: DEADLINE,
  tokens: TOKENS,
  pools: POOLS,
  cases: CASES.map((k) => ({ ...k, calldata: program(k) })),
};
process.stdout.write(JSON.stringify(out, null, 2) + '\n');

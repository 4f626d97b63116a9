// Builds the reference server's chain table (sdk-reference-server/src/main/resources/io/tradingsdk/server/internal/
// chain/chains.json) from the package extracts extract.js wrote: every address is copied from the package named in
// the table's "sources", by the rules below; nothing is typed by hand but the bundled token list's zkSync USDC and
// the reference prices and names of the native currencies (simulation parameters, not deployments).
//
//   node build-tools/chains/table.js sdk-reference-server/src/test/resources/chain-sources \
//     sdk-reference-server/src/main/resources/io/tradingsdk/server/internal/chain/chains.json
'use strict';
const fs = require('fs');
const path = require('path');
const [dir, out] = process.argv.slice(2);
const load = (prefix) => {
  const file = fs.readdirSync(dir).find((f) => f.startsWith(prefix + '@') && f.endsWith('.json'));
  return JSON.parse(fs.readFileSync(path.join(dir, file)));
};
const core = load('uniswap-sdk-core');
const ur = load('uniswap-universal-router-sdk');
const x = load('uniswap-uniswapx-sdk');
const list = load('uniswap-default-token-list');
const acrossConstants = load('across-protocol-constants');
const acrossContracts = load('across-protocol-contracts');
const ZERO = '0x0000000000000000000000000000000000000000';

// [id, name, testnet, native currency [symbol, name, usd] or null]
const CHAINS = [
  [1, 'Ethereum', false, ['ETH', 'Ether', '3000']],
  [10, 'OP Mainnet', false, ['ETH', 'Ether', '3000']],
  [56, 'BNB Chain', false, ['BNB', 'BNB', '600']],
  [130, 'Unichain', false, ['ETH', 'Ether', '3000']],
  [137, 'Polygon', false, ['POL', 'Polygon Ecosystem Token', '0.5']],
  [143, 'Monad', false, ['MON', 'Monad', '0.05']],
  [196, 'X Layer', false, ['OKB', 'OKB', '50']],
  [324, 'zkSync Era', false, ['ETH', 'Ether', '3000']],
  [480, 'World Chain', false, ['ETH', 'Ether', '3000']],
  [1868, 'Soneium', false, ['ETH', 'Ether', '3000']],
  [4217, 'Tempo', false, null], // fees are paid in stablecoins: no native currency
  [8453, 'Base', false, ['ETH', 'Ether', '3000']],
  [10143, 'Monad Testnet', true, ['MON', 'Monad', '0.05']],
  [42161, 'Arbitrum One', false, ['ETH', 'Ether', '3000']],
  [42220, 'Celo', false, ['CELO', 'Celo', '0.5']],
  [43114, 'Avalanche', false, ['AVAX', 'Avalanche', '30']],
  [59144, 'Linea', false, ['ETH', 'Ether', '3000']],
  [81457, 'Blast', false, ['ETH', 'Ether', '3000']],
  [7777777, 'Zora', false, ['ETH', 'Ether', '3000']],
  [1301, 'Unichain Sepolia', true, ['ETH', 'Ether', '3000']],
  [84532, 'Base Sepolia', true, ['ETH', 'Ether', '3000']],
  [11155111, 'Sepolia', true, ['ETH', 'Ether', '3000']],
];

// The common tokens: [symbol in the source, source, role in the simulated pools, asset bridged as]. "tokenlist" is
// @uniswap/default-token-list, "across" @across-protocol/constants' TOKEN_SYMBOLS_MAP, "bundled" the CLI's bundled
// token list (examples/src/main/resources/io/tradingsdk/cli/default.tokenlist.json).
const T = (symbol, source, role = symbol, asset = role) => ({ symbol, source, role, asset });
const TOKENS = {
  1: [T('USDC', 'tokenlist'), T('USDT', 'tokenlist'), T('DAI', 'tokenlist'), T('WBTC', 'tokenlist')],
  10: [T('USDC', 'tokenlist'), T('USDT', 'tokenlist'), T('DAI', 'tokenlist')],
  56: [T('USDC', 'tokenlist'), T('USDT', 'tokenlist'), T('DAI', 'tokenlist')],
  130: [T('USDC', 'tokenlist'), T('USDT', 'tokenlist'), T('DAI', 'tokenlist'), T('WBTC', 'tokenlist')],
  137: [T('USDC', 'tokenlist'), T('USDT', 'tokenlist'), T('DAI', 'tokenlist'), T('WBTC', 'tokenlist')],
  143: [T('USDC', 'tokenlist'), T('USDT', 'tokenlist'), T('WBTC', 'tokenlist')],
  196: [T('USDT0', 'tokenlist', 'USDT')],
  324: [T('USDC', 'bundled'), T('USDT', 'across')],
  480: [T('USDC.e', 'tokenlist', 'USDC'), T('WBTC', 'tokenlist')],
  1868: [T('USDC', 'tokenlist'), T('USDT', 'tokenlist')],
  4217: [T('USDC.e', 'tokenlist', 'USDC'), T('USDT0', 'tokenlist', 'USDT')],
  8453: [T('USDC', 'tokenlist'), T('USDT', 'across'), T('DAI', 'tokenlist')],
  10143: [T('USDC', 'across'), T('USDT', 'across'), T('WBTC', 'across')],
  42161: [T('USDC', 'tokenlist'), T('USDT', 'across'), T('DAI', 'tokenlist')],
  42220: [T('USDC', 'tokenlist'), T('USDT', 'tokenlist')],
  43114: [T('USDC', 'tokenlist'), T('USDT', 'tokenlist'), T('WBTC', 'tokenlist')],
  59144: [T('USDC', 'across'), T('USDT', 'across'), T('DAI', 'across'), T('WBTC', 'across')],
  81457: [T('USDB', 'across', 'USDC', 'USDB'), T('WBTC', 'across')],
  7777777: [T('USDzC', 'across', 'USDC', 'USDC')],
  1301: [T('USDC', 'across')],
  84532: [T('USDC', 'across')],
  11155111: [T('USDC', 'across'), T('USDT', 'across'), T('WBTC', 'across')],
};
const BUNDLED = { '324:USDC': ['0x1d17CBcF0D6D143135aE902365D2E5e2A16538D4', 'USD Coin', 6] };
const ACROSS_NAMES = { USDC: 'USD Coin', USDT: 'Tether USD', DAI: 'Dai Stablecoin', WBTC: 'Wrapped BTC', USDB: 'USDB',
  USDzC: 'USD Coin' };

function token(chainId, t) {
  let address, name, decimals;
  if (t.source === 'tokenlist') {
    const found = list.tokens.find((e) => e.chainId === chainId && e.symbol === t.symbol);
    if (!found) throw new Error(t.symbol + ' not in the token list on ' + chainId);
    ({ address, name, decimals } = found);
  } else if (t.source === 'across') {
    const entry = acrossConstants.TOKEN_SYMBOLS_MAP[t.symbol];
    address = entry.addresses[chainId];
    if (!address) throw new Error(t.symbol + ' not in Across on ' + chainId);
    name = ACROSS_NAMES[t.symbol];
    decimals = entry.decimals;
  } else {
    [address, name, decimals] = BUNDLED[chainId + ':' + t.symbol];
  }
  return { symbol: t.symbol, name, address, decimals, role: t.role, asset: t.asset, source: t.source };
}

const nonZero = (a) => (a && a.toLowerCase() !== ZERO ? a : undefined);
const chains = CHAINS.map(([id, name, testnet, native]) => {
  const a = core.CHAIN_TO_ADDRESSES_MAP[id] || {};
  const config = ur.CHAIN_CONFIGS[id];
  const routers = { ...config.routerConfigs };
  const hasV4 = !!a.v4PoolManagerAddress;
  // The SDK maps a version not deployed on a chain to the router that is: one contract under both 1.2 and 2.0 is
  // a 2.x router where V4 runs (it swaps through V4 pools) and the 1.2 router where it does not.
  if (routers['1.2'] && routers['2.0'] && routers['1.2'].toLowerCase() === routers['2.0'].toLowerCase()) {
    delete routers[hasV4 ? '1.2' : '2.0'];
  }
  let wrapped = null;
  if (core.WETH9[id]) {
    const w = core.WETH9[id];
    wrapped = { address: w.address, symbol: w.symbol, name: w.name, source: 'sdk-core' };
  } else if (nonZero(config.weth)) {
    wrapped = { address: config.weth, symbol: 'W' + native[0], name: 'Wrapped ' + native[1],
      source: 'universal-router-sdk' };
  }
  const reactors = {};
  const mapping = x.REACTOR_ADDRESS_MAPPING[id] || {};
  for (const [kind, key] of [['DUTCH', 'Dutch'], ['DUTCH_V2', 'Dutch_V2'], ['DUTCH_V3', 'Dutch_V3'],
    ['PRIORITY', 'Priority']]) {
    if (nonZero(mapping[key])) reactors[kind] = mapping[key];
  }
  return {
    id, name, testnet,
    nativeCurrency: native && { symbol: native[0], name: native[1], usd: native[2] },
    wrappedNative: wrapped,
    permit2: x.PERMIT2_MAPPING[id],
    universalRouters: routers,
    v2Factory: core.V2_FACTORY_ADDRESSES[id] || null,
    v2Router: core.V2_ROUTER_ADDRESSES[id] || null,
    v3Factory: a.v3CoreFactoryAddress,
    v3PositionManager: a.nonfungiblePositionManagerAddress,
    v3Quoter: a.quoterAddress,
    v4PoolManager: a.v4PoolManagerAddress || null,
    v4PositionManager: a.v4PositionManagerAddress || null,
    v4Quoter: a.v4QuoterAddress || null,
    v4StateView: a.v4StateView || null,
    reactors,
    orderQuoter: x.UNISWAPX_ORDER_QUOTER_MAPPING[id] || null,
    spokePool: acrossContracts.SpokePool[id] || null,
    tokens: TOKENS[id].map((t) => token(id, t)),
  };
});

const table = {
  about: 'The 22 chains of the Trading API and their real deployments. Generated by build-tools/chains/table.js '
    + 'from the package extracts in sdk-reference-server/src/test/resources/chain-sources; ChainTableTest checks it.',
  sources: {
    'permit2, reactors, orderQuoter': x.package,
    'universalRouters, wrappedNative (source universal-router-sdk)': ur.package,
    'v2Factory, v2Router, v3*, v4*, wrappedNative (source sdk-core)': core.package,
    'tokens (source tokenlist)': list.package,
    'tokens (source across)': acrossConstants.package,
    'spokePool': acrossContracts.package,
    'tokens (source bundled)': 'the CLI\'s bundled token list, examples/src/main/resources/io/tradingsdk/cli/default.tokenlist.json',
  },
  chains,
};
fs.writeFileSync(out, JSON.stringify(table, null, 1) + '\n');
console.log('wrote', out, chains.length, 'chains');

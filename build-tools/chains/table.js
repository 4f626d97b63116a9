// Builds the reference server's chain table (sdk-reference-server/src/main/java/io/tradingsdk/server/internal/chain/
// ChainTableData.java, Java so that the server's start parses nothing) from the package extracts extract.js wrote: every address is copied from the package named in
// the table's "sources", by the rules below; nothing is typed by hand but the bundled token list's zkSync USDC and
// the reference prices and names of the native currencies (simulation parameters, not deployments).
//
//   node build-tools/chains/table.js sdk-reference-server-tests/src/test/resources/chain-sources \
//     sdk-reference-server/src/main/java/io/tradingsdk/server/internal/chain/ChainTableData.java
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
// The table as Java: ChainTable.row(...) builders, one a chain.
const q = (v) => (v === null || v === undefined ? 'null' : JSON.stringify(String(v)));
const lines = [];
lines.push('package io.tradingsdk.server.internal.chain;', '');
lines.push('import java.util.List;', '');
lines.push('/**', ' * GENERATED by build-tools/chains/table.js from the package extracts in', ' * sdk-reference-server-tests/src/test/resources/chain-sources (do not edit; rerun the script): the rows of {@link',
  ' * ChainTable}. ChainTableTest checks them against the extracts.', ' */');
lines.push('final class ChainTableData {');
lines.push('  private ChainTableData() {}', '');
lines.push('  /** Where each column comes from. */');
lines.push('  static final String[][] SOURCES = {');
for (const [k, v] of Object.entries(table.sources)) lines.push('    {' + q(k) + ', ' + q(v) + '},');
lines.push('  };', '');
lines.push('  static List<ChainTable.Row> rows() {');
lines.push('    return List.of(');
chains.forEach((c, i) => {
  const b = ['      ChainTable.row(' + c.id + ', ' + q(c.name) + ', ' + c.testnet + ')'];
  if (c.nativeCurrency) b.push('.nativeCurrency(' + [c.nativeCurrency.symbol, c.nativeCurrency.name, c.nativeCurrency.usd].map(q).join(', ') + ')');
  if (c.wrappedNative) b.push('.wrappedNative(' + [c.wrappedNative.address, c.wrappedNative.symbol, c.wrappedNative.name].map(q).join(', ') + ')');
  b.push('.permit2(' + q(c.permit2) + ')');
  for (const [v, a] of Object.entries(c.universalRouters)) b.push('.router(' + q(v) + ', ' + q(a) + ')');
  b.push('.v2(' + q(c.v2Factory) + ', ' + q(c.v2Router) + ')');
  b.push('.v3(' + [c.v3Factory, c.v3PositionManager, c.v3Quoter].map(q).join(', ') + ')');
  b.push('.v4(' + [c.v4PoolManager, c.v4PositionManager, c.v4Quoter, c.v4StateView].map(q).join(', ') + ')');
  for (const [k, a] of Object.entries(c.reactors)) b.push('.reactor(' + q(k) + ', ' + q(a) + ')');
  b.push('.orderQuoter(' + q(c.orderQuoter) + ')');
  b.push('.spokePool(' + q(c.spokePool) + ')');
  for (const t of c.tokens) b.push('.token(' + [t.symbol, t.name, t.address].map(q).join(', ') + ', ' + t.decimals + ', ' + [t.role, t.asset, t.source].map(q).join(', ') + ')');
  lines.push(b.join('\n          ') + '\n          .build()' + (i < chains.length - 1 ? ',' : ');'));
});
lines.push('  }', '}', '');
fs.writeFileSync(out, lines.join('\n'));
console.log('wrote', out, chains.length, 'chains');

// Extracts the per-chain addresses the reference server's chain table is built from, out of Uniswap's (and Across')
// published npm packages, into JSON files the repository commits. Run it where the packages are installed (never in
// the repository; see README.md beside this file):
//
//   mkdir -p /tmp/uni-addr && cd /tmp/uni-addr && npm init -y && npm install --ignore-scripts \
//     @uniswap/sdk-core@7.19.4 @uniswap/universal-router-sdk@5.13.0 @uniswap/uniswapx-sdk@3.1.0 \
//     @uniswap/default-token-list@22.21.0 @across-protocol/constants@3.1.127
//   npm pack @across-protocol/contracts@3.0.17 && mkdir across && tar xzf across-protocol-contracts-3.0.17.tgz -C across
//   node /path/to/build-tools/chains/extract.js /tmp/uni-addr OUT_DIR
//
// It writes OUT_DIR/<package>@<version>.json, one file a package, each holding only the 22 chains of the API.
'use strict';
const fs = require('fs');
const path = require('path');
const [root, out] = process.argv.slice(2);
if (!root || !out) {
  console.error('usage: node extract.js PACKAGES_DIR OUT_DIR');
  process.exit(2);
}
const CHAINS = [1, 10, 56, 130, 137, 143, 196, 324, 480, 1868, 4217, 8453, 10143, 42161, 42220, 43114, 59144, 81457,
  7777777, 1301, 84532, 11155111];
const req = (p) => require(path.join(root, 'node_modules', p));
const version = (p) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', p, 'package.json'))).version;
const pick = (map, f = (v) => v) => Object.fromEntries(CHAINS.filter((c) => map[c] !== undefined).map((c) => [c, f(map[c])]));
fs.mkdirSync(out, { recursive: true });
const write = (pkg, v, data) => {
  const file = path.join(out, pkg.replace('@', '').replace('/', '-') + '@' + v + '.json');
  fs.writeFileSync(file, JSON.stringify({ package: pkg + '@' + v, ...data }, null, 1) + '\n');
  console.log('wrote', file);
};

const core = req('@uniswap/sdk-core');
write('@uniswap/sdk-core', version('@uniswap/sdk-core'), {
  CHAIN_TO_ADDRESSES_MAP: pick(core.CHAIN_TO_ADDRESSES_MAP),
  V2_FACTORY_ADDRESSES: pick(core.V2_FACTORY_ADDRESSES),
  V2_ROUTER_ADDRESSES: pick(core.V2_ROUTER_ADDRESSES),
  WETH9: pick(core.WETH9, (t) => ({ address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals })),
});

const ur = require(path.join(root, 'node_modules/@uniswap/universal-router-sdk/dist/cjs/src/utils/constants.js'));
write('@uniswap/universal-router-sdk', version('@uniswap/universal-router-sdk'), {
  CHAIN_CONFIGS: pick(ur.CHAIN_CONFIGS, (c) => ({
    weth: c.weth,
    routerConfigs: Object.fromEntries(Object.entries(c.routerConfigs).map(([v, r]) => [v, r.address])),
  })),
});

const x = req('@uniswap/uniswapx-sdk');
write('@uniswap/uniswapx-sdk', version('@uniswap/uniswapx-sdk'), {
  PERMIT2_MAPPING: pick(x.PERMIT2_MAPPING),
  REACTOR_ADDRESS_MAPPING: pick(x.REACTOR_ADDRESS_MAPPING),
  UNISWAPX_ORDER_QUOTER_MAPPING: pick(x.UNISWAPX_ORDER_QUOTER_MAPPING),
});

const list = req('@uniswap/default-token-list');
const SYMBOLS = ['USDC', 'USDC.e', 'USDbC', 'USDT', 'USDT0', 'DAI', 'WBTC', 'CELO'];
write('@uniswap/default-token-list', version('@uniswap/default-token-list'), {
  tokens: list.tokens.filter((t) => CHAINS.includes(t.chainId) && SYMBOLS.includes(t.symbol))
    .map((t) => ({ chainId: t.chainId, address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals })),
});

const across = req('@across-protocol/constants');
write('@across-protocol/constants', version('@across-protocol/constants'), {
  PRODUCTION_NETWORKS: pick(across.PRODUCTION_NETWORKS, (n) => ({ name: n.name, nativeToken: n.nativeToken })),
  TEST_NETWORKS: pick(across.TEST_NETWORKS, (n) => ({ name: n.name, nativeToken: n.nativeToken })),
  TOKEN_SYMBOLS_MAP: Object.fromEntries(['USDC', 'USDT', 'DAI', 'WBTC', 'USDB', 'USDzC'].map((s) => [s, {
    decimals: across.TOKEN_SYMBOLS_MAP[s].decimals, addresses: pick(across.TOKEN_SYMBOLS_MAP[s].addresses) }])),
});

const deployments = require(path.join(root, 'across/package/dist/deployments/deployments.json'));
const acrossVersion = JSON.parse(fs.readFileSync(path.join(root, 'across/package/package.json'))).version;
write('@across-protocol/contracts', acrossVersion, {
  SpokePool: pick(deployments, (d) => d.SpokePool && d.SpokePool.address),
});

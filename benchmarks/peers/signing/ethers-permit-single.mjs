// ethers 6 peer for io.tradingsdk.benchmarks.signing.Eip712Benchmark: the same PermitSingle messages
// (chain 1, 1,024 distinct messages taken in turn, one thread), digest and sign.
//
//   mkdir -p /tmp/ethers-peer && cp ethers-permit-single.mjs /tmp/ethers-peer && cd /tmp/ethers-peer
//   npm install ethers@6.17.0 && node ethers-permit-single.mjs
//
// Prints the median of 5 rounds of 5 seconds each, after 5 seconds of warm-up.
import { TypedDataEncoder, SigningKey, keccak256, concat } from 'ethers';

const domain = { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' };
const types = {
  PermitSingle: [{ name: 'details', type: 'PermitDetails' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }],
  PermitDetails: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint160' }, { name: 'expiration', type: 'uint48' }, { name: 'nonce', type: 'uint48' }],
};
const messages = Array.from({ length: 1024 }, (_, i) => ({
  details: { token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', amount: String(1000000 + 7919 * i), expiration: String(1738281600 + i), nonce: String(i) },
  spender: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',
  sigDeadline: String(1735691400 + i),
}));
const key = new SigningKey('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
const encoder = TypedDataEncoder.from(types);
const separator = TypedDataEncoder.hashDomain(domain);

const cases = {
  'digest: TypedDataEncoder.hash(domain, types, message)': (m) => TypedDataEncoder.hash(domain, types, m),
  'digest: cached encoder and domain separator': (m) => keccak256(concat(['0x1901', separator, encoder.hash(m)])),
  'sign: TypedDataEncoder.hash + SigningKey.sign': (m) => key.sign(TypedDataEncoder.hash(domain, types, m)).serialized,
};

function rate(fn, seconds) {
  let n = 0;
  const end = process.hrtime.bigint() + BigInt(seconds * 1e9);
  const start = process.hrtime.bigint();
  while (process.hrtime.bigint() < end) {
    for (let k = 0; k < 64; k++) fn(messages[n++ & 1023]);
  }
  return n / (Number(process.hrtime.bigint() - start) / 1e9);
}

for (const [name, fn] of Object.entries(cases)) {
  rate(fn, 5);
  const rounds = Array.from({ length: 5 }, () => rate(fn, 5)).sort((a, b) => a - b);
  console.log(`${name}: ${Math.round(rounds[2])} ops/s (rounds ${rounds.map(Math.round).join(', ')})`);
}

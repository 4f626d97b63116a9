// Generates the transaction, ABI and RLP oracle vectors of sdk-signing with ethers 6, and cross-checks every
// transaction with foundry's cast (`cast mktx`, `cast decode-tx`, `cast wallet sign-auth`). See README.md.
// Usage: node generate.mjs <output directory>
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  AbiCoder, Signature, SigningKey, Transaction, Wallet, concat, decodeRlp, encodeRlp, getAddress, getBytes,
  hashAuthorization, hexlify, id, keccak256, toBeArray, toUtf8Bytes, version as ethersPackageVersion, zeroPadValue,
} from "ethers";

const outDir = process.argv[2];
if (!outDir) {
  throw new Error("usage: node generate.mjs <output directory>");
}
const require = createRequire(import.meta.url);
const castBin = join(dirname(require.resolve("@foundry-rs/cast/package.json")), "bin.mjs");
const castVersion = require("@foundry-rs/cast/package.json").version;
const ethersVersion = ethersPackageVersion;

/** Runs cast; its npm launcher exits 0 even when cast fails, so a failure is an empty stdout and a stderr message. */
function cast(...args) {
  const run = spawnSync(process.execPath, [castBin, ...args], { encoding: "utf8" });
  const out = run.stdout.trim();
  if (run.status !== 0 || out === "") {
    throw new CastError(run.stderr.replace(/\u001b\[[0-9;]*m/g, "").trim().split("\n")[0]);
  }
  return out;
}
class CastError extends Error {}

// ---- keys and addresses ---------------------------------------------------------------------------------------
// Deterministic test keys (keccak of a label), never funded anywhere; anvil's first dev key as well.
const key = (label) => keccak256(toUtf8Bytes("trading-sdk tx vectors: " + label));
const KEYS = {
  anvil0: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  alice: key("alice"),
  bob: key("bob"),
  carol: key("carol"),
};
const ROUTER = getAddress("0x66a9893cc07d91d95644aedd05d03f95e1dba8af");
const USDC = getAddress("0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48");
const DELEGATE = getAddress("0x63c0c19a282a1b52b07dd5a65b58948a07dae32b");
const MAX_UINT256 = (1n << 256n) - 1n;
const MAX_UINT64 = (1n << 64n) - 1n;
const MAX_UINT128 = (1n << 128n) - 1n;
const GWEI = 10n ** 9n;
const calldata = (signature, types, values) => concat([id(signature).slice(0, 10), AbiCoder.defaultAbiCoder().encode(types, values)]);
const TRANSFER = calldata("transfer(address,uint256)", ["address", "uint256"], [ROUTER, 1_000_000n]);
const LONG_DATA = hexlify(Uint8Array.from({ length: 600 }, (_, i) => (i * 37 + 11) & 0xff));
const INIT_CODE = "0x6080604052348015600f57600080fd5b50603f80601d6000396000f3fe6080604052600080fdfea164736f6c6343000818000a";

// ---- authorizations --------------------------------------------------------------------------------------------
function authorize(keyName, chainId, address, nonce) {
  const wallet = new Wallet(KEYS[keyName]);
  const auth = wallet.authorizeSync({ address, nonce, chainId });
  const sig = auth.signature;
  const signingHash = hashAuthorization({ address, nonce, chainId });
  // cast signs the same authorization independently: its RLP must equal ours.
  const rlp = encodeRlp([toBeArray(chainId), address, toBeArray(nonce), toBeArray(sig.yParity), toBeArray(BigInt(sig.r)), toBeArray(BigInt(sig.s))]);
  const castAuth = cast("wallet", "sign-auth", address, "--private-key", KEYS[keyName], "--nonce", nonce.toString(), "--chain", chainId.toString());
  if (castAuth !== rlp) {
    throw new Error(`cast sign-auth disagrees for ${keyName} ${chainId} ${nonce}: ${castAuth} vs ${rlp}`);
  }
  return {
    ethers: auth,
    vector: {
      chainId: chainId.toString(), address, nonce: nonce.toString(), privateKey: KEYS[keyName], signingHash,
      yParity: sig.yParity, r: sig.r, s: sig.s, authority: wallet.address, rlp,
    },
  };
}

// ---- transactions ------------------------------------------------------------------------------------------------
const cases = [];
function add(name, keyName, fields, auths = []) {
  cases.push({ name, keyName, fields, auths });
}

for (const chainId of [1n, 10n, 56n, 137n, 8453n, 42161n, 11155111n, 4294967297n, 9007199254740993n]) {
  add(`legacy chain ${chainId}`, "alice", { type: 0, chainId, nonce: 9n, gasPrice: 3n * GWEI + chainId, gasLimit: 21000n, to: ROUTER, value: 10n ** 15n, data: "0x" });
}
add("legacy call with data", "anvil0", { type: 0, chainId: 1n, nonce: 0n, gasPrice: 25n * GWEI, gasLimit: 65000n, to: USDC, value: 0n, data: TRANSFER });
add("legacy contract creation", "bob", { type: 0, chainId: 137n, nonce: 1n, gasPrice: 40n * GWEI, gasLimit: 500000n, to: null, value: 0n, data: INIT_CODE });
// ethers keeps nonces as JavaScript numbers: 2^53-1 is the widest nonce it signs.
add("legacy widest values", "carol", { type: 0, chainId: 42161n, nonce: BigInt(Number.MAX_SAFE_INTEGER), gasPrice: MAX_UINT128, gasLimit: MAX_UINT64, to: ROUTER, value: MAX_UINT256, data: LONG_DATA });
add("legacy zeros", "carol", { type: 0, chainId: 1n, nonce: 0n, gasPrice: 0n, gasLimit: 0n, to: ROUTER, value: 0n, data: "0x" });

add("1559 transfer, value 0, empty data", "alice", { type: 2, chainId: 1n, nonce: 0n, maxPriorityFeePerGas: GWEI, maxFeePerGas: 30n * GWEI, gasLimit: 21000n, to: ROUTER, value: 0n, data: "0x" });
add("1559 call on Base", "anvil0", { type: 2, chainId: 8453n, nonce: 42n, maxPriorityFeePerGas: 1000000n, maxFeePerGas: 6000000n, gasLimit: 184000n, to: ROUTER, value: 10n ** 15n, data: TRANSFER });
add("1559 with an access list", "bob", {
  type: 2, chainId: 42161n, nonce: 7n, maxPriorityFeePerGas: 0n, maxFeePerGas: 10n ** 8n, gasLimit: 300000n, to: ROUTER, value: 1n, data: LONG_DATA,
  accessList: [
    { address: USDC, storageKeys: [zeroPadValue("0x01", 32), keccak256("0x1234")] },
    { address: ROUTER, storageKeys: [] },
  ],
});
add("1559 contract creation", "carol", { type: 2, chainId: 11155111n, nonce: 3n, maxPriorityFeePerGas: 2n * GWEI, maxFeePerGas: 2n * GWEI, gasLimit: 1000000n, to: null, value: 5n, data: INIT_CODE });
add("1559 big value and chain id", "alice", { type: 2, chainId: 4294967297n, nonce: 1000n, maxPriorityFeePerGas: MAX_UINT128, maxFeePerGas: MAX_UINT128, gasLimit: MAX_UINT64, to: USDC, value: MAX_UINT256, data: "0x00" });
add("1559 fees beyond 2^128", "bob", { type: 2, chainId: 1n, nonce: 2n, maxPriorityFeePerGas: MAX_UINT256, maxFeePerGas: MAX_UINT256, gasLimit: 21000n, to: USDC, value: 0n, data: "0x" });

add("7702 one self-sponsored authorization", "anvil0",
  { type: 4, chainId: 1n, nonce: 7n, maxPriorityFeePerGas: GWEI, maxFeePerGas: 30n * GWEI, gasLimit: 100000n, to: new Wallet(KEYS.anvil0).address, value: 0n, data: "0x" },
  [["anvil0", 1n, DELEGATE, 8n]]);
add("7702 sponsored, several authorizations, chain id 0 among them", "alice",
  { type: 4, chainId: 8453n, nonce: 3n, maxPriorityFeePerGas: 1000000n, maxFeePerGas: 7000000n, gasLimit: 250000n, to: new Wallet(KEYS.bob).address, value: 10n ** 16n, data: TRANSFER,
    accessList: [{ address: DELEGATE, storageKeys: [zeroPadValue("0x02", 32)] }] },
  [["bob", 8453n, DELEGATE, 0n], ["carol", 0n, DELEGATE, 5n], ["alice", 0n, ROUTER, 4n]]);
add("7702 revocation to the zero address", "carol",
  { type: 4, chainId: 137n, nonce: 0n, maxPriorityFeePerGas: 30n * GWEI, maxFeePerGas: 80n * GWEI, gasLimit: 60000n, to: new Wallet(KEYS.carol).address, value: 0n, data: "0x" },
  [["carol", 137n, getAddress("0x0000000000000000000000000000000000000000"), 1n]]);

// r or s with leading zero bytes: the encoding must be minimal (viem#524, ethers-rs#377). Found by nonce search.
function findShort(which) {
  for (let nonce = 0n; ; nonce++) {
    const tx = Transaction.from({ type: 2, chainId: 1n, nonce, maxPriorityFeePerGas: GWEI, maxFeePerGas: 30n * GWEI, gasLimit: 21000n, to: ROUTER, value: 1n, data: "0x" });
    const sig = new SigningKey(KEYS.alice).sign(tx.unsignedHash);
    if (BigInt(which === "r" ? sig.r : sig.s) < 1n << 248n) {
      return nonce;
    }
  }
}
add("1559 with a short r", "alice", { type: 2, chainId: 1n, nonce: findShort("r"), maxPriorityFeePerGas: GWEI, maxFeePerGas: 30n * GWEI, gasLimit: 21000n, to: ROUTER, value: 1n, data: "0x" });
add("1559 with a short s", "alice", { type: 2, chainId: 1n, nonce: findShort("s"), maxPriorityFeePerGas: GWEI, maxFeePerGas: 30n * GWEI, gasLimit: 21000n, to: ROUTER, value: 1n, data: "0x" });

const dec = (value) => (value === undefined ? undefined : value.toString());

function castMktx(c, authVectors) {
  const f = c.fields;
  const fees = [f.gasPrice, f.maxFeePerGas, f.maxPriorityFeePerGas].filter((v) => v !== undefined);
  if (fees.some((v) => v > MAX_UINT128)) {
    return { skipped: "cast mktx and decode-tx take fees up to 2^128-1 (u128)" };
  }
  const args = ["mktx", "--private-key", KEYS[c.keyName], "--chain", f.chainId.toString(), "--nonce", f.nonce.toString(),
    "--gas-limit", f.gasLimit.toString(), "--value", f.value.toString()];
  if (f.type === 0) {
    args.push("--legacy", "--gas-price", f.gasPrice.toString());
  } else {
    args.push("--gas-price", f.maxFeePerGas.toString(), "--priority-gas-price", f.maxPriorityFeePerGas.toString());
  }
  if (f.accessList && f.accessList.length > 0) {
    args.push("--access-list", JSON.stringify(f.accessList));
  }
  for (const auth of authVectors) {
    args.push("--auth", auth.rlp);
  }
  if (f.to === null) {
    args.push("--create", f.data);
  } else {
    args.push(f.to);
    if (f.data !== "0x") {
      args.push(f.data);
    }
  }
  return { raw: cast(...args) };
}

const transactions = [];
for (const c of cases) {
  const wallet = new Wallet(KEYS[c.keyName]);
  const authResults = c.auths.map(([signer, chainId, address, nonce]) => authorize(signer, chainId, address, nonce));
  const tx = Transaction.from({ ...c.fields, authorizationList: c.auths.length ? authResults.map((a) => a.ethers) : undefined });
  const signature = wallet.signingKey.sign(tx.unsignedHash);
  tx.signature = signature;
  const raw = tx.serialized;
  const crossChecks = [`ethers ${ethersVersion} Transaction`];
  const viaCast = castMktx(c, authResults.map((a) => a.vector));
  if (viaCast.raw !== undefined) {
    if (viaCast.raw !== raw) {
      throw new Error(`cast mktx disagrees on ${c.name}:\n cast   ${viaCast.raw}\n ethers ${raw}`);
    }
    crossChecks.push(`cast ${castVersion} mktx`);
  }
  if (viaCast.raw !== undefined) {
    // cast keeps fees in 128 bits and cannot decode wider ones either.
    const decoded = JSON.parse(JSON.parse(cast("decode-tx", raw)));
    if (decoded.hash !== tx.hash || getAddress(decoded.signer) !== wallet.address
        || BigInt(decoded.nonce) !== c.fields.nonce || BigInt(decoded.chainId) !== c.fields.chainId) {
      throw new Error(`cast decode-tx disagrees on ${c.name}: ${JSON.stringify(decoded)}`);
    }
    crossChecks.push(`cast ${castVersion} decode-tx`);
  }
  const f = c.fields;
  transactions.push({
    name: c.name,
    type: f.type,
    privateKey: KEYS[c.keyName],
    transaction: {
      chainId: dec(f.chainId), nonce: dec(f.nonce), gasLimit: dec(f.gasLimit), gasPrice: dec(f.gasPrice),
      maxFeePerGas: dec(f.maxFeePerGas), maxPriorityFeePerGas: dec(f.maxPriorityFeePerGas),
      to: f.to, value: dec(f.value), data: f.data,
      accessList: f.type === 0 ? undefined : (f.accessList ?? []),
      authorizationList: c.auths.length ? authResults.map((a) => a.vector) : undefined,
    },
    signingPayload: tx.unsignedSerialized,
    signingHash: tx.unsignedHash,
    raw,
    hash: tx.hash,
    from: wallet.address,
    signature: { r: signature.r, s: signature.s, yParity: signature.yParity, v: f.type === 0 ? dec(f.chainId * 2n + 35n + BigInt(signature.yParity)) : dec(signature.yParity) },
    crossCheckedWith: crossChecks,
    ...(viaCast.skipped ? { castSkipped: viaCast.skipped } : {}),
  });
}

// ---- raw transactions that must be refused -----------------------------------------------------------------------
// Each is a valid vector broken in one way. `ethers` and `cast` record what they did with it; the SDK refuses all.
const N = BigInt("0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
const invalid = [];
function outcome(fn) {
  try {
    fn();
    return "accepted";
  } catch (e) {
    return "refused: " + String(e.shortMessage ?? e.message).split("\n")[0].slice(0, 120);
  }
}
function castOutcome(raw) {
  try {
    const decoded = JSON.parse(JSON.parse(cast("decode-tx", raw)));
    return decoded.signer ? "accepted" : "accepted, without a sender";
  } catch (e) {
    if (!(e instanceof CastError)) {
      throw e;
    }
    return "refused: " + e.message.slice(0, 120);
  }
}
function typedFields(raw) {
  const bytes = getBytes(raw);
  return { type: bytes[0], fields: decodeRlp(hexlify(bytes.slice(1))) };
}
function typed(type, fields) {
  return concat([new Uint8Array([type]), encodeRlp(fields)]);
}
function addInvalid(name, raw, field, message) {
  invalid.push({ name, raw, expectedField: field, expectedMessage: message,
    ethers: outcome(() => Transaction.from(raw)), cast: castOutcome(raw) });
}
const base1559 = transactions.find((t) => t.name === "1559 call on Base");
const legacy = transactions.find((t) => t.name === "legacy chain 137");
const eip7702 = transactions.find((t) => t.name === "7702 one self-sponsored authorization");
{
  const { fields } = typedFields(base1559.raw);
  const s = BigInt(fields[11]);
  const high = [...fields];
  high[9] = fields[9] === "0x" ? "0x01" : "0x";
  high[11] = hexlify(toBeArray(N - s));
  addInvalid("high s (EIP-2)", typed(2, high), "s", "above n/2");
  const padded = [...fields];
  padded[1] = "0x002a";
  addInvalid("nonce with a leading zero byte", typed(2, padded), "nonce", "leading zero");
  addInvalid("trailing byte", concat([base1559.raw, "0x00"]), "rlp", "after the item");
  addInvalid("eleven fields", typed(2, fields.slice(0, 11)), "transaction", "has 12 fields, got 11");
  const parity = [...fields];
  parity[9] = "0x02";
  addInvalid("yParity 2", typed(2, parity), "yParity", "must be 0 or 1");
  const zeroChain = [...fields];
  zeroChain[0] = "0x";
  addInvalid("chain id 0", typed(2, zeroChain), "chainId", "must be positive");
  const shortTo = [...fields];
  shortTo[5] = hexlify(getBytes(fields[5]).slice(1));
  addInvalid("19-byte to", typed(2, shortTo), "to", "expected an address of 20 bytes, got 19");
}
{
  const fields = decodeRlp(legacy.raw);
  const unprotected = [...fields];
  unprotected[6] = "0x1b";
  addInvalid("legacy without EIP-155 (v = 27)", encodeRlp(unprotected), "v", "pre-EIP-155");
}
{
  const { fields } = typedFields(eip7702.raw);
  const noAuth = [...fields];
  noAuth[9] = [];
  addInvalid("7702 without authorizations", typed(4, noAuth), "authorizationList", "empty");
  const create = [...fields];
  create[5] = "0x";
  addInvalid("7702 without to", typed(4, create), "to", "cannot create a contract");
}
addInvalid("type 1 (EIP-2930)", "0x01c0", "type", "type 1 (EIP-2930) is not supported");

// ---- ABI -----------------------------------------------------------------------------------------------------
const coder = AbiCoder.defaultAbiCoder();
const abiCases = [
  ["(uint8,uint16,uint24,uint32,uint64,uint128,uint160,uint256)", [255n, 65535n, 1n, 4294967295n, MAX_UINT64, MAX_UINT128, (1n << 160n) - 1n, MAX_UINT256]],
  ["(int8,int16,int24,int128,int256,int256)", [-128n, 32767n, -8388608n, -(1n << 127n), -(1n << 255n), (1n << 255n) - 1n]],
  ["(address,bool,bool,bytes1,bytes4,bytes20,bytes32)", [USDC, true, false, "0xff", "0x095ea7b3", ROUTER.toLowerCase(), keccak256("0x01")]],
  ["(bytes,bytes,bytes,bytes,bytes)", ["0x", "0x01", hexlify(new Uint8Array(31).fill(7)), hexlify(new Uint8Array(32).fill(8)), hexlify(new Uint8Array(33).fill(9))]],
  ["(string,string,string)", ["", "Permit2: signature expired", "ünïcødé ✓ 🚀"]],
  ["(uint256[],address[],bool[])", [[], [USDC, ROUTER], [true, false, true]]],
  ["(uint256[3],bytes2[2])", [[1n, 2n, 3n], ["0xabcd", "0x0001"]]],
  ["(string[],bytes[],string[2])", [["a", "", "long ".repeat(20)], ["0x", "0xdeadbeef"], ["x", "y"]]],
  ["(uint256[][],uint8[2][])", [[[1n], [], [2n, 3n]], [[1n, 2n], [3n, 4n]]]],
  ["((address,uint256),(uint256,bytes),(string,uint256[])[])", [[USDC, 5n], [7n, "0x1234"], [["one", [1n]], ["two", []]]]],
  ["(bytes,bytes[],uint256)", ["0x0a08", ["0x0b000604", "0x"], 1767225600n]],
  ["((address,address,uint256,uint256,address,bytes),address,(address,uint256,uint256),(address,uint256,uint256,address)[],(uint256,uint256,address,uint256,uint256,uint256[]),bytes)",
    [[ROUTER, USDC, MAX_UINT256, 1767225600n, DELEGATE, "0xabcdef"], ROUTER, [USDC, 0n, 10n], [[USDC, 1n, 2n, ROUTER]], [0n, 0n, DELEGATE, 0n, 0n, [0n]], "0x"]],
  ["()", []],
];
const jsonValue = (v) => (typeof v === "bigint" ? v.toString() : Array.isArray(v) ? v.map(jsonValue) : v);
const abi = abiCases.map(([types, values]) => {
  const inner = types.slice(1, -1);
  const typeList = inner === "" ? [] : splitTopLevel(inner);
  const encoded = coder.encode(typeList, values);
  return { types, values: jsonValue(values), encoded };
});
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    if (text[i] === ")") depth--;
    if (text[i] === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((t) => (t.startsWith("(") ? "tuple" + t : t));
}
const signatures = ["transfer(address,uint256)", "approve(address,uint256)", "Error(string)", "Panic(uint256)",
  "execute(bytes,bytes[],uint256)", "InvalidNonce()", "SignatureExpired(uint256)", "InsufficientAllowance(uint256)",
  "V3TooLittleReceived()", "TransactionDeadlinePassed()", "permit(address,((address,uint160,uint48,uint48),address,uint256),bytes)"];
const selectors = signatures.map((signature) => {
  const selector = id(signature).slice(0, 10);
  const viaCast = cast("sig", signature);
  if (viaCast !== selector) {
    throw new Error(`cast sig disagrees on ${signature}: ${viaCast} vs ${selector}`);
  }
  return { signature, selector };
});
const revertData = [
  { signature: "Error(string)", values: ["Permit2: signature expired"] },
  { signature: "Panic(uint256)", values: [0x11n] },
  { signature: "SignatureExpired(uint256)", values: [1767225600n] },
].map(({ signature, values }) => {
  const types = signature.slice(signature.indexOf("(") + 1, -1).split(",").filter((t) => t);
  const data = concat([id(signature).slice(0, 10), coder.encode(types, values)]);
  const viaCast = cast("calldata", signature, ...values.map(String));
  if (viaCast !== data) {
    throw new Error(`cast calldata disagrees on ${signature}: ${viaCast} vs ${data}`);
  }
  return { signature, values: jsonValue(values), data };
});

// ---- RLP -------------------------------------------------------------------------------------------------------
const rlpCases = [
  "0x", "0x00", "0x7f", "0x80", "0xff", hexlify(new Uint8Array(55).fill(1)), hexlify(new Uint8Array(56).fill(2)),
  hexlify(new Uint8Array(1024).fill(3)), [], [[]], [[], [[]], [[], [[]]]], ["0x636174", "0x646f67"],
  Array.from({ length: 20 }, (_, i) => hexlify(toBeArray(i))), [hexlify(new Uint8Array(60).fill(4)), ["0x05", []]],
  Array.from({ length: 3 }, () => Array.from({ length: 30 }, () => "0xaa")),
];
const rlp = rlpCases.map((item) => ({ item, encoded: encodeRlp(item) }));
for (const r of rlp) {
  if (JSON.stringify(decodeRlp(r.encoded)) !== JSON.stringify(r.item)) {
    throw new Error("ethers decodeRlp does not round-trip " + r.encoded);
  }
}

const header = (what) => ({
  description: what,
  generatedBy: `sdk-signing/src/test/resources/chain/generator/generate.mjs (ethers ${ethersVersion}, @foundry-rs/cast ${castVersion})`,
});
const write = (file, value) => writeFileSync(join(outDir, file), JSON.stringify(value, null, 2) + "\n");
write("transactions.json", { ...header("Signed transactions of types 0, 2 and 4 (ethers Transaction + SigningKey; cast mktx, decode-tx and wallet sign-auth agree), and raw transactions the SDK must refuse."), transactions, invalid });
write("abi.json", { ...header("abi.encode of tuples of every ABI type (ethers AbiCoder), selectors (cast sig agrees) and revert data (cast calldata agrees)."), encodings: abi, selectors, revertData });
write("rlp.json", { ...header("RLP encodings of byte strings and nested lists (ethers encodeRlp; decodeRlp round-trips them)."), items: rlp });
console.log(`${transactions.length} transactions, ${invalid.length} invalid, ${abi.length} ABI encodings, ${selectors.length} selectors, ${rlp.length} RLP items`);

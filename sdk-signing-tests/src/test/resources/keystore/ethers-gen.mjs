import { Wallet, encryptKeystoreJsonSync } from "ethers";
import fs from "fs";
const out = process.argv[2];
// 1: ethers' defaults (scrypt N=131072, r=8, p=1), as Wallet.encrypt writes for users.
const w1 = new Wallet("0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
fs.writeFileSync(`${out}/ethers-default.json`, w1.encryptSync("ethers default password"));
// 2: a light scrypt (N=1024) and a non-ASCII password (ethers normalises with NFKC).
const w2 = new Wallet("0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210");
fs.writeFileSync(`${out}/ethers-light-unicode.json`,
  encryptKeystoreJsonSync({ address: w2.address, privateKey: w2.privateKey }, "pässwörd ✓ Å", { scrypt: { N: 1024 } }));
console.log(w1.address, w2.address);

import { Wallet } from "ethers";
import fs from "fs";
for (const [file, password] of JSON.parse(fs.readFileSync(process.argv[2], "utf8"))) {
  const w = Wallet.fromEncryptedJsonSync(fs.readFileSync(file, "utf8"), password);
  console.log(JSON.stringify({ file, address: w.address, privateKey: w.privateKey }));
}

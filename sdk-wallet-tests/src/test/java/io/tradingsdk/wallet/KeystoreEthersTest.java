package io.tradingsdk.wallet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Keystore;
import io.tradingsdk.signing.KeystoreKdf;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.anvil.EvmTools;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keystores the SDK writes open in ethers: scrypt and PBKDF2, an ASCII and a non-ASCII password, decrypted by ethers
 * (the copy build-tools/evm's lockfile pins, 5.8.0, installed with anvil) to the same address and private key. Node
 * and the npm tools are required under CI=true, as for the anvil tests.
 */
class KeystoreEthersTest {
  private static final String SCRIPT = "const { Wallet } = require(process.argv[1] + '/ethers');\n"
      + "const fs = require('fs');\n"
      + "for (const [file, password] of JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))) {\n"
      + "  const w = Wallet.fromEncryptedJsonSync(fs.readFileSync(file, 'utf8'), password);\n"
      + "  console.log(JSON.stringify({ file, address: w.address, privateKey: w.privateKey }));\n"
      + "}\n";

  @TempDir Path dir;

  @Test
  void keystoresWrittenByTheSdkOpenInEthersToTheSameKey() throws Exception {
    Path ethers = EvmTools.nodeModules().resolve("ethers");
    String node = onPath("node");
    boolean present = node != null && Files.exists(ethers.resolve("package.json"));
    if (!present && "true".equalsIgnoreCase(System.getenv("CI"))) {
      throw new AssertionError("CI=true but node or ethers (build-tools/evm, npm ci) is missing: " + ethers);
    }
    Assumptions.assumeTrue(present, "node and build-tools/evm's ethers are needed (npm ci in build-tools/evm)");

    List<Object[]> cases = new ArrayList<>();
    List<PrivateKey> keys = new ArrayList<>();
    String[] passwords = {"correct horse battery staple", "pässwörd ✓ Å"};
    KeystoreKdf[] kdfs = {KeystoreKdf.scrypt(1 << 12, 8, 1), KeystoreKdf.pbkdf2(10_000)};
    for (KeystoreKdf kdf : kdfs) {
      for (String password : passwords) {
        PrivateKey key = PrivateKey.random();
        Path file = dir.resolve("k" + cases.size() + ".json");
        Files.writeString(file, Keystore.encrypt(key, password.toCharArray(), kdf).toJson());
        cases.add(new Object[] {file.toString(), password});
        keys.add(key);
      }
    }
    Path list = Files.writeString(dir.resolve("cases.json"), TradingJson.mapper().writeValueAsString(cases));
    Process process = new ProcessBuilder(node, "-e", SCRIPT, EvmTools.nodeModules().toString(), list.toString())
        .redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(output).isZero();

    List<String> lines = output.lines().toList();
    assertThat(lines).hasSize(keys.size());
    for (int i = 0; i < keys.size(); i++) {
      JsonNode opened = TradingJson.mapper().readTree(lines.get(i));
      assertThat(opened.get("address").textValue()).isEqualTo(keys.get(i).address().toChecksumHex());
      assertThat(PrivateKey.fromHex(opened.get("privateKey").textValue()).address()).isEqualTo(keys.get(i).address());
    }
  }

  private static String onPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String entry : path.split(File.pathSeparator)) {
      Path candidate = Path.of(entry, name);
      if (Files.isExecutable(candidate)) {
        return candidate.toString();
      }
    }
    return null;
  }
}

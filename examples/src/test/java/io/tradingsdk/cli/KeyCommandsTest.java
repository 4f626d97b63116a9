package io.tradingsdk.cli;

import static io.tradingsdk.cli.Run.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Keystore;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.pkcs11.softhsm.SoftHsm;
import io.tradingsdk.signing.pkcs11.softhsm.SoftHsmExtension;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code trading key new|import|address} and the key options every signing command shares: keystores written and
 * read (cast's among them), SoftHSM2 keys made and used, exactly one key source or exit 2, and no secret in any
 * output.
 */
class KeyCommandsTest {
  /** anvil's second default account: a well-known test key, never a real one. */
  private static final String KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
  private static final String ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
  private static final String PASSWORD = "keystore pässword 42";

  @TempDir Path dir;

  @AfterEach
  void restoreEnvironment() {
    KeyLoader.environment = null;
  }

  private Path write(String name, String content) throws IOException {
    return Files.writeString(dir.resolve(name), content);
  }

  private Path keystoreOfKey() throws IOException {
    Path keystore = dir.resolve("wallet.json");
    Run imported = run("key", "import", "--key-file", write("wallet.key", KEY + "\n").toString(), "--keystore",
        keystore.toString(), "--password-file", write("pass.txt", PASSWORD + "\n").toString(), "--kdf", "pbkdf2");
    assertThat(imported.exit()).as(imported.err()).isZero();
    assertThat(imported.jsonLines().get(0).get("address").textValue()).isEqualTo(ADDRESS);
    return keystore;
  }

  @Test
  void anImportedKeyOpensFromItsKeystoreWithThePasswordFromAFileOrTheEnvironment() throws IOException {
    Path keystore = keystoreOfKey();
    assertThat(Keystore.read(keystore).decrypt(PASSWORD.toCharArray()).address().toChecksumHex()).isEqualTo(ADDRESS);
    assertThat(Files.getPosixFilePermissions(keystore)).isEqualTo(PosixFilePermissions.fromString("rw-------"));

    Run fromFile = run("key", "address", "--keystore", keystore.toString(), "--password-file",
        dir.resolve("pass.txt").toString());
    assertThat(fromFile.exit()).as(fromFile.err()).isZero();
    assertThat(fromFile.jsonLines().get(0).get("address").textValue()).isEqualTo(ADDRESS);

    KeyLoader.environment = Map.of(KeyLoader.PASSWORD_VARIABLE, PASSWORD);
    Run fromEnv = run("key", "address", "--keystore", keystore.toString());
    assertThat(fromEnv.exit()).as(fromEnv.err()).isZero();
    assertThat(fromEnv.out()).contains(ADDRESS).doesNotContain(PASSWORD);
  }

  @Test
  void aKeystoreSignsWhereAKeyFileDoes() throws IOException {
    Path keystore = keystoreOfKey();
    Path typedData = dir.resolve("permit.json");
    try (InputStream in = getClass().getResourceAsStream("/eip712/vectors.json")) {
      Files.writeString(typedData, TradingJson.mapper().readTree(in).get(0).get("typedData").toString());
    }
    Run signed = run("eip712", "sign", "--keystore", keystore.toString(), "--password-file",
        dir.resolve("pass.txt").toString(), typedData.toString());
    assertThat(signed.exit()).as(signed.err()).isZero();
    JsonNode line = signed.jsonLines().get(0);
    assertThat(line.get("signer").textValue()).isEqualTo(ADDRESS);
    TypedData data = TypedData.from(TradingJson.mapper().readTree(Files.readString(typedData)));
    assertThat(Signature.fromHex(line.get("signature").textValue()))
        .isEqualTo(LocalSigner.of(PrivateKey.fromHex(KEY)).sign(data));
  }

  @Test
  void aKeystoreWrittenByCastOpens() throws IOException {
    Path keystore = dir.resolve("cast-new.json");
    try (InputStream in = Keystore.class.getResourceAsStream("/keystore/cast-new.json")) {
      Files.copy(in, keystore);
    }
    Run run = run("key", "address", "--keystore", keystore.toString(), "--password-file",
        write("p", "cast new password").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.jsonLines().get(0).get("address").textValue())
        .isEqualTo("0x815bE9DC1d27B37A803c3014591d69b860BC3fB4");
  }

  @Test
  void keyNewWritesAKeystoreOnceAndNeverOverwritesIt() throws IOException {
    Path keystore = dir.resolve("new.json");
    Path pass = write("pass.txt", PASSWORD);
    Run made = run("key", "new", "--keystore", keystore.toString(), "--password-file", pass.toString());
    assertThat(made.exit()).as(made.err()).isZero();
    String address = made.jsonLines().get(0).get("address").textValue();
    assertThat(Keystore.read(keystore).decrypt(PASSWORD.toCharArray()).address().toChecksumHex()).isEqualTo(address);
    assertThat(Keystore.read(keystore).kdf().name()).isEqualTo("scrypt");

    String before = Files.readString(keystore);
    Run again = run("key", "new", "--keystore", keystore.toString(), "--password-file", pass.toString());
    assertThat(again.exit()).isEqualTo(2);
    assertThat(again.err()).contains("exists already");
    assertThat(Files.readString(keystore)).isEqualTo(before);
  }

  @Test
  void aWrongPasswordIsExit2AndNoSecretIsPrinted() throws IOException {
    Path keystore = keystoreOfKey();
    Run wrong = run("tx", "sign", "--keystore", keystore.toString(), "--password-file",
        write("bad.txt", "not the password").toString(), write("tx.json", "{\"to\":\"0x000000000000000000000000000000000000dEaD\","
            + "\"chainId\":1,\"gasLimit\":21000,\"gasPrice\":1,\"nonce\":0}").toString());
    assertThat(wrong.exit()).isEqualTo(2);
    assertThat(wrong.err()).contains("--keystore", "wrong password");
    assertThat(wrong.out() + wrong.err()).doesNotContain("not the password", PASSWORD, KEY.substring(2, 20));
  }

  @Test
  void exactlyOneKeySourceIsRequiredElseExit2() throws IOException {
    Path key = write("wallet.key", KEY);
    Path tx = write("tx.json", "{}");
    Run none = run("tx", "sign", "--nonce", "0", tx.toString());
    assertThat(none.exit()).isEqualTo(2);
    assertThat(none.err()).contains("give one of --key-file, --keystore or --pkcs11-module");

    Run two = run("tx", "sign", "--key-file", key.toString(), "--keystore", key.toString(), "--nonce", "0",
        tx.toString());
    assertThat(two.exit()).isEqualTo(2);
    assertThat(two.err()).contains("exactly one of", "not --key-file and --keystore");

    Run strayPassword = run("key", "address", "--key-file", key.toString(), "--password-file", key.toString());
    assertThat(strayPassword.exit()).isEqualTo(2);
    assertThat(strayPassword.err()).contains("--password-file: only with --keystore");

    Run strayLabel = run("key", "address", "--key-file", key.toString(), "--key-label", "k");
    assertThat(strayLabel.exit()).isEqualTo(2);
    assertThat(strayLabel.err()).contains("--key-label: only with --pkcs11-module");

    Run noLabel = run("key", "address", "--pkcs11-module", key.toString(), "--token-label", "t");
    assertThat(noLabel.exit()).isEqualTo(2);
    assertThat(noLabel.err()).contains("--pkcs11-module: needs --key-label");

    KeyLoader.environment = Map.of(); // no TRADING_KEYSTORE_PASSWORD, and tests run without a terminal
    Run noPassword = run("key", "address", "--keystore", keystoreOfKey().toString());
    assertThat(noPassword.exit()).isEqualTo(2);
    assertThat(noPassword.err()).contains("keystore password: none given and no terminal to ask on: give"
        + " --password-file FILE or set TRADING_KEYSTORE_PASSWORD");

    Run envAndFile = run("eip712", "sign", "--key-file", key.toString(), "--key-env", "X", tx.toString());
    assertThat(envAndFile.exit()).isEqualTo(2);
    assertThat(envAndFile.err()).contains("not --key-file and --key-env");
  }

  /** Keys in a SoftHSM2 token, through the same options. */
  @Nested
  @ExtendWith(SoftHsmExtension.class)
  class InAToken {
    @Test
    void aKeyMadeInTheTokenShowsItsAddressAndSignsTransactions(SoftHsm hsm) throws IOException {
      KeyLoader.environment = Map.of(KeyLoader.PIN_VARIABLE, SoftHsm.PIN);
      String label = "cli-" + UUID.randomUUID();
      String[] source = {"--pkcs11-module", hsm.module().toString(), "--token-label", SoftHsm.TOKEN, "--key-label",
          label};
      Run made = run(concat(new String[] {"key", "new"}, source));
      assertThat(made.exit()).as(made.err()).isZero();
      String address = made.jsonLines().get(0).get("address").textValue();

      Run shown = run(concat(new String[] {"key", "address"}, source));
      assertThat(shown.exit()).as(shown.err()).isZero();
      assertThat(shown.jsonLines().get(0).get("address").textValue()).isEqualTo(address);

      Path tx = write("tx.json", "{\"to\":\"0x000000000000000000000000000000000000dEaD\",\"chainId\":1,"
          + "\"gasLimit\":21000,\"maxFeePerGas\":\"2000000000\",\"maxPriorityFeePerGas\":\"1\",\"nonce\":0}");
      Run signed = run(concat(concat(new String[] {"tx", "sign"}, source), new String[] {tx.toString()}));
      assertThat(signed.exit()).as(signed.err()).isZero();
      assertThat(signed.jsonLines().get(0).get("from").textValue()).isEqualTo(address);
      assertThat(made.out() + made.err() + shown.out() + shown.err() + signed.out() + signed.err())
          .doesNotContain(SoftHsm.PIN);
    }

    @Test
    void aWrongPinOrAnUnknownKeyIsExit2NamingWhatIsWrong(SoftHsm hsm) {
      KeyLoader.environment = Map.of(KeyLoader.PIN_VARIABLE, "000000");
      Run wrongPin = run("key", "address", "--pkcs11-module", hsm.module().toString(), "--token-label",
          SoftHsm.TOKEN, "--key-label", "any");
      assertThat(wrongPin.exit()).isEqualTo(2);
      assertThat(wrongPin.err()).contains("wrong PIN").doesNotContain("000000");

      KeyLoader.environment = Map.of(KeyLoader.PIN_VARIABLE, SoftHsm.PIN);
      Run unknown = run("key", "address", "--pkcs11-module", hsm.module().toString(), "--token-label",
          SoftHsm.TOKEN, "--key-label", "no-such-key");
      assertThat(unknown.exit()).isEqualTo(2);
      assertThat(unknown.err()).contains("--key-label", "\"no-such-key\"", "no EC private key with that label");
    }
  }

  private static String[] concat(String[] a, String[] b) {
    String[] out = new String[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}

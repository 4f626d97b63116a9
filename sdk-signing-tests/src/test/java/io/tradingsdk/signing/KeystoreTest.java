package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keystores the SDK writes open again (ethers opens them too: sdk-wallet's KeystoreEthersTest); a damaged file is
 * refused naming the field and what was expected; absurd KDF parameters are refused before any work; no secret
 * reaches a message or {@code toString}.
 */
class KeystoreTest {
  private static final String KEY_HEX = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
  private static final char[] PASSWORD = "correct horse battery staple".toCharArray();
  private static final KeystoreKdf FAST_SCRYPT = KeystoreKdf.scrypt(1 << 10, 8, 1);
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aWrittenKeystoreOpensAgainWithItsPasswordForScryptAndPbkdf2() {
    PrivateKey key = PrivateKey.fromHex(KEY_HEX);
    for (KeystoreKdf kdf : new KeystoreKdf[] {FAST_SCRYPT, KeystoreKdf.pbkdf2(4096)}) {
      String json = Keystore.encrypt(key, PASSWORD, kdf).toJson();

      Keystore read = Keystore.parse(json);
      assertThat(read.kdf().name()).isEqualTo(kdf.name());
      assertThat(read.address()).contains(key.address());
      assertThat(read.id()).matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
      assertThat(read.decrypt(PASSWORD).scalar()).isEqualTo(key.scalar());
      assertThatThrownBy(() -> read.decrypt("Correct horse battery staple".toCharArray()))
          .isInstanceOf(WrongPasswordException.class);
    }
  }

  @Test
  void twoWritesOfTheSameKeyDifferInSaltIvAndId() {
    PrivateKey key = PrivateKey.fromHex(KEY_HEX);
    assertThat(Keystore.encrypt(key, PASSWORD, FAST_SCRYPT).toJson())
        .isNotEqualTo(Keystore.encrypt(key, PASSWORD, FAST_SCRYPT).toJson());
  }

  @Test
  void aNonAsciiPasswordIsWrittenInNfkcFormAndOpensInEitherForm() {
    PrivateKey key = PrivateKey.fromHex(KEY_HEX);
    String composed = "p\u00e4ss"; // ä as one code point (NFC and NFKC)
    String decomposed = "pa\u0308ss"; // a + combining diaeresis (NFD)
    Keystore keystore = Keystore.parse(Keystore.encrypt(key, decomposed.toCharArray(), FAST_SCRYPT).toJson());
    assertThat(keystore.decrypt(composed.toCharArray()).scalar()).isEqualTo(key.scalar());
    assertThat(keystore.decrypt(decomposed.toCharArray()).scalar()).isEqualTo(key.scalar());
  }

  @Test
  void aDamagedFileIsRefusedNamingTheFieldAndWhatWasExpected() throws IOException {
    ObjectNode good = (ObjectNode) JSON.readTree(
        Keystore.encrypt(PrivateKey.fromHex(KEY_HEX), PASSWORD, FAST_SCRYPT).toJson());
    assertDamaged(good, f -> f.put("version", 1), "version", "expected 3");
    assertDamaged(good, f -> f.remove("crypto"), "crypto", "expected an object");
    assertDamaged(good, f -> crypto(f).put("cipher", "aes-256-gcm"), "crypto.cipher", "expected aes-128-ctr");
    assertDamaged(good, f -> crypto(f).put("ciphertext", "abcd"), "crypto.ciphertext", "32 bytes");
    assertDamaged(good, f -> crypto(f).put("mac", "zz" + "00".repeat(31)), "crypto.mac", "not all hex digits");
    assertDamaged(good, f -> ((ObjectNode) crypto(f).get("cipherparams")).put("iv", "00"), "crypto.cipherparams.iv",
        "16 bytes");
    assertDamaged(good, f -> crypto(f).put("kdf", "argon2"), "crypto.kdf", "expected scrypt or pbkdf2");
    assertDamaged(good, f -> params(f).put("dklen", 64), "crypto.kdfparams.dklen", "expected 32");
    assertDamaged(good, f -> params(f).put("n", 1000), "crypto.kdfparams.n", "power of two");
    assertDamaged(good, f -> params(f).put("n", "1024"), "crypto.kdfparams.n", "whole number");
    assertDamaged(good, f -> params(f).remove("salt"), "crypto.kdfparams.salt", "expected a string");
    assertDamaged(good, f -> f.put("address", "0x1234"), "address", "40 hex digits");
    assertThatThrownBy(() -> Keystore.parse("not json")).isInstanceOf(InvalidKeystoreException.class)
        .hasMessageContaining("not JSON");
  }

  @Test
  void kdfParametersThatWouldHangOrExhaustMemoryAreRefusedBeforeAnyWork() throws IOException {
    ObjectNode good = (ObjectNode) JSON.readTree(
        Keystore.encrypt(PrivateKey.fromHex(KEY_HEX), PASSWORD, FAST_SCRYPT).toJson());
    assertDamaged(good, f -> params(f).put("n", 1 << 30), "crypto.kdfparams.n", "from 2 to 1048576");
    assertDamaged(good, f -> params(f).put("n", 1 << 20).put("r", 8), "crypto.kdfparams.{n, r}",
        "bytes of memory");
    assertDamaged(good, f -> params(f).put("n", 1 << 18).put("r", 8).put("p", 16), "crypto.kdfparams.{n, r, p}",
        "would take minutes");
    assertDamaged(good, f -> params(f).put("r", 1000), "crypto.kdfparams.r", "1 to 32");
    assertDamaged(good, f -> params(f).put("p", 0), "crypto.kdfparams.p", "1 to 16");
    ObjectNode pbkdf2 = (ObjectNode) JSON.readTree(
        Keystore.encrypt(PrivateKey.fromHex(KEY_HEX), PASSWORD, KeystoreKdf.pbkdf2(10)).toJson());
    assertDamaged(pbkdf2, f -> params(f).put("c", 2_000_000_000), "crypto.kdfparams.c", "1 to 5000000");
    assertDamaged(pbkdf2, f -> params(f).put("prf", "hmac-sha1"), "crypto.kdfparams.prf", "hmac-sha256");
    assertThatThrownBy(() -> KeystoreKdf.scrypt(3, 8, 1)).hasMessageContaining("scrypt n: expected a power of two");
    assertThatThrownBy(() -> KeystoreKdf.pbkdf2(0)).hasMessageContaining("pbkdf2 c: expected 1 to");
  }

  @Test
  void aFileDeclaringAnotherAddressIsRefusedAfterDecryption() throws IOException {
    ObjectNode file = (ObjectNode) JSON.readTree(
        Keystore.encrypt(PrivateKey.fromHex(KEY_HEX), PASSWORD, FAST_SCRYPT).toJson());
    file.put("address", "00000000000000000000000000000000000000aa");
    Keystore keystore = Keystore.parse(file.toString());
    assertThatThrownBy(() -> keystore.decrypt(PASSWORD)).isInstanceOf(InvalidKeystoreException.class)
        .hasMessageContaining("address: the file declares 0x00000000000000000000000000000000000000AA");
  }

  @Test
  void readingAMissingFileNamesIt(@TempDir Path dir) {
    assertThatThrownBy(() -> Keystore.read(dir.resolve("absent.json"))).isInstanceOf(InvalidKeystoreException.class)
        .hasMessageContaining("absent.json: no such file");
  }

  @Test
  void noSecretReachesAMessageOrToString(@TempDir Path dir) throws IOException {
    PrivateKey key = PrivateKey.fromHex(KEY_HEX);
    String password = new String(PASSWORD);
    Keystore keystore = Keystore.encrypt(key, PASSWORD, FAST_SCRYPT);
    String json = keystore.toJson();
    String ciphertext = JSON.readTree(json).get("crypto").get("ciphertext").textValue();
    Path file = Files.writeString(dir.resolve("k.json"), json);
    StringBuilder seen = new StringBuilder(keystore.toString()).append(Keystore.read(file))
        .append(keystore.kdf()).append(key);
    try {
      Keystore.read(file).decrypt("wrong".toCharArray());
    } catch (KeystoreException e) {
      seen.append(e.getMessage());
    }
    ObjectNode damaged = (ObjectNode) JSON.readTree(json);
    crypto(damaged).put("kdf", KEY_HEX); // a secret where a name belongs: not echoed
    try {
      Keystore.parse(damaged.toString());
    } catch (InvalidKeystoreException e) {
      seen.append(e.getMessage());
    }
    assertThat(seen.toString()).contains("Keystore[", "wrong password", "crypto.kdf")
        .doesNotContain(password, KEY_HEX, KEY_HEX.substring(0, 16), ciphertext);
  }

  /**
   * The version was echoed as the JSON it held: a secret (or a whole object) where the number belongs went into the
   * message, unlike every other field, which is shown only when short and plain.
   */
  @Test
  void aSecretWhereTheVersionBelongsIsNotEchoed() throws IOException {
    ObjectNode file = (ObjectNode) JSON.readTree(Keystore.encrypt(PrivateKey.fromHex(KEY_HEX), PASSWORD, FAST_SCRYPT).toJson());
    file.put("version", KEY_HEX);
    assertThatThrownBy(() -> Keystore.parse(file.toString())).isInstanceOf(InvalidKeystoreException.class)
        .hasMessage("keystore: version: expected 3 (Web3 Secret Storage v3), got a value of 64 characters");
    file.putObject("version").put("privateKey", KEY_HEX);
    assertThatThrownBy(() -> Keystore.parse(file.toString())).isInstanceOf(InvalidKeystoreException.class)
        .hasMessage("keystore: version: expected 3 (Web3 Secret Storage v3), got an object");
    file.put("version", 1);
    assertThatThrownBy(() -> Keystore.parse(file.toString()))
        .hasMessage("keystore: version: expected 3 (Web3 Secret Storage v3), got 1");
    file.remove("version");
    assertThatThrownBy(() -> Keystore.parse(file.toString()))
        .hasMessage("keystore: version: expected 3 (Web3 Secret Storage v3), got nothing");
  }

  private static void assertDamaged(ObjectNode good, Consumer<ObjectNode> damage, String field, String expected) {
    ObjectNode file = good.deepCopy();
    damage.accept(file);
    assertThatThrownBy(() -> Keystore.parse(file.toString()))
        .isInstanceOf(InvalidKeystoreException.class)
        .hasMessageContaining(field + ": ")
        .hasMessageContaining(expected)
        .satisfies(e -> assertThat(((InvalidKeystoreException) e).field()).isEqualTo(field));
  }

  private static ObjectNode crypto(ObjectNode file) {
    return (ObjectNode) file.get("crypto");
  }

  private static ObjectNode params(ObjectNode file) {
    return (ObjectNode) crypto(file).get("kdfparams");
  }
}

package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.web3j.crypto.ECKeyPair;
import org.web3j.crypto.Sign;

class SignerTest {
  private static final String DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
  private static final String DEV_ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
  private static final String MAIL = "{\"types\":{\"EIP712Domain\":[{\"name\":\"name\",\"type\":\"string\"}],"
      + "\"Mail\":[{\"name\":\"contents\",\"type\":\"string\"}]},\"primaryType\":\"Mail\","
      + "\"domain\":{\"name\":\"Ether Mail\"},\"message\":{\"contents\":\"Hello, Bob!\"}}";

  @Test
  void signaturesMatchWeb3jIncludingTheRecoveryIdOverManyDigests() {
    // web3j finds v by trial recovery; ours comes from R's y parity. Both must agree on every digest,
    // and over 300 digests both parities occur.
    PrivateKey key = PrivateKey.fromHex(DEV_KEY);
    LocalSigner signer = LocalSigner.of(key);
    ECKeyPair web3jKey = ECKeyPair.create(new BigInteger(DEV_KEY.substring(2), 16));
    Set<Integer> parities = new HashSet<>();
    for (int i = 0; i < 300; i++) {
      byte[] digest = Keccak.hash(("digest " + i).getBytes(StandardCharsets.UTF_8));
      Signature ours = signer.signDigest(Bytes32.of(digest));
      Sign.SignatureData theirs = Sign.signMessage(digest, web3jKey, false);
      assertThat(ours.toBytes()).isEqualTo(concat(theirs.getR(), theirs.getS(), theirs.getV()));
      assertThat(ours.isLowS()).isTrue();
      assertThat(ours.recoverSigner(Bytes32.of(digest)).toChecksumHex()).isEqualTo(DEV_ADDRESS);
      parities.add(ours.yParity());
    }
    assertThat(parities).containsExactlyInAnyOrder(0, 1);
  }

  @Test
  void randomKeysAreFreshValidAndSign() {
    PrivateKey first = PrivateKey.random();
    PrivateKey second = PrivateKey.random();
    LocalSigner signer = LocalSigner.of(first);
    assertThat(signer.address()).isNotEqualTo(LocalSigner.of(second).address());
    Bytes32 digest = Bytes32.fromHex("0x" + "00".repeat(31) + "01");
    assertThat(signer.signDigest(digest).recoverSigner(digest)).isEqualTo(signer.address());
    assertThat(first.toString()).doesNotContainPattern("[0-9a-fA-F]{16}");
  }

  @Test
  void signingIsDeterministic() {
    LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(DEV_KEY));
    Bytes32 digest = Bytes32.of(Keccak.hash(new byte[] {1, 2, 3}));
    assertThat(signer.signDigest(digest)).isEqualTo(signer.signDigest(digest));
  }

  @Test
  void signatureFormsRoundTrip() {
    LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(DEV_KEY));
    Bytes32 digest = Bytes32.of(Keccak.hash(new byte[] {9}));
    Signature signature = signer.signDigest(digest);
    assertThat(Signature.fromHex(signature.toHex())).isEqualTo(signature);
    assertThat(Signature.fromHex(signature.toCompactHex())).isEqualTo(signature);
    byte[] zeroOneV = signature.toBytes();
    zeroOneV[64] -= 27;
    assertThat(Signature.fromBytes(zeroOneV)).isEqualTo(signature);
    assertThat(signature.toHex()).hasSize(132).endsWith(signature.v() == 27 ? "1b" : "1c");
    assertThat(signature.toCompactHex()).hasSize(130);
  }

  @Test
  void verifyTellsTheSignerApart() {
    LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(DEV_KEY));
    LocalSigner other = LocalSigner.of(PrivateKey.fromHex("0x" + "00".repeat(31) + "01"));
    Bytes32 digest = Bytes32.of(Keccak.hash(new byte[] {7}));
    Signature signature = signer.signDigest(digest);
    assertThat(signature.verify(digest, signer.address())).isTrue();
    assertThat(signature.verify(digest, other.address())).isFalse();
    assertThat(signature.verify(Bytes32.of(Keccak.hash(new byte[] {8})), signer.address())).isFalse();
    assertThat(other.address().toChecksumHex()).isEqualTo("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf");
  }

  @Test
  void highSSignaturesRecoverLikeEcrecover() {
    LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(DEV_KEY));
    Bytes32 digest = Bytes32.of(Keccak.hash(new byte[] {5}));
    Signature low = signer.signDigest(digest);
    Signature high = Signature.of(low.r(), Secp256k1.N.subtract(low.s()), low.yParity() ^ 1);
    assertThat(high.isLowS()).isFalse();
    assertThat(high.recoverSigner(digest)).isEqualTo(signer.address());
    assertThatThrownBy(high::toCompactBytes).isInstanceOf(IllegalStateException.class);
    assertThat(high.toLowS()).isEqualTo(low);
    assertThat(low.toLowS()).isSameAs(low);
  }

  @Test
  void aSignerThatOnlySignsDigestsSignsTypedDataThroughTheDefaultMethod() {
    LocalSigner key = LocalSigner.of(PrivateKey.fromHex(DEV_KEY));
    Signer digestOnly = new Signer() {
      @Override
      public Address address() {
        return key.address();
      }

      @Override
      public Signature signDigest(Bytes32 digest) {
        return key.signDigest(digest);
      }
    };
    TypedData typedData = TypedData.parse(MAIL);
    assertThat(digestOnly.sign(typedData)).isEqualTo(key.sign(typedData));
    assertThat(digestOnly.sign(typedData).verify(typedData, key.address())).isTrue();
  }

  @Test
  void malformedSignaturesAreRefusedWithoutEchoingThem() {
    assertThatThrownBy(() -> Signature.fromHex("0x1234")).hasMessage("signature: expected 65 bytes (r, s, v) or 64 bytes (EIP-2098), got 2");
    assertThatThrownBy(() -> Signature.fromHex("zz")).hasMessageNotContaining("zz");
    String badV = "0x" + "11".repeat(64) + "1d";
    assertThatThrownBy(() -> Signature.fromHex(badV)).hasMessageContaining("v must be 27 or 28");
    String zeroR = "0x" + "00".repeat(32) + "11".repeat(32) + "1b";
    assertThatThrownBy(() -> Signature.fromHex(zeroR)).hasMessage("signature: r is not in [1, n-1]");
    assertThat(Signature.of(BigInteger.ONE, BigInteger.ONE, 27).toString()).doesNotContain("01").contains("redacted");
  }

  @Test
  void aSignatureNoKeyProducedRecoversNothing() {
    // An r that is no point's x coordinate: recovery must fail loudly, never yield some address.
    Bytes32 digest = Bytes32.of(Keccak.hash(new byte[] {1}));
    BigInteger notOnCurve = findXNotOnCurve();
    Signature bogus = Signature.of(notOnCurve, BigInteger.ONE, 0);
    assertThatThrownBy(() -> bogus.recoverSigner(digest)).hasMessage("signature: no public key recovers from it");
    assertThat(bogus.verify(digest, Address.of(DEV_ADDRESS))).isFalse();
  }

  private static BigInteger findXNotOnCurve() {
    for (int x = 1; ; x++) {
      byte[] encoded = new byte[33];
      encoded[0] = 2;
      encoded[32] = (byte) x;
      try {
        Secp256k1.CURVE.decodePoint(encoded);
      } catch (IllegalArgumentException e) {
        return BigInteger.valueOf(x);
      }
    }
  }

  @Test
  void privateKeysNeverShowThemselves(@TempDir Path dir) throws Exception {
    PrivateKey key = PrivateKey.fromHex(DEV_KEY);
    assertThat(key.toString()).isEqualTo("PrivateKey[redacted]");
    assertThat(LocalSigner.of(key).toString()).isEqualTo("LocalSigner[" + DEV_ADDRESS + "]");
    String almost = DEV_KEY.substring(0, 65); // one digit short
    assertThatThrownBy(() -> PrivateKey.fromHex(almost))
        .hasMessage("private key: expected 64 hex digits (32 bytes), optionally 0x-prefixed")
        .hasMessageNotContaining(almost.substring(2, 20));
    String notHex = DEV_KEY.substring(0, 65) + "g";
    assertThatThrownBy(() -> PrivateKey.fromHex(notHex)).hasMessageNotContaining("ac0974");
    Path file = dir.resolve("bad.key");
    Files.writeString(file, "0x" + "00".repeat(32));
    assertThatThrownBy(() -> PrivateKey.fromFile(file))
        .hasMessage("private key in " + file + ": not a valid secp256k1 key (must be between 1 and n-1)");
    Files.writeString(file, Secp256k1.N.toString(16));
    assertThatThrownBy(() -> PrivateKey.fromFile(file)).hasMessageContaining("not a valid secp256k1 key");
  }

  @Test
  void keysLoadFromHexFileAndBytes(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("key");
    Files.writeString(file, "  " + DEV_KEY.substring(2).toUpperCase() + "\n");
    assertThat(PrivateKey.fromFile(file).address().toChecksumHex()).isEqualTo(DEV_ADDRESS);
    assertThat(PrivateKey.fromHex(DEV_KEY.toCharArray()).address().toChecksumHex()).isEqualTo(DEV_ADDRESS);
    assertThat(PrivateKey.fromBytes(org.bouncycastle.util.BigIntegers.asUnsignedByteArray(32, new BigInteger(DEV_KEY.substring(2), 16))).address().toChecksumHex())
        .isEqualTo(DEV_ADDRESS);
    assertThatThrownBy(() -> PrivateKey.fromFile(dir.resolve("missing"))).hasMessageStartingWith("private key: no such file");
  }

  @Test
  void keysLoadFromTheEnvironment() {
    assertThatThrownBy(() -> PrivateKey.fromEnv("TRADING_SDK_TEST_SURELY_UNSET_VARIABLE"))
        .hasMessage("private key: environment variable TRADING_SDK_TEST_SURELY_UNSET_VARIABLE is not set");
    String path = System.getenv("PATH"); // set on every machine, and certainly not a key
    if (path != null && !path.isBlank()) {
      assertThatThrownBy(() -> PrivateKey.fromEnv("PATH"))
          .hasMessage("private key from environment variable PATH: expected 64 hex digits (32 bytes), optionally 0x-prefixed");
    }
  }

  @Test
  void aDestroyedKeyCannotSign() {
    PrivateKey key = PrivateKey.fromHex(DEV_KEY);
    LocalSigner signer = LocalSigner.of(key);
    key.destroy();
    assertThat(key.isDestroyed()).isTrue();
    assertThatThrownBy(() -> signer.signDigest(Bytes32.of(new byte[32]))).isInstanceOf(IllegalStateException.class)
        .hasMessage("private key has been destroyed");
  }

  private static byte[] concat(byte[]... parts) {
    int length = 0;
    for (byte[] part : parts) {
      length += part.length;
    }
    byte[] out = new byte[length];
    int off = 0;
    for (byte[] part : parts) {
      System.arraycopy(part, 0, out, off, part.length);
      off += part.length;
    }
    return out;
  }
}

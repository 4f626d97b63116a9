package io.tradingsdk.signing.pkcs11;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.jna.NativeLibrary;
import com.sun.jna.Pointer;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.pkcs11.softhsm.SoftHsm;
import io.tradingsdk.signing.pkcs11.softhsm.SoftHsmExtension;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Keys generated in and found by label in a SoftHSM2 token sign digests whose signatures recover to the token's
 * address, low s; the failures (wrong PIN, no such token or key, a taken label) are typed and name what is wrong,
 * never the PIN.
 */
@ExtendWith(SoftHsmExtension.class)
class Pkcs11SignerTest {
  @Test
  void theFunctionListLayoutMatchesTheModulesExportedFunctions(SoftHsm hsm) {
    NativeLibrary library = NativeLibrary.getInstance(hsm.module().toString());
    for (Cryptoki.Fn fn : Cryptoki.Fn.values()) {
      Pointer listed = Pkcs11Token.functionPointer(hsm.module(), fn);
      assertThat(Pointer.nativeValue(listed)).as(fn.name())
          .isEqualTo(Pointer.nativeValue(library.getFunction(fn.name())));
    }
  }

  @Test
  void aGeneratedKeyIsFoundAgainByLabelAndSignsDigestsThatRecoverToItsAddress(SoftHsm hsm) {
    String label = "key-" + UUID.randomUUID();
    try (Pkcs11Token token = Pkcs11Token.open(hsm.module(), SoftHsm.TOKEN, SoftHsm.PIN.toCharArray())) {
      Pkcs11Signer generated = token.generateKey(label);
      Pkcs11Signer found = token.signer(label);
      assertThat(found.address()).isEqualTo(generated.address());
      for (int i = 0; i < 24; i++) {
        Bytes32 digest = Bytes32.of(Keccak.hash(new byte[] {(byte) i, 7}));
        Signature signature = found.signDigest(digest);
        assertThat(signature.isLowS()).isTrue();
        assertThat(signature.recoverSigner(digest)).isEqualTo(generated.address());
      }
    }
    // A new session in a new token object still finds it: the key is a token object, not a session one.
    try (Pkcs11Token token = Pkcs11Token.open(hsm.module(), SoftHsm.TOKEN, SoftHsm.PIN.toCharArray())) {
      Pkcs11Signer again = token.signer(label);
      Bytes32 digest = Bytes32.of(Keccak.hash(new byte[] {1}));
      assertThat(again.signDigest(digest).recoverSigner(digest)).isEqualTo(again.address());
    }
  }

  @Test
  void twoTokensOfOneModuleCanBeOpenAtOnceAndClosedInAnyOrder(SoftHsm hsm) {
    Pkcs11Token first = Pkcs11Token.open(hsm.module(), SoftHsm.TOKEN, SoftHsm.PIN.toCharArray());
    Pkcs11Token second = Pkcs11Token.open(hsm.module(), SoftHsm.TOKEN, SoftHsm.PIN.toCharArray());
    Pkcs11Signer signer = second.generateKey("pair-" + UUID.randomUUID());
    first.close();
    Bytes32 digest = Bytes32.of(Keccak.hash(new byte[] {3}));
    assertThat(signer.signDigest(digest).recoverSigner(digest)).isEqualTo(signer.address());
    second.close();
    assertThatThrownBy(() -> signer.signDigest(digest)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
  }

  @Test
  void aWrongPinIsRefusedWithCkrPinIncorrectAndTheMessageHoldsNoPin(SoftHsm hsm) {
    String wrong = "999111";
    assertThatThrownBy(() -> Pkcs11Token.open(hsm.module(), SoftHsm.TOKEN, wrong.toCharArray()))
        .isInstanceOf(Pkcs11Exception.class)
        .hasMessageContaining("wrong PIN")
        .hasMessageNotContaining(wrong)
        .hasMessageNotContaining(SoftHsm.PIN)
        .satisfies(e -> assertThat(((Pkcs11Exception) e).returnValue()).isEqualTo(0xA0));
  }

  @Test
  void anUnknownTokenOrKeyOrATakenLabelIsNamed(SoftHsm hsm) {
    assertThatThrownBy(() -> Pkcs11Token.open(hsm.module(), "no-such-token", SoftHsm.PIN.toCharArray()))
        .isInstanceOf(Pkcs11Exception.class)
        .hasMessageContaining("no token labelled \"no-such-token\"")
        .hasMessageContaining("\"" + SoftHsm.TOKEN + "\"");
    try (Pkcs11Token token = Pkcs11Token.open(hsm.module(), SoftHsm.TOKEN, SoftHsm.PIN.toCharArray())) {
      assertThatThrownBy(() -> token.signer("absent")).isInstanceOf(Pkcs11Exception.class)
          .hasMessageContaining("key \"absent\": no EC private key with that label");
      String label = "taken-" + UUID.randomUUID();
      token.generateKey(label);
      assertThatThrownBy(() -> token.generateKey(label)).isInstanceOf(Pkcs11Exception.class)
          .hasMessageContaining("exists already");
    }
    assertThatThrownBy(() -> Pkcs11Token.open(Path.of("/nonexistent/libpkcs11.so"), "t", new char[0]))
        .isInstanceOf(Pkcs11Exception.class).hasMessageContaining("cannot load it");
  }

  @Test
  void noPinReachesToString(SoftHsm hsm) {
    try (Pkcs11Token token = Pkcs11Token.open(hsm.module(), SoftHsm.TOKEN, SoftHsm.PIN.toCharArray())) {
      Pkcs11Signer signer = token.generateKey("shown-" + UUID.randomUUID());
      assertThat(token + " " + signer).contains(SoftHsm.TOKEN, signer.address().toChecksumHex())
          .doesNotContain(SoftHsm.PIN);
    }
  }
}

package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import java.util.Objects;

/** Gets a digest signed and makes sure the signature is one Ethereum accepts from the signer's address. */
final class DigestSigning {
  private DigestSigning() {}

  /**
   * The low-s signature of {@code digest} by {@code signer}. A high-s signature (which a KMS or an HSM may return)
   * becomes its low-s twin. A signer this SDK does not know is checked by recovery: a signature that does not
   * recover to {@link Signer#address()} (a wrong recovery bit, a wrong key) would send from, or delegate,
   * another account. {@link LocalSigner} takes its recovery bit from the signing itself and is not re-checked.
   *
   * @throws IllegalStateException when the signer returns nothing or a signature of another key
   */
  static Signature sign(Signer signer, Bytes32 digest, String what) {
    Signature signature = signer.signDigest(digest);
    if (signature == null) {
      throw new IllegalStateException(what + ": the signer returned no signature");
    }
    Signature lowS = signature.toLowS();
    if (!(signer instanceof LocalSigner)) {
      Address expected = Objects.requireNonNull(signer.address(), "signer.address()");
      if (!lowS.verify(digest, expected)) {
        throw new IllegalStateException(what + ": the signer's signature does not recover to its address " + expected
            + " (a wrong recovery bit or another key); nothing was signed");
      }
    }
    return lowS;
  }
}

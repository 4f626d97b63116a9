package io.tradingsdk.server;

/** The default {@link SignerRecovery}. */
final class Signatures {
  private Signatures() {}

  static SignerRecovery defaultRecovery() {
    // Bound to sdk-signing's recovery once that module lands; until then signature proofs cannot be
    // checked and are refused with a clear message rather than accepted blindly.
    return (typedData, signature) -> {
      throw new UnsupportedOperationException("signature recovery is not available in this build");
    };
  }
}

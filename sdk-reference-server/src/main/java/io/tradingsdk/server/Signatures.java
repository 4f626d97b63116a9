package io.tradingsdk.server;

import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;

/** The default {@link SignerRecovery}: the SDK's own strict EIP-712 encoder and secp256k1 recovery. */
final class Signatures {
  private Signatures() {}

  static SignerRecovery defaultRecovery() {
    return (typedData, signature) ->
        Signature.fromHex(signature).recoverSigner(TypedData.from(typedData)).toLowerHex();
  }
}

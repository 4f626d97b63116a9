package io.tradingsdk.server;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Recovers who signed typed data: how the server checks permit and plan-step signatures. The default
 * uses the SDK's own EIP-712 encoder ({@code sdk-signing}); tests may supply another.
 */
@FunctionalInterface
public interface SignerRecovery {
  /**
   * The address that produced {@code signature} over the EIP-712 digest of {@code typedData}.
   *
   * @param typedData {@code {domain, types, values}} as the API sends permits, or {@code
   *     eth_signTypedData_v4} JSON
   * @param signature {@code 0x} + 130 hex digits ({@code r‖s‖v})
   * @return the signer's address (any case)
   * @throws IllegalArgumentException when the typed data or the signature is malformed
   */
  String recover(JsonNode typedData, String signature);
}

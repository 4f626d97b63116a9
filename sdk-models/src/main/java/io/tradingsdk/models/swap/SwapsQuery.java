package io.tradingsdk.models.swap;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.InvalidModelException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Query of {@code GET /swaps}: transaction hashes and/or ERC-4337 user-operation hashes, and an
 * optional chain. Checked when built: at least one hash in {@code txHashes} or {@code
 * userOpHashes}; no hash is blank or contains a comma (the lists travel comma-joined).
 */
@Value.Immutable
public abstract class SwapsQuery {
  /** On-chain transaction hashes. */
  public abstract List<String> txHashes();

  /** ERC-4337 user-operation hashes. */
  public abstract List<String> userOpHashes();

  public abstract Optional<ChainId> chainId();

  /**
   * The query parameters in order, unencoded, lists comma-joined as the service expects: {@code
   * txHashes=0xa,0xb}. Empty lists are left out.
   */
  public Map<String, String> queryParameters() {
    Map<String, String> params = new LinkedHashMap<>();
    if (!txHashes().isEmpty()) {
      params.put("txHashes", String.join(",", txHashes()));
    }
    if (!userOpHashes().isEmpty()) {
      params.put("userOpHashes", String.join(",", userOpHashes()));
    }
    chainId().ifPresent(id -> params.put("chainId", id.toString()));
    return params;
  }

  /** A query for transaction hashes. */
  public static SwapsQuery ofTxHashes(String... txHashes) {
    return builder().addTxHashes(txHashes).build();
  }

  public static ImmutableSwapsQuery.Builder builder() {
    return ImmutableSwapsQuery.builder();
  }

  @Value.Check
  protected void check() {
    if (txHashes().isEmpty() && userOpHashes().isEmpty()) {
      throw new InvalidModelException(
          "txHashes", "at least one of txHashes or userOpHashes must contain a hash");
    }
    checkHashes("txHashes", txHashes());
    checkHashes("userOpHashes", userOpHashes());
  }

  private static void checkHashes(String field, List<String> hashes) {
    for (int i = 0; i < hashes.size(); i++) {
      String hash = hashes.get(i);
      if (hash.isBlank() || hash.indexOf(',') >= 0) {
        throw new InvalidModelException(
            field + "[" + i + "]", "must be a non-blank hash without commas, was \"" + hash + "\"");
      }
    }
  }
}

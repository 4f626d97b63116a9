package io.tradingsdk.models.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.TransactionRequest5792;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /wallet/encode_4337} ({@code Encode4337Request}): calls to run as one ERC-4337
 * UserOperation from a smart account, optionally sponsored by a paymaster.
 *
 * <p>Checked when built: at least one call; {@code sender} is an address (40 hex digits, optionally
 * 0x-prefixed); {@code paymasterUrl} is an absolute URI; {@code paymasterServiceContext} is a JSON
 * object; the authorization's {@code address} is an address.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableEncode4337Request.class)
@JsonDeserialize(as = ImmutableEncode4337Request.class)
public abstract class Encode4337Request implements Extensible {
  /** The calls, in execution order. */
  public abstract List<TransactionRequest5792> calls();

  /** The smart account that executes the operation. */
  public abstract String sender();

  public abstract ChainId chainId();

  /** JSON-RPC URL of a paymaster service for gas sponsorship. */
  public abstract Optional<String> paymasterUrl();

  /** Opaque context forwarded to the paymaster ({@code {"policyId": "..."}}). */
  public abstract Optional<JsonNode> paymasterServiceContext();

  /** The signed delegation, for an EOA that is not yet delegated. */
  public abstract Optional<Eip7702Authorization> eip7702Auth();

  public static ImmutableEncode4337Request.Builder builder() {
    return ImmutableEncode4337Request.builder();
  }

  public ImmutableEncode4337Request.Builder toBuilder() {
    return ImmutableEncode4337Request.builder().from(this);
  }

  @Value.Check
  protected void check() {
    if (calls().isEmpty()) {
      throw new InvalidModelException("calls", "is required: give at least one call");
    }
    RequestRules.addressOptionalPrefix("sender", sender());
    paymasterUrl().ifPresent(Encode4337Request::checkUri);
    paymasterServiceContext()
        .ifPresent(
            c -> {
              if (!c.isObject()) {
                throw new InvalidModelException(
                    "paymasterServiceContext", "must be a JSON object, was " + c.getNodeType().name().toLowerCase());
              }
            });
    eip7702Auth().ifPresent(a -> RequestRules.addressOptionalPrefix("eip7702Auth.address", a.address()));
  }

  private static void checkUri(String url) {
    try {
      URI uri = new URI(url);
      if (!uri.isAbsolute() || uri.getHost() == null) {
        throw new InvalidModelException("paymasterUrl", "must be an absolute URL with a host, was \"" + url + "\"");
      }
    } catch (URISyntaxException e) {
      throw new InvalidModelException("paymasterUrl", "must be a URL, was \"" + url + "\"");
    }
  }
}

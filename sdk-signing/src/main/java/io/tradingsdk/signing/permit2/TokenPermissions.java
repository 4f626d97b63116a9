package io.tradingsdk.signing.permit2;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import java.math.BigInteger;
import org.immutables.value.Value;

/** SignatureTransfer {@code TokenPermissions}: a token and the most that may be moved. */
@Value.Immutable
public abstract class TokenPermissions {
  /** The ERC-20 token. */
  public abstract Address token();

  /** uint256. */
  public abstract BigInteger amount();

  /** A builder; every attribute is required. */
  public static ImmutableTokenPermissions.Builder builder() {
    return ImmutableTokenPermissions.builder();
  }

  /** Shorthand for the builder. */
  public static TokenPermissions of(Address token, BigInteger amount) {
    return builder().token(token).amount(amount).build();
  }

  @Value.Check
  protected void check() {
    Permit2.checkRange("permitted.amount", amount(), Permit2.MAX_UINT256, "uint256");
  }

  ObjectNode toJson() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("token", token().toChecksumHex());
    node.put("amount", amount().toString());
    return node;
  }
}

package io.tradingsdk.signing.permit2;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import java.math.BigInteger;
import org.immutables.value.Value;

/** One token's allowance in a {@link PermitSingle} or {@link PermitBatch}: {@code PermitDetails}. */
@Value.Immutable
public abstract class PermitDetails {
  /** The ERC-20 token. */
  public abstract Address token();

  /** The allowance, uint160. */
  public abstract BigInteger amount();

  /** When the allowance expires (unix seconds), uint48. */
  public abstract long expiration();

  /** The owner's current nonce for this token and spender, uint48. */
  public abstract long nonce();

  /** A builder; every attribute is required. */
  public static ImmutablePermitDetails.Builder builder() {
    return ImmutablePermitDetails.builder();
  }

  @Value.Check
  protected void check() {
    Permit2.checkRange("details.amount", amount(), Permit2.MAX_UINT160, "uint160");
    Permit2.checkRange("details.expiration", BigInteger.valueOf(expiration()), Permit2.MAX_UINT48, "uint48");
    Permit2.checkRange("details.nonce", BigInteger.valueOf(nonce()), Permit2.MAX_UINT48, "uint48");
  }

  ObjectNode toJson() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("token", token().toChecksumHex());
    node.put("amount", amount().toString());
    node.put("expiration", Long.toString(expiration()));
    node.put("nonce", Long.toString(nonce()));
    return node;
  }
}

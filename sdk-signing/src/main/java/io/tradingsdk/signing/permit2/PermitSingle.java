package io.tradingsdk.signing.permit2;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.TypedData;
import java.math.BigInteger;
import org.immutables.value.Value;

/**
 * AllowanceTransfer {@code PermitSingle}: lets {@code spender} move up to {@code details.amount}
 * of one token until {@code details.expiration}; the signature is valid until {@code sigDeadline}.
 *
 * <pre>{@code
 * TypedData typedData = PermitSingle.builder()
 *     .details(PermitDetails.builder().token(usdc).amount(amount).expiration(expiry).nonce(0).build())
 *     .spender(router)
 *     .sigDeadline(BigInteger.valueOf(deadline))
 *     .build()
 *     .toTypedData(Permit2.domain(ChainId.MAINNET, permit2Address));
 * }</pre>
 */
@Value.Immutable
public abstract class PermitSingle {
  /** The token, amount, expiration and nonce of the allowance. */
  public abstract PermitDetails details();

  /** Who may spend: the router. */
  public abstract Address spender();

  /** Until when the signature is valid (unix seconds), uint256. */
  public abstract BigInteger sigDeadline();

  /** A builder; every attribute is required. */
  public static ImmutablePermitSingle.Builder builder() {
    return ImmutablePermitSingle.builder();
  }

  @Value.Check
  protected void check() {
    Permit2.checkRange("sigDeadline", sigDeadline(), Permit2.MAX_UINT256, "uint256");
  }

  /** The typed data to sign, under {@code domain} (see {@link Permit2#domain}). */
  public TypedData toTypedData(Eip712Domain domain) {
    ObjectNode message = JsonNodeFactory.instance.objectNode();
    message.set("details", details().toJson());
    message.put("spender", spender().toChecksumHex());
    message.put("sigDeadline", sigDeadline().toString());
    return TypedData.builder().domain(domain).types(Permit2.PERMIT_SINGLE_TYPES).message(message).build();
  }
}

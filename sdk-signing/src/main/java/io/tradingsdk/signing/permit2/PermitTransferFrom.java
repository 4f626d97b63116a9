package io.tradingsdk.signing.permit2;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.TypedData;
import java.math.BigInteger;
import org.immutables.value.Value;

/**
 * SignatureTransfer {@code PermitTransferFrom}: a one-time transfer of one token by {@code
 * spender}; with a {@link Witness}, {@code PermitWitnessTransferFrom} (UniswapX orders).
 */
@Value.Immutable
public abstract class PermitTransferFrom {
  /** The token and the most that may be moved. */
  public abstract TokenPermissions permitted();

  /** Who may call {@code permitTransferFrom}. */
  public abstract Address spender();

  /** An unordered nonce (a bitmap position), uint256. */
  public abstract BigInteger nonce();

  /** uint256, unix seconds. */
  public abstract BigInteger deadline();

  /** A builder; every attribute is required. */
  public static ImmutablePermitTransferFrom.Builder builder() {
    return ImmutablePermitTransferFrom.builder();
  }

  @Value.Check
  protected void check() {
    Permit2.checkRange("nonce", nonce(), Permit2.MAX_UINT256, "uint256");
    Permit2.checkRange("deadline", deadline(), Permit2.MAX_UINT256, "uint256");
  }

  /** {@code PermitTransferFrom} under {@code domain}. */
  public TypedData toTypedData(Eip712Domain domain) {
    return TypedData.builder().domain(domain).types(Permit2.PERMIT_TRANSFER_FROM_TYPES).message(message()).build();
  }

  /** {@code PermitWitnessTransferFrom}: this transfer bound to {@code witness}. */
  public TypedData toTypedData(Eip712Domain domain, Witness witness) {
    ObjectNode message = message();
    message.set("witness", witness.value());
    return TypedData.builder().domain(domain).types(Permit2.witnessTypes(false, witness)).message(message).build();
  }

  private ObjectNode message() {
    ObjectNode message = JsonNodeFactory.instance.objectNode();
    message.set("permitted", permitted().toJson());
    message.put("spender", spender().toChecksumHex());
    message.put("nonce", nonce().toString());
    message.put("deadline", deadline().toString());
    return message;
  }
}

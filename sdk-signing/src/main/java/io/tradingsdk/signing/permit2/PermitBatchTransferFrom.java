package io.tradingsdk.signing.permit2;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.TypedData;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * SignatureTransfer {@code PermitBatchTransferFrom}: a one-time transfer of several tokens; with a
 * {@link Witness}, {@code PermitBatchWitnessTransferFrom}.
 */
@Value.Immutable
public abstract class PermitBatchTransferFrom {
  /** Builder: {@code addPermitted}, {@code addAllPermitted}. */
  public abstract List<TokenPermissions> permitted();

  /** Who may call {@code permitTransferFrom}. */
  public abstract Address spender();

  /** uint256. */
  public abstract BigInteger nonce();

  /** uint256, unix seconds. */
  public abstract BigInteger deadline();

  /** A builder; every attribute is required. */
  public static ImmutablePermitBatchTransferFrom.Builder builder() {
    return ImmutablePermitBatchTransferFrom.builder();
  }

  @Value.Check
  protected void check() {
    Permit2.checkRange("nonce", nonce(), Permit2.MAX_UINT256, "uint256");
    Permit2.checkRange("deadline", deadline(), Permit2.MAX_UINT256, "uint256");
  }

  /** {@code PermitBatchTransferFrom} under {@code domain}. */
  public TypedData toTypedData(Eip712Domain domain) {
    return TypedData.builder().domain(domain).types(Permit2.PERMIT_BATCH_TRANSFER_FROM_TYPES).message(message()).build();
  }

  /** {@code PermitBatchWitnessTransferFrom}: this transfer bound to {@code witness}. */
  public TypedData toTypedData(Eip712Domain domain, Witness witness) {
    ObjectNode message = message();
    message.set("witness", witness.value());
    return TypedData.builder().domain(domain).types(Permit2.witnessTypes(true, witness)).message(message).build();
  }

  private ObjectNode message() {
    ObjectNode message = JsonNodeFactory.instance.objectNode();
    ArrayNode list = message.putArray("permitted");
    permitted().forEach(p -> list.add(p.toJson()));
    message.put("spender", spender().toChecksumHex());
    message.put("nonce", nonce().toString());
    message.put("deadline", deadline().toString());
    return message;
  }
}

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

/** AllowanceTransfer {@code PermitBatch}: allowances for several tokens to one spender. */
@Value.Immutable
public abstract class PermitBatch {
  /** One entry per token (builder: {@code addDetail}, {@code addAllDetails}). */
  public abstract List<PermitDetails> details();

  /** Who may spend: the router. */
  public abstract Address spender();

  /** uint256, unix seconds. */
  public abstract BigInteger sigDeadline();

  /** A builder; every attribute is required. */
  public static ImmutablePermitBatch.Builder builder() {
    return ImmutablePermitBatch.builder();
  }

  @Value.Check
  protected void check() {
    Permit2.checkRange("sigDeadline", sigDeadline(), Permit2.MAX_UINT256, "uint256");
  }

  /** The typed data to sign, under {@code domain}. */
  public TypedData toTypedData(Eip712Domain domain) {
    ObjectNode message = JsonNodeFactory.instance.objectNode();
    ArrayNode list = message.putArray("details");
    details().forEach(d -> list.add(d.toJson()));
    message.put("spender", spender().toChecksumHex());
    message.put("sigDeadline", sigDeadline().toString());
    return TypedData.builder().domain(domain).types(Permit2.PERMIT_BATCH_TYPES).message(message).build();
  }
}

package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.tx.SignedAuthorization;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The transaction-shaped argument of {@code eth_call} and {@code eth_estimateGas}: a call to run without sending
 * it. Immutable; build with {@link #builder()} or {@link #of(Address, byte[])}. Only what is set is sent, so the
 * node fills the rest (a zero sender, no value, its own gas cap).
 */
public final class CallRequest {
  private final @Nullable Address from;
  private final @Nullable Address to;
  private final byte[] data;
  private final @Nullable BigInteger value;
  private final @Nullable BigInteger gas;
  private final @Nullable BigInteger gasPrice;
  private final @Nullable BigInteger maxFeePerGas;
  private final @Nullable BigInteger maxPriorityFeePerGas;
  private final List<SignedAuthorization> authorizations;
  private final @Nullable ObjectNode extra;

  private CallRequest(Builder b) {
    this.from = b.from;
    this.to = b.to;
    this.data = b.data;
    this.value = b.value;
    this.gas = b.gas;
    this.gasPrice = b.gasPrice;
    this.maxFeePerGas = b.maxFeePerGas;
    this.maxPriorityFeePerGas = b.maxPriorityFeePerGas;
    this.authorizations = List.copyOf(b.authorizations);
    this.extra = b.extra;
  }

  /** A call of {@code data} on {@code to}. */
  public static CallRequest of(Address to, byte[] data) {
    return builder().to(to).data(data).build();
  }

  /** An empty builder. */
  public static Builder builder() {
    return new Builder();
  }

  /** The sender, when set. */
  public Optional<Address> from() {
    return Optional.ofNullable(from);
  }

  /** The recipient; empty for a contract creation. */
  public Optional<Address> to() {
    return Optional.ofNullable(to);
  }

  /** The calldata (a copy). */
  public byte[] data() {
    return data.clone();
  }

  /** The value in wei, when set. */
  public Optional<BigInteger> value() {
    return Optional.ofNullable(value);
  }

  /** The gas limit, when set. */
  public Optional<BigInteger> gas() {
    return Optional.ofNullable(gas);
  }

  /** The EIP-7702 authorizations the call runs with, as a type-4 transaction would carry them; often none. */
  public List<SignedAuthorization> authorizations() {
    return authorizations;
  }

  /** The JSON object JSON-RPC takes. */
  ObjectNode toJson() {
    ObjectNode json = TradingJson.mapper().createObjectNode();
    if (from != null) {
      json.put("from", from.toLowerHex());
    }
    if (to != null) {
      json.put("to", to.toLowerHex());
    }
    json.put("data", Hex.encode(data));
    putQuantity(json, "value", value);
    putQuantity(json, "gas", gas);
    putQuantity(json, "gasPrice", gasPrice);
    putQuantity(json, "maxFeePerGas", maxFeePerGas);
    putQuantity(json, "maxPriorityFeePerGas", maxPriorityFeePerGas);
    if (!authorizations.isEmpty()) {
      json.set("authorizationList", RpcAuthorization.listJson(authorizations));
    }
    if (extra != null) {
      json.setAll(extra.deepCopy());
    }
    return json;
  }

  private static void putQuantity(ObjectNode json, String name, @Nullable BigInteger value) {
    if (value != null) {
      json.put(name, RpcValues.quantity(value));
    }
  }

  @Override
  public String toString() {
    return "CallRequest{from=" + from + ", to=" + to + ", data=" + data.length + " bytes"
        + (value != null ? ", value=" + value : "") + (gas != null ? ", gas=" + gas : "") + "}";
  }

  /** Builds a {@link CallRequest}. */
  public static final class Builder {
    private @Nullable Address from;
    private @Nullable Address to;
    private byte[] data = new byte[0];
    private @Nullable BigInteger value;
    private @Nullable BigInteger gas;
    private @Nullable BigInteger gasPrice;
    private @Nullable BigInteger maxFeePerGas;
    private @Nullable BigInteger maxPriorityFeePerGas;
    private List<SignedAuthorization> authorizations = List.of();
    private @Nullable ObjectNode extra;

    private Builder() {}

    /** The sender (a call from a contract's owner sees what the owner would). */
    public Builder from(@Nullable Address from) {
      this.from = from;
      return this;
    }

    /** The recipient; leave it unset to run contract-creation code. */
    public Builder to(@Nullable Address to) {
      this.to = to;
      return this;
    }

    /** The calldata. */
    public Builder data(byte[] data) {
      this.data = Objects.requireNonNull(data, "data").clone();
      return this;
    }

    /** The value in wei; not negative. */
    public Builder value(@Nullable BigInteger value) {
      this.value = nonNegative(value, "value");
      return this;
    }

    /** The gas limit; not negative. */
    public Builder gas(@Nullable BigInteger gas) {
      this.gas = nonNegative(gas, "gas");
      return this;
    }

    /** A legacy gas price; not negative. */
    public Builder gasPrice(@Nullable BigInteger gasPrice) {
      this.gasPrice = nonNegative(gasPrice, "gasPrice");
      return this;
    }

    /** An EIP-1559 fee cap; not negative. */
    public Builder maxFeePerGas(@Nullable BigInteger maxFeePerGas) {
      this.maxFeePerGas = nonNegative(maxFeePerGas, "maxFeePerGas");
      return this;
    }

    /** An EIP-1559 priority fee cap; not negative. */
    public Builder maxPriorityFeePerGas(@Nullable BigInteger maxPriorityFeePerGas) {
      this.maxPriorityFeePerGas = nonNegative(maxPriorityFeePerGas, "maxPriorityFeePerGas");
      return this;
    }

    /** The EIP-7702 authorizations to run the call with (sent as its {@code authorizationList}); none by default. */
    public Builder authorizations(List<SignedAuthorization> authorizations) {
      this.authorizations = List.copyOf(Objects.requireNonNull(authorizations, "authorizations"));
      return this;
    }

    /**
     * Members sent as they are, besides the typed ones (an EIP-7702 {@code authorizationList}, an {@code
     * accessList}); a member named here replaces the typed one of that name.
     */
    public Builder extra(@Nullable ObjectNode extra) {
      this.extra = extra == null ? null : extra.deepCopy();
      return this;
    }

    /** The call request. */
    public CallRequest build() {
      return new CallRequest(this);
    }

    private static @Nullable BigInteger nonNegative(@Nullable BigInteger v, String name) {
      if (v != null && v.signum() < 0) {
        throw new IllegalArgumentException(name + ": must be >= 0, was " + v);
      }
      return v;
    }
  }
}

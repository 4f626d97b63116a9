package io.tradingsdk.models.wallet;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.WireNumbers;
import java.math.BigInteger;
import org.immutables.value.Value;

/**
 * A signed EIP-7702 authorization tuple ({@code Eip7702Authorization}), in and out of {@code POST
 * /wallet/encode_4337}. The numbers travel as hex strings, kept as sent; {@link #chainIdValue()},
 * {@link #nonceValue()} and {@link #yParityValue()} read them.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableEip7702Authorization.class)
@JsonDeserialize(as = ImmutableEip7702Authorization.class)
public abstract class Eip7702Authorization implements Extensible {
  /** The contract the wallet delegates to. */
  public abstract String address();

  /** Hex chain id ({@code 0x1}). */
  public abstract String chainId();

  /** Hex nonce. */
  public abstract String nonce();

  public abstract String r();

  public abstract String s();

  /** Hex y parity ({@code 0x0} or {@code 0x1}). */
  @JsonProperty("yParity")
  public abstract String yParity();

  /** {@link #chainId()} as a number. */
  @JsonIgnore
  public BigInteger chainIdValue() {
    return WireNumbers.parseInteger(chainId(), "chainId");
  }

  /** {@link #nonce()} as a number. */
  @JsonIgnore
  public BigInteger nonceValue() {
    return WireNumbers.parseInteger(nonce(), "nonce");
  }

  /** {@link #yParity()} as a number. */
  @JsonIgnore
  public BigInteger yParityValue() {
    return WireNumbers.parseInteger(yParity(), "yParity");
  }

  public static ImmutableEip7702Authorization.Builder builder() {
    return ImmutableEip7702Authorization.builder();
  }
}

package io.tradingsdk.models.wallet;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.WireNumbers;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * An ERC-4337 v0.8 UserOperation ({@code UserOperation} of {@code POST /wallet/encode_4337}), to sign
 * and hand to a bundler. Its numbers are kept as the service wrote them (hex in the bundler RPC
 * form, decimal otherwise); {@link #nonceValue()}, {@link #callGasLimitValue()} and the other {@code
 * ...Value()} helpers read either form.
 *
 * <p>{@link #signature()} is a dummy placeholder: sign the operation and replace it.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableUserOperation.class)
@JsonDeserialize(as = ImmutableUserOperation.class)
public abstract class UserOperation implements Extensible {
  /** The smart account that executes the operation. */
  public abstract String sender();

  /** Anti-replay nonce from the EntryPoint. */
  public abstract String nonce();

  /** ABI-encoded call data of the batch. */
  public abstract String callData();

  public abstract String callGasLimit();

  public abstract String verificationGasLimit();

  public abstract String preVerificationGas();

  public abstract String maxFeePerGas();

  public abstract String maxPriorityFeePerGas();

  /** Account factory, for the account's first operation. */
  public abstract Optional<String> factory();

  public abstract Optional<String> factoryData();

  /** Paymaster contract, when gas is sponsored. */
  public abstract Optional<String> paymaster();

  public abstract Optional<String> paymasterVerificationGasLimit();

  public abstract Optional<String> paymasterPostOpGasLimit();

  public abstract Optional<String> paymasterData();

  /** A placeholder until the client signs the operation. */
  public abstract String signature();

  public abstract Optional<Eip7702Authorization> eip7702Auth();

  /** {@link #nonce()} as a number. */
  @JsonIgnore
  public BigInteger nonceValue() {
    return WireNumbers.parseInteger(nonce(), "nonce");
  }

  /** {@link #callGasLimit()} as a number. */
  @JsonIgnore
  public BigInteger callGasLimitValue() {
    return WireNumbers.parseInteger(callGasLimit(), "callGasLimit");
  }

  /** {@link #verificationGasLimit()} as a number. */
  @JsonIgnore
  public BigInteger verificationGasLimitValue() {
    return WireNumbers.parseInteger(verificationGasLimit(), "verificationGasLimit");
  }

  /** {@link #preVerificationGas()} as a number. */
  @JsonIgnore
  public BigInteger preVerificationGasValue() {
    return WireNumbers.parseInteger(preVerificationGas(), "preVerificationGas");
  }

  /** {@link #maxFeePerGas()} as a number. */
  @JsonIgnore
  public BigInteger maxFeePerGasValue() {
    return WireNumbers.parseInteger(maxFeePerGas(), "maxFeePerGas");
  }

  /** {@link #maxPriorityFeePerGas()} as a number. */
  @JsonIgnore
  public BigInteger maxPriorityFeePerGasValue() {
    return WireNumbers.parseInteger(maxPriorityFeePerGas(), "maxPriorityFeePerGas");
  }

  public static ImmutableUserOperation.Builder builder() {
    return ImmutableUserOperation.builder();
  }

  public ImmutableUserOperation.Builder toBuilder() {
    return ImmutableUserOperation.builder().from(this);
  }
}

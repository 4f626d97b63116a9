package io.tradingsdk.models.quote;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.immutables.value.Value;

/**
 * An integrator fee of a quote request ({@code integratorFees[]}): basis points of the output token
 * and the address that receives them. Checked when built: {@code bips} 0 to 500, {@code recipient}
 * {@code ^0x[a-fA-F0-9]{40}$}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableIntegratorFee.class)
@JsonDeserialize(as = ImmutableIntegratorFee.class)
public abstract class IntegratorFee implements Extensible {
  /** Largest fee the service accepts, in basis points. */
  public static final int MAX_BIPS = 500;

  /** The fee in basis points, 0 to {@value #MAX_BIPS}. */
  public abstract int bips();

  /** Address that receives the fee. */
  public abstract String recipient();

  /** A fee of {@code bips} basis points paid to {@code recipient}. */
  public static IntegratorFee of(int bips, String recipient) {
    return builder().bips(bips).recipient(recipient).build();
  }

  public static ImmutableIntegratorFee.Builder builder() {
    return ImmutableIntegratorFee.builder();
  }

  @Value.Check
  protected void check() {
    // The spec snapshot says minimum 0, maximum 500 (its prose says 0 < bips); 0 is allowed.
    RequestRules.range("bips", bips(), 0, MAX_BIPS);
    RequestRules.strictAddress("recipient", recipient());
  }
}

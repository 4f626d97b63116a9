package io.tradingsdk.models.wallet;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /wallet/encode_4337} ({@code Encode4337Response}): the UserOperation to
 * sign, and whether a paymaster sponsors its gas.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableEncode4337Response.class)
@JsonDeserialize(as = ImmutableEncode4337Response.class)
public abstract class Encode4337Response implements Extensible {
  public abstract String requestId();

  public abstract UserOperation userOperation();

  public abstract Optional<SponsorMetadata> sponsorMetadata();

  /** Whether a paymaster sponsors the gas. */
  public abstract boolean gasSponsored();

  /** Why sponsorship was refused; only when {@link #gasSponsored()} is false. */
  public abstract Optional<String> gasSponsorshipRejectionReason();

  public static ImmutableEncode4337Response.Builder builder() {
    return ImmutableEncode4337Response.builder();
  }

  public ImmutableEncode4337Response.Builder toBuilder() {
    return ImmutableEncode4337Response.builder().from(this);
  }
}

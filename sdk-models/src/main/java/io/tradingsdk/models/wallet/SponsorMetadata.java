package io.tradingsdk.models.wallet;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.Optional;
import org.immutables.value.Value;

/** Who sponsors the gas of a UserOperation ({@code Encode4337SponsorMetadata}). */
@Value.Immutable
@JsonSerialize(as = ImmutableSponsorMetadata.class)
@JsonDeserialize(as = ImmutableSponsorMetadata.class)
public abstract class SponsorMetadata implements Extensible {
  /** Display name of the sponsor. */
  public abstract String name();

  /** URL of the sponsor's logo. */
  public abstract Optional<String> icon();

  public static ImmutableSponsorMetadata.Builder builder() {
    return ImmutableSponsorMetadata.builder();
  }
}

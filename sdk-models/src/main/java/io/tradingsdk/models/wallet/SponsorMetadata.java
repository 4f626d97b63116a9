package io.tradingsdk.models.wallet;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/** Who sponsors the gas of a UserOperation ({@code Encode4337SponsorMetadata}). */
@Value.Immutable
@JsonSerialize(as = ImmutableSponsorMetadata.class)
@JsonDeserialize(as = ImmutableSponsorMetadata.class)
public abstract class SponsorMetadata {
  /** Display name of the sponsor. */
  public abstract String name();

  /** URL of the sponsor's logo. */
  public abstract Optional<String> icon();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutableSponsorMetadata.Builder builder() {
    return ImmutableSponsorMetadata.builder();
  }
}

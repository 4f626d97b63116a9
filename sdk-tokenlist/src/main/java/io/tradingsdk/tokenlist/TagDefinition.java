package io.tradingsdk.tokenlist;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Map;
import org.immutables.value.Value;

/**
 * A tag a token can carry, defined once in the list's {@code tags} map under its identifier.
 *
 * <p>The schema allows a {@code name} of 1 to 20 word characters and spaces and a {@code
 * description} of 1 to 200 word characters, spaces, periods, commas and colons; {@link
 * TokenListValidator} checks that.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableTagDefinition.class)
@JsonDeserialize(as = ImmutableTagDefinition.class)
public abstract class TagDefinition {
  /** The tag's display name. */
  public abstract String name();

  /** What the tag means, for people. */
  public abstract String description();

  /** Properties the schema does not allow, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutableTagDefinition.Builder builder() {
    return ImmutableTagDefinition.builder();
  }

  public ImmutableTagDefinition.Builder toBuilder() {
    return ImmutableTagDefinition.builder().from(this);
  }
}

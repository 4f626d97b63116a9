package io.tradingsdk.tokenlist;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Map;
import org.immutables.value.Value;

/**
 * The version of a token list: {@code major} grows when tokens are removed or their addresses
 * change, {@code minor} when tokens are added, {@code patch} for any other change.
 *
 * <p>Compare with {@link TokenLists#versionComparator(Version, Version)}; bump with {@link
 * TokenLists#nextVersion(Version, VersionUpgrade)}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableVersion.class)
@JsonDeserialize(as = ImmutableVersion.class)
public abstract class Version {
  /** Grows when tokens are removed or token addresses change. */
  public abstract long major();

  /** Grows when tokens are added. */
  public abstract long minor();

  /** Grows for any other change. */
  public abstract long patch();

  /** Properties the schema does not allow, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  /** The version {@code major.minor.patch}. */
  public static Version of(long major, long minor, long patch) {
    return builder().major(major).minor(minor).patch(patch).build();
  }

  public static ImmutableVersion.Builder builder() {
    return ImmutableVersion.builder();
  }

  public ImmutableVersion.Builder toBuilder() {
    return ImmutableVersion.builder().from(this);
  }

  /** {@code major.minor.patch}. */
  @Override
  public String toString() {
    return major() + "." + minor() + "." + patch();
  }
}

package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.WireNumbers;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/**
 * The cosigner's part of a UniswapX order ({@code CosignerData}): the exclusivity window and the
 * amounts it overrides. Overrides are decimal strings ({@code "0"} means none); {@link
 * #inputOverrideAmount()} and {@link #outputOverrideAmounts()} read them as numbers.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableCosignerData.class)
@JsonDeserialize(as = ImmutableCosignerData.class)
public abstract class CosignerData implements Extensible {
  /** Unix seconds from which other fillers may fill at a decaying price. */
  public abstract OptionalLong decayStartTime();

  /** Unix seconds at which the decay ends. */
  public abstract OptionalLong decayEndTime();

  /** The filler with priority until {@code decayStartTime}. */
  public abstract Optional<String> exclusiveFiller();

  public abstract Optional<String> inputOverride();

  public abstract Optional<List<String>> outputOverrides();

  /** {@link #inputOverride()} as a number. */
  @JsonIgnore
  public Optional<BigInteger> inputOverrideAmount() {
    return inputOverride().map(v -> WireNumbers.parseInteger(v, "inputOverride"));
  }

  /** {@link #outputOverrides()} as numbers, in order. */
  @JsonIgnore
  public List<BigInteger> outputOverrideAmounts() {
    List<BigInteger> amounts = new ArrayList<>();
    List<String> overrides = outputOverrides().orElse(List.of());
    for (int i = 0; i < overrides.size(); i++) {
      amounts.add(WireNumbers.parseInteger(overrides.get(i), "outputOverrides[" + i + "]"));
    }
    return List.copyOf(amounts);
  }

  public static ImmutableCosignerData.Builder builder() {
    return ImmutableCosignerData.builder();
  }

  @Value.Check
  protected CosignerData freeze() {
    if (FrozenCopies.all(outputOverrides())) {
      return this;
    }
    return ImmutableCosignerData.builder().from(this).outputOverrides(FrozenCopies.list(outputOverrides())).build();
  }
}

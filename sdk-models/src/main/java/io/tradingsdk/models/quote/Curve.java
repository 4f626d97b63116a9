package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/** A V3 Dutch decay curve: amounts relative to the start, by blocks relative to the start. */
@Value.Immutable
@JsonSerialize(as = ImmutableCurve.class)
@JsonDeserialize(as = ImmutableCurve.class)
public abstract class Curve implements Extensible {
  public abstract Optional<List<Long>> relativeBlocks();

  /** Signed integers, decimal strings on the wire. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<List<BigInteger>> relativeAmounts();

  public static ImmutableCurve.Builder builder() {
    return ImmutableCurve.builder();
  }

  public ImmutableCurve.Builder toBuilder() {
    return ImmutableCurve.builder().from(this);
  }

  @Value.Check
  protected Curve freeze() {
    if (FrozenCopies.all(relativeBlocks(), relativeAmounts())) {
      return this;
    }
    return toBuilder()
        .relativeBlocks(FrozenCopies.list(relativeBlocks()))
        .relativeAmounts(FrozenCopies.list(relativeAmounts()))
        .build();
  }
}

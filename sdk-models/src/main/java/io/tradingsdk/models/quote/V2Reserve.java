package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import org.immutables.value.Value;

/** The remaining reserve of one token in a V2 pool. */
@Value.Immutable
@JsonSerialize(as = ImmutableV2Reserve.class)
@JsonDeserialize(as = ImmutableV2Reserve.class)
public abstract class V2Reserve implements Extensible {
  public abstract TokenInRoute token();

  /** Reserve in base units. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger quotient();

  public static ImmutableV2Reserve.Builder builder() {
    return ImmutableV2Reserve.builder();
  }
}

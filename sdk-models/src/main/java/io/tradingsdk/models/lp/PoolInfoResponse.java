package io.tradingsdk.models.lp;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.immutables.value.Value;

/** Response of {@code POST /lp/pool_info}: one page of pools. Every field is optional, as the document says. */
@Value.Immutable
@JsonSerialize(as = ImmutablePoolInfoResponse.class)
@JsonDeserialize(as = ImmutablePoolInfoResponse.class)
public abstract class PoolInfoResponse implements Extensible {
  public abstract Optional<String> requestId();

  public abstract Optional<List<PoolInformation>> pools();

  public abstract OptionalInt pageSize();

  public abstract OptionalInt currentPage();

  /** The pools, empty when the service sent none. */
  @JsonIgnore
  public List<PoolInformation> poolsOrEmpty() {
    return pools().orElse(List.of());
  }

  public static ImmutablePoolInfoResponse.Builder builder() {
    return ImmutablePoolInfoResponse.builder();
  }

  public ImmutablePoolInfoResponse.Builder toBuilder() {
    return ImmutablePoolInfoResponse.builder().from(this);
  }
}

package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/** The order of a {@code DUTCH_V2} quote. */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchOrderInfoV2.class)
@JsonDeserialize(as = ImmutableDutchOrderInfoV2.class)
public abstract class DutchOrderInfoV2 implements OrderInfo {
  @Override
  public abstract ChainId chainId();

  @Override
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger nonce();

  /** The reactor contract that settles the order. */
  @Override
  public abstract String reactor();

  @Override
  public abstract String swapper();

  /** Unix seconds after which the order can no longer be filled. */
  @Override
  public abstract long deadline();

  /** Defaults to the zero address when absent. */
  @Override
  public abstract Optional<String> additionalValidationContract();

  /** Defaults to {@code 0x} when absent. */
  @Override
  public abstract Optional<String> additionalValidationData();

  public abstract DutchInput input();

  public abstract List<DutchOutput> outputs();

  public abstract Optional<String> cosigner();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutableDutchOrderInfoV2.Builder builder() {
    return ImmutableDutchOrderInfoV2.builder();
  }

  public ImmutableDutchOrderInfoV2.Builder toBuilder() {
    return ImmutableDutchOrderInfoV2.builder().from(this);
  }
}

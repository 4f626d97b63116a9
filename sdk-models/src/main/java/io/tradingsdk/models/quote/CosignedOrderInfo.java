package io.tradingsdk.models.quote;

import java.util.Optional;

/**
 * The order of a UniswapX quote whose order a cosigner may amend before it is filled: Dutch v2 ({@link
 * DutchOrderInfoV2}), Dutch v3 ({@link DutchOrderInfoV3}) and priority ({@link PriorityOrderInfo}) orders. Each
 * inherits {@link #cosigner()} as an attribute and keeps its wire order with its own {@code @JsonPropertyOrder}.
 */
public interface CosignedOrderInfo extends OrderInfo {
  /** The cosigner's address, when the service names one. */
  Optional<String> cosigner();
}

package io.tradingsdk.models;

/**
 * The gas estimate a quote or a plan step carries: units and cost in three denominations ({@link GasCostFields}),
 * and the fee parameters it was priced at ({@link FeeFields}), each sent as a decimal string. Shared by the classic,
 * wrap, bridge and chained quotes and the plan steps, which inherit them as attributes and keep their wire order with
 * their own {@code @JsonPropertyOrder}.
 */
public interface GasEstimateFields extends GasCostFields, FeeFields {}

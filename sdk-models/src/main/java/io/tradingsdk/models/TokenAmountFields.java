package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.math.BigInteger;
import java.util.Optional;

/**
 * An amount of one token on one chain, moved at an urgency: the fields that {@code POST
 * /check_approval} (the amount to approve) and {@code POST /send} (the amount to transfer) share.
 * Each request inherits them as attributes, checks them with its own rules and keeps its wire order
 * with its own {@code @JsonPropertyOrder}.
 */
public interface TokenAmountFields {
  /** The token's address. */
  String token();

  /** Base units, > 0. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  @JsonDeserialize(using = RequestRules.DigitsOnly.class)
  BigInteger amount();

  /** The chain the token is on. */
  ChainId chainId();

  /** How fast the transaction should be mined; the service's default when absent. */
  Optional<Urgency> urgency();
}

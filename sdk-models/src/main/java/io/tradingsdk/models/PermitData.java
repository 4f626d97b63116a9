package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.immutables.value.Value;

/**
 * An EIP-712 typed-data message to sign ({@code permitData}): a Permit2 {@code PermitSingle} on
 * classic routes, a permit-witness order on intent-based ones.
 *
 * <p>{@link #domain()}, {@link #types()} and {@link #values()} are kept as JSON trees exactly as the
 * service sent them, so a signer hashes what the service will verify; treat them as read-only.
 * Typed accessors read the common Permit2 fields.
 */
@Value.Immutable
@JsonSerialize(as = ImmutablePermitData.class)
@JsonDeserialize(as = ImmutablePermitData.class)
public abstract class PermitData implements Extensible {
  private static final String DOMAIN_TYPE = "EIP712Domain";

  /** The EIP-712 domain: {@code name}, {@code chainId}, {@code verifyingContract}. */
  public abstract JsonNode domain();

  /** Map from type name to its {@code [{name, type}]} members; no {@code EIP712Domain} entry. */
  public abstract JsonNode types();

  /** The message itself. */
  public abstract JsonNode values();

  /** {@code domain.name} ({@code "Permit2"} for classic permits). */
  @JsonIgnore
  public Optional<String> domainName() {
    return text(domain().get("name"));
  }

  /** {@code domain.chainId}, a number or a decimal string on the wire. */
  @JsonIgnore
  public Optional<ChainId> domainChainId() {
    JsonNode id = domain().get("chainId");
    if (id == null || id.isNull()) {
      return Optional.empty();
    }
    return Optional.of(
        ChainId.of(WireNumbers.toLongExact(WireNumbers.parseInteger(id.asText(), "domain.chainId"))));
  }

  /** {@code domain.verifyingContract}. */
  @JsonIgnore
  public Optional<String> verifyingContract() {
    return text(domain().get("verifyingContract"));
  }

  /**
   * The primary type: the one type of {@link #types()} that no other type refers to ({@code
   * PermitSingle} for a classic permit). Empty when that is ambiguous.
   */
  @JsonIgnore
  public Optional<String> primaryType() {
    Set<String> candidates = new HashSet<>();
    types().fieldNames().forEachRemaining(candidates::add);
    candidates.remove(DOMAIN_TYPE);
    for (Iterator<JsonNode> members = types().elements(); members.hasNext(); ) {
      for (JsonNode member : members.next()) {
        String type = member.path("type").asText("");
        int bracket = type.indexOf('[');
        candidates.remove(bracket >= 0 ? type.substring(0, bracket) : type);
      }
    }
    return candidates.size() == 1 ? Optional.of(candidates.iterator().next()) : Optional.empty();
  }

  /** {@code values.spender}. */
  @JsonIgnore
  public Optional<String> spender() {
    return text(values().get("spender"));
  }

  /** {@code values.sigDeadline}, unix seconds. */
  @JsonIgnore
  public Optional<BigInteger> sigDeadline() {
    return integer(values().get("sigDeadline"), "values.sigDeadline");
  }

  /** {@code values.details.token} of a {@code PermitSingle}. */
  @JsonIgnore
  public Optional<String> token() {
    return text(values().path("details").get("token"));
  }

  /** {@code values.details.amount} of a {@code PermitSingle}. */
  @JsonIgnore
  public Optional<BigInteger> amount() {
    return integer(values().path("details").get("amount"), "values.details.amount");
  }

  /** {@code values.details.expiration} of a {@code PermitSingle}, unix seconds. */
  @JsonIgnore
  public Optional<BigInteger> expiration() {
    return integer(values().path("details").get("expiration"), "values.details.expiration");
  }

  /** {@code values.details.nonce} of a {@code PermitSingle}. */
  @JsonIgnore
  public Optional<BigInteger> nonce() {
    return integer(values().path("details").get("nonce"), "values.details.nonce");
  }

  public static ImmutablePermitData.Builder builder() {
    return ImmutablePermitData.builder();
  }

  public ImmutablePermitData.Builder toBuilder() {
    return ImmutablePermitData.builder().from(this);
  }

  private static Optional<String> text(JsonNode node) {
    return node == null || node.isNull() ? Optional.empty() : Optional.of(node.asText());
  }

  private static Optional<BigInteger> integer(JsonNode node, String field) {
    if (node == null || node.isNull()) {
      return Optional.empty();
    }
    return Optional.of(
        node.isIntegralNumber() ? node.bigIntegerValue() : WireNumbers.parseInteger(node.asText(), field));
  }
}

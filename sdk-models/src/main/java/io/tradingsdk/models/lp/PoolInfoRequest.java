package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;
import org.immutables.value.Value;

/**
 * Body of {@code POST /lp/pool_info}: pools by parameters (tokens, fee, tick spacing, hook) or by
 * reference. Checked when built:
 *
 * <ul>
 *   <li>{@code protocol} names at least one of V2, V3 and V4;
 *   <li>exactly one of {@code poolParameters} (empty matches every pool of the protocols) and a
 *       non-empty {@code poolReferences};
 *   <li>pool-parameter addresses are 40 hex digits, the {@code 0x} prefix optional (the document's
 *       pattern), and token A differs from token B; fee 0 to 1,000,000; tick spacing >= 1;
 *   <li>each reference has a hex identifier: a 20-byte address or a 32-byte pool id;
 *   <li>{@code pageSize} and {@code currentPage} are >= 1.
 * </ul>
 */
@Value.Immutable
@JsonSerialize(as = ImmutablePoolInfoRequest.class)
@JsonDeserialize(as = ImmutablePoolInfoRequest.class)
public abstract class PoolInfoRequest implements Extensible {
  private static final Pattern REFERENCE = Pattern.compile("(0x)?([0-9a-fA-F]{40}|[0-9a-fA-F]{64})");

  /** The protocols to search; a bare string or an array on the wire (see {@link PoolProtocols}). */
  public abstract PoolProtocols protocol();

  public abstract Optional<PoolParameters> poolParameters();

  public abstract Optional<List<PoolReferenceByProtocol>> poolReferences();

  /** The chain to search with {@link #poolParameters()}; the service's default is mainnet. */
  public abstract Optional<ChainId> chainId();

  public abstract OptionalInt pageSize();

  /** The page to return, from 1. */
  public abstract OptionalInt currentPage();

  public static ImmutablePoolInfoRequest.Builder builder() {
    return ImmutablePoolInfoRequest.builder();
  }

  public ImmutablePoolInfoRequest.Builder toBuilder() {
    return ImmutablePoolInfoRequest.builder().from(this);
  }

  @Value.Check
  protected void check() {
    checkProtocols("protocol", protocol());
    LpRules.exactlyOne(
        "poolParameters", poolParameters().isPresent(), "poolReferences", poolReferences().isPresent());
    if (poolReferences().map(List::isEmpty).orElse(false)) {
      throw new InvalidModelException("poolReferences", "must name at least one pool, was empty");
    }
    poolParameters().ifPresent(PoolInfoRequest::checkParameters);
    List<PoolReferenceByProtocol> references = poolReferences().orElse(List.of());
    for (int i = 0; i < references.size(); i++) {
      checkReference("poolReferences[" + i + "]", references.get(i));
    }
    if (pageSize().isPresent()) {
      LpRules.atLeastOne("pageSize", pageSize().getAsInt());
    }
    if (currentPage().isPresent()) {
      LpRules.atLeastOne("currentPage", currentPage().getAsInt());
    }
  }

  private static void checkParameters(PoolParameters p) {
    p.tokenAddressA().ifPresent(a -> RequestRules.addressOptionalPrefix("poolParameters.tokenAddressA", a));
    p.tokenAddressB().ifPresent(b -> RequestRules.addressOptionalPrefix("poolParameters.tokenAddressB", b));
    if (p.tokenAddressA().isPresent()
        && p.tokenAddressB().isPresent()
        && strip(p.tokenAddressA().get()).equalsIgnoreCase(strip(p.tokenAddressB().get()))) {
      throw new InvalidModelException(
          "poolParameters.tokenAddressB", "must differ from tokenAddressA, both were " + p.tokenAddressA().get());
    }
    if (p.fee().isPresent()) {
      RequestRules.range("poolParameters.fee", p.fee().getAsInt(), 0, 1_000_000);
    }
    if (p.tickSpacing().isPresent()) {
      LpRules.atLeastOne("poolParameters.tickSpacing", p.tickSpacing().getAsInt());
    }
    p.hookAddress().ifPresent(h -> RequestRules.addressOptionalPrefix("poolParameters.hookAddress", h));
  }

  private static void checkReference(String path, PoolReferenceByProtocol reference) {
    checkProtocols(path + ".protocol", reference.protocol());
    String id =
        reference
            .referenceIdentifier()
            .orElseThrow(
                () -> new InvalidModelException(path + ".referenceIdentifier", "required, missing"));
    if (!REFERENCE.matcher(id).matches()) {
      throw new InvalidModelException(
          path + ".referenceIdentifier",
          "must be a pool address (40 hex digits) or a V4 pool id (64 hex digits), was \"" + id + "\"");
    }
  }

  private static void checkProtocols(String field, PoolProtocols protocols) {
    if (protocols.protocols().isEmpty()) {
      throw new InvalidModelException(field, "must name at least one protocol, was empty");
    }
    for (Protocol p : protocols.protocols()) {
      RequestRules.oneOf(field, p, Protocol.V2, Protocol.V3, Protocol.V4);
    }
  }

  private static String strip(String address) {
    return address.startsWith("0x") ? address.substring(2) : address;
  }
}

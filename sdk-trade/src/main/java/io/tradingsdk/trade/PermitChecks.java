package io.tradingsdk.trade;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.quote.OrderQuote;
import java.math.BigInteger;
import org.jspecify.annotations.Nullable;

/**
 * What can be checked locally of a typed-data message the API hands the engine to sign, before it is signed: a
 * classic swap's Permit2 {@code PermitSingle}, a UniswapX order (a Permit2 witness transfer), an LP or plan step's
 * permit. A mismatch ends the trade FAILED naming the field and what was expected; nothing is signed.
 *
 * <p>Not checked, the SDK knowing no reference for them: the permit's {@code spender} (the chain's Universal Router,
 * of a version the API picks) and an order's reactor.
 */
final class PermitChecks {
  /** Permit2's address on every chain the API lists but zkSync Era (uniswapx-sdk, permit2-sdk constants). */
  static final String PERMIT2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3";
  private static final String PERMIT2_ZKSYNC = "0x0000000000225e31D15943971F47aD3022F714Fa";
  private static final long ZKSYNC = 324;
  /** The API's standing permit ({@code permitAmount} FULL, its default): Permit2's largest allowance. */
  static final BigInteger MAX_UINT160 = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);

  private PermitChecks() {}

  /** Permit2's address on {@code chainId}. */
  static String permit2(long chainId) {
    return chainId == ZKSYNC ? PERMIT2_ZKSYNC : PERMIT2;
  }

  /**
   * A classic swap's {@code PermitSingle}: Permit2 on the intent's chain, for the input token, an amount no larger
   * than the swap needs (the input of an exact-input swap, the quote's maximum input of an exact output) or the API's
   * standing permit, exactly MaxUint160 (what the API sends by default, as a Permit2 allowance does: bounded by its
   * expiration, not its amount).
   */
  static void classicPermit(Journey j, Tokens tokens, Quoter.Quoted quoted, PermitData permit) {
    String what = "permit";
    domain(what, permit, j.intent().chainIn());
    address(what, "details.token", permit.values().path("details").get("token"), tokens.in(),
        "the input token " + tokens.in());
    BigInteger needed = j.intent().type().equals(TradeType.EXACT_INPUT) ? tokens.amount() : quoted.terms().worstIn();
    BigInteger amount = integer(what, "details.amount", permit.values().path("details").get("amount"));
    if (amount.compareTo(needed) > 0 && !amount.equals(MAX_UINT160)) {
      throw unsafe(what, "details.amount", "at most the swap's input " + needed
          + " (or the API's standing permit, MaxUint160), was " + amount);
    }
  }

  /**
   * A UniswapX order's permit (DUTCH_V2, DUTCH_V3, PRIORITY, LIMIT_ORDER): Permit2 on the intent's chain, the input
   * token permitted for at most the quote's maximum input, the signer as the order's swapper, every output paid
   * to the swapper in the output token, except the quote's own fee output (its {@code portionRecipient}, at most its
   * {@code portionAmount}), and the swapper's outputs at least the quote's worst case (the terms the limits were
   * checked on come from the quote's {@code orderInfo}, not from the witness that is signed).
   */
  static void order(Journey j, Tokens tokens, Quoter.Quoted quoted, PermitData permit) {
    String what = "order";
    domain(what, permit, j.intent().chainIn());
    JsonNode values = permit.values();
    address(what, "permitted.token", values.path("permitted").get("token"), tokens.in(),
        "the input token " + tokens.in());
    BigInteger maxIn = quoted.terms().worstIn();
    BigInteger permitted = integer(what, "permitted.amount", values.path("permitted").get("amount"));
    if (permitted.compareTo(maxIn) > 0) {
      throw unsafe(what, "permitted.amount", "at most the quote's maximum input " + maxIn + ", was " + permitted);
    }
    String swapper = j.s.signer.address().toChecksumHex();
    JsonNode witness = values.path("witness");
    address(what, "witness.info.swapper", witness.path("info").get("swapper"), swapper, "the signer " + swapper);
    @Nullable String feeRecipient = null;
    BigInteger feeBound = BigInteger.ZERO;
    if (quoted.response().quote() instanceof OrderQuote) {
      OrderQuote q = (OrderQuote) quoted.response().quote();
      if (q.portionBips().orElse(0) > 0 && q.portionRecipient().isPresent() && q.portionAmount().isPresent()) {
        feeRecipient = q.portionRecipient().get();
        feeBound = q.portionAmount().get();
      }
    }
    int outputs = 0;
    BigInteger floor = BigInteger.ZERO;
    for (String list : new String[] {"baseOutputs", "outputs"}) {
      for (JsonNode output : witness.path(list)) {
        outputs++;
        JsonNode recipient = output.get("recipient");
        if (same(recipient, swapper)) {
          address(what, "witness output token", output.get("token"), tokens.out(), "the output token " + tokens.out());
          // The least the order pays: a Dutch order's decayed end, a V3 order's minimum, a priority order's amount.
          String least = output.has("endAmount") ? "endAmount" : output.has("minAmount") ? "minAmount" : "amount";
          floor = floor.add(integer(what, "witness output " + least, output.get(least)));
          continue;
        }
        if (feeRecipient != null && same(recipient, feeRecipient)) {
          JsonNode amount = output.has("startAmount") ? output.get("startAmount") : output.get("amount");
          BigInteger fee = integer(what, "witness output amount", amount);
          if (fee.compareTo(feeBound) <= 0) {
            continue;
          }
          throw unsafe(what, "witness output amount", "at most the quote's fee " + feeBound + " to "
              + feeRecipient + ", was " + fee);
        }
        throw unsafe(what, "witness output recipient", "the swapper " + swapper
            + (feeRecipient == null ? "" : " (or the quote's fee recipient " + feeRecipient + ")") + ", was "
            + (recipient == null ? "missing" : recipient.asText()));
      }
    }
    if (outputs == 0) {
      throw unsafe(what, "witness outputs", "the order's outputs (baseOutputs or outputs), was none");
    }
    // The quote's worst case (checked against the user's limit and the first quote) is read from its orderInfo; the
    // order signed is the witness: it may not pay the swapper less.
    BigInteger worstOut = quoted.terms().worstOut();
    if (floor.compareTo(worstOut) < 0) {
      throw unsafe(what, "witness outputs", "at least the quote's worst case " + worstOut + " to the swapper, was "
          + floor);
    }
  }

  /** A permit's EIP-712 domain: {@code chainId} one of {@code chains}, its contract Permit2 on that chain. */
  static void domain(String what, PermitData permit, long... chains) {
    domain(what, permit.domain(), true, chains);
  }

  /**
   * An EIP-712 domain: {@code chainId} one of {@code chains} (the first named as expected); the contract Permit2 on
   * that chain when {@code permit2} (else only when the domain's {@code name} is "Permit2").
   */
  static void domain(String what, JsonNode domain, boolean permit2, long... chains) {
    JsonNode chainNode = domain.get("chainId");
    long chainId;
    BigInteger id = integer(what, "domain.chainId", chainNode);
    chainId = id.bitLength() < 64 ? id.longValue() : -1;
    boolean known = false;
    for (long c : chains) {
      known |= c == chainId;
    }
    if (!known) {
      throw unsafe(what, "domain.chainId", "the intent's chain " + chains[0]
          + (chains.length > 1 && chains[1] != chains[0] ? " or " + chains[1] : "") + ", was " + chainNode);
    }
    if (permit2 || "Permit2".equals(domain.path("name").asText(""))) {
      address(what, "domain.verifyingContract", domain.get("verifyingContract"), permit2(chainId),
          "Permit2 on chain " + chainId + " " + permit2(chainId));
    }
  }

  private static void address(String what, String field, @Nullable JsonNode actual, String expected,
      String expectedText) {
    if (!same(actual, expected)) {
      throw unsafe(what, field, expectedText + ", was " + (actual == null || actual.isNull() ? "missing"
          : "'" + actual.asText() + "'"));
    }
  }

  private static boolean same(@Nullable JsonNode actual, String expected) {
    if (actual == null || !actual.isTextual()) {
      return false;
    }
    // Compared as hex, whatever the case: the API spells addresses lowercase or checksummed.
    String text = actual.asText().toLowerCase(java.util.Locale.ROOT);
    return text.matches("0x[0-9a-f]{40}") && text.equals(expected.toLowerCase(java.util.Locale.ROOT));
  }

  private static BigInteger integer(String what, String field, @Nullable JsonNode node) {
    try {
      if (node != null && node.isIntegralNumber()) {
        return node.bigIntegerValue();
      }
      if (node != null && node.isTextual()) {
        String text = node.asText();
        return text.startsWith("0x") ? new BigInteger(text.substring(2), 16) : new BigInteger(text);
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw unsafe(what, field, "an integer, was " + (node == null ? "missing" : node.toString()));
  }

  static TradeStop unsafe(String what, String field, String expected) {
    return TradeStop.failed(TradeFailure.Reason.UNEXPECTED, what + " " + field + ": expected " + expected
        + "; not signed");
  }
}

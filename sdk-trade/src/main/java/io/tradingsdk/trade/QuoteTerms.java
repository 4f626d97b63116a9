package io.tradingsdk.trade;

import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.ClassicInput;
import io.tradingsdk.models.quote.ClassicOutput;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.DutchInput;
import io.tradingsdk.models.quote.DutchOutput;
import io.tradingsdk.models.quote.DutchOutputV3;
import io.tradingsdk.models.quote.DutchQuote;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.PriorityOutput;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.Quote;
import io.tradingsdk.models.quote.QuoteVisitor;
import io.tradingsdk.models.quote.UnknownQuote;
import io.tradingsdk.models.quote.WrapUnwrapQuote;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * What a quote commits to in the worst case, read from its own variant: the least output ({@code worstOut}) and the
 * most input ({@code worstIn}) the execution can reach: a classic swap's minimum after slippage, an order's decayed
 * end amounts. The engine compares these (never the expected amounts) with the user's limit.
 *
 * <p>{@code worstInKnown} is false when the quote states no maximum input (a CLASSIC quote with neither its input's
 * {@code maximumAmount} nor its {@code slippage}): {@code worstIn} is then only the expected input, which the swap may
 * exceed. It still sizes the approval of a trade without a limit (as before); a {@code maxAmountIn} limit, or a
 * re-quote bounded by a first quote with a known maximum, stops the trade instead.
 */
record QuoteTerms(BigInteger expectedIn, BigInteger expectedOut, BigInteger worstIn, BigInteger worstOut,
    boolean worstInKnown) {
  /** Terms whose maximum input is known. */
  QuoteTerms(BigInteger expectedIn, BigInteger expectedOut, BigInteger worstIn, BigInteger worstOut) {
    this(expectedIn, expectedOut, worstIn, worstOut, true);
  }

  /** A Dutch order's terms (DUTCH_LIMIT and DUTCH_V2): start amounts expected, end amounts the worst case. */
  private static QuoteTerms ofDutch(DutchInput input, List<DutchOutput> outputs, String swapper) {
    BigInteger start = BigInteger.ZERO;
    BigInteger end = BigInteger.ZERO;
    for (DutchOutput o : outputs) {
      if (o.recipient().equalsIgnoreCase(swapper)) {
        start = start.add(o.startAmount());
        end = end.add(o.endAmount());
      }
    }
    return new QuoteTerms(input.startAmount(), start, input.endAmount(), end);
  }

  /** The terms of {@code quote}, for a swapper (order outputs to others, fees, are not the swapper's). */
  static QuoteTerms of(Quote quote, String swapper) {
    return quote.accept(new QuoteVisitor<QuoteTerms>() {
      @Override
      public QuoteTerms classic(ClassicQuote q) {
        QuoteTerms terms = ofClassic(q.input(), q.output(), q.slippage().orElse(null));
        if (q.output().minimumAmount().isEmpty() && q.slippage().isEmpty()) {
          // Neither a minimum nor the slippage: the calldata /swap builds still allows some (the service's
          // default), so the expected amount is not the floor. Unknown: nothing, so a limit stops the trade.
          terms = new QuoteTerms(terms.expectedIn(), terms.expectedOut(), terms.worstIn(), BigInteger.ZERO);
        }
        if (q.input().maximumAmount().isEmpty() && q.slippage().isEmpty()) {
          // The mirror for an exact output: the swap may take more than the expected input, by how much is unknown.
          // worstIn stays the expected input (the approval of a trade without a limit, as before), flagged unknown.
          terms = new QuoteTerms(terms.expectedIn(), terms.expectedOut(), terms.worstIn(), terms.worstOut(), false);
        }
        return terms;
      }

      @Override
      public QuoteTerms wrapUnwrap(WrapUnwrapQuote q) {
        return ofClassic(q.input(), q.output(), null);
      }

      @Override
      public QuoteTerms bridge(BridgeQuote q) {
        return ofClassic(q.input(), q.output(), null);
      }

      @Override
      public QuoteTerms dutch(DutchQuote q) {
        if (!q.routing().equals(io.tradingsdk.models.Routing.LIMIT_ORDER)) {
          throw new UnsupportedRouting("DUTCH_LIMIT (UniswapX v1) orders");
        }
        // A limit order: its amounts do not decay, so the end amounts are both the expected and the worst case.
        return ofDutch(q.orderInfo().input(), q.orderInfo().outputs(), swapper);
      }

      @Override
      public QuoteTerms dutchV2(DutchQuoteV2 q) {
        return ofDutch(q.orderInfo().input(), q.orderInfo().outputs(), swapper);
      }

      @Override
      public QuoteTerms dutchV3(DutchQuoteV3 q) {
        BigInteger start = BigInteger.ZERO;
        BigInteger min = BigInteger.ZERO;
        for (DutchOutputV3 o : q.orderInfo().outputs()) {
          if (o.recipient().equalsIgnoreCase(swapper)) {
            start = start.add(o.startAmount());
            // The output decays along its curve (and with the base fee) down to minAmount: without one the floor
            // is unknown, so the worst case is nothing (never the start amount, which would pass a limit the
            // decayed order can miss).
            min = min.add(o.minAmount().orElse(BigInteger.ZERO));
          }
        }
        return new QuoteTerms(q.orderInfo().input().startAmount(), q.expectedAmountOut().orElse(start),
            q.orderInfo().input().maxAmount(), min);
      }

      @Override
      public QuoteTerms priority(PriorityQuote q) {
        BigInteger out = BigInteger.ZERO;
        for (PriorityOutput o : q.orderInfo().outputs()) {
          if (o.recipient().equalsIgnoreCase(swapper)) {
            out = out.add(o.amount());
          }
        }
        BigInteger in = q.orderInfo().input().amount();
        return new QuoteTerms(q.expectedAmountIn().orElse(in), q.expectedAmountOut().orElse(out), in, out);
      }

      @Override
      public QuoteTerms chained(ChainedQuote q) {
        QuoteTerms terms = ofClassic(q.input(), q.output(), q.slippageTolerance().orElse(null));
        if (q.output().minimumAmount().isEmpty() && q.slippageTolerance().isEmpty()) {
          // As for a classic quote: the plan's steps still allow some slippage; the floor is unknown.
          return new QuoteTerms(terms.expectedIn(), terms.expectedOut(), terms.worstIn(), BigInteger.ZERO);
        }
        return terms;
      }

      @Override
      public QuoteTerms unknown(UnknownQuote q) {
        throw new UnsupportedRouting("routing " + q.routing());
      }
    });
  }

  private static QuoteTerms ofClassic(ClassicInput in, ClassicOutput out, @Nullable BigDecimal slippagePercent) {
    BigInteger worstOut = out.minimumAmount().orElseGet(() -> slippagePercent == null ? out.amount()
        : new BigDecimal(out.amount()).multiply(BigDecimal.ONE.subtract(slippagePercent.movePointLeft(2)))
            .setScale(0, RoundingMode.FLOOR).toBigIntegerExact());
    BigInteger worstIn = in.maximumAmount().orElseGet(() -> slippagePercent == null ? in.amount()
        : new BigDecimal(in.amount()).multiply(BigDecimal.ONE.add(slippagePercent.movePointLeft(2)))
            .setScale(0, RoundingMode.CEILING).toBigIntegerExact());
    return new QuoteTerms(in.amount(), out.amount(), worstIn, worstOut);
  }

  /** A routing the engine does not drive. */
  static final class UnsupportedRouting extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UnsupportedRouting(String what) {
      super(what + " are not driven by the trade engine");
    }
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "in %s (worst %s), out %s (worst %s)", expectedIn,
        worstInKnown ? worstIn : "unknown", expectedOut, worstOut);
  }
}

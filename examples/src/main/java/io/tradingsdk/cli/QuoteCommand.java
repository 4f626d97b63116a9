package io.tradingsdk.cli;

import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.ClassicInput;
import io.tradingsdk.models.quote.ClassicOutput;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.Quote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.WrapUnwrapQuote;
import java.math.BigDecimal;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code trading quote}: POST /quote, with tokens by symbol and amounts in token units. */
@Command(name = "quote", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
    description = {QuoteCommand.SUMMARY,
        "Example: trading quote --chain mainnet --from USDC --to ETH --amount 1000 --swapper 0x..."})
final class QuoteCommand extends ServiceCommand {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY = "Quote a swap, bridge, wrap or gasless order (POST /quote).";

  @Mixin QuoteInputs inputs;

  @Option(names = "--swapper", required = true, paramLabel = "ADDRESS", converter = AddressOption.class, description = "The wallet that swaps.")
  String swapper;

  @Override
  int run(TradingClient client) {
    RawResponse<QuoteResponse> raw = client.raw().quote(inputs.request(service.tokens(), swapper));
    QuoteResponse response = raw.body();
    if (!printedJson(response)) {
      summarize(this, inputs, response);
    }
    return ExitCodes.OK;
  }

  /** The readable summary of a quote, shared with {@code swap} and {@code order}. */
  static void summarize(ServiceCommand command, QuoteInputs inputs, QuoteResponse response) {
    Quote quote = response.quote();
    command.line("routing", response.routing());
    amounts(quote).ifPresent(a -> {
      command.line("you pay", TokenBook.units(a.input().amount(), inputs.tokenIn));
      command.line("you receive", TokenBook.units(a.output().amount(), inputs.tokenOut)
          + (quote instanceof OrderQuote ? " (the order's starting amount)" : ""));
    });
    gasFeeUsd(quote).ifPresent(usd -> command.line("gas fee", "$" + usd.toPlainString()));
    if (quote instanceof OrderQuote) {
      command.line("execution", "gasless: sign the permit and submit the order (trading order)");
    }
    response.permit().ifPresent(p -> command.line("permit", "permitData to sign (" + p.primaryType().orElse("EIP-712")
        + ")"));
    command.line("request id", response.requestId());
  }

  record Amounts(ClassicInput input, ClassicOutput output) {}

  private static Optional<Amounts> amounts(Quote quote) {
    if (quote instanceof ClassicQuote q) {
      return Optional.of(new Amounts(q.input(), q.output()));
    }
    if (quote instanceof WrapUnwrapQuote q) {
      return Optional.of(new Amounts(q.input(), q.output()));
    }
    if (quote instanceof BridgeQuote q) {
      return Optional.of(new Amounts(q.input(), q.output()));
    }
    if (quote instanceof ChainedQuote q) {
      return Optional.of(new Amounts(q.input(), q.output()));
    }
    if (quote instanceof io.tradingsdk.models.quote.DutchQuoteV2 q && q.input().isPresent() && q.output().isPresent()) {
      return Optional.of(new Amounts(q.input().get(), q.output().get()));
    }
    if (quote instanceof io.tradingsdk.models.quote.DutchQuoteV3 q && q.input().isPresent() && q.output().isPresent()) {
      return Optional.of(new Amounts(q.input().get(), q.output().get()));
    }
    return Optional.empty();
  }

  private static Optional<BigDecimal> gasFeeUsd(Quote quote) {
    if (quote instanceof ClassicQuote q) {
      return q.gasFeeUSD();
    }
    if (quote instanceof WrapUnwrapQuote q) {
      return q.gasFeeUSD();
    }
    if (quote instanceof BridgeQuote q) {
      return q.gasFeeUSD();
    }
    if (quote instanceof ChainedQuote q) {
      return q.gasFeeUSD();
    }
    return Optional.empty();
  }
}

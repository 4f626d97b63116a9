package io.tradingsdk.cli;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.ImmutableQuoteRequest;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.RoutingPreference;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import picocli.CommandLine.Option;

/** What to quote: the options of {@code trading quote}, {@code swap}, {@code order} and {@code plan create}. */
final class QuoteInputs {
  @Option(names = "--chain", converter = ChainOption.class, defaultValue = "1", paramLabel = "CHAIN",
      description = "The input token's chain, id or name (default: ${DEFAULT-VALUE}).")
  ChainId chain;

  @Option(names = "--to-chain", converter = ChainOption.class, paramLabel = "CHAIN",
      description = "The output token's chain (default: --chain); another chain makes a cross-chain quote.")
  ChainId toChain;

  @Option(names = "--from", required = true, paramLabel = "TOKEN", description = "Token sold: symbol or address.")
  String from;

  @Option(names = "--to", required = true, paramLabel = "TOKEN", description = "Token bought: symbol or address.")
  String to;

  @Option(names = "--amount", required = true, paramLabel = "AMOUNT",
      description = "Amount sold (bought with --exact-output), in token units such as 1.5, or base units with"
          + " --raw-amount.")
  String amount;

  @Option(names = "--raw-amount", description = "--amount is in base units.")
  boolean rawAmount;

  @Option(names = "--exact-output", description = "--amount is what you receive (EXACT_OUTPUT).")
  boolean exactOutput;

  @Option(names = "--slippage", paramLabel = "PERCENT",
      description = "Slippage tolerance in percent (e.g. 0.5); default: the service's automatic slippage.")
  BigDecimal slippage;

  // No defaultValue: each command's own (the field's initial value) is what its help shows and what it uses.
  @Option(names = "--routing", paramLabel = "ROUTING",
      description = "classic (pools only), uniswapx (gasless orders only) or best (default: ${DEFAULT-VALUE}).")
  String routing;

  /** The inputs of a command whose {@code --routing} defaults to best ({@code quote}, {@code plan create}). */
  QuoteInputs() {
    this("best");
  }

  /** The inputs of a command whose {@code --routing} defaults to {@code defaultRouting}. */
  QuoteInputs(String defaultRouting) {
    this.routing = defaultRouting;
  }

  TokenBook.Token tokenIn;
  TokenBook.Token tokenOut;
  BigInteger baseUnits;

  /** The request for {@code swapper}; resolves tokens and the amount through {@code tokens}. */
  QuoteRequest request(TokenBook tokens, String swapper) {
    ChainId outChain = toChain != null ? toChain : chain;
    tokenIn = tokens.resolve("--from", from, chain);
    tokenOut = tokens.resolve("--to", to, outChain);
    baseUnits = TokenBook.baseUnits("--amount", amount, exactOutput ? tokenOut : tokenIn, rawAmount);
    ImmutableQuoteRequest.Builder request = QuoteRequest.builder()
        .type(exactOutput ? TradeType.EXACT_OUTPUT : TradeType.EXACT_INPUT)
        .amount(baseUnits)
        .tokenInChainId(chain)
        .tokenOutChainId(outChain)
        .tokenIn(tokenIn.address())
        .tokenOut(tokenOut.address())
        .swapper(swapper);
    if (slippage != null) {
      request.slippageTolerance(slippage);
    } else {
      request.autoSlippage(AutoSlippage.DEFAULT);
    }
    switch (routing.toLowerCase(java.util.Locale.ROOT)) {
      case "classic":
        request.protocols(List.of(Protocol.V2, Protocol.V3, Protocol.V4));
        break;
      case "uniswapx":
        request.protocols(List.of(Protocol.UNISWAPX_LATEST));
        break;
      case "best":
        request.routingPreference(RoutingPreference.BEST_PRICE);
        break;
      default:
        throw new CliException(ExitCodes.UNREADABLE, "--routing: expected classic, uniswapx or best, was \"" + routing
            + "\"");
    }
    return request.build();
  }
}

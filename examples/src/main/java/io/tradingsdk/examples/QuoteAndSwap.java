package io.tradingsdk.examples;

import com.fasterxml.jackson.databind.node.TextNode;
import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.RouterVersionMismatchException;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.swap.ImmutableSwap7702Request;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/**
 * Quote a swap, sign its Permit2 permit locally, and turn the quote into an EIP-7702 transaction for the
 * wallet to send.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.QuoteAndSwap
 * </pre>
 *
 * <p>Reads {@code TRADING_API_BASE_URL} and {@code TRADING_API_KEY} (without a base URL it runs against the
 * embedded reference server) and {@code TRADING_PRIVATE_KEY} (without it, a throwaway key made for the run).
 */
public final class QuoteAndSwap {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"; // 6 decimals
  private static final String ETH = "0x0000000000000000000000000000000000000000"; // the native currency

  private QuoteAndSwap() {}

  public static void main(String[] args) {
    ExampleRunner.main("QuoteAndSwap", args, QuoteAndSwap::run);
  }

  /** The example itself: true when it did what it shows. */
  static boolean run(String[] args) {
    try (Sandbox sandbox = Sandbox.unlessConfigured();
        TradingClient client = TradingClient.builder()
            .fromEnv()               // TRADING_API_KEY, TRADING_API_BASE_URL, TRADING_LOG, TRADING_MAX_RETRIES...
            .options(sandbox::apply) // examples only: the embedded reference server when no base URL is set
            .build()) {

      // The wallet. Its key comes from the environment (or a file), never from source code.
      PrivateKey key = DevKeys.keyInEnvironment()
          ? PrivateKey.fromEnv(DevKeys.KEY_VARIABLE)
          : PrivateKey.random(); // examples only: a random key for this run, holding nothing
      LocalSigner wallet = LocalSigner.of(key);
      String swapper = wallet.address().toChecksumHex();
      System.out.println("Wallet " + swapper + (DevKeys.keyInEnvironment()
          ? " (key from " + DevKeys.KEY_VARIABLE + ")" : " (throwaway key made for this run)"));

      // 1. Quote 1,000 USDC for ETH on Ethereum. Amounts are integers in base units: USDC has 6 decimals.
      //    Naming the pool protocols pins CLASSIC routing; otherwise the service may answer with a UniswapX order.
      QuoteRequest request = QuoteRequest.builder()
          .type(TradeType.EXACT_INPUT)
          .amount(new BigInteger("1000000000"))
          .tokenInChainId(ChainId.MAINNET)
          .tokenOutChainId(ChainId.MAINNET)
          .tokenIn(USDC)
          .tokenOut(ETH)
          .swapper(swapper)
          .slippageTolerance(new BigDecimal("0.5")) // percent
          .protocols(List.of(Protocol.V2, Protocol.V3, Protocol.V4))
          .build();
      // The Universal Router version must stay the same for the whole journey (quote, then swap). Set it on
      // the quote: the client remembers it and sends it again with the swap built from this quote.
      QuoteResponse quote = client.quote(request,
          RequestOptions.builder().routerVersion(RouterVersion.V2_0).build());
      ClassicQuote classic = quote.classicQuote()
          .orElseThrow(() -> new IllegalStateException("expected a CLASSIC quote, got " + quote.routing()));
      System.out.println("Quote " + classic.quoteId().orElse("?") + " (request " + quote.requestId() + "): "
          + units(classic.input().amount(), 6) + " USDC -> " + units(classic.output().amount(), 18) + " ETH"
          + classic.slippage().map(slippage -> " (slippage " + slippage.toPlainString() + "%)").orElse(""));
      classic.routeString().ifPresent(route -> System.out.println("  route " + route));

      // 2. Sign the Permit2 permit locally (EIP-712). permitData is absent when Permit2 already allows the router.
      ImmutableSwap7702Request.Builder swap = Swap7702Request.builder()
          .quote(quote.quote()); // the quote, sent back whole (fields this SDK does not know included)
      PermitData permitData = quote.permit().orElse(null);
      if (permitData != null) {
        TypedData permit = TypedData.from(permitData); // refuses malformed data, naming the field
        Signature signature = wallet.sign(permit);
        if (!signature.verify(permit, wallet.address())) {
          throw new IllegalStateException("the permit signature does not recover to the wallet");
        }
        System.out.println("Signed " + permit.primaryType() + " for spender " + permitData.spender().orElse("?")
            + ": digest " + permit.digest());
        // The spec's /swap_7702 body lists permitData but no signature: a 7702 wallet may approve the router on
        // Permit2 inside its own batch instead (send permitData alone). /swap takes the signature beside
        // permitData, and the reference server accepts it here too, putting the signed permit in the router
        // program. The model has no field for it, so it travels as an additional property.
        swap.permitData(permitData).putAdditionalProperty("signature", TextNode.valueOf(signature.toHex()));
      }

      // 3. Build the transaction. No router version is set on this call: the client sends the quote's (2.0).
      RawResponse<Swap7702Response> built = client.raw().swap7702(swap.build());
      System.out.println("swap_7702 (request " + built.requestId().orElse("?") + ") sent router version "
          + built.routerVersion().map(RouterVersion::value).orElse("none") + ", as quoted");

      // Asking for another version within the same journey is refused before anything is sent.
      try {
        client.swap7702(swap.build(), RequestOptions.builder().routerVersion(RouterVersion.V1_2).build());
      } catch (RouterVersionMismatchException e) {
        System.out.println("Refused, as it should be: " + e.getMessage());
      }

      // 4. The transaction for the wallet to sign and send (EIP-7702: to is the wallet itself, whose delegated
      //    code runs the batch). This SDK builds it; your wallet or node (web3j, ethers...) broadcasts it.
      TransactionRequest tx = built.body().swap();
      System.out.println("Transaction to send:");
      System.out.println("  chainId              " + tx.chainId());
      System.out.println("  from                 " + tx.from());
      System.out.println("  to                   " + tx.to());
      System.out.println("  value                " + tx.valueWei() + " wei");
      System.out.println("  data                 " + abbreviate(tx.data())
          + " (" + (tx.data().length() - 2) / 2 + " bytes)");
      tx.gasLimit().ifPresent(gas -> System.out.println("  gasLimit             " + gas));
      tx.maxFeePerGas().ifPresent(fee -> System.out.println("  maxFeePerGas         " + fee + " wei"));
      tx.maxPriorityFeePerGas().ifPresent(fee -> System.out.println("  maxPriorityFeePerGas " + fee + " wei"));
    }
    return true;
  }

  /** An amount in base units as a decimal number of tokens, exactly (no double on the way). */
  private static String units(BigInteger baseUnits, int decimals) {
    return new BigDecimal(baseUnits).movePointLeft(decimals).stripTrailingZeros().toPlainString();
  }

  private static String abbreviate(String hex) {
    return hex.length() <= 26 ? hex : hex.substring(0, 10) + "..." + hex.substring(hex.length() - 8);
  }
}

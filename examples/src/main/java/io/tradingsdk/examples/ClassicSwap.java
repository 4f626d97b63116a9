package io.tradingsdk.examples;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.wallet.TransactionReceipt;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/**
 * A plain wallet's classic swap through {@code POST /swap}: check_approval, quote, the Permit2 permit
 * signed locally, {@code /swap}, then the transactions signed and sent through {@code sdk-wallet}'s sender, each
 * confirmed: to the node at {@code TRADING_RPC_URL} when it is set, else to the embedded server's Ethereum JSON-RPC
 * endpoint (and the swap followed with {@code GET /swaps} until it succeeds); against a real service without a
 * node, the transaction is printed for your wallet.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.ClassicSwap
 * </pre>
 *
 * <p>Reads {@code TRADING_API_BASE_URL} and {@code TRADING_API_KEY} (without a base URL it runs against the
 * embedded reference server) and {@code TRADING_PRIVATE_KEY} (without it, a throwaway key made for the run).
 */
public final class ClassicSwap {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"; // 6 decimals
  private static final String ETH = "0x0000000000000000000000000000000000000000";
  private static final int MAX_POLLS = 20;

  private ClassicSwap() {}

  public static void main(String[] args) {
    ExampleRunner.main("ClassicSwap", args, ClassicSwap::run);
  }

  /** The example itself: true when it did what it shows. */
  static boolean run(String[] args) {
    if (args.length > 0) {
      throw new ExampleRunner.UsageException("unexpected argument " + args[0] + "; usage: ClassicSwap");
    }
    LocalSigner wallet = LocalSigner.of(DevKeys.keyInEnvironment()
        ? PrivateKey.fromEnv(DevKeys.KEY_VARIABLE)
        : PrivateKey.random()); // examples only: a random key for this run, holding nothing
    try (Sandbox sandbox = Sandbox.unlessConfigured();
        TradingClient client = TradingClient.builder().fromEnv().options(sandbox::apply).build()) {
      String swapper = wallet.address().toChecksumHex();
      NodeSender node = sandbox.sender(wallet).orElse(null); // TRADING_RPC_URL's node, or the embedded chains
      BigInteger amount = new BigInteger("1000000000"); // 1,000 USDC in base units

      // 1. Permit2 must be allowed to move the token: a plain wallet sends that approval once.
      CheckApprovalResponse approval = client.checkApproval(CheckApprovalRequest.builder()
          .walletAddress(swapper).token(USDC).amount(amount).chainId(ChainId.MAINNET).build());
      if (approval.approvalNeeded() && node != null) {
        if (approval.cancel() != null) {
          node.send("Allowance reset", approval.cancel());
        }
        node.send("Approval of Permit2", approval.approval());
      } else if (approval.approvalNeeded()) {
        System.out.println("Send this approval first, then run again: to " + approval.approval().to()
            + " data " + approval.approval().data());
        return false;
      }

      // 2. A CLASSIC quote (naming the pool protocols pins it), and its permit signed locally.
      QuoteResponse quote = client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(amount)
          .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC).tokenOut(ETH)
          .swapper(swapper).slippageTolerance(new BigDecimal("0.5"))
          .protocols(List.of(Protocol.V2, Protocol.V3, Protocol.V4)).build());
      SwapRequest request = quote.permit()
          .map(permit -> SwapRequest.fromQuote(quote, wallet.sign(TypedData.from(permit)).toHex()))
          .orElseGet(() -> SwapRequest.fromQuote(quote)); // Permit2 already lets the router spend
      System.out.println("Quote " + quote.routing() + (quote.permit().isPresent() ? ", permit signed" : ""));

      // 3. POST /swap: the one transaction the wallet sends.
      SwapResponse swap = client.swap(request);
      TransactionRequest tx = swap.swap();
      System.out.println("Transaction from " + tx.from() + " to " + tx.to() + ", " + (tx.data().length() - 2) / 2
          + " bytes of calldata, value " + tx.valueWei() + " wei");
      if (node == null) {
        System.out.println("Sign and send it with your wallet, or set " + NodeSender.RPC_URL_VARIABLE
            + " to send it through this SDK.");
        return true;
      }
      TransactionReceipt receipt = node.send("Swap", tx); // a revert throws, decoded
      if (!sandbox.isEmbedded() || NodeSender.configured()) {
        return receipt.success(); // the service follows swaps on the chains it knows, not on your node
      }

      // 4. Embedded server: it follows the swap it built until it settles.
      String hash = receipt.transactionHash().toHex();
      for (int poll = 0; poll < MAX_POLLS; poll++) {
        SwapState state = client.getSwaps(SwapsQuery.ofTxHashes(hash)).swaps().orElseThrow().get(0).status()
            .orElseThrow();
        System.out.println("Swap " + hash + ": " + state);
        if (!state.equals(SwapState.PENDING)) {
          return state.equals(SwapState.SUCCESS);
        }
      }
      return false;
    }
  }
}

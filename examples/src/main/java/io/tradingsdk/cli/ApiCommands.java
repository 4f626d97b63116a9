package io.tradingsdk.cli;

import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.swap.SwapStatus;
import io.tradingsdk.models.swap.SwappableToken;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.models.swap.SwappableTokensResponse;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.models.swap.SwapsResponse;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.wallet.CheckDelegationResponse;
import io.tradingsdk.models.wallet.DelegationDetails;
import io.tradingsdk.signing.Signer;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The service commands that read: swap status, approvals (sent with {@code approval --execute}), bridgeable
 * tokens and wallet delegation.
 */
final class ApiCommands {
  private ApiCommands() {}

  /** {@code trading status}: GET /swaps. */
  @Command(name = "status", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = Status.SUMMARY)
  static final class Status extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "The status of swaps by transaction hash (GET /swaps).";

    @Option(names = "--chain", converter = ChainOption.class, paramLabel = "CHAIN",
        description = "The chain of the transactions (id or name).")
    ChainId chain;

    @Parameters(arity = "1..*", paramLabel = "TX_HASH", description = "0x-prefixed transaction hashes.")
    List<String> txHashes;

    @Override
    int run(TradingClient client) {
      io.tradingsdk.models.swap.ImmutableSwapsQuery.Builder query = SwapsQuery.builder().txHashes(txHashes);
      if (chain != null) {
        query.chainId(chain);
      }
      SwapsResponse response = client.getSwaps(query.build());
      if (!printedJson(response)) {
        for (SwapStatus swap : response.swaps().orElse(List.of())) {
          line(swap.txHash().or(swap::userOpHash).orElse("?"),
              swap.status().map(Object::toString).orElse("UNKNOWN")
                  + swap.swapType().map(type -> " (" + type + ")").orElse(""));
        }
        line("request id", response.requestId());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading approval}: POST /check_approval. */
  @Command(name = "approval", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Approval.SUMMARY,
          "With --execute --rpc-url URL --key-file KEYFILE (the key of --wallet) it sends the reset and the approval,"
              + " each confirmed; exit 1 when one reverts."})
  static final class Approval extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Whether Permit2 may move a wallet's tokens, and the transaction that lets it (POST /check_approval).";

    @Option(names = "--chain", converter = ChainOption.class, defaultValue = "1", paramLabel = "CHAIN",
        description = "Chain id or name (default: ${DEFAULT-VALUE}).")
    ChainId chain;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", converter = AddressOption.class, description = "The wallet.")
    String wallet;

    @Option(names = "--token", required = true, paramLabel = "TOKEN", description = "Symbol or address.")
    String token;

    @Option(names = "--amount", required = true, paramLabel = "AMOUNT",
        description = "In token units (1.5), or base units with --raw-amount.")
    String amount;

    @Option(names = "--raw-amount", description = "--amount is in base units.")
    boolean rawAmount;

    @Mixin ExecuteOptions.WithKey execute;

    @Override
    int run(TradingClient client) {
      broadcasting = execute.enabled();
      Signer signer = broadcasting ? execute.signer(wallet) : null;
      TokenBook.Token resolved = service.tokens().resolve("--token", token, chain);
      BigInteger baseUnits = TokenBook.baseUnits("--amount", amount, resolved, rawAmount);
      RawResponse<CheckApprovalResponse> raw = client.raw().checkApproval(CheckApprovalRequest.builder()
          .walletAddress(wallet).token(resolved.address()).amount(baseUnits).chainId(chain).build());
      CheckApprovalResponse response = raw.body();
      if (!printedJson(response)) {
        line("amount", TokenBook.units(baseUnits, resolved));
        if (response.approval() == null) {
          line("approval", "none needed: Permit2 may already move this amount");
        } else {
          line("approval", broadcasting ? "needed: sent below (--execute)" : "send this transaction first");
          transaction(response.approval());
        }
        if (response.cancel() != null) {
          line("reset", broadcasting ? "first the allowance is reset to 0 (--execute)"
              : "first reset the allowance to 0 with this transaction");
          transaction(response.cancel());
        }
        line("request id", response.requestId());
      }
      if (broadcasting) {
        try (Broadcaster broadcaster = Broadcaster.open(execute.rpcUrl(), signer, err())) {
          broadcaster.sendApprovals(response, Broadcaster.report(this));
        }
      }
      return ExitCodes.OK;
    }

    private void transaction(TransactionRequest tx) {
      line("  to", tx.to());
      line("  data", tx.data());
      line("  value", tx.valueWei() + " wei");
    }
  }

  /** {@code trading tokens}: GET /swappable_tokens. */
  @Command(name = "tokens", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = Tokens.SUMMARY)
  static final class Tokens extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "The tokens a token can be bridged to (GET /swappable_tokens).";

    @Option(names = "--chain", converter = ChainOption.class, defaultValue = "1", paramLabel = "CHAIN",
        description = "The token's chain (default: ${DEFAULT-VALUE}).")
    ChainId chain;

    @Option(names = "--token", required = true, paramLabel = "TOKEN", description = "Symbol or address.")
    String token;

    @Override
    int run(TradingClient client) {
      TokenBook.Token resolved = service.tokens().resolve("--token", token, chain);
      SwappableTokensResponse response = client.getSwappableTokens(SwappableTokensQuery.of(resolved.address(), chain));
      if (!printedJson(response)) {
        for (SwappableToken t : response.tokens()) {
          line(t.symbol(), "chain " + t.chainId().id() + "  " + t.address() + "  (" + t.decimals() + " decimals)");
        }
        line("request id", response.requestId());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading delegation}: POST /wallet/check_delegation. */
  @Command(name = "delegation", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = Delegation.SUMMARY)
  static final class Delegation extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Whether wallets are delegated (EIP-7702) on chains (POST /wallet/check_delegation).";

    @Option(names = "--chain", converter = ChainOption.class, required = true, paramLabel = "CHAIN",
        description = "A chain; repeat for several.")
    List<ChainId> chains;

    @Parameters(arity = "1..*", paramLabel = "WALLET", description = "Wallet addresses.")
    List<String> wallets;

    @Override
    int run(TradingClient client) {
      CheckDelegationResponse response = client.checkDelegation(CheckDelegationRequest.builder()
          .walletAddresses(wallets).chainIds(chains).build());
      if (!printedJson(response)) {
        for (Map.Entry<String, Map<String, DelegationDetails>> wallet : response.delegationDetails().entrySet()) {
          for (Map.Entry<String, DelegationDetails> chain : wallet.getValue().entrySet()) {
            DelegationDetails d = chain.getValue();
            line(wallet.getKey(), "chain " + chain.getKey() + ": "
                + (d.isWalletDelegatedToUniswap() ? "delegated to Uniswap" : "not delegated to Uniswap")
                + (d.currentDelegationAddress() != null ? ", delegate " + d.currentDelegationAddress() : ", no delegate")
                + ", latest " + d.latestDelegationAddress());
          }
        }
        line("request id", response.requestId());
      }
      return ExitCodes.OK;
    }
  }
}

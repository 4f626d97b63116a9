package io.tradingsdk.cli;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.lp.ApprovalTransactionRequest;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreatePositionExistingPoolParameters;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.LpAction;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.LpToken;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInfoResponse;
import io.tradingsdk.models.lp.PoolInformation;
import io.tradingsdk.models.lp.PoolParameters;
import io.tradingsdk.models.lp.PoolProtocols;
import io.tradingsdk.models.lp.PositionTickBounds;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code trading lp pool|approval|decrease|claim}: liquidity positions. Transactions are printed, never broadcast. */
@Command(name = "lp", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
    description = {"Liquidity positions: pool information, approvals, create, decrease, fee claims (POST /lp/...).",
        "Transactions are printed, never broadcast: sign and send them with your wallet."},
    subcommands = {LpCommands.Pool.class, LpCommands.Approval.class, LpCommands.Create.class, LpCommands.Decrease.class,
        LpCommands.Claim.class})
final class LpCommands implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(),
        "lp: expected a subcommand: pool, approval, create, decrease or claim");
  }

  /** The chain and protocol every LP subcommand names. */
  static final class Where {
    @Option(names = "--chain", converter = ChainOption.class, defaultValue = "1", paramLabel = "CHAIN",
        description = "Chain id or name (default: ${DEFAULT-VALUE}).")
    ChainId chain;

    @Option(names = "--protocol", defaultValue = "V3", paramLabel = "PROTOCOL",
        description = "V2, V3 or V4 (default: ${DEFAULT-VALUE}).")
    String protocol;

    Protocol protocol() {
      String upper = protocol.toUpperCase(Locale.ROOT);
      if (!upper.equals("V2") && !upper.equals("V3") && !upper.equals("V4")) {
        throw new CliException(ExitCodes.UNREADABLE, "--protocol: expected V2, V3 or V4, was \"" + protocol + "\"");
      }
      return Protocol.of(upper);
    }
  }

  /** The pair of a pool or position, by symbol or address. */
  static final class Pair {
    @Option(names = "--token0", required = true, paramLabel = "TOKEN", description = "First token: symbol or address.")
    String token0;

    @Option(names = "--token1", required = true, paramLabel = "TOKEN", description = "Second token: symbol or address.")
    String token1;
  }

  /** The two token amounts of an answer, in base units. */
  static void tokens(ServiceCommand command, io.tradingsdk.models.lp.LpToken token0,
      io.tradingsdk.models.lp.LpToken token1) {
    command.line("token0", token0.amount() + " of " + token0.tokenAddress() + " (base units)");
    command.line("token1", token1.amount() + " of " + token1.tokenAddress() + " (base units)");
  }

  static void transaction(ServiceCommand command, String label, TransactionRequest tx) {
    command.line(label, "not broadcast: sign and send it with your wallet");
    command.line("  to", tx.to());
    command.line("  value", tx.valueWei() + " wei");
    command.line("  data", tx.data());
  }

  /** {@code trading lp pool}: POST /lp/pool_info by pair. */
  @Command(name = "pool", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {"The pools of a pair (POST /lp/pool_info).",
          "Example: trading lp pool --chain mainnet --token0 WETH --token1 USDT"})
  static final class Pool extends ServiceCommand {
    @Mixin Where where;
    @Mixin Pair pair;

    @Override
    int run(TradingClient client) {
      String a = service.tokens().resolve("--token0", pair.token0, where.chain).address();
      String b = service.tokens().resolve("--token1", pair.token1, where.chain).address();
      PoolInfoResponse response = client.poolInfo(PoolInfoRequest.builder()
          .protocol(PoolProtocols.of(where.protocol())).chainId(where.chain)
          .poolParameters(PoolParameters.builder().tokenAddressA(a).tokenAddressB(b).build()).build());
      if (!printedJson(response)) {
        for (PoolInformation pool : response.poolsOrEmpty()) {
          line(pool.poolReferenceIdentifier().orElse("?"), pool.poolProtocol().map(Object::toString).orElse("?")
              + pool.fee().map(fee -> ", fee " + fee).orElse("")
              + pool.currentTick().map(tick -> ", tick " + tick).orElse("")
              + pool.poolLiquidity().map(l -> ", liquidity " + l).orElse(""));
        }
        line("pools", response.poolsOrEmpty().size());
        response.requestId().ifPresent(id -> line("request id", id));
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading lp approval}: POST /lp/check_approval for two token amounts. */
  @Command(name = "approval", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {"The approvals a position needs before it is created, increased or decreased"
          + " (POST /lp/check_approval).",
          "Example: trading lp approval --wallet 0x... --token0 WETH --amount0 2 --token1 USDT --amount1 9000"})
  static final class Approval extends ServiceCommand {
    @Mixin Where where;
    @Mixin Pair pair;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", description = "The wallet.")
    String wallet;

    @Option(names = "--amount0", required = true, paramLabel = "AMOUNT", description = "Of --token0, in token units.")
    String amount0;

    @Option(names = "--amount1", required = true, paramLabel = "AMOUNT", description = "Of --token1, in token units.")
    String amount1;

    @Option(names = "--action", defaultValue = "CREATE", paramLabel = "ACTION",
        description = "CREATE, INCREASE or DECREASE (default: ${DEFAULT-VALUE}).")
    String action;

    @Override
    int run(TradingClient client) {
      TokenBook.Token t0 = service.tokens().resolve("--token0", pair.token0, where.chain);
      TokenBook.Token t1 = service.tokens().resolve("--token1", pair.token1, where.chain);
      LpApprovalResponse response = client.checkLpApproval(LpApprovalRequest.builder()
          .walletAddress(wallet).protocol(where.protocol()).chainId(where.chain).action(action())
          .addLpTokens(LpToken.of(t0.address(), TokenBook.baseUnits("--amount0", amount0, t0, false)),
              LpToken.of(t1.address(), TokenBook.baseUnits("--amount1", amount1, t1, false)))
          .build());
      if (!printedJson(response)) {
        line("approval", response.approvalNeeded() ? "needed: send these transactions first" : "none needed");
        int n = 0;
        for (ApprovalTransactionRequest t : response.transactionsOrEmpty()) {
          transaction(this, "transaction " + ++n + (t.cancelsApproval() ? " (reset)" : ""), t.transaction());
        }
        response.v4BatchPermitData().ifPresent(p -> line("permit", "a V4 batch permit to sign (see --json)"));
        response.v3NftPermitData().ifPresent(p -> line("permit", "a V3 position permit to sign (see --json)"));
        line("request id", response.requestId());
      }
      return ExitCodes.OK;
    }

    private LpAction action() {
      String upper = action.toUpperCase(Locale.ROOT);
      if (!upper.equals("CREATE") && !upper.equals("INCREASE") && !upper.equals("DECREASE")) {
        throw new CliException(ExitCodes.UNREADABLE,
            "--action: expected CREATE, INCREASE or DECREASE, was \"" + action + "\"");
      }
      return LpAction.of(upper);
    }
  }

  /** {@code trading lp decrease}: POST /lp/decrease. */
  @Command(name = "decrease", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {"Withdraw a percentage of a position's liquidity (POST /lp/decrease).",
          "Example: trading lp decrease --wallet 0x... --position 12 --token0 WETH --token1 USDT --percent 50"})
  static final class Decrease extends ServiceCommand {
    @Mixin Where where;
    @Mixin Pair pair;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", description = "The position's owner.")
    String wallet;

    @Option(names = "--position", paramLabel = "ID", description = "The position's NFT token id (V3, V4).")
    String position;

    @Option(names = "--percent", required = true, paramLabel = "PERCENT", description = "1 to 100.")
    int percent;

    @Override
    int run(TradingClient client) {
      var request = DecreasePositionRequest.builder().walletAddress(wallet).chainId(where.chain)
          .protocol(where.protocol())
          .token0Address(service.tokens().resolve("--token0", pair.token0, where.chain).address())
          .token1Address(service.tokens().resolve("--token1", pair.token1, where.chain).address())
          .liquidityPercentageToDecrease(percent);
      if (position != null) {
        request.nftTokenId(position);
      }
      DecreasePositionResponse response = client.decreasePosition(request.build());
      if (!printedJson(response)) {
        tokens(this, response.token0(), response.token1());
        transaction(this, "transaction", response.decrease());
        line("request id", response.requestId());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading lp claim}: POST /lp/claim_fees. */
  @Command(name = "claim", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {"Collect a position's fees (POST /lp/claim_fees).",
          "Example: trading lp claim --wallet 0x... --position 12"})
  static final class Claim extends ServiceCommand {
    @Mixin Where where;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", description = "The position's owner.")
    String wallet;

    @Option(names = "--position", required = true, paramLabel = "ID", description = "The position's NFT token id.")
    String position;

    @Override
    int run(TradingClient client) {
      ClaimFeesResponse response = client.claimFees(ClaimFeesRequest.builder().protocol(where.protocol())
          .walletAddress(wallet).chainId(where.chain).tokenId(position).build());
      if (!printedJson(response)) {
        tokens(this, response.token0(), response.token1());
        transaction(this, "transaction", response.claim());
        line("request id", response.requestId());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading lp create}: POST /lp/create in an existing pool, between two ticks. */
  @Command(name = "create", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {"Open a position in an existing pool between two ticks (POST /lp/create); find the pool and its"
          + " tick with trading lp pool.",
          "Example: trading lp create --wallet 0x... --token0 WETH --token1 USDT --pool 0x... --deposit USDT"
              + " --amount 3000 --tick-lower -1000 --tick-upper 1000"})
  static final class Create extends ServiceCommand {
    @Mixin Where where;
    @Mixin Pair pair;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", description = "The position's owner.")
    String wallet;

    @Option(names = "--pool", required = true, paramLabel = "POOL", description = "The pool's address or V4 id.")
    String pool;

    @Option(names = "--deposit", required = true, paramLabel = "TOKEN",
        description = "The token whose amount you fix (the other is computed): symbol or address.")
    String deposit;

    @Option(names = "--amount", required = true, paramLabel = "AMOUNT", description = "Of --deposit, in token units.")
    String amount;

    @Option(names = "--tick-lower", required = true, paramLabel = "TICK", description = "The range's lower tick.")
    int tickLower;

    @Option(names = "--tick-upper", required = true, paramLabel = "TICK", description = "The range's upper tick.")
    int tickUpper;

    @Override
    int run(TradingClient client) {
      TokenBook.Token independent = service.tokens().resolve("--deposit", deposit, where.chain);
      CreatePositionResponse response = client.createPosition(CreatePositionRequest.builder()
          .walletAddress(wallet).chainId(where.chain).protocol(where.protocol())
          .existingPool(CreatePositionExistingPoolParameters.of(
              service.tokens().resolve("--token0", pair.token0, where.chain).address(),
              service.tokens().resolve("--token1", pair.token1, where.chain).address(), pool))
          .independentToken(LpToken.of(independent.address(),
              TokenBook.baseUnits("--amount", amount, independent, false)))
          .tickBounds(PositionTickBounds.of(tickLower, tickUpper))
          .build());
      if (!printedJson(response)) {
        tokens(this, response.token0(), response.token1());
        transaction(this, "transaction", response.create());
        line("request id", response.requestId());
      }
      return ExitCodes.OK;
    }
  }
}

package io.tradingsdk.cli;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.lp.ApprovalTransactionRequest;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreateClassicPositionRequest;
import io.tradingsdk.models.lp.CreateClassicPositionResponse;
import io.tradingsdk.models.lp.CreatePositionExistingPoolParameters;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionResponse;
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
import io.tradingsdk.models.lp.V2PoolParameters;
import io.tradingsdk.signing.Signer;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code trading lp pool|approval|create|create-classic|increase|decrease|claim}: liquidity positions. Tokens are
 * named by symbol or address through the token list, amounts are in token units (base units with {@code
 * --raw-amount}) both in and out, and transactions are printed; with {@code --execute} they are sent too.
 */
@Command(name = "lp", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
    description = {LpCommands.SUMMARY,
        "Tokens by symbol or address, amounts in token units (--raw-amount: base units).",
        "Transactions are printed, and broadcast only with --execute --rpc-url URL --key-file KEYFILE (the key"
            + " of --wallet): the approvals needed first (POST /lp/check_approval), then the transaction, each"
            + " confirmed; exit 1 when one reverts."})
final class LpCommands implements Runnable {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY =
      "Liquidity positions: pool information, approvals, create, increase, decrease, fee claims (POST "
          + "/lp/...).";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(),
        "lp: expected a subcommand: pool, approval, create, create-classic, increase, decrease or claim");
  }

  /** The chain of an LP subcommand; {@link Where} adds the protocol. */
  static class OnChain {
    @Option(names = "--chain", converter = ChainOption.class, defaultValue = "1", paramLabel = "CHAIN",
        description = "Chain id or name (default: ${DEFAULT-VALUE}).")
    ChainId chain;
  }

  /** The chain and protocol every LP subcommand but {@code create-classic} (always V2) names. */
  static final class Where extends OnChain {
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

    /**
     * The NFT id a V3 or V4 position is addressed by, checked against the protocol here so the error names the
     * option: V2 positions are found by wallet and pair and take none.
     */
    Optional<String> nftTokenId(String position) {
      boolean v2 = protocol().equals(Protocol.V2);
      if (v2 && position != null) {
        throw new CliException(ExitCodes.UNREADABLE,
            "--position: applies to V3 and V4 positions only; a V2 position is found by --wallet and the pair");
      }
      if (!v2 && position == null) {
        throw new CliException(ExitCodes.UNREADABLE,
            "--position: required for a " + protocol() + " position (its NFT token id)");
      }
      return Optional.ofNullable(position);
    }
  }

  /** The pair of a pool or position, by symbol or address. */
  static final class Pair {
    @Option(names = "--token0", required = true, paramLabel = "TOKEN", description = "First token: symbol or address.")
    String token0;

    @Option(names = "--token1", required = true, paramLabel = "TOKEN", description = "Second token: symbol or address.")
    String token1;

    TokenBook.Token token0(TokenBook tokens, ChainId chain) {
      return tokens.resolve("--token0", token0, chain);
    }

    TokenBook.Token token1(TokenBook tokens, ChainId chain) {
      return tokens.resolve("--token1", token1, chain);
    }
  }

  /** How amounts on the command line are read: token units, or base units with {@code --raw-amount}. */
  static class RawAmount {
    @Option(names = "--raw-amount", description = "Amounts are in base units, not token units.")
    boolean raw;

    BigInteger baseUnits(String option, String text, TokenBook.Token token) {
      return TokenBook.baseUnits(option, text, token, raw);
    }
  }

  /** The token a deposit fixes and its amount; the service computes the other token's. */
  static final class Deposit extends RawAmount {
    @Option(names = "--deposit", required = true, paramLabel = "TOKEN",
        description = "The token whose amount you fix (the other is computed): symbol or address, one of the pair.")
    String deposit;

    @Option(names = "--amount", required = true, paramLabel = "AMOUNT",
        description = "Of --deposit, in token units such as 1.5, or base units with --raw-amount.")
    String amount;

    /** The independent token of the request; it must be one of the pair. */
    LpToken independentToken(TokenBook tokens, ChainId chain, TokenBook.Token token0, TokenBook.Token token1) {
      TokenBook.Token token = tokens.resolve("--deposit", deposit, chain);
      if (!token.address().equalsIgnoreCase(token0.address()) && !token.address().equalsIgnoreCase(token1.address())) {
        throw new CliException(ExitCodes.UNREADABLE, "--deposit: expected one of the pair, " + token0.label()
            + " or " + token1.label() + ", was " + deposit);
      }
      return LpToken.of(token.address(), baseUnits("--amount", amount, token));
    }
  }

  /**
   * One line for the two token amounts of an answer, as {@code quote} prints its amounts: token units and symbol
   * for the tokens of the list, base units and address for the others.
   */
  static void amounts(ServiceCommand command, String label, ChainId chain, LpToken first, LpToken second) {
    command.line(label, units(command, chain, first) + " and " + units(command, chain, second));
  }

  private static String units(ServiceCommand command, ChainId chain, LpToken token) {
    return TokenBook.units(token.amount(), command.service.tokens().byAddress(token.tokenAddress(), chain));
  }

  /** {@code trading lp pool}: POST /lp/pool_info by pair. */
  @Command(name = "pool", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Pool.SUMMARY,
          "Example: trading lp pool --chain mainnet --token0 WETH --token1 USDT"})
  static final class Pool extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "The pools of a pair (POST /lp/pool_info).";

    @Mixin Where where;
    @Mixin Pair pair;

    @Override
    int run(TradingClient client) {
      String a = pair.token0(service.tokens(), where.chain).address();
      String b = pair.token1(service.tokens(), where.chain).address();
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

  /**
   * {@code --execute} of an LP command: when {@code action} is set, the approvals POST /lp/check_approval says
   * {@code tokens} need, then {@code transaction}, each sent and confirmed. A decrease or a fee claim needs no
   * approval from the position's owner.
   */
  static void executeLp(ServiceCommand command, TradingClient client, ExecuteOptions execute, Signer signer,
      ChainId chain, Protocol protocol, LpAction action, TransactionRequest transaction, LpToken... tokens) {
    try (Broadcaster broadcaster = Broadcaster.open(execute.rpcUrl(), signer, command.err())) {
      Broadcaster.Report report = Broadcaster.report(command);
      if (action != null) {
        broadcaster.sendApprovals(client.checkLpApproval(LpApprovalRequest.builder()
            .walletAddress(signer.address().toChecksumHex()).protocol(protocol).chainId(chain).action(action)
            .addLpTokens(tokens)
            .build()), report);
      }
      broadcaster.send("transaction", transaction, report);
    }
  }

  /** {@code trading lp approval}: POST /lp/check_approval for two token amounts. */
  @Command(name = "approval", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Approval.SUMMARY,
          "Example: trading lp approval --wallet 0x... --token0 WETH --amount0 2 --token1 USDT --amount1 9000"})
  static final class Approval extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "The approvals a position needs before it is created, increased or decreased (POST "
            + "/lp/check_approval).";

    @Mixin Where where;
    @Mixin Pair pair;
    @Mixin RawAmount rawAmount;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", converter = AddressOption.class, description = "The wallet.")
    String wallet;

    @Option(names = "--amount0", required = true, paramLabel = "AMOUNT",
        description = "Of --token0, in token units such as 1.5, or base units with --raw-amount.")
    String amount0;

    @Option(names = "--amount1", required = true, paramLabel = "AMOUNT",
        description = "Of --token1, in token units such as 1.5, or base units with --raw-amount.")
    String amount1;

    @Option(names = "--action", defaultValue = "CREATE", paramLabel = "ACTION",
        description = "CREATE, INCREASE or DECREASE (default: ${DEFAULT-VALUE}).")
    String action;

    @Mixin ExecuteOptions.WithKey execute;

    @Override
    int run(TradingClient client) {
      broadcasting = execute.enabled();
      Signer signer = broadcasting ? execute.signer(wallet) : null;
      TokenBook.Token t0 = pair.token0(service.tokens(), where.chain);
      TokenBook.Token t1 = pair.token1(service.tokens(), where.chain);
      LpToken lp0 = LpToken.of(t0.address(), rawAmount.baseUnits("--amount0", amount0, t0));
      LpToken lp1 = LpToken.of(t1.address(), rawAmount.baseUnits("--amount1", amount1, t1));
      LpApprovalResponse response = client.checkLpApproval(LpApprovalRequest.builder()
          .walletAddress(wallet).protocol(where.protocol()).chainId(where.chain).action(action())
          .addLpTokens(lp0, lp1)
          .build());
      if (!printedJson(response)) {
        amounts(this, "amounts", where.chain, lp0, lp1);
        line("approval", response.approvalNeeded() ? "needed: send these transactions first" : "none needed");
        int n = 0;
        for (ApprovalTransactionRequest t : response.transactionsOrEmpty()) {
          transaction("transaction " + ++n + (t.cancelsApproval() ? " (reset)" : ""), t.transaction());
        }
        response.v4BatchPermitData().ifPresent(p -> line("permit", "a V4 batch permit to sign (see --json)"));
        response.v3NftPermitData().ifPresent(p -> line("permit", "a V3 position permit to sign (see --json)"));
        line("request id", response.requestId());
      }
      if (broadcasting) {
        try (Broadcaster broadcaster = Broadcaster.open(execute.rpcUrl(), signer, err())) {
          broadcaster.sendApprovals(response, Broadcaster.report(this));
        }
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

  /** {@code trading lp create}: POST /lp/create in an existing pool, between two ticks. */
  @Command(name = "create", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Create.SUMMARY,
          "Example: trading lp create --wallet 0x... --token0 WETH --token1 USDT --pool 0x... --deposit USDT"
              + " --amount 3000 --tick-lower -1000 --tick-upper 1000"})
  static final class Create extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Open a V3 or V4 position in an existing pool between two ticks (POST /lp/create); find the pool and "
            + "its tick with trading lp pool. V2 positions: trading lp create-classic.";

    @Mixin Where where;
    @Mixin Pair pair;
    @Mixin Deposit deposit;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", converter = AddressOption.class, description = "The position's owner.")
    String wallet;

    @Option(names = "--pool", required = true, paramLabel = "POOL", description = "The pool's address or V4 id.")
    String pool;

    @Option(names = "--tick-lower", required = true, paramLabel = "TICK", description = "The range's lower tick.")
    int tickLower;

    @Option(names = "--tick-upper", required = true, paramLabel = "TICK", description = "The range's upper tick.")
    int tickUpper;

    @Mixin ExecuteOptions.WithKey execute;

    @Override
    int run(TradingClient client) {
      broadcasting = execute.enabled();
      Signer signer = broadcasting ? execute.signer(wallet) : null;
      TokenBook.Token t0 = pair.token0(service.tokens(), where.chain);
      TokenBook.Token t1 = pair.token1(service.tokens(), where.chain);
      CreatePositionResponse response = client.createPosition(CreatePositionRequest.builder()
          .walletAddress(wallet).chainId(where.chain).protocol(where.protocol())
          .existingPool(CreatePositionExistingPoolParameters.of(t0.address(), t1.address(), pool))
          .independentToken(deposit.independentToken(service.tokens(), where.chain, t0, t1))
          .tickBounds(PositionTickBounds.of(tickLower, tickUpper))
          .build());
      if (!printedJson(response)) {
        amounts(this, "you deposit", where.chain, response.token0(), response.token1());
        transaction("transaction", response.create());
        line("request id", response.requestId());
      }
      if (broadcasting) {
        executeLp(this, client, execute, signer, where.chain, where.protocol(), LpAction.CREATE, response.create(),
            response.token0(), response.token1());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading lp create-classic}: POST /lp/create_classic, a V2 position. */
  @Command(name = "create-classic", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {CreateClassic.SUMMARY,
          "Example: trading lp create-classic --wallet 0x... --token0 USDC --token1 WETH --deposit WETH --amount 1"})
  static final class CreateClassic extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Add liquidity to a V2 pair, full range (POST /lp/create_classic): a position is opened, or topped "
            + "up if the wallet has one in the pair.";

    @Mixin OnChain where;
    @Mixin Pair pair;
    @Mixin Deposit deposit;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", converter = AddressOption.class, description = "The position's owner.")
    String wallet;

    @Mixin ExecuteOptions.WithKey execute;

    @Override
    int run(TradingClient client) {
      broadcasting = execute.enabled();
      Signer signer = broadcasting ? execute.signer(wallet) : null;
      TokenBook.Token t0 = pair.token0(service.tokens(), where.chain);
      TokenBook.Token t1 = pair.token1(service.tokens(), where.chain);
      CreateClassicPositionResponse response = client.createClassicPosition(CreateClassicPositionRequest.builder()
          .walletAddress(wallet).poolParameters(V2PoolParameters.of(t0.address(), t1.address(), where.chain))
          .independentToken(deposit.independentToken(service.tokens(), where.chain, t0, t1))
          .build());
      if (!printedJson(response)) {
        // The answer says independent and dependent; print them in the pair's order, as the other commands do.
        boolean independentFirst = response.independentToken().tokenAddress().equalsIgnoreCase(t0.address());
        amounts(this, "you deposit", where.chain,
            independentFirst ? response.independentToken() : response.dependentToken(),
            independentFirst ? response.dependentToken() : response.independentToken());
        transaction("transaction", response.create());
        line("request id", response.requestId());
      }
      if (broadcasting) {
        executeLp(this, client, execute, signer, where.chain, Protocol.V2, LpAction.CREATE, response.create(),
            response.independentToken(), response.dependentToken());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading lp increase}: POST /lp/increase, more liquidity in a position. */
  @Command(name = "increase", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Increase.SUMMARY,
          "Example: trading lp increase --wallet 0x... --position 12 --token0 WETH --token1 USDT --deposit USDT"
              + " --amount 1500"})
  static final class Increase extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Add liquidity to an existing position at its current ratio (POST /lp/increase); V3 and V4 positions "
            + "by --position, V2 by --wallet and the pair. Check its approvals first with trading lp approval "
            + "--action INCREASE.";

    @Mixin Where where;
    @Mixin Pair pair;
    @Mixin Deposit deposit;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", converter = AddressOption.class, description = "The position's owner.")
    String wallet;

    @Option(names = "--position", paramLabel = "ID", description = "The position's NFT token id (V3, V4).")
    String position;

    @Mixin ExecuteOptions.WithKey execute;

    @Override
    int run(TradingClient client) {
      broadcasting = execute.enabled();
      Signer signer = broadcasting ? execute.signer(wallet) : null;
      TokenBook.Token t0 = pair.token0(service.tokens(), where.chain);
      TokenBook.Token t1 = pair.token1(service.tokens(), where.chain);
      IncreasePositionResponse response = client.increasePosition(IncreasePositionRequest.builder()
          .walletAddress(wallet).chainId(where.chain).protocol(where.protocol())
          .token0Address(t0.address()).token1Address(t1.address())
          .nftTokenId(where.nftTokenId(position))
          .independentToken(deposit.independentToken(service.tokens(), where.chain, t0, t1))
          .build());
      if (!printedJson(response)) {
        amounts(this, "you deposit", where.chain, response.token0(), response.token1());
        transaction("transaction", response.increase());
        line("request id", response.requestId());
      }
      if (broadcasting) {
        executeLp(this, client, execute, signer, where.chain, where.protocol(), LpAction.INCREASE,
            response.increase(), response.token0(), response.token1());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading lp decrease}: POST /lp/decrease. */
  @Command(name = "decrease", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Decrease.SUMMARY,
          "Example: trading lp decrease --wallet 0x... --position 12 --token0 WETH --token1 USDT --percent 50"})
  static final class Decrease extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Withdraw a percentage of a position's liquidity (POST /lp/decrease); V3 and V4 positions by "
            + "--position, V2 by --wallet and the pair.";

    @Mixin Where where;
    @Mixin Pair pair;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", converter = AddressOption.class, description = "The position's owner.")
    String wallet;

    @Option(names = "--position", paramLabel = "ID", description = "The position's NFT token id (V3, V4).")
    String position;

    @Option(names = "--percent", required = true, paramLabel = "PERCENT", description = "1 to 100.")
    int percent;

    @Mixin ExecuteOptions.WithKey execute;

    @Override
    int run(TradingClient client) {
      broadcasting = execute.enabled();
      Signer signer = broadcasting ? execute.signer(wallet) : null;
      DecreasePositionResponse response = client.decreasePosition(DecreasePositionRequest.builder()
          .walletAddress(wallet).chainId(where.chain).protocol(where.protocol())
          .token0Address(pair.token0(service.tokens(), where.chain).address())
          .token1Address(pair.token1(service.tokens(), where.chain).address())
          .nftTokenId(where.nftTokenId(position))
          .liquidityPercentageToDecrease(percent)
          .build());
      if (!printedJson(response)) {
        amounts(this, "you withdraw", where.chain, response.token0(), response.token1());
        transaction("transaction", response.decrease());
        line("request id", response.requestId());
      }
      if (broadcasting) {
        executeLp(this, client, execute, signer, where.chain, where.protocol(), null, response.decrease());
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading lp claim}: POST /lp/claim_fees. */
  @Command(name = "claim", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Claim.SUMMARY,
          "Example: trading lp claim --wallet 0x... --position 12"})
  static final class Claim extends ServiceCommand {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "Collect a V3 or V4 position's fees (POST /lp/claim_fees).";

    @Mixin Where where;

    @Option(names = "--wallet", required = true, paramLabel = "ADDRESS", converter = AddressOption.class, description = "The position's owner.")
    String wallet;

    @Option(names = "--position", required = true, paramLabel = "ID", description = "The position's NFT token id.")
    String position;

    @Mixin ExecuteOptions.WithKey execute;

    @Override
    int run(TradingClient client) {
      broadcasting = execute.enabled();
      Signer signer = broadcasting ? execute.signer(wallet) : null;
      ClaimFeesResponse response = client.claimFees(ClaimFeesRequest.builder().protocol(where.protocol())
          .walletAddress(wallet).chainId(where.chain).tokenId(position).build());
      if (!printedJson(response)) {
        amounts(this, "you collect", where.chain, response.token0(), response.token1());
        transaction("transaction", response.claim());
        line("request id", response.requestId());
      }
      if (broadcasting) {
        executeLp(this, client, execute, signer, where.chain, where.protocol(), null, response.claim());
      }
      return ExitCodes.OK;
    }
  }
}

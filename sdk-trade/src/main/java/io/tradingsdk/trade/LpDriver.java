package io.tradingsdk.trade;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.lp.ApprovalTransactionRequest;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.CreatePositionExistingPoolParameters;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.ImmutableCreatePositionRequest;
import io.tradingsdk.models.lp.ImmutableIncreasePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionResponse;
import io.tradingsdk.models.lp.LpAction;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.LpToken;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInformation;
import io.tradingsdk.models.lp.PoolParameters;
import io.tradingsdk.models.lp.PoolProtocols;
import io.tradingsdk.models.lp.PositionTickBounds;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.wallet.Log;
import io.tradingsdk.wallet.TransactionReceipt;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * An {@link LpIntent} to its final state. CREATE and INCREASE: the action asked once to learn both deposits, {@code
 * /lp/check_approval} for them, each approval a {@link TxStep} mined in turn, the V4 batch permit signed, the action
 * asked again (with the permit) for its transaction. DECREASE and CLAIM: the action's transaction. Then the {@code lp}
 * step: journaled ({@code lp-request}: the amounts the service computed) before it is sent, sent, mined. A resumed
 * run finishes a started approval first, and an {@code lp} step an earlier run announced is settled by its journal
 * (never sent twice). SETTLED carries the two token amounts and, for CREATE, the minted position's id (its ERC-721
 * Transfer from the zero address).
 */
final class LpDriver {
  static final String REQUEST = "lp-request";
  static final String STEP = "lp";
  private static final String APPROVAL = "lp-approval";
  private static final String TRANSFER =
      "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"; // Transfer(address,address,uint256)

  private LpDriver() {}

  static TradeResult.Builder drive(Journey j) {
    LpIntent intent = j.lpIntent();
    j.routing = "LP_" + intent.action().name();
    Optional<JournalEntry> last = j.lastOf(STEP, Set.of(TxStep.INTENT, TxStep.SENT, TxStep.ABANDONED));
    boolean onNode = last.isPresent() && (last.get().kind().equals(TxStep.SENT)
        || (last.get().kind().equals(TxStep.INTENT) && TxStep.settle(j, last.get()).isPresent()));
    if (!onNode) {
      // Nothing of the action reached the node: ask for it (again: a fresh deadline), journal its amounts, send it.
      TransactionRequest tx = prepare(j, intent, sorted(j, intent));
      j.emit("lp-prepared", TradeStatus.SUBMITTING, j.last(REQUEST).orElseThrow().fields());
      TxStep.send(j, STEP, tx, null);
    }
    Optional<JournalEntry> request = j.last(REQUEST);
    TransactionReceipt receipt = TxStep.await(j, STEP);
    java.util.Map<String, String> f = request.orElseThrow().fields();
    TradeResult.Builder result = TradeResult.builder(j.id(), TradeStatus.SETTLED)
        .amount0(new BigInteger(f.get("amount0"))).amount1(new BigInteger(f.get("amount1")));
    String position = intent.action() == LpIntent.Action.CREATE
        ? minted(receipt, j.s.signer.address()).orElse(null) : intent.positionId().orElseThrow();
    return result.positionId(position);
  }

  /** Approvals (CREATE, INCREASE), then the action's transaction, its amounts journaled before it is returned. */
  private static TransactionRequest prepare(Journey j, LpIntent intent, String[] tokens) {
    ChainId chain = ChainId.of(intent.chain());
    Protocol protocol = Protocol.of(intent.protocol());
    String wallet = j.s.signer.address().toChecksumHex();
    TransactionRequest tx;
    LpToken token0;
    LpToken token1;
    switch (intent.action()) {
      case CREATE: {
        String pool = intent.poolReference().orElseGet(() -> pool(j, intent, tokens));
        CreatePositionResponse dry = j.s.client.createPosition(create(j, intent, tokens, pool, null, null));
        Optional<PermitData> permit = approve(j, intent, LpAction.CREATE, dry.token0(), dry.token1());
        j.checkBeforeSideEffect();
        CreatePositionResponse created = j.s.client.createPosition(create(j, intent, tokens, pool,
            permit.orElse(null), permit.map(p -> sign(j, intent, p)).orElse(null)));
        tx = created.create();
        token0 = created.token0();
        token1 = created.token1();
        break;
      }
      case INCREASE: {
        IncreasePositionResponse dry = j.s.client.increasePosition(increase(j, intent, tokens, null, null));
        Optional<PermitData> permit = approve(j, intent, LpAction.INCREASE, dry.token0(), dry.token1());
        j.checkBeforeSideEffect();
        IncreasePositionResponse increased = j.s.client.increasePosition(increase(j, intent, tokens,
            permit.orElse(null), permit.map(p -> sign(j, intent, p)).orElse(null)));
        tx = increased.increase();
        token0 = increased.token0();
        token1 = increased.token1();
        break;
      }
      case DECREASE: {
        j.checkBeforeSideEffect();
        DecreasePositionResponse decreased = j.s.client.decreasePosition(DecreasePositionRequest.builder()
            .walletAddress(wallet).chainId(chain).protocol(protocol).token0Address(tokens[0])
            .token1Address(tokens[1]).nftTokenId(intent.positionId().orElseThrow())
            .liquidityPercentageToDecrease(intent.percentage().orElseThrow()).build());
        tx = decreased.decrease();
        token0 = decreased.token0();
        token1 = decreased.token1();
        break;
      }
      default: {
        j.checkBeforeSideEffect();
        var claimed = j.s.client.claimFees(ClaimFeesRequest.builder().protocol(protocol).walletAddress(wallet)
            .chainId(chain).tokenId(intent.positionId().orElseThrow()).build());
        tx = claimed.claim();
        token0 = claimed.token0();
        token1 = claimed.token1();
      }
    }
    j.write(REQUEST, Journey.fields("action", intent.action().name(), "token0", token0.tokenAddress(), "amount0",
        token0.amount().toString(), "token1", token1.tokenAddress(), "amount1", token1.amount().toString(), "to",
        tx.to(), "dataHash", TxStep.dataHash(tx.data())));
    return tx;
  }

  private static CreatePositionRequest create(Journey j, LpIntent intent, String[] tokens, String pool,
      @Nullable PermitData permit, @Nullable String signature) {
    ImmutableCreatePositionRequest.Builder b = CreatePositionRequest.builder()
        .walletAddress(j.s.signer.address().toChecksumHex()).chainId(ChainId.of(intent.chain()))
        .protocol(Protocol.of(intent.protocol()))
        .existingPool(CreatePositionExistingPoolParameters.of(tokens[0], tokens[1], pool))
        .independentToken(LpToken.of(deposit(j, intent), intent.depositAmount().orElseThrow()));
    if (intent.tickLower().isPresent()) {
      b.tickBounds(PositionTickBounds.of(intent.tickLower().getAsInt(), intent.tickUpper().getAsInt()));
    }
    intent.deadline().ifPresent(d -> b.deadline(d.getEpochSecond()));
    if (permit != null && signature != null) {
      b.batchPermitData(permit).signature(signature);
    }
    return b.build();
  }

  private static IncreasePositionRequest increase(Journey j, LpIntent intent, String[] tokens,
      @Nullable PermitData permit, @Nullable String signature) {
    ImmutableIncreasePositionRequest.Builder b = IncreasePositionRequest.builder()
        .walletAddress(j.s.signer.address().toChecksumHex()).chainId(ChainId.of(intent.chain()))
        .protocol(Protocol.of(intent.protocol())).token0Address(tokens[0]).token1Address(tokens[1])
        .nftTokenId(intent.positionId().orElseThrow())
        .independentToken(LpToken.of(deposit(j, intent), intent.depositAmount().orElseThrow()));
    intent.deadline().ifPresent(d -> b.deadline(d.getEpochSecond()));
    if (permit != null && signature != null) {
      b.v4BatchPermitData(permit).signature(signature);
    }
    return b.build();
  }

  /**
   * Finishes approvals an earlier run started, then sends (mined, in turn) what {@code /lp/check_approval} asks for
   * the two deposits; returns the V4 batch permit to sign, if it asks for one.
   */
  private static Optional<PermitData> approve(Journey j, LpIntent intent, LpAction action, LpToken a, LpToken b) {
    for (int i = 0; TxStep.started(j, APPROVAL + "-" + i); i++) {
      String step = APPROVAL + "-" + i;
      if (j.lastOf(step, Set.of(TxStep.MINED)).isEmpty()) {
        Optional<JournalEntry> started = j.lastOf(step, Set.of(TxStep.INTENT, TxStep.SENT));
        if (started.isPresent() && (!started.get().kind().equals(TxStep.INTENT)
            || TxStep.settle(j, started.get()).isPresent())) {
          TxStep.await(j, step);
        }
      }
    }
    LpApprovalResponse response = j.s.client.checkLpApproval(LpApprovalRequest.builder()
        .walletAddress(j.s.signer.address().toChecksumHex()).protocol(Protocol.of(intent.protocol()))
        .chainId(ChainId.of(intent.chain())).lpTokens(List.of(a, b)).action(action).build());
    List<ApprovalTransactionRequest> approvals = response.transactions().orElse(List.of());
    for (ApprovalTransactionRequest approval : approvals) {
      String step = next(j);
      j.emit("approval", TradeStatus.APPROVING, "step", step, "to", approval.transaction().to());
      TxStep.send(j, step, approval.transaction(), null);
      TxStep.await(j, step);
    }
    if (approvals.isEmpty()) {
      return response.v4BatchPermitData();
    }
    // Asked again once the approvals are mined: the V4 permit (if any) is for the allowances as they are now.
    return j.s.client.checkLpApproval(LpApprovalRequest.builder()
        .walletAddress(j.s.signer.address().toChecksumHex()).protocol(Protocol.of(intent.protocol()))
        .chainId(ChainId.of(intent.chain())).lpTokens(List.of(a, b)).action(action).build()).v4BatchPermitData();
  }

  private static String next(Journey j) {
    for (int i = 0; ; i++) {
      if (!TxStep.started(j, APPROVAL + "-" + i)) {
        return APPROVAL + "-" + i;
      }
    }
  }

  private static String sign(Journey j, LpIntent intent, PermitData permit) {
    PermitChecks.domain("LP permit", permit, intent.chain());
    j.emit("signing", TradeStatus.SIGNING, "what", "lp-permit");
    return j.s.signer.sign(TypedData.from(permit)).toHex();
  }

  /** The pool of the two tokens, by {@code /lp/pool_info}: the first the service lists. */
  private static String pool(Journey j, LpIntent intent, String[] tokens) {
    List<PoolInformation> pools = j.s.client.poolInfo(PoolInfoRequest.builder()
        .protocol(PoolProtocols.of(Protocol.of(intent.protocol()))).chainId(ChainId.of(intent.chain()))
        .poolParameters(PoolParameters.builder().tokenAddressA(tokens[0]).tokenAddressB(tokens[1]).build())
        .build()).pools().orElse(List.of());
    return pools.stream().map(PoolInformation::poolReferenceIdentifier).flatMap(Optional::stream).findFirst()
        .orElseThrow(() -> TradeStop.failed(TradeFailure.Reason.NO_ROUTE, "no " + intent.protocol() + " pool of "
            + intent.token0() + " and " + intent.token1() + " on chain " + intent.chain()
            + ": name one with poolReference(...)"));
  }

  /** The two tokens as addresses, sorted as a pool orders them (the lower address is token0). */
  private static String[] sorted(Journey j, LpIntent intent) {
    String a = Tokens.address(j, intent.chain(), intent.token0(), "tokenA");
    String b = Tokens.address(j, intent.chain(), intent.token1(), "tokenB");
    return a.toLowerCase(Locale.ROOT).compareTo(b.toLowerCase(Locale.ROOT)) <= 0
        ? new String[] {a, b} : new String[] {b, a};
  }

  private static String deposit(Journey j, LpIntent intent) {
    return Tokens.address(j, intent.chain(), intent.depositToken().orElseThrow(), "deposit");
  }

  /** The id of the position NFT minted to {@code owner}: an ERC-721 Transfer from the zero address. */
  static Optional<String> minted(TransactionReceipt receipt, Address owner) {
    for (Log log : receipt.logs()) {
      if (log.topics().size() == 4 && log.topics().get(0).toHex().equalsIgnoreCase(TRANSFER)
          && new BigInteger(1, log.topics().get(1).toBytes()).signum() == 0
          && Address.of(Hex.encode(java.util.Arrays.copyOfRange(log.topics().get(2).toBytes(), 12, 32)))
              .equals(owner)) {
        return Optional.of(new BigInteger(1, log.topics().get(3).toBytes()).toString());
      }
    }
    return Optional.empty();
  }
}

package io.tradingsdk.wallet;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Decodes revert data into a {@link RevertReason}: {@code Error(string)}, {@code Panic(uint256)}, and the custom
 * errors of Permit2, the Universal Router 2.x, the UniswapX reactors that fill the SDK's orders (Dutch V2,
 * Dutch V3, Priority), the V4 PoolManager and the V4 PositionManager, their signatures as the contracts' ABIs
 * declare them in the npm packages {@code @uniswap/uniswapx-sdk@3.1.0}, {@code @uniswap/universal-router@2.1.0},
 * {@code @uniswap/v4-core@1.0.2} and {@code @uniswap/v4-periphery@1.0.3} (the V4 contracts' errors include those of
 * the libraries they revert through, such as {@code Pool}, {@code TickMath}, {@code SafeCast} and {@code
 * CalldataDecoder}); add your own contracts' errors with {@link #withError}. Data of no known shape stays raw
 * ({@link RevertReason.Unknown}). Immutable and thread-safe.
 *
 * <p>Revert data carries a selector, not the address of the contract that reverted, and some selectors are declared
 * by several of these contracts ({@code DeltaNotNegative(address)} by the Universal Router and the V4
 * PositionManager, {@code InvalidSigner()} by Permit2 and the V4 PositionManager, ...): such an error names all of
 * them ({@code "Universal Router or V4 PositionManager: delta not negative (currency 0x...)"}), never a guess of one.
 * A selector too generic to attribute ({@code Unauthorized()}, which the V4 PositionManager declares among many other
 * contracts) is left unknown. The V4 contracts' {@code WrappedError}, which they revert with when a call they made (to a hook, a token, a
 * subscriber) failed, is decoded with the failed call's own reason as its {@linkplain RevertReason.CustomError#cause()
 * cause}.
 *
 * <pre>{@code
 * RevertReason reason = RevertDecoder.standard().decode(revertData);
 * reason.describe();   // "Permit2: signature expired (deadline 1718000000)"
 * }</pre>
 */
public final class RevertDecoder {
  private static final String PERMIT2 = "Permit2";
  private static final String ROUTER = "Universal Router";
  private static final String REACTOR = "UniswapX reactor";
  private static final String POOL_MANAGER = "V4 PoolManager";
  private static final String POSITION_MANAGER = "V4 PositionManager";
  private static final String ERROR_STRING = "Error(string)";
  private static final String PANIC = "Panic(uint256)";
  private static final String EXECUTION_FAILED = "ExecutionFailed(uint256,bytes)";
  private static final String WRAPPED_ERROR = "WrappedError(address,bytes4,bytes,bytes)";
  /** How deep wrapped reverts (ExecutionFailed inside ExecutionFailed) are followed. */
  private static final int MAX_DEPTH = 4;

  private static final RevertDecoder STANDARD = new RevertDecoder(standardErrors());

  private final Map<String, KnownError> bySelector;

  private RevertDecoder(Map<String, KnownError> bySelector) {
    this.bySelector = Collections.unmodifiableMap(bySelector);
  }

  /**
   * The decoder of {@code Error}, {@code Panic} and the Permit2, Universal Router, UniswapX reactor, V4 PoolManager
   * and V4 PositionManager errors.
   */
  public static RevertDecoder standard() {
    return STANDARD;
  }

  /**
   * A decoder that also knows this custom error (replacing one of the same selector).
   *
   * @param contract the contract's name, shown first in {@link RevertReason#describe()}
   * @param signature the canonical signature, such as {@code InsufficientOutput(uint256,uint256)}
   * @param argumentNames one name per argument, shown with its value
   * @throws IllegalArgumentException when the signature is not canonical or the names do not match its arguments
   */
  public RevertDecoder withError(String contract, String signature, String... argumentNames) {
    Objects.requireNonNull(contract, "contract");
    KnownError error = new KnownError(Collections.singletonList(contract), signature, Arrays.asList(argumentNames),
        null);
    Map<String, KnownError> copy = new LinkedHashMap<>(bySelector);
    copy.put(error.selector, error);
    return new RevertDecoder(copy);
  }

  /**
   * The custom errors this decoder knows, by canonical signature, with their contract: the contracts that declare
   * it when there are several, as {@code "Permit2 or V4 PositionManager"} (see the class comment).
   */
  public Map<String, String> knownErrors() {
    Map<String, String> out = new LinkedHashMap<>();
    bySelector.values().forEach(e -> out.put(e.signature, e.label));
    return Collections.unmodifiableMap(out);
  }

  /** Decodes revert data; never throws (data of no known shape is {@link RevertReason.Unknown}). */
  public RevertReason decode(byte[] data) {
    return decode(data, 0);
  }

  private RevertReason decode(byte[] data, int depth) {
    if (data.length == 0) {
      return new RevertReason.Empty();
    }
    if (data.length < 4) {
      return new RevertReason.Unknown(data);
    }
    String selector = Hex.encode(Arrays.copyOf(data, 4));
    try {
      if (selector.equals(Hex.encode(Abi.selector(ERROR_STRING)))) {
        return new RevertReason.ErrorString(data, (String) Abi.decodeCall(ERROR_STRING, data).get(0));
      }
      if (selector.equals(Hex.encode(Abi.selector(PANIC)))) {
        return new RevertReason.Panic(data, (BigInteger) Abi.decodeCall(PANIC, data).get(0));
      }
      KnownError known = bySelector.get(selector);
      if (known != null) {
        return known.decode(this, data, depth);
      }
    } catch (IllegalArgumentException malformed) {
      // A known selector over arguments that do not decode: keep the data raw rather than guess.
    }
    return new RevertReason.Unknown(data);
  }

  /** One custom error: its contract, signature, argument names and, when not derived from the name, its phrase. */
  private static final class KnownError {
    final List<String> contracts;
    /** The contracts as {@link RevertReason.CustomError#contract()} names them: "A", "A or B", "A, B or C". */
    final String label;
    final String signature;
    final String selector;
    final List<String> argumentNames;
    final String phrase;

    KnownError(List<String> contracts, String signature, List<String> argumentNames, @Nullable String phrase) {
      this.contracts = Collections.unmodifiableList(new ArrayList<>(contracts));
      int last = contracts.size() - 1;
      this.label = last == 0 ? contracts.get(0)
          : String.join(", ", contracts.subList(0, last)) + " or " + contracts.get(last);
      this.signature = signature;
      this.selector = Hex.encode(Abi.selector(signature));
      int arity = arity(signature);
      if (argumentNames.size() != arity) {
        throw new IllegalArgumentException("argumentNames: " + signature + " has " + arity + " argument(s), got "
            + argumentNames.size() + " name(s)");
      }
      this.argumentNames = argumentNames;
      this.phrase = phrase != null ? phrase : words(signature.substring(0, signature.indexOf('(')));
    }

    /** The same error, also declared by {@code another} contract. */
    KnownError alsoDeclaredBy(String another) {
      List<String> all = new ArrayList<>(contracts);
      all.add(another);
      return new KnownError(all, signature, argumentNames, phrase);
    }

    RevertReason decode(RevertDecoder owner, byte[] data, int depth) {
      List<Object> args = Abi.decodeCall(signature, data);
      RevertReason cause = null;
      StringBuilder text = new StringBuilder(label).append(": ");
      if (signature.equals(EXECUTION_FAILED) && depth < MAX_DEPTH) {
        cause = owner.decode((byte[]) args.get(1), depth + 1);
        text.append("command ").append(args.get(0)).append(" failed: ").append(cause.describe());
      } else if (signature.equals(WRAPPED_ERROR) && depth < MAX_DEPTH) {
        // WrappedError(target, selector, reason, details): the call to target's function selector reverted with
        // reason; details is the selector of the wrapping contract's own error (HookCallFailed, ...), or empty.
        cause = owner.decode((byte[]) args.get(2), depth + 1);
        text.append(owner.phraseOf((byte[]) args.get(3))).append(" (target ").append(show(args.get(0)))
            .append(", function ").append(show(args.get(1))).append("): ").append(cause.describe());
      } else {
        text.append(phrase);
        if (!args.isEmpty()) {
          text.append(" (");
          for (int i = 0; i < args.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(argumentNames.get(i)).append(' ').append(show(args.get(i)));
          }
          text.append(')');
        }
      }
      return new RevertReason.CustomError(data, contracts, label, signature, argumentNames, args, text.toString(),
          cause);
    }
  }

  /** The phrase of the error a {@code WrappedError}'s details name, or "call failed" for none this decoder knows. */
  private String phraseOf(byte[] details) {
    KnownError known = details.length == 4 ? bySelector.get(Hex.encode(details)) : null;
    return known != null ? known.phrase : "call failed";
  }

  private static int arity(String signature) {
    int open = signature.indexOf('(');
    if (open <= 0 || !signature.endsWith(")")) {
      throw new IllegalArgumentException("signature: expected Name(type,...), got \"" + signature + "\"");
    }
    String inside = signature.substring(open + 1, signature.length() - 1);
    if (inside.isEmpty()) {
      return 0;
    }
    int count = 1;
    int nesting = 0;
    for (char c : inside.toCharArray()) {
      nesting += c == '(' ? 1 : c == ')' ? -1 : 0;
      count += c == ',' && nesting == 0 ? 1 : 0;
    }
    return count;
  }

  private static String show(Object value) {
    if (value instanceof byte[]) {
      return Hex.encode((byte[]) value);
    }
    if (value instanceof String) {
      return "\"" + value + "\"";
    }
    if (value instanceof Address) {
      return ((Address) value).toChecksumHex();
    }
    return String.valueOf(value);
  }

  /** {@code V3TooLittleReceived} as {@code V3 too little received}; all-capital words such as ETH stay. */
  static String words(String name) {
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int i = 1; i < name.length(); i++) {
      char prev = name.charAt(i - 1);
      char c = name.charAt(i);
      boolean upperAfterLowerOrDigit = Character.isUpperCase(c) && !Character.isUpperCase(prev);
      boolean endOfCapitals = Character.isUpperCase(prev) && Character.isUpperCase(c) && i + 1 < name.length()
          && Character.isLowerCase(name.charAt(i + 1));
      if (upperAfterLowerOrDigit || endOfCapitals) {
        parts.add(name.substring(start, i));
        start = i;
      }
    }
    parts.add(name.substring(start));
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < parts.size(); i++) {
      String part = parts.get(i);
      boolean keep = part.length() > 1 && part.chars().noneMatch(Character::isLowerCase) || part.matches("V\\d+");
      out.append(i == 0 ? "" : " ").append(keep || i == 0 && part.length() == 1 ? part
          : part.toLowerCase(java.util.Locale.ROOT));
    }
    return out.toString();
  }

  private static Map<String, KnownError> standardErrors() {
    Map<String, KnownError> errors = new LinkedHashMap<>();
    ErrorTable builder = new ErrorTable();
    // Permit2 (uniswapx-sdk 3.1.0, Permit2__factory abi).
    builder.add(errors, PERMIT2, "AllowanceExpired(uint256)", "allowance expired", "deadline");
    builder.add(errors, PERMIT2, "ExcessiveInvalidation()", "excessive nonce invalidation");
    builder.add(errors, PERMIT2, "InsufficientAllowance(uint256)", "insufficient allowance", "amount");
    builder.add(errors, PERMIT2, "InvalidAmount(uint256)", "invalid amount", "maxAmount");
    builder.add(errors, PERMIT2, "InvalidContractSignature()", "invalid contract signature (ERC-1271)");
    builder.add(errors, PERMIT2, "InvalidNonce()", "invalid nonce (already used or invalidated)");
    builder.add(errors, PERMIT2, "InvalidSignature()", "invalid signature");
    builder.add(errors, PERMIT2, "InvalidSignatureLength()", "invalid signature length");
    builder.add(errors, PERMIT2, "InvalidSigner()", "invalid signer (not the owner's signature)");
    builder.add(errors, PERMIT2, "LengthMismatch()", "length mismatch");
    builder.add(errors, PERMIT2, "SignatureExpired(uint256)", "signature expired", "deadline");
    // Universal Router 2.1.0 (artifacts/contracts/UniversalRouter.sol/UniversalRouter.json abi).
    builder.also(errors, ROUTER, "LengthMismatch()");
    builder.add(errors, ROUTER, "AddressEmptyCode(address)", null, "target");
    builder.add(errors, ROUTER, "AddressInsufficientBalance(address)", null, "account");
    builder.add(errors, ROUTER, "BalanceTooLow()", null);
    builder.add(errors, ROUTER, "ContractLocked()", "contract locked (reentrant call)");
    builder.add(errors, ROUTER, "DeltaNotNegative(address)", null, "currency");
    builder.add(errors, ROUTER, "DeltaNotPositive(address)", null, "currency");
    builder.add(errors, ROUTER, "ECDSAInvalidSignature()", "invalid ECDSA signature");
    builder.add(errors, ROUTER, "ECDSAInvalidSignatureLength(uint256)", "invalid ECDSA signature length", "length");
    builder.add(errors, ROUTER, "ECDSAInvalidSignatureS(bytes32)", "invalid ECDSA signature s value", "s");
    builder.add(errors, ROUTER, "ETHNotAccepted()", null);
    builder.add(errors, ROUTER, EXECUTION_FAILED, null, "commandIndex", "message");
    builder.add(errors, ROUTER, "FailedInnerCall()", null);
    builder.add(errors, ROUTER, "FromAddressIsNotOwner()", null);
    builder.add(errors, ROUTER, "InputLengthMismatch()", null);
    builder.add(errors, ROUTER, "InsufficientBalance()", null);
    builder.add(errors, ROUTER, "InsufficientETH()", null);
    builder.add(errors, ROUTER, "InsufficientToken()", null);
    builder.add(errors, ROUTER, "InvalidAction(bytes4)", null, "action");
    builder.add(errors, ROUTER, "InvalidBips()", null);
    builder.add(errors, ROUTER, "InvalidCommandType(uint256)", null, "commandType");
    builder.add(errors, ROUTER, "InvalidEthSender()", null);
    builder.add(errors, ROUTER, "InvalidHopSlippageLength()", null);
    builder.add(errors, ROUTER, "InvalidPath()", null);
    builder.add(errors, ROUTER, "InvalidReserves()", null);
    builder.add(errors, ROUTER, "InvalidShortString()", null);
    builder.add(errors, ROUTER, "NonceAlreadyUsed()", null);
    builder.add(errors, ROUTER, "NotAuthorizedForToken(uint256)", null, "tokenId");
    builder.add(errors, ROUTER, "NotPoolManager()", null);
    builder.add(errors, ROUTER, "OnlyMintAllowed()", null);
    builder.add(errors, ROUTER, "SafeERC20FailedOperation(address)", "SafeERC20 operation failed", "token");
    builder.add(errors, ROUTER, "SliceOutOfBounds()", null);
    builder.add(errors, ROUTER, "StringTooLong(string)", null, "str");
    builder.add(errors, ROUTER, "TransactionDeadlinePassed()", "transaction deadline passed");
    builder.add(errors, ROUTER, "UnsafeCast()", null);
    builder.add(errors, ROUTER, "UnsupportedAction(uint256)", null, "action");
    builder.add(errors, ROUTER, "V2InvalidPath()", null);
    builder.add(errors, ROUTER, "V2TooLittleReceived()", "V2 too little received (output below the minimum)");
    builder.add(errors, ROUTER, "V2TooMuchRequested()", "V2 too much requested (input above the maximum)");
    builder.add(errors, ROUTER, "V3InvalidAmountOut()", null);
    builder.add(errors, ROUTER, "V3InvalidCaller()", null);
    builder.add(errors, ROUTER, "V3InvalidSwap()", null);
    builder.add(errors, ROUTER, "V3TooLittleReceived()", "V3 too little received (output below the minimum)");
    builder.add(errors, ROUTER, "V3TooMuchRequested()", "V3 too much requested (input above the maximum)");
    builder.add(errors, ROUTER, "V4TooLittleReceived(uint256,uint256)", "V4 too little received",
        "minAmountOutReceived", "amountReceived");
    builder.add(errors, ROUTER, "V4TooLittleReceivedPerHop(uint256,uint256,uint256)", null, "hopIndex",
        "maxPrice", "price");
    builder.add(errors, ROUTER, "V4TooMuchRequested(uint256,uint256)", "V4 too much requested",
        "maxAmountInRequested", "amountRequested");
    builder.add(errors, ROUTER, "V4TooMuchRequestedPerHop(uint256,uint256,uint256)", null, "hopIndex",
        "maxPrice", "price");
    // The UniswapX reactors (uniswapx-sdk 3.1.0: V2DutchOrderReactor, V3DutchOrderReactor, PriorityOrderReactor
    // __factory abi), their BaseReactor's and fee errors included.
    builder.add(errors, REACTOR, "DeadlineBeforeEndTime()", "deadline before the decay's end time");
    builder.add(errors, REACTOR, "DeadlineReached()", "deadline reached (the order expired)");
    builder.add(errors, REACTOR, "DuplicateFeeOutput(address)", null, "duplicateToken");
    builder.add(errors, REACTOR, "EndTimeBeforeStartTime()", "decay end time before its start time");
    builder.add(errors, REACTOR, "FeeTooLarge(address,uint256,address)", null, "token", "amount", "recipient");
    builder.add(errors, REACTOR, "IncorrectAmounts()", "incorrect amounts (an input that shrinks or an output that"
        + " grows as the order decays)");
    builder.add(errors, REACTOR, "IndexOutOfBounds()", "index out of bounds (a decay curve's blocks)");
    builder.add(errors, REACTOR, "InputAndOutputFees()", "input and output fees");
    builder.add(errors, REACTOR, "InputOutputScaling()", "input and outputs both scale with the priority fee");
    builder.add(errors, REACTOR, "InvalidCosignature()", "invalid cosignature (not the order's cosigner)");
    builder.add(errors, REACTOR, "InvalidCosignerInput()", "invalid cosigner input (above the order's)");
    builder.add(errors, REACTOR, "InvalidCosignerOutput()", "invalid cosigner output (below the order's, or not"
        + " one per output)");
    builder.add(errors, REACTOR, "InvalidDeadline()", "invalid deadline (the order expired)");
    builder.add(errors, REACTOR, "InvalidDecayCurve()", "invalid decay curve");
    builder.add(errors, REACTOR, "InvalidFeeToken(address)", null, "feeToken");
    builder.add(errors, REACTOR, "InvalidGasPrice()", "invalid gas price (below the base fee)");
    builder.add(errors, REACTOR, "InvalidReactor()", "invalid reactor (the order names another reactor)");
    builder.add(errors, REACTOR, "NativeTransferFailed()", null);
    builder.add(errors, REACTOR, "NoExclusiveOverride()", "no exclusive override (another filler has exclusivity)");
    builder.add(errors, REACTOR, "OrderAlreadyFilled()", null);
    builder.add(errors, REACTOR, "OrderNotFillable()", "order not fillable yet (its auction has not started)");
    v4PoolManager(errors, builder);
    v4PositionManager(errors, builder);
    return errors;
  }

  /**
   * The V4 PoolManager (v4-core 1.0.2, out/PoolManager.sol): the errors of its ABI and those of the libraries it
   * reverts through by selector (CustomRevert), which its ABI does not list: Pool, Hooks, LPFeeLibrary, Position,
   * SafeCast, SqrtPriceMath, TickBitmap, TickMath, CurrencyLibrary.
   */
  private static void v4PoolManager(Map<String, KnownError> errors, ErrorTable builder) {
    builder.add(errors, POOL_MANAGER, "AlreadyUnlocked()", null);
    builder.add(errors, POOL_MANAGER, "CurrenciesOutOfOrderOrEqual(address,address)", "currencies out of order or"
        + " equal", "currency0", "currency1");
    builder.add(errors, POOL_MANAGER, "CurrencyNotSettled()", "currency not settled (a delta left unpaid or untaken"
        + " when the unlock ended)");
    builder.add(errors, POOL_MANAGER, "DelegateCallNotAllowed()", null);
    builder.add(errors, POOL_MANAGER, "InvalidCaller()", null);
    builder.add(errors, POOL_MANAGER, "ManagerLocked()", "manager locked (called outside an unlock)");
    builder.add(errors, POOL_MANAGER, "MustClearExactPositiveDelta()", null);
    builder.add(errors, POOL_MANAGER, "NonzeroNativeValue()", null);
    builder.add(errors, POOL_MANAGER, "PoolNotInitialized()", null);
    builder.add(errors, POOL_MANAGER, "ProtocolFeeCurrencySynced()", null);
    builder.add(errors, POOL_MANAGER, "ProtocolFeeTooLarge(uint24)", null, "fee");
    builder.add(errors, POOL_MANAGER, "SwapAmountCannotBeZero()", null);
    builder.add(errors, POOL_MANAGER, "TickSpacingTooLarge(int24)", null, "tickSpacing");
    builder.add(errors, POOL_MANAGER, "TickSpacingTooSmall(int24)", null, "tickSpacing");
    builder.add(errors, POOL_MANAGER, "UnauthorizedDynamicLPFeeUpdate()", "unauthorized dynamic LP fee update");
    builder.add(errors, POOL_MANAGER, WRAPPED_ERROR, null, "target", "selector", "reason", "details");
    builder.add(errors, POOL_MANAGER, "HookAddressNotValid(address)", null, "hooks");
    builder.add(errors, POOL_MANAGER, "HookCallFailed()", null);
    builder.add(errors, POOL_MANAGER, "HookDeltaExceedsSwapAmount()", null);
    builder.add(errors, POOL_MANAGER, "InvalidHookResponse()", null);
    builder.add(errors, POOL_MANAGER, "LPFeeTooLarge(uint24)", "LP fee too large", "fee");
    builder.add(errors, POOL_MANAGER, "InvalidFeeForExactOut()", "invalid fee for exact out (a 100% fee)");
    builder.add(errors, POOL_MANAGER, "NoLiquidityToReceiveFees()", null);
    builder.add(errors, POOL_MANAGER, "PoolAlreadyInitialized()", null);
    builder.add(errors, POOL_MANAGER, "PriceLimitAlreadyExceeded(uint160,uint160)", null, "sqrtPriceCurrentX96",
        "sqrtPriceLimitX96");
    builder.add(errors, POOL_MANAGER, "PriceLimitOutOfBounds(uint160)", null, "sqrtPriceLimitX96");
    builder.add(errors, POOL_MANAGER, "TickLiquidityOverflow(int24)", null, "tick");
    builder.add(errors, POOL_MANAGER, "TickLowerOutOfBounds(int24)", null, "tickLower");
    builder.add(errors, POOL_MANAGER, "TickUpperOutOfBounds(int24)", null, "tickUpper");
    builder.add(errors, POOL_MANAGER, "TicksMisordered(int24,int24)", null, "tickLower", "tickUpper");
    builder.add(errors, POOL_MANAGER, "CannotUpdateEmptyPosition()", "cannot update an empty position (no"
        + " liquidity to change or fees to collect)");
    builder.add(errors, POOL_MANAGER, "SafeCastOverflow()", null);
    builder.add(errors, POOL_MANAGER, "InvalidPriceOrLiquidity()", null);
    builder.add(errors, POOL_MANAGER, "NotEnoughLiquidity()", null);
    builder.add(errors, POOL_MANAGER, "PriceOverflow()", null);
    builder.add(errors, POOL_MANAGER, "TickMisaligned(int24,int24)", null, "tick", "tickSpacing");
    builder.add(errors, POOL_MANAGER, "InvalidSqrtPrice(uint160)", null, "sqrtPriceX96");
    builder.add(errors, POOL_MANAGER, "InvalidTick(int24)", null, "tick");
    builder.add(errors, POOL_MANAGER, "ERC20TransferFailed()", null);
    builder.also(errors, POOL_MANAGER, "NativeTransferFailed()");
  }

  /**
   * The V4 PositionManager (v4-periphery 1.0.3, foundry-out/PositionManager.sol): the errors of its ABI (its bases
   * BaseActionsRouter, DeltaResolver, SafeCallback, Notifier, ERC721Permit_v4, UnorderedNonce, ReentrancyLock,
   * NativeWrapper, SlippageCheck and Permit2's SignatureVerification) and those it reverts with by selector:
   * CalldataDecoder's, and the v4-core libraries' it shares with the PoolManager.
   */
  private static void v4PositionManager(Map<String, KnownError> errors, ErrorTable builder) {
    builder.add(errors, POSITION_MANAGER, "AlreadySubscribed(uint256,address)", null, "tokenId", "subscriber");
    builder.add(errors, POSITION_MANAGER, "BurnNotificationReverted(address,bytes)", null, "subscriber", "reason");
    builder.add(errors, POSITION_MANAGER, "DeadlinePassed(uint256)", null, "deadline");
    builder.add(errors, POSITION_MANAGER, "GasLimitTooLow()", null);
    builder.add(errors, POSITION_MANAGER, "MaximumAmountExceeded(uint128,uint128)", "maximum amount exceeded"
        + " (slippage)", "maximumAmount", "amountRequested");
    builder.add(errors, POSITION_MANAGER, "MinimumAmountInsufficient(uint128,uint128)", "minimum amount"
        + " insufficient (slippage)", "minimumAmount", "amountReceived");
    builder.add(errors, POSITION_MANAGER, "ModifyLiquidityNotificationReverted(address,bytes)", null, "subscriber",
        "reason");
    builder.add(errors, POSITION_MANAGER, "NoCodeSubscriber()", null);
    builder.add(errors, POSITION_MANAGER, "NoSelfPermit()", null);
    builder.add(errors, POSITION_MANAGER, "NotApproved(address)", "not approved (the caller may not manage the"
        + " position)", "caller");
    builder.add(errors, POSITION_MANAGER, "NotSubscribed()", null);
    builder.add(errors, POSITION_MANAGER, "PoolManagerMustBeLocked()", null);
    builder.add(errors, POSITION_MANAGER, "SignatureDeadlineExpired()", null);
    builder.add(errors, POSITION_MANAGER, "SubscriptionReverted(address,bytes)", null, "subscriber", "reason");
    // Not Unauthorized() (ERC721Permit_v4's): the bare name is the common access-control error of other contracts
    // too (the EVM mode's EIP-7702 batch delegate reverts with it), so naming the PositionManager would often be
    // wrong; it stays an unknown error that shows its selector.
    for (String shared : Arrays.asList("ContractLocked()", "DeltaNotNegative(address)", "DeltaNotPositive(address)",
        "InputLengthMismatch()", "InsufficientBalance()", "InvalidEthSender()", "NonceAlreadyUsed()",
        "NotPoolManager()", "SliceOutOfBounds()", "UnsupportedAction(uint256)", "InvalidContractSignature()",
        "InvalidSignature()", "InvalidSignatureLength()", "InvalidSigner()", WRAPPED_ERROR, "SafeCastOverflow()",
        "InvalidTick(int24)", "ERC20TransferFailed()", "NativeTransferFailed()")) {
      builder.also(errors, POSITION_MANAGER, shared);
    }
  }

  /** Fills the standard table. */
  private static final class ErrorTable {
    void add(Map<String, KnownError> errors, String contract, String signature, @Nullable String phrase,
        String... argumentNames) {
      KnownError error = new KnownError(Collections.singletonList(contract), signature, Arrays.asList(argumentNames),
          phrase);
      if (errors.putIfAbsent(error.selector, error) != null) {
        throw new IllegalStateException(signature + " is in the table twice: use also() for a shared error");
      }
    }

    /** Records that {@code contract} declares an error already in the table, under the same signature. */
    void also(Map<String, KnownError> errors, String contract, String signature) {
      KnownError known = errors.get(Hex.encode(Abi.selector(signature)));
      if (known == null || !known.signature.equals(signature)) {
        throw new IllegalStateException(signature + " is not in the table yet");
      }
      errors.put(known.selector, known.alsoDeclaredBy(contract));
    }
  }
}

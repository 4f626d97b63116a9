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
 * errors of Permit2, the Universal Router 2.x and the UniswapX reactors that fill the SDK's orders (Dutch V2,
 * Dutch V3, Priority), their signatures as the contracts' ABIs declare them in the npm packages {@code
 * @uniswap/uniswapx-sdk@3.1.0} and {@code @uniswap/universal-router@2.1.0}; add your own contracts' errors with
 * {@link #withError}. Data of no known shape stays raw ({@link RevertReason.Unknown}).
 * Immutable and thread-safe.
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
  private static final String ERROR_STRING = "Error(string)";
  private static final String PANIC = "Panic(uint256)";
  private static final String EXECUTION_FAILED = "ExecutionFailed(uint256,bytes)";
  /** How deep wrapped reverts (ExecutionFailed inside ExecutionFailed) are followed. */
  private static final int MAX_DEPTH = 4;

  private static final RevertDecoder STANDARD = new RevertDecoder(standardErrors());

  private final Map<String, KnownError> bySelector;

  private RevertDecoder(Map<String, KnownError> bySelector) {
    this.bySelector = Collections.unmodifiableMap(bySelector);
  }

  /** The decoder of {@code Error}, {@code Panic} and the Permit2, Universal Router and UniswapX reactor errors. */
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
    KnownError error = new KnownError(contract, signature, Arrays.asList(argumentNames), null);
    Map<String, KnownError> copy = new LinkedHashMap<>(bySelector);
    copy.put(error.selector, error);
    return new RevertDecoder(copy);
  }

  /** The custom errors this decoder knows, by canonical signature, with their contract. */
  public Map<String, String> knownErrors() {
    Map<String, String> out = new LinkedHashMap<>();
    bySelector.values().forEach(e -> out.put(e.signature, e.contract));
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
    final String contract;
    final String signature;
    final String selector;
    final List<String> argumentNames;
    final String phrase;

    KnownError(String contract, String signature, List<String> argumentNames, @Nullable String phrase) {
      this.contract = contract;
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

    RevertReason decode(RevertDecoder owner, byte[] data, int depth) {
      List<Object> args = Abi.decodeCall(signature, data);
      RevertReason cause = null;
      StringBuilder text = new StringBuilder(contract).append(": ");
      if (signature.equals(EXECUTION_FAILED) && depth < MAX_DEPTH) {
        cause = owner.decode((byte[]) args.get(1), depth + 1);
        text.append("command ").append(args.get(0)).append(" failed: ").append(cause.describe());
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
      return new RevertReason.CustomError(data, contract, signature, argumentNames, args, text.toString(), cause);
    }
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
    builder.add(errors, PERMIT2 + " or " + ROUTER, "LengthMismatch()", "length mismatch");
    builder.add(errors, PERMIT2, "SignatureExpired(uint256)", "signature expired", "deadline");
    // Universal Router 2.1.0 (artifacts/contracts/UniversalRouter.sol/UniversalRouter.json abi).
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
    return errors;
  }

  /** Fills the standard table. */
  private static final class ErrorTable {
    void add(Map<String, KnownError> errors, String contract, String signature, @Nullable String phrase,
        String... argumentNames) {
      KnownError error = new KnownError(contract, signature, Arrays.asList(argumentNames), phrase);
      errors.put(error.selector, error);
    }
  }
}

package io.tradingsdk.server.internal.evm;

import io.tradingsdk.server.internal.chain.OrderReactor;
import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.codec.Abi;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The server as UniswapX's cosigner and filler of the orders of one EVM chain, on its real reactors ({@code DUTCH_V2}
 * on Ethereum, {@code DUTCH_V3} on Arbitrum, {@code PRIORITY} on Base..., and limit orders on the chain's
 * limit-order reactor, which takes them uncosigned), the mechanics only: it cosigns the order a
 * swapper posted (a Dutch decay starting at the chain's time, or block for V3), checks it with an {@code eth_call}
 * of the real reactor's {@code execute}, and sends that transaction from {@link #FILLER}, which pays the outputs. A
 * Priority order is filled once the chain reaches its auction's start block, with the priority fee the filler bids
 * (the reactor scales the outputs by it). When to fill is the caller's decision (the engine's {@code
 * ChainOrderBook}).
 */
public final class UniswapXFiller {
  /** The fifth development wallet: funded with every token, the reactors approved for them at deployment. */
  static final Address FILLER = Deployment.DEV_WALLETS.get(4);
  /**
   * The cosigner's key: the tenth account of the standard test mnemonic, public like every development key, so a
   * test can cosign as the server does. Not a secret; still never printed.
   */
  private static final LocalSigner COSIGNER = LocalSigner.of(
      PrivateKey.fromHex("0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6"));
  /** How long the cosigned decay lasts (at most until the deadline), as the simulated fillers decay. */
  private static final long DECAY_SECONDS = 60;
  /** The Priority reactor's unit of {@code mpsPerPriorityFeeWei}: ten million "milli-bips". */
  static final BigInteger MPS = BigInteger.TEN.pow(7);
  /** The most a filler bids as a Priority order's priority fee over its baseline, in wei a gas. */
  private static final BigInteger MAX_PRIORITY_BID = BigInteger.TEN.pow(9);
  /** The order structs as the reactors abi.decode them (info, cosigner, ..., cosignerData, cosignature). */
  private static final String ORDER_INFO = "(address,address,uint256,uint256,address,bytes)";
  private static final String COSIGNER_DATA = "(uint256,uint256,address,uint256,uint256,uint256[])";
  private static final String ORDER = "(" + ORDER_INFO + ",address,"
      + "(address,uint256,uint256),(address,uint256,uint256,address)[]," + COSIGNER_DATA + ",bytes)";
  private static final String CURVE = "(uint256,int256[])";
  private static final String V3_COSIGNER_DATA = "(uint256,address,uint256,uint256,uint256[])";
  private static final String V3_ORDER = "(" + ORDER_INFO + ",address,uint256,(address,uint256," + CURVE
      + ",uint256,uint256),(address,uint256," + CURVE + ",address,uint256,uint256)[]," + V3_COSIGNER_DATA + ",bytes)";
  /** A limit order: the exclusive Dutch order ({@code ExclusiveDutchOrderLib}), no cosigner. */
  private static final String EXCLUSIVE_ORDER = "(" + ORDER_INFO + ",uint256,uint256,address,uint256,"
      + "(address,uint256,uint256),(address,uint256,uint256,address)[])";
  private static final String PRIORITY_COSIGNER_DATA = "(uint256)";
  private static final String PRIORITY_ORDER = "(" + ORDER_INFO + ",address,uint256,uint256,(address,uint256,uint256),"
      + "(address,uint256,uint256,address)[]," + PRIORITY_COSIGNER_DATA + ",bytes)";
  private static final String EXECUTE = "execute((bytes,bytes))";
  private static final String TRANSFER = Hex.encode(Keccak.hash(
      "Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII)));
  /** The custom errors {@code execute} can revert with, by selector: Permit2's and the reactors'. */
  private static final Map<String, String> ERRORS = errors(
      "Permit2", List.of("AllowanceExpired(uint256)", "InsufficientAllowance(uint256)", "InvalidAmount(uint256)",
          "InvalidContractSignature()", "InvalidNonce()", "InvalidSignature()", "InvalidSignatureLength()",
          "InvalidSigner()", "LengthMismatch()", "SignatureExpired(uint256)"),
      "V2DutchOrderReactor", List.of("DeadlineBeforeEndTime()", "DeadlinePassed()", "DuplicateFeeOutput(address)",
          "EndTimeBeforeStartTime()", "FeeTooLarge(address,uint256,address)", "IncorrectAmounts()",
          "InputAndOutputFees()", "InvalidCosignature()", "InvalidCosignerInput()", "InvalidCosignerOutput()",
          "InvalidFeeToken(address)", "InvalidReactor()", "NativeTransferFailed()", "NoExclusiveOverride()",
          "ReentrancyGuardReentrantCall()"),
      "V3DutchOrderReactor", List.of("DeadlineReached()", "IndexOutOfBounds()", "InvalidDecayCurve()"),
      "ExclusiveDutchOrderReactor", List.of("InputAndOutputDecay()", "InsufficientEth()",
          "OrderEndTimeBeforeStartTime()"),
      "PriorityOrderReactor", List.of("InputOutputScaling()", "InvalidDeadline()", "InvalidGasPrice()",
          "OrderAlreadyFilled()", "OrderNotFillable()"));

  private final EvmNode node;
  private final Map<String, Address> reactors = new LinkedHashMap<>();
  private final Address permit2;
  private final long chainId;

  UniswapXFiller(EvmNode node, EvmContracts contracts, long chainId) {
    this.node = node;
    this.chainId = chainId;
    for (String routing : UniswapXDeployment.REACTORS.keySet()) {
      contracts.get(UniswapXDeployment.reactor(routing)).ifPresent(reactor -> reactors.put(routing, reactor));
    }
    this.permit2 = contracts.require("permit2");
  }

  /** Whether the chain has a real reactor for the orders of {@code routing} ({@code DUTCH_V2}, ...). */
  public boolean fills(String routing) {
    return reactors.containsKey(routing);
  }

  /** The cosigner the quotes name: the server's key signs the cosigner data. */
  public Address cosigner() {
    return COSIGNER.address();
  }

  /** The filler's address, as {@code GET /orders} reports it. */
  public Address filler() {
    return FILLER;
  }

  /** Why the reactor would not fill an order: Permit2's or the reactor's error, decoded. */
  public static final class RefusedException extends OrderReactor.RefusedException {
    private static final long serialVersionUID = 1L;

    RefusedException(String reason) {
      super(reason);
    }
  }

  /** A fill on the chain: its transaction and what reached the swapper and left it. */
  public static final class Fill {
    private final String txHash;
    private final BigInteger amountIn;
    private final BigInteger amountOut;

    Fill(String txHash, BigInteger amountIn, BigInteger amountOut) {
      this.txHash = txHash;
      this.amountIn = amountIn;
      this.amountOut = amountOut;
    }

    public String txHash() {
      return txHash;
    }

    /** The input token the swapper gave. */
    public BigInteger amountIn() {
      return amountIn;
    }

    /** The output token the swapper received. */
    public BigInteger amountOut() {
      return amountOut;
    }
  }

  /**
   * An order as the reactor takes it: the swapper's order with the server's cosigner data and cosignature, the
   * reactor of its kind, and the decay window that data set (unix seconds for {@code DUTCH_V2}, block numbers for
   * {@code DUTCH_V3}; a Priority order does not decay: its window is its auction's start block). Immutable.
   */
  public static final class Cosigned implements OrderReactor.Cosigned {
    private final String routing;
    private final byte[] encoded;
    private final long decayStart;
    private final long decayEnd;

    Cosigned(byte[] encoded, long decayStart, long decayEnd) {
      this("DUTCH_V2", encoded, decayStart, decayEnd);
    }

    Cosigned(String routing, byte[] encoded, long decayStart, long decayEnd) {
      this.routing = routing;
      this.encoded = encoded.clone();
      this.decayStart = decayStart;
      this.decayEnd = decayEnd;
    }

    /** The order's routing: {@code DUTCH_V2}, {@code DUTCH_V3} or {@code PRIORITY}. */
    public String routing() {
      return routing;
    }

    /** When the amounts start to decay: a unix time ({@code DUTCH_V2}) or a block ({@code DUTCH_V3}, auction start). */
    public long decayStart() {
      return decayStart;
    }

    /** When the amounts reach their end amounts, in the unit of {@link #decayStart()}. */
    public long decayEnd() {
      return decayEnd;
    }

    /**
     * An amount of the order at {@code time} (seconds or block, as the window's unit), as the reactors' decay
     * computes it: linear from {@code start} to {@code end} over the window, an output rounded down and an input
     * rounded up.
     */
    @Override
    public BigInteger decayed(BigInteger start, BigInteger end, long time) {
      if (routing.equals("PRIORITY")) {
        return start; // no decay: the amounts at the baseline priority fee
      }
      if (time >= decayEnd) {
        return end;
      }
      if (time <= decayStart) {
        return start;
      }
      BigInteger elapsed = BigInteger.valueOf(time - decayStart);
      BigInteger duration = BigInteger.valueOf(decayEnd - decayStart);
      if (end.compareTo(start) < 0) {
        return start.subtract(start.subtract(end).multiply(elapsed).divide(duration));
      }
      BigInteger[] grown = end.subtract(start).multiply(elapsed).divideAndRemainder(duration);
      return start.add(grown[0]).add(grown[1].signum() > 0 ? BigInteger.ONE : BigInteger.ZERO);
    }

    byte[] encoded() {
      return encoded.clone();
    }
  }

  /**
   * Cosigns {@code encodedOrder} (its cosigner half blank, as quoted) of {@code routing}: a {@code DUTCH_V2} decay
   * starts at the chain's latest block time and lasts {@link #DECAY_SECONDS} at most, never past the deadline; a
   * {@code DUTCH_V3} decay starts at the latest block, along the order's own curves; a {@code PRIORITY} order keeps
   * its auction start block (no target block of the cosigner's).
   *
   * @param orderHash the order's EIP-712 hash, the one the reactor recomputes
   * @throws IllegalArgumentException when the chain has no reactor for {@code routing}
   */
  public Cosigned cosign(String routing, String encodedOrder, String orderHash) {
    if (!fills(routing)) {
      throw new IllegalArgumentException("routing: chain " + chainId + " has no real reactor for " + routing);
    }
    switch (routing) {
      case "DUTCH_V2":
        return cosignV2(encodedOrder, orderHash, node.latestTimestamp());
      case "DUTCH_V3":
        return cosignV3(encodedOrder, orderHash, node.latestBlock(), chainId);
      case UniswapXDeployment.LIMIT_ORDER:
        return uncosigned(encodedOrder);
      default:
        return cosignPriority(encodedOrder, orderHash, chainId);
    }
  }

  /** {@link #cosign(String, String, String)} of a {@code DUTCH_V2} order. */
  public Cosigned cosign(String encodedOrder, String orderHash) {
    return cosign("DUTCH_V2", encodedOrder, orderHash);
  }

  /**
   * Checks with an {@code eth_call} of the reactor's {@code execute} from the filler that the reactor would fill
   * the order now: Permit2 verifies the swapper's signature and nonce, the reactor the cosignature and deadline. A
   * Priority order is checked once the chain reached its auction's start block (blocks are mined up to it: on the
   * development chain blocks come only with transactions, where a real chain's would have come with time).
   *
   * @param swapperSignature the swapper's Permit2 witness signature
   * @throws RefusedException when the reactor or Permit2 reverts, naming the error
   */
  public void check(Cosigned order, String swapperSignature) {
    reachAuctionStart(order);
    Map<String, String> tx = new LinkedHashMap<>();
    tx.put("from", FILLER.toLowerHex());
    tx.put("to", reactors.get(order.routing()).toLowerHex());
    tx.put("data", Hex.encode(executeCall(order, swapperSignature)));
    if (order.routing().equals("PRIORITY")) {
      // The reactor refuses a gas price under the base fee, and scales by what is over it: the baseline bid.
      BigInteger baseFee = node.latestBaseFee();
      BigInteger baseline = (BigInteger) ((List<?>) Abi.decode("(" + PRIORITY_ORDER + ")", order.encoded()).get(0))
          .get(3);
      tx.put("maxPriorityFeePerGas", EvmNode.quantity(baseline));
      tx.put("maxFeePerGas", EvmNode.quantity(baseFee.multiply(BigInteger.TWO).add(baseline)));
    }
    try {
      node.rpc().request("eth_call", tx, "latest");
    } catch (JsonRpc.JsonRpcException e) {
      if (!e.reverted()) {
        throw e;
      }
      throw new RefusedException(decode(e.data()));
    }
  }

  private void reachAuctionStart(Cosigned order) {
    if (order.routing().equals("PRIORITY")) {
      node.mine(order.decayStart() - node.latestBlock());
    }
  }

  /** The chain's latest block: its number, then its timestamp. */
  public long latestBlock() {
    return node.latestBlock();
  }

  /**
   * Whether Permit2 has spent {@code swapper}'s unordered {@code nonce} (its {@code nonceBitmap}, word {@code nonce
   * >> 8}, bit {@code nonce & 0xff}): by a fill of an order or permit signed with it, or by the swapper's own {@code
   * invalidateUnorderedNonces}, the way a swapper cancels an order.
   */
  public boolean nonceSpent(Address swapper, BigInteger nonce) {
    BigInteger bitmap = (BigInteger) node.call(permit2, "(uint256)", "nonceBitmap(address,uint256)", swapper,
        nonce.shiftRight(8)).get(0);
    return bitmap.testBit(nonce.intValue() & 0xff);
  }

  /** {@link #execute(Cosigned, String, BigInteger)} without a market price: a Priority order gets no bid. */
  public Optional<Fill> execute(Cosigned order, String swapperSignature) {
    return execute(order, swapperSignature, null);
  }

  /**
   * Fills the order: sends the reactor's {@code execute} from {@link #FILLER}, which pays the outputs. For a
   * Priority order the filler bids as a competitive filler would: the priority fee over the order's baseline that
   * hands the swapper all of {@code marketOutput} beyond the order's outputs (the reactor scales each output by
   * {@code mpsPerPriorityFeeWei} for every wei of it), at most {@link #MAX_PRIORITY_BID}.
   *
   * @param marketOutput what the market gives for the order's input now, or null for no bid beyond the baseline
   * @return the fill, with what the swapper's Transfer events moved; empty when the transaction reverted (the
   *     chain moved since the {@link #check})
   */
  public synchronized Optional<Fill> execute(Cosigned order, String swapperSignature, BigInteger marketOutput) {
    reachAuctionStart(order);
    Address reactor = reactors.get(order.routing());
    byte[] call = executeCall(order, swapperSignature);
    JsonNode receipt = order.routing().equals("PRIORITY")
        ? node.attempt(FILLER, reactor, call, priorityFee(order, marketOutput))
        : node.attempt(FILLER, reactor, call);
    if (!"0x1".equals(receipt.path("status").asText())) {
      return Optional.empty();
    }
    List<?> decoded = (List<?>) Abi.decode("(" + orderType(order.routing()) + ")", order.encoded()).get(0);
    Address swapper = (Address) ((List<?>) decoded.get(0)).get(1);
    int inputIndex = inputIndex(order.routing());
    Address tokenIn = (Address) ((List<?>) decoded.get(inputIndex)).get(0);
    Address tokenOut = (Address) ((List<?>) ((List<?>) decoded.get(inputIndex + 1)).get(0)).get(0);
    return Optional.of(new Fill(receipt.path("transactionHash").asText(),
        transferred(receipt, tokenIn, swapper, true), transferred(receipt, tokenOut, swapper, false)));
  }

  /** The priority fee a Priority order's fill pays: its baseline, plus the bid {@link #execute} describes. */
  static BigInteger priorityFee(Cosigned order, BigInteger marketOutput) {
    List<?> decoded = (List<?>) Abi.decode("(" + PRIORITY_ORDER + ")", order.encoded()).get(0);
    BigInteger baseline = (BigInteger) decoded.get(3);
    List<?> outputs = (List<?>) decoded.get(5);
    BigInteger owed = BigInteger.ZERO;
    BigInteger mps = BigInteger.ZERO;
    for (Object output : outputs) {
      owed = owed.add((BigInteger) ((List<?>) output).get(1));
      mps = mps.max((BigInteger) ((List<?>) output).get(2));
    }
    if (marketOutput == null || mps.signum() == 0 || owed.signum() == 0 || marketOutput.compareTo(owed) <= 0) {
      return baseline;
    }
    // scaled = owed * (MPS + bid * mps) / MPS <= market  <=>  bid <= (market - owed) * MPS / (owed * mps)
    BigInteger bid = marketOutput.subtract(owed).multiply(MPS).divide(owed.multiply(mps));
    return baseline.add(bid.min(MAX_PRIORITY_BID));
  }

  /** The calldata of {@code execute(SignedOrder)}: the cosigned order and the swapper's signature. */
  private static byte[] executeCall(Cosigned order, String swapperSignature) {
    return Abi.encodeCall(EXECUTE, List.of(order.encoded(), Hex.decode(swapperSignature, "signature")));
  }

  private static String orderType(String routing) {
    switch (routing) {
      case "DUTCH_V2":
        return ORDER;
      case "DUTCH_V3":
        return V3_ORDER;
      case UniswapXDeployment.LIMIT_ORDER:
        return EXCLUSIVE_ORDER;
      default:
        return PRIORITY_ORDER;
    }
  }

  /** Where the order's input struct is in its tuple (its outputs follow it). */
  private static int inputIndex(String routing) {
    switch (routing) {
      case "DUTCH_V2":
        return 2;
      case "DUTCH_V3":
        return 3;
      case UniswapXDeployment.LIMIT_ORDER:
        return 5;
      default:
        return 4;
    }
  }

  /**
   * A limit order as the swapper signed it: the exclusive Dutch order has no cosigner, so the reactor takes it
   * unchanged; its window is its own decay (start and end amounts are equal, so nothing decays).
   */
  private static Cosigned uncosigned(String encodedOrder) {
    List<Object> order = decodeOrder(EXCLUSIVE_ORDER, encodedOrder);
    return new Cosigned(UniswapXDeployment.LIMIT_ORDER, Hex.decode(encodedOrder, "encodedOrder"),
        ((BigInteger) order.get(1)).longValueExact(), ((BigInteger) order.get(2)).longValueExact());
  }

  @SuppressWarnings("unchecked")
  private static List<Object> decodeOrder(String type, String encodedOrder) {
    return new ArrayList<>((List<Object>) Abi.decode("(" + type + ")", Hex.decode(encodedOrder, "encodedOrder"))
        .get(0));
  }

  /**
   * The V2 reactor's order with the cosigner data set, the decay from {@code now} for {@link #DECAY_SECONDS} at most,
   * no exclusive filler and no overrides, and signed: V2's cosignature is over {@code
   * keccak256(orderHash ‖ abi.encode(cosignerData))}, no chain id (uniswapx-sdk 3.1.0's {@code
   * CosignedV2DutchOrder}).
   */
  private static Cosigned cosignV2(String encodedOrder, String orderHash, long now) {
    List<Object> order = decodeOrder(ORDER, encodedOrder);
    BigInteger deadline = (BigInteger) ((List<?>) order.get(0)).get(3);
    BigInteger start = BigInteger.valueOf(now);
    BigInteger end = start.add(BigInteger.valueOf(DECAY_SECONDS)).min(deadline);
    int outputs = ((List<?>) order.get(3)).size();
    List<Object> cosignerData = List.of(start, end, Address.fromBytes(new byte[20]), BigInteger.ZERO,
        BigInteger.ZERO, Collections.nCopies(outputs, BigInteger.ZERO));
    order.set(4, cosignerData);
    order.set(5, cosignature(orderHash, null, COSIGNER_DATA, cosignerData));
    return new Cosigned("DUTCH_V2", Abi.encode("(" + ORDER + ")", order), start.longValueExact(),
        end.longValueExact());
  }

  /**
   * The V3 reactor's order with the decay starting at block {@code block} (its curves say how far it goes), no
   * exclusive filler and no overrides; the cosignature is over {@code keccak256(orderHash ‖ chainId ‖
   * abi.encode(cosignerData))} (uniswapx-sdk 3.1.0's {@code CosignedV3DutchOrder}). The window ends at the last
   * block of the longest curve.
   */
  private static Cosigned cosignV3(String encodedOrder, String orderHash, long block, long chainId) {
    List<Object> order = decodeOrder(V3_ORDER, encodedOrder);
    BigInteger start = BigInteger.valueOf(block);
    List<?> outputs = (List<?>) order.get(4);
    List<Object> cosignerData = List.of(start, Address.fromBytes(new byte[20]), BigInteger.ZERO, BigInteger.ZERO,
        Collections.nCopies(outputs.size(), BigInteger.ZERO));
    order.set(5, cosignerData);
    order.set(6, cosignature(orderHash, chainId, V3_COSIGNER_DATA, cosignerData));
    long last = lastRelativeBlock((List<?>) ((List<?>) order.get(3)).get(2));
    for (Object output : outputs) {
      last = Math.max(last, lastRelativeBlock((List<?>) ((List<?>) output).get(2)));
    }
    return new Cosigned("DUTCH_V3", Abi.encode("(" + V3_ORDER + ")", order), block, block + last);
  }

  /** The last block a V3 curve moves at: its relative blocks are packed 16 bits each, the lowest first. */
  private static long lastRelativeBlock(List<?> curve) {
    BigInteger packed = (BigInteger) curve.get(0);
    int points = ((List<?>) curve.get(1)).size();
    return points == 0 ? 0 : packed.shiftRight(16 * (points - 1)).and(BigInteger.valueOf(0xffff)).longValueExact();
  }

  /**
   * The Priority reactor's order, its auction starting at the order's own start block (no earlier target block of
   * the cosigner's), cosigned over {@code keccak256(orderHash ‖ chainId ‖ abi.encode(cosignerData))}.
   */
  private static Cosigned cosignPriority(String encodedOrder, String orderHash, long chainId) {
    List<Object> order = decodeOrder(PRIORITY_ORDER, encodedOrder);
    long auctionStart = ((BigInteger) order.get(2)).longValueExact();
    List<Object> cosignerData = List.of(BigInteger.ZERO);
    order.set(6, cosignerData);
    order.set(7, cosignature(orderHash, chainId, PRIORITY_COSIGNER_DATA, cosignerData));
    return new Cosigned("PRIORITY", Abi.encode("(" + PRIORITY_ORDER + ")", order), auctionStart, auctionStart);
  }

  /** The cosigner's signature of {@code keccak256(orderHash ‖ [chainId] ‖ abi.encode(cosignerData))}. */
  private static byte[] cosignature(String orderHash, Long chainId, String type, List<Object> cosignerData) {
    ByteArrayOutputStream digest = new ByteArrayOutputStream();
    digest.writeBytes(Hex.decode(orderHash, "orderHash"));
    if (chainId != null) {
      digest.writeBytes(Abi.encode("(uint256)", BigInteger.valueOf(chainId)));
    }
    digest.writeBytes(Abi.encode("(" + type + ")", cosignerData));
    return COSIGNER.signDigest(Bytes32.of(Keccak.hash(digest.toByteArray()))).toBytes();
  }

  /** The sum of {@code token}'s Transfer events from (or to) {@code swapper} in the receipt. */
  private static BigInteger transferred(JsonNode receipt, Address token, Address swapper, boolean from) {
    String party = Hex.encode(Abi.encode("(address)", swapper));
    BigInteger sum = BigInteger.ZERO;
    for (JsonNode log : receipt.path("logs")) {
      JsonNode topics = log.path("topics");
      if (log.path("address").asText().equalsIgnoreCase(token.toLowerHex()) && topics.size() == 3
          && topics.get(0).asText().equalsIgnoreCase(TRANSFER)
          && topics.get(from ? 1 : 2).asText().equalsIgnoreCase(party)) {
        sum = sum.add(new BigInteger(1, Hex.decode(log.path("data").asText(), "Transfer data")));
      }
    }
    return sum;
  }

  /** {@code Contract: Error(args)} for a known custom error, the message of an {@code Error(string)}, or the data. */
  static String decode(String revertData) {
    if (revertData.length() < 10) {
      return "execution reverted without a reason";
    }
    String selector = revertData.substring(0, 10).toLowerCase(java.util.Locale.ROOT);
    byte[] args = Hex.decode("0x" + revertData.substring(10), "revert data");
    if (selector.equals("0x08c379a0")) {
      return "execution reverted: " + Abi.decode("(string)", args).get(0);
    }
    String error = ERRORS.get(selector);
    if (error == null) {
      return "execution reverted with unknown error " + revertData;
    }
    String types = error.substring(error.indexOf('('));
    List<Object> values = types.equals("()") ? List.of() : Abi.decode(types, args);
    return error.substring(0, error.indexOf('(') + 1) + values.stream().map(String::valueOf)
        .reduce((a, b) -> a + "," + b).orElse("") + ")";
  }

  /** Contract names, each followed by its list of errors; an error two contracts share keeps the first name. */
  private static Map<String, String> errors(Object... contractsAndErrors) {
    Map<String, String> out = new LinkedHashMap<>();
    for (int i = 0; i < contractsAndErrors.length; i += 2) {
      String contract = (String) contractsAndErrors[i];
      for (Object error : (List<?>) contractsAndErrors[i + 1]) {
        out.putIfAbsent(selector((String) error), contract + ": " + error);
      }
    }
    return Collections.unmodifiableMap(out);
  }

  private static String selector(String signature) {
    return Hex.encode(Arrays.copyOf(Keccak.hash(signature.getBytes(StandardCharsets.US_ASCII)), 4));
  }
}

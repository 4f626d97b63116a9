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
 * The server as UniswapX's cosigner and filler of {@code DUTCH_V2} orders on the EVM chain, the mechanics only: it
 * cosigns the order a swapper posted (the decay window starting at the chain's time), checks it with an {@code
 * eth_call} of the real reactor's {@code execute}, and sends that transaction from {@link #FILLER}, which pays the
 * outputs. When to fill is the caller's decision (the engine's {@code ChainOrderBook}).
 */
public final class UniswapXFiller {
  /** The fifth development wallet: funded with every token, the reactor approved for them at deployment. */
  static final Address FILLER = Deployment.DEV_WALLETS.get(4);
  /**
   * The cosigner's key: the tenth account of the standard test mnemonic, public like every development key, so a
   * test can cosign as the server does. Not a secret; still never printed.
   */
  private static final LocalSigner COSIGNER = LocalSigner.of(
      PrivateKey.fromHex("0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6"));
  /** How long the cosigned decay lasts (at most until the deadline), as the simulated fillers decay. */
  private static final long DECAY_SECONDS = 60;
  /** V2DutchOrderLib's struct, as the reactor abi.decodes it: info, cosigner, input, outputs, cosignerData, sig. */
  private static final String COSIGNER_DATA = "(uint256,uint256,address,uint256,uint256,uint256[])";
  private static final String ORDER = "((address,address,uint256,uint256,address,bytes),address,"
      + "(address,uint256,uint256),(address,uint256,uint256,address)[]," + COSIGNER_DATA + ",bytes)";
  private static final String EXECUTE = "execute((bytes,bytes))";
  private static final String TRANSFER = Hex.encode(Keccak.hash(
      "Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII)));
  /** The custom errors {@code execute} can revert with, by selector: Permit2's and the reactor's. */
  private static final Map<String, String> ERRORS = errors(
      "Permit2", List.of("AllowanceExpired(uint256)", "InsufficientAllowance(uint256)", "InvalidAmount(uint256)",
          "InvalidContractSignature()", "InvalidNonce()", "InvalidSignature()", "InvalidSignatureLength()",
          "InvalidSigner()", "LengthMismatch()", "SignatureExpired(uint256)"),
      "V2DutchOrderReactor", List.of("DeadlineBeforeEndTime()", "DeadlinePassed()", "DuplicateFeeOutput(address)",
          "EndTimeBeforeStartTime()", "FeeTooLarge(address,uint256,address)", "IncorrectAmounts()",
          "InputAndOutputFees()", "InvalidCosignature()", "InvalidCosignerInput()", "InvalidCosignerOutput()",
          "InvalidFeeToken(address)", "InvalidReactor()", "NativeTransferFailed()", "NoExclusiveOverride()",
          "ReentrancyGuardReentrantCall()"));

  private final EvmNode node;
  private final Address reactor;
  private final Address permit2;

  UniswapXFiller(EvmNode node, EvmContracts contracts) {
    this.node = node;
    this.reactor = contracts.require(UniswapXDeployment.V2_DUTCH_REACTOR);
    this.permit2 = contracts.require("permit2");
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
   * An order as the reactor takes it: the swapper's order with the server's cosigner data and cosignature, and the
   * decay window that data set. Immutable.
   */
  public static final class Cosigned implements OrderReactor.Cosigned {
    private final byte[] encoded;
    private final long decayStart;
    private final long decayEnd;

    Cosigned(byte[] encoded, long decayStart, long decayEnd) {
      this.encoded = encoded.clone();
      this.decayStart = decayStart;
      this.decayEnd = decayEnd;
    }

    /** The chain time (unix seconds) the amounts start to decay at: the time the server cosigned the order. */
    public long decayStart() {
      return decayStart;
    }

    /** The chain time the amounts reach their end amounts at. */
    public long decayEnd() {
      return decayEnd;
    }

    /**
     * An amount of the order in a block at {@code time}, as the reactor's {@code DutchDecayLib.decay} computes it:
     * linear from {@code start} to {@code end} over the window, an output rounded down and an input rounded up.
     */
    public BigInteger decayed(BigInteger start, BigInteger end, long time) {
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
   * Cosigns {@code encodedOrder} (its cosigner half blank, as quoted): the decay starts at the chain's latest block
   * time and lasts {@link #DECAY_SECONDS} at most, never past the deadline.
   *
   * @param orderHash the order's EIP-712 hash, the one the reactor recomputes
   */
  public Cosigned cosign(String encodedOrder, String orderHash) {
    return cosign(encodedOrder, orderHash, node.latestTimestamp());
  }

  /**
   * Checks with an {@code eth_call} of the reactor's {@code execute} from the filler that the reactor would fill
   * the order now: Permit2 verifies the swapper's signature and nonce, the reactor the cosignature and deadline.
   *
   * @param swapperSignature the swapper's Permit2 witness signature
   * @throws RefusedException when the reactor or Permit2 reverts, naming the error
   */
  public void check(Cosigned order, String swapperSignature) {
    Map<String, String> tx = new LinkedHashMap<>();
    tx.put("from", FILLER.toLowerHex());
    tx.put("to", reactor.toLowerHex());
    tx.put("data", Hex.encode(executeCall(order, swapperSignature)));
    try {
      node.rpc().request("eth_call", tx, "latest");
    } catch (JsonRpc.JsonRpcException e) {
      if (!e.reverted()) {
        throw e;
      }
      throw new RefusedException(decode(e.data()));
    }
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

  /**
   * Fills the order: sends the reactor's {@code execute} from {@link #FILLER}, which pays the outputs.
   *
   * @return the fill, with what the swapper's Transfer events moved; empty when the transaction reverted (the
   *     chain moved since the {@link #check})
   */
  public synchronized Optional<Fill> execute(Cosigned order, String swapperSignature) {
    JsonNode receipt = node.attempt(FILLER, reactor, executeCall(order, swapperSignature));
    if (!"0x1".equals(receipt.path("status").asText())) {
      return Optional.empty();
    }
    List<?> decoded = (List<?>) Abi.decode("(" + ORDER + ")", order.encoded()).get(0);
    Address swapper = (Address) ((List<?>) decoded.get(0)).get(1);
    Address tokenIn = (Address) ((List<?>) decoded.get(2)).get(0);
    Address tokenOut = (Address) ((List<?>) ((List<?>) decoded.get(3)).get(0)).get(0);
    return Optional.of(new Fill(receipt.path("transactionHash").asText(),
        transferred(receipt, tokenIn, swapper, true), transferred(receipt, tokenOut, swapper, false)));
  }

  /** The calldata of {@code execute(SignedOrder)}: the cosigned order and the swapper's signature. */
  private static byte[] executeCall(Cosigned order, String swapperSignature) {
    return Abi.encodeCall(EXECUTE, List.of(order.encoded(), Hex.decode(swapperSignature, "signature")));
  }

  /**
   * The reactor's order with the cosigner data set, the decay from {@code now} for {@link #DECAY_SECONDS} at most,
   * no exclusive filler and no overrides, and signed: V2's cosignature is over {@code
   * keccak256(orderHash ‖ abi.encode(cosignerData))}, no chain id (uniswapx-sdk 3.1.0's {@code
   * CosignedV2DutchOrder}).
   */
  private static Cosigned cosign(String encodedOrder, String orderHash, long now) {
    @SuppressWarnings("unchecked")
    List<Object> order = new ArrayList<>((List<Object>) Abi.decode("(" + ORDER + ")",
        Hex.decode(encodedOrder, "encodedOrder")).get(0));
    BigInteger deadline = (BigInteger) ((List<?>) order.get(0)).get(3);
    BigInteger start = BigInteger.valueOf(now);
    BigInteger end = start.add(BigInteger.valueOf(DECAY_SECONDS)).min(deadline);
    int outputs = ((List<?>) order.get(3)).size();
    List<Object> cosignerData = List.of(start, end, Address.fromBytes(new byte[20]), BigInteger.ZERO,
        BigInteger.ZERO, Collections.nCopies(outputs, BigInteger.ZERO));
    ByteArrayOutputStream digest = new ByteArrayOutputStream();
    digest.writeBytes(Hex.decode(orderHash, "orderHash"));
    digest.writeBytes(Abi.encode("(" + COSIGNER_DATA + ")", cosignerData));
    order.set(4, cosignerData);
    order.set(5, COSIGNER.signDigest(Bytes32.of(Keccak.hash(digest.toByteArray()))).toBytes());
    return new Cosigned(Abi.encode("(" + ORDER + ")", order), start.longValueExact(), end.longValueExact());
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

  private static Map<String, String> errors(String permit2, List<String> permit2Errors, String reactor,
      List<String> reactorErrors) {
    Map<String, String> out = new LinkedHashMap<>();
    permit2Errors.forEach(e -> out.put(selector(e), permit2 + ": " + e));
    reactorErrors.forEach(e -> out.put(selector(e), reactor + ": " + e));
    return Collections.unmodifiableMap(out);
  }

  private static String selector(String signature) {
    return Hex.encode(Arrays.copyOf(Keccak.hash(signature.getBytes(StandardCharsets.US_ASCII)), 4));
  }
}

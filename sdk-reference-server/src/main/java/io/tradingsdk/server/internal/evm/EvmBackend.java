package io.tradingsdk.server.internal.evm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.ChainBackend;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.NodeContracts;
import io.tradingsdk.server.internal.chain.OrderReactor;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Router;
import io.tradingsdk.server.internal.chain.StepSettlement;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.chain.V4PoolStorage;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A chain on a real node as the API uses it (the EVM implementation of {@link ChainBackend}): allowances from the
 * token contracts, Permit2's from the real Permit2, a wallet's EIP-7702 delegation from its code ({@code 0xef0100 ‖
 * delegate}, what a type-4 transaction leaves), balances from the node, the wallets' transactions sent there and
 * settled by their receipts, UniswapX orders ({@code DUTCH_V2}, {@code DUTCH_V3}, {@code PRIORITY}, limit orders)
 * filled on the chain's real reactors, and the LP endpoints' contracts (the V2 router and pairs, the V3 and V4
 * position managers). What the node cannot do (a plan's simulated bridge) stays with the same chain's ledger,
 * {@code simulated}. Bridges between two chains on nodes are deposited on the origin's node and relayed by the
 * server ({@link BridgeRelayer}).
 */
final class EvmBackend implements ChainBackend {
  /** What stays simulated on the node's chain, until their own issue brings them onto the real contracts. */
  static final List<String> STILL_SIMULATED = List.of(
      "cross-chain plans' bridges and the steps after them (/plan; a plan's approvals, permit, swaps, wraps"
          + " and unwraps on an EVM chain before its bridge run on the real contracts); /swap of a BRIDGE quote"
          + " between two EVM chains deposits into the origin's SpokePool (a stand-in of Across') and is filled on"
          + " the destination by the server's relayer; one between an EVM chain and a simulated chain is refused");

  private final EvmChain chain;
  private final ChainBackend simulated;
  private final NodeContracts contracts;
  private final StepSettlement steps;
  private final BridgeRelayer relayer;

  EvmBackend(EvmChain chain, ChainBackend simulated, BridgeRelayer relayer) {
    this.chain = chain;
    this.simulated = simulated;
    this.relayer = relayer;
    this.contracts = new Contracts();
    this.steps = new NodeSteps();
  }

  @Override
  public long chainId() {
    return chain.chainId();
  }

  @Override
  public String kind() {
    return "evm";
  }

  @Override
  public Optional<String> rpcUrl() {
    return Optional.of(chain.rpcUrl());
  }

  @Override
  public List<String> stillSimulated() {
    return STILL_SIMULATED;
  }

  // --- Reads --------------------------------------------------------------------------------------

  @Override
  public BigInteger allowance(String owner, String token, String spender) {
    return chain.allowance(owner, token, spender);
  }

  @Override
  public Ledger.Permit2Allowance permit2Allowance(String owner, String token, String spender) {
    List<Object> read = chain.permit2Allowance(owner, token, spender);
    return new Ledger.Permit2Allowance((BigInteger) read.get(0), ((BigInteger) read.get(1)).longValueExact(),
        ((BigInteger) read.get(2)).longValueExact());
  }

  @Override
  public Optional<String> delegation(String wallet) {
    byte[] code = chain.code(Address.of(Addresses.normalize(wallet)));
    boolean designator = code.length == 23 && code[0] == (byte) 0xef && code[1] == 0x01 && code[2] == 0x00;
    return designator ? Optional.of(Hex.encode(Arrays.copyOfRange(code, 3, 23))) : Optional.empty();
  }

  @Override
  public BigInteger nativeBalance(String wallet) {
    return new BigInteger(chain.request("eth_getBalance", wallet, "latest").asText().substring(2), 16);
  }

  @Override
  public BigInteger tokenBalance(Token token, String wallet) {
    if (token.isNative()) {
      return nativeBalance(wallet);
    }
    return (BigInteger) chain.call(Address.of(token.address()), "(uint256)", "balanceOf(address)",
        Address.of(wallet)).get(0);
  }

  // --- Setting state ------------------------------------------------------------------------------

  @Override
  public void setAllowance(String owner, String token, String spender, BigInteger amount) {
    throw onTheNode("the owner sends approve(spender, amount) to the token on " + chain.rpcUrl());
  }

  @Override
  public void setNativeBalance(String wallet, BigInteger wei) {
    chain.request("anvil_setBalance", wallet, "0x" + wei.toString(16));
  }

  @Override
  public void setTokenBalance(Token token, String wallet, BigInteger amount) {
    throw onTheNode("a development wallet (they hold every token) transfers the token there, at " + chain.rpcUrl()
        + "; native ETH can be set here");
  }

  private IllegalArgumentException onTheNode(String instead) {
    return new IllegalArgumentException("chainId: " + chainId() + " runs on a real EVM in this mode, not the"
        + " simulated ledger: " + instead);
  }

  // --- Transactions -------------------------------------------------------------------------------

  @Override
  public String submitImpersonated(String from, String to, String data, BigInteger value) {
    throw onTheNode("send the transaction to its node at " + chain.rpcUrl() + " (signed, or by eth_sendTransaction"
        + " from one of its development accounts; GET /_sim/chains lists it)");
  }

  @Override
  public Receipt receipt(String hash) {
    Receipt receipt = chain.receipt(hash);
    if (!receipt.status().equals("SUCCESS")) {
      return receipt;
    }
    // A deposit into the chain's SpokePool: the bridge's status is the relay's.
    return relayer.depositOf(chainId(), hash)
        .map(deposit -> new Receipt(deposit.status, receipt.toRouter(), Optional.of(deposit.bridge())))
        .orElse(receipt);
  }

  // --- Time ---------------------------------------------------------------------------------------

  @Override
  public long nowSeconds() {
    return chain.latestTimestamp();
  }

  @Override
  public long blockNumber() {
    return chain.latestBlock();
  }

  @Override
  public void advance(long seconds) {
    chain.advance(seconds);
    relayer.look(); // fills, or refunds what the moved time expired
  }

  @Override
  public void checkReset(long newSeed) {
    if (newSeed != chain.seed()) {
      throw new IllegalArgumentException("seed: the EVM chain was deployed for seed " + chain.seed() + "; restart the"
          + " server with --seed " + newSeed + " to trade on another market");
    }
  }

  @Override
  public void reset(long nowSeconds) {
    chain.reset(nowSeconds); // the chain's time is the simulated clock's again
    relayer.reset(chainId());
  }

  // --- Prices and contracts -----------------------------------------------------------------------

  @Override
  public Router router(Router market) {
    return market.pricedBy(chain.pricing());
  }

  @Override
  public Optional<String> universalRouter(Chain described, String version) {
    return chain.contracts().universalRouter(version).map(Address::toLowerHex);
  }

  @Override
  public boolean reachedBySimulatedBridge() {
    return false;
  }

  @Override
  public boolean relaysBridgesOnNode() {
    return relayer.relays(chainId());
  }

  @Override
  public Optional<NodeContracts> contracts() {
    return Optional.of(contracts);
  }

  // --- Settlement ---------------------------------------------------------------------------------

  @Override
  public Optional<OrderReactor> reactor(String routing) {
    return chain.uniswapX().fills(routing) ? Optional.of(new Reactor(routing)) : Optional.empty();
  }

  @Override
  public StepSettlement steps(boolean afterSimulatedBridge) {
    return afterSimulatedBridge ? simulated.steps(true) : steps;
  }

  @Override
  public String toString() {
    return chain.toString();
  }

  /** The server as cosigner and filler on the chain's real reactor of one routing ({@link UniswapXFiller}). */
  private final class Reactor implements OrderReactor {
    private final String routing;

    Reactor(String routing) {
      this.routing = routing;
    }

    private UniswapXFiller uniswapX() {
      return chain.uniswapX();
    }

    @Override
    public String cosigner() {
      return uniswapX().cosigner().toChecksumHex();
    }

    @Override
    public String filler() {
      return uniswapX().filler().toChecksumHex();
    }

    @Override
    public Cosigned cosign(String encodedOrder, String orderHash) {
      return uniswapX().cosign(routing, encodedOrder, orderHash);
    }

    @Override
    public void check(Cosigned order, String swapperSignature) {
      uniswapX().check((UniswapXFiller.Cosigned) order, swapperSignature);
    }

    @Override
    public boolean nonceSpent(String swapper, BigInteger nonce) {
      return uniswapX().nonceSpent(Address.of(swapper), nonce);
    }

    @Override
    public Optional<Fill> execute(Cosigned order, String swapperSignature) {
      return execute(order, swapperSignature, null);
    }

    @Override
    public Optional<Fill> execute(Cosigned order, String swapperSignature, BigInteger marketOutput) {
      return uniswapX().execute((UniswapXFiller.Cosigned) order, swapperSignature, marketOutput)
          .map(fill -> new Fill(fill.txHash(), fill.amountIn(), fill.amountOut()));
    }

    @Override
    public long decayClock(Cosigned order, long nowSeconds) {
      return routing.equals("DUTCH_V3") ? chain.latestBlock() + 1 : nowSeconds;
    }
  }

  /** The node's deployment, called and estimated by JSON-RPC. */
  private final class Contracts implements NodeContracts {
    @Override
    public Address require(String name) {
      return chain.contracts().require(name);
    }

    @Override
    public Optional<Address> poolAddress(Pool pool) {
      return chain.contracts().poolAddress(pool);
    }

    @Override
    public List<Object> call(Address to, String returns, String signature, Object... args) {
      return chain.call(to, returns, signature, args);
    }

    @Override
    public Optional<List<Object>> callUnlessReverted(Address to, String returns, String signature, Object... args) {
      return chain.callUnlessReverted(to, returns, signature, args);
    }

    @Override
    public String callFrom(String from, String to, String data) {
      ObjectNode call = JsonNodeFactory.instance.objectNode();
      call.put("from", Addresses.normalize(from));
      call.put("to", to);
      call.put("data", data);
      return chain.request("eth_call", call, "latest").textValue();
    }

    @Override
    public BigInteger estimateGas(String from, String to, String data, BigInteger value) {
      ObjectNode call = JsonNodeFactory.instance.objectNode();
      call.put("from", Addresses.normalize(from));
      call.put("to", to);
      call.put("data", data);
      call.put("value", "0x" + value.toString(16));
      return new BigInteger(chain.request("eth_estimateGas", call).textValue().substring(2), 16);
    }

    @Override
    public List<BigInteger> extsload(BigInteger... slots) {
      Address poolManager = require("poolManager");
      return V4PoolStorage.load(keys -> chain.call(poolManager, V4PoolStorage.EXTSLOAD_RETURNS,
          V4PoolStorage.EXTSLOAD, keys), slots);
    }
  }

  /** A plan's steps sent to the node: the contracts apply them, the receipt settles them. */
  private final class NodeSteps implements StepSettlement {
    @Override
    public Runnable onComplete(Runnable ledgerEffect) {
      return () -> { };
    }

    @Override
    public boolean permitTravelsInSwap() {
      return true;
    }

    @Override
    public void expect(String data, BigInteger gas) {
      // the node runs the real router
    }

    /**
     * A proof of a step on the node must be the step's own transaction there: known to the node, sent by the
     * swapper, to the step's target with its calldata and value.
     */
    @Override
    public void checkProof(String field, int stepIndex, String hash, String swapper, String to, String data,
      String valueHex) {
      JsonNode sent = chain.request("eth_getTransactionByHash", hash);
      if (sent.isNull()) {
        throw new IllegalArgumentException(field + " is not a transaction the node of chain " + chainId()
            + " knows: send the step's payload there, then give its hash");
      }
      if (!Addresses.normalize(sent.path("from").asText("")).equals(Addresses.normalize(swapper))) {
        throw new IllegalArgumentException(field + " was sent by " + sent.path("from").asText()
            + ", not the plan's swapper " + swapper);
      }
      if (!Addresses.normalize(sent.path("to").asText(Addresses.ZERO_ADDRESS)).equals(Addresses.normalize(to))) {
        throw new IllegalArgumentException(field + " calls " + sent.path("to").asText("nothing (a deployment)")
            + ", not the step's " + to);
      }
      boolean sameData = sent.path("input").asText("").equalsIgnoreCase(data);
      boolean sameValue = Hex.decodeQuantity(sent.path("value").asText("0x0"), "value")
          .equals(Hex.decodeQuantity(valueHex, "value"));
      if (!sameData || !sameValue) {
        throw new IllegalArgumentException(field + " is not step " + stepIndex + "'s transaction: its "
            + (sameData ? "value" : "calldata") + " differs from the step's payload");
      }
    }

    @Override
    public void recordSwap(String hash, String swapType, String swapper, long nowSeconds) {
      // the node's receipt is what GET /swaps reads
    }

    @Override
    public Outcome observe(String hash, int reads) {
      String status = chain.receipt(hash).status();
      if (status.equals("SUCCESS")) {
        return Outcome.COMPLETE;
      }
      return status.equals("FAILED") ? Outcome.FAILED : Outcome.PENDING;
    }
  }
}

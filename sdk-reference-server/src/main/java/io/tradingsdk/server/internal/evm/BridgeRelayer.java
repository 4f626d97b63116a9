package io.tradingsdk.server.internal.evm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.ChainBackend;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The server as an Across relayer between the chains it runs on real nodes: it reads the deposit events
 * ({@code V3FundsDeposited}) of each chain's SpokePool from the chain's logs, and fills each deposit on its
 * destination chain from its own account ({@link #RELAYER}, funded with every token at deployment), sending the
 * output amount of the output token (native ETH for the zero address) to the recipient. A deposit the relayer cannot
 * fill before its fill deadline (its destination is not on a node here, or the relayer cannot pay) is refunded to
 * its depositor on the origin chain once the deadline passes, in the input token, as Across refunds it.
 *
 * <p>Like the UniswapX filler, the relayer looks on demand, not from a thread watching blocks: whenever a bridge's
 * status is read ({@code GET /swaps}) and whenever the clock moves. A real relayer fills once the deposit is seen
 * and confirmed; here a deposit is seen at one look and filled at the next, so a status read right after the deposit
 * answers {@code PENDING} and the following one {@code SUCCESS} with the fill's hash. The answers stay deterministic
 * (no timing) and a client polling {@code GET /swaps} sees the bridge complete.
 */
public final class BridgeRelayer {
  /**
   * The relayer: the ninth account of the standard test mnemonic ({@code
   * 0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97}), which anvil holds unlocked.
   */
  static final Address RELAYER = Address.of("0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f");
  private static final Address ZERO = Address.of("0x0000000000000000000000000000000000000000");
  private static final String DEPOSIT_DATA = "(address,address,uint256,uint256,uint32,uint32,uint32,address,address,"
      + "bytes)";
  /** Gas the spoke is given to send a refund from (the node charges an impersonated sender too). */
  private static final BigInteger REFUND_GAS_WEI = BigInteger.TEN.pow(17);

  private final Map<Long, EvmChain> chains = new ConcurrentSkipListMap<>();
  /** The next block each chain's logs are read from. */
  private final Map<Long, Long> cursors = new LinkedHashMap<>();
  /** Deposits by origin chain and deposit transaction hash (lower case). */
  private final Map<String, Deposit> deposits = new LinkedHashMap<>();
  private long looks;

  /** One deposit and what became of it. */
  static final class Deposit {
    final long originChainId;
    final String depositTxHash;
    final BigInteger depositId;
    final long destinationChainId;
    final Address depositor;
    final Address recipient;
    final Address inputToken;
    final Address outputToken;
    final BigInteger inputAmount;
    final BigInteger outputAmount;
    final long fillDeadline;
    final long seenAt;
    String status = "PENDING";
    String fillTxHash;
    String refundTxHash;

    Deposit(long originChainId, String depositTxHash, BigInteger depositId, long destinationChainId,
        Address depositor, Address recipient, Address inputToken, Address outputToken, BigInteger inputAmount,
        BigInteger outputAmount, long fillDeadline, long seenAt) {
      this.originChainId = originChainId;
      this.depositTxHash = depositTxHash;
      this.depositId = depositId;
      this.destinationChainId = destinationChainId;
      this.depositor = depositor;
      this.recipient = recipient;
      this.inputToken = inputToken;
      this.outputToken = outputToken;
      this.inputAmount = inputAmount;
      this.outputAmount = outputAmount;
      this.fillDeadline = fillDeadline;
      this.seenAt = seenAt;
    }

    ChainBackend.Bridge bridge() {
      return new ChainBackend.Bridge(destinationChainId, Optional.ofNullable(fillTxHash),
          Optional.ofNullable(refundTxHash));
    }
  }

  /** Relays from and to {@code chain} from now on; its logs are read from its next block. */
  public synchronized void add(EvmChain chain) {
    chains.put(chain.chainId(), chain);
    cursors.put(chain.chainId(), chain.latestBlock() + 1);
  }

  /** Stops relaying from and to a chain (its node stops). */
  public synchronized void remove(long chainId) {
    chains.remove(chainId);
    cursors.remove(chainId);
    deposits.values().removeIf(d -> d.originChainId == chainId);
  }

  /** Whether bridges from and to this chain are relayed here: it runs on a node and has a SpokePool there. */
  boolean relays(long chainId) {
    EvmChain chain = chains.get(chainId);
    return chain != null && chain.contracts().get("spokePool").isPresent();
  }

  /**
   * Forgets the deposits from and to a chain whose node went back to its deployed state ({@code /_sim/reset}), and
   * reads its logs from its next block.
   */
  synchronized void reset(long chainId) {
    EvmChain chain = chains.get(chainId);
    if (chain != null) {
      cursors.put(chainId, chain.latestBlock() + 1);
    }
    deposits.values().removeIf(d -> d.originChainId == chainId || d.destinationChainId == chainId);
  }

  /** The deposit a transaction made on {@code originChainId}, after a look at the chains. */
  synchronized Optional<Deposit> depositOf(long originChainId, String txHash) {
    look();
    return Optional.ofNullable(deposits.get(key(originChainId, txHash)));
  }

  /**
   * One look: reads the new deposit events of every chain, fills what was seen at an earlier look, and refunds what
   * can no longer be filled.
   */
  synchronized void look() {
    looks++;
    for (Map.Entry<Long, EvmChain> entry : chains.entrySet()) {
      readDeposits(entry.getKey(), entry.getValue());
    }
    for (Deposit deposit : new ArrayList<>(deposits.values())) {
      if (deposit.status.equals("PENDING") && deposit.seenAt < looks) {
        settle(deposit);
      }
    }
  }

  private void readDeposits(long chainId, EvmChain chain) {
    Optional<Address> spokePool = chain.contracts().get("spokePool");
    long from = cursors.getOrDefault(chainId, 0L);
    long latest = chain.latestBlock();
    if (spokePool.isEmpty() || latest < from) {
      return;
    }
    ObjectNode filter = JsonNodeFactory.instance.objectNode();
    filter.put("address", spokePool.get().toLowerHex());
    filter.put("fromBlock", "0x" + Long.toHexString(from));
    filter.put("toBlock", "0x" + Long.toHexString(latest));
    filter.putArray("topics").add(SpokePoolStandIn.V3_FUNDS_DEPOSITED_TOPIC);
    JsonNode logs = chain.request("eth_getLogs", filter);
    for (JsonNode log : logs) {
      if (log.path("removed").asBoolean(false)) {
        continue;
      }
      JsonNode topics = log.get("topics");
      List<Object> data = Abi.decode(DEPOSIT_DATA, Hex.decode(log.get("data").asText(), "log data"));
      String txHash = log.get("transactionHash").asText().toLowerCase(Locale.ROOT);
      Deposit deposit = new Deposit(chainId, txHash, word(topics.get(2)), word(topics.get(1)).longValueExact(),
          Address.of("0x" + topics.get(3).asText().substring(26)), (Address) data.get(7), (Address) data.get(0),
          (Address) data.get(1), (BigInteger) data.get(2), (BigInteger) data.get(3),
          ((BigInteger) data.get(5)).longValueExact(), looks);
      deposits.putIfAbsent(key(chainId, txHash), deposit);
    }
    cursors.put(chainId, latest + 1);
  }

  /** Fills a deposit on its destination, or refunds it on its origin once its fill deadline has passed. */
  private void settle(Deposit deposit) {
    EvmChain destination = relays(deposit.destinationChainId) ? chains.get(deposit.destinationChainId) : null;
    if (destination != null && destination.latestTimestamp() <= deposit.fillDeadline) {
      try {
        JsonNode receipt = deposit.outputToken.equals(ZERO)
            ? destination.node().transact(RELAYER, deposit.recipient, new byte[0], deposit.outputAmount)
            : destination.node().transact(RELAYER, deposit.outputToken, Abi.encodeCall("transfer(address,uint256)",
                deposit.recipient, deposit.outputAmount), BigInteger.ZERO);
        deposit.fillTxHash = receipt.path("transactionHash").asText();
        deposit.status = "SUCCESS";
        return;
      } catch (RuntimeException cannotPay) {
        // the relayer cannot pay now (a drained account, a recipient that refuses ETH): it tries again at the next
        // look, until the fill deadline
      }
    }
    EvmChain origin = chains.get(deposit.originChainId);
    long now = destination != null ? destination.latestTimestamp() : origin.latestTimestamp();
    if (now > deposit.fillDeadline) {
      refund(origin, deposit);
    }
  }

  /** Across' refund of an expired deposit: the spoke pays the input back to the depositor on the origin chain. */
  private void refund(EvmChain origin, Deposit deposit) {
    Address spokePool = origin.contracts().require("spokePool");
    EvmNode node = origin.node();
    node.rpc().request("anvil_impersonateAccount", spokePool.toLowerHex());
    try {
      BigInteger balance = new BigInteger(node.rpc().request("eth_getBalance", spokePool.toLowerHex(), "latest")
          .asText().substring(2), 16);
      node.setBalance(spokePool, balance.add(REFUND_GAS_WEI));
      JsonNode receipt = node.transact(spokePool, deposit.inputToken,
          Abi.encodeCall("transfer(address,uint256)", deposit.depositor, deposit.inputAmount), BigInteger.ZERO);
      deposit.refundTxHash = receipt.path("transactionHash").asText();
      deposit.status = "FAILED";
    } finally {
      node.rpc().request("anvil_stopImpersonatingAccount", spokePool.toLowerHex());
    }
  }

  private static BigInteger word(JsonNode topic) {
    return new BigInteger(topic.asText().substring(2), 16);
  }

  private static String key(long chainId, String txHash) {
    return chainId + ":" + txHash.toLowerCase(Locale.ROOT);
  }
}

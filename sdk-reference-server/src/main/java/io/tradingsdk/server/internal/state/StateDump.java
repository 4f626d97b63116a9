package io.tradingsdk.server.internal.state;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.OrderStore;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The simulated state as JSON, grouped per wallet and chain: {@code {"wallets": {"0xabc...": {"1":
 * {"allowances": [...], "permit2Allowances": [...], "delegation": "0x...", "nativeBalance": "wei",
 * "positions": [...], "orders": [...], "swaps": [...]}}}}}. Wallets are lower-case addresses, chains decimal ids.
 *
 * <p>Each section is one method that walks one store and adds entries through a {@link Sink};
 * adding a section is writing such a method and listing it in {@link #SECTIONS}.
 */
public final class StateDump {
  /** One part of the state: writes its entries for every wallet and chain it knows. */
  @FunctionalInterface
  interface Section {
    void write(Engine engine, Sink sink);
  }

  /** The sections, in the order they appear per wallet and chain. */
  private static final List<Section> SECTIONS = List.of(
      StateDump::allowances,
      StateDump::permit2Allowances,
      StateDump::delegations,
      StateDump::nativeBalances,
      StateDump::positions,
      StateDump::orders,
      StateDump::swaps);

  private StateDump() {}

  /**
   * The state of every wallet and chain, or only those asked for.
   *
   * @param wallet only this wallet (any case), when present
   * @param chainId only this chain, when present
   */
  public static ObjectNode of(Engine engine, Optional<String> wallet, Optional<Long> chainId) {
    Sink sink = new Sink(wallet.map(Addresses::normalize), chainId);
    SECTIONS.forEach(section -> section.write(engine, sink));
    ObjectNode root = Engine.object();
    root.put("now", engine.now().toString());
    root.put("seed", engine.seed());
    ObjectNode wallets = root.putObject("wallets");
    sink.wallets.forEach((address, chains) -> {
      ObjectNode perChain = wallets.putObject(address);
      chains.forEach((id, node) -> perChain.set(Long.toString(id), node));
    });
    return root;
  }

  /** Collects entries per wallet and chain, dropping those the filters exclude. */
  static final class Sink {
    private final Optional<String> wallet;
    private final Optional<Long> chainId;
    final Map<String, Map<Long, ObjectNode>> wallets = new TreeMap<>();

    Sink(Optional<String> wallet, Optional<Long> chainId) {
      this.wallet = wallet;
      this.chainId = chainId;
    }

    /** The node of a wallet on a chain, or null when the filters exclude it. */
    ObjectNode at(String address, long chain) {
      String normalized = Addresses.normalize(address);
      if (wallet.map(w -> !w.equals(normalized)).orElse(false) || chainId.map(c -> c != chain).orElse(false)) {
        return null;
      }
      return wallets.computeIfAbsent(normalized, k -> new TreeMap<>()).computeIfAbsent(chain, k -> Engine.object());
    }

    /** Adds an entry to a wallet's list on a chain; the entry is dropped when the filters exclude it. */
    ObjectNode add(String address, long chain, String section) {
      ObjectNode node = at(address, chain);
      if (node == null) {
        return Engine.object();
      }
      ArrayNode list = node.has(section) ? (ArrayNode) node.get(section) : node.putArray(section);
      return list.addObject();
    }
  }

  private static void allowances(Engine engine, Sink sink) {
    for (Ledger.AllowanceEntry entry : engine.ledger().approvals().allowances()) {
      ObjectNode node = sink.add(entry.owner(), entry.chainId(), "allowances");
      node.put("token", entry.token());
      node.put("spender", entry.spender());
      node.put("amount", entry.amount().toString());
    }
  }

  private static void permit2Allowances(Engine engine, Sink sink) {
    for (Ledger.Permit2Entry entry : engine.ledger().approvals().permit2Allowances()) {
      ObjectNode node = sink.add(entry.owner(), entry.chainId(), "permit2Allowances");
      node.put("token", entry.token());
      node.put("spender", entry.spender());
      node.put("amount", entry.allowance().amount.toString());
      node.put("expiration", entry.allowance().expiration);
      node.put("nonce", entry.allowance().nonce);
    }
  }

  private static void delegations(Engine engine, Sink sink) {
    for (Ledger.DelegationEntry entry : engine.ledger().approvals().delegations()) {
      ObjectNode node = sink.at(entry.wallet(), entry.chainId());
      if (node != null) {
        node.put("delegation", entry.delegate());
      }
    }
  }

  /** Only balances set or moved: every other wallet holds {@link Ledger#DEFAULT_NATIVE_BALANCE}. */
  private static void nativeBalances(Engine engine, Sink sink) {
    for (Ledger.NativeBalanceEntry entry : engine.ledger().balances().nativeBalances()) {
      ObjectNode node = sink.at(entry.wallet(), entry.chainId());
      if (node != null) {
        node.put("nativeBalance", entry.wei().toString());
      }
    }
  }

  private static void positions(Engine engine, Sink sink) {
    for (Ledger.Position position : engine.ledger().positionBook().all()) {
      ObjectNode node = sink.add(position.owner, position.chainId, "positions");
      node.put("id", position.id);
      node.put("protocol", position.protocol);
      node.put("token0", position.token0.address());
      node.put("token1", position.token1.address());
      node.put("amount0", position.amount0.toString());
      node.put("amount1", position.amount1.toString());
      node.put("tickLower", position.tickLower);
      node.put("tickUpper", position.tickUpper);
      BigInteger[] fees = engine.ledger().positionBook().feesOwed(position);
      node.put("feesOwed0", fees[0].toString());
      node.put("feesOwed1", fees[1].toString());
    }
  }

  private static void orders(Engine engine, Sink sink) {
    long now = engine.nowSeconds();
    for (OrderStore.Submitted order : engine.orders().all()) {
      ObjectNode node = sink.add(order.order.swapper, order.order.chainId, "orders");
      node.put("orderId", order.orderId);
      node.put("type", order.order.kind.name());
      node.put("status", order.status(now));
      node.put("createdAt", order.createdAt);
      node.put("fillAt", order.fillAt);
      node.put("deadline", order.order.deadline);
    }
  }

  private static void swaps(Engine engine, Sink sink) {
    Ledger ledger = engine.ledger();
    long now = engine.nowSeconds();
    for (Ledger.SwapRecord swap : ledger.swapRecords().swaps()) {
      if (swap.wallet().isEmpty()) {
        continue; // no known sender: not broadcast here nor proven for a plan
      }
      ObjectNode node = sink.add(swap.wallet().get(), swap.chainId, "swaps");
      node.put("txHash", swap.hash);
      node.put("swapType", swap.swapType);
      node.put("status", ledger.swapRecords().peekSwapStatus(swap, now));
      node.put("submittedAt", swap.submittedAt());
    }
  }
}

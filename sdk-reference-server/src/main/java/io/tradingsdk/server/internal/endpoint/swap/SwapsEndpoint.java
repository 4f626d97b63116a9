package io.tradingsdk.server.internal.endpoint.swap;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.ChainBackend;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.server.internal.http.Query;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * {@code GET /swaps}: the status of transactions by hash. Query arrays arrive comma-joined (or
 * repeated); an unknown hash answers 200 with {@code NOT_FOUND}, as the service does. The spec lists
 * no 401 here, so the key must be present but is not checked.
 */
public final class SwapsEndpoint implements Endpoint<SwapsEndpoint.Params> {
  private static final int MAX_HASHES = 100;

  static final class Params {
    List<String> txHashes = new ArrayList<>();
    List<String> userOpHashes = new ArrayList<>();
    Optional<Long> chainId = Optional.empty();
  }

  private final Engine engine;

  public SwapsEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public boolean requiresKnownKey() {
    return false;
  }

  @Override
  public Params validate(Exchange exchange) {
    Map<String, List<String>> query = exchange.request().queryParameters();
    Params p = new Params();
    p.txHashes = hashes(query, "txHashes");
    p.userOpHashes = hashes(query, "userOpHashes");
    if (p.txHashes.isEmpty() && p.userOpHashes.isEmpty()) {
      throw ApiError.badRequest("\"value\" must contain at least one of [txHashes, userOpHashes]");
    }
    p.chainId = Query.single(query, "chainId")
        .map(text -> Query.chainId("chainId", text, Rules.CHAIN_IDS));
    return p;
  }

  private static List<String> hashes(Map<String, List<String>> query, String name) {
    List<String> out = new ArrayList<>();
    for (String value : query.getOrDefault(name, List.of())) {
      for (String part : value.split(",", -1)) {
        String hash = part.trim();
        if (hash.isEmpty() && value.isEmpty()) {
          continue;
        }
        if (!Body.HASH.matcher(hash).matches()) {
          throw ApiError.badRequest("\"" + name + "[" + out.size() + "]\" with value \"" + hash
              + "\" fails to match the required pattern: /" + Body.HASH + "/");
        }
        out.add(hash);
      }
    }
    if (out.size() > MAX_HASHES) {
      throw ApiError.badRequest("\"" + name + "\" must contain less than or equal to " + MAX_HASHES + " items");
    }
    return out;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    ObjectNode response = Engine.object();
    ArrayNode swaps = response.putArray("swaps");
    for (String hash : p.txHashes) {
      swaps.add(status(hash, "TX", "txHash", p));
    }
    for (String hash : p.userOpHashes) {
      swaps.add(status(hash, "USER_OP", "userOpHash", p));
    }
    return response;
  }

  private ObjectNode status(String hash, String hashType, String field, Params p) {
    String status = engine.ledger().swapRecords().readSwapStatus(hash, p.chainId, engine.nowSeconds());
    ObjectNode node = Engine.object();
    Optional<Ledger.SwapRecord> record = engine.ledger().swapRecords().swap(hash);
    if (status.equals("NOT_FOUND") && hashType.equals("TX")) {
      // Sent by the wallet straight to a chain's node: its receipt says, and a swap is a call to a router.
      ChainBackend.Receipt receipt = engine.receipt(p.chainId, hash);
      status = receipt.status();
      if (receipt.bridge().isPresent()) {
        node.put("swapType", "BRIDGE");
      } else if (receipt.toRouter()) {
        node.put("swapType", "CLASSIC");
      }
      receipt.bridge().ifPresent(bridge -> {
        // This server's additions (the wire reference has no such fields): where the bridge was filled or refunded.
        node.put("destinationChainId", bridge.destinationChainId());
        bridge.fillTxHash().ifPresent(fill -> node.put("destinationTxHash", fill));
        bridge.refundTxHash().ifPresent(refund -> node.put("refundTxHash", refund));
      });
    } else if (!status.equals("NOT_FOUND") && record.isPresent()) {
      node.put("swapType", record.get().swapType);
    }
    node.put("status", status);
    node.put(field, hash);
    if (!status.equals("NOT_FOUND")) {
      node.put("swapId", UUID.nameUUIDFromBytes(hash.toLowerCase(java.util.Locale.ROOT)
          .getBytes(StandardCharsets.US_ASCII)).toString());
    }
    node.put("hashType", hashType);
    return node;
  }
}

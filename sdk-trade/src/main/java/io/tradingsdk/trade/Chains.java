package io.tradingsdk.trade;

import io.tradingsdk.signing.Signer;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.NonceManager;
import io.tradingsdk.wallet.TransactionSender;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongFunction;
import org.jspecify.annotations.Nullable;

/** The engine's nodes: one JSON-RPC client and one sender per chain, made on first use. */
final class Chains {
  private final LongFunction<@Nullable EthRpcClient> nodes;
  private final Signer signer;
  private final NonceManager nonces;
  private final Map<Long, TransactionSender> senders = new HashMap<>();

  Chains(LongFunction<@Nullable EthRpcClient> nodes, Signer signer, NonceManager nonces) {
    this.nodes = nodes;
    this.signer = signer;
    this.nonces = nonces;
  }

  EthRpcClient rpc(long chainId) {
    EthRpcClient rpc = nodes.apply(chainId);
    if (rpc == null) {
      throw TradeStop.failed(TradeFailure.Reason.NO_NODE, "no JSON-RPC endpoint is configured for chain " + chainId);
    }
    return rpc;
  }

  synchronized TransactionSender sender(long chainId) {
    return senders.computeIfAbsent(chainId,
        id -> TransactionSender.builder(rpc(id), signer).nonceManager(nonces).build());
  }
}

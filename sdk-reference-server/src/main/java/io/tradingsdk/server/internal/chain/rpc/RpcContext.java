package io.tradingsdk.server.internal.chain.rpc;

import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.ChainState;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Market;

/**
 * The chain one JSON-RPC call is about, read once per call: the ledger and market of the moment (a reset replaces
 * them) and the simulated time.
 *
 * @param chain the chain of the endpoint ({@code /rpc/{chainId}})
 * @param state the simulated chains
 */
public record RpcContext(Chain chain, ChainState state) {
  public long chainId() {
    return chain.id();
  }

  public Ledger ledger() {
    return state.ledger();
  }

  public Market market() {
    return state.market();
  }

  /** The latest block: the one the simulated clock is in (transactions are mined at once, into it). */
  public long latestBlock() {
    return chain.blockAt(state.now().toEpochMilli());
  }
}

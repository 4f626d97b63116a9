package io.tradingsdk.server.internal.control;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.FaultInjector;
import io.tradingsdk.server.RequestJournal;
import io.tradingsdk.server.SimulatedChain;
import java.net.URI;
import java.util.List;
import java.util.Optional;

/**
 * What the control API ({@code /_sim}) acts on: the chains, the fault rules, the request journal, the reset and the
 * server's own address. The handler hands it over when it builds the control API, which so never calls back into the
 * HTTP handler (issue 33: the module's one cycle, ControlApi to TradingApiHandler and back, is gone).
 */
public interface ControlTarget {
  SimulatedChain chain();

  FaultInjector faults();

  RequestJournal journal();

  /** The server's base address when it serves a socket, for the JSON-RPC URLs of {@code GET /_sim/chains}. */
  Optional<URI> origin();

  /** The path of a chain's JSON-RPC on this server, {@code /rpc/{chainId}}. */
  String rpcPath(long chainId);

  /** Writes what {@code GET /_sim/chains} tells of a chain beyond its id, name, node and kind. */
  void describe(long chainId, ObjectNode into);

  /** anvil's JSON-RPC URL when the chain runs on a real EVM. */
  Optional<String> evmRpcUrl(long chainId);

  /** How {@code GET /_sim/chains} names the kind of chain that runs {@code chainId}: {@code simulated} or {@code evm}. */
  String kind(long chainId);

  /** What stays simulated on a chain that runs elsewhere (a node); empty for a simulated chain. */
  List<String> stillSimulated(long chainId);

  long seed();

  void reset();

  void reset(long seed);
}

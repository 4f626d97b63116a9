package io.tradingsdk.server.internal.chain;

import io.tradingsdk.signing.Address;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * The contracts deployed on a chain a node runs, as the LP endpoints build for and read them: where each contract is,
 * {@code eth_call}, {@code eth_estimateGas} and {@code extsload} of the V4 PoolManager ({@link V4PoolStorage}).
 */
public interface NodeContracts {
  /** A deployed contract by its name ({@code v3PositionManager}, {@code v4PositionManager}, {@code poolManager}). */
  Address require(String name);

  /** The deployed pool of a simulated V2 or V3 pool; empty when the deployment has none. */
  Optional<Address> poolAddress(Pool pool);

  /** {@code eth_call} of {@code signature} on {@code to} at the latest block, decoded as {@code returns}. */
  List<Object> call(Address to, String returns, String signature, Object... args);

  /** {@link #call}, empty when the call reverts; a node that does not answer still throws. */
  Optional<List<Object>> callUnlessReverted(Address to, String returns, String signature, Object... args);

  /** {@code eth_call} from {@code from}: the raw result, hex. */
  String callFrom(String from, String to, String data);

  /**
   * {@code eth_estimateGas} of the call.
   *
   * @throws RuntimeException when the node cannot estimate it (the call would revert)
   */
  BigInteger estimateGas(String from, String to, String data, BigInteger value);

  /** The words at the slots of the V4 PoolManager, by one {@code extsload(bytes32[])}. */
  List<BigInteger> extsload(BigInteger... slots);
}

package io.tradingsdk.server.internal.chain;

import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;

/** A chain the reference server serves, with the contracts and gas market it simulates. */
public final class Chain {
  /** Permit2's address on every chain but zkSync. */
  public static final String PERMIT2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3";
  /** Permit2 on zkSync Era (324), where CREATE2 addresses differ. */
  public static final String PERMIT2_ZKSYNC = "0x0000000000225e31D15943971F47aD3022F714Fa";
  /** The proxy router approvals target when {@code x-permit2-disabled} is true. */
  public static final String PROXY_ROUTER = "0x0000000085E102724e78eCd2F45DC9cA239Affad";
  /** The latest smart-wallet delegation target (EIP-7702). */
  public static final String LATEST_DELEGATION = "0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00";

  private final long id;
  private final String name;
  private final Map<String, String> universalRouters;
  private final BigInteger baseFeeWei;
  private final BigInteger priorityFeeWei;
  private final long blockTimeMillis;
  private final long referenceBlock;
  private final String spokePool;
  private final Map<String, String> positionManagers;
  private final String reactor;
  private final String poolManager;

  Chain(
      long id,
      String name,
      Map<String, String> universalRouters,
      BigInteger baseFeeWei,
      BigInteger priorityFeeWei,
      long blockTimeMillis,
      long referenceBlock,
      String spokePool,
      Map<String, String> positionManagers,
      String reactor,
      String poolManager) {
    this.id = id;
    this.name = name;
    this.universalRouters = Map.copyOf(universalRouters);
    this.baseFeeWei = baseFeeWei;
    this.priorityFeeWei = priorityFeeWei;
    this.blockTimeMillis = blockTimeMillis;
    this.referenceBlock = referenceBlock;
    this.spokePool = spokePool;
    this.positionManagers = Map.copyOf(positionManagers);
    this.reactor = reactor;
    this.poolManager = poolManager;
  }

  public long id() {
    return id;
  }

  public String name() {
    return name;
  }

  /** The Permit2 contract, the {@code verifyingContract} of permit messages on this chain. */
  public String permit2() {
    return id == 324 ? PERMIT2_ZKSYNC : PERMIT2;
  }

  /** The Universal Router deployed for a router version, empty when that version is not deployed here. */
  public Optional<String> universalRouter(String version) {
    return Optional.ofNullable(universalRouters.get(version));
  }

  public BigInteger baseFeeWei() {
    return baseFeeWei;
  }

  public BigInteger priorityFeeWei() {
    return priorityFeeWei;
  }

  /** The bridge deposit contract. */
  public String spokePool() {
    return spokePool;
  }

  /** The position manager of a protocol (V2, V3, V4), empty when LP is not simulated for it. */
  public Optional<String> positionManager(String protocol) {
    return Optional.ofNullable(positionManagers.get(protocol));
  }

  /** The limit-order reactor, empty when limit orders are not offered here. */
  public Optional<String> reactor() {
    return Optional.ofNullable(reactor);
  }

  /** The Uniswap v4 PoolManager, which holds every V4 pool's tokens and emits their swaps. */
  public String poolManager() {
    return poolManager;
  }

  /** 2026-01-01T00:00:00Z, when every chain is at its reference block. */
  private static final long REFERENCE_MILLIS = 1_767_225_600_000L;

  /**
   * The block number at an instant, from a fixed reference point and the chain's block time (12 s on Ethereum, 2 s
   * on OP Mainnet and Base, 1 s on zkSync Era, 0.25 s on Arbitrum One).
   */
  public long blockAt(long epochMillis) {
    return referenceBlock + Math.max(0, epochMillis - REFERENCE_MILLIS) / blockTimeMillis;
  }

  /** The timestamp (unix seconds) of a block: when its slot began. */
  public long blockTimestamp(long number) {
    return Math.max(0, REFERENCE_MILLIS + (number - referenceBlock) * blockTimeMillis) / 1000;
  }

  /**
   * A block's hash. The simulated chains keep no block headers to hash, so it is {@code keccak256(abi.encode(chainId,
   * number))}: stable, distinct per chain and block, and the parent of block n is the hash of n - 1.
   */
  public String blockHash(long number) {
    return Hex.encode(Keccak.hash(Abi.encode("(uint256,uint256)", id, Math.max(0, number))));
  }
}

package io.tradingsdk.server.internal.chain;

import io.tradingsdk.server.internal.codec.Addresses;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The LP positions the simulated chains keep, and the fees they earn: with time on the simulated clock and with the
 * swaps mined on their chain. A part of the {@link Ledger} ({@link Ledger#positionBook()}); it locks the ledger.
 */
public final class PositionBook {
  private final Ledger ledger;
  private final Map<String, Ledger.Position> positions;
  private final Map<String, String> mintedPositions;
  private long nextPositionId = 1001;
  private final Map<Long, Long> minedSwaps = new java.util.HashMap<>();

  /** Seconds in which background trading turns a pool's depth over once (10% a day). */
  private static final long SECONDS_PER_TURNOVER = 10L * 86_400;
  /** Mined swaps that turn a pool's depth over once (each swap trades 1% of it). */
  private static final long SWAPS_PER_TURNOVER = 100;

  PositionBook(Ledger ledger, int capacity) {
    this.ledger = ledger;
    this.positions = new BoundedMap<>(capacity);
    this.mintedPositions = new BoundedMap<>(capacity);
  }

  /** Counts a swap mined on a chain: LP fees accrue with them. */
  void swapMined(long chainId) {
    synchronized (ledger) {
      minedSwaps.merge(chainId, 1L, Long::sum);
    }
  }

  public Ledger.Position openPosition(
      long chainId, String protocol, String owner, Token token0, Token token1, BigInteger amount0,
      BigInteger amount1) {
    synchronized (ledger) {
      String id = Long.toString(nextPositionId++);
      Ledger.Position position = new Ledger.Position(id, chainId, protocol, owner, token0, token1, amount0, amount1);
      position.checkpointSeconds = ledger.nowSeconds();
      position.checkpointSwaps = minedSwaps.getOrDefault(chainId, 0L);
      positions.put(id, position);
      return position;
    }
  }

  public Optional<Ledger.Position> position(String id) {
    synchronized (ledger) {
      return Optional.ofNullable(positions.get(id));
    }
  }

  /** The V2 position of an owner in a pair (V2 positions are addressed by pair, not id). */
  public Optional<Ledger.Position> v2Position(long chainId, String owner, Token token0, Token token1) {
    synchronized (ledger) {
      String normalizedOwner = Addresses.normalize(owner);
      return positions.values().stream()
          .filter(p -> p.protocol.equals("V2") && p.chainId == chainId && p.owner.equals(normalizedOwner)
              && p.token0.key().equals(token0.key()) && p.token1.key().equals(token1.key()))
          .findFirst();
    }
  }

  public void addLiquidity(Ledger.Position position, BigInteger amount0, BigInteger amount1) {
    synchronized (ledger) {
      settleFees(position);
      position.amount0 = position.amount0.add(amount0);
      position.amount1 = position.amount1.add(amount1);
    }
  }

  /**
   * The fees a position has earned and not collected, {@code [fee0, fee1]}: what it earned before
   * its amounts last changed plus what its current amounts earned since (see {@link #feesEarned}).
   */
  public BigInteger[] feesOwed(Ledger.Position position) {
    synchronized (ledger) {
      BigInteger[] earned = feesEarned(position, ledger.nowSeconds() - position.checkpointSeconds,
          minedSwaps.getOrDefault(position.chainId, 0L) - position.checkpointSwaps, feePips(position));
      return new BigInteger[] {position.uncollected0.add(earned[0]), position.uncollected1.add(earned[1])};
    }
  }

  /**
   * What a position's amounts earned over {@code seconds} and {@code swaps}: {@code [fee0, fee1]}. The fee model: a
   * pool trades a tenth of its depth a day on the simulated clock, and each swap mined on the chain trades another
   * hundredth; a position earns its pool's fee on its own amounts of that turnover. So fees grow with time and with
   * swap activity, and are the same on every run.
   */
  private static BigInteger[] feesEarned(Ledger.Position position, long seconds, long swaps, int feePips) {
    BigInteger turnover = BigInteger.valueOf(Math.max(0, seconds)).multiply(BigInteger.valueOf(SWAPS_PER_TURNOVER))
        .add(BigInteger.valueOf(Math.max(0, swaps)).multiply(BigInteger.valueOf(SECONDS_PER_TURNOVER)));
    BigInteger scale = Pool.PIPS.multiply(BigInteger.valueOf(SECONDS_PER_TURNOVER * SWAPS_PER_TURNOVER));
    BigInteger fee = BigInteger.valueOf(feePips);
    return new BigInteger[] {
      position.amount0.multiply(fee).multiply(turnover).divide(scale),
      position.amount1.multiply(fee).multiply(turnover).divide(scale)
    };
  }

  /** Collects up to the given fees (what a claim built earlier promised; more may have accrued since). */
  public void collectFees(Ledger.Position position, BigInteger fee0, BigInteger fee1) {
    synchronized (ledger) {
      settleFees(position);
      position.uncollected0 = position.uncollected0.subtract(fee0.min(position.uncollected0));
      position.uncollected1 = position.uncollected1.subtract(fee1.min(position.uncollected1));
    }
  }

  /** Withdraws principal; fees stay claimable (a V4 decrease collects them itself, see {@link #collectFees}). */
  public void removeLiquidity(Ledger.Position position, BigInteger amount0, BigInteger amount1) {
    synchronized (ledger) {
      settleFees(position);
      position.amount0 = position.amount0.subtract(amount0.min(position.amount0));
      position.amount1 = position.amount1.subtract(amount1.min(position.amount1));
    }
  }

  /** Moves what the current amounts earned into the uncollected fees and restarts accrual. */
  private void settleFees(Ledger.Position position) {
    BigInteger[] owed = feesOwed(position);
    position.uncollected0 = owed[0];
    position.uncollected1 = owed[1];
    position.checkpointSeconds = ledger.nowSeconds();
    position.checkpointSwaps = minedSwaps.getOrDefault(position.chainId, 0L);
  }

  private int feePips(Ledger.Position position) {
    return ledger.market() == null ? 0 : ledger.market().pools(position.chainId).stream()
        .filter(pool -> pool.protocol().equals(position.protocol) && pool.has(position.token0)
            && pool.has(position.token1))
        .mapToInt(Pool::fee).findFirst().orElse(0);
  }

  /** Opens a position as a mined create does, and remembers that {@code txHash} minted it. */
  public Ledger.Position mintPosition(String txHash, long chainId, String protocol, String owner,
      Token token0, Token token1, BigInteger amount0, BigInteger amount1, long tickLower, long tickUpper) {
    synchronized (ledger) {
      Ledger.Position position = openPosition(chainId, protocol, owner, token0, token1, amount0, amount1);
      position.tickLower = tickLower;
      position.tickUpper = tickUpper;
      mintedPositions.put(Addresses.normalize(txHash), position.id);
      if (!protocol.equals("V2") && ledger.market() != null) {
        ledger.market().chain(chainId).flatMap(chain -> chain.positionManager(protocol)).ifPresent(manager ->
            ledger.emit(Events.erc721Transfer(manager, Addresses.ZERO_ADDRESS, owner, new BigInteger(position.id))));
      }
      return position;
    }
  }

  /** The id of the position a mined transaction created (or added to, for a V2 pair). */
  public Optional<String> mintedPosition(String txHash) {
    synchronized (ledger) {
      return Optional.ofNullable(mintedPositions.get(Addresses.normalize(txHash)));
    }
  }

  /** Records that a mined transaction created or topped up a position. */
  public void recordMinted(String txHash, Ledger.Position position) {
    synchronized (ledger) {
      mintedPositions.put(Addresses.normalize(txHash), position.id);
    }
  }

  /** Swaps mined on a chain so far: LP fees accrue with them. */
  public long minedSwaps(long chainId) {
    synchronized (ledger) {
      return minedSwaps.getOrDefault(chainId, 0L);
    }
  }

  /** A snapshot of every position (for tests and the CLI). */
  public List<Ledger.Position> all() {
    synchronized (ledger) {
      return new ArrayList<>(positions.values());
    }
  }
}

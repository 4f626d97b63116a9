package io.tradingsdk.server.internal.evm;

import io.tradingsdk.server.internal.chain.InsufficientLiquidityException;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.PoolState;
import io.tradingsdk.server.internal.chain.Router;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.chain.V4PoolStorage;
import io.tradingsdk.signing.Address;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;

/**
 * Prices a hop from the pool's state on the node, so a quote follows every swap mined there: a V2 pair from its
 * {@code getReserves()} (UniswapV2Library's {@code getAmountOut} / {@code getAmountIn}), a V3 pool through QuoterV2
 * and a V4 pool through V4Quoter, both by {@code eth_call} at the latest block. The state a quote reports (reserves,
 * price, liquidity, tick) and its price impact come from the same node: a V3 pool's {@code slot0()} and {@code
 * liquidity()}, a V4 pool's from the PoolManager's storage by {@code extsload}.
 */
final class ChainPricing implements Router.HopPricing {
  /** A V2 pair keeps 997/1000 of the input (its fixed 0.3% fee). */
  private static final BigInteger V2_KEPT = BigInteger.valueOf(997);
  private static final BigInteger V2_WHOLE = BigInteger.valueOf(1000);
  /** V4Quoter takes the exact amount as a {@code uint128}. */
  private static final int V4_AMOUNT_BITS = 128;
  private static final String V3_SINGLE = "((address,address,uint256,uint24,uint160))";
  private static final String V4_SINGLE = "(((address,address,uint24,int24,address),bool,uint128,bytes))";
  private static final Address NO_HOOKS = Address.of("0x0000000000000000000000000000000000000000");

  private final EvmNode node;
  private final EvmContracts contracts;

  ChainPricing(EvmNode node, EvmContracts contracts) {
    this.node = node;
    this.contracts = contracts;
  }

  @Override
  public BigInteger amountOut(Pool pool, Token in, BigInteger amountIn) {
    BigInteger out;
    switch (pool.protocol()) {
      case "V2":
        BigInteger[] reserves = v2Reserves(pool, in);
        BigInteger kept = amountIn.multiply(V2_KEPT);
        out = kept.multiply(reserves[1]).divide(reserves[0].multiply(V2_WHOLE).add(kept));
        break;
      case "V3":
        out = v3Quote(pool, in, amountIn, "quoteExactInputSingle");
        break;
      default:
        out = v4Quote(pool, in, amountIn, "quoteExactInputSingle");
    }
    if (out.signum() <= 0) {
      throw new InsufficientLiquidityException(amountIn + " " + in + " buys nothing from pool " + pool.address());
    }
    return out;
  }

  @Override
  public BigInteger amountIn(Pool pool, Token in, BigInteger amountOut) {
    switch (pool.protocol()) {
      case "V2":
        BigInteger[] reserves = v2Reserves(pool, in);
        if (amountOut.compareTo(reserves[1]) >= 0) {
          throw new InsufficientLiquidityException(
              "pool " + pool.address() + " holds less than " + amountOut + " " + pool.other(in));
        }
        return reserves[0].multiply(amountOut).multiply(V2_WHOLE)
            .divide(reserves[1].subtract(amountOut).multiply(V2_KEPT)).add(BigInteger.ONE);
      case "V3":
        return v3Quote(pool, in, amountOut, "quoteExactOutputSingle");
      default:
        return v4Quote(pool, in, amountOut, "quoteExactOutputSingle");
    }
  }

  @Override
  public PoolState state(Pool pool) {
    switch (pool.protocol()) {
      case "V2":
        List<Object> reserves = node.call(deployed(pool), "(uint112,uint112,uint32)", "getReserves()");
        return PoolState.ofReserves((BigInteger) reserves.get(0), (BigInteger) reserves.get(1));
      case "V3":
        Address address = deployed(pool);
        List<Object> slot0 = node.call(address, "(uint160,int24,uint16,uint16,uint16,uint8,bool)", "slot0()");
        BigInteger liquidity = (BigInteger) node.call(address, "(uint128)", "liquidity()").get(0);
        return PoolState.ofConcentrated((BigInteger) slot0.get(0), liquidity, ((BigInteger) slot0.get(1)).longValue());
      default:
        return v4State(pool);
    }
  }

  /** A V4 pool's {@code slot0} and active liquidity, from the PoolManager's storage. */
  private PoolState v4State(Pool pool) {
    BigInteger stateSlot = V4PoolStorage.stateSlot(pool.address()); // a V4 pool's address is its id
    io.tradingsdk.signing.Address poolManager = contracts.require("poolManager");
    List<BigInteger> words = V4PoolStorage.load(
        keys -> node.call(poolManager, V4PoolStorage.EXTSLOAD_RETURNS, V4PoolStorage.EXTSLOAD, keys), stateSlot,
        stateSlot.add(BigInteger.valueOf(V4PoolStorage.LIQUIDITY_OFFSET)));
    return PoolState.ofConcentrated(V4PoolStorage.sqrtPriceX96(words.get(0)), V4PoolStorage.liquidity(words.get(1)),
        V4PoolStorage.tick(words.get(0)));
  }

  /** The pair's reserves of {@code in} and of the other token, in that order (the pair sorts its tokens). */
  private BigInteger[] v2Reserves(Pool pool, Token in) {
    List<Object> read = node.call(deployed(pool), "(uint112,uint112,uint32)", "getReserves()");
    BigInteger reserve0 = (BigInteger) read.get(0);
    BigInteger reserve1 = (BigInteger) read.get(1);
    boolean inIsToken0 = lowerHex(in).compareTo(lowerHex(pool.other(in))) < 0;
    return inIsToken0 ? new BigInteger[] {reserve0, reserve1} : new BigInteger[] {reserve1, reserve0};
  }

  /** QuoterV2's single-pool quote of {@code amount}, with no price limit (the whole amount or a revert). */
  private BigInteger v3Quote(Pool pool, Token in, BigInteger amount, String function) {
    List<Object> params = List.of(Address.of(in.address()), Address.of(pool.other(in).address()), amount,
        pool.fee(), BigInteger.ZERO);
    return quote(pool, amount, () -> (BigInteger) node.call(contracts.require("quoterV2"),
        "(uint256,uint160,uint32,uint256)", function + V3_SINGLE, params).get(0));
  }

  /** V4Quoter's single-pool quote of {@code amount} on the pool's key (no hooks, as the deployment made them). */
  private BigInteger v4Quote(Pool pool, Token in, BigInteger amount, String function) {
    if (amount.bitLength() > V4_AMOUNT_BITS) {
      throw new InsufficientLiquidityException(amount + " " + in + " is beyond a V4 pool's uint128 amounts");
    }
    List<Object> key = List.of(Address.of(pool.token0().address()), Address.of(pool.token1().address()),
        pool.fee(), pool.tickSpacing(), NO_HOOKS);
    boolean zeroForOne = in.key().equals(pool.token0().key());
    List<Object> params = List.of(key, zeroForOne, amount, new byte[0]);
    return quote(pool, amount, () -> (BigInteger) node.call(contracts.require("v4Quoter"), "(uint256,uint256)",
        function + V4_SINGLE, params).get(0));
  }

  /** A quoter's revert (the pool cannot fill the amount) is no liquidity; a node that does not answer is not. */
  private static BigInteger quote(Pool pool, BigInteger amount, java.util.function.Supplier<BigInteger> call) {
    try {
      return call.get();
    } catch (JsonRpc.JsonRpcException reverted) {
      if (!reverted.reverted()) {
        throw reverted; // a malformed call is the server's bug, not the pool's liquidity
      }
      throw new InsufficientLiquidityException(
          "the " + pool.protocol() + " quoter cannot fill " + amount + " from pool " + pool.address() + ": "
              + reverted.getMessage());
    }
  }

  private Address deployed(Pool pool) {
    return contracts.poolAddress(pool).orElseThrow(() ->
        new IllegalStateException("the EVM deployment has no " + pool.protocol() + " pool " + pool.address()));
  }

  private static String lowerHex(Token token) {
    return token.address().toLowerCase(Locale.ROOT);
  }
}

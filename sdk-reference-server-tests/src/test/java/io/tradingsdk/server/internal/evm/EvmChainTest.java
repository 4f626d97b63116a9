package io.tradingsdk.server.internal.evm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.InsufficientLiquidityException;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The deployed state on a real node: the contracts where users know them, the pools at the market's prices. */
@ExtendWith(EvmTestSupport.class)
class EvmChainTest {
  private static final Market MARKET = new Market(1);
  private static EvmChain chain;

  @BeforeAll
  static void start() {
    chain = EvmChain.start(EvmTestSupport.config().build(), MARKET);
  }

  @AfterAll
  static void stop() {
    if (chain != null) {
      chain.close();
    }
  }

  private static List<Object> call(Address to, String returns, String signature, Object... args) {
    return chain.call(to, returns, signature, args);
  }

  @Test
  void permit2IsAtItsCanonicalAddressWithThisChainsDomain() {
    byte[] domain = Keccak.hash(Abi.encode("(bytes32,bytes32,uint256,address)",
        Keccak.hash("EIP712Domain(string name,uint256 chainId,address verifyingContract)"
            .getBytes(StandardCharsets.UTF_8)),
        Keccak.hash("Permit2".getBytes(StandardCharsets.UTF_8)), 1, Address.of(Chain.PERMIT2)));
    assertThat((byte[]) call(Address.of(Chain.PERMIT2), "(bytes32)", "DOMAIN_SEPARATOR()").get(0)).isEqualTo(domain);
  }

  @Test
  void everyTokenOfEthereumAnswersAtItsMainnetAddressWithItsRealDecimalsAndFundsTheDevWallets() {
    for (Token token : MARKET.tokens()) {
      if (token.chainId() != 1 || token.isNative()) {
        continue;
      }
      Address address = Address.of(token.address());
      assertThat(call(address, "(string)", "symbol()").get(0)).as(token.symbol()).isEqualTo(token.symbol());
      assertThat(call(address, "(uint8)", "decimals()").get(0)).as(token.symbol())
          .isEqualTo(BigInteger.valueOf(token.decimals()));
      for (Address wallet : Deployment.DEV_WALLETS) {
        BigInteger balance = (BigInteger) call(address, "(uint256)", "balanceOf(address)", wallet).get(0);
        assertThat(balance).as(token.symbol() + " of " + wallet).isGreaterThan(token.unit());
      }
    }
  }

  @Test
  void theChainPricesEveryPoolAsTheSimulatedMarketDoesBeforeAnySwap() {
    for (Pool pool : MARKET.pools(1)) {
      for (Token in : List.of(pool.token0(), pool.token1())) {
        String hop = EvmContracts.pool(pool) + " from " + in.symbol();
        BigInteger amountIn = pool.reserveOf(in).divide(BigInteger.valueOf(10_000));
        BigInteger amountOut = pool.reserveOf(pool.other(in)).divide(BigInteger.valueOf(10_000));
        BigInteger onChainOut = chain.pricing().amountOut(pool, in, amountIn);
        BigInteger onChainIn = chain.pricing().amountIn(pool, in, amountOut);
        if (pool.protocol().equals("V2")) { // the same x*y=k and 0.3% fee, on the same reserves
          assertThat(onChainOut).as(hop).isEqualTo(pool.amountOut(in, amountIn));
          assertThat(onChainIn).as(hop).isEqualTo(pool.amountIn(in, amountOut));
        } else { // full-range liquidity at the pool's price: the deployed amounts, within rounding of the range
          assertThat(relativeDifference(onChainOut, pool.amountOut(in, amountIn))).as(hop).isLessThan(0.001);
          assertThat(relativeDifference(onChainIn, pool.amountIn(in, amountOut))).as(hop).isLessThan(0.001);
        }
      }
    }
  }

  @Test
  void anOutputThePoolCannotPayIsNoLiquidityForEveryProtocol() {
    for (Pool pool : MARKET.pools(1)) {
      Token in = pool.token0();
      BigInteger beyond = pool.reserveOf(pool.other(in)).multiply(BigInteger.TWO);
      assertThatThrownBy(() -> chain.pricing().amountIn(pool, in, beyond)).as(EvmContracts.pool(pool))
          .isInstanceOf(InsufficientLiquidityException.class);
    }
  }

  private static double relativeDifference(BigInteger actual, BigInteger expected) {
    return new BigDecimal(actual.subtract(expected)).abs()
        .divide(new BigDecimal(expected), MathContext.DECIMAL64).doubleValue();
  }

  @Test
  void eachV2AndV3PoolHoldsTheMarketsReserves() {
    for (Pool pool : MARKET.pools(1)) {
      if (pool.protocol().equals("V4")) {
        continue;
      }
      Address address = chain.contracts().poolAddress(pool).orElseThrow();
      BigInteger held0 = (BigInteger) call(Address.of(pool.token0().address()), "(uint256)", "balanceOf(address)",
          address).get(0);
      BigInteger held1 = (BigInteger) call(Address.of(pool.token1().address()), "(uint256)", "balanceOf(address)",
          address).get(0);
      // A full-range position takes its amounts at the pool's price, within rounding of the range's ends.
      assertThat(held0).as(EvmContracts.pool(pool)).isBetween(pool.reserve0().multiply(BigInteger.valueOf(999))
          .divide(BigInteger.valueOf(1000)), pool.reserve0().add(BigInteger.ONE));
      assertThat(held1).as(EvmContracts.pool(pool)).isBetween(pool.reserve1().multiply(BigInteger.valueOf(999))
          .divide(BigInteger.valueOf(1000)), pool.reserve1().add(BigInteger.ONE));
    }
  }

  @Test
  void everyRouterVersionIsDeployed() {
    for (String version : List.of("1.2", "2.0", "2.1.1")) {
      Address router = chain.contracts().universalRouter(version).orElseThrow();
      assertThat(chain.code(router)).as(version).isNotEmpty();
    }
  }

  @Test
  void aLaterStartLoadsTheDumpedStateInsteadOfDeploying() {
    try (EvmChain second = EvmChain.start(EvmTestSupport.config().build(), MARKET)) {
      assertThat(second.deployed()).isFalse();
      assertThat(second.contracts().all()).isEqualTo(chain.contracts().all());
      assertThat(second.code(Address.of(Chain.PERMIT2))).isEqualTo(chain.code(Address.of(Chain.PERMIT2)));
      System.out.println("EVM chain started from the dumped state in " + second.startMillis() + " ms");
    }
  }

  /** anvil answers eth_sendTransaction once the transaction is pooled; its block may be mined a moment later. */
  private void awaitReceipt(String hash) throws InterruptedException {
    long giveUp = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
    while (chain.request("eth_getTransactionReceipt", hash).isNull()) {
      assertThat(System.nanoTime()).as("no receipt for " + hash + " after 30 s").isLessThan(giveUp);
      Thread.sleep(20);
    }
  }

  @Test
  void resetRevertsToTheLoadedState() throws InterruptedException {
    Address usdc = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
    Address from = Deployment.DEV_WALLETS.get(1);
    BigInteger before = (BigInteger) call(usdc, "(uint256)", "balanceOf(address)", from).get(0);
    String hash = chain.request("eth_sendTransaction", java.util.Map.of("from", from.toLowerHex(), "to",
        usdc.toLowerHex(), "data", io.tradingsdk.signing.Hex.encode(Abi.encodeCall("transfer(address,uint256)",
            Deployment.DEV_WALLETS.get(2), before)))).asText();
    awaitReceipt(hash);
    assertThat(call(usdc, "(uint256)", "balanceOf(address)", from).get(0)).isEqualTo(BigInteger.ZERO);
    chain.reset(chain.latestTimestamp());
    assertThat(call(usdc, "(uint256)", "balanceOf(address)", from).get(0)).isEqualTo(before);
  }

  @Test
  void resetSetsTheChainsTimeToTheGivenClocksSinceARevertTakesItBackToTheSnapshots() {
    long later = chain.latestTimestamp() + 3_600;
    chain.advance(7_200);
    chain.reset(later);
    assertThat(chain.latestTimestamp()).isEqualTo(later);
    chain.reset(later - 60); // never back
    assertThat(chain.latestTimestamp()).isEqualTo(later);
  }
}

package io.tradingsdk.server.internal.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MarketTest {
  private final Market market = new Market(1);

  private Pool pool(long chainId, String protocol, String a, String b) {
    Token ta = market.tokenBySymbol(chainId, a).orElseThrow();
    Token tb = market.tokenBySymbol(chainId, b).orElseThrow();
    return market.pools(chainId).stream()
        .filter(p -> p.protocol().equals(protocol) && p.has(ta) && p.has(tb)).findFirst().orElseThrow();
  }

  @Test
  void poolAddressesFollowTheProtocolsCreate2Rules() {
    // Known Ethereum mainnet deployments.
    assertThat(pool(1, "V2", "WETH", "USDC").address()).isEqualTo("0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc");
    assertThat(pool(1, "V3", "WETH", "USDT").address()).isEqualTo("0x11b815efB8f581194ae79006d24E0d814B7697F6");
    assertThat(pool(1, "V3", "USDC", "USDT").address()).isEqualTo("0x3416cF6C708Da44DB2624D63ea0AAef7113527C6");
    assertThat(pool(1, "V3", "WBTC", "WETH").address()).isEqualTo("0xCBCdF9626bC03E24f779434178A73a0B4bad62eD");
    assertThat(pool(1, "V3", "WETH", "DAI").address()).isEqualTo("0xC2e9F25Be6257c210d7Adf0D4Cd6E3E881ba25f8");
    assertThat(pool(1, "V4", "WETH", "USDC").address()).matches("0x[0-9a-f]{64}");
  }

  @Test
  void everyAddressIsAValidChecksum() {
    for (Token token : market.tokens()) {
      assertThat(Address.isValid(token.address())).as(token.toString()).isTrue();
      assertThat(token.address()).isEqualTo(token.isNative() ? Addresses.ZERO_ADDRESS : Addresses.checksum(token.address()));
    }
    for (Chain chain : market.chains()) {
      assertThat(Address.isValid(chain.permit2())).isTrue();
      if (chain.bridges()) {
        assertThat(Address.isValid(chain.spokePool())).isTrue();
      }
    }
  }

  @Test
  void tokensArePairedIntoPoolsWithSortedTokens() {
    for (Chain chain : market.chains()) {
      assertThat(market.pools(chain.id())).isNotEmpty();
      for (Pool pool : market.pools(chain.id())) {
        assertThat(pool.token0().key().compareTo(pool.token1().key())).isNegative();
        assertThat(pool.reserve0()).isPositive();
        assertThat(pool.reserve1()).isPositive();
      }
    }
    assertThat(market.chain(324).orElseThrow().permit2()).isEqualTo("0x0000000000225e31D15943971F47aD3022F714Fa");
    assertThat(market.chain(324).orElseThrow().universalRouter("2.0")).isEmpty();
  }

  @Test
  void constantProductMathInBothDirections() {
    Pool pool = pool(1, "V3", "WETH", "USDT");
    Token weth = market.wrappedNative(1);
    BigInteger in = new BigInteger("1000000000000000000");
    BigInteger out = pool.amountOut(weth, in);
    // x * y = k holds with the fee kept in the pool.
    BigInteger k = pool.reserve0().multiply(pool.reserve1());
    BigInteger rIn = pool.token0().key().equals(weth.key()) ? pool.reserve0() : pool.reserve1();
    BigInteger rOut = pool.token0().key().equals(weth.key()) ? pool.reserve1() : pool.reserve0();
    assertThat(rIn.add(in).multiply(rOut.subtract(out))).isGreaterThanOrEqualTo(k);
    // Paying what amountIn asks always buys at least the requested output.
    for (String wanted : new String[] {"1", "999999", "3000000000", "1234567890123"}) {
      BigInteger want = new BigInteger(wanted);
      assertThat(pool.amountOut(weth, pool.amountIn(weth, want))).isGreaterThanOrEqualTo(want);
    }
    assertThatThrownBy(() -> pool.amountIn(weth, rOut)).isInstanceOf(InsufficientLiquidityException.class);
  }

  @Test
  void theRouterPrefersTheBestPathAndHonoursProtocols() {
    Router router = new Router(market);
    Token weth = market.wrappedNative(1);
    Token usdc = market.tokenBySymbol(1, "USDC").orElseThrow();
    BigInteger in = new BigInteger("1000000000000000000");
    Router.Priced best = router.best(1, weth, usdc, in, true, Set.of("V2", "V3", "V4"), false);
    for (String only : new String[] {"V2", "V3", "V4"}) {
      Router.Priced restricted = router.best(1, weth, usdc, in, true, Set.of(only), false);
      assertThat(restricted.protocols()).containsOnly(only);
      assertThat(best.amountOut()).isGreaterThanOrEqualTo(restricted.amountOut());
    }
  }

  @Test
  void aSeedShiftsPricesByAtMostAQuarterPercent() {
    Market other = new Market(12345);
    Pool a = pool(1, "V4", "WETH", "USDC");
    Pool b = other.pools(1).stream().filter(p -> p.address().equals(a.address())).findFirst().orElseThrow();
    assertThat(b.reserve0()).isEqualTo(a.reserve0());
    BigInteger diff = a.reserve1().subtract(b.reserve1()).abs();
    assertThat(diff.multiply(BigInteger.valueOf(200))).isLessThanOrEqualTo(a.reserve1());
  }

  @Test
  void calldataMatchesSolidity() {
    // The encoding itself is sdk-signing's codec.Abi, checked against ethers there (AbiVectorsTest).
    assertThat(Hex.encode(Abi.selector("execute(bytes,bytes[],uint256)"))).isEqualTo("0x3593564c");
    assertThat(Calldata.approve("0x000000000022D473030F116dDEE9F6B43aC78BA3", BigInteger.TEN))
        .isEqualTo("0x095ea7b3000000000000000000000000000000000022d473030f116ddee9f6b43ac78ba3"
            + "000000000000000000000000000000000000000000000000000000000000000a");
    // An ERC-7821 batch of one call: mode, then the offset and length of abi.encode((address,uint256,bytes)[]).
    String batch = Calldata.batch(java.util.List.of(new Calldata.Call(
        "0x000000000022D473030F116dDEE9F6B43aC78BA3", BigInteger.ONE, "0x1234")));
    assertThat(batch).startsWith("0xe9ae5c53" + "01" + "0".repeat(62)
        + "0000000000000000000000000000000000000000000000000000000000000040");
    assertThat(Abi.decodeCall("execute(bytes32,bytes)", Hex.decode(batch, "batch"))).hasSize(2);
  }
}

package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.CallRequest;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.EvmTools;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The engine in the reference server's EVM mode: chain 1 is anvil with the real Permit2, Universal Router, pools and
 * UniswapX reactor; every amount is read back from the chain.
 */
@ExtendWith(AnvilExtension.class) // only its condition: skip without anvil, fail under CI=true
class TradeEngineEvmModeTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> b.configure(c -> c
      .evmToolsDirectory(EvmTools.dir())
      .evmCacheDirectory(Path.of(System.getProperty("anvil.log.dir", "target/anvil")).resolveSibling("evm-cache"))))
      .evm().resetBeforeEach();

  /** The second account of the standard test mnemonic: a development wallet the EVM mode funds. */
  private static final PrivateKey KEY =
      PrivateKey.fromHex("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address WETH = Address.of("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");

  private final LocalSigner user = LocalSigner.of(KEY);
  private TradingClient client;
  private EthRpcClient rpc;

  @BeforeEach
  void connect() {
    client = TradingClient.builder().apiKey(ServerConfig.TEST_KEY).baseUrl(SERVER.baseUrl().toString()).build();
    rpc = EthRpcClient.builder(SERVER.rpcUrl(1).toString()).build();
  }

  @AfterEach
  void close() {
    client.close();
    rpc.close();
  }

  private TradeEngine engine() {
    return TradeEngine.builder(client, user).rpc(1, rpc).maxPolls(60)
        .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12))).build();
  }

  private BigInteger balance(Address token) {
    byte[] out = rpc.call(CallRequest.of(token, Abi.encodeCall("balanceOf(address)", user.address())),
        BlockTag.LATEST);
    return (BigInteger) Abi.decode("(uint256)", out).get(0);
  }

  @Test
  void aClassicTradeSettlesOnTheRealRouterWithTheAmountsTheChainMoved() {
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);

    TradeResult result = engine().execute(TradeIntent.builder().sell("USDC").buy("WETH")
        .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(new BigInteger("1000000000"));
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(result.amountOut().orElseThrow()).isPositive();
    assertThat(result.gasUsed()).isPositive();
  }

  @Test
  void aDutchV2OrderIsFilledOnTheRealReactor() {
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);

    TradeResult result = engine().execute(TradeIntent.builder().sell("USDC").buy("WETH")
        .amount(new BigDecimal("2000")).routing(RoutePreference.GASLESS).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("DUTCH_V2");
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(new BigInteger("2000000000"));
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(result.amountOut().orElseThrow()).isPositive();
  }

  @Test
  void a7702TradeDelegatesTheWalletAndSettles() {
    BigInteger usdcBefore = balance(USDC);
    TradeResult result = engine().execute(TradeIntent.builder().sell("USDC").buy("WETH")
        .amount(new BigDecimal("100")).routing(RoutePreference.CLASSIC).wallet(WalletMode.EIP_7702).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(new BigInteger("100000000"));
    assertThat(rpc.getCode(user.address(), BlockTag.LATEST)).isNotEmpty(); // the EIP-7702 delegation designator
  }
}

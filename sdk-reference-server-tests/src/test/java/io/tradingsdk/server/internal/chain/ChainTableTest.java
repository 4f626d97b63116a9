package io.tradingsdk.server.internal.chain;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tradingsdk.server.internal.codec.Addresses;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The chain table ({@code ChainTable}, its rows {@code ChainTableData}) against what the npm packages it cites publish: the extracts of
 * {@code src/test/resources/chain-sources} (see the README there), so no network is needed. Every address of the table
 * must be the package's for that chain, and every chain of the API must be in it.
 */
class ChainTableTest {
  private static final List<Long> API_CHAINS = List.of(1L, 10L, 56L, 130L, 137L, 143L, 196L, 324L, 480L, 1868L,
      4217L, 8453L, 10143L, 42161L, 42220L, 43114L, 59144L, 81457L, 7777777L, 1301L, 84532L, 11155111L);

  private static JsonNode extract(String file) throws IOException {
    try (InputStream in = ChainTableTest.class.getResourceAsStream("/chain-sources/" + file)) {
      assertThat(in).as(file).isNotNull();
      return new ObjectMapper().readTree(in);
    }
  }

  private static void same(String what, Optional<String> table, JsonNode source) {
    String expected = source == null || source.isNull() || source.isMissingNode() ? null : source.asText();
    assertThat(table.map(Addresses::normalize).orElse(null)).as(what)
        .isEqualTo(expected == null ? null : Addresses.normalize(expected));
  }

  private static void same(String what, String table, JsonNode source) {
    same(what, Optional.of(table), source);
  }

  @Test
  void everyChainOfTheApiIsInTheTableOnce() {
    List<Long> ids = new ArrayList<>();
    ChainTable.rows().forEach(row -> ids.add(row.id));
    assertThat(ids).containsExactlyElementsOf(API_CHAINS);
    assertThat(ChainTable.sources().values()).contains("@uniswap/sdk-core@7.19.4",
        "@uniswap/universal-router-sdk@5.13.0", "@uniswap/uniswapx-sdk@3.1.0", "@uniswap/default-token-list@22.21.0",
        "@across-protocol/constants@3.1.127", "@across-protocol/contracts@3.0.17");
  }

  @Test
  void theContractsAreThePackagesOnes() throws IOException {
    JsonNode core = extract("uniswap-sdk-core@7.19.4.json");
    JsonNode router = extract("uniswap-universal-router-sdk@5.13.0.json").get("CHAIN_CONFIGS");
    JsonNode uniswapX = extract("uniswap-uniswapx-sdk@3.1.0.json");
    JsonNode spokePools = extract("across-protocol-contracts@3.0.17.json").get("SpokePool");
    for (ChainTable.Row row : ChainTable.rows()) {
      String id = Long.toString(row.id);
      JsonNode addresses = core.get("CHAIN_TO_ADDRESSES_MAP").get(id);
      same(id + " permit2", row.permit2, uniswapX.get("PERMIT2_MAPPING").get(id));
      same(id + " v2Factory", row.v2Factory, core.get("V2_FACTORY_ADDRESSES").get(id));
      same(id + " v2Router", row.v2Router, core.get("V2_ROUTER_ADDRESSES").get(id));
      same(id + " v3Factory", row.v3Factory, addresses.get("v3CoreFactoryAddress"));
      same(id + " v3PositionManager", row.v3PositionManager, addresses.get("nonfungiblePositionManagerAddress"));
      same(id + " v3Quoter", row.v3Quoter, addresses.get("quoterAddress"));
      same(id + " v4PoolManager", row.v4PoolManager, addresses.get("v4PoolManagerAddress"));
      same(id + " v4PositionManager", row.v4PositionManager, addresses.get("v4PositionManagerAddress"));
      same(id + " v4Quoter", row.v4Quoter, addresses.get("v4QuoterAddress"));
      same(id + " v4StateView", row.v4StateView, addresses.get("v4StateView"));
      same(id + " orderQuoter", row.orderQuoter, uniswapX.get("UNISWAPX_ORDER_QUOTER_MAPPING").get(id));
      same(id + " spokePool", row.spokePool, spokePools.get(id));
      JsonNode routers = router.get(id).get("routerConfigs");
      for (Map.Entry<String, String> version : row.universalRouters.entrySet()) {
        same(id + " router " + version.getKey(), version.getValue(), routers.get(version.getKey()));
      }
      // Only a version the SDK maps to the same contract as another may be left out (that contract is one version).
      routers.fields().forEachRemaining(entry -> {
        if (!row.universalRouters.containsKey(entry.getKey())) {
          assertThat(row.universalRouters.values().stream().map(Addresses::normalize))
              .as(id + " router " + entry.getKey()).contains(Addresses.normalize(entry.getValue().asText()));
        }
      });
      JsonNode reactors = uniswapX.get("REACTOR_ADDRESS_MAPPING").get(id);
      Map<String, String> names = Map.of("DUTCH", "Dutch", "DUTCH_V2", "Dutch_V2", "DUTCH_V3", "Dutch_V3",
          "PRIORITY", "Priority");
      for (Map.Entry<String, String> reactor : row.reactors.entrySet()) {
        same(id + " reactor " + reactor.getKey(), reactor.getValue(), reactors.get(names.get(reactor.getKey())));
      }
      if (reactors != null) {
        names.forEach((kind, key) -> {
          JsonNode published = reactors.get(key);
          if (published != null && !Addresses.normalize(published.asText()).equals(Addresses.ZERO_ADDRESS)) {
            assertThat(row.reactors).as(id + " reactor " + kind).containsKey(kind);
          }
        });
      }
      JsonNode weth9 = core.get("WETH9").get(id);
      if (weth9 != null) {
        same(id + " wrapped native", row.wrappedNative.map(w -> w[0]), weth9.get("address"));
        assertThat(row.wrappedNative.orElseThrow()[1]).isEqualTo(weth9.get("symbol").asText());
      } else {
        same(id + " wrapped native", row.wrappedNative.map(w -> w[0]),
            Addresses.normalize(router.get(id).get("weth").asText()).equals(Addresses.ZERO_ADDRESS)
                ? null : router.get(id).get("weth"));
      }
    }
  }

  @Test
  void theTokensAreTheirSourcesOnes() throws IOException {
    JsonNode list = extract("uniswap-default-token-list@22.21.0.json").get("tokens");
    JsonNode across = extract("across-protocol-constants@3.1.127.json").get("TOKEN_SYMBOLS_MAP");
    int checked = 0;
    for (ChainTable.Row row : ChainTable.rows()) {
      assertThat(row.tokens).as(row.id + " tokens").isNotEmpty();
      for (ChainTable.TokenRow token : row.tokens) {
        String what = row.id + " " + token.symbol;
        if (token.source.equals("tokenlist")) {
          JsonNode found = null;
          for (JsonNode entry : list) {
            if (entry.get("chainId").asLong() == row.id && entry.get("symbol").asText().equals(token.symbol)) {
              found = entry;
            }
          }
          assertThat(found).as(what).isNotNull();
          same(what, token.address, found.get("address"));
          assertThat(token.decimals).as(what).isEqualTo(found.get("decimals").asInt());
          checked++;
        } else if (token.source.equals("across")) {
          same(what, token.address, across.get(token.symbol).get("addresses").get(Long.toString(row.id)));
          assertThat(token.decimals).as(what).isEqualTo(across.get(token.symbol).get("decimals").asInt());
          checked++;
        } else {
          assertThat(token.source).as(what).isEqualTo("bundled");
        }
      }
    }
    assertThat(checked).isGreaterThan(50);
  }

  @Test
  void theMarketServesEveryChainWithItsTableAddresses() {
    Market market = new Market(1);
    for (ChainTable.Row row : ChainTable.rows()) {
      Chain chain = market.chain(row.id).orElseThrow();
      assertThat(chain.permit2()).isEqualTo(Addresses.checksum(row.permit2));
      assertThat(chain.positionManager("V3")).contains(Addresses.checksum(row.v3PositionManager));
      assertThat(chain.positionManager("V4")).isEqualTo(row.v4PositionManager.map(Addresses::checksum));
      assertThat(market.pools(row.id)).as(row.id + " pools").isNotEmpty();
      for (ChainTable.TokenRow token : row.tokens) {
        assertThat(market.token(row.id, token.address)).as(row.id + " " + token.symbol).isPresent();
      }
      row.wrappedNative.ifPresent(w -> assertThat(market.wrappedNative(row.id).address())
          .isEqualTo(Addresses.checksum(w[0])));
    }
  }
}

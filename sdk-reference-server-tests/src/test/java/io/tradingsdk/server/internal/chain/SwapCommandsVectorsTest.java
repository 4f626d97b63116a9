package io.tradingsdk.server.internal.chain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The server's swap programs, byte for byte against golden vectors that {@code router-calldata/generate-vectors.js}
 * encoded with ethers the way universal-router-sdk does (see the README beside them): single and multi-hop V2, V3
 * and V4 runs, mixed routes, exact input and output, native ETH in and out, under each router version.
 */
class SwapCommandsVectorsTest {
  private static final JsonNode VECTORS = load();

  private static JsonNode load() {
    try (InputStream in = SwapCommandsVectorsTest.class.getResourceAsStream("/router-calldata/vectors.json")) {
      return TradingJson.mapper().readTree(in);
    } catch (IOException e) {
      throw new IllegalStateException("router-calldata/vectors.json", e);
    }
  }

  static Stream<String> cases() {
    List<String> names = new ArrayList<>();
    VECTORS.get("cases").forEach(c -> names.add(c.get("name").asText()));
    return names.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theProgramIsTheVectorsByteForByte(String name) {
    JsonNode vector = vector(name);
    assertThat(program(vector)).isEqualTo(vector.get("calldata").asText());
  }

  @Test
  void theVectorsCoverEveryRouteKind() {
    assertThat(cases()).contains("v3 two hops, exact in", "v2 two hops, exact in", "v4 two hops, exact in",
        "mixed v3 then v4, exact in", "eth in, v4 single, exact in", "eth out, v3 two hops, exact in",
        "v3 two hops, exact out", "v3 two hops, exact in, router 1.2", "v4 two hops, exact in, router 2.0");
  }

  @Test
  void router12HasNoV4Command() {
    JsonNode v4 = vector("v4 single, exact in, router 2.0");
    Calldata.Program program = Calldata.program("1.2");
    assertThatThrownBy(() -> program.swap(route(v4), true, Calldata.MSG_SENDER, BigInteger.ONE, true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("route: Universal Router 1.2 has no V4_SWAP command, and the route crosses V4 pool ");
    assertThatThrownBy(() -> Calldata.program("3.0")).hasMessage(
        "router version: must be one of " + Market.ROUTER_VERSIONS + ", was 3.0");
  }

  private static JsonNode vector(String name) {
    for (JsonNode c : VECTORS.get("cases")) {
      if (c.get("name").asText().equals(name)) {
        return c;
      }
    }
    throw new AssertionError("no vector " + name);
  }

  /** The program the vector describes, built as SwapEndpoint builds one: wrap, the route, unwrap, refund. */
  private static String program(JsonNode vector) {
    Calldata.Program program = Calldata.program(vector.get("version").asText());
    if (vector.has("wrap")) {
      program.wrap(new BigInteger(vector.get("wrap").asText()));
    }
    program.swap(route(vector), vector.get("exactInput").asBoolean(), vector.get("recipient").asText(),
        new BigInteger(vector.get("limit").asText()), vector.get("payerIsUser").asBoolean());
    if (vector.has("unwrap")) {
      JsonNode unwrap = vector.get("unwrap");
      program.unwrap(unwrap.get("recipient").asText(), new BigInteger(unwrap.get("minimum").asText()));
    }
    if (vector.path("refund").asBoolean(false)) {
      program.unwrap(Calldata.MSG_SENDER, BigInteger.ZERO);
    }
    return program.execute(VECTORS.get("deadline").asLong());
  }

  private static Router.Priced route(JsonNode vector) {
    Map<String, Token> tokens = new HashMap<>();
    VECTORS.get("tokens").fields().forEachRemaining(e -> tokens.put(e.getKey(),
        new Token(1, e.getValue().asText(), e.getKey(), e.getKey(), 18, e.getKey(), false, BigDecimal.ONE)));
    List<Router.Hop> hops = new ArrayList<>();
    for (JsonNode hop : vector.get("hops")) {
      JsonNode p = VECTORS.get("pools").get(hop.get("pool").asText());
      Pool pool = new Pool(1, p.get("protocol").asText(), tokens.get(p.get("token0").asText()),
          tokens.get(p.get("token1").asText()), p.get("fee").asInt(), p.get("tickSpacing").asInt(), BigInteger.TEN,
          BigInteger.TEN, p.get("address").asText());
      hops.add(new Router.Hop(pool, tokens.get(hop.get("in").asText())));
    }
    List<BigInteger> amounts = new ArrayList<>();
    vector.get("amounts").forEach(a -> amounts.add(new BigInteger(a.asText())));
    return new Router.Priced(hops, amounts);
  }
}

package io.tradingsdk.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.json.TradingJson;
import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class TokenListModelTest {
  private static final ObjectMapper MAPPER = TradingJson.mapper();

  /** Numbers compare by value: 1, 1.0 and 1E+0 are the same JSON number. */
  private static final Comparator<JsonNode> BY_VALUE = (a, b) -> {
    if (a.isNumber() && b.isNumber()) {
      return a.decimalValue().compareTo(b.decimalValue());
    }
    return a.equals(b) ? 0 : 1;
  };

  static Stream<String> fixtures() {
    List<String> files = new java.util.ArrayList<>();
    Resources.json("upstream/EXPECTATIONS.json").get("fixtures").forEach(f -> files.add(f.get("file").asText()));
    return files.stream();
  }

  @ParameterizedTest
  @MethodSource("fixtures")
  void everyUpstreamFixtureRoundTripsExactly(String file) throws Exception {
    JsonNode input = Resources.json("upstream/" + file);
    TokenList list = MAPPER.treeToValue(input, TokenList.class);
    JsonNode output = MAPPER.readTree(TradingJson.write(list));
    assertThat(input.equals(BY_VALUE, output)).as("%s\nin:  %s\nout: %s", file, input, output).isTrue();
  }

  @Test
  void keepsUnknownPropertiesAbsentVersusEmptyAndExtensionShapes() throws Exception {
    String json = "{\"name\":\"L\",\"timestamp\":\"2020-06-12T00:00:00+02:00\",\"version\":{\"major\":1,\"minor\":2,"
        + "\"patch\":3,\"build\":\"x\"},\"keywords\":[],\"tokens\":[{\"chainId\":101,\"address\":\"So1\","
        + "\"decimals\":9,\"name\":\"SOL\",\"symbol\":\"SOL\",\"future\":{\"a\":[1,2]},\"extensions\":{\"s\":\"x\","
        + "\"b\":true,\"n\":1.50,\"big\":123456789012345678901234567890,\"z\":null,\"o\":{\"p\":{\"q\":false}},"
        + "\"arr\":[1,\"a\"]}}],\"tags\":{\"t\":{\"name\":\"T\",\"description\":\"D\",\"color\":\"red\"}},"
        + "\"topLevel\":[null]}";
    TokenList list = MAPPER.readValue(json, TokenList.class);

    assertThat(list.keywords()).contains(List.of());
    assertThat(list.tokenMap()).isEmpty();
    assertThat(list.logoURI()).isEmpty();
    assertThat(list.version()).hasToString("1.2.3");
    assertThat(list.version().additionalProperties()).containsKey("build");
    assertThat(list.additionalProperties()).containsKey("topLevel");
    assertThat(list.tags().orElseThrow().get("t").additionalProperties()).containsKey("color");
    TokenInfo token = list.tokens().get(0);
    assertThat(token.chainId()).isEqualTo(ChainId.of(101));
    assertThat(token.tags()).isEmpty();
    assertThat(token.additionalProperties()).containsKey("future");
    assertThat(token.hasEvmAddress()).isFalse();
    Map<String, ExtensionValue> ext = token.extensions().orElseThrow();
    assertThat(ext.get("s")).isEqualTo(ExtensionValue.of("x"));
    assertThat(ext.get("b")).isEqualTo(ExtensionValue.of(true));
    assertThat(((ExtensionValue.Num) ext.get("n")).value()).isEqualByComparingTo("1.5");
    assertThat(((ExtensionValue.Num) ext.get("big")).value())
        .isEqualTo(new BigDecimal("123456789012345678901234567890"));
    assertThat(ext.get("z")).isSameAs(ExtensionValue.nullValue());
    assertThat(ext.get("o")).isInstanceOf(ExtensionValue.Nested.class);
    assertThat(((ExtensionValue.Nested) ((ExtensionValue.Nested) ext.get("o")).properties().get("p")).properties())
        .containsEntry("q", ExtensionValue.of(false));
    assertThat(ext.get("arr")).isInstanceOf(ExtensionValue.Unsupported.class);

    JsonNode back = MAPPER.readTree(TradingJson.write(list));
    assertThat(MAPPER.readTree(json).equals(BY_VALUE, back)).as("%s", back).isTrue();
    assertThat(back.get("keywords").isArray()).isTrue();
    assertThat(back.has("tokenMap")).isFalse();
    assertThat(back.at("/tokens/0/extensions/z").isNull()).isTrue();
  }

  @Test
  void buildsAListInCode() {
    TokenInfo usdc = TokenInfo.builder()
        .chainId(ChainId.MAINNET)
        .address("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
        .decimals(6)
        .name("USD Coin")
        .symbol("USDC")
        .logoURI("ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM")
        .tags(List.of("stablecoin"))
        .extensions(Map.of("bridgeInfo", ExtensionValue.of(Map.of("10", ExtensionValue.of(Map.of(
            "tokenAddress", ExtensionValue.of("0x7F5c764cBc14f9669B88837ca1490cCa17c31607")))))))
        .build();
    TokenList list = TokenList.builder()
        .name("My List")
        .timestamp("2024-05-31T12:00:00Z")
        .version(Version.of(1, 0, 0))
        .addTokens(usdc)
        .tags(Map.of("stablecoin", TagDefinition.builder().name("Stablecoin").description("Pegged").build()))
        .build();
    assertThat(usdc.hasEvmAddress()).isTrue();
    ValidationResult result = TokenListValidator.create().validate(list);
    assertThat(result.errors()).isEmpty();
    assertThat(result.warnings()).isEmpty();
    assertThat(TradingJson.write(list)).contains("\"logoURI\":\"ipfs://", "\"tokenAddress\":\"0x7F5c");
    TokenList renamed = list.toBuilder().name("Renamed").build();
    assertThat(renamed.name()).isEqualTo("Renamed");
    assertThat(renamed.tokens()).isEqualTo(list.tokens());
  }

  @Test
  void timestampValueReadsRfc3339() {
    TokenList base = TokenList.builder().name("L").timestamp("2020-06-12t10:00:00.5z").version(Version.of(1, 0, 0))
        .build();
    assertThat(base.timestampValue()).isEqualTo(OffsetDateTime.parse("2020-06-12T10:00:00.5Z"));
    assertThat(base.toBuilder().timestamp("2020-06-12 10:00:00+05:30").build().timestampValue())
        .isEqualTo(OffsetDateTime.parse("2020-06-12T10:00:00+05:30"));
    assertThat(base.toBuilder().timestamp("2016-12-31T23:59:60Z").build().timestampValue())
        .isEqualTo(OffsetDateTime.parse("2017-01-01T00:00:00Z"));
    for (String bad : List.of("2020-06-12T10:00:00", "abc", "2020-06-12T10:00:00+23:00")) {
      assertThatThrownBy(() -> base.toBuilder().timestamp(bad).build().timestampValue())
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("timestamp: expected an RFC 3339 date-time with an offset");
    }
  }
}

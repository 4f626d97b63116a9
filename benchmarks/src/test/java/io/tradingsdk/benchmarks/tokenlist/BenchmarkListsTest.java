package io.tradingsdk.benchmarks.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.tokenlist.Eip55;
import io.tradingsdk.tokenlist.TokenListProfile;
import io.tradingsdk.tokenlist.TokenListValidator;
import io.tradingsdk.tokenlist.ValidationResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark measures what it claims: real-shaped, valid, deterministic lists. */
class BenchmarkListsTest {
  @Test
  void realShapedListIsAbout1700TokensAnd07MbMixingEvmAndBase58() throws IOException {
    byte[] json = BenchmarkLists.realShaped();
    assertThat(json.length).isBetween(600_000, 800_000);
    JsonNode tokens = TradingJson.mapper().readTree(json).get("tokens");
    assertThat(tokens.size()).isEqualTo(1700);
    long evm = 0;
    long nested = 0;
    for (JsonNode token : tokens) {
      evm += Eip55.isHexAddress(token.get("address").asText()) ? 1 : 0;
      nested += token.at("/extensions/bridgeInfo").isObject() ? 1 : 0;
    }
    assertThat(evm).isBetween(1300L, 1600L);
    assertThat(nested).isGreaterThan(1000);
    ValidationResult head = TokenListValidator.create().validate(json);
    assertThat(head.isValid()).isTrue();
    assertThat(head.warnings()).isNotEmpty(); // a few lower-case addresses, as in real lists
    assertThat(TokenListValidator.of(TokenListProfile.SPEC).validate(json).isValid()).isFalse();
    assertThat(BenchmarkLists.realShaped()).isEqualTo(json);
  }

  @Test
  void bigListHas10000TokensWithLogosTagsAndNestedExtensions() throws IOException {
    byte[] json = BenchmarkLists.big();
    JsonNode list = TradingJson.mapper().readTree(json);
    assertThat(list.get("tokens").size()).isEqualTo(10_000);
    for (JsonNode token : list.get("tokens")) {
      assertThat(token.get("logoURI").isTextual()).isTrue();
      assertThat(token.get("tags").size()).isBetween(1, 3);
      assertThat(token.at("/extensions/bridgeInfo").size()).isBetween(1, 3);
    }
    ValidationResult result = TokenListValidator.create().validate(json);
    assertThat(result.errors()).isEmpty();
    assertThat(result.warnings()).isEmpty();
    assertThat(BenchmarkLists.big()).isEqualTo(json);
  }

  @Test
  void realListsAreReadFromTheFolderAndAnAbsentOneSaysHowToGetIt(@TempDir Path dir) throws IOException {
    String previous = System.getProperty(TokenListValidationBenchmark.DIR_PROPERTY);
    System.setProperty(TokenListValidationBenchmark.DIR_PROPERTY, dir.toString());
    try {
      Files.write(dir.resolve("uniswap-default.json"), BenchmarkLists.realShaped());
      assertThat(TokenListValidationBenchmark.bytes("uniswap-default")).isEqualTo(BenchmarkLists.realShaped());
      assertThatThrownBy(() -> TokenListValidationBenchmark.bytes("sushiswap-default"))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("skipping sushiswap-default")
          .hasMessageContaining(dir.resolve("sushiswap-default.json").toString())
          .hasMessageContaining("run.sh");
      assertThat(TokenListValidationBenchmark.bytes("real-1700")).isEqualTo(BenchmarkLists.realShaped());
    } finally {
      if (previous == null) {
        System.clearProperty(TokenListValidationBenchmark.DIR_PROPERTY);
      } else {
        System.setProperty(TokenListValidationBenchmark.DIR_PROPERTY, previous);
      }
    }
  }
}

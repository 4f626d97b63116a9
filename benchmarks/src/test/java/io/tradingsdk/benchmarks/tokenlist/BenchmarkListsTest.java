package io.tradingsdk.benchmarks.tokenlist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.tokenlist.Eip55;
import io.tradingsdk.models.tokenlist.TokenListProfile;
import io.tradingsdk.models.tokenlist.TokenListValidator;
import io.tradingsdk.models.tokenlist.ValidationResult;
import java.io.IOException;
import org.junit.jupiter.api.Test;

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
}

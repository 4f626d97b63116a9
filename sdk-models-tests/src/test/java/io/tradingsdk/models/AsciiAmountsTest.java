package io.tradingsdk.models;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.QuoteResponse;
import java.math.BigInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Amounts on the wire are ASCII decimal digits: {@code new BigInteger(String)} alone also reads Arabic-Indic or
 * full-width digits, a leading {@code +} and (after Jackson's trim) spaces, and a UniswapX order is signed from
 * what was read.
 */
class AsciiAmountsTest {
  private static QuoteResponse withStartAmount(String startAmount) throws JsonProcessingException {
    ObjectNode tree = (ObjectNode) Wire.tree(Wire.resource("/payloads/quote-response-dutch-v2.json"));
    ((ObjectNode) tree.at("/quote/orderInfo/outputs/0")).put("startAmount", startAmount);
    return TradingJson.mapper().treeToValue(tree, QuoteResponse.class);
  }

  @ParameterizedTest
  @ValueSource(strings = {"\u0661\u0660\u0660", "\uff11\uff10\uff10", "+100", " 100", "100 ", "1_00", "0x64", "1e2"})
  void anAmountOfOtherThanAsciiDigitsIsRefusedNamingTheField(String amount) {
    assertThatThrownBy(() -> withStartAmount(amount))
        .isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("expected a string of ASCII decimal digits")
        .hasMessageContaining("quote.orderInfo.outputs[0].startAmount");
  }

  @ParameterizedTest
  @ValueSource(strings = {"100", "0", "-100", "115792089237316195423570985008687907853269984665640564039457584007913129639935"})
  void asciiDigitsAreRead(String amount) throws Exception {
    DutchQuoteV2 quote = (DutchQuoteV2) withStartAmount(amount).quote();
    assertThat(quote.orderInfo().outputs().get(0).startAmount()).isEqualTo(new BigInteger(amount));
  }

  @ParameterizedTest
  @ValueSource(strings = {"\u0661\u0660\u0660", "\uff11\uff10\uff10", "+100", " 100", "0x+64", "0x-64", "0x\u0661\u0660",
      "-0x64", "", "0x 64"})
  void wireIntegersAreAsciiDecimalOrHexOnly(String text) {
    assertThatThrownBy(() -> WireNumbers.parseInteger(text, "value"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("value: expected a decimal or 0x-hex integer");
  }

  @ParameterizedTest
  @ValueSource(strings = {"100", "0x64", "0X64", "0x", "-100"})
  void wireIntegersInAsciiAreRead(String text) {
    assertThat(WireNumbers.parseInteger(text, "value"))
        .isEqualTo(text.equals("0x") ? BigInteger.ZERO : text.equals("-100") ? BigInteger.valueOf(-100) : BigInteger.valueOf(100));
  }
}

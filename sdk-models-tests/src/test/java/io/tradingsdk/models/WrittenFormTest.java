package io.tradingsdk.models;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.json.TradingJson;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The text the SDK writes for every test payload, property order included, is the text it wrote
 * before the models shared their fields through interfaces ({@code written/README.md}). The
 * round-trip tests compare trees and ignore property order; this one holds the bytes.
 */
class WrittenFormTest {
  static Stream<Arguments> payloads() {
    Stream<Arguments> api = PayloadsTest.payloads().map(a -> Arguments.of("payloads/" + a.get()[0], a.get()[1]));
    Stream<Arguments> review =
        ReviewPayloadsTest.payloads()
            .map(f -> Arguments.of("payloads-review/" + f, ReviewPayloadsTest.TYPES.get(ReviewPayloadsTest.typeName(f))));
    return Stream.concat(api, review);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payloads")
  void writesTheSameTextAsBefore(String file, Class<?> type) {
    Object model = Wire.read(Wire.resource("/" + file), type);
    String expected = Wire.resource("/written/" + file).stripTrailing();
    assertThat(TradingJson.write(model)).isEqualTo(expected);
  }
}

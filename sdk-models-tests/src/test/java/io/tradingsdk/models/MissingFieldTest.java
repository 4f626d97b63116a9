package io.tradingsdk.models;

import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.swap.SendResponse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.json.ModelErrors;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.plan.StepUpdate;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class MissingFieldTest {
  @Test
  void aBuilderNamesEveryMissingRequiredField() {
    assertThatThrownBy(() -> QuoteRequest.builder().amount(BigInteger.TEN).build())
        .isInstanceOf(MissingFieldException.class)
        .isInstanceOf(InvalidModelException.class)
        .hasMessage("type, tokenInChainId, tokenOutChainId, tokenIn, tokenOut, swapper: required, not set")
        .satisfies(e -> assertThat(((MissingFieldException) e).missingFields())
            .containsExactly("type", "tokenInChainId", "tokenOutChainId", "tokenIn", "tokenOut", "swapper"));
  }

  @Test
  void planModelsFollowTheModelStyleToo() {
    assertThatThrownBy(() -> StepUpdate.builder().build())
        .isInstanceOf(MissingFieldException.class)
        .hasMessageContaining("stepIndex");
  }

  @Test
  void aParseLocatesEachMissingFieldByPath() {
    Throwable failure = null;
    try {
      TradingJson.mapper().readValue("{\"requestId\":\"r\",\"send\":{\"to\":\"0x1\"}}", SendResponse.class);
    } catch (Exception e) {
      failure = e;
    }
    assertThat(failure).isNotNull();
    assertThat(ModelErrors.describe(failure)).extracting(Object::toString)
        .contains("$.send.from: required, missing", "$.send.data: required, missing");
  }
}

package io.tradingsdk.models.json;

import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.TransactionRequest;
import org.junit.jupiter.api.Test;

/**
 * A repeated key in an API answer is refused, naming the key: with it, which duplicate a model keeps would decide
 * what is signed (Jackson keeps the last), while sdk-signing's {@code TypedData.parse} refuses the same text.
 */
class DuplicateKeysTest {
  private static final String PERMIT = json("{'domain':{'name':'Permit2','chainId':1,"
      + "'verifyingContract':'0x000000000022D473030F116dDEE9F6B43aC78BA3'},"
      + "'types':{'PermitSingle':[{'name':'details','type':'PermitDetails'}]},"
      + "'values':{'details':{'token':'0x1111111111111111111111111111111111111111',"
      + "'amount':'1000','amount':'115792089237316195423570985008687907853269984665640564039457584007913129639935'},"
      + "'spender':'0x2222222222222222222222222222222222222222'}}");

  @Test
  void aRepeatedKeyInsidePermitDataIsRefusedNamingTheKey() {
    assertThatThrownBy(() -> TradingJson.mapper().readValue(PERMIT, PermitData.class))
        .isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("Duplicate field 'amount'");
  }

  @Test
  void aRepeatedKeyOfATransactionRequestIsRefusedNamingTheKey() {
    String tx = json("{'to':'0x3333333333333333333333333333333333333333','from':'0x4444444444444444444444444444444444444444',"
        + "'data':'0x','value':'0','chainId':1,'to':'0x5555555555555555555555555555555555555555'}");
    assertThatThrownBy(() -> TradingJson.mapper().readValue(tx, TransactionRequest.class))
        .isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("Duplicate field 'to'");
  }

  @Test
  void treesAndNewMappersRefuseRepeatedKeysToo() {
    assertThatThrownBy(() -> TradingJson.mapper().readTree(json("{'a':{'b':1,'b':2}}")))
        .hasMessageContaining("Duplicate field 'b'");
    assertThatThrownBy(() -> TradingJson.newMapper().readTree(json("{'c':1,'c':1}")))
        .hasMessageContaining("Duplicate field 'c'");
  }

  @Test
  void theSameKeyInSeparateObjectsIsNoDuplicate() throws Exception {
    JsonNode tree = TradingJson.mapper().readTree(json("{'a':{'k':1},'b':{'k':2},'c':[{'k':3},{'k':4}]}"));
    assertThat(tree.at("/c/1/k").asInt()).isEqualTo(4);
  }
}

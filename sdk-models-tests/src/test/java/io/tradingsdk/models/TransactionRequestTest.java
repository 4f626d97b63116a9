package io.tradingsdk.models;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class TransactionRequestTest {
  @Test
  void roundTripsKnownAndUnknownFields() throws Exception {
    String json = "{\"to\":\"0xA\",\"from\":\"0xB\",\"data\":\"0x\",\"value\":\"0x034828c18ec9f4\",\"chainId\":1,"
        + "\"gasLimit\":\"21000\",\"futureField\":{\"a\":[1,2]}}";
    TransactionRequest tx = TradingJson.mapper().readValue(json, TransactionRequest.class);
    assertThat(tx.gasLimit()).contains(BigInteger.valueOf(21000));
    assertThat(tx.valueWei()).isEqualTo(new BigInteger("034828c18ec9f4", 16));
    assertThat(tx.chainId()).isEqualTo(ChainId.MAINNET);
    JsonNode back = TradingJson.mapper().readTree(TradingJson.write(tx));
    assertThat(back).isEqualTo(TradingJson.mapper().readTree(json));
  }
}

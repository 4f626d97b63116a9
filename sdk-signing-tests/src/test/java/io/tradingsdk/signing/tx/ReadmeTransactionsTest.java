package io.tradingsdk.signing.tx;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.readme.TransactionSigning;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's transaction snippets run on the oracle vectors and give the oracle's bytes. */
class ReadmeTransactionsTest {
  private static final JsonNode ROOT = ChainVectors.load("transactions.json");

  private static JsonNode vector(String name) {
    for (JsonNode vector : ROOT.get("transactions")) {
      if (vector.get("name").asText().equals(name)) {
        return vector;
      }
    }
    throw new IllegalArgumentException(name);
  }

  @Test
  void theSwapSnippetSignsTheApisTransactionAsEthersDoes() {
    JsonNode vector = vector("1559 call on Base");
    JsonNode fields = vector.get("transaction");
    TransactionRequest request = TransactionRequest.builder().to(fields.get("to").asText()).from(vector.get("from").asText())
        .data(fields.get("data").asText()).value("0x" + new BigInteger(fields.get("value").asText()).toString(16))
        .chainId(ChainId.BASE).gasLimit(new BigInteger(fields.get("gasLimit").asText()))
        .maxFeePerGas(new BigInteger(fields.get("maxFeePerGas").asText()))
        .maxPriorityFeePerGas(new BigInteger(fields.get("maxPriorityFeePerGas").asText())).build();
    SwapResponse response = SwapResponse.builder().requestId("r-1").swap(request).build();
    LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(vector.get("privateKey").asText()));
    SignedTransaction signed = TransactionSigning.swap(response, fields.get("nonce").asLong(), signer);
    assertThat(signed.rawHex()).isEqualTo(vector.get("raw").asText());
    assertThat(signed.hash().toHex()).isEqualTo(vector.get("hash").asText());
  }

  @Test
  void theDelegationSnippetSignsTheSelfSponsoredVector() {
    JsonNode vector = vector("7702 one self-sponsored authorization");
    JsonNode fields = vector.get("transaction");
    LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(vector.get("privateKey").asText()));
    SignedTransaction signed = TransactionSigning.delegate(1, fields.get("nonce").asLong(),
        Address.of(fields.get("authorizationList").get(0).get("address").asText()),
        new BigInteger(fields.get("maxFeePerGas").asText()), new BigInteger(fields.get("maxPriorityFeePerGas").asText()),
        signer);
    assertThat(signed.rawHex()).isEqualTo(vector.get("raw").asText());
  }

  @Test
  void theCodecSnippetReadsRevertsAndRawTransactions() {
    Address spender = Address.of("0x000000000022D473030F116dDEE9F6B43aC78BA3");
    byte[] revert = Abi.encodeCall("Error(string)", "Permit2: signature expired");
    byte[] legacy = Hex.decode(vector("legacy chain 137").get("raw").asText(), "raw");
    List<Object> results = TransactionSigning.codecs(spender, BigInteger.TEN, revert, legacy);
    assertThat(Hex.encode((byte[]) results.get(0))).startsWith("0x095ea7b3");
    assertThat(results.get(1)).isEqualTo("Permit2: signature expired");
    assertThat(results.get(2)).isEqualTo(List.of(BigInteger.TEN, spender, "Permit2: signature expired"));
    assertThat(results.get(3)).isEqualTo(BigInteger.valueOf(9));
  }
}

package io.tradingsdk.models;

import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.wallet.Encode4337Request;
import io.tradingsdk.models.wallet.Encode4337Response;
import io.tradingsdk.models.wallet.Encode7702Request;
import io.tradingsdk.models.wallet.Encode7702Response;
import io.tradingsdk.models.wallet.UserOperation;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** {@code POST /wallet/encode_7702} and {@code POST /wallet/encode_4337}. */
class WalletEncodeTest {
  private static ObjectNode payload(String name) {
    return (ObjectNode) Wire.tree(Wire.resource("/payloads/" + name));
  }

  private static String field(Throwable e) {
    return Wire.cause(e, InvalidModelException.class).field();
  }

  @Test
  void encode7702RequestRoundTrips() {
    Encode7702Request request =
        Wire.assertRoundTrips(Wire.resource("/payloads/encode-7702-request.json"), Encode7702Request.class);
    assertThat(request.calls()).hasSize(2);
    assertThat(request.calls().get(1).valueWei()).isEqualTo(new BigInteger("034828c18ec9f4", 16));
  }

  @Test
  void encode7702CallsShareOneChain() {
    ObjectNode body = payload("encode-7702-request.json");
    ((ObjectNode) body.get("calls").get(1)).put("chainId", 8453);
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode7702Request.class))
        .satisfies(e -> assertThat(Wire.cause(e, InvalidModelException.class).getMessage()).isEqualTo(
            "calls[1].chainId: must be the chain of calls[0] (1), all calls share one chain; was 8453"));
    ((ArrayNode) body.get("calls")).removeAll();
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode7702Request.class))
        .satisfies(e -> assertThat(field(e)).isEqualTo("calls"));
  }

  @Test
  void encode7702AddressesMayOmitThePrefixButNotDigits() {
    ObjectNode body = payload("encode-7702-request.json");
    body.put("walletAddress", "C9bebBA9f481b12cE6f3EA54c4B182c9636ec421");
    assertThat(Wire.read(body.toString(), Encode7702Request.class).walletAddress()).doesNotStartWith("0x");
    body.put("walletAddress", "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec42");
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode7702Request.class))
        .satisfies(e -> assertThat(field(e)).isEqualTo("walletAddress"));
    body.put("walletAddress", "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421");
    body.put("smartContractDelegationAddress", "0x0");
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode7702Request.class))
        .satisfies(e -> assertThat(field(e)).isEqualTo("smartContractDelegationAddress"));
    body.remove("smartContractDelegationAddress");
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode7702Request.class))
        .satisfies(e -> assertThat(Wire.cause(e, MissingFieldException.class).missingFields())
            .containsExactly("smartContractDelegationAddress"));
  }

  @Test
  void encode7702ResponseKeepsFieldsTheDocumentDoesNotList() {
    Encode7702Response response =
        Wire.assertRoundTrips(Wire.resource("/payloads/encode-7702-response.json"), Encode7702Response.class);
    assertThat(response.encoded().to()).isEqualTo(response.encoded().from());
    assertThat(response.encoded().maxFeePerGas()).contains(BigInteger.valueOf(4794697230L));
    assertThat(response.additionalProperties()).containsKey("gasFee");
  }

  @Test
  void encode4337RequestRoundTripsWithCallsWithAndWithoutChain() {
    Encode4337Request request =
        Wire.assertRoundTrips(Wire.resource("/payloads/encode-4337-request.json"), Encode4337Request.class);
    assertThat(request.calls().get(0).chainId()).isEmpty();
    assertThat(request.calls().get(1).chainId()).contains(ChainId.BASE);
    assertThat(request.paymasterServiceContext().orElseThrow().get("policyId").asText()).isEqualTo("sp_demo_policy");
    assertThat(request.eip7702Auth().orElseThrow().chainIdValue()).isEqualTo(BigInteger.valueOf(8453));
    assertThat(request.eip7702Auth().orElseThrow().yParityValue()).isEqualTo(BigInteger.ONE);
  }

  @Test
  void encode4337RequestRules() {
    ObjectNode body = payload("encode-4337-request.json");
    body.put("paymasterUrl", "/relative/path");
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode4337Request.class))
        .satisfies(e -> assertThat(Wire.cause(e, InvalidModelException.class).getMessage())
            .isEqualTo("paymasterUrl: must be an absolute URL with a host, was \"/relative/path\""));
    body.put("paymasterUrl", "https://pm.example/rpc?x=1");
    assertThat(Wire.read(body.toString(), Encode4337Request.class).paymasterUrl()).isPresent();
    body.put("paymasterUrl", "http://bad host/");
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode4337Request.class))
        .satisfies(e -> assertThat(field(e)).isEqualTo("paymasterUrl"));
    body.remove("paymasterUrl");
    body.put("paymasterServiceContext", "policy-1");
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode4337Request.class))
        .satisfies(e -> assertThat(Wire.cause(e, InvalidModelException.class).getMessage())
            .isEqualTo("paymasterServiceContext: must be a JSON object, was string"));
    body.remove("paymasterServiceContext");
    body.put("sender", "0xnope");
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode4337Request.class))
        .satisfies(e -> assertThat(field(e)).isEqualTo("sender"));
    body.put("sender", "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421");
    ((ObjectNode) body.get("eip7702Auth")).put("address", "0x12");
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode4337Request.class))
        .satisfies(e -> assertThat(field(e)).isEqualTo("eip7702Auth.address"));
    body.remove("eip7702Auth");
    ((ArrayNode) body.get("calls")).removeAll();
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode4337Request.class))
        .satisfies(e -> assertThat(Wire.cause(e, InvalidModelException.class).getMessage())
            .isEqualTo("calls: is required: give at least one call"));
  }

  @Test
  void encode4337ResponseReadsHexGasValuesAndKeepsUnknownFields() {
    Encode4337Response response =
        Wire.assertRoundTrips(Wire.resource("/payloads/encode-4337-response.json"), Encode4337Response.class);
    UserOperation op = response.userOperation();
    assertThat(response.gasSponsored()).isTrue();
    assertThat(response.sponsorMetadata().orElseThrow().name()).isEqualTo("Demo Sponsor");
    assertThat(op.callGasLimitValue()).isEqualTo(BigInteger.valueOf(120000));
    assertThat(op.verificationGasLimitValue()).isEqualTo(BigInteger.valueOf(100000));
    assertThat(op.preVerificationGasValue()).isEqualTo(BigInteger.valueOf(50000));
    assertThat(op.maxFeePerGasValue()).isEqualTo(BigInteger.valueOf(1000000000));
    assertThat(op.maxPriorityFeePerGasValue()).isEqualTo(BigInteger.valueOf(1500000000));
    assertThat(op.nonceValue()).isZero();
    assertThat(op.paymaster()).isPresent();
    assertThat(op.factory()).isEmpty();
    assertThat(op.eip7702Auth().orElseThrow().nonceValue()).isZero();
    assertThat(op.additionalProperties()).containsKey("entryPoint");
  }

  @Test
  void anUnsponsoredOperationSaysWhyAndDecimalGasValuesReadToo() {
    String json = json("{'requestId':'r','gasSponsored':false,'gasSponsorshipRejectionReason':'policy limit',"
        + "'userOperation':{'sender':'0x1','nonce':'7','callData':'0x','callGasLimit':'21000',"
        + "'verificationGasLimit':'1','preVerificationGas':'2','maxFeePerGas':'3','maxPriorityFeePerGas':'4',"
        + "'signature':'0x'}}");
    Encode4337Response response = Wire.assertRoundTrips(json, Encode4337Response.class);
    assertThat(response.gasSponsored()).isFalse();
    assertThat(response.gasSponsorshipRejectionReason()).contains("policy limit");
    assertThat(response.userOperation().nonceValue()).isEqualTo(BigInteger.valueOf(7));
    assertThat(response.userOperation().callGasLimitValue()).isEqualTo(BigInteger.valueOf(21000));
  }

  @Test
  void aMissingSponsorshipFlagIsNamed() {
    ObjectNode body = payload("encode-4337-response.json");
    body.remove("gasSponsored");
    assertThatThrownBy(() -> Wire.read(body.toString(), Encode4337Response.class))
        .satisfies(e -> assertThat(Wire.cause(e, MissingFieldException.class).missingFields())
            .containsExactly("gasSponsored"));
  }
}

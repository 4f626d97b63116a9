package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.resource;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.TestSupport.Ops;
import io.tradingsdk.core.internal.Operation;
import io.tradingsdk.models.TransactionRequest;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ErrorMappingTest extends WithMockServer {
  @BeforeEach
  void buildClient() {
    client = clientFor(server).maxRetries(0).build();
  }

  private TradingException failWith(MockResponse.Builder response) {
    server.enqueue(response.build());
    return catchThrowableOfType(TradingException.class,
        () -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()));
  }

  @Test
  void realBadRequestBody() {
    String body = resource("api/error-400-routing-preference.json");

    TradingException e = failWith(json(400, body).setHeader("x-request-id", "hdr-400"));

    assertThat(e).isInstanceOf(BadRequestException.class);
    BadRequestException bad = (BadRequestException) e;
    assertThat(bad.status()).isEqualTo(400);
    assertThat(bad.errorCode()).contains("RequestValidationError");
    assertThat(bad.detail()).contains("\"routingPreference\" must be one of [BEST_PRICE, FASTEST]");
    assertThat(bad.requestId()).as("from the header when the body has none").contains("hdr-400");
    assertThat(bad.rawBody()).isEqualTo(body);
    assertThat(bad.errorBody().errorCode()).contains(io.tradingsdk.models.ErrorCode.REQUEST_VALIDATION_ERROR);
    assertThat(bad).hasMessage("400 RequestValidationError: \"routingPreference\" must be one of [BEST_PRICE,"
        + " FASTEST] (request id hdr-400)");
  }

  @Test
  void realUnauthorizedBody() {
    String body = resource("api/error-401-unauthorized.json");

    TradingException e = failWith(json(401, body));

    assertThat(e).isInstanceOf(UnauthorizedException.class);
    UnauthorizedException u = (UnauthorizedException) e;
    assertThat(u.errorCode()).as("the live code, not the spec's UnauthorizedError").contains("Unauthorized");
    assertThat(u.detail()).contains("Unauthenticated api key or session");
    assertThat(u.requestId()).isEmpty();
    assertThat(u.rawBody()).isEqualTo(body);
    assertThat(u).hasMessageNotContaining(TestSupport.API_KEY);
  }

  @Test
  void notFoundWithRequestIdInTheBody() {
    TradingException e = failWith(json(404,
        "{\"errorCode\":\"ResourceNotFound\",\"detail\":\"No quotes available\",\"requestId\":\"cOxNNjs6iYcEJEA=\"}"));

    assertThat(e).isInstanceOf(NotFoundException.class);
    assertThat(((TradingApiException) e).requestId()).contains("cOxNNjs6iYcEJEA=");
    assertThat(((TradingApiException) e).errorCode()).contains("ResourceNotFound");
  }

  @Test
  void eachDocumentedStatusHasItsType() {
    assertThat(failWith(json(422, "{\"errorCode\":\"UnprocessableEntity\",\"detail\":\"plan completed\"}")))
        .isInstanceOf(UnprocessableEntityException.class);
    client = clientFor(server).maxRetries(0).build();
    assertThat(failWith(json(429, "{\"errorCode\":\"Ratelimited\"}"))).isInstanceOf(RateLimitedException.class);
    assertThat(failWith(json(500, "{\"errorCode\":\"InternalServerError\"}"))).isInstanceOf(ServerException.class)
        .isNotInstanceOf(ServiceTimeoutException.class);
    assertThat(failWith(json(504, "{\"errorCode\":\"Timeout\"}"))).isInstanceOf(ServiceTimeoutException.class)
        .isInstanceOf(ServerException.class);
  }

  @Test
  void otherShapesSeenLiveAreReadDefensively() {
    TradingApiException route = (TradingApiException) failWith(json(404, "{\"message\":\"Route POST:/x not found\"}"));
    assertThat(route.errorCode()).isEmpty();
    assertThat(route.detail()).contains("Route POST:/x not found");

    TradingApiException proxy = (TradingApiException) failWith(
        new MockResponse.Builder().code(403).setHeader("Content-Type", "text/plain").body("error code: 1010"));
    assertThat(proxy).isInstanceOf(UnexpectedStatusException.class);
    assertThat(proxy.detail()).contains("error code: 1010");
    assertThat(proxy.rawBody()).isEqualTo("error code: 1010");

    TradingApiException wrongHost = (TradingApiException) failWith(json(409, "{\"errorCode\":\"ACCESS_DENIED\"}"));
    assertThat(wrongHost).isInstanceOf(UnexpectedStatusException.class);
    assertThat(wrongHost.errorCode()).contains("ACCESS_DENIED");

    TradingApiException docsVariant = (TradingApiException) failWith(
        json(400, "{\"error\":\"VALIDATION\",\"message\":\"bad amount\"}"));
    assertThat(docsVariant.errorCode()).contains("VALIDATION");
    assertThat(docsVariant.detail()).contains("bad amount");

    TradingApiException empty = (TradingApiException) failWith(new MockResponse.Builder().code(502));
    assertThat(empty.errorCode()).isEmpty();
    assertThat(empty.detail()).isEmpty();
    assertThat(empty).hasMessage("502");
  }

  @Test
  void aKeyOrSignatureEchoedInADetailStaysOutOfTheMessage() {
    String sig = "0x" + "ab".repeat(65);
    TradingApiException e = (TradingApiException) failWith(json(400,
        "{\"errorCode\":\"RequestValidationError\",\"detail\":\"bad key " + TestSupport.API_KEY + " sig " + sig
            + "\"}"));

    assertThat(e.getMessage()).doesNotContain(TestSupport.API_KEY).doesNotContain(sig).contains("[REDACTED]");
  }

  @Test
  void aSuccessBodyThatDoesNotFitItsModelIsAnInvalidResponse() {
    Operation<JsonNode, TransactionRequest> op = Operation.post("send", "/send", TransactionRequest.class);
    server.enqueue(json(200, "{\"requestId\":\"r-9\",\"to\":\"0x1\",\"chainId\":\"not a number\"}").build());

    InvalidResponseException e = catchThrowableOfType(InvalidResponseException.class,
        () -> client.calls.call(op, tree("{}"), RequestOptions.none()));

    assertThat(e.status()).isEqualTo(200);
    assertThat(e.requestId()).contains("r-9");
    assertThat(e.rawBody()).contains("not a number");
    assertThat(e).hasMessageStartingWith("send: the 200 response does not fit TransactionRequest at $.chainId");
    assertThat(e.attempts()).isEqualTo(1);
  }

  @Test
  void missingRequiredFieldsAndNonJsonAreInvalidResponses() {
    Operation<JsonNode, TransactionRequest> op = Operation.post("send", "/send", TransactionRequest.class);
    server.enqueue(json(200, "{\"to\":\"0x1\"}").build());
    server.enqueue(new MockResponse.Builder().code(200).body("<html>gateway</html>").build());
    server.enqueue(json(200, "null").build());

    assertThat(catchThrowableOfType(InvalidResponseException.class,
        () -> client.calls.call(op, tree("{}"), RequestOptions.none()))).hasMessageContaining("from");
    assertThat(catchThrowableOfType(InvalidResponseException.class,
        () -> client.calls.call(op, tree("{}"), RequestOptions.none()))).hasMessageContaining("not valid JSON");
    assertThat(catchThrowableOfType(InvalidResponseException.class,
        () -> client.calls.call(op, tree("{}"), RequestOptions.none()))).hasMessageContaining("JSON null");
    assertThat(server.getRequestCount()).as("never retried").isEqualTo(3);
  }

  /**
   * An error body within maxResponseBytes whose detail is huge (a proxy echoing a large request, a runaway
   * validation message): rawBody() was cut to 64 Ki characters but the detail and the message kept it whole, so one
   * logged exception could be megabytes. Both are cut now, saying how long the text was.
   */
  @Test
  void aHugeDetailOrErrorCodeIsCutInTheMessageAndTheAccessors() {
    String huge = "x".repeat(1 << 20);
    TradingApiException e = (TradingApiException) failWith(
        json(500, "{\"errorCode\":\"" + huge + "\",\"detail\":\"" + huge + "\",\"requestId\":\"" + huge + "\"}"));

    assertThat(e).isInstanceOf(ServerException.class);
    assertThat(e.getMessage().length()).as("message length").isLessThan(16 * 1024);
    assertThat(e.detail().orElseThrow().length()).isLessThan(16 * 1024);
    assertThat(e.detail().orElseThrow()).endsWith("(1048576 characters)");
    assertThat(e.errorCode().orElseThrow().length()).isLessThan(1024);
    assertThat(e.requestId().orElseThrow().length()).isLessThan(1024);
    assertThat(e.rawBody().length()).isEqualTo(TradingException.MAX_RAW_BODY_CHARS);
  }

  @Test
  void errorBodiesOfNoKnownShapeGiveTheStatusesException() {
    for (String body : new String[] {"null", "[]", "\"oops\"", "{\"detail\":5,\"errorCode\":{\"a\":1}}", "{",
        "<html><body><h1>502 Bad Gateway</h1></body></html>"}) {
      TradingApiException e = (TradingApiException) failWith(json(502, body));
      assertThat(e).as(body).isInstanceOf(ServerException.class);
      assertThat(e.status()).isEqualTo(502);
      assertThat(e.getMessage()).as(body).startsWith("502");
    }
  }

  /**
   * A 2xx body with a signature where the model wants an object: the message masked it, but the parser's exception,
   * kept as the cause, quoted it ("from String value ('0x...')"), and a logged stack trace prints every cause.
   */
  @Test
  void aSignatureQuotedByTheParserStaysOutOfTheCause() {
    String sig = "0x" + "cd".repeat(65);
    server.enqueue(json(200, "{\"requestId\":\"r\",\"send\":\"" + sig + "\"}").build());

    InvalidResponseException e = catchThrowableOfType(InvalidResponseException.class, () -> client.send(
        TestSupport.read("payloads/send-request.json", io.tradingsdk.models.swap.SendRequest.class)));

    assertThat(e).isNotNull();
    for (Throwable t = e; t != null; t = t.getCause()) {
      assertThat(String.valueOf(t.getMessage())).as(t.getClass().getName()).doesNotContain(sig);
    }
    assertThat(e.rawBody()).doesNotContain(sig);
  }
}

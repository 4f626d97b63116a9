package io.tradingsdk.models;

import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ErrorBodyTest {
  @Test
  void envelopeWithRequestId() {
    String body = json("{'errorCode':'ResourceNotFound','detail':'No quotes available','requestId':'cOxNNjs6iYcEJEA='}");
    ErrorBody error = Wire.assertRoundTrips(body, ErrorBody.class);
    assertThat(error.errorCode()).contains(ErrorCode.RESOURCE_NOT_FOUND);
    assertThat(error.requestId()).contains("cOxNNjs6iYcEJEA=");
    assertThat(error.description()).isEqualTo("No quotes available");
    assertThat(error.code()).contains("ResourceNotFound");
    assertThat(ErrorBody.parse(body)).isEqualTo(error);
  }

  @Test
  void unknownErrorCodeIsKept() {
    ErrorBody error = Wire.assertRoundTrips(json("{'errorCode':'BrandNewError','detail':'x'}"), ErrorBody.class);
    assertThat(error.errorCode().orElseThrow().isKnown()).isFalse();
    assertThat(error.errorCode().orElseThrow().value()).isEqualTo("BrandNewError");
  }

  @Test
  void routeNotFoundMessageShape() {
    ErrorBody error = ErrorBody.parse(json("{'message':'Route POST:/x not found'}"));
    assertThat(error.errorCode()).isEmpty();
    assertThat(error.description()).isEqualTo("Route POST:/x not found");
    assertThat(Wire.write(error)).isEqualTo(Wire.tree(json("{'message':'Route POST:/x not found'}")));
  }

  @Test
  void errorMessageDetailsShape() {
    String body = json("{'error':'INVALID_PARAMS','message':'amount too small','details':{'field':'amount','min':'100'}}");
    ErrorBody error = Wire.assertRoundTrips(body, ErrorBody.class);
    assertThat(error.code()).contains("INVALID_PARAMS");
    assertThat(error.description()).isEqualTo("amount too small");
    assertThat(error.details().orElseThrow().get("field").asText()).isEqualTo("amount");
  }

  @Test
  void accessDeniedWithOnlyACode() {
    ErrorBody error = ErrorBody.parse(json("{'errorCode':'ACCESS_DENIED'}"));
    assertThat(error.errorCode()).contains(ErrorCode.ACCESS_DENIED);
    assertThat(error.description()).isEmpty();
  }

  @Test
  void plainTextIsKeptRaw() {
    ErrorBody error = ErrorBody.parse("error code: 1010");
    assertThat(error.rawText()).contains("error code: 1010");
    assertThat(error.description()).isEqualTo("error code: 1010");
    assertThat(error.code()).isEmpty();
    assertThat(ErrorBody.parse("<html><body>502 Bad Gateway</body></html>").rawText()).isPresent();
    assertThat(ErrorBody.parse("").rawText()).contains("");
    assertThat(ErrorBody.parse(null).description()).isEmpty();
    assertThat(ErrorBody.parse("[1,2]").rawText()).contains("[1,2]");
    assertThat(ErrorBody.parse("{\"detail\":").rawText()).contains("{\"detail\":"); // truncated JSON
  }

  @Test
  void knownKeyWithAnUnexpectedTypeIsKeptNotRejected() {
    String body = json("{'errorCode':400,'detail':{'reason':'nested'},'requestId':null}");
    ErrorBody error = ErrorBody.parse(body);
    assertThat(error.errorCode()).isEmpty();
    assertThat(error.detail()).isEmpty();
    assertThat(error.requestId()).isEmpty();
    assertThat(error.additionalProperties()).containsKeys("errorCode", "detail");
    assertThat(Wire.write(error))
        .isEqualTo(Wire.tree(json("{'errorCode':400,'detail':{'reason':'nested'}}")));
    assertThat(Wire.read(body, ErrorBody.class)).isEqualTo(error);
  }

  @Test
  void rawTextIsNotWrittenAsJson() {
    assertThat(Wire.write(ErrorBody.parse("error code: 1010")).size()).isZero();
  }
}

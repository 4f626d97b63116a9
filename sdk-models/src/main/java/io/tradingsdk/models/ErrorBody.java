package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * The body of an error response, read tolerantly: the service's envelope {@code {errorCode,
 * detail, requestId?}}, the routing layer's {@code {message}}, the documented-but-unseen {@code
 * {error, message, details}}, or text that is not JSON at all (Cloudflare's {@code error code:
 * 1010}). Use {@link #parse(String)} for any body; it never fails.
 *
 * <p>A known key with an unexpected type (a {@code detail} that is an object) is kept in {@link
 * #additionalProperties()} rather than rejected.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableErrorBody.class)
@JsonDeserialize(using = ErrorBody.Deserializer.class)
public abstract class ErrorBody implements Extensible {
  /** The service's error code, an open set ({@code RequestValidationError}, {@code Unauthorized}...). */
  public abstract Optional<ErrorCode> errorCode();

  /** The service's explanation ({@code "\"routingPreference\" must be one of [...]"}). */
  public abstract Optional<String> detail();

  /** Request id, which some error bodies carry. */
  public abstract Optional<String> requestId();

  /** {@code message} of the other shapes ({@code "Route POST:/x not found"}). */
  public abstract Optional<String> message();

  /** {@code error} of the {@code {error, message, details}} shape. */
  public abstract Optional<String> error();

  /** {@code details} of the {@code {error, message, details}} shape, kept as JSON. */
  public abstract Optional<JsonNode> details();

  /** The body text when it was not a JSON object (plain text, HTML, a bare JSON value). */
  @JsonIgnore
  public abstract Optional<String> rawText();

  /** The best one-line explanation: {@code detail}, {@code message}, {@code error}, or the raw text. */
  @JsonIgnore
  public String description() {
    return detail()
        .or(this::message)
        .or(this::error)
        .or(this::rawText)
        .orElse("");
  }

  /** The code: {@code errorCode}, or {@code error} of the other shape. */
  @JsonIgnore
  public Optional<String> code() {
    return errorCode().map(ErrorCode::value).or(this::error);
  }

  /**
   * Reads any error body; never fails. A JSON object is read field by field, leniently; anything
   * else (plain text, an empty body) is kept in {@link #rawText()}.
   */
  public static ErrorBody parse(String body) {
    if (body == null) {
      return builder().build();
    }
    try {
      JsonNode tree = TradingJson.mapper().readTree(body);
      if (tree != null && tree.isObject()) {
        return fromTree(tree);
      }
    } catch (JsonProcessingException e) {
      // Not JSON: keep it as text below.
    }
    return builder().rawText(body).build();
  }

  /** Reads a parsed JSON object leniently, as {@link #parse(String)} does. */
  public static ErrorBody fromTree(JsonNode object) {
    ImmutableErrorBody.Builder builder = builder();
    for (Map.Entry<String, JsonNode> field : object.properties()) {
      String key = field.getKey();
      JsonNode value = field.getValue();
      if (value.isNull() && isModelled(key)) {
        continue; // an explicit null in an optional field reads as absent
      }
      if (value.isTextual()) {
        switch (key) {
          case "errorCode":
            builder.errorCode(ErrorCode.of(value.textValue()));
            continue;
          case "detail":
            builder.detail(value.textValue());
            continue;
          case "requestId":
            builder.requestId(value.textValue());
            continue;
          case "message":
            builder.message(value.textValue());
            continue;
          case "error":
            builder.error(value.textValue());
            continue;
          default:
            break;
        }
      }
      if (key.equals("details")) {
        builder.details(value);
      } else {
        builder.putAdditionalProperty(key, value);
      }
    }
    return builder.build();
  }

  public static ImmutableErrorBody.Builder builder() {
    return ImmutableErrorBody.builder();
  }

  private static boolean isModelled(String key) {
    switch (key) {
      case "errorCode":
      case "detail":
      case "requestId":
      case "message":
      case "error":
      case "details":
        return true;
      default:
        return false;
    }
  }

  static final class Deserializer extends StdDeserializer<ErrorBody> {
    private static final long serialVersionUID = 1L;

    Deserializer() {
      super(ErrorBody.class);
    }

    @Override
    public ErrorBody deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      JsonNode tree = ctxt.readTree(p);
      return tree.isObject() ? fromTree(tree) : builder().rawText(tree.toString()).build();
    }
  }
}

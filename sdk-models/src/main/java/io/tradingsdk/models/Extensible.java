package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * A model that keeps the JSON properties this SDK version does not know, so that reading a newer
 * service's body and writing it again loses nothing.
 *
 * <p>Every model of the Trading API's bodies implements it; Immutables inherits the accessor as the
 * model's {@code additionalProperties} attribute, with a {@code putAdditionalProperty(key, value)}
 * builder method and the {@code @JsonAnySetter} that fills it when reading.
 */
public interface Extensible {
  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  Map<String, JsonNode> additionalProperties();
}

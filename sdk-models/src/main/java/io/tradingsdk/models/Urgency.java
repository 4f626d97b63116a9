package io.tradingsdk.models;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How urgently a transaction should land; a higher urgency gives a higher estimated gas price.
 *
 * <p>Two wire forms, both kept exactly as received (form and casing) so a round trip is exact:
 *
 * <ul>
 *   <li>a bare string: {@code "normal"}, {@code "fast"}, {@code "urgent"} on swap endpoints, {@code
 *       "NORMAL"}, {@code "FAST"}, {@code "URGENT"} on the LP endpoints;
 *   <li>an object {@code {"level": "fast", "overrides": {...}}} with caller caps ({@link
 *       UrgencyOverrides}), accepted by {@code /quote} and {@code /check_approval}.
 * </ul>
 *
 * <p>Requests check that the form and casing suit their endpoint when they are built.
 */
@JsonSerialize(using = Urgency.Serializer.class)
@JsonDeserialize(using = Urgency.Deserializer.class)
public final class Urgency {
  /** {@code "normal"}, the swap-endpoint casing. */
  public static final Urgency NORMAL = new Urgency("normal", false, null, Map.of());
  /** {@code "fast"}, the swap-endpoint casing. */
  public static final Urgency FAST = new Urgency("fast", false, null, Map.of());
  /** {@code "urgent"}, the swap-endpoint casing and the default there. */
  public static final Urgency URGENT = new Urgency("urgent", false, null, Map.of());
  /** {@code "NORMAL"}, the casing of the LP endpoints. */
  public static final Urgency LP_NORMAL = new Urgency("NORMAL", false, null, Map.of());
  /** {@code "FAST"}, the casing of the LP endpoints. */
  public static final Urgency LP_FAST = new Urgency("FAST", false, null, Map.of());
  /** {@code "URGENT"}, the casing of the LP endpoints and their default. */
  public static final Urgency LP_URGENT = new Urgency("URGENT", false, null, Map.of());

  private final String level;
  private final boolean objectForm;
  private final UrgencyOverrides overrides;
  private final Map<String, JsonNode> additionalProperties;

  private Urgency(
      String level,
      boolean objectForm,
      UrgencyOverrides overrides,
      Map<String, JsonNode> additionalProperties) {
    this.level = Objects.requireNonNull(level, "level");
    this.objectForm = objectForm;
    this.overrides = overrides;
    this.additionalProperties = additionalProperties;
  }

  /** The bare-string form, with the level exactly as given ({@code "fast"} or {@code "FAST"}). */
  public static Urgency of(String level) {
    return new Urgency(level, false, null, Map.of());
  }

  /** The object form {@code {"level": level, "overrides": overrides}}. */
  public static Urgency withOverrides(String level, UrgencyOverrides overrides) {
    return new Urgency(level, true, Objects.requireNonNull(overrides, "overrides"), Map.of());
  }

  /**
   * The object form with every part given; {@code overrides} may be null (then not written) and
   * {@code additionalProperties} holds keys this SDK version does not model.
   */
  public static Urgency objectForm(
      String level, UrgencyOverrides overrides, Map<String, JsonNode> additionalProperties) {
    return new Urgency(
        level,
        true,
        overrides,
        Collections.unmodifiableMap(new LinkedHashMap<>(additionalProperties)));
  }

  /** The level exactly as sent, in its casing. */
  public String level() {
    return level;
  }

  /** Whether the level is {@code name}, ignoring case ({@code isLevel("fast")} for {@code "FAST"}). */
  public boolean isLevel(String name) {
    return level.equalsIgnoreCase(name);
  }

  /** The level lower-cased: {@code normal}, {@code fast}, {@code urgent} (or an unknown value). */
  public String normalizedLevel() {
    return level.toLowerCase(Locale.ROOT);
  }

  /** Whether this urgency travels as an object ({@code {level, overrides}}) rather than a string. */
  public boolean isObjectForm() {
    return objectForm;
  }

  /** The caps of the object form, when given. */
  public Optional<UrgencyOverrides> overrides() {
    return Optional.ofNullable(overrides);
  }

  /** Keys of the object form this SDK version does not model. */
  public Map<String, JsonNode> additionalProperties() {
    return additionalProperties;
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof Urgency)) {
      return false;
    }
    Urgency that = (Urgency) other;
    return level.equals(that.level)
        && objectForm == that.objectForm
        && Objects.equals(overrides, that.overrides)
        && additionalProperties.equals(that.additionalProperties);
  }

  @Override
  public int hashCode() {
    return Objects.hash(level, objectForm, overrides, additionalProperties);
  }

  @Override
  public String toString() {
    if (!objectForm) {
      return level;
    }
    return "Urgency{level=" + level + (overrides != null ? ", overrides=" + overrides : "") + "}";
  }

  static final class Serializer extends StdSerializer<Urgency> {
    private static final long serialVersionUID = 1L;

    Serializer() {
      super(Urgency.class);
    }

    @Override
    public void serialize(Urgency u, JsonGenerator gen, SerializerProvider provider)
        throws IOException {
      if (!u.objectForm) {
        gen.writeString(u.level);
        return;
      }
      gen.writeStartObject();
      gen.writeStringField("level", u.level);
      if (u.overrides != null) {
        provider.defaultSerializeField("overrides", u.overrides, gen);
      }
      for (Map.Entry<String, JsonNode> e : u.additionalProperties.entrySet()) {
        gen.writeFieldName(e.getKey());
        gen.writeTree(e.getValue());
      }
      gen.writeEndObject();
    }
  }

  static final class Deserializer extends StdDeserializer<Urgency> {
    private static final long serialVersionUID = 1L;

    Deserializer() {
      super(Urgency.class);
    }

    @Override
    public Urgency deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      JsonToken token = p.currentToken();
      if (token == JsonToken.VALUE_STRING) {
        return of(p.getText());
      }
      if (token != JsonToken.START_OBJECT) {
        return (Urgency)
            ctxt.handleUnexpectedToken(
                Urgency.class,
                token,
                p,
                "expected a level string (normal, fast, urgent) or an object {level, overrides}");
      }
      ObjectNode node = (ObjectNode) ctxt.readTree(p);
      JsonNode level = node.remove("level");
      if (level == null || !level.isTextual()) {
        ctxt.reportInputMismatch(
            Urgency.class, "urgency object needs a string \"level\" (normal, fast or urgent)");
      }
      JsonNode overridesNode = node.remove("overrides");
      UrgencyOverrides overrides =
          overridesNode == null || overridesNode.isNull()
              ? null
              : ctxt.readTreeAsValue(overridesNode, UrgencyOverrides.class);
      Map<String, JsonNode> rest = new LinkedHashMap<>();
      for (Map.Entry<String, JsonNode> e : node.properties()) {
        rest.put(e.getKey(), e.getValue());
      }
      return objectForm(level.asText(), overrides, rest);
    }
  }
}

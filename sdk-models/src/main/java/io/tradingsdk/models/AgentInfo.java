package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.immutables.value.Value;

/**
 * The value of the {@code x-agent-info} request header: an optional, analytics-only hint that a call
 * comes from AI-agent traffic. Build it once and give it to the client; the client sends {@link
 * #headerValue()} as a single header line.
 *
 * <p>The builder enforces the spec's rules (throwing {@link InvalidModelException} that names the
 * field), so an instance always encodes to a value the service parses:
 *
 * <ol>
 *   <li>{@code decision_origin} is required and exactly {@code autonomous} or {@code human_mediated};
 *       {@code integration_name} and {@code version} are optional. The service drops other keys, so
 *       this model has none (unlike the other models, it keeps no unknown properties).
 *   <li>The encoded value is at most 1024 bytes of printable US-ASCII (0x20 to 0x7E); non-ASCII text
 *       is written as JSON {@code \}{@code uXXXX} escapes (see {@link #headerValue()}).
 *   <li>{@code integration_name} and {@code version} are each at most 256 UTF-16 code units and
 *       contain no control character, U+2028, U+2029 or U+FFFD (nor an unpaired surrogate, which the
 *       service would turn into U+FFFD).
 *   <li>It is sent once: the client owns the header and refuses it among custom headers.
 *   <li>It never changes the response; the service reports a value it could not parse in the response
 *       header {@code x-agent-info-status}, which the client exposes.
 *   <li>It must not carry user ids, wallet addresses, e-mail addresses, session tokens or API keys.
 *       The builder refuses what it can recognise (a {@code 0x} address or longer hex value, an e-mail
 *       address, a JWT-shaped token); the client also refuses a value containing its API key.
 *       Opaque user ids cannot be recognised: do not put them in.
 * </ol>
 */
@Value.Immutable
@JsonSerialize(as = ImmutableAgentInfo.class)
@JsonDeserialize(as = ImmutableAgentInfo.class)
@JsonIgnoreProperties(ignoreUnknown = true)
public abstract class AgentInfo {
  /** Rule 2: the encoded header value's limit in bytes. */
  public static final int MAX_HEADER_BYTES = 1024;

  /** Rule 3: the limit of {@code integration_name} and {@code version} in UTF-16 code units. */
  public static final int MAX_FIELD_LENGTH = 256;

  private static final Pattern HEX_ADDRESS = Pattern.compile("0[xX][0-9a-fA-F]{40}");
  private static final Pattern EMAIL =
      Pattern.compile("[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}");
  private static final Pattern JWT = Pattern.compile("eyJ[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]*");
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  /** Who made the decision behind the call. */
  public enum DecisionOrigin {
    /** The agent decided on its own. */
    AUTONOMOUS("autonomous"),
    /** A human approved or directed the action. */
    HUMAN_MEDIATED("human_mediated");

    private final String wire;

    DecisionOrigin(String wire) {
      this.wire = wire;
    }

    /** The exact, case-sensitive wire value. */
    @JsonValue
    public String wireValue() {
      return wire;
    }

    /**
     * The origin for a wire value.
     *
     * @throws IllegalArgumentException unless the value is exactly {@code autonomous} or {@code
     *     human_mediated}
     */
    @JsonCreator
    public static DecisionOrigin of(String value) {
      for (DecisionOrigin origin : values()) {
        if (origin.wire.equals(value)) {
          return origin;
        }
      }
      throw new InvalidModelException("decision_origin", "expected exactly \"autonomous\" or \"human_mediated\""
          + " (case-sensitive), was " + (value == null ? "null" : "\"" + value + "\""));
    }
  }

  /** Rule 1: required. */
  @JsonProperty("decision_origin")
  public abstract DecisionOrigin decisionOrigin();

  /** The integration's name, such as {@code my-trading-agent}. */
  @JsonProperty("integration_name")
  public abstract Optional<String> integrationName();

  /** The integration's version, such as {@code 1.4.0}. */
  @JsonProperty("version")
  public abstract Optional<String> version();

  /**
   * The header value: compact JSON with keys in the order {@code decision_origin}, {@code
   * integration_name}, {@code version}, every character outside printable US-ASCII written as a
   * {@code \}{@code uXXXX} escape (characters outside the BMP as their two surrogate escapes).
   */
  @Value.Derived
  @JsonIgnore
  public String headerValue() {
    StringBuilder sb = new StringBuilder(64).append("{\"decision_origin\":");
    appendJsonString(sb, decisionOrigin().wireValue());
    if (integrationName().isPresent()) {
      sb.append(",\"integration_name\":");
      appendJsonString(sb, integrationName().get());
    }
    if (version().isPresent()) {
      sb.append(",\"version\":");
      appendJsonString(sb, version().get());
    }
    return sb.append('}').toString();
  }

  /**
   * Whether {@code text} occurs in any field, for callers that must keep a secret (an API key) out of
   * the header (rule 6).
   */
  public boolean mentions(String text) {
    if (text == null || text.isEmpty()) {
      return false;
    }
    return integrationName().map(v -> v.contains(text)).orElse(false)
        || version().map(v -> v.contains(text)).orElse(false);
  }

  @Value.Check
  protected void check() {
    integrationName().ifPresent(v -> checkField("integration_name", v));
    version().ifPresent(v -> checkField("version", v));
    int bytes = headerValue().getBytes(StandardCharsets.US_ASCII).length;
    if (bytes > MAX_HEADER_BYTES) {
      throw new InvalidModelException("x-agent-info", "the encoded value must be at most " + MAX_HEADER_BYTES
          + " bytes of printable US-ASCII, was " + bytes + " bytes (non-ASCII characters take 6 bytes each)");
    }
  }

  /** A builder; {@code decisionOrigin} is required. */
  public static ImmutableAgentInfo.Builder builder() {
    return ImmutableAgentInfo.builder();
  }

  /** An agent info with only the required {@code decision_origin}. */
  public static AgentInfo of(DecisionOrigin origin) {
    return builder().decisionOrigin(origin).build();
  }

  /** A copy to modify. */
  public ImmutableAgentInfo.Builder toBuilder() {
    return ImmutableAgentInfo.builder().from(this);
  }

  private static void checkField(String name, String value) {
    if (value.length() > MAX_FIELD_LENGTH) {
      throw new InvalidModelException(name, "must be at most " + MAX_FIELD_LENGTH + " UTF-16 code units, was "
          + value.length());
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      String problem = null;
      if (Character.isISOControl(c)) {
        problem = "a control character";
      } else if (c == '\u2028' || c == '\u2029') {
        problem = "a line or paragraph separator";
      } else if (c == '\uFFFD') {
        problem = "the replacement character";
      } else if (Character.isHighSurrogate(c)) {
        if (i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
          i++;
          continue;
        }
        problem = "an unpaired surrogate";
      } else if (Character.isLowSurrogate(c)) {
        problem = "an unpaired surrogate";
      }
      if (problem != null) {
        throw new InvalidModelException(name,
            String.format("must not contain %s, found U+%04X at index %d", problem, (int) c, i));
      }
    }
    checkNoPersonalData(name, value);
  }

  private static void checkNoPersonalData(String name, String value) {
    if (HEX_ADDRESS.matcher(value).find()) {
      throw new InvalidModelException(name,
          "must not contain a wallet address or other 0x-hex identifier (x-agent-info rule 6)");
    }
    Matcher email = EMAIL.matcher(value);
    if (email.find()) {
      throw new InvalidModelException(name, "must not contain an e-mail address (x-agent-info rule 6)");
    }
    if (JWT.matcher(value).find()) {
      throw new InvalidModelException(name, "must not contain a session token (x-agent-info rule 6)");
    }
  }

  private static void appendJsonString(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c >= 0x20 && c <= 0x7E) {
        sb.append(c);
      } else {
        sb.append("\\u").append(HEX[(c >> 12) & 0xF]).append(HEX[(c >> 8) & 0xF]).append(HEX[(c >> 4) & 0xF])
            .append(HEX[c & 0xF]);
      }
    }
    sb.append('"');
  }
}

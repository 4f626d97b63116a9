package io.tradingsdk.server.internal.http;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The spec's six rules for {@code x-agent-info}: a JSON object of at most 1024 printable US-ASCII
 * bytes with {@code decision_origin} exactly {@code autonomous} or {@code human_mediated}, and
 * optional {@code integration_name} and {@code version} strings of at most 256 UTF-16 code units
 * without control characters, U+2028, U+2029 or U+FFFD. Repeated header lines are joined with a
 * comma before parsing. Other keys are dropped. The value never changes an answer; a bad one is
 * only reported.
 */
public final class AgentInfoHeader {
  /** The response header that reports a value that could not be parsed. */
  public static final String STATUS_HEADER = "x-agent-info-status";

  private static final ObjectReader STRICT_READER =
      TradingJson.mapper().reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private final String decisionOrigin;
  private final String integrationName;
  private final String version;

  private AgentInfoHeader(String decisionOrigin, String integrationName, String version) {
    this.decisionOrigin = decisionOrigin;
    this.integrationName = integrationName;
    this.version = version;
  }

  public String decisionOrigin() {
    return decisionOrigin;
  }

  public Optional<String> integrationName() {
    return Optional.ofNullable(integrationName);
  }

  public Optional<String> version() {
    return Optional.ofNullable(version);
  }

  /**
   * Parses the header lines.
   *
   * @return the value, or empty when it breaks a rule (the caller reports {@code malformed})
   */
  public static Optional<AgentInfoHeader> parse(List<String> lines) {
    String raw = String.join(",", lines);
    byte[] bytes = raw.getBytes(StandardCharsets.UTF_8);
    if (bytes.length > 1024) {
      return Optional.empty();
    }
    for (byte b : bytes) {
      if (b < 0x20 || b > 0x7e) {
        return Optional.empty();
      }
    }
    JsonNode root;
    try {
      root = STRICT_READER.readTree(raw);
    } catch (IOException e) {
      return Optional.empty();
    }
    if (root == null || !root.isObject()) {
      return Optional.empty();
    }
    JsonNode origin = root.get("decision_origin");
    if (origin == null
        || !origin.isTextual()
        || !(origin.textValue().equals("autonomous") || origin.textValue().equals("human_mediated"))) {
      return Optional.empty();
    }
    JsonNode name = root.get("integration_name");
    JsonNode version = root.get("version");
    if (!validInner(name) || !validInner(version)) {
      return Optional.empty();
    }
    return Optional.of(
        new AgentInfoHeader(
            origin.textValue(),
            name == null ? null : name.textValue(),
            version == null ? null : version.textValue()));
  }

  /** Rule 3: absent, or a string of at most 256 UTF-16 code units without forbidden characters. */
  private static boolean validInner(JsonNode node) {
    if (node == null) {
      return true;
    }
    if (!node.isTextual() || node.textValue().length() > 256) {
      return false;
    }
    String text = node.textValue();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || c == '\uFFFD') {
        return false;
      }
    }
    return true;
  }
}

package io.tradingsdk.core.internal;

import io.tradingsdk.core.InvalidRequestException;
import io.tradingsdk.models.AgentInfo;
import java.util.Locale;
import java.util.Set;

/** Header-level rules checked before anything is sent; messages name the header, never a secret value. */
public final class HeaderRules {
  public static final String API_KEY = "x-api-key";
  public static final String ROUTER_VERSION = "x-universal-router-version";
  public static final String ERC20ETH_ENABLED = "x-erc20eth-enabled";
  public static final String PERMIT2_DISABLED = "x-permit2-disabled";
  public static final String AGENT_INFO = "x-agent-info";
  public static final String AGENT_INFO_STATUS = "x-agent-info-status";
  public static final String REQUEST_ID = "x-request-id";
  public static final String RETRY_AFTER = "Retry-After";

  /** Headers the client owns: each has a typed option, so a custom header may not set it. */
  private static final Set<String> RESERVED = Set.of(
      API_KEY, ROUTER_VERSION, ERC20ETH_ENABLED, PERMIT2_DISABLED, AGENT_INFO,
      "content-type", "content-length", "content-encoding", "transfer-encoding", "host", "connection",
      "accept", "accept-encoding", "user-agent");

  private HeaderRules() {}

  /** Checks a custom header: a token name, not one the client owns, and a value OkHttp can send. */
  public static void checkCustomHeader(String name, String value) {
    checkName(name);
    String lower = name.toLowerCase(Locale.ROOT);
    if (RESERVED.contains(lower)) {
      throw new InvalidRequestException("header " + lower + ": set by the client; use its typed option ("
          + optionFor(lower) + ") instead of a custom header");
    }
    checkValue(name, value);
  }

  /**
   * Checks a header of a transport call (any name, a credential included): a token name and a value OkHttp can
   * send. OkHttp would refuse a line break too, but its message quotes the value of any header it does not know as
   * a credential ({@code x-api-key}, for one): this refusal names the header and the index, never the value.
   */
  public static void checkHeader(String name, String value) {
    checkName(name);
    checkValue(name, value);
  }

  private static void checkValue(String name, String value) {
    if (value == null) {
      throw new InvalidRequestException("header " + name + ": value must not be null");
    }
    checkValueChars(name, value);
  }

  private static void checkName(String name) {
    if (name == null || name.isEmpty()) {
      throw new InvalidRequestException("header name: must not be empty");
    }
    for (int i = 0; i < name.length(); i++) {
      if (!isTokenChar(name.charAt(i))) {
        throw new InvalidRequestException(
            "header name \"" + printable(name) + "\": must be an HTTP token (letters, digits and !#$%&'*+-.^_`|~)");
      }
    }
  }

  /** Checks the API key without ever printing it. */
  public static void checkApiKey(String apiKey) {
    if (apiKey == null || apiKey.isBlank()) {
      throw new IllegalArgumentException(
          "apiKey: required; set it on the builder or in TRADING_API_KEY / -Dtrading.apiKey");
    }
    for (int i = 0; i < apiKey.length(); i++) {
      char c = apiKey.charAt(i);
      if (c <= 0x20 || c >= 0x7F) {
        throw new IllegalArgumentException(
            "apiKey: must be printable US-ASCII without spaces; found a disallowed character at index " + i);
      }
    }
  }

  /** Rule 6 of x-agent-info, the part only the client can check: the value must not carry the API key. */
  public static void checkAgentInfo(AgentInfo info, String apiKey) {
    if (info != null && info.mentions(apiKey)) {
      throw new InvalidRequestException("x-agent-info: must not contain the API key (x-agent-info rule 6)");
    }
  }

  private static void checkValueChars(String name, String value) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c != '\t' && (c < 0x20 || c > 0x7E)) {
        throw new InvalidRequestException(String.format(
            "header %s: value must be printable US-ASCII (no line breaks); found U+%04X at index %d",
            name, (int) c, i));
      }
    }
  }

  private static boolean isTokenChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
  }

  private static String optionFor(String header) {
    switch (header) {
      case API_KEY: return "apiKey";
      case ROUTER_VERSION: return "routerVersion";
      case ERC20ETH_ENABLED: return "erc20EthEnabled";
      case PERMIT2_DISABLED: return "permit2Disabled";
      case AGENT_INFO: return "agentInfo";
      case "user-agent": return "userAgent";
      default: return "none; the client writes it from the request";
    }
  }

  private static String printable(String s) {
    StringBuilder sb = new StringBuilder();
    for (char c : s.toCharArray()) {
      sb.append(c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format("\\u%04x", (int) c));
    }
    return sb.toString();
  }
}

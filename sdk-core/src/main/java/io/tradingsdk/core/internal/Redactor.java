package io.tradingsdk.core.internal;

import io.tradingsdk.core.HttpTransport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Removes secrets from everything the client writes to a log or an exception message: the API key
 * (wherever it appears), credential headers, and in JSON bodies the values of signature and key
 * fields plus any 65-byte (or EIP-2098 64-byte) hex signature. A {@link HttpTransport} masks its own
 * secrets the same way (the key in an RPC endpoint's URL, for one).
 */
public final class Redactor {
  public static final String MASK = "[REDACTED]";

  private static final Set<String> SECRET_HEADERS =
      Set.of("x-api-key", "authorization", "proxy-authorization", "cookie", "set-cookie");

  /** JSON members whose value is a secret, whatever its type. */
  private static final Pattern SECRET_MEMBER = Pattern.compile(
      "(\"(?:signature|cosignature|privateKey|private_key|privKey|secretKey|secret_key|secret|apiKey|api_key"
          + "|x-api-key|mnemonic|seed|seedPhrase|password|passphrase)\"\\s*:\\s*)"
          + "(\"(?:[^\"\\\\]|\\\\.)*\"|\\[[^\\]]*\\]|[^,}\\]\\s]+)",
      Pattern.CASE_INSENSITIVE);

  /** r||s||v (130 hex digits) or r||vs (128): a signature wherever it appears. */
  private static final Pattern SIGNATURE_HEX = Pattern.compile("0x(?:[0-9a-fA-F]{130}|[0-9a-fA-F]{128})(?![0-9a-fA-F])");

  /** Masked wherever they appear, longest first so that one secret inside another leaves nothing behind. */
  private final List<String> secrets;

  public Redactor(String apiKey) {
    this(apiKey == null ? List.of() : List.of(apiKey));
  }

  public Redactor(List<String> secrets) {
    List<String> kept = new ArrayList<>();
    for (String secret : secrets) {
      if (!secret.isEmpty() && !kept.contains(secret)) {
        kept.add(secret);
      }
    }
    kept.sort(Comparator.comparingInt(String::length).reversed());
    this.secrets = Collections.unmodifiableList(kept);
  }

  /** A header value as it may be logged. */
  public String header(String name, String value) {
    return SECRET_HEADERS.contains(name.toLowerCase(Locale.ROOT)) ? MASK : text(value);
  }

  /** A JSON (or any) body as it may be logged at debug. */
  public String body(String body) {
    // appendReplacement, not replaceAll(Function): the latter is Android API 34.
    Matcher m = SECRET_MEMBER.matcher(body);
    if (!m.find()) {
      return text(body);
    }
    StringBuffer out = new StringBuffer(body.length());
    do {
      m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + "\"" + MASK + "\""));
    } while (m.find());
    m.appendTail(out);
    return text(out.toString());
  }

  /** Any text: the API key and bare signatures masked. */
  public String text(String s) {
    if (s == null) {
      return null;
    }
    String out = s;
    for (String secret : secrets) {
      if (out.contains(secret)) {
        out = out.replace(secret, MASK);
      }
    }
    return scrubSignatures(out);
  }

  /**
   * The cause to attach to an exception: itself when no message in its chain holds the API key or a signature, else
   * a stand-in with the redacted message and the original stack trace (a parser's message may quote
   * the body it choked on, and stack traces get logged).
   */
  public Throwable cause(Throwable t) {
    if (t == null) {
      return t;
    }
    boolean leaks = false;
    for (Throwable x = t; x != null && !leaks; x = x.getCause() == x ? null : x.getCause()) {
      leaks = x.getMessage() != null && containsSecret(x.getMessage());
    }
    if (!leaks) {
      return t;
    }
    RedactedCause stand = new RedactedCause(t.getClass().getName() + ": " + text(String.valueOf(t.getMessage())));
    stand.setStackTrace(t.getStackTrace());
    return stand;
  }

  private boolean containsSecret(String text) {
    // A parser quotes the value it choked on: a signature in the wrong field is as secret as the key.
    if (text.length() >= 130 && SIGNATURE_HEX.matcher(text).find()) {
      return true;
    }
    for (String secret : secrets) {
      if (text.contains(secret)) {
        return true;
      }
    }
    return false;
  }

  /** Stands for a cause whose message held a secret. */
  public static final class RedactedCause extends Exception {
    private static final long serialVersionUID = 1L;

    RedactedCause(String message) {
      super(message, null, false, true);
    }
  }

  /** Masks hex signatures; usable without a key (exception messages built from server text). */
  public static String scrubSignatures(String s) {
    if (s == null || s.length() < 130) {
      return s;
    }
    Matcher m = SIGNATURE_HEX.matcher(s);
    return m.find() ? m.replaceAll("0x" + MASK) : s;
  }
}

package io.tradingsdk.core.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Properties;

/** The SDK's name and version (filtered into sdk.properties at build time) and the default User-Agent. */
public final class SdkInfo {
  public static final String NAME = "trading-sdk-java";
  public static final String VERSION = readVersion();

  private SdkInfo() {}

  /**
   * {@code Mozilla/5.0 (compatible; trading-sdk-java/0.1.0; Java 17.0.15; Linux amd64)}. The
   * {@code Mozilla/5.0 (compatible; ...)} frame is there on purpose: the service's edge proxy answers
   * 403 "error code: 1010" to some bare library User-Agents, and this form names the SDK and its
   * version while looking like the browser-compatible agents it accepts.
   */
  public static String defaultUserAgent() {
    return "Mozilla/5.0 (compatible; " + NAME + "/" + VERSION + "; Java " + System.getProperty("java.version", "?")
        + "; " + System.getProperty("os.name", "?") + " " + System.getProperty("os.arch", "?").toLowerCase(Locale.ROOT)
        + ")";
  }

  private static String readVersion() {
    try (InputStream in = SdkInfo.class.getResourceAsStream("/io/tradingsdk/core/sdk.properties")) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version", "");
        if (!v.isEmpty() && !v.startsWith("${")) {
          return v;
        }
      }
    } catch (IOException ignored) {
      // fall through to "dev": the version only decorates the User-Agent
    }
    return "dev";
  }
}

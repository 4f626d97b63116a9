package io.tradingsdk.core;

import java.util.Optional;

/**
 * A swap would be sent with another {@code x-universal-router-version} than the quote it was built
 * from. The API requires one version for a whole swap journey, so the client refuses before sending.
 * Send the swap without a version (it then inherits the quote's) or with the quote's version.
 */
public class RouterVersionMismatchException extends InvalidRequestException {
  private static final long serialVersionUID = 1L;

  private final transient RouterVersion quotedVersion;
  private final transient RouterVersion requestedVersion;

  /**
   * @param quotedVersion the version the quote was requested under, null for the server default
   * @param requestedVersion the version this call would send, null for the server default
   */
  public RouterVersionMismatchException(RouterVersion quotedVersion, RouterVersion requestedVersion) {
    super(
        "x-universal-router-version: the quote was requested with "
            + describe(quotedVersion)
            + " but this call would send "
            + describe(requestedVersion)
            + "; one swap journey must use one router version (omit the version on the swap to inherit the"
            + " quote's)");
    this.quotedVersion = quotedVersion;
    this.requestedVersion = requestedVersion;
  }

  /** The version the quote was requested under; empty when it was sent without the header. */
  public Optional<RouterVersion> quotedVersion() {
    return Optional.ofNullable(quotedVersion);
  }

  /** The version this call would have sent; empty for none. */
  public Optional<RouterVersion> requestedVersion() {
    return Optional.ofNullable(requestedVersion);
  }

  private static String describe(RouterVersion version) {
    return version == null ? "no header (the server default)" : version.value();
  }
}

package io.tradingsdk.signing;

import org.jspecify.annotations.Nullable;

/**
 * Where this process's secp256k1 arithmetic runs: signing ({@link LocalSigner}), public keys ({@link
 * PrivateKey#address()}) and recovery ({@link Signature#recoverSigner(Bytes32)}). Both give the same bytes: RFC 6979
 * nonces, low s, the same recovery id.
 *
 * <p>The choice is made once, at first use:
 *
 * <ul>
 *   <li>{@link #NATIVE} when libsecp256k1's JNI binding {@code fr.acinq.secp256k1:secp256k1-kmp-jni-jvm} (or
 *       {@code secp256k1-kmp-jni-android}) is on the class path and its native library loads: an optional
 *       dependency, added by the application (its version is in the SDK's BOM);
 *   <li>{@link #PURE_JAVA} otherwise, or when the system property {@value #PROPERTY} is {@code java}.
 * </ul>
 *
 * One signer can also pick its own: {@link LocalSigner#of(PrivateKey, Secp256k1Backend)}.
 *
 * <p>{@code -Dio.tradingsdk.signing.secp256k1=native} insists on the native backend: signing then fails (with the
 * reason) rather than falling back when it cannot load. Any other value than {@code auto} (the default), {@code
 * java} and {@code native} is refused the same way.
 */
public enum Secp256k1Backend {
  /**
   * Pure Java (any JVM, Android API 26+): fixed-base precomputed tables for {@code k·G} walked on signed odd digits
   * with constant-time lookups, 10x26-bit limb field arithmetic, the GLV endomorphism with Strauss-Shamir wNAF for
   * recovery.
   */
  PURE_JAVA,
  /** libsecp256k1 through ACINQ's JNI binding (not tested on Android here: the JVM binding only). */
  NATIVE;

  /** The system property that picks the backend: {@code auto} (default), {@code java} or {@code native}. */
  public static final String PROPERTY = "io.tradingsdk.signing.secp256k1";

  /**
   * The backend in use (chosen at the first call).
   *
   * @throws IllegalStateException when {@value #PROPERTY} asks for the native backend and it cannot load, or holds
   *     an unknown value
   */
  public static Secp256k1Backend active() {
    return Selection.engine() instanceof PureJavaSecp256k1 ? PURE_JAVA : NATIVE;
  }

  /**
   * Why the native backend is not in use, or null when it is: its classes are not on the class path, its library
   * did not load on this platform, or {@value #PROPERTY} is {@code java}.
   */
  public static @Nullable String nativeUnavailableReason() {
    return Selection.NATIVE_PROBLEM;
  }

  /**
   * This backend's engine, for {@link LocalSigner#of(PrivateKey, Secp256k1Backend)}.
   *
   * @throws IllegalStateException for {@link #NATIVE} when it is unavailable, with the reason
   */
  Secp256k1Engine engine() {
    if (this == PURE_JAVA) {
      return PureJavaSecp256k1.INSTANCE;
    }
    Secp256k1Engine engine = Selection.NATIVE_ENGINE;
    if (engine == null) {
      throw new IllegalStateException("the native secp256k1 backend is unavailable: " + Selection.NATIVE_PROBLEM);
    }
    return engine;
  }

  /** The chosen engine, resolved once (holder idiom: nothing loads before the first signature). */
  static final class Selection {
    static final @Nullable Secp256k1Engine NATIVE_ENGINE;
    static final @Nullable String NATIVE_PROBLEM;
    private static final Choice CHOICE;

    static {
      String wanted = System.getProperty(PROPERTY, "auto").trim();
      Secp256k1Engine nativeEngine = null;
      String nativeProblem = null;
      if (wanted.equals("java")) {
        nativeProblem = PROPERTY + "=java";
      } else {
        // No lookup by name (a shrinker may rename the binding's classes): NativeSecp256k1 refers to them directly,
        // and its construction fails with NoClassDefFoundError when they are absent.
        try {
          nativeEngine = new NativeSecp256k1();
        } catch (NoClassDefFoundError e) {
          nativeProblem = "fr.acinq.secp256k1:secp256k1-kmp-jni-jvm is not on the class path";
        } catch (LinkageError | RuntimeException e) {
          nativeProblem = "libsecp256k1 did not load: " + e;
        }
      }
      NATIVE_ENGINE = nativeEngine;
      NATIVE_PROBLEM = nativeProblem;
      CHOICE = choose(wanted, nativeEngine, nativeProblem);
    }

    private Selection() {}

    /** The engine, or why there is none. */
    static final class Choice {
      final @Nullable Secp256k1Engine engine;
      final @Nullable String problem;

      Choice(@Nullable Secp256k1Engine engine, @Nullable String problem) {
        this.engine = engine;
        this.problem = problem;
      }
    }

    /** The engine for the property's value, given the native engine when it loaded (or why it did not). */
    static Choice choose(String wanted, @Nullable Secp256k1Engine nativeEngine, @Nullable String nativeProblem) {
      switch (wanted) {
        case "auto":
          return new Choice(nativeEngine != null ? nativeEngine : PureJavaSecp256k1.INSTANCE, null);
        case "java":
          return new Choice(PureJavaSecp256k1.INSTANCE, null);
        case "native":
          return nativeEngine != null
              ? new Choice(nativeEngine, null)
              : new Choice(null, PROPERTY + "=native, but the native backend is unavailable: " + nativeProblem);
        default:
          return new Choice(null, PROPERTY + ": expected auto, java or native, got '" + wanted + "'");
      }
    }

    static Secp256k1Engine engine() {
      Secp256k1Engine engine = CHOICE.engine;
      if (engine == null) {
        throw new IllegalStateException(CHOICE.problem);
      }
      return engine;
    }
  }
}

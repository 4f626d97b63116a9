package io.tradingsdk.examples;

import io.tradingsdk.signing.PrivateKey;

/**
 * Keys for the examples, never for money. A real application loads its key with {@link
 * PrivateKey#fromEnv(String)} or {@link PrivateKey#fromFile(java.nio.file.Path)}, or signs with a wallet,
 * HSM or remote signer behind the {@code Signer} interface.
 */
final class DevKeys {
  /**
   * The environment variable the examples read a key from first: 64 hex digits, optionally {@code
   * 0x}-prefixed.
   */
  static final String KEY_VARIABLE = "TRADING_PRIVATE_KEY";

  /**
   * PUBLIC TEST KEY, known to everyone: account #0 of Hardhat and Anvil (address {@value
   * #WELL_KNOWN_TEST_ADDRESS}). Anything sent to it on a real chain is taken at once. Never fund it.
   */
  static final String WELL_KNOWN_TEST_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

  /** The address of {@link #WELL_KNOWN_TEST_KEY}. */
  static final String WELL_KNOWN_TEST_ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

  private DevKeys() {}

  /** True when {@value #KEY_VARIABLE} holds something. */
  static boolean keyInEnvironment() {
    String value = System.getenv(KEY_VARIABLE);
    return value != null && !value.isBlank();
  }
}

package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.core.internal.Redactor;
import org.junit.jupiter.api.Test;

class RedactorTest {
  private final Redactor redactor = new Redactor("k-123");

  @Test
  void credentialHeadersAreMasked() {
    assertThat(redactor.header("X-API-KEY", "k-123")).isEqualTo("[REDACTED]");
    assertThat(redactor.header("Authorization", "Bearer t")).isEqualTo("[REDACTED]");
    assertThat(redactor.header("Set-Cookie", "s=1")).isEqualTo("[REDACTED]");
    assertThat(redactor.header("x-request-id", "abc")).isEqualTo("abc");
  }

  @Test
  void secretMembersOfAnyTypeAreMaskedInBodies() {
    String body = "{\"signature\":\"0xabc\",\"PrivateKey\":\"0x11\",\"seed\":[1,2],\"secret\":42,"
        + "\"mnemonic\":\"a \\\"b\\\" c\",\"amount\":\"7\",\"signatureType\":\"EIP712\"}";

    String out = redactor.body(body);

    assertThat(out).contains("\"signature\":\"[REDACTED]\"").contains("\"PrivateKey\":\"[REDACTED]\"")
        .contains("\"secret\":\"[REDACTED]\"").contains("\"seed\":\"[REDACTED]\",").contains("\"mnemonic\":\"[REDACTED]\"")
        .contains("\"amount\":\"7\"").contains("\"signatureType\":\"EIP712\"")
        .doesNotContain("0xabc").doesNotContain("0x11").doesNotContain("\\\"b\\\"");
  }

  @Test
  void bareSignaturesAndTheKeyAreMaskedAnywhere() {
    String sig65 = "0x" + "ab".repeat(65);
    String sig64 = "0x" + "cd".repeat(64);
    String hash32 = "0x" + "ef".repeat(32);

    String out = redactor.text("key k-123 sigs " + sig65 + " " + sig64 + " tx " + hash32);

    assertThat(out).isEqualTo("key [REDACTED] sigs 0x[REDACTED] 0x[REDACTED] tx " + hash32);
  }
}

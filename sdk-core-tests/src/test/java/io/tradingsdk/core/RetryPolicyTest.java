package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {
  private final RetryPolicy policy = RetryPolicy.defaults();

  @Test
  void defaultsAreDocumented() {
    assertThat(policy.maxRetries()).isEqualTo(2);
    assertThat(policy.initialBackoff()).isEqualTo(Duration.ofMillis(500));
    assertThat(policy.maxBackoff()).isEqualTo(Duration.ofSeconds(8));
    assertThat(policy.maxRetryAfter()).isEqualTo(Duration.ofSeconds(30));
  }

  @Test
  void jitterTakesUpToItsFractionOffTheBackoff() {
    assertThat(policy.delayBefore(1, Optional.empty(), 0.0)).isEqualTo(Duration.ofMillis(500));
    assertThat(policy.delayBefore(1, Optional.empty(), 0.999)).isBetween(Duration.ofMillis(250),
        Duration.ofMillis(251));
    assertThat(policy.delayBefore(3, Optional.empty(), 0.0)).isEqualTo(Duration.ofSeconds(2));
    assertThat(policy.delayBefore(60, Optional.empty(), 0.0)).isEqualTo(Duration.ofSeconds(8));
  }

  @Test
  void retryAfterWinsButIsCapped() {
    assertThat(policy.delayBefore(1, Optional.of(Duration.ofSeconds(3)), 0.5)).isEqualTo(Duration.ofSeconds(3));
    assertThat(policy.delayBefore(1, Optional.of(Duration.ofHours(114)), 0.5)).isEqualTo(Duration.ofSeconds(30));
  }

  @Test
  void retryAfterParsesSecondsAndHttpDates() {
    Instant now = Instant.parse("2026-09-03T10:00:00Z");
    assertThat(RetryPolicy.parseRetryAfter("7", now)).contains(Duration.ofSeconds(7));
    assertThat(RetryPolicy.parseRetryAfter(" 1.5 ", now)).contains(Duration.ofMillis(1500));
    assertThat(RetryPolicy.parseRetryAfter("Thu, 03 Sep 2026 10:00:42 GMT", now)).contains(Duration.ofSeconds(42));
    assertThat(RetryPolicy.parseRetryAfter("Thu, 03 Sep 2026 09:00:00 GMT", now)).contains(Duration.ZERO);
    assertThat(RetryPolicy.parseRetryAfter("-3", now)).isEmpty();
    assertThat(RetryPolicy.parseRetryAfter("soon", now)).isEmpty();
    assertThat(RetryPolicy.parseRetryAfter(null, now)).isEmpty();
  }

  @Test
  void onlyTheDocumentedStatusesAreRetryable() {
    for (int s = 100; s < 600; s++) {
      boolean expected = s == 429 || s == 500 || s == 502 || s == 503 || s == 504;
      assertThat(RetryPolicy.isRetryableStatus(s)).as("status %d", s).isEqualTo(expected);
    }
  }
}

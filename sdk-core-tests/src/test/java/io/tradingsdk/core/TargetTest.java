package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.core.internal.Target;
import java.util.List;
import org.junit.jupiter.api.Test;

class TargetTest {
  @Test
  void encodesEverythingButUnreservedCharacters() {
    assertThat(Target.encode("0xAbC-._~")).isEqualTo("0xAbC-._~");
    assertThat(Target.encode("a b,c&d=e/f?ü")).isEqualTo("a%20b%2Cc%26d%3De%2Ff%3F%C3%BC");
  }

  @Test
  void listsAreCommaJoinedAndEmptyOnesOmitted() {
    Target t = Target.path("swaps").queryList("txHashes", List.of("0x1", "0x2")).queryList("userOpHashes", List.of())
        .query("chainId", null).query("swapper", "0x3");

    assertThat(t.encodedQuery).extracting(q -> q[0] + "=" + q[1]).containsExactly("txHashes=0x1,0x2", "swapper=0x3");
  }
}

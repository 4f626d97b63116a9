package io.tradingsdk.server.internal.evm;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** How a reverted {@code execute} is named in {@code /order}'s 400: the selectors as Permit2 and the reactor use them. */
class UniswapXFillerTest {
  @Test
  void permit2sAndTheReactorsCustomErrorsAreNamedByTheirKnownSelectors() {
    // Selectors as `cast sig` prints them, independent of the table's own hashing.
    assertThat(UniswapXFiller.decode("0x756688fe")).isEqualTo("Permit2: InvalidNonce()");
    assertThat(UniswapXFiller.decode("0x815e1d64")).isEqualTo("Permit2: InvalidSigner()");
    assertThat(UniswapXFiller.decode("0xd7815be1")).isEqualTo("V2DutchOrderReactor: InvalidCosignature()");
  }

  @Test
  void anErrorsArgumentsAreDecoded() {
    String expired = "0xcd21db4f" + Hex.encode(Abi.encode("(uint256)", BigInteger.valueOf(1_700_000_000)))
        .substring(2);
    assertThat(UniswapXFiller.decode(expired)).isEqualTo("Permit2: SignatureExpired(1700000000)");
  }

  @Test
  void aRevertStringAndAnUnknownErrorAreReportedAsTheyCame() {
    String revert = "0x08c379a0" + Hex.encode(Abi.encode("(string)", "TRANSFER_FROM_FAILED")).substring(2);
    assertThat(UniswapXFiller.decode(revert)).isEqualTo("execution reverted: TRANSFER_FROM_FAILED");
    assertThat(UniswapXFiller.decode("0x12345678")).isEqualTo("execution reverted with unknown error 0x12345678");
    assertThat(UniswapXFiller.decode("0x")).isEqualTo("execution reverted without a reason");
  }

  @Test
  void amountsDecayAsTheReactorsDutchDecayLibDecaysThemOverTheCosignedWindow() {
    UniswapXFiller.Cosigned window = new UniswapXFiller.Cosigned(new byte[0], 1_000, 1_060);
    BigInteger start = BigInteger.valueOf(1_000);
    BigInteger end = BigInteger.valueOf(901);
    assertThat(window.decayed(start, end, 999)).isEqualTo(start);
    assertThat(window.decayed(start, end, 1_000)).isEqualTo(start);
    // 99 * 20 / 60 = 33: an output falls by the rounded-down share, an input grows by the rounded-up one.
    assertThat(window.decayed(start, end, 1_020)).isEqualTo(BigInteger.valueOf(967));
    assertThat(window.decayed(start, end, 1_001)).as("99 / 60 rounds down to 1").isEqualTo(BigInteger.valueOf(999));
    assertThat(window.decayed(end, start, 1_001)).as("99 / 60 rounds up to 2").isEqualTo(BigInteger.valueOf(903));
    assertThat(window.decayed(start, end, 1_060)).isEqualTo(end);
    assertThat(window.decayed(start, end, 5_000)).isEqualTo(end);
    assertThat(window.decayed(start, start, 1_030)).as("a fixed amount").isEqualTo(start);
  }
}

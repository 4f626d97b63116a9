package io.tradingsdk.signing.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.math.BigInteger;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Round trips of generated item trees, and decoding of arbitrary bytes: a tree or an RlpException, nothing else. */
class RlpPropertiesTest {
  @Provide
  Arbitrary<RlpItem> items() {
    return Arbitraries.recursive(this::strings, this::lists, 0, 4);
  }

  private Arbitrary<RlpItem> strings() {
    return Arbitraries.oneOf(
        Arbitraries.bytes().array(byte[].class).ofMaxSize(80).map(RlpItem::string),
        Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE))
            .map(RlpItem::uint));
  }

  private Arbitrary<RlpItem> lists(Arbitrary<RlpItem> children) {
    return children.list().ofMaxSize(6).map(RlpItem::list);
  }

  @Property(tries = 500)
  void decodingTheEncodingGivesTheTreeBack(@ForAll("items") RlpItem item) {
    byte[] encoded = Rlp.encode(item);
    assertThat(Rlp.decode(encoded)).isEqualTo(item);
    assertThat(Rlp.encode(Rlp.decode(encoded))).isEqualTo(encoded);
  }

  @Property(tries = 300)
  void unsignedIntegersRoundTrip(@ForAll("uint256") BigInteger value) {
    assertThat(Rlp.decode(Rlp.encodeUint(value)).asUint("value", 256)).isEqualTo(value);
  }

  @Provide
  Arbitrary<BigInteger> uint256() {
    return Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE));
  }

  @Property(tries = 1000)
  void arbitraryBytesDecodeToACanonicalTreeOrARefusal(@ForAll byte[] input) {
    Throwable thrown = catchThrowable(() -> {
      RlpItem item = Rlp.decode(input);
      // Whatever decodes is canonical: it re-encodes to exactly the input.
      assertThat(Rlp.encode(item)).isEqualTo(input);
    });
    if (thrown != null) {
      assertThat(thrown).as(Arrays.toString(input)).isInstanceOf(RlpException.class);
    }
  }

  @Property(tries = 300)
  void anyTruncationOrExtensionOfAnEncodingIsRefused(@ForAll("items") RlpItem item, @ForAll byte extra) {
    byte[] encoded = Rlp.encode(item);
    byte[] longer = Arrays.copyOf(encoded, encoded.length + 1);
    longer[encoded.length] = extra;
    assertThat(catchThrowable(() -> Rlp.decode(longer))).isInstanceOf(RlpException.class);
    if (encoded.length > 1) {
      byte[] shorter = Arrays.copyOf(encoded, encoded.length - 1);
      assertThat(catchThrowable(() -> Rlp.decode(shorter))).isInstanceOf(RlpException.class);
    }
  }
}

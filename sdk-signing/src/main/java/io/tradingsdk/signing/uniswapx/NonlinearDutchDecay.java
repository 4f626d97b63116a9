package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.quote.Curve;
import io.tradingsdk.signing.InvalidTypedDataException;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/**
 * UniswapX {@code NonlinearDutchDecay}: the curve of a {@link V3DutchOrder} input or output, as
 * points (blocks after the decay start, change from the start amount). A positive relative amount
 * lowers the amount, a negative one raises it.
 *
 * <p>The contract packs the blocks into one uint256 (16 bits each, first block lowest), so a curve
 * has at most 16 points, each block fits uint16 and blocks strictly increase. {@link
 * #packedRelativeBlocks()} is the packed form the order signs, as the quote's {@code permitData}
 * carries it.
 */
@Value.Immutable
public abstract class NonlinearDutchDecay {
  /** The most points a curve has: 16 uint16 blocks fill the packed uint256. */
  public static final int MAX_POINTS = 16;

  /** Blocks after the decay start block, each 0 to 65535, strictly increasing. */
  public abstract List<Integer> relativeBlocks();

  /** The change from the start amount at each block, int256; as many as there are blocks. */
  public abstract List<BigInteger> relativeAmounts();

  /** A builder: {@code addRelativeBlock}, {@code addRelativeAmount} or their {@code addAll} forms. */
  public static ImmutableNonlinearDutchDecay.Builder builder() {
    return ImmutableNonlinearDutchDecay.builder();
  }

  /** A curve from its blocks and amounts. */
  public static NonlinearDutchDecay of(List<Integer> relativeBlocks, List<BigInteger> relativeAmounts) {
    return builder().addAllRelativeBlocks(relativeBlocks).addAllRelativeAmounts(relativeAmounts).build();
  }

  /** No decay: the amount stays at its start (before gas adjustment). */
  public static NonlinearDutchDecay none() {
    return builder().build();
  }

  @Value.Check
  protected void check() {
    List<Integer> blocks = relativeBlocks();
    if (blocks.size() != relativeAmounts().size()) {
      throw new InvalidTypedDataException("curve.relativeAmounts", "expected one amount per relative block ("
          + blocks.size() + "), got " + relativeAmounts().size());
    }
    if (blocks.size() > MAX_POINTS) {
      throw new InvalidTypedDataException("curve.relativeBlocks", "at most " + MAX_POINTS
          + " points fit the packed uint256, got " + blocks.size());
    }
    for (int i = 0; i < blocks.size(); i++) {
      int block = blocks.get(i);
      if (block < 0 || block > 0xffff) {
        throw new InvalidTypedDataException("curve.relativeBlocks[" + i + "]", block + " does not fit uint16 (0 to 65535)");
      }
      if (i > 0 && block <= blocks.get(i - 1)) {
        throw new InvalidTypedDataException("curve.relativeBlocks[" + i + "]",
            "must be greater than the block before it (" + blocks.get(i - 1) + "), was " + block);
      }
      Orders.checkInt256("curve.relativeAmounts[" + i + "]", relativeAmounts().get(i));
    }
  }

  /** The blocks packed as the contract reads them: block {@code i} in bits {@code 16i} to {@code 16i+15}. */
  public BigInteger packedRelativeBlocks() {
    BigInteger packed = BigInteger.ZERO;
    List<Integer> blocks = relativeBlocks();
    for (int i = 0; i < blocks.size(); i++) {
      packed = packed.or(BigInteger.valueOf(blocks.get(i)).shiftLeft(16 * i));
    }
    return packed;
  }

  /** The {@code NonlinearDutchDecay} struct's members, of {@link Orders#CURVE_ABI}: the blocks packed. */
  List<Object> toAbi() {
    return List.of(packedRelativeBlocks(), relativeAmounts());
  }

  ObjectNode toJson() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("relativeBlocks", packedRelativeBlocks().toString());
    ArrayNode amounts = node.putArray("relativeAmounts");
    relativeAmounts().forEach(amount -> amounts.add(amount.toString()));
    return node;
  }

  /** A quote's curve (blocks unpacked, as the API sends them); absent lists are empty. */
  static NonlinearDutchDecay fromQuote(Curve curve, String path) {
    ImmutableNonlinearDutchDecay.Builder builder = builder();
    curve.relativeBlocks().ifPresent(blocks -> blocks.forEach(block -> {
      if (block < 0 || block > 0xffff) {
        throw new InvalidTypedDataException(path + ".relativeBlocks", block + " does not fit uint16 (0 to 65535)");
      }
      builder.addRelativeBlock(block.intValue());
    }));
    curve.relativeAmounts().ifPresent(builder::addAllRelativeAmounts);
    return builder.build();
  }
}

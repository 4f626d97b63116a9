package io.tradingsdk.signing.uniswapx;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.InvalidTypedDataException;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import org.immutables.value.Value;

/**
 * UniswapX {@code OrderInfo}: what every order type carries. Its reactor is also the permit's
 * spender, and its nonce and deadline are the permit's.
 *
 * <pre>{@code
 * OrderInfoToSign info = OrderInfoToSign.builder()
 *     .reactor(reactor).swapper(signer.address())
 *     .nonce(nonce).deadline(BigInteger.valueOf(deadline))
 *     .build();
 * }</pre>
 */
@Value.Immutable
public abstract class OrderInfoToSign {
  /** The reactor that fills the order (and the Permit2 spender). */
  public abstract Address reactor();

  /** Who signs the order and pays the input. */
  public abstract Address swapper();

  /** Permit2's unordered nonce (a bitmap position), uint256; each nonce can be used once. */
  public abstract BigInteger nonce();

  /** Until when the order can be filled (unix seconds), uint256, above 0. */
  public abstract BigInteger deadline();

  /** A contract the reactor asks to validate the fill; the zero address (default) for none. */
  @Value.Default
  public Address additionalValidationContract() {
    return Orders.ZERO_ADDRESS;
  }

  /** Data for {@link #additionalValidationContract()}: {@code 0x} and hex digits, {@code 0x} (default) for none. */
  @Value.Default
  public String additionalValidationData() {
    return "0x";
  }

  /** A builder; reactor, swapper, nonce and deadline are required. */
  public static ImmutableOrderInfoToSign.Builder builder() {
    return ImmutableOrderInfoToSign.builder();
  }

  @Value.Check
  protected void check() {
    Orders.checkUint256("info.nonce", nonce());
    Orders.checkUint256("info.deadline", deadline());
    if (deadline().signum() == 0) {
      throw new InvalidTypedDataException("info.deadline", "must be > 0 (unix seconds), was 0");
    }
    String data = additionalValidationData();
    if (!data.startsWith("0x") || data.length() % 2 != 0 || !isHex(data)) {
      throw new InvalidTypedDataException("info.additionalValidationData",
          "expected 0x and an even number of hex digits, got \"" + abbreviate(data) + "\"");
    }
  }

  private static boolean isHex(String text) {
    for (int i = 2; i < text.length(); i++) {
      if (!isAsciiHexDigit(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** Only ASCII: no digit of another script (Arabic-Indic, fullwidth) passes for one, unlike {@code Character.digit}. */
  private static boolean isAsciiHexDigit(char c) {
    char lower = (char) (c | 0x20);
    return (c >= '0' && c <= '9') || (lower >= 'a' && lower <= 'f');
  }

  private static String abbreviate(String text) {
    return text.length() <= 24 ? text : text.substring(0, 24) + "...";
  }

  /** The {@code OrderInfo} struct's members as the reactor decodes them, of {@link Orders#ORDER_INFO_ABI}. */
  List<Object> toAbi() {
    return List.of(reactor(), swapper(), nonce(), deadline(), additionalValidationContract(),
        Hex.decode(additionalValidationData(), "info.additionalValidationData"));
  }

  ObjectNode toJson() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("reactor", reactor().toChecksumHex());
    node.put("swapper", swapper().toChecksumHex());
    node.put("nonce", nonce().toString());
    node.put("deadline", deadline().toString());
    node.put("additionalValidationContract", additionalValidationContract().toChecksumHex());
    node.put("additionalValidationData", additionalValidationData().toLowerCase(Locale.ROOT));
    return node;
  }

  /** Reads the common fields of a quote's {@code orderInfo}; absent validation fields get the defaults. */
  static OrderInfoToSign fromQuote(io.tradingsdk.models.quote.OrderInfo quote) {
    ImmutableOrderInfoToSign.Builder builder = builder()
        .reactor(Orders.address("orderInfo.reactor", quote.reactor()))
        .swapper(Orders.address("orderInfo.swapper", quote.swapper()))
        .nonce(quote.nonce())
        .deadline(BigInteger.valueOf(quote.deadline()));
    quote.additionalValidationContract()
        .ifPresent(a -> builder.additionalValidationContract(Orders.address("orderInfo.additionalValidationContract", a)));
    quote.additionalValidationData().ifPresent(builder::additionalValidationData);
    return builder.build();
  }
}

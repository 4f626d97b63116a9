package io.tradingsdk.signing.tx;

import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.TransactionRequest5792;
import io.tradingsdk.models.WireNumbers;
import io.tradingsdk.models.internal.HexDigits;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Turns the Trading API's transaction requests ({@code /swap}, {@code /swap_7702}, {@code /check_approval}, the LP
 * endpoints, the calls of {@code /swap_5792}) into transactions to sign, with no conversion by the user: the
 * request's {@code to}, {@code data}, {@code value} (hex or decimal), {@code chainId}, and its gas limit and fees
 * when present; the {@link TransactionFill} adds the nonce and what the request leaves out.
 *
 * <pre>{@code
 * TransactionRequest request = swapResponse.swap();
 * UnsignedTransaction tx = TransactionRequests.toUnsigned(request, TransactionFill.builder().nonce(nonce).build());
 * SignedTransaction signed = tx.sign(signer);   // refused unless signer.address() is request.from()
 * }</pre>
 *
 * <p>The type follows from the fees: {@code gasPrice} gives a {@link LegacyTransaction}, {@code maxFeePerGas} and
 * {@code maxPriorityFeePerGas} an {@link Eip1559Transaction}, and authorizations in the fill an {@link
 * Eip7702Transaction}. Refused, each with an {@link InvalidTransactionException} naming the field: a missing, zero or
 * malformed {@code to} (an API transaction always calls a contract), a {@code from} that is not an address,
 * malformed {@code data} or {@code value}, a chain id that is not positive, both kinds of fees together, a fill
 * value that contradicts the request's, a missing gas limit or fee, and everything the transaction builders refuse.
 * The request's {@code from} becomes {@link UnsignedTransaction#from()}, so signing with another key is refused.
 */
public final class TransactionRequests {
  private static final Address ZERO_ADDRESS = Address.fromBytes(new byte[20]);

  private TransactionRequests() {}

  /**
   * The transaction an API {@link TransactionRequest} describes, completed by {@code fill}.
   *
   * @throws InvalidTransactionException naming the field, when the request and the fill do not make one
   *     well-formed transaction
   */
  public static UnsignedTransaction toUnsigned(TransactionRequest request, TransactionFill fill) {
    Objects.requireNonNull(request, "request");
    Objects.requireNonNull(fill, "fill");
    Request fields = new Request("", request.to(), request.from(), request.chainId().id(), request.data(),
        request.value(), request.gasLimit(), request.gasPrice(), request.maxFeePerGas(), request.maxPriorityFeePerGas());
    return fields.complete(fill);
  }

  /**
   * The transaction of one call of a {@code /swap_5792} batch, sent from the batch's {@code from} on its chain,
   * completed by {@code fill} (each call needs its own nonce: the batch's calls run in order).
   *
   * @throws InvalidTransactionException naming the field, also when the call names another chain than the batch
   */
  public static UnsignedTransaction toUnsigned(Swap5792Response batch, TransactionRequest5792 call,
      TransactionFill fill) {
    Objects.requireNonNull(batch, "batch");
    Objects.requireNonNull(call, "call");
    Objects.requireNonNull(fill, "fill");
    int index = batch.calls().indexOf(call);
    String prefix = index >= 0 ? "calls[" + index + "]." : "call.";
    long chainId = batch.chainId().id();
    if (call.chainId().isPresent() && call.chainId().get().id() != chainId) {
      throw new InvalidTransactionException(prefix + "chainId", call.chainId().get().id() + " differs from the"
          + " batch's chain " + chainId);
    }
    Request fields = new Request(prefix, call.to(), batch.from(), chainId, call.data(), call.value(),
        call.gasLimit(), call.gasPrice(), call.maxFeePerGas(), call.maxPriorityFeePerGas());
    return fields.complete(fill);
  }

  /** The fields of one request, as the API sent them, and how they combine with a fill. */
  private static final class Request {
    private final String prefix;
    private final String to;
    private final String from;
    private final long chainId;
    private final String data;
    private final String value;
    private final Optional<BigInteger> gasLimit;
    private final Optional<BigInteger> gasPrice;
    private final Optional<BigInteger> maxFeePerGas;
    private final Optional<BigInteger> maxPriorityFeePerGas;

    Request(String prefix, String to, String from, long chainId, String data, String value,
        Optional<BigInteger> gasLimit, Optional<BigInteger> gasPrice, Optional<BigInteger> maxFeePerGas,
        Optional<BigInteger> maxPriorityFeePerGas) {
      this.prefix = prefix;
      this.to = to;
      this.from = from;
      this.chainId = chainId;
      this.data = data;
      this.value = value;
      this.gasLimit = gasLimit;
      this.gasPrice = gasPrice;
      this.maxFeePerGas = maxFeePerGas;
      this.maxPriorityFeePerGas = maxPriorityFeePerGas;
    }

    UnsignedTransaction complete(TransactionFill fill) {
      Address toAddress = address("to", to);
      if (toAddress.equals(ZERO_ADDRESS)) {
        throw new InvalidTransactionException(prefix + "to", "the zero address (the API's placeholder for the"
            + " native currency), not an account to call");
      }
      Address sender = address("from", from);
      if (chainId <= 0) {
        throw new InvalidTransactionException(prefix + "chainId", "must be positive, got " + chainId);
      }
      byte[] calldata = bytes("data", data);
      BigInteger wei = amount("value", value);
      BigInteger gas = merge("gasLimit", gasLimit, fill.gasLimit());
      if (gas == null) {
        throw new InvalidTransactionException(prefix + "gasLimit", "missing: the request has none; set it in the fill"
            + " (e.g. from eth_estimateGas)");
      }
      Optional<Fees> fees = fill.fees();
      BigInteger legacyPrice = merge("gasPrice", gasPrice, fees.flatMap(Fees::gasPrice));
      BigInteger maxFee = merge("maxFeePerGas", maxFeePerGas, fees.flatMap(Fees::maxFeePerGas));
      BigInteger tip = merge("maxPriorityFeePerGas", maxPriorityFeePerGas, fees.flatMap(Fees::maxPriorityFeePerGas));
      Fees.requireOneKind(prefix, legacyPrice, maxFee, tip); // request and fill combined
      if (!fill.authorizations().isEmpty()) {
        if (legacyPrice != null) {
          throw new InvalidTransactionException(prefix + "gasPrice", "an EIP-7702 transaction (the fill has"
              + " authorizations) takes maxFeePerGas and maxPriorityFeePerGas, not gasPrice");
        }
        return Eip7702Transaction.builder().chainId(chainId).nonce(fill.nonce()).gasLimit(gas)
            .maxFeePerGas(required("maxFeePerGas", maxFee)).maxPriorityFeePerGas(required("maxPriorityFeePerGas", tip))
            .to(toAddress).value(wei).data(calldata).from(sender)
            .accessList(fill.accessList()).authorizationList(fill.authorizations())
            .build();
      }
      if (legacyPrice != null) {
        if (!fill.accessList().isEmpty()) {
          throw new InvalidTransactionException("accessList", "a legacy transaction (gasPrice) has no access list;"
              + " use EIP-1559 fees to send one");
        }
        return LegacyTransaction.builder().chainId(chainId).nonce(fill.nonce()).gasLimit(gas).gasPrice(legacyPrice)
            .to(toAddress).value(wei).data(calldata).from(sender)
            .build();
      }
      if (maxFee == null && tip == null) {
        throw new InvalidTransactionException(prefix + "maxFeePerGas", "missing: the request has no fees; set"
            + " maxFeePerGas and maxPriorityFeePerGas (EIP-1559) or gasPrice (legacy) in the fill");
      }
      return Eip1559Transaction.builder().chainId(chainId).nonce(fill.nonce()).gasLimit(gas)
          .maxFeePerGas(required("maxFeePerGas", maxFee)).maxPriorityFeePerGas(required("maxPriorityFeePerGas", tip))
          .to(toAddress).value(wei).data(calldata).from(sender)
          .accessList(fill.accessList())
          .build();
    }

    private BigInteger required(String field, @Nullable BigInteger fee) {
      if (fee == null) {
        throw new InvalidTransactionException(prefix + field, "missing: the request and the fill set only the other"
            + " EIP-1559 fee");
      }
      return fee;
    }

    /** The request's value, else the fill's; both may be set only to the same value. */
    private @Nullable BigInteger merge(String field, Optional<BigInteger> fromRequest, Optional<BigInteger> fromFill) {
      if (fromRequest.isPresent() && fromFill.isPresent() && !fromRequest.get().equals(fromFill.get())) {
        throw new InvalidTransactionException(prefix + field, "the request has " + fromRequest.get() + " and the fill "
            + fromFill.get() + ": a fill adds what the request lacks and never changes it");
      }
      return fromRequest.isPresent() ? fromRequest.get() : fromFill.orElse(null);
    }

    private Address address(String field, @Nullable String text) {
      if (text == null || text.isEmpty()) {
        throw new InvalidTransactionException(prefix + field, "missing"
            + (field.equals("to") ? " (an API transaction always calls an account; it never creates a contract)" : ""));
      }
      try {
        return Address.of(text);
      } catch (IllegalArgumentException e) {
        throw new InvalidTransactionException(prefix + field, e.getMessage());
      }
    }

    private byte[] bytes(String field, String text) {
      try {
        return Hex.decode(text, prefix + field);
      } catch (IllegalArgumentException e) {
        throw new InvalidTransactionException(prefix + field, stripField(e.getMessage(), prefix + field));
      }
    }

    private BigInteger amount(String field, String text) {
      // BigInteger's parser reads what no node or JavaScript library does: other scripts' digits ("١٠" is 10), a
      // plus sign, a sign after 0x. The wei the user signs are ASCII digits, decimal or after 0x (a leading minus
      // goes on, to be refused as negative).
      if (text != null && !isAsciiInteger(text)) {
        throw new InvalidTransactionException(prefix + field, "expected a decimal or 0x-hex integer of ASCII digits"
            + " (0-9, or 0x and 0-9, a-f, A-F)");
      }
      try {
        return WireNumbers.parseInteger(text, prefix + field);
      } catch (IllegalArgumentException e) {
        throw new InvalidTransactionException(prefix + field, stripField(e.getMessage(), prefix + field));
      }
    }

    /** {@code 0x} and hex digits (none is zero), or decimal digits with an optional minus sign; ASCII only. */
    private static boolean isAsciiInteger(String text) {
      boolean hex = text.startsWith("0x") || text.startsWith("0X");
      int start = hex ? 2 : text.startsWith("-") ? 1 : 0;
      if (!hex && start == text.length()) {
        return false;
      }
      for (int i = start; i < text.length(); i++) {
        char c = text.charAt(i);
        if (hex ? HexDigits.value(c) < 0 : c < '0' || c > '9') {
          return false;
        }
      }
      return true;
    }

    private static String stripField(String message, String field) {
      return message.startsWith(field + ": ") ? message.substring(field.length() + 2) : message;
    }
  }
}

package io.tradingsdk.models;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The rules the spec states for requests, shared by the request models' build-time checks. Each
 * throws {@link InvalidModelException} naming the field and what was expected.
 */
public final class RequestRules {
  /** An address: {@code 0x} and 40 hex digits (the spec's general rule). */
  public static final Pattern ADDRESS = Pattern.compile("0x[0-9a-fA-F]{40}");

  /** An address whose {@code 0x} prefix is optional ({@code /send}, {@code /swappable_tokens}). */
  public static final Pattern ADDRESS_OPTIONAL_PREFIX = Pattern.compile("(0x)?[0-9a-fA-F]{40}");

  /** A 65-byte signature in hex, as {@code PATCH /plan} requires: {@code ^0x[a-fA-F0-9]{130}$}. */
  public static final Pattern SIGNATURE = Pattern.compile("0x[a-fA-F0-9]{130}");

  private static final Pattern DIGITS = Pattern.compile("[0-9]+");
  private static final int MAX_PLAIN_LENGTH = 80;

  private static final Pattern HEX_BYTES = Pattern.compile("0x(?:[0-9a-fA-F]{2})+");

  /** Chain ids {@code /limit_order_quote} accepts for {@code tokenInChainId} and {@code tokenOutChainId}. */
  public static final Set<ChainId> LIMIT_ORDER_CHAINS =
      chains(1, 10, 56, 130, 137, 196, 324, 480, 1868, 8453, 10143, 42161, 42220, 43114, 81457,
          7777777, 1301, 84532, 11155111, 143);

  /** Chain ids {@code /send} ({@code chainId}) and {@code /swappable_tokens} ({@code tokenInChainId}) accept. */
  public static final Set<ChainId> SEND_CHAINS =
      chains(1, 10, 56, 130, 137, 143, 196, 324, 480, 1868, 4217, 8453, 10143, 42161, 42220, 43114,
          59144, 81457, 7777777, 1301, 84532, 11155111);

  /** Which urgency forms and casing an endpoint takes. */
  public enum UrgencyForm {
    /** {@code normal|fast|urgent}, a bare string only ({@code /swap_7702}, {@code /send}). */
    LOWERCASE_STRING,
    /** {@code normal|fast|urgent}, as a string or as the object form ({@code /quote}, ...). */
    LOWERCASE_STRING_OR_OBJECT,
    /** {@code NORMAL|FAST|URGENT}, a bare string only (the LP endpoints). */
    UPPERCASE_STRING
  }

  private static final Set<String> URGENCY_LEVELS = Set.of("normal", "fast", "urgent");
  private static final Set<String> UPPER_URGENCY_LEVELS = Set.of("NORMAL", "FAST", "URGENT");

  private RequestRules() {}

  /** {@code value} is {@code 0x} and 40 hex digits. */
  public static void strictAddress(String field, String value) {
    if (!ADDRESS.matcher(value).matches()) {
      throw new InvalidModelException(
          field, "must be an address (0x followed by 40 hex digits), was " + quote(value));
    }
  }

  /** {@code value} is 40 hex digits with an optional {@code 0x} prefix. */
  public static void addressOptionalPrefix(String field, String value) {
    if (!ADDRESS_OPTIONAL_PREFIX.matcher(value).matches()) {
      throw new InvalidModelException(
          field, "must be an address (40 hex digits, optionally 0x-prefixed), was " + quote(value));
    }
  }

  /** {@code value} is strictly greater than 0. */
  public static void positive(String field, BigInteger value) {
    if (value.signum() <= 0) {
      throw new InvalidModelException(field, "must be > 0, was " + value);
    }
  }

  /** {@code value} is in {@code [min, max]}. */
  public static void range(String field, long value, long min, long max) {
    if (value < min || value > max) {
      throw new InvalidModelException(
          field, "must be between " + min + " and " + max + ", was " + value);
    }
  }

  /** {@code value} is {@code >= 0}. */
  public static void nonNegative(String field, long value) {
    if (value < 0) {
      throw new InvalidModelException(field, "must be >= 0, was " + value);
    }
  }

  /** A slippage percentage: 0 to 100 with at most two decimal places. */
  public static void slippage(String field, BigDecimal value) {
    if (value.signum() < 0 || value.compareTo(BigDecimal.valueOf(100)) > 0) {
      throw new InvalidModelException(
          field, "must be a percentage between 0 and 100, was " + shown(value));
    }
    if (value.stripTrailingZeros().scale() > 2) {
      throw new InvalidModelException(
          field, "must have at most 2 decimal places, was " + shown(value));
    }
  }

  /**
   * {@code value} as an error message shows it: plain ({@code 0.001}) while that is short, else in scientific
   * notation ({@code 1E-100000000}), whose plain form would be a hundred million characters built for a message.
   */
  public static String shown(BigDecimal value) {
    // The plain form's length without building it: the digits, the zeros the exponent adds, a sign and a point.
    long plainLength = (long) value.precision() + Math.abs((long) value.scale()) + 2;
    return plainLength <= MAX_PLAIN_LENGTH ? value.toPlainString() : value.toString();
  }

  /** {@code value} is one of {@code allowed} (a request value the spec enumerates). */
  public static void oneOf(String field, WireEnum value, WireEnum... allowed) {
    if (!Arrays.asList(allowed).contains(value)) {
      throw new InvalidModelException(
          field,
          "must be one of "
              + Arrays.stream(allowed).map(WireEnum::value).collect(Collectors.joining(", "))
              + ", was "
              + quote(value.value()));
    }
  }

  /** {@code chainId} is one of {@code allowed}. */
  public static void chainIn(String field, ChainId chainId, Set<ChainId> allowed) {
    if (!allowed.contains(chainId)) {
      throw new InvalidModelException(
          field,
          "must be one of the chain ids "
              + allowed.stream().map(ChainId::toString).collect(Collectors.joining(", "))
              + ", was "
              + chainId);
    }
  }

  /** A signature matching {@link #SIGNATURE}; the message never echoes the signature. */
  public static void signature(String field, String value) {
    if (!SIGNATURE.matcher(value).matches()) {
      throw new InvalidModelException(
          field,
          "must match ^0x[a-fA-F0-9]{130}$ (a 65-byte hex signature), was a "
              + value.length()
              + "-character string");
    }
  }

  /** The urgency suits an endpoint: its form, and the level in that endpoint's casing. */
  public static void urgency(String field, Urgency urgency, UrgencyForm form) {
    if (urgency.isObjectForm() && form != UrgencyForm.LOWERCASE_STRING_OR_OBJECT) {
      throw new InvalidModelException(
          field, "must be a level string on this endpoint, the object form is not accepted");
    }
    boolean upper = form == UrgencyForm.UPPERCASE_STRING;
    if (!(upper ? UPPER_URGENCY_LEVELS : URGENCY_LEVELS).contains(urgency.level())) {
      String path = urgency.isObjectForm() ? field + ".level" : field;
      throw new InvalidModelException(
          path,
          "must be one of "
              + (upper ? "NORMAL, FAST, URGENT" : "normal, fast, urgent")
              + ", was "
              + quote(urgency.level()));
    }
  }

  /** {@code value} is not blank. */
  public static void notBlank(String field, String value) {
    if (value.isBlank()) {
      throw new InvalidModelException(field, "must not be blank");
    }
  }

  /**
   * {@code signature} and {@code permitData} travel together ({@code /swap}): both given, the
   * quote's permit and its signature, or both left out. The service answers 400 to one without the
   * other, and to {@code permitData: null}, which the models never write.
   */
  public static void signatureWithPermit(Optional<String> signature, Optional<PermitData> permitData) {
    if (signature.isPresent() && permitData.isEmpty()) {
      throw new InvalidModelException(
          "permitData",
          "required when signature is given: send the quote's permitData with its signature, or neither");
    }
    if (permitData.isPresent() && signature.isEmpty()) {
      throw new InvalidModelException(
          "signature",
          "required when permitData is given: sign the quote's permitData and send both, or neither");
    }
    signature.ifPresent(s -> notBlank("signature", s));
  }

  /**
   * A signature as a signer produces it: {@code 0x} and whole bytes of hex (65 bytes from an EOA,
   * other lengths from smart-contract wallets). The message never echoes the signature.
   */
  public static void hexSignature(String field, String value) {
    if (!HEX_BYTES.matcher(value).matches()) {
      throw new InvalidModelException(
          field,
          "must be 0x followed by an even number of hex digits (a signature), was a "
              + value.length()
              + "-character string");
    }
  }

  private static Set<ChainId> chains(long... ids) {
    Set<ChainId> set = new LinkedHashSet<>();
    for (long id : ids) {
      set.add(ChainId.of(id));
    }
    return Collections.unmodifiableSet(set);
  }

  private static String quote(String value) {
    return "\"" + value + "\"";
  }

  /**
   * Reads a request amount: a JSON string of decimal digits only ({@code "2516"}). Signs,
   * exponents, hex and JSON numbers are rejected, as the spec's "digits only" says.
   */
  public static final class DigitsOnly extends StdDeserializer<BigInteger> {
    private static final long serialVersionUID = 1L;

    public DigitsOnly() {
      super(BigInteger.class);
    }

    @Override
    public BigInteger deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (p.currentToken() == JsonToken.VALUE_STRING) {
        String text = p.getText();
        if (DIGITS.matcher(text).matches()) {
          return new BigInteger(text);
        }
        return (BigInteger)
            ctxt.handleWeirdStringValue(
                BigInteger.class, text, "expected a string of decimal digits (base units)");
      }
      return (BigInteger)
          ctxt.handleUnexpectedToken(
              BigInteger.class,
              p.currentToken(),
              p,
              "expected a string of decimal digits (base units), was %s",
              WireNumbers.describe(p.currentToken()));
    }
  }
}

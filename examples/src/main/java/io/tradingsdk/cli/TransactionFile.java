package io.tradingsdk.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.ImmutableTransactionRequest;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.tx.Authorization;
import io.tradingsdk.signing.tx.SignedAuthorization;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The transaction file of {@code trading tx sign} and {@code tx send}, read strictly: the API's {@code
 * TransactionRequest} fields ({@code to}, {@code from}, {@code data}, {@code value}, {@code chainId}, {@code
 * gasLimit}, {@code gasPrice}, {@code maxFeePerGas}, {@code maxPriorityFeePerGas}), plus {@code type} (0, 2 or 4),
 * {@code nonce} and, for type 4, {@code authorizationList} entries {@code {chainId, address, nonce}}. Numbers are
 * JSON integers or strings in decimal or 0x-hex. Anything else (an unknown field, a fraction, a negative number,
 * a type that contradicts the fees) is refused with exit 2 and a message naming the field: what is signed is
 * exactly what the file says. Read with jackson-core alone (no object mapper).
 */
final class TransactionFile {
  private static final JsonFactory JSON = new JsonFactory();
  private static final Pattern DECIMAL = Pattern.compile("[0-9]+");
  private static final Pattern HEX = Pattern.compile("0[xX][0-9a-fA-F]+");
  private static final String FIELDS = "to, from, data, value, chainId, gasLimit, gasPrice, maxFeePerGas,"
      + " maxPriorityFeePerGas, type, nonce, authorizationList";

  private final String file;
  String to;
  String from;
  String data = "0x";
  BigInteger value = BigInteger.ZERO;
  BigInteger chainId;
  BigInteger gasLimit;
  BigInteger gasPrice;
  BigInteger maxFeePerGas;
  BigInteger maxPriorityFeePerGas;
  BigInteger type;
  BigInteger nonce;
  List<AuthorizationEntry> authorizationList;

  /** One entry of {@code authorizationList}: what the key authorizes, signed when the transaction is. */
  record AuthorizationEntry(long chainId, Address address, BigInteger nonce) {
    SignedAuthorization sign(Signer signer) {
      return Authorization.of(chainId, address, nonce).sign(signer);
    }
  }

  private TransactionFile(String file) {
    this.file = file;
  }

  /** Reads and checks {@code path}; every refusal is a {@link CliException} with exit 2 naming the field. */
  static TransactionFile read(Path path) {
    String text;
    try {
      text = Files.readString(path, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new CliException(ExitCodes.UNREADABLE, path + ": cannot read: no such file");
    } catch (IOException e) {
      throw new CliException(ExitCodes.UNREADABLE, path + ": cannot read: " + e.getMessage());
    }
    TransactionFile tx = new TransactionFile(path.toString());
    try (JsonParser json = JSON.createParser(text)) {
      tx.parse(json);
    } catch (JsonProcessingException e) {
      // Jackson's message may quote the input; the location is enough, and never prints a key file read by mistake.
      throw tx.refuse(null, "not JSON" + (e.getLocation() == null ? ""
          : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")"));
    } catch (IOException e) {
      throw new CliException(ExitCodes.UNREADABLE, path + ": cannot read: " + e.getMessage());
    }
    tx.checkType();
    return tx;
  }

  private void parse(JsonParser json) throws IOException {
    if (json.nextToken() != JsonToken.START_OBJECT) {
      throw refuse(null, "expected a JSON object (a transaction)");
    }
    while (json.nextToken() == JsonToken.FIELD_NAME) {
      String field = json.currentName();
      json.nextToken();
      switch (field) {
        case "to" -> to = text(json, field);
        case "from" -> from = text(json, field);
        case "data" -> data = text(json, field);
        case "value" -> value = number(json, field);
        case "chainId" -> chainId = number(json, field);
        case "gasLimit" -> gasLimit = number(json, field);
        case "gasPrice" -> gasPrice = number(json, field);
        case "maxFeePerGas" -> maxFeePerGas = number(json, field);
        case "maxPriorityFeePerGas" -> maxPriorityFeePerGas = number(json, field);
        case "type" -> type = number(json, field);
        case "nonce" -> nonce = number(json, field);
        case "authorizationList" -> authorizationList = authorizations(json);
        default -> throw refuse(field, "unknown field; a transaction file has " + FIELDS);
      }
    }
    if (json.nextToken() != null) {
      throw refuse(null, "more than one JSON value");
    }
  }

  private List<AuthorizationEntry> authorizations(JsonParser json) throws IOException {
    if (json.currentToken() != JsonToken.START_ARRAY) {
      throw refuse("authorizationList", "expected an array of {chainId, address, nonce}");
    }
    List<AuthorizationEntry> entries = new ArrayList<>();
    while (json.nextToken() != JsonToken.END_ARRAY) {
      entries.add(authorization(json, "authorizationList[" + entries.size() + "]"));
    }
    return entries;
  }

  private AuthorizationEntry authorization(JsonParser json, String prefix) throws IOException {
    if (json.currentToken() != JsonToken.START_OBJECT) {
      throw refuse(prefix, "expected an object {chainId, address, nonce}");
    }
    BigInteger entryChain = null;
    String address = null;
    BigInteger entryNonce = null;
    while (json.nextToken() == JsonToken.FIELD_NAME) {
      String field = prefix + "." + json.currentName();
      String name = json.currentName();
      json.nextToken();
      switch (name) {
        case "chainId" -> entryChain = number(json, field);
        case "address" -> address = text(json, field);
        case "nonce" -> entryNonce = number(json, field);
        default -> throw refuse(field, "unknown field; an authorization has chainId, address, nonce");
      }
    }
    long chain = required(prefix + ".chainId", entryChain).longValueExact();
    Address delegate;
    try {
      delegate = Address.of(required(prefix + ".address", address));
    } catch (IllegalArgumentException e) {
      throw refuse(prefix + ".address", e.getMessage());
    }
    return new AuthorizationEntry(chain, delegate, required(prefix + ".nonce", entryNonce));
  }

  /** The type against the fees and the authorizations: a file that says two things is refused. */
  private void checkType() {
    if (type == null) {
      return;
    }
    int id = type.bitLength() <= 8 ? type.intValue() : -1;
    switch (id) {
      case 0 -> {
        refuseIf(maxFeePerGas != null, "maxFeePerGas", "a type 0 (legacy) transaction takes gasPrice");
        refuseIf(maxPriorityFeePerGas != null, "maxPriorityFeePerGas", "a type 0 (legacy) transaction takes gasPrice");
        refuseIf(authorizationList != null, "authorizationList", "only a type 4 transaction carries one");
      }
      case 2 -> {
        refuseIf(gasPrice != null, "gasPrice", "a type 2 (EIP-1559) transaction takes maxFeePerGas and"
            + " maxPriorityFeePerGas");
        refuseIf(authorizationList != null, "authorizationList", "only a type 4 transaction carries one");
      }
      case 4 -> {
        refuseIf(gasPrice != null, "gasPrice", "a type 4 (EIP-7702) transaction takes maxFeePerGas and"
            + " maxPriorityFeePerGas");
        refuseIf(authorizationList == null || authorizationList.isEmpty(), "authorizationList",
            "a type 4 (EIP-7702) transaction needs at least one authorization");
      }
      default -> throw refuse("type", "expected 0 (legacy), 2 (EIP-1559) or 4 (EIP-7702), was " + type);
    }
  }

  /** Whether this is a legacy transaction: type 0, or no type and a gasPrice. */
  boolean legacy() {
    return type != null ? type.signum() == 0 : gasPrice != null;
  }

  /** The authorizations to sign: empty for a type 0 or 2 transaction. */
  List<AuthorizationEntry> authorizationEntries() {
    return authorizationList == null ? List.of() : authorizationList;
  }

  /**
   * The API request this file describes; {@code from} defaults to {@code signer}'s address. The nonce and the
   * authorizations are not part of it: the caller adds them.
   */
  TransactionRequest request(Address signer) {
    ImmutableTransactionRequest.Builder request = TransactionRequest.builder()
        .to(required("to", to))
        .from(from != null ? from : signer.toChecksumHex())
        .data(data)
        .value(value.toString())
        .chainId(ChainId.of(required("chainId", chainId).longValueExact()));
    if (gasLimit != null) {
      request.gasLimit(gasLimit);
    }
    if (gasPrice != null) {
      request.gasPrice(gasPrice);
    }
    if (maxFeePerGas != null) {
      request.maxFeePerGas(maxFeePerGas);
    }
    if (maxPriorityFeePerGas != null) {
      request.maxPriorityFeePerGas(maxPriorityFeePerGas);
    }
    return request.build();
  }

  /** A refusal naming {@code field} (or the file alone), exit 2. */
  CliException refuse(String field, String reason) {
    return new CliException(ExitCodes.UNREADABLE, file + ": " + (field == null ? "" : field + ": ") + reason);
  }

  private void refuseIf(boolean condition, String field, String reason) {
    if (condition) {
      throw refuse(field, reason);
    }
  }

  <T> T required(String field, T value) {
    if (value == null) {
      throw refuse(field, "missing");
    }
    return value;
  }

  private String text(JsonParser json, String field) throws IOException {
    if (json.currentToken() != JsonToken.VALUE_STRING) {
      throw refuse(field, "expected a string, was " + describe(json.currentToken()));
    }
    return json.getText();
  }

  /** A non-negative integer: a JSON integer, or a string of decimal digits or 0x-hex digits. */
  private BigInteger number(JsonParser json, String field) throws IOException {
    JsonToken token = json.currentToken();
    BigInteger number;
    if (token == JsonToken.VALUE_NUMBER_INT) {
      number = json.getBigIntegerValue();
    } else if (token == JsonToken.VALUE_STRING) {
      String text = json.getText();
      if (DECIMAL.matcher(text).matches()) {
        number = new BigInteger(text);
      } else if (HEX.matcher(text).matches()) {
        number = new BigInteger(text.substring(2), 16);
      } else {
        throw refuse(field, "expected a non-negative integer in decimal or 0x-hex, was \"" + shorten(text) + "\"");
      }
    } else {
      throw refuse(field, "expected an integer (a JSON number or a decimal or 0x-hex string), was "
          + describe(token));
    }
    if (number.signum() < 0) {
      throw refuse(field, "must not be negative, was " + number);
    }
    if (field.endsWith("chainId") && number.bitLength() > 63) {
      throw refuse(field, "beyond a 64-bit chain id: " + number);
    }
    return number;
  }

  private static String shorten(String text) {
    return text.length() <= 40 ? text : text.substring(0, 40) + "...";
  }

  private static String describe(JsonToken token) {
    if (token == null) {
      return "the end of the input";
    }
    return switch (token) {
      case VALUE_NUMBER_FLOAT -> "a fractional number";
      case VALUE_NUMBER_INT -> "a number";
      case VALUE_STRING -> "a string";
      case VALUE_TRUE, VALUE_FALSE -> "a boolean";
      case VALUE_NULL -> "null";
      case START_OBJECT -> "an object";
      case START_ARRAY -> "an array";
      default -> token.toString();
    };
  }
}

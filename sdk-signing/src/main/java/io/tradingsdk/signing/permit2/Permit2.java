package io.tradingsdk.signing.permit2;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.Eip712Field;
import io.tradingsdk.signing.Eip712Types;
import io.tradingsdk.signing.InvalidTypedDataException;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Permit2 domain and type definitions, exactly as the contract hashes them.
 *
 * <p>Permit2's domain has no {@code version}. Its address is the same on most chains but not all
 * (zkSync differs): take {@code verifyingContract} from the API's {@code permitData} rather than
 * from a constant.
 */
public final class Permit2 {
  /** The domain {@code name}. */
  public static final String DOMAIN_NAME = "Permit2";

  static final List<Eip712Field> PERMIT_DETAILS = List.of(
      Eip712Field.of("token", "address"),
      Eip712Field.of("amount", "uint160"),
      Eip712Field.of("expiration", "uint48"),
      Eip712Field.of("nonce", "uint48"));
  static final List<Eip712Field> TOKEN_PERMISSIONS = List.of(
      Eip712Field.of("token", "address"),
      Eip712Field.of("amount", "uint256"));

  /** {@code PermitSingle} and {@code PermitDetails}. */
  public static final Eip712Types PERMIT_SINGLE_TYPES = Eip712Types.of(types(
      "PermitSingle", allowanceFields("PermitDetails"),
      "PermitDetails", PERMIT_DETAILS));

  /** {@code PermitBatch} and {@code PermitDetails}. */
  public static final Eip712Types PERMIT_BATCH_TYPES = Eip712Types.of(types(
      "PermitBatch", allowanceFields("PermitDetails[]"),
      "PermitDetails", PERMIT_DETAILS));

  /** {@code PermitTransferFrom} and {@code TokenPermissions}. */
  public static final Eip712Types PERMIT_TRANSFER_FROM_TYPES = Eip712Types.of(types(
      "PermitTransferFrom", transferFields("TokenPermissions", null),
      "TokenPermissions", TOKEN_PERMISSIONS));

  /** {@code PermitBatchTransferFrom} and {@code TokenPermissions}. */
  public static final Eip712Types PERMIT_BATCH_TRANSFER_FROM_TYPES = Eip712Types.of(types(
      "PermitBatchTransferFrom", transferFields("TokenPermissions[]", null),
      "TokenPermissions", TOKEN_PERMISSIONS));

  static final BigInteger MAX_UINT48 = BigInteger.ONE.shiftLeft(48).subtract(BigInteger.ONE);
  static final BigInteger MAX_UINT160 = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);
  static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);

  private Permit2() {}

  /** The Permit2 domain: {@code name "Permit2", chainId, verifyingContract}. */
  public static Eip712Domain domain(ChainId chainId, Address verifyingContract) {
    return domain(chainId.id(), verifyingContract);
  }

  /** The Permit2 domain: {@code name "Permit2", chainId, verifyingContract}. */
  public static Eip712Domain domain(long chainId, Address verifyingContract) {
    return Eip712Domain.builder().name(DOMAIN_NAME).chainId(chainId).verifyingContract(verifyingContract).build();
  }

  /** The types of a witness transfer: Permit2's own plus the witness type and its dependencies. */
  static Eip712Types witnessTypes(boolean batch, Witness witness) {
    Map<String, List<Eip712Field>> types = new LinkedHashMap<>();
    String primary = batch ? "PermitBatchWitnessTransferFrom" : "PermitWitnessTransferFrom";
    types.put(primary, transferFields(batch ? "TokenPermissions[]" : "TokenPermissions", witness.typeName()));
    types.put("TokenPermissions", TOKEN_PERMISSIONS);
    for (Map.Entry<String, List<Eip712Field>> entry : witness.types().entrySet()) {
      List<Eip712Field> existing = types.get(entry.getKey());
      if (existing != null && !existing.equals(entry.getValue())) {
        throw new InvalidTypedDataException("witness.types." + entry.getKey(),
            "conflicts with Permit2's own definition of " + entry.getKey());
      }
      types.put(entry.getKey(), entry.getValue());
    }
    return Eip712Types.of(types);
  }

  /** The fields of an allowance permit ({@code PermitSingle}, {@code PermitBatch}): its details, spender, deadline. */
  private static List<Eip712Field> allowanceFields(String detailsType) {
    return List.of(
        Eip712Field.of("details", detailsType),
        Eip712Field.of("spender", "address"),
        Eip712Field.of("sigDeadline", "uint256"));
  }

  private static List<Eip712Field> transferFields(String permittedType, String witnessType) {
    List<Eip712Field> fields = new java.util.ArrayList<>(List.of(
        Eip712Field.of("permitted", permittedType),
        Eip712Field.of("spender", "address"),
        Eip712Field.of("nonce", "uint256"),
        Eip712Field.of("deadline", "uint256")));
    if (witnessType != null) {
      fields.add(Eip712Field.of("witness", witnessType));
    }
    return List.copyOf(fields);
  }

  private static Map<String, List<Eip712Field>> types(String primary, List<Eip712Field> primaryFields, String other, List<Eip712Field> otherFields) {
    Map<String, List<Eip712Field>> types = new LinkedHashMap<>();
    types.put(primary, primaryFields);
    types.put(other, otherFields);
    return types;
  }

  /** Checks {@code 0 <= value <= max}, naming {@code path} and {@code type} when not. */
  static void checkRange(String path, BigInteger value, BigInteger max, String type) {
    if (value.signum() < 0 || value.compareTo(max) > 0) {
      throw new InvalidTypedDataException(path, value + " does not fit " + type);
    }
  }
}

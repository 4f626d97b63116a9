package io.tradingsdk.server.internal.engine;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.http.Body;

/**
 * The pieces of EIP-712 typed data ({@code {domain, types, values}}) the service's Permit2 messages
 * share: the Permit2 domain and the struct types. Kept in one place because a wallet signs exactly
 * these bytes: a type written two ways would give two digests.
 */
public final class Permit2TypedData {
  private Permit2TypedData() {}

  /** The Permit2 domain: a name, the chain and the contract, no version. */
  public static ObjectNode permit2Domain(long chainId, String permit2) {
    ObjectNode domain = Engine.object();
    domain.put("name", "Permit2");
    domain.put("chainId", chainId);
    domain.put("verifyingContract", permit2);
    return domain;
  }

  /**
   * Refuses a signed permit's {@code domain} unless it is Permit2's on {@code chainId}: its chain id is
   * {@code chainId} and its verifying contract {@code permit2}. A permit signed for another chain or contract
   * recovers its signer all the same, but Permit2 on this chain computes another domain separator and reverts.
   * {@code whoseChain} says where {@code chainId} comes from ("the quote's chain", "the request's chain").
   */
  public static void checkDomain(Body domain, long chainId, String permit2, String whoseChain) {
    if (domain.integer("chainId") != chainId) {
      throw domain.invalid("chainId", "must be " + chainId + ", " + whoseChain);
    }
    if (!Addresses.normalize(domain.address("verifyingContract")).equals(Addresses.normalize(permit2))) {
      throw domain.invalid("verifyingContract", "must be Permit2 on chain " + chainId + " (" + permit2 + ")");
    }
  }

  /** Adds the struct {@code name} to {@code types}; {@code members} alternate name and Solidity type. */
  public static void type(ObjectNode types, String name, String... members) {
    ArrayNode type = types.putArray(name);
    for (int i = 0; i < members.length; i += 2) {
      ObjectNode member = type.addObject();
      member.put("name", members[i]);
      member.put("type", members[i + 1]);
    }
  }

  /** Permit2's {@code PermitWitnessTransferFrom} and {@code TokenPermissions}, carrying a {@code witnessStruct}. */
  public static void witnessTransferTypes(ObjectNode types, String witnessStruct) {
    type(types, "PermitWitnessTransferFrom", "permitted", "TokenPermissions", "spender", "address",
        "nonce", "uint256", "deadline", "uint256", "witness", witnessStruct);
    type(types, "TokenPermissions", "token", "address", "amount", "uint256");
  }

  /** UniswapX's {@code OrderInfo}, the head of every order struct. */
  public static void orderInfoType(ObjectNode types) {
    type(types, "OrderInfo", "reactor", "address", "swapper", "address", "nonce", "uint256", "deadline", "uint256",
        "additionalValidationContract", "address", "additionalValidationData", "bytes");
  }

  /** UniswapX's {@code DutchOutput} (V2 Dutch and limit orders). */
  public static void dutchOutputType(ObjectNode types) {
    type(types, "DutchOutput", "token", "address", "startAmount", "uint256", "endAmount", "uint256",
        "recipient", "address");
  }
}

package io.tradingsdk.wallet;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.tx.SignedAuthorization;
import java.util.ArrayList;
import java.util.List;

/**
 * One entry of an EIP-7702 {@code authorizationList} as JSON-RPC takes it ({@code eth_estimateGas}, {@code
 * eth_call}): every number a hex quantity, the delegate as lower-case hex. Written by the JSON mapper from this
 * type, so a member cannot be misspelt or forgotten.
 */
@JsonPropertyOrder({"chainId", "address", "nonce", "yParity", "r", "s"})
record RpcAuthorization(String chainId, String address, String nonce, String yParity, String r, String s) {
  static RpcAuthorization of(SignedAuthorization a) {
    return new RpcAuthorization(RpcValues.quantity(a.authorization().chainId()),
        a.authorization().address().toLowerHex(), RpcValues.quantity(a.authorization().nonce()),
        RpcValues.quantity(a.yParity()), RpcValues.quantity(a.r()), RpcValues.quantity(a.s()));
  }

  /** The {@code authorizationList} array of {@code authorizations}, in their order. */
  static JsonNode listJson(List<SignedAuthorization> authorizations) {
    List<RpcAuthorization> list = new ArrayList<>(authorizations.size());
    for (SignedAuthorization a : authorizations) {
      list.add(of(a));
    }
    return TradingJson.mapper().valueToTree(list);
  }
}

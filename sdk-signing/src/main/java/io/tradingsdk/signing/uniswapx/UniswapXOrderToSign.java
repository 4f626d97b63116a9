package io.tradingsdk.signing.uniswapx;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.permit2.Permit2;
import io.tradingsdk.signing.permit2.PermitTransferFrom;
import io.tradingsdk.signing.permit2.Witness;

/**
 * A UniswapX order the swapper signs: a Permit2 {@code PermitWitnessTransferFrom} whose witness is
 * the order. Implemented by {@link V2DutchOrder}, {@link V3DutchOrder} and {@link PriorityOrder}.
 *
 * <pre>{@code
 * TypedData typedData = order.toTypedData(ChainId.BASE, permit2Address);
 * Signature signature = signer.sign(typedData);   // what POST /order takes with the encoded order
 * String encodedOrder = order.encodedOrder();      // quote.encodedOrder of that request
 * }</pre>
 *
 * <p>What the cosigner adds later ({@code cosignerData}, {@code cosignature}) is not part of what the
 * swapper signs, and is not modelled here: {@link #encodedOrder()} leaves it blank.
 */
public interface UniswapXOrderToSign {
  /** The reactor, swapper, nonce, deadline and additional validation shared by every order type. */
  OrderInfoToSign info();

  /**
   * The permit half: the input token and the most input the order can take, the reactor as spender,
   * the order's nonce and deadline.
   */
  PermitTransferFrom permit();

  /** The witness half: the order as the contract's witness type (e.g. {@code V2DutchOrder}). */
  Witness witness();

  /**
   * The order ABI-encoded as its reactor decodes it ({@code abi.encode} of the contract's order
   * struct): the API's {@code encodedOrder}, which {@code POST /order} takes with the signature. The
   * cosigner's half of the struct is blank (zero {@code cosignerData}, empty {@code cosignature}), as
   * in a quote's {@code encodedOrder} and uniswapx-sdk's {@code Unsigned*Order.serialize()}: the
   * cosigner fills it in after the order is posted.
   *
   * @return {@code 0x} followed by lower-case hex digits, a whole number of 32-byte words
   */
  String encodedOrder();

  /** The order hash the reactor computes ({@code hashStruct} of the witness), the API's {@code orderId}. */
  default Bytes32 orderHash() {
    return witness().hash();
  }

  /** The {@code PermitWitnessTransferFrom} typed data to sign, under a Permit2 {@code domain}. */
  default TypedData toTypedData(Eip712Domain domain) {
    return permit().toTypedData(domain, witness());
  }

  /**
   * The typed data to sign under the Permit2 domain of {@code chainId}. Take {@code permit2} from the
   * API's {@code permitData} ({@code domain.verifyingContract}): it differs on some chains.
   */
  default TypedData toTypedData(ChainId chainId, Address permit2) {
    return toTypedData(Permit2.domain(chainId, permit2));
  }
}

/**
 * Typed builders for UniswapX orders: {@link io.tradingsdk.signing.uniswapx.V2DutchOrder}
 * ({@code DUTCH_V2}), {@link io.tradingsdk.signing.uniswapx.V3DutchOrder} ({@code DUTCH_V3}) and
 * {@link io.tradingsdk.signing.uniswapx.PriorityOrder} ({@code PRIORITY}), with their {@link
 * io.tradingsdk.signing.uniswapx.OrderInfoToSign}, inputs, outputs and V3 decay curves.
 *
 * <p>Each order turns into the Permit2 {@code PermitWitnessTransferFrom} its reactor verifies: the
 * permit moves the order's input token (at most its largest input amount) to the reactor, under the
 * order's nonce and deadline, and the order itself is the {@code witness}, typed exactly as the
 * UniswapX contracts' {@code PERMIT2_ORDER_TYPE} strings. The digest equals the one of the
 * {@code permitData} the Trading API returns for the same order, so an app can build and sign an
 * order without the quote's JSON. Values are checked when built; a bad one raises {@link
 * io.tradingsdk.signing.InvalidTypedDataException} naming the field.
 *
 * <p>The types named {@code ...ToSign} ({@link io.tradingsdk.signing.uniswapx.UniswapXOrderToSign}, {@link
 * io.tradingsdk.signing.uniswapx.OrderInfoToSign}, {@link io.tradingsdk.signing.uniswapx.DutchInputToSign}...) are
 * the contracts' structs as the swapper signs and the reactor decodes them (the EIP-712 type names stay the
 * contracts': {@code OrderInfo}, {@code DutchOutput}...). The quote's JSON of the same order is in
 * {@code io.tradingsdk.models.quote} ({@code OrderInfo}, {@code DutchInput}...); each {@code fromQuote} turns one into
 * the other.
 */
@SigningStyle
package io.tradingsdk.signing.uniswapx;

import io.tradingsdk.signing.internal.SigningStyle;

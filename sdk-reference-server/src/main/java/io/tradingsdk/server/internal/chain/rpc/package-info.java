/**
 * Ethereum JSON-RPC over the simulated chains: one endpoint per chain ({@code POST /rpc/{chainId}}), answering the
 * methods wallets and libraries (web3j, ethers, viem, cast, the SDK's own sender) call to read the chain, estimate
 * and send transactions and wait for receipts. A raw transaction is decoded and checked as a node checks it, with
 * the error codes and messages geth sends, then mined by the same {@code Ledger.mine} the control API's impersonated
 * path uses. It reads the chain and the public request types only; the facade routes to it.
 */
@NullMarked
package io.tradingsdk.server.internal.chain.rpc;

import org.jspecify.annotations.NullMarked;

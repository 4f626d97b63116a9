package io.tradingsdk.kotlin

import com.fasterxml.jackson.databind.JsonNode
import io.tradingsdk.models.TransactionRequest
import io.tradingsdk.models.approval.CheckApprovalResponse
import io.tradingsdk.models.lp.LpApprovalResponse
import io.tradingsdk.signing.Address
import io.tradingsdk.signing.Bytes32
import io.tradingsdk.signing.tx.SignedTransaction
import io.tradingsdk.wallet.BlockTag
import io.tradingsdk.wallet.CallRequest
import io.tradingsdk.wallet.EthRpcClient
import io.tradingsdk.wallet.FeeHistory
import io.tradingsdk.wallet.PendingTransaction
import io.tradingsdk.wallet.ReceiptWait
import io.tradingsdk.wallet.RpcTransaction
import io.tradingsdk.wallet.SendOptions
import io.tradingsdk.wallet.TransactionReceipt
import io.tradingsdk.wallet.TransactionSender
import io.tradingsdk.wallet.TransactionWatch
import java.math.BigInteger
import kotlinx.coroutines.future.await

// The wallet's side (module sdk-wallet, which an app adds itself: sdk-kotlin depends on it optionally). Cancelling
// the coroutine cancels the node call in flight, or the poll's timer, exactly as for TradingClient.

/**
 * The suspending view of an [EthRpcClient]: each JSON-RPC method under the same name, over its `*Async` twin. What
 * the node may not know (a receipt, a transaction) is `null` rather than an empty `Optional`.
 */
@ExperimentalTradingCoroutinesApi
public class EthRpcSuspendClient internal constructor(private val rpc: EthRpcClient) {
    /** [EthRpcClient.chainId], suspending: `eth_chainId`. */
    public suspend fun chainId(): Long = rpc.chainIdAsync().await()

    /** [EthRpcClient.blockNumber], suspending: `eth_blockNumber`. */
    public suspend fun blockNumber(): Long = rpc.blockNumberAsync().await()

    /** [EthRpcClient.getTransactionCount], suspending: the account's nonce at [block]. */
    public suspend fun getTransactionCount(address: Address, block: BlockTag): Long =
        rpc.getTransactionCountAsync(address, block).await()

    /** [EthRpcClient.getBalance], suspending: the account's wei at [block]. */
    public suspend fun getBalance(address: Address, block: BlockTag): BigInteger =
        rpc.getBalanceAsync(address, block).await()

    /** [EthRpcClient.getCode], suspending: the account's code at [block] (empty for a wallet). */
    public suspend fun getCode(address: Address, block: BlockTag): ByteArray = rpc.getCodeAsync(address, block).await()

    /** [EthRpcClient.call], suspending: `eth_call`; a revert is thrown decoded. */
    public suspend fun call(request: CallRequest, block: BlockTag): ByteArray = rpc.callAsync(request, block).await()

    /** [EthRpcClient.estimateGas], suspending: `eth_estimateGas`; a revert is thrown decoded. */
    public suspend fun estimateGas(request: CallRequest): BigInteger = rpc.estimateGasAsync(request).await()

    /** [EthRpcClient.gasPrice], suspending: `eth_gasPrice`. */
    public suspend fun gasPrice(): BigInteger = rpc.gasPriceAsync().await()

    /** [EthRpcClient.maxPriorityFeePerGas], suspending: `eth_maxPriorityFeePerGas`. */
    public suspend fun maxPriorityFeePerGas(): BigInteger = rpc.maxPriorityFeePerGasAsync().await()

    /** [EthRpcClient.feeHistory], suspending: `eth_feeHistory` over [blockCount] blocks up to [newestBlock]. */
    public suspend fun feeHistory(blockCount: Int, newestBlock: BlockTag, vararg rewardPercentiles: Double): FeeHistory =
        rpc.feeHistoryAsync(blockCount, newestBlock, *rewardPercentiles).await()

    /** [EthRpcClient.getTransactionReceipt], suspending: the receipt, or null while the transaction is not mined. */
    public suspend fun getTransactionReceipt(hash: Bytes32): TransactionReceipt? =
        rpc.getTransactionReceiptAsync(hash).await().orElse(null)

    /** [EthRpcClient.getTransactionByHash], suspending: the transaction, or null when the node does not know it. */
    public suspend fun getTransactionByHash(hash: Bytes32): RpcTransaction? =
        rpc.getTransactionByHashAsync(hash).await().orElse(null)

    /**
     * [EthRpcClient.sendRawTransaction], suspending: broadcasts and returns the hash. Cancelling stops waiting, not
     * the broadcast: a node that already has the transaction may still mine it.
     */
    public suspend fun sendRawTransaction(transaction: SignedTransaction): Bytes32 =
        rpc.sendRawTransactionAsync(transaction).await()

    /** [EthRpcClient.request], suspending: any JSON-RPC method, its `result` as JSON. */
    public suspend fun request(method: String, vararg params: Any): JsonNode = rpc.requestAsync(method, *params).await()

    /** Names the client it suspends over. */
    override fun toString(): String = "EthRpcSuspendClient($rpc)"
}

/**
 * The suspending view of a [TransactionSender]: [send] fills, signs and broadcasts without holding a thread.
 */
@ExperimentalTradingCoroutinesApi
public class TransactionSuspendSender internal constructor(private val sender: TransactionSender) {
    /**
     * [TransactionSender.send], suspending: fills what [request] leaves out (never what it or [options] set), signs
     * and broadcasts it, and returns the pending transaction, whose [receipt] is then awaited. Cancelling aborts the
     * step in flight; a transaction the node already took stays sent.
     */
    public suspend fun send(request: TransactionRequest, options: SendOptions = SendOptions.none()): PendingTransaction =
        sender.sendAsync(request, options).await()

    /**
     * [TransactionSender.sendApprovals], suspending: what `/check_approval` asked for, the allowance reset
     * (`cancel`) first when present, then the approval, with consecutive nonces; empty when the allowance is
     * enough. A failure is the one of the transaction that failed, which was not broadcast (those before it were).
     * Cancelling aborts the send in flight and starts no other.
     */
    public suspend fun sendApprovals(response: CheckApprovalResponse): List<PendingTransaction> =
        sender.sendApprovalsAsync(response).await()

    /** [TransactionSender.sendApprovals] of an LP approval response, suspending: its transactions in its order. */
    public suspend fun sendApprovals(response: LpApprovalResponse): List<PendingTransaction> =
        sender.sendApprovalsAsync(response).await()

    /**
     * [TransactionSender.resume], suspending: settles a transaction this sender signed whose broadcast may or may not
     * have happened (one an app wrote to its journal with [SendOptions.Builder.beforeBroadcast] before a crash).
     * Sends the same bytes again only when the node lacks them and their nonce is free; never signs anything.
     *
     * @throws io.tradingsdk.wallet.TransactionReplacedException when another transaction used its nonce
     * @throws io.tradingsdk.wallet.BroadcastUnknownException when the node kept failing for the settle timeout
     */
    public suspend fun resume(transaction: SignedTransaction): PendingTransaction =
        sender.resumeAsync(transaction).await()

    /** Names the sender it suspends over. */
    override fun toString(): String = "TransactionSuspendSender($sender)"
}

/** This node client's methods as suspend functions: `rpc.coroutines().blockNumber()`. */
@ExperimentalTradingCoroutinesApi
public fun EthRpcClient.coroutines(): EthRpcSuspendClient = EthRpcSuspendClient(this)

/**
 * This sender's [TransactionSender.send], [TransactionSender.sendApprovals] and [TransactionSender.resume] as suspend
 * functions: `sender.coroutines().send(swap.swap())`.
 */
@ExperimentalTradingCoroutinesApi
public fun TransactionSender.coroutines(): TransactionSuspendSender = TransactionSuspendSender(this)

/**
 * Suspends until the transaction is mined with the sender's [ReceiptWait] (confirmations, timeout, poll
 * interval), polling without holding a thread: [PendingTransaction.awaitReceipt] without blocking. Named `receipt`
 * because a member `awaitReceipt()` would always win over an extension of that name. Cancelling stops the polling.
 *
 * @throws io.tradingsdk.wallet.TransactionRevertedException when it was mined and reverted, the revert decoded
 * @throws io.tradingsdk.wallet.ReceiptTimeoutException when no receipt came in time
 */
@ExperimentalTradingCoroutinesApi
public suspend fun PendingTransaction.receipt(): TransactionReceipt = receiptAsync().await()

/** [receipt] with another [wait]. */
@ExperimentalTradingCoroutinesApi
public suspend fun PendingTransaction.receipt(wait: ReceiptWait): TransactionReceipt = receiptAsync(wait).await()

/**
 * Suspends until the transaction [hash] is mined: [TransactionWatch.awaitReceipt] without blocking.
 *
 * @throws io.tradingsdk.wallet.TransactionReplacedException when another transaction was mined with its nonce
 */
@ExperimentalTradingCoroutinesApi
public suspend fun TransactionWatch.receipt(hash: Bytes32, wait: ReceiptWait = ReceiptWait.defaults()): TransactionReceipt =
    receiptAsync(hash, wait).await()

/**
 * Suspends until nonce [nonce] of [from] is used by a mined transaction, and returns its receipt (the original, a
 * speed-up or a cancel): [TransactionWatch.awaitNonce] without blocking.
 */
@ExperimentalTradingCoroutinesApi
public suspend fun TransactionWatch.receiptOfNonce(
    from: Address,
    nonce: Long,
    wait: ReceiptWait = ReceiptWait.defaults(),
): TransactionReceipt = nonceAsync(from, nonce, wait).await()

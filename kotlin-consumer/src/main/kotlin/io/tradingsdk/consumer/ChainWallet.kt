package io.tradingsdk.consumer

import io.tradingsdk.kotlin.ExperimentalTradingCoroutinesApi
import io.tradingsdk.kotlin.coroutines
import io.tradingsdk.kotlin.receipt
import io.tradingsdk.models.TransactionRequest
import io.tradingsdk.models.approval.CheckApprovalResponse
import io.tradingsdk.signing.Signer
import io.tradingsdk.wallet.EthRpcClient
import io.tradingsdk.wallet.TransactionReceipt
import io.tradingsdk.wallet.TransactionRevertedException
import io.tradingsdk.wallet.TransactionSender

/**
 * The app's chain side, on sdk-wallet's coroutines: what the Trading API returned is filled, signed, sent and
 * awaited without holding a thread. The approval response's `cancel` and `approval` are `@Nullable` in the SDK, so
 * Kotlin makes the app check them.
 */
@OptIn(ExperimentalTradingCoroutinesApi::class)
class ChainWallet(rpc: EthRpcClient, signer: Signer) {
    private val sender = TransactionSender.builder(rpc, signer).build().coroutines()

    /** Sends what `/check_approval` asked for (the allowance reset first), then [transaction], each mined in turn. */
    suspend fun approveThenSend(approvals: CheckApprovalResponse, transaction: TransactionRequest): Outcome {
        approvals.cancel()?.let { reset -> sender.send(reset).receipt() }
        approvals.approval()?.let { approval -> sender.send(approval).receipt() }
        return try {
            Outcome.Mined(sender.send(transaction).receipt())
        } catch (e: TransactionRevertedException) {
            Outcome.Reverted(e.reason().describe())
        }
    }

    /** How the transaction ended: mined, or reverted with the decoded reason. */
    sealed interface Outcome {
        /** Mined and succeeded. */
        data class Mined(val receipt: TransactionReceipt) : Outcome

        /** Mined and reverted: why, as the revert decoder put it. */
        data class Reverted(val reason: String) : Outcome
    }
}

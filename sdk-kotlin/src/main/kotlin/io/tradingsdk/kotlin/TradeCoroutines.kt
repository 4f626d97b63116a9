package io.tradingsdk.kotlin

import io.tradingsdk.trade.Trade
import io.tradingsdk.trade.TradeEvent
import io.tradingsdk.trade.TradeResult
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.channels.awaitClose
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.buffer
import kotlinx.coroutines.flow.callbackFlow
import kotlinx.coroutines.future.await

// The trade engine's side (module sdk-trade, which an app adds itself: sdk-kotlin depends on it optionally).

/**
 * This trade's events as a cold [Flow], over [Trade.subscribe]: each collector first gets the events so far, in
 * order, then the new ones as the engine records them, none lost or twice, and the flow completes after the final
 * event ([TradeEvent.isFinal]). A trade that ends without a result (its [Trade.future] completes exceptionally: the
 * engine was interrupted, the store refused the final entry) ends the flow with that exception.
 *
 * Cancelling the collector unsubscribes; it does not cancel the trade (that is [Trade.cancel]). The events are
 * buffered without bound between the engine's thread and the collector, so a slow collector never holds the trade
 * up (a trade has a few dozen events).
 */
@ExperimentalTradingCoroutinesApi
public fun Trade.eventFlow(): Flow<TradeEvent> = callbackFlow {
    val subscription = subscribe { event ->
        trySend(event) // never fails: the channel is unbounded (buffer below)
        if (event.isFinal) {
            channel.close()
        }
    }
    // A trade that ends without a final event: close with its failure (a no-op after the final event closed it).
    val ended = future().whenComplete { _, error -> if (error != null) channel.close(error) else channel.close() }
    awaitClose {
        subscription.close()
        ended.cancel(false)
    }
}.buffer(Channel.UNLIMITED)

/**
 * Suspends until this trade's final state, over [Trade.future]: SETTLED, EXPIRED, CANCELLED, REVERTED or FAILED, as
 * [TradeResult.status] says. Throws what the future completes with when the trade ends without a result (interrupted
 * engine, store failure); such a trade can be resumed by its id.
 *
 * Cancelling the coroutine stops the waiting only: it does **not** cancel the trade, which goes on to its final state
 * (to stop it, call [Trade.cancel]).
 */
@ExperimentalTradingCoroutinesApi
public suspend fun Trade.await(): TradeResult = future().await()

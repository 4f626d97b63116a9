// readme:trade-flow
@file:OptIn(ExperimentalTradingCoroutinesApi::class)

// readme:end
package io.tradingsdk.kotlin.readme

// readme:trade-flow
import io.tradingsdk.kotlin.ExperimentalTradingCoroutinesApi
import io.tradingsdk.kotlin.await
import io.tradingsdk.kotlin.eventFlow
import io.tradingsdk.trade.TradeEngine
import io.tradingsdk.trade.TradeIntent
import io.tradingsdk.trade.TradeResult
import java.math.BigDecimal
// readme:end

/** docs/trading-engine.md's Kotlin block, compiled here and run by TradeFlowSnippetTest. */
// readme:trade-flow

suspend fun sellUsdc(engine: TradeEngine): TradeResult {
    val trade = engine.start(TradeIntent.builder().sell("USDC").buy("ETH").amount(BigDecimal("1000")).build())
    trade.eventFlow().collect { event -> println("${event.type()} ${event.status()}") }
    return trade.await() // SETTLED, EXPIRED, CANCELLED, REVERTED or FAILED
}
// readme:end

package io.tradingsdk.kotlin

/**
 * Marks the coroutine API of the Trading SDK, whose shape may still change in a minor release.
 *
 * Using it warns until you opt in: `@OptIn(ExperimentalTradingCoroutinesApi::class)` on a declaration, or
 * `-opt-in=io.tradingsdk.kotlin.ExperimentalTradingCoroutinesApi` for a whole module.
 */
@RequiresOptIn(
    message = "The Trading SDK's coroutine API may still change in a minor release.",
    level = RequiresOptIn.Level.WARNING,
)
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION)
@MustBeDocumented
public annotation class ExperimentalTradingCoroutinesApi

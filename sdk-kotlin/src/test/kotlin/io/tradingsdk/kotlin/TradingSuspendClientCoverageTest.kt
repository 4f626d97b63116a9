package io.tradingsdk.kotlin

import io.tradingsdk.core.RequestOptions
import io.tradingsdk.core.TradingClient
import java.lang.reflect.Method
import java.lang.reflect.ParameterizedType
import java.lang.reflect.Type
import java.lang.reflect.WildcardType
import kotlin.coroutines.Continuation
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test

/**
 * The suspending view keeps up with the client: every `*Async` operation of [TradingClient] has a suspend function
 * of the same name, parameters and result, and the view has nothing else. A new operation added to the client
 * without its twin here fails this test.
 */
@OptIn(ExperimentalTradingCoroutinesApi::class)
class TradingSuspendClientCoverageTest {
    @Test
    fun `every async operation has a suspend twin, and nothing else is there`() {
        val asyncOperations = TradingClient::class.java.methods
            .filter { it.name.endsWith("Async") && it.parameterTypes.lastOrNull() == RequestOptions::class.java }
            .associate { it.name.removeSuffix("Async") to signature(it.parameterTypes.toList(), futureResult(it)) }
        val suspendFunctions = TradingSuspendClient::class.java.declaredMethods
            .filter { it.parameterTypes.lastOrNull() == Continuation::class.java && !it.isSynthetic }
            .associate { it.name to signature(it.parameterTypes.dropLast(1), continuationResult(it)) }

        assertThat(asyncOperations).hasSizeGreaterThanOrEqualTo(24)
        assertThat(suspendFunctions).isEqualTo(asyncOperations)
    }

    private fun signature(parameters: List<Class<*>>, result: Type): String =
        parameters.joinToString(prefix = "(", postfix = ")") { it.name } + ": " + result.typeName

    /** `T` of `CompletableFuture<T>`. */
    private fun futureResult(method: Method): Type =
        (method.genericReturnType as ParameterizedType).actualTypeArguments.single()

    /** `T` of the `Continuation<? super T>` a suspend function compiles to. */
    private fun continuationResult(method: Method): Type {
        val continuation = method.genericParameterTypes.last() as ParameterizedType
        return (continuation.actualTypeArguments.single() as WildcardType).lowerBounds.single()
    }
}

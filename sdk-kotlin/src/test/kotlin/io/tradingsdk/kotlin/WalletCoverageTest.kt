package io.tradingsdk.kotlin

import io.tradingsdk.wallet.EthRpcClient
import io.tradingsdk.wallet.TransactionSender
import java.lang.reflect.Method
import java.lang.reflect.ParameterizedType
import java.lang.reflect.Type
import java.lang.reflect.WildcardType
import java.util.Optional
import kotlin.coroutines.Continuation
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test

/**
 * The wallet's suspending views keep up with their Java classes: each `*Async` method has a suspend function of the
 * same name and parameters (the sender's with its options), returning what the future completes with, an
 * `Optional<T>` as a nullable `T`.
 */
@OptIn(ExperimentalTradingCoroutinesApi::class)
class WalletCoverageTest {
    @Test
    fun `every async method of EthRpcClient has a suspend twin, and nothing else is there`() {
        assertThat(suspendFunctions(EthRpcSuspendClient::class.java)).isEqualTo(asyncMethods(EthRpcClient::class.java))
    }

    @Test
    fun `the sender's send (with its options) and resume are there`() {
        assertThat(suspendFunctions(TransactionSuspendSender::class.java))
            .isEqualTo(asyncMethods(TransactionSender::class.java))
    }

    /**
     * Per name, the signatures of the overloads with the most parameters (the ones with every option): a set, since
     * overloads of one length (`sendApprovals` of a swap's and of a position's approvals) come in no fixed order.
     */
    private fun asyncMethods(type: Class<*>): Map<String, Set<String>> = type.methods
        .filter { it.name.endsWith("Async") }
        .groupBy { it.name.removeSuffix("Async") }
        .mapValues { (_, overloads) -> widest(overloads, overloads.maxOf { it.parameterCount }) }
        .mapValues { (_, methods) ->
            methods.mapTo(sortedSetOf()) { signature(it.parameterTypes.toList(), unwrapOptional(futureResult(it))) }
        }

    private fun suspendFunctions(type: Class<*>): Map<String, Set<String>> = type.declaredMethods
        .filter { it.parameterTypes.lastOrNull() == Continuation::class.java && !it.isSynthetic }
        .groupBy { it.name }
        .mapValues { (_, overloads) -> widest(overloads, overloads.maxOf { it.parameterCount }) }
        .mapValues { (_, functions) ->
            functions.mapTo(sortedSetOf()) { signature(it.parameterTypes.dropLast(1), continuationResult(it)) }
        }

    private fun widest(overloads: List<Method>, parameterCount: Int): List<Method> =
        overloads.filter { it.parameterCount == parameterCount }

    private fun signature(parameters: List<Class<*>>, result: Type): String =
        parameters.joinToString(prefix = "(", postfix = ")") { it.name } + ": " + result.typeName

    private fun futureResult(method: Method): Type =
        (method.genericReturnType as ParameterizedType).actualTypeArguments.single()

    private fun unwrapOptional(type: Type): Type =
        if (type is ParameterizedType && type.rawType == Optional::class.java) type.actualTypeArguments.single() else type

    private fun continuationResult(method: Method): Type {
        val continuation = method.genericParameterTypes.last() as ParameterizedType
        return (continuation.actualTypeArguments.single() as WildcardType).lowerBounds.single()
    }
}

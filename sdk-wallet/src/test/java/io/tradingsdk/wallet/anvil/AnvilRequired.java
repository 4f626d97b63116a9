package io.tradingsdk.wallet.anvil;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * {@link AnvilExtension}'s condition alone: the class is skipped without anvil, and fails under {@code CI=true}; no
 * shared node, no snapshot. For a class whose cases run at the same time, each on a node of its own
 * ({@link AnvilExtension#startOwn()}): snapshots of one shared node taken and reverted at the same time would undo
 * each other.
 */
public final class AnvilRequired implements ExecutionCondition {
  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    return new AnvilExtension().evaluateExecutionCondition(context);
  }
}

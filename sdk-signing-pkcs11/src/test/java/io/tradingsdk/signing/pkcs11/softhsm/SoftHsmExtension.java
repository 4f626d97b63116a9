package io.tradingsdk.signing.pkcs11.softhsm;

import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Runs a test class against the JVM's SoftHSM2 token ({@link SoftHsm}), given to test methods as a parameter.
 * Without SoftHSM2 the class is skipped with one line saying how to get it; under {@code CI=true} that is a failure,
 * so CI always signs in a token.
 */
public final class SoftHsmExtension implements ExecutionCondition, ParameterResolver {
  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    Optional<String> missing = SoftHsm.missing();
    if (missing.isEmpty()) {
      return ConditionEvaluationResult.enabled("SoftHSM2 is installed");
    }
    if ("true".equalsIgnoreCase(System.getenv("CI"))) {
      throw new ExtensionConfigurationException("CI=true but " + missing.get());
    }
    return ConditionEvaluationResult.disabled(missing.get());
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == SoftHsm.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return SoftHsm.shared();
  }
}

/**
 * Execution plans: {@link io.tradingsdk.models.plan.PlanResponse} (the body of {@code POST /plan},
 * {@code GET /plan/{planId}} and {@code PATCH /plan/{planId}}), its steps and their proofs, and the
 * {@link io.tradingsdk.models.plan.UpdatePlanRequest} that attaches proofs.
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models.plan;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;

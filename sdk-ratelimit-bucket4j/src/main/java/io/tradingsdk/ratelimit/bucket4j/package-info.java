/** Types and members are non-null unless annotated {@code @Nullable} (JSpecify). */
@NullMarked
package io.tradingsdk.ratelimit.bucket4j;

import org.jspecify.annotations.NullMarked;

/** Types and members are non-null unless annotated {@code @Nullable} (JSpecify). */
@NullMarked
package io.tradingsdk.core;

import org.jspecify.annotations.NullMarked;

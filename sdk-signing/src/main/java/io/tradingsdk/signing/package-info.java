/** Types and members are non-null unless annotated {@code @Nullable} (JSpecify). */
@NullMarked
package io.tradingsdk.signing;

import org.jspecify.annotations.NullMarked;

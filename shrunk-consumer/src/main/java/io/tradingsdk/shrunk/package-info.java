/** Types and members are non-null unless annotated {@code @Nullable} (JSpecify). */
@NullMarked
package io.tradingsdk.shrunk;

import org.jspecify.annotations.NullMarked;

/**
 * The token-list document (list, token entry, version, tag definition, extension values), its
 * validator ({@link io.tradingsdk.tokenlist.TokenListValidator}) and the upstream helpers
 * ({@link io.tradingsdk.tokenlist.TokenLists}: diff, version bumps, comparisons).
 */
@ModelStyle
@NullMarked
package io.tradingsdk.tokenlist;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;

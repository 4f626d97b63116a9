/**
 * Typed, immutable models of the Trading API's shared objects and open value sets.
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models;

import org.jspecify.annotations.NullMarked;

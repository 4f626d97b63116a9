/**
 * Typed, immutable models of the Trading API's shared objects and open value sets.
 */
@ModelStyle
package io.tradingsdk.models;

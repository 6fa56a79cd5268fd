// Cairo and Pango for the render benchmark's direct baseline, which calls them itself (the
// root package's CPangoCairo is a target, not a product, so another package cannot use it).
#include <cairo.h>
#include <pango/pangocairo.h>

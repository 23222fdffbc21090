// The counter by which the threads of one render share its rows (GradientRaster's
// PreparedGradient): an atomic increment, which Swift has only from macOS 15 and iOS 18 on.
#include "CGradientKernels.h"

long gk_claim(long *counter) { return __atomic_fetch_add(counter, 1, __ATOMIC_RELAXED); }

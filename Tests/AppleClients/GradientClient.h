// What both Objective-C clients import: the platform's view framework, Core Animation and the
// header the Swift compiler generates for GradientUI (GradientUI-Swift.h), with `Colour` naming
// the platform's colour class, so that one client's code reads the same on iOS and on a Mac.
#include <TargetConditionals.h>
#if TARGET_OS_OSX
@import AppKit;
#define Colour NSColor
#else
@import UIKit;
#define Colour UIColor
#endif
@import QuartzCore;
#import "GradientUI-Swift.h"

// An Objective-C app using every capability of the view through the header the Swift
// compiler generates (GradientUI-Swift.h). Checked with clang -fsyntax-only -fobjc-arc
// -fmodules by Scripts/check-apple-sdk.sh against the iOS SDK (the macOS SDK here cannot
// build AppKit's clang module, see the script); the macOS branches are written for a Mac.
#import "GradientClient.h"

// The app's own class from the six-stop recipe can live beside ours while it migrates: ours
// is GVGradientView in Objective-C.
@interface GradientView : NSObject
@end
@implementation GradientView
@end

static void configure(GVGradientView *view) {
    // Colours, locations and the layer.
    view.colors = @[Colour.redColor, Colour.orangeColor, Colour.blueColor];
    view.locations = @[@0.0, @0.25, @1.0];
    CAGradientLayer *layer = view.gradientLayer;
    (void)layer.colors;
#if !TARGET_OS_OSX
    CAGradientLayer *typed = view.layer;  // the six-stop recipe's typed layer
    (void)typed;
#endif
    // Type, interpolation and direction by name; the angle; points.
    view.typeName = @"conic";
    view.interpolationName = @"oklch-longer";
    NSString *mode = view.interpolationName;  // the engine's name, as the command line spells it
    (void)mode;
    view.directionName = @"top-left-to-bottom-right";
    view.directionName = @"45deg";
    view.angle = 135;
    view.startPoint = CGPointMake(0, 0);
    view.endPoint = CGPointMake(1, 1);
    view.dimsWhenTintAdjusted = YES;
    // The CSS string, and what went wrong with it.
    view.gradientString = @"linear-gradient(45deg in oklab, #f06, #fc0)";
    NSString *problem = view.configurationProblem;
    (void)problem;
    // Interface Builder's stops and two-colour form.
    view.color0 = Colour.redColor;
    view.location0 = 0;
    view.color5 = Colour.blueColor;
    view.location5 = 1;
    view.startColor = Colour.whiteColor;
    view.endColor = Colour.blackColor;
    // Animations: duration, delay, timing, completion; repeating ones.
    [view animateGradientWithDuration:0.4
                                delay:0
                       timingFunction:[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseOut]
                              changes:^(GVGradientView *v) { v.colors = @[Colour.greenColor, Colour.purpleColor]; }
                           completion:^(BOOL finished) { NSLog(@"done: %d", finished); }];
    [view animateGradientWithDuration:0.2 delay:0 timingFunction:nil changes:^(GVGradientView *v) { v.angle = 90; } completion:nil];
    [view startRepeatingAnimationWithDuration:3
                               timingFunction:nil
                                      changes:^(GVGradientView *v) { v.directionName = @"horizontal"; }];
    [view stopRepeatingAnimation];
}

// A copy through a keyed archive keeps the gradient (encodeWithCoder: / initWithCoder:). A
// view is not NSSecureCoding, so the archive is made and read without requiring it.
static GVGradientView *archivedCopy(GVGradientView *view) {
    NSError *error = nil;
    NSData *data = [NSKeyedArchiver archivedDataWithRootObject:view requiringSecureCoding:NO error:&error];
    if (data == nil) return nil;
    NSKeyedUnarchiver *unarchiver = [[NSKeyedUnarchiver alloc] initForReadingFromData:data error:&error];
    unarchiver.requiresSecureCoding = NO;
    GVGradientView *copy = [unarchiver decodeObjectOfClass:GVGradientView.class forKey:NSKeyedArchiveRootObjectKey];
    [unarchiver finishDecoding];
    return copy;
}

// A mesh gradient view: a mesh of points and platform colours, one from a JSON spec, the
// errors each reports (one sentence), and removing the mesh.
static GVMeshGradientView *makeMeshView(void) {
    GVMeshGradientView *view = [[GVMeshGradientView alloc] initWithFrame:CGRectMake(0, 0, 320, 200)];
    NSError *error = nil;
#if TARGET_OS_OSX
    NSArray<NSValue *> *points = @[[NSValue valueWithPoint:NSMakePoint(0, 0)], [NSValue valueWithPoint:NSMakePoint(1, 0)],
                                   [NSValue valueWithPoint:NSMakePoint(0, 1)], [NSValue valueWithPoint:NSMakePoint(1, 1)]];
#else
    NSArray<NSValue *> *points = @[[NSValue valueWithCGPoint:CGPointMake(0, 0)], [NSValue valueWithCGPoint:CGPointMake(1, 0)],
                                   [NSValue valueWithCGPoint:CGPointMake(0, 1)], [NSValue valueWithCGPoint:CGPointMake(1, 1)]];
#endif
    if (![view setMeshWithWidth:2 height:2 points:points
                         colors:@[Colour.systemRedColor, Colour.systemBlueColor, Colour.systemYellowColor, Colour.labelColor]
                          error:&error]) {
        NSLog(@"%@", error.localizedDescription);
    }
    if (![view setMeshWithJSON:@"{\"mesh\": {\"width\": 2, \"height\": 2, \"points\": [[0, 0], [1, 0], [0, 1], [1, 1]], "
                               @"\"colors\": [\"red\", \"blue\", \"gold\", \"navy\"]}}"
                         error:&error]) {
        NSLog(@"%@", error.localizedDescription);
    }
    view.meshJSON = @"{\"mesh\": {\"width\": 2, \"height\": 2, \"points\": [[0, 0]], \"colors\": [\"red\"]}}";
    if (view.configurationProblem != nil) {
        NSLog(@"%@", view.configurationProblem);
    }
    NSString *spec = view.meshJSON;
    (void)spec;
    if (view.hasMesh) {
        [view removeMesh];
    }
    return view;
}

void makeViews(void) {
    (void)makeMeshView();
    GVGradientView *view = [[GVGradientView alloc] initWithFrame:CGRectMake(0, 0, 320, 200)];
    configure(view);
    GVGradientBackgroundView *background = [[GVGradientBackgroundView alloc] initWithFrame:CGRectZero];
    background.startColor = Colour.redColor;
    background.endColor = Colour.blueColor;
    configure(background);
    // Key-value coding, as a nib sets user-defined runtime attributes.
    [view setValue:Colour.redColor forKey:@"color0"];
    [view setValue:@0.5 forKey:@"location0"];
    [view setValue:@"radial" forKey:@"typeName"];
    GVGradientView *copy = archivedCopy(view);
    NSString *string = copy.gradientString;  // the same gradient string, colours, stops …
    (void)string;
    GVGradientBackgroundView *backgroundCopy = (GVGradientBackgroundView *)archivedCopy(background);
    (void)backgroundCopy.startColor;
}

// An Objective-C app using the view's radial and conic geometry, setting a configuration in
// one step, and every animation form: a timing function or a spring, a delay, a `finished`
// completion, palettes cycled, paused, resumed and scrubbed. Checked like
// ObjectiveCClient.m (clang against the generated GradientUI-Swift.h, iOS SDK).
#import "GradientClient.h"

void configureGeometry(GVGradientView *view) {
    view.colors = @[Colour.whiteColor, Colour.orangeColor];
    view.typeName = @"radial";
    view.gradientCenter = CGPointMake(0.3, 0.3);
    view.centerX = 0.25;
    view.centerY = 0.75;
    view.radiusFraction = 0.5;
    view.radiusFraction = -1;  // the farthest corner
    view.typeName = @"conic";
    view.startAngle = 90;
    CGPoint centre = view.gradientCenter;
    NSLog(@"%f %f %f", centre.x, view.radiusFraction, view.startAngle);
    [view configureWithChanges:^(GVGradientView *v) {
        v.colors = @[Colour.redColor, Colour.blueColor];
        v.typeName = @"radial";
        v.radiusFraction = 0.4;
    }];
}

void animateEveryWay(GVGradientView *view) {
    [view animateGradientWithDuration:0.4
                                delay:0.1
                       timingFunction:[CAMediaTimingFunction functionWithControlPoints:0.2f :0.8f :0.2f :1.0f]
                              changes:^(GVGradientView *v) { v.startAngle = 180; }
                           completion:^(BOOL finished) { NSLog(@"%@", finished ? @"finished" : @"interrupted"); }];
    [view animateGradientWithDuration:0.2 delay:0 timingFunction:nil changes:^(GVGradientView *v) { v.angle = 90; } completion:nil];
    [view animateGradientWithSpringMass:1
                              stiffness:120
                                damping:14
                        initialVelocity:0
                                  delay:0
                                changes:^(GVGradientView *v) { v.radiusFraction = 0.3; }
                             completion:nil];
    [view startRepeatingAnimationWithDuration:3
                               timingFunction:[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionLinear]
                                      changes:^(GVGradientView *v) { v.startAngle = 360; }];
    [view startCyclingColors:@[@[Colour.redColor, Colour.orangeColor], @[Colour.blueColor, Colour.greenColor]] stepDuration:2];
    [view pauseGradientAnimation];
    BOOL paused = view.isGradientAnimationPaused;
    [view seekGradientAnimationToFraction:0.5];
    [view resumeGradientAnimation];
    NSLog(@"%d %d", view.isAnimating, paused);
    [view stopRepeatingAnimation];
}

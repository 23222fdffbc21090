// `import GradientUI` is all a view user writes: the view's API speaks GradientKit's types
// (`Direction`, `GradientType`, `ViewInterpolation`, `LayerGradient`, `RGBA` …), so they come
// with it. None of GradientKit's public names is also a UIKit, AppKit or SwiftUI name
// (Scripts/check-apple-sdk.sh compiles a SwiftUI client that uses both to keep it so).
@_exported import GradientKit

@_exported import GradientCSS
// `import GradientUI` is all a view user writes: the view's API speaks the engine's model
// types (`Direction`, `GradientType`, `Interpolation`, `LayerGradient`, `RGBA` …), so the
// modules that define them come with it. The rasterizer and the encoders do not: an app that
// also wants PNG or SVG output imports GradientKit. None of these modules' public names is
// also a UIKit, AppKit or SwiftUI name (Scripts/check-apple-sdk.sh compiles a SwiftUI client
// that uses both to keep it so).
@_exported import GradientCore
@_exported import GradientViewModel

@_exported import enum GradientCore.Direction
// What `import GradientUI` brings besides the views: the engine's types the views' API speaks
// (colours, points, directions, types, interpolation modes, the layer configuration, the mesh
// gradient that the mesh views draw and generated SwiftUI code builds), the animation timing
// and the choice of mesh renderer, each by name, so a client file is not filled with the
// engine's other public names (its colour spaces, stops, shadings, CSS reader, rasterizer,
// errors …). An app that wants those, or PNG or SVG output, imports GradientKit too. None of
// these names is also a UIKit, AppKit or SwiftUI name (Scripts/check-apple-sdk.sh compiles a
// SwiftUI client that uses both to keep it so).
@_exported import struct GradientCore.GradientMesh
@_exported import struct GradientCore.GradientPoint
@_exported import enum GradientCore.GradientType
@_exported import enum GradientCore.Interpolation
@_exported import struct GradientCore.LayerGradient
@_exported import struct GradientCore.RGBA
@_exported import enum GradientViewModel.AnimationTiming
@_exported import enum GradientViewModel.MeshRendering

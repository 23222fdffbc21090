@_exported import GradientCSS
// `import GradientKit` is the whole engine: each layer is a module of its own (see
// Package.swift), re-exported here so that one import reaches all of them.
@_exported import GradientCore
@_exported import GradientEncode
@_exported import GradientRaster

import GradientCSS
import GradientCore

/// What resolving a view's gradient can keep from one layout pass to the next: the gradient
/// string read once per text and environment (not once per size: a resize or rotation only
/// asks the parsed gradient for its layer at the new size), whether that text reads the tint
/// colour at all, and the extra stops a perceptual mode expands into.
///
/// Each table holds a few entries (a view resolves its own gradient and, while a repeating
/// animation runs, that animation's other ends), and is emptied when it outgrows
/// ``capacity``.
///
/// ```swift
/// var cache = ResolutionCache()
/// state.resolve(width: 320, height: 200, environment: env, cache: &cache)
/// state.resolve(width: 200, height: 320, environment: env, cache: &cache)
/// cache.parseCount   // 1: the string was read once
/// ```
package struct ResolutionCache: Sendable {
    /// How many entries each table keeps before it starts again: 8.
    package static let capacity = 8

    private struct ParseKey: Hashable, Sendable {
        var text: String
        var options: CSSParsingOptions
    }

    private struct TintKey: Hashable, Sendable {
        var text: String
        var scheme: CSSParsingOptions.ColorScheme
    }

    private var parsed: [ParseKey: Result<GradientDefinition, GradientError>] = [:]
    private var tintUse: [TintKey: Bool] = [:]
    private var expansions: [LayerGradient: LayerGradient] = [:]

    /// How many times a gradient string was read (tint probes included).
    package private(set) var parseCount = 0
    /// How many times stops were expanded for a perceptual mode.
    package private(set) var expansionCount = 0

    /// Creates an empty cache.
    package init() {}

    /// `text` read with `options`, from the cache when it was read so before.
    package mutating func definition(_ text: String, options: CSSParsingOptions) -> Result<GradientDefinition, GradientError> {
        let key = ParseKey(text: text, options: options)
        if let hit = parsed[key] { return hit }
        parseCount += 1
        let result: Result<GradientDefinition, GradientError>
        do {
            result = .success(try GradientDefinition(parsing: text, options: options))
        } catch let error as GradientError {
            result = .failure(error)
        } catch {
            result = .failure(GradientError(.invalidValue, "The gradient string could not be read: \(error)."))
        }
        if parsed.count >= Self.capacity { parsed.removeAll(keepingCapacity: true) }
        parsed[key] = result
        return result
    }

    /// Whether the tint colour can change what `text` draws in `scheme`: whether it reads
    /// `currentcolor` where nothing else gives it a value (a `{"css": …}` or layer spec may
    /// give its own `currentColor`).
    ///
    /// Decided by reading the text without a tint colour and with one: `currentcolor` is the
    /// only thing the tint feeds, and without a value it is an error, so the two readings
    /// differ exactly when the text uses it.
    package mutating func readsTintColor(_ text: String, scheme: CSSParsingOptions.ColorScheme) -> Bool {
        let key = TintKey(text: text, scheme: scheme)
        if let known = tintUse[key] { return known }
        let without = definition(text, options: CSSParsingOptions(colorScheme: scheme, currentColor: nil))
        let with = definition(text, options: CSSParsingOptions(colorScheme: scheme, currentColor: RGBA(red: 0.25, green: 0.5, blue: 0.75)))
        let reads = without != with
        if tintUse.count >= Self.capacity { tintUse.removeAll(keepingCapacity: true) }
        tintUse[key] = reads
        return reads
    }

    /// `layer` in stops Core Animation mixes itself (`NativeStops.expanded(_:)`), from the cache
    /// when the same stops and mode were expanded before.
    package mutating func expanded(_ layer: LayerGradient) -> LayerGradient {
        switch layer.interpolation {
        case .srgb, .coreAnimation: return NativeStops.expanded(layer)
        default: break
        }
        // The expansion depends on the stops and the mode only, not on the geometry.
        var key = layer
        key.type = .axial
        key.startPoint = .top
        key.endPoint = .bottom
        if let hit = expansions[key] {
            var out = layer
            out.interpolation = hit.interpolation
            out.colors = hit.colors
            out.locations = hit.locations
            return out
        }
        expansionCount += 1
        let result = NativeStops.expanded(layer)
        if expansions.count >= Self.capacity { expansions.removeAll(keepingCapacity: true) }
        expansions[key] = result
        return result
    }
}

// Why this #if: SwiftUI's representables wrap a UIView on iOS, tvOS and visionOS and an
// NSView on macOS; there is no view to wrap on watchOS, and SwiftUI does not exist on Linux.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientCSS
import GradientViewModel
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// A ``GradientView`` in SwiftUI, with every option of the view.
///
/// ```swift
/// GradientBackground { view in
///     view.colors = [.systemTeal, .systemIndigo]
///     view.interpolation = .oklab
/// }
/// ```
///
/// `configure` runs on creation and on every SwiftUI update; it should only set properties
/// (setting the same values again costs one comparison). The view follows the environment's
/// colour scheme and layout direction, and a change made inside `withAnimation` animates
/// (for 0.35 s, ease in and out: SwiftUI does not tell a representable an animation's
/// duration).
public struct GradientBackground {
    /// Configures the view; called on creation and on every SwiftUI update.
    public var configure: @MainActor (GradientView) -> Void

    /// Creates the wrapper.
    public init(configure: @escaping @MainActor (GradientView) -> Void) {
        self.configure = configure
    }

    /// How long a change made inside `withAnimation` animates, in seconds.
    static let animationDuration = 0.35

    @MainActor
    func update(_ view: GradientView, environment: EnvironmentValues, transaction: Transaction) {
        #if os(macOS)
        // Only .aqua and .darkAqua: NSAppearance.h says of the high-contrast names "The
        // following appearance names are for matching using bestMatchFromAppearancesWithNames:
        // Passing any of them to appearanceNamed: will return NULL", and a nil appearance
        // makes the view inherit its window's, dropping the environment's colour scheme.
        // Increase Contrast is the user's setting, which SwiftUI only reports
        // (`colorSchemeContrast` has no setter) and a named appearance cannot ask for; that
        // AppKit still resolves colours for it under these names is not verified here.
        view.appearance = NSAppearance(named: environment.colorScheme == .dark ? .darkAqua : .aqua)
        view.userInterfaceLayoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        #else
        view.overrideUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        view.semanticContentAttribute = environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        #endif
        let target = view.configuration(applying: { configure($0) })
        // Only a change animates: an update that sets the same values leaves running
        // animations alone. The colours are compared as they draw here (`.systemBlue` and
        // `.tintColor` differ only once resolved for the view's tint); assigning the platform
        // colours schedules the layer update either way.
        let changed = view.resolvingColors(target.state, target.colors) != view.stateForCurrentTraits
        if transaction.animation != nil, !transaction.disablesAnimations, changed {
            view.animate(duration: Self.animationDuration) { view in (view.state, view.platformColors) = target }
        } else {
            (view.state, view.platformColors) = target
        }
    }

    /// A new view, configured.
    @MainActor
    func makeView() -> GradientView {
        let view = GradientView(frame: .zero)
        configure(view)
        return view
    }
}

#if os(macOS)
extension GradientBackground: NSViewRepresentable {
    public func makeNSView(context: Context) -> GradientView { makeView() }

    public func updateNSView(_ nsView: GradientView, context: Context) {
        update(nsView, environment: context.environment, transaction: context.transaction)
    }
}
#else
extension GradientBackground: UIViewRepresentable {
    public func makeUIView(context: Context) -> GradientView { makeView() }

    public func updateUIView(_ uiView: GradientView, context: Context) {
        update(uiView, environment: context.environment, transaction: context.transaction)
    }
}
#endif
#endif

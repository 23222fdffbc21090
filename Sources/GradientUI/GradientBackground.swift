// Why this #if: SwiftUI's representables wrap a UIView on iOS, tvOS and visionOS and an
// NSView on macOS; there is no view to wrap on watchOS (GradientFill draws there), and
// SwiftUI does not exist on Linux.
#if os(iOS) || os(tvOS) || os(visionOS) || os(macOS)
import GradientCore
import GradientViewModel
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

/// A ``GradientView`` in SwiftUI, for what only the UIKit and AppKit view does: platform
/// colours that follow every trait (Increase Contrast, elevated levels, the tint), gradient
/// strings, Core Animation's own rendering. ``GradientFill`` is the SwiftUI-native view (it
/// draws in `ImageRenderer`, widgets and on watchOS, and animates with SwiftUI).
///
/// ```swift
/// GradientBackground { view in
///     view.colors = [.systemTeal, .systemIndigo]
///     view.interpolation = .oklab
/// }
/// ```
///
/// `configure` runs on the view itself once, when SwiftUI makes it (so settings of the view
/// itself, such as its layer's corner radius, apply), and on every update on a stand-in view
/// that starts from the defaults: the gradient configuration it ends with is given to the
/// view, only when it differs from the view's (anything else done to the stand-in is
/// dropped). The view follows the environment's colour scheme and layout direction, and a
/// change made inside `withAnimation` animates for ``animationDuration`` seconds, ease in and
/// out (SwiftUI does not tell a representable an animation's duration or curve).
public struct GradientBackground {
    /// Configures the view; see the type's description for when it runs.
    public var configure: @MainActor (GradientView) -> Void
    /// How long a change made inside `withAnimation` animates, in seconds. Default 0.35.
    public var animationDuration: Double

    /// Creates the wrapper from a function that configures the view.
    public init(animationDuration: Double = 0.35, configure: @escaping @MainActor (GradientView) -> Void) {
        self.configure = configure
        self.animationDuration = animationDuration
    }

    /// Creates the wrapper from a configuration.
    @MainActor
    public init(_ configuration: GradientView.Configuration, animationDuration: Double = 0.35) {
        self.init(animationDuration: animationDuration) { $0.configuration = configuration }
    }

    /// Keeps the stand-in view the updates configure.
    @MainActor
    public final class Coordinator {
        /// The view `configure` runs on in updates.
        lazy var standIn = GradientView(frame: .zero)
    }

    /// Makes the coordinator that keeps the stand-in view (for `UIViewRepresentable` and
    /// `NSViewRepresentable` alike).
    @MainActor
    public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor
    func update(_ view: GradientView, coordinator: Coordinator, environment: EnvironmentValues, transaction: Transaction) {
        #if os(macOS)
        // Only .aqua and .darkAqua: NSAppearance.h says of the high-contrast names "The
        // following appearance names are for matching using bestMatchFromAppearancesWithNames:
        // Passing any of them to appearanceNamed: will return NULL", and a nil appearance
        // makes the view inherit its window's, dropping the environment's colour scheme.
        // Increase Contrast is the user's setting, which SwiftUI only reports
        // (`colorSchemeContrast` has no setter) and a named appearance cannot ask for; that
        // AppKit still resolves colours for it under these names is not verified here.
        let appearance: NSAppearance.Name = environment.colorScheme == .dark ? .darkAqua : .aqua
        if view.appearance?.name != appearance { view.appearance = NSAppearance(named: appearance) }
        let direction: NSUserInterfaceLayoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if view.userInterfaceLayoutDirection != direction { view.userInterfaceLayoutDirection = direction }
        #else
        let style: UIUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        if view.overrideUserInterfaceStyle != style { view.overrideUserInterfaceStyle = style }
        let attribute: UISemanticContentAttribute = environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        if view.semanticContentAttribute != attribute { view.semanticContentAttribute = attribute }
        #endif
        let standIn = coordinator.standIn
        standIn.configuration = GradientView.Configuration()
        configure(standIn)
        let target = standIn.configuration
        // Only a change is applied (and animates): an update that gives the same
        // configuration leaves the view, and its running animations, alone.
        guard target != view.configuration else { return }
        if transaction.animation != nil, !transaction.disablesAnimations {
            view.animateGradient(to: target, duration: animationDuration)
        } else {
            view.configuration = target
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
        update(nsView, coordinator: context.coordinator, environment: context.environment, transaction: context.transaction)
    }
}
#else
extension GradientBackground: UIViewRepresentable {
    public func makeUIView(context: Context) -> GradientView { makeView() }

    public func updateUIView(_ uiView: GradientView, context: Context) {
        update(uiView, coordinator: context.coordinator, environment: context.environment, transaction: context.transaction)
    }
}
#endif
#endif

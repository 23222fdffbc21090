// Why this #if: SwiftUI's representables wrap a UIView on iOS, tvOS and visionOS and an
// NSView on macOS; SwiftUI does not exist on Linux.
#if os(iOS) || os(tvOS) || os(visionOS)
import GradientKit
import SwiftUI
import UIKit

/// A ``GradientView`` in SwiftUI, with every option of the view.
///
/// ```swift
/// GradientBackground { view in
///     view.colors = [.systemTeal, .systemIndigo]
///     view.interpolation = .oklab
/// }
/// ```
public struct GradientBackground: UIViewRepresentable {
    /// Configures the view; called on creation and on every SwiftUI update.
    public var configure: @MainActor (GradientView) -> Void

    /// Creates the wrapper.
    public init(configure: @escaping @MainActor (GradientView) -> Void) {
        self.configure = configure
    }

    public func makeUIView(context: Context) -> GradientView {
        let view = GradientView(frame: .zero)
        configure(view)
        return view
    }

    public func updateUIView(_ uiView: GradientView, context: Context) {
        configure(uiView)
    }
}
#elseif os(macOS)
import AppKit
import GradientKit
import SwiftUI

/// A ``GradientView`` in SwiftUI, with every option of the view.
public struct GradientBackground: NSViewRepresentable {
    /// Configures the view; called on creation and on every SwiftUI update.
    public var configure: @MainActor (GradientView) -> Void

    /// Creates the wrapper.
    public init(configure: @escaping @MainActor (GradientView) -> Void) {
        self.configure = configure
    }

    public func makeNSView(context: Context) -> GradientView {
        let view = GradientView(frame: .zero)
        configure(view)
        return view
    }

    public func updateNSView(_ nsView: GradientView, context: Context) {
        configure(nsView)
    }
}
#endif

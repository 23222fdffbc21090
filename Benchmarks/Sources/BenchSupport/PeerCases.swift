/// The gradients of the peers benchmark written in CSS: the same stops and geometry as
/// every peer draws.
public enum PeerCases {
    /// The case names, in the order they run by default.
    public static let names = ["lin5d", "rad3", "conic4", "lin2v"]

    /// Each case's gradient as CSS.
    public static let css: [String: String] = [
        "lin5d": "linear-gradient(to bottom right, #E6194B, #FFE119 15%, #3CB44B 40%, #4363D8 75%, #911EB4)",
        "rad3": "radial-gradient(circle farthest-corner, #FFFFFF, #F58231 50%, #000075)",
        "conic4": "conic-gradient(from 90deg, red, lime 33.3333%, blue 66.6667%, red)",
        "lin2v": "linear-gradient(#1E90FF, #FF7F50)",
    ]
}

import CZlib

/// How the deflate compressor searches at each of the PNG writer's levels, 0…9 (``PNG/levels``).
///
/// Levels 0–4 and 6–9 are zlib's own. Level 5, the default, is zlib's greedy matcher (its
/// level 3) told to index every string it passes, even inside the longest matches, to give
/// up a search at a full 258-byte match and to follow chains of 24: the dithered gradient
/// rows repeat at the dither's period, so full-length matches are common and worth finding
/// again, and lazy matching gains little on them. On the benchmark's four 3840 × 2160
/// gradients it compresses 1–23 % faster than zlib's level 5 (one thread), into files no
/// larger than the writer's before it made (`Benchmarks/README.md`, "The PNG writer").
struct DeflateSettings: Equatable, Sendable {
    /// zlib's parameters for its match search (`deflateTune`).
    struct Search: Equatable, Sendable {
        /// A match at least this long shortens the search for a longer one to a quarter.
        var goodLength: Int32
        /// The greedy matcher indexes the strings inside a match at most this long.
        var maxInsert: Int32
        /// A match this long ends the search.
        var niceLength: Int32
        /// How many earlier strings with the same hash are tried.
        var maxChain: Int32
    }

    /// The zlib level the compressor is made with.
    var zlibLevel: Int32
    /// The search that replaces the zlib level's own, or `nil` for the level's own.
    var search: Search?

    /// The settings of the writer's `level` (0…9).
    init(level: Int) {
        if level == 5 {
            zlibLevel = 3
            search = Search(goodLength: 4, maxInsert: 258, niceLength: 258, maxChain: 24)
        } else {
            zlibLevel = Int32(level)
            search = nil
        }
    }
}

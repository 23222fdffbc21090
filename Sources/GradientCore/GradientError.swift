/// An error from reading, checking or writing a gradient: what kind of problem it is, and
/// one sentence about it.
///
/// `message` names the bad value and, where it helps, what would be valid, e.g.
/// `"'#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits."`; ``kind`` says what a
/// program can do about it (an editor marks ``Kind/syntax(column:)`` at its column; the
/// command-line tool chooses its exit status from it).
public struct GradientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem an error reports.
    public enum Kind: Sendable, Hashable {
        /// Text that does not read as CSS or JSON; `column` is where it goes wrong (1-based,
        /// in Unicode scalars of the text given), `nil` where the reader does not say.
        case syntax(column: Int?)
        /// Readable input holding a value that is not allowed: a colour that is not one, an
        /// empty size, a point given with three numbers.
        case invalidValue
        /// Input or output over one of the limits (bytes, stops, pixels).
        case limitExceeded
        /// Something `format` cannot hold: `"SVG"` has no conic gradient, a `"layer"` cannot
        /// draw some CSS.
        case unsupported(format: String)
        /// The system could not do the work: reading or writing failed, memory does not hold
        /// the image, compression failed.
        case io
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// What went wrong, as one sentence.
    public var message: String

    /// Where in the text read the problem is, 1-based, in Unicode scalars: a syntax error's
    /// column (``Kind/syntax(column:)``), or the place another error was met at (the bracket
    /// that nests one level too deep); `nil` where the reader does not say.
    public var column: Int? {
        if case .syntax(let column) = kind { return column }
        return placeMet
    }

    /// The column of an error that is not a syntax error.
    private var placeMet: Int?

    /// Creates an error of `kind` carrying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// Creates an error of `kind` carrying `message`, met at `column` of the text read (1-based,
    /// in Unicode scalars); a syntax error's column is its kind's.
    public init(_ kind: Kind, _ message: String, column: Int) {
        self.init(kind, message)
        placeMet = column
    }

    public var description: String { message }
}

/// A yes or no fixed at compile time: a type parameter that specialises a loop.
protocol Flag {
    static var value: Bool { get }
}

/// ``Flag`` true.
enum Yes: Flag {
    static var value: Bool { true }
}

/// ``Flag`` false.
enum No: Flag {
    static var value: Bool { false }
}

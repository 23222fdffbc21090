import GradientKit

/// The message of the error `body` throws: a ``GradientError``'s message, any other error as
/// it describes itself, or "" when `body` throws nothing.
public func refusalMessage(_ body: () throws -> Void) -> String {
    do {
        try body()
        return ""
    } catch let error as GradientError {
        return error.message
    } catch {
        return "\(error)"
    }
}

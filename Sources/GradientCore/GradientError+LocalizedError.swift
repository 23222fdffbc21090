import Foundation

/// `localizedDescription` is the error's sentence (not "The operation could not be
/// completed"), for apps that show or log errors the Foundation way.
extension GradientError: LocalizedError {
    /// The one-sentence ``message``.
    public var errorDescription: String? { message }
}

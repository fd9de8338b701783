extension DecodingError {
    /// A value whose text a parser refused, at `codingPath`: the parser's message as the
    /// description, and the parser's error itself kept as the underlying error (not only its text).
    ///
    /// ```swift
    /// do { self = try FontWeight(parsing: text) } catch { throw DecodingError.refused(error, at: container.codingPath) }
    /// ```
    package static func refused(_ error: any Error & CustomStringConvertible, at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(Context(codingPath: codingPath, debugDescription: error.description, underlyingError: error))
    }
}

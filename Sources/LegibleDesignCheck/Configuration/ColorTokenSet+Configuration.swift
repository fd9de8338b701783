import LegibleCore
import LegibleReporting
import LegibleTokens

extension ColorTokenSet {
    /// Reads every source of a configuration (see `ColorTokenSet(sources:limits:)`).
    ///
    /// - Parameters:
    ///   - configuration: the configuration whose `sources` to read.
    ///   - limits: the limits in force.
    /// - Throws: `SourceFileError` for the first problem (see `ColorTokenSet(sources:limits:)`).
    public init(configuration: CheckConfiguration, limits: ColorTokenLimits = ColorTokenLimits()) throws(SourceFileError) {
        try self.init(sources: configuration.sources, limits: limits)
    }
}

import Foundation
import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// The error reading throws, or a test failure when it does not throw.
func readingError(_ read: () throws(SourceFileError) -> Void, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SourceFileError? {
    do {
        try read()
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// Reads token files written into a scratch folder: `files` maps a name to its JSON, and
/// `sources` lists (name, appearance) in order.
func readTokens(_ files: [String: String], sources: [(String, ColorAppearance?)]? = nil, limits: ColorTokenLimits = ColorTokenLimits()) throws -> ColorTokenSet
{
    try ScratchFolder.with(files) { folder in
        let list = sources ?? files.keys.sorted().map { ($0, nil) }
        return try ColorTokenSet(sources: list.map { ColorSource(.tokens, path: folder.file($0.0), appearance: $0.1) }, limits: limits)
    }
}

/// The error reading token files throws, with the scratch folder's path replaced by `DIR` so
/// messages can be compared whole.
func tokenError(_ files: [String: String], sources: [(String, ColorAppearance?)]? = nil, limits: ColorTokenLimits = ColorTokenLimits()) throws -> String {
    try ScratchFolder.with(files) { folder in
        let list = sources ?? files.keys.sorted().map { ($0, nil) }
        let error = readingError { () throws(SourceFileError) in
            _ = try ColorTokenSet(sources: list.map { ColorSource(.tokens, path: folder.file($0.0), appearance: $0.1) }, limits: limits)
        }
        return error.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } ?? ""
    }
}

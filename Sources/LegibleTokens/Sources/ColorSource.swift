import Foundation
import LegibleReporting

/// One place a design system keeps colours: a DTCG token file, an Xcode asset catalog, or an
/// Android `res` folder, as a `sources` entry of `legible.yaml` names it.
///
/// ```yaml
/// sources:
///   - tokens: tokens/base.tokens.json       # every appearance
///   - tokens: tokens/dark.tokens.json
///     appearance: dark                      # overrides the earlier sources in dark (and darkIncreasedContrast)
///   - assets: App/Assets.xcassets           # carries its own appearances
///   - android: android/src/main/res             # values/ = light, values-night/ = dark
/// ```
///
/// ```swift
/// let sources = [
///     ColorSource(.tokens, path: "tokens/base.tokens.json"),
///     ColorSource(.tokens, path: "tokens/dark.tokens.json", appearance: .dark),
/// ]
/// let colors = try ColorTokenSet(sources: sources)
/// ```
public struct ColorSource: Sendable, Hashable {
    /// What kind of source it is.
    public var kind: ColorSourceKind
    /// The path as written (relative to ``baseDirectory`` when that is set).
    public var path: String
    /// The one appearance a token file is for; `nil` for every appearance. Asset catalogs and
    /// Android resources carry their own appearances and never have one.
    public var appearance: ColorAppearance?
    /// The folder relative paths start from: the configuration file's folder. `nil` for the
    /// current directory.
    public var baseDirectory: String?
    /// Where the configuration declares the source, for errors about it (a missing file).
    public var declaration: Finding.Location?

    /// A source.
    ///
    /// - Parameters:
    ///   - kind: what kind of source it is.
    ///   - path: the file (token files) or folder (asset catalogs, Android `res`).
    ///   - appearance: for a token file, the one appearance it is for; `nil` for all.
    ///   - baseDirectory: the folder a relative `path` starts from; `nil` for the current one.
    ///   - declaration: where a configuration declares it, if anywhere.
    public init(
        _ kind: ColorSourceKind, path: String, appearance: ColorAppearance? = nil, baseDirectory: String? = nil,
        declaration: Finding.Location? = nil
    ) {
        self.kind = kind
        self.path = path
        self.appearance = appearance
        self.baseDirectory = baseDirectory
        self.declaration = declaration
    }

    /// The path to open: ``path`` joined to ``baseDirectory`` unless it is absolute.
    public var resolvedPath: String {
        guard let baseDirectory, !baseDirectory.isEmpty, !path.hasPrefix("/") else { return path }
        return (baseDirectory as NSString).appendingPathComponent(path)
    }

    /// Whether the source supplies colours for `appearance`: every appearance without a declared
    /// one; its own; and the increased-contrast variant of a declared light or dark.
    public func serves(_ appearance: ColorAppearance) -> Bool {
        guard let declared = self.appearance else { return true }
        return declared == appearance || (appearance.isIncreasedContrast && declared == appearance.standard)
    }

    /// Where it ranks for `appearance` among the sources serving it: sources for every
    /// appearance first, then those declared for the standard variant, then those declared for
    /// exactly this appearance; later ranks override earlier ones.
    func rank(for appearance: ColorAppearance) -> Int {
        guard let declared = self.appearance else { return 0 }
        return declared == appearance ? 2 : 1
    }
}

extension ColorSource: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case tokens, assets, android, appearance
    }

    /// Decodes `{tokens: path}`, `{assets: path}` or `{android: path}`, with `appearance` for a
    /// token file.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let given: [(ColorSourceKind, CodingKeys)] = [(.tokens, .tokens), (.assets, .assets), (.android, .android)]
            .filter { container.contains($0.1) }
        guard given.count == 1, let first = given.first else {
            let found = given.isEmpty ? "none" : given.map(\.1.stringValue).joined(separator: " and ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath,
                    debugDescription:
                        "a source names exactly one of tokens (a DTCG file), assets (an .xcassets folder) or android (a res folder); found \(found)"))
        }
        let (kind, key) = first
        let path = try container.decode(String.self, forKey: key)
        guard !path.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "expected a path, found an empty string")
        }
        // The system reads a path only up to a NUL: "t.json\0garbage" would read t.json.
        guard !path.unicodeScalars.contains("\0") else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "a path cannot contain a NUL character (\\u{0})")
        }
        let appearance = try container.decodeIfPresent(ColorAppearance.self, forKey: .appearance)
        if appearance != nil, kind != .tokens {
            throw DecodingError.dataCorruptedError(
                forKey: .appearance, in: container,
                debugDescription: "only a token file takes an appearance: \(key.stringValue) carries its own (light, dark and high-contrast variants)")
        }
        self.init(kind, path: path, appearance: appearance)
    }

    /// Encodes the form it decodes from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let key: CodingKeys =
            switch kind {
            case .tokens: .tokens
            case .assets: .assets
            case .android: .android
            }
        try container.encode(path, forKey: key)
        try container.encodeIfPresent(appearance, forKey: .appearance)
    }
}

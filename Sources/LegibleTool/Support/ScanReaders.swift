import LegibleKotlinScan
import LegibleObjCScan
import LegibleScan
import LegibleSwiftScan

/// The readers `legible scan` reads files with, tried in order (the first that reads a path
/// reads it). The one list of them: a new kind of file is scanned once its reader is added here.
enum ScanReaders {
    static var all: [any ScanFileReader] { all(swiftCache: nil) }

    /// The readers, the Swift one keeping its results in `swiftCache` when there is one.
    static func all(swiftCache: SwiftScanCache?) -> [any ScanFileReader] {
        [
            // Storyboards and xibs.
            InterfaceBuilderReader(),
            // Android res/layout*/*.xml.
            AndroidLayoutReader(),
            // SwiftUI and UIKit code (LegibleSwiftScan, swift-syntax).
            SwiftSourceReader(cache: swiftCache),
            // Jetpack Compose code (LegibleKotlinScan, its own Kotlin lexer and parser).
            ComposeSourceReader(),
            // UIKit code in Objective-C (LegibleObjCScan, its own lexer and tolerant reader).
            ObjCSourceReader(),
        ]
    }
}

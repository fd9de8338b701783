import LegibleScan

/// The readers `legible scan` reads files with, tried in order (the first that reads a path
/// reads it). The one list of them: a new kind of file is scanned once its reader is added here.
enum ScanReaders {
    static var all: [any ScanFileReader] {
        [
            // Storyboards and xibs.
            InterfaceBuilderReader(),
            // Android res/layout*/*.xml.
            AndroidLayoutReader(),
        ]
    }
}

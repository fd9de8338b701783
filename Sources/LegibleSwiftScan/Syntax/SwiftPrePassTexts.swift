import Foundation

/// The texts of the Swift files the app-wide pre-passes read before any file is scanned
/// (``DynamicIslandSlots``, ``ProjectButtonStyles``, ``ExtensionColors``, ``FontWrappers``,
/// ``AppFonts``): each file of at most `maximumBytes` that is UTF-8, read once and handed to every
/// pass, which parses only the files that name what it looks for. A file that cannot be read is
/// left to the scan, which reports it where it reads it.
enum SwiftPrePassTexts {
    static func read(_ paths: [String], maximumBytes: Int) -> [String] {
        paths.compactMap { path in
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= maximumBytes,
                let data = FileManager.default.contents(atPath: path)
            else { return nil }
            return String(data: data, encoding: .utf8)
        }
    }
}

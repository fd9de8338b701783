import Foundation

/// The Kotlin files a pre-pass (click modifiers, frozen-size helpers, text wrappers) reads before
/// any screen: regular files of at most ``KotlinLimits/maximumFileBytes`` each that `wanted`
/// accepts, until `maximumFiles` files or `maximumBytes` bytes are taken. A file that cannot be
/// read is left to the scan, which reports it where it reads it.
enum KotlinPrePassFiles {
    static func texts(paths: [String], maximumFiles: Int, maximumBytes: Int, wanted: (String) -> Bool) -> [String] {
        var texts: [String] = []
        var bytes = 0
        for path in paths where texts.count < maximumFiles {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular, let size = (attributes[.size] as? NSNumber)?.intValue,
                size <= KotlinLimits.maximumFileBytes, bytes + size <= maximumBytes,
                let text = try? String(contentsOfFile: path, encoding: .utf8), wanted(text)
            else { continue }
            bytes += size
            texts.append(text)
        }
        return texts
    }
}

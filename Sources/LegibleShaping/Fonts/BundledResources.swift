#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where the files Legible ships beside its code (the bundled `Fonts/`) are found, for a tool run
/// from the checkout it was built from and for one installed by `make install` with the checkout
/// gone.
///
/// `make install` puts the binary in `PREFIX/bin` and the fonts in `PREFIX/share/legible/Fonts`,
/// so an installed tool finds them relative to its own executable, whatever `PREFIX` was.
package enum BundledResources {
    /// The environment variable that names a `Fonts/` directory, ahead of every other place.
    package static let fontsDirectoryVariable = "LEGIBLE_FONTS_DIR"

    /// The directories searched for the bundled fonts, in order: `$LEGIBLE_FONTS_DIR`; then
    /// `../share/legible/Fonts` from the running executable (an installed tool); then the `Fonts/`
    /// of the checkout this module was built from (`swift run`, tests, a library user's build);
    /// then a `Fonts/` directory beside the executable or up to five folders above it (a copied
    /// `.build` folder).
    ///
    /// The executable is the file the process runs (`/proc/self/exe` on Linux,
    /// `_NSGetExecutablePath` on macOS, symbolic links resolved), not `argv[0]`, which is a bare
    /// name when the tool is found through `PATH`.
    package static var fontsDirectoryCandidates: [String] {
        var candidates: [String] = []
        if let configured = ProcessInfo.processInfo.environment[fontsDirectoryVariable], !configured.isEmpty {
            candidates.append(configured)
        }
        let executableFolder = executablePath.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        if let executableFolder {
            candidates.append(
                executableFolder.deletingLastPathComponent().appendingPathComponent("share/legible/Fonts").standardizedFileURL.path)
        }
        candidates.append(checkout.appendingPathComponent("Fonts").path)
        if var directory = executableFolder {
            for _ in 0..<6 {
                candidates.append(directory.appendingPathComponent("Fonts").path)
                directory.deleteLastPathComponent()
            }
        }
        return candidates
    }

    /// The first of ``fontsDirectoryCandidates`` that holds the bundled fonts, or `nil`.
    /// `$LEGIBLE_FONTS_DIR` is returned as given even when it does not hold them, so a wrong
    /// setting shows up as a missing font file rather than being silently passed over.
    package static var fontsDirectory: String? {
        if let configured = ProcessInfo.processInfo.environment[fontsDirectoryVariable], !configured.isEmpty {
            return configured
        }
        return fontsDirectoryCandidates.first { FileManager.default.fileExists(atPath: $0 + "/Inter") }
    }

    /// The folder of the JSON Schemas for `legible.yaml` and layout specs: `../share/legible/Schemas`
    /// from the executable (installed), else the checkout's `Documentation/Schemas`; `nil` when
    /// neither has `legible.schema.json`.
    package static var schemasDirectory: String? {
        var candidates: [String] = []
        if let executablePath {
            let prefix = URL(fileURLWithPath: executablePath).deletingLastPathComponent().deletingLastPathComponent()
            candidates.append(prefix.appendingPathComponent("share/legible/Schemas").standardizedFileURL.path)
        }
        candidates.append(checkout.appendingPathComponent("Documentation/Schemas").path)
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/legible.schema.json") }
    }

    /// The checkout this module was built from: Sources/LegibleShaping/Fonts/BundledResources.swift
    /// is four folders below it.
    private static var checkout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The path of the running executable with symbolic links resolved, or `nil` when the system
    /// does not say.
    package static var executablePath: String? {
        #if os(Linux)
        var buffer = [UInt8](repeating: 0, count: 4097)
        let count = buffer.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1) }
        }
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return URL(fileURLWithPath: String(cString: buffer)).resolvingSymlinksInPath().path
        #else
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        #endif
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a run of bytes occurs in a longer one, by `memchr` on the first byte and `memcmp` on
/// the rest (`memmem` is not in every libc's module). The scan's source passes look through
/// every file of an app many times; the generic `firstRange(of:)` of `DataProtocol` and
/// `String.contains(_:)` through Foundation were a fifth of an Android scan (Gadgetbridge).
///
/// ```swift
/// ByteSearch.firstIndex(of: Array("Binding".utf8), in: Array("val b: XBinding".utf8)[...])   // 8
/// ```
package enum ByteSearch {
    /// The first index (in `haystack`'s own indices) where `needle` starts, or `nil`; an empty
    /// needle is found at the start.
    package static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard !needle.isEmpty else { return haystack.startIndex }
        guard needle.count <= haystack.count else { return nil }
        let offset = haystack.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { wanted in firstOffset(of: wanted, in: bytes) }
        }
        return offset.map { haystack.startIndex + $0 }
    }

    /// Whether `needle` occurs in `haystack`.
    package static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        firstIndex(of: needle, in: haystack[...]) != nil
    }

    /// Whether `needle` occurs in `text`, by UTF-8 bytes (case and normalisation as written).
    package static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in Array(needle.utf8).withUnsafeBufferPointer { firstOffset(of: $0, in: bytes) != nil } }
    }

    /// The offset of the first `wanted` in `bytes`, or `nil`.
    package static func firstOffset(of wanted: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let sought = wanted.baseAddress, !wanted.isEmpty else { return 0 }
        guard let base = bytes.baseAddress, wanted.count <= bytes.count else { return nil }
        var offset = 0
        while offset + wanted.count <= bytes.count {
            guard let found = memchr(base + offset, Int32(sought[0]), bytes.count - offset - wanted.count + 1) else { return nil }
            let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            if memcmp(base + at, sought, wanted.count) == 0 { return at }
            offset = at + 1
        }
        return nil
    }
}

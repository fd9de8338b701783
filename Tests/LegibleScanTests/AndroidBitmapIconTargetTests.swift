import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// `target.small` recall (issue 33): a `wrap_content` image button showing a bitmap drawable is as
/// large as the bitmap in dp plus its padding. owncloud 73316e6f `file_details_fragment.xml:100`:
/// `ic_action_cancel_grey`, 48×48 px in `drawable-xhdpi` (density 2) = 24×24 dp, no padding, on a
/// transparent background — a 24 dp target, missed while vector icons were measured.
@Suite struct AndroidBitmapIconTargetTests {
    /// The first 24 bytes of a PNG: the signature and an IHDR chunk of `width`×`height` pixels.
    private static func png(_ width: Int, _ height: Int) -> Data {
        func big(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + big(13) + Array("IHDR".utf8) + big(width) + big(height) + [8, 6, 0, 0, 0])
    }

    private func sizes(_ bitmaps: [String: Data], vectors: [String: String] = [:]) throws -> [String: Double?] {
        let buttons = ["cancel", "stretched", "unscaled", "vector"].map { name in
            #"<ImageButton android:id="@+id/\#(name)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:background="@android:color/transparent" android:src="@drawable/ic_\#(name)"/>"#
        }
        var files = [
            "res/layout/main.xml": """
            <LinearLayout \(AndroidLibraryStyleTargetTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            \(buttons.joined(separator: "\n"))
            </LinearLayout>
            """
        ]
        for (path, text) in vectors { files[path] = text }
        return try ScratchFolder.with(files) { folder in
            for (path, data) in bitmaps {
                let file = folder.file(path)
                try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try data.write(to: URL(fileURLWithPath: file))
            }
            let resources = try AndroidResources(resFolders: [folder.file("res")])
            let result = try AndroidLayoutReader().read(text: files["res/layout/main.xml"]!, path: folder.file("res/layout/main.xml"), android: resources)
            return Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0.width) })
        }
    }

    @Test func aBitmapIsItsPixelsOverItsFoldersDensity() throws {
        let vector =
            ##"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="48dp" android:height="48dp" android:viewportWidth="24" android:viewportHeight="24"/>"##
        let found = try sizes(
            [
                "res/drawable-xhdpi/ic_cancel.png": Self.png(48, 48), "res/drawable-mdpi/ic_cancel.png": Self.png(24, 24),
                "res/drawable-xhdpi/ic_stretched.9.png": Self.png(20, 20), "res/drawable-nodpi/ic_unscaled.png": Self.png(20, 20),
                "res/drawable-xhdpi/ic_vector.png": Self.png(20, 20),
            ], vectors: ["res/drawable/ic_vector.xml": vector])
        // Must fire (24 dp): the bitmap. Must NOT be sized: a nine-patch, a nodpi bitmap; and an
        // XML drawable of the same name is the one drawn (48 dp, not the 10 dp bitmap).
        #expect(found["cancel"] == 24)
        #expect(found["stretched"] == .some(nil) && found["unscaled"] == .some(nil))
        #expect(found["vector"] == 48)
    }
}
